import { describe, expect, it } from 'vitest';
import { lexiconFor } from '../../participants/interviewer/lexicon.ts';
import { type KindQuestion, questionKinds } from './index.ts';

/**
 * Seventeenth set, referee round 3: option words that name nothing, and one of the family said
 * for the option that names the family; in other wordings than the corpus's, with wordings that
 * must not be read so.
 */

const q = (question: Partial<KindQuestion> & Pick<KindQuestion, 'kind'>): KindQuestion => ({
  key: 'k',
  prompt: 'Prompt?',
  required: true,
  ...question,
});

const read = (question: KindQuestion, said: string, locale: 'en' | 'es' | 'de' | 'fr' | 'pt') =>
  questionKinds.choice.read(question, said, lexiconFor(locale));

describe("an option's articles and prepositions name nothing, whatever lexicon reads (round 3)", () => {
  const tasks = q({
    kind: 'choice',
    options: ['Aseo personal', 'Cocina', 'Limpieza de la casa', 'Medicación'],
    multiple: true,
  });
  const sites = q({
    kind: 'choice',
    options: ['Commerce', 'Site industriel', 'Service de la restauration'],
    multiple: true,
  });
  const shifts = q({
    kind: 'choice',
    options: ['Turno da manhã', 'Turno da noite', 'Fins de semana'],
    multiple: true,
  });
  it.each([
    [tasks, 'es de la familia ya'],
    [tasks, 'oh sorry, es de 1 a 5'],
    [sites, 'il est de la région, pis y est fiable'],
    [shifts, 'ela é da família'],
    [shifts, 'the best of the best'],
  ] as const)('wording %#', (question, said) => {
    for (const locale of ['en', 'es', 'fr', 'pt'] as const) {
      expect(read(question, said, locale)).toBeUndefined();
    }
  });
  it('still reads the option by its own word', () => {
    expect(read(tasks, 'la limpieza y la cocina', 'es')?.value).toEqual([
      'Cocina',
      'Limpieza de la casa',
    ]);
    expect(read(sites, 'surtout le site industriel', 'fr')?.value).toEqual(['Site industriel']);
  });
  it('keeps a letter of an option written only in letters ("C+E")', () => {
    const licences = q({ kind: 'choice', options: ['B', 'C', 'C+E', 'D'], multiple: true });
    expect(read(licences, 'C+E', 'es')?.value).toContain('C+E');
  });
});

describe('one of the family said for the option that names the family (round 3)', () => {
  const relation = (options: string[]) => q({ kind: 'choice', options, multiple: false });
  it.each([
    ['pt', ['Familiar da pessoa cuidada', 'Lar ou casa de repouso', 'Outro'], 'Sou a filha dela'],
    ['es', ['Familiar', 'Residencia', 'Otro'], 'soy el hijo de la señora'],
    ['de', ['Familienangehörige/r', 'Pflegeheim', 'Andere'], 'Ich bin die Tochter'],
    ['fr', ['Famille de la personne aidée', 'EHPAD', 'Autre'], 'je suis son fils'],
    ['en', ['Family of the person cared for', 'Care home', 'Other'], "I'm her daughter"],
  ] as const)('%s "%s"', (locale, options, said) => {
    const reading = read(relation([...options]), said, locale);
    expect(reading?.value).toBe(options[0]);
    // Offered, never taken.
    expect(reading?.certain).not.toBe(true);
  });
  it('needs a kin word, and an option that names the family', () => {
    const withFamily = relation(['Familiar', 'Residencia', 'Otro']);
    expect(read(withFamily, 'soy la vecina', 'es')).toBeUndefined();
    const noFamily = relation(['Supervisor', 'Colega', 'Cliente']);
    expect(read(noFamily, 'soy su hija', 'es')).toBeUndefined();
  });
});
