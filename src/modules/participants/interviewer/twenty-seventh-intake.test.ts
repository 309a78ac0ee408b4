import { describe, expect, it } from 'vitest';
import { refusesBeforeDetails } from './intake-reading.ts';

/**
 * The intake, twenty-seventh blind set's first round: a refusal said as a polite idiom before
 * the details that explain it. Other wordings than the corpus's, and wordings that must not be
 * read so.
 */

const hasAddress = (text: string) => /\S+@\S+\.\S+/.test(text);

describe('a polite no before the details that explain it refuses', () => {
  it.each([
    'Fíjese que mejor no. Mi jefa es la Licda. Brenda Xicará (bxicara@coop.com.gt) y es amiga del gerente.',
    'Grüessech. Merci für d Aafrag, aber nei, vorläufig lieber nid. Mini Chefin, d Sandra Frei (sandra.frei@bus.ch), weiss no nüt.',
    'Boa tarde. Agradeço, mas prefiro que não. A minha chefe, a Dra. Helena Marques (helena.marques@viseu.pt), não sabe.',
    'Merci, mais plutôt pas. Mon chef (paul.martin@exemple.fr) ne sait rien.',
    "Thanks, but I'd rather not. My boss jane@example.com doesn't know I'm looking.",
  ])('"%s"', (message) => {
    expect(refusesBeforeDetails(message, hasAddress)).toBe(true);
  });

  it.each([
    // A "no" about something else, then a referee.
    'Mi jefe no sabe nada. Contacten a Ana: ana@example.com',
    // A yes beside it: the idiom is about one person.
    'Sí, claro. A Pedro mejor no. Ana: ana@example.com',
    // A question back.
    '¿Mejor no? Pregunto porque mi jefa es ana@example.com',
    // The idiom only after the details: about them.
    'Ana Ruiz, ana@example.com. A mi jefe actual mejor no.',
    // "mejor no" not ending its sentence ("better not call …").
    'Mejor no llamen antes de las 6. Ana: ana@example.com',
  ])('not "%s"', (message) => {
    expect(refusesBeforeDetails(message, hasAddress)).toBe(false);
  });
});
