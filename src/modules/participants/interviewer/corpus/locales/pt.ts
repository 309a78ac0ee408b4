import { isHeldOut } from '../typed-corpus.types.ts';
import type { TypedContact, TypedIntakeConversation } from '../typed-intake-conversations.ts';
import type {
  BuiltinCode,
  TypedQuestionnaire,
  TypedRefereeConversation,
} from '../typed-referee-conversations.ts';

/**
 * Issue 41: Portuguese participants (Brazil and Portugal), written BLIND:
 * before the Portuguese readers existed, and without reading the
 * interviewer, its reading rules, the kind modules' readers or their tests.
 * It is there to find failures, not to confirm success.
 *
 * How people type Portuguese on a phone: accents and cedillas left out
 * ("nao", "so isso", "comunicacao"), Brazilian and European words ("cara",
 * "gente boa", "beleza", "valeu", "whats", "colega de equipa", "tempo
 * inteiro", "liguem-me", "já está"), numbers in words ("dois anos e meio",
 * "uns 18 meses", "uma dúzia"), ranges ("4 ou 5", "3 ou 4"), hedges ("acho
 * que um 4", "um 4 a puxar para 5"), corrections ("não - pera, quis dizer
 * sim"), negations ("nem um ano", "nenhuma"), skips ("pula essa", "passa"),
 * "não sei" / "sei lá", declines ("prefiro não dar referência"), a consent
 * refusal with an address, consent in local ways ("pode sim", "beleza",
 * "tá, pode"), lists of referees (numbered, bullets, "e"), names with
 * particles and articles ("dos Santos", "a Fernanda Lima"), phones in
 * Brazilian, Portuguese and Argentine formats, filler that is not a name
 * ("Então"), shift codes ("12x36"), quarters ("Q1 a Q4"), emoji, pasted
 * signatures and English words ("trainee", "ok", "meta").
 *
 * The format, how a harness plays it and what a GOOD interviewer is assumed
 * to do: ../typed-corpus.types.ts, ../typed-referee-conversations.ts and
 * ../typed-intake-conversations.ts. The built-in questionnaire is seen in
 * Portuguese; the tenant questionnaires below are written in Brazilian
 * Portuguese. A built-in conversation's `to` has one entry per step of
 * `says` (retries and confirmation taps included): the question asked at
 * that step.
 *
 * SECOND BLIND SET (2026-11-28): pt-r08…pt-r14, pt-t10…pt-t16 and
 * pt-i14…pt-i20, appended at the end (so the earlier cases keep their
 * positions and their `heldOut`), with one more tenant questionnaire
 * (pt-ti). Written by a writer who had not read the readers, the lexicons,
 * the interviewer or the corpus tests' output, from how people in Brazil
 * and Portugal type: "ss", "vlw", "kkkk", "as vzs", "manja", "bora", "não
 * rola", "só whats", "home office", "nada não" (Brazil); "chefe de equipa",
 * "voltava a contratá-la", "adoravam-na", "Tlm:", "melhor não", "já está"
 * (Portugal); phone typos ("quatri"), "4,5" and "entre 3 e 4" on a 1–5
 * scale, "nota 10" on a 1–5 scale (asked again, never scaled silently),
 * "ano e meio" in years (1.5), "dois anos e pouco" and "uns quantos meses"
 * (asked again, never guessed), "sem dúvida nenhuma" (a yes with a negative
 * word in it), "nenhuma" as 0 where the minimum is 0, options named in
 * other words ("por turnos", "mail", "JS"), partial refusals ("prefiro não
 * avaliar isso", "Prefiro não comentar", a required project kept
 * confidential), corrections inside a message, a relationship question
 * answered with a grade, emoji-only answers ("5️⃣", "🤷", "👍🏽"), Brazilian
 * mobiles with and without +55 and the extra 9, Portuguese mobiles and a
 * Lisbon landline in local format, compound first names ("Ana Paula", "José
 * Carlos", "Joao Victor") and surnames ("da Silva", "dos Reis", "Sá Pinto"),
 * a conditional consent, English words ("hands-on", "ownership", "team
 * leader").
 *
 * THIRD BLIND SET (issue 41): pt-r15…pt-r19, pt-t17…pt-t21 and
 * pt-i21…pt-i25, appended at the end, with one more tenant questionnaire
 * (pt-obras, written as a Portuguese construction firm would, whose years of
 * experience invite "seis anos e meio" and "7,5"). Written by a third writer
 * who read neither the readers, the lexicons, the interviewer nor the corpus
 * tests, nor ran them. New ground: the Brazilian Northeast ("oxe", "massa",
 * "arretada"), WhatsApp abbreviations ("vc", "tb", "mto", "n sei", "ngm",
 * "com ctz", "pq n", "msm"), "4 ou 5, coloca 5", "ela coordenava 3
 * estagiários, daria um 4", "de 2019 até o começo de 2023", a question back
 * with two ratings named in the same message, "1 ano e 8 meses", "3, aliás
 * 4", "Não, quer dizer, sim! Li mal a pergunta", a decline because HR
 * forbids it, an off-topic "peraí que o Uber chegou", "contrataria de olhos
 * fechados", the referee's own role beside the candidate's ("Era engenheiro
 * de obra, eu era o diretor"), "nenhuma dessas" on an optional multiple
 * choice, a client asked whether they would rehire, "plantão 12 por 36",
 * "💯" as a rating; in the intake a yes with a condition, "Maria das
 * Graças" and "de Souza Filho", an Angolan mobile that reads like a
 * Portuguese one, "acho que tudo bem né?", titles that are no names ("Eng.",
 * "Profa. Dra."), a candidate who stops before giving an e-mail.
 *
 * FOURTH BLIND SET (2026-11-29): pt-r20…pt-r22, pt-t22…pt-t24 and
 * pt-i26…pt-i29, appended at the end, with one more tenant questionnaire
 * (pt-atendimento, a call centre: years in customer service with halves,
 * an optional multiple choice of languages, a yes/no on targets, and an
 * average satisfaction score from 0 to 10 with decimals, "8,7"). Written by
 * a fourth writer who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them. New ground: European
 * Portuguese ("bué boa", "Epá", "fixe", "Sim" given to a rating, "3… não,
 * 4", "três anos e pouco" asked, "Contratava já amanhã", "Cumprimentos");
 * Angola ("o kota dela na Unitel", "sobre a parte técnica não vou comentar"
 * refusing one rating, "é só 5 mesmo", "sem mambo", "uma miúda de
 * futuro"); Mozambique (an aunt who declines after one answer, "reportava a
 * mim" for a manager, "de 2018 a 2022" asked, "presencial e zap", "uns 12,
 * 15" asked); Brazil ("nota 10" on a 1-5 rating asked again, "quase sempre",
 * "inglês não", "Ela é nota mil"); a client who cannot say the years nor
 * the targets (open); in the intake "Dra." and "Mac Dowell", a "NÃO ligar
 * pro Dr. Paulo Henrique" line never stored, a supervisor with a São Paulo
 * mobile and no e-mail, a yes with a condition, "Eng." before a name with a
 * particle ("Sá da Bandeira"), "assinava-me as folhas de horas" for a
 * manager, an Angolan +244 mobile, "sei lá, preciso mesmo?" with an address
 * in it (no consent), an e-mail dictated ("jp ponto santos arroba outlook
 * ponto com") and a Portuguese mobile named as such in a Brazilian intake.
 *
 * FIFTH BLIND SET (2026-11-29): pt-r23, pt-r24, pt-t25, pt-t26 and
 * pt-i30…pt-i32, appended at the end, on existing questionnaires (pt-ti,
 * pt-enfermagem). Written by a fifth writer who read neither the readers,
 * the lexicons, the interviewer nor the corpus tests, nor ran them. New
 * ground: Cape Verde, Portuguese with Kriolu ("sabi, 5", "N ka sabe", "ka
 * tinha equipa", "nha chefe", "mantenha", a 7-digit +238 mobile, "Sr." and
 * "Dona", a Portuguese mobile in a Cape Verdean intake); Goa, an older
 * manager with Portuguese as a second language mixed with English ("Eu foi
 * o manager dela", "quatro, four", "ela chefiava 4 pessoas" as a count, not
 * a rating, "since 2020 until last year"), and a Goan CV's "REFERENCES"
 * pasted in English ("D'Souza", "Maria de Lourdes", a +91 mobile, a Goa
 * landline in local format); Macau ("NAPE", "Cotai", "Python não." in a
 * multiple choice, "nenhuma" as 0); an older Brazilian nurse typing slowly
 * ("Boa tarde" alone, capitals without accents, "plantao 12x36", "minha
 * filha"); a Brazilian teenager ("kkk", "msm", "blz", a nickname with the
 * full name in brackets, a teacher without a surname, a time to call that is
 * no refusal).
 *
 * SIXTH BLIND SET (2026-11-29): pt-r25, pt-r26, pt-t27, pt-t28 and
 * pt-i33…pt-i35, appended at the end, with one more tenant questionnaire
 * (pt-armazem, warehouse and logistics as a firm in Portugal writes it:
 * shifts as a required multiple choice, a forklift licence, and a yes/no
 * asked in the negative, "Faltava sem avisar?"). Written by a sixth writer
 * who read neither the readers, the lexicons, the interviewer nor the
 * corpus tests, nor ran them. New ground: Porto ("carago", b for v: "binte
 * bezes", "Boltaba a contratá-lo", "binte e quatro meses"; "idem" for the
 * rating before; "a comunicação afinal é um 4" correcting an answer two
 * messages later); São Paulo tech with "mano" and English jargon (three
 * ratings in one message, "shippava feature", "👍" on a rating, "tipo um
 * 4", a refused rating, "depende, pra pleno sim, pra sênior ainda não",
 * "deploy na sexta", "PRs"); a Portuguese emigrant chef d'équipe near Paris
 * mixing French ("cariste", "deux ans e meio", "o matin e o après-midi, la
 * nuit nunca", "CACES 3", "jamais", "prevenir", "bon courage"); a supervisor
 * from Minas Gerais ("uai", "trem", "sô") who declines after two answers;
 * in the intake "pode sim mano, de boa", a lowercase name with the e-mail
 * in a later message and corrected ("com ponto, não underline"), an
 * emigrant in Lyon ("oui, pode ser", "o meu patron", "Jean-Baptiste de La
 * Tour" with a French mobile in local format, "Maria do Carmo dos Santos",
 * "c'est tout"), Rio Grande do Sul ("bah", "tchê", "tri") with two forms
 * pasted with labels, a Uruguayan +598 mobile, and "tira o Gustavo".
 *
 * SEVENTH BLIND SET (2026-11-29): pt-r27, pt-t29, pt-t30, pt-i36 and pt-i37,
 * appended at the end, on existing questionnaires (pt-ti, pt-vendas).
 * Written by a seventh writer who read neither the readers, the lexicons,
 * the interviewer nor the corpus tests, nor ran them. New ground:
 * Timor-Leste, Portuguese with Tetum ("Bondia", "diak", "lima, quer dizer
 * cinco", "hau la hatene", "Loos", "Obrigadu barak"); a Recife tech lead
 * pasting the answers he gave another company's form in English, labels in
 * another order than asked ("Direct reports: none" for 0, "Work model:
 * Hybrid", "On-call: yes"); an older Azorean sales director answering as a
 * formal letter ("Exmo. Senhor,", a signature with a title under the
 * relationship, "um quatro, sendo que um cinco reservo para casos
 * excecionais", channels in other words, "Sem qualquer reserva"); in the
 * intake an older candidate in Coimbra with full punctuation ("Dr.ª",
 * "Eng.º", "Maria da Conceição", a Coimbra 239 landline beside a São Tomé
 * +239 mobile) and Florianópolis tech pasting LinkedIn recommendations
 * ("Tech Lead at Nubank · 1st", "managed … directly", "done, valeu!").
 *
 * EIGHTH BLIND SET (2026-11-29): pt-r28, pt-r29, pt-t31, pt-t32 and
 * pt-i38…pt-i40, appended at the end, with one more tenant questionnaire
 * (pt-hotelaria, hotels and restaurants as a hotel in Portugal writes it:
 * hours a week as the number, seasons as a required multiple choice, an
 * optional HACCP yes/no and an optional multiple choice of languages).
 * Written by an eighth writer who read neither the readers, the lexicons,
 * the interviewer nor the corpus tests, nor ran them. New ground:
 * Brazilians in Japan ("hanchô", "zangyô", "yasumi", a rating sent on to
 * someone else: "era o kakarichô, melhor perguntar pra ele", leadership and
 * strengths in one message, "desde abril de 2022 até o mês passado" asked,
 * "otsukaresama"); Guinea-Bissau, Portuguese as a second language with
 * Kriol ("Mantenhas", "i bon", a joke about punctuality before the rating,
 * "Liderança não sei" said in advance inside the teamwork answer, "um ano i
 * meio"); a Funchal head chef ("Cinco dias por semana, de 8 horas,
 * fora as horas extra" as 40 a week, "a época baixa não, foi fazer a estação na Suíça",
 * "Alemão não, mas sabe dizer Guten Morgen"); a resort manager on Príncipe
 * dictating by voice (no punctuation, "ponto" and "vírgula" left as words,
 * "nota quarto" for quatro, "cem dúvida nenhuma", "o ano inteiro… não há
 * bem época baixa" meaning every season); in the intake a Japanese mobile in
 * local format in a Brazilian intake, then corrected ("é 080 não 090"),
 * "arigatô"; Guinea-Bissau numbers with the 00 prefix and a new number "também
 * de lá" that reads like a Portuguese mobile, "Na Tamba", a yahoo.fr address;
 * a luso-venezuelano in Funchal ("Sí, claro, pode", "minha jefa", a
 * Venezuelan 0412 mobile, a Jersey 07797 mobile and "Le Brocq", "Ya está, es
 * todo").
 *
 * NINTH BLIND SET (2026-11-29): pt-r30, pt-t33, pt-t34, pt-i41 and pt-i42,
 * appended at the end, on existing questionnaires (pt-obras,
 * pt-atendimento). Written by a ninth writer who read neither the readers,
 * the lexicons, the interviewer nor the corpus tests, nor ran them. New
 * ground: the Amazon, a ferry-terminal manager in Belém do Pará ("Égua",
 * "pai d'égua", "de rocha", "é mermo", "mana"), teamwork answered inside the
 * technical rating, a joke about the afternoon rain before a 5, a refusal of
 * one question ("isso aí eu não vou falar não"), "desde o Círio de 2022"
 * asked again; a Portuguese emigrant in Luxembourg on pt-obras ("Moien",
 * "conducteur de travaux", "chef d'équipe", "ça fait quinze ans", "Non" on
 * the optional Ordem, "Oui, sans hésiter", "Merci villmools, äddi"); a
 * Brazilian supervisor in Framingham, Massachusetts, in Portuglês ("um
 * pouco mais de seis anos" confirmed, "5 for sure", "se vira" in Spanish,
 * the CSAT sent on to HR: nothing stored); in the intake a Brazilian in
 * Massachusetts who asks whether her current manager will be told before
 * consenting, gives a US number in a Brazilian intake, then removes him
 * ("tira o Kevin… vai dar ruim") and names a nickname ("Dona Cida") with the
 * full name; a Portuguese emigrant in Luxembourg typing SMS abbreviations
 * ("pd", "tb", "n tem mail", "obg") with Luxembourg mobiles in local format.
 *
 * TENTH BLIND SET (2026-11-29): pt-r31, pt-t35, pt-r32, pt-t36, pt-t37 and
 * pt-i43…pt-i45, appended at the end, with one more tenant questionnaire
 * (pt-agro, a soy farm in Mato Grosso: harvests worked as the number, which
 * people count with or without the "safrinha", an optional multiple choice of
 * machines, an optional yes/no on the NR-31 course, a required yes/no on
 * calling them back for the next harvest). Written by a tenth writer who read
 * neither the readers, the lexicons, the interviewer nor the corpus tests,
 * nor ran them. New ground: a Brazilian public servant answering as an
 * official letter ("Em atenção à solicitação de Vossa Senhoria", numbers
 * with words in brackets, "4 (quatro)", "2 (dois) anos e 6 (seis) meses" in
 * the relationship, a question back with "1 (um) a 5 (cinco)" in it, "a nota
 * máxima" as 5, "Nota 3 (três). Retifico: 4 (quatro)", "Abstenho-me de
 * opinar", "Matrícula" and "Ramal" in the signature, "renovo protestos de
 * estima e consideração" as no comment); a gaúcho farmer in Sorriso (MT)
 * ("guri", "bagual", "tri", "Pulverizador capaz!" as a no, "Capaz que eu não
 * chamava! De vereda" as a yes, "três safras… e a safrinha também"); a
 * carioca beach-kiosk owner ("a mina é sinistra" praising without a number,
 * "papo reto", "mermão", "mó responsa… bota 5", "posto 4", "dois verões"
 * asked in months, "É nós, tmj 🤙"); a chief nurse in Beira (Mozambique,
 * "maningue") who answers two questions and then finds she knows another
 * Célia (declined, nothing kept); an older Alentejo farm-stay owner ("Atão",
 * "nã", "umas 35, 40" asked, "o ano inteiro, tirando o Natal e o Ano Novo",
 * "ao pé da raia", "Atão nã havia de voltar!" as a yes); in the intake a
 * retired Brazilian Army sergeant writing formally ("Vossas Senhorias", his
 * own rank and name in the signature, "1º)" and "2º)", "Cel. R/1" before a
 * name and "Cel.:" before a mobile, "1º Sgt.", "Era o que havia a
 * informar"), a Portuguese candidate whose referees' surnames hold an "e"
 * ("Oliveira e Costa", "Sousa e Silva") with a Swiss mobile in local format
 * and a phone added later by first name, and Timor-Leste ("Sin, ha'u
 * konkorda", "xefe", "kolega", "Mana Rosa" with the full name, a +670
 * mobile in local format, an Australian mobile from Darwin, "Ne'e de'it").
 *
 * ELEVENTH BLIND SET (2026-11-29): pt-r33, pt-t38, pt-r34, pt-t39, pt-t40
 * and pt-i46…pt-i48, appended at the end, with one more tenant
 * questionnaire (pt-escola, a Brazilian school hiring a teacher: the
 * referee's relation, including a pupil's parent, the school stages taught
 * as a required multiple choice whose options hold roman numerals
 * ("fundamental I", "fundamental II") that people write as "fund 2" or "do
 * 6º ao 9º", pupils per class as the number, a rating, an optional yes/no on
 * remote teaching, a required yes/no on handing in marks on time). Written
 * by an eleventh writer who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them. New ground: Salvador da
 * Bahia ("Colé", "véi", "de lei" as a certain 5 and as a yes, "barril" for
 * late, "um cincão", "porreta", a rating refused with "eu passo", numbers
 * before the rating: "2 mil foliões", "uns 40 cordeiros", "isso vai pra ela
 * ler?" asked back before the improvements, "desde a Lavagem do Bonfim de
 * 2024" asked again, "axé 🙏🏾"); a Madeiran bakery owner in Johannesburg
 * in Portuguese with South African English and Afrikaans ("Ja" as a yes,
 * "Eish", "lekker", "Shame" before "não sei avaliar", "robots" and "load
 * shedding", "Four", "3, 4… put 4", "quatro anos e meio certinhos" as 54
 * months, a signature with "Cell:" and "(Pty) Ltd" after the comment);
 * Curitiba ("piá", "daí", "penal", "bem capaz") with the stage named in the
 * relationship answer ("coordenadora do fundamental II") and then "isso que
 * eu falei, o fund 2… umas turmas do 1º ano do médio"; a mother in
 * Fortaleza ("Rapaz, sei não", "macho", "arre égua", "que só", "tia Fran",
 * "infantil 5" as a class name) who cannot give the pupils nor the marks
 * (open); a Portuguese shift manager in Thetford, Norfolk ("earlies e
 * nights, lates nunca", "licence de counterbalance e reach truck", "pick
 * rate acima dos 100%", "Never" to a question asked in the negative); in
 * the intake a Brazilian in Dublin ("Siobhán Ní Bhriain" with an Irish 087
 * mobile in a Brazilian intake, a question back on whether a colleague will
 * do, a Goiânia "zap" with the 9 apart), a Portuguese back from Andorra in
 * Catalan and Portuguese ("D'acord", "El meu cap... desculpe, o meu chefe",
 * "Jordi Puig i Soler" with a 6-digit Andorran mobile, a capitalised
 * e-mail, a Portuguese mobile with 00351, "Ja està, gràcies"), and a
 * "brasiguaio" in Foz do Iguaçu with Spanish and Guarani ("Mba'éichapa",
 * "puede nomás", a pipe table, a Paraguayan mobile as a wa.me link, a
 * landline replaced by a mobile "não liga pro hotel", "listo… aguyje").
 *
 * TWELFTH BLIND SET (2026-11-29): pt-r35, pt-t41, pt-r36, pt-t42, pt-t43
 * and pt-i49…pt-i51, appended at the end, with one more tenant
 * questionnaire (pt-seguranca, a Brazilian private-security firm: the
 * candidate's post as a choice whose options include the referee's own
 * ("Supervisor(a) de segurança"), the kinds of post as a REQUIRED multiple
 * choice, unjustified absences in the last 12 months as the number (a 12 in
 * the prompt, 0 if none), a rating, an optional yes/no on the guard's
 * refresher course (CNV), a required yes/no on an ARMED post, optional
 * text). Written by a twelfth writer who read neither the readers, the
 * lexicons, the interviewer nor the corpus tests, nor ran them. New ground:
 * a Chinese shop owner on Rua 25 de Março (São Paulo), Portuguese as a
 * second language without articles nor plurals, ratings typed with a
 * Chinese keyboard's full-width digits ("４", "３", "５ 👍"), a number word
 * before the rating ("briga uma vez… ３"), a question back on the problem
 * rating ("problema como? dá exemplo"), "dois ano e meio... não, três ano"
 * with "ano novo chinês de 2022" in it, "谢谢" as no comment; a security
 * supervisor in Manaus speaking radio ("QSL", "Positivo" as a yes,
 * "Negativo, zero falta", "Câmbio, desligo" as no remark, "maninho",
 * "PIM", "ronda das 3h… 5", "12x36" beside the absences, "Banco nunca" in a
 * multiple choice, a question back before the armed post); a Portuguese
 * restaurant owner in Hamburg's Portugiesenviertel mixing German ("Sehr
 * gut. Cinco", "Teamfähig", "Às 11 Uhr… 5", "Naja", "Dava-lhe 4… nein,
 * nein, 3", "Sofort" as a yes, "Dreieinhalb Jahre" as 42 months,
 * "Tschüss"); a Ukrainian safety officer in Braga on pt-obras, Portuguese
 * as a second language with Cyrillic words ("Так, sim" as a yes,
 * "Добре"), his own role among the options, "Ele diz 12 anos… talvez 14,
 * 15" asked again, "Quatro... não, não, cinco", options refused by name
 * ("MS Project não… Primavera não conheço"); a condominium manager in
 * Piracicaba typing "caipira" ("num", "nóis", "mió", "avisô", "fiquemo",
 * "ocês"), five stars as the rating ("⭐⭐⭐⭐⭐"), an absence with a doctor's note
 * (0 unjustified), "Desarmado eu recomendo sim… Armado eu num sei" on the
 * armed post (not known: open); in the intake a Nepali greenhouse worker in
 * Odemira ("Namaste 🙏 hajur, sim", "Sr. Joaquim Mestre Guerreiro" where
 * Mestre is a surname, a Nepali mobile in local format asked which country,
 * "Dai Bikash" where Dai is a title, "dhanyabad"), a Brazilian in Lisbon
 * who consents with "👍" alone (asked again), pastes a vCard ("N:Vasconcelos
 * Prado;Letícia;;;", "TEL;TYPE=CELL:") and a nickname inside the full name
 * ("Carlos Eduardo (Cadu) Pimentel Neto"), then replaces a phone ("trocou
 * de número"); and Maputo ("Ya, pode contactar, sem stress", "dra.", a mobile
 * corrected from Vodacom's 82 to Movitel's 86, "o mano Edson" before the
 * full name, "o chapa chegou, depois completo": open).
 *
 * THIRTEENTH BLIND SET (2026-11-29): pt-r37, pt-t44, pt-r38, pt-t45, pt-t46
 * and pt-i52…pt-i55, appended at the end, with one more tenant
 * questionnaire (pt-transporte, a Brazilian road-freight firm hiring a
 * truck driver: the CNH category as a single choice whose options are the
 * bare letters "C", "D", "E" (the last also the word "e"), the kinds of
 * route as a REQUIRED multiple choice whose options hold a slash and
 * brackets, kilometres a month as an optional number in the thousands, a
 * rating, an optional yes/no on the MOPP course, a required yes/no on
 * high-value cargo, optional text). Written by a thirteenth writer who read
 * neither the readers, the lexicons, the interviewer nor the corpus tests,
 * nor ran them. New ground: a plain, ordinary built-in conversation from a
 * supermarket manager in Teresina (Piauí: bare digits, "3 anos", "Nada a
 * acrescentar"); trucker talk from the west of Santa Catarina ("puxava
 * bitrem… então é E né", "o Bruto dele", "Dentro do estado também…
 * Argentina nunca", "11.480 km" with a dot for thousands, "gremista 😂" and
 * "nota 10" inside the remark); an Assembly of God pastor in Duque de
 * Caxias, Baixada Fluminense ("A paz do Senhor!", "a irmã Daiane", "Nota 5,
 * glória a Deus", a reliability answer with "Em 4 anos" and no rating,
 * asked again, "4 ou 5... fica com o 5", "Eu não sou patrão, mas…
 * Contrataria de novo sim, amém", "desde menina… com uns 12 anos. Hoje ela
 * tem 27" asked again, a blessing as no comment); a fruit-haulage owner in
 * Petrolina, sertão of Pernambuco ("visse", "Ave Maria", "A carteira dele
 * era D... não, peraí… E", "Uns 8, 10 mil por mês" asked, "Em 3 anos… nem
 * um arranhão. Cinco", a joke and a story before a refusal of the required
 * high-value-cargo question: open); a Portuguese ward manager in an NHS
 * hospital in London ("Band 5 em 2022… 30 e tal meses" asked, "Outstanding,
 * como diria o CQC", "nights", "long days" on the regime asked again, then
 * "full-time", a signature with "Band 7" and "ext."); in the intake a plain
 * Chapecó one ("(49) 99931-2207", "o Alemão" as a nickname after the name),
 * an Azorean in Toronto ("Pode ser, sim senhor" with a condition not to
 * call the current "boss", a Canadian mobile in local format asked which
 * country, "nas limpezas" for an employer, the e-mail's domain corrected,
 * "Take care"), a refusal from São Luís with a double negative ("Não, não
 * autorizo não") and the boss's address in it, and a Venezuelan in Boa
 * Vista, Roraima, in Spanish and Portuguese ("Sí, puede, pode sim",
 * "José Gregorio Rondón Pérez" with a +58 mobile and "solo WhatsApp", a
 * (95) mobile, a priest offered then withdrawn, "olvídelo", the Venezuelan
 * number corrected in local format, "Listo, eso es todo. Obrigada!").
 *
 * FOURTEENTH BLIND SET (2026-11-29): pt-r39, pt-t47, pt-r40, pt-t48, pt-t49
 * and pt-i56…pt-i59, appended at the end, with one more tenant
 * questionnaire (pt-offshore, a Brazilian offshore oil-and-gas contractor:
 * the kind of unit as a REQUIRED single choice with an acronym among the
 * options ("FPSO"), the rotation as a REQUIRED single choice whose options
 * are digits around an "x" ("14x14", "14x21", "28x28") that people say as
 * "14 por 14" or "two on three off", hitches (embarques) as the number, an
 * optional multiple choice of certificates with a slash and digits in the
 * options ("CBSP/BOSIET", "NR-33", "NR-35"), a rating, an optional yes/no
 * on English on board, a required yes/no, optional text). Written by a
 * fourteenth writer who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them. New ground: an
 * Okinawan-Brazilian sobá-stall owner at the Feira Central of Campo Grande
 * (Mato Grosso do Sul) rating as fractions ("Comunicação 5/5", "4/5"), "Nota
 * 4 de 5... não, 5 de 5", "100%" asked again on a 1–5 scale, "de março de 22
 * a setembro de 24, dois anos e meio certinho" (30 months), "tereré",
 * "obaa", "Nifee deebiru" (thanks in Uchinaaguchi); a production supervisor
 * on a pre-salt FPSO out of Macaé answering the unit and the rotation in one
 * message ("FPSO… Escala 14 por 14, padrão"), "uns 30, 35 embarques" asked
 * again ("contei na planilha de POB"), "NR-33 não" among certificates,
 * "Isso é 5, e olha que eu sou chato com SMS", "Embarco com ele amanhã";
 * a Galician production manager of a fish cannery in Vigo for a Portuguese
 * worker who crosses the bridge from Valença every day, written in Galician
 * ("Bo día", "xefe", "Moi ben… Cinco", "Catro", "Tres... non, catro", "non
 * sei que dicir" on leadership, "Si, sen dúbida ningunha" as a yes, "Dous
 * anos e medio xustos" as 30 months, "Grazas e unha aperta" as no comment);
 * a Portuguese from Peniche, twenty years in Aberdeen, on a North Sea fixed
 * platform with Scots words ("Aye" as a greeting and as a yes, "a wee bit
 * rusty", "dreich", "Two on three off" for 14x21), hitches "entre 15 e 20
 * talvez?" and then not known ("isso é com a agência": open), "As NR são do
 * Brasil, cá não há disso"; a feitor on a Ribatejo farm (Azinhaga, Golegã)
 * on pt-agro, "tractorista" for the machine operator, "quatro campanhas do
 * tomate e duas vindimas" for harvests, who then declines because the
 * candidate has a case against the farm at the Labour Court in Santarém
 * (nothing kept); in the intake a Cape Verdean in Rotterdam ("Não...
 * espera, li mal… Sim, pode contactar" as a consent corrected in the same
 * message, "nha ploegleider" for a manager with a Dutch mobile in local
 * format asked which country and then corrected, "kolega di trabadju" with
 * a +238 mobile, "Dank je, obrigadu"), a Korean-Brazilian in Bom Retiro (a
 * question back on her pay before consenting, "o sajangnim… Kim Young-ho
 * (Kim é o sobrenome)" with a nickname "Seu Paulo" that is no name, a South
 * Korean 010 mobile asked which country, "a unni Ji-yeon Park" for a
 * colleague, the boss's e-mail replaced, "kamsahamnida"), a
 * Lebanese-Brazilian back from Zahlé ("Inshallah 🙏" alone for consent,
 * asked again, "ammo" for an older boss who is no uncle, a Lebanese 03
 * mobile in local format, "Abinader" corrected to the surname "Abi Nader",
 * "a dona Leila… minha patroa na esfiharia", "Bas… shukran"), and a
 * candidate from Oiapoque (Amapá) who consents, names her "patronne" in
 * Saint-Georges with a French Guiana 0694 mobile, then withdraws her consent
 * ("pensando bem, não… pode cancelar tudo": no referee kept).
 *
 * FIFTEENTH BLIND SET (2026-11-30): pt-r41, pt-t50, pt-r42, pt-t51, pt-t52
 * and pt-i60…pt-i63, appended at the end, with one more tenant
 * questionnaire (pt-cuidados, a home-care agency hiring a carer for the
 * elderly: the referee's relation, a family member of the person cared for
 * among the options, the hours worked as a REQUIRED multiple choice whose
 * options hold brackets ("Interna (dormia no local)"), hours a DAY as the
 * number (1 to 24, which people give as clock times: "do meio-dia às 8 da
 * noite"), an optional multiple choice of tasks, a rating, an optional
 * yes/no on dementia, a required yes/no on recommending them, optional
 * text). Written by a fifteenth writer who read neither the readers, the
 * lexicons, the interviewer nor the corpus tests, nor ran them. New ground:
 * a winery owner in the Vale dos Vinhedos (Bento Gonçalves, Serra Gaúcha)
 * mixing Talian, the Venetian of the Italian colonies ("Bon dì", "Ostia",
 * "Sinque, quer dizer, cinco", "Porca miséria", "Sì, sì… la porta xe sempre
 * verta" as a yes), "De 0 a 10 eu dava um 8" on a 1–5 scale (asked again,
 * never scaled silently), "choveu 20 dias seguidos e ela não faltou um. 5",
 * "3 ou 4… Bota 3" after "as 6 safristas", "desde a vindima de 2020 até a
 * Páscoa deste ano" asked again, "Dal Pizzol" as a particle; a
 * Portuguese-American in Newark's Ironbound in Portinglês on pt-cuidados
 * ("o checo", "o job", "o meu troque", "as pílulas", "nursing home",
 * "Yeah"), a US number in the relation answer, "Só de dia, weekdays… aos
 * weekends era a minha irmã", "Chegava ao meio-dia e ia-se embora às 8 da
 * noite" as 8 hours a day (meio-dia is noon, not half a day), tasks with
 * one named as his own ("Às consultas levava eu"), "Five stars" before the
 * digit, "Have a good one"; a Haitian line supervisor at a poultry plant in
 * Encantado (RS) writing Portuguese with Haitian Creole and French
 * ("Bonjou", "eu é o chefe dele", "Très bien. 5", "Li bon anpil…
 * desculpa, é muito bom", clock times "das 5h às 14h48" and "faltou 1 dia"
 * before the rating, "3 ou 4. M pa sèten" asked again, "M pa konnen" on
 * leadership), who leaves at the end of his break before the rehire
 * question ("M ap pale w pita": open); the director of a care home in
 * Miranda do Douro with Mirandese words ("nun" for não, "Sí", "You
 * recomendo" where "you" is eu, "Bien haiades"), the night shift and every
 * other weekend, two different hours ("das 23h às 8h… fins de semana
 * fazia 12") asked again, medication refused by name, a question back on
 * the rating ("Com os utentes ou com as colegas?"); an Algarvian F&B
 * manager at a resort in Albufeira on pt-hotelaria ("moce", "Ê um 5",
 * "marafada", "pool bar"), "40 no contrato, mas em agosto fazia 50 e tal"
 * asked again, "Acho que fez… não tenho a certeza" on the optional HACCP
 * (not stored), Dutch swear words that are no language, "Já lhe mandei
 * mensagem a perguntar se vem em maio, guardei-lhe o lugar" as a yes; in
 * the intake a Bangladeshi in Lisbon's Rua do Benformoso ("Ji, pode
 * contactar, sim", "Sr. Shahidul Alam Chowdhury" with no e-mail, a
 * Bangladeshi mobile typed in Bengali digits and retyped in Latin digits,
 * "Dona Graça" before "Maria da Graça Lobo", a teacher of Portuguese,
 * "Dhonnobad"), a Portuguese flight attendant in Dubai (an e-mail written
 * "h.almansoori(at)emirates(dot)com" against spam, "Al Mansoori", a UAE
 * 050 mobile asked which country, a Filipina colleague "Maria Cristina
 * dela Cruz" with a +63 mobile, "Cmte." before a captain's name, "Ma'a
 * salama"), a manicure in Maceió (an Instagram handle that is no e-mail,
 * "ela não tem email não, só insta e zap", the salon owner's phone given
 * later as "a Cláudia do Studio" for the same person, a client as a
 * referee), and a Brazilian in the Veneto ("Va bene, pode sim", "capo
 * reparto", "Giovanni De Marchi" with a capital particle and an Italian
 * 347 mobile asked which country, her own e-mail signature pasted by
 * mistake and taken back, "ignora, essa sou eu", "Basta, è tutto").
 *
 * SIXTEENTH BLIND SET (2026-11-30): pt-r43, pt-t53, pt-r44, pt-t54, pt-t55
 * and pt-i64…pt-i67, appended at the end, with one more tenant
 * questionnaire (pt-oficina, a Brazilian car-repair workshop: the
 * candidate's trade as a single choice people name in regional words
 * ("lanterneiro" in Rio for a panel beater, "eletricista auto" in
 * Portugal), the kinds of vehicle as a REQUIRED multiple choice people
 * answer in trade jargon ("linha leve", "ligeiros e pesados", "camiões",
 * "autocarros", "motas"), years of experience as the number, a rating on
 * the quality of the work, an optional yes/no on the diagnostic scanner ("a
 * máquina de diagnóstico"), a required yes/no on hiring them again,
 * optional text). Written by a sixteenth writer who read neither the
 * readers, the lexicons, the interviewer nor the corpus tests, nor ran
 * them. New ground: a drugstore manager in Goiânia typing on the bus with
 * autocorrect slips and asterisk corrections ("Cinto" then "*cinco", "Ela é
 * super confortável" on reliability then "*confiável… 5", "Muito delicada
 * com os clientes" then "*dedicada", a correction of the strengths that is
 * never the improvements, "Contraria de novo sim" for contrataria, "Pode
 * ser 4 e meio?" asked back, "Lideranca eh cm ela msm"); a body-shop owner
 * in Madureira (Rio: "lanterneiro", "Linha leve só… Moto a gente nem pega",
 * "começou… com 14. Hoje tem 31… uns 15 anos de lanternagem, por aí", a
 * question back on the rating, "sem caô", "Scanner? Sei lá… nunca vi ele
 * mexendo" not stored, "Contrataria ontem!" as a yes, "sangue bom"); a Deaf
 * bakery supervisor in Campinas writing Portuguese with Libras grammar
 * ("Eu surdo… eu chefe dele", "Atrasar nunca. Faltar nunca. 5", "Liderar?
 * Ele não chefe, não ver. Não sei", "Junto quase 3 ano. Ele entrar janeiro
 * 2022, sair novembro 2024" asked again, "34 mês"); a Romanian shift
 * leader at a warehouse in Azambuja on pt-armazem ("Bună ziua", his own
 * "chefe de turno" beside the candidate's "stivuitorist... operador de
 * empilhador", "Un an și jumătate... desculpe, um ano e meio", "Noite nu...
 * não, noite nunca", "Da, tem a carta" as a yes, "Menos de 1% de erros…
 * Patru... quatro", "Nu, niciodată" to a question asked in the negative,
 * "Mulțumesc"); a workshop manager in Vila Nova de Famalicão answering the
 * trade, the vehicles and the optional scanner ahead in one long message
 * with a pasted signature ("Tlm.", "NIF"), "12 anos… desde miúdo, uns 5
 * anos mais ou menos" asked again, "Quatro... não, cinco", then refusing
 * the required rehire question ("Isso já não lhe respondo": open); in the
 * intake a Brazilian carer in Munich ("Ja... quer dizer, sim!", "Frau Dr.
 * Petra Schneider-Hofmann" over two messages, an e-mail with spaces around
 * the @, a German "Handy" 0176 in local format asked which country, "Dra."
 * before a compound surname, "Danke"), a domestic worker from Piauí in São
 * Paulo writing as she speaks ("deixa eu pergunta pro meu marido premero"
 * as no answer to the consent, then "pode sim", "a dona lena… Marlene
 * Toledo Prado", a mobile without its area code asked, "ela nao tem
 * imeio", "a doutora eloisa… Heloísa Bittencourt Lins"), a Portuguese
 * assistant football coach in Doha ("Bora, podem avançar", "o Mister Nuno
 * Vilaça Correia" where Mister is a title, "nunovilaca no gmail", "Khalid
 * Al-Kuwari (خالد الكواري)" with a +974 mobile, the coach's Qatari number
 * given later in local format and asked which country, "Shukran"), and a
 * candidate in Macau ("Pode, à vontade.", "Sr. Leong Kin Man (梁健文), Leong
 * é o apelido" where apelido is the surname, a Macau mobile in local
 * format, "Dra. Ana Maria Sales Marques" with no contact, then "tenho de
 * ir, o autocarro para as Portas do Cerco chegou": open).
 *
 * SEVENTEENTH BLIND SET (2026-11-30): pt-r45, pt-t56, pt-r46, pt-t57, pt-t58
 * and pt-i68…pt-i71, appended at the end, with one more tenant
 * questionnaire (pt-salao, a Brazilian beauty-salon chain: the candidate's
 * role as a single choice people name in their own words ("coiffeuse",
 * "cabeleireira, mas o forte dela são as tranças"), the services as a
 * REQUIRED multiple choice in Brazilian salon words that Portugal and
 * Angola say otherwise ("madeixas" and "pinturas" for coloração e mechas,
 * "brushing" for escova, "desfrisagem" for progressiva), clients a day as
 * the number (given per weekday and per Saturday), a rating, an optional
 * yes/no on a clientele of their own, a required yes/no on leaving them in
 * charge of the salon, optional text). Written by a seventeenth writer who
 * read neither the readers, the lexicons, the interviewer nor the corpus
 * tests, nor ran them. New ground: the dry border of Rivera and Santana do
 * Livramento, a Uruguayan free-shop manager in Portuñol ("Bo", "bárbaro",
 * "ponele un 4", "re cumplidora", "ni idea", "Un 4, capaz 5" asked again,
 * "Y... capaz que sí" on the rehire question, where Uruguayan "capaz" is a
 * maybe (asked again, never read as the gaúcho "capaz!" nor as a yes),
 * "dos años y pico" asked again, "🧉"); a Portuguese salon owner in Carouge
 * (Geneva) in Swiss French and European Portuguese, answering the services
 * ahead inside the role ("era coiffeuse… cortes, pinturas, madeixas e
 * brushings. Unhas não"), "À semana umas oito, ao sábado quinze" asked
 * again, "septante francs" before the rating, "Ça joue" as a yes, her
 * "natel" in the remark; a restaurant owner in Natal (RN) whose son types
 * for her while she drives ("ela disse 5", "ela falou 4 mas eu acho q era 5…
 * coloca o q mainha disse", a question back relayed from the car, "ela não
 * sabe responder") until she takes over ("Aqui é a Socorro, já estacionei"),
 * "do carnaval de 2022 até o São João do ano passado" asked again; a
 * sub-director of a Portuguese-curriculum school in São Tomé on pt-escola,
 * naming Portugal's stages ("3.º ciclo e secundário, do 7.º ao 12.º ano")
 * for the Brazilian options, "entre 18 e 24" asked again, "dava-lhe 18
 * valores" on Portugal's 0–20 scale asked again (never scaled silently),
 * "sumários" and "pautas" as the marks, "leve-leve"; a salon owner in
 * Luanda ("bumbou comigo", "xé", "kumbu", "ya", "bué"), "Umas 2 por dia, às
 * vezes 3 ao sábado", a refusal of the required question on leaving her in
 * charge, then the power cut and a phone at 3% (open); in the intake a
 * Brazilian barista in Santiago de Chile ("Sí po, pode sim!", "minha jefa
 * María José Fuenzalida Rojas" with a Chilean mobile in local format asked
 * which country, "compañero de turno", "correo", "a Tia Bete da padaria…
 * Elizabete Rocha" where Tia is no name), a Brazilian on a dairy farm in
 * Matamata, New Zealand ("Kia ora! Pode sim, sweet as", a NZ 021 mobile
 * asked which country, "gmial" corrected to gmail in the next message, "o
 * 2IC da fazenda", "o Hamish nem é mais manager lá" changing nothing,
 * "Cheers!"), an older cook in Viseu who writes the phone numbers in words
 * as Portuguese people say them ("nove seis um, quatrocentos e vinte e oito,
 * trezentos e quinze", "Sr." and "D."), and a candidate in Guajará-Mirim
 * (Rondônia) who lists her referees before the consent is asked (a "Don"
 * with a Bolivian mobile across the river in Guayaramerín), asks back "Vocês
 * vão ligar pra eles?" and then refuses: no consent, nothing kept.
 *
 * EIGHTEENTH BLIND SET (2026-11-30): pt-r47, pt-t59, pt-r48, pt-t60, pt-t61
 * and pt-i72…pt-i75, appended at the end, with one more tenant
 * questionnaire (pt-acabamentos, a finishing subcontractor in Portugal
 * hiring for the trades that follow the builders: the trade as a single
 * choice that Brazilians name otherwise ("azulejista" or "tile setter" for
 * a ladrilhador, "drywall" or "gesseiro" for a pladurista, "ajudante" for a
 * servente), materials as an optional multiple choice in Portugal's words
 * ("grés porcelânico" that Brazil calls porcelanato, "mosaico" that Brazil
 * calls pastilha), square metres a DAY as the number (max 300, so a figure
 * in square feet fits the range unconverted), a rating on the finish, an
 * optional yes/no on reading drawings, a required yes/no on calling them
 * back, optional text). Written by an eighteenth writer who read neither
 * the readers, the lexicons, the interviewer nor the corpus tests, nor ran
 * them. New ground: a hardware-store owner in Lobito (Benguela, Angola) who
 * is the candidate's uncle and says so first ("o Adilson é meu sobrinho…
 * mas trabalhou comigo de verdade"), "Aí dou 4, não vou dar 5 só porque é
 * família" (4), two ratings in reverse order inside the teamwork answer
 * ("Fiabilidade 5, nunca faltou um kwanza na caixa. Trabalho em equipa 3"),
 * "mandar não é liderar. Dou 3", "a porta está aberta" as a yes, "Conhecer,
 * conheço-o desde que nasceu" asked again (60), "Ndapandula" (Umbundu); a
 * Brazilian tile contractor in Pompano Beach, Florida, in Portuglês on
 * pt-acabamentos ("tile setter, azulejista mesmo", "porcelanato large
 * format, 24 por 48", "pastilha de vidro nas piscinas", "uns 300 square
 * feet por dia" asked again in square metres: 28, never 300, "lippage
 * zero… 5", "Blueprint ele lê… em feet e inches" as a yes, "tem job pra
 * ele amanhã", "dois tickets na I-95"); a sceptical car-dealership sales
 * manager in Brasília (the SIA) who doubts the candidate ("botou no
 * currículo coordenador comercial. Não era não, véi"), ironic answers with
 * a number ("as desculpas pra chegar atrasado são as mais criativas do
 * Plano Piloto 🙄… 3"), "Confiável?? kkkkkkk" asked again, a question back
 * that negotiates what he will say ("o Wesley vai ler isso? … se for, eu
 * maneiro"), "Contratar de novo? Claro, e ainda dou a chave do meu carro
 * pra ele 🙄" (a sarcastic no, asked again), "foi desligado em abril" asked
 * again, and a reply to an earlier question when asked for comments
 * ("Sobre aquela lá de cima, a da comunicação: muda pra 2"); a fleet manager
 * in Rondonópolis (Mato Grosso) on pt-transporte who stops to fetch the
 * tracker report, comes back hours later ("Voltei! Onde a gente parou?"),
 * adds a route to an earlier answer in the same message ("ele fez umas
 * viagens… pra Assunção, no Paraguai, em 2023": Mercosul added, 2023 is no
 * km figure) and then gives "14.300" km; a Mozambican site foreman in
 * Matola on pt-acabamentos who doubts the candidate's CV ("pôs no CV que
 * era ladrilhador. Comigo não era, era servente"), "Com o mestre faziam uns
 * 20 por dia, os dois" asked again ("ponha 10, metade"), "mandava refazer
 * metade. 2", "Para servente chamava amanhã… Para ladrilhador ainda não"
 * asked again, "machimbombo", "Avuxeni" and "Khanimambo" (Changana); in the
 * intake a ceramics worker in Aveiro pasting her CV's table copied from
 * Excel (tab-separated columns, "—" for no e-mail, "Eng.ª" and "Prof.
 * Doutor" as titles, "d'Orey" with an apostrophe, a referee's job title
 * "Chefe de turno" in the "Cargo" column then corrected by her: "não era
 * meu chefe… Ponham colega"), a lab technician in Cuiabá who first refuses
 * ("Não.") and then agrees in the next message with a condition ("li
 * errado… Se for das firmas antigas, pode sim"), "Dona Lúcia Sant'Ana
 * Campos", then swaps the two referees' phones ("Tchá por Deus, troquei os
 * telefones!"), a refrigeration technician in Luanda ("não há maka" as a
 * yes with a "não" in it, "o meu tio… mas foi mesmo o meu patrão" for a
 * manager, "o meu kamba Nelson" for a colleague, a 00244 prefix), and a
 * teacher in Nampula (Mozambique) who leaves to fetch a number on her other
 * phone and comes back ("volto já… Voltei"), gives two numbers for one
 * referee and says which to call ("Liguem para o da Vodacom"), "a Irmã
 * Lurdes… Irmã é porque é freira, não é minha irmã" (a title, no relative)
 * and "Koxukhuru" (Emakhuwa).
 *
 * NINETEENTH BLIND SET (2026-11-30): pt-r49, pt-t62, pt-r50, pt-t63, pt-t64
 * and pt-i76…pt-i80, appended at the end, with one more tenant
 * questionnaire (pt-pesca, fishing as an association of boat owners in
 * Portugal writes it: the job on board as a single choice that people name
 * in their own words ("camarada" for a deckhand in Madeira, "motorista" for
 * the engine man on a Brazilian fishing boat), the fishing gear as a
 * REQUIRED multiple choice in Portugal's words that Brazil says otherwise
 * ("espinhel" for palangre) and that misses the islands' "salto e vara",
 * fishing trips (marés) as the number, a rating on safety on board, an
 * optional yes/no on the cédula marítima (the CIR in Brazil), a required
 * yes/no on taking them to sea again, optional text). Written by a
 * nineteenth writer who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them. New ground: an HR officer
 * in Lisbon who only confirms role and dates, pasting a boilerplate refusal
 * with a law's numbers in it ("Regulamento (UE) 2016/679 (RGPD), art. 6.º,
 * n.º 1") under the ratings, "Idem." as the same refusal (no number), "Não
 * aplicável (ver acima)", "é elegível para readmissão" as a yes, "Data de
 * admissão: 01/03/2022. Data de cessação de funções: 30/06/2024" (28
 * months), a signature with a street number and a postcode in the comment;
 * a boat owner in Itajaí (Santa Catarina) in the coast's Azorean-descended
 * speech with "tu" ("Tu sabes como é", "tás tolo", "Ó-lhó-lhó",
 * "dazumbanho"), "motorista do Dona Zulmira" (the engine man of a boat
 * named after a woman: Maquinista), "cerco… no defeso… espinhel… Arrasto de
 * camarão eu não faço", "umas 15 vezes [por safra], cada viagem de 10, 12
 * dias. Ele fez três safras" (45), "A CIR dele tá em dia", "Queres que te
 * diga? … eu levava amanhã" (a rhetorical question, a yes); a supermarket
 * manager in Vila Velha (Espírito Santo) who rates with a satisfaction
 * survey's words ("Ótimo", then "ótimo é 5, bom é 4, regular 3, ruim 2,
 * péssimo 1"), "Regular… na Terceira Ponte" (3, not a third), "Ruim, … muito
 * boazinha" (2), "Bom... recontratava sim" (a filler, a yes), "Pocou",
 * "Três semestres… de janeiro do ano retrasado a julho do ano passado"
 * (18); an Azorean executive housekeeper in Bermuda on pt-hotelaria ("room
 * attendant, no housekeeping" for Andares, "80 horas cada quinzena" as 40 a
 * week, Natal named but not worked, "Dou-lhe um 4+" asked again, "HACCP é
 * coisa da cozinha… Não tem", "work permit", "massa sovada"); a tuna
 * skipper in Caniçal (Madeira: "camarada" for Pescador(a), "ao salto e vara"
 * which is no option, "ao palangre", "ó home", the boat named "Pérola do
 * Caniçal", marés counted from the "rol de tripulação" when asked, an
 * honest "colete cá ninguém usa… Dou-lhe 3") who sails for the Seine bank
 * and loses signal before the required question (open); in the intake a
 * Brazilian cook in Paramaribo (Sranan and Dutch: "Fa waka?", "baas",
 * "Soeresh Ramdin", "Ingrid van der Kooi" with a lowercase particle,
 * 7-digit Surinamese mobiles asked which country, "Grantangi"), a São Tomé
 * welder at an oil base in Equatorial Guinea ("Ingeniero Crisantos Obama
 * Ondo", "Obama é mesmo o apelido dele", a +240 mobile in local format, a
 * .gq address, a 7-digit São Tomé mobile, "Dêsu pagá"), a Portuguese café
 * worker in Brussels (a couple in one phrase sharing a surname, a landline
 * and an e-mail: two referees; "Van den Broeck, Pieter <…@colruyt.be>"
 * copied from Outlook in surname-first order, "GSM: 0478…", "Voilà"), a
 * retired bank clerk in Recife pasting his referees in capitals ("SRA.
 * MARIA DO SOCORRO LINS", "AGÊNCIA BOA VIAGEM", "(0XX81) 3466-2210", "CEL.:
 * 0 21 81 99654-3210" where 21 is the long-distance carrier's code, an
 * e-mail in capitals), and a young Portuguese in a Kraków call centre
 * ("siga, podem contactar", "Małgorzata Wiśniewska… Gosia", "o kuba… é
 * Jakub Nowak no teams", a Guimarães store landline, "dziękuję").
 *
 * TWENTIETH BLIND SET (2026-11-30): pt-i81…pt-i85, five intake
 * conversations appended at the end of the intake cases (no referee or
 * tenant questionnaire this time). Written by a twentieth writer who read
 * neither the readers, the lexicons, the interviewer nor the corpus tests,
 * nor ran them. New ground: Angola and Mozambique, words of respect that
 * are no names ("o mais-velho", "dona", "Seu"), a number replaced by
 * another and a person named only to be set aside. A carer of the elderly
 * in São Paulo ("Pode sim, bora", "a filha da dona Cida … Foi ela que me
 * contratou", "Sra. Renata Aparecida Moreira Lima", a nurse "Jussara dos
 * Santos Pereira" with a landline, "Tem o Marcelo tb … mas esquece ele");
 * a hotel receptionist in Porto ("Sim, à vontade", "a Dra. Helena Sofia
 * Magalhães Pinto", "o Mr. David Okafor" with a UK "07700 900123" asked which
 * country, a colleague's mobile grouped "96 123 4567"); a warehouse
 * supervisor in Luanda ("Tá bem, podem ligar, sem stress", "o mais-velho
 * Sr. Domingos Kiala Mbemba", "a Eng.ª Luzia Neto Cassoma … a chefe do meu
 * chefe", a Lisbon landline dialled "00351 21 …"); and a primary-school
 * teacher in Maputo ("a Sra. Directora Ermelinda Cossa", "84 123 4567" then
 * "Não, espera, esse é o número da secretaria. O celular dela é 82 765
 * 4321", a South African "082 123 4567" asked which country, "Khanimambo!").
 *
 * Held out: pt-i85, a truck driver in Porto Alegre ("Bah, tri, pode!", "o
 * Seu Valdir", a Paraguayan customer).
 *
 * TWENTY-FIRST BLIND SET (2026-11-30): pt-r51, pt-t65, pt-r52, pt-t66 and
 * pt-t67, appended at the end of the referee cases, with one more tenant
 * questionnaire (pt-entregas, last-mile delivery as a Brazilian carrier or a
 * Portuguese shop with its own couriers writes it: a relationship choice
 * where a client shop, pharmacy or restaurant is an option, the vehicles as
 * a REQUIRED multiple choice that people name by model ("o Fiorino") or by
 * Portugal's words ("scooter" for a motorbike), months as the number,
 * deliveries a day (optional, which people count in stops or in parcels, or
 * per meal service), a rating of care with parcels and customers, an
 * optional yes/no on fines or accidents, a required yes/no, optional text),
 * used twice, and one conversation on pt-escola. Written by a
 * twenty-first writer who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them. New ground: ratings given
 * relative to others, stops that are no deliveries, an option that names
 * the referee's trade but not her relation, and a parent who cannot know. A
 * base leader at a carrier's depot in Guarulhos (São Paulo) on pt-entregas
 * ("Salve!", "Moto, de baú. Quando a moto tava na oficina ele pegava o
 * Fiorino da firma" (a van by its model), "Entrou na Black Friday de 2024 e
 * tá até hoje" (asked again: 24), "umas 80 paradas, dava uns 110 pacotes"
 * asked again ("Conta os pacotes, 110"), "5, mano", "Uma multa de radar na
 * Dutra … Acidente nunca" (yes: a fine), "Se ele quiser voltar, a vaga é
 * dele", "cachorro-louco no corredor da Marginal 😂 Zoeira"); a
 * forewoman in a wool mill in Covilhã (Beira Interior) who rates by
 * reference to her own earlier answers ("Uma acima da anterior" (5),
 * "A mesma da comunicação" (4), "Entre 3 e 4" asked again, "uma cachopa
 * calada. Dou-lhe 2", "Isso nem se pergunta! Claro que sim" (a yes with a
 * negation word), "Meia dúzia de anos, ou perto disso" asked again (72));
 * the technical director of a pharmacy in Matosinhos on pt-entregas, whose
 * trade is in the client option but who was the courier's boss ("Eu era a
 * chefe dele, digamos": asked, "Ponha Outro: eu era a patroa dele, não uma
 * cliente"), "De scooter, a da farmácia. Quando chovia muito ia no carro
 * dele" (Moto and Carro), "Dois anos e meio" (30), "Ao almoço umas 8, ao fim
 * do dia mais umas 12" to be added (asked again if need be: 20), "teve um
 * toque num carro na rotunda … a culpa foi do outro" (an accident: yes),
 * "Nada a acrescentar" above her signature with a phone (no remark); a
 * father in Aracaju (Sergipe) on pt-escola ("Sou pai do Davi, aluno dela no
 * 3º ano", "a pró Tati" for the teacher, "Fundamental 1 … Se ela dá aula em
 * outra série eu não sei", "Na turma do meu filho são 32", "Oxe, com 32
 * menino e ela não levanta a voz. 5", "Vixe, isso aí só a coordenação sabe"
 * twice on the required deadlines: open).
 *
 * Held out: pt-r51, a Brazilian restaurant manager in Lisbon mixing the two
 * varieties ("bué", "equipa… equipe", "Aqui é de 0 a 20, né?").
 *
 * TWENTY-SECOND BLIND SET (2026-11-30): pt-i86…pt-i90, five intake
 * conversations appended at the end of the intake cases (no referee or
 * tenant questionnaire this time). Written by a twenty-second writer who
 * read neither the readers, the lexicons, the interviewer nor the corpus
 * tests, nor ran them. New ground: Cape Verde, Ceará and Goiás, first
 * names that look like surnames or particles ("Joana D'Arc", "Francisco das
 * Chagas"), a yes that holds a negation, and a done-phrase taken back in
 * the same message. A hotel cook on Sal ("Sin, ka ten problema, podem
 * contactar" confirmed, "a Nha Fátima Tavares Semedo" where Nha is a title,
 * a 7-digit local mobile, "gmal" then "gmail* desculpa", "o Sr. Djack …
 * Chama-se Jaquelino Lopes Furtado" with a Lisbon mobile asked which
 * country and no e-mail, "Nhos obrigadu"); a shop assistant in Fortaleza
 * ("Pois é, pode sim, macho", "Joana D'Arc Lima Bezerra" with "(85) 9
 * 8765-4321" and "joanadarc. Lima@gmail. Com" broken by autocorrect, "o seu
 * Chaguinha, Francisco das Chagas Nogueira" with the shop's landline and no
 * e-mail); a pattern cutter in Guimarães ("Não me importo nada, podem
 * ligar à vontade" confirmed as a yes, "o Zé Tó. José António Rebelo
 * Faria", "a D. Manuela dos recursos humanos" asked for the relation,
 * "Acho que é tudo… ah, não, espere, falta a formadora", "a Prof.ª Cândida
 * Rocha"); and a warehouse worker in Goiânia ("Uai … Pra quem?", "Ah não,
 * Deus me livre" with "o Seu Divino" named inside the refusal: nothing
 * kept).
 *
 * Held out: pt-i90, a call-centre agent in Curitiba (a Ukrainian-Brazilian
 * customer with a (42) landline).
 *
 * TWENTY-THIRD BLIND SET (2026-12-01): pt-i91…pt-i95, five intake
 * conversations appended at the end of the intake cases (no referee or
 * tenant questionnaire this time). Written by a twenty-third writer who read
 * neither the readers, the lexicons, the interviewer nor the corpus tests,
 * nor ran them. New ground: Alagoas, Guinea-Bissau, the Algarve and Bahia, a
 * referee spread over five messages, a surname nobody knows, two numbers for
 * one referee with the one to call named by its network, an extension
 * ("extensão"), a referee with an address only, a nickname and title before
 * the real name, and a candidate who leaves before saying she is done. A
 * hotel housekeeper in Maceió ("Oxe, pode sim, visse", "a Luciana" then
 * "Luciana Tenório Cavalcanti o nome todo", "hotmial" then "hotmail* kkkk",
 * "é o zap dela", "só sei Kelly mesmo 😅" kept without a surname); an NGO
 * officer in Bissau in Portuguese and Kriol (a question back, "Sin, pode
 * ligar. N sta di akordu", "Ña patron na ONG", "955 123 456 e 966 654 321.
 * Liguem pro 966, o da Orange quase nunca tá ligado", "o meu mandjuá Braima
 * Seidi" in Ziguinchor with a Senegalese "77 …" asked which country, "I
 * kaba"); a hotel receptionist in Portimão ("a Mrs. Sarah O'Connell" with an
 * address only, "282 410 200, extensão 117" (the extension dropped), "Agora
 * tenho de ir, entro no turno da noite": open); and an acarajé seller in
 * Salvador ("Ôxe, pode sim, de boa", "Dona Detinha … O nome dela mesmo é
 * Bernadete Conceição dos Santos" with a home landline only, "o Dr. Ícaro
 * Menezes Lordelo, cliente fiel", "outllok" then "outlook, digitei errado
 * 🙈", "Axé 🙏").
 *
 * Held out: pt-i95, a smokehouse worker in Bragança ("Então não!" as a yes,
 * a Spanish colleague).
 *
 * TWENTY-FOURTH BLIND SET (2026-12-01): pt-r53, pt-t68, pt-r54, pt-t69 and
 * pt-t70, appended at the end of the referee cases, with one more tenant
 * questionnaire (pt-padaria, bakeries and confectioners as a Brazilian
 * chain writes it: the job as a single choice, months with them, the
 * products as a REQUIRED multiple choice that every region names its own
 * way (the pão francês is "cacetinho" in Rio Grande do Sul; Goa's poi is
 * leavened with palm toddy; Pelotas's doces finos are confectionery), a
 * hygiene rating, the night shift as an optional yes/no, kilos of flour a
 * shift (optional, which bakers count in sacks), a required yes/no and a
 * REQUIRED text), used twice, and one conversation on pt-enfermagem.
 * Written by a twenty-fourth writer who read neither the readers, the
 * lexicons, the interviewer nor the corpus tests, nor ran them. New ground:
 * a mark out of 10 in Portuguese and in English, voice dictation's
 * homophones and punctuation words around the digits, durations as
 * festivals, cyclones and monsoons, sacks of flour, and a formal letter that
 * answers four questions in one message. The owner of a bakery and
 * confectioner's chain in Pelotas (Rio Grande do Sul) on pt-padaria ("era
 * confeiteira na loja do centro", "Entrou na Fenadoce de 2022 e saiu depois
 * da Páscoa deste ano" asked again (46), "quindim, camafeu, bem-casado …
 * Cacetinho não … Salgados também não" (confectionery only), "Nota 9, bah!
 * Só não dou 10 porque uma vez esqueceu a touca 😂" asked again (5), "uns
 * dois sacos de 25 por semana?" where kilos a shift are asked (blank), "Bah,
 * na hora!"); the owner of a dive lodge in Tofo (Inhambane, Mozambique) on
 * the built-in, dictating while she drives ("vírgula", "ponto final" and
 * "ponto de exclamação" as words, "técnica sinto" for cinco asked again,
 * "quatro vírgula rigoroso" that is a 4 and no decimal, "oito turistas …
 * cinco", "desde o ciclone Freddy até ao fim da época das baleias do ano
 * passado" asked again (32), "khanimambo" as no comment); the owner of a
 * family bakery of poders in Margão (Goa) on pt-padaria, in Portuguese,
 * English and Konkani ("Desde o Carnaval de 2022 até à monção deste ano"
 * asked again (51), "poi, undo, kankonn … fermentado com sur, o toddy …
 * bebinca no Natal. Pão francês não fazemos", "Eight out of ten. Oito em
 * dez" asked again (4), "O forno acende às três da manhã" (yes), "Um saco
 * de cinquenta quilos por noite, às vezes um e meio no Natal" (50), "Se
 * voltar, sim, claro", "Dev borem korum"); and the chief nurse of a
 * provincial hospital in Quelimane (Mozambique) on pt-enfermagem, who
 * answers in one formal letter ("Exmos. Senhores", "de 1 de Janeiro de
 * 2022 a 30 de Junho de 2025" (42), "em regime de turnos, incluindo as
 * noites" (night shifts, Plantões), "14 valores, numa escala de 0 a 20"
 * (asked again: 4), a signature with her title) and has nothing to add.
 *
 * Held out: pt-r53, on the built-in questionnaire.
 *
 * TWENTY-FIFTH BLIND SET (2026-12-01): pt-i96…pt-i100, five intake
 * conversations appended at the end of the intake cases (no referee or
 * tenant questionnaire this time). Written by a twenty-fifth writer who
 * read neither the readers, the lexicons, the interviewer nor the corpus
 * tests, nor ran them. New ground: Faial (the Azores), Huambo, Campina
 * Grande and Parintins (Amazonas), a não turned into a sim, addresses read
 * aloud, a referee named by his job first, a cousin with the same first
 * name who really was the boss, a consent with a proverb and emoji between
 * every field, and a long message with three referees and a mobile typed
 * with letters for digits. A waitress in Horta ("Não... quer dizer, sim,
 * pode ser" confirmed, "o Sr. Manuel Silveira Goulart", "manuel ponto
 * goulart arroba restauranteopico ponto pt", "anarita ponto medeiros arroba
 * gmail ponto com"); a storekeeper in Huambo ("o chefe de armazém da
 * cooperativa agrícola … 923 456 789", then "Esqueci de dizer o nome 😅 é o
 * Sr. Domingos Chimuco", "o meu primo Domingos também, Domingos Sapalo. É
 * família, mas foi o meu supervisor directo": kept, as a boss); a
 * call-centre agent in Campina Grande ("Pode sim! Quem não deve não teme
 * 😂", "Jaqueline Araújo Brito 👩‍💼 … 📱 (83) 98877-6655", "meu colega de PA");
 * and a hotel receptionist in Parintins (three referees in one message, "a
 * dona Raimunda Cardoso Tavares … ela era minha patroa" with "(92)
 * 99l23-4O56", "o professor Élcio Batista" with an address only).
 *
 * Held out: pt-i100, a candidate in Montes Claros (Minas Gerais).
 *
 * TWENTY-SIXTH BLIND SET (2026-12-01): pt-r55, pt-t71, pt-r56, pt-t72 and
 * pt-t73, appended at the end of the referee cases, with one more tenant
 * questionnaire (pt-farmacia, pharmacies as a drogaria in Recife or a
 * farmácia in Barcelos writes it: the job as a single choice (Brazil's
 * "balconista" is Portugal's "técnico auxiliar de farmácia"; the referee is
 * often the pharmacist, the candidate is not), months with them, the areas
 * as an OPTIONAL multiple choice (Portugal's "dermocosmética" is the
 * perfumaria, flu jabs are "injetáveis e vacinas"), a rating of customer
 * service, an OPTIONAL rating of care not to mix up medicines, closing the
 * till alone as an optional yes/no, customers a day (optional, which
 * changes with payday and the flu season), a required yes/no, optional
 * text), used twice, and one conversation on pt-seguranca. Written by a
 * twenty-sixth writer who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them. New ground: Angola and
 * the cork country south of Porto, rating words with no number
 * ("Excelente", "Nota máxima", "Muito bom", "Nota mil", "Cinco estrelas"),
 * northern Portuguese "b" for "v", a referee who stops to fetch a child, a
 * till answered ahead with a no, voice dictation's "cem" for "sem" on a
 * count of absences, and double negatives that are yeses ("não vejo
 * problema nenhum", "Sem dúvida nenhuma"). The manager of a supermarket in
 * Talatona (Luanda) on the built-in ("Excelente" asked again (5), "Bué boa
 * com o sistema, 4", "estás a entender?", "o candongueiro atrasa muito … 3
 * ou 4... ponha 3", "Nota máxima" (5), "coordenava 6 operadoras. 4",
 * "kumbú", "os kotas", "Quatro anos e tal" asked again (55), "É só");
 * the pharmacist in charge of a drogaria in Recife on pt-farmacia (the
 * referee a pharmacist, the candidate a balconista, "Dois anos e meio"
 * (30), "Injeção ela não aplicava não", "Nota mil! 😍" asked again (5), a
 * Losartana taken for an Atenolol (3), "Fechava sim, nos sábados", "no
 * começo do mês, quando o povo recebe, uns 80, 90. No fim do mês uns 30"
 * asked again (blank), "arretada de boa"); the foreman of a cork-stopper
 * line in Santa Maria da Feira on the built-in ("Olhe, fala pouco … Um 3",
 * "Quatro, carago", "Cinco estrelas, o rapaz", "Cinco... não, quatro … chegou
 * binte minutos atrasado", "Não sei", "Passo", "bê logo os defeitos", then
 * "Desculpe, tenho de ir buscar a miúda à escola. Depois acabo isto" when
 * would-rehire is asked: open); the technical director of a pharmacy in
 * Barcelos on pt-farmacia ("técnica auxiliar de farmácia, ao balcão",
 * "Três anos, de Setembro de 2022 a Setembro de 2025" (36), "dermocosmética
 * e a vacinação da gripe e da covid. Os psicotrópicos só eu é que dispenso.
 * E já agora: o caixa fechava-o sempre eu" (no, given ahead), "Muito bom"
 * asked again (4), "três Brufens diferentes" beside a 5, "Uns 60 por dia no
 * inverno … No verão metade" asked again (45), "Sem dúvida nenhuma", the
 * pilgrims of Santiago); and the operations supervisor of a security firm
 * in São Paulo on pt-seguranca, dictating from the patrol car ("ponto",
 * "vírgula", "ponto final" as words, "indústria nunca", "cem faltas nenhuma
 * nos últimos 12 meses" asked again (0), "nota 9" asked again (4), "pra
 * posto armado não vejo problema nenhum" (yes), "um cara firmeza").
 *
 * Held out: pt-r55, on the built-in questionnaire.
 *
 * TWENTY-SEVENTH BLIND SET (2026-12-01): pt-i101…pt-i105, five intake
 * conversations appended at the end of the intake cases (no referee or tenant
 * questionnaire this time). Written by a twenty-seventh writer who read
 * neither the readers, the lexicons, the interviewer nor the corpus tests,
 * nor ran them. New ground: Lubango, Belo Horizonte, Viseu and Quelimane as
 * tenants, a contact as a block with labels, a first name said twice, a
 * customer as a referee, a referee withdrawn by her number in the list and
 * replaced, a formal refusal with a condition, a mobile cut by an early send,
 * a priest named with no contact, and a candidate who leaves for the minibus.
 * A mechanic in Lubango ("o meu kota no trabalho", "Nome: Eng. Adão Kapitango
 * / Tel: … / Email: …@gmail.co" then "faltou o m", "a Dona Teresa Nangolo",
 * "o meu colega Kiesse, Kiesse Mbala Ndombele"); a cashier in Belo Horizonte
 * ("Uai, pode sô 😄", "Dona Cida, Aparecida Rezende, minha cliente de sempre",
 * "Marcão – Marcos Vinícius de Souza Lima" withdrawn by "tira o 3 … ele ainda
 * é meu chefe" for "a Fernanda Coelho"); a bookkeeper in Viseu ("Agradeço,
 * mas prefiro que não" with her boss's address inside and "Se houver uma
 * proposta concreta, forneço os contactos": nothing kept); and a
 * port-warehouse clerk in Quelimane ("Tá bom, podem contactar, sem stress",
 * "Número 84 123" then "4567 desculpa, mandei antes", "alberto arroba
 * portoquelimane ponto co ponto mz", "o Padre Lourenço Massingue … Não tenho
 * o contacto dele aqui", "o chapa está a chegar": open).
 *
 * Held out: pt-i105, a hotel waiter in Mindelo ("Sim, nhos pode", 7-digit
 * Cape Verdean numbers, "o meu colega Djô, Jorge Fortes Lima", "mantenha").
 *
 * TWENTY-EIGHTH BLIND SET (2026-12-01): pt-r57, pt-t74, pt-r58, pt-t75 and
 * pt-t76, appended at the end of the referee cases, with one more tenant
 * questionnaire (pt-vinha, vineyards and wineries as a quinta in the Douro or
 * a family winery in the Serra Gaúcha writes it: the job as a single choice
 * (the Serra Gaúcha's "cantina" is the adega), the harvests worked with them
 * (which people count as years, as "safras", or confuse with the size of the
 * "rancho", the Douro's harvest crew), the tasks as a REQUIRED multiple
 * choice, a rating of care with the grapes, an OPTIONAL rating of endurance
 * in heat and rain, a tractor licence as an optional yes/no, the size of the
 * crew (optional; the pruning crew is not the harvest one), a required
 * yes/no, optional text), used twice, and one conversation on pt-atendimento.
 * Written by a twenty-eighth writer who read neither the readers, the
 * lexicons, the interviewer nor the corpus tests, nor ran them. New ground:
 * Lobito (Angola), Beira (Mozambique), the Douro, Curitiba and Flores da
 * Cunha, a referee who answers every question in one long first message, a
 * relationship corrected at the last question, numbers that are not the
 * answer (a crew size and a year for the harvests, two earlier years of
 * another job, a year in a months answer), "Isso pergunte a ela mesmo",
 * gaúcho irony ("Capaz que não!"), sarcasm on a yes/no ("quando o sistema não
 * cai... ou seja, de vez em quando 🙄 Brincadeira"), a refusal of all the
 * ratings ("Notas não vou dar"), ratings on other scales ("16 valores" and
 * "Dou-lhe um 17" out of 20, "Nota 10" twice) and "desde Outubro de 21 até ao
 * fim de Maio passado". The head of a freight-forwarder's warehouse at the
 * port of Lobito on the built-in ("bué", "xé", "ya", "kambas", "sem mambo
 * nenhum": "16 valores" asked again (4), "Isso não sei" on leadership, "Isso
 * pergunte a ela mesmo, ela sabe 😄" asked again, "desde Outubro de 21 até ao
 * fim de Maio passado" asked again (56)); the foreman of a quinta at Pinhão
 * on pt-vinha in northern Portuguese with "b" for "v" ("o rancho era de 30
 * pessoas e ele beio pela primeira vez em 2021" asked again: "Quatro
 * bindimas", "Na adega nunca entrou", "Dou-lhe um 17" asked again (4), "40
 * graus … 5", "Isso nã sei" on the tractor, "Já lhe disse: 30, o rancho da
 * bindima. Na poda éramos só 6" (30), "para o ano cá o quero" (yes)); the
 * manager of a hardware store in Beira on the built-in ("posso dizer que ela
 * era pontual e honesta. Mais nada. Notas não vou dar": every rating skipped,
 * "Nunca faltou mola na caixa", "Maningue sim", "Foram 3 anos... não, espera
 * … depois do ciclone Idai, em 2019 … Seis anos" (72), "no início escrevi
 * patrão … eu era o gerente" while the comment is asked); a call-centre
 * supervisor in Curitiba on pt-atendimento ("Daí", "leite quente", "guria":
 * "desde 2021, mas antes … 2 anos de SAC" asked again (7), "Nota 10" asked
 * again (5), "Inglês só o básico, não atendia em inglês", sarcasm on the
 * targets asked again (yes), "9,3" (9.3)); and the owner of a family winery
 * in Flores da Cunha on pt-vinha who answers everything in his first message
 * ("Vou responder tudo duma vez que tô no meio da safra", "3 safras, 2024,
 * 2025 e essa de 2026", "Poda ela não fazia, e com os turistas também não",
 * "nota 10, ostrega!" asked again (5), "A equipe da cantina era de 8 pessoas,
 * na vindima chegava a 40" asked again (8), "Contrataria de novo? Capaz que
 * não! 😄" asked again (yes)).
 *
 * Held out: pt-r57, on the built-in questionnaire.
 * TWENTY-NINTH BLIND SET (2026-12-01): pt-i106…pt-i110, five intake
 * conversations appended at the end of the intake cases (no referee or tenant
 * questionnaire this time). Written by a twenty-ninth writer who read neither
 * the readers, the lexicons, the interviewer nor the corpus tests, nor ran
 * them. New ground: Luanda, Beira, Praia, Caxias do Sul and Belém as tenants,
 * three referees then "only the first two", referees with only a phone, a
 * contact forwarded as a vCard 2.1 with no address in it, an address given
 * later and dictated, two referees called José, a "same number as above" phone,
 * a consent given only after a question is answered, "gmial" set right, a
 * mobile put under the wrong referee and moved, and relationships said after
 * the contact details. A security guard in Talatona ("Ya, tá fixe, podem ligar"
 * confirmed, "O kota Sr. Afonso Tchipilica" with a mobile only, "o meu camba
 * Nelson", "Epá afinal só os dois primeiros"); a hotel receptionist in Beira
 * ("BEGIN:VCARD … VERSION:2.1 … N:Macuácua;Celeste;;;", "Ah, e o email da Dona
 * Celeste é celeste ponto macuacua arroba hotelmarazul ponto co ponto mz",
 * "obrigado maningue!"); a builder in Praia ("Sin, nhos pode kontaktá"
 * confirmed, "Tenho dois Zé 😅", "o Eng. José Carlos Tavares Semedo, nha xefi",
 * "o Zé Moreno, José Moreno Furtado … mesmo número di riba": the site office's
 * number on both, "Txeu obrigadu!"); and a lathe operator in Caxias do Sul
 * ("vocês vão ligar pra empresa onde eu tô agora?" before "Ah tá, bagual. Então
 * pode sim, tchê", confirmed; "Opa, é gmail, digitei errado").
 *
 * Held out: pt-i110, a shop assistant in Belém ("Égua, pode sim, mana!",
 * "troquei: esse 98234-5566 é do Lucivaldo", the relationships in a later
 * message).
 *
 * THIRTIETH BLIND SET (2026-12-01): pt-r59, pt-t77, pt-r60, pt-t78 and
 * pt-t79, appended at the end of the referee cases (no new tenant
 * questionnaire this time: pt-vinha, pt-pesca and pt-offshore, used least so
 * far). Written by a thirtieth writer who read neither the readers, the
 * lexicons, the interviewer nor the corpus tests, nor ran them. New ground:
 * "portuñol" on the Uruguay–Brazil border (Spanish numbers and words inside
 * Portuguese: "cuatro", "tres", "Igual", "Pone 3", "Dos años y pico"), a
 * comparison for a rating ("Mejor que la mayoría", "Melhor que a maioria dos
 * rapazes novos"), "a mesma coisa" and "Igual" as answers, a refusal to rate
 * with a description, a polite negative reference, a long paragraph that
 * answers strengths and improvements, voice dictation with no punctuation and
 * numbers spoken ("quatro de cinco", "dois mil e vinte"), an answer given
 * ahead by name, and a referee who asks to come back later. The manager of a
 * free shop in Rivera on the built-in ("Yo era la gerente, digo, eu era a
 * gerente", "Mejor que la mayoría de las chicas que tuve" asked again (4),
 * "Igual" (4), "cuatro" (4), "tres, ou três e meio" asked again (3), "No sé,
 * nunca mandou em ninguém" (blank), "Sí, claro que sim", "Dos años y pico"
 * asked again (28), "Chau"); a foreman in the Douro on pt-vinha who dictates
 * ("cinco vindimas connosco desde dois mil e vinte" (5), "quatro de cinco"
 * (4), "a mesma coisa" (4), "na vindima somos uns quarenta no rancho no resto
 * do ano seis" asked again (40)); the coordinator of a clinic's front desk in
 * Recife on the built-in, a polite negative reference ("Prefiro não dar nota
 * pra isso" with a description (blank), "Vou ser sincera: 2", "Não se aplica"
 * (blank), strengths and "o que ele precisa melhorar é a pontualidade" in one
 * paragraph (improvements not asked again), "acho que não recontrataria, não"
 * (no), "Um ano e meio, mais ou menos" (18)); a skipper in Peniche on
 * pt-pesca ("Cerco, à sardinha. E no defeso ia para as redes com o meu
 * cunhado, mas isso não foi comigo" (Cerco only), "Muitas, saímos quase todas
 * as noites" asked again (300), "Melhor que a maioria dos rapazes novos"
 * asked again (4) with "levava-o outra vez para o mar, sem dúvida" (yes, not
 * asked again)); and an offshore supervisor in Macaé on pt-offshore ("FPSO,
 * na Bacia de Santos", "14 por 14", then "Te escrevo amanhã quando
 * desembarcar": open).
 *
 * Held out: pt-r59, on the built-in questionnaire.
 * THIRTY-FIRST BLIND SET (2026-12-01): pt-i111…pt-i115, five intake
 * conversations appended at the end of the intake cases (no referee or tenant
 * questionnaire this time). Written by a thirty-first writer who read neither
 * the readers, the lexicons, the interviewer nor the corpus tests, nor ran
 * them. New ground: voice-dictated messages with no punctuation at all,
 * referees pasted from a CV as a table, a switchboard with an extension, a
 * shared company inbox kept as a referee's address, a name spelt letter by
 * letter, the consent taken back for one referee only (the consent stays, that
 * referee is never kept), a referee abroad whose country is said, a
 * relationship told in a sentence, initials for a first name given later, and
 * messages in two languages. A retail buyer in Porto ("o Eng. J. P. Martins"
 * then "J. P. é João Paulo", "Estivemos as duas na mesma equipa durante dois
 * anos, ela era a coordenadora": manager or colleague); a shop assistant in
 * Porto Alegre in Portuguese and Spanish ("Sim, pode sim 👍" confirmed, "Ella
 * vive en Montevideo, su celular es 094 123 456": +598, "Fue mi jefa en la
 * tienda de Rivera", "só isso, valeu!"); a stock clerk in São Paulo dictating
 * by voice ("thais ponto nogueira arroba magazineluiza ponto com ponto br",
 * "corrigindo o nome dele é W-E-L-L-I-N-G-T-O-N com dois L e o email também");
 * and a hotel receptionist in Lisbon ("Nome: / Cargo: / Telefone: / Email:"
 * blocks pasted from her CV, "O 21 340 5600 é a central do hotel, extensão
 * 212": the extension dropped, "O email é o dos recursos humanos, ela não tem
 * email próprio mas eles passam-lhe": rh@ kept as her address).
 *
 * Held out: pt-i115, a store clerk in Recife ("Pode sim, tranquilo" confirmed,
 * "o Seu Cláudio Menezes … mora nos Estados Unidos, em Orlando … (407)
 * 841-2233": +1, "da Patrícia eu retiro a autorização": the consent stays,
 * Patrícia never kept).
 *
 * THIRTY-SECOND BLIND SET (2026-12-01): pt-r61, pt-t80, pt-r62, pt-t81 and
 * pt-t82, appended at the end of the referee cases, with one more tenant
 * questionnaire (pt-limpeza, cleaning and facilities as a Brazilian cleaning
 * contractor writes it and a Portuguese household answers it: the job as a
 * single choice that mixes the grade with the place (a hospital cleaner is
 * an "auxiliar" too; Portugal's "mulher a dias" is none of the words),
 * months with them (given as the days she came and the year she started),
 * where they cleaned as a REQUIRED multiple choice, a rating of how thorough
 * ("capricho"), an OPTIONAL rating of attendance, the people they led as an
 * OPTIONAL number with a condition in the prompt (minimum 1, so "trabalhava
 * sozinha" is no answer), the safe use of chemicals as an optional yes/no, a
 * required yes/no, optional text), used twice, and one conversation on
 * pt-hotelaria. Written by a thirty-second writer who read neither the
 * readers, the lexicons, the interviewer nor the corpus tests, nor ran them.
 * New ground: Acre, Tocantins, the Setúbal peninsula and Leiria, several
 * answers in one message on the built-in (a numbered form copied from the
 * e-mail) and on a tenant questionnaire (a paragraph), an item corrected by
 * its number ("o item 5: pode botar 4"), yeses that turn into a no or a "não
 * sei" in the same message, a "não" that denies a word and not the option,
 * negations that are yeses ("Só não recontrato porque ela se mudou", "Nunca
 * misturava a lixívia"), numbers that are not the answer (item numbers, a
 * branch, a year of floods, cars a shift, a night shift's years, absences
 * beside a rating, "NR-32"), and Arabic-Indic digits. The manager of a
 * building-supplies store in Rio Branco on the built-in, who pastes a
 * numbered answer sheet ("1 - Relação: fui o gerente dele … filial 2", "5 -
 * Confiabilidade: 3. Em 2023 teve uns 6 atrasos", "7 - Liderança: n/a", "11
 * - … 2 anos e 8 meses" (32), "12 - Comentários: —") and then "corrigindo o
 * item 5: pode botar 4 … a cheia do Rio Acre" (4, no comment); the
 * forewoman of a hospital's cleaning contractor in Palmas on pt-limpeza, who
 * answers six questions in one paragraph ("1 ano e 3 meses", "Era auxiliar
 * de limpeza, mas lá é limpeza hospitalar" asked which, "umas 6 meninas",
 * "Capricho nota 5", "Só não recontrato porque ela se mudou pra Goiânia 😅"
 * asked again: yes); a team leader on a car-assembly line in Palmela on the
 * built-in ("o Rúben vai ler o que eu escrever aqui?" before any answer,
 * "Montava 60 T-Roc por turno … 5", "Sim... quer dizer, não sei" (blank),
 * "Prefiro não avaliar isso", "Sim, claro... Bem, pensando melhor, não"
 * (no), "Desde Setembro de 2021 até Outubro de 2024" asked again (37)); a
 * retired teacher in Leiria on pt-limpeza about her "mulher a dias" ("às
 * terças e sextas, desde 2019" asked again: "tire o ano da pandemia … Uns 6
 * anos" (72), "Uma moradia, não é condomínio" (Condomínios e residências),
 * "Ela limpa até o que não está sujo! 😄" asked again, "Não, trabalhava
 * sozinha" (blank), "Nunca misturava a lixívia com o amoníaco" (yes), the
 * key to her house kept as the remark); and a Syrian restaurant owner in
 * Arroios (Lisbon) on pt-hotelaria ("Marhaba", "٤٠" asked again (40), "٥"
 * asked again (5), "Só no Ramadão fechávamos ao almoço" beside every season,
 * "Árabe com os clientes sírios" (no option), "Inshallah sim! A porta está
 * sempre aberta" (yes), "Shukran").
 *
 * Held out: pt-r61, on the built-in questionnaire.
 *
 * THIRTY-THIRD BLIND SET (2026-12-01): pt-i116…pt-i120, five intake
 * conversations appended at the end of the intake cases (no referee or tenant
 * questionnaire this time). Written by a thirty-third writer who read neither
 * the readers, the lexicons, the interviewer nor the corpus tests, nor ran
 * them. New ground: São Miguel (the Azores), Joinville, Cabinda, João Pessoa
 * and Cabo Delgado as tenants, a yes taken back in the next message with a
 * phone inside the refusal, a pasted signature with a street number and a
 * CEP that are no phone, "mesmo endereço" that is the postal address and not
 * an e-mail, a Congo-Brazzaville mobile whose leading 0 stays, a second
 * number for a referee that he no longer uses, clock times and a team size
 * around a mobile, a referee removed and put back with another number and
 * without his old address, and an initial spelt out in the next message. A
 * factory worker in Ponta Delgada ("Sim, claro 😊" then "li melhor: vão
 * contactar já? Então não … o Sr. Medeiros (296 123 456)": nothing kept); a
 * foundry worker in Joinville ("Rua Dona Francisca, 7200 … 89219-600",
 * "Supervisor de Produção" asked as a relationship, "Hans-Peter Schmidt",
 * "Ana Lúcia da Silva Krüger … Mesmo endereço da empresa" with no e-mail); a
 * cook at an oil base in Cabinda ("Oui... desculpa, sim", "06 612 34 56 (é
 * número do Congo Brazzaville)", "também tem um número angolano … mas esse
 * já não usa"); and a tour guide in João Pessoa ("das 8h às 12h … 12 guias",
 * "o Seu Tonho, Antônio Carlos de Lima Neto" removed ("esquece o Seu
 * Tonho") and put back ("Não, pera! … +351 912 345 678 … O email da pousada
 * não")).
 *
 * Held out: pt-i120, a camp cook near Pemba ("o Sr. R. Naidoo" then "R. é de
 * Rajesh", a Tanzanian mobile in local format with the country said, the
 * office's shared inbox).
 *
 * THIRTY-FOURTH BLIND SET (2026-12-01): pt-r63, pt-t83, pt-r64, pt-t84 and
 * pt-t85, appended at the end of the referee cases, with one more tenant
 * questionnaire (pt-academia, gyms and fitness as a chain of "academias" in
 * Roraima writes it and a "ginásio" in Almada answers it: the job as a single
 * choice, hours a week with the unit in the prompt, the classes as a
 * REQUIRED multiple choice, a rating of care for the pupils' safety, an
 * OPTIONAL rating of punctuality, personal-training clients a month
 * (optional, minimum 0), a professional registration "CREF ou o equivalente"
 * as an optional yes/no, a required yes/no, optional text), used twice, and
 * one conversation on pt-farmacia. Written by a thirty-fourth writer who read
 * neither the readers, the lexicons, the interviewer nor the corpus tests,
 * nor ran them. New ground: the Alentejo, Roraima, Piauí, Almada and Luanda;
 * a referee who introduces himself with an apposition; hours a week given as
 * the clock times of two shifts ("Das 5h às 9h e das 17h às 21h, de segunda
 * a sexta"); months given as seasons ("3 cacimbos"); a school grade on a 1-5
 * rating ("Nota 8"); Portugal's "PT" for the personal trainer and the
 * "cédula do IPDJ" as the equivalent of Brazil's CREF; a diploma still being
 * validated (no); a rhetorical negative that is a yes ("Atão não havia de
 * recontratar?"); a yes with no sim ("Se ela quiser voltar a vaga é dela");
 * improvements refused in writing with the referee's own mobile and the hour
 * to call (nothing stored); and clock times, prices, ages and counts beside
 * nearly every answer. The owner of a tavern in Évora on the built-in ("Sou
 * o Zé, José Manuel Rosado, dono da Taberna do Largo … Fui o patrão dela",
 * "vendem-se a 14 euros … Um 5", "Um 4... não, ponha 5", "Chegava às 7 e um
 * quarto" asked again (5), "Tem 23 anos mas resolve as coisas como uma de
 * 50. Um 4", "Desde a Páscoa de 2023 até ao fim de Agosto" asked again
 * (40)); a gym owner in Boa Vista on pt-academia about a Venezuelan trainer
 * ("personal, mas também dava aula de spinning" asked which, "Às 5 da manhã
 * ele já tava na porta … nota 5", "Uns 20, 25 por mês" asked again (20),
 * "Paresque"); a supermarket supervisor in Teresina on the built-in ("Nota
 * 8" asked again (4), "Chegava 6h10 pro turno das 6h30" asked again (5), "4
 * ou 5, sei lá" asked again (4), "me liga no (86) 99812-3456 depois das
 * 18h", "Dois anos e pouco" asked again (26)); the coordinator of a ginásio
 * in Almada on pt-academia ("Era PT cá no ginásio", "20h semanais, às vezes
 * 25 em Janeiro" (20), "body pump" as no option, "Passo"); and the owner of
 * a pharmacy in Luanda on pt-farmacia ("bué", "os kotas", "Xé, fechava sim,
 * às 22h", "Dia de salário uns 200, dia normal 80" asked again (80), "Ela
 * bazou pra Portugal").
 *
 * Held out: pt-r63, on the built-in questionnaire.
 *
 * THIRTY-FIFTH BLIND SET (2026-12-01): pt-i121…pt-i125, five intake
 * conversations appended at the end of the intake cases (no referee or tenant
 * questionnaire this time). Written by a thirty-fifth writer who read neither
 * the readers, the lexicons, the interviewer nor the corpus tests, nor ran
 * them. New ground: Campo Grande, Aveiro, Huambo, Macapá and Maputo as
 * tenants, the candidate's OWN mobile in the consent message ("Oi, aqui é a
 * Jéssica, meu cel é (67) 98888-1212. Pode sim": never a referee's), a
 * consent whose condition is a date ("só depois de dia 15"), a refusal that
 * opens with an agreeing word and carries the candidate's address ("Tá bom,
 * mas não quero que contactem ninguém agora … edson.kiala@gmail.com"),
 * appositions ("o Chico, Francisco Barbosa Leite", "a Sílvia, Sílvia Marques
 * Tavares"), ages and clock times beside phones ("Ela tem uns 65 anos …
 * depois das 14h", "depois das 18h30", "72 anos"), a compound first name in
 * a numbered list ("Seu Raimundo Nonato Picanço"), an aunt listed and taken
 * out ("família não vale né"), a mobile's last digit set right, and a
 * Portuguese mobile typed in pairs ("96 123 45 67").
 *
 * Held out: pt-i125, a welder in Maputo ("Acho que sim" asked again, a
 * trainer now in Johannesburg with a South African mobile in local format,
 * "082 123 4567", "khanimambo").
 *
 * THIRTY-SIXTH BLIND SET (2026-12-02): pt-r65, pt-t86, pt-r66, pt-t87 and
 * pt-t88, appended at the end of the referee cases, with one more tenant
 * questionnaire (pt-mudancas, removals and freight as a small "carretos e
 * mudanças" firm in Minas Gerais writes it and a removals company in Lisbon
 * answers it: the job as a single choice (Brazil's "chapa", paid by the
 * day, is the helper), months with them with the unit in the prompt (given
 * as dates), the tasks as a REQUIRED multiple choice (Portugal's
 * "monta-móveis" hoists through the window), a rating of care with the
 * clients' things, an OPTIONAL rating of how they treated clients, removals
 * a week (optional, which changes with the season and the end of the
 * month), the lorry licence as an optional yes/no (Brazil's CNH C or D,
 * Portugal's "carta de pesados"), a required yes/no, optional text), used
 * twice, and one conversation on pt-oficina. Written by a thirty-sixth
 * writer who read neither the readers, the lexicons, the interviewer nor the
 * corpus tests, nor ran them. New ground: Pomerode, Juiz de Fora,
 * Uberlândia, Tete and Lisbon; WhatsApp placeholders where an answer should
 * be ("🎤 Áudio (0:38)", "Esta mensagem foi apagada"); a school's concept
 * letters for a rating ("Conceito MB", "B"); yes/no answered by saying the
 * verb back ("Tem.", "Contrataria.", "Contratava.", "Recontratava",
 * "Recontrataria? Recontrataria sim"); a referee who is the candidate's
 * father-in-law; a count of school years for months; an optional answer
 * given ahead in the first message; a question back where the comment is
 * asked; and prices, tonnes, floors, absences and years beside the answers.
 * The owner of a furniture workshop in Pomerode (Santa Catarina) on the
 * built-in, German-Brazilian ("guten Tag", "é bem alemão kkk. 3", "Gut. 4",
 * "Ich weiß nicht... não sei" (blank), "nem na Oktoberfest", "Desde 2019"
 * asked again (60), "Danke, tschüss"), with the two placeholders asked
 * again; the owner of a removals firm in Juiz de Fora on pt-mudancas ("Ele
 * era chapa, trabalhava por diária", "Um ano e dez meses, contando os 2
 * meses de experiência" (22), "Içamento não, ele tem pavor de altura", "uma
 * cristaleira de 3 mil reais … 4", "Semana boa 6, 7 mudanças. Fim de mês …
 * chega a 10" asked again (6), "Tem. D, inclusive"); a pedagogical
 * coordinator in Uberlândia on the built-in ("Conceito MB" asked again (5),
 * "B" asked again (4), "Nó", "Uai", "Faltou 3 vezes em 2 anos … 5", "Deixa
 * em branco", "2 anos letivos, 2023 e 2024" asked again (22), "Vocês são de
 * qual escola?" then "mais nada"); the owner of a heavy-vehicle workshop in
 * Tete (Mozambique) on pt-oficina ("E já adianto que sabe mexer no scanner"
 * answered ahead, "Chapas, camiões da mina e motorizadas. Ligeiros também",
 * "Comigo 6 anos … mais uns 3" asked again (9), "Fala Nyungwe e Sena"); and
 * the owner of a removals company in Lisbon on pt-mudancas ("o camião
 * grande, o de 12 toneladas", "de Outubro de 2022 a Março de 2025" asked
 * again (29), "um piano para um 4.º andar em Alfama" with no rating, asked
 * again (5), "os estudantes de Erasmus, umas 8. No Inverno 3 ou 4" asked
 * again (5), "carta de pesados" (yes)).
 *
 * Held out: pt-r65, on the built-in questionnaire.
 *
 * THIRTY-SEVENTH BLIND SET (2026-12-02): pt-i126…pt-i130, five intake
 * conversations appended at the end of the intake cases (no referee or tenant
 * questionnaire this time). Written by a thirty-seventh writer who read
 * neither the readers, the lexicons, the interviewer nor the corpus tests,
 * nor ran them. New ground: São Luís, Leeds and Viseu, Lisbon, São Tomé and
 * Aracaju; given names with a particle ("José de Ribamar", "Francisco de
 * Assis", "Maria das Graças"); "▪️" bullets; an NHS title before a name
 * ("Sister Karen Walsh") and a UK mobile with the trunk "(0)" after +44; an
 * e-mail out-of-office reply as the first answer, with a date and a
 * colleague's address in it (no consent, nobody kept), then a refusal; a
 * godmother who really was the boss ("a madrinha Ivone"); a 7-digit São
 * Tomé mobile with the hour to call beside it; a consent with a question
 * back in it and a list that opens with another question; and the
 * candidate's own address after the referees. A delivery driver in São Luís
 * ("Seu José de Ribamar Sousa Nunes … (98) 98123-4567", "o Chico, Francisco
 * de Assis Pereira Lima", "tem 70 anos … depois das 14h"); a nurse back from
 * Leeds ("Sim, à vontade 😊", "+44 (0)7700 900456", "tlm 965 554 433"); a
 * marketing assistant in Lisbon ("Resposta automática: … até 05/01/2027 …
 * joana.pires@…", then "prefiro não dar referências por enquanto"); and a
 * cook in São Tomé ("leve-leve", "991 2345", "Dêsu pagá").
 *
 * Held out: pt-i130, a shop assistant in Aracaju ("Pode sim, visse? Quantas
 * pessoas vocês precisam?", "Dona Maria das Graças Menezes Rollemberg", her
 * own address at the end).
 *
 * THIRTY-EIGHTH BLIND SET (2026-12-02): pt-r67, pt-t89, pt-r68, pt-t90 and
 * pt-t91, appended at the end of the referee cases, with one more tenant
 * questionnaire (pt-solda, welding and metalwork as a shipyard in Suape or a
 * serralharia in Viana do Castelo writes it: the trade as a single choice
 * that people answer with two trades at once, years with the unit in the
 * prompt (given with a gap, from the year a shipyard opened to a crisis and
 * back), the processes as a REQUIRED multiple choice that Brazil and
 * Portugal name their own way ("eletrodo 7018", "arame" that is MIG/MAG or
 * the flux-cored "arame tubular", "passe de raiz" for TIG, "maçarico";
 * Portugal's "elétrodo" and "fio contínuo"), a rating of the quality of the
 * welds, an OPTIONAL rating of safety, a valid welder qualification as an
 * optional yes/no (given as a position code, "6G"), hours of arc a day
 * (optional, with the unit in the prompt, given as a share of the shift), a
 * required yes/no, optional text), used twice, and one conversation on
 * pt-salao. Written by a thirty-eighth writer who read neither the readers,
 * the lexicons, the interviewer nor the corpus tests, nor ran them. New
 * ground: Manica (Mozambique) with Shona and Zimbabwean English, Suape,
 * Northern Ireland with Tetum, the Minho and a Brazilian salon in London;
 * a trade word that fits two options ("arame"); a rating given as "nota 10"
 * beside a scale of 1 to 5; a years answer with a gap; a referee who writes
 * two or three words at a time; a negative answer on a required question
 * from a referee who praises the candidate; months given as a farming
 * season and as a Christmas corrected in the same message; and rejection
 * rates, position codes, legs of meat an hour and street names that are
 * dates beside the answers. A welding supervisor at a shipyard in Suape on
 * pt-solda ("Boa tarde, boy", "Entrou em 2013 quando o estaleiro abriu,
 * saiu na crise de 2015 e voltou em 2019" asked again (9), "Eletrodo 7018 e
 * arame. No passe de raiz faz TIG" asked again for the arame (tubular),
 * "uns 2%" beside a 5, "Segurança nota 10" asked again (5), "qualificado na
 * 6G pela ASME" (yes), "umas 5, 6 horas do turno de 9" asked again (5),
 * "Vixe, na hora!" (yes)); a Timorese team leader at a meat plant in
 * Dungannon on the built-in ("Botarde", "boning hall", "é wee isto e wee
 * aquilo 😂 … Um 3", "desossa 40 pernas por hora. Diak liu. 5",
 * "He's sound, como dizem cá. 4", "Isso não posso dizer" (blank), "Aye,
 * claro que sim", "Desde o Natal de 2022... não, 2023" asked again (36),
 * "Obrigada barak"); the older owner of a serralharia in Viana do Castelo
 * on pt-solda, a few words at a time ("Serralheiro e soldador" asked which
 * (Serralheiro), "Vinte anos", "Elétrodo e fio contínuo. TIG também faz,
 * mas menos", "Bom" asked again (4), "Nem sempre usa a máscara. 3", "Não"
 * (no), "Depende da obra" asked again (6), "Não, home. Bom trabalho" (no
 * remark)); and a Brazilian salon owner in Willesden (London) on pt-salao
 * in Portuglês ("hairdresser … Às vezes ajudava na recepção" (Cabeleireiro),
 * "Cut, blow-dry, balayage, highlights … box braids … Unhas não", "Weekdays
 * uns 6, sábado chegava a 12 fácil" asked again (7), "5 stars ⭐", "levou
 * metade das clientes pro salão dela em Harlesden" (yes), "Sinceramente?
 * Hoje não. Mas durante 2 anos deixei a chave com ela" (no), "Good luck pra
 * ela").
 *
 * Held out: pt-r67, on the built-in questionnaire (the owner of a
 * farm-supply shop in Chimoio, Portuguese with Shona and Zimbabwean
 * English).
 *
 * THIRTY-NINTH BLIND SET (2026-12-02): pt-i131…pt-i135, five intake
 * conversations appended at the end of the intake cases (no referee or
 * tenant questionnaire this time). Written by the thirty-eighth set's
 * writer, who read neither the readers, the lexicons, the interviewer nor
 * the corpus tests, nor ran them. New ground: Volta Redonda, Soyo, Nacala,
 * Sydney and Santarém (Pará) as tenants; the candidate's OWN mobile in the
 * consent message; a polite refusal for now with the supervisor's address
 * in it; a mobile's last digits swapped and set right; a referee taken
 * back because she moved; Australian English whose "nah yeah" is a yes; a
 * Brazilian mobile in an Australian intake, asked which country; a
 * colleague named only to be left out; and a referee named first by his
 * post and his address sent later. A steelworker in Volta Redonda ("Aqui é
 * o Wellington, se precisar meu zap é (24) 99876-5432": never a referee's,
 * "o técnico de segurança … O fixo da casa dele é (24) 3344-5566"); a
 * process operator at a gas plant in Soyo ("Não, por agora não … o Eng.
 * Kizua Mateus (kizua.mateus@…) ainda não sabe": nobody kept); a stevedore
 * in Nacala (a numbered list with 84, 86 and 87 mobiles, "troquei os
 * últimos", "A Dona Amina pode tirar, mudou para Pemba"); and a Brazilian
 * barista in Sydney ("Nah yeah, pode sim! 😅", "0412 345 678", "(31)
 * 99123-4567" asked which country, "Tinha a Jess também … mas deixa ela de
 * fora", "Done! Cheers 🤙").
 *
 * Held out: pt-i135, a stewardess on the Santarém–Manaus riverboats ("O
 * comandante do barco", named in the next message, his address later, "a
 * dona Socorro" with a pousada's landline in Alter do Chão).
 *
 * FORTIETH BLIND SET (2026-12-02): pt-r69, pt-t92, pt-r70, pt-t93 and
 * pt-t94, appended at the end of the referee cases, with one more tenant
 * questionnaire (pt-acougue, butchers as a chain of açougues in Goiás
 * writes it and a butcher's in the Pantanal or a talho in the Alentejo
 * answers it: the job as a single choice that Portugal names otherwise
 * ("talhante" for an açougueiro, who also works the counter), years in the
 * trade with the unit in the prompt, the tasks as a REQUIRED multiple
 * choice in Brazil's words that Portugal says otherwise ("desmanchar" the
 * pig for the desossa, "febras" among the cuts, "enchidos", "chouriço",
 * "paio" and "farinheira" for the linguiças, "a arca" for the câmara fria),
 * a hygiene rating, an OPTIONAL rating of the counter service, kilos a day
 * (optional, with the unit in the prompt, which people give in arrobas or
 * in pigs), a food-handling course as an optional yes/no, a required
 * yes/no, optional text), used twice, and one conversation on
 * pt-hotelaria. Written by a fortieth writer who read neither the readers,
 * the lexicons, the interviewer nor the corpus tests, nor ran them. New
 * ground: Terceira, the Pantanal, Cape Verdeans in Massachusetts, Barrancos
 * and Fernando de Noronha; ratings written like app reviews ("5.0 ⭐",
 * "4.0"); a range with an en dash; months abbreviated ("3a e 4m") and
 * counted from a US holiday; a thumbs-down alone as a no; kilos in arrobas
 * (a word that is also the name of @); an option named as the referee's own
 * job; a role now beside the one the candidate started in elsewhere; a
 * question back on which country the job is in; a low season denied inside
 * a whole year; and yeses that hold negations ("Se a loja não fechasse ela
 * nem saía", "Mas acho que não volta"). The manager of a hardware store in
 * Praia da Vitória (Terceira) on the built-in ("5.0 ⭐, como os americanos
 * da Base escrevem nas avaliações do Google", "4–5" asked again (4), "nem
 * no dia da tourada à corda", "Nã sei dizer" and "Nã se aplica" (blank),
 * "3a e 4m" (40), good wishes and a signature that are no comment); the
 * chatty owner of a butcher's in Corumbá on pt-acougue ("era açougueiro
 * aqui comigo, mas começou como desossador lá no frigorífico de Ladário",
 * "No ramo uns 10 anos, 6 aqui comigo" (10), "a linguiça de Maracaju",
 * "Balcão pouco, só no sábado", "Umas 20 arrobas por dia" asked again
 * (300), "ô se contratava!"); a Cape Verdean night supervisor at a cleaning
 * contractor in Brockton on the built-in, in a hurry, in Portuguese, Kriolu
 * and English ("Dretu. 4", "Atrasada mutu bes. 2", "N ka sabe", "👎" (no),
 * "Desde o Thanksgiving do ano passado" asked again (12), "Ntá bai. Gotta
 * go"); the owner of a talho in Barrancos on pt-acougue with Barranquenho's
 * Spanish ("Oito anos. Bueno, nove …" (9), "Desmanchava o porco preto,
 * fazia as febras … os enchidos", "A arca e as encomendas era eu" (not
 * ticked), "uns 4 porcos por dia. No resto do ano uns 80 quilos" asked
 * again (80), "Pues claro que sí, hombre"); and the owner of a pousada on
 * Fernando de Noronha on pt-hotelaria ("isso é pra qual hotel? Ela vai pra
 * Portugal é?", "camareira … Aí em Portugal vocês chamam de andares né?",
 * "44, o normal da CLT", "não tem época baixa de verdade" (all three
 * seasons), "HACCP? Sei não o que é isso" (blank), "Mas acho que não volta"
 * beside a yes).
 *
 * Held out: pt-r69, on the built-in questionnaire (the hardware store on
 * Terceira).
 *
 * FORTY-FIRST BLIND SET (2026-12-02): pt-i136…pt-i140, five intake
 * conversations appended at the end of the intake cases (no referee or
 * tenant questionnaire this time). Written by the fortieth set's writer, who
 * read neither the readers, the lexicons, the interviewer nor the corpus
 * tests, nor ran them. New ground: Guernsey, Leicester, Ilhéus, Mossoró and
 * Marajó; the candidate's OWN e-mail and Guernsey mobile in the consent
 * message; a Guernsey mobile in local format in a Portuguese intake, asked
 * which country; a former boss who shares the candidate's surname ("Não é
 * família, só o apelido é igual"); Gujarati inside Portuguese ("Kem cho!",
 * "Haa, pode", "o meu seth", "Aavjo!"); a cousin named and taken back in the
 * same message; a polite refusal for now with the boss's address; referees
 * with only a phone ("é tudo pelo zap": open); and a mobile's last digit
 * set right. A Madeiran housekeeping supervisor in Guernsey ("Mrs. Sarah Le
 * Page" with a .gg address and "07781 123456", a Funchal landline, her
 * boss's address set right); a warehouse worker from Diu in Leicester ("o
 * Sr. Hitesh Patel" with a UK mobile in local format, "O meu primo Kiran …
 * não, tira, é família", "a Dona Ermelinda Fernandes" with a +91 mobile); a
 * worker on a cocoa farm near Ilhéus ("Não, obrigada, por enquanto não …
 * Seu Raimundo Cerqueira (raimundo.cerqueira@…)": nothing kept); and a
 * salt-works labourer from Mossoró ("Oxe, pode sim", "Seu Josenildo
 * Rebouças da Silva", "Email eles não têm não, é tudo pelo zap": open).
 *
 * Held out: pt-i140, a cowhand on a buffalo ranch in Soure (Marajó: "Égua,
 * pode sim, mana!", "o último é 6", "a Dra. Aline Barata Corrêa").
 *
 * FORTY-SECOND BLIND SET (2026-12-02): pt-r71, pt-t95, pt-r72, pt-t96 and
 * pt-t97, appended at the end of the referee cases, with one more tenant
 * questionnaire (pt-eletrica, electricians as a Brazilian installer writes
 * it and an installations firm in Vila Real or a petrochemical plant in
 * Camaçari answers it: the job as a single choice (Portugal's "oficial
 * electricista" of houses and flats is the predial one; a maintenance
 * electrician who covers the foreman on holiday is still industrial), months
 * with them with the unit in the prompt (given to a relative season, or in
 * years and months "contando o contrato temporário"), the work as a
 * REQUIRED multiple choice in Brazil's words that others say otherwise
 * ("quadros eléctricos", "as ITED dos prédios novos" for the network
 * cabling, "painéis fotovoltaicos"; the plant's "CCM", "CLP" and "inversor de
 * frequência"), a safety rating ("LOTO", "bloqueio e etiquetagem"), an
 * OPTIONAL rating of the finish, the NR-10 "or the equivalent in your
 * country" as an optional yes/no (Portugal's registration with the DGEG;
 * Brazil's "NR-10 básico e SEP"), call-outs a day (optional, with the unit in
 * the prompt, which a firm working by the job cannot count and a plant gives
 * as work orders with a shutdown beside them), a required yes/no, optional
 * text), used twice, and one conversation on pt-entregas. Written by a
 * forty-second writer who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them. New ground: the interior of
 * São Paulo, Trás-os-Montes, Ouro Preto, the Camaçari petrochemical pole and
 * Xai-Xai (Gaza, Mozambique); "rsrs" after nearly every answer and glued to
 * a digit ("4rsrs"); the spelling before the 1990 agreement; a computer
 * typed on with the caps lock inverted; months between two editions of a
 * fair (the Agrishow), to "o fim do Verão passado" and from "o Natal
 * retrasado"; a question back on the NR-10 with the answer in the same
 * message; a would-rehire asked of someone who still employs the candidate;
 * a referee who is the client of the courier's own firm; a vehicle that is
 * no option (the "txopela"); deliveries counted for one client only; and
 * fines not known beside no accident. The owner of a chopp bar in Ribeirão
 * Preto on the built-in ("Entrou na Agrishow de 2022 e saiu antes da
 * Agrishow desse ano" asked again (48), "6 tulipas de chope numa mão só",
 * "Nota 5 com louvor rsrs", "4rsrs", "faltou 2 vezes … Dou 4", a blackout on
 * a Come-Fogo night beside a 5, "Liderança não sei dizer" (blank), "Claro
 * rsrs", "Bom domingo 🌻" as no comment); the owner of an installations firm
 * in Vila Real on pt-eletrica ("oficial electricista … moradias e prédios",
 * "de Janeiro de 2023 até ao fim do Verão passado" asked again (44),
 * "quadros eléctricos, as ITED dos prédios novos e painéis fotovoltaicos …
 * Indústria nunca fez", "O NR-10 é coisa do Brasil, não é? Cá ele está
 * inscrito na DGEG" (yes), "Não trabalhávamos à chamada" asked again
 * (blank), "Contratava, pois claro"); the head librarian of a campus library
 * in Ouro Preto on the built-in ("bOA TARDE. sOU A bIBLIOTECÁRIA-CHEFE …",
 * "eLA ESTÁ AQUI DESDE O nATAL RETRASADO" asked again ("tava com o caps lock
 * ligado 🤦‍♀️ São 23 meses"), "Domina o Pergamum", "7h às 16h. Nota 5",
 * "coordena os 3 bolsistas … 4", "Ela ainda trabalha aqui, ué! Mas se fosse o
 * caso, claro que sim", "Boa sorte pra ela no concurso" as no comment); a
 * maintenance supervisor in Camaçari on pt-eletrica ("Oxe", "véi", "um
 * barril", "mermo": "Nas férias do encarregado era ele que cobria" asked
 * which (Eletricista industrial), "3 anos e 2 meses certinho" (38), "Motor,
 * CCM, painel com CLP e inversor de frequência. Residencial nunca. Solar
 * também não", "os diagramas as built ele enrola, véi. 4", "Dia normal uns
 * 3, 4 OS. Na parada geral umas 15" asked again (3), "quem bate o martelo é
 * o RH" beside a yes); and the owner of a seafront restaurant in Xai-Xai on
 * pt-entregas ("Então sou cliente, não é?", "De mota. Quando chovia muito
 * vinha de txopela" (Moto), "Desde que abrimos, em Junho de 2024, até hoje"
 * asked again (30), "Para nós umas 15 por dia … ele tinha outros clientes"
 * asked again (15), "uma matapa entornada", "Acidente nenhum. Multas? … dele
 * não sei" (blank), "Voltava sim, maningue", "Khanimambo").
 *
 * Held out: pt-r71, on the built-in questionnaire (the chopp bar in
 * Ribeirão Preto).
 *
 * FORTY-THIRD BLIND SET (2026-12-02): pt-i141…pt-i145, five intake
 * conversations appended at the end of the intake cases (no referee or
 * tenant questionnaire this time). Written by the forty-second set's
 * writer, who read neither the readers, the lexicons, the interviewer nor
 * the corpus tests, nor ran them. New ground: Governador Valadares, Guarda,
 * Ondjiva (on the Namibian border), Londrina and a return from Stavanger as
 * tenants; a US number in local format in a Brazilian intake (asked which
 * country) and "Mike O'Connor"; a referee given in full ("José Geraldo
 * Pimenta Filho") and taken out because he does not know yet; a tap on the
 * consent control taken back in the next message ("carreguei sem querer")
 * with the boss's address in the reason; a Namibian mobile in local format
 * with the country said and a .na address; a colleague named by title in a
 * list and in full in the next message; a consent whose condition is taken
 * back in the same message ("só depois de segunda... ah, tanto faz, pode
 * já"); two referees in one sentence with their phones "nessa ordem"; a
 * relation blurred between boss and colleague; and a Norwegian signature
 * ("Med vennlig hilsen", "Ole-Martin Håland", "Mob: +47 …") beside a
 * supervisor with academic titles and a compound first name. A builder back
 * in Governador Valadares from Danbury ("Pode sim, tranquilo", "meu boss",
 * "Tira ele por enquanto", "a Dona Maria Aparecida Cunha", "valeu"); a
 * quality technician in Guarda (a tap on yes, then "Não, desculpe,
 * carreguei sem querer. Por agora não autorizo … a Eng.ª Paula Veloso
 * (paula.veloso@…)": nothing kept); a storekeeper in Ondjiva ("1 - … 2 - …
 * 3 - A Dona Isabel", "081 234 5678 (é da Namíbia)", "acaba em 798, não
 * 789", "Tangi unene!"); and a petrol-station attendant in Londrina ("o Seu
 * Valmir Kowalski e a subgerente é a Jaque, Jaqueline dos Santos Ribas …
 * nessa ordem", "era minha chefe também, mas mais como colega").
 *
 * Held out: pt-i145, a subsea engineer back from Stavanger (the Norwegian
 * signature, "o Prof. Doutor Rui Miguel Sá Couto", "a Ingrid do HR também
 * pode ser... não, esquece").
 *
 * FORTY-FOURTH BLIND SET (2026-12-02): pt-r73, pt-t98, pt-r74, pt-t99 and
 * pt-t100, appended at the end of the referee cases, with one more tenant
 * questionnaire (pt-confeccao, garment making as a confecção in Brusque
 * writes it and a facção in Toritama or a confeções factory in the Vale do
 * Ave answers it: the job as a single choice (a "piloteira", who sews the
 * pilot pieces, is a seamstress), months with them with the unit in the
 * prompt, the machines as a REQUIRED multiple choice in Brazil's words that
 * Portugal says otherwise ("corta-e-cose" for the overloque, "recobrimento"
 * for the galoneira, "a recta"; the jeans "fechadeira de braço" is none), a
 * rating of the quality of the sewing, an OPTIONAL rating of pace, pieces an
 * hour (optional, with the unit in the prompt, which people give a day or
 * as the minutes a piece takes), basic care of the machine as an optional
 * yes/no, a required yes/no, optional text), used twice, and one
 * conversation on pt-mudancas. Written by a forty-fourth writer who read
 * neither the readers, the lexicons, the interviewer nor the corpus tests,
 * nor ran them. New ground: Petrópolis, Toritama, Porto Santo, the Vale do
 * Ave and Everett (Greater Boston); ratings in the report-card concepts of
 * Brazilian schools (MB, B, R, I); idioms that hold numbers and are no
 * rating ("sete ofícios", "nem oito nem oitenta", "um zero à esquerda" about
 * someone else); months from a German festival, a São João, summers and a
 * winter, a lay-off and Boston's moving day; a day's count and a piece's
 * minutes where pieces an hour are asked; machines given ahead inside the
 * job; and a Massachusetts "Class D" that reads like a truck category. The
 * principal of a municipal school in Petrópolis on the built-in ("Desde a
 * Bauernfest de 2021 até as férias de julho" asked again (60), "MB" asked
 * again (5), "B, ou seja, 4", "R... regular … 3", "I, insuficiente? Não,
 * seria injusto … Deixe em branco" (blank)); the owner of a facção in
 * Toritama on pt-confeccao ("era piloteira" asked which (Costureira/o),
 * "Entrou no São João de 2022" asked again (52), "a fechadeira de braço …
 * Travete não", "umas 400 bermudas no dia" asked again (45), "Oxe, e precisa
 * perguntar? A máquina dela tá lá coberta esperando" (yes), "a feira da
 * Sulanca"); the owner of a beach bar on Porto Santo on the built-in ("Três
 * Verões … e o Inverno passado" asked again (18), "Tem sete ofícios", "Nem
 * oito nem oitenta … Um 4", "um zero à esquerda … 5", "uma no cravo e outra
 * na ferradura. 3", "Punha as mãos no fogo por ele. Mas liderar … não lhe
 * sei dizer" (blank)); a section head at a confeções factory in Vila das
 * Aves on pt-confeccao ("no corta-e-cose e no recobrimento" inside the job,
 * then "Nas máquinas, já lhe disse … E a recta", "de Setembro de 2019 … lay-
 * off … em Março" asked again (78), "Quatro … isso merece um cinco", "um
 * tempo de 2,5 minutos e ela fazia 100%" asked again (24), "o controlo de
 * agulhas partidas" (no), a signature as no remark); and the owner of a
 * Brazilian moving company in Everett on pt-mudancas in Portuglês ("o
 * montador da crew", "Desde o Allston Christmas de 2023" asked again (39),
 * "Janela aqui ninguém faz, é tudo escada de triple-decker", "five stars …
 * no Yelp" beside the care rating, "uns 4 por semana … 5 num dia só" (4),
 * "a Class D de Massachusetts, que é a carteira normal de carro" (no)).
 *
 * Held out: pt-r73, on the built-in questionnaire (the school principal in
 * Petrópolis).
 *
 * FORTY-FIFTH BLIND SET (2026-12-02): pt-i146…pt-i150, five intake
 * conversations appended at the end of the intake cases (no referee or
 * tenant questionnaire this time). Written by the forty-fourth set's
 * writer, who read neither the readers, the lexicons, the interviewer nor
 * the corpus tests, nor ran them. New ground: Cape Town, Figueira da Foz,
 * Franca, Juazeiro do Norte and Tomar as tenants; Afrikaans inside
 * Portuguese and a lowercase "van der"; South African mobiles in local
 * format on a South African tenant; a refusal that asks for the
 * candidate's data to be erased under the GDPR, with her own address and
 * her director's inside; "▪️" bullets; "Júnior" inside a surname; a
 * nickname ("Cidinha") named in full later; a patron saint named as a
 * joke and no referee; church titles ("Pe.", "Ir.") and "Francisca das
 * Chagas" as a compound first name; and referees pasted as a CSV with
 * semicolons, an empty field and a header row. An Angolan cook in Sea Point
 * ("Ya, pode, sem makas 👍", "Pieter van der Merwe … Cell: 082 555 1234"
 * with his address set right, "o Sr. Domingos Kiala Manuel, 923 456 789, é
 * de Angola", "Baie dankie!"); a bank clerk in Figueira da Foz ("Não
 * autorizo. Aliás, peço que apaguem os meus dados … ao abrigo do RGPD … o
 * Dr. Nuno Fragoso (nuno.fragoso@…)": nothing kept); a shoe stitcher in
 * Franca ("▪️ Seu Antônio Carlos Ferreira Júnior … ▪️ Cidinha do pesponto
 * … ▪️ Dona Neide Aparecida Bernardes", ".com.br, esqueci"); and a parish
 * secretary in Juazeiro do Norte ("Pode sim, se Deus quiser 🙏", "o Padim
 * Ciço kkkk brincadeira", "1º) Pe. … 2º) Ir. … 3º) Seu Raimundo", "O Seu
 * Raimundo não, tira", "só zap").
 *
 * Held out: pt-i150, an administrative clerk at a paper mill in Tomar
 * ("Exportei do Excel", "Nome;Email;Telefone;Relação", a UK mobile, ";;",
 * the boss's landline replaced by her mobile).
 *
 * FORTY-SIXTH BLIND SET (2026-12-02): pt-r75, pt-t101, pt-r76, pt-t102 and
 * pt-t103, appended at the end of the referee cases, with one more tenant
 * questionnaire (pt-jardinagem, gardening and landscaping as a firm in
 * Curitiba writes it and the head of the gardens of a historic quinta in
 * Sintra or the owner of a pousada in Paraty answers it: the job as a single
 * choice (a gardener who climbs the trees with a harness to prune is two),
 * months with them with the unit in the prompt, the services as a REQUIRED
 * multiple choice in Brazil's words that Portugal says otherwise ("relva",
 * "sebes", "rega gota-a-gota") and Paraty its own way ("roçava o terreno",
 * "podava as palmeiras"), weed killers and "veneno" excluded, a rating of
 * care for the plants, an OPTIONAL rating of the safe use of machines,
 * gardens a week (optional, with the unit in the prompt, given as hectares
 * or as "dois ou três"), a pesticide or chainsaw course "or the equivalent"
 * as an optional yes/no, a required yes/no, optional text), used twice, and
 * one conversation on pt-limpeza. Written by a forty-sixth writer who read
 * neither the readers, the lexicons, the interviewer nor the corpus tests,
 * nor ran them. New ground: Geneva, Sintra, Caruaru's Alto do Moura, Paraty
 * and Fall River; French inside European Portuguese and ratings on the Swiss
 * school scale, where 6 is the top ("um 4,5", "seria um 6"); "8/10" and
 * "Cuidado 10! Quer dizer, 5" on a 1–5 scale; months from a literary
 * festival, from the pandemic and from the Holy Ghost feasts to
 * Thanksgiving; hectares where gardens a week are asked; a crew counted with
 * and without its lead; a referee who refuses one optional question and
 * answers the rest; and a pousada owner who leaves for arriving guests
 * before a required question. A Portuguese chef d'équipe of a façade firm in
 * Geneva on the built-in ("Entre dezoito mois e dois anos" asked again (22),
 * "Na escala suíça dava-lhe um 4,5" asked again (3), "Aqui seria um 6 …
 * Portanto 5", "Deixe em branco" (blank), "Oui, évidemment"); the head of the
 * gardens of a quinta in Sintra on pt-jardinagem (a gardener who prunes from
 * the ropes asked which (Podador(a) / arborista), "6 anos e 1 mês, portanto
 * 73 meses", "sebes de buxo … relva … rega gota-a-gota … Herbicidas cá não
 * se usam", "são 12 hectares" asked again (1), "Eng.º" under the comment); a
 * master potter in the Alto do Moura on the built-in, in tiny lowercase
 * messages ("desde a pandemia" asked again (48), "8/10" asked again (4),
 * "nd" (blank), "com ctz", "vlw"); the owner of a pousada in Paraty on
 * pt-jardinagem ("desde a Flip de 2022" asked again (36), "Veneno nunca",
 * "Cuidado 10! Quer dizer, 5 🌺", "3 ou 4" asked again (3), "mais dois ou
 * três jardins" asked again (3), "Não sei se ele tem" (blank), then "chegou
 * o barco com os hóspedes": open); and the Azorean owner of a housecleaning
 * company in Fall River on pt-limpeza ("era a lead da crew" asked which
 * (Encarregado(a)), "Desde as festas do Espírito Santo de 2022 até este
 * Thanksgiving" asked again (41), "Hospital não", "Essa não vou responder"
 * (blank), "Ela e mais duas" asked again (2), bleach and ammonia (yes)).
 *
 * Held out: pt-r75, on the built-in questionnaire (the façade firm in
 * Geneva).
 *
 * FORTY-SEVENTH BLIND SET (2026-12-02): pt-i151…pt-i155, five intake
 * conversations appended at the end of the intake cases. Written by the
 * forty-sixth set's writer, who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them. New ground: Geneva,
 * Caruaru, New Bedford, Ermera (Timor-Leste) and Blumenau as tenants; French
 * inside Portuguese with "M.", "natel" and a Swiss mobile in local format on
 * a Swiss tenant; a Portuguese landline and an Azores landline in local
 * format asked which country; a refusal after a question back with the
 * boss's address and mobile inside; "Maria de Fátima" as a compound first
 * name with a particle; a nickname before a name ("o Tony, Antonio
 * Raposo") and his address set right ("sem ponto"); Indonesian titles
 * ("Pak", "Ibu") and a Timorese 8-digit mobile; a "3)" added and taken out;
 * keycap emoji as list numbers; a hyphenated German first name after "Sr.";
 * "Prof.ª"; and a firm's landline replaced by a mobile. A façade worker in
 * Geneva ("Oui, pode ser", "M. Laurent Favre … natel 079 456 12 34", "D.
 * Rosa Cardoso … 232 423 456" asked which country); a shoe-shop clerk in
 * Caruaru ("Oxe, e precisa mesmo? Não, não autorizo não … Seu Severino
 * Bezerra (severino@…)": nothing kept); a fish filleter in New Bedford
 * ("Maria de Fátima Medeiros, my supervisor na fish house", "o Tony …",
 * "296 123 456" asked which country); and a coffee quality controller in
 * Ermera ("Pak Joaquim Soares Belo … 7723 4567", "Ibu Rosalina da Costa
 * Ximenes", "O Rui não, tira", "Obrigadu barak").
 *
 * Held out: pt-i155, a knitwear-mill worker in Blumenau ("1️⃣ Sr. Hans-Peter
 * Kreutzfeld … (47) 3322-1234", "2️⃣ Ingrid Schroeder Hasse", "3️⃣ Prof.ª Elke
 * Zimmermann", the landline replaced by the mobile, "danke").
 *
 * FORTY-EIGHTH BLIND SET (2026-12-02): pt-r77, pt-t104, pt-r78, pt-t105 and
 * pt-t106, appended at the end of the referee cases, with one more tenant
 * questionnaire (pt-reciclagem, recycling as a waste-management firm in
 * Porto writes it and a waste-pickers' cooperative in Jardim Gramacho or an
 * ecocentre in Beja answers it: the job as a single choice (a picker "na
 * esteira" is sorting; a truck driver who weighs the loads is two), months
 * with them with the unit in the prompt, the materials as a REQUIRED
 * multiple choice named by the scrap ("PET", "PEAD", "latinha") or by
 * Portugal's bins ("o vidrão, o papelão e o embalão", "os REEE"), glass and
 * electronics excluded in words, a rating of the protective equipment, an
 * OPTIONAL rating of the pace, bales a day (optional, with the unit in the
 * prompt, given in kilos or not applicable to a driver), the heavy-goods
 * licence "or the equivalent" as an optional yes/no, a required yes/no,
 * optional text), used twice, and one conversation on pt-acougue. Written
 * by a forty-eighth writer who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them. New ground: Malanje,
 * Jardim Gramacho (Duque de Caxias), Toyota-shi (Aichi), Beja and Chaves;
 * Angolan, carioca, Alentejano and Transmontano words, and Japanese inside
 * Brazilian Portuguese; a rating on the 0–20 school scale ("14 em 20"); "Hai,
 * 4" (a yes word before a rating); months from a dry season, from the
 * closing of a landfill and from Golden Week; kilos where bales are asked
 * and kilos at the December slaughter where a normal day is asked; years
 * with the referee where years in the trade are asked; b typed for v
 * throughout ("binte", "beio", "Bila Real"). The head of a water-network
 * crew in Malanje on the built-in ("Desde o cacimbo de 2022" asked again
 * (52), "dava-lhe 14 em 20" asked again (3), "Ainda não chefia ninguém, não
 * sei dizer" (blank), "Ya, sem dúvida", "É só isso" (no comment)); the
 * president of a waste-pickers' cooperative in Jardim Gramacho on
 * pt-reciclagem ("desde que fechou o lixão, junho de 2012" asked again
 * (174), "Vidro a gente nem pega … eletrônico vai tudo pro ferro-velho",
 * "Uns 600 quilos de PET por dia" asked again (3), "Carteira ela não tem
 * não" (no), "Com certeza, tá maluco?" (yes)); a Brazilian line leader in
 * Toyota-shi on the built-in ("logo depois da Golden Week do ano passado"
 * asked again (19), "uns 2 ou 3" asked again (2), "Hai, 4", "Não sei dizer"
 * (blank), "Hai, com certeza. Daijobu"); the foreman of an ecocentre in Beja
 * on pt-reciclagem (the truck driver who weighed the loads asked which
 * (Motorista), "Dois anos e tal, moce" asked again (26), "o vidrão, o
 * papelão e o embalão … os REEE" (all five), "Sei lá, 2 ou 3" then "Deixe
 * isso em branco" (blank), "Isso não se aplica" (blank), "Voltava, pois
 * claro"); and the owner of a butcher's and smokehouse in Chaves on
 * pt-acougue ("o meu oficial de talho", "comigo foram binte anos" asked again
 * (32), "Ao balcão não", "Nao sei, nao estaba ao balcão" (blank), six pigs a
 * day at the December slaughter asked again (200), "Claro que sim,
 * carago!").
 *
 * Held out: pt-r77, on the built-in questionnaire (the water-network crew
 * in Malanje).
 *
 * FORTY-NINTH BLIND SET (2026-12-02): pt-i156…pt-i160, five intake
 * conversations appended at the end of the intake cases. Written by the
 * forty-eighth set's writer, who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them. New ground: Niterói,
 * Toyohashi (Japan), Malanje, Brasília and Dublin as tenants; "Seu" and
 * "Dona" before compound first names, an e-mail fetched later from a
 * referee's daughter and a full name given after the address; Japanese
 * names with the family name first (explained once, not the second time),
 * "-san" and a Japanese mobile in local format; a consent given and
 * withdrawn in the next message after the boss's address and mobile were
 * sent; a formal "Autorizo." and a pasted government signature with "Dr.",
 * a block and a floor ("4º andar") and no relationship (asked); Irish names
 * with "Ní" and "Ó". A boat mechanic in Niterói ("Pô, pode sim,
 * tranquilão", "Seu Jorge Luiz Mattos … Email eu não tenho dele" asked,
 * "Dona Célia … Célia Regina Rangel o nome completo"); a factory worker in
 * Toyohashi ("Hai, pode sim!", "Suzuki Hiroshi … Suzuki é o sobrenome … 090-
 * 1234-5678", "a Tanaka-san … Tanaka Keiko", "+55 14 99812-3456", "Owari");
 * a cotton-farm clerk in Malanje ("Sim, pode", "Eng. Domingos Kassoma …",
 * "Espera, afinal não. Retiro a autorização": nothing kept); and an analyst
 * in Brasília ("Autorizo.", "Dr. Paulo Henrique Abreu de Menezes … Cel.:
 * (61) 99876-5432", "Ele era meu chefe", "a Dra. Ana Luíza Guimarães").
 *
 * Held out: pt-i160, a Brazilian barista in Dublin ("Pode sim, grand 👍",
 * "Siobhán Ní Bhriain … 087 123 4567", "Seán Ó Murchú" taken out, "Fernanda
 * Lopes Ribeiro … (31) 99988-7766" asked which country, "Cheers!").
 *
 * FIFTIETH BLIND SET (2026-12-02): pt-r79, pt-t107, pt-r80, pt-t108 and
 * pt-t109, appended at the end of the referee cases, with one more tenant
 * questionnaire (pt-marcenaria, furniture workshops as a factory in Paços de
 * Ferreira, an export plant in São Bento do Sul or a carpenter in Bissau
 * answers it: the job as a single choice (a helper who later worked alone,
 * a CNC operator who began as a helper), years in the trade with the unit in
 * the prompt, the work as a REQUIRED multiple choice (series furniture that
 * fits no option; fitting, restoring and doors excluded in words), a rating
 * of the finish, an OPTIONAL rating of safety on the machines, drawings as
 * an optional yes/no, pieces a week (optional, with the unit in the prompt,
 * given per day or as "depende"), a required yes/no, optional text), used
 * three times. Written by a fiftieth writer who read neither the readers,
 * the lexicons, the interviewer nor the corpus tests, nor ran them. New
 * ground: Cayenne, Paços de Ferreira, Olhão, São Bento do Sul and Bissau;
 * French inside Brazilian Portuguese (ratings in French, corrected in the
 * same message: "Je dirais trois... não, quatre", "Cinq sur cinq"),
 * Algarvio ("Atão", "moce", "Atão nã?"), German words in Santa Catarina
 * ("ja", "Feierabend") and Guinean Kriol ("I tene cinco anos", "N ka sibi",
 * "mantenhas"); months as rainy seasons and as winters and summers; a
 * rating question read as a job title ("Ela não é técnica, é mariscadora");
 * a rating left to the interviewer ("ponha o que quiser": blank); years
 * with the referee, or in months of signed work card, where years in the
 * trade are asked. The site foreman in Cayenne on the built-in ("uns
 * dezoito meses, dix-huit" asked again (18), "Pas encore, não chefia
 * ninguém" (blank), "Oui, bien sûr"); the factory owner in Paços de
 * Ferreira on pt-marcenaria ("Comigo esteve seis anos … desde os 16 e tem
 * 38" asked again (22), "Montagens em casa dos clientes não", "um roupeiro
 * grande leva a semana toda, mesinhas fazia 10" asked again (3)); the clam
 * farmer in Olhão on the built-in ("Dois invernos e um verão" asked again
 * (20), "Ela não é técnica, é mariscadora" asked again (5), "Um cinco ou um
 * quatro, ponha o que quiser" (blank)); the production manager in São
 * Bento do Sul on pt-marcenaria ("84 meses … Antes disso não sei" asked
 * again (7), "Só móvel em série … Portas não, restauro não" asked again ("o
 * mais perto"), "umas 300 peças por dia" asked again (blank)); and the
 * master carpenter in Bissau on pt-marcenaria ("entrou como ajudante,
 * depois já fazia as portas sozinho" asked which (Marceneiro), "N ka sibi"
 * (blank), "Duas portas por semana, às vezes três" (2), "Manda mantenhas
 * para ele" (no comment)).
 *
 * Held out: pt-r79, on the built-in questionnaire (the site foreman in
 * Cayenne).
 *
 * FIFTY-FIRST BLIND SET (2026-12-02): pt-i161…pt-i165, five intake
 * conversations appended at the end of the intake cases. Written by the
 * fiftieth set's writer, who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them. New ground: Bermuda,
 * French Guiana, Paços de Ferreira, Bissau and Macapá as tenants; a 441
 * number in local format; a Portuguese mobile in local format from a
 * Bermudian intake, asked which country; a French Guiana mobile in local
 * format ("0694 12 34 56"); a Brazilian mobile with its area code from a
 * French Guiana intake, asked which country, and its owner's address sent
 * later; a father who owned the workshop; "Prof.ª" and an address in
 * capitals ("Ana.Moreira@CENFIM.pt"); a Portuguese mobile after "00351"; a
 * refusal in Kriol with the boss's address and mobile inside; "Filho" and
 * "Neto" surnames. An Azorean gardener in Bermuda ("Pois sim, pode ser",
 * "Mr. Dwayne Outerbridge … 441-599-1234", "Dona Maria da Graça Furtado
 * Medeiros … 962 345 678" asked which country); a Brazilian bricklayer in
 * Cayenne ("D'accord, pode sim", "Monsieur Jean-Claude Horth", "Seu Raimundo
 * Souza Filho … (96) 99123-4567", "C'est tout"); a cabinetmaker's
 * apprentice in Paços de Ferreira ("O meu pai, Manuel Barbosa, era o dono
 * da oficina", "Prof.ª Ana Moreira", "00351 932 111 222"); and a carpenter
 * in Bissau who refuses ("Ami n ka misti … braima.balde@…": nothing kept).
 *
 * Held out: pt-i165, an açaí-shop attendant in Macapá ("Égua, pode sim,
 * mana", "o seu Chico, Francisco Pinheiro Neto", "Dona Benedita, Benedita
 * Picanço" without an e-mail, "é com ponto", "pai d'égua").
 *
 * FIFTY-SECOND BLIND SET (2026-12-02): pt-r81, pt-t110, pt-r82, pt-t111 and
 * pt-t112, appended at the end of the referee cases, with one more tenant
 * questionnaire (pt-pecuaria, cattle ranching as a livestock firm in the
 * South of Brazil writes it and the foreman of an estância in the Campanha
 * gaúcha or the owner of a cattle farm in the sertão of Pernambuco answers
 * it: the job as a single choice (a "peão campeiro" and a "vaqueiro" are the
 * same option), months with them with the unit in the prompt, the work as a
 * REQUIRED multiple choice named in ranch jargon ("parava rodeio", "curava
 * bicheira", "alambrado", "a comparsa" of the shearing, "campeava o gado na
 * caatinga de gibão", "tirava leite"; the dairy excluded as "Tambo não" and
 * shearing as "ovelha deslanada"), a rating of how they handle the animals,
 * an OPTIONAL rating of horsemanship, head of cattle a day (optional, with
 * the unit in the prompt, given per task or as "trinta e poucas"), an
 * insemination course "or the equivalent" as an optional yes/no, a required
 * yes/no, optional text), used twice, and one conversation on pt-agro.
 * Written by a fifty-second writer who read neither the readers, the
 * lexicons, the interviewer nor the corpus tests, nor ran them. New ground:
 * Panjim (Goa), Bagé (the Campanha gaúcha), Esch-sur-Alzette
 * (Luxembourg), Serra Talhada (the sertão do Pajeú) and the island of São
 * Tomé; old Goan Portuguese with English and Konkani and ratings as Indian
 * grades ("First class", "Distinction"); the gaúcho "Capaz que eu não
 * chamava de volta!" that means yes; a Portuguese foreman in Luxembourg
 * writing in capitals with French and Luxembourgish ("MOIEN", "CHANTIER",
 * "NOTE 3 SUR 5", "4/5", "ADDI"); a vaqueiro dictating by voice with
 * "vírgula" and "ponto" left in, and his granddaughter typing the retry;
 * months from a monsoon to Diwali, from a shearing to spring, from the
 * construction industry's collective holidays and as five years and a half;
 * cocoa's two harvests a year where harvests are asked; a Brazilian safety
 * rule unknown on São Tomé; a referee who refuses one question because the
 * candidate is family. The owner of a heritage guesthouse in Fontainhas on
 * the built-in ("antes da monção de 2024 … até ao Diwali" asked again (29),
 * "First class. Cinco", "Distinction" asked again (5), "susegad", "Não sei
 * dizer, ele era o único na recepção" (blank), "Dev borem korum" (no
 * comment)); the foreman of an estância in Bagé on pt-pecuaria ("peão
 * campeiro, de a cavalo", "entrou na esquila de 2023 e saiu agora na
 * primavera" asked again (36), "Tambo não", "no rodeio umas 400 cabeças, num
 * dia de banho 600" asked again (400), "Curso não tem" (no), "Capaz que eu
 * não chamava de volta! Claro que chamava, tchê"); a chef d'équipe of a
 * building firm in Esch-sur-Alzette on the built-in in capitals ("DESDE O
 * CONGE COLLECTIF DE 2023" asked again (40), "NOTE 3 SUR 5", "4/5", "NEM NO
 * DIA DA NEVE EM QUE A A4 FECHOU. 5", "ISSO NAO SEI AVALIAR" (blank), "COMO E
 * FAMILIA PREFIRO NAO RESPONDER" (blank), "OUI. SIM, CLARO"); a cattle
 * farmer in Serra Talhada on pt-pecuaria by voice ("o cícero era meu vaqueiro
 * ponto", "cinco anos e meio" (66), "ovelha aqui não tem tosquia que é
 * ovelha deslanada", "umas trinta e poucas cabeças mais as cabras" asked
 * again by his granddaughter (35), "não sei se ele tem esse curso não"
 * (blank), "oxente e se contrataria"); and the administrator of a cocoa roça
 * in Trindade on pt-agro ("Bom dia, sun", "duas safras por ano … três anos"
 * asked again (6), "tudo à catana … o pulverizador de costas … o tractor
 * velho", "Leve-leve, mas cuida bem. Quatro", "NR-31? … deve ser do Brasil"
 * (blank), "Deus pagá" (no comment)).
 *
 * Held out: pt-r81, on the built-in questionnaire (the guesthouse in
 * Fontainhas).
 *
 * FIFTY-THIRD BLIND SET (2026-12-02): pt-i166…pt-i170, five intake
 * conversations appended at the end of the intake cases. Written by the
 * fifty-second set's writer, who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them. New ground: São Tomé,
 * Goa, Bagé, Luxembourg and Quixeramobim (the sertão of Ceará) as tenants; a
 * plain typist who describes her first referee before naming her in the
 * next message, with a 7-digit São Tomé mobile; a consent with a condition
 * on whom ("só peço que não contactem o meu patrão actual"); an apostrophe
 * in a Goan surname ("D'Souza") with an Indian mobile in local format, and a
 * Portuguese mobile in local format in an Indian intake (asked which
 * country); the gaúcho "Bah, capaz!" as a refusal, with the boss's address
 * inside; a referee sent over three messages with her address mistyped and
 * set right later ("é com K"), a Luxembourg mobile in local format, a
 * referee taken out and replaced by another in the same message; a message
 * dictated by voice with two referees, an address read out and set right by
 * typing ("tudo junto sem ponto"), mobiles with area code 88 read out, one
 * referee without e-mail, and a full name given after the nickname. A hotel
 * waiter in São Tomé ("Sim, autorizo …", "a senhora que me deu o primeiro
 * emprego" then "Chama-se Maria da Conceição Trindade Viegas … 991 2345",
 * "Prof. Rui Valadares … +351 913 456 789"); a cook in Goa ("Sim, pode, mas
 * …", "Chef Anthony D'Souza … 98221 34567", "Dona Isabel Menezes Bragança …
 * 912 345 678" asked which country); a clerk at an agricultural store in
 * Bagé who refuses ("Bah, capaz! Não, não autorizo … Seu Aldo Vargas
 * (aldo.vargas@…)": nothing kept); and a cleaner in Luxembourg ("Oui, sim",
 * "sandra.cremer@…" then "é com K", "621 345 678", "Afinal tirem o Jean …
 * Ponham antes … D. Fernanda Sousa Pinto … 936 123 456" asked which
 * country).
 *
 * Held out: pt-i170, a grocery clerk in Quixeramobim dictating by voice
 * ("pode sim vírgula pode mandar ponto", "socorro ponto mercearia arroba
 * gmail ponto com", "oitenta e oito nove nove nove um dois …", "seu zé wilson
 * bezerra … ele não tem email"), then typing "tudo junto sem ponto" and "O
 * nome todo dela é Maria do Socorro Pinheiro Lima".
 *
 * FIFTY-FOURTH BLIND SET (2026-12-02): pt-r83, pt-t113, pt-r84, pt-t114 and
 * pt-t115, appended at the end of the referee cases, with one more tenant
 * questionnaire (pt-queijaria, cheese dairies as a dairy cooperative in
 * Minas Gerais writes it and a farmer who makes queijo canastra in the Serra
 * da Canastra or the owner of a certified Serra da Estrela cheese dairy
 * answers it: the job as a single choice ("era meu queijeiro", "como
 * queijeira"), months with the unit in the prompt, the stages of
 * cheesemaking as a REQUIRED multiple choice named in the farm's and the
 * dairy's words ("pingava o pingo, botava o coalho, cortava a massa", "a
 * flor do cardo", "enchia os cinchos e espremia a massa à mão na francela";
 * the washing of the moulds and the curing room excluded in words), a rating
 * of hygiene, an OPTIONAL rating of the cheeses, cheeses a day (optional,
 * with the unit in the prompt, given in litres of milk or for the days of
 * most milk), a good-practice course "or the equivalent" as an optional
 * yes/no, a required yes/no, optional text), used twice, and one
 * conversation on pt-hotelaria. Written by a fifty-fourth writer who read
 * neither the readers, the lexicons, the interviewer nor the corpus tests,
 * nor ran them. New ground: Taipa (Macau), São Roque de Minas (the Serra da
 * Canastra), Câmara de Lobos (Madeira), Celorico da Beira (the Serra da
 * Estrela) and Porto de Galinhas (Pernambuco); Macanese patuá and Cantonese
 * inside European Portuguese, mineiro, Madeiran and Pernambucano words;
 * months from a Chinese New Year to a Grand Prix and as cheese campaigns
 * from November to May; a typhoon signal beside a rating; praise where
 * months are asked ("cinco estrelas"); litres of milk where cheeses are
 * asked; cheeses a day given where the quality is asked; "Oxe, e não?" as a
 * yes; a chambermaid "da governança" for a hotel's "Andares". The owner of
 * a Macanese restaurant in Taipa on the built-in ("do ano do Coelho … depois
 * do Grande Prémio" asked again (46), "sã qui di bom!", "4 ou 5" asked again
 * ("Ok la, 4"), "Problemas de quê?" asked again (4), "não sei dizer"
 * (blank), "hai hai"); a farmer in the Canastra on pt-queijaria ("Uns três
 * anos, uai" asked again (38), "Lavar as forma e o tanque era com a minha
 * mulher", "uns 400 litro de leite por dia" asked again (40), "Ô, se
 * contratava!"); the owner of a poncha bar in Câmara de Lobos on the
 * built-in ("é um rapaz às direitas, cinco estrelas 👍" asked again (30),
 * "Técnica? Isto é um bar, homem … 4", "bilhardeiro", "Passa" (blank)); the
 * owner of a cheese dairy in Celorico da Beira on pt-queijaria, a plain
 * typist ("três campanhas, de novembro a maio" asked again (21), "Na cura
 * não trabalhava", "cerca de 60 queijos por dia, nos dias de mais leite"
 * where the quality is asked, then 4 and 45); and the head of housekeeping
 * of a resort in Porto de Galinhas on pt-hotelaria ("era camareira, da
 * governança" (Andares), "Umas 44, 48 horas" asked again (44), "Esse curso
 * aí eu não sei" (blank), "só good morning kkkk", "Oxe, e não?").
 *
 * Held out: pt-r83, on the built-in questionnaire (the Macanese restaurant
 * in Taipa).
 *
 * FIFTY-FIFTH BLIND SET (2026-12-02): pt-i171…pt-i175, five intake
 * conversations appended at the end of the intake cases. Written by the
 * fifty-fourth set's writer, who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them. New ground: Marietta
 * (Georgia), Stockwell (London), Nampula, Lençóis (the Chapada Diamantina)
 * and Florianópolis as tenants; a referee described before she is named who
 * is a cleaning client, and a Brazilian mobile in local format in a US
 * intake, asked which country; a refusal by a Madeiran in London with her
 * manager's address inside; a whole intake in capitals without accents, a
 * numbered list with Mozambican mobiles written in one block and a referee
 * who uses no e-mail; a consent with a condition on how to contact ("só por
 * e-mail … Não liguem"), with no phone given and an address set right later
 * ("esqueci o br"); a cousin taken out and an Argentine referee put in his
 * place in a voice-dictated intake, with a mobile read out in words after
 * "mais cinquenta e quatro". A house cleaner in Marietta ("Pode sim, no
 * problem", "a americana que eu limpo a casa dela" then "Karen Whitfield …
 * (678) 392-4417", "Dona Lúcia Rezende … (62) 98431-2207" asked which
 * country); a barista in Stockwell who refuses ("o Sr. Duarte Gouveia
 * (duarte@…)": nothing kept); a shop clerk in Nampula ("SIM PODE
 * CONTACTAR", "1. SR. ABDUL ASSANE … 845123367", "A DONA FATIMA NAO USA
 * EMAIL"); and a trail guide in Lençóis ("Pode sim véi, mas só por e-mail",
 * "Seu Nivaldo Brito, que foi garimpeiro com painho", "Pai do céu, errei o
 * e-mail").
 *
 * Held out: pt-i175, an oyster-restaurant waiter in the Ribeirão da Ilha
 * dictating by voice ("ó-lhó-lhó pode sim vírgula tranquilo ponto", his boss
 * and his cousin in one dictated message, "Tira o Jean, é meu primo", an
 * Argentine hostel owner put in his place with "mais cinquenta e quatro …"
 * read out).
 *
 * FIFTY-SIXTH BLIND SET (2026-12-03): pt-r85, pt-t116, pt-r86, pt-t117 and
 * pt-t118, appended at the end of the referee cases, and pt-i176…pt-i180,
 * appended at the end of the intake cases, with one more tenant
 * questionnaire (pt-mineracao, mining as a mining contractor in Belo
 * Horizonte writes it and the shift boss of a diamond mine in Lunda Sul or
 * the supervisor of an iron-ore mine in Carajás answers it: the job as a
 * single choice (a dumper operator who also goes to the excavator is one),
 * months with the unit in the prompt, the work as a REQUIRED multiple choice
 * named in the pit's words ("o kimberlito da cava para a planta", "as
 * rampas", "minério e estéril da frente de lavra pro britador", "a
 * perfuratriz"; drilling, blasting and maintenance excluded in words, and a
 * crusher that is only where the ore goes), a rating of safety, people
 * coordinated in the shift (optional, with the unit in the prompt, given as
 * "ninguém" or as a product of trucks and faces), an OPTIONAL rating of care
 * for the machine, a blaster's credential "or the equivalent" as an optional
 * yes/no, a required yes/no, optional text), used twice, and one
 * conversation on pt-hotelaria. Written by a fifty-sixth writer who read
 * neither the readers, the lexicons, the interviewer nor the corpus tests,
 * nor ran them. New ground: Tefé, Catoca (Lunda Sul), Ílhavo, Parauapebas
 * and Santa Maria (ilha do Sal), and as tenants Angola, Pará, Amazonas,
 * Ílhavo and Cape Verde; Amazonian, Angolan, Paraense and Cape Verdean words,
 * Kriolu and Italian inside Portuguese; formal European Portuguese with its
 * abbreviations ("c/", "p/", "p.p.", "s.f.f.", "Cump.tos"); months as river
 * seasons ("duas cheias e uma vazante") and as two dates; people given as a
 * product ("4 caminhões por frente, 3 frentes"); a referee stopped half way by
 * her HR; a Russian mobile with the trunk 8, a 7-digit Cape Verdean mobile
 * and a Newfoundland number; an address typed with a comma for its last dot.
 * The coordinator of a floating research base near Tefé on the built-in
 * ("duas cheias e uma vazante" asked again (30), "até a 5ª série", "4 ou
 * 5... fico com 5", "Essa não sei responder direito, pula" (blank), "Um 3");
 * the shift boss at Catoca on pt-mineracao ("bué tempo, uns 4 anos... talvez
 * 5" asked again (52), "Perfurar não, o fogo também não", "Não coordenava
 * ninguém" (0), "Não sei se tem esse curso, acho que não" (blank)); the head
 * of hand-painting at a porcelain factory in Ílhavo on the built-in
 * ("Admitida em 01/09/2022; cessou funções a 30/04 p.p." (44), "Diria 4,
 * eventualmente 5" asked again (4), then "acabo de ser informada pelos RH …
 * desconsiderem as respostas anteriores": declined, nothing kept); the
 * supervisor of an iron-ore mine in Carajás on pt-mineracao ("de 2020...
 * não, de 2021" asked again (66), "pro britador" (no crushing), "4 caminhões
 * por frente, 3 frentes" asked again (12), "Blaster? Não, ela é operadora"
 * (no), "Pode deixar em branco"); and the maître of a resort in Santa Maria
 * on pt-hotelaria ("48 horas … 54" asked again (48), "Tem morabeza … 5",
 * "Esse curso N ka sabe" (blank), "Fala italiano perfeito, inglês e um pouco
 * de francês. Alemão não"). In the intake: a dumper operator near Saurimo
 * ("Ya, pode, sem maka", "o kota Domingos Kapenda … 923 456 789", "Sergei
 * Volkov … 8 (912) 345-67-89" asked which country, "a professora Esperança
 * Cassoma" without an e-mail); a truck operator in Parauapebas who refuses
 * ("Égua, não … o Edinaldo Sarmento (edinaldo.sarmento@…)": nothing kept); a
 * field assistant in Tefé ("a doutora que coordena a base flutuante" then
 * "Dra. Luciana Valente Brandão", "abel tananta arroba gmail ponto com tudo
 * junto", "três um zero quatro …" asked which country); and a porcelain
 * painter in Ílhavo ("mas só depois da entrevista", "@porcelanasilhavo,pt"
 * then "com ponto no fim, não vírgula", "(709) 739-1234" asked which country,
 * "Afinal tirem o Eng. Rui … Ponham antes a D. Fátima Ançã").
 *
 * Held out: pt-r85, on the built-in questionnaire (the floating research
 * base near Tefé), and pt-i180, a resort waitress in Santa Maria ("Sin,
 * pode. Nu bai!", "Sr. Arlindo Fortes … 991 23 45", "Francesca Bellini … 347
 * 123 4567" asked which country, "tira a Nha Bia, é minha tia", "É só kel
 * li. Obrigadu!").
 *
 * FIFTY-EIGHTH BLIND SET (2026-12-03): pt-r87, pt-t119, pt-r88, pt-t120 and
 * pt-t121, appended at the end of the referee cases, and pt-i181…pt-i185,
 * appended at the end of the intake cases, with one more tenant
 * questionnaire (pt-banhotosa, pet grooming as a chain of pet shops in
 * Goiânia writes it and the owner of a banho e tosa in Aparecida de Goiânia
 * or a vet who owns a clinic with a grooming room in Cuiabá answers it: the
 * job as a single choice ("de tosadora", "era banhista, tosa mesmo só fazia
 * a higiênica quando o tosador faltava"), months with the unit in the
 * prompt, the services as a REQUIRED multiple choice named in the grooming
 * room's words ("tosa bebe nos shih tzu", "a higienica", "unha e ouvido",
 * "tirava os nós e o subpelo dos husky", "no soprador"; scissors excluded as
 * "tesoura ainda nao, tava aprendendo", and nails and ears added in the next
 * message), a rating of how they handle the animals, animals a day
 * (optional, with the unit in the prompt, given for Saturdays or as baths),
 * an OPTIONAL rating of the finish of the cut, a grooming course "or the
 * equivalent" as an optional yes/no, a required yes/no, optional text), used
 * twice, and one conversation on pt-cuidados. Written by a fifty-eighth
 * writer who read neither the readers, the lexicons, the interviewer nor the
 * corpus tests, nor ran them. New ground: Coruche, Aparecida de Goiânia,
 * Campina Grande, Cuiabá and the Calheta of São Jorge (the Azores), and as
 * tenants Goiás, Timor-Leste, Maranhão, Guinea-Bissau and Paraíba; Alentejano,
 * goiano, Paraibano, cuiabano, Azorean and Maranhense words, Tetum and
 * Guinea-Bissau Kriol inside Portuguese; months as cork harvests counted
 * only in their months, as São João festivals and around a pause for an
 * emergency; a message sent before it was finished; ratings in words ("Muito
 * bom") and as a labelled list with a correction, a "3/4" and a dash inside;
 * the job, months and services all in one first message; a question quoted
 * back with its "De 1 a 5" before the answer; the year marks on cork oaks
 * beside a rating; a no to the rehire; a grandson typing for his mother who
 * corrects the hours as she speaks; a contact card pasted under a nickname; a
 * referee who inherits a dead man's phone. The foreman of a cork-stripping
 * crew in Coruche on the built-in ("Fez três tiragens comigo … A tiragem é de
 * maio a agosto" asked again ("contando só os meses da tiragem … são 12
 * meses"), "É um" then "Desculpe, foi sem querer", "Muito bom" asked again
 * (4), "Nas árvores marcadas com 3 e com 4" beside a 5, "Ê cá nã sei dizer
 * isso" (blank), "Atão nã havia de contratar?"); the owner of a banho e tosa
 * in Aparecida de Goiânia on pt-banhotosa ("de tosadora uns 2 anos e pouco …
 * tesoura ainda nao" asked again (27), "> De 1 a 5, como ele(a) lidava …" then
 * "5 com ctz!!", "sabado uns 15, 16 bicho" asked again (10), "da um 4 ai");
 * the production supervisor of a sandal factory in Campina Grande on the
 * built-in ("Passou dois São João com a gente" asked again (24),
 * "Comunicação: 3 … Equipe: 5... não, 4 … Resolver problemas: 3/4 …
 * Liderança: -" with problem solving asked again ("Bota 3")); a vet in Cuiabá
 * on pt-banhotosa ("Um ano e pouco. Pera que chegou uma emergência" then
 * "Ele ficou 14 meses", "nesse calor de 40 graus", "nos serviços esqueci:
 * unha e ouvido … E do manejo, 4", "Tosa ele não fazia, então não tenho como
 * avaliar" (blank), "Não. Tchá por Deus, ele saiu levando a agenda de
 * clientes" (no)); and a grandson in the Calheta typing for his mother on
 * pt-cuidados ("ficava eu... quer dizer, ficava a minha mãe", "8 horas por
 * dia. Espere, a minha mãe diz que não, que eram 9", "se houvesse seis dava
 * seis 😄" (5), "Bem haja"). In the intake: a groomer in Goiânia ("Kênia Pet
 * Aparecida / Celular: +55 62 98134-5527" then "o nome dela é Kênia Borges
 * Martins", "o zap da Kênia mudou"); a nurse aide in Dili who refuses ("Lae,
 * obrigada barak … o Sr. Nuno Amaral (nuno.amaral@…)": nothing kept); a hotel
 * receptionist in São Luís ("Mah, pode sim", "conceicao.serra@hotmial.com"
 * then set right, "Sr. Ravi Ramdin … 812-3456" asked which country); and a
 * shop assistant in Bafatá ("Sin, pode. Mas liguem só de manhã", "Sr. Ousmane
 * Diatta … 77 512 34 89" asked which country, "I kaba. Obrigadu").
 *
 * Held out: pt-r87, on the built-in questionnaire (the cork-stripping crew in
 * Coruche), and pt-i185, a seamstress in Campina Grande whose son types for
 * her ("aqui é o filho da Dona Socorro … Ela disse que pode sim", "a
 * Gilvanete. Gilvanete Nóbrega", "seu Expedito faleceu ano passado … Bota a
 * filha dele, Edilene Ramos … o número é o mesmo do pai").
 *
 * SIXTIETH BLIND SET (2026-12-03): pt-r89, pt-t122, pt-r90, pt-t123 and
 * pt-t124, appended at the end of the referee cases, and pt-i186…pt-i190,
 * appended at the end of the intake cases, with one more tenant
 * questionnaire (pt-porto, port work as a port operator in Santos writes it
 * and the head of the tally clerks at a container terminal in Leixões or
 * the supervisor of a bulk terminal in Paranaguá answers it: the job as a
 * single choice (a stevedore who ended up as the gang's foreman is still a
 * stevedore), months with the unit in the prompt (given as "Três anos." or
 * as two dates, then set right when the next question is asked), the work
 * as a REQUIRED multiple choice named in the quay's words ("Tally e
 * portaló.", "Rechego no porão", "Peação quando vinha carga geral",
 * "Guindaste não"), a rating of safety, people coordinated in the gang
 * (optional, with the unit in the prompt, given as "Ninguém." or as "12
 * homens contando com ele"), an OPTIONAL rating of pace, registration with
 * the OGMO "or the equivalent" as an optional yes/no (answered "Sim, ETP."
 * in Leixões), a required yes/no, optional text), used twice, and one
 * conversation on pt-oficina. Written by a sixtieth writer who read neither
 * the readers, the lexicons, the interviewer nor the corpus tests, nor ran
 * them. New ground: Willemstad (Curaçao), Leixões, the Cidade do Samba (Rio
 * de Janeiro), Paranaguá and Parnaíba (Piauí), and as tenants Rondônia,
 * Paraná, Matosinhos, Rio de Janeiro and Zurich; Papiamentu inside
 * European Portuguese, carioca, Paranaense and Piauiense words, Swiss
 * German and French inside Portuguese; a referee who answers every question
 * with one or two words ("Conferente.", "Três anos.", "Bom.", "Não."); an
 * answer to the question before sent when the next one is asked (an
 * addition to the improvements when communication is asked, the
 * relationship set right inside the improvements, months set right when
 * safety is asked, trucks added to the vehicles when the scanner is asked);
 * months as three contracts; years in the trade as ages; people "contando
 * com ele"; a rating in Papiamentu words ("hopi bon"); a referee who signs
 * his comment ("Att, Marcos"). The Madeiran owner of a supermarket in
 * Willemstad on the built-in ("dois de seis meses e depois um de um ano"
 * asked again ("Vinte e quatro meses"), "sobre o que tem de melhorar,
 * esqueci: …", "hopi bon" asked again (4), "Passe essa" (blank)); the head of
 * the tally clerks in Leixões on pt-porto in single words ("Três anos."
 * (36), "Ninguém." (0), "Bom." asked again (4), "Sim, ETP." (yes), "Não." as
 * no comment); the head of a samba school's float workshop on the built-in
 * ("Fez três carnavais com a gente" asked again ("uns 30 meses... bota
 * 30"), "Corrigindo lá em cima: ele não era ferreiro não, era soldador",
 * "Essa eu passo, mermão" (blank), "quer que eu avalie mesmo assim?" asked
 * again (3)); the supervisor of a bulk terminal in Paranaguá on pt-porto
 * ("desde março de 2023 até agosto desse ano" (41), "esqueci de falar nos
 * meses: ele saiu em julho e não em agosto, então são 40", "eram 12 homens
 * contando com ele" (11)); and the owner of a car workshop in Parnaíba on
 * pt-oficina ("Começou com 14 anos … hoje tá com 33" asked again (19),
 * "Caminhão não" then "esqueci nos veículos: ele mexia nos caminhão da
 * cooperativa de caju", "Égua, contratava na hora"). In the intake: a
 * supermarket cashier in Porto Velho who types short ("Sim pode", "7214-5839"
 * asked which country, "So isso obrigada"); a stevedore in Paranaguá ("mas me
 * avisa antes de ligar pra eles", "o Alemão" and "o Seu Dico" named in full
 * later, "faltou o .br"); a tally clerk in Leixões who asks a question back
 * and refuses ("Não contactem o meu chefe, o Sr. Armando Leite
 * (armando.leite@…)": nothing kept); and a welder in Rio de Janeiro (his
 * boss over four messages, "vanderlei ponto barracao arroba gmail ponto
 * com", "Foi mal, o celular é …", "(407) 832-4519" asked which country,
 * "tira a Patrícia … Bota o Marcelo Tavares").
 *
 * Held out: pt-r89, on the built-in questionnaire (the supermarket in
 * Willemstad), and pt-i190, a Portuguese building worker in Zurich
 * ("Grüezi!", "o Zé Tó" and "a Dona Milú" named in full later, "913 245
 * 678", a Portuguese mobile that is also a Swiss fixed number, asked which
 * country, "enganei-me no email do Zé Tó", "Merci vielmal").
 *
 * SIXTY-SECOND BLIND SET (2026-12-03): pt-r91, pt-t125, pt-r92, pt-t126 and
 * pt-t127, appended at the end of the referee cases, and pt-i191…pt-i195,
 * appended at the end of the intake cases, with one more tenant
 * questionnaire (pt-calcados, shoe factories as a footwear maker in Novo
 * Hamburgo (the Vale dos Sinos) writes it and the owner of a trainer factory
 * in Nova Serrana (Minas Gerais) or the head of the stitching section at a
 * shoe factory in Felgueiras answers it: the section as a single choice (a
 * Portuguese "gaspeadeira" is in the Brazilian "pesponto"), months with the
 * unit in the prompt (given as collections, or as two dates whose second
 * year is left out), the operations as a REQUIRED multiple choice named in
 * the factory's words ("pespontava e chanfrava", "gáspeas e canos na máquina
 * de coluna", "a revisão dos pares no acabamento"; gluing "mas pouco, isso
 * eu não conto" and cutting "com os homens da faca" excluded in words), a
 * rating of the quality of the work, pairs a day (optional, with the unit in
 * the prompt, given with a good week beside it or per hour), an OPTIONAL
 * rating of keeping up with the line, a footwear course (SENAI, CTCP "or the
 * equivalent") as an optional yes/no, a required yes/no, optional text),
 * used twice, and one conversation on pt-pesca. Written by a sixty-second
 * writer who read neither the readers, the lexicons, the interviewer nor the
 * corpus tests, nor ran them. New ground: Hamamatsu (Japan), Nova Serrana,
 * Miranda do Douro, Felgueiras and New Bedford (Massachusetts), and as
 * tenants Japan, Minas Gerais, Felgueiras, Miranda do Douro and
 * Massachusetts; Japanese factory words inside Brazilian Portuguese
 * ("hancho", "haken", "kensa", "yasumi", "zangyo", "tantousha",
 * "Arigatou!"), mineiro words, Mirandese greetings, the Minho's shoe words
 * ("gaspeadeira", "o tapete") and the New England dock's English ("dragger",
 * "trips", "shuckava"); months in Japanese era years ("abril de Reiwa 5")
 * and as shoe collections; a rating as the Japanese double circle ("◎"); a
 * Japanese name given surname first ("Takahashi Kenji, Takahashi é o
 * sobrenome"); pairs an hour where a day is asked; trips with their days
 * beside them; a gear that is no option ("draga") beside one named by its
 * English boat ("o dragger … que é arrasto"); a question back on which of
 * two namesakes is meant; two plain typists, one on the built-in who settles
 * his own hedge ("4 ou 5... ponha 4"). The intake weighs more than before:
 * three and four referees named before their details, details sent in later
 * messages, phones set right later, a referee replaced, landlines (a
 * factory's in Felgueiras, an agency office in Hamamatsu, a restaurant's in
 * Miranda do Douro) beside foreign mobiles, consents with a condition of
 * when, a consent taken back inside the same message. The line leader in
 * Hamamatsu on the built-in (held out, below); the owner of a trainer
 * factory in Nova Serrana on pt-calcados ("umas quatro coleções" asked again
 * (24), "passar cola na montagem, mas pouco, isso eu não conto", "Uns 300
 * pares por dia, numa semana boa 350" (300), "Uai, na hora sô"); the owner
 * of a restaurant in Miranda do Douro on the built-in, a plain typist
 * ("Buonas tardes", "3 anos", "4 ou 5... ponha 4", "Nao sei" (blank), "Muito
 * oubrigado"); the head of the stitching section in Felgueiras on
 * pt-calcados ("Temos cá duas Sandras, é a Sandra Pinto da costura, não é?
 * Era gaspeadeira", "saiu agora em março" asked again (78), "Muito boa"
 * asked again (4), "uns 60 pares à hora" asked again (blank), "não sei se
 * chegou a acabar" (blank), a comment above her signature); and the captain
 * of a scalloper in New Bedford on pt-pesca ("era deckhand, e fazia de cook"
 * asked which (Pescador(a)), "No scalloper é draga … no dragger, no
 * groundfish, que é arrasto", "umas 30 trips comigo, de 10, 12 dias cada"
 * (30), "Cédula portuguesa não sei se tem" (blank), "Yes sir"). In the
 * intake: a stitcher in Nova Serrana who types short ("Sim pode sim", "Só
 * esses, obrigado"); a stitcher in Felgueiras (a bulleted list, "só tenho o
 * telefone da fábrica: 255 312 487", "Madame Nathalie Girard … 06 72 45 18
 * 93" asked which country, a mobile and an address sent later); a deckhand
 * in New Bedford ("Yeah ok... espera, não. Não autorizo … o Sr. Manuel
 * Medeiros (mmedeiros@…)": nothing kept); and a factory worker in Hamamatsu
 * ("mas só liguem depois do dia 30", four referees named first, "só tem o
 * fixo do escritório, 053-458-3321", "Takahashi Kenji, Takahashi é o
 * sobrenome", "(43) 99127-5408" asked which country, "Errei o do Edson",
 * "tira o Takahashi … põe a Juliana Nakamura").
 *
 * Held out: pt-r91, on the built-in questionnaire (the auto-parts factory in
 * Hamamatsu: "abril de Reiwa 5 … março de Reiwa 7" asked again (24), "◎"
 * asked again (5), "por causa dos yasumi sem avisar, 3", "Liderança não sei"
 * (blank), "Hai, contrataria sim"), and pt-i195, a cook in Miranda do Douro
 * ("mas ao restaurante só liguem de segunda a sexta", "o telefone do
 * restaurante é 273 431 285", "646 27 83 15" for a tavern owner in Zamora, a
 * Spanish mobile that is also a Portuguese premium-rate number, asked which
 * country, "o número da Marisa é 965 318 247, troquei os dois últimos").
 *
 * SIXTY-FOURTH BLIND SET (2026-12-03): pt-r93, pt-t128, pt-r94, pt-t129 and
 * pt-t130, appended at the end of the referee cases, and pt-i196…pt-i200,
 * appended at the end of the intake cases, with one more tenant
 * questionnaire (pt-conservas, fish canneries as a tuna and sardine cannery
 * in Peniche writes it and the forewoman of the cleaning tables at a tuna
 * cannery in Madalena do Pico (the Azores) or the shift supervisor at a
 * sardine cannery in Olhão answers it: the section as a single choice (a
 * filler who stood in at the cookers is in filling), months with the unit
 * in the prompt (given from one feast of the Senhor Bom Jesus to another, or
 * set right in the same message), the tasks as a REQUIRED multiple choice
 * named in the factory's words ("tirava a pele e o sangacho", "as de
 * posta", "a sardinha vai deitada cabeça com rabo", "acertava as roldanas";
 * the seamer "com os homens", the cookers and the autoclaves "com o
 * fogueiro" excluded in words), a rating of the quality of the work, cans
 * filled an hour (optional, with the unit in the prompt, given as kilos of
 * loin an hour or as cans a minute), an OPTIONAL rating of hygiene, a
 * food-hygiene course (HACCP "or the equivalent of your country") as an
 * optional yes/no, a required yes/no, optional text), used twice, and one
 * conversation on pt-hotelaria. Written by a sixty-fourth writer who read
 * neither the readers, the lexicons, the interviewer nor the corpus tests,
 * nor ran them. New ground: Belém do Pará, Madalena do Pico, Maputo, Olhão,
 * Florianópolis, Mindelo and Luanda, and as tenants Portugal (the Azores),
 * Cape Verde, Mozambique, Brazil and Angola; Paraense ("pai d'égua", "é de
 * rocha", "pavulagem"), Azorean ("a moça é às direitas", "Atão não havera
 * de contratar!"), Mozambican ("maningue nice", "o chapa", "Khanimambo"),
 * Algarvian ("abalou", "Ah moce"), gaúcho ("Bah", "Tri", "Capaz!" as a no,
 * "Barbaridade"), São Vicente Kriolu and Angolan words; a referee who types
 * in capitals without accents; a rating on the Portuguese school scale of 0
 * to 20 ("DAVA-LHE UM 17"); months from one Círio de Nazaré to another and
 * from one feast to another; kilos of loin an hour and cans a minute where
 * cans an hour are asked; hours a week as a summer timetable with less
 * off-season; a Brazilian answering a Portuguese form ("recepção" for
 * "Receção"); a question back on the scale ("5 é o melhor ou o pior?"); a
 * refusal of one question. The intake weighs more than before: three and
 * four referees in one long message or described before they are named,
 * nicknames before names ("a Nhela", "o Paulinho do açaí", "o Kota Zé"),
 * numbers that are the factory's, the snack bar's or "o escritório do
 * restaurante onde ele está agora", a Canadian, a Luxembourg and a French
 * Guiana mobile, a Portuguese mobile that is valid in Angola too, an address
 * dictated in words and set right, a referee taken out and replaced, a
 * cousin taken out before he is named. The owner of an açaí shop in Belém on
 * the built-in (held out, below); the forewoman of the cleaning tables in
 * Madalena do Pico on pt-conservas ("Desde as festas do Senhor Bom Jesus de
 * 2022 até às deste ano" asked again (48), "À cravadeira nunca foi, isso é
 * com os homens", "Uns 40 quilos de lombo por hora" asked again (blank), the
 * course tapped); the owner of a seafood restaurant in Maputo on the
 * built-in ("vinte e um meses", "5 é o melhor ou o pior?" asked again (4),
 * "3 ou 4" asked again (3), "Esta prefiro não responder" (blank), "Passa"
 * (blank)); the shift supervisor in Olhão on pt-conservas in capitals ("MAS
 * TAMBEM IA A COZEDURA" asked which (Enchimento e cravação), "DOIS ANOS E
 * MEIO. NAO, ESPERA … TRES ANOS CERTOS" (36), "DAVA-LHE UM 17" asked again
 * (4), "6 LATAS AO MINUTO" asked again (360), "ACHO EU. NAO TENHO A
 * CERTEZA" (blank)); and the gaúcho owner of a pousada in Florianópolis on
 * pt-hotelaria ("das 7 às 15, seis dias … Fora da temporada menos" asked
 * again (44), "No inverno a pousada fecha", "Capaz! Curso disso ela nunca
 * fez" (no)). In the intake: a cannery worker in Madalena do Pico ("liguem
 * para a fábrica, 292 622 415", "(416) 536-2871" asked which country,
 * "esqueci o 'do'"); a cannery worker in Mindelo ("Tud dret", "a Nhela"
 * named in full later, "691 274 385" asked which country, "592 38 61,
 * troquei", "Obrigod!"); a hotel receptionist in Maputo who asks a question
 * back and refuses ("a Dra. Lurdes Macuácua (lurdes.macuacua@…)": nothing
 * kept); and an açaí-shop worker in Belém ("paulinho ponto acai arroba gmail
 * ponto com" then "tudo junto, sem ponto", "o número é o mesmo da
 * lanchonete", "0694 23 45 17" asked which country, "tira a Dona Socorro …
 * Bota a minha professora").
 *
 * Held out: pt-r93, on the built-in questionnaire (the açaí shop in Belém:
 * "Entrou no Círio de 2021 e saiu depois do Círio desse ano" asked again
 * (60), "Pai d'égua!" asked again (5), "É de rocha. 4, por causa dos atrasos
 * que te falei", "Ixi, isso aí não sei" (blank)), and pt-i200, a cook in
 * Luanda ("ao Sr. Adão só liguem depois da entrevista", four referees
 * described before they are named, "o Kota Zé é José Kiala … liguem para o
 * escritório do restaurante", "912 487 305", valid in Angola and in
 * Portugal, asked which country, "O meu primo tira", "923 614 275,
 * enganei-me").
 *
 * SIXTY-SIXTH BLIND SET (2026-12-03): pt-r95, pt-t131, pt-r96, pt-t132 and
 * pt-t133, appended at the end of the referee cases, and pt-i201…pt-i205,
 * appended at the end of the intake cases, with one more tenant
 * questionnaire (pt-montagem, assembly-line factories as a manufacturer in
 * the Polo Industrial de Manaus writes it and the production supervisor at
 * a television factory in Manaus or the shift leader at an auto-parts plant
 * in São José dos Pinhais (Paraná) answers it: the section as a single
 * choice (a line worker who moved to the SMT to cover holidays is asked
 * which), months with the unit in the prompt (given as "Três anos e pouco"
 * or as "um ano e meio certinho"), the work as a REQUIRED multiple choice
 * named in the factory's jargon ("apertava parafuso na parafusadeira", "a
 * pick and place", "olhava as placas no AOI", "retrabalhava com o ferro de
 * solda", "a prensa de 250 toneladas e o robô de solda", "conferia as peças
 * no calibrador", "puxava o kanban"; the packing "é outro pessoal" excluded
 * in words, the tool setup no option), a rating of the quality of the work,
 * parts an hour (optional, with the unit in the prompt, given as a TV every
 * 40 seconds or as a range), an OPTIONAL rating of safety, a forklift course
 * (NR-11 "or the equivalent of your country") as an optional yes/no, a
 * required yes/no, optional text), used twice, and one conversation on
 * pt-escola. Written by a sixty-sixth writer who read neither the readers,
 * the lexicons, the interviewer nor the corpus tests, nor ran them. New
 * ground: Recife (Boa Viagem), Manaus, Montalegre (Trás-os-Montes), São
 * José dos Pinhais, Díli, Framingham, São Tomé, Coimbra and the Brazilian
 * side of the triple border at Tabatinga and Letícia, and as tenants Brazil,
 * the United States, São Tomé and Príncipe and Portugal; Pernambucano
 * ("Oxe", "visse", "arretada", "avexada", "Massa!", "o boy da entrega", "Um
 * cheiro!"), Amazonense ("Égua", "uma leseira", "tá é doido", "o curumim é
 * maceta"), transmontano ("o cachopo", "abalou para a Suíça", "a Feira do
 * Fumeiro"), curitibano ("o piá", "daí", "Leite quente!") and Timorese
 * Portuguese with Tetum ("Bondia", "Mana Rosa", "Di'ak liu!", "Loos",
 * "Obrigada barak"); months from the São João to the Carnival and from the
 * Feira do Fumeiro to a Christmas; Portuguese school grades on a 1–5 rating
 * ("Suficiente" asked again, "Muito Bom. Um 5", "Bom. Quer dizer, um 4");
 * a TV every 40 seconds where parts an hour are asked; a rating set right
 * at the next question ("antes, a qualidade bota 5, não 4, confundi ele com
 * outro piá"); the Portuguese school cycles on a Brazilian form ("1.º ciclo
 * … no 3.º ciclo dava português ao 7.º ano"); a range of pupils a class; a
 * "no" to online teaching told as radio lessons in the pandemic. The intake
 * weighs more than before: three and four referees in one long message each
 * described before being named, one taken out before being named and
 * replaced inside that same message ("o pastor... não, tira o pastor …
 * Bota no lugar a minha professora"), nicknames ("o Polaco", "a Cida", "a
 * Tia Lena, que não é minha tia"), two referees who share one mobile ("O
 * cell dos dois é o mesmo") and a number that is "o mesmo da oficina",
 * Paraguayan, Colombian and Brazilian mobiles in local format in Brazil,
 * the United States and Portugal, phones and addresses set right later
 * ("com tracinho", "sem o com", "troquei os dois últimos"), an address
 * dictated ("veracleaning arroba yahoo ponto com"), consents with a
 * condition of how or when ("só por email", "não liga pro Seu Raimundo de
 * manhã"), a "Sim, percebi" that opens a refusal. The owner of a
 * tapiocaria in Boa Viagem on the built-in (held out, below); the
 * production supervisor at a TV factory in Manaus on pt-montagem ("no
 * último ano foi pro SMT cobrir férias e acabou ficando" asked which,
 * "Três anos e pouco" asked again (38), "uma TV a cada 40 segundos" asked
 * again (90), "Contratava, tá é doido"); the owner of a smokehouse in
 * Montalegre on the built-in ("Entrou pela Feira do Fumeiro de 2023 e
 * abalou para a Suíça depois do Natal do ano passado" asked again (35),
 * "Suficiente." asked again (3), "Muito Bom. Um 5", "Bom. Quer dizer, um
 * 4", "Deixe em branco"); the shift leader at an auto-parts plant in São
 * José dos Pinhais on pt-montagem in lower case ("lider do 2º turno", "um
 * ano e meio certinho" (18), "fazia setup das ferramentas" (no option),
 * "antes, a qualidade bota 5, não 4" (5), "de 300 a 600 por hora" asked
 * again (450), the NR-11 tapped, "Leite quente!"); and the pedagogical
 * coordinator of a Portuguese-language school in Díli on pt-escola ("1.º
 * ciclo … 3.º ciclo … ao 7.º ano" (Fundamental I and II), "Turmas de 35, 40
 * alunos... no 7.º ano eram 45" asked again (40), "as aulas eram pela rádio
 * e com fichas. Online não", "Loos, sempre no prazo"). In the intake: a
 * press operator in São José dos Pinhais ("o Polaco", a Paraguayan boss in
 * Ciudad del Este with "0981 456 789" asked which country, "é
 * autopecas-sjp, com tracinho"); a Brazilian cleaner in Framingham ("o
 * cell dos dois é o mesmo", "(33) 9 8812-4470" asked which country, "troquei
 * os dois últimos"); a worker on a cocoa plantation in São Tomé who refuses
 * ("Sim, percebi o pedido. Mas não, obrigado, leve-leve … o Sr. Aurélio da
 * Graça (aurelio.graca@…)": nothing kept); and a student cook in Coimbra
 * ("mas só por email", "a Tia Lena", "sem o com", "81 99654-3210" asked
 * which country).
 *
 * Held out: pt-r95, on the built-in questionnaire (the tapiocaria in Boa
 * Viagem: "Desde o São João retrasado até o carnaval desse ano" asked again
 * (20), "Massa! 5", "Sei lá, 3 ou 4" asked again (3), "Oxe, ela não manda
 * em ninguém não. Pula essa" (blank)), and pt-i205, a TV-factory worker in
 * Manaus who grew up in Tabatinga ("Só não liga pro Seu Raimundo de manhã",
 * four referees described before they are named, "o número é o mesmo da
 * oficina", a Colombian mobile from Letícia "311 482 7593" asked which
 * country, "não, tira o pastor … Bota no lugar a minha professora do
 * Senai", "(92) 99183-4407, errei o final").
 *
 * HELD OUT: every fifth conversation by position in each list (index 4, 9,
 * 14, …), as in the English corpus. Add new cases at the END only.
 */

/** Sales: every kind; a relationship choice, years, team size (optional). */
export const PT_VENDAS: TypedQuestionnaire = {
  id: 'pt-vendas',
  name: 'Referência: vendas',
  questions: [
    {
      key: 'relacao',
      kind: 'choice',
      prompt: 'Qual era a sua relação com a pessoa candidata?',
      options: ['Gestor(a) direto(a)', 'Colega', 'Subordinado(a)', 'Cliente'],
      multiple: false,
      required: true,
    },
    {
      key: 'anos',
      kind: 'number',
      prompt: 'Quantos anos vocês trabalharam juntos?',
      min: 0,
      max: 50,
      required: true,
    },
    {
      key: 'negociacao',
      kind: 'rating',
      prompt: 'De 1 a 5, como você avalia a capacidade de negociação?',
      label: 'Negociação',
      required: true,
    },
    {
      key: 'canais',
      kind: 'choice',
      prompt: 'Por quais canais vendia? (opcional, pode escolher vários)',
      options: ['Telefone', 'E-mail', 'WhatsApp', 'Presencial'],
      multiple: true,
      required: false,
    },
    {
      key: 'recontratar',
      kind: 'yes_no',
      prompt: 'Você contrataria de novo?',
      required: true,
    },
    {
      key: 'equipe',
      kind: 'number',
      prompt: 'Quantas pessoas havia na equipe? (opcional)',
      min: 1,
      max: 200,
      required: false,
    },
    {
      key: 'destaque',
      kind: 'text',
      prompt: 'Qual foi a maior conquista dessa pessoa?',
      required: true,
    },
  ],
};

/** Nursing: months, a rating, an optional yes/no, a single choice, optional text. */
export const PT_ENFERMAGEM: TypedQuestionnaire = {
  id: 'pt-enfermagem',
  name: 'Referência: enfermagem',
  questions: [
    {
      key: 'meses',
      kind: 'number',
      prompt: 'Quantos meses vocês trabalharam juntos?',
      min: 1,
      max: 600,
      required: true,
    },
    {
      key: 'cuidado',
      kind: 'rating',
      prompt: 'De 1 a 5, como avalia o cuidado com os pacientes?',
      label: 'Cuidado com os pacientes',
      required: true,
    },
    {
      key: 'noturno',
      kind: 'yes_no',
      prompt: 'Fazia plantão noturno? (opcional)',
      required: false,
    },
    {
      key: 'regime',
      kind: 'choice',
      prompt: 'Qual era o regime de trabalho?',
      options: ['Tempo integral', 'Meio período', 'Plantões'],
      multiple: false,
      required: true,
    },
    {
      key: 'observacoes',
      kind: 'text',
      prompt: 'Alguma observação? (opcional)',
      required: false,
    },
  ],
};

/**
 * Software (second blind set): a single choice people name in their own
 * words ("home office", "teletrabalho"), a required multiple choice, a
 * rating, a number of people whose minimum is 0 (so "nenhuma" is an answer
 * here, unlike on pt-vendas), an optional yes/no, required text.
 */
export const PT_TI: TypedQuestionnaire = {
  id: 'pt-ti',
  name: 'Referência: desenvolvimento de software',
  questions: [
    {
      key: 'modelo',
      kind: 'choice',
      prompt: 'Em que modelo de trabalho essa pessoa trabalhava?',
      options: ['Remoto', 'Híbrido', 'Presencial'],
      multiple: false,
      required: true,
    },
    {
      key: 'tecnologias',
      kind: 'choice',
      prompt: 'Quais tecnologias usava no dia a dia? Pode escolher várias.',
      options: ['Java', 'Python', 'JavaScript', 'SQL'],
      multiple: true,
      required: true,
    },
    {
      key: 'autonomia',
      kind: 'rating',
      prompt: 'De 1 a 5, qual o nível de autonomia dessa pessoa?',
      label: 'Autonomia',
      required: true,
    },
    {
      key: 'liderados',
      kind: 'number',
      prompt: 'Quantas pessoas essa pessoa liderava? (0 se nenhuma)',
      min: 0,
      max: 100,
      required: true,
    },
    {
      key: 'sobreaviso',
      kind: 'yes_no',
      prompt: 'Participava de sobreaviso ou plantão? (opcional)',
      required: false,
    },
    {
      key: 'projeto',
      kind: 'text',
      prompt: 'Qual projeto dessa pessoa você destacaria?',
      required: true,
    },
  ],
};

/**
 * Construction (third blind set), as a firm in Portugal writes it: the
 * candidate's role (a choice; referees also name their own), years of
 * experience (halves and decimals), a rating, an optional multiple choice of
 * tools, an optional yes/no, a required yes/no, optional text.
 */
export const PT_OBRAS: TypedQuestionnaire = {
  id: 'pt-obras',
  name: 'Referência: engenharia civil e obras',
  questions: [
    {
      key: 'funcao',
      kind: 'choice',
      prompt: 'Que função desempenhava o(a) candidato(a)?',
      options: [
        'Diretor(a) de obra',
        'Engenheiro(a) de obra',
        'Encarregado(a)',
        'Técnico(a) de segurança',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'experiencia',
      kind: 'number',
      prompt: 'Quantos anos de experiência em obra tinha, aproximadamente?',
      min: 0,
      max: 50,
      required: true,
    },
    {
      key: 'planeamento',
      kind: 'rating',
      prompt: 'De 1 a 5, como avalia o planeamento e o cumprimento de prazos?',
      label: 'Planeamento',
      required: true,
    },
    {
      key: 'ferramentas',
      kind: 'choice',
      prompt: 'Que ferramentas utilizava? (opcional, pode escolher várias)',
      options: ['AutoCAD', 'Revit', 'MS Project', 'Primavera'],
      multiple: true,
      required: false,
    },
    {
      key: 'ordem',
      kind: 'yes_no',
      prompt: 'Está inscrito(a) na Ordem dos Engenheiros? (opcional)',
      required: false,
    },
    {
      key: 'recomenda',
      kind: 'yes_no',
      prompt: 'Recomendaria esta pessoa para um cargo semelhante?',
      required: true,
    },
    {
      key: 'obs',
      kind: 'text',
      prompt: 'Quer acrescentar alguma coisa? (opcional)',
      required: false,
    },
  ],
};

/**
 * Customer service (fourth blind set), as a Brazilian call centre writes it:
 * a relationship choice, years in customer service (halves and decimals), a
 * rating, an optional multiple choice of languages, a required yes/no, an
 * average satisfaction score from 0 to 10 (optional, decimals: "8,7"),
 * optional text.
 */
export const PT_ATENDIMENTO: TypedQuestionnaire = {
  id: 'pt-atendimento',
  name: 'Referência: atendimento ao cliente',
  questions: [
    {
      key: 'relacao',
      kind: 'choice',
      prompt: 'Qual era a sua relação com a pessoa candidata?',
      options: ['Supervisor(a)', 'Colega', 'Cliente', 'Outro'],
      multiple: false,
      required: true,
    },
    {
      key: 'tempo',
      kind: 'number',
      prompt: 'Há quantos anos essa pessoa trabalha com atendimento, mais ou menos?',
      min: 0,
      max: 45,
      required: true,
    },
    {
      key: 'empatia',
      kind: 'rating',
      prompt: 'De 1 a 5, como avalia a empatia com os clientes?',
      label: 'Empatia',
      required: true,
    },
    {
      key: 'idiomas',
      kind: 'choice',
      prompt: 'Em que idiomas atendia? (opcional, pode escolher vários)',
      options: ['Português', 'Inglês', 'Espanhol', 'Francês'],
      multiple: true,
      required: false,
    },
    {
      key: 'metas',
      kind: 'yes_no',
      prompt: 'Batia as metas com regularidade?',
      required: true,
    },
    {
      key: 'csat',
      kind: 'number',
      prompt: 'Qual era a nota média de satisfação dos clientes, de 0 a 10? (opcional)',
      min: 0,
      max: 10,
      required: false,
    },
    {
      key: 'comentario',
      kind: 'text',
      prompt: 'Quer deixar algum comentário? (opcional)',
      required: false,
    },
  ],
};

/**
 * Warehouse and logistics (sixth blind set), as a logistics firm in Portugal
 * writes it: the candidate's role (a choice that people name in French when
 * they worked in France: "cariste"), months together, shifts as a REQUIRED
 * multiple choice, an optional yes/no on a forklift licence, a rating, a
 * required yes/no asked in the negative ("Faltava sem avisar?": "nunca" is a
 * no), optional text.
 */
export const PT_ARMAZEM: TypedQuestionnaire = {
  id: 'pt-armazem',
  name: 'Referência: armazém e logística',
  questions: [
    {
      key: 'funcao',
      kind: 'choice',
      prompt: 'Que função desempenhava o(a) candidato(a)?',
      options: [
        'Operador(a) de armazém',
        'Operador(a) de empilhador',
        'Chefe de equipa',
        'Motorista',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'meses',
      kind: 'number',
      prompt: 'Durante quantos meses trabalharam juntos?',
      min: 1,
      max: 600,
      required: true,
    },
    {
      key: 'turnos',
      kind: 'choice',
      prompt: 'Que turnos fazia? Pode escolher vários.',
      options: ['Manhã', 'Tarde', 'Noite'],
      multiple: true,
      required: true,
    },
    {
      key: 'empilhador',
      kind: 'yes_no',
      prompt: 'Tem formação ou licença para conduzir empilhadores? (opcional)',
      required: false,
    },
    {
      key: 'rigor',
      kind: 'rating',
      prompt: 'De 1 a 5, como avalia o rigor na preparação de encomendas?',
      label: 'Rigor',
      required: true,
    },
    {
      key: 'faltas',
      kind: 'yes_no',
      prompt: 'Faltava sem avisar?',
      required: true,
    },
    {
      key: 'obs',
      kind: 'text',
      prompt: 'Quer acrescentar alguma coisa? (opcional)',
      required: false,
    },
  ],
};

/**
 * Hotels and restaurants (eighth blind set), as a hotel in Portugal writes
 * it: the department (a choice), average hours a week (a number with the
 * unit in the prompt), seasons as a REQUIRED multiple choice, a rating, an
 * optional yes/no on food-hygiene training, an optional multiple choice of
 * languages, a required yes/no, optional text.
 */
export const PT_HOTELARIA: TypedQuestionnaire = {
  id: 'pt-hotelaria',
  name: 'Referência: hotelaria e restauração',
  questions: [
    {
      key: 'funcao',
      kind: 'choice',
      prompt: 'Em que secção trabalhava o(a) candidato(a)?',
      options: ['Cozinha', 'Sala e bar', 'Receção', 'Andares'],
      multiple: false,
      required: true,
    },
    {
      key: 'horas',
      kind: 'number',
      prompt: 'Em média, quantas horas por semana trabalhava?',
      min: 1,
      max: 80,
      required: true,
    },
    {
      key: 'epocas',
      kind: 'choice',
      prompt: 'Em que épocas trabalhou convosco? Pode escolher várias.',
      options: ['Época alta', 'Época baixa', 'Natal e Fim do Ano'],
      multiple: true,
      required: true,
    },
    {
      key: 'simpatia',
      kind: 'rating',
      prompt: 'De 1 a 5, como avalia a simpatia e a apresentação com os hóspedes?',
      label: 'Simpatia',
      required: true,
    },
    {
      key: 'haccp',
      kind: 'yes_no',
      prompt: 'Tem formação em higiene e segurança alimentar (HACCP)? (opcional)',
      required: false,
    },
    {
      key: 'linguas',
      kind: 'choice',
      prompt: 'Que línguas falava com os hóspedes? (opcional, pode escolher várias)',
      options: ['Inglês', 'Alemão', 'Francês', 'Espanhol'],
      multiple: true,
      required: false,
    },
    {
      key: 'voltaria',
      kind: 'yes_no',
      prompt: 'Voltaria a contratá-lo(a) para a próxima época?',
      required: true,
    },
    {
      key: 'obs',
      kind: 'text',
      prompt: 'Quer acrescentar alguma coisa? (opcional)',
      required: false,
    },
  ],
};

/**
 * Agribusiness (tenth blind set), as a soy farm in Mato Grosso writes it: the
 * candidate's role (a choice), harvests worked as the number (people count
 * them with or without the second crop, the "safrinha"), an optional
 * multiple choice of machines, a rating, an optional yes/no on the NR-31
 * safety course (a number in the prompt), a required yes/no on calling them
 * back for the next harvest, optional text.
 */
export const PT_AGRO: TypedQuestionnaire = {
  id: 'pt-agro',
  name: 'Referência: agronegócio',
  questions: [
    {
      key: 'funcao',
      kind: 'choice',
      prompt: 'Qual era a função da pessoa candidata na fazenda?',
      options: [
        'Operador(a) de máquinas',
        'Técnico(a) agrícola',
        'Gerente de fazenda',
        'Serviços gerais',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'safras',
      kind: 'number',
      prompt: 'Quantas safras essa pessoa trabalhou com vocês?',
      min: 1,
      max: 40,
      required: true,
    },
    {
      key: 'maquinas',
      kind: 'choice',
      prompt: 'Com quais máquinas trabalhava? (opcional, pode escolher várias)',
      options: ['Colheitadeira', 'Plantadeira', 'Pulverizador', 'Trator'],
      multiple: true,
      required: false,
    },
    {
      key: 'cuidado',
      kind: 'rating',
      prompt: 'De 1 a 5, como avalia o cuidado com as máquinas e os equipamentos?',
      label: 'Cuidado com as máquinas',
      required: true,
    },
    {
      key: 'nr31',
      kind: 'yes_no',
      prompt: 'Tem o treinamento da NR-31 em dia? (opcional)',
      required: false,
    },
    {
      key: 'voltaria',
      kind: 'yes_no',
      prompt: 'Chamaria essa pessoa de volta para a próxima safra?',
      required: true,
    },
    {
      key: 'obs',
      kind: 'text',
      prompt: 'Quer acrescentar alguma coisa? (opcional)',
      required: false,
    },
  ],
};

/**
 * School (eleventh blind set), as a Brazilian private school hiring a
 * teacher writes it: the referee's relation (a pupil's parent among the
 * options), the stages taught as a REQUIRED multiple choice whose options
 * hold roman numerals, pupils per class as the number, a rating, an optional
 * yes/no on remote teaching, a required yes/no on handing in marks and
 * plans on time, optional text.
 */
export const PT_ESCOLA: TypedQuestionnaire = {
  id: 'pt-escola',
  name: 'Referência: educação',
  questions: [
    {
      key: 'relacao',
      kind: 'choice',
      prompt: 'Qual era a sua relação com a pessoa candidata?',
      options: [
        'Coordenador(a) ou diretor(a)',
        'Colega professor(a)',
        'Mãe, pai ou responsável',
        'Outro',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'segmentos',
      kind: 'choice',
      prompt: 'Em quais segmentos essa pessoa dava aula? Pode escolher vários.',
      options: [
        'Educação infantil',
        'Ensino fundamental I',
        'Ensino fundamental II',
        'Ensino médio',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'alunos',
      kind: 'number',
      prompt: 'Em média, quantos alunos havia em cada turma?',
      min: 1,
      max: 60,
      required: true,
    },
    {
      key: 'dominio',
      kind: 'rating',
      prompt: 'De 1 a 5, como avalia o domínio de turma?',
      label: 'Domínio de turma',
      required: true,
    },
    {
      key: 'online',
      kind: 'yes_no',
      prompt: 'Deu aulas online no ensino remoto? (opcional)',
      required: false,
    },
    {
      key: 'prazos',
      kind: 'yes_no',
      prompt: 'Entregava diários, notas e planejamentos no prazo?',
      required: true,
    },
    {
      key: 'obs',
      kind: 'text',
      prompt: 'Quer acrescentar alguma coisa? (opcional)',
      required: false,
    },
  ],
};

/**
 * Private security (twelfth blind set), as a Brazilian security firm writes
 * it: the candidate's post (a choice; the referee's own post is one of the
 * options), the kinds of post as a REQUIRED multiple choice, unjustified
 * absences in the last 12 months as the number (0 if none, so "nenhuma" is an
 * answer here), a rating, an optional yes/no on the guard's refresher course
 * (CNV), a required yes/no on an ARMED post (an unarmed one is not asked),
 * optional text.
 */
export const PT_SEGURANCA: TypedQuestionnaire = {
  id: 'pt-seguranca',
  name: 'Referência: segurança privada',
  questions: [
    {
      key: 'funcao',
      kind: 'choice',
      prompt: 'Qual era a função da pessoa candidata?',
      options: [
        'Vigilante',
        'Vigilante líder',
        'Supervisor(a) de segurança',
        'Porteiro(a) ou controlador(a) de acesso',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'postos',
      kind: 'choice',
      prompt: 'Em quais tipos de posto trabalhou? Pode escolher vários.',
      options: ['Agência bancária', 'Indústria', 'Shopping ou comércio', 'Condomínio', 'Eventos'],
      multiple: true,
      required: true,
    },
    {
      key: 'faltas',
      kind: 'number',
      prompt: 'Quantas faltas sem justificativa teve nos últimos 12 meses? (0 se nenhuma)',
      min: 0,
      max: 60,
      required: true,
    },
    {
      key: 'postura',
      kind: 'rating',
      prompt: 'De 1 a 5, como avalia a postura e a atenção no posto?',
      label: 'Postura e atenção',
      required: true,
    },
    {
      key: 'reciclagem',
      kind: 'yes_no',
      prompt: 'A reciclagem do curso de vigilante (CNV) estava em dia? (opcional)',
      required: false,
    },
    {
      key: 'armado',
      kind: 'yes_no',
      prompt: 'Recomendaria essa pessoa para um posto armado?',
      required: true,
    },
    {
      key: 'obs',
      kind: 'text',
      prompt: 'Quer acrescentar alguma coisa? (opcional)',
      required: false,
    },
  ],
};

/**
 * Road freight (thirteenth blind set), as a Brazilian transportadora hiring
 * a truck driver writes it: the driving-licence (CNH) category as a single
 * choice whose options are single letters ("C", "D", "E": the last is also
 * the word for "and"), the kinds of route as a REQUIRED multiple choice whose
 * options hold a slash and brackets, kilometres a month as an optional
 * number in the thousands (people write "11.480" with a dot for thousands,
 * "9 mil"), a rating, an optional yes/no on the MOPP course (dangerous
 * goods), a required yes/no on trusting them with high-value cargo, optional
 * text.
 */
export const PT_TRANSPORTE: TypedQuestionnaire = {
  id: 'pt-transporte',
  name: 'Referência: transporte rodoviário de cargas',
  questions: [
    {
      key: 'cnh',
      kind: 'choice',
      prompt: 'Qual a categoria da CNH da pessoa candidata?',
      options: ['C', 'D', 'E'],
      multiple: false,
      required: true,
    },
    {
      key: 'rotas',
      kind: 'choice',
      prompt: 'Que tipo de rota fazia com vocês? Pode escolher mais de uma.',
      options: [
        'Urbana / distribuição',
        'Regional (dentro do estado)',
        'Interestadual',
        'Internacional (Mercosul)',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'km',
      kind: 'number',
      prompt: 'Em média, quantos km rodava por mês? (opcional)',
      min: 0,
      max: 40000,
      required: false,
    },
    {
      key: 'direcao',
      kind: 'rating',
      prompt: 'De 1 a 5, como avalia a direção defensiva e o cuidado com o veículo?',
      label: 'Direção defensiva',
      required: true,
    },
    {
      key: 'mopp',
      kind: 'yes_no',
      prompt: 'Tem o curso MOPP (cargas perigosas) válido? (opcional)',
      required: false,
    },
    {
      key: 'confia',
      kind: 'yes_no',
      prompt: 'Confiaria a essa pessoa uma carga de alto valor?',
      required: true,
    },
    {
      key: 'obs',
      kind: 'text',
      prompt: 'Quer acrescentar alguma coisa? (opcional)',
      required: false,
    },
  ],
};

/**
 * Offshore oil and gas (fourteenth blind set), as a Brazilian offshore
 * contractor writes it: the kind of unit (a REQUIRED single choice with an
 * acronym among the options, "FPSO"), the rotation as a REQUIRED single
 * choice whose options are digits around an "x" ("14x14", "14x21",
 * "28x28"; people say "14 por 14", "duas semanas embarcado e três em casa",
 * "two on three off"), hitches (embarques) as the number, an optional
 * multiple choice of certificates whose options hold a slash and digits
 * ("CBSP/BOSIET", "NR-33", "NR-35"), a rating, an optional yes/no on English
 * on board, a required yes/no ("Embarcaria de novo…?"), optional text.
 */
export const PT_OFFSHORE: TypedQuestionnaire = {
  id: 'pt-offshore',
  name: 'Referência: petróleo e gás offshore',
  questions: [
    {
      key: 'unidade',
      kind: 'choice',
      prompt: 'Em que tipo de unidade a pessoa candidata trabalhava?',
      options: ['Plataforma fixa', 'FPSO', 'Sonda de perfuração', 'Base em terra'],
      multiple: false,
      required: true,
    },
    {
      key: 'escala',
      kind: 'choice',
      prompt: 'Qual era a escala de embarque?',
      options: ['14x14', '14x21', '28x28', 'Outra'],
      multiple: false,
      required: true,
    },
    {
      key: 'embarques',
      kind: 'number',
      prompt: 'Quantos embarques essa pessoa fez com você, mais ou menos?',
      min: 1,
      max: 400,
      required: true,
    },
    {
      key: 'certificados',
      kind: 'choice',
      prompt: 'Quais certificados tinha em dia? (opcional, pode escolher vários)',
      options: ['CBSP/BOSIET', 'HUET', 'NR-33', 'NR-35'],
      multiple: true,
      required: false,
    },
    {
      key: 'sms',
      kind: 'rating',
      prompt: 'De 1 a 5, como avalia o cumprimento das regras de segurança (SMS) a bordo?',
      label: 'Segurança (SMS)',
      required: true,
    },
    {
      key: 'ingles',
      kind: 'yes_no',
      prompt: 'Se comunicava em inglês a bordo? (opcional)',
      required: false,
    },
    {
      key: 'embarcaria',
      kind: 'yes_no',
      prompt: 'Embarcaria de novo com essa pessoa?',
      required: true,
    },
    {
      key: 'obs',
      kind: 'text',
      prompt: 'Quer acrescentar alguma coisa? (opcional)',
      required: false,
    },
  ],
};

/**
 * Elderly home care (fifteenth blind set), as a home-care agency writes it:
 * the referee's relation (a family member of the person cared for, a care
 * home, a nurse or doctor), the hours worked as a REQUIRED multiple choice
 * whose options hold brackets ("Interna (dormia no local)"), hours a DAY as
 * the number (1 to 24; people answer with clock times: "do meio-dia às 8 da
 * noite", "das 23h às 8h"), an optional multiple choice of tasks, a rating,
 * an optional yes/no on dementia, a required yes/no on recommending them,
 * optional text.
 */
export const PT_CUIDADOS: TypedQuestionnaire = {
  id: 'pt-cuidados',
  name: 'Referência: cuidador(a) de idosos',
  questions: [
    {
      key: 'relacao',
      kind: 'choice',
      prompt: 'Qual era a sua relação com a pessoa candidata?',
      options: [
        'Familiar da pessoa cuidada',
        'Lar ou casa de repouso',
        'Enfermeiro(a) ou médico(a)',
        'Outro',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'turnos',
      kind: 'choice',
      prompt: 'Em que horários trabalhava? Pode escolher vários.',
      options: ['Dia', 'Noite', 'Interna (dormia no local)', 'Fins de semana'],
      multiple: true,
      required: true,
    },
    {
      key: 'horas',
      kind: 'number',
      prompt: 'Em média, quantas horas por dia trabalhava?',
      min: 1,
      max: 24,
      required: true,
    },
    {
      key: 'tarefas',
      kind: 'choice',
      prompt: 'Que cuidados prestava? (opcional, pode escolher vários)',
      options: ['Higiene e banho', 'Medicação', 'Alimentação', 'Consultas e passeios'],
      multiple: true,
      required: false,
    },
    {
      key: 'paciencia',
      kind: 'rating',
      prompt: 'De 1 a 5, como avalia a paciência e o carinho com a pessoa cuidada?',
      label: 'Paciência e carinho',
      required: true,
    },
    {
      key: 'demencia',
      kind: 'yes_no',
      prompt: 'Tem experiência com pessoas com demência ou Alzheimer? (opcional)',
      required: false,
    },
    {
      key: 'recomenda',
      kind: 'yes_no',
      prompt: 'Recomendaria essa pessoa para cuidar de um idoso?',
      required: true,
    },
    {
      key: 'obs',
      kind: 'text',
      prompt: 'Quer acrescentar alguma coisa? (opcional)',
      required: false,
    },
  ],
};

/**
 * Car repair (sixteenth blind set), as a Brazilian oficina mecânica writes
 * it: the candidate's trade as a single choice that people name in their
 * own regional words ("lanterneiro" in Rio for a panel beater, "bate-chapas"
 * and "eletricista auto" in Portugal), the kinds of vehicle as a REQUIRED
 * multiple choice that people answer in trade jargon ("linha leve", "linha
 * pesada", "ligeiros e pesados", "motas"), years of experience as the
 * number, a rating on the quality of the work (no comebacks), an optional
 * yes/no on the diagnostic scanner ("a máquina de diagnóstico"), a required
 * yes/no on hiring them again, optional text.
 */
export const PT_OFICINA: TypedQuestionnaire = {
  id: 'pt-oficina',
  name: 'Referência: oficina mecânica',
  questions: [
    {
      key: 'funcao',
      kind: 'choice',
      prompt: 'Qual era a função da pessoa candidata na oficina?',
      options: [
        'Mecânico(a)',
        'Funileiro(a) ou pintor(a)',
        'Eletricista automotivo(a)',
        'Chefe de oficina',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'veiculos',
      kind: 'choice',
      prompt: 'Em que tipos de veículo trabalhava? Pode escolher vários.',
      options: ['Carros de passeio', 'Motos', 'Caminhões e ônibus', 'Máquinas agrícolas'],
      multiple: true,
      required: true,
    },
    {
      key: 'anos',
      kind: 'number',
      prompt: 'Quantos anos de experiência em oficina essa pessoa tem, mais ou menos?',
      min: 0,
      max: 50,
      required: true,
    },
    {
      key: 'qualidade',
      kind: 'rating',
      prompt:
        'De 1 a 5, como avalia a qualidade do serviço (carro que não volta com o mesmo defeito)?',
      label: 'Qualidade do serviço',
      required: true,
    },
    {
      key: 'scanner',
      kind: 'yes_no',
      prompt: 'Sabe usar scanner de diagnóstico? (opcional)',
      required: false,
    },
    {
      key: 'recontratar',
      kind: 'yes_no',
      prompt: 'Contrataria essa pessoa de novo?',
      required: true,
    },
    {
      key: 'obs',
      kind: 'text',
      prompt: 'Quer acrescentar alguma coisa? (opcional)',
      required: false,
    },
  ],
};

/**
 * Beauty salon (seventeenth blind set), as a Brazilian salon chain writes
 * it: the candidate's role as a single choice that people name in their own
 * words ("coiffeuse", "trancista", "nail designer"), the services as a
 * REQUIRED multiple choice in Brazilian salon words that people in Portugal
 * and Angola say otherwise ("madeixas" and "pinturas" for coloração e
 * mechas, "brushing" for escova, "desfrisagem" for progressiva), clients a
 * day as the number (people give one figure for weekdays and another for
 * Saturdays), a rating, an optional yes/no on a clientele of their own, a
 * required yes/no on leaving them in charge of the salon, optional text.
 */
export const PT_SALAO: TypedQuestionnaire = {
  id: 'pt-salao',
  name: 'Referência: salão de beleza',
  questions: [
    {
      key: 'funcao',
      kind: 'choice',
      prompt: 'Qual era a função da pessoa candidata no salão?',
      options: ['Cabeleireiro(a)', 'Manicure ou nail designer', 'Esteticista', 'Recepcionista'],
      multiple: false,
      required: true,
    },
    {
      key: 'servicos',
      kind: 'choice',
      prompt: 'Quais serviços fazia? Pode escolher vários.',
      options: [
        'Corte',
        'Coloração e mechas',
        'Escova e progressiva',
        'Tranças',
        'Unhas (mão e pé)',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'clientes',
      kind: 'number',
      prompt: 'Em média, quantos clientes atendia por dia?',
      min: 1,
      max: 40,
      required: true,
    },
    {
      key: 'capricho',
      kind: 'rating',
      prompt: 'De 1 a 5, como avalia o capricho e o acabamento do trabalho?',
      label: 'Capricho e acabamento',
      required: true,
    },
    {
      key: 'clientela',
      kind: 'yes_no',
      prompt: 'Tinha clientela própria, que vinha ao salão por causa dela (ou dele)? (opcional)',
      required: false,
    },
    {
      key: 'confianca',
      kind: 'yes_no',
      prompt: 'Deixaria essa pessoa tomando conta do salão na sua ausência?',
      required: true,
    },
    {
      key: 'obs',
      kind: 'text',
      prompt: 'Quer acrescentar alguma coisa? (opcional)',
      required: false,
    },
  ],
};

/**
 * Finishing trades (eighteenth blind set), as a finishing subcontractor in
 * Portugal writes it: the trade as a single choice that Brazilians name in
 * their own words ("azulejista", "assentador", "tile setter" for a
 * ladrilhador; "drywall", "gesseiro" for a pladurista; "ajudante" for a
 * servente), the materials as an optional multiple choice in Portugal's
 * words ("grés porcelânico" for porcelanato, "mosaico" for pastilha), square
 * metres a DAY as the number (people answer in square feet abroad, or for
 * two people together), a rating on the finish, an optional yes/no on
 * reading drawings, a required yes/no on calling them back, optional text.
 */
export const PT_ACABAMENTOS: TypedQuestionnaire = {
  id: 'pt-acabamentos',
  name: 'Referência: acabamentos de construção',
  questions: [
    {
      key: 'funcao',
      kind: 'choice',
      prompt: 'Que ofício desempenhava o(a) candidato(a)?',
      options: ['Ladrilhador(a)', 'Pladurista', 'Pintor(a)', 'Servente'],
      multiple: false,
      required: true,
    },
    {
      key: 'materiais',
      kind: 'choice',
      prompt: 'Com que materiais trabalhava? (opcional, pode escolher vários)',
      options: [
        'Azulejo e mosaico',
        'Grés porcelânico de grande formato',
        'Pedra natural',
        'Microcimento',
      ],
      multiple: true,
      required: false,
    },
    {
      key: 'rendimento',
      kind: 'number',
      prompt: 'Em média, quantos metros quadrados (m²) fazia por dia?',
      min: 1,
      max: 300,
      required: true,
    },
    {
      key: 'acabamento',
      kind: 'rating',
      prompt: 'De 1 a 5, como avalia o acabamento (juntas, esquadria, nivelamento)?',
      label: 'Acabamento',
      required: true,
    },
    {
      key: 'projeto',
      kind: 'yes_no',
      prompt: 'Sabe ler um projeto (plantas e cortes)? (opcional)',
      required: false,
    },
    {
      key: 'recontratar',
      kind: 'yes_no',
      prompt: 'Voltaria a chamá-lo(a) para uma obra?',
      required: true,
    },
    {
      key: 'obs',
      kind: 'text',
      prompt: 'Quer acrescentar alguma coisa? (opcional)',
      required: false,
    },
  ],
};

/**
 * Fishing (nineteenth blind set), as an association of fishing-boat owners
 * (armadores) in Portugal writes it: the job on board as a single choice
 * that people name in their own words ("camarada" for a deckhand in
 * Portugal, "motorista" for the engine man on a Brazilian fishing boat,
 * "patrão de pesca" for a skipper), the fishing gear as a REQUIRED multiple
 * choice in Portugal's words ("palangre" that Brazil calls espinhel,
 * "cerco" that a traineira does, "redes de emalhar" that Brazil calls rede
 * de espera; the Madeiran and Azorean "salto e vara" is none of them),
 * fishing trips ("marés", "viagens", "saídas") as the number, a rating on
 * safety on board, an optional yes/no on the seafarer's book (the cédula
 * marítima, the CIR in Brazil), a required yes/no on taking them to sea
 * again, optional text.
 */
export const PT_PESCA: TypedQuestionnaire = {
  id: 'pt-pesca',
  name: 'Referência: pesca',
  questions: [
    {
      key: 'funcao',
      kind: 'choice',
      prompt: 'Que função desempenhava a bordo?',
      options: ['Pescador(a)', 'Mestre ou contramestre', 'Maquinista', 'Cozinheiro(a) de bordo'],
      multiple: false,
      required: true,
    },
    {
      key: 'artes',
      kind: 'choice',
      prompt: 'Em que artes de pesca trabalhou convosco? Pode escolher várias.',
      options: ['Arrasto', 'Cerco', 'Palangre', 'Redes de emalhar'],
      multiple: true,
      required: true,
    },
    {
      key: 'mares',
      kind: 'number',
      prompt: 'Quantas marés (saídas para o mar) fez convosco, mais ou menos?',
      min: 1,
      max: 500,
      required: true,
    },
    {
      key: 'seguranca',
      kind: 'rating',
      prompt:
        'De 1 a 5, como avalia o cumprimento das regras de segurança a bordo (colete, quartos de vigia, manobras)?',
      label: 'Segurança a bordo',
      required: true,
    },
    {
      key: 'cedula',
      kind: 'yes_no',
      prompt: 'Tem a cédula marítima em dia? (opcional)',
      required: false,
    },
    {
      key: 'voltaria',
      kind: 'yes_no',
      prompt: 'Voltaria a levá-lo(a) para o mar?',
      required: true,
    },
    {
      key: 'obs',
      kind: 'text',
      prompt: 'Quer acrescentar alguma coisa? (opcional)',
      required: false,
    },
  ],
};

/**
 * Last-mile delivery (twenty-first blind set), as a Brazilian carrier's
 * depot or a Portuguese shop with its own couriers writes it: the
 * referee's relation (the base leader, a fellow courier, a client shop,
 * pharmacy or restaurant), the vehicles as a REQUIRED multiple choice
 * (people name a van by its model, "o Fiorino", and say "scooter" in
 * Portugal for a motorbike), months as the number, deliveries a day
 * (optional, which people count in stops or in parcels, or per meal
 * service), a rating of care with the parcels and the customers, an
 * optional yes/no on fines or accidents, a required yes/no, optional text.
 */
export const PT_ENTREGAS: TypedQuestionnaire = {
  id: 'pt-entregas',
  name: 'Referência: entregas e última milha',
  questions: [
    {
      key: 'relacao',
      kind: 'choice',
      prompt: 'Qual era a sua relação com a pessoa candidata?',
      options: [
        'Líder ou supervisor(a) da base',
        'Colega entregador(a)',
        'Cliente (loja, farmácia ou restaurante)',
        'Outro',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'veiculos',
      kind: 'choice',
      prompt: 'Com que veículos fazia as entregas? Pode escolher vários.',
      options: ['Moto', 'Bicicleta', 'Carro', 'Van ou furgão'],
      multiple: true,
      required: true,
    },
    {
      key: 'meses',
      kind: 'number',
      prompt: 'Durante quantos meses fez entregas com vocês?',
      min: 1,
      max: 240,
      required: true,
    },
    {
      key: 'entregas',
      kind: 'number',
      prompt: 'Em média, quantas entregas fazia por dia? (opcional)',
      min: 1,
      max: 300,
      required: false,
    },
    {
      key: 'cuidado',
      kind: 'rating',
      prompt: 'De 1 a 5, como avalia o cuidado com as encomendas e com os clientes?',
      label: 'Cuidado com encomendas e clientes',
      required: true,
    },
    {
      key: 'multas',
      kind: 'yes_no',
      prompt: 'Teve multas ou acidentes durante o serviço? (opcional)',
      required: false,
    },
    {
      key: 'recontratar',
      kind: 'yes_no',
      prompt: 'Voltaria a trabalhar com essa pessoa?',
      required: true,
    },
    {
      key: 'obs',
      kind: 'text',
      prompt: 'Quer acrescentar alguma coisa? (opcional)',
      required: false,
    },
  ],
};

/**
 * Bakeries and confectioners (twenty-fourth blind set), as a Brazilian chain
 * writes it: the job as a single choice, months with them, the products as
 * a REQUIRED multiple choice that every region names its own way (the pão
 * francês is "cacetinho" in Rio Grande do Sul and "pão de sal" in Minas;
 * Goa's poi is leavened with palm toddy), a hygiene rating, the night shift
 * as an optional yes/no, kilos of flour a shift (optional, which bakers
 * count in sacks of 25 or 50 kg, or by the week), a required yes/no and a
 * REQUIRED text.
 */
export const PT_PADARIA: TypedQuestionnaire = {
  id: 'pt-padaria',
  name: 'Referência: padaria e confeitaria',
  questions: [
    {
      key: 'funcao',
      kind: 'choice',
      prompt: 'Qual era a função dela ou dele?',
      options: ['Padeiro(a)', 'Confeiteiro(a)', 'Balconista / atendimento', 'Gerente de loja'],
      multiple: false,
      required: true,
    },
    {
      key: 'meses',
      kind: 'number',
      prompt: 'Quantos meses vocês trabalharam juntos?',
      min: 1,
      max: 600,
      required: true,
    },
    {
      key: 'produtos',
      kind: 'choice',
      prompt: 'Com quais produtos ela ou ele trabalhava? (pode marcar vários)',
      options: [
        'Pão francês',
        'Pães especiais e de fermentação natural',
        'Bolos, doces e confeitaria',
        'Salgados',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'higiene',
      kind: 'rating',
      prompt: 'De 1 a 5, como avalia a higiene e o cuidado com os alimentos?',
      label: 'Higiene',
      required: true,
    },
    {
      key: 'madrugada',
      kind: 'yes_no',
      prompt: 'Trabalhava no turno da madrugada? (opcional)',
      required: false,
    },
    {
      key: 'farinha',
      kind: 'number',
      prompt: 'Quantos quilos de farinha trabalhava por turno, mais ou menos? (opcional)',
      min: 1,
      max: 2000,
      required: false,
    },
    {
      key: 'recontratar',
      kind: 'yes_no',
      prompt: 'Contrataria essa pessoa de novo?',
      required: true,
    },
    {
      key: 'destaque',
      kind: 'text',
      prompt: 'O que ela ou ele faz de melhor?',
      required: true,
    },
  ],
};

/**
 * Pharmacies (twenty-sixth blind set), as a drogaria in Recife or a
 * farmácia in Barcelos writes it: the job as a single choice (Brazil's
 * "balconista" is Portugal's "técnico auxiliar de farmácia"), months with
 * them, the areas as an OPTIONAL multiple choice (Portugal's
 * "dermocosmética" is the perfumaria; flu jabs are "injetáveis e vacinas"),
 * a rating of customer service, an OPTIONAL rating of care not to mix up
 * medicines, closing the till alone as an optional yes/no, customers a day
 * (optional, which changes with payday and the season), a required yes/no,
 * optional text.
 */
export const PT_FARMACIA: TypedQuestionnaire = {
  id: 'pt-farmacia',
  name: 'Referência: farmácia e drogaria',
  questions: [
    {
      key: 'funcao',
      kind: 'choice',
      prompt: 'Qual era a função da pessoa candidata?',
      options: [
        'Balconista / atendente (técnico auxiliar de farmácia)',
        'Farmacêutico(a)',
        'Caixa',
        'Estoque e reposição',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'meses',
      kind: 'number',
      prompt: 'Quantos meses trabalhou com vocês?',
      min: 1,
      max: 480,
      required: true,
    },
    {
      key: 'areas',
      kind: 'choice',
      prompt: 'Em que áreas atuava? Pode marcar várias (opcional).',
      options: [
        'Balcão e dispensa de medicamentos',
        'Perfumaria e dermocosméticos',
        'Injetáveis e vacinas',
        'Receitas controladas',
      ],
      multiple: true,
      required: false,
    },
    {
      key: 'atendimento',
      kind: 'rating',
      prompt: 'De 1 a 5, como avalia o atendimento ao cliente?',
      label: 'Atendimento',
      required: true,
    },
    {
      key: 'cuidado',
      kind: 'rating',
      prompt:
        'De 1 a 5, qual o cuidado para não trocar medicamentos, lotes ou validades? (opcional)',
      label: 'Cuidado com medicamentos',
      required: false,
    },
    {
      key: 'caixa',
      kind: 'yes_no',
      prompt: 'Fechava o caixa sozinho(a)? (opcional)',
      required: false,
    },
    {
      key: 'clientes',
      kind: 'number',
      prompt: 'Quantos clientes atendia por dia? (opcional)',
      min: 1,
      max: 500,
      required: false,
    },
    {
      key: 'recontratar',
      kind: 'yes_no',
      prompt: 'Contrataria essa pessoa de novo?',
      required: true,
    },
    {
      key: 'obs',
      kind: 'text',
      prompt: 'Quer acrescentar alguma coisa? (opcional)',
      required: false,
    },
  ],
};

/**
 * Vineyards and wineries (twenty-eighth blind set), as a quinta in the Douro
 * or a family winery in the Serra Gaúcha writes it: the job as a single
 * choice (the Serra Gaúcha's "cantina" is the adega), the harvests worked
 * with them (which people count as years or as "safras", or confuse with
 * the size of the "rancho", the Douro's harvest crew), the tasks as a
 * REQUIRED multiple choice, a rating of care with the grapes and the work,
 * an OPTIONAL rating of endurance in heat and rain, a licence to drive a
 * tractor as an optional yes/no (the "carta" in Portugal, the "carteira" in
 * Brazil), the size of the crew they worked in (optional; the pruning crew
 * is smaller than the harvest one), a required yes/no, optional text.
 */
export const PT_VINHA: TypedQuestionnaire = {
  id: 'pt-vinha',
  name: 'Referência: vinha e adega',
  questions: [
    {
      key: 'funcao',
      kind: 'choice',
      prompt: 'Qual era a função dele ou dela?',
      options: [
        'Trabalhador(a) de vinha',
        'Operador(a) de adega / cantina',
        'Tratorista',
        'Enoturismo e loja',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'vindimas',
      kind: 'number',
      prompt: 'Quantas vindimas (safras) fez com vocês?',
      min: 1,
      max: 50,
      required: true,
    },
    {
      key: 'tarefas',
      kind: 'choice',
      prompt: 'Que tarefas fazia? (pode escolher várias)',
      options: [
        'Poda',
        'Vindima (colheita)',
        'Adega (fermentação, trasfegas)',
        'Enoturismo (visitas e provas)',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'cuidado',
      kind: 'rating',
      prompt: 'De 1 a 5, que cuidado tinha com a uva e com o trabalho?',
      label: 'Cuidado',
      required: true,
    },
    {
      key: 'resistencia',
      kind: 'rating',
      prompt: 'De 1 a 5, como aguentava o trabalho pesado, no calor ou na chuva? (opcional)',
      label: 'Resistência',
      required: false,
    },
    {
      key: 'trator',
      kind: 'yes_no',
      prompt: 'Tem habilitação (carta ou carteira) para conduzir trator? (opcional)',
      required: false,
    },
    {
      key: 'equipe',
      kind: 'number',
      prompt: 'Quantas pessoas tinha a equipe (ou o rancho) em que trabalhava? (opcional)',
      min: 1,
      max: 300,
      required: false,
    },
    {
      key: 'recontratar',
      kind: 'yes_no',
      prompt: 'Contrataria de novo para a próxima safra?',
      required: true,
    },
    {
      key: 'comentario',
      kind: 'text',
      prompt: 'Quer acrescentar alguma coisa? (opcional)',
      required: false,
    },
  ],
};

/**
 * Cleaning and facilities (thirty-second blind set), as a Brazilian cleaning
 * contractor ("terceirizada de limpeza e conservação") writes it, and a
 * Portuguese household answers it: the job as a single choice that mixes the
 * grade with the place (a hospital cleaner is an "auxiliar" too; Portugal's
 * "mulher a dias" is none of the words), months with them (which people give
 * as the days of the week she came and the year she started), where they
 * cleaned as a REQUIRED multiple choice (a house that "não é condomínio" is
 * still a residence), a rating of how thorough ("capricho"), an OPTIONAL
 * rating of attendance, the people they led as an OPTIONAL number that only
 * applies to someone who led (minimum 1: "trabalhava sozinha" is no 1), the
 * safe use of chemicals as an optional yes/no (answered with "nunca
 * misturava a lixívia"), a required yes/no, optional text.
 */
export const PT_LIMPEZA: TypedQuestionnaire = {
  id: 'pt-limpeza',
  name: 'Referência: limpeza e conservação',
  questions: [
    {
      key: 'funcao',
      kind: 'choice',
      prompt: 'Qual era a função da pessoa candidata?',
      options: [
        'Auxiliar de limpeza',
        'Limpeza hospitalar',
        'Limpeza de vidros e fachadas (em altura)',
        'Encarregado(a) / líder de equipe',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'meses',
      kind: 'number',
      prompt: 'Quantos meses trabalhou com vocês?',
      min: 1,
      max: 480,
      required: true,
    },
    {
      key: 'locais',
      kind: 'choice',
      prompt: 'Em que tipo de local trabalhava? Pode marcar vários.',
      options: [
        'Escritórios',
        'Hospitais e clínicas',
        'Condomínios e residências',
        'Indústrias e galpões',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'capricho',
      kind: 'rating',
      prompt: 'De 1 a 5, como avalia o capricho (a qualidade) da limpeza?',
      label: 'Capricho',
      required: true,
    },
    {
      key: 'assiduidade',
      kind: 'rating',
      prompt: 'De 1 a 5, como avalia a assiduidade e a pontualidade? (opcional)',
      label: 'Assiduidade',
      required: false,
    },
    {
      key: 'equipe',
      kind: 'number',
      prompt: 'Se liderava equipe, quantas pessoas? (opcional)',
      min: 1,
      max: 200,
      required: false,
    },
    {
      key: 'produtos',
      kind: 'yes_no',
      prompt: 'Sabia diluir e usar os produtos químicos com segurança? (opcional)',
      required: false,
    },
    {
      key: 'recontratar',
      kind: 'yes_no',
      prompt: 'Contrataria essa pessoa de novo?',
      required: true,
    },
    {
      key: 'obs',
      kind: 'text',
      prompt: 'Quer acrescentar alguma coisa? (opcional)',
      required: false,
    },
  ],
};

/**
 * Gyms and fitness (thirty-fourth blind set), as a chain of "academias" in
 * Roraima writes it and a "ginásio" on the south bank of the Tejo answers it:
 * the job as a single choice (Portugal's "PT" is the personal trainer; a
 * trainer who also gives a spinning class at night is two of them), hours a
 * week as the number, with the unit in the prompt (which people give as the
 * clock times of their shifts), the classes as a REQUIRED multiple choice
 * (body pump is none of them), a rating of care for the pupils' safety, an
 * OPTIONAL rating of punctuality (answered beside the hour the gym opens),
 * personal-training clients a month (optional, minimum 0), a professional
 * registration as an optional yes/no that names Brazil's CREF "or the
 * equivalent" (Portugal's "cédula" is one; a diploma still being validated is
 * none), a required yes/no, optional text.
 */
export const PT_ACADEMIA: TypedQuestionnaire = {
  id: 'pt-academia',
  name: 'Referência: academia e ginásio',
  questions: [
    {
      key: 'funcao',
      kind: 'choice',
      prompt: 'Qual era a função da pessoa candidata?',
      options: [
        'Instrutor(a) de musculação',
        'Personal trainer',
        'Professor(a) de aulas coletivas',
        'Recepção / consultor(a) de vendas',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'horas',
      kind: 'number',
      prompt: 'Quantas horas por semana trabalhava? (em horas por semana)',
      min: 1,
      max: 70,
      required: true,
    },
    {
      key: 'modalidades',
      kind: 'choice',
      prompt: 'Com que modalidades trabalhava? Pode marcar várias.',
      options: [
        'Musculação',
        'Funcional / cross training',
        'Spinning / bike indoor',
        'Pilates',
        'Dança e ritmos',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'seguranca',
      kind: 'rating',
      prompt:
        'De 1 a 5, como avalia a atenção com a segurança dos alunos (postura, carga, execução)?',
      label: 'Segurança dos alunos',
      required: true,
    },
    {
      key: 'pontualidade',
      kind: 'rating',
      prompt: 'De 1 a 5, como avalia a pontualidade? (opcional)',
      label: 'Pontualidade',
      required: false,
    },
    {
      key: 'alunos',
      kind: 'number',
      prompt: 'Quantos alunos de personal acompanhava por mês, mais ou menos? (opcional)',
      min: 0,
      max: 200,
      required: false,
    },
    {
      key: 'registro',
      kind: 'yes_no',
      prompt: 'Tem registro profissional em dia (CREF no Brasil, ou o equivalente)? (opcional)',
      required: false,
    },
    {
      key: 'recontratar',
      kind: 'yes_no',
      prompt: 'Contrataria essa pessoa de novo?',
      required: true,
    },
    {
      key: 'obs',
      kind: 'text',
      prompt: 'Quer acrescentar alguma coisa? (opcional)',
      required: false,
    },
  ],
};

/**
 * Removals and freight (thirty-sixth blind set), as a small "carretos e
 * mudanças" firm in Minas Gerais writes it and a removals company in Lisbon
 * answers it: the job as a single choice (Brazil's "chapa", paid by the day,
 * is the helper; Portugal's driver of the "camião"), months with them as the
 * number, with the unit in the prompt (which people give as dates), the
 * tasks as a REQUIRED multiple choice (Portugal's "monta-móveis" is the
 * lift that hoists through the window), a rating of care with the clients'
 * things, an OPTIONAL rating of how they treated clients, removals a week
 * (optional, which changes with the season and the end of the month), a
 * lorry licence as an optional yes/no (Brazil's CNH category C or D,
 * Portugal's "carta de pesados"), a required yes/no, optional text.
 */
export const PT_MUDANCAS: TypedQuestionnaire = {
  id: 'pt-mudancas',
  name: 'Referência: mudanças e fretes',
  questions: [
    {
      key: 'funcao',
      kind: 'choice',
      prompt: 'Qual era a função da pessoa candidata?',
      options: [
        'Ajudante / carregador(a)',
        'Motorista',
        'Montador(a) de móveis',
        'Encarregado(a) de equipe',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'meses',
      kind: 'number',
      prompt: 'Quanto tempo trabalhou com vocês? (em meses)',
      min: 1,
      max: 480,
      required: true,
    },
    {
      key: 'tarefas',
      kind: 'choice',
      prompt: 'O que fazia nas mudanças? Pode marcar várias.',
      options: [
        'Embalagem e proteção dos objetos',
        'Carga e descarga',
        'Desmontagem e montagem de móveis',
        'Içamento pela janela ou sacada',
        'Guarda-móveis (depósito)',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'cuidado',
      kind: 'rating',
      prompt: 'De 1 a 5, como avalia o cuidado com os móveis e objetos dos clientes?',
      label: 'Cuidado com os objetos',
      required: true,
    },
    {
      key: 'trato',
      kind: 'rating',
      prompt: 'De 1 a 5, como tratava os clientes? (opcional)',
      label: 'Trato com os clientes',
      required: false,
    },
    {
      key: 'mudancas',
      kind: 'number',
      prompt: 'Quantas mudanças fazia por semana, mais ou menos? (opcional)',
      min: 0,
      max: 40,
      required: false,
    },
    {
      key: 'cnh',
      kind: 'yes_no',
      prompt: 'Tem carteira de motorista para caminhão (categoria C ou superior)? (opcional)',
      required: false,
    },
    {
      key: 'recontratar',
      kind: 'yes_no',
      prompt: 'Contrataria essa pessoa de novo?',
      required: true,
    },
    {
      key: 'obs',
      kind: 'text',
      prompt: 'Quer acrescentar alguma coisa? (opcional)',
      required: false,
    },
  ],
};

/**
 * Welding and metalwork (thirty-eighth blind set), as a shipyard in Suape
 * (Pernambuco) or a serralharia in Viana do Castelo writes it: the trade as
 * a single choice (people name two of them at once, "serralheiro e
 * soldador"), years with the unit in the prompt (which people give with a
 * gap, from the year a shipyard opened to a crisis and back), the processes
 * as a REQUIRED multiple choice that Brazil and Portugal name their own way
 * (Brazil's "eletrodo 7018", "arame" that is either MIG/MAG or the flux-cored
 * "arame tubular", "argônio" and "passe de raiz" for TIG, "maçarico";
 * Portugal's "elétrodo" and "fio contínuo" for MIG/MAG), a rating of the
 * quality of the welds (given beside an X-ray rejection rate), an OPTIONAL
 * rating of safety, a valid welder qualification as an optional yes/no
 * (given as a position code, "6G"), hours of arc a day (optional, with the
 * unit in the prompt, which people give as a share of the shift), a
 * required yes/no, optional text.
 */
export const PT_SOLDA: TypedQuestionnaire = {
  id: 'pt-solda',
  name: 'Referência: solda e serralheria',
  questions: [
    {
      key: 'funcao',
      kind: 'choice',
      prompt: 'Qual era a função da pessoa candidata?',
      options: [
        'Soldador(a)',
        'Serralheiro(a)',
        'Caldeireiro(a)',
        'Ajudante de solda ou serralheria',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'anos',
      kind: 'number',
      prompt: 'Há quantos anos trabalha com solda? (em anos)',
      min: 0,
      max: 45,
      required: true,
    },
    {
      key: 'processos',
      kind: 'choice',
      prompt: 'Quais processos de solda e corte dominava? Pode marcar vários.',
      options: ['Eletrodo revestido', 'MIG/MAG', 'TIG', 'Arame tubular', 'Oxicorte ou plasma'],
      multiple: true,
      required: true,
    },
    {
      key: 'qualidade',
      kind: 'rating',
      prompt: 'De 1 a 5, como avalia a qualidade das soldas dele ou dela?',
      label: 'Qualidade da solda',
      required: true,
    },
    {
      key: 'seguranca',
      kind: 'rating',
      prompt:
        'De 1 a 5, como avalia o cuidado com a segurança (EPI, trabalho a quente)? (opcional)',
      label: 'Segurança',
      required: false,
    },
    {
      key: 'qualificado',
      kind: 'yes_no',
      prompt: 'Tem qualificação ou certificado de soldador válido? (opcional)',
      required: false,
    },
    {
      key: 'horas',
      kind: 'number',
      prompt: 'Em média, quantas horas por dia soldava de fato? (em horas, opcional)',
      min: 0,
      max: 16,
      required: false,
    },
    {
      key: 'recontratar',
      kind: 'yes_no',
      prompt: 'Contrataria essa pessoa de novo?',
      required: true,
    },
    {
      key: 'obs',
      kind: 'text',
      prompt: 'Quer acrescentar alguma coisa? (opcional)',
      required: false,
    },
  ],
};

/**
 * Butchers (fortieth blind set), as a chain of açougues in Goiás writes it
 * and a butcher's in the Pantanal or a talho in the Alentejo answers it: the
 * job as a single choice that Portugal names otherwise ("talhante" for an
 * açougueiro), years in the trade with the unit in the prompt, the tasks as
 * a REQUIRED multiple choice in Brazil's words that Portugal says otherwise
 * ("desmanchar" the pig for the desossa, "febras" among the cuts,
 * "enchidos", "chouriço", "paio" and "farinheira" for the linguiças, "a
 * arca" for the câmara fria), a hygiene rating, an OPTIONAL rating of the
 * counter service, kilos a day (optional, with the unit in the prompt, which
 * people give in arrobas or in pigs at the December slaughter), a
 * food-handling course as an optional yes/no (Portugal's "o de HACCP"), a
 * required yes/no, optional text.
 */
export const PT_ACOUGUE: TypedQuestionnaire = {
  id: 'pt-acougue',
  name: 'Referência: açougue e talho',
  questions: [
    {
      key: 'funcao',
      kind: 'choice',
      prompt: 'Qual era a função da pessoa candidata?',
      options: ['Açougueiro(a)', 'Desossador(a)', 'Balconista de açougue', 'Ajudante ou aprendiz'],
      multiple: false,
      required: true,
    },
    {
      key: 'anos',
      kind: 'number',
      prompt: 'Há quantos anos trabalha no ramo de carnes? (em anos)',
      min: 0,
      max: 50,
      required: true,
    },
    {
      key: 'tarefas',
      kind: 'choice',
      prompt: 'O que fazia no dia a dia? Pode marcar várias.',
      options: [
        'Desossa e desmancha',
        'Cortes e porcionamento',
        'Atendimento no balcão',
        'Moída, temperados e linguiças',
        'Câmara fria e recebimento',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'higiene',
      kind: 'rating',
      prompt: 'De 1 a 5, como avalia a higiene e o cuidado com a carne?',
      label: 'Higiene',
      required: true,
    },
    {
      key: 'atendimento',
      kind: 'rating',
      prompt: 'De 1 a 5, como atendia os clientes no balcão? (opcional)',
      label: 'Atendimento',
      required: false,
    },
    {
      key: 'quilos',
      kind: 'number',
      prompt:
        'Quantos quilos de carne desossava ou cortava por dia, mais ou menos? (em quilos, opcional)',
      min: 0,
      max: 3000,
      required: false,
    },
    {
      key: 'curso',
      kind: 'yes_no',
      prompt: 'Tem curso de manipulação de alimentos ou de boas práticas? (opcional)',
      required: false,
    },
    {
      key: 'recontratar',
      kind: 'yes_no',
      prompt: 'Contrataria essa pessoa de novo?',
      required: true,
    },
    {
      key: 'obs',
      kind: 'text',
      prompt: 'Quer acrescentar alguma coisa? (opcional)',
      required: false,
    },
  ],
};

/**
 * Electricians (forty-second blind set), as a Brazilian electrical
 * installer writes it and a firm in Vila Real or a petrochemical plant in
 * Camaçari answers it: the job as a single choice (Portugal's "oficial
 * electricista" of building sites is the predial one; a maintenance
 * electrician who covers the foreman on holiday is still industrial), months
 * with them with the unit in the prompt, the work as a REQUIRED multiple
 * choice in Brazil's words that others say otherwise ("quadros eléctricos",
 * "as ITED dos prédios", "painéis fotovoltaicos"; the plant's "CCM", "CLP" and
 * "inversor de frequência"), a safety rating, an OPTIONAL rating of the
 * finish, the NR-10 "or the equivalent in your country" as an optional
 * yes/no (Portugal's registration with the DGEG), call-outs a day (optional,
 * with the unit in the prompt), a required yes/no, optional text.
 */
export const PT_ELETRICA: TypedQuestionnaire = {
  id: 'pt-eletrica',
  name: 'Referência: eletricista',
  questions: [
    {
      key: 'funcao',
      kind: 'choice',
      prompt: 'Qual era a função da pessoa candidata?',
      options: [
        'Eletricista predial/residencial',
        'Eletricista industrial',
        'Ajudante de eletricista',
        'Encarregado(a) de equipe',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'meses',
      kind: 'number',
      prompt: 'Por quantos meses trabalhou com você? (em meses)',
      min: 1,
      max: 480,
      required: true,
    },
    {
      key: 'servicos',
      kind: 'choice',
      prompt: 'Que tipo de serviço fazia? Pode marcar vários.',
      options: [
        'Instalações residenciais',
        'Quadros de distribuição e comandos',
        'Manutenção industrial',
        'Energia solar (fotovoltaica)',
        'Cabeamento de rede e CFTV',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'seguranca',
      kind: 'rating',
      prompt:
        'De 1 a 5, como avalia o cuidado com a segurança (desligar, bloquear, testar ausência de tensão)?',
      label: 'Segurança elétrica',
      required: true,
    },
    {
      key: 'acabamento',
      kind: 'rating',
      prompt:
        'De 1 a 5, como ficava o acabamento (fiação organizada, quadros identificados)? (opcional)',
      label: 'Acabamento',
      required: false,
    },
    {
      key: 'nr10',
      kind: 'yes_no',
      prompt: 'Tem o curso NR-10 em dia, ou a habilitação equivalente no seu país? (opcional)',
      required: false,
    },
    {
      key: 'chamados',
      kind: 'number',
      prompt: 'Quantos chamados ou serviços atendia num dia normal? (por dia, opcional)',
      min: 0,
      max: 20,
      required: false,
    },
    {
      key: 'recontratar',
      kind: 'yes_no',
      prompt: 'Contrataria essa pessoa de novo?',
      required: true,
    },
    {
      key: 'obs',
      kind: 'text',
      prompt: 'Quer acrescentar alguma coisa? (opcional)',
      required: false,
    },
  ],
};

/**
 * Garment making (forty-fourth blind set), as a confecção in Brusque (Santa
 * Catarina) writes it and a facção in Toritama (the jeans pole of the
 * Pernambuco agreste) or a confeções factory in the Vale do Ave answers it:
 * the job as a single choice (a "piloteira", who sews the pilot pieces, is a
 * seamstress), months with them with the unit in the prompt, the machines as
 * a REQUIRED multiple choice in Brazil's words that Portugal says otherwise
 * ("corta-e-cose" for the overloque, "recobrimento" for the galoneira, "a
 * recta"; the jeans "fechadeira de braço" is none of them), a rating of the
 * quality of the sewing, an OPTIONAL rating of pace, pieces an hour
 * (optional, with the unit in the prompt, which people give a day or as the
 * minutes a piece takes), basic care of the machine as an optional yes/no
 * (which a factory with a broken-needle control does not allow), a required
 * yes/no, optional text.
 */
export const PT_CONFECCAO: TypedQuestionnaire = {
  id: 'pt-confeccao',
  name: 'Referência: confecção e costura industrial',
  questions: [
    {
      key: 'funcao',
      kind: 'choice',
      prompt: 'Qual era a função principal da pessoa candidata?',
      options: [
        'Costureira/o',
        'Cortador/a (enfesto e corte)',
        'Revisora/o (controle de qualidade)',
        'Encarregada/o de produção',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'meses',
      kind: 'number',
      prompt: 'Quanto tempo trabalhou com você? (em meses)',
      min: 1,
      max: 480,
      required: true,
    },
    {
      key: 'maquinas',
      kind: 'choice',
      prompt: 'Quais máquinas opera bem? Pode marcar várias.',
      options: ['Reta', 'Overloque', 'Galoneira', 'Interloque', 'Travete e caseadeira'],
      multiple: true,
      required: true,
    },
    {
      key: 'qualidade',
      kind: 'rating',
      prompt:
        'De 1 a 5, como avalia a qualidade da costura (pouco conserto, pouca peça de segunda)?',
      label: 'Qualidade da costura',
      required: true,
    },
    {
      key: 'ritmo',
      kind: 'rating',
      prompt: 'De 1 a 5, como avalia o ritmo de produção? (opcional)',
      label: 'Ritmo de produção',
      required: false,
    },
    {
      key: 'pecas',
      kind: 'number',
      prompt: 'Em média, quantas peças fechava por hora? (peças por hora, opcional)',
      min: 0,
      max: 300,
      required: false,
    },
    {
      key: 'manutencao',
      kind: 'yes_no',
      prompt:
        'Sabe fazer a manutenção básica da máquina (trocar agulha, regular o ponto)? (opcional)',
      required: false,
    },
    {
      key: 'recontratar',
      kind: 'yes_no',
      prompt: 'Contrataria essa pessoa de novo?',
      required: true,
    },
    {
      key: 'obs',
      kind: 'text',
      prompt: 'Quer acrescentar alguma coisa? (opcional)',
      required: false,
    },
  ],
};

/**
 * Gardening and landscaping (forty-sixth blind set), as a landscaping firm in
 * Curitiba writes it and the head of the gardens of a historic quinta in
 * Sintra or the owner of a pousada in Paraty answers it: the job as a single
 * choice (a gardener who climbs the trees with a harness for the pruning is
 * two of them), months with them with the unit in the prompt, the services as
 * a REQUIRED multiple choice in Brazil's words that Portugal says otherwise
 * ("relva" for grama, "sebes" for cercas vivas, "rega gota-a-gota" for
 * irrigação; "roçar o terreno" and "podar as palmeiras" in Paraty; weed
 * killers and "veneno" excluded), a rating of care for the plants, an
 * OPTIONAL rating of the safe use of machines ("motorroçadora", "roçadeira"),
 * gardens a week (optional, with the unit in the prompt, which people give
 * as hectares or as "dois ou três"), a pesticide or chainsaw course "or the
 * equivalent" as an optional yes/no, a required yes/no, optional text.
 */
export const PT_JARDINAGEM: TypedQuestionnaire = {
  id: 'pt-jardinagem',
  name: 'Referência: jardinagem e paisagismo',
  questions: [
    {
      key: 'funcao',
      kind: 'choice',
      prompt: 'Qual era a função da pessoa candidata?',
      options: [
        'Jardineiro(a)',
        'Ajudante de jardinagem',
        'Podador(a) / arborista',
        'Encarregado(a) de equipe',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'meses',
      kind: 'number',
      prompt: 'Quantos meses trabalhou com vocês? (em meses)',
      min: 1,
      max: 480,
      required: true,
    },
    {
      key: 'servicos',
      kind: 'choice',
      prompt: 'Que serviços fazia? Pode marcar vários.',
      options: [
        'Corte de grama',
        'Poda de árvores e cercas vivas',
        'Irrigação',
        'Plantio e paisagismo',
        'Roçada e limpeza de terrenos',
        'Aplicação de defensivos',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'cuidado',
      kind: 'rating',
      prompt: 'De 1 a 5, como avalia o cuidado com as plantas e o acabamento do serviço?',
      label: 'Cuidado',
      required: true,
    },
    {
      key: 'maquinas',
      kind: 'rating',
      prompt:
        'De 1 a 5, como avalia o uso seguro das máquinas (roçadeira, motosserra, cortador de grama)? (opcional)',
      label: 'Máquinas',
      required: false,
    },
    {
      key: 'jardins',
      kind: 'number',
      prompt: 'Quantos jardins ou áreas atendia por semana? (número por semana, opcional)',
      min: 0,
      max: 100,
      required: false,
    },
    {
      key: 'certificado',
      kind: 'yes_no',
      prompt:
        'Tem curso de aplicação de defensivos ou de motosserra (ou o equivalente no seu país)? (opcional)',
      required: false,
    },
    {
      key: 'recontratar',
      kind: 'yes_no',
      prompt: 'Contrataria essa pessoa de novo?',
      required: true,
    },
    {
      key: 'obs',
      kind: 'text',
      prompt: 'Quer acrescentar alguma coisa? (opcional)',
      required: false,
    },
  ],
};

/**
 * Recycling (forty-eighth blind set), as a waste-management firm in Porto
 * writes it and a waste-pickers' cooperative in Jardim Gramacho or an
 * ecocentre in Beja answers it: the job as a single choice (Brazil's
 * "catadora" on the belt is sorting; a driver who weighs the loads at the
 * weighbridge is two), months with them with the unit in the prompt, the
 * materials as a REQUIRED multiple choice that people name by the scrap
 * ("PET", "PEAD", "latinha") or, in Portugal, by the recycling bins ("o
 * vidrão, o papelão e o embalão", "os REEE"), a rating of the protective
 * equipment, an OPTIONAL rating of the pace, bales a day (optional, with the
 * unit in the prompt, given in kilos or not applicable to a driver), the
 * heavy-goods licence "or the equivalent" as an optional yes/no, a required
 * yes/no, optional text.
 */
export const PT_RECICLAGEM: TypedQuestionnaire = {
  id: 'pt-reciclagem',
  name: 'Referência: reciclagem e triagem',
  questions: [
    {
      key: 'funcao',
      kind: 'choice',
      prompt: 'Qual era a função da pessoa?',
      options: [
        'Triagem (separação na esteira / tapete)',
        'Prensa e enfardamento',
        'Recolha / coleta',
        'Motorista',
        'Balança e pesagem',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'meses',
      kind: 'number',
      prompt: 'Quantos meses trabalharam juntos? (em meses)',
      min: 1,
      max: 480,
      required: true,
    },
    {
      key: 'materiais',
      kind: 'choice',
      prompt: 'Com que materiais trabalhava? Pode marcar vários.',
      options: [
        'Papel e cartão / papelão',
        'Plástico',
        'Vidro',
        'Metal e latas',
        'Eletrónicos / eletroeletrônicos',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'epi',
      kind: 'rating',
      prompt: 'De 1 a 5, como usava o equipamento de proteção (luvas, botas, colete)?',
      label: 'Equipamento de proteção',
      required: true,
    },
    {
      key: 'ritmo',
      kind: 'rating',
      prompt: 'De 1 a 5, como avalia o ritmo de trabalho? (opcional)',
      label: 'Ritmo',
      required: false,
    },
    {
      key: 'fardos',
      kind: 'number',
      prompt: 'Quantos fardos fazia por dia? (número de fardos por dia, opcional)',
      min: 0,
      max: 200,
      required: false,
    },
    {
      key: 'carta',
      kind: 'yes_no',
      prompt: 'Tem carta de pesados / CNH categoria C, ou o equivalente do seu país? (opcional)',
      required: false,
    },
    {
      key: 'recontratar',
      kind: 'yes_no',
      prompt: 'Voltaria a trabalhar com essa pessoa?',
      required: true,
    },
    {
      key: 'obs',
      kind: 'text',
      prompt: 'Quer acrescentar alguma coisa? (opcional)',
      required: false,
    },
  ],
};

/** Furniture workshops: the job as a single choice, years in the trade, the work as a REQUIRED multiple choice, two ratings (one optional), drawings as an optional yes/no, pieces a week (optional), a required yes/no, optional text. */
export const PT_MARCENARIA: TypedQuestionnaire = {
  id: 'pt-marcenaria',
  name: 'Referência: marcenaria e carpintaria de móveis',
  questions: [
    {
      key: 'funcao',
      kind: 'choice',
      prompt: 'Qual era a função da pessoa na marcenaria?',
      options: [
        'Marceneiro(a)',
        'Ajudante de marcenaria',
        'Montador(a) de móveis',
        'Operador(a) de CNC ou seccionadora',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'anos',
      kind: 'number',
      prompt: 'Há quantos anos trabalha com madeira, no total? (em anos)',
      min: 0,
      max: 50,
      required: true,
    },
    {
      key: 'trabalhos',
      kind: 'choice',
      prompt: 'Que trabalhos fazia? Pode marcar vários.',
      options: [
        'Móveis planejados / por medida',
        'Portas e caixilhos',
        'Restauro de móveis antigos',
        'Montagem em casa do cliente',
        'Acabamento e envernizamento',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'acabamento',
      kind: 'rating',
      prompt: 'De 1 a 5, como era o acabamento das peças?',
      label: 'Acabamento',
      required: true,
    },
    {
      key: 'seguranca',
      kind: 'rating',
      prompt:
        'De 1 a 5, como cuidava da segurança nas máquinas (serra, tupia, desengrossadeira)? (opcional)',
      label: 'Segurança nas máquinas',
      required: false,
    },
    {
      key: 'projeto',
      kind: 'yes_no',
      prompt: 'Sabia ler ou fazer desenhos técnicos e projetos? (opcional)',
      required: false,
    },
    {
      key: 'pecas',
      kind: 'number',
      prompt:
        'Quantos móveis ou peças entregava por semana, mais ou menos? (peças por semana, opcional)',
      min: 0,
      max: 200,
      required: false,
    },
    {
      key: 'recontratar',
      kind: 'yes_no',
      prompt: 'Voltaria a contratar esta pessoa?',
      required: true,
    },
    {
      key: 'obs',
      kind: 'text',
      prompt: 'Quer acrescentar alguma coisa? (opcional)',
      required: false,
    },
  ],
};

/** Cattle ranching (fifty-second blind set): the job as a single choice, months, the ranch work as a REQUIRED multiple choice, two ratings (one optional), head of cattle a day (optional), an insemination course as an optional yes/no, a required yes/no, optional text. */
export const PT_PECUARIA: TypedQuestionnaire = {
  id: 'pt-pecuaria',
  name: 'Referência: pecuária e lida com o gado',
  questions: [
    {
      key: 'funcao',
      kind: 'choice',
      prompt: 'Qual era a função da pessoa na fazenda ou estância?',
      options: [
        'Peão de campo / vaqueiro(a)',
        'Capataz ou encarregado(a)',
        'Ordenhador(a) / tratador(a)',
        'Auxiliar de manejo sanitário',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'meses',
      kind: 'number',
      prompt: 'Quantos meses essa pessoa trabalhou com vocês? (em meses)',
      min: 1,
      max: 480,
      required: true,
    },
    {
      key: 'lidas',
      kind: 'choice',
      prompt: 'Em quais lidas trabalhava? Pode marcar várias.',
      options: [
        'Manejo do gado a cavalo',
        'Ordenha',
        'Vacinação e curativos',
        'Cercas e aguadas',
        'Tosquia de ovelhas',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'trato',
      kind: 'rating',
      prompt: 'De 1 a 5, como lidava com os animais?',
      label: 'Trato com os animais',
      required: true,
    },
    {
      key: 'cavalos',
      kind: 'rating',
      prompt: 'De 1 a 5, como montava e cuidava dos cavalos? (opcional)',
      label: 'Cavalos',
      required: false,
    },
    {
      key: 'cabecas',
      kind: 'number',
      prompt: 'Com quantas cabeças de gado lidava num dia normal? (cabeças, opcional)',
      min: 0,
      max: 5000,
      required: false,
    },
    {
      key: 'inseminacao',
      kind: 'yes_no',
      prompt: 'Tem curso de inseminação artificial ou equivalente? (opcional)',
      required: false,
    },
    {
      key: 'voltaria',
      kind: 'yes_no',
      prompt: 'Contrataria essa pessoa de novo?',
      required: true,
    },
    {
      key: 'obs',
      kind: 'text',
      prompt: 'Quer acrescentar alguma coisa? (opcional)',
      required: false,
    },
  ],
};

/**
 * Cheese dairies (fifty-fourth blind set), as a dairy cooperative in Minas
 * Gerais writes it and a farmer who makes queijo canastra in the Serra da
 * Canastra or the owner of a certified Serra da Estrela cheese dairy answers
 * it: the job as a single choice, months with the unit in the prompt, the
 * stages of cheesemaking as a REQUIRED multiple choice that people name in
 * their own words ("o pingo", "o coalho", "cortava a massa", "apertava na
 * mão", "a flor do cardo", "os cinchos", "a francela", "virava e ralava"), a
 * rating of hygiene, an OPTIONAL rating of the cheeses, cheeses a day
 * (optional, with the unit in the prompt, given in litres of milk or for the
 * days of most milk), a good-practice course "or the equivalent" as an
 * optional yes/no, a required yes/no, optional text.
 */
export const PT_QUEIJARIA: TypedQuestionnaire = {
  id: 'pt-queijaria',
  name: 'Referência: queijaria e laticínio',
  questions: [
    {
      key: 'funcao',
      kind: 'choice',
      prompt: 'Qual era a função da pessoa na queijaria?',
      options: [
        'Queijeiro(a) / produção',
        'Ordenha e trato dos animais',
        'Maturação (câmara de cura)',
        'Embalagem e expedição',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'meses',
      kind: 'number',
      prompt: 'Quantos meses essa pessoa trabalhou com vocês? (em meses)',
      min: 1,
      max: 480,
      required: true,
    },
    {
      key: 'etapas',
      kind: 'choice',
      prompt: 'Em quais etapas da fabricação do queijo trabalhava? Pode marcar várias.',
      options: [
        'Coagulação e corte da coalhada',
        'Enformagem e prensagem',
        'Salga',
        'Virada e limpeza dos queijos na cura',
        'Higienização de tanques e formas',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'higiene',
      kind: 'rating',
      prompt: 'De 1 a 5, como era a higiene e o capricho dessa pessoa na queijaria?',
      label: 'Higiene',
      required: true,
    },
    {
      key: 'qualidade',
      kind: 'rating',
      prompt: 'De 1 a 5, como saíam os queijos que essa pessoa fazia? (opcional)',
      label: 'Qualidade dos queijos',
      required: false,
    },
    {
      key: 'queijos',
      kind: 'number',
      prompt: 'Quantos queijos fazia num dia normal? (queijos por dia, opcional)',
      min: 0,
      max: 2000,
      required: false,
    },
    {
      key: 'boasPraticas',
      kind: 'yes_no',
      prompt: 'Tem curso de boas práticas de fabricação ou equivalente? (opcional)',
      required: false,
    },
    {
      key: 'voltaria',
      kind: 'yes_no',
      prompt: 'Contrataria essa pessoa de novo?',
      required: true,
    },
    {
      key: 'obs',
      kind: 'text',
      prompt: 'Quer acrescentar alguma coisa? (opcional)',
      required: false,
    },
  ],
};

/**
 * Mining (fifty-sixth blind set), as a mining contractor in Belo Horizonte
 * writes it and the shift boss of a diamond mine in Lunda Sul or the
 * supervisor of an iron-ore mine in Carajás answers it: the job as a single
 * choice, months with the unit in the prompt, the work as a REQUIRED
 * multiple choice that people name in the pit's words ("o dumper", "o
 * kimberlito", "o estéril", "a frente de lavra", "o fogo", "as rampas"), a
 * rating of safety, people coordinated in the shift (optional, with the unit
 * in the prompt), an OPTIONAL rating of care for the machine, a blaster's
 * credential "or the equivalent" as an optional yes/no, a required yes/no,
 * optional text.
 */
export const PT_MINERACAO: TypedQuestionnaire = {
  id: 'pt-mineracao',
  name: 'Referência: mineração',
  questions: [
    {
      key: 'funcao',
      kind: 'choice',
      prompt: 'Qual era a função dele(a) na mina?',
      options: [
        'Operador(a) de equipamento de mina',
        'Perfuração e desmonte',
        'Manutenção',
        'Usina e beneficiamento',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'meses',
      kind: 'number',
      prompt: 'Quantos meses ele(a) trabalhou com vocês? (em meses)',
      min: 1,
      max: 600,
      required: true,
    },
    {
      key: 'atividades',
      kind: 'choice',
      prompt: 'Quais atividades ele(a) fazia na mina? Pode marcar várias.',
      options: [
        'Perfuração',
        'Carregamento de fogo e detonação',
        'Carga e transporte de minério',
        'Britagem e peneiramento',
        'Manutenção de equipamentos',
        'Abertura e manutenção de acessos',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'seguranca',
      kind: 'rating',
      prompt: 'De 1 a 5, como ele(a) cumpria as regras de segurança (EPI, bloqueio, DDS)?',
      label: 'Segurança',
      required: true,
    },
    {
      key: 'equipe',
      kind: 'number',
      prompt: 'Quantas pessoas ele(a) coordenava no turno? (pessoas, opcional)',
      min: 0,
      max: 200,
      required: false,
    },
    {
      key: 'equipamento',
      kind: 'rating',
      prompt:
        'De 1 a 5, como ele(a) cuidava do equipamento (checklist, abastecimento, avarias)? (opcional)',
      label: 'Cuidado com o equipamento',
      required: false,
    },
    {
      key: 'blaster',
      kind: 'yes_no',
      prompt: 'Tem credencial de blaster ou de operador de explosivos (ou equivalente)? (opcional)',
      required: false,
    },
    {
      key: 'voltaria',
      kind: 'yes_no',
      prompt: 'Contrataria ele(a) de novo?',
      required: true,
    },
    {
      key: 'obs',
      kind: 'text',
      prompt: 'Quer acrescentar alguma coisa? (opcional)',
      required: false,
    },
  ],
};

/**
 * Pet grooming (fifty-eighth blind set), as a chain of pet shops in Goiânia
 * writes it and the owner of a banho e tosa in Aparecida de Goiânia or a vet
 * who owns a clinic with a grooming room in Cuiabá answers it: the job as a
 * single choice ("banhista", "tosadora"), months with the unit in the
 * prompt, the services as a REQUIRED multiple choice that people name in the
 * grooming room's words ("tosa bebê", "a higiênica", "unha e ouvido", "tirar
 * os nós", "o subpelo dos husky", "o soprador"), a rating of how they handle
 * the animals, animals a day (optional, with the unit in the prompt, given
 * for Saturdays or as baths), an OPTIONAL rating of the finish of the cut, a
 * grooming course "or the equivalent" as an optional yes/no, a required
 * yes/no, optional text.
 */
export const PT_BANHOTOSA: TypedQuestionnaire = {
  id: 'pt-banhotosa',
  name: 'Referência: banho e tosa (pet shop)',
  questions: [
    {
      key: 'funcao',
      kind: 'choice',
      prompt: 'Qual era a função dele(a) no pet shop?',
      options: ['Banhista', 'Tosador(a)', 'Auxiliar de banho e tosa', 'Recepção e leva e traz'],
      multiple: false,
      required: true,
    },
    {
      key: 'meses',
      kind: 'number',
      prompt: 'Quantos meses ele(a) trabalhou com vocês? (em meses)',
      min: 1,
      max: 480,
      required: true,
    },
    {
      key: 'servicos',
      kind: 'choice',
      prompt: 'Quais serviços ele(a) fazia? Pode marcar vários.',
      options: [
        'Banho e secagem',
        'Tosa na máquina',
        'Tosa na tesoura (acabamento e tosa de raça)',
        'Tosa higiênica',
        'Corte de unhas e limpeza de ouvidos',
        'Desembolo e remoção de subpelo',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'manejo',
      kind: 'rating',
      prompt:
        'De 1 a 5, como ele(a) lidava com os animais (paciência, contenção, bichos bravos ou com medo)?',
      label: 'Manejo dos animais',
      required: true,
    },
    {
      key: 'animais',
      kind: 'number',
      prompt: 'Quantos animais ele(a) atendia por dia, em média? (animais por dia, opcional)',
      min: 0,
      max: 60,
      required: false,
    },
    {
      key: 'acabamento',
      kind: 'rating',
      prompt: 'De 1 a 5, como era o acabamento da tosa? (opcional)',
      label: 'Acabamento',
      required: false,
    },
    {
      key: 'curso',
      kind: 'yes_no',
      prompt: 'Tem curso de banho e tosa (ou equivalente)? (opcional)',
      required: false,
    },
    {
      key: 'voltaria',
      kind: 'yes_no',
      prompt: 'Contrataria ele(a) de novo?',
      required: true,
    },
    {
      key: 'obs',
      kind: 'text',
      prompt: 'Quer acrescentar alguma coisa? (opcional)',
      required: false,
    },
  ],
};

/**
 * Port work (sixtieth blind set), as a port operator in Santos writes it and
 * the head of the tally clerks at a container terminal in Leixões or the
 * supervisor of a bulk terminal in Paranaguá answers it: the job as a single
 * choice (a stevedore who ended up as the gang's foreman is still a
 * stevedore), months with the unit in the prompt (given as years or as two
 * dates, then set right when the next question is asked), the work as a
 * REQUIRED multiple choice named in the quay's words ("tally", "o portaló",
 * "rechego no porão", "peação"; the crane excluded in words), a rating of
 * safety on the quay and on board, people coordinated in the gang (optional,
 * with the unit in the prompt, given as "ninguém" or as "12 homens contando
 * com ele"), an OPTIONAL rating of pace, registration with the OGMO "or the
 * equivalent" as an optional yes/no (answered with Leixões' ETP), a required
 * yes/no, optional text.
 */
export const PT_PORTO: TypedQuestionnaire = {
  id: 'pt-porto',
  name: 'Referência: operação portuária e estiva',
  questions: [
    {
      key: 'funcao',
      kind: 'choice',
      prompt: 'Qual era a função dele(a) no porto?',
      options: [
        'Estivador(a)',
        'Conferente',
        'Operador(a) de equipamento (portêiner, MHC, reach stacker, empilhadeira)',
        'Vigia portuário(a)',
        'Amarrador(a)',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'meses',
      kind: 'number',
      prompt: 'Quantos meses ele(a) trabalhou com vocês? (em meses)',
      min: 1,
      max: 480,
      required: true,
    },
    {
      key: 'atividades',
      kind: 'choice',
      prompt: 'Quais atividades ele(a) fazia? Pode marcar várias.',
      options: [
        'Peação e despeação',
        'Ova e desova de contêineres',
        'Conferência e tally',
        'Operação de guindaste, portêiner ou MHC',
        'Trabalho no porão (rechego, granel, carga geral)',
        'Sinalização (sinaleiro / portaló)',
        'Amarração de navios',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'seguranca',
      kind: 'rating',
      prompt:
        'De 1 a 5, como ele(a) cumpria as normas de segurança no cais e a bordo (NR-29, EPI)?',
      label: 'Segurança',
      required: true,
    },
    {
      key: 'pessoas',
      kind: 'number',
      prompt: 'Quantas pessoas ele(a) coordenava no terno? (número de pessoas, opcional)',
      min: 0,
      max: 60,
      required: false,
    },
    {
      key: 'ritmo',
      kind: 'rating',
      prompt: 'De 1 a 5, como era o ritmo dele(a) na operação? (opcional)',
      label: 'Ritmo',
      required: false,
    },
    {
      key: 'cadastro',
      kind: 'yes_no',
      prompt: 'Ele(a) é registrado(a) ou cadastrado(a) no OGMO (ou equivalente)? (opcional)',
      required: false,
    },
    {
      key: 'voltaria',
      kind: 'yes_no',
      prompt: 'Contrataria ele(a) de novo?',
      required: true,
    },
    {
      key: 'obs',
      kind: 'text',
      prompt: 'Quer acrescentar alguma coisa? (opcional)',
      required: false,
    },
  ],
};

/**
 * Shoe factories (sixty-second blind set), as a footwear maker in Novo
 * Hamburgo (the Vale dos Sinos) writes it and the owner of a trainer factory
 * in Nova Serrana (Minas Gerais) or the head of the stitching section at a
 * shoe factory in Felgueiras answers it: the section as a single choice (a
 * Portuguese "gaspeadeira" is in stitching), months with the unit in the
 * prompt (given as collections, or as two dates whose year is left out),
 * the operations as a REQUIRED multiple choice named in the factory's words
 * ("pespontava", "chanfrava", "gáspeas e canos na coluna", "a revisão dos
 * pares"; gluing and cutting "com os homens da faca" excluded in words), a
 * rating of the quality of the work, pairs a day (optional, with the unit in
 * the prompt, given with a good week beside it or per hour), an OPTIONAL
 * rating of keeping up with the line, a footwear course (SENAI, CTCP "or the
 * equivalent") as an optional yes/no, a required yes/no, optional text.
 */
export const PT_CALCADOS: TypedQuestionnaire = {
  id: 'pt-calcados',
  name: 'Referência: fábrica de calçados',
  questions: [
    {
      key: 'setor',
      kind: 'choice',
      prompt: 'Em que setor da fábrica ele(a) trabalhava?',
      options: ['Corte', 'Pesponto (costura)', 'Montagem', 'Acabamento e expedição', 'Modelagem'],
      multiple: false,
      required: true,
    },
    {
      key: 'meses',
      kind: 'number',
      prompt: 'Quantos meses ele(a) trabalhou com vocês? (em meses)',
      min: 1,
      max: 480,
      required: true,
    },
    {
      key: 'operacoes',
      kind: 'choice',
      prompt: 'Que operações ele(a) fazia? Pode marcar várias.',
      options: [
        'Corte no balancim ou à faca',
        'Chanfração e preparação de peças',
        'Pesponto em máquina de coluna ou plana',
        'Montagem de bico e calcanhar',
        'Colagem e prensa de sola',
        'Limpeza, acabamento e revisão',
        'Encaixotamento e expedição',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'qualidade',
      kind: 'rating',
      prompt:
        'De 1 a 5, como era a qualidade do trabalho dele(a) (pares sem defeito, pouco retrabalho)?',
      label: 'Qualidade',
      required: true,
    },
    {
      key: 'pares',
      kind: 'number',
      prompt: 'Quantos pares ele(a) fazia por dia, mais ou menos? (pares por dia, opcional)',
      min: 1,
      max: 5000,
      required: false,
    },
    {
      key: 'ritmo',
      kind: 'rating',
      prompt: 'De 1 a 5, como ele(a) acompanhava o ritmo da esteira? (opcional)',
      label: 'Ritmo na esteira',
      required: false,
    },
    {
      key: 'curso',
      kind: 'yes_no',
      prompt: 'Ele(a) tem curso de calçado (SENAI, CTCP ou equivalente do seu país)? (opcional)',
      required: false,
    },
    {
      key: 'recontratar',
      kind: 'yes_no',
      prompt: 'Contrataria ele(a) de novo?',
      required: true,
    },
    {
      key: 'obs',
      kind: 'text',
      prompt: 'Quer acrescentar alguma coisa? (opcional)',
      required: false,
    },
  ],
};

/**
 * Fish canneries (sixty-fourth blind set), as a tuna and sardine cannery in
 * Peniche writes it and the forewoman of the cleaning tables at a tuna
 * cannery in Madalena do Pico (the Azores) or the shift supervisor at a
 * sardine cannery in Olhão answers it: the section as a single choice (a
 * filler who stood in at the cookers when the cook was away is in filling),
 * months with the unit in the prompt (given from one feast of the Senhor Bom
 * Jesus to another, or set right in the same message: "DOIS ANOS E MEIO.
 * NAO, ESPERA … TRES ANOS CERTOS"), the tasks as a REQUIRED multiple choice
 * named in the factory's words ("limpava os lombos, tirava a pele e o
 * sangacho", "as de posta", "a sardinha vai deitada cabeça com rabo",
 * "acertava as roldanas" of the seamer; the seamer "com os homens", the
 * cookers and the autoclaves "com o fogueiro" excluded in words), a rating
 * of the quality of the work, cans filled an hour (optional, with the unit
 * in the prompt, given as kilos of loin an hour or as cans a minute), an
 * OPTIONAL rating of hygiene, a food-hygiene course (HACCP "or the
 * equivalent of your country") as an optional yes/no, a required yes/no,
 * optional text.
 */
export const PT_CONSERVAS: TypedQuestionnaire = {
  id: 'pt-conservas',
  name: 'Referência: indústria conserveira',
  questions: [
    {
      key: 'seccao',
      kind: 'choice',
      prompt: 'Em que secção da fábrica trabalhava?',
      options: [
        'Receção e descongelação do peixe',
        'Cozedura',
        'Limpeza e corte (mesas)',
        'Enchimento e cravação',
        'Esterilização (autoclaves)',
        'Embalagem e expedição',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'meses',
      kind: 'number',
      prompt: 'Quantos meses trabalhou convosco? (em meses)',
      min: 1,
      max: 480,
      required: true,
    },
    {
      key: 'tarefas',
      kind: 'choice',
      prompt: 'Que tarefas fazia? Pode marcar várias.',
      options: [
        'Descabeçar e eviscerar',
        'Limpar lombos de atum',
        'Encher latas à mão',
        'Operar a cravadeira',
        'Carregar as autoclaves',
        'Rotular e embalar',
        'Controlo de qualidade e pesagem',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'qualidade',
      kind: 'rating',
      prompt:
        'De 1 a 5, como era a qualidade do trabalho (peixe bem limpo, latas bem cheias, pouco desperdício)?',
      label: 'Qualidade do trabalho',
      required: true,
    },
    {
      key: 'latas',
      kind: 'number',
      prompt: 'Quantas latas enchia por hora, mais ou menos? (latas por hora, opcional)',
      min: 1,
      max: 5000,
      required: false,
    },
    {
      key: 'higiene',
      kind: 'rating',
      prompt: 'De 1 a 5, como cumpria as regras de higiene (touca, luvas, bata, botas)? (opcional)',
      label: 'Higiene',
      required: false,
    },
    {
      key: 'formacao',
      kind: 'yes_no',
      prompt:
        'Tem formação em higiene e segurança alimentar (HACCP) ou o equivalente do seu país? (opcional)',
      required: false,
    },
    {
      key: 'recontratar',
      kind: 'yes_no',
      prompt: 'Voltaria a contratá-lo(a) para a próxima campanha?',
      required: true,
    },
    {
      key: 'obs',
      kind: 'text',
      prompt: 'Quer acrescentar alguma coisa? (opcional)',
      required: false,
    },
  ],
};

/**
 * Assembly-line factories (sixty-sixth blind set), as a manufacturer in the
 * Polo Industrial de Manaus writes it and the production supervisor at a
 * television factory in Manaus or the shift leader at an auto-parts plant in
 * São José dos Pinhais answers it: the section as a single choice (a line
 * worker who moved to the SMT is asked which), months with the unit in the
 * prompt (given as "Três anos e pouco" or "um ano e meio certinho"), the
 * work as a REQUIRED multiple choice named in the factory's jargon ("a
 * parafusadeira", "a pick and place", "o AOI", "o ferro de solda", "a prensa
 * de 250 toneladas", "o calibrador", "o kanban"), a rating of the quality of
 * the work, parts an hour (optional, with the unit in the prompt, given as a
 * TV every 40 seconds or as a range), an OPTIONAL rating of safety, a
 * forklift course (NR-11 "or the equivalent of your country") as an
 * optional yes/no, a required yes/no, optional text.
 */
export const PT_MONTAGEM: TypedQuestionnaire = {
  id: 'pt-montagem',
  name: 'Referência: indústria (linha de montagem)',
  questions: [
    {
      key: 'setor',
      kind: 'choice',
      prompt: 'Em qual setor da fábrica ele(a) trabalhava?',
      options: [
        'Linha de montagem',
        'Placas eletrônicas (SMT e inserção)',
        'Qualidade e inspeção',
        'Logística interna (abastecimento de linha)',
        'Manutenção',
        'Estamparia e solda',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'meses',
      kind: 'number',
      prompt: 'Quantos meses ele(a) trabalhou com vocês? (em meses)',
      min: 1,
      max: 480,
      required: true,
    },
    {
      key: 'atividades',
      kind: 'choice',
      prompt: 'Quais atividades fazia? Pode marcar várias.',
      options: [
        'Montagem manual com parafusadeira',
        'Operação de máquina (insersora, prensa ou robô)',
        'Inspeção visual e teste funcional',
        'Retrabalho e reparo',
        'Abastecimento da linha (kanban)',
        'Embalagem e expedição',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'qualidade',
      kind: 'rating',
      prompt:
        'De 1 a 5, como era a qualidade do trabalho dele(a) (poucos defeitos, seguia a instrução de trabalho)?',
      label: 'Qualidade do trabalho',
      required: true,
    },
    {
      key: 'pecas',
      kind: 'number',
      prompt: 'Quantas peças ou aparelhos fazia por hora, em média? (peças por hora, opcional)',
      min: 1,
      max: 2000,
      required: false,
    },
    {
      key: 'seguranca',
      kind: 'rating',
      prompt:
        'De 1 a 5, como cumpria as normas de segurança (EPI, bloqueio de máquina)? (opcional)',
      label: 'Segurança',
      required: false,
    },
    {
      key: 'nr11',
      kind: 'yes_no',
      prompt:
        'Tem curso de operador de empilhadeira (NR-11) ou o equivalente do seu país? (opcional)',
      required: false,
    },
    {
      key: 'recontratar',
      kind: 'yes_no',
      prompt: 'Você o(a) contrataria de novo?',
      required: true,
    },
    {
      key: 'obs',
      kind: 'text',
      prompt: 'Quer acrescentar alguma coisa? (opcional)',
      required: false,
    },
  ],
};

export const QUESTIONNAIRES_PT: readonly TypedQuestionnaire[] = [
  PT_VENDAS,
  PT_ENFERMAGEM,
  PT_TI,
  PT_OBRAS,
  PT_ATENDIMENTO,
  PT_ARMAZEM,
  PT_HOTELARIA,
  PT_AGRO,
  PT_ESCOLA,
  PT_SEGURANCA,
  PT_TRANSPORTE,
  PT_OFFSHORE,
  PT_CUIDADOS,
  PT_OFICINA,
  PT_SALAO,
  PT_ACABAMENTOS,
  PT_PESCA,
  PT_ENTREGAS,
  PT_PADARIA,
  PT_FARMACIA,
  PT_VINHA,
  PT_LIMPEZA,
  PT_ACADEMIA,
  PT_MUDANCAS,
  PT_SOLDA,
  PT_ACOUGUE,
  PT_ELETRICA,
  PT_CONFECCAO,
  PT_JARDINAGEM,
  PT_RECICLAGEM,
  PT_MARCENARIA,
  PT_PECUARIA,
  PT_QUEIJARIA,
  PT_MINERACAO,
  PT_BANHOTOSA,
  PT_PORTO,
  PT_CALCADOS,
  PT_CONSERVAS,
  PT_MONTAGEM,
];

type RefereeCase = Omit<TypedRefereeConversation, 'heldOut'>;
type IntakeCase = Omit<TypedIntakeConversation, 'heldOut'>;

const BEATRIZ = { firstName: 'Beatriz', lastName: 'Carvalho' };
const JOAO = { firstName: 'João', lastName: 'Almeida' };
const CAROLINA = { firstName: 'Carolina', lastName: 'Teixeira' };
const TIAGO = { firstName: 'Tiago', lastName: 'Mendes' };

/** Third blind set: Brazil (the Northeast; particles), Portugal (a double surname). */
const LUANA = { firstName: 'Luana', lastName: 'Cavalcanti de Albuquerque' };
const RAFAEL = { firstName: 'Rafael', lastName: 'dos Santos Oliveira' };
const DUARTE = { firstName: 'Duarte', lastName: 'Sá Couto' };
const MARCIA = { firstName: 'Márcia', lastName: 'Pereira da Costa' };

/** Fourth blind set: a cedilla and a particle (Portugal), an Angolan hyphenated surname. */
const CONCEICAO = { firstName: 'Conceição', lastName: 'dos Anjos' };
const KIESSE = { firstName: 'Kiesse', lastName: 'Van-Dúnem' };

/** The built-in's questions in order, one message each. */
const IN_ORDER: BuiltinCode[] = [
  'rel',
  'com',
  'tec',
  'tea',
  'rlb',
  'pro',
  'lea',
  'str',
  'imp',
  'reh',
  'mon',
  'cmt',
];

const REFEREE_CASES: RefereeCase[] = [
  {
    id: 'pt-r01',
    title: 'Brazil, plain answers typed without accents',
    tags: ['portuguese', 'short'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: BEATRIZ,
    to: IN_ORDER,
    says: [
      'Fui gestora dela no Nubank',
      '5',
      '5',
      '4',
      '5',
      '4',
      '4',
      'Muito proativa, resolve tudo',
      'Poderia delegar mais',
      'sim',
      '24',
      'nao, so isso',
    ],
    expected: {
      relationship: 'Fui gestora dela no Nubank',
      communication: 5,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 4,
      leadership: 4,
      strengths: 'Muito proativa, resolve tudo',
      improvements: 'Poderia delegar mais',
      wouldRehire: true,
      monthsKnown: 24,
    },
    outcome: 'completed',
  },
  {
    id: 'pt-r02',
    title: 'Portugal: "acho que um 4", words, "4 ou 5", "não sei", "uns 18 meses", "pula essa"',
    tags: ['portuguese', 'hedge', 'words', 'range', 'dont-know', 'skip'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: BEATRIZ,
    to: ['rel', 'com', 'tec', 'tea', 'rlb', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      'Era colega de equipa dela na Farfetch, no Porto',
      'acho que um 4',
      'cinco',
      'quatro',
      '4 ou 5',
      { retry: '5', key: 'reliability' },
      '4',
      'não sei, ela não chefiava ninguém',
      'Rigor técnico',
      'Falar mais nas reuniões',
      'claro que sim',
      'uns 18 meses',
      'pula essa',
    ],
    expected: {
      relationship: 'Era colega de equipa dela na Farfetch, no Porto',
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 4,
      strengths: 'Rigor técnico',
      improvements: 'Falar mais nas reuniões',
      wouldRehire: true,
      monthsKnown: 18,
    },
    outcome: 'completed',
  },
  {
    id: 'pt-r03',
    title:
      '"não - pera, quis dizer sim, com certeza"; "dois anos e meio" in months; "Valeu! 👊" is no comment',
    tags: ['portuguese', 'correction', 'issue-quote', 'words', 'unit', 'emoji'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: JOAO,
    to: IN_ORDER,
    says: [
      'fui chefe dele',
      '4',
      '4',
      '5',
      '5',
      '4',
      '3',
      'Cara muito gente boa e entrega tudo no prazo',
      'Organização',
      'não - pera, quis dizer sim, com certeza',
      'dois anos e meio',
      'Valeu! 👊',
    ],
    expected: {
      relationship: 'fui chefe dele',
      communication: 4,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      leadership: 3,
      strengths: 'Cara muito gente boa e entrega tudo no prazo',
      improvements: 'Organização',
      wouldRehire: true,
      monthsKnown: 30,
    },
    outcome: 'completed',
  },
  {
    id: 'pt-r04',
    title: '"Prefiro não dar referência" at the first question',
    tags: ['portuguese', 'decline', 'short'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: JOAO,
    to: ['rel', 'rel'],
    says: ['Prefiro não dar referência, desculpa', { tapConfirm: true }],
    expected: {},
    outcome: 'declined',
  },
  {
    id: 'pt-r05',
    title: '"sei lá"; "comunicação 5, equipe 4" asked the months, then "uns 8 meses"',
    tags: ['portuguese', 'dont-know', 'wrong-question', 'issue-quote', 'hedge'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: BEATRIZ,
    to: ['rel', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'mon', 'cmt'],
    says: [
      'Cliente, ela atendia a nossa conta',
      '5',
      'sei lá',
      '4',
      '5',
      '4',
      '2',
      'Comunicadora e resolutiva',
      'Pontualidade',
      'sim',
      'comunicação 5, equipe 4',
      'ah desculpa, uns 8 meses',
      'não',
    ],
    expected: {
      relationship: 'Cliente, ela atendia a nossa conta',
      communication: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 4,
      leadership: 2,
      strengths: 'Comunicadora e resolutiva',
      improvements: 'Pontualidade',
      wouldRehire: true,
      monthsKnown: 8,
    },
    outcome: 'completed',
  },
  {
    id: 'pt-r06',
    title: 'taps, "passa", "um ano" in months',
    tags: ['portuguese', 'tap', 'skip', 'words', 'unit'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: JOAO,
    to: IN_ORDER,
    says: [
      'Mentor dele no programa de trainee',
      { tap: 4 },
      { tap: 3 },
      'passa',
      { tap: 5 },
      { tap: 4 },
      { tap: null },
      'Curiosidade',
      { tap: null },
      { tap: true },
      'um ano',
      { tap: null },
    ],
    expected: {
      relationship: 'Mentor dele no programa de trainee',
      communication: 4,
      technical_skill: 3,
      reliability: 5,
      problem_solving: 4,
      strengths: 'Curiosidade',
      wouldRehire: true,
      monthsKnown: 12,
    },
    outcome: 'completed',
  },
  {
    id: 'pt-r07',
    title:
      'Portugal: "três anos" in the relationship, "um 4, talvez 5", refuses one question, a phone in the comment',
    tags: ['portuguese', 'range', 'decline', 'long', 'optional'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: BEATRIZ,
    to: ['rel', 'com', 'tec', 'tec', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      'Fui o responsável direto dela durante três anos na Sonae',
      '5',
      'um 4, talvez 5',
      { retry: '4', key: 'technical_skill' },
      '5',
      '5',
      '5',
      '4',
      'A Beatriz tem uma capacidade enorme de pôr as pessoas a trabalhar juntas. Quando entrou, a equipa estava desmotivada e em seis meses tínhamos o melhor resultado da região. É exigente mas justa, e os clientes adoram-na',
      'Prefiro não responder a essa',
      'sim, sem dúvida',
      '36',
      'Qualquer coisa liguem-me: +351 912 345 678',
    ],
    expected: {
      relationship: 'Fui o responsável direto dela durante três anos na Sonae',
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      problem_solving: 5,
      leadership: 4,
      strengths: { has: ['pôr as pessoas a trabalhar juntas', 'exigente mas justa'] },
      wouldRehire: true,
      monthsKnown: 36,
      comments: 'Qualquer coisa liguem-me: +351 912 345 678',
    },
    outcome: 'completed',
  },
  // ───────────── tenant: pt-vendas (relacao, anos, negociacao, canais, recontratar, equipe, destaque)
  {
    id: 'pt-t01',
    title: 'short answers: "era gestor dela", "3 anos", "telefone e whats"',
    tags: ['portuguese', 'short', 'multiple'],
    questionnaire: 'pt-vendas',
    locale: 'pt',
    candidate: BEATRIZ,
    says: [
      'era gestor dela',
      '3 anos',
      '5',
      'telefone e whats',
      'sim',
      '7',
      'Fechou o maior contrato do ano com a Ambev',
    ],
    expected: {
      relacao: 'Gestor(a) direto(a)',
      anos: 3,
      negociacao: 5,
      canais: ['Telefone', 'WhatsApp'],
      recontratar: true,
      equipe: 7,
      destaque: 'Fechou o maior contrato do ano com a Ambev',
    },
    outcome: 'completed',
  },
  {
    id: 'pt-t02',
    title: '"nem um ano" is 0 years; "nenhuma" for the team is below the minimum, not stored',
    tags: ['portuguese', 'negation', 'hedge', 'multiple', 'optional'],
    questionnaire: 'pt-vendas',
    locale: 'pt',
    candidate: JOAO,
    says: [
      'colega',
      'nem um ano, uns meses só',
      'uns 4',
      'e-mail e presencial',
      'não',
      'nenhuma, ele trabalhava sozinho',
      'Bom de conversa, o cliente confia nele',
    ],
    expected: {
      relacao: 'Colega',
      anos: 0,
      negociacao: 4,
      canais: ['E-mail', 'Presencial'],
      recontratar: false,
      destaque: 'Bom de conversa, o cliente confia nele',
    },
    outcome: 'completed',
  },
  {
    id: 'pt-t03',
    title: '"sei lá" on required years, "3 ou 4", "pula essa", "não... quer dizer, sim"',
    tags: ['portuguese', 'dont-know', 'required-miss', 'range', 'skip', 'correction', 'emoji'],
    questionnaire: 'pt-vendas',
    locale: 'pt',
    candidate: JOAO,
    says: [
      'eu era cliente dele',
      'sei lá, não lembro',
      { retry: 'coloca 2', key: 'anos' },
      '3 ou 4',
      { retry: '3', key: 'negociacao' },
      'pula essa',
      'não... quer dizer, sim, contrataria',
      'não sei',
      'Sempre respondia rápido no WhatsApp 📱',
    ],
    expected: {
      relacao: 'Cliente',
      anos: 2,
      negociacao: 3,
      recontratar: true,
      destaque: 'Sempre respondia rápido no WhatsApp 📱',
    },
    outcome: 'completed',
  },
  {
    id: 'pt-t04',
    title: 'declines after two answers: nothing kept',
    tags: ['portuguese', 'decline'],
    questionnaire: 'pt-vendas',
    locale: 'pt',
    candidate: BEATRIZ,
    says: [
      'subordinada',
      '4',
      'olha, prefiro não continuar, não quero dar referência',
      { tapConfirm: true },
    ],
    expected: {},
    outcome: 'declined',
  },
  // ───────────── tenant: pt-enfermagem (meses, cuidado, noturno, regime, observacoes)
  {
    id: 'pt-t05',
    title: '"uns 18 meses", "fazia sim", "plantões 12x36"',
    tags: ['portuguese', 'hedge', 'number-in-word'],
    questionnaire: 'pt-enfermagem',
    locale: 'pt',
    candidate: BEATRIZ,
    says: ['uns 18 meses', '5', 'fazia sim', 'plantões 12x36', 'Excelente enfermeira'],
    expected: {
      meses: 18,
      cuidado: 5,
      noturno: true,
      regime: 'Plantões',
      observacoes: 'Excelente enfermeira',
    },
    outcome: 'completed',
  },
  {
    id: 'pt-t06',
    title: 'Portugal: "dois anos" in months, "um 4 a puxar para 5", "tempo inteiro", a signature',
    tags: ['portuguese', 'unit', 'words', 'range', 'dont-know', 'signature'],
    questionnaire: 'pt-enfermagem',
    locale: 'pt',
    candidate: BEATRIZ,
    says: [
      'dois anos',
      'um 4 a puxar para 5',
      { retry: '4', key: 'cuidado' },
      'não sei',
      'tempo inteiro',
      'Muito dedicada com os doentes.\n\nCumprimentos,\nEnf.ª Joana dos Santos\nEnfermeira-Chefe | Hospital de Santa Maria\n+351 217 805 000',
    ],
    expected: {
      meses: 24,
      cuidado: 4,
      regime: 'Tempo integral',
      observacoes: { has: ['dedicada'] },
    },
    outcome: 'completed',
  },
  {
    id: 'pt-t07',
    title:
      '"Fui o gestor direto dele por 4 anos" in the first answer, "todos menos presencial", "uma dúzia", "Q1 a Q4"',
    tags: ['portuguese', 'multi-answer', 'emoji', 'multiple', 'hedge', 'words', 'number-in-word'],
    questionnaire: 'pt-vendas',
    locale: 'pt',
    candidate: JOAO,
    says: [
      'Fui o gestor direto dele por 4 anos na Natura 🙂',
      { retry: '4', key: 'anos' },
      'nota 5',
      'todos menos presencial',
      'com certeza',
      'uma dúzia mais ou menos',
      'Bateu a meta em todos os trimestres de 2023, do Q1 ao Q4',
    ],
    expected: {
      relacao: 'Gestor(a) direto(a)',
      anos: 4,
      negociacao: 5,
      canais: ['Telefone', 'E-mail', 'WhatsApp'],
      recontratar: true,
      equipe: 12,
      destaque: 'Bateu a meta em todos os trimestres de 2023, do Q1 ao Q4',
    },
    outcome: 'completed',
  },
  {
    id: 'pt-t08',
    title: 'a question back ("1 é o melhor?"), then "meio periodo" without accents',
    tags: ['portuguese', 'question-back', 'typos', 'optional', 'tap'],
    questionnaire: 'pt-enfermagem',
    locale: 'pt',
    candidate: JOAO,
    says: [
      '6',
      '1 é o melhor ou o pior?',
      { retry: 'entao 4', key: 'cuidado' },
      { tap: false },
      'meio periodo',
      { tap: null },
    ],
    expected: { meses: 6, cuidado: 4, noturno: false, regime: 'Meio período' },
    outcome: 'completed',
  },
  {
    id: 'pt-t09',
    title: 'stops at the required rehire: "depende da vaga"',
    tags: ['portuguese', 'required-miss', 'hedge'],
    questionnaire: 'pt-vendas',
    locale: 'pt',
    candidate: BEATRIZ,
    says: [
      'colega de equipe',
      '1',
      '3',
      'só telefone',
      'depende da vaga',
      { retry: 'não sei dizer', key: 'recontratar' },
    ],
    expected: { relacao: 'Colega', anos: 1, negociacao: 3, canais: ['Telefone'] },
    outcome: 'open',
  },
  // ───────────── Second blind set (2026-11-28), built-in
  {
    id: 'pt-r08',
    title:
      'Portugal: "muito bom, um 4", "4,5" asked again, "três", "nada a apontar", "sem dúvida nenhuma" is a yes, "ano e meio"',
    tags: ['portuguese', 'range', 'words', 'negation', 'unit', 'dont-know'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: CAROLINA,
    to: ['rel', 'com', 'tec', 'tec', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      'Era a chefe de equipa dela na Critical Software, em Coimbra',
      'muito bom, um 4',
      '4,5',
      { retry: '5', key: 'technical_skill' },
      'três',
      '5',
      '4',
      'não se aplica, ela não geria ninguém',
      'É muito rigorosa e aprende depressa',
      'nada a apontar',
      'sem dúvida nenhuma',
      'ano e meio',
      'não, é tudo. obrigada',
    ],
    expected: {
      relationship: 'Era a chefe de equipa dela na Critical Software, em Coimbra',
      communication: 4,
      technical_skill: 5,
      teamwork: 3,
      reliability: 5,
      problem_solving: 4,
      strengths: 'É muito rigorosa e aprende depressa',
      wouldRehire: true,
      monthsKnown: 18,
    },
    outcome: 'completed',
  },
  {
    id: 'pt-r09',
    title:
      'Brazil, phone typing: "quatri" asked again, "5 kkkk", "as vzs", "ss", "dois anos e pouco" asked again, "vlw"',
    tags: ['portuguese', 'typos', 'hedge', 'unit', 'short'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: JOAO,
    to: [
      'rel',
      'com',
      'tec',
      'tec',
      'tea',
      'rlb',
      'pro',
      'lea',
      'str',
      'imp',
      'reh',
      'reh',
      'mon',
      'mon',
      'cmt',
    ],
    says: [
      'fui colega dele no time de dados do itau',
      '4',
      'quatri',
      { retry: '4', key: 'technical_skill' },
      '5',
      '5 kkkk',
      '4',
      '3',
      'manja muito de sql e e gente boa demais',
      'as vzs demora pra pedir ajuda',
      'ss',
      { retry: 'sim', key: 'wouldRehire' },
      'dois anos e pouco',
      { retry: '26', key: 'monthsKnown' },
      'vlw',
    ],
    expected: {
      relationship: 'fui colega dele no time de dados do itau',
      communication: 4,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      leadership: 3,
      strengths: 'manja muito de sql e e gente boa demais',
      improvements: 'as vzs demora pra pedir ajuda',
      wouldRehire: true,
      monthsKnown: 26,
    },
    outcome: 'completed',
  },
  {
    id: 'pt-r10',
    title:
      'Brazil: a long ramble ending "Eu daria 4", English words ("hands-on", "ownership"), "tô no trânsito" aside, "uns 3 anos" asked again',
    tags: ['portuguese', 'long', 'hedge', 'off-topic', 'unit', 'dont-know'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: BEATRIZ,
    to: [
      'rel',
      'com',
      'com',
      'tec',
      'tea',
      'tea',
      'rlb',
      'pro',
      'lea',
      'str',
      'imp',
      'reh',
      'mon',
      'mon',
      'cmt',
    ],
    says: [
      'Eu era tech lead dela na Stone, ela era dev backend',
      'Olha, vou te falar, ela se comunica muito bem por escrito, os PRs dela são super bem explicados, mas em reunião grande ela trava um pouco. Eu daria 4',
      { retry: '4', key: 'communication' },
      '5',
      'desculpa, tô no trânsito, já respondo',
      '5',
      '4',
      '5',
      'ainda é cedo pra avaliar a liderança dela',
      'É muito hands-on e tem ownership de verdade, pega o problema e vai até o fim',
      'Precisa aprender a dizer não pro time de produto',
      'contrataria de novo com certeza',
      'uns 3 anos',
      { retry: '36', key: 'monthsKnown' },
      'só isso, valeu',
    ],
    expected: {
      relationship: 'Eu era tech lead dela na Stone, ela era dev backend',
      communication: 4,
      technical_skill: 5,
      teamwork: 5,
      reliability: 4,
      problem_solving: 5,
      strengths: 'É muito hands-on e tem ownership de verdade, pega o problema e vai até o fim',
      improvements: 'Precisa aprender a dizer não pro time de produto',
      wouldRehire: true,
      monthsKnown: 36,
    },
    outcome: 'completed',
  },
  {
    id: 'pt-r11',
    title:
      'Portugal: partial refusals ("prefiro não avaliar isso", "passo", "Prefiro não comentar"), "talvez 3" asked again, "Não. Não voltava a contratá-lo", "uns quantos meses"',
    tags: ['portuguese', 'decline', 'skip', 'hedge', 'negation', 'dont-know', 'optional'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: TIAGO,
    to: [
      'rel',
      'com',
      'tec',
      'tec',
      'tea',
      'rlb',
      'pro',
      'lea',
      'str',
      'imp',
      'reh',
      'mon',
      'mon',
      'cmt',
    ],
    says: [
      'Fui diretor dele na NOS durante uns anos',
      'prefiro não avaliar isso',
      'Não sei bem... talvez 3',
      { retry: '3', key: 'technical_skill' },
      '2',
      '3',
      'passo',
      '2',
      'Conhece bem o negócio',
      'Prefiro não comentar',
      'Não. Não voltava a contratá-lo.',
      'uns quantos meses, não sei precisar',
      { retry: 'não sei mesmo', key: 'monthsKnown' },
      'Para mais detalhes: paulo.antunes@nos.pt',
    ],
    expected: {
      relationship: 'Fui diretor dele na NOS durante uns anos',
      technical_skill: 3,
      teamwork: 2,
      reliability: 3,
      leadership: 2,
      strengths: 'Conhece bem o negócio',
      wouldRehire: false,
      comments: 'Para mais detalhes: paulo.antunes@nos.pt',
    },
    outcome: 'completed',
  },
  {
    id: 'pt-r12',
    title:
      'Brazil: everything in the first message ("Fui gestor direto dele por 3 anos no iFood. Comunicação 4, técnico 5…"), then the texts',
    tags: ['portuguese', 'multi-answer', 'long', 'unit'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: JOAO,
    to: ['rel', 'str', 'imp', 'cmt'],
    says: [
      'Fui gestor direto dele por 3 anos no iFood. Comunicação 4, técnico 5, equipe 4, confiabilidade 5, resolução de problemas 5, liderança 3, e contrataria de novo sim',
      'Resolve qualquer pepino em produção',
      'Documentar mais',
      'não',
    ],
    expected: {
      relationship: { has: ['gestor direto'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 5,
      leadership: 3,
      strengths: 'Resolve qualquer pepino em produção',
      improvements: 'Documentar mais',
      wouldRehire: true,
      monthsKnown: 36,
    },
    outcome: 'completed',
  },
  {
    id: 'pt-r13',
    title:
      'corrections in the message: "um 5, quer dizer, 4", "sim... na verdade não", "30 meses, não, 24"',
    tags: ['portuguese', 'correction', 'negation'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: CAROLINA,
    to: IN_ORDER,
    says: [
      'colega de baia na Ambev',
      'um 5, quer dizer, 4',
      '4',
      '5',
      '2, faltava muito',
      '4',
      'nota 3',
      'Muito criativa',
      'Assiduidade',
      'sim... na verdade não, por causa das faltas',
      '30 meses, não, 24',
      'nada',
    ],
    expected: {
      relationship: 'colega de baia na Ambev',
      communication: 4,
      technical_skill: 4,
      teamwork: 5,
      reliability: 2,
      problem_solving: 4,
      leadership: 3,
      strengths: 'Muito criativa',
      improvements: 'Assiduidade',
      wouldRehire: false,
      monthsKnown: 24,
    },
    outcome: 'completed',
  },
  {
    id: 'pt-r14',
    title:
      'emoji answers: "5️⃣", "🤷" is no rating, "👍🏽" alone on would-rehire asked again, taps, "seis meses"',
    tags: ['portuguese', 'emoji', 'tap', 'dont-know', 'words'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: BEATRIZ,
    to: [
      'rel',
      'com',
      'com',
      'tec',
      'tea',
      'rlb',
      'pro',
      'lea',
      'str',
      'imp',
      'reh',
      'reh',
      'mon',
      'cmt',
    ],
    says: [
      'fui cliente dela 😊 ela cuidava da nossa conta na agência',
      '5️⃣',
      { retry: '5', key: 'communication' },
      { tap: 4 },
      { tap: 5 },
      { tap: 4 },
      '4 👌',
      '🤷',
      'Criatividade e cumprir prazo',
      { tap: null },
      '👍🏽',
      { retry: 'sim', key: 'wouldRehire' },
      'seis meses',
      '🙏',
    ],
    expected: {
      relationship: 'fui cliente dela 😊 ela cuidava da nossa conta na agência',
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 4,
      problem_solving: 4,
      strengths: 'Criatividade e cumprir prazo',
      wouldRehire: true,
      monthsKnown: 6,
    },
    outcome: 'completed',
  },
  // ───────────── Second blind set, tenant questionnaires
  {
    id: 'pt-t10',
    title:
      'Portugal on pt-vendas: "chefe direto", "ano e meio" in years, "mail e presencialmente", "voltava a contratá-la", "éramos oito"',
    tags: ['portuguese', 'words', 'multiple', 'unit'],
    questionnaire: 'pt-vendas',
    locale: 'pt',
    candidate: CAROLINA,
    says: [
      'era o chefe direto dela',
      'ano e meio',
      'excelente, 5',
      'telefone, mail e presencialmente',
      'voltava a contratá-la, claro',
      'éramos oito',
      'Ganhou o concurso da Câmara de Lisboa, um contrato de três anos',
    ],
    expected: {
      relacao: 'Gestor(a) direto(a)',
      anos: 1.5,
      negociacao: 5,
      canais: ['Telefone', 'E-mail', 'Presencial'],
      recontratar: true,
      equipe: 8,
      destaque: 'Ganhou o concurso da Câmara de Lisboa, um contrato de três anos',
    },
    outcome: 'completed',
  },
  {
    id: 'pt-t11',
    title:
      'Brazil on pt-vendas: "nota 10" asked the relationship and again as a 1–5 rating, "de 2020 a 2023", "só whats", "bora, contrataria sim"',
    tags: ['portuguese', 'wrong-question', 'hedge', 'dont-know', 'number-in-word', 'optional'],
    questionnaire: 'pt-vendas',
    locale: 'pt',
    candidate: JOAO,
    says: [
      'nota 10 pra ele!',
      { retry: 'colega de time', key: 'relacao' },
      'uns 3 anos, de 2020 a 2023',
      { retry: '3', key: 'anos' },
      'nota 10',
      { retry: '5', key: 'negociacao' },
      'só whats',
      'bora, contrataria sim',
      'não sei',
      'Bateu 150% da meta no segundo semestre',
    ],
    expected: {
      relacao: 'Colega',
      anos: 3,
      negociacao: 5,
      canais: ['WhatsApp'],
      recontratar: true,
      destaque: 'Bateu 150% da meta no segundo semestre',
    },
    outcome: 'completed',
  },
  {
    id: 'pt-t12',
    title:
      'Portugal on pt-enfermagem: "dois anos e pouco" asked again, "as noites todas", "por turnos" asked again, a signature with a Portuguese mobile',
    tags: ['portuguese', 'hedge', 'unit', 'signature', 'optional'],
    questionnaire: 'pt-enfermagem',
    locale: 'pt',
    candidate: CAROLINA,
    says: [
      'dois anos e pouco',
      { retry: '26', key: 'meses' },
      '5, os doentes adoravam-na',
      'fazia, sim, as noites todas',
      'por turnos',
      { retry: 'plantões', key: 'regime' },
      'Recomendo sem reservas.\n\nCom os melhores cumprimentos,\nEnf.ª Helena Baptista\nEnfermeira Gestora | Hospital de São João\nTlm: 93 456 78 90',
    ],
    expected: {
      meses: 26,
      cuidado: 5,
      noturno: true,
      regime: 'Plantões',
      observacoes: { has: ['Recomendo sem reservas'] },
    },
    outcome: 'completed',
  },
  {
    id: 'pt-t13',
    title:
      'Brazil on pt-enfermagem: "6 meses, contrato temporário", "nota 4", "não sei dizer", "integral", "nada não" is no remark',
    tags: ['portuguese', 'dont-know', 'optional', 'short', 'negation'],
    questionnaire: 'pt-enfermagem',
    locale: 'pt',
    candidate: JOAO,
    says: ['6 meses, era contrato temporário', 'nota 4', 'não sei dizer', 'integral', 'nada não'],
    expected: { meses: 6, cuidado: 4, regime: 'Tempo integral' },
    outcome: 'completed',
  },
  {
    id: 'pt-t14',
    title:
      'Brazil on pt-ti: "home office" is Remoto, "JS e SQL", "nenhuma" is 0 where 0 is allowed, "sobreaviso uma semana por mês"',
    tags: ['portuguese', 'multiple', 'negation', 'words', 'optional'],
    questionnaire: 'pt-ti',
    locale: 'pt',
    candidate: BEATRIZ,
    says: [
      'home office',
      'JS e SQL',
      '5',
      'nenhuma',
      'sim, sobreaviso uma semana por mês',
      'Reescreveu o checkout em React e a conversão subiu 12%',
    ],
    expected: {
      modelo: 'Remoto',
      tecnologias: ['JavaScript', 'SQL'],
      autonomia: 5,
      liderados: 0,
      sobreaviso: true,
      projeto: 'Reescreveu o checkout em React e a conversão subiu 12%',
    },
    outcome: 'completed',
  },
  {
    id: 'pt-t15',
    title:
      'Portugal on pt-ti: "híbrido, 2 dias no escritório", "todas", "entre 3 e 4" asked again, "duas pessoas", then refuses the required project',
    tags: ['portuguese', 'range', 'words', 'multiple', 'decline', 'required-miss'],
    questionnaire: 'pt-ti',
    locale: 'pt',
    candidate: TIAGO,
    says: [
      'híbrido, 2 dias no escritório',
      'todas',
      'entre 3 e 4',
      { retry: '4', key: 'autonomia' },
      'duas pessoas',
      'não',
      'Prefiro não detalhar, é confidencial',
      { retry: 'não posso mesmo, desculpe', key: 'projeto' },
    ],
    expected: {
      modelo: 'Híbrido',
      tecnologias: ['Java', 'Python', 'JavaScript', 'SQL'],
      autonomia: 4,
      liderados: 2,
      sobreaviso: false,
    },
    outcome: 'open',
  },
  {
    id: 'pt-t16',
    title: 'Brazil on pt-ti: "melhor não, não me sinto à vontade" after one answer: declined',
    tags: ['portuguese', 'decline', 'short'],
    questionnaire: 'pt-ti',
    locale: 'pt',
    candidate: JOAO,
    says: [
      'presencial',
      'olha, melhor não, não me sinto à vontade pra dar referência dele',
      { tapConfirm: true },
    ],
    expected: {},
    outcome: 'declined',
  },
  // ───────────── Third blind set, built-in
  {
    id: 'pt-r15',
    title:
      'Brazilian Northeast: "oxe", "massa, 5", "4 ou 5, coloca 5", "arretada", "ela coordenava 3 estagiários, daria um 4", "com ctz", "de 2019 até o começo de 2023" asked again',
    tags: ['portuguese', 'range', 'hedge', 'number-in-word', 'words', 'unit', 'typos'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: LUANA,
    to: ['rel', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'mon', 'cmt'],
    says: [
      'oxe, fui chefe dela na Chesf em Recife',
      'massa, 5',
      '4 ou 5, coloca 5',
      'arretada, 5',
      'cinco',
      'quatro',
      'ela coordenava 3 estagiários, daria um 4',
      'É arretada com planilha e não deixa nada pra depois',
      'Falar em público, fica nervosa em apresentação',
      'com ctz',
      'de 2019 até o começo de 2023',
      { retry: '48', key: 'monthsKnown' },
      'é isso, obrigada',
    ],
    expected: {
      relationship: 'oxe, fui chefe dela na Chesf em Recife',
      communication: 5,
      technical_skill: 5,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      leadership: 4,
      strengths: 'É arretada com planilha e não deixa nada pra depois',
      improvements: 'Falar em público, fica nervosa em apresentação',
      wouldRehire: true,
      monthsKnown: 48,
    },
    outcome: 'completed',
  },
  {
    id: 'pt-r16',
    title:
      'Portugal: four answers, then "acabei de falar com os recursos humanos e afinal não estou autorizado a dar referências": declined, nothing kept',
    tags: ['portuguese', 'decline'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: TIAGO,
    to: ['rel', 'com', 'tec', 'tea', 'rlb', 'rlb'],
    says: [
      'Fui o chefe de equipa dele na Sonae MC, na Maia',
      '4',
      '4',
      '3',
      'Peço desculpa, mas acabei de falar com os recursos humanos e afinal não estou autorizado a dar referências. Lamento.',
      { tapConfirm: true },
    ],
    expected: {},
    outcome: 'declined',
  },
  {
    id: 'pt-r17',
    title:
      'Brazil, WhatsApp style: "vc quer nota de 1 a 5 né? comunicação 5 e trabalho em equipe tb 5" (a question back and two named ratings), "mto", "n sei", "pq n", "1 ano e 8 meses", "n, só isso msm"',
    tags: ['portuguese', 'typos', 'question-back', 'multi-answer', 'dont-know', 'words', 'unit'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: JOAO,
    to: ['rel', 'com', 'tec', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      'trabalhei c ele na Ambev, eu era a coordenadora do time de trade',
      'vc quer nota de 1 a 5 né? comunicação 5 e trabalho em equipe tb 5',
      '4',
      'mto confiável, 5',
      '4 kkk',
      'n sei, ele n liderava ngm',
      'Relacionamento com cliente, td mundo gosta dele',
      'organização, de vez em qdo perde prazo',
      'sim pq n',
      '1 ano e 8 meses',
      'n, só isso msm',
    ],
    expected: {
      relationship: 'trabalhei c ele na Ambev, eu era a coordenadora do time de trade',
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      strengths: 'Relacionamento com cliente, td mundo gosta dele',
      improvements: 'organização, de vez em qdo perde prazo',
      wouldRehire: true,
      monthsKnown: 20,
    },
    outcome: 'completed',
  },
  {
    id: 'pt-r18',
    title:
      'Portugal: "3, aliás 4", "talvez um 4", "não faço ideia", "passo esta", "Não, quer dizer, sim! Li mal a pergunta", "dezoito meses", a Portuguese mobile in the comment',
    tags: ['portuguese', 'correction', 'hedge', 'dont-know', 'skip', 'words', 'optional'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: CAROLINA,
    to: IN_ORDER,
    says: [
      'Fui colega de equipa da Carolina na EDP, em Lisboa',
      '3, aliás 4',
      'talvez um 4',
      '5',
      '5',
      'não faço ideia',
      'passo esta',
      'Muito metódica e não larga um problema enquanto não o resolve',
      'Às vezes é demasiado exigente com os outros',
      'Não, quer dizer, sim! Li mal a pergunta',
      'dezoito meses',
      'Qualquer dúvida estou disponível: 912 345 678',
    ],
    expected: {
      relationship: 'Fui colega de equipa da Carolina na EDP, em Lisboa',
      communication: 4,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      strengths: 'Muito metódica e não larga um problema enquanto não o resolve',
      improvements: 'Às vezes é demasiado exigente com os outros',
      wouldRehire: true,
      monthsKnown: 18,
      comments: 'Qualquer dúvida estou disponível: 912 345 678',
    },
    outcome: 'completed',
  },
  {
    id: 'pt-r19',
    title:
      'Brazil: "gestora direta dele no Nubank por 2 anos" in the relationship, "5 🚀", "peraí que o Uber chegou" asked again, "contrataria de olhos fechados", a signature under the comment',
    tags: ['portuguese', 'multi-answer', 'emoji', 'off-topic', 'signature', 'unit', 'hedge'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: RAFAEL,
    to: [
      'rel',
      'com',
      'tec',
      'tea',
      'tea',
      'rlb',
      'pro',
      'lea',
      'str',
      'imp',
      'reh',
      'reh',
      'mon',
      'cmt',
    ],
    says: [
      'Oi! Fui gestora direta dele no Nubank por 2 anos',
      '5 🚀',
      '5',
      'peraí que o Uber chegou',
      { retry: '4', key: 'teamwork' },
      '4',
      '5',
      '3, ainda tá aprendendo a delegar',
      'Resolve incidente em produção como ninguém, frio total',
      'Delegar e documentar',
      'contrataria de olhos fechados',
      { retry: 'sim', key: 'wouldRehire' },
      { retry: '24', key: 'monthsKnown' },
      'Ele é fora da curva. Qualquer coisa me chama.\n\nAbs,\nFernanda Rocha\nEngineering Manager | Nubank\n+55 11 98765-1234',
    ],
    expected: {
      relationship: { has: ['gestora direta', 'Nubank'] },
      communication: 5,
      technical_skill: 5,
      teamwork: 4,
      reliability: 4,
      problem_solving: 5,
      leadership: 3,
      strengths: 'Resolve incidente em produção como ninguém, frio total',
      improvements: 'Delegar e documentar',
      wouldRehire: true,
      monthsKnown: 24,
      comments: { has: ['fora da curva'] },
    },
    outcome: 'completed',
  },
  // ───────────── Third blind set, tenant: pt-obras (funcao, experiencia, planeamento, ferramentas, ordem, recomenda, obs)
  {
    id: 'pt-t17',
    title:
      'Portugal on pt-obras: the referee names their own role beside the candidate\'s ("Era engenheiro de obra, eu era o diretor"), "seis anos e meio" (6.5), "AutoCAD e Project", "Nada a acrescentar."',
    tags: ['portuguese', 'words', 'multiple', 'optional'],
    questionnaire: 'pt-obras',
    locale: 'pt',
    candidate: DUARTE,
    says: [
      'Era engenheiro de obra, eu era o diretor de obra',
      'seis anos e meio',
      'dou-lhe um 4',
      'AutoCAD e Project',
      'sim, é membro efetivo',
      'sem dúvida',
      'Nada a acrescentar.',
    ],
    expected: {
      funcao: 'Engenheiro(a) de obra',
      experiencia: 6.5,
      planeamento: 4,
      ferramentas: ['AutoCAD', 'MS Project'],
      ordem: true,
      recomenda: true,
    },
    outcome: 'completed',
  },
  {
    id: 'pt-t18',
    title:
      'a Brazilian on pt-obras: "encarregada geral", "7,5", "entre 3 e 4" asked again, "nenhuma dessas, ela usava mais Excel" on the optional tools, "não sei" on the optional yes/no',
    tags: ['portuguese', 'range', 'negation', 'dont-know', 'optional', 'short'],
    questionnaire: 'pt-obras',
    locale: 'pt',
    candidate: MARCIA,
    says: [
      'encarregada geral',
      '7,5',
      'entre 3 e 4, as vezes atrasava o cronograma',
      { retry: '3', key: 'planeamento' },
      'nenhuma dessas, ela usava mais Excel',
      'não sei',
      'recomendo sim',
      'Ela toca a obra com pulso firme, a peãozada respeita muito ela',
    ],
    expected: {
      funcao: 'Encarregado(a)',
      experiencia: 7.5,
      planeamento: 3,
      recomenda: true,
      obs: 'Ela toca a obra com pulso firme, a peãozada respeita muito ela',
    },
    outcome: 'completed',
  },
  {
    id: 'pt-t19',
    title:
      'Portugal on pt-obras: "Em obra ou no total?" asked back, "no total uns 15", taps, "depende muito do cargo, sinceramente não sei" twice on the required yes/no, then leaves',
    tags: [
      'portuguese',
      'question-back',
      'hedge',
      'tap',
      'dont-know',
      'required-miss',
      'done-phrase',
    ],
    questionnaire: 'pt-obras',
    locale: 'pt',
    candidate: DUARTE,
    says: [
      'Técnico de segurança, HST',
      'Em obra ou no total?',
      { retry: 'no total uns 15', key: 'experiencia' },
      '2',
      { tap: null },
      { tap: false },
      'Depende muito do cargo, sinceramente não sei',
      { retry: 'não sei mesmo, desculpe', key: 'recomenda' },
      'Tenho de ir, peço desculpa',
    ],
    expected: {
      funcao: 'Técnico(a) de segurança',
      experiencia: 15,
      planeamento: 2,
      ordem: false,
    },
    outcome: 'open',
  },
  // ───────────── Third blind set, tenant: pt-vendas and pt-enfermagem
  {
    id: 'pt-t20',
    title:
      'Brazil on pt-vendas: a client, the years inside the relationship ("compro dela há 4 anos e meio"), "4,5", "whats e ligação", "eu sou cliente, não contrato ninguém 😅" asked again, "não sei quantas"',
    tags: [
      'portuguese',
      'multi-answer',
      'words',
      'multiple',
      'question-back',
      'dont-know',
      'emoji',
    ],
    questionnaire: 'pt-vendas',
    locale: 'pt',
    candidate: BEATRIZ,
    says: [
      'eu era cliente dela, compro dela há 4 anos e meio',
      { retry: '4,5', key: 'anos' },
      'negocia duro kkk mas é justa, 4',
      'whats e ligação',
      'eu sou cliente, não contrato ninguém 😅',
      { retry: 'ah entendi, sim', key: 'recontratar' },
      'não sei quantas pessoas tinha na equipe dela',
      'Conseguiu pra gente um prazo de 90 dias sem juros quando a gente tava apertado',
    ],
    expected: {
      relacao: 'Cliente',
      anos: 4.5,
      negociacao: 4,
      canais: ['Telefone', 'WhatsApp'],
      recontratar: true,
      destaque: 'Conseguiu pra gente um prazo de 90 dias sem juros quando a gente tava apertado',
    },
    outcome: 'completed',
  },
  {
    id: 'pt-t21',
    title:
      'Brazil on pt-enfermagem: "1 ano e meio" in months, "💯" is no rating (asked), "só de vez em quando, cobria folga" is a yes, "plantão 12 por 36", "Só elogios!! 🥰"',
    tags: ['portuguese', 'words', 'unit', 'emoji', 'hedge', 'number-in-word', 'optional'],
    questionnaire: 'pt-enfermagem',
    locale: 'pt',
    candidate: LUANA,
    says: [
      '1 ano e meio',
      '💯',
      { retry: '5', key: 'cuidado' },
      'só de vez em quando, cobria folga',
      'plantão 12 por 36',
      'Só elogios!! 🥰',
    ],
    expected: {
      meses: 18,
      cuidado: 5,
      noturno: true,
      regime: 'Plantões',
      observacoes: 'Só elogios!! 🥰',
    },
    outcome: 'completed',
  },

  // ───────────── Fourth blind set (2026-11-29), built-in
  {
    id: 'pt-r20',
    title:
      'Portugal: "Bué boa a comunicar, 5", "Epá, 4", "Sim" given to a rating (asked again), "3... não, 4", "três anos e pouco" asked, "Contratava já amanhã", "Não, obrigado. Cumprimentos" is no comment',
    tags: ['portuguese', 'correction', 'wrong-question', 'hedge', 'unit', 'dont-know'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: CONCEICAO,
    to: [
      'rel',
      'com',
      'tec',
      'tea',
      'rlb',
      'rlb',
      'pro',
      'lea',
      'str',
      'imp',
      'reh',
      'mon',
      'mon',
      'cmt',
    ],
    says: [
      'Fui o chefe de equipa dela na Sonae, no Porto',
      'Bué boa a comunicar, 5',
      'Epá, 4',
      'fixe, 5',
      'Sim',
      { retry: '5', key: 'reliability' },
      '3... não, 4',
      'não sei',
      'É muito despachada e resolve tudo ao telefone',
      'Às vezes fala demasiado rápido com os clientes',
      'Contratava já amanhã',
      'três anos e pouco',
      { retry: '38', key: 'monthsKnown' },
      'Não, obrigado. Cumprimentos',
    ],
    expected: {
      relationship: 'Fui o chefe de equipa dela na Sonae, no Porto',
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      strengths: 'É muito despachada e resolve tudo ao telefone',
      improvements: 'Às vezes fala demasiado rápido com os clientes',
      wouldRehire: true,
      monthsKnown: 38,
    },
    outcome: 'completed',
  },
  {
    id: 'pt-r21',
    title:
      'Angola: "Eu era o kota dela na Unitel", "sobre a parte técnica não vou comentar" refuses one rating, "é só 5 mesmo", "2, ainda é muito novinha", "Sim, sem mambo", "É uma miúda de futuro"',
    tags: ['portuguese', 'decline', 'words', 'optional'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: KIESSE,
    to: IN_ORDER,
    says: [
      'Eu era o kota dela na Unitel, supervisor do call center em Luanda',
      'Comunica bem, 4',
      'sobre a parte técnica não vou comentar',
      'cinco',
      'é só 5 mesmo',
      '4',
      '2, ainda é muito novinha',
      'Paciência com os clientes zangados',
      'Tem de confiar mais nela própria',
      'Sim, sem mambo',
      '2 anos',
      'É uma miúda de futuro',
    ],
    expected: {
      relationship: { has: ['supervisor', 'Unitel'] },
      communication: 4,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      leadership: 2,
      strengths: 'Paciência com os clientes zangados',
      improvements: 'Tem de confiar mais nela própria',
      wouldRehire: true,
      monthsKnown: 24,
      comments: 'É uma miúda de futuro',
    },
    outcome: 'completed',
  },
  {
    id: 'pt-r22',
    title:
      'Mozambique: the candidate\'s aunt answers one rating, then declines ("como sou família acho que não devo dar esta referência"): nothing kept',
    tags: ['portuguese', 'decline'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: CONCEICAO,
    to: ['rel', 'com', 'tec', 'tec'],
    says: [
      'Olá, sou a tia dela, mas também trabalhámos juntas na loja da família em Maputo',
      '5 claro',
      'Pensando bem, como sou família acho que não devo dar esta referência. Desculpe',
      { tapConfirm: true },
    ],
    expected: {},
    outcome: 'declined',
  },
  // ───────────── Fourth blind set, tenant: pt-atendimento (relacao, tempo, empatia, idiomas, metas, csat, comentario)
  {
    id: 'pt-t22',
    title:
      'Brazil on pt-atendimento: "uns 4 anos e meio" (4.5), "nota 10" on a 1-5 rating asked again, "português e espanhol, inglês não", "quase sempre", a CSAT of "8,7", "Ela é nota mil!! 😍"',
    tags: ['portuguese', 'words', 'hedge', 'negation', 'multiple', 'emoji', 'optional'],
    questionnaire: 'pt-atendimento',
    locale: 'pt',
    candidate: CONCEICAO,
    says: [
      'era supervisora dela',
      'uns 4 anos e meio',
      'nota 10',
      { retry: '5', key: 'empatia' },
      'português e espanhol, inglês não',
      'quase sempre',
      '8,7',
      'Ela é nota mil!! 😍',
    ],
    expected: {
      relacao: 'Supervisor(a)',
      tempo: 4.5,
      empatia: 5,
      idiomas: ['Português', 'Espanhol'],
      metas: true,
      csat: 8.7,
      comentario: 'Ela é nota mil!! 😍',
    },
    outcome: 'completed',
  },
  {
    id: 'pt-t23',
    title:
      'Portugal on pt-atendimento: a client who cannot say the years ("Isso não sei dizer", twice) nor the targets ("Não faço ideia, eu era cliente"): stays open',
    tags: ['portuguese', 'dont-know', 'required-miss', 'optional'],
    questionnaire: 'pt-atendimento',
    locale: 'pt',
    candidate: CONCEICAO,
    says: [
      'Fui cliente da empresa onde ela trabalhava, ligava para lá quase todas as semanas',
      'Isso não sei dizer',
      { retry: 'Não faço ideia, desculpe', key: 'tempo' },
      '5',
      'comigo era sempre português',
      'Não faço ideia, eu era cliente',
      'Não sei',
      'Sempre muito simpática',
    ],
    expected: {
      relacao: 'Cliente',
      empatia: 5,
      idiomas: ['Português'],
      comentario: 'Sempre muito simpática',
    },
    outcome: 'open',
  },
  {
    id: 'pt-t24',
    title:
      'Mozambique on pt-vendas: "Ele reportava a mim" for a manager, "de 2018 a 2022" asked, "diria 4", "presencial e zap" (WhatsApp), "éramos uns 12, 15" asked',
    tags: ['portuguese', 'unit', 'hedge', 'range', 'multiple', 'optional'],
    questionnaire: 'pt-vendas',
    locale: 'pt',
    candidate: KIESSE,
    says: [
      'Ele reportava a mim na Vodacom Moçambique',
      'de 2018 a 2022',
      { retry: '4', key: 'anos' },
      'negoceia muito bem, diria 4',
      'presencial e zap',
      'claro que sim, até já tentei trazê-lo de volta',
      'éramos uns 12, 15',
      { retry: '12', key: 'equipe' },
      'Fechou o contrato com a Cervejas de Moçambique, o maior do ano',
    ],
    expected: {
      relacao: 'Gestor(a) direto(a)',
      anos: 4,
      negociacao: 4,
      canais: ['WhatsApp', 'Presencial'],
      recontratar: true,
      equipe: 12,
      destaque: 'Fechou o contrato com a Cervejas de Moçambique, o maior do ano',
    },
    outcome: 'completed',
  },
  // ───────────── Fifth blind set (2026-11-29), built-in
  {
    id: 'pt-r23',
    title:
      'Cape Verde, Portuguese with Kriolu: "sabi, 5", "N ka sabe" is a don\'t-know, "3 ou 4" asked again, "ka tinha equipa" is no leadership rating, "dois anos e meio" in months, "Obrigado, mantenha" is no comment',
    tags: ['portuguese', 'dont-know', 'range', 'negation', 'unit', 'words'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Djenifer', lastName: 'Tavares Semedo' },
    to: ['rel', 'com', 'tec', 'tea', 'rlb', 'pro', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      'Eu era chefe dela na CV Telecom, na Praia',
      'sabi, 5',
      'N ka sabe, isso não acompanhava',
      'quatro',
      '5',
      '3 ou 4',
      { retry: '3', key: 'problem_solving' },
      'ka tinha equipa',
      'Muito calma com os clientes zangados',
      'Às vezes fala pouco nas reuniões',
      'sim, claro',
      'dois anos e meio',
      'Obrigado, mantenha',
    ],
    expected: {
      relationship: { has: ['chefe', 'Telecom'] },
      communication: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 3,
      strengths: 'Muito calma com os clientes zangados',
      improvements: 'Às vezes fala pouco nas reuniões',
      wouldRehire: true,
      monthsKnown: 30,
    },
    outcome: 'completed',
  },
  {
    id: 'pt-r24',
    title:
      'Goa, an older manager with Portuguese as a second language mixed with English: "Eu foi o manager dela", "quatro, four", "sometimes late, 3", "não sei, sorry", "ela chefiava 4 pessoas" is a count, not a rating (asked again), "since 2020 until last year" asked again',
    tags: ['portuguese', 'words', 'typos', 'dont-know', 'number-in-word', 'unit', 'optional'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Ana Maria', lastName: 'Fernandes' },
    to: [
      'rel',
      'com',
      'tec',
      'tea',
      'rlb',
      'pro',
      'lea',
      'lea',
      'str',
      'imp',
      'reh',
      'mon',
      'mon',
      'cmt',
    ],
    says: [
      'Eu foi o manager dela no hotel em Panjim, sim',
      'very good, 5',
      'quatro, four',
      '5',
      'sometimes late, 3',
      'não sei, sorry',
      'ela chefiava 4 pessoas na recepção',
      { retry: 'nota 4', key: 'leadership' },
      'Muito boa com turistas, fala konkani, inglês e português',
      'Computer skills',
      'yes, sim',
      'since 2020 until last year',
      { retry: '60 meses', key: 'monthsKnown' },
      'no, thank you',
    ],
    expected: {
      relationship: { has: ['manager', 'Panjim'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 3,
      leadership: 4,
      strengths: 'Muito boa com turistas, fala konkani, inglês e português',
      improvements: 'Computer skills',
      wouldRehire: true,
      monthsKnown: 60,
    },
    outcome: 'completed',
  },
  // ───────────── Fifth blind set, tenant
  {
    id: 'pt-t25',
    title:
      'Macau on pt-ti: "Presencial, no escritório do NAPE", "Java, SQL. Python não." (a negated option), "4 de 5", "nenhuma, era júnior" is 0 (the minimum), "às vezes, nos fins de semana do Grande Prémio" is a yes',
    tags: ['portuguese', 'multiple', 'negation', 'number-in-word', 'optional'],
    questionnaire: 'pt-ti',
    locale: 'pt',
    candidate: { firstName: 'Sónia', lastName: 'Ho da Rosa' },
    says: [
      'Presencial, no escritório do NAPE',
      'Java, SQL. Python não.',
      '4 de 5',
      'nenhuma, era júnior',
      'às vezes, nos fins de semana do Grande Prémio',
      'O sistema de reservas para os casinos do Cotai',
    ],
    expected: {
      modelo: 'Presencial',
      tecnologias: ['Java', 'SQL'],
      autonomia: 4,
      liderados: 0,
      sobreaviso: true,
      projeto: 'O sistema de reservas para os casinos do Cotai',
    },
    outcome: 'completed',
  },
  {
    id: 'pt-t26',
    title:
      'Brazil, an older nurse typing slowly: "Boa tarde" answers nothing, "uns 3 anos" in months asked again, capitals without accents ("NOTA 5 ELA E MUITO CARINHOSA"), "fazia sim", "plantao 12x36" is Plantões (not 12 nor 36), "so isso minha filha" is no remark',
    tags: ['portuguese', 'off-topic', 'hedge', 'unit', 'typos', 'number-in-word', 'optional'],
    questionnaire: 'pt-enfermagem',
    locale: 'pt',
    candidate: { firstName: 'Conceição', lastName: 'dos Anjos' },
    says: [
      'Boa tarde',
      'trabalhamos juntas uns 3 anos',
      { retry: '36 meses', key: 'meses' },
      'NOTA 5 ELA E MUITO CARINHOSA',
      'fazia sim',
      'plantao 12x36',
      'so isso minha filha',
    ],
    expected: {
      meses: 36,
      cuidado: 5,
      noturno: true,
      regime: 'Plantões',
    },
    outcome: 'completed',
  },
  // ───────────── Sixth blind set (2026-11-29), built-in
  {
    id: 'pt-r25',
    title:
      'Porto, a shift boss at a tyre factory: "idem" for the rating before, "quatro, carago", "ah, e a comunicação afinal é um 4" corrects an earlier answer two messages later, b for v ("binte bezes melhor", "Boltaba a contratá-lo"), "uns dois anos, mais coisa menos coisa" asked again and "binte e quatro meses"',
    tags: [
      'portuguese',
      'correction',
      'multi-answer',
      'typos',
      'words',
      'hedge',
      'dont-know',
      'unit',
    ],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Rui Pedro', lastName: 'Vieira da Silva' },
    to: ['rel', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'mon', 'cmt'],
    says: [
      'Fui o chefe de turno dele na fábrica da Continental Mabor, em Famalicão',
      'cinco',
      'idem',
      'quatro, carago',
      'Ah, e a comunicação afinal é um 4, estava a pensar noutro rapaz. Na fiabilidade dou-lhe um 5',
      'É binte bezes melhor que os outros a resolver avarias, um 5',
      'Não sei, nunca teve ninguém a cargo',
      'É um mouro de trabalho, nunca se queixa',
      'Às vezes é um bocado teimoso',
      'Boltaba a contratá-lo amanhã',
      'uns dois anos, mais coisa menos coisa',
      { retry: 'binte e quatro meses', key: 'monthsKnown' },
      'Nada mais, obrigado',
    ],
    expected: {
      relationship: { has: ['chefe de turno'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 5,
      strengths: 'É um mouro de trabalho, nunca se queixa',
      improvements: 'Às vezes é um bocado teimoso',
      wouldRehire: true,
      monthsKnown: 24,
    },
    outcome: 'completed',
  },
  {
    id: 'pt-r26',
    title:
      'São Paulo tech, "mano" and English jargon: three ratings in one message ("comunicação 5, técnica 5, trabalho em equipe 4. ela shippava feature pra caramba"), "👍" on a rating asked again, "tipo um 4", "essa eu prefiro não responder, mano" refuses one rating, "depende, pra pleno sim, pra sênior ainda não" asked again, "uns 2 anos e pouco" asked again',
    tags: ['portuguese', 'multi-answer', 'emoji', 'short', 'hedge', 'decline', 'unit', 'long'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Thaís', lastName: 'Nakamura' },
    to: [
      'rel',
      'com',
      'rlb',
      'rlb',
      'pro',
      'pro',
      'lea',
      'str',
      'imp',
      'reh',
      'reh',
      'mon',
      'mon',
      'cmt',
    ],
    says: [
      'mano, eu era o tech lead dela no squad de pagamentos do Nubank',
      'comunicação 5, técnica 5, trabalho em equipe 4. ela shippava feature pra caramba',
      '👍',
      { retry: '5', key: 'reliability' },
      'tipo um 4',
      { retry: '4 mesmo', key: 'problem_solving' },
      'essa eu prefiro não responder, mano',
      'Ownership total, pega o ticket e resolve sem ninguém pedir',
      'Às vezes faz deploy na sexta kkkk, e precisa dar mais feedback nas PRs dos juniors',
      'depende, pra pleno sim, pra sênior ainda não',
      { retry: 'sim, contrataria', key: 'wouldRehire' },
      'uns 2 anos e pouco',
      { retry: '26 meses', key: 'monthsKnown' },
      'só isso, valeu mano',
    ],
    expected: {
      relationship: { has: ['tech lead', 'Nubank'] },
      communication: 5,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 4,
      strengths: 'Ownership total, pega o ticket e resolve sem ninguém pedir',
      improvements: {
        has: ['deploy na sexta', 'feedback nas PRs'],
      },
      wouldRehire: true,
      monthsKnown: 26,
    },
    outcome: 'completed',
  },
  // ───────────── Sixth blind set, tenant: pt-armazem (funcao, meses, turnos, empilhador, rigor, faltas, obs)
  {
    id: 'pt-t27',
    title:
      'A Portuguese emigrant chef d\'équipe near Paris, Portuguese mixed with French, on pt-armazem: "ele era cariste" (forklift operator), "deux ans e meio" in months, "fazia o matin e o après-midi, la nuit nunca", "tem o CACES 3 e o 5", "jamais, nunca faltou sem prevenir" is a no, "bon courage"',
    tags: ['portuguese', 'words', 'unit', 'multiple', 'negation', 'number-in-word', 'optional'],
    questionnaire: 'pt-armazem',
    locale: 'pt',
    candidate: { firstName: 'Fábio', lastName: 'Rodrigues Pinto' },
    says: [
      'Ele era cariste, conduzia o chariot élévateur no entrepôt da Geodis em Gennevilliers',
      'trabalhamos juntos deux ans e meio',
      'fazia o matin e o après-midi, la nuit nunca',
      'sim, tem o CACES 3 e o 5',
      'um 4, às vezes enganava-se nas referências mas era raro',
      'jamais, nunca faltou sem prevenir',
      'É bom rapaz e trabalhador, bon courage para ele',
    ],
    expected: {
      funcao: 'Operador(a) de empilhador',
      meses: 30,
      turnos: ['Manhã', 'Tarde'],
      empilhador: true,
      rigor: 4,
      faltas: false,
      obs: { has: ['bom rapaz'] },
    },
    outcome: 'completed',
  },
  {
    id: 'pt-t28',
    title:
      'A supervisor from Minas Gerais in a Portuguese warehouse on pt-armazem: "uai, ela era chefe de equipa… cuidava dos trem da expedição sô", "14 meses", then declines after two answers ("melhor eu não responder mais não, a empresa não deixa"): nothing kept',
    tags: ['portuguese', 'decline'],
    questionnaire: 'pt-armazem',
    locale: 'pt',
    candidate: { firstName: 'Jéssica', lastName: 'Aparecida Lopes' },
    says: [
      'uai, ela era chefe de equipa lá, cuidava dos trem da expedição sô',
      '14 meses',
      'ó, pensando bem, melhor eu não responder mais não. A empresa aqui não deixa dar referência, desculpa viu',
      { tapConfirm: true },
    ],
    expected: {},
    outcome: 'declined',
  },
  // ───────────── Seventh blind set (2026-11-29), built-in
  {
    id: 'pt-r27',
    title:
      'Timor-Leste, Portuguese with Tetum: "Bondia", "Comunicação diak, muito boa. 4.", "lima, quer dizer cinco" (lima is five in Tetum), "hau la hatene" (I don\'t know) on leadership, "Loos, contratava outra vez", "Desde 2019 até agosto de 2023" asked again, "Obrigadu barak. Mais nada."',
    tags: ['portuguese', 'words', 'dont-know', 'unit', 'negation'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Maria Imaculada', lastName: 'da Costa Soares' },
    to: ['rel', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'mon', 'cmt'],
    says: [
      'Bondia. Eu era o chefe dela na agência do banco em Díli, no Colmera.',
      'Comunicação diak, muito boa. 4.',
      'lima, quer dizer cinco 🙂',
      'Trabalho em equipa também cinco.',
      'Às vezes chegava tarde por causa do trânsito em Comoro. Três.',
      'Quatro.',
      'hau la hatene. Ela não chefiava ninguém.',
      'É muito honesta e paciente com os clientes que só falam tétum ou indonésio.',
      'Precisa de ganhar mais confiança para falar nas reuniões.',
      'Loos, contratava outra vez.',
      'Desde 2019 até agosto de 2023.',
      { retry: '48 meses', key: 'monthsKnown' },
      'Obrigadu barak. Mais nada.',
    ],
    expected: {
      relationship: { has: ['chefe', 'Díli'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 5,
      reliability: 3,
      problem_solving: 4,
      strengths: 'É muito honesta e paciente com os clientes que só falam tétum ou indonésio.',
      improvements: 'Precisa de ganhar mais confiança para falar nas reuniões.',
      wouldRehire: true,
      monthsKnown: 48,
    },
    outcome: 'completed',
  },
  // ───────────── Seventh blind set, tenant: pt-ti and pt-vendas
  {
    id: 'pt-t29',
    title:
      'A Recife tech lead pastes the answers he gave another company\'s form in English ("Work model: Hybrid", "Tech stack: Python, SQL, um pouco de Go", "Autonomy (1-5): 5", "Direct reports: none", "On-call: yes"), labels in another order than asked, then "Project highlight: …"',
    tags: ['portuguese', 'multi-answer', 'multiple', 'negation', 'long', 'optional'],
    questionnaire: 'pt-ti',
    locale: 'pt',
    candidate: { firstName: 'Maria Eduarda', lastName: 'Cavalcanti de Albuquerque' },
    says: [
      'Opa! Já respondi isso pra outra empresa semana passada, vou colar aqui:\n\nTech stack: Python, SQL, um pouco de Go\nDirect reports: none\nWork model: Hybrid (2x na semana no Porto Digital)\nOn-call: yes, escala mensal\nAutonomy (1-5): 5',
      'Project highlight: a migração do motor de antifraude pra streaming, ela desenhou praticamente sozinha',
    ],
    expected: {
      modelo: 'Híbrido',
      tecnologias: ['Python', 'SQL'],
      autonomia: 5,
      liderados: 0,
      sobreaviso: true,
      projeto: { has: ['antifraude', 'streaming'] },
    },
    outcome: 'completed',
  },
  {
    id: 'pt-t30',
    title:
      'An older sales director in Ponta Delgada (Azores) answering as a formal letter on pt-vendas: "Exmo. Senhor," with his signature and title under the relationship, "doze anos, de 2011 a 2023", "um quatro, sendo que um cinco reservo para casos excecionais", channels named in other words ("presencialmente", "correio eletrónico"), "Sem qualquer reserva", "sete vendedores, incluindo ele"',
    tags: ['portuguese', 'long', 'signature', 'words', 'multiple', 'optional'],
    questionnaire: 'pt-vendas',
    locale: 'pt',
    candidate: { firstName: 'Duarte', lastName: 'Medeiros' },
    says: [
      'Exmo. Senhor,\n\nEm resposta ao seu pedido, informo que fui superior hierárquico direto do Sr. Duarte Medeiros, na distribuidora em Ponta Delgada.\n\nCom os melhores cumprimentos,\nJosé Carlos Câmara Melo\nDiretor Comercial',
      'Trabalhámos juntos durante doze anos, de 2011 a 2023.',
      'Classifico a sua capacidade de negociação com um quatro, sendo que um cinco reservo para casos excecionais.',
      'Sobretudo presencialmente, junto dos clientes, e por telefone. Correio eletrónico também, naturalmente.',
      'Sem qualquer reserva.',
      'A equipa contava com sete vendedores, incluindo ele.',
      'A abertura do mercado das ilhas do Grupo Ocidental, Flores e Corvo, onde em 2015 não tínhamos um único cliente.',
    ],
    expected: {
      relacao: 'Gestor(a) direto(a)',
      anos: 12,
      negociacao: 4,
      canais: ['Telefone', 'E-mail', 'Presencial'],
      recontratar: true,
      equipe: 7,
      destaque: { has: ['Flores', 'Corvo'] },
    },
    outcome: 'completed',
  },
  // ───────────── Eighth blind set (2026-11-29), built-in
  {
    id: 'pt-r28',
    title:
      'A Brazilian in Japan, line leader at a car-parts factory in Hamamatsu, Portuguese with Japanese words: "eu era o hanchô dela", "fazia zangyô todo dia", problem solving answered with "isso melhor perguntar pro kakarichô" (ask someone else: nothing stored), leadership and strengths in one message ("Liderança 4. E já aproveito pra falar do ponto forte…"), "desde abril de 2022 até o mês passado" asked again, "É isso, otsukaresama! 🙇" (no comment)',
    tags: ['portuguese', 'dont-know', 'multi-answer', 'unit', 'number-in-word', 'emoji'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Juliana', lastName: 'Tamashiro' },
    to: ['rel', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'imp', 'reh', 'mon', 'mon', 'cmt'],
    says: [
      'Konnichiwa! Eu era o hanchô dela (líder de linha) na fábrica de autopeças em Hamamatsu, ela entrou pela empreiteira',
      'Comunicação 4. O nihongo dela ainda é meio fraco mas com a gente se virava bem',
      '5, ela pegava o serviço da linha mais rápido que os japoneses',
      'tb 5, sempre ajudava quem tava atrasado na linha',
      'Nunca faltou, nem no inverno, e fazia zangyô todo dia. 5 sem pensar',
      'ah isso não sei te dizer, quem via os problemas das máquinas era o kakarichô japonês, melhor perguntar pra ele',
      'Liderança 4, ela cobriu meu lugar umas vezes quando eu tava de yasumi. E já aproveito pra falar do ponto forte dela: disciplina. Chega 15 min antes todo dia e a bancada dela é 5S perfeito',
      'Precisa melhorar o japonês, principalmente o keigo pra falar com os chefes kkk',
      'Com certeza, se a empreiteira mandar ela de volta quero ela na minha linha',
      'Desde abril de 2022, quando ela chegou do Brasil, até o mês passado',
      { retry: '54 meses, 4 anos e meio', key: 'monthsKnown' },
      'É isso, otsukaresama! 🙇',
    ],
    expected: {
      relationship: { has: ['hanchô', 'Hamamatsu'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 5,
      reliability: 5,
      leadership: 4,
      strengths: { has: ['disciplina', '5S'] },
      improvements: { has: ['japonês', 'keigo'] },
      wouldRehire: true,
      monthsKnown: 54,
    },
    outcome: 'completed',
  },
  {
    id: 'pt-r29',
    title:
      'Guinea-Bissau, an NGO coordinator in Bafatá writing Portuguese as a second language with Kriol: "Mantenhas", "Parte técnica i bon. 4", the teamwork answer also says he cannot rate leadership ("liderança não sei, ela não chefiava ninguém"), a joke before the rating ("Pontualidade? Aqui na Guiné ninguém é pontual kkk. Mas ela é"), "um ano i meio", a yes that depends on the funding',
    tags: ['portuguese', 'typos', 'multi-answer', 'dont-know', 'words', 'hedge'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Aissatu', lastName: 'Baldé' },
    to: ['rel', 'com', 'tec', 'tea', 'rlb', 'pro', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      'Mantenhas. Eu sou coordenador do projeto de saude comunitaria da ONG em Bafatá, a Aissatu era animadora no meu equipa',
      'Ela fala bem com as mulheres nas tabancas, fala fula, kriol e portugues. Cinco',
      'Parte técnica i bon. 4',
      'Trabalho em equipa 4. Liderança não sei, ela não chefiava ninguém',
      'Pontualidade? Aqui na Guiné ninguém é pontual kkk. Mas ela é, mais que eu. 5',
      'Quando faltou gasolina pra mota no tempo das chuvas ela foi de bicicleta até Contuboel pra fazer a vacinação. 5',
      'Corajosa e paciente. As mães confiam nela',
      'Precisa aprender melhor computador, Excel e fazer relatorio sozinha',
      'Sim, se o financiamento voltar eu chamo ela primeiro. Sem duvida',
      'um ano i meio',
      'So uma coisa: ela merece oportunidade na capital, é uma das melhores animadoras que tivemos. Obrigado',
    ],
    expected: {
      relationship: { has: ['coordenador', 'Bafatá'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 4,
      reliability: 5,
      problem_solving: 5,
      strengths: 'Corajosa e paciente. As mães confiam nela',
      improvements: { has: ['computador', 'relatorio'] },
      wouldRehire: true,
      monthsKnown: 18,
      comments: { has: ['melhores animadoras'] },
    },
    outcome: 'completed',
  },
  // ───────────── Eighth blind set, tenant: pt-hotelaria (funcao, horas, epocas, simpatia, haccp, linguas, voltaria, obs)
  {
    id: 'pt-t31',
    title:
      'A head chef at a hotel in Funchal (Madeira) on pt-hotelaria: "cozinheiro de 2ª na minha brigada" for the kitchen, "Cinco dias por semana, de 8 horas, fora as horas extra do fim do ano" as 40 a week, "a época alta e o Fim do Ano, a época baixa não, foi fazer a estação na Suíça", "na cozinha não lida com hóspedes, mas… um 4 à vontade", "Inglês desenrasca-se. Alemão não, mas sabe dizer Guten Morgen 😄", "a porta está aberta" as a yes',
    tags: [
      'portuguese',
      'words',
      'unit',
      'multiple',
      'negation',
      'emoji',
      'optional',
      'number-in-word',
    ],
    questionnaire: 'pt-hotelaria',
    locale: 'pt',
    candidate: { firstName: 'Sandro', lastName: 'Gouveia Freitas' },
    says: [
      'Boa tarde. Era cozinheiro de 2ª na minha brigada, no hotel no Lido',
      'Cinco dias por semana, de 8 horas, fora as horas extra do fim do ano',
      { retry: '40 horas', key: 'horas' },
      'Esteve connosco na época alta e no Fim do Ano. A época baixa não, foi fazer a estação na Suíça como metade da Madeira',
      'Na cozinha não lida muito com hóspedes, mas quando fazia o show cooking ao pequeno-almoço eram só elogios. Um 4 à vontade',
      'Sim, tem o HACCP, fê-lo cá no hotel',
      'Inglês desenrasca-se. Alemão não, mas sabe dizer "Guten Morgen" aos alemães 😄',
      'Se ele quiser, a porta está aberta. Mas acho que fica pela Suíça 😅',
      'Faz umas espetadas em pau de louro como ninguém. E é rapaz de confiança.',
    ],
    expected: {
      funcao: 'Cozinha',
      horas: 40,
      epocas: ['Época alta', 'Natal e Fim do Ano'],
      simpatia: 4,
      haccp: true,
      linguas: ['Inglês'],
      voltaria: true,
      obs: { has: ['espetadas', 'confiança'] },
    },
    outcome: 'completed',
  },
  {
    id: 'pt-t32',
    title:
      'A resort manager on Príncipe (São Tomé) dictating by voice on pt-hotelaria: no punctuation, "ponto" and "vírgula" left as words, "quarenta e quatro horas", "o ano inteiro todas as épocas aqui não há bem época baixa" meaning every season, "nota quarto" (dictation for quatro), "não sei isso é com a cozinha" on the optional HACCP, "cem dúvida nenhuma" (dictation for sem)',
    tags: ['portuguese', 'typos', 'words', 'multiple', 'dont-know', 'optional', 'negation'],
    questionnaire: 'pt-hotelaria',
    locale: 'pt',
    candidate: { firstName: 'Jocelina', lastName: 'Pires dos Prazeres' },
    says: [
      'Bom dia estou a falar para o telemóvel desculpe algum erro ponto ela trabalhava na receção do resort aqui no Príncipe comigo',
      'quarenta e quatro horas por semana',
      'ela trabalhou o ano inteiro todas as épocas aqui não há bem época baixa é sempre leve leve',
      'nota quarto vírgula os hóspedes pediam sempre por ela pelo nome',
      'não sei isso é com a cozinha',
      'inglês francês e um bocadinho de espanhol',
      'cem dúvida nenhuma',
      'ela é muito leve leve mas no bom sentido é calma com os clientes mesmo quando falta a luz ponto final obrigado',
    ],
    expected: {
      funcao: 'Receção',
      horas: 44,
      epocas: ['Época alta', 'Época baixa', 'Natal e Fim do Ano'],
      simpatia: 4,
      linguas: ['Inglês', 'Francês', 'Espanhol'],
      voltaria: true,
      obs: { has: ['calma com os clientes'] },
    },
    outcome: 'completed',
  },
  // ───────────── Ninth blind set (2026-11-29), built-in
  {
    id: 'pt-r30',
    title:
      'The Amazon, a ferry-terminal manager in Belém do Pará: "Égua, comunicação dela é pai d\'égua. Cinco", teamwork given inside the technical answer ("e em equipe ela é 5, de rocha"), a joke about the afternoon rain before a 5, leadership not known, improvements refused ("isso aí eu não vou falar não"), "é mermo!" as a yes, "desde o Círio de 2022 até agora" asked again',
    tags: ['portuguese', 'multi-answer', 'dont-know', 'decline', 'words', 'unit'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Raimunda', lastName: 'Ferreira Cardoso' },
    to: ['rel', 'com', 'tec', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'mon', 'cmt'],
    says: [
      'Bom dia. Sou o gerente do terminal de balsas da empresa em Icoaraci, a Raimunda era conferente de carga comigo',
      "Égua, comunicação dela é pai d'égua. Cinco",
      'Quatro. E já digo que em equipe ela é 5, de rocha, ajudava todo mundo no embarque',
      'Pontual? só quando não chove, e aqui chove todo dia às 3 da tarde kkkk. brincadeira, nunca se atrasou. 5',
      'quando a balsa encalhou na maré seca ela passou a carga toda pra outra embarcação e ainda saiu no horário. nota 5',
      'liderança não sei dizer, ela nunca chefiou ninguém',
      'Organizada e conhece todo barqueiro do Marajó pelo nome',
      'isso aí eu não vou falar não, mana, não quero queimar a menina',
      'é mermo! contratava de novo hoje',
      'desde o Círio de 2022 até agora',
      { retry: '49 meses, de outubro de 2022 até agora', key: 'monthsKnown' },
      'só isso. valeu',
    ],
    expected: {
      relationship: { has: ['gerente', 'Icoaraci'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      problem_solving: 5,
      strengths: { has: ['Organizada', 'Marajó'] },
      wouldRehire: true,
      monthsKnown: 49,
    },
    outcome: 'completed',
  },
  // ───────────── Ninth blind set, tenant: pt-obras (funcao, experiencia, planeamento, ferramentas, ordem, recomenda, obs)
  {
    id: 'pt-t33',
    title:
      'A Portuguese emigrant in Luxembourg on pt-obras, Portuguese with French and Luxembourgish: "Moien", "o Nuno era o meu chef d\'équipe, o encarregado como se diz em Portugal", "ça fait quinze ans que anda nas obras, dez aqui e cinco em Portugal", "Só o AutoCAD para ver os plans", "Non, ele não é engenheiro" on the optional Ordem, "Oui, sans hésiter", "Merci villmools, äddi"',
    tags: ['portuguese', 'french', 'words', 'multiple', 'optional', 'negation'],
    questionnaire: 'pt-obras',
    locale: 'pt',
    candidate: { firstName: 'Nuno', lastName: 'Fernandes Rebelo' },
    says: [
      "Moien. Sou conducteur de travaux numa empresa em Esch-sur-Alzette, o Nuno era o meu chef d'équipe, o encarregado como se diz em Portugal",
      'Ça fait quinze ans que ele anda nas obras, dez aqui no Luxemburgo e cinco em Portugal antes',
      'Planeamento 4. Os prazos cumpria sempre, mas o planning no papier era eu que fazia',
      'Só o AutoCAD para ver os plans, o resto não conhece',
      'Non, ele não é engenheiro, é encarregado',
      'Oui, sans hésiter. Recomendo',
      'Só que fala luxemburguês melhor do que eu, les clients adorent. Merci villmools, äddi',
    ],
    expected: {
      funcao: 'Encarregado(a)',
      experiencia: 15,
      planeamento: 4,
      ferramentas: ['AutoCAD'],
      ordem: false,
      recomenda: true,
      obs: { has: ['luxemburguês'] },
    },
    outcome: 'completed',
  },
  // ───────────── Ninth blind set, tenant: pt-atendimento (relacao, tempo, empatia, idiomas, metas, csat, comentario)
  {
    id: 'pt-t34',
    title:
      'A Brazilian supervisor at a call centre in Framingham, Massachusetts, in Portuglês on pt-atendimento: "Eu era a supervisor dela", "um pouco mais de seis anos" (confirmed or asked: 6), "5 for sure", Spanish counted from "ela se vira com os clientes de Porto Rico", "Yes, quase todo mês" with one month missed, the CSAT sent on to HR ("pergunta pra Jennifer": nothing stored), "Good luck pra ela!"',
    tags: ['portuguese', 'hedge', 'multiple', 'dont-know', 'optional'],
    questionnaire: 'pt-atendimento',
    locale: 'pt',
    candidate: { firstName: 'Gislaine', lastName: 'Rodrigues' },
    says: [
      'Hi! Eu era a supervisor dela no call center em Framingham, MA',
      'Um pouco mais de seis anos, ela começou antes de mim',
      { retry: '6', key: 'tempo' },
      '5 for sure, os clientes americanos bravos ficavam calminhos com ela',
      'Inglês e português, e no espanhol ela se vira com os clientes de Porto Rico',
      'Yes, quase todo mês. Teve um mês só que não bateu porque pegou covid',
      'Isso não sei, quem tem esses reports é o HR, pergunta pra Jennifer',
      'Ela é uma das melhores agents que eu já tive. Good luck pra ela!',
    ],
    expected: {
      relacao: 'Supervisor(a)',
      tempo: 6,
      empatia: 5,
      idiomas: ['Português', 'Inglês', 'Espanhol'],
      metas: true,
      comentario: { has: ['melhores agents'] },
    },
    outcome: 'completed',
  },
  // ───────────── Tenth blind set (2026-11-29), built-in
  {
    id: 'pt-r31',
    title:
      'A Brazilian public servant answering as an official letter: "Em atenção à solicitação de Vossa Senhoria", the months inside the relationship ("no período de 2 (dois) anos e 6 (seis) meses") with "Matrícula" and "Ramal" in the signature, a question back with "1 (um) a 5 (cinco)" in it, "a nota máxima" as 5, "Nota 3 (três). Retifico: 4 (quatro)", "Abstenho-me de opinar", "RDC nº 216/2004", "renovo protestos de estima e consideração" with a signature as no comment',
    tags: [
      'portuguese',
      'long',
      'signature',
      'question-back',
      'number-in-word',
      'words',
      'correction',
      'decline',
      'multi-answer',
      'unit',
    ],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Ana Cláudia', lastName: 'Bittencourt' },
    to: ['rel', 'com', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      'Prezado(a) Senhor(a),\n\nEm atenção à solicitação de Vossa Senhoria, informo que fui chefe imediata da servidora Ana Cláudia Bittencourt na Divisão de Vigilância Sanitária da Prefeitura Municipal de Campinas, no período de 2 (dois) anos e 6 (seis) meses.\n\nAtenciosamente,\nMarta Regina Toledo\nDiretora do Departamento de Vigilância em Saúde\nMatrícula 45.872-3 | Ramal 2231',
      'Antes de responder, V. Sa. poderia esclarecer se a escala vai de 1 (um) a 5 (cinco), sendo 5 (cinco) a nota mais alta?',
      'Agradeço o esclarecimento. Quanto à comunicação, atribuo nota 4 (quatro).',
      'Atribuo-lhe a nota máxima, dado o domínio que possui da legislação sanitária.',
      'Nota 3 (três). Retifico: 4 (quatro), pois sempre colaborou com as demais divisões.',
      '5 (cinco). Jamais registrou falta injustificada.',
      'Abstenho-me de opinar quanto a este quesito, por não ter acompanhado diretamente as inspeções de campo.',
      '4 (quatro).',
      'Sólido conhecimento da legislação sanitária (RDC nº 216/2004 e correlatas) e urbanidade no trato com os munícipes.',
      'Necessita aprimorar a redação dos autos de infração, por vezes devolvidos pela Procuradoria-Geral do Município para correção.',
      'Manifesto-me favoravelmente à sua recontratação, sem ressalvas.',
      { retry: '30 (trinta) meses', key: 'monthsKnown' },
      'Sem mais para o momento, renovo protestos de elevada estima e consideração.\n\nMarta Regina Toledo\nDiretora do Departamento de Vigilância em Saúde\nPrefeitura Municipal de Campinas',
    ],
    expected: {
      relationship: {
        has: ['chefe imediata', 'Vigilância Sanitária'],
        not: ['Matrícula', 'Ramal'],
      },
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      leadership: 4,
      strengths: { has: ['legislação sanitária', 'munícipes'] },
      improvements: { has: ['autos de infração'] },
      wouldRehire: true,
      monthsKnown: 30,
    },
    outcome: 'completed',
  },
  // ───────────── Tenth blind set, tenant: pt-agro (funcao, safras, maquinas, cuidado, nr31, voltaria, obs)
  {
    id: 'pt-t35',
    title:
      'A gaúcho farmer in Sorriso (Mato Grosso) on pt-agro: "o guri era operador de colheitadeira", "três safras de soja… e ficou pra safrinha de milho também" (3, or asked), "Pulverizador capaz! Esse eu não deixava ele pegar" (capaz is a no), "Bagual!… Dou 5", "fez a NR 31… em 2023", "Capaz que eu não chamava! De vereda" (a yes with "não" in it), "colorado doente kkkk"',
    tags: ['portuguese', 'negation', 'multiple', 'number-in-word', 'hedge', 'optional', 'words'],
    questionnaire: 'pt-agro',
    locale: 'pt',
    candidate: { firstName: 'Jean Carlos', lastName: 'Dal Molin' },
    says: [
      'Bah, bom dia tchê! O guri era operador de colheitadeira aqui na fazenda, em Sorriso. Gaúcho que nem eu, lá de Passo Fundo',
      'Fez três safras de soja com nós, e ficou pra safrinha de milho também',
      { retry: 'conta três', key: 'safras' },
      'Colheitadeira e plantadeira, e trator claro. Pulverizador capaz! Esse eu não deixava ele pegar',
      'Bagual! Cuida da máquina como se fosse dele. Dou 5',
      'Tem sim, fez a NR 31 e o curso de operador em 2023 aqui mesmo',
      'Capaz que eu não chamava! De vereda, se ele quiser vir',
      { retry: 'sim, chamava de volta', key: 'voltaria' },
      'Só cuidar que ele é colorado doente kkkk. No mais é tri trabalhador, não bebe e não falta. Valeu tchê',
    ],
    expected: {
      funcao: 'Operador(a) de máquinas',
      safras: 3,
      maquinas: ['Colheitadeira', 'Plantadeira', 'Trator'],
      cuidado: 5,
      nr31: true,
      voltaria: true,
      obs: { has: ['tri trabalhador'] },
    },
    outcome: 'completed',
  },
  // ───────────── Tenth blind set, built-in
  {
    id: 'pt-r32',
    title:
      'A carioca beach-kiosk owner at Barra da Tijuca: "no posto 4" in the relationship, "Caraca, a mina é sinistra" (praise without a number, asked again), "papo reto? 3", "5 mermão", "mó responsa… 4 ou 5... bota 5", a story before "nota 5", a question back on leadership ("ela mandava nos outros?") then "dou 4", "Na hora!" as a yes, "dois verões" asked in months, "É nós! Valeu, tmj 🤙" (no comment)',
    tags: [
      'portuguese',
      'number-in-word',
      'hedge',
      'range',
      'question-back',
      'unit',
      'words',
      'emoji',
      'long',
    ],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Thaynara', lastName: 'dos Santos Silva' },
    to: [
      'rel',
      'com',
      'com',
      'tec',
      'tea',
      'rlb',
      'pro',
      'lea',
      'lea',
      'str',
      'imp',
      'reh',
      'mon',
      'mon',
      'cmt',
    ],
    says: [
      'Fala! Eu era o dono do quiosque na praia da Barra onde ela trabalhava, no posto 4',
      'Caraca, a mina é sinistra, conversa com gringo, com todo mundo',
      { retry: '5', key: 'communication' },
      'papo reto? 3. no caixa ela se enrolava às vezes com o troco',
      '5 mermão, geral gostava dela',
      'mó responsa, nunca faltou nem em dia de chuva. 4 ou 5... bota 5',
      'Teve um domingo que acabou a luz no quiosque e ela vendeu tudo no gelo e na maquininha do celular. Isso foi maneiro demais, nota 5',
      'liderança como assim? ela mandava nos outros garçons?',
      'ah tá. ela que montava a escala do fim de semana, dou 4',
      'Simpatia. Os gringo voltavam no quiosque só por causa dela',
      'Chegava meio bolada quando o BRT atrasava kkk, mas aí é culpa do BRT né',
      'Na hora! Se ela quiser voltar no verão a vaga é dela',
      'Ela ficou comigo dois verões, tipo de novembro a março, duas vezes',
      { retry: '10 meses', key: 'monthsKnown' },
      'É nós! Valeu, tmj 🤙',
    ],
    expected: {
      relationship: { has: ['dono do quiosque'] },
      communication: 5,
      technical_skill: 3,
      teamwork: 5,
      reliability: 5,
      problem_solving: 5,
      leadership: 4,
      strengths: { has: ['Simpatia'] },
      improvements: { has: ['bolada'] },
      wouldRehire: true,
      monthsKnown: 10,
    },
    outcome: 'completed',
  },
  // ───────────── Tenth blind set, tenant: pt-enfermagem (meses, cuidado, noturno, regime, observacoes)
  {
    id: 'pt-t36',
    title:
      'A chief nurse at the Hospital Central da Beira (Mozambique) on pt-enfermagem: "3 anos na maternidade" in months, "Maningue boa com as mamãs, 5", then "Espera… a Célia que eu conheço é Célia Mondlane… Muianga não conheço, acho que houve engano" and "não posso dar esta referência": declined, nothing kept',
    tags: ['portuguese', 'decline', 'unit', 'question-back'],
    questionnaire: 'pt-enfermagem',
    locale: 'pt',
    candidate: { firstName: 'Célia', lastName: 'Muianga' },
    says: [
      'Boa tarde. Trabalhámos juntas 3 anos na maternidade do Hospital Central da Beira',
      'Maningue boa com as mamãs e com os bebés, 5',
      'Espera. Aqui diz Célia Muianga? A Célia que eu conheço é Célia Mondlane, da maternidade. Muianga não conheço, acho que houve engano',
      'Então não posso dar esta referência, desculpe. Não conheço esta pessoa',
      { tapConfirm: true },
    ],
    expected: {},
    outcome: 'declined',
  },
  // ───────────── Tenth blind set, tenant: pt-hotelaria (funcao, horas, epocas, simpatia, haccp, linguas, voltaria, obs)
  {
    id: 'pt-t37',
    title:
      'An older farm-stay owner in the Alentejo (a "monte" near Monsaraz) on pt-hotelaria: "Atão… era mais a sala e o bar", "Isso era conforme… umas 35, 40" asked again, "o ano inteiro, tirando o Natal e o Ano Novo" (every season but one), "Um cinco, sim senhor", "Isso nã sei, moço" on the optional HACCP, "ao pé da raia", "Atão nã havia de voltar!" (a yes), "Nã, é tudo" (no remark)',
    tags: [
      'portuguese',
      'range',
      'hedge',
      'negation',
      'multiple',
      'dont-know',
      'optional',
      'typos',
    ],
    questionnaire: 'pt-hotelaria',
    locale: 'pt',
    candidate: { firstName: 'Inês', lastName: 'Guerreiro Palma' },
    says: [
      'Atão, boa tarde. A moça fazia de tudo um pouco, mas era mais a sala e o bar: os pequenos-almoços e os jantares cá no monte',
      'Isso era conforme. No verão era mais, no inverno menos. Aí umas 35, 40',
      { retry: 'ponha 40', key: 'horas' },
      'Esteve cá o ano inteiro, tirando o Natal e o Ano Novo, que foi passar à terra dela, a Mértola',
      'Os hóspedes estrangeiros gostavam muito dela. Um cinco, sim senhor',
      'Isso nã sei, moço. Quem trata desses papéis é a minha filha',
      'O inglês fala bem. Espanhol também, que isto aqui é ao pé da raia',
      'Atão nã havia de voltar! Para o ano quero-a cá outra vez',
      { retry: 'Sim, voltava a contratá-la', key: 'voltaria' },
      'Nã, é tudo. Boa tarde e obrigadinho',
    ],
    expected: {
      funcao: 'Sala e bar',
      horas: 40,
      epocas: ['Época alta', 'Época baixa'],
      simpatia: 5,
      linguas: ['Inglês', 'Espanhol'],
      voltaria: true,
    },
    outcome: 'completed',
  },
  // ───────────── Eleventh blind set (2026-11-29), built-in
  {
    id: 'pt-r33',
    title:
      'Salvador da Bahia, a Carnival producer: "Colé", "Dou um cincão", the technical rating refused ("parte técnica eu passo, véi"), "Em equipe é de lei, 5", "Pontualidade dela é barril… 3", numbers before the rating ("2 mil foliões… Cinco", "uns 40 cordeiros no bloco. Dou 4"), "Isso vai pra ela ler?" asked back before the improvements, "De lei!" as a yes with 2027 in it, "desde a Lavagem do Bonfim de 2024" asked again, "axé 🙏🏾" (no comment)',
    tags: [
      'portuguese',
      'decline',
      'question-back',
      'number-in-word',
      'words',
      'unit',
      'emoji',
      'long',
    ],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Jamile', lastName: 'Santana Bonfim' },
    to: [
      'rel',
      'com',
      'tec',
      'tea',
      'rlb',
      'pro',
      'lea',
      'str',
      'imp',
      'imp',
      'reh',
      'mon',
      'mon',
      'cmt',
    ],
    says: [
      'Colé, boa tarde! Eu era a produtora do bloco onde ela trabalhou no Carnaval, depois virei chefe dela na produtora aqui em Salvador',
      'Comunicação? Oxente, essa menina fala com o mundo inteiro kkkk. Dou um cincão',
      'parte técnica eu passo, véi, não sou da área de luz e som pra avaliar isso',
      'Em equipe é de lei, 5',
      'Pontualidade dela é barril viu… chega sempre em cima da hora. 3',
      'Quando o trio quebrou no circuito Dodô ela resolveu tudo com a Transalvador em meia hora, com 2 mil foliões esperando. Porreta. Cinco',
      'liderança… ela coordenava uns 40 cordeiros no bloco. Dou 4',
      'Jogo de cintura e calma no meio da muvuca',
      'Isso vai pra ela ler? Não quero criar clima',
      {
        retry: 'Ah tá. Então: precisa aprender a dizer não, abraça tudo e depois fica lascada',
        key: 'improvements',
      },
      'De lei! Se ela quiser o Carnaval de 2027 já é dela',
      'Conheço ela desde a Lavagem do Bonfim de 2024',
      { retry: '34 meses', key: 'monthsKnown' },
      'É isso, axé! 🙏🏾',
    ],
    expected: {
      relationship: { has: ['produtora'] },
      communication: 5,
      teamwork: 5,
      reliability: 3,
      problem_solving: 5,
      leadership: 4,
      strengths: { has: ['Jogo de cintura'] },
      improvements: { has: ['dizer não'], not: ['vai pra ela ler'] },
      wouldRehire: true,
      monthsKnown: 34,
    },
    outcome: 'completed',
  },
  // ───────────── Eleventh blind set, tenant: pt-escola (relacao, segmentos, alunos, dominio, online, prazos, obs)
  {
    id: 'pt-t38',
    title:
      'Curitiba on pt-escola: the stage named inside the relationship answer ("coordenadora pedagógica do fundamental II"), then "Isso que eu falei, o fund 2, do 6º ao 9º. Daí… umas turmas do 1º ano do médio", "Umas 35, 38 por sala" asked again, "Os piá respeitavam ela… 5", a mixed answer on the marks ("Diário sempre em dia. Daí as notas às vezes atrasava") asked again, "Penal ela, bem capaz que vocês vão se arrepender"',
    tags: [
      'portuguese',
      'wrong-question',
      'number-in-word',
      'multiple',
      'range',
      'hedge',
      'optional',
    ],
    questionnaire: 'pt-escola',
    locale: 'pt',
    candidate: { firstName: 'Gabriela', lastName: 'Kowalski' },
    says: [
      'Oi, boa tarde! Eu era coordenadora pedagógica do fundamental II no colégio onde a Gabi dava aula, aqui em Curitiba',
      'Isso que eu falei, o fund 2, do 6º ao 9º. Daí no último ano ela pegou também umas turmas do 1º ano do médio',
      'Umas 35, 38 por sala, depende da turma',
      { retry: 'põe 35', key: 'alunos' },
      'Os piá respeitavam ela demais, nunca precisou mandar ninguém pra coordenação. 5',
      'Sim, na pandemia foi tudo pelo Meet e pelo Classroom',
      'Diário sempre em dia. Daí as notas às vezes atrasava um pouquinho no fechamento do trimestre, mas nada grave',
      { retry: 'Entregava sim, pode marcar sim', key: 'prazos' },
      'Penal ela, bem capaz que vocês vão se arrepender. É isso, bom final de semana',
    ],
    expected: {
      relacao: 'Coordenador(a) ou diretor(a)',
      segmentos: ['Ensino fundamental II', 'Ensino médio'],
      alunos: 35,
      dominio: 5,
      online: true,
      prazos: true,
      obs: { has: ['Penal'] },
    },
    outcome: 'completed',
  },
  // ───────────── Eleventh blind set, built-in
  {
    id: 'pt-r34',
    title:
      'A Madeiran bakery owner in Johannesburg, Portuguese with South African English and Afrikaans: "Ja, comunicação muito boa. Four", "bolo do caco… 3, 4… put 4", "lekker com toda a gente", "load shedding e os robots" before a 5, "em 2022… 5 sem dúvida", "Shame… só 2 miúdas no balcão. Não sei avaliar", "Eish… prefiro não dizer", "Ja, definitely" as a yes, "Quatro anos e meio certinhos" as 54 months, a comment followed by a signature with "Cell:" and "(Pty) Ltd"',
    tags: [
      'portuguese',
      'words',
      'range',
      'hedge',
      'dont-know',
      'decline',
      'number-in-word',
      'signature',
      'unit',
      'long',
    ],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Daniela', lastName: 'Gouveia Freitas' },
    to: IN_ORDER,
    says: [
      'Hi, boa tarde. Sou o dono da padaria onde a Daniela trabalhou, a Madeira Bakery em Turffontein, Joburg. Ela era a manager da loja e reportava a mim',
      'Ja, comunicação muito boa. Four',
      'Eish, essa é difícil. Ela faz o bolo do caco melhor que a minha mulher, mas o computador nem tanto. 3, 4… put 4',
      'lekker com toda a gente, os staff gostavam muito dela. 5',
      'Nunca chegou atrasada, nem quando havia load shedding e os robots não funcionavam. 5',
      'Quando nos assaltaram a loja em 2022 ela tratou da polícia e do seguro e abriu a loja no outro dia. 5 sem dúvida',
      'Shame, ela nunca teve muita gente debaixo dela, só 2 miúdas no balcão. Não sei avaliar',
      'Honesta. Nunca faltou um rand na caixa',
      'Eish… prefiro não dizer',
      'Ja, definitely. Se voltar para Joburg o lugar é dela',
      'Quatro anos e meio certinhos. Ela foi-se embora para a Madeira no ano passado',
      'Ela fala português, inglês e um bocadinho de zulu, os clientes adoravam. All the best!\n\nJosé Manuel Abreu\nOwner | Madeira Bakery (Pty) Ltd\nCell: 082 555 1234',
    ],
    expected: {
      relationship: { has: ['dono', 'padaria'] },
      communication: 4,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      problem_solving: 5,
      strengths: { has: ['Honesta'] },
      wouldRehire: true,
      monthsKnown: 54,
      comments: { has: ['zulu'], not: ['082 555', 'Pty'] },
    },
    outcome: 'completed',
  },
  // ───────────── Eleventh blind set, tenant: pt-escola (relacao, segmentos, alunos, dominio, online, prazos, obs)
  {
    id: 'pt-t39',
    title:
      'A pupil\'s mother in Fortaleza on pt-escola: "Sou mãe do Davi, ele foi aluno da tia Fran no infantil 5", "Rapaz, sei não. Uns vinte e poucos meninos?" and "Sei não, de verdade, macho" on the required pupils, "Arre égua… que só. Cinco", the optional remote teaching not known, "Isso aí é com a escola, eu sou só mãe" twice on the required marks: open',
    tags: [
      'portuguese',
      'dont-know',
      'required-miss',
      'hedge',
      'words',
      'number-in-word',
      'emoji',
      'optional',
    ],
    questionnaire: 'pt-escola',
    locale: 'pt',
    candidate: { firstName: 'Francisca', lastName: 'Holanda Bezerra' },
    says: [
      'Oi bom dia. Sou mãe do Davi, ele foi aluno da tia Fran no infantil 5 numa escolinha no Benfica, em Fortaleza',
      'Educação infantil. Ela só dava aula pros pequenos',
      'Rapaz, sei não. Uns vinte e poucos meninos?',
      { retry: 'Sei não, de verdade, macho. Nunca contei', key: 'alunos' },
      'Arre égua, os meninos obedeciam ela que só. Cinco',
      'Sei não se ela deu aula online. O Davi entrou depois da pandemia',
      'Isso aí é com a escola, eu sou só mãe kkk',
      { retry: 'não sei mesmo', key: 'prazos' },
      'Pense numa professora boa! O Davi chorou quando mudou de tia 😭',
    ],
    expected: {
      relacao: 'Mãe, pai ou responsável',
      segmentos: ['Educação infantil'],
      dominio: 5,
      obs: { has: ['Pense numa professora boa'] },
    },
    outcome: 'open',
  },
  // ───────────── Eleventh blind set, tenant: pt-armazem (funcao, meses, turnos, empilhador, rigor, faltas, obs)
  {
    id: 'pt-t40',
    title:
      'A Portuguese shift manager in a warehouse in Thetford, Norfolk (UK), on pt-armazem: "ele era o meu team leader", "Dois anos e tal" asked again, UK shift names ("earlies e nights. Lates nunca"), "licence de counterbalance e de reach truck", "Pick rate sempre acima dos 100%… 5", "Never" to "Faltava sem avisar?" (a no), "Cheers"',
    tags: ['portuguese', 'multiple', 'hedge', 'unit', 'negation', 'number-in-word', 'optional'],
    questionnaire: 'pt-armazem',
    locale: 'pt',
    candidate: { firstName: 'Hélder', lastName: 'Cabral Medeiros' },
    says: [
      'Boas. Eu era o shift manager no warehouse da Bernard Matthews em Thetford, Norfolk, e ele era o meu team leader',
      'Dois anos e tal, comigo',
      { retry: '28 meses, de julho de 2022 a novembro de 2024', key: 'meses' },
      'Fazia earlies e nights. Lates nunca',
      'Sim, tem a licence de counterbalance e de reach truck, tirou cá',
      'Pick rate sempre acima dos 100%, errors quase zero. 5',
      'Never. Nem um sick day sem ligar antes',
      'Se ele voltar para os Açores vocês ficam com um bom trabalhador. Cheers',
    ],
    expected: {
      funcao: 'Chefe de equipa',
      meses: 28,
      turnos: ['Manhã', 'Noite'],
      empilhador: true,
      rigor: 5,
      faltas: false,
      obs: { has: ['bom trabalhador'] },
    },
    outcome: 'completed',
  },
  // ───────────── Twelfth blind set (2026-11-29), built-in
  {
    id: 'pt-r35',
    title:
      'A Chinese shop owner on Rua 25 de Março (São Paulo), Portuguese as a second language: "Eu sou Chen, dono loja de bijuteria", ratings with a Chinese keyboard\'s full-width digits ("cliente gosta dela, fala bem. ４", "briga uma vez com outra menina… ３", "５ 👍"), "problema como? dá exemplo" asked back, "liderança não sei", "sim sim, volta quando quiser", "dois ano e meio... não, três ano" with "ano novo chinês de 2022" in it (36 months), "obrigado. 谢谢" (no comment)',
    tags: [
      'portuguese',
      'number-in-word',
      'question-back',
      'correction',
      'words',
      'unit',
      'dont-know',
      'emoji',
      'typos',
    ],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Jéssica', lastName: 'Nunes Pereira' },
    to: ['rel', 'com', 'tec', 'tea', 'rlb', 'pro', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      'Olá, boa tarde. Eu sou Chen, dono loja de bijuteria na 25 de Março. Jéssica trabalha no caixa na minha loja',
      'comunicação bom. cliente gosta dela, fala bem. ４',
      'técnica... caixa, estoque, sistema, tudo ela sabe. 5',
      'equipe mais ou menos. briga uma vez com outra menina do estoque. ３',
      'nunca atrasa, nunca falta. ５ 👍',
      'problema como? dá exemplo',
      'ah entendi. máquina de cartão quebra, ela liga banco sozinha, resolve. 4',
      'liderança não sei. ela não é chefe de ninguém',
      'honesta. dinheiro do caixa sempre certinho. fala espanhol com cliente boliviano',
      'às vezes muito celular 📱 no trabalho',
      'sim sim, volta quando quiser',
      'dois ano e meio... não, três ano. ela entra antes ano novo chinês de 2022',
      'obrigado. 谢谢',
    ],
    expected: {
      relationship: { has: ['dono', 'loja'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 3,
      reliability: 5,
      problem_solving: 4,
      strengths: { has: ['honesta'] },
      improvements: { has: ['celular'] },
      wouldRehire: true,
      monthsKnown: 36,
    },
    outcome: 'completed',
  },
  // ───────────── Twelfth blind set, tenant: pt-seguranca (funcao, postos, faltas, postura, reciclagem, armado, obs)
  {
    id: 'pt-t41',
    title:
      'A security supervisor in Manaus speaking radio on pt-seguranca: "QSL", his own post ("Fui supervisor do Raimundo") before the candidate\'s ("vigilante líder do turno da noite"), "Isso, indústria no PIM… cobria folga nos shows da Arena… Banco nunca", "Negativo, zero falta. Em 3 anos de escala 12x36…" (0), "ronda das 3h da manhã… 5", "Positivo" on the optional refresher course, "É pra carro-forte ou posto fixo?" asked back, then "positivo pros dois", "Sem mais. Câmbio, desligo 📻" (no remark)',
    tags: [
      'portuguese',
      'multiple',
      'negation',
      'number-in-word',
      'question-back',
      'words',
      'optional',
      'emoji',
    ],
    questionnaire: 'pt-seguranca',
    locale: 'pt',
    candidate: { firstName: 'Raimundo Nonato', lastName: 'Sarmento' },
    says: [
      'Boa tarde, QSL. Fui supervisor do Raimundo na Vigilância Amazonas, ele era vigilante lider do turno da noite numa fabrica do Distrito Industrial',
      'Isso, indústria no PIM a maior parte. E cobria folga nos shows da Arena da Amazônia. Banco nunca',
      'Negativo, zero falta. Em 3 anos de escala 12x36 nunca deixou o posto descoberto',
      'Atenção dele é diferenciada, maninho. Pegou sozinho uma tentativa de furto de cabo de cobre na ronda das 3h da manhã. 5',
      'Positivo, fez a reciclagem em março, CNV em dia',
      'É pra carro-forte ou posto fixo?',
      'Tanto faz, positivo pros dois. Recomendo ele armado sim',
      'Sem mais. Câmbio, desligo 📻',
    ],
    expected: {
      funcao: 'Vigilante líder',
      postos: ['Indústria', 'Eventos'],
      faltas: 0,
      postura: 5,
      reciclagem: true,
      armado: true,
    },
    outcome: 'completed',
  },
  // ───────────── Twelfth blind set, built-in
  {
    id: 'pt-r36',
    title:
      'A Portuguese restaurant owner in Hamburg\'s Portugiesenviertel, German mixed in: "Guten Tag… empregado de mesa… Schichtleiter aos fins de semana", "Sehr gut. Cinco", "Técnica num restaurante?… Pronto, um 4", "Teamfähig, como se diz cá. 5", "Às 11 Uhr já cá estava… 5", "Naja… Três, vá", "tinha 4 Kellner… Dava-lhe 4… nein, nein, 3", "Sofort. Se ele quiser voltar, a porta está aberta" (a yes), "Dreieinhalb Jahre… três anos e meio" (42 months), a comment ending "Tschüss!"',
    tags: ['portuguese', 'correction', 'words', 'unit', 'number-in-word', 'question-back', 'emoji'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Rúben', lastName: 'Caldeira Fontes' },
    to: IN_ORDER,
    says: [
      'Guten Tag, boa tarde. Sou o dono do restaurante O Farol, no Portugiesenviertel, aqui em Hamburgo. O Rúben foi empregado de mesa cá em casa, e no último ano Schichtleiter aos fins de semana',
      'Com os clientes alemães fala melhor do que eu 😄 Sehr gut. Cinco',
      'Técnica num restaurante? Servir, abrir um vinho, fechar a caixa... Pronto, um 4',
      'Teamfähig, como se diz cá. 5',
      'Pünktlich, sempre. Às 11 Uhr já cá estava a montar a esplanada. 5',
      'Naja… resolvia, mas às vezes chamava-me por tudo e por nada. Três, vá',
      'Como Schichtleiter tinha 4 Kellner ao sábado e ao domingo. Dava-lhe 4… nein, nein, 3. Ainda está verde nisso',
      'A memória: sabe de cor o que cada Stammgast bebe, e há clientes que pedem a mesa dele',
      'O alemão escrito. Falar fala, mas os e-mails aos fornecedores iam cheios de erros 😅',
      'Sofort. Se ele quiser voltar, a porta está aberta',
      'Dreieinhalb Jahre… três anos e meio',
      'Só isto: ele fala alemão, português e inglês, e aqui isso vale ouro. Tschüss!',
    ],
    expected: {
      relationship: { has: ['dono', 'restaurante'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      problem_solving: 3,
      leadership: 3,
      strengths: { has: ['memória'] },
      improvements: { has: ['alemão escrito'] },
      wouldRehire: true,
      monthsKnown: 42,
      comments: { has: ['vale ouro'] },
    },
    outcome: 'completed',
  },
  // ───────────── Twelfth blind set, tenant: pt-obras (funcao, experiencia, planeamento, ferramentas, ordem, recomenda, obs)
  {
    id: 'pt-t42',
    title:
      'A Ukrainian safety officer in Braga on pt-obras, Portuguese as a second language with Cyrillic words: his own role among the options ("sou técnico de segurança… Nuno era encarregado de carpintaria"), "Ele diz 12 anos… talvez 14, 15, não sei exato" asked again, "Uma vez betonagem de laje atrasou 2 dias… Quatro... não, não, cinco", "AutoCAD um pouco… MS Project não… Primavera não conheço" (one tool), "Isso não sei" on the optional Ordem, "Так, sim, sim. Recomendo" (a yes), a remark with "em 3 anos… nenhum acidente" and "Добре"',
    tags: [
      'portuguese',
      'range',
      'hedge',
      'correction',
      'multiple',
      'negation',
      'dont-know',
      'optional',
      'typos',
    ],
    questionnaire: 'pt-obras',
    locale: 'pt',
    candidate: { firstName: 'Nuno', lastName: 'Abrantes Lobo' },
    says: [
      'Boa tarde. Chamo-me Oleksandr Kovalenko, sou técnico de segurança em empresa de construção em Braga. Nuno era encarregado de carpintaria na obra do hospital, eu técnico de segurança na mesma obra',
      'Ele diz 12 anos. Mas antes ele trabalhou também em França, então talvez 14, 15, não sei exato',
      { retry: 'Escreva 12, é o que está no currículo dele', key: 'experiencia' },
      'Prazos quase sempre cumpriu. Uma vez betonagem de laje atrasou 2 dias por chuva, não foi culpa dele. Quatro... não, não, cinco',
      'AutoCAD um pouco, para ver plantas no tablet. MS Project não, isso faz diretor de obra. Primavera não conheço o que é',
      'Isso não sei, nunca falamos disso',
      'Так, sim, sim. Recomendo, ele é pessoa séria com segurança, sempre capacete e arnês',
      'Desculpe meu português, ainda estou a aprender. Só quero dizer: em 3 anos na obra nenhum acidente com equipa dele. Добре. Obrigado',
    ],
    expected: {
      funcao: 'Encarregado(a)',
      experiencia: 12,
      planeamento: 5,
      ferramentas: ['AutoCAD'],
      recomenda: true,
      obs: { has: ['nenhum acidente'] },
    },
    outcome: 'completed',
  },
  // ───────────── Twelfth blind set, tenant: pt-seguranca (funcao, postos, faltas, postura, reciclagem, armado, obs)
  {
    id: 'pt-t43',
    title:
      'A condominium manager in Piracicaba typing "caipira" on pt-seguranca: "Aqui é a Dona Cleusa, síndica… O Dito ficava na portaria", "Aqui no condomínio só", "Faltá ele num faltava não. Só quando a muié dele ganhou nenê, mas… trouxe o atestado" (0 unjustified), five stars as the rating, "Essa tar de CNV eu num sei" on the optional course, "Desarmado eu recomendo sim… Armado eu num sei" and "num sei mesmo, fio" on the required armed post (not known: open), a remark asking for him back',
    tags: [
      'portuguese',
      'negation',
      'emoji',
      'dont-know',
      'required-miss',
      'optional',
      'typos',
      'hedge',
    ],
    questionnaire: 'pt-seguranca',
    locale: 'pt',
    candidate: { firstName: 'Benedito', lastName: 'Aparecido de Lima' },
    says: [
      'Oi moço, boa tarde. Aqui é a Dona Cleusa, síndica do Condomínio Jardim dos Ipês, em Piracicaba. O Dito ficava na portaria, controlava entrada de morador, visita e entrega',
      'Aqui no condomínio só. Ele veio pela firma de segurança mas ficou sempre aqui cum nóis',
      'Faltá ele num faltava não. Só quando a muié dele ganhou nenê, mas aí avisô antes e trouxe o atestado direitinho',
      'Mió porteiro que nóis já teve, educado, conhece todo mundo pelo nome ⭐⭐⭐⭐⭐',
      'Essa tar de CNV eu num sei o que é não, pergunta pra firma',
      'Desarmado eu recomendo sim, de olho fechado. Armado eu num sei, nunca vi ele cum arma na mão',
      { retry: 'num sei mesmo, fio. Isso aí é cum a firma', key: 'armado' },
      'Só que a firma trocou ele de posto e nóis aqui fiquemo tudo chateado. Se ocês puder, manda ele de vorta pra nóis 😅',
    ],
    expected: {
      funcao: 'Porteiro(a) ou controlador(a) de acesso',
      postos: ['Condomínio'],
      faltas: 0,
      postura: 5,
      obs: { has: ['trocou ele de posto'] },
    },
    outcome: 'open',
  },
  // ───────────── Thirteenth blind set (2026-11-29), built-in
  {
    id: 'pt-r37',
    title:
      'Plain and ordinary: a supermarket store manager in Teresina (Piauí) answering the built-in one question at a time, ratings as a bare digit ("5", "4"), "Ótima com a equipe, 5", "5, nunca faltou", "Ela coordenava as operadoras de caixa no turno dela. Daria 4", "Sim", "3 anos" (36 months), "Nada a acrescentar. Obrigado" (no comment)',
    tags: ['portuguese', 'short'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Francisca', lastName: 'das Chagas Sousa' },
    to: IN_ORDER,
    says: [
      'Boa tarde. Fui gerente da Francisca no Assaí da Av. Maranhão, em Teresina. Ela era fiscal de caixa e eu o gerente da loja',
      '5',
      '4',
      'Ótima com a equipe, 5',
      '5, nunca faltou',
      '4',
      'Ela coordenava as operadoras de caixa no turno dela. Daria 4',
      'Organizada e muito calma com cliente nervoso',
      'Podia se posicionar mais nas reunioes, fica muito calada',
      'Sim',
      '3 anos',
      'Nada a acrescentar. Obrigado',
    ],
    expected: {
      relationship: { has: ['gerente'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      leadership: 4,
      strengths: { has: ['Organizada'] },
      improvements: { has: ['calada'] },
      wouldRehire: true,
      monthsKnown: 36,
    },
    outcome: 'completed',
  },
  // ───────────── Thirteenth blind set, tenant: pt-transporte (cnh, rotas, km, direcao, mopp, confia, obs)
  {
    id: 'pt-t44',
    title:
      'A fleet manager in Chapecó (west of Santa Catarina) in trucker talk on pt-transporte: "puxava bitrem pra nós, então é E né" (the option "E", not the word), "Interestadual… Dentro do estado também, pra Itajaí. Argentina nunca", "média de 11.480 km por mês" (a dot for thousands: 11480), "o Bruto dele era o mais bem cuidado do pátio. 5", "fez a reciclagem do MOPP… em 2024" (a yes), "Confio", a remark with "gremista 😂" and "nota 10" in it',
    tags: ['portuguese', 'multiple', 'negation', 'number-in-word', 'optional', 'emoji', 'long'],
    questionnaire: 'pt-transporte',
    locale: 'pt',
    candidate: { firstName: 'Valdecir', lastName: 'Baldissera' },
    says: [
      'Bom dia. Sou o Egon Schmitt, gerente de frota da Transportes Rota Oeste, em Chapecó. O Valdecir puxava bitrem pra nós, então é E né, pra bitrem tem que ser E',
      'Interestadual, levava frango congelado daqui pro porto de Paranaguá e pra Santos. Dentro do estado também, pra Itajaí. Argentina nunca',
      'Pelo rastreador deu média de 11.480 km por mês no ano passado',
      'Nunca tomou multa de excesso de velocidade, e o Bruto dele era o mais bem cuidado do pátio. 5',
      'Tem sim, fez a reciclagem do MOPP no Sest Senat em 2024',
      'Confio. Já levou carga de cigarro, que é visada, e nunca deu problema',
      'Só que ele é gremista 😂 fora isso é nota 10. Abraço',
    ],
    expected: {
      cnh: 'E',
      rotas: ['Regional (dentro do estado)', 'Interestadual'],
      km: 11480,
      direcao: 5,
      mopp: true,
      confia: true,
      obs: { has: ['gremista'] },
    },
    outcome: 'completed',
  },
  // ───────────── Thirteenth blind set, built-in
  {
    id: 'pt-r38',
    title:
      'An Assembly of God pastor in Duque de Caxias (Baixada Fluminense) for the church secretary: "A paz do Senhor!", "a irmã Daiane", "Nota 5, glória a Deus", the technical rating not known ("eu não entendo dessas coisas"), "Pontual. Em 4 anos nunca faltou um culto de domingo" with no rating (asked again: "5, com certeza"), "4 ou 5... fica com o 5", "umas 12 pessoas. Dou um 4", "Eu não sou patrão, mas… Contrataria de novo sim, amém", "desde menina… com uns 12 anos. Hoje ela tem 27" (asked again: 15 years, 180 months), a blessing as no comment',
    tags: ['portuguese', 'dont-know', 'range', 'hedge', 'number-in-word', 'unit', 'emoji', 'long'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Daiane Cristina', lastName: 'de Oliveira' },
    to: [
      'rel',
      'com',
      'tec',
      'tea',
      'rlb',
      'rlb',
      'pro',
      'lea',
      'str',
      'imp',
      'reh',
      'mon',
      'mon',
      'cmt',
    ],
    says: [
      'A paz do Senhor! Sou o pastor Edivaldo, da Assembleia de Deus aqui no Jardim Primavera, em Duque de Caxias. A irmã Daiane é membro da nossa igreja e trabalhou como secretária da igreja, de carteira assinada',
      'Fala muito bem, irmão. Dirige o culto das senhoras, faz os avisos, atende o telefone da igreja. Nota 5, glória a Deus',
      'A parte técnica eu não sei te dizer, ela cuidava do computador, das planilhas do dízimo... eu não entendo dessas coisas',
      'Trabalha bem com todo mundo, com os obreiros, com o pessoal da cantina, com a juventude. 5',
      'Pontual. Em 4 anos nunca faltou um culto de domingo',
      { retry: 'Ah, a nota? 5, com certeza', key: 'reliability' },
      'Quando a igreja alagou na chuva de janeiro foi ela que correu atrás de tudo, bomba, mutirão, seguro. 4 ou 5... fica com o 5',
      'Liderança ela tem, lidera o ministério de louvor, umas 12 pessoas. Dou um 4',
      'Temente a Deus, honesta e muito prestativa',
      'Olha irmão, se for pra falar alguma coisa: ela às vezes se doa demais e esquece dela mesma. Mas isso não é defeito não',
      'Eu não sou patrão, mas se dependesse de mim ela nunca tinha saído. Contrataria de novo sim, amém',
      'Conheço ela desde menina, veio pra igreja com a mãe com uns 12 anos. Hoje ela tem 27',
      { retry: 'Põe 15 anos', key: 'monthsKnown' },
      'Deus abençoe vocês e a irmã Daiane nessa nova caminhada. Fiquem na paz 🙏',
    ],
    expected: {
      relationship: { has: ['pastor'] },
      communication: 5,
      teamwork: 5,
      reliability: 5,
      problem_solving: 5,
      leadership: 4,
      strengths: { has: ['honesta'] },
      improvements: { has: ['se doa demais'] },
      wouldRehire: true,
      monthsKnown: 180,
    },
    outcome: 'completed',
  },
  // ───────────── Thirteenth blind set, tenant: pt-transporte (cnh, rotas, km, direcao, mopp, confia, obs)
  {
    id: 'pt-t45',
    title:
      'A fruit-haulage owner in Petrolina (sertão of Pernambuco) on pt-transporte: "visse", "A carteira dele era D... não, peraí, ele tirou a E ano passado… E", "Interestadual direto", "Ave Maria, rodava muito. Uns 8, 10 mil por mês" (asked again: "Bota 9 mil"), "Em 3 anos… nem um arranhão no baú. Cinco", the MOPP not known, a joke and a story before "Prefiro não responder essa" on the required high-value-cargo question, refused again (open), "nunca chegou avexado" in the remark',
    tags: [
      'portuguese',
      'correction',
      'range',
      'hedge',
      'words',
      'number-in-word',
      'dont-know',
      'decline',
      'required-miss',
      'optional',
    ],
    questionnaire: 'pt-transporte',
    locale: 'pt',
    candidate: { firstName: 'Cícero', lastName: 'Romão Bezerra' },
    says: [
      'Boa tarde, visse. Aqui é Socorro, da Transportes Vale do São Francisco, em Petrolina. O Cícero dirigia baú frigorífico pra gente. A carteira dele era D... não, peraí, ele tirou a E ano passado, tá aqui na ficha: E',
      'Levava manga e uva pro porto do Pecém, no Ceará, e pro Ceasa de São Paulo. Interestadual direto',
      'Ave Maria, rodava muito. Uns 8, 10 mil por mês',
      { retry: 'Bota 9 mil', key: 'km' },
      'Em 3 anos com a gente, nem um arranhão no baú. Cinco',
      'Esse curso aí eu não sei dizer não, tem que ver com ele',
      'Oxe, depende da carga kkkk brincadeira. Olhe, ele é honesto, mas teve aquela história da caixa de uva que sumiu em Salgueiro... nunca ficou provado nada. Prefiro não responder essa',
      { retry: 'Não vou responder essa não, meu filho. Pode passar pra outra', key: 'confia' },
      'De resto é trabalhador, pai de família, nunca chegou avexado nem bebeu na estrada',
    ],
    expected: {
      cnh: 'E',
      rotas: ['Interestadual'],
      km: 9000,
      direcao: 5,
      obs: { has: ['trabalhador'] },
    },
    outcome: 'open',
  },
  // ───────────── Thirteenth blind set, tenant: pt-enfermagem (meses, cuidado, noturno, regime, observacoes)
  {
    id: 'pt-t46',
    title:
      'A Portuguese ward manager in an NHS hospital in London on pt-enfermagem: "entrou como Band 5 em 2022… 30 e tal meses" (asked again: "Fui ver ao e-rostering: 32 meses"), "Outstanding, como diria o CQC 😊… 5", "Sim, fazia nights, uma semana em cada quatro", "long days, três turnos de 12h30 por semana" on the regime (asked again: "full-time, 37,5 horas"), a remark followed by a signature with "Band 7", a London number and "ext."',
    tags: ['portuguese', 'hedge', 'number-in-word', 'signature', 'optional', 'emoji', 'long'],
    questionnaire: 'pt-enfermagem',
    locale: 'pt',
    candidate: { firstName: 'Inês', lastName: 'Figueira Rato' },
    says: [
      'Olá! Sou a ward manager da Inês no Whittington, em Londres (sou portuguesa também, de Viseu). Ela entrou cá como Band 5 em 2022... deixe-me ver... 30 e tal meses',
      { retry: 'Fui ver ao e-rostering: 32 meses', key: 'meses' },
      'Outstanding, como diria o CQC 😊 Os doentes pediam por ela. 5',
      'Sim, fazia nights, uma semana em cada quatro',
      'Fazia long days, três turnos de 12h30 por semana',
      { retry: 'Era full-time, 37,5 horas por semana', key: 'regime' },
      'Só que é uma enfermeira de mão cheia e faz-nos muita falta cá no AMU.\n\nKind regards,\nSandra Moreira\nWard Manager (Band 7) | Acute Medical Unit\nWhittington Health NHS Trust\nTel: 020 7272 3070 ext. 5412',
    ],
    expected: {
      meses: 32,
      cuidado: 5,
      noturno: true,
      regime: 'Tempo integral',
      observacoes: { has: ['mão cheia'], not: ['020 7272', 'Band 7'] },
    },
    outcome: 'completed',
  },
  // ───────────── Fourteenth blind set (2026-11-29), built-in
  {
    id: 'pt-r39',
    title:
      'An Okinawan-Brazilian sobá-stall owner at the Feira Central of Campo Grande (MS) rating as fractions: "Comunicação 5/5", "4/5", "Nota 4 de 5... não, 5 de 5", "100%" on reliability (asked again: "5 então, confiança total"), "De março de 22 a setembro de 24, dois anos e meio certinho" (30 months), "o caldo igual o da minha obaa", a remark about the "tereré das 3 da tarde" ending "Nifee deebiru!"',
    tags: ['portuguese', 'number-in-word', 'correction', 'unit', 'words', 'emoji', 'long'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Ketlyn', lastName: 'Arakaki Benites' },
    to: ['rel', 'com', 'tec', 'tea', 'rlb', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      'Oi, boa tarde! Aqui é a Cristina Higa, dona da Sobaria Higa na Feira Central, em Campo Grande. A Ketlyn foi atendente e depois subgerente comigo',
      'Comunicação 5/5. Atende turista, atende os velhinhos da colônia, todo mundo gosta dela',
      '4/5. Caixa, estoque, iFood, era ela que cuidava de tudo isso',
      'Nota 4 de 5... não, 5 de 5, era ela que segurava a cozinha junto comigo no sábado à noite',
      '100%',
      { retry: '5 então, confiança total', key: 'reliability' },
      'Quando acabou o gás no meio do festival do sobá ela foi buscar botijão de moto com o primo e ninguém ficou sem comer kkk. 4/5',
      'Treinou as meninas novas do balcão, tem jeito pra isso. 4/5',
      'Simpatia e honestidade. E aprendeu a fazer o caldo igual o da minha obaa',
      'Às vezes aceita mais pedido do que a cozinha dá conta 😅',
      'Com certeza, a vaga é dela quando quiser voltar',
      'De março de 22 a setembro de 24, dois anos e meio certinho',
      'Só que ela vai fazer falta no tereré das 3 da tarde kkk. Nifee deebiru! (é obrigada em uchinaguchi 😊)',
    ],
    expected: {
      relationship: { has: ['Sobaria'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      leadership: 4,
      strengths: { has: ['Simpatia', 'honestidade'] },
      improvements: { has: ['mais pedido'] },
      wouldRehire: true,
      monthsKnown: 30,
      comments: { has: ['tereré'] },
    },
    outcome: 'completed',
  },
  // ───────────── Fourteenth blind set, tenant: pt-offshore (unidade, escala, embarques, certificados, sms, ingles, embarcaria, obs)
  {
    id: 'pt-t47',
    title:
      'A production supervisor on a pre-salt FPSO out of Macaé on pt-offshore, in offshore talk: the unit and the rotation in one message ("embarcado num FPSO… Escala 14 por 14, padrão"), "uns 30, 35 embarques" asked again ("Bota 32, contei na planilha de POB"), "CBSP e HUET em dia, NR-35 também. NR-33 não", "parou um serviço a quente quando o detector de gás apitou… Isso é 5", "passava o turno em inglês com os noruegueses", "Embarco com ele amanhã", "peão de primeira"',
    tags: [
      'portuguese',
      'multi-answer',
      'range',
      'hedge',
      'multiple',
      'negation',
      'number-in-word',
      'optional',
      'emoji',
    ],
    questionnaire: 'pt-offshore',
    locale: 'pt',
    candidate: { firstName: 'Jefferson', lastName: 'Luiz Quintanilha' },
    says: [
      'Fala! Sou o Robson, supervisor de produção, embarcado num FPSO no pré-sal da Bacia de Santos, a gente sai de helicóptero de Macaé. O Jefferson era operador de produção na minha turma. Escala 14 por 14, padrão',
      'Foram uns 3 anos juntos, tirando as férias e o afastamento da cirurgia no joelho. Dá uns 30, 35 embarques',
      { retry: 'Bota 32, contei na planilha de POB', key: 'embarques' },
      'CBSP e HUET em dia, NR-35 também. NR-33 não, quem entrava em tanque era a equipe da caldeiraria',
      'Parou um serviço a quente quando o detector de gás apitou, com o encarregado da contratada pressionando pra terminar. Isso é 5, e olha que eu sou chato com SMS',
      'Inglês de plataforma, mas passava o turno em inglês com os noruegueses da manutenção sem problema nenhum',
      'Embarco com ele amanhã, pode escrever',
      'Só coloquem ele no voo mais cedo que ele enjoa no helicóptero kkkk 🚁 fora isso, peão de primeira',
    ],
    expected: {
      unidade: 'FPSO',
      escala: '14x14',
      embarques: 32,
      certificados: ['CBSP/BOSIET', 'HUET', 'NR-35'],
      sms: 5,
      ingles: true,
      embarcaria: true,
      obs: { has: ['peão de primeira'] },
    },
    outcome: 'completed',
  },
  // ───────────── Fourteenth blind set, built-in
  {
    id: 'pt-r40',
    title:
      'A Galician production manager of a fish cannery in Vigo (Bouzas) for a Portuguese worker from Valença, written in Galician: "Bo día… eu era o seu xefe", "Moi ben… Cinco", "Catro", "Vén todos os días de Valença pola ponte… Cinco", "Tres... non, catro", "Non tiña xente ao seu cargo, así que non sei que dicir" (no leadership rating), "Si, sen dúbida ningunha" (a yes), "Dous anos e medio xustos" (30 months), "Nada máis. Grazas e unha aperta" (no comment)',
    tags: ['portuguese', 'words', 'correction', 'dont-know', 'unit', 'negation'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Diogo', lastName: 'Barbosa Pires' },
    to: IN_ORDER,
    says: [
      'Bo día. Son Xosé Manuel Lorenzo, xefe de produción na conserveira de Bouzas, en Vigo. O Diogo traballou na liña de envasado e eu era o seu xefe',
      'Moi ben. Fala galego, portugués e castelán, e cos clientes de Francia tamén se defende. Cinco',
      'Catro. Coñece ben as máquinas de pechar as latas, pero aínda lle falta experiencia coa autoclave',
      'Cinco, sempre axuda aos compañeiros sen protestar',
      'Vén todos os días de Valença pola ponte internacional e nunca chegou tarde. Cinco',
      'Tres... non, catro. Cando se avariou a cinta un venres á noite soubo arranxala el só',
      'Non tiña xente ao seu cargo, así que non sei que dicir',
      'É responsable e moi traballador, e ten moito coidado coa hixiene',
      'Ten que aprender a dicir que non ás horas extra, ás veces cánsase de máis',
      'Si, sen dúbida ningunha',
      'Dous anos e medio xustos',
      'Nada máis. Grazas e unha aperta',
    ],
    expected: {
      relationship: { has: ['xefe'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      strengths: { has: ['traballador'] },
      improvements: { has: ['horas extra'] },
      wouldRehire: true,
      monthsKnown: 30,
    },
    outcome: 'completed',
  },
  // ───────────── Fourteenth blind set, tenant: pt-offshore (unidade, escala, embarques, certificados, sms, ingles, embarcaria, obs)
  {
    id: 'pt-t48',
    title:
      'A Portuguese from Peniche, twenty years in Aberdeen, on pt-offshore with Scots words: "Aye, boa tarde!… numa fixed platform, plataforma fixa de aço no campo Forties", "Two on three off… duas semanas lá fora, três em casa" (14x21), hitches "entre 15 e 20 talvez?" and then "não sei mesmo… isso é com a agência" (required, not known: open), "BOSIET e HUET sim… As NR são do Brasil, cá não há disso", "Aye, 5", "a wee bit rusty" on English (a yes), "Aye, sem pensar duas vezes", "dreich… Cheers"',
    tags: [
      'portuguese',
      'range',
      'hedge',
      'dont-know',
      'required-miss',
      'multiple',
      'optional',
      'number-in-word',
      'emoji',
    ],
    questionnaire: 'pt-offshore',
    locale: 'pt',
    candidate: { firstName: 'Wellington', lastName: 'Rocha Tavares' },
    says: [
      'Aye, boa tarde! Sou o Carlos Pinto, sou de Peniche mas vivo em Aberdeen há 20 anos. Fui o supervisor do Wellington numa fixed platform, plataforma fixa de aço no campo Forties',
      'Two on three off, como cá se diz: duas semanas lá fora, três em casa',
      'Comigo foram uns 2 anos... trips, não sei bem, entre 15 e 20 talvez?',
      {
        retry: 'Sorry, não sei mesmo. Isso é com a agência, eles têm os registos todos',
        key: 'embarques',
      },
      'BOSIET e HUET sim, cá é obrigatório. As NR são do Brasil, cá não há disso, não sei se as dele estão em dia',
      'Aye, 5. Uma vez deu stop the job num lifting com o vento a 40 nós e teve toda a razão',
      'Aye. No início era a wee bit rusty, agora fala melhor do que eu lol',
      'Aye, sem pensar duas vezes',
      'Só isto: o tempo cá é dreich o ano inteiro e ele nunca se queixou, o que para um brasileiro já é muito 😂 Bom rapaz. Cheers',
    ],
    expected: {
      unidade: 'Plataforma fixa',
      escala: '14x21',
      certificados: ['CBSP/BOSIET', 'HUET'],
      sms: 5,
      ingles: true,
      embarcaria: true,
      obs: { has: ['Bom rapaz'] },
    },
    outcome: 'open',
  },
  // ───────────── Fourteenth blind set, tenant: pt-agro (funcao, safras, maquinas, cuidado, nr31, voltaria, obs)
  {
    id: 'pt-t49',
    title:
      'A feitor on a Ribatejo farm (Azinhaga, by Golegã) on pt-agro: "era tractorista cá na casa: tractor, a máquina do tomate, tudo o que tivesse motor", "quatro campanhas do tomate e duas vindimas" for harvests, then "o Bruno tem um processo contra a casa no Tribunal do Trabalho de Santarém… Fico por aqui": declined, nothing kept',
    tags: ['portuguese', 'decline', 'words'],
    questionnaire: 'pt-agro',
    locale: 'pt',
    candidate: { firstName: 'Bruno', lastName: 'Godinho Valente' },
    says: [
      'Bom dia. Sou o feitor da Quinta do Paul, na Azinhaga, ao pé da Golegã. O Bruno era tractorista cá na casa: tractor, a máquina do tomate, tudo o que tivesse motor',
      'Fez quatro campanhas do tomate e duas vindimas connosco',
      'Olhe, desculpe, antes de continuar: o patrão está aqui ao meu lado e diz que o Bruno tem um processo contra a casa no Tribunal do Trabalho de Santarém, por causa das horas das campanhas. O advogado mandou não falarmos dele. Fico por aqui, peço desculpa',
      { tapConfirm: true },
    ],
    expected: {},
    outcome: 'declined',
  },
  // ───────────── Fifteenth blind set (2026-11-30), built-in
  {
    id: 'pt-r41',
    title:
      'A winery owner in the Vale dos Vinhedos (Bento Gonçalves, Serra Gaúcha) mixing Talian: "Bon dì… eu era o patrão dela", "Ostia… Sinque, quer dizer, cinco 😄", "De 0 a 10 eu dava um 8" on a 1–5 scale (asked again: "Ah, é de 1 a 5? Então 4"), "Na vindima de 2023 choveu 20 dias seguidos e ela não faltou um. 5" (not 1, 20 nor 2023), "3 ou 4… ela comandava as 6 safristas… Bota 3", "Porca miséria", "Sì, sì! … la porta xe sempre verta. Contrato de novo sim", "Desde a vindima de 2020 até a Páscoa deste ano" asked again (72 months), "Grazie… 🍷" as no comment',
    tags: [
      'portuguese',
      'words',
      'number-in-word',
      'range',
      'hedge',
      'unit',
      'correction',
      'emoji',
      'long',
    ],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Franciele', lastName: 'Dal Pizzol Bertuol' },
    to: [
      'rel',
      'com',
      'tec',
      'tec',
      'tea',
      'rlb',
      'pro',
      'lea',
      'str',
      'imp',
      'reh',
      'mon',
      'mon',
      'cmt',
    ],
    says: [
      'Bon dì! Sou o Valdir Zanotto, da Vinícola Zanotto, no Vale dos Vinhedos, em Bento. A Franciele trabalhou na cantina e no enoturismo, eu era o patrão dela',
      'Ostia, fala que é uma beleza! Atende os turistas de São Paulo, os argentinos, e com os nonos da colônia fala em talian. Sinque, quer dizer, cinco 😄',
      'De 0 a 10 eu dava um 8. Entende de vinho mais que o meu filho que fez enologia',
      { retry: 'Ah, é de 1 a 5? Então 4', key: 'technical_skill' },
      'Se dá bem com todo mundo, até com a minha mulher, que é braba kkk. 5',
      'Na vindima de 2023 choveu 20 dias seguidos e ela não faltou um. 5',
      'Quando deu a geada em julho ela ajudou a acender os fogos no parreiral de madrugada e salvou as mudas novas. 4',
      'Liderança 3 ou 4... ela comandava as 6 safristas na vindima, mas às vezes deixava as gurias mandarem nela. Bota 3',
      'Capricho. Fala de vinho que nem sommelier e não deixa um copo sujo na cantina',
      'Porca miséria, tem que aprender a dizer não pros turistas que querem degustar de graça kkk',
      'Sì, sì! Como diz o nono, la porta xe sempre verta. Contrato de novo sim',
      'Desde a vindima de 2020 até a Páscoa deste ano',
      { retry: 'Põe 6 anos, 72 meses', key: 'monthsKnown' },
      'Mais nada. Grazie e um abraço da Serra! 🍷',
    ],
    expected: {
      relationship: { has: ['patrão'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      leadership: 3,
      strengths: { has: ['Capricho'] },
      improvements: { has: ['dizer não'] },
      wouldRehire: true,
      monthsKnown: 72,
    },
    outcome: 'completed',
  },
  // ───────────── Fifteenth blind set, tenant: pt-cuidados (relacao, turnos, horas, tarefas, paciencia, demencia, recomenda, obs)
  {
    id: 'pt-t50',
    title:
      'A Portuguese-American son in Newark\'s Ironbound in Portinglês on pt-cuidados: "Sou o filho da Dona Albertina… Eu é que lhe pagava o checo" with his US cell in the message (a family member), "Só de dia, weekdays. Aos weekends era a minha irmã" (Dia only), "Chegava ao meio-dia e ia-se embora às 8 da noite, quando eu saía do job" (8 hours a day: meio-dia is noon, not half a day), "o banho, as pílulas… o almoço e o jantar. Às consultas levava eu no meu troque" (not that task), "Five stars, 5", "Yeah… já tinha trabalhado num nursing home em Kearny", "Recomendo, 100%", "Have a good one"',
    tags: ['portuguese', 'number-in-word', 'multiple', 'negation', 'optional', 'words', 'long'],
    questionnaire: 'pt-cuidados',
    locale: 'pt',
    candidate: { firstName: 'Rosimeire', lastName: 'Gonçalves Pinheiro' },
    says: [
      'Boas. Sou o filho da Dona Albertina, a senhora que a Rosimeire cuidou aqui em Newark, no Ironbound. Eu é que lhe pagava o checo todas as semanas. Se precisarem o meu cell é (973) 555-0142',
      'Só de dia, weekdays. Aos weekends era a minha irmã que vinha de Elizabeth ficar com a mãe',
      'Chegava ao meio-dia e ia-se embora às 8 da noite, quando eu saía do job',
      'Dava-lhe o banho, as pílulas todas da farmácia, o almoço e o jantar. Às consultas levava eu no meu troque, que ela não guia',
      'A mãe tinha mau génio, às vezes atirava-lhe com o prato da sopa, e ela sempre com um sorriso. Five stars, 5',
      'Yeah, a mãe teve Alzheimer nos últimos dois anos. E ela antes já tinha trabalhado num nursing home em Kearny',
      'Recomendo, 100%',
      'A mãe faleceu em março, que Deus a tenha. A Rosi ainda foi ao funeral na igreja de Nossa Senhora de Fátima. É uma pessoa de coração. Have a good one',
    ],
    expected: {
      relacao: 'Familiar da pessoa cuidada',
      turnos: ['Dia'],
      horas: 8,
      tarefas: ['Higiene e banho', 'Medicação', 'Alimentação'],
      paciencia: 5,
      demencia: true,
      recomenda: true,
      obs: { has: ['coração'] },
    },
    outcome: 'completed',
  },
  // ───────────── Fifteenth blind set, built-in
  {
    id: 'pt-r42',
    title:
      'A Haitian line supervisor at a poultry plant in Encantado (RS) writing Portuguese with Haitian Creole and French: "Bonjou… eu é o chefe dele", "Très bien. 5", "Li bon anpil... desculpa, é muito bom com todo mundo. 5", "Turno das 5h às 14h48, 6 dias por semana, e em 2 anos ele faltou 1 dia… 5" (the rating is the last number), "3 ou 4. M pa sèten" asked again, "M pa konnen. Ele não é líder" (no leadership rating), then "o intervalo acabou, preciso voltar pra linha. M ap pale w pita 🙏" before the rehire question: stopped, open',
    tags: [
      'portuguese',
      'french',
      'words',
      'number-in-word',
      'range',
      'hedge',
      'dont-know',
      'done-phrase',
      'emoji',
    ],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Jean Robert', lastName: 'Pierre-Louis' },
    to: ['rel', 'com', 'tec', 'tea', 'rlb', 'pro', 'pro', 'lea', 'str', 'imp', 'reh'],
    says: [
      'Bonjou. Eu sou Wilner Désir, chefe de setor na evisceração do frigorífico de frango em Encantado. O Jean Robert trabalha na minha equipe, eu é o chefe dele',
      'Ele fala crioulo, francês e português, explica o serviço pros haitianos novos e pros brasileiros também. Très bien. 5',
      'A faca dele é a mais rápida da linha. 4, porque ainda não sabe regular a máquina de corte',
      'Li bon anpil... desculpa, é muito bom com todo mundo. 5',
      'Turno das 5h às 14h48, 6 dias por semana, e em 2 anos ele faltou 1 dia, quando a filha nasceu. 5',
      '3 ou 4. M pa sèten',
      { retry: 'Coloca 4', key: 'problem_solving' },
      'M pa konnen. Ele não é líder, é operador',
      'Força de trabalho e respeito. Nunca reclama do frio da câmara',
      'Precisa estudar mais o português escrito pra fazer o curso de líder',
      'Desculpa, o intervalo acabou, preciso voltar pra linha. M ap pale w pita 🙏',
    ],
    expected: {
      relationship: { has: ['chefe de setor'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      strengths: { has: ['respeito'] },
      improvements: { has: ['português escrito'] },
    },
    outcome: 'open',
  },
  // ───────────── Fifteenth blind set, tenant: pt-cuidados (relacao, turnos, horas, tarefas, paciencia, demencia, recomenda, obs)
  {
    id: 'pt-t51',
    title:
      'The director of a care home in Miranda do Douro with Mirandese words on pt-cuidados: "diretora técnica do Lar da Santa Casa" (a care home), "Fazia as noites. E fins de semana, um sí, outro nun", "As noites cá são das 23h às 8h. Nos fins de semana fazia 12, das 8 às 20" (two figures: asked again, "Ponha 9"), "A medicação nun, essa é só com as enfermeiras" (negated option), a question back on the rating ("Com os utentes ou com as colegas? 😅", then "paciência de santa. Cinco"), "Sí, sí. Metade dos utentes têm demência", "You recomendo" (you is eu in Mirandese), "Bien haiades"',
    tags: [
      'portuguese',
      'multiple',
      'negation',
      'question-back',
      'number-in-word',
      'words',
      'optional',
      'emoji',
    ],
    questionnaire: 'pt-cuidados',
    locale: 'pt',
    candidate: { firstName: 'Gleice Kelly', lastName: 'Nascimento Brito' },
    says: [
      'Bom dia. Sou a diretora técnica do Lar da Santa Casa da Misericórdia, em Miranda do Douro. A Gleice trabalhou connosco como ajudante de ação direta',
      'Fazia as noites. E fins de semana, um sí, outro nun, como dizemos cá em mirandés',
      'As noites cá são das 23h às 8h. Nos fins de semana fazia 12, das 8 às 20',
      { retry: 'Ponha 9, que era o mais das vezes', key: 'horas' },
      'A higiene e as refeições. A medicação nun, essa é só com as enfermeiras',
      'Com os utentes ou com as colegas? Que com as colegas era outra conversa 😅',
      { retry: 'Com os utentes: paciência de santa. Cinco', key: 'paciencia' },
      'Sí, sí. Metade dos utentes do lar têm demência e ela lidava muito bem com eles',
      'You recomendo, claro',
      'Só que ainda nun tem carta de condução, e cá no inverno com a neve é complicado chegar ao lar às 11 da noite. Bien haiades',
    ],
    expected: {
      relacao: 'Lar ou casa de repouso',
      turnos: ['Noite', 'Fins de semana'],
      horas: 9,
      tarefas: ['Higiene e banho', 'Alimentação'],
      paciencia: 5,
      demencia: true,
      recomenda: true,
      obs: { has: ['carta de condução'] },
    },
    outcome: 'completed',
  },
  // ───────────── Fifteenth blind set, tenant: pt-hotelaria (funcao, horas, epocas, simpatia, haccp, linguas, voltaria, obs)
  {
    id: 'pt-t52',
    title:
      'An Algarvian F&B manager at a resort in Albufeira on pt-hotelaria: "Começou no pool bar e acabou como chefe de sala no à la carte" (Sala e bar), "40 no contrato, mas em agosto fazia 50 e tal, como toda a gente, moce" asked again ("Ponha 45, vá"), "Só época alta, de maio a outubro. No inverno o hotel fecha, até no Natal", "gorjeta em libras 😄 Ê um 5", "Acho que fez… não tenho a certeza, isso está nos RH" on the optional HACCP (not stored), "Inglês e francês… Holandês só sabe os palavrões" (no such option, not a language she speaks), "Já lhe mandei mensagem a perguntar se vem em maio, guardei-lhe o lugar" as a yes, "só fica marafada quando…"',
    tags: [
      'portuguese',
      'hedge',
      'dont-know',
      'multiple',
      'negation',
      'optional',
      'emoji',
      'words',
    ],
    questionnaire: 'pt-hotelaria',
    locale: 'pt',
    candidate: { firstName: 'Érica', lastName: 'Viegas Guerreiro' },
    says: [
      'Boa tarde. Sou o F&B manager do resort na Praia da Falésia, em Albufeira. A Érica começou no pool bar e acabou como chefe de sala no restaurante à la carte',
      '40 no contrato, mas em agosto fazia 50 e tal, como toda a gente, moce',
      { retry: 'Ponha 45, vá', key: 'horas' },
      'Só época alta, de maio a outubro. No inverno o hotel fecha, até no Natal',
      'Os ingleses adoravam-na, até lhe deixavam gorjeta em libras 😄 Ê um 5',
      'Acho que fez, mas não tenho a certeza, isso está nos RH',
      'Inglês e francês, que é filha de emigrantes em França. Holandês só sabe os palavrões que os clientes lhe ensinaram 😂',
      'Já lhe mandei mensagem a perguntar se vem em maio, guardei-lhe o lugar',
      'Ó moce, é uma rapariga de ouro. Só fica marafada quando lhe mexem nas mesas já postas',
    ],
    expected: {
      funcao: 'Sala e bar',
      horas: 45,
      epocas: ['Época alta'],
      simpatia: 5,
      linguas: ['Inglês', 'Francês'],
      voltaria: true,
      obs: { has: ['rapariga de ouro'] },
    },
    outcome: 'completed',
  },
  // ───────────── Sixteenth blind set (2026-11-30), built-in
  {
    id: 'pt-r43',
    title:
      'A drugstore manager in Goiânia typing fast on the bus with autocorrect slips and asterisk corrections: "…com uma paciência que eu não tenho kkk. Cinto" (asked again: "*cinco. Corretor 🙄"), "Ela é super confortável, nunca faltou em 2 anos e meio" on reliability (no rating; asked again: "*confiável kkkk esse corretor. 5"), "Pode ser 4 e meio?" asked back (then "Arredonda pra baixo, 4"), "Lideranca eh cm ela msm… 5", "Muito delicada com os clientes" followed by "*dedicada" (a correction of the strengths, never the improvements), "Contraria de novo sim, na hora" (contrataria), "Dois anos e meio" (30 months), "Só isso… tô digitando no ônibus 😅" as no comment',
    tags: ['portuguese', 'typos', 'correction', 'question-back', 'hedge', 'words', 'unit', 'emoji'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Thaynara', lastName: 'Rodrigues de Paula' },
    to: [
      'rel',
      'com',
      'com',
      'tec',
      'tea',
      'rlb',
      'rlb',
      'pro',
      'pro',
      'lea',
      'str',
      'str',
      'imp',
      'reh',
      'mon',
      'cmt',
    ],
    says: [
      'Boa tarde! Sou a Kênia, gerente da Drogaria Popular do Setor Bueno, em Goiânia. A Thaynara foi balconista e depois virou minha subgerente',
      'Explica a posologia pros idosos com uma paciência que eu não tenho kkk. Cinto',
      { retry: '*cinco. Corretor 🙄', key: 'communication' },
      '4, falta fazer o curso de aplicação de injetáveis',
      'Se dá bem com todo mundo, cobre folga de colega sem reclamar. 5',
      'Ela é super confortável, nunca faltou em 2 anos e meio',
      { retry: '*confiável kkkk esse corretor. 5', key: 'reliability' },
      'Quando o sistema caiu na Black Friday ela fez as vendas tudo no caderninho e depois lançou. Pode ser 4 e meio?',
      { retry: 'Arredonda pra baixo, 4', key: 'problem_solving' },
      'Lideranca eh cm ela msm, qnd eu to de ferias ela toca a loja. 5',
      'Muito delicada com os clientes e com a equipe',
      '*dedicada',
      'É ansiosa demais, quer resolver tudo sozinha e não pede ajuda',
      'Contraria de novo sim, na hora',
      'Dois anos e meio, desde que abriu a loja',
      'Só isso. Desculpa os erros, tô digitando no ônibus 😅',
    ],
    expected: {
      relationship: { has: ['gerente'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      leadership: 5,
      strengths: { has: ['clientes'] },
      improvements: { has: ['ansiosa'], not: ['*dedicada'] },
      wouldRehire: true,
      monthsKnown: 30,
    },
    outcome: 'completed',
  },
  // ───────────── Sixteenth blind set, tenant: pt-oficina (funcao, veiculos, anos, qualidade, scanner, recontratar, obs)
  {
    id: 'pt-t53',
    title:
      'A body-shop owner in Madureira (Rio) on pt-oficina, in carioca workshop talk: "trabalhou comigo de lanterneiro" (a panel beater: Funileiro(a) ou pintor(a)), "Linha leve só… Moto a gente nem pega" (cars only), "começou varrendo a oficina do tio com 14. Hoje tem 31… uns 15 anos de lanternagem, por aí" (15, not 14 nor 31; the prompt asks "mais ou menos"), a question back on the rating ("Qualidade tu diz de acabamento ou de prazo?", then "Nos dois é 5, sem caô"), "Scanner? Sei lá… nunca vi ele mexendo" (not known: not stored), "Contrataria ontem!" as a yes, "moleque é sangue bom 🤙"',
    tags: [
      'portuguese',
      'multiple',
      'negation',
      'hedge',
      'question-back',
      'dont-know',
      'optional',
      'emoji',
    ],
    questionnaire: 'pt-oficina',
    locale: 'pt',
    candidate: { firstName: 'Wallace', lastName: 'Conceição Barreto' },
    says: [
      'Fala, tudo certo? Aqui é o Jorge, dono da Auto Center Jorjão em Madureira. O Wallace trabalhou comigo de lanterneiro, o melhor que já passou por aqui',
      'Linha leve só. Carro de passeio, uns SUV, uma picape ou outra. Moto a gente nem pega',
      'Caraca, ele tá nisso desde moleque, começou varrendo a oficina do tio com 14. Hoje tem 31... uns 15 anos de lanternagem, por aí',
      'Qualidade tu diz de acabamento ou de prazo?',
      { retry: 'Nos dois é 5, sem caô. Carro dele nunca voltou', key: 'qualidade' },
      'Scanner? Sei lá, isso aí é com o eletricista, nunca vi ele mexendo',
      'Contrataria ontem! Só saiu porque foi pra Portugal com a mulher, e agora tá voltando',
      'Só avisa pra ele que o Vasco perdeu de novo kkkk. Moleque é sangue bom, pode confiar 🤙',
    ],
    expected: {
      funcao: 'Funileiro(a) ou pintor(a)',
      veiculos: ['Carros de passeio'],
      anos: 15,
      qualidade: 5,
      recontratar: true,
      obs: { has: ['sangue bom'] },
    },
    outcome: 'completed',
  },
  // ───────────── Sixteenth blind set, built-in
  {
    id: 'pt-r44',
    title:
      'A Deaf bakery supervisor at a supermarket in Campinas writing Portuguese with Libras grammar (verbs in the infinitive, no articles, topic first): "Eu surdo. Desculpa português meu ruim… eu chefe dele", "Atrasar nunca. Faltar nunca. 5" (negations around a 5), "Exemplo: forno quebrar sábado… Resolver sozinho. 4", "Liderar? Ele não chefe, não ver. Não sei" (no leadership rating), "Eu contratar de novo sim", "Junto quase 3 ano. Ele entrar janeiro 2022, sair novembro 2024" (34 months; asked again: "34 mês"), "Gabriel pessoa boa. Pode confiar. Obrigado 👋"',
    tags: ['portuguese', 'typos', 'negation', 'dont-know', 'unit', 'short', 'emoji'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Gabriel', lastName: 'Nogueira Lemos' },
    to: ['rel', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'mon', 'cmt'],
    says: [
      'Oi. Eu surdo. Desculpa português meu ruim, minha língua Libras. Eu supervisor padaria supermercado em Campinas. Gabriel trabalhar meu setor, eu chefe dele',
      'Comunicação ele bom. Ele ouvinte mas aprender Libras comigo, conversar surdos equipe. Nota 5',
      'Pão francês, bolo, salgado, tudo ele saber fazer. Forno grande ainda aprender. 4',
      'Equipe gostar muito ele. 5',
      'Atrasar nunca. Faltar nunca. 5',
      'Exemplo: forno quebrar sábado, ele ligar técnico, mudar produção outro forno. Resolver sozinho. 4',
      'Liderar? Ele não chefe, não ver. Não sei',
      'Paciência. Respeitar surdos. Aprender rápido',
      'Celular muito durante trabalho 😅',
      'Eu contratar de novo sim, claro',
      'Junto quase 3 ano. Ele entrar janeiro 2022, sair novembro 2024',
      { retry: '34 mês', key: 'monthsKnown' },
      'Gabriel pessoa boa. Pode confiar. Obrigado 👋',
    ],
    expected: {
      relationship: { has: ['chefe'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      strengths: { has: ['Paciência'] },
      improvements: { has: ['Celular'] },
      wouldRehire: true,
      monthsKnown: 34,
      comments: { has: ['pessoa boa'] },
    },
    outcome: 'completed',
  },
  // ───────────── Sixteenth blind set, tenant: pt-armazem (funcao, meses, turnos, empilhador, rigor, faltas, obs)
  {
    id: 'pt-t54',
    title:
      'A Romanian shift leader at a logistics warehouse in Azambuja on pt-armazem, Portuguese with Romanian: "Bună ziua, boa tarde… chefe de turno" (his own role, not the candidate\'s), "O Cristiano era stivuitorist... operador de empilhador, como se diz cá", "Un an și jumătate... desculpe, um ano e meio" (18 months), "Manhã e tarde, rotativo. Noite nu... não, noite nunca" (nu is no), "Da, tem a carta de empilhador" (da is yes), "Foarte bine… Patru... quatro" (4, not the percent of errors), "Nu, niciodată. Nunca faltou sem avisar" (a no to a question asked in the negative), "Mulțumesc"',
    tags: ['portuguese', 'words', 'multiple', 'negation', 'unit', 'number-in-word', 'optional'],
    questionnaire: 'pt-armazem',
    locale: 'pt',
    candidate: { firstName: 'Cristiano', lastName: 'Lopes Barata' },
    says: [
      'Bună ziua, boa tarde. Sou o Ionuț Popescu, chefe de turno no armazém de frescos na Azambuja. Sou romeno, desculpe o português. O Cristiano era stivuitorist... operador de empilhador, como se diz cá',
      'Un an și jumătate... desculpe, um ano e meio',
      'Manhã e tarde, rotativo. Noite nu... não, noite nunca',
      'Da, tem a carta de empilhador, fez a formação cá connosco',
      'Foarte bine. Menos de 1% de erros na picagem. Patru... quatro, porque às vezes vai rápido demais',
      'Nu, niciodată. Nunca faltou sem avisar',
      'É um rapaz de confiança, o Cristiano merece. Mulțumesc, obrigado',
    ],
    expected: {
      funcao: 'Operador(a) de empilhador',
      meses: 18,
      turnos: ['Manhã', 'Tarde'],
      empilhador: true,
      rigor: 4,
      faltas: false,
      obs: { has: ['confiança'] },
    },
    outcome: 'completed',
  },
  // ───────────── Sixteenth blind set, tenant: pt-oficina (funcao, veiculos, anos, qualidade, scanner, recontratar, obs)
  {
    id: 'pt-t55',
    title:
      'A workshop manager in Vila Nova de Famalicão (Minho) on pt-oficina, in European Portuguese, answering ahead and out of order in one long message with a pasted signature ("era o nosso eletricista auto… ligeiros e, às vezes, pesados: camiões… e os autocarros… Motas não… Com a máquina de diagnóstico era o melhor da casa", then "Tlm. 917 264 553 | NIF 507 123 456"): the trade, the vehicles and the optional scanner answered before they are asked; "Connosco esteve 12 anos… desde miúdo, uns 5 anos mais ou menos" asked again ("Ponha 17"), "Quatro... não, cinco", then a refusal of the required rehire question ("Isso já não lhe respondo… não me quero meter nisso") and a remark: open',
    tags: [
      'portuguese',
      'long',
      'multi-answer',
      'signature',
      'multiple',
      'negation',
      'hedge',
      'correction',
      'words',
      'decline',
      'required-miss',
    ],
    questionnaire: 'pt-oficina',
    locale: 'pt',
    candidate: { firstName: 'Rúben', lastName: 'Macedo Fernandes' },
    says: [
      'Boa tarde. Recebi o vosso pedido sobre o Rúben e vou já responder a tudo de uma vez, que tenho a oficina cheia. Ele era o nosso eletricista auto, fazia tudo o que era cablagens, centralinas e ar condicionado. Trabalhava em ligeiros e, às vezes, pesados: os camiões da transportadora aqui do lado e os autocarros da carreira. Motas não, que nós não fazemos. Com a máquina de diagnóstico era o melhor da casa, tanto com a Bosch como com a Autel, não havia avaria que lhe escapasse.\n\nCumprimentos,\nAmadeu Salgueiro\nGerente\nAuto Reparadora Salgueiro & Filhos, Lda.\nRua de Santo António, 212 – 4760-345 V. N. de Famalicão\nTlm. 917 264 553 | NIF 507 123 456',
      'Connosco esteve 12 anos. Antes disso já andava na oficina do pai, em Barcelos, desde miúdo, uns 5 anos mais ou menos',
      { retry: 'Ponha 17', key: 'anos' },
      'Carro que ele arranjava não voltava. Quatro... não, cinco, que o único que cá voltou foi por culpa da peça',
      'Isso já não lhe respondo. Ele saiu daqui chateado com o meu filho e eu não me quero meter nisso',
      'De resto é um bom profissional e um rapaz sério, não tenho nada a apontar ao trabalho dele',
    ],
    expected: {
      funcao: 'Eletricista automotivo(a)',
      veiculos: ['Carros de passeio', 'Caminhões e ônibus'],
      anos: 17,
      qualidade: 5,
      scanner: true,
      obs: { has: ['rapaz sério'], not: ['917 264 553', 'NIF'] },
    },
    outcome: 'open',
  },
  // ───────────── Seventeenth blind set (2026-11-30), built-in
  {
    id: 'pt-r45',
    title:
      'A Uruguayan free-shop manager in Rivera, on the dry border with Santana do Livramento, in Portuñol: "Bo, soy el Washington… yo era su encargado", "Bárbaro… Un 5", "Ponele un 4", "Re cumplidora… Cinco", "Un 4, capaz 5" asked again ("Dejalo en 4, ta"), "Liderar no lideraba, ni idea" (no leadership rating), "Y... capaz que sí" on the rehire question (in Uruguay capaz is a maybe: asked again, then "Sí, sí… Contrataria sim, obvio"), "Desde el 2021... dos años y pico" asked again ("Ponele dos años y cuatro meses": 28), "Un abrazo, bo… 🧉" as no comment',
    tags: ['portuguese', 'spanish', 'hedge', 'range', 'words', 'dont-know', 'unit', 'emoji'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Yasmin', lastName: 'Rodrigues Olivera' },
    to: [
      'rel',
      'com',
      'tec',
      'tea',
      'rlb',
      'pro',
      'pro',
      'lea',
      'str',
      'imp',
      'reh',
      'reh',
      'mon',
      'mon',
      'cmt',
    ],
    says: [
      'Buenas! Bo, soy el Washington Techera, del free shop de la Sarandí, en Rivera, acá en la frontera con Livramento. La Yasmin trabajó de vendedora en el local, yo era su encargado',
      'Bárbaro. Atiende a los brasileros en portugués, a los uruguayos en español y a los argentinos con paciencia jaja. Un 5',
      'De perfumes y de bebidas sabe un montón, de electrónica ni ahí. Ponele un 4',
      'Com as gurias do turno tudo tranquilo, tomavam mate juntas no intervalo. 5',
      'Re cumplidora, nunca faltó sin avisar. Cinco',
      'Cuando se cayó el sistema de las tarjetas en plena temporada hizo las ventas a mano y anotó todo. Un 4, capaz 5',
      { retry: 'Dejalo en 4, ta', key: 'problem_solving' },
      'Liderar no lideraba, ni idea. Era vendedora nomás',
      'Es una crack vendiendo. Habla los dos idiomas y sabe todos los precios de memoria',
      'Le falta computación, el Excel del stock lo tengo que hacer yo',
      'Y... capaz que sí',
      { retry: 'Sí, sí, la contrato de nuevo. Contrataria sim, obvio', key: 'wouldRehire' },
      'Desde el 2021... dos años y pico',
      { retry: 'Ponele dos años y cuatro meses', key: 'monthsKnown' },
      'Nada más. Un abrazo, bo, y suerte a la gurisa 🧉',
    ],
    expected: {
      relationship: { has: ['encargado'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      strengths: { has: ['precios'] },
      improvements: { has: ['Excel'] },
      wouldRehire: true,
      monthsKnown: 28,
    },
    outcome: 'completed',
  },
  // ───────────── Seventeenth blind set, tenant: pt-salao (funcao, servicos, clientes, capricho, clientela, confianca, obs)
  {
    id: 'pt-t56',
    title:
      'A Portuguese salon owner in Carouge (Geneva) on pt-salao, European Portuguese with Swiss French, answering the services ahead inside the role ("A Jéssica era coiffeuse cá no salão: cortes de senhora e de homem, pinturas, madeixas e brushings. Unhas não": a hairdresser; cut, colour and mechas, escova), "À semana umas oito por dia, ao sábado quinze ou mais" asked again ("Mets... ponha dez"), "Um brushing cá custa septante francs… Impeccable, 5" (5, not 70), "Oui, … marcavam todas com ela" as a yes, "Ça joue. Deixava-lhe as chaves e a caixa" as a yes, her "natel" in the remark, "Bonne journée"',
    tags: [
      'portuguese',
      'french',
      'multi-answer',
      'multiple',
      'negation',
      'range',
      'words',
      'number-in-word',
      'optional',
    ],
    questionnaire: 'pt-salao',
    locale: 'pt',
    candidate: { firstName: 'Jéssica', lastName: 'Moreira Lopes' },
    says: [
      'Bonjour, boa tarde. Sou a Fátima Rebelo, do Salon Fátima Coiffure, em Carouge, ao pé de Genève. A Jéssica era coiffeuse cá no salão: cortes de senhora e de homem, pinturas, madeixas e brushings. Unhas não, que para isso tenho uma esteticista',
      'À semana umas oito por dia, ao sábado quinze ou mais',
      { retry: 'Mets... ponha dez, em média', key: 'clientes' },
      'Um brushing cá custa septante francs e nunca ninguém se queixou do trabalho dela. Impeccable, 5',
      'Oui, as portuguesas e as brasileiras de Genève marcavam todas com ela, até de Lausanne vinham',
      'Ça joue. Deixava-lhe as chaves e a caixa quando ia de férias a Portugal em agosto',
      'Só saiu porque o marido arranjou trabalho em Zurique e lá é tudo em alemão, coitada. O meu natel se precisarem: 079 456 12 34. Bonne journée',
    ],
    expected: {
      funcao: 'Cabeleireiro(a)',
      servicos: ['Corte', 'Coloração e mechas', 'Escova e progressiva'],
      clientes: 10,
      capricho: 5,
      clientela: true,
      confianca: true,
      obs: { has: ['Zurique'] },
    },
    outcome: 'completed',
  },
  // ───────────── Seventeenth blind set, built-in
  {
    id: 'pt-r46',
    title:
      'A restaurant owner in Natal (RN) whose son types for her while she drives: "aqui é o Pedro, filho da dona Socorro… ela é dona do restaurante", "ela disse 5", "ela falou 4 mas eu acho q era 5… coloca o q mainha disse" (4: the referee\'s number, not the typist\'s), a question back relayed from the car ("ela ta perguntando se isso é sobre chegar no horário"), "ela disse q isso ela não sabe responder" (no problem-solving rating), then the referee takes over ("Aqui é a Socorro, já estacionei. Liderança 3"), "do carnaval de 2022 até o São João do ano passado" asked again (40), an apology as no comment',
    tags: ['portuguese', 'question-back', 'dont-know', 'correction', 'unit', 'short', 'emoji'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Edvânia', lastName: 'Bezerra da Silva' },
    to: [
      'rel',
      'com',
      'tec',
      'tea',
      'rlb',
      'rlb',
      'pro',
      'lea',
      'str',
      'imp',
      'reh',
      'mon',
      'mon',
      'cmt',
    ],
    says: [
      'oi boa tarde, aqui é o Pedro, filho da dona Socorro. ela ta dirigindo e pediu pra eu responder por ela. ela é dona do restaurante em Ponta Negra onde a Edvânia foi cozinheira',
      'ela disse 5',
      'ela falou 4 mas eu acho q era 5, a moqueca da Edvânia é a melhor de Natal kkkk. mas coloca o q mainha disse',
      'mainha disse q 5, todo mundo gostava dela na cozinha',
      'ela ta perguntando se isso é sobre chegar no horário, é isso?',
      {
        retry: 'ok, ela disse 4. chegava atrasada as vezes por causa do ônibus da Zona Norte',
        key: 'reliability',
      },
      'oxe, ela disse q isso ela não sabe responder não',
      'Aqui é a Socorro, já estacionei. Liderança 3, ela não gostava de mandar nos meninos da cozinha',
      'Tempero. Mão boa pra comida nordestina, e é muito limpa e organizada',
      'Precisa ter mais paciência com garçom novato, às vezes grita na hora do aperto',
      'Contratava de novo, é só ela querer voltar',
      'Trabalhou comigo do carnaval de 2022 até o São João do ano passado',
      { retry: 'Bota 40 meses', key: 'monthsKnown' },
      'Só isso. Desculpa a confusão do começo, quem tava escrevendo era meu filho 🙏',
    ],
    expected: {
      relationship: { has: ['dona do restaurante'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 4,
      leadership: 3,
      strengths: { has: ['Tempero'] },
      improvements: { has: ['garçom'] },
      wouldRehire: true,
      monthsKnown: 40,
    },
    outcome: 'completed',
  },
  // ───────────── Seventeenth blind set, tenant: pt-escola (relacao, segmentos, alunos, dominio, online, prazos, obs)
  {
    id: 'pt-t57',
    title:
      'The sub-director of a Portuguese-curriculum school in São Tomé on pt-escola, naming Portugal\'s school stages for the Brazilian options ("ela dava Matemática ao 3.º ciclo e ao secundário, do 7.º ao 12.º ano": fundamental II and médio, not 3 nor 12), "entre 18 e 24, depende do ano" asked again ("Ponha 20"), "dava-lhe 18 valores 😄" on Portugal\'s 0–20 scale asked again on 1–5 ("Então 5"), "no confinamento de 2020 dava as aulas pelo Teams" as a yes, "Sumários sempre em dia e as pautas entregues a tempo" as a yes, "Cá é tudo leve-leve, mas ela não"',
    tags: ['portuguese', 'number-in-word', 'range', 'multiple', 'optional', 'words', 'emoji'],
    questionnaire: 'pt-escola',
    locale: 'pt',
    candidate: { firstName: 'Inês', lastName: 'Vaz Pereira' },
    says: [
      'Bom dia. Sou a subdiretora de um colégio de currículo português em São Tomé. A Inês deu aulas cá quatro anos e era eu que lhe fazia os horários',
      'Cá seguimos o sistema de Portugal: ela dava Matemática ao 3.º ciclo e ao secundário, do 7.º ao 12.º ano',
      'As turmas cá são pequenas, entre 18 e 24, depende do ano',
      { retry: 'Ponha 20', key: 'alunos' },
      'Se fosse numa pauta, dava-lhe 18 valores 😄',
      {
        retry: 'Ah, é de 1 a 5? Então 5. A turma do 9.º B era terrível e ela pô-los na linha',
        key: 'dominio',
      },
      'Sim, no confinamento de 2020 dava as aulas pelo Teams, com a internet de cá, imagine-se',
      'Sumários sempre em dia e as pautas entregues a tempo em todos os conselhos de turma',
      'Só saiu porque acabou a comissão de serviço. Cá é tudo leve-leve, mas ela não: chegava sempre antes da hora. Os meus cumprimentos',
    ],
    expected: {
      relacao: 'Coordenador(a) ou diretor(a)',
      segmentos: ['Ensino fundamental II', 'Ensino médio'],
      alunos: 20,
      dominio: 5,
      online: true,
      prazos: true,
      obs: { has: ['leve-leve'] },
    },
    outcome: 'completed',
  },
  // ───────────── Seventeenth blind set, tenant: pt-salao (funcao, servicos, clientes, capricho, clientela, confianca, obs)
  {
    id: 'pt-t58',
    title:
      'A salon owner in Luanda on pt-salao, in Angolan Portuguese: "A Djamila bumbou comigo 3 anos. Era cabeleireira, mas o forte dela são as tranças" (a hairdresser, not 3), "Tranças, crochet, extensões e desfrisagem, aquilo que vocês no Brasil chamam progressiva. Unhas não, corte também não", "Xé, trança leva o dia todo… Umas 2 por dia, às vezes 3 ao sábado" (2), "dura 2 meses sem desmanchar… 5", "Ya, bué de clientes dela" as a yes, a refusal of the required question on leaving her in charge ("com o kumbu da caixa... prefiro não responder essa", again when asked), then "a luz foi outra vez e o telefone tá com 3%": stopped, open',
    tags: [
      'portuguese',
      'multiple',
      'negation',
      'hedge',
      'decline',
      'required-miss',
      'done-phrase',
      'emoji',
    ],
    questionnaire: 'pt-salao',
    locale: 'pt',
    candidate: { firstName: 'Djamila', lastName: 'Ndala Sebastião' },
    says: [
      'Bom dia mana. Sou a Luísa Kiame, dona do Salão Kianda, na Maianga, em Luanda. A Djamila bumbou comigo 3 anos. Era cabeleireira, mas o forte dela são as tranças',
      'Tranças, crochet, extensões e desfrisagem, aquilo que vocês no Brasil chamam progressiva. Unhas não, corte também não',
      'Xé, trança leva o dia todo, mana. Umas 2 por dia, às vezes 3 ao sábado',
      'A trança dela dura 2 meses sem desmanchar, as clientes ficam admiradas. 5',
      'Ya, bué de clientes dela, vinham até do Talatona e do Kilamba só pra fazer com ela',
      'Deixar o salão com ela? Aí já não sei, mana. É muito nova, e com o kumbu da caixa... prefiro não responder essa',
      { retry: 'Já disse, essa não respondo', key: 'confianca' },
      'Epá, a luz foi outra vez e o telefone tá com 3%. Depois continuamos 🙏',
    ],
    expected: {
      funcao: 'Cabeleireiro(a)',
      servicos: ['Escova e progressiva', 'Tranças'],
      clientes: 2,
      capricho: 5,
      clientela: true,
    },
    outcome: 'open',
  },
  // ───────────── Eighteenth blind set (2026-11-30), built-in
  {
    id: 'pt-r47',
    title:
      'A hardware-store owner in Lobito (Benguela, Angola) who is the candidate\'s uncle and says so first ("Vou ser sincero logo: o Adilson é meu sobrinho… Mas trabalhou comigo de verdade"), "Aí dou 4, não vou dar 5 só porque é família" (4, not 5), two ratings in reverse order inside the teamwork answer ("Fiabilidade 5, nunca faltou um kwanza na caixa. Trabalho em equipa 3": reliability is then not asked), "mandar não é liderar. Dou 3", "a porta está aberta" as a yes, "Trabalhou comigo de 2020 até ao ano passado. Conhecer, conheço-o desde que nasceu 😄" asked again ("Ponha 60 meses"), an honest remark and "Ndapandula" (thanks in Umbundu)',
    tags: [
      'portuguese',
      'multi-answer',
      'wrong-question',
      'negation',
      'number-in-word',
      'unit',
      'emoji',
    ],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Adilson', lastName: 'Chitunda Sapalo' },
    to: ['rel', 'com', 'tec', 'tea', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'mon', 'cmt'],
    says: [
      'Boa tarde. Sou Abel Chitunda, dono de uma loja de materiais de construção no Lobito. Vou ser sincero logo: o Adilson é meu sobrinho, filho da minha irmã mais nova. Mas trabalhou comigo de verdade, primeiro no caixa e depois como gerente da loja',
      'Fala bem com os clientes, com os mestres de obra e com os fornecedores chineses. Aí dou 4, não vou dar 5 só porque é família',
      'Conhece os materiais todos, cimento, varão, chapa de zinco, e faz as contas de cabeça mais rápido que a máquina. 5',
      'Fiabilidade 5, nunca faltou um kwanza na caixa. Trabalho em equipa 3, às vezes manda demais nos outros funcionários',
      'Quando o contentor de cimento ficou preso no porto do Lobito ele foi lá falar com o despachante e tirou tudo em dois dias. 5',
      'Ele gosta muito de mandar 😅 mas mandar não é liderar. Dou 3',
      'Honesto e trabalhador. Conta o dinheiro ao cêntimo',
      'Tem de ouvir mais os mais velhos da loja, os que já lá estavam antes dele',
      'Se ele quiser voltar, a porta está aberta. A mãe dele é que não o quer ver sozinho em Luanda 😄',
      'Trabalhou comigo de 2020 até ao ano passado. Conhecer, conheço-o desde que nasceu 😄',
      { retry: 'Ponha 60 meses, que é o tempo que trabalhou comigo', key: 'monthsKnown' },
      'Sei que tio fala sempre bem do sobrinho, por isso dei notas honestas, não dei 5 a tudo. Ndapandula, obrigado',
    ],
    expected: {
      relationship: { has: ['sobrinho'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 3,
      reliability: 5,
      problem_solving: 5,
      leadership: 3,
      strengths: { has: ['Honesto'] },
      improvements: { has: ['mais velhos'] },
      wouldRehire: true,
      monthsKnown: 60,
      comments: { has: ['notas honestas'] },
    },
    outcome: 'completed',
  },
  // ───────────── Eighteenth blind set, tenant: pt-acabamentos (funcao, materiais, rendimento, acabamento, projeto, recontratar, obs)
  {
    id: 'pt-t59',
    title:
      'A Brazilian tile contractor in Pompano Beach (Florida) on pt-acabamentos, in Portuglês: "trabalhou comigo uns 3 anos como tile setter, azulejista mesmo" (Ladrilhador(a), not 3), "Porcelanato large format, 24 por 48… Mármore nos banheiros… pastilha de vidro nas piscinas. Microcimento não" (grés porcelânico, pedra natural, mosaico), "uns 300 square feet por dia" (a unit of another system that fits the range unconverted: asked again, "Uns 28, pode botar 28"), "Grout reto, lippage zero… 5", "Blueprint ele lê de boa, mas aqui é tudo em feet e inches" as a yes, "tem job pra ele amanhã" as a yes, "levou dois tickets na I-95", "God bless"',
    tags: [
      'portuguese',
      'unit',
      'number-in-word',
      'multiple',
      'negation',
      'hedge',
      'optional',
      'emoji',
    ],
    questionnaire: 'pt-acabamentos',
    locale: 'pt',
    candidate: { firstName: 'Jhonatan', lastName: 'Alves Ferreira' },
    says: [
      'Hey, boa tarde! Aqui é o Cleber, dono de uma companhia de tile em Pompano Beach, na Flórida. O Jhonatan trabalhou comigo uns 3 anos como tile setter, azulejista mesmo',
      'Porcelanato large format, 24 por 48, nos condomínios de Boca Raton. Mármore nos banheiros das casas de Fort Lauderdale. E pastilha de vidro nas piscinas. Microcimento não, aqui quase ninguém pede',
      'Depende do tile, mas no large format ele fazia uns 300 square feet por dia, ele e o helper',
      {
        retry: 'Em metro quadrado? Nunca fiz essa conta kkk. Uns 28, pode botar 28',
        key: 'rendimento',
      },
      'Grout reto, lippage zero, tudo no nível. O cliente americano passa a mão no piso e fica bobo. 5',
      'Blueprint ele lê de boa, mas aqui é tudo em feet e inches, não sei se em metro ele se vira',
      'Se ele voltar pra Flórida tem job pra ele amanhã',
      'Só não deixa ele dirigir a van da firma kkkk levou dois tickets na I-95. Fora isso, trabalhador demais. God bless 🙏',
    ],
    expected: {
      funcao: 'Ladrilhador(a)',
      materiais: ['Azulejo e mosaico', 'Grés porcelânico de grande formato', 'Pedra natural'],
      rendimento: 28,
      acabamento: 5,
      projeto: true,
      recontratar: true,
      obs: { has: ['trabalhador demais'] },
    },
    outcome: 'completed',
  },
  // ───────────── Eighteenth blind set, built-in
  {
    id: 'pt-r48',
    title:
      'A sceptical sales manager at a car dealership in Brasília (the SIA) who doubts the candidate: "vi que no currículo ele botou coordenador comercial. Não era não, véi. Era vendedor de salão", ironic answers with a number ("as desculpas pra chegar atrasado são as mais criativas do Plano Piloto 🙄… 3"), "Confiável?? kkkkkkk" asked again ("falando sério: 2"), a question back that negotiates what he will say ("o Wesley vai ler o que eu tô escrevendo? Porque se for, eu maneiro kkk", then "vou falar a verdade de qualquer jeito… 3"), "Contratar de novo? Claro, e ainda dou a chave do meu carro pra ele 🙄" (a sarcastic no, asked again), "Um ano e pouco… foi desligado em abril" asked again (14), then, asked for comments, a reply to an earlier question ("Sobre aquela lá de cima, a da comunicação: muda pra 2") and no comment',
    tags: [
      'portuguese',
      'question-back',
      'correction',
      'hedge',
      'negation',
      'unit',
      'emoji',
      'long',
    ],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Wesley', lastName: 'Fonseca Rabelo' },
    to: [
      'rel',
      'com',
      'tec',
      'tea',
      'rlb',
      'rlb',
      'pro',
      'pro',
      'lea',
      'str',
      'imp',
      'reh',
      'reh',
      'mon',
      'mon',
      'cmt',
      'cmt',
    ],
    says: [
      'Boa noite. Fui gerente de vendas do Wesley na concessionária, lá no SIA. Já vou avisando: vi que no currículo ele botou "coordenador comercial". Não era não, véi. Era vendedor de salão, quem coordenava era eu',
      'Comunicação? Ah, ele comunica muito bem... as desculpas pra chegar atrasado são as mais criativas do Plano Piloto 🙄 Com cliente até que é bom. 3',
      'Carro ele conhece, isso é verdade. Sabe a ficha técnica de todos de cabeça. 4',
      'Trabalho em equipe... pegava cliente dos colegas no salão, todo mundo sabia. 2',
      'Confiável?? kkkkkkk',
      { retry: 'Tá, falando sério: 2. Toda segunda chegava atrasado', key: 'reliability' },
      'Pera, antes de continuar: o Wesley vai ler o que eu tô escrevendo aqui? Porque se for, eu maneiro kkk',
      'Bom, vou falar a verdade de qualquer jeito. Problema ele resolve, principalmente os que ele mesmo cria 🙄 Dou 3',
      'Liderança? Ele se acha líder. Eu dou 2',
      'Fechamento. Quando ele quer vender, vende. Em dezembro bateu a meta sozinho',
      'Pontualidade, humildade e parar de pegar cliente dos outros. Quer mais? kkk',
      'Contratar de novo? Claro, e ainda dou a chave do meu carro pra ele 🙄',
      { retry: 'Não, né. Era ironia. Não contrataria', key: 'wouldRehire' },
      'Um ano e pouco. Entrou em fevereiro do ano passado e foi desligado em abril',
      { retry: '14 meses', key: 'monthsKnown' },
      'Sobre aquela lá de cima, a da comunicação: muda pra 2. Com cliente ele é bom, mas com a equipe e comigo era só desculpa',
      'Não, era só isso',
    ],
    expected: {
      relationship: { has: ['gerente de vendas'] },
      communication: 2,
      technical_skill: 4,
      teamwork: 2,
      reliability: 2,
      problem_solving: 3,
      leadership: 2,
      strengths: { has: ['Fechamento'] },
      improvements: { has: ['Pontualidade'] },
      wouldRehire: false,
      monthsKnown: 14,
    },
    outcome: 'completed',
  },
  // ───────────── Eighteenth blind set, tenant: pt-transporte (cnh, rotas, km, direcao, mopp, confia, obs)
  {
    id: 'pt-t60',
    title:
      'A fleet manager at a grain haulier in Rondonópolis (Mato Grosso) on pt-transporte who stops and comes back: "puxava rodotrem de grão pra nós, carteira E", soy to Santos and Paranaguá and "dentro do estado", then, asked the km, "Peraí que vou puxar o relatório do rastreador" and hours later "Voltei! Onde a gente parou? Ah, e nas rotas esqueci: ele fez umas viagens de fertilizante pra Assunção, no Paraguai, em 2023" (Mercosul added to the earlier answer; 2023 is no km figure: asked again), "média de 14.300 por mês", "Em 2 anos e meio… nenhuma multa de velocidade… 5", "Tem MOPP sim… Vence em 2027 se não me engano" as a yes, "Confio… mais de 1 milhão pra Sinop", an apology as no remark',
    tags: [
      'portuguese',
      'off-topic',
      'question-back',
      'correction',
      'multiple',
      'number-in-word',
      'optional',
      'hedge',
    ],
    questionnaire: 'pt-transporte',
    locale: 'pt',
    candidate: { firstName: 'Anderson', lastName: 'Schmitz Carvalho' },
    says: [
      'Boa tarde. Aqui é o Valdecir, gerente de tráfego da transportadora em Rondonópolis. O Anderson puxava rodotrem de grão pra nós, carteira E',
      'Soja pro porto de Santos e de Paranaguá, milho pra Miritituba lá no Pará. E dentro do estado, pras esmagadoras aqui de Rondonópolis e de Primavera do Leste',
      'Peraí que vou puxar o relatório do rastreador pra te falar certinho',
      'Desculpa, me chamaram no pátio e fiquei preso a tarde toda. Voltei! Onde a gente parou? Ah, e nas rotas esqueci: ele fez umas viagens de fertilizante pra Assunção, no Paraguai, em 2023',
      {
        retry: 'Os km: pelo rastreador deu média de 14.300 por mês no ano passado',
        key: 'km',
      },
      'Em 2 anos e meio comigo nenhuma multa de velocidade, só uma de estacionamento em Cuiabá kkk. Segura no freio motor na serra, cuida do pneu. 5',
      'Tem MOPP sim, fez pra puxar adubo. Vence em 2027 se não me engano',
      'Confio. Já levou carga de defensivo de mais de 1 milhão pra Sinop e não sumiu nem um galão',
      'Só isso. Desculpa a demora, aqui é correria',
    ],
    expected: {
      cnh: 'E',
      rotas: ['Regional (dentro do estado)', 'Interestadual', 'Internacional (Mercosul)'],
      km: 14300,
      direcao: 5,
      mopp: true,
      confia: true,
    },
    outcome: 'completed',
  },
  // ───────────── Eighteenth blind set, tenant: pt-acabamentos (funcao, materiais, rendimento, acabamento, projeto, recontratar, obs)
  {
    id: 'pt-t61',
    title:
      'A site foreman at a builder in Matola (Mozambique) on pt-acabamentos who doubts the candidate\'s CV: "Avuxeni… Vi que o Hélder pôs no CV que era ladrilhador. Comigo não era, era servente" (Servente, not the trade he claims), "Azulejo de cozinha e mosaico de casa de banho… Porcelanato grande nunca lhe deixámos tocar", "Ele sozinho não fazia metros… Com o mestre faziam uns 20 por dia, os dois" (not his own figure: asked again, "ponha 10, metade"), "mandava refazer metade. 2", "Planta? Não sabe ler, não" as a no, "Para servente chamava amanhã… vem de machimbombo desde Boane… Para ladrilhador ainda não" asked again ("Sim, chamava. Como servente"), "Khanimambo" (thanks in Changana)',
    tags: [
      'portuguese',
      'correction',
      'negation',
      'multiple',
      'hedge',
      'number-in-word',
      'optional',
      'emoji',
    ],
    questionnaire: 'pt-acabamentos',
    locale: 'pt',
    candidate: { firstName: 'Hélder', lastName: 'Mabjaia Cumbe' },
    says: [
      'Avuxeni, bom dia. Sou Armando Cossa, encarregado de obra numa construtora na Matola. Vi que o Hélder pôs no CV que era ladrilhador. Comigo não era, era servente. Assentava umas peças quando o mestre deixava, mas o trabalho dele era de servente',
      'Azulejo de cozinha e mosaico de casa de banho, a ajudar o mestre. Porcelanato grande nunca lhe deixámos tocar, cada caixa custa maningue',
      'Ele sozinho não fazia metros, carregava a massa e cortava as peças 😂 Com o mestre faziam uns 20 por dia, os dois',
      { retry: 'Então ponha 10, metade', key: 'rendimento' },
      'Acabamento? O acabamento era do mestre. O que ele assentava sozinho eu mandava refazer metade. 2',
      'Planta? Não sabe ler, não. Quem lia era o mestre',
      'Para servente chamava amanhã, não falta e vem de machimbombo desde Boane sem atrasar. Para ladrilhador ainda não',
      { retry: 'Sim, chamava. Como servente', key: 'recontratar' },
      'O rapaz é bom e honesto, mas não digam que é ladrilhador, que ainda não é. Se fizer o curso no INEFP daqui a um ano ou dois, chega lá. Khanimambo',
    ],
    expected: {
      funcao: 'Servente',
      materiais: ['Azulejo e mosaico'],
      rendimento: 10,
      acabamento: 2,
      projeto: false,
      recontratar: true,
      obs: { has: ['honesto'] },
    },
    outcome: 'completed',
  },
  // ───────────── Nineteenth blind set (2026-11-30), built-in
  {
    id: 'pt-r49',
    title:
      'An HR officer at a telecom firm in Lisbon who only confirms role and dates: "Não trabalhei diretamente com a colaboradora. Confirmo que… exerceu funções de Assistente Administrativa", a boilerplate refusal pasted under the ratings with a law\'s numbers in it ("Regulamento (UE) 2016/679 (RGPD), art. 6.º, n.º 1": no rating), "Idem." and "Idem, ver resposta anterior." as the same refusal (not the same number), the boilerplate pasted again, "Não aplicável (ver acima)." on leadership, strengths and improvements, "é elegível para readmissão" as a yes, "Data de admissão: 01/03/2022. Data de cessação de funções: 30/06/2024" (28 months, asked again or confirmed), a pointer to written certificates with a pasted signature ("Av. D. João II, 1.06.2.3, 1990-095 Lisboa", "T. +351…") as the comment',
    tags: ['portuguese', 'decline', 'skip', 'signature', 'number-in-word', 'unit', 'long'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Thaís', lastName: 'Moura Guedes' },
    to: ['rel', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'mon', 'cmt'],
    says: [
      'Boa tarde. Sou técnica de Recursos Humanos da Lusotelco, S.A. Não trabalhei diretamente com a colaboradora. Confirmo que a Sra. Thaís Moura Guedes exerceu funções de Assistente Administrativa no Departamento Financeiro.',
      'Por política interna e nos termos do Regulamento (UE) 2016/679 (RGPD), art. 6.º, n.º 1, a empresa não presta informações de natureza avaliativa sobre ex-colaboradores. Limitamo-nos a confirmar funções e datas.',
      'Idem.',
      'Por política interna e nos termos do Regulamento (UE) 2016/679 (RGPD), art. 6.º, n.º 1, a empresa não presta informações de natureza avaliativa sobre ex-colaboradores. Limitamo-nos a confirmar funções e datas.',
      'Idem, ver resposta anterior.',
      'Idem.',
      'Não aplicável (ver acima).',
      'Não aplicável.',
      'Não aplicável.',
      'Confirmamos que a ex-colaboradora é elegível para readmissão.',
      'Data de admissão: 01/03/2022. Data de cessação de funções: 30/06/2024 (por iniciativa da trabalhadora).',
      { retry: '28 meses.', key: 'monthsKnown' },
      'Declarações de tempo de serviço podem ser pedidas por escrito para rh.declaracoes@lusotelco.pt.\n\nCom os melhores cumprimentos,\nDireção de Pessoas e Cultura\nLusotelco, S.A. | Av. D. João II, 1.06.2.3, 1990-095 Lisboa\nT. +351 213 000 400',
    ],
    expected: {
      relationship: { has: ['Recursos Humanos'] },
      wouldRehire: true,
      monthsKnown: 28,
      comments: { has: ['tempo de serviço'] },
    },
    outcome: 'completed',
  },
  // ───────────── Nineteenth blind set, tenant: pt-pesca (funcao, artes, mares, seguranca, cedula, voltaria, obs)
  {
    id: 'pt-t62',
    title:
      'A boat owner in Itajaí (Santa Catarina) on pt-pesca, in the coast\'s Azorean-descended speech with "tu" and its verbs ("Tu sabes como é", "tás tolo", "podes contratar", "Ó-lhó-lhó", "dazumbanho"): "O Maicon foi motorista do Dona Zulmira comigo, cuidava do motor e da casa de máquinas" (on a Brazilian fishing boat the motorista is the engine man: Maquinista; "Dona Zulmira" is the boat, no person), "Na safra da sardinha é cerco… no defeso… o espinhel de dourado… Arrasto de camarão eu não faço" (Cerco and Palangre), "umas 15 vezes [por safra], cada viagem de 10, 12 dias. Ele fez três safras" asked again or confirmed (45, not 10 nor 12), "Nota 5, dazumbanho", "A CIR dele tá em dia" as a yes, "Queres que te diga? Se ele quisesse eu levava amanhã" (a rhetorical question, a yes)',
    tags: ['portuguese', 'multiple', 'negation', 'range', 'hedge', 'optional', 'words'],
    questionnaire: 'pt-pesca',
    locale: 'pt',
    candidate: { firstName: 'Maicon', lastName: 'da Silveira Cardoso' },
    says: [
      'Boa tarde! Aqui é o Valmor, armador em Itajaí, tenho duas traineiras. O Maicon foi motorista do Dona Zulmira comigo, cuidava do motor e da casa de máquinas. Tu sabes como é, sem motorista o barco não sai do cais',
      'Na safra da sardinha é cerco, né, na traineira. E no defeso, quando a sardinha para, a gente vai pro espinhel de dourado lá fora. Arrasto de camarão eu não faço, tás tolo, só dá dor de cabeça com a fiscalização',
      'Olha, na safra a gente sai umas 15 vezes, cada viagem de 10, 12 dias. Ele fez três safras comigo',
      { retry: 'Faz a conta: 15 por safra, três safras. Bota 45', key: 'mares' },
      'Ó-lhó-lhó, nesse quesito ele é chato que só! Confere o colete de todo mundo antes de largar a rede e não deixa ninguém fumar perto do óleo. Nota 5, dazumbanho',
      'A CIR dele tá em dia sim, renovou na Capitania ano passado. Tem o curso de motorista de pesca também',
      'Queres que te diga? Se ele quisesse eu levava amanhã. Saiu porque foi pro frigorífico, trabalho em terra, a mulher pediu',
      'Só isso. É um guri de ouro, podes contratar sem medo. Abraço!',
    ],
    expected: {
      funcao: 'Maquinista',
      artes: ['Cerco', 'Palangre'],
      mares: 45,
      seguranca: 5,
      cedula: true,
      voltaria: true,
      obs: { has: ['guri de ouro'] },
    },
    outcome: 'completed',
  },
  // ───────────── Nineteenth blind set, built-in
  {
    id: 'pt-r50',
    title:
      'A supermarket manager in Vila Velha (Espírito Santo) who rates with the words of a Brazilian satisfaction survey: "Ótimo" alone, then asked back "Ah, é número? Faz igual pesquisa de satisfação: ótimo é 5, bom é 4, regular 3, ruim 2, péssimo 1", then "Bom." (4), "Ótimo… Pocou nesse quesito" (5, capixaba slang), "Regular. … o trânsito na Terceira Ponte" (3, not a third), "Bom" (4), "Ruim, pra mandar ela é muito boazinha" (2: "boazinha" is no "bom"), "nem de 5 centavos" in the strengths, "Bom... recontratava sim" ("Bom" as a filler, a yes), "Três semestres. Entrou em janeiro do ano retrasado e saiu em julho do ano passado" (18 months)',
    tags: ['portuguese', 'words', 'question-back', 'unit', 'number-in-word', 'short'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Rayane', lastName: 'Passos Nunes' },
    to: ['rel', 'com', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      'Oi, boa tarde! Sou o Alexandre, gerente da loja do supermercado em Vila Velha, na Praia da Costa. A Rayane foi fiscal de caixa comigo, eu era o chefe direto dela',
      'Ótimo',
      {
        retry:
          'Ah, é número? Faz igual pesquisa de satisfação: ótimo é 5, bom é 4, regular 3, ruim 2, péssimo 1. Comunicação ótimo, 5',
        key: 'communication',
      },
      'Bom. Sabe fazer sangria, cancelamento, troca, tudo no sistema, só não gosta de mexer com inventário',
      'Ótimo, as meninas do caixa adoram ela. Pocou nesse quesito',
      'Regular. Chegava atrasada umas vezes por causa do trânsito na Terceira Ponte',
      'Bom',
      'Ruim, pra mandar ela é muito boazinha, o pessoal não respeita',
      'Honestidade. O caixa dela nunca deu diferença, nem de 5 centavos',
      'Ter mais pulso com a equipe e pegar o jeito do inventário',
      'Bom... recontratava sim. Só não como encarregada ainda',
      'Três semestres. Entrou em janeiro do ano retrasado e saiu em julho do ano passado',
      'Não, só isso mesmo. Valeu!',
    ],
    expected: {
      relationship: { has: ['chefe direto'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 3,
      problem_solving: 4,
      leadership: 2,
      strengths: { has: ['Honestidade'] },
      improvements: { has: ['inventário'] },
      wouldRehire: true,
      monthsKnown: 18,
    },
    outcome: 'completed',
  },
  // ───────────── Nineteenth blind set, tenant: pt-hotelaria (funcao, horas, epocas, simpatia, haccp, linguas, voltaria, obs)
  {
    id: 'pt-t63',
    title:
      'An Azorean executive housekeeper at a hotel in Southampton (Bermuda) on pt-hotelaria, European Portuguese from São Miguel with Bermudian English: "A Sónia era room attendant, no housekeeping" (Andares; "vim pra cá em 1998" is no answer), "Cá pagam de quinze em quinze dias: fazia 80 horas cada quinzena, certinhas" (a fortnight: 40 a week, never 80), "Só a época alta, from April to October… ia pra casa, pros Açores, passar o Natal" (Natal named but not worked), "Dou-lhe um 4+" asked again ("Se tem de ser redondo, 4"), "HACCP é coisa da cozinha… Não tem, não" as a no, "Inglês, claro. E espanhol com os hóspedes de Porto Rico… Francês e alemão não", "o work permit está a ser renovado" as a yes, "massa sovada" and "customs" in the remark',
    tags: [
      'portuguese',
      'unit',
      'hedge',
      'multiple',
      'negation',
      'optional',
      'emoji',
      'number-in-word',
    ],
    questionnaire: 'pt-hotelaria',
    locale: 'pt',
    candidate: { firstName: 'Sónia', lastName: 'Medeiros Cabral' },
    says: [
      'Good morning, bom dia. Sou a Fátima Pacheco, executive housekeeper num hotel em Southampton, nas Bermudas. Sou de São Miguel, vim pra cá em 1998. A Sónia era room attendant, no housekeeping',
      'Cá pagam de quinze em quinze dias: fazia 80 horas cada quinzena, certinhas',
      'Só a época alta, from April to October. No inverno o hotel fecha metade dos quartos e ela ia pra casa, pros Açores, passar o Natal',
      'Os guests americanos deixavam-lhe tips e bilhetinhos a agradecer. Dou-lhe um 4+',
      {
        retry: 'Se tem de ser redondo, 4. O 5 guardo para a minha supervisora 😄',
        key: 'simpatia',
      },
      'HACCP é coisa da cozinha, ela era dos quartos. Não tem, não',
      'Inglês, claro. E espanhol com os hóspedes de Porto Rico e da República Dominicana, que aprendeu com as colegas. Francês e alemão não',
      'Já lhe pedi para voltar em abril, o work permit está a ser renovado pela companhia',
      'Ai credo, só uma coisa: que não traga tanta massa sovada na mala, que a customs cá é rigorosa 😂 Tirando isso, uma jóia de rapariga',
    ],
    expected: {
      funcao: 'Andares',
      horas: 40,
      epocas: ['Época alta'],
      simpatia: 4,
      haccp: false,
      linguas: ['Inglês', 'Espanhol'],
      voltaria: true,
      obs: { has: ['jóia de rapariga'] },
    },
    outcome: 'completed',
  },
  // ───────────── Nineteenth blind set, tenant: pt-pesca (funcao, artes, mares, seguranca, cedula, voltaria, obs)
  {
    id: 'pt-t64',
    title:
      'The skipper of a tuna boat in Caniçal (Madeira) on pt-pesca: "Fala o mestre José Agostinho, do atuneiro Pérola do Caniçal. O Rúben andou comigo três anos de camarada" (camarada is a deckhand: Pescador(a), not the mestre\'s own post; the boat is no person), "o atum ao salto e vara… No inverno… o peixe-espada preto, ao palangre. Arrasto e cerco cá não há, ó home" (salto e vara is none of the options: Palangre only), "No atum as marés são de 4, 5 dias… No espada é todas as noites que o mar deixa" asked again ("Fui ver ao rol de tripulação: 164 saídas"), an honest "colete cá ninguém usa… Dou-lhe 3", "Renovou a cédula na Capitania do Funchal" as a yes, then "estamos a largar agora para o banco da Seine, vou perder a rede" before the required question: open',
    tags: ['portuguese', 'multiple', 'negation', 'hedge', 'words', 'required-miss', 'done-phrase'],
    questionnaire: 'pt-pesca',
    locale: 'pt',
    candidate: { firstName: 'Rúben', lastName: 'Gouveia de Freitas' },
    says: [
      'Bom dia. Fala o mestre José Agostinho, do atuneiro Pérola do Caniçal. O Rúben andou comigo três anos de camarada',
      'No verão é o atum ao salto e vara, que é a nossa pesca cá na Madeira. No inverno vamos ao peixe-espada preto, ao palangre. Arrasto e cerco cá não há, ó home',
      'Isso é difícil, rapaz. No atum as marés são de 4, 5 dias, às vezes uma semana até aos Açores. No espada é todas as noites que o mar deixa',
      { retry: 'Fui ver ao rol de tripulação: 164 saídas com ele', key: 'mares' },
      'Vou ser franco: colete cá ninguém usa a pescar, nem eu, é o calor e é o costume. Mas tem cuidado com os anzóis e nas manobras do palangre. Dou-lhe 3',
      'Tem. Renovou a cédula na Capitania do Funchal em maio, vi-a eu',
      'Olhe, estamos a largar agora para o banco da Seine, vou perder a rede. Falamos quando chegar a terra, daqui a uma semana',
    ],
    expected: {
      funcao: 'Pescador(a)',
      artes: ['Palangre'],
      mares: 164,
      seguranca: 3,
      cedula: true,
    },
    outcome: 'open',
  },
  // ───────────── Twenty-first blind set, built-in
  {
    id: 'pt-r51',
    title:
      'Lisbon, a Brazilian restaurant manager in the Baixa about a Portuguese waitress, mixing the two varieties and translating herself: "eu era a chefe dela… aqui vocês dizem chefe de sala, né", "Ela é bué simpática, como vocês dizem aqui 😄 5", "Aqui é de 0 a 20, né? Dava 18. Na escala de vocês, 5" (converted by herself), a bare "4", "só uma vez que o autocarro… o ônibus, não passou. 5", "4, quatro", "Não sei dizer, ela não tinha equipa… equipe" (absent), "adoram ela… adoram-na", "Com certeza, se ela voltar pra Lisboa" (yes), "Um ano e tal" (asked again: 16), "Beijinhos, como vocês dizem aqui" (no comment)',
    tags: ['portuguese', 'unit', 'dont-know', 'emoji', 'words', 'hedge'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Inês', lastName: 'Correia Matos' },
    to: [
      'rel',
      'com',
      'tec',
      'tea',
      'rlb',
      'pro',
      'lea',
      'str',
      'imp',
      'reh',
      'reh',
      'mon',
      'mon',
      'cmt',
    ],
    says: [
      'Oi, tudo bem? Sou a Camila, brasileira, gerente de um restaurante na Baixa, em Lisboa. A Inês trabalhou comigo na sala, eu era a chefe dela… aqui vocês dizem "chefe de sala", né',
      'Ela é bué simpática, como vocês dizem aqui 😄 5',
      'Sabe tudo de vinho, monta a carta de vinhos melhor que eu. Aqui é de 0 a 20, né? Dava 18. Na escala de vocês, 5',
      '4',
      'Um ano e tal sem faltar, só uma vez que o autocarro… o ônibus, não passou. 5',
      '4, quatro',
      'Não sei dizer, ela não tinha equipa… equipe',
      'Os turistas adoram ela… adoram-na, como se diz cá. Fala inglês, francês e até um pouco de alemão',
      'Chegar a horas ao briefing do almoço 😅',
      'Com certeza, se ela voltar pra Lisboa',
      { retry: 'Sim, contratava de novo', key: 'wouldRehire' },
      'Um ano e tal',
      {
        retry: 'Entrou em maio do ano passado e saiu agora em setembro. 16 meses',
        key: 'monthsKnown',
      },
      'Só isso. Beijinhos, como vocês dizem aqui',
    ],
    expected: {
      relationship: { has: ['chefe'] },
      communication: 5,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 4,
      strengths: { has: ['turistas'] },
      improvements: { has: ['briefing'] },
      wouldRehire: true,
      monthsKnown: 16,
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-first blind set, tenant: pt-entregas (relacao, veiculos, meses, entregas?, cuidado, multas?, recontratar, obs?)
  {
    id: 'pt-t65',
    title:
      'Guarulhos (São Paulo), the leader of a carrier\'s delivery base on pt-entregas, in paulistano slang: "Salve! Sou o Marcão, líder da base", "Moto, de baú. Quando a moto tava na oficina ele pegava o Fiorino da firma" (a van named by its model: Moto and Van ou furgão), "Entrou na Black Friday de 2024 e tá até hoje" (asked again: 24), "A rota dele tinha umas 80 paradas, dava uns 110 pacotes" (stops or parcels: asked again, "Conta os pacotes, 110"), "Nunca teve pacote extraviado … 5, mano", "Uma multa de radar na Dutra em 2025, só. Acidente nunca" (a fine: yes), "Se ele quiser voltar, a vaga é dele" (yes), "cachorro-louco no corredor da Marginal 😂 Zoeira, ele é sossegado"',
    tags: ['portuguese', 'unit', 'multiple', 'negation', 'optional', 'emoji', 'number-in-word'],
    questionnaire: 'pt-entregas',
    locale: 'pt',
    candidate: { firstName: 'Wellington', lastName: 'Souza Barbosa' },
    says: [
      'Salve! Sou o Marcão, líder da base de Guarulhos da transportadora. O Wellington rodava na minha base',
      'Moto, de baú. Quando a moto tava na oficina ele pegava o Fiorino da firma',
      'Entrou na Black Friday de 2024 e tá até hoje',
      { retry: '24 meses, dois anos certinho', key: 'meses' },
      'A rota dele tinha umas 80 paradas, dava uns 110 pacotes',
      { retry: 'Conta os pacotes, 110. No app cada pacote é uma entrega', key: 'entregas' },
      'Nunca teve pacote extraviado, e cliente sempre elogiava. 5, mano',
      'Uma multa de radar na Dutra em 2025, só. Acidente nunca',
      'Se ele quiser voltar, a vaga é dele',
      { retry: 'Sim, contratava de novo', key: 'recontratar' },
      'Só não deixa ele virar cachorro-louco no corredor da Marginal 😂 Zoeira, ele é sossegado',
    ],
    expected: {
      relacao: 'Líder ou supervisor(a) da base',
      veiculos: ['Moto', 'Van ou furgão'],
      meses: 24,
      entregas: 110,
      cuidado: 5,
      multas: true,
      recontratar: true,
      obs: { has: ['sossegado'] },
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-first blind set, built-in
  {
    id: 'pt-r52',
    title:
      'Covilhã (Beira Interior), the forewoman of the weaving floor in a wool mill who rates by reference to her own earlier answers: "Fala com toda a gente, até com os patrões. 4", "Uma acima da anterior" (5; asked again if need be: "Cinco, então"), "A mesma da comunicação" (4), "Nem com a neve na Serra faltou", "Entre 3 e 4" (asked again: "Ponha 4, vá"), "Liderar não lidera, é uma cachopa calada. Dou-lhe 2" (a no-word before the rating), "Isso nem se pergunta! Claro que sim" (yes), "Meia dúzia de anos, ou perto disso" (asked again: 72), a comment that she "deixa saudades"',
    tags: ['portuguese', 'range', 'words', 'unit', 'hedge', 'negation'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Daniela', lastName: 'Mendes Pires' },
    to: [
      'rel',
      'com',
      'tec',
      'tec',
      'tea',
      'rlb',
      'pro',
      'pro',
      'lea',
      'str',
      'imp',
      'reh',
      'mon',
      'mon',
      'cmt',
    ],
    says: [
      'Boa tarde. Sou a Lurdes, encarregada da tecelagem numa fábrica de lanifícios na Covilhã. A Daniela era tecedeira no meu turno',
      'Fala com toda a gente, até com os patrões. 4',
      'Uma acima da anterior. Conhece os teares como ninguém',
      { retry: 'Cinco, então', key: 'technical_skill' },
      'A mesma da comunicação',
      'Cinco. Nem com a neve na Serra faltou',
      'Entre 3 e 4',
      { retry: 'Ponha 4, vá', key: 'problem_solving' },
      'Liderar não lidera, é uma cachopa calada. Dou-lhe 2',
      'A paciência com os fios partidos e o olho para os defeitos do pano',
      'Tem de ter mais confiança e pedir ajuda quando não sabe',
      'Isso nem se pergunta! Claro que sim',
      'Meia dúzia de anos, ou perto disso',
      {
        retry: 'Seis anos certinhos: entrou em outubro de 2020 e saiu no mês passado. 72 meses',
        key: 'monthsKnown',
      },
      'Que é uma rapariga séria e trabalhadora, e que aqui na Covilhã deixa saudades',
    ],
    expected: {
      relationship: { has: ['tecelagem'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 4,
      leadership: 2,
      strengths: { has: ['fios'] },
      improvements: { has: ['confiança'] },
      wouldRehire: true,
      monthsKnown: 72,
      comments: { has: ['saudades'] },
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-first blind set, tenant: pt-entregas and pt-escola
  {
    id: 'pt-t66',
    title:
      'Matosinhos (Porto), the technical director of a pharmacy about its own home-delivery courier, on pt-entregas in European Portuguese: the client option names her trade but she was his boss ("Eu era a chefe dele, digamos": asked, "Ponha Outro: eu era a patroa dele, não uma cliente"), "De scooter, a da farmácia. Quando chovia muito ia no carro dele" (Moto and Carro), "Dois anos e meio" (30), "Ao almoço umas 8, ao fim do dia mais umas 12" to be added (20, asked again if need be), "os medicamentos do frio sempre na mala térmica. Cinco", "teve um toque num carro na rotunda da Senhora da Hora, mas a culpa foi do outro" (an accident: yes), "Sem dúvida nenhuma" (yes), "Nada a acrescentar" above a signature with a phone (no remark)',
    tags: ['portuguese', 'multiple', 'unit', 'words', 'signature', 'optional', 'negation'],
    questionnaire: 'pt-entregas',
    locale: 'pt',
    candidate: { firstName: 'Gonçalo', lastName: 'Ferraz Lopes' },
    says: [
      'Bom dia. Sou a Dr.ª Sofia Araújo, diretora técnica da Farmácia Central de Matosinhos. O Gonçalo fazia as nossas entregas ao domicílio, era funcionário nosso. Eu era a chefe dele, digamos',
      { retry: 'Ponha Outro: eu era a patroa dele, não uma cliente', key: 'relacao' },
      'De scooter, a da farmácia. Quando chovia muito ia no carro dele',
      'Dois anos e meio',
      'Ao almoço umas 8, ao fim do dia mais umas 12',
      { retry: 'Umas 20 por dia, ao todo', key: 'entregas' },
      'Os utentes mais velhos pediam por ele. Levava os medicamentos do frio sempre na mala térmica. Cinco',
      'Uma vez teve um toque num carro na rotunda da Senhora da Hora, mas a culpa foi do outro',
      { retry: 'Sim, teve esse acidente, uma vez', key: 'multas' },
      'Sem dúvida nenhuma. Só saiu porque entrou em Enfermagem na ESEP',
      'Nada a acrescentar. Cumprimentos,\nSofia Araújo\nDiretora Técnica\nFarmácia Central de Matosinhos\nTel. 229 371 845',
    ],
    expected: {
      relacao: 'Outro',
      veiculos: ['Moto', 'Carro'],
      meses: 30,
      entregas: 20,
      cuidado: 5,
      multas: true,
      recontratar: true,
    },
    outcome: 'completed',
  },
  {
    id: 'pt-t67',
    title:
      'Aracaju (Sergipe), the father of a pupil on pt-escola: "Sou pai do Davi, aluno dela no 3º ano" (a class year beside the relation), "a pró Tati" for the teacher, "Fundamental 1, que é onde meu filho tá. Se ela dá aula em outra série eu não sei", "Na turma do meu filho são 32" for the average (asked again if need be: "Põe 32"), "Oxe, com 32 menino e ela não levanta a voz. 5" (5, not 32), "Deu sim, na pandemia … pelo Meet", then the required deadlines he cannot know ("Vixe, isso aí só a coordenação sabe", "Não sei mesmo, pergunta na escola"): open',
    tags: ['portuguese', 'required-miss', 'dont-know', 'number-in-word', 'multiple', 'optional'],
    questionnaire: 'pt-escola',
    locale: 'pt',
    candidate: { firstName: 'Tatiane', lastName: 'Santos Menezes' },
    says: [
      'Boa noite. Sou pai do Davi, aluno dela no 3º ano, aqui em Aracaju. A pró Tati foi professora dele dois anos seguidos',
      'Fundamental 1, que é onde meu filho tá. Se ela dá aula em outra série eu não sei',
      'Na turma do meu filho são 32',
      { retry: 'Põe 32, é a turma que eu conheço', key: 'alunos' },
      'Oxe, com 32 menino e ela não levanta a voz. 5',
      'Deu sim, na pandemia. Minha filha mais velha teve aula com ela pelo Meet',
      'Vixe, isso aí só a coordenação sabe. Eu sou pai, não vejo diário de ninguém',
      { retry: 'Não sei mesmo, pergunta na escola', key: 'prazos' },
    ],
    expected: {
      relacao: 'Mãe, pai ou responsável',
      segmentos: ['Ensino fundamental I'],
      alunos: 32,
      dominio: 5,
      online: true,
    },
    outcome: 'open',
  },
  // ───────────── Twenty-fourth blind set, built-in
  {
    id: 'pt-r53',
    title:
      'Mindelo (São Vicente, Cape Verde), the manager of a restaurant with live morna about a waitress, on the built-in, in Portuguese with Kriolu: "Tec... quer dizer, técnica? … Dou 4", "Entre 4 e 5" (asked again: 5), "No Carnaval de Mindelo trabalhou 3 noites seguidas sem faltar. 5", "M ka sabe... não sei dizer", "Passo" on leadership, "Sim, dret. Amanhã mesmo", "Desde o Festival da Baía das Gatas de 2023 até ao Carnaval deste ano" (asked again: 30), "Mantenha" as no comment',
    tags: ['portuguese', 'range', 'dont-know', 'skip', 'unit', 'words'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Djenifer', lastName: 'Lopes Ramos' },
    to: [
      'rel',
      'com',
      'tec',
      'tea',
      'tea',
      'rlb',
      'pro',
      'lea',
      'str',
      'imp',
      'reh',
      'mon',
      'mon',
      'cmt',
    ],
    says: [
      'Boa tarde. Sou o gerente do restaurante Casa da Morna, no Mindelo, São Vicente. A Djenifer foi empregada de mesa comigo, eu era o chefe dela',
      'Fala com os turistas em inglês e francês, e com os de cá em crioulo. 5',
      'Tec... quer dizer, técnica? Ela serve às mesas, não há muita técnica. Dou 4',
      'Entre 4 e 5',
      { retry: 'Põe 5', key: 'teamwork' },
      'No Carnaval de Mindelo trabalhou 3 noites seguidas sem faltar. 5',
      'M ka sabe... não sei dizer',
      'Não chefiava ninguém. Passo',
      'Simpatia. Os clientes voltavam por causa dela',
      'Chegar a horas de manhã, depois das noites de morna',
      'Sim, dret. Amanhã mesmo',
      'Desde o Festival da Baía das Gatas de 2023 até ao Carnaval deste ano',
      { retry: 'De agosto de 2023 a fevereiro de 2026. Trinta meses', key: 'monthsKnown' },
      'Não, é só. Mantenha',
    ],
    expected: {
      relationship: { has: ['Casa da Morna'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      strengths: { has: ['Simpatia'] },
      improvements: { has: ['horas'] },
      wouldRehire: true,
      monthsKnown: 30,
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-fourth blind set, tenant: pt-padaria (funcao, meses, produtos, higiene, madrugada?, farinha?, recontratar, destaque)
  {
    id: 'pt-t68',
    title:
      'Pelotas (Rio Grande do Sul), the owner of a bakery and confectioner\'s chain on pt-padaria: "A Luana era confeiteira na loja do centro, mas cobria o balcão quando faltava gente" (Confeiteiro(a); asked which if need be), months from the city\'s sweets festival ("Entrou na Fenadoce de 2022 e saiu depois da Páscoa deste ano": asked again, 46), the doces finos by name with the bread refused in the South\'s word ("quindim, camafeu, bem-casado, ninho … Cacetinho não … Salgados também não": confectionery only), "Nota 9, bah! Só não dou 10 porque uma vez esqueceu a touca 😂" (asked again: 5), "Não. Confeitaria aqui começa às 6" (no), "uns dois sacos de 25 por semana?" where kilos a shift are asked (asked again: blank), "Bah, na hora!" (yes), the quindim in the required text',
    tags: ['portuguese', 'unit', 'multiple', 'negation', 'hedge', 'optional', 'emoji', 'dont-know'],
    questionnaire: 'pt-padaria',
    locale: 'pt',
    candidate: { firstName: 'Luana', lastName: 'Bierhals Nunes' },
    says: [
      'Bom dia! Aqui é a Cláudia Rosa, dona da Padaria e Confeitaria Doce Pelotas, temos três lojas. A Luana era confeiteira na loja do centro, mas cobria o balcão quando faltava gente',
      { retry: 'Confeiteira. O balcão era só quando faltava gente', key: 'funcao' },
      'Entrou na Fenadoce de 2022 e saiu depois da Páscoa deste ano',
      { retry: 'Junho de 2022 até abril de 2026. Põe 46', key: 'meses' },
      'Os doces finos de Pelotas: quindim, camafeu, bem-casado, ninho. E as tortas. Cacetinho não, isso é com os padeiros da madrugada. Salgados também não',
      'Nota 9, bah! Só não dou 10 porque uma vez esqueceu a touca 😂',
      { retry: 'Ah, é de 1 a 5? Então 5, tri caprichosa', key: 'higiene' },
      'Não. Confeitaria aqui começa às 6, madrugada é só pros padeiros',
      'Farinha ela quase não usava, confeitaria é mais ovo e açúcar. Sei lá, uns dois sacos de 25 por semana?',
      { retry: 'Por turno não sei dizer. Deixa em branco', key: 'farinha' },
      'Bah, na hora! Só saiu porque foi estudar Gastronomia na UFPel',
      'O quindim dela é o melhor da Fenadoce: brilhante, sem bolha. E ela ensinou as gurias novas a fazer igual',
    ],
    expected: {
      funcao: 'Confeiteiro(a)',
      meses: 46,
      produtos: ['Bolos, doces e confeitaria'],
      higiene: 5,
      madrugada: false,
      recontratar: true,
      destaque: { has: ['quindim'] },
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-fourth blind set, built-in
  {
    id: 'pt-r54',
    title:
      'Tofo (Inhambane, Mozambique), the owner of a dive lodge about a dive guide, on the built-in, dictating while she drives: "vírgula", "ponto final" and "ponto de exclamação" as words, "técnica sinto ponto final" where sinto is the dictated cinco (asked again: 5), "trabalho em equipa quatro vírgula rigoroso" (4, no decimal), "fiabilidade cinco ponto de exclamação", "com oito turistas … cinco", "liderança não sei", "sim sem dúvida nenhuma", "desde o ciclone Freddy até ao fim da época das baleias do ano passado" (asked again: 32), "não obrigado ponto final khanimambo" (no comment)',
    tags: ['portuguese', 'words', 'typos', 'unit', 'dont-know', 'number-in-word'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Célio', lastName: 'Matsinhe' },
    to: [
      'rel',
      'com',
      'tec',
      'tec',
      'tea',
      'rlb',
      'pro',
      'lea',
      'str',
      'imp',
      'reh',
      'mon',
      'mon',
      'cmt',
    ],
    says: [
      'olá vírgula sou a dona do Tofo Reef Lodge em Inhambane vírgula o Célio era o meu guia de mergulho ponto final estou a conduzir por isso estou a ditar ponto final',
      'comunicação quatro ponto final fala inglês com os sul-africanos e português com toda a gente',
      'técnica sinto ponto final',
      { retry: 'Parei o carro. Cinco, 5', key: 'technical_skill' },
      'trabalho em equipa quatro vírgula rigoroso com os outros guias',
      'fiabilidade cinco ponto de exclamação nunca perdeu um mergulhador',
      'quando o barco avariou em pleno mar com oito turistas ele pôs toda a gente calma até chegar o outro barco ponto final cinco',
      'liderança não sei ponto final não tinha ninguém a cargo',
      'conhece cada recife e as mantas pelo nome',
      'os relatórios escritos vírgula escreve pouco e tarde',
      'sim sem dúvida nenhuma ponto final',
      'desde o ciclone Freddy até ao fim da época das baleias do ano passado',
      {
        retry: 'De fevereiro de 2023 a outubro de 2025. Trinta e dois meses',
        key: 'monthsKnown',
      },
      'não obrigado ponto final khanimambo',
    ],
    expected: {
      relationship: { has: ['Tofo Reef Lodge'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 5,
      strengths: { has: ['recife'] },
      improvements: { has: ['relatórios'] },
      wouldRehire: true,
      monthsKnown: 32,
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-fourth blind set, tenant: pt-padaria and pt-enfermagem
  {
    id: 'pt-t69',
    title:
      'Margão (Goa), the owner of a family bakery of poders on pt-padaria, in Portuguese, English and Konkani: "O Savio foi padeiro comigo", "Desde o Carnaval de 2022 até à monção deste ano" (asked again: 51), Goan breads and sweets for the options ("poi, undo, kankonn. O poi é fermentado com sur, o toddy do coqueiro. Também bebinca no Natal. Pão francês não fazemos": special breads and confectionery), "Eight out of ten. Oito em dez" (asked again: 4), "Yes, claro. O forno acende às três da manhã" (yes), "Um saco de cinquenta quilos por noite, às vezes um e meio no Natal" (50), "Se voltar, sim, claro" (yes), "Dev borem korum" closing the required text',
    tags: ['portuguese', 'unit', 'multiple', 'negation', 'number-in-word', 'words', 'optional'],
    questionnaire: 'pt-padaria',
    locale: 'pt',
    candidate: { firstName: 'Savio', lastName: 'Fernandes' },
    says: [
      'Boa tarde. Eu sou o dono da Padaria Fernandes & Filhos em Margão, Goa. Somos poders, padeiros, desde o meu avô. O Savio foi padeiro comigo',
      'Desde o Carnaval de 2022 até à monção deste ano',
      { retry: 'Março de 2022 a junho de 2026. Cinquenta e um meses, fifty-one', key: 'meses' },
      'Pão de cada dia: poi, undo, kankonn. O poi é fermentado com sur, o toddy do coqueiro. Também bebinca no Natal. Pão francês não fazemos',
      {
        retry: 'Os pães especiais, de fermentação natural com toddy, e os doces do Natal',
        key: 'produtos',
      },
      'Eight out of ten. Oito em dez',
      { retry: 'De um a cinco? Então quatro', key: 'higiene' },
      'Yes, claro. O forno acende às três da manhã, e às seis o Savio já está na bicicleta a vender o pão com a buzina',
      'Um saco de cinquenta quilos por noite, às vezes um e meio no Natal',
      { retry: 'Cinquenta quilos', key: 'farinha' },
      'Ele agora foi para Portugal com o passaporte português... Se voltar, sim, claro',
      'O poi dele sai sempre igual, fofo por dentro. E é honesto: nunca faltou um pão na conta. Dev borem korum',
    ],
    expected: {
      funcao: 'Padeiro(a)',
      meses: 51,
      produtos: ['Pães especiais e de fermentação natural', 'Bolos, doces e confeitaria'],
      higiene: 4,
      madrugada: true,
      farinha: 50,
      recontratar: true,
      destaque: { has: ['poi'] },
    },
    outcome: 'completed',
  },
  {
    id: 'pt-t70',
    title:
      'Quelimane (Zambézia, Mozambique), the chief nurse of a provincial hospital on pt-enfermagem, who answers in one formal letter: "de 1 de Janeiro de 2022 a 30 de Junho de 2025" (42 months), "em regime de turnos, incluindo as noites" (night shifts: yes; shifts: Plantões), "atribuo-lhe 14 valores, numa escala de 0 a 20" (never stored nor scaled: asked again, 4), a remark inside the letter that is no answer to the optional question, a signature with her title, then "Nada mais a acrescentar"',
    tags: ['portuguese', 'long', 'signature', 'multi-answer', 'unit', 'number-in-word', 'optional'],
    questionnaire: 'pt-enfermagem',
    locale: 'pt',
    candidate: { firstName: 'Albertina', lastName: 'Macuácua' },
    says: [
      'Exmos. Senhores,\n\nEm resposta ao vosso pedido, informo que a enfermeira Albertina Macuácua trabalhou sob a minha direcção no Serviço de Medicina do Hospital Provincial de Quelimane de 1 de Janeiro de 2022 a 30 de Junho de 2025, em regime de turnos, incluindo as noites.\n\nNo que respeita ao cuidado com os doentes, atribuo-lhe 14 valores, numa escala de 0 a 20. É dedicada, mas por vezes lenta nos registos.\n\nSem outro assunto de momento, subscrevo-me com os melhores cumprimentos,\n\nGraça Munguambe\nEnfermeira-Chefe\nHospital Provincial de Quelimane',
      { retry: 'Quarenta e dois meses', key: 'meses' },
      { retry: 'Na escala de 1 a 5, atribuo-lhe 4', key: 'cuidado' },
      { retry: 'Sim, fazia noites', key: 'noturno' },
      { retry: 'Por turnos, ou seja, plantões', key: 'regime' },
      'Nada mais a acrescentar. Cumprimentos',
    ],
    expected: {
      meses: 42,
      cuidado: 4,
      noturno: true,
      regime: 'Plantões',
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-sixth blind set, built-in
  {
    id: 'pt-r55',
    title:
      'Luanda (Angola), the manager of a supermarket in Talatona about a cashier who became head of the tills, on the built-in in Angolan Portuguese ("bué", "kumbú", "os kotas", "candongueiro", "estás a entender?", "é só"): "Excelente" with no number (asked again: 5), "3 ou 4... ponha 3", "Nota máxima" (5), "Como chefe de caixas coordenava 6 operadoras. 4" (a count beside the rating), "Quatro anos e tal" (asked again: "Quatro anos e sete meses: 55"), "É só. Obrigado e bom trabalho" as no comment',
    tags: ['portuguese', 'words', 'range', 'hedge', 'unit', 'number-in-word', 'short'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Edvânia', lastName: 'Manuel Sebastião' },
    to: [
      'rel',
      'com',
      'com',
      'tec',
      'tea',
      'rlb',
      'pro',
      'pro',
      'lea',
      'str',
      'imp',
      'reh',
      'mon',
      'mon',
      'cmt',
    ],
    says: [
      'Boa tarde. Sou o Sr. Adão Kiala, gerente da loja de Talatona. A Edvânia entrou como operadora de caixa e depois passou a chefe de caixas, eu era o chefe dela',
      'Excelente',
      { retry: 'Então 5', key: 'communication' },
      'Bué boa com o sistema, 4',
      '4, estás a entender? Ajuda as outras meninas quando a fila está grande',
      'Olha, aqui o candongueiro atrasa muito, às vezes chegava tarde mas sempre avisava. 3 ou 4... ponha 3',
      'Quando o sistema caiu na véspera de Natal ela fez as vendas todas no papel. Nota máxima',
      { retry: 'Cinco', key: 'problem_solving' },
      'Como chefe de caixas coordenava 6 operadoras. 4',
      'Honesta, nunca faltou kumbú no caixa dela. E é simpática com os kotas',
      'Tem de ganhar mais confiança para falar com os fornecedores',
      'Sim, claro. Se voltar de Benguela a vaga é dela',
      'Quatro anos e tal',
      { retry: 'Quatro anos e sete meses: 55', key: 'monthsKnown' },
      'É só. Obrigado e bom trabalho',
    ],
    expected: {
      relationship: { has: ['chefe de caixas'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 4,
      reliability: 3,
      problem_solving: 5,
      leadership: 4,
      strengths: { has: ['Honesta'] },
      improvements: { has: ['fornecedores'] },
      wouldRehire: true,
      monthsKnown: 55,
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-sixth blind set, tenant: pt-farmacia (funcao, meses, areas?, atendimento, cuidado?, caixa?, clientes?, recontratar, obs?)
  {
    id: 'pt-t71',
    title:
      'Recife (Pernambuco), the pharmacist in charge of a drogaria in Boa Vista on pt-farmacia ("oxe", "visse", "arretada"): the referee is the pharmacist and the candidate the balconista, "Dois anos e meio" in months (30), "Balcão e perfumaria. Injeção ela não aplicava não" (a Brazilian double negative beside two areas), "Nota mil! 😍" (an idiom, not a mark: asked again, "Kkkk 5, claro"), a Losartana taken for an Atenolol in the care rating (3), "Fechava sim, nos sábados", "No começo do mês, quando o povo recebe, uns 80, 90. No fim do mês uns 30" (asked again: left blank), "passou no concurso da prefeitura" inside a yes',
    tags: [
      'portuguese',
      'unit',
      'words',
      'multiple',
      'negation',
      'number-in-word',
      'range',
      'optional',
      'skip',
      'emoji',
    ],
    questionnaire: 'pt-farmacia',
    locale: 'pt',
    candidate: { firstName: 'Jéssica', lastName: 'Cavalcanti' },
    says: [
      'Oi, boa tarde! Sou a farmacêutica responsável da drogaria aqui na Boa Vista, em Recife. A Jéssica era balconista com a gente',
      'Dois anos e meio',
      'Balcão e perfumaria. Injeção ela não aplicava não, que ainda não tem o curso',
      'Nota mil! 😍',
      { retry: 'Kkkk 5, claro', key: 'atendimento' },
      'Aqui eu dou 3, visse. Uma vez trocou Losartana por Atenolol, sorte que o cliente percebeu',
      'Fechava sim, nos sábados',
      'Oxe, depende. No começo do mês, quando o povo recebe, uns 80, 90. No fim do mês uns 30',
      { retry: 'Sei não, deixa em branco', key: 'clientes' },
      'Contrataria de novo sim, com certeza. Só saiu porque passou no concurso da prefeitura 🙌',
      'Que é uma menina arretada de boa',
    ],
    expected: {
      funcao: 'Balconista / atendente (técnico auxiliar de farmácia)',
      meses: 30,
      areas: ['Balcão e dispensa de medicamentos', 'Perfumaria e dermocosméticos'],
      atendimento: 5,
      cuidado: 3,
      caixa: true,
      recontratar: true,
      obs: { has: ['arretada'] },
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-sixth blind set, built-in
  {
    id: 'pt-r56',
    title:
      'Santa Maria da Feira (northern Portugal), the foreman of a natural-cork-stopper line on the built-in, in northern Portuguese with "b" for "v" ("bê logo", "binte minutos"): "Olhe, fala pouco mas quando fala é p\'ra dizer alguma coisa. Um 3", "Quatro, carago", "Cinco estrelas, o rapaz" (5), "Nunca faltou. Cinco... não, quatro, que no dia do jogo do Porto chegou binte minutos atrasado" (4), "Não sei", "Não tinha ninguém a cargo dele. Passo", then he leaves to fetch his daughter from school when would-rehire is asked ("Depois acabo isto"): open',
    tags: [
      'portuguese',
      'typos',
      'words',
      'correction',
      'dont-know',
      'skip',
      'emoji',
      'number-in-word',
    ],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Rui', lastName: 'Pinho Gomes' },
    to: ['rel', 'com', 'tec', 'tea', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh'],
    says: [
      'Boa tarde. Sou o encarregado da secção de rolhas naturais na corticeira, aqui na Feira. O Rui trabalhou comigo na escolha das rolhas',
      "Olhe, fala pouco mas quando fala é p'ra dizer alguma coisa. Um 3",
      'Quatro, carago',
      'Cinco estrelas, o rapaz',
      { retry: '5', key: 'teamwork' },
      'Nunca faltou. Cinco... não, quatro, que no dia do jogo do Porto chegou binte minutos atrasado 😂',
      'Não sei',
      'Não tinha ninguém a cargo dele. Passo',
      'É rápido e bê logo os defeitos da cortiça, tem olho para aquilo',
      'Tem de aprender a mexer no computador, nas folhas de Excel do controlo de qualidade',
      'Desculpe, tenho de ir buscar a miúda à escola. Depois acabo isto',
    ],
    expected: {
      relationship: { has: ['encarregado'] },
      communication: 3,
      technical_skill: 4,
      teamwork: 5,
      reliability: 4,
      strengths: { has: ['defeitos'] },
      improvements: { has: ['Excel'] },
    },
    outcome: 'open',
  },
  // ───────────── Twenty-sixth blind set, tenant: pt-farmacia and pt-seguranca
  {
    id: 'pt-t72',
    title:
      'Barcelos (Minho, Portugal), the technical director of a pharmacy on pt-farmacia, in European Portuguese ("ao balcão", "dá muito jeito", "já agora"): "técnica auxiliar de farmácia, ao balcão" (the words in the option\'s brackets), "Três anos, de Setembro de 2022 a Setembro de 2025" in months (36), the areas in Portugal\'s words ("dermocosmética e a vacinação da gripe e da covid. Os psicotrópicos só eu é que dispenso") with the till answered ahead ("E já agora: o caixa fechava-o sempre eu, ela nunca": no), "Muito bom" for a rating (the top word of a school scale: asked again, 4), "três Brufens diferentes" beside a 5, "Uns 60 por dia no inverno … No verão metade" (asked again: 45), "Sem dúvida nenhuma" as a yes, the pilgrims of Santiago in the remark',
    tags: [
      'portuguese',
      'unit',
      'multiple',
      'negation',
      'multi-answer',
      'wrong-question',
      'words',
      'number-in-word',
      'range',
      'optional',
      'emoji',
    ],
    questionnaire: 'pt-farmacia',
    locale: 'pt',
    candidate: { firstName: 'Inês', lastName: 'Carvalho Araújo' },
    says: [
      'Boa tarde. Sou a diretora técnica da farmácia, em Barcelos. A Inês era técnica auxiliar de farmácia, ao balcão',
      'Três anos, de Setembro de 2022 a Setembro de 2025',
      'Balcão, dermocosmética e a vacinação da gripe e da covid. Os psicotrópicos só eu é que dispenso. E já agora: o caixa fechava-o sempre eu, ela nunca',
      'Muito bom',
      { retry: '4, que o 5 é para a perfeição 😄', key: 'atendimento' },
      'Cinco. Nunca trocou uma embalagem, e olhe que temos três Brufens diferentes',
      { retry: 'Não, o caixa era comigo', key: 'caixa' },
      'Uns 60 por dia no inverno, com as gripes. No verão metade',
      { retry: 'Ponha 45, que é a média', key: 'clientes' },
      'Sem dúvida nenhuma',
      { retry: 'Sim, contratava', key: 'recontratar' },
      'Só que fala inglês e francês, o que dá muito jeito com os peregrinos de Santiago que passam por cá',
    ],
    expected: {
      funcao: 'Balconista / atendente (técnico auxiliar de farmácia)',
      meses: 36,
      areas: [
        'Balcão e dispensa de medicamentos',
        'Perfumaria e dermocosméticos',
        'Injetáveis e vacinas',
      ],
      atendimento: 4,
      cuidado: 5,
      caixa: false,
      clientes: 45,
      recontratar: true,
      obs: { has: ['peregrinos'] },
    },
    outcome: 'completed',
  },
  {
    id: 'pt-t73',
    title:
      'São Paulo, the operations supervisor of a security company on pt-seguranca, dictating by voice from the patrol car (no punctuation, "ponto", "vírgula" and "ponto final" as words): "vigilante líder no posto do shopping", the posts with "indústria nunca", "cem faltas nenhuma nos últimos 12 meses" (dictation\'s "cem" for "sem", 100 out of range: asked again, 0), "nota 9" on the Brazilian 0-10 scale (asked again: 4), "tá em dia sim fez a reciclagem em março", "pra posto armado não vejo problema nenhum" as a yes, "um cara firmeza"',
    tags: ['portuguese', 'typos', 'multiple', 'negation', 'number-in-word', 'words', 'optional'],
    questionnaire: 'pt-seguranca',
    locale: 'pt',
    candidate: { firstName: 'Wellington', lastName: 'Souza Lima' },
    says: [
      'bom dia eu sou o supervisor operacional da empresa ponto o Wellington era vigilante líder no posto do shopping ponto',
      'shopping e eventos tipo show no estádio e também uns meses em agência bancária vírgula indústria nunca',
      'cem faltas nenhuma nos últimos 12 meses',
      {
        retry: 'Zero. Nenhuma falta. O celular escreveu cem mas é sem, de sem faltas',
        key: 'faltas',
      },
      'nota 9',
      { retry: 'De 1 a 5? Então quatro', key: 'postura' },
      'tá em dia sim fez a reciclagem em março',
      'pra posto armado não vejo problema nenhum ele tem a extensão de escolta armada e nunca teve ocorrência',
      { retry: 'Sim, recomendo', key: 'armado' },
      'é um cara firmeza ponto final',
    ],
    expected: {
      funcao: 'Vigilante líder',
      postos: ['Agência bancária', 'Shopping ou comércio', 'Eventos'],
      faltas: 0,
      postura: 4,
      reciclagem: true,
      armado: true,
      obs: { has: ['firmeza'] },
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-eighth blind set, built-in
  {
    id: 'pt-r57',
    title:
      'Lobito (Angola), the head of a freight-forwarder\'s warehouse at the port about his administrative assistant, on the built-in, in Angolan Portuguese ("bué", "xé", "ya", "os kambas", "sem mambo nenhum", "Está-se bem"): a mark on the Angolan 0-20 scale ("Comunica bué bem, xé. 16 valores", asked again: 4), "o comboio de Benguela" beside a 5, "Isso não sei" on leadership (blank), "Isso pergunte a ela mesmo, ela sabe 😄" on improvements (asked again: "falar mais alto nas reuniões"), "Sim, sem mambo nenhum" (a yes, not a negation), "desde Outubro de 21 até ao fim de Maio passado" (asked again: 56), "Não, é só isso" as no comment',
    tags: ['portuguese', 'words', 'number-in-word', 'dont-know', 'negation', 'unit', 'emoji'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Edvânia', lastName: 'Cassoma' },
    to: [
      'rel',
      'com',
      'com',
      'tec',
      'tea',
      'rlb',
      'pro',
      'lea',
      'str',
      'imp',
      'imp',
      'reh',
      'mon',
      'mon',
      'cmt',
    ],
    says: [
      'Boa tarde. Sou o chefe de armazém da transitária no Porto do Lobito, a Edvânia era a minha assistente administrativa',
      'Comunica bué bem, xé. 16 valores',
      { retry: 'De 1 a 5? Então 4', key: 'communication' },
      'Excel, o sistema do porto, tudo. 5',
      '5, dá-se bem com os kambas todos do armazém',
      'Fiável, ya. Mesmo quando o comboio de Benguela atrasava ela chegava a horas. 5',
      'Ya, 4',
      'Isso não sei, nunca teve ninguém a cargo',
      'Organizada e honesta. Nunca desapareceu um papel',
      'Isso pergunte a ela mesmo, ela sabe 😄',
      { retry: 'Está bem: falar mais alto nas reuniões, é muito calada', key: 'improvements' },
      'Sim, sem mambo nenhum',
      'Desde Outubro de 21 até ao fim de Maio passado, depois foi para Luanda',
      { retry: '56 meses, contei agora', key: 'monthsKnown' },
      'Não, é só isso. Está-se bem',
    ],
    expected: {
      relationship: { has: ['chefe de armazém'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      strengths: { has: ['Organizada'] },
      improvements: { has: ['calada'] },
      wouldRehire: true,
      monthsKnown: 56,
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-eighth blind set, tenant: pt-vinha (funcao, vindimas, tarefas, cuidado, resistencia?, trator?, equipe?, recontratar, comentario?)
  {
    id: 'pt-t74',
    title:
      'Pinhão (Douro), the foreman of a quinta about a vineyard worker, on pt-vinha, in northern Portuguese with "b" for "v" ("beio", "bindima", "nã", "atão", "carago"): a crew size and a year where harvests are asked ("o rancho era de 30 pessoas e ele beio pela primeira vez em 2021", asked again: "Quatro bindimas: 21, 22, 23 e 24": 4, never 30 or 2021), "A poda no inverno e a bindima … Na adega nunca entrou", a mark out of 20 ("Dou-lhe um 17", asked again: 4), "40 graus em agosto … 5", "Isso nã sei" on the tractor (blank), "Já lhe disse: 30, o rancho da bindima. Na poda éramos só 6" if the crew was not settled before (30), "Se ele quiser, para o ano cá o quero" (yes), "Nã, é só" as no comment',
    tags: [
      'portuguese',
      'wrong-question',
      'number-in-word',
      'words',
      'multiple',
      'negation',
      'dont-know',
      'optional',
      'typos',
    ],
    questionnaire: 'pt-vinha',
    locale: 'pt',
    candidate: { firstName: 'Rui', lastName: 'Pinto Magalhães' },
    says: [
      'Boa tarde. O Rui trabalhou aqui na quinta, no Pinhão, na vinha. Eu sou o feitor',
      'Bem, o rancho era de 30 pessoas e ele beio pela primeira vez em 2021',
      { retry: 'Quatro bindimas: 21, 22, 23 e 24. Este ano já nã beio', key: 'vindimas' },
      'A poda no inverno e a bindima, claro. Na adega nunca entrou, isso é com o enólogo',
      'Dou-lhe um 17',
      { retry: 'Ah, é de 1 a 5? Atão um 4', key: 'cuidado' },
      'Aguenta tudo, carago. Nos socalcos com 40 graus em agosto e ele sempre a cantar. 5',
      'Isso nã sei, aqui nunca conduziu',
      { retry: 'Já lhe disse: 30, o rancho da bindima. Na poda éramos só 6', key: 'equipe' },
      'Se ele quiser, para o ano cá o quero',
      { retry: 'Sim, contratava', key: 'recontratar' },
      'Nã, é só. Cumprimentos',
    ],
    expected: {
      funcao: 'Trabalhador(a) de vinha',
      vindimas: 4,
      tarefas: ['Poda', 'Vindima (colheita)'],
      cuidado: 4,
      resistencia: 5,
      equipe: 30,
      recontratar: true,
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-eighth blind set, built-in
  {
    id: 'pt-r58',
    title:
      'Beira (Mozambique), the manager of a hardware store in Munhava about a cashier, on the built-in, in Mozambican Portuguese ("mola", "maningue", "Estamos juntos"): a refusal of every rating while communication is asked ("eu posso dizer que ela era pontual e honesta. Mais nada. Notas não vou dar": the six ratings skipped, no number read), "Pontual e honesta, como disse. Nunca faltou mola na caixa", "Isso prefiro não comentar" on improvements (blank), "Maningue sim" (yes), "Foram 3 anos... não, espera: ela entrou depois do ciclone Idai, em 2019, e saiu no ano passado. Seis anos" (72, never 36 or 2019), the relationship corrected at the last question ("no início escrevi patrão, mas na verdade o dono é o meu irmão, eu era o gerente"), then "Não, mais nada" as no comment',
    tags: [
      'portuguese',
      'decline',
      'skip',
      'correction',
      'words',
      'unit',
      'number-in-word',
      'optional',
    ],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Célia', lastName: 'Macuácua' },
    to: ['rel', 'com', 'str', 'imp', 'reh', 'reh', 'mon', 'cmt', 'cmt'],
    says: [
      'Boa tarde. Fui patrão dela na ferragem, aqui na Beira, na Munhava',
      'Olha, eu posso dizer que ela era pontual e honesta. Mais nada. Notas não vou dar',
      'Pontual e honesta, como disse. Nunca faltou mola na caixa',
      'Isso prefiro não comentar',
      'Maningue sim',
      { retry: 'Sim, contratava', key: 'wouldRehire' },
      'Foram 3 anos... não, espera: ela entrou depois do ciclone Idai, em 2019, e saiu no ano passado. Seis anos',
      'Ah, uma coisa: no início escrevi patrão, mas na verdade o dono é o meu irmão, eu era o gerente. Era chefe dela na mesma',
      'Não, mais nada. Estamos juntos',
    ],
    expected: {
      relationship: { has: ['gerente'] },
      strengths: { has: ['honesta'] },
      wouldRehire: true,
      monthsKnown: 72,
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-eighth blind set, tenant: pt-atendimento (relacao, tempo, empatia, idiomas?, metas, csat?, comentario?)
  {
    id: 'pt-t75',
    title:
      'Curitiba (Paraná), a call-centre supervisor about an agent of Polish descent, on pt-atendimento, in Curitiba Portuguese ("Daí", "leite quente", "guria"): years in customer service split over two jobs with a year ("aqui com a gente ela tá desde 2021, mas antes ela já tinha feito 2 anos de SAC numa loja", asked again: 7), "Nota 10, leite quente!" on a 1-5 rating (asked again: 5), "Português e espanhol … Inglês só o básico, não atendia em inglês", sarcasm on the targets ("Bate sim, quando o sistema não cai... ou seja, de vez em quando 🙄 Brincadeira", asked again: yes), "9,3 na média do último semestre" (9.3), a comment',
    tags: [
      'portuguese',
      'unit',
      'number-in-word',
      'words',
      'multiple',
      'negation',
      'hedge',
      'emoji',
      'optional',
    ],
    questionnaire: 'pt-atendimento',
    locale: 'pt',
    candidate: { firstName: 'Gabriele', lastName: 'Kowalski' },
    says: [
      'Oi, tudo bem? Daí, a Gabi foi da minha equipe no call center aqui em Curitiba, eu era supervisora dela',
      'Aqui com a gente ela tá desde 2021, mas antes ela já tinha feito 2 anos de SAC numa loja de departamento',
      { retry: 'Uns 7 anos no total', key: 'tempo' },
      'Nota 10, leite quente!',
      { retry: 'Ah, é de 1 a 5? Então 5', key: 'empatia' },
      'Português e espanhol, ela atendia os clientes do Paraguai. Inglês só o básico, não atendia em inglês',
      'Bater meta? Bate sim, quando o sistema não cai... ou seja, de vez em quando 🙄 Brincadeira',
      { retry: 'Falando sério: batia sim, quase todo mês', key: 'metas' },
      '9,3 na média do último semestre',
      'Que ela é uma guria muito querida e dedicada. Vocês não vão se arrepender',
    ],
    expected: {
      relacao: 'Supervisor(a)',
      tempo: 7,
      empatia: 5,
      idiomas: ['Português', 'Espanhol'],
      metas: true,
      csat: 9.3,
      comentario: { has: ['querida'] },
    },
    outcome: 'completed',
  },
  {
    id: 'pt-t76',
    title:
      'Flores da Cunha (Serra Gaúcha), the owner of a family winery about a cellar hand, on pt-vinha, who answers every question in one long first message in gaúcho Portuguese with Talian ("Bah", "tri", "ostrega", "tchê"): "Vou responder tudo duma vez que tô no meio da safra", "trabalhava na cantina" (the adega), "Fez 3 safras, 2024, 2025 e essa de 2026" (3), the harvest and the cellar with pruning and tourists left out, "nota 10, ostrega!" (asked again: 5), "tri boa, 5", "Carteira de trator não tem" (no), "A equipe da cantina era de 8 pessoas, na vindima chegava a 40" (asked again: 8), gaúcho irony on would-rehire ("Contrataria de novo? Capaz que não! 😄", asked again: yes), "Não, era isso" as no comment',
    tags: [
      'portuguese',
      'multi-answer',
      'long',
      'words',
      'hedge',
      'number-in-word',
      'multiple',
      'negation',
      'emoji',
    ],
    questionnaire: 'pt-vinha',
    locale: 'pt',
    candidate: { firstName: 'Franciele', lastName: 'Tonietto' },
    says: [
      'Bah, boa tarde! Aqui é o Ivo Dalla Rosa, da vinícola da família em Flores da Cunha. Vou responder tudo duma vez que tô no meio da safra: a Franciele trabalhava na cantina com a gente. Fez 3 safras, 2024, 2025 e essa de 2026. No começo da safra ela ia junto pra vindima, depois ficava na cantina cuidando das fermentações e das trasfegas. Poda ela não fazia, e com os turistas também não. Cuidado com a uva nota 10, ostrega! Resistência tri boa, 5, aguentava o calorão de fevereiro dentro da cantina. Carteira de trator não tem. A equipe da cantina era de 8 pessoas, na vindima chegava a 40. Contrataria de novo? Capaz que não! 😄',
      { retry: '5, claro', key: 'cuidado' },
      { retry: 'Bota 8, a equipe dela era a da cantina', key: 'equipe' },
      {
        retry: 'Quis dizer que sim! Contratava de novo, claro. Aqui no Sul a gente fala assim 😄',
        key: 'recontratar',
      },
      'Não, era isso. Abraço, tchê!',
    ],
    expected: {
      funcao: 'Operador(a) de adega / cantina',
      vindimas: 3,
      tarefas: ['Vindima (colheita)', 'Adega (fermentação, trasfegas)'],
      cuidado: 5,
      resistencia: 5,
      trator: false,
      equipe: 8,
      recontratar: true,
    },
    outcome: 'completed',
  },
  // ───────────── Thirtieth blind set, built-in
  {
    id: 'pt-r59',
    title:
      'Rivera / Santana do Livramento (the Uruguay–Brazil border), the manager of a free shop who writes "portuñol", Spanish and Portuguese in one sentence: "Yo era la gerente, digo, eu era a gerente", "Cinco", a comparison for a rating ("Mejor que la mayoría de las chicas que tuve": asked again, "Bueno, um 4"), "Igual" for the rating after it (4), "cuatro" (4), "tres, ou três e meio" (asked again: 3), "No sé, nunca mandou em ninguém" (blank), "Sí, claro que sim" (yes), "Dos años y pico" (asked again: 28), "Nada más, obrigada! Chau" (no comment)',
    tags: ['portuguese', 'spanish', 'words', 'range', 'hedge', 'unit', 'dont-know'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Gabriela', lastName: 'Silveira' },
    to: [
      'rel',
      'com',
      'tec',
      'tec',
      'tea',
      'rlb',
      'pro',
      'pro',
      'lea',
      'str',
      'imp',
      'reh',
      'mon',
      'mon',
      'cmt',
    ],
    says: [
      'Oi! Yo era la gerente, digo, eu era a gerente do free shop em Rivera onde ela trabalhou',
      'Muy buena, fala com todo mundo, português, espanhol. Cinco',
      'Mejor que la mayoría de las chicas que tuve',
      { retry: 'Bueno, um 4', key: 'technical_skill' },
      'Igual',
      'cuatro',
      'tres, ou três e meio',
      { retry: 'Pone 3', key: 'problem_solving' },
      'No sé, nunca mandou em ninguém',
      'Vendedora nata, los brasileños la aman',
      'Organização do estoque, era medio bagunceira',
      'Sí, claro que sim',
      'Dos años y pico',
      { retry: 'Uns 28 meses', key: 'monthsKnown' },
      'Nada más, obrigada! Chau',
    ],
    expected: {
      relationship: { has: ['gerente'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 4,
      reliability: 4,
      problem_solving: 3,
      strengths: { has: ['Vendedora'] },
      improvements: { has: ['estoque'] },
      wouldRehire: true,
      monthsKnown: 28,
    },
    outcome: 'completed',
  },
  // ───────────── Thirtieth blind set, tenant: pt-vinha (funcao, vindimas, tarefas, cuidado, resistencia?, trator?, equipe?, recontratar, comentario?)
  {
    id: 'pt-t77',
    title:
      'Douro, the foreman of a quinta who dictates every answer by voice, no punctuation and numbers spoken: "ele era tratorista cá na quinta" (Tratorista), "cinco vindimas connosco desde dois mil e vinte" (5, the year is not the answer), "poda vindima e às vezes dava uma mão na adega nas trasfegas", "quatro de cinco" (4), "a mesma coisa" on the optional rating (4), "na vindima somos uns quarenta no rancho no resto do ano seis" (asked again: 40), "sim sim para o ano cá o espero" (yes)',
    tags: ['portuguese', 'words', 'multiple', 'optional', 'hedge', 'number-in-word'],
    questionnaire: 'pt-vinha',
    locale: 'pt',
    candidate: { firstName: 'Rui', lastName: 'Pinto Carvalho' },
    says: [
      'ele era tratorista cá na quinta mas também andava na poda no inverno',
      'fez cinco vindimas connosco desde dois mil e vinte',
      'poda vindima e às vezes dava uma mão na adega nas trasfegas',
      'quatro de cinco é cuidadoso mas às vezes vai depressa demais com o trator entre as videiras',
      'a mesma coisa',
      'sim tem a carta de trator claro',
      'na vindima somos uns quarenta no rancho no resto do ano seis',
      { retry: 'ponha quarenta', key: 'equipe' },
      'sim sim para o ano cá o espero',
      'não obrigado',
    ],
    expected: {
      funcao: 'Tratorista',
      vindimas: 5,
      tarefas: ['Poda', 'Vindima (colheita)', 'Adega (fermentação, trasfegas)'],
      cuidado: 4,
      resistencia: 4,
      trator: true,
      equipe: 40,
      recontratar: true,
    },
    outcome: 'completed',
  },
  // ───────────── Thirtieth blind set, built-in
  {
    id: 'pt-r60',
    title:
      'Recife, the coordinator of a clinic\'s front desk giving a polite negative reference: "Prefiro não dar nota pra isso" with a description on technical skill (blank, the description filed nowhere), "Vou ser sincera: 2", "Não se aplica" on leadership (blank), one long paragraph on strengths that also answers improvements by name ("o que ele precisa melhorar é a pontualidade …"), "desejo tudo de bom pra ele, de coração, mas acho que não recontrataria, não" (no), "Um ano e meio, mais ou menos" (18), "É isso. Obrigada" (no comment)',
    tags: ['portuguese', 'decline', 'long', 'multi-answer', 'negation', 'hedge', 'unit'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Thiago', lastName: 'Albuquerque' },
    to: ['rel', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      'Boa tarde. Fui coordenadora dele na recepção da clínica, aqui em Recife',
      'Com os pacientes é educado, 4',
      'Prefiro não dar nota pra isso. Posso dizer que ele sabe mexer no sistema de agendamento, mas errava bastante as guias dos convênios',
      '3',
      'Vou ser sincera: 2. Chegava atrasado com frequência',
      '3',
      'Não se aplica',
      'Ele é simpático, os pacientes gostam dele, e aprende rápido. Agora, o que ele precisa melhorar é a pontualidade e a atenção aos detalhes, principalmente na hora de lançar as guias dos convênios',
      { retry: 'A pontualidade e a atenção aos detalhes', key: 'improvements' },
      'Olha, desejo tudo de bom pra ele, de coração, mas acho que não recontrataria, não',
      'Um ano e meio, mais ou menos',
      'É isso. Obrigada',
    ],
    expected: {
      relationship: { has: ['coordenadora'] },
      communication: 4,
      teamwork: 3,
      reliability: 2,
      problem_solving: 3,
      strengths: { has: ['simpático'] },
      improvements: { has: ['pontualidade'] },
      wouldRehire: false,
      monthsKnown: 18,
    },
    outcome: 'completed',
  },
  // ───────────── Thirtieth blind set, tenant: pt-pesca (funcao, artes, mares, seguranca, cedula?, voltaria, obs?)
  {
    id: 'pt-t78',
    title:
      'Peniche, the skipper of a purse seiner: "camarada no meu barco" (Pescador(a)), "Cerco, à sardinha. E no defeso ia para as redes com o meu cunhado, mas isso não foi comigo" (Cerco only), "Muitas, saímos quase todas as noites de março a outubro" (asked again: 300), a comparison for the required rating ("Melhor que a maioria dos rapazes novos": asked again, 4) in a message that also answers would-take-again ahead by name ("levava-o outra vez para o mar, sem dúvida": yes, not asked again), "Tem, renovou este ano" (yes)',
    tags: ['portuguese', 'multi-answer', 'multiple', 'negation', 'hedge', 'words'],
    questionnaire: 'pt-pesca',
    locale: 'pt',
    candidate: { firstName: 'Nuno', lastName: 'Correia Ramos' },
    says: [
      'Bom dia. Era pescador, camarada no meu barco, o Senhora da Nazaré',
      'Cerco, à sardinha. E no defeso ia para as redes com o meu cunhado, mas isso não foi comigo',
      'Muitas, saímos quase todas as noites de março a outubro',
      { retry: 'Ponha umas 300', key: 'mares' },
      'Melhor que a maioria dos rapazes novos, usa sempre o colete. E já agora: levava-o outra vez para o mar, sem dúvida',
      { retry: 'Então 4', key: 'seguranca' },
      'Tem, renovou este ano',
      { retry: 'Sim, já disse', key: 'voltaria' },
      'Não, é tudo. Boa pesca!',
    ],
    expected: {
      funcao: 'Pescador(a)',
      artes: ['Cerco'],
      mares: 300,
      seguranca: 4,
      cedula: true,
      voltaria: true,
    },
    outcome: 'completed',
  },
  // ───────────── Thirtieth blind set, tenant: pt-offshore (unidade, escala, embarques, certificados?, sms, ingles?, embarcaria, obs?)
  {
    id: 'pt-t79',
    title:
      'Macaé, an offshore supervisor on board with a bad connection who answers two questions and asks to come back later: "FPSO, na Bacia de Santos", "14 por 14" (14x14), then "Ih, agora tô embarcado e a internet aqui é ruim. Te escrevo amanhã quando desembarcar, pode ser?" while the number of trips is asked: open',
    tags: ['portuguese', 'short', 'required-miss', 'off-topic', 'number-in-word'],
    questionnaire: 'pt-offshore',
    locale: 'pt',
    candidate: { firstName: 'Wellington', lastName: 'Barros' },
    says: [
      'FPSO, na Bacia de Santos',
      '14 por 14',
      'Ih, agora tô embarcado e a internet aqui é ruim. Te escrevo amanhã quando desembarcar, pode ser?',
    ],
    expected: {
      unidade: 'FPSO',
      escala: '14x14',
    },
    outcome: 'open',
  },
  // ───────────── Thirty-second blind set, built-in
  {
    id: 'pt-r61',
    title:
      'Rio Branco (Acre), the manager of a building-supplies store who answers every question in his first message with a numbered form copied from the e-mail ("1 - Relação: fui o gerente dele … filial 2", "5 - Confiabilidade: 3. Em 2023 teve uns 6 atrasos", "7 - Liderança: n/a", "11 - Tempo que trabalhamos juntos: 2 anos e 8 meses" (32), "12 - Comentários: —"), where the item numbers are no ratings, then corrects one item by its number ("corrigindo o item 5: pode botar 4 … a cheia do Rio Acre, em 2023": reliability 4, not 5, and no comment)',
    tags: ['portuguese', 'multi-answer', 'long', 'correction', 'skip', 'number-in-word'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Erivan', lastName: 'Nascimento da Silva' },
    to: ['rel', 'cmt', 'cmt'],
    says: [
      'Bom dia! Vi as perguntas no e-mail e já respondi tudo aqui, pra adiantar:\n1 - Relação: fui o gerente dele na Acreana Materiais, filial 2, na Via Chico Mendes\n2 - Comunicação: 4\n3 - Conhecimento técnico: 5, sabe tudo de material elétrico\n4 - Trabalho em equipe: 4\n5 - Confiabilidade: 3. Em 2023 teve uns 6 atrasos\n6 - Resolução de problemas: 4\n7 - Liderança: n/a\n8 - Pontos fortes: conhece o produto e o cliente confia nele\n9 - Pontos a melhorar: horário\n10 - Contrataria de novo: sim\n11 - Tempo que trabalhamos juntos: 2 anos e 8 meses\n12 - Comentários: —',
      'Ah, corrigindo o item 5: pode botar 4. Os atrasos foram na época da cheia do Rio Acre, em 2023, a ponte ficou fechada. Não foi culpa dele',
      'Só isso mesmo. Obrigado',
    ],
    expected: {
      relationship: { has: ['gerente'], not: ['Confiabilidade'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 4,
      problem_solving: 4,
      strengths: { has: ['produto'] },
      improvements: { has: ['horário'] },
      wouldRehire: true,
      monthsKnown: 32,
    },
    outcome: 'completed',
  },
  // ───────────── Thirty-second blind set, tenant: pt-limpeza (funcao, meses, locais, capricho, assiduidade?, equipe?, produtos?, recontratar, obs?)
  {
    id: 'pt-t80',
    title:
      'Palmas (Tocantins), the forewoman of a cleaning contractor at a hospital, on pt-limpeza, who answers six questions in one paragraph: "1 ano e 3 meses" (15), "Era auxiliar de limpeza, mas lá é limpeza hospitalar" (asked which: Limpeza hospitalar), the hospital (Hospitais e clínicas), "Nos plantões de fim de semana ela ficava de líder da turma, umas 6 meninas" (6), "Capricho nota 5, a CCIH nunca reclamou", and "Só não recontrato porque ela se mudou pra Goiânia 😅" (asked again: yes, never read as a no); "Faltou 2 vezes, as duas com atestado" beside a 4, "NR-32" beside a yes',
    tags: ['portuguese', 'multi-answer', 'long', 'negation', 'emoji', 'optional', 'number-in-word'],
    questionnaire: 'pt-limpeza',
    locale: 'pt',
    candidate: { firstName: 'Rosilene', lastName: 'Barros Cunha' },
    says: [
      'Uai, boa tarde! A Rosilene trabalhou comigo 1 ano e 3 meses no Hospital Geral de Palmas, pela terceirizada. Era auxiliar de limpeza, mas lá é limpeza hospitalar, com EPI completo e tudo. Nos plantões de fim de semana ela ficava de líder da turma, umas 6 meninas. Capricho nota 5, a CCIH nunca reclamou dela. Só não recontrato porque ela se mudou pra Goiânia 😅',
      { retry: 'Coloca limpeza hospitalar, que era o que ela fazia mesmo', key: 'funcao' },
      'Essa eu dou 4. Faltou 2 vezes, as duas com atestado',
      'Sabia sim, fez o treinamento da NR-32 e de diluição',
      { retry: 'Recontratava sim, se ela voltasse pra Palmas', key: 'recontratar' },
      'Não, só isso. Obrigada',
    ],
    expected: {
      funcao: 'Limpeza hospitalar',
      meses: 15,
      locais: ['Hospitais e clínicas'],
      capricho: 5,
      assiduidade: 4,
      equipe: 6,
      produtos: true,
      recontratar: true,
    },
    outcome: 'completed',
  },
  // ───────────── Thirty-second blind set, built-in
  {
    id: 'pt-r62',
    title:
      'Palmela (Setúbal), a team leader on a car-assembly line who asks first whether the candidate will read his answers (no relationship stored from the question), then yeses that are not: "Sim... quer dizer, não sei. Havia sempre o técnico de linha para isso" on problem solving (blank), "Sim, claro... Bem, pensando melhor, não. Faltava-lhe iniciativa" on would-rehire (no), numbers that are not the answer ("Montava 60 T-Roc por turno … 5", "Em 3 anos nunca faltou a um turno de noite. 5", "no turno B"), "Prefiro não avaliar isso" (blank), "Desde Setembro de 2021 até Outubro de 2024" (asked again: 37)',
    tags: ['portuguese', 'question-back', 'correction', 'negation', 'dont-know', 'skip', 'unit'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Rúben', lastName: 'Godinho Lopes' },
    to: [
      'rel',
      'rel',
      'com',
      'tec',
      'tea',
      'rlb',
      'pro',
      'lea',
      'str',
      'imp',
      'reh',
      'mon',
      'mon',
      'cmt',
    ],
    says: [
      'Antes de responder: o Rúben vai ler o que eu escrever aqui?',
      'Ok, obrigado. Fui chefe de equipa dele na linha de montagem da Autoeuropa, em Palmela, no turno B',
      'Fala pouco, mas quando fala é certeiro. Um 3',
      'Montava 60 T-Roc por turno sem um defeito. 5',
      '4',
      'Em 3 anos nunca faltou a um turno de noite. 5',
      'Sim... quer dizer, não sei. Havia sempre o técnico de linha para isso',
      'Prefiro não avaliar isso',
      'Rigor e rapidez. Nunca tivemos uma reclamação da qualidade por causa dele',
      'Falar mais com a equipa, pedir ajuda quando não sabe',
      'Sim, claro... Bem, pensando melhor, não. Faltava-lhe iniciativa, e eu preciso de gente que puxe pela equipa',
      'Desde Setembro de 2021 até Outubro de 2024',
      { retry: 'Ponha 37 meses', key: 'monthsKnown' },
      'Não, é tudo. Cumprimentos',
    ],
    expected: {
      relationship: { has: ['chefe de equipa'], not: ['vai ler'] },
      communication: 3,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      strengths: { has: ['Rigor'] },
      improvements: { has: ['Falar mais'] },
      wouldRehire: false,
      monthsKnown: 37,
    },
    outcome: 'completed',
  },
  // ───────────── Thirty-second blind set, tenant: pt-limpeza (funcao, meses, locais, capricho, assiduidade?, equipe?, produtos?, recontratar, obs?)
  {
    id: 'pt-t81',
    title:
      'Leiria, a retired teacher whose "mulher a dias" for years applies to a cleaning contractor, on pt-limpeza in European Portuguese: "foi a minha mulher a dias" (asked which: Auxiliar de limpeza), "Vinha cá a casa às terças e sextas, desde 2019" (asked again: "tire o ano da pandemia … Uns 6 anos": 72), "Só em casa. Uma moradia, não é condomínio" (Condomínios e residências, the "não" denies only the word), "Ela limpa até o que não está sujo! 😄" (asked again: 5), "avisava sempre na véspera. Dou-lhe 4", "Não, trabalhava sozinha" on the people she led (blank, never 1), "Nunca misturava a lixívia com o amoníaco" (yes), "era já amanhã" (yes), the key to her house kept as the remark',
    tags: ['portuguese', 'negation', 'unit', 'emoji', 'optional', 'hedge'],
    questionnaire: 'pt-limpeza',
    locale: 'pt',
    candidate: { firstName: 'Maria de Lurdes', lastName: 'Simões Carreira' },
    says: [
      'Boa tarde. A D. Lurdes foi a minha mulher a dias durante muitos anos',
      { retry: 'Auxiliar de limpeza, suponho. Limpava-me a casa', key: 'funcao' },
      'Vinha cá a casa às terças e sextas, desde 2019',
      {
        retry:
          'Então... de 2019 até agora são 7 anos, mas tire o ano da pandemia, que ela não veio. Uns 6 anos',
        key: 'meses',
      },
      'Só em casa. Uma moradia, não é condomínio',
      'Ela limpa até o que não está sujo! 😄',
      { retry: '5, claro', key: 'capricho' },
      'Às vezes faltava quando o neto estava doente, mas avisava sempre na véspera. Dou-lhe 4',
      'Não, trabalhava sozinha',
      'Sabia. Nunca misturava a lixívia com o amoníaco, isso ela sabe bem',
      'Se ela quisesse voltar, era já amanhã. Mas arranjou trabalho com contrato, e ainda bem',
      'Ainda tem a chave da minha casa, confio nela de olhos fechados',
    ],
    expected: {
      funcao: 'Auxiliar de limpeza',
      meses: 72,
      locais: ['Condomínios e residências'],
      capricho: 5,
      assiduidade: 4,
      produtos: true,
      recontratar: true,
      obs: { has: ['chave'] },
    },
    outcome: 'completed',
  },
  // ───────────── Thirty-second blind set, tenant: pt-hotelaria (funcao, horas, epocas, simpatia, haccp?, linguas?, voltaria, obs?)
  {
    id: 'pt-t82',
    title:
      'Lisbon (Arroios), a Syrian restaurant owner writing Portuguese as a second language whose keyboard slips into Arabic: hours as Arabic-Indic digits ("٤٠": asked again, "Desculpe, o teclado estava em árabe. 40 horas"), the rating as "٥" (five, which looks like a zero: asked again, 5), "O ano todo. Verão, inverno e também no Natal. Só no Ramadão fechávamos ao almoço" (every season), "Com os turistas inglês e francês. Árabe com os clientes sírios e libaneses" (Arabic is no option), "Inshallah sim! A porta está sempre aberta para ele" (yes), "Shukran, é tudo"',
    tags: ['portuguese', 'number-in-word', 'multiple', 'optional', 'hedge'],
    questionnaire: 'pt-hotelaria',
    locale: 'pt',
    candidate: { firstName: 'Bilal', lastName: 'Al-Khatib' },
    says: [
      'Marhaba. Ele trabalhava na cozinha comigo, no restaurante do Mercado de Arroios. Fazia o homus, o falafel, tudo',
      '٤٠',
      { retry: 'Desculpe, o teclado estava em árabe. 40 horas', key: 'horas' },
      'O ano todo. Verão, inverno e também no Natal. Só no Ramadão fechávamos ao almoço',
      'Muito simpático, os clientes pedem por ele. ٥',
      { retry: 'Cinco, 5', key: 'simpatia' },
      'Sim, fez o curso em 2023',
      'Com os turistas inglês e francês. Árabe com os clientes sírios e libaneses',
      'Inshallah sim! A porta está sempre aberta para ele',
      'Shukran, é tudo',
    ],
    expected: {
      funcao: 'Cozinha',
      horas: 40,
      epocas: ['Época alta', 'Época baixa', 'Natal e Fim do Ano'],
      simpatia: 5,
      haccp: true,
      linguas: ['Inglês', 'Francês'],
      voltaria: true,
    },
    outcome: 'completed',
  },
  // ───────────── Thirty-fourth blind set, built-in (held out)
  {
    id: 'pt-r63',
    title:
      'Évora (Alentejo), the owner of a tavern who introduces himself with an apposition ("Sou o Zé, José Manuel Rosado, dono da Taberna do Largo … Fui o patrão dela"), Alentejo words ("Atão", "à maneira", "abalar"), numbers that are not the answer (a price, "a 14 euros", a clock time "às 7 e um quarto", an age "Tem 23 anos … como uma de 50"), "Um 4... não, ponha 5", a reliability told with no number (asked again: 5), "Isso não sei" on leadership (blank), "Atão não havia de recontratar? Amanhã mesmo" (a negative question that is a yes), "Desde a Páscoa de 2023 até ao fim de Agosto" (asked again: 40)',
    tags: ['portuguese', 'number-in-word', 'correction', 'negation', 'dont-know', 'unit', 'emoji'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Maria Inês', lastName: 'Bexiga Palma' },
    to: [
      'rel',
      'com',
      'tec',
      'tea',
      'rlb',
      'rlb',
      'pro',
      'lea',
      'str',
      'imp',
      'reh',
      'mon',
      'mon',
      'cmt',
    ],
    says: [
      'Atão, bom dia. Sou o Zé, José Manuel Rosado, dono da Taberna do Largo, aqui em Évora. Fui o patrão dela',
      'Fala com os clientes estrangeiros à maneira, até em inglês. 4',
      'As migas e o ensopado de borrego dela vendem-se a 14 euros e ninguém reclama. Um 5',
      'Um 4... não, ponha 5, que ela ajudava toda a gente',
      'Chegava às 7 e um quarto todos os dias, nem um dia de atraso',
      { retry: 'Atão 5, claro', key: 'reliability' },
      'Tem 23 anos mas resolve as coisas como uma de 50. Um 4',
      'Isso não sei, ela não mandava em ninguém',
      'Tem mão para a cozinha alentejana e é muito limpa',
      'Tem de abalar mais cedo para casa, trabalha demais 😅',
      'Atão não havia de recontratar? Amanhã mesmo',
      'Desde a Páscoa de 2023 até ao fim de Agosto',
      { retry: 'São 40 meses, mais coisa menos coisa', key: 'monthsKnown' },
      'Não, é só isso. Bom trabalho',
    ],
    expected: {
      relationship: { has: ['patrão'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      strengths: { has: ['cozinha alentejana'] },
      improvements: { has: ['trabalha demais'] },
      wouldRehire: true,
      monthsKnown: 40,
    },
    outcome: 'completed',
  },
  // ───────────── Thirty-fourth blind set, tenant: pt-academia (funcao, horas, modalidades, seguranca, pontualidade?, alunos?, registro?, recontratar, obs?)
  {
    id: 'pt-t83',
    title:
      'Boa Vista (Roraima), the owner of a gym on pt-academia about a Venezuelan trainer: "Ele era personal, mas também dava aula de spinning à noite" (asked which: Personal trainer), hours as clock times ("Das 5h às 9h e das 17h às 21h, de segunda a sexta": asked again, 40), "Pilates não, aqui só fisioterapeuta dá pilates" (three classes), a clock time before the rating ("Às 5 da manhã ele já tava na porta esperando abrir kkkk nota 5"), "Uns 20, 25 por mês" (asked again: 20), "Ainda não, ele tá revalidando o diploma da Venezuela" (no), "Paresque ele vai pra Manaus" kept',
    tags: ['portuguese', 'multiple', 'range', 'negation', 'unit', 'optional', 'number-in-word'],
    questionnaire: 'pt-academia',
    locale: 'pt',
    candidate: { firstName: 'Yorman José', lastName: 'Rangel Pérez' },
    says: [
      'Boa tarde. Ele era personal, mas também dava aula de spinning à noite',
      { retry: 'Personal, principalmente', key: 'funcao' },
      'Das 5h às 9h e das 17h às 21h, de segunda a sexta',
      { retry: 'Dá umas 40 horas por semana', key: 'horas' },
      'Musculação, funcional e spinning. Pilates não, aqui só fisioterapeuta dá pilates',
      'Nunca deixou aluno pegar carga errada. 5',
      'Às 5 da manhã ele já tava na porta esperando abrir kkkk nota 5',
      'Uns 20, 25 por mês',
      { retry: 'Coloca 20', key: 'alunos' },
      'Ainda não, ele tá revalidando o diploma da Venezuela',
      'Com certeza',
      'Paresque ele vai pra Manaus né. Vai fazer falta aqui',
    ],
    expected: {
      funcao: 'Personal trainer',
      horas: 40,
      modalidades: ['Musculação', 'Funcional / cross training', 'Spinning / bike indoor'],
      seguranca: 5,
      pontualidade: 5,
      alunos: 20,
      registro: false,
      recontratar: true,
      obs: { has: ['falta'] },
    },
    outcome: 'completed',
  },
  // ───────────── Thirty-fourth blind set, built-in
  {
    id: 'pt-r64',
    title:
      'Teresina (Piauí), a supermarket supervisor ("Rapaz", "arretada"): a school grade on the 1-5 rating ("Nota 8": asked again, "Ah, é de 1 a 5? Então 4"), numbers that are not the answer ("uns 40 clientes por hora … 5", "Chegava 6h10 pro turno das 6h30"), a reliability told with no number (asked again: 5), "4 ou 5, sei lá" (asked again: 4), "Ela nunca foi líder não, pula essa" (blank), improvements refused in writing with his own mobile ("Isso prefiro falar por telefone, me liga no (86) 99812-3456 depois das 18h": nothing stored), "Se ela quiser voltar a vaga é dela" (yes, with no sim), "Dois anos e pouco" (asked again: 26)',
    tags: ['portuguese', 'number-in-word', 'range', 'hedge', 'skip', 'unit'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Francisca das Chagas', lastName: 'Sousa Lima' },
    to: [
      'rel',
      'com',
      'com',
      'tec',
      'tea',
      'rlb',
      'rlb',
      'pro',
      'pro',
      'lea',
      'str',
      'imp',
      'reh',
      'mon',
      'mon',
      'cmt',
    ],
    says: [
      'Rapaz, eu fui supervisor dela no Atacadão da Miguel Rosa, ela era operadora de caixa',
      'Nota 8',
      { retry: 'Ah, é de 1 a 5? Então 4', key: 'communication' },
      'Fechava o caixa sem diferença de um centavo, passava uns 40 clientes por hora. 5',
      'Arretada, ajudava todo mundo. 5',
      'Chegava 6h10 pro turno das 6h30, só faltou quando o menino nasceu',
      { retry: 'Coloca 5', key: 'reliability' },
      '4 ou 5, sei lá',
      { retry: 'Fica 4', key: 'problem_solving' },
      'Ela nunca foi líder não, pula essa',
      'Honesta e rápida no caixa',
      'Isso prefiro falar por telefone, me liga no (86) 99812-3456 depois das 18h',
      'Se ela quiser voltar a vaga é dela',
      'Dois anos e pouco',
      { retry: '26 meses', key: 'monthsKnown' },
      'Só isso mesmo, valeu',
    ],
    expected: {
      relationship: { has: ['supervisor'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      strengths: { has: ['Honesta'] },
      wouldRehire: true,
      monthsKnown: 26,
    },
    outcome: 'completed',
  },
  // ───────────── Thirty-fourth blind set, tenant: pt-academia
  {
    id: 'pt-t84',
    title:
      'Almada (Setúbal), the technical coordinator of a "ginásio" on pt-academia, in European Portuguese: "Era PT cá no ginásio" (Personal trainer), "Part-time. 20h semanais, às vezes 25 em Janeiro com as resoluções de ano novo 😂" (20), "Sala de musculação, cross training e body pump" (body pump is no option), "Cinco" in words, "Passo" on the optional punctuality (blank), "uns 12 clientes fixos de PT" (12), "Tem a cédula do IPDJ, sim" as the equivalent of the CREF (yes)',
    tags: ['portuguese', 'words', 'skip', 'hedge', 'multiple', 'optional', 'emoji'],
    questionnaire: 'pt-academia',
    locale: 'pt',
    candidate: { firstName: 'Thaynara', lastName: 'Gonçalves de Melo' },
    says: [
      'Olá! Era PT cá no ginásio',
      'Part-time. 20h semanais, às vezes 25 em Janeiro com as resoluções de ano novo 😂',
      'Sala de musculação, cross training e body pump',
      'Muito atenta, corrige a postura a toda a gente. Cinco',
      'Passo',
      'Tinha uns 12 clientes fixos de PT',
      'Tem a cédula do IPDJ, sim, renovada este ano',
      'Sim, sem dúvida',
      'Não, obrigada. Bom fim de semana!',
    ],
    expected: {
      funcao: 'Personal trainer',
      horas: 20,
      modalidades: ['Musculação', 'Funcional / cross training'],
      seguranca: 5,
      alunos: 12,
      registro: true,
      recontratar: true,
    },
    outcome: 'completed',
  },
  // ───────────── Thirty-fourth blind set, tenant: pt-farmacia (funcao, meses, areas?, atendimento, cuidado?, caixa?, clientes?, recontratar, obs?)
  {
    id: 'pt-t85',
    title:
      'Luanda, the owner of a pharmacy on pt-farmacia, in Angolan words ("bué", "os kotas", "Xé", "Ya", "bazou"): "aqui em Luanda chamamos técnica de farmácia, atendia no balcão" (Balconista), months as dry seasons ("Ficou connosco 3 cacimbos": asked again, 36), "vacinas da febre amarela" (Injetáveis e vacinas), a medicine named beside the rating ("trocou o Coartem pelo paracetamol mas viu a tempo. Dou 4"), "Xé, fechava sim, às 22h" (yes), "Dia de salário uns 200, dia normal 80" (asked again: 80), "Ela bazou pra Portugal, mas se voltar tem lugar" kept',
    tags: ['portuguese', 'unit', 'multiple', 'optional', 'range', 'number-in-word'],
    questionnaire: 'pt-farmacia',
    locale: 'pt',
    candidate: { firstName: 'Indira', lastName: 'Kassoma Neto' },
    says: [
      'Boa tarde. Era balconista, aqui em Luanda chamamos técnica de farmácia, atendia no balcão',
      'Ficou connosco 3 cacimbos',
      { retry: 'Três anos, 36 meses', key: 'meses' },
      'Balcão e vacinas da febre amarela',
      'Atende bué bem, os kotas gostam dela. 5',
      'Uma vez trocou o Coartem pelo paracetamol mas viu a tempo. Dou 4',
      'Xé, fechava sim, às 22h',
      'Dia de salário uns 200, dia normal 80',
      { retry: 'Põe 80', key: 'clientes' },
      'Ya, claro',
      'Ela bazou pra Portugal, mas se voltar tem lugar',
    ],
    expected: {
      funcao: 'Balconista / atendente (técnico auxiliar de farmácia)',
      meses: 36,
      areas: ['Balcão e dispensa de medicamentos', 'Injetáveis e vacinas'],
      atendimento: 5,
      cuidado: 4,
      caixa: true,
      clientes: 80,
      recontratar: true,
      obs: { has: ['Portugal'] },
    },
    outcome: 'completed',
  },
  // ───────────── Thirty-sixth blind set, built-in
  {
    id: 'pt-r65',
    title:
      'Pomerode (Santa Catarina), the German-Brazilian owner of a furniture workshop whose marceneiro is also his son-in-law ("E é meu genro também, mas isso não muda nada"), a voice-message placeholder where the technical rating should be ("🎤 Áudio (0:38)": asked again, 5), a deleted-message placeholder on reliability ("Esta mensagem foi apagada": asked again, "nem na Oktoberfest"), "bem alemão kkk. 3", "Gut. 4", "Ich weiß nicht... não sei, ele nunca chefiou" (blank), "Recontratava" (a yes by saying the verb back), "Desde 2019" with no end (asked again: 60), "Danke, tschüss" that is no comment',
    tags: ['portuguese', 'off-topic', 'dont-know', 'german', 'emoji', 'unit'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Lucas Henrique', lastName: 'Schroeder' },
    to: [
      'rel',
      'com',
      'tec',
      'tec',
      'tea',
      'rlb',
      'rlb',
      'pro',
      'lea',
      'str',
      'imp',
      'reh',
      'mon',
      'mon',
      'cmt',
    ],
    says: [
      'Bom dia, guten Tag. Sou o dono da Móveis Krüger, ele trabalhou comigo de marceneiro. E é meu genro também, mas isso não muda nada 😅',
      'Ele fala pouco, é bem alemão kkk. 3',
      '🎤 Áudio (0:38)',
      {
        retry: 'Desculpa, mandei áudio sem querer. Técnica 5, faz uma cristaleira sozinho',
        key: 'technical_skill',
      },
      'Gut. 4',
      'Esta mensagem foi apagada',
      { retry: '5. Nunca faltou, nem na Oktoberfest', key: 'reliability' },
      '4',
      'Ich weiß nicht... não sei, ele nunca chefiou ninguém',
      'Capricho no acabamento, lixa tudo à mão',
      'Orçamento. Erra no preço, cobra pouco dos clientes',
      'Recontratava. Mas agora ele quer abrir a marcenaria dele',
      'Desde 2019',
      { retry: 'De março de 2019 a março de 2024, 60 meses', key: 'monthsKnown' },
      'Danke, tschüss',
    ],
    expected: {
      relationship: { has: ['marceneiro'] },
      communication: 3,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 4,
      strengths: { has: ['acabamento'] },
      improvements: { has: ['preço'] },
      wouldRehire: true,
      monthsKnown: 60,
    },
    outcome: 'completed',
  },
  // ───────────── Thirty-sixth blind set, tenant: pt-mudancas
  {
    id: 'pt-t86',
    title:
      'Juiz de Fora (Minas Gerais), the owner of a small removals firm on pt-mudancas: "Ele era chapa, trabalhava por diária" (Ajudante / carregador(a), asked again if need be), "Um ano e dez meses, contando os 2 meses de experiência" (22), tasks with one refused ("Içamento não, ele tem pavor de altura"), "Riscou uma cristaleira de 3 mil reais … 4", "As madames adoram ele 😂 5", "Semana boa 6, 7 mudanças. Fim de mês … chega a 10" (asked again: 6), "Tem. D, inclusive" and "Contrataria" (yeses by saying the verb back), "Não, só isso"',
    tags: ['portuguese', 'multiple', 'range', 'number-in-word', 'emoji', 'optional', 'negation'],
    questionnaire: 'pt-mudancas',
    locale: 'pt',
    candidate: { firstName: 'Wesley', lastName: 'Aparecido Nogueira' },
    says: [
      'Bom dia! Ele era chapa, trabalhava por diária com a gente',
      { retry: 'Ajudante, carregador', key: 'funcao' },
      'Um ano e dez meses, contando os 2 meses de experiência',
      'Carregava, embalava tudo com plástico bolha e cobertor, e desmontava guarda-roupa como ninguém. Içamento não, ele tem pavor de altura',
      'Riscou uma cristaleira de 3 mil reais uma vez, mas pagou do bolso dele. Fora isso nunca quebrou nem um copo. 4',
      'As madames adoram ele 😂 5',
      'Semana boa 6, 7 mudanças. Fim de mês, quando vence aluguel, chega a 10',
      { retry: 'Põe 6', key: 'mudancas' },
      'Tem. D, inclusive',
      'Contrataria. Só saiu porque foi tentar a vida em Portugal',
      'Não, só isso',
    ],
    expected: {
      funcao: 'Ajudante / carregador(a)',
      meses: 22,
      tarefas: [
        'Embalagem e proteção dos objetos',
        'Carga e descarga',
        'Desmontagem e montagem de móveis',
      ],
      cuidado: 4,
      trato: 5,
      mudancas: 6,
      cnh: true,
      recontratar: true,
    },
    outcome: 'completed',
  },
  // ───────────── Thirty-sixth blind set, built-in
  {
    id: 'pt-r66',
    title:
      'Uberlândia (Minas Gerais), the pedagogical coordinator of a private school about a classroom assistant, rating in the school\'s concept letters ("Conceito MB, como a gente usa aqui na escola": asked again, "MB é muito bom, põe 5"; "B" asked again, 4), "Nó, excelente … 5", "Faltou 3 vezes em 2 anos … 5", "Uai, depende do problema … 3", "Ela é auxiliar, não lidera ninguém. Deixa em branco", "Recontrataria? Recontrataria sim" (the question said back), "2 anos letivos, 2023 e 2024" (asked again: 22), a question back where the comment is asked ("Vocês são de qual escola?"), then "mais nada"',
    tags: ['portuguese', 'number-in-word', 'question-back', 'skip', 'unit', 'emoji'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Thaís', lastName: 'Borges Resende' },
    to: [
      'rel',
      'com',
      'com',
      'tec',
      'tec',
      'tea',
      'rlb',
      'pro',
      'lea',
      'str',
      'imp',
      'reh',
      'mon',
      'mon',
      'cmt',
      'cmt',
    ],
    says: [
      'Boa tarde! Sou coordenadora pedagógica do Colégio Ipê, a Thaís foi auxiliar de classe no infantil comigo',
      'Conceito MB, como a gente usa aqui na escola 😊',
      { retry: 'Ah, desculpa, vício de escola kkk. MB é muito bom, põe 5', key: 'communication' },
      'B',
      { retry: 'B é bom, 4', key: 'technical_skill' },
      'Nó, excelente, ajudava todo mundo. 5',
      'Faltou 3 vezes em 2 anos, todas com atestado. 5',
      'Uai, depende do problema né kkk. Criança chorando ela resolve, pai bravo ela ainda trava. 3',
      'Ela é auxiliar, não lidera ninguém. Deixa em branco',
      'Paciência infinita com os pequenos e criatividade nas atividades',
      'Precisa se impor mais com as famílias',
      'Recontrataria? Recontrataria sim, e já indiquei ela pra vaga de professora',
      '2 anos letivos, 2023 e 2024',
      { retry: 'Põe 22 meses', key: 'monthsKnown' },
      'Vocês são de qual escola? Ela vai ser professora regente?',
      { retry: 'Ah tá. Não, mais nada, obrigada', key: 'comments' },
    ],
    expected: {
      relationship: { has: ['auxiliar'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      problem_solving: 3,
      strengths: { has: ['Paciência'] },
      improvements: { has: ['impor'] },
      wouldRehire: true,
      monthsKnown: 22,
    },
    outcome: 'completed',
  },
  // ───────────── Thirty-sixth blind set, tenant: pt-oficina
  {
    id: 'pt-t87',
    title:
      'Tete (Mozambique), the owner of a heavy-vehicle workshop on pt-oficina, who answers the scanner ahead in the first message ("E já adianto que sabe mexer no scanner, o Launch": yes, not asked again), the vehicles in Mozambican words ("Chapas, camiões da mina e motorizadas. Ligeiros também"), years over two workshops to be added ("Comigo 6 anos … mais uns 3": asked again, 9), "Carro que ele arranja não volta. 5", "Contratava" (a yes by saying the verb back), "Fala Nyungwe e Sena com os clientes" kept',
    tags: ['portuguese', 'multi-answer', 'multiple', 'hedge', 'unit', 'number-in-word'],
    questionnaire: 'pt-oficina',
    locale: 'pt',
    candidate: { firstName: 'Celso', lastName: 'Mutemba' },
    says: [
      'Bom dia. Era mecânico de pesados na minha oficina. E já adianto que sabe mexer no scanner, o Launch',
      'Chapas, camiões da mina e motorizadas. Ligeiros também, claro',
      'Comigo 6 anos. Antes esteve na oficina da Vale em Moatize, mais uns 3',
      { retry: 'Põe 9', key: 'anos' },
      'Carro que ele arranja não volta. 5',
      { retry: 'Sabe, sim', key: 'scanner' },
      'Contratava. Só saiu porque a esposa foi colocada em Maputo',
      'Fala Nyungwe e Sena com os clientes, isso ajuda muito aqui em Tete',
    ],
    expected: {
      funcao: 'Mecânico(a)',
      veiculos: ['Carros de passeio', 'Motos', 'Caminhões e ônibus'],
      anos: 9,
      qualidade: 5,
      scanner: true,
      recontratar: true,
      obs: { has: ['Nyungwe'] },
    },
    outcome: 'completed',
  },
  // ───────────── Thirty-sixth blind set, tenant: pt-mudancas
  {
    id: 'pt-t88',
    title:
      'Lisbon, the owner of a removals company on pt-mudancas in European Portuguese: "Era o motorista do camião grande, o de 12 toneladas" (Motorista), "de Outubro de 2022 a Março de 2025" (asked again: 29), "içava as coisas pela janela com o monta-móveis. Desmontar móveis não", care told with no number and a floor that is no rating ("um piano para um 4.º andar em Alfama": asked again, 5), "Isso não sei dizer" (blank), "No Verão, com os estudantes de Erasmus, umas 8. No Inverno 3 ou 4" (asked again: 5), "carta de pesados" for the lorry licence (yes), "Contratava" (yes), a remark with his signature',
    tags: [
      'portuguese',
      'multiple',
      'range',
      'negation',
      'number-in-word',
      'dont-know',
      'optional',
    ],
    questionnaire: 'pt-mudancas',
    locale: 'pt',
    candidate: { firstName: 'Adilson', lastName: 'Chipenda Cassule' },
    says: [
      'Boa tarde. Era o motorista do camião grande, o de 12 toneladas',
      'Esteve connosco de Outubro de 2022 a Março de 2025',
      { retry: '29 meses, vi agora no processo dele', key: 'meses' },
      'Carregava e descarregava, e nos prédios sem elevador içava as coisas pela janela com o monta-móveis. Desmontar móveis não, isso é com os montadores',
      'Cuidadoso. Nunca partiu nada, e olhe que levámos um piano para um 4.º andar em Alfama',
      { retry: 'Cinco, pois claro', key: 'cuidado' },
      'Isso não sei dizer, falava pouco com os clientes, quem falava era o encarregado',
      'Depende. No Verão, com os estudantes de Erasmus, umas 8. No Inverno 3 ou 4',
      { retry: 'Ponha 5 de média', key: 'mudancas' },
      'Tem carta de pesados, claro, senão não conduzia o camião',
      'Contratava. Aliás, já lhe liguei a perguntar se queria voltar',
      'É angolano, do Huambo, muito trabalhador e educado.\nCumprimentos,\nRui Paixão\nMudanças Paixão & Filhos, Lda.',
    ],
    expected: {
      funcao: 'Motorista',
      meses: 29,
      tarefas: ['Carga e descarga', 'Içamento pela janela ou sacada'],
      cuidado: 5,
      mudancas: 5,
      cnh: true,
      recontratar: true,
      obs: { has: ['trabalhador'] },
    },
    outcome: 'completed',
  },
  // ───────────── Thirty-eighth blind set (2026-12-02), built-in
  {
    id: 'pt-r67',
    title:
      'Chimoio (Manica, Mozambique), the owner of a farm-supply shop writing Portuguese with Shona and Zimbabwean English ("Mangwanani", "Zvakanaka. 5", "Sharp, 4 também", "shamwari", "Ndatenda"), a street named after a date ("na Avenida 25 de Setembro"), punctuality told with no number ("mesmo na época das chuvas, quando a estrada de Sussundenga fica péssima": asked again, 5), "3 ou 4... ponha 3", "Não sei, não tinha ninguém abaixo dele" (blank), months as a farming season with no end ("Desde a campanha agrícola 2021/2022": asked again, 42), a thank-you that is no comment',
    tags: ['portuguese', 'number-in-word', 'range', 'dont-know', 'unit', 'words'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Armando', lastName: 'Chirindza' },
    to: [
      'rel',
      'com',
      'tec',
      'tea',
      'rlb',
      'rlb',
      'pro',
      'lea',
      'str',
      'imp',
      'reh',
      'mon',
      'mon',
      'cmt',
    ],
    says: [
      'Mangwanani. Sou o dono da loja de insumos agrícolas na Avenida 25 de Setembro, o Armando era meu vendedor',
      'Fala com os camponeses em chiteve, ndau e português. Zvakanaka. 5',
      'Conhece as sementes e os adubos maningue bem. Quatro',
      'Sharp, 4 também',
      'Abria a loja às 6h30 mesmo na época das chuvas, quando a estrada de Sussundenga fica péssima',
      { retry: 'Desculpa. 5', key: 'reliability' },
      '3 ou 4... ponha 3',
      'Não sei, não tinha ninguém abaixo dele',
      'Honesto, nunca faltou dinheiro na caixa. E os camponeses confiam nele',
      'Precisa aprender a usar o computador, ainda faz tudo no caderno',
      'Sim, shamwari, sem problema',
      'Desde a campanha agrícola 2021/2022',
      { retry: 'Uns 3 anos e meio. Ponha 42 meses', key: 'monthsKnown' },
      'Ndatenda',
    ],
    expected: {
      relationship: { has: ['vendedor'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 4,
      reliability: 5,
      problem_solving: 3,
      strengths: { has: ['Honesto'] },
      improvements: { has: ['computador'] },
      wouldRehire: true,
      monthsKnown: 42,
    },
    outcome: 'completed',
  },
  // ───────────── Thirty-eighth blind set, tenant: pt-solda (funcao, anos, processos, qualidade, seguranca?, qualificado?, horas?, recontratar, obs?)
  {
    id: 'pt-t89',
    title:
      'Suape (Ipojuca, Pernambuco), a welding supervisor at a shipyard on pt-solda ("boy", "lapada", "Vixe", "visse"): years with a gap ("Entrou em 2013 quando o estaleiro abriu, saiu na crise de 2015 e voltou em 2019": asked again, 9), "Eletrodo 7018 e arame. No passe de raiz faz TIG. Maçarico é com o pessoal do corte" where "arame" is MIG/MAG or flux-cored (asked again: tubular), "uns 2%" of X-ray rejections beside a 5, "nota 10" on a 1-5 rating (asked again, 5), "qualificado na 6G pela ASME" (yes), "umas 5, 6 horas do turno de 9" (asked again, 5), "na hora!" (yes)',
    tags: ['portuguese', 'multiple', 'number-in-word', 'range', 'unit', 'optional'],
    questionnaire: 'pt-solda',
    locale: 'pt',
    candidate: { firstName: 'Josivaldo', lastName: 'Ferreira da Silva' },
    says: [
      'Boa tarde, boy. Ele era soldador de estrutura aqui no estaleiro, no bloco do casco',
      'Entrou em 2013 quando o estaleiro abriu, saiu na crise de 2015 e voltou em 2019. Tá até hoje',
      { retry: 'Conta uns 9 anos de solda então, fora o tempo parado', key: 'anos' },
      'Eletrodo 7018 e arame. No passe de raiz faz TIG. Maçarico é com o pessoal do corte',
      {
        retry: 'Arame tubular, o MIG quase não se usa aqui. Então eletrodo, tubular e TIG',
        key: 'processos',
      },
      'No ultrassom e no raio-x reprova quase nada, uns 2%. Lapada de solda bonita. 5',
      'Segurança nota 10, nunca vi ele sem a máscara e o avental de raspa',
      { retry: 'Ah, é de 1 a 5 né? 5 então', key: 'seguranca' },
      'É qualificado na 6G pela ASME, tá na validade até março',
      'Arco aberto mesmo umas 5, 6 horas do turno de 9',
      { retry: 'Bota 5', key: 'horas' },
      'Vixe, na hora! Se o estaleiro pegar encomenda nova ele volta',
      'Só que é meio cabeça quente com quem atrasa a montagem do bloco. Mas é gente boa demais, visse',
    ],
    expected: {
      funcao: 'Soldador(a)',
      anos: 9,
      processos: ['Eletrodo revestido', 'TIG', 'Arame tubular'],
      qualidade: 5,
      seguranca: 5,
      qualificado: true,
      horas: 5,
      recontratar: true,
      obs: { has: ['cabeça quente'] },
    },
    outcome: 'completed',
  },
  // ───────────── Thirty-eighth blind set, built-in
  {
    id: 'pt-r68',
    title:
      'Dungannon (Northern Ireland), a Timorese team leader at a meat plant writing Portuguese with Tetum and Northern Irish English ("Botarde", "boning hall", "Diak liu. 5", "He\'s sound, como dizem cá", "Aye, claro que sim", "Obrigada barak"), "desossa 40 pernas por hora" beside a 5, "Isso não posso dizer, quando há problema na linha quem resolve é o supervisor" (blank), "2, ainda é muito novo", months corrected in the same message with no end ("Desde o Natal de 2022... não, 2023, quando chegou de Timor": asked again, 36), a remark about money sent home',
    tags: ['portuguese', 'number-in-word', 'correction', 'emoji', 'unit', 'dont-know'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Agostinho', lastName: 'da Costa Soares' },
    to: ['rel', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'mon', 'cmt'],
    says: [
      'Botarde! Sou a Zélia, team leader na fábrica de carne em Dungannon, na Irlanda do Norte. O Agostinho trabalhou na minha linha no boning hall, eu era a chefe dele',
      'Ele fala tétum, português e o inglês daqui, que é difícil, é "wee" isto e "wee" aquilo 😂 Com os supervisores irlandeses às vezes não percebe. Um 3',
      'Com a faca é muito bom, desossa 40 pernas por hora. Diak liu. 5',
      "A malta gosta dele, os lituanos, os polacos, os irlandeses. He's sound, como dizem cá. 4",
      'Nunca faltou. 5',
      'Isso não posso dizer, quando há problema na linha quem resolve é o supervisor',
      '2, ainda é muito novo',
      'Rápido, limpo, cuidadoso com a higiene',
      'O inglês. E tem de perguntar quando não percebe, em vez de dizer yes yes',
      'Aye, claro que sim',
      'Desde o Natal de 2022... não, 2023, quando chegou de Timor',
      { retry: 'Três anos, põe 36 meses', key: 'monthsKnown' },
      'Ele manda dinheiro para a família em Baucau todos os meses, é um bom rapaz. Obrigada barak',
    ],
    expected: {
      relationship: { has: ['chefe'] },
      communication: 3,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      leadership: 2,
      strengths: { has: ['higiene'] },
      improvements: { has: ['inglês'] },
      wouldRehire: true,
      monthsKnown: 36,
      comments: { has: ['bom rapaz'] },
    },
    outcome: 'completed',
  },
  // ───────────── Thirty-eighth blind set, tenant: pt-solda
  {
    id: 'pt-t90',
    title:
      'Viana do Castelo (Minho), the older owner of a serralharia who writes a few words at a time in European Portuguese: two trades at once ("Serralheiro e soldador": asked which, Serralheiro), "Vinte anos. Desde aprendiz", Portugal\'s words for the processes ("Elétrodo e fio contínuo. TIG também faz, mas menos": MIG/MAG for the fio contínuo), "Bom" with no number (asked again, 4), "Nem sempre usa a máscara. 3", a bare "Não" on the optional qualification (no), "Depende da obra" (asked again, 6), "Não, home. Bom trabalho" that is no remark',
    tags: ['portuguese', 'short', 'multiple', 'words', 'negation', 'optional'],
    questionnaire: 'pt-solda',
    locale: 'pt',
    candidate: { firstName: 'Rui Miguel', lastName: 'Amorim Lima' },
    says: [
      'Serralheiro e soldador',
      { retry: 'Ponha serralheiro', key: 'funcao' },
      'Vinte anos. Desde aprendiz',
      'Elétrodo e fio contínuo. TIG também faz, mas menos',
      'Bom',
      { retry: '4', key: 'qualidade' },
      'Nem sempre usa a máscara. 3',
      'Não',
      'Depende da obra',
      { retry: 'Umas seis', key: 'horas' },
      'Sim',
      'Não, home. Bom trabalho',
    ],
    expected: {
      funcao: 'Serralheiro(a)',
      anos: 20,
      processos: ['Eletrodo revestido', 'MIG/MAG', 'TIG'],
      qualidade: 4,
      seguranca: 3,
      qualificado: false,
      horas: 6,
      recontratar: true,
    },
    outcome: 'completed',
  },
  // ───────────── Thirty-eighth blind set, tenant: pt-salao (funcao, servicos, clientes, capricho, clientela?, confianca, obs?)
  {
    id: 'pt-t91',
    title:
      'Willesden (London), a Brazilian salon owner on pt-salao in Portuglês with the salon\'s English jargon ("hairdresser", "Cut, blow-dry, balayage, highlights", "box braids", "gel e acrylic é com a Thaynara": no nails), a role with a side task ("Às vezes ajudava na recepção": Cabeleireiro(a)), clients per weekday and per Saturday ("Weekdays uns 6, sábado chegava a 12 fácil": asked again, 7), "5 stars ⭐", her own clientele as a grievance ("levou metade das clientes pro salão dela em Harlesden": yes), a negative answer on the required question ("Sinceramente? Hoje não. Mas durante 2 anos deixei a chave com ela": no), "Good luck pra ela"',
    tags: ['portuguese', 'multiple', 'negation', 'unit', 'emoji', 'number-in-word'],
    questionnaire: 'pt-salao',
    locale: 'pt',
    candidate: { firstName: 'Kézia', lastName: 'Nascimento Prado' },
    says: [
      'Hi! Ela era hairdresser aqui no salão, cabeleireira. Às vezes ajudava na recepção quando a menina faltava',
      { retry: 'Cabeleireira', key: 'funcao' },
      'Cut, blow-dry, balayage, highlights, tudo. E box braids, ela é ótima de trança. Unhas não, gel e acrylic é com a Thaynara',
      'Weekdays uns 6, sábado chegava a 12 fácil',
      { retry: 'Média uns 7 por dia', key: 'clientes' },
      'Impecável, as clientes postam tudo no Instagram. 5 stars ⭐',
      'Sim, e esse foi o problema kkk. Quando saiu levou metade das clientes pro salão dela em Harlesden',
      'Sinceramente? Hoje não. Mas durante 2 anos deixei a chave com ela sem problema nenhum',
      'Profissional ela é top, isso ninguém tira dela. Good luck pra ela',
    ],
    expected: {
      funcao: 'Cabeleireiro(a)',
      servicos: ['Corte', 'Coloração e mechas', 'Escova e progressiva', 'Tranças'],
      clientes: 7,
      capricho: 5,
      clientela: true,
      confianca: false,
      obs: { has: ['top'] },
    },
    outcome: 'completed',
  },
  // ───────────── Fortieth blind set, built-in
  {
    id: 'pt-r69',
    title:
      'Praia da Vitória (Terceira, the Azores), the manager of a hardware store beside the Lajes air base: ratings written like app reviews ("5.0 ⭐, como os americanos da Base escrevem nas avaliações do Google", "4.0"), a range with an en dash ("4–5": asked again, 4), "nem no dia da tourada à corda na rua dela 😄 5", "Nã sei dizer" and "Nã se aplica" (blank), a yes with two negations in it ("Se a loja não fechasse ela nem saía. Claro que sim"), months abbreviated ("3a e 4m": 40), good wishes and a signature that are no comment',
    tags: ['portuguese', 'emoji', 'range', 'dont-know', 'number-in-word', 'unit', 'negation'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Sónia', lastName: 'Bettencourt Meneses' },
    to: ['rel', 'com', 'tec', 'tea', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      'Boa tarde. Sou o José Ávila, gerente da Ferragens Ilha Terceira, na Praia da Vitória. A Sónia trabalhou comigo ao balcão, eu era o gerente dela',
      '5.0 ⭐, como os americanos da Base escrevem nas avaliações do Google',
      'Sabe onde está cada parafuso da loja, e olhe que são milhares. 4.0',
      'Dá-se bem com toda a gente. 4–5',
      { retry: 'Ponha 4', key: 'teamwork' },
      'Nunca faltou, nem no dia da tourada à corda na rua dela 😄 5',
      'Nã sei dizer. Problemas quem resolve sou eu',
      'Nã se aplica',
      'Honesta e simpática. Os clientes da Base pedem por ela porque fala inglês',
      'Às vezes é lenta no computador, na faturação',
      'Se a loja não fechasse ela nem saía. Claro que sim',
      '3a e 4m',
      'Desejo-lhe tudo de bom no continente. Cumprimentos, José Ávila',
    ],
    expected: {
      relationship: { has: ['gerente'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 4,
      reliability: 5,
      strengths: { has: ['Honesta'] },
      improvements: { has: ['faturação'] },
      wouldRehire: true,
      monthsKnown: 40,
    },
    outcome: 'completed',
  },
  // ───────────── Fortieth blind set, tenant: pt-acougue (funcao, anos, tarefas, higiene, atendimento?, quilos?, curso?, recontratar, obs?)
  {
    id: 'pt-t92',
    title:
      'Corumbá (the Pantanal, Mato Grosso do Sul), the chatty owner of a butcher\'s: the role with him beside the one the candidate started in elsewhere ("era açougueiro aqui comigo, mas começou como desossador lá no frigorífico de Ladário": Açougueiro(a)), "No ramo uns 10 anos, 6 aqui comigo" (10), Brazilian cuts and "a linguiça de Maracaju" for the options, "Balcão pouco, só no sábado" (still ticked), "a vigilância sanitária … elogiou a câmara. Nota 5" (the câmara is no task of his), kilos given in arrobas ("Umas 20 arrobas por dia": asked again, 300), "Contratava de novo, ô se contratava!" (yes), a football joke as the remark',
    tags: ['portuguese', 'long', 'multiple', 'unit', 'number-in-word', 'emoji', 'optional'],
    questionnaire: 'pt-acougue',
    locale: 'pt',
    candidate: { firstName: 'Cleiton', lastName: 'Arruda Benites' },
    says: [
      'Boa tarde! Aqui é o Seu Ademir, do Açougue Pantanal, em Corumbá. O Cleiton era açougueiro aqui comigo, mas começou como desossador lá no frigorífico de Ladário, antes de vir pra cá',
      'No ramo uns 10 anos, 6 aqui comigo',
      'Desossa o dianteiro e o traseiro, faz os cortes, picanha, costela pro churrasco, bife. A linguiça de Maracaju quem faz é ele também. Balcão pouco, só no sábado que o movimento é grande',
      'Capricho total, a vigilância sanitária passou aqui mês passado e até elogiou a câmara. Nota 5',
      'No sábado ele atende bem, educado, brinca com a freguesia. 4',
      'Umas 20 arrobas por dia',
      { retry: 'Dá uns 300 quilos', key: 'quilos' },
      'Fez o curso de boas práticas do Senac ano passado',
      'Contratava de novo, ô se contratava!',
      'Só que ele é corintiano 😂 fora isso, nota mil',
    ],
    expected: {
      funcao: 'Açougueiro(a)',
      anos: 10,
      tarefas: [
        'Desossa e desmancha',
        'Cortes e porcionamento',
        'Atendimento no balcão',
        'Moída, temperados e linguiças',
      ],
      higiene: 5,
      atendimento: 4,
      quilos: 300,
      curso: true,
      recontratar: true,
      obs: { has: ['corintiano'] },
    },
    outcome: 'completed',
  },
  // ───────────── Fortieth blind set, built-in
  {
    id: 'pt-r70',
    title:
      'Brockton (Massachusetts), a Cape Verdean night supervisor at a cleaning contractor in a hurry, a few words at a time in Portuguese, Kriolu and English ("Sorry, tô no trabalho", "Dretu. 4", "Atrasada mutu bes. 2", "N ka sabe" (blank), "n/a"), a thumbs-down alone on would-rehire (no), months since "o Thanksgiving do ano passado" (asked again, 12), "Ntá bai. Gotta go" as no comment',
    tags: ['portuguese', 'short', 'emoji', 'dont-know', 'negation', 'unit', 'words'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Edileusa', lastName: 'Monteiro Fortes' },
    to: ['rel', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'mon', 'cmt'],
    says: [
      'Oi. Sou supervisora dela na cleaning company, night shift no hospital. Sorry, tô no trabalho, vou ser rápida',
      '3',
      '3',
      'Dretu. 4',
      'Atrasada mutu bes. 2',
      'N ka sabe',
      'n/a',
      'Limpa bem os quartos quando tá lá',
      'Chegar na hora. E largar o celular',
      '👎',
      'Desde o Thanksgiving do ano passado',
      { retry: 'Um ano, 12 meses', key: 'monthsKnown' },
      'Ntá bai. Gotta go',
    ],
    expected: {
      relationship: { has: ['supervisora'] },
      communication: 3,
      technical_skill: 3,
      teamwork: 4,
      reliability: 2,
      strengths: { has: ['quartos'] },
      improvements: { has: ['na hora'] },
      wouldRehire: false,
      monthsKnown: 12,
    },
    outcome: 'completed',
  },
  // ───────────── Fortieth blind set, tenant: pt-acougue (funcao, anos, tarefas, higiene, atendimento?, quilos?, curso?, recontratar, obs?)
  {
    id: 'pt-t93',
    title:
      'Barrancos (the Alentejo, on the Spanish border), the owner of a talho and charcutaria writing Portuguese with Barranquenho\'s Spanish ("Boas", "Bueno", "pues", "Pues claro que sí, hombre"): Portugal\'s "talhante" for the butcher ("ao balcão e atrás, no corte": Açougueiro(a), not the counter), "Oito anos. Bueno, nove, que me esquecia do ano que esteve em Encinasola" (9), Portugal\'s words for the options ("Desmanchava o porco preto, fazia as febras e os bifes, e os enchidos: chouriço, paio, farinheira") and the cold chest named as the referee\'s own job ("A arca e as encomendas era eu": not ticked), kilos as pigs at the December slaughter beside a normal day (asked again, 80), "o de HACCP" (yes)',
    tags: ['portuguese', 'multiple', 'correction', 'negation', 'unit', 'words', 'optional'],
    questionnaire: 'pt-acougue',
    locale: 'pt',
    candidate: { firstName: 'Joaquim', lastName: 'Bexiga Charrua' },
    says: [
      'Boas. Era talhante cá no talho, ao balcão e atrás, no corte',
      'Oito anos. Bueno, nove, que me esquecia do ano que esteve em Encinasola, do outro lado da raia',
      'Desmanchava o porco preto, fazia as febras e os bifes, e os enchidos: chouriço, paio, farinheira. Ao balcão também. A arca e as encomendas era eu',
      'Cinco, pues',
      'As velhotas gostam muito dele, até lhe trazem bolos. 5',
      'Na matança, em Dezembro, desmanchava uns 4 porcos por dia. No resto do ano uns 80 quilos',
      { retry: 'Ponha 80, o normal', key: 'quilos' },
      'Tem o de HACCP, tirou-o em Beja',
      'Pues claro que sí, hombre',
      'Nada, obrigado',
    ],
    expected: {
      funcao: 'Açougueiro(a)',
      anos: 9,
      tarefas: [
        'Desossa e desmancha',
        'Cortes e porcionamento',
        'Atendimento no balcão',
        'Moída, temperados e linguiças',
      ],
      higiene: 5,
      atendimento: 5,
      quilos: 80,
      curso: true,
      recontratar: true,
    },
    outcome: 'completed',
  },
  // ───────────── Fortieth blind set, tenant: pt-hotelaria (funcao, horas, epocas, simpatia, haccp?, linguas?, voltaria, obs?)
  {
    id: 'pt-t94',
    title:
      'Fernando de Noronha (Pernambuco), the owner of a pousada on pt-hotelaria, which is written in Portugal\'s words: a question back first ("Antes: isso é pra qual hotel? Ela vai pra Portugal é?"), Brazil\'s "camareira" for Andares ("Aí em Portugal vocês chamam de andares né?"), "44, o normal da CLT" (44), "não tem época baixa de verdade" inside a whole year (all three seasons), "Nota máxima" (5), "HACCP? Sei não o que é isso" (blank), English "o básico" that she still used with the gringos and an Italian that is no option, a yes beside "Mas acho que não volta"',
    tags: ['portuguese', 'question-back', 'multiple', 'negation', 'emoji', 'dont-know', 'optional'],
    questionnaire: 'pt-hotelaria',
    locale: 'pt',
    candidate: { firstName: 'Rayane', lastName: 'Lins de Albuquerque' },
    says: [
      'Oi! Antes: isso é pra qual hotel? Ela vai pra Portugal é?',
      'Ah tá. Ela era camareira aqui na pousada, arrumava os quartos. Aí em Portugal vocês chamam de andares né?',
      '44, o normal da CLT',
      'O ano todo. Aqui em Noronha não tem época baixa de verdade. Natal e Réveillon também, que é quando mais enche',
      'Os hóspedes deixavam bilhetinho pra ela no travesseiro 🥰 Nota máxima',
      'HACCP? Sei não o que é isso',
      'Espanhol com os argentinos, e inglês também, o básico, mas se virava bem com os gringos. Italiano ela arranhava',
      'Se ela quiser a vaga é dela. Mas acho que não volta, casou com um cara de Recife 😂',
      'Só que o mar aqui é de outro mundo e ela nunca quis aprender a nadar 😂',
    ],
    expected: {
      funcao: 'Andares',
      horas: 44,
      epocas: ['Época alta', 'Época baixa', 'Natal e Fim do Ano'],
      simpatia: 5,
      linguas: ['Inglês', 'Espanhol'],
      voltaria: true,
      obs: { has: ['nadar'] },
    },
    outcome: 'completed',
  },
  // ───────────── Forty-second blind set, built-in (held out)
  {
    id: 'pt-r71',
    title:
      'Ribeirão Preto (interior of São Paulo), the 62-year-old owner of a chopp bar who ends nearly every message with "rsrs": months between two editions of the Agrishow fair ("Entrou na Agrishow de 2022 e saiu antes da Agrishow desse ano": asked again, 48), "6 tulipas de chope numa mão só", "Nota 5 com louvor rsrs", a rating glued to the laugh ("4rsrs": 4), "faltou 2 vezes" and "4 anos" beside a 4, a blackout on a Come-Fogo derby night beside a 5, "Liderança não sei dizer, ele era garçom, não chefe rsrs" (blank), "Claro rsrs" (yes), "Só isso rsrs. Bom domingo 🌻" as no comment',
    tags: ['portuguese', 'short', 'typos', 'number-in-word', 'unit', 'dont-know', 'emoji'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Fabrício', lastName: 'Moretti Borges' },
    to: ['rel', 'mon', 'mon', 'str', 'imp', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'reh', 'cmt'],
    says: [
      'Bom dia!! Sou o Toninho, dono do Bar do Toninho aqui em Ribeirão. O Fabrício foi garçom aqui comigo rsrs',
      'Um bom tempo rsrs. Entrou na Agrishow de 2022 e saiu antes da Agrishow desse ano',
      { retry: '48 meses', key: 'monthsKnown' },
      'Carrega 6 tulipas de chope numa mão só sem derramar rsrs. E decora o pedido da mesa inteira sem anotar',
      'Conversa demais com os clientes e esquece das outras mesas rsrs',
      'Nota 5 com louvor rsrs',
      '4rsrs',
      '5',
      'Em 4 anos faltou 2 vezes, uma foi no casamento da irmã rsrs. Dou 4',
      'Uma vez acabou a luz com o bar lotado em noite de Come-Fogo e ele organizou tudo com a lanterna do celular. 5',
      'Liderança não sei dizer, ele era garçom, não chefe rsrs',
      'Claro rsrs',
      'Só isso rsrs. Bom domingo 🌻',
    ],
    expected: {
      relationship: { has: ['dono'] },
      monthsKnown: 48,
      strengths: { has: ['tulipas'] },
      improvements: { has: ['Conversa demais'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 4,
      problem_solving: 5,
      wouldRehire: true,
    },
    outcome: 'completed',
  },
  // ───────────── Forty-second blind set, tenant: pt-eletrica (funcao, meses, servicos, seguranca, acabamento?, nr10?, chamados?, recontratar, obs?)
  {
    id: 'pt-t95',
    title:
      'Vila Real (Trás-os-Montes), the older owner of an electrical installations firm writing in the spelling before the 1990 agreement ("electricista", "eléctricos", "Janeiro", "Verão"): Portugal\'s "oficial electricista" of houses and flats (Eletricista predial/residencial), months to a relative season ("de Janeiro de 2023 até ao fim do Verão passado": asked again, 44), Portugal\'s words for the work ("quadros eléctricos, as ITED dos prédios novos e painéis fotovoltaicos … Indústria nunca fez"), a question back on the NR-10 with Portugal\'s equivalent in the same message ("O NR-10 é coisa do Brasil, não é? Cá ele está inscrito na DGEG": yes), call-outs a firm that works by the job cannot count (asked again, blank), "Contratava, pois claro" (yes)',
    tags: ['portuguese', 'multiple', 'negation', 'question-back', 'unit', 'dont-know', 'optional'],
    questionnaire: 'pt-eletrica',
    locale: 'pt',
    candidate: { firstName: 'Hélder', lastName: 'Morais Pinto' },
    says: [
      'Bom dia. Era oficial electricista cá na empresa, fazia sobretudo moradias e prédios de habitação',
      'Esteve connosco de Janeiro de 2023 até ao fim do Verão passado',
      { retry: '44 meses', key: 'meses' },
      'Instalações em moradias, quadros eléctricos, as ITED dos prédios novos e painéis fotovoltaicos nos telhados. Indústria nunca fez',
      'Nunca o vi mexer num quadro com corrente. Um 5',
      'Os quadros dele pareciam de catálogo, tudo identificado. 5',
      'O NR-10 é coisa do Brasil, não é? Cá ele está inscrito na DGEG como técnico responsável',
      'Não trabalhávamos à chamada, eram obras de semanas',
      { retry: 'Não sei dizer, deixe em branco', key: 'chamados' },
      'Contratava, pois claro',
      'Emigrou para a Suíça, mas se voltar tem cá lugar',
    ],
    expected: {
      funcao: 'Eletricista predial/residencial',
      meses: 44,
      servicos: [
        'Instalações residenciais',
        'Quadros de distribuição e comandos',
        'Energia solar (fotovoltaica)',
        'Cabeamento de rede e CFTV',
      ],
      seguranca: 5,
      acabamento: 5,
      nr10: true,
      recontratar: true,
      obs: { has: ['Suíça'] },
    },
    outcome: 'completed',
  },
  // ───────────── Forty-second blind set, built-in
  {
    id: 'pt-r72',
    title:
      'Ouro Preto (Minas Gerais), the head librarian of a university campus library typing on the library\'s computer with the caps lock inverted ("bOA TARDE. sOU A bIBLIOTECÁRIA-CHEFE …", "eLA ESTÁ AQUI DESDE O nATAL RETRASADO": asked again, then "Ai, desculpa, tava com o caps lock ligado 🤦‍♀️ São 23 meses"), "Domina o Pergamum (nosso sistema)", clock times beside a 5 ("7h às 16h"), a leak in January beside a 4, "coordena os 3 bolsistas … 4", "Ela ainda trabalha aqui, ué! Mas se fosse o caso, claro que sim" (yes), good wishes for a public exam as no comment',
    tags: ['portuguese', 'typos', 'unit', 'number-in-word', 'words', 'emoji', 'negation'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Thaís', lastName: 'Rodrigues Lana' },
    to: ['rel', 'mon', 'mon', 'str', 'imp', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'reh', 'cmt'],
    says: [
      'bOA TARDE. sOU A bIBLIOTECÁRIA-CHEFE DA bIBLIOTECA DO cAMPUS. a tHAÍS TRABALHA COMIGO COMO AUXILIAR DE BIBLIOTECA',
      'eLA ESTÁ AQUI DESDE O nATAL RETRASADO',
      { retry: 'Ai, desculpa, tava com o caps lock ligado 🤦‍♀️ São 23 meses', key: 'monthsKnown' },
      'Organizadíssima. Recatalogou sozinha o acervo de obras raras, mais de 3 mil títulos',
      'Precisa aprender a dizer não pros professores que pedem tudo pra ontem, uai',
      'Ótima com os alunos. 5',
      'Domina o Pergamum (nosso sistema) melhor que eu. Cinco',
      '4',
      'Cumpre horário certinho, 7h às 16h. Nota 5',
      'Quando a goteira molhou a seção de periódicos em janeiro ela salvou quase tudo. 4',
      'Ela coordena os 3 bolsistas do turno da manhã. 4',
      'Ela ainda trabalha aqui, ué! Mas se fosse o caso, claro que sim',
      'Não, só isso. Boa sorte pra ela no concurso',
    ],
    expected: {
      relationship: { has: ['bibliotecária'] },
      monthsKnown: 23,
      strengths: { has: ['acervo'] },
      improvements: { has: ['dizer não'] },
      communication: 5,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 4,
      leadership: 4,
      wouldRehire: true,
    },
    outcome: 'completed',
  },
  // ───────────── Forty-second blind set, tenant: pt-eletrica (funcao, meses, servicos, seguranca, acabamento?, nr10?, chamados?, recontratar, obs?)
  {
    id: 'pt-t96',
    title:
      'Camaçari (the petrochemical pole, Bahia), a maintenance supervisor with Bahian words ("Oxe", "véi", "um barril", "mermo"): an industrial electrician who covered the foreman on his holidays (asked which: Eletricista industrial), "3 anos e 2 meses certinho, contando o contrato temporário" (38), the plant\'s words for the work ("Motor, CCM, painel com CLP e inversor de frequência. Residencial nunca. Solar também não"), "LOTO sempre … nem na parada de 2024 … 5", "os diagramas as built ele enrola, véi. 4", "NR-10 básico e SEP" (yes), "Dia normal uns 3, 4 OS. Na parada geral umas 15" (asked again, 3), "Se depender de mim volta amanhã, mas quem bate o martelo é o RH" (yes)',
    tags: ['portuguese', 'multiple', 'negation', 'range', 'number-in-word', 'words', 'optional'],
    questionnaire: 'pt-eletrica',
    locale: 'pt',
    candidate: { firstName: 'Ueslei', lastName: 'Conceição Bispo' },
    says: [
      'Oxe, boa tarde. O Ueslei era eletricista de manutenção aqui no Polo, na área de utilidades. Nas férias do encarregado era ele que cobria',
      { retry: 'Eletricista industrial, o cargo dele é esse', key: 'funcao' },
      '3 anos e 2 meses certinho, contando o contrato temporário',
      'Motor, CCM, painel com CLP e inversor de frequência. Residencial nunca. Solar também não, aqui não tem',
      'Aqui é LOTO sempre, bloqueio e etiquetagem. Ele nunca furou, nem na parada de 2024 que foi um barril. 5',
      'Os painéis dele dá gosto de abrir. Agora, os diagramas as built ele enrola, véi. 4',
      'NR-10 básico e SEP, reciclagem em dia até março',
      'Dia normal uns 3, 4 OS. Na parada geral umas 15',
      { retry: 'Bota 3, dia normal', key: 'chamados' },
      'Se depender de mim volta amanhã, mas quem bate o martelo é o RH',
      'Ele mora em Candeias, acorda 4h pra pegar o ônibus da firma e nunca chegou atrasado. Isso diz tudo, mermo',
    ],
    expected: {
      funcao: 'Eletricista industrial',
      meses: 38,
      servicos: ['Quadros de distribuição e comandos', 'Manutenção industrial'],
      seguranca: 5,
      acabamento: 4,
      nr10: true,
      chamados: 3,
      recontratar: true,
      obs: { has: ['Candeias'] },
    },
    outcome: 'completed',
  },
  // ───────────── Forty-second blind set, tenant: pt-entregas (relacao, veiculos, meses, entregas?, cuidado, multas?, recontratar, obs?)
  {
    id: 'pt-t97',
    title:
      'Xai-Xai (Gaza, Mozambique), the owner of a seafront restaurant whose deliveries the candidate did through his own small firm ("Então sou cliente, não é?": Cliente), a motorbike and, in heavy rain, a "txopela" (a three-wheeled taxi, no option: Moto only), "Desde que abrimos, em Junho de 2024, até hoje" (asked again, 30), deliveries counted for this client only ("Para nós umas 15 por dia … ele tinha outros clientes": asked again, 15), "Nunca chegou uma matapa entornada 😄 5", no accident and fines not known ("dele não sei": blank), "Voltava sim, maningue" (yes), "Khanimambo" as no remark',
    tags: ['portuguese', 'multiple', 'negation', 'unit', 'dont-know', 'emoji', 'optional'],
    questionnaire: 'pt-entregas',
    locale: 'pt',
    candidate: { firstName: 'Armando', lastName: 'Chongo Mabunda' },
    says: [
      'Bom dia. Tenho um restaurante na marginal do Xai-Xai, ele fazia as nossas entregas pela empresa dele. Então sou cliente, não é?',
      'De mota. Quando chovia muito vinha de txopela',
      'Desde que abrimos, em Junho de 2024, até hoje',
      { retry: '30 meses', key: 'meses' },
      'Para nós umas 15 por dia, ao fim de semana mais. Mas ele tinha outros clientes, isso já não sei',
      { retry: 'Ponha 15, é o que sei', key: 'entregas' },
      'Nunca chegou uma matapa entornada 😄 5',
      'Acidente nenhum. Multas? Aqui a polícia de trânsito multa toda a gente 😂 mas dele não sei',
      'Voltava sim, maningue',
      'Não, é só isso. Khanimambo',
    ],
    expected: {
      relacao: 'Cliente (loja, farmácia ou restaurante)',
      veiculos: ['Moto'],
      meses: 30,
      entregas: 15,
      cuidado: 5,
      recontratar: true,
    },
    outcome: 'completed',
  },
  // ───────────── Forty-fourth blind set, built-in (held out)
  {
    id: 'pt-r73',
    title:
      'Petrópolis (the mountains of Rio de Janeiro), the principal of a municipal school who rates the school secretary in the report-card concepts of Brazilian schools (MB, B, R, I): months from a German festival to the July holidays ("Desde a Bauernfest de 2021 até as férias de julho deste ano": asked again, 60), "MB" alone (asked again, "MB é o máximo, então 5"), "B, ou seja, 4", "MB de novo, 5", the floods of February 2022 beside a 5, "R... regular … 3", "I, insuficiente? Não, seria injusto … Deixe em branco" (blank), "30 anos de sala de aula" in the comment',
    tags: ['portuguese', 'words', 'unit', 'number-in-word', 'skip', 'emoji'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Luciana', lastName: 'Schmidt Ferreira' },
    to: [
      'rel',
      'mon',
      'mon',
      'str',
      'imp',
      'com',
      'com',
      'tec',
      'tea',
      'rlb',
      'pro',
      'lea',
      'reh',
      'cmt',
    ],
    says: [
      'Boa noite. Sou diretora da Escola Municipal Dom Pedro II, aqui em Petrópolis. A Luciana foi secretária escolar comigo, eu era a chefe imediata dela',
      'Desde a Bauernfest de 2021 até as férias de julho deste ano',
      { retry: '60 meses, cinco anos certinhos', key: 'monthsKnown' },
      'Organização. Os diários de classe e o censo escolar nunca atrasaram com ela',
      'Às vezes é seca com os pais no balcão, precisa de mais jogo de cintura',
      'MB',
      { retry: 'Desculpe, vício de professora 😅 MB é o máximo, então 5', key: 'communication' },
      'B, ou seja, 4',
      'MB de novo, 5',
      'Nota 5. Nem nas chuvas de fevereiro de 2022 ela faltou, e olha que a rua dela ficou interditada',
      'R... regular. Quando o sistema da Secretaria cai ela trava e me liga. 3',
      'I, insuficiente? Não, seria injusto, ela não chefiava ninguém. Deixe em branco',
      'Sim, com certeza',
      'Que ela merece a vaga. E desculpe os conceitos, 30 anos de sala de aula não saem da gente 😅',
    ],
    expected: {
      relationship: { has: ['secretária'] },
      monthsKnown: 60,
      strengths: { has: ['censo escolar'] },
      improvements: { has: ['jogo de cintura'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      problem_solving: 3,
      wouldRehire: true,
      comments: { has: ['merece a vaga'] },
    },
    outcome: 'completed',
  },
  // ───────────── Forty-fourth blind set, tenant: pt-confeccao (funcao, meses, maquinas, qualidade, ritmo?, pecas?, manutencao?, recontratar, obs?)
  {
    id: 'pt-t98',
    title:
      'Toritama (the jeans pole of the Pernambuco agreste), the owner of a facção ("visse", "Oxe"): a "piloteira" who sewed the pilot pieces (asked which: Costureira/o), months from a São João to October (asked again, 52), the machines with the jeans "fechadeira de braço" that is no option ("Travete não, essa fica com o menino"), "Peça dela quase não voltava da lavanderia com defeito. 5", "Dou 4", bermudas a day where pieces an hour are asked ("umas 400 bermudas no dia": asked again, 45), "Trocar agulha e regular o ponto ela faz sim. Motor aí já é com o mecânico" (yes), "Oxe, e precisa perguntar? A máquina dela tá lá coberta esperando" (yes), the Sulanca fair in the remark',
    tags: ['portuguese', 'multiple', 'negation', 'unit', 'number-in-word', 'optional'],
    questionnaire: 'pt-confeccao',
    locale: 'pt',
    candidate: { firstName: 'Edilene', lastName: 'Ferreira da Silva' },
    says: [
      'Bom dia! Sou a Dona Lúcia, dona da facção aqui em Toritama. A Edilene era piloteira, fazia as peças piloto pras lojas aprovarem antes da produção, visse',
      { retry: 'Costureira, piloteira é costureira das boas', key: 'funcao' },
      'Entrou no São João de 2022 e saiu agora em outubro',
      { retry: '52 meses', key: 'meses' },
      'Reta, overloque, galoneira e a fechadeira de braço, que é o forte dela nas bermudas jeans. Travete não, essa fica com o menino',
      'Peça dela quase não voltava da lavanderia com defeito. 5',
      'Como piloteira não corre, né, é peça por peça, mas quando ia pra produção acompanhava as meninas. Dou 4',
      'Na produção fechava umas 400 bermudas no dia',
      { retry: 'Bota 45 por hora', key: 'pecas' },
      'Trocar agulha e regular o ponto ela faz sim. Motor aí já é com o mecânico',
      'Oxe, e precisa perguntar? A máquina dela tá lá coberta esperando',
      'Só que ela vai fazer falta na feira da Sulanca de dezembro, que é quando mais vende',
    ],
    expected: {
      funcao: 'Costureira/o',
      meses: 52,
      maquinas: ['Reta', 'Overloque', 'Galoneira'],
      qualidade: 5,
      ritmo: 4,
      pecas: 45,
      manutencao: true,
      recontratar: true,
      obs: { has: ['Sulanca'] },
    },
    outcome: 'completed',
  },
  // ───────────── Forty-fourth blind set, built-in
  {
    id: 'pt-r74',
    title:
      'Porto Santo (Madeira), the owner of a beach bar by the pier who speaks in idioms that hold numbers: summers and a winter for months (asked again, 18), "Tem sete ofícios" (a jack of all trades) in the strengths, "dá uma no cravo e outra na ferradura" in the improvements and again beside a 3, "Nem oito nem oitenta … Um 4", "ninguém faz uma poncha como ele" beside a 5, "O antigo gerente era um zero à esquerda … 5" (the zero is someone else), a generator in August beside "Cinco", "Punha as mãos no fogo por ele. Mas liderar … não lhe sei dizer" (blank), "sem dúvida nenhuma" (yes), a coat for the mainland in the comment',
    tags: ['portuguese', 'words', 'number-in-word', 'unit', 'dont-know', 'negation', 'emoji'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Rúben', lastName: 'Gouveia Nóbrega' },
    to: ['rel', 'mon', 'mon', 'str', 'imp', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'reh', 'cmt'],
    says: [
      'Boa tarde. Sou a Graça, tenho o bar de praia ao pé do cais, no Porto Santo. O Rúben trabalhou cá comigo ao balcão e na esplanada',
      'Três Verões, de Junho a Setembro, e ficou também o Inverno passado',
      {
        retry: 'Ponha 18: três verões de quatro meses e mais seis deste inverno',
        key: 'monthsKnown',
      },
      'Tem sete ofícios: faz a espetada, tira os cafés, fala inglês e alemão com os turistas',
      'Às vezes dá uma no cravo e outra na ferradura: num dia é um relógio, no outro chega às tantas',
      'Nem oito nem oitenta: fala o que tem de falar. Um 4',
      'Um 5, ninguém faz uma poncha como ele',
      'O antigo gerente era um zero à esquerda, quem segurava a equipa era o Rúben. 5',
      'Aqui é que está, como lhe disse: uma no cravo e outra na ferradura. 3',
      'Quando faltou a luz em Agosto com a esplanada cheia, pôs tudo a funcionar com o gerador em cinco minutos. Cinco',
      'Punha as mãos no fogo por ele. Mas liderar, liderar, não lhe sei dizer',
      'Ai, isso sem dúvida nenhuma',
      'Que leve um casaco, que no continente faz frio 😄',
    ],
    expected: {
      relationship: { has: ['bar de praia'] },
      monthsKnown: 18,
      strengths: { has: ['espetada'] },
      improvements: { has: ['cravo'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 5,
      reliability: 3,
      problem_solving: 5,
      wouldRehire: true,
      comments: { has: ['casaco'] },
    },
    outcome: 'completed',
  },
  // ───────────── Forty-fourth blind set, tenant: pt-confeccao (funcao, meses, maquinas, qualidade, ritmo?, pecas?, manutencao?, recontratar, obs?)
  {
    id: 'pt-t99',
    title:
      'Vila das Aves (the Vale do Ave textile belt, Portugal), a section head at a confeções factory that sewed for Zara, in European Portuguese: the machines in Portugal\'s words given ahead inside the job ("costureira … no corta-e-cose e no recobrimento") and then "Nas máquinas, já lhe disse … E a recta, claro" (Reta, Overloque, Galoneira), months from September 2019 to a lay-off in March (asked again, 78), "Quatro … espere, isso merece um cinco", "o ritmo era o da linha toda" (blank), minutes a piece and an efficiency where pieces an hour are asked ("um tempo de 2,5 minutos e ela fazia 100%": asked again, 24), "Nem a agulha a deixávamos trocar, por causa do controlo de agulhas partidas" (no), "Se a fábrica reabrir, é a primeira que chamo" (yes), a signature as no remark',
    tags: [
      'portuguese',
      'multiple',
      'multi-answer',
      'correction',
      'unit',
      'dont-know',
      'number-in-word',
      'optional',
    ],
    questionnaire: 'pt-confeccao',
    locale: 'pt',
    candidate: { firstName: 'Sandra Marisa', lastName: 'Ferreira Lopes' },
    says: [
      'Boa tarde. A Sandra era costureira cá na minha secção, trabalhava no corta-e-cose e no recobrimento',
      'Entrou em Setembro de 2019 e saiu com o lay-off da fábrica, em Março deste ano',
      { retry: '78 meses', key: 'meses' },
      'Nas máquinas, já lhe disse: corta-e-cose e recobrimento. E a recta, claro, essa toda a gente faz',
      'Quatro. Trabalhávamos para a Zara e em seis anos nunca lhe recusaram uma peça na auditoria... espere, isso merece um cinco',
      'Isso não lhe sei dizer, o ritmo era o da linha toda',
      'A t-shirt básica tinha um tempo de 2,5 minutos e ela fazia 100% de eficiência',
      { retry: 'Dá 24 à hora', key: 'pecas' },
      'Não, isso é com o mecânico. Nem a agulha a deixávamos trocar, por causa do controlo de agulhas partidas',
      'Se a fábrica reabrir, é a primeira que chamo',
      'Não, é tudo. Cumprimentos,\nFátima Oliveira\nChefe de Secção',
    ],
    expected: {
      funcao: 'Costureira/o',
      meses: 78,
      maquinas: ['Reta', 'Overloque', 'Galoneira'],
      qualidade: 5,
      pecas: 24,
      manutencao: false,
      recontratar: true,
    },
    outcome: 'completed',
  },
  // ───────────── Forty-fourth blind set, tenant: pt-mudancas (funcao, meses, tarefas, cuidado, trato?, mudancas?, cnh?, recontratar, obs?)
  {
    id: 'pt-t100',
    title:
      'Everett (Greater Boston, Massachusetts), the owner of a Brazilian moving company in Portuglês ("a crew", "o truck", "triple-decker", "man"): "o montador da crew" (Montador(a) de móveis), months from Boston\'s moving day ("Desde o Allston Christmas de 2023 kkk, o 1º de setembro": asked again, 39), tasks with the window hoist and storage excluded ("Janela aqui ninguém faz, é tudo escada de triple-decker"), a mirror paid for beside a 4 and the optional rating answered ahead in the same message ("os clientes dão five stars pra ele no Yelp"), then, if asked, "Já falei aí em cima: five stars. 5", "Na média uns 4 por semana. No dia 1º de setembro fazia 5 num dia só" (4), a Massachusetts "Class D" that is the ordinary car licence and no truck category ("Pro truck de 26 pés aqui não precisa de CDL": no), "Claro, man" (yes), a piano in the remark',
    tags: [
      'portuguese',
      'multiple',
      'negation',
      'multi-answer',
      'unit',
      'number-in-word',
      'hedge',
      'optional',
    ],
    questionnaire: 'pt-mudancas',
    locale: 'pt',
    candidate: { firstName: 'Gleison', lastName: 'Alves Pereira' },
    says: [
      'Fala! Sou o Wanderson, dono da WB Moving aqui em Everett. O Gleison era o montador da crew, desmontava e montava tudo: cama, berço, aqueles móveis da IKEA',
      'Desde o Allston Christmas de 2023 kkk, o 1º de setembro, que aqui em Boston todo mundo se muda no mesmo dia',
      { retry: '39 meses, tá comigo até hoje', key: 'meses' },
      'Embalava, carregava o truck e a montagem, claro. Depósito a gente não tem. Janela aqui ninguém faz, é tudo escada de triple-decker',
      'Quebrou um espelho uma vez e pagou do bolso dele. Fora isso, impecável. 4. E os clientes dão five stars pra ele no Yelp, pedem ele pelo nome',
      { retry: 'Já falei aí em cima: five stars. 5', key: 'trato' },
      'Na média uns 4 por semana. No dia 1º de setembro fazia 5 num dia só',
      'Ele tem a Class D de Massachusetts, que é a carteira normal de carro. Pro truck de 26 pés aqui não precisa de CDL',
      'Claro, man. Só tá saindo porque vai voltar pro Brasil',
      'Só não bota ele pra subir piano em triple-decker de novo kkkk',
    ],
    expected: {
      funcao: 'Montador(a) de móveis',
      meses: 39,
      tarefas: [
        'Embalagem e proteção dos objetos',
        'Carga e descarga',
        'Desmontagem e montagem de móveis',
      ],
      cuidado: 4,
      trato: 5,
      mudancas: 4,
      cnh: false,
      recontratar: true,
      obs: { has: ['piano'] },
    },
    outcome: 'completed',
  },
  // ───────────── Forty-sixth blind set, built-in (held out)
  {
    id: 'pt-r75',
    title:
      'Geneva (Switzerland), a Portuguese chef d\'équipe of a façade firm writing European Portuguese with French ("Bonjour", "chef d\'équipe", "la régie", "la bise", "Oui, évidemment") and grading on the Swiss school scale, where 6 is the top: "Entre dezoito mois e dois anos, já não sei bem" (asked again, 22), "Na escala suíça dava-lhe um 4,5" (asked again on 1–5: 3), "Aqui seria um 6, a nota máxima. Portanto 5", a wind at 80 an hour beside a 5, "Não chefiava ninguém … Deixe em branco" (blank), the Swiss driving licence in the comment',
    tags: ['portuguese', 'unit', 'hedge', 'range', 'skip', 'number-in-word', 'emoji'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Nélson', lastName: 'Fernandes Pinto' },
    to: [
      'rel',
      'mon',
      'mon',
      'str',
      'imp',
      'com',
      'com',
      'tec',
      'tea',
      'rlb',
      'pro',
      'lea',
      'reh',
      'cmt',
    ],
    says: [
      "Bonjour. Sou o Manuel Teixeira, chef d'équipe numa empresa de fachadas em Genebra. O Nélson estava na minha equipa, eu era o chefe direto dele",
      'Entre dezoito mois e dois anos, já não sei bem',
      {
        retry: 'Fui ver ao contrato: de Abril de 2023 a Fevereiro de 2025, 22 meses',
        key: 'monthsKnown',
      },
      'Isolamento pelo exterior, o crépi, e monta o andaime melhor que os suíços. Nunca tive uma reclamação da régie',
      'O francês. Ainda fala tudo em português com os clientes e eles não percebem nada 😅',
      'Com a equipa bem, com os clientes é o francês... Na escala suíça dava-lhe um 4,5',
      { retry: 'Ah, é de 1 a 5? Então um 3', key: 'communication' },
      'Aqui seria um 6, a nota máxima. Portanto 5',
      'Um 5, divide o almoço com todos, bacalhau à sexta 😄',
      'Nunca faltou. Nem quando a bise soprava a 80 à hora no andaime. 5',
      'Quando a grua avariou em Carouge arranjou um monta-cargas emprestado da obra ao lado. Quatro',
      'Não chefiava ninguém, só o aprendiz às vezes. Deixe em branco',
      'Oui, évidemment. Sim, sim',
      'Só que tire a carta de condução suíça, que a portuguesa aqui já não lhe vale por muito tempo',
    ],
    expected: {
      relationship: { has: ['chefe'] },
      monthsKnown: 22,
      strengths: { has: ['andaime'] },
      improvements: { has: ['francês'] },
      communication: 3,
      technical_skill: 5,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      wouldRehire: true,
      comments: { has: ['carta'] },
    },
    outcome: 'completed',
  },
  // ───────────── Forty-sixth blind set, tenant: pt-jardinagem (funcao, meses, servicos, cuidado, maquinas?, jardins?, certificado?, recontratar, obs?)
  {
    id: 'pt-t101',
    title:
      'Sintra (Portugal), the head of the gardens of a historic quinta, formal and long in European Portuguese: a gardener who climbs the trees with a harness for the pruning (asked which: Podador(a) / arborista), "São 6 anos e 1 mês, portanto 73 meses" (73), Portugal\'s words for the services ("sebes de buxo", "relva", "rega gota-a-gota"; planting done by another team, "Herbicidas cá não se usam"), centenary camellias beside "Cinco", two van windows broken with the brush cutter beside "Um quatro, vá", hectares where gardens a week are asked ("são 12 hectares": asked again, 1), the pesticide applicator\'s and the chainsaw courses (yes), a signature with "Eng.º" under the comment',
    tags: ['portuguese', 'multiple', 'negation', 'unit', 'number-in-word', 'optional', 'long'],
    questionnaire: 'pt-jardinagem',
    locale: 'pt',
    candidate: { firstName: 'Diogo', lastName: 'Sequeira Mendes' },
    says: [
      'Muito boa tarde. Sou o responsável pelos jardins de uma quinta histórica em Sintra. O Diogo entrou como jardineiro, mas nos últimos dois anos passou a ser ele a subir às árvores para as podas, com arnês e corda',
      { retry: 'Podador, era isso que ele mais fazia', key: 'funcao' },
      'Entrou em Setembro de 2019 e sai agora no fim de Outubro. São 6 anos e 1 mês, portanto 73 meses',
      'Poda das sebes de buxo e das camélias, corte da relva dos relvados em frente ao palácio e a rega gota-a-gota das estufas. A plantação dos canteiros é feita por outra equipa. Herbicidas cá não se usam.',
      'As camélias centenárias estão melhores do que nunca. Cinco, sem hesitar.',
      'Com a motosserra em altura é cuidadoso; com a motorroçadora já partiu dois vidros de uma carrinha. Um quatro, vá.',
      'Trabalhava só na quinta, são 12 hectares',
      { retry: 'Uma área só, a quinta', key: 'jardins' },
      'Tem o curso de aplicador de produtos fitofarmacêuticos, e o de motosserra também',
      'Com certeza. Se a Câmara não lhe tivesse oferecido o lugar, não saía.',
      'Apenas que tem mãos de ouro.\n\nCom os melhores cumprimentos,\nEng.º Vasco Albuquerque',
    ],
    expected: {
      funcao: 'Podador(a) / arborista',
      meses: 73,
      servicos: ['Corte de grama', 'Poda de árvores e cercas vivas', 'Irrigação'],
      cuidado: 5,
      maquinas: 4,
      jardins: 1,
      certificado: true,
      recontratar: true,
      obs: { has: ['mãos de ouro'] },
    },
    outcome: 'completed',
  },
  // ───────────── Forty-sixth blind set, built-in
  {
    id: 'pt-r76',
    title:
      'Caruaru (Pernambuco), a master potter of clay figurines in the Alto do Moura typing tiny lowercase messages with no accents and abbreviations ("qdo", "q", "ne", "kkk", "nd", "com ctz", "vlw"): "desde a pandemia" (asked again, 48), "8/10" on a 1–5 scale (asked again, 4), "oxe, 5", "ja disse ne, chega qdo quer. 2", a kiln load cracked before the fair and 3 days beside a 5, "nd" on leadership (blank), "com ctz" (yes), "vlw" as no comment',
    tags: ['portuguese', 'short', 'typos', 'unit', 'skip', 'number-in-word'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Josivan', lastName: 'Ferreira de Lima' },
    to: [
      'rel',
      'mon',
      'mon',
      'str',
      'imp',
      'com',
      'tec',
      'tec',
      'tea',
      'rlb',
      'pro',
      'lea',
      'reh',
      'cmt',
    ],
    says: [
      'oi. sou mestre ze do barro, tenho atelie no alto do moura em caruaru. ele era meu aprendiz',
      'desde a pandemia',
      { retry: 'uns 4 anos. 48 meses', key: 'monthsKnown' },
      'mao boa pro barro, faz boneco de forro q parece q vai dançar',
      'pontualidade kkk chega qdo quer',
      'fala pouco mas fala certo. 4',
      '8/10',
      { retry: 'de 1 a 5? 4 entao', key: 'technical_skill' },
      'oxe, 5. ajuda todo mundo no forno',
      'ja disse ne, chega qdo quer. 2',
      'qdo rachou uma fornada inteira antes da feira ele refez tudo em 3 dias. 5',
      'nd',
      'com ctz',
      'vlw',
    ],
    expected: {
      relationship: { has: ['aprendiz'] },
      monthsKnown: 48,
      strengths: { has: ['barro'] },
      improvements: { has: ['pontualidade'] },
      communication: 4,
      technical_skill: 4,
      teamwork: 5,
      reliability: 2,
      problem_solving: 5,
      wouldRehire: true,
    },
    outcome: 'completed',
  },
  // ───────────── Forty-sixth blind set, tenant: pt-jardinagem (funcao, meses, servicos, cuidado, maquinas?, jardins?, certificado?, recontratar, obs?)
  {
    id: 'pt-t102',
    title:
      'Paraty (Rio de Janeiro), the owner of a pousada on a beach, chatty: "jardineiro mesmo, com um ajudante" (Jardineiro(a)), months from a literary festival ("Uns três anos, desde a Flip de 2022": asked again, 36), Paraty\'s words for the services ("Roçava o terreno … podava as palmeiras e os hibiscos da cerca"; "Veneno nunca … por causa do mangue"), "Cuidado 10! Quer dizer, 5 🌺", "3 ou 4" on the optional rating (asked again, 3), "a pousada e mais dois ou três jardins" (asked again, 3), "Não sei se ele tem" (blank), then guests arriving by boat before the required rehire question: open',
    tags: [
      'portuguese',
      'multiple',
      'negation',
      'correction',
      'range',
      'hedge',
      'dont-know',
      'emoji',
      'optional',
      'required-miss',
    ],
    questionnaire: 'pt-jardinagem',
    locale: 'pt',
    candidate: { firstName: 'Wellington', lastName: 'Conceição dos Remédios' },
    says: [
      'Bom dia! Aqui é a Lúcia da pousada lá na praia do Jabaquara, em Paraty. O Wellington cuidava do jardim da pousada, jardineiro mesmo, com um ajudante',
      'Uns três anos, desde a Flip de 2022',
      { retry: 'Pode pôr 36', key: 'meses' },
      'Roçava o terreno, cortava a grama, podava as palmeiras e os hibiscos da cerca. Veneno nunca, aqui é tudo orgânico por causa do mangue',
      'Cuidado 10! Quer dizer, 5 🌺',
      'A roçadeira ele usa sem óculos, já briguei mil vezes. 3 ou 4',
      { retry: '3', key: 'maquinas' },
      'Aqui na pousada e mais dois ou três jardins de casa de veranista na semana',
      { retry: '3, contando a pousada', key: 'jardins' },
      'Não sei se ele tem, nunca perguntei',
      'Ih, chegou o barco com os hóspedes, tenho que ir. Depois eu termino',
    ],
    expected: {
      funcao: 'Jardineiro(a)',
      meses: 36,
      servicos: [
        'Corte de grama',
        'Poda de árvores e cercas vivas',
        'Roçada e limpeza de terrenos',
      ],
      cuidado: 5,
      maquinas: 3,
      jardins: 3,
    },
    outcome: 'open',
  },
  // ───────────── Forty-sixth blind set, tenant: pt-limpeza (funcao, meses, locais, capricho, assiduidade?, equipe?, produtos?, recontratar, obs?)
  {
    id: 'pt-t103',
    title:
      'Fall River (Massachusetts), the Azorean owner of a housecleaning company in Portuguese with English ("company", "crew", "lead", "condos", "offices", "bleach", "training", "Yes, claro"): a cleaner who became the crew lead (asked which: Encarregado(a)), months from the Holy Ghost feasts to Thanksgiving (asked again, 41), houses, condos and lawyers\' offices ("Hospital não, pra hospital precisa de training especial"), "Essa não vou responder … não é da conta de ninguém" on the optional rating (refused: blank), "Ela e mais duas" (asked again, 2), bleach and ammonia (yes), a return to São Miguel beside the yes',
    tags: ['portuguese', 'multiple', 'negation', 'decline', 'unit', 'optional'],
    questionnaire: 'pt-limpeza',
    locale: 'pt',
    candidate: { firstName: 'Fátima', lastName: 'Medeiros Raposo' },
    says: [
      'Olá. Tenho uma company de housecleaning aqui em Fall River. A Fátima limpava casas pra mim e nos últimos tempos era a lead da crew, levava a van',
      { retry: 'Líder de equipe, põe isso', key: 'funcao' },
      'Desde as festas do Espírito Santo de 2022 até este Thanksgiving',
      { retry: 'Põe 41', key: 'meses' },
      'Casas e condos, e uns offices de advogados à noite. Hospital não, pra hospital precisa de training especial',
      'As clientes americanas pedem ela pelo nome. Cinco',
      'Essa não vou responder, teve um problema aí que não é da conta de ninguém',
      'Ela e mais duas',
      { retry: 'Duas, fora ela', key: 'equipe' },
      'Sabe sim, nunca misturou bleach com amônia, que é o que mata gente aqui',
      'Yes, claro. Mas ela vai voltar pros Açores, pra São Miguel',
      'Que é uma mulher de fibra',
    ],
    expected: {
      funcao: 'Encarregado(a) / líder de equipe',
      meses: 41,
      locais: ['Escritórios', 'Condomínios e residências'],
      capricho: 5,
      equipe: 2,
      produtos: true,
      recontratar: true,
      obs: { has: ['fibra'] },
    },
    outcome: 'completed',
  },
  // ───────────── Forty-eighth blind set, built-in (held out)
  {
    id: 'pt-r77',
    title:
      'Malanje (Angola), the head of a water-network maintenance crew in Angolan Portuguese ("o kota dele", "bué", "mambo", "candongueiro", "fuba", "Ya"): months from a season ("Desde o cacimbo de 2022": asked again, 52), a burst main near Kalandula in the strengths, a rating on the school scale out of 20 ("dava-lhe 14 em 20": asked again, 3), "Bué bom, 5", a late minibus beside a 4, wire and tyre rubber beside a 5, "Ainda não chefia ninguém, não sei dizer" (blank), "Ya, sem dúvida" (yes), "É só isso" as no comment',
    tags: ['portuguese', 'unit', 'dont-know', 'emoji', 'short'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Adilson', lastName: 'Kiala Sebastião' },
    to: [
      'rel',
      'mon',
      'mon',
      'str',
      'imp',
      'com',
      'com',
      'tec',
      'tea',
      'rlb',
      'pro',
      'lea',
      'reh',
      'cmt',
    ],
    says: [
      'Bom dia. Sou o chefe da brigada de manutenção da rede de água aqui em Malanje. O Adilson é canalizador na minha brigada, sou o kota dele no serviço',
      'Desde o cacimbo de 2022',
      { retry: 'Entrou em agosto de 2022. Ponha 52 meses', key: 'monthsKnown' },
      'Bué rápido a encontrar as fugas. Quando rebentou a conduta perto da Kalandula trabalhou a noite toda sem reclamar',
      'Os relatórios. Escreve pouco e à pressa',
      'Na escala da escola dava-lhe 14 em 20',
      { retry: 'De 1 a 5? Então 3', key: 'communication' },
      'Bué bom, 5',
      'Com os colegas da brigada dá-se bem, partilham a fuba ao almoço. 4',
      'Nunca faltou, nem com a chuva. Só chega atrasado quando o candongueiro não aparece 😅 4',
      'Resolve tudo com o que tem, arame, borracha de pneu... é mambo de mestre. 5',
      'Ainda não chefia ninguém, não sei dizer',
      'Ya, sem dúvida',
      'É só isso. Obrigado e bom trabalho',
    ],
    expected: {
      relationship: { has: ['brigada'] },
      monthsKnown: 52,
      strengths: { has: ['fugas'] },
      improvements: { has: ['relatórios'] },
      communication: 3,
      technical_skill: 5,
      teamwork: 4,
      reliability: 4,
      problem_solving: 5,
      wouldRehire: true,
    },
    outcome: 'completed',
  },
  // ───────────── Forty-eighth blind set, tenant: pt-reciclagem (funcao, meses, materiais, epi, ritmo?, fardos?, carta?, recontratar, obs?)
  {
    id: 'pt-t104',
    title:
      'Jardim Gramacho (Duque de Caxias, Rio de Janeiro), the president of a waste-pickers\' cooperative in carioca slang ("Fala aí", "mermão", "sinistro", "kkkk", "tá ligado", "tá maluco?"): a picker "na esteira" (Triagem), months from the closing of the landfill ("desde que fechou o lixão, junho de 2012": asked again, 174), PET, cardboard, cans and PEAD with glass and electronics excluded in words, gloves always, boots sometimes and a vest only for the inspector beside a 3, kilos where bales are asked ("Uns 600 quilos de PET por dia": asked again, 3), "Carteira ela não tem não" (no), "Com certeza, tá maluco?" (yes)',
    tags: ['portuguese', 'multiple', 'negation', 'unit', 'hedge', 'emoji', 'optional'],
    questionnaire: 'pt-reciclagem',
    locale: 'pt',
    candidate: { firstName: 'Rosângela', lastName: 'da Conceição Paiva' },
    says: [
      'Fala aí! Sou presidente da cooperativa de catadores aqui do Jardim Gramacho. A Rosângela fica na esteira, separando o material. Desde o tempo do lixão ela cata',
      'Tá com a gente desde que fechou o lixão, junho de 2012',
      { retry: 'Faz a conta aí... 174 meses', key: 'meses' },
      'PET, papelão, latinha e PEAD. Vidro a gente nem pega, não compensa, e eletrônico vai tudo pro ferro-velho',
      'Luva sempre, bota às vezes, colete só quando o fiscal da prefeitura aparece kkkk. 3',
      'Sinistro, mermão. Ninguém separa mais rápido que ela. 5',
      'Uns 600 quilos de PET por dia',
      { retry: 'Fardo mesmo? 3 fardos, fechou', key: 'fardos' },
      'Carteira ela não tem não, nem de moto',
      'Com certeza, tá maluco? Ela é da casa',
      'Só que ela merece sair daqui e ter carteira assinada, tá ligado? Valeu 🙏🏾♻️',
    ],
    expected: {
      funcao: 'Triagem (separação na esteira / tapete)',
      meses: 174,
      materiais: ['Papel e cartão / papelão', 'Plástico', 'Metal e latas'],
      epi: 3,
      ritmo: 5,
      fardos: 3,
      carta: false,
      recontratar: true,
      obs: { has: ['carteira assinada'] },
    },
    outcome: 'completed',
  },
  // ───────────── Forty-eighth blind set, built-in
  {
    id: 'pt-r78',
    title:
      'Toyota-shi (Aichi, Japan), a Brazilian line leader at a car-parts factory writing Portuguese with Japanese ("hanchô", "empreiteira", "zangyô", "furyô", "yasumi", "hozen", "sugoi", "Hai", "daijobu", "頑張って"): months from a Japanese holiday ("logo depois da Golden Week do ano passado": asked again, 19), "uns 2 ou 3" (asked again: 2), "Hai, 4" (a yes word before the rating), "Não sei dizer" on problem solving (blank), two trainees beside a 3 on leadership, "Hai, com certeza. Daijobu" (yes)',
    tags: ['portuguese', 'range', 'unit', 'dont-know', 'emoji'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Thiago', lastName: 'Higa Nakamura' },
    to: [
      'rel',
      'mon',
      'mon',
      'str',
      'imp',
      'com',
      'com',
      'tec',
      'tea',
      'rlb',
      'pro',
      'lea',
      'reh',
      'cmt',
    ],
    says: [
      'Oi, boa noite. Sou o hanchô (chefe de linha) na fábrica de autopeças em Toyota-shi. O Thiago trabalhou na minha linha pela empreiteira',
      'Entrou logo depois da Golden Week do ano passado',
      { retry: '19 meses', key: 'monthsKnown' },
      'Não erra peça nunca, zero furyô (defeito) na auditoria do trimestre. E faz zangyô sem reclamar',
      'O japonês dele ainda é fraco, só fala o básico com os japoneses da linha',
      'Por causa do japonês, uns 2 ou 3',
      { retry: 'Põe 2', key: 'communication' },
      '5. Sugoi mesmo',
      'Hai, 4',
      'Nunca pegou yasumi sem avisar. 5',
      'Quando a máquina para ele chama o hozen (manutenção), não mexe. Não sei dizer',
      'Ainda não é hanchô, mas treinou os 2 novatos que chegaram do Brasil. 3',
      'Hai, com certeza. Daijobu',
      'Ganbatte, Thiago! 頑張って 💪',
    ],
    expected: {
      relationship: { has: ['linha'] },
      monthsKnown: 19,
      strengths: { has: ['zangyô'] },
      improvements: { has: ['japonês'] },
      communication: 2,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      leadership: 3,
      wouldRehire: true,
      comments: { has: ['Ganbatte'] },
    },
    outcome: 'completed',
  },
  // ───────────── Forty-eighth blind set, tenant: pt-reciclagem (funcao, meses, materiais, epi, ritmo?, fardos?, carta?, recontratar, obs?)
  {
    id: 'pt-t105',
    title:
      'Beja (the Alentejo), the foreman of an ecocentre in Alentejano Portuguese ("Atão", "moce", "devagarinho", "pois claro"): the driver of the recycling truck who also weighed the loads (asked which: Motorista), "Dois anos e tal, moce" (asked again: "Vinte e seis meses"), the materials named by Portugal\'s bins ("o vidrão, o papelão e o embalão") and old fridges as "os REEE" (all five), "Um 4, atão", "Sei lá, 2 ou 3" on the optional pace then "Deixe isso em branco" (blank), bales not applicable to a driver (blank), "a C e a CE, e o ADR" (yes), "Voltava, pois claro" (yes)',
    tags: ['portuguese', 'multiple', 'words', 'range', 'skip', 'emoji', 'optional'],
    questionnaire: 'pt-reciclagem',
    locale: 'pt',
    candidate: { firstName: 'Joaquim', lastName: 'Charrua Palma' },
    says: [
      'Atão boa tarde. Sou o encarregado do ecocentro aqui em Beja. O Joaquim era o homem do camião dos ecopontos, e quando chegava pesava ele as cargas na báscula',
      { retry: 'Motorista, pronto, que era para isso que estava cá', key: 'funcao' },
      'Dois anos e tal, moce',
      { retry: 'Vinte e seis meses', key: 'meses' },
      'O vidrão, o papelão e o embalão, como diz a gente. E os frigoríficos velhos e as televisões, os REEE, quando os iam buscar às aldeias',
      'Colete sempre, que a estrada é perigosa. Um 4, atão',
      'Ritmo alentejano 😂 devagarinho mas chega lá. Sei lá, 2 ou 3',
      { retry: 'Deixe isso em branco', key: 'ritmo' },
      'Isso não se aplica, ele andava no camião',
      'Tem a C e a CE, e o ADR também',
      'Voltava, pois claro',
      'Só que não lhe deem o camião sem ar condicionado em agosto, que aqui chega aos 45 graus 🥵',
    ],
    expected: {
      funcao: 'Motorista',
      meses: 26,
      materiais: [
        'Papel e cartão / papelão',
        'Plástico',
        'Vidro',
        'Metal e latas',
        'Eletrónicos / eletroeletrônicos',
      ],
      epi: 4,
      carta: true,
      recontratar: true,
      obs: { has: ['45 graus'] },
    },
    outcome: 'completed',
  },
  // ───────────── Forty-eighth blind set, tenant: pt-acougue (funcao, anos, tarefas, higiene, atendimento?, quilos?, curso?, recontratar, obs?)
  {
    id: 'pt-t106',
    title:
      'Chaves (Trás-os-Montes), the owner of a butcher\'s and smokehouse who types as he speaks, with b for v ("Chabes", "Bítor", "binte", "beio", "bezes", "Bila Real", "lebe", "carago"): "o meu oficial de talho" (Açougueiro(a)), years with him where years in the trade are asked ("comigo foram binte anos", asked again: 32), the pig and the calf, steaks and the smokehouse ("alheiras, salpicões, chouriças") with the counter excluded, "Um cinco" beside two ASAE inspections, "Nao sei, nao estaba ao balcão" (blank), kilos at the December slaughter (asked again: 200), "o de HACCP" (yes), "Claro que sim, carago!"',
    tags: [
      'portuguese',
      'typos',
      'multiple',
      'words',
      'unit',
      'negation',
      'dont-know',
      'emoji',
      'optional',
    ],
    questionnaire: 'pt-acougue',
    locale: 'pt',
    candidate: { firstName: 'Vítor', lastName: 'Barroso Pires' },
    says: [
      'Boas. Sou o dono do talho e fumeiro em Chabes. O Bítor era o meu oficial de talho, cortaba e desmanchaba o porco todo',
      'Anda nisto desde garoto, com o pai, mas comigo foram binte anos',
      { retry: 'No ramo? Trinta e dois, que ele tem 45 e começou aos 13', key: 'anos' },
      'Desmancha do porco e da bitela, as febras e os bifes, e o fumeiro: alheiras, salpicões, chouriças. Ao balcão não, que o balcão é a minha mulher',
      'Um cinco. A ASAE beio cá duas bezes e nem uma multa',
      'Nao sei, nao estaba ao balcão',
      'Na matança de dezembro desmanchaba 6 porcos por dia, cada um com 150 quilos',
      { retry: 'Num dia normal? Ponha 200', key: 'quilos' },
      'Tem o de HACCP, tirou-o em Bila Real',
      'Claro que sim, carago!',
      'Que é um homem sério e trabalhador. Se for pra França, que lebe alheiras 😄',
    ],
    expected: {
      funcao: 'Açougueiro(a)',
      anos: 32,
      tarefas: ['Desossa e desmancha', 'Cortes e porcionamento', 'Moída, temperados e linguiças'],
      higiene: 5,
      quilos: 200,
      curso: true,
      recontratar: true,
      obs: { has: ['alheiras'] },
    },
    outcome: 'completed',
  },
  // ───────────── Fiftieth blind set, built-in (held out)
  {
    id: 'pt-r79',
    title:
      'Cayenne (French Guiana), a site foreman born to parents from Oiapoque writing Brazilian Portuguese with French ("chef de chantier", "patron", "saison des pluies", "papiers", "préfecture"): months in both languages with a hedge ("uns dezoito meses, dix-huit": asked again, 18), a rating in French corrected in the same message ("Je dirais trois... não, quatre": 4), "Cinq sur cinq" (5), a strike that closed the Oiapoque bridge beside a 5, a question back before a 4, "Pas encore, não chefia ninguém" (blank), "Oui, bien sûr" (yes)',
    tags: ['portuguese', 'french', 'words', 'hedge', 'correction', 'question-back', 'dont-know'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Gleidson', lastName: 'Costa Ferreira' },
    to: ['rel', 'mon', 'mon', 'str', 'imp', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'reh', 'cmt'],
    says: [
      'Bonjour. Sou chef de chantier numa empresa de BTP em Caiena. O Gleidson era pedreiro na minha equipe, eu era o patron dele no chantier',
      'Desde a saison des pluies de 2024... deixa eu ver, uns dezoito meses, dix-huit',
      { retry: '18 meses certinho, olhei no contrato', key: 'monthsKnown' },
      'Trabalha debaixo de chuva e de sol sem reclamar, e o reboco dele fica liso liso. Os guianenses do time gostam muito dele',
      'O francês ainda é fraco, e os papiers da préfecture sempre atrasados',
      'Com os brasileiros ótimo, com os franceses mais ou menos por causa da língua. Je dirais trois... não, quatre',
      'Cinq sur cinq',
      'Bom. 4',
      'Só faltou quando fecharam a ponte do Oiapoque na greve, e não foi culpa dele. 5',
      'Como assim resolução de problemas? No chantier ele se vira, isso sim. 4',
      'Pas encore, não chefia ninguém',
      'Oui, bien sûr',
      'Ele merece os papiers, é um trabalhador sério',
    ],
    expected: {
      relationship: { has: ['chef de chantier'] },
      monthsKnown: 18,
      strengths: { has: ['reboco'] },
      improvements: { has: ['francês'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 4,
      wouldRehire: true,
      comments: { has: ['papiers'] },
    },
    outcome: 'completed',
  },
  // ───────────── Fiftieth blind set, tenant: pt-marcenaria (funcao, anos, trabalhos, acabamento, seguranca?, projeto?, pecas?, recontratar, obs?)
  {
    id: 'pt-t107',
    title:
      'Paços de Ferreira ("a capital do móvel", northern Portugal), the owner of a furniture factory ("carago", "marceneiro de banco", "roupeiros", "ralhei"): years with him where years in the trade are asked ("Comigo esteve seis anos … anda nisto desde os 16 e tem 38": asked again, 22), custom wardrobes, antique chests and spray varnishing with fitting at clients\' homes excluded in words, a guard taken off the saw beside a 3, drawings in SketchUp (yes), "um roupeiro grande leva a semana toda, mesinhas fazia 10" (asked again: 3), "Amanhã, se ele quisesse" (yes)',
    tags: ['portuguese', 'unit', 'multiple', 'negation', 'range', 'optional'],
    questionnaire: 'pt-marcenaria',
    locale: 'pt',
    candidate: { firstName: 'Rui', lastName: 'Barbosa Ferreira' },
    says: [
      'Boa tarde. Sou o dono de uma fábrica de móveis em Paços de Ferreira, a capital do móvel, carago. O Rui era marceneiro de banco, dos bons',
      'Comigo esteve seis anos, mas já vinha do pai, anda nisto desde os 16 e tem 38',
      { retry: 'No total? 22 anos', key: 'anos' },
      'Móveis por medida, roupeiros e cozinhas, e restauro de umas cómodas antigas para um antiquário do Porto. Montagens em casa dos clientes não, isso é a equipa de montagem. Envernizar também fazia, à pistola',
      'Acabamento? Impecável. Dou-lhe um cinco',
      'Na tupia é cuidadoso, mas tirava a proteção da serra para ir mais depressa e já lhe ralhei. Um três',
      'Lê os desenhos do arquiteto sem problema, e até os faz no SketchUp',
      'Depende, um roupeiro grande leva a semana toda, mesinhas fazia 10',
      { retry: 'Ponha 3 por semana, em média', key: 'pecas' },
      'Amanhã, se ele quisesse. Vai pra Suíça, paciência',
      'Que tem mãos de ouro',
    ],
    expected: {
      funcao: 'Marceneiro(a)',
      anos: 22,
      trabalhos: [
        'Móveis planejados / por medida',
        'Restauro de móveis antigos',
        'Acabamento e envernizamento',
      ],
      acabamento: 5,
      seguranca: 3,
      projeto: true,
      pecas: 3,
      recontratar: true,
      obs: { has: ['ouro'] },
    },
    outcome: 'completed',
  },
  // ───────────── Fiftieth blind set, built-in
  {
    id: 'pt-r80',
    title:
      'Olhão (the Algarve), the owner of clam beds in the Ria Formosa in Algarvio ("Atão", "moce", "mariscadora", "maré vazia", "Atão nã?"): months as "Dois invernos e um verão" (asked again, 20), a rating with a reason ("calada … Um três"), technical skill misread as a job title ("Ela não é técnica, é mariscadora": asked again, 5), "Um cinco ou um quatro, ponha o que quiser" (blank), "Não manda em ninguém, só no cão dela" (blank), "Atão nã? Claro que sim" (yes), "Nada, é isso" (no comment)',
    tags: ['portuguese', 'unit', 'question-back', 'hedge', 'range', 'words'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Tânia', lastName: 'Guerreiro Viegas' },
    to: [
      'rel',
      'mon',
      'mon',
      'str',
      'imp',
      'com',
      'tec',
      'tec',
      'tea',
      'rlb',
      'pro',
      'lea',
      'reh',
      'cmt',
    ],
    says: [
      'Atão bom dia. Tenho uns viveiros de amêijoa na Ria Formosa, em Olhão. A Tânia trabalhava pra mim, eu era o patrão',
      'Dois invernos e um verão, moce',
      { retry: 'Vinte meses, ponha 20', key: 'monthsKnown' },
      'Apanha na maré vazia com a água fria até aos joelhos e não se queixa. Conhece a ria como as mãos dela',
      'Fala pouco com os compradores de Espanha, tem vergonha do espanhol',
      'Aquilo é calada, mas quando fala é certinho. Um três',
      'Técnica como assim? Ela não é técnica, é mariscadora',
      { retry: 'Ah, de saber o ofício? Cinco', key: 'technical_skill' },
      'Dá-se bem com as outras mulheres da ria. Quatro',
      'Nunca falhou uma maré. 5',
      'Quando veio a mortandade da amêijoa foi ela que deu pelo problema primeiro. Um cinco ou um quatro, ponha o que quiser',
      'Não manda em ninguém, só no cão dela',
      'Atão nã? Claro que sim',
      'Nada, é isso',
    ],
    expected: {
      relationship: { has: ['patrão'] },
      monthsKnown: 20,
      strengths: { has: ['maré'] },
      improvements: { has: ['espanhol'] },
      communication: 3,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      wouldRehire: true,
    },
    outcome: 'completed',
  },
  // ───────────── Fiftieth blind set, tenant: pt-marcenaria
  {
    id: 'pt-t108',
    title:
      'São Bento do Sul (Santa Catarina), the production manager of an export furniture factory with German words ("ja", "Feierabend"): the CNC operator who began as a helper (Operador), "84 meses" of signed work card where years in the trade are asked and nothing known before (asked again: 7), series furniture that fits none of the required options, with the other four excluded in words (asked again: "o mais perto"), a fingertip lost on the spindle moulder beside a 4, "Programa a CNC a partir do desenho, então sim" (yes), 300 parts a day where furniture a week is asked (asked again, blank), "Não, obrigado. Feierabend aqui 😄" (no comment)',
    tags: ['portuguese', 'german', 'unit', 'multiple', 'negation', 'skip', 'emoji', 'optional'],
    questionnaire: 'pt-marcenaria',
    locale: 'pt',
    candidate: { firstName: 'Everton', lastName: 'Schroeder' },
    says: [
      'Bom dia. Sou gerente de produção de uma fábrica de móveis pra exportação em São Bento do Sul. O Everton operava a CNC e a seccionadora, só no começo foi ajudante',
      'Com carteira assinada aqui foram 84 meses. Antes disso não sei',
      { retry: 'Põe 7, é o que eu sei', key: 'anos' },
      'Só móvel em série pra exportação, cômoda e mesa de pinus. Portas não, restauro não, montagem na casa do cliente não. O acabamento é outro setor',
      {
        retry: 'Nenhum desses bem. Marca móveis planejados então, é o mais perto',
        key: 'trabalhos',
      },
      'As peças saem da CNC na medida certinha, ja. 5',
      'Perdeu a ponta do dedo na tupia em 2021, depois disso virou o mais cuidadoso da fábrica. 4',
      'Programa a CNC a partir do desenho, então sim',
      'A CNC dele corta umas 300 peças por dia',
      { retry: 'Móveis inteiros não sei dizer, deixa em branco', key: 'pecas' },
      'Ja, com certeza',
      'Não, obrigado. Feierabend aqui 😄',
    ],
    expected: {
      funcao: 'Operador(a) de CNC ou seccionadora',
      anos: 7,
      trabalhos: ['Móveis planejados / por medida'],
      acabamento: 5,
      seguranca: 4,
      projeto: true,
      recontratar: true,
    },
    outcome: 'completed',
  },
  // ───────────── Fiftieth blind set, tenant: pt-marcenaria
  {
    id: 'pt-t109',
    title:
      'Bissau (Guinea-Bissau), a master carpenter writing Portuguese with Guinean Kriol ("I tene cinco anos", "I bon, i bon", "N ka sibi", "mantenhas"): a helper who later made doors alone (asked which: Marceneiro), "pau-sangue" doors and tables to order and varnishing, "N ka sibi. Aqui não temos tupia, tudo à mão" (blank), "Desenho não, ele faz de cabeça" (no), "Duas portas por semana, às vezes três" (2), "a porta está aberta" beside a yes, "Manda mantenhas para ele" (greetings, no comment)',
    tags: ['portuguese', 'multiple', 'dont-know', 'negation', 'hedge', 'optional'],
    questionnaire: 'pt-marcenaria',
    locale: 'pt',
    candidate: { firstName: 'Aladje', lastName: 'Mané' },
    says: [
      'Bom dia. Sou mestre carpinteiro, tenho oficina no bairro de Belém, em Bissau. Aladje entrou como ajudante, depois já fazia as portas sozinho',
      { retry: 'Marceneiro, no fim já era marceneiro', key: 'funcao' },
      'I tene cinco anos na madeira. Cinco',
      'Portas e janelas de pau-sangue, camas e mesas por encomenda. Envernizar também',
      'I bon, i bon. 4',
      'N ka sibi. Aqui não temos tupia, tudo à mão',
      'Desenho não, ele faz de cabeça',
      'Duas portas por semana, às vezes três',
      'Sim. Se ele voltar de Portugal, a porta está aberta',
      'Manda mantenhas para ele',
    ],
    expected: {
      funcao: 'Marceneiro(a)',
      anos: 5,
      trabalhos: [
        'Móveis planejados / por medida',
        'Portas e caixilhos',
        'Acabamento e envernizamento',
      ],
      acabamento: 4,
      projeto: false,
      pecas: 2,
      recontratar: true,
    },
    outcome: 'completed',
  },
  // ───────────── Fifty-second blind set, built-in (held out)
  {
    id: 'pt-r81',
    title:
      'Panjim (Goa), the elderly owner of a heritage guesthouse in Fontainhas writing an old Goan Portuguese with English and Konkani ("you know", "susegad", "Dev borem korum"): months from a monsoon to Diwali ("Ele veio antes da monção de 2024 e ficou até ao Diwali deste ano": asked again, 29 in words), ratings as Indian grades ("First class. Cinco" (5), "Distinction" alone: asked again, 5), a generator in a power cut beside a 4, "Não sei dizer, ele era o único na recepção" (blank), "Sim, sim, claro" (yes), a Konkani blessing and a goodbye that are no comment',
    tags: ['portuguese', 'unit', 'words', 'dont-know', 'short'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Clyde', lastName: "D'Souza" },
    to: [
      'rel',
      'mon',
      'mon',
      'str',
      'imp',
      'com',
      'tec',
      'tea',
      'rlb',
      'rlb',
      'pro',
      'lea',
      'reh',
      'cmt',
    ],
    says: [
      'Bom dia. Aqui fala a Dona Filomena de Menezes, proprietária da casa de hóspedes em Fontainhas, Pangim. O Clyde foi o meu gerente de recepção, my front desk manager, you know',
      'Ele veio antes da monção de 2024 e ficou até ao Diwali deste ano',
      { retry: 'Pois, conte vinte e nove meses', key: 'monthsKnown' },
      'Muito bem educado com os hóspedes estrangeiros. Fala inglês, concani, hindi e um português antigo como o meu',
      'É um pouco susegad, como dizemos cá em Goa, deixa tudo para amanhã',
      'First class. Cinco',
      'Computer e o booking.com, muito bom. Quatro',
      'Com os rapazes da cozinha, sempre bem. 5',
      'Distinction',
      { retry: 'Quero dizer, o máximo. 5', key: 'reliability' },
      'Quando faltou a electricidade na monção ele arranjou o gerador e velas para todos os quartos. 4',
      'Não sei dizer, ele era o único na recepção',
      'Sim, sim, claro. Se ele volta do Dubai, o lugar é dele',
      'Dev borem korum. Adeus',
    ],
    expected: {
      relationship: { has: ['recepção'] },
      monthsKnown: 29,
      strengths: { has: ['hóspedes'] },
      improvements: { has: ['susegad'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      wouldRehire: true,
    },
    outcome: 'completed',
  },
  // ───────────── Fifty-second blind set, tenant: pt-pecuaria (funcao, meses, lidas, trato, cavalos?, cabecas?, inseminacao?, voltaria, obs?)
  {
    id: 'pt-t110',
    title:
      'Bagé (the Campanha gaúcha, Rio Grande do Sul), the foreman of an estância in gaúcho speech ("Buenas!", "Bah", "tri", "Barbaridade", "tchê", "guri"): "peão campeiro, de a cavalo", months from a shearing to spring ("entrou na esquila de 2023 e saiu agora na primavera": asked again, 36 in words from the work card), the work in ranch jargon ("parava rodeio, curava bicheira … tosquiava junto com a comparsa … Alambrado também") with the dairy excluded as "Tambo não", head of cattle given per task ("no rodeio umas 400 cabeças, num dia de banho 600": asked again, 400), "Curso não tem, não" (no), "Capaz que eu não chamava de volta! Claro que chamava, tchê" (yes)',
    tags: ['portuguese', 'unit', 'words', 'multiple', 'negation', 'range', 'optional'],
    questionnaire: 'pt-pecuaria',
    locale: 'pt',
    candidate: { firstName: 'Juliano', lastName: 'Moraes da Rosa' },
    says: [
      'Buenas! Sou o capataz da Estância Santa Cecília, aqui na Campanha, em Bagé. O Juliano era peão campeiro, de a cavalo',
      'Bah, entrou na esquila de 2023 e saiu agora na primavera',
      { retry: 'Olhei na carteira assinada: trinta e seis meses', key: 'meses' },
      'Parava rodeio, curava bicheira, vacinava, e na esquila tosquiava junto com a comparsa. Alambrado também arrumava. Tambo não, aqui é só gado de corte e ovelha',
      'Tri calmo com o gado, não grita, não bate. 5',
      'Domava os potros da estância. Barbaridade, é um 5 também',
      'Depende da lida, no rodeio umas 400 cabeças, num dia de banho 600',
      { retry: 'Num dia normal, 400', key: 'cabecas' },
      'Curso não tem, não. Inseminação aqui quem faz é o veterinário',
      'Capaz que eu não chamava de volta! Claro que chamava, tchê',
      'Que é guri de confiança, desses que não se acham mais. Um abraço',
    ],
    expected: {
      funcao: 'Peão de campo / vaqueiro(a)',
      meses: 36,
      lidas: [
        'Manejo do gado a cavalo',
        'Vacinação e curativos',
        'Cercas e aguadas',
        'Tosquia de ovelhas',
      ],
      trato: 5,
      cavalos: 5,
      cabecas: 400,
      inseminacao: false,
      voltaria: true,
      obs: { has: ['confiança'] },
    },
    outcome: 'completed',
  },
  // ───────────── Fifty-second blind set, built-in
  {
    id: 'pt-r82',
    title:
      'Esch-sur-Alzette (Luxembourg), a Portuguese chef d\'équipe of a building firm writing in capitals on the firm\'s phone, European Portuguese without accents with French and Luxembourgish ("MOIEN", "CHANTIER", "PATRON", "CONGE COLLECTIF", "MERCI, ADDI"), who says the candidate is his brother-in-law: months from the construction holidays ("DESDE O CONGE COLLECTIF DE 2023 ATE AGORA": asked again, 40), "NOTE 3 SUR 5" (3), "4/5" (4), "QUATRO", a motorway closed by snow beside a 5 ("A A4"), "ISSO NAO SEI AVALIAR" (blank), "COMO E FAMILIA PREFIRO NAO RESPONDER A ESSA" (blank), "OUI. SIM, CLARO" (yes), a goodbye that is no comment',
    tags: ['portuguese', 'french', 'unit', 'decline', 'dont-know', 'number-in-word', 'short'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Tiago', lastName: 'Gonçalves Pereira' },
    to: ['rel', 'mon', 'mon', 'str', 'imp', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'reh', 'cmt'],
    says: [
      'MOIEN. SOU O CHEF D EQUIPE DUMA EMPRESA DE CONSTRUCAO EM ESCH-SUR-ALZETTE. O TIAGO TRABALHOU NA MINHA EQUIPA DE COFRAGEM. E TAMBEM MEU CUNHADO, DIGO JA',
      'DESDE O CONGE COLLECTIF DE 2023 ATE AGORA',
      { retry: 'PONHA 40 MESES', key: 'monthsKnown' },
      'TRABALHADOR, NAO TEM MEDO DO FRIO NEM DA CHUVA. COFRAGEM E FERRAGEM SABE TUDO',
      'O FRANCES AINDA E FRACO E O LUXEMBURGUES NADA. NO CHANTIER FALA-SE DE TUDO',
      'NOTE 3 SUR 5',
      '4/5',
      'QUATRO',
      'NUNCA FALTOU, NEM NO DIA DA NEVE EM QUE A A4 FECHOU. 5',
      'ISSO NAO SEI AVALIAR, O PATRON E QUE RESOLVE TUDO',
      'COMO E FAMILIA PREFIRO NAO RESPONDER A ESSA',
      'OUI. SIM, CLARO',
      'NADA MAIS. MERCI, ADDI',
    ],
    expected: {
      relationship: { has: ['cofragem'] },
      monthsKnown: 40,
      strengths: { has: ['cofragem'] },
      improvements: { has: ['frances'] },
      communication: 3,
      technical_skill: 4,
      teamwork: 4,
      reliability: 5,
      wouldRehire: true,
    },
    outcome: 'completed',
  },
  // ───────────── Fifty-second blind set, tenant: pt-pecuaria
  {
    id: 'pt-t111',
    title:
      'Serra Talhada (the sertão do Pajeú, Pernambuco), an old cattle farmer dictating by voice in lowercase with "vírgula", "ponto" and "ponto final" left in ("oxente", "todinho", "gibão", "caatinga", "aboio"): "o cícero era meu vaqueiro", "cinco anos e meio" where months are asked (66), the work in sertanejo words with shearing excluded ("ovelha aqui não tem tosquia que é ovelha deslanada"), "umas trinta e poucas cabeças mais as cabras" (asked again, and his granddaughter types the answer: 35), "não sei se ele tem esse curso não" (blank), "oxente e se contrataria" (yes)',
    tags: ['portuguese', 'words', 'unit', 'multiple', 'hedge', 'dont-know', 'negation', 'optional'],
    questionnaire: 'pt-pecuaria',
    locale: 'pt',
    candidate: { firstName: 'Cícero', lastName: 'Alves de Lima' },
    says: [
      'bom dia vírgula aqui é genival da fazenda riacho fundo em serra talhada ponto o cícero era meu vaqueiro ponto',
      'trabalhou comigo cinco anos e meio ponto',
      { retry: 'sessenta e seis meses ponto', key: 'meses' },
      'campeava o gado na caatinga de gibão vírgula tirava leite das vacas de manhã cedo vírgula vacinava contra aftosa e curava bicheira vírgula e consertava as cercas e o bebedouro do açude ponto ovelha aqui não tem tosquia que é ovelha deslanada ponto',
      'nota cinco ponto no aboio dele o gado vem todinho ponto',
      'quatro ponto',
      'umas trinta e poucas cabeças mais as cabras ponto',
      { retry: 'Aqui é a neta dele digitando: são 35 cabeças de gado', key: 'cabecas' },
      'não sei se ele tem esse curso não ponto',
      'oxente e se contrataria vírgula pode mandar ele de volta hoje mesmo ponto',
      'só que o cícero é vaqueiro de verdade vírgula daqueles de antigamente ponto final',
    ],
    expected: {
      funcao: 'Peão de campo / vaqueiro(a)',
      meses: 66,
      lidas: ['Manejo do gado a cavalo', 'Ordenha', 'Vacinação e curativos', 'Cercas e aguadas'],
      trato: 5,
      cavalos: 4,
      cabecas: 35,
      voltaria: true,
      obs: { has: ['vaqueiro'] },
    },
    outcome: 'completed',
  },
  // ───────────── Fifty-second blind set, tenant: pt-agro (funcao, safras, maquinas?, cuidado, nr31?, voltaria, obs?)
  {
    id: 'pt-t112',
    title:
      'Trindade (São Tomé), the administrator of a cocoa roça in Santomean Portuguese ("Bom dia, sun", "leve-leve", "Deus pagá"): "técnico agrícola" doing grafting, cocoa\'s two harvests a year beside three years ("duas safras por ano … Ele esteve connosco três anos": asked again, 6), "tudo à catana" with only the knapsack sprayer and the old tractor (Pulverizador, Trator), "Leve-leve, mas cuida bem. Quatro" (4), a question back on a Brazilian training rule ("NR-31? Isso não conheço, deve ser do Brasil": blank), "Sim, voltava a chamar" (yes), "Deus pagá. Só isso" (no comment)',
    tags: ['portuguese', 'unit', 'multiple', 'question-back', 'dont-know', 'optional'],
    questionnaire: 'pt-agro',
    locale: 'pt',
    candidate: { firstName: 'Adérito', lastName: 'Pires dos Santos' },
    says: [
      'Bom dia, sun. Sou o administrador de uma roça de cacau em Trindade. O Adérito era técnico agrícola, fazia a enxertia e acompanhava os trabalhadores da roça',
      'Cacau aqui tem duas safras por ano, a grande e a pequena. Ele esteve connosco três anos',
      { retry: 'Então são seis safras', key: 'safras' },
      'Máquina quase não há, é tudo à catana. Só o pulverizador de costas para o sulfato e o tractor velho que leva o cacau ao secador',
      'Leve-leve, mas cuida bem. Quatro',
      'NR-31? Isso não conheço, deve ser do Brasil',
      'Sim, voltava a chamar para a próxima safra',
      'Deus pagá. Só isso',
    ],
    expected: {
      funcao: 'Técnico(a) agrícola',
      safras: 6,
      maquinas: ['Pulverizador', 'Trator'],
      cuidado: 4,
      voltaria: true,
    },
    outcome: 'completed',
  },
  // ───────────── Fifty-fourth blind set, built-in (held out)
  {
    id: 'pt-r83',
    title:
      'Taipa (Macau), the Macanese owner of a restaurant of Macanese food in European Portuguese with patuá, Cantonese and English ("sã qui di bom!", "Aiya", "Ok la", "hai hai", "M goi!"): months from the Chinese New Year of the year of the Rabbit to this year\'s Grand Prix (asked again: "Quatro anos menos um bocadinho... põe 46 meses"), "4 ou 5" (asked again: "Ok la, 4"), "nem no tufão sinal 10" beside a 5, a question back ("Problemas de quê?": asked again, 4), "Não chefiava ninguém, não sei dizer" (blank), "Claro, hai hai" (yes), a comment about Macanese cooking',
    tags: ['portuguese', 'unit', 'hedge', 'range', 'question-back', 'dont-know', 'number-in-word'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Sérgio', lastName: 'Lei da Silva' },
    to: [
      'rel',
      'mon',
      'mon',
      'str',
      'imp',
      'com',
      'tec',
      'tec',
      'tea',
      'rlb',
      'pro',
      'pro',
      'lea',
      'reh',
      'cmt',
    ],
    says: [
      'Boa tarde. Sou a dona de um restaurante de comida macaense na Taipa velha. O Sérgio foi meu cozinheiro, eu era a patroa dele',
      'Entrou no Ano Novo Chinês do ano do Coelho e saiu depois do Grande Prémio deste ano',
      { retry: 'Quatro anos menos um bocadinho... põe 46 meses', key: 'monthsKnown' },
      'O minchi e o tacho dele sã qui di bom! (quer dizer, são muito bons, é patuá). Faz a comida como a avó fazia',
      'Aiya, a desarrumação da cozinha. Deixa tudo pelo ar no fim do turno',
      'Com os clientes chineses fala cantonense, com os portugueses português e inglês com os turistas. 5',
      '4 ou 5',
      { retry: 'Ok la, 4', key: 'technical_skill' },
      'Um quatro',
      'Nunca faltou, nem no tufão sinal 10 ele deixou de vir. 5',
      'Não sei bem o que quer dizer aqui. Problemas de quê?',
      {
        retry:
          'Ah, ok. Quando o fornecedor de Zhuhai falhou com o bacalhau, arranjou-se sozinho e mudou o menu. 4',
        key: 'problem_solving',
      },
      'Não chefiava ninguém, não sei dizer',
      'Claro, hai hai',
      'Que é dos poucos novos que ainda sabe fazer comida macaense. M goi!',
    ],
    expected: {
      relationship: { has: ['restaurante'] },
      monthsKnown: 46,
      strengths: { has: ['minchi'] },
      improvements: { has: ['desarrumação'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 4,
      reliability: 5,
      problem_solving: 4,
      wouldRehire: true,
      comments: { has: ['macaense'] },
    },
    outcome: 'completed',
  },
  // ───────────── Fifty-fourth blind set, tenant: pt-queijaria (funcao, meses, etapas, higiene, qualidade?, queijos?, boasPraticas?, voltaria, obs?)
  {
    id: 'pt-t113',
    title:
      'São Roque de Minas (the Serra da Canastra), a farmer who makes queijo canastra in mineiro ("Bão dia", "uai", "nó", "nóis tira", "os queijo", "Ô, se contratava!"): "era meu queijeiro" (Queijeiro(a) / produção), "Uns três anos, uai" (asked again: 38), the stages in the farm\'s words ("pingava o pingo, botava o coalho, cortava a massa, enformava e apertava na mão … virava e ralava os queijo") with the washing of the moulds excluded ("era com a minha mulher"), a cracked rind blamed on the dry weather beside a 4, litres of milk a day where cheeses a day are asked (asked again: 40), the Emater course (yes), a medal in the comment',
    tags: ['portuguese', 'unit', 'hedge', 'multiple', 'negation', 'optional', 'words'],
    questionnaire: 'pt-queijaria',
    locale: 'pt',
    candidate: { firstName: 'Wellington', lastName: 'Faria de Castro' },
    says: [
      'Bão dia! Aqui é o Tião da Fazenda Boa Vista, em São Roque de Minas, na Canastra. O Wellington era meu queijeiro, fazia o queijo comigo',
      'Uns três anos, uai',
      { retry: 'Pode pôr 38, conferi na carteira dele', key: 'meses' },
      'De tudo um pouco: pingava o pingo, botava o coalho, cortava a massa, enformava e apertava na mão, salgava a seco. Na cura virava e ralava os queijo todo dia. Lavar as forma e o tanque era com a minha mulher',
      'Capricho ele tem demais, nó. 5',
      'Tem dia que a casca trinca, mas é mais culpa do tempo seco que dele. Dou 4',
      'Nóis tira uns 400 litro de leite por dia',
      { retry: 'Dá 40 queijo certinho, cada um leva 10 litro', key: 'queijos' },
      'Tem sim, fez o curso da Emater quando a gente foi tirar o selo',
      'Ô, se contratava! Só saiu porque foi morar em BH',
      'Que o queijo dele ganhou medalha no concurso de Piumhi, pode pôr isso aí',
    ],
    expected: {
      funcao: 'Queijeiro(a) / produção',
      meses: 38,
      etapas: [
        'Coagulação e corte da coalhada',
        'Enformagem e prensagem',
        'Salga',
        'Virada e limpeza dos queijos na cura',
      ],
      higiene: 5,
      qualidade: 4,
      queijos: 40,
      boasPraticas: true,
      voltaria: true,
      obs: { has: ['medalha'] },
    },
    outcome: 'completed',
  },
  // ───────────── Fifty-fourth blind set, built-in
  {
    id: 'pt-r84',
    title:
      'Câmara de Lobos (Madeira), the owner of a poncha bar by the bay in Madeiran words ("o mexelote", "bilhardeiro", "Ó homem"): an answer to another question where months are asked ("é um rapaz às direitas, cinco estrelas 👍": asked again, "Dois anos e meio, 30 meses"), "Técnica? Isto é um bar, homem … 4" (a question back answered in the same message), a walk from Estreito when there is no bus beside a 5, "Passa" (blank), minding the bar when the owner goes to Funchal beside a 3, "Nada. Boa tarde" (no comment)',
    tags: ['portuguese', 'wrong-question', 'off-topic', 'unit', 'skip', 'emoji', 'question-back'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Dinis', lastName: 'Freitas Gouveia' },
    to: ['rel', 'mon', 'mon', 'str', 'imp', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'reh', 'cmt'],
    says: [
      'Boa tarde. Sou o dono de um bar de poncha em Câmara de Lobos, ao pé da baía. O Dinis trabalhou para mim ao balcão, eu era o patrão',
      'Olhe, é um rapaz às direitas, cinco estrelas 👍',
      { retry: 'Ah, o tempo! Dois anos e meio, 30 meses', key: 'monthsKnown' },
      'Faz a poncha à moda antiga, com o mexelote, e conversa com os turistas em inglês e alemão',
      'Bebe pouco mas fala demais... é um bocadinho bilhardeiro 😄',
      '5',
      'Técnica? Isto é um bar, homem. Faz a poncha bem, 4',
      '4',
      'Vem a pé do Estreito quando não há autocarro. 5',
      'Passa',
      'Quando eu ia ao Funchal ficava ele com o bar e o outro rapaz. 3',
      'Sim senhor, amanhã se quiser',
      'Nada. Boa tarde',
    ],
    expected: {
      relationship: { has: ['poncha'] },
      monthsKnown: 30,
      strengths: { has: ['poncha'] },
      improvements: { has: ['bilhardeiro'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 4,
      reliability: 5,
      leadership: 3,
      wouldRehire: true,
    },
    outcome: 'completed',
  },
  // ───────────── Fifty-fourth blind set, tenant: pt-queijaria
  {
    id: 'pt-t114',
    title:
      'Celorico da Beira (the Serra da Estrela), the owner of a certified cheese dairy, a plain typist in European Portuguese who writes full sentences with every accent: "queijeira" (Queijeiro(a) / produção), "três campanhas, de novembro a maio" (asked again: 21), the stages in the dairy\'s words ("a flor do cardo", "enchia os cinchos e espremia a massa à mão na francela", "Lavava as cubas e os cinchos") with the curing room excluded ("disso trato eu"), no trouble with the DGAV inspections beside a 5, cheeses a day for the days of most milk given where the quality is asked (asked again: 4, then cheeses asked again: 45), an IEFP food-hygiene course (yes), "Não, é tudo. Obrigada." (no comment)',
    tags: ['portuguese', 'wrong-question', 'unit', 'hedge', 'multiple', 'negation', 'optional'],
    questionnaire: 'pt-queijaria',
    locale: 'pt',
    candidate: { firstName: 'Inês', lastName: 'Marques Fonseca' },
    says: [
      'Boa tarde. Sou a proprietária de uma queijaria certificada em Celorico da Beira, onde fazemos Queijo Serra da Estrela DOP. A Inês trabalhou connosco como queijeira.',
      'Trabalhou connosco durante três campanhas, de novembro a maio.',
      { retry: 'Ao todo, 21 meses.', key: 'meses' },
      'Coalhava o leite com a flor do cardo, partia a coalhada, enchia os cinchos e espremia a massa à mão na francela. Também salgava. Lavava as cubas e os cinchos no fim do dia. Na cura não trabalhava; disso trato eu.',
      'Enquanto cá esteve, nunca tivemos um problema nas inspeções da DGAV. Dou-lhe 5.',
      'Fazia cerca de 60 queijos por dia, nos dias de mais leite.',
      {
        retry: 'Desculpe, a qualidade: 4. Alguns queijos saíam demasiado amanteigados.',
        key: 'qualidade',
      },
      { retry: 'Num dia normal, 45.', key: 'queijos' },
      'Sim, fez a formação de higiene e segurança alimentar no IEFP.',
      'Sim, sem dúvida.',
      'Não, é tudo. Obrigada.',
    ],
    expected: {
      funcao: 'Queijeiro(a) / produção',
      meses: 21,
      etapas: [
        'Coagulação e corte da coalhada',
        'Enformagem e prensagem',
        'Salga',
        'Higienização de tanques e formas',
      ],
      higiene: 5,
      qualidade: 4,
      queijos: 45,
      boasPraticas: true,
      voltaria: true,
    },
    outcome: 'completed',
  },
  // ───────────── Fifty-fourth blind set, tenant: pt-hotelaria (funcao, horas, epocas, simpatia, haccp?, linguas?, voltaria, obs?)
  {
    id: 'pt-t115',
    title:
      'Porto de Galinhas (Ipojuca, Pernambuco), the head of housekeeping of a beach resort in Pernambucano words ("visse", "oxe", "os argentino", "arretada", "kkkk"): "era camareira, da governança" (Andares), "Umas 44, 48 horas" (asked again: 44), summer, Carnival, New Year\'s Eve and the rainy winter (all three seasons), towel animals beside a 5, "Esse curso aí eu não sei" (blank), "inglês quase nada, só good morning" (Espanhol only), "Oxe, e não?" (a yes), "arretada" in the comment',
    tags: ['portuguese', 'range', 'multiple', 'dont-know', 'negation', 'optional', 'emoji'],
    questionnaire: 'pt-hotelaria',
    locale: 'pt',
    candidate: { firstName: 'Jaqueline', lastName: 'Bezerra de Lima' },
    says: [
      'Boa tarde! Sou a governanta de um resort em Porto de Galinhas. A Jaqueline era camareira, da governança, trabalhou na minha equipe',
      'Umas 44, 48 horas, depende da escala',
      { retry: 'Bota 44, que é o contrato', key: 'horas' },
      'Pegou o verão todo, o Carnaval, o réveillon, e ficou também no inverno, quando chove e o hotel esvazia',
      'Os hóspede amam ela, deixa os bichinhos de toalha em cima da cama e os argentino tiram foto 😍 5 visse',
      'Esse curso aí eu não sei, ela é da governança, não da cozinha',
      'Espanhol ela se vira bem com os argentino, inglês quase nada, só good morning kkkk',
      'Oxe, e não? Contratava de novo na hora',
      'Que ela é arretada, pode contratar sem medo',
    ],
    expected: {
      funcao: 'Andares',
      horas: 44,
      epocas: ['Época alta', 'Época baixa', 'Natal e Fim do Ano'],
      simpatia: 5,
      linguas: ['Espanhol'],
      voltaria: true,
      obs: { has: ['arretada'] },
    },
    outcome: 'completed',
  },
  // ───────────── Fifty-sixth blind set, built-in (held out)
  {
    id: 'pt-r85',
    title:
      'Tefé (Amazonas), the coordinator of a floating research base in a reserve writing Amazonian Portuguese ("mateiro", "voadeira", "igarapé", "paraná", "banzeiro", "rabeta", "leseira", "os comunitários"): months as river seasons ("duas cheias e uma vazante": asked again, "uns 2 anos e meio... bota 30 meses"), "até a 5ª série" inside the improvements, a 40 HP motor beside a 5, "4 ou 5... fico com 5", a six-hour trip by canoe beside a 5, "Essa não sei responder direito, pula" (blank), "Não lidera equipe … Um 3", a yes with funding in it',
    tags: ['portuguese', 'unit', 'hedge', 'range', 'skip', 'number-in-word', 'words'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Raimundo Nonato', lastName: 'Pereira' },
    to: ['rel', 'mon', 'mon', 'str', 'imp', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'reh', 'cmt'],
    says: [
      'Boa tarde! Sou a coordenadora de uma base flutuante de pesquisa na reserva, perto de Tefé. O Raimundo era nosso assistente de campo, mateiro e piloto da voadeira. Eu era a chefe dele',
      'Trabalhou com a gente duas cheias e uma vazante',
      {
        retry: 'Desde a cheia de 2024 até agora, uns 2 anos e meio... bota 30 meses',
        key: 'monthsKnown',
      },
      'Conhece cada igarapé e cada paraná da reserva, acha o caminho até de noite na seca. E sabe qual peixe é só pelo barulho na água',
      'Relatório escrito. Ele estudou até a 5ª série e tem vergonha de escrever, mas isso é leseira dele, escreve bem',
      'Com os comunitários fala melhor que nós todos. Com os pesquisadores de fora é mais tímido. 4',
      'Cinco. Pilota a voadeira de 40 HP no banzeiro sem molhar um equipamento',
      '4 ou 5... fico com 5',
      'Nunca faltou uma coleta. Quando o motor do flutuante quebrou ele veio de rabeta, 6 horas de viagem, pra não perder a saída. 5',
      'Essa não sei responder direito, pula',
      'Não lidera equipe, mas ensina os estagiários a andar na mata sem se perder. Um 3',
      'Contratava de novo amanhã, se o projeto novo sair a vaga é dele',
      'Que ele é parceiro pra toda hora. Valeu, até mais',
    ],
    expected: {
      relationship: { has: ['campo'] },
      monthsKnown: 30,
      strengths: { has: ['igarapé'] },
      improvements: { has: ['relatório'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 5,
      reliability: 5,
      leadership: 3,
      wouldRehire: true,
      comments: { has: ['parceiro'] },
    },
    outcome: 'completed',
  },
  // ───────────── Fifty-sixth blind set, tenant: pt-mineracao (funcao, meses, atividades, seguranca, equipe?, equipamento?, blaster?, voltaria, obs?)
  {
    id: 'pt-t116',
    title:
      'Catoca (near Saurimo, Lunda Sul, Angola), the shift boss of a diamond mine in Angolan Portuguese ("mano", "bué", "maka", "o kota", "Ya, claro, está fixe", "camiões", "a equipa"): a dumper operator who also went to the excavator (Operador(a) de equipamento de mina), "bué tempo, uns 4 anos... talvez 5" (asked again: 52), haulage of kimberlite and repairing the ramps with the bulldozer with drilling and blasting excluded in words, "Nunca teve maka com o HSE" beside a 5, "Não coordenava ninguém" (0), a night of heavy rain beside a 4, "Não sei se tem esse curso, acho que não" (blank), a comment about his family',
    tags: ['portuguese', 'hedge', 'unit', 'multiple', 'negation', 'dont-know', 'optional'],
    questionnaire: 'pt-mineracao',
    locale: 'pt',
    candidate: { firstName: 'Adilson', lastName: 'Muanza Capemba' },
    says: [
      'Boa tarde mano. Sou chefe de turno na mina de Catoca, perto de Saurimo. O Adilson era operador de dumper, aqueles camiões grandes de 90 toneladas, e às vezes ia para a escavadora quando faltava operador',
      'Trabalhou comigo bué tempo, uns 4 anos... talvez 5',
      { retry: 'Fui ver nos RH: 52 meses', key: 'meses' },
      'Carga e transporte do kimberlito da cava para a planta, o turno todo. Perfurar não, o fogo também não, isso é da equipa dos explosivos. E quando as chuvas estragavam as rampas ia com o bulldozer arranjar os acessos',
      'Segurança 5. Nunca teve maka com o HSE, faz o checklist todo antes de pegar no dumper',
      'Não coordenava ninguém, era operador só',
      '4. Uma vez encostou o dumper no talude, mas foi na noite da chuvada e ninguém se aleijou',
      'Não sei se tem esse curso, acho que não',
      'Ya, claro, está fixe. Contratava outra vez',
      'É um jovem sério, sustenta a mãe e os irmãos no Dundo. Manda abraço do kota',
    ],
    expected: {
      funcao: 'Operador(a) de equipamento de mina',
      meses: 52,
      atividades: ['Carga e transporte de minério', 'Abertura e manutenção de acessos'],
      seguranca: 5,
      equipe: 0,
      equipamento: 4,
      voltaria: true,
      obs: { has: ['sério'] },
    },
    outcome: 'completed',
  },
  // ───────────── Fifty-sixth blind set, built-in
  {
    id: 'pt-r86',
    title:
      'Ílhavo (Aveiro), the head of hand-painting at a porcelain factory writing formal European Portuguese with abbreviations ("Exmos. Senhores", "c/", "p/", "mt", "tb", "p.p.", "aprox.", "s.f.f.", "Cump.tos"): months as two dates ("Admitida em 01/09/2022; cessou funções a 30/04 p.p.": asked again or confirmed, 44), a daily target of pieces inside the improvements, "Diria 4, eventualmente 5" (asked again: "Fica 4, s.f.f."), "5 (cinco)", then HR forbids evaluations and she declines ("Agradeço que desconsiderem as respostas anteriores"): nothing kept',
    tags: ['portuguese', 'decline', 'range', 'hedge', 'unit', 'number-in-word'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Catarina', lastName: 'Bastos Ramalheira' },
    to: ['rel', 'mon', 'mon', 'str', 'imp', 'com', 'com', 'tec', 'tea', 'tea'],
    says: [
      'Exmos. Senhores, boa tarde. Sou a responsável pelo sector de pintura manual de uma fábrica de porcelana em Ílhavo. A Catarina trabalhou c/ nós como pintora, sob a minha chefia.',
      'Admitida em 01/09/2022; cessou funções a 30/04 p.p.',
      { retry: 'Ou seja, 44 meses.', key: 'monthsKnown' },
      'Mão firme no filete a ouro e mt rigor nas peças de serviço de mesa; tb tem bom olho p/ a cor.',
      'Rapidez. Na época de Natal, c/ o volume de encomendas, ficava aquém do objetivo diário (aprox. 30 peças/dia).',
      'Diria 4, eventualmente 5.',
      { retry: 'Fica 4, s.f.f.', key: 'communication' },
      '5 (cinco).',
      'Peço desculpa, mas acabo de ser informada pelos RH de que a empresa só emite declarações de tempo de serviço e não autoriza avaliações de ex-colaboradores. Lamento, não posso continuar. Agradeço que desconsiderem as respostas anteriores. Cump.tos',
      { tapConfirm: true },
    ],
    expected: {},
    outcome: 'declined',
  },
  // ───────────── Fifty-sixth blind set, tenant: pt-mineracao
  {
    id: 'pt-t117',
    title:
      'Parauapebas (Carajás, Pará), the supervisor of an iron-ore mine in Paraense Portuguese with mining words ("Égua", "Ixi", "o 793", "frente de lavra", "estéril", "britador", "near miss", "turno B"): an off-road truck operator (Operador(a) de equipamento de mina), a year set right inside the months ("na turma de trainees de 2020... não, de 2021. Ficou até julho desse ano": asked again, 66), haulage to the crusher and three months on the drill with blasting and maintenance excluded in words (crushing is no task of hers), "Operadora Segura do mês duas vezes. 5", people given as a product ("4 caminhões por frente, 3 frentes": asked again, 12), a low tyre beside a 4, "Blaster? Não, ela é operadora" (no), "Pode deixar em branco" (no comment)',
    tags: [
      'portuguese',
      'correction',
      'unit',
      'multiple',
      'negation',
      'number-in-word',
      'question-back',
      'optional',
    ],
    questionnaire: 'pt-mineracao',
    locale: 'pt',
    candidate: { firstName: 'Jéssica', lastName: 'Sousa Brito' },
    says: [
      'Bom dia! Sou supervisor de mina na Serra Norte, em Carajás. A Jéssica era operadora de caminhão fora de estrada, o 793, na minha equipe de turno',
      'Ela entrou na turma de trainees de 2020... não, de 2021. Ficou até julho desse ano',
      { retry: 'Tá aqui na ficha: 66 meses', key: 'meses' },
      'Transporte de minério e estéril da frente de lavra pro britador. Também operou a perfuratriz uns 3 meses quando faltou operador. Fogo não, o blaster é terceirizado. Manutenção também não',
      'Égua, segurança ela é referência! Foi a Operadora Segura do mês duas vezes, nunca teve um near miss. 5',
      'No último ano ela coordenava o turno B: 4 caminhões por frente, 3 frentes',
      { retry: 'Então 12 operadores, um por caminhão', key: 'equipe' },
      'Checklist dela é impecável, mas uma vez rodou com pneu baixo sem avisar. 4',
      'Blaster? Não, ela é operadora',
      'Com certeza, sem pensar duas vezes. Só saiu porque passou no concurso da prefeitura',
      'Ixi, o resto é com o RH. Pode deixar em branco',
    ],
    expected: {
      funcao: 'Operador(a) de equipamento de mina',
      meses: 66,
      atividades: ['Perfuração', 'Carga e transporte de minério'],
      seguranca: 5,
      equipe: 12,
      equipamento: 4,
      blaster: false,
      voltaria: true,
    },
    outcome: 'completed',
  },
  // ───────────── Fifty-sixth blind set, tenant: pt-hotelaria (funcao, horas, epocas, simpatia, haccp?, linguas?, voltaria, obs?)
  {
    id: 'pt-t118',
    title:
      'Santa Maria (ilha do Sal, Cape Verde), the maître of a resort restaurant in Portuguese with Kriolu and Italian ("Mantenha!", "morabeza", "N ka sabe", "ferragosto", "la bella Djamila", "Certo!", "Txau"): a waitress who also ran the pool bar (Sala e bar), "48 horas, 6 dias de 8. Na época alta fazia 9 por dia, 54" (asked again: 48), every season with the ferragosto beside it, "Tem morabeza … 5", "Esse curso N ka sabe" (blank), Italian spoken perfectly where no Italian is offered, with German excluded (English and French), "Certo! Claro que sim" (yes), a comment about Lisbon',
    tags: ['portuguese', 'range', 'unit', 'multiple', 'negation', 'dont-know', 'optional'],
    questionnaire: 'pt-hotelaria',
    locale: 'pt',
    candidate: { firstName: 'Djamila', lastName: 'Lopes Fortes' },
    says: [
      'Mantenha! Bom dia. Sou o maître do restaurante de um resort em Santa Maria, ilha do Sal. A Djamila era empregada de mesa e ao fim da tarde fazia o bar da piscina',
      '48 horas, 6 dias de 8. Na época alta fazia 9 por dia, 54',
      { retry: 'Põe 48, que é o contrato', key: 'horas' },
      'Tudo: época alta, época baixa, e o Natal e o réveillon também. Em agosto é o ferragosto, cheio de italianos',
      'Tem morabeza, como dizemos cá. Os clientes italianos chamam-na "la bella Djamila". 5',
      'Esse curso N ka sabe... não sei. Pergunta à chefe de cozinha',
      'Fala italiano perfeito, inglês e um pouco de francês. Alemão não',
      'Certo! Claro que sim',
      'Só que ela vai para Lisboa estudar turismo. Boa sorte pa ela. Txau',
    ],
    expected: {
      funcao: 'Sala e bar',
      horas: 48,
      epocas: ['Época alta', 'Época baixa', 'Natal e Fim do Ano'],
      simpatia: 5,
      linguas: ['Inglês', 'Francês'],
      voltaria: true,
      obs: { has: ['turismo'] },
    },
    outcome: 'completed',
  },
  // ───────────── Fifty-eighth blind set, built-in (held out)
  {
    id: 'pt-r87',
    title:
      'Coruche (Ribatejo and Alentejo), the foreman ("manajeiro") of a cork-stripping crew writing Alentejano ("ê", "nã", "atão", "home", "moce", "a companha", "os chaparros", "a machada"): months as cork harvests ("Fez três tiragens comigo … A tiragem é de maio a agosto": asked again, "contando só os meses da tiragem … são 12 meses"), a message sent before it was finished ("É um") and finished in the next, a rating in words ("Muito bom": asked again, 4), the year marks on the trees beside a 5 ("Nas árvores marcadas com 3 e com 4"), a 5 in the morning beside a 5, "Ê cá nã sei dizer isso" (blank), "Nã manda em ninguém … Nã sei" (blank), a rhetorical question as a yes ("Atão nã havia de contratar?")',
    tags: ['portuguese', 'unit', 'words', 'number-in-word', 'dont-know', 'short'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Joaquim', lastName: 'Caeiro Bexiga' },
    to: [
      'rel',
      'mon',
      'mon',
      'str',
      'str',
      'imp',
      'com',
      'com',
      'tec',
      'tea',
      'rlb',
      'pro',
      'lea',
      'reh',
      'cmt',
    ],
    says: [
      'Boa tarde. Sou manajeiro de uma companha de tiradores de cortiça, em Coruche. O Joaquim andou na minha companha a tirar cortiça, ê era o chefe dele',
      'Fez três tiragens comigo, a de 2024, a de 2025 e a deste ano. A tiragem é de maio a agosto',
      {
        retry: 'Atão, contando só os meses da tiragem, quatro por ano, são 12 meses',
        key: 'monthsKnown',
      },
      'É um',
      'Desculpe, foi sem querer. É um tirador dos bons, abre a cortiça com a machada sem ferir o entrecasco, e os chaparros ficam limpinhos',
      'Às vezes bebe um copo a mais ao almoço e à tarde anda mais devagar. Nã é nada de especial',
      'Muito bom',
      { retry: 'Ponha 4', key: 'communication' },
      '5. Nas árvores marcadas com 3 e com 4 ele tirava mais do que dois homens juntos',
      '4, a companha gosta dele',
      'Nunca faltou a um dia de tiragem, e a gente começa às 5 da manhã por causa do calor. 5',
      'Ê cá nã sei dizer isso',
      'Nã manda em ninguém, é tirador. Nã sei',
      'Atão nã havia de contratar? Claro que sim, home',
      'É um moce sério e trabalhador. Passe bem',
    ],
    expected: {
      relationship: { has: ['cortiça'] },
      monthsKnown: 12,
      strengths: { has: ['machada'] },
      improvements: { has: ['copo'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      wouldRehire: true,
      comments: { has: ['sério'] },
    },
    outcome: 'completed',
  },
  // ───────────── Fifty-eighth blind set, tenant: pt-banhotosa (funcao, meses, servicos, manejo, animais?, acabamento?, curso?, voltaria, obs?)
  {
    id: 'pt-t119',
    title:
      'Aparecida de Goiânia (Goiás), the owner of a banho e tosa in lowercase with goiano words and chat abbreviations ("uai", "cmg", "ctz", "dnv", "mt", "q", "kkkk", "bjs"): the job, the months and the services all in the first message ("de tosadora uns 2 anos e pouco … banho, tosa na maquina, tosa bebe nos shih tzu, a higienica, unha e ouvido. tesoura ainda nao": Tosador(a), the months asked again, 27, scissors excluded), the handling question quoted back with its "De 1 a 5" before the 5, "sabado uns 15, 16 bicho, durante a semana menos" (asked again: 10), "da um 4 ai", a Senac course (yes)',
    tags: [
      'portuguese',
      'typos',
      'multi-answer',
      'hedge',
      'range',
      'multiple',
      'negation',
      'optional',
    ],
    questionnaire: 'pt-banhotosa',
    locale: 'pt',
    candidate: { firstName: 'Thaynara', lastName: 'Rodrigues Borges' },
    says: [
      'boa tarde!! sou a dona do pet aqui em aparecida de goiania. a thaynara trabalhou cmg de tosadora uns 2 anos e pouco, e fazia de tudo uai: banho, tosa na maquina, tosa bebe nos shih tzu, a higienica, unha e ouvido. tesoura ainda nao, tava aprendendo',
      { retry: 'entrou em agosto de 2024 e saiu agora em novembro, da 27 meses', key: 'meses' },
      '> De 1 a 5, como ele(a) lidava com os animais (paciência, contenção, bichos bravos ou com medo)?\n\n5 com ctz!! ate os chow chow bravo ela acalma, nunca precisou de focinheira kkkk',
      'sabado uns 15, 16 bicho, durante a semana menos',
      { retry: 'bota 10 por dia, q é a media dela', key: 'animais' },
      'na maquina fica perfeito, na tesoura ainda ta crua. da um 4 ai',
      'tem sim, fez o curso de banho e tosa no senac em 2023, tenho ate o certificado dela aqui',
      'contrataria dnv sim, se ela quiser voltar a porta ta aberta',
      'so q ela e mt caprichosa e os clientes pedem por ela pelo nome. bjs',
    ],
    expected: {
      funcao: 'Tosador(a)',
      meses: 27,
      servicos: [
        'Banho e secagem',
        'Tosa na máquina',
        'Tosa higiênica',
        'Corte de unhas e limpeza de ouvidos',
      ],
      manejo: 5,
      animais: 10,
      acabamento: 4,
      curso: true,
      voltaria: true,
      obs: { has: ['caprichosa'] },
    },
    outcome: 'completed',
  },
  // ───────────── Fifty-eighth blind set, built-in
  {
    id: 'pt-r88',
    title:
      'Campina Grande (Paraíba), the production supervisor of a sandal factory in Paraibano words ("Oxe", "visse", "arretada", "aperreada", "ligeira", "massa"): months as São João festivals ("Passou dois São João com a gente": asked again, 24), all six ratings as a labelled list when communication is asked ("Comunicação: 3 / Técnica: 5 / Equipe: 5... não, 4 / Pontualidade/responsabilidade: 5 / Resolver problemas: 3/4 / Liderança: -": a correction inside the list, "3/4" asked again ("Bota 3"), a dash for no answer), "Contratava de novo na hora, visse" (yes)',
    tags: ['portuguese', 'unit', 'multi-answer', 'correction', 'range', 'number-in-word'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Maria Luiza', lastName: 'Gomes de Farias' },
    to: ['rel', 'mon', 'mon', 'str', 'imp', 'com', 'pro', 'reh', 'cmt'],
    says: [
      'Oxe, boa tarde! Sou supervisora de produção numa fábrica de sandálias aqui em Campina Grande. A Maria Luiza trabalhou na minha linha, primeiro na costura e depois na montagem, visse',
      'Passou dois São João com a gente: entrou logo depois do São João de 2024 e saiu depois do desse ano',
      { retry: 'De julho de 2024 a julho de 2026, 24 meses', key: 'monthsKnown' },
      'É arretada na máquina de costura, costura tira de couro sem perder um ponto. E é ligeira, bate a meta todo dia',
      'Fala pouco. Quando a máquina dá problema fica aperreada, calada, em vez de chamar o mecânico',
      'Vou mandar logo tudo pra adiantar:\nComunicação: 3\nTécnica: 5\nEquipe: 5... não, 4\nPontualidade/responsabilidade: 5\nResolver problemas: 3/4\nLiderança: -',
      { retry: '3/4 é 3 ou 4, fiquei na dúvida. Bota 3', key: 'problem_solving' },
      'Contratava de novo na hora, visse',
      'Que ela é massa, gente boa demais. Só isso, brigada',
    ],
    expected: {
      relationship: { has: ['costura'] },
      monthsKnown: 24,
      strengths: { has: ['couro'] },
      improvements: { has: ['mecânico'] },
      communication: 3,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 3,
      wouldRehire: true,
      comments: { has: ['massa'] },
    },
    outcome: 'completed',
  },
  // ───────────── Fifty-eighth blind set, tenant: pt-banhotosa
  {
    id: 'pt-t120',
    title:
      'Cuiabá (Mato Grosso), a vet who owns a clinic with a grooming room, in cuiabano words ("Tchá por Deus", "pau-rodado"): a bather who did the hygienic cut only when the groomer was off (Banhista), "Um ano e pouco" and a pause for an emergency ("chegou um cachorro atropelado, já volto") before "Ele ficou 14 meses", bath and blow-dry, hygienic cut and undercoat with the heat beside them ("nesse calor de 40 graus") and machine and scissors excluded, nails and ears added to the services in the next message together with the handling rating ("nos serviços esqueci: unha e ouvido … E do manejo, 4"), "12 banhos por dia", "Tosa ele não fazia, então não tenho como avaliar" (blank), no course (no), a no to the rehire with its reason, a comment',
    tags: [
      'portuguese',
      'hedge',
      'off-topic',
      'multiple',
      'negation',
      'correction',
      'multi-answer',
      'number-in-word',
      'optional',
    ],
    questionnaire: 'pt-banhotosa',
    locale: 'pt',
    candidate: { firstName: 'Wesley', lastName: 'Arruda Campos' },
    says: [
      'Boa tarde! Sou médica veterinária, dona de uma clínica aqui em Cuiabá que tem banho e tosa. O Wesley era banhista, tosa mesmo só fazia a higiênica quando o tosador faltava',
      'Um ano e pouco. Pera que chegou uma emergência aqui, um cachorro atropelado, já volto',
      'Voltei, desculpa a demora. Ele ficou 14 meses, de setembro do ano retrasado até novembro do ano passado',
      'Banho e secagem no soprador, a higiênica quando o tosador faltava, e tirava os nós e o subpelo dos husky e dos golden, que aqui nesse calor de 40 graus os donos querem tudo pelado. Máquina e tesoura não',
      'Ah, nos serviços esqueci: unha e ouvido também era com ele. E do manejo, 4, é calmo mas tem medo de gato',
      '12 banhos por dia. Na época das chuvas menos, mas a média era essa',
      'Tosa ele não fazia, então não tenho como avaliar',
      'Não tem curso nenhum, aprendeu aqui comigo',
      'Não. Tchá por Deus, ele saiu levando a agenda de clientes pra abrir o banho e tosa dele na esquina',
      'Bom banhista, mas não é de confiança. Pode escrever isso. Só isso',
    ],
    expected: {
      funcao: 'Banhista',
      meses: 14,
      servicos: [
        'Banho e secagem',
        'Tosa higiênica',
        'Corte de unhas e limpeza de ouvidos',
        'Desembolo e remoção de subpelo',
      ],
      manejo: 4,
      animais: 12,
      curso: false,
      voltaria: false,
      obs: { has: ['confiança'] },
    },
    outcome: 'completed',
  },
  // ───────────── Fifty-eighth blind set, tenant: pt-cuidados (relacao, turnos, horas, tarefas?, paciencia, demencia?, recomenda, obs?)
  {
    id: 'pt-t121',
    title:
      'Calheta (São Jorge, the Azores), a grandson typing for his mother, the daughter of the old lady the carer looked after, in European Portuguese with Azorean words ("a avó", "atão", "Bem haja"): the family member (Familiar), days and, in the last year, nights awake with the weekends excluded and the typist mixing himself up with his mother ("ficava eu... quer dizer, ficava a minha mãe"), hours corrected as his mother speaks ("8 horas por dia. Espere, a minha mãe diz que não, que eram 9, das 8 às 5": 9), bath, pills and meals with the hospital visits to Angra excluded, "A minha mãe diz cinco, e que se houvesse seis dava seis 😄" (5), Alzheimer (yes), "Recomenda de olhos fechados, diz ela" (yes), a comment',
    tags: ['portuguese', 'correction', 'multiple', 'negation', 'words', 'emoji', 'optional'],
    questionnaire: 'pt-cuidados',
    locale: 'pt',
    candidate: { firstName: 'Lurdes', lastName: 'Bettencourt Silveira' },
    says: [
      'Boa tarde. Sou o neto da senhora de quem a Lurdes tomou conta, na Calheta, em São Jorge. Estou a escrever pela minha mãe, que é a filha, porque ela não se entende com o telemóvel. Está aqui ao meu lado a dizer-me o que hei de escrever',
      'A minha mãe diz que a Lurdes vinha de dia, e no último ano também fazia as noites, acordada, porque a avó se levantava muito. Fins de semana não, ao fim de semana ficava eu... quer dizer, ficava a minha mãe',
      '8 horas por dia. Espere, a minha mãe diz que não, que eram 9, das 8 às 5',
      'Dava-lhe banho, dava-lhe os comprimidos e fazia-lhe o comer. Às consultas a Angra quem ia era a minha mãe, de avião',
      'A minha mãe diz cinco, e que se houvesse seis dava seis 😄',
      'Sim, a avó teve Alzheimer nos últimos dois anos e a Lurdes sabia lidar com isso, até fez uma formação na Santa Casa',
      'Recomenda de olhos fechados, diz ela',
      'A minha mãe quer que escreva que a Lurdes estava lá quando a avó faleceu e que a família nunca vai esquecer isso. Bem haja',
    ],
    expected: {
      relacao: 'Familiar da pessoa cuidada',
      turnos: ['Dia', 'Noite'],
      horas: 9,
      tarefas: ['Higiene e banho', 'Medicação', 'Alimentação'],
      paciencia: 5,
      demencia: true,
      recomenda: true,
      obs: { has: ['faleceu'] },
    },
    outcome: 'completed',
  },
  // ───────────── Sixtieth blind set, built-in (held out)
  {
    id: 'pt-r89',
    title:
      'Willemstad (Curaçao), a Madeiran who has owned a supermarket in Otrobanda for thirty years, writing European Portuguese with Papiamentu ("Bon tardi", "ayo", "hopi bon", "dushi", "ta bon", "Danki"): months as three contracts ("dois de seis meses e depois um de um ano": asked again, "Vinte e quatro meses"), then at the communication question an addition to the improvements that names them ("sobre o que tem de melhorar, esqueci: …") and a rating in Papiamentu words ("hopi bon": asked again, 4), a rating that refers back to the improvements ("Por causa das festas, 3"), "Não sei dizer" (blank), "Passe essa" (blank), a goodbye that is no comment',
    tags: ['portuguese', 'unit', 'words', 'wrong-question', 'multi-answer', 'dont-know', 'skip'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Shurendy', lastName: 'Martina' },
    to: [
      'rel',
      'mon',
      'mon',
      'str',
      'imp',
      'com',
      'com',
      'tec',
      'tea',
      'rlb',
      'pro',
      'lea',
      'reh',
      'cmt',
    ],
    says: [
      'Bon tardi. Sou o dono de um supermercado em Willemstad, no Otrobanda. Sou madeirense mas vivo cá há 30 anos. O Shurendy trabalhou comigo no armazém e na caixa',
      'Fez 3 contratos comigo: dois de seis meses e depois um de um ano',
      { retry: 'Vinte e quatro meses', key: 'monthsKnown' },
      'É honesto, nunca faltou um florim na caixa dele. E fala papiamentu, holandês, inglês e espanhol com os clientes',
      'Às vezes chega tarde quando há festa no fim de semana, ayo',
      'Ah, sobre o que tem de melhorar, esqueci: não avisa quando falta mercadoria na prateleira. Da comunicação... hopi bon',
      { retry: 'Hopi bon é muito bom. Um 4', key: 'communication' },
      '4',
      'Dushi com todos. 5',
      'Por causa das festas, 3',
      'Não sei dizer, nunca teve de resolver nada sozinho',
      'Não manda em ninguém. Passe essa',
      'Sim, ta bon, se ele quiser volta',
      'Danki. Mais nada',
    ],
    expected: {
      relationship: { has: ['armazém'] },
      monthsKnown: 24,
      strengths: { has: ['florim'] },
      improvements: { has: ['festa', 'prateleira'] },
      communication: 4,
      technical_skill: 4,
      teamwork: 5,
      reliability: 3,
      wouldRehire: true,
    },
    outcome: 'completed',
  },
  // ───────────── Sixtieth blind set, tenant: pt-porto (funcao, meses, atividades, seguranca, pessoas?, ritmo?, cadastro?, voltaria, obs?)
  {
    id: 'pt-t122',
    title:
      'Leixões (Matosinhos), the head of the tally clerks at a container terminal who answers every question with one or two words in European Portuguese: "Conferente.", "Três anos." where months are asked (36), "Tally e portaló.", "Cinco.", "Ninguém." (0), "Bom." on the optional rating (asked again: 4), "Sim, ETP." for the OGMO "or equivalent" (yes), "Sim.", and "Não." to the optional comment (blank)',
    tags: ['portuguese', 'short', 'unit', 'words', 'negation', 'multiple', 'optional'],
    questionnaire: 'pt-porto',
    locale: 'pt',
    candidate: { firstName: 'Hélder', lastName: 'Moreira Pinto' },
    says: [
      'Conferente.',
      'Três anos.',
      { retry: '36.', key: 'meses' },
      'Tally e portaló.',
      'Cinco.',
      'Ninguém.',
      'Bom.',
      { retry: 'Quatro.', key: 'ritmo' },
      'Sim, ETP.',
      'Sim.',
      'Não.',
    ],
    expected: {
      funcao: 'Conferente',
      meses: 36,
      atividades: ['Conferência e tally', 'Sinalização (sinaleiro / portaló)'],
      seguranca: 5,
      pessoas: 0,
      ritmo: 4,
      cadastro: true,
      voltaria: true,
    },
    outcome: 'completed',
  },
  // ───────────── Sixtieth blind set, built-in
  {
    id: 'pt-r90',
    title:
      'Rio de Janeiro (the Cidade do Samba), the head of a samba school\'s float workshop in carioca words ("Fala!", "caraca", "sinistro", "é cria", "vacilão", "mó cota", "mermão", "treta", "tamo junto"): months as carnivals ("Fez três carnavais com a gente": asked again, "uns 30 meses... bota 30"), the relationship set right inside the improvements ("Corrigindo lá em cima: ele não era ferreiro não, era soldador"), a refusal of one rating ("Essa eu passo, mermão": blank), a rating that refers back ("Pontualidade 2, já falei né"), a question back on leadership ("quer que eu avalie mesmo assim?": asked again, 3), a yes with a joke as a condition, a goodbye that is no comment',
    tags: [
      'portuguese',
      'unit',
      'hedge',
      'correction',
      'wrong-question',
      'decline',
      'question-back',
    ],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Thiago', lastName: 'Nascimento da Silva' },
    to: [
      'rel',
      'mon',
      'mon',
      'str',
      'imp',
      'com',
      'tec',
      'tea',
      'rlb',
      'pro',
      'lea',
      'lea',
      'reh',
      'cmt',
    ],
    says: [
      'Fala! Sou chefe de barracão de uma escola de samba aqui na Cidade do Samba. O Thiago era ferreiro do barracão, trabalhava comigo nas alegorias',
      'Fez três carnavais com a gente, 2024, 2025 e 2026',
      { retry: 'Contando certinho deu uns 30 meses... bota 30', key: 'monthsKnown' },
      'Caraca, o cara é sinistro na solda, monta a estrutura do abre-alas rapidinho. E é cria, conhece todo mundo do barracão',
      'Corrigindo lá em cima: ele não era ferreiro não, era soldador. Ferreiro é o pai dele kkk. Melhorar: é vacilão com horário, chega atrasado mó cota',
      '4',
      '5 com certeza',
      'Essa eu passo, mermão, teve uma treta no barracão e eu não quero me meter',
      'Pontualidade 2, já falei né',
      'Quando o carro travou na concentração da Sapucaí foi ele que soldou o eixo na hora. 5',
      'Liderança? Ele não é chefe de nada, quer que eu avalie mesmo assim?',
      { retry: 'Então bota 3, ele puxa os moleques novos', key: 'leadership' },
      'Contrato sim, mas só se ele chegar no horário kkkk',
      'Valeu, tamo junto',
    ],
    expected: {
      relationship: { has: ['soldador'] },
      monthsKnown: 30,
      strengths: { has: ['solda'] },
      improvements: { has: ['atrasado'] },
      communication: 4,
      technical_skill: 5,
      reliability: 2,
      problem_solving: 5,
      leadership: 3,
      wouldRehire: true,
    },
    outcome: 'completed',
  },
  // ───────────── Sixtieth blind set, tenant: pt-porto
  {
    id: 'pt-t123',
    title:
      'Paranaguá (Paraná), the operations supervisor of a bulk terminal who types plainly with a few slips ("com nós", "desse ano", "trabalahva", "piá"): a stevedore in the holds of soy and meal ships (Estivador(a)), months as two dates (41), the hold, lashing and the gangway with the crane excluded in words, then at the safety question the months set right ("esqueci de falar nos meses: ele saiu em julho e não em agosto, então são 40": 40) and safety asked again (4), people as "12 homens contando com ele" (11), "Piá trabalhador … 5", registered with the OGMO (yes), "Att, Marcos" under the comment',
    tags: [
      'portuguese',
      'typos',
      'unit',
      'correction',
      'wrong-question',
      'multiple',
      'negation',
      'signature',
      'optional',
    ],
    questionnaire: 'pt-porto',
    locale: 'pt',
    candidate: { firstName: 'Jeferson', lastName: 'Ribas de Lima' },
    says: [
      'Boa tarde. Sou supervisor de operações num terminal de granéis aqui no porto de Paranaguá. O Jeferson era estivador, trabalahva no porão dos navios de soja e farelo',
      'Ele ficou com nós desde março de 2023 até agosto desse ano',
      { retry: '41 meses', key: 'meses' },
      'Rechego no porão, isso direto. Peação quando vinha carga geral, e às vezes de sinaleiro no portaló. Guindaste não, ele não é operador',
      'Ah, esqueci de falar nos meses: ele saiu em julho e não em agosto, então são 40.',
      {
        retry: 'Segurança 4, sempre de EPI, só uma vez desceu no porão sem o cinto',
        key: 'seguranca',
      },
      'Nos últimos meses ele foi contramestre do terno, eram 12 homens contando com ele',
      { retry: 'Onze, tirando ele', key: 'pessoas' },
      'Piá trabalhador, não para. 5',
      'É registrado no OGMO de Paranaguá sim',
      'Sim, com certeza',
      'Só agradecer, ele é gente boa demais.\nAtt, Marcos',
    ],
    expected: {
      funcao: 'Estivador(a)',
      meses: 40,
      atividades: [
        'Peação e despeação',
        'Trabalho no porão (rechego, granel, carga geral)',
        'Sinalização (sinaleiro / portaló)',
      ],
      seguranca: 4,
      pessoas: 11,
      ritmo: 5,
      cadastro: true,
      voltaria: true,
      obs: { has: ['gente boa'] },
    },
    outcome: 'completed',
  },
  // ───────────── Sixtieth blind set, tenant: pt-oficina (funcao, veiculos, anos, qualidade, scanner?, recontratar, obs?)
  {
    id: 'pt-t124',
    title:
      'Parnaíba (Piauí), the owner of a car workshop near the bridge in Piauiense words ("Rapaz", "pai d\'égua", "Égua", "cabra bom", "macho"): a mechanic who also did the electrics when the electrician was off (asked which if need be: Mecânico(a)), cars and motorbikes with trucks excluded in words ("aqui não tem valeta pra caminhão"), years in the trade as ages ("Começou com 14 anos … hoje tá com 33": asked again, 19), "Carro que ele conserta não volta não. 5", then at the scanner question the vehicles set right ("esqueci nos veículos: ele mexia nos caminhão da cooperativa": trucks added) and the scanner asked again (yes), "Égua, contratava na hora" (yes)',
    tags: [
      'portuguese',
      'unit',
      'multiple',
      'negation',
      'correction',
      'wrong-question',
      'optional',
    ],
    questionnaire: 'pt-oficina',
    locale: 'pt',
    candidate: { firstName: 'Francisco das Chagas', lastName: 'Veras' },
    says: [
      'Boa tarde. Tenho uma oficina em Parnaíba, perto da ponte. O Chico trabalhou comigo de mecânico, mas fazia a elétrica também quando o eletricista faltava',
      { retry: 'Mecânico mesmo', key: 'funcao' },
      'Carro e moto. Caminhão não, que aqui não tem valeta pra caminhão',
      'Começou com 14 anos ajudando o pai dele na oficina, hoje tá com 33',
      { retry: 'Bota 19', key: 'anos' },
      "Carro que ele conserta não volta não. 5, pai d'égua",
      'Rapaz, esqueci nos veículos: ele mexia nos caminhão da cooperativa de caju também, mas era lá no pátio deles, não aqui',
      { retry: 'Scanner sabe sim, o da oficina é ele que usa', key: 'scanner' },
      'Égua, contratava na hora',
      'Cabra bom, honesto. Só isso macho',
    ],
    expected: {
      funcao: 'Mecânico(a)',
      veiculos: ['Carros de passeio', 'Motos', 'Caminhões e ônibus'],
      anos: 19,
      qualidade: 5,
      scanner: true,
      recontratar: true,
      obs: { has: ['honesto'] },
    },
    outcome: 'completed',
  },
  // ───────────── Sixty-second blind set, built-in (held out)
  {
    id: 'pt-r91',
    title:
      'Hamamatsu (Japan), a Brazilian nikkei line leader at an auto-parts factory writing Portuguese with Japanese factory words ("Konnichiwa", "hancho", "haken", "kensa", "yasumi", "kaisha", "zangyo", "hozen", "shain", "Hai", "Otsukaresama"): months in Japanese era years ("Entrou em abril de Reiwa 5 e saiu em março de Reiwa 7": asked again, "dois anos fiscais daqui … 24 meses"), a rating as the Japanese double circle ("◎": asked again, 5), a rating that refers back to the improvements ("por causa dos yasumi sem avisar, 3"), "Liderança não sei" (blank), "Hai, contrataria sim" (yes), a goodbye that is no comment',
    tags: ['portuguese', 'unit', 'number-in-word', 'emoji', 'dont-know'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Larissa', lastName: 'Higa Yamashiro' },
    to: [
      'rel',
      'mon',
      'mon',
      'str',
      'imp',
      'com',
      'com',
      'tec',
      'tea',
      'rlb',
      'pro',
      'lea',
      'reh',
      'cmt',
    ],
    says: [
      'Konnichiwa. Eu era o hancho da linha dela na fábrica de autopeças em Hamamatsu, ela era haken pela empreiteira',
      'Entrou em abril de Reiwa 5 e saiu em março de Reiwa 7',
      {
        retry: 'Foram dois anos fiscais daqui, de abril a março. 24 meses',
        key: 'monthsKnown',
      },
      'Muito caprichosa, nunca deixou passar peça com defeito no kensa. E fala japonês bem, lê os manuais sozinha',
      'Às vezes pega yasumi em cima da hora, sem avisar o kaisha',
      '◎',
      { retry: 'Desculpa, costume daqui. ◎ é o melhor, 5', key: 'communication' },
      '4',
      '4 também',
      'Nunca recusou zangyo, nem no sábado. Mas por causa dos yasumi sem avisar, 3',
      'Quando a máquina travava ela mesma chamava o hozen e já anotava o erro na folha. 4',
      'Liderança não sei, ela não era shain nem hancho',
      'Hai, contrataria sim',
      'Só isso. Otsukaresama!',
    ],
    expected: {
      relationship: { has: ['hancho'] },
      monthsKnown: 24,
      strengths: { has: ['defeito'] },
      improvements: { has: ['yasumi'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 4,
      reliability: 3,
      problem_solving: 4,
      wouldRehire: true,
    },
    outcome: 'completed',
  },
  // ───────────── Sixty-second blind set, tenant: pt-calcados (setor, meses, operacoes, qualidade, pares?, ritmo?, curso?, recontratar, obs?)
  {
    id: 'pt-t125',
    title:
      'Nova Serrana (Minas Gerais), the owner of a trainer factory in mineiro words ("com nós", "Nó", "o trem dele", "demais da conta", "Uai", "sô", "bão"): a stitcher on the post machine (Pesponto (costura)), months as collections ("umas quatro coleções": asked again, 24), stitching and skiving with gluing excluded in words ("mas pouco, isso eu não conto"), pairs a day with a good week beside them ("Uns 300 pares por dia, numa semana boa 350": 300), the SENAI course (yes), "Uai, na hora sô" (yes)',
    tags: ['portuguese', 'unit', 'hedge', 'multiple', 'negation', 'optional'],
    questionnaire: 'pt-calcados',
    locale: 'pt',
    candidate: { firstName: 'Wellington', lastName: 'Faria Lacerda' },
    says: [
      'Boa tarde. Ele era do pesponto, costurava cabedal de tênis na máquina de coluna',
      'Ficou com nós umas quatro coleções',
      { retry: 'Dois anos certinho, 24 meses', key: 'meses' },
      'Pespontava e chanfrava as peças antes de costurar. Às vezes ajudava a passar cola na montagem, mas pouco, isso eu não conto',
      'Nó, o trem dele é caprichado demais da conta. 5',
      'Uns 300 pares por dia, numa semana boa 350',
      { retry: '300', key: 'pares' },
      'Acompanhava bem, 4',
      'Tem o do SENAI de pesponto sim',
      'Uai, na hora sô',
      'Só que ele é bão demais, pode pegar sem medo',
    ],
    expected: {
      setor: 'Pesponto (costura)',
      meses: 24,
      operacoes: ['Pesponto em máquina de coluna ou plana', 'Chanfração e preparação de peças'],
      qualidade: 5,
      pares: 300,
      ritmo: 4,
      curso: true,
      recontratar: true,
      obs: { has: ['sem medo'] },
    },
    outcome: 'completed',
  },
  // ───────────── Sixty-second blind set, built-in
  {
    id: 'pt-r92',
    title:
      'Miranda do Douro (Trás-os-Montes), the owner of a restaurant who types short and plain, with a slip or two and Mirandese at the start and the end ("Buonas tardes", "ninguem", "Ás vezes", "Nao sei", "Muito oubrigado"): "3 anos" (36), a hedge he settles ("4 ou 5... ponha 4"), "Nao sei, trabalhava sozinho na cozinha" (blank), a goodbye that is no comment',
    tags: ['portuguese', 'short', 'typos', 'unit', 'hedge', 'dont-know'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Rui Miguel', lastName: 'Fernandes Pires' },
    to: ['rel', 'mon', 'str', 'imp', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'reh', 'cmt'],
    says: [
      'Buonas tardes. Fui patrão dele no restaurante, era cozinheiro',
      '3 anos',
      'Faz a posta mirandesa como ninguem, e é muito limpo na cozinha',
      'Ás vezes enerva-se quando há muita gente na sala',
      '4',
      '5',
      '4',
      '5',
      '4 ou 5... ponha 4',
      'Nao sei, trabalhava sozinho na cozinha',
      'Sim',
      'Nada mais. Muito oubrigado',
    ],
    expected: {
      relationship: { has: ['cozinheiro'] },
      monthsKnown: 36,
      strengths: { has: ['posta'] },
      improvements: { has: ['enerva'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 4,
      wouldRehire: true,
    },
    outcome: 'completed',
  },
  // ───────────── Sixty-second blind set, tenant: pt-calcados
  {
    id: 'pt-t126',
    title:
      'Felgueiras, the head of the stitching section at a shoe factory in European Portuguese who signs her comment with a pasted signature: a question back on which of two Sandras ("é a Sandra Pinto da costura, não é?") with the post as "gaspeadeira" (asked which if need be: Pesponto (costura)), months as two dates without the year of the second ("saiu agora em março": asked again, 78), the uppers on the post machine and the checking of pairs with cutting excluded in words ("isso é com os homens da faca"), "Muito boa" with no number (asked again: 4), pairs an hour where a day is asked ("uns 60 pares à hora": asked again, blank), a course she may not have finished (blank), a comment above her signature',
    tags: [
      'portuguese',
      'question-back',
      'unit',
      'multiple',
      'negation',
      'dont-know',
      'signature',
      'optional',
    ],
    questionnaire: 'pt-calcados',
    locale: 'pt',
    candidate: { firstName: 'Sandra Cristina', lastName: 'Pinto' },
    says: [
      'Boa tarde. Temos cá duas Sandras, é a Sandra Pinto da costura, não é? Era gaspeadeira na minha secção',
      { retry: 'Costura, é o vosso pesponto', key: 'setor' },
      'Entrou em setembro de 2019 e saiu agora em março',
      { retry: 'Desculpe, saiu em março deste ano, 2026. São 78 meses', key: 'meses' },
      'Costurava gáspeas e canos na máquina de coluna. Quando havia pouco trabalho ia para a revisão dos pares no acabamento. Corte não, que isso é com os homens da faca',
      'Muito boa. Costura direitinha, raramente voltava algum par para trás',
      { retry: 'Dou-lhe um 4, ninguém é perfeito', key: 'qualidade' },
      'Pares por dia não sei, aqui contamos à hora: uns 60 pares à hora no modelo de senhora',
      { retry: 'Por dia não sei dizer, deixe em branco', key: 'pares' },
      'Acompanhava bem o tapete. 4',
      'Fez a formação de costura no CTCP em São João da Madeira, mas não sei se chegou a acabar',
      'Sim, sem dúvida. Se ela quiser voltar, a porta está aberta',
      'É uma senhora muito educada e pontual.\n\nCumprimentos,\nArminda Leite\nChefe de Secção – Costura\nCalçados Sousa & Filhos, Lda.\nTel. 255 312 487',
    ],
    expected: {
      setor: 'Pesponto (costura)',
      meses: 78,
      operacoes: ['Pesponto em máquina de coluna ou plana', 'Limpeza, acabamento e revisão'],
      qualidade: 4,
      ritmo: 4,
      recontratar: true,
      obs: { has: ['pontual'] },
    },
    outcome: 'completed',
  },
  // ───────────── Sixty-second blind set, tenant: pt-pesca (funcao, artes, mares, seguranca, cedula?, voltaria, obs?)
  {
    id: 'pt-t127',
    title:
      'New Bedford (Massachusetts), the Portuguese-American captain of a scalloper writing Portuguese with the dock\'s English ("Hi", "captain", "deckhand", "cook", "dragger", "groundfish", "trips", "survival suit", "drills", "Yes sir", "shuckava", "workaholic", "God bless"): a deckhand who cooked when the cook was ill (asked which: Pescador(a)), the scallop dredge that is no option and the "dragger" named as trawling ("que é arrasto": Arrasto), trips where outings are asked with their days beside them ("umas 30 trips comigo, de 10, 12 dias cada": 30), a Portuguese seaman\'s card he cannot vouch for beside American papers (blank), "Yes sir, levo-o já na próxima trip" (yes)',
    tags: ['portuguese', 'unit', 'hedge', 'multiple', 'negation', 'dont-know', 'optional'],
    questionnaire: 'pt-pesca',
    locale: 'pt',
    candidate: { firstName: 'Nelson', lastName: 'Sousa Furtado' },
    says: [
      'Hi, boa tarde. Sou o captain do scalloper Santa Maria II em New Bedford. O Nelson era deckhand, e fazia de cook quando o cook adoecia',
      { retry: 'Pescador. De cook só às vezes', key: 'funcao' },
      'No scalloper é draga, que não está aí na lista. Antes andou comigo no dragger, no groundfish, que é arrasto',
      'Fez umas 30 trips comigo, de 10, 12 dias cada',
      { retry: '30 trips', key: 'mares' },
      'Sempre de survival suit nos drills e nunca tirou o colete no deck. 5',
      'Cédula portuguesa não sei se tem. Cá tem o TWIC e os cursos da Coast Guard',
      'Yes sir, levo-o já na próxima trip',
      'É um workaholic, shuckava mais rápido que os velhos. God bless',
    ],
    expected: {
      funcao: 'Pescador(a)',
      artes: ['Arrasto'],
      mares: 30,
      seguranca: 5,
      voltaria: true,
      obs: { has: ['shuck'] },
    },
    outcome: 'completed',
  },
  // ───────────── Sixty-fourth blind set, built-in (held out)
  {
    id: 'pt-r93',
    title:
      'Belém do Pará, the owner of an açaí shop ("batedeira") in the Pedreira in Paraense words ("mana", "pai d\'égua", "é de rocha", "pavulagem", "Ixi", "as baixadas", "Valeu"): months from one Círio de Nazaré to another ("Entrou no Círio de 2021 e saiu depois do Círio desse ano": asked again, 60), a rating in words with no number ("Pai d\'égua!": asked again, 5), a rating that refers back to the improvements ("É de rocha. 4, por causa dos atrasos que te falei"), "Ixi, isso aí não sei" on leadership (blank), a goodbye with an emoji that is no comment',
    tags: ['portuguese', 'unit', 'dont-know', 'emoji', 'short'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Raimundo Nonato', lastName: 'Pantoja Cardoso' },
    to: [
      'rel',
      'mon',
      'mon',
      'str',
      'imp',
      'com',
      'com',
      'tec',
      'tea',
      'rlb',
      'pro',
      'lea',
      'reh',
      'cmt',
    ],
    says: [
      'Boa tarde mana. Eu sou o Dico, dono da batedeira de açaí aqui na Pedreira. O Nonato batia açaí comigo e fazia as entregas de moto',
      'Entrou no Círio de 2021 e saiu depois do Círio desse ano',
      { retry: 'Cinco anos certinho, de outubro a outubro. Bota 60 meses', key: 'monthsKnown' },
      'O açaí dele sai grosso, no ponto, os fregueses só querem o dele. E conhece todo mundo nas baixadas, entrega rapidinho',
      'É meio pavulagem, às vezes fica de conversa no Ver-o-Peso e atrasa as entregas',
      "Pai d'égua!",
      { retry: 'Égua mana, é o máximo. 5', key: 'communication' },
      '5, sabe o ponto da máquina e não deixa o açaí azedar',
      'Se dá bem com todo mundo, 4',
      'É de rocha. 4, por causa dos atrasos que te falei',
      'Quando a batedeira quebrou no meio da safra ele mesmo trocou a correia. 5',
      'Ixi, isso aí não sei, ele trabalhava só',
      'Contratava de novo sim, se ele quiser voltar',
      'Não, só isso mesmo. Valeu mana 🤙',
    ],
    expected: {
      relationship: { has: ['açaí'] },
      monthsKnown: 60,
      strengths: { has: ['fregueses'] },
      improvements: { has: ['entregas'] },
      communication: 5,
      technical_skill: 5,
      teamwork: 4,
      reliability: 4,
      problem_solving: 5,
      wouldRehire: true,
    },
    outcome: 'completed',
  },
  // ───────────── Sixty-fourth blind set, tenant: pt-conservas (seccao, meses, tarefas, qualidade, latas?, higiene?, formacao?, recontratar, obs?)
  {
    id: 'pt-t128',
    title:
      'Madalena do Pico (the Azores), the forewoman of the cleaning tables at a tuna cannery in Azorean words ("Ó home", "a moça é às direitas", "Atão não havera de contratar!", "a safra do atum"): months from one feast of the Senhor Bom Jesus to another (asked again: 48), the loins cleaned and the cans of "posta" filled when hands were short, with the seamer ("isso é com os homens") and the cookers excluded in words, kilos of loin an hour where cans an hour are asked ("Uns 40 quilos de lombo por hora": asked again, "deixe em branco"), the HACCP course tapped (yes), a rhetorical question as the yes',
    tags: ['portuguese', 'unit', 'multiple', 'negation', 'dont-know', 'optional', 'tap'],
    questionnaire: 'pt-conservas',
    locale: 'pt',
    candidate: { firstName: 'Sónia', lastName: 'Goulart Rosa' },
    says: [
      'Boa tarde. Sou a Fátima, encarregada das mesas na conserveira. A Sónia esteve comigo na limpeza do atum, nas mesas',
      'Desde as festas do Senhor Bom Jesus de 2022 até às deste ano',
      { retry: 'De agosto de 2022 a agosto deste ano, 48 meses', key: 'meses' },
      'Limpava os lombos, tirava a pele e o sangacho à faca. Quando faltava gente também enchia as latas à mão, as de posta. À cravadeira nunca foi, isso é com os homens. À cozedura também não',
      'Ó home, a moça é às direitas. Os lombos dela saíam limpinhos, quase sem desperdício. 5',
      'Isso de latas à hora não sei, ela era mais das mesas. Uns 40 quilos de lombo por hora',
      { retry: 'Latas não sei dizer, deixe em branco', key: 'latas' },
      'Nunca lhe vi a touca fora do sítio. 5',
      { tap: true },
      'Atão não havera de contratar! Para a safra de maio já conto com ela',
      'Só que é muito trabalhadora e boa colega. Cumprimentos da Madalena',
    ],
    expected: {
      seccao: 'Limpeza e corte (mesas)',
      meses: 48,
      tarefas: ['Limpar lombos de atum', 'Encher latas à mão'],
      qualidade: 5,
      higiene: 5,
      formacao: true,
      recontratar: true,
      obs: { has: ['trabalhadora'] },
    },
    outcome: 'completed',
  },
  // ───────────── Sixty-fourth blind set, built-in
  {
    id: 'pt-r94',
    title:
      'Maputo (the Costa do Sol), the owner of a seafood restaurant in Mozambican words ("maningue", "maningue nice", "o chapa", "Xiii", "Khanimambo"): months in words between two dates ("desde o Natal de 2024 até Setembro, vinte e um meses": 21), a question back on the scale ("5 é o melhor ou o pior?": asked again, 4), a range ("3 ou 4": asked again, 3), a refusal of one question ("Esta prefiro não responder": blank), "Passa" on leadership (blank), a thanks in Changana that is no comment',
    tags: ['portuguese', 'words', 'question-back', 'range', 'decline', 'skip'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Celso', lastName: 'Mondlane Cossa' },
    to: [
      'rel',
      'mon',
      'str',
      'imp',
      'com',
      'com',
      'tec',
      'tea',
      'tea',
      'rlb',
      'pro',
      'lea',
      'reh',
      'cmt',
    ],
    says: [
      'Boa tarde. Sou a Dona Graça, dona do restaurante na Costa do Sol. O Celso era o nosso churrasqueiro, fazia o camarão e o peixe na brasa',
      'Esteve connosco desde o Natal de 2024 até Setembro, vinte e um meses',
      'Maningue rápido na grelha, num sábado com a casa cheia saem 200 pratos e ele não se perde. E o piri-piri dele é famoso',
      'Tem de aprender a controlar o stock, às vezes acabava o carvão e ninguém sabia',
      '5 é o melhor ou o pior?',
      { retry: 'Ok, então 4', key: 'communication' },
      '5',
      '3 ou 4',
      { retry: '3, às vezes discutia com os empregados de mesa', key: 'teamwork' },
      'Nunca faltou, mesmo quando não havia chapa vinha a pé de Magoanine. 5',
      'Esta prefiro não responder',
      'Xiii, ele não tinha ninguém a cargo. Passa',
      'Sim, maningue nice, contratava',
      'Khanimambo. É tudo',
    ],
    expected: {
      relationship: { has: ['churrasqueiro'] },
      monthsKnown: 21,
      strengths: { has: ['grelha'] },
      improvements: { has: ['stock'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 3,
      reliability: 5,
      wouldRehire: true,
    },
    outcome: 'completed',
  },
  // ───────────── Sixty-fourth blind set, tenant: pt-conservas
  {
    id: 'pt-t129',
    title:
      'Olhão (the Algarve), the shift supervisor at a sardine cannery who types in capitals without accents, in Algarvian words ("ABALOU", "AH MOCE", "O FOGUEIRO"): filling with the cookers now and then (asked which: Enchimento e cravação), months set right in the same message ("DOIS ANOS E MEIO. NAO, ESPERA … SAO TRES ANOS CERTOS": 36), filling by hand and the seamer with the autoclaves excluded in words, a rating on the school scale of 0 to 20 ("DAVA-LHE UM 17": asked again, 4), cans a minute where an hour is asked ("UMAS 6 LATAS AO MINUTO": asked again, 360), "NESSA PASSO" (blank), an unsettled course ("ACHO EU. NAO TENHO A CERTEZA": blank), "NAO" as no comment',
    tags: [
      'portuguese',
      'correction',
      'unit',
      'multiple',
      'negation',
      'skip',
      'hedge',
      'optional',
      'short',
    ],
    questionnaire: 'pt-conservas',
    locale: 'pt',
    candidate: { firstName: 'Rúben', lastName: 'Guerreiro Viegas' },
    says: [
      'BOA TARDE. O RUBEN ESTAVA NO ENCHIMENTO, MAS TAMBEM IA A COZEDURA QUANDO O COZINHEIRO FALTAVA',
      { retry: 'NO ENCHIMENTO. A COZEDURA ERA SO DE VEZ EM QUANDO', key: 'seccao' },
      'DOIS ANOS E MEIO. NAO, ESPERA, ABALOU EM MARÇO, SAO TRES ANOS CERTOS',
      'ENCHIA AS LATAS A MAO, A SARDINHA VAI DEITADA CABEÇA COM RABO. E TRABALHAVA NA CRAVADEIRA, ACERTAVA AS ROLDANAS E TUDO. AS AUTOCLAVES NAO, ISSO E COM O FOGUEIRO',
      'NUMA ESCALA DE 0 A 20 DAVA-LHE UM 17',
      { retry: 'ENTAO PONHA 4', key: 'qualidade' },
      'A MAO UMAS 6 LATAS AO MINUTO',
      { retry: '360 A HORA', key: 'latas' },
      'NESSA PASSO',
      'TEM O CURSO DO CENTRO DE EMPREGO, ACHO EU. NAO TENHO A CERTEZA',
      'SIM SENHOR. AH MOCE, ERA JA AMANHA',
      'NAO. CUMPRIMENTOS',
    ],
    expected: {
      seccao: 'Enchimento e cravação',
      meses: 36,
      tarefas: ['Encher latas à mão', 'Operar a cravadeira'],
      qualidade: 4,
      latas: 360,
      recontratar: true,
    },
    outcome: 'completed',
  },
  // ───────────── Sixty-fourth blind set, tenant: pt-hotelaria (funcao, horas, epocas, simpatia, haccp?, linguas?, voltaria, obs?)
  {
    id: 'pt-t130',
    title:
      'Florianópolis (the Barra da Lagoa), the gaúcho owner of a pousada in Brazilian Portuguese on a Portuguese form ("recepção" for "Receção") and in gaúcho words ("Bah", "a guria", "Tri", "Capaz!", "Barbaridade"): hours a week given as a summer timetable with less off-season ("das 7 às 15, seis dias … Fora da temporada menos": asked again, 44), two summers with the Réveillon and the winter excluded in words ("No inverno a pousada fecha"), "Capaz!" as a gaúcho no on the HACCP course (no), Spanish "por causa dos hermanos" and English "mais ou menos, se virava", "Barbaridade, claro que sim" (yes)',
    tags: ['portuguese', 'unit', 'hedge', 'multiple', 'negation', 'optional'],
    questionnaire: 'pt-hotelaria',
    locale: 'pt',
    candidate: { firstName: 'Thaís', lastName: 'Bittencourt Schmidt' },
    says: [
      'Bah, boa tarde. A guria trabalhava na recepção da pousada, mas no café da manhã também dava uma mão',
      'Na temporada era das 7 às 15, seis dias por semana. Fora da temporada menos',
      { retry: 'Bota 44 de média', key: 'horas' },
      'Fez duas temporadas de verão, e ficou pro Réveillon nas duas. No inverno a pousada fecha',
      'Tri simpática, os argentinos adoravam ela. 5',
      'Capaz! Curso disso ela nunca fez',
      'Espanhol fluente, por causa dos hermanos. Inglês mais ou menos, se virava',
      'Barbaridade, claro que sim',
      'Que é uma guria direita e de confiança. Abraço',
    ],
    expected: {
      funcao: 'Receção',
      horas: 44,
      epocas: ['Época alta', 'Natal e Fim do Ano'],
      simpatia: 5,
      haccp: false,
      linguas: ['Espanhol', 'Inglês'],
      voltaria: true,
      obs: { has: ['confiança'] },
    },
    outcome: 'completed',
  },
  // ───────────── Sixty-sixth blind set, built-in (held out)
  {
    id: 'pt-r95',
    title:
      'Recife (Boa Viagem), the owner of a tapiocaria in Pernambucano words ("Oxe", "visse", "arretada", "avexada", "Massa!", "Eita", "o boy da entrega", "intriga", "Um cheiro!"): months from the São João to the Carnival ("Desde o São João retrasado até o carnaval desse ano": asked again, "De junho de 2024 a fevereiro de 2026, bota 20 meses"), "Massa! 5", a rating that refers back to the improvements ("4 por causa do que falei"), a range after a story ("Sei lá, 3 ou 4": asked again, "Bota 3 visse"), "Pula essa" on leadership (blank), "Contrato de novo sim, visse" (yes), a comment closed with a Recife goodbye',
    tags: ['portuguese', 'unit', 'range', 'hedge', 'skip'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Maria Eduarda', lastName: 'Lins Barreto' },
    to: [
      'rel',
      'mon',
      'mon',
      'str',
      'imp',
      'com',
      'tec',
      'tea',
      'tea',
      'rlb',
      'pro',
      'lea',
      'reh',
      'cmt',
    ],
    says: [
      'Oxe, boa tarde! Aqui é Socorro, dona da tapiocaria em Boa Viagem. Duda trabalhou comigo no balcão e na chapa',
      'Desde o São João retrasado até o carnaval desse ano',
      { retry: 'De junho de 2024 a fevereiro de 2026, bota 20 meses', key: 'monthsKnown' },
      'A tapioca dela é arretada, fininha, não rasga. E os turista amam ela, fala inglês que aprendeu no YouTube',
      'É avexada demais, quer fazer tudo ligeiro e às vezes queima a massa',
      'Massa! 5',
      'A chapa ela domina, 4 por causa do que falei',
      'Eita, essa é difícil... se dá bem com as menina mas com o boy da entrega vive de intriga. Sei lá, 3 ou 4',
      { retry: 'Bota 3 visse', key: 'teamwork' },
      'Nunca faltou. Nem no carnaval, que aqui é sagrado. 5',
      'Quando faltou gás num domingo de praia ela foi na vizinha pedir um botijão emprestado e não parou o atendimento. 5',
      'Oxe, ela não manda em ninguém não. Pula essa',
      'Contrato de novo sim, visse',
      'Que é uma menina direita e trabalhadeira. Um cheiro!',
    ],
    expected: {
      relationship: { has: ['tapiocaria'] },
      monthsKnown: 20,
      strengths: { has: ['tapioca'] },
      improvements: { has: ['avexada'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 3,
      reliability: 5,
      problem_solving: 5,
      wouldRehire: true,
      comments: { has: ['direita'] },
    },
    outcome: 'completed',
  },
  // ───────────── Sixty-sixth blind set, tenant: pt-montagem (setor, meses, atividades, qualidade, pecas?, seguranca?, nr11?, recontratar, obs?)
  {
    id: 'pt-t131',
    title:
      'Manaus (the Distrito Industrial), the production supervisor at a television factory in Amazonense words ("Égua", "uma leseira", "tá é doido", "o curumim é maceta", "Bora!"): a line worker who moved to the SMT to cover holidays and stayed (asked which: Placas eletrônicas), "Três anos e pouco" (asked again: 38), the screwdriver on the line, the pick and place, the AOI and the rework with the soldering iron, with the packing excluded in words, a TV every 40 seconds where parts an hour are asked (asked again: "Então uns 90 por hora. Bota 90"), a 3 on safety with a reason, "Não tem não" (no), "Contratava, tá é doido" (yes), a comment about his studies',
    tags: ['portuguese', 'unit', 'hedge', 'multiple', 'negation', 'optional'],
    questionnaire: 'pt-montagem',
    locale: 'pt',
    candidate: { firstName: 'Railson', lastName: 'Pinheiro Brelaz' },
    says: [
      'Boa tarde. Sou a Suellen, supervisora de produção numa fábrica de TV no Distrito. O Railson entrou na linha de montagem e no último ano foi pro SMT cobrir férias e acabou ficando lá',
      { retry: 'Bota placas, o SMT, que foi onde ele terminou', key: 'setor' },
      'Três anos e pouco',
      { retry: 'Entrou em agosto de 2022 e saiu em outubro de 2025, 38 meses', key: 'meses' },
      'Na linha apertava parafuso na parafusadeira, montava a tampa traseira. No SMT operava a pick and place e olhava as placas no AOI, e quando a placa reprovava no teste ele mesmo retrabalhava com o ferro de solda. Embalagem não, isso é outro pessoal',
      'Égua, o índice de defeito caiu quando ele foi pro AOI. 5',
      'Na linha saía uma TV a cada 40 segundos, mas ele só fazia o posto dele',
      { retry: 'Então uns 90 por hora. Bota 90', key: 'pecas' },
      'Às vezes tirava o óculos de proteção no SMT, uma leseira. 3',
      'Não tem não',
      'Contratava, tá é doido, o curumim é maceta',
      'Só que ele saiu pra estudar engenharia na UEA, tô torcendo por ele. Bora!',
    ],
    expected: {
      setor: 'Placas eletrônicas (SMT e inserção)',
      meses: 38,
      atividades: [
        'Montagem manual com parafusadeira',
        'Operação de máquina (insersora, prensa ou robô)',
        'Inspeção visual e teste funcional',
        'Retrabalho e reparo',
      ],
      qualidade: 5,
      pecas: 90,
      seguranca: 3,
      nr11: false,
      recontratar: true,
      obs: { has: ['engenharia'] },
    },
    outcome: 'completed',
  },
  // ───────────── Sixty-sixth blind set, built-in
  {
    id: 'pt-r96',
    title:
      'Montalegre (Trás-os-Montes), the owner of a smokehouse ("fumeiro") in transmontano words ("o cachopo", "abalou", "Sim senhora") who grades on the Portuguese school scale: months from the Feira do Fumeiro to a Christmas ("Entrou pela Feira do Fumeiro de 2023 e abalou para a Suíça depois do Natal do ano passado": asked again, "Trinta e cinco meses"), "Suficiente." alone (asked again: "Um 3, pelo que lhe disse"), "Muito Bom. Um 5", "Bom. Quer dizer, um 4", "Isso não sei responder" (blank), "Deixe em branco" on leadership (blank), a yes on a condition of coming back, a comment signed from the town',
    tags: ['portuguese', 'unit', 'words', 'correction', 'dont-know', 'skip'],
    questionnaire: 'builtin',
    locale: 'pt',
    candidate: { firstName: 'Rui Miguel', lastName: 'Fontoura Barroso' },
    to: [
      'rel',
      'mon',
      'mon',
      'str',
      'imp',
      'com',
      'com',
      'tec',
      'tea',
      'rlb',
      'pro',
      'lea',
      'reh',
      'cmt',
    ],
    says: [
      'Boa tarde. Fala o Albano, do fumeiro em Montalegre. O cachopo trabalhou comigo a fazer alheiras e chouriças e ao balcão da loja',
      'Entrou pela Feira do Fumeiro de 2023 e abalou para a Suíça depois do Natal do ano passado',
      { retry: 'De janeiro de 2023 a dezembro de 2025. Trinta e cinco meses.', key: 'monthsKnown' },
      'Não tem medo do frio nem do fumo. Enche as tripas das alheiras como poucos e conhece o ponto do fumeiro',
      'É muito calado ao balcão, os clientes de fora às vezes pensam que está amuado',
      'Suficiente.',
      { retry: 'Um 3, pelo que lhe disse', key: 'communication' },
      'Muito Bom. Um 5',
      'Bom. Quer dizer, um 4',
      'Nunca faltou, nem com a neve na serra. 5',
      'Isso não sei responder',
      'Não mandava em ninguém. Deixe em branco',
      'Sim senhora, se voltar da Suíça tem cá lugar',
      'Que é um rapaz sério e de confiança. Cumprimentos de Montalegre',
    ],
    expected: {
      relationship: { has: ['alheiras'] },
      monthsKnown: 35,
      strengths: { has: ['alheiras'] },
      improvements: { has: ['calado'] },
      communication: 3,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      wouldRehire: true,
      comments: { has: ['confiança'] },
    },
    outcome: 'completed',
  },
  // ───────────── Sixty-sixth blind set, tenant: pt-montagem
  {
    id: 'pt-t132',
    title:
      'São José dos Pinhais (Paraná), the shift leader at an auto-parts plant who types in lower case without accents, in curitibano words ("o piá", "daí", "Leite quente!"): "lider do 2º turno", the press shop and the welding (Estamparia e solda), "um ano e meio certinho" (18), the 250-tonne press and the welding robot, the gauge check and the kanban, with the tool setup no option, a 4 set right at the next question ("antes, a qualidade bota 5, não 4, confundi ele com outro piá": 5) beside a range ("de 300 a 600 por hora": asked again, 450), "nunca burlou a bimanual da prensa" (5), the NR-11 tapped, "Leite quente! Claro que sim" (yes), "não" that is no comment',
    tags: [
      'portuguese',
      'typos',
      'unit',
      'words',
      'range',
      'correction',
      'multi-answer',
      'multiple',
      'tap',
      'number-in-word',
      'optional',
    ],
    questionnaire: 'pt-montagem',
    locale: 'pt',
    candidate: { firstName: 'Anderson', lastName: 'Kowalski Ribas' },
    says: [
      'boa noite. sou o Marcos, lider do 2º turno numa fabrica de autopeças em São José dos Pinhais. o piá trabalhava na estamparia, na prensa, e daí as vezes ia pra solda',
      'um ano e meio certinho',
      'operava a prensa de 250 toneladas e o robo de solda, fazia setup das ferramentas, e no fim do turno conferia as peças no calibrador. ah e puxava o kanban quando o abastecedor faltava',
      '4, teve umas peças com rebarba no começo',
      'antes, a qualidade bota 5, não 4, confundi ele com outro piá. peças depende da peça, de 300 a 600 por hora',
      { retry: 'coloca 450, que é a média', key: 'pecas' },
      'nunca burlou a bimanual da prensa, nunca. 5',
      { tap: true },
      'Leite quente! Claro que sim',
      'não',
    ],
    expected: {
      setor: 'Estamparia e solda',
      meses: 18,
      atividades: [
        'Operação de máquina (insersora, prensa ou robô)',
        'Inspeção visual e teste funcional',
        'Abastecimento da linha (kanban)',
      ],
      qualidade: 5,
      pecas: 450,
      seguranca: 5,
      nr11: true,
      recontratar: true,
    },
    outcome: 'completed',
  },
  // ───────────── Sixty-sixth blind set, tenant: pt-escola (relacao, segmentos, alunos, dominio, online?, prazos, obs?)
  {
    id: 'pt-t133',
    title:
      'Díli (Timor-Leste), the pedagogical coordinator of a Portuguese-language school in Timorese Portuguese with Tetum ("Bondia", "a Mana Rosa", "Di\'ak liu!", "Loos", "Obrigada barak"): her boss (Coordenador(a) ou diretor(a)), the Portuguese school cycles on a Brazilian form ("no 1.º ciclo, do 1.º ao 4.º ano, e no 3.º ciclo dava português ao 7.º ano. Secundário não": Fundamental I and II), a range of pupils a class ("Turmas de 35, 40 alunos... no 7.º ano eram 45": asked again, 40), "Di\'ak liu! … 5", a "no" to online teaching told as radio lessons in the pandemic, "Loos, sempre no prazo" (yes), a comment that ends in Tetum',
    tags: ['portuguese', 'multiple', 'range', 'negation', 'optional', 'number-in-word'],
    questionnaire: 'pt-escola',
    locale: 'pt',
    candidate: { firstName: 'Natércia', lastName: 'Soares da Costa' },
    says: [
      'Bondia. Sou a Mana Rosa, coordenadora pedagógica do CAFE de Díli, a escola de língua portuguesa. Era a chefe dela',
      'Ela dava aulas no 1.º ciclo, do 1.º ao 4.º ano, e no 3.º ciclo dava português ao 7.º ano. Secundário não',
      'Turmas de 35, 40 alunos... no 7.º ano eram 45',
      { retry: 'Ponha 40', key: 'alunos' },
      "Di'ak liu! Os alunos respeitam-na muito. 5",
      'No tempo da covid aqui quase não havia internet, as aulas eram pela rádio e com fichas. Online não',
      'Loos, sempre no prazo',
      'Que é uma professora muito dedicada, vem a pé de Becora todos os dias. Obrigada barak',
    ],
    expected: {
      relacao: 'Coordenador(a) ou diretor(a)',
      segmentos: ['Ensino fundamental I', 'Ensino fundamental II'],
      alunos: 40,
      dominio: 5,
      online: false,
      prazos: true,
      obs: { has: ['dedicada'] },
    },
    outcome: 'completed',
  },
];

const c = (
  firstName: string,
  lastName: string | null,
  email: string | null,
  relationship: TypedContact['relationship'],
  phone: string | null = null,
): TypedContact => ({ firstName, lastName, email, phone, relationship });

const REFUSED = { consent: false, contacts: [] };

const INTAKE_CASES: IntakeCase[] = [
  {
    id: 'pt-i01',
    title:
      '"Não, por favor não contatem o meu antigo chefe joao.silva@…": a refusal with an address',
    tags: ['portuguese', 'consent', 'consent-with-email', 'issue-quote'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Não, por favor não contatem o meu antigo chefe joao.silva@itau.com.br, ele não sabe que estou saindo',
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'pt-i02',
    title: '"pode sim", a numbered list with "dos Santos"',
    tags: ['portuguese', 'list', 'multi-referee'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'pode sim',
      '1. Rafael Oliveira - rafael.oliveira@nubank.com.br - meu gestor\n2. Juliana Costa, juliana.costa@gmail.com, colega\n3. Pedro dos Santos pedro@santos.dev (mentor)',
      'é isso',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Rafael', 'Oliveira', 'rafael.oliveira@nubank.com.br', 'manager'),
        c('Juliana', 'Costa', 'juliana.costa@gmail.com', 'colleague'),
        c('Pedro', 'dos Santos', 'pedro@santos.dev', 'mentor'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i03',
    title: '"Então, a melhor pessoa seria a Fernanda Lima": filler and an article are no name',
    tags: ['portuguese', 'filler'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'sim, tudo bem',
      'Então, a melhor pessoa seria a Fernanda Lima, minha chefe na Magalu, fernanda.lima@magalu.com',
      'só isso',
    ],
    expected: {
      consent: true,
      contacts: [c('Fernanda', 'Lima', 'fernanda.lima@magalu.com', 'manager')],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i04',
    title: '"beleza", a Brazilian mobile in local format',
    tags: ['portuguese', 'short'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'beleza',
      'Lucas Pereira, colega, lucas.pereira@stone.com.br, (11) 98765-4321',
      'é isso aí',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Lucas', 'Pereira', 'lucas.pereira@stone.com.br', 'colleague', '+5511987654321'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i05',
    title: 'Portugal: a Portuguese mobile, a second referee after "e"',
    tags: ['portuguese', 'multi-referee'],
    locale: 'pt',
    defaultCountry: 'PT',
    says: [
      'sim, pode ser',
      'O meu chefe: Miguel Ferreira, miguel.ferreira@sonae.pt, 912 345 678',
      'e a colega Inês Rodrigues ines.rodrigues@sonae.pt',
      'já está',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Miguel', 'Ferreira', 'miguel.ferreira@sonae.pt', 'manager', '+351912345678'),
        c('Inês', 'Rodrigues', 'ines.rodrigues@sonae.pt', 'colleague'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i06',
    title: '"sim, mas não liguem pra minha empresa atual": confirmed',
    tags: ['portuguese', 'consent', 'negation'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'sim, mas não liguem pra minha empresa atual',
      { tapConfirm: true },
      'Carla Souza, ex-colega, carla.souza@globo.com',
      'pronto',
    ],
    expected: {
      consent: true,
      contacts: [c('Carla', 'Souza', 'carla.souza@globo.com', 'colleague')],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i07',
    title: 'an Argentine number with a Brazilian tenant: asked about',
    tags: ['portuguese', 'foreign-phone'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'ok',
      'Martín Fernández, meu gestor em Buenos Aires, martin.fernandez@mercadolibre.com, 11 4321-5678',
      { retry: 'é da Argentina', key: 'phone:Martín' },
      'só',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Martín', 'Fernández', 'martin.fernandez@mercadolibre.com', 'manager', '+541143215678'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i08',
    title: '"sei lá, pra que isso?" before consenting; two colleagues joined by "e"',
    tags: ['portuguese', 'question-back', 'dont-know', 'multi-referee', 'consent'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'sei lá, pra que isso?',
      { retry: 'tá, pode', key: 'consent' },
      'Bruno Alves e Camila Rocha, os dois colegas: bruno.alves@vtex.com e camila.rocha@vtex.com',
      'acabou',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Bruno', 'Alves', 'bruno.alves@vtex.com', 'colleague'),
        c('Camila', 'Rocha', 'camila.rocha@vtex.com', 'colleague'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i09',
    title: 'consents, then "prefiro não passar referências agora"',
    tags: ['portuguese', 'decline', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: ['sim', 'prefiro não passar referências agora'],
    expected: { consent: true, contacts: [] },
    outcome: 'open',
  },
  {
    id: 'pt-i10',
    title: '"pode", bullets, a supervisor without an e-mail: asked for it',
    tags: ['portuguese', 'list', 'multi-referee'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'pode',
      '- André Martins (ex-chefe) andre.martins@ambev.com.br\n- Profª Beatriz Nunes, minha orientadora no mestrado',
      { retry: 'beatriz.nunes@usp.br', key: 'email:Beatriz' },
      'é só',
    ],
    expected: {
      consent: true,
      contacts: [
        c('André', 'Martins', 'andre.martins@ambev.com.br', 'manager'),
        c('Beatriz', 'Nunes', 'beatriz.nunes@usp.br', ['teacher', 'mentor']),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i11',
    title: 'a +55 number with a Portuguese tenant; "era meu cliente... não, era colega"',
    tags: ['portuguese', 'correction', 'foreign-phone'],
    locale: 'pt',
    defaultCountry: 'PT',
    says: [
      'sim',
      'Thiago Ribeiro, thiago.ribeiro@itau.com.br, +55 11 91234-5678, era meu cliente... não, era colega',
      'fim',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Thiago', 'Ribeiro', 'thiago.ribeiro@itau.com.br', 'colleague', '+5511912345678'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i12',
    title: '"não, obrigado": a plain refusal',
    tags: ['portuguese', 'consent', 'short'],
    locale: 'pt',
    defaultCountry: 'PT',
    says: ['não, obrigado'],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'pt-i13',
    title: 'a pasted signature with a São Paulo landline, lowercase name capitalised',
    tags: ['portuguese', 'signature', 'typos'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'sim claro',
      'minha ex gestora:\n\n--\nmariana castro\nGerente de Marketing | Natura &Co\nmariana.castro@natura.net\nTel: (11) 3456-7890',
      'é só ela',
    ],
    expected: {
      consent: true,
      contacts: [c('Mariana', 'Castro', 'mariana.castro@natura.net', 'manager', '+551134567890')],
    },
    outcome: 'completed',
  },
  // ───────────── Second blind set (2026-11-28)
  {
    id: 'pt-i14',
    title:
      'Brazil: "bora" for consent, a numbered list with compound first names and "da Silva", "dos Reis"',
    tags: ['portuguese', 'consent', 'list', 'multi-referee'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'bora',
      { retry: 'sim', key: 'consent' },
      '1) Ana Paula da Silva - ana.silva@mercadolivre.com - (11) 99876-5432 - minha gestora\n2) José Carlos dos Reis, jose.reis@gmail.com, colega',
      'é isso',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Ana Paula', 'da Silva', 'ana.silva@mercadolivre.com', 'manager', '+5511998765432'),
        c('José Carlos', 'dos Reis', 'jose.reis@gmail.com', 'colleague'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i15',
    title:
      'Portugal: "pode ser", a compound surname ("Sá Pinto"), a local mobile and a Lisbon landline in local format',
    tags: ['portuguese', 'multi-referee', 'filler'],
    locale: 'pt',
    defaultCountry: 'PT',
    says: [
      'pode ser',
      'O meu antigo chefe, Rui Sá Pinto, rui.sapinto@outsystems.com, 96 123 45 67. E a Joana Vaz, colega de equipa, joana.vaz@outsystems.com, 21 345 6789',
      'já está',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Rui', 'Sá Pinto', 'rui.sapinto@outsystems.com', 'manager', '+351961234567'),
        c('Joana', 'Vaz', 'joana.vaz@outsystems.com', 'colleague', '+351213456789'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i16',
    title: 'Portugal: "melhor não, obrigada": a refusal in local words',
    tags: ['portuguese', 'consent', 'negation'],
    locale: 'pt',
    defaultCountry: 'PT',
    says: ['melhor não, obrigada. ainda não falei com a minha chefe'],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'pt-i17',
    title: 'Brazil: "não rola, não quero que liguem pro rodrigo.m@…": a refusal with an address',
    tags: ['portuguese', 'consent', 'consent-with-email'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: ['não rola, não quero que liguem pro rodrigo.m@ifood.com.br de jeito nenhum'],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'pt-i18',
    title:
      'Brazil: "pode ser, mas só depois da entrevista final" confirmed, a question back, a pasted block with "+55 (21) 9 8765-4321"',
    tags: ['portuguese', 'consent', 'question-back', 'signature', 'foreign-phone'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'pode ser, mas só depois da entrevista final, ok?',
      { tapConfirm: true },
      'vocês vão falar com eles por telefone ou por email?',
      'Meu ex-chefe:\nEduardo Nascimento\nGerente de Operações | Vale\neduardo.nascimento@vale.com\n+55 (21) 9 8765-4321',
      'pronto',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Eduardo', 'Nascimento', 'eduardo.nascimento@vale.com', 'manager', '+5521987654321'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i19',
    title:
      'Brazil, all lowercase and no accents: "joao victor lima", "whats 31 98888-7777", the e-mail asked for',
    tags: ['portuguese', 'typos', 'short'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'sim',
      'joao victor lima, foi meu professor no senai, whats 31 98888-7777',
      { retry: 'joaovictor.lima@senai.br', key: 'email:Joao Victor' },
      'so ele',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Joao Victor',
          'Lima',
          'joaovictor.lima@senai.br',
          ['teacher', 'mentor'],
          '+5531988887777',
        ),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i20',
    title:
      'Portugal: a long message with two referees after "o" and "a", an English title ("team leader"), "já está, obrigado"',
    tags: ['portuguese', 'long', 'multi-referee', 'filler'],
    locale: 'pt',
    defaultCountry: 'PT',
    says: [
      'sim, claro',
      'Então, trabalhei 4 anos na Farfetch. O meu team leader era o Tiago Gonçalves (tiago.goncalves@farfetch.com), foi ele que me contratou. Também trabalhei muito com a Sofia Marques, que era nossa cliente na Sonae, sofia.marques@sonae.pt. Acho que são as pessoas que melhor conhecem o meu trabalho.',
      'já está, obrigado',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Tiago', 'Gonçalves', 'tiago.goncalves@farfetch.com', 'manager'),
        c('Sofia', 'Marques', 'sofia.marques@sonae.pt', 'client'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Third blind set
  {
    id: 'pt-i21',
    title:
      'Brazil: "pode sim, só pede pra não ligar antes das 18h": confirmed; a list with "Maria das Graças" and "de Souza Filho", a Recife mobile',
    tags: ['portuguese', 'consent', 'negation', 'list', 'multi-referee'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'pode sim, só pede pra não ligar antes das 18h que eles trabalham em obra',
      { tapConfirm: true },
      '1- Maria das Graças Nogueira, minha supervisora, gracas.nogueira@gmail.com, (81) 99876-5432\n2- José Roberto de Souza Filho, colega de obra, zeroberto.filho@hotmail.com',
      'só esses dois',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Maria das Graças', 'Nogueira', 'gracas.nogueira@gmail.com', 'manager', '+5581998765432'),
        c('José Roberto', 'de Souza Filho', 'zeroberto.filho@hotmail.com', 'colleague'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i22',
    title:
      'Portugal: "Agradeço, mas nesta fase prefiro que não contactem ninguém": a polite refusal',
    tags: ['portuguese', 'consent', 'negation'],
    locale: 'pt',
    defaultCountry: 'PT',
    says: [
      'Bom dia. Agradeço, mas nesta fase prefiro que não contactem ninguém. Obrigada pela compreensão.',
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'pt-i23',
    title:
      'Portugal: "Eng." is no name, an Angolan mobile in local format that reads like a Portuguese one: asked about; then "a Joana Sá Nogueira" with a Portuguese mobile',
    tags: ['portuguese', 'foreign-phone', 'multi-referee', 'filler'],
    locale: 'pt',
    defaultCountry: 'PT',
    says: [
      'sim, concordo',
      'O meu antigo diretor na Unitel, em Luanda: Eng. Manuel Lopes, manuel.lopes@unitel.co.ao, 923 456 789',
      { retry: 'é um número de Angola', key: 'phone:Manuel' },
      'E a Joana Sá Nogueira, minha colega na NOS, joana.nogueira@nos.pt, 912 000 111',
      'já está',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Manuel', 'Lopes', 'manuel.lopes@unitel.co.ao', 'manager', '+244923456789'),
        c('Joana', 'Sá Nogueira', 'joana.nogueira@nos.pt', 'colleague', '+351912000111'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i24',
    title:
      'Brazil: "acho que tudo bem né?" asked again, a lowercase name with a São Paulo mobile and no e-mail, the e-mail given when asked, "é isso aí, valeu"',
    tags: ['portuguese', 'consent', 'hedge', 'typos', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'acho que tudo bem né?',
      { retry: 'sim, pode', key: 'consent' },
      'meu ex gerente na magalu, thiago nakamura, o cel dele é 11 94002-8922',
      { retry: 'thiago.nakamura@luizalabs.com', key: 'email:Thiago' },
      'é isso aí, valeu',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Thiago', 'Nakamura', 'thiago.nakamura@luizalabs.com', 'manager', '+5511940028922'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i25',
    title:
      'Brazil: "Profa. Dra." is no name, a thesis adviser without an e-mail, "depois te mando": stops, the referee kept without one',
    tags: ['portuguese', 'filler', 'done-phrase', 'short'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'ok, pode',
      'Só consigo pensar na minha orientadora do mestrado, a Profa. Dra. Ana Lúcia Barros, da USP',
      { retry: 'não tenho o email dela aqui agora, depois te mando', key: 'email:Ana Lúcia' },
    ],
    expected: {
      consent: true,
      contacts: [c('Ana Lúcia', 'Barros', null, ['teacher', 'mentor'])],
    },
    outcome: 'open',
  },

  // ───────────── Fourth blind set (2026-11-29)
  {
    id: 'pt-i26',
    title:
      'Brazil: "Dra. Maria Auxiliadora de Souza Mac Dowell <…>" (a title, a compound first name, "Mac"), "Sr. Edvaldo Nascimento" with a São Paulo mobile and no e-mail, and "NÃO ligar pro Dr. Paulo Henrique" never stored',
    tags: ['portuguese', 'list', 'multi-referee', 'negation'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'pode sim',
      'Dra. Maria Auxiliadora de Souza Mac Dowell <auxiliadora@hospitalsirio.com.br> minha preceptora na residência\nSr. Edvaldo Nascimento (11) 98765-4321 supervisor do plantão\nNÃO ligar pro Dr. Paulo Henrique, por favor',
      { retry: 'não tenho o e-mail dele', key: 'email:Edvaldo' },
      'só isso',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Maria Auxiliadora', 'de Souza Mac Dowell', 'auxiliadora@hospitalsirio.com.br', [
          'mentor',
          'teacher',
          'manager',
        ]),
        c('Edvaldo', 'Nascimento', null, 'manager', '+5511987654321'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i27',
    title:
      'Portugal: a yes with a condition ("só depois da entrevista final, pode ser?"), "O Eng. Nuno Sá da Bandeira", "assinava-me as folhas de horas" for a manager, an address that does not spell the name, an Angolan +244 mobile',
    tags: ['portuguese', 'consent', 'foreign-phone', 'question-back'],
    locale: 'pt',
    defaultCountry: 'PT',
    says: [
      'Sim, mas só depois da entrevista final, pode ser?',
      { tapConfirm: true },
      'O Eng. Nuno Sá da Bandeira, assinava-me as folhas de horas na obra de Luanda, nsb.obras@gmail.com, +244 923 456 789',
      'É só',
    ],
    expected: {
      consent: true,
      contacts: [c('Nuno', 'Sá da Bandeira', 'nsb.obras@gmail.com', 'manager', '+244923456789')],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i28',
    title:
      'Brazil: "sei lá, preciso mesmo?", a name and an address offered "mas ainda não falei com ela", then "vou pensar e volto amanhã": no consent, nothing stored',
    tags: [
      'portuguese',
      'consent',
      'consent-with-email',
      'dont-know',
      'question-back',
      'done-phrase',
    ],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'sei lá, preciso mesmo? meu chefe atual não sabe que tô saindo',
      'se for pra alguém seria a Camila Rezende, camila.r@natura.net, mas ainda não falei com ela. vou pensar e volto amanhã',
    ],
    expected: { consent: null, contacts: [] },
    outcome: 'open',
  },
  {
    id: 'pt-i29',
    title:
      'Brazil, voice dictation: "joão paulo dos santos" in lowercase with no punctuation, an e-mail dictated ("jp ponto santos arroba outlook ponto com"), a Portuguese mobile named as such',
    tags: ['portuguese', 'typos', 'foreign-phone'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'sim autorizo',
      'joão paulo dos santos ele foi meu colega de faculdade e depois de trabalho o email é jp ponto santos arroba outlook ponto com',
      { retry: 'jp.santos@outlook.com', key: 'email:João Paulo' },
      'o telefone dele é de Portugal 912 345 678',
      'acabei',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'João Paulo',
          'dos Santos',
          'jp.santos@outlook.com',
          ['colleague', 'friend'],
          '+351912345678',
        ),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Fifth blind set (2026-11-29)
  {
    id: 'pt-i30',
    title:
      'Cape Verde: "Sr." before a name, a Cape Verdean 7-digit mobile, "Dona" before a colleague with a Portuguese mobile in local format (asked which country) and no e-mail, "é só isso"',
    tags: ['portuguese', 'multi-referee', 'foreign-phone'],
    locale: 'pt',
    defaultCountry: 'CV',
    says: [
      'Sim, pode',
      'Sr. Arlindo Fortes, nha chefe na ENAPOR, arlindo.fortes@enapor.cv, 991 23 45',
      'e a Dona Fátima Lopes da Veiga, colega quando trabalhei em Lisboa, 912 345 678',
      { retry: 'é de Portugal', key: 'phone:Fátima' },
      { retry: 'não tenho o email dela', key: 'email:Fátima' },
      'é só isso',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Arlindo', 'Fortes', 'arlindo.fortes@enapor.cv', 'manager', '+2389912345'),
        c('Fátima', 'Lopes da Veiga', null, 'colleague', '+351912345678'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i31',
    title:
      'Goa, a CV\'s "REFERENCES" pasted in English into a Portuguese intake: "Dr." and "D\'Souza" with a +91 mobile, a compound first name with a particle ("Maria de Lourdes") with a Goa landline in local format (asked which country) and no e-mail',
    tags: ['portuguese', 'list', 'multi-referee', 'foreign-phone', 'signature'],
    locale: 'pt',
    defaultCountry: 'PT',
    says: [
      'Sim',
      "REFERENCES:\n1) Dr. Francisco Xavier D'Souza – my professor, Goa Medical College – +91 98220 12345 – fx.dsouza@gmc.ac.in\n2) Sra. Maria de Lourdes Fernandes – minha chefe de enfermagem – 0832 245 6789",
      { retry: 'é um número da Índia, de Goa', key: 'phone:Maria de Lourdes' },
      { retry: 'ela não usa email', key: 'email:Maria de Lourdes' },
      'é tudo',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Francisco Xavier', "D'Souza", 'fx.dsouza@gmc.ac.in', 'teacher', '+919822012345'),
        c('Maria de Lourdes', 'Fernandes', null, 'manager', '+918322456789'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i32',
    title:
      'Brazil, a teenager after an internship: "pode sim kkk", a nickname with the full name in brackets, "o prof Kaique" without a surname ("não sei o sobrenome"), a condition on when to call that is no refusal, "só isso msm"',
    tags: ['portuguese', 'multi-referee', 'typos', 'short', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'pode sim kkk',
      'minha chefe do estágio, a Tati (Tatiane Moraes) tati.moraes@outlook.com.br e o prof Kaique da escola técnica, kaique.prof@gmail.com, não sei o sobrenome dele',
      'mas o Kaique só responde depois das 18h blz',
      'só isso msm',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Tatiane', 'Moraes', 'tati.moraes@outlook.com.br', 'manager'),
        c('Kaique', null, 'kaique.prof@gmail.com', 'teacher'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Sixth blind set (2026-11-29)
  {
    id: 'pt-i33',
    title:
      'São Paulo: "pode sim mano, de boa", a lowercase name with a mobile "no whats" and no e-mail, the e-mail in a later message, then "pera, errei, é rodrigo.okada com ponto, não underline" corrects it, "é isso aí, valeu"',
    tags: ['portuguese', 'correction', 'typos', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'pode sim mano, de boa',
      'o melhor é o meu ex gestor, rodrigo okada, ele tá no whats 11 98765-4321',
      'o email dele é rodrigo_okada@itau-unibanco.com.br',
      'pera, errei, é rodrigo.okada com ponto, não underline',
      'é isso aí, valeu',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Rodrigo', 'Okada', 'rodrigo.okada@itau-unibanco.com.br', 'manager', '+5511987654321'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i34',
    title:
      'A Portuguese emigrant in Lyon, Portuguese mixed with French: "oui, pode ser, sim", "o meu patron … Jean-Baptiste de La Tour" with a French mobile in local format (asked which country), "Maria do Carmo dos Santos" with a Portuguese mobile and no e-mail, "c\'est tout, é tudo"',
    tags: ['portuguese', 'foreign-phone', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'PT',
    says: [
      'oui, pode ser, sim',
      'O meu patron no restaurante em Lyon, Jean-Baptiste de La Tour, jb.delatour@orange.fr, 06 12 34 56 78',
      { retry: 'é um número francês', key: 'phone:Jean-Baptiste' },
      'e a Maria do Carmo dos Santos, era minha colega na cozinha, agora voltou para Viseu, 912 345 678',
      { retry: 'não tenho o mail dela', key: 'email:Maria do Carmo' },
      "c'est tout, é tudo",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Jean-Baptiste', 'de La Tour', 'jb.delatour@orange.fr', 'manager', '+33612345678'),
        c('Maria do Carmo', 'dos Santos', null, 'colleague', '+351912345678'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i35',
    title:
      'Rio Grande do Sul: "bah, pode sim tchê", two referees pasted as forms with labels ("Nome:", "Tel.:", "E-mail:", "Relação:"), one with a Uruguayan +598 mobile, then "tira o Gustavo" removes the first, "era isso, tchê"',
    tags: ['portuguese', 'signature', 'foreign-phone', 'correction', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'bah, pode sim tchê',
      'Nome: Gustavo Brum\nTel.: (51) 99876-5432\nE-mail: gustavo.brum@gerdau.com.br\nRelação: colega de turno',
      'Nome: Ana Lúcia Etchegaray\nTel.: +598 94 123 456\nE-mail: analucia.etche@gmail.com\nRelação: minha supervisora em Rivera',
      'bah, tira o Gustavo, lembrei que ele saiu da Gerdau e esse email não funciona mais',
      'era isso, tchê. tri obrigado',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Ana Lúcia', 'Etchegaray', 'analucia.etche@gmail.com', 'manager', '+59894123456'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Seventh blind set (2026-11-29)
  {
    id: 'pt-i36',
    title:
      'An older candidate in Coimbra writing with full punctuation: "Dr.ª Maria da Conceição Sacadura" with a Coimbra landline in local format (239 …) and "Correio eletrónico:", then "Eng.º Aurélio Neto Bragança" back in São Tomé with a +239 mobile (the country code that is also Coimbra\'s area code), no e-mail, "É tudo. Muito obrigado pela atenção."',
    tags: ['portuguese', 'foreign-phone', 'long', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'PT',
    says: [
      'Boa tarde. Sim, autorizo o contacto com as minhas referências.',
      'A primeira é a Dr.ª Maria da Conceição Sacadura, que foi minha diretora de serviços na Câmara Municipal de Coimbra. Telefone: 239 851 400. Correio eletrónico: mc.sacadura@cm-coimbra.pt',
      'O segundo é o Eng.º Aurélio Neto Bragança, colega de muitos anos, que entretanto regressou a São Tomé. O telemóvel dele é +239 990 1234.',
      { retry: 'Não tenho o endereço de correio eletrónico dele, lamento.', key: 'email:Aurélio' },
      'É tudo. Muito obrigado pela atenção.',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Maria da Conceição',
          'Sacadura',
          'mc.sacadura@cm-coimbra.pt',
          'manager',
          '+351239851400',
        ),
        c('Aurélio', 'Neto Bragança', null, 'colleague', '+2399901234'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i37',
    title:
      'Florianópolis tech, Portuguese with English: "sure, pode sim", two recommendations pasted from LinkedIn (name, "Tech Lead at Nubank · 1st", a quote in English, "Rafael managed Beatriz directly", "Camila worked with Beatriz on the same team"), the e-mails and a São Paulo mobile in later messages, "da Camila só tenho o insta kkk, pera, achei", "done, valeu!"',
    tags: ['portuguese', 'signature', 'multi-referee', 'long', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'sure, pode sim',
      'copiei as recomendações do meu LinkedIn, pode contatar esses dois:\n\nRafael Nogueira\nTech Lead at Nubank · 1st\n"I had the pleasure of working with Bia for two years and she is an outstanding engineer."\nMarch 12, 2024, Rafael managed Beatriz directly\n\nCamila Hashimoto\nSenior Software Engineer · 2nd\n"Bia is one of the best devs I\'ve worked with."\nJanuary 3, 2024, Camila worked with Beatriz on the same team',
      'o do Rafa é rafael.nogueira@nubank.com.br e o cel (11) 98123-4567',
      'da Camila só tenho o insta kkk, pera, achei: camila.hashimoto@gmail.com',
      'done, valeu!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Rafael', 'Nogueira', 'rafael.nogueira@nubank.com.br', 'manager', '+5511981234567'),
        c('Camila', 'Hashimoto', 'camila.hashimoto@gmail.com', 'colleague'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Eighth blind set (2026-11-29)
  {
    id: 'pt-i38',
    title:
      'A Brazilian in Japan coming home: "oi! pode sim, hai 😅", a line leader with a Japanese mobile in local format (090-…) in a Brazilian intake, asked which country, then corrected in a later message ("o do Eduardo é 080 não 090"), a staffing-agency contact ("ela que cuidava da gente"), "só esses dois, arigatô!"',
    tags: ['portuguese', 'foreign-phone', 'multi-referee', 'correction', 'emoji', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'oi! pode sim, hai 😅 pode contatar',
      'vou passar dois: Eduardo Nakamura, era meu hanchô (líder de linha) na fábrica em Hamamatsu, tel 090-1234-5678, email eduardo.nakamura@docomo.ne.jp\n\ne a Kelly Tamashiro do escritório da empreiteira, ela que cuidava da gente lá, kelly.tamashiro@gmail.com',
      { retry: 'é do Japão', key: 'phone:Eduardo' },
      'ah pera, o do Eduardo é 080 não 090, sempre troco kkk: 080-1234-5678',
      'só esses dois, arigatô!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Eduardo', 'Nakamura', 'eduardo.nakamura@docomo.ne.jp', 'manager', '+818012345678'),
        c('Kelly', 'Tamashiro', 'kelly.tamashiro@gmail.com', ['other', 'manager']),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i39',
    title:
      'A candidate from Guinea-Bissau in Lisbon: "Mantenhas. Sim, aceito", "Sr. Quintino Na Tamba" with a Bissau number written with 00 (00245 …) and no e-mail, "Dra. Fatumata Embaló" with a yahoo.fr address, then Quintino\'s new number "966 12 34 56, também de lá", which reads like a Portuguese mobile but is in Bissau',
    tags: ['portuguese', 'foreign-phone', 'correction', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'PT',
    says: [
      'Mantenhas. Sim, aceito, pode contactar.',
      'Sr. Quintino Na Tamba, meu chefe na ONG em Bissau, telefone 00245 955 123 456',
      { retry: 'Ele não tem email, só telefone e WhatsApp', key: 'email:Quintino' },
      'E a Dra. Fatumata Embaló, médica no hospital Simão Mendes, foi a minha orientadora de estágio. fatumata.embalo@yahoo.fr',
      'Desculpa, o Sr. Quintino mudou de rede, o número novo é 966 12 34 56, também de lá',
      'É só. Obrigada',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Quintino', 'Na Tamba', null, 'manager', '+245966123456'),
        c('Fatumata', 'Embaló', 'fatumata.embalo@yahoo.fr', ['mentor', 'teacher']),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i40',
    title:
      'A luso-venezuelano back in Funchal (Madeira), Portuguese with Spanish: "Sí, claro, pode", a bulleted list with a bakery owner in Caracas (a Venezuelan 0412 mobile in local format, no e-mail) and "minha jefa" with a Funchal landline, then a supervisor in Jersey, "Kevin Le Brocq", with a Jersey 07797 mobile, "Ya está, es todo"',
    tags: ['portuguese', 'list', 'multi-referee', 'foreign-phone', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'PT',
    says: [
      'Sí, claro, pode',
      'As minhas referências:\n- Sr. Manuel Nóbrega, dono da padaria em Caracas onde trabalhei 6 anos, 0412-5551234\n- Yolanda Pestana, minha jefa no supermercado no Funchal, 291 700 800, yolanda.pestana@sapo.pt',
      { retry: 'é da Venezuela', key: 'phone:Manuel' },
      { retry: 'o Sr. Manuel não usa email, só WhatsApp', key: 'email:Manuel' },
      'E mais um, o meu supervisor no hotel em Jersey, Kevin Le Brocq, kevin.lebrocq@jerseyhotels.je, 07797 812345',
      { retry: 'é de Jersey, o indicativo é o do Reino Unido', key: 'phone:Kevin' },
      'Ya está, es todo. Obrigada!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Manuel', 'Nóbrega', null, ['manager', 'other'], '+584125551234'),
        c('Yolanda', 'Pestana', 'yolanda.pestana@sapo.pt', 'manager', '+351291700800'),
        c('Kevin', 'Le Brocq', 'kevin.lebrocq@jerseyhotels.je', 'manager', '+447797812345'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Ninth blind set (2026-11-29)
  {
    id: 'pt-i41',
    title:
      'A Brazilian in Massachusetts going back to Belo Horizonte: a question back before consenting ("isso vai chegar no meu manager atual?"), then "ah bom, então pode sim", her current manager with a US number "(508) 872-4410" in a Brazilian intake, then removed ("pensando bem tira o Kevin… vai dar ruim 😬"), a nickname with the full name ("a Dona Cida, Aparecida Moura"), a colleague put in his place, "só isso, thank you!"',
    tags: [
      'portuguese',
      'consent',
      'question-back',
      'multi-referee',
      'foreign-phone',
      'correction',
      'emoji',
      'done-phrase',
    ],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'oi, antes: isso vai chegar no meu manager atual? ele ainda não sabe que eu tô saindo',
      { retry: 'ah bom, então pode sim', key: 'consent' },
      "Pode falar com o Kevin O'Brien, meu manager na Comcast, kevin.obrien@comcast.com, (508) 872-4410",
      { retry: 'é dos EUA, Massachusetts', key: 'phone:Kevin' },
      'e a Dona Cida, Aparecida Moura, minha supervisora no telemarketing em BH antes de eu vir, cida.moura@hotmail.com',
      'pensando bem tira o Kevin, ele é meu chefe atual e vai dar ruim 😬',
      'coloca a Ashley no lugar dele, Ashley Thompson, trabalhava comigo na Comcast e saiu de lá ano passado, ashley.t@gmail.com',
      'só isso, thank you!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Aparecida', 'Moura', 'cida.moura@hotmail.com', 'manager'),
        c('Ashley', 'Thompson', 'ashley.t@gmail.com', 'colleague'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i42',
    title:
      'A Portuguese emigrant in Luxembourg coming home, typing SMS abbreviations ("sim pd contactar", "tb", "n tem mail", "obg"): his patron "Marc Schmit" with a Luxembourg mobile in local format (621 …) in a Portuguese intake, asked which country, and "a D. Fátima (Fátima Gonçalves)", a cleaning supervisor in Kirchberg with no e-mail and another Luxembourg mobile ("tb do Luxemburgo")',
    tags: ['portuguese', 'short', 'foreign-phone', 'multi-referee', 'typos', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'PT',
    says: [
      'sim pd contactar',
      'o meu patrao no Luxemburgo: Marc Schmit, marc.schmit@schmit-bau.lu, tlm 621 354 879',
      { retry: 'é do Luxemburgo', key: 'phone:Marc' },
      'e a D. Fátima (Fátima Gonçalves), era a encarregada da limpeza nos escritorios em Kirchberg onde eu tb trabalhava, n tem mail, so tlm 691 22 33 44',
      { retry: 'tb do Luxemburgo', key: 'phone:Fátima' },
      'é tudo obg',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Marc', 'Schmit', 'marc.schmit@schmit-bau.lu', 'manager', '+352621354879'),
        c('Fátima', 'Gonçalves', null, 'manager', '+352691223344'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Tenth blind set (2026-11-29)
  {
    id: 'pt-i43',
    title:
      'A retired Brazilian Army sergeant writing formally: consent as an official letter ("Em atenção à solicitação de Vossas Senhorias, autorizo…") signed with his own rank and name (no referee), a list with "1º)", "2º)", "3º)", "Cel. R/1 Antônio Carlos Figueiredo Lima" (Cel. the rank) with "Cel.: (61) 99812-3456" (Cel. the mobile), "1º Sgt. Edvaldo Sousa Ribeiro" with a Maranhão mobile and no e-mail, "Sra. Vera Lúcia Campos", "Era o que havia a informar"',
    tags: [
      'portuguese',
      'list',
      'multi-referee',
      'long',
      'number-in-word',
      'filler',
      'done-phrase',
    ],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Prezados Senhores,\n\nEm atenção à solicitação de Vossas Senhorias, autorizo o contato com as referências que relaciono a seguir.\n\nRespeitosamente,\nSubtenente R/1 José Ribamar Pinheiro',
      '1º) Cel. R/1 Antônio Carlos Figueiredo Lima, meu comandante no 1º Batalhão de Polícia do Exército de 2012 a 2016. Cel.: (61) 99812-3456. E-mail: ac.figueiredo@eb.mil.br\n2º) 1º Sgt. Edvaldo Sousa Ribeiro, companheiro de serviço no mesmo batalhão. Cel.: (98) 98123-4567\n3º) Sra. Vera Lúcia Campos, minha gerente na Prosegur, onde trabalhei após passar para a reserva. E-mail: vera.campos@prosegur.com',
      {
        retry: 'O 1º Sgt. Edvaldo não possui e-mail, somente telefone celular.',
        key: 'email:Edvaldo',
      },
      'Era o que havia a informar. Respeitosamente, Subtenente Pinheiro',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Antônio Carlos',
          'Figueiredo Lima',
          'ac.figueiredo@eb.mil.br',
          'manager',
          '+5561998123456',
        ),
        c('Edvaldo', 'Sousa Ribeiro', null, 'colleague', '+5598981234567'),
        c('Vera Lúcia', 'Campos', 'vera.campos@prosegur.com', 'manager'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i44',
    title:
      'Portugal: "Força, pode avançar", two referees whose surnames hold an "e" ("o Eng. Henrique Oliveira e Costa … e a Sara Sousa e Silva"), then a chefe de obra in Lausanne with a Swiss mobile in local format (079 …, asked which country), then "A Sara prefere que liguem" adds a Portuguese mobile to Sara by first name, "Pronto, é isso"',
    tags: ['portuguese', 'multi-referee', 'foreign-phone', 'filler', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'PT',
    says: [
      'Força, pode avançar.',
      'O meu antigo diretor na Efacec, o Eng. Henrique Oliveira e Costa, henrique.oc@efacec.com, e a Sara Sousa e Silva, que era minha colega de equipa, sara.sousaesilva@gmail.com',
      'Ah, e o Jorge Meireles, que foi o meu chefe de obra na Suíça, em Lausanne. jorge.meireles@bluewin.ch, 079 412 33 18',
      { retry: 'É da Suíça', key: 'phone:Jorge' },
      'A Sara prefere que liguem em vez de mandar mail: 936 112 457',
      'Pronto, é isso. Obrigado!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Henrique', 'Oliveira e Costa', 'henrique.oc@efacec.com', 'manager'),
        c('Sara', 'Sousa e Silva', 'sara.sousaesilva@gmail.com', 'colleague', '+351936112457'),
        c('Jorge', 'Meireles', 'jorge.meireles@bluewin.ch', 'manager', '+41794123318'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i45',
    title:
      'Timor-Leste, Portuguese with Tetum: "Bondia. Sin, ha\'u konkorda, pode contactar", "Ha\'u-nia xefe iha BNCTL" (my boss) with a Timorese mobile in local format (7723 4567), "No mós Mana Rosa, naran kompletu Rosalina da Cruz Soares" (a title and a nickname before the full name), "ha\'u-nia kolega" in Darwin with an Australian mobile in local format (asked which country), "Ne\'e de\'it, é só"',
    tags: ['portuguese', 'multi-referee', 'foreign-phone', 'filler', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'TL',
    says: [
      "Bondia. Sin, ha'u konkorda, pode contactar.",
      "Ha'u-nia xefe iha BNCTL, no banco em Díli: Sr. Agostinho Ximenes Belo, agostinho.belo@bnctl.tl, 7723 4567",
      "No mós Mana Rosa, naran kompletu Rosalina da Cruz Soares. Ha'u-nia kolega iha restaurante em Darwin, ela ainda está lá. rosalina.soares@outlook.com, 0412 345 678",
      { retry: 'É da Austrália, de Darwin', key: 'phone:Rosalina' },
      "Ne'e de'it, é só. Obrigadu barak",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Agostinho', 'Ximenes Belo', 'agostinho.belo@bnctl.tl', 'manager', '+67077234567'),
        c('Rosalina', 'da Cruz Soares', 'rosalina.soares@outlook.com', 'colleague', '+61412345678'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Eleventh blind set (2026-11-29)
  {
    id: 'pt-i46',
    title:
      'A Brazilian in Dublin: "oii pode sim, tranquilo 👍", her manager "Siobhán Ní Bhriain" with an Irish mobile in local format (087 …) in a Brazilian intake, asked which country, a question back ("precisa ser chefe ou pode ser colega tb?"), a colleague back in Goiânia with a "zap" written "+55 62 9 9123-4567" and no e-mail, "é isso, cheers!"',
    tags: ['portuguese', 'foreign-phone', 'question-back', 'multi-referee', 'emoji', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'oii pode sim, tranquilo 👍',
      'Minha manager no café em Dublin: Siobhán Ní Bhriain, siobhan@thebeanery.ie, 087 123 4567',
      { retry: 'é da Irlanda', key: 'phone:Siobhán' },
      'precisa ser chefe ou pode ser colega tb?',
      'ah beleza. entao o Thiago Rezende, dividia o turno comigo lá, voltou pra Goiânia. zap +55 62 9 9123-4567',
      { retry: 'email dele nao sei, so o zap', key: 'email:Thiago' },
      'é isso, cheers!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Siobhán', 'Ní Bhriain', 'siobhan@thebeanery.ie', 'manager', '+353871234567'),
        c('Thiago', 'Rezende', null, 'colleague', '+5562991234567'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i47',
    title:
      'A Portuguese candidate back from Andorra, Catalan mixed in: "D\'acord, pode contactar. Bon dia!", "El meu cap... desculpe, o meu chefe" at Grandvalira, "Jordi Puig i Soler" (a Catalan "i" in the surname) with a 6-digit Andorran mobile ("mòbil 312 345", asked which country), a colleague with a capitalised e-mail and a Portuguese mobile with 00351, "Ja està, gràcies!"',
    tags: ['portuguese', 'foreign-phone', 'multi-referee', 'filler', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'PT',
    says: [
      "D'acord, pode contactar. Bon dia!",
      'El meu cap... desculpe, o meu chefe na estância de Grandvalira: Jordi Puig i Soler, jordi.puig@grandvalira.ad, mòbil 312 345',
      { retry: 'É de Andorra', key: 'phone:Jordi' },
      'E o Rui Pereira, colega no aluguer de esquis, agora está em Viseu. Rui.Pereira@Gmail.com, 00351 912 345 678',
      'Ja està, gràcies!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Jordi', 'Puig i Soler', 'jordi.puig@grandvalira.ad', 'manager', '+376312345'),
        c('Rui', 'Pereira', 'rui.pereira@gmail.com', 'colleague', '+351912345678'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i48',
    title:
      'A "brasiguaio" in Foz do Iguaçu, Spanish and Guarani mixed in: "Mba\'éichapa! Sim, puede nomás, pode contatar", a table with pipes ("Nome | Cargo | Contato"), a boss in Ciudad del Este with only a wa.me link (a Paraguayan mobile) and no e-mail, a hotel manager with a Foz landline then "não liga pro hotel, liga no celular dela" (the mobile replaces it), "listo, é isso. aguyje!"',
    tags: ['portuguese', 'list', 'multi-referee', 'foreign-phone', 'correction', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      "Mba'éichapa! Sim, puede nomás, pode contatar",
      'Vou mandar em tabela que é mais fácil:\nNome | Cargo | Contato\nRamón Benítez Giménez | meu patrão na loja de eletrônicos em Ciudad del Este | wa.me/595981234567\nSandra Kaiser | minha gerente no Hotel das Cataratas | sandra.kaiser@cataratas.com.br, (45) 3521-4400',
      { retry: 'o Ramón não tem email, só whats', key: 'email:Ramón' },
      'ah, só não liga pro hotel, liga no celular da Sandra: 45 99912-3456',
      'listo, é isso. aguyje!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Ramón', 'Benítez Giménez', null, 'manager', '+595981234567'),
        c('Sandra', 'Kaiser', 'sandra.kaiser@cataratas.com.br', 'manager', '+5545999123456'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Twelfth blind set (2026-11-29)
  {
    id: 'pt-i49',
    title:
      'A Nepali greenhouse worker in Odemira: "Namaste 🙏 hajur, sim, pode contactar", "Sr. Joaquim Mestre Guerreiro" (Mestre a surname here, not a title) with a Portuguese mobile, a former team leader in Pokhara with a Nepali mobile in local format ("Mobile 9856 012 345", asked which country), "Dai Bikash também pode" (Dai a title, the full name after) with no e-mail, "Só isso, dhanyabad"',
    tags: ['portuguese', 'multi-referee', 'foreign-phone', 'filler', 'emoji', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'PT',
    says: [
      'Namaste 🙏 hajur, sim, pode contactar',
      'Meu patrão na estufa de framboesa em São Teotónio: Sr. Joaquim Mestre Guerreiro, joaquim@bagasdomira.pt, telemóvel 963 118 204',
      'E Sanjeev Thapa, ele era meu team leader antes, no Nepal, em hotel em Pokhara. sanjeev.thapa@gmail.com. Mobile 9856 012 345',
      { retry: 'é número do Nepal, +977', key: 'phone:Sanjeev' },
      'Dai Bikash também pode, colega da apanha na mesma estufa. Nome Bikash Gurung, não tem email, telemóvel 920 456 781',
      'Só isso, dhanyabad, obrigado',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Joaquim', 'Mestre Guerreiro', 'joaquim@bagasdomira.pt', 'manager', '+351963118204'),
        c('Sanjeev', 'Thapa', 'sanjeev.thapa@gmail.com', 'manager', '+9779856012345'),
        c('Bikash', 'Gurung', null, 'colleague', '+351920456781'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i50',
    title:
      'A Brazilian in Lisbon: "👍" alone for consent (asked again, "sim, pode contactar"), a pasted vCard ("N:Vasconcelos Prado;Letícia;;;", "TEL;TYPE=CELL:+55 31 …") with "essa era minha coordenadora" after it, "o Cadu… Nome completo Carlos Eduardo (Cadu) Pimentel Neto" with a Portuguese mobile and no e-mail, then "a Letícia trocou de número… o outro não usa mais" (the phone replaced), "pronto, é isso!"',
    tags: [
      'portuguese',
      'consent',
      'emoji',
      'multi-referee',
      'correction',
      'filler',
      'done-phrase',
    ],
    locale: 'pt',
    defaultCountry: 'PT',
    says: [
      '👍',
      { retry: 'sim, pode contactar', key: 'consent' },
      'Vou mandar os contatos que tenho salvos no celular, é mais rápido:\n\nBEGIN:VCARD\nVERSION:3.0\nN:Vasconcelos Prado;Letícia;;;\nFN:Letícia Vasconcelos Prado\nTEL;TYPE=CELL:+55 31 99654-2187\nEMAIL:leticia.prado@localiza.com\nEND:VCARD\n\nessa era minha coordenadora na Localiza, em BH',
      'E o Cadu, meu colega aqui na Worten do Colombo. Nome completo Carlos Eduardo (Cadu) Pimentel Neto, tlm 915 742 036 (aqui a gente fala tlm né kkk)',
      { retry: 'email do Cadu eu não tenho, só o tlm', key: 'email:Carlos Eduardo' },
      'Ah pera, a Letícia trocou de número, ela me mandou ontem: agora é +55 31 98877-1020, o outro ela não usa mais',
      'pronto, é isso! viu, já tô falando igual português',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Letícia',
          'Vasconcelos Prado',
          'leticia.prado@localiza.com',
          'manager',
          '+5531988771020',
        ),
        c('Carlos Eduardo', 'Pimentel Neto', null, 'colleague', '+351915742036'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i51',
    title:
      'Maputo: "Ya, pode contactar, sem stress", "dra. Felizarda Nhantumbo" with a Mozambican mobile in local format and the e-mail promised for later, "o mano Edson, Edson Chivambo da Conceição" with a mobile corrected in the same message ("82 455 9031... não, 86 455 9031, esse é o da Movitel"), then "epá, tenho que ir, o chapa chegou. depois completo" (stopped: open)',
    tags: ['portuguese', 'multi-referee', 'correction', 'filler', 'short'],
    locale: 'pt',
    defaultCountry: 'MZ',
    says: [
      'Ya, pode contactar, sem stress',
      'A minha chefe no banco, no Millennium bim da Julius Nyerere: dra. Felizarda Nhantumbo, 84 312 7788',
      { retry: 'o email dela vou pedir e depois mando', key: 'email:Felizarda' },
      'E o mano Edson, Edson Chivambo da Conceição, éramos colegas na Vodacom. edson.conceicao@vm.co.mz, 82 455 9031... não, 86 455 9031, esse é o da Movitel',
      'epá, tenho que ir, o chapa chegou. depois completo',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Felizarda', 'Nhantumbo', null, 'manager', '+258843127788'),
        c(
          'Edson',
          'Chivambo da Conceição',
          'edson.conceicao@vm.co.mz',
          'colleague',
          '+258864559031',
        ),
      ],
    },
    outcome: 'open',
  },
  // ───────────── Thirteenth blind set (2026-11-29)
  {
    id: 'pt-i52',
    title:
      'Plain and ordinary, Chapecó: "Sim, pode", one referee a message with Brazilian mobiles in the usual "(49) 99931-2207" format, "o Alemão" as a nickname between the name and the relationship, "Só esses dois"',
    tags: ['portuguese', 'multi-referee', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Sim, pode',
      'Ivone Bertoldi, era minha supervisora na Aurora, ivone.bertoldi@auroraalimentos.com.br, (49) 99931-2207',
      'Marcos Schneider, o Alemão, colega de linha, marcos.schneider84@gmail.com, (49) 98842-1150',
      'Só esses dois',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Ivone',
          'Bertoldi',
          'ivone.bertoldi@auroraalimentos.com.br',
          'manager',
          '+5549999312207',
        ),
        c('Marcos', 'Schneider', 'marcos.schneider84@gmail.com', 'colleague', '+5549988421150'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i53',
    title:
      'An Azorean in Toronto: "Pode ser, sim senhor. Mas não liguem ao meu boss de agora, o Frank" (a yes with a condition, Frank never stored), a foreman with a Canadian mobile in local format (asked which country: "é do Canadá"), "a senhora onde eu trabalhei nas limpezas" with her address and no phone, then the foreman\'s e-mail corrected ("é hotmail, não é gmail"), "É tudo, obrigado. Take care"',
    tags: ['portuguese', 'consent', 'multi-referee', 'foreign-phone', 'correction', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'PT',
    says: [
      'Pode ser, sim senhor. Mas não liguem ao meu boss de agora, o Frank, que ele ainda não sabe de nada',
      { tapConfirm: true },
      'O meu foreman na obra em Mississauga, Manuel Medeiros, 647 382 9104, manny.medeiros@gmail.com',
      { retry: 'é do Canadá, aqui de Toronto', key: 'phone:Manuel' },
      'E a senhora onde eu trabalhei antes nas limpezas, Fátima Rego Pacheco, ela é da Ribeira Grande mas vive cá em Toronto, frego@rogers.com',
      'Desculpe, o email do Manny é manny.medeiros@hotmail.com, não é gmail',
      'É tudo, obrigado. Take care',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Manuel', 'Medeiros', 'manny.medeiros@hotmail.com', 'manager', '+16473829104'),
        c('Fátima', 'Rego Pacheco', 'frego@rogers.com', ['manager', 'client', 'other']),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i54',
    title:
      'São Luís (Maranhão): a refusal with a double negative ("Não, não autorizo não"), the boss\'s name and address in it ("se ligarem pra Dona Neide…") and "depois que eu passar eu mando": no consent, nothing kept',
    tags: ['portuguese', 'consent', 'consent-with-email', 'negation'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Não, não autorizo não. Ainda não falei lá na loja que vou sair, se ligarem pra Dona Neide (neide.castro@grupomateus.com.br) ela me bota pra fora na hora kkk. Depois que eu passar eu mando os contatos',
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'pt-i55',
    title:
      'A Venezuelan in Boa Vista (Roraima) in Spanish and Portuguese: "Sí, puede, pode sim 😊", a numbered list with a compound first name and two surnames ("José Gregorio Rondón Pérez", a +58 mobile, no e-mail: "solo WhatsApp") and a Venezuelan supervisor in Brazil with a (95) mobile, a priest offered then withdrawn ("olvídelo"), the Venezuelan number corrected in local format ("0414-876 5423"), "Listo, eso es todo. Obrigada!"',
    tags: [
      'portuguese',
      'spanish',
      'list',
      'multi-referee',
      'foreign-phone',
      'correction',
      'emoji',
      'done-phrase',
    ],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Hola, buenas. Sí, puede, pode sim 😊',
      '1) Mi jefe en Venezuela, en la panadería de Puerto Ordaz: José Gregorio Rondón Pérez, +58 414-876 5432\n2) Aqui no Brasil, minha supervisora no supermercado em Boa Vista: Yesenia Castillo, ela também é venezuelana, (95) 98123-4470, yesenia.castillo@gmail.com',
      { retry: 'él no tiene correo, solo WhatsApp', key: 'email:José Gregorio' },
      '3) Y el padre Jesús de la pastoral del migrante... ah no, él no tiene teléfono propio, olvídelo',
      'Perdón, el número de José Gregorio es 0414-876 5423, me equivoqué en los últimos',
      'Listo, eso es todo. Obrigada!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('José Gregorio', 'Rondón Pérez', null, 'manager', '+584148765423'),
        c('Yesenia', 'Castillo', 'yesenia.castillo@gmail.com', 'manager', '+5595981234470'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Fourteenth blind set (2026-11-29)
  {
    id: 'pt-i56',
    title:
      'A Cape Verdean in Rotterdam: a consent corrected in the same message ("Não... espera, li mal… Sim, pode contactar"), "nha ploegleider no porto" (a manager) with a Dutch mobile in local format in a Portuguese intake, asked which country, a "kolega di trabadju" back in Praia with a +238 mobile, then the Dutch number corrected ("troquei os dois últimos"), "É só. Dank je, obrigadu 🙏"',
    tags: [
      'portuguese',
      'consent',
      'correction',
      'foreign-phone',
      'multi-referee',
      'emoji',
      'done-phrase',
    ],
    locale: 'pt',
    defaultCountry: 'PT',
    says: [
      'Não... espera, li mal, pensei que iam ligar já hoje. Sim, pode contactar',
      'Nha ploegleider no porto, na Maasvlakte: Kees van der Linden, kees.vanderlinden@ect.nl, 06 4123 5678',
      { retry: 'é da Holanda', key: 'phone:Kees' },
      'E Edmilson Tavares Semedo, kolega di trabadju na limpeza dos navios, ele voltou pra Praia. edmilson.semedo@hotmail.com, +238 976 45 12',
      'Dsculpa, o do Kees é 06 4123 5687, troquei os dois últimos',
      'É só. Dank je, obrigadu 🙏',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Kees', 'van der Linden', 'kees.vanderlinden@ect.nl', 'manager', '+31641235687'),
        c('Edmilson', 'Tavares Semedo', 'edmilson.semedo@hotmail.com', 'colleague', '+2389764512'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i57',
    title:
      'A Korean-Brazilian in Bom Retiro (São Paulo): a question back before consenting ("eles vão perguntar quanto eu ganhava? 😅"), then "ah tá, então pode sim", "o sajangnim da confecção, Kim Young-ho (Kim é o sobrenome… todo mundo chama ele de Seu Paulo)" with a South Korean 010 mobile asked which country, "a unni Ji-yeon Park" for an older colleague with a São Paulo mobile, the boss\'s e-mail replaced, "só isso! kamsahamnida 🙏"',
    tags: [
      'portuguese',
      'question-back',
      'consent',
      'foreign-phone',
      'multi-referee',
      'correction',
      'filler',
      'emoji',
      'done-phrase',
    ],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'hmm peraí, eles vão perguntar quanto eu ganhava? 😅',
      'ah tá, então pode sim',
      'O sajangnim da confecção onde eu trabalhei aqui no Bom Retiro: Kim Young-ho (Kim é o sobrenome, tá? aqui todo mundo chama ele de Seu Paulo). Ele voltou pra Seul mas responde whats: 010-4821-3377, yh.kim@modaseoul.com.br',
      { retry: 'é da Coreia do Sul', key: 'phone:Young-ho' },
      'E a unni Ji-yeon Park (unni é como a gente chama colega mais velha kkk), trabalhava na modelagem comigo. (11) 97654-3120, jiyeon.park@gmail.com',
      'ah, o email do sajangnim mudou, agora é youngho.kim@naver.com',
      'só isso! kamsahamnida 🙏',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Young-ho', 'Kim', 'youngho.kim@naver.com', 'manager', '+821048213377'),
        c('Ji-yeon', 'Park', 'jiyeon.park@gmail.com', 'colleague', '+5511976543120'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i58',
    title:
      'A Lebanese-Brazilian back from Zahlé: "Inshallah 🙏" alone for consent (asked again: "sim, pode contatar, yalla"), "ammo Georges Abinader (ammo é tio… ele não é meu tio de verdade)" with a Lebanese 03 mobile in local format asked which country, the surname then corrected ("é Abi Nader, separado… não é nome do meio"), "a dona Leila, Leila Rahal Haddad, minha patroa na esfiharia", "Bas, só isso. Shukran, obrigado!"',
    tags: [
      'portuguese',
      'consent',
      'hedge',
      'foreign-phone',
      'multi-referee',
      'correction',
      'filler',
      'emoji',
      'done-phrase',
    ],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Inshallah 🙏',
      { retry: 'sim, pode contatar, yalla', key: 'consent' },
      'Meu chefe no restaurante em Zahlé, no Líbano: ammo Georges Abinader (ammo é tio, é como a gente chama os mais velhos lá, ele não é meu tio de verdade kkk). georges.abinader@gmail.com, 03 456 789',
      { retry: 'é do Líbano', key: 'phone:Georges' },
      'Corrigindo: o sobrenome dele é Abi Nader, separado. O Abi faz parte do sobrenome, não é nome do meio',
      'E aqui em São Paulo a dona Leila, Leila Rahal Haddad, minha patroa na esfiharia da Vila Mariana. leila.haddad@esfihariarahal.com.br',
      'Bas, só isso. Shukran, obrigado!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Georges', 'Abi Nader', 'georges.abinader@gmail.com', 'manager', '+9613456789'),
        c('Leila', 'Rahal Haddad', 'leila.haddad@esfihariarahal.com.br', 'manager'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i59',
    title:
      'A candidate from Oiapoque (Amapá): "Sim, pode", her "patronne no salão em Saint-Georges, do outro lado do rio" with a French Guiana 0694 mobile in local format (asked which country), then the consent withdrawn ("Olha, pensando bem, não… Não quero que liguem pra ninguém, pode cancelar tudo"): no consent, no referee kept',
    tags: ['portuguese', 'consent', 'foreign-phone', 'negation', 'correction'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Sim, pode',
      'Minha patronne no salão em Saint-Georges, do outro lado do rio: Marie-Josée Bellony, 0694 42 18 57',
      { retry: 'é da Guiana Francesa', key: 'phone:Marie-Josée' },
      'Olha, pensando bem, não. Ela é amiga da minha patroa de agora aqui no Oiapoque e vai contar tudo. Não quero que liguem pra ninguém, pode cancelar tudo',
      { tapConfirm: true },
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  // ───────────── Fifteenth blind set (2026-11-30)
  {
    id: 'pt-i60',
    title:
      'A Bangladeshi in Lisbon (Rua do Benformoso): "Ji, pode contactar, sim 🙏", "Sr. Shahidul Alam Chowdhury" with a Portuguese mobile and "Ele não usa email", a former supervisor in Gazipur whose mobile is typed in Bengali digits ("০১৭১১-৪৮২৯৩০"), then retyped ("Desculpe, teclado bengali 😅 é 01711-482930, número do Bangladesh"), "a Dona Graça… Maria da Graça Lobo", his teacher of Portuguese, "Só isso. Dhonnobad, obrigado"',
    tags: [
      'portuguese',
      'multi-referee',
      'foreign-phone',
      'correction',
      'filler',
      'emoji',
      'done-phrase',
    ],
    locale: 'pt',
    defaultCountry: 'PT',
    says: [
      'Ji, pode contactar, sim 🙏',
      'Meu patrão na mercearia na Rua do Benformoso: Sr. Shahidul Alam Chowdhury, telemóvel 924 318 576. Ele não usa email',
      'Antes no Bangladesh trabalhei 4 anos numa fábrica de roupa em Gazipur. O meu supervisor: Tanvir Ahmed Khan, tanvir.khan@dbl-group.com, ০১৭১১-৪৮২৯৩০',
      'Desculpe, teclado bengali 😅 é 01711-482930, número do Bangladesh',
      'E a Dona Graça, professora de português no Centro Social de Arroios, ajudou-me muito. Maria da Graça Lobo, mgraca.lobo@sapo.pt',
      'Só isso. Dhonnobad, obrigado',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Shahidul', 'Alam Chowdhury', null, 'manager', '+351924318576'),
        c('Tanvir', 'Ahmed Khan', 'tanvir.khan@dbl-group.com', 'manager', '+8801711482930'),
        c('Maria da Graça', 'Lobo', 'mgraca.lobo@sapo.pt', 'teacher'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i61',
    title:
      'A Portuguese flight attendant in Dubai: "Sim, claro, podem contactar!", "O meu Purser… Hamad Al Mansoori, h.almansoori(at)emirates(dot)com (escrevo assim por causa do spam 😅)" with a UAE mobile in local format ("050 642 1187", asked which country), a Filipina colleague "Maria Cristina dela Cruz" (a lowercase particle) with a +63 mobile, "Cmte. Rui Barreto Sampaio" from TAP (a title, not a name), "É tudo, obrigada! Ma\'a salama 👋"',
    tags: ['portuguese', 'multi-referee', 'foreign-phone', 'filler', 'emoji', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'PT',
    says: [
      'Sim, claro, podem contactar! Estou no Dubai mas respondo sempre',
      'O meu Purser nos voos para Lisboa: Hamad Al Mansoori, h.almansoori(at)emirates(dot)com (escrevo assim por causa do spam 😅), 050 642 1187',
      { retry: 'é dos Emirados, +971', key: 'phone:Hamad' },
      'E a Tina, colega de cabine, é filipina: Maria Cristina dela Cruz, tina.delacruz@gmail.com, +63 917 845 2210',
      'Da TAP, antes de vir para cá: Cmte. Rui Barreto Sampaio, voei muitos anos com ele, rui.sampaio@tap.pt',
      "É tudo, obrigada! Ma'a salama 👋",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Hamad', 'Al Mansoori', 'h.almansoori@emirates.com', 'manager', '+971506421187'),
        c('Maria Cristina', 'dela Cruz', 'tina.delacruz@gmail.com', 'colleague', '+639178452210'),
        c('Rui', 'Barreto Sampaio', 'rui.sampaio@tap.pt', ['manager', 'colleague', 'other']),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i62',
    title:
      'A manicure in Maceió (Alagoas): "Vixe, pode sim! 💅", the salon owner with only an Instagram handle ("o insta dela é @studioclaudiatenorio", no e-mail: "ela não tem email não, só insta e zap"), a client of five years ("a Rô: Rosângela Omena") with an e-mail and a (82) mobile, then "o zap da Cláudia do Studio é 82 9 8877-1234" (the same Cláudia, not a new referee), "É só, brigadaaa 😘"',
    tags: ['portuguese', 'multi-referee', 'filler', 'emoji', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Vixe, pode sim! 💅',
      'A dona do salão onde eu trabalhava na Ponta Verde, Cláudia Tenório, o insta dela é @studioclaudiatenorio',
      { retry: 'ela não tem email não, só insta e zap', key: 'email:Cláudia' },
      'E uma cliente que eu atendo faz 5 anos, a Rô: Rosângela Omena, rosangela.omena@hotmail.com, zap (82) 99931-4410',
      'Ah, e o zap da Cláudia do Studio é 82 9 8877-1234',
      'É só, brigadaaa 😘',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Cláudia', 'Tenório', null, 'manager', '+5582988771234'),
        c('Rosângela', 'Omena', 'rosangela.omena@hotmail.com', 'client', '+5582999314410'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i63',
    title:
      'A Brazilian in the Veneto (Agordo, an eyewear factory): "Va bene, pode sim!", "Giovanni De Marchi, era o meu capo reparto" (a capital particle kept) with an Italian 347 mobile in local format (asked which country), her OWN e-mail signature pasted by mistake ("Francieli Dalla Costa / Operatrice di produzione / … / +39 351…") and taken back ("colei a minha assinatura, ignora, essa sou eu 🤦‍♀️": never a referee), a colleague back in Caxias do Sul with a (54) mobile, "Basta, è tutto. Obrigada! Ciao"',
    tags: [
      'portuguese',
      'multi-referee',
      'foreign-phone',
      'signature',
      'correction',
      'emoji',
      'done-phrase',
    ],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Va bene, pode sim! Desculpa, misturo as línguas kkk',
      'Giovanni De Marchi, era o meu capo reparto na fábrica de óculos em Agordo, g.demarchi@occhialiagordo.it, 347 218 9043',
      { retry: 'é da Itália', key: 'phone:Giovanni' },
      'Francieli Dalla Costa\nOperatrice di produzione\nfrancieli.dallacosta@gmail.com\n+39 351 604 7728',
      'kkkk desculpa, colei a minha assinatura, ignora, essa sou eu 🤦‍♀️',
      'A outra é a Patrícia Zago, colega de linha que voltou pro Brasil, mora em Caxias do Sul. (54) 99654-3321, patizago@yahoo.com.br',
      'Basta, è tutto. Obrigada! Ciao',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Giovanni', 'De Marchi', 'g.demarchi@occhialiagordo.it', 'manager', '+393472189043'),
        c('Patrícia', 'Zago', 'patizago@yahoo.com.br', 'colleague', '+5554996543321'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Sixteenth blind set (2026-11-30)
  {
    id: 'pt-i64',
    title:
      'A Brazilian carer in Munich: "Ja... quer dizer, sim! Pode contatar 😅" (German ja corrected to sim), "Frau Dr. Petra Schneider-Hofmann… a Pflegedienstleitung (chefe da enfermagem)" (two titles, a hyphenated surname) given over two messages, the e-mail typed with spaces around the @ and a German "Handy" in local format (0176, asked which country), a geriatrician in Recife ("a Dra. Regina Albuquerque Maranhão") with a (81) mobile and no e-mail, "Só essas duas. Danke, obrigada!"',
    tags: [
      'portuguese',
      'german',
      'consent',
      'correction',
      'multi-referee',
      'foreign-phone',
      'filler',
      'emoji',
      'done-phrase',
    ],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Ja... quer dizer, sim! Pode contatar 😅 morando na Alemanha a gente mistura tudo',
      'Minha chefe no lar de idosos aqui em Munique: Frau Dr. Petra Schneider-Hofmann, ela é a Pflegedienstleitung (chefe da enfermagem)',
      'o email dela é petra.schneider-hofmann @ sonnenhof-muenchen.de e o Handy 0176 23456789',
      { retry: 'é da Alemanha', key: 'phone:Petra' },
      'E no Brasil, a Dra. Regina Albuquerque Maranhão, geriatra da clínica onde eu era técnica de enfermagem em Recife. (81) 99876-5012',
      { retry: 'o email dela eu não tenho, só o zap', key: 'email:Regina' },
      'Só essas duas. Danke, obrigada!',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Petra',
          'Schneider-Hofmann',
          'petra.schneider-hofmann@sonnenhof-muenchen.de',
          'manager',
          '+4917623456789',
        ),
        c(
          'Regina',
          'Albuquerque Maranhão',
          null,
          ['manager', 'colleague', 'other'],
          '+5581998765012',
        ),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i65',
    title:
      'A domestic worker from Piauí living in São Paulo, typing as she speaks ("boa noiti", "premero", "intende", "imeio"): no answer to the consent ("deixa eu pergunta pro meu marido premero"), then "falei com ele, pode sim"; "a dona lena… o nome dela mesmo é Marlene Toledo Prado" (a nickname, then the full name) with a mobile without its area code ("9 8123 4567": asked, "é de são paulo, 11") and "ela nao tem imeio"; "a doutora eloisa… Heloísa Bittencourt Lins" (a title, the name misspelt then written in full), whose mother she looked after; "so isso msm… Deus abençoe"',
    tags: ['portuguese', 'typos', 'consent', 'filler', 'multi-referee', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'boa noiti. deixa eu pergunta pro meu marido premero, ele que intende dessas coisa',
      { retry: 'falei com ele, pode sim', key: 'consent' },
      'a dona lena, a patroa que eu trabalhei 8 ano, o nome dela mesmo é Marlene Toledo Prado. o numero dela 9 8123 4567, ela nao tem imeio',
      { retry: 'é de são paulo, 11', key: 'phone:Marlene' },
      'e a doutora eloisa, eu cuidava da mae dela de noite. Heloísa Bittencourt Lins, heloisa.blins@gmail.com',
      'so isso msm. obrigada viu, Deus abençoe',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Marlene', 'Toledo Prado', null, 'manager', '+5511981234567'),
        c('Heloísa', 'Bittencourt Lins', 'heloisa.blins@gmail.com', ['manager', 'client', 'other']),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i66',
    title:
      'A Portuguese assistant football coach in Doha: "Bora, podem avançar 👍", "O Mister Nuno Vilaça Correia" (Mister is what Portuguese players call the coach: a title, not a name) with an e-mail written "nunovilaca no gmail", the academy director "Khalid Al-Kuwari (خالد الكواري)" in Arabic script too, with a +974 mobile and no e-mail, then the coach\'s Qatari number given later in local format ("3318 7740", asked which country), "Shukran e um abraço"',
    tags: ['portuguese', 'multi-referee', 'foreign-phone', 'filler', 'emoji', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'PT',
    says: [
      'Bora, podem avançar 👍',
      'O Mister Nuno Vilaça Correia, era o treinador principal dos sub-19 no Al-Sadd e eu o adjunto dele. O mail é nunovilaca no gmail',
      'E o diretor da academia, Khalid Al-Kuwari (خالد الكواري), +974 5512 3456',
      { retry: 'não tenho o email dele, liguem para o telemóvel', key: 'email:Khalid' },
      'Ah, e o Mister também tem número de cá: 3318 7740',
      { retry: 'do Catar, como o do Khalid', key: 'phone:Nuno' },
      'É tudo. Shukran e um abraço',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Nuno', 'Vilaça Correia', 'nunovilaca@gmail.com', 'manager', '+97433187740'),
        c('Khalid', 'Al-Kuwari', null, 'manager', '+97455123456'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i67',
    title:
      'A candidate in Macau: "Pode, à vontade.", "Sr. Leong Kin Man (梁健文), Leong é o apelido" (surname first; apelido is the surname in Portugal, not a nickname) with a Macau mobile in local format ("6612 3845", asked: "é de Macau, +853"), "a Dra. Ana Maria Sales Marques, advogada… fui estagiária no escritório dela" with no contact, then "tenho de ir, o autocarro para as Portas do Cerco chegou": stops, open',
    tags: ['portuguese', 'foreign-phone', 'filler', 'multi-referee', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'PT',
    says: [
      'Pode, à vontade.',
      'O meu antigo chefe no casino, no Cotai: Sr. Leong Kin Man (梁健文), Leong é o apelido. leong.km@galaxymacau.com, telemóvel 6612 3845',
      { retry: 'é de Macau, +853', key: 'phone:Kin Man' },
      'E a Dra. Ana Maria Sales Marques, advogada, fui estagiária no escritório dela na Praia Grande',
      {
        retry:
          'Desculpe, tenho de ir, o autocarro para as Portas do Cerco chegou. Depois mando o contacto da Dra. Ana Maria',
        key: 'email:Ana Maria',
      },
    ],
    expected: {
      consent: true,
      contacts: [
        c('Kin Man', 'Leong', 'leong.km@galaxymacau.com', 'manager', '+85366123845'),
        c('Ana Maria', 'Sales Marques', null, ['manager', 'mentor']),
      ],
    },
    outcome: 'open',
  },
  // ───────────── Seventeenth blind set (2026-11-30)
  {
    id: 'pt-i68',
    title:
      'A Brazilian barista in Santiago de Chile: "Sí po, pode sim! jaja" (a yes in Chilean Spanish and Portuguese), "minha jefa… María José Fuenzalida Rojas" (a woman named José, two surnames) with a Chilean mobile in local format ("9 8765 4321", asked which country), "o Rodrigo Sepúlveda, meu compañero de turno" with only a "correo", "a Tia Bete da padaria em Goiânia… Elizabete Rocha, era a dona" (Tia is no name) with a (62) mobile and no e-mail, "Eso sería todo, obrigada!"',
    tags: [
      'portuguese',
      'spanish',
      'multi-referee',
      'foreign-phone',
      'filler',
      'emoji',
      'done-phrase',
    ],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Sí po, pode sim! jaja desculpa, já tô falando chileno',
      'Minha jefa no café em Providencia: María José Fuenzalida Rojas, mjfuenzalida@cafealtura.cl, celular 9 8765 4321',
      { retry: 'é do Chile, +56', key: 'phone:María José' },
      'E o Rodrigo Sepúlveda, meu compañero de turno, barista também. O correo dele é rodrigo.sepulveda.b@gmail.com',
      'Ah, e a Tia Bete da padaria em Goiânia onde eu trabalhei antes de vir pra cá, Elizabete Rocha, era a dona. (62) 98114-2030',
      { retry: 'ela não usa email, só zap', key: 'email:Elizabete' },
      'Eso sería todo, obrigada! 🇨🇱',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'María José',
          'Fuenzalida Rojas',
          'mjfuenzalida@cafealtura.cl',
          'manager',
          '+56987654321',
        ),
        c('Rodrigo', 'Sepúlveda', 'rodrigo.sepulveda.b@gmail.com', 'colleague'),
        c('Elizabete', 'Rocha', null, 'manager', '+5562981142030'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i69',
    title:
      'A Brazilian on a dairy farm in Matamata, New Zealand: "Kia ora! Pode sim, sweet as 👍", "Meu farm manager… Hamish McKenzie, hamish.mckenzie@gmial.com, 021 345 6789" (a NZ mobile in local format, asked which country), "opa, é gmail, digitei errado" (the domain corrected in the next message), "o Tane Ngata, o 2IC da fazenda (segundo no comando), foi ele que me ensinou a ordenha" with only an e-mail, "o Hamish nem é mais manager lá… mas o número e o email são os mesmos" (changing nothing), "Done, é isso. Cheers!"',
    tags: [
      'portuguese',
      'consent',
      'typos',
      'correction',
      'multi-referee',
      'foreign-phone',
      'emoji',
      'done-phrase',
    ],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Kia ora! Pode sim, sweet as 👍',
      'Meu farm manager na fazenda de leite em Matamata: Hamish McKenzie, hamish.mckenzie@gmial.com, 021 345 6789',
      'opa, é gmail, digitei errado',
      { retry: 'Nova Zelândia, +64', key: 'phone:Hamish' },
      'E o Tane Ngata, o 2IC da fazenda (segundo no comando), foi ele que me ensinou a ordenha. tane.ngata@xtra.co.nz',
      'Na verdade o Hamish nem é mais manager lá, mudou de fazenda em junho, mas o número e o email são os mesmos',
      'Done, é isso. Cheers!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Hamish', 'McKenzie', 'hamish.mckenzie@gmail.com', 'manager', '+64213456789'),
        c('Tane', 'Ngata', 'tane.ngata@xtra.co.nz', ['manager', 'mentor']),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i70',
    title:
      'An older cook in Viseu who writes the phone numbers in words the way Portuguese people say them, in groups ("nove seis um, quatrocentos e vinte e oito, trezentos e quinze" for 961 428 315; "nove três seis, cento e doze, zero oitenta e nove"), "o Sr. Armindo Figueiredo… Mail não tem, é um homem à antiga", "a D. Fernanda Loureiro, que era a cozinheira-chefe no lar" (Sr. and D. are titles), "Pronto, é só"',
    tags: ['portuguese', 'words', 'multi-referee', 'filler', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'PT',
    says: [
      'Sim senhor, autorizo.',
      'O meu antigo patrão, o Sr. Armindo Figueiredo, do restaurante Casa da Ribeira, em Viseu. Escrevo os números por extenso que é para não me enganar: o telemóvel dele é nove seis um, quatrocentos e vinte e oito, trezentos e quinze. Mail não tem, é um homem à antiga.',
      'E a D. Fernanda Loureiro, que era a cozinheira-chefe no lar onde trabalhei depois. O número dela é nove três seis, cento e doze, zero oitenta e nove, e o mail é fernanda.loureiro@sapo.pt',
      'Pronto, é só. Muito obrigada.',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Armindo', 'Figueiredo', null, 'manager', '+351961428315'),
        c(
          'Fernanda',
          'Loureiro',
          'fernanda.loureiro@sapo.pt',
          ['manager', 'colleague'],
          '+351936112089',
        ),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i71',
    title:
      'A candidate in Guajará-Mirim (Rondônia) who lists her referees before the consent is asked ("Já adiantando… 1) Don Marcelo Vaca Díez… em Guayaramerín, do outro lado do rio, 71234567" with a Bolivian mobile, "2) Keila Nunes… keila.nunes@…"), asks back "Como assim autorizar? Vocês vão ligar pra eles?", then refuses ("Ah, então não… Não autorizo"): no consent, none of the referees given ahead is kept',
    tags: [
      'portuguese',
      'consent',
      'question-back',
      'negation',
      'list',
      'multi-referee',
      'foreign-phone',
    ],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Oi! Já adiantando, minhas referências: 1) Don Marcelo Vaca Díez, meu patrão na loja de importados em Guayaramerín, do outro lado do rio, 71234567 2) Keila Nunes, minha supervisora no posto de saúde, keila.nunes@saude.ro.gov.br',
      'Como assim autorizar? Vocês vão ligar pra eles?',
      'Ah, então não. Achei que era só pra colocar no formulário. Não autorizo, não quero que ninguém ligue pra eles por enquanto',
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  // ───────────── Eighteenth blind set (2026-11-30)
  {
    id: 'pt-i72',
    title:
      'A ceramics worker in Aveiro pasting the referees\' table of her CV copied from Excel (tab-separated columns "Nome / Cargo / Empresa / Telemóvel / Email", "—" for no e-mail, "Eng.ª" and "Prof. Doutor" as titles, "Inês d\'Orey Manoel" with an apostrophe in the particle, an Aveiro 234 landline), "O Sr. Mário não tem email", then the relationship of a referee corrected by her ("Chefe de turno" is his job title: "não era meu chefe… passava-lhe a linha todos os dias. Ponham colega"), "É tudo, obrigada"',
    tags: ['portuguese', 'list', 'multi-referee', 'correction', 'filler', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'PT',
    says: [
      'Sim, autorizo.',
      "Copiei da tabela do meu CV, espero que se perceba:\nNome\tCargo\tEmpresa\tTelemóvel\tEmail\nEng.ª Inês d'Orey Manoel\tDiretora de Produção (minha chefe)\tCerâmica da Ria\t912 604 318\tines.dorey@ceramicadaria.pt\nMário Tavares Pinho\tChefe de turno\tCerâmica da Ria\t966 215 904\t—\nProf. Doutor Rui Bastos Lemos\tOrientador do estágio\tUniversidade de Aveiro\t234 401 557\trbl@ua.pt",
      'O Sr. Mário não tem email, é melhor ligar',
      'Uma correção: o Mário não era meu chefe. Era chefe do turno da noite e eu era do turno da manhã, passava-lhe a linha todos os dias. Ponham colega',
      'É tudo, obrigada',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Inês', "d'Orey Manoel", 'ines.dorey@ceramicadaria.pt', 'manager', '+351912604318'),
        c('Mário', 'Tavares Pinho', null, 'colleague', '+351966215904'),
        c('Rui', 'Bastos Lemos', 'rbl@ua.pt', ['teacher', 'mentor'], '+351234401557'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i73',
    title:
      'A lab technician in Cuiabá (Mato Grosso) who first refuses ("Não.") and agrees in the next message with a condition ("Pera, li errado, achei que iam ligar pra minha chefe de agora… Se for das firmas antigas, pode sim, autorizo"), "Dona Lúcia Sant\'Ana Campos" (a title, an apostrophe in the surname) and a colleague, one message each with (65) mobiles, then the two phones swapped ("Tchá por Deus, troquei os telefones! O da Dona Lúcia é o 98133-4410 e o do Jeferson é o 99214-2277"), "É só esses dois"',
    tags: [
      'portuguese',
      'consent',
      'negation',
      'correction',
      'multi-referee',
      'filler',
      'done-phrase',
    ],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Não.',
      'Pera, li errado, achei que iam ligar pra minha chefe de agora e ela nem sabe que tô saindo. Se for das firmas antigas, pode sim, autorizo',
      { tapConfirm: true },
      "Dona Lúcia Sant'Ana Campos, era minha supervisora no laboratório de análises clínicas no Porto, lucia.santana@labcuiaba.com.br, (65) 99214-2277",
      'E o Jeferson Arruda, colega de bancada, jeferson.arruda@gmail.com, (65) 98133-4410',
      'Tchá por Deus, troquei os telefones! O da Dona Lúcia é o 98133-4410 e o do Jeferson é o 99214-2277',
      'É só esses dois, brigado',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Lúcia',
          "Sant'Ana Campos",
          'lucia.santana@labcuiaba.com.br',
          'manager',
          '+5565981334410',
        ),
        c('Jeferson', 'Arruda', 'jeferson.arruda@gmail.com', 'colleague', '+5565992142277'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i74',
    title:
      'A refrigeration technician in Luanda: "Sim, podem contactar, não há maka" (a yes with a "não" in it: maka is trouble), "O meu tio, Osvaldo Kiala Manuel. Sei que é família, mas foi mesmo o meu patrão 4 anos" (an uncle as a manager) with an Angolan mobile in local format and no e-mail ("só WhatsApp"), "o meu kamba Nelson… trabalhámos juntos na Refriango" (kamba is friend; a colleague) with a 00244 prefix, "Obrigado, kamba 🙏" addressed to the interviewer (no name)',
    tags: [
      'portuguese',
      'consent',
      'negation',
      'multi-referee',
      'foreign-phone',
      'filler',
      'emoji',
    ],
    locale: 'pt',
    defaultCountry: 'AO',
    says: [
      'Bom dia. Sim, podem contactar, não há maka',
      'O meu tio, Osvaldo Kiala Manuel. Sei que é família, mas foi mesmo o meu patrão 4 anos na oficina de frio dele no Cazenga, eu era técnico de ar condicionado. 923 118 406',
      { retry: 'Ele não usa email, só WhatsApp', key: 'email:Osvaldo' },
      'E o meu kamba Nelson, Nelson Bartolomeu Cassoma, trabalhámos juntos na manutenção da Refriango. nelson.cassoma@gmail.com, 00244 912 670 335',
      'Só esses dois. Obrigado, kamba 🙏',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Osvaldo', 'Kiala Manuel', null, 'manager', '+244923118406'),
        c(
          'Nelson',
          'Bartolomeu Cassoma',
          'nelson.cassoma@gmail.com',
          ['colleague', 'friend'],
          '+244912670335',
        ),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i75',
    title:
      'A teacher in Nampula (Mozambique) who leaves to fetch a number and comes back: "Salaam, bom dia. Sim, pode contactar", "Sr. Abdul Remane Amisse… O número dele está no meu outro telefone, volto já", "Voltei, desculpe" with two numbers for the same referee and which to call ("84 512 3370 da Vodacom e 86 731 0042 da Movitel. Liguem para o da Vodacom"), "a Irmã Lurdes… Irmã é porque é freira, não é minha irmã 😅" (a title, no relative) with her full name "Maria de Lurdes Nampuio", "É tudo. Koxukhuru" (thanks in Emakhuwa)',
    tags: ['portuguese', 'multi-referee', 'foreign-phone', 'filler', 'emoji', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'MZ',
    says: [
      'Salaam, bom dia. Sim, pode contactar as minhas referências',
      'O meu antigo patrão na loja de capulanas na baixa da cidade: Sr. Abdul Remane Amisse. O número dele está no meu outro telefone, volto já',
      'Voltei, desculpe. O Sr. Abdul tem dois números: 84 512 3370 da Vodacom e 86 731 0042 da Movitel. Liguem para o da Vodacom, o da Movitel quase sempre está desligado. Email ele não tem',
      'E a Irmã Lurdes, diretora da escola das Irmãs onde dei aulas de Português. Irmã é porque é freira, não é minha irmã 😅 O nome completo é Maria de Lurdes Nampuio, lurdes.nampuio@gmail.com',
      'É tudo. Koxukhuru, obrigada',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Abdul', 'Remane Amisse', null, 'manager', '+258845123370'),
        c('Maria de Lurdes', 'Nampuio', 'lurdes.nampuio@gmail.com', 'manager'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Nineteenth blind set (2026-11-30)
  {
    id: 'pt-i76',
    title:
      'A Brazilian cook in Paramaribo (Suriname) mixing Sranan and Dutch: "Oké, pode sim! Fa waka? kkk", "o Soeresh Ramdin, surinamês, ele que era meu baas" (Dutch spelling "oe" for u, baas for boss) with a 7-digit Surinamese mobile in local format ("852 3461", asked which country), "a Ingrid van der Kooi" (a lowercase Dutch particle) with a second 7-digit number, "do Brasil, a minha antiga patroa em Belém, Dona Rosilene Barata, (91) 98145-6620" (Dona is a title), "Grantangi!" (thanks in Sranan)',
    tags: ['portuguese', 'multi-referee', 'foreign-phone', 'filler', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Oké, pode sim! Fa waka? kkk desculpa, aqui em Paramaribo a gente mistura tudo',
      'Trabalhei 3 anos no restaurante Sabor do Pará, no Belenzinho (o bairro dos brasileiros aqui). O dono é o Soeresh Ramdin, surinamês, ele que era meu baas. 852 3461',
      { retry: 'é do Suriname, +597', key: 'phone:Soeresh' },
      { retry: 'ele não tem email, só whats', key: 'email:Soeresh' },
      'E a Ingrid van der Kooi, gerente do hotel onde eu fazia extra nos fins de semana. ingrid.vanderkooi@torarica.sr, 871 4092',
      { retry: 'também do Suriname', key: 'phone:Ingrid' },
      'E do Brasil, a minha antiga patroa em Belém, Dona Rosilene Barata, (91) 98145-6620',
      { retry: 'email dela eu não tenho', key: 'email:Rosilene' },
      'Só isso. Grantangi! (é obrigada em sranan 😄)',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Soeresh', 'Ramdin', null, 'manager', '+5978523461'),
        c('Ingrid', 'van der Kooi', 'ingrid.vanderkooi@torarica.sr', 'manager', '+5978714092'),
        c('Rosilene', 'Barata', null, 'manager', '+5591981456620'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i77',
    title:
      'A welder from São Tomé who worked at an oil base in Equatorial Guinea: "Sim, pode contactar. Só que o meu chefe em Malabo fala espanhol" (a yes, no condition), "Ingeniero Crisantos Obama Ondo" (a Spanish title; a Fang surname explained later: "Obama é mesmo o apelido dele", apelido being the surname) with an Equatoguinean mobile in local format ("222 245 718", asked which country: +240), an e-mail at a .gq domain, a São Tomé colleague with a 7-digit local mobile and no e-mail, "Dêsu pagá" (thanks in Forro)',
    tags: [
      'portuguese',
      'spanish',
      'multi-referee',
      'foreign-phone',
      'filler',
      'emoji',
      'done-phrase',
    ],
    locale: 'pt',
    defaultCountry: 'ST',
    says: [
      'Bom dia. Sim, pode contactar. Só que o meu chefe em Malabo fala espanhol, não sei se vocês falam',
      'O chefe: Ingeniero Crisantos Obama Ondo, supervisor de soldadura na base de Luba, na Guiné Equatorial. cobama@lubaoilfield.gq, 222 245 718',
      { retry: 'É número da Guiné Equatorial, +240', key: 'phone:Crisantos' },
      'E antes que perguntem: Obama é mesmo o apelido dele, lá é um nome fang normal 😅',
      'E o meu colega de turno, são-tomense também: Edmilson Neto Lima, 991 2736. Email não tem',
      'É só. Dêsu pagá, obrigado',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Crisantos', 'Obama Ondo', 'cobama@lubaoilfield.gq', 'manager', '+240222245718'),
        c('Edmilson', 'Neto Lima', null, 'colleague', '+2399912736'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i78',
    title:
      'A Portuguese café worker in Saint-Gilles (Brussels): "D\'accord, pode contactar sim", two referees in one phrase who share a surname, a phone and an e-mail ("o Sr. Manuel e a D. Rosa Ferreira, marido e mulher. O telefone do café é o 02 538 12 34, é o mesmo para os dois, e o mail também": two referees, one Brussels landline in local format asked which country), then a referee copied from Outlook in "Surname, Firstname <e-mail>" order ("Van den Broeck, Pieter <pieter.vandenbroeck@colruyt.be>", a capital Flemish particle) with "GSM: 0478 12 34 56", "Voilà, é tudo. Merci!"',
    tags: ['portuguese', 'french', 'multi-referee', 'foreign-phone', 'filler', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'PT',
    says: [
      "D'accord, pode contactar sim",
      'Os meus patrões no Café Lisboa, em Saint-Gilles: o Sr. Manuel e a D. Rosa Ferreira, marido e mulher. O telefone do café é o 02 538 12 34, é o mesmo para os dois, e o mail também: cafelisboa.stgilles@gmail.com',
      { retry: 'É da Bélgica, +32. O mesmo para a D. Rosa', key: 'phone:Manuel' },
      { retry: 'Bélgica também, é o mesmo número do café', key: 'phone:Rosa' },
      'E o meu chefe de equipa no Colruyt, onde trabalhei antes. Copio do Outlook:\nVan den Broeck, Pieter <pieter.vandenbroeck@colruyt.be>\nGSM: 0478 12 34 56',
      { retry: 'Também é belga, +32', key: 'phone:Pieter' },
      'Voilà, é tudo. Merci!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Manuel', 'Ferreira', 'cafelisboa.stgilles@gmail.com', 'manager', '+3225381234'),
        c('Rosa', 'Ferreira', 'cafelisboa.stgilles@gmail.com', 'manager', '+3225381234'),
        c('Pieter', 'Van den Broeck', 'pieter.vandenbroeck@colruyt.be', 'manager', '+32478123456'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i79',
    title:
      'A retired bank clerk in Recife pasting his referees in capitals as on an old form: "Prezados, boa tarde. De acordo.", "SRA. MARIA DO SOCORRO LINS" (a compound first name with a particle, a title) as "GERENTE DA AGÊNCIA BOA VIAGEM (MINHA SUPERIORA IMEDIATA)" ("Boa Viagem" is a district, no name) with "TEL.: (0XX81) 3466-2210" (the old long-distance prefix), "SR. GERALDO BEZERRA CAVALCANTI, COLEGA DE CAIXA" with "CEL.: 0 21 81 99654-3210" (21 is the carrier\'s code, not Rio: asked, "O 21 é o código da operadora") and an e-mail in capitals, a remark that changes nothing ("já está aposentada, mas continua com o mesmo telefone"), "Sem mais, agradeço a atenção"',
    tags: ['portuguese', 'list', 'multi-referee', 'number-in-word', 'filler', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Prezados, boa tarde. De acordo.',
      'Seguem as referências solicitadas:\n\nSRA. MARIA DO SOCORRO LINS\nGERENTE DA AGÊNCIA BOA VIAGEM (MINHA SUPERIORA IMEDIATA)\nTEL.: (0XX81) 3466-2210\n\nSR. GERALDO BEZERRA CAVALCANTI\nCOLEGA DE CAIXA\nCEL.: 0 21 81 99654-3210\nE-MAIL: GERALDO.BCAVALCANTI@HOTMAIL.COM',
      {
        retry:
          'O 21 é o código da operadora, para ligar de longe. O celular é (81) 99654-3210, aqui do Recife',
        key: 'phone:Geraldo',
      },
      {
        retry: 'A Sra. Maria do Socorro não usa e-mail. Favor telefonar.',
        key: 'email:Maria do Socorro',
      },
      'Informo ainda que a Sra. Maria do Socorro já está aposentada, mas continua com o mesmo telefone.',
      'Sem mais, agradeço a atenção.',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Maria do Socorro', 'Lins', null, 'manager', '+558134662210'),
        c(
          'Geraldo',
          'Bezerra Cavalcanti',
          'geraldo.bcavalcanti@hotmail.com',
          'colleague',
          '+5581996543210',
        ),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i80',
    title:
      'A young Portuguese at a call centre in Kraków typing lowercase SMS Portuguese ("siga, podem contactar 👍", "tou", "n tenho", "num"): a Polish team leader with Polish letters in her name and a nickname ("Małgorzata Wiśniewska mas toda a gente lhe chama Gosia"), her Polish mobile given when asked ("512 345 678, é polaco"), "o kuba… é Jakub Nowak no teams" (Kuba is the nickname of Jakub) with no phone, an old manager in Guimarães with a store landline ("253 512 088, é o fixo da loja") and no e-mail, then "tenho de voltar pra chamada… é isso, dziękuję!"',
    tags: ['portuguese', 'multi-referee', 'foreign-phone', 'filler', 'emoji', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'PT',
    says: [
      'siga, podem contactar 👍',
      'tou em cracóvia a trabalhar num call center (customer service pt pra uma marca de eletrónica). a minha team leader é polaca: Małgorzata Wiśniewska mas toda a gente lhe chama Gosia. m.wisniewska@teleserv.pl',
      { retry: 'o num dela é 512 345 678, é polaco', key: 'phone:Małgorzata' },
      'e o kuba, colega da equipa de espanhol, é Jakub Nowak no teams. jakub.nowak@teleserv.pl',
      { retry: 'n tenho o num dele, so o mail', key: 'phone:Jakub' },
      'e a minha antiga chefe no pingo doce de guimarães, a d. amélia, Amélia Castro Freitas, 253 512 088 (é o fixo da loja, ela ainda é gerente lá)',
      { retry: 'mail n sei, liguem pra loja', key: 'email:Amélia' },
      'tenho de voltar pra chamada, a gosia ta a olhar 😅 é isso, dziękuję!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Małgorzata', 'Wiśniewska', 'm.wisniewska@teleserv.pl', 'manager', '+48512345678'),
        c('Jakub', 'Nowak', 'jakub.nowak@teleserv.pl', 'colleague'),
        c('Amélia', 'Castro Freitas', null, 'manager', '+351253512088'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Twentieth blind set, intake
  {
    id: 'pt-i81',
    title:
      'A carer of the elderly in São Paulo (a Brazilian tenant): "Pode sim, bora" (yes), the daughter of the lady she looked after for five years, who hired her ("a filha da dona Cida … Foi ela que me contratou": dona Cida, who died, is no referee; "a Sra. Renata Aparecida Moreira Lima", two given names and two surnames), a nurse who supervised her internship ("a enfermeira Jussara dos Santos Pereira") with a São Paulo landline and no e-mail, the daughter\'s brother named and set aside at once ("Tem o Marcelo tb … mas esquece ele, ele mora no Japão e nunca responde"), "É isso gente, obrigada! Deus abençoe 🙏"',
    tags: ['portuguese', 'consent', 'multi-referee', 'negation', 'filler', 'emoji', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Pode sim, bora',
      'A filha da dona Cida, a senhora que eu cuidei 5 anos ate ela falecer. Foi ela que me contratou. Sra. Renata Aparecida Moreira Lima, (11) 98765-4321, renata.moreira@uol.com.br',
      'E a enfermeira Jussara dos Santos Pereira, foi minha supervisora no estagio do curso de cuidador, tel (11) 3456-7890',
      { retry: 'Email dela eu nao tenho', key: 'email:Jussara' },
      'Tem o Marcelo tb, irmao da Renata, mas esquece ele, ele mora no Japão e nunca responde',
      'É isso gente, obrigada! Deus abençoe 🙏',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Renata Aparecida',
          'Moreira Lima',
          'renata.moreira@uol.com.br',
          ['manager', 'client', 'other'],
          '+5511987654321',
        ),
        c('Jussara', 'dos Santos Pereira', null, ['manager', 'mentor', 'teacher'], '+551134567890'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i82',
    title:
      'A hotel receptionist in Porto (a Portuguese tenant): "Sim, à vontade" (yes), "a Dra. Helena Sofia Magalhães Pinto" (a title, two given names and two surnames) with a Portuguese mobile, his front office manager in London ("o Mr. David Okafor", an English title) with a UK mobile in local format ("07700 900123": asked which country, +44), a night-shift colleague who has just sent him his contact ("mandou-me agora o contacto dele") with a mobile grouped "96 123 4567", "Pronto, é tudo. Obrigado e bom trabalho"',
    tags: ['portuguese', 'consent', 'multi-referee', 'foreign-phone', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'PT',
    says: [
      'Sim, à vontade',
      'A minha diretora de alojamento no hotel da Ribeira, a Dra. Helena Sofia Magalhães Pinto, helena.pinto@ribeirahotel.pt, 912 345 678',
      'Em Londres trabalhei 2 anos num hotel em Kensington, o meu front office manager era o Mr. David Okafor, 07700 900123, d.okafor@kensingtonparkhotel.co.uk',
      { retry: 'É do Reino Unido, +44', key: 'phone:David' },
      'O colega que fazia as noites comigo, o Tiago, mandou-me agora o contacto dele: Tiago Rebelo, 96 123 4567, tiago.rebelo93@gmail.com',
      'Pronto, é tudo. Obrigado e bom trabalho',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Helena Sofia',
          'Magalhães Pinto',
          'helena.pinto@ribeirahotel.pt',
          'manager',
          '+351912345678',
        ),
        c('David', 'Okafor', 'd.okafor@kensingtonparkhotel.co.uk', 'manager', '+447700900123'),
        c('Tiago', 'Rebelo', 'tiago.rebelo93@gmail.com', 'colleague', '+351961234567'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i83',
    title:
      'A warehouse supervisor at a drinks distributor in Luanda (an Angolan tenant), Angolan Portuguese: "Tá bem, podem ligar, sem stress" (yes), "o mais-velho Sr. Domingos Kiala Mbemba" (mais-velho is a word of respect, no name) with a local mobile and his address when asked, "a Eng.ª Luzia Neto Cassoma … a chefe do meu chefe. Ela conhece bué o meu trabalho", the teacher of a logistics course in Lisbon ("Prof. Rui Almeida Santos") with a Lisbon landline dialled with 00351 and no e-mail ("só o telefone da escola"), "É só isso. Obrigado, fica bem"',
    tags: ['portuguese', 'consent', 'multi-referee', 'foreign-phone', 'filler', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'AO',
    says: [
      'Tá bem, podem ligar, sem stress',
      'O meu chefe no armazém da distribuidora em Viana, o mais-velho Sr. Domingos Kiala Mbemba, 923 456 789',
      { retry: 'O email dele é dkiala@distribebidas.co.ao', key: 'email:Domingos' },
      'Também a Eng.ª Luzia Neto Cassoma, diretora de operações, a chefe do meu chefe. Ela conhece bué o meu trabalho. luzia.neto@distribebidas.co.ao, 912 345 678',
      'E o professor do curso de logística que fiz em Lisboa, Prof. Rui Almeida Santos, 00351 21 345 6789',
      { retry: 'O email do professor não tenho, só o telefone da escola', key: 'email:Rui' },
      'É só isso. Obrigado, fica bem',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Domingos', 'Kiala Mbemba', 'dkiala@distribebidas.co.ao', 'manager', '+244923456789'),
        c('Luzia', 'Neto Cassoma', 'luzia.neto@distribebidas.co.ao', 'manager', '+244912345678'),
        c('Rui', 'Almeida Santos', null, 'teacher', '+351213456789'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i84',
    title:
      'A primary-school teacher in Maputo (a Mozambican tenant): "Bom dia. Sim, podem contactar, não há problema" (yes), "a Sra. Directora Ermelinda Cossa" (two titles, the old spelling) with a number in a message of its own, replaced in the next ("Não, espera, esse é o número da secretaria. O celular dela é 82 765 4321"), her address when asked, her coordinator at an English school in Johannesburg ("a Mrs. Thandiwe Dlamini") with a South African mobile in local format ("082 123 4567": asked which country, +27), "Só estas duas. Khanimambo!"',
    tags: ['portuguese', 'consent', 'multi-referee', 'foreign-phone', 'correction', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'MZ',
    says: [
      'Bom dia. Sim, podem contactar, não há problema',
      'A directora da escola primária onde dou aulas na Matola, a Sra. Directora Ermelinda Cossa',
      'O número dela é 84 123 4567',
      'Não, espera, esse é o número da secretaria. O celular dela é 82 765 4321',
      { retry: 'ermelinda.cossa@gmail.com', key: 'email:Ermelinda' },
      'Quando trabalhei em Joanesburgo numa escola de inglês, a minha coordenadora foi a Mrs. Thandiwe Dlamini, 082 123 4567, tdlamini@learnwellschool.co.za',
      { retry: 'É da África do Sul, +27', key: 'phone:Thandiwe' },
      'Só estas duas. Khanimambo!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Ermelinda', 'Cossa', 'ermelinda.cossa@gmail.com', 'manager', '+258827654321'),
        c('Thandiwe', 'Dlamini', 'tdlamini@learnwellschool.co.za', 'manager', '+27821234567'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i85',
    title:
      'A truck driver in Porto Alegre (a Brazilian tenant), gaúcho: "Bah, tri, pode!" (yes), "o Seu Valdir Schmitt" (Seu is the Brazilian "Senhor", no name) with the carrier\'s landline and an address, a Paraguayan customer in Ciudad del Este ("um cliente paraguaio … eu levei carga pra ele uns 3 anos. Don Ramón Benítez", a Spanish title) with a Paraguayan mobile in local format ("0981 123 456": asked which country, +595) and no e-mail ("ele é mais de zap"), "Era isso, tchê. Valeu!"',
    tags: ['portuguese', 'consent', 'multi-referee', 'foreign-phone', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Bah, tri, pode!',
      'Meu patrão na transportadora, o Seu Valdir Schmitt, (51) 3345-6789, valdir@transportesschmitt.com.br',
      'E um cliente paraguaio, dono de uma importadora em Ciudad del Este, eu levei carga pra ele uns 3 anos. Don Ramón Benítez, 0981 123 456',
      { retry: 'É do Paraguai, +595', key: 'phone:Ramón' },
      { retry: 'Email dele não tenho, ele é mais de zap', key: 'email:Ramón' },
      'Era isso, tchê. Valeu!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Valdir', 'Schmitt', 'valdir@transportesschmitt.com.br', 'manager', '+555133456789'),
        c('Ramón', 'Benítez', null, 'client', '+595981123456'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-second blind set, intake
  {
    id: 'pt-i86',
    title:
      'A hotel cook in Sal (a Cape Verdean tenant), Portuguese with Kriolu: "Sin, ka ten problema, podem contactar" (sin is yes; ka is the Kriolu not, in a yes), her boss with the Kriolu title Nha ("a Nha Fátima Tavares Semedo": Nha is the Cape Verdean Dona, no name) with a 7-digit local mobile and an address with a typo corrected in the next message ("gmal" then "gmail* desculpa"), the head chef known as "o Sr. Djack" whose real name is given ("Chama-se Jaquelino Lopes Furtado mas todo mundo chama Djack"), now in Lisbon with a Portuguese mobile in local format (asked which country, +351) and no e-mail, "É só isso. Nhos obrigadu"',
    tags: [
      'portuguese',
      'consent',
      'multi-referee',
      'foreign-phone',
      'typos',
      'correction',
      'done-phrase',
    ],
    locale: 'pt',
    defaultCountry: 'CV',
    says: [
      'Sin, ka ten problema, podem contactar',
      { tapConfirm: true },
      'A minha chefe no hotel em Santa Maria, a Nha Fátima Tavares Semedo, 991 23 45',
      'fatima.semedo@gmal.com',
      'gmail* desculpa',
      'E o Sr. Djack, o meu chefe de cozinha. Chama-se Jaquelino Lopes Furtado mas todo mundo chama Djack. Tá em Lisboa agora, 912 345 678',
      { retry: 'É de Portugal, +351', key: 'phone:Jaquelino' },
      { retry: 'Email dele não sei', key: 'email:Jaquelino' },
      'É só isso. Nhos obrigadu',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Fátima', 'Tavares Semedo', 'fatima.semedo@gmail.com', 'manager', '+2389912345'),
        c('Jaquelino', 'Lopes Furtado', null, 'manager', '+351912345678'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i87',
    title:
      'A shop assistant in Fortaleza (a Brazilian tenant), cearense: "Pois é, pode sim, macho. Tranquilo" (yes), her manager whose first name holds a saint\'s name with an apostrophe ("Joana D\'Arc Lima Bezerra": Joana D\'Arc is the first name, Lima Bezerra the surnames) with a mobile written "(85) 9 8765-4321" and an address broken by autocorrect ("joanadarc. Lima@gmail. Com"), the shop owner first called by his nickname and title ("o seu Chaguinha") and then "Francisco das Chagas Nogueira" (a first name with "das", as in Maria das Graças) with the shop\'s landline and no e-mail ("ele é das antigas"), "Era isso, valeu demais!"',
    tags: ['portuguese', 'consent', 'multi-referee', 'typos', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Pois é, pode sim, macho. Tranquilo',
      "Minha gerente na loja do shopping era a Joana D'Arc Lima Bezerra. Whats (85) 9 8765-4321, email joanadarc. Lima@gmail. Com",
      'E o seu Chaguinha, Francisco das Chagas Nogueira, era o dono da loja, o patrão de todo mundo. 85 3224-5566 é o fixo da loja',
      { retry: 'Email dele não tenho não, ele é das antigas', key: 'email:Francisco das Chagas' },
      'Era isso, valeu demais!',
    ],
    expected: {
      consent: true,
      contacts: [
        c("Joana D'Arc", 'Lima Bezerra', 'joanadarc.lima@gmail.com', 'manager', '+5585987654321'),
        c('Francisco das Chagas', 'Nogueira', null, 'manager', '+558532245566'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i88',
    title:
      'A shoe-factory pattern cutter in Guimarães (a Portuguese tenant): "Não me importo nada, podem ligar à vontade" (the European Portuguese "I don\'t mind at all", a yes that holds a negation: confirmed), her former foreman first as "o Zé Tó" and then "José António Rebelo Faria" with a mobile and no e-mail, "a D. Manuela dos recursos humanos" (D. is Dona) with her full name, an address and a Braga landline, who was not her boss (asked, "era dos recursos humanos"), then a done-phrase taken back in the same message ("Acho que é tudo… ah, não, espere, falta a formadora …") with "a Prof.ª Cândida Rocha" and an address, no phone for her, "Agora sim, é tudo. Obrigadinho!"',
    tags: ['portuguese', 'consent', 'negation', 'multi-referee', 'correction', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'PT',
    says: [
      'Não me importo nada, podem ligar à vontade',
      { tapConfirm: true },
      'O meu antigo encarregado na fábrica de calçado, o Zé Tó. José António Rebelo Faria. Tlm 934 567 890',
      { retry: 'Email não tem, é só telefone', key: 'email:José António' },
      'Também a D. Manuela dos recursos humanos, que me conhece bem: Maria Manuela Sousa Araújo, manuela.araujo@calcadosvizela.pt, 253 123 456',
      {
        retry: 'Não era minha chefe, era dos recursos humanos. Trabalhávamos no mesmo edifício',
        key: 'relationship:Maria Manuela',
      },
      'Acho que é tudo… ah, não, espere, falta a formadora do curso de modelação! A Prof.ª Cândida Rocha, candida.rocha@formacao-ave.pt',
      { retry: 'O telefone dela não sei de cor', key: 'phone:Cândida' },
      'Agora sim, é tudo. Obrigadinho!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('José António', 'Rebelo Faria', null, 'manager', '+351934567890'),
        c(
          'Maria Manuela',
          'Sousa Araújo',
          'manuela.araujo@calcadosvizela.pt',
          ['other', 'colleague'],
          '+351253123456',
        ),
        c('Cândida', 'Rocha', 'candida.rocha@formacao-ave.pt', ['teacher', 'mentor']),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i89',
    title:
      'A warehouse worker in Goiânia (a Brazilian tenant), goiano: a question back before any answer ("Uai, e vocês vão ligar pra eles mesmo? Pra quem?"), then "Ah não, Deus me livre" with his boss named inside the refusal ("O Seu Divino lá da distribuidora nem sabe que eu tô procurando outro serviço"), "Mais pra frente, se eu passar, aí eu passo os contatos. Agora não": no consent, nothing kept',
    tags: ['portuguese', 'consent', 'question-back', 'negation'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Uai, e vocês vão ligar pra eles mesmo? Pra quem?',
      'Ah não, Deus me livre. O Seu Divino lá da distribuidora nem sabe que eu tô procurando outro serviço, se alguém ligar pra ele eu tô lascado',
      'Mais pra frente, se eu passar, aí eu passo os contatos. Agora não',
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'pt-i90',
    title:
      'A call-centre agent in Curitiba (a Brazilian tenant): "Pode sim, tranquilo" (yes), her coordinator with a Polish-Brazilian surname ("Ana Paula Kowalski") and a (41) mobile, a Ukrainian-Brazilian customer from Prudentópolis ("o Sr. Oleksandr Dmytrenko", owner of a knitwear shop) with a (42) landline and no e-mail, "Só isso, obrigada!"',
    tags: ['portuguese', 'consent', 'multi-referee', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Pode sim, tranquilo',
      'Minha coordenadora no call center, a Ana Paula Kowalski, ana.kowalski@sulatende.com.br, (41) 99876-5432',
      'E o Sr. Oleksandr Dmytrenko, um cliente de Prudentópolis que eu atendia, dono de uma malharia. (42) 3446-1122',
      { retry: 'Email dele não tenho', key: 'email:Oleksandr' },
      'Só isso, obrigada!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Ana Paula', 'Kowalski', 'ana.kowalski@sulatende.com.br', 'manager', '+5541998765432'),
        c('Oleksandr', 'Dmytrenko', null, 'client', '+554234461122'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i91',
    title:
      'A hotel housekeeper in Maceió (a Brazilian tenant), alagoana: "Oxe, pode sim, visse" (yes), her supervisor given over five messages (the role and the first name, then "Luciana Tenório Cavalcanti o nome todo", then an address with "hotmial", then "hotmail* kkkk", then "(82) 98812-3456 é o zap dela"), a receptionist whose surname she does not know ("sobrenome dela eu não sei não, só sei Kelly mesmo 😅": kept without one) with a mobile and no e-mail, "só isso, brigada!"',
    tags: [
      'portuguese',
      'consent',
      'multi-referee',
      'typos',
      'correction',
      'dont-know',
      'emoji',
      'done-phrase',
    ],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Oxe, pode sim, visse',
      { tapConfirm: true },
      'minha supervisora no hotel era a Luciana',
      'Luciana Tenório Cavalcanti o nome todo',
      'luciana.tcavalcanti@hotmial.com',
      'hotmail* kkkk',
      '(82) 98812-3456 é o zap dela',
      'e tem a Kelly da recepção, a gente trabalhou junto 2 anos. sobrenome dela eu não sei não, só sei Kelly mesmo 😅 zap 82 99654 3210',
      { retry: 'email da Kelly não tenho', key: 'email:Kelly' },
      'só isso, brigada!',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Luciana',
          'Tenório Cavalcanti',
          'luciana.tcavalcanti@hotmail.com',
          'manager',
          '+5582988123456',
        ),
        c('Kelly', null, null, 'colleague', '+5582996543210'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i92',
    title:
      'A cashew-project officer in Bissau (a Guinea-Bissau tenant), Portuguese with Kriol: a question back first ("Vocês vão ligar pra eles de Portugal ou daqui?"), then "Sin, pode ligar. N sta di akordu" (yes), his boss at an NGO ("Ña patron na ONG", ña being my) with two local 9-digit mobiles and the one to call named by its network ("Liguem pro 966, o da Orange quase nunca tá ligado": +245 966 …, the 955 one never kept), his address when asked, a friend from school who was also a colleague ("o meu mandjuá Braima Seidi", a mandjuá being an age-mate) now in Ziguinchor with a Senegalese mobile in local format (asked which country, +221) and no e-mail, "I kaba. É só isso, obrigadu!"',
    tags: [
      'portuguese',
      'consent',
      'question-back',
      'multi-referee',
      'foreign-phone',
      'done-phrase',
    ],
    locale: 'pt',
    defaultCountry: 'GW',
    says: [
      'Bon dia. Vocês vão ligar pra eles de Portugal ou daqui?',
      'Ok. Sin, pode ligar. N sta di akordu',
      { tapConfirm: true },
      'Ña patron na ONG era o Sr. Armando Nhaga, coordenador do projeto do caju. Ele tem dois números: 955 123 456 e 966 654 321. Liguem pro 966, o da Orange quase nunca tá ligado',
      { retry: 'O email dele é armando.nhaga@gmail.com', key: 'email:Armando' },
      'E o meu mandjuá Braima Seidi. Trabalhámos juntos na ONG 3 anos e somos amigos desde a escola. Agora tá em Ziguinchor, 77 456 12 34',
      { retry: 'É do Senegal, +221', key: 'phone:Braima' },
      { retry: 'Email ele não tem', key: 'email:Braima' },
      'I kaba. É só isso, obrigadu!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Armando', 'Nhaga', 'armando.nhaga@gmail.com', 'manager', '+245966654321'),
        c('Braima', 'Seidi', null, ['colleague', 'friend'], '+221774561234'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i93',
    title:
      'A hotel receptionist in Portimão (the Algarve, a Portuguese tenant): "Com certeza, podem contactar." (yes), the hotel\'s Irish director with an English title and an apostrophe ("a Mrs. Sarah O\'Connell") and an address only ("Telefone dela não tenho, ela prefere email"), her head of reception with the hotel\'s number and an extension ("282 410 200, extensão 117": +351 282 410 200, the extension dropped) and no e-mail, then she leaves for her shift without saying she is done ("Agora tenho de ir, entro no turno da noite. Depois vejo se há mais alguém"): open',
    tags: ['portuguese', 'consent', 'multi-referee', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'PT',
    says: [
      'Com certeza, podem contactar.',
      "A diretora do hotel onde trabalhei 5 anos em Portimão, a Mrs. Sarah O'Connell (é irlandesa mas vive cá há 20 anos). s.oconnell@hotelpraiadarocha.pt",
      { retry: 'Telefone dela não tenho, ela prefere email', key: 'phone:Sarah' },
      'E o meu chefe na receção, o Sr. Nuno Viegas. Telefone do hotel 282 410 200, extensão 117',
      { retry: 'Email do Sr. Nuno não sei', key: 'email:Nuno' },
      'Agora tenho de ir, entro no turno da noite. Depois vejo se há mais alguém',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Sarah', "O'Connell", 's.oconnell@hotelpraiadarocha.pt', ['manager', 'other']),
        c('Nuno', 'Viegas', null, 'manager', '+351282410200'),
      ],
    },
    outcome: 'open',
  },
  {
    id: 'pt-i94',
    title:
      'An acarajé seller in Salvador (a Brazilian tenant), baiana: "Ôxe, pode sim, de boa" (yes), her former boss first by her nickname and title ("Dona Detinha, da barraca de acarajé no Rio Vermelho") and then her real name ("Bernadete Conceição dos Santos") with only a home landline and no e-mail ("nem sabe o que é email kkk"), a regular customer with a title ("o Dr. Ícaro Menezes Lordelo, cliente fiel da barraca") with a mobile written "71 9 8877-6655" and an address with "outllok", corrected in the next message ("outlook, digitei errado 🙈"), "É isso aí, valeu! Axé 🙏"',
    tags: ['portuguese', 'consent', 'multi-referee', 'typos', 'correction', 'emoji', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Ôxe, pode sim, de boa',
      { tapConfirm: true },
      'Minha ex-patroa é Dona Detinha, da barraca de acarajé no Rio Vermelho. O nome dela mesmo é Bernadete Conceição dos Santos. Ela só tem o fixo de casa: (71) 3241-5678',
      { retry: 'Dona Detinha nem sabe o que é email kkk', key: 'email:Bernadete' },
      'E o Dr. Ícaro Menezes Lordelo, cliente fiel da barraca, comprava todo dia kkk. icaro.lordelo@outllok.com, 71 9 8877-6655',
      'outlook, digitei errado 🙈',
      'É isso aí, valeu! Axé 🙏',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Bernadete', 'Conceição dos Santos', null, 'manager', '+557132415678'),
        c('Ícaro', 'Menezes Lordelo', 'icaro.lordelo@outlook.com', 'client', '+5571988776655'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i95',
    title:
      'A smokehouse worker in Bragança (a Portuguese tenant): "Então não! Claro que pode" (the Portuguese of course, a yes that holds a não), his boss with the factory\'s landline and no e-mail, a Spanish colleague from Zamora with a Spanish mobile in local format (asked which country, +34) and an address, "Já está, é tudo. Obrigado!"',
    tags: ['portuguese', 'consent', 'negation', 'multi-referee', 'foreign-phone', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'PT',
    says: [
      'Então não! Claro que pode',
      { tapConfirm: true },
      'O meu patrão no fumeiro, o Sr. Amadeu Pires Morais, 273 322 145, é o telefone da fábrica',
      { retry: 'Email não tem, liguem para a fábrica', key: 'email:Amadeu' },
      'E a Marta Fernández, colega, é espanhola de Zamora, vinha todos os dias. 659 12 34 56, marta.fernandez@gmail.com',
      { retry: 'É espanhol, +34', key: 'phone:Marta' },
      'Já está, é tudo. Obrigado!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Amadeu', 'Pires Morais', null, 'manager', '+351273322145'),
        c('Marta', 'Fernández', 'marta.fernandez@gmail.com', 'colleague', '+34659123456'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-fifth blind set, intake
  {
    id: 'pt-i96',
    title:
      'A waitress in Horta (Faial, the Azores, a Portuguese tenant): a no turned into a yes in the same message ("Não... quer dizer, sim, pode ser. Podem contactá-los": confirmed), her boss at a restaurant with "Sr." and three names ("o Sr. Manuel Silveira Goulart") and his address read aloud ("manuel ponto goulart arroba restauranteopico ponto pt") with a Portuguese mobile, a colleague with a compound first name and her address read aloud too ("anarita ponto medeiros arroba gmail ponto com"), "É tudo, obrigada"',
    tags: ['portuguese', 'consent', 'negation', 'multi-referee', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'PT',
    says: [
      'Não... quer dizer, sim, pode ser. Podem contactá-los',
      { tapConfirm: true },
      'O meu patrão no restaurante na Horta, o Sr. Manuel Silveira Goulart, o email é manuel ponto goulart arroba restauranteopico ponto pt, telemóvel 912 345 678',
      'E a minha colega de sala, Ana Rita Medeiros, anarita ponto medeiros arroba gmail ponto com',
      'É tudo, obrigada',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Manuel',
          'Silveira Goulart',
          'manuel.goulart@restauranteopico.pt',
          'manager',
          '+351912345678',
        ),
        c('Ana Rita', 'Medeiros', 'anarita.medeiros@gmail.com', 'colleague'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i97',
    title:
      'A storekeeper in Huambo (an Angolan tenant): "Sim, podem contactar à vontade" (yes), his boss first named by his job only with an Angolan mobile in local format ("o chefe de armazém da cooperativa agrícola … 923 456 789") and by name with his address in the next message ("Esqueci de dizer o nome 😅 é o Sr. Domingos Chimuco"), then a cousin with the same first name ("o meu primo Domingos também, Domingos Sapalo. É família, mas foi o meu supervisor directo na fazenda": kept, as a boss) with a mobile and an address, "Só esses dois. Obrigado"',
    tags: ['portuguese', 'consent', 'multi-referee', 'emoji', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'AO',
    says: [
      'Sim, podem contactar à vontade',
      'O primeiro é o chefe de armazém da cooperativa agrícola onde trabalhei, era o meu chefe. 923 456 789',
      'Esqueci de dizer o nome 😅 é o Sr. Domingos Chimuco, domingos.chimuco@coopcentro.co.ao',
      'E o meu primo Domingos também, Domingos Sapalo. É família, mas foi o meu supervisor directo na fazenda 2 anos. 934 112 233, domingos.sapalo@gmail.com',
      'Só esses dois. Obrigado',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Domingos', 'Chimuco', 'domingos.chimuco@coopcentro.co.ao', 'manager', '+244923456789'),
        c('Domingos', 'Sapalo', 'domingos.sapalo@gmail.com', ['manager', 'other'], '+244934112233'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i98',
    title:
      'A call-centre agent in Campina Grande (Paraíba, a Brazilian tenant): consent with a proverb and a laugh ("Pode sim! Quem não deve não teme 😂"), her coordinator and a colleague with emoji between every field ("Jaqueline Araújo Brito 👩‍💼 … 📱 (83) 98877-6655", "Rodrigo Farias 🎧 … 📱 83 99123-4567"), "meu colega de PA" (a desk position, no name), "Só isso mesmo, vlw 🙏"',
    tags: ['portuguese', 'consent', 'multi-referee', 'emoji', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Pode sim! Quem não deve não teme 😂',
      'Minha coordenadora no call center: Jaqueline Araújo Brito 👩‍💼 jaqueline.brito@centralatende.com.br 📱 (83) 98877-6655',
      'E meu colega de PA, Rodrigo Farias 🎧 rodrigofarias.cg@gmail.com 📱 83 99123-4567',
      'Só isso mesmo, vlw 🙏',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Jaqueline',
          'Araújo Brito',
          'jaqueline.brito@centralatende.com.br',
          'manager',
          '+5583988776655',
        ),
        c('Rodrigo', 'Farias', 'rodrigofarias.cg@gmail.com', 'colleague', '+5583991234567'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i99',
    title:
      'A hotel receptionist in Parintins (Amazonas, a Brazilian tenant): "Sim, pode contatar" (yes), one long message with three referees: the owner of the pousada where she worked ("a dona Raimunda Cardoso Tavares … ela era minha patroa") with a mobile typed with a small l for 1 and a letter O for 0 ("(92) 99l23-4O56"), her teacher at the technical course ("o professor Élcio Batista") with an address only, and a colleague with an address and a mobile, "É isso, obrigado!"',
    tags: [
      'portuguese',
      'consent',
      'long',
      'multi-referee',
      'typos',
      'number-in-word',
      'done-phrase',
    ],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Sim, pode contatar',
      'Vou mandar os três de uma vez: a primeira é a dona Raimunda Cardoso Tavares, dona da pousada onde trabalhei 4 anos, ela era minha patroa, (92) 99l23-4O56, raimunda.pousadaboi@gmail.com; o segundo é o professor Élcio Batista, meu professor do curso técnico de turismo no IFAM, elcio.batista@ifam.edu.br; e a terceira é a Keila Ramos, trabalhamos juntas na recepção, keilaramos_pin@hotmail.com, 92 98456-1234',
      'É isso, obrigado!',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Raimunda',
          'Cardoso Tavares',
          'raimunda.pousadaboi@gmail.com',
          'manager',
          '+5592991234056',
        ),
        c('Élcio', 'Batista', 'elcio.batista@ifam.edu.br', 'teacher'),
        c('Keila', 'Ramos', 'keilaramos_pin@hotmail.com', 'colleague', '+5592984561234'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i100',
    title:
      'A shop assistant in Montes Claros (Minas Gerais, a Brazilian tenant): "Uai, pode sim" (yes), his manager with an address and a mobile, a colleague with an address and a mobile, "Só isso, brigado"',
    tags: ['portuguese', 'consent', 'multi-referee', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Uai, pode sim',
      'Meu gerente na loja: Geraldo Antunes, geraldo.antunes@lojasnorte.com.br, (38) 99912-3456',
      'E minha colega Patrícia Mendes, patricia.mendes@gmail.com, (38) 98765-4321',
      'Só isso, brigado',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Geraldo', 'Antunes', 'geraldo.antunes@lojasnorte.com.br', 'manager', '+5538999123456'),
        c('Patrícia', 'Mendes', 'patricia.mendes@gmail.com', 'colleague', '+5538987654321'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-seventh blind set, intake
  {
    id: 'pt-i101',
    title:
      'A mechanic in Lubango (Huíla, an Angolan tenant): "Boa tarde mano. Sim, podem, está tudo bem 👍🏿", his boss ("o meu kota no trabalho, o chefe da oficina") as a block with labels ("Nome: Eng. Adão Kapitango", "Tel: 923 456 789", "Email: …@gmail.co") and the address set right in the next message ("é gmail.com, faltou o m"), his accounting teacher with "Dona" and a +244 mobile, a colleague whose first name comes twice ("o meu colega Kiesse, Kiesse Mbala Ndombele") with an address only, "Já está, é só isso. Obrigado, mano"',
    tags: [
      'portuguese',
      'signature',
      'filler',
      'typos',
      'correction',
      'multi-referee',
      'emoji',
      'done-phrase',
    ],
    locale: 'pt',
    defaultCountry: 'AO',
    says: [
      'Boa tarde mano. Sim, podem, está tudo bem 👍🏿',
      'O meu kota no trabalho, o chefe da oficina, passo o contacto dele:\nNome: Eng. Adão Kapitango\nTel: 923 456 789\nEmail: adao.kapitango@gmail.co',
      'Desculpa, é gmail.com, faltou o m',
      'E a minha professora de contabilidade no instituto politécnico, a Dona Teresa Nangolo, teresa.nangolo@ipolhuila.ao, +244 912 34 56 78',
      'Também o meu colega Kiesse, Kiesse Mbala Ndombele, trabalhámos juntos na oficina 3 anos. kiesse.mbala@hotmail.com',
      'Já está, é só isso. Obrigado, mano',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Adão', 'Kapitango', 'adao.kapitango@gmail.com', 'manager', '+244923456789'),
        c('Teresa', 'Nangolo', 'teresa.nangolo@ipolhuila.ao', 'teacher', '+244912345678'),
        c('Kiesse', 'Mbala Ndombele', 'kiesse.mbala@hotmail.com', 'colleague'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i102',
    title:
      'A cashier in Belo Horizonte (a Brazilian tenant) in mineiro: "Uai, pode sô 😄" (yes, confirmed), a numbered list of three with a nickname before the full name ("Dona Cida, Aparecida Rezende", a regular customer: a client), a colleague with a BH mobile without brackets, and her current supervisor by nickname then in full ("Marcão – Marcos Vinícius de Souza Lima") withdrawn by his number in the list ("tira o 3, o Marcão, ele ainda é meu chefe e não sabe que tô saindo 🤦‍♀️") and replaced by the supervisor before him with an address only, "Só isso mesmo, brigada!"',
    tags: ['portuguese', 'consent', 'list', 'multi-referee', 'correction', 'emoji', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Uai, pode sô 😄',
      { tapConfirm: true },
      '1. Dona Cida, Aparecida Rezende, minha cliente de sempre lá da loja, cida.rezende@uol.com.br\n2. Thiago Nogueira, colega de caixa, thiagonogueira@gmail.com, 31 99123-4567\n3. Marcão – Marcos Vinícius de Souza Lima, meu supervisor, marcos.vsouza@lojasdobairro.com.br, (31) 98765-4321',
      'Opa, tira o 3, o Marcão, ele ainda é meu chefe e não sabe que tô saindo 🤦‍♀️ Põe no lugar a Fernanda Coelho, que foi minha supervisora antes dele: fe.coelho@gmail.com',
      'Só isso mesmo, brigada!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Aparecida', 'Rezende', 'cida.rezende@uol.com.br', 'client'),
        c('Thiago', 'Nogueira', 'thiagonogueira@gmail.com', 'colleague', '+5531991234567'),
        c('Fernanda', 'Coelho', 'fe.coelho@gmail.com', 'manager'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i103',
    title:
      'A bookkeeper in Viseu (a Portuguese tenant): one formal message that refuses with a condition and names her current boss with "Dra." and her address ("Agradeço, mas prefiro que não. A minha chefe actual, a Dra. Helena Marques (helena.marques@…), não sabe que estou à procura … Se houver uma proposta concreta, forneço os contactos com todo o gosto"), confirmed: nothing kept',
    tags: ['portuguese', 'consent', 'consent-with-email', 'long'],
    locale: 'pt',
    defaultCountry: 'PT',
    says: [
      'Boa tarde. Agradeço, mas prefiro que não. A minha chefe actual, a Dra. Helena Marques (helena.marques@contabviseu.pt), não sabe que estou à procura e não quero que saiba por terceiros. Se houver uma proposta concreta, forneço os contactos com todo o gosto.',
      { tapConfirm: true },
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'pt-i104',
    title:
      'A port-warehouse clerk in Quelimane (a Mozambican tenant): "Bom dia. Tá bom, podem contactar, sem stress" (yes, confirmed), his boss with "Sr." and three names and a mobile cut by an early send ("Número 84 123" then "4567 desculpa, mandei antes"), the address dictated ("alberto arroba portoquelimane ponto co ponto mz"), a colleague with "Dona" and a compound first name and a Mozambican mobile, then the parish priest named with no contact ("Não tenho o contacto dele aqui, depois mando. Agora tenho de ir, o chapa está a chegar"): kept without one, open',
    tags: ['portuguese', 'consent', 'multi-referee', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'MZ',
    says: [
      'Bom dia. Tá bom, podem contactar, sem stress',
      { tapConfirm: true },
      'O primeiro é o meu chefe no armazém do porto, Sr. Alberto Mussa Chirindza. Número 84 123',
      '4567 desculpa, mandei antes',
      'O email dele é alberto arroba portoquelimane ponto co ponto mz',
      'A segunda é a Dona Rosa Maria Tembe, era minha colega na contabilidade. rosamtembe@gmail.com, 86 765 4321',
      'O terceiro é o Padre Lourenço Massingue, da paróquia, conhece-me desde miúdo. Não tenho o contacto dele aqui, depois mando. Agora tenho de ir, o chapa está a chegar',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Alberto', 'Mussa Chirindza', 'alberto@portoquelimane.co.mz', 'manager', '+258841234567'),
        c('Rosa Maria', 'Tembe', 'rosamtembe@gmail.com', 'colleague', '+258867654321'),
        c('Lourenço', 'Massingue', null, ['other', 'mentor']),
      ],
    },
    outcome: 'open',
  },
  {
    id: 'pt-i105',
    title:
      'A hotel waiter in Mindelo (São Vicente, a Cape Verdean tenant) with Kriolu: "Sim, nhos pode. Sem problema" (yes, confirmed), two referees in one message joined by "e" with 7-digit Cape Verdean numbers (a landline for his boss with "Dona" and "Lopes da Graça", a mobile for "o meu colega Djô, Jorge Fortes Lima"), "É só. Obrigadu, mantenha"',
    tags: ['portuguese', 'consent', 'multi-referee', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'CV',
    says: [
      'Sim, nhos pode. Sem problema',
      { tapConfirm: true },
      'A minha chefe no hotel, Dona Filomena Lopes da Graça, filomena.graca@hotelmindelo.cv, 231 45 67 e o meu colega Djô, Jorge Fortes Lima, jorgefortes@gmail.com, 991 23 45',
      'É só. Obrigadu, mantenha',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Filomena', 'Lopes da Graça', 'filomena.graca@hotelmindelo.cv', 'manager', '+2382314567'),
        c('Jorge', 'Fortes Lima', 'jorgefortes@gmail.com', 'colleague', '+2389912345'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i106',
    title:
      'A security guard at a gated condominium in Talatona, Luanda (an Angolan tenant): "Ya, tá fixe, podem ligar" (yes, confirmed), three referees numbered with Angolan mobiles in local format ("O kota Sr. Afonso Tchipilica, o meu chefe de turno" with a mobile only, "a Dona Esperança Cassule, minha colega da portaria" with an address, "o meu camba Nelson" with no surname), then "Epá afinal só os dois primeiros" (Nelson never kept), "O Sr. Afonso não tem email, só telefone", "É só isso. Obrigado, mano"',
    tags: ['portuguese', 'consent', 'list', 'multi-referee', 'correction', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'AO',
    says: [
      'Ya, tá fixe, podem ligar',
      { tapConfirm: true },
      'Então é assim:\n1. O kota Sr. Afonso Tchipilica, o meu chefe de turno na empresa de segurança, 923 456 781\n2. A Dona Esperança Cassule, minha colega da portaria, esperanca.cassule@gmail.com, 912 345 678\n3. O meu camba Nelson, trabalhou comigo no condomínio, 934 567 890',
      'Epá afinal só os dois primeiros, o Nelson já não atende esse número',
      'O Sr. Afonso não tem email, só telefone',
      'É só isso. Obrigado, mano',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Afonso', 'Tchipilica', null, 'manager', '+244923456781'),
        c('Esperança', 'Cassule', 'esperanca.cassule@gmail.com', 'colleague', '+244912345678'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i107',
    title:
      'A hotel receptionist in Beira (a Mozambican tenant): "Sim, podem contactar. Sem problema", her former boss forwarded as a vCard 2.1 with no address in it ("N:Macuácua;Celeste;;;", "TEL;CELL:+258 84 312 7788"), a colleague in one line with an 82 mobile in local format, the boss\'s address only later and dictated ("Ah, e o email da Dona Celeste é celeste ponto macuacua arroba hotelmarazul ponto co ponto mz"), "É tudo, obrigado maningue!"',
    tags: ['portuguese', 'signature', 'multi-referee', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'MZ',
    says: [
      'Sim, podem contactar. Sem problema',
      'Vou encaminhar o contacto da minha antiga chefe:\nBEGIN:VCARD\nVERSION:2.1\nN:Macuácua;Celeste;;;\nFN:Celeste Macuácua\nORG:Hotel Mar Azul Beira\nTEL;CELL:+258 84 312 7788\nEND:VCARD',
      'E o meu colega da recepção, Hélio Nhantumbo, 82 456 1290, helio.nhantumbo@gmail.com',
      'Ah, e o email da Dona Celeste é celeste ponto macuacua arroba hotelmarazul ponto co ponto mz',
      'É tudo, obrigado maningue!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Celeste', 'Macuácua', 'celeste.macuacua@hotelmarazul.co.mz', 'manager', '+258843127788'),
        c('Hélio', 'Nhantumbo', 'helio.nhantumbo@gmail.com', 'colleague', '+258824561290'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i108',
    title:
      'A builder in Praia (Santiago, a Cape Verdean tenant) with Kriolu: "Sin, nhos pode kontaktá. Sem problema" (yes, confirmed), two referees called José in one message ("Tenho dois Zé 😅": "o Eng. José Carlos Tavares Semedo, nha xefi na obra" with the site office\'s 7-digit landline, "o Zé Moreno, José Moreno Furtado, colega de obra, mesmo número di riba, é o telefone do estaleiro": the same number on both), "O Zé Moreno não tem email", "É só isso. Txeu obrigadu!"',
    tags: ['portuguese', 'consent', 'multi-referee', 'emoji', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'CV',
    says: [
      'Sin, nhos pode kontaktá. Sem problema',
      { tapConfirm: true },
      'Tenho dois Zé 😅 O Eng. José Carlos Tavares Semedo, nha xefi na obra, jctsemedo@gmail.com, 261 23 45 (telefone do estaleiro) e o Zé Moreno, José Moreno Furtado, colega de obra, mesmo número di riba, é o telefone do estaleiro',
      'O Zé Moreno não tem email',
      'É só isso. Txeu obrigadu!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('José Carlos', 'Tavares Semedo', 'jctsemedo@gmail.com', 'manager', '+2382612345'),
        c('José', 'Moreno Furtado', null, 'colleague', '+2382612345'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i109',
    title:
      'A lathe operator in Caxias do Sul (a Brazilian tenant, Rio Grande do Sul) in gaúcho Portuguese: a question back before any consent ("Bah, antes me diz uma coisa: vocês vão ligar pra empresa onde eu tô agora? Não quero que saibam ainda"), then "Ah tá, bagual. Então pode sim, tchê" (yes, confirmed), his former supervisor with "…@gmial.com" and "(54) 99123-4567", set right in the next message ("Opa, é gmail, digitei errado"), a colleague at the lathe with "54 98876 5432", "É isso aí, valeu!"',
    tags: [
      'portuguese',
      'question-back',
      'consent',
      'typos',
      'correction',
      'multi-referee',
      'done-phrase',
    ],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Bah, antes me diz uma coisa: vocês vão ligar pra empresa onde eu tô agora? Não quero que saibam ainda',
      'Ah tá, bagual. Então pode sim, tchê',
      { tapConfirm: true },
      'O primeiro é o meu antigo supervisor na metalúrgica, Ademir Tomazzoni, ademir.tomazzoni@gmial.com, (54) 99123-4567',
      'Opa, é gmail, digitei errado',
      'E o segundo é o Rafael Boff, trabalhava comigo no torno, rafaboff@hotmail.com, 54 98876 5432',
      'É isso aí, valeu!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Ademir', 'Tomazzoni', 'ademir.tomazzoni@gmail.com', 'manager', '+5554991234567'),
        c('Rafael', 'Boff', 'rafaboff@hotmail.com', 'colleague', '+5554988765432'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i110',
    title:
      'A shop assistant in Belém (a Brazilian tenant, Pará) in paraense: "Égua, pode sim, mana! 😄" (yes, confirmed), two referees on two lines with no relationship and a mobile under the wrong one, moved in the next message ("troquei: esse 98234-5566 é do Lucivaldo, não da Dona Socorro. O dela é (91) 3224-7810, o fixo da loja"), the relationships only after ("A Dona Socorro era minha patroa na loja de confecções e o Lucivaldo é meu colega de balcão"), "É só, maninho. Valeu!"',
    tags: ['portuguese', 'consent', 'multi-referee', 'correction', 'emoji', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Égua, pode sim, mana! 😄',
      { tapConfirm: true },
      'Dona Socorro Barbosa, socorro.barbosa@lojasbelem.com.br, (91) 98234-5566\nLucivaldo Pinheiro Souza, lucivaldo.ps@gmail.com',
      'Opa, troquei: esse 98234-5566 é do Lucivaldo, não da Dona Socorro. O dela é (91) 3224-7810, o fixo da loja',
      'A Dona Socorro era minha patroa na loja de confecções e o Lucivaldo é meu colega de balcão',
      'É só, maninho. Valeu!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Socorro', 'Barbosa', 'socorro.barbosa@lojasbelem.com.br', 'manager', '+559132247810'),
        c('Lucivaldo', 'Pinheiro Souza', 'lucivaldo.ps@gmail.com', 'colleague', '+5591982345566'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i111',
    title:
      'A retail buyer in Porto (a Portuguese tenant): "Sim, pode ser", her former boss by initials only ("o Eng. J. P. Martins", the title dropped) whose first name comes next ("J. P. é João Paulo. Toda a gente lhe chama JP"), a colleague whose relationship is told in a sentence ("Estivemos as duas na mesma equipa durante dois anos, ela era a coordenadora"), "É tudo, obrigada"',
    tags: ['portuguese', 'multi-referee', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'PT',
    says: [
      'Sim, pode ser',
      'O meu antigo chefe, o Eng. J. P. Martins, jp.martins@sonae.pt, 912 345 678',
      'J. P. é João Paulo. Toda a gente lhe chama JP',
      'E a Rita Carvalho, rita.carvalho@gmail.com. Estivemos as duas na mesma equipa durante dois anos, ela era a coordenadora',
      'É tudo, obrigada',
    ],
    expected: {
      consent: true,
      contacts: [
        c('João Paulo', 'Martins', 'jp.martins@sonae.pt', 'manager', '+351912345678'),
        c('Rita', 'Carvalho', 'rita.carvalho@gmail.com', ['manager', 'colleague']),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i112',
    title:
      'A shop assistant in Porto Alegre (a Brazilian tenant) writing Portuguese and Spanish in one message: "Sim, pode sim 👍" (confirmed), her Uruguayan former boss ("Ella vive en Montevideo, su celular es 094 123 456 … Fue mi jefa en la tienda de Rivera": a Uruguayan mobile because the city is said, not a Brazilian number), a colleague with a (51) mobile, "só isso, valeu!"',
    tags: ['portuguese', 'foreign-phone', 'multi-referee', 'emoji', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Sim, pode sim 👍',
      { tapConfirm: true },
      'Minha ex-chefe é uruguaia, Valentina Pereyra. Ella vive en Montevideo, su celular es 094 123 456, correo vpereyra@adinet.com.uy. Fue mi jefa en la tienda de Rivera',
      'E meu colega Diego Fagundes, diego.fagundes@gmail.com, (51) 98765-4321',
      'só isso, valeu!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Valentina', 'Pereyra', 'vpereyra@adinet.com.uy', 'manager', '+59894123456'),
        c('Diego', 'Fagundes', 'diego.fagundes@gmail.com', 'colleague', '+5551987654321'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i113',
    title:
      'A stock clerk in São Paulo (a Brazilian tenant) dictating by voice with no punctuation: "sim pode", then "minha supervisora era a thaís nogueira o email dela é thais ponto nogueira arroba magazineluiza ponto com ponto br e o celular é 11 98765 4321 e o outro é o meu colega welington souza welington ponto souza arroba gmail ponto com", then his name spelt letter by letter ("corrigindo o nome dele é W-E-L-L-I-N-G-T-O-N com dois L e o email também"), "é isso obrigado"',
    tags: ['portuguese', 'correction', 'multi-referee', 'long', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'sim pode',
      'minha supervisora era a thaís nogueira o email dela é thais ponto nogueira arroba magazineluiza ponto com ponto br e o celular é 11 98765 4321 e o outro é o meu colega welington souza welington ponto souza arroba gmail ponto com',
      'corrigindo o nome dele é W-E-L-L-I-N-G-T-O-N com dois L e o email também wellington ponto souza arroba gmail ponto com',
      'é isso obrigado',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Thaís', 'Nogueira', 'thais.nogueira@magazineluiza.com.br', 'manager', '+5511987654321'),
        c('Wellington', 'Souza', 'wellington.souza@gmail.com', 'colleague'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i114',
    title:
      'A hotel receptionist in Lisbon (a Portuguese tenant): "Sim, concordo.", her CV\'s referees pasted as a block ("Nome: Dra. Ana Sofia Rebelo", "Cargo: Chefe de Receção", "Telefone: 21 340 5600 (ext. 212)", "Email: rh@tivolihotels.pt"; a second "Nome / Cargo / Telefone / Email" block), then "O 21 340 5600 é a central do hotel, extensão 212" (the extension dropped), "O email é o dos recursos humanos, ela não tem email próprio mas eles passam-lhe" (the shared inbox kept as her address), "O Miguel era colega de turno", "Pronto, são estes dois"',
    tags: ['portuguese', 'list', 'multi-referee', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'PT',
    says: [
      'Sim, concordo.',
      'Copiei do meu CV:\n\nREFERÊNCIAS\nNome: Dra. Ana Sofia Rebelo\nCargo: Chefe de Receção, Hotel Tivoli Oriente\nTelefone: 21 340 5600 (ext. 212)\nEmail: rh@tivolihotels.pt\n\nNome: Miguel Teixeira\nCargo: Rececionista\nTelefone: 936 123 456\nEmail: miguel.teixeira@outlook.pt',
      'A Dra. Ana Sofia era a minha chefe direta. O 21 340 5600 é a central do hotel, extensão 212. O email é o dos recursos humanos, ela não tem email próprio mas eles passam-lhe. O Miguel era colega de turno',
      'Pronto, são estes dois',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Ana Sofia', 'Rebelo', 'rh@tivolihotels.pt', 'manager', '+351213405600'),
        c('Miguel', 'Teixeira', 'miguel.teixeira@outlook.pt', 'colleague', '+351936123456'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i115',
    title:
      'A store clerk in Recife (a Brazilian tenant): "Pode sim, tranquilo" (confirmed), her current manager "Patrícia Albuquerque" with an (81) mobile, "o Seu Cláudio Menezes, meu antigo chefe" abroad ("hoje mora nos Estados Unidos, em Orlando. O número dele lá é (407) 841-2233": a US number because the country is said), then the consent taken back for Patrícia only ("da Patrícia eu retiro a autorização … Pode falar só com o Seu Cláudio"): the consent stays, Patrícia is never kept, "só isso"',
    tags: ['portuguese', 'foreign-phone', 'correction', 'multi-referee', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Pode sim, tranquilo',
      { tapConfirm: true },
      'Minha gerente na loja, Patrícia Albuquerque, patricia.albuquerque@riachuelo.com.br, (81) 99876-5432',
      'E o Seu Cláudio Menezes, meu antigo chefe, hoje mora nos Estados Unidos, em Orlando. O número dele lá é (407) 841-2233, claudio.menezes@yahoo.com',
      'Pensando bem, da Patrícia eu retiro a autorização, ela ainda é minha gerente e não sabe que tô saindo. Pode falar só com o Seu Cláudio',
      'só isso',
    ],
    expected: {
      consent: true,
      contacts: [c('Cláudio', 'Menezes', 'claudio.menezes@yahoo.com', 'manager', '+14078412233')],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i116',
    title:
      'A factory worker in Ponta Delgada (São Miguel, the Azores; a Portuguese tenant) whose "Sim, claro 😊" is taken back in the next message before any referee ("li melhor: vão contactar já? Então não … Por agora não autorizo, desculpe") with her boss\'s landline inside ("o Sr. Medeiros (296 123 456)"): no consent, nothing kept',
    tags: ['portuguese', 'consent', 'correction', 'emoji'],
    locale: 'pt',
    defaultCountry: 'PT',
    says: [
      'Sim, claro 😊',
      'Ai, espere, li melhor: vão contactar já? Então não. Ainda estou a trabalhar na fábrica e o meu chefe, o Sr. Medeiros (296 123 456), não sabe de nada. Por agora não autorizo, desculpe',
      'Quando tiver uma proposta falamos outra vez. Obrigada',
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'pt-i117',
    title:
      'A foundry worker in Joinville (a Brazilian tenant) who pastes a referee as a signature block with the company\'s street address and CEP ("Rua Dona Francisca, 7200 … 89219-600": no phone), a job title that is no relationship ("Supervisor de Produção": asked, "Ele era o meu supervisor direto"), "Hans-Peter" as a hyphenated first name, and a second referee with "Mesmo endereço da empresa" (the postal address, not Hans-Peter\'s e-mail: she has none) and only the sector\'s landline, "da Silva Krüger"',
    tags: ['portuguese', 'signature', 'multi-referee', 'number-in-word', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Pode sim 👍',
      { tapConfirm: true },
      'Segue o primeiro:\nHans-Peter Schmidt\nSupervisor de Produção\nFundição Joinvilense S.A. - Rua Dona Francisca, 7200 - Distrito Industrial, Joinville - SC, 89219-600\nCel (47) 99123-4567\nhans.schmidt@fundicaojoinvilense.com.br',
      { retry: 'Ele era o meu supervisor direto', key: 'relationship:Hans-Peter' },
      'E a Ana Lúcia da Silva Krüger, minha líder de célula no turno C. Mesmo endereço da empresa. O fixo do setor é (47) 3027-1500, celular dela eu não tenho',
      { retry: 'Email dela eu não tenho', key: 'email:Ana Lúcia' },
      'Só esses dois, obrigado!',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Hans-Peter',
          'Schmidt',
          'hans.schmidt@fundicaojoinvilense.com.br',
          'manager',
          '+5547991234567',
        ),
        c('Ana Lúcia', 'da Silva Krüger', null, ['manager', 'colleague'], '+554730271500'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i118',
    title:
      'A cook at an oil base in Cabinda (an Angolan tenant) who starts in French ("Oui... desculpa, sim, pode contactar 👍"), her boss in Pointe-Noire with a Congo-Brazzaville mobile whose leading 0 is part of the number ("06 612 34 56 (é número do Congo Brazzaville)": +242 06…), then an Angolan number for him that he no longer uses ("mas esse já não usa. Liguem pro do Congo": never kept), a colleague with a compound surname ("Esperança Tati Puati"), "merci... obrigado!"',
    tags: ['portuguese', 'foreign-phone', 'multi-referee', 'french', 'emoji', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'AO',
    says: [
      'Oui... desculpa, sim, pode contactar 👍',
      { tapConfirm: true },
      'O meu chefe na base do Malongo: Sr. Jean-Claude Mavoungou. Ele é congolês, vive em Pointe-Noire. Tel: 06 612 34 56 (é número do Congo Brazzaville). Email não tem',
      'A segunda é a minha colega Esperança Tati Puati, 923 456 789, esperanca.puati@gmail.com',
      'Ah, o Sr. Mavoungou também tem um número angolano, 912 345 678, mas esse já não usa. Liguem pro do Congo',
      'É tudo, merci... obrigado!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Jean-Claude', 'Mavoungou', null, 'manager', '+242066123456'),
        c('Esperança', 'Tati Puati', 'esperanca.puati@gmail.com', 'colleague', '+244923456789'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i119',
    title:
      'A tour guide in João Pessoa (a Brazilian tenant): her ex-boss with numbers that are no phone around the mobile ("Liguem só das 8h às 12h … Ela coordenava 12 guias"), "o Seu Tonho, Antônio Carlos de Lima Neto" with the guesthouse\'s landline and shared inbox, removed ("esquece o Seu Tonho, ele vendeu a pousada e foi morar em Portugal") and put back in the next message with a Portuguese mobile and without the guesthouse\'s address ("Deixa ele sim, com esse número. O email da pousada não, que não é mais dele")',
    tags: [
      'portuguese',
      'multi-referee',
      'correction',
      'foreign-phone',
      'number-in-word',
      'done-phrase',
    ],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Claro, pode sim!',
      { tapConfirm: true },
      'Minha ex-chefe na agência de turismo: Fabiana Araújo Cunha Lima. Liguem só das 8h às 12h, no (83) 98765-4321. Ela coordenava 12 guias, inclusive eu. Email ela não usa, só zap',
      'E o Seu Tonho, Antônio Carlos de Lima Neto, dono da pousada onde fiz estágio em 2019. O telefone é o da pousada, (83) 3241-5566, e o email também é o da pousada, reservas@pousadamaraca.com.br',
      'Ah, esquece o Seu Tonho, ele vendeu a pousada e foi morar em Portugal',
      'Não, pera! Ele ainda usa o celular de lá: +351 912 345 678. Deixa ele sim, com esse número. O email da pousada não, que não é mais dele',
      'Só esses, obrigada!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Fabiana', 'Araújo Cunha Lima', null, 'manager', '+5583987654321'),
        c('Antônio Carlos', 'de Lima Neto', null, ['manager', 'mentor'], '+351912345678'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i120',
    title:
      'A camp cook for a gas project near Pemba (Cabo Delgado; a Mozambican tenant): "o Sr. R. Naidoo, sul-africano" now in Tanzania with a Tanzanian mobile in local format and the country said ("o número de lá é 0754 123 456"), the initial spelt out next ("R. é de Rajesh"), a supervisor with a title ("a D.ª Fátima Abdala Sumail") whose address is the office\'s shared inbox ("usem o do escritório"), a Mozambican mobile, "Asante sana!"',
    tags: ['portuguese', 'foreign-phone', 'multi-referee', 'emoji', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'MZ',
    says: [
      'Sim, podem contactar 🙏',
      { tapConfirm: true },
      'O meu chef na cozinha do acampamento da obra era o Sr. R. Naidoo, sul-africano. Agora está a trabalhar na Tanzânia, o número de lá é 0754 123 456',
      'R. é de Rajesh. Email dele não sei',
      'E a minha supervisora, a D.ª Fátima Abdala Sumail. Ela não tem email próprio, usem o do escritório: catering.pemba@mozcamp.co.mz. Tel 84 321 0987',
      'É tudo. Asante sana!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Rajesh', 'Naidoo', null, 'manager', '+255754123456'),
        c('Fátima', 'Abdala Sumail', 'catering.pemba@mozcamp.co.mz', 'manager', '+258843210987'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Thirty-fifth blind set
  {
    id: 'pt-i121',
    title:
      'A shop assistant in Campo Grande (a Brazilian tenant) who gives her OWN mobile in the consent message ("Oi, aqui é a Jéssica, meu cel é (67) 98888-1212. Pode sim": never a referee\'s), her manager with an apposition ("o Chico, Francisco Barbosa Leite"), her Senac teacher "a Dona Neide, Claudineide Ferreira Brum" with an age and a clock time around her landline ("Ela tem uns 65 anos … liga no fixo (67) 3321-4455 depois das 14h")',
    tags: ['portuguese', 'multi-referee', 'number-in-word', 'filler', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Oi, aqui é a Jéssica, meu cel é (67) 98888-1212. Pode sim, tudo bem',
      { tapConfirm: true },
      'Meu gerente na loja era o Chico, Francisco Barbosa Leite. (67) 99123-4567',
      'A outra é a Dona Neide, Claudineide Ferreira Brum, minha professora do Senac, neide.brum@ms.senac.br. Ela tem uns 65 anos e não mexe muito no zap, liga no fixo dela (67) 3321-4455 depois das 14h',
      'É só isso, obrigada',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Francisco', 'Barbosa Leite', null, 'manager', '+5567991234567'),
        c('Claudineide', 'Ferreira Brum', 'neide.brum@ms.senac.br', 'teacher', '+556733214455'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i122',
    title:
      'A factory worker in Aveiro (a Portuguese tenant): consent with a date as its condition ("Sim, mas só depois de dia 15, ainda não disse ao meu chefe que me vou embora": a yes, confirmed), a clock time after his current boss\'s mobile ("Liguem-lhe depois das 18h30 que antes está na linha"), and a former shift leader given twice ("a Sílvia, Sílvia Marques Tavares") with a mobile typed in pairs ("96 123 45 67")',
    tags: ['portuguese', 'consent', 'multi-referee', 'number-in-word', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'PT',
    says: [
      'Sim, mas só depois de dia 15, ainda não disse ao meu chefe que me vou embora',
      { tapConfirm: true },
      'O meu chefe atual é o Sr. Rui Pinho Vasconcelos, 912 345 001, rui.vasconcelos@ceramicavista.pt. Liguem-lhe depois das 18h30 que antes está na linha',
      'E a minha antiga chefe de turno na fábrica de pneus, a Sílvia, Sílvia Marques Tavares. Não sei o email, o telemóvel é 96 123 45 67',
      'Pronto, é isso',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Rui',
          'Pinho Vasconcelos',
          'rui.vasconcelos@ceramicavista.pt',
          'manager',
          '+351912345001',
        ),
        c('Sílvia', 'Marques Tavares', null, 'manager', '+351961234567'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i123',
    title:
      'A clerk in Huambo (an Angolan tenant) whose refusal opens with an agreeing word and carries his own address ("Tá bom, mas não quero que contactem ninguém agora. Mandem primeiro para o meu email: edson.kiala@gmail.com"): no consent, nobody kept',
    tags: ['portuguese', 'consent', 'consent-with-email', 'negation', 'short'],
    locale: 'pt',
    defaultCountry: 'AO',
    says: [
      'Tá bom, mas não quero que contactem ninguém agora. Mandem primeiro para o meu email: edson.kiala@gmail.com',
      { retry: 'Não autorizo, obrigado', key: 'consent' },
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'pt-i124',
    title:
      'A sawmill worker in Macapá (a Brazilian tenant): a numbered list with an age beside a compound first name ("1- Seu Raimundo Nonato Picanço, 72 anos, meu primeiro patrão na serraria"), "Prof.ª Elizângela Costa" with only an address, an aunt listed third and taken out in the next message ("a tia Socorro tira, família não vale né"), then the first mobile set right ("errei o final")',
    tags: ['portuguese', 'list', 'multi-referee', 'correction', 'number-in-word', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Pode sim',
      { tapConfirm: true },
      '1- Seu Raimundo Nonato Picanço, 72 anos, meu primeiro patrão na serraria, (96) 99111-2233\n2- Prof.ª Elizângela Costa, da escola técnica, elizangela.costa@ifap.edu.br\n3- Minha tia Socorro',
      'Não, a tia Socorro tira, família não vale né',
      'O número do Seu Raimundo é 99111-2234, errei o final',
      'Só esses dois',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Raimundo Nonato', 'Picanço', null, 'manager', '+5596991112234'),
        c('Elizângela', 'Costa', 'elizangela.costa@ifap.edu.br', 'teacher', null),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i125',
    title:
      'A welder in Maputo (a Mozambican tenant): a hedged consent ("Acho que sim", asked again: "Sim, podem contactar"), his supervisor at the smelter with a +258 mobile, and his welding trainer who now lives in Johannesburg with a South African mobile in local format ("Ela agora vive em Joanesburgo, o número de lá é 082 123 4567"), "khanimambo"',
    tags: ['portuguese', 'hedge', 'consent', 'foreign-phone', 'multi-referee', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'MZ',
    says: [
      'Acho que sim',
      { retry: 'Sim, podem contactar', key: 'consent' },
      { tapConfirm: true },
      'O meu supervisor na Mozal, Sr. Albino Cossa, +258 84 123 4567',
      'A minha formadora do curso de soldadura, a dra. Telma Macuácua, telma.macuacua@gmail.com. Ela agora vive em Joanesburgo, o número de lá é 082 123 4567',
      'Só estes dois, khanimambo',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Albino', 'Cossa', null, 'manager', '+258841234567'),
        c('Telma', 'Macuácua', 'telma.macuacua@gmail.com', ['teacher', 'mentor'], '+27821234567'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Thirty-seventh blind set
  {
    id: 'pt-i126',
    title:
      'A delivery driver in São Luís (a Brazilian tenant): two referees in one message with "▪️" bullets, both with given names that hold a particle ("Seu José de Ribamar Sousa Nunes, meu patrão na distribuidora", "o Chico, Francisco de Assis Pereira Lima, meu colega de rota"), then an age and a time to call that change nothing ("O Seu Ribamar tem 70 anos, liguem de tarde, depois das 14h")',
    tags: ['portuguese', 'list', 'multi-referee', 'number-in-word', 'emoji', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Pode sim, sem problema',
      { tapConfirm: true },
      '▪️ Seu José de Ribamar Sousa Nunes, meu patrão na distribuidora, (98) 98123-4567\n▪️ o Chico, Francisco de Assis Pereira Lima, meu colega de rota, chico.assis.lima@gmail.com',
      'O Seu Ribamar tem 70 anos, liguem de tarde, depois das 14h',
      'Só esses dois, valeu',
    ],
    expected: {
      consent: true,
      contacts: [
        c('José de Ribamar', 'Sousa Nunes', null, 'manager', '+5598981234567'),
        c('Francisco de Assis', 'Pereira Lima', 'chico.assis.lima@gmail.com', 'colleague', null),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i127',
    title:
      'A Portuguese nurse back from Leeds (a Portuguese tenant): "Sim, à vontade 😊", her ward manager with an NHS title before the name ("a Sister Karen Walsh (Sister é o cargo dela)": no nun, no sister) and a UK mobile written with the trunk "(0)" ("+44 (0)7700 900456"), a colleague in Viseu with a Portuguese mobile after "tlm"',
    tags: ['portuguese', 'foreign-phone', 'multi-referee', 'emoji', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'PT',
    says: [
      'Sim, à vontade 😊',
      { tapConfirm: true },
      'A minha chefe na enfermaria em Leeds era a Sister Karen Walsh (Sister é o cargo dela). karen.walsh@nhs.net, +44 (0)7700 900456',
      'E cá em Portugal a enfermeira Rita Gouveia Sá, colega do serviço de Medicina em Viseu, tlm 965 554 433',
      'É tudo, obrigada',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Karen', 'Walsh', 'karen.walsh@nhs.net', 'manager', '+447700900456'),
        c('Rita', 'Gouveia Sá', null, 'colleague', '+351965554433'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i128',
    title:
      'A marketing assistant in Lisbon (a Portuguese tenant) whose first reply is her e-mail\'s out-of-office message, with a date and a colleague\'s address in it ("Resposta automática: … estou de férias até 05/01/2027 … contacte a minha colega Joana Pires: joana.pires@…"): no consent and no referee; asked again, she refuses ("prefiro não dar referências por enquanto"): nobody kept',
    tags: ['portuguese', 'consent', 'consent-with-email', 'off-topic', 'signature', 'emoji'],
    locale: 'pt',
    defaultCountry: 'PT',
    says: [
      'Resposta automática: Olá, estou de férias até 05/01/2027, com acesso limitado ao email. Para assuntos urgentes contacte a minha colega Joana Pires: joana.pires@lusomarketing.pt. Obrigada,\nInês Carvalhal\nLuso Marketing | +351 213 456 789',
      {
        retry:
          'Peço desculpa, era a resposta automática 🙈 Li agora com calma: prefiro não dar referências por enquanto, obrigada',
        key: 'consent',
      },
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'pt-i129',
    title:
      'A cook in São Tomé (a São Tomé tenant): "Sim, pode, leve-leve 😄", "A madrinha Ivone, Ivone dos Ramos Lima" (madrinha is a title: his godmother, who really was his boss) with a 7-digit local mobile, the manager of a hotel on Príncipe with his address and "liguem depois das 16h, hora de cá" beside his number, "Já é tudo, Dêsu pagá"',
    tags: ['portuguese', 'multi-referee', 'emoji', 'number-in-word', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'ST',
    says: [
      'Sim, pode, leve-leve 😄',
      { tapConfirm: true },
      'A madrinha Ivone, Ivone dos Ramos Lima, dona do restaurante onde trabalhei na Baía Ana Chaves. É minha madrinha de batismo mas foi patroa mesmo. 991 2345',
      'E o Sr. Aurélio Bragança, gerente do hotel no Príncipe, aurelio.braganca@hotelprincipe.st, o número dele é 990 7788, liguem depois das 16h, hora de cá',
      'Já é tudo, Dêsu pagá',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Ivone', 'dos Ramos Lima', null, 'manager', '+2399912345'),
        c('Aurélio', 'Bragança', 'aurelio.braganca@hotelprincipe.st', 'manager', '+2399907788'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i130',
    title:
      'A shop assistant in Aracaju (a Brazilian tenant): a consent with a question back in it ("Pode sim, visse? Quantas pessoas vocês precisam?"), a numbered list that opens with another question ("Duas tá bom?"), a given name with a particle ("Dona Maria das Graças Menezes Rollemberg, minha patroa"), her internship supervisor at the university, then her OWN address ("se precisarem falar comigo, meu email é …": nobody\'s)',
    tags: ['portuguese', 'question-back', 'list', 'multi-referee', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Pode sim, visse? Quantas pessoas vocês precisam?',
      { tapConfirm: true },
      'Duas tá bom?\n1) Dona Maria das Graças Menezes Rollemberg, minha patroa na loja de artesanato, (79) 99988-7766, gracinha.rollemberg@gmail.com\n2) O professor Jackson Fontes Nascimento, meu orientador no estágio da UFS, jackson.fontes@academico.ufs.br',
      'Ah, se precisarem falar comigo, meu email é tamires.oliveira93@gmail.com',
      'Só isso mesmo, obrigada!',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Maria das Graças',
          'Menezes Rollemberg',
          'gracinha.rollemberg@gmail.com',
          'manager',
          '+5579999887766',
        ),
        c(
          'Jackson',
          'Fontes Nascimento',
          'jackson.fontes@academico.ufs.br',
          ['teacher', 'mentor'],
          null,
        ),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Thirty-ninth blind set (2026-12-02)
  {
    id: 'pt-i131',
    title:
      'A steelworker in Volta Redonda (a Brazilian tenant) who gives his OWN mobile in the consent message ("Pode sim, tranquilo. Aqui é o Wellington, se precisar meu zap é (24) 99876-5432": never a referee\'s), his supervisor at the melt shop with an address and a (24) mobile, and a safety technician with only his home landline "(24) 3344-5566", "Só esses dois, valeu"',
    tags: ['portuguese', 'multi-referee', 'filler', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Pode sim, tranquilo. Aqui é o Wellington, se precisar meu zap é (24) 99876-5432',
      { tapConfirm: true },
      'Meu supervisor na aciaria: Sr. Jorge Luiz Fagundes, jorge.fagundes@siderurgicavale.com.br, (24) 98812-3344',
      'E o técnico de segurança, Marcelo Antunes, trabalhava comigo no mesmo turno. O fixo da casa dele é (24) 3344-5566',
      'Só esses dois, valeu',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Jorge Luiz',
          'Fagundes',
          'jorge.fagundes@siderurgicavale.com.br',
          'manager',
          '+5524988123344',
        ),
        c('Marcelo', 'Antunes', null, 'colleague', '+552433445566'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i132',
    title:
      'A process operator at a gas plant in Soyo (an Angolan tenant) who refuses politely for now with his supervisor\'s name and address inside ("Não, por agora não. O meu supervisor … o Eng. Kizua Mateus (kizua.mateus@…) ainda não sabe que estou a concorrer"): no consent, nobody kept',
    tags: ['portuguese', 'consent', 'consent-with-email'],
    locale: 'pt',
    defaultCountry: 'AO',
    says: [
      'Não, por agora não. O meu supervisor na fábrica de gás, o Eng. Kizua Mateus (kizua.mateus@soyogas.co.ao), ainda não sabe que estou a concorrer. Se eu avançar no processo mando os contactos, obrigado',
      { tapConfirm: true },
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'pt-i133',
    title:
      'A stevedore at the port of Nacala (a Mozambican tenant): "Sim, podem contactar 👍", a numbered list of three with Mozambican mobiles in local format (84, 86, 87), the first one\'s last digits set right ("troquei os últimos"), then the second taken back ("A Dona Amina pode tirar, mudou para Pemba"), "É tudo, obrigado"',
    tags: ['portuguese', 'list', 'multi-referee', 'correction', 'emoji', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'MZ',
    says: [
      'Sim, podem contactar 👍',
      { tapConfirm: true },
      '1. Sr. Abdul Cassimo, chefe de turno no porto, 84 567 8901\n2. Dona Amina Rajabo, da cantina do porto, 86 123 4567\n3. Sr. Faizal Momade, colega estivador, 87 765 4321',
      'Desculpa, o número do Sr. Abdul é 84 567 8910, troquei os últimos',
      'A Dona Amina pode tirar, mudou para Pemba e já não usa esse número',
      'É tudo, obrigado',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Abdul', 'Cassimo', null, 'manager', '+258845678910'),
        c('Faizal', 'Momade', null, 'colleague', '+258877654321'),
      ],
    },
    // Amended after the first shot (session 28): neither referee has an e-mail, and the
    // intake completes only with one (CONTRACT: queue_outreach needs ≥1 contact with an
    // e-mail); the writer meant `completed`, which the product cannot do.
    outcome: 'open',
  },
  {
    id: 'pt-i134',
    title:
      'A Brazilian barista in Sydney (an Australian tenant) who consents with Australian English ("Nah yeah, pode sim! 😅 (aqui "nah yeah" é sim kkk)"), her manager at a Bondi café with an Australian mobile in local format, a former boss in Belo Horizonte with a Brazilian mobile (asked which country), a colleague named only to be left out ("mas deixa ela de fora"), "Done! Cheers 🤙"',
    tags: ['portuguese', 'consent', 'foreign-phone', 'multi-referee', 'emoji', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'AU',
    says: [
      'Nah yeah, pode sim! 😅 (aqui na Austrália "nah yeah" é sim kkk)',
      { tapConfirm: true },
      'Minha manager no café em Bondi: Chloe Fitzgerald, chloe@bondibeanscafe.com.au, 0412 345 678',
      'E meu antigo chefe, Rodrigo Teixeira Campos, rodrigo.tcampos@gmail.com, (31) 99123-4567',
      { retry: 'É do Brasil, de BH', key: 'phone:Rodrigo' },
      'Tinha a Jess também, Jessica Nguyen, colega do café, mas deixa ela de fora, tá viajando de mochilão pela Ásia',
      'Done! Cheers 🤙',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Chloe', 'Fitzgerald', 'chloe@bondibeanscafe.com.au', 'manager', '+61412345678'),
        c('Rodrigo', 'Teixeira Campos', 'rodrigo.tcampos@gmail.com', 'manager', '+5531991234567'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i135',
    title:
      'A stewardess on the Santarém–Manaus riverboats (a Brazilian tenant, Pará): "Pode sim mana, tranquilo", a referee named first by his post only ("O comandante do barco onde eu trabalhei de taifeira") and then by name with a (93) mobile, his address in a later message, the owner of a pousada in Alter do Chão ("a dona Socorro, Maria do Socorro Figueira") with the pousada\'s landline, "Era isso, obrigada!"',
    tags: ['portuguese', 'multi-referee', 'filler', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Pode sim mana, tranquilo',
      { tapConfirm: true },
      'O comandante do barco onde eu trabalhei de taifeira, na linha Santarém-Manaus',
      'O nome dele é Edivaldo Batista Sarmento, (93) 99123-4567',
      'E a dona Socorro, Maria do Socorro Figueira, da pousada em Alter do Chão, ela era minha patroa. O telefone é o fixo da pousada, (93) 3527-1234',
      'Ah, o email do comandante é edivaldo.sarmento@hotmail.com',
      'Era isso, obrigada!',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Edivaldo',
          'Batista Sarmento',
          'edivaldo.sarmento@hotmail.com',
          'manager',
          '+5593991234567',
        ),
        c('Maria do Socorro', 'Figueira', null, 'manager', '+559335271234'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Forty-first blind set
  {
    id: 'pt-i136',
    title:
      'A Madeiran housekeeping supervisor in Guernsey coming home (a Portuguese tenant): her OWN e-mail and Guernsey mobile in the consent message (never a referee\'s), "Mrs. Sarah Le Page" with a .gg address and a Guernsey mobile in local format (asked which country: +44), a former boss in Funchal with a Madeira landline who shares her surname ("Não é família, só o apelido é igual 😅"), the boss\'s address set right in a later message',
    tags: ['portuguese', 'foreign-phone', 'correction', 'multi-referee', 'filler', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'PT',
    says: [
      'Olá, sim, podem contactar. O meu email é luisa.freitas.gsy@gmail.com e o meu telemóvel é o 07781 456789, caso precisem de mim',
      'A minha chefe no hotel em St Peter Port, Mrs. Sarah Le Page, sarah.lepage@harbourviewhotel.gg, 07781 123456',
      { retry: 'É de Guernsey, nas ilhas do Canal', key: 'phone:Sarah' },
      'E o Sr. Agostinho Gouveia Freitas, o meu antigo patrão no restaurante no Funchal, 291 223 344. Não é família, só o apelido é igual 😅',
      'Desculpem, o email da Sarah é s.lepage@harbourviewhotel.gg, enganei-me',
      'É tudo, obrigada!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Sarah', 'Le Page', 's.lepage@harbourviewhotel.gg', 'manager', '+447781123456'),
        c('Agostinho', 'Gouveia Freitas', null, 'manager', '+351291223344'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i137',
    title:
      'A warehouse worker from Diu in Leicester (a UK tenant) writing Portuguese with Gujarati ("Kem cho!", "Haa, pode" confirmed, "o meu seth" for his boss, "Aavjo!"): a UK mobile in local format on a UK tenant, a cousin named and taken back in the same message ("O meu primo Kiran também trabalhou comigo lá... não, tira, é família"), his Portuguese teacher in Diu with a yahoo.co.in address and a +91 mobile',
    tags: ['portuguese', 'multi-referee', 'correction', 'foreign-phone', 'filler', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'GB',
    says: [
      'Kem cho! Haa, pode, podem falar com eles',
      { tapConfirm: true },
      'O meu seth no armazém em Leicester, o Sr. Hitesh Patel, hitesh@patelcashandcarry.co.uk, 07912 345678. Era o meu patrão',
      'O meu primo Kiran também trabalhou comigo lá... não, tira, é família, não vale',
      'E a professora de português da comunidade em Diu, a Dona Ermelinda Fernandes, ermelindafernandes@yahoo.co.in, +91 98250 12345',
      'É isso. Aavjo!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Hitesh', 'Patel', 'hitesh@patelcashandcarry.co.uk', 'manager', '+447912345678'),
        c('Ermelinda', 'Fernandes', 'ermelindafernandes@yahoo.co.in', 'teacher', '+919825012345'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i138',
    title:
      'A worker on a cocoa farm near Ilhéus (south Bahia) who refuses for now in one message, with her boss\'s name and address inside the reason ("aqui em Ilhéus todo mundo se conhece") and a promise for the next stage: nothing kept',
    tags: ['portuguese', 'consent', 'consent-with-email'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Oi, boa tarde. Não, obrigada, por enquanto não. Meu patrão na fazenda de cacau, Seu Raimundo Cerqueira (raimundo.cerqueira@fazendariodoengenho.com.br), nem sabe que eu tô procurando outra coisa, e aqui em Ilhéus todo mundo se conhece, viu? Se eu passar pra próxima fase eu mando, tá?',
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'pt-i139',
    title:
      'A salt-works labourer from Mossoró (Rio Grande do Norte): "Oxe, pode sim", his foreman at a salina in Areia Branca with an (84) mobile, a former boss ("Dona Lúcia Fernandes Bezerra") with a shop landline, "Email eles não têm não, é tudo pelo zap", "É isso, valeu!": no address for anyone, open',
    tags: ['portuguese', 'multi-referee', 'filler', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Oxe, pode sim',
      { tapConfirm: true },
      'Meu encarregado na salina em Areia Branca, Seu Josenildo Rebouças da Silva, (84) 99876-5432',
      'E a Dona Lúcia Fernandes Bezerra, dona do mercadinho em Mossoró onde eu trabalhei antes, fixo (84) 3321-4567. Ela era minha patroa',
      'Email eles não têm não, é tudo pelo zap',
      'É isso, valeu!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Josenildo', 'Rebouças da Silva', null, 'manager', '+5584998765432'),
        c('Lúcia', 'Fernandes Bezerra', null, 'manager', '+558433214567'),
      ],
    },
    // No referee has an e-mail: the intake cannot be completed (invitations go by e-mail).
    outcome: 'open',
  },
  {
    id: 'pt-i140',
    title:
      'A cowhand on a buffalo ranch in Soure (Marajó island, Pará): "Égua, pode sim, mana!" confirmed, his boss with an address and a (91) mobile whose last digit is set right in a later message ("o último é 6"), a vet with a title ("a Dra. Aline Barata Corrêa") who came to vaccinate the herd, "trabalhei com ela dois anos" (a colleague), "Só isso, obrigado!"',
    tags: ['portuguese', 'multi-referee', 'correction', 'filler', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Égua, pode sim, mana!',
      { tapConfirm: true },
      'Meu patrão na fazenda de búfalos em Soure, Seu Benedito Gama Malcher, benedito.malcher@fazendasantacruzmarajo.com.br, (91) 98123-4455',
      'E a doutora veterinária que ia lá vacinar o rebanho, a Dra. Aline Barata Corrêa, trabalhei com ela dois anos, alinebarata.vet@gmail.com',
      'Ah, o número do Seu Benedito é (91) 98123-4456, o último é 6',
      'Só isso, obrigado!',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Benedito',
          'Gama Malcher',
          'benedito.malcher@fazendasantacruzmarajo.com.br',
          'manager',
          '+5591981234456',
        ),
        c('Aline', 'Barata Corrêa', 'alinebarata.vet@gmail.com', ['colleague', 'other']),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Forty-third blind set
  {
    id: 'pt-i141',
    title:
      'A builder back in Governador Valadares (Minas Gerais, a Brazilian tenant) after six years in Connecticut: "Pode sim, tranquilo", his "boss" at a construction firm in Danbury with an apostrophe in the surname ("Mike O\'Connor") and a US number in local format (asked which country), his current boss "o Zé Geraldo, José Geraldo Pimenta Filho" given in full and then taken out ("ainda não sabe que eu tô saindo. Tira ele por enquanto"), his English teacher "a Dona Maria Aparecida Cunha" with an address only',
    tags: ['portuguese', 'foreign-phone', 'multi-referee', 'correction', 'filler', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Pode sim, tranquilo',
      { tapConfirm: true },
      "Trabalhei 6 anos nos States. Meu boss na construtora em Danbury: Mike O'Connor, mike@oconnorbuilders.com, (203) 555-0147",
      { retry: 'É dos Estados Unidos, de Connecticut', key: 'phone:Mike' },
      'E aqui em Valadares o Zé Geraldo, José Geraldo Pimenta Filho, dono da loja de material de construção onde eu trabalho agora, (33) 98877-6655, zegeraldo.pimenta@yahoo.com.br',
      'Ah não, pera: o Zé Geraldo ainda não sabe que eu tô saindo. Tira ele por enquanto',
      'Coloca a Dona Maria Aparecida Cunha, minha professora de inglês, cidinha.cunha@gmail.com',
      'Só isso, valeu',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Mike', "O'Connor", 'mike@oconnorbuilders.com', 'manager', '+12035550147'),
        c('Maria Aparecida', 'Cunha', 'cidinha.cunha@gmail.com', 'teacher'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i142',
    title:
      'A quality technician at a plastics factory in Guarda (a Portuguese tenant) who taps yes on the consent control and takes it back in the next message ("Não, desculpe, carreguei sem querer. Por agora não autorizo"), with her boss\'s title, name and address inside the reason ("a Eng.ª Paula Veloso (paula.veloso@…)"): no consent, nothing kept',
    tags: ['portuguese', 'tap', 'consent', 'consent-with-email', 'correction'],
    locale: 'pt',
    defaultCountry: 'PT',
    says: [
      { tap: true },
      'Não, desculpe, carreguei sem querer. Por agora não autorizo. A minha chefe, a Eng.ª Paula Veloso (paula.veloso@beiraplast.pt), ainda não sabe que estou de saída e na Guarda toda a gente se conhece',
      { tapConfirm: true },
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'pt-i143',
    title:
      'A storekeeper in Ondjiva (Cunene, an Angolan tenant) on the Namibian border, with Oshiwambo thanks ("Tangi unene!"): a "1 - 2 - 3 -" list with an Angolan manager, his "boss" at a shop in Oshakati with a Namibian mobile in local format and the country said ("081 234 5678 (é da Namíbia)") and a .na address, "A Dona Isabel, a colega da contabilidade" named in full in the next message with a mobile only, the manager\'s last digits set right ("acaba em 798, não 789")',
    tags: ['portuguese', 'list', 'multi-referee', 'foreign-phone', 'correction', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'AO',
    says: [
      'Sim, podem contactar',
      '1 - Sr. Kalunga Mateus Haimbodi, gerente do armazém de cimento em Ondjiva, kalunga.haimbodi@cimentoscunene.co.ao, 923 456 789\n2 - Mr. Johannes Shikongo, o meu boss na loja de Oshakati quando trabalhei lá, jshikongo@iway.na, 081 234 5678 (é da Namíbia)\n3 - A Dona Isabel, a colega da contabilidade',
      'A Dona Isabel chama-se Isabel Ndeshipanda, não tem email, o número dela é 912 345 678',
      'Desculpe, o número do Sr. Kalunga acaba em 798, não 789',
      'É tudo. Tangi unene!',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Kalunga',
          'Mateus Haimbodi',
          'kalunga.haimbodi@cimentoscunene.co.ao',
          'manager',
          '+244923456798',
        ),
        c('Johannes', 'Shikongo', 'jshikongo@iway.na', 'manager', '+264812345678'),
        c('Isabel', 'Ndeshipanda', null, 'colleague', '+244912345678'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i144',
    title:
      'A petrol-station attendant in Londrina (Paraná, a Brazilian tenant) whose consent has a condition taken back in the same message ("Pode, mas só depois de segunda... ah, tanto faz, pode já"), two referees in one sentence with their phones and addresses given "nessa ordem" afterwards (a Polish surname, "a Jaque, Jaqueline dos Santos Ribas"), and the deputy manager\'s relation blurred in the next message ("era minha chefe também, mas mais como colega")',
    tags: ['portuguese', 'consent', 'multi-referee', 'correction', 'filler', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Pode, mas só depois de segunda... ah, tanto faz, pode já',
      { tapConfirm: true },
      'O meu gerente no posto é o Seu Valmir Kowalski e a subgerente é a Jaque, Jaqueline dos Santos Ribas. Telefones (43) 99812-3344 e (43) 99845-6677, nessa ordem. Email do Valmir é valmir.kowalski@redepetrolondrina.com.br e o da Jaque é jaque.ribas@gmail.com',
      'A Jaque era minha chefe também, mas mais como colega, a gente fazia o mesmo turno',
      'É isso, valeu!',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Valmir',
          'Kowalski',
          'valmir.kowalski@redepetrolondrina.com.br',
          'manager',
          '+5543998123344',
        ),
        c(
          'Jaqueline',
          'dos Santos Ribas',
          'jaque.ribas@gmail.com',
          ['manager', 'colleague'],
          '+5543998456677',
        ),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i145',
    title:
      'A subsea engineer back from Stavanger (a Portuguese tenant): his Norwegian boss pasted as a signature ("Med vennlig hilsen / Best regards", a hyphenated first name with an å, "Ole-Martin Håland", "Mob: +47 912 34 567", an address without the å), his master\'s supervisor with titles and a compound first name ("o Prof. Doutor Rui Miguel Sá Couto"), and an HR colleague named and set aside in the same message ("a Ingrid do HR também pode ser... não, esquece, ela já saiu da empresa"): never kept',
    tags: [
      'portuguese',
      'signature',
      'foreign-phone',
      'multi-referee',
      'correction',
      'done-phrase',
    ],
    locale: 'pt',
    defaultCountry: 'PT',
    says: [
      'Sim, claro.',
      'O meu chefe na Noruega, colo aqui a assinatura dele:\n\nMed vennlig hilsen / Best regards\nOle-Martin Håland\nLead Engineer, Subsea Operations\nNordvik Offshore AS\nMob: +47 912 34 567\nole-martin.haland@nordvikoffshore.no',
      'E cá em Portugal, o Prof. Doutor Rui Miguel Sá Couto, que foi o meu orientador de mestrado no Técnico, rui.sacouto@tecnico.ulisboa.pt. Ah, e a Ingrid do HR também pode ser... não, esquece, ela já saiu da empresa',
      'Mais nenhum. Obrigado!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Ole-Martin', 'Håland', 'ole-martin.haland@nordvikoffshore.no', 'manager', '+4791234567'),
        c('Rui Miguel', 'Sá Couto', 'rui.sacouto@tecnico.ulisboa.pt', ['teacher', 'mentor']),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Forty-fifth blind set
  {
    id: 'pt-i146',
    title:
      'An Angolan cook in Cape Town (a South African tenant) with Angolan and Afrikaans words ("Ya, pode, sem makas 👍", "Baie dankie! Quer dizer, obrigado"): his boss pasted as a signature with a lowercase particle ("Pieter van der Merwe", "Cell: 082 555 1234") whose address is set right later, a chef in Luanda with an Angolan mobile and the country said and no e-mail, an Afrikaner sous-chef as a colleague with a South African mobile in local format',
    tags: [
      'portuguese',
      'signature',
      'foreign-phone',
      'multi-referee',
      'correction',
      'emoji',
      'done-phrase',
    ],
    locale: 'pt',
    defaultCountry: 'ZA',
    says: [
      'Ya, pode, sem makas 👍',
      { tapConfirm: true },
      'O meu boss aqui no restaurante em Sea Point, colo a assinatura dele:\n\nPieter van der Merwe\nOwner | Sea Point Grill\nCell: 082 555 1234\npieter@seapointgrill.co.za',
      'E em Luanda, o chefe de cozinha do hotel onde comecei, o Sr. Domingos Kiala Manuel, 923 456 789, é de Angola. Email não tem',
      'E a Anri Botha, a sous-chef, era minha colega aqui, anri.botha@seapointgrill.co.za, 072 345 6789',
      'Desculpa, o email do Pieter é pieter.vdmerwe@seapointgrill.co.za, esse outro é o do restaurante',
      'Baie dankie! Quer dizer, obrigado 😅 É tudo',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Pieter',
          'van der Merwe',
          'pieter.vdmerwe@seapointgrill.co.za',
          'manager',
          '+27825551234',
        ),
        c('Domingos', 'Kiala Manuel', null, 'manager', '+244923456789'),
        c('Anri', 'Botha', 'anri.botha@seapointgrill.co.za', 'colleague', '+27723456789'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i147',
    title:
      'A bank clerk in Figueira da Foz (a Portuguese tenant) who refuses and asks for her data to be erased under the GDPR in the same message, with her OWN personal address and her director\'s title and address inside it ("Não autorizo. Aliás, peço que apaguem os meus dados, incluindo o meu email pessoal (…) ao abrigo do RGPD. O meu diretor, o Dr. Nuno Fragoso (nuno.fragoso@…), não pode saber de nada"): nothing kept',
    tags: ['portuguese', 'consent', 'consent-with-email'],
    locale: 'pt',
    defaultCountry: 'PT',
    says: [
      'Não autorizo. Aliás, peço que apaguem os meus dados, incluindo o meu email pessoal (ines.tavares.84@gmail.com), ao abrigo do RGPD. O meu diretor, o Dr. Nuno Fragoso (nuno.fragoso@bancolitoral.pt), não pode saber de nada',
      { tapConfirm: true },
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'pt-i148',
    title:
      'A shoe stitcher ("pespontadeira") in Franca (São Paulo, a Brazilian tenant): a WhatsApp list with "▪️" bullets, "Seu Antônio Carlos Ferreira Júnior" (a title, a compound first name and Júnior in the surname), a colleague by her nickname only ("Cidinha do pesponto") named in full in the next message ("Maria Aparecida Rocha", no e-mail), the owner of the atelier where she learned with an address only, the first address set right later (".com.br, esqueci")',
    tags: ['portuguese', 'list', 'multi-referee', 'correction', 'emoji', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Pode sim 😊',
      { tapConfirm: true },
      '▪️ Seu Antônio Carlos Ferreira Júnior, encarregado do pesponto na fábrica de calçados, (16) 99123-4567, antonio.junior@calcadosfranca.com\n▪️ Cidinha do pesponto, minha colega de banca, (16) 99234-5678\n▪️ Dona Neide Aparecida Bernardes, dona do ateliê onde aprendi a pespontar, neide.atelie@hotmail.com',
      'A Cidinha é Maria Aparecida Rocha. Email ela não tem',
      'O email do Seu Antônio é com .com.br, esqueci: antonio.junior@calcadosfranca.com.br',
      'Só esses três, obrigada',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Antônio Carlos',
          'Ferreira Júnior',
          'antonio.junior@calcadosfranca.com.br',
          'manager',
          '+5516991234567',
        ),
        c('Maria Aparecida', 'Rocha', null, 'colleague', '+5516992345678'),
        c('Neide Aparecida', 'Bernardes', 'neide.atelie@hotmail.com', [
          'teacher',
          'mentor',
          'manager',
        ]),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i149',
    title:
      'A parish secretary in Juazeiro do Norte (Ceará, a Brazilian tenant): "Pode sim, se Deus quiser 🙏", a joke that names the town\'s patron as a referee and is none ("Minha referência maior é o Padim Ciço kkkk brincadeira"), a "1º) 2º) 3º)" list with church titles ("Pe. José Wellington Brito", "Ir. Francisca das Chagas Lima" with a compound first name), the current boss taken out ("O Seu Raimundo não, tira"), the sister with a mobile only ("só zap"), "fica com Deus"',
    tags: ['portuguese', 'list', 'multi-referee', 'correction', 'filler', 'emoji', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Pode sim, se Deus quiser 🙏',
      { tapConfirm: true },
      'Minha referência maior é o Padim Ciço kkkk brincadeira. Agora sério:',
      '1º) Pe. José Wellington Brito, da Basílica, eu era secretária da paróquia, pe.wellington@basilicajuazeiro.org.br\n2º) Ir. Francisca das Chagas Lima, coordenadora da pastoral, era minha chefe também, (88) 99654-3210\n3º) Seu Raimundo Nonato, dono da loja de artigos religiosos onde trabalho hoje',
      'O Seu Raimundo não, tira, ele ainda não sabe que eu vou sair',
      'A Irmã Francisca das Chagas não tem email, só zap',
      'É isso, fica com Deus',
    ],
    expected: {
      consent: true,
      contacts: [
        c('José Wellington', 'Brito', 'pe.wellington@basilicajuazeiro.org.br', 'manager'),
        c('Francisca das Chagas', 'Lima', null, 'manager', '+5588996543210'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i150',
    title:
      'An administrative clerk at a paper mill in Tomar (a Portuguese tenant) who pastes her referees as a CSV exported from Excel, with semicolons and a header row ("Nome;Email;Telefone;Relação"): a compound first name with two surnames and the mill\'s landline, a colleague in London with a UK mobile in international format, a former boss with an empty e-mail field (";;"), the relationships in the last column ("Chefe direta", "Colega", "Ex-chefe"), the boss\'s landline replaced by her mobile later ("ponha esse")',
    tags: ['portuguese', 'list', 'multi-referee', 'foreign-phone', 'correction', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'PT',
    says: [
      'Sim, autorizo.',
      { tapConfirm: true },
      'Exportei do Excel, desculpe o formato:\nNome;Email;Telefone;Relação\nCarla Sofia Mendes Patrício;carla.patricio@papeltomar.pt;249 310 450;Chefe direta\nJoão Pedro Antunes;jp.antunes@gmail.com;+44 7700 900456;Colega\nAntónio Lopes Serra;;919 876 543;Ex-chefe',
      'O João Pedro está em Londres agora, o telemóvel é de lá',
      'Ah, e o telefone da Carla é o fixo da fábrica; o telemóvel dela é 962 111 222, ponha esse',
      'Mais ninguém, obrigada.',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Carla Sofia',
          'Mendes Patrício',
          'carla.patricio@papeltomar.pt',
          'manager',
          '+351962111222',
        ),
        c('João Pedro', 'Antunes', 'jp.antunes@gmail.com', 'colleague', '+447700900456'),
        c('António', 'Lopes Serra', null, 'manager', '+351919876543'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Forty-seventh blind set
  {
    id: 'pt-i151',
    title:
      'A Portuguese façade worker in Geneva (a Swiss tenant) writing Portuguese with French ("Oui, pode ser", "patron", "natel", "C\'est tout"): his Swiss boss with "M." and a Swiss mobile in local format, a former boss in Viseu with "D." and a Portuguese landline in local format (asked which country), "C\'est tout, é tudo"',
    tags: ['portuguese', 'foreign-phone', 'multi-referee', 'filler', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'CH',
    says: [
      'Oui, pode ser. Sim, autorizo',
      { tapConfirm: true },
      'O meu patron aqui é o M. Laurent Favre, da Favre Façades SA, l.favre@favre-facades.ch, natel 079 456 12 34',
      'E em Portugal trabalhei 5 anos com a D. Rosa Cardoso, dona da pastelaria em Viseu onde eu era pasteleiro, rosacardoso.viseu@gmail.com, 232 423 456',
      { retry: 'É de Portugal, de Viseu', key: 'phone:Rosa' },
      "C'est tout, é tudo",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Laurent', 'Favre', 'l.favre@favre-facades.ch', 'manager', '+41794561234'),
        c('Rosa', 'Cardoso', 'rosacardoso.viseu@gmail.com', 'manager', '+351232423456'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i152',
    title:
      'A shoe-shop clerk in Caruaru (a Brazilian tenant) who refuses after a question back, in Pernambuco words ("Oxe", "não autorizo não", "me bota pra fora"), with her boss\'s name, address and mobile inside the refusal ("Seu Severino Bezerra (severino@…, 81 99876-5432)"): nothing kept',
    tags: ['portuguese', 'consent', 'consent-with-email', 'question-back'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Oxe, e precisa mesmo? Não, não autorizo não. Se vocês ligarem pro meu patrão, Seu Severino Bezerra (severino@bezerracalcados.com.br, 81 99876-5432), ele me bota pra fora amanhã',
      { tapConfirm: true },
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'pt-i153',
    title:
      'An Azorean fish filleter in New Bedford (a US tenant) in Portuguese and English: a dashed list with a compound first name with a particle ("Maria de Fátima Medeiros, my supervisor na fish house") and a US number, a colleague by his nickname then his name ("o Tony, Antonio Raposo") whose address is set right later ("sem ponto"), a former boss in Ponta Delgada with "D." and an Azores landline in local format and no e-mail (asked which country), "That\'s all, é só"',
    tags: ['portuguese', 'list', 'multi-referee', 'foreign-phone', 'correction', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'US',
    says: [
      'Yes, pode sim',
      { tapConfirm: true },
      '- Maria de Fátima Medeiros, my supervisor na fish house, fmedeiros@atlanticseafood.com, (508) 555-0199\n- o Tony, Antonio Raposo, colega no filleting, tony.raposo@gmail.com\n- e a minha antiga patroa em Ponta Delgada, D. Conceição Furtado, tel 296 123 456',
      { retry: 'É dos Açores, Portugal', key: 'phone:Conceição' },
      'O email do Tony é tonyraposo@gmail.com, sem ponto',
      "That's all, é só",
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Maria de Fátima',
          'Medeiros',
          'fmedeiros@atlanticseafood.com',
          'manager',
          '+15085550199',
        ),
        c('Antonio', 'Raposo', 'tonyraposo@gmail.com', 'colleague'),
        c('Conceição', 'Furtado', null, 'manager', '+351296123456'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i154',
    title:
      'A quality controller at a coffee cooperative in Ermera (Timor-Leste, a Timorese tenant) in Portuguese with Tetum and Indonesian titles ("Diak", "Pak", "Ibu", "Obrigadu barak"): a "1) 2)" list with a Timorese 8-digit mobile in local format, a teacher with a lowercase particle ("Ibu Rosalina da Costa Ximenes"), a "3)" added in the next message with a Portuguese mobile, then "O Rui não, tira": never kept',
    tags: ['portuguese', 'list', 'multi-referee', 'correction', 'filler', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'TL',
    says: [
      'Sim, pode. Diak',
      { tapConfirm: true },
      'Referências: 1) Pak Joaquim Soares Belo, o meu chefe na cooperativa de café em Ermera, joaquim.belo@cafeermera.tl, 7723 4567. 2) Ibu Rosalina da Costa Ximenes, a minha professora de português no instituto, rosalina.ximenes@gmail.com',
      '3) E o consultor português do projeto, Eng. Rui Pacheco, rui.pacheco@cooperacao.pt, +351 912 345 678',
      'O Rui não, tira. Já voltou para Lisboa e não responde',
      'É isso. Obrigadu barak',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Joaquim', 'Soares Belo', 'joaquim.belo@cafeermera.tl', 'manager', '+67077234567'),
        c('Rosalina', 'da Costa Ximenes', 'rosalina.ximenes@gmail.com', 'teacher'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i155',
    title:
      'A knitwear-mill worker in Blumenau (a Brazilian tenant): a list numbered with keycap emoji ("1️⃣ 2️⃣ 3️⃣") with German-Brazilian names, "Sr." before a hyphenated first name ("Sr. Hans-Peter Kreutzfeld") with the mill\'s landline, a colleague with two surnames, "Prof.ª" before a teacher with no phone, the boss\'s landline replaced by his mobile in the next message, "Só isso, danke 😄"',
    tags: ['portuguese', 'list', 'multi-referee', 'correction', 'emoji', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Pode sim, claro 😊',
      { tapConfirm: true },
      '1️⃣ Sr. Hans-Peter Kreutzfeld, dono da malharia, meu chefe, hanspeter@malhariakreutzfeld.com.br, (47) 3322-1234\n2️⃣ Ingrid Schroeder Hasse, colega da expedição, ingrid.hasse@gmail.com, (47) 99123-4567\n3️⃣ Prof.ª Elke Zimmermann, minha professora do curso de alemão, elke.z@gmail.com',
      'Ah, o número do Sr. Hans-Peter é o celular, não o da firma: (47) 98877-6655',
      'Só isso, danke 😄',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Hans-Peter',
          'Kreutzfeld',
          'hanspeter@malhariakreutzfeld.com.br',
          'manager',
          '+5547988776655',
        ),
        c('Ingrid', 'Schroeder Hasse', 'ingrid.hasse@gmail.com', 'colleague', '+5547991234567'),
        c('Elke', 'Zimmermann', 'elke.z@gmail.com', 'teacher'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i156',
    title:
      'A boat mechanic in Niterói (a Brazilian tenant), carioca: "Pô, pode sim, tranquilão", "Seu" before a compound first name ("Seu Jorge Luiz Mattos") with a Rio mobile and no e-mail at first (asked for it: fetched from his daughter), "Dona Célia" then her full name after the address ("Célia Regina Rangel o nome completo"), "É isso aí, valeu"',
    tags: ['portuguese', 'multi-referee', 'filler', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Pô, pode sim, tranquilão',
      { tapConfirm: true },
      'Seu Jorge Luiz Mattos, dono da oficina de barcos em Jurujuba, foi meu patrão. (21) 98765-4321. Email eu não tenho dele',
      {
        retry: 'Pera que perguntei pra filha dele... jorgeluiz.mattos@gmail.com',
        key: 'email:Jorge Luiz',
      },
      'E a Dona Célia, professora do curso de mecânica naval no Senai, celia.rangel@senairj.org.br — Célia Regina Rangel o nome completo',
      'É isso aí, valeu',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Jorge Luiz', 'Mattos', 'jorgeluiz.mattos@gmail.com', 'manager', '+5521987654321'),
        c('Célia Regina', 'Rangel', 'celia.rangel@senairj.org.br', 'teacher'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i157',
    title:
      'A Brazilian factory worker in Toyohashi (a Japanese tenant) writing Portuguese with Japanese ("Hai, pode sim!", "shachô", "tantô", "-san", "Owari", "Arigatô"): Japanese names in Japanese order with the family name first, explained once ("Suzuki Hiroshi … Suzuki é o sobrenome") and not the second time ("a Tanaka-san … Tanaka Keiko"), a Japanese mobile in local format, a Brazilian mobile in international format for a colleague in Japan',
    tags: ['portuguese', 'foreign-phone', 'multi-referee', 'filler', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'JP',
    says: [
      'Hai, pode sim!',
      { tapConfirm: true },
      'Meu shachô (dono da empreiteira): Suzuki Hiroshi, aqui o sobrenome vem primeiro, Suzuki é o sobrenome. suzuki@toyohashi-haken.co.jp, 090-1234-5678',
      'E a Tanaka-san do escritório, a Keiko, Tanaka Keiko, ela era a minha tantô (a responsável por mim na empreiteira), k.tanaka@toyohashi-haken.co.jp',
      'E o Marcelo Yamashita, colega de linha, marcelo.yamashita@gmail.com, o celular dele ainda é do Brasil: +55 14 99812-3456',
      'Owari, acabou. Arigatô',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Hiroshi', 'Suzuki', 'suzuki@toyohashi-haken.co.jp', 'manager', '+819012345678'),
        c('Keiko', 'Tanaka', 'k.tanaka@toyohashi-haken.co.jp', ['manager', 'other']),
        c('Marcelo', 'Yamashita', 'marcelo.yamashita@gmail.com', 'colleague', '+5514998123456'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i158',
    title:
      'A cotton-farm clerk in Malanje (an Angolan tenant) who consents, gives her boss with a title, address and Angolan mobile, and withdraws the consent in the next message ("Espera, afinal não. Retiro a autorização … Apaguem o que mandei"): nothing kept',
    tags: ['portuguese', 'consent', 'consent-with-email', 'correction'],
    locale: 'pt',
    defaultCountry: 'AO',
    says: [
      'Sim, pode',
      { tapConfirm: true },
      'O meu chefe na fazenda de algodão, Eng. Domingos Kassoma, dkassoma@algodaomalanje.co.ao, 923 456 789',
      'Espera, afinal não. Retiro a autorização, o kota Domingos ainda não sabe que vou sair. Apaguem o que mandei, por favor',
      { tapConfirm: true },
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'pt-i159',
    title:
      'A public-procurement analyst in Brasília (a Brazilian tenant), formal: "Autorizo.", a pasted e-mail signature with "Dr." before a compound first name and a surname with a particle, a block, a floor ("4º andar") and a mobile, no relationship given (asked: "Ele era meu chefe"), "a Dra. Ana Luíza Guimarães … minha orientadora no mestrado", "Só essas duas"',
    tags: ['portuguese', 'signature', 'multi-referee', 'number-in-word', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Autorizo.',
      'Segue minha referência principal:\n\nAtenciosamente,\n\nDr. Paulo Henrique Abreu de Menezes\nCoordenador-Geral de Licitações\nSecretaria Executiva – Ministério da Gestão\nEsplanada dos Ministérios, Bloco C, 4º andar – Brasília/DF\nCel.: (61) 99876-5432\npaulo.menezes@gestao.gov.br',
      { retry: 'Ele era meu chefe', key: 'relationship:Paulo Henrique' },
      'A segunda é a Dra. Ana Luíza Guimarães, que foi minha orientadora no mestrado na UnB: analuiza@unb.br',
      'Só essas duas. Obrigada.',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Paulo Henrique',
          'Abreu de Menezes',
          'paulo.menezes@gestao.gov.br',
          'manager',
          '+5561998765432',
        ),
        c('Ana Luíza', 'Guimarães', 'analuiza@unb.br', ['mentor', 'teacher']),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i160',
    title:
      'A Brazilian barista in Dublin (an Irish tenant): "Pode sim, grand 👍", a bulleted list with Irish names and particles ("Siobhán Ní Bhriain", "Seán Ó Murchú"), an Irish mobile in local format, a former boss in Belo Horizonte with a Brazilian mobile in local format (asked which country: Brazil), a colleague taken out in the next message ("Tira o Seán"), "Cheers!"',
    tags: [
      'portuguese',
      'list',
      'multi-referee',
      'foreign-phone',
      'correction',
      'emoji',
      'done-phrase',
    ],
    locale: 'pt',
    defaultCountry: 'IE',
    says: [
      'Pode sim, grand 👍',
      { tapConfirm: true },
      'Referências:\n• Siobhán Ní Bhriain, manager do café em Temple Bar, siobhan@templebarcoffee.ie, 087 123 4567\n• Seán Ó Murchú, colega de cozinha, seanomurchu@gmail.com\n• Fernanda, Fernanda Lopes Ribeiro, minha ex-chefe em BH, fernanda.ribeiro@cafedeminas.com.br, (31) 99988-7766',
      { retry: 'É do Brasil', key: 'phone:Fernanda' },
      'Tira o Seán, ele voltou pra Cork e troca de email toda hora',
      'Acabou, só isso mesmo. Cheers!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Siobhán', 'Ní Bhriain', 'siobhan@templebarcoffee.ie', 'manager', '+353871234567'),
        c(
          'Fernanda',
          'Lopes Ribeiro',
          'fernanda.ribeiro@cafedeminas.com.br',
          'manager',
          '+5531999887766',
        ),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i161',
    title:
      'An Azorean gardener in Bermuda (a Bermudian tenant): "Pois sim, pode ser", a Bermudian boss with "Mr." and a 441 number in local format, his former boss at a pineapple greenhouse in São Miguel with "Dona", a compound first name and a double surname ("Maria da Graça Furtado Medeiros") and a Portuguese mobile in local format (asked which country: Portugal), "É só, obrigado"',
    tags: ['portuguese', 'multi-referee', 'foreign-phone', 'filler', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'BM',
    says: [
      'Pois sim, pode ser',
      { tapConfirm: true },
      'O meu patrão aqui na firma de jardinagem, Mr. Dwayne Outerbridge, dwayne@outerbridgelandscaping.bm, 441-599-1234',
      'E a minha antiga patroa da estufa de ananás em São Miguel, Dona Maria da Graça Furtado Medeiros, graca.medeiros@gmail.com, 962 345 678',
      { retry: 'É de Portugal, dos Açores', key: 'phone:Maria da Graça' },
      'É só, obrigado',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Dwayne', 'Outerbridge', 'dwayne@outerbridgelandscaping.bm', 'manager', '+14415991234'),
        c(
          'Maria da Graça',
          'Furtado Medeiros',
          'graca.medeiros@gmail.com',
          'manager',
          '+351962345678',
        ),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i162',
    title:
      'A Brazilian bricklayer from Oiapoque working in Cayenne (a French Guiana tenant) mixing French ("D\'accord, pode sim", "patron", "chantier", "Monsieur"): a hyphenated French first name with a French Guiana mobile in local format ("0694 12 34 56"), his old boss in Oiapoque with "Seu", a "Filho" surname and a Brazilian mobile with its area code (asked which country: Brazil) and the e-mail sent in a later message, "C\'est tout, é isso"',
    tags: ['portuguese', 'french', 'multi-referee', 'foreign-phone', 'filler', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'GF',
    says: [
      "D'accord, pode sim",
      { tapConfirm: true },
      'Meu patron no chantier de Matoury: Monsieur Jean-Claude Horth, jc.horth@btpguyane.fr, 0694 12 34 56',
      'E o Seu Raimundo Souza Filho, meu patrão na obra em Oiapoque antes de eu atravessar, (96) 99123-4567',
      { retry: 'Do Brasil, do Amapá', key: 'phone:Raimundo' },
      'O email do Seu Raimundo é raimundosouzafilho@hotmail.com',
      "C'est tout, é isso",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Jean-Claude', 'Horth', 'jc.horth@btpguyane.fr', 'manager', '+594694123456'),
        c('Raimundo', 'Souza Filho', 'raimundosouzafilho@hotmail.com', 'manager', '+5596991234567'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i163',
    title:
      'A cabinetmaker\'s apprentice in Paços de Ferreira (a Portuguese tenant): "Sim, claro, à vontade", his father who owns the workshop ("o meu pai … era o dono da oficina"), a teacher at the vocational school with "Prof.ª" and an address typed in capitals ("Ana.Moreira@CENFIM.pt"), a colleague whose mobile starts with "00351", "Pronto, é isso"',
    tags: ['portuguese', 'multi-referee', 'foreign-phone', 'filler', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'PT',
    says: [
      'Sim, claro, à vontade',
      { tapConfirm: true },
      'O meu pai, Manuel Barbosa, era o dono da oficina onde aprendi, manuelbarbosa.moveis@sapo.pt, 919 876 543',
      'A minha professora do curso de marcenaria, Prof.ª Ana Moreira, Ana.Moreira@CENFIM.pt',
      'E o Hélder Sousa, colega de bancada na fábrica, helder.sousa88@gmail.com, 00351 932 111 222',
      'Pronto, é isso',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Manuel',
          'Barbosa',
          'manuelbarbosa.moveis@sapo.pt',
          ['manager', 'other'],
          '+351919876543',
        ),
        c('Ana', 'Moreira', 'ana.moreira@cenfim.pt', 'teacher'),
        c('Hélder', 'Sousa', 'helder.sousa88@gmail.com', 'colleague', '+351932111222'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i164',
    title:
      'A carpenter in Bissau (a Guinea-Bissau tenant) who refuses in Kriol and Portuguese ("Ami n ka misti", "não quero") with his boss\'s address and mobile inside the refusal: nothing kept',
    tags: ['portuguese', 'consent', 'consent-with-email', 'negation'],
    locale: 'pt',
    defaultCountry: 'GW',
    says: [
      'Ami n ka misti. Não quero que liguem ao meu chefe, Sr. Braima Baldé, braima.balde@orangebissau.com, 955 123 456, ele ainda não sabe que vou sair',
      { tapConfirm: true },
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'pt-i165',
    title:
      'An açaí-shop attendant in Macapá (a Brazilian tenant) in Amapá slang ("Égua, pode sim, mana", "pai d\'égua", "valeu"): a nickname before a "Neto" surname ("o seu Chico, Francisco Pinheiro Neto"), a tacacá-stall owner with "Dona" given twice ("Dona Benedita, Benedita Picanço") and no e-mail, the Chico\'s address set right later ("é com ponto"), Amapá mobiles with area code 96',
    tags: ['portuguese', 'multi-referee', 'filler', 'correction', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Égua, pode sim, mana',
      { tapConfirm: true },
      'O meu gerente na loja de açaí, o seu Chico, Francisco Pinheiro Neto, chiconeto@acaidoamapa.com.br, (96) 98111-2233. E a Dona Benedita, Benedita Picanço, dona da barraca de tacacá onde eu trabalhei antes, (96) 99177-8899, ela não tem email',
      'Ah, o email do seu Chico é com ponto: chico.neto@acaidoamapa.com.br',
      "Só isso, valeu, pai d'égua",
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Francisco',
          'Pinheiro Neto',
          'chico.neto@acaidoamapa.com.br',
          'manager',
          '+5596981112233',
        ),
        c('Benedita', 'Picanço', null, 'manager', '+5596991778899'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i166',
    title:
      'A hotel waiter in São Tomé (a São Tomé and Príncipe tenant) who types plainly in full sentences: a formal consent, his first referee described in one message ("a senhora que me deu o primeiro emprego, no restaurante do hotel na Baía Ana Chaves") and named in the next with "Maria da Conceição" as a compound first name and a 7-digit São Tomé mobile, his hotel-school teacher in Lisbon with "Prof." and a Portuguese mobile in international format, "São só estes dois. Obrigado."',
    tags: ['portuguese', 'filler', 'multi-referee', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'ST',
    says: [
      'Sim, autorizo que contactem as minhas referências.',
      { tapConfirm: true },
      'A primeira é a senhora que me deu o primeiro emprego, no restaurante do hotel na Baía Ana Chaves. Trabalhei com ela quatro anos, como empregado de mesa.',
      'Chama-se Maria da Conceição Trindade Viegas. O e-mail dela é conceicao.viegas@hotelbaia.st e o telemóvel é 991 2345.',
      'O segundo é o meu professor do curso de hotelaria em Lisboa, o Prof. Rui Valadares, rui.valadares@eshte.pt, +351 913 456 789.',
      'São só estes dois. Obrigado.',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Maria da Conceição',
          'Trindade Viegas',
          'conceicao.viegas@hotelbaia.st',
          'manager',
          '+2399912345',
        ),
        c('Rui', 'Valadares', 'rui.valadares@eshte.pt', 'teacher', '+351913456789'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i167',
    title:
      'A cook in Goa (an Indian tenant): a consent with a condition on whom ("Sim, pode, mas por favor não contactem o meu patrão actual no hotel, só os antigos"), a chef with "Chef" as a title and an apostrophe in his surname ("Chef Anthony D\'Souza") with an Indian mobile in local format, a former boss in Lisbon with "Dona" and a Portuguese mobile in local format (asked which country), "É tudo, obrigado. Bye!"',
    tags: ['portuguese', 'consent', 'foreign-phone', 'multi-referee', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'IN',
    says: [
      'Sim, pode, mas por favor não contactem o meu patrão actual no hotel, só os antigos',
      { tapConfirm: true },
      "O meu antigo chef no restaurante em Calangute, Chef Anthony D'Souza, anthony.dsouza@gmail.com, 98221 34567",
      'E a Dona Isabel Menezes Bragança, que foi a minha patroa no restaurante em Lisboa quando lá trabalhei, isabel.mbraganca@sapo.pt, 912 345 678',
      { retry: 'É um número de Portugal', key: 'phone:Isabel' },
      'É tudo, obrigado. Bye!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Anthony', "D'Souza", 'anthony.dsouza@gmail.com', 'manager', '+919822134567'),
        c('Isabel', 'Menezes Bragança', 'isabel.mbraganca@sapo.pt', 'manager', '+351912345678'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i168',
    title:
      'A clerk at an agricultural store in Bagé (a Brazilian tenant) who refuses in gaúcho speech ("Bah, capaz! Não, não autorizo") with her boss\'s name and address inside the refusal ("Seu Aldo Vargas (aldo.vargas@…)"): nothing kept',
    tags: ['portuguese', 'consent', 'consent-with-email', 'negation'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Bah, capaz! Não, não autorizo. E não me liguem pro Seu Aldo Vargas (aldo.vargas@agropecuariavargas.com.br), ele nem sabe que eu tô saindo da agropecuária',
      { tapConfirm: true },
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'pt-i169',
    title:
      'A Portuguese cleaner in Luxembourg (a Luxembourg tenant) with French inside ("Oui, sim", "Merci!"): her boss sent over three messages (name, then an address mistyped with a C, then a Luxembourg mobile in local format), a former supervisor added and then taken out and replaced in the same message by her old boss in Braga with "D." and a Portuguese mobile in local format (asked which country), the address set right later ("é com K"), "Pronto, é só."',
    tags: ['portuguese', 'french', 'correction', 'foreign-phone', 'multi-referee', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'LU',
    says: [
      'Oui, sim, podem contactar',
      { tapConfirm: true },
      'A minha chefe na empresa de limpezas aqui no Luxemburgo é a Sandra Kremer',
      'sandra.cremer@cleanlux.lu',
      'telemóvel 621 345 678',
      'E o Jean Weber, que era o meu encarregado antes, jean.weber@post.lu',
      'Afinal tirem o Jean, ele já se reformou e não responde. Ponham antes a minha antiga patroa em Braga, D. Fernanda Sousa Pinto, fernandasousapinto@gmail.com, 936 123 456',
      { retry: 'É de Portugal, de Braga', key: 'phone:Fernanda' },
      'Desculpe, o e-mail da Sandra é com K: sandra.kremer@cleanlux.lu',
      'Pronto, é só. Merci!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Sandra', 'Kremer', 'sandra.kremer@cleanlux.lu', 'manager', '+352621345678'),
        c('Fernanda', 'Sousa Pinto', 'fernandasousapinto@gmail.com', 'manager', '+351936123456'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i170',
    title:
      'A grocery clerk in Quixeramobim (the sertão of Ceará, a Brazilian tenant) dictating by voice in lowercase with "vírgula" and "ponto" left in ("pode sim vírgula pode mandar ponto"): two referees in one dictated message, an address read out ("socorro ponto mercearia arroba gmail ponto com") and set right by typing ("tudo junto sem ponto"), mobiles with area code 88 read out in words, a nickname ("dona socorro") named in full later ("Maria do Socorro Pinheiro Lima"), a petrol-station owner without e-mail ("ele não tem email"), "só isso mesmo visse"',
    tags: ['portuguese', 'words', 'correction', 'multi-referee', 'filler', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'pode sim vírgula pode mandar ponto',
      { tapConfirm: true },
      'minhas referências são dona socorro da mercearia onde eu trabalhei três anos vírgula o email dela é socorro ponto mercearia arroba gmail ponto com vírgula o zap é oitenta e oito nove nove nove um dois três quatro cinco seis ponto e seu zé wilson bezerra que foi meu patrão no posto de gasolina vírgula o zap dele é oitenta e oito nove oito sete seis cinco quatro três dois um ponto ele não tem email ponto',
      'corrigindo o email da dona Socorro que o áudio escreveu errado: socorromercearia@gmail.com, tudo junto sem ponto',
      'O nome todo dela é Maria do Socorro Pinheiro Lima',
      'só isso mesmo visse obrigado',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Maria do Socorro',
          'Pinheiro Lima',
          'socorromercearia@gmail.com',
          'manager',
          '+5588999123456',
        ),
        c('Zé Wilson', 'Bezerra', null, 'manager', '+5588987654321'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i171',
    title:
      'A Brazilian house cleaner from Goiás in Marietta (Georgia, a US tenant) in Portuguese with English ("Pode sim, no problem", "o cel", "thank you!"): her first referee described in one message ("a americana que eu limpo a casa dela faz 5 anos, ela tem uma clínica de dentista") and named in the next with a Georgia mobile (a client), her former boss at a snack bar in Anápolis with "Dona" and a Brazilian mobile in local format (asked which country), "É só isso, thank you!"',
    tags: ['portuguese', 'filler', 'foreign-phone', 'multi-referee', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'US',
    says: [
      'Pode sim, no problem',
      { tapConfirm: true },
      'A primeira é a americana que eu limpo a casa dela faz 5 anos, ela tem uma clínica de dentista e me conhece bem',
      'O nome dela é Karen Whitfield, kwhitfield@bellsouth.net, o cel (678) 392-4417',
      'E no Brasil minha ex patroa da lanchonete em Anápolis, Dona Lúcia Rezende, luciarezende@hotmail.com, (62) 98431-2207',
      { retry: 'É do Brasil, de Goiás', key: 'phone:Lúcia' },
      'É só isso, thank you!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Karen', 'Whitfield', 'kwhitfield@bellsouth.net', ['client', 'manager'], '+16783924417'),
        c('Lúcia', 'Rezende', 'luciarezende@hotmail.com', 'manager', '+5562984312207'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i172',
    title:
      'A Madeiran barista in Stockwell (London, a British tenant) who refuses, with her manager\'s title, name and address inside the refusal ("o Sr. Duarte Gouveia (duarte@…), porque ele ainda não sabe que vou sair"): nothing kept',
    tags: ['portuguese', 'consent', 'consent-with-email', 'negation'],
    locale: 'pt',
    defaultCountry: 'GB',
    says: [
      'Não, obrigada. Não quero que contactem ninguém por agora, principalmente o meu manager no café em Vauxhall, o Sr. Duarte Gouveia (duarte@cafedamadeira.co.uk), porque ele ainda não sabe que vou sair',
      { tapConfirm: true },
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'pt-i173',
    title:
      'A shop clerk in Nampula (a Mozambican tenant) who writes everything in capitals without accents: "SIM PODE CONTACTAR", a numbered list of two referees with Mozambican mobiles written in one block (845123367, 827314408), the second without an address, then "A DONA FATIMA NAO USA EMAIL, SO TELEFONE" (kept without one), "E SO ISSO, OBRIGADO"',
    tags: ['portuguese', 'list', 'multi-referee', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'MZ',
    says: [
      'SIM PODE CONTACTAR',
      { tapConfirm: true },
      '1. SR. ABDUL ASSANE, ERA O MEU PATRAO NA LOJA DE FERRAGENS NO BAIRRO DE NAMICOPO, ABDUL.ASSANE@GMAIL.COM, 845123367\n2. DONA FATIMA MUSSA JUMA, PROFESSORA DO CURSO DE CONTABILIDADE, 827314408',
      'A DONA FATIMA NAO USA EMAIL, SO TELEFONE',
      'E SO ISSO, OBRIGADO',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Abdul', 'Assane', 'abdul.assane@gmail.com', 'manager', '+258845123367'),
        c('Fatima', 'Mussa Juma', null, 'teacher', '+258827314408'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i174',
    title:
      'A trail guide in Lençóis (the Chapada Diamantina, Bahia, a Brazilian tenant) in Bahian words ("massa", "véi", "painho", "Pai do céu"): a consent with a condition on how ("mas só por e-mail, tá? Não liguem pra eles não"), no phone given, the owner of a pousada, a former garimpeiro who runs the guides\' association with "Seu", then the first address set right in a later message ("é .com.br, esqueci o br"), "Só esses dois, valeu"',
    tags: ['portuguese', 'consent', 'correction', 'multi-referee', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Pode sim véi, mas só por e-mail, tá? Não liguem pra eles não, por favor',
      { tapConfirm: true },
      'Minha chefe na pousada aqui em Lençóis, a Rosângela Campos, rosangela@pousadaveredas.com',
      'E o Seu Nivaldo Brito, que foi garimpeiro com painho e hoje é presidente da associação dos condutores, nivaldobrito@yahoo.com.br',
      'Pai do céu, errei o e-mail da Rosângela: é rosangela@pousadaveredas.com.br, esqueci o br',
      'Só esses dois, valeu',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Rosângela', 'Campos', 'rosangela@pousadaveredas.com.br', 'manager'),
        c('Nivaldo', 'Brito', 'nivaldobrito@yahoo.com.br', ['manager', 'mentor', 'other']),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i175',
    title:
      'An oyster-restaurant waiter in the Ribeirão da Ilha (Florianópolis, a Brazilian tenant) dictating by voice in lowercase with "vírgula" and "ponto" left in and the manezinho "ó-lhó-lhó": his boss with an address and a mobile with area code 48 read out in words, his cousin taken out by typing ("é meu primo, não vale"), an Argentine hostel owner put in his place by voice with an address ending in .com.ar and an Argentine mobile with +54 read out in words, "é isso aí ponto valeu"',
    tags: ['portuguese', 'words', 'foreign-phone', 'correction', 'multi-referee', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'ó-lhó-lhó pode sim vírgula tranquilo ponto',
      { tapConfirm: true },
      'o meu patrão no restaurante de ostra no ribeirão da ilha é o seu valmir coelho vírgula o e-mail é valmir ponto coelho arroba gmail ponto com vírgula o celular quarenta e oito nove nove seis três sete dois dois um zero ponto e o meu primo jean coelho que trabalhou comigo lá vírgula jean coelho arroba gmail ponto com ponto',
      'Tira o Jean, é meu primo, não vale',
      'põe no lugar dele a luciana ferraro que era a dona do hostel na lagoa da conceição vírgula o e-mail luciana ponto ferraro arroba yahoo ponto com ponto ar vírgula o celular mais cinquenta e quatro nove três quatro um seis um dois três três quatro cinco ponto',
      'é isso aí ponto valeu',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Valmir', 'Coelho', 'valmir.coelho@gmail.com', 'manager', '+5548996372210'),
        c('Luciana', 'Ferraro', 'luciana.ferraro@yahoo.com.ar', 'manager', '+5493416123345'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i176',
    title:
      'A dumper operator at a diamond mine near Saurimo (Lunda Sul, an Angolan tenant) in Angolan words ("Ya, pode, sem maka", "o kota", "bué", "mano"): his shift boss after "o kota" with an Angolan mobile, a Russian maintenance engineer with a Russian mobile in local format with the trunk 8 ("8 (912) 345-67-89", asked which country), a teacher from the technical school without an e-mail, "Já está, é só isso"',
    tags: ['portuguese', 'filler', 'foreign-phone', 'multi-referee', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'AO',
    says: [
      'Ya, pode, sem maka',
      { tapConfirm: true },
      'O meu chefe de turno é o kota Domingos Kapenda, o mail é dkapenda@catoca.co.ao e o número 923 456 789',
      'E o engenheiro russo da manutenção que me ensinou bué coisa, o Sergei Volkov, s.volkov@alrosa.ru, o número dele é 8 (912) 345-67-89',
      { retry: 'É número da Rússia, ele já voltou pra lá', key: 'phone:Sergei' },
      'E a professora Esperança Cassoma, da escola técnica de Saurimo. Ela não tem mail, só telefone: 931 234 567',
      'Já está, é só isso. Obrigado mano',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Domingos', 'Kapenda', 'dkapenda@catoca.co.ao', 'manager', '+244923456789'),
        c('Sergei', 'Volkov', 's.volkov@alrosa.ru', ['mentor', 'colleague'], '+79123456789'),
        c('Esperança', 'Cassoma', null, 'teacher', '+244931234567'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i177',
    title:
      'A truck operator at an iron-ore mine in Parauapebas (Pará, a Brazilian tenant) who refuses in Paraense words ("Égua, não, pelo amor de Deus"), with her supervisor\'s name and address inside the refusal ("o Edinaldo Sarmento (edinaldo.sarmento@…), ele nem sabe que eu tô saindo da mina"): nothing kept',
    tags: ['portuguese', 'consent', 'consent-with-email', 'negation'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Égua, não, pelo amor de Deus. Não quero que liguem pro meu supervisor, o Edinaldo Sarmento (edinaldo.sarmento@minerserranorte.com.br), ele nem sabe que eu tô saindo da mina. Não autorizo não',
      { tapConfirm: true },
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'pt-i178',
    title:
      'A field assistant in Tefé (Amazonas, a Brazilian tenant): "Pode sim, mana", his first referee described in one message ("a doutora que coordena a base flutuante"), named in the next with "Dra." before the name, her address and a mobile with area code 97 in a third, a boat owner in Leticia dictated by voice in lowercase with "vírgula" left in, an address spelt out ("abel tananta arroba gmail ponto com tudo junto") and a Colombian mobile read out in words (asked which country), "Só esses dois, valeu parente"',
    tags: ['portuguese', 'filler', 'words', 'foreign-phone', 'multi-referee', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Pode sim, mana',
      { tapConfirm: true },
      'Primeiro é a doutora que coordena a base flutuante onde eu trabalhei de mateiro, foi ela que me ensinou a mexer no GPS',
      'O nome dela é Dra. Luciana Valente Brandão',
      'O email dela é luciana.brandao@basemamiraua.org.br e o zap (97) 98123-4567',
      'o outro é o seu abel tananta vírgula o dono do barco de turismo em leticia onde eu fui piloto vírgula o email é abel tananta arroba gmail ponto com tudo junto vírgula o celular três um zero quatro cinco seis sete oito nove zero',
      { retry: 'É da Colômbia, de Leticia, do lado de Tabatinga', key: 'phone:Abel' },
      'Só esses dois, valeu parente',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Luciana',
          'Valente Brandão',
          'luciana.brandao@basemamiraua.org.br',
          ['manager', 'mentor'],
          '+5597981234567',
        ),
        c('Abel', 'Tananta', 'abeltananta@gmail.com', 'manager', '+573104567890'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i179',
    title:
      'A porcelain painter in Ílhavo (a Portuguese tenant) with a consent on a condition of time ("Pode ser, mas só depois da entrevista"), a numbered list of three with "Eng." and "D." before names, an address typed with a comma for the last dot ("…@porcelanasilhavo,pt") set right later, a restaurant owner in St. John\'s with a Newfoundland number in local format (asked which country), the engineer taken out ("é primo da minha mãe") and a canteen boss put in his place with a Portuguese mobile',
    tags: [
      'portuguese',
      'consent',
      'list',
      'correction',
      'foreign-phone',
      'multi-referee',
      'done-phrase',
    ],
    locale: 'pt',
    defaultCountry: 'PT',
    says: [
      'Pode ser, mas só depois da entrevista, está bem? Antes não quero que ninguém saiba',
      { tapConfirm: true },
      "1) Eng. Rui Vilarinho, diretor de produção, rui.vilarinho@porcelanasilhavo.pt\n2) D. Glória Sacramento, a minha encarregada na pintura, gloria.sacramento@porcelanasilhavo,pt\n3) Dave Power, o dono do restaurante em St. John's onde trabalhei dois verões, davepower@nl.rogers.com, (709) 739-1234",
      { retry: 'É do Canadá, da Terra Nova', key: 'phone:Dave' },
      'O mail da D. Glória é com ponto no fim, não vírgula: gloria.sacramento@porcelanasilhavo.pt',
      'Afinal tirem o Eng. Rui, é primo da minha mãe. Ponham antes a D. Fátima Ançã, que foi a minha chefe na cantina da fábrica, fatima.anca@gmail.com, 912 345 678',
      'Pronto, é tudo',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Glória', 'Sacramento', 'gloria.sacramento@porcelanasilhavo.pt', 'manager'),
        c('Dave', 'Power', 'davepower@nl.rogers.com', 'manager', '+17097391234'),
        c('Fátima', 'Ançã', 'fatima.anca@gmail.com', 'manager', '+351912345678'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i180',
    title:
      'A waitress at a resort in Santa Maria (ilha do Sal, a Cape Verdean tenant) in Portuguese with Kriolu and Italian ("Sin, pode. Nu bai!", "Nha Bia", "É só kel li. Obrigadu!"): the maître with "Sr." and a 7-digit Cape Verdean mobile, her Italian boss at the beach bar with an Italian mobile in local format (asked which country), her aunt named with "Nha" and taken out in the next message ("é minha tia, família não conta")',
    tags: ['portuguese', 'filler', 'foreign-phone', 'multi-referee', 'correction', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'CV',
    says: [
      'Sin, pode. Nu bai!',
      { tapConfirm: true },
      'O meu chefe no resort é o maître, Sr. Arlindo Fortes, arlindofortes@cvtelecom.cv, 991 23 45',
      'E a minha chefe italiana do beach bar, Francesca Bellini, f.bellini@libero.it, 347 123 4567',
      { retry: 'É de Itália, ela voltou para Milão', key: 'phone:Francesca' },
      'E a Nha Bia do restaurante na praia, bia.lopes@hotmail.com',
      'Ah não, tira a Nha Bia, é minha tia, família não conta né',
      'É só kel li. Obrigadu!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Arlindo', 'Fortes', 'arlindofortes@cvtelecom.cv', 'manager', '+2389912345'),
        c('Francesca', 'Bellini', 'f.bellini@libero.it', 'manager', '+393471234567'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Fifty-eighth blind set
  {
    id: 'pt-i181',
    title:
      'A groomer in Goiânia (a Brazilian tenant) in goiano words ("pode sim uai", "zap", "brigada"): her first referee pasted as a phone contact saved under a nickname with the business ("Kênia Pet Aparecida", "Celular: +55 62 98134-5527"), her full name in the next message ("no meu celular ta salvo assim kkk … ela nao tem email"), a teacher from the grooming course with "Prof." and a mobile with area code 62, then the first mobile replaced by a new one ("o zap da Kênia mudou … o outro é o antigo"), "so isso, brigada!!"',
    tags: ['portuguese', 'signature', 'multi-referee', 'correction', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'pode sim uai, autorizo',
      { tapConfirm: true },
      'a primeira é a dona do pet onde eu trabalhei, vou mandar o contato dela:\n\nKênia Pet Aparecida\nCelular: +55 62 98134-5527',
      'no meu celular ta salvo assim kkk. o nome dela é Kênia Borges Martins, ela nao tem email',
      'o segundo é meu professor do curso de tosa no senac, Prof. Wanderson Lima, wanderson.lima@go.senac.br, (62) 99245-1180',
      'ah, e o zap da Kênia mudou, agora é 62 9 9602-4413. o outro é o antigo, nem usa mais',
      'so isso, brigada!!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Kênia', 'Borges Martins', null, 'manager', '+5562996024413'),
        c('Wanderson', 'Lima', 'wanderson.lima@go.senac.br', 'teacher', '+5562992451180'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i182',
    title:
      'A nurse aide at a health NGO in Dili (a Timorese tenant) who refuses in Tetum and Portuguese ("Lae, obrigada barak"), with her boss\'s title, name and address inside the refusal ("o Sr. Nuno Amaral (nuno.amaral@…), vai ficar triste"): nothing kept',
    tags: ['portuguese', 'consent', 'consent-with-email', 'negation'],
    locale: 'pt',
    defaultCountry: 'TL',
    says: [
      'Lae, obrigada barak. Não quero que contactem ninguém agora. O meu chefe na ONG, o Sr. Nuno Amaral (nuno.amaral@saudebaucau.org), vai ficar triste se souber que estou a procurar outro trabalho. Desculpe',
      { tapConfirm: true },
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'pt-i183',
    title:
      'A hotel receptionist in São Luís (Maranhão, a Brazilian tenant) in Maranhense words ("Mah, pode sim", "Vixe", "pequena"): a numbered list of three in one message with two mobiles with area code 98 and the owner of a guesthouse in Paramaribo whose 7-digit Surinamese mobile is in local format (asked which country), an address typed "hotmial" and set right in the next message, "É só isso, pequena"',
    tags: ['portuguese', 'list', 'multi-referee', 'foreign-phone', 'correction', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Mah, pode sim, tá tranquilo',
      { tapConfirm: true },
      "1. Dona Conceição Serra Pinheiro, gerente do hotel na Ponta d'Areia, conceicao.serra@hotmial.com, (98) 98123-4567\n2. Jadson Nunes, colega da recepção, jadson.nunes@gmail.com, (98) 99176-3320\n3. Sr. Ravi Ramdin, dono da pousada em Paramaribo onde trabalhei 2 anos, ravi@pousadaramdin.sr, 812-3456",
      'Vixe, escrevi hotmial. É conceicao.serra@hotmail.com',
      { retry: 'É do Suriname, +597', key: 'phone:Ravi' },
      'É só isso, pequena. Obrigada',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Conceição',
          'Serra Pinheiro',
          'conceicao.serra@hotmail.com',
          'manager',
          '+5598981234567',
        ),
        c('Jadson', 'Nunes', 'jadson.nunes@gmail.com', 'colleague', '+5598991763320'),
        c('Ravi', 'Ramdin', 'ravi@pousadaramdin.sr', 'manager', '+5978123456'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i184',
    title:
      'A shop assistant in Bafatá (a Guinea-Bissau tenant), Portuguese with Guinea-Bissau Kriol ("Mantenha", "Sin, pode", "I kaba. Obrigadu"): a consent on a condition of time ("liguem só de manhã, que de tarde não há rede em Bafatá"), his boss at a wholesale store with a local mobile, a Senegalese trader from Ziguinchor without an e-mail and with a mobile in local format (asked which country), a teacher back in Portugal with "Dra." and a +351 mobile written in full',
    tags: ['portuguese', 'consent', 'multi-referee', 'foreign-phone', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'GW',
    says: [
      'Mantenha. Sin, pode. Mas liguem só de manhã, que de tarde não há rede em Bafatá',
      { tapConfirm: true },
      'O meu patrão no armazém é o Sr. Braima Baldé, braima.balde@armazembafata.gw, 955 123 456',
      'E o Sr. Ousmane Diatta, comerciante de Ziguinchor com quem eu trabalhava na loja da fronteira. Ele não tem email, o número é 77 512 34 89',
      { retry: 'É do Senegal, de Ziguinchor', key: 'phone:Ousmane' },
      'E a minha antiga professora do liceu, a Dra. Teresa Valente, que voltou para Portugal, teresa.valente@gmail.com, +351 936 502 118',
      'I kaba. Obrigadu',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Braima', 'Baldé', 'braima.balde@armazembafata.gw', 'manager', '+245955123456'),
        c('Ousmane', 'Diatta', null, ['colleague', 'client', 'other'], '+221775123489'),
        c('Teresa', 'Valente', 'teresa.valente@gmail.com', 'teacher', '+351936502118'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i185',
    title:
      'A seamstress in Campina Grande (Paraíba, a Brazilian tenant) whose son types for her ("aqui é o filho da Dona Socorro … Ela disse que pode sim, que autoriza", "mainha"): her supervisor named by first name and then in full with a mobile with area code 83 and no e-mail, the owner of a sewing workshop ("facção") with his address and mobile, then taken out because he died and replaced by his daughter, with her own address and her father\'s number ("o número é o mesmo do pai, ela ficou com o celular dele"), "Pronto, é só isso. Mainha agradece"',
    tags: ['portuguese', 'filler', 'multi-referee', 'correction', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Boa noite, aqui é o filho da Dona Socorro. Ela pediu pra eu preencher por ela porque não enxerga direito as letra pequena. Ela disse que pode sim, que autoriza',
      { tapConfirm: true },
      'A primeira referência dela é a supervisora da fábrica de sandália, a Gilvanete. Gilvanete Nóbrega. Mainha não sabe o email dela, só o número: 83 98812-4567',
      'O segundo é o dono da facção onde ela costurava antes, seu Expedito Ramos, expedito.ramos@gmail.com, (83) 99634-2018',
      'Oxe, mainha tá dizendo aqui que seu Expedito faleceu ano passado, Deus o tenha. Tira ele. Bota a filha dele, Edilene Ramos, que ficou com a facção. O email dela é edilene.ramos@hotmail.com e o número é o mesmo do pai, ela ficou com o celular dele',
      'Pronto, é só isso. Mainha agradece',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Gilvanete', 'Nóbrega', null, 'manager', '+5583988124567'),
        c('Edilene', 'Ramos', 'edilene.ramos@hotmail.com', ['manager', 'other'], '+5583996342018'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Sixtieth blind set
  {
    id: 'pt-i186',
    title:
      'A supermarket cashier in Porto Velho (a Brazilian tenant, Rondônia) who types short and plain without accents ("Sim pode", "So isso obrigada"): her manager with a Rondônia mobile, her former boss in Guayaramerín across the river with an 8-digit Bolivian mobile in local format (asked which country)',
    tags: ['portuguese', 'short', 'typos', 'multi-referee', 'foreign-phone', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Sim pode',
      { tapConfirm: true },
      'Minha gerente no supermercado, Cláudia Rocha Brandão, claudia.brandao@supernortero.com.br, (69) 99234-5178',
      'E o meu ex patrão na Bolívia, em Guayaramerín, o Sr. Ernesto Suárez, ernestosuarez@hotmail.com, 7214-5839',
      { retry: 'É da Bolívia', key: 'phone:Ernesto' },
      'So isso obrigada',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Cláudia',
          'Rocha Brandão',
          'claudia.brandao@supernortero.com.br',
          'manager',
          '+5569992345178',
        ),
        c('Ernesto', 'Suárez', 'ernestosuarez@hotmail.com', 'manager', '+59172145839'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i187',
    title:
      'A stevedore in Paranaguá (a Brazilian tenant) with a consent on a condition ("mas me avisa antes de ligar pra eles, pode ser?"), two referees named by nickname first ("o Alemão, que era meu contramestre no terno", "o Seu Dico, o fiscal do OGMO"), each given in full in a message of his own, one with only a WhatsApp number, then the first address set right ("faltou o .br")',
    tags: ['portuguese', 'consent', 'multi-referee', 'correction', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Pode sim, mas me avisa antes de ligar pra eles, pode ser? Quero falar com eles primeiro',
      { tapConfirm: true },
      'Coloca o Alemão, que era meu contramestre no terno, e o Seu Dico, o fiscal do OGMO',
      'O Alemão é Rodrigo Schmitt, rodrigo.schmitt@tcpar.com, (41) 99876-1234',
      'O Seu Dico é Benedito Carvalho, ele nao tem email, só whats: 41 98811-2345',
      'Corrigindo: o email do Alemão é rodrigo.schmitt@tcpar.com.br, faltou o .br',
      'É isso, valeu',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Rodrigo', 'Schmitt', 'rodrigo.schmitt@tcpar.com.br', 'manager', '+5541998761234'),
        c('Benedito', 'Carvalho', null, ['manager', 'other', 'colleague'], '+5541988112345'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i188',
    title:
      'A tally clerk at the port of Leixões (a Portuguese tenant) who asks a question back and then refuses in European Portuguese, with her boss\'s name and address inside the refusal ("Não contactem o meu chefe, o Sr. Armando Leite (armando.leite@…)"): nothing kept',
    tags: ['portuguese', 'question-back', 'consent', 'consent-with-email', 'negation'],
    locale: 'pt',
    defaultCountry: 'PT',
    says: [
      'Boa tarde. Isto vai ser enviado para a empresa onde estou agora?',
      'Então prefiro que não. Não autorizo. Não contactem o meu chefe, o Sr. Armando Leite (armando.leite@estivaleixoes.pt), ele não sabe que estou a concorrer. Obrigada',
      { tapConfirm: true },
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'pt-i189',
    title:
      'A welder from a samba school\'s float workshop in Rio de Janeiro (a Brazilian tenant) who sends his boss over four messages (described, named, an address read out in words, the mobile) and sets the mobile right ("Foi mal, o celular é …"), a manager at a restaurant in Orlando with a US number in local format (asked which country), then taken out for the owner, with no phone ("tira a Patrícia … Bota o Marcelo Tavares")',
    tags: ['portuguese', 'words', 'correction', 'foreign-phone', 'multi-referee', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Claro, pode sim',
      { tapConfirm: true },
      'O primeiro é o chefe do barracão da escola',
      'Seu Vanderlei Conceição dos Santos',
      'o email dele: vanderlei ponto barracao arroba gmail ponto com',
      'cel (21) 97654-3120',
      'Foi mal, o celular é (21) 97654-3210',
      'E a Patrícia Nunes, que foi minha gerente no restaurante em Orlando, patricia.nunes@brazilgrillorlando.com, (407) 832-4519',
      { retry: 'É dos Estados Unidos, de Orlando', key: 'phone:Patrícia' },
      'Ah, tira a Patrícia, ela saiu do restaurante e não responde mais. Bota o Marcelo Tavares, o dono, marcelo@brazilgrillorlando.com',
      'Valeu, é isso aí',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Vanderlei',
          'Conceição dos Santos',
          'vanderlei.barracao@gmail.com',
          'manager',
          '+5521976543210',
        ),
        c('Marcelo', 'Tavares', 'marcelo@brazilgrillorlando.com', 'manager'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i190',
    title:
      'A Portuguese building worker in Zurich (a Swiss tenant) with Swiss German and French ("Grüezi!", "Merci vielmal"): two referees named by nickname first ("o Zé Tó, o meu chefe de equipa", "a Dona Milú, a patroa do café em Braga"), each given in full later, a Swiss mobile in local format, a Portuguese mobile in local format that is also a valid Swiss fixed number (asked which country), then the first address set right ("enganei-me no email do Zé Tó")',
    tags: ['portuguese', 'multi-referee', 'foreign-phone', 'correction', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'CH',
    says: [
      'Grüezi! Sim, podem contactar, não há problema nenhum',
      { tapConfirm: true },
      'Ponham o Zé Tó, o meu chefe de equipa na obra, e a Dona Milú, a patroa do café em Braga onde trabalhei antes de vir',
      'O Zé Tó é o José António Fernandes, ja.fernandes@bau-limmat.ch, 079 456 12 34',
      'A Dona Milú chama-se Maria de Lurdes Gonçalves, não tem email, o telemóvel é 913 245 678',
      { retry: 'É de Portugal, de Braga', key: 'phone:Maria de Lurdes' },
      'Desculpem, enganei-me no email do Zé Tó, é jose.fernandes@bau-limmat.ch, não ja.fernandes',
      'É tudo. Merci vielmal, obrigado!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('José António', 'Fernandes', 'jose.fernandes@bau-limmat.ch', 'manager', '+41794561234'),
        c('Maria de Lurdes', 'Gonçalves', null, 'manager', '+351913245678'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i191',
    title:
      'A stitcher at a trainer factory in Nova Serrana (a Brazilian tenant, Minas Gerais) who types short and plain without accents ("Sim pode sim", "fabrica", "nao tem"): her forewoman with an address and a mobile, the owner of the factory where she worked before with a mobile and no e-mail, "Só esses, obrigado"',
    tags: ['portuguese', 'short', 'typos', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Sim pode sim',
      { tapConfirm: true },
      'Minha encarregada do pesponto Rosangela Gontijo rosangela@calcadosnovaserrana.com.br (37) 99912-4478',
      'E o Seu Geraldo Amaral, dono da fabrica que trabalhei antes. Ele nao tem email. 37 98845-2213',
      'Só esses, obrigado',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Rosangela',
          'Gontijo',
          'rosangela@calcadosnovaserrana.com.br',
          'manager',
          '+5537999124478',
        ),
        c('Geraldo', 'Amaral', null, 'manager', '+5537988452213'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i192',
    title:
      'A stitcher at a shoe factory in Felgueiras (a Portuguese tenant) with a bulleted list of three referees: a foreman whose mobile comes later, a head of section with only the factory\'s landline ("só tenho o telefone da fábrica: 255 312 487") whose address comes later ("esqueci-me"), and "Madame Nathalie Girard", her boss at a shop in Lyon, with a French mobile in local format (asked which country)',
    tags: ['portuguese', 'list', 'multi-referee', 'foreign-phone', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'PT',
    says: [
      'Sim, autorizo.',
      { tapConfirm: true },
      '- Sr. Albano Ribeiro, encarregado da costura, albano.ribeiro@calcadossousa.pt\n- D. Arminda Leite, chefe de secção, só tenho o telefone da fábrica: 255 312 487\n- Madame Nathalie Girard, a minha patroa em Lyon onde trabalhei numa loja, 06 72 45 18 93',
      { retry: 'É de França, de Lyon', key: 'phone:Nathalie' },
      'O telemóvel do Sr. Albano é 917 284 330',
      'A D. Arminda também tem email, esqueci-me: arminda.leite@calcadossousa.pt',
      'É tudo, obrigada',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Albano', 'Ribeiro', 'albano.ribeiro@calcadossousa.pt', 'manager', '+351917284330'),
        c('Arminda', 'Leite', 'arminda.leite@calcadossousa.pt', 'manager', '+351255312487'),
        c('Nathalie', 'Girard', null, 'manager', '+33672451893'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i193',
    title:
      'A deckhand on a scalloper in New Bedford (a US tenant) who starts to consent and takes it back in the same message ("Yeah ok... espera, não. Não autorizo"), with his captain\'s name and address inside the refusal ("o Sr. Manuel Medeiros (mmedeiros@…)") and English words ("captain", "boat", "Sorry"): nothing kept',
    tags: ['portuguese', 'consent', 'consent-with-email', 'correction', 'negation'],
    locale: 'pt',
    defaultCountry: 'US',
    says: [
      'Yeah ok... espera, não. Não autorizo. Não mandem nada ao meu captain, o Sr. Manuel Medeiros (mmedeiros@santamariafisheries.com), ele ainda não sabe que vou deixar o boat. Sorry',
      { tapConfirm: true },
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'pt-i194',
    title:
      'A Brazilian factory worker in Hamamatsu (a Japanese tenant) with a consent on a condition of when ("mas só liguem depois do dia 30"), four referees named in one message before their details, one message each: a Japanese mobile set right later ("Errei o do Edson"), the agency coordinator ("tantousha") with only the office landline, a Japanese colleague given surname first ("Takahashi Kenji, Takahashi é o sobrenome"), her former boss in Londrina with a Brazilian mobile in local format (asked which country), then the Japanese colleague taken out for a quality inspector with no phone ("tira o Takahashi … No lugar dele põe a Juliana Nakamura"), "Arigatou!"',
    tags: [
      'portuguese',
      'consent',
      'multi-referee',
      'filler',
      'foreign-phone',
      'correction',
      'done-phrase',
    ],
    locale: 'pt',
    defaultCountry: 'JP',
    says: [
      'Pode sim, mas só liguem depois do dia 30, que aí eu já saí da empreiteira',
      { tapConfirm: true },
      'São 4: o hancho Edson Oshiro, a tantousha da empreiteira Sra. Keiko Tamashiro, o japonês do kensa e a minha ex-chefe no mercado em Londrina, Dona Cleide Bortolotto',
      'Edson: edson.oshiro@gmail.com 090-4417-2380',
      'Keiko: k.tamashiro@sunlineworks.co.jp, só tem o fixo do escritório, 053-458-3321',
      'O do kensa é Takahashi Kenji, Takahashi é o sobrenome. Não tem email, celular 080-3312-6674',
      'Dona Cleide: cleide.bortolotto@supermercadosbela.com.br, (43) 99127-5408',
      { retry: 'É do Brasil, de Londrina', key: 'phone:Cleide' },
      'Errei o do Edson, é 090-4417-2308',
      'Ah, tira o Takahashi, ele não fala português. No lugar dele põe a Juliana Nakamura, da qualidade, juliana.nakamura@sunlineworks.co.jp',
      'Só isso. Arigatou!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Edson', 'Oshiro', 'edson.oshiro@gmail.com', 'manager', '+819044172308'),
        c(
          'Keiko',
          'Tamashiro',
          'k.tamashiro@sunlineworks.co.jp',
          ['other', 'manager'],
          '+81534583321',
        ),
        c(
          'Cleide',
          'Bortolotto',
          'cleide.bortolotto@supermercadosbela.com.br',
          'manager',
          '+5543991275408',
        ),
        c('Juliana', 'Nakamura', 'juliana.nakamura@sunlineworks.co.jp', [
          'colleague',
          'other',
          'manager',
        ]),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i195',
    title:
      'A cook at a restaurant in Miranda do Douro (a Portuguese tenant) with a consent on a condition of when ("mas ao restaurante só liguem de segunda a sexta") and Mirandese at the start and the end ("Buonas", "Muito oubrigado"): his boss with only the restaurant\'s landline and his address sent later, a chef in Bragança whose mobile is set right later ("troquei os dois últimos"), and a tavern owner in Zamora with a Spanish mobile in local format that is also a Portuguese premium-rate number ("646 27 83 15", asked which country)',
    tags: ['portuguese', 'consent', 'multi-referee', 'foreign-phone', 'correction', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'PT',
    says: [
      'Buonas. Sim, pode ser, mas ao restaurante só liguem de segunda a sexta, ao fim de semana não há tempo',
      { tapConfirm: true },
      'O meu patrão, Sr. Amadeu Fernandes Preto, o telefone do restaurante é 273 431 285',
      'A chef Marisa Vaz, com quem trabalhei no hotel em Bragança, marisa.vaz@hotelbraganca.pt, 965 318 274',
      'E o Sr. Ángel Prieto, dono de uma taberna em Zamora onde fiz uma temporada, não tem email, 646 27 83 15',
      { retry: 'É de Espanha, de Zamora', key: 'phone:Ángel' },
      'O email do Sr. Amadeu é amadeu.preto@restaurantemirandes.pt',
      'Desculpe, o número da Marisa é 965 318 247, troquei os dois últimos',
      'É tudo. Muito oubrigado',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Amadeu',
          'Fernandes Preto',
          'amadeu.preto@restaurantemirandes.pt',
          'manager',
          '+351273431285',
        ),
        c(
          'Marisa',
          'Vaz',
          'marisa.vaz@hotelbraganca.pt',
          ['manager', 'colleague'],
          '+351965318247',
        ),
        c('Ángel', 'Prieto', null, 'manager', '+34646278315'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i196',
    title:
      'A tuna-cannery worker in Madalena do Pico (a Portuguese tenant) with three referees in one long message: the forewoman with no mobile ("liguem para a fábrica, 292 622 415") and her address sent later, the shift head whose address is set right later ("esqueci o \'do\'"), and his former boss at a bakery in Toronto with a Canadian number (asked which country)',
    tags: ['portuguese', 'multi-referee', 'foreign-phone', 'correction', 'long', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'PT',
    says: [
      'Boa tarde. Sim senhora, autorizo',
      { tapConfirm: true },
      'São estes: a encarregada das mesas na conserveira, a Dona Fátima Silveira Ávila, que não tem telemóvel, liguem para a fábrica, 292 622 415. O Sr. Manuel Serpa, que era o chefe de turno, manuel.serpa@conserveirapico.pt, 964 118 273. E o meu antigo patrão no Canadá, onde estive a trabalhar numa padaria em Toronto, o Mr. Tony Medeiros, tony@medeirosbakery.ca, (416) 536-2871',
      { retry: 'É do Canadá, de Toronto', key: 'phone:Tony' },
      'Desculpe, o email do Sr. Manuel está mal, é manuel.serpa@conserveiradopico.pt, esqueci o "do"',
      'E o da Dona Fátima é fatima.avila@conserveiradopico.pt, ela vê às vezes',
      'Mais nada. Obrigado e bom trabalho',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Fátima',
          'Silveira Ávila',
          'fatima.avila@conserveiradopico.pt',
          'manager',
          '+351292622415',
        ),
        c('Manuel', 'Serpa', 'manuel.serpa@conserveiradopico.pt', 'manager', '+351964118273'),
        c('Tony', 'Medeiros', 'tony@medeirosbakery.ca', 'manager', '+14165362871'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i197',
    title:
      'A cannery worker in Mindelo (a Cape Verdean tenant) with Kriolu of São Vicente ("Tud dret", "Obrigod!"), three referees described before they are named, one by nickname ("a Nhela" is Manuela Fortes), details over several messages: 7-digit Cape Verdean mobiles, one set right later ("troquei"), a Portuguese boss on building sites in Luxembourg with a Luxembourg mobile in local format (asked which country), the forewoman\'s address sent later',
    tags: ['portuguese', 'multi-referee', 'filler', 'foreign-phone', 'correction', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'CV',
    says: [
      'Sim, pode sim. Tud dret',
      { tapConfirm: true },
      'Vou dar três pessoas: a minha chefe na fábrica de conserva, o meu patrão do tempo que trabalhei no Luxemburgo nas obras, e a Nhela',
      'A chefe é a Sra. Maria Auxiliadora Lopes, 991 45 27',
      'O patrão no Luxemburgo é o Sr. Carlos Duarte, português, 691 274 385, carlos.duarte@duarteconstructions.lu',
      { retry: 'É do Luxemburgo', key: 'phone:Carlos' },
      'A Nhela é a Manuela Fortes, era minha colega nas mesas e agora é chefe de linha, 592 38 16',
      'Esqueci, o email da Sra. Auxiliadora é auxiliadora.lopes@conservasmindelo.cv',
      'Ah, e o número da Nhela é 592 38 61, troquei',
      'É só. Obrigod!',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Maria Auxiliadora',
          'Lopes',
          'auxiliadora.lopes@conservasmindelo.cv',
          'manager',
          '+2389914527',
        ),
        c('Carlos', 'Duarte', 'carlos.duarte@duarteconstructions.lu', 'manager', '+352691274385'),
        c('Manuela', 'Fortes', null, 'colleague', '+2385923861'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i198',
    title:
      'A hotel receptionist in Maputo (a Mozambican tenant) who first asks a question back and then refuses in Mozambican words ("maningue obrigado mas não"), with her boss\'s name and address inside the refusal ("a Dra. Lurdes Macuácua (lurdes.macuacua@…)") and a "later" that is no consent ("Depois eu falo com ela e volto"): nothing kept',
    tags: ['portuguese', 'consent', 'consent-with-email', 'question-back', 'negation'],
    locale: 'pt',
    defaultCountry: 'MZ',
    says: [
      'Boa tarde. Vão ligar mesmo para os meus chefes?',
      'Então não, maningue obrigado mas não autorizo. A minha chefe, a Dra. Lurdes Macuácua (lurdes.macuacua@costadosolhotel.co.mz), ainda não sabe que estou a procurar outro trabalho. Depois eu falo com ela e volto',
      { tapConfirm: true },
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'pt-i199',
    title:
      'An açaí-shop worker in Belém (a Brazilian tenant) in Paraense words ("Égua", "mana", "Bota") with three referees described by nickname before their names ("o Paulinho do açaí", "a Dona Socorro da lanchonete", "um francês … em Caiena"), an address dictated in words ("paulinho ponto acai arroba gmail ponto com") and set right later ("tudo junto, sem ponto"), a number that is "o mesmo da lanchonete", a French Guiana mobile in local format (asked which country), then the snack-bar owner taken out for a teacher with no phone',
    tags: ['portuguese', 'multi-referee', 'filler', 'foreign-phone', 'correction', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Égua, pode sim mana, autorizo',
      { tapConfirm: true },
      'Minhas referências: o Paulinho do açaí, que foi meu patrão, a Dona Socorro da lanchonete e um francês que eu trabalhei pra ele em Caiena',
      'O Paulinho é Paulo Sérgio Monteiro, (91) 98317-2246, o email dele é paulinho ponto acai arroba gmail ponto com',
      'A Dona Socorro é Maria do Socorro Barata, o número é o mesmo da lanchonete, (91) 3224-5810',
      'O francês é o Monsieur Didier Lebrun, 0694 23 45 17, didier.lebrun@orange.fr',
      { retry: 'É da Guiana Francesa, de Caiena', key: 'phone:Didier' },
      'Mana, tira a Dona Socorro, ela não mexe no celular. Bota a minha professora do curso de cozinha, a Profa. Elizete Cardoso, elizete.cardoso@escolagastronomiapara.com.br',
      'O email do Paulinho na verdade é paulinhoacai, tudo junto, sem ponto',
      'Pronto, é isso. Valeu!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Paulo Sérgio', 'Monteiro', 'paulinhoacai@gmail.com', 'manager', '+5591983172246'),
        c('Didier', 'Lebrun', 'didier.lebrun@orange.fr', 'manager', '+594694234517'),
        c('Elizete', 'Cardoso', 'elizete.cardoso@escolagastronomiapara.com.br', [
          'teacher',
          'mentor',
        ]),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i200',
    title:
      'A cook in Luanda (an Angolan tenant) in Angolan words ("Ya", "o Kota Zé", "tira") with a consent on a condition for one referee ("ao Sr. Adão só liguem depois da entrevista"), four referees described before they are named, then one message each: his boss\'s Angolan mobile set right later ("enganei-me"), his former head cook with only the number of "o escritório do restaurante onde ele está agora", a Portuguese mentor in Lisbon whose mobile is valid in Angola and in Portugal (asked which country), and a cousin taken out before he is named ("família não conta")',
    tags: [
      'portuguese',
      'consent',
      'multi-referee',
      'filler',
      'foreign-phone',
      'correction',
      'done-phrase',
    ],
    locale: 'pt',
    defaultCountry: 'AO',
    says: [
      'Ya, autorizo. Mas ao Sr. Adão só liguem depois da entrevista, ele ainda não sabe que estou a sair',
      { tapConfirm: true },
      'Tenho quatro pessoas: o meu patrão atual no restaurante da Ilha, o Kota Zé que foi meu chefe de cozinha, uma senhora portuguesa que me deu estágio num hotel em Lisboa e o meu primo',
      'O patrão é o Sr. Adão Neto, 923 614 257, adao.neto@restauranteilha.co.ao',
      'O Kota Zé é José Kiala, não tenho o telefone dele, liguem para o escritório do restaurante onde ele está agora, 222 33 45 17',
      'A senhora de Lisboa é a Dra. Teresa Vasconcelos, 912 487 305, teresa.vasconcelos@hotelalfama.pt',
      { retry: 'É de Portugal, ela está em Lisboa', key: 'phone:Teresa' },
      'O meu primo tira, disseram-me que família não conta',
      'Ah, desculpa, o número do Sr. Adão é 923 614 275, enganei-me',
      'É só isso. Obrigado, bom trabalho',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Adão', 'Neto', 'adao.neto@restauranteilha.co.ao', 'manager', '+244923614275'),
        c('José', 'Kiala', null, 'manager', '+244222334517'),
        c(
          'Teresa',
          'Vasconcelos',
          'teresa.vasconcelos@hotelalfama.pt',
          ['manager', 'mentor'],
          '+351912487305',
        ),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i201',
    title:
      'A press operator at an auto-parts plant in São José dos Pinhais (a Brazilian tenant) in curitibano words ("tranquilo", "daí", "É isso daí") with three referees described before they are named: his leader "o Polaco" named with a Polish surname, the agency\'s HR clerk with a Curitiba landline, a Paraguayan boss in Ciudad del Este with a Paraguayan mobile in local format (asked which country), then the leader\'s address set right later ("não é autopecassjp, é autopecas-sjp, com tracinho")',
    tags: ['portuguese', 'multi-referee', 'filler', 'foreign-phone', 'correction', 'done-phrase'],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Bom dia. Pode sim, tranquilo, autorizo',
      { tapConfirm: true },
      'Então, vou passar três: o Polaco, que foi meu líder na estamparia, a moça do RH da agência que me colocou lá e um paraguaio que foi meu chefe numa serralheria em Ciudad del Este antes de eu vir pra cá. O Polaco é o Jorge Wisniewski, (41) 99834-1276, jorge.wisniewski@autopecassjp.com.br',
      'A do RH é a Patrícia Kuster, patricia@agenciatrampo.com.br, telefone 41 3382-4510',
      'O paraguaio é o Don Ramón Benítez, 0981 456 789, email ele não tem',
      { retry: 'É do Paraguai, de Ciudad del Este', key: 'phone:Ramón' },
      'Ah, o email do Polaco tá errado: não é autopecassjp, é autopecas-sjp, com tracinho',
      'É isso daí, valeu',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Jorge',
          'Wisniewski',
          'jorge.wisniewski@autopecas-sjp.com.br',
          'manager',
          '+5541998341276',
        ),
        c(
          'Patrícia',
          'Kuster',
          'patricia@agenciatrampo.com.br',
          ['other', 'manager', 'colleague'],
          '+554133824510',
        ),
        c('Ramón', 'Benítez', null, 'manager', '+595981456789'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i202',
    title:
      'A Brazilian cleaner from Governador Valadares in Framingham (a US tenant) in Portuguese with English ("Hi!", "job", "company de cleaning", "cell", "Its all"): a couple described before they are named who share one mobile ("O cell dos dois é o mesmo"), the wife\'s address dictated ("veracleaning arroba yahoo ponto com"), her old boss in Valadares by nickname then name ("Cida, Aparecida Moreira") with a Brazilian mobile in local format (asked which country), then the shared mobile set right later ("troquei os dois últimos") for both',
    tags: [
      'portuguese',
      'multi-referee',
      'filler',
      'foreign-phone',
      'correction',
      'emoji',
      'done-phrase',
    ],
    locale: 'pt',
    defaultCountry: 'US',
    says: [
      'Hi! Pode sim, tá autorizado 👍',
      { tapConfirm: true },
      'Meu primeiro job aqui foi com um casal que tem uma company de cleaning em Framingham, os dois podem dar referência. Sou cleaner deles até hoje',
      'Vera Lúcia Gomes e Edson Gomes. O cell dos dois é o mesmo, (508) 872-4419, eles dividem',
      'O email da Vera é veracleaning arroba yahoo ponto com. O Edson não tem email',
      'E no Brasil a minha patroa em Valadares, que eu trabalhei 5 anos na loja dela, a Cida, Aparecida Moreira, (33) 9 8812-4470',
      { retry: 'Do Brasil, de Governador Valadares', key: 'phone:Aparecida' },
      'Desculpa, o cell da Vera e do Edson é (508) 872-4491, troquei os dois últimos',
      'Its all, obrigada!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Vera Lúcia', 'Gomes', 'veracleaning@yahoo.com', 'manager', '+15088724491'),
        c('Edson', 'Gomes', null, 'manager', '+15088724491'),
        c('Aparecida', 'Moreira', null, 'manager', '+5533988124470'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i203',
    title:
      'A worker on a cocoa plantation in São Tomé (a Santomean tenant) whose refusal opens with a "Sim" ("Sim, percebi o pedido. Mas não, obrigado, leve-leve"), with his boss\'s name and address inside it ("o Sr. Aurélio da Graça (aurelio.graca@…)") and a "later" that is no consent ("Talvez mais tarde"): nothing kept',
    tags: ['portuguese', 'consent', 'consent-with-email', 'negation'],
    locale: 'pt',
    defaultCountry: 'ST',
    says: [
      'Sim, percebi o pedido. Mas não, obrigado, leve-leve. Não quero que contactem o meu chefe na roça, o Sr. Aurélio da Graça (aurelio.graca@rocamontecafe.st), ele ainda não sabe que vou para Portugal. Talvez mais tarde',
      { tapConfirm: true },
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'pt-i204',
    title:
      'A Brazilian student who cooks at a tasca in Coimbra (a Portuguese tenant) with a consent on a condition of how ("mas só por email, por favor não liguem"), three referees described before they are named, "a Tia Lena, que não é minha tia" named later in full with an address set right in the next message ("sem o com"), the head cook of the university canteen with only an address, her old boss in Recife with a Brazilian mobile in local format (asked which country)',
    tags: [
      'portuguese',
      'consent',
      'multi-referee',
      'filler',
      'foreign-phone',
      'correction',
      'done-phrase',
    ],
    locale: 'pt',
    defaultCountry: 'PT',
    says: [
      'Sim, autorizo, mas só por email, por favor não liguem a ninguém antes de eu falar com eles',
      { tapConfirm: true },
      'Vou dar-vos três: a Tia Lena, que não é minha tia, é a dona da tasca na Baixa onde trabalho; o chefe de cozinha da cantina da universidade, onde fiz um estágio; e a minha antiga patroa no Recife, onde trabalhei antes de vir estudar',
      'A Tia Lena é a D. Helena Simões, helena.simoes@tascadabaixa.com.pt, 239 824 517',
      'Desculpem, o email da D. Helena é helena.simoes@tascadabaixa.pt, sem o com',
      'O chefe é o Sr. Nuno Carvalhal, nuno.carvalhal@cantinauc.pt',
      'A patroa do Recife é a Rosângela Bezerra, 81 99654-3210, rosangela@bolodorolorecife.com.br',
      { retry: 'É do Brasil, do Recife', key: 'phone:Rosângela' },
      'É tudo, obrigada!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Helena', 'Simões', 'helena.simoes@tascadabaixa.pt', 'manager', '+351239824517'),
        c('Nuno', 'Carvalhal', 'nuno.carvalhal@cantinauc.pt', ['manager', 'mentor']),
        c('Rosângela', 'Bezerra', 'rosangela@bolodorolorecife.com.br', 'manager', '+5581996543210'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'pt-i205',
    title:
      'A TV-factory worker in Manaus who grew up in Tabatinga (a Brazilian tenant) in Amazonense words ("Égua", "mana", "Bota") with a consent on a condition of when ("Só não liga pro Seu Raimundo de manhã"), four referees in one long message each described before being named, a mechanic whose "número é o mesmo da oficina" (a landline), a Colombian hotel owner in Letícia with a Colombian mobile in local format (asked which country) and his address sent later, the pastor taken out before he is named and replaced by a teacher in that same message, the supervisor\'s mobile set right later ("errei o final")',
    tags: [
      'portuguese',
      'consent',
      'multi-referee',
      'filler',
      'foreign-phone',
      'correction',
      'long',
      'done-phrase',
    ],
    locale: 'pt',
    defaultCountry: 'BR',
    says: [
      'Égua, pode sim mana. Só não liga pro Seu Raimundo de manhã que ele tá debaixo dos carros e não atende',
      { tapConfirm: true },
      'Vou te passar quatro: a minha supervisora da fábrica no Distrito, o mecânico que foi meu primeiro patrão, um colombiano de Letícia que eu trabalhei no hotel dele quando morava em Tabatinga e o meu pastor. A supervisora é a Keila Brelaz Mendonça, (92) 99183-4470, keila.mendonca@tvamazonia.com.br. O mecânico é o Seu Raimundo Nonato da Silva, ele não tem celular, o número é o mesmo da oficina, (92) 3234-8816. O colombiano é o Don Hernando Rojas, 311 482 7593. E o pastor... não, tira o pastor, disseram que religioso não vale. Bota no lugar a minha professora do Senai, a Profa. Cleide Andrade, cleide.andrade@escolatecnicaam.com.br',
      { retry: 'Da Colômbia, de Letícia', key: 'phone:Hernando' },
      'O email do Don Hernando é hotelrojasleticia@gmail.com',
      'Mana, o celular da Keila é (92) 99183-4407, errei o final',
      'Pronto, é só. Valeu!',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Keila',
          'Brelaz Mendonça',
          'keila.mendonca@tvamazonia.com.br',
          'manager',
          '+5592991834407',
        ),
        c('Raimundo Nonato', 'da Silva', null, 'manager', '+559232348816'),
        c('Hernando', 'Rojas', 'hotelrojasleticia@gmail.com', 'manager', '+573114827593'),
        c('Cleide', 'Andrade', 'cleide.andrade@escolatecnicaam.com.br', ['teacher', 'mentor']),
      ],
    },
    outcome: 'completed',
  },
];

export const REFEREE_PT: readonly TypedRefereeConversation[] = REFEREE_CASES.map(
  (conversation, index) => ({ ...conversation, heldOut: isHeldOut(index) }),
);

export const INTAKE_PT: readonly TypedIntakeConversation[] = INTAKE_CASES.map(
  (conversation, index) => ({ ...conversation, heldOut: isHeldOut(index) }),
);
