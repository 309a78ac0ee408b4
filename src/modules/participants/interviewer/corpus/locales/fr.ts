import { isHeldOut } from '../typed-corpus.types.ts';
import type { TypedContact, TypedIntakeConversation } from '../typed-intake-conversations.ts';
import type {
  BuiltinCode,
  TypedQuestionnaire,
  TypedRefereeConversation,
} from '../typed-referee-conversations.ts';

/**
 * Issue 41: French participants (France and Québec; Belgium and Switzerland
 * since the second set), written BLIND: before the French readers existed,
 * and without reading the interviewer, its reading rules, the kind modules'
 * readers or their tests. It is there to find failures, not to confirm
 * success.
 *
 * How people type French on a phone: accents left out ("tres", "a l'ecoute",
 * "reunion"), Québec words and spelling ("pis", "tsé", "chu", "y'é",
 * "mets-en", "c'est beau", "pas de trouble", "gérant", "boss"), numbers in
 * words ("quatre", "deux ans", "une bonne dizaine", "une douzaine"), ranges
 * ("3 ou 4", "4 ou 5"), hedges ("un bon 4", "disons 3", "environ 14 mois"),
 * corrections ("non... enfin si, pardon, je voulais dire oui"), negations
 * ("même pas un an", "aucun", "jamais"), skips ("je passe", "RAS"), "aucune
 * idée" / "je sais pas", declines ("je préfère ne pas donner de référence"),
 * a question back ("c'est sur 5 ou sur 10 ?"), a consent refusal with an
 * address, consent in local ways ("ouais vas-y", "pas de trouble"), lists of
 * referees (numbered, bullets, "et"), names with particles and hyphens ("Le
 * Gall", "dos Santos", "Marc-André"), phones in French, Canadian and
 * Portuguese formats, filler that is not a name ("Bon, alors"), version
 * numbers ("la v2 puis la v3"), emoji, pasted signatures and English words
 * ("full remote", "boss", "rush", "ok").
 *
 * The format, how a harness plays it and what a GOOD interviewer is assumed
 * to do: ../typed-corpus.types.ts, ../typed-referee-conversations.ts and
 * ../typed-intake-conversations.ts. The built-in questionnaire is seen in
 * French; the tenant questionnaires below are written in French. A built-in
 * conversation's `to` has one entry per step of `says` (retries and
 * confirmation taps included): the question asked at that step.
 *
 * SECOND BLIND SET (issue 41, added 2026-11-28: fr-r08…fr-r14,
 * fr-t10…fr-t16, fr-i14…fr-i20 and the fr-commerce questionnaire), by a
 * writer who had not read the readers, the lexicons or the corpus test's
 * output, so the team has never tuned on it. It adds Belgium and Switzerland
 * ("septante", "nonante", "une fois", "à tantôt", "Adieu!" as a greeting,
 * "ça joue", "natel", "pas de souci"), more Québec ("pantoute" is no, "une
 * couple d'années" is no number, "ben là", "chum"), "4/5" and "5 sur 5",
 * "4,5" that is no whole rating, autocorrect and missing accents ("jetais",
 * "cinqu", "quatres"), English words ("idk", "nope", "remote", "18 months
 * lol"), emoji as a rating, corrections mid-message, a rating named while
 * another was asked, a ramble full of other numbers with one answer inside,
 * an option that is not offered ("la plonge"), a refusal in a local idiom
 * ("Non merci, sans façon"), names with particles ("Jean-Baptiste de La
 * Tour", "Van den Bossche"), Belgian and Swiss numbers, and a phone corrected
 * in the same message.
 *
 * THIRD BLIND SET (issue 41): fr-r15…fr-r19, fr-t17…fr-t21 and
 * fr-i21…fr-i25, appended at the end, with one more tenant questionnaire
 * (fr-creche, written as a Québec early-childhood centre would, whose years
 * of experience invite "6 ans et demi" and whose options carry numbers,
 * "18-36 mois"). Written by a third writer who read neither the readers, the
 * lexicons, the interviewer nor the corpus tests, nor ran them. New ground:
 * SMS French ("jsp", "c", "tjr", "qq", "grave" for yes, "N+1", "la 1ere"),
 * "4 largement", "3 ou 4... allez 4", "je dirais 3" after another number,
 * "2 ans et qq mois", a Québec decline ("c'est ma belle-sœur pis ça me met
 * mal à l'aise"), "sur 10 je dirais 8" (never scaled silently), "ça fait une
 * escousse... disons un an et demi", a later message that corrects an
 * earlier rating by naming it, "nonante pour cent sûre que oui", star and
 * thumb emoji as ratings, "de mars 2022 à juin 2023", a company policy that
 * forbids references, "demain matin!" for yes, a parent who cannot answer a
 * required question; in the intake a yes with a negation, "St-Pierre",
 * 514/418 numbers, "Laissez-moi y réfléchir" (undecided), a Belgian "promotrice
 * de mémoire" and "Van der Elst", "ok go", a Moroccan mobile, a pasted HR
 * signature, a referee replaced by her deputy.
 *
 * FOURTH BLIND SET (2026-11-29): fr-r20…fr-r22, fr-t22…fr-t24 and
 * fr-i26…fr-i29, appended at the end, with one more tenant questionnaire
 * (fr-logistique, a warehouse: years in warehouses with halves, a CACES
 * yes/no people answer with category numbers, shifts as an optional
 * multiple choice, parcels an hour). Written by a fourth writer who read
 * neither the readers, the lexicons, the interviewer nor the corpus tests,
 * nor ran them. New ground: Côte d'Ivoire French ("dèh", "y a pas drap", "4
 * ou bien 5... je dis 4", "les gbakas", "on a fait deux ans ensemble", a
 * blessing as the comment) and a candidate named "N'Guessan"; Belgium ("4 sur
 * 5", "donner cours", "septante-deux mois, six ans quoi", "Je préfère ne
 * pas répondre à celle-là", "5, non attendez, 4"); a Québec referee who
 * stops after four answers ("Faut que j'y aille", the reference stays
 * open) with "pas pire pantoute, 4"; SMS French without apostrophes
 * ("jétais son chef déquipe"), "oui le 1, 3 et 5" for CACES categories,
 * "jamais le we", "environ 120/h", "RAS"; a client who cannot answer a
 * required yes/no ("je crois que oui mais je ne suis pas sûr") and
 * "nonante, cent par heure"; Québec franglais ("from 2021 à 2023, genre 2
 * ans", "on-call? oui, une semaine sur quatre", "full remote… après
 * hybride", "c'est beau"); in the intake "on était dans la même promo",
 * Senegalese numbers and a compound first name ("Mamadou Lamine"), "ma
 * maîtresse de stage" without an e-mail, a Belgian refusal "pas tant que"
 * with "Name <email>" inside, a Québec list with "Le Blanc-Tremblay",
 * "MacLeod" and "PAS mon boss actuel", an e-mail dictated ("arobase",
 * "point") for a Geneva manager with a Swiss mobile in a French intake.
 *
 * FIFTH BLIND SET (2026-11-29): fr-r23, fr-r24, fr-t25, fr-t26 and
 * fr-i30…fr-i32, appended at the end, on existing questionnaires
 * (fr-commerce, fr-dev). Written by a fifth writer who read neither the
 * readers, the lexicons, the interviewer nor the corpus tests, nor ran them.
 * New ground: Haiti, French with Kreyòl ("m te sipèvizè li", "li bon anpil",
 * "mwen pa konnen", "wi, san pwoblèm", "wi dakò" as consent asked again, a
 * +509 mobile and a Haitian local number in a French tenant); Lebanon,
 * French with Arabizi and English ("mnih ktir, 4", "5 akid", "ma ba3ref"
 * whose 3 is a letter, "je dirais 3", "2 ans w nos", "khalas", a refusal
 * "ma fi hala2" with an address in it); Luxembourg ("Moien", "jo",
 * Luxembourgish among the languages but not an option, "Merci villmools");
 * Morocco, an HR referee with Darija ("wakha", "smehli", "la" for no,
 * "safi") who cannot rate a required question (open), "sur site mais 2
 * jours de télétravail" for hybrid; in the intake a Moroccan CV's
 * "Références" pasted (titles that are not relationships, "El Amrani", a
 * local mobile) with the relationships given after.
 *
 * SIXTH BLIND SET (2026-11-29): fr-r25, fr-r26, fr-t27, fr-t28 and
 * fr-i33…fr-i35, appended at the end, with one more tenant questionnaire
 * (fr-centre-appel, an outsourced call centre with sites in Dakar, Abidjan
 * and La Réunion: months, channels as an optional multiple choice, a
 * required yes/no on targets, calls a day that people give as ranges).
 * Written by a sixth writer who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them. New ground: Québec joual
 * with English ("Chu son boss", "Full bon. 5", "genre 3... non, 4
 * finalement", "idem" for the rating before, "ché pas trop", "n/a", "ça
 * fait genre deux ans et demi"); Cameroon ("le mbom", a long answer full of
 * other numbers with "Je mets 4" inside, three ratings named in one
 * message, "Je préfère ne pas noter ça", a yes that also corrects an earlier
 * rating by naming it); Senegal with Wolof ("dafa baax, 5 sur 5", "Waaw"
 * for yes, "dix huit mois", "entre 80 et 100, ça dépend", "Jërëjëf"); La
 * Réunion with Creole ("mi té sa formatrice"), a referee who declines after
 * two answers; in the intake a question back instead of consent, a Belgian
 * e-mail signature with a title and a street address ("Bd du Roi Albert II
 * 27, 1030 Bruxelles"), "de Wergifosse" and "Van Acker", Québec lowercase
 * ("ouin correct", "genevieve st-onge", a 418 number, a French mobile in a
 * Canadian intake, an e-mail given later and corrected, "c'est toute"), and
 * a Vaud apprentice who names a maybe-referee without a first name and stops
 * early (open).
 *
 * SEVENTH BLIND SET (2026-11-29): fr-r27, fr-t29, fr-t30, fr-i36 and
 * fr-i37, appended at the end, on existing questionnaires (fr-restauration,
 * fr-logistique). Written by a seventh writer who read neither the readers,
 * the lexicons, the interviewer nor the corpus tests, nor ran them. New
 * ground: Acadian chiac from Moncton ("a' communique right bien", "same" for
 * the rating before, "ça dépend des jours", "oui, for sure", "trente
 * mois"); a Breton chef's formal letter ("Madame, Monsieur", "Veuillez
 * agréer…", a signature) that also gives the years, "Sans la moindre
 * hésitation." as yes; slang from the Marseille cités ("wesh" as no answer,
 * "wallah 4 ans", "un frère sérieux", "aprem", "cent cinquente"); in the
 * intake an older candidate sending one fact per message, and Guadeloupe
 * Creole ("Wi, pa ni pwoblèm", "sé tout, mèsi") with a 0690 mobile that is
 * +590, a first name corrected and a referee withdrawn.
 *
 * EIGHTH BLIND SET (2026-11-29): fr-r28, fr-r29, fr-t31, fr-t32 and
 * fr-i38…fr-i40, appended at the end, with one more tenant questionnaire
 * (fr-transport, road haulage: years driving, a driving rating, an optional
 * yes/no on accidents that people answer "zéro claim", an optional multiple
 * choice of trailer types people name in English, kilometres a day that
 * people give in miles). Written by an eighth writer who read neither the
 * readers, the lexicons, the interviewer nor the corpus tests, nor ran them.
 * New ground: Kinshasa (DR Congo) French with Lingala ("Mbote", "Na solo",
 * "Eza malamu, 4", "Ee, sûr et certain" is yes), "il faut demander à Papy,
 * son collègue" as an answer (ask someone else: nothing), dates instead of a
 * duration ("arrivée chez nous en 2021 et partie en mars de l'année passée")
 * then "Mettez quatre ans"; Tunisia, French with Tunisian Arabizi
 * ("3aslema", "behi barcha, 5", "mouch leader barcha, 3", "ey normal" is yes,
 * "3am w nos" is a year and a half, not 3, "ya3tik essa7a"), two ratings in
 * one message ("communication et technique, 4 pour les deux") and a joke
 * around a rating; Franco-Ontarian trucking franglais from Sudbury ("le boss
 * du dispatch", "reefer pis flatbed, un peu de dump", "zéro claim en 4 ans",
 * "400 milles par jour" that are miles, neither 400 km nor 400 000,
 * "Certain" is yes); a restaurant owner in Paris for whom French is a second
 * language ("moi patron restaurant", "deux année", "très très sérieux" with
 * no number, "non, elle pas chef" on an optional count with min 1); in the
 * intake Tahiti ("Ia ora na", a yes with a condition that only narrows who,
 * an 8-digit Polynesian mobile in a French intake that is +689, "Māuruuru"),
 * a Tunisian list with a nickname in brackets ("Mohamed Trabelsi (Hamma)"),
 * an initial for a first name ("A. Gharbi", given later), a 00216 prefix and
 * a referee removed from the list; a French teenager in SMS slang ("slt",
 * "tkt c bon" is consent, "la daronne des petits que je garde", "jcrois",
 * "askip", "mrc"), a coach and a babysitting parent without e-mails, a
 * number with dots ("06.12.34.56.78").
 *
 * NINTH BLIND SET (2026-11-29): fr-r30, fr-t33, fr-t34, fr-i41 and
 * fr-i42, appended at the end, with one more tenant questionnaire (fr-btp,
 * building trades: years together, a safety rating, an optional multiple
 * choice of trades, an optional yes/no on leading a team, the height worked
 * at in metres that people give in floors, "R+6"). Written by a ninth writer
 * who read neither the readers, the lexicons, the interviewer nor the corpus
 * tests, nor ran them. New ground: Algeria, an oil-field site supervisor
 * answering by voice dictation (no punctuation, numbers in words) with
 * Darja ("mlih bezef … je mets quatre", "wallah", "ih bien sûr" is yes,
 * "saha"), two ratings named in one message, "je sais pas trop franchement",
 * a duration full of rotation numbers ("deux ans … rotation quatre
 * quatre"); Corsica ("Bonghjornu", "innò" is no, "iè" is yes, "trois
 * saisons, de 2021 à 2023", "un R+6" that is floors, "À prestu"); Alsace, a
 * town's technical services director in administrative style ("j'ai
 * l'honneur de vous faire connaître", "du 01/03/2017 au 28/02/2023", a
 * signature with a street address and a phone, "l'intéressé", "Sans objet"
 * as a skip, "Avis favorable, sous réserve des nécessités de service" as
 * yes, "pour servir et valoir ce que de droit" that is no comment); in the
 * intake Madagascar (names written surname first, "Eny tompoko", a 034
 * mobile that is +261, "Misaotra betsaka") and Mauritius (Kreol "okenn
 * problem", an HR department offered instead of a person, a three-word
 * Sino-Mauritian surname "Li Kam Wa", a French mobile in a Mauritian
 * intake, "Sa tou, mersi").
 *
 * TENTH BLIND SET (2026-11-29): fr-r31, fr-r32, fr-t35…fr-t37 and
 * fr-i43…fr-i45, appended at the end, with one more tenant questionnaire
 * (fr-soins, care of the elderly as a nursing home writes it: the activity
 * rate in per cent, required, that people give as "huitante pour cent",
 * "plein temps" or two rates for two periods; an optional yes/no on night
 * shifts; a required multiple choice of care tasks). Written by a tenth
 * writer who read neither the readers, the lexicons, the interviewer nor the
 * corpus tests, nor ran them. New ground: Brussels ("Amai, 5 !", "4, à
 * l'aise", "je ne sais pas dire" is can't say, "13 sur 20, comme à l'école"
 * never scaled silently, "dikkenek", a question back before the
 * improvements, "Non, peut-être !" that is a firm yes, "deux ans et des
 * brouettes" slipped into the relationship, then "Mettons 26 mois");
 * Romandie, a Vaud EMS head nurse ("huitante pour cent, puis septante" for
 * two periods on the required rate, asked again, then "voyez avec les RH":
 * open; "5, sans autre"; "le dîner et le souper" are meals; "le lift"; a
 * no that turns into "deux ou trois en remplacement", asked again;
 * "Service !" as goodbye); the Paris banlieue with verlan
 * ("chanmé", "ouf", "relou", "vénère", "téma", "zarma" as irony before the
 * real rating, "la ligne 11" inside a rating, "3 piges" is 36 months,
 * "j'avoue, direct" is yes); Mali with Bambara ("sa major" is the head
 * nurse, "Le taux, c'est quoi ça ?", "plein temps" is 100, "Ayi" is no,
 * "Awo" is yes, "On est ensemble. I ni ce"); New Caledonia, a Caldoche
 * dispatcher in Koné ("fin bien" is very well, a deer hit on the
 * transversale that is "pas sa faute" asked again, "12 rotations par jour"
 * that are no kilometres, "Tata !" is goodbye); in the intake Marseille
 * ("Oh fan", a yes that spares the current boss, "la Karima" with an
 * article, "D'Agostino", a Marseille landline, a "fada" withdrawn, "y a
 * dégun d'autre" is done), Louisiana Cajun ("Mais yeah, cher" is yes,
 * "Asteur", a pasted signature with "Ed.D." and a US street address, US
 * numbers in a French intake, "Ti-Jean" whose real name is Jean-Pierre), and
 * Côte d'Ivoire nouchi ("On dit quoi", "le vieux père" and "tantie" that are
 * neither names nor family, a 10-digit Ivorian mobile "07 07 …" that also
 * looks French, its digits corrected in a later message, "on est ensemble").
 *
 * ELEVENTH BLIND SET (2026-11-29): fr-r33, fr-r34, fr-t38…fr-t40 and
 * fr-i46…fr-i48, appended at the end, with one more tenant questionnaire
 * (fr-comptabilite, accounting as a finance department or a firm writes it:
 * years that people count in fiscal years, "trois exercices"; software named
 * with version numbers, "Sage 100"; a required yes/no on closing the
 * accounts alone; companies followed). Written by an eleventh writer who
 * read neither the readers, the lexicons, the interviewer nor the corpus
 * tests, nor ran them. New ground: Burkina Faso with Mooré and Dioula ("Ne
 * y yibeogo", "Je peux vous envoyer un vocal plutôt ?" instead of a
 * rating, "mention très bien" with no number, "c'est pas un peu !" that is
 * emphasis, not a negation, "Yaa fohi", "On va faire comment…" as
 * can't say, "gâter son dossier", "trois hivernages" that are no months,
 * "Barka"); Gabon ("Mbolo", "trois exercices … de 2020 à 2022", "Zéro écart
 * … en trois ans. 5", "Akiba"); Toulouse with Occitan and southern slang
 * ("Adiu", "gavé bon, con", keycap emoji "4️⃣" and "5️⃣" as ratings, "un
 * troisième ligne … et la fiabilité pareil", "il tanque", "Zéro NC en deux
 * ans" in the strengths, a joke before the real improvement, "Macarel,
 * oui !", "donc vingt" after a sum, "Adishatz"); Burundi, a client who
 * declines the written reference with a +257 number in the decline
 * ("Amahoro", "Murakoze"); Mayotte ("Jeje", "6 ans en tout, dont 4
 * diplômée", "les moyens … de 18 mois à 3 ans", "Ewa" is yes, "shimaoré
 * et kibushi", "Marahaba"); in the intake the Nord in ch'ti ("ch'est bon",
 * a semicolon CSV pasted from a French Excel with surnames in capitals and
 * an empty cell, a Mouscron landline with 0032, a relationship corrected
 * later, "biloute"), Djibouti (consent in Somali "Haa, waan ogolahay", a
 * three-part Somali name, an e-mail withheld, Arabic script "إن شاء الله"
 * and "شكراً", a +971 number, a referee named then withdrawn in the same
 * message), French Guiana ("Wi, mo dakò", a 0694 mobile dictated in words
 * that is +594, a Brazilian ex-boss with +55 96 and Portuguese, a candidate
 * who leaves for the shuttle: open).
 *
 * TWELFTH BLIND SET (2026-11-29): fr-r35, fr-t41, fr-r36, fr-t42, fr-t43
 * and fr-i49…fr-i51, appended at the end, with one more tenant
 * questionnaire (fr-boulangerie, an artisan bakery: months together, a
 * rating of the regularity of the production, a REQUIRED multiple choice of
 * products, an optional yes/no on night work, baguettes shaped a night that
 * people give as ranges or count in croissants instead, a required yes/no).
 * Written by a twelfth writer who read neither the readers, the lexicons,
 * the interviewer nor the corpus tests, nor ran them. New ground:
 * code-switching with neighbouring languages. Biel/Bienne, a Swiss German
 * workshop head at Omega for whom French is a second language ("Grüessech",
 * "Vier." is 4, "un 5 — mais sur 6, comme les notes à l'école" is the Swiss
 * school scale, never stored as 5, "ja genau", "Tiptop", "Das weiss ich
 * nicht so genau" is can't say, "Keine Note", "Jederzeit!" asked again,
 * "Zwei Jahre und ein paar Monate… disons deux ans et quatre mois"); Nice,
 * an Italian-born baker ("Sono il titolare… pardon", "diciotto, venti mesi,
 * boh. Allez, vingt.", "Cinque... 5" after "le 24 décembre" and "trois
 * fournées", "quella la fa mia moglie" is a no inside a multiple choice,
 * "Certo!" is yes, "Subito! Anche domani" asked again); Vanuatu, a hotel
 * front desk in Port-Vila with Bislama ("Hem i wanem ia?" as a question
 * back, "Hem i gud tumas", "Mi no save" is can't say, "smol : 2", "Nomo.
 * Rien." skips, "Yes, hem i stret", "Tri yia" is no number until asked
 * again, "Lukim yu!"); Niger with Hausa ("Sannu da aiki", "Gaskiya", "A'a"
 * is no, "1 050 km … en deux jours" is no distance a day, neither 1050 nor a
 * quotient, "ban sani ba", "To, ba matsala" is yes, "Sai an jima"); Rwanda,
 * a Kigali pastry chef in French, English and Kinyarwanda ("Muraho",
 * "maybe a bit more" asked again, "Yego" is yes, 300 croissants that are no
 * baguettes, "ndaje!" before the required yes/no: open); in the intake
 * Saint-Pierre-et-Miquelon (a couple under one surname, "Les Detcheverry :
 * Marie-Jo … et son mari Bernard", a 6-digit "55 41 22" that is +508, a
 * Halifax (902) number, "Ça sera tout"), West Flanders (a Kortrijk
 * candidate in Dutch and French, a contact pasted as a vCard with "N:Van de
 * Velde;Pieter-Jan;;;" and "+32 (0)476", "En mijn collega", a landline
 * replaced by the "gsm", "Dat is alles"), and Togo (Ewe "Ɛ̃" with a French
 * consent, a local 8-digit Lomé number, then the consent WITHDRAWN, "je
 * retire mon accord … effacez", with another name and number inside the
 * withdrawal, "Akpé": nothing kept).
 *
 * THIRTEENTH BLIND SET (2026-11-29): fr-r37, fr-t44, fr-r38, fr-t45, fr-t46
 * and fr-i52…fr-i55, appended at the end, with one more tenant
 * questionnaire (fr-coiffure, a hair salon or barber shop: years together, a
 * technique rating, a REQUIRED multiple choice of services with braids and
 * weaves among them, an optional yes/no on a clientele of their own, clients
 * a day that people give as ranges, a required yes/no). Written by a
 * thirteenth writer who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them. New ground: a Lyon
 * pharmacist answering by voice dictation with its artefacts ("virgule",
 * "point d'exclamation", "à la ligne" and "émoji qui rigole" typed as
 * words, "je lui mets un saint" that is the dictated "cinq", asked again,
 * "8 heures moins le quart … alors cinq", "cinq ans moins deux mois" is 58);
 * Guinea with Pular (a salon in Madina, "Jaraama", "Eey" is yes, "trois ans
 * et quelque", "Alaa, je ne peux pas la reprendre… mais si elle revient, oui"
 * that is a yes, "les veilles de Tabaski c'est 10, 12" asked again, perruques
 * that are no option, the men's option refused); a plain Nantes insurance
 * manager; a Bayonne barber with Basque ("Egun on", "Bai", "Ez… enfin si"
 * said to the apprentice, "Milesker, agur"), the years and the technique
 * rating in one message that names the rating, "la couleur presque jamais,
 * mettez pas"; Pondicherry (Puducherry), a Tamil tech lead in English and
 * French ("Vanakkam", "Pondy", "two and half years", an Indian signature
 * with "+91 98430 12345" under a rating, "Aamaa" is yes, a work mode that
 * changed with covid asked again, "Illai" and a refusal to say why she
 * left, "Nandri"); in the intake Guinea (an honorific "El Hadj" that is no
 * first name, 9-digit 622/664 mobiles, a 00224 prefix, "gmial.com"
 * corrected), Lyon (consent with a condition on how, a forwarded WhatsApp
 * message pasted with its "[18:42, 27/11/2026]" timestamp, a LinkedIn URL
 * that is no e-mail, a married name replacing the surname given), Chad (a
 * refusal in Chadian Arabic, "Lâ", that offers signed PDF certificates with a
 * director's name and N'Djamena number inside, nothing kept), and a retired
 * Normandy farmer typing ALL IN CAPITALS without apostrophes (an e-mail in
 * capitals, a landline with two digits swapped then corrected, a mobile
 * half remembered that is no phone, "mon petit-fils m'appelle": open).
 *
 * FOURTEENTH BLIND SET (2026-11-29): fr-r39, fr-t47, fr-r40, fr-t48, fr-t49
 * and fr-i56…fr-i59, appended at the end, with one more tenant questionnaire
 * (fr-securite, private security as a guarding company in France, Québec or
 * Central Africa writes it: months together, a vigilance rating, a REQUIRED
 * yes/no on a valid professional card or permit that people answer with "BSP"
 * or with "ici ya pas de carte", an optional multiple choice of sites, hours
 * a week that people give in shifts, "des vacations de 12h", "4 on 4 off", a
 * required yes/no). Written by a fourteenth writer who read neither the
 * readers, the lexicons, the interviewer nor the corpus tests, nor ran them.
 * New ground: Liège with Walloon, a TEC bus depot head ("le 4 et le 48" are
 * bus lines, "pèkèt", "Oufti", "même sous la drache, même le 15 août en plein
 * Outremeuse … 5", "Quatre et d'mi" asked again, "Dji n'sé nén" is can't say,
 * a question back before the improvements, "Awè, sûr !" is yes, "six ans et
 * d'mi" is 78, "À r'vèy"); Bangui (Central African Republic) in SMS French
 * without accents ("bara ala", "pk12", "depuis la saison des pluies 2022"
 * asked again, "a 3h du mat. 5/5", "ici ya pas de carte comme chez vs en
 * france" twice on the required card: open, "vacations de 12h, 6j/7" asked
 * again then 72, the maximum, "singila mingi"); the Seychelles, a dive-centre
 * manager in Beau Vallon in English, French and Seselwa ("Bonzour", "Senk" is
 * 5, asked again, "200+ dives. 4", "i bon menm", "Mon pa konnen", "15-20
 * people. 4", "Wi" asked again, "about 3 years" is 36); an Innu team lead
 * from Uashat at the Sept-Îles aluminium smelter ("Kuei", "Chu son chef
 * d'équipe", three answers in one message naming the vigilance and the BSP
 * permit, the Innu Nikamu festival that is an event, "4 on 4 off" asked
 * again, "Non — ah ben voyons, j'ai lu trop vite. Oui", "innu-aimun",
 * "Tshinashkumitin"); Andorra, a perfumery in the Pas de la Casa in Catalan
 * and French on fr-commerce ("Sóc l'encarregada… pardon", "Dues temporades
 * d'hivern i un estiu" asked again, "Posa 16", a tapped rating, "Sí, és
 * clar", "francès, castellà, català i una mica d'anglès" that is French and
 * English only, "Uns cent cinquanta… no, perdó, cent vint. 120", "Gràcies,
 * adéu"); in the intake the Comorian diaspora in Marseille (a hesitation as a
 * question back, "Ewa, d'accord", "mon fundi" who taught her sewing in Moroni
 * is a mentor, a three-part name "Ahmed Said Mmadi", a 7-digit Comorian
 * mobile, "Marahaba sana"), Congo-Brazzaville ("Mbote", "Dr" that is no name,
 * "mon yaya … c'est pas mon vrai grand frère" is a colleague, a Kinshasa
 * number "081 234 5678" across the river that is +243, a Brazzaville number
 * corrected from 06 to 05, "Matondo"), Cambodia (surnames written first in
 * capitals, "M. CHHIM Sokha" and "KEO Sreypov", "lok kru" is a teacher, "bong
 * Srey Pov" a nickname replaced by the real name, "Baat" asked again, a
 * French mobile in a Cambodian intake, "Orkun chraen"), and a Wallisian in
 * Nouméa ("Mālō te ma'uli", undecided, then a refusal, "mon ancien patron …
 * c'est mon tonton", with a name and a 6-digit Wallis number inside it:
 * nothing kept).
 *
 * FIFTEENTH BLIND SET (2026-11-30): fr-r41, fr-t50, fr-r42, fr-t51, fr-t52
 * and fr-i60…fr-i63, appended at the end, with one more tenant questionnaire
 * (fr-agricole, seasonal farm work as a Champagne vineyard contractor or a
 * Québec fruit farm writes it: seasons together, that people count as
 * harvests plus a pruning winter; a rating of the care taken with the crop;
 * a REQUIRED multiple choice of tasks; an optional yes/no on driving farm
 * machines; kilos picked a day, optional, that people give in crates or in
 * pounds; a required yes/no). Written by a fifteenth writer who read neither
 * the readers, the lexicons, the interviewer nor the corpus tests, nor ran
 * them. New ground: immigrant communities whose languages the file had not
 * seen. The Vietnamese of the Paris 13e, a travel agency manager avenue de
 * Choisy ("Dạ, chào chị", "Rất tốt … 5", "4 điểm" is 4, "Bình thường" has no
 * number (asked again: 3), "pendant le Tết 2024 … 300 dossiers en deux
 * semaines … 5" (5, neither 2024, 300 nor 2), "Không biết" is can't say,
 * "Chưa … je ne note pas" skips, "ông bà" in the strengths, "Dạ vâng, tất
 * nhiên" is yes, "Ba năm rưỡi… pardon, trois ans et demi" is 42, "Không,
 * cảm ơn nhiều" is no comment); a Romanian team leader in the Champagne
 * vineyards on fr-agricole ("Bună ziua", "sef de echipa… pardon", "Trei…
 * trois vendanges … Et la taille l'hiver 2023" is 3 or 4 (asked again: 4),
 * "Foarte bine … 5", the hotte and apples that are no option, "Nu, pas de
 * permis" is no, "40, 50 caisses par jour" are crates, not kilos (asked
 * again: "Nu știu … Sautez"), "Da, sigur!" is yes, "Mulțumesc"); a Turkish
 * garage owner in Strasbourg-Neuhof ("Merhaba", "usta" and "çırak", "3…
 * yok yok, 4", "Çok iyi … 5 ve la fiabilité aussi 5" (the technical rating
 * AND reliability named: not asked again), "4 ou 5, belki 5" asked again,
 * "Bilmiyorum" asked again then "je note pas", a refused improvement, "Evet,
 * yarın bile!", "4 ans … moins le service militaire, 6 mois" is 48 or 42
 * (asked again: 42), "Allah razı olsun" and "İnşallah" in the comment, with
 * Turkish dotless ı, ş and ğ); a Mexican foreman on a strawberry farm on the
 * île d'Orléans on fr-agricole in Québec French and Spanish ("Hola, bonjour",
 * "fait que c'est moi qui réponds", "Cuatro temporadas, 4 saisons … d'avril
 * à octobre" (4), "Las fresas son delicadas … 4", "Fraises, framboises, pis
 * les légumes … Empaquetage non", "Sí, le tracteur … pis le chariot", "Como
 * 600 libras … 600 livres par jour" are pounds, never stored as kilos (asked
 * again: 270), "¡Claro que sí!", a candidate named "Chávez Ixcoy"); a
 * Franco-Israeli CTO in Herzliya on fr-dev ("Shalom", "de l'alyah de Yoni en
 * 2022 jusqu'en juillet 2024… donc 2 ans? un peu plus" asked again: 26,
 * "Tov meod … Je mets 5, et encore c'est pas assez 😂" (5), "כן (oui),
 * toranout une semaine sur trois" is yes, then "Slicha, Shabbat rentre dans
 * 20 minutes … Je finis dimanche" before the required work mode: open); in
 * the intake a Ukrainian teacher in Villeurbanne ("Так, oui", names in
 * Cyrillic with their Latin spelling given, "Андрій Мельник — Andriy
 * Melnyk" then "Andrii, pas Andriy, comme sur son passeport", a +380 number
 * and a local Ukrainian "067 555 12 34" for a colleague now in Poland who
 * kept his Ukrainian number (+380, not +48), a Croix-Rouge volunteer French
 * teacher, "Дякую"), the Wenzhou diaspora in Aubervilliers ("好的 ok
 * d'accord", "WANG Jianguo
 * (王建国)", an all-digit QQ e-mail "2846731950@qq.com", a WeChat ID that is
 * no e-mail, an 11-digit Chinese mobile "138 5771 2046" for a teacher "en
 * Chine" (+86), "Mme CHEN Li" surname in capitals, "就这些"), a Polish
 * cleaner in Brussels ("Tak, jasne", "Pani Gosia" (a title and a nickname,
 * no surname) then "Gosia c'est le petit nom … Małgorzata Wiśniewska" with
 * an e-mail without diacritics, "Pan Tomasz Kowalczyk" with a 9-digit
 * Polish mobile in a Belgian intake (asked: +48), then "Przepraszam … le bus
 * arrive": open), and the Aosta Valley in an Italian intake ("Bondzor! Sì…
 * oui", Italian titles that are no first names, "Geom. Ivo Perrin" and "la
 * Dott.ssa Chiara Bionaz", an Aosta landline "0165 30 04 56" whose 0 stays
 * (+39 0165…), an Italian mobile, a Martigny boss over the
 * Grand-Saint-Bernard with a Swiss mobile in an Italian intake, asked, no
 * e-mail, "C'est tout, mersì bien").
 *
 * SIXTEENTH BLIND SET (2026-11-30): fr-r43, fr-t53, fr-r44, fr-t54, fr-t55
 * and fr-i64…fr-i67, appended at the end, with one more tenant questionnaire
 * (fr-hotellerie, hotel housekeeping as a hotel group in France, Québec or
 * Switzerland writes it: months together, that people count in seasons; a
 * cleanliness rating; a REQUIRED multiple choice of tasks in the head
 * office's words, "Chambres à blanc (départs)", "Recouches", that people
 * answer in their own, "les re couches", "les aires communes", "la
 * buanderie", "les communs"; rooms a day, optional, that people count in
 * credits or as a whole floor; an optional yes/no on training newcomers; a
 * required yes/no). Written by a sixteenth writer who read neither the
 * readers, the lexicons, the interviewer nor the corpus tests, nor ran them.
 * New ground: scripts and keyboards the file had not seen, and voice
 * dictation's homophones. The Armenian diaspora of Alfortville, a dental lab
 * owner in Western Armenian script ("Բարեւ ձեզ", "Լավ, 4", a five written
 * only as "Հինգ" (asked again: 5), "arrivé d'Erevan en 2021" inside the
 * relationship, "C'est sur 5 ou sur 10 ?" then "Alors 4", "le 24 avril …
 * 5", "3 ou 4. Չեմ գիտեր" asked again, "Ça c'est obligatoire ?" then "je
 * passe", a refused improvement, "Այո" is yes, "depuis mars 2021 jusqu'au
 * mois dernier" asked again: 66); a Québec executive housekeeper dictating
 * in her car on fr-hotellerie ("je dicte dans mon char", "4 sur 5 non
 * attends 5 sur 5", "16 crédits" that are no rooms, "entre 18 pis 22", then
 * "Mettons vin" that is the dictated vingt, "Cent hésiter" that is sans
 * hésiter, a yes, never 100); a Franco-Iranian engineering manager at the
 * Crolles fab whose keyboard stays in Persian (a very long relationship full
 * of other numbers, "۴" and "۵" in Extended Arabic-Indic digits, asked
 * again, "Plutôt 3. Non, je suis injuste, 4", "l'A41", "نمی‌دونم" is can't
 * say, "بله، بدون شک" asked again, "4 ans et demi … 3 ans et après 18 mois"
 * is 54, "مرسی"); a Japanese chef-owner rue Sainte-Anne on fr-restauration
 * in one-word messages ("シェフです。Chef. Patron.", "二年" asked again, a
 * full-width "４。", "キッチンだけ", "はい", "いいえ。Personne." on an
 * optional count with min 1); a Portuguese gouvernante générale in
 * Crans-Montana on fr-hotellerie ("Sou a governanta… pardon", "Duas
 * temporadas de inverno … et l'été 2025" asked again: 14, "le client du
 * 412 … 5", "e às vezes la lingerie … Les communs non", "Um andar inteiro
 * … quinze chambres", then "Desculpa, o diretor está a chamar" before the
 * required rehire: open); in the intake a Korean candidate in Paris (a
 * Seoul team leader in Hangul surname first with the title "팀장님", a
 * local "010-2345-6789" that is +82, a referee given over two messages, an
 * e-mail with "골뱅이" for the at sign), a Franco-Manitoban in
 * Saint-Boniface ("Oui, go ahead", "Sœur Cécile Bérubé" with an e-mail
 * written "(at)…(dot)…", "Fréchette-Gauthier", "Ti-Guy, ben Guy Normandeau"
 * with "204.555.0199"), a Cairo teacher in an Egyptian intake ("Inshallah
 * 🙏" is no consent yet, asked again, "Dr. Hanan Abd El-Rahman" over two
 * messages with a local "010 1234 5678", "Mido… pardon, Mohamed Mahmoud
 * Soliman", "ustaz Sherif" with no surname), and a Kabyle candidate in
 * Montreuil ("Azul! Ur ẓriɣ ara…" undecided with a question back, then "Ih,
 * ulac aɣilif", "Dda Mokrane" whose Dda is a title, "Aït Ahmed", "k.amrouche
 * @ Yahoo . Fr", an Algerian "0550 12 34 56" that is +213, a colleague
 * withdrawn, "tanemmirt").
 *
 * SEVENTEENTH BLIND SET (2026-11-30): fr-r45, fr-t56, fr-r46, fr-t57, fr-t58
 * and fr-i68…fr-i71, appended at the end, with one more tenant questionnaire
 * (fr-peche, fishing as a shipowner, a skipper or a fish plant writes it:
 * months at sea together, that people count in fishing trips, "une vingtaine
 * de marées", or in lobster seasons; a rating of safety on board; a REQUIRED
 * multiple choice of posts on board that people answer in the trade's words,
 * "y boëttait pis y virait les cages", "le tri à la table", "le cuisinier deux
 * marées"; an optional yes/no on maritime certificates answered "son FUM" or
 * "CFBS"; days at sea in a row, optional, that day boats answer "ça
 * s'applique pas"; a required yes/no). Written by a seventeenth writer who
 * read neither the readers, the lexicons, the interviewer nor the corpus
 * tests, nor ran them. New ground: people who answer ahead, or about the
 * wrong person, and phones that rewrite or renumber what is typed. A Jersey
 * hotel manager in St Helier writing school French on a phone autocorrected
 * to English ("Bouônjour!" in Jèrriais, "Quarter" that is quatre, then
 * "*quatre!!", "Quatre-ish", "N/A", "Our!! Tomorrow" that is oui (asked
 * again), "deux saisons, mars à octobre, 2024 and 2025" asked again: 16, "À
 * bétôt"); a Madelinot lobster fisherman in Grande-Entrée on fr-peche ("le
 * capitaine pis le propriétaire", "Trois saisons de homard … pis une saison
 * de crabe" asked again: 8, "les femelles œuvées", "Le moteur c'est moi" is
 * no engine post, "son FUM" is yes, "au homard on rentre au quai tous les
 * soirs" is no number of days, "Ben certain!", "un gros nordet"); a Lao NGO
 * director in Vientiane who answers ahead ("Sabaidee", the duration and the
 * rehire inside the relationship, never asked again; every rating in one
 * message with "technique 4... non, 5" and a leadership she cannot judge;
 * "bo pen nyang"; "Khop chai lai lai"); a Cotonou chartered accountant who
 * answers two questions about another Rodrigue, then sees the surname on the
 * link and declines ("Il faut m'excuser": nothing kept); a Guilvinec trawler
 * skipper with Breton words ("Demat", "Ya", "Kenavo") for "Le Floc'h", "une
 * vingtaine de marées" asked again, "passer sous les funes … 4", "Nos marées
 * font treize jours", then "On largue … plus de réseau après Penmarc'h"
 * before the required rehire: open; in the intake Benin after its 2024
 * renumbering (surnames first in capitals, "M. HOUNKPATIN Gérard", a new
 * ten-digit "01 97 12 34 56" that looks like a Paris landline, an old
 * eight-digit "96 45 78 12" corrected to "01 devant"), Mauritania (a list of
 * referees sent before the consent, asked again; "Ould" and "Mint" that
 * belong to the surname, "Mohamed Lemine Ould Cheikh", "Mariem Mint Ahmed
 * Salem"; "+222 22 45 67 89"), a French NGO worker back from Laos (a
 * director by first name only, her surname found and spelled out, a Lao
 * "020 55 12 34 56" asked: +856, an e-mail corrected in the same message,
 * "Khop chai!"), and a Monte-Carlo croupier (a yes that only delays the
 * current boss, a +377 mobile, an eight-digit Monaco landline asked, a
 * nameless third referee not kept, "je dois prendre mon service": open).
 *
 * EIGHTEENTH BLIND SET (2026-11-30): fr-r47, fr-t59, fr-r48, fr-t60, fr-t61
 * and fr-i72…fr-i75, appended at the end, with one more tenant questionnaire
 * (fr-foret, forestry as a Québec forestry contractor or a logging
 * concession in the Congo basin writes it: years together, a rating of the
 * quality of the work in the forest, a REQUIRED multiple choice of tasks that
 * people answer in the trade's words, "le planting", "l'EPC", "la scie", "le
 * skidder", "la multi", "l'étêtage"; an optional yes/no on chainsaw safety
 * training answered "son cours d'abattage manuel de la CNESST"; the volume a
 * day in cubic metres, optional, that people count in loads, "10-12
 * voyages", or in trees, "15 pieds"; a required yes/no). Written by an
 * eighteenth writer who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them. New ground: what people
 * think of the candidate, and where an answer sits in the conversation. A
 * Martinique pharmacist who is the candidate's aunt and says so ("c'est ma
 * nièce … je réponds comme pour n'importe quelle employée"), with Martinican
 * Creole ("I ka palé byen ba moun … 4", "Man pa sav" is can't say, "Mèsi
 * anpil"), the strengths and the improvements answered in reverse order in
 * one message, each named, a later reply that QUOTES an earlier question to
 * correct it ("« Sa communication, de 1 à 5 ? » ➜ mettez 3, pas 4"), "Je la
 * connais depuis qu'elle est née 😄 Mais à la pharmacie : trois ans" (36, not
 * her age); a Lac-Saint-Jean forestry foreman on fr-foret ("Chu le
 * contremaître au camp", "Ça va faire 4 ans au printemps" asked again: 3.5,
 * "des épinettes de 60 pieds … une coche en dessous de la perfection, faque
 * 4", the optional training answered BEFORE the tasks it follows, "10-12
 * voyages" asked again: "c'est le mesureur qui calcule ça. Mettons 80",
 * "après le dégel"); a Bordeaux estate agency director who doubts the
 * candidate and negotiates ("est-ce qu'elle verra ce que j'écris ? Si oui, je
 * ne réponds qu'aux notes", the CV title doubted inside the relationship,
 * "Celle-là je passe, sinon je vais être méchante", an ironic reliability
 * with no number, "Fiable pour fermer son ordinateur à 18h pile 🙄", asked
 * again: 2, an ironic rehire that means no, "Bien sûr, et je lui laisse mon
 * bureau … 🙄", then the comment she said she would not give); an
 * Antananarivo call-centre supervisor on fr-centre-appel answering in
 * numbered lists ("1) … 2) … 3) … Pour moi c'est 5", "1. Téléphone 2. Le chat
 * 3. Les mails non"), "Roa taona" is two years, a reply quoting the months
 * question to correct it while the targets are asked ("→ 20 mois, pas 24 …
 * congé maternité"), "112 % de son objectif" is yes, "la DMT : 4 min 30 … 7 h
 * de log. Ça fait dans les 90" (90), "Tsy misy"; a felling site chief near
 * Pokola (Congo-Brazzaville) on fr-foret with Lingala ("Mbote", "Cinq ans…
 * non, six", "Nayebi te" on the training, "15 pieds par jour" that are trees,
 * asked again: "Un pied d'okoumé fait 8 à 10 m³ … Disons 120") who refuses
 * the required rehire twice ("c'est la direction à Pointe-Noire") and
 * leaves for the log yard: open; in the intake a Réunion candidate who
 * first pastes "Références disponibles sur demande" from her CV, then a Word
 * table with tabs whose first column is the SURNAME ("Nom\tPrénom\t…",
 * GRONDIN, PAYET with an empty e-mail cell, SINIMALÉ), 0692/0693 mobiles in
 * a Réunion intake and a mainland mobile asked (+33), "Mersi bonpé"; a Savoie
 * ski-lift seasonal worker who says "Non" then agrees ("j'ai cru que vous
 * alliez appeler mon patron actuel"), e-mail addresses dictated with AZERTY
 * key names ("tiret du 8" is _, "tiret du 6" is -), one corrected later
 * ("c'est pas 73 c'est 74"), "Duc-Goninaz", "Je vais y dire"; a Swiss Jura
 * mechanic whose boss is written surname first with two first names ("Simon
 * Laurent", set right later: Laurent Simon), a Delémont landline replaced by
 * his "natel", "c'est en ordre pour moi", "Tout de bon"; and a former Afghan
 * interpreter for the French army in Nantes ("Bale, oui"), a rank instead of
 * a name ("le capitaine Durand … on disait « mon capitaine »", the first name
 * found later), a cousin who was really his boss, a local German mobile
 * "0176 23456789" asked (+49), "Tashakor".
 *
 * NINETEENTH BLIND SET (2026-11-30): fr-r49, fr-t62, fr-r50, fr-t63, fr-t64
 * and fr-i76…fr-i80, appended at the end, with one more tenant questionnaire
 * (fr-aeroport, airport ground handling as a handling company at Roissy-CDG,
 * Montréal-Trudeau, Dakar or a Caribbean island airport writes it: a
 * relationship choice where the airline that buys the handling is a client;
 * months together, that people count in IATA seasons or date from a
 * hurricane; a rating of safety and security procedures; a REQUIRED multiple
 * choice of missions that people answer in the trade's words, "la soute", "le
 * push", "au glycol", "PMR"; an optional yes/no on the airside badge answered
 * "badge rouge à jour"; flights a shift, optional, that people give as
 * aircraft types, "deux 777, un 380 et quatre 320", or as movements; a
 * required yes/no). Written by a nineteenth writer who read neither the
 * readers, the lexicons, the interviewer nor the corpus tests, nor ran them.
 * New ground: who is really typing, and what the keyboard or the trade puts
 * in the digits. A notary in Namur at an office desktop with a Belgian AZERTY
 * and no Shift, so that 4/5 comes out "':(" (a sad face to the eye; asked
 * again: 4), "(:(" is 5/5 (asked again), "§ç mois" is 69, "5/5, cette fois
 * avec la majuscule", the candidate known under her maiden name ("je l'ai
 * connue sous son nom de jeune fille, Justine Lambotte"), "Je ne sais pas
 * juger", "plutôt deux fois qu'une, savez-vous" is yes, "Bien à vous. Me
 * Delvaux" is no comment; a Roissy 2E ramp supervisor on fr-aeroport whose
 * aircraft types are never answers ("les cales sur un 321, d'où le 4" is 4;
 * "deux 777, un 380 et quatre 320" is 7 flights, asked again if need be:
 * "Sept en tout"), "l'été 24, l'hiver 24-25 et l'été 25 (saisons IATA)"
 * asked again: 18, "habilité push … le dégivrage au poste, au glycol. … les
 * PMR jamais", "Badge rouge à jour" is yes, "le RER B en grève"; an Acadian
 * boat-builder in Meteghan (Baie Sainte-Marie) whose daughter types and
 * relays ("c'est moi qui tape pis il me dit quoi répondre", "Il dit 4"), her
 * own opinion that is not his ("Moi je mettrais 5 … mais Papa dit 4": 4),
 * "même l'hiver qu'on a eu 3 pieds de neige. 5", "Asteure il est parti
 * chercher son café... espérez une minute" (espérer is to wait: no answer,
 * asked again: "Ok il est back. Il dit 4"), "il sait point", "parlont point
 * français", "qu'i' le reprendrait demain matin mais que Joël revienne de
 * l'Alberta" (mais que is when: yes), "Trois ans pis demi" is 42; a crèche
 * director in Baie-Mahault (Guadeloupe) on fr-creche whose grandson grabs the
 * phone at the rating ("jjjjjjjjjjkkk555555555555 🐸🐸🐸🦖" is no 5; asked
 * again: "C'est mon petit-fils … Pour la bienveillance : 4"), "six rentrées
 * … et avant ATSEM deux ans" asked again: 8, "la section des bébés et celle
 * des moyens" in the options' Québec words (poupons, trottineurs), "Wi",
 * "Ka ou vlé an di ankò ? … Mèsi onpil" is no comment, a candidate whose
 * surname is a first name ("Jean-Baptiste"); the station manager of an
 * inter-island airline at Saint-Barthélemy, from Sint Maarten, on
 * fr-aeroport in Caribbean English (the client airline, "I know him since
 * Irma … He join the handling later" is no months of work together, asked
 * again: 54, "a Twin Otter 19 seats … 4" is 4, "Push, no … Deicing? In St
 * Barth? 😂", "Me ain't know about the badge" is nothing, "40 movements a
 * day" that are landings and take-offs, asked again: 15, "he never post
 * nothing on Instagram" whose double negative is a never); in the intake a
 * Roissy ramp agent who spells with the aviation alphabet ("B comme Bravo, E
 * Echo, K Kilo, K Kilo …"), an e-mail given as a pattern ("son nom point son
 * prénom arobase gmail point com"), "+33 06 61 42 87 09" with the trunk 0
 * kept, a Réunion mobile "0692 71 33 08" in a French intake said to be
 * Réunionese (+262), a client airline's station manager; an Auvergne
 * apprentice whose mother types ("je suis la maman de Mattéo … Il est
 * d'accord", asked again from him: "Cest Matteo jsuis rentré. Oui c bon pour
 * moi"), then he, then she again ("C'est encore sa maman … il est reparti à
 * l'entraînement 🙄") with an e-mail he forgot, "0473801234" without spaces,
 * "Mme Chassagne, Marie-Thérèse"; a Douala caterer in a Cameroonian intake
 * ("y a pas le lait" is consent, a referee given as an Instagram handle
 * "@mama_ekwalla_traiteur" then by her real name, "Mama Jacky" that is no
 * name, "6 77 12 34 56" that is +237, "Mme Pauline Fotso née Tchatchoua"
 * with an e-mail in the maiden name, called Fotso as said); a Charleroi
 * cashier in a Belgian intake (phones written "0476/32.98.15" and
 * "071/23.45.67", a referee given as "Cathy" and then again as "Catherine
 * Moreau", merged: "suis-je bête … C'est la même personne", "merci hein");
 * and a Lebanese recruiter in Paris ("Hi, kifak, ça va ? Oui akid", an HR
 * director's signature pasted with "T … ext. 4512 | F … | M +961 3 456 789"
 * where the fax is never the phone and the mobile is chosen, "Please
 * consider the environment before printing this email", "Abou Jaoudé" with
 * an e-mail without the accent, "Yalla bye").
 *
 * TWENTIETH BLIND SET (2026-11-30): fr-i81…fr-i85, five intake
 * conversations appended at the end of the intake cases (no referee or
 * tenant questionnaire this time). Written by a twentieth writer who read
 * neither the readers, the lexicons, the interviewer nor the corpus tests,
 * nor ran them. New ground: Québec, Côte d'Ivoire and Morocco, titles that
 * are words ("Chef", "Si"), a referee withdrawn and an address put under
 * the wrong referee. A heavy-truck mechanic in Saguenay ("Ben oui, pas de
 * trouble, go", "mon boss … c steve tremblay" in lowercase, a DEP teacher,
 * a co-worker withdrawn: "Ah pis oublie Marc finalement, y'é parti dans
 * l'Ouest", "C'est toute. Merci ben"); a cook in Abidjan ("C'est pas gâté",
 * "Chef Serge N'Guessan", ten-digit Ivorian mobiles, "Mamadou Lamine Diop"
 * with a Senegalese "77 123 45 67" asked which country, "Mme KONE Aminata"
 * surname first, "elle n'a pas de mail dêh"); a care assistant in a Roubaix
 * EHPAD ("ouais c bon vous pouvez") whose numbered list gives the doctor
 * the Belgian nurse's address, corrected in the next message ("le mail que
 * j'ai mis pour le Dr Benali c'est celui de Sophie"), a Belgian "0474 …" from
 * a temping job in Tournai; and a call-centre supervisor in Casablanca
 * ("Wakha", "Si Abdelkader El Amrani" where Si is Monsieur, a French client
 * with a double surname and a +33 mobile, "Safi, c'est tout. Choukran").
 *
 * Held out: fr-i85, a pharmacy assistant in Geneva (one referee, "Dr
 * Pierre-Alain Rochat", a landline then his "natel").
 *
 * TWENTY-FIRST BLIND SET (2026-11-30): fr-r51, fr-t65, fr-r52, fr-t66 and
 * fr-t67, appended at the end of the referee cases, with one more tenant
 * questionnaire (fr-animation, holiday camps and day camps as an
 * association running colonies de vacances in France or a Québec day camp
 * writes it: a relationship choice where a parent is an option, the camps
 * led together as the number (which people count in summers, in spring
 * breaks, or add up over two years), the age groups as a REQUIRED multiple
 * choice, a rating of vigilance, an optional yes/no on the BAFA or its
 * equivalent (the DAFA in Québec), the children in their direct charge
 * (optional), a required yes/no, optional text), used twice, and one
 * conversation on fr-soins. Written by a twenty-first writer who read
 * neither the readers, the lexicons, the interviewer nor the corpus tests,
 * nor ran them. New ground: ratings given relative to another, sums to do,
 * a referee who is the person cared for, and the Compagnons du Devoir. The
 * coordinator of the day camp at Manawan, an Atikamekw community in the
 * Haute-Mauricie (Québec), on fr-animation ("Kwe !", "trois étés … pis y'a
 * fait la semaine de relâche l'hiver passé" asked again: 4, "Les 6-12 ans
 * surtout. Pis les ados au camp en forêt, … avec les aînés", "Son DAFA ?
 * Non, y l'a pas encore. Y'a son cours de premiers soins par exemple" where
 * "par exemple" is the Québec "though" (no), "Un groupe de 12 jeunes, des
 * fois 15" settled to 12, "Eheh, certain !", "Mikwetc"); a compagnon
 * menuisier du Devoir, chef d'atelier in Nantes, about an aspirant on his
 * Tour de France ("qu'on appelle Angevin chez nous" (a nickname that is no
 * name), "un aspirant de troisième année … l'épure … Je mets 5", "À la
 * cayenne comme à l'atelier", "Un de moins que pour le travail en équipe"
 * (4, computed from the rating before; asked again if need be), "deux
 * apprentis de première année pendant six mois. 3", "Une étape, c'est un an
 * sur le Tour : de septembre 2024 à l'été 2025" asked again (11), "Salut et
 * fraternité"); a 24-year-old colo director from an association in
 * Montreuil on fr-animation in SMS French ("slt", "jsuis", "anim", "mdr",
 * "en vrai 5/5 ya pas débat", "2 colos l'été 2024, ah non 3, + le séjour ski
 * en février + 2 colos cet été" to be added up after a correction (6),
 * "stagiaire BAFA, il lui manque l'appro" (no), "35 gamins en tout, lui il
 * avait son groupe de 8" (8), a tap for the rehire); a 91-year-old resident
 * of an EHPAD in Limoges on fr-soins, typing on a tablet the activities
 * coordinator set up for him ("Le pourcentage, je n'en sais rien, moi …
 * tous les matins sauf le mercredi" asked again: "J'ai demandé à
 * l'infirmière du bureau : 80 %", "CINQ" in capitals, "La nuit je dors,
 * moi !" on the optional night shifts (absent), the care tasks with one
 * left out ("Les cachets, c'est l'infirmière"), "Ce n'est pas moi qui
 * engage, mais … oui, cent fois oui" (yes; never 100), Susu words in the
 * comment).
 *
 * Held out: fr-r51, the head of growth at a Paris fintech scale-up (start-up
 * franglais, "4, voire 4,5", "idem", "je skip celle-là").
 *
 * TWENTY-SECOND BLIND SET (2026-11-30): fr-i86…fr-i90, five intake
 * conversations appended at the end of the intake cases (no referee or
 * tenant questionnaire this time). Written by a twenty-second writer who
 * read neither the readers, the lexicons, the interviewer nor the corpus
 * tests, nor ran them. New ground: Franco-Ontario, Rwanda and Senegal,
 * first words of first names that look like titles ("Pape", "Mame"), an
 * address cut in two by an early send, a name written surname first and set
 * right later, and a candidate who must ask a referee before naming him. A
 * miner in Sudbury ("Oui, c'est correct, go ahead", "son courriel c'est
 * marcandre.lalonde@nickelridge" then ".ca", his junior hockey coach
 * "Réjean "Ti-Rouge" Bélanger" with a 705 cell and no e-mail, "ma cousine
 * Julie aux RH … laisse faire", "Ça fait le tour"); a bank clerk in Kigali
 * ("Yego, oui", "Uwimana Claudine" set right two messages later, "c'est
 * umurage-bank.co.rw, j'ai oublié le co", "mon encadreur de stage" in
 * Brussels with a +32 mobile, "Murakoze cyane"); a welder in Liège ("Oufti,
 * déjà ? Oui, ça va, allez-y", a "GSM" and an address followed by the
 * sentence's full stop, "mon prof de soudure … je dois d'abord lui demander
 * … Je reviens vers vous demain": open with one referee); and a freight
 * forwarder in Dakar ("Waaw, amul problème", a bare address sent before the
 * name, "Pape Ndiaye" and "Mame Diarra Fall" whose first words belong to
 * the first names, "Ba beneen yoon").
 *
 * Held out: fr-i90, an Algerian nurse in Lyon (an Oran mobile that reads
 * like a French one).
 *
 * TWENTY-THIRD BLIND SET (2026-12-01): fr-i91…fr-i95, five intake
 * conversations appended at the end of the intake cases (no referee or
 * tenant questionnaire this time). Written by a twenty-third writer who read
 * neither the readers, the lexicons, the interviewer nor the corpus tests,
 * nor ran them. New ground: Haiti, Gaspésie, Luxembourg and Niger as
 * tenants, a surname that looks like two first names, a number replaced
 * after a move abroad, an extension ("poste"), initials before a name, voice
 * dictation with the punctuation spoken, and a name withdrawn because of the
 * consent's own condition. A bank clerk in Port-au-Prince in French and
 * Kreyòl ("Wi, pa gen pwoblèm", "Bòs mwen nan bank lan: M. Jean-Robert
 * Pierre-Louis" where Pierre-Louis is the surname, 8-digit Haitian mobiles
 * in local format, "Marie-Michèle Saint-Fleur, kolèg mwen" with no e-mail,
 * "li chanje nimewo … +1 305 555 0142", "Mèsi anpil!"); a fish-plant worker
 * in Rivière-au-Renard ("Ben oui, pas de trouble pantoute", "Chantal Le
 * Bouthillier" with "418 269-3341 poste 225" (the extension dropped), "JF,
 * Jean-François Cloutier … c'est un chum" with a home landline only, the
 * forewoman's domain set right "avec un tiret", "C'est toute"); a cashier in
 * Esch-sur-Alzette dictating ("virgule", "point" and "arobase" in the text,
 * a Luxembourg "621 12 34 56", "Thierry Müller" then "Muller sans tréma",
 * "Sandrine Da Costa" in Thionville with a French "06 …" asked which
 * country); and an agronomist in Niamey ("Tò, d'accord. Mais pas mon chef
 * actuel hein" confirmed, a local 8-digit mobile, "0022790765432" without
 * spaces, "M. Boubacar Adamou … ah non attendez, lui c'est mon chef actuel,
 * enlevez-le ! 😅", "Fofo !").
 *
 * Held out: fr-i95, a shop assistant in Fort-de-France (a Creole yes, a 0596
 * landline only).
 *
 * TWENTY-FOURTH BLIND SET (2026-12-01): fr-r53, fr-t68, fr-r54, fr-t69 and
 * fr-t70, appended at the end of the referee cases, with one more tenant
 * questionnaire (fr-transport-scolaire, school transport as a school
 * district in Acadie, a coach company in France or a school in Haiti writes
 * it: a relationship choice where the school or town hall that buys the
 * service is a client and a parent is an option, years driving for them
 * (which people count in school years, "depuis la rentrée 2020", "l'année
 * scolaire 2021-2022"), the services as a REQUIRED multiple choice that
 * people name by their runs and trips ("la run du matin pis du soir", "les
 * sorties de ski", "la Citadelle avec les 6e"), a rating of safety at the
 * wheel, an OPTIONAL rating of order on board, a valid D licence as an
 * optional yes/no (which is "classe 2" in New Brunswick and does not exist
 * in Haiti), pupils a trip (optional), a required yes/no, optional text),
 * used twice, and one conversation on fr-commerce. Written by a
 * twenty-fourth writer who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them. New ground: a percentage
 * and a mark out of 10 on a 1-5 rating, a licence named by another
 * country's class, a correction of an earlier rating with the one asked,
 * durations as feasts and seasons, and a referee who stops because the CV
 * lies. The transport supervisor of the francophone school district in
 * Caraquet (Acadian Peninsula, New Brunswick) on fr-transport-scolaire
 * ("Chu le superviseur … c'est moi son boss", "depuis 2015, mais pour nous
 * autres juste depuis la rentrée 2020" asked again: 6, "La run du matin pis
 * du soir … les sorties de ski au mont Sugarloaf … l'autobus adapté … Les
 * lignes régulières, on n'a pas ça icitte", "Je y donnerais 95 % … ses 48
 * jeunes" asked again (5), "Mettons 3", "sa classe 2 … c'est ça votre permis
 * D" (yes), "Le matin 48, le soir un peu moins" asked again (45), "Ben
 * voyons donc! Demain matin" asked again if need be (yes)); the principal
 * of a French immersion school in Lafayette (Louisiana) on the built-in in
 * Cajun French with English ("Mais yeah", "les tits enfants l'aimaient
 * gros", "Quatre, for sure", "bonne comme du pain" with no number: asked
 * again, 5, "Wait, je reviens sur la communication: mets 4 plutôt … Pour la
 * fiabilité: 5" while reliability is asked, the hurricane Laura on Zoom,
 * "Je connais pas" on leadership, "Depuis le Mardi Gras 2023 jusqu'à la
 * saison des écrevisses passée" asked again (27), "Laissez les bons temps
 * rouler!" as no comment); the headmistress of a private school in
 * Cap-Haïtien (Haiti) on fr-transport-scolaire in French and Kreyòl (the
 * school as the client of the bus company, "Depuis l'année scolaire
 * 2021-2022" asked again: 5, "Transport pour handicapés nou pa genyen", "8
 * sur 10. Wout la pa fasil" asked again (4), "Nou pa gen « permis D » isit"
 * (asked again: "Kite l vid", absent), "Yon trantèn timoun konsa. Une
 * trentaine" (30), "Wi, nèt ale!"); and a clothing-shop owner in Tripoli
 * (Lebanon) on fr-commerce who answers four questions, then learns that the
 * candidate's CV says three years where she stayed six months and declines
 * ("Je préfère arrêter là … Effacez ce que j'ai dit. Yalla"): nothing kept.
 *
 * Held out: fr-r53, on the built-in questionnaire.
 *
 * TWENTY-FIFTH BLIND SET (2026-12-01): fr-i96…fr-i100, five intake
 * conversations appended at the end of the intake cases (no referee or
 * tenant questionnaire this time). Written by a twenty-fifth writer who
 * read neither the readers, the lexicons, the interviewer nor the corpus
 * tests, nor ran them. New ground: Agadir, Nouakchott, Trois-Rivières and
 * Clermont-Ferrand, a no turned into a yes, a consent behind a proverb, a
 * mobile typed with letters for digits, a referee kept after a doubt, a
 * phone that is "the same as the office", an address set right in words,
 * titles and surnames with the first names later, and a sister-in-law who
 * really was the boss. A hotel receptionist in Agadir ("Non non... enfin
 * si, allez, c'est bon … Mais pas mon patron actuel" confirmed, "M. Youssef
 * Aït Lahcen" with "O66l 23 45 67" for 0661 …, "Fatima Zahra Oubella",
 * "Tanmirt !"); an accountant in Nouakchott ("« Celui qui pose des questions
 * ne se perd pas », comme on dit chez nous. Donc oui, d'accord 🙂",
 * "Mohamed Lemine Ould Ahmed", 8-digit Mauritanian mobiles, "Et peut-être
 * Mme Aïssata Ba … je ne sais pas si c'est une bonne idée" then "Bon,
 * gardez-la"); a garage receptionist in Trois-Rivières ("le bureau c'est le
 * 819 374-2210" for her boss, "son numéro c'est le même que le bureau, elle
 * a pas de cell" for a colleague, "j'ai oublié le s à la fin de Gélinas :
 * gelinas"); and a maintenance technician in Clermont-Ferrand ("M.
 * Chabrier" and "Mme Vidal" in one message, "ma belle-sœur … je sais, c'est
 * de la famille, mais elle était vraiment ma cheffe d'équipe": kept, as a
 * boss; "M. Chabrier c'est Didier, Mme Vidal c'est Catherine").
 *
 * Held out: fr-i100, a candidate in Sherbrooke (Quebec).
 *
 * TWENTY-SIXTH BLIND SET (2026-12-01): fr-r55, fr-t71, fr-r56, fr-t72 and
 * fr-t73, appended at the end of the referee cases, with one more tenant
 * questionnaire (fr-spectacle, stage crews as a theatre in Namur or a music
 * festival in Abidjan writes it about its technicians: the job as a single
 * choice (a "cintrière" is a stage technician, an "ingé son façade" a sound
 * technician), the number of performances they worked (required; people
 * count in seasons and festival editions), the tasks as an OPTIONAL
 * multiple choice, a safety rating, an OPTIONAL rating of composure when a
 * show goes wrong, an electrical clearance or an aerial-platform licence as
 * an optional yes/no (either one is a yes; neither exists as such in every
 * country), a required yes/no, optional text), used twice, and one
 * conversation on fr-btp. Written by a twenty-sixth writer who read neither
 * the readers, the lexicons, the interviewer nor the corpus tests, nor ran
 * them. New ground: Senegal, Wallonia, Quebec City, Côte d'Ivoire and
 * Valais, a duration in rainy seasons, a correction inside a list of three
 * ratings, "pantoute" and "c'est beau" that are no rating and no comment,
 * "4,5 ?" with a question mark, a yes/no whose question names two papers
 * and the referee has one, months given for years, floors for metres, and a
 * refusal of one question to protect the candidate. The branch manager of a
 * savings-and-loan mutual in Thiès on the built-in ("16/20" asked again (4),
 * "4/5", "5 sur 5 wallahi", "Jamais un seul franc de trou dans sa caisse.
 * Cinq", "Hum, moyen. 3", "Elle ne dirigeait personne. Je passe", Wolof and
 * Serer in the strengths, "Trois hivernages" asked again (36),
 * "Dieureudieuf. Que Dieu facilite pour elle 🙏"); the technical director
 * of a theatre in Namur on fr-spectacle ("technicienne plateau, cintrière
 * surtout", "Sur trois saisons, je dirais septante-cinq, quatre-vingts
 * dates" asked again (75), "La conduite, non", "4,5 ?" asked again (4),
 * "Habilitation électrique oui (BR je crois), le CACES nacelle non" (yes),
 * "Quand elle veut", "À tantôt !"); the IT support coordinator of a
 * university in Quebec City on the built-in ("le help desk", "Full bon. 5",
 * "en masse, Microsoft 365, Intune pis toute", "Travail d'équipe 5,
 * fiabilité 5 — non, 4 … — résolution de problèmes 4", "Pantoute … Je sais
 * pas quoi mettre", "Deux ans et demi, trois ans max" asked again (30),
 * "Non c'est beau merci!"); the production manager of a festival in Abidjan
 * on fr-spectacle ("ingé son façade", "Cinq éditions … je peux pas compter
 * dèh" asked again (50), everything but rigging "il a le vertige", "Bon. 3",
 * "devant 20 000 personnes … 5", "Je connais pas ça ici" asked again
 * (blank), "Y a pas drap, on est ensemble!", "C'est gbê"); and a site
 * foreman in Sion on fr-btp about a Portuguese mason ("contremaître",
 * "huitante-quatre mois, donc sept ans" (7), "Un 4 on va dire", three
 * trades and two left out, "Ça, je préfère pas répondre … je veux pas lui
 * nuire" (absent), "cinq étages, donc une quinzaine de mètres" asked again
 * (15), "Ça joue, oui", a signature with a "Natel +41 79 …").
 *
 * Held out: fr-r55, on the built-in questionnaire.
 *
 * TWENTY-SEVENTH BLIND SET (2026-12-01): fr-i101…fr-i105, five intake
 * conversations appended at the end of the intake cases (no referee or tenant
 * questionnaire this time). Written by a twenty-seventh writer who read
 * neither the readers, the lexicons, the interviewer nor the corpus tests,
 * nor ran them. New ground: Bamako, Lausanne, Yaoundé and Charleroi as
 * tenants, a list numbered "1°", an honorific and a nickname around one name,
 * an imam as a referee, a mobile with two digits swapped and set right, a no
 * taken back in the next message, a nickname that sounds like family, a
 * surname set right by spelling, a referee dropped in the same message, a
 * Belgian mobile in words with "septante", and a candidate who leaves before
 * the third. A hardware-shop salesman in Bamako ("Ayiwa, c'est d'accord", "El
 * Hadj Boubacar Traoré, on l'appelle Papus", "fatou point diarra arobase
 * yahoo point fr", "Imam Sékou Ballo", "j'ai inversé les deux derniers", "I
 * ni ce !"); a sales assistant in Lausanne ("Mon employeur actuel aussi ?",
 * "Hmm non alors, je préfère pas." then "Non attendez, j'ai relu … Bon ok,
 * oui", "M. Jean-Daniel Cuendet", a Vaud mobile and a Lausanne landline); a
 * garage receptionist in Yaoundé ("Pas de souci, on est ensemble 👍🏾", "Tonton
 * Jo … c'est pas mon vrai tonton hein", "Ngo Mbaga" then "c'est Mbarga, pas
 * Mbaga", "coach Ndjock … laissez tomber"); and a delivery driver in
 * Charleroi ("GSM 0498/45.6" and "7.89 pardon c'est parti trop vite", "zéro
 * quatre septante-cinq, douze, trente-quatre, cinquante-six", "stephanie
 * arobase vanderlinden-deco point be", "mon bus arrive … une fois": open).
 *
 * Held out: fr-i105, a convenience-store clerk in Gatineau ("Ben oui,
 * certain!", "Line" as a first name, "poste 3", "C'est toute").
 *
 * TWENTY-EIGHTH BLIND SET (2026-12-01): fr-r57, fr-t74, fr-r58, fr-t75 and
 * fr-t76, appended at the end of the referee cases, with one more tenant
 * questionnaire (fr-deneigement, snow removal as a contractor in Saguenay or
 * Montreal writes it: the job as a single choice (the sidewalk plough is the
 * "chenillette", a "chauffeur de truck" hauls snow to the dump), the winters
 * worked with them (which people give as seasons, "2019-2020", with one
 * skipped), the equipment as a REQUIRED multiple choice named in English or
 * by brand ("le loader", "la Larue", "le 10 roues"), a safety rating, an
 * OPTIONAL rating of availability on storm nights, the class 3 licence as an
 * optional yes/no (a class 1 includes it), hours a week in winter (optional,
 * which depend on the snowfalls), a required yes/no, optional text), used
 * twice, and one conversation on fr-creche. Written by a twenty-eighth writer
 * who read neither the readers, the lexicons, the interviewer nor the corpus
 * tests, nor ran them. New ground: Dakar, Jacmel, Liège, Saguenay and
 * Montreal, a referee who is not sure he is the right person, "Demandez-lui
 * directement", a partial refusal ("Ponctuelle, ça oui … Mais je ne mets pas
 * de note"), a rating corrected nine messages later in Kreyòl, years of
 * experience corrected at the last question, numbers that are not the answer
 * (ages, a phone, a date, a storm at 2 a.m.), Quebec words that are ratings
 * with no number ("Écœurant!", "Pas pire"), "Nickel 👌", sarcasm on an
 * optional rating, and "Depi mas 22 jis out ki sot pase". The supervisor of a
 * call-centre floor in Dakar on the built-in ("Salamalekoum. Excusez, je ne
 * suis pas sûr d'être la bonne personne : on avait deux Awa Ndiaye sur le
 * plateau 😅" before the relationship, "Dafa baax … 5", "Ponctuelle, ça oui …
 * Mais je ne mets pas de note là-dessus" (blank), "Demandez-lui directement,
 * elle sait très bien de quoi je parle 😄" asked again, "Inch'Allah, oui"
 * (yes), "De janvier 2023 à sa démission en juin 2025" (29)); the owner of a
 * snow-removal firm in Chicoutimi on fr-deneigement ("y chauffait la
 * chenillette … pis des fois le loader" asked which, "Six hivers. Y'a
 * commencé l'hiver 2019-2020 mais y'a sauté celui de la pandémie", "Le 10
 * roues non plus, y'a pas sa classe 3" (no, given ahead), "Écœurant!" asked
 * again (5), "Pas pire. La grosse bordée du 23 décembre, y'est arrivé à 2h du
 * matin" asked again (4), "Une semaine tranquille 20, une semaine de tempête
 * 60-70" asked again (40)); the director of a small hotel in Jacmel on the
 * built-in in Kreyòl and French ("Bon anpil ak òdinatè a" asked again (4),
 * "Pendant la crise de l'essence en 2019 … 5", "Li pa t dirije pèsonn. Pase",
 * "Tann, mwen vle korije: pou kominikasyon an, mete 4, pa 5" while
 * would-rehire is asked, "Depi mas 22 jis out ki sot pase. Si w bezwen plis
 * detay rele m nan 3456-7890" asked again (53)); the director of a crèche in
 * Outremeuse (Liège) on fr-creche ("Elle est arrivée chez nous à 19 ans et
 * elle en a 26 maintenant, donc sept ans", "Nickel 👌" asked again (5), "Les
 * bébés et les moyens … à deux ans et demi ils partent en maternelle", "si
 * elle savait revenir" (yes), "je me suis trompée, elle a 25 ans, pas 26.
 * Donc six ans" while the last comment is asked, then "c'est une perle" as
 * the comment, "À tantôt !"); and the owner of a snow-removal firm in
 * Saint-Léonard (Montreal) on fr-deneigement ("chauffeurs de truck", "3
 * hivers" beside his cell number, "Le loader non, c'est mon frère",
 * "Disponible? Ah ben oui … y m'a texté à minuit qu'y avait un party de
 * famille 🙄 Très dispo" asked again (2), "Y'a sa classe 1 même" (yes), "Entre
 * 50 et 60" asked again (50), "Oui... mais pas sur le quart de nuit 😅" (yes),
 * "Y'é travaillant" as the comment).
 *
 * Held out: fr-r57, on the built-in questionnaire.
 * TWENTY-NINTH BLIND SET (2026-12-01): fr-i106…fr-i110, five intake
 * conversations appended at the end of the intake cases (no referee or tenant
 * questionnaire this time). Written by a twenty-ninth writer who read neither
 * the readers, the lexicons, the interviewer nor the corpus tests, nor ran
 * them. New ground: Lévis, Port-au-Prince, Schaerbeek, Thiès and Abidjan as
 * tenants, a yes with a condition that names the boss left out, "gmial" set
 * right, a consent given only after a question is answered, a contact forwarded
 * as a raw vCard, relationships said after the contact details, referees with
 * only a phone, a GSM put under the wrong referee and moved, an address given
 * later and dictated with "arobase", the Belgian "Non peut-être !" that means
 * yes, three referees then "only the first two", and a "same number as above"
 * phone. A hardware-store cashier in Lévis ("Ouin, c'est correct. Mais pas mon
 * boss actuel par exemple, Éric Gagnon" confirmed, Éric never kept; "c'est
 * gmail pas gmial 🤦‍♀️"; "mon ancien contremaître"; "C'est toute, merci ben!");
 * a bank teller in Port-au-Prince ("Anvan m di wi: èske bòs mwen kounye a ap
 * konnen?" before "Bon, wi, dakò", confirmed; "BEGIN:VCARD …
 * N:Saint-Louis;Marie-Gertrude;;Mme;"; "Se te sipèvizè m nan bank lan" in the
 * next message; "Jean-Wesner Dorvil … 4890-1234, li pa gen imèl"); a care
 * assistant in Schaerbeek ("Non peut-être ! Bien sûr, allez-y 😄" confirmed, "le
 * 0478 c'est celui de Karim, pas de Mme Degroote", "af point degroote arobase
 * residence-lesglycines point be", "Vous savez l'appeler sur son GSM", "À
 * tantôt !"); and a shop manager in Thiès ("Finalement gardez seulement les
 * deux premiers", "M. Diouf n'a pas d'email, juste son numéro Orange", "Jërëjëf
 * !").
 *
 * Held out: fr-i110, a clinic receptionist in Abidjan ("Y a pas drap", "même
 * numéro qu'en haut, c'est le standard", "tantie Adjoua").
 *
 * THIRTIETH BLIND SET (2026-12-01): fr-r59, fr-t77, fr-r60, fr-t78 and
 * fr-t79, appended at the end of the referee cases (no new tenant
 * questionnaire this time: fr-foret, fr-spectacle and fr-peche, used least so
 * far). Written by a thirtieth writer who read neither the readers, the
 * lexicons, the interviewer nor the corpus tests, nor ran them. New ground: a
 * Brussels referee who slips into Dutch ("ja", "vijf", "natuurlijk", "amai"),
 * a Quebec contractor who mixes in English ("le boss", "so", "shift", "Yes
 * sir", "chauffer" for driving), a comparison for a rating ("Mieux que la
 * moyenne"), "Idem" and "Pareil" as answers, a refusal to rate with a
 * description, a polite negative reference, long paragraphs that answer two
 * questions, dictated numbers, and a referee who asks to come back later. The
 * manager of a supermarket in Brussels on the built-in ("Mieux que la
 * moyenne" asked again ("Allez, 4"), "Idem" (4), "Vijf, euh cinq" (5), "cinq
 * sur cinq jamais absente", "trois ou quatre je dirais quatre" (4), "Ja
 * natuurlijk, euh, oui bien sûr", "Six ans tout juste" (72)); a logging
 * contractor in Abitibi on fr-foret ("Je suis le boss, ben l'entrepreneur
 * forestier", "quatre saisons, so quatre ans" (4), "Il chauffe l'abatteuse
 * l'hiver pis le porteur l'été", "Je sais pas, il fait pas de scie anyway"
 * (blank), "Genre 150 mètres cubes par shift, des fois 200" (150)); the
 * partner of an accounting firm in Lyon on the built-in, a polite negative
 * reference ("Je préfère ne pas mettre de note sur ce point" with a
 * description (blank), "Non applicable" (blank), strengths and "pour les axes
 * d'amélioration, je dirais la rigueur" in one paragraph (improvements not
 * asked again), "je ne pense pas que nous le reprendrions" (no), "quatorze
 * mois je crois" (14)); a production manager in Avignon on fr-spectacle
 * ("régisseur lumière... non, technicien lumière", "ça fait une soixantaine"
 * asked again (60), the tasks and "Côté sécurité … je lui mets 5" in one
 * paragraph (not asked again), "Pareil" (5), "le CACES nacelle,
 * l'habilitation électrique je crois pas" (yes)); and a skipper in Le
 * Guilvinec on fr-peche ("Trois ans, mais on sort pas l'hiver" asked again
 * (30), then "Je vous réponds demain. Kenavo": open).
 *
 * Held out: fr-r59, on the built-in questionnaire.
 * THIRTY-FIRST BLIND SET (2026-12-01): fr-i111…fr-i115, five intake
 * conversations appended at the end of the intake cases (no referee or tenant
 * questionnaire this time). Written by a thirty-first writer who read neither
 * the readers, the lexicons, the interviewer nor the corpus tests, nor ran
 * them. New ground: voice-dictated messages with no punctuation at all,
 * referees pasted from a CV as a table, a switchboard with an extension, a
 * shared company inbox kept as a referee's address, a name spelt letter by
 * letter, the consent taken back for one referee only (the consent stays, that
 * referee is never kept), a referee abroad whose country is said, a
 * relationship told in a sentence, initials for a first name given later, and
 * messages in two languages. A sales assistant in Lyon ("Nom / Poste /
 * Téléphone / Mail" pasted from her CV, "Mme" and "M." dropped, "Karim et moi
 * on a bossé deux ans sur le même rayon à Paris, c'était lui le chef de
 * rayon": manager or colleague); a shelf stacker in Liège ("le standard 02 512
 * 34 56 poste 318": the extension dropped, "je retire mon accord pour Olivier
 * … Pour Nathalie c'est bon": the consent stays, Olivier never kept); a night
 * auditor in Québec City ("Oui c'est beau" confirmed, "J.-P. Moreau, il est
 * retourné en France … 06 71 22 33 44": +33, "C'est Jean-Philippe le J.-P. 😅",
 * "C'est toute"); and a baker's shop assistant in Nantes dictating by voice
 * ("ma patronne madame isabelle guerin … son mail c'est rh arobase boulangerie
 * tiret guerin point fr c'est l'adresse de la boutique elle la lit elle-même":
 * the shared rh@ kept as her address, "thomas point roux arobase gmail point
 * com").
 *
 * Held out: fr-i115, a game tester in Montreal in French and English ("Oui,
 * sure, no problem" confirmed, "Shivaun O'Reilly … she was my lead pendant
 * trois ans", "son prénom s'écrit S-I-O-B-H-A-N", "That's all, merci!").
 *
 * THIRTY-SECOND BLIND SET (2026-12-01): fr-r61, fr-t80, fr-r62, fr-t81 and
 * fr-t82, appended at the end of the referee cases, with one more tenant
 * questionnaire (fr-fromagerie, cheese dairies as a fruitière à comté in the
 * Haut-Doubs or a farmstead creamery in Québec or Vermont writes it: the
 * relationship as a single choice, months together, the tasks as a REQUIRED
 * multiple choice in the trade's words (the vat, moulding and pressing, the
 * cellar, the milk's reception and tests, the shop), a hygiene rating, an
 * OPTIONAL rating of how even the batches are, a cheesemaking diploma as an
 * optional yes/no, wheels a day (optional; people count in litres, in pounds,
 * or for two), a REQUIRED overall mark from 0 to 10 as a number, a required
 * yes/no, optional text), used twice, and one conversation on fr-boulangerie.
 * Written by a thirty-second writer who read neither the readers, the
 * lexicons, the interviewer nor the corpus tests, nor ran them. New ground:
 * Neuchâtel, the Haut-Doubs, the Beauce, Vermont and Lorraine, the whole
 * built-in answered as a form with the referee's own labels ("Fiabilité : –",
 * "Leadership : n.c.", "4-5"), a paragraph that answers three questions of a
 * tenant questionnaire, a 0–10 mark given out of 20 and then as "8,5", a
 * count that is made by two ("12 par jour, mais à deux … mettez 6 pour lui"),
 * "Pas 5, mais pas loin" asked twice, sugaring seasons for months, US dates
 * (month first) with the referee's own total, English false friends
 * ("éventuellement", "sensible"), "C'est pas mal ça" that closes, and a
 * father and son of one name. The director of a home for teenagers in La
 * Chaux-de-Fonds on the built-in (the whole questionnaire in one first
 * message with her labels and a signature: "Compétences techniques : 4-5"
 * asked again (5), "Fiabilité : –" and "Leadership : n.c." (blank),
 * "Réengager : oui, mais à 60 % max" (yes), "Durée : env. 3 ans (2019-2022)"
 * (36), "032 913 45 67" under her name); the cheesemaker of a fruitière in
 * the Haut-Doubs on fr-fromagerie ("Adieu !" as hello, "arrivé en septembre
 * 2023 … toujours là" asked again (39), "Le lait arrive à 6 h … la réception
 * et les analyses c'est moi", "un coup de main le samedi" at the shop, "6 000
 * litres par jour", "je préfère pas noter" (blank), "Son BP… non, c'est un CAP
 * crémier-fromager" (yes), "On en fait 12 par jour, mais à deux … mettez 6
 * pour lui" (6), "17 sur 20" asked again ("8,5": 8.5), "Oui, mais à la
 * fabrication seulement" (yes)); the owner of a sugar bush in Saint-Georges
 * (Beauce) on the built-in ("y'a ben du monde qui s'appelle Poulin en Beauce
 * 😄", "Pas 5, mais pas loin" then "4,5 mettons" then "Ok ok, 4", "40 000
 * entailles … 5", "Même affaire" (5), "par exemple" as "though" before a 3,
 * "la pompe a gelé en 2023 … 5", "J'sais pas trop" (blank), "Ben certain, si y
 * revient au printemps" (yes), "Quatre temps des sucres" asked again (48),
 * "C'est pas mal ça!" (no comment)); an American head cheesemaker in
 * Greensboro (Vermont) on fr-fromagerie in French as a second language ("de
 * 3/1/2022 à 12/15/2023, donc 21 mois" (21), "Tout, sauf le farm stand",
 * "C'est quoi, régularité?" asked again (4), "Six meules de 40 livres par jour,
 * les grosses journées huit" asked again (6), "Un solide 8 sur 10",
 * "Éventuellement, oui" asked again (yes), "très sensible avec le lait"); and
 * a baker in Nancy on fr-boulangerie who answers two questions about the
 * father of the candidate, who bears the same name ("Le fils avait dix ans à
 * l'époque 😅 … Effacez ce que j'ai mis": declined, nothing kept).
 *
 * Held out: fr-r61, on the built-in questionnaire.
 *
 * THIRTY-THIRD BLIND SET (2026-12-01): fr-i116…fr-i120, five intake
 * conversations appended at the end of the intake cases (no referee or tenant
 * questionnaire this time). Written by a thirty-third writer who read neither
 * the readers, the lexicons, the interviewer nor the corpus tests, nor ran
 * them. New ground: Perpignan, Metz, Montpellier, Edmundston (New Brunswick)
 * and Fribourg as tenants, Catalan ("cap" that is "none" in one message and
 * "boss" in the next, a surname joined by "i"), a Spanish mobile of nine
 * digits with no trunk 0, a surname written first without capitals, the
 * candidate's own number put under a referee and taken off, a yes that turns
 * into a no through "Enfin si, y a un souci", a yes with a condition on the
 * hour, a Maine number across the border that is +1 all the same, an area code
 * inside an e-mail address, "Me" (Maître) before a name, Fribourg particles
 * ("de Weck", "von der Weid") and a surname that looks like a programming
 * language. A waiter in Perpignan ("D'acord, cap problema 👍" confirmed, "El
 * meu cap… pardon, mon chef à Figueres : Jordi Puig i Soler … 612 34 56 78"
 * asked which country (+34), "la Montse, enfin Montserrat Vidal", "Ja està,
 * c'est tout. Mercès !"); a care assistant in Metz ("Mme Schwartz Christiane,
 * ma responsable … 06 23 45 67 89", "Dr Bernard Muller … juste son mail", then
 * "le 06 que j'ai mis pour Mme Schwartz c'est le mien 🤦‍♀️" with her address);
 * a sales assistant in Montpellier ("Ouais carrément, pas de souci ! … Enfin
 * si, y a un souci … Donc non, pas maintenant": refused); and a paper-mill
 * worker in Edmundston ("appelez-les pas avant 4h de l'après-midi" confirmed,
 * "Marc-André Ouellette, son cell 506 739-1234", "Nathalie Cyr … shift de 11
 * à 7 … à Madawaska, du bord des États … 207 728-5678 … nathcyr207@gmail.com",
 * "C'est toute, merci ben").
 *
 * Held out: fr-i120, a notary's apprentice in Fribourg ("Me Marie-Claude de
 * Weck", "M. Jean-Luc von der Weid" removed for "Mme Sarah Python").
 *
 * THIRTY-FOURTH BLIND SET (2026-12-01): fr-r63, fr-t83, fr-r64, fr-t84 and
 * fr-t85, appended at the end of the referee cases, with one more tenant
 * questionnaire (fr-garage, car workshops as a garage in Lubumbashi or a
 * garage in Laval writes it: the relationship as a single choice (the head
 * of the workshop, the owner, a colleague, a client with one car or a fleet),
 * years with them, the work as a REQUIRED multiple choice (servicing and oil
 * changes, brakes, tyres and alignment, electronic diagnosis, bodywork and
 * paint, the front desk and quotes) that people name by the cars ("les Land
 * Cruiser des mines"), in Quebec English ("les tires", "les brakes", "mes
 * estimés") or by what the shop next door does, a rating of diagnosis, an
 * OPTIONAL rating of care for the cars and the workshop, a clearance for
 * electric and hybrid cars as an optional yes/no (which does not exist
 * everywhere), cars a day (optional; people count per week, or only their
 * own), a required yes/no, optional text), used twice, and one conversation
 * on fr-transport. Written by a thirty-fourth writer who read neither the
 * readers, the lexicons, the interviewer nor the corpus tests, nor ran them.
 * New ground: Corsica, Lubumbashi, Geneva, Toulouse and Laval; Corsican
 * "Iè" and "Innò", a Swahili number ("Tano"), letter grades ("A+", "B+") on a
 * 1-5 scale, "quatre-vingt-dix couverts", "nonante-cinq pour cent", fuel use,
 * a date and a team size beside ratings, summer seasons in months, a
 * clearance that does not exist in the country (left blank), a count per
 * week for a count per day, a client who leaves before the required yes/no,
 * and a signature after "rien à ajouter". The owner of a restaurant in
 * Porto-Vecchio on the built-in ("Bonghjornu", "Le 15 août elle a fait
 * quatre-vingt-dix couverts avec un seul commis. 5", "Iè, fiable" asked again
 * (5), "3 ou 4" settled with "Allez, 4", "Innò, elle n'encadrait personne"
 * (blank), "Trois saisons, de mai à fin septembre à chaque fois" (15), "Pace
 * e salute !"); the head of a workshop in Lubumbashi on fr-garage ("Depuis
 * 2019, ça fait cinq ans… non, six ans", "vidanges, freins, les pneus … La
 * carrosserie hapana", "Tano" asked again (5), "Véhicule électrique ? Ici à
 * Lubumbashi on n'a pas ça" asked again ("Laissez vide": blank), "Quatre à
 * cinq Land Cruiser par jour" settled with "Mettez 4", "Ndiyo"); the
 * programme director of an NGO in Geneva on the built-in ("A+ 😊" and "B+"
 * asked again (5, 4), "Nonante-cinq pour cent du temps impeccable. 4",
 * "Ebola, Nord-Kivu, 2019. 5", "une équipe de sept personnes … 4", "Un an et
 * demi, de janvier 2023 à juin 2024" (18), "Non, rien à ajouter." with a
 * signature and a +41 22 number); a haulier in Toulouse on fr-transport
 * ("Ça fait quatre ans, boudu, déjà !", "28 litres aux cent … 5", "Zéro
 * accrochage… enfin si, un rétro arraché à Rungis en 2021" (yes), "Du frigo
 * surtout, et du plateau l'été pour la paille", "Six cents bornes par jour,
 * des fois huit cents" settled with "Mettez 600", "Macarel, oui"); and the
 * owner of a plumbing firm in Laval (Quebec) on fr-garage, a client with a
 * fleet of vans ("Moi chu un client, en fait", "Depuis le printemps 2022,
 * fait que trois ans et demi ?" (3.5), "les tires été-hiver, les brakes …
 * mes estimés au comptoir", "Aucune idée comment elle trouve les problèmes,
 * mais elle les trouve 😂" asked again (5), "genre 3-4 par semaine" asked
 * again (blank), then "faut que j'y aille, dégât d'eau": open).
 *
 * Held out: fr-r63, on the built-in questionnaire.
 *
 * THIRTY-FIFTH BLIND SET (2026-12-01): fr-i121…fr-i125, five intake
 * conversations appended at the end of the intake cases (no referee or tenant
 * questionnaire this time). Written by a thirty-fifth writer who read neither
 * the readers, the lexicons, the interviewer nor the corpus tests, nor ran
 * them. New ground: Lille, Rabat, Moncton, Conakry and Geneva as tenants, a
 * nickname before the real name ("Jo, enfin Johanna Leclerc-Dubois"), the
 * candidate's own number after the referees, a former boss who has died
 * (never kept), an HR inbox that gets a person in the next message, Moroccan
 * and Guinean mobiles in local format in their own tenants, a Chiac refusal
 * with the boss's address in it, a candidate whose battery dies, a French
 * mobile in a Swiss tenant and a domain set right. A shelf manager in Lille
 * ("Oui ok, mais prévenez-moi avant d'appeler quelqu'un svp" confirmed, "y a
 * Jo, enfin Johanna Leclerc-Dubois, ma cheffe de rayon", "Et moi si besoin
 * c'est le 07 81 22 33 44": nobody's phone); a call-centre agent in Rabat
 * ("M. Bennani, est décédé l'an dernier, Allah yrahmou 🙏", "rh@…" then "la
 * responsable RH c'est Mme Salma El Idrissi", "06.61.23.45.67" with dots,
 * "Choukran"); a warehouse clerk in Moncton in Chiac ("my boss va freaker out
 * … Fait que non, pas asteure. Pis contactez surtout pas Réjean,
 * rleblanc@…": refused, nothing kept); and a shop assistant in Conakry ("El
 * Hadj Mamadou Diallo … 622 12 34 56", "il n'a pas d'email", "le courant est
 * coupé, ma batterie est à 3 %": open).
 *
 * Held out: fr-i125, a nurse in Geneva (a bulleted list, "Loïc, enfin Loïc
 * Favre-Bulle", "c'est gmail.com pour Loïc, pas .ch", a chief physician in
 * Annemasse with a French mobile).
 *
 * THIRTY-SIXTH BLIND SET (2026-12-01): fr-r65, fr-t86, fr-r66, fr-t87 and
 * fr-t88, appended at the end of the referee cases, with one more tenant
 * questionnaire (fr-boucherie, butcher's shops as a butcher near Lyon, the
 * meat counter of a Quebec supermarket or a halal butcher writes it: the
 * relationship as a single choice (the owner, the head butcher or counter
 * manager, a colleague, a trade client), years with them (which people count
 * from an apprenticeship, from summers as a student or from Saturdays as a
 * teenager), the work as a REQUIRED multiple choice (boning and cutting,
 * preparations, charcuterie and catering, the counter, receiving carcasses
 * and the cold room) that people name by what the shop does not do, a rating
 * of hygiene and the cold chain, an OPTIONAL rating of speed with the knife,
 * a CAP or an equivalent diploma as an optional yes/no (a Quebec DEP is one),
 * kilos boned a day (optional; which depend on the feast days), a required
 * yes/no, optional text), used twice, and one conversation on
 * fr-comptabilite. Written by a thirty-sixth writer who read neither the
 * readers, the lexicons, the interviewer nor the corpus tests, nor ran them.
 * New ground: Beaune, Rimouski, Bulle, Lévis and Vénissieux; a school
 * mention ("Bien") and a percentage in Swiss words ("Octante pour cent") on a
 * 1–5 rating, "3 et demi ?", "Pas mal du tout" with no number, weeks for
 * months, a question back on whether the interviewer is a robot, a partner
 * of a firm for a choice that has no partner, tax seasons for years, tax
 * slips ("T4", "relevés 1") beside a rating, "En masse!" for a count, a count
 * on feast days beside the normal one, ages given for years, and a referee
 * who is the candidate's father and boss. The cellar master of a domaine in
 * Beaune on the built-in ("Bien" asked again (4), "à 6h du matin … 5", "40
 * coupeurs … 5", "à 8h10 pour 8h" (3), "3 et demi ?" asked again (4), "Sans
 * objet" (blank), "pour les vendanges 2026 s'il veut" (yes), "Soixante-dix
 * semaines à peu près" asked again (16)); the manager of a supermarket meat
 * counter in Rimouski on fr-boucherie in Quebec French ("Chu le gérant du
 * comptoir des viandes", "Deux ans full-time, pis avant ça deux étés"
 * asked again (2), "La charcuterie non, c'est une autre gang", "Un quartier
 * arrière de bœuf en 25 minutes. Je dirais 4", "son DEP en boucherie de
 * détail" (yes), "En masse!" asked again (150), "Drette là!"); the chef of a
 * school canteen in Bulle (Fribourg) on the built-in ("Vous êtes un robot ou
 * une vraie personne ?", "Octante pour cent" asked again (4), "450 repas …
 * 5", "Pas mal du tout" asked again (4), "une apprentie de 16 ans … 3", "les
 * 14 allergènes", "Oui, sans autre", "de la rentrée 2021 à l'été 2024" (36));
 * a partner of a CPA firm in Lévis on fr-comptabilite ("associée … c'est moi
 * qui la supervisais" settled as the chef comptable, "Trois saisons d'impôts
 * pis une fin d'année" asked again (2.5), "Acomba surtout, pis QuickBooks
 * Online … Excel", "Pas toute seule encore … 4 PME" (no), "Une quarantaine"
 * asked again (40)); and a halal butcher in Vénissieux who is the
 * candidate's father ("Yanis c'est mon fils … c'est moi le patron", "depuis
 * ses 16 ans, il en a 23 … apprentissage en 2021" asked again (5), "Tout sauf
 * la charcuterie … c'est halal ici", "un agneau entier en 12 minutes. 5",
 * "Les veilles de l'Aïd c'est 400 kilos, un jour normal 80, 100" asked again
 * (90), "Je peux pas le réembaucher, il veut partir 😅 Mais s'il revient,
 * oui" (yes)).
 *
 * Held out: fr-r65, on the built-in questionnaire.
 *
 * THIRTY-SEVENTH BLIND SET (2026-12-01): fr-i126…fr-i130, five intake
 * conversations appended at the end of the intake cases (no referee or tenant
 * questionnaire this time). Written by a thirty-seventh writer who read
 * neither the readers, the lexicons, the interviewer nor the corpus tests,
 * nor ran them. New ground: Poitiers, Mons, Oran, Edmonton and Sierre as
 * tenants, a consent held until a second interview, a question back on how
 * many referees are wanted, two first names without a hyphen ("Jean Marc"), a
 * "+33 (0)6" mobile, an Israeli mobile in local format, "Ouais mais non" as a
 * refusal with the boss's e-mail inside, a message in Darja meant for
 * someone else, a compound first name after "Dr", Algerian numbers in an
 * Algerian tenant, a "tel:" link and an Outlook "<mailto:…>" tail, the
 * candidate's own e-mail, and a Swiss mobile in words. A sales assistant in
 * Poitiers ("à condition que vous ne contactiez personne avant mon deuxième
 * entretien" confirmed, "Vous en voulez combien ?", "Jean Marc Rivière … +33
 * (0)6 12 48 90 37", "Noa Ben Haïm … à Tel-Aviv, 052-481-2290" asked which
 * country (+972), "Toda !"); a warehouse clerk in Mons ("Ouais mais non, en
 * fait. Mon chef, M. Dimitri Vandenplas (d.vandenplas@…) … mes fiches de
 * paie": refused, nothing kept); a pharmacy assistant in Oran ("Wah, machi
 * mochkil", "Dr Mohammed Amine Benaïssa, 0661 23 45 67", "Yemma rani jaya,
 * 10 dqayeq" then "Pardon, mauvaise conversation", "ma prof de stage … un
 * fixe : 041 33 22 11", "saha"); and a café worker in Edmonton ("Yeah, oui,
 * c'est correct", "ryan.macdonald@…<mailto:…>, tel:+17805550143", "ma prof
 * de compta au Campus Saint-Jean, 780 555 0199", "mon courriel à moi c'est
 * kayla.lavoie03@gmail.com": hers, never a referee's).
 *
 * Held out: fr-i130, a cellar worker in Sierre ("Ouais, ça joue", "mon
 * parrain et mon maître d'apprentissage", "son natel : zéro septante-huit,
 * six cent treize, nonante, vingt-quatre").
 *
 * THIRTY-EIGHTH BLIND SET (2026-12-02): fr-r67, fr-t89, fr-r68, fr-t90 and
 * fr-t91, appended at the end of the referee cases, with one more tenant
 * questionnaire (fr-couture, sewing workshops as a Paris haute couture house
 * or a garment shop on rue Chabanel in Montreal writes it: the relationship
 * as a single choice (the head of the workshop or "première d'atelier", a
 * colleague, the owner, a client), years with them (which people count in
 * collections, two a year), the work as a REQUIRED multiple choice (cutting,
 * assembling at the machine, hand finishing and pressing, alterations,
 * embroidery) named in the trade's words ("le montage", "la straight pis la
 * overlock", "les samples") or by who else does it ("la broderie part chez un
 * brodeur", "on a un coupeur"), a rating of precision, an OPTIONAL rating of
 * speed, a CAP or an equivalent diploma as an optional yes/no (a BMA, a
 * Quebec DEP), pieces a day (optional; a couture gown takes three weeks, a
 * factory counts trousers and dresses apart), a required yes/no, optional
 * text), used twice, and one conversation on fr-hotellerie. Written by a
 * thirty-eighth writer who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them. New ground: the grades of
 * a couture workshop ("petite main", "seconde main qualifiée") that are no
 * relationship, collections for years, Greek in Greek script and in Latin
 * letters ("Entáxei", "Pénte… 5", "Ναι!"), a correction that goes back and
 * forth twice, a diploma the referee is not sure of, two counts for two
 * kinds of garment, Saintongeais and spelling as one speaks ("le drôle", "o
 * l'é", "Je dirais troi", "On é deux"), oyster seasons for months, Tagalog
 * ("po", "opo", "Sige", "Oo naman!" that is a yes), and suites that count
 * double. The première d'atelier flou of a couture house rue du
 * Faubourg-Saint-Honoré on fr-couture ("Camille est seconde main qualifiée
 * dans mon atelier" (the referee heads the workshop), "comme petite main en
 * septembre 2019. Quatorze collections" asked again (7), "La coupe, c'est
 * moi qui la fais, et la broderie part chez un brodeur", "une robe de 300
 * heures … 5", "Chez nous on ne court pas … 3", "Un CAP métiers de la mode,
 * puis un BMA" (yes), "une robe en trois semaines, à quatre mains" asked
 * again (blank), "2 000 perles à la main"); an oyster farmer in Bourcefranc
 * (Marennes-Oléron) on the built-in ("le drôle a travaillé chez moi au parc
 * et aux claires", "Je dirais troi" (3), "On é deux sur le chaland … 4", "a
 * 5h du matin … 5", the parks closed by the norovirus told with no number,
 * asked again ("Mettez 3"), "c'é un drôle de 22 ans" on leadership (blank),
 * "Trois saisons d'huîtres, de septembre a décembre, plus un été" asked again
 * (15)); the Greek-Québécois owner of a garment shop on rue Chabanel on
 * fr-couture ("Καλημέρα", "Chu le propriétaire de la shop … ça fait 30 ans",
 * "Trois ans et demi. Non — quatre … ah non, c'était en 2021. Entáxei, trois
 * ans et demi" (3.5), "la straight pis la overlock … les samples … les
 * retouches … La coupe non", "Pénte… 5", "Une douzaine de chandails à
 * l'heure … 4", "Son DEP en confection? Je pense que oui mais chu pas sûr"
 * (blank), "Des pantalons, genre 80 par jour. Des robes, 30" asked again
 * (50), "Ναι! Oui oui, demain matin"); and the Filipina executive housekeeper
 * of a palace avenue Montaigne on fr-hotellerie ("Magandang hapon po!",
 * "Deux ans po" beside Fashion Weeks (24), "Sobrang galing!" asked again (5),
 * "Les couloirs non, c'est l'équipe de nuit", "10, 11 chambres, mais les
 * suites comptent double" asked again (10), "Opo", "Oo naman! Oui", "Salamat
 * po! Non, c'est tout").
 *
 * Held out: fr-r67, on the built-in questionnaire (the owner of a home-care
 * agency in Lewiston, Maine, in Franco-American French with English).
 *
 * THIRTY-NINTH BLIND SET (2026-12-02): fr-i131…fr-i135, five intake
 * conversations appended at the end of the intake cases. Written by the
 * thirty-eighth set's writer, who read neither the readers, the lexicons,
 * the interviewer nor the corpus tests, nor ran them. New ground: Arlon,
 * Ziguinchor, Lewiston (Maine, a US tenant), Besançon and Kuujjuaq
 * (Nunavik) as tenants, a Luxembourg mobile in a Belgian tenant, Diola and
 * Mandinka words, a referee taken back because his number changed abroad,
 * the candidate's own cell and e-mail after the referees, a refusal typed by
 * a minor's mother with the apprenticeship master's mobile inside, and
 * Inuktitut. A care assistant in Arlon who works in Ettelbruck ("M. Patrick
 * Weber, 621 48 33 90" asked which country if need be (+352), a Belgian
 * "GSM 0496 …", "Pardon, erreur dans le mail de M. Weber : c'est p.weber@…",
 * "merci hein"); a hotel worker in Ziguinchor ("Kassoumay ! Oui, je suis
 * d'accord", a list numbered "1)", Senegalese mobiles, "Enlevez Ousmane svp,
 * il est parti en Espagne", "Abaraka !"); a Franco-American student in
 * Lewiston ("Yeah oui, c'est correct" confirmed, "Ma boss au marché …
 * 207-784-3921", his hockey coach with only an e-mail, "Si vous avez besoin
 * de moé, mon cell c'est …": his, nobody's); and an apprentice's mother in
 * Besançon ("ici la maman de Lucas … Non, on ne veut pas que vous contactiez
 * son maître d'apprentissage, M. Girard (06 72 18 44 90)", then "C'est Lucas.
 * Ma mère a raison, non merci": refused, nothing kept).
 *
 * Held out: fr-i135, an interpreter in Kuujjuaq ("Ai! Ii, c'est correct", an
 * e-mail set right "avec des points, pas de tiret", "Nakurmiik!").
 *
 * FORTIETH BLIND SET (2026-12-02): fr-r69, fr-t92, fr-r70, fr-t93 and
 * fr-t94, appended at the end of the referee cases, with one more tenant
 * questionnaire (fr-veterinaire, veterinary practices as a mixed practice in
 * the Belgian Ardennes or a farm-animal clinic in the Montérégie writes it
 * about its assistants and animal health technicians: the relationship as a
 * single choice (the vet who owns or is a partner in the practice, the head
 * of the assistants, a colleague, a client or breeder), months together, the
 * tasks as a REQUIRED multiple choice (front desk, handling and care, help
 * in surgery and anaesthesia, X-rays and the lab, the hospitalised animals
 * and the kennels) named in the trade's words ("les césars", "les hospis",
 * "les déplacements de caillette") or by who else does them, a rating of
 * how they handle animals, an OPTIONAL rating of how they are with the
 * owners, an ASV diploma or an equivalent as an optional yes/no (a Québec
 * TSA is one; Belgium has none), animals a day (optional), a required
 * yes/no, optional text), used twice, and one conversation on fr-aeroport.
 * Written by a thirty-ninth writer who read neither the readers, the
 * lexicons, the interviewer nor the corpus tests, and ran only the corpus's
 * shape check. New ground: the Loyalty Islands with Drehu, Mauritius with
 * Kreol Morisien, a Kreol number that reads as an English word ("Kat"),
 * school years that start in February, years given for months, a diploma
 * that does not exist in the country, weights, a herd size and a count of
 * boarders beside ratings, a client who is also the owner the optional
 * rating asks about, a count of animals that is a herd ("120 vaches d'un
 * coup"), a peak-day count beside the normal one, and a cyclone as a start
 * date. The vet who owns a mixed practice near Bastogne on fr-veterinaire
 * ("Ça fait quatre ans, depuis septembre 2022" (48 months), "l'accueil et le
 * téléphone … elle tient les chiens pour les vaccins … les césars sur les
 * Blanc-Bleu … les hospis le week-end. Le labo et les radios, non, c'est mon
 * associée", "un taureau de 1200 kilos comme avec un chat de 3 kilos … 5",
 * "Allez, 4", "il n'y a pas vraiment de diplôme d'ASV. Elle a un bachelier
 * en agronomie" asked again (no), "une vingtaine de consultations … on ne
 * compte pas les bêtes" asked again (20), "une fois", "À tantôt !"); the
 * principal of the collège in Wé (Lifou) on the built-in ("Bozu !", "Trop
 * bien !" with no number asked again (5), "Technique… pour une surveillante
 * ? … Je dirais 3", "deux nuits à l'internat avec les 32 internes. 5", "Cht,
 * moyen" asked again (3), "je mets rien" (blank), "Deux années scolaires.
 * Ici la rentrée c'est en février" asked again (22), "Olea ! Tata 👋"); a
 * dairy farmer in Saint-Damase (Montérégie) on fr-veterinaire, a client ("chu
 * juste un client … 120 vaches", "ça doit faire 2 ans? Peut-être 3" asked
 * again (30), "a tient les vaches pour le vet … les déplacements de caillette
 * … Le reste à la clinique, j'sais pas", "Une taure qui rue … 5 sur 5", "le
 * propriétaire c'est moi 😂" asked again (4), "Son DEC en santé animale?
 * Oui", "120 vaches d'un coup … aucune idée" asked again (blank, never 120),
 * "C'est pas moi qui engage … Oui"); and a ramp supervisor at SSR airport
 * (Mauritius) on fr-aeroport ("Mo ti so superviseur lor ramp", "depuis le
 * cyclone Belal en janvier 2024 jusqu'à septembre 2025" asked again (20),
 * "Kat" asked again (4), "la soute, les bagages, et le push-back …
 * Dégivrage ? À Maurice 😂", "Wi, so badge ti valid" (yes), "Les jours de
 * pointe 8, 9 vols. Normalman 5" (5), "Wi, sirman" (yes)).
 *
 * Held out: fr-r69, on the built-in questionnaire (the Métis manager of the
 * Co-op grocery in Zenon Park, Saskatchewan, in Fransaskois French with
 * English and Michif).
 *
 * FORTY-FIRST BLIND SET (2026-12-02): fr-i136…fr-i140, five intake
 * conversations appended at the end of the intake cases. Written by the
 * fortieth set's writer, who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, and ran only the corpus's shape check.
 * New ground: Whitehorse (Yukon), Libreville, Pondicherry (an Indian tenant),
 * Saint-Martin and Ouagadougou as tenants, 867 numbers, an emergency contact
 * who is no referee, a refusal with the boss's e-mail and mobile inside
 * after a question back, Indian mobiles of five and five digits, a French
 * mobile in an Indian tenant, an e-mail set right and then another referee
 * taken back, the candidate's own mobile and e-mail after the referees, a
 * Sint Maarten number (+1 721) in a Saint-Martin tenant, and two referees
 * without an e-mail (open). A tour guide in Whitehorse ("Oui, c'est correct,
 * go ahead" confirmed, "Dave McKinnon, le gérant de l'hôtel à Dawson City …
 * 867 993-5346", "on était guides ensemble deux étés", "mon contact
 * d'urgence c'est ma blonde Jess … C'est pas une référence là": never
 * kept); an accountant in Libreville ("C'est pour quel poste déjà ?", then
 * "Non, pardon, je préfère pas. Surtout pas mon patron actuel, M. Serge Ondo
 * Mba (s.ondomba@…, 077 12 34 56)": refused, nothing kept); a French teacher
 * in Pondicherry (a numbered list, "98430 12345", "elle est rentrée à Lyon …
 * 06 71 23 45 89" asked which country (+33), "le mail de Karthik c'est
 * karthik.raman@…, pas karthik.r", "enlevez M. Arul finalement", "Moi vous
 * pouvez me joindre au 94433 56789": hers, nobody's); and a waiter in
 * Grand-Case ("Mr Franklyn Richardson, 0690 54 32 18", "elle a que son
 * numéro dutch side : 520 4417" asked which country, "ici tout le monde
 * passe par WhatsApp", "Mon shift commence": open).
 *
 * Held out: fr-i140, a pharmacy assistant in Ouagadougou (8-digit Burkinabè
 * mobiles, "Elle n'a pas de mail je crois" then "Ah si", "Barka !").
 *
 * FORTY-SECOND BLIND SET (2026-12-02): fr-r71, fr-t95, fr-r72, fr-t96 and
 * fr-t97, appended at the end of the referee cases, with one more tenant
 * questionnaire (fr-demenagement, moving companies as a removals firm in
 * Montréal or Geneva writes it: the relationship as a single choice (the
 * crew chief, a fellow mover, the boss or branch manager, a private or
 * business client), months together (which people count in summers and
 * part-time winters), the tasks as a REQUIRED multiple choice (packing,
 * carrying, the furniture lift, driving the truck, taking furniture apart and
 * back together) named in the trade's words ("le wrapping", "les lits IKEA")
 * or by what the firm does not own, a rating of care, an OPTIONAL rating of
 * how they are with clients, a C licence as an optional yes/no (Québec's
 * "classe 3"), cubic metres loaded on a typical day (optional; people answer
 * in cubic feet, in a truck's length, or with the whole team's volume over
 * two days), a required yes/no, optional text), used twice, and one
 * conversation on fr-transport-scolaire. Written by a forty-second writer who
 * read neither the readers, the lexicons, the interviewer nor the corpus
 * tests, nor ran them (only the type check). New ground: Le Mans, Montréal's
 * moving day, Le Havre, Geneva and the Somme; a race position ("P1") and a
 * car number beside ratings; an age given for a duration; SMS French whose
 * digits are words ("c 1" is "c'est un", "2m1" is demain); cubic feet; a
 * team's volume over two days that is no one's daily count; Picard numbers
 * ("set", "quate", "chonq", "vint-deux"); a morning count that is no
 * average. A moving crew chief in Montréal on fr-demenagement ("Deux étés
 * full, pis l'hiver passé à temps partiel" asked again (18), "Le wrapping pis
 * le portage … les lits IKEA … Le monte-meubles on n'en a pas … y chauffe le
 * truck", "1500 pieds cubes" asked again in cubic metres (40), "Le 1er
 * juillet prochain si y veut"); a 22-year-old fast-food shift manager in Le
 * Havre on the built-in in SMS French ("c 1 de mes equipiers", "il a 23 ans,
 * il est la depuis ses 20 ans" asked again (27), "jveux pas noter ça" on
 * technical skill (blank), "bof 3, il arrive en retard 1 fois sur 2", "koi?",
 * "il forme les nouveaux 2m1 … 4", "a+"); a Geneva foundation's head of
 * general services, a client, on fr-demenagement (a letter with a
 * signature, "en septante… pardon, en mars 2024 … vingt mois", "Qui
 * conduisait le camion, je ne sais pas", "quatre et demi" asked again (4),
 * "45 m³ pour tout l'étage, en deux jours, avec une équipe de cinq" (blank),
 * a yes given as a booking); and a coach depot manager in Abbeville on
 * fr-transport-scolaire in Picard ("Ch'fait set ans" asked again (7),
 * "Chonq !" asked again (5), "Quate ou chonq" asked again (4), "vint-deux
 * élèves … ch'soir in peu moins" asked for an average (20), "À l'arvoïure !").
 *
 * Held out: fr-r71, on the built-in questionnaire (the chief mechanic of an
 * LMP2 endurance team at Le Mans: "voiture n°38", "Trois saisons WEC" asked
 * again (33), "P1 dans l'équipe 😎" asked again (5), "Aux 24 Heures 2024 … 3
 * relais de nuit … 5", "Box, box").
 *
 * FORTY-THIRD BLIND SET (2026-12-02): fr-i141…fr-i145, five intake
 * conversations appended at the end of the intake cases. Written by the
 * forty-second set's writer, who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them (only the type check). New
 * ground: Rouyn-Noranda, Tours, Chamonix, Yerevan (an Armenian tenant) and
 * Paris as tenants; foreign mobiles in local format that are also
 * well-formed numbers of the tenant's own country (a Colombian 310 that looks
 * like Los Angeles in a Canadian tenant, a Romanian 0722 that looks like a
 * French 07); Colombian, Romanian, Armenian and Japanese mobiles; a signature
 * with an office extension and a cell, the cell chosen; a refusal with a
 * postal address as well as an e-mail; a consent with a condition on what
 * the referees are told; titles and honorifics from other languages ("el
 * ingeniero", "Paron", "Tikin", the suffix "-san"); a teacher who is now a
 * friend. A Colombian smelter worker in Rouyn-Noranda ("Sí, claro – oui,
 * c'est correct" confirmed, "Fonderie Horne | Glencore / T 819 762-7764 poste
 * 2234 / C 819 277-4410", "Son cell c'est mieux", "Álvaro Restrepo Gómez, 310
 * 456 7890" asked which country (+57)); a Romanian care assistant in Tours (a
 * numbered list, "Mme Marie-Claude de La Roche", "Dr Ioana Munteanu-Popa …
 * 0722 123 456" asked which country (+40), an e-mail set right later, "enlevez
 * Sandrine finalement", "Mulțumesc !"); a mountain-hut keeper in Chamonix
 * ("C'est obligatoire ?", then "Bon ben non alors" with her boss's e-mail and
 * the hut's postal address inside: refused, nothing kept); and an Armenian
 * graduate in Yerevan ("Ha, oui, d'accord – mais ne leur dites pas pour quel
 * poste" confirmed, "Paron Aram Hovhannisyan … 091 23 45 67", "Tikin Anahit
 * Sargsyan", "plutôt une amie maintenant, mais elle a été ma prof", a Lyon
 * landline).
 *
 * Held out: fr-i145, a Japanese pastry cook in Paris ("Hai, d'accord",
 * "Tanaka-san, donc Hiroshi Tanaka … 090-1234-5678" asked which country
 * (+81), "arigatō").
 *
 * FORTY-FOURTH BLIND SET (2026-12-02): fr-r73, fr-t98, fr-r74, fr-t99 and
 * fr-t100, appended at the end of the referee cases, with one more tenant
 * questionnaire (fr-optique, opticians as an optician's shop in Dijon or a
 * lunetterie on Quebec's Côte-Nord writes it: the relationship as a single
 * choice (the optician who owns or manages the shop, the head of the shop or
 * workshop, a colleague, a partner ophthalmologist, orthoptist or supplier),
 * years together (which people count from a work-study BTS, or as dates),
 * the tasks as a REQUIRED multiple choice (selling frames, cutting and
 * fitting lenses in the workshop, the eye test, contact lenses, third-party
 * payment and the mutuelles' files) named in the trade's abbreviations ("les
 * LC", "le TP") or in Quebec's words ("les dossiers d'assurances") or by who
 * else does them (the optometrist next door, the lab in Québec), a rating of
 * precision, an OPTIONAL rating of advice to customers, the BTS
 * Opticien-Lunetier or an equivalent as an optional yes/no (a Quebec DEC in
 * techniques d'orthèses visuelles is one), pairs fitted a day (optional;
 * people count for the whole workshop, or give the quiet days and the
 * back-to-school rush), a required yes/no, optional text), used twice, and
 * one conversation on fr-animation. Written by a forty-fourth writer who read
 * neither the readers, the lexicons, the interviewer nor the corpus tests,
 * nor ran them (only the type check). New ground: Chad, Dijon, Grenoble,
 * the Côte-Nord and French Guiana; keyboards that change what is typed: an
 * old Nokia with T9, whose "mon" is a "non" and whose number mode turns
 * "cinq" into "2467"; a shop computer whose layout is set to Canadian
 * French, so that every "/" comes out as "é" and every "?" as "É" ("4é5",
 * "1é09é2021", "c'est correctÉ"); inclusive writing with middle dots
 * ("coordinateur·ice", "adhérent·es") and a candidate who uses "iel"; a
 * range with "voire", cotton-ginning campaigns, a sight test's numbers
 * ("-8,50", "31/32") beside a rating, a count for a workshop of two, and
 * holiday sessions counted in summers and a carnival. The head of the
 * cotton-ginning mill in Moundou on the built-in, on his wife's old Nokia
 * ("mon telephone est tombe dans le Logone", "trois campagnes d egrenage"
 * asked again (36), "deux cents tonnes de coton graine par jour" in the
 * strengths, "2467" asked again ("le telephone etait reste en mode chiffres.
 * cinq": 5), "mon il n encadrait personne" (blank), "oui inchallah pour la
 * prochaine campagne" (yes), "mon merci c est tout" (no comment)); the head
 * of the workshop of an optician's in Dijon on fr-optique, who is not the
 * owner ("la titulaire c'est Mme Perrault"), "Six ans en tout, alternance
 * comprise" (6), "Les LC, non, pas encore ; la réfraction c'est la
 * titulaire ; le TP c'est l'accueil", "-8,50 avec un écart pupillaire de
 * 31/32. 5" (5, never 31 or 32), "4 ou 5" asked again (4), "15 à 20 paires
 * par jour, à deux" asked again (8)); the coordinator of a participatory
 * bicycle workshop in Grenoble on the built-in in inclusive writing ("Alix
 * utilise le pronom iel", "Service civique de 8 mois … puis un CDD de 18
 * mois. 26 mois en tout" (26), "4 (voire 4,5)" asked again (4), "tu veux
 * dire en mécanique ou avec les gens ?" asked back, "il n'y a pas de chef·fe
 * chez nous" (blank), "Oui, si on avait le budget" (yes), the pronoun as the
 * remark); the owner of a lunetterie in Baie-Comeau on fr-optique on the
 * shop computer ("c'est correctÉ", "Depuis le 1é09é2021 jusqu'à cet été"
 * asked again (5), "les dossiers d'assurances" for the mutuelles' option,
 * "l'optométriste à côté", "4é5" asked again if need be (4), "5é5", "Combien
 * de paires par jourÉ … 3-4 … 12 en août" asked again (5), "Ben oui!"); and
 * the director of a day camp in Saint-Laurent-du-Maroni (French Guiana) on
 * fr-animation in French with Guianese Creole and Nenge ("Mo sé direktris…
 * pardon", "Trois grandes vacances, juillet et août à chaque fois, plus les
 * vacances de Carnaval 2025" asked again (7), the camp in a dugout canoe to
 * Apatou, "Mo ka di 5", "8 dans la pirogue, 12 au centre" asked again (12),
 * "A bun ! Wi, direct").
 *
 * Held out: fr-r73, on the built-in questionnaire (the Moundou ginning mill
 * on a T9 phone).
 *
 * FORTY-FIFTH BLIND SET (2026-12-02): fr-i146…fr-i150, five intake
 * conversations appended at the end of the intake cases. Written by the
 * forty-fourth set's writer, who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them (only the type check). New
 * ground: London, Saint-Imier, Arles, Port-Vila and Beirut as tenants (a
 * British and a Vanuatu tenant), a British post-nominal honour after a name
 * ("Chef Michael Ashworth MBE"), a domain set right (".co.uk pas .com"), a
 * French mobile in a British tenant and a New Caledonian number in a Vanuatu
 * tenant (asked which country), referees pasted from a French-language
 * Excel sheet with semicolons and the surname first ("Nom;Prénom;…"), an
 * empty cell filled in the next message, a refusal that quotes Bartleby
 * with the current editor's particle surname and e-mail inside, Bislama ("I
 * oraet", "Mi mas go nao") and the honorific "Mama", and a phone typed in
 * Arabic-Indic digits ("٠٣ ٤٥٦ ٧٨٩"), typed again in Latin digits if asked. A chef de
 * rang in London ("Yes, oui bien sûr", "michael.ashworth@mayfair-dining.com"
 * then ".co.uk pas .com", her trainer at a Lyon CFA with "06 74 21 38 90"
 * asked which country (+33), "cheers !"); a watchmaker in Saint-Imier
 * ("Gerber;Anne-Laure;Cheffe d'atelier;…", "Rohrbach;Ursula;Formatrice
 * CFC;;" then "elle n'a pas d'e-mail … Son fixe : 032 487 15 60"); an
 * editorial assistant in Arles ("Je préférerais ne pas. (Pardon, Bartleby
 * …) … surtout pas mon éditrice actuelle, Mme Agnès de Vaublanc
 * (agnes.devaublanc@…)", "Non, c'est non": refused, nothing kept); and a
 * resort worker in Port-Vila ("I oraet 👍" confirmed, "Mama Kalsakau … enfin
 * Mme Marie-Rose Kalsakau, 774 5128", "Teddy Wamytan, 75 12 34" asked which
 * country (+687), no e-mails, "Mi mas go nao, le bus arrive": open).
 *
 * Held out: fr-i150, a pharmacist in Beirut ("Akid, oui bien sûr", "Dr Rana
 * Haddad-Khoury … ٠٣ ٤٥٦ ٧٨٩", "M. Georges Abi Nader", "70 123 456").
 *
 * FORTY-SIXTH BLIND SET (2026-12-02): fr-r75, fr-t101, fr-r76, fr-t102 and
 * fr-t103, appended at the end of the referee cases, with one more tenant
 * questionnaire (fr-plomberie, plumbing and heating as a small firm in
 * Casablanca, a heating contractor in Andorra or a hotel's contractor in
 * Cotonou sees it: the relationship as a single choice (the owner of the
 * firm, a team leader or site manager, a colleague, a client or a building
 * manager), months together (which people give in years and halves, in
 * seasons, or as "deux ans et quelques"), the work as a REQUIRED multiple
 * choice (call-outs and leaks, bathrooms and kitchens, heating and boilers,
 * heat pumps and air conditioning, brazing and welding) named by places and
 * machines ("les hôtels de Pas de la Casa", "les chalets neufs", "la bâche
 * d'eau") or by who else does them ("une autre boîte", "le frigoriste"), a
 * rating of finish, an OPTIONAL rating of how they are with clients, the
 * refrigerant-handling certificate as an optional yes/no, call-outs a day
 * (optional; people answer per season, or per week), a required yes/no,
 * optional text), used in all three tenant conversations. Written by a
 * forty-sixth writer who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them (only the type check). New
 * ground: Corsica, Morocco, Brittany, Andorra and Benin; plumbing and forest
 * firefighting; Corsican ("Iè" yes, "Innò" no, "sicuru"), Moroccan Darija in
 * Latin letters and digits, whose "la" is no and "w nass" a half ("3 ans w
 * nass", "ma3ndouch", "Wakha", "Safi"), Breton ("ya" yes, "nann" no,
 * "trugarez", "kenavo"), Catalan ("Sóc cap d'equip", "Molt bé", "Sí, és
 * clar!"); a phone's dictation that hears numbers as other words ("Oui ans"
 * for huit ans, "Saint" for cinq, "Troyes" for trois) and writes spoken
 * punctuation ("virgule", "point"); seasons as a duration (four summers of
 * four months); a client as the referee, who cannot rate what he did not
 * see and counts call-outs by the week. The head of a group of forest
 * firefighters in Porto-Vecchio on the built-in (held out, see below); the
 * owner of a plumbing firm in Casablanca on fr-plomberie ("3 ans w nass"
 * asked again (42), "Clim la, c'est une autre boîte", "La, ma3ndouch" (no),
 * "Entre 5 et 7" asked again (6), "Wakha, bien sûr" (yes), "Safi, c'est
 * tout" (no remark)); the manager of a crêperie in Quimper on the built-in,
 * dictating ("Oui ans" asked again (96), "le billig à 4 … le 14 juillet",
 * "Saint" asked again (5), "Troyes" (3), "Ya, 5", "je sais pas trop"
 * (blank), "Elle encadre les saisonniers l'été 4" (4), "Nann trugarez
 * kenavo" (no remark)); a heating team leader in Andorra la Vella on
 * fr-plomberie ("À peu près 18 mois" then "Exactement 17 mois" (17), "Salles
 * de bains non. Soudure aussi", "Quatre. Molt bé", "En hiver 6 ou 7, en été
 * 2" asked again (4), "Sí, és clar!"); and a hotel manager in Cotonou on
 * fr-plomberie who was the candidate's client ("Donc client on va dire",
 * "Deux ans et quelques" asked again (26), "ici il fait 32 degrés", "Je ne
 * sais pas trop" and "Je ne sais pas ce que c'est" (blank), "Une ou deux par
 * semaine. Par jour je ne peux pas savoir" (blank), "Il faut même pas
 * demander, oui" (yes)).
 *
 * Held out: fr-r75, on the built-in questionnaire (the forest firefighters'
 * group head in Porto-Vecchio, in French with Corsican: "Quatre saisons, de
 * juin à fin septembre" (16), "Pour la radio justement, 3", "Iè, 5", "4 ou
 * 5, je dirais 4", "elle a que 22 ans" then "Je peux pas noter, passez" on
 * leadership (blank), "Iè, sicuru !" (yes), "Innò, basta cusì" (no remark)).
 *
 * FORTY-SEVENTH BLIND SET (2026-12-02): fr-i151…fr-i155, five intake
 * conversations appended at the end of the intake cases. Written by the
 * forty-sixth set's writer, who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them (only the type check). New
 * ground: Ajaccio, Casablanca (a Moroccan tenant), Quimper, Andorra (an
 * Andorran tenant) and Cotonou (a Beninese tenant); compound first names
 * without a hyphen (Corsican "Ghjuvan Petru", Moroccan "Fatima Zahra",
 * Catalan "Josep Maria"); honorifics before names ("Si", "Hajja", "Sr.",
 * "Dr. Ing.", "Tonton" in brackets, "ma grande sœur en Christ, Mme"); a
 * French mobile in local format in a Moroccan tenant, where it is also a
 * well-formed Moroccan mobile; a six-digit Andorran number; a Spanish mobile
 * named as Spanish; Benin's ten-digit numbers; consent in Corsican, Darija
 * and Catalan; a conditional consent; a refusal in Breton with a .bzh
 * address inside; a referee removed; an e-mail corrected. A waiter in
 * Ajaccio ("Iè, va bè 👍" confirmed, "Ghjuvan Petru Santoni … 06 14 52 37
 * 89", "enlevez Petru Antonu", "C'est bon, basta"); a textile technician in
 * Casablanca ("Wakha, d'accord" confirmed, "1- Si Mohammed Tazi … 06 61 23
 * 45 67", "2- Hajja Fatima Zahra Bennani", "3- mon tuteur de stage en
 * France … 06 45 78 12 90" asked which country (+33)); a cannery worker in
 * Quimper ("Nann, trugarez. Non merci … Yann Le Floc'h
 * (yann.lefloch@conserverie-penmarch.bzh)": refused, nothing kept); and a
 * receptionist in Andorra ("D'acord, oui", "Sr. Josep Maria Cerqueda … 312
 * 456", "Núria Vilaró Puig … un portable espagnol 612 34 56 78", "avec un
 * point", "Ja està").
 *
 * Held out: fr-i155, a site foreman in Cotonou ("Oui mais à condition que
 * vous n'appeliez pas mon patron actuel" confirmed, "Dr. Ing. Comlan
 * Hounkpatin (Tonton Comlan pour nous) … 01 97 12 34 56", "Mme Bernadette
 * Adjovi … pas de mail … +229 01 66 45 78 90").
 *
 * FORTY-EIGHTH BLIND SET (2026-12-02): fr-r77, fr-t104, fr-r78, fr-t105 and
 * fr-t106, appended at the end of the referee cases, with one more tenant
 * questionnaire (fr-laboratoire, a medical laboratory as a lab in Papeete or
 * a French hospital's lab in Hanoi sees it: the relationship as a single
 * choice (the biologist in charge, a site manager, a fellow technician, an
 * internship tutor), months together (which people give from a school term
 * to a festival, or as an internship plus a year), the posts as a REQUIRED
 * multiple choice named by abbreviation with a yes or a no in another
 * language ("Hémato 'ē, bioch 'ē. Microbio 'aita", "Prises de sang không")
 * or by who else does them ("L'accueil c'est les secrétaires"), a rating of
 * rigour, an OPTIONAL rating of contact with patients, the sampling
 * certificate as an optional yes/no (which a country may not have), samples
 * a morning (optional; "une trentaine", "zéro"), a required yes/no, optional
 * text), used twice, and one conversation on fr-veterinaire. Written by a
 * forty-eighth writer who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them (only the type check). New
 * ground: the Périgord, Tahiti, the Vendée, Hanoi and Corrèze; canoe
 * guides, medical labs, riding schools and a rural vet; ratings given as
 * percentages ("à 80 %", "100 %"); French litotes, where a negation is a
 * yes or a middling mark ("Elle est pas mauvaise", "Pas moins de 5", "Pas
 * terrible", "Ce serait pas de refus !"); Tahitian ("'ē" yes, "'aita" no,
 * "maita'i roa", "Māuruuru"); Vietnamese ("Dạ", "Vâng" yes, "không" no,
 * "Cảm ơn"); a keyboard with the caps lock stuck, so case is inverted
 * ("bONJOUR", "tROIS ANS ET DEMI", "nON"); durations from Easter to All
 * Saints and from the school term to the Heiva. The canoe-base owner in
 * Vitrac on the built-in (held out, see below); the biologist in charge of
 * a lab in Papeete on fr-laboratoire ("de la rentrée d'août 2021 jusqu'au
 * Heiva de juillet 2024" asked again (35), "Une trentaine, 40 les jours de
 * paie" asked again (30)); a riding-centre owner in La Mothe-Achard on the
 * built-in ("Pas loin de trois ans" asked again (33), "Elle est pas
 * mauvaise" asked again (4), "Pas terrible" asked again (2), "Ce serait pas
 * de refus !" (yes)); the head of a hospital lab in Hanoi on fr-laboratoire
 * ("Six mois de stage, puis … collègue un an" (18), "Je donne 4 … non,
 * c'est injuste : 5", "Không. Au Vietnam ce certificat n'existe pas" (no),
 * "Zéro" (0)); and a rural vet in Ussel on fr-veterinaire with the caps lock
 * on ("tROIS ANS ET DEMI" (42), "Avec les éleveurs, 4. Avec les dames à
 * chat, 3" asked again (4), "EN TRAIN DE LE PASSER" (no), "eNTRE 20 ET 30"
 * asked again (25)).
 *
 * Held out: fr-r77, on the built-in questionnaire (the owner of a canoe
 * base in Vitrac on the Dordogne: "De Pâques à la Toussaint, deux années de
 * suite" asked again (14), "à 80 %" asked again (4), "100 %" asked again
 * (5), "La 2e saison il a raté 3 matinées … Je dirais 3" (3), "Question
 * suivante" (blank), "15 gamins par moniteur. 4" (4), "Ben oui" (yes)).
 *
 * FORTY-NINTH BLIND SET (2026-12-02): fr-i156…fr-i160, five intake
 * conversations appended at the end of the intake cases. Written by the
 * forty-eighth set's writer, who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them (only the type check). New
 * ground: Papeete (a French Polynesian tenant), Hanoi (a Vietnamese tenant),
 * Les Sables-d'Olonne, Hossegor and Rodrigues (a Mauritian tenant); consent
 * in Tahitian, Vietnamese, surf slang and Rodriguan Creole; Polynesian
 * eight-digit mobiles, a Vietnamese mobile in the tenant's format, and a
 * French, an Australian, a Portuguese and a Réunion mobile in local format
 * (each asked which country); a long Tahitian surname; a family name in
 * capitals written after the given name ("Dr Hùng TRẦN"); a refusal in a
 * litotes ("Je ne dis pas non, mais pas maintenant") with the boss's name
 * and e-mail inside; a nickname before the name in brackets ("Jojo
 * (Jonathan Lafitte)") whose referee is then removed; no e-mail for any
 * referee (open). A hotel receptionist in Punaauia ("'Ē, ok pour moi"
 * confirmed, "Hinano Teriierooiterai … 87 12 34 56" and a colleague with no
 * e-mail, "Māuruuru, c'est tout"); a lab technician in Hanoi ("Vâng,
 * d'accord ạ" confirmed, "Dr Hùng TRẦN … 091 234 56 78", "Mme Sophie
 * Garnier … 06 72 18 45 93" asked which country (+33)); a riding instructor
 * in Les Sables-d'Olonne ("Je ne dis pas non, mais pas maintenant … Mme
 * Odile Gaborit, odile@ecurie-olonne.fr", then "Non, pas pour l'instant":
 * refused, nothing kept); and a surf instructor in Hossegor ("Yes,
 * carrément, vas-y 🤙" confirmed, a dashed list, "0412 345 678" (+61) and
 * "912 345 678" (+351) asked which country, "Enlève Jojo").
 *
 * Held out: fr-i160, a hotel housekeeper in Port Mathurin ("Wi, pa ena
 * problem" confirmed, "M. Jean-Claude Perrine, 5 812 3456", "Mme Josiane
 * Begué … 0692 12 34 56" asked which country (+262), "Ni lin ni lot ena
 * mail", "Mo bizin alé, lavion pe atann": open).
 *
 * FIFTIETH BLIND SET (2026-12-02): fr-r79, fr-t107, fr-r80, fr-t108 and
 * fr-t109, appended at the end of the referee cases, with one more tenant
 * questionnaire (fr-ambulance, a private ambulance company: the relationship
 * as a single choice (the manager, a dispatcher or crew lead, a crew
 * colleague, a nurse of a receiving ward), months together (which people
 * give as "deux ans et quéques mois" or dictate), the missions as a REQUIRED
 * multiple choice (emergency duty, scheduled transport, seated transport
 * (VSL), transfers, dispatch) named by what someone else does ("Le VSL non,
 * ch'est les jeunes qui font cha"), a rating of driving, an OPTIONAL rating
 * of contact with patients, the DEA diploma as an optional yes/no (one being
 * taken now), kilometres per shift (optional; "entre 200 et 400"), a
 * required yes/no, optional text), used twice, and one conversation on
 * fr-agricole. Written by a fiftieth writer who read neither the readers,
 * the lexicons, the interviewer nor the corpus tests, nor ran them (only the
 * type check). New ground: Doha (Qatar), Picardy, the Camargue, the Cévennes
 * and the Ardèche; a French bakery abroad, ambulances, a bull ranch and a
 * vineyard; French school marks out of 20 ("14/20", "19/20") on a 1-to-5
 * scale; Gulf Arabic words ("Yalla", "Wallah", "Inshallah", "Mashallah");
 * Picard ("ch'est mi", "cheux nous", "infin", "quo"); Provençal ("Boudiou",
 * "Fan de chichourle", "Peuchère") and a rating given by reference to
 * another ("Pareil que la com"); durations counted in ferrades and from
 * Ramadan to the World Cup; VOICE DICTATION with punctuation as words
 * ("virgule", "point", "fin du message") and a number misheard ("je lui mets
 * sain" for cinq); SMS French ("jsp", "chui", "pa", "mdr", "grave" as yes).
 * The bakery owner in Doha on the built-in (held out, see below); an
 * ambulance manager in Amiens on fr-ambulance ("Deux ans et quéques mois"
 * asked again (28), "un peu vite quo. 3", "entre 200 et 400" then "Je sais
 * pas" (blank)); a manadier in the Camargue on the built-in ("Trois
 * ferrades" asked again (36), "5 et même plus" (5), "On est 4 gardians …
 * Pareil que la com" (3), "elle commande personne" (blank)); an ambulance
 * dispatcher in Alès on fr-ambulance, dictating ("je lui mets sain" asked
 * again (5), "en train de le passer" (no), "environ 350 km" (350)); and a
 * vineyard team leader in the Ardèche on fr-agricole ("jsp 2 ou 3 jcroi"
 * asked again (3), "les cerises c'etait pa chez nous", "on compte en hottes"
 * then "passe" (blank), "grave" (yes)).
 *
 * Held out: fr-r79, on the built-in questionnaire (the Lebanese-French owner
 * of a bakery in Doha: "Du Ramadan 2021 jusqu'à la Coupe du monde" asked
 * again (20), "14/20" asked again (3), "Mashallah, 19/20" asked again (5),
 * "Wallah je sais pas" (blank), "Elle avait 6 commis. 4" (4), "Inshallah
 * oui" (yes), "Yalla, c'est tout" (no remark)).
 *
 * FIFTY-FIRST BLIND SET (2026-12-02): fr-i161…fr-i165, five intake
 * conversations appended at the end of the intake cases. Written by the
 * fiftieth set's writer, who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them (only the type check). New
 * ground: Doha (a Qatari tenant, twice), Amiens, Arles and Alès; consent in
 * Gulf and Egyptian Arabic words ("Yalla, ok pour moi", "Aywa, d'accord")
 * and with a condition ("Oui si vous contactez pas mon employeur actuel",
 * asked again); Qatari eight-digit mobiles in the tenant's format, a Thai
 * and a French mobile in local format (each asked which country); a pasted
 * signature with an office line and a mobile, the mobile chosen; a refusal
 * in SMS French with the boss's e-mail inside; a lawyer's title ("Me"), an
 * Armenian surname whose e-mail is corrected later, a referee without any
 * contact removed; a double particle surname ("de La Roque-Ordan") and a
 * surname first in capitals with a note ("EL-SAYED Mona (Mona c'est le
 * prénom)"). A pastry cook in Doha ("Yalla" confirmed, "5512 3456",
 * "Somchai Wongsawat … 081 234 5678" asked which country (+66), "Shukran");
 * an ambulance driver in Amiens (conditional consent asked again, "Tél. 03
 * 22 … Port. 06 …", "Plutôt le portable"); a gardian in Arles ("nn dsl
 * jprefere pa, mon patron c f.bonnefoy@…": refused, nothing kept); and a
 * law-firm clerk in Alès ("Me Anne-Laure Chabert", "enlevez Mme Roux", "avec
 * deux s").
 *
 * Held out: fr-i165, a teacher at a lycée français in Doha ("Aywa, d'accord"
 * confirmed, "M. Jean-Marc de La Roque-Ordan … 06 87 65 43 21" asked which
 * country (+33), "EL-SAYED Mona (Mona c'est le prénom) … 3312 4567",
 * "Khalas, c'est tout").
 *
 * FIFTY-SECOND BLIND SET (2026-12-02): fr-r81, fr-t110, fr-r82, fr-t111 and
 * fr-t112, appended at the end of the referee cases, with one more tenant
 * questionnaire (fr-fibre, fibre-optic deployment as a subcontractor in
 * France, its overseas departments or abroad writes it: the relationship as
 * a single choice (the team leader or works supervisor, the owner of the
 * subcontracting firm, a fellow technician, the operator or integrator who
 * gives the orders), months together (which people count from a saint's
 * day or from a cyclone), the work as a REQUIRED multiple choice
 * (subscriber connections, underground cable pulling, aerial work on poles,
 * splicing and boxes, measurements and acceptance) named in the trade's
 * shorthand ("LES RACCOS", "la réflecto", "EN PBO") or by who else does it
 * ("C EST UNE AUTRE EQUIPE", "C EST LE BUREAU QUI FAIT"), a rating of the
 * quality of connections, an OPTIONAL rating of behaviour at the
 * subscriber's, an electrical authorisation or a boom-lift CACES as an
 * optional yes/no (one valid and one expired; "je crois … mais je suis pas
 * sûr"), connections a day (optional; "quatre à cinq", the Hauts against
 * town), a required yes/no, optional text), used twice, and one
 * conversation on fr-peche. Written by a fifty-second writer who read
 * neither the readers, the lexicons, the interviewer nor the corpus tests,
 * nor ran them (only the type check). New ground: the Aosta Valley,
 * Lorraine, Djibouti, Réunion and Louisiana; a mountain hut, fibre optics,
 * a container terminal and a shrimp boat; Italian school marks out of 10
 * ("Un bel 8", "10 e lode !") and Italian fillers ("allora", "Boh",
 * "Magari"), Valdôtain patois ("Bondzor", "Ouè", "Mersì, à la revoya");
 * Somali ("Nabad", "Haa" yes, "Maya" no, "Mahadsanid") and a duration in
 * Djibouti's seasons ("Deux saisons chaudes et une saison fraîche"); a
 * typist in ALL CAPITALS without accents or apostrophes ("D UNE BOITE",
 * "L AERIEN"); Réunion Creole DICTATED by voice, with punctuation as words
 * ("virgule", "point", "point d'interrogation", "fin du message") and a
 * correction inside a message ("je lui mets quatre virgule non cinq");
 * Cajun French on a shrimp boat ("la chevrette", "il pickait", "driver le
 * bateau", "checké dans le logbook", "cher"). The keeper of a mountain hut
 * above Cogne on the built-in (held out, see below); the owner of a fibre
 * subcontractor in Thionville on fr-fibre, in capitals ("DE LA
 * SAINT-NICOLAS 2022 JUSQU A CET ETE" asked again (44), "ZERO REPRISE EN
 * 2024 … 5" (5), "HABILITATION BR OUI. LE CACES NACELLE … A EXPIRE EN MARS"
 * (yes), "QUATRE A CINQ PAR JOUR, SIX LES BONS JOURS" asked again (5)); a
 * quay chief at the Doraleh container terminal on the built-in ("Deux
 * saisons chaudes et une saison fraîche" asked again (19), "30 mouvements
 * à l'heure … 5" (5), "On est 12 dans la bordée … 4" (4), "Maya, ça je ne
 * peux pas juger" (blank), "3 ou 4" asked again (3), "Haa, sans hésiter"
 * (yes)); a fibre team leader in Saint-Pierre (Réunion) on fr-fibre,
 * dictating ("Depuis le cyclone Garance virgule en février 2025" asked
 * again (22), "Le souterrain virgule mi koné pa virgule je crois pas",
 * "quatre virgule non cinq" (5), "je crois qu'elle a le B0 mais je suis pas
 * sûr" (blank), "Trois par jour dans les Hauts virgule six en ville" asked
 * again (4)); and a shrimp-boat captain at Grand Isle on fr-peche ("Trois
 * saisons de chevrettes" asked again (21), "Le moteur, non … Driver le
 * bateau, jamais … c'est lui qui faisait le gumbo", "je connais pas, cher"
 * (blank), "Des trips de dix, douze jours" asked again (12), "Ça c'est
 * sûr, cher" (yes)).
 *
 * Held out: fr-r81, on the built-in questionnaire (the keeper of the
 * Vittorio Sella hut above Cogne, with Italian and Valdôtain words: "Trois
 * étés, de la mi-juin à la mi-septembre" asked again (9), "Un bel 8" asked
 * again (4), "10 e lode !" asked again (5), "fondre la neige pour 60
 * personnes. 5" (5), "Magari… je ne sais pas" on leadership (blank), "Ouè,
 * sûr" (yes), "Mersì, à la revoya" (no remark)).
 *
 * FIFTY-THIRD BLIND SET (2026-12-02): fr-i166…fr-i170, five intake
 * conversations appended at the end of the intake cases. Written by the
 * fifty-second set's writer, who read neither the readers, the lexicons,
 * the interviewer nor the corpus tests, nor ran them (only the type check).
 * New ground: Ouagadougou (a Burkinabè tenant), Metz, Saint-Denis (a
 * Réunion tenant), Djibouti (a Djiboutian tenant) and Aosta (an Italian
 * tenant); consent in Burkinabè French ("On est ensemble, y a pas de
 * problème"), in Valdôtain with Italian ("Ouè, d'accord, va bene") and
 * with a condition typed plainly ("seulement après mon entretien de
 * jeudi", asked again); a referee described in one message and named in
 * the next; an Ivorian ten-digit mobile in a Burkinabè tenant, a Luxembourg
 * mobile that also parses as a French one ("621 123 456"), an Ethiopian
 * mobile in a Djiboutian tenant and a Swiss mobile that also parses as an
 * Italian landline ("079 123 45 67"), each asked which country; a
 * referee's details over three messages; a refusal in Réunion Creole with
 * the boss's e-mail inside; an e-mail's domain corrected later (".dj, pas
 * .fr"); a referee replaced in a numbered list. A mechanic in Ouagadougou
 * ("On est ensemble" confirmed, "c'est un vieux très sérieux" then "Il
 * s'appelle Boukary Ouédraogo. 70 12 34 56", "Mme Adjoua Konan … 07 07 12
 * 34 56" asked which country (+225)); a shop assistant in Metz typing
 * plainly (conditional consent asked again, "Nathalie Schwartz." / "Son
 * adresse : …" / "Son portable : …", "Marc Thill … 621 123 456" asked which
 * country (+352)); a driver in Saint-Denis ("Non merci, mi vé pa. Mon
 * patron Jean-Marc Payet (jm.payet@transports-payet.re) …": refused,
 * nothing kept); and a port clerk in Djibouti ("Tigist Bekele … 091 123
 * 4567" asked which country (+251), "ali.houmed@port.dj, pas .fr",
 * "Mahadsanid, c'est fini").
 *
 * Held out: fr-i170, a waitress in Aosta ("Ouè, d'accord, va bene"
 * confirmed, "Mme Sylvie Fellay … 079 123 45 67" asked which country (+41),
 * "Au lieu de Marco, mettez plutôt Elena Jorrioz … 339 876 5432", "Mersì,
 * c'est tout").
 *
 * FIFTY-FOURTH BLIND SET (2026-12-02): fr-r83, fr-t113, fr-r84, fr-t114 and
 * fr-t115, appended at the end of the referee cases, with one more tenant
 * questionnaire (fr-horlogerie, watchmaking as a manufacture in the Vallée
 * de Joux, a brand's after-sales workshop in Geneva or a workshop in the
 * Haut-Doubs writes it: the relationship as a single choice (the head of
 * the workshop or of production, a fellow watchmaker, the master of
 * apprenticeship or trainer, a client such as a brand or a retailer),
 * months together (which people give in years or as dates), the posts as a
 * REQUIRED multiple choice (assembly and casing, regulating, finishing and
 * polishing, repair and after-sales, quality control) named in the trade's
 * words ("l'emboîtage … sur les grandes complications", "le réglage des
 * spiraux", "le visitage", "on démonte et on remboîte") or by who else does
 * them ("un atelier à part chez nous", "c'est l'atelier d'habillage"), a
 * rating of precision, an OPTIONAL rating of autonomy, a watchmaker's
 * diploma (CFC, CAP or DMA) as an optional yes/no, movements a day
 * (optional; a grand complication takes a week), a required yes/no,
 * optional text), used twice, and one conversation on fr-boucherie.
 * Written by a fifty-fourth writer who read neither the readers, the
 * lexicons, the interviewer nor the corpus tests, nor ran them (only the
 * type check). New ground: the Bélon estuary in Brittany, the Vallée de
 * Joux, Guadeloupe's Sainte-Rose, Geneva with a cross-border worker from
 * Annemasse and a Tunisian butcher's in Noailles (Marseille); oyster farms,
 * watchmaking, a rum distillery and a halal butcher's; oyster sizes that
 * are no ratings ("des n°3 se retrouvent dans les n°2"); Breton French
 * ("Ma Doue", "Mat an traoù", "Dame oui !", "Kenavo ar wech all"); Swiss
 * French numbers ("Septante-deux mois", "Ça joue", "Adieu" as goodbye);
 * Guadeloupean Creole ratings and durations in words ("Kat", "Senk", "Kenz
 * mwa"), "An pa sav", "Awa" for no; a pasted e-mail signature with two
 * Swiss numbers; an answer to another question than the one asked (the
 * posts, asked how long); a rating corrected one question later by naming
 * it ("Pour la précision, je me corrige : 5 … Autonomie : 4"); Tunisian
 * Arabizi whose digits are letters ("5dem m3aya", "9rib 200", "Ya3tik
 * sa7a"). The oyster farmer in Riec-sur-Bélon on the built-in (held out,
 * see below); a workshop head in Le Sentier on fr-horlogerie ("Six ans, de
 * la rentrée 2019 à l'été 2025" (72, or "Septante-deux mois" when asked
 * again), "L'emboîtage, oui … Le réglage aussi … Le polissage et l'anglage,
 * non … Le visitage, seulement ses propres pièces, ça compte pas" (casing
 * and regulating), "Entre 3 et 4" asked again (4), "un mouvement par
 * semaine, pas par jour" then "laissez vide" (blank)); a production head at
 * a distillery in Sainte-Rose on the built-in ("Trois campagnes" asked
 * again, "Kenz mwa" (15), "Kat" (4), "Senk, san dout" (5), "Ki sa sa vé di,
 * fiabilité ?" asked back then "à 4 è di maten … Senk" (5), "An pa sav"
 * (blank), "Wi, wi, sé sèten" (yes), "Awa, sa bon" (no remark)); the head
 * of an after-sales workshop in Plan-les-Ouates on fr-horlogerie, with her
 * signature ("Elle est très bonne au rhabillage des chronographes" asked
 * how long, then "Trente-huit mois" (38), "4" then "je me corrige : 5" (5,
 * autonomy 4), "Entre 6 et 8 pièces" asked again (7)); and a butcher in
 * Noailles on fr-boucherie ("3 snin w nos. Trois ans et demi" (3.5),
 * "l'agneau de l'Aïd, il fait 40 bêtes par jour … Charcuterie non, on fait
 * pas le porc" (boning, preparations, counter), "9rib 200, 250 les jours de
 * fête" asked again (200), "Inchallah oui, wallah" (yes)).
 *
 * Held out: fr-r83, on the built-in questionnaire (the oyster farmer in
 * Riec-sur-Bélon: "Deux Noëls et l'été entre les deux" asked again, "dans
 * les 16 mois… 17 même" (17), "des n°3 se retrouvent dans les n°2" in the
 * improvements, "Ma Doue … 3 ou 4, je vous redis" asked again (4), "On est
 * quatre à la cabane … 4" (4), "à 4 h du matin … 5" (5), "Mat an traoù. 4"
 * (4), "pas de note là-dessus" (blank), "Dame oui !" (yes), "Kenavo ar wech
 * all" (no remark)).
 *
 * FIFTY-FIFTH BLIND SET (2026-12-02): fr-i171…fr-i175, five intake
 * conversations appended at the end of the intake cases. Written by the
 * fifty-fourth set's writer, who read neither the readers, the lexicons,
 * the interviewer nor the corpus tests, nor ran them (only the type check).
 * New ground: Douala (a Cameroonian tenant), Antananarivo (a Malagasy
 * tenant), Montpellier, Strasbourg and Gaspé (a Canadian tenant); consent
 * in Camfranglais ("C'est good, vous pouvez les call 👍"), in Malagasy
 * ("Eny, azo atao"), dictated ("Oui virgule bien sûr point") and in
 * Gaspésie French ("Ouin, c'est correct, vas-y"); a referee described
 * before named; a Nigerian mobile in local format in a Cameroonian tenant,
 * a French one in a Malagasy tenant and a Saint-Pierre-et-Miquelon one in
 * a Canadian tenant, each asked which country; e-mail addresses DICTATED
 * with "arobase", "tiret" and "point"; an e-mail set right in a later
 * message; a refusal in Alsatian and French with the boss's e-mail inside;
 * a referee removed. A cashier in Douala ("C'est good" confirmed, "Mon
 * ancien boss au Nigeria …" then "Il s'appelle Chukwuemeka Obi. 0803 123
 * 4567" asked which country (+234), "Mme Estelle Ngo Biyong … 6 77 12 34
 * 56"); an NGO logistician in Antananarivo ("Eny, azo atao" confirmed,
 * "034 12 345 67", "07 81 23 45 67" asked which country (+33), "c'est
 * andry.rakotoarisoa@…, pas rakoto"); a nurse in Montpellier dictating
 * ("jean tiret luc point fabre arobase clinique tiret saintjean point fr");
 * and a waiter in Strasbourg ("Nai, merci vielmols … M. Jean-Paul Schaeffer
 * (jp.schaeffer@winstub-kuehn.fr)": refused, nothing kept).
 *
 * Held out: fr-i175, a crab-plant worker in Gaspé ("Ouin, c'est correct,
 * vas-y" confirmed, "Réjean Cotton, 418 368-1234, y a pas de courriel",
 * "Mme Karine Briand … 55 12 34" asked which country (+508), "Oublie
 * Réjean", "C'est toute. Merci ben").
 *
 * FIFTY-SIXTH BLIND SET (2026-12-03): fr-r85, fr-t116, fr-r86, fr-t117 and
 * fr-t118, appended at the end of the referee cases, with one more tenant
 * questionnaire (fr-chocolaterie, chocolate making as a maison of
 * chocolatiers in Brussels or a bean-to-bar chocolaterie in Abidjan writes
 * it: the relationship as a single choice (the master chocolatier or owner,
 * the head of the workshop or of production, a fellow chocolatier, the head
 * of the shop), months together (which people count from Saint Nicholas to
 * Easter, or in cocoa seasons, "deux grandes traites et une petite"), the
 * posts as a REQUIRED multiple choice (tempering and moulding, fillings,
 * enrobing and decoration, working the bean, the shop) named in the trade's
 * words ("elle tablait comme une grande", "le praliné noisette", "le
 * concassage, le conchage") or by what the workshop lacks ("L'enrobeuse,
 * non, on n'en a pas", "L'enrobage on n'a pas la machine") or by who else
 * does it ("Les ganaches c'est moi je fais", "La boutique c'est ma sœur"), a
 * rating of even, clean work, an OPTIONAL rating of holding up in the rush,
 * a diploma or training as an optional yes/no, kilos of chocolate a day
 * (optional; people answer with their tempering machines, or in beans
 * roasted), a required yes/no, optional text), used twice, and five intake
 * conversations, fr-i176…fr-i180, appended at the end of the intake cases,
 * with one conversation on fr-securite. Written by a fifty-sixth writer who
 * read neither the readers, the lexicons, the interviewer nor the corpus
 * tests, nor ran them (only the type check). New ground: Dakar, Brussels,
 * the Soule in the Basque Country, Abidjan, Monaco, Liège and Bayonne; a
 * freight forwarder at the port, chocolate making, an espadrille workshop
 * and guarding in the Principality; Wolof ("Dafa baax lool" as a rating,
 * "Waaw" yes, "Déedéet" no, "Ndank ndank", "Jërëjëf"), a duration in
 * Tabaski feasts and a voice note offered instead of an answer ("Je vous ai
 * fait un vocal"); a Belgian university mention as a rating ("Grande
 * distinction !") and Belgian numbers ("nonante kilos", "septante kilos");
 * Basque numbers as ratings ("Hiru", "Bost", "Lau edo bost… lau"), a
 * duration in Basque set right in French ("Hiru urte… trois ans, pardon")
 * and an autocorrect that turns "Bai" into "Bail"; cocoa seasons as a
 * duration and beans against chocolate ("50 kilos de fèves … 35 kilos de
 * chocolat"); Grand Prix as a duration, a permit that exists in Monaco but
 * not in France, sites named by Monaco's places and an acronym said no to
 * ("Le CHPG non"). In the intake: consent in Walloon ("Awè, c'est bon"), in
 * Wolof ("Waaw, amul problème"), in Basque, whose "ados" is "agreed" ("Bai,
 * ados"), and after a question back ("c'est vous qui allez les appeler ou
 * c'est automatique ?"); a refusal in Ivorian French with the boss's e-mail
 * inside; a Moroccan mobile in a Belgian tenant that also looks French, a
 * Malian one in a Senegalese tenant, a Spanish one that also reads as a
 * French mobile without its 0, a French one that is also well-formed in
 * Monaco and an Italian one in a Monegasque tenant, each asked which
 * country; details over three messages; a referee added then removed; an
 * e-mail set right to the Basque spelling of a name ("avec tx comme son
 * nom") and one set right in full ("laurent.gastaud@…, pas l.gastaud").
 *
 * The conversations: the head of transit at a freight forwarder in Dakar on
 * the built-in (held out, see below); a master chocolatier at the Sablon in
 * Brussels on fr-chocolaterie ("De la Saint-Nicolas 2021 jusqu'à Pâques
 * 2024" asked again (28), "L'enrobeuse, non … chez nous tout est moulé"
 * (tempering, fillings, the shop), "Grande distinction !" asked again (5),
 * "nonante kilos d'œufs par jour … 4" (4), "Une tempéreuse de soixante kilos
 * le matin, une deuxième l'après-midi quand il y a commande" asked again
 * (70)); the owner of an espadrille workshop in Mauléon on the built-in
 * ("Hiru urte… trois ans" (36), "Hiru" (3), "Bost !" (5), "Lau edo bost…
 * lau" (4), "Ça je sais pas trop" and "Ez" (blank), "Bail !" asked again
 * (yes), "Ez, hori da dena" (no remark)); the founder of a bean-to-bar
 * chocolaterie in Abidjan on fr-chocolaterie ("Deux grandes traites et une
 * petite traite" asked again (16), the bean and tempering only, "4 ou 5 on
 * va dire" asked again (4), "sur le tas … Donc non" (no), "ça sort 35 kilos
 * de chocolat" (35)); and the head of a post at a security company in
 * Monaco on fr-securite ("Trois Grand Prix" asked again (27), "l'agrément
 * de la Sûreté publique … il l'a, à jour" (yes), "Le CHPG non" (events and
 * offices), "35 en temps normal, pendant le Grand Prix plutôt 60" asked
 * again (40)). In the intake: a mechanic in Liège ("Awè" confirmed,
 * "06 61 23 45 67" asked which country (+212), "laissez tomber Kevin"); a
 * receptionist in Dakar ("Waaw, amul problème" confirmed, Mme Awa Ndiaye
 * over three messages, "M. Oumar Keïta, 76 12 34 56" asked which country
 * (+223)); a freight clerk in Abidjan ("Non oh, faut laisser. Mon boss là,
 * M. Yao Konan (yao.konan@…)": refused, nothing kept); and a cook in
 * Bayonne ("Bai, ados" confirmed, "688 12 34 56" asked which country (+34),
 * "avec tx comme son nom").
 *
 * Held out: fr-r85, on the built-in questionnaire (the head of transit at a
 * freight forwarder in Dakar: "Deux Tabaski avec nous" asked again, "26
 * mois" (26), "Je vous ai fait un vocal" asked again, "Dafa baax lool !"
 * asked again (5), "Waaw, 5" (5), "4 ou 5… mettez 4" (4), "Ça c'est sûr
 * qu'elle trouve toujours une solution" asked again (4), "Déedéet" (blank),
 * "Waaw, inchallah" (yes), "Jërëjëf" (no remark)); and fr-i180, a
 * receptionist at a palace in Monaco ("c'est vous qui allez les appeler ou
 * c'est automatique ?" then consent, "06 78 90 12 34" asked which country
 * (+33), "347 123 4567" asked which country (+39), "laurent.gastaud@…, pas
 * l.gastaud").
 *
 * FIFTY-EIGHTH BLIND SET (2026-12-03): fr-r87, fr-t119, fr-r88, fr-t120 and
 * fr-t121, appended at the end of the referee cases, with one more tenant
 * questionnaire (fr-ascenseurs, lift maintenance as a lift company in
 * Acadia, Kinshasa or mainland France writes it: the relationship as a
 * single choice (the head of a sector or branch, the team leader or senior
 * technician, a fellow technician, a client such as a property manager),
 * years together (which people give in winters and summers, or as dates),
 * the work as a REQUIRED multiple choice (preventive maintenance,
 * breakdowns and on-call duty, freeing people stuck in a car, installation
 * and commissioning, modernisation) named in the trade's words, in English
 * ("Les PM oui, c'est sa route", "quand il était on call", "Sortir du
 * monde stuck") or by a city's power cuts ("Avec les délestages on
 * sortait les gens coincés presque tous les jours"), or by who else does
 * it ("c'est une autre crew", "c'est le fournisseur qui monte les
 * appareils neufs"), a rating of safety, an OPTIONAL rating of contact
 * with occupants and clients, an electrical authorisation as an optional
 * yes/no (which a country may not have: "On a pas ça icitte", "Ça
 * n'existe pas chez nous"), lifts in the round a month (optional; lifts
 * and escalators, a range), a required yes/no, optional text), used twice,
 * and five intake conversations, fr-i181…fr-i185, appended at the end of
 * the intake cases, with one conversation on fr-hotellerie. Written by a
 * fifty-eighth writer who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them (only the type check).
 * New ground: the Castagniccia and Ajaccio in Corsica, Dieppe in Acadia,
 * Cacao and Kourou in French Guiana, Kinshasa, Cap-Haïtien and
 * Port-au-Prince; a chestnut-flour mill, lifts, a Hmong market garden and
 * a cruise-port hotel; a "1" sent too early for the months and set right
 * in the next message ("Pardon, c'est parti trop vite ! 18 mois, pas 1");
 * Corsican numbers as ratings ("Trè", "Cinque", "Quattru o cinque…
 * quattru") and "Innò" on a question the referee cannot rate; Chiac
 * ("right", "la shop", "on call", "stuck", "icitte", "say 5", "Yes sir");
 * a son typing for his father, a Hmong market gardener, with Hmong
 * numbers ("Peb", "Tsib", "plaub"), "Tsis paub", "Yog", and the son's own
 * opinions beside his father's ("Moi j'aurais mis 5 … mais d'accord, 4");
 * an optional yes/no that the referee cannot answer and asks to skip
 * ("Passez cette question"); Congolese French with Lingala ("Ya Glody",
 * "Ezali malamu" as a rating with no number, "Iyo"); a referee who
 * declines on seeing that the request comes from a competitor, in Haitian
 * Creole and French ("Tann… se pou ki otèl sa a ?"). In the intake:
 * consent in Chiac, in Guianese Creole, in Lingala and in Corsican ("Iè,
 * va bè"); a refusal in Haitian Creole with the boss's e-mail and mobile
 * inside; an Edmonton number for a referee from New Brunswick; a Brazilian
 * number with its area code in brackets and a Surinamese mobile (seven
 * digits) in a French Guiana tenant; a Congo-Brazzaville mobile that keeps
 * its 0 ("06 612 3456") in a DRC tenant; an Italian landline that keeps
 * its 0 ("079 123456") in a French tenant; "Maman" as a title of respect
 * before a name; a Corsican double first name ("Ghjuvan Petru"); a
 * referee described before named; a team leader's details over three
 * messages; an e-mail set right in full; a power cut that ends the intake
 * (open).
 *
 * The conversations: the miller of a chestnut-flour mill in the
 * Castagniccia on the built-in (held out, see below); the supervisor of a
 * lift shop in Dieppe on fr-ascenseurs ("Deux hivers pis un été" asked
 * again, "Un an et demi" (1.5), four kinds of work, "4 ou 5… say 5" (5),
 * "On a pas ça icitte … l'équivalent je dirais" asked again (yes), "60
 * élévateurs … pis 12 escaliers mobiles" asked again (72)); the son of a
 * Hmong market gardener in Cacao on the built-in ("depuis la saison des
 * pluies d'il y a deux ans" asked again, "21 mois" (21), "Peb" asked
 * again (3), "Tsib !" (5), "Papa dit plaub. Moi j'aurais mis 5" (4), "Il
 * dit 2. Non attendez … 3" (3), "Tsis paub" (blank), "Il dit de passer"
 * (blank), "Yog, yog !" (yes)); a team leader at a lift company in
 * Kinshasa on fr-ascenseurs ("Trois ans et demi" (3.5), the power cuts,
 * "Ezali malamu" asked again (4), "Passez cette question" (blank), "Entre
 * 40 et 50" asked again (48), his signature under the remark); and the
 * head housekeeper of a hotel in Cap-Haïtien on fr-hotellerie ("Deux
 * saisons de bateaux de croisière à Labadee" asked again (17), "5, li
 * pwòp anpil anpil", then "Je ne donne pas de référence à la concurrence":
 * declined, nothing kept). In the intake: a lift mechanic in Dieppe ("Yeah,
 * c'est right correct, go ahead" confirmed, two referees in one message,
 * "natalie.cormier@gmail.com, pas n.cormier"); a shop clerk in
 * Port-au-Prince ("Non, mwen pa dakò. Mon patron, M. Wesner Dorval
 * (w.dorval@…, 3712-3456)": refused, nothing kept); a logistics worker in
 * Kourou ("Wi, zot pé kontakté yé" confirmed, "0694 12 34 56" sent later,
 * "(96) 99123-4567" (+55), "812 3456" asked which country (+597)); and a
 * lift technician in Kinshasa ("Iyo, bokoki" confirmed, "Maman Thérèse
 * Mbuyi", "06 612 3456" asked which country (+242), then "délestage":
 * open).
 *
 * Held out: fr-r87, on the built-in questionnaire (the miller in
 * Piedicroce: "1" then "Pardon, c'est parti trop vite ! 18 mois, pas 1"
 * (18), the grataghja in the strengths, "Trè" asked again (3), "Cinque !"
 * (5), "Quattru o cinque… quattru" (4), "à 6h du matin … 5" (5),
 * "C'est-à-dire ? Quand la meule se bloque ?" asked back then 4, "Innò, il
 * a jamais eu personne sous lui" (blank), "Iè, senza dubbitu !" (yes),
 * "Innò. Pace e salute" (no remark)); and fr-i185, a cook in Ajaccio ("Iè,
 * va bè" confirmed, "mon patron … il est dur mais juste" then "Ghjuvan
 * Petru Santoni, 06 23 45 67 89", "Marta Pinna … 079 123456" asked which
 * country (+39 079…), "Basta, c'est tout. À prestu").
 *
 * SIXTIETH BLIND SET (2026-12-03): fr-r89, fr-t122, fr-r90, fr-t123 and
 * fr-t124, appended at the end of the referee cases, with one more tenant
 * questionnaire (fr-tonnellerie, cooperage as a tonnellerie in Cognac
 * writes it, and the wineries and distilleries it works for: the
 * relationship as a single choice (the head of the workshop or master
 * cooper, the owner or manager, a fellow cooper, a client such as an
 * estate, a cellar or a distillery), years together (which people give in
 * months, "Quarante-deux mois", or from a vintage), the work as a REQUIRED
 * multiple choice (stave making, raising and bending over the fire,
 * toasting, heads and finishing, leak testing and barrel repair) named in
 * the trade's words ("La mise en rose", "une chauffe moyenne plus", "il
 * jable et il cercle", "l'épreuve à l'eau chaude") or by who else does it
 * ("on l'achète déjà fendu dans l'Allier", "c'est les anciens qui font"),
 * a rating of precision, an OPTIONAL rating of safety in the workshop, a
 * CAP de tonnelier as an optional yes/no (one being taken as an external
 * candidate; one the referee is unsure of), barrels raised a day
 * (optional; people answer a week, or in barrels repaired), a required
 * yes/no (which a client answers as a client), optional text), used twice,
 * and five intake conversations, fr-i186…fr-i190, appended at the end of
 * the intake cases, with one conversation on fr-centre-appel. Written by a
 * sixtieth writer who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them (only the type check).
 * New ground: the Pays d'Auge in Normandy, Cognac and Jarnac in the
 * Charente, Limoges, the Bekaa and Beirut in Lebanon, Ebène in Mauritius
 * and Sion in the Valais; a cider farm, a cooperage, a porcelain
 * manufacture, a winery that buys barrels and a call centre; a referee who
 * answers every question with ONE word ("Longtemps.", "Correct." as a
 * rating, "Personne." on leadership) and the Norman "P'têt ben." on the
 * rehire; Charentais words ("le drôle", "cagouille"); a count a week for a
 * count a day ("Une douzaine par semaine, on travaille sur cinq jours",
 * asked again, 2.5); answers that go to the question before (the
 * relationship again when asked how long; communication set right while
 * the technical skill is asked); a client asked whether he would rehire
 * ("Je ne l'ai pas embauché moi 🙂 mais je retravaillerais avec lui sans
 * hésiter"); Lebanese French ("merci ktir"); an HR officer whose policy
 * lets her confirm only the post and the dates, who answers the channels
 * from the job description and no more (open). In the intake: nicknames
 * first and full names later (a Lebanese teknonym, "Abou Karim", who is
 * Georges Khoury, and "Jojo", who is Joëlle Saadé; "Steph" who is
 * Stéphanie Bonvin); consent with a condition that names the current boss
 * who must not be contacted ("mais surtout pas mon patron actuel, M.
 * Jean-Pierre Mounier", asked again); two digits of a mobile swapped and
 * set right; a refusal with the boss's name, postal address and landline
 * inside; consent in Kreol Morisien ("Wi, pa problem"); a referee
 * described before named; ".con" set right to ".com"; a Réunion mobile in
 * a Mauritian tenant asked which country.
 *
 * The conversations: a cider farmer in the Pays d'Auge on the built-in
 * (held out, see below); the head of the workshop at a cooperage in Cognac
 * on fr-tonnellerie ("Quarante-deux mois" (3.5), "La mise en rose … Le
 * bousinage aussi … Les fonds, il jable et il cercle. Le merrain non …
 * Les réparations de fûts, c'est les anciens qui font" (raising, toasting,
 * heads), "Ses barriques fuient jamais à l'épreuve. 5" (5), "Trois. Il
 * oublie ses lunettes à la rogneuse" (3), "Il passe le CAP en candidat
 * libre en juin" (no), "Une douzaine par semaine" asked again, "Mettons
 * deux et demi" (2.5), "Il est un peu cagouille le lundi matin" in the
 * remark); the head of the decoration workshop of a porcelain manufacture
 * in Limoges on the built-in ("c'est moi qui la notais, mais c'est le
 * directeur qui l'a embauchée" asked how long (asked again), "Deux ans et
 * huit mois" (32), "3" then "Attendez, pour la communication, mettez
 * plutôt 4" while the technical skill is asked (4; asked again, 5),
 * "Pas une absence en deux ans … 5" (5), "les apprentis du CAP … 3" (3),
 * her signature under "Non, merci"); the cellar master of a winery in the
 * Bekaa on fr-tonnellerie, as a client, plain with typos ("Depuis les
 * vendanges 2022, donc 4 ans" (4), "Surtout les reparations de nos fûts …
 * Le reste je sais pas" (repair only), "Tres bien. 4" (4), "Je peux pas
 * juger" (blank), "Je crois que oui mais je ne suis pas sur" (blank),
 * "15-20 fûts par semaine" asked again then "je ne sais pas" (blank), "Je
 * ne l'ai pas embauché moi" (yes)); and an HR officer at a call centre in
 * Ebène on fr-centre-appel ("au nom de la société" (other), "du 3 janvier
 * 2022 au 30 juin 2024, soit 30 mois" (30), "notre politique interne nous
 * permet seulement de confirmer le poste et les dates", "sur les canaux
 * téléphone et chat" (phone and chat): open). In the intake: a pastry cook
 * in Beirut ("Ey akid, yalla" confirmed, "Abou Karim … 03 123 456 … Jojo
 * … 71 234 567" then the full names, "merci ktir"); a cooper in Cognac (a
 * condition that names the boss not to contact, asked again, a numbered
 * list, "06 12 45 78 18, j'ai inversé les deux derniers"); a porcelain
 * painter in Limoges ("Non, je préfère pas. Ma responsable, Mme Sandrine
 * Lafarge, … 14 rue de la Céramique …, 05 55 32 14 87": refused, nothing
 * kept); and a call-centre agent in Ebène ("Wi, pa problem" confirmed,
 * "Mo manager … li enn dimounn bien strik me li zis" then "Li apel Vikash
 * Ramgoolam … gmail.con" and "Oops .com pas .con", "0692 12 34 56" asked
 * which country (+262)).
 *
 * Held out: fr-r89, on the built-in questionnaire (the cider farmer in the
 * Pays d'Auge, one word a question: "Patron.", "Longtemps." asked again,
 * "Trois ans." (36), "Courageux.", "Bavard.", "Correct." asked again,
 * "Trois." (3), "Quatre." (4), "Cinq." (5), "5" (5), "Quatre." (4),
 * "Personne." (blank), "P'têt ben." asked again, "Oui." (yes), "Non." (no
 * remark)); and fr-i190, a cellar hand in Sion, plain and polite ("Oui
 * daccord" confirmed, two referees in one message, "Steph c'est Stéphanie
 * Bonvin, pardon", "Voila c'est tout, merci beaucoup").
 *
 * SIXTY-SECOND BLIND SET (2026-12-03): fr-r91, fr-t125, fr-r92, fr-t126 and
 * fr-t127, appended at the end of the referee cases, with one more tenant
 * questionnaire (fr-remontees, ski lifts as the lift company of a resort
 * in the Pyrenees or a ski hill in Québec writes it: the relationship as a
 * single choice (the director or head of operations, the head of a sector
 * or station, a colleague on the lifts, another service of the resort such
 * as the pistes, grooming or the ski school), months together, all seasons
 * counted (which people give in winters, in Catalan, "Tres temporades
 * d'hivern", or as "Deux hivers, de décembre à fin mars"), the posts as a
 * REQUIRED multiple choice (the control desk at the drive station, boarding
 * and the lookout at the bottom station, drag lifts, maintenance and
 * inspections, snowmaking and grooming) named in the trade's words ("au
 * pupitre du TSD", "la vigie en gare aval", "la GI l'été", "le T-bar des
 * petits", "jamais dans la cabane de contrôle") or by who else does it
 * ("c'est l'ESF qui le tient", "c'est la gang de nuit"), a rating of
 * vigilance and safety, an OPTIONAL rating of welcoming users, a lift
 * operator's qualification as an optional yes/no (a CQP; "une formation
 * maison, y a pas de diplôme"), hours on duty a day (optional; people
 * answer with clock times or shifts), a required yes/no for the next
 * season, optional text), used twice, and five intake conversations,
 * fr-i191…fr-i195, appended at the end of the intake cases, with one
 * conversation on fr-restauration. Written by a sixty-second writer who
 * read neither the readers, the lexicons, the interviewer nor the corpus
 * tests, nor ran them (only the type check). New ground: Rangiroa in the
 * Tuamotu, Font-Romeu in Cerdagne, Villeurbanne, L'Anse-Saint-Jean and
 * Arvida in the Saguenay, Toulouse, Reims, Djerba and Lomé; a pearl farm,
 * ski lifts, a supermarket, a brasserie, a wine shop, a hotel and a
 * hardware shop; Tahitian in French ("Ia ora na", "fiu", "maita'i",
 * "aita", "Ē", "mauruuru", "nana") with Tahitian numbers as ratings
 * ("Maha", "Pae !", "3 ou 4… je dirais toru") and a duration from the
 * Heiva festival; Catalan in French ("Tres temporades d'hivern… trois
 * hivers, pardon", "Cinc !", "Per descomptat", "Res més", "Adéu") with a
 * wind speed beside the rating ("à 90 … Cinc !") and a rating on another
 * scale ("3 sur 10", asked again); working hours as clock times ("De 8h30
 * à 17h, moins la pause de midi", asked again); a rating given for the
 * next question inside the answer to the posts, naming it ("Pis pour la
 * sécurité, je te mets 5 tusuite"); a count below the minimum ("Personne,
 * il etait commis"); plain short answers with accents left out ("Tres
 * serieuse", "j'etais", "toujour"). In the intake, more than before: three
 * and four referees, described before they are named ("J'en ai quatre :
 * mon superviseur …, ma coordonnatrice …"), details over several messages,
 * a number set right later ("418 548-1243, pas 1234", "06 14 52 87 34, pas
 * 33"), a referee replaced ("Finalement pas Walid … Mettez plutôt Mme Ines
 * Gharbi") and one removed, a referee with only a Tunisian landline beside
 * a French mobile that is no Tunisian number, an Andorran mobile of six
 * digits in a French tenant, a name that is also a TV host's, a consent
 * with a condition on the current boss (asked again), consent in Catalan
 * ("Sí, d'acord, endavant !") and a refusal in Togolese French ("Ah non
 * pardon, on va laisser ça") with the boss's street and e-mail inside.
 *
 * The conversations: the owner of a pearl farm on Rangiroa on the built-in
 * (held out, see below); the head of a lift sector in Font-Romeu on
 * fr-remontees ("Tres temporades d'hivern" asked again, "mettez 14" (14),
 * "au pupitre du TSD … La vigie en gare aval aussi … Les téléskis non"
 * (control and boarding), "à 90 sur le Roc de la Calme … Cinc !" (5), "3
 * sur 10" asked again (2), "De 8h30 à 17h, moins la pause de midi" asked
 * again (8)); the head of a supermarket department in Villeurbanne on the
 * built-in, plain ("18 mois" (18), "Je ne sais pas, elle n'encadrait
 * personne" (blank)); the director of mountain operations at Mont-Édouard
 * on fr-remontees ("Deux hivers, de décembre à fin mars" (8), boarding and
 * the T-bar, "Pis pour la sécurité, je te mets 5 tusuite" (5), "une
 * formation maison … Donc non" (no), "Des shifts de 8h, des fois 10
 * pendant les Fêtes" then "Mettons 8 en moyenne" (8)); and the head chef
 * of a brasserie in Toulouse on fr-restauration, plain ("Cuisine, et un
 * peu la plonge" (the kitchen), "Personne, il etait commis" (blank)). In
 * the intake: a wine-shop assistant in Reims (three referees as bullets,
 * "Je vous envoie le mail de M. Perrot des que je le retrouve" then the
 * e-mail); a lift attendant in the Saguenay (a condition on the current
 * boss asked again, four referees described then named, "418 548-1243,
 * pas 1234"); a hotel receptionist in Djerba ("Ahla, oui c'est bon"
 * confirmed, "le fixe de l'hôtel c'est 75 650 123", "06 72 34 81 90" asked
 * which country (+33), Walid replaced by Ines Gharbi, "3aychek"); and a
 * hardware-shop clerk in Lomé ("Ah non pardon … M. Kodjo Agbéko, …
 * boulevard du 13 Janvier …, kodjo.agbeko@…": refused, nothing kept).
 *
 * Held out: fr-r91, on the built-in questionnaire (the owner of a pearl
 * farm on Rangiroa: "Depuis le Heiva 2023" asked again, "De juillet 2023 à
 * septembre 2025, ça fait 26 mois" (26), "Maha" (4), "Pae !" (5), "3 ou
 * 4… je dirais toru" (3), "sinon maita'i. 4" (4), "c'est pour les pannes
 * ou pour les gens ?" asked back then "Pae" (5), "Aita, il n'a encadré
 * personne" (blank), "Ē, tout de suite !" (yes), "Aita, mauruuru. Nana 🌺"
 * (no remark)); and fr-i195, a lift operator in Font-Romeu ("Sí, d'acord,
 * endavant !" confirmed, four referees described then named, "Arnau Vidal,
 * 312 345" asked which country (+376), "Correction : Jean-Marc c'est 06 14
 * 52 87 34, pas 33", "Finalement enlevez Laia", "Res més, merci ! Adéu").
 *
 * SIXTY-FOURTH BLIND SET (2026-12-03): fr-r93, fr-t128, fr-r94, fr-t129 and
 * fr-t130, appended at the end of the referee cases, with one more tenant
 * questionnaire (fr-portuaire, port cargo handling as a container terminal
 * in Marseille or in Douala writes it: the relationship as a single choice
 * (the head of a gang (chef de bordée) or foreman, the head of operations
 * or of the terminal, a fellow docker, a trainer, other), months together
 * (which people give "et des poussières" or from one football tournament
 * to a date: "Depuis mars 2022, juste après la CAN"), the posts as a
 * REQUIRED multiple choice (gantry and crane, straddle carrier, forklift and
 * reach stacker, lashing on board, tallying, ro-ro) named in the trade's
 * words ("monté sur le portique", "il faisait le cavalier", "le lashing à
 * bord", "le reach", "les remorques des bateaux pour la Corse") or by who
 * else does it ("Le pointage c'est pas lui, c'est les pointeurs"), a rating
 * of safety on the quay, an OPTIONAL rating of work in the gang, a CACES or
 * port machinery licence as an optional yes/no ("Le CACES c'est quoi ? Ici
 * on a la carte de conducteur d'engins du port"), moves an hour (optional;
 * a reach stacker counts none), a required yes/no, optional text), used
 * twice, and five intake conversations, fr-i196…fr-i200, appended at the
 * end of the intake cases, with one conversation on fr-hotellerie. Written
 * by a sixty-fourth writer who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them (only the type check).
 * New ground: Liège and Maastricht, the Mourepiane terminal and the Cap
 * Janet in Marseille, Tanger Med, Cully in Lavaux and Lausanne, Annemasse,
 * the port of Douala, the Anse Vata in Nouméa and Lifou, Algiers; a
 * friterie, a container terminal, a Lavaux winery and a Caledonian hotel;
 * Belgian French ("il drache", "une fois", "sait faire", "À tantôt") with
 * a percentage as a rating ("Nonante pour cent", asked again) and a
 * saint's day as a start ("Depuis la Saint-Nicolas 2022 … presque trois
 * ans", asked again); Marseille French ("minot", "tarpin", "dégun", "fada",
 * "s'escagasse", "peuchère", "zou") with a rating in words ("Trois");
 * Swiss French with "septante-deux mois" and a number that is no rating
 * ("les huit effeuilleuses … 4"); Cameroonian French ("On dit quoi ?",
 * "ndem", "kongossa", "On est ensemble"); Caledonian French ("c'est choc",
 * "waille", "Tata !") with a school year that starts in February ("Depuis
 * la rentrée 2023", asked again). In the intake, more than before: three
 * referees described in one long message before they are named, NICKNAMES
 * ("le gros Jo", "Momo", "Grand Paul", "le Grand Jacques"), a referee whose
 * phone is another's ("même bureau, même numéro que M. Santucci"), a
 * Moroccan mobile that also reads as a French one ("numéro marocain : 06 61
 * 23 45 67"), an e-mail dictated in words ("paul point ekambi arobase yahoo
 * point fr") and one set right inside its message ("non pardon …"), phones
 * dictated in Swiss and Belgian numbers ("zéro septante-huit, six cent
 * cinquante-quatre, trente-deux, dix"; "zéro quatre septante-neuf,
 * vingt-trois, quarante-cinq, soixante-sept"), a French mobile in a Swiss
 * and in a Cameroonian tenant and a Dutch one in a Belgian tenant (asked
 * which country), a referee removed and replaced in the same message, a
 * consent with a condition on the current boss (asked again), and a
 * refusal in Algerian French ("La, ma3lich khouya") with the boss's e-mail
 * and mobile inside.
 *
 * The conversations: the owner of a friterie in Liège on the built-in
 * (held out, see below); the head of a gang at Mourepiane on fr-portuaire
 * ("Quatre ans et des poussières" asked again (50), "monté sur le portique
 * … le cavalier … le lashing … les remorques des bateaux pour la Corse"
 * (gantry, straddle carrier, lashing, ro-ro), "il s'escagasse vite. Trois"
 * (3), "25, 30 à l'heure" asked again (27)); a winegrower in Cully on the
 * built-in ("septante-deux mois" (72), "Trois et demi" asked again (4),
 * "Passez" (blank), "les huit effeuilleuses … 4" (4)); the head of
 * operations at the Douala terminal on fr-portuaire ("Depuis mars 2022 …
 * parti en septembre 2025" (42), "le reach stacker … six mois au pointage"
 * (reach stacker and tallying), "je dis 4" (4), "Le CACES c'est quoi ?"
 * with the answer inside (yes), "Je ne peux pas vous dire" (blank)); and
 * the head housekeeper of a hotel in Nouméa on fr-hotellerie ("Depuis la
 * rentrée 2023" asked again (22), "Les communs le dimanche aussi. La
 * lingerie c'est une boîte à Ducos" (departures, stayovers, public areas),
 * "Quatorze-quinze … des fois dix-huit" asked again (15)). In the intake: a
 * docker in Marseille (three referees described then named, "le gros Jo",
 * "même bureau, même numéro", "numéro marocain", an e-mail set right inside
 * its message); a reach-stacker driver in Douala ("Grand Paul", a dictated
 * e-mail then "yahoo.com, pas .fr", "07 81 23 45 67" asked which country
 * (+33)); a vineyard hand in Lausanne (a condition on the current boss
 * asked again, a natel dictated in Swiss numbers, "06 45 78 12 90" asked
 * which country (+33), "Chappuis avec deux p"); and a warehouse clerk in
 * Algiers ("La, ma3lich khouya. Mon patron, M. Rachid Boudiaf, …
 * r.boudiaf@…, 0550 12 34 56": refused, nothing kept).
 *
 * Held out: fr-r93, on the built-in questionnaire (the owner of a friterie
 * in Liège: "Depuis la Saint-Nicolas 2022, ça fait presque trois ans" asked
 * again then "Trente-quatre mois" (34), "Nonante pour cent" asked again
 * then "Alors 4 et demi… non, mettez 4" (4), "Trois ou quatre… allez,
 * quatre" (4), "même quand il drache pendant trois jours. 5" (5), "on est
 * trois dans la baraque" (blank), "Sûr et certain !" (yes), "À tantôt !"
 * (no remark)); and fr-i200, a fry cook in Liège ("pas de soucis une fois"
 * confirmed, three referees in one message, "le Grand Jacques", "06
 * 12345678" asked which country (+31), a GSM dictated in Belgian numbers,
 * "enlevez Nathalie … Mettez plutôt Mme Anne-Marie Grosjean", "À tantôt
 * !").
 *
 * SIXTY-SIXTH BLIND SET (2026-12-03): fr-r95, fr-t131, fr-r96, fr-t132 and
 * fr-t133, appended at the end of the referee cases, with one more tenant
 * questionnaire (fr-fleuriste, a flower shop as a boutique in Nancy or in
 * Saint-Pierre de La Réunion writes it: the relationship as a single choice
 * (the manager or owner of the shop, the head of the workroom or first
 * florist, a fellow florist, the apprenticeship master or trainer, a client
 * (weddings, companies, funeral homes), other), months together (which
 * people give from one florist's feast to another: "De la Toussaint 2022 à
 * la fête des mères 2024"), the work as a REQUIRED multiple choice (bouquets
 * and arrangements, funeral work, weddings and events, sales in the shop,
 * receiving and conditioning the deliveries, deliveries) named in the
 * trade's words ("les coussins, les raquettes, les dessus de cercueil", "les
 * bouquets de mariée … les boutonnières", "elle mettait en eau les arrivages
 * de Rungis", "kouronn", "elle livrait elle-même au funérarium") or by who
 * else does it ("Les livraisons non, c'est mon mari avec la camionnette"), a
 * rating of the eye for colours and shapes, an OPTIONAL rating of how they
 * welcome clients, a CAP or BP as an optional yes/no, bouquets a day
 * (optional; people count at Saint-Valentin, or wreaths a week), a required
 * yes/no, optional text), used twice, and five intake conversations,
 * fr-i201…fr-i205, appended at the end of the intake cases, with one
 * conversation on fr-fromagerie. Written by a sixty-sixth writer who read
 * neither the readers, the lexicons, the interviewer nor the corpus tests,
 * nor ran them (only the type check). New ground: the Marolles in Brussels,
 * Nancy, Metz, Thionville and Esch-sur-Alzette, La Marsa near Tunis,
 * Saint-Pierre de La Réunion, Pringy in the Gruyère, Lille, Abidjan and
 * Quebec City; a brasserie kitchen, a flower shop, a pastry shop, a funeral
 * home, a village dairy making Gruyère, a tobacconist's and the kitchens of
 * the Château Frontenac; Brussels French ("brol", "zwanze", "la STIB", a
 * Belgian university honour as a rating: "Grande distinction !", asked
 * again, and "Non peut-être !", a yes that starts with "non"); French typed
 * without accents with a span between two florist's feasts; Tunisian French
 * with derja ("3aslema", "barcha", "behi", "mela", "mouch", "Ey", "Yezzi",
 * "Ya3tik essa7a") and marks out of 20 ("16 sur 20", asked again; "18/20,
 * mela 5"); Reunion Creole ("Oté", "mi lé", "lé gayar", "kouronn", "ek",
 * "mi koné pa", "zordi", "lontan", "Wi") with wreaths a week that are no
 * bouquets a day; Fribourg French ("Adieu !" as a greeting, "huitante-quatre
 * mois", "c'est tout bon", "ça joue", "la chaudière", "le CFC de
 * technologue du lait" for a diploma, "Huit meules par brassée, deux
 * brassées par jour" for 16, "17 sur 20" asked again then "8,5"). In the
 * intake, more than before: four referees described in one long message
 * before they are named, NICKNAMES ("Bébert c'est Albert Kieffer", "Ti Jean
 * son vrai nom c'est Jean-Max Grondin", "Ti-Guy, ben Guy Lapointe"), a
 * referee whose phone is another's ("même numéro que le tabac"), a
 * Luxembourg mobile without its 0 that also reads as a French one ("un
 * portable luxembourgeois, 621 123 456") set right later, a French mobile
 * in a Belgian, a Reunion and a Canadian tenant (asked which country),
 * e-mails dictated in words ("aurelie point deprez arobase traiteur tiret
 * deprez point fr", "etienne point boucher arobas gmail point com") and
 * one set right in the next message, a Quebec phone set right ("c'est 418
 * 692-3465 pour Guy, pas 3456"), referees removed and replaced in the same
 * message (three times), a detail sent late ("Et mon patron son mail c'est
 * …"), a consent in Reunion Creole ("Wi lé bon"), a consent with a
 * condition on the current boss in Brussels French (asked again), and a
 * refusal after a question back in Ivorian French ("C'est obligé ? … Ah non
 * dèh, laisse ça") with the boss's e-mail and mobile inside.
 *
 * The conversations: the head chef of a brasserie in the Marolles on the
 * built-in (held out, see below); the manager of a flower shop in Nancy on
 * fr-fleuriste, without accents ("De la Toussaint 2022 a la fete des meres
 * 2024" asked again (19), "les coussins, les raquettes … les bouquets de
 * mariee … les arrivages de Rungis. Les livraisons non" (funeral work,
 * weddings, receiving), "3… ou 4" asked again (3), "Elle a le BP, donc le
 * CAP avant forcement" (yes), "a la Saint-Valentin plus de cent, un mardi
 * normal une quinzaine" asked again (20)); the head pastry cook in La Marsa
 * on the built-in ("Presque 3 ans" asked again (34), "16 sur 20" asked
 * again (4), "18/20, mela 5" (5), "Il avait 2 apprentis. 4" (4), "Ey, bien
 * sûr" (yes)); the head of a funeral home in Saint-Pierre on fr-fleuriste,
 * in Creole (a client, "Depuis lontan… 2021 jiska zordi" asked again (48),
 * funeral work and deliveries, "Ça mi koné pa" (blank), "6 à 8 kouronn par
 * semaine" then "passez" (blank)); and the cheesemaker of the dairy in
 * Pringy on fr-fromagerie ("huitante-quatre mois" (84), "à la chaudière …
 * le soutirage dans les moules … Le lait des paysans il le pesait … La cave
 * c'est la Coopérative" (vat, moulding, milk reception), "le CFC" (yes),
 * "Huit meules par brassée, deux brassées par jour" (16), "17 sur 20" asked
 * again then "8,5"). In the intake: a shop assistant in Thionville (four
 * referees described then named, "portable luxembourgeois, 621 123 456",
 * "Bébert", "même numéro que le tabac", an e-mail set right, "c'est 621 123
 * 465"); a waiter in Brussels (a condition on the current boss asked again,
 * "06 23 45 67 89" asked which country (+33), a dictated e-mail, Youssef
 * removed and replaced by his teacher); a florist in Saint-Pierre ("Wi lé
 * bon" confirmed, three referees described then named, "Ti Jean", "06 78 12
 * 34 56" in métropole (+33), Ti Jean removed and replaced by a client, the
 * boss's e-mail sent last); and a forklift driver in Abidjan ("C'est obligé
 * ?", then "Ah non dèh, laisse ça. Mon boss M. Serge Kouadio, s.kouadio@…,
 * 07 07 12 34 56": refused, nothing kept).
 *
 * Held out: fr-r95, on the built-in questionnaire (the head chef of a
 * brasserie in the Marolles, in Brussels French: "Ça fait deux ans en
 * septembre… non, en octobre. Deux ans et un mois, quoi" (25), "Grande
 * distinction !" asked again then "4 alors" (4), "Cinq, il sait faire une
 * mayonnaise à la main" (5), "Quatre, cinq… quatre" (4), "Je ne sais pas"
 * (blank), "Il a un stagiaire sous lui le week-end. Trois" (3), "Non
 * peut-être !" (yes), "Non, rien à ajouter" (no remark)); and fr-i205, a
 * cook in Quebec City ("Ben oui, pas de trouble" confirmed, three referees
 * described then named, "Ti-Guy, ben Guy Lapointe", "c'est 418 692-3465
 * pour Guy, pas 3456", "06 52 34 71 28" asked which country (+33), a
 * dictated e-mail, "oubliez Mélanie … Prenez plutôt Josée Tremblay", "C'est
 * toute").
 *
 * HELD OUT: every fifth conversation by position in each list (index 4, 9,
 * 14, …), as in the English corpus. Add new cases at the END only.
 */

/** Restaurants: every kind; a relationship choice, years, people managed (optional). */
export const FR_RESTAURATION: TypedQuestionnaire = {
  id: 'fr-restauration',
  name: 'Référence : restauration',
  questions: [
    {
      key: 'relation',
      kind: 'choice',
      prompt: 'Quel était votre lien avec la personne candidate ?',
      options: ['Son ou sa responsable', 'Collègue', 'Membre de son équipe', 'Client'],
      multiple: false,
      required: true,
    },
    {
      key: 'annees',
      kind: 'number',
      prompt: "Combien d'années avez-vous travaillé ensemble ?",
      min: 0,
      max: 50,
      required: true,
    },
    {
      key: 'rigueur',
      kind: 'rating',
      prompt: 'Sur une échelle de 1 à 5, comment évalueriez-vous sa rigueur ?',
      label: 'Rigueur',
      required: true,
    },
    {
      key: 'postes',
      kind: 'choice',
      prompt: 'À quels postes a-t-il ou elle travaillé ? (facultatif, plusieurs choix possibles)',
      options: ['Cuisine', 'Salle', 'Bar', 'Caisse'],
      multiple: true,
      required: false,
    },
    {
      key: 'reembaucher',
      kind: 'yes_no',
      prompt: 'Le ou la réembaucheriez-vous ?',
      required: true,
    },
    {
      key: 'equipe',
      kind: 'number',
      prompt: 'Combien de personnes encadrait-il ou elle ? (facultatif)',
      min: 1,
      max: 200,
      required: false,
    },
    {
      key: 'point_fort',
      kind: 'text',
      prompt: 'Quel est son principal point fort ?',
      required: true,
    },
  ],
};

/** Software: months, a rating, an optional yes/no, a single choice, optional text. */
export const FR_DEV: TypedQuestionnaire = {
  id: 'fr-dev',
  name: 'Référence : développement logiciel',
  questions: [
    {
      key: 'mois',
      kind: 'number',
      prompt: 'Combien de mois avez-vous travaillé ensemble ?',
      min: 1,
      max: 600,
      required: true,
    },
    {
      key: 'code',
      kind: 'rating',
      prompt: 'De 1 à 5, que vaut la qualité de son code ?',
      label: 'Qualité du code',
      required: true,
    },
    {
      key: 'astreinte',
      kind: 'yes_no',
      prompt: 'Participait-il ou elle aux astreintes ? (facultatif)',
      required: false,
    },
    {
      key: 'mode',
      kind: 'choice',
      prompt: 'Comment travaillait-il ou elle ?',
      options: ['Sur site', 'Hybride', 'Télétravail'],
      multiple: false,
      required: true,
    },
    {
      key: 'remarques',
      kind: 'text',
      prompt: 'Autre chose à nous dire ? (facultatif)',
      required: false,
    },
  ],
};

/**
 * Shops in Belgium and Switzerland (second blind set): a single choice,
 * months, a rating, a REQUIRED yes/no, an optional multiple choice of
 * languages, customers a day (optional, where "septante" and "nonante" are
 * typed), optional text.
 */
export const FR_COMMERCE: TypedQuestionnaire = {
  id: 'fr-commerce',
  name: 'Référence : commerce de détail',
  questions: [
    {
      key: 'lien',
      kind: 'choice',
      prompt: 'Comment avez-vous travaillé avec la personne candidate ?',
      options: ['Responsable du magasin', 'Collègue', 'Membre de son équipe', 'Fournisseur'],
      multiple: false,
      required: true,
    },
    {
      key: 'mois',
      kind: 'number',
      prompt: 'Pendant combien de mois avez-vous travaillé ensemble ?',
      min: 1,
      max: 600,
      required: true,
    },
    {
      key: 'accueil',
      kind: 'rating',
      prompt: 'De 1 à 5, comment jugez-vous son accueil des clients ?',
      label: 'Accueil',
      required: true,
    },
    {
      key: 'caisse',
      kind: 'yes_no',
      prompt: 'Tenait-il ou elle la caisse seul ou seule ?',
      required: true,
    },
    {
      key: 'langues',
      kind: 'choice',
      prompt:
        'Quelles langues parlait-il ou elle avec les clients ? (facultatif, plusieurs choix possibles)',
      options: ['Français', 'Néerlandais', 'Allemand', 'Anglais'],
      multiple: true,
      required: false,
    },
    {
      key: 'clients',
      kind: 'number',
      prompt: 'Combien de clients servait-il ou elle par jour, environ ? (facultatif)',
      min: 1,
      max: 500,
      required: false,
    },
    {
      key: 'commentaire',
      kind: 'text',
      prompt: 'Un dernier mot ? (facultatif)',
      required: false,
    },
  ],
};

/**
 * Early childhood (third blind set), as a Québec childcare centre (CPE)
 * writes it: a relationship choice, years of experience (halves and
 * decimals), a rating, a REQUIRED multiple choice of age groups whose labels
 * carry numbers, an optional yes/no, a required yes/no, optional text.
 */
export const FR_CRECHE: TypedQuestionnaire = {
  id: 'fr-creche',
  name: 'Référence : éducation à la petite enfance',
  questions: [
    {
      key: 'lien',
      kind: 'choice',
      prompt: 'Quel était votre lien avec la personne candidate ?',
      options: ['Direction', 'Collègue éducatrice ou éducateur', 'Parent utilisateur', 'Autre'],
      multiple: false,
      required: true,
    },
    {
      key: 'experience',
      kind: 'number',
      prompt: "Combien d'années d'expérience en petite enfance a-t-elle ou il, environ ?",
      min: 0,
      max: 45,
      required: true,
    },
    {
      key: 'bienveillance',
      kind: 'rating',
      prompt: 'De 1 à 5, comment évaluez-vous sa bienveillance avec les enfants ?',
      label: 'Bienveillance',
      required: true,
    },
    {
      key: 'groupes',
      kind: 'choice',
      prompt: "Avec quels groupes d'âge a-t-elle ou il travaillé ? (plusieurs choix possibles)",
      options: ['Poupons (0-18 mois)', 'Trottineurs (18-36 mois)', 'Préscolaires (3-5 ans)'],
      multiple: true,
      required: true,
    },
    {
      key: 'secourisme',
      kind: 'yes_no',
      prompt: 'Sa formation en premiers soins est-elle à jour ? (facultatif)',
      required: false,
    },
    {
      key: 'reembaucher',
      kind: 'yes_no',
      prompt: "L'embaucheriez-vous de nouveau ?",
      required: true,
    },
    {
      key: 'mot',
      kind: 'text',
      prompt: 'Un dernier commentaire ? (facultatif)',
      required: false,
    },
  ],
};

/**
 * Warehouse work (fourth blind set): a relationship choice, years in
 * warehouses (halves and decimals), a rating, a required yes/no that people
 * answer with category numbers (CACES 1, 3, 5), an optional multiple choice
 * of shifts, parcels an hour (optional), optional text.
 */
export const FR_LOGISTIQUE: TypedQuestionnaire = {
  id: 'fr-logistique',
  name: 'Référence : préparation de commandes',
  questions: [
    {
      key: 'lien',
      kind: 'choice',
      prompt: 'Quel était votre lien avec la personne candidate ?',
      options: ["Chef d'équipe", 'Collègue', "Agence d'intérim", 'Client'],
      multiple: false,
      required: true,
    },
    {
      key: 'annees',
      kind: 'number',
      prompt: "Depuis combien d'années travaille-t-il ou elle en entrepôt, environ ?",
      min: 0,
      max: 45,
      required: true,
    },
    {
      key: 'fiabilite',
      kind: 'rating',
      prompt: 'De 1 à 5, quelle est sa fiabilité ?',
      label: 'Fiabilité',
      required: true,
    },
    {
      key: 'caces',
      kind: 'yes_no',
      prompt: 'A-t-il ou elle un CACES valide ?',
      required: true,
    },
    {
      key: 'equipes',
      kind: 'choice',
      prompt:
        'Dans quelles équipes a-t-il ou elle travaillé ? (facultatif, plusieurs choix possibles)',
      options: ['Matin', 'Après-midi', 'Nuit', 'Week-end'],
      multiple: true,
      required: false,
    },
    {
      key: 'colis',
      kind: 'number',
      prompt: 'Combien de colis préparait-il ou elle par heure, environ ? (facultatif)',
      min: 1,
      max: 1000,
      required: false,
    },
    {
      key: 'remarque',
      kind: 'text',
      prompt: 'Une remarque ? (facultatif)',
      required: false,
    },
  ],
};

/**
 * Call centres (sixth blind set), as an outsourcing company with sites in
 * Dakar, Abidjan and La Réunion writes it: a relationship choice, months, a
 * rating, an optional multiple choice of channels, a required yes/no on
 * targets, calls a day (optional, people give ranges), optional text.
 */
export const FR_CENTRE_APPEL: TypedQuestionnaire = {
  id: 'fr-centre-appel',
  name: 'Référence : relation client',
  questions: [
    {
      key: 'lien',
      kind: 'choice',
      prompt: 'Quel était votre lien avec la personne candidate ?',
      options: [
        'Superviseur ou superviseure',
        'Collègue conseiller',
        'Formateur ou formatrice',
        'Autre',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'mois',
      kind: 'number',
      prompt: 'Pendant combien de mois avez-vous travaillé ensemble ?',
      min: 1,
      max: 600,
      required: true,
    },
    {
      key: 'ecoute',
      kind: 'rating',
      prompt: 'De 1 à 5, comment évaluez-vous son écoute client ?',
      label: 'Écoute client',
      required: true,
    },
    {
      key: 'canaux',
      kind: 'choice',
      prompt: 'Sur quels canaux a-t-il ou elle travaillé ? (facultatif, plusieurs choix possibles)',
      options: ['Téléphone', 'Chat', 'E-mail', 'Réseaux sociaux'],
      multiple: true,
      required: false,
    },
    {
      key: 'objectifs',
      kind: 'yes_no',
      prompt: 'Atteignait-il ou elle ses objectifs ?',
      required: true,
    },
    {
      key: 'appels',
      kind: 'number',
      prompt: "Combien d'appels traitait-il ou elle par jour, environ ? (facultatif)",
      min: 1,
      max: 400,
      required: false,
    },
    {
      key: 'commentaire',
      kind: 'text',
      prompt: 'Un dernier mot ? (facultatif)',
      required: false,
    },
  ],
};

/**
 * Road haulage (eighth blind set), as a transport company writes it: a
 * relationship choice, years driving for the company, a driving rating, an
 * optional yes/no on accidents, an optional multiple choice of transport
 * types, kilometres a day (optional; people answer in "bornes" or miles), a
 * required yes/no, optional text.
 */
export const FR_TRANSPORT: TypedQuestionnaire = {
  id: 'fr-transport',
  name: 'Référence : transport routier',
  questions: [
    {
      key: 'lien',
      kind: 'choice',
      prompt: 'Quel était votre lien avec le ou la chauffeur ?',
      options: ['Responsable ou exploitant', 'Collègue chauffeur', 'Client', 'Autre'],
      multiple: false,
      required: true,
    },
    {
      key: 'annees',
      kind: 'number',
      prompt: "Pendant combien d'années a-t-il ou elle roulé pour vous ?",
      min: 0,
      max: 45,
      required: true,
    },
    {
      key: 'conduite',
      kind: 'rating',
      prompt: 'De 1 à 5, comment jugez-vous sa conduite (sécurité, souplesse, consommation) ?',
      label: 'Conduite',
      required: true,
    },
    {
      key: 'sinistres',
      kind: 'yes_no',
      prompt:
        'A-t-il ou elle eu des accrochages ou des sinistres pendant cette période ? (facultatif)',
      required: false,
    },
    {
      key: 'transports',
      kind: 'choice',
      prompt:
        'Quels types de transport a-t-il ou elle faits ? (facultatif, plusieurs choix possibles)',
      options: ['Frigo', 'Citerne', 'Benne', 'Plateau', 'Messagerie'],
      multiple: true,
      required: false,
    },
    {
      key: 'km',
      kind: 'number',
      prompt: 'Combien de kilomètres faisait-il ou elle par jour, environ ? (facultatif)',
      min: 1,
      max: 1500,
      required: false,
    },
    {
      key: 'reembaucher',
      kind: 'yes_no',
      prompt: 'Le ou la reprendriez-vous dans votre entreprise ?',
      required: true,
    },
    {
      key: 'commentaire',
      kind: 'text',
      prompt: 'Un dernier mot ? (facultatif)',
      required: false,
    },
  ],
};

/**
 * Building trades (ninth blind set), as a construction firm or a town's
 * technical services write it: a relationship choice, years together, a
 * safety rating, an optional multiple choice of trades, an optional yes/no
 * on leading a team, the height worked at in metres (optional; people
 * answer in floors, "R+6"), a required yes/no, optional text.
 */
export const FR_BTP: TypedQuestionnaire = {
  id: 'fr-btp',
  name: 'Référence : bâtiment et travaux publics',
  questions: [
    {
      key: 'lien',
      kind: 'choice',
      prompt: 'Quel était votre lien avec la personne candidate ?',
      options: [
        'Responsable hiérarchique',
        'Collègue compagnon',
        "Client ou maître d'ouvrage",
        'Autre',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'annees',
      kind: 'number',
      prompt: "Pendant combien d'années a-t-il ou elle travaillé avec vous ?",
      min: 0,
      max: 45,
      required: true,
    },
    {
      key: 'securite',
      kind: 'rating',
      prompt: 'De 1 à 5, comment jugez-vous son respect des règles de sécurité ?',
      label: 'Sécurité',
      required: true,
    },
    {
      key: 'corps',
      kind: 'choice',
      prompt:
        'Quels corps de métier maîtrise-t-il ou elle ? (facultatif, plusieurs choix possibles)',
      options: ['Maçonnerie', 'Coffrage', 'Plâtrerie', 'Carrelage', 'Électricité'],
      multiple: true,
      required: false,
    },
    {
      key: 'encadrement',
      kind: 'yes_no',
      prompt: 'A-t-il ou elle déjà mené une équipe sur un chantier ? (facultatif)',
      required: false,
    },
    {
      key: 'hauteur',
      kind: 'number',
      prompt:
        "Jusqu'à quelle hauteur a-t-il ou elle travaillé sur échafaudage, en mètres ? (facultatif)",
      min: 1,
      max: 100,
      required: false,
    },
    {
      key: 'reembaucher',
      kind: 'yes_no',
      prompt: 'Le ou la reprendriez-vous sur vos chantiers ?',
      required: true,
    },
    {
      key: 'commentaire',
      kind: 'text',
      prompt: 'Un dernier mot ? (facultatif)',
      required: false,
    },
  ],
};

/**
 * Care of the elderly (tenth blind set), as a nursing home writes it (an EMS
 * in Romandie, an EHPAD in France, a geriatric ward): a relationship choice,
 * the activity rate in per cent (required; people answer "huitante pour
 * cent", "plein temps", or two rates for two periods), a rating, an optional
 * yes/no on night shifts, a REQUIRED multiple choice of care tasks, a
 * required yes/no, optional text.
 */
export const FR_SOINS: TypedQuestionnaire = {
  id: 'fr-soins',
  name: 'Référence : soins aux personnes âgées',
  questions: [
    {
      key: 'lien',
      kind: 'choice',
      prompt: 'Quel était votre lien avec la personne candidate ?',
      options: [
        'Infirmier ou infirmière responsable',
        'Collègue soignant',
        'Résident ou famille',
        'Autre',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'taux',
      kind: 'number',
      prompt: "À quel taux d'activité travaillait-il ou elle, en pourcentage ?",
      min: 10,
      max: 100,
      required: true,
    },
    {
      key: 'bientraitance',
      kind: 'rating',
      prompt: 'De 1 à 5, comment jugez-vous sa bientraitance envers les résidents ?',
      label: 'Bientraitance',
      required: true,
    },
    {
      key: 'veilles',
      kind: 'yes_no',
      prompt: 'Faisait-il ou elle des veilles de nuit ? (facultatif)',
      required: false,
    },
    {
      key: 'soins',
      kind: 'choice',
      prompt: 'Quels soins réalisait-il ou elle ? (plusieurs choix possibles)',
      options: [
        'Toilette et habillage',
        'Repas',
        'Mobilisation et transferts',
        'Distribution des médicaments',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'reengager',
      kind: 'yes_no',
      prompt: 'Le ou la réengageriez-vous ?',
      required: true,
    },
    {
      key: 'commentaire',
      kind: 'text',
      prompt: 'Un dernier mot ? (facultatif)',
      required: false,
    },
  ],
};

/**
 * Accounting (eleventh blind set), as a finance department in Africa or an
 * accounting firm writes it: a relationship choice, years together (people
 * count fiscal years, "trois exercices"), a rigour rating, an optional
 * multiple choice of software whose names people give with version numbers
 * ("Sage 100"), a REQUIRED yes/no on closing the accounts alone, the number
 * of files or companies followed (optional), optional text.
 */
export const FR_COMPTABILITE: TypedQuestionnaire = {
  id: 'fr-comptabilite',
  name: 'Référence : comptabilité et finance',
  questions: [
    {
      key: 'lien',
      kind: 'choice',
      prompt: 'Quel était votre lien avec la personne candidate ?',
      options: ['Chef comptable ou DAF', 'Collègue comptable', 'Client du cabinet', 'Autre'],
      multiple: false,
      required: true,
    },
    {
      key: 'annees',
      kind: 'number',
      prompt: "Pendant combien d'années avez-vous travaillé ensemble ?",
      min: 0,
      max: 45,
      required: true,
    },
    {
      key: 'rigueur',
      kind: 'rating',
      prompt: 'De 1 à 5, comment jugez-vous sa rigueur sur les chiffres ?',
      label: 'Rigueur',
      required: true,
    },
    {
      key: 'logiciels',
      kind: 'choice',
      prompt: 'Quels logiciels utilisait-il ou elle ? (facultatif, plusieurs choix possibles)',
      options: ['Excel', 'Sage', 'SAP', 'Cegid', 'QuickBooks'],
      multiple: true,
      required: false,
    },
    {
      key: 'cloture',
      kind: 'yes_no',
      prompt: 'A-t-il ou elle déjà mené une clôture annuelle en autonomie ?',
      required: true,
    },
    {
      key: 'dossiers',
      kind: 'number',
      prompt: 'Combien de dossiers ou de sociétés suivait-il ou elle, environ ? (facultatif)',
      min: 1,
      max: 300,
      required: false,
    },
    {
      key: 'commentaire',
      kind: 'text',
      prompt: 'Un dernier mot ? (facultatif)',
      required: false,
    },
  ],
};

/**
 * Artisan bakery (twelfth blind set), as a bakery in France, on the Riviera
 * or in an African capital writes it: a relationship choice, months
 * together, a rating of the regularity of the production, a REQUIRED
 * multiple choice of products, an optional yes/no on night work, baguettes
 * shaped a night (optional; people give ranges, or count croissants
 * instead), a required yes/no, optional text.
 */
export const FR_BOULANGERIE: TypedQuestionnaire = {
  id: 'fr-boulangerie',
  name: 'Référence : boulangerie-pâtisserie',
  questions: [
    {
      key: 'lien',
      kind: 'choice',
      prompt: 'Quel était votre lien avec la personne candidate ?',
      options: [
        'Patron ou patronne',
        'Chef boulanger ou chef pâtissier',
        'Collègue au fournil',
        'Collègue à la vente',
        'Autre',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'mois',
      kind: 'number',
      prompt: 'Pendant combien de mois a-t-il ou elle travaillé avec vous ?',
      min: 1,
      max: 480,
      required: true,
    },
    {
      key: 'regularite',
      kind: 'rating',
      prompt: 'De 1 à 5, comment jugez-vous la régularité de sa production ?',
      label: 'Régularité',
      required: true,
    },
    {
      key: 'productions',
      kind: 'choice',
      prompt: 'Sur quelles productions a-t-il ou elle travaillé ? (plusieurs choix possibles)',
      options: ['Pain', 'Viennoiserie', 'Pâtisserie', 'Snacking'],
      multiple: true,
      required: true,
    },
    {
      key: 'nuit',
      kind: 'yes_no',
      prompt: 'Travaillait-il ou elle de nuit ? (facultatif)',
      required: false,
    },
    {
      key: 'baguettes',
      kind: 'number',
      prompt: 'Combien de baguettes façonnait-il ou elle par nuit, environ ? (facultatif)',
      min: 1,
      max: 3000,
      required: false,
    },
    {
      key: 'reprendre',
      kind: 'yes_no',
      prompt: 'Le ou la reprendriez-vous dans votre boulangerie ?',
      required: true,
    },
    {
      key: 'commentaire',
      kind: 'text',
      prompt: 'Un dernier mot ? (facultatif)',
      required: false,
    },
  ],
};

/**
 * Hairdressing (thirteenth blind set), as a salon or a barber shop in France,
 * the Basque Country or West Africa writes it: a relationship choice, years
 * together, a technique rating, a REQUIRED multiple choice of services
 * (braids and weaves among them), an optional yes/no on a clientele of their
 * own, clients a day (optional; people give ranges, busy days and quiet
 * days), a required yes/no, optional text.
 */
export const FR_COIFFURE: TypedQuestionnaire = {
  id: 'fr-coiffure',
  name: 'Référence : coiffure',
  questions: [
    {
      key: 'lien',
      kind: 'choice',
      prompt: 'Quel était votre lien avec la personne candidate ?',
      options: [
        'Gérant ou gérante du salon',
        "Maître d'apprentissage",
        'Collègue coiffeur ou coiffeuse',
        'Client ou cliente',
        'Autre',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'annees',
      kind: 'number',
      prompt: "Pendant combien d'années avez-vous travaillé ensemble ?",
      min: 0,
      max: 45,
      required: true,
    },
    {
      key: 'technique',
      kind: 'rating',
      prompt: 'De 1 à 5, comment jugez-vous sa technique (coupe, couleur, coiffage) ?',
      label: 'Technique',
      required: true,
    },
    {
      key: 'prestations',
      kind: 'choice',
      prompt: 'Quelles prestations réalisait-il ou elle ? (plusieurs choix possibles)',
      options: [
        'Coupe femme',
        'Coupe homme et barbe',
        'Couleur et mèches',
        'Tresses et tissages',
        'Chignons et mariages',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'clientele',
      kind: 'yes_no',
      prompt: 'Avait-il ou elle sa propre clientèle fidèle ? (facultatif)',
      required: false,
    },
    {
      key: 'clients',
      kind: 'number',
      prompt: 'Combien de clients coiffait-il ou elle par jour, environ ? (facultatif)',
      min: 1,
      max: 40,
      required: false,
    },
    {
      key: 'reprendre',
      kind: 'yes_no',
      prompt: 'Le ou la reprendriez-vous dans votre salon ?',
      required: true,
    },
    {
      key: 'commentaire',
      kind: 'text',
      prompt: 'Un dernier mot ? (facultatif)',
      required: false,
    },
  ],
};

/**
 * Private security (fourteenth blind set), as a guarding company in France,
 * Québec or Central Africa writes it: a relationship choice, months
 * together, a vigilance rating, a REQUIRED yes/no on a valid professional
 * card or permit (people answer with "CNAPS", "BSP", or say there is no such
 * card where they work), an optional multiple choice of sites, hours a week
 * (optional; people answer in shifts, "des vacations de 12h", "4 on 4
 * off"), a required yes/no, optional text.
 */
export const FR_SECURITE: TypedQuestionnaire = {
  id: 'fr-securite',
  name: 'Référence : sécurité privée',
  questions: [
    {
      key: 'lien',
      kind: 'choice',
      prompt: 'Quel était votre lien avec la personne candidate ?',
      options: [
        "Chef de poste ou chef d'équipe",
        "Responsable d'agence",
        'Collègue agent',
        'Client du site',
        'Autre',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'mois',
      kind: 'number',
      prompt: 'Pendant combien de mois avez-vous travaillé ensemble ?',
      min: 1,
      max: 480,
      required: true,
    },
    {
      key: 'vigilance',
      kind: 'rating',
      prompt: 'De 1 à 5, comment jugez-vous sa vigilance (rondes, contrôles, main courante) ?',
      label: 'Vigilance',
      required: true,
    },
    {
      key: 'carte',
      kind: 'yes_no',
      prompt: "Sa carte professionnelle ou son permis d'agent de sécurité était-il valide ?",
      required: true,
    },
    {
      key: 'sites',
      kind: 'choice',
      prompt:
        'Sur quels types de sites a-t-il ou elle travaillé ? (facultatif, plusieurs choix possibles)',
      options: ['Commerce', 'Événementiel', 'Site industriel', 'Bureaux', 'Hôpital'],
      multiple: true,
      required: false,
    },
    {
      key: 'heures',
      kind: 'number',
      prompt: "Combien d'heures par semaine faisait-il ou elle, environ ? (facultatif)",
      min: 1,
      max: 72,
      required: false,
    },
    {
      key: 'reprendre',
      kind: 'yes_no',
      prompt: 'Le ou la reprendriez-vous dans vos équipes ?',
      required: true,
    },
    {
      key: 'commentaire',
      kind: 'text',
      prompt: 'Un dernier mot ? (facultatif)',
      required: false,
    },
  ],
};

/**
 * Seasonal farm work (fifteenth blind set), as a Champagne vineyard
 * contractor or a Québec fruit and vegetable farm writes it: a relationship
 * choice, seasons together (people count harvests, and a pruning winter on
 * top), a rating of the care taken with the crop, a REQUIRED multiple choice
 * of tasks, an optional yes/no on driving farm machines, kilos picked a day
 * (optional; people answer in crates, hods or pounds), a required yes/no,
 * optional text.
 */
export const FR_AGRICOLE: TypedQuestionnaire = {
  id: 'fr-agricole',
  name: 'Référence : travail agricole saisonnier',
  questions: [
    {
      key: 'lien',
      kind: 'choice',
      prompt: 'Quel était votre lien avec la personne candidate ?',
      options: ['Exploitant ou exploitante', "Chef d'équipe", 'Collègue saisonnier', 'Autre'],
      multiple: false,
      required: true,
    },
    {
      key: 'saisons',
      kind: 'number',
      prompt: 'Combien de saisons a-t-il ou elle faites avec vous ?',
      min: 1,
      max: 40,
      required: true,
    },
    {
      key: 'soin',
      kind: 'rating',
      prompt:
        'De 1 à 5, comment jugez-vous le soin apporté à la récolte (gestes, tri, fruits abîmés) ?',
      label: 'Soin',
      required: true,
    },
    {
      key: 'travaux',
      kind: 'choice',
      prompt: 'Quels travaux a-t-il ou elle faits ? (plusieurs choix possibles)',
      options: [
        'Vendanges',
        'Cueillette de fruits',
        'Maraîchage',
        'Taille de la vigne',
        'Emballage et conditionnement',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'engins',
      kind: 'yes_no',
      prompt: 'A-t-il ou elle conduit des engins agricoles (tracteur, chariot) ? (facultatif)',
      required: false,
    },
    {
      key: 'kilos',
      kind: 'number',
      prompt: 'Combien de kilos récoltait-il ou elle par jour, environ ? (facultatif)',
      min: 1,
      max: 2000,
      required: false,
    },
    {
      key: 'reprendre',
      kind: 'yes_no',
      prompt: 'Le ou la reprendriez-vous la saison prochaine ?',
      required: true,
    },
    {
      key: 'commentaire',
      kind: 'text',
      prompt: 'Un dernier mot ? (facultatif)',
      required: false,
    },
  ],
};

/**
 * Hotel housekeeping (sixteenth blind set), as a hotel group in France,
 * Québec or Switzerland writes it: a relationship choice, months together
 * (people count seasons, "deux étés pis un hiver"), a cleanliness rating, a
 * REQUIRED multiple choice of tasks in the head office's words that people
 * answer in their own ("les départs", "les re couches", "les aires
 * communes", "la buanderie", "les communs"), rooms a day (optional; people
 * count in credits, give ranges or a whole floor), an optional yes/no on
 * training newcomers, a required yes/no, optional text.
 */
export const FR_HOTELLERIE: TypedQuestionnaire = {
  id: 'fr-hotellerie',
  name: 'Référence : hébergement et étages',
  questions: [
    {
      key: 'lien',
      kind: 'choice',
      prompt: 'Quel était votre lien avec la personne candidate ?',
      options: [
        'Gouvernante ou gouvernant',
        'Collègue des étages',
        "Direction de l'hôtel",
        'Autre',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'mois',
      kind: 'number',
      prompt: 'Pendant combien de mois avez-vous travaillé ensemble ?',
      min: 1,
      max: 600,
      required: true,
    },
    {
      key: 'proprete',
      kind: 'rating',
      prompt: 'De 1 à 5, comment jugez-vous la propreté de ses chambres ?',
      label: 'Propreté',
      required: true,
    },
    {
      key: 'taches',
      kind: 'choice',
      prompt: "Qu'a-t-il ou elle fait aux étages ? (plusieurs choix possibles)",
      options: ['Chambres à blanc (départs)', 'Recouches', 'Parties communes', 'Lingerie'],
      multiple: true,
      required: true,
    },
    {
      key: 'chambres',
      kind: 'number',
      prompt: 'Combien de chambres faisait-il ou elle par jour, environ ? (facultatif)',
      min: 1,
      max: 40,
      required: false,
    },
    {
      key: 'formation',
      kind: 'yes_no',
      prompt: 'A-t-il ou elle formé des nouveaux ou des nouvelles ? (facultatif)',
      required: false,
    },
    {
      key: 'reembaucher',
      kind: 'yes_no',
      prompt: 'Le ou la réembaucheriez-vous ?',
      required: true,
    },
    {
      key: 'commentaire',
      kind: 'text',
      prompt: 'Un dernier mot ? (facultatif)',
      required: false,
    },
  ],
};

/**
 * Fishing (seventeenth blind set), as a shipowner, a skipper or a fish
 * plant in Brittany, the Magdalen Islands or Mauritania writes it: a
 * relationship choice, months at sea together (people count fishing trips,
 * "une vingtaine de marées", or lobster seasons), a rating of safety on
 * board, a REQUIRED multiple choice of posts on board, an optional yes/no on
 * maritime certificates, days at sea in a row (optional; "ça s'applique
 * pas" on day boats), a required yes/no, optional text.
 */
export const FR_PECHE: TypedQuestionnaire = {
  id: 'fr-peche',
  name: 'Référence : pêche et navigation',
  questions: [
    {
      key: 'lien',
      kind: 'choice',
      prompt: 'Quel était votre lien avec la personne candidate ?',
      options: [
        'Patron ou patronne de pêche',
        "Membre de l'équipage",
        'Armement ou bureau',
        'Autre',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'mois',
      kind: 'number',
      prompt: 'Pendant combien de mois avez-vous navigué ensemble ?',
      min: 1,
      max: 600,
      required: true,
    },
    {
      key: 'securite',
      kind: 'rating',
      prompt: 'De 1 à 5, comment jugez-vous son respect des consignes de sécurité à bord ?',
      label: 'Sécurité à bord',
      required: true,
    },
    {
      key: 'postes',
      kind: 'choice',
      prompt: 'Quels postes a-t-il ou elle tenus à bord ? (plusieurs choix possibles)',
      options: [
        'Pont (filage et virage)',
        'Tri et conditionnement des captures',
        'Machine',
        'Cuisine',
        'Quart à la passerelle',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'certificats',
      kind: 'yes_no',
      prompt: 'Ses certificats de formation maritime étaient-ils à jour ? (facultatif)',
      required: false,
    },
    {
      key: 'jours',
      kind: 'number',
      prompt: "Combien de jours d'affilée peut-il ou elle rester en mer ? (facultatif)",
      min: 1,
      max: 120,
      required: false,
    },
    {
      key: 'rembarquer',
      kind: 'yes_no',
      prompt: 'Le ou la reprendriez-vous à bord ?',
      required: true,
    },
    {
      key: 'commentaire',
      kind: 'text',
      prompt: 'Un dernier mot ? (facultatif)',
      required: false,
    },
  ],
};

/**
 * Forestry (eighteenth blind set), as a forestry contractor in Québec
 * (Lac-Saint-Jean, Abitibi) or a logging concession in the Congo basin
 * writes it: a relationship choice, years together, a rating of the quality
 * of the work in the forest, a REQUIRED multiple choice of tasks that people
 * answer in the trade's words ("la scie", "le skidder", "la multi", "le
 * planting", "l'EPC", "l'étêtage"), an optional yes/no on chainsaw safety
 * training, the volume felled or skidded a day in cubic metres (optional;
 * people count loads, "voyages", or trees, "pieds"), a required yes/no,
 * optional text.
 */
export const FR_FORET: TypedQuestionnaire = {
  id: 'fr-foret',
  name: 'Référence : travaux forestiers',
  questions: [
    {
      key: 'lien',
      kind: 'choice',
      prompt: 'Quel était votre lien avec la personne candidate ?',
      options: [
        'Contremaître ou chef de chantier',
        'Entrepreneur forestier',
        'Collègue',
        'Propriétaire ou client',
        'Autre',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'annees',
      kind: 'number',
      prompt: "Pendant combien d'années avez-vous travaillé ensemble ?",
      min: 0,
      max: 45,
      required: true,
    },
    {
      key: 'qualite',
      kind: 'rating',
      prompt:
        'De 1 à 5, comment jugez-vous la qualité de son travail en forêt (abattage dirigé, façonnage, soin des arbres qui restent) ?',
      label: 'Qualité du travail',
      required: true,
    },
    {
      key: 'travaux',
      kind: 'choice',
      prompt: 'Quels travaux a-t-il ou elle faits ? (plusieurs choix possibles)',
      options: [
        'Abattage à la tronçonneuse',
        "Conduite d'abatteuse",
        'Débardage (débusqueuse ou porteur)',
        'Plantation et reboisement',
        'Débroussaillage et dégagement',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'formation',
      kind: 'yes_no',
      prompt: 'Sa formation de sécurité pour la tronçonneuse est-elle à jour ? (facultatif)',
      required: false,
    },
    {
      key: 'volume',
      kind: 'number',
      prompt:
        'Quel volume de bois abattait-il ou elle (ou débardait-il ou elle) par jour, en mètres cubes, environ ? (facultatif)',
      min: 1,
      max: 1000,
      required: false,
    },
    {
      key: 'reprendre',
      kind: 'yes_no',
      prompt: 'Le ou la reprendriez-vous sur vos chantiers ?',
      required: true,
    },
    {
      key: 'commentaire',
      kind: 'text',
      prompt: 'Un dernier mot ? (facultatif)',
      required: false,
    },
  ],
};

/**
 * Airport ground handling (nineteenth blind set), as a ground-handling
 * company at Roissy-CDG, Montréal-Trudeau, Dakar-AIBD or a small island
 * airport in the Caribbean writes it: a relationship choice (an airline that
 * buys the handling is a client), months together (people count IATA
 * seasons, "l'été 24 et l'hiver 24-25", or anchor on a hurricane), a rating
 * of safety and security procedures, a REQUIRED multiple choice of missions
 * in the company's words that people answer in the trade's ("la soute", "le
 * push", "les PMR", "le glycol"), an optional yes/no on the airside badge
 * (answered "badge rouge"), flights handled a shift (optional; people name
 * aircraft types, "deux 777 et un 380", or count movements), a required
 * yes/no, optional text.
 */
export const FR_AEROPORT: TypedQuestionnaire = {
  id: 'fr-aeroport',
  name: 'Référence : assistance aéroportuaire',
  questions: [
    {
      key: 'lien',
      kind: 'choice',
      prompt: 'Quel était votre lien avec la personne candidate ?',
      options: ["Superviseur ou chef d'équipe", 'Collègue', 'Compagnie aérienne cliente', 'Autre'],
      multiple: false,
      required: true,
    },
    {
      key: 'mois',
      kind: 'number',
      prompt: 'Pendant combien de mois avez-vous travaillé ensemble ?',
      min: 1,
      max: 480,
      required: true,
    },
    {
      key: 'surete',
      kind: 'rating',
      prompt:
        'De 1 à 5, comment jugez-vous son respect des procédures de sécurité et de sûreté (piste, bagages, accès) ?',
      label: 'Sécurité et sûreté',
      required: true,
    },
    {
      key: 'missions',
      kind: 'choice',
      prompt: 'Sur quelles missions a-t-il ou elle travaillé ? (plusieurs choix possibles)',
      options: [
        'Enregistrement et embarquement',
        'Chargement et déchargement (piste)',
        'Tractage et repoussage',
        'Assistance aux personnes à mobilité réduite',
        'Dégivrage',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'badge',
      kind: 'yes_no',
      prompt: "Son badge d'accès en zone réservée était-il valide ? (facultatif)",
      required: false,
    },
    {
      key: 'vols',
      kind: 'number',
      prompt: 'Combien de vols traitait-il ou elle par vacation, environ ? (facultatif)',
      min: 1,
      max: 60,
      required: false,
    },
    {
      key: 'reprendre',
      kind: 'yes_no',
      prompt: 'Le ou la reprendriez-vous dans vos équipes ?',
      required: true,
    },
    {
      key: 'commentaire',
      kind: 'text',
      prompt: 'Un dernier mot ? (facultatif)',
      required: false,
    },
  ],
};

/**
 * Holiday camps and day camps (twenty-first blind set), as an association
 * running colonies de vacances in France or a municipal or community day
 * camp in Québec writes it: a relationship choice where a parent of a child
 * in the camp is an option, the camps or sessions led together as the
 * number (which people count in summers, spring breaks and ski trips, or
 * add up over several years), the age groups as a REQUIRED multiple choice,
 * a rating of vigilance, an optional yes/no on the BAFA or its equivalent
 * (the DAFA in Québec, the brevet d'animateur in Belgium) that people
 * answer with the diploma they are still training for, the children in
 * their direct charge (optional, which people give as the whole camp), a
 * required yes/no, optional text.
 */
export const FR_ANIMATION: TypedQuestionnaire = {
  id: 'fr-animation',
  name: 'Référence : animation et séjours de vacances',
  questions: [
    {
      key: 'lien',
      kind: 'choice',
      prompt: 'Quel était votre lien avec la personne candidate ?',
      options: [
        'Directeur ou directrice du séjour ou du camp',
        'Collègue animateur ou animatrice',
        "Parent d'un enfant accueilli",
        'Autre',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'sejours',
      kind: 'number',
      prompt: 'Combien de séjours ou de camps a-t-il ou elle encadrés avec vous ?',
      min: 1,
      max: 60,
      required: true,
    },
    {
      key: 'publics',
      kind: 'choice',
      prompt: 'Avec quels publics a-t-il ou elle travaillé ? (plusieurs choix possibles)',
      options: [
        'Maternelles (3-5 ans)',
        'Enfants (6-11 ans)',
        'Ados (12-17 ans)',
        'Enfants ou jeunes en situation de handicap',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'vigilance',
      kind: 'rating',
      prompt:
        'De 1 à 5, comment jugez-vous sa vigilance sur la sécurité des enfants (baignade, sorties, nuits) ?',
      label: 'Vigilance et sécurité',
      required: true,
    },
    {
      key: 'diplome',
      kind: 'yes_no',
      prompt:
        "A-t-il ou elle le BAFA ou un diplôme équivalent (DAFA au Québec, brevet d'animateur en Belgique) ? (facultatif)",
      required: false,
    },
    {
      key: 'enfants',
      kind: 'number',
      prompt: "De combien d'enfants avait-il ou elle la charge directe, environ ? (facultatif)",
      min: 1,
      max: 60,
      required: false,
    },
    {
      key: 'reprendre',
      kind: 'yes_no',
      prompt: 'Le ou la reprendriez-vous pour un prochain séjour ?',
      required: true,
    },
    {
      key: 'commentaire',
      kind: 'text',
      prompt: 'Un dernier mot ? (facultatif)',
      required: false,
    },
  ],
};

/**
 * School transport (twenty-fourth blind set), as a school district in
 * Acadie, a coach company in France or a school in Haiti writes it: a
 * relationship choice where the school or town hall that buys the service
 * is a client and a parent is an option, years driving for them (which
 * people count in school years and "rentrées"), the services as a REQUIRED
 * multiple choice that people name by their runs and trips, a rating of
 * safety at the wheel, an OPTIONAL rating of order on board, a valid D
 * licence as an optional yes/no (a category other countries name otherwise
 * or do not have), pupils a trip (optional), a required yes/no, optional
 * text.
 */
export const FR_TRANSPORT_SCOLAIRE: TypedQuestionnaire = {
  id: 'fr-transport-scolaire',
  name: 'Référence : transport scolaire',
  questions: [
    {
      key: 'lien',
      kind: 'choice',
      prompt: 'Quel était votre lien avec la personne candidate ?',
      options: [
        "Responsable d'exploitation ou de dépôt",
        'Collègue conducteur ou conductrice',
        'Établissement scolaire ou mairie (client)',
        "Parent d'élève",
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'annees',
      kind: 'number',
      prompt: "Depuis combien d'années conduit-il ou elle pour vous ?",
      min: 0,
      max: 45,
      required: true,
    },
    {
      key: 'services',
      kind: 'choice',
      prompt: 'Quels services assurait-il ou elle ? (plusieurs choix possibles)',
      options: [
        'Ramassage scolaire (matin et soir)',
        'Lignes régulières',
        'Sorties et voyages scolaires',
        'Transport adapté (élèves en situation de handicap)',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'securite',
      kind: 'rating',
      prompt: 'De 1 à 5, comment jugez-vous sa conduite et la sécurité des élèves à bord ?',
      label: 'Conduite et sécurité',
      required: true,
    },
    {
      key: 'discipline',
      kind: 'rating',
      prompt: 'De 1 à 5, comment fait-il ou elle respecter le calme à bord ? (facultatif)',
      label: 'Calme à bord',
      required: false,
    },
    {
      key: 'permis',
      kind: 'yes_no',
      prompt: 'A-t-il ou elle un permis D (transport en commun) valide ? (facultatif)',
      required: false,
    },
    {
      key: 'eleves',
      kind: 'number',
      prompt: "Combien d'élèves transportait-il ou elle par trajet, en moyenne ? (facultatif)",
      min: 1,
      max: 90,
      required: false,
    },
    {
      key: 'reprendre',
      kind: 'yes_no',
      prompt: 'Le ou la reprendriez-vous ?',
      required: true,
    },
    {
      key: 'commentaire',
      kind: 'text',
      prompt: 'Un dernier mot ? (facultatif)',
      required: false,
    },
  ],
};

/**
 * Stage crews (twenty-sixth blind set), as a theatre in Namur or a music
 * festival in Abidjan writes it about its technicians (many of them
 * freelance): the job as a single choice (a "cintrière" is a stage
 * technician, an "ingé son façade" a sound technician), the number of
 * performances they worked (required; people count in seasons or festival
 * editions), the tasks as an OPTIONAL multiple choice, a safety rating, an
 * OPTIONAL rating of composure when a show goes wrong, an electrical
 * clearance or an aerial-platform licence as an optional yes/no (either one
 * is a yes), a required yes/no, optional text.
 */
export const FR_SPECTACLE: TypedQuestionnaire = {
  id: 'fr-spectacle',
  name: 'Référence : technique du spectacle',
  questions: [
    {
      key: 'poste',
      kind: 'choice',
      prompt: 'Quel poste occupait-il ou elle ?',
      options: [
        'Machiniste ou technicien(ne) plateau',
        'Régisseur(euse)',
        'Technicien(ne) lumière',
        'Technicien(ne) son',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'representations',
      kind: 'number',
      prompt: 'Sur combien de représentations (dates) a-t-il ou elle travaillé avec vous ?',
      min: 1,
      max: 2000,
      required: true,
    },
    {
      key: 'taches',
      kind: 'choice',
      prompt:
        'Sur quelles tâches pouviez-vous compter sur lui ou elle ? (facultatif, plusieurs choix possibles)',
      options: [
        'Montage et démontage',
        'Conduite du spectacle',
        'Accroche et travail en hauteur',
        'Tournée',
      ],
      multiple: true,
      required: false,
    },
    {
      key: 'securite',
      kind: 'rating',
      prompt: 'De 1 à 5, comment jugez-vous sa prudence (hauteur, charges, électricité) ?',
      label: 'Sécurité',
      required: true,
    },
    {
      key: 'sangfroid',
      kind: 'rating',
      prompt:
        'De 1 à 5, comment garde-t-il ou elle son calme quand un spectacle déraille ? (facultatif)',
      label: 'Sang-froid',
      required: false,
    },
    {
      key: 'habilitation',
      kind: 'yes_no',
      prompt:
        'A-t-il ou elle une habilitation électrique ou un CACES nacelle en cours de validité ? (facultatif)',
      required: false,
    },
    {
      key: 'reprendre',
      kind: 'yes_no',
      prompt: 'Le ou la reprendriez-vous sur une prochaine production ?',
      required: true,
    },
    {
      key: 'commentaire',
      kind: 'text',
      prompt: 'Un dernier mot ? (facultatif)',
      required: false,
    },
  ],
};

/**
 * Snow removal (twenty-eighth blind set), as a snow-removal contractor in
 * Saguenay or Montreal writes it: the job as a single choice (the sidewalk
 * plough is the "chenillette", often a Bombardier or a "trackless"; a
 * "chauffeur de truck" hauls the snow to the dump), the winters worked with
 * them (which people give as seasons, "l'hiver 2019-2020"), the equipment as
 * a REQUIRED multiple choice named in English or by brand ("le loader", "la
 * Larue", "le 10 roues"), a safety rating, an OPTIONAL rating of
 * availability on storm nights and weekends, the class 3 licence as an
 * optional yes/no (a class 1 includes it), hours a week in winter
 * (optional, which depend on the snowfalls), a required yes/no, optional
 * text.
 */
export const FR_DENEIGEMENT: TypedQuestionnaire = {
  id: 'fr-deneigement',
  name: 'Référence : déneigement',
  questions: [
    {
      key: 'poste',
      kind: 'choice',
      prompt: 'Quel poste occupait-il ou elle ?',
      options: [
        'Opérateur(trice) de chenillette (trottoirs)',
        'Opérateur(trice) de chargeuse',
        'Chauffeur(euse) de camion (transport de neige)',
        'Pelleteur(euse) (déneigement manuel)',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'hivers',
      kind: 'number',
      prompt: "Combien d'hivers a-t-il ou elle travaillé pour vous ?",
      min: 1,
      max: 40,
      required: true,
    },
    {
      key: 'equipements',
      kind: 'choice',
      prompt: 'Quels équipements a-t-il ou elle conduits ? (plusieurs choix possibles)',
      options: [
        'Chenillette (trackless, Bombardier)',
        'Chargeuse (loader)',
        'Souffleuse',
        'Camion 10 roues',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'prudence',
      kind: 'rating',
      prompt: 'De 1 à 5, comment évaluez-vous sa prudence (piétons, autos stationnées) ?',
      label: 'Prudence',
      required: true,
    },
    {
      key: 'disponibilite',
      kind: 'rating',
      prompt:
        'De 1 à 5, sa disponibilité les nuits de tempête et les fins de semaine ? (facultatif)',
      label: 'Disponibilité',
      required: false,
    },
    {
      key: 'classe3',
      kind: 'yes_no',
      prompt: 'A-t-il ou elle un permis de classe 3 (ou plus) ? (facultatif)',
      required: false,
    },
    {
      key: 'heures',
      kind: 'number',
      prompt: "Combien d'heures par semaine en moyenne pendant l'hiver ? (facultatif)",
      min: 1,
      max: 100,
      required: false,
    },
    {
      key: 'reembaucher',
      kind: 'yes_no',
      prompt: "Le ou la réembaucheriez-vous l'hiver prochain ?",
      required: true,
    },
    {
      key: 'commentaire',
      kind: 'text',
      prompt: 'Un dernier commentaire ? (facultatif)',
      required: false,
    },
  ],
};

/**
 * Cheese dairies (thirty-second blind set), as a fruitière à comté in the
 * Haut-Doubs or a farmstead creamery writes it (in Québec or across the
 * border in Vermont, where the head cheesemaker may write French as a second
 * language): the relationship as a single choice (the head cheesemaker, a
 * colleague, the cooperative's board, a client who buys the wheels), months
 * together, the tasks as a REQUIRED multiple choice in the trade's words
 * ("la cuve", "le décaillage", "frotter et retourner en cave"), a rating of
 * hygiene, an OPTIONAL rating of how even their batches are, a cheesemaking
 * diploma as an optional yes/no (a CAP, a BP, a Québec DEP), wheels or
 * cheeses a day (optional; people count in litres of milk, in pounds, or for
 * two), a REQUIRED overall mark from 0 to 10 as a number (which people give
 * out of 20, or as a decimal with a comma), a required yes/no, optional text.
 */
export const FR_FROMAGERIE: TypedQuestionnaire = {
  id: 'fr-fromagerie',
  name: 'Référence : fromagerie',
  questions: [
    {
      key: 'lien',
      kind: 'choice',
      prompt: 'Quel était votre lien avec la personne candidate ?',
      options: [
        'Fromager(ère) responsable / chef de fabrication',
        'Collègue à la fromagerie',
        'Président(e) ou membre du conseil de la coopérative',
        'Client(e) (affineur, crémier, magasin)',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'mois',
      kind: 'number',
      prompt: 'Pendant combien de mois avez-vous travaillé ensemble ?',
      min: 1,
      max: 480,
      required: true,
    },
    {
      key: 'taches',
      kind: 'choice',
      prompt: 'Quelles tâches assurait-il ou elle ? (plusieurs choix possibles)',
      options: [
        'Fabrication en cuve (emprésurage, décaillage)',
        'Moulage et pressage',
        'Soins en cave (frottage, retournement)',
        'Réception et analyse du lait',
        'Vente au magasin',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'hygiene',
      kind: 'rating',
      prompt: 'De 1 à 5, comment évaluez-vous sa rigueur en hygiène (nettoyage, HACCP) ?',
      label: 'Hygiène',
      required: true,
    },
    {
      key: 'regularite',
      kind: 'rating',
      prompt: "De 1 à 5, la régularité de sa fabrication d'une cuve à l'autre ? (facultatif)",
      label: 'Régularité',
      required: false,
    },
    {
      key: 'diplome',
      kind: 'yes_no',
      prompt: 'A-t-il ou elle un diplôme de fromager (CAP, BP, DEP ou équivalent) ? (facultatif)',
      required: false,
    },
    {
      key: 'meules',
      kind: 'number',
      prompt:
        'Combien de meules ou de fromages faisait-il ou elle par jour, environ ? (facultatif)',
      min: 0,
      max: 3000,
      required: false,
    },
    {
      key: 'note',
      kind: 'number',
      prompt: 'Sur une échelle de 0 à 10, quelle note globale lui donneriez-vous ?',
      min: 0,
      max: 10,
      required: true,
    },
    {
      key: 'reprendre',
      kind: 'yes_no',
      prompt: 'Le ou la reprendriez-vous dans votre fromagerie ?',
      required: true,
    },
    {
      key: 'commentaire',
      kind: 'text',
      prompt: 'Un dernier mot ? (facultatif)',
      required: false,
    },
  ],
};

/**
 * Car workshops (thirty-fourth blind set), as a garage in Lubumbashi or a
 * garage in Laval (Quebec) writes it: the relationship as a single choice
 * (the head of the workshop, the owner, a colleague, a client with one car or
 * a fleet), years with them, the work as a REQUIRED multiple choice
 * (servicing and oil changes, brakes, tyres and alignment, electronic
 * diagnosis, bodywork and paint, the front desk and quotes) that people name
 * by the cars, in Quebec English ("les tires", "les brakes", "mes estimés")
 * or by what the shop next door does, a rating of diagnosis, an OPTIONAL
 * rating of care for the cars and the workshop, a clearance for electric and
 * hybrid cars as an optional yes/no (which does not exist everywhere), cars a
 * day (optional; people count per week, or only their own), a required
 * yes/no, optional text.
 */
export const FR_GARAGE: TypedQuestionnaire = {
  id: 'fr-garage',
  name: 'Référence : garage automobile',
  questions: [
    {
      key: 'relation',
      kind: 'choice',
      prompt: 'Quel était votre lien avec la personne candidate ?',
      options: [
        "Chef d'atelier ou responsable",
        'Patron(ne) du garage',
        'Collègue',
        'Client(e) (particulier ou flotte)',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'annees',
      kind: 'number',
      prompt: "Pendant combien d'années a-t-il ou elle travaillé avec vous ?",
      min: 0,
      max: 45,
      required: true,
    },
    {
      key: 'travaux',
      kind: 'choice',
      prompt: 'Quels travaux faisait-il ou elle ? (plusieurs choix possibles)',
      options: [
        'Entretien et vidanges',
        'Freins, pneus et géométrie',
        'Diagnostic électronique',
        'Carrosserie et peinture',
        'Accueil client et devis',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'diagnostic',
      kind: 'rating',
      prompt: 'De 1 à 5, comment évaluez-vous ses compétences en diagnostic des pannes ?',
      label: 'Diagnostic',
      required: true,
    },
    {
      key: 'soin',
      kind: 'rating',
      prompt: "De 1 à 5, le soin apporté aux véhicules et à l'atelier ? (facultatif)",
      label: 'Soin',
      required: false,
    },
    {
      key: 'habilitation',
      kind: 'yes_no',
      prompt:
        'A-t-il ou elle une habilitation pour les véhicules électriques et hybrides ? (facultatif)',
      required: false,
    },
    {
      key: 'vehicules',
      kind: 'number',
      prompt: 'Combien de véhicules traitait-il ou elle par jour, environ ? (facultatif)',
      min: 0,
      max: 60,
      required: false,
    },
    {
      key: 'reembaucher',
      kind: 'yes_no',
      prompt: 'Le ou la réembaucheriez-vous ?',
      required: true,
    },
    {
      key: 'commentaire',
      kind: 'text',
      prompt: 'Un dernier mot ? (facultatif)',
      required: false,
    },
  ],
};

/**
 * Butcher's shops (thirty-sixth blind set), as a butcher's shop near Lyon, the
 * meat counter of a Quebec supermarket or a halal butcher writes it: the
 * relationship as a single choice (the owner, the head butcher or counter
 * manager, a colleague, a trade client such as a restaurant or a canteen),
 * years with them (which people count from an apprenticeship, from summers
 * as a student or from Saturdays as a teenager), the work as a REQUIRED
 * multiple choice (boning and cutting, preparations, charcuterie and
 * catering, the counter, receiving carcasses and the cold room) that people
 * name by what the shop does not do, a rating of hygiene and the cold chain,
 * an OPTIONAL rating of speed with the knife, a CAP or an equivalent diploma
 * as an optional yes/no (a Quebec DEP is one), kilos boned a day (optional;
 * which depend on the feast days, or come as "en masse"), a required yes/no,
 * optional text.
 */
export const FR_BOUCHERIE: TypedQuestionnaire = {
  id: 'fr-boucherie',
  name: 'Référence : boucherie',
  questions: [
    {
      key: 'relation',
      kind: 'choice',
      prompt: 'Quel était votre lien avec la personne candidate ?',
      options: [
        'Patron(ne) de la boucherie',
        'Chef boucher ou chef de rayon',
        'Collègue',
        'Client(e) professionnel(le) (restaurant, cantine)',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'annees',
      kind: 'number',
      prompt: "Pendant combien d'années a-t-il ou elle travaillé avec vous ?",
      min: 0,
      max: 45,
      required: true,
    },
    {
      key: 'postes',
      kind: 'choice',
      prompt: 'Sur quels postes a-t-il ou elle travaillé ? (plusieurs choix possibles)',
      options: [
        'Désossage et découpe',
        'Préparations (farces, brochettes, marinades)',
        'Charcuterie et traiteur',
        'Vente au comptoir',
        'Réception des carcasses et chambre froide',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'hygiene',
      kind: 'rating',
      prompt: "De 1 à 5, comment évaluez-vous son respect de l'hygiène et de la chaîne du froid ?",
      label: 'Hygiène',
      required: true,
    },
    {
      key: 'rapidite',
      kind: 'rating',
      prompt: 'De 1 à 5, sa rapidité au couteau ? (facultatif)',
      label: 'Rapidité',
      required: false,
    },
    {
      key: 'diplome',
      kind: 'yes_no',
      prompt: 'A-t-il ou elle un CAP boucher ou un diplôme équivalent ? (facultatif)',
      required: false,
    },
    {
      key: 'kilos',
      kind: 'number',
      prompt: 'Combien de kilos de viande désossait-il ou elle par jour, environ ? (facultatif)',
      min: 0,
      max: 1000,
      required: false,
    },
    {
      key: 'reembaucher',
      kind: 'yes_no',
      prompt: 'Le ou la réembaucheriez-vous ?',
      required: true,
    },
    {
      key: 'commentaire',
      kind: 'text',
      prompt: 'Un dernier mot ? (facultatif)',
      required: false,
    },
  ],
};

/**
 * Sewing workshops (thirty-eighth blind set), as a Paris haute couture house
 * or a garment shop on rue Chabanel in Montreal writes it: the relationship
 * as a single choice (the head of the workshop or "première d'atelier", a
 * colleague, the owner, a client), years with them (which people count in
 * collections, two a year), the work as a REQUIRED multiple choice (cutting,
 * assembling at the machine, hand finishing and pressing, alterations,
 * embroidery) that people name in the trade's words ("le montage", "la
 * straight pis la overlock", "les samples") or by who else does it, a rating
 * of precision, an OPTIONAL rating of speed, a CAP or an equivalent diploma
 * as an optional yes/no (a BMA, a Quebec DEP), pieces a day (optional; a
 * couture gown takes three weeks, a factory counts trousers and dresses
 * apart), a required yes/no, optional text.
 */
export const FR_COUTURE: TypedQuestionnaire = {
  id: 'fr-couture',
  name: 'Référence : couture et confection',
  questions: [
    {
      key: 'lien',
      kind: 'choice',
      prompt: 'Quel était votre lien avec la personne candidate ?',
      options: [
        "Cheffe ou chef d'atelier (première d'atelier)",
        "Collègue d'atelier",
        "Patron(ne) de l'entreprise",
        'Client(e)',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'annees',
      kind: 'number',
      prompt: "Pendant combien d'années a-t-il ou elle travaillé avec vous ?",
      min: 0,
      max: 45,
      required: true,
    },
    {
      key: 'travaux',
      kind: 'choice',
      prompt: 'Quels travaux a-t-il ou elle faits ? (plusieurs choix possibles)',
      options: [
        'Coupe',
        'Montage et piqûre à la machine',
        'Finitions main et repassage',
        'Retouches',
        'Broderie',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'precision',
      kind: 'rating',
      prompt: 'De 1 à 5, comment jugez-vous la précision de son travail ?',
      label: 'Précision',
      required: true,
    },
    {
      key: 'rapidite',
      kind: 'rating',
      prompt: 'De 1 à 5, sa rapidité ? (facultatif)',
      label: 'Rapidité',
      required: false,
    },
    {
      key: 'diplome',
      kind: 'yes_no',
      prompt: 'A-t-il ou elle un CAP couture ou un diplôme équivalent ? (facultatif)',
      required: false,
    },
    {
      key: 'pieces',
      kind: 'number',
      prompt: 'Combien de pièces terminait-il ou elle par jour, environ ? (facultatif)',
      min: 0,
      max: 200,
      required: false,
    },
    {
      key: 'reembaucher',
      kind: 'yes_no',
      prompt: 'Le ou la réembaucheriez-vous ?',
      required: true,
    },
    {
      key: 'commentaire',
      kind: 'text',
      prompt: 'Un dernier mot ? (facultatif)',
      required: false,
    },
  ],
};

/**
 * Veterinary practices (fortieth blind set), as a mixed practice in the
 * Belgian Ardennes or a farm-animal clinic in the Montérégie (Québec) writes
 * it about its assistants and animal health technicians: the relationship as
 * a single choice (the vet who owns or is a partner in the practice, the
 * head of the assistants, a colleague, a client or breeder), months
 * together, the tasks as a REQUIRED multiple choice (front desk, handling and
 * care, help in surgery and anaesthesia, X-rays and the lab, the
 * hospitalised animals and the kennels) that people name in the trade's
 * words ("les césars" on Blanc-Bleu cows, "les hospis", "les déplacements de
 * caillette") or by who else does it, a rating of how they handle animals,
 * an OPTIONAL rating of how they are with the owners, an ASV diploma or an
 * equivalent as an optional yes/no (a TSA in Québec; Belgium has no such
 * diploma), animals a day (optional; which a farm vet does not count, or
 * counts by the herd), a required yes/no, optional text.
 */
export const FR_VETERINAIRE: TypedQuestionnaire = {
  id: 'fr-veterinaire',
  name: 'Référence : clinique vétérinaire',
  questions: [
    {
      key: 'lien',
      kind: 'choice',
      prompt: 'Quel était votre lien avec la personne candidate ?',
      options: [
        'Vétérinaire titulaire ou associé(e)',
        'Responsable des ASV ou des techniciens',
        'Collègue ASV ou technicien(ne)',
        'Client(e) ou éleveur(se)',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'mois',
      kind: 'number',
      prompt: 'Pendant combien de mois avez-vous travaillé ensemble ?',
      min: 1,
      max: 480,
      required: true,
    },
    {
      key: 'taches',
      kind: 'choice',
      prompt: 'Quelles tâches assurait-il ou elle ? (plusieurs choix possibles)',
      options: [
        'Accueil et secrétariat',
        'Contention et soins aux animaux',
        'Aide en chirurgie et anesthésie',
        'Radiologie et laboratoire',
        'Hospitalisation et entretien des chenils',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'contention',
      kind: 'rating',
      prompt: 'De 1 à 5, comment manipule-t-il ou elle les animaux (calme, sécurité, contention) ?',
      label: 'Manipulation des animaux',
      required: true,
    },
    {
      key: 'proprietaires',
      kind: 'rating',
      prompt: 'De 1 à 5, comment est-il ou elle avec les propriétaires des animaux ? (facultatif)',
      label: 'Relation avec les propriétaires',
      required: false,
    },
    {
      key: 'diplome',
      kind: 'yes_no',
      prompt: "A-t-il ou elle un diplôme d'ASV ou un équivalent (TSA au Québec) ? (facultatif)",
      required: false,
    },
    {
      key: 'animaux',
      kind: 'number',
      prompt: "Combien d'animaux voyait-il ou elle par jour, environ ? (facultatif)",
      min: 1,
      max: 200,
      required: false,
    },
    {
      key: 'reprendre',
      kind: 'yes_no',
      prompt: 'Le ou la reprendriez-vous dans votre équipe ?',
      required: true,
    },
    {
      key: 'commentaire',
      kind: 'text',
      prompt: 'Un dernier mot ? (facultatif)',
      required: false,
    },
  ],
};

/**
 * Moving companies (forty-second blind set), as a removals firm in Montréal
 * or Geneva writes it about its movers: the relationship as a single choice
 * (the crew chief, a fellow mover, the boss or branch manager, a private or
 * business client), months together (which people count in summers, since
 * the busy season is May to September and, in Québec, the first of July),
 * the tasks as a REQUIRED multiple choice (packing and protection, carrying,
 * the furniture lift, driving the truck, taking furniture apart and putting
 * it back together) named in the trade's words ("le wrapping", "les lits
 * IKEA") or by what the firm does not own, a rating of care with furniture
 * and fragile things, an OPTIONAL rating of how they are with clients, a C
 * (heavy goods) licence as an optional yes/no (Québec calls it "classe 3"),
 * cubic metres loaded on a typical day (optional; people answer in a truck's
 * length, in cubic feet, or with the whole team's volume), a required
 * yes/no, optional text.
 */
export const FR_DEMENAGEMENT: TypedQuestionnaire = {
  id: 'fr-demenagement',
  name: 'Référence : déménagement',
  questions: [
    {
      key: 'lien',
      kind: 'choice',
      prompt: 'Quel était votre lien avec la personne candidate ?',
      options: [
        "Chef d'équipe ou chef de chantier",
        'Collègue déménageur ou déménageuse',
        "Patron ou responsable d'agence",
        'Client (particulier ou entreprise)',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'mois',
      kind: 'number',
      prompt: 'Pendant combien de mois avez-vous travaillé ensemble ?',
      min: 1,
      max: 480,
      required: true,
    },
    {
      key: 'taches',
      kind: 'choice',
      prompt: 'Quelles tâches assurait-il ou elle ? (plusieurs choix possibles)',
      options: [
        'Emballage et protection',
        'Portage et manutention',
        'Monte-meubles',
        'Conduite du camion',
        'Démontage et remontage des meubles',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'soin',
      kind: 'rating',
      prompt: 'De 1 à 5, avec quel soin manipule-t-il ou elle les meubles et les objets fragiles ?',
      label: 'Soin',
      required: true,
    },
    {
      key: 'clients',
      kind: 'rating',
      prompt: 'De 1 à 5, comment se comporte-t-il ou elle avec les clients ? (facultatif)',
      label: 'Relation client',
      required: false,
    },
    {
      key: 'permis',
      kind: 'yes_no',
      prompt: 'A-t-il ou elle le permis C (poids lourd) ? (facultatif)',
      required: false,
    },
    {
      key: 'volume',
      kind: 'number',
      prompt: 'Combien de mètres cubes charge-t-il ou elle dans une journée type ? (facultatif)',
      min: 1,
      max: 200,
      required: false,
    },
    {
      key: 'reprendre',
      kind: 'yes_no',
      prompt: 'Le ou la reprendriez-vous ?',
      required: true,
    },
    {
      key: 'commentaire',
      kind: 'text',
      prompt: 'Un dernier mot ? (facultatif)',
      required: false,
    },
  ],
};

/**
 * Opticians (forty-fourth blind set), as an optician's shop in Dijon or a
 * lunetterie on Quebec's Côte-Nord writes it about its opticians: the
 * relationship as a single choice (the optician who owns or manages the
 * shop, the head of the shop or workshop, a colleague, a partner
 * ophthalmologist, orthoptist or supplier), years together (which people
 * count from a work-study BTS, or as dates), the tasks as a REQUIRED
 * multiple choice (selling frames, cutting and fitting lenses in the
 * workshop, the eye test, contact lenses, third-party payment and the
 * mutuelles' files) named in the trade's abbreviations or in Quebec's words
 * or by who else does them, a rating of precision, an OPTIONAL rating of
 * advice to customers, the BTS Opticien-Lunetier or an equivalent as an
 * optional yes/no (a Quebec DEC in techniques d'orthèses visuelles is one),
 * pairs fitted a day (optional; people count for the whole workshop, or give
 * the quiet days and the back-to-school rush), a required yes/no, optional
 * text.
 */
export const FR_OPTIQUE: TypedQuestionnaire = {
  id: 'fr-optique',
  name: 'Référence : optique-lunetterie',
  questions: [
    {
      key: 'lien',
      kind: 'choice',
      prompt: 'Quel était votre lien avec la personne candidate ?',
      options: [
        'Opticien(ne) titulaire ou gérant(e) du magasin',
        "Responsable du magasin ou de l'atelier",
        'Collègue',
        'Ophtalmologiste, orthoptiste ou fournisseur partenaire',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'annees',
      kind: 'number',
      prompt: "Pendant combien d'années avez-vous travaillé ensemble ?",
      min: 0,
      max: 45,
      required: true,
    },
    {
      key: 'taches',
      kind: 'choice',
      prompt: 'Quelles tâches assurait-il ou elle ? (plusieurs choix possibles)',
      options: [
        'Vente et conseil en montures',
        "Montage et ajustage des verres à l'atelier",
        'Examen de vue (réfraction)',
        'Lentilles de contact',
        'Tiers payant et dossiers mutuelles',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'precision',
      kind: 'rating',
      prompt:
        'De 1 à 5, quelle est la précision de son travail (prises de mesures, centrage, montage) ?',
      label: 'Précision',
      required: true,
    },
    {
      key: 'conseil',
      kind: 'rating',
      prompt: 'De 1 à 5, comment conseille-t-il ou elle les clients ? (facultatif)',
      label: 'Conseil client',
      required: false,
    },
    {
      key: 'diplome',
      kind: 'yes_no',
      prompt: 'A-t-il ou elle le BTS Opticien-Lunetier ou un diplôme équivalent ? (facultatif)',
      required: false,
    },
    {
      key: 'montages',
      kind: 'number',
      prompt: 'Combien de paires montait-il ou elle par jour, en moyenne ? (facultatif)',
      min: 0,
      max: 60,
      required: false,
    },
    {
      key: 'reembauche',
      kind: 'yes_no',
      prompt: 'Le ou la réembaucheriez-vous ?',
      required: true,
    },
    {
      key: 'commentaire',
      kind: 'text',
      prompt: 'Un dernier mot ? (facultatif)',
      required: false,
    },
  ],
};

/** Plumbing and heating: every kind; months together, call-outs a day (optional). */
export const FR_PLOMBERIE: TypedQuestionnaire = {
  id: 'fr-plomberie',
  name: 'Référence : plomberie et chauffage',
  questions: [
    {
      key: 'relation',
      kind: 'choice',
      prompt: 'Quel était votre lien avec la personne candidate ?',
      options: [
        "Son patron ou sa patronne (chef d'entreprise)",
        "Chef d'équipe ou conducteur de travaux",
        'Collègue',
        'Client ou syndic',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'mois',
      kind: 'number',
      prompt: 'Pendant combien de mois avez-vous travaillé ensemble ?',
      min: 1,
      max: 480,
      required: true,
    },
    {
      key: 'travaux',
      kind: 'choice',
      prompt: 'Quels travaux faisait-il ou elle ? (plusieurs réponses possibles)',
      options: [
        'Dépannage et recherche de fuites',
        'Installation sanitaire (salles de bains, cuisines)',
        'Chauffage et chaudières',
        'Pompes à chaleur et climatisation',
        'Soudure et brasure (cuivre, acier)',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'finitions',
      kind: 'rating',
      prompt: 'De 1 à 5, comment jugez-vous la qualité de ses finitions ?',
      label: 'Finitions',
      required: true,
    },
    {
      key: 'clients',
      kind: 'rating',
      prompt: 'De 1 à 5, comment se comporte-t-il ou elle avec les clients ? (optionnel)',
      label: 'Relation client',
      required: false,
    },
    {
      key: 'fluides',
      kind: 'yes_no',
      prompt:
        "A-t-il ou elle l'attestation de capacité pour manipuler les fluides frigorigènes ? (optionnel)",
      required: false,
    },
    {
      key: 'interventions',
      kind: 'number',
      prompt: "Combien d'interventions faisait-il ou elle par jour, en moyenne ? (optionnel)",
      min: 0,
      max: 20,
      required: false,
    },
    {
      key: 'reembauche',
      kind: 'yes_no',
      prompt: 'Le ou la réembaucheriez-vous ?',
      required: true,
    },
    {
      key: 'commentaire',
      kind: 'text',
      prompt: 'Souhaitez-vous ajouter quelque chose ? (optionnel)',
      required: false,
    },
  ],
};

/** Forty-eighth blind set: a medical laboratory (biologie médicale): every kind; the posts as a multiple choice, samples a morning (optional). */
export const FR_LABORATOIRE: TypedQuestionnaire = {
  id: 'fr-laboratoire',
  name: 'Référence : laboratoire de biologie médicale',
  questions: [
    {
      key: 'relation',
      kind: 'choice',
      prompt: 'Quel était votre lien avec la personne candidate ?',
      options: [
        'Biologiste responsable du laboratoire',
        'Cadre ou responsable de site',
        'Collègue technicien(ne)',
        'Tuteur ou tutrice de stage',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'mois',
      kind: 'number',
      prompt: 'Pendant combien de mois avez-vous travaillé ensemble ?',
      min: 1,
      max: 480,
      required: true,
    },
    {
      key: 'postes',
      kind: 'choice',
      prompt: 'Sur quels postes a-t-il ou elle travaillé ? (plusieurs choix possibles)',
      options: [
        'Prélèvements (prises de sang)',
        'Hématologie',
        'Biochimie',
        'Microbiologie',
        'Accueil et secrétariat',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'rigueur',
      kind: 'rating',
      prompt: 'De 1 à 5, comment évalueriez-vous sa rigueur (traçabilité, contrôles qualité) ?',
      label: 'Rigueur',
      required: true,
    },
    {
      key: 'patients',
      kind: 'rating',
      prompt: 'De 1 à 5, comment est-il ou elle avec les patients ? (facultatif)',
      label: 'Contact patients',
      required: false,
    },
    {
      key: 'certificat',
      kind: 'yes_no',
      prompt: 'A-t-il ou elle le certificat de capacité de prélèvements sanguins ? (facultatif)',
      required: false,
    },
    {
      key: 'prelevements',
      kind: 'number',
      prompt: 'Combien de prélèvements faisait-il ou elle par matinée, environ ? (facultatif)',
      min: 0,
      max: 200,
      required: false,
    },
    {
      key: 'reembaucher',
      kind: 'yes_no',
      prompt: 'Le ou la réembaucheriez-vous ?',
      required: true,
    },
    {
      key: 'commentaire',
      kind: 'text',
      prompt: 'Un dernier mot ? (facultatif)',
      required: false,
    },
  ],
};

/**
 * Ambulance services (fiftieth blind set), as a private ambulance company
 * in France writes it: the relationship as a single choice (the manager of
 * the company, a dispatcher or crew lead, a crew colleague, a nurse of a
 * receiving ward), months together, the missions as a REQUIRED multiple
 * choice (emergency duty, scheduled transport such as dialysis, seated
 * transport (VSL), transfers between hospitals, dispatch), a rating of
 * driving, an OPTIONAL rating of contact with patients, the state diploma
 * (DEA) as an optional yes/no, kilometres per twelve-hour shift (optional),
 * a required yes/no, optional text.
 */
export const FR_AMBULANCE: TypedQuestionnaire = {
  id: 'fr-ambulance',
  name: 'Référence : ambulances et transport sanitaire',
  questions: [
    {
      key: 'lien',
      kind: 'choice',
      prompt: 'Quel était votre lien avec la personne candidate ?',
      options: [
        "Gérant(e) de la société d'ambulances",
        "Régulateur/régulatrice ou chef d'équipe",
        'Collègue en équipage',
        "Soignant(e) d'un service receveur (urgences, dialyse…)",
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'mois',
      kind: 'number',
      prompt: 'Combien de mois avez-vous travaillé ensemble ?',
      min: 0,
      max: 600,
      required: true,
    },
    {
      key: 'missions',
      kind: 'choice',
      prompt: 'Quelles missions a-t-il ou elle assurées ? (plusieurs choix possibles)',
      options: [
        'Urgences (garde, SAMU)',
        'Transports programmés (dialyse, consultations)',
        'Transport assis (VSL, taxi conventionné)',
        'Transferts entre hôpitaux',
        'Régulation et planning',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'conduite',
      kind: 'rating',
      prompt: 'De 1 à 5, comment conduit-il ou elle (sécurité, confort du patient) ?',
      label: 'Conduite',
      required: true,
    },
    {
      key: 'relationnel',
      kind: 'rating',
      prompt: 'De 1 à 5, son contact avec les patients et les familles ? (facultatif)',
      label: 'Relationnel',
      required: false,
    },
    {
      key: 'dea',
      kind: 'yes_no',
      prompt: "A-t-il ou elle le diplôme d'État d'ambulancier (DEA) ? (facultatif)",
      required: false,
    },
    {
      key: 'km',
      kind: 'number',
      prompt:
        'Combien de kilomètres faisait-il ou elle par garde de 12 heures, environ ? (facultatif)',
      min: 0,
      max: 1500,
      required: false,
    },
    {
      key: 'reprendre',
      kind: 'yes_no',
      prompt: 'Le ou la reprendriez-vous dans votre équipe ?',
      required: true,
    },
    {
      key: 'commentaire',
      kind: 'text',
      prompt: 'Un dernier mot ? (facultatif)',
      required: false,
    },
  ],
};

/**
 * Fibre-optic deployment (fifty-second blind set), as a subcontractor that
 * builds and connects fibre networks in France, its overseas departments or
 * abroad writes it: the relationship as a single choice (the team leader or
 * works supervisor, the owner of the subcontracting firm, a fellow
 * technician, the operator or integrator who gives the orders), months
 * together, the work as a REQUIRED multiple choice (subscriber connections,
 * underground cable pulling, aerial work on poles, splicing and boxes,
 * measurements and acceptance), a rating of the quality of connections, an
 * OPTIONAL rating of behaviour at the subscriber's, an electrical
 * authorisation or a boom-lift CACES as an optional yes/no, connections a
 * day (optional), a required yes/no, optional text.
 */
export const FR_FIBRE: TypedQuestionnaire = {
  id: 'fr-fibre',
  name: 'Référence : fibre optique et télécoms',
  questions: [
    {
      key: 'lien',
      kind: 'choice',
      prompt: 'Quel était votre lien avec la personne candidate ?',
      options: [
        "Chef d'équipe ou conducteur de travaux",
        "Gérant(e) de l'entreprise (sous-traitant)",
        'Collègue technicien(ne)',
        "Donneur d'ordre (opérateur ou intégrateur)",
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'mois',
      kind: 'number',
      prompt: 'Combien de mois avez-vous travaillé ensemble ?',
      min: 0,
      max: 600,
      required: true,
    },
    {
      key: 'activites',
      kind: 'choice',
      prompt: 'Sur quels travaux est-il ou elle intervenu(e) ? (plusieurs choix possibles)',
      options: [
        'Raccordement des abonnés (pose de PTO)',
        'Tirage de câble en souterrain (fourreaux, chambres)',
        'Travaux en aérien (poteaux, nacelle)',
        'Soudure et boîtiers (PBO, PM)',
        'Mesures et recette (photométrie, réflectométrie)',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'qualite',
      kind: 'rating',
      prompt: 'De 1 à 5, la qualité de ses raccordements (propreté, étiquetage, pas de reprise) ?',
      label: 'Qualité des raccordements',
      required: true,
    },
    {
      key: 'client',
      kind: 'rating',
      prompt: "De 1 à 5, son comportement chez l'abonné ? (facultatif)",
      label: "Comportement chez l'abonné",
      required: false,
    },
    {
      key: 'habilitation',
      kind: 'yes_no',
      prompt:
        'A-t-il ou elle une habilitation électrique ou un CACES nacelle en cours de validité ? (facultatif)',
      required: false,
    },
    {
      key: 'raccos',
      kind: 'number',
      prompt: 'Combien de raccordements faisait-il ou elle par jour, en moyenne ? (facultatif)',
      min: 0,
      max: 20,
      required: false,
    },
    {
      key: 'reprendre',
      kind: 'yes_no',
      prompt: 'Le ou la reprendriez-vous dans votre équipe ?',
      required: true,
    },
    {
      key: 'commentaire',
      kind: 'text',
      prompt: 'Un dernier mot ? (facultatif)',
      required: false,
    },
  ],
};

/**
 * Watchmaking (fifty-fourth blind set), as a manufacture in the Vallée de
 * Joux, a brand's after-sales workshop in Geneva or a workshop in the
 * Haut-Doubs writes it: the relationship as a single choice (the head of
 * the workshop or of production, a fellow watchmaker, the master of
 * apprenticeship or trainer, a client), months together, the posts as a
 * REQUIRED multiple choice (assembly and casing, regulating, finishing and
 * polishing, repair and after-sales, quality control), a rating of
 * precision, an OPTIONAL rating of autonomy, a watchmaker's diploma as an
 * optional yes/no, movements a day (optional), a required yes/no, optional
 * text.
 */
export const FR_HORLOGERIE: TypedQuestionnaire = {
  id: 'fr-horlogerie',
  name: 'Référence : horlogerie',
  questions: [
    {
      key: 'lien',
      kind: 'choice',
      prompt: 'Quel était votre lien avec la personne candidate ?',
      options: [
        "Chef(fe) d'atelier ou responsable de production",
        'Collègue horloger(ère)',
        "Maître d'apprentissage ou formateur(trice)",
        'Client(e) (marque, détaillant)',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'mois',
      kind: 'number',
      prompt: 'Pendant combien de mois avez-vous travaillé ensemble ?',
      min: 0,
      max: 600,
      required: true,
    },
    {
      key: 'postes',
      kind: 'choice',
      prompt: 'Sur quels postes a-t-il ou elle travaillé ? (plusieurs choix possibles)',
      options: [
        'Assemblage et emboîtage',
        'Réglage et chronométrie (spiral, mise en marche)',
        'Terminaison et polissage (anglage, satinage)',
        'Rhabillage et service après-vente',
        'Contrôle qualité (visitage)',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'precision',
      kind: 'rating',
      prompt: 'De 1 à 5, la précision et la propreté de son travail (sous la binoculaire) ?',
      label: 'Précision',
      required: true,
    },
    {
      key: 'autonomie',
      kind: 'rating',
      prompt: 'De 1 à 5, son autonomie face à une panne ou un calibre inconnu ? (facultatif)',
      label: 'Autonomie',
      required: false,
    },
    {
      key: 'diplome',
      kind: 'yes_no',
      prompt: "A-t-il ou elle un diplôme d'horloger (CFC, CAP ou DMA) ? (facultatif)",
      required: false,
    },
    {
      key: 'mouvements',
      kind: 'number',
      prompt:
        'Combien de mouvements ou de montres traitait-il ou elle par jour, en moyenne ? (facultatif)',
      min: 0,
      max: 300,
      required: false,
    },
    {
      key: 'reembaucher',
      kind: 'yes_no',
      prompt: 'Le ou la réembaucheriez-vous ?',
      required: true,
    },
    {
      key: 'commentaire',
      kind: 'text',
      prompt: 'Un dernier mot ? (facultatif)',
      required: false,
    },
  ],
};

/**
 * Chocolate making (fifty-sixth blind set), as a maison of chocolatiers in
 * Brussels or a bean-to-bar chocolaterie in Abidjan writes it: the
 * relationship as a single choice (the master chocolatier or owner, the
 * head of the workshop or of production, a fellow chocolatier, the head of
 * the shop), months together, the posts as a REQUIRED multiple choice
 * (tempering and moulding, fillings, enrobing and decoration, working the
 * bean, the shop), a rating of how even and clean their work is, an
 * OPTIONAL rating of how they hold up in the Easter and year-end rush, a
 * diploma or training as an optional yes/no, kilos of chocolate a day
 * (optional), a required yes/no, optional text.
 */
export const FR_CHOCOLATERIE: TypedQuestionnaire = {
  id: 'fr-chocolaterie',
  name: 'Référence : chocolaterie',
  questions: [
    {
      key: 'lien',
      kind: 'choice',
      prompt: 'Quel était votre lien avec la personne candidate ?',
      options: [
        'Maître chocolatier ou patron(ne) de la chocolaterie',
        "Chef(fe) d'atelier ou de production",
        'Collègue chocolatier(ère)',
        'Responsable de boutique',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'mois',
      kind: 'number',
      prompt: 'Pendant combien de mois avez-vous travaillé ensemble ?',
      min: 0,
      max: 600,
      required: true,
    },
    {
      key: 'postes',
      kind: 'choice',
      prompt: 'À quels postes a-t-il ou elle travaillé ? (plusieurs choix possibles)',
      options: [
        'Tempérage et moulage',
        'Intérieurs (ganaches, pralinés)',
        'Enrobage et décoration',
        'Travail de la fève (torréfaction, broyage, conchage)',
        'Vente en boutique et conseil',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'regularite',
      kind: 'rating',
      prompt: 'De 1 à 5, la régularité et la propreté de son travail (brillant, cassant, poids) ?',
      label: 'Régularité',
      required: true,
    },
    {
      key: 'rush',
      kind: 'rating',
      prompt:
        "De 1 à 5, comment tient-il ou elle le coup pendant les grosses périodes (Pâques, fêtes de fin d'année) ? (facultatif)",
      label: 'Tenue en période de rush',
      required: false,
    },
    {
      key: 'diplome',
      kind: 'yes_no',
      prompt:
        'A-t-il ou elle un diplôme ou une formation en chocolaterie (CAP chocolatier, formation IFAPME…) ? (facultatif)',
      required: false,
    },
    {
      key: 'kilos',
      kind: 'number',
      prompt:
        'Combien de kilos de chocolat travaillait-il ou elle par jour, en moyenne ? (facultatif)',
      min: 0,
      max: 1000,
      required: false,
    },
    {
      key: 'reembaucher',
      kind: 'yes_no',
      prompt: 'Le ou la réembaucheriez-vous ?',
      required: true,
    },
    {
      key: 'commentaire',
      kind: 'text',
      prompt: 'Un dernier mot ? (facultatif)',
      required: false,
    },
  ],
};

/**
 * Lifts (fifty-eighth blind set), as a lift maintenance company in Acadia,
 * Kinshasa or mainland France writes it: the relationship as a single
 * choice (the head of a sector or branch, the team leader or senior
 * technician, a fellow technician, a client such as a property manager or
 * landlord), years together, the work as a REQUIRED multiple choice
 * (preventive maintenance, breakdowns and on-call duty, freeing people stuck
 * in a car, installation and commissioning, modernisation), a rating of
 * safety, an OPTIONAL rating of contact with occupants and clients, an
 * electrical authorisation as an optional yes/no, lifts in the maintenance
 * round a month (optional), a required yes/no, optional text.
 */
export const FR_ASCENSEURS: TypedQuestionnaire = {
  id: 'fr-ascenseurs',
  name: 'Référence : ascenseurs (maintenance et dépannage)',
  questions: [
    {
      key: 'lien',
      kind: 'choice',
      prompt: 'Quel était votre lien avec la personne candidate ?',
      options: [
        "Chef(fe) de secteur ou responsable d'agence",
        "Chef(fe) d'équipe ou technicien(ne) référent(e)",
        'Collègue technicien(ne)',
        "Client (syndic, bailleur, gestionnaire d'immeuble)",
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'annees',
      kind: 'number',
      prompt: "Pendant combien d'années avez-vous travaillé ensemble ?",
      min: 0,
      max: 50,
      required: true,
    },
    {
      key: 'interventions',
      kind: 'choice',
      prompt:
        "Sur quels types d'interventions a-t-il ou elle travaillé ? (plusieurs choix possibles)",
      options: [
        "Maintenance préventive (visites d'entretien)",
        'Dépannage et astreinte',
        'Désincarcération (personnes bloquées)',
        'Montage et mise en service',
        'Modernisation et remplacement de pièces',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'securite',
      kind: 'rating',
      prompt:
        'De 1 à 5, comment respecte-t-il ou elle les règles de sécurité (consignation, travail en gaine, EPI) ?',
      label: 'Sécurité',
      required: true,
    },
    {
      key: 'contact',
      kind: 'rating',
      prompt:
        'De 1 à 5, son contact avec les occupants et les clients (gardiens, syndics, personnes bloquées) ? (facultatif)',
      label: 'Contact client',
      required: false,
    },
    {
      key: 'habilitation',
      kind: 'yes_no',
      prompt: 'A-t-il ou elle une habilitation électrique à jour (BR, B1V…) ? (facultatif)',
      required: false,
    },
    {
      key: 'appareils',
      kind: 'number',
      prompt:
        "Combien d'appareils avait-il ou elle dans sa tournée d'entretien, par mois ? (facultatif)",
      min: 0,
      max: 300,
      required: false,
    },
    {
      key: 'reembaucher',
      kind: 'yes_no',
      prompt: 'Le ou la réembaucheriez-vous ?',
      required: true,
    },
    {
      key: 'commentaire',
      kind: 'text',
      prompt: 'Un dernier mot ? (facultatif)',
      required: false,
    },
  ],
};

/**
 * Cooperages (sixtieth blind set), as a tonnellerie in Cognac writes it,
 * and the wineries and distilleries it works for: the relationship as a
 * single choice (the head of the workshop or master cooper, the owner or
 * manager, a fellow cooper, a client such as an estate, a cellar or a
 * distillery), years together, the work as a REQUIRED multiple choice
 * (stave making, raising and bending over the fire, toasting, heads and
 * finishing, leak testing and barrel repair), a rating of precision, an
 * OPTIONAL rating of safety in the workshop, a CAP de tonnelier as an
 * optional yes/no, barrels raised a day (optional), a required yes/no,
 * optional text.
 */
export const FR_TONNELLERIE: TypedQuestionnaire = {
  id: 'fr-tonnellerie',
  name: 'Référence : tonnellerie',
  questions: [
    {
      key: 'lien',
      kind: 'choice',
      prompt: 'Quel était votre lien avec la personne candidate ?',
      options: [
        "Chef(fe) d'atelier ou maître tonnelier",
        'Patron(ne) ou gérant(e) de la tonnellerie',
        'Collègue tonnelier ou tonnelière',
        'Client (domaine, chai, distillerie)',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'annees',
      kind: 'number',
      prompt: "Pendant combien d'années avez-vous travaillé ensemble ?",
      min: 0,
      max: 50,
      required: true,
    },
    {
      key: 'postes',
      kind: 'choice',
      prompt: 'Sur quels postes a-t-il ou elle travaillé ? (plusieurs choix possibles)',
      options: [
        'Merranderie (fente, tri et séchage des merrains)',
        'Montage et cintrage (mise en rose, chauffe)',
        'Bousinage (chauffe de bousinage)',
        'Fonds et finition (jablage, cerclage, rabotage)',
        "Contrôle d'étanchéité et réparation des fûts",
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'precision',
      kind: 'rating',
      prompt:
        'De 1 à 5, comment jugez-vous la précision de son travail (joints, étanchéité, régularité de la chauffe) ?',
      label: 'Précision',
      required: true,
    },
    {
      key: 'securite',
      kind: 'rating',
      prompt:
        "De 1 à 5, son respect de la sécurité à l'atelier (feu, machines, port de charges) ? (facultatif)",
      label: 'Sécurité',
      required: false,
    },
    {
      key: 'cap',
      kind: 'yes_no',
      prompt: 'A-t-il ou elle un CAP de tonnelier (ou un diplôme équivalent) ? (facultatif)',
      required: false,
    },
    {
      key: 'barriques',
      kind: 'number',
      prompt: 'Combien de barriques montait-il ou elle par jour, en moyenne ? (facultatif)',
      min: 0,
      max: 20,
      required: false,
    },
    {
      key: 'reembaucher',
      kind: 'yes_no',
      prompt: 'Le ou la réembaucheriez-vous ?',
      required: true,
    },
    {
      key: 'commentaire',
      kind: 'text',
      prompt: 'Un dernier mot ? (facultatif)',
      required: false,
    },
  ],
};

/**
 * Ski lifts (sixty-second blind set), as the lift company of a resort in
 * the Pyrenees, in Savoie or a ski hill in Québec writes it: the
 * relationship as a single choice (the director or head of operations, the
 * head of a sector or a station, a colleague on the lifts, another service
 * of the resort such as the pistes, grooming or the ski school), months
 * together, the posts as a REQUIRED multiple choice (the control desk at
 * the drive station, boarding and the lookout at the bottom station,
 * drag lifts, maintenance and inspections, snowmaking and grooming), a
 * rating of vigilance and safety, an OPTIONAL rating of welcoming users, a
 * lift operator's qualification as an optional yes/no, hours on duty a day
 * (optional), a required yes/no (for the next season), optional text.
 */
export const FR_REMONTEES: TypedQuestionnaire = {
  id: 'fr-remontees',
  name: 'Référence : remontées mécaniques',
  questions: [
    {
      key: 'lien',
      kind: 'choice',
      prompt: 'Quel était votre lien avec la personne candidate ?',
      options: [
        "Directeur(trice) ou chef(fe) d'exploitation",
        'Chef(fe) de secteur ou de gare',
        'Collègue aux remontées',
        'Autre service de la station (pistes, damage, école de ski)',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'mois',
      kind: 'number',
      prompt: 'Pendant combien de mois avez-vous travaillé ensemble, toutes saisons comprises ?',
      min: 0,
      max: 480,
      required: true,
    },
    {
      key: 'postes',
      kind: 'choice',
      prompt: 'Sur quels postes a-t-il ou elle travaillé ? (plusieurs choix possibles)',
      options: [
        'Conduite et surveillance (poste de commande, gare motrice)',
        'Accueil et embarquement des skieurs (vigie, gare aval)',
        'Téléskis (perches, piste de montée)',
        'Maintenance et visites (graissage, inspection annuelle)',
        'Neige de culture et damage',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'securite',
      kind: 'rating',
      prompt:
        'De 1 à 5, comment jugez-vous sa vigilance et son respect des consignes de sécurité (arrêts, vent, évacuation) ?',
      label: 'Sécurité',
      required: true,
    },
    {
      key: 'accueil',
      kind: 'rating',
      prompt:
        'De 1 à 5, son accueil des usagers (enfants, débutants, personnes à mobilité réduite) ? (facultatif)',
      label: 'Accueil',
      required: false,
    },
    {
      key: 'qualification',
      kind: 'yes_no',
      prompt:
        "A-t-il ou elle une qualification d'agent ou de conducteur de remontées mécaniques (CQP, brevet fédéral en Suisse ou équivalent) ? (facultatif)",
      required: false,
    },
    {
      key: 'heures',
      kind: 'number',
      prompt: "Combien d'heures par jour était-il ou elle au poste, en moyenne ? (facultatif)",
      min: 0,
      max: 16,
      required: false,
    },
    {
      key: 'reprendre',
      kind: 'yes_no',
      prompt: 'Le ou la reprendriez-vous pour la prochaine saison ?',
      required: true,
    },
    {
      key: 'commentaire',
      kind: 'text',
      prompt: 'Un dernier mot ? (facultatif)',
      required: false,
    },
  ],
};

/**
 * Port cargo handling (sixty-fourth blind set), as a container terminal in
 * Marseille or in Douala writes it: the relationship as a single choice
 * (the head of a gang or foreman, the head of operations or of the
 * terminal, a fellow docker, a trainer, other), months together, the posts
 * as a REQUIRED multiple choice (gantry and crane, straddle carrier,
 * forklift and reach stacker, lashing on board, tallying, ro-ro), a rating
 * of safety on the quay, an OPTIONAL rating of work in the gang, a CACES or
 * port machinery licence as an optional yes/no, moves an hour (optional), a
 * required yes/no, optional text.
 */
export const FR_PORTUAIRE: TypedQuestionnaire = {
  id: 'fr-portuaire',
  name: 'Référence : manutention portuaire (dockers, terminaux à conteneurs)',
  questions: [
    {
      key: 'lien',
      kind: 'choice',
      prompt: 'Quel était votre lien avec la personne candidate ?',
      options: [
        'Chef(fe) de bordée ou contremaître',
        "Responsable d'exploitation ou de terminal",
        'Collègue docker',
        'Formateur(trice)',
        'Autre',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'mois',
      kind: 'number',
      prompt: 'Pendant combien de mois avez-vous travaillé ensemble ?',
      min: 0,
      max: 600,
      required: true,
    },
    {
      key: 'postes',
      kind: 'choice',
      prompt: 'Sur quels postes a-t-il ou elle travaillé ? (plusieurs choix possibles)',
      options: [
        'Conduite de portique ou de grue (portiquiste, grutier)',
        'Cavalier (straddle carrier)',
        'Chariot élévateur ou reach stacker (cariste)',
        'Saisissage et désaisissage à bord (lashing)',
        'Pointage et contrôle (pointeur)',
        'Roulier (ro-ro, remorques et véhicules)',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'securite',
      kind: 'rating',
      prompt: 'De 1 à 5, comment respecte-t-il ou elle les règles de sécurité sur le quai ?',
      label: 'Sécurité',
      required: true,
    },
    {
      key: 'equipe',
      kind: 'rating',
      prompt: 'De 1 à 5, comment travaille-t-il ou elle en équipe, dans la bordée ? (facultatif)',
      label: "Travail d'équipe",
      required: false,
    },
    {
      key: 'caces',
      kind: 'yes_no',
      prompt:
        "A-t-il ou elle un CACES ou un permis de conduite d'engins portuaires valide ? (facultatif)",
      required: false,
    },
    {
      key: 'mouvements',
      kind: 'number',
      prompt:
        'Combien de mouvements (conteneurs) faisait-il ou elle par heure, en moyenne ? (facultatif)',
      min: 0,
      max: 60,
      required: false,
    },
    {
      key: 'reembaucher',
      kind: 'yes_no',
      prompt: 'Le ou la reprendriez-vous dans votre équipe ?',
      required: true,
    },
    {
      key: 'commentaire',
      kind: 'text',
      prompt: 'Un dernier mot ? (facultatif)',
      required: false,
    },
  ],
};

/**
 * Flower shops (sixty-sixth blind set), as a boutique in Nancy or in
 * Saint-Pierre de La Réunion writes it: the relationship as a single choice
 * (the manager or owner, the head of the workroom or first florist, a
 * fellow florist, the apprenticeship master or trainer, a client, other),
 * months together, the work as a REQUIRED multiple choice (bouquets and
 * arrangements, funeral work, weddings and events, sales in the shop,
 * receiving and conditioning the deliveries, deliveries), a rating of the
 * eye for colours and shapes, an OPTIONAL rating of how they welcome
 * clients, a CAP or BP as an optional yes/no, bouquets a day (optional), a
 * required yes/no, optional text.
 */
export const FR_FLEURISTE: TypedQuestionnaire = {
  id: 'fr-fleuriste',
  name: 'Référence : fleuristerie',
  questions: [
    {
      key: 'lien',
      kind: 'choice',
      prompt: 'Quel était votre lien avec la personne candidate ?',
      options: [
        'Gérant(e) ou patron(ne) de la boutique',
        "Responsable d'atelier ou premier(ère) fleuriste",
        'Collègue fleuriste',
        "Maître d'apprentissage ou formateur(trice)",
        'Client(e) (mariage, entreprise, pompes funèbres)',
        'Autre',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'mois',
      kind: 'number',
      prompt: 'Pendant combien de mois avez-vous travaillé ensemble ?',
      min: 0,
      max: 600,
      required: true,
    },
    {
      key: 'travaux',
      kind: 'choice',
      prompt: "Sur quels travaux l'avez-vous vu(e) à l'œuvre ? (plusieurs choix possibles)",
      options: [
        'Bouquets et compositions',
        'Deuil (gerbes, couronnes, dessus de cercueil)',
        'Mariages et événements',
        'Vente et conseil en boutique',
        'Réception et conditionnement des arrivages',
        'Livraisons',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'creativite',
      kind: 'rating',
      prompt: 'De 1 à 5, comment jugez-vous son sens des couleurs et des formes ?',
      label: 'Créativité',
      required: true,
    },
    {
      key: 'accueil',
      kind: 'rating',
      prompt:
        'De 1 à 5, comment accueille-t-il ou elle les clients, en boutique et au téléphone ? (facultatif)',
      label: 'Accueil',
      required: false,
    },
    {
      key: 'cap',
      kind: 'yes_no',
      prompt: 'A-t-il ou elle un CAP ou un BP fleuriste (ou un diplôme équivalent) ? (facultatif)',
      required: false,
    },
    {
      key: 'bouquets',
      kind: 'number',
      prompt: 'Combien de bouquets faisait-il ou elle par jour, en moyenne ? (facultatif)',
      min: 0,
      max: 300,
      required: false,
    },
    {
      key: 'reprendre',
      kind: 'yes_no',
      prompt: 'Le ou la reprendriez-vous à la boutique ?',
      required: true,
    },
    {
      key: 'commentaire',
      kind: 'text',
      prompt: 'Un dernier mot ? (facultatif)',
      required: false,
    },
  ],
};

export const QUESTIONNAIRES_FR: readonly TypedQuestionnaire[] = [
  FR_RESTAURATION,
  FR_DEV,
  FR_COMMERCE,
  FR_CRECHE,
  FR_LOGISTIQUE,
  FR_CENTRE_APPEL,
  FR_TRANSPORT,
  FR_BTP,
  FR_SOINS,
  FR_COMPTABILITE,
  FR_BOULANGERIE,
  FR_COIFFURE,
  FR_SECURITE,
  FR_AGRICOLE,
  FR_HOTELLERIE,
  FR_PECHE,
  FR_FORET,
  FR_AEROPORT,
  FR_ANIMATION,
  FR_TRANSPORT_SCOLAIRE,
  FR_SPECTACLE,
  FR_DENEIGEMENT,
  FR_FROMAGERIE,
  FR_GARAGE,
  FR_BOUCHERIE,
  FR_COUTURE,
  FR_VETERINAIRE,
  FR_DEMENAGEMENT,
  FR_OPTIQUE,
  FR_PLOMBERIE,
  FR_LABORATOIRE,
  FR_AMBULANCE,
  FR_FIBRE,
  FR_HORLOGERIE,
  FR_CHOCOLATERIE,
  FR_ASCENSEURS,
  FR_TONNELLERIE,
  FR_REMONTEES,
  FR_PORTUAIRE,
  FR_FLEURISTE,
];

type RefereeCase = Omit<TypedRefereeConversation, 'heldOut'>;
type IntakeCase = Omit<TypedIntakeConversation, 'heldOut'>;

const CHLOE = { firstName: 'Chloé', lastName: 'Lefebvre' };
const KEVIN = { firstName: 'Kevin', lastName: 'Tremblay' };
/** Second blind set: a Belgian and a Swiss candidate. */
const ELODIE = { firstName: 'Élodie', lastName: 'Van den Broeck' };
const SAMUEL = { firstName: 'Samuel', lastName: 'Favre' };

/** Third blind set: France, Québec (a double surname), Brittany (a particle), a double surname. */
const INES = { firstName: 'Inès', lastName: 'Benali' };
const MAUDE = { firstName: 'Maude', lastName: 'Gagnon-Lévesque' };
const ANAIS = { firstName: 'Anaïs', lastName: 'Le Goff' };
const BAPTISTE = { firstName: 'Baptiste', lastName: 'Lefèvre-Duval' };

/** Fourth blind set: an apostrophe in a surname (Côte d'Ivoire), a diaeresis, a hyphenated first name. */
const KOFFI = { firstName: 'Koffi', lastName: "N'Guessan" };
const ZOE = { firstName: 'Zoë', lastName: 'Vanderhaegen' };
const JEAN_PHILIPPE = { firstName: 'Jean-Philippe', lastName: 'Le Bihan' };

/** Thirty-fourth blind set: Corsica, a double first name, a Vaud particle, Quebec. */
const MARIE_ANGE = { firstName: 'Marie-Ange', lastName: 'Santoni' };
const JEAN_BAPTISTE = { firstName: 'Jean-Baptiste', lastName: 'Kalenga' };
const ANNE_SOPHIE = { firstName: 'Anne-Sophie', lastName: 'de Rham' };
const LOIC = { firstName: 'Loïc', lastName: 'Espinasse' };
const GENEVIEVE = { firstName: 'Geneviève', lastName: 'Bolduc' };
/** Thirty-sixth blind set: a particle with an apostrophe, Quebec, Romandie, Brittany, Lyon. */
const THIBAULT = { firstName: 'Thibault', lastName: "d'Harcourt" };
const PIERRE_YVES = { firstName: 'Pierre-Yves', lastName: 'Bourgault' };
const MAELLE = { firstName: 'Maëlle', lastName: 'Jacquemin' };
const OCEANE = { firstName: 'Océane', lastName: 'Le Mouël' };
const YANIS = { firstName: 'Yanis', lastName: 'Benmansour' };
/** Thirty-eighth blind set: Maine (Franco-American), Paris, Quebec, Charente, the Philippines. */
const JULIE = { firstName: 'Julie', lastName: 'Thériault' };
const CAMILLE = { firstName: 'Camille', lastName: 'Rousset-Delorme' };
const MARIE_EVE = { firstName: 'Marie-Ève', lastName: 'Lachance' };
const KYLIAN = { firstName: 'Kylian', lastName: 'Bouyer' };
const RODEL = { firstName: 'Rodel', lastName: 'Bautista' };
/** Fortieth blind set: Saskatchewan, the Belgian Ardennes, Lifou (a Drehu surname), Québec, Mauritius. */
const EMILIE_G = { firstName: 'Émilie', lastName: 'Gaudet' };
const LAETITIA_G = { firstName: 'Laetitia', lastName: 'Gérardy' };
const MELISSA_W = { firstName: 'Mélissa', lastName: 'Wahmetu' };
const AUDREY_L = { firstName: 'Audrey', lastName: 'Lussier' };
const YASHVIN_A = { firstName: 'Yashvin', lastName: 'Appadoo' };
/** Forty-second blind set: a racing mechanic from the Sarthe, a Montréal mover, a Havrais, a Vaud mover and a Picard bus driver. */
const LENA_M = { firstName: 'Léna', lastName: 'Marchal' };
const XAVIER_O = { firstName: 'Xavier', lastName: 'Ouellette' };
const KENZO_B = { firstName: 'Kenzo', lastName: 'Baudry' };
const NOEMIE_R = { firstName: 'Noémie', lastName: 'Rochat' };
const MORGANE_L = { firstName: 'Morgane', lastName: 'Lecomte' };
/** Forty-fourth blind set: a Chadian mechanic, a Burgundian optician, a Grenoble bike mechanic, a Côte-Nord optician and a camp leader from the Maroni. */
const DJIMADOUM_N = { firstName: 'Djimadoum', lastName: 'Ndoubabé' };
const CLEMENCE_B = { firstName: 'Clémence', lastName: 'Bourgeois' };
const ALIX_P = { firstName: 'Alix', lastName: 'Perrin' };
const ROSALIE_G = { firstName: 'Rosalie', lastName: 'Gallant' };
const JORDY_A = { firstName: 'Jordy', lastName: 'Adiemba' };
/** Forty-sixth blind set: a Corsican firefighter, a Casablanca plumber, a Breton crêpière, an Andorran heating fitter and a plumbing contractor in Cotonou. */
const ANGHJULA_C = { firstName: 'Anghjula', lastName: 'Casanova' };
const YASSINE_E = { firstName: 'Yassine', lastName: 'El Amrani' };
const GWENAELLE_L = { firstName: 'Gwenaëlle', lastName: 'Le Bras' };
const JORDI_P = { firstName: 'Jordi', lastName: 'Puigcercós' };
const RODRIGUE_A = { firstName: 'Rodrigue', lastName: 'Agossou' };
/** Forty-eighth blind set: a canoe guide from the Périgord, a lab technician in Papeete, a riding instructor in Vendée, a lab technician in Hanoi and a veterinary assistant in Corrèze. */
const LEO_D = { firstName: 'Léo', lastName: 'Delpech' };
const TEVA_T = { firstName: 'Teva', lastName: 'Tetuanui' };
const CAPUCINE_R = { firstName: 'Capucine', lastName: 'Rabiller' };
const THUY_LINH_N = { firstName: 'Thùy Linh', lastName: 'Nguyễn' };
const MANON_B = { firstName: 'Manon', lastName: 'Bordas' };

/** Fiftieth blind set: a pastry cook in Doha, an ambulance driver in Amiens, a gardian in the Camargue, an ambulance driver in Alès, a vineyard hand in the Ardèche. */
const SALOME_H = { firstName: 'Salomé', lastName: 'Haddad' };
const DYLAN_V = { firstName: 'Dylan', lastName: 'Vasseur' };
const LOUNA_R = { firstName: 'Louna', lastName: 'Roustan' };
const ENZO_M = { firstName: 'Enzo', lastName: 'Mazauric' };
const NAEL_B = { firstName: 'Naël', lastName: 'Bouchet' };

/** Fifty-second blind set: a hut assistant from the Aosta Valley, a Lorraine and a Réunion fibre technician, a Djiboutian crane operator and a Cajun deckhand. */
const CHIARA_B = { firstName: 'Chiara', lastName: 'Bionaz' };
const MAXIME_H = { firstName: 'Maxime', lastName: 'Hoffmann' };
const HASSAN_D = { firstName: 'Hassan', lastName: 'Djama' };
const JESSICA_H = { firstName: 'Jessica', lastName: 'Hoarau' };
const TYLER_G = { firstName: 'Tyler', lastName: 'Guidry' };

/** Fifty-fourth blind set: a Breton oyster farmer, a watchmaker from the Vallée de Joux, a Guadeloupean distillery hand, a cross-border watch repairer from Annemasse and a Tunisian butcher in Marseille. */
const ERWAN_K = { firstName: 'Erwan', lastName: 'Kerhervé' };
const LOUISE_M = { firstName: 'Louise', lastName: 'Meylan' };
const STEEVE_J = { firstName: 'Steeve', lastName: 'Jean-Louis' };
const SARAH_B = { firstName: 'Sarah', lastName: 'Bouvier' };
const WASSIM_B = { firstName: 'Wassim', lastName: 'Ben Salah' };

/** Fifty-sixth blind set: a customs declarant in Dakar, a Brussels chocolatier, an espadrille machinist in the Soule, a chocolatier in Abidjan and a security guard from Ventimiglia in Monaco. */
const NDEYE_FATOU_S = { firstName: 'Ndèye Fatou', lastName: 'Sarr' };
const MARGAUX_D = { firstName: 'Margaux', lastName: 'Dewulf' };
const MAIALEN_E = { firstName: 'Maialen', lastName: 'Etchegaray' };
const AFFOUE_K = { firstName: 'Affoué', lastName: 'Kouamé' };
const MATTEO_B = { firstName: 'Matteo', lastName: 'Biancheri' };

/** Fifty-eighth blind set: a Corsican miller, an Acadian lift mechanic, a Haitian farmhand in French Guiana, a Congolese lift technician and a Haitian room attendant. */
const LISANDRU_M = { firstName: 'Lisandru', lastName: 'Mattei' };
const JUSTIN_R = { firstName: 'Justin', lastName: 'Robichaud' };
const JIMMY_D = { firstName: 'Jimmy', lastName: 'Désir' };
const GLODY_M = { firstName: 'Glody', lastName: 'Mukendi' };
const WIDELINE_S = { firstName: 'Wideline', lastName: 'Saint-Vil' };

/** Sixtieth blind set: a Norman farmhand, a Charentais cooper, a Limoges porcelain painter, a cooper who services barrels in Lebanon and a Mauritian call-centre agent. */
const MATHIS_L = { firstName: 'Mathis', lastName: 'Lemonnier' };
const THEO_M = { firstName: 'Théo', lastName: 'Mesnard' };
const OCEANE_C = { firstName: 'Océane', lastName: 'Chabrol' };
const ADRIEN_C = { firstName: 'Adrien', lastName: 'Chauvet' };
const PRIYANKA_R = { firstName: 'Priyanka', lastName: 'Ramdin' };

/** Sixty-second blind set: a pearl-farm hand in the Tuamotu, a Catalan lift operator in Cerdagne, a cashier in Villeurbanne, a lift attendant in Saguenay and a kitchen hand in Toulouse. */
const MOANA_T = { firstName: 'Moana', lastName: 'Teriitahi' };
const PAU_S = { firstName: 'Pau', lastName: 'Sabater' };
const SABRINA_F = { firstName: 'Sabrina', lastName: 'Fontaine' };
const LAURIE_B = { firstName: 'Laurie', lastName: 'Bouchard' };
const BASTIEN_R = { firstName: 'Bastien', lastName: 'Roques' };

/** Sixty-fourth blind set: a Liège fry cook, a Marseille docker, a Lavaux vineyard hand, a reach-stacker driver in Douala and a chambermaid from Lifou in Nouméa. */
const GAUTHIER_D = { firstName: 'Gauthier', lastName: 'Dethier' };
const RAYAN_F = { firstName: 'Rayan', lastName: 'Ferracci' };
const LEONIE_C = { firstName: 'Léonie', lastName: 'Chevalley' };
const ARMEL_N = { firstName: 'Armel', lastName: 'Nkotto' };
const KELLY_H = { firstName: 'Kelly', lastName: 'Hnawia' };

/** Sixty-sixth blind set: a commis in a Brussels brasserie, a florist in Nancy, a pastry cook in La Marsa, a florist in Saint-Pierre de La Réunion and a cheesemaker's help in the Gruyère. */
const LUCAS_V = { firstName: 'Lucas', lastName: 'Vandenbussche' };
const LUCIE_T = { firstName: 'Lucie', lastName: 'Thiriet' };
const AMINE_T = { firstName: 'Amine', lastName: 'Trabelsi' };
const CORALIE_P = { firstName: 'Coralie', lastName: 'Payet' };
const JULIEN_O = { firstName: 'Julien', lastName: 'Overney' };

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
    id: 'fr-r01',
    title: 'France, plain answers typed without accents',
    tags: ['french', 'short'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: CHLOE,
    to: IN_ORDER,
    says: [
      "J'etais sa manager chez Capgemini",
      '4',
      '5',
      '4',
      '5',
      '4',
      '3',
      "Tres rigoureuse, toujours a l'ecoute",
      'Prendre plus la parole en reunion',
      'oui',
      '30',
      'non merci',
    ],
    expected: {
      relationship: "J'etais sa manager chez Capgemini",
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 4,
      leadership: 3,
      strengths: "Tres rigoureuse, toujours a l'ecoute",
      improvements: 'Prendre plus la parole en reunion',
      wouldRehire: true,
      monthsKnown: 30,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-r02',
    title:
      'Québec: "un bon 4", "ben, 4", "chu pas certain, disons 3", "mets-en!", "à peu près 2 ans"',
    tags: ['french', 'hedge', 'words', 'unit'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: KEVIN,
    to: IN_ORDER,
    says: [
      "J'étais son boss chez Desjardins à Montréal, pis on a travaillé ensemble sur l'appli mobile",
      'un bon 4',
      'cinq',
      'ben, 4',
      '5 tsé',
      '4',
      'chu pas certain, disons 3',
      "Y'é vraiment débrouillard",
      'La gestion du temps',
      'mets-en!',
      'à peu près 2 ans',
      "non c'est beau",
    ],
    expected: {
      relationship:
        "J'étais son boss chez Desjardins à Montréal, pis on a travaillé ensemble sur l'appli mobile",
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 4,
      leadership: 3,
      strengths: "Y'é vraiment débrouillard",
      improvements: 'La gestion du temps',
      wouldRehire: true,
      monthsKnown: 24,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-r03',
    title:
      '"non... enfin si, pardon, je voulais dire oui"; "3 ou 4"; "une bonne dizaine" of months',
    tags: ['french', 'correction', 'range', 'dont-know', 'skip', 'words', 'issue-quote'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: CHLOE,
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
      'collègue',
      '4',
      '4',
      '3 ou 4',
      { retry: '3', key: 'teamwork' },
      '5',
      '4',
      "aucune idée, elle n'encadrait personne",
      'Elle est super fiable',
      'je passe',
      'non... enfin si, pardon, je voulais dire oui',
      'une bonne dizaine',
      { retry: '11 mois', key: 'monthsKnown' },
      'Rien à ajouter',
    ],
    expected: {
      relationship: 'collègue',
      communication: 4,
      technical_skill: 4,
      teamwork: 3,
      reliability: 5,
      problem_solving: 4,
      strengths: 'Elle est super fiable',
      wouldRehire: true,
      monthsKnown: 11,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-r04',
    title: 'declines at the third question: the two ratings given are not kept',
    tags: ['french', 'decline'],
    questionnaire: 'builtin',
    locale: 'fr',
    to: ['rel', 'com', 'tec', 'tec'],
    says: [
      "J'étais son N+1",
      '2',
      'Écoutez, je préfère ne pas continuer, je ne souhaite pas donner de référence',
      { tapConfirm: true },
    ],
    expected: {},
    outcome: 'declined',
  },
  {
    id: 'fr-r05',
    title: 'ratings in words; "communication 4, rigueur 5" asked the months, then "deux ans"',
    tags: ['french', 'words', 'wrong-question', 'unit', 'issue-quote'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: KEVIN,
    to: ['rel', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'mon', 'cmt'],
    says: [
      'Son tuteur pendant son alternance',
      'quatre',
      'trois',
      'cinq',
      'quatre',
      'trois',
      'deux',
      'Curieux, apprend vite',
      "L'autonomie",
      'ouais',
      'communication 4, rigueur 5',
      'ah pardon : deux ans',
      'Non',
    ],
    expected: {
      relationship: 'Son tuteur pendant son alternance',
      communication: 4,
      technical_skill: 3,
      teamwork: 5,
      reliability: 4,
      problem_solving: 3,
      leadership: 2,
      strengths: 'Curieux, apprend vite',
      improvements: "L'autonomie",
      wouldRehire: true,
      monthsKnown: 24,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-r06',
    title: 'taps, "c\'est sur 5 ou sur 10 ?", "bof, 2", emoji, "depuis 2021… environ 3 ans"',
    tags: ['french', 'tap', 'question-back', 'emoji', 'hedge', 'unit', 'number-in-word'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: CHLOE,
    to: ['rel', 'com', 'tec', 'tec', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      'Cliente, elle gérait notre compte chez Publicis',
      { tap: 5 },
      "c'est sur 5 ou sur 10 ?",
      { retry: '4 sur 5', key: 'technical_skill' },
      { tap: 4 },
      '5 👍',
      { tap: null },
      'bof, 2',
      'Créative et réactive 🔥',
      { tap: null },
      { tap: true },
      'depuis 2021... environ 3 ans',
      { tap: null },
    ],
    expected: {
      relationship: 'Cliente, elle gérait notre compte chez Publicis',
      communication: 5,
      technical_skill: 4,
      teamwork: 4,
      reliability: 5,
      leadership: 2,
      strengths: 'Créative et réactive 🔥',
      wouldRehire: true,
      monthsKnown: 36,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-r07',
    title: 'a long answer, refuses one question, a phone number in the comment',
    tags: ['french', 'long', 'decline', 'optional'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: KEVIN,
    to: IN_ORDER,
    says: [
      "On a bossé ensemble chez Ubisoft, j'étais lead dev et lui dev gameplay dans mon équipe",
      '4',
      '5',
      '5',
      '4',
      '5',
      '3',
      "Il a une capacité rare à comprendre un système entier. Quand le moteur plantait en prod la veille d'une sortie, c'est lui qui trouvait. Et il explique bien aux juniors, sans jamais les rabaisser",
      'Je préfère ne pas répondre à celle-là',
      'oui sans hésiter',
      '18 mois',
      'Vous pouvez me rappeler au 06 45 12 78 90 si besoin',
    ],
    expected: {
      relationship:
        "On a bossé ensemble chez Ubisoft, j'étais lead dev et lui dev gameplay dans mon équipe",
      communication: 4,
      technical_skill: 5,
      teamwork: 5,
      reliability: 4,
      problem_solving: 5,
      leadership: 3,
      strengths: { has: ['capacité rare', 'juniors'] },
      wouldRehire: true,
      monthsKnown: 18,
      comments: 'Vous pouvez me rappeler au 06 45 12 78 90 si besoin',
    },
    outcome: 'completed',
  },
  // ───────────── tenant: fr-restauration (relation, annees, rigueur, postes, reembaucher, equipe, point_fort)
  {
    id: 'fr-t01',
    title: 'short answers: "sa responsable", "3 ans", "cuisine et bar"',
    tags: ['french', 'short', 'multiple'],
    questionnaire: 'fr-restauration',
    locale: 'fr',
    candidate: CHLOE,
    says: [
      'sa responsable',
      '3 ans',
      '5',
      'cuisine et bar',
      'oui',
      '6',
      'Sa rapidité en plein coup de feu',
    ],
    expected: {
      relation: 'Son ou sa responsable',
      annees: 3,
      rigueur: 5,
      postes: ['Cuisine', 'Bar'],
      reembaucher: true,
      equipe: 6,
      point_fort: 'Sa rapidité en plein coup de feu',
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t02',
    title: '"même pas un an" is 0 years; "aucun" for people is below the minimum, not stored',
    tags: ['french', 'negation', 'hedge', 'multiple', 'optional'],
    questionnaire: 'fr-restauration',
    locale: 'fr',
    candidate: KEVIN,
    says: [
      'collègue de salle',
      'même pas un an, quelques mois',
      'disons 4',
      'salle, et caisse des fois',
      'non',
      "aucun, il n'encadrait personne",
      'Le contact avec les clients',
    ],
    expected: {
      relation: 'Collègue',
      annees: 0,
      rigueur: 4,
      postes: ['Salle', 'Caisse'],
      reembaucher: false,
      point_fort: 'Le contact avec les clients',
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t03',
    title: '"aucune idée" on required years, "4 ou 5", "je passe", "je sais pas"',
    tags: ['french', 'dont-know', 'required-miss', 'range', 'skip', 'hedge'],
    questionnaire: 'fr-restauration',
    locale: 'fr',
    candidate: KEVIN,
    says: [
      "j'étais cliente régulière, je le connais du resto",
      'aucune idée',
      { retry: 'bon, disons 2 ans', key: 'annees' },
      '4 ou 5',
      { retry: '5', key: 'rigueur' },
      'je passe',
      'ouais carrément',
      'je sais pas',
      'Toujours souriant',
    ],
    expected: {
      relation: 'Client',
      annees: 2,
      rigueur: 5,
      reembaucher: true,
      point_fort: 'Toujours souriant',
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t04',
    title: '"Non merci, je ne souhaite pas donner de référence" at the first question',
    tags: ['french', 'decline', 'short'],
    questionnaire: 'fr-restauration',
    locale: 'fr',
    says: [
      'Non merci, je ne souhaite pas donner de référence pour cette personne.',
      { tapConfirm: true },
    ],
    expected: {},
    outcome: 'declined',
  },
  // ───────────── tenant: fr-dev (mois, code, astreinte, mode, remarques)
  {
    id: 'fr-t05',
    title: '"un an et demi" asked in months, "RAS" as the comment',
    tags: ['french', 'unit', 'words', 'skip'],
    questionnaire: 'fr-dev',
    locale: 'fr',
    candidate: CHLOE,
    says: ['un an et demi', '4', 'ouais', 'hybride', 'RAS'],
    expected: { mois: 18, code: 4, astreinte: true, mode: 'Hybride' },
    outcome: 'completed',
  },
  {
    id: 'fr-t06',
    title: '"la v2 puis la v3, environ 14 mois", "jamais", "full remote", a signature with a phone',
    tags: ['french', 'number-in-word', 'hedge', 'negation', 'signature', 'tap'],
    questionnaire: 'fr-dev',
    locale: 'fr',
    candidate: CHLOE,
    says: [
      'on a bossé ensemble sur la v2 puis la v3, environ 14 mois',
      { tap: 4 },
      "jamais, pas d'astreinte chez nous",
      'full remote',
      'Elle code proprement, des tests partout.\n\nCordialement,\nYann Le Gall\nCTO – Doctolib\n06 12 34 56 78',
    ],
    expected: {
      mois: 14,
      code: 4,
      astreinte: false,
      mode: 'Télétravail',
      remarques: { has: ['code proprement'] },
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t07',
    title: 'Québec: "j\'étais son gérant", "ça fait comme 5 ans", "un gros 5", "une douzaine"',
    tags: ['french', 'hedge', 'words', 'multiple'],
    questionnaire: 'fr-restauration',
    locale: 'fr',
    candidate: KEVIN,
    says: [
      "J'étais son gérant",
      'ça fait comme 5 ans',
      'un gros 5',
      'cuisine pis bar',
      'ben oui',
      'une douzaine',
      'Y lâche jamais, même dans le rush du samedi soir',
    ],
    expected: {
      relation: 'Son ou sa responsable',
      annees: 5,
      rigueur: 5,
      postes: ['Cuisine', 'Bar'],
      reembaucher: true,
      equipe: 12,
      point_fort: 'Y lâche jamais, même dans le rush du samedi soir',
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t08',
    title: '"2 ans" in the months answer, "j\'sais pas" on the optional yes/no, "sur site"',
    tags: ['french', 'unit', 'dont-know', 'optional', 'typos'],
    questionnaire: 'fr-dev',
    locale: 'fr',
    says: ['2 ans', 'Un 3 honnêtement', "j'sais pas", 'sur site', 'non rien'],
    expected: { mois: 24, code: 3, mode: 'Sur site' },
    outcome: 'completed',
  },
  {
    id: 'fr-t09',
    title: 'stops after "je dois y aller, désolé" at the required rehire',
    tags: ['french', 'required-miss', 'short'],
    questionnaire: 'fr-restauration',
    locale: 'fr',
    candidate: CHLOE,
    says: ['membre de mon équipe', '1', '2', 'caisse', 'je dois y aller, désolé'],
    expected: { relation: 'Membre de son équipe', annees: 1, rigueur: 2, postes: ['Caisse'] },
    outcome: 'open',
  },
  // ───────────── Second blind set (2026-11-28), written without reading the readers.
  {
    id: 'fr-r08',
    title:
      'Belgium: "une fois", "5 sur 5", "4/5", "je sais pas trop" on leadership, refuses the improvements, "deux ans et demi", "À tantôt"',
    tags: ['french', 'dont-know', 'decline', 'words', 'unit', 'emoji', 'optional'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: ELODIE,
    to: IN_ORDER,
    says: [
      "J'étais son chef d'équipe chez Proximus à Bruxelles, une fois",
      'quatre',
      '5 sur 5',
      '4/5',
      '5',
      '4',
      "je sais pas trop, elle n'avait pas d'équipe",
      'Elle est toujours de bonne humeur, même le lundi matin 😄',
      'Je préfère ne pas me prononcer là-dessus',
      'oui, sans souci',
      'deux ans et demi',
      "Non, c'est tout. À tantôt !",
    ],
    expected: {
      relationship: "J'étais son chef d'équipe chez Proximus à Bruxelles, une fois",
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 4,
      strengths: 'Elle est toujours de bonne humeur, même le lundi matin 😄',
      wouldRehire: true,
      monthsKnown: 30,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-r09',
    title:
      'Switzerland: "Adieu!" as a greeting, "ça joue, 4", "six ans, donc septante-deux mois", "c\'est tout bon"',
    tags: ['french', 'words', 'unit', 'short'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: SAMUEL,
    to: IN_ORDER,
    says: [
      "Adieu! J'étais son responsable à la Migros de Lausanne",
      '5',
      'ça joue, 4',
      '4',
      '5',
      '4',
      '3',
      'Très précis, ponctuel, jamais une erreur de caisse',
      'Parfois un peu trop timide avec les clients',
      'ouais, volontiers',
      'six ans, donc septante-deux mois',
      "non merci, c'est tout bon",
    ],
    expected: {
      relationship: "Adieu! J'étais son responsable à la Migros de Lausanne",
      communication: 5,
      technical_skill: 4,
      teamwork: 4,
      reliability: 5,
      problem_solving: 4,
      leadership: 3,
      strengths: 'Très précis, ponctuel, jamais une erreur de caisse',
      improvements: 'Parfois un peu trop timide avec les clients',
      wouldRehire: true,
      monthsKnown: 72,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-r10',
    title:
      'Québec: "ben là, 5!", "chu pas sûr, 3 ou 4", "Non, pantoute" is no, "une couple d\'années" asked again',
    tags: ['french', 'range', 'hedge', 'negation', 'words', 'unit'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: KEVIN,
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
      "C'tait mon chum de job au Cégep, on enseignait ensemble",
      'ben là, 5!',
      'un 3 faible',
      'chu pas sûr, 3 ou 4',
      { retry: '3', key: 'teamwork' },
      '2',
      '4',
      '3',
      'Y connaît sa matière par cœur',
      "Y'arrive toujours en retard, c'est pour ça que je dirais non",
      'Non, pantoute',
      "une couple d'années",
      { retry: '24 mois', key: 'monthsKnown' },
      'Non merci, bonne journée!',
    ],
    expected: {
      relationship: "C'tait mon chum de job au Cégep, on enseignait ensemble",
      communication: 5,
      technical_skill: 3,
      teamwork: 3,
      reliability: 2,
      problem_solving: 4,
      leadership: 3,
      strengths: 'Y connaît sa matière par cœur',
      improvements: "Y'arrive toujours en retard, c'est pour ça que je dirais non",
      wouldRehire: false,
      monthsKnown: 24,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-r11',
    title:
      'no accents and autocorrect ("jetais", "cinqu", "quatres"), "idk" in English on leadership, "un an et demi"',
    tags: ['french', 'typos', 'dont-know', 'words', 'unit'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: CHLOE,
    to: IN_ORDER,
    says: [
      'jetais son responsable chez decathlon',
      '4',
      'cinqu',
      'quatres',
      '5',
      'trois',
      'idk',
      "tres bonne capacite d'adaptation",
      'la confiance en soi',
      'oui carrement',
      'un an et demi',
      'non rien a ajouter',
    ],
    expected: {
      relationship: 'jetais son responsable chez decathlon',
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 3,
      strengths: "tres bonne capacite d'adaptation",
      improvements: 'la confiance en soi',
      wouldRehire: true,
      monthsKnown: 18,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-r12',
    title:
      '"Communication 5, et technique 4 aussi" answers two ratings; a long ramble ending in "une vingtaine de mois"',
    tags: ['french', 'multi-answer', 'long', 'hedge', 'words'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: CHLOE,
    to: ['rel', 'com', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      'Sa cheffe de projet chez Airbus à Toulouse',
      'Communication 5, et technique 4 aussi',
      '5',
      '5',
      '4',
      '4',
      'Elle anticipe tout, les plannings comme les risques',
      'Déléguer davantage',
      'Oui!!',
      "Alors attendez, elle est arrivée en septembre 2020, moi je suis partie en congé maternité en 2021 pendant six mois, puis on a retravaillé ensemble jusqu'à son départ fin 2022... donc en tout je dirais une vingtaine de mois ensemble",
      'Non',
    ],
    expected: {
      relationship: 'Sa cheffe de projet chez Airbus à Toulouse',
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      leadership: 4,
      strengths: 'Elle anticipe tout, les plannings comme les risques',
      improvements: 'Déléguer davantage',
      wouldRehire: true,
      monthsKnown: 20,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-r13',
    title:
      'reliability named while technical skill was asked, corrections mid-message ("3... non attendez, 4", "18 mois, non pardon, 15")',
    tags: ['french', 'wrong-question', 'correction'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: ELODIE,
    to: ['rel', 'com', 'tec', 'tec', 'tea', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      'On était collègues au service comptabilité',
      '4',
      'Pour la fiabilité je mettrais 5, elle ne rate jamais une échéance',
      { retry: 'technique : 4', key: 'technical_skill' },
      '3... non attendez, 4',
      '4',
      'je passe',
      'La rigueur',
      "L'anglais",
      'Oui, sans hésiter',
      '18 mois, non pardon, 15',
      'Non merci',
    ],
    expected: {
      relationship: 'On était collègues au service comptabilité',
      communication: 4,
      technical_skill: 4,
      teamwork: 4,
      reliability: 5,
      problem_solving: 4,
      strengths: 'La rigueur',
      improvements: "L'anglais",
      wouldRehire: true,
      monthsKnown: 15,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-r14',
    title: '"finalement je préfère pas, non merci, sans façon" after two answers: declined',
    tags: ['french', 'decline'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: SAMUEL,
    to: ['rel', 'com', 'tec', 'tec'],
    says: [
      'ancien collègue',
      '3',
      'Écoutez, finalement je préfère pas. Non merci, sans façon.',
      { tapConfirm: true },
    ],
    expected: {},
    outcome: 'declined',
  },
  // ───────────── tenant: fr-commerce (lien, mois, accueil, caisse, langues, clients, commentaire)
  {
    id: 'fr-t10',
    title:
      'Belgium: "la gérante du magasin", "trois ans" asked in months, "français et néerlandais", "septante par jour, plus ou moins"',
    tags: ['french', 'words', 'unit', 'multiple', 'hedge', 'optional'],
    questionnaire: 'fr-commerce',
    locale: 'fr',
    candidate: ELODIE,
    says: [
      "J'étais la gérante du magasin",
      'trois ans',
      '5, les clients l’adoraient',
      'oui, elle faisait aussi la clôture le soir',
      'français et néerlandais',
      'septante par jour, plus ou moins',
      'Non, ça va, merci',
    ],
    expected: {
      lien: 'Responsable du magasin',
      mois: 36,
      accueil: 5,
      caisse: true,
      langues: ['Français', 'Néerlandais'],
      clients: 70,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t11',
    title:
      'Switzerland: "ça joue, je dirais 4", three languages, "nonante à cent" is a range: asked again',
    tags: ['french', 'range', 'words', 'hedge', 'multiple'],
    questionnaire: 'fr-commerce',
    locale: 'fr',
    candidate: SAMUEL,
    says: [
      'collègue',
      'un an et demi',
      'ça joue, je dirais 4',
      'ouais',
      'français, allemand et anglais',
      'nonante à cent les jours de marché',
      { retry: 'disons nonante', key: 'clients' },
      'Il arrivait avec le sourire chaque matin, même en pleine période des soldes',
    ],
    expected: {
      lien: 'Collègue',
      mois: 18,
      accueil: 4,
      caisse: true,
      langues: ['Français', 'Allemand', 'Anglais'],
      clients: 90,
      commentaire: 'Il arrivait avec le sourire chaque matin, même en pleine période des soldes',
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t12',
    title:
      'a supplier who cannot say: "une dizaine" asked, "aucune idée" on the rating, "je pense pas mais je suis pas sûr" on the required yes/no: stays open',
    tags: ['french', 'dont-know', 'required-miss', 'hedge', 'words'],
    questionnaire: 'fr-commerce',
    locale: 'fr',
    says: [
      'fournisseur, je livrais le magasin',
      'une dizaine',
      { retry: '10', key: 'mois' },
      "aucune idée, je le voyais qu'à la réception des livraisons",
      { retry: 'bon, 3', key: 'accueil' },
      'je sais pas',
      { retry: 'je pense pas mais je suis pas sûr', key: 'caisse' },
      'désolé, je peux pas vous en dire plus',
    ],
    expected: { lien: 'Fournisseur', mois: 10, accueil: 3 },
    outcome: 'open',
  },
  // ───────────── tenant: fr-restauration (relation, annees, rigueur, postes, reembaucher, equipe, point_fort)
  {
    id: 'fr-t13',
    title:
      'Québec: "son boss en cuisine", "deux ans et quelques", "un solide 4", "la cuisine pis la plonge" (no such option), "deux commis"',
    tags: ['french', 'hedge', 'words', 'multiple'],
    questionnaire: 'fr-restauration',
    locale: 'fr',
    candidate: KEVIN,
    says: [
      "J'étais son boss en cuisine",
      'deux ans et quelques',
      'un solide 4',
      'la cuisine pis la plonge',
      'certain!',
      'deux commis',
      'Y travaille vite pis propre',
    ],
    expected: {
      relation: 'Son ou sa responsable',
      annees: 2,
      rigueur: 4,
      postes: ['Cuisine'],
      reembaucher: true,
      equipe: 2,
      point_fort: 'Y travaille vite pis propre',
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t14',
    title:
      '"Vous appelez de la part de quelle entreprise ?" first, a long ramble with the rating inside, "je passe" on the optional count',
    tags: ['french', 'question-back', 'long', 'skip', 'optional', 'multiple'],
    questionnaire: 'fr-restauration',
    locale: 'fr',
    candidate: CHLOE,
    says: [
      'Vous appelez de la part de quelle entreprise ?',
      { retry: 'sa collègue en salle', key: 'relation' },
      '4',
      "Franchement, écoutez, c'est quelqu'un de bien. Elle arrivait toujours à l'heure, elle connaissait la carte par cœur, les clients la demandaient. Sur la rigueur je lui mets 5 sans hésiter.",
      'salle et bar',
      'oui bien sûr',
      'je passe',
      'La mémoire des commandes',
    ],
    expected: {
      relation: 'Collègue',
      annees: 4,
      rigueur: 5,
      postes: ['Salle', 'Bar'],
      reembaucher: true,
      point_fort: 'La mémoire des commandes',
    },
    outcome: 'completed',
  },
  // ───────────── tenant: fr-dev (mois, code, astreinte, mode, remarques)
  {
    id: 'fr-t15',
    title:
      '"2 ans et demi" in months, "4,5" is no whole rating: asked again, "une semaine sur quatre", "hybride, 2 jours sur site"',
    tags: ['french', 'unit', 'words', 'number-in-word', 'emoji'],
    questionnaire: 'fr-dev',
    locale: 'fr',
    candidate: KEVIN,
    says: [
      '2 ans et demi',
      '4,5',
      { retry: 'allez, 4', key: 'code' },
      'oui une semaine sur quatre',
      'hybride, 2 jours sur site',
      'Top dev, je le recommande 👍',
    ],
    expected: {
      mois: 30,
      code: 4,
      astreinte: true,
      mode: 'Hybride',
      remarques: 'Top dev, je le recommande 👍',
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t16',
    title:
      'English mixed in: "18 months lol, pardon, 18 mois", "🔥🔥🔥" as a rating, "nope", "remote", "pas de souci, rien à ajouter"',
    tags: ['french', 'emoji', 'negation', 'unit', 'optional', 'short'],
    questionnaire: 'fr-dev',
    locale: 'fr',
    candidate: SAMUEL,
    says: [
      '18 months lol, pardon, 18 mois',
      '🔥🔥🔥',
      { retry: '5', key: 'code' },
      'nope',
      'remote',
      'pas de souci, rien à ajouter',
    ],
    expected: { mois: 18, code: 5, astreinte: false, mode: 'Télétravail' },
    outcome: 'completed',
  },
  // ───────────── Third blind set, built-in
  {
    id: 'fr-r15',
    title:
      'France, SMS French: "son N+1", "4 largement", "jsp trop", "la 1ere", "3 ou 4... allez 4", "je dirais 3" after "2 saisonniers", "grave" for yes, "2 ans et qq mois" asked again',
    tags: ['french', 'typos', 'number-in-word', 'dont-know', 'range', 'hedge', 'unit'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: INES,
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
      "j'etais son N+1 chez Decathlon, rayon sports co puis logistique",
      '4 largement',
      'jsp trop, c pas vraiment un poste technique',
      '5 !! tjr la 1ere a aider les autres',
      '5',
      '3 ou 4... allez 4',
      "elle a géré 2 saisonniers l'été dernier, je dirais 3",
      "L'énergie, elle motive tout le monde même un samedi de soldes",
      "L'orthographe dans les mails lol",
      'grave',
      { retry: 'oui', key: 'wouldRehire' },
      '2 ans et qq mois',
      { retry: '28', key: 'monthsKnown' },
      'non c bon merci',
    ],
    expected: {
      relationship: "j'etais son N+1 chez Decathlon, rayon sports co puis logistique",
      communication: 4,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      leadership: 3,
      strengths: "L'énergie, elle motive tout le monde même un samedi de soldes",
      improvements: "L'orthographe dans les mails lol",
      wouldRehire: true,
      monthsKnown: 28,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-r16',
    title:
      'Québec: "un bon 4", then "finalement j\'aime mieux pas faire la référence, c\'est ma belle-sœur pis ça me met mal à l\'aise": declined, nothing kept',
    tags: ['french', 'decline', 'hedge'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: KEVIN,
    to: ['rel', 'com', 'tec', 'tec'],
    says: [
      "Salut! J'ai été sa superviseure chez Desjardins pendant 2 ans",
      'un bon 4',
      "Écoute, finalement j'aime mieux pas faire la référence. C'est ma belle-sœur pis ça me met mal à l'aise",
      { tapConfirm: true },
    ],
    expected: {},
    outcome: 'declined',
  },
  {
    id: 'fr-r17',
    title:
      'Belgium: a later message corrects communication by naming it and answers technical skill, "4, une fois qu\'elle a compris", "nonante pour cent sûre que oui" is a hedge, "quatre ans" in months, "À tantôt !"',
    tags: ['french', 'correction', 'multi-answer', 'hedge', 'words', 'unit', 'number-in-word'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: ELODIE,
    to: ['rel', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'reh', 'mon', 'cmt'],
    says: [
      "J'étais sa responsable d'équipe chez Proximus à Bruxelles, au service clientèle",
      '4',
      "pardon, pour la communication c'était 5, je me suis trompée. Technique : 4",
      '5',
      "4, une fois qu'elle a compris le process c'est nickel",
      '4',
      'pas applicable',
      'Elle passe du français au néerlandais sans effort, les clients adorent',
      "Prendre plus la parole en réunion d'équipe",
      'nonante pour cent sûre que oui',
      { retry: 'oui', key: 'wouldRehire' },
      'quatre ans',
      'Non, ça va. À tantôt !',
    ],
    expected: {
      relationship: { has: ["responsable d'équipe", 'Proximus'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 4,
      problem_solving: 4,
      strengths: 'Elle passe du français au néerlandais sans effort, les clients adorent',
      improvements: "Prendre plus la parole en réunion d'équipe",
      wouldRehire: true,
      monthsKnown: 48,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-r18',
    title:
      'Switzerland, emoji and taps: "⭐⭐⭐⭐" and "👍👍" as ratings (asked), refuses the improvements, "de mars 2022 à juin 2023" asked again, a signature pasted as the comment',
    tags: ['french', 'emoji', 'tap', 'decline', 'number-in-word', 'signature', 'optional'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: SAMUEL,
    to: [
      'rel',
      'com',
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
      'Collègue 🙂 on bossait dans la même équipe data chez Swisscom à Lausanne',
      '⭐⭐⭐⭐',
      { retry: '4', key: 'communication' },
      { tap: 5 },
      { tap: 5 },
      '👍👍',
      { retry: '5', key: 'reliability' },
      { tap: 4 },
      { tap: null },
      'Python/SQL au top, et très pédagogue quand il explique ses modèles',
      'Je préfère ne pas répondre à celle-là',
      'oui 💯',
      'de mars 2022 à juin 2023',
      { retry: '15', key: 'monthsKnown' },
      'Dispo si besoin.\n\nMeilleures salutations\nLaurent Chappuis\nData Scientist Senior | Swisscom SA\n+41 58 221 99 00',
    ],
    expected: {
      relationship: 'Collègue 🙂 on bossait dans la même équipe data chez Swisscom à Lausanne',
      communication: 4,
      technical_skill: 5,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      strengths: 'Python/SQL au top, et très pédagogue quand il explique ses modèles',
      wouldRehire: true,
      monthsKnown: 15,
      comments: { has: ['Dispo si besoin'] },
    },
    outcome: 'completed',
  },
  {
    id: 'fr-r19',
    title:
      'Québec: "sur 10 je dirais 8" is never scaled silently, "4 d\'abord", "en masse, 5", "je sais pas trop", "ben oui, certain", "ça fait une escousse... disons un an et demi", "Non, c\'est beau"',
    tags: ['french', 'words', 'hedge', 'unit', 'dont-know', 'typos'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: KEVIN,
    to: ['rel', 'com', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      "J'tais son boss au Canadian Tire de Laval, y'était commis au service à la clientèle",
      'sur 10 je dirais 8',
      { retry: "ok 4 d'abord", key: 'communication' },
      '3',
      'en masse, 5',
      'y arrivait en retard des fois, 3',
      '4',
      'je sais pas trop, y gérait personne',
      "Y'é vraiment bon avec les clients fâchés, y garde son calme",
      'La ponctualité',
      'ben oui, certain',
      'ça fait une escousse... disons un an et demi',
      "Non, c'est beau",
    ],
    expected: {
      relationship:
        "J'tais son boss au Canadian Tire de Laval, y'était commis au service à la clientèle",
      communication: 4,
      technical_skill: 3,
      teamwork: 5,
      reliability: 3,
      problem_solving: 4,
      strengths: "Y'é vraiment bon avec les clients fâchés, y garde son calme",
      improvements: 'La ponctualité',
      wouldRehire: true,
      monthsKnown: 18,
    },
    outcome: 'completed',
  },
  // ───────────── Third blind set, tenant: fr-creche (lien, experience, bienveillance, groupes, secourisme, reembaucher, mot)
  {
    id: 'fr-t17',
    title:
      'Québec on fr-creche: "sa directrice au CPE", "6 ans et demi" (6.5), "les poupons pis les trottineurs", "demain matin!" for yes (confirmed or asked), a short comment',
    tags: ['french', 'words', 'multiple', 'hedge', 'optional'],
    questionnaire: 'fr-creche',
    locale: 'fr',
    candidate: MAUDE,
    says: [
      "J'étais sa directrice au CPE Les Petits Lutins",
      "ça fait 6 ans et demi qu'elle est dans le domaine",
      "5, les enfants l'adorent",
      'les poupons pis les trottineurs',
      "oui, elle l'a refaite en janvier",
      'demain matin!',
      { retry: 'oui', key: 'reembaucher' },
      'Une perle. On la regrette.',
    ],
    expected: {
      lien: 'Direction',
      experience: 6.5,
      bienveillance: 5,
      groupes: ['Poupons (0-18 mois)', 'Trottineurs (18-36 mois)'],
      secourisme: true,
      reembaucher: true,
      mot: 'Une perle. On la regrette.',
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t18',
    title:
      'France on fr-creche: a parent ("la maman de Léo") who cannot say the required years twice ("aucune idée, je ne suis que parent 😅"), then leaves: only the first answer kept',
    tags: ['french', 'dont-know', 'required-miss', 'emoji', 'done-phrase', 'short'],
    questionnaire: 'fr-creche',
    locale: 'fr',
    candidate: ANAIS,
    says: [
      "Je suis la maman de Léo, elle s'occupait de lui à la crèche des Lilas",
      'aucune idée, je ne suis que parent 😅',
      { retry: 'vraiment je ne sais pas, demandez à la directrice', key: 'experience' },
      'Bon je vous laisse, désolée de ne pas pouvoir aider plus',
    ],
    expected: { lien: 'Parent utilisateur' },
    outcome: 'open',
  },
  {
    id: 'fr-t19',
    title:
      'fr-creche: "la section des 18-36 mois pendant trois ans" inside the relationship is no years of experience, "je dirais 10 ans", "4 sur 5", groups named by their numbers, "Rien à signaler" is no comment',
    tags: ['french', 'number-in-word', 'hedge', 'multiple', 'dont-know', 'optional'],
    questionnaire: 'fr-creche',
    locale: 'fr',
    candidate: ANAIS,
    says: [
      'Collègue, on était toutes les deux éducatrices à la section des 18-36 mois pendant trois ans',
      'plus que moi en tout cas, je dirais 10 ans',
      '4 sur 5',
      'les 18-36 mois surtout, et un peu les 3-5 ans en remplacement',
      'je sais pas',
      'oui sans hésiter',
      'Rien à signaler de mon côté.',
    ],
    expected: {
      lien: 'Collègue éducatrice ou éducateur',
      experience: 10,
      bienveillance: 4,
      groupes: ['Trottineurs (18-36 mois)', 'Préscolaires (3-5 ans)'],
      reembaucher: true,
    },
    outcome: 'completed',
  },
  // ───────────── Third blind set, tenant: fr-dev and fr-restauration
  {
    id: 'fr-t20',
    title:
      'fr-dev: "depuis la v1 en 2019 jusqu\'à fin 2022, donc à peu près 3 ans et demi" in months, "Propre, testé, documenté. 5.", "1 semaine sur 6", "100% télétravail", emoji in the remark',
    tags: ['french', 'number-in-word', 'hedge', 'unit', 'emoji', 'long'],
    questionnaire: 'fr-dev',
    locale: 'fr',
    candidate: BAPTISTE,
    says: [
      "Depuis la v1 du produit en 2019 jusqu'à mon départ fin 2022, donc à peu près 3 ans et demi",
      { retry: '42', key: 'mois' },
      'Propre, testé, documenté. 5.',
      'Oui, 1 semaine sur 6',
      '100% télétravail depuis Nantes',
      "Il code en Rust le week-end pour le fun 🦀 c'est dire",
    ],
    expected: {
      mois: 42,
      code: 5,
      astreinte: true,
      mode: 'Télétravail',
      remarques: "Il code en Rust le week-end pour le fun 🦀 c'est dire",
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t21',
    title:
      'fr-restauration: "la politique de notre groupe est de ne pas donner de références" at the first question: declined',
    tags: ['french', 'decline', 'short'],
    questionnaire: 'fr-restauration',
    locale: 'fr',
    candidate: BAPTISTE,
    says: [
      "Bonjour, je suis désolé mais la politique de notre groupe est de ne pas donner de références. Je peux seulement confirmer ses dates d'emploi.",
      { tapConfirm: true },
    ],
    expected: {},
    outcome: 'declined',
  },

  // ───────────── Fourth blind set (2026-11-29), built-in
  {
    id: 'fr-r20',
    title:
      'Côte d\'Ivoire: "Il parle bien dèh, 4", "y a pas drap, 5", "4 ou bien 5... je dis 4", a story about gbakas before a 3, "il n\'avait personne sous lui", "on a fait deux ans ensemble", a blessing with an emoji as the comment',
    tags: ['french', 'range', 'dont-know', 'unit', 'emoji', 'long'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: KOFFI,
    to: IN_ORDER,
    says: [
      "C'était mon stagiaire à Orange Côte d'Ivoire, à Abidjan",
      'Il parle bien dèh, 4',
      'y a pas drap, 5',
      '4 ou bien 5... je dis 4',
      "Au début il arrivait en retard à cause des gbakas mais après c'était correct. 3",
      'je sais pas trop',
      "il n'avait personne sous lui",
      'Il apprend vite et il ne lâche pas',
      'La ponctualité',
      "Oui oui, on l'a même embauché après le stage",
      'on a fait deux ans ensemble',
      'Que Dieu le bénisse dans sa nouvelle aventure 🙏',
    ],
    expected: {
      relationship: "C'était mon stagiaire à Orange Côte d'Ivoire, à Abidjan",
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 3,
      strengths: 'Il apprend vite et il ne lâche pas',
      improvements: 'La ponctualité',
      wouldRehire: true,
      monthsKnown: 24,
      comments: 'Que Dieu le bénisse dans sa nouvelle aventure 🙏',
    },
    outcome: 'completed',
  },
  {
    id: 'fr-r21',
    title:
      'Belgium: "4 sur 5", "Je préfère ne pas répondre à celle-là" refuses one rating, "5, non attendez, 4", "septante-deux mois, six ans quoi" (72), "Non merci, bonne journée"',
    tags: ['french', 'decline', 'correction', 'words', 'unit'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: ZOE,
    to: IN_ORDER,
    says: [
      "J'étais sa directrice à l'école, elle donnait cours en 3e primaire",
      '4 sur 5',
      'Je préfère ne pas répondre à celle-là',
      '5, non attendez, 4 — elle travaillait surtout seule',
      'cinq',
      '4',
      '3',
      "Elle a une patience d'ange avec les enfants",
      'Elle devrait oser dire non plus souvent',
      'Sans hésiter',
      'septante-deux mois, six ans quoi',
      'Non merci, bonne journée',
    ],
    expected: {
      relationship: "J'étais sa directrice à l'école, elle donnait cours en 3e primaire",
      communication: 4,
      teamwork: 4,
      reliability: 5,
      problem_solving: 4,
      leadership: 3,
      strengths: "Elle a une patience d'ange avec les enfants",
      improvements: 'Elle devrait oser dire non plus souvent',
      wouldRehire: true,
      monthsKnown: 72,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-r22',
    title:
      'Québec: "5 c sûr", "pas pire pantoute, 4" (pas is no negation here), then "Faut que j\'y aille… je vais finir ça ce soir": stops, the reference stays open',
    tags: ['french', 'negation', 'done-phrase', 'short'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: JEAN_PHILIPPE,
    to: ['rel', 'com', 'tec', 'tea', 'rlb'],
    says: [
      "J'étais son boss chez Desjardins, au service à la clientèle",
      'Super bonne, 5 c sûr',
      'pas pire pantoute, 4',
      "Ah ben là, c'est sûr que 5",
      "Faut que j'y aille là, j'ai une réunion. Je vais finir ça ce soir",
    ],
    expected: {
      relationship: "J'étais son boss chez Desjardins, au service à la clientèle",
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
    },
    outcome: 'open',
  },
  // ───────────── Fourth blind set, tenant: fr-logistique (lien, annees, fiabilite, caces, equipes, colis, remarque)
  {
    id: 'fr-t22',
    title:
      'SMS French on fr-logistique: "jétais son chef déquipe" without apostrophes, "5 ans et demi" (5.5), "4/5", "oui le 1, 3 et 5" (CACES categories, a yes), "jamais le we", "environ 120/h", "RAS" is no remark',
    tags: ['french', 'typos', 'words', 'number-in-word', 'negation', 'multiple', 'optional'],
    questionnaire: 'fr-logistique',
    locale: 'fr',
    candidate: JEAN_PHILIPPE,
    says: [
      'jétais son chef déquipe chez Geodis',
      '5 ans et demi',
      '4/5',
      'oui le 1, 3 et 5',
      'matin et nuit, jamais le we',
      'environ 120/h',
      'RAS',
    ],
    expected: {
      lien: "Chef d'équipe",
      annees: 5.5,
      fiabilite: 4,
      caces: true,
      equipes: ['Matin', 'Nuit'],
      colis: 120,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t23',
    title:
      'Switzerland on fr-logistique: a client who knows only "les 2 ans chez nous" (asked), "je crois que oui mais je ne suis pas sûr" twice on the required CACES (left unanswered), "nonante, cent par heure" asked: stays open',
    tags: ['french', 'dont-know', 'hedge', 'required-miss', 'range', 'words', 'optional'],
    questionnaire: 'fr-logistique',
    locale: 'fr',
    candidate: KOFFI,
    says: [
      'Je suis son ancien client, on lui sous-traitait la logistique',
      'je sais pas, je connais que les 2 ans chez nous',
      { retry: 'mettez 2', key: 'annees' },
      'cinq',
      'je crois que oui mais je ne suis pas sûr',
      { retry: 'je ne sais vraiment pas, désolé', key: 'caces' },
      'la nuit',
      'nonante, cent par heure',
      { retry: 'nonante', key: 'colis' },
      "Non, c'est tout",
    ],
    expected: {
      lien: 'Client',
      annees: 2,
      fiabilite: 5,
      equipes: ['Nuit'],
      colis: 90,
    },
    outcome: 'open',
  },
  {
    id: 'fr-t24',
    title:
      'Québec franglais on fr-dev: "from 2021 à 2023, genre 2 ans" (24 months), "Un solide 4" after a "mais", "on-call? oui, une semaine sur quatre", "full remote… après hybride" asked, "c\'est beau" is no remark',
    tags: ['french', 'unit', 'hedge', 'number-in-word', 'optional'],
    questionnaire: 'fr-dev',
    locale: 'fr',
    candidate: JEAN_PHILIPPE,
    says: [
      'on a travaillé ensemble from 2021 à 2023, genre 2 ans',
      'Son code était clean, mais ses PR étaient trop grosses. Un solide 4',
      'on-call? oui, une semaine sur quatre',
      'full remote pendant la pandémie, après hybride',
      { retry: 'hybride', key: 'mode' },
      "Non merci, c'est beau",
    ],
    expected: {
      mois: 24,
      code: 4,
      astreinte: true,
      mode: 'Hybride',
    },
    outcome: 'completed',
  },
  // ───────────── Fifth blind set (2026-11-29), built-in
  {
    id: 'fr-r23',
    title:
      'Haiti, French with Kreyòl: "m te sipèvizè li", "li bon anpil, 5/5", "mwen pa konnen" is a don\'t-know, "pas applicable", "wi, san pwoblèm" is a yes, "de 2019 à 2022" asked again, "non mèsi" is no comment',
    tags: ['french', 'dont-know', 'skip', 'unit', 'words', 'optional'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: { firstName: 'Wilner', lastName: 'Jean-Baptiste' },
    to: ['rel', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'mon', 'cmt'],
    says: [
      "J'étais sa superviseure à la Digicel à Port-au-Prince, m te sipèvizè li",
      'li bon anpil, 5/5',
      '4',
      'mwen pa konnen, il travaillait seul la plupart du temps',
      "toujours à l'heure malgré les blocages sur la route, 5",
      'trois',
      'pas applicable',
      'Il explique les forfaits aux clients avec beaucoup de patience',
      'Il doit apprendre à dire non aux clients',
      'wi, san pwoblèm',
      'de 2019 à 2022',
      { retry: '36 mois', key: 'monthsKnown' },
      'non mèsi',
    ],
    expected: {
      relationship: { has: ['superviseure', 'Digicel'] },
      communication: 5,
      technical_skill: 4,
      reliability: 5,
      problem_solving: 3,
      strengths: 'Il explique les forfaits aux clients avec beaucoup de patience',
      improvements: 'Il doit apprendre à dire non aux clients',
      wouldRehire: true,
      monthsKnown: 36,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-r24',
    title:
      'Lebanon, French with Arabizi and English: "mnih ktir, 4", "5 akid", "ma ba3ref" is a don\'t-know (the 3 is a letter, not a rating), "il gérait 2 stagiaires, je dirais 3" asked again, "2 ans w nos" asked again, "khalas, merci"',
    tags: ['french', 'number-in-word', 'dont-know', 'hedge', 'unit', 'optional'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: { firstName: 'Karim', lastName: 'Haddad' },
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
      "Hi, j'étais son manager chez Bank Audi à Beyrouth, yaani son N+1",
      'mnih ktir, 4',
      '5 akid',
      "ma ba3ref, je le voyais pas trop avec l'équipe",
      '4',
      '5/5 sans hésiter',
      'il gérait 2 stagiaires, je dirais 3',
      { retry: '3', key: 'leadership' },
      'Very sharp en finance, et il parle trois langues',
      'Parfois trop perfectionniste, il rend les rapports en retard',
      'oui, yalla, direct',
      '2 ans w nos',
      { retry: '30 mois', key: 'monthsKnown' },
      'khalas, merci',
    ],
    expected: {
      relationship: { has: ['manager', 'Bank Audi'] },
      communication: 4,
      technical_skill: 5,
      reliability: 4,
      problem_solving: 5,
      leadership: 3,
      strengths: 'Very sharp en finance, et il parle trois langues',
      improvements: 'Parfois trop perfectionniste, il rend les rapports en retard',
      wouldRehire: true,
      monthsKnown: 30,
    },
    outcome: 'completed',
  },
  // ───────────── Fifth blind set, tenant
  {
    id: 'fr-t25',
    title:
      'Luxembourg on fr-commerce: "Moien!", "la gérante du magasin au Kirchberg", "deux ans et demi" in months, "jo, seule le samedi", languages with Luxembourgish (not an option) among them, "je sais pas, beaucoup" on the optional count, "Merci villmools" is no comment',
    tags: ['french', 'words', 'unit', 'multiple', 'dont-know', 'optional'],
    questionnaire: 'fr-commerce',
    locale: 'fr',
    candidate: { firstName: 'Léa', lastName: 'Schmit' },
    says: [
      "Moien! J'étais la gérante du magasin au Kirchberg",
      'deux ans et demi',
      '5, top',
      'jo, seule le samedi',
      'français, luxembourgeois et allemand',
      'je sais pas, beaucoup',
      'Merci villmools',
    ],
    expected: {
      lien: 'Responsable du magasin',
      mois: 30,
      accueil: 5,
      caisse: true,
      langues: ['Français', 'Allemand'],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t26',
    title:
      'Morocco on fr-dev, an HR referee with Darija: "18 mois, wakha", cannot rate the code ("je suis RH, smehli") twice (stays open), "la, pas d\'astreinte" is a no, "sur site à Casa mais 2 jours de télétravail" is hybrid, "safi, c\'est tout"',
    tags: ['french', 'required-miss', 'decline', 'negation', 'number-in-word'],
    questionnaire: 'fr-dev',
    locale: 'fr',
    candidate: { firstName: 'Yassine', lastName: 'El Idrissi' },
    says: [
      '18 mois, wakha',
      'moi je suis RH, je peux pas juger le code, smehli',
      { retry: 'non vraiment je sais pas, demandez à son lead', key: 'code' },
      "la, pas d'astreinte chez nous",
      'sur site à Casa, mais 2 jours de télétravail par semaine',
      "safi, c'est tout",
    ],
    expected: {
      mois: 18,
      astreinte: false,
      mode: 'Hybride',
    },
    outcome: 'open',
  },
  // ───────────── Sixth blind set (2026-11-29), built-in
  {
    id: 'fr-r25',
    title:
      'Québec joual and English: "Chu son boss chez Desjardins", "Full bon. 5", "genre 3... non, 4 finalement", "idem" is the rating before, "ché pas trop" is a don\'t-know, "n/a", "Ben oui, n\'importe quand", "ça fait genre deux ans et demi" asked again, "Non c\'est beau 👍"',
    tags: ['french', 'correction', 'hedge', 'dont-know', 'skip', 'short', 'unit', 'words', 'emoji'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: { firstName: 'Marc-Olivier', lastName: 'Bouchard' },
    to: ['rel', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'mon', 'cmt'],
    says: [
      "Chu son boss chez Desjardins à Lévis, y travaillait dans mon équipe au centre d'appels",
      'Full bon. 5',
      "genre 3... non, 4 finalement, y'é quand même solide sur les systèmes",
      'idem',
      '5, y a jamais manqué un shift',
      "ché pas trop, j'le voyais pas régler des problèmes",
      'n/a',
      "Y'é ben patient avec les clients fâchés, pis y connaît ses affaires",
      "Y devrait prendre plus d'initiative, y attend trop qu'on y dise quoi faire",
      "Ben oui, n'importe quand",
      'depuis 2021, ça fait genre deux ans et demi',
      { retry: '30 mois', key: 'monthsKnown' },
      "Non c'est beau 👍",
    ],
    expected: {
      relationship: { has: ['boss', 'Desjardins'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 4,
      reliability: 5,
      strengths: "Y'é ben patient avec les clients fâchés, pis y connaît ses affaires",
      improvements: "Y devrait prendre plus d'initiative, y attend trop qu'on y dise quoi faire",
      wouldRehire: true,
      monthsKnown: 30,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-r26',
    title:
      'Cameroon, a head of department: a long answer full of other numbers ("15 dossiers en 2022 sans ndem. Je mets 4"), three ratings named in one message (the next two not asked again), "Je préfère ne pas noter ça" refuses one rating, a later message that says yes and corrects an earlier rating by naming it, "trois ans", "ça va aller" is no comment',
    tags: ['french', 'long', 'multi-answer', 'correction', 'decline', 'words', 'unit'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: { firstName: 'Serge', lastName: 'Mbarga' },
    to: ['rel', 'com', 'tec', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      "Bonsoir. J'étais son chef de service chez Orange Cameroun à Douala, le mbom travaillait sous mes ordres",
      "Pour la communication je dirais que c'est bon, il parle bien avec les clients, même les grands comptes, il a géré 15 dossiers en 2022 sans ndem. Je mets 4.",
      'technique 5, travail en équipe 4, fiabilité 5',
      '3',
      "Je préfère ne pas noter ça, il n'a jamais encadré personne",
      'La négociation avec les clients, il est très calé',
      'Il doit être plus ponctuel aux réunions du lundi',
      "Oui sans hésiter. Ah pardon, pour la fiabilité c'est plutôt 4, pas 5, à cause des retards",
      'trois ans',
      'Non merci, ça va aller',
    ],
    expected: {
      relationship: { has: ['chef de service', 'Orange'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 4,
      problem_solving: 3,
      strengths: 'La négociation avec les clients, il est très calé',
      improvements: 'Il doit être plus ponctuel aux réunions du lundi',
      wouldRehire: true,
      monthsKnown: 36,
    },
    outcome: 'completed',
  },
  // ───────────── Sixth blind set, tenant: fr-centre-appel (lien, mois, ecoute, canaux, objectifs, appels, commentaire)
  {
    id: 'fr-t27',
    title:
      'Senegal, French with Wolof on fr-centre-appel: "sa superviseure sur le plateau, depuis 2020" (no months in it), "dix huit mois" without a hyphen, "dafa baax, 5 sur 5", "téléphone surtout, et le chat depuis l\'année dernière", "Waaw, chaque mois" is yes, "entre 80 et 100, ça dépend" is no count, "Jërëjëf, rien à ajouter"',
    tags: ['french', 'words', 'range', 'multiple', 'optional'],
    questionnaire: 'fr-centre-appel',
    locale: 'fr',
    candidate: { firstName: 'Aminata', lastName: 'Diop' },
    says: [
      'Je suis sa superviseure sur le plateau aux Almadies, depuis 2020',
      'dix huit mois',
      'dafa baax, 5 sur 5',
      "téléphone surtout, et le chat depuis l'année dernière",
      'Waaw, chaque mois',
      'entre 80 et 100 par jour, ça dépend',
      'Jërëjëf, rien à ajouter',
    ],
    expected: {
      lien: 'Superviseur ou superviseure',
      mois: 18,
      ecoute: 5,
      canaux: ['Téléphone', 'Chat'],
      objectifs: true,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t28',
    title:
      'La Réunion, French with Creole on fr-centre-appel: "mi té sa formatrice", "6 mois, après li la changé d\'équipe", then declines after two answers (the job is at a competitor): nothing kept',
    tags: ['french', 'decline'],
    questionnaire: 'fr-centre-appel',
    locale: 'fr',
    candidate: { firstName: 'Aminata', lastName: 'Diop' },
    says: [
      "Bonjour, mi té sa formatrice quand li la commencé, au centre d'appels à Saint-Denis",
      "6 mois, après li la changé d'équipe",
      "Attends, mi voit que c'est pour un poste chez nout concurrent... Désolée, mi préfère pas continuer, demandez à son chef d'équipe",
      { tapConfirm: true },
    ],
    expected: {},
    outcome: 'declined',
  },
  // ───────────── Seventh blind set (2026-11-29), built-in
  {
    id: 'fr-r27',
    title:
      'Acadie (Moncton), chiac: "j\'étais sa supervisor au call centre", "a\' communique right bien, 5", "same" for the rating before, "ça dépend des jours" and "j\'sais pas trop, a\' leadait pas d\'équipe" answer nothing, "oui, for sure", "trente mois", "Non merci, ça fait le tour"',
    tags: ['french', 'short', 'dont-know', 'words', 'unit'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: { firstName: 'Natasha', lastName: 'LeBlanc' },
    to: ['rel', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      "Right, j'étais sa supervisor au call centre à Moncton",
      "a' communique right bien, 5",
      '4',
      'same',
      "a' manquait jamais un shift. 5",
      'ça dépend des jours',
      "j'sais pas trop, a' leadait pas d'équipe",
      "a' reste calme avec les customers fâchés, pis a' trouve toujours une solution",
      "a' parle trop vite au phone des fois",
      'oui, for sure',
      'trente mois',
      'Non merci, ça fait le tour',
    ],
    expected: {
      relationship: { has: ['supervisor', 'Moncton'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 4,
      reliability: 5,
      strengths: { has: ['calme', 'customers'] },
      improvements: "a' parle trop vite au phone des fois",
      wouldRehire: true,
      monthsKnown: 30,
    },
    outcome: 'completed',
  },
  // ───────────── Seventh blind set, tenant: fr-restauration and fr-logistique
  {
    id: 'fr-t29',
    title:
      'A Breton chef on fr-restauration writing a formal letter ("Madame, Monsieur", "Veuillez agréer…", a signature): the first letter also gives the years ("pendant trois ans, de 2019 à 2022"), "la note de 5 sur 5", "La cuisine uniquement ; elle n\'a jamais fait la salle", "Sans la moindre hésitation." is yes, "nos deux apprentis" is 2',
    tags: [
      'french',
      'long',
      'signature',
      'multi-answer',
      'words',
      'negation',
      'multiple',
      'optional',
    ],
    questionnaire: 'fr-restauration',
    locale: 'fr',
    candidate: { firstName: 'Gwenaëlle', lastName: 'Kerhervé' },
    says: [
      "Madame, Monsieur,\n\nJ'ai l'honneur de vous confirmer que Mlle Gwenaëlle Kerhervé a travaillé sous ma responsabilité, dans mon restaurant de Quimper, pendant trois ans, de 2019 à 2022.\n\nVeuillez agréer, Madame, Monsieur, l'expression de mes salutations distinguées.\n\nYann Le Floc'h\nChef propriétaire",
      { retry: "Trois ans, comme je vous l'ai écrit.", key: 'annees' },
      "Je lui attribue la note de 5 sur 5 ; c'est la plus rigoureuse de mes commis.",
      "La cuisine uniquement ; elle n'a jamais fait la salle.",
      'Sans la moindre hésitation.',
      'Elle encadrait nos deux apprentis.',
      'Sa régularité : ses fonds et ses sauces étaient les mêmes tous les jours.',
    ],
    expected: {
      relation: 'Son ou sa responsable',
      annees: 3,
      rigueur: 5,
      postes: ['Cuisine'],
      reembaucher: true,
      equipe: 2,
      point_fort: { has: ['régularité'] },
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t30',
    title:
      'A young team lead near Marseille on fr-logistique, slang from the cités: "wesh" answers nothing, "wallah 4 ans" (wallah is I swear), "un frère sérieux, 5", "bien sûr qu\'il l\'a, c\'est lui qui forme les nouveaux" is yes, "matin et aprem, la nuit jamais", "cent cinquente" (a typo), "nan rien" is no remark',
    tags: ['french', 'off-topic', 'words', 'typos', 'multiple', 'negation', 'optional', 'short'],
    questionnaire: 'fr-logistique',
    locale: 'fr',
    candidate: { firstName: 'Sofiane', lastName: 'Benaïssa' },
    says: [
      'wesh',
      "jsuis son chef d'équipe a l'entrepôt de Vitrolles",
      'wallah 4 ans',
      'un frère sérieux, 5',
      "bien sûr qu'il l'a, c'est lui qui forme les nouveaux sur le chariot",
      'matin et aprem, la nuit jamais',
      'cent cinquente par heure',
      'nan rien, bonne journée',
    ],
    expected: {
      lien: "Chef d'équipe",
      annees: 4,
      fiabilite: 5,
      caces: true,
      equipes: ['Matin', 'Après-midi'],
      colis: 150,
    },
    outcome: 'completed',
  },
  // ───────────── Eighth blind set (2026-11-29), built-in
  {
    id: 'fr-r28',
    title:
      'Kinshasa (DR Congo), a bank branch head with Lingala: "Mbote", "Na solo, elle maîtrise le système. 5", teamwork answered "il faut demander à Papy, son collègue" (ask someone else: nothing), "Elle n\'a jamais eu un seul écart de caisse en trois ans. 5" (the rating, not the years), "Eza malamu, 4", cannot rate leadership, "Ee, sûr et certain" is yes, dates instead of a duration ("arrivée en 2021, partie en mars de l\'année passée") asked again, "Mettez quatre ans"',
    tags: ['french', 'dont-know', 'unit', 'words', 'hedge', 'long'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: { firstName: 'Glodie', lastName: 'Kalonji' },
    to: ['rel', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'mon', 'cmt'],
    says: [
      "Mbote. J'étais son chef direct à la Rawbank, agence de la Gombe. Elle était caissière principale chez nous",
      'Elle parle bien avec les clients, même les clients difficiles. 4',
      'Na solo, elle maîtrise le système. 5',
      'Pour ça il faut demander à Papy, son collègue au guichet. Moi je la voyais surtout seule à la caisse',
      "Elle n'a jamais eu un seul écart de caisse en trois ans. 5",
      'Eza malamu, 4',
      "Elle n'encadrait personne, je ne peux pas noter ça",
      "Sa rigueur et son honnêteté. À la caisse, chez nous, c'est ce qui compte le plus",
      'Elle doit apprendre à dire non quand les collègues lui demandent trop de services',
      'Ee, sûr et certain',
      "Elle est arrivée chez nous en 2021 et elle est partie en mars de l'année passée",
      { retry: 'Mettez quatre ans', key: 'monthsKnown' },
      "Non, c'est tout. Merci et bonne soirée",
    ],
    expected: {
      relationship: { has: ['chef direct', 'Rawbank'] },
      communication: 4,
      technical_skill: 5,
      reliability: 5,
      problem_solving: 4,
      strengths: { has: ['rigueur', 'honnêteté'] },
      improvements:
        'Elle doit apprendre à dire non quand les collègues lui demandent trop de services',
      wouldRehire: true,
      monthsKnown: 48,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-r29',
    title:
      'Tunisia, a team lead with Tunisian Arabizi: "3aslema", "communication et technique, 4 pour les deux" (technique not asked again), a joke with the rating ("5, mais ne lui dites pas, il va demander une augmentation 😂"), "behi barcha, 5", "mouch leader barcha, 3", "ey normal" is yes, "3am w nos" is a year and a half (not 3) asked again, "ya3tik essa7a, c\'est tout"',
    tags: ['french', 'multi-answer', 'emoji', 'number-in-word', 'unit', 'words', 'negation'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: { firstName: 'Yassine', lastName: 'Ben Salah' },
    to: ['rel', 'com', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'mon', 'cmt'],
    says: [
      "3aslema. J'étais son team lead chez Vermeg aux Berges du Lac, il était dev Java dans mon équipe",
      'communication et technique, 4 pour les deux',
      '5, mais ne lui dites pas, il va demander une augmentation 😂',
      'behi barcha, 5',
      '4',
      'mouch leader barcha, 3',
      'Il apprend vite, il a fait la migration vers Spring Boot presque tout seul',
      'Son français écrit avec les clients, parfois un peu trop direct 😅',
      'ey normal',
      '3am w nos',
      { retry: 'pardon, un an et demi', key: 'monthsKnown' },
      "ya3tik essa7a, c'est tout",
    ],
    expected: {
      relationship: { has: ['team lead', 'Vermeg'] },
      communication: 4,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      leadership: 3,
      strengths: 'Il apprend vite, il a fait la migration vers Spring Boot presque tout seul',
      improvements: 'Son français écrit avec les clients, parfois un peu trop direct 😅',
      wouldRehire: true,
      monthsKnown: 18,
    },
    outcome: 'completed',
  },
  // ───────────── Eighth blind set, tenant: fr-transport (lien, annees, conduite, sinistres, transports, km, reembaucher, commentaire) and fr-restauration
  {
    id: 'fr-t31',
    title:
      'Franco-Ontarian trucking franglais (Sudbury) on fr-transport: "chu le boss du dispatch", "4 ans, de 2019 à 2023", "Smooth en masse… 5", "Non, zéro claim en 4 ans" is no, "Reefer pis flatbed, pis un peu de dump" are Frigo, Plateau, Benne, "400 milles par jour" are miles (neither 400 km nor 400 000) asked again, "Certain" is yes',
    tags: ['french', 'unit', 'multiple', 'negation', 'optional', 'hedge'],
    questionnaire: 'fr-transport',
    locale: 'fr',
    candidate: { firstName: 'Mathieu', lastName: 'Lalonde' },
    says: [
      "C'est moi qui le dispatchais, chu le boss du dispatch chez Transport Bourassa à Sudbury",
      "Y'a drivé pour nous 4 ans, de 2019 à 2023",
      'Smooth en masse, y brûle pas de fuel pour rien. 5',
      'Non, zéro claim en 4 ans',
      "Reefer pis flatbed, pis un peu de dump l'été",
      'À peu près 400 milles par jour',
      { retry: 'En kilomètres ça ferait dans les 650', key: 'km' },
      "Certain, y'é toujours le bienvenu",
      "Y'é bilingue, ça aide en maudit pour les runs aux States",
    ],
    expected: {
      lien: 'Responsable ou exploitant',
      annees: 4,
      conduite: 5,
      sinistres: false,
      transports: ['Frigo', 'Plateau', 'Benne'],
      km: 650,
      reembaucher: true,
      commentaire: { has: ['bilingue'] },
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t32',
    title:
      'A Paris restaurant owner for whom French is a second language, on fr-restauration: "moi patron restaurant, elle serveuse chez moi", "deux année", "très très sérieux, jamais retard" has no number (asked again), "salle, caisse aussi. cuisine non", "oui oui", "non, elle pas chef" is no count (optional, min 1)',
    tags: ['french', 'short', 'typos', 'words', 'negation', 'multiple', 'optional'],
    questionnaire: 'fr-restauration',
    locale: 'fr',
    candidate: { firstName: 'Wen', lastName: 'Huang' },
    says: [
      'Bonjour. moi patron restaurant avenue de Choisy, elle serveuse chez moi',
      'elle travaille deux année chez moi',
      'très très sérieux, jamais retard',
      { retry: '5', key: 'rigueur' },
      'salle, caisse aussi. cuisine non',
      'oui oui, si elle veut revenir toujours ok',
      'non, elle pas chef',
      'clients aime beaucoup elle, toujours sourire. parle chinois, français, un peu anglais',
    ],
    expected: {
      relation: 'Son ou sa responsable',
      annees: 2,
      rigueur: 5,
      postes: ['Salle', 'Caisse'],
      reembaucher: true,
      point_fort: { has: ['sourire'] },
    },
    outcome: 'completed',
  },
  // ───────────── Ninth blind set (2026-11-29), built-in
  {
    id: 'fr-r30',
    title:
      'Algeria, a site supervisor in Hassi Messaoud answering by voice dictation (no punctuation, lowercase, numbers in words) with Darja: "mlih bezef … je mets quatre", "cinq sur cinq wallah", teamwork and reliability in one message ("travail en équipe quatre et la fiabilité aussi quatre"; reliability not asked again), "je sais pas trop franchement" for problem solving (nothing), "ih bien sûr" is yes, a duration full of rotation numbers ("deux ans … rotation quatre quatre") that is 24 months, "saha"',
    tags: ['french', 'words', 'multi-answer', 'dont-know', 'typos', 'number-in-word', 'long'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: { firstName: 'Walid', lastName: 'Boudiaf' },
    to: ['rel', 'com', 'tec', 'tea', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      "salam alikoum je suis son chef de chantier à l'ENSP à hassi messaoud il était technicien de maintenance dans mon équipe je vous réponds en vocal excusez les fautes",
      'mlih bezef il parle bien avec tout le monde les expatriés aussi je mets quatre',
      'techniquement cinq sur cinq wallah il connaît les pompes mieux que moi',
      "travail en équipe quatre et la fiabilité aussi quatre il n'a jamais raté une relève",
      "celle-là je sais pas trop franchement je l'ai jamais vu seul devant une grosse panne",
      'trois il commence à former les jeunes',
      "sérieux ponctuel et il respecte la sécurité c'est le plus important dans le sud",
      'les rapports écrits il écrit un peu comme mon vocal là',
      "ih bien sûr inchallah qu'il revient chez nous",
      "ça fait deux ans qu'on travaille ensemble en rotation quatre quatre quatre semaines sur site quatre semaines de repos",
      "non c'est tout saha",
    ],
    expected: {
      relationship: { has: ['chef de chantier'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 4,
      leadership: 3,
      strengths: { has: ['sérieux', 'sécurité'] },
      improvements: { has: ['rapports'] },
      wouldRehire: true,
      monthsKnown: 24,
    },
    outcome: 'completed',
  },
  // ───────────── Ninth blind set, tenant: fr-btp (lien, annees, securite, corps, encadrement, hauteur, reembaucher, commentaire)
  {
    id: 'fr-t33',
    title:
      'Corsica, a site foreman in Ajaccio on fr-btp: "Bonghjornu", "Trois saisons, de 2021 à 2023" (three years), "Maçonnerie surtout, un peu de coffrage. Le carrelage, innò" (not carrelage), "Innò, pas encore" is no, "On a monté un R+6 à Porticcio" is floors, not metres (asked again), "Iè, bien sûr" is yes, "À prestu"',
    tags: ['french', 'negation', 'multiple', 'optional', 'unit', 'number-in-word', 'words'],
    questionnaire: 'fr-btp',
    locale: 'fr',
    candidate: { firstName: 'Ghjuvan Petru', lastName: 'Agostini' },
    says: [
      "Bonghjornu. J'étais son chef de chantier chez Santoni BTP à Ajaccio",
      "Trois saisons, de 2021 à 2023. L'hiver il remontait à Corte",
      { retry: 'Mettez 3 ans', key: 'annees' },
      'Casque, harnais, tout. Jamais eu à lui faire une remarque. 5',
      'Maçonnerie surtout, un peu de coffrage. Le carrelage, innò, il y touche pas',
      'Innò, pas encore. Il est jeune',
      'On a monté un R+6 à Porticcio, il était en haut avec nous',
      { retry: 'Disons une vingtaine de mètres, 20', key: 'hauteur' },
      "Iè, bien sûr, qu'il m'appelle quand il veut",
      'Un garçon sérieux, qui ne compte pas ses heures. À prestu',
    ],
    expected: {
      lien: 'Responsable hiérarchique',
      annees: 3,
      securite: 5,
      corps: ['Maçonnerie', 'Coffrage'],
      encadrement: false,
      hauteur: 20,
      reembaucher: true,
      commentaire: { has: ['sérieux'] },
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t34',
    title:
      'Alsace, a town\'s technical services director writing an administrative letter on fr-btp: "j\'ai l\'honneur de vous faire connaître … sous mon autorité hiérarchique, du 01/03/2017 au 28/02/2023" (the relationship and six years in one letter, with a signature), "scrupuleusement respectées" has no number (asked again), "Maçonnerie et voirie" (voirie is no option), "a assuré l\'intérim du chef d\'équipe" is yes, "Sans objet" is a skip, "Avis favorable, sous réserve des nécessités de service" is yes, a closing formula that is no comment',
    tags: [
      'french',
      'long',
      'signature',
      'multi-answer',
      'skip',
      'optional',
      'multiple',
      'number-in-word',
    ],
    questionnaire: 'fr-btp',
    locale: 'fr',
    candidate: { firstName: 'Florian', lastName: 'Meyer' },
    says: [
      "Madame, Monsieur,\n\nEn réponse à votre demande, j'ai l'honneur de vous faire connaître que M. Florian MEYER a exercé les fonctions d'adjoint technique territorial principal de 2e classe au sein du centre technique municipal de la Ville de Colmar, sous mon autorité hiérarchique, du 01/03/2017 au 28/02/2023.\n\nSa manière de servir a toujours donné entière satisfaction.\n\nLe Directeur des services techniques,\nP. SCHAEFFER\nVille de Colmar - 1 place de la Mairie - 68000 Colmar\nTél. 03 89 20 68 68",
      { retry: 'Six années.', key: 'annees' },
      "Les règles d'hygiène et de sécurité étaient scrupuleusement respectées par l'intéressé. Aucun accident de service n'est à déplorer sur la période.",
      { retry: 'Je porte la note de 5.', key: 'securite' },
      'Maçonnerie et voirie. La voirie ne figurant pas dans votre liste, je vous laisse apprécier.',
      "L'intéressé a assuré l'intérim du chef d'équipe voirie durant l'année 2021.",
      "Sans objet : nos agents n'interviennent pas sur échafaudage, uniquement en nacelle.",
      'Avis favorable, sous réserve des nécessités de service.',
      "La présente attestation est délivrée pour servir et valoir ce que de droit. Je vous prie d'agréer, Madame, Monsieur, l'expression de mes salutations distinguées.",
    ],
    expected: {
      lien: 'Responsable hiérarchique',
      annees: 6,
      securite: 5,
      corps: ['Maçonnerie'],
      encadrement: true,
      reembaucher: true,
    },
    outcome: 'completed',
  },
  // ───────────── Tenth blind set (2026-11-29), built-in
  {
    id: 'fr-r31',
    title:
      'Brussels, a STIB dispatch head: "deux ans et des brouettes" slipped into the relationship (no months yet), "Amai, 5 !", "4, à l\'aise", "je ne sais pas dire" is can\'t say, "13 sur 20, comme à l\'école" never scaled silently (asked again), a question back before the improvements, "dikkenek", "Non, peut-être !" is a firm yes, "Mettons 26 mois"',
    tags: ['french', 'hedge', 'unit', 'dont-know', 'skip', 'question-back', 'negation', 'emoji'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: { firstName: 'Sarah', lastName: 'Vanden Eynde' },
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
      'imp',
      'reh',
      'reh',
      'mon',
      'cmt',
    ],
    says: [
      "Bonjour. J'étais son responsable au dispatching de la STIB, au dépôt Delta. Elle a été dans mon équipe deux ans et des brouettes",
      'Amai, 5 ! Elle parle aussi bien le français que le néerlandais avec les chauffeurs',
      "Elle connaît le système d'exploitation par cœur. 4, à l'aise",
      'Je ne sais pas dire, elle faisait surtout les nuits, seule au poste',
      "13 sur 20, comme à l'école 😅 elle arrivait souvent juste juste",
      { retry: 'Sur 5 alors, disons 3', key: 'reliability' },
      '4',
      "Elle n'encadrait personne, je passe",
      'Son calme. Quand un tram déraille à Montgomery à 7 h du matin, elle ne panique pas',
      'Dites, elle va lire ce que je mets là ?',
      'Bon. Être un peu moins dikkenek avec les nouveaux chauffeurs',
      'Non, peut-être ! Demain si elle veut',
      { retry: 'Oui, évidemment', key: 'wouldRehire' },
      'Comme je disais, deux ans et des brouettes. Mettons 26 mois',
      "Non, c'est tout. Allez, bonne journée, hein",
    ],
    expected: {
      relationship: { has: ['responsable', 'STIB'] },
      communication: 5,
      technical_skill: 4,
      reliability: 3,
      problem_solving: 4,
      strengths: { has: ['calme', 'Montgomery'] },
      improvements: { has: ['dikkenek'] },
      wouldRehire: true,
      monthsKnown: 26,
    },
    outcome: 'completed',
  },
  // ───────────── Tenth blind set, tenant: fr-soins (lien, taux, bientraitance, veilles, soins, reengager, commentaire)
  {
    id: 'fr-t35',
    title:
      'Romandie, a Vaud EMS head nurse on fr-soins: "à huitante pour cent, puis à septante" for two periods on the required rate (asked again: "je ne saurais pas vous dire lequel mettre, voyez avec les RH", so it stays open), "5, sans autre", "Non… enfin, deux ou trois en remplacement" on night shifts (asked again), "la toilette… le dîner et le souper… le lift" but not the medicines, "Tout de suite !" is yes, "Service !" is goodbye',
    tags: [
      'french',
      'words',
      'required-miss',
      'dont-know',
      'correction',
      'negation',
      'multiple',
      'optional',
      'emoji',
    ],
    questionnaire: 'fr-soins',
    locale: 'fr',
    candidate: { firstName: 'Mélanie', lastName: 'Chappuis' },
    says: [
      "Bonjour. J'étais son infirmière-cheffe d'unité à l'EMS La Paix du Soir, au Mont-sur-Lausanne",
      'Elle était à huitante pour cent, puis à septante depuis la naissance de son petit',
      { retry: 'Là, je ne saurais pas vous dire lequel mettre, voyez avec les RH', key: 'taux' },
      'Une perle avec nos résidents. 5, sans autre',
      'Des veilles ? Non... enfin, deux ou trois en remplacement cet hiver, mais pas régulièrement',
      { retry: 'Alors non, pas régulièrement', key: 'veilles' },
      "La toilette et l'habillage, elle aidait au dîner et au souper, et les transferts avec le lift. Les médicaments non, chez nous ce sont les infirmières",
      "Tout de suite ! On se réjouirait de la revoir, ou bien c'est elle qui ne voudra plus 😄",
      "Non, c'est tout. Service, et belle fin de journée !",
    ],
    expected: {
      lien: 'Infirmier ou infirmière responsable',
      bientraitance: 5,
      veilles: false,
      soins: ['Toilette et habillage', 'Repas', 'Mobilisation et transferts'],
      reengager: true,
    },
    outcome: 'open',
  },
  // ───────────── Tenth blind set, built-in
  {
    id: 'fr-r32',
    title:
      'The Paris banlieue with verlan, a young store manager: "chanmé, 5", "il est ouf … mais 4", "zarma il aide les collègues 😂 nan jrigole … 4" (irony, then the rating), "3, … à cause de la ligne 11" (3, not 11), "là jsp frérot, passe", "leader lui ? mdrr. non sérieux, 2", "j\'avoue, direct" is yes, "3 piges" is 36 months, "nan c tout"',
    tags: ['french', 'typos', 'emoji', 'number-in-word', 'skip', 'dont-know', 'unit', 'short'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: { firstName: 'Rayan', lastName: 'Belkacem' },
    to: ['rel', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'reh', 'mon', 'cmt'],
    says: [
      'wsh bonjour, ouais c moi qui etait son manager au Foot Locker de Rosny 2',
      'avec les clients il est chanmé, 5',
      'il est ouf, il connait toutes les refs par coeur. mais 4 parce que la caisse c pas ça',
      "zarma il aide les collègues 😂 nan jrigole il est solide avec l'équipe, 4",
      '3, des fois il arrive en retard a cause de la ligne 11 tmtc',
      'là jsp frérot, passe',
      'leader lui ? mdrr. non sérieux, 2, il est encore jeune',
      'téma, il a vendu 40 paires un samedi de soldes. il est carré avec les clients relous, il se vénère jamais',
      'la ponctualité frr',
      "j'avoue, direct",
      { retry: 'oui', key: 'wouldRehire' },
      "ça fait 3 piges qu'on s'connait, depuis l'ouverture du magasin",
      'nan c tout, bonne journée',
    ],
    expected: {
      relationship: { has: ['manager', 'Foot Locker'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 4,
      reliability: 3,
      leadership: 2,
      strengths: { has: ['carré', 'relous'] },
      improvements: 'la ponctualité frr',
      wouldRehire: true,
      monthsKnown: 36,
    },
    outcome: 'completed',
  },
  // ───────────── Tenth blind set, tenant: fr-soins and fr-transport
  {
    id: 'fr-t36',
    title:
      'Mali, French with Bambara on fr-soins: "sa major" is the head nurse, "Le taux, c\'est quoi ça ?" then "plein temps" (100), "doucement doucement … Je donne 5", "Ayi" is no, the medicines but not lifting ("Soulever les malades non"), "Awo" is yes, a comment closed by "On est ensemble. I ni ce"',
    tags: ['french', 'question-back', 'unit', 'negation', 'multiple', 'optional', 'short'],
    questionnaire: 'fr-soins',
    locale: 'fr',
    candidate: { firstName: 'Fatoumata', lastName: 'Coulibaly' },
    says: [
      "Bonjour. J'étais sa major dans le service de gériatrie de l'hôpital du Point G, à Bamako",
      "Le taux, c'est quoi ça ?",
      "Ah d'accord. Elle était à plein temps, comme tout le monde chez nous",
      'Elle respecte beaucoup les vieux, elle leur parle doucement doucement. Je donne 5',
      "Ayi, les gardes de nuit c'était les infirmiers",
      "La toilette, les repas, et les médicaments aussi, chez nous c'est l'aide-soignante qui distribue. Soulever les malades non, c'était les brancardiers",
      'Awo',
      { retry: 'Oui, bien sûr', key: 'reengager' },
      'Elle est sérieuse et elle a le cœur pour les vieux. On est ensemble. I ni ce',
    ],
    expected: {
      lien: 'Infirmier ou infirmière responsable',
      taux: 100,
      bientraitance: 5,
      veilles: false,
      soins: ['Toilette et habillage', 'Repas', 'Distribution des médicaments'],
      reengager: true,
      commentaire: { has: ['sérieuse'] },
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t37',
    title:
      'New Caledonia, a Caldoche dispatcher in Koné on fr-transport: "chuis son chef de parc", "ça fait cinq ans", "il conduit fin bien … 5" (fin is very), a deer hit on the transversale that is "pas sa faute" (asked again: yes), "la benne pour le minerai, et la citerne", "12 rotations par jour" that are no kilometres (nothing), "Ah ouais, direct", "Tata !" is goodbye, no comment',
    tags: ['french', 'words', 'negation', 'multiple', 'optional', 'unit', 'hedge'],
    questionnaire: 'fr-transport',
    locale: 'fr',
    candidate: { firstName: 'Jimmy', lastName: 'Hnawia' },
    says: [
      "Bonjour. Chuis son chef de parc aux Transports du Nord à Koné, c'est moi qui lui donne ses rotations",
      'Depuis 2019, ça fait cinq ans',
      "Oh là, il conduit fin bien, même sur la piste de la mine quand c'est la boue rouge. 5",
      "Une fois il a tapé un cerf sur la transversale Koné-Tiwaka, mais c'est pas sa faute, c'est la brousse ça",
      { retry: 'Alors oui, juste celui-là avec le cerf', key: 'sinistres' },
      'Surtout la benne pour le minerai, et la citerne de gasoil quand le titulaire il est en congé',
      "On compte pas en kilomètres ici, c'est des rotations, genre 12 rotations par jour entre la mine et le bord de mer",
      "Ah ouais, direct, c'est un bon gars, travailleur",
      "Non c'est bon. Tata !",
    ],
    expected: {
      lien: 'Responsable ou exploitant',
      annees: 5,
      conduite: 5,
      sinistres: true,
      transports: ['Benne', 'Citerne'],
      reembaucher: true,
    },
    outcome: 'completed',
  },
  // ───────────── Eleventh blind set (2026-11-29), built-in
  {
    id: 'fr-r33',
    title:
      'Burkina Faso, a SONABEL head of department with Mooré and Dioula: "Ne y yibeogo", "Je peux vous envoyer un vocal plutôt ?" instead of a rating, then "mention très bien, comme on dit" that has no number (asked again: 5), "Elle est forte, c\'est pas un peu ! 5" (emphasis, not a negation), "Yaa fohi avec les collègues, 4", "Trois sur cinq", "On va faire comment… je ne peux pas dire", "deux stagiaires … Je donne 4" (4, not 2), "Là je passe, je ne veux pas gâter son dossier", "la porte est ouverte" is yes, "trois hivernages" is no number of months (asked again: "Mettez trente mois"), "Barka"',
    tags: [
      'french',
      'question-back',
      'words',
      'dont-know',
      'skip',
      'unit',
      'hedge',
      'number-in-word',
      'negation',
    ],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: { firstName: 'Aïcha', lastName: 'Ouédraogo' },
    to: [
      'rel',
      'com',
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
      'mon',
      'mon',
      'cmt',
    ],
    says: [
      "Ne y yibeogo. J'étais son chef de service à la SONABEL à Ouaga, elle était agent commercial dans mon service",
      "Je peux vous envoyer un vocal plutôt ? Écrire c'est long",
      {
        retry: "Bon, j'écris. Elle parle bien avec les clients, mention très bien comme on dit",
        key: 'communication',
      },
      { retry: '5 sur 5 alors', key: 'communication' },
      "Elle est forte, c'est pas un peu ! 5",
      'Yaa fohi avec les collègues, 4',
      'Trois sur cinq. Avec les délestages et la circulation à Ouaga, elle arrivait souvent en retard',
      "On va faire comment... je ne l'ai jamais vue devant un vrai problème, je ne peux pas dire",
      "Elle a encadré deux stagiaires l'année passée, ça s'est bien passé. Je donne 4",
      "Le contact avec les clients, même quand ils viennent crier pour les factures d'électricité",
      'Là je passe, je ne veux pas gâter son dossier',
      'Si elle veut revenir, la porte est ouverte',
      "Ça fait trois hivernages qu'on travaille ensemble",
      { retry: 'Mettez trente mois', key: 'monthsKnown' },
      "Non, c'est tout. Barka",
    ],
    expected: {
      relationship: { has: ['chef de service', 'SONABEL'] },
      communication: 5,
      technical_skill: 5,
      teamwork: 4,
      reliability: 3,
      leadership: 4,
      strengths: { has: ['clients'] },
      wouldRehire: true,
      monthsKnown: 30,
    },
    outcome: 'completed',
  },
  // ───────────── Eleventh blind set, tenant: fr-comptabilite (lien, annees, rigueur, logiciels, cloture, dossiers, commentaire)
  {
    id: 'fr-t38',
    title:
      'Gabon, a chief accountant in Libreville on fr-comptabilite: "Mbolo", "trois exercices ensemble, de 2020 à 2022" (3, neither 2020 nor 2), "Zéro écart … en trois ans. 5 sans discuter" (5), "Sage 100 surtout, et Excel évidemment. SAP non" (100 is a version), "Le bilan 2022, c\'est elle qui l\'a monté du début à la fin" is yes, "les quatre sociétés du groupe" is 4, "Akiba"',
    tags: ['french', 'number-in-word', 'words', 'multiple', 'negation', 'optional', 'emoji'],
    questionnaire: 'fr-comptabilite',
    locale: 'fr',
    candidate: { firstName: 'Prisca', lastName: 'Nzé Obiang' },
    says: [
      "Mbolo. J'étais son chef comptable dans un groupe de BTP à Libreville, elle était comptable fournisseurs",
      'On a fait trois exercices ensemble, de 2020 à 2022',
      'Zéro écart sur les rapprochements bancaires en trois ans. 5 sans discuter',
      'Sage 100 surtout, et Excel évidemment. SAP non, il est arrivé après son départ',
      "Le bilan 2022, c'est elle qui l'a monté du début à la fin, moi je validais seulement",
      'Elle suivait les quatre sociétés du groupe',
      'Elle est discrète, elle ne raconte pas les salaires au quartier 😄 Akiba',
    ],
    expected: {
      lien: 'Chef comptable ou DAF',
      annees: 3,
      rigueur: 5,
      logiciels: ['Sage', 'Excel'],
      cloture: true,
      dossiers: 4,
      commentaire: { has: ['discrète'] },
    },
    outcome: 'completed',
  },
  // ───────────── Eleventh blind set, built-in
  {
    id: 'fr-r34',
    title:
      'Toulouse, an Airbus team leader with Occitan and southern slang: "Adiu !", "Gavé bon, con … 4️⃣" and "5️⃣" (keycap emoji as ratings), teamwork and reliability in one message ("un troisième ligne … et la fiabilité pareil": 5 and 5, not 3), "Moyen" has no number (asked again), "je note pas", "Zéro NC en deux ans" inside the strengths (no months), a joke then the real improvement, "Macarel, oui !", "Dix-huit mois, plus les deux mois de préavis, donc vingt", "Adishatz !" is goodbye',
    tags: ['french', 'emoji', 'multi-answer', 'number-in-word', 'skip', 'hedge', 'unit', 'words'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: { firstName: 'Julien', lastName: 'Carrère' },
    to: ['rel', 'com', 'tec', 'tea', 'pro', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      "Adiu ! J'étais son chef d'équipe chez Airbus à Blagnac, sur la ligne A320. Il était compagnon dans mon équipe",
      'Gavé bon, con. Il explique bien aux intérimaires. 4️⃣',
      "5️⃣ il m'a espanté plus d'une fois sur les harnais électriques",
      "Travail d'équipe 5, c'est un troisième ligne, il plaque pour les autres 😂 et la fiabilité pareil, jamais en retard",
      'Moyen. Il tanque un peu quand ça sort de la gamme',
      { retry: 'Mettez 3', key: 'problem_solving' },
      "Il n'a jamais eu d'équipe, je note pas",
      "La rigueur. Zéro NC en deux ans sur la ligne, c'est rare",
      "Qu'il arrête de ramener des chocolatines à 5 h du mat, on va tous grossir 😂 Non, sérieux : l'anglais, pour les réunions avec Hambourg",
      "Macarel, oui ! Demain s'il veut",
      'Dix-huit mois, plus les deux mois de préavis, donc vingt',
      'Adishatz !',
    ],
    expected: {
      relationship: { has: ["chef d'équipe", 'Airbus'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 5,
      reliability: 5,
      problem_solving: 3,
      strengths: { has: ['rigueur'] },
      improvements: { has: ['anglais'] },
      wouldRehire: true,
      monthsKnown: 20,
    },
    outcome: 'completed',
  },
  // ───────────── Eleventh blind set, tenant: fr-comptabilite and fr-creche
  {
    id: 'fr-t39',
    title:
      'Burundi, a hotel owner who was a client of the accounting firm, on fr-comptabilite: "Amahoro", "Quatre ans, peut-être cinq" (asked again: 4), then at the rating "je ne suis pas comptable … Je préfère ne pas remplir tout ça par écrit : appelez-moi au +257 79 12 34 56" declines the written reference (a decline with a phone number in it), "Murakoze": nothing kept',
    tags: ['french', 'decline', 'range', 'hedge', 'words'],
    questionnaire: 'fr-comptabilite',
    locale: 'fr',
    candidate: { firstName: 'Éric', lastName: 'Ndayishimiye' },
    says: [
      'Amahoro. Je suis client du cabinet où il travaillait : il tenait la comptabilité de mon hôtel à Bujumbura',
      "Quatre ans, peut-être cinq, depuis l'ouverture de l'hôtel",
      { retry: 'Mettez quatre', key: 'annees' },
      'Écoutez, je ne suis pas comptable, je ne peux pas juger sa rigueur. Je préfère ne pas remplir tout ça par écrit : appelez-moi au +257 79 12 34 56, je vous dirai de vive voix. Murakoze',
      { tapConfirm: true },
    ],
    expected: {},
    outcome: 'declined',
  },
  {
    id: 'fr-t40',
    title:
      'Mayotte, a micro-crèche director in Mamoudzou on fr-creche: "Jeje", "commencé comme aide en 2018 … son CAP en 2020. Donc 6 ans en tout, dont 4 diplômée" (6), a tapped rating, "les bébés, et les moyens qui marchent, de 18 mois à 3 ans. Les grands non" (Poupons and Trottineurs, not Préscolaires), "je dois vérifier si elle l\'a recyclé" on the optional first aid (nothing), "Ewa, bien sûr" is yes (asked again), "shimaoré et kibushi", "Marahaba"',
    tags: ['french', 'tap', 'number-in-word', 'multiple', 'dont-know', 'optional', 'negation'],
    questionnaire: 'fr-creche',
    locale: 'fr',
    candidate: { firstName: 'Echati', lastName: 'Madi' },
    says: [
      'Jeje. Je suis la directrice de la micro-crèche Les Makis à Mamoudzou, elle travaillait chez nous',
      'Elle a commencé comme aide en 2018, elle a eu son CAP en 2020. Donc 6 ans en tout, dont 4 diplômée',
      { tap: 5 },
      "Les bébés, et les moyens qui marchent, de 18 mois à 3 ans. Les grands non, à 3 ans ici ils vont à l'école",
      "Son PSC1 date de 2021, je dois vérifier si elle l'a recyclé",
      'Ewa, bien sûr',
      { retry: 'Oui, bien sûr', key: 'reembaucher' },
      "Elle parle shimaoré et kibushi avec les enfants, c'est précieux ici. Marahaba",
    ],
    expected: {
      lien: 'Direction',
      experience: 6,
      bienveillance: 5,
      groupes: ['Poupons (0-18 mois)', 'Trottineurs (18-36 mois)'],
      reembaucher: true,
      mot: { has: ['shimaoré'] },
    },
    outcome: 'completed',
  },
  // ───────────── Twelfth blind set (2026-11-29), built-in
  {
    id: 'fr-r35',
    title:
      'Biel/Bienne, a Swiss German workshop head at Omega writing French as a second language: "Grüessech. Ich war… pardon, j\'étais son chef d\'atelier", "Vier." is 4 in German (asked again: "Quatre"), "un 5 — mais sur 6, comme les notes à l\'école chez nous" is no 1–5 rating (asked again: 4, not 5), "ja genau … 5", "Tiptop. Jamais en retard, même quand le train de Lyss avait du retard. 5", "Das weiss ich nicht so genau" is can\'t say, "Keine Note" skips, "Jederzeit!" (asked again: yes), "Zwei Jahre und ein paar Monate… disons deux ans et quatre mois" is 28, "Merci vielmal" ends it',
    tags: ['french', 'words', 'range', 'dont-know', 'skip', 'hedge', 'unit', 'emoji'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: { firstName: 'Luca', lastName: 'von Gunten' },
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
      'reh',
      'mon',
      'cmt',
    ],
    says: [
      "Grüessech. Ich war... pardon, j'étais son chef d'atelier chez Omega à Bienne, il était horloger rhabilleur dans mon équipe",
      'Sein Französisch ist besser als meins 😅 Au guichet du service après-vente il explique bien aux clients. Vier.',
      { retry: 'Quatre', key: 'communication' },
      "Chez nous je lui mettrais un 5 — mais sur 6, hein, comme les notes à l'école en Suisse",
      { retry: 'Ah, de 1 à 5. Alors 4, un bon 4', key: 'technical_skill' },
      "Ja genau, il aide tout le monde à l'établi, même les apprentis de première année. 5",
      'Tiptop. Jamais en retard, même quand le train de Lyss avait du retard. 5',
      'Das weiss ich nicht so genau... il venait toujours me demander avant de décider. Je ne peux pas juger',
      "Er ist noch jung, il n'a jamais dirigé personne. Keine Note",
      'Sehr präzis. La patience sur les mouvements compliqués, surtout les chronographes',
      'Il pourrait parler plus fort en réunion, er ist ein bisschen scheu',
      'Jederzeit!',
      { retry: "Oui, n'importe quand", key: 'wouldRehire' },
      'Zwei Jahre und ein paar Monate... disons deux ans et quatre mois',
      'Nein, das isch alles. Merci vielmal und en schöne Tag!',
    ],
    expected: {
      relationship: { has: ["chef d'atelier", 'Omega'] },
      communication: 4,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      strengths: { has: ['chronographes'] },
      improvements: { has: ['parler plus fort'] },
      wouldRehire: true,
      monthsKnown: 28,
    },
    outcome: 'completed',
  },
  // ───────────── Twelfth blind set, tenant: fr-boulangerie (lien, mois, regularite, productions, nuit, baguettes, reprendre, commentaire)
  {
    id: 'fr-t41',
    title:
      'Nice, an Italian-born baker in the Vieux-Nice on fr-boulangerie, French with Italian: "Sono il titolare… pardon, je suis le patron", "diciotto, venti mesi, boh. Allez, vingt." (20), "même le 24 décembre avec trois fournées en plus. Cinque… 5" (5, neither 24 nor 3), "Pain et viennoiserie. La pâtisserie no, quella la fa mia moglie", "Certo! … à 2h30, tutte le notti" is yes, "Entre 350 et 400 … le double le dimanche" (asked again: 400), "Subito! Anche domani" (asked again: yes), "niçois" in the comment',
    tags: [
      'french',
      'range',
      'hedge',
      'words',
      'multiple',
      'negation',
      'number-in-word',
      'optional',
    ],
    questionnaire: 'fr-boulangerie',
    locale: 'fr',
    candidate: { firstName: 'Sabrina', lastName: 'Dalmasso' },
    says: [
      'Buongiorno. Sono il titolare... pardon, je suis le patron de la boulangerie rue Pairolière, dans le Vieux-Nice. Elle était ouvrière boulangère chez moi',
      'Allora... diciotto, venti mesi, boh. Allez, vingt.',
      'Ses baguettes sortaient toutes pareilles, même le 24 décembre avec trois fournées en plus. Cinque... 5',
      'Pain et viennoiserie. La pâtisserie no, quella la fa mia moglie',
      'Certo! Elle attaquait à 2h30, tutte le notti, sauf le lundi quand on est fermés',
      'Entre 350 et 400 les jours normaux, le double le dimanche',
      { retry: "Notez 400, c'est à peu près ça en semaine", key: 'baguettes' },
      'Subito! Anche domani',
      { retry: 'Oui, tout de suite', key: 'reprendre' },
      'Elle parle niçois avec les petites vieilles du quartier, ça leur fait plaisir. Ciao !',
    ],
    expected: {
      lien: 'Patron ou patronne',
      mois: 20,
      regularite: 5,
      productions: ['Pain', 'Viennoiserie'],
      nuit: true,
      baguettes: 400,
      reprendre: true,
      commentaire: { has: ['niçois'] },
    },
    outcome: 'completed',
  },
  // ───────────── Twelfth blind set, built-in
  {
    id: 'fr-r36',
    title:
      'Vanuatu, a hotel front-desk head in Port-Vila, French with Bislama: a question back first ("Hem i wanem ia? C\'est pour quel travail"), "Hem i gud tumas … 5", "Opera, les check-in … 4", "Hem i save wok wetem olgeta. Je dirais 4", "le cyclone de mars 2023 … 5 sur 5" (5, not 2023), "Mi no save" is can\'t say, "Alors smol : 2", "2 000 passagers" inside the strengths, "Nomo. Rien." skips, "Yes, hem i stret" is yes, "Tri yia" (asked again: "Trois ans", 36), "Tankyu tumas. Lukim yu!" is goodbye',
    tags: [
      'french',
      'question-back',
      'words',
      'dont-know',
      'skip',
      'number-in-word',
      'unit',
      'negation',
    ],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: { firstName: 'Marie-Lise', lastName: 'Kalsakau' },
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
      "Halo. Hem i wanem ia? C'est pour quel travail, elle part à Nouméa ?",
      "Ok. J'étais sa responsable à la réception de l'hôtel Le Lagon, à Port-Vila",
      'Hem i gud tumas avec les clients, en français, en anglais et en bislama. 5',
      'Opera, les check-in, la caisse, les réclamations… elle connaît tout. 4',
      'Hem i save wok wetem olgeta. Je dirais 4',
      "Après le cyclone de mars 2023 elle est venue travailler alors que sa maison n'avait plus de toit. 5 sur 5",
      "Mi no save... je ne l'ai jamais vue seule devant un gros problème, j'étais toujours là",
      "Elle remplaçait le night auditor le week-end mais elle n'avait personne sous elle. Alors smol : 2",
      'Elle garde le sourire même quand un bateau de croisière débarque 2 000 passagers le même matin',
      'Nomo. Rien.',
      'Yes, hem i stret. Demain si elle veut',
      'Tri yia',
      { retry: 'Trois ans', key: 'monthsKnown' },
      'Tankyu tumas. Lukim yu!',
    ],
    expected: {
      relationship: { has: ['responsable', 'réception'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 4,
      reliability: 5,
      leadership: 2,
      strengths: { has: ['sourire'] },
      wouldRehire: true,
      monthsKnown: 36,
    },
    outcome: 'completed',
  },
  // ───────────── Twelfth blind set, tenant: fr-transport and fr-boulangerie
  {
    id: 'fr-t42',
    title:
      'Niger, a haulage owner in Niamey on fr-transport, French with Hausa: "Sannu da aiki", "Gaskiya, … depuis quatre ans" (4), "il roule à 60, pas plus. Je mets 5" (5, not 60), "A\'a, jamais rien. Même pas une rayure" is no, "Citerne … conteneurs sur plateau … Frigo non", "Niamey–Cotonou c\'est 1 050 km, il le fait en deux jours" is no kilometres a day (neither 1050 nor a sum worked out; asked again: "Ban sani ba, passez"), "To, ba matsala, il revient quand il veut" is yes, "Sai an jima"',
    tags: [
      'french',
      'number-in-word',
      'negation',
      'multiple',
      'optional',
      'unit',
      'dont-know',
      'skip',
    ],
    questionnaire: 'fr-transport',
    locale: 'fr',
    candidate: { firstName: 'Ibrahim', lastName: 'Abdou Salifou' },
    says: [
      "Sannu da aiki. Je suis le patron de Sahel Express Transports à Niamey, c'est moi qui fais l'exploitation. Il conduit nos camions sur l'axe Niamey–Cotonou",
      'Gaskiya, il roule pour nous depuis quatre ans. Avant ça il était apprenti sur le camion de son oncle',
      'Sur la route de Dosso avec les nids-de-poule, il roule à 60, pas plus, même quand il est en retard. Je mets 5',
      "A'a, jamais rien. Même pas une rayure",
      "La citerne pour le gasoil, et les conteneurs sur plateau depuis le port de Cotonou. Frigo non, on n'a pas ça",
      "Niamey–Cotonou c'est 1 050 km, il le fait en deux jours",
      { retry: 'Je ne compte pas par jour, ban sani ba. Passez', key: 'km' },
      'To, ba matsala, il revient quand il veut',
      'Il ne perd jamais de temps à la frontière de Malanville, les douaniers le connaissent. Sai an jima',
    ],
    expected: {
      lien: 'Responsable ou exploitant',
      annees: 4,
      conduite: 5,
      sinistres: false,
      transports: ['Citerne', 'Plateau'],
      reembaucher: true,
      commentaire: { has: ['Malanville'] },
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t43',
    title:
      'Rwanda, a head pastry chef in Kigali on fr-boulangerie, French with English and Kinyarwanda: "Muraho! I was her head pastry chef — pardon, j\'étais son chef pâtissier", "Un an et demi, maybe a bit more" (asked again: "ok, put 18"), "I give 4 parce que les 2 premiers mois elle était lente" (4, not 2), a question back on the options ("C\'est quoi le snacking ?"), "Viennoiserie et pâtisserie. Bread no, never", "Yego, she started at 3am" is yes, "She didn\'t shape baguettes … like 300 croissants" is no baguette count, then "my boss is calling, ndaje!" before the required yes/no: open',
    tags: [
      'french',
      'hedge',
      'question-back',
      'multiple',
      'negation',
      'optional',
      'required-miss',
      'number-in-word',
    ],
    questionnaire: 'fr-boulangerie',
    locale: 'fr',
    candidate: { firstName: 'Divine', lastName: 'Uwase' },
    says: [
      "Muraho! I was her head pastry chef — pardon, j'étais son chef pâtissier dans une boulangerie française à Kiyovu, Kigali",
      'Un an et demi, maybe a bit more',
      { retry: 'ok, put 18', key: 'mois' },
      'Her croissants : toujours la même taille, la même couleur. I give 4 parce que les 2 premiers mois elle était lente',
      "C'est quoi le snacking ? Les sandwiches ?",
      "Ok. Viennoiserie et pâtisserie. Bread no, never, ça c'est les boulangers",
      'Yego, she started at 3am for the croissants',
      "She didn't shape baguettes. Only croissants, like 300 every morning",
      'Sorry, my boss is calling, ndaje! I finish later',
    ],
    expected: {
      lien: 'Chef boulanger ou chef pâtissier',
      mois: 18,
      regularite: 4,
      productions: ['Viennoiserie', 'Pâtisserie'],
      nuit: true,
    },
    outcome: 'open',
  },
  // ───────────── Thirteenth blind set (2026-11-29), built-in
  {
    id: 'fr-r37',
    title:
      'Lyon, a pharmacist at the Croix-Rousse answering by voice dictation with its artefacts: "virgule" and "point" typed as words in the relationship, "je lui mets un saint" is the dictated "cinq" (asked again: "Cinq, 5"), "8 heures moins le quart … alors cinq" (5, not 8), "je sais pas trop, c\'est moi qui gérais les problèmes" is can\'t say, "une vraie gone de la Croix-Rousse émoji qui rigole je dirais trois", "à la ligne" inside the strengths, "Oui sans hésiter point d\'exclamation", "cinq ans moins deux mois" is 58, "Non c\'est tout" is no comment',
    tags: ['french', 'typos', 'words', 'number-in-word', 'dont-know', 'unit', 'hedge'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: { firstName: 'Justine', lastName: 'Chavanis' },
    to: ['rel', 'com', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      'Bonjour je suis pharmacienne titulaire à la Croix-Rousse virgule Justine était préparatrice chez nous point',
      'Avec les clients elle est très bien elle explique les posologies aux personnes âgées sans les brusquer je lui mets un saint',
      { retry: "Pardon c'est la dictée. Cinq, 5", key: 'communication' },
      '4 elle connaît bien le logiciel et le tiers payant',
      'Quatre aussi',
      'Elle arrivait à 8 heures moins le quart tous les jours même en pleine épidémie de grippe alors cinq',
      "Ouh là je sais pas trop c'est moi qui gérais les problèmes",
      "Elle a formé la petite apprentie l'an dernier une vraie gone de la Croix-Rousse émoji qui rigole je dirais trois",
      'Sa mémoire des clients à la ligne elle connaît les traitements de tout le quartier par cœur',
      'Elle pourrait prendre plus de place au comptoir quand il y a du monde elle laisse faire les autres',
      "Oui sans hésiter point d'exclamation",
      "Depuis septembre 2019 jusqu'à cet été ça fait cinq ans moins deux mois",
      "Non c'est tout merci au revoir",
    ],
    expected: {
      relationship: { has: ['pharmacienne', 'préparatrice'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 4,
      reliability: 5,
      leadership: 3,
      strengths: { has: ['traitements'] },
      improvements: { has: ['comptoir'] },
      wouldRehire: true,
      monthsKnown: 58,
    },
    outcome: 'completed',
  },
  // ───────────── Thirteenth blind set, tenant: fr-coiffure (lien, annees, technique, prestations, clientele, clients, reprendre, commentaire)
  {
    id: 'fr-t44',
    title:
      'Guinea, a salon owner at the Madina market in Conakry on fr-coiffure, French with Pular: "Jaraama. C\'est moi la patronne du salon", "en 2020 … la fin de l\'année dernière. Ça fait trois ans, trois ans et quelque" (3), "La couleur, elle apprend encore. Je mets 4 sur 5", "Les tresses, les tissages, les perruques aussi … Les hommes non" (perruques are no option), "Eey!" is yes, "les jours normaux 3 ou 4 … les veilles de Tabaski c\'est 10, 12" (asked again: "Mettez 4"), "Alaa, je ne peux pas la reprendre… elle a ouvert son propre salon 😅 Mais si elle revient, oui je la reprends" (a yes, confirmed or asked again), "Jaraama"',
    tags: ['french', 'hedge', 'range', 'multiple', 'negation', 'correction', 'emoji', 'optional'],
    questionnaire: 'fr-coiffure',
    locale: 'fr',
    candidate: { firstName: 'Kadiatou', lastName: 'Bah' },
    says: [
      "Jaraama. C'est moi la patronne du salon Beauté Divine au marché Madina, Kadiatou a travaillé chez moi",
      "Elle est venue en 2020 après le covid, elle est partie à la fin de l'année dernière. Ça fait trois ans, trois ans et quelque",
      'Pour les tresses, personne ne la bat. La couleur, elle apprend encore. Je mets 4 sur 5',
      'Les tresses, les tissages, les perruques aussi. Et les chignons pour les mariages et les baptêmes. Les hommes non, on ne coiffe pas les hommes chez nous',
      "Eey! Les clientes l'appelaient directement sur son téléphone, certaines venaient de Kipé juste pour elle",
      "Ça dépend. Les jours normaux 3 ou 4 parce que les tresses ça prend 5 heures. Les veilles de Tabaski c'est 10, 12, on dort au salon",
      { retry: 'Mettez 4, les jours normaux', key: 'clients' },
      'Alaa, je ne peux pas la reprendre... elle a ouvert son propre salon à Lambanyi 😅 Mais si elle revient, oui je la reprends',
      { retry: 'Oui, je la reprends', key: 'reprendre' },
      "Elle est courageuse, elle envoie l'argent à sa maman à Labé chaque mois. Jaraama",
    ],
    expected: {
      lien: 'Gérant ou gérante du salon',
      annees: 3,
      technique: 4,
      prestations: ['Tresses et tissages', 'Chignons et mariages'],
      clientele: true,
      clients: 4,
      reprendre: true,
      commentaire: { has: ['courageuse'] },
    },
    outcome: 'completed',
  },
  // ───────────── Thirteenth blind set, built-in
  {
    id: 'fr-r38',
    title:
      'Nantes, a claims team manager at an insurer, plain and ordinary: accents in place, one number per rating, "3, il n\'encadrait personne mais il formait les nouveaux" (3), "3 ans" is 36 months, "Non, rien à ajouter. Bonne journée" is no comment',
    tags: ['french', 'short', 'unit'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: { firstName: 'Thomas', lastName: 'Guérin' },
    to: IN_ORDER,
    says: [
      "J'étais son responsable d'équipe au service sinistres, dans une compagnie d'assurances à Nantes",
      '4',
      '4',
      '5',
      '5',
      '4',
      "3, il n'encadrait personne mais il formait les nouveaux",
      'Très rigoureux dans ses dossiers, et toujours poli au téléphone, même avec les assurés mécontents',
      'Il a parfois du mal à dire non quand on lui rajoute du travail',
      'Oui',
      '3 ans',
      'Non, rien à ajouter. Bonne journée',
    ],
    expected: {
      relationship: { has: ["responsable d'équipe", 'sinistres'] },
      communication: 4,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      leadership: 3,
      strengths: { has: ['rigoureux'] },
      improvements: { has: ['dire non'] },
      wouldRehire: true,
      monthsKnown: 36,
    },
    outcome: 'completed',
  },
  // ───────────── Thirteenth blind set, tenant: fr-coiffure and fr-dev
  {
    id: 'fr-t45',
    title:
      'Bayonne, a barber in the Petit Bayonne on fr-coiffure, French with Basque: "Egun on! Je suis le patron du barber shop", "On a bossé 2 ans ensemble, et en technique je lui mets 5 direct" (years 2 AND the technique rating named: not asked again), "Que les hommes : coupe, barbe, les fades … La couleur presque jamais, mettez pas", "Bai" is yes, "Une quinzaine le samedi, 8-10 en semaine" (asked again: "Bon, mettez 10"), "Ez... enfin si, bien sûr que oui, je disais ez à mon apprenti" (yes), "Milesker, agur!"',
    tags: [
      'french',
      'multi-answer',
      'multiple',
      'negation',
      'range',
      'correction',
      'emoji',
      'optional',
    ],
    questionnaire: 'fr-coiffure',
    locale: 'fr',
    candidate: { firstName: 'Iñaki', lastName: 'Etxeberria' },
    says: [
      'Egun on! Je suis le patron du barber shop où il bossait, au Petit Bayonne',
      'On a bossé 2 ans ensemble, et en technique je lui mets 5 direct, ses dégradés sont parfaits',
      'Que les hommes : coupe, barbe, les fades, les motifs au rasoir. La couleur presque jamais, mettez pas',
      "Bai, les joueurs de l'Aviron venaient que pour lui 😎",
      'Une quinzaine le samedi, 8-10 en semaine',
      { retry: 'Bon, mettez 10', key: 'clients' },
      'Ez... enfin si, bien sûr que oui, je disais ez à mon apprenti qui me parlait en même temps 😂',
      'Il parle basque, espagnol et français avec les clients, ici ça compte. Milesker, agur!',
    ],
    expected: {
      lien: 'Gérant ou gérante du salon',
      annees: 2,
      technique: 5,
      prestations: ['Coupe homme et barbe'],
      clientele: true,
      clients: 10,
      reprendre: true,
      commentaire: { has: ['basque'] },
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t46',
    title:
      'Pondicherry, a Tamil tech lead on fr-dev writing English and French: "Vanakkam", "in Pondy — pardon, à Pondichéry", "from 2021 to 2023, two and half years" (30 months), "4." above a pasted signature with "+91 98430 12345" (4), "Aamaa, on-call one week per month" is yes, "Office only … ah non wait, during covid 2021 fully WFH. After, office" (asked again: "Mostly sur site, put that"), "Illai, nothing more. About why she left I don\'t want to say" (no remark), "Nandri"',
    tags: ['french', 'signature', 'unit', 'words', 'correction', 'decline', 'optional', 'skip'],
    questionnaire: 'fr-dev',
    locale: 'fr',
    candidate: { firstName: 'Sandrine', lastName: 'Arokiasamy' },
    says: [
      'Vanakkam. I was her tech lead in a software company in Pondy — pardon, à Pondichéry, rue Suffren. We worked together from 2021 to 2023, two and half years',
      'Her code is clean, good unit tests, she reviews carefully. 4.\n\nRegards,\nS. Karthikeyan\nTechnical Lead | Nexora Software Pvt. Ltd.\n+91 98430 12345',
      'Aamaa, on-call one week per month, for the US client',
      'Office only, no WFH in our company... ah non wait, during covid 2021 fully WFH. After, office',
      { retry: 'Mostly sur site, put that', key: 'mode' },
      "Illai, nothing more. About why she left I don't want to say, ask her. Nandri",
    ],
    expected: {
      mois: 30,
      code: 4,
      astreinte: true,
      mode: 'Sur site',
    },
    outcome: 'completed',
  },
  // ───────────── Fourteenth blind set (2026-11-29), built-in
  {
    id: 'fr-r39',
    title:
      'Liège, a TEC bus depot head with Walloon: "Il conduisait le 4 et le 48" (bus lines, in the relationship), "même avec les étudiants en guindaille. 4", "Quatre et d\'mi" is no whole rating (asked again: "Allez, 4"), "Oufti … sa tournée de pèkèt. 5", "même sous la drache, même le 15 août en plein Outremeuse … 5" (5, not 15), "Dji n\'sé nén" is can\'t say, "Je ne mets rien" skips, a question back before the improvements ("C\'est lui qui va lire ça ?"), "Awè, sûr !" is yes (asked again), "Six ans et d\'mi, depuis qu\'il a eu son permis D" is 78, "c\'est tot. À r\'vèy" is no comment',
    tags: [
      'french',
      'number-in-word',
      'words',
      'hedge',
      'dont-know',
      'skip',
      'question-back',
      'unit',
    ],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: { firstName: 'Grégory', lastName: 'Lambotte' },
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
      'imp',
      'reh',
      'reh',
      'mon',
      'cmt',
    ],
    says: [
      "Bonjour. J'étais son chef de dépôt au TEC, à Robermont. Il conduisait le 4 et le 48, les lignes les plus rudes de Liège",
      'Avec les navetteurs il est fort bien, toujours poli, même avec les étudiants en guindaille le jeudi soir. 4',
      "Quatre et d'mi",
      { retry: 'Allez, 4. Il cale encore dans la côte quand il gèle', key: 'technical_skill' },
      "Oufti, c'est le premier à payer sa tournée de pèkèt après le service. 5",
      'Jamais malade, jamais en retard, même sous la drache, même le 15 août en plein Outremeuse quand tout Liège fait la fête. 5',
      "Dji n'sé nén... c'est le dispatching qui gère les pannes, pas les chauffeurs",
      "Il n'a personne sous lui. Je ne mets rien",
      'Sa ponctualité, et il connaît toutes les rues de Liège par cœur, même les déviations des travaux du tram',
      "C'est lui qui va lire ça ?",
      "Bon. Il s'énerve un peu vite au volant quand on le klaxonne, mais les voyageurs ne l'ont jamais vu",
      'Awè, sûr !',
      { retry: 'Oui, bien sûr', key: 'wouldRehire' },
      "Six ans et d'mi, depuis qu'il a eu son permis D",
      "Non, c'est tot. À r'vèy, et bonne chance à lui",
    ],
    expected: {
      relationship: { has: ['chef de dépôt', 'TEC'] },
      communication: 4,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      strengths: { has: ['ponctualité'] },
      improvements: { has: ["s'énerve"] },
      wouldRehire: true,
      monthsKnown: 78,
    },
    outcome: 'completed',
  },
  // ───────────── Fourteenth blind set, tenant: fr-securite (lien, mois, vigilance, carte, sites, heures, reprendre, commentaire)
  {
    id: 'fr-t47',
    title:
      'Bangui (Central African Republic), a guard post head on fr-securite typing SMS French without accents: "bara ala. mwa c le chef de poste … vers pk12", "depuis la saison des pluies 2022 jusqua fevrier" is no number (asked again: "ok environ 20 mois"), "il dort jms pdt la garde meme a 3h du mat. 5/5" (5, not 3), "ici ya pas de carte comme chez vs en france" then "je peux pas dire oui ou non" on the REQUIRED card (left unanswered: open), "les bureaux de l ong, le supermarche les samedis, qq concerts a l alliance francaise", "vacations de 12h, 6j/7" (asked again: "72 alors", the maximum), "oui sans pb", "singila mingi"',
    tags: [
      'french',
      'typos',
      'short',
      'number-in-word',
      'hedge',
      'dont-know',
      'required-miss',
      'multiple',
      'optional',
      'unit',
    ],
    questionnaire: 'fr-securite',
    locale: 'fr',
    candidate: { firstName: 'Fidèle', lastName: 'Ngouandji' },
    says: [
      'bara ala. mwa c le chef de poste, il etait ds mon equipe a la base de l ong vers pk12',
      'depuis la saison des pluies 2022 jusqua fevrier',
      { retry: 'ok environ 20 mois', key: 'mois' },
      'il dort jms pdt la garde meme a 3h du mat. 5/5',
      'ici ya pas de carte comme chez vs en france. il a fait la formation de la societe',
      { retry: 'je peux pas dire oui ou non, c pas pareil ici', key: 'carte' },
      'les bureaux de l ong, le supermarche les samedis, et qq concerts a l alliance francaise',
      'vacations de 12h, 6j/7',
      { retry: '72 alors, c dur ici', key: 'heures' },
      'oui sans pb',
      'pdt les troubles il est reste a son poste qd les autres sont partis. singila mingi',
    ],
    expected: {
      lien: "Chef de poste ou chef d'équipe",
      mois: 20,
      vigilance: 5,
      sites: ['Commerce', 'Événementiel', 'Bureaux'],
      heures: 72,
      reprendre: true,
      commentaire: { has: ['reste a son poste'] },
    },
    outcome: 'open',
  },
  // ───────────── Fourteenth blind set, built-in
  {
    id: 'fr-r40',
    title:
      'the Seychelles, a dive-centre manager in Beau Vallon writing English, French and Seselwa: "Bonzour! I was her manager … pardon, j\'étais sa responsable au centre de plongée", "Senk" is 5 in Creole (asked again: "Cinq, 5"), "PADI divemaster, 200+ dives. 4" (4, not 200), "i bon menm avec tout le monde, 5", "4, only a few late mornings during the Festival Kreol 😅", "Mon pa konnen" is can\'t say, "15-20 people. 4" (4, not a range), "Paperwork!! 🙈", "Wi" (asked again: yes), "Since low season 2021, so about 3 years" is 36, "No, that\'s all. Mersi bokou" is no comment',
    tags: ['french', 'words', 'number-in-word', 'range', 'dont-know', 'emoji', 'hedge', 'unit'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: { firstName: 'Marie-Claire', lastName: 'Hoareau' },
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
      "Bonzour! I was her manager at the dive centre in Beau Vallon — pardon, j'étais sa responsable au centre de plongée",
      'Senk',
      { retry: 'Cinq, 5 😅 sorry, creole', key: 'communication' },
      'Elle est PADI divemaster, 200+ dives. 4',
      'i bon menm avec tout le monde, 5',
      '4, only a few late mornings during the Festival Kreol 😅',
      'Mon pa konnen... I never saw her alone in a real emergency, I was always on the boat',
      'She leads the snorkel groups for the cruise guests, 15-20 people. 4',
      "Her calm underwater and with scared tourists. Elle parle kreol, français, anglais et un peu d'italien",
      'Paperwork!! The logbooks are always late 🙈',
      'Wi',
      { retry: 'Yes, oui, I would', key: 'wouldRehire' },
      'Since low season 2021, so about 3 years',
      "No, that's all. Mersi bokou! 🌴",
    ],
    expected: {
      relationship: { has: ['responsable', 'plongée'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 4,
      leadership: 4,
      strengths: { has: ['calm'] },
      improvements: { has: ['logbooks'] },
      wouldRehire: true,
      monthsKnown: 36,
    },
    outcome: 'completed',
  },
  // ───────────── Fourteenth blind set, tenant: fr-securite and fr-commerce
  {
    id: 'fr-t48',
    title:
      'an Innu team lead from Uashat at the Sept-Îles aluminium smelter on fr-securite, Québec French: "Kuei! Chu son chef d\'équipe à la sécurité", "Ça fait 3 ans … Pour la vigilance y\'é à 5 … Pis son permis du BSP est bon jusqu\'en 2026" (36 months, the vigilance and the card named: not asked again), "L\'aluminerie surtout, pis l\'été le festival Innu Nikamu" (industrial site and event), "On fait des chiffres de 12 heures, 4 on 4 off" (asked again: "Ben mets 42"), "Non — ah ben voyons, j\'ai lu trop vite. Oui, certain" is yes, "innu-aimun", "Tshinashkumitin"',
    tags: [
      'french',
      'multi-answer',
      'unit',
      'multiple',
      'optional',
      'number-in-word',
      'correction',
    ],
    questionnaire: 'fr-securite',
    locale: 'fr',
    candidate: { firstName: 'Jérémie', lastName: 'Vollant' },
    says: [
      "Kuei! Chu son chef d'équipe à la sécurité de l'aluminerie à Sept-Îles, pis on vient tous les deux de Uashat",
      "Ça fait 3 ans. Pour la vigilance y'é à 5, rien y échappe dans les rondes. Pis son permis du BSP est bon jusqu'en 2026, je l'ai vérifié",
      "L'aluminerie surtout, pis l'été le festival Innu Nikamu à Mani-utenam",
      'On fait des chiffres de 12 heures, 4 on 4 off',
      { retry: "Ben mets 42, c'est la moyenne", key: 'heures' },
      "Non — ah ben voyons, j'ai lu trop vite. Oui, certain que je le reprends",
      'Y parle innu-aimun avec les travailleurs des communautés, ça aide en maudit. Tshinashkumitin',
    ],
    expected: {
      lien: "Chef de poste ou chef d'équipe",
      mois: 36,
      vigilance: 5,
      carte: true,
      sites: ['Événementiel', 'Site industriel'],
      heures: 42,
      reprendre: true,
      commentaire: { has: ['innu-aimun'] },
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t49',
    title:
      'Andorra, a perfumery head in the Pas de la Casa on fr-commerce in Catalan and French: "Bon dia. Sóc l\'encarregada… pardon, j\'étais la responsable", "Dues temporades d\'hivern i un estiu" is no number (asked again: "Posa 16, mettez 16 mois"), a tapped rating, "Sí, és clar, i el tancament de caixa també" (asked again: "Oui"), "Francès, castellà, català i una mica d\'anglès amb els russos" is French and English only, "Uns cent cinquanta… no, perdó, cent vint. 120" (120), "Gràcies, adéu!" inside the comment',
    tags: ['french', 'tap', 'words', 'correction', 'multiple', 'optional', 'unit'],
    questionnaire: 'fr-commerce',
    locale: 'fr',
    candidate: { firstName: 'Marc', lastName: 'Cerqueda' },
    says: [
      "Bon dia. Sóc l'encarregada... pardon, j'étais la responsable de la parfumerie au Pas de la Casa, il travaillait pour moi",
      "Dues temporades d'hivern i un estiu",
      { retry: 'Posa 16, mettez 16 mois', key: 'mois' },
      { tap: 5 },
      'Sí, és clar, i el tancament de caixa també',
      { retry: 'Oui', key: 'caisse' },
      "Francès, castellà, català i una mica d'anglès amb els russos",
      'Uns cent cinquanta... no, perdó, cent vint. 120',
      'Parla amb tothom, fins i tot amb els clients de mal humor del dissabte. Gràcies, adéu!',
    ],
    expected: {
      lien: 'Responsable du magasin',
      mois: 16,
      accueil: 5,
      caisse: true,
      langues: ['Français', 'Anglais'],
      clients: 120,
      commentaire: { has: ['tothom'] },
    },
    outcome: 'completed',
  },
  // ───────────── Fifteenth blind set (2026-11-30), built-in
  {
    id: 'fr-r41',
    title:
      'the Vietnamese of the Paris 13e, a travel agency manager avenue de Choisy writing French with Vietnamese: "Dạ, chào chị", "Rất tốt. 5", "4 điểm" is 4 (điểm is points), "Bình thường" is "normal" with no number (asked again: 3), "pendant le Tết 2024 … 300 dossiers en deux semaines … 5" (5, neither 2024, 300 nor 2), "Không biết… je ne sais pas" is can\'t say, "Chưa … Je ne note pas" skips, "les ông bà" inside the strengths, "Dạ vâng, tất nhiên" is yes (asked again if need be), "Ba năm rưỡi… pardon, trois ans et demi" is 42, "Không, cảm ơn nhiều" is no comment',
    tags: ['french', 'words', 'number-in-word', 'dont-know', 'skip', 'unit', 'emoji'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: { firstName: 'Minh-Thu', lastName: 'Trần' },
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
      "Dạ, chào chị. Je suis la gérante de l'agence de voyages avenue de Choisy, Minh-Thu était conseillère billetterie chez nous",
      'Elle parle français, vietnamien et un peu cantonais avec les clients de Belleville. Rất tốt. 5',
      'Amadeus, les billets, les visas pour le Vietnam, elle connaît tout. 4 điểm',
      'Bình thường',
      { retry: 'Pardon, ça veut dire « normal » en vietnamien. Disons 3', key: 'teamwork' },
      "Pendant le Tết 2024 on a eu 300 dossiers en deux semaines, elle n'a pas manqué un seul jour. 5",
      "Không biết... je ne sais pas, les problèmes avec les compagnies aériennes c'est moi qui les règle",
      "Chưa, elle n'a encadré personne. Je ne note pas",
      'Elle est très patiente avec les ông bà, les personnes âgées qui réservent pour rentrer au pays. Elle leur remplit tous les papiers',
      'Elle doit apprendre à dire non aux clients qui demandent des remises 😅',
      'Dạ vâng, tất nhiên',
      { retry: 'Oui, bien sûr', key: 'wouldRehire' },
      'Ba năm rưỡi... pardon, trois ans et demi',
      'Không, cảm ơn nhiều. Bonne journée',
    ],
    expected: {
      relationship: { has: ['gérante', 'agence de voyages'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 3,
      reliability: 5,
      strengths: { has: ['ông bà'] },
      improvements: { has: ['dire non'] },
      wouldRehire: true,
      monthsKnown: 42,
    },
    outcome: 'completed',
  },
  // ───────────── Fifteenth blind set, tenant: fr-agricole (lien, saisons, soin, travaux, engins, kilos, reprendre, commentaire)
  {
    id: 'fr-t50',
    title:
      'a Romanian team leader in the Champagne vineyards on fr-agricole, French with Romanian (partly without its diacritics): "Bună ziua. Sunt sef de echipa… pardon, je suis chef d\'équipe", "Trei… trois vendanges, 2022, 2023 et 2024. Et la taille l\'hiver 2023" is 3 or 4 seasons (asked again: "Mettez 4"), "Foarte bine … 5", the grape harvest and the pruning, the hotte and "les pommes non" that are no option, "Nu, pas de permis" is no, "40, 50 caisses par jour" are crates, never kilos (asked again: "Nu știu în kilograme. Sautez", nothing), "Da, sigur!" is yes (asked again if need be), "Mulțumesc și o zi bună!" inside the comment',
    tags: ['french', 'words', 'range', 'unit', 'multiple', 'negation', 'skip', 'optional'],
    questionnaire: 'fr-agricole',
    locale: 'fr',
    candidate: { firstName: 'Ionuț', lastName: 'Popescu' },
    says: [
      "Bună ziua. Sunt sef de echipa... pardon, je suis chef d'équipe chez le prestataire de vendanges à Épernay. Ionuț était dans mon équipe",
      "Trei... trois vendanges, 2022, 2023 et 2024. Et la taille l'hiver 2023",
      { retry: 'Mettez 4, avec la taille', key: 'saisons' },
      "Foarte bine. Il coupe propre, jamais de grappes par terre, le chef de cave n'a rien dit. 5",
      "Les vendanges et la taille. Il portait aussi la hotte quand il manquait un porteur. Les pommes non, c'était pas chez nous",
      'Nu, pas de permis',
      'Aux vendanges on compte pas au kilo, on compte les caisses. 40, 50 caisses par jour',
      { retry: 'Nu știu în kilograme. Sautez', key: 'kilos' },
      "Da, sigur! Chaque année c'est le premier à appeler en juillet",
      { retry: 'Oui, bien sûr', key: 'reprendre' },
      "Il parle bien français, il traduit pour les autres Roumains de l'équipe. Mulțumesc și o zi bună!",
    ],
    expected: {
      lien: "Chef d'équipe",
      saisons: 4,
      soin: 5,
      travaux: ['Vendanges', 'Taille de la vigne'],
      engins: false,
      reprendre: true,
      commentaire: { has: ['traduit'] },
    },
    outcome: 'completed',
  },
  // ───────────── Fifteenth blind set, built-in
  {
    id: 'fr-r42',
    title:
      'a Turkish garage owner in Strasbourg-Neuhof writing French with Turkish (dotless ı, ş, ğ, İ): "Merhaba", "çırak (apprenti)" and "usta" in the relationship, "3… yok yok, 4" (yok is no: 4), "Çok iyi … 5 ve la fiabilité aussi 5" (the technical rating AND reliability named: reliability not asked again), "İyi, 4", "4 ou 5, belki 5" (belki is maybe: asked again, "Tamam, mettez 5"), "Bilmiyorum" (asked again: "je note pas", nothing), a refused improvement, "Evet, yarın bile! Demain s\'il veut" is yes, "4 ans, de 2019 à 2023. Enfin, moins le service militaire en Turquie, 6 mois" is 48 or 42 (asked again: 42), "Allah razı olsun … İnşallah" inside the comment',
    tags: [
      'french',
      'correction',
      'multi-answer',
      'range',
      'hedge',
      'dont-know',
      'decline',
      'unit',
      'emoji',
    ],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: { firstName: 'Emre', lastName: 'Yıldız' },
    to: [
      'rel',
      'com',
      'tec',
      'tea',
      'pro',
      'pro',
      'lea',
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
      "Merhaba. Je suis le patron du garage à Neuhof. Emre était mécanicien chez moi, il a commencé çırak (apprenti) et l'usta c'était moi",
      'Avec les clients ça va, mais il parle vite, les clients alsaciens comprennent pas toujours 😄 3... yok yok, 4, il explique bien les devis',
      "Çok iyi. Diagnostic, boîte auto, clim, même les hybrides. 5 ve la fiabilité aussi 5, jamais un jour d'absence",
      'İyi, 4',
      '4 ou 5, belki 5',
      { retry: 'Tamam, mettez 5', key: 'problem_solving' },
      'Bilmiyorum',
      { retry: 'Je sais pas, il a jamais eu personne sous lui. Je note pas', key: 'leadership' },
      'Il est honnête. Il dit jamais au client de changer une pièce qui est encore bonne',
      "Ça je préfère pas répondre, c'est entre lui et moi",
      "Evet, yarın bile! Demain s'il veut",
      { retry: 'Oui', key: 'wouldRehire' },
      '4 ans, de 2019 à 2023. Enfin, moins le service militaire en Turquie, 6 mois',
      { retry: 'Mettez 42', key: 'monthsKnown' },
      "Allah razı olsun, c'est un bon garçon. İnşallah il trouve une bonne place",
    ],
    expected: {
      relationship: { has: ['patron', 'garage'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 5,
      strengths: { has: ['honnête'] },
      wouldRehire: true,
      monthsKnown: 42,
      comments: { has: ['bon garçon'] },
    },
    outcome: 'completed',
  },
  // ───────────── Fifteenth blind set, tenant: fr-agricole and fr-dev
  {
    id: 'fr-t51',
    title:
      'a Mexican foreman on a strawberry farm on the île d\'Orléans on fr-agricole, Québec French with Spanish: "Hola, bonjour. Moi chu le contremaître … fait que c\'est moi qui réponds" (a team leader), "Cuatro temporadas, 4 saisons … d\'avril à octobre" (4), "Las fresas son delicadas … des fois il va trop vite pour le bonus. 4", "Fraises, framboises, pis les légumes … L\'empaquetage non" (fruit picking and market gardening), "Sí, le tracteur … pis le chariot élévateur" is yes, "Como 600 libras por día… 600 livres par jour" are pounds, never stored as kilos (asked again: "en kilos disons 270"), "¡Claro que sí!" is yes (asked again if need be), a candidate with a double surname "Chávez Ixcoy", "Gracias" inside the comment',
    tags: ['french', 'words', 'hedge', 'unit', 'multiple', 'negation', 'optional'],
    questionnaire: 'fr-agricole',
    locale: 'fr',
    candidate: { firstName: 'José Luis', lastName: 'Chávez Ixcoy' },
    says: [
      "Hola, bonjour. Moi chu le contremaître à la ferme, à l'île d'Orléans. Le patron y parle pas espagnol, fait que c'est moi qui réponds. José Luis était dans mon équipe",
      "Cuatro temporadas, 4 saisons. Il vient avec le programme des travailleurs étrangers, d'avril à octobre",
      "Las fresas son delicadas... les fraises c'est fragile. Il fait attention, mais des fois il va trop vite pour le bonus. 4",
      "Fraises, framboises, pis les légumes : laitue, brocoli. L'empaquetage non, c'est les filles du kiosque",
      'Sí, le tracteur pour les rangs pis le chariot élévateur au hangar',
      'Como 600 libras por día... 600 livres par jour dans le gros de la saison',
      { retry: 'Ok, en kilos disons 270', key: 'kilos' },
      "¡Claro que sí! Le patron l'a déjà demandé pour l'an prochain",
      { retry: 'Oui', key: 'reprendre' },
      'Es buena gente. Il envoie toute sa paye à sa famille au Guatemala. Gracias, bonne journée',
    ],
    expected: {
      lien: "Chef d'équipe",
      saisons: 4,
      soin: 4,
      travaux: ['Cueillette de fruits', 'Maraîchage'],
      engins: true,
      kilos: 270,
      reprendre: true,
      commentaire: { has: ['Guatemala'] },
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t52',
    title:
      'a Franco-Israeli CTO in Herzliya on fr-dev writing French with Hebrew: "Shalom!", "depuis l\'alyah de Yoni en 2022 jusqu\'en juillet 2024… donc 2 ans? Un peu plus" has no certain number (asked again: "Beseder, mettez 26"), "Tov meod … Je mets 5, et encore c\'est pas assez 😂" (5), "כן (oui), toranout une semaine sur trois" in Hebrew script is yes, then "Slicha, Shabbat rentre dans 20 minutes … Je finis dimanche" before the required work mode: open',
    tags: ['french', 'hedge', 'unit', 'emoji', 'number-in-word', 'required-miss', 'done-phrase'],
    questionnaire: 'fr-dev',
    locale: 'fr',
    candidate: { firstName: 'Yoni', lastName: 'Benhamou' },
    says: [
      "Shalom! On a bossé ensemble dans une startup à Herzliya, depuis l'alyah de Yoni en 2022 jusqu'en juillet 2024... donc 2 ans? Un peu plus",
      { retry: 'Beseder, mettez 26', key: 'mois' },
      "Tov meod. Ses PR passaient la review du premier coup. Je mets 5, et encore c'est pas assez 😂",
      'כן (oui), toranout une semaine sur trois, même le vendredi soir',
      "Slicha, Shabbat rentre dans 20 minutes, il faut que je file. Je finis dimanche, ici c'est un jour de travail 😉",
    ],
    expected: { mois: 26, code: 5, astreinte: true },
    outcome: 'open',
  },
  // ───────────── Sixteenth blind set, built-in
  {
    id: 'fr-r43',
    title:
      'the Armenian diaspora of Alfortville, a dental lab owner writing French with Western Armenian in its own script: "Բարեւ ձեզ, bonjour", "arrivé d\'Erevan en 2021" inside the relationship (no duration), "Լավ, 4", "Շատ լավ ! … Հինգ" with the five only in Armenian letters (asked again: "hink, cinq. 5"), "C\'est sur 5 ou sur 10 ?" then "Ah, sur 5. Alors 4", "même le 24 avril … 5", "3 ou 4. Չեմ գիտեր" (asked again: "mettez 3"), "Ça c\'est obligatoire ?" then "Alors je passe", a refused improvement, "Այո, bien sûr" is yes, "depuis mars 2021 jusqu\'au mois dernier" (asked again: 66), "Շնորհակալություն" inside the comment',
    tags: [
      'french',
      'words',
      'question-back',
      'range',
      'dont-know',
      'decline',
      'skip',
      'unit',
      'optional',
    ],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: { firstName: 'Narek', lastName: 'Hovhannisyan' },
    to: [
      'rel',
      'com',
      'tec',
      'tec',
      'tea',
      'tea',
      'rlb',
      'pro',
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
      "Բարեւ ձեզ, bonjour. Je suis Garo Kéchichian, le patron du laboratoire de prothèse dentaire à Alfortville. Narek était prothésiste chez moi, il est arrivé d'Erevan en 2021",
      "Son français n'était pas parfait au début mais avec les dentistes il se fait comprendre. Լավ, 4",
      'Շատ լավ ! Céramique, zircone, implants, il fait tout. Հինգ',
      { retry: 'Pardon, hink, cinq. 5', key: 'technical_skill' },
      "C'est sur 5 ou sur 10 ?",
      'Ah, sur 5. Alors 4, il aide les autres quand il a fini',
      "Jamais en retard. Même le 24 avril il est venu l'après-midi, après la commémoration. 5",
      '3 ou 4. Չեմ գիտեր... je sais pas trop',
      { retry: 'Bon, mettez 3', key: 'problem_solving' },
      "Ça c'est obligatoire ? Il n'a dirigé personne",
      'Alors je passe',
      'Les couronnes sur implants, les bridges complets. Et il est honnête, il ne cache pas ses erreurs',
      'Je préfère ne pas répondre à ça, je ne veux pas lui nuire',
      "Այո, bien sûr, demain s'il veut",
      "Depuis mars 2021 jusqu'au mois dernier",
      { retry: 'Cinq ans et demi à peu près. Mettez 66', key: 'monthsKnown' },
      'Il mérite une bonne place. Շնորհակալություն, merci',
    ],
    expected: {
      relationship: { has: ['patron', 'prothèse'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 3,
      strengths: { has: ['honnête'] },
      wouldRehire: true,
      monthsKnown: 66,
      comments: { has: ['bonne place'] },
    },
    outcome: 'completed',
  },
  // ───────────── Sixteenth blind set, tenant: fr-hotellerie (lien, mois, proprete, taches, chambres, formation, reembaucher, commentaire)
  {
    id: 'fr-t53',
    title:
      'a Québec executive housekeeper in the Vieux-Québec answering by voice dictation in her car, with its homophones: "excusez je dicte dans mon char", "préposée aux chambres" (she is the gouvernante), "de mai 2023 jusqu\'à la fin d\'octobre 2024 ça fait disons 18 mois", "j\'inspecte 40 chambres … 4 sur 5 non attends 5 sur 5" (5), "les départs pis les re couches … les aires communes … mais pas la buanderie" (departures, stayovers, common areas; no linen), "16 crédits par jour" that are no rooms (a departure one credit, a stayover a half), asked again "entre 18 pis 22", asked again "Mettons vin" (the dictated vingt: 20), "formé deux nouvelles" is yes, "Cent hésiter" (the dictated sans hésiter) is yes, never 100',
    tags: ['french', 'typos', 'correction', 'range', 'unit', 'multiple', 'negation', 'optional'],
    questionnaire: 'fr-hotellerie',
    locale: 'fr',
    candidate: { firstName: 'Rosalie', lastName: 'Thibodeau' },
    says: [
      "Bonjour je suis la gouvernante exécutive à l'hôtel dans le Vieux-Québec excusez je dicte dans mon char Rosalie était préposée aux chambres dans mon équipe",
      "Elle a fait deux étés pis un hiver avec nous autres de mai 2023 jusqu'à la fin d'octobre 2024 ça fait disons 18 mois",
      "J'inspecte 40 chambres par jour pis les siennes passaient presque toujours du premier coup je dirais 4 sur 5 non attends 5 sur 5 elle le mérite",
      'Les départs pis les re couches surtout pis les aires communes le lobby pis les corridors mais pas la buanderie',
      "Chez nous on compte en crédits un départ c'est un crédit une re couche c'est un demi elle faisait 16 crédits par jour",
      { retry: 'En chambres je dirais entre 18 pis 22 ça dépend des départs', key: 'chambres' },
      { retry: 'Mettons vin', key: 'chambres' },
      "Oui elle a formé deux nouvelles préposées l'été passé",
      "Cent hésiter elle est déjà sur ma liste pour l'été prochain",
      'Elle est vaillante pis toujours de bonne humeur même les samedis à 30 départs bonne journée là',
    ],
    expected: {
      lien: 'Gouvernante ou gouvernant',
      mois: 18,
      proprete: 5,
      taches: ['Chambres à blanc (départs)', 'Recouches', 'Parties communes'],
      chambres: 20,
      formation: true,
      reembaucher: true,
      commentaire: { has: ['vaillante'] },
    },
    outcome: 'completed',
  },
  // ───────────── Sixteenth blind set, built-in
  {
    id: 'fr-r44',
    title:
      'a Franco-Iranian process engineering manager at the Crolles semiconductor fab whose phone keyboard stays in Persian: a very long relationship full of other numbers (14 people, 5x8, 3 machines, 92 % to 97 %, 2024), "خیلی خوب. ۴" with an Extended Arabic-Indic four (asked again: "mon clavier est resté en persan. 4"), "Plutôt 3. Non, je suis injuste, 4", "5/5 … la neige sur l\'A41 😅", "… en 2 jours. ۵" (asked again: "5, pardon"), "نمی‌دونم" is can\'t say, "بله، بدون شک" in Persian script (asked again: "Oui, sans aucun doute"), "4 ans et demi … sa thèse a duré 3 ans et après 18 mois en CDI" is 54, "Non, c\'est tout. مرسی" is no comment',
    tags: [
      'french',
      'long',
      'correction',
      'number-in-word',
      'dont-know',
      'unit',
      'emoji',
      'negation',
    ],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: { firstName: 'Arash', lastName: 'Karimi' },
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
      'reh',
      'mon',
      'cmt',
    ],
    says: [
      "Bonjour, je suis Leila Moradi, responsable de l'équipe process gravure chez STMicro à Crolles. Arash a été ingénieur dans mon équipe, d'abord en thèse CIFRE, puis en CDI. Pour le contexte : on est 14 dans l'équipe, la salle blanche tourne en 5x8, il suivait 3 équipements de gravure plasma et il a fait passer le rendement de sa ligne de 92 % à 97 % en 2024. Je précise que je suis iranienne moi aussi et qu'on parlait parfois persan à la pause, mais ça n'a jamais joué dans mon jugement, je suis plus dure avec lui qu'avec les autres si vous voulez tout savoir.",
      'خیلی خوب. ۴',
      { retry: 'Pardon, mon clavier est resté en persan. 4', key: 'communication' },
      'Excellent techniquement, 5. Il connaît les chambres de gravure mieux que les techniciens du fournisseur',
      'Plutôt 3. Non, je suis injuste, 4. Il aide les alternants même quand il est débordé',
      "5/5, sauf une fois où il est arrivé en retard à cause de la neige sur l'A41 😅",
      "C'est vraiment sa force. Quand le rendement a chuté il a trouvé la cause en 2 jours. ۵",
      { retry: '5, pardon', key: 'problem_solving' },
      "نمی‌دونم. Il n'a encadré que des stagiaires, je ne peux pas vraiment juger",
      "La rigueur, les plans d'expériences, et il documente tout",
      'Il dit oui à tout le monde et il se surcharge',
      'بله، بدون شک',
      { retry: 'Oui, sans aucun doute', key: 'wouldRehire' },
      '4 ans et demi. Enfin sa thèse a duré 3 ans et après 18 mois en CDI',
      "Non, c'est tout. مرسی, merci et bonne continuation",
    ],
    expected: {
      relationship: { has: ['responsable', 'gravure'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 5,
      strengths: { has: ['rigueur'] },
      improvements: { has: ['surcharge'] },
      wouldRehire: true,
      monthsKnown: 54,
    },
    outcome: 'completed',
  },
  // ───────────── Sixteenth blind set, tenant: fr-restauration and fr-hotellerie
  {
    id: 'fr-t54',
    title:
      'a Japanese chef-owner rue Sainte-Anne in Paris on fr-restauration, in very short messages mixing Japanese and French: "シェフです。Chef. Patron." is the manager, "二年" in kanji (asked again: "2 ans."), a full-width "４。" from the Japanese keyboard is 4, "キッチンだけ。Cuisine seulement.", "はい。Oui." is yes, "いいえ。Personne." on the optional team size is nothing (min 1), "真面目 (sérieux)" inside the strength, "ありがとうございました" after the end',
    tags: ['french', 'short', 'number-in-word', 'words', 'multiple', 'negation', 'optional'],
    questionnaire: 'fr-restauration',
    locale: 'fr',
    candidate: { firstName: 'Lucas', lastName: 'Marchand' },
    says: [
      'シェフです。Chef. Patron.',
      '二年',
      { retry: '2 ans.', key: 'annees' },
      '４。',
      'キッチンだけ。Cuisine seulement.',
      'はい。Oui.',
      'いいえ。Personne.',
      'Il goûte tout. Le bouillon cuit 12 heures, il surveille. 真面目 (sérieux).',
      'ありがとうございました',
    ],
    expected: {
      relation: 'Son ou sa responsable',
      annees: 2,
      rigueur: 4,
      postes: ['Cuisine'],
      reembaucher: true,
      point_fort: { has: ['bouillon'] },
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t55',
    title:
      'a Portuguese head housekeeper in a Crans-Montana (Valais) hotel on fr-hotellerie, French with European Portuguese: "Bom dia! Sou a governanta… pardon, je suis la gouvernante générale", "Duas temporadas de inverno, deux saisons d\'hiver, de décembre à avril. Et l\'été 2025 aussi" is no certain number (asked again: "Pronto, mettez 14"), "Impecável! Sur 5 elle a 5, le client du 412 …" (5), "les départs et les recouches, e às vezes la lingerie … Les communs non" (departures, stayovers, linen), "Um andar inteiro, un étage entier : quinze chambres" (15), then "Desculpa, o diretor está a chamar … un car de touristes arrive" before the training and the required rehire: open',
    tags: ['french', 'words', 'unit', 'multiple', 'negation', 'required-miss', 'done-phrase'],
    questionnaire: 'fr-hotellerie',
    locale: 'fr',
    candidate: { firstName: 'Joana', lastName: 'Moreira da Silva' },
    says: [
      "Bom dia! Sou a governanta... pardon, je suis la gouvernante générale de l'hôtel à Crans-Montana. Joana était une de mes femmes de chambre",
      "Duas temporadas de inverno, deux saisons d'hiver, de décembre à avril. Et l'été 2025 aussi",
      { retry: "Pronto, mettez 14, avec l'été", key: 'mois' },
      'Impecável! Sur 5 elle a 5, le client du 412 a même laissé un mot pour elle',
      "Les départs et les recouches, e às vezes la lingerie quand la lingère était malade. Les communs non, c'est l'équipe du soir",
      'Um andar inteiro, un étage entier : quinze chambres',
      "Desculpa, o diretor está a chamar... le directeur m'appelle, un car de touristes arrive. Je vous réponds plus tard, obrigada!",
    ],
    expected: {
      lien: 'Gouvernante ou gouvernant',
      mois: 14,
      proprete: 5,
      taches: ['Chambres à blanc (départs)', 'Recouches', 'Lingerie'],
      chambres: 15,
    },
    outcome: 'open',
  },
  // ───────────── Seventeenth blind set, built-in
  {
    id: 'fr-r45',
    title:
      'a Jersey hotel general manager in St Helier writing school French on a phone whose autocorrect is set to English: "Bouônjour!" in Jèrriais, "pendant deux saisons" inside the relationship (no duration), "Quarter" that is the autocorrected quatre, then "*quatre!! … my phone is in English" (4), "le ferry de Saint-Malo était cancelled … Cinq", "Quatre-ish" (4), "N/A … the night porter sometimes? No, N/A" (nothing), "Our!! Tomorrow" that is the autocorrected oui (asked again: "Oui* … OUI"), "deux saisons, mars à octobre, 2024 and 2025" is 16 worked or 20 known (asked again: 16), "À bétôt" is no comment',
    tags: ['french', 'typos', 'correction', 'hedge', 'skip', 'unit', 'emoji', 'words'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: { firstName: 'Mathilde', lastName: 'Le Quesne' },
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
      'mon',
      'cmt',
    ],
    says: [
      "Bouônjour! Sorry, my French is from school. Je suis le general manager de l'hôtel à St Helier, Jersey. Mathilde était ma head receptionist, euh, chef de réception, pendant deux saisons",
      'Quarter',
      {
        retry: '*quatre!! Sorry, my phone is in English, it changes my French words 🙈',
        key: 'communication',
      },
      '5. She knows Opera (our PMS) better than me',
      'Très bien, 4',
      "Cinq. Never late, même quand le ferry de Saint-Malo était cancelled et qu'elle devait prendre l'avion",
      'Quatre-ish',
      'N/A, she did not manage anyone. Well, the night porter sometimes? No, N/A',
      "Elle parle anglais, français et un peu de portugais avec le staff de Madère. Les clients français du weekend l'adorent",
      'Delegate more... déléguer? She does everything herself',
      'Our!! Tomorrow',
      { retry: 'Oui* — the autocorrect again. OUI', key: 'wouldRehire' },
      'Two seasons, deux saisons, mars à octobre, 2024 and 2025',
      { retry: 'We worked together 16 months, seize mois', key: 'monthsKnown' },
      "Non, that's all. À bétôt, comme on dit en Jèrriais!",
    ],
    expected: {
      relationship: { has: ['general manager', 'Jersey'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 4,
      strengths: { has: ['portugais'] },
      improvements: { has: ['déléguer'] },
      wouldRehire: true,
      monthsKnown: 16,
    },
    outcome: 'completed',
  },
  // ───────────── Seventeenth blind set, tenant: fr-peche (lien, mois, securite, postes, certificats, jours, rembarquer, commentaire)
  {
    id: 'fr-t56',
    title:
      'a lobster fisherman in Grande-Entrée (Îles-de-la-Madeleine) on fr-peche, Madelinot French: "le capitaine pis le propriétaire du bateau" with his "aide-pêcheur" (the skipper), "Trois saisons de homard, de la mi-mai à la mi-juillet, pis une saison de crabe" is no certain number of months (asked again: "Ben mettons 8 mois en toute"), "sa veste de flottaison … 5", "Y boëttait pis y virait les cages … y mesurait les homards, les femelles œuvées y les remettait à l\'eau. Le moteur c\'est moi" (deck and sorting, not the engine), "son FUM" is yes, "Ça s\'applique pas, au homard on rentre au quai tous les soirs" on the optional days at sea (nothing), "Ben certain!" is yes, "même par un gros nordet" in the comment',
    tags: ['french', 'unit', 'words', 'multiple', 'negation', 'optional'],
    questionnaire: 'fr-peche',
    locale: 'fr',
    candidate: { firstName: 'Jérémie', lastName: 'Arseneau' },
    says: [
      "Salut! C'est moi le capitaine pis le propriétaire du bateau, à Grande-Entrée. Jérémie était mon aide-pêcheur",
      "Trois saisons de homard, de la mi-mai à la mi-juillet, pis une saison de crabe l'automne passé",
      { retry: 'Ben mettons 8 mois en toute', key: 'mois' },
      "Y porte sa veste de flottaison tout le temps, même quand c'est calme plat, pis y'é jamais dans le chemin quand les cages partent à l'eau. 5",
      "Y boëttait pis y virait les cages, pis y mesurait les homards, les femelles œuvées y les remettait à l'eau. Le moteur c'est moi qui s'en occupe",
      'Oui, son FUM pis sa carte de compétence, tout est à jour',
      "Ça s'applique pas, au homard on rentre au quai tous les soirs",
      "Ben certain! J'y ai déjà dit que sa place l'attend au printemps",
      "Y'é travaillant pis y se plaint jamais, même par un gros nordet. Bonne journée!",
    ],
    expected: {
      lien: 'Patron ou patronne de pêche',
      mois: 8,
      securite: 5,
      postes: ['Pont (filage et virage)', 'Tri et conditionnement des captures'],
      certificats: true,
      rembarquer: true,
      commentaire: { has: ['nordet'] },
    },
    outcome: 'completed',
  },
  // ───────────── Seventeenth blind set, built-in
  {
    id: 'fr-r46',
    title:
      'a Lao NGO director in Vientiane who answers ahead: a long first message with the relationship that also names the duration ("deux ans pile, de janvier 2023 à décembre 2024": 24) and the rehire ("je la réembaucherais sans hésiter": yes), neither asked again; then every rating in one message when the communication is asked ("communication 5, technique 4... non, 5 … esprit d\'équipe 5, fiabilité 4 … résolution de problèmes 5", leadership "je ne sais pas": nothing), "Sabaidee", "bo pen nyang" inside the improvements, "Non, tout est dit. Khop chai lai lai!" is no comment',
    tags: ['french', 'long', 'multi-answer', 'wrong-question', 'correction', 'dont-know', 'emoji'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: { firstName: 'Camille', lastName: 'Fournier' },
    to: ['rel', 'com', 'str', 'imp', 'cmt'],
    says: [
      "Sabaidee! Je suis Vanida Sisouphanh, directrice de l'ONG à Vientiane où Camille était coordinatrice de projet (eau et assainissement, province de Savannakhet). On a travaillé ensemble deux ans pile, de janvier 2023 à décembre 2024, et je vous le dis tout de suite : je la réembaucherais sans hésiter.",
      "Pour aller plus vite, toutes les notes d'un coup : communication 5, technique 4... non, 5, c'est elle qui a monté tout le suivi sur KoboToolbox, esprit d'équipe 5, fiabilité 4 parce que les rapports arrivaient souvent la veille au soir 😅, résolution de problèmes 5. Le leadership je ne sais pas, elle n'encadrait personne officiellement.",
      'Elle apprend vite : en six mois elle parlait lao avec les chefs de village. Et elle écoute avant de proposer',
      'Ici on dit « bo pen nyang », pas de souci, pas grave. Elle, tout était urgent. Elle doit apprendre la patience',
      'Non, tout est dit. Khop chai lai lai!',
    ],
    expected: {
      relationship: { has: ['directrice', 'Vientiane'] },
      communication: 5,
      technical_skill: 5,
      teamwork: 5,
      reliability: 4,
      problem_solving: 5,
      strengths: { has: ['lao'] },
      improvements: { has: ['patience'] },
      wouldRehire: true,
      monthsKnown: 24,
    },
    outcome: 'completed',
  },
  // ───────────── Seventeenth blind set, tenant: fr-comptabilite and fr-peche
  {
    id: 'fr-t57',
    title:
      'a chartered accountant in Cotonou (Benin) on fr-comptabilite who answers two questions about the wrong person: "Rodrigue a fait son stage chez nous", "Deux ans", then at the rating "je vois sur le lien « Rodrigue AHOUANSOU ». Moi je parlais de Rodrigue ADJOVI … Ahouansou je ne le connais pas … Il faut m\'excuser, je ne peux pas répondre pour quelqu\'un que je ne connais pas": a decline, nothing kept',
    tags: ['french', 'decline', 'words'],
    questionnaire: 'fr-comptabilite',
    locale: 'fr',
    candidate: { firstName: 'Rodrigue', lastName: 'Ahouansou' },
    says: [
      "Bonjour Madame. Je suis l'expert-comptable associé du cabinet à Cotonou, Rodrigue a fait son stage chez nous",
      'Deux ans. Il est arrivé en 2022, juste après sa licence',
      "Attendez... je vois sur le lien « Rodrigue AHOUANSOU ». Moi je parlais de Rodrigue ADJOVI, notre stagiaire. Ahouansou je ne le connais pas du tout, il n'a jamais travaillé chez nous. Il faut m'excuser, je ne peux pas répondre pour quelqu'un que je ne connais pas",
      { tapConfirm: true },
    ],
    expected: {},
    outcome: 'declined',
  },
  {
    id: 'fr-t58',
    title:
      'a Guilvinec trawler skipper on fr-peche with Breton words, for a candidate named "Le Floc\'h": "Demat. Patron du chalutier", "une vingtaine de marées" that are fishing trips, no months (asked again: "Deux ans et demi, mettez 30"), "Ya. Jamais sans sa VFI … 4, parce qu\'il lui arrive de passer sous les funes" (4), "Pont surtout … le tri du poisson à la table … le cuisinier deux marées" (deck, sorting, galley), "Ya, tout à jour" is yes, "Nos marées font treize jours" (13), then "On largue dans dix minutes, plus de réseau après Penmarc\'h … Kenavo" before the required rehire: open',
    tags: ['french', 'unit', 'words', 'multiple', 'optional', 'required-miss', 'done-phrase'],
    questionnaire: 'fr-peche',
    locale: 'fr',
    candidate: { firstName: 'Erwan', lastName: "Le Floc'h" },
    says: [
      'Demat. Patron du chalutier, au Guilvinec. Erwan était matelot chez moi',
      'On a fait une vingtaine de marées ensemble',
      { retry: 'Deux ans et demi, mettez 30', key: 'mois' },
      "Ya. Jamais sans sa VFI sur le pont, et il a les bons réflexes au virage. 4, parce qu'il lui arrive de passer sous les funes quand ça tire",
      "Pont surtout, filage et virage, et le tri du poisson à la table. Il a fait le cuisinier deux marées quand le cuistot s'était ouvert la main",
      'Ya, tout à jour : CFBS, matelot pont, visite médicale',
      "Nos marées font treize jours, il n'a jamais demandé à rentrer avant",
      "On largue dans dix minutes, plus de réseau après Penmarc'h. Je finis en rentrant, dans quinze jours. Kenavo",
    ],
    expected: {
      lien: 'Patron ou patronne de pêche',
      mois: 30,
      securite: 4,
      postes: ['Pont (filage et virage)', 'Tri et conditionnement des captures', 'Cuisine'],
      certificats: true,
      jours: 13,
    },
    outcome: 'open',
  },
  // ───────────── Eighteenth blind set (2026-11-30), built-in
  {
    id: 'fr-r47',
    title:
      'a Martinique pharmacist in Le Lamentin who is the candidate\'s aunt and says so ("c\'est ma nièce, la fille de ma sœur … je réponds comme pour n\'importe quelle employée"), French with Martinican Creole: "I ka palé byen ba moun … 4", "Pour ça c\'est 3 … arrive à 8h10 au lieu de 8h" (3), "Man pa sav" is can\'t say, the strengths and the improvements answered in reverse order in one message, each named ("Ce qu\'elle doit améliorer d\'abord : … Ses qualités : …": the improvements not asked again), then, asked the rehire, a reply that quotes an earlier question and corrects it ("« Sa communication, de 1 à 5 ? » ➜ je reviens là-dessus : mettez 3, pas 4": 3), "Wi … pour la famille ce serait mieux ailleurs 😅, mais oui" is yes, "Je la connais depuis qu\'elle est née 😄 Mais à la pharmacie : trois ans" is 36, not her age, "Non. Mèsi anpil" is no comment',
    tags: [
      'french',
      'multi-answer',
      'wrong-question',
      'correction',
      'dont-know',
      'unit',
      'emoji',
      'long',
    ],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: { firstName: 'Laurie-Anne', lastName: 'Sainte-Rose' },
    to: ['rel', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'str', 'reh', 'reh', 'mon', 'mon', 'cmt'],
    says: [
      "Bonjou! Je suis Josiane Lordinot, pharmacienne titulaire au Lamentin. Laurie-Anne était préparatrice chez moi. Je vous le dis franchement : c'est ma nièce, la fille de ma sœur. Mais je réponds comme pour n'importe quelle employée, je ne vais pas mentir pour elle",
      'I ka palé byen ba moun... elle parle bien aux clients, elle explique les posologies avec patience. 4',
      'Les ordonnances, les génériques, le tiers payant, elle maîtrise tout. 5',
      '4',
      "Pour ça c'est 3. Avec les embouteillages de la rocade elle arrive souvent à 8h10 au lieu de 8h",
      '4',
      "Man pa sav, elle n'a encadré personne chez moi",
      "Ce qu'elle doit améliorer d'abord : l'heure d'arrivée le matin, et elle parle trop vite aux personnes âgées. Ses qualités : elle est honnête, la caisse tombait juste au centime, et les clients la demandent",
      '« Sa communication, de 1 à 5 ? »\n➜ Je reviens là-dessus : mettez 3, pas 4. Avec les personnes âgées elle va trop vite, je ne peux pas mettre 4',
      'Wi... enfin pour la famille ce serait mieux ailleurs que chez moi 😅, mais oui, je la reprendrais',
      "Je la connais depuis qu'elle est née 😄 Mais à la pharmacie : trois ans, depuis novembre 2023",
      { retry: 'Trois ans, 36 mois', key: 'monthsKnown' },
      'Non. Mèsi anpil, bonne journée à vous',
    ],
    expected: {
      relationship: { has: ['pharmacienne', 'nièce'] },
      communication: 3,
      technical_skill: 5,
      teamwork: 4,
      reliability: 3,
      problem_solving: 4,
      strengths: { has: ['honnête'] },
      improvements: { has: ['trop vite'] },
      wouldRehire: true,
      monthsKnown: 36,
    },
    outcome: 'completed',
  },
  // ───────────── Eighteenth blind set, tenant: fr-foret (lien, annees, qualite, travaux, formation, volume, reprendre, commentaire)
  {
    id: 'fr-t59',
    title:
      'a forestry foreman at a camp near Girardville (Lac-Saint-Jean) on fr-foret, Québec bush French: "Chu le contremaître au camp … dans ma gang", "arrivé l\'été des gros feux, en 2023, pour la récup du bois brûlé. Ça va faire 4 ans au printemps" is no certain number (asked again: "Mettons 3 ans et demi": 3.5), "des épinettes de 60 pieds dans une pente … une coche en dessous de la perfection, faque 4" (4, neither 60 nor feet), asked the tasks he answers the optional training FIRST ("Son cours d\'abattage manuel de la CNESST … c\'est à jour": yes, not asked again) then the tasks in the trade\'s words ("le planting", "un été d\'EPC", "la scie dans les pentes", "le skidder", "La multi pantoute": planting, clearing, chainsaw, skidding, never the harvester), "ses 10-12 voyages par jour" are loads, no cubic metres (asked again: "c\'est le mesureur qui calcule ça. Mettons 80"), "Ben oui! … pour après le dégel" is yes, "y chiale jamais, même à -35" in the comment',
    tags: [
      'french',
      'wrong-question',
      'multi-answer',
      'multiple',
      'unit',
      'range',
      'hedge',
      'optional',
    ],
    questionnaire: 'fr-foret',
    locale: 'fr',
    candidate: { firstName: 'Xavier', lastName: 'Potvin' },
    says: [
      "Salut. Chu le contremaître au camp pour l'entrepreneur, proche de Girardville au Lac. Xavier travaillait dans ma gang",
      "Y'é arrivé l'été des gros feux, en 2023, pour la récup du bois brûlé. Ça va faire 4 ans au printemps",
      { retry: 'Mettons 3 ans et demi', key: 'annees' },
      "Y'é bon en maudit. Y couche ses arbres exactement où y veut, même des épinettes de 60 pieds dans une pente. Une coche en dessous de la perfection, faque 4",
      "Son cours d'abattage manuel de la CNESST y l'a refait au printemps, c'est à jour. Pour les jobs : y'a commencé au planting, y'a fait un été d'EPC avec la débroussailleuse, après la scie dans les pentes pis l'hiver sur le skidder. La multi pantoute, c'est pas son département",
      'On compte pas en mètres nous autres, on compte en voyages. Au skidder y sortait ses 10-12 voyages par jour',
      {
        retry: "En mètres cubes je sais pas trop, c'est le mesureur qui calcule ça. Mettons 80",
        key: 'volume',
      },
      "Ben oui! Y'é déjà sur ma liste pour après le dégel",
      "Y'é travaillant pis y chiale jamais, même à -35 au camp en janvier. Faque c'est ça, bonne journée",
    ],
    expected: {
      lien: 'Contremaître ou chef de chantier',
      annees: 3.5,
      qualite: 4,
      travaux: [
        'Abattage à la tronçonneuse',
        'Débardage (débusqueuse ou porteur)',
        'Plantation et reboisement',
        'Débroussaillage et dégagement',
      ],
      formation: true,
      volume: 80,
      reprendre: true,
      commentaire: { has: ['chiale'] },
    },
    outcome: 'completed',
  },
  // ───────────── Eighteenth blind set, built-in
  {
    id: 'fr-r48',
    title:
      'a real-estate agency director in Bordeaux (Chartrons) who doubts the candidate and negotiates: "Avant de répondre : est-ce qu\'elle verra ce que j\'écris ? Si oui, je ne réponds qu\'aux notes" (a question back and a condition, no relationship), then the CV doubted inside the relationship ("elle se présente comme « négociatrice senior » : chez nous elle était assistante commerciale"), "Celle-là je passe, sinon je vais être méchante" (teamwork refused), an ironic reliability with no number ("Fiable ? Oh oui, très. Fiable pour fermer son ordinateur à 18h pile … 🙄", asked again: "Bon, sérieusement : 2"), "Je ne peux pas noter ça" on leadership, an ironic rehire that means no ("Bien sûr, et je lui laisse mon bureau avec vue sur la Garonne tant qu\'on y est 🙄", asked again: "Non. C\'était de l\'ironie"), "de mars 2024 à la fin de son CDD, en septembre 2025" is 18, and the comment she said she would not give ("Vérifiez ses diplômes aussi")',
    tags: ['french', 'question-back', 'skip', 'decline', 'dont-know', 'emoji', 'unit', 'negation'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: { firstName: 'Margaux', lastName: 'Delmas' },
    to: [
      'rel',
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
      'reh',
      'mon',
      'cmt',
    ],
    says: [
      "Avant de répondre : est-ce qu'elle verra ce que j'écris ? Si oui, je ne réponds qu'aux notes",
      "Bon. J'étais sa directrice à l'agence des Chartrons, à Bordeaux. Je vois qu'elle se présente comme « négociatrice senior » : chez nous elle était assistante commerciale, elle n'a jamais signé un mandat seule",
      "À l'écrit impeccable, à l'oral avec les clients beaucoup moins. 3",
      "Pour une assistante, correct. Elle maîtrise le logiciel de l'agence. 4",
      'Celle-là je passe, sinon je vais être méchante',
      "Fiable ? Oh oui, très. Fiable pour fermer son ordinateur à 18h pile, même avec un client dans l'agence 🙄",
      { retry: 'Bon, sérieusement : 2', key: 'reliability' },
      '3',
      "Elle n'encadrait personne. Je ne peux pas noter ça",
      'Elle présente bien, elle est aimable au téléphone et ses comptes rendus de visite sont très propres',
      "L'honnêteté sur son parcours, vous l'aurez compris. Et la ponctualité le matin",
      "La réembaucher ? Bien sûr, et je lui laisse mon bureau avec vue sur la Garonne tant qu'on y est 🙄",
      { retry: "Non. C'était de l'ironie, pardon. Non.", key: 'wouldRehire' },
      'Un an et demi : de mars 2024 à la fin de son CDD, en septembre 2025',
      "Vérifiez ses diplômes aussi. Je n'en dirai pas plus.",
    ],
    expected: {
      relationship: { has: ['directrice', 'assistante'] },
      communication: 3,
      technical_skill: 4,
      reliability: 2,
      problem_solving: 3,
      strengths: { has: ['comptes rendus'] },
      improvements: { has: ['honnêteté'] },
      wouldRehire: false,
      monthsKnown: 18,
      comments: { has: ['diplômes'] },
    },
    outcome: 'completed',
  },
  // ───────────── Eighteenth blind set, tenant: fr-centre-appel and fr-foret
  {
    id: 'fr-t60',
    title:
      'a call-centre supervisor in Antananarivo (Madagascar) on fr-centre-appel, French with Malagasy, who answers in numbered lists: "Manao ahoana tompoko", "Roa taona, deux ans : arrivée dans mon équipe en novembre 2024" (24), the rating after a list of reasons "1) … 2) … 3) … Pour moi c\'est 5" (5, never 1, 2 or 3), the channels as a list "1. Téléphone surtout 2. Le chat l\'après-midi 3. Les mails non" (phone and chat), then, asked the targets, a reply that quotes the months question and corrects it ("« Pendant combien de mois avez-vous travaillé ensemble ? » → je corrige : 20 mois, pas 24 … 4 mois de congé maternité": 20), "Eny, oui … 112 % de son objectif qualité … la prime 8 mois sur 10" is yes, "on regarde la DMT : 4 min 30 … 7 h de log. Ça fait dans les 90" (90), "Tsy misy … rien à ajouter. Misaotra betsaka!" is no comment',
    tags: [
      'french',
      'words',
      'unit',
      'multiple',
      'correction',
      'wrong-question',
      'negation',
      'number-in-word',
      'optional',
    ],
    questionnaire: 'fr-centre-appel',
    locale: 'fr',
    candidate: { firstName: 'Fanja', lastName: 'Randrianarisoa' },
    says: [
      "Manao ahoana tompoko. Je suis le superviseur de Fanja sur le plateau à Tana (Antananarivo), on fait le service client d'un fournisseur d'internet français",
      'Roa taona, deux ans : elle est arrivée dans mon équipe en novembre 2024',
      "Très bonne écoute :\n1) elle laisse le client finir\n2) elle reformule avant de répondre\n3) elle ne coupe jamais, même les clients énervés\nPour moi c'est 5",
      "1. Téléphone surtout\n2. Le chat l'après-midi\n3. Les mails non, c'est le back-office",
      "« Pendant combien de mois avez-vous travaillé ensemble ? »\n→ Je corrige : 20 mois, pas 24. Elle a eu 4 mois de congé maternité l'an dernier",
      'Eny, oui. Elle était à 112 % de son objectif qualité, elle a eu la prime 8 mois sur 10',
      'On ne compte pas les appels chez nous, on regarde la DMT : 4 min 30 en moyenne sur 7 h de log. Ça fait dans les 90 par jour',
      'Tsy misy... rien à ajouter. Misaotra betsaka!',
    ],
    expected: {
      lien: 'Superviseur ou superviseure',
      mois: 20,
      ecoute: 5,
      canaux: ['Téléphone', 'Chat'],
      objectifs: true,
      appels: 90,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t61',
    title:
      'a felling site chief in a logging concession near Pokola (northern Congo-Brazzaville) on fr-foret, French with Lingala: "Mbote", "Cinq ans… non, six" (6), "même sur les gros pieds de sapelli de 1,50 m de diamètre. 5" (5), "l\'abattage à la tronçonneuse et l\'étêtage … il a conduit le skidder quelques semaines … Le reboisement non" (chainsaw and skidding), "Nayebi te, je ne sais pas … le service HSE" on the optional training (nothing), "15 pieds par jour, parfois 20" that are trees, never feet nor cubic metres (asked again: "Un pied d\'okoumé fait 8 à 10 m³ … Disons 120"), then the REQUIRED rehire refused twice ("ce n\'est pas moi qui décide, c\'est la direction à Pointe-Noire", "Je ne peux pas répondre à ça, vraiment") and "je dois descendre au parc à grumes … Matondo": open',
    tags: [
      'french',
      'correction',
      'multiple',
      'dont-know',
      'unit',
      'range',
      'optional',
      'decline',
      'required-miss',
      'done-phrase',
    ],
    questionnaire: 'fr-foret',
    locale: 'fr',
    candidate: { firstName: 'Gervais', lastName: 'Mampouya' },
    says: [
      'Mbote. Je suis le chef de chantier abattage dans la concession, vers Pokola. Gervais était abatteur dans mon équipe',
      "Cinq ans... non, six. Je suis arrivé au chantier en 2019 et on a fermé la zone l'année dernière",
      'Ee, il est très bon. Abattage contrôlé, il respecte la direction de chute à chaque fois, même sur les gros pieds de sapelli de 1,50 m de diamètre. 5',
      "Il faisait l'abattage à la tronçonneuse et l'étêtage. Il a conduit le skidder quelques semaines quand le chauffeur était malade. Le reboisement non, c'est l'équipe de la pépinière",
      "Nayebi te, je ne sais pas. Les formations, c'est le service HSE, il faut leur demander",
      '15 pieds par jour, parfois 20 quand le terrain est plat',
      {
        retry: "Ah, en mètres cubes ? Un pied d'okoumé fait 8 à 10 m³ selon la bille. Disons 120",
        key: 'volume',
      },
      "Ça, ce n'est pas moi qui décide, c'est la direction à Pointe-Noire",
      {
        retry: 'Je ne peux pas répondre à ça, vraiment. Il faut voir avec la direction',
        key: 'reprendre',
      },
      'Pardon, je dois descendre au parc à grumes, le grumier est arrivé. Matondo',
    ],
    expected: {
      lien: 'Contremaître ou chef de chantier',
      annees: 6,
      qualite: 5,
      travaux: ['Abattage à la tronçonneuse', 'Débardage (débusqueuse ou porteur)'],
      volume: 120,
    },
    outcome: 'open',
  },
  // ───────────── Nineteenth blind set (2026-11-30), built-in
  {
    id: 'fr-r49',
    title:
      'a notary in Namur (Belgium) typing on the office desktop with a Belgian AZERTY keyboard and no Shift, so that digits and the slash come out as the symbols under them: the candidate known under her maiden name ("je l\'ai connue sous son nom de jeune fille, Justine Lambotte … elle porte maintenant le nom de son mari"), "\':(" that is 4/5 typed without Shift and reads as a sad face (asked again: "je voulais écrire 4/5. Sans la majuscule, ce clavier met \' pour le 4, ( pour le 5 et : pour la barre": 4), "5/5, cette fois avec la majuscule", "Excellente collègue : (:(" (asked again: "Encore ! 5/5"), "3/5 … plutôt une qualité chez nous" (3), "Je ne sais pas juger" on leadership, "plutôt deux fois qu\'une, savez-vous" is yes, "de septembre 2019 à fin mai 2025 : §ç mois" where §ç is 69 without Shift (69), "Bien à vous. Me Delvaux" is no comment',
    tags: ['french', 'typos', 'number-in-word', 'correction', 'dont-know', 'unit', 'emoji'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: { firstName: 'Justine', lastName: 'Collard' },
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
      "Bonjour Madame, Monsieur. Maître Philippe Delvaux, notaire à Namur. Je l'ai connue sous son nom de jeune fille, Justine Lambotte : elle a été clerc dans mon étude. Elle porte maintenant le nom de son mari. Je vous écris de l'ordinateur du bureau, pardonnez la lenteur",
      "Très claire avec les clients, à l'oral comme à l'écrit : ':(",
      {
        retry:
          "Pardon, je voulais écrire 4/5. Sans la majuscule, ce clavier met ' pour le 4, ( pour le 5 et : pour la barre",
        key: 'communication',
      },
      '5/5, cette fois avec la majuscule 😉 Elle connaît le droit des successions mieux que certains confrères',
      'Excellente collègue : (:(',
      { retry: 'Encore ! 5/5', key: 'teamwork' },
      '4/5',
      "3/5. Elle demande volontiers l'avis d'un collègue avant de trancher, ce qui est plutôt une qualité chez nous",
      "Je ne sais pas juger, elle n'avait personne sous sa responsabilité",
      "La rigueur dans la rédaction des actes, et une patience d'ange avec les clients âgés",
      'Oser dire non aux promoteurs qui veulent leur acte pour hier',
      "Oui, et plutôt deux fois qu'une, savez-vous",
      'De septembre 2019 à fin mai 2025 : §ç mois',
      { retry: 'Ce clavier ! 69 mois, soixante-neuf', key: 'monthsKnown' },
      'Bien à vous. Me Delvaux',
    ],
    expected: {
      relationship: { has: ['notaire', 'clerc'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 5,
      reliability: 4,
      problem_solving: 3,
      strengths: { has: ['actes'] },
      improvements: { has: ['dire non'] },
      wouldRehire: true,
      monthsKnown: 69,
    },
    outcome: 'completed',
  },
  // ───────────── Nineteenth blind set, tenant: fr-aeroport (lien, mois, surete, missions, badge, vols, reprendre, commentaire)
  {
    id: 'fr-t62',
    title:
      'a ramp supervisor at Roissy-CDG terminal 2E on fr-aeroport, with aircraft types everywhere that are no answers: "On a fait l\'été 24, l\'hiver 24-25 et l\'été 25 ensemble (saisons IATA)" is no number of months (asked again: "Mettons 18 mois"), "zéro FOD … une fois il a oublié les cales sur un 321, d\'où le 4" (4, neither 0 nor 321), "la soute … le tapis bagages … habilité push, il a repoussé des 777 tout seul … le dégivrage au poste, au glycol. L\'enregistrement et les PMR jamais" (loading, pushback, de-icing), "Badge rouge à jour" is yes, "deux 777, un 380 et quatre 320" on a shift is 7 flights (never 777, 380 or 320), "je l\'ai déjà demandé au planning pour l\'été 26" is yes, "le RER B en grève" in the comment',
    tags: ['french', 'number-in-word', 'unit', 'multiple', 'optional', 'words', 'emoji'],
    questionnaire: 'fr-aeroport',
    locale: 'fr',
    candidate: { firstName: 'Sofiane', lastName: 'Haddad' },
    says: [
      'Bonjour. Superviseur piste chez un assistant en escale à Roissy, terminal 2E. Sofiane était agent de piste dans ma vacation, je faisais ses plannings',
      "On a fait l'été 24, l'hiver 24-25 et l'été 25 ensemble (saisons IATA)",
      { retry: 'Mettons 18 mois, il est passé au fret en octobre 2025', key: 'mois' },
      "Gilet, casque antibruit, tour avion avant chaque départ, zéro FOD sur ses postes. Une fois il a oublié les cales sur un 321, d'où le 4",
      "Surtout la soute : chargement, déchargement, le tapis bagages. Il est habilité push, il a repoussé des 777 tout seul. L'hiver il a fait le dégivrage au poste, au glycol. L'enregistrement et les PMR jamais, c'est pas notre métier",
      "Badge rouge à jour, je l'ai vu renouvelé en janvier",
      'Sur une vacation du matin on traitait deux 777, un 380 et quatre 320',
      { retry: 'Sept en tout', key: 'vols' },
      "Oui, je l'ai déjà demandé au planning pour l'été 26",
      'Jamais en retard sur une prise de service à 4h30, même avec le RER B en grève 😂',
    ],
    expected: {
      lien: "Superviseur ou chef d'équipe",
      mois: 18,
      surete: 4,
      missions: ['Chargement et déchargement (piste)', 'Tractage et repoussage', 'Dégivrage'],
      badge: true,
      vols: 7,
      reprendre: true,
      commentaire: { has: ['RER B'] },
    },
    outcome: 'completed',
  },
  // ───────────── Nineteenth blind set, built-in
  {
    id: 'fr-r50',
    title:
      'a boat-building shop owner in Meteghan (Baie Sainte-Marie, Nova Scotia) whose daughter types for him and relays his answers in Acadian French: "c\'est Nicole, la fille à Alphonse … c\'est moi qui tape pis il me dit quoi répondre", "Il dit 4 … c\'est right clair", "Il dit 5, pis moi itou", the daughter\'s own opinion that is not his ("Moi je mettrais 5 … mais Papa dit 4": 4), "même l\'hiver qu\'on a eu 3 pieds de neige. 5" (5), "asteure il est parti chercher son café… espérez une minute" (espérer is to wait: no answer) then "Ok il est back. Il dit 4", "Il dit qu\'il sait point" on leadership, "les clients du Maine parlont point français", "qu\'i\' le reprendrait demain mais que Joël revienne de l\'Alberta" (mais que is when: a yes), "Trois ans pis demi" is 42, "si vous le prenez pas, vous faites une grosse erreur" in the comment',
    tags: ['french', 'off-topic', 'dont-know', 'words', 'unit', 'emoji'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: { firstName: 'Joël', lastName: 'Deveau' },
    to: ['rel', 'com', 'tec', 'tea', 'rlb', 'pro', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      "Bonjour, c'est Nicole, la fille à Alphonse Saulnier. Mon père voit point l'écran assez bien, fait que c'est moi qui tape pis il me dit quoi répondre. Il était le boss à Joël à la shop de bateaux à Meteghan",
      "Il dit 4. Joël parle point beaucoup mais quand il parle c'est right clair",
      "Il dit 5, pis moi itou j'aurais dit 5. C'est Joël qui a fait toute la fibre de verre sur le dernier seineur",
      "Moi je mettrais 5, Joël aide tout le monde, mais Papa dit 4 parce qu'il mange son lunch tout seul dans son truck 😄",
      "5. Il dit que Joël a jamais manqué une journée, même l'hiver qu'on a eu 3 pieds de neige",
      'Asteure il est parti chercher son café... espérez une minute',
      { retry: 'Ok il est back. Il dit 4', key: 'problem_solving' },
      "Il dit qu'il sait point, Joël avait personne en dessous de lui",
      'La fibre de verre. Il dit : « il laisse pas une bulle », pis il nettoye sa place tous les soirs',
      'Son anglais. Les clients du Maine parlont point français pis Joël est gêné de parler anglais',
      "Il dit qu'i' le reprendrait demain matin mais que Joël revienne de l'Alberta",
      'Trois ans pis demi',
      'Il dit : si vous le prenez pas, vous faites une grosse erreur. Merci, bonsoir',
    ],
    expected: {
      relationship: { has: ['boss'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 4,
      strengths: { has: ['fibre de verre'] },
      improvements: { has: ['anglais'] },
      wouldRehire: true,
      monthsKnown: 42,
      comments: { has: ['erreur'] },
    },
    outcome: 'completed',
  },
  // ───────────── Nineteenth blind set, tenant: fr-creche and fr-aeroport
  {
    id: 'fr-t63',
    title:
      'a crèche director in Baie-Mahault (Guadeloupe) on fr-creche whose grandson grabs the phone, with Guadeloupean Creole: "Bonjou", "six rentrées avec nous, et avant … ATSEM deux ans" (rentrées are years; asked again: "Huit en tout"), at the rating a message typed by the child ("jjjjjjjjjjkkk555555555555 🐸🐸🐸🦖") that is no answer, never 5 (asked again: "Pardon !! C\'est mon petit-fils … Pour la bienveillance : 4"), "la section des bébés et celle des moyens. Les grands de plus de 3 ans on n\'en a pas" (poupons and trottineurs in the options\' Québec words), "Wi, son PSC1" is yes, "Wi wi ! Si elle revient de l\'Hexagone" is yes, "Ka ou vlé an di ankò ? 😄 … Mèsi onpil" is no comment; the candidate\'s surname looks like a first name ("Jean-Baptiste")',
    tags: [
      'french',
      'off-topic',
      'words',
      'unit',
      'multiple',
      'optional',
      'emoji',
      'number-in-word',
    ],
    questionnaire: 'fr-creche',
    locale: 'fr',
    candidate: { firstName: 'Océane', lastName: 'Jean-Baptiste' },
    says: [
      'Bonjou. Je suis la directrice de la crèche Ti Moun à Baie-Mahault. Océane était auxiliaire de puériculture chez nous',
      'Elle a fait six rentrées avec nous, et avant elle a été ATSEM deux ans à la maternelle du Lamentin',
      { retry: 'Huit en tout, mettez 8', key: 'experience' },
      'jjjjjjjjjjkkk555555555555 🐸🐸🐸🦖',
      {
        retry:
          "Pardon !! C'est mon petit-fils, il a pris le téléphone pendant que je cuisinais 🙈 Pour la bienveillance : 4. Elle est très douce, mais elle hausse le ton quand elle est fatiguée",
        key: 'bienveillance',
      },
      "La section des bébés et celle des moyens. Les grands de plus de 3 ans on n'en a pas, ils sont à l'école",
      'Wi, son PSC1, refait en mars avec les pompiers de Jarry',
      "Wi wi ! Si elle revient de l'Hexagone, sa place l'attend",
      'Ka ou vlé an di ankò ? 😄 Tout a été dit. Mèsi onpil',
    ],
    expected: {
      lien: 'Direction',
      experience: 8,
      bienveillance: 4,
      groupes: ['Poupons (0-18 mois)', 'Trottineurs (18-36 mois)'],
      secourisme: true,
      reembaucher: true,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t64',
    title:
      'the station manager of an inter-island airline at Saint-Barthélemy airport, from Sint Maarten, on fr-aeroport in Caribbean English with some French: the airline that buys the handling ("Dylan was with the handling, he did all our flights": a client), "I know him since Irma, he was a boy cleaning the debris on the runway. He join the handling later" dates the acquaintance, not the work together (asked again: "With us, four years and a half. 54 months"), "a Twin Otter 19 seats you can\'t play … Only one time he let a passenger walk behind the prop 😬. 4" (4, not 19), "Push, no, small planes don\'t need push … Deicing? In St Barth? 😂" (check-in, loading and PMR only), "Me ain\'t know about the badge, that\'s the airport business" on the optional badge (nothing), "40 movements a day" that are landings and take-offs, no flights a shift (asked again: 15), "Oui oui, any day" is yes, "he never post nothing on Instagram 🤐" (a double negative) in the comment',
    tags: [
      'french',
      'unit',
      'multiple',
      'dont-know',
      'optional',
      'negation',
      'emoji',
      'number-in-word',
    ],
    questionnaire: 'fr-aeroport',
    locale: 'fr',
    candidate: { firstName: 'Dylan', lastName: 'Gréaux' },
    says: [
      "Good morning, bonjour! I am the station manager for the airline here in St Barth, at the airport. Dylan was with the handling company, he did all our flights. Me I'm from Sint Maarten, my French is not so good, sorry",
      'I know him since Irma, he was a boy cleaning the debris on the runway. He join the handling later',
      { retry: 'With us, four years and a half. 54 months', key: 'mois' },
      "Very serious with the weight and balance, he weigh every bag, on a Twin Otter 19 seats you can't play. Only one time he let a passenger walk behind the prop 😬. 4",
      "Check-in, boarding, he load the bags in the Twin Otter and the Islander. Push, no, small planes don't need push. PMR yes sometimes, when an old lady need the wheelchair he carry her up the steps. Deicing? In St Barth? 😂",
      "Me ain't know about the badge, that's the airport business, not the airline",
      'In high season, Christmas to New Year, we do 40 movements a day',
      {
        retry: 'Movement is one landing or one take off. For him alone on a shift, 15 flights',
        key: 'vols',
      },
      'Oui oui, any day. Tell him call me',
      'He know every passenger by name, even the celebrities, and he never post nothing on Instagram 🤐',
    ],
    expected: {
      lien: 'Compagnie aérienne cliente',
      mois: 54,
      surete: 4,
      missions: [
        'Enregistrement et embarquement',
        'Chargement et déchargement (piste)',
        'Assistance aux personnes à mobilité réduite',
      ],
      vols: 15,
      reprendre: true,
      commentaire: { has: ['Instagram'] },
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-first blind set, built-in
  {
    id: 'fr-r51',
    title:
      'Paris, the head of growth at a fintech scale-up about a growth analyst, in start-up franglais: "j\'étais la N+1 de Léa", "Elle pitch mieux que nos founders 😅 5/5", "Je dirais 4, voire 4,5" (asked again: "Ok 4"), "Elle a onboardé les 3 stagiaires … 5", "Elle ship toujours ses OKR en fin de Q … 5", "idem" (the rating before: 5), "Elle managait personne officiellement, donc je skip celle-là" (absent), "L\'ownership", "Yes, asap. Si on lève notre série B …" (yes), "De septembre 2023 à mars 2025, donc un an et demi, 18 mois", "Non c\'est tout, merci 🙏" (no comment)',
    tags: ['french', 'hedge', 'number-in-word', 'skip', 'emoji', 'words'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: { firstName: 'Léa', lastName: 'Marchand' },
    to: ['rel', 'com', 'tec', 'tec', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      "Hello ! Je suis Head of Growth dans une scale-up de la fintech à Paris, j'étais la N+1 de Léa pendant son CDI",
      'Top, vraiment. Elle pitch mieux que nos founders 😅 5/5',
      "Sur la data elle est solide, SQL, Looker, c'est elle qui a setup tout le tracking. Je dirais 4, voire 4,5",
      { retry: "Ok 4, le 5 c'est pour notre lead data 😄", key: 'technical_skill' },
      'Full team player. Elle a onboardé les 3 stagiaires de la promo de janvier. 5',
      'Elle ship toujours ses OKR en fin de Q, jamais de retard. 5',
      'idem',
      'Elle managait personne officiellement, donc je skip celle-là',
      "L'ownership. Elle prend un sujet et elle le drive jusqu'au bout",
      'Savoir dire non aux demandes des sales, elle a tendance à tout prendre',
      'Yes, asap. Si on lève notre série B, je la rappelle le jour même',
      'De septembre 2023 à mars 2025, donc un an et demi, 18 mois',
      "Non c'est tout, merci 🙏",
    ],
    expected: {
      relationship: { has: ['N+1'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      problem_solving: 5,
      strengths: { has: ['ownership'] },
      improvements: { has: ['dire non'] },
      wouldRehire: true,
      monthsKnown: 18,
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-first blind set, tenant: fr-animation (lien, sejours, publics, vigilance, diplome?, enfants?, reprendre, commentaire?)
  {
    id: 'fr-t65',
    title:
      'Manawan (an Atikamekw community in the Haute-Mauricie, Québec), the coordinator of the community day camp on fr-animation, in Québec French with Atikamekw: "Kwe !", "c\'est moi qui l\'ai engagé comme moniteur" (the director), "Ça fait trois étés qu\'y travaille au camp, pis y\'a fait la semaine de relâche l\'hiver passé" (summers and a spring break for camps: asked again, "Mettons 4"), "Les 6-12 ans surtout. Pis les ados au camp en forêt" (the options\' 6-11 and 12-17), "Au lac, y\'é toujours le premier à compter les jeunes. 5", "Son DAFA ? Non, y l\'a pas encore. Y\'a son cours de premiers soins par exemple" (par exemple is the Québec "though": no), "Un groupe de 12 jeunes, des fois 15 quand y manquait du monde" (12), "Eheh, certain !" (yes), "Mikwetc"',
    tags: ['french', 'unit', 'multiple', 'negation', 'optional', 'hedge', 'number-in-word'],
    questionnaire: 'fr-animation',
    locale: 'fr',
    candidate: { firstName: 'Jérémie', lastName: 'Quitich' },
    says: [
      "Kwe ! Chu la coordonnatrice du camp de jour à Manawan, c'est moi qui l'ai engagé comme moniteur",
      "Ça fait trois étés qu'y travaille au camp, pis y'a fait la semaine de relâche l'hiver passé",
      { retry: 'Mettons 4 : trois étés pis la relâche', key: 'sejours' },
      'Les 6-12 ans surtout. Pis les ados au camp en forêt, la semaine dans le territoire avec les aînés',
      "Au lac, y'é toujours le premier à compter les jeunes. 5",
      "Son DAFA ? Non, y l'a pas encore. Y'a son cours de premiers soins par exemple",
      'Un groupe de 12 jeunes, des fois 15 quand y manquait du monde',
      { retry: 'Douze, normalement', key: 'enfants' },
      "Eheh, certain ! On l'attend l'été prochain",
      "Y parle atikamekw avec les jeunes, c'est important pour nous autres. Mikwetc",
    ],
    expected: {
      lien: 'Directeur ou directrice du séjour ou du camp',
      sejours: 4,
      publics: ['Enfants (6-11 ans)', 'Ados (12-17 ans)'],
      vigilance: 5,
      diplome: false,
      enfants: 12,
      reprendre: true,
      commentaire: { has: ['atikamekw'] },
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-first blind set, built-in
  {
    id: 'fr-r52',
    title:
      'Nantes, a compagnon menuisier du Devoir ("Tourangeau la Fidélité"), chef d\'atelier at a joinery, about an aspirant on his Tour de France: "Mathis, qu\'on appelle Angevin chez nous" (a nickname that is no name), "Il parle peu mais juste. 4", "Pour un aspirant de troisième année, il trace un escalier … à l\'épure … Je mets 5", "À la cayenne comme à l\'atelier … 5", reliability given relative to the rating before ("Un de moins que pour le travail en équipe : il a raté deux fois le train du lundi matin": 4, asked again if need be: "Donc 4"), "le mauvais chêne … 4", "deux apprentis de première année pendant six mois. 3", "TopSolid" in the improvements, "Sans hésiter", "Une étape, c\'est un an sur le Tour : de septembre 2024 à l\'été 2025" (asked again: 11), a comment about his reception that ends "Salut et fraternité"',
    tags: ['french', 'words', 'unit', 'number-in-word', 'long'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: { firstName: 'Mathis', lastName: 'Guérin' },
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
      "Bonjour. Je suis Tourangeau la Fidélité, compagnon menuisier du Devoir, chef d'atelier chez un menuisier d'agencement à Nantes. Mathis, qu'on appelle Angevin chez nous, a fait son étape nantaise dans mon atelier, je l'avais sous ma responsabilité",
      'Il parle peu mais juste. 4',
      "Pour un aspirant de troisième année, il trace un escalier balancé à l'épure sans se tromper. Je mets 5",
      "À la cayenne comme à l'atelier, il donne la main à tout le monde. 5",
      'Un de moins que pour le travail en équipe : il a raté deux fois le train du lundi matin',
      { retry: 'Donc 4', key: 'reliability' },
      'Quand on a reçu le mauvais chêne pour un comptoir, il a refait tous les débits dans la nuit. 4',
      'Il a encadré deux apprentis de première année pendant six mois. 3, il doit encore apprendre à laisser faire',
      "Le respect du bois et de l'outil. Et il finit ce qu'il commence",
      "Le dessin sur ordinateur : il est plus à l'aise à l'épure que sur TopSolid",
      'Sans hésiter. Et quand il sera reçu compagnon, encore plus',
      "Une étape, c'est un an sur le Tour : de septembre 2024 à l'été 2025",
      { retry: 'De début septembre à fin juillet : onze mois', key: 'monthsKnown' },
      'Il vise sa réception à la Pentecôte prochaine : un bon employeur devrait lui laisser le temps de finir son travail de réception. Salut et fraternité',
    ],
    expected: {
      relationship: { has: ['atelier'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 5,
      reliability: 4,
      problem_solving: 4,
      leadership: 3,
      strengths: { has: ['bois'] },
      improvements: { has: ['TopSolid'] },
      wouldRehire: true,
      monthsKnown: 11,
      comments: { has: ['réception'] },
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-first blind set, tenant: fr-animation and fr-soins
  {
    id: 'fr-t66',
    title:
      'Montreuil, a 24-year-old director of colonies de vacances for an association, on fr-animation in SMS French ("slt", "jsuis", "anim", "mdr", "en vrai"): "2 colos l\'été 2024, ah non 3, + le séjour ski en février + 2 colos cet été" (a correction inside a sum: 6, asked again if need be), "les 6-11 et les ados. les maternelles non jamais", "en vrai 5/5 ya pas débat, il recompte les gamins toutes les 10 min" (5), "il est stagiaire BAFA, il lui manque l\'appro. donc pas encore" (no), "on avait 35 gamins en tout, lui il avait son groupe de 8" (8, not 35), a tap for the rehire, "les loups-garous" in the comment',
    tags: [
      'french',
      'correction',
      'unit',
      'multiple',
      'negation',
      'optional',
      'tap',
      'emoji',
      'typos',
    ],
    questionnaire: 'fr-animation',
    locale: 'fr',
    candidate: { firstName: 'Nolan', lastName: 'Girard' },
    says: [
      "slt ! jsuis la directrice des séjours de l'asso, Nolan était anim chez nous",
      "il a fait 2 colos l'été 2024, ah non 3, + le séjour ski en février + 2 colos cet été",
      { retry: 'donc 6 en tout', key: 'sejours' },
      'les 6-11 et les ados. les maternelles non jamais, il a trop peur de les perdre mdr',
      'en vrai 5/5 ya pas débat, il recompte les gamins toutes les 10 min',
      "il est stagiaire BAFA, il lui manque l'appro. donc pas encore",
      'on avait 35 gamins en tout, lui il avait son groupe de 8',
      { tap: true },
      "il fait des veillées de ouf, les loups-garous c'était son truc 🐺",
    ],
    expected: {
      lien: 'Directeur ou directrice du séjour ou du camp',
      sejours: 6,
      publics: ['Enfants (6-11 ans)', 'Ados (12-17 ans)'],
      vigilance: 5,
      diplome: false,
      enfants: 8,
      reprendre: true,
      commentaire: { has: ['veillées'] },
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t67',
    title:
      'Limoges, a 91-year-old resident of an EHPAD about his care assistant, on fr-soins, typing on a tablet the activities coordinator set up ("C\'est l\'animatrice qui m\'a installé la tablette", "j\'ai 91 ans" and "depuis trois ans" in the relationship), "Le pourcentage, je n\'en sais rien, moi. Elle est là tous les matins sauf le mercredi, et un week-end sur deux" (no rate: asked again, "J\'ai demandé à l\'infirmière du bureau : 80 %"), "CINQ" in capitals, "La nuit je dors, moi ! Je ne peux pas vous dire" on the optional night shifts (absent), three of the four care tasks in his own words with the fourth left out ("Les cachets, c\'est l\'infirmière"), "Ce n\'est pas moi qui engage, mais si on me demandait mon avis : oui, cent fois oui" (yes, never 100), a comment with Susu words and a message for his daughter',
    tags: ['french', 'unit', 'multiple', 'negation', 'dont-know', 'optional', 'words', 'long'],
    questionnaire: 'fr-soins',
    locale: 'fr',
    candidate: { firstName: 'Fatoumata', lastName: 'Camara' },
    says: [
      "Bonjour Madame ou Monsieur. Je m'appelle Marcel Lachaud, j'ai 91 ans et je suis résident à l'EHPAD des Tilleuls à Limoges. C'est l'animatrice qui m'a installé la tablette. Fatoumata s'occupe de moi depuis trois ans",
      "Le pourcentage, je n'en sais rien, moi. Elle est là tous les matins sauf le mercredi, et un week-end sur deux",
      { retry: "J'ai demandé à l'infirmière du bureau : 80 %", key: 'taux' },
      'Elle a des mains de velours, et elle me vouvoie, pas comme certaines. CINQ',
      'La nuit je dors, moi ! Je ne peux pas vous dire',
      "Elle me fait ma toilette et me rase le mardi, elle m'aide à passer du lit au fauteuil, et elle me monte le plateau quand je ne descends pas à la salle à manger. Les cachets, c'est l'infirmière",
      "Ce n'est pas moi qui engage, mais si on me demandait mon avis : oui, cent fois oui",
      { retry: 'Oui, je la reprendrais, bien sûr', key: 'reengager' },
      "Elle m'a appris trois mots de soussou. I nu wali, ça veut dire merci, je crois. Et si ma fille lit ceci : passe dimanche, n'oublie pas les journaux",
    ],
    expected: {
      lien: 'Résident ou famille',
      taux: 80,
      bientraitance: 5,
      soins: ['Toilette et habillage', 'Repas', 'Mobilisation et transferts'],
      reengager: true,
      commentaire: { has: ['soussou'] },
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-fourth blind set, built-in
  {
    id: 'fr-r53',
    title:
      'Fribourg, the head of customer service at a cantonal bank about a counter clerk, on the built-in, in the town\'s French mixed with Swiss German ("Ich bi d Chefin vo dr Noémie gsi", "Fünf… pardon, cinq", "Un quatre, voire un quatre et demi" asked again (4), "Gäng pünktlich … 5", "Weiss nid... je ne sais pas trop", "Je passe" on leadership, "Jo, sofort. Oui", "Depuis la Bénichon 2022 jusqu\'à fin août de cette année" asked again (47), "Ä schöne Tag!" as no comment)',
    tags: ['french', 'hedge', 'dont-know', 'skip', 'unit', 'words'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: { firstName: 'Noémie', lastName: 'Aebischer' },
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
      'Salut! Ich bi d Chefin vo dr Noémie gsi, au service clientèle de la Banque cantonale à Fribourg. Ici on parle un peu les deux, excusez',
      "Fünf… pardon, cinq. Elle passe du français à l'allemand sans problème avec les clients",
      'Un quatre, voire un quatre et demi',
      { retry: 'Allez, 4', key: 'technical_skill' },
      '4',
      'Gäng pünktlich, jamais malade. 5',
      "Weiss nid... je ne sais pas trop, elle remontait tout à son chef d'équipe",
      'Pas de leadership chez nous, elle était guichetière. Je passe',
      "Le contact avec les personnes âgées, elle a une patience d'ange",
      'Oser dire non aux clients pressés',
      'Jo, sofort. Oui',
      "Depuis la Bénichon 2022 jusqu'à fin août de cette année",
      { retry: 'Septembre 2022 à août 2026: quarante-sept mois', key: 'monthsKnown' },
      "Non merci, c'est tout. Ä schöne Tag!",
    ],
    expected: {
      relationship: { has: ['Banque cantonale'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 4,
      reliability: 5,
      strengths: { has: ['personnes âgées'] },
      improvements: { has: ['dire non'] },
      wouldRehire: true,
      monthsKnown: 47,
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-fourth blind set, tenant: fr-transport-scolaire (lien, annees, services, securite, discipline?, permis?, eleves?, reprendre, commentaire?)
  {
    id: 'fr-t68',
    title:
      'Caraquet (Acadian Peninsula, New Brunswick), the transport supervisor of the francophone school district on fr-transport-scolaire, in Acadian French: "Chu le superviseur du transport … c\'est moi son boss", years from two dates ("Elle chauffe l\'autobus depuis 2015, mais pour nous autres juste depuis la rentrée 2020": asked again, 6), "La run du matin pis du soir … les sorties de ski au mont Sugarloaf … l\'autobus adapté pour les élèves en fauteuil … Les lignes régulières, on n\'a pas ça icitte", "J\'y donnerais 95 %" with "ses 48 jeunes" in a storm (asked again: 5), "Ça dépend des jours … Mettons 3", "sa classe 2 au Nouveau-Brunswick, c\'est ça votre permis D" (yes), "Le matin 48, le soir un peu moins" (asked again: 45), "Ben voyons donc! Demain matin" (yes, asked again if need be), the song of Acadie on the 15th of August',
    tags: [
      'french',
      'unit',
      'multiple',
      'negation',
      'number-in-word',
      'hedge',
      'optional',
      'emoji',
    ],
    questionnaire: 'fr-transport-scolaire',
    locale: 'fr',
    candidate: { firstName: 'Josée', lastName: 'Chiasson' },
    says: [
      "Allô! Chu le superviseur du transport pour le district scolaire francophone, icitte dans la Péninsule acadienne, à Caraquet. C'est moi qui fais les horaires de Josée, c'est moi son boss",
      "Elle chauffe l'autobus depuis 2015, mais pour nous autres juste depuis la rentrée 2020. Avant a l'était à Shippagan avec une compagnie privée",
      { retry: 'Mettez 6 ans', key: 'annees' },
      "La run du matin pis du soir, c'est sûr. Les sorties de ski au mont Sugarloaf l'hiver. Pis deux fois par semaine l'autobus adapté pour les élèves en fauteuil. Les lignes régulières, on n'a pas ça icitte",
      "J'y donnerais 95 %. Dans la tempête de février a l'a ramené ses 48 jeunes sans une égratignure 🚌❄️",
      { retry: 'Ah, sur 5? Ben 5, certain', key: 'securite' },
      'Ça dépend des jours, les grands du secondaire y en font voir de toutes les couleurs. Mettons 3',
      "Oui, a l'a sa classe 2 au Nouveau-Brunswick, c'est ça votre permis D",
      "Le matin 48, le soir un peu moins, y'en a qui restent pour le hockey",
      { retry: 'Mettons 45 en moyenne', key: 'eleves' },
      'Ben voyons donc! Demain matin',
      { retry: 'Oui, certain que je la reprendrais', key: 'reprendre' },
      "A connaît le nom de tous ses élèves pis de leurs parents. Pis a chante l'Ave Maris Stella dans l'autobus le 15 août 😄",
    ],
    expected: {
      lien: "Responsable d'exploitation ou de dépôt",
      annees: 6,
      services: [
        'Ramassage scolaire (matin et soir)',
        'Sorties et voyages scolaires',
        'Transport adapté (élèves en situation de handicap)',
      ],
      securite: 5,
      discipline: 3,
      permis: true,
      eleves: 45,
      reprendre: true,
      commentaire: { has: ['nom de tous ses élèves'] },
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-fourth blind set, built-in
  {
    id: 'fr-r54',
    title:
      'Lafayette (Louisiana), the principal of a French immersion school about a teacher from France, on the built-in, in Cajun French with English: "Mais yeah … j\'étais sa boss", "les tits enfants l\'aimaient gros. Cinq", "Quatre, for sure", "bonne comme du pain avec les autres teachers" with no number (asked again: 5), "Wait, je reviens sur la communication: mets 4 plutôt … Pour la fiabilité: 5" (a correction of an earlier rating with the one asked), the hurricane Laura and school on Zoom ("5"), "Je connais pas" on leadership, "Mais yeah, cher! Tout de suite" (yes), "Depuis le Mardi Gras 2023 jusqu\'à la saison des écrevisses passée" (asked again: 27), "Laissez les bons temps rouler!" (no comment)',
    tags: ['french', 'correction', 'multi-answer', 'dont-know', 'unit', 'emoji', 'words'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: { firstName: 'Amélie', lastName: 'Rousseau' },
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
      "Bonjour! Mais yeah, c'est moi la principale de l'école d'immersion française à Lafayette, en Louisiane. Amélie était une de nos teachers venues de France, j'étais sa boss",
      "Elle parle un français fancy, les tits enfants l'aimaient gros. Cinq",
      'Quatre, for sure',
      'Elle est bonne comme du pain avec les autres teachers',
      { retry: 'Ah, un chiffre: 5', key: 'teamwork' },
      "Wait, je reviens sur la communication: mets 4 plutôt, avec les parents qui parlent juste anglais c'était dur. Pour la fiabilité: 5, jamais absente",
      "Après l'ouragan Laura on a fait l'école sur Zoom, c'est elle qui a tout organisé. 5",
      'Je connais pas. Elle avait pas de monde à sa charge',
      'Elle fait chanter les enfants en français, même les gros garçons de cinquième',
      "L'anglais! Quand elle parle anglais on comprend pas grand-chose 😂",
      'Mais yeah, cher! Tout de suite',
      "Depuis le Mardi Gras 2023 jusqu'à la saison des écrevisses passée",
      {
        retry: 'Elle est arrivée en février 2023 et partie en mai 2025: 27 mois',
        key: 'monthsKnown',
      },
      "Non, c'est tout. Laissez les bons temps rouler!",
    ],
    expected: {
      relationship: { has: ['principale'] },
      communication: 4,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      problem_solving: 5,
      strengths: { has: ['chanter'] },
      improvements: { has: ['anglais'] },
      wouldRehire: true,
      monthsKnown: 27,
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-fourth blind set, tenant: fr-transport-scolaire and fr-commerce
  {
    id: 'fr-t69',
    title:
      'Cap-Haïtien (Haiti), the headmistress of a private school on fr-transport-scolaire, in French and Kreyòl: the school as the client of the bus company ("Donc nous sommes le client"), "Depuis l\'année scolaire 2021-2022" (asked again: "Senk ane. Cinq ans"), "Le ramassage le matin et à midi. Et les sorties: la Citadelle avec les 6e … Transport pour handicapés nou pa genyen", "8 sur 10. Wout la pa fasil" (asked again: 4), "Li pa janm rele sou timoun yo, men yo koute l. 5", "Nou pa gen « permis D » isit. Li gen lisans chofè li" (neither: asked again, "Kite l vid, laissez vide", absent), "Yon trantèn timoun konsa. Une trentaine" (30), "Wi, nèt ale! Oui, bien sûr", the demonstrations in the comment',
    tags: ['french', 'unit', 'multiple', 'negation', 'dont-know', 'optional', 'hedge', 'words'],
    questionnaire: 'fr-transport-scolaire',
    locale: 'fr',
    candidate: { firstName: 'Wilner', lastName: 'Dorvilus' },
    says: [
      'Bonjou. Mwen se direktris Collège Notre-Dame du Cap, à Cap-Haïtien. Wilner se chofè bis la, li travay pou konpayi transpò nou kontrakte a. Donc nous sommes le client',
      "Depuis l'année scolaire 2021-2022",
      { retry: 'Senk ane. Cinq ans', key: 'annees' },
      'Le ramassage le matin et à midi. Et les sorties: la Citadelle avec les 6e chaque année. Transport pour handicapés nou pa genyen',
      '8 sur 10. Wout la pa fasil, ak twou yo',
      { retry: 'Sur 5? Alors 4', key: 'securite' },
      'Li pa janm rele sou timoun yo, men yo koute l. 5',
      'Nou pa gen « permis D » isit. Li gen lisans chofè li, se tout',
      { retry: 'Mwen pa konnen. Kite l vid, laissez vide', key: 'permis' },
      'Yon trantèn timoun konsa. Une trentaine',
      { retry: '30', key: 'eleves' },
      'Wi, nèt ale! Oui, bien sûr',
      'Pandan manifestasyon yo, li te toujou jwenn yon lòt wout pou mennen timoun yo lakay. Mèsi',
    ],
    expected: {
      lien: 'Établissement scolaire ou mairie (client)',
      annees: 5,
      services: ['Ramassage scolaire (matin et soir)', 'Sorties et voyages scolaires'],
      securite: 4,
      discipline: 5,
      eleves: 30,
      reprendre: true,
      commentaire: { has: ['manifestasyon'] },
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t70',
    title:
      'Tripoli (Lebanon), a clothing-shop owner on fr-commerce who answers four questions ("Six mois, de mars à août 2024", "5, les clientes l\'adoraient 😍", "Oui, seule le samedi"), then learns from the candidate\'s cousin that her CV says three years and declines ("C\'est faux … Dans ce cas je préfère arrêter là … Effacez ce que j\'ai dit. Yalla, bonne journée"): nothing kept',
    tags: ['french', 'decline', 'emoji', 'number-in-word', 'unit'],
    questionnaire: 'fr-commerce',
    locale: 'fr',
    candidate: { firstName: 'Rana', lastName: 'Khoury' },
    says: [
      "Bonjour, je suis Georges Haddad, propriétaire d'un magasin de prêt-à-porter à Tripoli, rue Azmi. Rana travaillait chez moi, c'est moi qui la dirigeais",
      'Six mois, de mars à août 2024',
      "5, les clientes l'adoraient 😍",
      'Oui, seule le samedi',
      "Attendez, sa cousine vient de me dire qu'elle a mis trois ans chez moi sur son CV. C'est faux, c'était six mois. Dans ce cas je préfère arrêter là, je ne veux pas être mêlé à ça. Effacez ce que j'ai dit. Yalla, bonne journée",
      { tapConfirm: true },
    ],
    expected: {},
    outcome: 'declined',
  },
  // ───────────── Twenty-sixth blind set, built-in
  {
    id: 'fr-r55',
    title:
      'Thiès (Senegal), the branch manager of a savings-and-loan mutual about his head cashier, on the built-in ("tres tres serieuse", "wallahi", "Dieureudieuf"): a mark out of 20 ("16/20", asked again: 4), "4/5", "5 sur 5 wallahi", "Jamais un seul franc de trou dans sa caisse. Cinq" ("un seul" beside a five in words), "Hum, moyen. 3", "Elle ne dirigeait personne. Je passe", Wolof and Serer in the strengths, "Trois hivernages" for a duration (rainy seasons: asked again, 36), a blessing as no comment',
    tags: ['french', 'number-in-word', 'words', 'skip', 'unit', 'short', 'emoji', 'typos'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: { firstName: 'Aïssatou', lastName: 'Ndiaye' },
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
      'mon',
      'mon',
      'cmt',
    ],
    says: [
      "Bonjour. Je suis Ousmane Sarr, chef d'agence de la mutuelle d'epargne et de credit a Thies. Aissatou etait ma caissiere principale, elle est tres tres serieuse",
      '16/20',
      { retry: "Ah c'est sur 5 ? Alors 4", key: 'communication' },
      'Elle maitrise bien le logiciel de la mutuelle, et Wave, Orange Money tout ça. 4/5',
      "5 sur 5 wallahi, tout le monde l'aime a l'agence",
      'Jamais un seul franc de trou dans sa caisse. Cinq',
      'Hum, moyen. 3',
      'Elle ne dirigeait personne. Je passe',
      "L'honnêteté et la rigueur. Et elle parle wolof, sérère et français avec les clients, même avec les vieilles mamans du marché",
      "Elle doit prendre confiance en elle, elle n'ose pas contredire un client même quand il a tort",
      "Bien sûr, sans hésiter. Si le poste se libère je l'appelle direct",
      'Trois hivernages',
      { retry: 'Trois ans. Donc 36 mois', key: 'monthsKnown' },
      'Dieureudieuf. Que Dieu facilite pour elle 🙏',
    ],
    expected: {
      relationship: { has: ['caissiere'] },
      communication: 4,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      problem_solving: 3,
      strengths: { has: ['honnêteté'] },
      improvements: { has: ['confiance'] },
      wouldRehire: true,
      monthsKnown: 36,
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-sixth blind set, tenant: fr-spectacle (poste, representations, taches?, securite, sangfroid?, habilitation?, reprendre, commentaire?)
  {
    id: 'fr-t71',
    title:
      'Namur (Wallonia), the technical director of a theatre on fr-spectacle, in Belgian French ("septante", "à tantôt", "ça va comme ça"): "technicienne plateau, cintrière surtout" for the job, "Sur trois saisons, je dirais septante-cinq, quatre-vingts dates" (asked again: "Mettez septante-cinq"), the get-in and a tour for the tasks with "La conduite, non", a refused aerial platform inside the safety answer (5), "au deuxième acte … 4,5 ?" on a 1-5 rating (asked again: 4), "Habilitation électrique oui (BR je crois), le CACES nacelle non" (either one is a yes), "Quand elle veut" as a yes, "Non, ça va comme ça. À tantôt !" as no comment',
    tags: [
      'french',
      'words',
      'range',
      'hedge',
      'multiple',
      'negation',
      'number-in-word',
      'optional',
      'question-back',
      'emoji',
    ],
    questionnaire: 'fr-spectacle',
    locale: 'fr',
    candidate: { firstName: 'Sarah', lastName: 'Lejeune' },
    says: [
      'Bonjour, ici Luc Vandenbroucke, directeur technique du théâtre à Namur. Sarah était engagée chez nous comme technicienne plateau, cintrière surtout',
      'Sur trois saisons, je dirais septante-cinq, quatre-vingts dates',
      { retry: 'Mettez septante-cinq', key: 'representations' },
      "Montage, démontage, et elle est partie en tournée avec « Les Bonnes » en Suisse et au Québec. La conduite, non, ça c'était le régisseur",
      'Irréprochable. Elle a refusé de monter dans une nacelle pas contrôlée, devant le metteur en scène qui râlait. 5',
      "Le soir de la première, le jeu d'orgue a planté au deuxième acte et elle a tenu le plateau dans le noir. 4,5 ?",
      { retry: 'Bon, 4 alors', key: 'sangfroid' },
      'Habilitation électrique oui (BR je crois), le CACES nacelle non',
      "Quand elle veut. Elle est d'ailleurs déjà sur le planning du festival d'été 😊",
      { retry: 'Oui', key: 'reprendre' },
      'Non, ça va comme ça. À tantôt !',
    ],
    expected: {
      poste: 'Machiniste ou technicien(ne) plateau',
      representations: 75,
      taches: ['Montage et démontage', 'Tournée'],
      securite: 5,
      sangfroid: 4,
      habilitation: true,
      reprendre: true,
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-sixth blind set, built-in
  {
    id: 'fr-r56',
    title:
      'Quebec City, the IT support coordinator of a university about a help-desk technician, on the built-in in Québec French ("full bon", "en masse", "pis toute", "pantoute", "c\'est beau"): English tech words ("help desk", "Intune", "tickets") and "Microsoft 365", three ratings in one message with a correction inside ("Travail d\'équipe 5, fiabilité 5 — non, 4, il arrivait en retard les lundis — résolution de problèmes 4"), "Pantoute, il avait personne sous lui. Je sais pas quoi mettre" on leadership (no rating), "Deux ans et demi, trois ans max" (asked again: "Trente mois", 30), "Non c\'est beau merci!" as no comment',
    tags: [
      'french',
      'multi-answer',
      'correction',
      'negation',
      'dont-know',
      'range',
      'words',
      'number-in-word',
      'emoji',
    ],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: { firstName: 'Félix', lastName: 'Tremblay-Gagnon' },
    to: ['rel', 'com', 'tec', 'tea', 'lea', 'str', 'imp', 'reh', 'mon', 'mon', 'cmt'],
    says: [
      "Salut! Oui, c'était mon employé au centre de services TI de l'université, le help desk. Moi j'étais la coordonnatrice du soutien informatique",
      'Full bon. 5',
      'Il connaît ça en masse, Microsoft 365, Intune pis toute. 4',
      "Travail d'équipe 5, fiabilité 5 — non, 4, il arrivait en retard les lundis — résolution de problèmes 4",
      'Pantoute, il avait personne sous lui. Je sais pas quoi mettre',
      'Patient avec les profs qui savent pas ouvrir un PDF 😂',
      'Documenter ses tickets comme du monde, il le faisait pas toujours',
      'Ben oui, certain!',
      'Deux ans et demi, trois ans max',
      { retry: 'Trente mois', key: 'monthsKnown' },
      "Non c'est beau merci!",
    ],
    expected: {
      relationship: { has: ['coordonnatrice'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 4,
      problem_solving: 4,
      strengths: { has: ['Patient'] },
      improvements: { has: ['tickets'] },
      wouldRehire: true,
      monthsKnown: 30,
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-sixth blind set, tenant: fr-spectacle and fr-btp
  {
    id: 'fr-t72',
    title:
      'Abidjan (Côte d\'Ivoire), the production manager of an urban music festival on fr-spectacle ("dèh", "y a pas drap", "on est ensemble", "c\'est gbê"): "ingé son façade" for a sound technician, "Cinq éditions du festival, plus les concerts au Palais de la Culture, je peux pas compter dèh" for a required count (asked again: "Bon, mettez 50"), everything but rigging ("Mais l\'accroche non, il a le vertige"), "Bon. 3", "devant 20 000 personnes … 5", "Habilitation électrique? Je connais pas ça ici" (asked again: left blank), "Y a pas drap, on est ensemble!" as a yes',
    tags: [
      'french',
      'dont-know',
      'multiple',
      'negation',
      'number-in-word',
      'optional',
      'skip',
      'question-back',
      'emoji',
    ],
    questionnaire: 'fr-spectacle',
    locale: 'fr',
    candidate: { firstName: 'Didier', lastName: 'Kouassi' },
    says: [
      "Bonsoir. Moi c'est Koffi Yao, directeur de production du festival. Didier était notre ingé son façade",
      'Cinq éditions du festival, plus les concerts au Palais de la Culture, je peux pas compter dèh',
      { retry: 'Bon, mettez 50', key: 'representations' },
      "Tout: montage, démontage, la conduite pendant les concerts, il a même fait la tournée européenne d'un groupe zouglou. Mais l'accroche non, il a le vertige 😂",
      "Bon. 3. Il fait attention mais il court partout avec les câbles, un jour quelqu'un va tomber",
      "Quand le courant a sauté devant 20 000 personnes, il n'a pas paniqué, il a relancé la console sur le groupe électrogène. 5",
      "Habilitation électrique? Je connais pas ça ici, on n'a pas ce papier-là chez nous",
      { retry: 'Laissez vide', key: 'habilitation' },
      'Y a pas drap, on est ensemble! Il est déjà sur la liste pour la prochaine édition',
      { retry: 'Oui oui, je le reprends', key: 'reprendre' },
      "Il est fort dèh. C'est gbê",
    ],
    expected: {
      poste: 'Technicien(ne) son',
      representations: 50,
      taches: ['Montage et démontage', 'Conduite du spectacle', 'Tournée'],
      securite: 3,
      sangfroid: 5,
      reprendre: true,
      commentaire: { has: ['fort'] },
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t73',
    title:
      'Sion (Valais), a site foreman on fr-btp about a Portuguese mason, in Swiss French without some accents ("huitante", "natel", "ça joue"): "son chef, enfin son contremaître" for a manager, "J\'ai compté huitante-quatre mois, donc sept ans" (months given for years), "Le casque, toujours. Le harnais... presque toujours 😬. Un 4 on va dire", three trades and two left out, a refusal of the optional team-lead question ("Ça, je préfère pas répondre … je veux pas lui nuire"), "cinq étages, donc une quinzaine de mètres" (floors for metres: asked again, 15), "Ça joue, oui", a pasted signature with a Swiss mobile as no comment',
    tags: [
      'french',
      'unit',
      'words',
      'hedge',
      'multiple',
      'negation',
      'decline',
      'optional',
      'signature',
      'emoji',
      'typos',
    ],
    questionnaire: 'fr-btp',
    locale: 'fr',
    candidate: { firstName: 'Tiago', lastName: 'Ferreira da Costa' },
    says: [
      "Salut. J'etais son chef, enfin son contremaitre, dans une entreprise de maçonnerie a Sion",
      "J'ai compté huitante-quatre mois, donc sept ans",
      'Le casque, toujours. Le harnais... presque toujours 😬. Un 4 on va dire',
      { retry: '4', key: 'securite' },
      "Maçonnerie et coffrage surtout, et il pose aussi le carrelage, propre. Le plâtre c'est pas son truc, l'électricité on a un électricien pour ça",
      'Ça, je préfère pas répondre. Il y a eu une histoire avec un apprenti et je veux pas lui nuire',
      "Sur la façade de l'EMS à Martigny, cinq étages, donc une quinzaine de mètres",
      { retry: '15 mètres', key: 'hauteur' },
      'Ça joue, oui',
      "Non merci, c'est tout. Bonne journée\n\n--\nDaniel Fournier\nContremaître\nConstructions Rey & Fils SA\nRoute de Riddes 12, 1950 Sion\nNatel +41 79 456 12 34",
    ],
    expected: {
      lien: 'Responsable hiérarchique',
      annees: 7,
      securite: 4,
      corps: ['Maçonnerie', 'Coffrage', 'Carrelage'],
      reembaucher: true,
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-eighth blind set, built-in
  {
    id: 'fr-r57',
    title:
      'Dakar (Senegal), the supervisor of a call-centre floor working for a French insurer, on the built-in, in Senegalese French with Wolof ("Salamalekoum", "Dafa baax", "Inch\'Allah", "Jërëjëf"): a referee not sure he is the right person before the relationship ("je ne suis pas sûr d\'être la bonne personne : on avait deux Awa Ndiaye sur le plateau 😅 C\'est celle qui est partie en France ?"), then the relationship, a partial refusal on reliability ("Ponctuelle, ça oui … Mais je ne mets pas de note là-dessus": blank, no number read from "ponctuelle"), "les deux derniers mois. 4" on leadership, "Demandez-lui directement, elle sait très bien de quoi je parle 😄" on improvements (asked again: "l\'assiduité"), "Inch\'Allah, oui" (yes), "De janvier 2023 à sa démission en juin 2025" (29), "Non. Jërëjëf" as no comment',
    tags: ['french', 'question-back', 'decline', 'hedge', 'number-in-word', 'unit', 'emoji'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: { firstName: 'Awa', lastName: 'Ndiaye' },
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
      'imp',
      'reh',
      'reh',
      'mon',
      'mon',
      'cmt',
    ],
    says: [
      "Salamalekoum. Excusez, je ne suis pas sûr d'être la bonne personne : on avait deux Awa Ndiaye sur le plateau 😅 C'est celle qui est partie en France ?",
      "Ah d'accord, c'est bien elle alors. J'étais son superviseur sur le plateau de Sacré-Cœur, campagne d'une assurance française",
      "Le français impeccable, les clients pensaient qu'elle appelait de Paris. 5",
      '4, le CRM ça va, Excel un peu moins',
      "Dafa baax, elle s'entend avec tout le monde. 5",
      "Ponctuelle, ça oui, jamais en retard malgré les embouteillages de la VDN. Mais je ne mets pas de note là-dessus, il y a eu des histoires d'absences que je préfère ne pas commenter",
      '4',
      'Elle formait les nouvelles recrues les deux derniers mois. 4',
      'La patience avec les clients énervés, et son français. Elle parle aussi wolof et pulaar',
      'Demandez-lui directement, elle sait très bien de quoi je parle 😄',
      { retry: "Bon : l'assiduité. Je n'en dis pas plus", key: 'improvements' },
      "Inch'Allah, oui",
      { retry: 'Oui, je la reprendrais', key: 'wouldRehire' },
      'De janvier 2023 à sa démission en juin 2025',
      { retry: '29 mois', key: 'monthsKnown' },
      'Non. Jërëjëf, et bonne chance à elle',
    ],
    expected: {
      relationship: { has: ['superviseur'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      problem_solving: 4,
      leadership: 4,
      strengths: { has: ['patience'] },
      improvements: { has: ['assiduité'] },
      wouldRehire: true,
      monthsKnown: 29,
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-eighth blind set, tenant: fr-deneigement (poste, hivers, equipements, prudence, disponibilite?, classe3?, heures?, reembaucher, commentaire?)
  {
    id: 'fr-t74',
    title:
      'Chicoutimi (Saguenay, Quebec), the owner of a snow-removal firm about a sidewalk-plough operator, on fr-deneigement, in Quebec French ("nous autres", "pis", "pantoute", "y\'é", "un char", "une bordée"): two jobs for a single choice ("y chauffait la chenillette sur les trottoirs … pis des fois le loader", asked which: chenillette), "Six hivers. Y\'a commencé l\'hiver 2019-2020 mais y\'a sauté celui de la pandémie" (6, never 2019 or 2020), "La souffleuse pantoute. Le 10 roues non plus, y\'a pas sa classe 3" (the licence answered ahead: no), "Écœurant!" (a Quebec word for great, no number: asked again, 5), "Pas pire" beside "la grosse bordée du 23 décembre … à 2h du matin" (asked again: 4), "Une semaine tranquille 20, une semaine de tempête 60-70" (asked again: 40), "Certain!" (yes)',
    tags: [
      'french',
      'multi-answer',
      'wrong-question',
      'words',
      'negation',
      'multiple',
      'range',
      'hedge',
      'number-in-word',
      'optional',
    ],
    questionnaire: 'fr-deneigement',
    locale: 'fr',
    candidate: { firstName: 'Jérémie', lastName: 'Simard' },
    says: [
      "Salut! Oui, Jérémie a travaillé pour nous autres. Y chauffait la chenillette sur les trottoirs de Chicoutimi, pis des fois le loader dans les stationnements de l'hôpital",
      { retry: "Mets chenillette, c'était sa job principale", key: 'poste' },
      "Six hivers. Y'a commencé l'hiver 2019-2020 mais y'a sauté celui de la pandémie",
      "La chenillette pis le loader, oui. La souffleuse pantoute. Le 10 roues non plus, y'a pas sa classe 3",
      "Écœurant! Y'a jamais accroché un char en six ans",
      { retry: 'Ben 5 là, écœurant ça veut dire super icitte 😄', key: 'prudence' },
      "Pas pire. La grosse bordée du 23 décembre, y'est arrivé à 2h du matin sans que je l'appelle",
      { retry: 'Mettons 4', key: 'disponibilite' },
      { retry: "Non, je te l'ai dit : pas de classe 3", key: 'classe3' },
      'Ça dépend des bordées. Une semaine tranquille 20, une semaine de tempête 60-70',
      { retry: 'Disons 40 en moyenne', key: 'heures' },
      "Certain! Y'é déjà sur ma liste pour cet hiver",
      "Non, rien d'autre. Bonne journée là!",
    ],
    expected: {
      poste: 'Opérateur(trice) de chenillette (trottoirs)',
      hivers: 6,
      equipements: ['Chenillette (trackless, Bombardier)', 'Chargeuse (loader)'],
      prudence: 5,
      disponibilite: 4,
      classe3: false,
      heures: 40,
      reembaucher: true,
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-eighth blind set, built-in
  {
    id: 'fr-r58',
    title:
      'Jacmel (Haiti), the director of a small hotel about a receptionist, on the built-in, in Kreyòl and French ("Bonjou", "san pwoblèm", "anpil", "Pase", "Tann", "Mèsi anpil"): "Bon anpil ak òdinatè a" (no number: asked again, 4), "Pendant la crise de l\'essence en 2019 elle venait à pied … 5" (a year beside it), "Li pa t dirije pèsonn. Pase" (blank), the first rating corrected nine messages later while would-rehire is asked ("Tann, mwen vle korije: pou kominikasyon an, mete 4, pa 5"), "Wi, san okenn dout" (yes), "Depi mas 22 jis out ki sot pase" with a phone beside it ("rele m nan 3456-7890": asked again, 53), "Non, se tout" as no comment',
    tags: ['french', 'correction', 'words', 'skip', 'number-in-word', 'unit'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: { firstName: 'Roseline', lastName: 'Saint-Cyr' },
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
      'Bonjou. Mwen se direktè otèl la nan Jacmel, Roseline te resepsyonis nou. Je suis son patron, oui',
      'Li pale kreyòl, franse, anglè ak panyòl. 5 san pwoblèm',
      'Bon anpil ak òdinatè a',
      { retry: '4', key: 'technical_skill' },
      '5',
      "Pendant la crise de l'essence en 2019 elle venait à pied depuis Cayes-Jacmel. 5",
      '4',
      'Li pa t dirije pèsonn. Pase',
      "L'accueil des touristes. Elle a un sourire qui fait revenir les clients",
      "L'organisation des dossiers, elle perdait les factures parfois",
      'Tann, mwen vle korije: pou kominikasyon an, mete 4, pa 5. Panyòl li pa tèlman bon',
      'Wi, san okenn dout',
      'Depi mas 22 jis out ki sot pase. Si w bezwen plis detay rele m nan 3456-7890',
      { retry: '53 mwa', key: 'monthsKnown' },
      'Non, se tout. Mèsi anpil',
    ],
    expected: {
      relationship: { has: ['patron'] },
      communication: 4,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      strengths: { has: ['sourire'] },
      improvements: { has: ['factures'] },
      wouldRehire: true,
      monthsKnown: 53,
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-eighth blind set, tenant: fr-creche (lien, experience, bienveillance, groupes, secourisme?, reembaucher, mot?)
  {
    id: 'fr-t75',
    title:
      'Liège (Belgium), the director of a crèche in Outremeuse about a puéricultrice, on fr-creche, in Belgian French ("savoir" for pouvoir, "l\'ONE", "À tantôt"): ages where years are asked ("Elle est arrivée chez nous à 19 ans et elle en a 26 maintenant, donc sept ans"), "Nickel 👌" (a word: asked again, 5), the Belgian sections for the age groups ("Les bébés et les moyens, donc jusqu\'à deux ans environ. Les grands, elle ne les a jamais eus": poupons and trottineurs), "recyclage fait en septembre" (yes), "si elle savait revenir" (yes), the years corrected at the last question ("je me suis trompée, elle a 25 ans, pas 26. Donc six ans chez nous, pas sept": 6), then "c\'est une perle" as the comment, never the correction',
    tags: ['french', 'correction', 'words', 'multiple', 'number-in-word', 'emoji', 'optional'],
    questionnaire: 'fr-creche',
    locale: 'fr',
    candidate: { firstName: 'Laetitia', lastName: 'Wauters' },
    says: [
      "Bonjour, je suis la directrice de la crèche « Les P'tits Loups » à Outremeuse, à Liège. Laetitia est puéricultrice chez nous",
      "Elle est arrivée chez nous à 19 ans et elle en a 26 maintenant, donc sept ans. Ses stages d'avant, je ne les compte pas",
      'Nickel 👌',
      { retry: 'Cinq sur cinq, évidemment', key: 'bienveillance' },
      "Les bébés et les moyens, donc jusqu'à deux ans environ. Les grands, elle ne les a jamais eus, et chez nous à deux ans et demi ils partent en maternelle",
      { retry: 'Les poupons et les trottineurs, si vous voulez', key: 'groupes' },
      "Oui, recyclage fait en septembre avec l'ONE",
      'Oui, tout de suite, si elle savait revenir. Elle déménage à Namur',
      'Ah, je reviens sur les années : je me suis trompée, elle a 25 ans, pas 26. Donc six ans chez nous, pas sept',
      "Sinon, juste que c'est une perle, les parents la réclament. À tantôt !",
    ],
    expected: {
      lien: 'Direction',
      experience: 6,
      bienveillance: 5,
      groupes: ['Poupons (0-18 mois)', 'Trottineurs (18-36 mois)'],
      secourisme: true,
      reembaucher: true,
      mot: { has: ['perle'], not: ['je me suis trompée'] },
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t76',
    title:
      'Saint-Léonard (Montreal), the owner of a snow-removal firm about a truck driver, on fr-deneigement, in Montreal French with English and Italian ("Allô", "truck", "party", "anyway", "Ciao"): "un de mes chauffeurs de truck" (the truck driver), "3 hivers" beside his own cell number ("514 555-0187": 3), "Le loader non, c\'est mon frère qui fait ça", sarcasm on the optional rating ("Disponible? Ah ben oui, la nuit de la grosse tempête de février y m\'a texté à minuit qu\'y avait un party de famille 🙄 Très dispo", asked again: 2), "Y\'a sa classe 1 même" (yes: a class 1 includes it), "Entre 50 et 60 quand ça tombe" (asked again: 50), "Oui... mais pas sur le quart de nuit 😅" (yes), "Y\'é travaillant pis respectueux" as the comment',
    tags: [
      'french',
      'number-in-word',
      'multiple',
      'negation',
      'hedge',
      'range',
      'emoji',
      'optional',
    ],
    questionnaire: 'fr-deneigement',
    locale: 'fr',
    candidate: { firstName: 'Wilkens', lastName: 'Jean-Baptiste' },
    says: [
      "Allô. Wilkens, c'était un de mes chauffeurs de truck, y transportait la neige au dépôt à neige",
      "3 hivers. Si vous avez d'autres questions, appelez-moi au 514 555-0187",
      "Le 10 roues surtout. Pis la souffleuse quand on chargeait dans les rues. Le loader non, c'est mon frère qui fait ça",
      '5, jamais eu un accident, jamais un ticket',
      "Disponible? Ah ben oui, la nuit de la grosse tempête de février y m'a texté à minuit qu'y avait un party de famille 🙄 Très dispo",
      { retry: 'Ok, sérieusement : 2. Le jour correct, la nuit non', key: 'disponibilite' },
      "Y'a sa classe 1 même",
      'Entre 50 et 60 quand ça tombe',
      { retry: 'Mets 50', key: 'heures' },
      'Oui... mais pas sur le quart de nuit 😅',
      "Anyway, y'é travaillant pis respectueux avec les clients, c'est juste les nuits le problème. Ciao",
    ],
    expected: {
      poste: 'Chauffeur(euse) de camion (transport de neige)',
      hivers: 3,
      equipements: ['Souffleuse', 'Camion 10 roues'],
      prudence: 5,
      disponibilite: 2,
      classe3: true,
      heures: 50,
      reembaucher: true,
      commentaire: { has: ['travaillant'] },
    },
    outcome: 'completed',
  },
  // ───────────── Thirtieth blind set, built-in
  {
    id: 'fr-r59',
    title:
      'Brussels, the store manager of a supermarket who slips into Dutch ("ja", "vijf", "natuurlijk", "amai"): a comparison for a rating ("Mieux que la moyenne": asked again, "Allez, 4"), "Idem" for the rating after it (4), "Vijf, euh cinq" (5), a dictated "cinq sur cinq jamais absente" (5), "trois ou quatre je dirais quatre" (4), "deux semaines" beside the leadership 4, "Ja natuurlijk, euh, oui bien sûr" (yes), "Six ans tout juste" (72 months), "Non merci, bonne journée!" (no comment)',
    tags: ['french', 'words', 'range', 'hedge', 'unit', 'correction'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: { firstName: 'Sarah', lastName: 'Vandenbroucke' },
    to: ['rel', 'com', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      "Bonjour, j'étais sa responsable de magasin à Bruxelles, elle était caissière puis chef de caisse",
      'Mieux que la moyenne',
      { retry: 'Allez, 4', key: 'communication' },
      'Idem',
      'Ja, super collègue, toujours prête à aider. Vijf, euh cinq',
      'cinq sur cinq jamais absente',
      'trois ou quatre je dirais quatre',
      "Elle a remplacé le gérant deux semaines cet été, ça s'est bien passé, amai. Un 4",
      'Elle est calme avec les clients difficiles et elle connaît toutes les procédures',
      'Déléguer, elle veut tout faire elle-même',
      'Ja natuurlijk, euh, oui bien sûr',
      'Six ans tout juste',
      'Non merci, bonne journée!',
    ],
    expected: {
      relationship: { has: ['responsable'] },
      communication: 4,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      leadership: 4,
      strengths: { has: ['calme'] },
      improvements: { has: ['Déléguer'] },
      wouldRehire: true,
      monthsKnown: 72,
    },
    outcome: 'completed',
  },
  // ───────────── Thirtieth blind set, tenant: fr-foret (lien, annees, qualite, travaux, formation?, volume?, reprendre, commentaire?)
  {
    id: 'fr-t77',
    title:
      'Abitibi (Quebec), a logging contractor who mixes English into Quebec French ("le boss", "so", "shift", "anyway", "Yes sir"): "Je suis le boss, ben l\'entrepreneur forestier" (Entrepreneur forestier), "quatre saisons, so quatre ans" (4), "Un bon 4, il est pas mal meilleur que les autres jeunes" (4), "Il chauffe l\'abatteuse l\'hiver pis le porteur l\'été. Pas de scie mécanique" (harvester and forwarder), "Je sais pas, il fait pas de scie anyway" on the optional training (blank), "Genre 150 mètres cubes par shift, des fois 200" (150), "Yes sir" (yes)',
    tags: ['french', 'words', 'hedge', 'multiple', 'dont-know', 'optional', 'range'],
    questionnaire: 'fr-foret',
    locale: 'fr',
    candidate: { firstName: 'Maxime', lastName: 'Bélanger' },
    says: [
      "Salut! Je suis le boss, ben l'entrepreneur forestier, c'est ma compagnie",
      'Ça fait quatre saisons, so quatre ans',
      'Un bon 4, il est pas mal meilleur que les autres jeunes',
      "Il chauffe l'abatteuse l'hiver pis le porteur l'été. Pas de scie mécanique, on est mécanisé à 100%",
      'Je sais pas, il fait pas de scie anyway',
      'Genre 150 mètres cubes par shift, des fois 200 dans le beau bois',
      { retry: 'Mets 150', key: 'volume' },
      "Yes sir, n'importe quand",
      "Non c'est beau, bye!",
    ],
    expected: {
      lien: 'Entrepreneur forestier',
      annees: 4,
      qualite: 4,
      travaux: ["Conduite d'abatteuse", 'Débardage (débusqueuse ou porteur)'],
      volume: 150,
      reprendre: true,
    },
    outcome: 'completed',
  },
  // ───────────── Thirtieth blind set, built-in
  {
    id: 'fr-r60',
    title:
      'Lyon, the partner of an accounting firm giving a polite negative reference in formal French: "Je préfère ne pas mettre de note sur ce point" with a description on communication (blank, the description filed nowhere), "2, les délais n\'étaient pas toujours tenus", "Non applicable" on leadership (blank), one long paragraph on strengths that also answers improvements by name ("pour les axes d\'amélioration, je dirais la rigueur …"), "Je lui souhaite sincèrement de réussir ailleurs, mais je ne pense pas que nous le reprendrions" (no), "Un peu plus d\'un an, quatorze mois je crois" (14), "Je préfère en rester là" (no comment)',
    tags: ['french', 'decline', 'long', 'multi-answer', 'negation', 'words', 'hedge'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: { firstName: 'Julien', lastName: 'Marchal' },
    to: ['rel', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      "J'ai été son manager au cabinet, il était assistant comptable dans mon équipe",
      "Je préfère ne pas mettre de note sur ce point. Disons qu'il fallait souvent lui répéter les consignes et que ses mails aux clients étaient parfois un peu secs",
      '3',
      'Correct. 3',
      "2, les délais n'étaient pas toujours tenus",
      '3',
      'Non applicable',
      "Il est à l'aise avec les outils, Excel, Cegid, il apprend vite les logiciels. En revanche, pour les axes d'amélioration, je dirais la rigueur dans les rapprochements bancaires et le respect des échéances, ce qui est un peu gênant dans notre métier",
      { retry: 'La rigueur et le respect des échéances, comme je disais', key: 'improvements' },
      'Je lui souhaite sincèrement de réussir ailleurs, mais je ne pense pas que nous le reprendrions',
      "Un peu plus d'un an, quatorze mois je crois",
      'Je préfère en rester là',
    ],
    expected: {
      relationship: { has: ['manager'] },
      technical_skill: 3,
      teamwork: 3,
      reliability: 2,
      problem_solving: 3,
      strengths: { has: ['Excel'] },
      improvements: { has: ['rigueur'] },
      wouldRehire: false,
      monthsKnown: 14,
    },
    outcome: 'completed',
  },
  // ───────────── Thirtieth blind set, tenant: fr-spectacle (poste, representations, taches?, securite, sangfroid?, habilitation?, reprendre, commentaire?)
  {
    id: 'fr-t78',
    title:
      'Avignon, a production manager: "régisseur lumière... non, technicien lumière, le régisseur c\'était moi" (Technicien(ne) lumière), "42 dates en salle plus une vingtaine au festival, ça fait une soixantaine" (60), the optional tasks in one long paragraph that also rates safety by name ("Côté sécurité, franchement nickel … je lui mets 5": not asked again), "Pareil" on the optional composure rating (5), "Oui, il a le CACES nacelle, l\'habilitation électrique je crois pas" (yes), "Évidemment", a comment with a wink',
    tags: [
      'french',
      'long',
      'multi-answer',
      'multiple',
      'correction',
      'hedge',
      'optional',
      'emoji',
    ],
    questionnaire: 'fr-spectacle',
    locale: 'fr',
    candidate: { firstName: 'Hugo', lastName: 'Perrin' },
    says: [
      "Il était régisseur lumière... non, technicien lumière, le régisseur c'était moi",
      '42 dates en salle plus une vingtaine au festival, ça fait une soixantaine',
      { retry: 'Mettez 60', key: 'representations' },
      "Montage, démontage, la conduite lumière tous les soirs, et c'est lui qui montait en nacelle pour l'accroche. Côté sécurité, franchement nickel, harnais à chaque fois, jamais sous une charge, je lui mets 5",
      { retry: '5', key: 'securite' },
      'Pareil',
      "Oui, il a le CACES nacelle, l'habilitation électrique je crois pas",
      'Évidemment',
      'Il est déjà pris sur notre prochaine création 😉',
    ],
    expected: {
      poste: 'Technicien(ne) lumière',
      representations: 60,
      taches: ['Montage et démontage', 'Conduite du spectacle', 'Accroche et travail en hauteur'],
      securite: 5,
      sangfroid: 5,
      habilitation: true,
      reprendre: true,
      commentaire: { has: ['prochaine création'] },
    },
    outcome: 'completed',
  },
  // ───────────── Thirtieth blind set, tenant: fr-peche (lien, mois, securite, postes, certificats?, jours?, rembarquer, commentaire?)
  {
    id: 'fr-t79',
    title:
      'Le Guilvinec (Brittany), a skipper who answers two questions and asks to come back later as the boat comes in: "Patron de l\'Ar Men, il était matelot chez moi", "Trois ans, mais on sort pas l\'hiver quand ça souffle" (asked again: 30), then "Là on rentre au port, faut que je débarque le poisson. Je vous réponds demain. Kenavo" while safety is asked: open',
    tags: ['french', 'unit', 'hedge', 'required-miss', 'off-topic'],
    questionnaire: 'fr-peche',
    locale: 'fr',
    candidate: { firstName: 'Yann', lastName: 'Le Floch' },
    says: [
      "Patron de l'Ar Men, il était matelot chez moi",
      "Trois ans, mais on sort pas l'hiver quand ça souffle",
      { retry: 'Mettez 30 mois', key: 'mois' },
      'Là on rentre au port, faut que je débarque le poisson. Je vous réponds demain. Kenavo',
    ],
    expected: {
      lien: 'Patron ou patronne de pêche',
      mois: 30,
    },
    outcome: 'open',
  },
  // ───────────── Thirty-second blind set, built-in (held out)
  {
    id: 'fr-r61',
    title:
      'La Chaux-de-Fonds (Neuchâtel), the director of a home for teenagers who answers the whole built-in in her first message as a form with her own labels and a signature: "Communication : 4", "Compétences techniques : 4-5" (a range: asked again, 5), "Fiabilité : –" (a dash: blank), "Leadership : n.c." (blank), "Réengager : oui, mais à 60 % max, pas à plein temps" (yes, never 60), "Durée : env. 3 ans (2019-2022)" (36 months, never 2019 or 2022), "Remarques : aucune", "032 913 45 67" under her name',
    tags: ['french', 'list', 'multi-answer', 'long', 'signature', 'range', 'skip', 'hedge', 'unit'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: { firstName: 'Léa', lastName: 'Jacot-Descombes' },
    to: ['rel', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      "Bonjour. Pour gagner du temps je vous réponds à tout d'un coup, avec les titres de votre liste :\nLien : j'étais sa directrice au foyer des Cerisiers, à La Chaux-de-Fonds\nCommunication : 4\nCompétences techniques : 4-5\nTravail d'équipe : 5\nFiabilité : –\nRésolution de problèmes : 4\nLeadership : n.c.\nPoints forts : calme avec les ados en crise, dossiers toujours à jour\nPoints à améliorer : ose pas dire non, fait trop d'heures sup\nRéengager : oui, mais à 60 % max, pas à plein temps\nDurée : env. 3 ans (2019-2022)\nRemarques : aucune\n\nMeilleures salutations\nF. Perrenoud\nDirection, Foyer des Cerisiers\n032 913 45 67",
      { retry: '4', key: 'communication' },
      { retry: 'Entre 4 et 5… allez, 5', key: 'technical_skill' },
      { retry: '5', key: 'teamwork' },
      { retry: 'Je préfère laisser vide', key: 'reliability' },
      { retry: '4', key: 'problem_solving' },
      { retry: "Elle n'encadrait personne, je passe", key: 'leadership' },
      { retry: 'Calme avec les ados en crise, dossiers toujours à jour', key: 'strengths' },
      { retry: "Elle n'ose pas dire non et fait trop d'heures sup", key: 'improvements' },
      { retry: 'Oui', key: 'wouldRehire' },
      { retry: '36 mois', key: 'monthsKnown' },
      { retry: 'Non, aucune', key: 'comments' },
    ],
    expected: {
      relationship: { has: ['directrice'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 5,
      problem_solving: 4,
      strengths: { has: ['calme'] },
      improvements: { has: ['heures sup'] },
      wouldRehire: true,
      monthsKnown: 36,
    },
    outcome: 'completed',
  },
  // ───────────── Thirty-second blind set, tenant: fr-fromagerie (lien, mois, taches, hygiene, regularite?, diplome?, meules?, note, reprendre, commentaire?)
  {
    id: 'fr-t80',
    title:
      'Haut-Doubs (Franche-Comté), the cheesemaker of a fruitière à comté who answers the relationship, the months and the tasks in one first paragraph ("Adieu !" as hello, "arrivé en septembre 2023 … toujours là": asked again, 39; the vat, moulding and pressing, the cellar, "Le lait arrive à 6 h … la réception et les analyses c\'est moi" (not ticked), "un coup de main le samedi" at the shop (ticked), "dans les 6 000 litres par jour"), "Pas une analyse non conforme en trois ans, y a pas à tortiller. 5", "je préfère pas noter" on the optional rating (blank), "Son BP… non, c\'est un CAP crémier-fromager" (yes), "On en fait 12 par jour, mais à deux. Je sais pas comment vous compter ça… mettez 6 pour lui" (6), "17 sur 20" on the 0–10 mark (asked again: "8,5" with a comma, 8.5), "Oui, mais à la fabrication seulement" (yes), "c\'est un bon gamin"',
    tags: [
      'french',
      'long',
      'multi-answer',
      'multiple',
      'unit',
      'correction',
      'skip',
      'optional',
      'emoji',
    ],
    questionnaire: 'fr-fromagerie',
    locale: 'fr',
    candidate: { firstName: 'Quentin', lastName: 'Vuillemin' },
    says: [
      "Adieu ! Je suis le fromager de la fruitière de Chapelle-des-Bois, c'est moi qui l'ai formé. Je vous fais le tour d'un coup : Quentin est arrivé en septembre 2023 comme aide-fromager et il est toujours là. Le matin il fait la cuve avec moi, le décaillage, puis le moulage et le pressage, et l'après-midi il frotte et retourne les meules en cave. Le lait arrive à 6 h, ce sont les producteurs qui l'amènent, la réception et les analyses c'est moi. Au magasin il donne un coup de main le samedi quand y a du monde. On transforme dans les 6 000 litres par jour.",
      { retry: 'Je suis le fromager, le chef de fabrication', key: 'lien' },
      { retry: 'Depuis septembre 2023, donc 39 mois', key: 'mois' },
      {
        retry:
          'La cuve, le moulage et le pressage, la cave, et la vente le samedi. Pas la réception du lait.',
        key: 'taches',
      },
      'Impeccable. Pas une analyse non conforme en trois ans, y a pas à tortiller. 5',
      'Là je préfère pas noter, il apprend encore à décailler tout seul',
      { retry: 'Non, je laisse vide', key: 'regularite' },
      "Son BP… non, c'est un CAP crémier-fromager qu'il a, à Mamirolle. Oui.",
      'On en fait 12 par jour, mais à deux. Je sais pas comment vous compter ça… mettez 6 pour lui.',
      '17 sur 20',
      { retry: 'Ah, sur 10… 8,5 alors', key: 'note' },
      'Oui, mais à la fabrication seulement, pas au magasin 😄',
      "Il est un peu taiseux, faut aller le chercher. Mais c'est un bon gamin. À la revoyure !",
    ],
    expected: {
      lien: 'Fromager(ère) responsable / chef de fabrication',
      mois: 39,
      taches: [
        'Fabrication en cuve (emprésurage, décaillage)',
        'Moulage et pressage',
        'Soins en cave (frottage, retournement)',
        'Vente au magasin',
      ],
      hygiene: 5,
      diplome: true,
      meules: 6,
      note: 8.5,
      reprendre: true,
      commentaire: { has: ['bon gamin'] },
    },
    outcome: 'completed',
  },
  // ───────────── Thirty-second blind set, built-in
  {
    id: 'fr-r62',
    title:
      'Saint-Georges (Beauce, Québec), the owner of a sugar bush ("érablière") on the built-in in Beauce French: the candidate shares his surname ("y\'a ben du monde qui s\'appelle Poulin en Beauce 😄"), "Pas 5, mais pas loin" (asked again: "4,5 mettons", no whole rating, asked again: "Ok ok, 4"), "40 000 entailles … 5", "Même affaire" (5), "à 4 h du matin … par exemple y\'a jamais été capable d\'arriver à l\'heure le dimanche. 3" where "par exemple" is the Québec "though", "Quand la pompe a gelé en 2023 … 5", "J\'sais pas trop, y\'a jamais eu à diriger personne" (blank), "Ben certain, si y revient au printemps" (yes), "Quatre temps des sucres" (sugaring seasons of six weeks: asked again, 48), "C\'est pas mal ça!" that is "that\'s about it" (no comment)',
    tags: ['french', 'range', 'hedge', 'unit', 'words', 'dont-know', 'emoji'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: { firstName: 'Jérémie', lastName: 'Poulin' },
    to: [
      'rel',
      'com',
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
      'mon',
      'mon',
      'cmt',
    ],
    says: [
      "Allo! Chu le propriétaire de l'érablière Poulin-Veilleux à Saint-Georges. Jérémie c'est pas mon parent, y'a ben du monde qui s'appelle Poulin en Beauce 😄 Y'était à l'évaporateur avec moi, pis y servait à la salle les fins de semaine",
      'Pas 5, mais pas loin',
      { retry: '4,5 mettons', key: 'communication' },
      { retry: 'Ok ok, 4', key: 'communication' },
      'Faire bouillir, y connaît ça. 40 000 entailles pis y sait quand ça va couler. 5',
      'Même affaire',
      "Y'était là à 4 h du matin quand ça coulait, par exemple y'a jamais été capable d'arriver à l'heure le dimanche. 3",
      "Quand la pompe a gelé en 2023, c'est lui qui l'a réparée avec de la broche pis du tape. 5",
      "J'sais pas trop, y'a jamais eu à diriger personne",
      "Travaillant, débrouillard, pis les clients l'aiment",
      'Y jase trop avec les clients pendant que les crêpes brûlent 😅',
      'Ben certain, si y revient au printemps',
      'Quatre temps des sucres',
      { retry: 'Ben, ça fait quatre ans que je le connais. 48 mois', key: 'monthsKnown' },
      "C'est pas mal ça! Bonne journée",
    ],
    expected: {
      relationship: { has: ['propriétaire'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 5,
      reliability: 3,
      problem_solving: 5,
      strengths: { has: ['débrouillard'] },
      improvements: { has: ['crêpes'] },
      wouldRehire: true,
      monthsKnown: 48,
    },
    outcome: 'completed',
  },
  // ───────────── Thirty-second blind set, tenant: fr-fromagerie
  {
    id: 'fr-t81',
    title:
      'Greensboro (Vermont), an American head cheesemaker at a farmstead creamery who writes French as a second language with English words: "J\'étais son boss, le head cheesemaker", dates in the US order "de 3/1/2022 à 12/15/2023, donc 21 mois" (21: his own count, never recomputed from 3 January), "Tout, sauf le farm stand — il est trop shy" (every task but the shop), "un peu OCD avec la sanitation 😄. 5", a question back ("C\'est quoi, régularité?", asked again: "Ah, consistency! … 4"), "un degree en biologie, pas en fromage" (no), "Six meules de 40 livres par jour, les grosses journées huit" (asked again: 6, never 40), "Un solide 8 sur 10" (8), "Éventuellement, oui" where the English "eventually" is meant (asked again: yes), "très sensible avec le lait" (the English "sensitive")',
    tags: ['french', 'question-back', 'unit', 'range', 'hedge', 'multiple', 'emoji', 'optional'],
    questionnaire: 'fr-fromagerie',
    locale: 'fr',
    candidate: { firstName: 'Olivier', lastName: 'Bergeron' },
    says: [
      "Bonjour! Sorry pour mon français. J'étais son boss, le head cheesemaker à la ferme à Greensboro, Vermont.",
      'Il a travaillé avec moi de 3/1/2022 à 12/15/2023, donc 21 mois',
      'Tout, sauf le farm stand — il est trop shy avec les clients 😄',
      '5. Il est un peu OCD avec la sanitation 😄',
      "Je ne comprends pas la question. C'est quoi, régularité?",
      { retry: 'Ah, consistency! Oui, très consistent, 4', key: 'regularite' },
      'Non, il a appris avec moi. Il a un degree en biologie, pas en fromage',
      'Six meules de 40 livres par jour, les grosses journées huit',
      { retry: 'Mettez 6', key: 'meules' },
      'Un solide 8 sur 10',
      'Éventuellement, oui',
      { retry: "Je veux dire: oui, absolument. Demain matin s'il veut", key: 'reprendre' },
      'Il est très sensible avec le lait, il sent quand quelque chose est wrong. Good luck!',
    ],
    expected: {
      lien: 'Fromager(ère) responsable / chef de fabrication',
      mois: 21,
      taches: [
        'Fabrication en cuve (emprésurage, décaillage)',
        'Moulage et pressage',
        'Soins en cave (frottage, retournement)',
        'Réception et analyse du lait',
      ],
      hygiene: 5,
      regularite: 4,
      diplome: false,
      meules: 6,
      note: 8,
      reprendre: true,
      commentaire: { has: ['sensible'] },
    },
    outcome: 'completed',
  },
  // ───────────── Thirty-second blind set, tenant: fr-boulangerie (lien, mois, regularite, productions, nuit?, baguettes?, reprendre, commentaire?)
  {
    id: 'fr-t82',
    title:
      'Nancy (Lorraine), a baker who answers the relationship and the months ("Trois ans, de 2009 à 2012"), then sees he is the wrong referee: father and son are both called Kévin Marchal ("Moi j\'ai eu le père … Le fils avait dix ans à l\'époque 😅"), "Effacez ce que j\'ai mis, ça concernait le père": declined, nothing kept',
    tags: ['french', 'decline', 'correction', 'emoji'],
    questionnaire: 'fr-boulangerie',
    locale: 'fr',
    candidate: { firstName: 'Kévin', lastName: 'Marchal' },
    says: [
      "Bonjour, oui, j'étais son patron à la boulangerie de la rue des Ponts, à Nancy",
      'Trois ans, de 2009 à 2012',
      "Attendez… Kévin Marchal, le fils de Kévin ? Ils s'appellent pareil, le père et le fils. Moi j'ai eu le père, de 2009 à 2012. Le fils avait dix ans à l'époque 😅 S'il cherche une place maintenant, c'est forcément le fils.",
      "Donc je ne peux rien vous dire sur lui, désolé. Effacez ce que j'ai mis, ça concernait le père. Bonne journée, hein.",
      { tapConfirm: true },
    ],
    expected: {},
    outcome: 'declined',
  },
  {
    id: 'fr-r63',
    title:
      'Corsica: "quatre-vingt-dix couverts" and "le 15 août" beside a 5, "Iè, fiable" with no number, "3 ou 4" settled, "Innò", three summer seasons in months (15)',
    tags: ['french', 'words', 'range', 'emoji', 'unit', 'negation', 'short'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: MARIE_ANGE,
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
      'mon',
      'mon',
      'cmt',
    ],
    says: [
      "Bonghjornu. Je suis le patron de l'U Scogliu à Porto-Vecchio, elle a fait les saisons chez nous en salle",
      'Avec les clients, parfaite. Même avec les touristes qui crient 😄 5',
      "Technique ? C'est de la salle hein. Elle connaît la carte des vins par cœur. Bè, 4",
      'Le 15 août elle a fait quatre-vingt-dix couverts avec un seul commis. 5',
      'Iè, fiable',
      { retry: 'Pardon. 5, toujours là à 11h pour la mise en place', key: 'reliability' },
      'Ça dépend des jours, 3 ou 4',
      { retry: 'Allez, 4', key: 'problem_solving' },
      "Innò, elle n'encadrait personne",
      "La mémoire : elle retient les prénoms des clients d'une année sur l'autre",
      'Apprendre à dire non au chef 😅',
      'Iè, sans hésiter',
      'Trois saisons, de mai à fin septembre à chaque fois',
      { retry: 'Quinze mois en tout', key: 'monthsKnown' },
      'Non. Pace e salute !',
    ],
    expected: {
      relationship:
        "Bonghjornu. Je suis le patron de l'U Scogliu à Porto-Vecchio, elle a fait les saisons chez nous en salle",
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      strengths: "La mémoire : elle retient les prénoms des clients d'une année sur l'autre",
      improvements: 'Apprendre à dire non au chef 😅',
      wouldRehire: true,
      monthsKnown: 15,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t83',
    title:
      'Lubumbashi workshop head: "cinq ans… non, six ans", "La carrosserie hapana", "Tano" (Swahili five) asked again, an EV clearance that does not exist there left blank, "Quatre à cinq … par jour" settled',
    tags: ['french', 'correction', 'multiple', 'negation', 'words', 'range', 'optional', 'emoji'],
    questionnaire: 'fr-garage',
    locale: 'fr',
    candidate: JEAN_BAPTISTE,
    says: [
      "Bonjour. Je suis le chef d'atelier chez Katanga Motors à Lubumbashi, Jean-Baptiste travaillait sous ma responsabilité",
      'Depuis 2019, ça fait cinq ans… non, six ans maintenant',
      "Surtout les Land Cruiser des mines : vidanges, freins, les pneus. Le diagnostic à l'ordinateur aussi. La carrosserie hapana, ça c'est l'atelier d'à côté",
      'Tano',
      { retry: "Pardon, 5. Tano c'est cinq en swahili 😄", key: 'diagnostic' },
      'Il lave même les outils avant de partir. 4 parce que son casier est sale 😂',
      "Véhicule électrique ? Ici à Lubumbashi on n'a pas ça",
      { retry: 'Laissez vide', key: 'habilitation' },
      "Quatre à cinq Land Cruiser par jour, mais une grosse révision c'est la journée entière",
      { retry: 'Mettez 4', key: 'vehicules' },
      'Ndiyo, bien sûr',
      "Il est honnête : en six ans, pas une seule pièce n'a disparu du magasin",
    ],
    expected: {
      relation: "Chef d'atelier ou responsable",
      annees: 6,
      travaux: ['Entretien et vidanges', 'Freins, pneus et géométrie', 'Diagnostic électronique'],
      diagnostic: 5,
      soin: 4,
      vehicules: 4,
      reembaucher: true,
      commentaire: "Il est honnête : en six ans, pas une seule pièce n'a disparu du magasin",
    },
    outcome: 'completed',
  },
  {
    id: 'fr-r64',
    title:
      'Geneva NGO: letter grades "A+" and "B+" asked again, "Nonante-cinq pour cent … 4", a date and a team size beside ratings, "Un an et demi" (18), a signature after "rien à ajouter"',
    tags: ['french', 'number-in-word', 'hedge', 'words', 'unit', 'emoji', 'signature'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: ANNE_SOPHIE,
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
      'cmt',
    ],
    says: [
      "J'ai été sa supérieure directe au programme santé d'une ONG à Genève (je préfère ne pas la nommer)",
      'A+ 😊',
      { retry: 'Pardon, réflexe américain. 5', key: 'communication' },
      'B+',
      { retry: 'Disons 4', key: 'technical_skill' },
      'Très bonne, 4',
      'Nonante-cinq pour cent du temps impeccable. 4',
      'Excellente en crise (Ebola, Nord-Kivu, 2019). 5',
      'Elle encadrait une équipe de sept personnes sur le terrain. 4',
      'Calme, diplomatie, et des rapports bailleurs impeccables',
      'Déléguer davantage',
      "Oui, je lui ai d'ailleurs proposé un poste à Nairobi, elle a refusé 😄",
      'Un an et demi, de janvier 2023 à juin 2024',
      'Non, rien à ajouter.\n\n--\nDr Hélène Morand\nDirectrice des programmes\nT +41 22 555 01 23',
    ],
    expected: {
      relationship:
        "J'ai été sa supérieure directe au programme santé d'une ONG à Genève (je préfère ne pas la nommer)",
      communication: 5,
      technical_skill: 4,
      teamwork: 4,
      reliability: 4,
      problem_solving: 5,
      leadership: 4,
      strengths: 'Calme, diplomatie, et des rapports bailleurs impeccables',
      improvements: 'Déléguer davantage',
      wouldRehire: true,
      monthsKnown: 18,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t84',
    title:
      'Toulouse haulier: "boudu", "28 litres aux cent … 5", "Zéro accrochage… enfin si, un rétro" (yes), "Six cents bornes … des fois huit cents" settled, "Macarel, oui"',
    tags: ['french', 'correction', 'multiple', 'range', 'words', 'unit', 'optional'],
    questionnaire: 'fr-transport',
    locale: 'fr',
    candidate: LOIC,
    says: [
      "C'est moi l'exploitant, je lui fais ses tournées",
      'Ça fait quatre ans, boudu, déjà !',
      "Il consomme 28 litres aux cent, pour un frigo c'est très bien. 5",
      'Zéro accrochage… enfin si, un rétro arraché à Rungis en 2021',
      "Du frigo surtout, et du plateau l'été pour la paille",
      'Six cents bornes par jour, des fois huit cents',
      { retry: 'Mettez 600', key: 'km' },
      'Macarel, oui, tout de suite !',
      'Il a toujours un mot gentil pour les clients, même à 4h du matin',
    ],
    expected: {
      lien: 'Responsable ou exploitant',
      annees: 4,
      conduite: 5,
      sinistres: true,
      transports: ['Frigo', 'Plateau'],
      km: 600,
      reembaucher: true,
      commentaire: 'Il a toujours un mot gentil pour les clients, même à 4h du matin',
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t85',
    title:
      'Laval fleet client: "Moi chu un client", "trois ans et demi ?" (3.5), "les tires … les brakes … mes estimés", a praise with no number asked again, "3-4 par semaine" for a count per day, then leaves: open',
    tags: ['french', 'hedge', 'multiple', 'dont-know', 'skip', 'unit', 'required-miss', 'emoji'],
    questionnaire: 'fr-garage',
    locale: 'fr',
    candidate: GENEVIEVE,
    says: [
      "Moi chu un client, en fait. J'ai une flotte de 14 vans de plomberie pis c'est elle qui s'occupait de nos vans au garage",
      'Depuis le printemps 2022, fait que trois ans et demi ?',
      { retry: 'Oui, trois ans et demi', key: 'annees' },
      "Les changements d'huile, les tires été-hiver, les brakes. Pis c'est elle qui me faisait mes estimés au comptoir",
      'Aucune idée comment elle trouve les problèmes, mais elle les trouve 😂',
      { retry: 'Ok ok, 5', key: 'diagnostic' },
      "Nos vans reviennent plus propres qu'y sont partis. 5",
      'Je sais pas',
      'Je vois juste les miens, genre 3-4 par semaine',
      { retry: "Pas d'idée par jour, skip", key: 'vehicules' },
      "Oups, faut que j'y aille, dégât d'eau à Laval. Je reviens plus tard",
    ],
    expected: {
      relation: 'Client(e) (particulier ou flotte)',
      annees: 3.5,
      travaux: ['Entretien et vidanges', 'Freins, pneus et géométrie', 'Accueil client et devis'],
      diagnostic: 5,
      soin: 5,
    },
    outcome: 'open',
  },
  {
    id: 'fr-r65',
    title:
      'Beaune cellar master: "Bien" (a school mention) on a rating asked again, a time and a crew size beside ratings, "3 et demi ?" asked again, "Sans objet", "Soixante-dix semaines" for months asked again (16)',
    tags: ['french', 'hedge', 'unit', 'words', 'skip', 'dont-know'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: THIBAULT,
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
      "J'étais son maître de chai au domaine, à Beaune. Deux vendanges et l'élevage entre les deux",
      'Bien',
      { retry: 'Disons 4', key: 'communication' },
      'Il sait goûter. Il a reconnu un vin bouchonné à 6h du matin, au premier nez. 5',
      "Aux vendanges avec 40 coupeurs, jamais un mot plus haut que l'autre. 5",
      'Là je mettrais 3, il arrivait souvent à 8h10 pour 8h',
      'Je ne sais pas trop… 3 et demi ?',
      { retry: 'Bon, 4', key: 'problem_solving' },
      "Sans objet, il était saisonnier puis caviste, il n'encadrait personne",
      'Le nez, et la propreté en cuverie',
      'La ponctualité, comme dit',
      "Oui, pour les vendanges 2026 s'il veut",
      'Soixante-dix semaines à peu près, sur deux ans',
      { retry: 'Mettons 16 mois', key: 'monthsKnown' },
      'Non. Bonne journée',
    ],
    expected: {
      relationship: { has: ['maître de chai', 'Beaune'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 5,
      reliability: 3,
      problem_solving: 4,
      strengths: 'Le nez, et la propreté en cuverie',
      improvements: 'La ponctualité, comme dit',
      wouldRehire: true,
      monthsKnown: 16,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t86',
    title:
      'Rimouski meat-counter manager in Quebec French: "Deux ans full-time, pis avant ça deux étés" asked again (2), the charcuterie done by "une autre gang", "un quartier arrière en 25 minutes. 4", a DEP that is an equivalent diploma, "En masse!" asked again (150), "Drette là!"',
    tags: ['french', 'multiple', 'negation', 'optional', 'hedge', 'emoji'],
    questionnaire: 'fr-boucherie',
    locale: 'fr',
    candidate: PIERRE_YVES,
    says: [
      "Allo! Chu le gérant du comptoir des viandes au IGA de Rimouski, c'est moi qui l'avais engagé",
      'Deux ans full-time, pis avant ça deux étés comme étudiant',
      { retry: 'Mettez 2, les étés ça compte pas vraiment', key: 'annees' },
      "Le désossage pis la coupe, oui. Y fait les brochettes pis les marinades pour le BBQ l'été. Y sert au comptoir les fins de semaine. La charcuterie non, c'est une autre gang",
      "Impeccable. Y lave son couteau entre chaque pièce, j'ai jamais vu ça 😄 5",
      'Un quartier arrière de bœuf en 25 minutes. Je dirais 4',
      "Y'a son DEP en boucherie de détail",
      'En masse!',
      { retry: 'Genre 150 kilos par jour, mettons', key: 'kilos' },
      "Drette là! Y'é parti à Québec avec sa blonde, sinon y serait encore icitte",
      { retry: 'Oui, certain', key: 'reembaucher' },
      "Y'é travaillant pis y chiale jamais. C'est toute",
    ],
    expected: {
      relation: 'Chef boucher ou chef de rayon',
      annees: 2,
      postes: [
        'Désossage et découpe',
        'Préparations (farces, brochettes, marinades)',
        'Vente au comptoir',
      ],
      hygiene: 5,
      rapidite: 4,
      diplome: true,
      kilos: 150,
      reembaucher: true,
      commentaire: { has: ['travaillant'] },
    },
    outcome: 'completed',
  },
  {
    id: 'fr-r66',
    title:
      'Bulle school-canteen chef: "Vous êtes un robot ?" before the relationship, "Octante pour cent" on a rating asked again, meals, a time, an age and allergens beside answers, "Pas mal du tout" asked again, "Oui, sans autre", "de la rentrée 2021 à l\'été 2024" (36)',
    tags: ['french', 'question-back', 'words', 'unit', 'hedge'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: MAELLE,
    to: [
      'rel',
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
      'cmt',
    ],
    says: [
      'Bonjour. Vous êtes un robot ou une vraie personne ?',
      {
        retry: "Bon, d'accord. J'étais sa cheffe de cuisine au restaurant scolaire de Bulle",
        key: 'relationship',
      },
      'Octante pour cent',
      { retry: 'Sur 5, alors 4', key: 'communication' },
      'Elle sort 450 repas par jour avec deux aides. 5',
      'Pas mal du tout',
      { retry: '4, allez', key: 'teamwork' },
      "5, elle n'a jamais manqué un service, même avec la neige de janvier",
      'Quand le four mixte a lâché un lundi à 10h30, elle a tout passé à la vapeur. 5',
      'Elle avait une apprentie de 16 ans. Je dirais 3',
      'Les menus pour les allergies, elle connaît les 14 allergènes par cœur',
      'Elle devrait dire non plus souvent',
      'Oui, sans autre',
      "Trois ans, de la rentrée 2021 à l'été 2024",
      "Non merci, c'est tout. Meilleures salutations",
    ],
    expected: {
      relationship: { has: ['cheffe de cuisine', 'Bulle'], not: ['robot'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 5,
      leadership: 3,
      strengths: { has: ['allergènes'] },
      improvements: 'Elle devrait dire non plus souvent',
      wouldRehire: true,
      monthsKnown: 36,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t87',
    title:
      'Lévis CPA-firm partner: a partner for "Chef comptable ou DAF" settled, "Trois saisons d\'impôts pis une fin d\'année" asked again (2.5), "T4" and "relevés 1" beside a rating, Acomba not offered, "Pas toute seule encore" (no), "Une quarantaine" asked again (40)',
    tags: ['french', 'number-in-word', 'multiple', 'optional', 'hedge', 'negation', 'emoji'],
    questionnaire: 'fr-comptabilite',
    locale: 'fr',
    candidate: OCEANE,
    says: [
      "Bonjour! Je suis associée au cabinet à Lévis, c'est moi qui la supervisais",
      { retry: "Chef comptable, mettons, c'est ce qui ressemble le plus", key: 'lien' },
      "Trois saisons d'impôts pis une fin d'année",
      { retry: 'Deux ans et demi', key: 'annees' },
      'Zéro erreur dans ses T4 pis ses relevés 1 cette année. 5',
      'Acomba surtout, pis QuickBooks Online pour les petits clients. Excel, évidemment',
      'Pas toute seule encore. Elle a préparé les états financiers de 4 PME, mais je révisais tout',
      'Une quarantaine de clients, plus ou moins',
      { retry: '40, mettons', key: 'dossiers' },
      "Elle a passé l'EFC du CPA en septembre 🎉 Bonne chance à elle!",
    ],
    expected: {
      lien: 'Chef comptable ou DAF',
      annees: 2.5,
      rigueur: 5,
      logiciels: ['Excel', 'QuickBooks'],
      cloture: false,
      dossiers: 40,
      commentaire: { has: ['CPA'] },
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t88',
    title:
      'Vénissieux halal butcher who is the candidate\'s father and boss: ages for the years asked again (5), "Tout sauf la charcuterie … c\'est halal ici", an agneau in 12 minutes, "les veilles de l\'Aïd c\'est 400 kilos, un jour normal 80, 100" asked again (90), "Je peux pas le réembaucher … Mais s\'il revient, oui"',
    tags: ['french', 'wrong-question', 'multiple', 'negation', 'range', 'optional', 'emoji'],
    questionnaire: 'fr-boucherie',
    locale: 'fr',
    candidate: YANIS,
    says: [
      "Salam, bonjour. Je vais être honnête avec vous : Yanis c'est mon fils. Mais chez moi il a travaillé comme n'importe quel employé, et c'est moi le patron de la boucherie",
      'Il est là depuis ses 16 ans, il en a 23. Mais déclaré seulement depuis son apprentissage en 2021',
      { retry: "Mettez 5 ans, avant c'était juste les samedis", key: 'annees' },
      "Tout sauf la charcuterie, on n'en fait pas, c'est halal ici 😄",
      '4. Il oublie de noter les températures de la chambre froide, je lui répète tous les jours',
      'Wallah c’est le plus rapide de la boutique, un agneau entier en 12 minutes. 5',
      "Son CAP il l'a eu en 2022, avec mention",
      "Les veilles de l'Aïd c'est 400 kilos, un jour normal 80, 100",
      { retry: 'Un jour normal, disons 90', key: 'kilos' },
      "Je peux pas le réembaucher, il veut partir 😅 Mais s'il revient, oui évidemment",
      'Il veut ouvrir sa propre boutique un jour. Inchallah',
    ],
    expected: {
      relation: 'Patron(ne) de la boucherie',
      annees: 5,
      postes: [
        'Désossage et découpe',
        'Préparations (farces, brochettes, marinades)',
        'Vente au comptoir',
        'Réception des carcasses et chambre froide',
      ],
      hygiene: 4,
      rapidite: 5,
      diplome: true,
      kilos: 90,
      reembaucher: true,
      commentaire: { has: ['boutique'] },
    },
    outcome: 'completed',
  },
  {
    id: 'fr-r67',
    title:
      'Lewiston (Maine) home-care agency owner in Franco-American French learned from her grandmother ("moé", "a\'" for elle) with English: "Five… cinq", "Pretty good. 4", a rating with no number asked again (4), "4 ou 5, I\'m not sure… Go with 5", "N/A", "Depuis le 4 juillet 2023 jusqu\'à Thanksgiving l\'année passée" asked again (28)',
    tags: ['french', 'words', 'range', 'hedge', 'unit', 'emoji'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: JULIE,
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
      "Hi, bonjour! Excusez mon français, j'l'ai appris de ma mémère, pas à l'école. J'suis la propriétaire de l'agence de soins à domicile à Lewiston, Maine. Julie a travaillé pour moé comme caregiver, préposée aux soins",
      "Les vieux Francos l'aimaient beaucoup, a' parle français avec eux autres. Five… cinq",
      'Pretty good. 4',
      "A' s'entend avec tout le monde, sauf avec le dispatcher 😄",
      { retry: 'Disons 4', key: 'teamwork' },
      "Même pendant la tempête de verglas en janvier, a' s'est rendue chez M. Gagnon à 6 heures du matin. 5",
      "4 ou 5, I'm not sure… Go with 5",
      "N/A, a' travaille toute seule chez les clients",
      "La patience. Pis a' parle aux familles en anglais pis en français",
      'Le paperwork 😅 Ses time sheets sont toujours en retard',
      'Yes! Oui, in a heartbeat',
      "Depuis le 4 juillet 2023 jusqu'à Thanksgiving l'année passée",
      { retry: 'Mettons 28 mois', key: 'monthsKnown' },
      "Non, that's it. Merci bien, pis bonne chance à Julie!",
    ],
    expected: {
      relationship: { has: ['propriétaire', 'Lewiston'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 4,
      reliability: 5,
      problem_solving: 5,
      strengths: { has: ['patience'] },
      improvements: { has: ['paperwork'] },
      wouldRehire: true,
      monthsKnown: 28,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t89',
    title:
      'Première d\'atelier flou at a Paris couture house: "seconde main qualifiée" and "petite main" are the candidate\'s grades, "Quatorze collections" asked again (7), the cutting done by the referee and the embroidery sent out, "une robe de 300 heures … 5", "une robe en trois semaines, à quatre mains" on pieces a day asked again (blank)',
    tags: ['french', 'unit', 'multiple', 'negation', 'number-in-word', 'optional', 'emoji'],
    questionnaire: 'fr-couture',
    locale: 'fr',
    candidate: CAMILLE,
    says: [
      "Bonjour. Je suis première d'atelier flou dans une maison de couture, rue du Faubourg-Saint-Honoré. Camille est seconde main qualifiée dans mon atelier",
      'Elle est entrée chez nous comme petite main en septembre 2019. Quatorze collections, je compte en collections, pas en années 😄',
      { retry: 'Sept ans', key: 'annees' },
      "Le montage surtout, à la main et à la machine, et toutes les finitions. La coupe, c'est moi qui la fais, et la broderie part chez un brodeur",
      'Au millimètre. Sur une robe de 300 heures, on ne rattrape pas une erreur. 5',
      'Chez nous on ne court pas. Mais pour une seconde main, correcte : 3',
      'Un CAP métiers de la mode, puis un BMA',
      "Des pièces par jour ? Ici c'est une robe en trois semaines, à quatre mains",
      { retry: 'Ça ne se compte pas comme ça chez nous. Laissez vide', key: 'pieces' },
      'Je ne la laisserai pas partir facilement. Mais oui',
      "La nuit avant le défilé de janvier, elle a cousu 2 000 perles à la main sans un mot. C'est tout dire",
    ],
    expected: {
      lien: "Cheffe ou chef d'atelier (première d'atelier)",
      annees: 7,
      travaux: ['Montage et piqûre à la machine', 'Finitions main et repassage'],
      precision: 5,
      rapidite: 3,
      diplome: true,
      reembaucher: true,
      commentaire: { has: ['perles'] },
    },
    outcome: 'completed',
  },
  {
    id: 'fr-r68',
    title:
      'Oyster farmer in Bourcefranc (Marennes-Oléron) writing as he speaks, with Saintongeais ("le drôle", "o l\'é"): "Je dirais troi", "On é deux sur le chaland … 4", "a 5h du matin … 5", a story with no number asked again ("Mettez 3"), "c\'é un drôle de 22 ans" on leadership (blank), "Trois saisons d\'huîtres … plus un été" asked again (15)',
    tags: ['french', 'typos', 'words', 'dont-know', 'unit', 'number-in-word'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: KYLIAN,
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
      'mon',
      'mon',
      'cmt',
    ],
    says: [
      'Bonjour, je suis ostréiculteur a Bourcefranc, le drôle a travaillé chez moi au parc et aux claires',
      "Il cause pas beaucoup mais quand o l'é important il le dit. Je dirais troi",
      'Les poches il les retourne mieu que moi. Cinq',
      'On é deux sur le chaland avec mon fils, ça va bien. 4',
      'Aux marées de vives-eaux faut être la a 5h du matin, il a jamais manqué. 5',
      "L'hiver ou les parcs ont été fermés pour le norovirus, il a trouvé du travail en attendant et il é revenu",
      { retry: 'Pour ça je sais pas trop. Mettez 3', key: 'problem_solving' },
      "Il commande personne, c'é un drôle de 22 ans",
      "Courageux, il a pas peur de l'eau froide en février",
      "Le permis bateau il l'a pas encore passé",
      "Oui bien sur, s'il veut revenir pour les fêtes",
      "Trois saisons d'huîtres, de septembre a décembre, plus un été",
      { retry: 'Disons 15 mois', key: 'monthsKnown' },
      'Non. Merci madame',
    ],
    expected: {
      relationship: { has: ['ostréiculteur'] },
      communication: 3,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 3,
      strengths: { has: ['Courageux'] },
      improvements: { has: ['permis bateau'] },
      wouldRehire: true,
      monthsKnown: 15,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t90',
    title:
      'Greek-Québécois owner of a garment shop on rue Chabanel (Montréal): "Trois ans et demi. Non — quatre … ah non … trois ans et demi" (3.5), "la straight pis la overlock", "les samples", "La coupe non", "Pénte… 5", "Une douzaine de chandails à l\'heure … 4", a diploma he is not sure of (blank), "Des pantalons, genre 80 par jour. Des robes, 30" asked again (50), "Ναι!"',
    tags: ['french', 'correction', 'multiple', 'negation', 'hedge', 'range', 'optional'],
    questionnaire: 'fr-couture',
    locale: 'fr',
    candidate: MARIE_EVE,
    says: [
      'Καλημέρα, bonjour! Chu le propriétaire de la shop sur Chabanel, ça fait 30 ans. Marie-Ève a travaillé pour moi',
      "Trois ans et demi. Non — quatre, elle a commencé avant la pandémie… ah non, c'était en 2021. Entáxei, trois ans et demi",
      'Elle était à la straight pis à la overlock toute la journée. Les samples aussi, pis les retouches pour les clients du magasin. La coupe non, on a un coupeur',
      'Bravo! Ses coutures sont droites comme une règle. Pénte… 5',
      "Une douzaine de chandails à l'heure quand la commande presse. 4",
      'Son DEP en confection? Je pense que oui mais chu pas sûr',
      'Des pantalons, genre 80 par jour. Des robes, 30',
      { retry: 'Mettons 50', key: 'pieces' },
      'Ναι! Oui oui, demain matin',
      "Ela, c'est une bonne fille. Elle me manque à la shop",
    ],
    expected: {
      lien: "Patron(ne) de l'entreprise",
      annees: 3.5,
      travaux: ['Montage et piqûre à la machine', 'Retouches'],
      precision: 5,
      rapidite: 4,
      pieces: 50,
      reembaucher: true,
      commentaire: { has: ['manque'] },
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t91',
    title:
      'Filipina executive housekeeper at a Paris palace in French with Tagalog ("po", "opo", "Sige"): "Deux ans po" beside Fashion Weeks (24), "Sobrang galing!" with no number asked again (5), the corridors done by the night team, "10, 11 chambres, mais les suites comptent double" asked again (10), "Oo naman!" is yes',
    tags: ['french', 'words', 'multiple', 'negation', 'range', 'optional'],
    questionnaire: 'fr-hotellerie',
    locale: 'fr',
    candidate: RODEL,
    says: [
      'Magandang hapon po! Bonjour. Je suis gouvernante générale dans un palace avenue Montaigne. Rodel était valet de chambre dans mon équipe',
      "Deux ans po, depuis la Fashion Week de janvier 2024 jusqu'à celle de janvier dernier",
      'Sobrang galing! Ses chambres, zéro remarque des clients, même dans les suites',
      { retry: 'Ah sorry po, 5', key: 'proprete' },
      "Les départs et les recouches. Il aidait aussi à la lingerie le dimanche. Les couloirs non, c'est l'équipe de nuit",
      "Au palace c'est 10, 11 chambres, mais les suites comptent double",
      { retry: 'Sige, 10', key: 'chambres' },
      "Opo, il a formé deux stagiaires de l'école hôtelière",
      'Oo naman! Oui',
      "Salamat po! Non, c'est tout",
    ],
    expected: {
      lien: 'Gouvernante ou gouvernant',
      mois: 24,
      proprete: 5,
      taches: ['Chambres à blanc (départs)', 'Recouches', 'Lingerie'],
      chambres: 10,
      formation: true,
      reembaucher: true,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-r69',
    title:
      'Métis manager of the Co-op grocery in Zenon Park (Saskatchewan) in Fransaskois French with English and Michif ("Tânisi!", "moé", "Right good. 4"), "Un peu moins" for a rating relative to the one before asked again (4), "Quarante en bas de zéro … à 7h … 5", "Trois" (3), "Depuis le rodéo de juillet 2022 jusqu\'à la fin des récoltes 2024" asked again (27), "Non, ekosi. Marsi!" as no comment',
    tags: ['french', 'words', 'hedge', 'number-in-word', 'unit', 'emoji'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: EMILIE_G,
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
      'Tânisi! Chu le gérant de la Co-op à Zenon Park, en Saskatchewan. Émilie a travaillé pour moé à la caisse pis au plancher',
      'A parle aux clients en français pis en anglais, même aux vieux farmers qui entendent pus ben. Right good. 4',
      "La caisse, les commandes, le scanner pour l'inventaire… 5",
      'Un peu moins. Des fois a veut toute faire toute seule',
      { retry: 'Mettons 4', key: 'teamwork' },
      "Quarante en bas de zéro en janvier pis a l'était là à 7h. Tout le temps. 5",
      "Quand le truck de Saskatoon est pas arrivé à cause du blizzard, c'est elle qui a appelé la Co-op de Tisdale pour du lait. 4",
      "A s'occupait des deux jeunes du high school l'été. Trois",
      'Honnête. Pis a connaît tout le monde au village',
      'Pas grand-chose. Peut-être dire non aux shifts en trop',
      'Oui, anytime 👍',
      "Depuis le rodéo de juillet 2022 jusqu'à la fin des récoltes 2024",
      { retry: 'Mettons 27 mois', key: 'monthsKnown' },
      'Non, ekosi. Marsi!',
    ],
    expected: {
      relationship: { has: ['gérant'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 4,
      leadership: 3,
      strengths: { has: ['Honnête'] },
      improvements: { has: ['dire non'] },
      wouldRehire: true,
      monthsKnown: 27,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t92',
    title:
      'Vet who owns a mixed practice near Bastogne (Belgian Ardennes) on fr-veterinaire: "Ça fait quatre ans, depuis septembre 2022" (48 months, asked again if need be), "les césars sur les Blanc-Bleu", "les hospis", "Le labo et les radios, non, c\'est mon associée", "un taureau de 1200 kilos … un chat de 3 kilos … 5", "il n\'y a pas vraiment de diplôme d\'ASV" asked again (no), "une vingtaine de consultations … on ne compte pas les bêtes" asked again (20), "une fois", "À tantôt !"',
    tags: ['french', 'unit', 'multiple', 'negation', 'number-in-word', 'hedge', 'optional'],
    questionnaire: 'fr-veterinaire',
    locale: 'fr',
    candidate: LAETITIA_G,
    says: [
      "Bonjour. Je suis le vétérinaire titulaire du cabinet, on est deux associés près de Bastogne, en mixte : les chiens et les chats le matin, la rurale l'après-midi. Laetitia est notre assistante",
      'Ça fait quatre ans, depuis septembre 2022',
      { retry: 'Quatre ans, donc 48 mois', key: 'mois' },
      "Un peu de tout : l'accueil et le téléphone, elle tient les chiens pour les vaccins, elle m'assiste pour les césars sur les Blanc-Bleu, et les hospis le week-end. Le labo et les radios, non, c'est mon associée",
      'Avec un taureau de 1200 kilos comme avec un chat de 3 kilos, elle reste calme. 5',
      "Les fermiers l'adorent, les dames avec les petits chiens un peu moins 😄 Allez, 4",
      "Chez nous en Belgique, il n'y a pas vraiment de diplôme d'ASV. Elle a un bachelier en agronomie",
      { retry: "Alors non, pas d'ASV", key: 'diplome' },
      "Le matin une vingtaine de consultations. L'après-midi on est dans les étables, là on ne compte pas les bêtes 😅",
      { retry: 'Mettez 20', key: 'animaux' },
      "Oui, sans hésiter. Tant qu'elle ne part pas trop loin, une fois !",
      "Elle a déjà sorti un veau toute seule à 3h du matin en attendant que j'arrive. À tantôt !",
    ],
    expected: {
      lien: 'Vétérinaire titulaire ou associé(e)',
      mois: 48,
      taches: [
        'Accueil et secrétariat',
        'Contention et soins aux animaux',
        'Aide en chirurgie et anesthésie',
        'Hospitalisation et entretien des chenils',
      ],
      contention: 5,
      proprietaires: 4,
      diplome: false,
      animaux: 20,
      reprendre: true,
      commentaire: { has: ['veau'] },
    },
    outcome: 'completed',
  },
  {
    id: 'fr-r70',
    title:
      'Principal of the collège in Wé (Lifou, Loyalty Islands, New Caledonia) with Drehu and Caledonian French ("Bozu !", "Trop bien !" with no number asked again (5), "Cht, moyen" asked again (3)), "Technique… pour une surveillante ? … Je dirais 3", "deux nuits … avec les 32 internes. 5", "je mets rien" on leadership (blank), "Deux années scolaires. Ici la rentrée c\'est en février" asked again (22), "Non. Olea ! Tata 👋"',
    tags: ['french', 'hedge', 'words', 'number-in-word', 'unit', 'emoji', 'question-back'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: MELISSA_W,
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
      "Bozu ! Je suis le principal du collège de Wé, à Lifou. Mélissa était surveillante chez nous, et elle aidait à l'internat le soir",
      'Trop bien ! Elle parle drehu avec les élèves des tribus et français avec les parents de Nouméa 😄',
      { retry: 'Ah il faut un chiffre ? 5', key: 'communication' },
      'Technique… pour une surveillante ? Pronote, les absences, la photocopieuse 😄 Je dirais 3',
      '4',
      "Pendant le cyclone elle est restée deux nuits à l'internat avec les 32 internes. 5",
      "Cht, moyen. Des fois elle attend qu'on lui dise quoi faire",
      { retry: '3', key: 'problem_solving' },
      "Elle encadrait personne, c'est pas dur : je mets rien",
      'La patience, et le respect de la coutume',
      "Arriver à l'heure le lundi matin quand elle rentre de Nouméa par le bateau 😅",
      'Oui, pas de problème',
      "Deux années scolaires. Ici la rentrée c'est en février",
      { retry: 'De février 2024 à décembre 2025. Mettez 22 mois', key: 'monthsKnown' },
      'Non. Olea ! Tata 👋',
    ],
    expected: {
      relationship: { has: ['principal'] },
      communication: 5,
      technical_skill: 3,
      teamwork: 4,
      reliability: 5,
      problem_solving: 3,
      strengths: { has: ['patience'] },
      improvements: { has: ["l'heure"] },
      wouldRehire: true,
      monthsKnown: 22,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t93',
    title:
      'Dairy farmer in Saint-Damase (Montérégie), a client, on fr-veterinaire in Québec French ("chu juste un client … 120 vaches", "ça doit faire 2 ans? Peut-être 3" asked again (30), "a tient les vaches pour le vet … les déplacements de caillette … Le reste à la clinique, j\'sais pas", "Une taure qui rue … 5 sur 5", "le propriétaire c\'est moi 😂" asked again (4), "Son DEC en santé animale? Oui", "120 vaches d\'un coup … aucune idée" asked again (blank, never 120))',
    tags: ['french', 'range', 'hedge', 'multiple', 'dont-know', 'optional', 'number-in-word'],
    questionnaire: 'fr-veterinaire',
    locale: 'fr',
    candidate: AUDREY_L,
    says: [
      'Bonjour. Moi chu juste un client : on a une ferme laitière à Saint-Damase, 120 vaches. Audrey vient avec le vétérinaire pour les suivis de troupeau',
      "Depuis qu'a l'a commencé à la clinique, ça doit faire 2 ans? Peut-être 3",
      {
        retry: "J'ai regardé mes factures : première visite en juin 2024. Ça fait 30 mois",
        key: 'mois',
      },
      "Chez nous, a tient les vaches pour le vet pis a fait les vaccins des veaux. Pour les déplacements de caillette, a l'assiste quand y opère dans l'étable. Le reste à la clinique, j'sais pas, j'y vas jamais",
      'Une taure qui rue, a se fait pas peur. 5 sur 5',
      "Ben le propriétaire c'est moi 😂 Avec moi a l'est ben correcte",
      { retry: 'Ok, 4', key: 'proprietaires' },
      "Son DEC en santé animale? Oui, a l'a eu au cégep de Saint-Hyacinthe, a me l'a dit",
      "Chez nous quand a vient, c'est 120 vaches d'un coup 😄 À la clinique par jour, aucune idée",
      { retry: 'Non, je le sais pas. Passez', key: 'animaux' },
      "C'est pas moi qui engage, mais moi je la redemanderais n'importe quand. Oui",
      "A l'a vu qu'un veau faisait une pneumonie avant même le vet. Bonne journée",
    ],
    expected: {
      lien: 'Client(e) ou éleveur(se)',
      mois: 30,
      taches: ['Contention et soins aux animaux', 'Aide en chirurgie et anesthésie'],
      contention: 5,
      proprietaires: 4,
      diplome: true,
      reprendre: true,
      commentaire: { has: ['pneumonie'] },
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t94',
    title:
      'Ramp supervisor at SSR airport (Plaisance, Mauritius) on fr-aeroport in French with Kreol Morisien ("Mo ti so superviseur lor ramp"), "depuis le cyclone Belal en janvier 2024 jusqu\'à septembre 2025" asked again (20), "Kat" that is Kreol for 4 asked again (4), "la soute … le push-back … Dégivrage ? À Maurice 😂", "Wi, so badge ti valid" (yes), "Les jours de pointe 8, 9 vols. Normalman 5" (5), "Wi, sirman" (yes)',
    tags: ['french', 'words', 'number-in-word', 'unit', 'multiple', 'negation', 'range'],
    questionnaire: 'fr-aeroport',
    locale: 'fr',
    candidate: YASHVIN_A,
    says: [
      "Bonzour. Mo ti so superviseur lor ramp, à l'aéroport SSR à Plaisance. Je suis son superviseur, oui",
      "Depi siklonn Belal… depuis le cyclone Belal en janvier 2024 jusqu'à septembre 2025",
      { retry: 'Ok, 20 mois', key: 'mois' },
      'Kat',
      { retry: "Pardon, kat c'est 4 en kreol. 4", key: 'surete' },
      "Li ti fer lor ramp : la soute, les bagages, et le push-back avec le tracteur. L'enregistrement non. Dégivrage ? À Maurice 😂 Il fait 33 degrés",
      'Wi, so badge ti valid',
      'Les jours de pointe 8, 9 vols. Normalman 5',
      { retry: 'Mettez 5', key: 'vols' },
      'Wi, sirman',
      'Li pa ti zame en retar, mem kan ena lagrev bis. Mersi, bonn zourne',
    ],
    expected: {
      lien: "Superviseur ou chef d'équipe",
      mois: 20,
      surete: 4,
      missions: ['Chargement et déchargement (piste)', 'Tractage et repoussage'],
      badge: true,
      vols: 5,
      reprendre: true,
      commentaire: { has: ['zame en retar'] },
    },
    outcome: 'completed',
  },
  {
    id: 'fr-r71',
    title:
      'Le Mans: the chief mechanic of an LMP2 endurance team typing between sessions: "voiture n°38" in the relationship, "Trois saisons WEC, plus les 24 Heures" asked again (33), "les 4 roues en moins de 10 secondes" in the strengths, "P1 dans l\'équipe 😎" (a race position, asked again: 5), "Aux 24 Heures 2024 … 3 relais de nuit … 5", "4 ou 5" asked again (4), "à 2h de la fin … 5", "Je sais pas" on leadership (blank), "Box, box" as no comment',
    tags: ['french', 'number-in-word', 'range', 'dont-know', 'unit', 'emoji', 'short'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: LENA_M,
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
      'rlb',
      'pro',
      'lea',
      'reh',
      'cmt',
    ],
    says: [
      "Salut. Chef mécanicien d'une écurie d'endurance au Mans, voiture n°38 en LMP2. Léna était mécano dans mon équipe, sur le train arrière",
      'Trois saisons WEC, plus les 24 Heures à chaque fois',
      { retry: 'De février 2023 à novembre 2025 : 33 mois', key: 'monthsKnown' },
      'Rapide et propre au changement de roues. Aux arrêts au stand on fait les 4 roues en moins de 10 secondes avec elle',
      'Elle râle à la radio 😅 Et elle dort pas assez pendant la course',
      'Radio : clair, court. 4',
      "P1 dans l'équipe 😎",
      { retry: 'Sérieux ? 5 alors, la meilleure', key: 'technical_skill' },
      'Aux 24 Heures 2024 elle a fait 3 relais de nuit sans dormir pour couvrir un collègue malade. 5',
      'Une fois en retard au briefing, à Spa. 4 ou 5',
      { retry: '4', key: 'reliability' },
      "Quand la boîte a lâché à Fuji à 2h de la fin, c'est elle qui a trouvé. 5",
      'Pas encore cheffe, elle a jamais eu personne sous ses ordres. Je sais pas',
      'Évidemment, je la reprends demain',
      "Rien. Box, box, faut que j'y aille 🏁",
    ],
    expected: {
      relationship: { has: ['Chef mécanicien'] },
      monthsKnown: 33,
      strengths: { has: ['roues'] },
      improvements: { has: ['radio'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 5,
      reliability: 4,
      problem_solving: 5,
      wouldRehire: true,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t95',
    title:
      'Montréal: a moving crew chief on fr-demenagement in Québec French ("Chu chef d\'équipe … Xavier travaille dans mon truck"), "Deux étés full, pis l\'hiver passé à temps partiel" asked again (18), "Le wrapping pis le portage … les lits IKEA … Le monte-meubles on n\'en a pas … y chauffe le truck", a mirror broken once beside a 5, "un peu gêné en anglais. 3", "sa classe 3, c\'est notre poids lourd icitte" (yes), "1500 pieds cubes" asked again in cubic metres (40), "Mets-en ! Le 1er juillet prochain si y veut" (yes)',
    tags: [
      'french',
      'unit',
      'multiple',
      'negation',
      'hedge',
      'optional',
      'number-in-word',
      'emoji',
    ],
    questionnaire: 'fr-demenagement',
    locale: 'fr',
    candidate: XAVIER_O,
    says: [
      "Salut. Chu chef d'équipe chez Déménagement Rosemont à Montréal, Xavier travaille dans mon truck",
      "Deux étés full, pis l'hiver passé à temps partiel, les fins de semaine",
      { retry: 'En mois? Mettons 18', key: 'mois' },
      "Le wrapping pis le portage, c'est sûr. Démonter les lits IKEA pis les remonter, c'est lui le king 😂 Le monte-meubles on n'en a pas. Pis y chauffe le truck depuis qu'il a sa classe 3",
      "Y'a jamais cassé un miroir. Ben, une fois, mais c'tait pas sa faute, l'escalier en colimaçon sur Saint-Denis… 5",
      "Avec les clients y'é correct, un peu gêné en anglais. 3",
      "Sa classe 3, oui, c'est notre poids lourd icitte",
      'Un 26 pieds plein par jour, à peu près 1500 pieds cubes',
      { retry: 'Ah, en mètres cubes? Mettons 40', key: 'volume' },
      'Mets-en ! Le 1er juillet prochain si y veut 😄',
      "Non, c'est beau. Bonne journée",
    ],
    expected: {
      lien: "Chef d'équipe ou chef de chantier",
      mois: 18,
      taches: [
        'Emballage et protection',
        'Portage et manutention',
        'Conduite du camion',
        'Démontage et remontage des meubles',
      ],
      soin: 5,
      clients: 3,
      permis: true,
      volume: 40,
      reprendre: true,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-r72',
    title:
      'Le Havre: a 22-year-old fast-food shift manager in SMS French ("slt", "c 1 de mes equipiers" where 1 is "un", "tkt", "ptdr", "koi?", "2m1" for demain, "a+"): "il a 23 ans, il est la depuis ses 20 ans" (an age, asked again: 27), "jveux pas noter ça" on technical skill (blank), "bof 3, il arrive en retard 1 fois sur 2" (3), "koi?" asked back, "il forme les nouveaux 2m1 … 4", "grave, ouais" (yes)',
    tags: [
      'french',
      'typos',
      'short',
      'number-in-word',
      'wrong-question',
      'decline',
      'question-back',
      'unit',
    ],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: KENZO_B,
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
      'pro',
      'lea',
      'reh',
      'cmt',
    ],
    says: [
      'slt, jsuis manager ds le fast food a cote du port au havre, kenzo c 1 de mes equipiers',
      'il a 23 ans, il est la depuis ses 20 ans',
      { retry: 'ah en mois : 27, il a commencé en sept 2024', key: 'monthsKnown' },
      'tjr chaud pr les rush du samedi soir, jamais il lache l equipe',
      'la ponctualité mdr. et il parle trop avc les clients au drive',
      '4 tkt',
      'jveux pas noter ça, ya rien de technique ds un fast food ptdr',
      '5/5',
      'bof 3, il arrive en retard 1 fois sur 2',
      'koi?',
      'ah la resolution de pb. 4 c bon',
      'il forme les nouveaux 2m1 sur la friteuse, il est bien pr ça. 4',
      'grave, ouais',
      'non c tt, a+',
    ],
    expected: {
      relationship: { has: ['manager'] },
      monthsKnown: 27,
      strengths: { has: ['rush'] },
      improvements: { has: ['ponctualit'] },
      communication: 4,
      teamwork: 5,
      reliability: 3,
      problem_solving: 4,
      leadership: 4,
      wouldRehire: true,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t96',
    title:
      'Geneva: a foundation\'s head of general services, a client, on fr-demenagement in formal Swiss French, the first answer a letter with her signature ("Corinne Bugnon-Favre"), "en septante… pardon, en mars 2024 … cela fait vingt mois" (20), "le monte-meubles par la fenêtre du sixième … Qui conduisait le camion, je ne sais pas", "400 cartons d\'archives. 5", "quatre et demi" asked again (4), "Je ne sais pas" on the licence (blank), "45 m³ pour tout l\'étage, en deux jours, avec une équipe de cinq" (blank, never 45 or 22.5), a yes given as a booking',
    tags: [
      'french',
      'long',
      'signature',
      'multiple',
      'dont-know',
      'optional',
      'correction',
      'hedge',
      'question-back',
      'skip',
    ],
    questionnaire: 'fr-demenagement',
    locale: 'fr',
    candidate: NOEMIE_R,
    says: [
      "Bonjour Madame, Monsieur,\n\nJe suis responsable des services généraux d'une fondation à Genève. Nous avons fait appel à l'entreprise qui emploie Mme Rochat pour trois déménagements de bureaux, et j'ai moi-même déménagé avec eux l'an passé. Mme Rochat dirigeait l'équipe sur place à chaque fois.\n\nMeilleures salutations\nCorinne Bugnon-Favre",
      'Vous me demandez des mois ? Entre le premier déménagement, en septante… pardon, en mars 2024, et le dernier en novembre 2025, cela fait vingt mois. Mais nous ne les avons vus que quelques jours en tout.',
      "L'emballage des archives, le portage, et le monte-meubles par la fenêtre du sixième pour le piano à queue de notre présidente. Qui conduisait le camion, je ne sais pas.",
      "Pas une égratignure sur le piano, ni sur les 400 cartons d'archives. 5",
      'Charmante et très claire. Je dirais quatre et demi.',
      { retry: 'Alors 4, je reste prudente.', key: 'clients' },
      'Je ne sais pas, désolée.',
      "Le devis indiquait 45 m³ pour tout l'étage, en deux jours, avec une équipe de cinq. Ce qu'elle chargeait elle-même, je ne saurais le dire.",
      { retry: 'Non, vraiment, je ne sais pas. Passez cette question.', key: 'volume' },
      "Nous refaisons appel à eux pour notre déménagement à Carouge en septembre, et j'ai demandé que Mme Rochat dirige l'équipe.",
      "Oui : elle a remarqué avant nous qu'une armoire forte dépassait la charge admise de l'ascenseur, et a fait venir un second monte-meubles. Cela nous a évité un accident.",
    ],
    expected: {
      lien: 'Client (particulier ou entreprise)',
      mois: 20,
      taches: ['Emballage et protection', 'Portage et manutention', 'Monte-meubles'],
      soin: 5,
      clients: 4,
      reprendre: true,
      commentaire: { has: ['armoire forte'] },
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t97',
    title:
      'Abbeville (Somme): a coach depot manager on fr-transport-scolaire in French with Picard ("Ej sus", "al conduit", "chés gamins", "sin permis"), "Depuis la rentrée 2019. Ch\'fait set ans" (Picard sept, asked again: 7), "Chés lignes régulières nan, ch\'est chés collègues", "Chonq !" (Picard cinq, asked again: 5), "Quate ou chonq" asked again (4), "vint-deux élèves … ch\'soir in peu moins" asked for an average (20, never 22), "Bin sûr ! Tout d\'chuite" (yes), "À l\'arvoïure !"',
    tags: ['french', 'words', 'range', 'multiple', 'negation', 'optional', 'number-in-word'],
    questionnaire: 'fr-transport-scolaire',
    locale: 'fr',
    candidate: MORGANE_L,
    says: [
      "Bonjour. Ej sus l'responsable du dépôt d'cars à Abbeville, Morgane al conduit chez nous",
      "Depuis la rentrée 2019. Ch'fait set ans",
      { retry: 'Sept ans. 7', key: 'annees' },
      "Ch'ramassage matin et soir din chés villages autour d'Saint-Riquier, et pis chés sorties scolaires à la baie d'Somme. Chés lignes régulières nan, ch'est chés collègues",
      "Chonq ! Al a jamais eu in accrochage, même avec l'verglas",
      { retry: 'Cinq. 5', key: 'securite' },
      'Avec chés gamins al est ferme mais gentille. Quate ou chonq',
      { retry: 'Quatre', key: 'discipline' },
      'Ouais-ouais, al a sin permis D',
      "Ch'matin al a vint-deux élèves din sin car, ch'soir in peu moins",
      { retry: 'En moyenne ? Mettez 20', key: 'eleves' },
      "Bin sûr ! Tout d'chuite",
      "Nan, merci. À l'arvoïure !",
    ],
    expected: {
      lien: "Responsable d'exploitation ou de dépôt",
      annees: 7,
      services: ['Ramassage scolaire (matin et soir)', 'Sorties et voyages scolaires'],
      securite: 5,
      discipline: 4,
      permis: true,
      eleves: 20,
      reprendre: true,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-r73',
    title:
      'Moundou (Chad): the head of a cotton-ginning mill on the built-in, typing on his wife\'s old Nokia with T9 (no apostrophes, no accents, lowercase; "mon" for non; the number mode left on): "mon telephone est tombe dans le Logone", "trois campagnes d egrenage" asked again ("de novembre 2022 a novembre 2025. trente six mois": 36), "deux cents tonnes de coton graine par jour" in the strengths, "trois", "2467" (cinq typed in number mode, asked again: 5), "quatre", "la presse a balles a casse en decembre … cinq", "mon il n encadrait personne" (blank), "oui inchallah pour la prochaine campagne" (yes), "mon merci c est tout" (no comment)',
    tags: ['french', 'typos', 'words', 'short', 'unit', 'negation', 'number-in-word'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: DJIMADOUM_N,
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
      'salam. je suis le chef d usine a l egrenage de Moundou. Djimadoum etait mecanicien sous mes ordres. excusez l ecriture, mon telephone est tombe dans le Logone, j ecris sur le vieux Nokia de ma femme',
      'trois campagnes d egrenage',
      { retry: 'de novembre 2022 a novembre 2025. trente six mois', key: 'monthsKnown' },
      'les egreneuses. il connait chaque scie et chaque brosse. en pleine campagne on egrene deux cents tonnes de coton graine par jour et il ne laisse jamais une machine arretee',
      'il parle peu. quand il a un souci il ne dit rien jusqu au dernier moment',
      'trois',
      '2467',
      { retry: 'pardon le telephone etait reste en mode chiffres. cinq', key: 'technical_skill' },
      'quatre',
      'cinq. jamais absent meme pendant les pluies',
      'quand la presse a balles a casse en decembre il a refait la piece au tour lui meme en une nuit. cinq',
      'mon il n encadrait personne',
      'oui inchallah pour la prochaine campagne',
      'mon merci c est tout',
    ],
    expected: {
      relationship: { has: ['chef'] },
      monthsKnown: 36,
      strengths: { has: ['egreneuses'] },
      improvements: { has: ['parle peu'] },
      communication: 3,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 5,
      wouldRehire: true,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t98',
    title:
      'Dijon: the head of the workshop of an optician\'s shop on fr-optique, who is not the owner ("la titulaire c\'est Mme Perrault"), in careful written French with the trade\'s abbreviations: "Six ans en tout, alternance comprise" (6), "taillage et montage … la vente. Les LC, non, pas encore ; la réfraction c\'est la titulaire ; le TP c\'est l\'accueil", "des progressifs à -8,50 avec un écart pupillaire de 31/32. 5" (5, never 31 or 32), "Je la vois surtout à l\'atelier … 4 ou 5" asked again (4), "BTS OL" (yes), "15 à 20 paires par jour, à deux" asked again (8), "Sans aucune hésitation" (yes)',
    tags: ['french', 'multiple', 'range', 'negation', 'optional', 'number-in-word'],
    questionnaire: 'fr-optique',
    locale: 'fr',
    candidate: CLEMENCE_B,
    says: [
      "Bonjour. Je suis responsable de l'atelier du magasin d'optique de la rue de la Liberté, à Dijon ; la titulaire c'est Mme Perrault. Moi, j'encadrais Clémence à l'atelier et en boutique.",
      'Arrivée en alternance en septembre 2020 pour son BTS, CDI en 2022. Six ans en tout, alternance comprise.',
      "À l'atelier : taillage et montage, y compris les progressifs et les montures percées. En boutique, la vente. Les LC, non, pas encore ; la réfraction c'est la titulaire ; le TP c'est l'accueil.",
      'En six ans, pas une erreur de centrage, même sur des progressifs à -8,50 avec un écart pupillaire de 31/32. 5',
      "Je la vois surtout à l'atelier, mais les clients la redemandent. 4 ou 5",
      { retry: 'Restons sur 4.', key: 'conseil' },
      'BTS OL, obtenu en 2022.',
      "À l'atelier on monte 15 à 20 paires par jour, à deux.",
      { retry: 'Pour elle seule, mettez 8.', key: 'montages' },
      'Sans aucune hésitation.',
      "Elle part suivre son conjoint à Besançon ; c'est la seule raison de son départ.",
    ],
    expected: {
      lien: "Responsable du magasin ou de l'atelier",
      annees: 6,
      taches: ['Vente et conseil en montures', "Montage et ajustage des verres à l'atelier"],
      precision: 5,
      conseil: 4,
      diplome: true,
      montages: 8,
      reembauche: true,
      commentaire: { has: ['Besançon'] },
    },
    outcome: 'completed',
  },
  {
    id: 'fr-r74',
    title:
      'Grenoble: the coordinator of a participatory bicycle workshop on the built-in, in inclusive writing with middle dots ("coordinateur·ice salarié·e", "le·la référent·e", "adhérent·es", "chef·fe") about a candidate who uses "iel": "Service civique de 8 mois … puis un CDD de 18 mois. 26 mois en tout" (26), "régler un dérailleur", "4 (voire 4,5)" asked again (4), "tu veux dire en mécanique ou avec les gens ?" asked back, then "Les deux : 4", "Pas pertinent … il n\'y a pas de chef·fe chez nous" (blank), "Oui, si on avait le budget … On a perdu une subvention 😕" (yes), the pronoun as the remark',
    tags: ['french', 'range', 'hedge', 'question-back', 'skip', 'optional', 'emoji'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: ALIX_P,
    to: [
      'rel',
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
      "Salut ! Je suis coordinateur·ice salarié·e de l'atelier vélo participatif, et j'étais le·la référent·e d'Alix pendant son service civique puis son CDD. Petite précision : Alix utilise le pronom iel",
      'Service civique de 8 mois à partir de septembre 2023, puis un CDD de 18 mois. 26 mois en tout',
      'La pédagogie. Iel apprend aux adhérent·es à régler un dérailleur au lieu de le faire à leur place, et les gens reviennent',
      "La gestion du stock de pièces d'occasion, c'est un peu le chaos 😅",
      'Carrément bien, avec tout le monde : étudiant·es, retraité·es, personnes exilé·es. 5',
      '4 (voire 4,5)',
      {
        retry: "On va dire 4, les moyeux à vitesses intégrées c'est pas encore ça",
        key: 'technical_skill',
      },
      "5. Chez nous tout se décide en collectif, iel est très à l'aise avec ça",
      'Iel était là à chaque permanence du mardi et du samedi, même pendant la grève des transports. 5',
      'Résolution de problèmes… tu veux dire en mécanique ou avec les gens ?',
      { retry: 'Les deux en fait : 4', key: 'problem_solving' },
      "Pas pertinent : on fonctionne en gouvernance partagée, il n'y a pas de chef·fe chez nous",
      'Oui, si on avait le budget pour un poste. On a perdu une subvention 😕',
      'Merci de respecter son pronom dans la suite du processus 🙏',
    ],
    expected: {
      relationship: { has: ['référent'] },
      monthsKnown: 26,
      strengths: { has: ['dérailleur'] },
      improvements: { has: ['stock'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      wouldRehire: true,
      comments: { has: ['pronom'] },
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t99',
    title:
      'Baie-Comeau (Côte-Nord): the owner of a lunetterie, an opticienne d\'ordonnances, on fr-optique, typing on the shop computer whose layout is set to Canadian French, so that every "/" comes out as "é" and every "?" as "É": "c\'est correctÉ", "Depuis le 1é09é2021 jusqu\'à cet été" asked again (5), "les dossiers d\'assurances" for the mutuelles\' option, "Les examens de vue c\'est l\'optométriste à côté … les progressifs je les envoie au labo à Québec", "4é5" asked again if need be (4), "5é5 sans hésiter", "son DEC en techniques d\'orthèses visuelles" (yes), "Combien de paires par jourÉ … 3-4 les journées tranquilles, 12 en août" asked again (5), "Ben oui!"',
    tags: ['french', 'typos', 'number-in-word', 'range', 'multiple', 'optional', 'unit'],
    questionnaire: 'fr-optique',
    locale: 'fr',
    candidate: ROSALIE_G,
    says: [
      "Bonjour! C'est moi la propriétaire de la lunetterie à Baie-Comeau, opticienne d'ordonnances. Rosalie a travaillé pour moi. Je réponds de l'ordi du magasin, c'est correctÉ",
      "Depuis le 1é09é2021 jusqu'à cet été",
      { retry: 'Mettons 5', key: 'annees' },
      "La vente pis l'ajustement des montures, les lentilles cornéennes (elle a sa formation), pis les dossiers d'assurances. Les examens de vue c'est l'optométriste à côté. À l'atelier elle taille les verres simples, les progressifs je les envoie au labo à Québec",
      '4é5 — elle est minutieuse, mais les montures percées elle a encore de la misère',
      {
        retry: 'Ah, le clavier est en français canadien, mes barres obliques sortent en é. 4 sur 5',
        key: 'precision',
      },
      "Les clients l'adorent. 5é5 sans hésiter",
      "Oui, son DEC en techniques d'orthèses visuelles, pis elle est membre de l'Ordre",
      'Combien de paires par jourÉ Ça dépend : 3-4 les journées tranquilles, 12 en août avant la rentrée',
      { retry: 'En moyenne, 5', key: 'montages' },
      'Ben oui! Mais elle déménage à Rimouski avec son chum',
      "Non, c'est toute. Merci!",
    ],
    expected: {
      lien: 'Opticien(ne) titulaire ou gérant(e) du magasin',
      annees: 5,
      taches: [
        'Vente et conseil en montures',
        "Montage et ajustage des verres à l'atelier",
        'Lentilles de contact',
        'Tiers payant et dossiers mutuelles',
      ],
      precision: 4,
      conseil: 5,
      diplome: true,
      montages: 5,
      reembauche: true,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t100',
    title:
      'Saint-Laurent-du-Maroni (French Guiana): the director of a day camp on fr-animation, in French with Guianese Creole and Nenge ("Bonjou", "Mo sé direktris… pardon", "Mo ka di 5", "Wi", "A bun !", "Mési"): "Trois grandes vacances, juillet et août à chaque fois, plus les vacances de Carnaval 2025" asked again (7), "les 6-11 ans surtout, et les ados pour le camp en pirogue sur le Maroni jusqu\'à Apatou. Les petits de maternelle non", "Au fleuve on rigole pas … Mo ka di 5", "BAFA complet depuis 2024" (yes), "8 dans la pirogue, 12 au centre" asked again (12), "A bun ! Wi, direct" (yes), the languages he speaks as the remark',
    tags: ['french', 'multiple', 'negation', 'range', 'optional', 'unit'],
    questionnaire: 'fr-animation',
    locale: 'fr',
    candidate: JORDY_A,
    says: [
      "Bonjou ! Mo sé direktris… pardon, je suis la directrice de l'accueil de loisirs à Saint-Laurent-du-Maroni. Jordy était animateur chez nous",
      'Trois grandes vacances, juillet et août à chaque fois, plus les vacances de Carnaval 2025',
      { retry: 'Ça fait 7 sessions en tout', key: 'sejours' },
      "Les 6-11 ans surtout, et les ados pour le camp en pirogue sur le Maroni jusqu'à Apatou. Les petits de maternelle non, c'est une autre équipe",
      'Au fleuve on rigole pas. Gilet pour tout le monde, et il compte les enfants à chaque embarquement. Mo ka di 5',
      'Wi, BAFA complet depuis 2024',
      '8 dans la pirogue, 12 au centre',
      { retry: 'Au centre, 12', key: 'enfants' },
      'A bun ! Wi, direct',
      "Il parle nenge, sranan tongo, français et un peu de portugais du Brésil. Avec les familles du fleuve c'est précieux. Mési",
    ],
    expected: {
      lien: 'Directeur ou directrice du séjour ou du camp',
      sejours: 7,
      publics: ['Enfants (6-11 ans)', 'Ados (12-17 ans)'],
      vigilance: 5,
      diplome: true,
      enfants: 12,
      reprendre: true,
      commentaire: { has: ['nenge'] },
    },
    outcome: 'completed',
  },
  {
    id: 'fr-r75',
    title:
      'Porto-Vecchio (Corsica): the head of a group of forest firefighters (forestiers-sapeurs) on the built-in, in French with Corsican ("Bonghjornu", "Iè" yes, "Innò" no, "sicuru"): "Quatre saisons, de juin à fin septembre à chaque fois" (four summers of four months: 16), the Sotta fire "en 2025" in the strengths, "Pour la radio justement, 3" (3), "Iè, 5" (yes before a rating: 5), "4 ou 5, je dirais 4" (4), "Chef d\'équipe ? Pas encore, elle a que 22 ans" then "Je peux pas noter, passez" (blank, never 22), "Iè, sicuru !" (yes), "Innò, basta cusì" (no remark)',
    tags: [
      'french',
      'unit',
      'words',
      'range',
      'hedge',
      'skip',
      'number-in-word',
      'question-back',
      'optional',
    ],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: ANGHJULA_C,
    to: ['rel', 'mon', 'str', 'imp', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'lea', 'reh', 'cmt'],
    says: [
      "Bonghjornu. Je suis chef de groupe chez les forestiers-sapeurs de Corse-du-Sud, secteur Porto-Vecchio. Anghjula était dans mon groupe, c'est moi qui la notais",
      "Quatre saisons, de juin à fin septembre à chaque fois. Le reste de l'année elle était à la fac à Corte",
      "Elle connaît le maquis par cœur et elle garde son calme quand le feu saute la piste. Sur le feu de Sotta en 2025 c'est elle qui a vu la reprise la première",
      'Elle parle pas assez à la radio, elle veut tout régler seule',
      'Pour la radio justement, 3',
      'Débroussaillage, tronçonneuse, attaque au sol : 5',
      'Iè, 5',
      'Jamais en retard, même après les nuits de veille. 5',
      '4 ou 5, je dirais 4',
      "Chef d'équipe ? Pas encore, elle a que 22 ans",
      { retry: 'Je peux pas noter, passez', key: 'leadership' },
      "Iè, sicuru ! L'été prochain si elle veut",
      'Innò, basta cusì. À ringrazià',
    ],
    expected: {
      relationship: { has: ['chef de groupe'] },
      monthsKnown: 16,
      strengths: { has: ['maquis'] },
      improvements: { has: ['radio'] },
      communication: 3,
      technical_skill: 5,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      wouldRehire: true,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t101',
    title:
      'Casablanca: the owner of a plumbing company on fr-plomberie, in French with Moroccan Darija in Latin letters and digits ("Ana le patron dyal la société … khdem m3aya", "3 ans w nass" (three and a half years, asked in months: 42), "Dépannage bzaf … les chaudières à gaz aussi. Clim la, c\'est une autre boîte" where Darija "la" is no, "Mzyan bzaf. 5", "La, ma3ndouch" on the refrigerant certificate (no), "Entre 5 et 7 selon les quartiers" asked again (6), "Wakha, bien sûr" (yes), "Safi, c\'est tout. Choukran" (no remark)',
    tags: [
      'french',
      'unit',
      'words',
      'multiple',
      'negation',
      'range',
      'optional',
      'number-in-word',
    ],
    questionnaire: 'fr-plomberie',
    locale: 'fr',
    candidate: YASSINE_E,
    says: [
      'Salam. Ana le patron dyal la société, Plomberie Anfa, à Casa. Yassine khdem m3aya',
      '3 ans w nass',
      { retry: 'Pardon : 3 ans et demi, donc 42 mois', key: 'mois' },
      "Dépannage bzaf, les fuites partout f les immeubles de Maârif. Les salles de bain oui, et les chaudières à gaz aussi. Clim la, c'est une autre boîte qui fait. Soudure cuivre mzyan",
      'Mzyan bzaf. 5',
      "Les clients l'aiment bien, surtout les vieilles dames, il boit le thé avec elles 😄 4",
      'La, ma3ndouch',
      'Entre 5 et 7 selon les quartiers, avec les bouchons à Casa',
      { retry: 'Mettez 6', key: 'interventions' },
      'Wakha, bien sûr',
      "Safi, c'est tout. Choukran",
    ],
    expected: {
      relation: "Son patron ou sa patronne (chef d'entreprise)",
      mois: 42,
      travaux: [
        'Dépannage et recherche de fuites',
        'Installation sanitaire (salles de bains, cuisines)',
        'Chauffage et chaudières',
        'Soudure et brasure (cuivre, acier)',
      ],
      finitions: 5,
      clients: 4,
      fluides: false,
      interventions: 6,
      reembauche: true,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-r76',
    title:
      'Quimper (Brittany): the manager of a crêperie on the built-in, dictating to her phone\'s assistant, which mishears numbers as words and leaves punctuation spoken, with Breton ("ya" yes, "nann" no, "trugarez", "kenavo"): "Oui ans" for huit ans asked again (96), "le billig à 4 toute seule le 14 juillet" in the strengths, "point" left in the text, "Saint" for cinq asked again (5), "Troyes" for trois (3), "Ya, 5" (5), "je sais pas trop" on problem solving (blank), "Ya ya sans hésiter" (yes), "Nann trugarez kenavo" (no remark)',
    tags: ['french', 'typos', 'words', 'number-in-word', 'dont-know', 'optional'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: GWENAELLE_L,
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
      'Bonjour je suis la gérante de la crêperie Ti Glazik à Quimper Gwenaëlle était crêpière chez moi virgule en CDI',
      'Oui ans',
      { retry: "Pardon c'est la dictée. HUIT ans, 8 ans", key: 'monthsKnown' },
      'Elle fait la meilleure galette complète de Cornouaille et elle tient le billig à 4 toute seule le 14 juillet',
      'Elle oublie de noter les commandes à emporter point',
      'Saint',
      { retry: "Cinq, 5. C'est la dictée qui écrit n'importe quoi", key: 'communication' },
      'Troyes',
      '4 sur 5',
      'Ya, 5',
      'Bonne question je sais pas trop',
      "Elle encadre les saisonniers l'été 4",
      'Ya ya sans hésiter',
      'Nann trugarez kenavo',
    ],
    expected: {
      relationship: { has: ['gérante'] },
      monthsKnown: 96,
      strengths: { has: ['galette'] },
      improvements: { has: ['emporter'] },
      communication: 5,
      technical_skill: 3,
      teamwork: 4,
      reliability: 5,
      leadership: 4,
      wouldRehire: true,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t102',
    title:
      'Andorra la Vella: a heating team leader on fr-plomberie, in French with Catalan ("Sóc cap d\'equip… pardon, je suis chef d\'équipe", "Dues temporades d\'hivern i un estiu… deux hivers et un été. À peu près 18 mois" then "Exactement 17 mois, j\'ai regardé les fiches de paie" (17), the work named by places (Pas de la Casa hotels, new chalets) with "Salles de bains non", "Quatre. Molt bé" (4), "il parle catalan, castillan, français et un peu russe … 5", "Sí, l\'attestation catégorie 1" (yes), "En hiver 6 ou 7, en été 2" asked again (4), "Sí, és clar!" (yes), "Qu\'il revienne pour la saison de ski 😉"',
    tags: ['french', 'words', 'hedge', 'correction', 'multiple', 'range', 'optional', 'emoji'],
    questionnaire: 'fr-plomberie',
    locale: 'fr',
    candidate: JORDI_P,
    says: [
      "Bon dia! Sóc cap d'equip… pardon, je suis chef d'équipe chez Calefaccions Valira à Andorra la Vella. Jordi était dans mon équipe",
      "Dues temporades d'hivern i un estiu… deux hivers et un été. À peu près 18 mois",
      { retry: "Exactement 17 mois, j'ai regardé les fiches de paie", key: 'mois' },
      'Les chaudières au fioul et au gaz dans les hôtels de Pas de la Casa, les pompes à chaleur dans les chalets neufs, et pas mal de dépannages quand ça gèle. Salles de bains non. Soudure aussi, comme tout le monde',
      'Quatre. Molt bé',
      'Amb els clients… avec les clients, il parle catalan, castillan, français et un peu russe pour les chalets. 5',
      "Sí, l'attestation catégorie 1, il l'a passée à Perpignan",
      'En hiver 6 ou 7, en été 2',
      { retry: 'Faites une moyenne : 4', key: 'interventions' },
      'Sí, és clar!',
      "Qu'il revienne pour la saison de ski 😉 Adéu",
    ],
    expected: {
      relation: "Chef d'équipe ou conducteur de travaux",
      mois: 17,
      travaux: [
        'Dépannage et recherche de fuites',
        'Chauffage et chaudières',
        'Pompes à chaleur et climatisation',
        'Soudure et brasure (cuivre, acier)',
      ],
      finitions: 4,
      clients: 5,
      fluides: true,
      interventions: 4,
      reembauche: true,
      commentaire: { has: ['saison'] },
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t103',
    title:
      'Cotonou (Benin): the manager of a hotel whose plumbing contractor the candidate ran, on fr-plomberie, in Beninese French ("c\'est son entreprise que nous appelions … Donc client on va dire", "Depuis 2023 là. Deux ans et quelques" asked again (26), "il a géré les fuites des 40 chambres … refait les douches du 2e étage. Les climatiseurs, c\'est pas lui … Chaudière non, ici il fait 32 degrés", "C\'est doux, son travail. Propre propre. 5", "Je ne sais pas trop, il travaille quand les clients ne sont pas là" (blank), "Je ne sais pas ce que c\'est" on the refrigerant certificate (blank), "Une ou deux par semaine. Par jour je ne peux pas savoir" (another unit: blank), "Il faut même pas demander, oui" (yes)',
    tags: [
      'french',
      'hedge',
      'unit',
      'multiple',
      'dont-know',
      'optional',
      'number-in-word',
      'emoji',
    ],
    questionnaire: 'fr-plomberie',
    locale: 'fr',
    candidate: RODRIGUE_A,
    says: [
      "Bonsoir. Je suis le directeur de l'hôtel Les Cocotiers à Cotonou. Rodrigue n'était pas mon employé, c'est son entreprise que nous appelions pour la plomberie. Donc client on va dire",
      'Depuis 2023 là. Deux ans et quelques',
      { retry: 'Mettez 26 mois', key: 'mois' },
      "Les fuites surtout, il a géré les fuites des 40 chambres. Il a refait les douches du 2e étage. Les climatiseurs, c'est pas lui, c'est le frigoriste. Chaudière non, ici il fait 32 degrés 😅",
      "C'est doux, son travail. Propre propre. 5",
      'Je ne sais pas trop, il travaille quand les clients ne sont pas là',
      "Je ne sais pas ce que c'est",
      'Chez nous ? Une ou deux par semaine. Par jour je ne peux pas savoir',
      'Il faut même pas demander, oui',
      "Il vient même le dimanche quand la bâche d'eau déborde. Que Dieu le garde",
    ],
    expected: {
      relation: 'Client ou syndic',
      mois: 26,
      travaux: [
        'Dépannage et recherche de fuites',
        'Installation sanitaire (salles de bains, cuisines)',
      ],
      finitions: 5,
      reembauche: true,
      commentaire: { has: ['dimanche'] },
    },
    outcome: 'completed',
  },
  {
    id: 'fr-r77',
    title:
      'Vitrac (Périgord, on the Dordogne): the owner of a canoe-rental base on the built-in about a seasonal canoe guide, giving ratings as percentages: "De Pâques à la Toussaint, deux années de suite" asked again (14), "à 80 %" asked again (4, never 80), "Brevet d\'État … au top. 100 %" asked again (5), "La 2e saison il a raté 3 matinées … Je dirais 3" (3, never 2), "Question suivante" (a skip: blank), "15 gamins par moniteur. 4" (4, never 15), "Ben oui, il revient l\'été prochain" (yes)',
    tags: ['french', 'unit', 'number-in-word', 'skip', 'hedge', 'optional', 'emoji'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: LEO_D,
    to: [
      'rel',
      'mon',
      'mon',
      'str',
      'imp',
      'com',
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
      "Bonjour, je tiens la base de canoës à Vitrac, sur la Dordogne. Léo était moniteur chez moi, j'étais son patron",
      'De Pâques à la Toussaint, deux années de suite',
      { retry: 'Bon, comptez 14 mois', key: 'monthsKnown' },
      "Il sait lire la rivière. Quand l'eau monte après l'orage, il sort les gens de l'eau avant tout le monde",
      "Les réservations sur l'ordi, c'est pas son truc",
      'Je dirais à 80 %',
      { retry: '4 alors', key: 'communication' },
      "Brevet d'État canoë-kayak, il est au top. 100 %",
      { retry: '5', key: 'technical_skill' },
      '5',
      'Moyen. La 2e saison il a raté 3 matinées, la faute à la fête de Sarlat 🙄 Je dirais 3',
      'Question suivante',
      'Il encadrait les groupes de colo, 15 gamins par moniteur. 4',
      "Ben oui, il revient l'été prochain d'ailleurs",
      'Non rien, bonne journée',
    ],
    expected: {
      relationship: { has: ['patron'] },
      monthsKnown: 14,
      strengths: { has: ['rivière'] },
      improvements: { has: ['réservations'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 5,
      reliability: 3,
      leadership: 4,
      wouldRehire: true,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t104',
    title:
      'Papeete (Tahiti): the biologist in charge of a medical laboratory on fr-laboratoire, in French with Tahitian ("Ia ora na", "\'ē" yes, "\'aita" no, "maita\'i roa", "Māuruuru"): "Depuis la rentrée d\'août 2021 jusqu\'au Heiva de juillet 2024" asked again (35), the posts with Tahitian yes and no ("Hémato \'ē, bioch \'ē. Microbio \'aita … L\'accueil c\'est les secrétaires"), "Maita\'i roa, 5", "Avec les mamas il parle tahitien … 5", "\'Ē, il l\'a passé en 2022" (yes), "Une trentaine, 40 les jours de paie" asked again (30), "\'Ē, tout de suite !" (yes), "Māuruuru, c\'est tout" (no remark)',
    tags: ['french', 'multiple', 'hedge', 'unit', 'range', 'optional', 'emoji', 'negation'],
    questionnaire: 'fr-laboratoire',
    locale: 'fr',
    candidate: TEVA_T,
    says: [
      'Ia ora na. Je suis la biologiste responsable du labo à Papeete, Teva travaille sous ma responsabilité',
      "Depuis la rentrée d'août 2021 jusqu'au Heiva de juillet 2024",
      { retry: '35 mois', key: 'mois' },
      "Les prélèvements le matin, surtout quand on fait la tournée à Moorea. Hémato 'ē, bioch 'ē. Microbio 'aita, c'est pas son poste. L'accueil c'est les secrétaires",
      "Maita'i roa, 5",
      'Avec les mamas il parle tahitien, ça rassure tout le monde 😊 5',
      "'Ē, il l'a passé en 2022",
      'Une trentaine, 40 les jours de paie',
      { retry: 'Mettez 30', key: 'prelevements' },
      "'Ē, tout de suite !",
      "Māuruuru, c'est tout",
    ],
    expected: {
      relation: 'Biologiste responsable du laboratoire',
      mois: 35,
      postes: ['Prélèvements (prises de sang)', 'Hématologie', 'Biochimie'],
      rigueur: 5,
      patients: 5,
      certificat: true,
      prelevements: 30,
      reembaucher: true,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-r78',
    title:
      'La Mothe-Achard (Vendée): the owner of a riding centre, 66, on the built-in about a riding instructor, who speaks in litotes: "Pas loin de trois ans" asked again (33), "Elle est pas mauvaise" (no number: asked again, 4), "Ce n\'est pas moi qui dirai le contraire : 5", "Pas de souci de ce côté-là. 5", "Pas moins de 5", "Pas terrible" asked again (2), "Je ne sais pas, elle n\'encadrait personne" (blank), "Ce serait pas de refus !" (a double negative: yes), "Non, rien à ajouter" (no remark)',
    tags: ['french', 'hedge', 'negation', 'dont-know', 'optional', 'unit'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: CAPUCINE_R,
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
      'pro',
      'lea',
      'reh',
      'cmt',
    ],
    says: [
      "C'était ma monitrice au centre équestre, à La Mothe-Achard. Le centre est à moi",
      'Pas loin de trois ans',
      { retry: 'Deux ans et neuf mois, de septembre 2021 à juin 2024', key: 'monthsKnown' },
      "Elle n'a pas peur des chevaux difficiles. Ni des parents difficiles, d'ailleurs",
      "Elle n'est pas la plus ordonnée dans la sellerie",
      'Elle est pas mauvaise',
      { retry: 'Disons 4', key: 'communication' },
      "Ce n'est pas moi qui dirai le contraire : 5",
      'Pas de souci de ce côté-là. 5',
      'Jamais absente, jamais en retard. Pas moins de 5',
      'Pas terrible',
      { retry: '2. Elle appelle le vétérinaire pour un rien', key: 'problem_solving' },
      "Je ne sais pas, elle n'encadrait personne",
      'Ce serait pas de refus !',
      'Non, rien à ajouter',
    ],
    expected: {
      relationship: { has: ['monitrice'] },
      monthsKnown: 33,
      strengths: { has: ['chevaux'] },
      improvements: { has: ['sellerie'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 5,
      reliability: 5,
      problem_solving: 2,
      wouldRehire: true,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t105',
    title:
      'Hanoi: the head of the laboratory of a French hospital on fr-laboratoire, her former intern\'s tutor, in polite French with Vietnamese ("Dạ", "Vâng" yes, "không" no, "Cảm ơn"): "Six mois de stage, puis elle est restée comme collègue un an" (18), "Vâng : hématologie, microbiologie. Prises de sang không" (two posts), "Je donne 4 car … non, c\'est injuste : 5" (a correction: 5), "Elle ne voyait pas les patients" (blank), "Không. Au Vietnam ce certificat n\'existe pas" (no), "Zéro, elle ne prélevait pas" (0), "Dạ vâng, bien sûr" (yes), three languages in the remark',
    tags: ['french', 'multiple', 'correction', 'negation', 'words', 'optional', 'long'],
    questionnaire: 'fr-laboratoire',
    locale: 'fr',
    candidate: THUY_LINH_N,
    says: [
      "Dạ, bonjour. J'ai été sa tutrice de stage au laboratoire de l'Hôpital Français de Hanoï",
      'Six mois de stage, puis elle est restée comme collègue un an',
      'Vâng : hématologie, microbiologie. Prises de sang không, en stage on ne pique pas',
      "Très rigoureuse. Je donne 4 car elle oublie parfois d'étiqueter les tubes… non, c'est injuste, c'est arrivé une seule fois : 5",
      'Elle ne voyait pas les patients',
      "Không. Au Vietnam ce certificat n'existe pas",
      'Zéro, elle ne prélevait pas',
      'Dạ vâng, bien sûr',
      "Elle parle vietnamien, français et anglais, c'est précieux au laboratoire. Cảm ơn",
    ],
    expected: {
      relation: 'Tuteur ou tutrice de stage',
      mois: 18,
      postes: ['Hématologie', 'Microbiologie'],
      rigueur: 5,
      certificat: false,
      prelevements: 0,
      reembaucher: true,
      commentaire: { has: ['vietnamien'] },
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t106',
    title:
      'Ussel (Corrèze, Limousin): a rural vet on fr-veterinaire who types with the caps lock stuck, so upper and lower case are inverted ("bONJOUR, jE SUIS LE VÉTÉRINAIRE TITULAIRE … oups pardon, verrouillage majuscule"), "tROIS ANS ET DEMI" (42), "aCCUEIL OUI, CONTENTION OUI (surtout les limousines au cornadis), CHIRURGIE NON …", "5, ELLE N\'A PAS PEUR D\'UNE VACHE DE 800 KILOS" (5), "Avec les éleveurs, 4. Avec les dames à chat, 3" asked again (4), "ELLE EST EN TRAIN DE LE PASSER" (not yet: no), "eNTRE 20 ET 30, ÇA DÉPEND DES VÊLAGES" asked again (25), "sANS HÉSITER" (yes), "nON" (no remark)',
    tags: ['french', 'typos', 'words', 'multiple', 'range', 'negation', 'optional', 'emoji'],
    questionnaire: 'fr-veterinaire',
    locale: 'fr',
    candidate: MANON_B,
    says: [
      'bONJOUR, jE SUIS LE VÉTÉRINAIRE TITULAIRE DE LA CLINIQUE À uSSEL… oups pardon, verrouillage majuscule. Je suis le vétérinaire titulaire, Manon est ASV chez nous',
      'tROIS ANS ET DEMI',
      'aCCUEIL OUI, CONTENTION OUI (SURTOUT LES LIMOUSINES AU CORNADIS), CHIRURGIE NON, RADIO OUI, CHENIL OUI',
      "5, ELLE N'A PAS PEUR D'UNE VACHE DE 800 KILOS",
      'Avec les éleveurs, 4. Avec les dames à chat, 3 😅',
      { retry: 'Allez, 4 en général', key: 'proprietaires' },
      'ELLE EST EN TRAIN DE LE PASSER, EXAMEN EN JUIN',
      'eNTRE 20 ET 30, ÇA DÉPEND DES VÊLAGES',
      { retry: '25', key: 'animaux' },
      'sANS HÉSITER',
      'nON',
    ],
    expected: {
      lien: 'Vétérinaire titulaire ou associé(e)',
      mois: 42,
      taches: [
        'Accueil et secrétariat',
        'Contention et soins aux animaux',
        'Radiologie et laboratoire',
        'Hospitalisation et entretien des chenils',
      ],
      contention: 5,
      proprietaires: 4,
      diplome: false,
      animaux: 25,
      reprendre: true,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-r79',
    title:
      'Doha (Qatar): the Lebanese-French owner of a French bakery on the built-in about his head pastry cook, with Gulf Arabic words ("Yalla", "Wallah", "Inshallah", "Mashallah") and French school marks out of 20: "Du Ramadan 2021 jusqu\'à la Coupe du monde" asked again (20), "14/20" asked again (3), "Mashallah, 19/20" asked again (5), 45 degrees and 2 days of sandstorm as distractors (5), "Wallah je sais pas, j\'étais à Beyrouth" (blank), "Elle avait 6 commis. 4" (4, never 6), "Inshallah oui" (yes), "Yalla, c\'est tout" (no remark)',
    tags: ['french', 'number-in-word', 'unit', 'dont-know', 'optional', 'long'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: SALOME_H,
    to: [
      'rel',
      'mon',
      'mon',
      'str',
      'imp',
      'com',
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
      'Bonjour. Je suis le patron de la boulangerie française à Doha, quartier West Bay. Salomé était ma cheffe pâtissière',
      "Du Ramadan 2021 jusqu'à la Coupe du monde",
      { retry: '20 mois', key: 'monthsKnown' },
      'Les croissants au beurre même avec 45 degrés dehors et la clim en panne. Et les bûches de Noël pour les expats, yalla, 300 en une semaine',
      'Elle ne délègue pas, elle veut tout faire elle-même',
      '14/20',
      { retry: '3 sur 5', key: 'communication' },
      'Mashallah, 19/20',
      { retry: '5', key: 'technical_skill' },
      "Avec l'équipe (Philippins, Népalais, Égyptiens) elle parle anglais, ça marche. 4",
      'Jamais absente, sauf 2 jours de tempête de sable où la route était fermée. 5',
      "Wallah je sais pas, j'étais à Beyrouth la moitié du temps",
      'Elle avait 6 commis. 4',
      'Inshallah oui, si elle revient au Qatar',
      "Yalla, c'est tout",
    ],
    expected: {
      relationship: { has: ['patron'] },
      monthsKnown: 20,
      strengths: { has: ['croissants'] },
      improvements: { has: ['délègue'] },
      communication: 3,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      leadership: 4,
      wouldRehire: true,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t107',
    title:
      'Amiens (Picardy): the manager of an ambulance company on fr-ambulance, in Picard-flavoured French ("ch\'est mi", "i travaillot cheux nous", "infin", "quo", "cha"): "Deux ans et quéques mois" asked again (28), "La garde ambulancière ouais, la dialyse … les transferts vers le CHU. Le VSL non, ch\'est les jeunes qui font cha" (three missions), "I conduit bien, infin, un peu vite quo. 3" (3), "Les mémés de la dialyse i l\'adorent. 5" (5), "entre 200 et 400" then "Je sais pas, ça dépend trop" (blank), "Ouais, sans problème" (yes), "ch\'est tout" (no remark)',
    tags: ['french', 'hedge', 'range', 'multiple', 'negation', 'typos', 'dont-know', 'optional'],
    questionnaire: 'fr-ambulance',
    locale: 'fr',
    candidate: DYLAN_V,
    says: [
      "Bonjour, ch'est mi le gérant des ambulances à Amiens, Dylan i travaillot cheux nous",
      'Deux ans et quéques mois',
      { retry: '28 mois', key: 'mois' },
      "La garde ambulancière ouais, la dialyse tous les matins, les transferts vers le CHU. Le VSL non, ch'est les jeunes qui font cha",
      'I conduit bien, infin, un peu vite quo. 3',
      "Les mémés de la dialyse i l'adorent. 5",
      'Ouais, DEA en 2021 à Amiens',
      'Cha dépend, entre 200 et 400',
      { retry: 'Je sais pas, ça dépend trop', key: 'km' },
      'Ouais, sans problème',
      "Non, ch'est tout",
    ],
    expected: {
      lien: "Gérant(e) de la société d'ambulances",
      mois: 28,
      missions: [
        'Urgences (garde, SAMU)',
        'Transports programmés (dialyse, consultations)',
        'Transferts entre hôpitaux',
      ],
      conduite: 3,
      relationnel: 5,
      dea: true,
      reprendre: true,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-r80',
    title:
      'Les Saintes-Maries-de-la-Mer (the Camargue): a bull-ranch owner (manadier) on the built-in about a young gardian, with Provençal words ("pitchoune", "Boudiou", "Fan de chichourle", "Peuchère"): "Trois ferrades" (three yearly branding days) asked again (36), "Je dis 3" (3), "5 et même plus" (5), "On est 4 gardians, ça roule. Pareil que la com" (3, never 4), "le jour du mistral à 100 km/h … 5" (5), a bull escaped on the D570 (4), "elle commande personne" (blank), "Oui, si elle revient de Montpellier" (yes), "Non" (no remark)',
    tags: ['french', 'unit', 'number-in-word', 'negation', 'optional', 'emoji', 'hedge'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: LOUNA_R,
    to: ['rel', 'mon', 'mon', 'str', 'imp', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'reh', 'cmt'],
    says: [
      'Bonjour, je suis manadier aux Saintes-Maries-de-la-Mer, la pitchoune était gardianne chez nous',
      'Trois ferrades',
      { retry: 'Trois ans, 36 mois', key: 'monthsKnown' },
      "À cheval c'est une centauresse. Elle trie les taureaux au milieu des marais comme personne",
      'Boudiou, la paperasse de la MSA',
      'Avec les touristes aux abrivados ça va, avec moi elle discute pas, elle râle 😂 Je dis 3',
      'Fan de chichourle, 5 et même plus',
      'On est 4 gardians, ça roule. Pareil que la com',
      'Même le jour du mistral à 100 km/h elle était là à 6 h. 5',
      "Quand un taureau s'est échappé sur la D570 elle l'a ramené seule. 4",
      "Peuchère, elle commande personne, c'est la plus jeune",
      'Oui, si elle revient de Montpellier',
      'Non',
    ],
    expected: {
      relationship: { has: ['manadier'] },
      monthsKnown: 36,
      strengths: { has: ['taureaux'] },
      improvements: { has: ['paperasse'] },
      communication: 3,
      technical_skill: 5,
      teamwork: 3,
      reliability: 5,
      problem_solving: 4,
      wouldRehire: true,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t108',
    title:
      'Alès (the Cévennes): an ambulance dispatcher on fr-ambulance, DICTATING by voice between two runs, so punctuation comes as words ("virgule", "point", "fin du message") and a number is misheard ("je lui mets sain" for cinq) then shouted ("CINQ. 5. la dictée comprend rien"): "un an et demi point" (18), four missions including covering dispatch in summer, "quatre point" (4), "il est en train de le passer à Nîmes" (no, not yet), "environ 350 km par garde" (350), "oui bien sûr" (yes), "non merci fin du message" (no remark)',
    tags: ['french', 'typos', 'correction', 'words', 'unit', 'multiple', 'optional', 'negation'],
    questionnaire: 'fr-ambulance',
    locale: 'fr',
    candidate: ENZO_M,
    says: [
      "bonjour je suis régulateur à la société d'ambulances d'Alès virgule Enzo était dans mes équipages point",
      'un an et demi point',
      "urgences oui virgule dialyse oui virgule transferts vers Montpellier et Nîmes souvent virgule et il m'a remplacé à la régulation l'été point pas de VSL",
      'dans les virages des Cévennes il est très doux je lui mets sain',
      { retry: 'CINQ. 5. la dictée comprend rien', key: 'conduite' },
      'quatre point',
      'il est en train de le passer à Nîmes point',
      'environ 350 km par garde point',
      'oui bien sûr point',
      'non merci fin du message',
    ],
    expected: {
      lien: "Régulateur/régulatrice ou chef d'équipe",
      mois: 18,
      missions: [
        'Urgences (garde, SAMU)',
        'Transports programmés (dialyse, consultations)',
        'Transferts entre hôpitaux',
        'Régulation et planning',
      ],
      conduite: 5,
      relationnel: 4,
      dea: false,
      km: 350,
      reprendre: true,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t109',
    title:
      'Vallon-Pont-d\'Arc (the Ardèche): a 24-year-old vineyard team leader on fr-agricole in SMS French ("slt chui", "jsp", "jcroi", "pa", "mdr", "nn c bon"): "jsp 2 ou 3 jcroi" asked again (3), "vendanges ouai, taille en fevrier aussi, les cerises c\'etait pa chez nous" (two), "non il a pa le permis mdr" (no), "on compte en hottes" asked again then "passe" (blank), "grave" as yes, "nn c bon" (no remark)',
    tags: [
      'french',
      'typos',
      'hedge',
      'range',
      'multiple',
      'negation',
      'unit',
      'skip',
      'short',
      'optional',
    ],
    questionnaire: 'fr-agricole',
    locale: 'fr',
    candidate: NAEL_B,
    says: [
      "slt chui chef d'equipe o domaine a vallon pont d'arc",
      'jsp 2 ou 3 jcroi',
      { retry: '3 en vrai jviens de verifier', key: 'saisons' },
      '4 il abime pa les grappes',
      "vendanges ouai, taille en fevrier aussi, les cerises c'etait pa chez nous",
      'non il a pa le permis mdr',
      'sais pa on compte en hottes',
      { retry: 'jsp serieux, passe', key: 'kilos' },
      'grave',
      'nn c bon',
    ],
    expected: {
      lien: "Chef d'équipe",
      saisons: 3,
      soin: 4,
      travaux: ['Vendanges', 'Taille de la vigne'],
      engins: false,
      reprendre: true,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-r81',
    title:
      'Cogne (the Aosta Valley, Italy): the keeper of a mountain hut on the built-in about his summer assistant, in French with Italian ("allora", "Boh", "Magari") and Valdôtain patois ("Bondzor", "Ouè", "Mersì, à la revoya"), and Italian school marks out of 10: "Trois étés, de la mi-juin à la mi-septembre" asked again (9), "Un bel 8" asked again (4), "10 e lode !" asked again (5), "On est quatre au refuge … 4" (4), "Ouè, 5", "fondre la neige pour 60 personnes. 5" (5, never 60), "Magari… je ne sais pas, elle ne commandait personne" (blank), "Ouè, sûr, l\'été prochain si elle veut" (yes), "Mersì, à la revoya" (no remark)',
    tags: [
      'french',
      'unit',
      'words',
      'number-in-word',
      'dont-know',
      'negation',
      'emoji',
      'optional',
    ],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: CHIARA_B,
    to: [
      'rel',
      'mon',
      'mon',
      'str',
      'imp',
      'com',
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
      'Bondzor. Je suis le gardien du refuge Vittorio Sella, au-dessus de Cogne. Chiara a fait trois étés chez moi comme aide-gardienne',
      'Trois étés, de la mi-juin à la mi-septembre',
      { retry: '9 mois en tout, allora', key: 'monthsKnown' },
      "Elle monte le ravitaillement à pied quand l'hélico ne vole pas, 20 kilos sur le dos",
      'Boh, la cuisine. La polenta, elle la rate une fois sur deux 😄',
      'Avec les alpinistes anglais, allemands, elle parle avec tout le monde. Un bel 8',
      { retry: '4 sur 5', key: 'communication' },
      '10 e lode ! Les nœuds, la radio, la météo, elle connaît tout',
      { retry: '5, le maximum', key: 'technical_skill' },
      'On est quatre au refuge en saison, ça va bien. 4',
      'Ouè, 5',
      'Le jour où la citerne a gelé en septembre, elle a fait fondre la neige pour 60 personnes. 5',
      'Magari… je ne sais pas, elle ne commandait personne',
      "Ouè, sûr, l'été prochain si elle veut",
      'Mersì, à la revoya',
    ],
    expected: {
      relationship: { has: ['gardien'] },
      monthsKnown: 9,
      strengths: { has: ['ravitaillement'] },
      improvements: { has: ['polenta'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 5,
      wouldRehire: true,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t110',
    title:
      'Thionville (Lorraine): the owner of a fibre subcontractor on fr-fibre, typing in ALL CAPITALS without accents or apostrophes: "DE LA SAINT-NICOLAS 2022 JUSQU A CET ETE" asked again (44), "LES RACCOS ABONNES OUI … L AERIEN AUSSI … LA SOUDURE EN PBO OUI. LE SOUTERRAIN NON, C EST UNE AUTRE EQUIPE, ET LA RECETTE C EST LE BUREAU QUI FAIT" (connections, aerial, splicing), "ZERO REPRISE EN 2024 … 5" (5, never 0), "5 AUSSI" (5), "HABILITATION BR OUI. LE CACES NACELLE … A EXPIRE EN MARS" (yes), "QUATRE A CINQ PAR JOUR, SIX LES BONS JOURS" asked again (5), "OUI. MAIS IL PART AU LUXEMBOURG" (yes), "NON MERCI" (no remark)',
    tags: [
      'french',
      'typos',
      'unit',
      'multiple',
      'negation',
      'range',
      'words',
      'number-in-word',
      'optional',
    ],
    questionnaire: 'fr-fibre',
    locale: 'fr',
    candidate: MAXIME_H,
    says: [
      'BONJOUR, JE SUIS LE GERANT D UNE BOITE DE SOUS-TRAITANCE FIBRE A THIONVILLE, MAXIME A BOSSE CHEZ NOUS',
      'DE LA SAINT-NICOLAS 2022 JUSQU A CET ETE',
      { retry: 'METTEZ 44 MOIS', key: 'mois' },
      'LES RACCOS ABONNES OUI C ETAIT SON TRUC. L AERIEN AUSSI, AVEC LA NACELLE SUR LES POTEAUX. LA SOUDURE EN PBO OUI. LE SOUTERRAIN NON, C EST UNE AUTRE EQUIPE, ET LA RECETTE C EST LE BUREAU QUI FAIT',
      'ZERO REPRISE EN 2024, CA C EST RARE HEIN. 5',
      'CHEZ LES PETITES VIEILLES IL ENLEVE SES CHAUSSURES. 5 AUSSI',
      'HABILITATION BR OUI. LE CACES NACELLE IL L A EU MAIS IL A EXPIRE EN MARS',
      'QUATRE A CINQ PAR JOUR, SIX LES BONS JOURS',
      { retry: 'ALLEZ, 5', key: 'raccos' },
      'OUI. MAIS IL PART AU LUXEMBOURG COMME TOUT LE MONDE ICI, ILS PAYENT LE DOUBLE',
      'NON MERCI, BONNE JOURNEE',
    ],
    expected: {
      lien: "Gérant(e) de l'entreprise (sous-traitant)",
      mois: 44,
      activites: [
        'Raccordement des abonnés (pose de PTO)',
        'Travaux en aérien (poteaux, nacelle)',
        'Soudure et boîtiers (PBO, PM)',
      ],
      qualite: 5,
      client: 5,
      habilitation: true,
      raccos: 5,
      reprendre: true,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-r82',
    title:
      'Djibouti: a quay chief at the Doraleh container terminal on the built-in about a crane operator, with Somali words ("Nabad", "Haa" yes, "Maya" no, "Mahadsanid"): "Deux saisons chaudes et une saison fraîche" asked again (19), a 40-foot container and the khamsin wind, the khat break, "Haa, 4" (4), "30 mouvements à l\'heure … 5" (5), "On est 12 dans la bordée … 4" (4, never 12), "à 5 h du matin, jamais en retard. 5" (5), "Maya, ça je ne peux pas juger" (blank), "3 ou 4" asked again (3), "Haa, sans hésiter" (yes), "Mahadsanid. Rien à ajouter" (no remark)',
    tags: [
      'french',
      'unit',
      'range',
      'number-in-word',
      'negation',
      'dont-know',
      'emoji',
      'optional',
    ],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: HASSAN_D,
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
      'Nabad. Je suis chef de quai au terminal à conteneurs de Doraleh. Hassan était grutier dans ma bordée',
      'Deux saisons chaudes et une saison fraîche',
      { retry: "J'ai vérifié sur son contrat : 19 mois", key: 'monthsKnown' },
      'Il pose un conteneur de 40 pieds au centimètre près, même quand le khamsin souffle',
      "La pause khat de l'après-midi, il la prolonge un peu trop 😅",
      'À la radio en français, en somali et en anglais avec les équipages. Haa, 4',
      "Une grue portique, 30 mouvements à l'heure en moyenne. Là-dessus c'est 5",
      "On est 12 dans la bordée, il s'entend avec tout le monde. 4",
      'Il vient de Balbala en minibus à 5 h du matin, jamais en retard. 5',
      'Maya, ça je ne peux pas juger',
      'Il forme les nouveaux grutiers : 3 ou 4',
      { retry: "D'accord, 3", key: 'leadership' },
      'Haa, sans hésiter',
      'Mahadsanid. Rien à ajouter',
    ],
    expected: {
      relationship: { has: ['chef de quai'] },
      monthsKnown: 19,
      strengths: { has: ['conteneur'] },
      improvements: { has: ['khat'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      leadership: 3,
      wouldRehire: true,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t111',
    title:
      'Saint-Pierre (Réunion): a fibre team leader on fr-fibre, DICTATING by voice in his car on the route des Tamarins, in French with Réunion Creole ("Oté", "moin lé", "mi koné pa", "gramounes", "zot"), so punctuation comes as words ("virgule", "point", "point d\'interrogation", "fin du message"): "Depuis le cyclone Garance virgule en février 2025" asked again (22), "Les raccordements … L\'aérien dans les Hauts … Les mesures virgule elle fait la réflecto … Le souterrain virgule mi koné pa virgule je crois pas" (connections, aerial, measurements), "je lui mets quatre virgule non cinq" (5), "point 5" (5), "je crois qu\'elle a le B0 mais je suis pas sûr" (blank), "Trois par jour dans les Hauts virgule six en ville" asked again (4), "Ouais lé sûr" (yes), "Non merci point fin du message" (no remark)',
    tags: [
      'french',
      'typos',
      'correction',
      'unit',
      'multiple',
      'dont-know',
      'hedge',
      'range',
      'words',
      'optional',
      'long',
    ],
    questionnaire: 'fr-fibre',
    locale: 'fr',
    candidate: JESSICA_H,
    says: [
      "Oté virgule moin lé chef d'équipe virgule Jessica lété dans mon équipe à Saint-Pierre point je dicte dans l'auto sur la route des Tamarins point",
      'Depuis le cyclone Garance virgule en février 2025 point',
      { retry: '22 mois point', key: 'mois' },
      "Les raccordements virgule oui virgule tout le temps point L'aérien dans les Hauts virgule sur les poteaux dans les ravines virgule oui point Les mesures virgule elle fait la réflecto point Le souterrain virgule mi koné pa virgule je crois pas point",
      'Lé propre virgule zéro reprise point je lui mets quatre virgule non cinq point',
      'Avec les gramounes dans les Hauts elle prend le temps virgule elle boit le café avec zot point 5',
      "Habilitation électrique point d'interrogation je crois qu'elle a le B0 mais je suis pas sûr point",
      'Trois par jour dans les Hauts virgule six en ville point',
      { retry: 'Mettez quatre en moyenne point', key: 'raccos' },
      'Ouais lé sûr point',
      'Non merci point fin du message',
    ],
    expected: {
      lien: "Chef d'équipe ou conducteur de travaux",
      mois: 22,
      activites: [
        'Raccordement des abonnés (pose de PTO)',
        'Travaux en aérien (poteaux, nacelle)',
        'Mesures et recette (photométrie, réflectométrie)',
      ],
      qualite: 5,
      client: 5,
      raccos: 4,
      reprendre: true,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t112',
    title:
      'Grand Isle (Louisiana): the captain of a shrimp boat on fr-peche about a young deckhand, in Cajun French with English ("la chevrette", "il pickait", "driver le bateau", "son life jacket", "checké dans le logbook", "cher"): "Trois saisons de chevrettes, de mai jusqu\'à décembre à peu près" asked again (21), "Cinq" (5), "Il draguait et il pickait la chevrette … Le moteur, non … Driver le bateau, jamais … c\'est lui qui faisait le gumbo le vendredi" (deck, sorting, galley), "je connais pas, cher" (blank), "Des trips de dix, douze jours, des fois deux semaines" asked again (12), "Ça c\'est sûr, cher" (yes), "un bon travaillant" in the remark',
    tags: [
      'french',
      'words',
      'unit',
      'range',
      'multiple',
      'negation',
      'dont-know',
      'emoji',
      'optional',
    ],
    questionnaire: 'fr-peche',
    locale: 'fr',
    candidate: TYLER_G,
    says: [
      'Mais, je suis le capitaine du Miss Claudette, on drague la chevrette au large de Grand Isle. Tyler travaillait sur le deck avec moi',
      "Trois saisons de chevrettes, de mai jusqu'à décembre à peu près",
      { retry: "Vingt et un mois, j'ai checké dans le logbook", key: 'mois' },
      "Il porte toujours son life jacket, même quand il fait chaud comme l'enfer. Cinq",
      "Il draguait et il pickait la chevrette, il triait les crabes et les poissons. Le moteur, non, ça c'est mon garçon. Driver le bateau, jamais, il est trop jeune. Et c'est lui qui faisait le gumbo le vendredi 😂",
      'Ses papiers de la Coast Guard, je connais pas, cher',
      'Des trips de dix, douze jours, des fois deux semaines quand la chevrette était bonne',
      { retry: 'Douze', key: 'jours' },
      "Ça c'est sûr, cher. N'importe quand",
      "C'est un bon travaillant, ça. Il parle pas trop français, mais il comprend quand sa grand-mère le chicane",
    ],
    expected: {
      lien: 'Patron ou patronne de pêche',
      mois: 21,
      securite: 5,
      postes: ['Pont (filage et virage)', 'Tri et conditionnement des captures', 'Cuisine'],
      jours: 12,
      rembarquer: true,
      commentaire: { has: ['travaillant'] },
    },
    outcome: 'completed',
  },
  {
    id: 'fr-r83',
    title:
      'Riec-sur-Bélon (Brittany): an oyster farmer on the built-in about a farmhand, in Breton French with Breton words ("Ma Doue", "Mat an traoù", "Dame oui !", "Kenavo ar wech all"): "Deux Noëls et l\'été entre les deux" asked again, "De septembre 2023 à janvier 2025, ça fait dans les 16 mois… 17 même, je compte janvier" (17), "il lit la marée", oyster sizes in the improvements ("des n°3 se retrouvent dans les n°2"), "Ma Doue, il parle pas beaucoup … 3 ou 4, je vous redis" asked again (4), "détroquer, le chaland, le tracteur sur l\'estran : tout. 5" (5), "On est quatre à la cabane … 4" (4), "Aux grandes marées il faut être là à 4 h du matin, il en a jamais manqué une. 5" (5, never 4), "réparé avec une ficelle 😄 Mat an traoù. 4" (4), "Il encadre personne, pas de note là-dessus" (blank), "Dame oui !" (yes), "Non, c\'est tout. Kenavo ar wech all" (no remark)',
    tags: [
      'french',
      'unit',
      'hedge',
      'range',
      'number-in-word',
      'words',
      'negation',
      'emoji',
      'optional',
    ],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: ERWAN_K,
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
      'Bonjour, je suis ostréiculteur à Riec-sur-Bélon, Erwan a travaillé chez moi sur les parcs. Je suis son patron',
      "Deux Noëls et l'été entre les deux",
      {
        retry:
          'De septembre 2023 à janvier 2025, ça fait dans les 16 mois… 17 même, je compte janvier',
        key: 'monthsKnown',
      },
      'Il lit la marée mieux que moi, il sait quand sortir le chaland et quand rester à quai',
      'Le tri et le calibrage, il va trop vite, des n°3 se retrouvent dans les n°2',
      "Ma Doue, il parle pas beaucoup, mais quand il parle c'est utile. 3 ou 4, je vous redis",
      { retry: 'Allez, 4', key: 'communication' },
      "Retourner les poches, détroquer, le chaland, le tracteur sur l'estran : tout. 5",
      "On est quatre à la cabane, il s'entend avec tout le monde, même avec mon beau-frère, c'est dire. 4",
      'Aux grandes marées il faut être là à 4 h du matin, il en a jamais manqué une. 5',
      'Une fois la barge est tombée en panne au milieu du Bélon, il a réparé avec une ficelle 😄 Mat an traoù. 4',
      'Il encadre personne, pas de note là-dessus',
      'Dame oui !',
      "Non, c'est tout. Kenavo ar wech all",
    ],
    expected: {
      relationship: { has: ['ostréiculteur'] },
      monthsKnown: 17,
      strengths: { has: ['marée'] },
      improvements: { has: ['calibrage'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 4,
      wouldRehire: true,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t113',
    title:
      'Le Sentier (Vallée de Joux): the head of a workshop in a watch manufacture on fr-horlogerie about a watchmaker, typing plainly in Swiss French ("septante-deux", "Ça joue", "Adieu" as goodbye): "Six ans, de la rentrée 2019 à l\'été 2025" (72, or "Septante-deux mois" when asked again), "L\'emboîtage, oui, surtout sur les grandes complications. Le réglage aussi … Le polissage et l\'anglage, non, c\'est un atelier à part chez nous. Le SAV non plus. Le visitage, seulement ses propres pièces, ça compte pas vraiment" (casing and regulating), "Sous la binoculaire, irréprochable. 5" (5), "Entre 3 et 4" asked again (4), "Oui, un CFC d\'horlogère" (yes), "un mouvement par semaine, pas par jour" then "laissez vide" (blank), "Oui, sans hésiter. Ça joue" (yes), snowshoeing in the remark',
    tags: ['french', 'unit', 'words', 'multiple', 'negation', 'range', 'skip', 'emoji', 'optional'],
    questionnaire: 'fr-horlogerie',
    locale: 'fr',
    candidate: LOUISE_M,
    says: [
      "Bonjour, je suis chef d'atelier dans une manufacture au Sentier, à la Vallée de Joux. Louise a travaillé dans mon atelier après son apprentissage.",
      "Six ans, de la rentrée 2019 à l'été 2025.",
      { retry: 'Septante-deux mois.', key: 'mois' },
      "L'emboîtage, oui, surtout sur les grandes complications. Le réglage aussi, elle a fait deux ans au réglage des spiraux. Le polissage et l'anglage, non, c'est un atelier à part chez nous. Le SAV non plus. Le visitage, seulement ses propres pièces, ça compte pas vraiment.",
      'Sous la binoculaire, irréprochable. 5',
      'Entre 3 et 4.',
      { retry: 'Disons 4, elle demande encore souvent au chef de groupe.', key: 'autonomie' },
      "Oui, un CFC d'horlogère à l'École technique de la Vallée.",
      "Sur une grande complication, c'est un mouvement par semaine, pas par jour.",
      { retry: "Je n'ai pas de chiffre par jour, laissez vide.", key: 'mouvements' },
      'Oui, sans hésiter. Ça joue.',
      "Elle fait de la raquette à neige avec les apprentis le mercredi, c'est bon pour l'équipe 🙂 Adieu",
    ],
    expected: {
      lien: "Chef(fe) d'atelier ou responsable de production",
      mois: 72,
      postes: ['Assemblage et emboîtage', 'Réglage et chronométrie (spiral, mise en marche)'],
      precision: 5,
      autonomie: 4,
      diplome: true,
      reembaucher: true,
      commentaire: { has: ['raquette'] },
    },
    outcome: 'completed',
  },
  {
    id: 'fr-r84',
    title:
      'Sainte-Rose (Guadeloupe): the production head of a rum distillery on the built-in about a worker at the still, in French with Guadeloupean Creole, ratings and durations in Creole words ("Kat", "Senk", "Kenz mwa"): "Trois campagnes, 2023, 2024, 2025" asked again, "Kenz mwa an tout, quinze mois" (15), "il sent si le vesou est bon", "Papyé, rapò … i pa renmen ékri", "Kat" (4), "Senk, san dout" (5), "sé on bon kanmarad. Senk" (5), "Ki sa sa vé di, fiabilité ?" asked back then "I toujou la à 4 è di maten … Senk" (5, never 4), "Kat" (4), "An pa sav, i pa ni moun anba-y" (blank), "Wi, wi, sé sèten" (yes), "Awa, sa bon. Mèsi" (no remark)',
    tags: ['french', 'words', 'unit', 'question-back', 'dont-know', 'negation', 'optional'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: STEEVE_J,
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
      'Bonjou. Mwen sé chef de production à la distillerie à Sainte-Rose. Steeve té ka travay épi mwen à la colonne pendant la campagne',
      'Trois campagnes, 2023, 2024, 2025. De février à juin à peu près',
      { retry: 'Kenz mwa an tout, quinze mois', key: 'monthsKnown' },
      'I konnèt la colonne à distiller kon pèsonn, il sent si le vesou est bon rien qu’à l’odeur',
      'Papyé, rapò, les fiches de production… i pa renmen ékri',
      'Kat',
      'Senk, san dout',
      'Épi tout moun, avec les coupeurs de canne comme avec les touristes à la boutique, sé on bon kanmarad. Senk',
      'Ki sa sa vé di, fiabilité ?',
      {
        retry: 'Ah ok. I toujou la à 4 è di maten, pa on sèl jou absan. Senk',
        key: 'reliability',
      },
      'Lè kolonn-la bloké an 2024, sé li ki trouvé sa ki té ni. Kat',
      'An pa sav, i pa ni moun anba-y',
      'Wi, wi, sé sèten',
      'Awa, sa bon. Mèsi',
    ],
    expected: {
      relationship: { has: ['chef de production'] },
      monthsKnown: 15,
      strengths: { has: ['colonne'] },
      improvements: { has: ['ékri'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      wouldRehire: true,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t114',
    title:
      'Plan-les-Ouates (Geneva): the head of a watch brand\'s after-sales workshop on fr-horlogerie about a repairer who crosses the border from Annemasse every day, answering each message with her pasted e-mail signature (two Swiss numbers): asked how long, she answers another question ("Elle est très bonne au rhabillage des chronographes …") and is asked again, "Pardon, j\'ai lu trop vite. Trente-huit mois, d\'octobre 2022 à novembre 2025" (38), "le rhabillage … Le contrôle final aussi, le visitage … L\'emboîtage oui, forcément, on démonte et on remboîte. Le polissage, c\'est l\'atelier d\'habillage" (casing, repair, control), "4" then, when asked about autonomy, "Pour la précision, je me corrige : 5 … Autonomie : 4" (5 and 4), "CAP … puis un DMA" (yes), "Entre 6 et 8 pièces par jour" asked again (7), "Oui, sans hésitation" (yes), the customs post at Moillesulaz in the remark',
    tags: [
      'french',
      'signature',
      'wrong-question',
      'correction',
      'multi-answer',
      'multiple',
      'range',
      'words',
      'optional',
      'long',
    ],
    questionnaire: 'fr-horlogerie',
    locale: 'fr',
    candidate: SARAH_B,
    says: [
      "Bonjour,\n\nJe réponds volontiers pour Sarah, qui était rhabilleuse dans mon atelier. J'en suis la responsable.\n\nMeilleures salutations\n\nNadia Perrenoud\nResponsable atelier SAV\nMaison Vuilleumier SA\nChemin des Aulx 8, 1228 Plan-les-Ouates\nT +41 22 884 12 34 | M +41 79 345 67 89",
      "Elle est très bonne au rhabillage des chronographes, c'est surtout ça qu'elle faisait chez nous.\n\nNadia Perrenoud\nResponsable atelier SAV",
      {
        retry: "Pardon, j'ai lu trop vite. Trente-huit mois, d'octobre 2022 à novembre 2025.",
        key: 'mois',
      },
      "Comme dit, le rhabillage : chronographes et automatiques. Le contrôle final aussi, le visitage avant le retour au client. L'emboîtage oui, forcément, on démonte et on remboîte. Le polissage, c'est l'atelier d'habillage qui le fait.",
      '4',
      'Pour la précision, je me corrige : 5, je la confondais avec une autre collègue. Autonomie : 4, elle appelle encore le support de la marque pour les calibres anciens.',
      'Oui, CAP horlogerie au lycée de Morteau, puis un DMA.',
      'Entre 6 et 8 pièces par jour, selon les révisions.',
      { retry: 'Comptez 7.', key: 'mouvements' },
      'Oui, sans hésitation.',
      'Elle fait la route depuis Annemasse tous les jours, jamais en retard malgré la douane de Moillesulaz.\n\nMeilleures salutations\nNadia Perrenoud\nT +41 22 884 12 34 | M +41 79 345 67 89',
    ],
    expected: {
      lien: "Chef(fe) d'atelier ou responsable de production",
      mois: 38,
      postes: [
        'Assemblage et emboîtage',
        'Rhabillage et service après-vente',
        'Contrôle qualité (visitage)',
      ],
      precision: 5,
      autonomie: 4,
      diplome: true,
      mouvements: 7,
      reembaucher: true,
      commentaire: { has: ['Annemasse'] },
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t115',
    title:
      'Marseille (Noailles): the Tunisian owner of a halal butcher\'s on fr-boucherie about his butcher, in French with Tunisian Arabizi whose digits are letters ("3aslema", "5dem m3aya", "barcha", "9rib", "Ya3tik sa7a"): "3 snin w nos. Trois ans et demi" (3.5), "Désossage barcha, l\'agneau de l\'Aïd il fait 40 bêtes par jour. Les merguez et les brochettes … Le comptoir, le samedi … Charcuterie non, on fait pas le porc. Les carcasses … c\'est moi qui les reçois" (boning, preparations, counter), "Behi barcha. 5" (5), "mech normal 😂 5" (5), "Non, pas de CAP" (no), "9rib 200, 250 les jours de fête" asked again (200), "Inchallah oui, wallah" (yes), "Ya3tik sa7a, c\'est tout" (no remark)',
    tags: [
      'french',
      'number-in-word',
      'words',
      'multiple',
      'negation',
      'hedge',
      'range',
      'emoji',
      'optional',
    ],
    questionnaire: 'fr-boucherie',
    locale: 'fr',
    candidate: WASSIM_B,
    says: [
      '3aslema. Je suis le patron de la boucherie halal à Noailles, Wassim 5dem m3aya, il a travaillé avec moi',
      '3 snin w nos. Trois ans et demi',
      "Désossage barcha, l'agneau de l'Aïd il fait 40 bêtes par jour. Les merguez et les brochettes aussi, c'est lui. Le comptoir, le samedi. Charcuterie non, on fait pas le porc. Les carcasses qui arrivent de Sisteron le matin, c'est moi qui les reçois",
      'Behi barcha. 5',
      'Rapide, rapide, mech normal 😂 5',
      'Non, pas de CAP, il a appris avec son père à Sfax',
      '9rib 200, 250 les jours de fête',
      { retry: 'Mettez 200', key: 'kilos' },
      'Inchallah oui, wallah, demain s’il veut',
      "Ya3tik sa7a, c'est tout",
    ],
    expected: {
      relation: 'Patron(ne) de la boucherie',
      annees: 3.5,
      postes: [
        'Désossage et découpe',
        'Préparations (farces, brochettes, marinades)',
        'Vente au comptoir',
      ],
      hygiene: 5,
      rapidite: 5,
      diplome: false,
      kilos: 200,
      reembaucher: true,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-r85',
    title:
      'Dakar (Senegal): the head of the transit department of a freight forwarder at the Port of Dakar on the built-in about a customs declarant, in French with Wolof ("Salamalekoum", "Ndank ndank", "Dafa baax lool", "Waaw", "Déedéet", "Jërëjëf"): "Deux Tabaski avec nous" asked again, "De janvier 2023 à mars 2025. Ça fait 26 mois" (26), "Je vous ai fait un vocal, c\'est plus simple pour moi 🎤" (no answer: asked again) then GAINDE in the strengths, "Dafa baax lool !" asked again (5), "Waaw, 5" (5), "4 ou 5… mettez 4" (4), "Même pour le Magal … 5" (5), "Ça c\'est sûr qu\'elle trouve toujours une solution" asked again (4), "Déedéet, elle n\'encadrait personne" (blank), "Waaw, inchallah" (yes), "Non, c\'est tout. Jërëjëf" (no remark)',
    tags: [
      'french',
      'unit',
      'words',
      'off-topic',
      'emoji',
      'range',
      'hedge',
      'negation',
      'optional',
      'long',
    ],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: NDEYE_FATOU_S,
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
      'pro',
      'lea',
      'reh',
      'cmt',
    ],
    says: [
      'Salamalekoum. Je suis chef du service transit chez un transitaire au Port de Dakar. Ndèye Fatou était déclarante en douane dans mon service, sous ma responsabilité',
      'Deux Tabaski avec nous',
      {
        retry: 'De janvier 2023 à mars 2025. Ça fait 26 mois, je viens de compter',
        key: 'monthsKnown',
      },
      "Je vous ai fait un vocal, c'est plus simple pour moi 🎤",
      {
        retry:
          "D'accord, j'écris alors. Elle connaît GAINDE par cœur et elle ne lâche jamais un dossier bloqué à la douane",
        key: 'strengths',
      },
      "Ndank ndank… elle doit apprendre à dire non aux clients qui l'appellent à 22h",
      'Dafa baax lool !',
      { retry: 'Pardon, ça veut dire très très bien. 5', key: 'communication' },
      'Waaw, 5. Les positions du tarif douanier, elle les connaît mieux que moi',
      '4 ou 5… mettez 4, elle travaille beaucoup seule',
      'Même pour le Magal elle a fini ses dossiers avant de partir à Touba. 5',
      "Ça c'est sûr qu'elle trouve toujours une solution",
      { retry: '4', key: 'problem_solving' },
      "Déedéet, elle n'encadrait personne. Je ne peux pas noter ça",
      'Waaw, inchallah. Le jour où elle veut revenir, la porte est ouverte',
      "Non, c'est tout. Jërëjëf",
    ],
    expected: {
      relationship: { has: ['transit'] },
      monthsKnown: 26,
      strengths: { has: ['GAINDE'] },
      improvements: { has: ['dire non'] },
      communication: 5,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 4,
      wouldRehire: true,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t116',
    title:
      'Brussels (the Sablon): a master chocolatier on fr-chocolaterie about a chocolatier he trained, in Belgian French ("septante", "nonante", "tabler", "donner cours", "elle sait venir", "il drache", "c\'est une crème", "À tantôt"): "De la Saint-Nicolas 2021 jusqu\'à Pâques 2024" asked again, "Vingt-huit mois, j\'ai regardé dans les fiches de paie" (28), "Le tempérage sur le marbre, oui … Les intérieurs aussi … L\'enrobeuse, non … chez nous tout est moulé. Et la boutique, elle donnait un coup de main le samedi" (tempering, fillings, shop), "Grande distinction ! 😄" (a Belgian university mention: asked again) then "Sur 5 : 5" (5), "nonante kilos d\'œufs par jour … 4" (4, never 90), "la formation chocolatier-confiseur à l\'IFAPME" (yes), "Une tempéreuse de soixante kilos le matin, une deuxième l\'après-midi quand il y a commande" asked again, "Comptez septante kilos" (70), "c\'est une crème" (yes), the bicycle from Anderlecht in the remark',
    tags: ['french', 'unit', 'words', 'multiple', 'negation', 'range', 'emoji', 'optional'],
    questionnaire: 'fr-chocolaterie',
    locale: 'fr',
    candidate: MARGAUX_D,
    says: [
      "Bonjour, je suis maître chocolatier, j'ai ma maison au Sablon, à Bruxelles. Margaux a travaillé chez moi, à l'atelier.",
      "De la Saint-Nicolas 2021 jusqu'à Pâques 2024.",
      { retry: "Vingt-huit mois, j'ai regardé dans les fiches de paie.", key: 'mois' },
      "Le tempérage sur le marbre, oui, elle tablait comme une grande. Les intérieurs aussi : ganaches, pralinés, le praliné noisette c'était elle. L'enrobeuse, non, on n'en a pas, chez nous tout est moulé. Et la boutique, elle donnait un coup de main le samedi quand il y avait les touristes au Sablon.",
      'Grande distinction ! 😄',
      {
        retry: "Pardon, c'est le prof en moi, je donne aussi cours à l'IFAPME. Sur 5 : 5.",
        key: 'regularite',
      },
      "À Pâques on fait nonante kilos d'œufs par jour et elle tenait. 4",
      "Oui, elle a fait la formation chocolatier-confiseur à l'IFAPME, c'est là que je l'ai repérée.",
      "Une tempéreuse de soixante kilos le matin, une deuxième l'après-midi quand il y a commande.",
      { retry: 'Comptez septante kilos en moyenne.', key: 'kilos' },
      "Oui, tout de suite, c'est une crème.",
      'Elle sait venir à vélo depuis Anderlecht même quand il drache. À tantôt !',
    ],
    expected: {
      lien: 'Maître chocolatier ou patron(ne) de la chocolaterie',
      mois: 28,
      postes: [
        'Tempérage et moulage',
        'Intérieurs (ganaches, pralinés)',
        'Vente en boutique et conseil',
      ],
      regularite: 5,
      rush: 4,
      diplome: true,
      kilos: 70,
      reembaucher: true,
      commentaire: { has: ['Anderlecht'] },
    },
    outcome: 'completed',
  },
  {
    id: 'fr-r86',
    title:
      'Mauléon (the Soule, Basque Country): the owner of an espadrille workshop on the built-in about a machinist, in French with Basque words and Basque numbers ("Egun on", "Hiru urte", "Hiru" for 3, "Bost" for 5, "Lau edo bost… lau", "Ez", "Milesker, agur"), and autocorrect turning "Bai" into "Bail": "Hiru urte… trois ans, pardon. De 2021 à 2024" (36), "la semelle en jute … 40 paires par jour" in the strengths, "Hiru" (3), "Bost !" (5), "Lau edo bost… lau" (4), "Pendant les fêtes de Bayonne … 5" (5), "Ça je sais pas trop" (blank), "Ez. Elle n\'encadrait personne" (blank), "Bail !" asked again then "Bai* pardon, le correcteur 😅 Oui, sans hésiter" (yes), "Ez, hori da dena. Milesker, agur" (no remark)',
    tags: [
      'french',
      'words',
      'unit',
      'typos',
      'range',
      'hedge',
      'dont-know',
      'negation',
      'emoji',
      'optional',
    ],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: MAIALEN_E,
    to: ['rel', 'mon', 'str', 'imp', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'reh', 'reh', 'cmt'],
    says: [
      "Egun on. Je suis le patron d'un atelier d'espadrilles à Mauléon. Maialen était piqueuse chez nous, à la machine",
      'Hiru urte… trois ans, pardon. De 2021 à 2024',
      'La couture de la toile sur la semelle en jute, à la main. Elle fait 40 paires par jour sans un défaut',
      'Elle doit parler plus en réunion, elle garde tout pour elle',
      'Hiru',
      "Bost ! La meilleure piqueuse que j'ai eue",
      'Lau edo bost… lau',
      "Pendant les fêtes de Bayonne elle était là le lundi matin, c'est dire 😄 5",
      "Ça je sais pas trop, elle demandait toujours au chef d'atelier",
      "Ez. Elle n'encadrait personne",
      'Bail !',
      { retry: 'Bai* pardon, le correcteur 😅 Oui, sans hésiter', key: 'wouldRehire' },
      'Ez, hori da dena. Milesker, agur',
    ],
    expected: {
      relationship: { has: ['espadrilles'] },
      monthsKnown: 36,
      strengths: { has: ['jute'] },
      improvements: { has: ['réunion'] },
      communication: 3,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      wouldRehire: true,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t117',
    title:
      'Abidjan (Marcory, Côte d\'Ivoire): the founder of a bean-to-bar chocolaterie on fr-chocolaterie about her head of workshop, in Ivorian French ("c\'est pas petit", "c\'est moi je fais", "gbê", "Affaire de …", "yako"): "Deux grandes traites et une petite traite" (cocoa seasons: asked again), "D\'octobre 2022 à février 2024. 16 mois" (16), "La torréfaction, le concassage, le conchage, tout ça c\'était elle … Le tempérage aussi, à la machine … Les ganaches c\'est moi je fais. L\'enrobage on n\'a pas la machine. La boutique c\'est ma sœur" (the bean and tempering), "Elle est gbê ! … 5" (5), "4 ou 5 on va dire" asked again (4), "Elle a tout appris sur le tas avec moi. Donc non" (no), "On torréfie 50 kilos de fèves par jour, ça sort 35 kilos de chocolat" (35, never 50), "Affaire de réembaucher ? Demain même !" (yes), the ginger bar in the remark',
    tags: [
      'french',
      'unit',
      'words',
      'multiple',
      'negation',
      'range',
      'hedge',
      'emoji',
      'optional',
    ],
    questionnaire: 'fr-chocolaterie',
    locale: 'fr',
    candidate: AFFOUE_K,
    says: [
      "Bonjour. Je suis la fondatrice d'une chocolaterie à Abidjan, à Marcory. On fait du bean-to-bar, de la fève à la tablette. Affoué était chef d'atelier chez nous, sous ma responsabilité",
      'Deux grandes traites et une petite traite',
      { retry: "D'octobre 2022 à février 2024. 16 mois", key: 'mois' },
      "La torréfaction, le concassage, le conchage, tout ça c'était elle, elle a appris chez les planteurs à Soubré. Le tempérage aussi, à la machine, avec 32 degrés dans l'atelier c'est pas petit. Les ganaches c'est moi je fais. L'enrobage on n'a pas la machine. La boutique c'est ma sœur",
      'Elle est gbê ! Le cassant, le brillant, tout est propre. 5',
      'Pour la Saint-Valentin et Noël on fait trois fois plus, elle a tenu. Mais à la fin elle était fatiguée. 4 ou 5 on va dire',
      { retry: '4', key: 'rush' },
      'Formation ? Elle a tout appris sur le tas avec moi. Donc non',
      'On torréfie 50 kilos de fèves par jour, ça sort 35 kilos de chocolat',
      'Affaire de réembaucher ? Demain même ! Elle est partie en France suivre son mari, yako à moi',
      "C'est elle qui a eu l'idée de la tablette au gingembre, c'est devenue notre meilleure vente 🙏🏾",
    ],
    expected: {
      lien: 'Maître chocolatier ou patron(ne) de la chocolaterie',
      mois: 16,
      postes: ['Tempérage et moulage', 'Travail de la fève (torréfaction, broyage, conchage)'],
      regularite: 5,
      rush: 4,
      diplome: false,
      kilos: 35,
      reembaucher: true,
      commentaire: { has: ['gingembre'] },
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t118',
    title:
      'Monaco: the head of a post at a private security company on fr-securite about an agent who lives in Ventimiglia, in French with Italian ("Bravissimo", "Sì, certo", "Ciao"): "Trois Grand Prix" asked again, "De mars 2023 à juin 2025, ça fait vingt-sept mois" (27), "un pickpocket au Casino … 5" (5), "En France il n\'a pas la carte CNAPS … Mais ici il faut l\'agrément de la Sûreté publique, et ça il l\'a, à jour" (yes), "Surtout de l\'événementiel : le Grand Prix, le Yacht Show, les galas au Sporting. Et des bureaux à Fontvieille. Le CHPG non" (events and offices, never the hospital), "35 en temps normal, pendant le Grand Prix plutôt 60" asked again (40), "Sì, certo ! Euh, oui bien sûr" (yes), his Russian in the remark',
    tags: ['french', 'unit', 'words', 'multiple', 'negation', 'range', 'emoji', 'optional'],
    questionnaire: 'fr-securite',
    locale: 'fr',
    candidate: MATTEO_B,
    says: [
      'Bonjour, je suis chef de poste dans une société de sécurité privée à Monaco. Matteo était agent dans mon équipe',
      'Trois Grand Prix',
      { retry: 'De mars 2023 à juin 2025, ça fait vingt-sept mois', key: 'mois' },
      "Bravissimo. Il a repéré un pickpocket au Casino que les caméras n'avaient pas vu. 5",
      "En France il n'a pas la carte CNAPS, il habite à Vintimille. Mais ici il faut l'agrément de la Sûreté publique, et ça il l'a, à jour",
      "Surtout de l'événementiel : le Grand Prix, le Yacht Show, les galas au Sporting. Et des bureaux à Fontvieille. Le CHPG non, c'est une autre société qui a l'hôpital",
      '35 en temps normal, pendant le Grand Prix plutôt 60',
      { retry: "Sur l'année, mettez 40", key: 'heures' },
      'Sì, certo ! Euh, oui bien sûr 😅',
      'Il parle italien, anglais et russe, ça sert beaucoup ici avec la clientèle. Ciao',
    ],
    expected: {
      lien: "Chef de poste ou chef d'équipe",
      mois: 27,
      vigilance: 5,
      carte: true,
      sites: ['Événementiel', 'Bureaux'],
      heures: 40,
      reprendre: true,
      commentaire: { has: ['russe'] },
    },
    outcome: 'completed',
  },
  // ───────────── Fifty-eighth blind set: the built-in, fr-ascenseurs and fr-hotellerie
  {
    id: 'fr-r87',
    title:
      'Piedicroce (Castagniccia, Corsica): the miller of a chestnut-flour mill on the built-in about the miller he trained, in French with Corsican ("Bonghjornu", "Trè", "Cinque", "Quattru o cinque… quattru", "Iè", "Innò", "senza dubbitu", "Pace e salute"): a "1" sent too early for the months, set right in the next message ("Pardon, c\'est parti trop vite ! 18 mois, pas 1", 18), the grataghja in the strengths, "Trè" (asked again, 3), "Cinque !" (5), "Quattru o cinque… quattru" (4), "à 6h du matin … 5" (5, never 6), "C\'est-à-dire ? Quand la meule se bloque ?" asked back then "iè … 4" (4), "Innò, il a jamais eu personne sous lui" (blank), "Iè, senza dubbitu !" (yes), "Innò. Pace e salute" (no remark)',
    tags: [
      'french',
      'correction',
      'typos',
      'words',
      'range',
      'hedge',
      'question-back',
      'negation',
      'unit',
      'optional',
      'long',
    ],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: LISANDRU_M,
    to: [
      'rel',
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
      'pro',
      'lea',
      'reh',
      'cmt',
    ],
    says: [
      "Bonghjornu. Je suis le meunier, j'ai le moulin à châtaignes à Piedicroce, en Castagniccia. Lisandru a travaillé avec moi, c'est moi qui l'ai formé",
      '1',
      "Pardon, c'est parti trop vite ! 18 mois, pas 1. Trois saisons de castagne",
      "Le séchage au feu de bois dans la grataghja, il sait quand c'est prêt rien qu'à l'odeur. Et la meule, il la règle mieux que moi",
      "Au marché de Bastia il parle pas assez aux clients, il attend qu'on lui demande",
      'Trè',
      { retry: "3. Trè c'est trois en corse", key: 'communication' },
      'Cinque ! U megliu chì aghju avutu',
      'Quattru o cinque… quattru',
      'À la Fiera di a Castagna il était là à 6h du matin pour monter le stand. 5',
      "C'est-à-dire ? Quand la meule se bloque, ce genre de chose ?",
      { retry: 'Alors iè, il se débrouille tout seul. 4', key: 'problem_solving' },
      'Innò, il a jamais eu personne sous lui',
      'Iè, senza dubbitu !',
      'Innò. Pace e salute',
    ],
    expected: {
      relationship: { has: ['moulin'] },
      monthsKnown: 18,
      strengths: { has: ['grataghja'] },
      improvements: { has: ['marché'] },
      communication: 3,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 4,
      wouldRehire: true,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t119',
    title:
      'Dieppe (New Brunswick, Acadia): the supervisor of a lift shop on fr-ascenseurs about a mechanic, in Chiac ("right", "la shop", "les élévateurs", "on call", "stuck", "icitte", "pis", "asteure", "say 5", "Yes sir"): "J\'étais son boss … superviseur de la shop" (the head of the branch), "Deux hivers pis un été" (asked again) then "Un an et demi" (1.5), "Les PM oui … Les calls de nuit quand il était on call, oui. Sortir du monde stuck, oui … L\'installation des nouveaux, non, c\'est une autre crew. Pis la modernisation un peu" (four kinds), "jamais de shortcut. 5" (5), "4 ou 5… say 5" (5), "On a pas ça icitte … l\'équivalent je dirais" (unsettled: asked again, yes), "60 élévateurs dans sa route, pis 12 escaliers mobiles" (asked again: 72), "Yes sir, right away" (yes), his three languages in the remark',
    tags: [
      'french',
      'unit',
      'words',
      'multiple',
      'negation',
      'range',
      'hedge',
      'number-in-word',
      'optional',
    ],
    questionnaire: 'fr-ascenseurs',
    locale: 'fr',
    candidate: JUSTIN_R,
    says: [
      "Allô, j'étais son boss, right. Je suis superviseur de la shop d'élévateurs à Dieppe, proche de Moncton",
      'Deux hivers pis un été',
      { retry: 'Un an et demi. Janvier 2024 à juillet 2025', key: 'annees' },
      "Les PM oui, c'est sa route. Les calls de nuit quand il était on call, oui. Sortir du monde stuck, oui, trois-quatre fois. L'installation des nouveaux, non, c'est une autre crew. Pis la modernisation un peu, quand on a changé les contrôleurs au centre d'achat",
      'Il fait son lockout à chaque fois, jamais de shortcut. 5',
      'Avec les anglos il switch en anglais right away. 4 ou 5… say 5',
      "On a pas ça icitte, l'habilitation. Il a sa licence de mécanicien d'ascenseurs de la province, c'est l'équivalent je dirais",
      { retry: 'Ben oui, mettez oui', key: 'habilitation' },
      'Il avait 60 élévateurs dans sa route, pis 12 escaliers mobiles au mall',
      { retry: '72 en tout', key: 'appareils' },
      'Yes sir, right away',
      "Il parle chiac, français pis anglais, c'est right utile avec nos clients. Merci ben",
    ],
    expected: {
      lien: "Chef(fe) de secteur ou responsable d'agence",
      annees: 1.5,
      interventions: [
        "Maintenance préventive (visites d'entretien)",
        'Dépannage et astreinte',
        'Désincarcération (personnes bloquées)',
        'Modernisation et remplacement de pièces',
      ],
      securite: 5,
      contact: 5,
      habilitation: true,
      appareils: 72,
      reembaucher: true,
      commentaire: { has: ['chiac'] },
    },
    outcome: 'completed',
  },
  {
    id: 'fr-r88',
    title:
      'Cacao (French Guiana): the son of a Hmong market gardener types for his father on the built-in about a farmhand, quoting his Hmong ("Peb" 3, "Tsib" 5, "plaub" 4, "Tsis paub", "Yog", "Ua tsaug"): "depuis la saison des pluies d\'il y a deux ans" (asked again) then "de janvier 2023 à octobre 2024, donc 21 mois" (21), the rambutans in the strengths, "Papa dit qu\'il arrive en retard les lundis. Moi je dirais que c\'est à cause du carnaval … mais c\'est papa qui décide" in the improvements, "Peb" (asked again, 3), "Tsib ! Il dit 5" (5), "Papa dit plaub. Moi j\'aurais mis 5 … mais d\'accord, 4" (his 4, not the son\'s 5), "Il dit 2. Non attendez, il se reprend : 3" (3), "Tsis paub. Il sait pas" (blank), "Il dit de passer" (blank), "Yog, yog !" (yes), "Ua tsaug. Il dit merci et c\'est tout" (no remark)',
    tags: [
      'french',
      'words',
      'unit',
      'correction',
      'dont-know',
      'skip',
      'negation',
      'emoji',
      'optional',
      'long',
    ],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: JIMMY_D,
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
      "Bonjour, je suis le fils de M. Lo, il a une exploitation maraîchère à Cacao. Mon père parle hmong et un peu créole, alors j'écris pour lui, il est à côté de moi. Jimmy travaillait chez lui, mon père était son patron",
      "Papa dit : depuis la saison des pluies d'il y a deux ans",
      {
        retry: 'Il a regardé les fiches de paie : de janvier 2023 à octobre 2024, donc 21 mois',
        key: 'monthsKnown',
      },
      'Il dit que Jimmy connaît les ramboutans mieux que lui, il sait quand cueillir. Et il porte les caisses au marché du dimanche sans jamais se plaindre',
      "Papa dit qu'il arrive en retard les lundis. Moi je dirais que c'est à cause du carnaval 😅 mais bon, c'est papa qui décide",
      'Peb',
      { retry: '3. Peb ça veut dire trois en hmong, pardon', key: 'communication' },
      'Tsib ! Il dit 5',
      "Papa dit plaub. Moi j'aurais mis 5, il aide tout le monde, mais d'accord, 4",
      "Il dit 2. Non attendez, il se reprend : 3, c'est seulement les lundis",
      'Tsis paub. Il sait pas',
      "Personne sous lui, c'est un ouvrier. Il dit de passer",
      'Yog, yog ! Il dit oui, quand il veut',
      "Ua tsaug. Il dit merci et c'est tout",
    ],
    expected: {
      relationship: { has: ['patron'] },
      monthsKnown: 21,
      strengths: { has: ['ramboutans'] },
      improvements: { has: ['retard'] },
      communication: 3,
      technical_skill: 5,
      teamwork: 4,
      reliability: 3,
      wouldRehire: true,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t120',
    title:
      'Kinshasa (la Gombe, DR Congo): a team leader at a lift maintenance company on fr-ascenseurs about a technician, in Congolese French with Lingala ("Mbote", "Ya Glody", "Ezali malamu", "Iyo"): "arrivé en mars 2021 … parti en septembre 2024" (asked again if need be: "Trois ans et demi", 3.5), "Avec les délestages on sortait les gens coincés presque tous les jours … Les dépannages et la garde du week-end aussi. Les visites d\'entretien, oui … Le montage non, c\'est le fournisseur … La modernisation non plus" (three kinds), "Ezali malamu" (no number: asked again, 4), "il leur parle en lingala … Vraiment 5" (5), "Ça n\'existe pas chez nous, l\'habilitation" (asked again) then "Passez cette question" (blank), "Entre 40 et 50 appareils par mois" asked again (48), "Iyo ! Oui oui" (yes), a woman freed during a power cut in the remark above his signature with a Congolese mobile',
    tags: [
      'french',
      'unit',
      'words',
      'multiple',
      'negation',
      'range',
      'skip',
      'signature',
      'emoji',
      'optional',
    ],
    questionnaire: 'fr-ascenseurs',
    locale: 'fr',
    candidate: GLODY_M,
    says: [
      "Mbote ! Je suis chef d'équipe dans une société d'ascenseurs à la Gombe, Kinshasa. Ya Glody était technicien dans mon équipe, je le supervisais directement",
      'Il est arrivé en mars 2021 et il est parti en septembre 2024',
      { retry: 'Trois ans et demi', key: 'annees' },
      "Avec les délestages on sortait les gens coincés presque tous les jours, ça oui. Les dépannages et la garde du week-end aussi. Les visites d'entretien, oui, chaque mois. Le montage non, c'est le fournisseur qui monte les appareils neufs dans les tours. La modernisation non plus, on n'a pas le budget 😅",
      'Ezali malamu. Il coupe toujours le courant avant de monter sur le toit de la cabine',
      { retry: "4. Une fois il est monté sans casque, je l'ai grondé", key: 'securite' },
      'Les gens coincés paniquent, lui il leur parle en lingala, il les calme. Vraiment 5',
      "Ça n'existe pas chez nous, l'habilitation. Il a fait une formation chez le fabricant à Johannesburg",
      { retry: 'Je ne sais pas quoi vous dire. Passez cette question', key: 'habilitation' },
      'Entre 40 et 50 appareils par mois',
      { retry: "Mettez 48, c'est ce qu'il y avait dans son planning", key: 'appareils' },
      'Iyo ! Oui oui, tout de suite',
      "Pendant un délestage il a sorti une femme enceinte bloquée entre le 13e et le 14e étage, à la lampe torche. Tout le monde à la Gombe le connaît pour ça.\n\nJoseph Kabongo\nChef d'équipe maintenance\n+243 81 234 5678",
    ],
    expected: {
      lien: "Chef(fe) d'équipe ou technicien(ne) référent(e)",
      annees: 3.5,
      interventions: [
        "Maintenance préventive (visites d'entretien)",
        'Dépannage et astreinte',
        'Désincarcération (personnes bloquées)',
      ],
      securite: 4,
      contact: 5,
      appareils: 48,
      reembaucher: true,
      commentaire: { has: ['enceinte'] },
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t121',
    title:
      'Cap-Haïtien (Haiti): the head housekeeper of a hotel on fr-hotellerie about a room attendant, in French with Haitian Creole ("Bonjou", "li pwòp anpil anpil", "Tann… se pou ki otèl sa a ?", "mwen pa ka fè sa"): "Deux saisons de bateaux de croisière à Labadee" (asked again) then "17 mois" (17), "5, li pwòp anpil anpil" (5), then, asked about the tasks, she sees that the request comes from the beach hotel next door and declines ("Je ne donne pas de référence à la concurrence, je préfère arrêter là"): declined, nothing kept',
    tags: ['french', 'decline', 'unit', 'words', 'question-back'],
    questionnaire: 'fr-hotellerie',
    locale: 'fr',
    candidate: WIDELINE_S,
    says: [
      'Bonjou ! Je suis gouvernante générale dans un hôtel à Cap-Haïtien. Wideline travaillait aux étages avec moi',
      'Deux saisons de bateaux de croisière à Labadee',
      { retry: 'De novembre 2022 à avril 2024. 17 mois', key: 'mois' },
      '5, li pwòp anpil anpil',
      "Tann… se pou ki otèl sa a ? Je vois dans votre message que c'est pour l'hôtel de la plage à côté de chez nous. Non, désolée, mwen pa ka fè sa. Je ne donne pas de référence à la concurrence, je préfère arrêter là",
      { tapConfirm: true },
    ],
    expected: {},
    outcome: 'declined',
  },
  // ───────────── Sixtieth blind set: the built-in, fr-tonnellerie and fr-centre-appel
  {
    id: 'fr-r89',
    title:
      'Pays d\'Auge (Normandy): a cider farmer on the built-in about his farmhand, answering every question with ONE word: "Patron.", "Longtemps." (no figure: asked again) then "Trois ans." (36), "Courageux.", "Bavard.", "Correct." as a rating (no number: asked again) then "Trois." (3), "Quatre." (4), "Cinq." (5), "5" (5), "Quatre." (4), "Personne." on leadership (he leads no one: blank), the Norman "P\'têt ben." on the rehire (unsettled: asked again) then "Oui." (yes), "Non." (no remark)',
    tags: ['french', 'short', 'unit', 'words', 'hedge', 'negation', 'optional'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: MATHIS_L,
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
      'reh',
      'cmt',
    ],
    says: [
      'Patron.',
      'Longtemps.',
      { retry: 'Trois ans.', key: 'monthsKnown' },
      'Courageux.',
      'Bavard.',
      'Correct.',
      { retry: 'Trois.', key: 'communication' },
      'Quatre.',
      'Cinq.',
      '5',
      'Quatre.',
      'Personne.',
      "P'têt ben.",
      { retry: 'Oui.', key: 'wouldRehire' },
      'Non.',
    ],
    expected: {
      relationship: { has: ['Patron'] },
      monthsKnown: 36,
      strengths: { has: ['Courageux'] },
      improvements: { has: ['Bavard'] },
      communication: 3,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      wouldRehire: true,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t122',
    title:
      'Cognac (Charente): the head of the workshop at a cooperage on fr-tonnellerie about the young cooper he trained, with Charentais words ("le drôle", "cagouille"): "chef d\'atelier … sous mes ordres" (the head of the workshop), "Quarante-deux mois" (months for years: 3.5), "La mise en rose, oui, et la chauffe au feu de bois pour cintrer. Le bousinage aussi … une chauffe moyenne plus. Les fonds, il jable et il cercle. Le merrain non, on l\'achète déjà fendu dans l\'Allier. Les réparations de fûts, c\'est les anciens qui font" (raising, toasting, heads), "Ses barriques fuient jamais à l\'épreuve. 5" (5), "Trois. Il oublie ses lunettes à la rogneuse" (3), "Non, il a appris sur le tas … Il passe le CAP en candidat libre en juin" (no), "Une douzaine par semaine, on travaille sur cinq jours" (a week for a day: asked again) then "Mettons deux et demi" (2.5), "Oh que oui" (yes), "un peu cagouille le lundi matin 😄" (the remark)',
    tags: ['french', 'unit', 'words', 'multiple', 'negation', 'hedge', 'emoji', 'optional'],
    questionnaire: 'fr-tonnellerie',
    locale: 'fr',
    candidate: THEO_M,
    says: [
      "Bonjour. Je suis chef d'atelier à la tonnellerie, à Cognac. Théo a travaillé sous mes ordres, c'est moi qui lui ai appris le métier. Le drôle, comme on dit par chez nous",
      'Quarante-deux mois',
      "La mise en rose, oui, et la chauffe au feu de bois pour cintrer. Le bousinage aussi, il a le nez pour ça, il sent quand on arrive à une chauffe moyenne plus. Les fonds, il jable et il cercle. Le merrain non, on l'achète déjà fendu dans l'Allier. Les réparations de fûts, c'est les anciens qui font",
      "Ses barriques fuient jamais à l'épreuve. 5",
      'Trois. Il oublie ses lunettes à la rogneuse, faut toujours lui dire',
      'Non, il a appris sur le tas chez son père, à Jarnac. Il passe le CAP en candidat libre en juin',
      'Une douzaine par semaine, on travaille sur cinq jours',
      { retry: 'Mettons deux et demi', key: 'barriques' },
      "Oh que oui. Demain matin s'il veut",
      'Il est un peu cagouille le lundi matin 😄 sinon rien à dire',
    ],
    expected: {
      lien: "Chef(fe) d'atelier ou maître tonnelier",
      annees: 3.5,
      postes: [
        'Montage et cintrage (mise en rose, chauffe)',
        'Bousinage (chauffe de bousinage)',
        'Fonds et finition (jablage, cerclage, rabotage)',
      ],
      precision: 5,
      securite: 3,
      cap: false,
      barriques: 2.5,
      reembaucher: true,
      commentaire: { has: ['cagouille'] },
    },
    outcome: 'completed',
  },
  {
    id: 'fr-r90',
    title:
      'Limoges: the head of the decoration workshop of a porcelain manufacture on the built-in about a porcelain painter, with answers that go to the question before: asked how long, more about the relationship ("c\'est moi qui la notais, mais c\'est le directeur qui l\'a embauchée", no answer: asked again) then "Deux ans et huit mois" (32), gold bands freehand in the strengths, "3" for communication, then, while the technical skill is asked, "Attendez, pour la communication, mettez plutôt 4" (4; the technical skill asked again, 5), "Quatre sur cinq" (4), "Pas une absence en deux ans, sauf le Covid. 5" (5, never 2), "quand le four a cuit trop fort … 4" (4), "Elle forme les apprentis du CAP … 3" (3), "Oui, bien sûr" (yes), "Non, merci" above her signature (no remark)',
    tags: [
      'french',
      'wrong-question',
      'correction',
      'unit',
      'words',
      'signature',
      'optional',
      'long',
    ],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: OCEANE_C,
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
      "Bonjour, je suis responsable de l'atelier de décor dans une manufacture de porcelaine à Limoges. Océane était peintre sur porcelaine dans mon équipe",
      "Je précise : c'est moi qui la notais, mais c'est le directeur qui l'a embauchée",
      { retry: 'Deux ans et huit mois', key: 'monthsKnown' },
      "Les filets d'or à main levée, sans gabarit. Ça, c'est rare",
      "Elle pourrait demander de l'aide plus souvent quand elle prend du retard",
      '3',
      'Attendez, pour la communication, mettez plutôt 4. Elle parle peu mais elle prévient toujours',
      { retry: "Techniquement 5, c'est la meilleure de l'atelier", key: 'technical_skill' },
      'Quatre sur cinq',
      'Pas une absence en deux ans, sauf le Covid. 5',
      "Quand le four a cuit trop fort et que l'or a viré, c'est elle qui a trouvé pourquoi. 4",
      "Elle forme les apprentis du CAP décoratrice en céramique. 3, elle manque encore d'autorité",
      'Oui, bien sûr',
      "Non, merci.\n\nMartine Dupuy-Lachaud\nResponsable de l'atelier décor",
    ],
    expected: {
      relationship: { has: ['porcelaine'] },
      monthsKnown: 32,
      strengths: { has: ["filets d'or"] },
      improvements: { has: ['aide'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 4,
      leadership: 3,
      wouldRehire: true,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t123',
    title:
      'The Bekaa (Lebanon): the cellar master of a winery that buys its barrels from the cooperage, on fr-tonnellerie as a client, plain with typos and Lebanese French ("merci ktir"): "On achète nos barriques à sa tonnellerie" (a client), "Depuis les vendanges 2022, donc 4 ans" (4), "Surtout les reparations de nos fûts qui fuyaient, et l\'épreuve à l\'eau chaude … Le reste je sais pas" (leak testing and repair only), "Tres bien. 4" (4), "Je peux pas juger" (blank), "Je crois que oui mais je ne suis pas sur" (unsure: blank), "Chez nous il réparait 15-20 fûts par semaine" (another count: asked again) then "Non, ça je ne sais pas, désolé" (blank), "Je ne l\'ai pas embauché moi 🙂 mais je retravaillerais avec lui sans hésiter" (yes), "Non, merci ktir" (no remark)',
    tags: [
      'french',
      'typos',
      'unit',
      'multiple',
      'dont-know',
      'hedge',
      'emoji',
      'short',
      'optional',
    ],
    questionnaire: 'fr-tonnellerie',
    locale: 'fr',
    candidate: ADRIEN_C,
    says: [
      "Bonjour, je suis maître de chai dans un domaine de la Bekaa, au Liban. On achète nos barriques à sa tonnellerie et c'est lui qui venait chez nous pour l'entretien",
      'Depuis les vendanges 2022, donc 4 ans',
      "Surtout les reparations de nos fûts qui fuyaient, et l'épreuve à l'eau chaude avant les vendanges. Le reste je sais pas, c'est fait a l'atelier en France",
      'Tres bien. 4',
      "Je peux pas juger, je l'ai jamais vu à l'atelier",
      'Je crois que oui mais je ne suis pas sur',
      "A l'atelier je sais pas. Chez nous il réparait 15-20 fûts par semaine",
      { retry: 'Non, ça je ne sais pas, désolé', key: 'barriques' },
      "Je ne l'ai pas embauché moi 🙂 mais je retravaillerais avec lui sans hésiter",
      'Non, merci ktir. Bonne journée',
    ],
    expected: {
      lien: 'Client (domaine, chai, distillerie)',
      annees: 4,
      postes: ["Contrôle d'étanchéité et réparation des fûts"],
      precision: 4,
      reembaucher: true,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t124',
    title:
      'Ebène (Mauritius): an HR officer at a call centre on fr-centre-appel who answers for the company under a policy that lets her confirm only the post and the dates: "Je vous réponds au nom de la société, pas en tant que superviseure" (other), "du 3 janvier 2022 au 30 juin 2024, soit 30 mois" (30), "notre politique interne nous permet seulement de confirmer le poste et les dates d\'emploi. Je ne peux pas évaluer ses compétences" (the REQUIRED listening rating refused), "elle était conseillère clientèle sur les canaux téléphone et chat, c\'est ce qui figure sur sa fiche de poste. Pour le reste (objectifs, nombre d\'appels, etc.), je ne pourrai pas vous répondre" (phone and chat; the REQUIRED targets refused), "Bonne journée": open',
    tags: ['french', 'decline', 'required-miss', 'multi-answer', 'multiple', 'optional'],
    questionnaire: 'fr-centre-appel',
    locale: 'fr',
    candidate: PRIYANKA_R,
    says: [
      'Bonjour, je suis chargée des ressources humaines au centre de contacts à Ebène. Je vous réponds au nom de la société, pas en tant que superviseure',
      'Mme Ramdin a été employée chez nous du 3 janvier 2022 au 30 juin 2024, soit 30 mois',
      "Je suis désolée, notre politique interne nous permet seulement de confirmer le poste et les dates d'emploi. Je ne peux pas évaluer ses compétences",
      "Je peux vous dire qu'elle était conseillère clientèle sur les canaux téléphone et chat, c'est ce qui figure sur sa fiche de poste. Pour le reste (objectifs, nombre d'appels, etc.), je ne pourrai pas vous répondre",
      'Bonne journée',
    ],
    expected: {
      lien: 'Autre',
      mois: 30,
      canaux: ['Téléphone', 'Chat'],
    },
    outcome: 'open',
  },
  // ───────────── Sixty-second blind set: the built-in, fr-remontees and fr-restauration
  {
    id: 'fr-r91',
    title:
      'Rangiroa (Tuamotu, French Polynesia): the owner of a pearl farm on the built-in about a grafter\'s assistant, in French with Tahitian ("Ia ora na", "fiu", "maita\'i", "aita", "ē", "mauruuru", "nana"): "le patron d\'une ferme perlière" (the relationship), "Depuis le Heiva 2023" (a festival, no count: asked again) then "De juillet 2023 à septembre 2025, ça fait 26 mois" (26), the oyster shells in the strengths, "Un peu fiu le lundi matin 😅" in the improvements, Tahitian numbers as ratings ("Maha" (4), "Pae !" (5), "3 ou 4… je dirais toru" (3)), "il a raté le bateau du ravitaillement, sinon maita\'i. 4" (4), "Résolution de problèmes, c\'est pour les pannes ou pour les gens ?" asked back then "… le compresseur de plongée … Pae" (5), "Aita, il n\'a encadré personne" (blank), "Ē, tout de suite !" (yes), "Aita, mauruuru. Nana 🌺" (no remark)',
    tags: [
      'french',
      'words',
      'unit',
      'range',
      'hedge',
      'question-back',
      'negation',
      'emoji',
      'optional',
    ],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: MOANA_T,
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
      'pro',
      'lea',
      'reh',
      'cmt',
    ],
    says: [
      "Ia ora na ! Je suis le patron d'une ferme perlière à Rangiroa, Moana a travaillé chez moi comme aide-greffeur",
      'Depuis le Heiva 2023',
      { retry: 'De juillet 2023 à septembre 2025, ça fait 26 mois', key: 'monthsKnown' },
      'Il nettoie les nacres vite et bien, et il plonge même quand le courant est fort dans la passe',
      'Un peu fiu le lundi matin 😅 faut le secouer',
      'Maha',
      'Pae ! Il connaît les nacres mieux que moi',
      '3 ou 4… je dirais toru',
      "Une fois il a raté le bateau du ravitaillement, sinon maita'i. 4",
      "Résolution de problèmes, c'est pour les pannes ou pour les gens ?",
      {
        retry:
          "Les pannes alors. Quand le compresseur de plongée a lâché, il l'a réparé tout seul. Pae",
        key: 'problem_solving',
      },
      "Aita, il n'a encadré personne",
      'Ē, tout de suite !',
      'Aita, mauruuru. Nana 🌺',
    ],
    expected: {
      relationship: { has: ['ferme perlière'] },
      monthsKnown: 26,
      strengths: { has: ['nacres'] },
      improvements: { has: ['lundi'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 3,
      reliability: 4,
      problem_solving: 5,
      wouldRehire: true,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t125',
    title:
      'Font-Romeu (Cerdagne, Pyrénées-Orientales): the head of a lift sector on fr-remontees about a lift operator, in French with Catalan ("Bon dia", "temporades", "cinc", "Per descomptat", "Res més", "Adéu"): "chef de secteur aux remontées" (the head of a sector), "Tres temporades d\'hivern… trois hivers, pardon" (seasons, no months: asked again) then "Trois hivers de quatre mois et demi, ça fait 13 et demi… mettez 14" (14), "au pupitre du TSD, à la gare motrice. La vigie en gare aval aussi … Les téléskis non … c\'est l\'ESF qui le tient. Les canons la nuit, jamais … Et la GI l\'été, il était pas là l\'été" (control and boarding), "Quand ça souffle à 90 sur le Roc de la Calme … Cinc !" (5, never 90), "3 sur 10 avec les gamins de l\'école de ski" (another scale: asked again) then "Sur 5 ? Alors 2" (2), "le CQP, il l\'a passé en 2023" (yes), "De 8h30 à 17h, moins la pause de midi" (no count: asked again) then "Alors 8 heures" (8), "Per descomptat ! Bien sûr" (yes), "Res més. Adéu ❄️" (no remark)',
    tags: [
      'french',
      'words',
      'unit',
      'hedge',
      'multiple',
      'negation',
      'number-in-word',
      'emoji',
      'optional',
      'long',
    ],
    questionnaire: 'fr-remontees',
    locale: 'fr',
    candidate: PAU_S,
    says: [
      'Bon dia ! Je suis chef de secteur aux remontées de Font-Romeu, Pau était conducteur dans mon secteur',
      "Tres temporades d'hivern… trois hivers, pardon, je pense en catalan 😅",
      {
        retry: 'Trois hivers de quatre mois et demi, ça fait 13 et demi… mettez 14',
        key: 'mois',
      },
      "Il était au pupitre du TSD, à la gare motrice. La vigie en gare aval aussi, les jours de vacances scolaires. Les téléskis non, on n'en a plus qu'un pour les petits et c'est l'ESF qui le tient. Les canons la nuit, jamais, c'est l'équipe de nuit. Et la GI l'été, il était pas là l'été",
      "Quand ça souffle à 90 sur le Roc de la Calme, il ralentit avant qu'on lui dise. Cinc !",
      "3 sur 10 avec les gamins de l'école de ski, ils l'énervent 😂",
      { retry: 'Sur 5 ? Alors 2, il faut être honnête', key: 'accueil' },
      "Oui, le CQP, il l'a passé en 2023",
      'De 8h30 à 17h, moins la pause de midi',
      { retry: 'Alors 8 heures', key: 'heures' },
      'Per descomptat ! Bien sûr',
      'Res més. Adéu ❄️',
    ],
    expected: {
      lien: 'Chef(fe) de secteur ou de gare',
      mois: 14,
      postes: [
        'Conduite et surveillance (poste de commande, gare motrice)',
        'Accueil et embarquement des skieurs (vigie, gare aval)',
      ],
      securite: 5,
      accueil: 2,
      qualification: true,
      heures: 8,
      reprendre: true,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-r92',
    title:
      'Villeurbanne (Lyon): the head of a department in a supermarket on the built-in about a shelf and till assistant, plain, short and polite, accents left out ("Tres serieuse", "a l\'heure", "hesiter"): "j\'étais sa responsable de rayon" (the relationship), "18 mois" (18), ratings as bare digits ("4", "4", "5", "5", "3"), "Je ne sais pas, elle n\'encadrait personne" (blank), "Oui sans hesiter" (yes), "Non, bonne continuation à elle" (no remark)',
    tags: ['french', 'short', 'typos', 'dont-know', 'optional'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: SABRINA_F,
    to: ['rel', 'mon', 'str', 'imp', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'reh', 'cmt'],
    says: [
      "Bonjour, j'étais sa responsable de rayon au supermarché à Villeurbanne",
      '18 mois',
      "Tres serieuse, toujours a l'heure et souriante avec les clients",
      "Un peu timide au début pour demander de l'aide",
      '4',
      '4',
      '5',
      '5',
      '3',
      "Je ne sais pas, elle n'encadrait personne",
      'Oui sans hesiter',
      'Non, bonne continuation à elle',
    ],
    expected: {
      relationship: { has: ['responsable'] },
      monthsKnown: 18,
      strengths: { has: ['serieuse'] },
      improvements: { has: ['timide'] },
      communication: 4,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      problem_solving: 3,
      wouldRehire: true,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t126',
    title:
      'L\'Anse-Saint-Jean (Saguenay, Québec): the director of mountain operations at a ski hill on fr-remontees about a lift attendant, in Québec French ("la quad", "le T-bar", "pantoute", "la gang", "tusuite", "c\'est beau"): "directrice des opérations de la montagne" (the head of operations), "Deux hivers, de décembre à fin mars" (8, or "8 mois en tout" when asked again), "l\'embarquement en bas de la quad pis le débarquement en haut, jamais dans la cabane de contrôle. Le T-bar des petits aussi. L\'entretien pis la neige, pantoute … Pis pour la sécurité, je te mets 5 tusuite" (boarding and drag lift, and the next question answered in the same message, which names it: 5), "Les enfants de l\'école de ski l\'adorent. 5" (5), "une formation maison, y a pas de diplôme. Donc non" (no), "Des shifts de 8h, des fois 10 pendant les Fêtes" (asked again if unsettled) then "Mettons 8 en moyenne" (8), "Certain ! Elle est déjà sur ma liste pour l\'hiver prochain" (yes), "Non, c\'est beau" (no remark)',
    tags: ['french', 'multi-answer', 'unit', 'multiple', 'negation', 'hedge', 'optional'],
    questionnaire: 'fr-remontees',
    locale: 'fr',
    candidate: LAURIE_B,
    says: [
      'Bonjour, je suis directrice des opérations de la montagne au Mont-Édouard, Laurie travaillait aux remontées sous ma responsabilité',
      'Deux hivers, de décembre à fin mars',
      { retry: '8 mois en tout', key: 'mois' },
      "Elle faisait l'embarquement en bas de la quad pis le débarquement en haut, jamais dans la cabane de contrôle. Le T-bar des petits aussi. L'entretien pis la neige, pantoute, c'est la gang de nuit. Pis pour la sécurité, je te mets 5 tusuite",
      { retry: '5', key: 'securite' },
      "Les enfants de l'école de ski l'adorent. 5",
      "Chez nous c'est une formation maison, y a pas de diplôme. Donc non",
      'Des shifts de 8h, des fois 10 pendant les Fêtes',
      { retry: 'Mettons 8 en moyenne', key: 'heures' },
      "Certain ! Elle est déjà sur ma liste pour l'hiver prochain",
      "Non, c'est beau. Merci pis bonne journée",
    ],
    expected: {
      lien: "Directeur(trice) ou chef(fe) d'exploitation",
      mois: 8,
      postes: [
        'Accueil et embarquement des skieurs (vigie, gare aval)',
        'Téléskis (perches, piste de montée)',
      ],
      securite: 5,
      accueil: 5,
      qualification: false,
      heures: 8,
      reprendre: true,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t127',
    title:
      'Toulouse: the head chef of a brasserie on fr-restauration about a commis, plain and short with accents and a letter left out ("j\'etais", "tres", "toujour"): "son chef de cuisine" (his manager), "2 ans" (2), "4, tres propre sur son poste" (4), "Cuisine, et un peu la plonge quand il manquait du monde" (the kitchen only), "Oui" (yes), "Personne, il etait commis" (none: blank, below the minimum), "Il est rapide pendant le coup de feu et toujour de bonne humeur" (the strength)',
    tags: ['french', 'short', 'typos', 'negation', 'optional'],
    questionnaire: 'fr-restauration',
    locale: 'fr',
    candidate: BASTIEN_R,
    says: [
      "Bonjour, j'etais son chef de cuisine dans une brasserie a Toulouse",
      '2 ans',
      '4, tres propre sur son poste',
      'Cuisine, et un peu la plonge quand il manquait du monde',
      'Oui',
      'Personne, il etait commis',
      'Il est rapide pendant le coup de feu et toujour de bonne humeur',
    ],
    expected: {
      relation: 'Son ou sa responsable',
      annees: 2,
      rigueur: 4,
      postes: ['Cuisine'],
      reembaucher: true,
      point_fort: { has: ['rapide'] },
    },
    outcome: 'completed',
  },
  // ───────────── Sixty-fourth blind set: the built-in, fr-portuaire and fr-hotellerie
  {
    id: 'fr-r93',
    title:
      'Liège (Belgium): the owner of a friterie on the built-in about his fry cook, in Belgian French ("une fois", "il drache", "septante", "nonante", "sait faire", "À tantôt"): "le patron de la friterie où Gauthier travaille" (the relationship), "Depuis la Saint-Nicolas 2022, ça fait presque trois ans" (a saint\'s day and "presque": asked again) then "Trente-quatre mois … sur ses fiches de paie" (34), the double frying in the strengths, free sauces for students on Saturday night in the improvements, "Nonante pour cent" (another scale: asked again) then "Sur 5 ? Alors 4 et demi… non, mettez 4" (4), "5, il sait faire une fricadelle spéciale mieux que moi" (5), "Trois ou quatre… allez, quatre" (4), "même quand il drache pendant trois jours. 5" (5, never 3), "il a été chercher celle de sa mère à Seraing. 5" (5), "Il n\'a personne sous lui, on est trois dans la baraque" (blank, never 3), "Sûr et certain !" (yes), "Non, c\'est tout. À tantôt !" (no remark)',
    tags: ['french', 'words', 'unit', 'hedge', 'range', 'correction', 'negation', 'optional'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: GAUTHIER_D,
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
      'Bonjour, je suis le patron de la friterie où Gauthier travaille, place Cockerill à Liège',
      'Depuis la Saint-Nicolas 2022, ça fait presque trois ans',
      {
        retry: 'Trente-quatre mois, je viens de regarder sur ses fiches de paie',
        key: 'monthsKnown',
      },
      'Ses frites sont toujours croustillantes, il fait la double cuisson les yeux fermés, et il sait parler aux clients, une fois',
      'Le samedi soir, avec les étudiants qui sortent du Carré, il est trop gentil, il donne des sauces en plus gratis',
      'Nonante pour cent',
      { retry: 'Sur 5 ? Alors 4 et demi… non, mettez 4', key: 'communication' },
      '5, il sait faire une fricadelle spéciale mieux que moi',
      'Trois ou quatre… allez, quatre',
      'Jamais absent, même quand il drache pendant trois jours. 5',
      'Le vendredi où la friteuse a lâché, il a été chercher celle de sa mère à Seraing. 5',
      "Il n'a personne sous lui, on est trois dans la baraque",
      'Sûr et certain !',
      "Non, c'est tout. À tantôt !",
    ],
    expected: {
      relationship: { has: ['friterie'] },
      monthsKnown: 34,
      strengths: { has: ['frites'] },
      improvements: { has: ['sauces'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 5,
      wouldRehire: true,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t128',
    title:
      'Marseille (the Mourepiane container terminal): the head of a gang on fr-portuaire about a docker, in Marseille French ("minot", "tarpin", "dégun", "fada", "s\'escagasse", "peuchère", "Allez zou"): "son chef de bordée" (the head of a gang), "Quatre ans et des poussières, il est arrivé minot" (no count: asked again) then "quatre ans et deux mois, ça fait 50" (50), "Il est monté sur le portique l\'an dernier, avant il faisait le cavalier. Le lashing à bord il en a fait tarpin au début. Le pointage c\'est pas lui … Et les remorques des bateaux pour la Corse, dégun veut y aller, lui il y va" (gantry, straddle carrier, lashing and ro-ro; tallying not), "il passe jamais sous une boîte suspendue. 5" (5), "avec les jeunes il s\'escagasse vite. Trois" (3), "Il a tout, le CACES et l\'habilitation du port" (yes), "25, 30 à l\'heure, ça dépend du bateau" (a range: asked again) then "Disons 27" (27), "Bien sûr, peuchère" (yes), the OM during the shift in the remark',
    tags: [
      'french',
      'words',
      'unit',
      'multiple',
      'negation',
      'range',
      'hedge',
      'emoji',
      'optional',
      'long',
    ],
    questionnaire: 'fr-portuaire',
    locale: 'fr',
    candidate: RAYAN_F,
    says: [
      'Bonjour, je suis son chef de bordée à Mourepiane, au terminal conteneurs',
      'Quatre ans et des poussières, il est arrivé minot',
      { retry: 'Bon, quatre ans et deux mois, ça fait 50', key: 'mois' },
      "Il est monté sur le portique l'an dernier, avant il faisait le cavalier. Le lashing à bord il en a fait tarpin au début. Le pointage c'est pas lui, c'est les pointeurs. Et les remorques des bateaux pour la Corse, dégun veut y aller, lui il y va",
      'Oh, il est pas fada, il passe jamais sous une boîte suspendue. 5',
      "Avec les anciens ça va, avec les jeunes il s'escagasse vite. Trois",
      "Il a tout, le CACES et l'habilitation du port",
      "Sur le portique ? 25, 30 à l'heure, ça dépend du bateau",
      { retry: 'Disons 27', key: 'mouvements' },
      "Bien sûr, peuchère, c'est mon meilleur gars",
      "Qu'il arrête de parler de l'OM pendant le quart 😂 Allez zou",
    ],
    expected: {
      lien: 'Chef(fe) de bordée ou contremaître',
      mois: 50,
      postes: [
        'Conduite de portique ou de grue (portiquiste, grutier)',
        'Cavalier (straddle carrier)',
        'Saisissage et désaisissage à bord (lashing)',
        'Roulier (ro-ro, remorques et véhicules)',
      ],
      securite: 5,
      equipe: 3,
      caces: true,
      mouvements: 27,
      reembaucher: true,
      commentaire: { has: ['quart'] },
    },
    outcome: 'completed',
  },
  {
    id: 'fr-r94',
    title:
      'Cully (Lavaux, Vaud): a winegrower on the built-in about a vineyard hand, in Swiss French ("Adieu" as hello, "septante-deux", "Ça joue", "y a pas le feu au lac", "Tout de bon"): "vigneronne-encaveuse à Cully … j\'étais sa patronne" (the relationship), "Depuis les vendanges 2019, donc six ans. Ça fait septante-deux mois" (72), the brante (the hod for grapes) in the strengths, her German with Swiss-German clients in the improvements, "Ça joue. 4" (4), "5" (5), "Trois et demi" (a half rating: asked again) then "Alors 4, allez" (4), "Y a pas le feu au lac avec elle, mais elle arrive toujours un quart d\'heure en avance. 5" (5), "Je sais pas trop quoi vous dire. Passez" (blank), "Elle a encadré les huit effeuilleuses l\'été passé. 4" (4, never 8), "Ah ben volontiers" (yes), "Non merci, tout de bon !" (no remark)',
    tags: ['french', 'words', 'unit', 'skip', 'optional', 'number-in-word'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: LEONIE_C,
    to: ['rel', 'mon', 'str', 'imp', 'com', 'tec', 'tea', 'tea', 'rlb', 'pro', 'lea', 'reh', 'cmt'],
    says: [
      "Adieu ! Je suis vigneronne-encaveuse à Cully, Léonie a fait les effeuilles et les vendanges chez nous, j'étais sa patronne",
      'Depuis les vendanges 2019, donc six ans. Ça fait septante-deux mois',
      'Elle porte la brante toute la journée dans les pentes sans jamais se plaindre',
      'Au caveau, avec les clients suisses allemands, elle devrait travailler son allemand',
      'Ça joue. 4',
      'Pour la taille, elle est excellente. 5',
      'Trois et demi',
      { retry: 'Alors 4, allez', key: 'teamwork' },
      "Y a pas le feu au lac avec elle, mais elle arrive toujours un quart d'heure en avance. 5",
      'Je sais pas trop quoi vous dire. Passez',
      "Elle a encadré les huit effeuilleuses l'été passé. 4",
      "Ah ben volontiers, c'est quand elle veut",
      'Non merci, tout de bon !',
    ],
    expected: {
      relationship: { has: ['vigneronne'] },
      monthsKnown: 72,
      strengths: { has: ['brante'] },
      improvements: { has: ['allemand'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      leadership: 4,
      wouldRehire: true,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t129',
    title:
      'Douala (Cameroon): the head of operations at a container terminal on fr-portuaire about a reach-stacker driver, in Cameroonian French ("On dit quoi ?", "le gars est calé", "ndem", "kongossa", "mon frère", "On est ensemble"): "responsable d\'exploitation … Armel était cariste sous ma responsabilité" (head of operations), "Depuis mars 2022, juste après la CAN. Il est parti en septembre 2025" (dates, no count: 42, or "Ça fait 42 mois" when asked again), "Il conduit le reach stacker … six mois au pointage. Le portique non … et le cavalier on n\'en a pas ici" (reach stacker and tallying), "Il ne ndem jamais avec les consignes. Mais une fois il a roulé sans gilet… je dis 4" (4), "le kongossa … 4 sur 5" (4), "Le CACES c\'est quoi ? Ici on a la carte de conducteur d\'engins du port, il l\'a" (a question back with the answer: yes), "Je ne peux pas vous dire" (blank), "je le reprends demain matin même" (yes), "Non mon frère, c\'est tout. On est ensemble 🙏" (no remark)',
    tags: [
      'french',
      'unit',
      'multiple',
      'negation',
      'question-back',
      'dont-know',
      'emoji',
      'optional',
    ],
    questionnaire: 'fr-portuaire',
    locale: 'fr',
    candidate: ARMEL_N,
    says: [
      "On dit quoi ? Je suis responsable d'exploitation au terminal à conteneurs du port de Douala, Armel était cariste sous ma responsabilité",
      'Depuis mars 2022, juste après la CAN. Il est parti en septembre 2025',
      { retry: 'Ça fait 42 mois', key: 'mois' },
      "Il conduit le reach stacker, le gars est calé dessus. Au début il a fait six mois au pointage. Le portique non, ce n'est pas encore son niveau, et le cavalier on n'en a pas ici",
      'Il ne ndem jamais avec les consignes. Mais une fois il a roulé sans gilet… je dis 4',
      "Le gars aime trop le kongossa avec les autres 😂 mais c'est bon. 4 sur 5",
      "Le CACES c'est quoi ? Ici on a la carte de conducteur d'engins du port, il l'a",
      'Le reach ne compte pas les mouvements comme le portique. Je ne peux pas vous dire',
      'Oui, je le reprends demain matin même',
      "Non mon frère, c'est tout. On est ensemble 🙏",
    ],
    expected: {
      lien: "Responsable d'exploitation ou de terminal",
      mois: 42,
      postes: ['Chariot élévateur ou reach stacker (cariste)', 'Pointage et contrôle (pointeur)'],
      securite: 4,
      equipe: 4,
      caces: true,
      reembaucher: true,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t130',
    title:
      'Nouméa (New Caledonia, the Anse Vata): the head housekeeper of a hotel on fr-hotellerie about a chambermaid from Lifou, in Caledonian French ("c\'est choc", "waille", "une boîte à Ducos", "Tata !"): "la gouvernante générale" (the head housekeeper), "Depuis la rentrée 2023" (the Caledonian school year starts in February; no count: asked again) then "De février 2023 à fin novembre 2024, ça fait 22 mois" (22), "C\'est choc, ses chambres. 5" (5), "Les départs et les recouches. Les communs le dimanche aussi. La lingerie c\'est une boîte à Ducos qui fait" (departures, stayovers and public areas; not the linen room), "Quatorze-quinze par jour, waille, et en pleine saison des fois dix-huit" (asked again) then "Mettez 15" (15), "Oui, elle a formé les nouvelles" (yes), "Ah ouais, direct" (yes), "Elle est rentrée à Lifou … Tata !" (the remark)',
    tags: ['french', 'words', 'unit', 'range', 'multiple', 'negation', 'optional'],
    questionnaire: 'fr-hotellerie',
    locale: 'fr',
    candidate: KELLY_H,
    says: [
      "Bonjour, je suis la gouvernante générale d'un hôtel à l'Anse Vata, Kelly était femme de chambre dans mon équipe",
      'Depuis la rentrée 2023',
      { retry: 'De février 2023 à fin novembre 2024, ça fait 22 mois', key: 'mois' },
      "C'est choc, ses chambres. 5",
      "Les départs et les recouches. Les communs le dimanche aussi. La lingerie c'est une boîte à Ducos qui fait",
      'Quatorze-quinze par jour, waille, et en pleine saison des fois dix-huit',
      { retry: 'Mettez 15', key: 'chambres' },
      "Oui, elle a formé les nouvelles filles arrivées l'an dernier",
      'Ah ouais, direct',
      "Elle est rentrée à Lifou, c'est pour ça qu'elle est partie. Tata !",
    ],
    expected: {
      lien: 'Gouvernante ou gouvernant',
      mois: 22,
      proprete: 5,
      taches: ['Chambres à blanc (départs)', 'Recouches', 'Parties communes'],
      chambres: 15,
      formation: true,
      reembaucher: true,
      commentaire: { has: ['Lifou'] },
    },
    outcome: 'completed',
  },
  // ───────────── Sixty-sixth blind set: the built-in, fr-fleuriste and fr-fromagerie
  {
    id: 'fr-r95',
    title:
      'Brussels (the Marolles): the head chef of a brasserie on the built-in about his commis, in Brussels French ("brol", "zwanze", "allez", "la STIB", "Non peut-être !"): "le chef de cuisine de la brasserie où Lucas est commis" (the relationship), "Ça fait deux ans en septembre… non, en octobre. Deux ans et un mois, quoi" (a correction settled in the same message: 25), the carbonnades in the strengths, the "brol" in the cold room in the improvements, "Grande distinction !" (a Belgian university honour, no number: asked again) then "Ah, un chiffre ? 4 alors" (4), "Cinq, il sait faire une mayonnaise à la main" (5), "c\'est parfois la zwanze, mais bon. 4" (4), "Quatre, cinq… quatre" (4), "Je ne sais pas, j\'ai jamais vu de gros problème avec lui" (blank), "Il a un stagiaire sous lui le week-end. Trois" (3), "Non peut-être !" (Brussels for "of course": yes), "Non, rien à ajouter. Allez, salut" (no remark)',
    tags: [
      'french',
      'words',
      'unit',
      'correction',
      'hedge',
      'dont-know',
      'negation',
      'emoji',
      'optional',
    ],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: LUCAS_V,
    to: ['rel', 'mon', 'str', 'imp', 'com', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'reh', 'cmt'],
    says: [
      'Bonjour, je suis le chef de cuisine de la brasserie où Lucas est commis, rue Haute dans les Marolles',
      'Ça fait deux ans en septembre… non, en octobre. Deux ans et un mois, quoi',
      'Il sait travailler vite au coup de feu, et ses carbonnades sont meilleures que les miennes, allez',
      'Il laisse du brol partout dans la chambre froide, faut toujours ranger derrière lui',
      'Grande distinction !',
      {
        retry: "Ah, un chiffre ? 4 alors. La plus grande distinction c'est pour moi 😄",
        key: 'communication',
      },
      "Cinq, il sait faire une mayonnaise à la main sans qu'elle tourne",
      "Avec la salle c'est parfois la zwanze, mais bon. 4",
      'Il arrive en retard quand la STIB fait grève, sinon jamais. Quatre, cinq… quatre',
      "Je ne sais pas, j'ai jamais vu de gros problème avec lui",
      'Il a un stagiaire sous lui le week-end. Trois',
      'Non peut-être !',
      'Non, rien à ajouter. Allez, salut',
    ],
    expected: {
      relationship: { has: ['brasserie'] },
      monthsKnown: 25,
      strengths: { has: ['carbonnades'] },
      improvements: { has: ['chambre froide'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 4,
      leadership: 3,
      wouldRehire: true,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t131',
    title:
      'Nancy (Lorraine): the manager of a flower shop on fr-fleuriste about a florist, typed WITHOUT ACCENTS: "je suis la gerante de la boutique de fleurs" (the manager), "De la Toussaint 2022 a la fete des meres 2024" (two florist\'s feasts, no count: asked again) then "novembre 2022 a fin mai 2024, ca fait 19 mois" (19), "Tout le deuil pour la Toussaint, les coussins, les raquettes, les dessus de cercueil. Les bouquets de mariee aussi, et les boutonnieres. Le matin elle mettait en eau les arrivages de Rungis. Les livraisons non, c\'est mon mari avec la camionnette" (funeral work, weddings, receiving; not deliveries), "du orange avec du fuchsia. 5" (5), "Je dirais 3… ou 4" (unsettled: asked again) then "Mettez 3" (3), "Elle a le BP, donc le CAP avant forcement" (yes), "a la Saint-Valentin plus de cent, un mardi normal une quinzaine" (asked again) then "En moyenne, disons 20" (20), "Oui, tout de suite" (yes), Metz in the remark',
    tags: ['french', 'typos', 'unit', 'multiple', 'negation', 'hedge', 'range', 'optional'],
    questionnaire: 'fr-fleuriste',
    locale: 'fr',
    candidate: LUCIE_T,
    says: [
      'Bonjour, je suis la gerante de la boutique de fleurs rue Saint-Dizier a Nancy, Lucie a ete fleuriste chez moi apres son BP',
      'De la Toussaint 2022 a la fete des meres 2024',
      { retry: 'Alors novembre 2022 a fin mai 2024, ca fait 19 mois', key: 'mois' },
      "Tout le deuil pour la Toussaint, les coussins, les raquettes, les dessus de cercueil. Les bouquets de mariee aussi, et les boutonnieres. Le matin elle mettait en eau les arrivages de Rungis. Les livraisons non, c'est mon mari avec la camionnette",
      "Elle a l'oeil, elle ose les couleurs que personne ose, du orange avec du fuchsia. 5",
      'Au telephone un peu seche, en boutique ca va. Je dirais 3… ou 4',
      { retry: "Mettez 3, le telephone c'est important chez nous", key: 'accueil' },
      'Elle a le BP, donc le CAP avant forcement',
      'Ca depend… a la Saint-Valentin plus de cent, un mardi normal une quinzaine',
      { retry: 'En moyenne, disons 20', key: 'bouquets' },
      'Oui, tout de suite, elle me manque pour la Toussaint',
      'Elle est partie a Metz pour suivre son copain. Bonne journee',
    ],
    expected: {
      lien: 'Gérant(e) ou patron(ne) de la boutique',
      mois: 19,
      travaux: [
        'Deuil (gerbes, couronnes, dessus de cercueil)',
        'Mariages et événements',
        'Réception et conditionnement des arrivages',
      ],
      creativite: 5,
      accueil: 3,
      cap: true,
      bouquets: 20,
      reprendre: true,
      commentaire: { has: ['Metz'] },
    },
    outcome: 'completed',
  },
  {
    id: 'fr-r96',
    title:
      'La Marsa (Tunis): the head pastry cook of a pastry shop on the built-in about a pastry cook, in Tunisian French with derja ("3aslema", "barcha", "behi", "mela", "mouch dima", "Ey", "Yezzi", "Ya3tik essa7a"): "le chef pâtissier … j\'étais son responsable direct" (the relationship), "Presque 3 ans" (a hedge: asked again) then "2 ans et 10 mois exactement, de septembre 2021 à juillet 2024" (34), the baklawa in the strengths, the phone during service in the improvements, "16 sur 20" (a mark out of 20: asked again) then "Ah sur 5 ? Alors 4" (4), "18/20, mela 5" (a mark out of 20 settled in the same message: 5), "Behi, 4" (4), "Mouch dima à l\'heure pendant le Ramadan, mais normal. 3" (3), "avant l\'Aïd … 5" (5), "Il avait 2 apprentis. 4" (4, never 2), "Ey, bien sûr, inchallah" (a Tunisian yes: yes), "Yezzi, c\'est tout" (no remark)',
    tags: ['french', 'hedge', 'unit', 'number-in-word', 'emoji', 'negation', 'words', 'optional'],
    questionnaire: 'builtin',
    locale: 'fr',
    candidate: AMINE_T,
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
      "3aslema. Je suis le chef pâtissier de la pâtisserie à La Marsa où Amine a travaillé, j'étais son responsable direct",
      'Presque 3 ans',
      {
        retry: '2 ans et 10 mois exactement, de septembre 2021 à juillet 2024',
        key: 'monthsKnown',
      },
      'Il est très fort en pâtisserie traditionnelle, les baklawa, les kaak warka, barcha précision',
      'Il parle barcha au téléphone avec sa famille pendant le service 😅',
      '16 sur 20',
      { retry: 'Ah sur 5 ? Alors 4', key: 'communication' },
      '18/20, mela 5',
      'Behi, 4',
      "Mouch dima à l'heure pendant le Ramadan, mais normal. 3",
      "Quand le four est tombé en panne avant l'Aïd, il a tout organisé avec la boulangerie d'à côté. 5",
      'Il avait 2 apprentis. 4',
      'Ey, bien sûr, inchallah',
      "Yezzi, c'est tout. Ya3tik essa7a",
    ],
    expected: {
      relationship: { has: ['pâtissier'] },
      monthsKnown: 34,
      strengths: { has: ['baklawa'] },
      improvements: { has: ['téléphone'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 3,
      problem_solving: 5,
      leadership: 4,
      wouldRehire: true,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t132',
    title:
      'Saint-Pierre (La Réunion): the head of a funeral home, a client of the shop, on fr-fleuriste about a florist, in Reunion Creole mixed with French ("Oté", "mi lé", "nou té i komand", "bann kouronn", "ek", "lé gayar", "mi koné pa", "lontan", "zordi", "Wi", "ek zot"): "Mi lé responsable pompes funèbres … nou té i komand tout bann kouronn chez Coralie" (a client), "Depuis lontan… 2021 jiska zordi" (no count: asked again) then "4 ans, mettez 48 mois" (48), "Le deuil surtout, kouronn, gerbe, dessus de cercueil. Et elle livrait elle-même au funérarium … Pour les mariages mi koné pa" (funeral work and deliveries), "Lé gayar ! Anthuriums, oiseaux de paradis … 5" (5), "même le dimanche. 4" (4), "Ça mi koné pa, demandez à son patron" (blank), "Bouquets mi koné pa. Pour nous, 6 à 8 kouronn par semaine" (wreaths a week, no bouquets a day: asked again) then "passez" (blank), "Wi, mi travaille ek li n\'importe quand" (yes), "Non merci, lé bon" (no remark)',
    tags: ['french', 'words', 'unit', 'multiple', 'dont-know', 'skip', 'emoji', 'optional'],
    questionnaire: 'fr-fleuriste',
    locale: 'fr',
    candidate: CORALIE_P,
    says: [
      'Oté bonjour. Mi lé responsable pompes funèbres Saint-Pierre, nou té i komand tout bann kouronn chez Coralie à la boutique',
      'Depuis lontan… 2021 jiska zordi',
      { retry: 'Mi koné pa exact… 4 ans, mettez 48 mois', key: 'mois' },
      'Le deuil surtout, kouronn, gerbe, dessus de cercueil. Et elle livrait elle-même au funérarium ek son ti camion. Pour les mariages mi koné pa, mi sa pa la',
      'Lé gayar ! Anthuriums, oiseaux de paradis, lé bien arrangé. 5',
      'Au téléphone lé toujours gentille, même le dimanche. 4',
      'Ça mi koné pa, demandez à son patron',
      'Bouquets mi koné pa. Pour nous, 6 à 8 kouronn par semaine',
      { retry: 'Non, les bouquets mi koné pa, passez', key: 'bouquets' },
      "Wi, mi travaille ek li n'importe quand",
      'Non merci, lé bon. Bonne journée ek zot 🌺',
    ],
    expected: {
      lien: 'Client(e) (mariage, entreprise, pompes funèbres)',
      mois: 48,
      travaux: ['Deuil (gerbes, couronnes, dessus de cercueil)', 'Livraisons'],
      creativite: 5,
      accueil: 4,
      reprendre: true,
    },
    outcome: 'completed',
  },
  {
    id: 'fr-t133',
    title:
      'Pringy (the Gruyère, canton of Fribourg): the cheesemaker of the village dairy on fr-fromagerie about his cheesemaker\'s help, in Fribourg French ("Adieu !" as a greeting, "huitante", "c\'est tout bon", "ça joue", "la chaudière", "le brassage", "le soutirage"): "Je suis le fromager de la laiterie" (the cheesemaker), "Sept ans, ça fait huitante-quatre mois" (84), "Il était à la chaudière avec moi chaque matin, le brassage, le soutirage dans les moules, le pressage. Le lait des paysans il le pesait aussi à la réception. La cave c\'est la Coopérative qui affine, pas nous. Et au magasin c\'est ma femme" (vat, moulding and pressing, milk reception; not the cellar, not the shop), "Impeccable, c\'est tout bon. Cinq" (5), "une seule mise en 2e choix en un an. 4" (4), "Il a le CFC de technologue du lait" (a Swiss diploma, an equivalent: yes), "Huit meules par brassée, deux brassées par jour" (16) with "Ça fait seize par jour" if asked, "17 sur 20" (another scale: asked again) then "Sur dix ? Alors 8,5" (8.5), "Ah ben oui, ça joue !" (yes), the summer on the alpage in the remark',
    tags: ['french', 'words', 'unit', 'multiple', 'negation', 'number-in-word', 'optional'],
    questionnaire: 'fr-fromagerie',
    locale: 'fr',
    candidate: JULIEN_O,
    says: [
      'Adieu ! Je suis le fromager de la laiterie de Pringy, Julien était mon aide-fromager',
      'Sept ans, ça fait huitante-quatre mois',
      "Il était à la chaudière avec moi chaque matin, le brassage, le soutirage dans les moules, le pressage. Le lait des paysans il le pesait aussi à la réception. La cave c'est la Coopérative qui affine, pas nous. Et au magasin c'est ma femme",
      "Impeccable, c'est tout bon. Cinq",
      "Ses meules sont régulières, j'ai eu une seule mise en 2e choix en un an. 4",
      'Il a le CFC de technologue du lait',
      'Huit meules par brassée, deux brassées par jour',
      { retry: 'Ça fait seize par jour', key: 'meules' },
      '17 sur 20',
      { retry: 'Sur dix ? Alors 8,5', key: 'note' },
      'Ah ben oui, ça joue !',
      "Il part faire l'alpage l'été, mais il revient toujours en automne. Adieu",
    ],
    expected: {
      lien: 'Fromager(ère) responsable / chef de fabrication',
      mois: 84,
      taches: [
        'Fabrication en cuve (emprésurage, décaillage)',
        'Moulage et pressage',
        'Réception et analyse du lait',
      ],
      hygiene: 5,
      regularite: 4,
      diplome: true,
      meules: 16,
      note: 8.5,
      reprendre: true,
      commentaire: { has: ['alpage'] },
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
    id: 'fr-i01',
    title: '"Non, ne contactez pas mon ancienne cheffe claire.martin@…": a refusal with an address',
    tags: ['french', 'consent', 'consent-with-email', 'issue-quote'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      'Non, ne contactez pas mon ancienne cheffe claire.martin@orange.fr, elle ne sait pas que je pars',
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'fr-i02',
    title: '"ouais vas-y", a numbered list with "Le Gall"',
    tags: ['french', 'list', 'multi-referee'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      'ouais vas-y',
      '1. Julien Moreau - julien.moreau@sncf.fr - mon manager\n2. Camille Bernard, camille.bernard@gmail.com, collègue\n3. Yann Le Gall yann@legall.bzh (mentor)',
      "c'est tout",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Julien', 'Moreau', 'julien.moreau@sncf.fr', 'manager'),
        c('Camille', 'Bernard', 'camille.bernard@gmail.com', 'colleague'),
        c('Yann', 'Le Gall', 'yann@legall.bzh', 'mentor'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i03',
    title: '"Bon, alors la meilleure personne ce serait Nathalie Dubois": filler is no name',
    tags: ['french', 'filler'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      'oui bien sûr',
      "Bon, alors la meilleure personne ce serait Nathalie Dubois, ma responsable chez L'Oréal, nathalie.dubois@loreal.com",
      "c'est bon",
    ],
    expected: {
      consent: true,
      contacts: [c('Nathalie', 'Dubois', 'nathalie.dubois@loreal.com', 'manager')],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i04',
    title: 'a French mobile in local format',
    tags: ['french', 'short'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: ['ok', 'Thomas Petit, collègue, thomas.petit@free.fr, 06 12 34 56 78', 'terminé'],
    expected: {
      consent: true,
      contacts: [c('Thomas', 'Petit', 'thomas.petit@free.fr', 'colleague', '+33612345678')],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i05',
    title: 'Québec: "pas de trouble", "Mon boss: Marc-André Tremblay", then "pis ma collègue…"',
    tags: ['french', 'multi-referee', 'filler'],
    locale: 'fr',
    defaultCountry: 'CA',
    says: [
      'oui, pas de trouble',
      'Mon boss: Marc-André Tremblay, marc-andre.tremblay@desjardins.com, 514-872-3456',
      'pis ma collègue Geneviève Gagnon genevieve.gagnon@desjardins.com',
      "c'est beau",
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Marc-André',
          'Tremblay',
          'marc-andre.tremblay@desjardins.com',
          'manager',
          '+15148723456',
        ),
        c('Geneviève', 'Gagnon', 'genevieve.gagnon@desjardins.com', 'colleague'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i06',
    title: '"oui mais pas mon employeur actuel svp": confirmed',
    tags: ['french', 'consent', 'negation'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      'oui mais pas mon employeur actuel svp',
      { tapConfirm: true },
      'Sophie Lefèvre, ex-collègue, sophie.lefevre@axa.fr',
      'fini',
    ],
    expected: {
      consent: true,
      contacts: [c('Sophie', 'Lefèvre', 'sophie.lefevre@axa.fr', 'colleague')],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i07',
    title: 'a Portuguese mobile with a French tenant: asked about; "dos Santos"',
    tags: ['french', 'foreign-phone'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      'oui',
      'Ana dos Santos, ma manager à Lisbonne, ana.santos@farfetch.com, 912 345 678',
      { retry: "c'est un numéro portugais", key: 'phone:Ana' },
      "c'est tout",
    ],
    expected: {
      consent: true,
      contacts: [c('Ana', 'dos Santos', 'ana.santos@farfetch.com', 'manager', '+351912345678')],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i08',
    title: 'a question back before consenting; two colleagues joined by "et"',
    tags: ['french', 'question-back', 'dont-know', 'multi-referee', 'consent'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      "euh je sais pas trop, c'est pour quoi exactement ?",
      { retry: "d'accord, oui", key: 'consent' },
      'Karim Benali et Lucie Roux, deux collègues : karim.benali@thales.fr et lucie.roux@thales.fr',
      "voilà c'est tout",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Karim', 'Benali', 'karim.benali@thales.fr', 'colleague'),
        c('Lucie', 'Roux', 'lucie.roux@thales.fr', 'colleague'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i09',
    title: 'consents, then "je préfère ne pas donner de références pour le moment"',
    tags: ['french', 'decline', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: ['oui', 'en fait je préfère ne pas donner de références pour le moment'],
    expected: { consent: true, contacts: [] },
    outcome: 'open',
  },
  {
    id: 'fr-i10',
    title: '"vas-y", bullets, a teacher without an e-mail: asked for it',
    tags: ['french', 'list', 'multi-referee'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      'vas-y',
      '- Pierre Lambert (mon ancien chef) pierre.lambert@bnpparibas.com\n- Émilie Girard, ma prof de master',
      { retry: 'emilie.girard@hec.edu', key: 'email:Émilie' },
      "c'est tout",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Pierre', 'Lambert', 'pierre.lambert@bnpparibas.com', 'manager'),
        c('Émilie', 'Girard', 'emilie.girard@hec.edu', ['teacher', 'mentor']),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i11',
    title: '"mon collègue… non pardon, c\'était mon manager": the correction wins',
    tags: ['french', 'correction'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      'oui',
      "Antoine Roussel, antoine.roussel@sfr.fr, 06 98 76 54 32, mon collègue... non pardon, c'était mon manager",
      'fini',
    ],
    expected: {
      consent: true,
      contacts: [c('Antoine', 'Roussel', 'antoine.roussel@sfr.fr', 'manager', '+33698765432')],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i12',
    title: '"non merci": a plain refusal',
    tags: ['french', 'consent', 'short'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: ['non merci'],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'fr-i13',
    title: 'Québec: "ouin correct", a pasted signature with a Montréal number',
    tags: ['french', 'signature', 'consent'],
    locale: 'fr',
    defaultCountry: 'CA',
    says: [
      'ouin correct',
      { retry: 'oui', key: 'consent' },
      'Voici ma superviseure :\n\nIsabelle Côté\nDirectrice des opérations | Cirque du Soleil\nisabelle.cote@cirquedusoleil.com\nCell. : 438 921 2710',
      "c'est tout",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Isabelle', 'Côté', 'isabelle.cote@cirquedusoleil.com', 'manager', '+14389212710'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Second blind set (2026-11-28), written without reading the readers.
  {
    id: 'fr-i14',
    title:
      'Belgium: "Oui, pas de souci", bullets with "Jean-Baptiste de La Tour" and "Van den Bossche", a Belgian mobile',
    tags: ['french', 'list', 'multi-referee', 'emoji'],
    locale: 'fr',
    defaultCountry: 'BE',
    says: [
      'Oui, pas de souci 🙏',
      '- Jean-Baptiste de La Tour, mon ancien directeur, jb.delatour@ing.be, 0475 12 34 56\n- Marie Van den Bossche, collègue, marie.vandenbossche@proximus.be',
      "voilà, c'est tout",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Jean-Baptiste', 'de La Tour', 'jb.delatour@ing.be', 'manager', '+32475123456'),
        c('Marie', 'Van den Bossche', 'marie.vandenbossche@proximus.be', 'colleague'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i15',
    title: '"Non merci, sans façon": a refusal in a local idiom',
    tags: ['french', 'consent', 'negation'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: ["Non merci, sans façon. Je préfère que vous ne contactiez personne pour l'instant."],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'fr-i16',
    title:
      'Switzerland: "Oui, ça joue", a "natel" number, a double last name "Rochat-Blanc" in a second message',
    tags: ['french', 'multi-referee', 'filler'],
    locale: 'fr',
    defaultCountry: 'CH',
    says: [
      'Oui, ça joue',
      'Mon ancien chef: Laurent Favre, laurent.favre@nestle.com, natel 079 456 78 90',
      'et ma collègue Sandrine Rochat-Blanc sandrine.rochat@bcv.ch',
      "c'est tout, merci",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Laurent', 'Favre', 'laurent.favre@nestle.com', 'manager', '+41794567890'),
        c('Sandrine', 'Rochat-Blanc', 'sandrine.rochat@bcv.ch', 'colleague'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i17',
    title:
      'Québec: "Certain, pas de problème", a name typed in lowercase without its cedilla, a Québec City number',
    tags: ['french', 'typos', 'short'],
    locale: 'fr',
    defaultCountry: 'CA',
    says: [
      'Certain, pas de problème',
      'francois bergeron, mon superviseur chez Hydro-Quebec, francois.bergeron@hydro.qc.ca, 418 692-3301',
      "c'est beau merci",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Francois', 'Bergeron', 'francois.bergeron@hydro.qc.ca', 'manager', '+14186923301'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i18',
    title: 'a Belgian mobile with a French tenant: asked about; "ma tutrice de stage à Liège"',
    tags: ['french', 'foreign-phone'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      'oui',
      'Sophie Dupont, ma tutrice de stage à Liège, sophie.dupont@uliege.be, 0486 77 88 99',
      { retry: "c'est un numéro belge", key: 'phone:Sophie' },
      'fini',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Sophie',
          'Dupont',
          'sophie.dupont@uliege.be',
          ['mentor', 'teacher', 'manager'],
          '+32486778899',
        ),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i19',
    title:
      '"euh... oui vas-y", the phone corrected in the same message ("Ah non attendez, c\'est …45"), then an off-topic question',
    tags: ['french', 'correction', 'off-topic', 'question-back'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      'euh... oui vas-y',
      "Nicolas Garnier, nicolas.garnier@orange.fr, 06 11 22 33 44, mon manager. Ah non attendez, son numéro c'est 06 11 22 33 45",
      "au fait, vous savez quand j'aurai une réponse pour le poste ?",
      "ok merci. c'est tout pour moi",
    ],
    expected: {
      consent: true,
      contacts: [c('Nicolas', 'Garnier', 'nicolas.garnier@orange.fr', 'manager', '+33611223345')],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i20',
    title: '"Ça dépend, qui va les appeler exactement ?" then "bon finalement non, je préfère pas"',
    tags: ['french', 'consent', 'question-back', 'negation'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      'Ça dépend, qui va les appeler exactement ?',
      'bon finalement non, je préfère pas. Merci quand même',
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  // ───────────── Third blind set
  {
    id: 'fr-i21',
    title:
      'Québec: "Oui, mais appelez pas mon boss actuel avant que j\'aie l\'offre": confirmed; bullets with "Marie-Ève St-Pierre" and "Jean-François Côté", 514 and (418) numbers',
    tags: ['french', 'consent', 'negation', 'list', 'multi-referee'],
    locale: 'fr',
    defaultCountry: 'CA',
    says: [
      "Oui, mais appelez pas mon boss actuel avant que j'aie l'offre finale svp",
      { tapConfirm: true },
      '- Marie-Ève St-Pierre, ma gestionnaire chez Bell, marie-eve.st-pierre@bell.ca, 514 870-2233\n- Jean-François Côté, collègue, jf.cote@videotron.ca, (418) 692-1234',
      "C'est tout pour moi",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Marie-Ève', 'St-Pierre', 'marie-eve.st-pierre@bell.ca', 'manager', '+15148702233'),
        c('Jean-François', 'Côté', 'jf.cote@videotron.ca', 'colleague', '+14186921234'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i22',
    title: '"Laissez-moi y réfléchir, je reviens vers vous demain": undecided, nothing stored',
    tags: ['french', 'consent', 'dont-know', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: ['Laissez-moi y réfléchir, je reviens vers vous demain'],
    expected: { consent: null, contacts: [] },
    outcome: 'open',
  },
  {
    id: 'fr-i23',
    title:
      'Belgium: "Alors, mon ancien chef…": filler, "Van der Elst", a "promotrice de mémoire" (a teacher) with "de Wilde", a Belgian mobile and a Brussels landline',
    tags: ['french', 'filler', 'multi-referee', 'long'],
    locale: 'fr',
    defaultCountry: 'BE',
    says: [
      "oui d'accord, allez-y",
      "Alors, mon ancien chef chez Colruyt : Marc Van der Elst, marc.vanderelst@colruyt.be, 0475 12 34 56. Et ma promotrice de mémoire à l'ULB, Sophie de Wilde, sophie.dewilde@ulb.be, 02 650 21 11",
      "voilà, c'est tout",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Marc', 'Van der Elst', 'marc.vanderelst@colruyt.be', 'manager', '+32475123456'),
        c('Sophie', 'de Wilde', 'sophie.dewilde@ulb.be', ['teacher', 'mentor'], '+3226502111'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i24',
    title:
      '"ok go" for consent, a Moroccan mobile in +212 format, an apprenticeship tutor pasted as an HR signature with a French mobile, "c\'est bon j\'ai fini"',
    tags: ['french', 'signature', 'foreign-phone', 'multi-referee', 'consent'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      'ok go',
      { retry: 'oui', key: 'consent' },
      'Karim Alaoui, mon ancien manager chez OCP à Casablanca, k.alaoui@ocpgroup.ma, +212 6 61 23 45 67',
      "Et ma tutrice d'alternance, je vous colle sa signature :\n\nCordialement,\n\nNathalie Roux-Combaluzier\nResponsable RH – Alternance\nSNCF Voyageurs\nnathalie.roux-combaluzier@sncf.fr\nPort. : 07 61 42 33 18",
      "c'est bon j'ai fini",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Karim', 'Alaoui', 'k.alaoui@ocpgroup.ma', 'manager', '+212661234567'),
        c(
          'Nathalie',
          'Roux-Combaluzier',
          'nathalie.roux-combaluzier@sncf.fr',
          ['mentor', 'teacher', 'manager'],
          '+33761423318',
        ),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i25',
    title:
      'Switzerland: "Oui, ça joue", "Mme Isabelle Jaccard", then "Ah non pardon … mettez plutôt son adjoint": replaced, a Lausanne landline',
    tags: ['french', 'correction', 'filler'],
    locale: 'fr',
    defaultCountry: 'CH',
    says: [
      'Oui, ça joue',
      'Mme Isabelle Jaccard, ma cheffe au CHUV, isabelle.jaccard@chuv.ch',
      'Ah non pardon, elle part à la retraite la semaine prochaine. Mettez plutôt son adjoint, Olivier Perrenoud, olivier.perrenoud@chuv.ch, 021 314 11 11, il me connaît aussi bien',
      "C'est tout, merci",
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Olivier',
          'Perrenoud',
          'olivier.perrenoud@chuv.ch',
          ['manager', 'colleague', 'other'],
          '+41213141111',
        ),
      ],
    },
    outcome: 'completed',
  },

  // ───────────── Fourth blind set (2026-11-29)
  {
    id: 'fr-i26',
    title:
      'Senegal: "on était dans la même promo", a compound first name ("Mamadou Lamine") with a +221 mobile, "Mme Fatou Sow, ma maîtresse de stage" with a local Senegalese number and no e-mail',
    tags: ['french', 'multi-referee', 'foreign-phone'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      "oui c'est ok",
      "Mamadou Lamine Ndiaye, on était dans la même promo à l'ESP de Dakar, mlndiaye@sonatel.sn, +221 77 123 45 67",
      'Et Mme Fatou Sow, ma maîtresse de stage, 77 654 32 10',
      { retry: "c'est un numéro du Sénégal", key: 'phone:Fatou' },
      { retry: "je n'ai pas son mail", key: 'email:Fatou' },
      "c'est tout",
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Mamadou Lamine',
          'Ndiaye',
          'mlndiaye@sonatel.sn',
          ['colleague', 'friend', 'other'],
          '+221771234567',
        ),
        c('Fatou', 'Sow', null, ['manager', 'mentor'], '+221776543210'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i27',
    title:
      'Belgium: "Non, pas tant que je n\'ai pas de promesse d\'embauche" with "Pieter De Smet <pieter.desmet@proximus.be>" offered for later: a refusal',
    tags: ['french', 'consent', 'consent-with-email', 'negation'],
    locale: 'fr',
    defaultCountry: 'BE',
    says: [
      "Non, pas tant que je n'ai pas de promesse d'embauche. Après, vous pourrez contacter Pieter De Smet <pieter.desmet@proximus.be>, c'était mon chef",
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'fr-i28',
    title:
      'Québec: a list with "Geneviève Le Blanc-Tremblay <…>", "Ian MacLeod, mon coach" with a 514 number and no e-mail, and "3- PAS mon boss actuel svp (Martin Roy)" never stored',
    tags: ['french', 'list', 'multi-referee', 'negation'],
    locale: 'fr',
    defaultCountry: 'CA',
    says: [
      'Oui, allez-y',
      '1- Geneviève Le Blanc-Tremblay <gen.lb@videotron.ca> ma gérante chez IGA\n2- Ian MacLeod, mon coach de hockey, 514 872-3310\n3- PAS mon boss actuel svp (Martin Roy)',
      { retry: "j'ai pas son courriel", key: 'email:Ian' },
      'c tout',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Geneviève', 'Le Blanc-Tremblay', 'gen.lb@videotron.ca', 'manager'),
        c('Ian', 'MacLeod', null, ['mentor', 'other'], '+15148723310'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i29',
    title:
      'France: an e-mail dictated ("florence point duc arobase romande énergie point ch") asked again, "Duc-Goninaz", a Swiss mobile in local format in a French intake (asked)',
    tags: ['french', 'typos', 'foreign-phone'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      'oui',
      "Florence Duc-Goninaz, ma responsable à Genève, son mail c'est florence point duc arobase romande énergie point ch",
      { retry: 'florence.duc@romande-energie.ch', key: 'email:Florence' },
      'tel 079 456 78 90',
      { retry: 'Suisse', key: 'phone:Florence' },
      "c'est bon j'ai fini",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Florence', 'Duc-Goninaz', 'florence.duc@romande-energie.ch', 'manager', '+41794567890'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Fifth blind set (2026-11-29)
  {
    id: 'fr-i30',
    title:
      'Haiti: consent in Kreyòl ("wi dakò") asked again in French, "Mme" with a hyphenated surname and a +509 mobile, a pastor with a Haitian local number in a French tenant (asked which country) and no e-mail, "c\'est tout, mèsi"',
    tags: ['french', 'consent', 'foreign-phone', 'multi-referee'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      'wi dakò',
      { retry: "oui je suis d'accord", key: 'consent' },
      'Mme Nadège Pierre-Louis, ma superviseure à la Sogebank, +509 3712 4567, nadege.pl@sogebank.com',
      'et le pasteur Jean-Robert Célestin, li konn mwen depi lontan, 3456-7890',
      { retry: "c'est un numéro d'Haïti", key: 'phone:Jean-Robert' },
      { retry: "il n'a pas d'email", key: 'email:Jean-Robert' },
      "c'est tout, mèsi",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Nadège', 'Pierre-Louis', 'nadege.pl@sogebank.com', 'manager', '+50937124567'),
        c('Jean-Robert', 'Célestin', null, ['other', 'mentor', 'friend'], '+50934567890'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i31',
    title:
      'Morocco, a CV\'s "Références" pasted ("M.", "Mme", a particle "El", a Moroccan mobile in local format in a Moroccan tenant, a title that is not the relationship), then the relationships and a missing e-mail given',
    tags: ['french', 'list', 'multi-referee', 'signature'],
    locale: 'fr',
    defaultCountry: 'MA',
    says: [
      'oui',
      "Références :\n- M. Youssef El Amrani, Directeur d'agence, Attijariwafa Bank Casablanca, 06 61 23 45 67, y.elamrani@attijariwafa.com\n- Mme Khadija Benjelloun, Professeure, ENCG Settat",
      "M. El Amrani était mon chef pendant mon stage, Mme Benjelloun mon encadrante de mémoire, son mail c'est k.benjelloun@uhp.ac.ma",
      "c'est bon",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Youssef', 'El Amrani', 'y.elamrani@attijariwafa.com', 'manager', '+212661234567'),
        c('Khadija', 'Benjelloun', 'k.benjelloun@uhp.ac.ma', ['teacher', 'mentor']),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i32',
    title:
      'Lebanon: a polite refusal in French and Arabizi with an address in it ("ma fi hala2", "surtout pas rami.haddad@…"): a refusal, nothing stored',
    tags: ['french', 'consent', 'consent-with-email', 'negation', 'number-in-word'],
    locale: 'fr',
    defaultCountry: 'LB',
    says: [
      'non merci, ma fi hala2, je préfère que vous ne contactiez personne pour le moment, surtout pas rami.haddad@bankmed.com.lb, il ne sait pas que je pars',
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  // ───────────── Sixth blind set (2026-11-29)
  {
    id: 'fr-i33',
    title:
      'Belgium: "Ça dépend, vous les contactez quand ?" is no consent (asked again), an e-mail signature with a title that is not the relationship and a street address full of numbers, "c\'était ma N+1", "Van Acker" with a Belgian mobile, "Voilà, c\'est tout une fois"',
    tags: ['french', 'consent', 'question-back', 'signature', 'multi-referee', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'BE',
    says: [
      'Ça dépend, vous les contactez quand ?',
      { retry: "D'accord, oui, allez-y", key: 'consent' },
      'Marie-Thérèse de Wergifosse\nHR Business Partner | Proximus\nBd du Roi Albert II 27, 1030 Bruxelles\nM +32 475 12 34 56\nmt.dewergifosse@proximus.com',
      "c'était ma N+1 pendant trois ans",
      'et Pieter Van Acker, un collègue néerlandophone de mon équipe, pieter.vanacker@proximus.com, 0486 65 43 21',
      "Voilà, c'est tout une fois",
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Marie-Thérèse',
          'de Wergifosse',
          'mt.dewergifosse@proximus.com',
          'manager',
          '+32475123456',
        ),
        c('Pieter', 'Van Acker', 'pieter.vanacker@proximus.com', 'colleague', '+32486654321'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i34',
    title:
      'Québec, in lowercase: "ouin correct" as consent, "genevieve st-onge" with a 418 number and no e-mail, a teacher in France with a French mobile in a Canadian intake, the e-mail given later then corrected ("non attends, c\'est gstonge@…"), no e-mail for the second, "c\'est toute"',
    tags: [
      'french',
      'consent',
      'typos',
      'multi-referee',
      'foreign-phone',
      'correction',
      'done-phrase',
    ],
    locale: 'fr',
    defaultCountry: 'CA',
    says: [
      'ouin correct',
      'genevieve st-onge, ma gérante au IGA, 418 555-0142',
      'pis mon ancien prof de stage en France, thomas lefort, +33 6 12 34 56 78',
      "son courriel à genevieve c'est gen.stonge@iga.net",
      "non attends, c'est gstonge@iga.net, l'autre c'est son vieux",
      { retry: "j'ai pas son courriel, juste le cell", key: 'email:Thomas' },
      "c'est toute",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Genevieve', 'St-Onge', 'gstonge@iga.net', 'manager', '+14185550142'),
        c('Thomas', 'Lefort', null, ['teacher', 'mentor'], '+33612345678'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i35',
    title:
      'Switzerland (Vaud), an apprentice: "Volontiers", "Mme Nathalie Rochat-Perret, ma maîtresse d\'apprentissage" with a Swiss mobile, "et peut-être M. Dubois… faut que je retrouve son prénom" (no referee), then stops ("je dois filer, je termine ce soir"): open',
    tags: ['french', 'hedge', 'multi-referee', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'CH',
    says: [
      'Volontiers',
      "Alors il y a Mme Nathalie Rochat-Perret, ma maîtresse d'apprentissage à la Migros de Lausanne, 079 456 78 90, et peut-être M. Dubois, mon prof à l'école pro, mais faut que je retrouve son prénom",
      'Bon, je dois filer, je termine ce soir',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Nathalie', 'Rochat-Perret', null, ['mentor', 'teacher', 'manager'], '+41794567890'),
      ],
    },
    outcome: 'open',
  },
  // ───────────── Seventh blind set (2026-11-29)
  {
    id: 'fr-i36',
    title:
      'An older Breton candidate, full punctuation, one fact per message ("Mon premier référent :", the name, the number, the relationship, each sent alone), "Yann Le Floc\'h" without an e-mail, "Mme Soazig Kerjean, ma formatrice au lycée hôtelier", "Ce sera tout. Je vous remercie."',
    tags: ['french', 'consent', 'multi-referee', 'filler', 'done-phrase', 'short'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      "Bonjour Madame, Monsieur. Oui, j'accepte.",
      'Mon premier référent :',
      "Yann Le Floc'h",
      '06 71 23 45 89',
      'Il était mon chef de cuisine à Quimper.',
      { retry: "Je n'ai pas son adresse électronique, seulement son portable.", key: 'email:Yann' },
      'Le second : Mme Soazig Kerjean, ma formatrice au lycée hôtelier de Dinard. soazig.kerjean@ac-rennes.fr',
      'Ce sera tout. Je vous remercie.',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Yann', "Le Floc'h", null, 'manager', '+33671234589'),
        c('Soazig', 'Kerjean', 'soazig.kerjean@ac-rennes.fr', ['teacher', 'mentor']),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i37',
    title:
      'Guadeloupe, French with Creole: "Wi, pa ni pwoblèm" as consent, a 0690 mobile (Guadeloupe, +590, not +33) in a French intake, a first name corrected in the next message ("c\'est Jocelyn sans e, c\'est un monsieur"), a colleague added then withdrawn ("laisse Marie-Line"), "sé tout, mèsi"',
    tags: [
      'french',
      'consent',
      'foreign-phone',
      'correction',
      'multi-referee',
      'negation',
      'done-phrase',
    ],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      'Wi, pa ni pwoblèm',
      'Jocelyne Bélénus, i té chèf an mwen o Carrefour Destreland, 0690 12 34 56',
      "non attends, c'est Jocelyn sans e, c'est un monsieur",
      'é Marie-Line Jean-Louis, kolèg an mwen, marieline.jeanlouis@orange.fr',
      "ah non laisse Marie-Line, elle est partie en métropole, je sais pas si c'est toujours son mail",
      { retry: "j'ai pas son mail, juste le portable", key: 'email:Jocelyn' },
      'sé tout, mèsi',
    ],
    expected: {
      consent: true,
      contacts: [c('Jocelyn', 'Bélénus', null, 'manager', '+590690123456')],
    },
    outcome: 'completed',
  },
  // ───────────── Eighth blind set (2026-11-29)
  {
    id: 'fr-i38',
    title:
      'Tahiti: "Ia ora na ! Oui ça me va, mais pas mon patron actuel hein" (a yes whose condition only narrows who), 8-digit Polynesian mobiles in a French intake (+689, asked which country), a colleague without an e-mail, "Māuruuru, c\'est tout"',
    tags: ['french', 'consent', 'foreign-phone', 'multi-referee', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      'Ia ora na ! Oui ça me va, mais pas mon patron actuel hein, il sait pas encore que je cherche',
      { retry: 'oui, vous pouvez contacter ceux que je vous donne', key: 'consent' },
      "Teva Teriitahi, mon ancien chef de réception à l'InterContinental de Papeete, teva.teriitahi@gmail.com, 87 21 34 56",
      { retry: "c'est un numéro de Tahiti, +689", key: 'phone:Teva' },
      'et Hinano Tetuanui, on était collègues à la réception, 89 54 12 30',
      { retry: 'Tahiti aussi, +689', key: 'phone:Hinano' },
      { retry: 'elle a pas de mail je crois, juste le portable', key: 'email:Hinano' },
      "Māuruuru, c'est tout",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Teva', 'Teriitahi', 'teva.teriitahi@gmail.com', 'manager', '+68987213456'),
        c('Hinano', 'Tetuanui', null, 'colleague', '+68989541230'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i39',
    title:
      'Tunisia: "ey, behi" as consent (asked again), a pasted numbered list with a nickname in brackets ("Mohamed Trabelsi (Hamma)"), a 00216 prefix, an initial for a first name ("A. Gharbi", given in a later message), a third referee removed ("enlève Sami finalement"), "c\'est tout, ya3tik essa7a"',
    tags: [
      'french',
      'consent',
      'list',
      'multi-referee',
      'foreign-phone',
      'correction',
      'emoji',
      'done-phrase',
    ],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      'ey, behi',
      { retry: "oui, d'accord", key: 'consent' },
      "Voilà ma liste :\n1- Mohamed Trabelsi (Hamma), mon manager chez Telnet, m.trabelsi@telnet-group.com, 00216 98 123 456\n2- A. Gharbi, collègue dev, amel.gharbi@gmail.com\n3- Sami Ben Hassine, mon encadrant de PFE à l'ESPRIT, 00216 22 345 678",
      'ah non, enlève Sami finalement, il répond jamais 😅',
      "et Gharbi c'est Amel, pardon",
      "c'est tout, ya3tik essa7a",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Mohamed', 'Trabelsi', 'm.trabelsi@telnet-group.com', 'manager', '+21698123456'),
        c('Amel', 'Gharbi', 'amel.gharbi@gmail.com', 'colleague'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i40',
    title:
      'A French teenager in SMS slang for a first summer job: "slt, ouais tkt c bon" as consent, two referees named by role only first ("mon coach de hand jérôme", "la daronne des petits que je garde"), names in lowercase given after, a number with dots, "jcrois", "askip … ? jsp son mail dsl" is no e-mail, "c tout mrc"',
    tags: ['french', 'consent', 'typos', 'multi-referee', 'filler', 'question-back', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      'slt, ouais tkt c bon',
      'alors y a mon coach de hand jérôme, et la daronne des petits que je garde le mercredi mdr',
      'jérôme dubreuil, 06.12.34.56.78',
      'et la mère c sandrine lemaire, elle a pas de mail jcrois, son num c 07 81 22 45 90',
      'askip vous avez besoin du mail de jérôme ? jsp son mail dsl',
      'c tout mrc',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Jérôme', 'Dubreuil', null, ['mentor', 'teacher', 'other'], '+33612345678'),
        c('Sandrine', 'Lemaire', null, ['client', 'manager', 'other'], '+33781224590'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Ninth blind set (2026-11-29)
  {
    id: 'fr-i41',
    title:
      'Madagascar: "Eny tompoko, d\'accord" as consent, names written surname first as at home ("Rakotomalala Haingo … Haingo c\'est le prénom"), a Malagasy mobile in local format in a French intake (asked which country, +261), a long surname ("Andrianantenaina") with a +33 mobile, "Misaotra betsaka, c\'est tout"',
    tags: ['french', 'consent', 'foreign-phone', 'multi-referee', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      "Eny tompoko, d'accord",
      { retry: "Oui, je suis d'accord", key: 'consent' },
      "Rakotomalala Haingo, ma responsable d'agence chez Telma à Antananarivo, haingo.rakotomalala@telma.mg, 034 05 123 45 (Haingo c'est le prénom)",
      { retry: "C'est un numéro de Madagascar", key: 'phone:Haingo' },
      "Et Andrianantenaina Tojo, mon collègue développeur, il est à Lyon maintenant, +33 7 68 12 40 95, tojo.andria@gmail.com. Tojo c'est le prénom aussi",
      "Misaotra betsaka, c'est tout",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Haingo', 'Rakotomalala', 'haingo.rakotomalala@telma.mg', 'manager', '+261340512345'),
        c('Tojo', 'Andrianantenaina', 'tojo.andria@gmail.com', 'colleague', '+33768124095'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i42',
    title:
      'Mauritius, French with Kreol in a Mauritian intake: "Bonzour! Wi, okenn problem" as consent, an HR department instead of a person ("le service RH de la MCB, recrutement@mcb.mu") then the person named, a Sino-Mauritian surname of three words ("Jean-Marc Li Kam Wa") with a French mobile in local format (asked which country), no e-mail for him, "Sa tou, mersi"',
    tags: ['french', 'consent', 'foreign-phone', 'multi-referee', 'filler', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'MU',
    says: [
      'Bonzour! Wi, okenn problem',
      { retry: "oui, je suis d'accord", key: 'consent' },
      'Vous pouvez contacter le service RH de la MCB, recrutement@mcb.mu, zot pou konfirm mo bann dates',
      "Ah il faut un nom ? Alors Mme Devi Ramsamy aux RH, c'est elle qui suivait mon dossier, d.ramsamy@mcb.mu, 5 712 3456",
      'Et mon ancien chef à la MCB, Jean-Marc Li Kam Wa, il est parti en France, 06 45 78 12 90',
      { retry: 'France', key: 'phone:Jean-Marc' },
      { retry: 'mo pa konn so email, juste le portable', key: 'email:Jean-Marc' },
      'Sa tou, mersi 🙏',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Devi', 'Ramsamy', 'd.ramsamy@mcb.mu', ['other', 'colleague'], '+23057123456'),
        c('Jean-Marc', 'Li Kam Wa', null, 'manager', '+33645781290'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Tenth blind set (2026-11-29)
  {
    id: 'fr-i43',
    title:
      'Marseille: "Oh fan, bien sûr, vas-y" with the current boss spared (confirmed), "Lucien D\'Agostino, mon ancien patron" without an e-mail and "la Karima Haddad-Ruiz" (an article before the name, two surnames), a colleague with a Marseille landline then withdrawn ("laisse tomber Jean-Marc, c\'est un fada"), "y a dégun d\'autre" is done',
    tags: ['french', 'consent', 'filler', 'multi-referee', 'correction', 'negation', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      "Oh fan, bien sûr, vas-y. Juste mon patron actuel tu l'appelles pas, hein",
      { tapConfirm: true },
      "Alors y a Lucien D'Agostino, mon ancien patron au snack du Vieux-Port, 06 11 22 33 44, et la Karima Haddad-Ruiz, ma collègue, karima.hr@gmail.com",
      { retry: "il a pas de mail, il est à l'ancienne, appelle-le", key: 'email:Lucien' },
      'Ah et le Jean-Marc Pastore, il était chef de rang avec moi, 04 91 54 12 30 au resto',
      "Non laisse tomber Jean-Marc en fait, c'est un fada, il va raconter n'importe quoi",
      "C'est tout, y a dégun d'autre",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Lucien', "D'Agostino", null, 'manager', '+33611223344'),
        c('Karima', 'Haddad-Ruiz', 'karima.hr@gmail.com', 'colleague'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i44',
    title:
      'Louisiana Cajun in a French intake: "Mais yeah, cher, ça c\'est bon" is consent, "Asteur" is no name, a pasted signature ("Claudette Broussard, Ed.D.", a title, a US street address and ZIP, a (337) number asked which country), "Ti-Jean Thibodeaux, son vrai nom c\'est Jean-Pierre" with a US number and no e-mail, "C\'est tout, cher"',
    tags: [
      'french',
      'consent',
      'filler',
      'signature',
      'foreign-phone',
      'multi-referee',
      'done-phrase',
    ],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      "Mais yeah, cher, ça c'est bon",
      "Asteur, la première c'est ma principale, je vous colle sa signature :\n\nClaudette Broussard, Ed.D.\nPrincipale | Programme d'immersion française, Prairie Elementary\n1201 Rue Guilbeau, Lafayette, LA 70506\ncbroussard@lpssonline.com | (337) 555-0148",
      { retry: "C'est aux États-Unis, en Louisiane", key: 'phone:Claudette' },
      "Pis mon parrain au CODOFIL, Ti-Jean Thibodeaux, son vrai nom c'est Jean-Pierre. Il a pas d'email, juste son téléphone, 337-555-0193, c'est en Louisiane aussi",
      "C'est tout, cher. Merci bien",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Claudette', 'Broussard', 'cbroussard@lpssonline.com', 'manager', '+13375550148'),
        c('Jean-Pierre', 'Thibodeaux', null, ['mentor', 'other'], '+13375550193'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i45',
    title:
      'Côte d\'Ivoire, nouchi in a French intake: "On dit quoi ! Ya pas de souci" is consent, "le vieux père Souleymane Bamba" ("vieux père" is respect, not a name) with a 10-digit Ivorian mobile "07 07 12 34 56" that also looks French (said to be Ivorian), "tantie Aya Kouamé, c\'est pas ma vraie tantie" who was a manager, the first number\'s digits corrected later, "C\'est tout, on est ensemble 🙏"',
    tags: [
      'french',
      'filler',
      'foreign-phone',
      'multi-referee',
      'correction',
      'emoji',
      'done-phrase',
    ],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      'On dit quoi ! Ya pas de souci, vous pouvez les appeler',
      "Le premier c'est le vieux père Souleymane Bamba, mon patron au garage à Yopougon, 07 07 12 34 56, c'est un numéro de Côte d'Ivoire hein, pas France",
      { retry: "le vieux n'a pas d'email, faut l'appeler seulement", key: 'email:Souleymane' },
      "Et tantie Aya Kouamé, c'est pas ma vraie tantie hein, c'était ma responsable à la pharmacie avant le garage, aya.kouame@gmail.com, +225 05 44 56 78 90",
      "Ah pardon, le numéro du vieux c'est 07 07 12 34 65, j'ai inversé les derniers chiffres",
      "C'est tout, on est ensemble 🙏",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Souleymane', 'Bamba', null, 'manager', '+2250707123465'),
        c('Aya', 'Kouamé', 'aya.kouame@gmail.com', 'manager', '+2250544567890'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Eleventh blind set (2026-11-29)
  {
    id: 'fr-i46',
    title:
      'The Nord in ch\'ti: "Ouais ch\'est bon, vas-y" as consent, a file pasted as semicolon CSV from a French Excel ("NOM;Prénom;Lien;Portable;Mail", surnames in capitals stored as names, "chef d\'atelier", an empty e-mail cell, a Belgian landline in Mouscron with a 0032 prefix), a relationship corrected later ("Kevin ch\'est pas un collègue, ch\'est min copain d\'enfance"), "Ch\'est tout, merci hein biloute"',
    tags: [
      'french',
      'consent',
      'list',
      'multi-referee',
      'foreign-phone',
      'correction',
      'typos',
      'done-phrase',
    ],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      "Ouais ch'est bon, vas-y",
      { retry: "oui, d'accord", key: 'consent' },
      "J'te colle min fichier, ch'est d'l'Excel :\nNOM;Prénom;Lien;Portable;Mail\nDELATTRE;Fabrice;chef d'atelier;06 23 45 67 81;f.delattre@norauto.fr\nVANDAMME;Céline;collègue;0032 56 12 34 56;\nMERLIN;Kevin;collègue;07 60 12 98 44;kevin.merlin59@gmail.com",
      {
        retry: "Céline a pas d'mail, ch'est l'fixe de sin magasin à Mouscron",
        key: 'email:Céline',
      },
      "Ah et Kevin ch'est pas un collègue, ch'est min copain d'enfance, mais i m'connaît bien",
      "Ch'est tout, merci hein biloute",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Fabrice', 'Delattre', 'f.delattre@norauto.fr', 'manager', '+33623456781'),
        c('Céline', 'Vandamme', null, 'colleague', '+3256123456'),
        c('Kevin', 'Merlin', 'kevin.merlin59@gmail.com', 'friend', '+33760129844'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i47',
    title:
      'Djibouti in a Djiboutian intake: consent in Somali ("Haa, waan ogolahay", asked again), a Somali name of three parts ("Ahmed Omar Guelleh") with a local 8-digit mobile and his e-mail withheld ("Son mail je ne le donne pas": a partial refusal), Arabic script inside the messages ("إن شاء الله", "شكراً"), a teacher now in Dubai with a +971 number, a third referee named then withdrawn in the same message ("Et Kader mon collègue… non, laissez tomber")',
    tags: [
      'french',
      'consent',
      'foreign-phone',
      'multi-referee',
      'negation',
      'correction',
      'emoji',
      'done-phrase',
    ],
    locale: 'fr',
    defaultCountry: 'DJ',
    says: [
      'Haa, waan ogolahay',
      { retry: "Pardon, oui je suis d'accord", key: 'consent' },
      "Le premier c'est Ahmed Omar Guelleh, mon chef au port de Doraleh, 77 84 12 36. Son mail je ne le donne pas, il préfère qu'on l'appelle, إن شاء الله il répondra",
      { retry: 'non, pas de mail pour lui, je vous ai dit', key: 'email:Ahmed' },
      'Ensuite Mme Fatouma Houmed Ali, ma prof de BTS à Balbala, fatouma.houmed@gmail.com. Elle est à Dubaï maintenant, +971 50 123 4567',
      "Et Kader mon collègue... non, laissez tomber, je ne veux pas qu'il sache. Juste les deux. C'est tout, شكراً 🙏",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Ahmed', 'Omar Guelleh', null, 'manager', '+25377841236'),
        c(
          'Fatouma',
          'Houmed Ali',
          'fatouma.houmed@gmail.com',
          ['teacher', 'mentor'],
          '+971501234567',
        ),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i48',
    title:
      'French Guiana in a French intake: "Wi, mo dakò" in Guianese Creole (asked again), a 0694 mobile dictated in words ("zéro six quatre-vingt-quatorze, vingt, douze, trente-quatre", Guiana, +594), an e-mail promised for tomorrow (none), a Brazilian ex-boss in Oiapoque with a +55 96 number and Portuguese ("Ele não fala bem francês mas entende tudo"), then "la navette part. Je finis ce soir": open',
    tags: ['french', 'consent', 'words', 'foreign-phone', 'multi-referee', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      'Wi, mo dakò',
      { retry: "oui, je suis d'accord", key: 'consent' },
      "Le premier c'est mon chef au CSG à Kourou, Jean-Claude Mathurin. Son portable : zéro six quatre-vingt-quatorze, vingt, douze, trente-quatre",
      { retry: "C'est un numéro de Guyane", key: 'phone:Jean-Claude' },
      { retry: "son mail je l'ai pas là, je vous le donne demain", key: 'email:Jean-Claude' },
      "Le deuxième c'est mon ancien patron à Oiapoque, il est brésilien : Ronaldo Nascimento da Silva, +55 96 98112-3456. Ele não fala bem francês mas entende tudo",
      { retry: 'pas de mail, juste WhatsApp sur ce numéro', key: 'email:Ronaldo' },
      "Bon faut que j'y aille, la navette part. Je finis ce soir",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Jean-Claude', 'Mathurin', null, 'manager', '+594694201234'),
        c('Ronaldo', 'Nascimento da Silva', null, 'manager', '+5596981123456'),
      ],
    },
    outcome: 'open',
  },
  // ───────────── Twelfth blind set (2026-11-29)
  {
    id: 'fr-i49',
    title:
      'Saint-Pierre-et-Miquelon in a French intake: "Allez-y donc", a couple under one surname ("Les Detcheverry : Marie-Jo … et son mari Bernard": two referees, both Detcheverry), a 6-digit local mobile "55 41 22" (asked: Saint-Pierre-et-Miquelon, +508), Bernard without an e-mail ("il est en mer"), a Canadian "maître de stage" in Halifax with a (902) number, "Ça sera tout"',
    tags: ['french', 'multi-referee', 'foreign-phone', 'filler', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      'Allez-y donc, aucun problème',
      "Les Detcheverry : Marie-Jo, ma patronne à la boulangerie de la rue Boursaint, marie-jo.detcheverry@cheznoo.net, et son mari Bernard, le capitaine du chalutier où j'ai fait deux saisons, 55 41 22",
      { retry: "C'est à Saint-Pierre-et-Miquelon, l'indicatif c'est le 508", key: 'phone:Bernard' },
      {
        retry: "Bernard a pas de mail, il est en mer jusqu'à jeudi, envoyez-lui un texto",
        key: 'email:Bernard',
      },
      "Et au Canada, mon maître de stage à Halifax quand j'étais au lycée, Kenneth LeBlanc, kleblanc@dfo-mpo.gc.ca, (902) 555-0167",
      'Ça sera tout, merci',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Marie-Jo', 'Detcheverry', 'marie-jo.detcheverry@cheznoo.net', 'manager'),
        c('Bernard', 'Detcheverry', null, 'manager', '+508554122'),
        c(
          'Kenneth',
          'LeBlanc',
          'kleblanc@dfo-mpo.gc.ca',
          ['mentor', 'manager', 'teacher'],
          '+19025550167',
        ),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i50',
    title:
      'West Flanders, a Kortrijk candidate writing French as a second language in a Belgian intake: "Ja, dat is goed. Euh, oui, c\'est d\'accord", a contact shared as a pasted vCard ("N:Van de Velde;Pieter-Jan;;;", "TITLE:Ploegbaas", "TEL;TYPE=CELL:+32 (0)476 12 34 56" whose (0) is dropped), "En mijn collega … Griet De Smet" with a 056 landline, then "mettez plutôt son gsm, 0494 56 78 90, pas le fixe" (the phone replaced), "Dat is alles … tot ziens"',
    tags: [
      'french',
      'consent',
      'signature',
      'multi-referee',
      'correction',
      'foreign-phone',
      'done-phrase',
    ],
    locale: 'fr',
    defaultCountry: 'BE',
    says: [
      "Ja, dat is goed. Euh, oui, c'est d'accord",
      "Ik stuur de contactkaart, un moment :\nBEGIN:VCARD\nVERSION:3.0\nN:Van de Velde;Pieter-Jan;;;\nFN:Pieter-Jan Van de Velde\nORG:Bekaert NV\nTITLE:Ploegbaas\nTEL;TYPE=CELL:+32 (0)476 12 34 56\nEMAIL;TYPE=WORK:pieter-jan.vandevelde@bekaert.com\nEND:VCARD\nC'était mon chef d'équipe à l'usine de Zwevegem",
      'En mijn collega van de afdeling kwaliteit : Griet De Smet, griet.desmet@telenet.be, 056 21 43 65',
      'Sorry, voor Griet : mettez plutôt son gsm, 0494 56 78 90, pas le fixe',
      'Dat is alles. Merci, tot ziens !',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Pieter-Jan',
          'Van de Velde',
          'pieter-jan.vandevelde@bekaert.com',
          'manager',
          '+32476123456',
        ),
        c('Griet', 'De Smet', 'griet.desmet@telenet.be', 'colleague', '+32494567890'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i51',
    title:
      'Togo in a French intake, consent given then WITHDRAWN: "Ɛ̃, vous pouvez les contacter" (Ewe yes with a French consent), "M. Kossi Agbodjan" with a local 8-digit Lomé number (asked: Togo), no e-mail, then "je retire mon accord … effacez ce que je vous ai donné", with a name and a number inside the withdrawal ("n\'appelez pas non plus Mme Afi Mensah au 99 87 65 43"), "Akpé": nothing kept',
    tags: ['french', 'consent', 'foreign-phone', 'correction', 'negation'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      'Ɛ̃, vous pouvez les contacter',
      "Le premier c'est mon patron à l'imprimerie à Bè, M. Kossi Agbodjan, 90 12 34 56",
      { retry: "C'est au Togo, à Lomé", key: 'phone:Kossi' },
      { retry: "Il n'a pas de mail, seulement le téléphone", key: 'email:Kossi' },
      "Attendez... si vous l'appelez il va savoir que je veux partir. Non, finalement je retire mon accord. Ne contactez personne, effacez ce que je vous ai donné, et n'appelez pas non plus Mme Afi Mensah au 99 87 65 43. Akpé",
      { tapConfirm: true },
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  // ───────────── Thirteenth blind set (2026-11-29)
  {
    id: 'fr-i52',
    title:
      'Guinea in a Guinean intake: "Eey, pas de problème" (Pular yes with French), a list numbered "1)" and "2)", an honorific "El Hadj" that is no first name ("El Hadj Ibrahima Sow", Ibrahima), 9-digit local mobiles "622 45 67 89" and "00224 664 12 34 56", no e-mail for a shopkeeper, "fatoumata.diallo@gmial.com" corrected to gmail.com in the next message, "C\'est tout. Jaraama 🙏"',
    tags: [
      'french',
      'consent',
      'list',
      'multi-referee',
      'foreign-phone',
      'correction',
      'emoji',
      'done-phrase',
    ],
    locale: 'fr',
    defaultCountry: 'GN',
    says: [
      'Eey, pas de problème, vous pouvez les appeler',
      '1) El Hadj Ibrahima Sow, mon patron à la quincaillerie du marché Madina, 622 45 67 89\n2) Mme Fatoumata Diallo, ma formatrice au centre de formation de Matam, fatoumata.diallo@gmial.com, 00224 664 12 34 56',
      "Pardon c'est gmail.com pas gmial, fatoumata.diallo@gmail.com",
      {
        retry: "El Hadj n'a pas d'e-mail, il est commerçant, appelez-le seulement",
        key: 'email:Ibrahima',
      },
      "C'est tout. Jaraama 🙏",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Ibrahima', 'Sow', null, 'manager', '+224622456789'),
        c(
          'Fatoumata',
          'Diallo',
          'fatoumata.diallo@gmail.com',
          ['teacher', 'mentor'],
          '+224664123456',
        ),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i53',
    title:
      'Lyon in a French intake: consent with a condition on how ("Ok pour moi, tant que vous ne dites pas chez qui je postule", confirmed), a forwarded WhatsApp message pasted with its timestamp ("[18:42, 27/11/2026] Maxime Vial: … mon 06 : 06 71 22 48 90"), a LinkedIn URL that is no e-mail, a colleague\'s married name replacing the surname given ("c\'est Solène Brunet maintenant", her e-mail kept), "C\'est tout, merci, bonne soirée"',
    tags: [
      'french',
      'consent',
      'signature',
      'number-in-word',
      'multi-referee',
      'correction',
      'emoji',
      'done-phrase',
    ],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      'Ok pour moi, tant que vous ne dites pas chez qui je postule',
      { tapConfirm: true },
      "Mon ancien manager chez Cegid à la Part-Dieu m'a dit ok, je vous colle son message :\n[18:42, 27/11/2026] Maxime Vial: Bien sûr tu peux me mettre en référence 👍 mon 06 : 06 71 22 48 90",
      {
        retry: "Je n'ai pas son mail, juste son LinkedIn : linkedin.com/in/maxime-vial-lyon",
        key: 'email:Maxime',
      },
      'Et ma collègue du support, Solène Mathon, solene.mathon@free.fr, 07 68 45 12 03',
      "Ah non, Solène a changé de nom depuis son mariage, c'est Solène Brunet maintenant. Le mail reste le même",
      "C'est tout, merci, bonne soirée",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Maxime', 'Vial', null, 'manager', '+33671224890'),
        c('Solène', 'Brunet', 'solene.mathon@free.fr', 'colleague', '+33768451203'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i54',
    title:
      'Chad in a Chadian intake: a refusal in Chadian Arabic and French ("Salam aleykoum. Lâ, je préfère pas qu\'on appelle mes anciens chefs"), then a question back offering signed PDF work certificates instead, with a director\'s name and an N\'Djamena number inside ("M. Mahamat Saleh Abakar … 66 21 43 87"): nothing kept',
    tags: ['french', 'consent', 'question-back', 'negation', 'foreign-phone'],
    locale: 'fr',
    defaultCountry: 'TD',
    says: [
      "Salam aleykoum. Lâ, je préfère pas qu'on appelle mes anciens chefs",
      { tapConfirm: true },
      'Je peux vous envoyer mes attestations de travail en PDF à la place ? Celle de la Cotontchad est signée par M. Mahamat Saleh Abakar, le directeur, son numéro est dessus : 66 21 43 87. Choukrane',
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'fr-i55',
    title:
      'Normandy, a retired farmer typing ALL IN CAPITALS without apostrophes in a French intake: "OUI JE SUIS D ACCORD", "JEAN-PIERRE LEMARCHAND" (Jean-Pierre Lemarchand) with a Caen landline and "J.LEMARCHAND@WANADOO.FR" (lowercased), the landline corrected in a later message ("J AI INVERSE", 98 not 89), "MADAME ODILE HEBERT" (no accent invented) with a mobile half remembered ("06 84 22 … JE NE RETROUVE PLUS LA FIN": no phone), then "MON PETIT FILS M APPELLE … JE REVIENS DEMAIN": open',
    tags: ['french', 'consent', 'multi-referee', 'correction', 'typos', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      'BONJOUR. OUI JE SUIS D ACCORD.',
      'MON ANCIEN CHEF A LA COOPERATIVE AGRICOLE DE CAEN : JEAN-PIERRE LEMARCHAND. TEL 02 31 45 67 89 (FIXE, IL EST A LA RETRAITE). MAIL J.LEMARCHAND@WANADOO.FR',
      'ET MADAME ODILE HEBERT QUI M A FAIT TRAVAILLER DANS SA FERME PENDANT LES MOISSONS. SON PORTABLE C EST LE 06 84 22 ... JE NE RETROUVE PLUS LA FIN. PAS DE MAIL',
      'PARDON POUR MONSIEUR LEMARCHAND LE FIXE C EST 02 31 45 67 98, J AI INVERSE',
      'JE VOUS LAISSE MON PETIT FILS M APPELLE POUR LE GOUTER. JE REVIENS DEMAIN. CORDIALEMENT',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Jean-Pierre', 'Lemarchand', 'j.lemarchand@wanadoo.fr', 'manager', '+33231456798'),
        c('Odile', 'Hebert', null, ['manager', 'other'], null),
      ],
    },
    outcome: 'open',
  },
  // ───────────── Fourteenth blind set (2026-11-29)
  {
    id: 'fr-i56',
    title:
      'the Comorian diaspora in Marseille in a French intake: a hesitation as a question back ("Heu attendez… vous allez leur demander quoi exactement ?"), then "Ewa, d\'accord, allez-y" (asked again if need be), her boss at a tailoring shop with a Marseille mobile, "mon fundi, celui qui m\'a appris la couture à Moroni" (a mentor or teacher) with a three-part name "Ahmed Said Mmadi" and a 7-digit Comorian mobile "321 45 67" (asked: the Comoros, +269), no e-mail ("juste WhatsApp"), "Marahaba sana 🙏"',
    tags: [
      'french',
      'consent',
      'question-back',
      'foreign-phone',
      'multi-referee',
      'emoji',
      'done-phrase',
    ],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      "Heu attendez... vous allez leur demander quoi exactement ? Je veux pas qu'ils parlent de ma famille",
      "Ewa, d'accord, allez-y",
      { retry: "Oui, je suis d'accord", key: 'consent' },
      "Ma patronne à la retoucherie de la rue d'Aubagne, Mme Zaharia Mbaé, zaharia.mbae@gmail.com, 06 58 31 27 94",
      "Et mon fundi, celui qui m'a appris la couture à Moroni : Ahmed Said Mmadi, 321 45 67",
      { retry: "C'est aux Comores, à Moroni, le +269", key: 'phone:Ahmed' },
      { retry: "Il a pas d'e-mail, il a juste WhatsApp sur ce numéro", key: 'email:Ahmed' },
      "Bon, c'est tout. Marahaba sana 🙏",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Zaharia', 'Mbaé', 'zaharia.mbae@gmail.com', 'manager', '+33658312794'),
        c('Ahmed', 'Said Mmadi', null, ['mentor', 'teacher'], '+2693214567'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i57',
    title:
      'Congo-Brazzaville in a Congolese intake: "Mbote! Oui, allez-y", "Mon boss à la pharmacie … Dr Grâce Nkounkou-Massamba" ("Dr" is no name) with a local "06 612 34 56", "mon yaya Bienvenu Mabiala, c\'est pas mon vrai grand frère … on était vendeurs ensemble" (a colleague), now in Kinshasa across the river with "081 234 5678" (asked: DR Congo, +243), no e-mail, then the pharmacist\'s number corrected from 06 to 05 ("elle a changé de puce"), "C\'est tout. Matondo"',
    tags: ['french', 'filler', 'foreign-phone', 'multi-referee', 'correction', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'CG',
    says: [
      'Mbote! Oui, allez-y, pas de souci',
      'Mon boss à la pharmacie du marché Total à Bacongo, Dr Grâce Nkounkou-Massamba, g.nkounkou@yahoo.fr, 06 612 34 56',
      "Et mon yaya Bienvenu Mabiala, c'est pas mon vrai grand frère hein, c'est l'ancien au dépôt, on était vendeurs ensemble. Il est à Kinshasa maintenant : 081 234 5678",
      { retry: "C'est un numéro de Kinshasa, RDC", key: 'phone:Bienvenu' },
      { retry: "Il n'a pas d'e-mail, appelez-le", key: 'email:Bienvenu' },
      "Pardon, pour Dr Nkounkou c'est 05 612 34 56, pas 06. Elle a changé de puce",
      "C'est tout. Matondo",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Grâce', 'Nkounkou-Massamba', 'g.nkounkou@yahoo.fr', 'manager', '+242056123456'),
        c('Bienvenu', 'Mabiala', null, 'colleague', '+243812345678'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i58',
    title:
      'Cambodia in a Cambodian intake: "Baat, d\'accord" (Khmer yes, asked again), surnames written first in capitals ("M. CHHIM Sokha", Sokha Chhim), "mon lok kru au lycée Sisowath" is a teacher, "bong Srey Pov" (a nickname with "bong" for an older colleague) replaced by the real name "KEO Sreypov", local "012 845 376" and "092 617 458", an ex-boss gone back to France with a French mobile (asked: France) and no e-mail, "C\'est tout. Orkun chraen"',
    tags: [
      'french',
      'consent',
      'foreign-phone',
      'multi-referee',
      'correction',
      'filler',
      'done-phrase',
    ],
    locale: 'fr',
    defaultCountry: 'KH',
    says: [
      "Baat, d'accord",
      { retry: "Oui, je suis d'accord", key: 'consent' },
      "Mon lok kru au lycée Sisowath, M. CHHIM Sokha, il m'enseignait le français, chhim.sokha@gmail.com, 012 845 376",
      "Et bong Srey Pov, ma collègue à la réception de l'hôtel, on dit bong parce qu'elle est plus âgée. Pardon, son vrai nom c'est KEO Sreypov, keo.sreypov@gmail.com, 092 617 458",
      "Mon ancien chef à l'hôtel, Vincent Morel, il est rentré en France : 06 47 25 83 10",
      { retry: "C'est un numéro de France", key: 'phone:Vincent' },
      { retry: "Je n'ai pas son mail, seulement le téléphone", key: 'email:Vincent' },
      "C'est tout. Orkun chraen",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Sokha', 'Chhim', 'chhim.sokha@gmail.com', 'teacher', '+85512845376'),
        c('Sreypov', 'Keo', 'keo.sreypov@gmail.com', 'colleague', '+85592617458'),
        c('Vincent', 'Morel', null, 'manager', '+33647258310'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i59',
    title:
      'a Wallisian in Nouméa in a New Caledonian intake: "Mālō te ma\'uli. Euh… je sais pas. Faut que j\'en parle à ma famille d\'abord" (undecided), a question back ("Si je dis oui, vous appelez qui en premier ?"), then a refusal ("Non, finalement non. Mon ancien patron … c\'est mon tonton") with a name and a 6-digit Wallis number inside it ("Sione Tuifua à Wallis, 82 47 15"), confirmed: nothing kept',
    tags: ['french', 'consent', 'hedge', 'question-back', 'negation', 'foreign-phone'],
    locale: 'fr',
    defaultCountry: 'NC',
    says: [
      "Mālō te ma'uli. Euh... je sais pas. Faut que j'en parle à ma famille d'abord",
      'Si je dis oui, vous appelez qui en premier ?',
      "Non, finalement non. Mon ancien patron au chantier de la SLN à Doniambo, c'est mon tonton, chez nous on mélange pas le travail et la famille. Et Sione Tuifua à Wallis, 82 47 15, il a même pas internet. Laissez tomber",
      { tapConfirm: true },
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  // ───────────── Fifteenth blind set (2026-11-30)
  {
    id: 'fr-i60',
    title:
      'a Ukrainian teacher in Villeurbanne in a French intake: "Так, oui, je suis d\'accord 🙂", her Kharkiv school head written in Cyrillic with the Latin spelling given ("Олена Коваленко. En lettres latines : Olena Kovalenko", stored in Latin) with a +380 mobile and a ukr.net e-mail, a Croix-Rouge volunteer French teacher with a French mobile, "Андрій Мельник — Andriy Melnyk" then "sur son passeport c\'est Andrii, pas Andriy" (the first name corrected, his e-mail kept as written), a local Ukrainian "067 555 12 34" for a colleague now in Poland who kept his Ukrainian number (+380, not +48), "C\'est tout. Дякую!"',
    tags: [
      'french',
      'consent',
      'multi-referee',
      'foreign-phone',
      'correction',
      'emoji',
      'done-phrase',
    ],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      "Так, oui, je suis d'accord 🙂",
      "Ma première référence c'est ma directrice à l'école de Kharkiv, j'étais prof de français là-bas : Олена Коваленко. En lettres latines : Olena Kovalenko. olena.kovalenko@ukr.net, +380 67 123 4567",
      'Ensuite Mme Sophie Marchal, la bénévole qui me donne des cours de français à la Croix-Rouge à Villeurbanne, sophie.marchal@laposte.net, 06 23 45 67 81',
      "Et mon collègue de l'école, Андрій Мельник — Andriy Melnyk, andriy.melnyk87@gmail.com",
      "Pardon, sur son passeport c'est Andrii, pas Andriy. Le mail ne change pas",
      'Son numéro : 067 555 12 34. Il est en Pologne maintenant mais il a gardé son numéro ukrainien',
      { retry: 'Ukrainien, +380', key: 'phone:Andrii' },
      "C'est tout. Дякую!",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Olena', 'Kovalenko', 'olena.kovalenko@ukr.net', 'manager', '+380671234567'),
        c(
          'Sophie',
          'Marchal',
          'sophie.marchal@laposte.net',
          ['teacher', 'mentor', 'other'],
          '+33623456781',
        ),
        c('Andrii', 'Melnyk', 'andriy.melnyk87@gmail.com', 'colleague', '+380675551234'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i61',
    title:
      'the Wenzhou diaspora in Aubervilliers in a French intake: "好的 ok d\'accord" (asked again if need be), a wholesaler boss "WANG Jianguo (王建国), Wang c\'est le nom de famille" with an all-digit QQ e-mail "2846731950@qq.com" and a French mobile, a high-school French teacher "Mme CHEN Li (陈老师)" (surname in capitals: Li Chen) "en Chine" with an 11-digit Chinese mobile "138 5771 2046" (+86) and a WeChat ID that is no e-mail, "Xiaoyan… euh Xiaoyan ZHOU" with a 163.com e-mail, "就这些, c\'est tout, merci 谢谢"',
    tags: ['french', 'consent', 'multi-referee', 'foreign-phone', 'filler', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      "好的 ok d'accord",
      { retry: "Oui, je suis d'accord", key: 'consent' },
      "Mon ancien patron au grossiste de textile à Aubervilliers : WANG Jianguo (王建国), Wang c'est le nom de famille. Tél 06 12 88 45 70, mail 2846731950@qq.com",
      'Et ma prof de français au lycée à Wenzhou, Mme CHEN Li (陈老师), elle est en Chine. Pas de mail, elle a juste WeChat : chenli_wz88. Son portable 138 5771 2046',
      { retry: "C'est un numéro chinois, +86", key: 'phone:Li' },
      { retry: "Elle n'a pas d'e-mail, seulement WeChat", key: 'email:Li' },
      'Et ma collègue de caisse Xiaoyan... euh Xiaoyan ZHOU, zhou.xiaoyan@163.com',
      "就这些, c'est tout, merci 谢谢",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Jianguo', 'Wang', '2846731950@qq.com', 'manager', '+33612884570'),
        c('Li', 'Chen', null, ['teacher', 'mentor'], '+8613857712046'),
        c('Xiaoyan', 'Zhou', 'zhou.xiaoyan@163.com', 'colleague'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i62',
    title:
      'a Polish office cleaner in Brussels in a Belgian intake: "Tak, jasne. Oui, d\'accord", "Pani Gosia, ma patronne" (Pani is a title, Gosia a nickname, no surname) with a Belgian mobile, then "Gosia c\'est le petit nom … Małgorzata Wiśniewska" (replaced) with an e-mail without diacritics, "Pan Tomasz Kowalczyk" (Pan is a title) with a 9-digit Polish mobile "601 234 567" (asked: Poland, +48) and no e-mail, then "Przepraszam, je dois y aller, mon bus arrive": open',
    tags: [
      'french',
      'consent',
      'multi-referee',
      'foreign-phone',
      'correction',
      'filler',
      'done-phrase',
    ],
    locale: 'fr',
    defaultCountry: 'BE',
    says: [
      "Tak, jasne. Oui, d'accord",
      'Pani Gosia, ma patronne pour le nettoyage des bureaux à Etterbeek, 0478 12 34 56',
      "Pardon, Gosia c'est le petit nom, et Pani ça veut dire Madame. Son vrai nom : Małgorzata Wiśniewska. Mail : m.wisniewska@wp.pl",
      'Et mon ancien chef sur les chantiers à Katowice, Pan Tomasz Kowalczyk, 601 234 567',
      { retry: "C'est en Pologne, +48", key: 'phone:Tomasz' },
      'Przepraszam, je dois y aller, mon bus arrive. Je termine ce soir',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Małgorzata', 'Wiśniewska', 'm.wisniewska@wp.pl', 'manager', '+32478123456'),
        c('Tomasz', 'Kowalczyk', null, 'manager', '+48601234567'),
      ],
    },
    outcome: 'open',
  },
  {
    id: 'fr-i63',
    title:
      'the Aosta Valley in an Italian intake: "Bondzor! Sì… oui, d\'accord", Italian titles that are no first names ("Geom. Ivo Perrin", "la Dott.ssa Chiara Bionaz, ma directrice de stage"), an Aosta landline "0165 30 04 56" whose leading 0 stays (+39 0165…), an Italian mobile "347 123 4567", a boss in Martigny over the Grand-Saint-Bernard with a Swiss mobile in an Italian intake (asked: Switzerland) and no e-mail, "C\'est tout, mersì bien"',
    tags: ['french', 'consent', 'multi-referee', 'foreign-phone', 'filler', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'IT',
    says: [
      "Bondzor! Sì... oui, d'accord, vous pouvez les contacter",
      "Le premier c'est Geom. Ivo Perrin, mon chef au bureau technique de la commune d'Aoste, ivo.perrin@comune.aosta.it, 0165 30 04 56 (le bureau)",
      'Après la Dott.ssa Chiara Bionaz, ma directrice de stage au Fort de Bard, chiara.bionaz@fortedibard.it, cell. 347 123 4567',
      "Et mon ancien patron de l'autre côté du Grand-Saint-Bernard, au camping à Martigny : Stéphane Vouilloz, 079 345 67 89",
      { retry: "C'est un numéro suisse", key: 'phone:Stéphane' },
      { retry: "Pas de mail, il répond qu'au téléphone", key: 'email:Stéphane' },
      "C'est tout, mersì bien",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Ivo', 'Perrin', 'ivo.perrin@comune.aosta.it', 'manager', '+390165300456'),
        c(
          'Chiara',
          'Bionaz',
          'chiara.bionaz@fortedibard.it',
          ['manager', 'mentor'],
          '+393471234567',
        ),
        c('Stéphane', 'Vouilloz', null, 'manager', '+41793456789'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Sixteenth blind set (2026-11-30)
  {
    id: 'fr-i64',
    title:
      'a Korean candidate in Paris in a French intake: "네, 동의합니다 ! Oui, d\'accord", her Seoul team leader written surname first in Hangul with a title ("박지영 팀장님. Park Ji-young, 팀장님 c\'est « cheffe d\'équipe »": Ji-young Park) with a local Korean mobile "010-2345-6789" (asked: South Korea, +82), a French teacher at the Alliance française de Séoul given over two messages ("M. Julien Roche" then his e-mail and a French mobile, "il est rentré en France"), an e-mail with "골뱅이" for the at sign explained in brackets ("soyeon.kim 골뱅이 naver.com"), "C\'est tout, 감사합니다"',
    tags: ['french', 'consent', 'multi-referee', 'foreign-phone', 'filler', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      "네, 동의합니다 ! Oui, d'accord",
      "Mon ancienne cheffe chez Samsung à Séoul : 박지영 팀장님. Park Ji-young, Park c'est le nom de famille, 팀장님 c'est « cheffe d'équipe ». jiyoung.park@samsung.com, 010-2345-6789",
      { retry: 'Corée du Sud, +82', key: 'phone:Ji-young' },
      "Et mon prof de français à l'Alliance française de Séoul, M. Julien Roche",
      "julien.roche@af-seoul.kr pardon j'avais oublié, et son portable 07 81 22 45 90, il est rentré en France",
      'Et ma collègue de stage Kim So-yeon (김소연), soyeon.kim 골뱅이 naver.com (골뱅이 = @, on dit comme ça en coréen)',
      "C'est tout, 감사합니다",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Ji-young', 'Park', 'jiyoung.park@samsung.com', 'manager', '+821023456789'),
        c('Julien', 'Roche', 'julien.roche@af-seoul.kr', ['teacher', 'mentor'], '+33781224590'),
        c('So-yeon', 'Kim', 'soyeon.kim@naver.com', 'colleague'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i65',
    title:
      'a Franco-Manitoban in Saint-Boniface (Winnipeg) in a Canadian intake: "Oui, go ahead, pas de problème", a nun with a title that is no first name ("Sœur Cécile Bérubé, la directrice du foyer où je fais du bénévolat") given over two messages with an e-mail written "cecile.berube(at)soeursgrises(dot)mb(dot)ca", "mon boss à la caisse populaire, M. Raymond Fréchette-Gauthier" with a (204) number, "Ti-Guy, ben Guy Normandeau, mon coach de hockey" (a nickname, then the name) with "204.555.0199" in dots and no e-mail, "Ça fait le tour. Merci ben!"',
    tags: ['french', 'consent', 'multi-referee', 'filler', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'CA',
    says: [
      'Oui, go ahead, pas de problème',
      "Ma première c'est Sœur Cécile Bérubé, la directrice du foyer où je fais du bénévolat à Saint-Boniface",
      'Son courriel : cecile.berube(at)soeursgrises(dot)mb(dot)ca',
      'Pis mon boss à la caisse populaire, M. Raymond Fréchette-Gauthier, (204) 555-0147, raymond.fg@caissepop.mb.ca',
      'Pis Ti-Guy, ben Guy Normandeau, mon coach de hockey, 204.555.0199',
      { retry: "Il a pas d'email, appelez-le", key: 'email:Guy' },
      'Ça fait le tour. Merci ben!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Cécile', 'Bérubé', 'cecile.berube@soeursgrises.mb.ca', ['manager', 'mentor', 'other']),
        c('Raymond', 'Fréchette-Gauthier', 'raymond.fg@caissepop.mb.ca', 'manager', '+12045550147'),
        c('Guy', 'Normandeau', null, ['mentor', 'teacher', 'other'], '+12045550199'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i66',
    title:
      'a Cairo teacher in an Egyptian intake: "Bonjour! Inshallah 🙏" is no consent yet (asked again: "Aywa, oui, d\'accord"), "Dr. Hanan Abd El-Rahman" (a title, a compound surname) given over two messages with a local Egyptian mobile "010 1234 5678" (+20), "Mido… pardon, Mohamed Mahmoud Soliman, on l\'appelle Mido" (a nickname replaced, a three-part name) with "+20 122 345 6789" and "pas de mail", "ustaz Sherif" whose surname the candidate does not know (ustaz is a title: Sherif, no surname) with "0100 987 6543", "Khalas, c\'est tout. Shukran!"',
    tags: ['french', 'consent', 'hedge', 'multi-referee', 'foreign-phone', 'filler', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'EG',
    says: [
      'Bonjour! Inshallah 🙏',
      { retry: "Aywa, oui, d'accord, vous pouvez les contacter", key: 'consent' },
      "Le premier : Dr. Hanan Abd El-Rahman, ma directrice au lycée français du Caire où j'enseignais, hanan.abdelrahman@lfcaire.edu.eg",
      'Son portable 010 1234 5678',
      "Et Mido... pardon, Mohamed Mahmoud Soliman, on l'appelle Mido, mon collègue de maths, +20 122 345 6789, pas de mail il utilise que WhatsApp",
      "Et ustaz Sherif, mon prof de français à l'université Ain Shams. Je connais pas son nom de famille, tout le monde dit juste ustaz Sherif. 0100 987 6543",
      "Khalas, c'est tout. Shukran!",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Hanan', 'Abd El-Rahman', 'hanan.abdelrahman@lfcaire.edu.eg', 'manager', '+201012345678'),
        c('Mohamed', 'Mahmoud Soliman', null, 'colleague', '+201223456789'),
        c('Sherif', null, null, ['teacher', 'mentor'], '+201009876543'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i67',
    title:
      'a Kabyle candidate in Montreuil in a French intake: "Azul! Ur ẓriɣ ara… je sais pas trop, c\'est qui qui va les appeler ?" (undecided, a question back), then "Ih, ulac aɣilif. Oui allez-y", "Dda Mokrane" (Dda is an elder\'s title, like « tonton »: Mokrane Aït Ahmed) with a French mobile and no e-mail, a teacher in Tizi Ouzou with an e-mail typed with spaces and capitals ("k.amrouche @ Yahoo . Fr") and a local Algerian mobile "0550 12 34 56" (asked: Algeria, +213), a colleague then withdrawn ("Non enlève Rachid, on est fâchés depuis l\'Aïd 😬"), "C\'est bon, tanemmirt!"',
    tags: [
      'french',
      'consent',
      'question-back',
      'multi-referee',
      'foreign-phone',
      'emoji',
      'done-phrase',
    ],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      "Azul! Ur ẓriɣ ara... je sais pas trop, c'est qui qui va les appeler ?",
      'Ih, ulac aɣilif. Oui allez-y',
      "Dda Mokrane, mon patron à la supérette à Montreuil. Dda c'est comme « tonton » chez nous, son vrai nom c'est Mokrane Aït Ahmed. 06 58 21 44 90",
      { retry: 'Il a pas de mail, juste le téléphone', key: 'email:Mokrane' },
      'Et Kahina Amrouche, ma prof au centre de formation à Tizi Ouzou, k.amrouche @ Yahoo . Fr, 0550 12 34 56',
      { retry: "C'est en Algérie, +213", key: 'phone:Kahina' },
      'Et Rachid Belkacem mon collègue de la supérette, rachid.belk@gmail.com',
      "Non enlève Rachid, on est fâchés depuis l'Aïd 😬",
      "C'est bon, tanemmirt!",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Mokrane', 'Aït Ahmed', null, 'manager', '+33658214490'),
        c('Kahina', 'Amrouche', 'k.amrouche@yahoo.fr', ['teacher', 'mentor'], '+213550123456'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Seventeenth blind set (2026-11-30)
  {
    id: 'fr-i68',
    title:
      'a Cotonou candidate in a Beninese intake after the 2024 renumbering: "M. HOUNKPATIN Gérard, mon ancien DG" (surname first in capitals: Gérard Hounkpatin) with a new ten-digit Beninese mobile "01 97 12 34 56" that looks like a Paris landline (+229 01…), "Mme AGBODJAN Sènami" with an old eight-digit number "96 45 78 12" (asked again: "c\'est l\'ancien numéro … il faut mettre 01 devant"), no e-mail for her, "que Dieu vous bénisse"',
    tags: ['french', 'multi-referee', 'foreign-phone', 'correction', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'BJ',
    says: [
      "Bonjour. Oui, je suis d'accord, vous pouvez les contacter",
      "Le premier c'est M. HOUNKPATIN Gérard, mon ancien DG à la société de transit au port de Cotonou. g.hounkpatin@transit-benin.bj, 01 97 12 34 56",
      'Ensuite ma collègue du service douane, Mme AGBODJAN Sènami, 96 45 78 12',
      {
        retry:
          "Ah pardon, c'est l'ancien numéro. Depuis la réforme il faut mettre 01 devant : 01 96 45 78 12",
        key: 'phone:Sènami',
      },
      { retry: "Elle n'a pas d'e-mail, appelez-la", key: 'email:Sènami' },
      "C'est tout. Merci beaucoup, que Dieu vous bénisse",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Gérard', 'Hounkpatin', 'g.hounkpatin@transit-benin.bj', 'manager', '+2290197123456'),
        c('Sènami', 'Agbodjan', null, 'colleague', '+2290196457812'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i69',
    title:
      'a Mauritanian candidate for a Boulogne-sur-Mer fish plant who answers ahead: a numbered list of referees sent instead of the consent (asked again: "Ah oui pardon. Oui, vous pouvez les contacter tous les deux"), names with "Ould" and "Mint" that belong to the surname ("Mohamed Lemine Ould Cheikh", a compound first name; "Mariem Mint Ahmed Salem"), explained after ("Ould veut dire « fils de »"), a Mauritanian mobile "+222 22 45 67 89" whose number also starts with 22, no e-mail for the plant head, "Choukrane"',
    tags: ['french', 'consent', 'list', 'multi-referee', 'foreign-phone', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      "Bonjour, voici mes références :\n1) Mohamed Lemine Ould Cheikh, le chef d'usine à Nouadhibou, +222 22 45 67 89\n2) Mariem Mint Ahmed Salem, ma responsable au labo qualité, mariem.ahmedsalem@poissonnerie-nouadhibou.mr",
      { retry: 'Ah oui pardon. Oui, vous pouvez les contacter tous les deux', key: 'consent' },
      "Ould Cheikh c'est le nom de famille, Ould veut dire « fils de ». Pareil pour Mint, « fille de », son nom c'est Mint Ahmed Salem",
      {
        retry: "Il n'a pas d'e-mail, il répond sur WhatsApp au même numéro",
        key: 'email:Mohamed Lemine',
      },
      "C'est tout, merci. Choukrane",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Mohamed Lemine', 'Ould Cheikh', null, 'manager', '+22222456789'),
        c('Mariem', 'Mint Ahmed Salem', 'mariem.ahmedsalem@poissonnerie-nouadhibou.mr', 'manager'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i70',
    title:
      'a French NGO worker back from Laos: "Oui ok pour moi 👍", her director given by first name only ("Vanida. Là-bas on appelle les gens par leur prénom") then the surname spelled out in capitals ("S-I-S-O-U-P-H-A-N-H") with a Lao mobile "020 55 12 34 56" (asked: Laos, +856), a volunteer coordinator whose e-mail is corrected in the same message ("thomas.guerin@… non attendez, t.guerin@…, il a changé"), "Khop chai!"',
    tags: ['french', 'multi-referee', 'foreign-phone', 'correction', 'emoji', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      'Oui ok pour moi 👍',
      "Ma directrice à l'ONG au Laos : Vanida. Là-bas on appelle les gens par leur prénom, même son nom de famille je dois le chercher",
      "Je l'ai retrouvé : Sisouphanh, S-I-S-O-U-P-H-A-N-H. vanida.s@eau-laos.org, 020 55 12 34 56",
      { retry: "C'est au Laos, +856", key: 'phone:Vanida' },
      'Et Thomas Guérin, le coordinateur des volontaires à Lyon qui me suivait pendant la mission, thomas.guerin@volontaires-asie.fr non attendez, t.guerin@volontaires-asie.fr, il a changé',
      "C'est tout. Khop chai!",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Vanida', 'Sisouphanh', 'vanida.s@eau-laos.org', 'manager', '+8562055123456'),
        c('Thomas', 'Guérin', 't.guerin@volontaires-asie.fr', ['manager', 'mentor', 'other']),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i71',
    title:
      'a Monte-Carlo casino croupier in a French intake: a yes with a condition on when ("Oui, mais attendez lundi pour mon chef actuel, je pose ma démission vendredi 🙏"), a Monaco mobile "+377 6 12 34 56 78", a Monaco landline "98 06 12 34" in eight digits (asked: Monaco, +377), a third referee without a name ("le responsable des jeux de table, je retrouve son nom": nothing kept), then "je dois prendre mon service … Je reviens ce soir": open',
    tags: ['french', 'consent', 'multi-referee', 'foreign-phone', 'emoji', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      'Oui, mais attendez lundi pour mon chef actuel, je pose ma démission vendredi 🙏',
      'Mon chef actuel : Lorenzo Notari, chef de partie au casino, +377 6 12 34 56 78',
      { retry: 'Pas de mail perso, appelez-le après lundi', key: 'email:Lorenzo' },
      'Et Sylvie Bini, mon ancienne collègue au Café de Paris, s.bini@montecarlo-resort.mc, 98 06 12 34',
      { retry: "C'est Monaco, +377", key: 'phone:Sylvie' },
      'Et le responsable des jeux de table, je retrouve son nom et je vous dis',
      'Désolé je dois prendre mon service, la table ouvre à 14h. Je reviens ce soir',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Lorenzo', 'Notari', null, 'manager', '+377612345678'),
        c('Sylvie', 'Bini', 's.bini@montecarlo-resort.mc', 'colleague', '+37798061234'),
      ],
    },
    outcome: 'open',
  },
  // ───────────── Eighteenth blind set (2026-11-30)
  {
    id: 'fr-i72',
    title:
      'a Réunion candidate in a Réunion intake who pastes from her CV: "Lé bon, oui", first the CV\'s own line "Références disponibles sur demande" (no referee), then "j\'ai copié la mauvaise ligne 😅" and a table pasted from Word with tabs whose first column is the SURNAME in capitals ("Nom\\tPrénom\\tFonction\\tTéléphone\\tE-mail": GRONDIN Marie-Annick, PAYET Jean-Marc with an empty e-mail cell, SINIMALÉ Vanessa), local 0692/0693 mobiles (+262), a French mainland mobile for a trainer who moved to Lyon (asked: +33), "Mersi bonpé"',
    tags: ['french', 'list', 'multi-referee', 'foreign-phone', 'off-topic', 'emoji', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'RE',
    says: [
      'Lé bon, oui, vous pouvez les contacter',
      'Références disponibles sur demande',
      "Ah pardon 😅 j'ai copié la mauvaise ligne du CV. Voilà le tableau :\nNom\tPrénom\tFonction\tTéléphone\tE-mail\nGRONDIN\tMarie-Annick\tResponsable de magasin (ma cheffe)\t0692 45 12 78\tma.grondin@leclerc-stdenis.re\nPAYET\tJean-Marc\tCollègue en rayon\t0693 21 54 87\t\nSINIMALÉ\tVanessa\tFormatrice AFPAR\t06 12 48 90 33\tv.sinimale@afpar.com",
      { retry: "Vanessa est partie à Lyon, c'est un portable de métropole", key: 'phone:Vanessa' },
      {
        retry: "Jean-Marc n'a pas de mail, il est sur WhatsApp au même numéro",
        key: 'email:Jean-Marc',
      },
      "C'est tout. Mersi bonpé 🙏",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Marie-Annick', 'Grondin', 'ma.grondin@leclerc-stdenis.re', 'manager', '+262692451278'),
        c('Jean-Marc', 'Payet', null, 'colleague', '+262693215487'),
        c('Vanessa', 'Sinimalé', 'v.sinimale@afpar.com', ['teacher', 'mentor'], '+33612489033'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i73',
    title:
      'a Savoie ski-lift seasonal worker who refuses, then agrees: "Non" (the refusal not confirmed), "Attendez non ! J\'ai cru que vous alliez appeler mon patron actuel à la station. Si c\'est mes anciens patrons, oui c\'est d\'accord", e-mail addresses dictated with the AZERTY key names ("jeanluc point rey tiret du 8 73 arobase gmail point com" is jeanluc.rey_73@gmail.com, "berangere tiret du 6 duc arobase wanadoo point fr" is berangere-duc@wanadoo.fr), "Duc-Goninaz", then the first e-mail corrected later ("c\'est pas 73 c\'est 74 à la fin, il est de Haute-Savoie 😅"), "Je vais y dire" in Savoyard',
    tags: ['french', 'consent', 'negation', 'correction', 'multi-referee', 'emoji', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      'Non',
      { tapConfirm: false },
      "Attendez non ! J'ai cru que vous alliez appeler mon patron actuel à la station. Si c'est mes anciens patrons, oui c'est d'accord",
      "Mon chef aux remontées mécaniques à La Plagne l'hiver dernier, Jean-Luc Rey, 06 71 28 44 15. Il m'a dicté son mail au téléphone : jeanluc point rey tiret du 8 73 arobase gmail point com",
      "Et la patronne du restaurant d'altitude où je fais les étés, Bérangère Duc-Goninaz, son mail c'est berangere tiret du 6 duc arobase wanadoo point fr",
      "Ah pour Jean-Luc c'est pas 73 c'est 74 à la fin, il est de Haute-Savoie pas de Savoie 😅",
      "C'est bon, c'est tout. Je vais y dire à Jean-Luc que vous allez l'appeler",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Jean-Luc', 'Rey', 'jeanluc.rey_74@gmail.com', 'manager', '+33671284415'),
        c('Bérangère', 'Duc-Goninaz', 'berangere-duc@wanadoo.fr', 'manager'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i74',
    title:
      'a mechanic from the Swiss Jura in a Swiss intake whose first referee is written surname first with two names that are both first names ("Simon Laurent, mon chef d\'atelier", while his e-mail reads laurent.simon@…), set right two messages later ("Laurent c\'est le prénom, Simon le nom de famille. À l\'atelier tout le monde dit les noms à l\'envers"), "c\'est en ordre pour moi" is consent, a Delémont landline "032 421 44 00" replaced later by his "natel" "079 412 56 83", a "maître d\'apprentissage" in Saignelégier, "Tout de bon et merci!"',
    tags: ['french', 'consent', 'multi-referee', 'correction', 'foreign-phone', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'CH',
    says: [
      "Oui c'est en ordre pour moi",
      "Alors le premier c'est Simon Laurent, mon chef d'atelier chez le fabricant de boîtes de montres à Delémont, laurent.simon@boitiers-jura.ch, 032 421 44 00",
      "Et Pierre-Alain Froidevaux, mon maître d'apprentissage au garage à Saignelégier, pa.froidevaux@bluewin.ch",
      "Attention pour le premier : Laurent c'est le prénom, Simon le nom de famille. À l'atelier tout le monde dit les noms à l'envers, comme à l'armée",
      "Et pour Laurent mettez plutôt son natel, au fixe de l'atelier personne ne répond : 079 412 56 83",
      "C'est tout. Tout de bon et merci!",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Laurent', 'Simon', 'laurent.simon@boitiers-jura.ch', 'manager', '+41794125683'),
        c('Pierre-Alain', 'Froidevaux', 'pa.froidevaux@bluewin.ch', [
          'mentor',
          'teacher',
          'manager',
        ]),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i75',
    title:
      'a former Afghan interpreter for the French army, now in Nantes, in a French intake: "Salam. Bale, oui, d\'accord", a rank instead of a name ("le capitaine Durand … Son prénom je ne sais plus, on disait toujours « mon capitaine »") completed later ("Je l\'ai retrouvé sur Facebook : Thibault"), a cousin who was really his boss ("C\'est la famille, mais c\'est lui qui m\'a fait travailler dans son restaurant … c\'était vraiment mon patron") without an e-mail, a fellow interpreter now in Hamburg with a local German mobile "0176 23456789" (asked: +49), "Tashakor"',
    tags: ['french', 'consent', 'multi-referee', 'foreign-phone', 'filler', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      "Salam. Bale, oui, d'accord",
      "Le premier c'est le capitaine Durand, j'étais son interprète à Kaboul en 2011 et 2012. Maintenant il est à la retraite à Toulon. Son prénom je ne sais plus, on disait toujours « mon capitaine »",
      "Je l'ai retrouvé sur Facebook : Thibault. Thibault Durand, thibault.durand83@orange.fr",
      "Et mon cousin Jawad Ahmadi. C'est la famille, mais c'est lui qui m'a fait travailler dans son restaurant à Nantes quand je suis arrivé, c'était vraiment mon patron. 06 23 45 67 81",
      { retry: "Il n'a pas de mail, il ne lit jamais les mails", key: 'email:Jawad' },
      'Et Farid Noori, interprète avec moi à Kaboul, maintenant il est en Allemagne, à Hambourg : 0176 23456789',
      { retry: "C'est un numéro d'Allemagne", key: 'phone:Farid' },
      { retry: 'farid.noori@web.de', key: 'email:Farid' },
      "C'est tout. Tashakor, merci beaucoup",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Thibault', 'Durand', 'thibault.durand83@orange.fr', 'manager'),
        c('Jawad', 'Ahmadi', null, 'manager', '+33623456781'),
        c('Farid', 'Noori', 'farid.noori@web.de', 'colleague', '+4917623456789'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Nineteenth blind set (2026-11-30)
  {
    id: 'fr-i76',
    title:
      'a Roissy ramp agent in a French intake who spells names with the aviation alphabet: "Ok pas de souci", "Karim Bekkouche. B comme Bravo, E Echo, K Kilo, K Kilo, O Oscar, U Uniform, C Charlie, H Hotel, E Echo", an e-mail given as a pattern ("son nom point son prénom arobase gmail": bekkouche.karim@gmail.com), a French mobile written "+33 06 61 42 87 09" with the trunk 0 kept, the station manager of a client airline ("la cheffe d\'escale d\'Air Austral") spelled "H comme Hôtel, O comme Oscar …" with a Réunion mobile "0692 71 33 08" said to be Réunionese in a French intake (+262, never +33), no e-mail for her',
    tags: ['french', 'multi-referee', 'foreign-phone', 'typos', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      'Ok pas de souci, vous pouvez',
      "Mon chef avion au 2E : Karim Bekkouche. B comme Bravo, E Echo, K Kilo, K Kilo, O Oscar, U Uniform, C Charlie, H Hotel, E Echo. Son mail c'est son nom point son prénom arobase gmail point com. Tél +33 06 61 42 87 09",
      "Et la cheffe d'escale d'Air Austral, Mme Hoarau, Nadège. H comme Hôtel, O comme Oscar, A comme Alpha, R comme Roméo, A comme Alpha, U comme Uniform. Elle est à Roissy mais son portable est réunionnais : 0692 71 33 08",
      { retry: "Je n'ai pas son mail, appelez-la sur le portable", key: 'email:Nadège' },
      "C'est tout, merci",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Karim', 'Bekkouche', 'bekkouche.karim@gmail.com', 'manager', '+33661428709'),
        c('Nadège', 'Hoarau', null, ['client', 'other'], '+262692713308'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i77',
    title:
      'an apprentice baker in Thiers (Auvergne) whose mother types for him, then he takes over, then she again: "je suis la maman de Mattéo … Il est d\'accord, il me l\'a dit ce matin" (a yes given for him; asked again, from him: "Cest Matteo jsuis rentré. Oui c bon pour moi"), his master baker in SMS style with a landline without spaces ("0473801234"), a CFA teacher with a hyphenated first name given surname last ("Mme Chassagne, Marie-Thérèse"), then the mother back ("C\'est encore sa maman, il est reparti à l\'entraînement 🙄") with the master\'s e-mail he forgot',
    tags: ['french', 'consent', 'multi-referee', 'typos', 'emoji', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      "Bonjour, je suis la maman de Mattéo. Il est en cours au CFA jusqu'à 17h et il m'a demandé de remplir pour lui. Il est d'accord pour que vous appeliez ses patrons, il me l'a dit ce matin",
      { retry: 'Cest Matteo jsuis rentré. Oui c bon pour moi', key: 'consent' },
      'mon maitre dapprentissage c Bernard Roux a la boulangerie Roux a Thiers 0473801234',
      'et ma prof de pratique au CFA Mme Chassagne, Marie-Thérèse, mt.chassagne@cfa-auvergne.fr',
      "C'est encore sa maman, il est reparti à l'entraînement de foot 🙄 Il a oublié le mail de M. Roux : boulangerie.roux63@orange.fr",
      'Ce sera tout pour lui. Merci, bonne soirée',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Bernard',
          'Roux',
          'boulangerie.roux63@orange.fr',
          ['mentor', 'manager', 'teacher'],
          '+33473801234',
        ),
        c('Marie-Thérèse', 'Chassagne', 'mt.chassagne@cfa-auvergne.fr', ['teacher', 'mentor']),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i78',
    title:
      'a Douala caterer in a Cameroonian intake, Cameroonian French: "y a pas le lait" is no problem (consent), a referee given by her Instagram handle ("sur Insta c\'est @mama_ekwalla_traiteur") then her real name ("Jacqueline Ekwalla, tout le monde dit Mama Jacky": no nickname kept), nine-digit Cameroonian mobiles "6 77 12 34 56" and "6 99 87 65 43" (+237), "Mme Pauline Fotso née Tchatchoua" whose e-mail carries the maiden name, with the usage said ("Appelez-la Mme Fotso, c\'est le nom de son mari": Fotso), "Grand merci"',
    tags: ['french', 'consent', 'multi-referee', 'foreign-phone', 'emoji', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'CM',
    says: [
      "Ah oui c'est ok, vous pouvez les appeler, y a pas le lait 😄",
      "La première c'est ma boss au service traiteur, sur Insta c'est @mama_ekwalla_traiteur. 6 77 12 34 56",
      "Pardon, son vrai nom c'est Jacqueline Ekwalla. Mais tout le monde dit Mama Jacky. jacqueline.ekwalla@yahoo.fr",
      "La deuxième c'est Mme Pauline Fotso née Tchatchoua, la gérante de la pâtisserie à Bonapriso où j'ai travaillé avant. Son mail c'est p.tchatchoua@gmail.com, 6 99 87 65 43",
      "Appelez-la Mme Fotso, c'est le nom de son mari, tout le monde la connaît comme ça",
      "C'est tout. Grand merci!",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Jacqueline', 'Ekwalla', 'jacqueline.ekwalla@yahoo.fr', 'manager', '+237677123456'),
        c('Pauline', 'Fotso', 'p.tchatchoua@gmail.com', 'manager', '+237699876543'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i79',
    title:
      'a Charleroi supermarket cashier in a Belgian intake who writes phones the Belgian way, with a slash and dots ("0476/32.98.15", a Charleroi landline "071/23.45.67"), a referee first given by her nickname only ("Cathy, je retrouve son nom de famille") and then again under her full name as if a third referee ("Et Catherine Moreau, ma formatrice caisse"), then merged ("suis-je bête, Catherine Moreau c\'est Cathy ! C\'est la même personne": one referee with the number of the first and the e-mail of the second), "merci hein"',
    tags: ['french', 'list', 'multi-referee', 'correction', 'emoji', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'BE',
    says: [
      'Oui allez-y, pas de problème',
      '1) Cathy, ma cheffe de rayon au Cora de Châtelineau (je retrouve son nom de famille), 0476/32.98.15\n2) Didier Lambert, le gérant, d.lambert@cora-chatelineau.be, 071/23.45.67',
      'Et Catherine Moreau, ma formatrice caisse, catherine.moreau@cora-chatelineau.be',
      "Ah mais non, suis-je bête, Catherine Moreau c'est Cathy ! C'est la même personne 😅 Une seule fois alors, avec son numéro et ce mail-là",
      "C'est tout, merci hein",
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Catherine',
          'Moreau',
          'catherine.moreau@cora-chatelineau.be',
          ['manager', 'mentor', 'teacher'],
          '+32476329815',
        ),
        c('Didier', 'Lambert', 'd.lambert@cora-chatelineau.be', 'manager', '+3271234567'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i80',
    title:
      'a Lebanese recruiter in Paris in a French intake: "Hi, kifak, ça va ? Oui akid", an HR director\'s e-mail signature pasted whole with three numbers on one line ("T +961 1 330 200 ext. 4512 | F +961 1 330 201 | M +961 3 456 789": the fax is never the phone, the extension is no digits of it) and a footer "Please consider the environment before printing this email", then "Appelez-la sur le portable, le fixe passe par le standard" (the mobile, +9613456789), a colleague with a two-word surname "Abou Jaoudé" and an e-mail without the accent, no phone, "Yalla bye"',
    tags: ['french', 'signature', 'multi-referee', 'foreign-phone', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      'Hi, kifak, ça va ? Oui akid, allez-y',
      'Voilà sa signature, je copie-colle :\n\nRima Haddad | Directrice des ressources humaines\nBanque Byblos-Méditerranée — Siège, Achrafieh, Beyrouth\nT +961 1 330 200 ext. 4512 | F +961 1 330 201 | M +961 3 456 789\nrima.haddad@bbm.com.lb\nPlease consider the environment before printing this email',
      "C'était ma N+2 quand j'étais chargée de recrutement à Beyrouth. Appelez-la sur le portable, le fixe passe par le standard",
      'Et mon collègue Karim Abou Jaoudé, chargé de recrutement avec moi, k.aboujaoude@gmail.com',
      {
        retry: 'Pas de numéro pour lui, il change de pays en ce moment. Le mail suffit',
        key: 'phone:Karim',
      },
      "C'est tout, merci. Yalla bye!",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Rima', 'Haddad', 'rima.haddad@bbm.com.lb', 'manager', '+9613456789'),
        c('Karim', 'Abou Jaoudé', 'k.aboujaoude@gmail.com', 'colleague'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Twentieth blind set, intake
  {
    id: 'fr-i81',
    title:
      'a heavy-truck mechanic in Saguenay in a Canadian intake, Québec French: "Ben oui, pas de trouble, go" (yes), his boss in lowercase SMS style ("mon boss au garage a chicoutimi c steve tremblay": capitalised) with a 418 number, his former teacher at the DEP ("M. Réjean Gagnon") with an address and no phone, a co-worker at a truck dealer with a 581 number, withdrawn in the next message ("Ah pis oublie Marc finalement, y\'é parti dans l\'Ouest pis y répond pu à son cell": two referees), "C\'est toute. Merci ben"',
    tags: ['french', 'consent', 'multi-referee', 'correction', 'typos', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'CA',
    says: [
      'Ben oui, pas de trouble, go',
      'mon boss au garage a chicoutimi c steve tremblay 418 555-0198 steve@garagetremblaylourd.ca',
      'Pis mon ancien prof au DEP en mécanique de véhicules lourds, M. Réjean Gagnon, rejean.gagnon@cfp-jonquiere.qc.ca',
      'Pis Marc Bouchard, on travaillait ensemble chez le concessionnaire Kenworth, 581-555-0133',
      "Ah pis oublie Marc finalement, y'é parti dans l'Ouest pis y répond pu à son cell",
      { retry: "J'ai pas son numéro, juste le courriel", key: 'phone:Réjean' },
      "C'est toute. Merci ben",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Steve', 'Tremblay', 'steve@garagetremblaylourd.ca', 'manager', '+14185550198'),
        c('Réjean', 'Gagnon', 'rejean.gagnon@cfp-jonquiere.qc.ca', 'teacher'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i82',
    title:
      'a cook in Abidjan in an Ivorian intake, Ivorian French: "C\'est pas gâté, vous pouvez les appeler 👌" (yes), his former head chef as "Chef Serge N\'Guessan" (Chef is a title here; a surname with an apostrophe) with a ten-digit Ivorian mobile ("07 07 12 34 56"), his chef in Dakar with two given names ("Mamadou Lamine Diop") and a Senegalese mobile in local format ("77 123 45 67": asked which country, +221), the head housekeeper written surname first in capitals ("Mme KONE Aminata") with an 05 number and no e-mail ("elle n\'a pas de mail dêh, appelez seulement"), "Voilà c\'est tout. Merci, Dieu vous bénisse"',
    tags: ['french', 'consent', 'multi-referee', 'foreign-phone', 'emoji', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'CI',
    says: [
      "Bonsoir. C'est pas gâté, vous pouvez les appeler 👌",
      "Mon ancien chef de cuisine à l'hôtel Lagunaire à Cocody c'est Chef Serge N'Guessan, 07 07 12 34 56, serge.nguessan@hotellagunaire.ci",
      "Avant j'étais à Dakar 3 ans, mon chef là-bas c'était Mamadou Lamine Diop, 77 123 45 67, mldiop@hoteltamaris.sn",
      { retry: 'Sénégal, +221', key: 'phone:Mamadou Lamine' },
      "Et la gouvernante générale de l'hôtel Lagunaire qui me connaît bien, Mme KONE Aminata, 05 44 98 76 21",
      { retry: "Elle n'a pas de mail dêh, appelez seulement", key: 'email:Aminata' },
      "Voilà c'est tout. Merci, Dieu vous bénisse",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Serge', "N'Guessan", 'serge.nguessan@hotellagunaire.ci', 'manager', '+2250707123456'),
        c('Mamadou Lamine', 'Diop', 'mldiop@hoteltamaris.sn', 'manager', '+221771234567'),
        c('Aminata', 'Kone', null, ['colleague', 'other'], '+2250544987621'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i83',
    title:
      'a care assistant in an EHPAD in Roubaix in a French intake: "ouais c bon vous pouvez" (yes), a numbered list of three referees in one message in which the coordinating doctor gets the Belgian nurse\'s address by a copy-and-paste slip, corrected in the next message ("le mail que j\'ai mis pour le Dr Benali c\'est celui de Sophie. Lui c\'est …"), a Belgian mobile in local format ("0474 12 34 56", from a temping job in Tournai: asked which country, +32), no phone for the doctor, "Voilà c tout bon, merci bcp"',
    tags: [
      'french',
      'consent',
      'list',
      'multi-referee',
      'foreign-phone',
      'correction',
      'typos',
      'done-phrase',
    ],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      'ouais c bon vous pouvez',
      "1. Mme Delphine Vanhoutte, cadre de santé à l'EHPAD Les Tilleuls à Roubaix, 03 20 45 67 89, delphine.vanhoutte@ehpad-lestilleuls.fr\n2. Dr Karim Benali, médecin coordonnateur aux Tilleuls, s.lemaire@chwp-tournai.be\n3. Sophie Lemaire, infirmière à Tournai quand j'étais en intérim en Belgique, 0474 12 34 56",
      "Pardon je me suis trompée, le mail que j'ai mis pour le Dr Benali c'est celui de Sophie. Lui c'est k.benali@ehpad-lestilleuls.fr",
      { retry: 'Belgique, +32', key: 'phone:Sophie' },
      { retry: "J'ai pas son portable au Dr Benali, le mail suffit", key: 'phone:Karim' },
      'Voilà c tout bon, merci bcp',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Delphine',
          'Vanhoutte',
          'delphine.vanhoutte@ehpad-lestilleuls.fr',
          'manager',
          '+33320456789',
        ),
        c('Karim', 'Benali', 'k.benali@ehpad-lestilleuls.fr', ['colleague', 'manager', 'other']),
        c('Sophie', 'Lemaire', 's.lemaire@chwp-tournai.be', 'colleague', '+32474123456'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i84',
    title:
      'a call-centre supervisor in Casablanca in a Moroccan intake, French with Darija: "Wakha, pas de souci 👍" (yes), "Si Abdelkader El Amrani" (Si is the Moroccan "Monsieur", no name and no "si") with a Moroccan mobile in local format, the French client whose account she ran ("la cliente française pour qui je gérais le compte") with a double surname and a +33 mobile, a fellow supervisor first named "Kawtar" and then in full ("Kawtar Ben Abdallah"), now in Tangier, with an 07 mobile, "Safi, c\'est tout. Choukran"',
    tags: ['french', 'consent', 'multi-referee', 'foreign-phone', 'filler', 'emoji', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'MA',
    says: [
      'Wakha, pas de souci 👍',
      "Mon responsable au plateau c'était Si Abdelkader El Amrani, 06 61 23 45 67, a.elamrani@atlascontact.ma",
      'Et la cliente française pour qui je gérais le compte, Mme Nathalie Girard-Ponsot, chez Lumitel à Lyon. nathalie.girard-ponsot@lumitel.fr, +33 6 12 34 56 78',
      'Et ma collègue Kawtar, on était superviseures ensemble. Kawtar Ben Abdallah. Elle est à Tanger maintenant, 07 70 12 34 56, kawtar.benabdallah@gmail.com',
      "Safi, c'est tout. Choukran",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Abdelkader', 'El Amrani', 'a.elamrani@atlascontact.ma', 'manager', '+212661234567'),
        c(
          'Nathalie',
          'Girard-Ponsot',
          'nathalie.girard-ponsot@lumitel.fr',
          'client',
          '+33612345678',
        ),
        c('Kawtar', 'Ben Abdallah', 'kawtar.benabdallah@gmail.com', 'colleague', '+212770123456'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i85',
    title:
      'a pharmacy assistant in Geneva in a Swiss intake: "Oui volontiers" (yes), a single referee ("Je n\'en ai qu\'une, désolée"), the pharmacist in charge with a hyphenated first name ("le Dr Pierre-Alain Rochat") with a Geneva landline in local format and an address, then his "natel" given in the next message as the number to use ("prenez plutôt son natel … c\'est toujours occupé": the mobile replaces the landline), "Ce sera tout, merci et belle journée"',
    tags: ['french', 'consent', 'correction', 'short', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'CH',
    says: [
      'Oui volontiers',
      "Je n'en ai qu'une, désolée, je n'ai travaillé que dans cette pharmacie. C'est le Dr Pierre-Alain Rochat, pharmacien responsable à la Pharmacie de la Servette-Nord, 022 310 45 67, pa.rochat@pharmacie-servettenord.ch",
      "En fait prenez plutôt son natel, à la pharmacie c'est toujours occupé : 079 512 34 88",
      'Ce sera tout, merci et belle journée',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Pierre-Alain',
          'Rochat',
          'pa.rochat@pharmacie-servettenord.ch',
          'manager',
          '+41795123488',
        ),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-second blind set, intake
  {
    id: 'fr-i86',
    title:
      'a Franco-Ontarian miner in Sudbury in a Canadian intake: "Oui, c\'est correct, go ahead" (yes), his former shift supervisor ("mon ancien boss à la mine, Marc-André Lalonde") with a 705 number and an address cut in two by an early send ("marcandre.lalonde@nickelridge" then ".ca"), his junior hockey coach with a nickname in quotes between his names (Ti-Rouge: neither a first name nor a surname), who also hired him one summer at the arena, whose cell comes when asked and who has no e-mail ("y est pas trop techno"), a cousin in HR named and set aside ("mais laisse faire, c\'est ma cousine"), "Ça fait le tour. Merci, bonne journée"',
    tags: ['french', 'consent', 'multi-referee', 'typos', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'CA',
    says: [
      "Oui, c'est correct, go ahead",
      "Mon ancien boss à la mine, Marc-André Lalonde, superviseur de quart. 705-555-0147, son courriel c'est marcandre.lalonde@nickelridge",
      '.ca',
      "Pis mon coach de hockey junior, Réjean \"Ti-Rouge\" Bélanger, y me connaît depuis que j'ai 12 ans. Y m'a engagé l'été pour l'aréna aussi",
      { retry: 'Son cell: 705 555 0199', key: 'phone:Réjean' },
      { retry: "Y a pas d'email, y est pas trop techno", key: 'email:Réjean' },
      "Y'a ma cousine Julie aux RH de la mine aussi, mais laisse faire, c'est ma cousine",
      'Ça fait le tour. Merci, bonne journée',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Marc-André', 'Lalonde', 'marcandre.lalonde@nickelridge.ca', 'manager', '+17055550147'),
        c('Réjean', 'Bélanger', null, ['mentor', 'teacher', 'manager', 'other'], '+17055550199'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i87',
    title:
      'a bank clerk in Kigali in a Rwandan intake: "Yego, oui, pas de problème" (yego is Kinyarwanda for yes), her branch manager written surname first as at home ("Uwimana Claudine"), set right two messages later ("Uwimana c\'est son nom de famille, chez nous on met souvent le nom d\'abord") with a Rwandan mobile in local format and an address whose domain she corrects ("c\'est umurage-bank.co.rw, j\'ai oublié le co"), her internship supervisor in Brussels ("mon encadreur de stage, M. Jean-Luc Vandenbroucke") with a +32 mobile and his address when asked, "C\'est tout. Murakoze cyane!"',
    tags: ['french', 'consent', 'multi-referee', 'foreign-phone', 'correction', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'RW',
    says: [
      'Yego, oui, pas de problème',
      "Ma cheffe à la banque : Uwimana Claudine, cheffe d'agence à Remera. claudine.uwimana@umurage-bank.rw, 0788 123 456",
      'Et mon encadreur de stage à Bruxelles, M. Jean-Luc Vandenbroucke, +32 475 12 34 56',
      { retry: 'jl.vandenbroucke@skynet.be', key: 'email:Jean-Luc' },
      "Pour Claudine : Uwimana c'est son nom de famille, chez nous on met souvent le nom d'abord. Et son mail c'est umurage-bank.co.rw, j'ai oublié le co",
      "C'est tout. Murakoze cyane!",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Claudine', 'Uwimana', 'claudine.uwimana@umurage-bank.co.rw', 'manager', '+250788123456'),
        c(
          'Jean-Luc',
          'Vandenbroucke',
          'jl.vandenbroucke@skynet.be',
          ['manager', 'mentor'],
          '+32475123456',
        ),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i88',
    title:
      'a welder in Liège in a Belgian intake: "Oufti, déjà ? Oui, ça va, allez-y" (yes after a surprised question), his workshop foreman with a Belgian "GSM" and an address with the full stop of the sentence after it, then a second referee he will not name before asking him ("je voudrais mettre mon prof de soudure …, mais je dois d\'abord lui demander s\'il est d\'accord. Je reviens vers vous demain"): nothing kept for the teacher, open',
    tags: ['french', 'consent', 'question-back', 'done-phrase', 'short'],
    locale: 'fr',
    defaultCountry: 'BE',
    says: [
      'Oufti, déjà ? Oui, ça va, allez-y',
      "Mon chef d'atelier chez Jemeppe Métal : Fabrice Lejeune. Son GSM c'est le 0496 12 34 56 et son mail f.lejeune@jemeppe-metal.be.",
      "Pour le deuxième, je voudrais mettre mon prof de soudure de l'IFAPME, mais je dois d'abord lui demander s'il est d'accord. Je reviens vers vous demain, ça va ?",
      'À demain alors !',
    ],
    expected: {
      consent: true,
      contacts: [c('Fabrice', 'Lejeune', 'f.lejeune@jemeppe-metal.be', 'manager', '+32496123456')],
    },
    outcome: 'open',
  },
  {
    id: 'fr-i89',
    title:
      'a freight forwarder in Dakar in a Senegalese intake, French with Wolof: "Waaw, amul problème" (yes), a bare address sent before any name ("pape.ndiaye@… c\'est l\'adresse de mon ancien chef"), then "Il s\'appelle Pape Ndiaye" (Pape is a Senegalese first name, no title) with a local 77 mobile, a colleague whose compound first name begins with "Mame" ("Mame Diarra Fall": Mame is part of the first name, no title) with a 76 mobile, "Bon, c\'est bon comme ça. Ba beneen yoon"',
    tags: ['french', 'consent', 'multi-referee', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'SN',
    says: [
      'Waaw, amul problème. Vous pouvez les contacter',
      "pape.ndiaye@teranga-transit.sn c'est l'adresse de mon ancien chef",
      "Il s'appelle Pape Ndiaye, chef de quai au port. 77 123 45 67",
      'Et Mame Diarra Fall, ma collègue au service transit, on a fait 3 ans ensemble. 76 234 56 78, mamediarra.fall@gmail.com',
      "Bon, c'est bon comme ça. Ba beneen yoon",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Pape', 'Ndiaye', 'pape.ndiaye@teranga-transit.sn', 'manager', '+221771234567'),
        c('Mame Diarra', 'Fall', 'mamediarra.fall@gmail.com', 'colleague', '+221762345678'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i90',
    title:
      'an Algerian nurse in Lyon in a French intake: "Oui, c\'est bon, allez-y" (yes), her former head of department at the Oran hospital with an Algerian mobile that reads like a French one ("0661 23 45 67": asked which country, +213), her current cadre de santé with a double surname and a French mobile, "C\'est tout, merci"',
    tags: ['french', 'consent', 'multi-referee', 'foreign-phone', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      "Oui, c'est bon, allez-y",
      "Mon ancienne cheffe de service à l'EHU d'Oran, Dr Nassima Boudiaf, 0661 23 45 67, n.boudiaf@ehu-oran.dz",
      { retry: "C'est un numéro algérien, +213", key: 'phone:Nassima' },
      'Et ma cadre de santé ici à Lyon, Mme Sylvie Perrin-Durand, 06 71 23 45 90, sylvie.perrin-durand@chu-lyon.fr',
      "C'est tout, merci",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Nassima', 'Boudiaf', 'n.boudiaf@ehu-oran.dz', 'manager', '+213661234567'),
        c('Sylvie', 'Perrin-Durand', 'sylvie.perrin-durand@chu-lyon.fr', 'manager', '+33671234590'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i91',
    title:
      'a bank clerk in Port-au-Prince in a Haitian intake, French and Kreyòl: "Wi, pa gen pwoblèm. Oui, vous pouvez les contacter" (yes), her branch manager whose surname looks like two first names ("Bòs mwen nan bank lan: M. Jean-Robert Pierre-Louis": Pierre-Louis is the surname) with an 8-digit Haitian mobile in local format and a .ht address, a colleague with a hyphenated saint\'s surname ("Marie-Michèle Saint-Fleur, kolèg mwen") with a mobile and no e-mail, then the manager\'s number replaced because he moved to Miami ("li chanje nimewo … +1 305 555 0142"), "Se tout. Mèsi anpil!"',
    tags: ['french', 'consent', 'multi-referee', 'foreign-phone', 'correction', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'HT',
    says: [
      'Wi, pa gen pwoblèm. Oui, vous pouvez les contacter',
      'Bòs mwen nan bank lan: M. Jean-Robert Pierre-Louis, directeur de la succursale de Pétion-Ville. 3456 7890, jrpierrelouis@banquedusud.ht',
      'Ak Marie-Michèle Saint-Fleur, kolèg mwen – ma collègue au service crédit. 4123 4567',
      { retry: 'Li pa gen imèl, se WhatsApp sèlman', key: 'email:Marie-Michèle' },
      "Ah, pou M. Pierre-Louis: li ale Miami kounye a, li chanje nimewo. Son nouveau numéro c'est le +1 305 555 0142",
      'Se tout. Mèsi anpil!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Jean-Robert', 'Pierre-Louis', 'jrpierrelouis@banquedusud.ht', 'manager', '+13055550142'),
        c('Marie-Michèle', 'Saint-Fleur', null, 'colleague', '+50941234567'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i92',
    title:
      'a fish-plant worker in Rivière-au-Renard (Gaspésie) in a Canadian intake: "Ben oui, pas de trouble pantoute" (yes), his forewoman with a particle in her surname ("Chantal Le Bouthillier") and the plant\'s number with an extension ("418 269-3341 poste 225": +1 418 269 3341, the extension dropped), a crab-boat deckhand first called by his initials ("JF, Jean-François Cloutier … c\'est un chum") with only a home landline and no e-mail, then the forewoman\'s domain corrected ("c\'est pecheries-gaspesiennes avec un tiret, pas collé, scuse"), "C\'est toute. Merci, bonne journée!"',
    tags: ['french', 'consent', 'multi-referee', 'correction', 'typos', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'CA',
    says: [
      'Ben oui, pas de trouble pantoute',
      { tapConfirm: true },
      "Ma contremaîtresse à l'usine de poisson à Rivière-au-Renard, Chantal Le Bouthillier. 418 269-3341 poste 225, chantal.lebouthillier@pecheriesgaspesiennes.ca",
      "Pis JF, Jean-François Cloutier. On a faite la saison du crabe ensemble sur le même bateau, c'est un chum. Y'a pas de cell, juste le téléphone de la maison: 418 269-5508",
      { retry: "Pas d'email, JF. Appelez-le le soir", key: 'email:Jean-François' },
      "Ah pis pour Chantal c'est pecheries-gaspesiennes avec un tiret, pas collé, scuse",
      "C'est toute. Merci, bonne journée!",
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Chantal',
          'Le Bouthillier',
          'chantal.lebouthillier@pecheries-gaspesiennes.ca',
          'manager',
          '+14182693341',
        ),
        c('Jean-François', 'Cloutier', null, ['colleague', 'friend'], '+14182695508'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i93',
    title:
      'a grocery cashier in Esch-sur-Alzette in a Luxembourg intake, dictating by voice: "Oui c\'est d\'accord virgule vous pouvez les appeler" (yes, with the spoken comma left in), her manager with "virgule", "point" and "arobase" spoken between and inside the fields, a Luxembourg mobile "621 12 34 56" and a surname the phone spelled with an umlaut ("Thierry Müller"), set right in the next message ("Muller sans tréma pardon"), a colleague with a particle ("Sandrine Da Costa") who lives in Thionville, with a French mobile in local format (asked which country, +33) and no e-mail, "C\'est tout merci"',
    tags: [
      'french',
      'consent',
      'multi-referee',
      'foreign-phone',
      'typos',
      'correction',
      'done-phrase',
    ],
    locale: 'fr',
    defaultCountry: 'LU',
    says: [
      "Oui c'est d'accord virgule vous pouvez les appeler",
      "Mon responsable à l'épicerie virgule Thierry Müller virgule son portable 621 12 34 56 virgule son mail thierry point muller arobase epicerie-muller point lu",
      "Muller sans tréma pardon c'est le téléphone qui le met tout seul",
      "Et ma collègue de caisse Sandrine Da Costa virgule elle habite à Thionville virgule 06 45 12 78 90 virgule elle n'a pas de mail",
      { retry: "C'est un numéro français virgule +33", key: 'phone:Sandrine' },
      { retry: 'Pas de mail pour Sandrine', key: 'email:Sandrine' },
      "C'est tout merci",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Thierry', 'Muller', 'thierry.muller@epicerie-muller.lu', 'manager', '+352621123456'),
        c('Sandrine', 'Da Costa', null, 'colleague', '+33645127890'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i94',
    title:
      'an agronomist in Niamey in a Nigerien intake: "Tò, d\'accord. Mais pas mon chef actuel hein …" (tò is Hausa for OK: a yes with a condition, confirmed), his former supervisor at an NGO with a local 8-digit mobile and an address, the project\'s accountant with a number written with the 00227 prefix and no spaces ("0022790765432") and no e-mail, then a third name given and withdrawn in the same message because he is the current boss the condition excluded ("ah non attendez, lui c\'est mon chef actuel, enlevez-le ! 😅"), "Voilà, c\'est tout. Fofo !" (Zarma thanks)',
    tags: [
      'french',
      'consent',
      'multi-referee',
      'foreign-phone',
      'correction',
      'emoji',
      'done-phrase',
    ],
    locale: 'fr',
    defaultCountry: 'NE',
    says: [
      "Tò, d'accord. Mais pas mon chef actuel hein, lui il ne sait pas encore que je cherche ailleurs",
      { tapConfirm: true },
      'Mon ancien superviseur au projet maraîcher, M. Ousmane Garba, 96 12 34 56, ousmane.garba@sahelvert-ong.org',
      'Et Mme Hadiza Souley, la comptable du projet, on partageait le même bureau. 0022790765432',
      { retry: "Elle n'a pas d'e-mail, appelez-la directement", key: 'email:Hadiza' },
      "Ah et M. Boubacar Adamou aussi, il connaît bien mon travail… ah non attendez, lui c'est mon chef actuel, enlevez-le ! 😅",
      "Voilà, c'est tout. Fofo !",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Ousmane', 'Garba', 'ousmane.garba@sahelvert-ong.org', 'manager', '+22796123456'),
        c('Hadiza', 'Souley', null, 'colleague', '+22790765432'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i95',
    title:
      'a shop assistant in Fort-de-France in a Martinique intake: "Wi, sé bon, zot pé kontakté yo" (Creole yes), her manager with a 0696 mobile and an address, a warehouse colleague with a hyphenated surname and only a 0596 home landline, no e-mail, "C\'est tout. Mèsi an chay!"',
    tags: ['french', 'consent', 'multi-referee', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'MQ',
    says: [
      'Wi, sé bon, zot pé kontakté yo',
      { tapConfirm: true },
      'Ma responsable au magasin à Fort-de-France : Mme Ginette Rosamond, 0696 12 34 56, ginette.rosamond@wanadoo.fr',
      "Et Johan Sainte-Rose, mon collègue de l'entrepôt. Il a juste le fixe chez lui : 0596 63 12 34",
      { retry: 'Pas de mail pour Johan', key: 'email:Johan' },
      "C'est tout. Mèsi an chay!",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Ginette', 'Rosamond', 'ginette.rosamond@wanadoo.fr', 'manager', '+596696123456'),
        c('Johan', 'Sainte-Rose', null, 'colleague', '+596596631234'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-fifth blind set, intake
  {
    id: 'fr-i96',
    title:
      'a hotel receptionist in Agadir in a Moroccan intake: a no turned into a yes in the same message, with a condition ("Non non... enfin si, allez, c\'est bon, vous pouvez les contacter. Mais pas mon patron actuel": confirmed), her former head of reception with an Amazigh surname ("M. Youssef Aït Lahcen") and a Moroccan mobile typed with a letter O for 0 and a small l for 1 ("O66l 23 45 67": 0661 …), a colleague with a compound first name ("Fatima Zahra Oubella") and an address only, "C\'est tout, merci. Tanmirt !" (Tashelhit thanks)',
    tags: [
      'french',
      'consent',
      'negation',
      'multi-referee',
      'typos',
      'number-in-word',
      'done-phrase',
    ],
    locale: 'fr',
    defaultCountry: 'MA',
    says: [
      "Non non... enfin si, allez, c'est bon, vous pouvez les contacter. Mais pas mon patron actuel",
      { tapConfirm: true },
      "Mon ancien chef de réception à l'hôtel à Agadir, M. Youssef Aït Lahcen, y.aitlahcen@hotel-atlantique-agadir.ma, O66l 23 45 67",
      'Et ma collègue Fatima Zahra Oubella, réceptionniste comme moi, fz.oubella@gmail.com',
      "C'est tout, merci. Tanmirt !",
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Youssef',
          'Aït Lahcen',
          'y.aitlahcen@hotel-atlantique-agadir.ma',
          'manager',
          '+212661234567',
        ),
        c('Fatima Zahra', 'Oubella', 'fz.oubella@gmail.com', 'colleague'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i97',
    title:
      'an accountant in Nouakchott in a Mauritanian intake: consent behind a proverb ("« Celui qui pose des questions ne se perd pas », comme on dit chez nous. Donc oui, d\'accord 🙂"), his supervisor at a fishing company with a Mauritanian name ("Mohamed Lemine Ould Ahmed": Ould Ahmed is the surname) and an 8-digit mobile, his former accounting teacher offered with a doubt ("Et peut-être Mme Aïssata Ba … je ne sais pas si c\'est une bonne idée") and kept in the next message ("Bon, gardez-la") with her address and mobile, "C\'est tout. Merci beaucoup"',
    tags: ['french', 'consent', 'multi-referee', 'hedge', 'emoji', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'MR',
    says: [
      "« Celui qui pose des questions ne se perd pas », comme on dit chez nous. Donc oui, d'accord 🙂",
      { tapConfirm: true },
      'Mon superviseur à la société de pêche, Mohamed Lemine Ould Ahmed, mlouldahmed@pecheatlantique.mr, 22 45 67 89',
      "Et peut-être Mme Aïssata Ba, ma prof de comptabilité à l'ISCAE... je ne sais pas si c'est une bonne idée, ça fait longtemps",
      'Bon, gardez-la, elle me connaît bien. aissata.ba@iscae.mr, 46 12 34 56',
      "C'est tout. Merci beaucoup",
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Mohamed Lemine',
          'Ould Ahmed',
          'mlouldahmed@pecheatlantique.mr',
          'manager',
          '+22222456789',
        ),
        c('Aïssata', 'Ba', 'aissata.ba@iscae.mr', 'teacher', '+22246123456'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i98',
    title:
      'a garage receptionist in Trois-Rivières in a Canadian intake: "Oui, pas de problème" (yes), her boss at the garage with only the office number ("le bureau c\'est le 819 374-2210"), a colleague whose number is "le même que le bureau, elle a pas de cell" (the same number stored for both) with an address missing a letter, set right in words in the next message ("j\'ai oublié le s à la fin de Gélinas : gelinas"), "C\'est beau, c\'est toute. Merci!"',
    tags: ['french', 'consent', 'multi-referee', 'typos', 'correction', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'CA',
    says: [
      'Oui, pas de problème',
      "Mon boss au garage, Sylvain Trudel, sylvain@garagetrudel.ca, le bureau c'est le 819 374-2210",
      "Pis ma collègue à la réception, Mélanie Gélinas, son numéro c'est le même que le bureau, elle a pas de cell. melanie.gelina@hotmail.com",
      "Oups, dans le courriel de Mélanie j'ai oublié le s à la fin de Gélinas : gelinas",
      "C'est beau, c'est toute. Merci!",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Sylvain', 'Trudel', 'sylvain@garagetrudel.ca', 'manager', '+18193742210'),
        c('Mélanie', 'Gélinas', 'melanie.gelinas@hotmail.com', 'colleague', '+18193742210'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i99',
    title:
      'a maintenance technician in Clermont-Ferrand in a French intake: "Oui, je suis d\'accord" (yes), two referees by title and surname only in one message ("M. Chabrier, mon responsable d\'atelier" with an address and a landline, "Mme Vidal, ma tutrice d\'alternance à l\'IUT" with an address only), his sister-in-law as a third ("ma belle-sœur … je sais, c\'est de la famille, mais elle était vraiment ma cheffe d\'équipe": kept, as a boss) with a mobile, the first names of the first two in a later message ("M. Chabrier c\'est Didier, Mme Vidal c\'est Catherine"), "Voilà, c\'est tout"',
    tags: ['french', 'consent', 'multi-referee', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      "Oui, je suis d'accord",
      "M. Chabrier, mon responsable d'atelier chez le fabricant de pneus, chabrier.d@pneus-auvergne.fr, 04 73 29 15 80. Et Mme Vidal, ma tutrice d'alternance à l'IUT, c.vidal@uca.fr",
      "Et ma belle-sœur, Nathalie Roux… je sais, c'est de la famille, mais elle était vraiment ma cheffe d'équipe à la boulangerie pendant deux ans. nathalie.roux63@orange.fr, 06 71 22 48 90",
      "Les prénoms : M. Chabrier c'est Didier, Mme Vidal c'est Catherine",
      "Voilà, c'est tout",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Didier', 'Chabrier', 'chabrier.d@pneus-auvergne.fr', 'manager', '+33473291580'),
        c('Catherine', 'Vidal', 'c.vidal@uca.fr', ['teacher', 'mentor']),
        c('Nathalie', 'Roux', 'nathalie.roux63@orange.fr', ['manager', 'other'], '+33671224890'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i100',
    title:
      'a pharmacy assistant in Sherbrooke in a Canadian intake: "Oui, allez-y" (yes), her manager with an address and an 819 number, a colleague with an address and an 819 number, "C\'est tout, merci"',
    tags: ['french', 'consent', 'multi-referee', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'CA',
    says: [
      'Oui, allez-y',
      'Ma gérante à la pharmacie : Julie Bergeron, julie.bergeron@pharmaciestrie.ca, 819 565-1122',
      'Mon collègue Maxime Lapointe, max.lapointe@gmail.com, 819 822-3344',
      "C'est tout, merci",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Julie', 'Bergeron', 'julie.bergeron@pharmaciestrie.ca', 'manager', '+18195651122'),
        c('Maxime', 'Lapointe', 'max.lapointe@gmail.com', 'colleague', '+18198223344'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-seventh blind set, intake
  {
    id: 'fr-i101',
    title:
      'A hardware-shop salesman in Bamako (a Malian tenant): "Bonjour. Ayiwa, c\'est d\'accord" (Bambara "well then", confirmed), a list numbered "1°" and "2°" with an honorific before a name and a nickname after it ("El Hadj Boubacar Traoré, on l\'appelle Papus") with a Malian mobile and no e-mail, his internship supervisor at a hospital with her address dictated ("fatou point diarra arobase yahoo point fr"), the imam of his neighbourhood with a mobile only ("Imam Sékou Ballo"), the first mobile corrected ("j\'ai inversé les deux derniers"), "C\'est tout. I ni ce !"',
    tags: ['french', 'consent', 'list', 'multi-referee', 'correction', 'filler', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'ML',
    says: [
      "Bonjour. Ayiwa, c'est d'accord, vous pouvez les appeler",
      { tapConfirm: true },
      "Voici :\n1° Mon ancien patron à la quincaillerie, El Hadj Boubacar Traoré, on l'appelle Papus. Tél 76 12 34 56. Il n'a pas d'email\n2° Mme Fatoumata Diarra, ma maîtresse de stage au CHU du Point G, fatou point diarra arobase yahoo point fr",
      "Et l'imam de notre quartier à Hamdallaye, Imam Sékou Ballo, qui me connaît depuis l'enfance : 66 78 90 12",
      "Pardon, pour Papus le bon numéro c'est 76 12 34 65, j'ai inversé les deux derniers",
      "C'est tout. I ni ce !",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Boubacar', 'Traoré', null, 'manager', '+22376123465'),
        c('Fatoumata', 'Diarra', 'fatou.diarra@yahoo.fr', ['mentor', 'manager', 'teacher']),
        c('Sékou', 'Ballo', null, ['other', 'mentor'], '+22366789012'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i102',
    title:
      'A sales assistant in Lausanne (a Swiss tenant): a question back ("C\'est qui qui va lire ce que disent mes références ? Mon employeur actuel aussi ?"), then a no ("Hmm non alors, je préfère pas."), taken back in the next message ("Non attendez, j\'ai relu … Bon ok, oui, allez-y 🙂", confirmed), two referees on two lines of one message with Swiss numbers in local format (a Vaud mobile and a Lausanne landline) and "M." and a compound first name ("M. Jean-Daniel Cuendet", her apprenticeship trainer), "Voilà, c\'est tout. Bonne journée !"',
    tags: [
      'french',
      'question-back',
      'consent',
      'negation',
      'correction',
      'multi-referee',
      'emoji',
      'done-phrase',
    ],
    locale: 'fr',
    defaultCountry: 'CH',
    says: [
      "C'est qui qui va lire ce que disent mes références ? Mon employeur actuel aussi ?",
      'Hmm non alors, je préfère pas.',
      "Non attendez, j'ai relu, c'est seulement les personnes que je donne qui sont contactées. Bon ok, oui, allez-y 🙂",
      { tapConfirm: true },
      "Ma cheffe d'équipe au magasin de Renens : Nathalie Pittet, n.pittet@bluewin.ch, 079 456 12 34\nMon formateur d'apprentissage, M. Jean-Daniel Cuendet, jd.cuendet@ecole-metiers-vd.ch, 021 316 45 00",
      "Voilà, c'est tout. Bonne journée !",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Nathalie', 'Pittet', 'n.pittet@bluewin.ch', 'manager', '+41794561234'),
        c(
          'Jean-Daniel',
          'Cuendet',
          'jd.cuendet@ecole-metiers-vd.ch',
          ['teacher', 'mentor', 'manager'],
          '+41213164500',
        ),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i103',
    title:
      'A garage receptionist in Yaoundé (a Cameroonian tenant): "Bonsoir. Pas de souci, on est ensemble 👍🏾" (yes, confirmed), her boss by his neighbourhood nickname first ("Tonton Jo … c\'est pas mon vrai tonton hein") then in full ("Joseph Ateba Onana") with a Cameroonian mobile and no e-mail, a colleague with a Bassa surname ("Mireille Ngo Mbaga") set right in the next message ("c\'est Mbarga, pas Mbaga"), a football coach named without a first name and dropped in the same message ("coach Ndjock, mais j\'ai pas son numéro ni rien, laissez tomber"), "Voilà, c\'est fini. Merci mon frère"',
    tags: ['french', 'consent', 'filler', 'emoji', 'typos', 'correction', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'CM',
    says: [
      'Bonsoir. Pas de souci, on est ensemble 👍🏾',
      { tapConfirm: true },
      "Tonton Jo, mon patron au garage à Mvog-Mbi (c'est pas mon vrai tonton hein, on l'appelle comme ça au quartier 😂). Joseph Ateba Onana, 677 12 34 56",
      'Et ma collègue de la pharmacie où je travaillais avant, Mireille Ngo Mbaga, mireillengo@yahoo.fr',
      "Pardon c'est Mbarga, pas Mbaga. Mireille Ngo Mbarga. Le mail est bon",
      "Ah et mon coach de foot, coach Ndjock, mais j'ai pas son numéro ni rien, laissez tomber",
      "Voilà, c'est fini. Merci mon frère",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Joseph', 'Ateba Onana', null, 'manager', '+237677123456'),
        c('Mireille', 'Ngo Mbarga', 'mireillengo@yahoo.fr', 'colleague'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i104',
    title:
      'A delivery driver in Charleroi (a Belgian tenant): "Oui pas de souci, allez-y", his former warehouse boss with a GSM in the Belgian slash-and-dots format cut by an early send ("GSM 0498/45.6" then "7.89 pardon c\'est parti trop vite"), a shop owner he delivered to every week (a client) with her GSM in words with Belgian numbers ("zéro quatre septante-cinq, douze, trente-quatre, cinquante-six") and her address dictated ("stephanie arobase vanderlinden-deco point be"), then he leaves before the third ("mon bus arrive. Je vous envoie le troisième ce soir, une fois"): open',
    tags: ['french', 'words', 'multi-referee', 'number-in-word', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'BE',
    says: [
      'Oui pas de souci, allez-y',
      "Mon ancien chef à l'entrepôt de Gosselies : Didier Lambotte, didier.lambotte@skynet.be, GSM 0498/45.6",
      "7.89 pardon c'est parti trop vite",
      "La deuxième c'est Mme Stéphanie Vanderlinden, une cliente, je livrais son magasin toutes les semaines. Son GSM : zéro quatre septante-cinq, douze, trente-quatre, cinquante-six. Son mail stephanie arobase vanderlinden-deco point be",
      'Je dois y aller, mon bus arrive. Je vous envoie le troisième ce soir, une fois',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Didier', 'Lambotte', 'didier.lambotte@skynet.be', 'manager', '+32498456789'),
        c('Stéphanie', 'Vanderlinden', 'stephanie@vanderlinden-deco.be', 'client', '+32475123456'),
      ],
    },
    outcome: 'open',
  },
  {
    id: 'fr-i105',
    title:
      'A convenience-store clerk in Gatineau (a Canadian tenant, Quebec): "Ben oui, certain!", "Ma boss au dépanneur, Line Charbonneau" (a first name that is also an English word) with an 819 number, "Pis un collègue, un bon chum" with a double surname and an Ottawa office number with an extension ("613 555-0177 poste 3": the extension dropped), "C\'est toute, merci!"',
    tags: ['french', 'consent', 'multi-referee', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'CA',
    says: [
      'Ben oui, certain!',
      'Ma boss au dépanneur, Line Charbonneau, line.charbonneau@videotron.ca, 819 555-0142',
      "Pis un collègue, un bon chum, Kevin Lafrance-Tremblay, k.lafrancetremblay@hotmail.com, 613 555-0177 poste 3 (c'est son bureau à Ottawa)",
      "C'est toute, merci!",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Line', 'Charbonneau', 'line.charbonneau@videotron.ca', 'manager', '+18195550142'),
        c(
          'Kevin',
          'Lafrance-Tremblay',
          'k.lafrancetremblay@hotmail.com',
          'colleague',
          '+16135550177',
        ),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i106',
    title:
      'A hardware-store cashier in Lévis (a Canadian tenant, Quebec): "Ouin, c\'est correct. Mais pas mon boss actuel par exemple, Éric Gagnon, y sait pas que je me cherche de quoi" (consent with a condition, confirmed; Éric never kept), her former manager at a restaurant with "…@gmial.com" and a 418 number, set right in the next message ("Oups, c\'est gmail pas gmial 🤦‍♀️"), "Pis mon ancien contremaître à l\'usine de portes et fenêtres" with a 581 number, "C\'est toute, merci ben!"',
    tags: ['french', 'consent', 'typos', 'correction', 'multi-referee', 'emoji', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'CA',
    says: [
      "Ouin, c'est correct. Mais pas mon boss actuel par exemple, Éric Gagnon, y sait pas que je me cherche de quoi",
      { tapConfirm: true },
      "Ma première référence c'est mon ancienne gérante au resto, Nathalie Bouchard, nathalie.bouchard@gmial.com, 418 835-2291",
      "Oups, c'est gmail pas gmial 🤦‍♀️",
      "Pis mon ancien contremaître à l'usine de portes et fenêtres, Sylvain Côté, sylvain.cote@videotron.ca, 581 307-4456",
      "C'est toute, merci ben!",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Nathalie', 'Bouchard', 'nathalie.bouchard@gmail.com', 'manager', '+14188352291'),
        c('Sylvain', 'Côté', 'sylvain.cote@videotron.ca', 'manager', '+15813074456'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i107',
    title:
      'A bank teller in Port-au-Prince (a Haitian tenant) in Kreyòl and French: a question back before any consent ("Anvan m di wi: èske bòs mwen kounye a ap konnen? / Avant de dire oui : est-ce que mon patron actuel va savoir ?"), then "Ok mèsi. Bon, wi, dakò. Vous pouvez les contacter" (yes, confirmed), a contact forwarded as a raw vCard with "Mme" in its name field ("N:Saint-Louis;Marie-Gertrude;;Mme;", "TEL;TYPE=CELL:+509 3712 4589"), the relationship only in the next message ("Se te sipèvizè m nan bank lan pandan twa zan"), a colleague with only an 8-digit mobile in local format ("Jean-Wesner Dorvil, yon kolèg, 4890-1234, li pa gen imèl"), "Se tout. Mèsi anpil!"',
    tags: ['french', 'question-back', 'consent', 'signature', 'multi-referee', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'HT',
    says: [
      'Bonjou. Anvan m di wi: èske bòs mwen kounye a ap konnen? / Avant de dire oui : est-ce que mon patron actuel va savoir ?',
      'Ok mèsi. Bon, wi, dakò. Vous pouvez les contacter',
      { tapConfirm: true },
      'Men kontak la:\nBEGIN:VCARD\nVERSION:3.0\nN:Saint-Louis;Marie-Gertrude;;Mme;\nFN:Mme Marie-Gertrude Saint-Louis\nTEL;TYPE=CELL:+509 3712 4589\nEMAIL:mg.saintlouis@banqueduplateau.ht\nEND:VCARD',
      'Se te sipèvizè m nan bank lan pandan twa zan',
      'Dezyèm nan: Jean-Wesner Dorvil, yon kolèg, 4890-1234, li pa gen imèl',
      'Se tout. Mèsi anpil!',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Marie-Gertrude',
          'Saint-Louis',
          'mg.saintlouis@banqueduplateau.ht',
          'manager',
          '+50937124589',
        ),
        c('Jean-Wesner', 'Dorvil', null, 'colleague', '+50948901234'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i108',
    title:
      'A care assistant in Schaerbeek (a Belgian tenant, Brussels): "Non peut-être ! Bien sûr, allez-y 😄" (the Belgian "non peut-être" that means of course: yes, confirmed), her former head nurse "Mme Anne-Françoise Degroote" and a colleague "Karim El Haddouchi" with a "0478/12.34.56" GSM under the wrong one, moved in the next message ("le 0478 c\'est celui de Karim, pas de Mme Degroote. Elle je n\'ai que le fixe de la maison de repos : 02/241.56.70"), her address dictated later ("af point degroote arobase residence-lesglycines point be"), "Karim il a pas de mail je pense … Vous savez l\'appeler sur son GSM", "Voilà, c\'est tout. À tantôt !"',
    tags: ['french', 'consent', 'multi-referee', 'correction', 'emoji', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'BE',
    says: [
      'Non peut-être ! Bien sûr, allez-y 😄',
      { tapConfirm: true },
      'Mon ancienne infirmière en chef à la maison de repos, Mme Anne-Françoise Degroote, 0478/12.34.56. Et mon collègue Karim El Haddouchi, aide-soignant aussi',
      "Ah non attendez, le 0478 c'est celui de Karim, pas de Mme Degroote. Elle je n'ai que le fixe de la maison de repos : 02/241.56.70",
      "Et l'adresse mail de Mme Degroote c'est af point degroote arobase residence-lesglycines point be",
      "Karim il a pas de mail je pense, enfin je sais pas. Vous savez l'appeler sur son GSM",
      "Voilà, c'est tout. À tantôt !",
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Anne-Françoise',
          'Degroote',
          'af.degroote@residence-lesglycines.be',
          'manager',
          '+3222415670',
        ),
        c('Karim', 'El Haddouchi', null, 'colleague', '+32478123456'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i109',
    title:
      'A shop manager in Thiès (a Senegalese tenant): "Bonjour. Oui, d\'accord, vous pouvez les contacter inchallah", three referees in a dashed list with Senegalese mobiles in local format (his former boss at the hardware shop with a mobile only, the shop\'s accountant with an address, "Ibrahima Sarr, un ami d\'enfance"), then "Finalement gardez seulement les deux premiers" (Ibrahima never kept), "M. Diouf n\'a pas d\'email, juste son numéro Orange", "C\'est tout. Jërëjëf !"',
    tags: ['french', 'list', 'multi-referee', 'correction', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'SN',
    says: [
      "Bonjour. Oui, d'accord, vous pouvez les contacter inchallah",
      "Mes références :\n- M. Ousmane Diouf, mon ancien patron à la quincaillerie, 77 654 32 10\n- Mme Aïssatou Ndiaye, la comptable là-bas, on travaillait ensemble, aissatoundiaye@yahoo.fr, 76 123 45 67\n- Ibrahima Sarr, un ami d'enfance, 70 987 65 43",
      "Finalement gardez seulement les deux premiers. Ibrahima c'est un ami, ça compte pas vraiment",
      "M. Diouf n'a pas d'email, juste son numéro Orange",
      "C'est tout. Jërëjëf !",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Ousmane', 'Diouf', null, 'manager', '+221776543210'),
        c('Aïssatou', 'Ndiaye', 'aissatoundiaye@yahoo.fr', 'colleague', '+221761234567'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i110',
    title:
      'A clinic receptionist in Cocody, Abidjan (an Ivorian tenant) in Ivorian French: "Y a pas drap, vous pouvez les appeler 👍🏾" (yes, confirmed), "Dr Jean-Baptiste Kouassi" with the clinic\'s switchboard "27 22 44 15 80" (ten digits, a leading 2 kept after +225), "Mme Adjoua Yao, même numéro qu\'en haut, c\'est le standard", the relationships only in the next message ("Le Dr Kouassi c\'était mon patron … tantie Adjoua c\'était ma collègue à l\'accueil, elle m\'a formée": tantie is respect, no aunt), "C\'est tout. On est ensemble !"',
    tags: ['french', 'consent', 'multi-referee', 'emoji', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'CI',
    says: [
      'Y a pas drap, vous pouvez les appeler 👍🏾',
      { tapConfirm: true },
      "Dr Jean-Baptiste Kouassi, jb.kouassi@cliniquelesrosiers.ci, 27 22 44 15 80\nMme Adjoua Yao, adjoua.yao@cliniquelesrosiers.ci, même numéro qu'en haut, c'est le standard",
      "Le Dr Kouassi c'était mon patron à la clinique, et tantie Adjoua c'était ma collègue à l'accueil, elle m'a formée",
      "C'est tout. On est ensemble !",
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Jean-Baptiste',
          'Kouassi',
          'jb.kouassi@cliniquelesrosiers.ci',
          'manager',
          '+2252722441580',
        ),
        c(
          'Adjoua',
          'Yao',
          'adjoua.yao@cliniquelesrosiers.ci',
          ['colleague', 'mentor'],
          '+2252722441580',
        ),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i111',
    title:
      'A sales assistant in Lyon (a French tenant): "Oui c\'est ok pour moi", her CV\'s referees pasted as a table ("Nom / Poste / Téléphone / Mail", "Mme Sophie Lefèvre / Responsable de magasin …", "M. Karim Benali / Chef de rayon / 01 42 68 53 00 …": titles dropped, job titles that are no relationships), then "Sophie c\'était ma responsable directe. Karim et moi on a bossé deux ans sur le même rayon à Paris, c\'était lui le chef de rayon", "c\'est tout merci"',
    tags: ['french', 'list', 'multi-referee', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      "Oui c'est ok pour moi",
      'Je vous colle mes références du CV :\nNom / Poste / Téléphone / Mail\nMme Sophie Lefèvre / Responsable de magasin, Decathlon Lyon Part-Dieu / 06 12 34 56 78 / sophie.lefevre@decathlon.com\nM. Karim Benali / Chef de rayon / 01 42 68 53 00 / k.benali@decathlon.com',
      "Sophie c'était ma responsable directe. Karim et moi on a bossé deux ans sur le même rayon à Paris, c'était lui le chef de rayon",
      "c'est tout merci",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Sophie', 'Lefèvre', 'sophie.lefevre@decathlon.com', 'manager', '+33612345678'),
        c('Karim', 'Benali', 'k.benali@decathlon.com', ['manager', 'colleague'], '+33142685300'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i112',
    title:
      'A shelf stacker in Liège (a Belgian tenant): "Oui pas de souci, allez-y", his former team leader "Nathalie Dewez" reached on "le standard 02 512 34 56 poste 318" (the extension dropped), a current colleague "Olivier Lambert" with a 0475 GSM, then the consent taken back for Olivier only ("je retire mon accord pour Olivier … Pour Nathalie c\'est bon"): the consent stays, Olivier is never kept, "C\'est tout, merci"',
    tags: ['french', 'multi-referee', 'correction', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'BE',
    says: [
      'Oui pas de souci, allez-y',
      "Ma cheffe d'équipe à mon ancien boulot : Nathalie Dewez, nathalie.dewez@cora.be, le standard 02 512 34 56 poste 318",
      'Et mon collègue Olivier Lambert, 0475 12 34 56, olivier.lambert@hotmail.com',
      "En fait je retire mon accord pour Olivier, on travaille encore ensemble et je préfère pas qu'il sache. Pour Nathalie c'est bon",
      "C'est tout, merci",
    ],
    expected: {
      consent: true,
      contacts: [c('Nathalie', 'Dewez', 'nathalie.dewez@cora.be', 'manager', '+3225123456')],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i113',
    title:
      'A hotel night auditor in Québec City (a Canadian tenant): "Oui c\'est beau" (confirmed), her former supervisor by initials only ("J.-P. Moreau") who went back to France ("il est retourné en France l\'an passé, son cell c\'est le 06 71 22 33 44": a French mobile because the country is said, not a Canadian number), his first name in the next message ("C\'est Jean-Philippe le J.-P. 😅"), a colleague with a 418 number, "C\'est toute"',
    tags: ['french', 'foreign-phone', 'multi-referee', 'emoji', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'CA',
    says: [
      "Oui c'est beau",
      { tapConfirm: true },
      "Mon ancien superviseur J.-P. Moreau, il est retourné en France l'an passé, son cell c'est le 06 71 22 33 44. jp.moreau@orange.fr",
      "C'est Jean-Philippe le J.-P. 😅",
      'Pis ma collègue Geneviève Tremblay, 418 692 3311, gen.tremblay@videotron.ca',
      "C'est toute",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Jean-Philippe', 'Moreau', 'jp.moreau@orange.fr', 'manager', '+33671223344'),
        c('Geneviève', 'Tremblay', 'gen.tremblay@videotron.ca', 'colleague', '+14186923311'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i114',
    title:
      'A baker\'s shop assistant in Nantes (a French tenant) dictating by voice with no punctuation: "oui d\'accord", then "alors ma patronne madame isabelle guerin de la boulangerie guerin son mail c\'est rh arobase boulangerie tiret guerin point fr c\'est l\'adresse de la boutique elle la lit elle-même et son portable 06 45 78 12 90 et aussi mon collegue thomas roux thomas point roux arobase gmail point com" (the title dropped, the shop\'s shared "rh@" kept as her address, "tiret" a hyphen), "c\'est tout merci"',
    tags: ['french', 'multi-referee', 'long', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      "oui d'accord",
      "alors ma patronne madame isabelle guerin de la boulangerie guerin son mail c'est rh arobase boulangerie tiret guerin point fr c'est l'adresse de la boutique elle la lit elle-même et son portable 06 45 78 12 90 et aussi mon collegue thomas roux thomas point roux arobase gmail point com",
      "c'est tout merci",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Isabelle', 'Guerin', 'rh@boulangerie-guerin.fr', 'manager', '+33645781290'),
        c('Thomas', 'Roux', 'thomas.roux@gmail.com', 'colleague'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i115',
    title:
      'A game tester in Montreal (a Canadian tenant) writing French and English in the same messages: "Oui, sure, no problem" (confirmed), "Ma manager chez Ubisoft, Shivaun O\'Reilly, 514 849 2277, she was my lead pendant trois ans", then the first name spelt letter by letter ("Oops, son prénom s\'écrit S-I-O-B-H-A-N, pas comme je l\'ai écrit") with her address, "That\'s all, merci!"',
    tags: ['french', 'correction', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'CA',
    says: [
      'Oui, sure, no problem',
      { tapConfirm: true },
      "Ma manager chez Ubisoft, Shivaun O'Reilly, 514 849 2277, she was my lead pendant trois ans",
      "Oops, son prénom s'écrit S-I-O-B-H-A-N, pas comme je l'ai écrit. Son courriel : siobhan.oreilly@ubisoft.com",
      "That's all, merci!",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Siobhan', "O'Reilly", 'siobhan.oreilly@ubisoft.com', 'manager', '+15148492277'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Thirty-third blind set (intake)
  {
    id: 'fr-i116',
    title:
      'A waiter in Perpignan (a French tenant) who slips into Catalan: "D\'acord, cap problema 👍" (Catalan for "no problem"; confirmed), "El meu cap… pardon, mon chef à Figueres" (cap is Catalan for boss), "Jordi Puig i Soler" whose "i" joins two Catalan surnames (no initial, no typo), a Spanish mobile in local format "612 34 56 78" that has nine digits and no trunk 0 (asked which country: +34), "la Montse, enfin Montserrat Vidal" (the nickname before the name), "Ja està, c\'est tout. Mercès !"',
    tags: ['french', 'foreign-phone', 'multi-referee', 'filler', 'emoji', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      "D'acord, cap problema 👍",
      { tapConfirm: true },
      'El meu cap… pardon, mon chef à Figueres : Jordi Puig i Soler, jordi.puig@cellerpuig.cat, 612 34 56 78',
      { retry: "C'est un numéro espagnol, il est à Figueres", key: 'phone:Jordi' },
      'Et la Montse, enfin Montserrat Vidal, ma collègue au restaurant du Castillet : montse.vidal@gmail.com',
      "Ja està, c'est tout. Mercès !",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Jordi', 'Puig i Soler', 'jordi.puig@cellerpuig.cat', 'manager', '+34612345678'),
        c('Montserrat', 'Vidal', 'montse.vidal@gmail.com', 'colleague'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i117',
    title:
      'A care assistant in Metz (a French tenant): "Oh ben oui, allez-y", a numbered list with a name written surname first without capitals ("Mme Schwartz Christiane, ma responsable") and her mobile, a doctor with only an e-mail ("Dr Bernard Muller, le médecin co … pas de numéro"), then "le 06 que j\'ai mis pour Mme Schwartz c\'est le mien 🤦‍♀️ Le sien je l\'ai pas, mais elle lit ses mails : …" (the phone taken off, her address added), "C\'est bon, c\'est tout, hein"',
    tags: ['french', 'list', 'multi-referee', 'correction', 'emoji', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      'Oh ben oui, allez-y',
      { tapConfirm: true },
      "1) Mme Schwartz Christiane, ma responsable, infirmière coordinatrice à l'EHPAD de Montigny-lès-Metz, 06 23 45 67 89\n2) Dr Bernard Muller, le médecin co, on travaillait ensemble tous les jours, pas de numéro, juste son mail : dr.muller@ehpad-montigny.fr",
      "Ah non pardon, le 06 que j'ai mis pour Mme Schwartz c'est le mien 🤦‍♀️ Le sien je l'ai pas, mais elle lit ses mails : c.schwartz@ehpad-montigny.fr",
      "C'est bon, c'est tout, hein",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Christiane', 'Schwartz', 'c.schwartz@ehpad-montigny.fr', 'manager'),
        c('Bernard', 'Muller', 'dr.muller@ehpad-montigny.fr', ['colleague', 'other']),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i118',
    title:
      'A sales assistant in Montpellier whose consent opens as a yes and turns into a no ("Ouais carrément, pas de souci ! … Enfin si, y a un souci", where "si" is the French yes that contradicts a negative, here "there is a problem"; "Donc non, pas maintenant"), asked again: "Non non, c\'est non pour l\'instant": refused',
    tags: ['french', 'consent', 'correction', 'negation'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      "Ouais carrément, pas de souci ! … Enfin si, y a un souci. Mon chef actuel c'est le beau-frère de mon ancien patron, ça va se savoir direct. Donc non, pas maintenant.",
      { retry: "Non non, c'est non pour l'instant. Merci quand même", key: 'consent' },
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'fr-i119',
    title:
      'A paper-mill worker in Edmundston (New Brunswick, a Canadian tenant) in Brayon French: a yes with a condition on the hour ("Oui, pas de trouble. Mais appelez-les pas avant 4h de l\'après-midi": confirmed), "Mon foreman … Marc-André Ouellette, son cell 506 739-1234. Y\'a pas de courriel", "Nathalie Cyr, on était sur le même shift de 11 à 7" who lives "à Madawaska, du bord des États" with a Maine cell "207 728-5678" (+1 all the same) and "nathcyr207@gmail.com" (an area code in an address), "C\'est toute, merci ben"',
    tags: ['french', 'consent', 'foreign-phone', 'multi-referee', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'CA',
    says: [
      "Oui, pas de trouble. Mais appelez-les pas avant 4h de l'après-midi, y travaillent de nuit au moulin",
      { tapConfirm: true },
      "Mon foreman au moulin à papier, Marc-André Ouellette, son cell 506 739-1234. Y'a pas de courriel.",
      "Pis Nathalie Cyr, on était sur le même shift de 11 à 7. Elle reste à Madawaska, du bord des États, son cell c'est 207 728-5678. Courriel : nathcyr207@gmail.com",
      "C'est toute, merci ben",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Marc-André', 'Ouellette', null, 'manager', '+15067391234'),
        c('Nathalie', 'Cyr', 'nathcyr207@gmail.com', 'colleague', '+12077285678'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i120',
    title:
      'A commercial apprentice at a notary\'s office in Fribourg (a Swiss tenant): "Oui, ça joue" (confirmed), "Me Marie-Claude de Weck, notaire" where "Me" is Maître (a title, no name) and "de Weck" a Fribourg particle, the office\'s landline, "M. Jean-Luc von der Weid … natel 079 …" (a German particle in French), then "Finalement enlevez M. von der Weid … Mettez plutôt Mme Sarah Python" (Python is an old Fribourg surname), "C\'est tout, merci et bonne journée !"',
    tags: ['french', 'multi-referee', 'correction', 'emoji', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'CH',
    says: [
      'Oui, ça joue',
      { tapConfirm: true },
      "Mon maître d'apprentissage, Me Marie-Claude de Weck, notaire : mc.deweck@etude-deweck.ch, 026 322 45 67 (l'étude)\nEt M. Jean-Luc von der Weid, le collaborateur juridique, natel 079 456 12 34",
      "Finalement enlevez M. von der Weid, il a quitté l'étude et je n'ai plus de contact avec lui 🙈 Mettez plutôt Mme Sarah Python, ma collègue de la réception : sarah.python@etude-deweck.ch",
      "C'est tout, merci et bonne journée !",
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Marie-Claude',
          'de Weck',
          'mc.deweck@etude-deweck.ch',
          ['manager', 'mentor', 'teacher'],
          '+41263224567',
        ),
        c('Sarah', 'Python', 'sarah.python@etude-deweck.ch', 'colleague'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i121',
    title:
      'Lille: a yes with a condition (tell me first), "Jo, enfin Johanna Leclerc-Dubois", her e-mail in the next message, the candidate\'s own number after the referees',
    tags: ['french', 'consent', 'filler', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      "Oui ok, mais prévenez-moi avant d'appeler quelqu'un svp",
      { tapConfirm: true },
      'Alors y a Jo, enfin Johanna Leclerc-Dubois, ma cheffe de rayon à Lomme : 06 12 34 56 78',
      'Son mail : j.leclerc-dubois@hyper-lomme.fr',
      'Et M. Thierry Vanhoutte, le directeur du magasin, t.vanhoutte@hyper-lomme.fr',
      "Et moi si besoin c'est le 07 81 22 33 44",
      "C'est tout, merci !",
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Johanna',
          'Leclerc-Dubois',
          'j.leclerc-dubois@hyper-lomme.fr',
          'manager',
          '+33612345678',
        ),
        c('Thierry', 'Vanhoutte', 't.vanhoutte@hyper-lomme.fr', 'manager'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i122',
    title:
      'Rabat: a former boss who has died (never kept), an HR inbox then "Mme Salma El Idrissi" for it, "Amrani-Tazi", a Moroccan mobile with dots in a Moroccan tenant',
    tags: ['french', 'filler', 'emoji', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'MA',
    says: [
      'Oui, bien sûr',
      "Mon ancien chef, M. Bennani, est décédé l'an dernier, Allah yrahmou 🙏 Vous pouvez écrire aux RH : rh@atlantic-services.ma",
      "D'accord, la responsable RH c'est Mme Salma El Idrissi, elle lit cette adresse elle-même",
      'Et mon collègue Youssef Amrani-Tazi, 06.61.23.45.67, youssef.amranitazi@gmail.com',
      "C'est bon, c'est tout. Choukran",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Salma', 'El Idrissi', 'rh@atlantic-services.ma', ['other', 'manager']),
        c('Youssef', 'Amrani-Tazi', 'youssef.amranitazi@gmail.com', 'colleague', '+212661234567'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i123',
    title:
      'Moncton, Chiac: "my boss va freaker out … Fait que non, pas asteure" with the boss\'s address in the refusal (nothing kept)',
    tags: ['french', 'consent', 'consent-with-email'],
    locale: 'fr',
    defaultCountry: 'CA',
    says: [
      "Hmm je sais pas… my boss va freaker out s'il apprend que je cherche. Fait que non, pas asteure. Pis contactez surtout pas Réjean, rleblanc@atlanticfreight.ca",
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'fr-i124',
    title:
      'Conakry: "El Hadj Mamadou Diallo" (a title), a Guinean mobile in local format in a Guinean tenant, "il n\'a pas d\'email", then the battery dies: open',
    tags: ['french', 'filler', 'done-phrase', 'short'],
    locale: 'fr',
    defaultCountry: 'GN',
    says: [
      'Oui, pas de problème',
      'Mon patron El Hadj Mamadou Diallo, Quincaillerie Diallo et Frères à Madina, 622 12 34 56',
      "C'est mon patron direct, il n'a pas d'email",
      'Attendez, le courant est coupé, ma batterie est à 3 %. Je reviens',
    ],
    expected: {
      consent: true,
      contacts: [c('Mamadou', 'Diallo', null, 'manager', '+224622123456')],
    },
    outcome: 'open',
  },
  {
    id: 'fr-i125',
    title:
      'Geneva: a bulleted list, "Loïc, enfin Loïc Favre-Bulle", "gmail.com pour Loïc, pas .ch", a chief physician in Annemasse with a French mobile in a Swiss tenant',
    tags: [
      'french',
      'list',
      'multi-referee',
      'foreign-phone',
      'correction',
      'done-phrase',
      'emoji',
    ],
    locale: 'fr',
    defaultCountry: 'CH',
    says: [
      'Oui, ça me va 👍',
      '- Mme Anne-Catherine Rossier-Dupasquier, ma responsable, 079 412 33 21, ac.rossier@cliniquedulac.ch\n- Loïc, enfin Loïc Favre-Bulle, collègue infirmier, loic.favrebulle@gmail.ch',
      "Pardon, c'est gmail.com pour Loïc, pas .ch",
      "Et Dr Karim Benslimane, le médecin chef quand j'étais à Annemasse : 06 45 78 12 90",
      { retry: "C'est un numéro français, il est à Annemasse", key: 'phone:Karim' },
      "Voilà, c'est tout",
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Anne-Catherine',
          'Rossier-Dupasquier',
          'ac.rossier@cliniquedulac.ch',
          'manager',
          '+41794123321',
        ),
        c('Loïc', 'Favre-Bulle', 'loic.favrebulle@gmail.com', 'colleague'),
        c('Karim', 'Benslimane', null, ['manager', 'colleague', 'other'], '+33645781290'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i126',
    title:
      'Poitiers: consent held until the second interview, confirmed; "Vous en voulez combien ?" asked back; a bulleted list with "Jean Marc" (two first names, no hyphen), a "+33 (0)6" mobile and an Israeli mobile in local format asked which country',
    tags: [
      'french',
      'consent',
      'question-back',
      'list',
      'multi-referee',
      'foreign-phone',
      'done-phrase',
      'emoji',
    ],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      'Oui, pas de souci, à condition que vous ne contactiez personne avant mon deuxième entretien',
      { tapConfirm: true },
      'Vous en voulez combien ?',
      "- Jean Marc Rivière, mon responsable de magasin à Poitiers, +33 (0)6 12 48 90 37, jm.riviere@bricoplus-poitiers.fr\n- Noa Ben Haïm, ma cheffe d'équipe quand j'habitais à Tel-Aviv, 052-481-2290",
      { retry: 'En Israël', key: 'phone:Noa' },
      "Toda ! C'est tout 🙂",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Jean Marc', 'Rivière', 'jm.riviere@bricoplus-poitiers.fr', 'manager', '+33612489037'),
        c('Noa', 'Ben Haïm', null, 'manager', '+972524812290'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i127',
    title:
      'Mons: "Ouais mais non, en fait" (a no) with the boss\'s name and e-mail inside and payslips offered instead (refused, nothing kept)',
    tags: ['french', 'consent', 'consent-with-email'],
    locale: 'fr',
    defaultCountry: 'BE',
    says: [
      "Ouais mais non, en fait. Mon chef, M. Dimitri Vandenplas (d.vandenplas@hainaut-logistique.be), ne sait pas que je cherche ailleurs, et s'il l'apprend je suis dehors. Je peux vous envoyer mes fiches de paie si vous voulez des preuves",
      { retry: "Non, c'est non. Merci quand même, hein", key: 'consent' },
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'fr-i128',
    title:
      'Oran: "Wah, machi mochkil", a compound first name after "Dr" ("Mohammed Amine Benaïssa"), a message in Darja meant for her mother with a number in it, "mauvaise conversation", a teacher with only an Oran landline',
    tags: ['french', 'multi-referee', 'off-topic', 'emoji', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'DZ',
    says: [
      "Wah, machi mochkil, d'accord 👍",
      { tapConfirm: true },
      'Mon responsable à la pharmacie : Dr Mohammed Amine Benaïssa, 0661 23 45 67, m.benaissa@pharmacie-elbahia.dz',
      'Yemma rani jaya, 10 dqayeq',
      'Pardon, mauvaise conversation 😅',
      "Et Mme Nassima Khelifi, ma prof de stage à l'institut, elle a seulement un fixe : 041 33 22 11",
      "C'est tout, saha",
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Mohammed Amine',
          'Benaïssa',
          'm.benaissa@pharmacie-elbahia.dz',
          'manager',
          '+213661234567',
        ),
        c('Nassima', 'Khelifi', null, ['teacher', 'mentor'], '+21341332211'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i129',
    title:
      'Edmonton (Franco-Albertan): "Yeah, oui, c\'est correct", a contact pasted with an Outlook "<mailto:…>" tail and a "tel:" link, a teacher with no e-mail, the candidate\'s own e-mail (nobody\'s), "That\'s it, merci!"',
    tags: ['french', 'multi-referee', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'CA',
    says: [
      "Yeah, oui, c'est correct",
      { tapConfirm: true },
      'Ryan MacDonald, mon manager au Tim sur Whyte Ave, ryan.macdonald@timmies-whyte.ca<mailto:ryan.macdonald@timmies-whyte.ca>, tel:+17805550143',
      'Pis Mme Lise Thibault-Gauvreau, ma prof de compta au Campus Saint-Jean, 780 555 0199. Elle a pas de courriel, en tout cas pas que je connais',
      "Si jamais, mon courriel à moi c'est kayla.lavoie03@gmail.com",
      "That's it, merci!",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Ryan', 'MacDonald', 'ryan.macdonald@timmies-whyte.ca', 'manager', '+17805550143'),
        c('Lise', 'Thibault-Gauvreau', null, 'teacher', '+17805550199'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i130',
    title:
      'Sierre (Valais): "Ouais, ça joue", a numbered list, a godfather who was the apprenticeship master, a cellar landline replaced by a "natel" given in words with "septante" and "nonante"',
    tags: ['french', 'list', 'multi-referee', 'words', 'correction', 'done-phrase', 'emoji'],
    locale: 'fr',
    defaultCountry: 'CH',
    says: [
      'Ouais, ça joue 👍',
      { tapConfirm: true },
      "1. Mme Marie-Thérèse Zufferey, ma patronne à la cave à Sierre, 027 455 12 80 (le fixe de la cave)\n2. M. Jean-Daniel Bonvin, mon parrain et mon maître d'apprentissage, 079 206 33 41, jd.bonvin@bonvin-vins.ch",
      "Ah et pour Mme Zufferey, c'est mieux son natel : zéro septante-huit, six cent treize, nonante, vingt-quatre",
      "C'est tout. Merci, à la revoyure",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Marie-Thérèse', 'Zufferey', null, 'manager', '+41786139024'),
        c(
          'Jean-Daniel',
          'Bonvin',
          'jd.bonvin@bonvin-vins.ch',
          ['manager', 'teacher', 'mentor'],
          '+41792063341',
        ),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i131',
    title:
      'Arlon (Belgian Luxembourg): a care assistant who works across the border, a boss in Ettelbruck with a Luxembourg mobile in local format (+352), a Belgian GSM, the boss\'s e-mail set right in a later message, "merci hein"',
    tags: ['french', 'multi-referee', 'foreign-phone', 'correction', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'BE',
    says: [
      'Oui, pas de souci, vous pouvez',
      'Mon chef à la maison de soins à Ettelbruck (au Grand-Duché) : M. Patrick Weber, 621 48 33 90, patrick.weber@soins-nordstad.lu',
      { retry: 'Luxembourg', key: 'phone:Patrick' },
      "Et ma collègue d'Arlon, Aurélie Lambert, GSM 0496 12 34 56, aurelie.lambert@hotmail.be",
      "Pardon, erreur dans le mail de M. Weber : c'est p.weber@soins-nordstad.lu, pas patrick.weber",
      "C'est tout, merci hein",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Patrick', 'Weber', 'p.weber@soins-nordstad.lu', 'manager', '+352621483390'),
        c('Aurélie', 'Lambert', 'aurelie.lambert@hotmail.be', 'colleague', '+32496123456'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i132',
    title:
      'Ziguinchor (Casamance): "Kassoumay ! Oui, je suis d\'accord", a list numbered "1)" with Senegalese mobiles and a teacher with only an e-mail, the third referee taken back ("il est parti en Espagne et il a changé de numéro"), "Abaraka !"',
    tags: ['french', 'list', 'multi-referee', 'correction', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'SN',
    says: [
      "Kassoumay ! Oui, je suis d'accord",
      { tapConfirm: true },
      '1) M. Lamine Diatta, mon chef au campement de Cap Skirring, 77 456 12 34\n2) Mme Awa Sagna, ma formatrice au lycée technique, awasagna@gmail.com\n3) Ousmane Badji, mon collègue, 70 512 34 56',
      'Enlevez Ousmane svp, il est parti en Espagne et il a changé de numéro',
      "C'est tout. Abaraka !",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Lamine', 'Diatta', null, 'manager', '+221774561234'),
        c('Awa', 'Sagna', 'awasagna@gmail.com', ['teacher', 'mentor']),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i133',
    title:
      'Lewiston (Maine) in a US tenant: a Franco-American student ("Yeah oui, c\'est correct" confirmed), his boss at the grocery store with a 207 number, his hockey coach with only an e-mail, then his own cell and e-mail ("Si vous avez besoin de moé"), "That\'s it, merci"',
    tags: ['french', 'multi-referee', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'US',
    says: [
      "Yeah oui, c'est correct",
      { tapConfirm: true },
      'Ma boss au marché sur Lisbon Street, Denise Bouchard, 207-784-3921',
      'Pis mon coach de hockey au high school, Mr. Roland Michaud, rmichaud@lhs-maine.org',
      "Si vous avez besoin de moé, mon cell c'est 207-212-4478 pis mon email brandon.cote04@gmail.com",
      "That's it, merci",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Denise', 'Bouchard', null, 'manager', '+12077843921'),
        c('Roland', 'Michaud', 'rmichaud@lhs-maine.org', ['mentor', 'teacher', 'other']),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i134',
    title:
      'Besançon: a 17-year-old apprentice\'s mother answers on his phone and refuses, with the apprenticeship master\'s name and mobile inside; asked again, the candidate himself: "Ma mère a raison, non merci" (refused, nothing kept)',
    tags: ['french', 'consent', 'negation'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      "Bonjour, ici la maman de Lucas, il a 17 ans et c'est moi qui ai son téléphone ce soir. Non, on ne veut pas que vous contactiez son maître d'apprentissage, M. Girard (06 72 18 44 90), ça se passe mal en ce moment",
      { retry: "C'est Lucas. Ma mère a raison, non merci", key: 'consent' },
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'fr-i135',
    title:
      'Kuujjuaq (Nunavik): an Inuk interpreter ("Ai! Ii, c\'est correct" confirmed), his boss at the co-op with an 819 number, a nurse who was his supervisor whose e-mail is set right ("avec des points, pas de tiret") and who now has a 514 cell, "C\'est toute. Nakurmiik!"',
    tags: ['french', 'multi-referee', 'correction', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'CA',
    says: [
      "Ai! Ii, c'est correct",
      { tapConfirm: true },
      'Mon boss à la Coop : Jimmy Annanack, 819 964-2910',
      "Pis Mme Geneviève Roy-Ouellet, l'infirmière au centre de santé, c'était ma superviseure quand j'étais interprète. genevieve.roy-ouellet@ssss.gouv.qc.ca",
      "Oups, son courriel c'est genevieve.roy.ouellet@ssss.gouv.qc.ca, avec des points, pas de tiret",
      'Elle est à Montréal asteure, son cell : 514 287-5530',
      "C'est toute. Nakurmiik!",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Jimmy', 'Annanack', null, 'manager', '+18199642910'),
        c(
          'Geneviève',
          'Roy-Ouellet',
          'genevieve.roy.ouellet@ssss.gouv.qc.ca',
          'manager',
          '+15142875530',
        ),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i136',
    title:
      'Whitehorse (Yukon): a tour guide ("Oui, c\'est correct, go ahead" confirmed), the manager of a hotel in Dawson City and a fellow guide with 867 numbers, then her girlfriend given as an emergency contact who is no referee ("C\'est pas une référence là"), "C\'est toute, merci!"',
    tags: ['french', 'multi-referee', 'off-topic', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'CA',
    says: [
      "Oui, c'est correct, go ahead",
      { tapConfirm: true },
      "Dave McKinnon, le gérant de l'hôtel à Dawson City. dave.mckinnon@klondikeinn.ca, 867 993-5346",
      'Pis Chloé Bergeron : on était guides ensemble deux étés au Klondike, a reste à Whitehorse asteure. 867 667-2041, chloebergeron@northwestel.net',
      "Si jamais vous me trouvez pas, mon contact d'urgence c'est ma blonde Jess, 867 334-1187. C'est pas une référence là",
      "C'est toute, merci!",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Dave', 'McKinnon', 'dave.mckinnon@klondikeinn.ca', 'manager', '+18679935346'),
        c('Chloé', 'Bergeron', 'chloebergeron@northwestel.net', 'colleague', '+18676672041'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i137',
    title:
      'Libreville (Gabon): an accountant who asks which job it is, then refuses ("Non, pardon, je préfère pas") with his current boss\'s e-mail and mobile inside the refusal, "Non non, c\'est vraiment non": nothing kept',
    tags: ['french', 'consent', 'consent-with-email', 'question-back'],
    locale: 'fr',
    defaultCountry: 'GA',
    says: [
      "Bonjour. C'est pour quel poste déjà ?",
      "Ah d'accord, le poste de comptable. Non, pardon, je préfère pas. Surtout pas mon patron actuel, M. Serge Ondo Mba (s.ondomba@transports-estuaire.ga, 077 12 34 56), il ne sait pas que je cherche ailleurs",
      "Non non, c'est vraiment non. Merci quand même",
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'fr-i138',
    title:
      'Pondicherry in an Indian tenant: a French teacher ("Yes, oui, d\'accord" confirmed) with a numbered list (an Indian mobile in local format, a French mobile for a teacher back in Lyon asked which country (+33)), an e-mail set right ("karthik.raman@gmail.com, pas karthik.r"), a referee taken back ("enlevez M. Arul finalement"), her own mobile and e-mail (nobody\'s), "C\'est tout. Nandri !"',
    tags: ['french', 'list', 'multi-referee', 'foreign-phone', 'correction', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'IN',
    says: [
      "Yes, oui, d'accord",
      { tapConfirm: true },
      "1) M. Arul Selvam, mon manager à l'Alliance française de Pondichéry, arul.selvam@afpondy.org, 98430 12345\n2) Mme Sophie Marchal, ma prof de FLE, elle est rentrée à Lyon, sophie.marchal@free.fr, 06 71 23 45 89\n3) Karthik Raman, collègue, karthik.r@gmail.com",
      { retry: 'France', key: 'phone:Sophie' },
      "Pardon, le mail de Karthik c'est karthik.raman@gmail.com, pas karthik.r",
      "Et enlevez M. Arul finalement, il est en congé jusqu'en février",
      'Moi vous pouvez me joindre au 94433 56789 ou priya.venkatesan@gmail.com',
      "C'est tout. Nandri !",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Sophie', 'Marchal', 'sophie.marchal@free.fr', ['teacher', 'mentor'], '+33671234589'),
        c('Karthik', 'Raman', 'karthik.raman@gmail.com', 'colleague'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i139',
    title:
      'Saint-Martin (French side): a waiter in Grand-Case ("Yes oui ok, pas de problème" confirmed), his boss with a 0690 mobile (+590), his head waitress with only a Dutch-side Sint Maarten number in local format asked which country (+1 721), no e-mails ("ici tout le monde passe par WhatsApp"), "Mon shift commence": open',
    tags: ['french', 'multi-referee', 'foreign-phone', 'done-phrase', 'emoji'],
    locale: 'fr',
    defaultCountry: 'MF',
    says: [
      'Yes oui ok, pas de problème',
      { tapConfirm: true },
      'Mon boss au restaurant à Grand-Case, Mr Franklyn Richardson, 0690 54 32 18',
      'Et ma cheffe de rang, Nadia Fleming, elle a que son numéro dutch side : 520 4417',
      { retry: 'Sint Maarten, côté hollandais', key: 'phone:Nadia' },
      'Les mails je les ai pas, ici tout le monde passe par WhatsApp',
      'Mon shift commence, je vous écris ce soir 🙏',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Franklyn', 'Richardson', null, 'manager', '+590690543218'),
        c('Nadia', 'Fleming', null, ['manager', 'colleague'], '+17215204417'),
      ],
    },
    outcome: 'open',
  },
  {
    id: 'fr-i140',
    title:
      'Ouagadougou (Burkina Faso): a pharmacy assistant ("Y a pas de problème, vous pouvez les contacter" confirmed), her former boss with an 8-digit Burkinabè mobile, her internship supervisor "Dr Aminata Kaboré" whose e-mail comes after "Elle n\'a pas de mail je crois" ("Ah si, elle a"), "C\'est tout. Barka !"',
    tags: ['french', 'multi-referee', 'correction', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'BF',
    says: [
      'Bonsoir. Y a pas de problème, vous pouvez les contacter',
      { tapConfirm: true },
      'Mon ancien chef à la pharmacie, M. Issouf Ouédraogo : 70 12 34 56, issouf.ouedraogo@pharmacie-nakambe.bf',
      "Et Dr Aminata Kaboré, ma maître de stage à l'hôpital Yalgado. 76 45 23 11. Elle n'a pas de mail je crois",
      'Ah si, elle a : aminata.kabore@yahoo.fr',
      "C'est tout. Barka !",
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Issouf',
          'Ouédraogo',
          'issouf.ouedraogo@pharmacie-nakambe.bf',
          'manager',
          '+22670123456',
        ),
        c(
          'Aminata',
          'Kaboré',
          'aminata.kabore@yahoo.fr',
          ['mentor', 'teacher', 'manager'],
          '+22676452311',
        ),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i141',
    title:
      'Rouyn-Noranda (Abitibi, a Canadian tenant): a Colombian smelter worker ("Sí, claro – oui, c\'est correct" confirmed), his foreman as a pasted signature with an office number and extension and a cell ("Son cell c\'est mieux"), his old boss at a mine in Colombia, "el ingeniero Álvaro Restrepo Gómez", whose Colombian mobile "310 456 7890" looks like a Los Angeles number (asked which country: +57), "C\'est tout. ¡Gracias!"',
    tags: ['french', 'signature', 'multi-referee', 'foreign-phone', 'filler', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'CA',
    says: [
      "Sí, claro – oui, c'est correct",
      { tapConfirm: true },
      'Mon contremaître à la fonderie, voici sa signature :\n\nMarc-Olivier Gauthier\nContremaître, Affinage\nFonderie Horne | Glencore\nT 819 762-7764 poste 2234\nC 819 277-4410\nmarc-olivier.gauthier@glencore.ca',
      "Son cell c'est mieux, au bureau il est jamais là",
      'Et en Colombie, mon ancien chef à la mine de Segovia, el ingeniero Álvaro Restrepo Gómez, 310 456 7890, alvaro.restrepo@minasegovia.com.co',
      { retry: "Colombie, c'est un cellulaire colombien", key: 'phone:Álvaro' },
      "C'est tout. ¡Gracias!",
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Marc-Olivier',
          'Gauthier',
          'marc-olivier.gauthier@glencore.ca',
          'manager',
          '+18192774410',
        ),
        c(
          'Álvaro',
          'Restrepo Gómez',
          'alvaro.restrepo@minasegovia.com.co',
          'manager',
          '+573104567890',
        ),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i142',
    title:
      'Tours: a Romanian care assistant ("Da, sigur – oui bien sûr" confirmed), a numbered list of three ("Mme Marie-Claude de La Roche", "Dr Ioana Munteanu-Popa" with a Romanian mobile "0722 123 456" that is also a well-formed French 07 number, asked which country: +40), an e-mail set right later ("ehpad-lestilleuls.fr"), then a colleague struck ("en arrêt maladie"), "Mulțumesc !"',
    tags: ['french', 'list', 'multi-referee', 'foreign-phone', 'correction', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      'Da, sigur – oui bien sûr',
      { tapConfirm: true },
      "1. Mme Marie-Claude de La Roche, cadre de santé à l'EHPAD Les Tilleuls, mc.delaroche@ehpad-tilleuls.fr, 02 47 38 12 90\n2. Dr Ioana Munteanu-Popa, ma cheffe de service à l'hôpital de Cluj, ioana.munteanu@scjucluj.ro, 0722 123 456\n3. Sandrine Morel, collègue aide-soignante, sandrine.morel37@orange.fr",
      { retry: 'Roumanie', key: 'phone:Ioana' },
      "Pardon, l'adresse de Mme de La Roche c'est mc.delaroche@ehpad-lestilleuls.fr",
      'Et enlevez Sandrine finalement, elle est en arrêt maladie',
      "Voilà, c'est tout. Mulțumesc !",
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Marie-Claude',
          'de La Roche',
          'mc.delaroche@ehpad-lestilleuls.fr',
          'manager',
          '+33247381290',
        ),
        c('Ioana', 'Munteanu-Popa', 'ioana.munteanu@scjucluj.ro', 'manager', '+40722123456'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i143',
    title:
      'Chamonix: a mountain-hut keeper with an hour of signal a day who asks whether it is compulsory, then "Bon ben non alors" with her boss\'s e-mail and postal address inside ("ou par courrier : Refuge du Couvercle, 74400 Chamonix"), "Non non, c\'est non": refused, nothing kept',
    tags: ['french', 'consent', 'consent-with-email', 'question-back'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      "C'est obligatoire ? Je suis gardienne de refuge, j'ai du réseau une heure par jour",
      'Bon ben non alors. Surtout pas ma patronne au refuge, Mme Odile Devouassoux (odile@refuge-couvercle.fr, ou par courrier : Refuge du Couvercle, 74400 Chamonix), elle sait même pas que je pars',
      "Non non, c'est non. Merci quand même",
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'fr-i144',
    title:
      'Yerevan (an Armenian tenant): a graduate whose "Ha" is Armenian for yes, with a condition ("mais ne leur dites pas pour quel poste, c\'est confidentiel") confirmed, three referees in one message with the titles "Paron" and "Tikin" before names, an Armenian mobile in local format, a teacher without a phone who is "plutôt une amie maintenant", a Lyon landline, "Chnorhakalutyun"',
    tags: ['french', 'consent', 'multi-referee', 'foreign-phone', 'filler', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'AM',
    says: [
      "Ha, oui, d'accord – mais ne leur dites pas pour quel poste, c'est confidentiel",
      { tapConfirm: true },
      "Paron Aram Hovhannisyan, mon directeur à l'UFAR, a.hovhannisyan@ufar.am, 091 23 45 67 et Tikin Anahit Sargsyan, ma prof de français à l'Alliance française, anahit.sargsyan@afarmenie.am et à Lyon Jean-Michel Lefort, mon maître de stage, jm.lefort@lyon-metropole.fr, +33 4 78 63 40 12",
      "Ah, Anahit c'est plutôt une amie maintenant, mais elle a été ma prof",
      "Chnorhakalutyun, c'est tout !",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Aram', 'Hovhannisyan', 'a.hovhannisyan@ufar.am', 'manager', '+37491234567'),
        c('Anahit', 'Sargsyan', 'anahit.sargsyan@afarmenie.am', ['teacher', 'friend']),
        c(
          'Jean-Michel',
          'Lefort',
          'jm.lefort@lyon-metropole.fr',
          ['mentor', 'manager'],
          '+33478634012',
        ),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i145',
    title:
      'Paris: a Japanese pastry cook ("Hai, d\'accord 🙇‍♀️" confirmed), her chef in Osaka named with the suffix "-san" before his full name ("Tanaka-san, donc Hiroshi Tanaka") and a Japanese mobile in local format asked which country (+81), her Paris chef "Laurent Duchêne-Morel" with a French mobile, "C\'est tout, arigatō !"',
    tags: ['french', 'multi-referee', 'foreign-phone', 'filler', 'done-phrase', 'emoji'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      "Hai, d'accord 🙇‍♀️",
      { tapConfirm: true },
      'Mon chef à Osaka, Tanaka-san, donc Hiroshi Tanaka, pâtisserie Kitahama, h.tanaka@kitahama-patisserie.jp, 090-1234-5678',
      { retry: 'Japon', key: 'phone:Hiroshi' },
      'Et ici mon chef pâtissier, Laurent Duchêne-Morel, laurent@maisonduchene.fr, 06 81 42 37 90',
      "C'est tout, arigatō !",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Hiroshi', 'Tanaka', 'h.tanaka@kitahama-patisserie.jp', 'manager', '+819012345678'),
        c('Laurent', 'Duchêne-Morel', 'laurent@maisonduchene.fr', 'manager', '+33681423790'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i146',
    title:
      'London (a British tenant): a French chef de rang ("Yes, oui bien sûr"), her executive chef with a title before and a British honour after his name ("Chef Michael Ashworth MBE") and a UK mobile in the tenant\'s format, his domain set right in the next message (".co.uk pas .com"), her trainer at a Lyon CFA with a French mobile in local format asked which country (+33), "C\'est tout, cheers !"',
    tags: ['french', 'multi-referee', 'foreign-phone', 'correction', 'filler', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'GB',
    says: [
      'Yes, oui bien sûr',
      'Chef Michael Ashworth MBE, executive chef du restaurant à Mayfair, michael.ashworth@mayfair-dining.com, 07700 900 461',
      "Pardon, c'est .co.uk pas .com : michael.ashworth@mayfair-dining.co.uk",
      'Et à Lyon, Mme Hélène Vasseur-Giraud, ma formatrice au CFA, h.vasseur@cfa-hotellerie-lyon.fr, 06 74 21 38 90',
      { retry: 'France, un portable français', key: 'phone:Hélène' },
      "C'est tout, cheers !",
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Michael',
          'Ashworth',
          'michael.ashworth@mayfair-dining.co.uk',
          'manager',
          '+447700900461',
        ),
        c(
          'Hélène',
          'Vasseur-Giraud',
          'h.vasseur@cfa-hotellerie-lyon.fr',
          ['teacher', 'mentor'],
          '+33674213890',
        ),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i147',
    title:
      'Saint-Imier (Bernese Jura, a Swiss tenant): a watchmaker who pastes her referees from a French-language Excel sheet, with semicolons and the surname first ("Nom;Prénom;Fonction;E-mail;Téléphone", "Gerber;Anne-Laure;Cheffe d\'atelier;…"), the relationship in the function column ("Horloger, collègue", "Formatrice CFC"), an empty e-mail and phone for the last ("Rohrbach;Ursula;Formatrice CFC;;") filled in the next message with a landline and no e-mail, "C\'est tout, merci !"',
    tags: ['french', 'list', 'multi-referee', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'CH',
    says: [
      "D'accord, allez-y",
      "Je vous colle ça depuis mon fichier Excel :\nNom;Prénom;Fonction;E-mail;Téléphone\nGerber;Anne-Laure;Cheffe d'atelier;al.gerber@manufacture-erguel.ch;032 941 22 15\nVuilleumier;Jean-Daniel;Horloger, collègue;jd.vuilleumier@bluewin.ch;079 356 48 12\nRohrbach;Ursula;Formatrice CFC;;",
      "Mme Rohrbach n'a pas d'e-mail, elle est à la retraite. Son fixe : 032 487 15 60",
      "C'est tout, merci !",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Anne-Laure', 'Gerber', 'al.gerber@manufacture-erguel.ch', 'manager', '+41329412215'),
        c('Jean-Daniel', 'Vuilleumier', 'jd.vuilleumier@bluewin.ch', 'colleague', '+41793564812'),
        c('Ursula', 'Rohrbach', null, ['teacher', 'mentor'], '+41324871560'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i148',
    title:
      'Arles: an editorial assistant at a publishing house who refuses with a quotation ("Je préférerais ne pas. (Pardon, Bartleby — déformation professionnelle …)") and then in plain words, with her current editor\'s particle surname and e-mail inside ("surtout pas mon éditrice actuelle, Mme Agnès de Vaublanc (agnes.devaublanc@…)"), "Non, c\'est non … après la rentrée littéraire": refused, nothing kept',
    tags: ['french', 'consent', 'consent-with-email'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      "Je préférerais ne pas. (Pardon, Bartleby — déformation professionnelle, je travaille dans l'édition.) Sérieusement, non : je ne veux pas que vous contactiez qui que ce soit, surtout pas mon éditrice actuelle, Mme Agnès de Vaublanc (agnes.devaublanc@editions-du-grand-rhone.fr), elle ne sait rien",
      "Non, c'est non. Je reviendrai peut-être vers vous après la rentrée littéraire",
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'fr-i149',
    title:
      'Port-Vila (a Vanuatu tenant): a resort worker whose consent is in Bislama ("I oraet 👍", confirmed), "Mama Kalsakau … enfin Mme Marie-Rose Kalsakau" (Mama is an honorific) with a 7-digit Vanuatu mobile, her old boss in Nouméa with a 6-digit New Caledonian number asked which country (+687), "Des e-mails ? … je dois chercher", "Mi mas go nao, le bus arrive": open',
    tags: ['french', 'multi-referee', 'foreign-phone', 'filler', 'done-phrase', 'emoji'],
    locale: 'fr',
    defaultCountry: 'VU',
    says: [
      'I oraet 👍',
      { tapConfirm: true },
      'Mama Kalsakau, ma responsable au resort – enfin Mme Marie-Rose Kalsakau. Son numéro : 774 5128',
      "Et mon ancien chef à Nouméa, au restaurant de l'Anse Vata : Teddy Wamytan, 75 12 34",
      { retry: 'Nouvelle-Calédonie, le +687', key: 'phone:Teddy' },
      "Des e-mails ? Mama Marie-Rose n'en a pas je crois, Teddy je dois chercher",
      'Mi mas go nao, le bus arrive. Je reviens ce soir',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Marie-Rose', 'Kalsakau', null, 'manager', '+6787745128'),
        c('Teddy', 'Wamytan', null, 'manager', '+687751234'),
      ],
    },
    outcome: 'open',
  },
  {
    id: 'fr-i150',
    title:
      'Beirut (a Lebanese tenant): a young pharmacist ("Akid, oui bien sûr"), her head of department with a double surname and a mobile typed in Arabic-Indic digits ("٠٣ ٤٥٦ ٧٨٩", typed again in Latin digits if asked: +961 3 …), her pharmacology professor "M. Georges Abi Nader" (Abi belongs to the surname) with a mobile without a trunk 0 ("70 123 456"), "C\'est tout. Merci, yalla bye"',
    tags: ['french', 'multi-referee', 'filler', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'LB',
    says: [
      'Akid, oui bien sûr',
      "Dr Rana Haddad-Khoury, ma cheffe de service à l'hôpital, rana.khoury@hdf-beyrouth.com.lb, ٠٣ ٤٥٦ ٧٨٩",
      'Et M. Georges Abi Nader, mon prof de pharmacologie à la fac, georges.abinader@usj.edu.lb, 70 123 456',
      { retry: "Pardon, je l'ai tapé en arabe : 03 456 789", key: 'phone:Rana' },
      "C'est tout. Merci, yalla bye",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Rana', 'Haddad-Khoury', 'rana.khoury@hdf-beyrouth.com.lb', 'manager', '+9613456789'),
        c(
          'Georges',
          'Abi Nader',
          'georges.abinader@usj.edu.lb',
          ['teacher', 'mentor'],
          '+96170123456',
        ),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i151',
    title:
      'Ajaccio (a French tenant): a waiter in French with Corsican ("Iè, va bè 👍" confirmed), a Corsican compound first name without a hyphen ("Ghjuvan Petru Santoni") and a cheffe de cuisine with a hyphenated one in one message, a colleague with only a mobile, then "En fait enlevez Petru Antonu, il est parti sur le continent" (removed), "C\'est bon, basta"',
    tags: ['french', 'multi-referee', 'correction', 'done-phrase', 'emoji'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      'Iè, va bè 👍',
      { tapConfirm: true },
      "Alors : Ghjuvan Petru Santoni, mon patron au restaurant sur le port d'Ajaccio, gp.santoni@ucorsu.fr, 06 14 52 37 89\net Marie-Dominique Pietri, la cheffe de cuisine, md.pietri@gmail.com",
      'Et Petru Antonu Luciani, un collègue, 06 23 45 67 12',
      'En fait enlevez Petru Antonu, il est parti sur le continent et il répond jamais',
      "C'est bon, basta",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Ghjuvan Petru', 'Santoni', 'gp.santoni@ucorsu.fr', 'manager', '+33614523789'),
        c('Marie-Dominique', 'Pietri', 'md.pietri@gmail.com', ['manager', 'colleague']),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i152',
    title:
      'Casablanca (a Moroccan tenant): a textile technician ("Wakha, d\'accord" confirmed), a list numbered "1-", "2-", "3-" with Moroccan honorifics ("Si Mohammed Tazi", "Hajja Fatima Zahra Bennani", a compound first name without a hyphen), a Moroccan mobile "06 61 23 45 67" in the tenant\'s format, and an internship tutor "en France" whose "06 45 78 12 90" is also a well-formed Moroccan mobile (asked which country: +33), "Safi, c\'est tout. Choukran"',
    tags: ['french', 'list', 'multi-referee', 'foreign-phone', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'MA',
    says: [
      "Wakha, d'accord",
      { tapConfirm: true },
      "1- Si Mohammed Tazi, mon chef à l'usine de Aïn Sebaâ, m.tazi@sotexma.ma, 06 61 23 45 67\n2- Hajja Fatima Zahra Bennani, ma prof de BTS, fz.bennani@ofppt.ma\n3- mon tuteur de stage en France, Julien Marchetti, julien.marchetti@renault.fr, 06 45 78 12 90",
      { retry: "C'est un numéro français, +33", key: 'phone:Julien' },
      "Safi, c'est tout. Choukran",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Mohammed', 'Tazi', 'm.tazi@sotexma.ma', 'manager', '+212661234567'),
        c('Fatima Zahra', 'Bennani', 'fz.bennani@ofppt.ma', 'teacher'),
        c(
          'Julien',
          'Marchetti',
          'julien.marchetti@renault.fr',
          ['mentor', 'manager'],
          '+33645781290',
        ),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i153',
    title:
      'Quimper: a cannery worker who refuses in Breton and French ("Nann, trugarez. Non merci") with her former boss\'s Breton name and an address in .bzh inside ("Yann Le Floc\'h (yann.lefloch@conserverie-penmarch.bzh)"), then "Kenavo": refused, nothing kept',
    tags: ['french', 'consent', 'consent-with-email', 'negation'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      "Nann, trugarez. Non merci : je ne veux pas que vous contactiez mon ancien patron, Yann Le Floc'h (yann.lefloch@conserverie-penmarch.bzh), on s'est quittés fâchés",
      'Kenavo',
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'fr-i154',
    title:
      'Andorra (an Andorran tenant): a hotel receptionist in French with Catalan ("D\'acord, oui"), "Mon cap (chef) … Sr. Josep Maria Cerqueda" (a Catalan compound first name without a hyphen after a Spanish title) with a six-digit Andorran number "312 456", a colleague with a Catalan double surname and "un portable espagnol 612 34 56 78" (asked which country if need be: +34), then "l\'adresse de Josep Maria c\'est jm.cerqueda@… avec un point" (the e-mail corrected), "Ja està, c\'est tout"',
    tags: ['french', 'multi-referee', 'foreign-phone', 'correction', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'AD',
    says: [
      "D'acord, oui",
      "Mon cap (chef) à l'hôtel à Soldeu : Sr. Josep Maria Cerqueda, jmcerqueda@hotelsoldeu.ad, 312 456",
      'Et Núria Vilaró Puig, ma collègue de la réception, nuria.vilaro@gmail.com, elle a un portable espagnol 612 34 56 78',
      { retry: 'Espagne', key: 'phone:Núria' },
      "Oups, l'adresse de Josep Maria c'est jm.cerqueda@hotelsoldeu.ad avec un point",
      "Ja està, c'est tout",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Josep Maria', 'Cerqueda', 'jm.cerqueda@hotelsoldeu.ad', 'manager', '+376312456'),
        c('Núria', 'Vilaró Puig', 'nuria.vilaro@gmail.com', 'colleague', '+34612345678'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i155',
    title:
      'Cotonou (a Beninese tenant): a site foreman with conditional consent ("Oui mais à condition que vous n\'appeliez pas mon patron actuel", confirmed), "Dr. Ing. Comlan Hounkpatin (Tonton Comlan pour nous)" with stacked titles and a nickname in brackets and a Beninese mobile in the ten-digit format "01 97 12 34 56", his trainer "ma grande sœur en Christ, Mme Bernadette Adjovi" with no e-mail and a "+229 01 …" number, "C\'est tout. Merci, que Dieu vous bénisse"',
    tags: ['french', 'consent', 'multi-referee', 'filler', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'BJ',
    says: [
      "Oui mais à condition que vous n'appeliez pas mon patron actuel",
      { tapConfirm: true },
      'Bon. Mon ancien chef au chantier, Dr. Ing. Comlan Hounkpatin (Tonton Comlan pour nous), c.hounkpatin@sogea-satom.bj, 01 97 12 34 56',
      "Et ma grande sœur en Christ, Mme Bernadette Adjovi, qui était ma formatrice au CFP de Parakou, elle n'a pas de mail, son numéro c'est le +229 01 66 45 78 90",
      "C'est tout. Merci, que Dieu vous bénisse",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Comlan', 'Hounkpatin', 'c.hounkpatin@sogea-satom.bj', 'manager', '+2290197123456'),
        c('Bernadette', 'Adjovi', null, 'teacher', '+2290166457890'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i156',
    title:
      'Papeete (a French Polynesian tenant): a hotel receptionist in French with Tahitian ("\'Ē, ok pour moi" confirmed), two referees in one message with Polynesian mobiles in the tenant\'s eight-digit format ("87 12 34 56", "89 45 67 12"), a long Tahitian surname ("Hinano Teriierooiterai"), the second without an e-mail, "Māuruuru, c\'est tout"',
    tags: ['french', 'multi-referee', 'foreign-phone', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'PF',
    says: [
      "'Ē, ok pour moi",
      { tapConfirm: true },
      "Ma cheffe de réception à l'hôtel à Punaauia, Hinano Teriierooiterai, hinano.t@hotel-tahiti.pf, 87 12 34 56, et mon collègue bagagiste Rauarii Tehei, 89 45 67 12, lui il a pas de mail",
      "Māuruuru, c'est tout",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Hinano', 'Teriierooiterai', 'hinano.t@hotel-tahiti.pf', 'manager', '+68987123456'),
        c('Rauarii', 'Tehei', null, 'colleague', '+68989456712'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i157',
    title:
      'Hanoi (a Vietnamese tenant): a lab technician ("Vâng, d\'accord ạ" confirmed), her head of department written the French way with the family name in capitals ("Dr Hùng TRẦN") and a Vietnamese mobile in the tenant\'s format, a former tutor in Lyon with a French mobile in local format "06 72 18 45 93" asked which country (+33), "Cảm ơn, c\'est tout"',
    tags: ['french', 'multi-referee', 'foreign-phone', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'VN',
    says: [
      "Vâng, d'accord ạ",
      { tapConfirm: true },
      'Mon chef de service au laboratoire : Dr Hùng TRẦN, tran.hung@hfh.com.vn, 091 234 56 78',
      'Et ma tutrice de stage en France, à Lyon : Mme Sophie Garnier, sophie.garnier@chu-lyon.fr, 06 72 18 45 93',
      { retry: "En France, c'est un portable français", key: 'phone:Sophie' },
      "Cảm ơn, c'est tout",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Hùng', 'Trần', 'tran.hung@hfh.com.vn', 'manager', '+84912345678'),
        c('Sophie', 'Garnier', 'sophie.garnier@chu-lyon.fr', ['mentor', 'teacher'], '+33672184593'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i158',
    title:
      'Les Sables-d\'Olonne (a French tenant): a riding instructor who refuses in a litotes ("Je ne dis pas non, mais pas maintenant"), with her former boss\'s name and e-mail inside ("Mme Odile Gaborit, odile@ecurie-olonne.fr, ne la contactez pas avant que je vous le dise"), then "Non, pas pour l\'instant" when asked again: refused, nothing kept',
    tags: ['french', 'consent', 'consent-with-email', 'negation', 'hedge'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      "Je ne dis pas non, mais pas maintenant. Mon ancienne patronne c'est Mme Odile Gaborit, odile@ecurie-olonne.fr, mais ne la contactez pas avant que je vous le dise",
      { retry: "Non, pas pour l'instant", key: 'consent' },
      { tapConfirm: true },
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'fr-i159',
    title:
      'Hossegor (Landes, a French tenant): a surf instructor in surf slang ("Yes, carrément, vas-y 🤙" confirmed), a dashed list with a nickname before the name ("Jojo (Jonathan Lafitte)"), an Australian head coach with a mobile in local format "0412 345 678" and a Portuguese surf-camp owner in Peniche with "912 345 678", each asked which country (+61, +351), then "Enlève Jojo, il est parti en Indo sans réseau", "C\'est bon, à plus 🏄"',
    tags: [
      'french',
      'list',
      'multi-referee',
      'foreign-phone',
      'correction',
      'done-phrase',
      'emoji',
      'filler',
    ],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      'Yes, carrément, vas-y 🤙',
      { tapConfirm: true },
      "Alors :\n- Jojo (Jonathan Lafitte), le boss de l'école de surf à Hossegor, jojo@hossegor-surf.fr\n- Mick Sullivan, mon head coach à Byron Bay, mick@byronsurfschool.com.au, 0412 345 678\n- Inês Ferreira, elle a le surf camp à Peniche où j'ai bossé l'été dernier, ines@penichesurfcamp.pt, 912 345 678",
      { retry: 'Australie, il est à Byron Bay', key: 'phone:Mick' },
      { retry: 'Portugal, portable portugais', key: 'phone:Inês' },
      'Enlève Jojo, il est parti en Indo sans réseau pour 3 mois',
      "C'est bon, à plus 🏄",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Mick', 'Sullivan', 'mick@byronsurfschool.com.au', ['manager', 'mentor'], '+61412345678'),
        c('Inês', 'Ferreira', 'ines@penichesurfcamp.pt', 'manager', '+351912345678'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i160',
    title:
      'Port Mathurin (Rodrigues, a Mauritian tenant): a hotel housekeeper in Rodriguan Creole and French ("Wi, pa ena problem" confirmed), her boss with a Mauritian mobile in the tenant\'s format "5 812 3456", a former colleague in Réunion with "0692 12 34 56" asked which country (+262), "ni lin ni lot ena mail" (no e-mail for either), "Mo bizin alé, lavion pe atann": open',
    tags: ['french', 'multi-referee', 'foreign-phone', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'MU',
    says: [
      'Wi, pa ena problem',
      { tapConfirm: true },
      "Mo patron à l'hôtel à Port Mathurin, M. Jean-Claude Perrine, 5 812 3456",
      'Et Mme Josiane Begué, on travaillait ensemble à Saint-Gilles, 0692 12 34 56',
      { retry: "La Réunion, c'est son portable réunionnais", key: 'phone:Josiane' },
      'Mail ? Ni lin ni lot ena mail, pardon. Seulement téléphone',
      'Mo bizin alé, lavion pe atann',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Jean-Claude', 'Perrine', null, 'manager', '+23058123456'),
        c('Josiane', 'Begué', null, 'colleague', '+262692123456'),
      ],
    },
    outcome: 'open',
  },
  {
    id: 'fr-i161',
    title:
      'Doha (a Qatari tenant): a French pastry cook ("Yalla, ok pour moi" confirmed), her chef at a hotel in Doha with a Qatari mobile in the tenant\'s format (eight digits, "5512 3456"), a former colleague in Bangkok with a Thai mobile in local format "081 234 5678" asked which country (+66), "Shukran, c\'est tout"',
    tags: ['french', 'multi-referee', 'foreign-phone', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'QA',
    says: [
      'Yalla, ok pour moi',
      { tapConfirm: true },
      'Mon chef au Sheraton de Doha : M. Olivier Marchand, olivier.marchand@sheraton-doha.com, 5512 3456',
      "Et Somchai Wongsawat, on était commis ensemble à l'hôtel à Bangkok, somchai.w@gmail.com, 081 234 5678",
      { retry: 'Thaïlande, il est toujours à Bangkok', key: 'phone:Somchai' },
      "Shukran, c'est tout",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Olivier', 'Marchand', 'olivier.marchand@sheraton-doha.com', 'manager', '+97455123456'),
        c('Somchai', 'Wongsawat', 'somchai.w@gmail.com', 'colleague', '+66812345678'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i162',
    title:
      'Amiens (a French tenant): an ambulance driver whose consent comes with a condition ("Oui si vous contactez pas mon employeur actuel") and is asked again ("Oui, d\'accord"), a pasted signature of his former dispatcher with an office line and a mobile ("Tél. 03 22 …", "Port. 06 …"), then "Plutôt le portable", "Ch\'est bon, ch\'est tout"',
    tags: ['french', 'consent', 'signature', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      'Oui si vous contactez pas mon employeur actuel',
      { retry: "Oui, d'accord", key: 'consent' },
      'Voilà la signature de mon ancienne cheffe :\n\nNathalie Lefebvre\nRégulatrice – Ambulances de la Somme\n12 rue des Otages, 80000 Amiens\nTél. 03 22 45 67 89\nPort. 06 12 34 56 78\nn.lefebvre@ambulances-somme.fr',
      'Plutôt le portable, au standard elle y est jamais',
      "Ch'est bon, ch'est tout",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Nathalie', 'Lefebvre', 'n.lefebvre@ambulances-somme.fr', 'manager', '+33612345678'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i163',
    title:
      'Arles (a French tenant): a young gardian who refuses in SMS French ("nn dsl jprefere pa") with his boss\'s e-mail inside ("mon patron c f.bonnefoy@manade-bonnefoy.fr et il sait pa que jcherche"), then "non c non": refused, nothing kept',
    tags: ['french', 'consent', 'consent-with-email', 'negation', 'typos', 'short'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      'nn dsl jprefere pa, mon patron c f.bonnefoy@manade-bonnefoy.fr et il sait pa que jcherche, on verra plus tard',
      'non c non',
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'fr-i164',
    title:
      'Alès (a French tenant): a mechanic turned law-firm clerk ("Oui je suis d\'accord"), a dashed list of three with a lawyer\'s title ("Me Anne-Laure Chabert"), an Armenian surname and a teacher without any contact ("Mme Roux"), then Mme Roux removed and the Armenian surname\'s e-mail corrected in a later message ("avec deux s"), "C\'est tout"',
    tags: ['french', 'list', 'multi-referee', 'correction', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      "Oui je suis d'accord",
      "- Me Anne-Laure Chabert, avocate, j'ai fait mon stage chez elle, al.chabert@avocats-ales.fr\n- Vartan Sarkissian, mon ancien patron au garage, vartan.sarkisian@orange.fr, 06 45 78 12 30\n- Mme Roux, ma prof de BTS",
      "Finalement enlevez Mme Roux, je n'ai pas ses coordonnées",
      "Et pour Vartan je me suis trompé, c'est vartan.sarkissian@orange.fr avec deux s",
      "C'est tout",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Anne-Laure', 'Chabert', 'al.chabert@avocats-ales.fr', ['manager', 'mentor']),
        c('Vartan', 'Sarkissian', 'vartan.sarkissian@orange.fr', 'manager', '+33645781230'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i165',
    title:
      'Doha (a Qatari tenant): a French teacher at a lycée français ("Aywa, d\'accord" confirmed), the headmaster with a double particle surname ("M. Jean-Marc de La Roque-Ordan"), an inspector written surname first in capitals with a note ("EL-SAYED Mona (Mona c\'est le prénom)") and a Qatari mobile, a French mobile in local format "06 87 65 43 21" asked which country (+33) for the headmaster, "Khalas, c\'est tout"',
    tags: ['french', 'multi-referee', 'foreign-phone', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'QA',
    says: [
      "Aywa, d'accord",
      { tapConfirm: true },
      "Le proviseur, M. Jean-Marc de La Roque-Ordan, jm.delaroque@lfdoha.org, 06 87 65 43 21\nEt l'inspectrice qui m'a suivie : EL-SAYED Mona (Mona c'est le prénom), mona.elsayed@gmail.com, 3312 4567",
      { retry: "France, c'est son portable français", key: 'phone:Jean-Marc' },
      "Khalas, c'est tout",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Jean-Marc', 'de La Roque-Ordan', 'jm.delaroque@lfdoha.org', 'manager', '+33687654321'),
        c(
          'Mona',
          'El-Sayed',
          'mona.elsayed@gmail.com',
          ['mentor', 'manager', 'other'],
          '+97433124567',
        ),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i166',
    title:
      'Ouagadougou (a Burkinabè tenant): a mechanic who consents in Burkinabè French ("On est ensemble, y a pas de problème" confirmed), his old boss described in one message ("c\'est un vieux très sérieux, c\'est lui qui m\'a formé") and named in the next with a Burkinabè mobile in the tenant\'s format and no e-mail ("Il s\'appelle Boukary Ouédraogo. 70 12 34 56"), his boss in Abidjan with an Ivorian ten-digit mobile in local format "07 07 12 34 56" asked which country (+225), "C\'est tout. Merci, bonne journée"',
    tags: ['french', 'filler', 'multi-referee', 'foreign-phone', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'BF',
    says: [
      'On est ensemble, y a pas de problème',
      { tapConfirm: true },
      "Mon ancien patron au garage de Gounghin, c'est un vieux très sérieux, c'est lui qui m'a formé en mécanique de 2015 à 2019",
      "Il s'appelle Boukary Ouédraogo. 70 12 34 56. Il n'a pas de mail, il faut l'appeler",
      "Et ma cheffe quand j'étais à Abidjan, Mme Adjoua Konan, adjoua.konan@sotra.ci, 07 07 12 34 56",
      { retry: "C'est un numéro ivoirien", key: 'phone:Adjoua' },
      "C'est tout. Merci, bonne journée",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Boukary', 'Ouédraogo', null, ['manager', 'mentor'], '+22670123456'),
        c('Adjoua', 'Konan', 'adjoua.konan@sotra.ci', 'manager', '+2250707123456'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i167',
    title:
      'Metz (Lorraine, a French tenant): a shop assistant typing plainly, whose consent comes with a condition ("Oui, mais seulement après mon entretien de jeudi, s\'il vous plaît.") and is asked again, her manager\'s name, e-mail and mobile in three messages ("Nathalie Schwartz." / "Son adresse : …" / "Son portable : 06 12 34 56 78"), a former colleague in Luxembourg with a Luxembourg mobile in local format "621 123 456" (which also parses as a French mobile) asked which country (+352), "C\'est tout, merci."',
    tags: ['french', 'consent', 'multi-referee', 'foreign-phone', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      "Oui, mais seulement après mon entretien de jeudi, s'il vous plaît.",
      { retry: 'Très bien, vous pouvez les contacter.', key: 'consent' },
      'Ma responsable au magasin de Metz : Nathalie Schwartz.',
      'Son adresse : nathalie.schwartz@cora.fr',
      'Son portable : 06 12 34 56 78',
      'Et mon ancien collègue au Luxembourg, Marc Thill, marc.thill@post.lu, 621 123 456.',
      { retry: 'Au Luxembourg, il habite à Esch-sur-Alzette.', key: 'phone:Marc' },
      "C'est tout, merci.",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Nathalie', 'Schwartz', 'nathalie.schwartz@cora.fr', 'manager', '+33612345678'),
        c('Marc', 'Thill', 'marc.thill@post.lu', 'colleague', '+352621123456'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i168',
    title:
      'Saint-Denis (a Réunion tenant): a delivery driver who refuses in Réunion Creole ("Non merci, mi vé pa") with his boss\'s name and e-mail inside ("Mon patron Jean-Marc Payet (jm.payet@transports-payet.re) i koné pa ankor que mi rod travail"), then "Non, lé pa la peine": refused, nothing kept',
    tags: ['french', 'consent', 'consent-with-email', 'negation', 'short'],
    locale: 'fr',
    defaultCountry: 'RE',
    says: [
      'Non merci, mi vé pa. Mon patron Jean-Marc Payet (jm.payet@transports-payet.re) i koné pa ankor que mi rod travail',
      'Non, lé pa la peine. Mersi',
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'fr-i169',
    title:
      'Djibouti (a Djiboutian tenant): a port clerk ("Oui, je suis d\'accord"), her supervisor at the port with a Djiboutian eight-digit mobile and an e-mail ending in .fr, her former boss in Addis Ababa with an Ethiopian mobile in local format "091 123 4567" asked which country (+251), then the supervisor\'s domain corrected ("c\'est ali.houmed@port.dj, pas .fr"), "Mahadsanid, c\'est fini"',
    tags: ['french', 'multi-referee', 'foreign-phone', 'correction', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'DJ',
    says: [
      "Oui, je suis d'accord",
      'M. Ali Houmed, mon superviseur au port de Djibouti, ali.houmed@port.fr, 77 12 34 56',
      'Et Mme Tigist Bekele, ma cheffe quand je travaillais à Addis-Abeba pour la compagnie maritime éthiopienne, tigist.bekele@eslse.et, 091 123 4567',
      { retry: "Éthiopie, c'est son portable à Addis", key: 'phone:Tigist' },
      "Pardon, pour M. Houmed c'est ali.houmed@port.dj, pas .fr",
      "Mahadsanid, c'est fini",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Ali', 'Houmed', 'ali.houmed@port.dj', 'manager', '+25377123456'),
        c('Tigist', 'Bekele', 'tigist.bekele@eslse.et', 'manager', '+251911234567'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i170',
    title:
      'Aosta (an Italian tenant): a waitress who consents in Valdôtain and Italian ("Ouè, d\'accord, va bene" confirmed), a numbered list with the head chef at a hotel in Courmayeur (an Italian mobile in the tenant\'s format) and her boss in Verbier with a Swiss mobile in local format "079 123 45 67" (which also parses as an Italian landline) asked which country (+41), then the chef replaced ("Au lieu de Marco, mettez plutôt Elena Jorrioz … 339 876 5432"), "Mersì, c\'est tout"',
    tags: ['french', 'list', 'multi-referee', 'foreign-phone', 'correction', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'IT',
    says: [
      "Ouè, d'accord, va bene",
      { tapConfirm: true },
      "1. Marco Gerbore, chef de cuisine à l'hôtel à Courmayeur, marco.gerbore@hotelmontblanc.it, 347 123 4567\n2. Mme Sylvie Fellay, ma patronne à Verbier l'hiver passé, sylvie.fellay@verbier-hotel.ch, 079 123 45 67",
      { retry: 'Suisse, elle est en Valais', key: 'phone:Sylvie' },
      'Au lieu de Marco, mettez plutôt Elena Jorrioz, ma cheffe de salle, elena.jorrioz@hotelmontblanc.it, 339 876 5432',
      "Mersì, c'est tout",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Sylvie', 'Fellay', 'sylvie.fellay@verbier-hotel.ch', 'manager', '+41791234567'),
        c('Elena', 'Jorrioz', 'elena.jorrioz@hotelmontblanc.it', 'manager', '+393398765432'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i171',
    title:
      'Douala (a Cameroonian tenant): a supermarket cashier in Akwa who consents in Camfranglais ("C\'est good, vous pouvez les call 👍" confirmed), her former boss in Lagos described in one message ("Mon ancien boss au Nigeria, je faisais le commerce avec lui au marché de Balogun …") and named in the next with a Nigerian mobile in local format ("Il s\'appelle Chukwuemeka Obi. 0803 123 4567, pas d\'email") asked which country (+234), her head cashier with a double surname and a Cameroonian mobile ("Mme Estelle Ngo Biyong … 6 77 12 34 56"), "C\'est tout, merci beaucoup"',
    tags: ['french', 'filler', 'multi-referee', 'foreign-phone', 'emoji', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'CM',
    says: [
      "C'est good, vous pouvez les call 👍",
      { tapConfirm: true },
      "Mon ancien boss au Nigeria, je faisais le commerce avec lui au marché de Balogun à Lagos, c'est un grand type très sérieux",
      "Il s'appelle Chukwuemeka Obi. 0803 123 4567, pas d'email",
      { retry: "C'est au Nigeria, son numéro de Lagos", key: 'phone:Chukwuemeka' },
      'Et ma cheffe de caisse au supermarché à Akwa : Mme Estelle Ngo Biyong, estelle.ngobiyong@gmail.com, 6 77 12 34 56',
      "C'est tout, merci beaucoup",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Chukwuemeka', 'Obi', null, 'manager', '+2348031234567'),
        c('Estelle', 'Ngo Biyong', 'estelle.ngobiyong@gmail.com', 'manager', '+237677123456'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i172',
    title:
      'Antananarivo (a Malagasy tenant): an NGO logistician who consents in Malagasy and French ("Eny, azo atao – oui, c\'est possible" confirmed), her boss at a telecom company with a Malagasy mobile in local format, her former project coordinator now back in Lyon with a French mobile in local format "07 81 23 45 67" asked which country (+33), then the first e-mail set right ("Pardon, c\'est andry.rakotoarisoa@telma.mg, pas rakoto"), "Misaotra, c\'est tout"',
    tags: ['french', 'multi-referee', 'foreign-phone', 'correction', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'MG',
    says: [
      "Eny, azo atao – oui, c'est possible",
      { tapConfirm: true },
      'Mon responsable logistique chez Telma : Andry Rakotoarisoa, andry.rakoto@telma.mg, 034 12 345 67',
      "Et Claire Duval, ma coordinatrice de projet à l'ONG, elle est rentrée en France : claire.duval@ong-sante-mada.org, 07 81 23 45 67",
      { retry: 'En France, elle habite à Lyon maintenant', key: 'phone:Claire' },
      "Pardon, pour Andry c'est andry.rakotoarisoa@telma.mg, pas rakoto",
      "Misaotra, c'est tout",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Andry', 'Rakotoarisoa', 'andry.rakotoarisoa@telma.mg', 'manager', '+261341234567'),
        c('Claire', 'Duval', 'claire.duval@ong-sante-mada.org', 'manager', '+33781234567'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i173',
    title:
      'Montpellier (a French tenant): a nurse DICTATING by voice, punctuation and addresses as words ("Oui virgule bien sûr point", "jean tiret luc point fabre arobase clinique tiret saintjean point fr", "laure point castan arobase gmail point com"), each address typed out if asked again, her head nurse with a mobile and a colleague with a Montpellier landline, "C\'est tout point fin du message"',
    tags: ['french', 'typos', 'multi-referee', 'done-phrase', 'long'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      'Oui virgule bien sûr point',
      { tapConfirm: true },
      'Mon cadre de santé à la clinique Saint-Jean virgule Jean-Luc Fabre virgule son mail jean tiret luc point fabre arobase clinique tiret saintjean point fr virgule son portable 06 23 45 67 89 point',
      { retry: 'jean-luc.fabre@clinique-saintjean.fr', key: 'email:Jean-Luc' },
      'Et ma collègue infirmière Laure Castan virgule laure point castan arobase gmail point com virgule au service 04 67 12 34 56 point',
      { retry: 'laure.castan@gmail.com', key: 'email:Laure' },
      "C'est tout point fin du message",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Jean-Luc', 'Fabre', 'jean-luc.fabre@clinique-saintjean.fr', 'manager', '+33623456789'),
        c('Laure', 'Castan', 'laure.castan@gmail.com', 'colleague', '+33467123456'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i174',
    title:
      'Strasbourg (a French tenant): a waiter in a winstub who refuses in Alsatian and French with his boss\'s name and e-mail inside ("Nai, merci vielmols. Je préfère que vous ne contactiez pas mon patron, M. Jean-Paul Schaeffer (jp.schaeffer@winstub-kuehn.fr), er weiss noch nix"), then "Nai, wirklich pas. Ade": refused, nothing kept',
    tags: ['french', 'consent', 'consent-with-email', 'negation', 'short'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      'Nai, merci vielmols. Je préfère que vous ne contactiez pas mon patron, M. Jean-Paul Schaeffer (jp.schaeffer@winstub-kuehn.fr), er weiss noch nix que je cherche ailleurs',
      'Nai, wirklich pas. Ade',
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'fr-i175',
    title:
      'Gaspé (a Canadian tenant): a crab-plant worker in Gaspésie French ("Ouin, c\'est correct, vas-y" confirmed), his foreman with a Quebec number and no e-mail ("Réjean Cotton, 418 368-1234, y a pas de courriel, y é pas sur l\'internet pantoute"), his former boss on Saint-Pierre with an e-mail and a local six-digit mobile "55 12 34" asked which country (+508), then the foreman removed ("Oublie Réjean, y é parti aux Îles pour la saison …"), "C\'est toute. Merci ben"',
    tags: ['french', 'multi-referee', 'foreign-phone', 'correction', 'negation', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'CA',
    says: [
      "Ouin, c'est correct, vas-y",
      { tapConfirm: true },
      "Mon foreman à l'usine de crabe à Rivière-au-Renard, Réjean Cotton, 418 368-1234, y a pas de courriel, y é pas sur l'internet pantoute",
      "Pis mon ancienne patronne à Saint-Pierre, sur l'île, quand je travaillais à la poissonnerie : Mme Karine Briand, karine.briand@cheznoo.net, 55 12 34",
      { retry: "Saint-Pierre-et-Miquelon, c'est français", key: 'phone:Karine' },
      'Oublie Réjean, y é parti aux Îles pour la saison pis y répond jamais',
      "C'est toute. Merci ben",
    ],
    expected: {
      consent: true,
      contacts: [c('Karine', 'Briand', 'karine.briand@cheznoo.net', 'manager', '+508551234')],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i176',
    title:
      'Liège (a Belgian tenant): a mechanic who consents in Walloon ("Awè, c\'est bon", confirmed), his boss at a garage in Herstal with a Belgian GSM, his former boss in Tangier with a Moroccan mobile in local format "06 61 23 45 67" (which also looks French) asked which country (+212), a trainer added then removed ("Non, laissez tomber Kevin, il a changé de boulot"), "C\'est tout. Merci, à r\'voir"',
    tags: ['french', 'multi-referee', 'foreign-phone', 'correction', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'BE',
    says: [
      "Awè, c'est bon",
      { tapConfirm: true },
      'Mon chef au garage à Herstal, Jean-Marie Lejeune, jm.lejeune@garage-herstal.be, GSM 0485 12 34 56',
      'Et mon ancien patron à Tanger, M. Abdelkader Bennani, quand je travaillais dans son atelier de carrosserie, 06 61 23 45 67, il a pas de mail',
      { retry: "Au Maroc, c'est son portable à Tanger", key: 'phone:Abdelkader' },
      'Ah et Kevin de la formation au Forem, Kevin Dethier, kevin.dethier@forem.be',
      'Non, laissez tomber Kevin, il a changé de boulot',
      "C'est tout. Merci, à r'voir",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Jean-Marie', 'Lejeune', 'jm.lejeune@garage-herstal.be', 'manager', '+32485123456'),
        c('Abdelkader', 'Bennani', null, 'manager', '+212661234567'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i177',
    title:
      'Dakar (a Senegalese tenant): a hotel receptionist who consents in Wolof and French ("Waaw, amul problème", confirmed), her boss at a hotel in Saly with her name, Senegalese mobile and e-mail in three messages, her former head of reception in Bamako with a Malian mobile "76 12 34 56" (eight digits, too short for a Senegalese one) asked which country (+223) and no e-mail, "C\'est bon, jërëjëf"',
    tags: ['french', 'multi-referee', 'foreign-phone', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'SN',
    says: [
      'Waaw, amul problème',
      { tapConfirm: true },
      "Ma patronne à l'hôtel à Saly, Mme Awa Ndiaye",
      'Son numéro 77 654 32 10',
      'Son mail awa.ndiaye@hotel-saly.sn',
      'Et mon ancien chef de réception à Bamako, quand je travaillais là-bas : M. Oumar Keïta, 76 12 34 56',
      { retry: "Au Mali, c'est son numéro de Bamako", key: 'phone:Oumar' },
      "Il n'a pas d'email",
      "C'est bon, jërëjëf",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Awa', 'Ndiaye', 'awa.ndiaye@hotel-saly.sn', 'manager', '+221776543210'),
        c('Oumar', 'Keïta', null, 'manager', '+22376123456'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i178',
    title:
      'Abidjan (an Ivorian tenant): a freight clerk who refuses in Ivorian French ("Non oh, faut laisser") with his boss\'s name and e-mail inside ("Mon boss là, M. Yao Konan (yao.konan@transit-treichville.ci), il sait pas que je cherche ailleurs, si il apprend c\'est gâté pour moi"), then "Non vraiment, c\'est non. Merci hein": refused, nothing kept',
    tags: ['french', 'consent', 'consent-with-email', 'negation', 'short'],
    locale: 'fr',
    defaultCountry: 'CI',
    says: [
      "Non oh, faut laisser. Mon boss là, M. Yao Konan (yao.konan@transit-treichville.ci), il sait pas que je cherche ailleurs, si il apprend c'est gâté pour moi",
      "Non vraiment, c'est non. Merci hein",
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'fr-i179',
    title:
      'Bayonne (a French tenant): a cook who consents in Basque ("Bai, ados", where "ados" is "agreed", confirmed), a numbered list with her head chef in Bayonne and her former boss at a cider house in Donostia with a Spanish mobile "688 12 34 56" (which also reads as a French mobile without its 0) asked which country (+34), then the head chef\'s e-mail set right to the Basque spelling of his name ("c\'est avec tx comme son nom : p.etxeberria@…"), "Hori da dena, c\'est tout. Milesker"',
    tags: ['french', 'list', 'multi-referee', 'foreign-phone', 'correction', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      'Bai, ados',
      { tapConfirm: true },
      '1. Peio Etxeberria, mon chef de cuisine au restaurant à Bayonne, p.etcheverry@restaurant-baiona.fr, 06 45 12 78 90\n2. Ainhoa Larrañaga, ma patronne à la cidrerie à Saint-Sébastien (Donostia), ainhoa@sagardotegia-larranaga.eus, 688 12 34 56',
      { retry: "En Espagne, c'est son portable à Donostia", key: 'phone:Ainhoa' },
      "Pardon, le mail de Peio c'est avec tx comme son nom : p.etxeberria@restaurant-baiona.fr",
      "Hori da dena, c'est tout. Milesker",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Peio', 'Etxeberria', 'p.etxeberria@restaurant-baiona.fr', 'manager', '+33645127890'),
        c('Ainhoa', 'Larrañaga', 'ainhoa@sagardotegia-larranaga.eus', 'manager', '+34688123456'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i180',
    title:
      'Monaco (a Monegasque tenant): a receptionist at a palace who asks a question back before consenting ("Avant de dire oui : c\'est vous qui allez les appeler ou c\'est automatique ?") and then consents, three referees in one message: her manager with a mobile "06 78 90 12 34" that is well-formed both in Monaco and in France, asked which country (+33, she lives in Menton), her former head of reception with a Monaco mobile in international format, a colleague from Ventimiglia with an Italian mobile in local format "347 123 4567" asked which country (+39); then the second e-mail set right ("c\'est laurent.gastaud@sbm.mc, pas l.gastaud"), "C\'est tout, merci, bonne journée"',
    tags: [
      'french',
      'consent',
      'question-back',
      'multi-referee',
      'foreign-phone',
      'correction',
      'done-phrase',
      'long',
    ],
    locale: 'fr',
    defaultCountry: 'MC',
    says: [
      "Avant de dire oui : c'est vous qui allez les appeler ou c'est automatique ?",
      { retry: "D'accord. Oui, vous pouvez contacter mes références.", key: 'consent' },
      "Ma responsable au Métropole, Mme Chiara Rossi, chiara.rossi@metropole.mc, 06 78 90 12 34. Mon ancien chef de réception à l'Hôtel de Paris, M. Laurent Gastaud, l.gastaud@sbm.mc, +377 6 80 12 34 56. Et Giulia Bianchi, ma collègue de Vintimille, giulia.bianchi@libero.it, 347 123 4567",
      { retry: "C'est un portable français, elle habite à Menton", key: 'phone:Chiara' },
      { retry: "En Italie, c'est son portable italien", key: 'phone:Giulia' },
      "Pour M. Gastaud c'est laurent.gastaud@sbm.mc, pas l.gastaud",
      "C'est tout, merci, bonne journée",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Chiara', 'Rossi', 'chiara.rossi@metropole.mc', 'manager', '+33678901234'),
        c('Laurent', 'Gastaud', 'laurent.gastaud@sbm.mc', 'manager', '+377680123456'),
        c('Giulia', 'Bianchi', 'giulia.bianchi@libero.it', 'colleague', '+393471234567'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i181',
    title:
      'Dieppe (New Brunswick, a Canadian tenant): a lift mechanic consenting in Chiac ("Yeah, c\'est right correct, go ahead", confirmed), two referees in one message (his boss at the shop with a Moncton number in brackets; his lead hand, now in Alberta, with an Edmonton number), then the lead hand\'s e-mail set right ("le courriel à Natalie c\'est natalie.cormier@gmail.com, pas n.cormier"), "C\'est toute asteure, merci ben"',
    tags: ['french', 'consent', 'multi-referee', 'correction', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'CA',
    says: [
      "Yeah, c'est right correct, go ahead",
      { tapConfirm: true },
      "Y'en a deux. Mon boss à la shop de Dieppe, Marc LeBlanc marc.leblanc@maritime-elevateurs.ca (506) 858-1234 pis Natalie Cormier qui était ma lead hand n.cormier@gmail.com, elle est en Alberta asteure, 780-791-2345",
      "Oops, le courriel à Natalie c'est natalie.cormier@gmail.com, pas n.cormier",
      "C'est toute asteure, merci ben",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Marc', 'LeBlanc', 'marc.leblanc@maritime-elevateurs.ca', 'manager', '+15068581234'),
        c(
          'Natalie',
          'Cormier',
          'natalie.cormier@gmail.com',
          ['manager', 'colleague'],
          '+17807912345',
        ),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i182',
    title:
      'Port-au-Prince (a Haitian tenant): a shop clerk who refuses in Haitian Creole and French with her boss\'s name, e-mail and Haitian mobile inside ("Non, mwen pa dakò. Mon patron, M. Wesner Dorval (w.dorval@quincaillerie-dorval.ht, 3712-3456), li pa konnen …"), then "Non, vraiman. Pa kontakte pèsonn, mèsi": refused, nothing kept',
    tags: ['french', 'consent', 'consent-with-email', 'negation', 'short'],
    locale: 'fr',
    defaultCountry: 'HT',
    says: [
      'Bonjou. Non, mwen pa dakò. Mon patron, M. Wesner Dorval (w.dorval@quincaillerie-dorval.ht, 3712-3456), li pa konnen mwen ap chèche lòt travay',
      'Non, vraiman. Pa kontakte pèsonn, mèsi',
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'fr-i183',
    title:
      'Kourou (a French Guiana tenant): a logistics worker at a space-centre subcontractor consenting in Guianese Creole ("Wi, zot pé kontakté yé, pa ni pwoblèm", confirmed), his team leader\'s name, e-mail and mobile in three messages ("Son portable je vous l\'envoie après" then "0694 12 34 56"), a former colleague back in Brazil with a number in the Brazilian format with the area code in brackets "(96) 99123-4567" (asked which country if need be, +55), the owner of a river canoe in Saint-Laurent who lives across the Maroni in Albina with a Surinamese mobile "812 3456" (seven digits) asked which country (+597), "Sé tout, mèsi"',
    tags: ['french', 'consent', 'multi-referee', 'foreign-phone', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'GF',
    says: [
      'Wi, zot pé kontakté yé, pa ni pwoblèm',
      { tapConfirm: true },
      "Ma cheffe d'équipe chez le sous-traitant au Centre spatial, c'est Mme Sandrine Horth",
      'Son mail : sandrine.horth@kourou-logistique.fr',
      "Son portable je vous l'envoie après, je le cherche",
      '0694 12 34 56',
      'Et mon ancien collègue Ricardo Souza, il est rentré au Brésil, à Macapá. Pas de mail. (96) 99123-4567',
      { retry: 'Brésil', key: 'phone:Ricardo' },
      "Et Ramon Linger, le patron de la pirogue à Saint-Laurent, j'ai travaillé pour lui deux ans. Il habite à Albina, en face. 812 3456, pas de mail non plus",
      { retry: "Suriname, c'est un numéro du Suriname", key: 'phone:Ramon' },
      'Sé tout, mèsi',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Sandrine', 'Horth', 'sandrine.horth@kourou-logistique.fr', 'manager', '+594694123456'),
        c('Ricardo', 'Souza', null, 'colleague', '+5596991234567'),
        c('Ramon', 'Linger', null, ['manager', 'other'], '+5978123456'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i184',
    title:
      'Kinshasa (a Congolese (DRC) tenant): a lift technician consenting in Lingala and French ("Mbote. Iyo, bokoki, vous pouvez les contacter", confirmed), three referees in a numbered list (his supervisor with an e-mail and a Vodacom mobile in local format; "Maman Thérèse Mbuyi", where Maman is a title of respect, with an Airtel mobile; his cousin in Brazzaville by first name with a Congo-Brazzaville mobile "06 612 3456", which keeps its 0, asked which country (+242)), the cousin\'s full name in a later message, then a power cut ("Eh, le courant va couper, délestage. Je reviens tout à l\'heure"): open',
    tags: ['french', 'consent', 'list', 'multi-referee', 'foreign-phone'],
    locale: 'fr',
    defaultCountry: 'CD',
    says: [
      'Mbote. Iyo, bokoki, vous pouvez les contacter',
      { tapConfirm: true },
      "1) Mon superviseur Joseph Kabongo, joseph.kabongo@ascenseurs-gombe.cd, 081 234 5678\n2) Maman Thérèse Mbuyi, ma patronne au restaurant avant, 099 876 5432\n3) Mon cousin Dieudonné qui travaille à Brazza, j'ai travaillé avec lui au port, 06 612 3456",
      { retry: "C'est Brazzaville, le Congo d'en face", key: 'phone:Dieudonné' },
      'Son nom complet : Dieudonné Malonga',
      "Eh, le courant va couper, délestage. Je reviens tout à l'heure",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Joseph', 'Kabongo', 'joseph.kabongo@ascenseurs-gombe.cd', 'manager', '+243812345678'),
        c('Thérèse', 'Mbuyi', null, 'manager', '+243998765432'),
        c('Dieudonné', 'Malonga', null, ['colleague', 'friend', 'other'], '+242066123456'),
      ],
    },
    outcome: 'open',
  },
  {
    id: 'fr-i185',
    title:
      'Ajaccio (Corsica, a French tenant): a cook consenting in Corsican ("Iè, va bè. Allez-y", confirmed), her boss described before he is named ("il est dur mais juste") then named with a French mobile and an e-mail, the head chef of the restaurant in Alghero (Sardinia) where she did a season, with an Italian landline in local format that keeps its 0 ("079 123456") asked which country (+39 079…), "Basta, c\'est tout. À prestu"',
    tags: ['french', 'consent', 'filler', 'multi-referee', 'foreign-phone', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      'Iè, va bè. Allez-y',
      { tapConfirm: true },
      "Le premier c'est mon patron au restaurant sur le port, il est dur mais juste",
      "Il s'appelle Ghjuvan Petru Santoni, 06 23 45 67 89, gp.santoni@ulibeccio-ajaccio.fr",
      "Et la cheffe de cuisine à Alghero, en Sardaigne, où j'ai fait la saison : Marta Pinna, marta.pinna@tiscali.it, 079 123456",
      { retry: "Italie, c'est le fixe du restaurant", key: 'phone:Marta' },
      "Basta, c'est tout. À prestu",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Ghjuvan Petru', 'Santoni', 'gp.santoni@ulibeccio-ajaccio.fr', 'manager', '+33623456789'),
        c('Marta', 'Pinna', 'marta.pinna@tiscali.it', 'manager', '+39079123456'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i186',
    title:
      'Beirut (a Lebanese tenant): a pastry cook consenting in Lebanese French ("Ey akid, yalla, pas de problème", confirmed), two referees by their NICKNAMES with Lebanese mobiles ("Abou Karim, mon patron à la pâtisserie à Achrafieh, 03 123 456. Et Jojo, ma collègue au labo, 71 234 567"), a teknonym that is no name, then the full names in the next message ("Abou Karim c\'est Georges Khoury … Jojo c\'est Joëlle Saadé, elle n\'a pas d\'e-mail"), "C\'est tout, merci ktir"',
    tags: ['french', 'consent', 'multi-referee', 'correction', 'emoji', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'LB',
    says: [
      'Ey akid, yalla, pas de problème',
      { tapConfirm: true },
      'Abou Karim, mon patron à la pâtisserie à Achrafieh, 03 123 456. Et Jojo, ma collègue au labo, 71 234 567',
      "Pardon, les vrais noms 😅 Abou Karim c'est Georges Khoury, g.khoury@patisserie-khoury.com.lb. Jojo c'est Joëlle Saadé, elle n'a pas d'e-mail",
      "C'est tout, merci ktir",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Georges', 'Khoury', 'g.khoury@patisserie-khoury.com.lb', 'manager', '+9613123456'),
        c('Joëlle', 'Saadé', null, 'colleague', '+96171234567'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i187',
    title:
      'Cognac (Charente, a French tenant): a cooper whose consent comes with a condition that names his current boss, who must not be contacted ("Oui, vous pouvez contacter mes anciens patrons. Mais surtout pas mon patron actuel, M. Jean-Pierre Mounier, il est pas au courant", asked again, never a referee), two referees in a numbered list (a cellar master at a négociant in Jarnac with an e-mail and a Charente landline; his former team leader with a mobile), then two digits of the mobile set right ("06 12 45 78 18, j\'ai inversé les deux derniers"), "C\'est tout, merci"',
    tags: ['french', 'consent', 'list', 'multi-referee', 'correction', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      'Oui, vous pouvez contacter mes anciens patrons. Mais surtout pas mon patron actuel, M. Jean-Pierre Mounier, il est pas au courant',
      { retry: "Oui, c'est bon pour ceux que je vais vous donner", key: 'consent' },
      { tapConfirm: true },
      "1. Christian Boutin, maître de chai chez un négociant à Jarnac, c.boutin@boutin-cognac.fr, 05 45 82 34 56\n2. Mélanie Roy, ma cheffe d'équipe à la tonnellerie où j'étais avant, 06 12 45 78 81",
      "Pardon, le portable de Mélanie c'est 06 12 45 78 18, j'ai inversé les deux derniers",
      "C'est tout, merci",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Christian', 'Boutin', 'c.boutin@boutin-cognac.fr', ['manager', 'other'], '+33545823456'),
        c('Mélanie', 'Roy', null, 'manager', '+33612457818'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i188',
    title:
      'Limoges (a French tenant): a porcelain painter who refuses with her boss\'s name, the manufacture\'s postal address and a landline inside ("Non, je préfère pas. Ma responsable, Mme Sandrine Lafarge, manufacture de porcelaine, 14 rue de la Céramique à Limoges, 05 55 32 14 87, elle ne sait pas que je postule"), then "Non merci, vraiment. Bonne journée": refused, nothing kept',
    tags: ['french', 'consent', 'negation', 'short'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      'Non, je préfère pas. Ma responsable, Mme Sandrine Lafarge, manufacture de porcelaine, 14 rue de la Céramique à Limoges, 05 55 32 14 87, elle ne sait pas que je postule',
      'Non merci, vraiment. Bonne journée',
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'fr-i189',
    title:
      'Ebène (a Mauritian tenant): a call-centre agent consenting in Kreol Morisien ("Wi, pa problem, zot kapav kontakte zot", confirmed), her manager described before named ("Mo manager dan call center Ebène, li enn dimounn bien strik me li zis"), then named with a Mauritian mobile and an e-mail ending ".con", set right in the next message ("Oops .com pas .con 🙈"), a former colleague back in Réunion with a Réunion mobile in local format ("0692 12 34 56") asked which country (+262), "Ala tou, mersi"',
    tags: [
      'french',
      'consent',
      'filler',
      'multi-referee',
      'foreign-phone',
      'correction',
      'typos',
      'emoji',
      'done-phrase',
    ],
    locale: 'fr',
    defaultCountry: 'MU',
    says: [
      'Wi, pa problem, zot kapav kontakte zot',
      { tapConfirm: true },
      'Mo manager dan call center Ebène, li enn dimounn bien strik me li zis',
      'Li apel Vikash Ramgoolam, 5712 3456, vikash.ramgoolam@gmail.con',
      'Oops .com pas .con 🙈',
      'Ek mo ex-collègue Sandrine Payet ki finn retourn La Réunion, 0692 12 34 56',
      { retry: "La Réunion, c'est un numéro de La Réunion", key: 'phone:Sandrine' },
      'Ala tou, mersi',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Vikash', 'Ramgoolam', 'vikash.ramgoolam@gmail.com', 'manager', '+23057123456'),
        c('Sandrine', 'Payet', null, 'colleague', '+262692123456'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i190',
    title:
      'Sion (Valais, a Swiss tenant): a cellar hand at a wine estate, plain and polite ("Oui daccord", confirmed), two referees in one message (his boss with a Valais landline and an e-mail; a colleague by her nickname "Steph" with a mobile), the nickname\'s full name in the next message ("Steph c\'est Stéphanie Bonvin, pardon"), "Voila c\'est tout, merci beaucoup"',
    tags: ['french', 'consent', 'multi-referee', 'typos', 'short', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'CH',
    says: [
      'Oui daccord',
      { tapConfirm: true },
      'Mon chef au domaine: Pascal Zufferey, 027 322 45 67, pascal.zufferey@caves-zufferey.ch et ma collègue Steph, 079 456 78 90',
      "Steph c'est Stéphanie Bonvin, pardon",
      "Voila c'est tout, merci beaucoup",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Pascal', 'Zufferey', 'pascal.zufferey@caves-zufferey.ch', 'manager', '+41273224567'),
        c('Stéphanie', 'Bonvin', null, 'colleague', '+41794567890'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i191',
    title:
      'Reims (a French tenant): a shop assistant at a wine shop, plain and polite ("Oui, pas de souci", confirmed), three referees as bullets (her shop manager with a Reims landline and an e-mail; the logistics manager with a mobile and no e-mail yet; a colleague at the till, "collegue", with a mobile), the logistics manager\'s e-mail two messages later ("Je vous envoie le mail de M. Perrot des que je le retrouve" / "Voila : julien.perrot@…"), "C\'est bon pour moi, merci !"',
    tags: ['french', 'consent', 'list', 'multi-referee', 'typos', 'short', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      'Oui, pas de souci',
      { tapConfirm: true },
      'Alors :\n- Mme Sophie Marchand, ma responsable de magasin, 03 26 47 12 89, sophie.marchand@cave-champenoise-reims.fr\n- M. Julien Perrot, responsable logistique, 06 45 78 12 36\n- Laura Petitjean, collegue de caisse, 07 81 45 23 69',
      'Je vous envoie le mail de M. Perrot des que je le retrouve',
      'Voila : julien.perrot@cave-champenoise-reims.fr',
      "C'est bon pour moi, merci !",
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Sophie',
          'Marchand',
          'sophie.marchand@cave-champenoise-reims.fr',
          'manager',
          '+33326471289',
        ),
        c(
          'Julien',
          'Perrot',
          'julien.perrot@cave-champenoise-reims.fr',
          ['manager', 'colleague'],
          '+33645781236',
        ),
        c('Laura', 'Petitjean', null, 'colleague', '+33781452369'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i192',
    title:
      'Saguenay (Québec, a Canadian tenant): a lift attendant whose consent comes with a condition on her current boss ("Oui, mais appelez pas mon boss actuel avant vendredi, j\'y ai pas encore dit que je m\'en allais", asked again, then "Ok c\'est correct, vous pouvez appeler tout le monde"), FOUR referees described before they are named ("mon superviseur au Mont-Édouard, ma coordonnatrice au camp de jour, un gars de l\'usine pis ma prof au cégep"), then one a message (a supervisor whose name is also a TV host\'s, "pas celui de la TV lol"; a coordinator with a cell and an e-mail; a foreman at the smelter in Arvida with a landline and no e-mail; a teacher with only an e-mail), then the foreman\'s number set right ("Oups le numéro de Réal c\'est 418 548-1243, pas 1234"), "C\'est toute, merci ben"',
    tags: ['french', 'consent', 'filler', 'multi-referee', 'correction', 'done-phrase'],
    locale: 'fr',
    defaultCountry: 'CA',
    says: [
      "Oui, mais appelez pas mon boss actuel avant vendredi, j'y ai pas encore dit que je m'en allais",
      { retry: "Ok c'est correct, vous pouvez appeler tout le monde", key: 'consent' },
      { tapConfirm: true },
      "J'en ai quatre : mon superviseur au Mont-Édouard, ma coordonnatrice au camp de jour, un gars de l'usine pis ma prof au cégep",
      "Le superviseur c'est Steve Harvey (pas celui de la TV lol), 418 272-3456, steve.harvey@station-montedouard.ca",
      'La coordonnatrice : Annie Lapointe, cell 581 235-7788, annie.lapointe@videotron.ca',
      "Le gars de l'usine c'est Réal Girard, mon ancien contremaître à Arvida, 418 548-1234. Y a pas de courriel",
      'Ma prof : Mme Nathalie Côté, cégep de Jonquière, nathalie.cote@cegep-jonquiere.qc.ca',
      "Oups le numéro de Réal c'est 418 548-1243, pas 1234",
      "C'est toute, merci ben",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Steve', 'Harvey', 'steve.harvey@station-montedouard.ca', 'manager', '+14182723456'),
        c('Annie', 'Lapointe', 'annie.lapointe@videotron.ca', 'manager', '+15812357788'),
        c('Réal', 'Girard', null, 'manager', '+14185481243'),
        c('Nathalie', 'Côté', 'nathalie.cote@cegep-jonquiere.qc.ca', 'teacher'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i193',
    title:
      'Djerba (a Tunisian tenant): a hotel receptionist consenting in Tunisian French ("Ahla, oui c\'est bon, vous pouvez les contacter", confirmed), her hotel director with ONLY the hotel\'s landline ("le fixe de l\'hôtel c\'est 75 650 123"), her internship supervisor in Nice with a French mobile in local format that is no Tunisian number ("06 72 34 81 90") asked which country (+33), a colleague with a Tunisian mobile, then that colleague replaced ("Finalement pas Walid … Mettez plutôt Mme Ines Gharbi"), the director\'s e-mail in a later message, "C\'est tout, 3aychek"',
    tags: [
      'french',
      'consent',
      'multi-referee',
      'foreign-phone',
      'correction',
      'number-in-word',
      'done-phrase',
    ],
    locale: 'fr',
    defaultCountry: 'TN',
    says: [
      "Ahla, oui c'est bon, vous pouvez les contacter",
      { tapConfirm: true },
      "Mon directeur à l'hôtel à Djerba : M. Slim Ben Abdallah, le fixe de l'hôtel c'est 75 650 123",
      "Ma responsable quand j'étais en stage à Nice : Mme Carole Giordano, 06 72 34 81 90, carole.giordano@hotel-baie-des-anges.fr",
      { retry: "France, c'est un portable français", key: 'phone:Carole' },
      'Et mon collègue Walid Trabelsi, 22 345 678',
      'Finalement pas Walid, il est parti au Canada et il répond jamais. Mettez plutôt Mme Ines Gharbi, ma cheffe de réception, ines.gharbi@djerba-palms.tn, 98 123 456',
      "L'email de M. Ben Abdallah : s.benabdallah@djerba-palms.tn",
      "C'est tout, 3aychek",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Slim', 'Ben Abdallah', 's.benabdallah@djerba-palms.tn', 'manager', '+21675650123'),
        c(
          'Carole',
          'Giordano',
          'carole.giordano@hotel-baie-des-anges.fr',
          ['manager', 'mentor'],
          '+33672348190',
        ),
        c('Ines', 'Gharbi', 'ines.gharbi@djerba-palms.tn', 'manager', '+21698123456'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i194',
    title:
      'Lomé (a Togolese tenant): a hardware-shop clerk who refuses, with his boss\'s name, shop, street and e-mail inside ("Ah non pardon, on va laisser ça. Mon patron M. Kodjo Agbéko, quincaillerie Agbéko, boulevard du 13 Janvier à Lomé, kodjo.agbeko@…, s\'il apprend que je cherche ailleurs il va me chasser"), then "Non non, vraiment. Akpé" (thanks in Ewe): refused, nothing kept',
    tags: ['french', 'consent', 'consent-with-email', 'negation'],
    locale: 'fr',
    defaultCountry: 'TG',
    says: [
      "Ah non pardon, on va laisser ça. Mon patron M. Kodjo Agbéko, quincaillerie Agbéko, boulevard du 13 Janvier à Lomé, kodjo.agbeko@quincaillerie-agbeko.tg, s'il apprend que je cherche ailleurs il va me chasser",
      'Non non, vraiment. Akpé',
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'fr-i195',
    title:
      'Font-Romeu (Cerdagne, a French tenant): a lift operator consenting in Catalan ("Sí, d\'acord, endavant !", confirmed), FOUR referees described before they are named ("mon chef de secteur …, le chef d\'exploitation, un collègue en Andorre et la monitrice ESF …"), then one a message: the head of sector with a mobile; the head of operations with an e-mail and the office landline; a colleague at Grandvalira with an Andorran mobile in local format (six digits, "312 345") asked which country (+376); the ski instructor with only an e-mail; then the head of sector\'s mobile set right ("Correction : Jean-Marc c\'est 06 14 52 87 34, pas 33") and the instructor removed ("Finalement enlevez Laia"), "Res més, merci ! Adéu"',
    tags: [
      'french',
      'consent',
      'filler',
      'multi-referee',
      'foreign-phone',
      'correction',
      'done-phrase',
    ],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      "Sí, d'acord, endavant !",
      { tapConfirm: true },
      "J'en ai 4 : mon chef de secteur à Font-Romeu, le chef d'exploitation, un collègue en Andorre et la monitrice ESF qui m'a formé au téléski",
      'Chef de secteur : Jean-Marc Pujol, 06 14 52 87 33',
      "Chef d'exploitation : M. Thierry Bousquet, t.bousquet@remontees-fontromeu.fr, fixe du bureau 04 68 30 12 45",
      'Mon collègue à Grandvalira : Arnau Vidal, 312 345',
      { retry: 'Andorre, il habite au Pas de la Casa', key: 'phone:Arnau' },
      'Et la monitrice : Laia Bonet, laia.bonet@gmail.com',
      "Correction : Jean-Marc c'est 06 14 52 87 34, pas 33",
      'Finalement enlevez Laia, ça fait trop longtemps',
      'Res més, merci ! Adéu',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Jean-Marc', 'Pujol', null, 'manager', '+33614528734'),
        c('Thierry', 'Bousquet', 't.bousquet@remontees-fontromeu.fr', 'manager', '+33468301245'),
        c('Arnau', 'Vidal', null, 'colleague', '+376312345'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Sixty-fourth blind set
  {
    id: 'fr-i196',
    title:
      'Marseille (a French tenant): a docker consenting ("Oui vas-y, pas de problème", confirmed), three referees described in one long message before they are named ("mon chef de bordée, le gros Jo du Cap Janet et Momo qui est parti à Tanger Med"), the head of the gang with an e-mail and the gang office\'s landline, "le gros Jo" (a NICKNAME for Joseph Lombardo) with no mobile ("même bureau, même numéro que M. Santucci"), Momo\'s full name with a Moroccan mobile that also reads as a French one ("numéro marocain : 06 61 23 45 67", +212), then Jo\'s e-mail set right inside its message ("jo.lombardo13@gmail.com, non pardon jo.lombardo13@hotmail.fr"), "C\'est bon, zou, merci"',
    tags: [
      'french',
      'consent',
      'filler',
      'multi-referee',
      'foreign-phone',
      'correction',
      'long',
      'done-phrase',
    ],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      'Oui vas-y, pas de problème',
      { tapConfirm: true },
      "Alors j'en ai trois : mon chef de bordée, le gros Jo qui était avec moi au Cap Janet, et Momo qui est parti à Tanger Med. Mon chef de bordée c'est M. Patrick Santucci, p.santucci@manutention-mourepiane.fr, il a pas de portable pro, appelez le bureau de la bordée au 04 91 23 45 67. Le gros Jo c'est Joseph Lombardo, lui non plus il a pas de portable, même bureau, même numéro que M. Santucci",
      "Momo c'est Mohamed Haddouche, il est à Tanger maintenant, numéro marocain : 06 61 23 45 67",
      "Ah et le mail de Jo c'est jo.lombardo13@gmail.com, non pardon jo.lombardo13@hotmail.fr",
      "C'est bon, zou, merci",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Patrick', 'Santucci', 'p.santucci@manutention-mourepiane.fr', 'manager', '+33491234567'),
        c('Joseph', 'Lombardo', 'jo.lombardo13@hotmail.fr', 'colleague', '+33491234567'),
        c('Mohamed', 'Haddouche', null, 'colleague', '+212661234567'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i197',
    title:
      'Douala (a Cameroonian tenant): a reach-stacker driver consenting in Cameroonian French ("C\'est bon mon frère, tu peux les appeler", confirmed), his boss by his NICKNAME then his name ("on l\'appelle Grand Paul. Paul Ekambi. 677 12 34 56"), his e-mail DICTATED in words ("paul point ekambi arobase yahoo point fr") and set right in the next message ("Pardon c\'est yahoo.com, pas .fr"), his former trainer now in France with a French mobile in local format ("07 81 23 45 67") asked which country (+33), the head tally clerk with a Cameroonian mobile and no e-mail, "C\'est tout. On est ensemble 🙏"',
    tags: [
      'french',
      'consent',
      'multi-referee',
      'foreign-phone',
      'correction',
      'emoji',
      'done-phrase',
    ],
    locale: 'fr',
    defaultCountry: 'CM',
    says: [
      "C'est bon mon frère, tu peux les appeler",
      { tapConfirm: true },
      "Le premier c'est mon chef au terminal, on l'appelle Grand Paul. Paul Ekambi. 677 12 34 56",
      "Son mail c'est paul point ekambi arobase yahoo point fr",
      "Pardon c'est yahoo.com, pas .fr",
      "Le deuxième c'est mon ancien formateur, M. Jean-Claude Mbarga, il est en France maintenant, 07 81 23 45 67",
      { retry: 'En France, il est à Rouen', key: 'phone:Jean-Claude' },
      "Et la troisième, la maman des pointeurs, Mme Solange Nkoulou, cheffe pointeuse, 699 87 65 43, elle n'a pas de mail",
      "C'est tout. On est ensemble 🙏",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Paul', 'Ekambi', 'paul.ekambi@yahoo.com', 'manager', '+237677123456'),
        c('Jean-Claude', 'Mbarga', null, ['teacher', 'mentor'], '+33781234567'),
        c('Solange', 'Nkoulou', null, ['manager', 'colleague'], '+237699876543'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i198',
    title:
      'Lausanne (a Swiss tenant): a vineyard hand whose consent comes with a condition on her current boss ("Oui d\'accord, mais mon patron actuel seulement après l\'entretien, il sait pas encore", asked again, then "Bon, ça joue, vous pouvez contacter tout le monde"), two referees described before they are named, her former boss\'s mobile dictated by VOICE in Swiss numbers ("zéro septante-huit, six cent cinquante-quatre, trente-deux, dix", +41786543210), a colleague living in Annemasse with a French mobile in local format ("06 45 78 12 90") asked which country (+33), the former boss\'s e-mail set right in the next message ("Chappuis avec deux p"), "Voilà, c\'est tout. Merci, bonne journée"',
    tags: [
      'french',
      'consent',
      'filler',
      'multi-referee',
      'foreign-phone',
      'words',
      'correction',
      'done-phrase',
    ],
    locale: 'fr',
    defaultCountry: 'CH',
    says: [
      "Oui d'accord, mais mon patron actuel seulement après l'entretien, il sait pas encore",
      { retry: 'Bon, ça joue, vous pouvez contacter tout le monde', key: 'consent' },
      { tapConfirm: true },
      'Alors il y a mon ancien chef à la Migros, et une collègue de là-bas qui habite à Annemasse',
      "Mon ancien chef : M. Olivier Chappuis, son natel c'est zéro septante-huit, six cent cinquante-quatre, trente-deux, dix. Son mail olivier.chapuis@migrosvd.ch",
      'Ma collègue : Laurence Dufour, 06 45 78 12 90, laurence.dufour@gmail.com',
      { retry: 'France, elle a un numéro français', key: 'phone:Laurence' },
      'Pardon, Chappuis avec deux p dans le mail aussi : olivier.chappuis@migrosvd.ch',
      "Voilà, c'est tout. Merci, bonne journée",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Olivier', 'Chappuis', 'olivier.chappuis@migrosvd.ch', 'manager', '+41786543210'),
        c('Laurence', 'Dufour', 'laurence.dufour@gmail.com', 'colleague', '+33645781290'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i199',
    title:
      'Algiers (an Algerian tenant): a warehouse clerk who refuses in Algerian French with darija ("La, ma3lich khouya"), with his boss\'s name, e-mail and mobile inside ("Mon patron, M. Rachid Boudiaf, r.boudiaf@transports-boudiaf.dz, 0550 12 34 56, il sait pas que je cherche ailleurs. Je préfère pas"), then "Non, vraiment, merci. Saha": refused, nothing kept',
    tags: ['french', 'consent', 'consent-with-email', 'negation'],
    locale: 'fr',
    defaultCountry: 'DZ',
    says: [
      'La, ma3lich khouya. Mon patron, M. Rachid Boudiaf, r.boudiaf@transports-boudiaf.dz, 0550 12 34 56, il sait pas que je cherche ailleurs. Je préfère pas',
      'Non, vraiment, merci. Saha',
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'fr-i200',
    title:
      'Liège (a Belgian tenant): a fry cook consenting in Belgian French ("Oui, allez-y, pas de soucis une fois", confirmed), three referees in one long message (his boss, known as "le Grand Jacques", with a GSM; a colleague with only an e-mail; his former boss in Maastricht with a Dutch mobile in local format, "06 12345678", asked which country (+31)), the colleague\'s GSM DICTATED in Belgian numbers ("zéro quatre septante-neuf, vingt-trois, quarante-cinq, soixante-sept"), then that colleague removed and replaced in the same message ("Ah non, enlevez Nathalie … Mettez plutôt Mme Anne-Marie Grosjean"), "C\'est tout, merci. À tantôt !"',
    tags: [
      'french',
      'consent',
      'multi-referee',
      'foreign-phone',
      'words',
      'correction',
      'long',
      'done-phrase',
    ],
    locale: 'fr',
    defaultCountry: 'BE',
    says: [
      'Oui, allez-y, pas de soucis une fois',
      { tapConfirm: true },
      "J'ai trois personnes : mon patron à la friterie, M. Jacques Renard, tout le monde l'appelle le Grand Jacques, GSM 0475 12 34 56. Ma collègue Nathalie Lambotte, n.lambotte@skynet.be. Et mon ancien patron à Maastricht, Ruud Janssen, 06 12345678",
      { retry: "Aux Pays-Bas, c'est un numéro hollandais", key: 'phone:Ruud' },
      "Nathalie, son GSM c'est zéro quatre septante-neuf, vingt-trois, quarante-cinq, soixante-sept",
      "Ah non, enlevez Nathalie, elle est partie sans dire au revoir à personne. Mettez plutôt Mme Anne-Marie Grosjean, ma prof à l'école hôtelière, am.grosjean@ecole-hoteliere-liege.be",
      "C'est tout, merci. À tantôt !",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Jacques', 'Renard', null, 'manager', '+32475123456'),
        c('Ruud', 'Janssen', null, 'manager', '+31612345678'),
        c('Anne-Marie', 'Grosjean', 'am.grosjean@ecole-hoteliere-liege.be', 'teacher'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Sixty-sixth blind set
  {
    id: 'fr-i201',
    title:
      'Thionville (Lorraine, a French tenant): a shop assistant working across the border consenting ("Oui ça marche, allez-y", confirmed), FOUR referees described in one long message before they are named ("ma responsable au Cactus à Esch, mon ancien patron au tabac de Thionville, Bébert qui bossait avec moi au tabac, et ma tutrice de BTS"), the manager in Luxembourg with a Luxembourg mobile without its 0 that also reads as a French one ("un portable luxembourgeois, 621 123 456", +352) and an e-mail, the former boss with a Thionville landline, "Bébert" (a NICKNAME for Albert Kieffer) with no mobile ("même numéro que le tabac"), the tutor with an e-mail set right in the next message ("Ah non, pas nadia.boukhari, c\'est n.boukhari@…"), then the Luxembourg mobile set right ("je me suis trompée, c\'est 621 123 465"), "C\'est tout, merci beaucoup"',
    tags: [
      'french',
      'consent',
      'filler',
      'multi-referee',
      'foreign-phone',
      'correction',
      'long',
      'done-phrase',
    ],
    locale: 'fr',
    defaultCountry: 'FR',
    says: [
      'Oui ça marche, allez-y',
      { tapConfirm: true },
      "Alors j'en ai quatre : ma responsable au Cactus à Esch, mon ancien patron au tabac de Thionville, Bébert qui bossait avec moi au tabac, et ma tutrice de BTS. Ma responsable c'est Mme Sandra Weber, elle a un portable luxembourgeois, 621 123 456, s.weber@cactus-esch.lu",
      { retry: "Au Luxembourg, c'est un numéro luxembourgeois", key: 'phone:Sandra' },
      "Mon ancien patron : M. Gérard Schneider, tabac-presse de la place du Marché, 03 82 53 12 34. Bébert c'est Albert Kieffer, il a pas de portable, même numéro que le tabac",
      "Ma tutrice c'est Mme Nadia Boukhari, nadia.boukhari@ac-nancy-metz.fr",
      "Ah non, pas nadia.boukhari, c'est n.boukhari@ac-nancy-metz.fr",
      "Et pour Mme Weber je me suis trompée, c'est 621 123 465",
      "C'est tout, merci beaucoup",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Sandra', 'Weber', 's.weber@cactus-esch.lu', 'manager', '+352621123465'),
        c('Gérard', 'Schneider', null, 'manager', '+33382531234'),
        c('Albert', 'Kieffer', null, 'colleague', '+33382531234'),
        c('Nadia', 'Boukhari', 'n.boukhari@ac-nancy-metz.fr', ['teacher', 'mentor']),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i202',
    title:
      'Brussels (a Belgian tenant): a waiter whose consent comes with a condition on his current boss ("Oui, mais pas mon patron actuel avant que j\'aie signé ailleurs, hein", asked again, then "Bon allez, d\'accord pour tout le monde"), details sent over several messages: the current boss with a Belgian mobile, his former boss at a caterer in Lille with a French mobile in local format ("06 23 45 67 89") asked which country (+33) and her e-mail DICTATED in words ("aurelie point deprez arobase traiteur tiret deprez point fr"), a colleague with the restaurant\'s landline, then that colleague removed and replaced in the same message by his teacher ("Attendez, enlevez Youssef … Mettez à la place Mme Ingrid Peeters"), "Voilà, c\'est tout. Allez, merci hein, salut"',
    tags: [
      'french',
      'consent',
      'multi-referee',
      'foreign-phone',
      'words',
      'correction',
      'done-phrase',
    ],
    locale: 'fr',
    defaultCountry: 'BE',
    says: [
      "Oui, mais pas mon patron actuel avant que j'aie signé ailleurs, hein",
      {
        retry: "Bon allez, d'accord pour tout le monde, il s'en doute de toute façon",
        key: 'consent',
      },
      { tapConfirm: true },
      "Alors mon patron actuel c'est M. Koen Verstraeten, il est flamand mais il parle français, 0486 23 45 67",
      "Puis ma cheffe d'avant chez un traiteur à Lille, Mme Aurélie Deprez, 06 23 45 67 89",
      { retry: "En France, c'est un numéro français, elle est à Lille", key: 'phone:Aurélie' },
      "Son mail c'est aurelie point deprez arobase traiteur tiret deprez point fr",
      "Et mon collègue Youssef, Youssef Amrani, 02 512 34 56 c'est le resto",
      "Attendez, enlevez Youssef, il est parti en Espagne sans rien dire à personne. Mettez à la place Mme Ingrid Peeters, ma prof à l'école hôtelière, i.peeters@ecole-hoteliere-bruxelles.be",
      "Voilà, c'est tout. Allez, merci hein, salut",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Koen', 'Verstraeten', null, 'manager', '+32486234567'),
        c('Aurélie', 'Deprez', 'aurelie.deprez@traiteur-deprez.fr', 'manager', '+33623456789'),
        c('Ingrid', 'Peeters', 'i.peeters@ecole-hoteliere-bruxelles.be', 'teacher'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i203',
    title:
      'Saint-Pierre (La Réunion, a Reunion tenant): a florist consenting in Reunion Creole ("Wi lé bon, zot i pé appel azot", confirmed), three referees described before they are named ("mon patron la boutique fleurs, Ti Jean ki travaille ek moin, et mon ancienne formatrice la CMA"), the boss with a Reunion mobile, "Ti Jean" (a NICKNAME: "son vrai nom c\'est Jean-Max Grondin") with a Reunion mobile, the trainer gone back to France with a mobile of métropole in local format ("06 78 12 34 56", +33), then Ti Jean removed and replaced in the same message by a client ("Ti Jean laisse tomber, li la parti Maurice. Met plito Mme Marie-Claude Boyer"), the boss\'s e-mail sent last ("Et mon patron son mail c\'est …"), "Lé bon, c\'est tout. Mersi !"',
    tags: [
      'french',
      'consent',
      'filler',
      'multi-referee',
      'foreign-phone',
      'correction',
      'done-phrase',
    ],
    locale: 'fr',
    defaultCountry: 'RE',
    says: [
      'Wi lé bon, zot i pé appel azot',
      { tapConfirm: true },
      'Na 3 moun : mon patron la boutique fleurs Saint-Pierre, Ti Jean ki travaille ek moin, et mon ancienne formatrice la CMA',
      'Mon patron : M. Jean-Luc Hoarau, 0692 45 67 89',
      "Ti Jean son vrai nom c'est Jean-Max Grondin, 0693 12 34 56",
      'Ma formatrice Mme Valérie Técher, elle est rentrée en métropole, à Lyon, 06 78 12 34 56',
      { retry: "En France métropolitaine, c'est un numéro de métropole", key: 'phone:Valérie' },
      'Ah non, Ti Jean laisse tomber, li la parti Maurice. Met plito Mme Marie-Claude Boyer, la cliente ki fé tout son mariages ek nou, mc.boyer@wanadoo.fr',
      "Et mon patron son mail c'est jl.hoarau@fleurs-sudreunion.re",
      "Lé bon, c'est tout. Mersi !",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Jean-Luc', 'Hoarau', 'jl.hoarau@fleurs-sudreunion.re', 'manager', '+262692456789'),
        c('Valérie', 'Técher', null, ['teacher', 'mentor'], '+33678123456'),
        c('Marie-Claude', 'Boyer', 'mc.boyer@wanadoo.fr', 'client'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'fr-i204',
    title:
      'Abidjan (an Ivorian tenant): a forklift driver who first asks back ("C\'est obligé ? Vous allez appeler qui ?") and then refuses in Ivorian French with Nouchi ("Ah non dèh, laisse ça"), with his boss\'s name, e-mail and mobile inside ("Mon boss M. Serge Kouadio, s.kouadio@sotralog.ci, 07 07 12 34 56, si il apprend que je cherche ailleurs c\'est gâté pour moi"), then "Non merci, c\'est pas la peine. On se capte": refused, nothing kept',
    tags: ['french', 'consent', 'consent-with-email', 'question-back', 'negation'],
    locale: 'fr',
    defaultCountry: 'CI',
    says: [
      "C'est obligé ? Vous allez appeler qui ?",
      "Ah non dèh, laisse ça. Mon boss M. Serge Kouadio, s.kouadio@sotralog.ci, 07 07 12 34 56, si il apprend que je cherche ailleurs c'est gâté pour moi",
      "Non merci, c'est pas la peine. On se capte",
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'fr-i205',
    title:
      'Quebec City (a Canadian tenant): a cook consenting in Quebec French ("Ben oui, pas de trouble", confirmed), three referees described before they are named ("mon boss au Château Frontenac, une collègue de la cuisine pis mon ancien prof"), the boss by his NICKNAME then his name ("Ti-Guy, ben Guy Lapointe") with a phone and an e-mail, the colleague with a 581 number, the boss\'s phone set right ("Oups c\'est 418 692-3465 pour Guy, pas 3456"), the teacher gone to France with a French mobile in local format ("06 52 34 71 28") asked which country (+33) and his e-mail DICTATED in words ("etienne point boucher arobas gmail point com"), then the colleague removed and replaced in the same message ("Ah pis oubliez Mélanie … Prenez plutôt Josée Tremblay"), "C\'est toute. Merci, bonne journée!"',
    tags: [
      'french',
      'consent',
      'filler',
      'multi-referee',
      'foreign-phone',
      'words',
      'correction',
      'done-phrase',
    ],
    locale: 'fr',
    defaultCountry: 'CA',
    says: [
      'Ben oui, pas de trouble',
      { tapConfirm: true },
      "J'en ai trois : mon boss au Château Frontenac, une collègue de la cuisine pis mon ancien prof de l'école hôtelière",
      "Mon boss c'est Ti-Guy, ben Guy Lapointe, chef exécutif, 418 692-3456, guy.lapointe@frontenac-cuisine.ca",
      'Ma collègue Mélanie Gagné, 581 456-7890',
      "Oups c'est 418 692-3465 pour Guy, pas 3456",
      "Pis mon prof M. Étienne Boucher, y'est rendu en France, à Lyon, 06 52 34 71 28",
      { retry: "En France, c'est un cell français", key: 'phone:Étienne' },
      "Son courriel c'est etienne point boucher arobas gmail point com",
      "Ah pis oubliez Mélanie, a l'a jamais répondu à mes textos. Prenez plutôt Josée Tremblay, ma superviseure de stage, josee.tremblay@videotron.ca",
      "C'est toute. Merci, bonne journée!",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Guy', 'Lapointe', 'guy.lapointe@frontenac-cuisine.ca', 'manager', '+14186923465'),
        c('Étienne', 'Boucher', 'etienne.boucher@gmail.com', 'teacher', '+33652347128'),
        c('Josée', 'Tremblay', 'josee.tremblay@videotron.ca', ['manager', 'mentor']),
      ],
    },
    outcome: 'completed',
  },
];

export const REFEREE_FR: readonly TypedRefereeConversation[] = REFEREE_CASES.map(
  (conversation, index) => ({ ...conversation, heldOut: isHeldOut(index) }),
);

export const INTAKE_FR: readonly TypedIntakeConversation[] = INTAKE_CASES.map(
  (conversation, index) => ({ ...conversation, heldOut: isHeldOut(index) }),
);
