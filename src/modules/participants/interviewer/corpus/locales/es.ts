import { isHeldOut } from '../typed-corpus.types.ts';
import type { TypedContact, TypedIntakeConversation } from '../typed-intake-conversations.ts';
import type {
  BuiltinCode,
  TypedQuestionnaire,
  TypedRefereeConversation,
} from '../typed-referee-conversations.ts';

/**
 * Issue 41: Spanish participants (Spain, Mexico, Argentina), written BLIND:
 * before the Spanish readers existed, and without reading the interviewer,
 * its reading rules, the kind modules' readers or their tests. It is there to
 * find failures, not to confirm success.
 *
 * How people type Spanish on a phone: no accents or ñ ("si", "anos",
 * "telefono"), typos, Spain and Latin American words ("vale", "dale",
 * "laburamos", "obvio", "una crack"), numbers in words ("dos años y medio",
 * "una docena"), ranges ("entre 4 y 5"), hedges ("creo que un 4", "como 18
 * meses"), corrections ("no, espera, quise decir que si"), negations ("ni
 * uno", "ni un año"), skips ("paso"), "no se" / "ns" / "ni idea", declines
 * ("prefiero no dar referencias"), a consent refusal with an address, consent
 * in local ways ("dale", "vale"), lists of referees (numbered, bullets, "y"),
 * names with particles ("de la Fuente", "Le Gall") and compound first names,
 * phones in Spanish, Mexican and Argentine formats, filler words that are
 * not names ("Pues mira"), questions back, emoji, pasted signatures and
 * English words ("full stack", "senior", "manager", "ok").
 *
 * The format, how a harness plays it and what a GOOD interviewer is assumed
 * to do: ../typed-corpus.types.ts, ../typed-referee-conversations.ts and
 * ../typed-intake-conversations.ts. The built-in questionnaire is seen in
 * Spanish; the tenant questionnaires below are written in Spanish. A
 * built-in conversation's `to` has one entry per step of `says` (retries and
 * confirmation taps included): the question asked at that step.
 *
 * SECOND BLIND SET (2026-11-28): es-r08…es-r14, es-t10…es-t16 and
 * es-i14…es-i20, appended at the end (so the earlier cases keep their
 * positions and their `heldOut`), with one more tenant questionnaire
 * (es-hosteleria). Written by a writer who had not read the readers, the
 * lexicons, the interviewer or the corpus tests' output, from how people in
 * Spain, Mexico, Argentina and Colombia type: "usted" and "de una"
 * (Colombia), "compis de curro", "venga, vale" (Spain), "la neta", "chamba",
 * "licencia" (Mexico), "bueno dale", "mi vieja", "laburo" (Argentina);
 * phone typos ("cinci", "18 mese"), words for a rating ("excelente",
 * "sobresaliente", "regular": asked again, never mapped silently), "dos
 * años y medio" in years (2.5), "medio año", "3 meses y pico" (asked
 * again), options named in other words ("whatsapp" is no channel offered,
 * "turno completo" is not "Por turnos"), partial refusals ("prefiero no
 * calificar eso", "eso mejor no"), corrections inside a message, a
 * relationship question answered with a rating, emoji-only answers ("5️⃣",
 * "🤷‍♀️", "👍"), Argentine mobiles with the old "15" and with +54 9, Colombian,
 * Mexican and Madrid numbers, compound first names ("María José", "Juan
 * Pablo", "Luisa Fernanda") and compound surnames ("Fernández de Córdoba",
 * "Di Marco", "Lopez de Haro"), a referee removed after being given.
 *
 * THIRD BLIND SET (issue 41): es-r15…es-r19, es-t17…es-t21 and
 * es-i21…es-i25, appended at the end, with one more tenant questionnaire
 * (es-academia, whose years of experience invite halves and decimals).
 * Written by a third writer who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them. New ground: Chile ("sipo",
 * "bacan", "no sé po", "nopo", "la pega", "+56 9"), Galicia and the Basque
 * Country ("Anxo", "iñaki etxeberria"), Catalan double surnames ("Puig i
 * Soler"); ratings off the scale in Spanish ways ("le pongo un diez",
 * "cuatro y medio"), "ni de coña" for no, "un par de años" and dates
 * ("desde enero del 22 hasta marzo del 24") for months, two ratings named in
 * one message, years inside the relationship answer ("laburamos juntas 3
 * años y medio"), "7 años y feria" (Mexico: and a bit), Mexican school words
 * for Spanish stages ("secundaria y prepa"), "nel", "grupos de 40, 45", a
 * year beside a count ("al final del 2023 le dieron 6 chicos"), "Nada mas,
 * que es …" that is still a comment, a question back that leads to a
 * decline, a yes with a condition, a Portuguese mobile that reads like a
 * Madrid landline, a referee kept without an e-mail, and a candidate who
 * leaves before saying they are done.
 *
 * FOURTH BLIND SET (2026-11-29): es-r20…es-r22, es-t22…es-t24 and
 * es-i26…es-i29, appended at the end, with one more tenant questionnaire
 * (es-reparto, delivery and truck drivers: years as a professional driver,
 * licence classes as a required multiple choice, an accident-or-fine yes/no,
 * deliveries a day). Written by a fourth writer who read neither the
 * readers, the lexicons, the interviewer nor the corpus tests, nor ran
 * them. New ground: voice dictation ("punto" and "coma" left in the text,
 * "le doy un cuarto" for cuatro, "tres no perdón cuatro", "nada más gracias
 * enviar"), Venezuela ("panas", "chévere", "más o menos, un 3"), a refusal
 * of one question ("eso no te lo voy a contestar"), "depende del puesto" on
 * would-rehire, "desde el 2019" with no end, a referee who says the request
 * reached the wrong person; Andalusian "to bien", "lleva conduciendo desde
 * los 18" (no years of professional driving), "el C+E se lo estaba
 * sacando" (not held yet), "ninguno, bueno miento, una multa", "4,5" on a
 * 1-5 rating, Chilean licence classes ("la profesional A4") and school grades
 * ("7 po", 1-7), "una 30 al día", Peru ("pe"), "todos menos redes" on a
 * multiple choice, "ninguna" where the minimum is 1; in the intake a table
 * pasted with tabs and a "NO CONTACTAR" row, "Dr." before a name, "Ruiz
 * Esparza", "Name <email>" with a nickname and an address that does not
 * spell the name, "ella me firmaba las horas" for a manager, a US number in
 * an Argentine intake, an e-mail dictated ("punto", "arroba"), "Mac
 * Gregor", and "ns, déjame pensarlo" with an address in it (no consent).
 *
 * FIFTH BLIND SET (2026-11-29): es-r23, es-r24, es-t25, es-t26 and
 * es-i30…es-i32, appended at the end, on existing questionnaires (es-soporte,
 * es-obra). Written by a fifth writer who read neither the readers, the
 * lexicons, the interviewer nor the corpus tests, nor ran them. New ground:
 * an older Canary Islands referee typing in capitals without accents ("UN
 * CUATRO", "MI NIÑA", "LO VOLVERIA A COJER", "CUATRO O CINCO", years as
 * dates); Uruguay ("ta", "bo", "re bien", "capaz que" as maybe on a rating
 * and on would-rehire, "no me animo a ponerle nota", "un año y pico");
 * Colombia, a filled-in form pasted with labels answering four questions in
 * one message ("Relación: jefe inmediato", "Trato: 5/5"), "—" as a skip; a
 * Romanian foreman writing Spanish as a second language ("yo trabajar con el
 * 2 año, no, 2 año y medio"); in the intake a CV's references section
 * pasted from Colombia (titles that are not relationships, a Medellín
 * landline with its area code), a Uruguayan teenager in lowercase with a
 * "NO a mi tío" line and a referee without a surname, an Irish candidate in
 * Tenerife ("Seán Ó Briain", an Irish mobile, "Dña.", a Canary landline).
 *
 * SIXTH BLIND SET (2026-11-29): es-r25, es-r26, es-t27, es-t28 and
 * es-i33…es-i35, appended at the end, with one more tenant questionnaire
 * (es-ventas, B2B software sales as a Mexico City start-up writes it: roles
 * as English job titles, quota, sales tools named by their jargon). Written
 * by a sixth writer who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them. New ground: Spanglish from
 * Houston ("I was her supervisor en el warehouse", "four", "teamwork? 5
 * easy. Y reliability también 5" answering two ratings, "ah wait, lo de
 * communication ponle un 4, not a 5" correcting an answer two messages
 * later, "like 2 years"); the Dominican Republic ("klk", "sinco", "lo mismo"
 * for the rating before, "cuatroo", "un chin", "depende", "ni idea manito",
 * "s" for yes, "eso e to"); Mexico City start-up jargon ("era AE", "arriba
 * de quota, el último Q al 120%", "SFDC y Sales Nav", "like 30-35
 * cuentas", "de volada"); Ecuador ("ñaños", "chuta", "de ley", "full
 * buena", a correction of the months while asked for the tools, "ya
 * mismo"); in the intake a lowercase name with a Houston mobile and the
 * e-mail in a later message, "no wait, el email de ella es …", a
 * WhatsApp-forwarded contact card with emoji labels and +1 829 / 809
 * Dominican numbers, a Peruvian "ya, normal" (asked again), a pasted
 * signature with a title ("José María de los Ríos Valdivia", "Gerente de
 * Operaciones | Alicorp S.A.A.") and "la miss Rosa" given then removed.
 *
 * SEVENTH BLIND SET (2026-11-29): es-r27, es-t29, es-t30, es-i36 and es-i37,
 * appended at the end, on existing questionnaires (es-soporte,
 * es-hosteleria). Written by a seventh writer who read neither the readers,
 * the lexicons, the interviewer nor the corpus tests, nor ran them. New
 * ground: an older Galician referee writing a formal letter ("Estimado
 * señor:", full punctuation, a question back about who the candidate is,
 * "notable alto. Un cuatro", "Idéntica puntuación que la anterior",
 * "sobresaliente" asked again, "ciento treinta y dos meses", a closing with
 * a signature that is no comment); Spanish mixed with Basque ("hiru urte",
 * "bikaina", "telefono eta chat", "bai", "ez dakit") and with Catalan
 * ("Treballava a recepció", "Quaranta hores", a correction of a multiple
 * choice while the next question is asked); in the intake Equatorial Guinea
 * (a table with its columns in another order, +240 numbers, one in local
 * format) and a Valencian teenager ("supongo q si" asked again, a mobile
 * typed with l for 1 and O for 0, "ya ta").
 *
 * EIGHTH BLIND SET (2026-11-29): es-r28, es-r29, es-t31, es-t32 and
 * es-i38…es-i40, appended at the end, with one more tenant questionnaire
 * (es-cuidados, home carers: who they looked after, years in the house,
 * tasks as a required multiple choice, live-in as a yes/no, hours a day).
 * Written by an eighth writer who read neither the readers, the lexicons,
 * the interviewer nor the corpus tests, nor ran them. New ground: Guatemala
 * ("fíjese que", "bien chilera", "cabal", "va pues", "patoja"), a referee
 * who repeats an earlier rating beside the one asked, "eso mejor
 * pregúntele a don Efraín" (ask someone else), "como tres años... bueno no,
 * menos: dos años y ocho meses"; Cuba in SMS shorthand to save data ("q
 * bola", "d el", "no c", "+ puntual", "klaro k si asere") with all six
 * ratings in one message under clipped names; a Madrid son about his late
 * mother's Bolivian carer (dates for years, a task named as not done, praise
 * with no number, "las horas no se pueden contar"); a Spaniard in Munich
 * mixing German ("Theke", "Minijob", "Vollzeit", "Kassenabschluss",
 * "Nichts, nada. Bueno, una vez…"); in the intake a Paraguayan carer in
 * Madrid ("nomás", "luego", a married "Benítez de Giménez", a 0981 mobile),
 * Chavacano-flavoured Spanish from Zamboanga ("ta dale yo permiso", "po",
 * "Ma. Cristina Dela Cruz", "Engr.", a 0917 mobile, "ese lang") and
 * Honduras (a question back before consent, "le dicen el Chele pero se
 * llama Roberto Paz", an 8-digit mobile, "cheque").
 *
 * NINTH BLIND SET (2026-11-29): es-r30, es-t33, es-t34, es-i41 and es-i42,
 * appended at the end, on existing questionnaires (es-obra, es-hosteleria).
 * Written by a ninth writer who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them. New ground: Nicaragua
 * ("ideay", "tuani", "maje", "de a viaje", "dale pues", "cuatrito" for 4),
 * a relationship answer that also gives the dates worked together and a
 * months answer that points back to it ("Ya te dije arriba"), a blessing as
 * the last message; Panama ("xopa", "ofi", "pelao", "buco", "priti"),
 * months told as site events ("desde que empezaron a montar las vigas hasta
 * la inauguración", asked again), "12 por 12" on a shift choice; portuñol,
 * a Brazilian employer writing mostly Portuguese ("garçom", "no salão",
 * "quarenta horas", "Nota cinco", "Não", "Nenhum. Bom, …"); in the intake
 * the Dominican diaspora in New York (a nickname beside the name, a pastor
 * with an 809 number that is already +1, "Mrs." and "O'Neill", "eso e to")
 * and a Panamanian in Madrid ("Ing.", "licda.", "Rubén Darío Chen Wong",
 * +507 and an 8-digit local mobile, an e-mail sent later, "chuleta").
 *
 * TENTH BLIND SET (2026-11-29): es-r31, es-t35, es-r32, es-t36, es-t37 and
 * es-i43…es-i45, appended at the end, with one more tenant questionnaire
 * (es-campo, farm work: kind of farm, seasons worked, tasks as a required
 * multiple choice, a licence yes/no, a crew-boss yes/no and the people in
 * that crew). Written by a tenth writer who read neither the readers, the
 * lexicons, the interviewer nor the corpus tests, nor ran them. New ground:
 * Costa Rica ("Upe", "diay", "mae", "qué chiva", "es una carga", "se jala
 * unas tortas", "al chile", "pura vida"), a rating on a 1-10 scale ("Del 1
 * al 10 le doy un 9": asked again), two ratings in one message, "Un año y
 * resto"; El Salvador (a referee who is also the candidate's uncle, "vaya
 * pues", "puchica", "a la gran", "nel... bueno, sí, va", "cabal",
 * "chambres"), ratings in star emoji and a star rating corrected in the
 * same message ("se me fue el dedo"); Murcia ("acho", "pijo", "zagales",
 * "encargao", "mu apañao"), a negated option beside the chosen one
 * ("Invernadero no"), a crew's size given where the people in his charge
 * were asked (he led no one); Peru's agro-export (a question back and the
 * answer in one message, "uva de mesa" between two options, years given for
 * seasons, "packing", "caporal", "SENASA", "pata bacán"); Puerto Rico's
 * bilingual call centres ("Wepa", "brutal", "brega", "phone" and "emails"
 * for the channels, "en un heartbeat", a signature with a 787 number); in
 * the intake Bolivia (a yes with a condition, a "1.-" list with "Lic.",
 * "Ing.", "Prof.", 8-digit mobiles and a La Paz landline, "la Wara"),
 * Gibraltar's Llanito (English and Spanish in one sentence, a +350 mobile
 * in local format, a cousin taken back in the same message) and Ceuta
 * (Darija: "inshallah" as a hedged consent, "wallah", "saha", "Mohamed
 * Mohamed Abdeselam", a Moroccan mobile in local format).
 *
 * ELEVENTH BLIND SET (2026-11-29): es-r33, es-t38, es-r34, es-t39, es-t40 and
 * es-i46…es-i48, appended at the end, with one more tenant questionnaire
 * (es-peluqueria, hair salons: years in the trade, services as a REQUIRED
 * multiple choice whose options people name by their jargon, a rating,
 * clients of one's own as an optional yes/no, a contract or a rented chair
 * as a single choice, clients a day, a required yes/no). Written by an
 * eleventh writer who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them. New ground: Asturias in
 * asturianu ("yo yera la so xefa", "ho", "ye", "nun te sabría dicir", "entre
 * 3 y 4, más bien 4", "Cinco... non, espera, cuatro", "un lustru justu" for
 * 60 months, "Que-y vaya bien a la moza" that is no comment); a Caleña salon
 * owner in London ("mirá", "ve", "berraca", "self-employed", a rented chair
 * after two years on contract: asked which, four years with her beside ten
 * in the trade, "barber no", a UK mobile in a pasted signature); Yucatán
 * with Maya words ("Mare", "hach buena" with no number, "chen así",
 * "ma'alob", a punctuality remark in the teamwork answer, "de eso prefiero
 * no opinar", "Sí y no" on would-rehire, months as seasons, "Ts'o'ok");
 * a Chinese salon owner in Madrid writing Spanish as a second language with
 * Chinese characters ("很好", a rating as "五", "二十 veinte", "不知道"),
 * eight years in the trade beside two with her; Aragón ("zagal", "majo",
 * "golpecico", "échale cuentas" from a year to now, licences named by
 * vehicle, "todos menos el de autobús", a scrape that "ni cuenta" as an
 * accident, "Ale, a mandar"); in the intake a Ukrainian refugee in Valencia
 * (Cyrillic mixed in, "Так" for yes, a Ukrainian mobile in local format, a
 * name given in both scripts, a teacher without a surname), an Andorran
 * refusal in Catalan after a question back, with her own address and a
 * 6-digit Andorran number, and a Chicano in Los Angeles ("Simón" for yes,
 * "mayordomo" for a foreman, "jale", a Tijuana mobile that reads like a US
 * number, a cousin excluded with "nel").
 *
 * TWELFTH BLIND SET (2026-11-29): es-r35, es-t41, es-r36, es-t42, es-t43 and
 * es-i49…es-i51, appended at the end, with one more tenant questionnaire
 * (es-obrador, bakeries: years in the trade, what they made as a REQUIRED
 * multiple choice named by regional jargon, the shift as a single choice, a
 * hygiene rating, the food-handler card as an optional yes/no, running the
 * oven alone as a required yes/no, kilos of dough a shift). Written by a
 * twelfth writer who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them. New ground: Judeo-Spanish
 * from Istanbul in its own spelling ("yo so el patron", "sinko", "kuatro",
 * "sesh mezes", "Avla sinko linguas … La nota, kuatro", "Kuatro... no, ke
 * digo, sinko", "kon los ojos serrados"); Extremadura's castúo ("Güenas",
 * "pa qué panadería es, si se pue sabé" as a question back, "de madrugá",
 * "empanás", "más de veinte" asked again, dough given in sacks of flour);
 * Cusco with Quechua ("Allillanchu", "tawa" asked again, "pichqa", "arí",
 * "manam", "huaico", "sulpayki"), problem solving and leadership in one
 * message; an English retiree in Xàbia writing Spanish as a second language
 * (an age in the first answer, "Un 10!! Oh sorry, es de 1 a 5", "from nine
 * to five" for hours, a signature with a landline); Córdoba's bakery jargon
 * ("facturero", "medialunas, vigilantes", "tortas no", "la cuadra"), a shift
 * split between night and Saturday afternoons (asked which), a referee who
 * leaves before a required question; in the intake a Haitian in Santiago de
 * Chile (Kreyòl, "Wi, dakò", hyphenated compound names, an 8-digit Haitian
 * mobile), an Argentine in Milan (Italian mixed in, "mi capo", an Italian
 * mobile in local format and a landline after 0039, a nickname before the
 * name, an e-mail corrected later, "Dalla Costa", "De Santis") and a Sahrawi
 * in Vitoria-Gasteiz ("Eyeh", "Ruiz de Azúa", an Algerian mobile from the
 * Tindouf camps, her own number beside a referee's, leaves before done).
 *
 * THIRTEENTH BLIND SET (2026-11-29): es-r37, es-t44, es-r38, es-t45, es-t46
 * and es-i52…es-i55, appended at the end, with one more tenant questionnaire
 * (es-taller, car repair workshops: years as a mechanic, what they worked on
 * as a REQUIRED multiple choice that every country names differently, a
 * diagnosis rating, the grade in the shop as a single choice, own tools as an
 * optional yes/no, vehicles a week, a required yes/no). Written by a
 * thirteenth writer who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them. New ground: Monterrey
 * norteño ("¿Te puedo mandar un audio mejor? Voy manejando" before any
 * answer, "bien machín", "bien perrón", a rating as "90%" asked again, a
 * problem-solving story full of other numbers, "De líder nel", "como 3
 * años" asked again); Barranquilla costeño ("ajá", "erda", "pelao",
 * "nojoda", "Vale, claro" for yes, "desde los 15 y ya tiene 31, échele
 * cuenta", "latonería", "en un dos por tres" beside the rating, "el maestro"
 * that is no grade, a retry that names two options); a plain Navarrese
 * referee (bare digits, "Cuatro años, 48 meses"); Mallorca (Spanish with
 * Mallorcan Catalan and its salt article: "es Xisco", "s'FP", "Quatre",
 * "pneumàtics", "Oficial de primera des de l'any passat; abans de segona",
 * vehicles a week by season, "i tant!"); Belize (a principal in Orange Walk
 * mixing Kriol and English: "Dem pikni dem respect she", Belizean grades
 * "Standard 5 … Form 1" for the stages, years split between two schools);
 * in the intake a plain Valladolid candidate, Welsh Patagonia ("Ie" for yes,
 * "Dafydd ap Iwan", a 0280 15 Chubut mobile, a Cardiff mobile in local
 * format, "Diolch"), a Mapuche candidate in Temuco who takes back her yes in
 * the same message ("Ya po, sí... no, espérate, mejor no") with a phone in
 * it, and a Nikkei in Lima (a Japanese given name inside a Peruvian double
 * surname, "Higa de Oshiro", a Japanese mobile from dekasegi years, a
 * mobile corrected later, a "(01)" Lima landline, "Arigatō").
 *
 * FOURTEENTH BLIND SET (2026-11-29): es-r39, es-t47, es-r40, es-t48, es-t49
 * and es-i56…es-i59, appended at the end, with one more tenant questionnaire
 * (es-limpieza, cleaning: months with them, where they cleaned as a REQUIRED
 * multiple choice, the shift as a single choice, a thoroughness rating,
 * machines as an optional yes/no, rooms or offices a shift, keys or the
 * alarm code as a required yes/no). Written by a fourteenth writer who read
 * neither the readers, the lexicons, the interviewer nor the corpus tests,
 * nor ran them. New ground: Paraguayan jopara (ratings as Guaraní numbers:
 * "Irundy", "Po" that is five and no Chilean filler, "Mbohapy, o sea tres";
 * "Ndaikuaái", "Heẽ" alone for yes, "Mokõi ary ha mbohapy jasy" for months,
 * "raudal", "un guaraní" that is money); Boyacá's "sumercé" with ratings as
 * Colombian university grades ("Cuatro ocho", "Cinco cero", "Tres cinco,
 * pasa raspando": 3.5, not 3 or 5), "Paila", "Pues ¿cómo no?" for yes, months
 * as "desde antes de la pandemia"; gaditano in a Chiclana hotel ("la Chari",
 * seasons for months, "camarera de pisos", "Veintitantas", "No ni ná" that
 * means of course); Cafayate's vineyards (vendimias for seasons corrected
 * in the message, a task named and excluded, "registro" for a licence,
 * "curar la viña", "changos" as a range); a Guadalajara cleaning contractor
 * ("¿a poco ya fueron tres años?", options named by their place in the
 * list: "Las dos primeras", "Tercer turno" for the night, "zoclos", a
 * required question refused as company policy, then leaves); in the intake
 * a Korean-Argentine in Flores ("네", "imo" that is a boss and no aunt, a
 * Korean mobile in local format, a first name corrected later), a
 * Mennonite from a Bolivian colony (Plautdietsch "Ekj weet nich… jo" as a
 * hesitant yes, "Ohm" for an elder, a Manitoba number in local format), a
 * Palestinian-Chilean in Patronato (a question back, a Beit Jala mobile
 * given before any consent, "yalla … khalas": no consent) and a Senegalese
 * in Níjar ("Waaw", "el manijero", a relationship corrected in the next
 * message, "mi patron … el que me enseñó el oficio", a Dakar mobile in
 * local format, "Jërëjëf").
 *
 * FIFTEENTH BLIND SET (2026-11-30): es-r41, es-t50, es-r42, es-t51, es-t52
 * and es-i60…es-i63, appended at the end, with one more tenant questionnaire
 * (es-seguridad, private security: years in the trade, services as a
 * REQUIRED multiple choice that people name by their jargon, the licence in
 * force as a required yes/no, armed service as an optional yes/no, the
 * shift as a single choice that people give as rotations, an incident
 * rating, a punctuality rating and guards coordinated as optional, optional
 * text). Written by a fifteenth writer who read neither the readers, the
 * lexicons, the interviewer nor the corpus tests, nor ran them. New ground:
 * an Argentine-Israeli team leader in Herzliya (Hebrew in Hebrew script:
 * "5 מתוך 5" is 5, "כן, ברור" for yes asked again; "sababa", "achla",
 * "Ma pitom" on leadership; four months of reserve duty inside a rating;
 * months as Jewish holidays, "Desde Pésaj del 2022 hasta Sucot del 2024");
 * Pasto, Nariño ("Ananay", "achichay"; "como doce años" from 2014; a
 * licence that "se le venció en septiembre" is a no; "revólver calibre 38"
 * is a yes; "el 2x2x2" is the rotating shift; a rating corrected with the
 * chat asterisk, "*5 en lo de los incidentes", while the next question is
 * asked); a Cuban pharmacy manager in Hialeah (school letter grades, "Una
 * A" and "B+", asked again; the strengths message duplicated by the wifi
 * and arriving as the improvements answer; US dates, "3/15/22", for the
 * months; "the door is open" for yes); Melilla's port (Tamazight greetings,
 * years over two employers to be added, questions quoted before the answer,
 * "> Del 1 al 5 …" with the rating on the next line, "la TIP", "Noches casi
 * siempre … pero en verano rotaba" asked which, the optional rating
 * refused); a Nahua primary school in Cuetzalan on es-academia ("el ciclo
 * escolar 2016-2017" that looks like a range, "grupo multigrado de 1° a
 * 3°", "preescolar" for Infantil, "Macuilli, o sea cinco", "Kema" for yes
 * asked again, then she leaves for the flag ceremony: open); in the intake
 * a Michoacano in Chicago (a lone "👍" as consent, "C.P." and "Mtra." before
 * names, a Mexican mobile given with the US exit code "011 52", an address
 * written with "(arroba)"), an Aymara seamstress in El Alto ("Jisa", a CV
 * pasted as "Apellidos, Nombre", "Feria 16 de Julio" that is no phone, a
 * Brazilian mobile in local format), a Chilean cook in Stockholm who gives
 * two referees and then withdraws her consent ("borra todo porfa"), and an
 * older catechist in Ávila ("Sor" and "D." as titles, "Gil y Alcázar" as one
 * surname, a referee split over two messages by an early send, "Mª Ángeles"
 * with an address in capitals).
 *
 * SIXTEENTH BLIND SET (2026-11-30): es-r43, es-t53, es-r44, es-t54, es-t55
 * and es-i64…es-i67, appended at the end, with one more tenant questionnaire
 * (es-almacen, warehouses and logistics: months with them, tasks as a
 * REQUIRED multiple choice that every country names by its own jargon, the
 * forklift licence as an optional yes/no, how they were hired as a single
 * choice, an accuracy rating, a safety rating and order lines an hour as
 * optional, a required yes/no, optional text). Written by a sixteenth writer
 * who read neither the readers, the lexicons, the interviewer nor the corpus
 * tests, nor ran them. New ground: a paisa office manager at a dental clinic
 * in Newark typing on a phone set to English, so autocorrect rewrites her
 * Spanish ("Trees" for tres, then "*tres"; "my buena"; "So, de una" then
 * "*si"; "Dos anos y medio" without ñ; "la 280" that is a highway; "Paso" on
 * leadership; a pasted signature as the last message); a Culiacán
 * distribution centre (one long first message that answers ahead with no end
 * date, "surtido", "la DC-3", "el montacargas", "por outsourcing y al año lo
 * pasamos de planta" asked which, "Nombre, bien acá" where nombre is no
 * name, "hace 45 grados" beside a 3, "esos números los saca el WMS", "Arre,
 * fierro" asked again, "buen plebe"); a Sindhi shop owner in Las Palmas
 * (Canarian Spanish with Hindi: ratings as Devanagari digits, "५" and "४",
 * asked again, the second beside "tres semanas"; "Achha", "chacho", "la
 * guagua", "हाँ जी, por supuesto", "Char saal" for four years); a bodega
 * chief in San Pedro Sula dictating by voice ("piquín" for picking, "Le
 * pongo 15" for "un cinco", "Haber" for a ver, boxes an hour where lines
 * were asked, left blank, a remark to a workmate captured in the comment);
 * a Latina night manager in Montreal on es-hosteleria (Québécois French: a
 * question back first, "Mettons 32 en moyenne" after a correction, "5 sur
 * 5", "pis l'anglais", "Oui", then she leaves for a group check-in: open);
 * in the intake a Venezuelan in Lima ("Por mí fino, chamo" confirmed,
 * "Lcda." and "TSU" as titles, "0414-123.45.67", an address with spaces
 * round the @ and a full stop, "el señor Goyo" given over two messages with
 * a Caracas landline), a draughtsman in Puebla ("Va que va", "Arq.", the old
 * "044" and "+52 1" mobile formats, "memo.trevino en gmail punto com", an
 * address pasted with its "<mailto:…>"), a malagueño in Melbourne ("Yep, sin
 * problema", "Davo... bueno, David Jones", Australian mobiles, "0034 666 …",
 * "at outlook dot com") and a Moroccan warehouse worker in Lleida who writes
 * Darija in Arabic script and reverses his refusal in the next message
 * ("لا لا, no quiero …" then "Bueno, واخا, vale: sí podéis llamar, pero solo
 * al profesor").
 *
 * SEVENTEENTH BLIND SET (2026-11-30): es-r45, es-t56, es-r46, es-t57, es-t58
 * and es-i68…es-i71, appended at the end, with one more tenant questionnaire
 * (es-mineria, mining as a contractor in Chile or Peru writes it: the kind
 * of site as a single choice that every country names differently ("rajo",
 * "tajo", "la corta"), years in mining (which people give per company), the
 * equipment run as a REQUIRED multiple choice that people name by model
 * numbers and local words ("volquete CAT 793", "dúmper", "la retro"), the
 * roster as a single choice ("14 por 7", weekly rotations that fit none), a
 * safety rating, the internal operating licence as an optional yes/no, hours
 * operated a shift (optional, which people give net of breaks), a required
 * yes/no, optional text), used twice, and one conversation on es-cuidados.
 * Written by a seventeenth writer who read neither the readers, the
 * lexicons, the interviewer nor the corpus tests, nor ran them. New ground:
 * other phones and keyboards. A Maracaibo gym manager answering from a
 * Galaxy Watch while running (a canned "Ahora no puedo hablar." that answers
 * nothing, an "S" from finger-writing a 5, then "Qué molleja este reloj …
 * Cinco" from the phone; "ya vos sabéis", "mollejúo"; "Ni idea" on problem
 * solving; "el spinning de las 6am con 30 personas" beside a 4; a Google
 * Messages reaction sent as text, 'Reaccionó con 👍 a "…"', asked again;
 * "Dos años en la sede de la 5 de Julio y uno más en la del Lago Mall",
 * where 5 de Julio is an avenue: 36 months; a canned "Ok" as the last
 * message, no comment); a Spanish civil servant seconded to Brussels typing
 * on a Belgian AZERTY keyboard (digits need Shift, so "(" is a 5 and "é'" is
 * 24: asked again; "Un ' ... vaya, otra vez. Un 4"; no ñ, so "campana" for
 * campaña and "Dos anos"; a rating refused, "no aplica" on leadership); a
 * Peruvian jefe de guardia at an open-pit copper mine who pastes the formal
 * e-mail he sent to HR, with his signature and a confidentiality notice,
 * which answers ahead ("volquete CAT 793 y cargador frontal 994") and gives
 * years with the company (since 2017) where years in mining are asked ("ya
 * debe tener sus 12 años": 12), "14 por 7, guardia C", "operando efectivo
 * unas 10" of a 12-hour guardia, "Enviado desde mi Huawei" under the
 * comment; a secretary at a Huelva copper mine relaying the head of
 * operations by radio in the third person ("Dice que seis años... espere,
 * que rectifica: ocho", "la corta, a cielo abierto", "dúmper de 90 toneladas
 * y la retro", weekly rotations that are none of the rosters offered: Otro;
 * "Dice que un 4. Yo le pondría un 5 …": 4, the referee's number, not hers;
 * "eso lo lleva Recursos Humanos"); an old man in Castro (Chiloé) on a phone
 * with keys and T9 about the carer of his late wife on es-cuidados (all
 * lowercase, "." with no space, "cien cien" for bien bien: asked again;
 * "vivia en la cara" for casa; "tres inviernos" for years; "de 8 a 8" for 12
 * hours; "chei"); in the intake a camba in Santa Cruz de la Sierra who
 * pastes a contact as a raw vCard ("N:Justiniano Roca;Carla Andrea;;;" with
 * the surnames first, a TITLE that is no relationship) and gives a Santa
 * Cruz landline as "3-3465432", a Salvadoran ("Vaya pues, sí, está chivo")
 * who gives an Instagram handle ("@ricardo.menjivar.sv": no e-mail) and a
 * LinkedIn address instead of e-mails, a Venezuelan in Curaçao writing with
 * Papiamento ("Si, ta bon", "mi no sa", "Dhr. Jan-Willem van der Berg", a
 * +599 9 mobile, a Punto Fijo landline) who leaves for her shift before
 * saying she is done, and a Deaf candidate in Logroño whose written Spanish
 * follows sign-language order ("Yo sorda, escribir mejor que llamar",
 * "Primera: …, jefa mía antes") with a referee who is Deaf too ("llamar no,
 * mejor email … o WhatsApp": the number is still kept).
 *
 * EIGHTEENTH BLIND SET (2026-11-30): es-r47, es-t59, es-r48, es-t60, es-t61
 * and es-i72…es-i75, appended at the end, with one more tenant questionnaire
 * (es-pesca, fishing crews as a shipowner in Burela or a fishing company in
 * Mar del Plata writes it: the job on board as a single choice, months at
 * sea summed over the trips (which people give as seasons, as trips times
 * days, or as years with the company), the gear as a REQUIRED multiple
 * choice that every port names its own way ("palangre de fondo",
 * "fresquero", "nasas", the squid "potero" that is none of them), a
 * manoeuvre rating, a safety rating (optional), the seaman's book as an
 * optional yes/no, the days of a normal trip (optional), a required yes/no,
 * optional text), used twice, and one conversation on es-obrador. Written by
 * an eighteenth writer who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them. New ground: referees who
 * bargain, doubt and speak off the record. The owner of a knife shop in
 * Albacete who first negotiates what she will answer ("te contesto a todo
 * menos a lo del liderazgo y a lo de si lo volvería a coger … ¿Trato?") and
 * then refuses both, an ironic rating ("de matrícula de honor, si el equipo
 * es él y el móvil 🙄": asked again, 2), "Habla más que un sacamuelas … Un
 * 5", improvements and strengths in one message in reverse order, each
 * named, "Año y trimestre justo" (15 months), and an off-the-record remark
 * in the comment ("esto entre tú y yo … yo no lo volvería a coger … pon solo
 * que le deseo mucha suerte": would-rehire stays absent, the comment keeps
 * only the wishes); a Burela longliner skipper typing on the bridge computer
 * over a failing satellite link (capitals without ñ, the radio's "CAMBIO"
 * and "CAMBIO Y CORTO" closing every message, "UNO DOS MESES … REPITO:
 * DOCE", a rating cut mid-sentence, "YO LE PONGO UN" then "SE CORTO. UN
 * CINCO", "DOS SEMANAS DE MAR" for 14 days, a Galician comment, a Cape
 * Verdean deckhand); the owner of a physiotherapy clinic in Torrelavega who
 * contradicts the candidate's CV ("Coordinadora no era", "Si ha puesto tres
 * años, exagera": 20 months), a blanket answer for the remaining ratings
 * ("técnica un 5 y lo demás todo un 4. Menos liderazgo"), "un poquiuco", "Sí,
 * pero de fisio, no de coordinadora" (yes); a Salvadoran bakery in Langley
 * Park (Maryland) with US units and formats ("1,500 libras de masa" where
 * kilos are asked: asked again, 700; "el horno a 350 grados"; "100 de 100"
 * beside a 5; "food handler card" for the food-handler card; "pan francés,
 * semita, quesadilla y marquesote … conchas" for the options, "Pupusas no",
 * "dos décadas, fácil"); a Mar del Plata chief engineer who gives years with
 * the company and trips times days where months at sea are asked ("2 años
 * … 14 mareas de 10 días": 5 months, the 10 days answering the trip question
 * ahead), a squid "potero" that is no option, and who stops and comes back
 * ("Esperá que me llaman de Prefectura", "¿En qué íbamos? Repetime la
 * pregunta"); in the intake a nurse in Villahermosa dictating by voice (a
 * phone in words, "993 ciento cuarenta y ocho 22 10", "yaneth guion bajo
 * zeta o arroba hotmail punto com", "j a priego", a lowercase "priego de la
 * cruz", an address corrected by its domain only: "no es hotmail es
 * outlook"), a waiter in Granada who pastes the referee's own WhatsApp
 * replies with their "[18:42, 27/11/2026] Encarni Hotel:" headers (a saved
 * contact name that is no surname) and a colleague with two addresses
 * settled by description ("que el personal"), a lab technician in Salamanca
 * whose "Sí, hombre … Ni de coña" is an ironic refusal with her boss's
 * address in it, and a tour guide in Hanga Roa (Rapa Nui: "Iorana! Ē, sí
 * po", her aunt as her boss, a Tahitian mobile in local format, +689, a
 * school named after a person, "Miss Carolina Hey Atan", "Maururu!").
 *
 * NINETEENTH BLIND SET (2026-11-30): es-r49, es-t62, es-r50, es-t63, es-t64
 * and es-i76…es-i80, appended at the end, with one more tenant questionnaire
 * (es-electricidad, electricians and installers as an installation company
 * in Valencia writes it: years as an electrician (which people give as the
 * year they left school or as "since the hurricane"), the installations as
 * a REQUIRED multiple choice that mixes kinds of building with solar
 * ("residencias", "techos de almacenes", "placas"), new build or
 * maintenance as a single choice, a safety rating, a finish rating
 * (optional), the installer's licence as an optional yes/no whose name
 * changes by country and which some countries do not have, call-outs a day
 * (optional, which an installer who does none cannot give), a required
 * yes/no, optional text), used twice, and one conversation on es-campo.
 * Written by a nineteenth writer who read neither the readers, the
 * lexicons, the interviewer nor the corpus tests, nor ran them. New ground:
 * two referees on one phone, an Andean verb form, archaic Spanish, and
 * words that look like something they are not. The two owners of a family
 * pharmacy in Rosario answering together and taking turns at the keyboard
 * ("Acá Rubén", "Estela acá"), who disagree and settle in the same message
 * ("Rubén dice 4, yo digo 5. Ponele 5": 5), disagree and are asked again
 * ("Él dice un 3 …, yo un 4": 4), split on leadership (one would give a 3,
 * the other nothing: asked again, blank), give improvements one each in one
 * message, "una mina de diez … 5" and "Tres años menos un trimestre" (33
 * months); an Equatoguinean head of works in Malabo (formal Spanish with
 * French and Fang: "Mbolo", "chantier", "Bon", "Très bien … Un cinco",
 * "D'accord", "Akiba"), years as the year he left school "y desde entonces"
 * (14), a licence that does not exist in his country ("Aquí en Guinea no hay
 * carné como en España": asked again, blank), "hasta quince … en un día
 * normal, unos cinco" (5); the head of post-harvest at a rose farm in
 * Cayambe (Ecuador: "Alli puncha", "Mande", the Andean "Le doy poniendo un
 * cinco", "un pite", "5 5 5!!!" as one emphatic 5, "Tenía doce chicas a
 * cargo … Un cinco", "No le voy a decir que no" on would-rehire as a
 * litotes asked again, "Año y medio largo" asked again, "Yupaychani" with
 * good wishes that are no comment); an old Hispano farmer in northern New
 * Mexico on es-campo (the Spanish of the Río Arriba: "truje", "vide",
 * "muncho", "naiden", "semos", "mesmo", "asina", "los files del chile", "la
 * troca", "la marqueta", "la visa H-2A"), an orchard named and set aside
 * ("pero él andaba cuasi siempre en los files del chile"), seasons as "cada
 * verano, menos el 2020" (7), "mayordomo de la acequia" (a ditch officer,
 * not a crew boss), "A naiden" on the optional crew; a solar installer in
 * Caguas (Puerto Rico: years "después de María", "Número uno" on a rating
 * that means the best, not a 1: asked again, 5; "licencia de perito
 * electricista"; "una casa cada dos días" where call-outs a day are asked:
 * blank; "En lo que canta un gallo" for yes); in the intake a cook from
 * Juchitán in Huatulco (Zapotec "Padiuxi" and "Xquixe pe' lii", "Na Rosa"
 * where Na is the Zapotec doña, an address where autocorrect put an accent
 * and a later "va sin acento", a mobile with a digit missing), an
 * Ecuadorian carer in Murcia whose daughter types for her (a consent
 * relayed, a notebook read out with a landline a digit short, a referee who
 * died withdrawn and replaced by his son of the same name with another
 * number), Pereira ("Ave María pues, hágale", cédulas beside the phones
 * that are no phones, "C.C. 10.123.456 de Pereira", a landline in the new
 * Colombian 606 format with "ext 112"), a Guatemalan roofer in Charlotte
 * who forwards his supervisor's e-mail reply with its headers (the
 * candidate's own address in "To:", HR in "Cc:" who is no referee, "Have
 * them call my cell" between two numbers), and a receptionist in Havana
 * ("la compañera …", "el compañero …" that are the Cuban term of address
 * for two bosses, a Nauta address, a Cuban mobile in local format, a
 * landline replaced by a Miami number because the referee emigrated).
 *
 * TWENTIETH BLIND SET (2026-11-30): es-i81…es-i85, five intake
 * conversations appended at the end of the intake cases (no referee or
 * tenant questionnaire this time). Written by a twentieth writer who read
 * neither the readers, the lexicons, the interviewer nor the corpus tests,
 * nor ran them. New ground: referees taken back, addresses that belong to
 * someone else, and a list with no e-mail at all. A forklift driver at the
 * PLAZA logistics park in Zaragoza ("sipi, sin problema 👍") who announces
 * three referees in one message, sends their details piecemeal (a mobile
 * with the 0034 prefix) and withdraws one two messages later ("a Marta
 * olvidala, que esta de baja por maternidad"), "Iñaki" with an address
 * without the ñ, a traffic manager who "no era mi jefe directo pero
 * currabamos juntos"; a colourist in Córdoba ("Dale, de una 🙌") who pastes
 * the owner's WhatsApp contact card ("Romi Pelu 💇‍♀️", a saved name, no
 * surname), a regular client ("la Sra. Graciela Inés Bustos de Moyano", a
 * married surname) with "0351 15 789-0011" in the Argentine local format with
 * the 15, a colleague in Montevideo with a Uruguayan "099 456 123"; a
 * Venezuelan accountant in Lima ("Sí va, chévere", "Mi jefa actual no, pero
 * les paso dos de antes") whose "Lcda. María Alejandra Rondón Pérez" gets
 * the other referee's address by a copy slip, corrected ("ese correo es del
 * Sr. Quispe"), a Venezuelan "0414-123.45.67", a referee known first only as
 * "el Sr. Quispe"; and a Honduran bricklayer in Madrid ("Paco, Francisco
 * Javier Molina", "el ingeniero", a +504 mobile) whose referees have no
 * e-mail, an address offered as a guess and taken back ("creo que es … pero
 * no estoy seguro": absent), "eso es todo por ahora": open.
 *
 * Held out: es-i85, a nursery-school teacher in Valparaíso ("ya po, dale
 * nomás", "la tia Caro" who is a colleague, a landline in local format).
 *
 * TWENTY-FIRST BLIND SET (2026-11-30): es-r51, es-t65, es-r52, es-t66 and
 * es-t67, appended at the end of the referee cases, with one more tenant
 * questionnaire (es-confeccion, garment factories as a maquiladora in
 * Tehuacán or a satellite workshop ("satélite") in Medellín writes it: the
 * job on the line as a single choice, years in industrial sewing (which
 * people give as the age they started at and the age they are now), the
 * machines as a REQUIRED multiple choice that every country names its own
 * way ("la over", "la fileteadora", "la recubridora" for the collareta), a
 * quality rating, pieces an hour (optional, which people give in dozens a
 * day, as an efficiency or per garment), an optional yes/no on moving
 * between machines, a required yes/no, optional text), used twice, and one
 * conversation on es-academia. Written by a twenty-first writer who read
 * neither the readers, the lexicons, the interviewer nor the corpus tests,
 * nor ran them. New ground: numbers that are labels, counters that are no
 * units, and a rating with a footnote. A line supervisor at a jeans maquila
 * in Tehuacán (Puebla) on es-confeccion ("la línea 7", "entró a la maquila
 * de 16 añitos y ahorita tiene 24" for the years (8), "La over y la plana
 * … la collareta. La cerradora de codo no, esa la lleva don Chuy", "una
 * auditoría de Levi's le rechazó 12 piezas" beside a 4, "60 docenas al día,
 * al 95% de eficiencia" where pieces an hour are asked (asked again: 80),
 * the Mexican "No, sí, claro que sí" that is a yes); a partner of a law firm
 * in Querétaro who numbers every answer like a court filing ("PRIMERO.-" …
 * "DÉCIMO.-", so that the ordinals are never ratings, "cuatro (4)"), the
 * dates of the work in the relationship and "Me remito a lo manifestado en
 * el punto PRIMERO" for the months (asked again, 24), "Por lo que hace a la
 * pregunta número 4, trabajo en equipo: tres (4)" where the words and the
 * digit disagree (asked again, "Fe de erratas: cuatro (4)"), "Me reservo mi
 * opinión" on leadership, "Afirmativo, sin reserva alguna" (yes), a comment
 * numbered "UNDÉCIMO.-" above his signature with a cédula profesional and a
 * phone; the owner of a satellite workshop in Itagüí on es-confeccion (two
 * jobs in the first answer, asked which: "Ponga operaria"; "Desde que salió
 * del SENA, en el 2017. O sea nueve años, ¿cierto?"; "Fileteadora, plana y
 * recubridora. La de codo también, aunque poquito" (all four options in
 * Colombian words); "Un 5*. *Con las telas licradas …" where the asterisk
 * is a footnote and no chat correction (5); pieces by garment, "en camiseta
 * básica 60 por hora, en un leggings con pretina 25" (asked again, 60);
 * "operaria integral" for moving between machines, "ya mismo" for yes); the
 * head of studies at a secondary school in Elx on es-academia ("Bon dia",
 * "ya tiene dos sexenios" that is at least twelve years and no number
 * (asked again: "Catorce cursos"), "un año en FP Básica, pero eso no lo
 * tenéis en la lista", "un 3º de ESO un viernes a última hora … Un cinco",
 * "pregúntalo a Orientación … no sabría qué nota ponerle" on the optional
 * rating, "tutora de 2º C", "La ratio en la ESO es de 30, pero en sus
 * optativas tenía grupos de 12" asked again (28), "las adjudicaciones de
 * interinos" in the comment, "Una llàstima").
 *
 * Held out: es-r51, the general manager of an esports club in Madrid (gamer
 * slang, a ten-point score, "+1", a duration in splits).
 *
 * TWENTY-SECOND BLIND SET (2026-11-30): es-i86…es-i90, five intake
 * conversations appended at the end of the intake cases (no referee or
 * tenant questionnaire this time). Written by a twenty-second writer who
 * read neither the readers, the lexicons, the interviewer nor the corpus
 * tests, nor ran them. New ground: numbers cut in two by an early send or
 * sent as a link, referees corrected by their place in a list, a phone
 * taken back because of a condition on the consent, and nicknames beside
 * names. A waiter from El Bierzo in a Zürich hotel ("Venga, sí, sin
 * problema", "la Frau Brunner, Sandra Brunner-Keller" with an address in
 * autocorrect capitals and the sentence's full stop after it, a Swiss "079
 * 345 67 89" asked which country and replaced later by "+41
 * 76 512 34 88" because the first was the reception's, "Toño. Bueno,
 * Antonio Valcarce Núñez"); a port worker in Guayaquil ("Ya, de ley", "el
 * Ing. Byron Alcívar Zambrano" with "Cel 099 123" and "4567 perdón se me
 * fue" in two messages, "el Gato … Jefferson Cedeño Macías" whose number
 * is a "https://wa.me/593…" link and who has no e-mail, "la señora Mariuxi
 * de recursos humanos … mejor no la pongas"); an accountant in San Miguel
 * de Tucumán in lowercase without accents (a question back, "bueno dale,
 * pero que sea por mail nomas, no quiero que los llamen al laburo"
 * confirmed, "la lic cecilia beatriz paz posse" whose "0381 15 456-7890"
 * is taken back in the next message, "el chango nico, nicolas juarez" with
 * no phone); and a teacher in Mexico City ("Órale, sí, adelante", a
 * numbered list with en dashes between the fields, "Arturo Mendoza "el
 * Profe"", then "Al 1 cámbiale el cel", "El 2 su correo es …" and "Y el 3
 * mejor quítala").
 *
 * Held out: es-i90, a Salvadoran warehouse worker in Toronto ("la niña
 * Toñita", an 8-digit Salvadoran mobile in local format).
 *
 * TWENTY-THIRD BLIND SET (2026-12-01): es-i91…es-i95, five intake
 * conversations appended at the end of the intake cases (no referee or
 * tenant questionnaire this time). Written by a twenty-third writer who read
 * neither the readers, the lexicons, the interviewer nor the corpus tests,
 * nor ran them. New ground: Paraguay, Puerto Rico, Costa Rica and Zulia as
 * tenants, a referee spread over four messages, initials before a name, a
 * switchboard with an extension, a referee whose surname nobody knows, a
 * polite refusal after a question, and a CV whose personal references are
 * set aside. A pharmacy assistant in Asunción writing jopara ("Sí, ikatu
 * nomás, no hay drama", her branch manager "la Lic. Nilda Raquel Benítez
 * Ocampo" given over four messages with "gmial" and then "perdón gmail, no
 * gmial 🙈", a 0981 mobile in local format, "JC, Juan Carlos Ayala" with no
 * e-mail, "Aguyje!"); a nurse in Mayagüez ("¡Wepa! Sí, dale, no hay
 * problema", her supervisor with only the hospital's "787-555-0100 ext.
 * 2231" (the extension dropped), "Yari … El apellido no me lo sé" kept
 * without a surname and without an e-mail, a 939 mobile, "Brutal,
 * gracias!"); a bank analyst in San José who first asks whether her referees
 * will get an e-mail or a call and then refuses politely ("Diay, muchas
 * gracias por la oportunidad, pero prefiero no dar referencias por ahora",
 * her boss "Don Esteban Quesada" named inside, "Si avanzo … con mucho gusto
 * se las paso. Pura vida 🙏": nothing kept); and a warehouse clerk in
 * Maracaibo ("¡Epa! Sí va, dale pues") who pastes her CV's "REFERENCIAS
 * LABORALES" and "REFERENCIAS PERSONALES" ("Lcdo." and "Ing." before names,
 * job titles that are no relationships, a landline "(0261) 743.21.09" with
 * dots, a married "Finol de Villalobos"), then "Las personales no las tomes
 * en cuenta … Solo las laborales" (two people never kept), "el jefe de mi
 * jefa", "¡Qué molleja, gracias!".
 *
 * Held out: es-i95, a tour guide in Cusco (a Quechua yes, a teacher with
 * only a landline).
 *
 * TWENTY-FOURTH BLIND SET (2026-12-01): es-r53, es-t68, es-r54, es-t69 and
 * es-t70, appended at the end of the referee cases, with one more tenant
 * questionnaire (es-veterinaria, veterinary clinics as a small-animal clinic
 * in the Canary Islands or a country vet in Uruguay writes it: the job as a
 * single choice where the auxiliar, the ATV and a country vet's "ayudante"
 * are one option, years with them, the species as a REQUIRED multiple
 * choice that people name by the animal ("bichos raros", "los pingos", "las
 * vacas"), a rating of how they handle frightened or aggressive animals, an
 * OPTIONAL rating of how they treat owners, an optional yes/no on surgery,
 * patients a day (optional, which a country vet cannot count), a required
 * yes/no, optional text), used twice, and one conversation on es-soporte.
 * Written by a twenty-fourth writer who read neither the readers, the
 * lexicons, the interviewer nor the corpus tests, nor ran them. New ground:
 * school grades of other countries (out of 10, Uruguay's 1 to 12), an
 * answer to a later question given early, a correction four messages later,
 * a department named by a number, and a referee who finds out half way who
 * the candidate is. A vet in La Laguna (Tenerife) on es-veterinaria ("mi
 * niña", "chacho", "Desde marzo del 2021 hasta el verano pasado" asked
 * again: 5, "los bichos raros: conejos, hurones, algún loro y hasta una
 * iguana … Caballos y vacas no", "Un 7 sobre 10" asked again (4), "Con los
 * dueños un 5 … Y ya le adelanto lo del quirófano: sí" answering the next
 * question ahead, "En invierno unos 15, en verano … hasta 30" asked again
 * (20), "Si algún día vuelve pa Tenerife, aquí tiene su sitio 🐶🐾" in a
 * yes); the owner of a posada in Mérida (the Venezuelan Andes: "mi amor",
 * "mijo") on the built-in, who gives the communication rating inside the
 * relationship answer and corrects it four messages later while reliability
 * is asked ("lo de la comunicación mejor póngale un 4, no un 5 … cumplidor
 * sí es, cinco"), "cuatrp" for cuatro (asked again), "entre 3 y 4...
 * bueno, póngale 4", "se fue la luz tres días en el 2024 … un 5", the dates
 * inside the strengths answer and "Como le dije arriba: de diciembre del 22
 * hasta Semana Santa" asked again (40), a question back on would-rehire
 * ("¿Y usted sabe si él piensa volver a Venezuela?"), "Dios me lo bendiga"
 * as no comment; a country vet in Tacuarembó (Uruguay) on es-veterinaria
 * (his "ayudante" for the auxiliar, "Dose años. No, once: un año se fue a la
 * zafra del arroz en Treinta y Tres" (11; Treinta y Tres is a department),
 * "Vacas, ovejas y los pingos de la estancia" (cattle and horses), "Un 11.
 * Como en el liceo, que acá es del 1 al 12" asked again (5, beside "un
 * novillo de 400 kilos"), "Ni idea qué ponerle" on the optional rating,
 * "¿Cuenta una cesárea a una vaca en el medio del campo …?" as a question
 * back on surgery, "un día vacunábamos 600 terneros y otro día no salíamos"
 * (blank), "Ta, obvio"); and a call-centre supervisor in Santa Cruz de la
 * Sierra (Bolivia) on es-soporte ("pué") who answers four questions, then
 * recognises the candidate's surnames ("¿La Dayana que se casó con el Jhonny
 * Roca?") and declines ("es la ex de mi hermano … mejor no sigo … Borre lo
 * que le dije"): nothing kept.
 *
 * Held out: es-r53, on the built-in questionnaire.
 *
 * TWENTY-FIFTH BLIND SET (2026-12-01): es-i96…es-i100, five intake
 * conversations appended at the end of the intake cases (no referee or
 * tenant questionnaire this time). Written by a twenty-fifth writer who
 * read neither the readers, the lexicons, the interviewer nor the corpus
 * tests, nor ran them. New ground: Magallanes, Oaxaca, Salta and Tarija as
 * tenants, a consent inside a proverb, a no turned into a yes, two referees
 * with one first name, a phone that is "the same as the office", first
 * names given after the titles, an address set right in words, a relative
 * who really was the boss, a referee named by his job first and one kept
 * after a doubt. A fish-plant worker in Punta Arenas ("Como dice mi abuela,
 * el que nada hace nada teme 😄 Así que sí po, adelante", "Claudia Vera
 * Barrientos" and "la otra Claudia, la Claudia Oyarzún", the office landline
 * "61 221 3344" in local format for the first and "Su teléfono es el mismo
 * de la oficina" for the second); a site engineer in Oaxaca ("No... bueno,
 * sí, órale. Pero que no le llamen a mi jefe de ahorita eh" confirmed, "el
 * Ing. Matus" and "la Mtra. Jiménez Toledo" with emoji between the fields,
 * then "el ingeniero es Eliseo Matus y la maestra se llama Rosa María"); a
 * bookkeeper in Salta (three referees in one long message with semicolons,
 * 0387 15 mobiles, "la Vero" whose "vero.aguire@…" is set right by "me comí
 * una r: aguirre va con dos erres", a shopkeeper in Cachi who was her
 * client, with no phone); and a cook in Tarija ("mi tía Gladys … Ya sé que
 * es familia, pero de verdad fue mi jefa": kept, as a boss; "el chef del
 * hotel donde hice mi pasantía … Su cel 67012288", named in the next
 * message, "no sé si ponerlo, es medio distraído" then "Bueno ya, ponlo
 * igual").
 *
 * Held out: es-i100, a candidate in La Ceiba (Honduras).
 *
 * TWENTY-SIXTH BLIND SET (2026-12-01): es-r55, es-t71, es-r56, es-t72 and
 * es-t73, appended at the end of the referee cases, with one more tenant
 * questionnaire (es-dental, dental clinics as a private practice in
 * Monterrey or an orthodontist in Bogotá writes it: the job as a single
 * choice where Mexico's "asistente dental" is Spain's "auxiliar de clínica"
 * and Colombia's "higienista oral" is the hygienist, years with them, the
 * areas as an OPTIONAL multiple choice, a rating of sterilisation and
 * hygiene, an OPTIONAL rating of how they calm frightened patients, the
 * X-ray accreditation as an optional yes/no (which in Mexico the clinic
 * holds, not the assistant), hours a week (optional, answered with a
 * timetable or "las de ley"), a required yes/no, optional text), used
 * twice, and one conversation on es-ventas. Written by a twenty-sixth
 * writer who read neither the readers, the lexicons, the interviewer nor
 * the corpus tests, nor ran them. New ground: Guatemala and Córdoba, stars
 * for a rating, idioms that look like marks ("diez puntos", "10 de 10"),
 * two corrections in one message, a rating corrected in a message of its
 * own, a "Nel" that turns into a yes, a timetable for hours a week, a
 * question back before the first answer, years with a gap, sales jargon
 * (quarters, percentages, "Sales Nav") and an answer given ahead in the
 * first message. The coordinator of an NGO's maternal-health project in
 * Quetzaltenango on the built-in ("⭐⭐⭐⭐⭐", "Un 4, bueno no, 5... no,
 * dejalo en 4", "A huevo que 5", "cinco", "eso no le sabria decir",
 * "¿Liderazgo de que? ¿De la comunidad o del equipo?" asked again (3),
 * K'iche' and Mam in the strengths, "Simón, si hubiera pisto en el
 * proyecto la volvia a contratar" (yes), "Casi tres años" asked again (34),
 * "Bendiciones"); a dentist in San Pedro Garza García on es-dental ("Dani
 * era mi asistente, y los sabados tambien me cubria la recepcion" asked
 * again, "De 2019 a la pandemia, y luego regreso del 21 al 24" asked again
 * (4), "De todo menos cirugia", "10 de 10" asked again (5), "Eso no se si
 * aplica aqui en Mexico" (blank), "Lunes a viernes de 9 a 2 y de 4 a 8, y
 * sabados medio dia" asked again (48), "Nel … Si se quedara, si" asked
 * again (yes)); a team leader at a call centre in Córdoba on the built-in
 * ("Es diez puntos la piba" asked again (5), "4. Y ya que estamos: trabajo
 * en equipo 5 y responsabilidad 4", "3 o 4, no se" (blank), "Perdon, vuelvo
 * a lo de responsabilidad: ponele 3" on its own while strengths is asked,
 * "Ni en pedo la dejo ir de nuevo jaja, si" (yes), "Año y medio, mas o
 * menos" asked again (18), "nop"); an orthodontist in Bogotá on es-dental
 * ("¿esto lo va a leer Laura?" before any answer, "higienista oral", "Un
 * año y siete meses" asked again ("Póngale 1,5"), "jornadas de salud oral
 * con los niños del colegio", "Un 4. Bueno no, un 5", "Eso mejor no lo
 * califico", "vigente hasta 2027", "las 47 horas de ley", "qué pena con
 * usted" inside a yes); and a head of sales in Madrid on es-ventas
 * ("Empezó de BDR … la promocionamos a AE" asked again, would-rehire given
 * ahead, "29 meses, lo acabo de mirar en Factorial", "En Q3 y Q4 hizo el
 * 120%, en Q1 se quedó en el 80" asked again (yes), "3/5", "el Sales Nav …
 * y Gong, pero ese no está", "unas 40-45" asked again (40), a signature
 * with a mobile and "Enviado desde mi iPhone" as no comment).
 *
 * Held out: es-r55, on the built-in questionnaire.
 *
 * TWENTY-SEVENTH BLIND SET (2026-12-01): es-i101…es-i105, five intake
 * conversations appended at the end of the intake cases (no referee or tenant
 * questionnaire this time). Written by a twenty-seventh writer who read
 * neither the readers, the lexicons, the interviewer nor the corpus tests,
 * nor ran them. New ground: Bata, Quetzaltenango, Seville and Arequipa as
 * tenants, titles that are no first names ("la hermana", "el pastor", "la
 * miss"), a pastor and a landlord as referees, a surname spelled wrong and
 * set right in words, a referee withdrawn and replaced, a switchboard with an
 * extension, and a greeting and a lead-in with no referee in them. A labourer
 * in Bata ("Buenas tardes hermano", "¿Mi jefe de ahora se va a enterar?"
 * before "Ah vale. Entonces sí", "el ingeniero Salvador Ndong Eyi" beside "la
 * carretera Bata-Mongomo", "hotmail.con" then "es .com no .con", "la hermana
 * Trinidad Nchama Mangue, la monja que me daba clases", "el pastor Crisantos
 * Obama Nsue" with a +240 landline only); a cooperative clerk in Xela who
 * asks who will read the answers, then "Fíjese que mejor no" with her boss's
 * address and office number inside (nothing kept); a receptionist in Seville
 * ("La Maripili … (bueno, se llama María del Pilar Galbez Rubio)", "mp guion
 * bajo galvez arroba hotelalameda punto es", "Gálvez con v y con tilde", "954
 * 22 31 00 ext. 241", "mejor quita a Rafa" for "Lorena Castaño", "eso es
 * to"); and a tour guide in Arequipa ("ya, dale nomás", "A ver... mis
 * referencias serían:", one bullet a message, "mi miss de inglés", "mi casero
 * … pago puntual jaja" with a mobile and no e-mail, "con punto no con guion",
 * "Ya causa, eso nomás").
 *
 * Held out: es-i105, a cellar hand in Mendoza (a pasted signature, a Chilean
 * mobile in local format with the country said).
 *
 * TWENTY-EIGHTH BLIND SET (2026-12-01): es-r57, es-t74, es-r58, es-t75 and
 * es-t76, appended at the end of the referee cases, with one more tenant
 * questionnaire (es-transporte-escolar, school transport as a furgón escolar
 * company in Viña del Mar or a movilidad escolar in Lima writes it: the job
 * as a single choice (Chile's "tía del furgón" is the assistant who rides
 * with the children, Peru's "chofer de la movilidad" the driver), months with
 * them (which people give as school years), a punctuality rating, an OPTIONAL
 * rating of how they treat children and parents ("apoderados" in Chile), the
 * professional licence as an optional yes/no, children a run (optional, which
 * people give as seats or as morning and afternoon counts), the runs as a
 * REQUIRED multiple choice, a required yes/no, optional text), used twice,
 * and one conversation on es-hosteleria. Written by a twenty-eighth writer
 * who read neither the readers, the lexicons, the interviewer nor the corpus
 * tests, nor ran them. New ground: Venezuela (Lara), Peru, Chile (Concepción
 * and Viña del Mar) and the Dominican Republic, a referee who answers every
 * question in one long first message, a correction of the first rating eleven
 * messages later, numbers that are not the answer (a year, a national
 * holiday, a team size, seats, a time), "ask him yourself", sarcasm on a
 * rating and on a yes/no, a referee who is not sure she is the right person,
 * a partial refusal that leaves required questions open, ratings as words
 * ("excelente", "la raja", "nota 7") and "desde marzo del 22 hasta agosto
 * pasado". The manager of a car-parts shop in Barquisimeto on the built-in,
 * who answers everything in his first message ("Le voy a responder todo de
 * una vez": six ratings named, "en la tienda eramos 7" beside the teamwork 5,
 * "Responsabilidad excelente, naguara" asked again (5), "desde marzo del 22
 * hasta agosto pasado" asked again (53), then "No, eso es todo"); the primary
 * coordinator of a school in Surco (Lima) on es-transporte-escolar about the
 * driver the parents hire ("Le aviso de frente: yo solo le puedo decir que el
 * señor Wilfredo era puntual, nada mas", "era el chofer de la movilidad",
 * "Cuando yo entre al colegio en el 2021 el ya hacia la ruta" asked again and
 * left blank, "puntualisimo. Un 5" beside "a las 6 y 10", then "Hasta ahi
 * nomas … preguntele a la señora Rosa": open); a supermarket manager in
 * Concepción on the built-in ("Wena", "seco pa la caja", "la raja" asked
 * again (5), "Puntual? Si, claro, como la micro en dia de lluvia 🙄" asked
 * again (3), "preguntele a el no mas jaja, se cree jefe" on leadership (asked
 * again: blank), "lo de la comunicacion que le puse al principio, ponga un 3
 * mejor" while would-rehire is asked, "pero de cajero no mas" (yes), "Entro
 * para el 18 del 2023" where the 18 is Chile's national holiday, asked again
 * (30)); a bar supervisor at a resort in Bávaro on es-hosteleria ("Klk",
 * "¿uste ta seguro que e conmigo? … hay como tre Yokasta", "la que taba en el
 * lobby bar" (Barra), "Turno de 8, seis dia a la semana" (48), "Excelente"
 * asked again (5), "frances un chin con los canadiense", "nunca le falto ni
 * un peso", "Ninguno. Bueno, una ve discutio con un huesped" kept as an
 * incident); and the owner of a school van in Viña del Mar on
 * es-transporte-escolar ("la Pancha era la tia del furgon", "Tres años
 * escolares, el 2023, el 2024 y el 2025" asked again (30), "Nota 7 po" asked
 * again (5), "esperando 15 minutos … Un 5", "Licencia? Jaja si, de andar en
 * bici 😂 No, ella no maneja" (no), "El furgon es de 15 asientos, pero ibamos
 * con 12 en la mañana y 9 en la tarde" asked again (12), "Al mediodia no …
 * Paseos tampoco").
 *
 * Held out: es-r57, on the built-in questionnaire.
 * TWENTY-NINTH BLIND SET (2026-12-01): es-i106…es-i110, five intake
 * conversations appended at the end of the intake cases (no referee or tenant
 * questionnaire this time). Written by a twenty-ninth writer who read neither
 * the readers, the lexicons, the interviewer nor the corpus tests, nor ran
 * them. New ground: Concepción, Lima, Valencia (Carabobo), Santiago de los
 * Caballeros and Malabo as tenants, a consent given only after a question is
 * answered, a yes with a condition that names the person left out, referees
 * with only a phone, relationships said after the contact details, a number put
 * under the wrong referee and moved, an address given in a later message, two
 * referees with one first name, a "same as above" phone, three referees and
 * then "only the first two", and "gmial" set right. A supermarket cashier in
 * Concepción ("a mi jefe actual le van a avisar algo?" before "Ah ya, bacán.
 * Entonces sí po, dale", confirmed; "el súper de Los Carrera" where Los Carrera
 * is an avenue; "la Feña, Fernanda Sepúlveda Muñoz" with "9 7654 3210" in local
 * format; "mejor deja solo los dos primeros nomás": the teacher listed third
 * never kept); a cook at a chifa in Lima ("Pero a mi jefa de ahorita no le
 * escriban porfa, la señora Rocío Benavides" confirmed, Rocío never kept; "El
 * Sr. Walter Ríos Cárdenas, 987 654 321" with only a mobile; a "(01) 421-5678"
 * landline; "El señor Walter fue mi jefe … Milagros era mi compañera de cocina"
 * in the next message); a warehouse clerk in Valencia ("Épale, sí vale, dale
 * sin peo" confirmed, "ese 0414 es el de Pedro José, no el de Yuleisy", "Ah y
 * el correo de Pedro José es pedrojose punto mendoza arroba gmail punto com",
 * "Yuleisy no usa correo chamo"); and a machine operator at a garment factory
 * in a Dominican free-trade zone ("los dos se llaman Ramón jajaja", "Ramón Báez
 * (le decimos Moncho)" with "mismo número de arriba porque él no tiene
 * celular": the same office number on both, "Eso e' to").
 *
 * Held out: es-i110, a nurse in Malabo ("gmial" set right, "el doctor
 * Bienvenido Bolekia Boricó" with only a +240 551 number).
 *
 * THIRTIETH BLIND SET (2026-12-01): es-r59, es-t77, es-r60, es-t78 and
 * es-t79, appended at the end of the referee cases (no new tenant
 * questionnaire this time: es-pesca, es-limpieza and es-electricidad, used
 * least so far). Written by a thirtieth writer who read neither the readers,
 * the lexicons, the interviewer nor the corpus tests, nor ran them. New
 * ground: a referee who writes in Catalan or Galician for whole answers,
 * numbers in those languages ("cinc", "quatre", "trinta", "quince"), a
 * comparison for a rating, "Idem" as an answer, a refusal to rate with a
 * description, a polite negative reference, a long paragraph that answers
 * strengths and improvements, voice dictation with no punctuation and numbers
 * spoken, and a referee who asks to come back later. The manager of a
 * restaurant in el Born (Barcelona) on the built-in ("Jo era la seva
 * encarregada... perdon, que me sale el catalan", "Mejor que la mayoria de
 * camareros que he tenido" asked again (4), "Idem" (4), "Un cinc" (5),
 * "quatre" (4), "Aixo no ho se" (blank), "Sí, és clar!", "Dos anys i mig"
 * (30), "Res mes, gracies! Adeu 👋"); a skipper in Burela on es-pesca ("Era
 * mariñeiro, de cuberta" (Marinero), "trinta meses mais ou menos" (30),
 * "Arrastre no Gran Sol e despois palangre", "Un cinco", "Iso non che sei
 * dicir" on the optional safety rating (blank), "Si, home", "As mareas eran
 * de quince dias" (15), "mañá mesmo"); the head of an accounting office in
 * Guadalajara on the built-in, a polite negative reference ("Prefiero no
 * ponerle numero a eso" with a description (blank), "un 2. Faltaba seguido
 * los lunes", strengths and "Lo que si tiene que mejorar … es la puntualidad"
 * in one paragraph (improvements not asked again), "Le deseo lo mejor, de
 * verdad, pero yo no la volveria a contratar" (no), "Casi dos años, de enero
 * del 23 a diciembre del 24" asked again (23), "Solo que es buena persona"
 * kept); a cleaning supervisor in Seville on es-limpieza who dictates
 * ("dieciocho meses mas o menos desde el verano del veintitres" (18), "cuatro
 * de cinco" (4), "la fregadora la llevaba ella la rotativa no" (yes), "unas
 * doce oficinas por turno punto y aparte" (12), "fin del mensaje"); and an
 * electrical contractor in Querétaro on es-electricidad ("Unos 8 años lleva
 * de electricista, 5 conmigo" (8), "puro panel solar", "Las dos", then "Le
 * escribo mañana con calma": open).
 *
 * Held out: es-r59, on the built-in questionnaire.
 * THIRTY-FIRST BLIND SET (2026-12-01): es-i111…es-i115, five intake
 * conversations appended at the end of the intake cases (no referee or tenant
 * questionnaire this time). Written by a thirty-first writer who read neither
 * the readers, the lexicons, the interviewer nor the corpus tests, nor ran
 * them. New ground: voice-dictated messages with no punctuation at all,
 * referees pasted from a CV as a table, a switchboard with an extension, a
 * shared company inbox kept as a referee's address, a name spelt letter by
 * letter, the consent taken back for one referee only (the consent stays, that
 * referee is never kept), a referee abroad whose country is said, a
 * relationship told in a sentence, initials for a first name given later, and
 * messages in two languages. A call-centre agent in Guadalajara dictating by
 * voice ("mi jefe juan perez su correo es juan punto perez arroba gmail punto
 * com y su telefono es 55 1234 5678 y la otra es mariana ruiz ochoa fue mi
 * coordinadora": lowercase names capitalised, the addresses put together, "es
 * todo gracias"); a warehouse picker in Zaragoza ("Vale, sin problema 👍"
 * confirmed, "Nombre | Cargo | Teléfono | Email" pasted from her CV, "976 45
 * 32 10 ext. 214" with "El 976 es la centralita" (the extension dropped),
 * "info@logisticaebro.es" with "no tiene uno propio, pero se lo pasan" kept as
 * his address, "Con Nuria estuvimos en el mismo turno dos años, ella llevaba
 * el equipo": manager or colleague); a bank teller in Córdoba ("dale, de una"
 * confirmed, "ahora vive en España … su cel de alla es 612 345 678": +34, "el
 * nombre es Ailen, no Ailin: A-I-L-E-N"); and a shop assistant in Medellín
 * ("Sandra Milena Restrepo … Trabajamos en el mismo equipo dos años y ella era
 * la lider", "pensandolo bien a Jhon Fredy no lo contacten porfa … A Sandra
 * si": the consent stays, Jhon Fredy never kept).
 *
 * Held out: es-i115, a shop assistant in Barcelona writing Catalan and Spanish
 * ("Si, cap problema! Perdon, si, adelante 😊", "La meva encarregada a la
 * botiga: Montse Vidal Ferrer", "el J. M. Casals" then "J. M. es Josep Maria.
 * No tiene mail", "Ja està, aixo es tot").
 *
 * THIRTY-SECOND BLIND SET (2026-12-01): es-r61, es-t80, es-r62, es-t81 and
 * es-t82, appended at the end of the referee cases, with one more tenant
 * questionnaire (es-socorrismo, lifeguards as a company that staffs
 * municipal pools and beaches on the Costa del Azahar writes it, and a resort
 * on the Riviera Maya borrows: the post as a single choice (pool, beach,
 * water park or the coordinator), summer seasons with them (which people give
 * as a list of years, or as years where there are no seasons), the
 * certificates in force as a REQUIRED multiple choice that Mexico names in its
 * own words ("alberca", "aguas abiertas"), a vigilance rating, an OPTIONAL
 * rating of how they treat bathers, rescues in the last season (optional,
 * minimum 0, mixed with first-aid cures), swimming lessons as an optional
 * yes/no, a 0-10 recommendation score as an OPTIONAL number beside the 1-5
 * ratings, a required yes/no, optional text), used twice, and one
 * conversation on es-hosteleria. Written by a thirty-second writer who read
 * neither the readers, the lexicons, the interviewer nor the corpus tests,
 * nor ran them. New ground: Santander (Colombia), Chiapas, Castellón and
 * Quintana Roo, several answers in one message on the built-in (a paragraph)
 * and on a tenant questionnaire (a form pasted with labels), a correction of
 * an earlier answer while the comment is asked (no comment), numbers that are
 * not the answer in nearly every message (pairs of shoes, a machine's "2
 * agujas", a team, a phone, clock times, a price, children's ages, a
 * lifeguard tower), a referee who first says she knows no one of that name,
 * a 1-5 answer on a 0-10 score, sarcasm, and an Italian writing Spanish. The
 * owner of a shoe workshop in Bucaramanga on the built-in ("¡Ala, buenas!",
 * "comunicación un 4, lo técnico un 5 porque sacaba 120 pares diarios cuando
 * la meta era 100, y trabajo en equipo también 4" in one message, "faltó 2
 * días … Un 5, mano", "Tenía 4 peladas a cargo … Yo le daría un 3", "tres
 * años y medio" in the relationship set right as the comment is asked ("lo
 * de los años le dije mal. Fueron cuatro justos": 48), "Hágale, si ella
 * quiere volver las puertas están abiertas"); the coordinator of the
 * municipal pools of Benicàssim on es-socorrismo, who pastes a form with
 * nine labels ("Temporadas: 2021, 2022, 2023 y 2024 (en 2020 no abrimos por
 * el covid)" (4), "socorrista de piscina … aunque los dos últimos veranos ya
 * coordinaba ella el equipo" asked which, "La de playa se la estaba sacando"
 * (not in force), "Rescates: 0 de verdad, curas muchas", "Del 0 al 10: 9")
 * and then corrects the optional rating ("lo del trato ponle un 3 mejor");
 * the owner of a café in San Cristóbal de las Casas on the built-in ("No, no
 * conozco a ninguna Yesenia. Creo que se equivocaron de persona", the
 * decline not confirmed, then "¿la Yesi? … Sí, es ella … Yo era su patrona",
 * "3... no, póngale 4", "Éramos 3 nomás en la barra" asked again with "me
 * marca al 967 123 4567" beside the 4, "nunca llegó después de las 6:50. Un
 * 5", "el capuchino a 45 pesos", "Eso no sabría decirle" and "Eso prefiero no
 * calificarlo" (blank), "Sí, pero nomás en temporada alta" (yes), a question
 * back as the comment); the head of lifeguards at a resort in Playa del
 * Carmen on es-socorrismo ("Salvavidas de playa, en la torre 3", "Aquí no
 * hay temporadas, es todo el año. Lleva 3 años", "salvavidas de alberca y
 * … aguas abiertas … La moto acuática la maneja pero sin licencia", "unos 15,
 * 20 en el año" asked again (15), "Clases de natación no. Aquaeróbics sí
 * daba" (no), "5 de 5" on the 0-10 score asked again (10, never scaled
 * silently), "nada mejor que nadie" where nada is a verb); and the Italian
 * owner of a trattoria in Lavapiés on es-hosteleria ("lavorava in cucina,
 * perdón, en la cocina. Ma los fines de semana anche en la barra" asked
 * which, "Quaranta... cuarenta, più o meno … 12 ore" (40), "Puntuale come i
 * treni italiani 😂" asked again (3), "Italiano, ovviamente, e inglese …
 * Francese no" (Inglés), "la cassa la tenevo io. Mai" (no), "Nessun
 * problema" (no incident)).
 *
 * Held out: es-r61, on the built-in questionnaire.
 *
 * THIRTY-THIRD BLIND SET (2026-12-01): es-i116…es-i120, five intake
 * conversations appended at the end of the intake cases (no referee or tenant
 * questionnaire this time). Written by a thirty-third writer who read neither
 * the readers, the lexicons, the interviewer nor the corpus tests, nor ran
 * them. New ground: Ciudad Juárez, Toledo, Badalona, Cúcuta and Neuquén as
 * tenants, a consent that looks like a yes and is taken back in the same
 * message and then given for one person only, an older candidate in
 * capitals, a school named after a saint that reads like a person, "the same
 * as above" for a switchboard, a mobile given and held back, a title that
 * looks like an initial ("Ch." for Chaudhry), a comma for the dot in an
 * address, a referee removed and put back, and numbers that are no phones
 * (a school's number, years, the hours of a shift). A maquila worker in
 * Ciudad Juárez ("Sí, claro... aunque no, espérame. Mejor no", then "a mi
 * maestra del CBTIS 128 sí le pueden escribir": consent, confirmed, the
 * teacher only); a school caretaker in Toledo in capitals ("COLEGIO SAN JUAN
 * DE LA CRUZ", "DON ANSELMO DE LA TORRE MORALES" with the switchboard,
 * "TELEFONO LO MISMO QUE ARRIBA", "SECRETARIA@…" as a shared inbox, "EL
 * MOVIL DE MARISA ES … PERO ESE MEJOR NO LO PONGAN": never kept); a
 * Pakistani labourer in Badalona ("Assalam o alaikum", "Ch. Ghulam Rasool"
 * then "Ch. es Chaudhry, es su apellido", "Su numero de Pakistan 0300
 * 1234567", "jordi,vila@gmail.com"); and a baker in Cúcuta ("Hágale pues",
 * "de 4 de la mañana a 12 del día", "Quite a Yurley mejor" then "Ay no,
 * espere, déjela … Sí póngala, con los mismos datos").
 *
 * Held out: es-i120, a roughneck near Neuquén dictating by voice ("marcelo
 * ruiz días" then "es díaz con zeta", a mobile in words with the old 15, "b
 * miller arroba vaca oil punto com todo junto sin espacio").
 *
 * THIRTY-FOURTH BLIND SET (2026-12-01): es-r63, es-t83, es-r64, es-t84 and
 * es-t85, appended at the end of the referee cases, with one more tenant
 * questionnaire (es-jardineria, gardening and landscaping as a firm on the
 * Costa del Sol writes it and a gated community in Cartagena de Indias
 * borrows: the post as a single choice, years with the unit in the prompt,
 * the machines as a REQUIRED multiple choice that Colombia and the River
 * Plate name in their own words, a rating of care, an OPTIONAL rating of how
 * they treat clients, gardens a week (optional, minimum 1), the pesticide
 * card as an optional yes/no, a required yes/no, optional text), used twice,
 * and one conversation on es-veterinaria. Written by a thirty-fourth writer
 * who read neither the readers, the lexicons, the interviewer nor the corpus
 * tests, nor ran them. New ground: Navarre, Burgos, the Colombian Caribbean,
 * an Argentine in Marbella and Sonora; a referee who introduces himself with
 * an apposition; years told as two ages ("Entró cuando tenía 19 y ahorita
 * tiene 24") or as a span with a gap ("Desde el 2019, pero en la pandemia
 * estuvo como un año por fuera"); a count per day where a count per week is
 * asked ("Hacíamos 3 por día, de lunes a viernes"); a count that is not the
 * answer where one is asked ("el conjunto tiene 48 casas, pero él tenía solo
 * las zonas comunes"); "sí" about another thing than the question ("Carnet no
 * sé si tenga, fumigar sí fumigaba": blank); improvements refused in writing
 * with the referee's own phone and the hours to call (nothing stored); "Ni
 * lo dudes" as a yes; and clock times, dates, ages, prices and counts beside
 * nearly every answer. The owner of a bar in the Estafeta on the built-in
 * ("Aupa! Soy Patxi, Francisco Javier Goñi, el dueño … Fui su jefe", "Un 4
 * sobre 5", "Tiraba 300 cañas por hora el 7 de julio, ene! De 5 un 5",
 * "entre 4 y 5, tirando a 5" asked again (5), "Entraba a las 6 y 10 pa abrir
 * a las 6 y media" asked again (5), "Tiene 22 años pero … con 2 bridas. Un
 * 4", "Desde junio del 22 hasta octubre del 24, tres Sanfermines" asked again
 * (28)); the administrator of a gated community in Cartagena on
 * es-jardineria ("la guadañadora y la podadora de pasto", "Póngale 5", "60
 * mil la jornada … a las 5 y media" kept in the comment); the head cook of a
 * hospital kitchen in Burgos on the built-in ("Correcta. Ni más ni menos"
 * asked again (3), "400 bandejas de dieta al día … Un cinco", "No mandaba a
 * nadie, era pinche" (blank), "llámame al 947 25 68 00, de 4 a 6 de la
 * tarde", "Tres años cumplidos en noviembre" (36)); an Argentine landscaper
 * in Marbella on es-jardineria ("Arrancó de peón … terminó llevando la
 * cuadrilla" asked which, "Ponele 5 y medio" (5.5), "La bordeadora, la
 * motosierra y la cortadora de pasto. La plataforma no, esa la manejaba yo",
 * "El mejor que tuve, y tuve como 30 pibes en 12 años" asked again (5));
 * and a rural vet in Hermosillo on es-veterinaria ("la morra de la
 * recepción", "Caballos nomás los del rancho del patrón, pero esos no
 * cuentan", "Un sábado como 30 … entre semana unos 15" asked again (15)).
 *
 * Held out: es-r63, on the built-in questionnaire.
 *
 * THIRTY-FIFTH BLIND SET (2026-12-01): es-i121…es-i125, five intake
 * conversations appended at the end of the intake cases (no referee or tenant
 * questionnaire this time). Written by a thirty-fifth writer who read neither
 * the readers, the lexicons, the interviewer nor the corpus tests, nor ran
 * them. New ground: Santander, Guadalajara, Barranquilla, Antofagasta and
 * Quito as tenants, the candidate's OWN mobile given after the referees
 * ("Por si acaso mi numero es el …": never a referee's), a consent whose
 * condition is a date ("nomás que sea después del 15 de diciembre"), a
 * consent taken back for everyone after a referee was given, with her own
 * address in the refusal, an apposition with a nickname ("Quique, Enrique
 * Ruiz de la Serna"), a nickname in quotes, ages and clock times beside
 * phones ("Tiene como 60 años … al fijo 942 27 11 00 a partir de las 10",
 * "Háblenle después de las 6 y 10", "68 años"), "el bueno es el que termina
 * en 45", a mobile set right in the next message, and a landline in local
 * format. A waitress in Santander; an office worker in Guadalajara ("Ing.",
 * "la Dra. Guadalupe "Lupita" Orozco Nuño"); a call-centre agent in
 * Barranquilla ("Ajá, sí, dale", then "Ay no, ¿sabe qué? Mejor no. No quiero
 * que llamen a nadie todavía … yeimy.p.ariza@gmail.com": nobody kept); and a
 * maintenance mechanic in Antofagasta ("1) Don Hernán Araya Rojas, 68 años",
 * "La Coté, María José Soto Pizarro", "lo anoté mal, es 9 8765 4312").
 *
 * Held out: es-i125, a shop assistant in Quito ("mmm ¿y eso para qué es?"
 * before "Ah ya, entonces sí, de ley", "Lcdo. Washington Cevallos", "la
 * Mishel" with her mother's landline and her surnames in the next message).
 *
 * THIRTY-SIXTH BLIND SET (2026-12-02): es-r65, es-t86, es-r66, es-t87 and
 * es-t88, appended at the end of the referee cases, with one more tenant
 * questionnaire (es-carniceria, butchers' shops as a market stall in
 * Veracruz or a carnicería in Bahía Blanca writes it: the post as a single
 * choice (Mexico's "tablajero" is the oficial who cuts; an ayudante who
 * became oficial is two of them in time), years in the trade with the unit
 * in the prompt (which people give as the years with them), the tasks as a
 * REQUIRED multiple choice that every country names by its cuts ("desposte
 * de media res", "fileteaba el bistec", "despachaba"), a hygiene rating, an
 * OPTIONAL rating of knife and saw together (which people split in two),
 * kilos a shift (optional, with the unit in the prompt, which people give as
 * carcasses or half carcasses), the food-handler card as an optional yes/no
 * (Mexico's "tarjeta de salud"), a required yes/no, optional text), used
 * twice, and one conversation on es-cuidados. Written by a thirty-sixth
 * writer who read neither the readers, the lexicons, the interviewer nor the
 * corpus tests, nor ran them. New ground: Zamora, Veracruz, San Andrés
 * (Colombia), Cochabamba and Bahía Blanca; ratings in Roman numerals; a
 * referee writing San Andrés Creole English; yes/no answered by saying the
 * verb back ("Volvería", "Lo recontrato"); a rating above the top of the
 * scale as a joke ("6 de 5"); a rating for half of a question ("Con el
 * cuchillo un 5, con la sierra ni fu ni fa"); a referee who is the
 * candidate's sister-in-law; a question back on what a question means; an
 * improvement taken back because it was about someone else; and stitches,
 * degrees, ages and years beside the answers. The parish priest of San
 * Torcuato in Zamora on the built-in, formal and in Roman numerals ("IV",
 * "Tratándose de una secretaria parroquial, V", "más de trescientos"
 * funerals beside a "V", "Regular" then "Pongamos III", "No procede",
 * "Volvería, sin duda", "Desde el Adviento de 2017 hasta la Semana Santa de
 * 2025" asked again (88), a closing "In Christo" with his signature and a
 * landline that is no comment); the owner of a meat stall in the Mercado
 * Hidalgo of Veracruz on es-carniceria ("Era mi tablajero" (Oficial),
 * "Conmigo 5 años" where years in the trade are asked, then "como 12",
 * "Chorizo no, ese lo hace mi señora", "con 35 grados … 5", "3 puntadas en
 * el dedo. Le pongo 4", "Una res diaria, que en canal anda en unos 250
 * kilos" (250), "la tarjeta de salud" (yes), "Lo recontrato" (yes)); the
 * raizal owner of a posada nativa in San Luis, San Andrés, on the built-in
 * ("Mi da di uona", "Wat yu mean wid técnica? Di cooking ar di cleaning?"
 * asked again ("fuor. Cuatro"), "Mi no nuo" (blank), "Puntualidad con los
 * pagos... no wait, dat a di adda gyal" (blank), "Yes, mi wuda hire ar bak",
 * "Tuu yiers" (24), "Bless up 🙏🏾"); the candidate's sister-in-law in
 * Cochabamba on es-cuidados ("Soy su cuñada, pero …", "mi mamá, de 84
 * años", "Desde que mi mamá se cayó en el 2019 hasta que falleció" asked
 * again (4), "La limpieza de la casa no", "Cariñosa un rato … 6 de 5 le pongo
 * jaja" asked again (5), "Interna, de lunes a sábado" (yes), "las 24 horas"
 * that is no count of hours (blank)); and the owner of a carnicería in Bahía
 * Blanca on es-carniceria ("Arrancó de ayudante en 2019 y hace tres años que
 * es oficial", "En el oficio 12 años, 7 conmigo", "asado, vacío, matambre",
 * "Los chorizos y las morcillas los hace él", "Mostrador no", "con la sierra
 * ni fu ni fa" asked again (4), "Unas 4 medias reses por día" asked again in
 * kilos (440)).
 *
 * Held out: es-r65, on the built-in questionnaire.
 *
 * THIRTY-SEVENTH BLIND SET (2026-12-02): es-i126…es-i130, five intake
 * conversations appended at the end of the intake cases (no referee or tenant
 * questionnaire this time). Written by a thirty-seventh writer who read
 * neither the readers, the lexicons, the interviewer nor the corpus tests,
 * nor ran them. New ground: Veracruz, London, Piura, Madrid and Berlin;
 * given names with particles ("José de Jesús", "María de Jesús", "Flor de
 * María") and a given name that is an ordinal ("Segundo") in a list counted
 * with "Primero:" and "Segundo:"; keycap emoji as list markers ("1️⃣",
 * "2️⃣"); the candidate's own e-mail signature with his own mobile under
 * every message; a UK mobile written with the trunk "(0)" after +44; an
 * address with a plus tag and capitals ("Tom.Whitaker+refs@…"); an uncle
 * who really was the boss; a refusal for now with the boss's address "para
 * más adelante"; a German mobile in local format with the country said; and
 * "von der Heide". A butcher's assistant in Veracruz ("¡Órale! Sí, sin
 * bronca", "Don Chucho, José de Jesús Cházaro Malpica", "tiene 63 años …
 * anda destazando"); a Basque chef de partie in London (his signature, "M:
 * +44 7700 900321", under every message, "+44 (0)7911 123456", a Logroño
 * boss with a Spanish mobile, "eskerrik asko"); a farm worker in Piura
 * ("¡Guá, claro que sí!", "Primero: mi tío Segundo Eleuterio Chunga Ramos
 * … Segundo: la ingeniera Flor de María Sosa Yarlequé"); and a dental nurse
 * in Madrid who asks about her sick leave, then "Entonces de momento no.
 * Apúntate el de mi jefa para más adelante … pero no le escribáis todavía"
 * (nobody kept).
 *
 * Held out: es-i130, a Chilean receptionist in Berlin ("Sí po, dale nomás",
 * "Klaus-Dieter Meyer" with "0151 23456789 (es celular alemán)" and his
 * address set right, "Anna-Lena von der Heide", a Valparaíso boss).
 *
 * THIRTY-EIGHTH BLIND SET (2026-12-02): es-r67, es-t89, es-r68, es-t90 and
 * es-t91, appended at the end of the referee cases, with one more tenant
 * questionnaire (es-carpinteria, carpentry and joinery as a cabinet shop in
 * Mexicali or a carpintería de aberturas in Corrientes writes it: the post
 * as a single choice where a "medio oficial" sits between two options,
 * years in carpentry with the unit in the prompt, the work as a REQUIRED
 * multiple choice that Mexico names "cabinets", "closets" and "cocinas
 * integrales" and Argentina "placares", "bajo mesadas" and "aberturas", a
 * rating of safety at the machines ("la tupí", "la garlopa", "el router"),
 * an OPTIONAL rating of the finish, reading drawings as an optional yes/no,
 * kitchens or wardrobes finished a month (optional, which people count per
 * week), a required yes/no, optional text), used twice, and one
 * conversation on es-taller. Written by a thirty-eighth writer who read
 * neither the readers, the lexicons, the interviewer nor the corpus tests,
 * nor ran them. New ground: the Colombian Llanos, Mexicali, the German
 * colony of Villa General Belgrano (Córdoba), Corrientes and Iquitos; a
 * referee who answers three questions in his first message; the years in
 * the trade beside the years with them; counts per week or per day where a
 * month or a week is asked; options excluded by their regional names ("El
 * lustre no", "Planchado y pintura no"); German and Guaraní words inside
 * Spanish; seasons and festivals for months; and fingers, degrees, ages,
 * guests and towns beside the answers. The owner of a cabinet shop in
 * Mexicali on es-carpinteria ("Chuy era oficial … lleva como 9 años en
 * esto, 4 conmigo … cabinets de cocina, closets … y los instala en las
 * casas de Calexico … Puertas no hacemos" (9; Cocinas y armarios,
 * Instalación), "sigue con sus 10 dedos … 50 grados. 5", "Unas 2 cocinas
 * por semana" asked again (8), "Sin pensarlo, que se regrese cuando
 * quiera" (yes)); the German-Argentine owner of a hostería in Villa General
 * Belgrano on the built-in, chatty, in long messages ("Grüß Gott!", "Sehr
 * gut. Le pongo un 5", "éramos 12 en la hostería … 5 también", "como un
 * reloj cucú 😄" asked again (5), "Ponele 4 y medio... no, mejor 4",
 * "nunca tuvo gente a cargo. Eso dejalo" (blank), "Ja, natürlich!" (yes),
 * "Tres temporadas completas, desde el verano del 22 hasta la Oktoberfest
 * del 24" asked again (34), "una chica de oro" kept beside the
 * Apfelstrudel); the owner of a carpintería de aberturas in Corrientes on
 * es-carpinteria with Guaraní words ("El mitaí era medio oficial" asked
 * which (Ayudante), "Arranco a los 16 con mi viejo y ahora tiene 23" (7),
 * "Aberturas … Placares y bajo mesadas … El lustre no", "Purete, un 5",
 * "Angá … 3", "Eso no se che" (blank), then "me cayo un cliente con una
 * puerta, despues sigo" before the required rehire question: open); and
 * the owner of a mototaxi workshop in Iquitos on es-taller ("ele", "pe",
 * "chibolo", "motocarros": "empezo a los 14 … ahorita tiene 26" (12),
 * "Planchado y pintura no", "Era mi maestro principal, el que se queda a
 * cargo del taller" (Jefe de taller), "Diario sacaba sus 5, 6 motocarros"
 * asked again for a week (30), "Claro pe, ¿por que no?" (yes)).
 *
 * Held out: es-r67, on the built-in questionnaire (a hurried mayordomo of a
 * ranch in Arauca, one short message at a time).
 *
 * THIRTY-NINTH BLIND SET (2026-12-02): es-i131…es-i135, five intake
 * conversations appended at the end of the intake cases (no referee or
 * tenant questionnaire this time). Written by the thirty-eighth set's
 * writer, who read neither the readers, the lexicons, the interviewer nor
 * the corpus tests, nor ran them. New ground: Villavicencio, Corrientes,
 * Cuenca, São Paulo and Iquitos as tenants; the candidate's OWN mobile in
 * the consent message; a referee whose first name is "Simón" (a name here,
 * not the Chicano yes); a refusal in Guaraní and Spanish with the boss's
 * name and a mobile inside the explanation; an address set right by its
 * domain only; a referee taken back because she retired; a Bolivian mobile
 * in a Brazilian intake, asked which country and then set right; and a
 * client across the border in Leticia. A cowhand from the Llanos in
 * Villavicencio ("Sí señor, con gusto. Yo soy Yeison Camacaro, mi cel es
 * 312 345 6789": never a referee's; "el mayordomo del hato … No tiene
 * correo", a vet "trabajábamos juntos en las vacunaciones" with an address
 * only, "don Simón Blanco Torrealba, 0416 123 4567, ese es de Venezuela");
 * a carpenter's helper in Corrientes ("Nahániri. Todavía no, che", then
 * "don Ramón Acuña, (0379) 15 412-3456, no sabe que me quiero ir": nobody
 * kept); a lacquerer in Cuenca ("Ya, claro, de ley", "Ing.", "Sra." and
 * "Lcda." in a numbered list, "(07) 284 1234", "sin el .com", "a la
 * licenciada Ordóñez mejor sáquela", "Dios le pague"); and a Bolivian
 * seamstress in São Paulo ("oficina de costura en el Brás", "doña Cida, se
 * llama Aparecida Nogueira", "71234567" asked which country, "me equivoqué
 * al final").
 *
 * Held out: es-i135, a mototaxi mechanic in Iquitos ("Ya pe, ele, normal
 * nomás", a floating restaurant in Belén, a client in Leticia with a
 * Colombian mobile).
 *
 * FORTIETH BLIND SET (2026-12-02): es-r69, es-t92, es-r70, es-t93 and
 * es-t94, appended at the end of the referee cases, with one more tenant
 * questionnaire (es-fontaneria, plumbing, gas and heating as a firm in
 * Zaragoza writes it and a gasfíter in Arica or a plumber and gas fitter in
 * Santiago del Estero answers it: the post as a single choice that every
 * country names its own way (Chile's "maestro gasfíter" is the oficial, not
 * the foreman; Argentina's "plomero y gasista matriculado" sits between the
 * oficial and the heating technician), years in the trade with the unit in
 * the prompt, the work as a REQUIRED multiple choice in Spain's words that
 * others say otherwise ("cañerías", "alcantarillado", "cloacas", "el
 * calefont", "termotanques y calefones", "destapes", "splits"), a rating of
 * the quality of the work, an OPTIONAL rating of how they treat people in
 * their homes, the installer's card or licence as an optional yes/no ("la
 * SEC", "la matrícula"), call-outs a day (optional, with the unit in the
 * prompt, which people give per week or as a range), a required yes/no,
 * optional text), used twice, and one conversation on es-pesca. Written by a
 * fortieth writer who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them. New ground: Tierra del
 * Fuego, Arica, the Galápagos, Santiago del Estero and the Miskito Coast; a
 * rating as filled and empty stars; a rating taken back with no other in the
 * message that answers another question; an earlier rating corrected with an
 * arrow; years in the trade given as the year of an earthquake; a referee
 * who answers a whole tenant questionnaire in one message; an option
 * excluded in words that name another ("Splits no, para eso hay que cargar
 * gas refrigerante"); a yes with a condition outside the referee's hands;
 * "al tiro" as a yes; and Miskito, Quichua and Creole English inside
 * Spanish. The captain of a tourist catamaran in Ushuaia on the built-in
 * ("Soy VyQ, venido y quedado", "★★★★☆" (4), "ráfagas de 80 km/h … 5", a
 * bare "4" on leadership, then "Pará, lo del liderazgo sacalo … no sé por
 * qué le puse 4. Y para mejorar: el papelerío" (leadership blank,
 * improvements kept), "Dos temporadas" asked again (18), "Saludos desde el
 * fin del mundo 🐧" as no comment); an older gasfíter in Arica on
 * es-fontaneria, a few lowercase words at a time ("era maestro gasfiter
 * conmigo" (Oficial), "desde el terremoto del 2014" (12), "calefont,
 * cañerias, alcantarillado … aire acondicionado no", "tiene la sec" (yes),
 * "4 o 5" asked again (4), "al tiro" (yes)); the chatty owner of a dive
 * centre in Puerto Ayora on the built-in ("Tiene más de 600 inmersiones. 5",
 * "Antes de seguir: comunicación 4 → 5 … Y en resolver problemas otro 5"
 * while problem solving is asked, "Liderazgo N/A" (blank), "Sí, si el
 * Parque le renueva el carnet de guía, mañana mismo" (yes), "unos 14
 * meses"); the owner of a plumbing and gas firm in Santiago del Estero on
 * es-fontaneria who answers everything in one message ("Imaynalla", "hace 6
 * años" beside "desde los 18 y ahora tiene 34" (16), "plomero y gasista
 * matriculado" asked which (Oficial), "Trabajo sumaj … nunca me volvió un
 * cliente por una pérdida" asked again (5), "Por semana hace unos 15
 * avisos" asked again (3), "lo vuelvo a tomar cuando quiera" (yes)); and
 * the owner of a lobster boat in Bilwi (Puerto Cabezas) on es-pesca, in a
 * hurry ("Naksa", "de buzo y después en cubierta" asked which (Marinero),
 * "Three seasons de langosta" asked again (18), "Nasas … y buceo. Palangre
 * no, eso es pa la escama", "bucea sin respetar la descompresión. Le pongo
 * 2", "Two weeks, a veces tres" asked again (14), "Yes man", "Tingki
 * pali").
 *
 * Held out: es-r69, on the built-in questionnaire (the catamaran captain in
 * Ushuaia).
 *
 * FORTY-FIRST BLIND SET (2026-12-02): es-i136…es-i140, five intake
 * conversations appended at the end of the intake cases (no referee or
 * tenant questionnaire this time). Written by the fortieth set's writer, who
 * read neither the readers, the lexicons, the interviewer nor the corpus
 * tests, nor ran them. New ground: the Bronx, Río Grande (Tierra del
 * Fuego), Quibdó, Hamamatsu and Margarita Island as tenants; the
 * candidate's OWN mobile before the referees; an 8-digit Honduran mobile in
 * a US intake, asked which country; a refusal after a question back, with
 * the supervisor's address inside the reason and a promise for the final
 * interview; a teacher's title that is no name ("la seño Yurany"); a
 * colleague taken back because he left the country; a Japanese team leader
 * ("el hancho") named surname first, Japanese mobiles in local format on a
 * Japanese tenant and no e-mail for anyone (open); and a mobile prefix set
 * right in words ("no es 0414, es 0424"). A Garífuna hotel housekeeper in
 * the Bronx ("Buiti binafi!", "Antes que nada mi número es (347) 555-0182":
 * never a referee's, "doña Ofelia Martínez Castillo … Su cel 9876-5432",
 * the supervisor's address set right, "Seremein!"); an assembly worker at
 * an electronics plant in Río Grande ("¿Y esto le llega a alguien de la
 * planta?", then "Entonces prefiero que no … el Ing. Gastón Ledesma
 * (gledesma@…)": nothing kept); a cook in Quibdó (a "1)" list, "La seño
 * Yurany Rentería Cuesta", "A Harold quítelo mejor, se fue pa Panamá", "Dios
 * me lo bendiga"); and a Peruvian line worker in Hamamatsu ("Hai...
 * perdón, sí", "Suzuki Takeshi (Suzuki es el apellido)", "090-3456-7812"
 * set right later, "en la fábrica todo es por LINE", "Arigatō": open).
 *
 * Held out: es-i140, a receptionist in Pampatar (Margarita Island: "¡Ay
 * chica, sí, dale!", "el señor Chilo, bueno, se llama Cecilio Rodríguez
 * Salazar", a landline with dots, "no es 0414, es 0424").
 *
 * FORTY-SECOND BLIND SET (2026-12-02): es-r71, es-t95, es-r72, es-t96 and
 * es-t97, appended at the end of the referee cases, with one more tenant
 * questionnaire (es-pintura, painting and decorating as a firm in Valladolid
 * writes it and a painting contractor in Posadas or a housing developer in
 * Aguascalientes answers it: the post as a single choice where the drywall
 * fitter is named by a brand (Argentina's "durlero", from Durlock) or by
 * Mexico's "tablaroca", and a Mexican "cabo de pintores" is the crew
 * foreman; months with them with the unit in the prompt (given from a World
 * Cup final or as ISO dates copied from a site log); the work as a REQUIRED
 * multiple choice in Spain's words ("pladur", "alisados", "gotelé") that
 * others say otherwise ("enduido", "resanes con pasta", "plafones",
 * "impermeabilizante en las azoteas", "los frentes … colgado del
 * balancín"); a rating of the finish; an OPTIONAL rating of how they
 * protect and leave the client's home; square metres a day (optional, with
 * the unit in the prompt, which people give as houses a week or beside the
 * coats of paint); a working-at-heights course as an optional yes/no (the
 * ART's course in Argentina, Mexico's DC-3 under the NOM-009); a required
 * yes/no; optional text), used twice, and one conversation on es-seguridad.
 * Written by a forty-second writer who read neither the readers, the
 * lexicons, the interviewer nor the corpus tests, nor ran them. New ground:
 * Madrid's Gen-Z slang, the olive mills of Jaén, Misiones, Aguascalientes
 * and Roatán (the Bay Islands of Honduras); a referee who finds out half way
 * that she has been describing another worker of the same first name and
 * sets two earlier answers right while a third is asked; the survey code
 * "ns/nc" for a blank; months counted from a Black Friday, from a World Cup
 * final and from olive-harvest campaigns; ISO dates; a question back on
 * whether an optional question must be answered; a "no aplica" on a yes/no
 * set right in the same message; coats of paint and houses beside square
 * metres; a guard count "5 if you count him"; and Bay Islands English inside
 * Spanish. The shift manager of a sneaker shop on Fuencarral (Madrid) on the
 * built-in, 24 and in Gen-Z slang ("mazo", "en plan", "literal", "god",
 * "bro", "q flipas", "jajajsj"): "desde el black friday del 23 hasta agosto
 * de este año" asked again (33), "en plan 4? o 5 idk" asked again (4), "un 3
 * pelao", a drop of Travis Scott sneakers and "2 min" beside a 5, "ns/nc"
 * on leadership (blank), "obvio q si, mañana mismo la fichaba", "na mas, q
 * le vaya bn 🫶" (no comment); the owner of a painting contractor in Posadas
 * (Misiones) on es-pintura, with Guaraní and Portuguese ("Mba'éichapa",
 * "chamigo", "oigalé", "Obrigado"): "era el durlero de la cuadrilla, hacía
 * más Durlock que pintura" (Instalador/a de pladur), "Entró la semana que
 * salimos campeones en Qatar y se fue ahora en septiembre" asked again (45),
 * "Durlock, enduido y pintura adentro … los frentes … La membrana de los
 * techos no", "Flojito... che, ¿esta es obligatoria?" then "dejala sin nota"
 * (blank), "unos 60 metros, a dos manos" (60), the ART's course (yes), "Si
 * vuelve de Floripa, oigalé que sí" (yes); the encargada of a cooperative
 * olive mill in Martos (Jaén) on the built-in ("ea", "mu", "ordenao"), who
 * gives 8 months and the strengths of the wrong Antonio, asks "¿es Antonio
 * Jesús Cano …? Que aquí hay dos Antonios" while improvements are asked and
 * then sets both right ("lo de antes era del otro Antonio. Este vino solo la
 * campaña del 24, 4 meses …": 4, the new strengths only), "Cinco... bueno,
 * cuatro y medio. Pon cuatro", "¿Resolver problemas de qué? ¿De cuando se
 * atasca la batidora?" asked again (3), "No mandaba a nadie, era eventual"
 * (blank); the resident engineer of a housing development in Aguascalientes
 * on es-pintura ("cabo de pintores, traía 6 a su cargo" (Encargado/a de
 * cuadrilla), "ingreso 2023-03-01, baja 2025-06-30" (28), "Tablaroca (muros
 * y plafones), resanes con pasta, vinílica en interiores e impermeabilizante
 * en azoteas. Fachadas las hacía otra cuadrilla", "De 240 viviendas, la
 * supervisión del Infonavit le rechazó 3. Le pongo 4", "N/A: vivienda nueva"
 * (blank), "entregaba 2 casas por semana" asked again (70), "No aplica …
 * Bueno, corrijo: sí tiene la DC-3" (yes), "Sin comentarios. Saludos
 * cordiales."); and a security supervisor at the cruise-ship pier in Roatán
 * on es-seguridad, in Bay Islands English and Spanish ("Yeah man", "good
 * bwoy", "di ships"): "desde el 2016 creo" asked again (10), passengers at
 * the pier, night rounds in West Bay and the cameras ("Escolta no"), a
 * shotgun only at a bank post in Coxen Hole (armed: yes), "When ship in, day.
 * When no ship, night" asked which (Rotativo), "he jump in di water with full
 * uniform and all. Five, cinco", "Island time, you know 😅 Le pongo 3", "4
 * guards. 5 if you count him" asked again (4), "Dat's all. Respect 🤙🏾" (no
 * comment).
 *
 * Held out: es-r71, on the built-in questionnaire (the sneaker shop on
 * Fuencarral).
 *
 * FORTY-THIRD BLIND SET (2026-12-02): es-i141…es-i145, five intake
 * conversations appended at the end of the intake cases (no referee or
 * tenant questionnaire this time). Written by the forty-second set's
 * writer, who read neither the readers, the lexicons, the interviewer nor
 * the corpus tests, nor ran them. New ground: Trinidad, Chiclayo, Teruel,
 * Salto (Uruguay) and Fresnillo (Zacatecas) as tenants; a question about
 * saying no ("¿Y si digo que no, me descartan?") that is no refusal; a
 * refusal with the candidate's own e-mail signature under it (Outlook for
 * Android, her address and a Teruel landline) and her boss's address in the
 * reason; a Trinidad mobile in local format on a Trinidad tenant, a
 * Venezuelan mobile with the country said and a Ciudad Guayana landline
 * asked which country; "De Freitas" with a capital particle; a nickname in
 * quotes inside a compound first name ("Jesús Rafael "Chuchú" Marcano");
 * a pasted signature with a kilometre point that is no phone ("Km 7.5"); an
 * "a) b) c)" list with "María del Huerto" and "Da Rosa", a "d)" added later
 * with an Argentine mobile in local format with the 15 from across the river
 * (asked which country), and "c" taken out; and names and addresses typed
 * with the caps lock inverted ("jUAN cARLOS dE LA tORRE rOMO"). A Venezuelan
 * home-care aide in San Fernando, Trinidad ("Sí, sí, dale, no hay rollo",
 * "Mrs. Sharon Ramkissoon" with "765 4321" and her address set right later,
 * "la Lcda. Ana Karina De Freitas Gomes", the clinic's doctor with no
 * e-mail); a hotel receptionist in Chiclayo ("¿Y si digo que no, me
 * descartan?" then "Ah ya, entonces sí, normal", "Ing. Luis Alberto
 * Chumioque Sandoval" pasted with "Jefe de Planta | Agroindustrial Pomalca
 * S.A.A.", "Milagros Ñiquen Carrasco (le decimos Mili)" with her address in
 * the next message); an office clerk in Teruel who refuses with her boss's
 * address in the reason and her own signature under it (nothing kept); and a
 * lifeguard at the Termas del Daymán in Salto ("Ta, dale, sí", "a) … b) …
 * c) …", "Prof. Gustavo "el Flaco" Olivera", "Y el d) que me olvidé … del
 * otro lado del río … 0345 15 412 3456", "a Juan Martín sacalo, se jubiló",
 * "gracias bo").
 *
 * Held out: es-i145, an administrative assistant at a silver mine in
 * Fresnillo who types on the office computer with the caps lock inverted
 * ("sÍ, ESTÁ BIEN", "iNG. jUAN cARLOS dE LA tORRE rOMO", the address in
 * capitals, then "aY, PERDÓN, TRAIGO EL BLOQ MAYÚS AL REVÉS 🙈 Ya.", "la Lic.
 * Rosa María Valdez de León", the engineer's address set right: "lleva
 * punto").
 *
 * FORTY-FOURTH BLIND SET (2026-12-02): es-r73, es-t98, es-r74, es-t99 and
 * es-t100, appended at the end of the referee cases, with one more tenant
 * questionnaire (es-supermercado, supermarkets as a chain in Valencia writes
 * it and a branch manager in Tuxtla Gutiérrez or a "súper chino" in Buenos
 * Aires answers it: the post as a single choice (Mexico's "cerillo", the
 * bagger, is none of them; a cashier who covers the shift manager is two),
 * months with them with the unit in the prompt, the sections as a REQUIRED
 * multiple choice in Spain's words that others say otherwise ("surtir
 * abarrotes", "salchichonería", "fiambrería"; counters leased to someone
 * else), a rating of how they treat customers, an OPTIONAL rating of speed,
 * cash discrepancies in the last year (optional, a count, which people give
 * as money), the food-handler card "or the equivalent" as an optional yes/no
 * ("constancia de manejo higiénico", "libreta sanitaria"), a required yes/no,
 * optional text), used twice, and one conversation on es-transporte-escolar.
 * Written by a forty-fourth writer who read neither the readers, the
 * lexicons, the interviewer nor the corpus tests, nor ran them. New ground:
 * La Guajira, Chiapas, the Aragonese Pyrenees, Caballito (Buenos Aires) and
 * Manizales; Wayuunaiki inside Spanish, with a rating as a Wayuunaiki numeral
 * alone; Chiapas voseo; ratings as Wordle squares (a yellow square that is
 * half a point, five white squares that are no rating); machine-translated
 * Spanish pasted beside its Chinese; a rating cut off by an early send; money
 * and a robbery where a count is asked; salt harvests, ski seasons and
 * school years on Colombia's Calendar B for months; a referee whose own job
 * is one of the options; options named by their place in the list; and
 * Colombia's "pase" for a licence. The president of a Wayuu salt-workers'
 * cooperative in Manaure on the built-in ("Jamaya pia!", "tres cosechas ya"
 * asked again (33), "alijunas", "pienchi" asked again (4), "Jarai, o sea 5",
 * "Eso no se lo sé decir" (blank), "Aa, claro que sí" (yes)); a branch
 * manager in Tuxtla Gutiérrez on es-supermercado ("empezó de cerillo … lo
 * pasamos a cajas … me cubría de encargado" asked which (Cajero/a), "Sacá la
 * cuenta vos: … la Candelaria del 2021" asked again (70), "surtir abarrotes
 * … salchichonería … Carnes y pescado no", "hacen fila en la 4. Un 5", "le
 * pongo un" then "4, se me fue el mensaje", "le faltaron 200 pesos … apareció
 * el billete" asked again (0), "constancia del curso de manejo higiénico"
 * (yes), "tamales de chipilín"); the manager of the ski-rental workshop at
 * Formigal on the built-in ("Cuatro temporadas, de diciembre a abril" asked
 * again (20), "🟩🟩🟩🟩⬜" (4), "🟩🟩🟩🟩🟨" asked again (4), "🟩🟩🟩⬜⬜...
 * bueno no, ponle 4", "⬜⬜⬜⬜⬜ jaja, no aplica" (blank)); the owner of a
 * súper chino in Caballito on es-supermercado who writes through a
 * translator ("两年半。Dos años y medio." (30), "La verdulería y la carnicería
 * no son nuestras", "服务第一 … el servicio es lo primero" asked again (5),
 * "No sé cómo decir esto. Saltar." (blank), "Error cero veces" beside a
 * robbery of 30000 pesos (0), "Libreta sanitaria sí tiene", "当然。Por
 * supuesto." (yes), "谢谢。Gracias." (no comment)); and the route
 * coordinator of a school in Manizales on es-transporte-escolar ("Yo soy la
 * coordinadora de rutas … manejaba la ruta 7" (Conductor/a), "Dos años
 * lectivos completos, calendario B" asked again (34), "el pase C2 al día"
 * (yes), "Chipre con 16 niños y La Enea con 11" asked again (16), "La
 * primera y la tercera, y las salidas pedagógicas también … Al mediodía no",
 * "Hágale, claro que sí", six "tintos" a day in the comment).
 *
 * Held out: es-r73, on the built-in questionnaire (the salt-workers'
 * cooperative in Manaure).
 *
 * FORTY-FIFTH BLIND SET (2026-12-02): es-i146…es-i150, five intake
 * conversations appended at the end of the intake cases (no referee or
 * tenant questionnaire this time). Written by the forty-fourth set's
 * writer, who read neither the readers, the lexicons, the interviewer nor
 * the corpus tests, nor ran them. New ground: Madrid (a Filipina carer),
 * Acapulco, Dubai, Bariloche and Lanzarote as tenants; Tagalog and English
 * inside Spanish, with "Ma'am", "Sir" and "Ate" as titles before names; a
 * Philippine mobile in local format in a Spanish intake, asked which
 * country; a refusal in the words of Mexico's data-protection law, after a
 * question back, with the boss's title, address and mobile inside; "Chef"
 * as a title in a pasted signature with a UAE mobile; a Spanish mobile in a
 * UAE intake; an address's domain set right (".com, no .es"); a colleague
 * named and left out in the same message; a consent with a note on the
 * language to write in; an umlaut whose address spells it "oe"; a Mapuche
 * surname after a nickname; and a business card copied by OCR. A Filipina
 * carer in Madrid ("Opo, sige po, okay lang", "Ma'am Carmen, Carmen
 * Fernández-Cuesta de la Vega" whose mobile is set right later ("mali ako"),
 * "Ate Joy … Joy Marie Santos Villanueva", "Sir Ramon Lopez Ocampo" with
 * "0918 234 5678", "Yun lang po, salamat!"); an accountant in Acapulco ("Con
 * fundamento en la Ley Federal de Protección de Datos Personales … NO otorgo
 * mi consentimiento … el C.P. Rogelio Añorve Salgado (rogelio.anorve@…, 744
 * 482 1234) … Me reservo mis derechos ARCO": nothing kept); a pastry chef in
 * Dubai ("Yalla 😄", "Chef Rahul Menon … M: +971 50 123 4567", "Begoña
 * Ibáñez de Garayo … 629 45 78 12" asked which country, "Maricel … Mejor no
 * la pongas", "begona@obradorgarayo.com, no .es"); and a chocolatier in
 * Bariloche ("Solo que a Hansjörg escríbanle en alemán o en inglés",
 * "hansjoerg@…, 0294 15 455-1234; la Vero, María Verónica Quintriqueo …;
 * … Paz Oyarzún Bórquez … +56 9 8765 4321", the relationships in the next
 * message).
 *
 * Held out: es-i150, a dive instructor in Playa Blanca (Lanzarote) who
 * copies her boss's card with Google Lens ("Tel. +34 928 5l7 3O2",
 * "rnarta.cabrera@…", a street number, both set right in the next message),
 * "Kike, Enrique Perdomo", "mi niño", "chacho".
 *
 * FORTY-SIXTH BLIND SET (2026-12-02): es-r75, es-t101, es-r76, es-t102 and
 * es-t103, appended at the end of the referee cases, with one more tenant
 * questionnaire (es-aeropuerto, airport ground handling as a handling company
 * at Madrid-Barajas writes it and a ramp supervisor in Punta Cana or a
 * passenger-service shift lead at Tocumen answers it: the post as a single
 * choice (the Dominican "maletero" is a ramp agent; a check-in agent who
 * covered a coordinator's leave is two), months with them with the unit in
 * the prompt, the tasks as a REQUIRED multiple choice (push-back excluded in
 * words, a lost suitcase as baggage work), a rating of safety on the apron,
 * an OPTIONAL rating of speed in the turnarounds, flights a shift (optional,
 * with the unit in the prompt, given per season or as a maximum), the apron
 * driving permit as an optional yes/no, a required yes/no, optional text),
 * used twice, and one conversation on es-mineria. Written by a forty-sixth
 * writer who read neither the readers, the lexicons, the interviewer nor the
 * corpus tests, nor ran them. New ground: the Sahrawi refugee camps, Punta
 * Cana, San Antonio (Texas), Tocumen and Potosí; Hassaniya, Dominican,
 * Panamanian, Tex-Mex and Andean words; Ramadans and a high season for
 * months; years in English with "más o menos"; "Ten out of ten" on a 1–5
 * scale; the three glasses of the tea ceremony, a Boeing 737 and 12 minutes,
 * an EPA 608 and Loop 410 beside ratings; flights a shift given per season
 * and as a maximum; a roster that fits none of the options (Monday to
 * Saturday); an ore cart pushed by hand that is no equipment; and a referee
 * called away on the radio before a required question. The coordinator of a
 * health dispensary in the Smara camp on the built-in ("dos Ramadanes y un
 * poco más" asked again (27), "zein, muy bien. 4", "Tres vasos de té … 5",
 * "No sé qué decirte en eso" (blank), "4 o 5" asked again (4), "Por
 * supuesto, inshallah" (yes)); a ramp supervisor in Punta Cana on
 * es-aeropuerto ("era maletero, dique agente de rampa", "Entró en la
 * temporada alta del 22" asked again (35), "El pushback no", "En temporada
 * alta unos 8, en temporada baja 3 o 4" asked again (6), "No, nunca lo sacó"
 * (no)); the owner of an air-conditioning business in San Antonio on the
 * built-in in Spanglish ("Like two years and a half, más o menos" asked
 * again (30), "A solid 4", "Ten out of ten" asked again (5), "He's not a
 * leader yet … Skip" (blank), "Yes sir, en un heartbeat"); a shift lead at
 * Tocumen on es-aeropuerto ("Xopá", a check-in agent who coordinated flights
 * asked which (Agente de pasajeros), "Un año y medio... ayala, no, casi dos.
 * 22 meses", "Eso no aplica pa ella, fren" (blank), "Un buco, hasta 9
 * vuelos" asked again (7), then called away on the radio: open); and a
 * partner of a miners' cooperative in the Cerro Rico of Potosí on
 * es-mineria ("Desde sus 14 años … ahora tiene 31" (17), "la jackleg …
 * Scoop no hay … todo es a mano" (Perforadora), "de lunes a sábado" (Otro),
 * the Tío and the dynamite smoke beside a 3, "Unas 8 horas, con el
 * pijcheo", "Jallalla!").
 *
 * Held out: es-r75, on the built-in questionnaire (the dispensary in the
 * Smara camp).
 *
 * FORTY-SEVENTH BLIND SET (2026-12-02): es-i151…es-i155, five intake
 * conversations appended at the end of the intake cases. Written by the
 * forty-sixth set's writer, who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them. New ground: Houston,
 * Tegucigalpa, Uyuni, Ibiza and Bávaro (Punta Cana) as tenants; a mobile
 * dictated in words; a Mexican mobile in local format that no US area code
 * fits; a conditional consent ("solo cuando pase a la última entrevista")
 * with the boss's address inside, asked again and still waiting (open);
 * Bolivian 8-digit mobiles; "María René" (a man's name inside a woman's
 * compound first name); apostrophes in surnames ("O'Connor", "Dell'Acqua");
 * a nickname then a Catalan name with only a landline; an address set right
 * by an underscore; a Dominican "Licda." before a compound first name and
 * two surnames; "Mme" with a French mobile in local format in a Dominican
 * intake; and a colleague named and taken back in the same message. A
 * welder in Pasadena ("Yeah, sí, go ahead 👍", "Juan Pablo Cantú, le decimos
 * JP", "ocho tres dos, cinco cinco cinco, cero uno cuatro siete", "el Ing.
 * Héctor Garza Sada … 81 1234 5678" asked which country); a clerk at a
 * coffee exporter in Tegucigalpa ("sí les doy permiso, pero solo cuando pase
 * a la última entrevista … el Lic. Óscar Zelaya (ozelaya@…)": nothing kept,
 * open); a tour guide in Uyuni ("Don Teófilo Quispe Mamani … No usa correo",
 * "María René Vargas Flores", "a la Sarah mejor bórrela"); and a waiter in
 * Ibiza ("Gian Marco Dell'Acqua … +39 347 123 4567", "el bar de Toni,
 * Antoni Marí Ribas … 971 34 56 78", "lleva guion bajo", "Ja està").
 *
 * Held out: es-i155, a hotel entertainer in Bávaro ("la Licda. Yudelka
 * Altagracia Reyes Batista … 829-555-0123", "Mme Sandrine Le Goff … 06 12 34
 * 56 78" asked which country, "a Franklin no lo pongas").
 *
 * FORTY-EIGHTH BLIND SET (2026-12-02): es-r77, es-t104, es-r78, es-t105 and
 * es-t106, appended at the end of the referee cases, with one more tenant
 * questionnaire (es-gasolinera, service stations as a chain in Zaragoza
 * writes it and a station manager in San Cristóbal (Táchira) or the owner of
 * a roadside station in Soria answers it: the post as a single choice in
 * Spain's words (Venezuela's "bombera" is the expendedora, not a
 * firefighter; the pumps, the shop and the Saturday closing are several),
 * months with them with the unit in the prompt, the shifts as a REQUIRED
 * multiple choice (nights and weekends excluded in words), a rating of the
 * till, an OPTIONAL rating of how they treat customers, hours a shift
 * (optional, with the unit in the prompt, given as a timetable or per
 * season), the fire-prevention course "or the equivalent" as an optional
 * yes/no, a required yes/no, optional text), used twice, and one
 * conversation on es-veterinaria. Written by a forty-eighth writer who read
 * neither the readers, the lexicons, the interviewer nor the corpus tests,
 * nor ran them. New ground: Esmeraldas, San Cristóbal (Táchira), Estelí,
 * Soria and Tineo (western Asturias); coastal Ecuadorian, Andean
 * Venezuelan, Nicaraguan and Asturian words; a 1–10 rating on a 1–5 scale;
 * a rating given as "the same as the last one"; a rating that refers back
 * to the improvements; a half point ("tres y medio", "cuatro y medio");
 * months from a festival, from a Holy Week to the Pilar and from a date to
 * another; a till in three currencies; hours as a timetable; a referee who
 * signs every message and pastes his station's signature under the
 * comment; a yes typed with "nun" in it. The director of a marimba school
 * in Esmeraldas on the built-in ("Desde el festival de la marimba del 2024"
 * asked again (28), "Del 1 al 10 le doy un 8" asked again (4), "Igual que la
 * anterior" (5), "Tres y medio" asked again (3), "¿Liderazgo como de qué?"
 * then 4); the manager of a petrol station in San Cristóbal on
 * es-gasolinera ("trabajaba de bombera", "Entró en marzo del 2023 … se fue
 * en agosto de este año" (41), "En la noche no", "Cuatro y medio" asked
 * again (4), "De 6 de la mañana a 2 de la tarde" (8), "los bomberos de
 * verdad" (yes)); the supervisor of a cigar-rolling room in Estelí on the
 * built-in in SMS abbreviations ("va pa 3 años, creo q en enero cumple"
 * asked again (35), "por lo q le dije, un 3", "ideay, ¿q es eso de
 * confiabilidad?" then 5, "uno torce y ya" (blank), "ella no manda a nadie"
 * (blank), "Si va pues, de a viaje"); the owner of a roadside station on the
 * N-122 in Soria on es-gasolinera ("hacía un poco de todo" asked which
 * (Expendedor/a), "Desde la Semana Santa de 2023 hasta el Pilar" asked again
 * ("Cuarenta y dos meses"), "Prefiero no poner nota en eso" (blank), "ocho
 * horas, salvo en verano" asked again (8), "el de manipulador de... no,
 * perdone" (no), the snowfall and the quitanieves); and a large-animal vet
 * in Tineo on es-veterinaria ("el mio ayudante" (ATV), "Tres años y pico"
 * asked again (3), "Perros y gatos nun", caesareans in the byre (yes), "Nun
 * se pue contar" (blank), "nun lu dexo marchar" (yes)).
 *
 * Held out: es-r77, on the built-in questionnaire (the marimba school in
 * Esmeraldas).
 *
 * FORTY-NINTH BLIND SET (2026-12-02): es-i156…es-i160, five intake
 * conversations appended at the end of the intake cases. Written by the
 * forty-eighth set's writer, who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them. New ground: Gijón, San
 * José (Costa Rica) for a Nicaraguan, Tel Aviv, Badajoz and Rivera as
 * tenants; Asturian, Nica and Tico words, Hebrew and portuñol inside
 * Spanish; an 8-digit mobile that fits both Costa Rica and Nicaragua, asked
 * which country; an Israeli mobile in local format; a hyphenated surname
 * explained ("Ben-David es el apellido entero"); a refusal dictated by voice
 * with the boss's address spelt in words ("paco punto gragera arroba …
 * punto es"); a Brazilian mobile whose area code is 55 in a Uruguayan
 * intake. A cider pourer in Gijón ("Sí, ho, adelante", "María del Mar
 * Suárez de la Riva", "Tino, Celestino Alonso", "Quita a Pelayo", "Ya ta");
 * a Nicaraguan builder in San José ("Ideay, va pues", "don Minor Solís
 * Vargas … 8834-5612", "doña Auxiliadora Baltodano … 8765 4321" asked which
 * country, "pura vida"); an Argentine developer in Tel Aviv ("Ken, sí,
 * beseder, dale", "Yoav Ben-David … 052-123-4567", "+54 9 11 5555-1234", "el
 * gordo Ariel... Ariel Grinberg", "todá"); and a fruit-packing worker in
 * Badajoz who refuses by voice with the address dictated inside (nothing
 * kept).
 *
 * Held out: es-i160, a free-shop clerk in Rivera in portuñol ("Ta, bo,
 * pode... digo, puede ser, sí", "el Pocho, Juan Andrés Olivera da Silva …
 * 099 123 456", "Dona Neusa Brum … (55) 99912-3456" asked which country,
 * "es con punto", "valeu").
 *
 * FIFTIETH BLIND SET (2026-12-02): es-r79, es-t107, es-r80, es-t108 and
 * es-t109, appended at the end of the referee cases, with one more tenant
 * questionnaire (es-farmacia, community pharmacies and Peruvian boticas: the
 * post as a single choice, months with the unit in the prompt, the tasks as
 * a REQUIRED multiple choice named by pharmacy jargon ("el kardex", "los
 * vencimientos", "la presión", "las magistrales"), a rating of the counter,
 * an OPTIONAL rating of care with prescriptions, on-call duty as an optional
 * yes/no, people a day (optional, with the unit in the prompt), a required
 * yes/no, optional text), used twice, and one conversation on es-pesca.
 * Written by a fiftieth writer who read neither the readers, the lexicons,
 * the interviewer nor the corpus tests, nor ran them. New ground: Ourense,
 * Cajamarca, Salou (Tarragona), Clorinda (Formosa) and Ciudad del Carmen
 * (Campeche); a deaf referee writing Spanish as a second language after
 * LSE, in a gloss-like order with infinitives and capitals for emphasis
 * ("Yo sorda, escribir español no perfecto", "Tecnica MUY BIEN. 5 🤟",
 * "CINCO", "5 o 4... 5"); a dyslexic referee typing phonetically ("eqipo",
 * "varra bien vajada", "cinko", "nunka", "soi disleksica"); months as
 * seasons at a theme park and as fishing trips ("9 mareas de 40 días"); a
 * required multiple choice answered "Todo menos las magistrales"; people a
 * week for two where a day is asked; a seaman's book in force beside an
 * expired survival course, on a question that asks for both. The print-shop
 * owner in Ourense on the built-in ("Empezar 2023 verano … Tres años mas o
 * menos" asked again (40), "No saber. El no mandar nadie" (blank), "SI
 * SI"); the pharmacist of a botica in Cajamarca on es-farmacia ("técnica
 * en farmacia", "Dos años con ocho meses" (32), "Formulas no … dermocosmetica
 * tampoco pe", "la farmacia de turno un domingo al mes" (yes), "entre 60 y
 * 80" asked again (70)); the ride supervisor in Salou on the built-in ("dos
 * temporadas, de semana santa asta noviembre" asked again (16), "4 o 3...
 * bueno 4", "aun no a llevado jente, no se" (blank)); the pharmacy owner
 * in Clorinda on es-farmacia ("atendía el mostrador y cobraba" asked which
 * (Auxiliar), "Un año y medio largo" asked again (20), "prefiero no
 * ponerle nota" (blank), "Las guardias las hago yo, ella no" (no), "unas 400
 * por semana entre los dos" asked again (blank)); and the captain of a
 * shrimp trawler in Ciudad del Carmen on es-pesca ("9 mareas de 40 días"
 * asked again (12), "la libreta … vigente, el curso de supervivencia ya se
 * le venció" asked again (no), "Cuarenta").
 *
 * Held out: es-r79, on the built-in questionnaire (the deaf print-shop
 * owner in Ourense).
 *
 * FIFTY-FIRST BLIND SET (2026-12-02): es-i161…es-i165, five intake
 * conversations appended at the end of the intake cases. Written by the
 * fiftieth set's writer, who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them. New ground: Puno,
 * Tarragona, Formosa, Ciudad del Carmen and Auckland as tenants; an address
 * mistyped and set right in the same message ("@gmial.com... perdón,
 * gmail.com"); a referee with two addresses and the one to use named ("mejor
 * la del trabajo"); a Swiss mobile in local format asked about; a colleague
 * taken out and put back in the next message ("Quita a Núria" then "No,
 * espera, déjala"); a question back ("¿Es obligatorio?") before a refusal
 * that holds the boss's address and an Argentine mobile with the old "15";
 * a voice-dictated message with "coma" and "punto" left in and Mexican
 * mobiles read out in groups, with no referee's e-mail at all (open); a
 * Māori surname that begins with a particle ("Te Whata es el apellido") and
 * a New Zealand mobile in local format. A boat guide on Lake Titicaca
 * ("Ya, está bien, pueden nomás", "don Teófilo Apaza" kept without an
 * e-mail, "Lic. Marcela Choque Mamani … +591 71234567", "Nomás eso"); a
 * hotel receptionist in Tarragona back from Zermatt ("Sí, cap problema,
 * endavant", "Urs Imboden … 079 123 45 67" asked which country, "Ja està");
 * a pharmacy cashier in Formosa who refuses ("Entonces no … raul.gimenez@…
 * ni llamarlo al 3704 15 123456": nothing kept); and a shrimp-boat deckhand
 * in Ciudad del Carmen ("Sí cómo no", "mi capitán coma el señor Anselmo Pech
 * Canul coma …", "no tienen correo, son gente de mar": open).
 *
 * Held out: es-i165, an Argentine chef in Auckland ("Yeah nah, sí, dale,
 * sweet as", "Aroha Te Whata … 021 123 4567", "el Colo, Martín Bustos …
 * 0351 15 612-3456", "cheers").
 *
 * FIFTY-SECOND BLIND SET (2026-12-02): es-r81, es-t110, es-r82, es-t111 and
 * es-t112, appended at the end of the referee cases, with one more tenant
 * questionnaire (es-bodega, wineries as a bodega in Haro writes it and a
 * cellar foreman in La Rioja or a winemaker in the Valle de Guadalupe
 * answers it: the post as a single choice (a vineyard hand in the "pizca"
 * who ended up helping in the laboratory is two), months with them with the
 * unit in the prompt, the cellar work as a REQUIRED multiple choice named in
 * cellar jargon ("la tolva", "los tras riegos … trasiegos", "los tinos", "la
 * despalilladora", "el bazuqueo"; bottling by another crew or a mobile line
 * and the vineyard excluded in words), a rating of cleanliness, an OPTIONAL
 * rating of the harvest pace, the forklift licence "or the equivalent" as an
 * optional yes/no, people in their charge at harvest (optional, with the
 * unit in the prompt, answered "a nadie" or as a range), a required yes/no,
 * optional text), used twice, and one conversation on es-seguridad. Written
 * by a fifty-second writer who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them. New ground: Zamboanga
 * City, Haro (La Rioja), Dalton (Georgia), the Valle de Guadalupe (Baja
 * California) and Bata (mainland Equatorial Guinea); Chavacano with Tagalog
 * "po" and English plant words; a referee dictating by voice with
 * "coma", "punto", "punto y aparte" and "abre interrogación … cierra
 * interrogación" left in and a transcription slip set right in the same
 * message; a referee who writes in capitals because he cannot see well up
 * close; months between two Holy Weeks he cannot tell apart, from a harvest
 * to the Batalla del Vino, from a year with a year away, and as three
 * harvests; a question back that splits a rating ("¿de la máquina o de la
 * gente?"); years in the trade from the end of military service beside years
 * with the referee; a licence that expires next month (still in force);
 * "a nadie" for people in their charge. The quality-control supervisor of a
 * sardine cannery in Zamboanga on the built-in ("despues de Semana Santa del
 * 2024... o del 2023? … Mas o menos dos años" asked again (31), "Tres lang",
 * "Cuatro y medio... hende, cuatro", "Hende yo sabe, hende pa ele ta manda
 * gente" (blank), "Si gayot, ay emplea yo con ele otra vez"); the cellar
 * foreman of a bodega in Haro on es-bodega by voice ("de los de dentro coma
 * no de la viña" (Operario/a), "para la vendimia de 2022 … en junio de este
 * año coma después de la batalla del vino" asked again (45), "los tras riegos
 * coma perdón coma trasiegos … En la embotelladora no … a la viña no salía",
 * "A nadie" (0), "Abre interrogación volver a contratarlo cierra
 * interrogación sin dudarlo coma sí"); the second-shift supervisor of a
 * carpet mill in Dalton on the built-in in capitals and Spanglish ("SE FUE UN
 * AÑO PA MEXICO Y LUEGO REGRESO" asked again ("COMO 4 AÑOS... NO, MEJOR
 * PONGA 42 MESES"), "3 O 4" asked again (3), "FIVE. 5", "CERO FALTAS … BONO
 * DE ATTENDANCE. 5", "¿COMO QUE RESOLVER PROBLEMAS?" asked again (4), "YES
 * SIR"); the winemaker of a small winery in the Valle de Guadalupe on
 * es-bodega ("de peón en la pizca … me ayudaba en el laboratorio" asked which
 * (Ayudante de enología), "Le tocaron tres pizcas" asked again (36),
 * "Embotellar no, eso lo maquilamos", "Nel, esa no sé" (blank), "Licencia de
 * montacargas no tiene" (no), "como 15 o 16 batos" asked again (16),
 * "Simón, a toda madre"); and the head of security of a guarding firm in
 * Bata on es-seguridad ("desde que terminó el servicio militar en 2015, y
 * conmigo cinco años" asked again (11), "Las cámaras no", "se le vence en
 * enero" (yes), "solo porra y linterna" (no), "Una semana de día y otra de
 * noche" (Rotativo), a signature with "+240 222" under the comment).
 *
 * Held out: es-r81, on the built-in questionnaire (the sardine cannery in
 * Zamboanga).
 *
 * FIFTY-THIRD BLIND SET (2026-12-02): es-i166…es-i170, five intake
 * conversations appended at the end of the intake cases. Written by the
 * fifty-second set's writer, who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them. New ground: Logroño,
 * Gainesville (Georgia), Zamboanga City, Malabo and Paysandú as tenants; a
 * plain typist who writes full sentences with every accent and describes her
 * first referee in one message before naming her in the next; a consent
 * with a condition on whom may be contacted ("a mi supervisor de ahorita no
 * le hablen … solo a los de antes"); a Honduran 8-digit mobile in local
 * format in a US intake; a refusal in Chavacano with "Sir" and the boss's
 * address inside; a referee sent over three messages (name and post, then
 * the address, then the number) whose number is set right later ("es …
 * 381, no 318"); "Monsieur" and a Cameroonian mobile in local format in an
 * Equatoguinean intake; a message dictated by voice with an address and two
 * mobiles read out in words, the address set right by typing ("sin
 * tilde"), and an Argentine mobile with the old "15" from across the river.
 * A cannery worker in Logroño ("Sí, doy mi consentimiento …", "la que fue mi
 * encargada en la conservera de Calahorra" then "Se llama Pilar Garrido
 * Arnedo"); a Honduran deboner in Gainesville ("Sí está bien, pero …", "don
 * Wilfredo Mejía … 9734-2186" asked which country); a cannery worker in
 * Zamboanga who refuses ("Hende, gracias … Sir Ramil Climaco,
 * ramil.climaco@…": nothing kept); and a French teacher in Malabo ("Sr.
 * Gaudencio Esono Nchama" over three messages, "Monsieur Serge Mbarga … 677
 * 45 12 38" asked which country, "Perdón, el teléfono del Sr. Esono está
 * mal").
 *
 * Held out: es-i170, a hotel worker at the Guaviyú hot springs near
 * Paysandú dictating by voice ("ta dale no hay drama punto", "natalia punto
 * ferreira arroba termas guaviyú punto com punto uy", "cero noventa y ocho
 * setecientos sesenta y cinco …", "rubén darío sosa … tres cuatro cuatro
 * siete quince …"), the address typed again "sin tilde".
 *
 * FIFTY-FOURTH BLIND SET (2026-12-02): es-r83, es-t113, es-r84, es-t114 and
 * es-t115, appended at the end of the referee cases, with one more tenant
 * questionnaire (es-tabaqueria, cigar factories as a cigar maker in the
 * Canaries writes it and the head of a rolling room in Pinar del Río or the
 * owner of a workshop of puros palmeros in La Palma answers it: the post as
 * a single choice ("torcedor, de séptima categoría"), months with the unit in
 * the prompt, the work with the leaf as a REQUIRED multiple choice named in
 * the galera's jargon ("el bonche y la capa", "la moja y el despalillo no",
 * "nos viene ya despalillada"), a rating of the rolling, cigars a day
 * (optional, with the unit in the prompt, given as "la norma" or as a range
 * by size), an OPTIONAL rating of fellowship in the rolling room, several
 * sizes ("vitolas") as an optional yes/no, a required yes/no, optional
 * text), used twice, and one conversation on es-campo. Written by a
 * fifty-fourth writer who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them. New ground: Soldeu
 * (Andorra), Pinar del Río, Ciutadella (Menorca), Breña Alta (La Palma) and
 * Famaillá (Tucumán); Catalan and French inside Spanish, Menorquí
 * ("Idò", "mem", "al·lota"), Cuban, Canarian and Tucumán words; an
 * autocorrect that changes a trade word; months as ski seasons and a
 * summer, and from a hurricane; a rating corrected two questions later
 * inside another answer; cigars a day given where months are asked; a
 * plain typist who sets her months right in the next message; a
 * candidate called Cristo. The director of a ski school in Soldeu on the
 * built-in ("Tres temporadas de invierno … y un verano en el bike park"
 * asked again ("Entre 17 y 18... pon 18"), "Un 4 o un 5... déjame pensar"
 * asked again (4), "¿con los otros monitores o con los clientes?" asked
 * again (5), "No ha tenido grupo a su cargo, no lo sé" (blank), "i
 * tant!"); the head of a rolling room in Pinar del Río on es-tabaqueria
 * ("saca su norma de 120 Robustos en la jornada" where months are asked,
 * then "después del ciclón Ian … Ponle 50", "La moja y el despalillo no …
 * La escogida tampoco", "el revisor casi nunca le bota uno", "se fue la
 * corriente"); the owner of an avarca workshop in Ciutadella on the
 * built-in ("Dos anys i mig... dos años y medio", "abarcas no, avarques, el
 * corrector me lo cambia", "lo de antes de la comunicación ponle un 3, no
 * un 4", "Cinc... cinco 😊"); the owner of a workshop of puros palmeros in
 * Breña Alta on es-tabaqueria ("Estuvo con nosotros dos años" then "me he
 * equivocado … 30 meses", "Entre 80 y 100, según la vitola" asked again
 * (90), "prefiero no puntuar eso" (blank)); and the foreman of a lemon farm
 * in Famaillá on es-campo ("cuatro cosechas de limon … y despues se iba a la
 * zafra" (4), "poda no, y al galpon de empaque tampoco", "ni idea si tiene
 * ese carnet" (blank), "unos 12 o 15 changos" asked again (14), "bien
 * gaucho").
 *
 * Held out: es-r83, on the built-in questionnaire (the ski school in
 * Soldeu).
 *
 * FIFTY-FIFTH BLIND SET (2026-12-02): es-i171…es-i175, five intake
 * conversations appended at the end of the intake cases. Written by the
 * fifty-fourth set's writer, who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them. New ground: Bogotá for a
 * Venezuelan, Úbeda (Jaén), Guardalavaca (Holguín), Larache (northern
 * Morocco) and Valle Gran Rey (La Gomera) as tenants; a plain typist with a
 * Venezuelan mobile in local format with dots, asked which country; a
 * refusal in Jaén speech with the foreman's address inside; a whole intake
 * in capitals with a referee described before she is named and a Cuban
 * mobile written in one block; "el compañero" as a Cuban term of address; a
 * consent with a condition on how to contact ("solo por correo, no les
 * llaméis"), with no phone given and an address set right later ("con una
 * sola n"); Darija inside Spanish; an aunt taken out and a Venezuelan boss
 * put in her place in a voice-dictated intake, her surname set right by
 * typing. A Venezuelan baker in Bogotá ("Sí, autorizo …", "la señora Luz
 * Marina Cárdenas … 315 627 4490", "el señor Humberto Rangel … 0414-238.61.05"
 * asked which country); an olive-mill worker in Úbeda who refuses ("Ea, pos
 * no … Paco Ruiz (paco.ruiz@…)": nothing kept); a waiter in Guardalavaca
 * ("SI, ESTA BIEN", "LA QUE ERA MI JEFA DE TURNO …" then "SE LLAMA ODALYS
 * PUPO RICARDO … 52847163", "EL COMPAÑERO ALEXEI FUENTES"); and a Spanish
 * teacher in Larache ("Wakha, sí, pero solo por correo", "el señor Karim
 * Bennani", "Mari Carmen Ortega", "con una sola n", "Safi").
 *
 * Held out: es-i175, a waiter in Valle Gran Rey dictating by voice (his boss
 * and an aunt in one dictated message, "No pongan a mi tía, que es
 * familia", a boss in Venezuela put in her place with a mobile read out in
 * words and asked which country, "Carrasquel, no Carrasco").
 *
 * FIFTY-SIXTH BLIND SET (2026-12-03): es-r85, es-t116, es-r86, es-t117 and
 * es-t118, appended at the end of the referee cases, and es-i176…es-i180,
 * appended at the end of the intake cases, with one more tenant
 * questionnaire (es-salmonicultura, salmon farming as a salmon company in
 * Puerto Montt writes it and the head of a farm site off Quellón or a
 * Chilean site manager on a Norwegian farm off Frøya answers it: the post as
 * a single choice (a hand who fed from the barge while the feeder was on
 * sick leave is two), months with the unit in the prompt, the work at the
 * site as a REQUIRED multiple choice named in the farm's jargon ("la morta",
 * "el ensilaje", "los loberos", "el wellboat", "lus", "avlusning",
 * "dødfisk"; diving, the nets and the dead fish excluded in words where a
 * diver, a service firm or a pump does them), a rating of safety on the
 * water, days on site a shift (optional, with the unit in the prompt, given
 * as "8x6" or as "14/14 … pero él hacía 7 y 7"), an OPTIONAL rating of life
 * on the barge, the seaman's or diver's card "or the equivalent" as an
 * optional yes/no (answered with a Norwegian boat licence), a required
 * yes/no, optional text), used twice, and one conversation on
 * es-socorrismo. Written by a fifty-sixth writer who read neither the
 * readers, the lexicons, the interviewer nor the corpus tests, nor ran them.
 * New ground: Tower Hill (Orange Walk), Quellón, Oruro, Frøya and Benidorm,
 * and as tenants Chile, Belize, Bolivia, Benidorm and Norway; Belizean Kriol
 * inside Spanish ("Ih da wahn haad worka, fi chroo", "Tree... I mean tres"),
 * Chilote and Andean Bolivian words ("había sido", "sabe llegar", "nomás"),
 * Norwegian and Galician inside Spanish; months as sugar crops and as
 * carnivals; a question back on the scale from a country where school marks
 * run from 1 to 6; seasons as a list of years with gaps; a half on a 0–10
 * score ("Un nueve y medio"); a lifeguard called away before the required
 * last question; a 6-digit Faroese mobile; an address typed with ø and set
 * right. The shift supervisor of a sugar factory at Tower Hill on the
 * built-in ("Desde el crop del 2022 hasta que cerró el crop este junio"
 * asked again (54), "4 or 5, di man dem like him" asked again (4), "No sé,
 * nunca le tocó un breakdown grande" (blank), "Skip dat one" (blank), "Yes
 * man, anytime"); the head of a salmon site off Quellón on es-salmonicultura
 * ("le hacia de alimentador … cuando el toño andaba con licencia" asked which
 * (Operario/a), "pa la cosecha del 2023... no, del 2022" asked again (43),
 * "al agua no se tiraba que no es buzo", "haciamos 8x6" (8), "ni idea si la
 * tiene al dia" (blank)); the owner of an embroidery workshop for Diablada
 * costumes in Oruro on the built-in ("tres carnavales" asked again (36), "un
 * 3 nomás le pongo", teamwork and reliability in one message, "¿De los
 * trajes o de la gente?" asked again (4), "Eso mismo es liderazgo pues. 4
 * también"); a Chilean driftsleder in Frøya on es-salmonicultura ("Entre 20
 * y 21 meses" asked again (21), "Redes no … Y la dødfisk tampoco", "¿De 1 a 5
 * o de 1 a 6?" asked again (4), "él hacía 7 y 7" (7), "Paso" (blank),
 * "båtførerbevis … Eso cuenta ¿no?" (yes)); and the coordinator of the
 * lifeguards in Benidorm on es-socorrismo ("2019, 2021, 2022, 2025 y este
 * verano" (5), "El de piscina … le caducó en marzo", "entre 10 y 15" asked
 * again (12), "Daba aquagym … eso no es lo mismo, ¿no?" (no), "Un nueve y
 * medio" (9.5), "me llaman por la emisora": open). In the intake: a salmon
 * hand in Quellón ("¿Y pa que es esto?" before "ya pue, dale nomas", "el
 * pato" named in the next message, "Jógvan Joensen … celu 21 34 56" asked
 * which country); a sugar worker in Orange Walk who refuses ("Mr. Elvin
 * Vasquez (evasquez@…), ih wahn get vex": nothing kept); an embroiderer in
 * Oruro ("mi maestra del taller" then "Se llama Gregoria Mamani Flores", "don
 * Ramiro Soto … 9 7654 3210" asked which country and then taken out for "la
 * Lic. Wara Condori"); and a waiter in Benidorm ("pero solo después de la
 * entrevista", "Steve Hargreaves … 07912 345678" asked which country, "a
 * Toni quitadlo").
 *
 * Held out: es-r85, on the built-in questionnaire (the sugar factory at
 * Tower Hill), and es-i180, a Galician feed operator in Frøya ("Ja, sí,
 * adiante, sen problema", "bjørn.strøm@salmar.no" then "no lleva ø … con o
 * normal", "Xosé Manuel Otero … 659 31 42 78" asked which country, "Listo,
 * iso é todo. Takk!").
 *
 * FIFTY-EIGHTH BLIND SET (2026-12-03): es-r87, es-t119, es-r88, es-t120 and
 * es-t121, appended at the end of the referee cases, and es-i181…es-i185,
 * appended at the end of the intake cases, with one more tenant
 * questionnaire (es-astillero, ship repair as a repair yard on the Bilbao
 * estuary writes it and the head of the steel shop at a repair yard in the
 * bay of Santander or the dock master of a dry dock in Callao answers it:
 * the trade as a single choice (a welder moved to plating after a year is a
 * plater), months with the unit in the prompt, the work as a REQUIRED
 * multiple choice named in the yard's jargon ("cambio de chapa en el doble
 * fondo", "trazaba las plantillas", "el oxicorte", "la bocina", "granallar",
 * "las bodegas de pescado" of the "bolicheras"; piping, shafts and painting
 * excluded in words, and one job on a bilge pump that "no cuenta"), a
 * rating of the quality of the work, an OPTIONAL rating of safety in
 * confined spaces and at height, hours a day with a ship in dock (optional,
 * with the unit in the prompt), a welder's qualification "or the equivalent
 * of your country" as an optional yes/no, a required yes/no, optional text),
 * used twice, and one conversation on es-gasolinera. Written by a
 * fifty-eighth writer who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them. New ground: Santa Ana (El
 * Salvador), the bay of Santander, Cuenca (Ecuador), Callao and Liberia
 * (Guanacaste), and as tenants the Basque Country, Peru, El Salvador,
 * Paraguay and Guatemala; Salvadoran, Cantabrian, Cuencano, Peruvian, Tico,
 * Basque and Guaraní words; months as coffee harvests, as the ships a
 * welder came and went with, from the Pase del Niño to the fiestas de
 * Cuenca, and as fishing closures ("4 vedas … 2 vedas al año"); all six
 * ratings in one message with a range and a "no le sabría decir" inside; a
 * rating in words ("Full buena") asked again; a question back asking to
 * send a voice note instead; welds rejected at the X-ray and a hat's weave
 * grade beside ratings; hours as a timetable less the breaks; a daughter who
 * types for her father and puts her own rating beside his; a consent taken
 * back after the boss was named, with his address inside the withdrawal.
 * The head of a coffee processing plant in Santa Ana on the built-in
 * ("entró para la corta del 2022 … Como tres años, o tres y medio" asked
 * again (40), "¿Le puedo mandar mejor un audio?", "comunicación 3, lo técnico
 * 5 … resolver problemas 3 o 4, y liderazgo no le sabría decir" with
 * problem solving asked again (4), "De a cachete que sí!", "Ahí nos
 * vidrios"); the head of the steel shop at a repair yard in Raos on
 * es-astillero ("de soldador pero al año lo pasé a calderero", "Entró con el
 * ferry … y se fue con el atunero de Bermeo" asked again (30), "Tubería no, y
 * a la bocina y los ejes ni se acercaba", "De unas 300 soldaduras … le
 * echaron para atrás 2. Un 5", "Eso pregúntaselo al de prevención" (blank),
 * "De 7 a 7, quitando la hora del bocadillo y la comida" asked again (11),
 * "¡Ay va! Pues claro, hombre"); the owner of a toquilla-straw hat workshop
 * in Cuenca on the built-in ("Desde el Pase del Niño del 2023 hasta las
 * fiestas de Cuenca" asked again (35), "Full buena" asked again (5), "¿Mande?
 * ¿Técnica de qué mismo, del tejido?" asked again ("Teje hasta grado 12 …"
 * (5)), "Chuta, esa sí un 3", "No ha mandado a nadie" (blank), "De ley"); the
 * dock master of a dry dock in Callao on es-astillero ("ha hecho 4 vedas …
 * osea como 2 años" asked again (26), "la tuberia … una vez nomas, eso no
 * cuenta", "es un mostro soldando causa", "seguridad en q? en el dique o
 * adentro en los tanques?" asked again (3), "en veda 12 horas diarias … y si,
 * claro q lo vuelvo a contratar" (12 and yes)); and a daughter in Liberia
 * typing for her father, the owner of a gas station, on es-gasolinera ("Dice
 * que el Brayan era pistero", "como año y medio … mi mamá le dice que fueron
 * dos años" asked again (22), "Dice que un 4 … Yo le pondría 5 pero bueno, él
 * es el que sabe" (4), "De 2 de la tarde a 10 de la noche" (8), "Dice que eso
 * no lo contesta" (blank), "Upe, dice que sí"). In the intake: a welder in
 * Zierbena ("Bai, ados", "Koldo Arregui Zubizarreta" then "Arregi es con i
 * latina, sin u", "Jean-Baptiste Etcheverry … 06 45 78 12 33" asked which
 * country, "Hori da dena. Ya está"); a cook in Arequipa ("renzo.caceres
 * arroba hotelyanahuara punto pe", "@gmail.con" then "es .com, no .con");
 * a clerk at a sugar mill in San Miguel who consents, names "el Ing.
 * Mauricio Ayala" and then takes it back ("Mejor no, fíjese. No le escriban
 * al ingeniero a mauricio.ayala@…": nothing kept); and a shop clerk in
 * Ciudad del Este ("Sí, ndaipori problema. Pero que llamen después de las
 * 6", "(45) 99917-4380" asked which country, "al Sr. Hassan sacale … Poné a
 * su hijo Karim Fayad").
 *
 * Held out: es-r87, on the built-in questionnaire (the coffee processing
 * plant in Santa Ana), and es-i185, a cook in Quetzaltenango whose nephew
 * types for her ("le escribe el sobrino de la señora Rosa Elvira Coyoy …
 * Dice que sí", "la seño Marta Julia de León … 5512 3478", "Mr. Gary Whitman
 * … 323 846 2917" asked which country, "la seño Marta es de León Chávez, los
 * dos apellidos", "Dios se lo pague").
 *
 * SIXTIETH BLIND SET (2026-12-03): es-r89, es-t122, es-r90, es-t123 and
 * es-t124, appended at the end of the referee cases, and es-i186…es-i190,
 * appended at the end of the intake cases, with one more tenant
 * questionnaire (es-ingenio, sugar mills as a mill in San Pedro de Macorís
 * writes it and the head of manufacturing at a cane ingenio in Tala
 * (Jalisco) or at a beet-sugar factory in Miranda de Ebro answers it: the
 * post as a single choice (a beet factory's "cocedor" who ran the pans is
 * the tachero), months with the unit in the prompt (given as "3 zafras" or
 * as beet campaigns and the "intercampañas" between them), the areas as a
 * REQUIRED multiple choice that a beet factory names in its own words ("los
 * tachos de primera y de tercera", "la intercampaña", "la difusión y la
 * depuración" excluded, the evaporators cleaned off-season that are no
 * evaporation), a rating of safety, days a week in the harvest (optional,
 * with the unit in the prompt, given as "Diario" or as "48 horas a la
 * semana" in relays of 8), an OPTIONAL rating of how they respond when the
 * mill stops, a boiler operator's certificate "or the equivalent of your
 * country" as an optional yes/no, a required yes/no, optional text), used
 * twice, and one conversation on es-taller. Written by a sixtieth writer who
 * read neither the readers, the lexicons, the interviewer nor the corpus
 * tests, nor ran them. New ground: Santiago de los Caballeros, Tala
 * (Jalisco), Águilas (Murcia), Miranda de Ebro and Saltillo, and as tenants
 * the Dominican Republic, Jalisco, Burgos, Murcia and Puerto Rico;
 * Cibaeño spelling (final s dropped, r and l said as i), Murcian, norteño
 * and Boricua words; a referee who answers every question with one or two
 * words ("Tachero", "3 zafras", "Diario", "Bien", "No"); an answer to the
 * question before sent when the next one is asked (months set right inside
 * the strengths, months set right when the areas are asked, a diagnosis set
 * right when the tools are asked, reliability set right beside a refused
 * leadership); years in the trade as ages; hours a week where days are
 * asked; cars a day where a week is asked; a formal typist who signs off
 * with a pasted signature under "Nada más". The owner of a cake shop in
 * Santiago on the built-in ("como 3 año y pico" asked again ("Treinta y ocho
 * meses"), "en lo del tiempo me equivoqué de página: son 40 meses, no 38",
 * "Poi lo de lo lune, un 3", "E una tíguera pa resolvei" asked again (5),
 * "Ahoita mismo si ella quiere"); the head of manufacturing at a cane mill
 * in Tala on es-ingenio in single words ("3 zafras" asked again ("Veinte"),
 * "Diario" (7), "Bien" asked again (4), "No" as no comment); the
 * forewoman of a tomato packing house in Águilas on the built-in ("Tres
 * campañas, de septiembre a junio" asked again (30), "¿Comunicación con
 * quién, con los jefes o con las de la línea?" asked again (4), "en lo de
 * ser de fiar pon un 4, no un 5 … Y liderazgo eso prefiero no contestarlo");
 * the head of manufacturing at the beet-sugar factory in Miranda de Ebro on
 * es-ingenio ("de cocedor … llevaba los tachos de primera", "tres campañas
 * de remolacha … y las dos intercampañas" asked again (29), "una corrección
 * a lo anterior … así que son 30 meses", "48 horas a la semana" (6),
 * "Prefiero no valorarlo" (blank), "Nada más" above the signature); and
 * the owner of a car workshop in Saltillo on es-taller ("desde los 15 le
 * mueve a los fierros, y ya tiene 31" asked again (16), "Hojalatería no …
 * Llantas tampoco", "de lo de las fallas mejor ponle 4", "Unos 3 o 4 carros
 * al día" asked again (20), "Arre, sí"). In the intake: a sugar-mill worker
 * in San Pedro de Macorís who types short ("Si claro acepto", "el Flaco" and
 * "doña Cuca" named in full later, "me equivoque en los ultimos dos
 * numeros"); a call-centre agent in Guadalajara ("nomás que no le hablen a
 * mi jefe de ahorita", "fer guion bajo ochoa arroba hotmail punto com", "Don
 * Chuy es Jesús Valadez", "(773) 254-8190", valid in Mexico and in the
 * United States, asked which country); a lab analyst in Miranda de Ebro who
 * asks a question back and refuses ("que no escriban a mi jefe, Javier Pérez
 * de Arrilucea (jperezdearrilucea@…) … Cuando termine la campaña ya lo
 * hablamos": nothing kept); and a tomato packer in Águilas ("Encarna" over
 * four messages, "es sanchez, que he puesto sanhcez", "0721 345 678" asked
 * which country, "mejor quita a Mihai … Pon a la Fina, Josefina Martínez
 * Cánovas").
 *
 * Held out: es-r89, on the built-in questionnaire (the cake shop in
 * Santiago de los Caballeros), and es-i190, a hotel receptionist in Mayagüez
 * ("Wepa!", "Papo" and "la Yeye" named in full later, "312 845 6790", a
 * Colombian mobile that reads as a Chicago number, asked which country,
 * "ponle los dos apellidos: Vélez Acevedo").
 *
 * SIXTY-SECOND BLIND SET (2026-12-03): es-r91, es-t125, es-r92, es-t126 and
 * es-t127, appended at the end of the referee cases, and es-i191…es-i195,
 * appended at the end of the intake cases, with one more tenant
 * questionnaire (es-floricultura, export flower farms as a flower exporter
 * in Rionegro (Antioquia) writes it and the supervisor of post-harvest at a
 * rose farm in La Ceja or the owner of a flower greenhouse in Villa Guerrero
 * (Estado de México) answers it: the area of the farm as a single choice (a
 * sprayer who helped the irrigation hand is in spraying), months with the
 * unit in the prompt (given as Valentine's and Mother's Day seasons or from
 * the Day of the Dead), the work as a REQUIRED multiple choice named in the
 * farm's jargon ("boncheaba", "le ponía el capuchón al bonche", "clasificaba
 * por largo, 40, 50 y 60", "el monitoreo de la araña roja y del trips"; the
 * cold room, cutting and packing excluded in words), a rating of the quality
 * of the work, stems an hour (optional, with the unit in the prompt, given
 * as bunches of 25 or as a range), an OPTIONAL rating of the high seasons, a
 * safe-handling course for pesticides "or the equivalent of your country" as
 * an optional yes/no, a required yes/no, optional text), used twice, and one
 * conversation on es-almacen. Written by a sixty-second writer who read
 * neither the readers, the lexicons, the interviewer nor the corpus tests,
 * nor ran them. New ground: Cádiz, La Ceja (Antioquia), Plasencia (Cáceres),
 * Villa Guerrero and the Colón Free Zone, and as tenants Extremadura, Cádiz,
 * Antioquia, Panama and the Estado de México; gaditano spelling ("ejque",
 * "estao", "er orden", "ná", "pisha"), paisa, central Mexican and Panamanian
 * words ("Xopá", "buco tiempo", "fren", "bien pritty", "Ayala"); months as
 * summers, as flower seasons ("3 San Valentines y 2 Madres") and from a
 * carnival with no end; a rating out of ten ("Un 8 de 10") and one in words
 * ("Ni fu ni fa"); stems an hour given as bunches of 25; boxes an hour where
 * order lines are asked; a question back that splits a rating (the work or
 * the flower); an agency hire moved to the payroll; two plain typists, one
 * on the built-in who settles her own hedge ("Un 4 o un 5... un 4"). The
 * intake weighs more than before: three and four referees named before their
 * details, details sent in later messages, phones set right later, a referee
 * replaced, landlines (Colombia's new "(604)" format, a Panamanian
 * warehouse, a Mexican office) beside foreign mobiles, consents with a
 * condition of when. The owner of a bar in Cádiz on the built-in (held out,
 * below); the supervisor of post-harvest at a rose farm in La Ceja on
 * es-floricultura ("Le tocaron 3 San Valentines y 2 Madres" asked again
 * (29), "Al cuarto frío no entraba … Corte tampoco", "30 bonches por hora,
 * de 25 tallos cada uno" (750), "en Madres se me enfermó. Un 4", "pregúntele
 * a la de salud ocupacional" (blank)); the owner of a hardware shop in
 * Plasencia on the built-in, a plain typist ("dos años", "trabajdora", "Un 4
 * o un 5... un 4", "no se" (blank)); the owner of a flower greenhouse in
 * Villa Guerrero on es-floricultura ("era de los fumigadores, pero también
 * le echaba la mano al del riego" asked which, "Entró en la temporada de
 * muertos del 2021 y se fue pal norte en enero" asked again ("Como 3 años...
 * no, más, ponle 38 meses"), "¿La calidad de su trabajo de él o la de la
 * flor?" asked again (4), "entre 200 y 300 tallos por hora" asked again
 * (250), "Paso esa" (blank), "Pues si regresa del norte, sí"); and the
 * supervisor of a re-export warehouse in the Colón Free Zone on es-almacen
 * ("buco tiempo, desde los carnavales del 2023" asked again (30), "Esa la
 * tiene vencida" (no), "Entró por una agencia y al año lo pasamos a
 * planilla" asked which (En plantilla), "como 40 bultos por hora" asked
 * again (blank)). In the intake: a shop assistant in Plasencia who types
 * short ("si, de acuerdo", "ya esta gracias"); a rose-farm worker in La Ceja
 * (a numbered list, "él tiene fijo nomás, (604) 553 4120", "659 48 31 27"
 * asked which country, an address sent later); a waiter in Cádiz who refuses
 * ("Ejque no, quillo … Paco Lebrón (plebron@…) … Otro día si eso": nothing
 * kept); and a warehouse worker in Colón ("pero que los llamen después de
 * las 5", four referees named first, "fijo del almacén 441-2876", "300 517
 * 2284" asked which country, "el de Edwin es 6672-4581, lo tenía mal",
 * "mejor quita a Kelvin … Pon a Yariela Pinzón").
 *
 * Held out: es-r91, on the built-in questionnaire (the bar in Cádiz: "Dos
 * veranos y el invierno de en medio" asked again (16), "Un 8 de 10" asked
 * again (4), "Ni fu ni fa, la cafetera no la domina" asked again (3), "no ha
 * mandao a nadie" (blank), "Claro que sí pisha"), and es-i195, a sprayer in
 * Villa Guerrero ("Nomás a don Chema háblenle después del 15", three
 * referees described before they are named, "tel de la oficina 714 146
 * 0231", "(616) 392-7745" for a supervisor in Holland, Michigan, valid in
 * Mexico too, asked which country, "el cel de don Chema es 722 198 3365, le
 * cambié los últimos").
 *
 * SIXTY-FOURTH BLIND SET (2026-12-03): es-r93, es-t128, es-r94, es-t129 and
 * es-t130, appended at the end of the referee cases, and es-i196…es-i200,
 * appended at the end of the intake cases, with one more tenant
 * questionnaire (es-turismo, adventure tourism and guiding as a trekking
 * agency in Cusco writes it and the head of operations of a trekking agency
 * in Cusco or the owner of a volcano-hike operator in Antigua Guatemala
 * answers it: the post as a single choice (an assistant guide who spent a
 * month as the base camp's cook is an assistant), months with the unit in
 * the prompt (given from a high season to "después del Inti Raymi" with the
 * Februaries the trail is closed, or as "casi 3" years), the services as a
 * REQUIRED multiple choice named in the trade's jargon ("el Inca de 4
 * días", "el corto de 2 días", "full day", "Rainbow y Humantay", "los
 * recojos", "el Acatenango con noche en el base camp", "el Pacaya", "los
 * shuttles a La Aurora … de acompañante"; the day hikes, pick-ups and the
 * city tour excluded in words), a rating of how they treat the passengers,
 * passengers a group (optional, with the unit in the prompt, given as a
 * range or as groups a day), an OPTIONAL rating of how they respond to
 * altitude sickness on the trail, an official guide's licence "or the
 * equivalent of your country" as an optional yes/no, a required yes/no,
 * optional text), used twice, and one conversation on es-bodega. Written by
 * a sixty-fourth writer who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them. New ground: Punta del
 * Este, Cusco, La Habana, Antigua Guatemala, Ica, Molina de Segura and Bata,
 * and as tenants Peru, Uruguay, Guatemala, Murcia and Equatorial Guinea;
 * Uruguayan ("ta", "una masa", "capaz que", "ponele"), Cusco Spanish with
 * Quechua ("Imaynalla", "achachau", "Sulpayki"), Cuban, Guatemalan
 * ("chilero", "la chumpa", "púchica", "Simón"), Peruvian coastal and
 * Equatoguinean words with Fang ("Mbolo", "akiba"); a referee who dictates
 * by voice in lower case with the punctuation said as words ("cuatro
 * punto", "cinco coma en la cocina es un duro"); months as summer seasons
 * with the Semana de Turismo, as a trail season with its closed Februaries,
 * as grape harvests worked only three months a year; groups a day where
 * passengers a group are asked; a question back with its answer inside
 * ("¿El carné del INGUAT cuenta? Ese sí lo tiene"); a task that is no option
 * (the distilling) beside one excluded in words (the bottling); a rating in
 * words set right in the same message ("Cuatro y medio. Bueno no, 4"). The
 * intake weighs more than before: three referees in one long message each
 * described before being named, a referee taken out and replaced inside
 * that same message, nicknames before names ("el Colo", "la Negra", "mamá
 * Pilar"), numbers that are "el mismo del hostal" or "de la oficina del
 * restaurante", an Argentine mobile with the 15, a Bolivian mobile on
 * WhatsApp, an Ecuadorian and a Cameroonian mobile in local format, a
 * surname the voice dictation got wrong set right by typing. The owner of a
 * beach restaurant in Punta del Este on the built-in (held out, below); the
 * head of operations of a trekking agency in Cusco on es-turismo ("se fue
 * después del Inti Raymi … cada febrero se cierra el Camino" asked again
 * (51), "El corto de 2 días también, pero ese no es el de 4 ps", "de 8 a 16
 * pax, depende" asked again (12), the licence tapped); the owner of a
 * paladar in the Vedado dictating on the built-in ("desde enero del 2023
 * hasta agosto de este año" (43), "cuatro punto", teamwork and reliability
 * in one dictated message and "ya se lo dije coma un tres", "si regresa de
 * la yuma sí"); the owner of a volcano-hike operator in Antigua Guatemala
 * on es-turismo ("Después lo pasamos a cocinero del base camp un tiempo"
 * asked which (Asistente de guía), "Más de 2 años, casi 3" asked again (33),
 * "Salíamos con 2 o 3 grupos por día" asked again (12), "Púchica, esa no
 * sabría decirte" (blank)); and the owner of a pisco bodega in Ica on
 * es-bodega ("Tres vendimias … solo venía de febrero a abril" asked again
 * (9), "el alambique, la destilación, eso lo hacía él solito", "Brevete de
 * montacarga no tiene" (no), "A nadie, él no era capataz" (0)). In the
 * intake: a trekking guide in Cusco ("Ya, normal, acepto", a hostel owner
 * taken out in the message that named him, "es mi tío", "712 45 893" asked
 * which country, "me equivoqué en los dos últimos"); a waiter in Punta del
 * Este ("que no llamen antes de las 11", "el Colo" and "la Negra", "llamalo
 * al fijo del parador", "011 15 4872-3190" asked which country, "con punto
 * en el medio"); a hike guide in Antigua who asks a question back and
 * refuses ("el Lic. Otto Castañeda (ocastaneda@…) … me saca": nothing
 * kept); and a cannery worker in Molina de Segura dictating by voice ("pero
 * solo después de la entrevista", "encarnacion punto barela arroba …", "el
 * dictado me puso Barela, es Valera con V", "099 214 7365" asked which
 * country).
 *
 * Held out: es-r93, on the built-in questionnaire (the beach restaurant in
 * Punta del Este: "Hizo tres temporadas y la Semana de Turismo" asked again
 * (12), "¿Técnica de qué? ella no cocina eh" asked again (4), "Cuatro y
 * medio. Bueno no, 4", "capaz un 3 o un 4, no sé" asked again (3)), and
 * es-i200, a hotel cook in Bata ("Mbolo", "que llamen por la tarde", three
 * referees described before they are named, "mamá Pilar … 222 27 45 16, no
 * 61", "el mismo de la oficina del restaurante", "6 94 27 81 53" asked which
 * country and then taken out for "el padre Ignacio Soler", "akiba").
 *
 * HELD OUT: every fifth conversation by position in each list (index 4, 9,
 * 14, …), as in the English corpus. Add new cases at the END only.
 */

/** Customer support: every kind; a relationship choice, years, people (optional). */
export const ES_SOPORTE: TypedQuestionnaire = {
  id: 'es-soporte',
  name: 'Referencia: atención al cliente',
  questions: [
    {
      key: 'relacion',
      kind: 'choice',
      prompt: '¿Qué relación tenía con la persona candidata?',
      options: ['Su responsable directo', 'Compañero de equipo', 'Persona a su cargo', 'Cliente'],
      multiple: false,
      required: true,
    },
    {
      key: 'anios',
      kind: 'number',
      prompt: '¿Cuántos años trabajaron juntos?',
      min: 0,
      max: 50,
      required: true,
    },
    {
      key: 'trato',
      kind: 'rating',
      prompt: 'Del 1 al 5, ¿cómo valora su trato con los clientes?',
      label: 'Trato con clientes',
      required: true,
    },
    {
      key: 'canales',
      kind: 'choice',
      prompt: '¿Qué canales atendía? Puede marcar varios (opcional).',
      options: ['Teléfono', 'Correo', 'Chat', 'Redes sociales'],
      multiple: true,
      required: false,
    },
    {
      key: 'recontratar',
      kind: 'yes_no',
      prompt: '¿Volvería a trabajar con esta persona?',
      required: true,
    },
    {
      key: 'personas',
      kind: 'number',
      prompt: '¿A cuántas personas coordinaba? (opcional)',
      min: 1,
      max: 500,
      required: false,
    },
    {
      key: 'destaca',
      kind: 'text',
      prompt: '¿Qué es lo que mejor hace?',
      required: true,
    },
  ],
};

/** Site management: months, a rating, an optional yes/no, a single choice, optional text. */
export const ES_OBRA: TypedQuestionnaire = {
  id: 'es-obra',
  name: 'Referencia: jefatura de obra',
  questions: [
    {
      key: 'meses',
      kind: 'number',
      prompt: '¿Cuántos meses coincidieron en obra?',
      min: 1,
      max: 600,
      required: true,
    },
    {
      key: 'seguridad',
      kind: 'rating',
      prompt: 'Del 1 al 5, ¿cómo cumplía las normas de seguridad?',
      label: 'Seguridad',
      required: true,
    },
    {
      key: 'carnet',
      kind: 'yes_no',
      prompt: '¿Tiene carnet de conducir? (opcional)',
      required: false,
    },
    {
      key: 'jornada',
      kind: 'choice',
      prompt: '¿Qué jornada hacía?',
      options: ['Completa', 'Media jornada', 'Por turnos'],
      multiple: false,
      required: true,
    },
    {
      key: 'comentario',
      kind: 'text',
      prompt: '¿Quiere añadir algo más? (opcional)',
      required: false,
    },
  ],
};

/**
 * Hospitality (second blind set): a single choice whose options people
 * name in several ways, hours a week (a unit people mix with "jornada"), a
 * rating, an optional multiple choice, a required yes/no, optional text.
 */
export const ES_HOSTELERIA: TypedQuestionnaire = {
  id: 'es-hosteleria',
  name: 'Referencia: hostelería',
  questions: [
    {
      key: 'puesto',
      kind: 'choice',
      prompt: '¿En qué puesto trabajaba principalmente?',
      options: ['Cocina', 'Sala', 'Barra', 'Recepción'],
      multiple: false,
      required: true,
    },
    {
      key: 'horas',
      kind: 'number',
      prompt: '¿Cuántas horas a la semana trabajaba, más o menos?',
      min: 1,
      max: 80,
      required: true,
    },
    {
      key: 'puntualidad',
      kind: 'rating',
      prompt: 'Del 1 al 5, ¿cómo valora su puntualidad?',
      label: 'Puntualidad',
      required: true,
    },
    {
      key: 'idiomas',
      kind: 'choice',
      prompt: '¿Qué idiomas usaba con los clientes? Puede marcar varios (opcional).',
      options: ['Inglés', 'Francés', 'Alemán', 'Portugués'],
      multiple: true,
      required: false,
    },
    {
      key: 'caja',
      kind: 'yes_no',
      prompt: '¿Manejaba la caja o dinero en efectivo?',
      required: true,
    },
    {
      key: 'incidencias',
      kind: 'text',
      prompt: '¿Hubo algún problema que debamos conocer? (opcional)',
      required: false,
    },
  ],
};

/**
 * Teachers (third blind set), as a school in Spain writes it: years of
 * teaching experience (a number people give with halves and decimals), a
 * REQUIRED multiple choice of Spanish school stages (which a Mexican referee
 * names in Mexican words), two ratings (one optional), a required yes/no,
 * pupils per class (optional), optional text.
 */
export const ES_ACADEMIA: TypedQuestionnaire = {
  id: 'es-academia',
  name: 'Referencia: profesorado',
  questions: [
    {
      key: 'experiencia',
      kind: 'number',
      prompt: '¿Cuántos años de experiencia como docente tiene, aproximadamente?',
      min: 0,
      max: 45,
      required: true,
    },
    {
      key: 'etapas',
      kind: 'choice',
      prompt: '¿En qué etapas daba clase? Puede marcar varias.',
      options: ['Infantil', 'Primaria', 'ESO', 'Bachillerato'],
      multiple: true,
      required: true,
    },
    {
      key: 'aula',
      kind: 'rating',
      prompt: 'Del 1 al 5, ¿cómo gestiona el aula?',
      label: 'Gestión del aula',
      required: true,
    },
    {
      key: 'familias',
      kind: 'rating',
      prompt: 'Del 1 al 5, ¿qué tal la relación con las familias? (opcional)',
      label: 'Relación con las familias',
      required: false,
    },
    {
      key: 'tutoria',
      kind: 'yes_no',
      prompt: '¿Ha sido tutor o tutora de algún grupo?',
      required: true,
    },
    {
      key: 'alumnos',
      kind: 'number',
      prompt: '¿Cuántos alumnos tenía por clase, más o menos? (opcional)',
      min: 1,
      max: 60,
      required: false,
    },
    {
      key: 'comentario',
      kind: 'text',
      prompt: '¿Algo más que quiera contarnos? (opcional)',
      required: false,
    },
  ],
};

/**
 * Delivery and truck drivers (fourth blind set): a single choice of route,
 * years as a professional driver (decimals), licence classes as a REQUIRED
 * multiple choice whose options are letters, a rating, a required yes/no
 * that people answer with a story, deliveries a day (optional), optional
 * text.
 */
export const ES_REPARTO: TypedQuestionnaire = {
  id: 'es-reparto',
  name: 'Referencia: conductores y reparto',
  questions: [
    {
      key: 'ruta',
      kind: 'choice',
      prompt: '¿Qué tipo de ruta hacía?',
      options: ['Urbana', 'Regional', 'Internacional'],
      multiple: false,
      required: true,
    },
    {
      key: 'anios',
      kind: 'number',
      prompt: '¿Cuántos años de experiencia tiene como conductor profesional?',
      min: 0,
      max: 45,
      required: true,
    },
    {
      key: 'carnets',
      kind: 'choice',
      prompt: '¿Qué permisos de conducir tiene? Puede marcar varios.',
      options: ['B', 'C', 'C+E', 'D'],
      multiple: true,
      required: true,
    },
    {
      key: 'conduccion',
      kind: 'rating',
      prompt: 'Del 1 al 5, ¿cómo conduce?',
      label: 'Conducción',
      required: true,
    },
    {
      key: 'incidencias',
      kind: 'yes_no',
      prompt: '¿Tuvo algún accidente o multa con el vehículo de la empresa?',
      required: true,
    },
    {
      key: 'entregas',
      kind: 'number',
      prompt: '¿Cuántas entregas hacía al día, más o menos? (opcional)',
      min: 1,
      max: 300,
      required: false,
    },
    {
      key: 'comentario',
      kind: 'text',
      prompt: '¿Quiere añadir algo? (opcional)',
      required: false,
    },
  ],
};

/**
 * B2B software sales (sixth blind set), as a Mexico City start-up writes it:
 * the candidate's role as a choice whose options are English job titles,
 * months together, a required yes/no on quota, a rating, an optional multiple
 * choice of sales tools that people name by their jargon ("SFDC", "Sales
 * Nav"), accounts handled at once (optional), a required yes/no, optional
 * text.
 */
export const ES_VENTAS: TypedQuestionnaire = {
  id: 'es-ventas',
  name: 'Referencia: ventas B2B',
  questions: [
    {
      key: 'rol',
      kind: 'choice',
      prompt: '¿Qué rol tenía la persona candidata?',
      options: ['SDR / BDR', 'Account Executive', 'Customer Success', 'Otro'],
      multiple: false,
      required: true,
    },
    {
      key: 'meses',
      kind: 'number',
      prompt: '¿Cuántos meses trabajaron juntos?',
      min: 1,
      max: 240,
      required: true,
    },
    {
      key: 'cuota',
      kind: 'yes_no',
      prompt: '¿Llegaba a su cuota de forma consistente?',
      required: true,
    },
    {
      key: 'prospeccion',
      kind: 'rating',
      prompt: 'Del 1 al 5, ¿cómo calificarías su prospección?',
      label: 'Prospección',
      required: true,
    },
    {
      key: 'herramientas',
      kind: 'choice',
      prompt: '¿Qué herramientas usaba? Puedes marcar varias (opcional).',
      options: ['Salesforce', 'HubSpot', 'Pipedrive', 'LinkedIn Sales Navigator'],
      multiple: true,
      required: false,
    },
    {
      key: 'cuentas',
      kind: 'number',
      prompt: '¿Cuántas cuentas manejaba a la vez? (opcional)',
      min: 1,
      max: 500,
      required: false,
    },
    {
      key: 'recontratar',
      kind: 'yes_no',
      prompt: '¿Volverías a contratar a esta persona?',
      required: true,
    },
    {
      key: 'comentario',
      kind: 'text',
      prompt: '¿Algo más que quieras agregar? (opcional)',
      required: false,
    },
  ],
};

/**
 * Home care (eighth blind set): carers of elderly people, children or
 * disabled people, as a Spanish family or a Paraguayan one writes about
 * them: who they looked after (single choice), years in the house, tasks as
 * a REQUIRED multiple choice, a rating, live-in as a required yes/no, hours
 * a day (optional, which a live-in carer cannot count), optional text.
 */
export const ES_CUIDADOS: TypedQuestionnaire = {
  id: 'es-cuidados',
  name: 'Referencia: cuidado de personas',
  questions: [
    {
      key: 'persona',
      kind: 'choice',
      prompt: '¿A quién cuidaba?',
      options: ['Personas mayores', 'Niños', 'Personas con discapacidad'],
      multiple: false,
      required: true,
    },
    {
      key: 'anios',
      kind: 'number',
      prompt: '¿Cuántos años trabajó en su casa?',
      min: 0,
      max: 40,
      required: true,
    },
    {
      key: 'tareas',
      kind: 'choice',
      prompt: '¿Qué tareas hacía? Puede marcar varias.',
      options: ['Aseo personal', 'Cocina', 'Limpieza de la casa', 'Medicación'],
      multiple: true,
      required: true,
    },
    {
      key: 'trato',
      kind: 'rating',
      prompt: 'Del 1 al 5, ¿cómo era su trato con la persona cuidada?',
      label: 'Trato',
      required: true,
    },
    {
      key: 'interna',
      kind: 'yes_no',
      prompt: '¿Trabajaba como interna o interno (vivía en la casa)?',
      required: true,
    },
    {
      key: 'horas',
      kind: 'number',
      prompt: '¿Cuántas horas al día trabajaba, más o menos? (opcional)',
      min: 1,
      max: 24,
      required: false,
    },
    {
      key: 'comentario',
      kind: 'text',
      prompt: '¿Quiere añadir algo? (opcional)',
      required: false,
    },
  ],
};

/**
 * Farm work (tenth blind set), as a grower in Murcia or an agro-exporter in
 * Peru writes it: the kind of farm (a single choice that table grapes or
 * lettuce fields do not name), seasons worked (a unit people give in years),
 * tasks as a REQUIRED multiple choice, a rating, an optional licence yes/no,
 * a required crew-boss yes/no, people in charge (optional, which a worker
 * who led no one cannot give), optional text.
 */
export const ES_CAMPO: TypedQuestionnaire = {
  id: 'es-campo',
  name: 'Referencia: trabajo agrícola',
  questions: [
    {
      key: 'explotacion',
      kind: 'choice',
      prompt: '¿En qué tipo de explotación trabajaba?',
      options: ['Invernadero', 'Frutales', 'Viña', 'Hortalizas al aire libre'],
      multiple: false,
      required: true,
    },
    {
      key: 'campanias',
      kind: 'number',
      prompt: '¿Cuántas campañas (temporadas) trabajó con ustedes?',
      min: 1,
      max: 40,
      required: true,
    },
    {
      key: 'tareas',
      kind: 'choice',
      prompt: '¿Qué tareas hacía? Puede marcar varias.',
      options: ['Recolección', 'Poda', 'Tractor y maquinaria', 'Envasado en almacén'],
      multiple: true,
      required: true,
    },
    {
      key: 'rendimiento',
      kind: 'rating',
      prompt: 'Del 1 al 5, ¿cómo valora su rendimiento?',
      label: 'Rendimiento',
      required: true,
    },
    {
      key: 'fitosanitarios',
      kind: 'yes_no',
      prompt: '¿Tiene el carné de aplicador de fitosanitarios? (opcional)',
      required: false,
    },
    {
      key: 'encargado',
      kind: 'yes_no',
      prompt: '¿Hizo de encargado o capataz de alguna cuadrilla?',
      required: true,
    },
    {
      key: 'cuadrilla',
      kind: 'number',
      prompt: '¿Cuántas personas llegó a tener a su cargo? (opcional)',
      min: 1,
      max: 200,
      required: false,
    },
    {
      key: 'comentario',
      kind: 'text',
      prompt: '¿Quiere añadir algo? (opcional)',
      required: false,
    },
  ],
};

/**
 * Hair salons (eleventh blind set), as a salon owner in Spain, London or
 * Madrid's Usera writes it: years in the trade (which people split between
 * "with me" and "in total"), services as a REQUIRED multiple choice whose
 * options people name by their jargon ("mechas", "balayage", "barber",
 * "trenzas"), a rating, clients of one's own as an optional yes/no, how they
 * worked (a contract, a rented chair, a traineeship) as a single choice,
 * clients a day (optional), a required yes/no, optional text.
 */
export const ES_PELUQUERIA: TypedQuestionnaire = {
  id: 'es-peluqueria',
  name: 'Referencia: peluquería',
  questions: [
    {
      key: 'anios',
      kind: 'number',
      prompt: '¿Cuántos años de experiencia tiene en el oficio, más o menos?',
      min: 0,
      max: 50,
      required: true,
    },
    {
      key: 'servicios',
      kind: 'choice',
      prompt: '¿Qué servicios hacía? Puede marcar varios.',
      options: ['Corte', 'Color y mechas', 'Peinados y recogidos', 'Barbería'],
      multiple: true,
      required: true,
    },
    {
      key: 'trato',
      kind: 'rating',
      prompt: 'Del 1 al 5, ¿cómo trataba a la clientela?',
      label: 'Trato con la clientela',
      required: true,
    },
    {
      key: 'clientela',
      kind: 'yes_no',
      prompt: '¿Tenía clientela propia, gente que venía solo por esta persona? (opcional)',
      required: false,
    },
    {
      key: 'modalidad',
      kind: 'choice',
      prompt: '¿Cómo trabajaba en su salón?',
      options: ['Con contrato', 'Alquilaba un sillón (autónomo)', 'En prácticas'],
      multiple: false,
      required: true,
    },
    {
      key: 'clientes',
      kind: 'number',
      prompt: '¿A cuántos clientes atendía en un día normal? (opcional)',
      min: 1,
      max: 60,
      required: false,
    },
    {
      key: 'recontratar',
      kind: 'yes_no',
      prompt: '¿Volvería a trabajar con esta persona?',
      required: true,
    },
    {
      key: 'comentario',
      kind: 'text',
      prompt: '¿Quiere añadir algo? (opcional)',
      required: false,
    },
  ],
};

/**
 * Bakeries (twelfth blind set), as a village bakery in Extremadura or a
 * panadería in Córdoba (Argentina) writes it: years in the trade (which
 * people give as "with me" and "since he was a boy"), what they made as a
 * REQUIRED multiple choice whose options people name by regional jargon
 * ("facturas", "medialunas", "empanás"), the shift as a single choice, a
 * rating, the food-handler card as an optional yes/no, running the oven
 * alone as a required yes/no, kilos of dough a shift (optional, which
 * people give in sacks of flour), optional text.
 */
export const ES_OBRADOR: TypedQuestionnaire = {
  id: 'es-obrador',
  name: 'Referencia: panadería y obrador',
  questions: [
    {
      key: 'oficio',
      kind: 'number',
      prompt: '¿Cuántos años lleva en el oficio de panadero o pastelero?',
      min: 0,
      max: 50,
      required: true,
    },
    {
      key: 'elaboraciones',
      kind: 'choice',
      prompt: '¿Qué elaboraba? Puede marcar varias.',
      options: ['Pan', 'Bollería y hojaldre', 'Pastelería', 'Salados y empanadas'],
      multiple: true,
      required: true,
    },
    {
      key: 'turno',
      kind: 'choice',
      prompt: '¿En qué turno trabajaba?',
      options: ['Madrugada (obrador)', 'Mañana (despacho)', 'Tarde'],
      multiple: false,
      required: true,
    },
    {
      key: 'higiene',
      kind: 'rating',
      prompt: 'Del 1 al 5, ¿cómo cumplía la higiene y la limpieza del obrador?',
      label: 'Higiene',
      required: true,
    },
    {
      key: 'manipulador',
      kind: 'yes_no',
      prompt: '¿Tiene el carné de manipulador de alimentos? (opcional)',
      required: false,
    },
    {
      key: 'horno',
      kind: 'yes_no',
      prompt: '¿Llevaba el horno solo, sin supervisión?',
      required: true,
    },
    {
      key: 'kilos',
      kind: 'number',
      prompt: '¿Cuántos kilos de masa trabajaba en un turno, más o menos? (opcional)',
      min: 1,
      max: 2000,
      required: false,
    },
    {
      key: 'comentario',
      kind: 'text',
      prompt: '¿Quiere añadir algo? (opcional)',
      required: false,
    },
  ],
};

/**
 * Car repair workshops (thirteenth blind set), as a taller in Spain or Latin
 * America writes it: years as a mechanic (which people give as "since he was
 * fifteen"), what they worked on as a REQUIRED multiple choice whose options
 * every country names differently ("chapa y pintura", "latonería",
 * "hojalatería"; "la parte eléctrica", "el escáner"; "pneumàtics",
 * "llantera"), a diagnosis rating, the grade in the shop as a single choice
 * ("maestro" is none of them), own tools as an optional yes/no, vehicles a
 * week (optional, which people give per day or per season), a required
 * yes/no, optional text.
 */
export const ES_TALLER: TypedQuestionnaire = {
  id: 'es-taller',
  name: 'Referencia: taller mecánico',
  questions: [
    {
      key: 'anios',
      kind: 'number',
      prompt: '¿Cuántos años lleva trabajando de mecánico?',
      min: 0,
      max: 50,
      required: true,
    },
    {
      key: 'especialidades',
      kind: 'choice',
      prompt: '¿En qué trabajaba? Puede marcar varias.',
      options: [
        'Mecánica general',
        'Electricidad y diagnosis',
        'Chapa y pintura',
        'Neumáticos y alineación',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'diagnostico',
      kind: 'rating',
      prompt: 'Del 1 al 5, ¿qué tal encuentra las averías?',
      label: 'Diagnóstico de averías',
      required: true,
    },
    {
      key: 'categoria',
      kind: 'choice',
      prompt: '¿Qué categoría tenía en el taller?',
      options: ['Jefe de taller', 'Oficial de primera', 'Oficial de segunda o tercera', 'Aprendiz'],
      multiple: false,
      required: true,
    },
    {
      key: 'herramienta',
      kind: 'yes_no',
      prompt: '¿Trabajaba con su propia herramienta? (opcional)',
      required: false,
    },
    {
      key: 'vehiculos',
      kind: 'number',
      prompt: '¿Cuántos vehículos sacaba a la semana, más o menos? (opcional)',
      min: 1,
      max: 150,
      required: false,
    },
    {
      key: 'recontratar',
      kind: 'yes_no',
      prompt: '¿Volvería a contratar a esta persona?',
      required: true,
    },
    {
      key: 'comentario',
      kind: 'text',
      prompt: '¿Quiere añadir algo? (opcional)',
      required: false,
    },
  ],
};

/**
 * Cleaning (fourteenth blind set), as a hotel housekeeper on the Cádiz coast
 * or a cleaning contractor in Guadalajara (Mexico) writes it: months with
 * them (which people give in seasons or as dates), where they cleaned as a
 * REQUIRED multiple choice ("camarera de pisos", "la clínica", options named
 * by their place in the list), the shift as a single choice that every
 * country names its own way ("tercer turno" is the night), a thoroughness
 * rating, machines as an optional yes/no, rooms or offices a shift
 * (optional), whether they were trusted with keys or the alarm code as a
 * required yes/no (which a company may refuse to answer), optional text.
 */
export const ES_LIMPIEZA: TypedQuestionnaire = {
  id: 'es-limpieza',
  name: 'Referencia: limpieza',
  questions: [
    {
      key: 'meses',
      kind: 'number',
      prompt: '¿Cuántos meses trabajó con ustedes, más o menos?',
      min: 1,
      max: 480,
      required: true,
    },
    {
      key: 'espacios',
      kind: 'choice',
      prompt: '¿Dónde limpiaba? Puede marcar varios.',
      options: [
        'Oficinas',
        'Hospitales y clínicas',
        'Habitaciones de hotel',
        'Portales y comunidades',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'horario',
      kind: 'choice',
      prompt: '¿En qué horario trabajaba?',
      options: ['De mañana', 'De tarde', 'De noche', 'Jornada partida'],
      multiple: false,
      required: true,
    },
    {
      key: 'minuciosidad',
      kind: 'rating',
      prompt: 'Del 1 al 5, ¿cómo de minucioso era su trabajo?',
      label: 'Minuciosidad',
      required: true,
    },
    {
      key: 'maquinaria',
      kind: 'yes_no',
      prompt: '¿Manejaba maquinaria como fregadora, rotativa o abrillantadora? (opcional)',
      required: false,
    },
    {
      key: 'estancias',
      kind: 'number',
      prompt: '¿Cuántas habitaciones u oficinas hacía en un turno, más o menos? (opcional)',
      min: 1,
      max: 80,
      required: false,
    },
    {
      key: 'llaves',
      kind: 'yes_no',
      prompt: '¿Le confiaban llaves o el código de la alarma?',
      required: true,
    },
    {
      key: 'comentario',
      kind: 'text',
      prompt: '¿Quiere añadir algo? (opcional)',
      required: false,
    },
  ],
};

/**
 * Private security (fifteenth blind set), as a security company in Spain,
 * Melilla or Colombia writes it: years in private security (which people
 * give per employer), services as a REQUIRED multiple choice that people
 * name by their jargon ("la portería", "el arco y el escáner", "el
 * monitoreo", "rondas con el canino"), the licence in force as a required
 * yes/no whose name changes by country (TIP, credencial), armed service as an
 * optional yes/no (answered with a calibre), the shift as a single choice
 * that people give as rotations ("2x2x2"), an incident rating, a punctuality
 * rating (optional), guards coordinated (optional), optional text.
 */
export const ES_SEGURIDAD: TypedQuestionnaire = {
  id: 'es-seguridad',
  name: 'Referencia: seguridad privada',
  questions: [
    {
      key: 'anios',
      kind: 'number',
      prompt: '¿Cuántos años lleva trabajando en seguridad privada?',
      min: 0,
      max: 45,
      required: true,
    },
    {
      key: 'servicios',
      kind: 'choice',
      prompt: '¿Qué servicios prestaba? Puede marcar varios.',
      options: [
        'Control de accesos',
        'Rondas y patrullaje',
        'Videovigilancia (CCTV)',
        'Escolta y transporte de fondos',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'habilitacion',
      kind: 'yes_no',
      prompt: '¿Tiene en vigor la habilitación o licencia de vigilante de su país?',
      required: true,
    },
    {
      key: 'arma',
      kind: 'yes_no',
      prompt: '¿Prestaba servicio con arma? (opcional)',
      required: false,
    },
    {
      key: 'turno',
      kind: 'choice',
      prompt: '¿Qué turno hacía?',
      options: ['Diurno', 'Nocturno', 'Rotativo'],
      multiple: false,
      required: true,
    },
    {
      key: 'incidentes',
      kind: 'rating',
      prompt: 'Del 1 al 5, ¿cómo reacciona ante un incidente?',
      label: 'Reacción ante incidentes',
      required: true,
    },
    {
      key: 'puntualidad',
      kind: 'rating',
      prompt: 'Del 1 al 5, ¿cómo cumplía con la puntualidad y los relevos? (opcional)',
      label: 'Puntualidad y relevos',
      required: false,
    },
    {
      key: 'vigilantes',
      kind: 'number',
      prompt: '¿A cuántos vigilantes llegó a coordinar? (opcional)',
      min: 1,
      max: 200,
      required: false,
    },
    {
      key: 'comentario',
      kind: 'text',
      prompt: '¿Quiere añadir algo? (opcional)',
      required: false,
    },
  ],
};

/**
 * Warehouses and logistics (sixteenth blind set), as a distribution centre in
 * Spain, Mexico or Central America writes it: months with them, tasks as a
 * REQUIRED multiple choice whose options every country names differently
 * (picking: "surtido", "piquín"; the forklift: "el toro", "el montacargas",
 * "el clark"; loading: "cargar los contenedores", "descargar tráilers"; stock:
 * "conteo cíclico", "recuentos"), the forklift licence as an optional yes/no
 * (the DC-3 in Mexico, the INFOP card in Honduras, the carné de carretillero
 * in Spain), how they were hired as a single choice ("de planta", "por
 * outsourcing", "por la agencia"), an accuracy rating, a safety rating
 * (optional), order lines an hour (optional, which people give in boxes),
 * a required yes/no, optional text.
 */
export const ES_ALMACEN: TypedQuestionnaire = {
  id: 'es-almacen',
  name: 'Referencia: almacén y logística',
  questions: [
    {
      key: 'meses',
      kind: 'number',
      prompt: '¿Cuántos meses trabajó en su almacén?',
      min: 1,
      max: 480,
      required: true,
    },
    {
      key: 'tareas',
      kind: 'choice',
      prompt: '¿Qué tareas hacía? Puede marcar varias.',
      options: [
        'Preparación de pedidos (picking)',
        'Carga y descarga de camiones',
        'Carretilla elevadora',
        'Inventario y recepción de mercancía',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'carretillero',
      kind: 'yes_no',
      prompt: '¿Tiene el carné o la acreditación de carretillero? (opcional)',
      required: false,
    },
    {
      key: 'contrato',
      kind: 'choice',
      prompt: '¿Cómo estaba contratado?',
      options: ['En plantilla', 'A través de una ETT o agencia', 'Autónomo o por horas'],
      multiple: false,
      required: true,
    },
    {
      key: 'precision',
      kind: 'rating',
      prompt: 'Del 1 al 5, ¿cómo de preciso era preparando pedidos, sin errores ni faltas?',
      label: 'Precisión',
      required: true,
    },
    {
      key: 'prevencion',
      kind: 'rating',
      prompt:
        'Del 1 al 5, ¿cómo cumplía la prevención de riesgos (chaleco, calzado, normas)? (opcional)',
      label: 'Prevención de riesgos',
      required: false,
    },
    {
      key: 'lineas',
      kind: 'number',
      prompt: '¿Cuántas líneas de pedido preparaba por hora, más o menos? (opcional)',
      min: 1,
      max: 400,
      required: false,
    },
    {
      key: 'recontratar',
      kind: 'yes_no',
      prompt: '¿Volvería a contratar a esta persona?',
      required: true,
    },
    {
      key: 'comentario',
      kind: 'text',
      prompt: '¿Quiere añadir algo? (opcional)',
      required: false,
    },
  ],
};

/**
 * Mining (seventeenth blind set), as a mining contractor in Chile or Peru
 * writes it: the kind of site as a single choice that every country names
 * differently ("rajo" in Chile, "tajo" in Peru, "la corta" in Huelva,
 * "interior mina" in Bolivia), years in mining (which people give per
 * company), the equipment run as a REQUIRED multiple choice that people name
 * by model numbers and local words ("el 793", "volquete", "dúmper", "la
 * retro", "el jumbo", "el scoop"), the roster as a single choice ("7x7", "14
 * por 7", weekly rotations that fit none), a safety rating, the internal
 * operating licence as an optional yes/no, hours operated a shift (optional,
 * which people give net of meal breaks and shift changes), a required
 * yes/no, optional text.
 */
export const ES_MINERIA: TypedQuestionnaire = {
  id: 'es-mineria',
  name: 'Referencia: minería',
  questions: [
    {
      key: 'faena',
      kind: 'choice',
      prompt: '¿En qué tipo de faena trabajaba?',
      options: ['Rajo abierto', 'Mina subterránea', 'Planta de procesos'],
      multiple: false,
      required: true,
    },
    {
      key: 'anios',
      kind: 'number',
      prompt: '¿Cuántos años de experiencia tiene en minería?',
      min: 0,
      max: 45,
      required: true,
    },
    {
      key: 'equipos',
      kind: 'choice',
      prompt: '¿Qué equipos operaba? Puede marcar varios.',
      options: [
        'Camión de extracción (CAEX)',
        'Pala o excavadora',
        'Perforadora',
        'Cargador frontal o scoop',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'turno',
      kind: 'choice',
      prompt: '¿Qué sistema de turnos tenía?',
      options: ['4x4', '7x7', '14x7', 'Otro'],
      multiple: false,
      required: true,
    },
    {
      key: 'seguridad',
      kind: 'rating',
      prompt: 'Del 1 al 5, ¿cómo cumplía los estándares de seguridad (check list, bloqueo, EPP)?',
      label: 'Seguridad',
      required: true,
    },
    {
      key: 'licencia',
      kind: 'yes_no',
      prompt: '¿Tiene licencia interna de operación vigente? (opcional)',
      required: false,
    },
    {
      key: 'horas',
      kind: 'number',
      prompt: '¿Cuántas horas operaba en un turno, más o menos? (opcional)',
      min: 1,
      max: 14,
      required: false,
    },
    {
      key: 'recontratar',
      kind: 'yes_no',
      prompt: '¿Volvería a contratar a esta persona?',
      required: true,
    },
    {
      key: 'comentario',
      kind: 'text',
      prompt: '¿Quiere añadir algo? (opcional)',
      required: false,
    },
  ],
};

/**
 * Fishing crews (eighteenth blind set), as a shipowner in Burela (Lugo) or a
 * fishing company in Mar del Plata writes it: the job on board as a single
 * choice ("marinero de cubierta", "engrasador", "motorista"), months at sea
 * summed over the trips (which people give as seasons, as trips times days,
 * or as years with the company), the gear as a REQUIRED multiple choice that
 * every port names its own way ("palangre de fondo", "fresquero" for a
 * trawler, "nasas", the "potero" for squid, which is none of them), a rating
 * of their work in the manoeuvre, a safety rating (optional), the seaman's
 * book as an optional yes/no ("libreta de navegación", "libreta de embarco"),
 * the days of a normal trip (optional, which people give in weeks), a
 * required yes/no, optional text.
 */
export const ES_PESCA: TypedQuestionnaire = {
  id: 'es-pesca',
  name: 'Referencia: pesca y marinería',
  questions: [
    {
      key: 'puesto',
      kind: 'choice',
      prompt: '¿Qué puesto tenía a bordo?',
      options: ['Marinero', 'Mecánico o motorista', 'Cocinero', 'Patrón o contramaestre'],
      multiple: false,
      required: true,
    },
    {
      key: 'meses',
      kind: 'number',
      prompt: '¿Cuántos meses estuvo embarcado con ustedes, sumando todas las mareas?',
      min: 1,
      max: 480,
      required: true,
    },
    {
      key: 'artes',
      kind: 'choice',
      prompt: '¿Con qué artes de pesca trabajó? Puede marcar varias.',
      options: ['Arrastre', 'Cerco', 'Palangre', 'Artes menores (nasas, enmalle)'],
      multiple: true,
      required: true,
    },
    {
      key: 'maniobra',
      kind: 'rating',
      prompt: 'Del 1 al 5, ¿cómo trabajaba en la maniobra (largar y virar el arte)?',
      label: 'Trabajo en la maniobra',
      required: true,
    },
    {
      key: 'seguridad',
      kind: 'rating',
      prompt:
        'Del 1 al 5, ¿cómo cumplía la seguridad a bordo (chaleco, simulacros, guardias)? (opcional)',
      label: 'Seguridad a bordo',
      required: false,
    },
    {
      key: 'libreta',
      kind: 'yes_no',
      prompt:
        '¿Tiene en vigor la libreta de navegación (o de embarco) y la formación básica en seguridad? (opcional)',
      required: false,
    },
    {
      key: 'dias',
      kind: 'number',
      prompt: '¿Cuántos días duraba una marea normal en su barco, más o menos? (opcional)',
      min: 1,
      max: 200,
      required: false,
    },
    {
      key: 'recontratar',
      kind: 'yes_no',
      prompt: '¿Lo volvería a enrolar en su barco?',
      required: true,
    },
    {
      key: 'comentario',
      kind: 'text',
      prompt: '¿Quiere añadir algo? (opcional)',
      required: false,
    },
  ],
};

/**
 * Electricians and installers (nineteenth blind set), as an installation
 * company in Valencia writes it: years as an electrician (which people give
 * as "since he left school" or "since the hurricane"), the installations
 * they worked on as a REQUIRED multiple choice that mixes kinds of building
 * with solar ("residencias", "techos de almacenes", "placas", "paneles"), new
 * build or maintenance as a single choice, a safety rating, a finish rating
 * (optional), the installer's licence as an optional yes/no whose name
 * changes by country (carné de instalador in Spain, perito electricista in
 * Puerto Rico; none at all in some countries), call-outs a day (optional,
 * which an installer who does no call-outs cannot give), a required yes/no,
 * optional text.
 */
export const ES_ELECTRICIDAD: TypedQuestionnaire = {
  id: 'es-electricidad',
  name: 'Referencia: electricistas e instaladores',
  questions: [
    {
      key: 'anios',
      kind: 'number',
      prompt: '¿Cuántos años lleva trabajando de electricista?',
      min: 0,
      max: 50,
      required: true,
    },
    {
      key: 'instalaciones',
      kind: 'choice',
      prompt: '¿En qué tipo de instalaciones trabajaba? Puede marcar varias.',
      options: [
        'Viviendas',
        'Locales comerciales y oficinas',
        'Naves e industria',
        'Fotovoltaica (placas solares)',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'obra',
      kind: 'choice',
      prompt: '¿Hacía sobre todo obra nueva o mantenimiento?',
      options: ['Obra nueva', 'Mantenimiento y averías', 'Las dos cosas por igual'],
      multiple: false,
      required: true,
    },
    {
      key: 'seguridad',
      kind: 'rating',
      prompt:
        'Del 1 al 5, ¿cómo cumplía la seguridad (cortar la corriente, comprobar la ausencia de tensión, EPI)?',
      label: 'Seguridad eléctrica',
      required: true,
    },
    {
      key: 'acabados',
      kind: 'rating',
      prompt:
        'Del 1 al 5, ¿qué tal dejaba los acabados (cableado ordenado, cuadros rotulados)? (opcional)',
      label: 'Acabados',
      required: false,
    },
    {
      key: 'carne',
      kind: 'yes_no',
      prompt:
        '¿Tiene el carné de instalador electricista o la habilitación equivalente de su país? (opcional)',
      required: false,
    },
    {
      key: 'avisos',
      kind: 'number',
      prompt: '¿Cuántos avisos o averías atendía en un día normal, más o menos? (opcional)',
      min: 1,
      max: 30,
      required: false,
    },
    {
      key: 'recontratar',
      kind: 'yes_no',
      prompt: '¿Volvería a contratar a esta persona?',
      required: true,
    },
    {
      key: 'comentario',
      kind: 'text',
      prompt: '¿Quiere añadir algo? (opcional)',
      required: false,
    },
  ],
};

/**
 * Garment factories (twenty-first blind set), as a maquiladora in Tehuacán
 * or a satellite workshop in Medellín writes it: the job on the line as a
 * single choice, years in industrial sewing (which people give as the age
 * they started at), the machines as a REQUIRED multiple choice that every
 * country names its own way (the overlock is "la over" in Mexico, "la
 * fileteadora" in Colombia, "la remalladora" in Peru and Spain; the
 * collareta is "la recubridora"), a quality rating, pieces an hour
 * (optional, which people give in dozens a day, as an efficiency or per
 * garment), an optional yes/no on moving between machines, a required
 * yes/no, optional text.
 */
export const ES_CONFECCION: TypedQuestionnaire = {
  id: 'es-confeccion',
  name: 'Referencia: confección y maquila',
  questions: [
    {
      key: 'puesto',
      kind: 'choice',
      prompt: '¿Qué puesto tenía en la línea?',
      options: [
        'Operaria u operario de máquina',
        'Supervisora o supervisor de línea',
        'Control de calidad',
        'Corte y tendido',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'anios',
      kind: 'number',
      prompt: '¿Cuántos años de experiencia tiene en la costura industrial, más o menos?',
      min: 0,
      max: 45,
      required: true,
    },
    {
      key: 'maquinas',
      kind: 'choice',
      prompt: '¿Qué máquinas maneja? Puede marcar varias.',
      options: ['Plana (recta)', 'Overlock', 'Collareta', 'Cerradora de codo'],
      multiple: true,
      required: true,
    },
    {
      key: 'calidad',
      kind: 'rating',
      prompt:
        'Del 1 al 5, ¿qué tal es la calidad de su costura (puntadas parejas, pocas devoluciones)?',
      label: 'Calidad de costura',
      required: true,
    },
    {
      key: 'piezas',
      kind: 'number',
      prompt: '¿Cuántas piezas sacaba por hora, más o menos? (opcional)',
      min: 1,
      max: 500,
      required: false,
    },
    {
      key: 'polivalente',
      kind: 'yes_no',
      prompt: '¿Sabe cambiar de operación o de máquina cuando hace falta? (opcional)',
      required: false,
    },
    {
      key: 'recontratar',
      kind: 'yes_no',
      prompt: '¿Volvería a contratar a esta persona?',
      required: true,
    },
    {
      key: 'comentario',
      kind: 'text',
      prompt: '¿Quiere añadir algo? (opcional)',
      required: false,
    },
  ],
};

/**
 * Veterinary clinics (twenty-fourth blind set), as a small-animal clinic in
 * the Canary Islands or a country vet in Uruguay writes it: the job as a
 * single choice (the auxiliar and the ATV are one option; a country vet's
 * "ayudante" is the same job under another name), years with them, the
 * species as a REQUIRED multiple choice that people name by the animal ("los
 * pingos" are horses in the River Plate, "bichos raros" the exotics), a
 * rating of how they handle frightened or aggressive animals, an OPTIONAL
 * rating of how they treat owners, an optional yes/no on surgery, patients a
 * day (optional, which a farm vet cannot count), a required yes/no, optional
 * text.
 */
export const ES_VETERINARIA: TypedQuestionnaire = {
  id: 'es-veterinaria',
  name: 'Referencia: clínica veterinaria',
  questions: [
    {
      key: 'puesto',
      kind: 'choice',
      prompt: '¿Qué puesto tenía con ustedes?',
      options: [
        'Auxiliar o técnico/a veterinario/a (ATV)',
        'Recepción y atención al público',
        'Veterinario/a',
        'Peluquería canina',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'anios',
      kind: 'number',
      prompt: '¿Cuántos años trabajó con ustedes?',
      min: 0,
      max: 45,
      required: true,
    },
    {
      key: 'especies',
      kind: 'choice',
      prompt: '¿Con qué animales trabajaba? Puede marcar varios.',
      options: [
        'Perros y gatos',
        'Exóticos (conejos, hurones, aves, reptiles)',
        'Caballos',
        'Ganado (vacas, ovejas, cerdos)',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'manejo',
      kind: 'rating',
      prompt: 'Del 1 al 5, ¿cómo maneja a los animales asustados o agresivos?',
      label: 'Manejo de animales',
      required: true,
    },
    {
      key: 'trato',
      kind: 'rating',
      prompt: 'Del 1 al 5, ¿cómo trata a los dueños de los animales? (opcional)',
      label: 'Trato con los dueños',
      required: false,
    },
    {
      key: 'quirofano',
      kind: 'yes_no',
      prompt: '¿Ayudaba en quirófano o en cirugías? (opcional)',
      required: false,
    },
    {
      key: 'pacientes',
      kind: 'number',
      prompt: '¿Cuántos pacientes atendía al día, más o menos? (opcional)',
      min: 1,
      max: 300,
      required: false,
    },
    {
      key: 'recontratar',
      kind: 'yes_no',
      prompt: '¿Volvería a contratar a esta persona?',
      required: true,
    },
    {
      key: 'comentario',
      kind: 'text',
      prompt: '¿Quiere añadir algo? (opcional)',
      required: false,
    },
  ],
};

/**
 * Dental clinics (twenty-sixth blind set), as a private practice in
 * Monterrey or an orthodontist in Bogotá writes it: the job as a single
 * choice (Mexico's "asistente dental" is Spain's "auxiliar de clínica";
 * Colombia's "higienista oral" is the hygienist), years with them, the areas
 * as an OPTIONAL multiple choice, a rating of sterilisation and hygiene, an
 * OPTIONAL rating of how they calm frightened patients, the X-ray
 * accreditation as an optional yes/no (which not every country gives the
 * assistant), hours a week (optional, which people answer with a
 * timetable), a required yes/no, optional text.
 */
export const ES_DENTAL: TypedQuestionnaire = {
  id: 'es-dental',
  name: 'Referencia: clínica dental',
  questions: [
    {
      key: 'puesto',
      kind: 'choice',
      prompt: '¿Qué puesto ocupaba en la clínica?',
      options: [
        'Auxiliar de clínica / asistente dental',
        'Higienista dental',
        'Recepción y gestión de citas',
        'Odontólogo/a',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'anios',
      kind: 'number',
      prompt: '¿Cuántos años trabajó en su clínica?',
      min: 0,
      max: 45,
      required: true,
    },
    {
      key: 'areas',
      kind: 'choice',
      prompt: '¿En qué áreas trabajaba? Puede marcar varias (opcional).',
      options: [
        'Odontología general',
        'Ortodoncia',
        'Cirugía e implantes',
        'Odontopediatría (niños)',
      ],
      multiple: true,
      required: false,
    },
    {
      key: 'esterilizacion',
      kind: 'rating',
      prompt: 'Del 1 al 5, ¿cómo cumplía los protocolos de esterilización e higiene?',
      label: 'Esterilización e higiene',
      required: true,
    },
    {
      key: 'nervios',
      kind: 'rating',
      prompt: 'Del 1 al 5, ¿cómo trataba a los pacientes con miedo o nervios? (opcional)',
      label: 'Trato con pacientes nerviosos',
      required: false,
    },
    {
      key: 'rayos',
      kind: 'yes_no',
      prompt: '¿Tenía la acreditación para operar el equipo de rayos X? (opcional)',
      required: false,
    },
    {
      key: 'horas',
      kind: 'number',
      prompt: '¿Cuántas horas a la semana trabajaba? (opcional)',
      min: 1,
      max: 60,
      required: false,
    },
    {
      key: 'recontratar',
      kind: 'yes_no',
      prompt: '¿Volvería a contratar a esta persona?',
      required: true,
    },
    {
      key: 'comentario',
      kind: 'text',
      prompt: '¿Quiere añadir algo más? (opcional)',
      required: false,
    },
  ],
};

/**
 * School transport (twenty-eighth blind set), as a furgón escolar company in
 * Viña del Mar or a movilidad escolar in Lima writes it: the job as a single
 * choice (Chile's "tío del furgón" is the driver and the "tía" the assistant
 * who rides with the children; Peru's "chofer de la movilidad" is the
 * driver), months with them (which people give as school years, March to
 * December in Chile), a punctuality rating, an OPTIONAL rating of how they
 * treat children and their parents ("apoderados" in Chile, "papás" or
 * "padres de familia" in Peru), the professional licence as an optional
 * yes/no (Chile's clase A1 or A3, Peru's A-IIb), children a run (optional,
 * which people give as seats or as morning and afternoon counts), the runs
 * as a REQUIRED multiple choice, a required yes/no, optional text.
 */
export const ES_TRANSPORTE_ESCOLAR: TypedQuestionnaire = {
  id: 'es-transporte-escolar',
  name: 'Referencia: transporte escolar',
  questions: [
    {
      key: 'puesto',
      kind: 'choice',
      prompt: '¿Qué hacía en el transporte escolar?',
      options: [
        'Conductor/a',
        'Auxiliar o acompañante de los niños',
        'Coordinación de rutas',
        'Mecánica y mantenimiento',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'meses',
      kind: 'number',
      prompt: '¿Cuántos meses trabajó con ustedes, más o menos?',
      min: 1,
      max: 480,
      required: true,
    },
    {
      key: 'puntualidad',
      kind: 'rating',
      prompt: 'Del 1 al 5, ¿qué tan puntual era en los recorridos?',
      label: 'Puntualidad',
      required: true,
    },
    {
      key: 'trato',
      kind: 'rating',
      prompt: 'Del 1 al 5, ¿cómo trataba a los niños y a sus apoderados o padres? (opcional)',
      label: 'Trato con niños y familias',
      required: false,
    },
    {
      key: 'licencia',
      kind: 'yes_no',
      prompt: '¿Tiene licencia profesional vigente para transportar escolares? (opcional)',
      required: false,
    },
    {
      key: 'ninos',
      kind: 'number',
      prompt: '¿Cuántos niños llevaba por recorrido, más o menos? (opcional)',
      min: 1,
      max: 60,
      required: false,
    },
    {
      key: 'recorridos',
      kind: 'choice',
      prompt: '¿Qué recorridos hacía? Puede marcar varios.',
      options: ['Mañana (entrada)', 'Mediodía', 'Tarde (salida)', 'Paseos y salidas pedagógicas'],
      multiple: true,
      required: true,
    },
    {
      key: 'recontratar',
      kind: 'yes_no',
      prompt: '¿Volvería a contratar a esta persona?',
      required: true,
    },
    {
      key: 'comentario',
      kind: 'text',
      prompt: '¿Quiere agregar algo? (opcional)',
      required: false,
    },
  ],
};

/**
 * Lifeguards (thirty-second blind set), as a company that staffs municipal
 * pools and beaches on the Costa del Azahar writes it (and a resort on the
 * Riviera Maya borrows): the post as a single choice (pool, beach, water
 * park, or the coordinator, which a lifeguard who coordinated the last two
 * summers is both of), summer seasons with them as the number (which people
 * give as a list of years, or as years where there are no seasons), the
 * certificates in force as a REQUIRED multiple choice that Mexico names in
 * its own words ("alberca", "aguas abiertas") and one still being taken, a
 * vigilance rating, an OPTIONAL rating of how they treat bathers, rescues in
 * the last season (optional, minimum 0, which people mix with first-aid
 * cures), swimming lessons as an optional yes/no (aquagym is none), a 0-10
 * recommendation score as an OPTIONAL number beside the 1-5 ratings, a
 * required yes/no, optional text.
 */
export const ES_SOCORRISMO: TypedQuestionnaire = {
  id: 'es-socorrismo',
  name: 'Referencia: socorrismo y salvamento',
  questions: [
    {
      key: 'puesto',
      kind: 'choice',
      prompt: '¿Qué puesto ocupaba con ustedes?',
      options: [
        'Socorrista de piscina',
        'Socorrista de playa',
        'Socorrista de parque acuático',
        'Coordinador/a de socorristas',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'temporadas',
      kind: 'number',
      prompt: '¿Cuántas temporadas de verano trabajó con ustedes?',
      min: 1,
      max: 40,
      required: true,
    },
    {
      key: 'titulaciones',
      kind: 'choice',
      prompt: '¿Qué titulaciones tiene en vigor? Puede marcar varias.',
      options: [
        'Socorrismo acuático en piscinas',
        'Socorrismo en espacios naturales (playa)',
        'Primeros auxilios y DEA',
        'Patrón de embarcación o moto de agua',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'vigilancia',
      kind: 'rating',
      prompt:
        'Del 1 al 5, ¿cómo valora su atención en la vigilancia (sin distraerse, sin el móvil)?',
      label: 'Vigilancia',
      required: true,
    },
    {
      key: 'trato',
      kind: 'rating',
      prompt: 'Del 1 al 5, ¿cómo trataba a los bañistas y usuarios? (opcional)',
      label: 'Trato con los usuarios',
      required: false,
    },
    {
      key: 'rescates',
      kind: 'number',
      prompt: '¿Cuántos rescates en el agua hizo la última temporada, más o menos? (opcional)',
      min: 0,
      max: 300,
      required: false,
    },
    {
      key: 'cursillos',
      kind: 'yes_no',
      prompt: '¿Daba también cursillos de natación? (opcional)',
      required: false,
    },
    {
      key: 'recomendacion',
      kind: 'number',
      prompt:
        'Del 0 al 10, ¿con qué probabilidad lo recomendaría a otra empresa o ayuntamiento? (opcional)',
      min: 0,
      max: 10,
      required: false,
    },
    {
      key: 'recontratar',
      kind: 'yes_no',
      prompt: '¿Lo volvería a contratar la próxima temporada?',
      required: true,
    },
    {
      key: 'comentario',
      kind: 'text',
      prompt: '¿Quiere añadir algo? (opcional)',
      required: false,
    },
  ],
};

/**
 * Gardening and landscaping (thirty-fourth blind set), as a landscaping firm
 * on the Costa del Sol writes it and a gated community in Cartagena de Indias
 * borrows: the post as a single choice (a labourer who ended up leading the
 * crew is two of them in time), years with them as the number, with the unit
 * in the prompt (which people give as a span of years with a gap in it), the
 * machines they use as a REQUIRED multiple choice that Colombia and the River
 * Plate name in their own words ("guadañadora", "bordeadora", "podadora" or
 * "cortadora de pasto"), a rating of care and finish, an OPTIONAL rating of
 * how they treat clients and neighbours, gardens or communities a week
 * (optional, minimum 1, which people give as a day's count or as the houses
 * of one estate), the pesticide applicator's card as an optional yes/no, a
 * required yes/no, optional text.
 */
export const ES_JARDINERIA: TypedQuestionnaire = {
  id: 'es-jardineria',
  name: 'Referencia: jardinería y paisajismo',
  questions: [
    {
      key: 'puesto',
      kind: 'choice',
      prompt: '¿Qué puesto tenía con ustedes?',
      options: [
        'Jardinero/a de mantenimiento',
        'Podador/a (trabajos en altura)',
        'Encargado/a de cuadrilla',
        'Instalación y mantenimiento de riego',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'anos',
      kind: 'number',
      prompt: '¿Cuántos años trabajó con ustedes? (en años)',
      min: 0,
      max: 45,
      required: true,
    },
    {
      key: 'maquinaria',
      kind: 'choice',
      prompt: '¿Qué maquinaria manejaba? Puede marcar varias.',
      options: [
        'Desbrozadora',
        'Motosierra',
        'Cortacésped / tractor cortacésped',
        'Plataforma elevadora',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'esmero',
      kind: 'rating',
      prompt: 'Del 1 al 5, ¿cómo valora el esmero y el acabado de su trabajo?',
      label: 'Esmero',
      required: true,
    },
    {
      key: 'trato',
      kind: 'rating',
      prompt: 'Del 1 al 5, ¿qué tal trataba a los clientes y vecinos? (opcional)',
      label: 'Trato con los clientes',
      required: false,
    },
    {
      key: 'jardines',
      kind: 'number',
      prompt: '¿Cuántos jardines o comunidades atendía a la semana? (opcional)',
      min: 1,
      max: 80,
      required: false,
    },
    {
      key: 'fitosanitarios',
      kind: 'yes_no',
      prompt: '¿Tiene el carné de aplicador de productos fitosanitarios? (opcional)',
      required: false,
    },
    {
      key: 'recontratar',
      kind: 'yes_no',
      prompt: '¿Lo volvería a contratar?',
      required: true,
    },
    {
      key: 'comentario',
      kind: 'text',
      prompt: '¿Quiere añadir algo? (opcional)',
      required: false,
    },
  ],
};

/**
 * Butchers' shops (thirty-sixth blind set), as a meat stall in a Veracruz
 * market or a carnicería in Bahía Blanca writes it: the post as a single
 * choice (Mexico's "tablajero" is the oficial who cuts; Argentina's
 * "despostador" too), years in the trade as the number, with the unit in
 * the prompt (which people give as the years with them), the tasks as a
 * REQUIRED multiple choice that every country names by its cuts and its
 * verbs ("desposte", "deshuese", "fileteaba el bistec", "despachaba"), a
 * hygiene rating, an OPTIONAL rating of knife and saw (which people split in
 * two), kilos a shift (optional, with the unit in the prompt, which people
 * give as carcasses or half carcasses), the food-handler card as an optional
 * yes/no (Mexico's "tarjeta de salud"), a required yes/no, optional text.
 */
export const ES_CARNICERIA: TypedQuestionnaire = {
  id: 'es-carniceria',
  name: 'Referencia: carnicería',
  questions: [
    {
      key: 'puesto',
      kind: 'choice',
      prompt: '¿Qué puesto tenía con ustedes?',
      options: [
        'Oficial carnicero/a (corte y despiece)',
        'Ayudante / aprendiz',
        'Dependiente/a de mostrador',
        'Encargado/a de la carnicería',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'anos',
      kind: 'number',
      prompt: '¿Cuántos años lleva en el oficio? (en años)',
      min: 0,
      max: 50,
      required: true,
    },
    {
      key: 'tareas',
      kind: 'choice',
      prompt: '¿Qué hacía en la carnicería? Puede marcar varias.',
      options: [
        'Despiece y deshuese de canales',
        'Fileteado y preparación de pedidos',
        'Atención al cliente en mostrador',
        'Elaborados (chorizos, hamburguesas, adobados)',
        'Cámara y recepción de mercancía',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'higiene',
      kind: 'rating',
      prompt: 'Del 1 al 5, ¿cómo valora su higiene y el orden en el obrador y la cámara?',
      label: 'Higiene',
      required: true,
    },
    {
      key: 'cuchillo',
      kind: 'rating',
      prompt:
        'Del 1 al 5, ¿qué tal maneja el cuchillo y la sierra, con rapidez y seguridad? (opcional)',
      label: 'Manejo del cuchillo',
      required: false,
    },
    {
      key: 'kilos',
      kind: 'number',
      prompt: '¿Cuántos kilos de carne despiezaba en un turno, más o menos? (en kilos, opcional)',
      min: 0,
      max: 3000,
      required: false,
    },
    {
      key: 'manipulador',
      kind: 'yes_no',
      prompt: '¿Tiene en vigor el carné o curso de manipulador de alimentos? (opcional)',
      required: false,
    },
    {
      key: 'recontratar',
      kind: 'yes_no',
      prompt: '¿Lo volvería a contratar?',
      required: true,
    },
    {
      key: 'comentario',
      kind: 'text',
      prompt: '¿Quiere añadir algo? (opcional)',
      required: false,
    },
  ],
};

/**
 * Carpentry and joinery (thirty-eighth blind set), as a cabinet shop in
 * Mexicali or a carpintería de aberturas in Corrientes writes it: the post
 * as a single choice (a "medio oficial" is between two options), years in
 * carpentry with the unit in the prompt (which people give as ages, or as
 * the years with them beside the years in the trade), the work as a
 * REQUIRED multiple choice that every country names its own way (Mexico's
 * "cocinas integrales", "closets" and "cabinets", Argentina's "placares",
 * "bajo mesadas", "aberturas" for doors and windows, "el lustre" for the
 * finish), a rating of safety at the machines ("la tupí", "la garlopa", "el
 * router"), an OPTIONAL rating of the finish, reading drawings as an
 * optional yes/no, kitchens or wardrobes finished a month (optional, which
 * people count per week), a required yes/no, optional text.
 */
export const ES_CARPINTERIA: TypedQuestionnaire = {
  id: 'es-carpinteria',
  name: 'Referencia: carpintería y ebanistería',
  questions: [
    {
      key: 'puesto',
      kind: 'choice',
      prompt: '¿Qué puesto tenía en la carpintería?',
      options: [
        'Oficial carpintero/a o ebanista',
        'Ayudante / aprendiz',
        'Montador/a o instalador/a',
        'Encargado/a de taller',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'anios',
      kind: 'number',
      prompt: '¿Cuántos años lleva trabajando en carpintería? (en años)',
      min: 0,
      max: 50,
      required: true,
    },
    {
      key: 'trabajos',
      kind: 'choice',
      prompt: '¿Qué trabajos hacía? Puede marcar varios.',
      options: [
        'Muebles a medida',
        'Cocinas y armarios empotrados',
        'Puertas y ventanas',
        'Instalación y montaje en obra',
        'Barnizado, lacado y acabados',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'maquinas',
      kind: 'rating',
      prompt:
        'Del 1 al 5, ¿con qué seguridad maneja las máquinas (sierra, tupí, cepilladora, regruesadora)?',
      label: 'Seguridad con las máquinas',
      required: true,
    },
    {
      key: 'acabado',
      kind: 'rating',
      prompt: 'Del 1 al 5, ¿qué tal la precisión y los acabados de su trabajo? (opcional)',
      label: 'Precisión y acabados',
      required: false,
    },
    {
      key: 'planos',
      kind: 'yes_no',
      prompt: '¿Sabe leer planos y despieces? (opcional)',
      required: false,
    },
    {
      key: 'cocinas',
      kind: 'number',
      prompt:
        '¿Cuántas cocinas o armarios completos terminaba al mes, más o menos? (por mes, opcional)',
      min: 0,
      max: 40,
      required: false,
    },
    {
      key: 'recontratar',
      kind: 'yes_no',
      prompt: '¿Lo volvería a contratar?',
      required: true,
    },
    {
      key: 'comentario',
      kind: 'text',
      prompt: '¿Quiere añadir algo? (opcional)',
      required: false,
    },
  ],
};

/**
 * Plumbing, gas and heating (fortieth blind set), as a plumbing and heating
 * firm in Zaragoza writes it and a gasfíter in Arica or a plumber and gas
 * fitter in Santiago del Estero answers it: the post as a single choice that
 * every country names its own way (Spain's "fontanero", Mexico's and the
 * River Plate's "plomero", Chile's and Peru's "gasfíter" (a "maestro
 * gasfíter" is the oficial), Argentina's "gasista matriculado", who sits
 * between the oficial and the heating technician), years in the trade with
 * the unit in the prompt (which people give as the year of an earthquake, or
 * as two ages), the work as a REQUIRED multiple choice in Spain's words that
 * others say otherwise ("cañerías", "alcantarillado", "cloacas", "el
 * calefont", "termotanques y calefones", "destapes", "splits"), a rating of
 * the quality of the work, an OPTIONAL rating of how they treat people in
 * their homes, the installer's card or licence as an optional yes/no (Chile's
 * "la SEC", Argentina's "matrícula"), call-outs a day (optional, with the
 * unit in the prompt, which people give per week or as a range), a required
 * yes/no, optional text.
 */
export const ES_FONTANERIA: TypedQuestionnaire = {
  id: 'es-fontaneria',
  name: 'Referencia: fontanería, gas y calefacción',
  questions: [
    {
      key: 'puesto',
      kind: 'choice',
      prompt: '¿Qué puesto tenía?',
      options: [
        'Oficial fontanero/a',
        'Ayudante',
        'Técnico/a de calderas y climatización',
        'Encargado/a de obra',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'anios',
      kind: 'number',
      prompt: '¿Cuántos años lleva en el oficio? (en años)',
      min: 0,
      max: 50,
      required: true,
    },
    {
      key: 'trabajos',
      kind: 'choice',
      prompt: '¿Qué trabajos hacía? Puede marcar varios.',
      options: [
        'Instalaciones de agua y desagües',
        'Instalaciones de gas',
        'Calderas, calentadores y calefacción',
        'Aire acondicionado',
        'Averías y desatascos',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'calidad',
      kind: 'rating',
      prompt: 'Del 1 al 5, ¿qué tal la calidad de sus instalaciones (sin fugas, bien rematadas)?',
      label: 'Calidad del trabajo',
      required: true,
    },
    {
      key: 'trato',
      kind: 'rating',
      prompt: 'Del 1 al 5, ¿cómo trata a los clientes en sus casas? (opcional)',
      label: 'Trato con los clientes',
      required: false,
    },
    {
      key: 'carne',
      kind: 'yes_no',
      prompt:
        '¿Tiene carné o matrícula de instalador en vigor (gas, agua o calefacción)? (opcional)',
      required: false,
    },
    {
      key: 'avisos',
      kind: 'number',
      prompt: '¿Cuántos avisos o servicios atendía en un día normal? (por día, opcional)',
      min: 0,
      max: 20,
      required: false,
    },
    {
      key: 'recontratar',
      kind: 'yes_no',
      prompt: '¿Lo volvería a contratar?',
      required: true,
    },
    {
      key: 'comentario',
      kind: 'text',
      prompt: '¿Quiere añadir algo? (opcional)',
      required: false,
    },
  ],
};

/**
 * Painting and decorating (forty-second blind set), as a painting firm in
 * Valladolid writes it and a painting contractor in Posadas (Misiones) or a
 * housing developer in Aguascalientes answers it: the post as a single
 * choice (the drywall fitter is Argentina's "durlero", from the Durlock
 * brand, and Mexico's "tablarroquero"; a Mexican "cabo de pintores" leads
 * the crew), months with them with the unit in the prompt, the work as a
 * REQUIRED multiple choice in Spain's words that others say otherwise
 * (Argentina's "Durlock", "enduido" and "membrana"; Mexico's "tablaroca",
 * "resanes", "plafones" and "impermeabilizante"; Chile's "volcanita" and
 * "empaste"), a rating of the finish, an OPTIONAL rating of how they protect
 * and leave the client's home, square metres a day (optional, with the unit
 * in the prompt), a working-at-heights course as an optional yes/no, a
 * required yes/no, optional text.
 */
export const ES_PINTURA: TypedQuestionnaire = {
  id: 'es-pintura',
  name: 'Referencia: pintura y acabados',
  questions: [
    {
      key: 'puesto',
      kind: 'choice',
      prompt: '¿Qué puesto tenía en su empresa?',
      options: [
        'Oficial pintor/a',
        'Ayudante',
        'Encargado/a de cuadrilla',
        'Instalador/a de pladur',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'meses',
      kind: 'number',
      prompt: '¿Cuántos meses trabajó con usted? (en meses)',
      min: 1,
      max: 480,
      required: true,
    },
    {
      key: 'trabajos',
      kind: 'choice',
      prompt: '¿Qué trabajos hacía? Puede marcar varios.',
      options: [
        'Pintura de interiores',
        'Fachadas y trabajos en altura',
        'Pladur (tabiques y techos)',
        'Alisados y masillas (quitar gotelé)',
        'Impermeabilizaciones',
        'Barnices y lacados',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'acabado',
      kind: 'rating',
      prompt:
        'Del 1 al 5, ¿cómo valora el acabado de su trabajo (cortes limpios, sin chorretones)?',
      label: 'Acabado',
      required: true,
    },
    {
      key: 'limpieza',
      kind: 'rating',
      prompt: 'Del 1 al 5, ¿cómo protegía y dejaba la casa del cliente? (opcional)',
      label: 'Limpieza y protección',
      required: false,
    },
    {
      key: 'metros',
      kind: 'number',
      prompt: '¿Cuántos metros cuadrados pintaba en una jornada normal? (en m², opcional)',
      min: 0,
      max: 400,
      required: false,
    },
    {
      key: 'altura',
      kind: 'yes_no',
      prompt: '¿Tiene el curso de trabajos en altura o de plataformas elevadoras? (opcional)',
      required: false,
    },
    {
      key: 'recontratar',
      kind: 'yes_no',
      prompt: '¿Lo volvería a contratar?',
      required: true,
    },
    {
      key: 'comentario',
      kind: 'text',
      prompt: '¿Quiere añadir algo? (opcional)',
      required: false,
    },
  ],
};

/**
 * Supermarkets (forty-fourth blind set), as a supermarket chain in Valencia
 * writes it and a store manager in Tuxtla Gutiérrez or the owner of a "súper
 * chino" in Buenos Aires answers it: the post as a single choice (Mexico's
 * "cerillo", the bagger, is none of them; a cashier who covers the shift
 * manager on his days off is two of them), months with them with the unit in
 * the prompt, the sections as a REQUIRED multiple choice in Spain's words
 * that others say otherwise (Mexico's "salchichonería" and "surtir
 * abarrotes", the River Plate's "fiambrería"; a butcher's counter leased to
 * someone else is not the shop's), a rating of how they treat customers, an
 * OPTIONAL rating of speed, cash discrepancies in the last year (optional, a
 * count, which people give as amounts of money or beside a robbery), the
 * food-handler card "or the equivalent" as an optional yes/no (Mexico's
 * "constancia de manejo higiénico de alimentos", Argentina's "libreta
 * sanitaria"), a required yes/no, optional text.
 */
export const ES_SUPERMERCADO: TypedQuestionnaire = {
  id: 'es-supermercado',
  name: 'Referencia: supermercado',
  questions: [
    {
      key: 'puesto',
      kind: 'choice',
      prompt: '¿Qué puesto tenía en la tienda?',
      options: ['Cajero/a', 'Reponedor/a', 'Dependiente/a de frescos', 'Encargado/a de turno'],
      multiple: false,
      required: true,
    },
    {
      key: 'meses',
      kind: 'number',
      prompt: '¿Cuántos meses trabajó con usted? (en meses)',
      min: 1,
      max: 480,
      required: true,
    },
    {
      key: 'secciones',
      kind: 'choice',
      prompt: '¿En qué secciones trabajó? Puede marcar varias.',
      options: [
        'Cajas',
        'Reposición y almacén',
        'Charcutería y quesos',
        'Carnicería',
        'Pescadería',
        'Frutería',
        'Panadería',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'atencion',
      kind: 'rating',
      prompt: 'Del 1 al 5, ¿cómo valora su trato con los clientes?',
      label: 'Atención al cliente',
      required: true,
    },
    {
      key: 'rapidez',
      kind: 'rating',
      prompt: 'Del 1 al 5, ¿cómo valora su rapidez, en caja o reponiendo? (opcional)',
      label: 'Rapidez',
      required: false,
    },
    {
      key: 'descuadres',
      kind: 'number',
      prompt: '¿Cuántas veces le descuadró la caja en el último año? (número de veces, opcional)',
      min: 0,
      max: 100,
      required: false,
    },
    {
      key: 'manipulador',
      kind: 'yes_no',
      prompt:
        '¿Tiene el carné de manipulador de alimentos, o el equivalente de su país? (opcional)',
      required: false,
    },
    {
      key: 'recontratar',
      kind: 'yes_no',
      prompt: '¿Lo volvería a contratar?',
      required: true,
    },
    {
      key: 'comentario',
      kind: 'text',
      prompt: '¿Quiere añadir algo? (opcional)',
      required: false,
    },
  ],
};

/**
 * Airport ground handling (forty-sixth blind set), as a handling company at
 * Madrid-Barajas writes it and a ramp supervisor in Punta Cana or a
 * passenger-service shift lead at Tocumen (Panama) answers it: the post as a
 * single choice (the Dominican "maletero" is a ramp agent; a check-in agent
 * who covered a flight coordinator's leave is two of them), months with them
 * with the unit in the prompt, the tasks as a REQUIRED multiple choice (the
 * push-back excluded in words, a lost suitcase as baggage work), a rating of
 * safety on the apron, an OPTIONAL rating of speed in the turnarounds,
 * flights a shift (optional, with the unit in the prompt, which people give
 * per season or as a maximum), the apron driving permit as an optional
 * yes/no, a required yes/no, optional text.
 */
export const ES_AEROPUERTO: TypedQuestionnaire = {
  id: 'es-aeropuerto',
  name: 'Referencia: handling aeroportuario',
  questions: [
    {
      key: 'puesto',
      kind: 'choice',
      prompt: '¿Qué puesto tenía en el aeropuerto?',
      options: [
        'Agente de rampa',
        'Agente de pasajeros (check-in y embarque)',
        'Conductor/a de equipos (tractor, escalera, cinta)',
        'Coordinador/a de vuelo',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'meses',
      kind: 'number',
      prompt: '¿Cuántos meses trabajó con ustedes? (en meses)',
      min: 1,
      max: 480,
      required: true,
    },
    {
      key: 'tareas',
      kind: 'choice',
      prompt: '¿Qué tareas hacía? Puede marcar varias.',
      options: [
        'Carga y descarga de bodegas',
        'Remolque y push-back',
        'Check-in y embarque',
        'Equipajes (cintas, conexiones, extravíos)',
        'Limpieza de cabina',
        'Señalización de aeronaves (señalero)',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'seguridad',
      kind: 'rating',
      prompt: 'Del 1 al 5, ¿cómo cumplía las normas de seguridad en plataforma?',
      label: 'Seguridad en plataforma',
      required: true,
    },
    {
      key: 'rapidez',
      kind: 'rating',
      prompt: 'Del 1 al 5, ¿cómo valora su rapidez en los tránsitos (turnaround)? (opcional)',
      label: 'Rapidez',
      required: false,
    },
    {
      key: 'vuelos',
      kind: 'number',
      prompt: '¿Cuántos vuelos atendía en un turno normal? (número de vuelos por turno, opcional)',
      min: 0,
      max: 40,
      required: false,
    },
    {
      key: 'pcp',
      kind: 'yes_no',
      prompt:
        '¿Tiene el permiso de conducción en plataforma (PCP) o el equivalente de su aeropuerto? (opcional)',
      required: false,
    },
    {
      key: 'recontratar',
      kind: 'yes_no',
      prompt: '¿Lo volvería a contratar?',
      required: true,
    },
    {
      key: 'comentario',
      kind: 'text',
      prompt: '¿Quiere añadir algo? (opcional)',
      required: false,
    },
  ],
};

/**
 * Service stations (forty-eighth blind set), as a chain of stations in
 * Zaragoza writes it and a station manager in San Cristóbal (Táchira) or the
 * owner of a roadside station in Soria answers it: the post as a single
 * choice in Spain's words (Venezuela's "bombero", Mexico's "despachador" and
 * Argentina's "playero" are the expendedor; someone who does the pumps, the
 * shop and the Saturday closing is several), months with them with the unit
 * in the prompt, the shifts as a REQUIRED multiple choice, a rating of how
 * they balanced the till, an OPTIONAL rating of how they treat customers,
 * hours a shift (optional, with the unit in the prompt, given as a
 * timetable or per season), the fire-prevention or fuel-handling course "or
 * the equivalent of your country" as an optional yes/no, a required yes/no,
 * optional text.
 */
export const ES_GASOLINERA: TypedQuestionnaire = {
  id: 'es-gasolinera',
  name: 'Referencia: estación de servicio',
  questions: [
    {
      key: 'puesto',
      kind: 'choice',
      prompt: '¿Qué puesto tenía en la estación de servicio?',
      options: [
        'Expendedor/a de combustible',
        'Cajero/a de tienda',
        'Encargado/a de turno',
        'Lavado y engrase',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'meses',
      kind: 'number',
      prompt: '¿Cuántos meses trabajó con ustedes? (en meses)',
      min: 1,
      max: 480,
      required: true,
    },
    {
      key: 'turnos',
      kind: 'choice',
      prompt: '¿Qué turnos hacía? Puede marcar varios.',
      options: ['Mañana', 'Tarde', 'Noche', 'Fines de semana y festivos'],
      multiple: true,
      required: true,
    },
    {
      key: 'caja',
      kind: 'rating',
      prompt: 'Del 1 al 5, ¿cómo cuadraba la caja al cerrar el turno?',
      label: 'Cuadre de caja',
      required: true,
    },
    {
      key: 'trato',
      kind: 'rating',
      prompt: 'Del 1 al 5, ¿cómo atendía a los clientes? (opcional)',
      label: 'Trato al cliente',
      required: false,
    },
    {
      key: 'horas',
      kind: 'number',
      prompt: '¿Cuántas horas duraba su turno normal? (en horas, opcional)',
      min: 1,
      max: 24,
      required: false,
    },
    {
      key: 'curso',
      kind: 'yes_no',
      prompt:
        '¿Tiene el curso de prevención de incendios o de manipulación de combustibles, o el equivalente de su país? (opcional)',
      required: false,
    },
    {
      key: 'recontratar',
      kind: 'yes_no',
      prompt: '¿Lo volvería a contratar?',
      required: true,
    },
    {
      key: 'comentario',
      kind: 'text',
      prompt: '¿Quiere añadir algo? (opcional)',
      required: false,
    },
  ],
};

/** Pharmacies: the post as a single choice, months, tasks as a REQUIRED multiple choice, two ratings (one optional), on-call duty as an optional yes/no, people a day (optional), a required yes/no, optional text. */
export const ES_FARMACIA: TypedQuestionnaire = {
  id: 'es-farmacia',
  name: 'Referencia: farmacia',
  questions: [
    {
      key: 'puesto',
      kind: 'choice',
      prompt: '¿Qué puesto tenía en la farmacia?',
      options: [
        'Auxiliar de farmacia',
        'Técnico/a en farmacia',
        'Farmacéutico/a adjunto/a',
        'Reponedor/a o cajero/a',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'meses',
      kind: 'number',
      prompt: '¿Cuántos meses trabajó en su farmacia? (en meses)',
      min: 1,
      max: 480,
      required: true,
    },
    {
      key: 'tareas',
      kind: 'choice',
      prompt: '¿Qué hacía en la farmacia? Puede marcar varias.',
      options: [
        'Dispensación con receta',
        'Venta libre y dermocosmética',
        'Pedidos, inventario y caducidades',
        'Fórmulas magistrales',
        'Toma de tensión y glucosa',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'trato',
      kind: 'rating',
      prompt: 'Del 1 al 5, ¿cómo atendía a los pacientes en el mostrador?',
      label: 'Atención al paciente',
      required: true,
    },
    {
      key: 'rigor',
      kind: 'rating',
      prompt: 'Del 1 al 5, ¿con qué cuidado revisaba las recetas y las dosis? (opcional)',
      label: 'Rigor con las recetas',
      required: false,
    },
    {
      key: 'guardias',
      kind: 'yes_no',
      prompt: '¿Hacía guardias (noches, domingos o festivos)? (opcional)',
      required: false,
    },
    {
      key: 'personas',
      kind: 'number',
      prompt: '¿A cuántas personas atendía en un día normal? (personas al día, opcional)',
      min: 0,
      max: 600,
      required: false,
    },
    {
      key: 'recontratar',
      kind: 'yes_no',
      prompt: '¿La volvería a contratar?',
      required: true,
    },
    {
      key: 'comentario',
      kind: 'text',
      prompt: '¿Quiere añadir algo? (opcional)',
      required: false,
    },
  ],
};

/** Wineries (fifty-second blind set): the post as a single choice, months, the cellar work as a REQUIRED multiple choice, two ratings (one optional), the forklift licence as an optional yes/no, people in their charge at harvest (optional), a required yes/no, optional text. */
export const ES_BODEGA: TypedQuestionnaire = {
  id: 'es-bodega',
  name: 'Referencia: bodega y viñedo',
  questions: [
    {
      key: 'puesto',
      kind: 'choice',
      prompt: '¿Qué puesto tenía en la bodega?',
      options: [
        'Operario/a de bodega',
        'Tractorista o peón de viña',
        'Ayudante de enología / laboratorio',
        'Guía de enoturismo y tienda',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'meses',
      kind: 'number',
      prompt: '¿Cuántos meses trabajó con ustedes? (en meses)',
      min: 1,
      max: 480,
      required: true,
    },
    {
      key: 'tareas',
      kind: 'choice',
      prompt: '¿En qué trabajos de la bodega participaba? Puede marcar varios.',
      options: [
        'Vendimia y recepción de uva',
        'Remontados y trasiegos',
        'Limpieza de depósitos y barricas',
        'Embotellado y etiquetado',
        'Poda y trabajos de viña',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'higiene',
      kind: 'rating',
      prompt: 'Del 1 al 5, ¿con qué limpieza y cuidado trabajaba en la bodega?',
      label: 'Limpieza y cuidado',
      required: true,
    },
    {
      key: 'ritmo',
      kind: 'rating',
      prompt: 'Del 1 al 5, ¿cómo aguantaba el ritmo de la vendimia? (opcional)',
      label: 'Ritmo en vendimia',
      required: false,
    },
    {
      key: 'carretilla',
      kind: 'yes_no',
      prompt: '¿Tiene el carné de carretillero o el equivalente de su país? (opcional)',
      required: false,
    },
    {
      key: 'cuadrilla',
      kind: 'number',
      prompt: '¿Cuántas personas llevaba a su cargo en la vendimia? (personas, opcional)',
      min: 0,
      max: 200,
      required: false,
    },
    {
      key: 'recontratar',
      kind: 'yes_no',
      prompt: '¿Lo volvería a contratar para la próxima campaña?',
      required: true,
    },
    {
      key: 'comentario',
      kind: 'text',
      prompt: '¿Quiere añadir algo? (opcional)',
      required: false,
    },
  ],
};

/**
 * Cigar factories (fifty-fourth blind set), as a cigar maker in the Canaries
 * writes it and the head of a rolling room in Pinar del Río or the owner of a
 * small workshop of puros palmeros in La Palma answers it: the post as a
 * single choice, months with the unit in the prompt, the work with the leaf
 * and the cigars as a REQUIRED multiple choice that people name in the
 * galera's jargon ("el bonche", "la capa", "la moja", "el despalillo", "las
 * vitolas"), a rating of the rolling, cigars a day (optional, with the unit
 * in the prompt), an OPTIONAL rating of fellowship in the rolling room,
 * several sizes as an optional yes/no, a required yes/no, optional text.
 */
export const ES_TABAQUERIA: TypedQuestionnaire = {
  id: 'es-tabaqueria',
  name: 'Referencia: fábrica de tabacos',
  questions: [
    {
      key: 'puesto',
      kind: 'choice',
      prompt: '¿Qué puesto tenía en la fábrica?',
      options: [
        'Torcedor/a',
        'Despalillo y preparación de la hoja',
        'Escogida, anillado y empaque',
        'Revisor/a de calidad',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'meses',
      kind: 'number',
      prompt: '¿Cuántos meses trabajó en su fábrica o taller? (en meses)',
      min: 1,
      max: 600,
      required: true,
    },
    {
      key: 'tareas',
      kind: 'choice',
      prompt: '¿Qué trabajos hacía con la hoja y los puros? Puede marcar varios.',
      options: [
        'Moja y despalillo de la hoja',
        'Ligada y bonche (tripa y capote)',
        'Torcido y terminación con capa',
        'Escogida por colores',
        'Anillado, celofán y encajonado',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'calidad',
      kind: 'rating',
      prompt: 'Del 1 al 5, ¿qué calidad tenían sus puros (peso, tiro y terminación)?',
      label: 'Calidad del torcido',
      required: true,
    },
    {
      key: 'puros',
      kind: 'number',
      prompt: '¿Cuántos puros hacía en una jornada normal? (puros al día, opcional)',
      min: 0,
      max: 1000,
      required: false,
    },
    {
      key: 'galera',
      kind: 'rating',
      prompt:
        'Del 1 al 5, ¿cómo se llevaba con los compañeros de la galera o del taller? (opcional)',
      label: 'Compañerismo',
      required: false,
    },
    {
      key: 'vitolas',
      kind: 'yes_no',
      prompt: '¿Sabía hacer varias vitolas (formatos) distintas? (opcional)',
      required: false,
    },
    {
      key: 'recontratar',
      kind: 'yes_no',
      prompt: '¿Lo volvería a contratar?',
      required: true,
    },
    {
      key: 'comentario',
      kind: 'text',
      prompt: '¿Quiere añadir algo? (opcional)',
      required: false,
    },
  ],
};

/**
 * Salmon farming (fifty-sixth blind set), as a salmon company in Puerto Montt
 * writes it and the head of a farm site off Quellón (Chiloé) or a Chilean site
 * manager on a Norwegian farm off Frøya answers it: the post as a single
 * choice, months with the unit in the prompt, the work at the site as a
 * REQUIRED multiple choice that people name in the farm's jargon ("la morta",
 * "el ensilaje", "los loberos", "el wellboat", "lus", "avlusning",
 * "dødfisk"), a rating of safety on the water, days on site a shift
 * (optional, with the unit in the prompt), an OPTIONAL rating of life on the
 * barge, the seaman's or diver's card "or the equivalent" as an optional
 * yes/no, a required yes/no, optional text.
 */
export const ES_SALMONICULTURA: TypedQuestionnaire = {
  id: 'es-salmonicultura',
  name: 'Referencia: salmonicultura y centros de cultivo',
  questions: [
    {
      key: 'puesto',
      kind: 'choice',
      prompt: '¿Qué cargo tenía en el centro de cultivo?',
      options: [
        'Operario/a de centro (jaulas, redes y mortalidad)',
        'Alimentador/a (sala de control del pontón)',
        'Buzo/a',
        'Asistente o jefe/a de centro',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'meses',
      kind: 'number',
      prompt: '¿Cuántos meses trabajó con ustedes? (en meses)',
      min: 1,
      max: 480,
      required: true,
    },
    {
      key: 'tareas',
      kind: 'choice',
      prompt: '¿Qué faenas hacía en el centro? Puede marcar varias.',
      options: [
        'Alimentación (cámaras y sopladores)',
        'Retiro de mortalidad y ensilaje',
        'Cambio y mantención de redes y loberos',
        'Buceo e inspección de fondeos',
        'Muestreos, conteo de cáligus y baños',
        'Cosecha y carga al wellboat',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'seguridad',
      kind: 'rating',
      prompt:
        'Del 1 al 5, ¿cómo trabajaba con seguridad en los módulos y en la lancha (chaleco, línea de vida, mal tiempo)?',
      label: 'Seguridad en el agua',
      required: true,
    },
    {
      key: 'dias',
      kind: 'number',
      prompt:
        '¿Cuántos días seguidos se quedaba en el centro en cada turno? (días por turno, opcional)',
      min: 1,
      max: 30,
      required: false,
    },
    {
      key: 'convivencia',
      kind: 'rating',
      prompt:
        'Del 1 al 5, ¿cómo era la convivencia en el pontón o en la casa-habitación? (opcional)',
      label: 'Convivencia',
      required: false,
    },
    {
      key: 'matricula',
      kind: 'yes_no',
      prompt:
        '¿Tiene su matrícula de tripulante de nave menor o de buzo vigente (o la equivalente)? (opcional)',
      required: false,
    },
    {
      key: 'recontratar',
      kind: 'yes_no',
      prompt: '¿Lo volvería a contratar?',
      required: true,
    },
    {
      key: 'comentario',
      kind: 'text',
      prompt: '¿Quiere agregar algo? (opcional)',
      required: false,
    },
  ],
};

/**
 * Ship repair (fifty-eighth blind set), as a repair yard on the Bilbao
 * estuary writes it and the head of the steel shop at a repair yard in the
 * bay of Santander or the dock master of a dry dock in Callao answers it:
 * the trade as a single choice (a welder who is moved to plating is a
 * plater), months with the unit in the prompt, the work on board and in the
 * shop as a REQUIRED multiple choice that people name in the yard's words
 * ("cambio de chapa", "el doble fondo", "los tanques de lastre", "las
 * plantillas", "el oxicorte", "la bocina", "granallar", "la bomba de
 * achique"), a rating of the quality of the work, an OPTIONAL rating of
 * safety in confined spaces and at height, hours a day with a ship in dock
 * (optional, with the unit in the prompt, given as a timetable), a welder's
 * qualification "or the equivalent of your country" as an optional yes/no, a
 * required yes/no, optional text.
 */
export const ES_ASTILLERO: TypedQuestionnaire = {
  id: 'es-astillero',
  name: 'Referencia: reparación naval y astilleros',
  questions: [
    {
      key: 'oficio',
      kind: 'choice',
      prompt: '¿Qué oficio tenía en el astillero?',
      options: [
        'Soldador/a',
        'Calderero/a o montador/a de acero',
        'Tubero/a',
        'Pintor/a naval o chorreador/a',
        'Mecánico/a naval',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'meses',
      kind: 'number',
      prompt: '¿Cuántos meses trabajó con ustedes? (en meses)',
      min: 1,
      max: 480,
      required: true,
    },
    {
      key: 'trabajos',
      kind: 'choice',
      prompt: '¿Qué trabajos hacía a bordo o en el taller? Puede marcar varios.',
      options: [
        'Soldadura de planchas y refuerzos (cambio de chapa)',
        'Corte y trazado de acero (oxicorte, plantillas)',
        'Tubería y valvulería',
        'Chorreado y pintura de casco',
        'Motores, ejes y hélices',
        'Andamios y trabajos en altura',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'calidad',
      kind: 'rating',
      prompt:
        'Del 1 al 5, ¿qué calidad tenía su trabajo (soldaduras que pasan la inspección, acabados)?',
      label: 'Calidad del trabajo',
      required: true,
    },
    {
      key: 'seguridad',
      kind: 'rating',
      prompt:
        'Del 1 al 5, ¿cómo cumplía la seguridad en espacios confinados y en altura? (opcional)',
      label: 'Seguridad',
      required: false,
    },
    {
      key: 'horas',
      kind: 'number',
      prompt: 'Con un barco en dique, ¿cuántas horas trabajaba al día? (horas al día, opcional)',
      min: 1,
      max: 16,
      required: false,
    },
    {
      key: 'homologacion',
      kind: 'yes_no',
      prompt: '¿Tiene homologación de soldador en vigor (o la equivalente de su país)? (opcional)',
      required: false,
    },
    {
      key: 'recontratar',
      kind: 'yes_no',
      prompt: '¿Lo volvería a contratar?',
      required: true,
    },
    {
      key: 'comentario',
      kind: 'text',
      prompt: '¿Quiere añadir algo? (opcional)',
      required: false,
    },
  ],
};

/**
 * Sugar mills (sixtieth blind set), as a sugar mill in San Pedro de Macorís
 * (Dominican Republic) writes it and the head of manufacturing at a cane
 * ingenio in Tala (Jalisco) or at a beet-sugar factory in Miranda de Ebro
 * answers it: the post as a single choice (a beet factory's "cocedor" is the
 * cane mill's tachero), months with the unit in the prompt (given as
 * harvests, "zafras", or as beet campaigns with the maintenance between
 * them), the areas of the factory as a REQUIRED multiple choice that a beet
 * factory names in its own words ("la difusión", "la depuración", "la
 * intercampaña"), a rating of safety, days a week in the harvest (optional,
 * with the unit in the prompt, given as "diario" or as hours a week), an
 * OPTIONAL rating of how they respond when the mill stops, a boiler
 * operator's certificate "or the equivalent of your country" as an optional
 * yes/no, a required yes/no, optional text.
 */
export const ES_INGENIO: TypedQuestionnaire = {
  id: 'es-ingenio',
  name: 'Referencia: ingenio azucarero',
  questions: [
    {
      key: 'puesto',
      kind: 'choice',
      prompt: '¿Qué puesto tenía en el ingenio?',
      options: [
        'Operador/a de molinos',
        'Tachero/a',
        'Centrifuguero/a',
        'Operador/a de calderas',
        'Analista de laboratorio',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'meses',
      kind: 'number',
      prompt: '¿Cuántos meses trabajó con ustedes, contando zafras y reparación? (en meses)',
      min: 1,
      max: 480,
      required: true,
    },
    {
      key: 'areas',
      kind: 'choice',
      prompt: '¿En qué áreas de la fábrica trabajó? Puede marcar varias.',
      options: [
        'Patio de caña, básculas y mesas de alimentación',
        'Molinos y extracción del jugo',
        'Clarificación y evaporación',
        'Tachos y cristalización',
        'Centrífugas y secado del azúcar',
        'Calderas y planta eléctrica',
        'Reparación en tiempo muerto (fuera de zafra)',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'seguridad',
      kind: 'rating',
      prompt:
        'Del 1 al 5, ¿cómo cumplía las normas de seguridad en fábrica (equipo de protección, bloqueo de equipos)?',
      label: 'Seguridad en fábrica',
      required: true,
    },
    {
      key: 'dias',
      kind: 'number',
      prompt: 'En zafra, ¿cuántos días a la semana trabajaba? (días por semana, opcional)',
      min: 1,
      max: 7,
      required: false,
    },
    {
      key: 'paradas',
      kind: 'rating',
      prompt:
        'Del 1 al 5, ¿cómo respondía cuando se paraba la molienda (averías, atascos, falta de caña)? (opcional)',
      label: 'Respuesta en paradas',
      required: false,
    },
    {
      key: 'certificado',
      kind: 'yes_no',
      prompt:
        '¿Tiene certificado de operador de calderas o de equipos a presión (o el equivalente de su país)? (opcional)',
      required: false,
    },
    {
      key: 'recontratar',
      kind: 'yes_no',
      prompt: '¿Lo volvería a contratar para la próxima zafra?',
      required: true,
    },
    {
      key: 'comentario',
      kind: 'text',
      prompt: '¿Quiere añadir algo? (opcional)',
      required: false,
    },
  ],
};

/**
 * Flower farms (sixty-second blind set), as a flower exporter in Rionegro
 * (Antioquia) writes it and the supervisor of post-harvest at a rose farm in
 * La Ceja or the owner of a greenhouse in Villa Guerrero (Estado de México)
 * answers it: the area of the farm as a single choice (a sprayer who helped
 * the irrigation hand is in spraying), months with the unit in the prompt
 * (given as Valentine's and Mother's Day seasons, or from the Day of the
 * Dead), the work as a REQUIRED multiple choice named in the farm's jargon
 * ("boncheaba", "el capuchón", "clasificaba por largo", "el monitoreo de la
 * araña roja"; the cold room, cutting and packing excluded in words), a
 * rating of the quality of the work, stems an hour (optional, with the unit
 * in the prompt, given in bunches of 25 or as a range), an OPTIONAL rating of
 * the high seasons, a safe-handling course for pesticides "or the equivalent
 * of your country" as an optional yes/no, a required yes/no, optional text.
 */
export const ES_FLORICULTURA: TypedQuestionnaire = {
  id: 'es-floricultura',
  name: 'Referencia: cultivo de flores de exportación',
  questions: [
    {
      key: 'area',
      kind: 'choice',
      prompt: '¿En qué área de la finca trabajaba?',
      options: [
        'Cultivo (corte y labores)',
        'Poscosecha (clasificación y bonchado)',
        'Fumigación y MIPE',
        'Riego y fertilización',
        'Cuarto frío y despachos',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'meses',
      kind: 'number',
      prompt: '¿Cuántos meses trabajó con ustedes en la finca? (en meses)',
      min: 1,
      max: 480,
      required: true,
    },
    {
      key: 'labores',
      kind: 'choice',
      prompt: '¿Qué labores hacía? Puede marcar varias.',
      options: [
        'Corte de tallos',
        'Desbotone y pinch',
        'Clasificación por grado y largo',
        'Bonchado y capuchón',
        'Hidratación y cuarto frío',
        'Monitoreo de plagas y aplicación',
        'Armado de cajas y despacho',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'calidad',
      kind: 'rating',
      prompt:
        'De 1 a 5, ¿cómo era la calidad de su trabajo (tallos sin maltrato, grados bien clasificados)?',
      label: 'Calidad del trabajo',
      required: true,
    },
    {
      key: 'tallos',
      kind: 'number',
      prompt:
        '¿Cuántos tallos cortaba o clasificaba por hora, más o menos? (tallos por hora, opcional)',
      min: 1,
      max: 3000,
      required: false,
    },
    {
      key: 'temporadas',
      kind: 'rating',
      prompt:
        'De 1 a 5, ¿cómo le fue en las temporadas altas (San Valentín, Día de la Madre)? (opcional)',
      label: 'Temporadas altas',
      required: false,
    },
    {
      key: 'curso',
      kind: 'yes_no',
      prompt:
        '¿Tiene el curso de manejo seguro de plaguicidas (o el equivalente de su país)? (opcional)',
      required: false,
    },
    {
      key: 'recontratar',
      kind: 'yes_no',
      prompt: '¿Usted lo volvería a contratar para la próxima temporada?',
      required: true,
    },
    {
      key: 'comentario',
      kind: 'text',
      prompt: '¿Quiere agregar algo más? (opcional)',
      required: false,
    },
  ],
};

/**
 * Adventure tourism and guiding (sixty-fourth blind set), as a trekking
 * agency in Cusco writes it and the head of operations of a trekking agency
 * in Cusco or the owner of a volcano-hike operator in Antigua Guatemala
 * answers it: the post as a single choice (an assistant guide who spent a
 * month as the base camp's cook is an assistant), months with the unit in
 * the prompt (given as "la temporada alta del 2022 … después del Inti Raymi"
 * with the Februaries the trail is closed, or as "casi 3" years), the
 * services as a REQUIRED multiple choice named in the trade's jargon ("el
 * Inca de 4 días", "el corto de 2 días", "el full day a Machu Picchu",
 * "Rainbow y Humantay", "los recojos", "el Acatenango con noche en el base
 * camp", "el Pacaya", "los shuttles a La Aurora"), a rating of how they treat
 * the passengers, passengers a group (optional, with the unit in the prompt,
 * given as a range or as groups a day), an OPTIONAL rating of how they
 * respond to altitude sickness and emergencies on the trail, an official
 * guide's licence "or the equivalent of your country" as an optional yes/no,
 * a required yes/no, optional text.
 */
export const ES_TURISMO: TypedQuestionnaire = {
  id: 'es-turismo',
  name: 'Referencia: turismo de aventura y guiado',
  questions: [
    {
      key: 'puesto',
      kind: 'choice',
      prompt: '¿Qué puesto tenía en la agencia?',
      options: [
        'Guía oficial',
        'Asistente de guía',
        'Cocinero(a) de campamento',
        'Porteador(a) o arriero(a)',
        'Operaciones y traslados',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'meses',
      kind: 'number',
      prompt: '¿Cuántos meses trabajó con ustedes? (en meses)',
      min: 1,
      max: 480,
      required: true,
    },
    {
      key: 'servicios',
      kind: 'choice',
      prompt: '¿Qué servicios hacía con ustedes? Puede marcar varios.',
      options: [
        'Camino Inca de 4 días',
        'Trekking de varios días (Salkantay, Lares, Choquequirao)',
        'City tour y Valle Sagrado',
        'Machu Picchu en el día (full day)',
        'Caminata de un día (Montaña de Colores, Humantay)',
        'Recojos y traslados al aeropuerto o la estación',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'trato',
      kind: 'rating',
      prompt: 'Del 1 al 5, ¿cómo era su trato con los pasajeros?',
      label: 'Trato con los pasajeros',
      required: true,
    },
    {
      key: 'grupo',
      kind: 'number',
      prompt: '¿Con grupos de cuántas personas solía salir? (pasajeros por grupo, opcional)',
      min: 1,
      max: 60,
      required: false,
    },
    {
      key: 'emergencias',
      kind: 'rating',
      prompt:
        'Del 1 al 5, ¿cómo respondía ante el mal de altura u otras emergencias en ruta? (opcional)',
      label: 'Emergencias en ruta',
      required: false,
    },
    {
      key: 'carne',
      kind: 'yes_no',
      prompt: '¿Tiene carné de guía oficial (o el equivalente de su país)? (opcional)',
      required: false,
    },
    {
      key: 'recontratar',
      kind: 'yes_no',
      prompt: '¿Lo volvería a contratar para la próxima temporada?',
      required: true,
    },
    {
      key: 'comentario',
      kind: 'text',
      prompt: '¿Desea agregar algo más? (opcional)',
      required: false,
    },
  ],
};

export const QUESTIONNAIRES_ES: readonly TypedQuestionnaire[] = [
  ES_SOPORTE,
  ES_OBRA,
  ES_HOSTELERIA,
  ES_ACADEMIA,
  ES_REPARTO,
  ES_VENTAS,
  ES_CUIDADOS,
  ES_CAMPO,
  ES_PELUQUERIA,
  ES_OBRADOR,
  ES_TALLER,
  ES_LIMPIEZA,
  ES_SEGURIDAD,
  ES_ALMACEN,
  ES_MINERIA,
  ES_PESCA,
  ES_ELECTRICIDAD,
  ES_CONFECCION,
  ES_VETERINARIA,
  ES_DENTAL,
  ES_TRANSPORTE_ESCOLAR,
  ES_SOCORRISMO,
  ES_JARDINERIA,
  ES_CARNICERIA,
  ES_CARPINTERIA,
  ES_FONTANERIA,
  ES_PINTURA,
  ES_SUPERMERCADO,
  ES_AEROPUERTO,
  ES_GASOLINERA,
  ES_FARMACIA,
  ES_BODEGA,
  ES_TABAQUERIA,
  ES_SALMONICULTURA,
  ES_ASTILLERO,
  ES_INGENIO,
  ES_FLORICULTURA,
  ES_TURISMO,
];

type RefereeCase = Omit<TypedRefereeConversation, 'heldOut'>;
type IntakeCase = Omit<TypedIntakeConversation, 'heldOut'>;

const LUCIA = { firstName: 'Lucía', lastName: 'Moreno' };
const DIEGO = { firstName: 'Diego', lastName: 'Ramírez' };
const VALENTINA = { firstName: 'Valentina', lastName: 'Ospina' };

/** Third blind set: a double surname, a compound first name with a particle in the surname, Galicia, Spain. */
const XIMENA = { firstName: 'Ximena', lastName: 'Gutiérrez Robles' };
const JOSE_LUIS = { firstName: 'José Luis', lastName: 'de la Peña' };
const ANXO = { firstName: 'Anxo', lastName: 'Outeiral' };
const ROCIO = { firstName: 'Rocío', lastName: 'Sánchez-Vera' };

/** Fourth blind set: ñ and a particle in a double surname; a man. */
const BEGONA = { firstName: 'Begoña', lastName: 'Ibarra del Olmo' };
const MATEO = { firstName: 'Mateo', lastName: 'Fernández' };

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
    id: 'es-r01',
    title: 'Spain, plain answers typed without accents',
    tags: ['spanish', 'short'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: LUCIA,
    to: IN_ORDER,
    says: [
      'Fui su jefa en Telefonica durante el proyecto de fibra',
      '5',
      '4',
      '5',
      '5',
      '4',
      '3',
      'Muy organizada y comunica genial con el cliente',
      'Delegar un poco mas',
      'si',
      '24',
      'no, nada mas',
    ],
    expected: {
      relationship: 'Fui su jefa en Telefonica durante el proyecto de fibra',
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      leadership: 3,
      strengths: 'Muy organizada y comunica genial con el cliente',
      improvements: 'Delegar un poco mas',
      wouldRehire: true,
      monthsKnown: 24,
    },
    outcome: 'completed',
  },
  {
    id: 'es-r02',
    title: 'numbers in words, "creo que un 4", "entre 4 y 5", "dos años y medio" in months',
    tags: ['spanish', 'words', 'hedge', 'range', 'unit', 'dont-know', 'skip'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: LUCIA,
    to: ['rel', 'com', 'tec', 'tea', 'rlb', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      'companeros de equipo, yo era backend y ella frontend',
      'un 4',
      'cinco',
      'creo que un 4',
      'entre 4 y 5',
      { retry: '5', key: 'reliability' },
      'cuatro',
      'no puedo opinar, no lideraba a nadie',
      'Resolver bugs dificiles',
      'Hablar mas en las reuniones',
      'claro que si',
      'dos años y medio',
      'paso',
    ],
    expected: {
      relationship: 'companeros de equipo, yo era backend y ella frontend',
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 4,
      strengths: 'Resolver bugs dificiles',
      improvements: 'Hablar mas en las reuniones',
      wouldRehire: true,
      monthsKnown: 30,
    },
    outcome: 'completed',
  },
  {
    id: 'es-r03',
    title: 'Mexico: "no, espera, quise decir que si" on would-rehire, "como 18 meses", emoji',
    tags: ['spanish', 'correction', 'hedge', 'emoji', 'issue-quote'],
    questionnaire: 'builtin',
    locale: 'es',
    to: IN_ORDER,
    says: [
      'Fui su supervisor en una startup en CDMX, ella era senior full stack',
      '5',
      '5',
      '4',
      '4',
      '5',
      '4',
      'Aprende rapidisimo, ownership total',
      'A veces se sobrecarga de trabajo',
      'no, espera, quise decir que si, obvio la volveria a contratar',
      'como 18 meses',
      'Que es una crack 🙌',
    ],
    expected: {
      relationship: 'Fui su supervisor en una startup en CDMX, ella era senior full stack',
      communication: 5,
      technical_skill: 5,
      teamwork: 4,
      reliability: 4,
      problem_solving: 5,
      leadership: 4,
      strengths: 'Aprende rapidisimo, ownership total',
      improvements: 'A veces se sobrecarga de trabajo',
      wouldRehire: true,
      monthsKnown: 18,
      comments: 'Que es una crack 🙌',
    },
    outcome: 'completed',
  },
  {
    id: 'es-r04',
    title: '"prefiero no dar referencias" at the first question',
    tags: ['spanish', 'decline', 'short'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: DIEGO,
    to: ['rel', 'rel'],
    says: ['Prefiero no dar referencias de esta persona, lo siento', { tapConfirm: true }],
    expected: {},
    outcome: 'declined',
  },
  {
    id: 'es-r05',
    title: '"comunicadora y…" is no number; "comunicacion 5, trabajo en equipo 4" asked the months',
    tags: ['spanish', 'wrong-question', 'issue-quote', 'dont-know', 'hedge'],
    questionnaire: 'builtin',
    locale: 'es',
    to: ['rel', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'mon', 'cmt'],
    says: [
      'Era mi compañera en el departamento de marketing',
      'muy buena comunicadora y muy resolutiva, un 5',
      '4',
      '4',
      '5',
      '4',
      'ns',
      'Comunicadora y resolutiva',
      'Ser mas paciente con los juniors',
      'sí',
      'comunicacion 5, trabajo en equipo 4',
      'ah perdon, unos 12 meses',
      'no',
    ],
    expected: {
      relationship: 'Era mi compañera en el departamento de marketing',
      communication: 5,
      technical_skill: 4,
      teamwork: 4,
      reliability: 5,
      problem_solving: 4,
      strengths: 'Comunicadora y resolutiva',
      improvements: 'Ser mas paciente con los juniors',
      wouldRehire: true,
      monthsKnown: 12,
    },
    outcome: 'completed',
  },
  {
    id: 'es-r06',
    title:
      'taps and skips: "pasa a la siguiente", "3,5" asked again, "ni idea", "n/a", "unos 2 años"',
    tags: ['spanish', 'tap', 'skip', 'dont-know', 'range', 'unit'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: DIEGO,
    to: ['rel', 'com', 'tec', 'tea', 'rlb', 'pro', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      'Cliente, el llevaba nuestra cuenta en la agencia',
      { tap: 4 },
      { tap: null },
      'pasa a la siguiente',
      { tap: 5 },
      '3,5',
      { retry: 'pues 4', key: 'problem_solving' },
      'ni idea',
      'Creatividad',
      'n/a',
      { tap: true },
      'unos 2 años',
      { tap: null },
    ],
    expected: {
      relationship: 'Cliente, el llevaba nuestra cuenta en la agencia',
      communication: 4,
      reliability: 5,
      problem_solving: 4,
      strengths: 'Creatividad',
      wouldRehire: true,
      monthsKnown: 24,
    },
    outcome: 'completed',
  },
  {
    id: 'es-r07',
    title: 'Argentina: a question back, "un 3... bah, 4", "no aplica", refuses one question',
    tags: ['spanish', 'question-back', 'correction', 'decline', 'words', 'long'],
    questionnaire: 'builtin',
    locale: 'es',
    to: IN_ORDER,
    says: [
      'Fui su lider tecnico en Mercado Libre, laburamos juntos en el equipo de pagos',
      '¿del 1 al 5 dijiste? 4',
      'un 5, es un crack',
      '4',
      'un 3... bah, 4',
      '5',
      'no lideraba equipo, no aplica',
      'Es de esos devs que agarran un problema feo y no lo sueltan hasta resolverlo. Ademas documenta todo, arma los runbooks, hace pairing con los juniors sin que nadie se lo pida y en las guardias era el primero en conectarse. Lo extrañamos mucho cuando se fue',
      'Prefiero no contestar esa',
      'si, sin dudas',
      'tres años',
      'Cualquier cosa me escriben a martin.gomez@gmail.com',
    ],
    expected: {
      relationship: 'Fui su lider tecnico en Mercado Libre, laburamos juntos en el equipo de pagos',
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 4,
      problem_solving: 5,
      strengths: { has: ['no lo sueltan hasta resolverlo', 'Lo extrañamos mucho'] },
      wouldRehire: true,
      monthsKnown: 36,
      comments: 'Cualquier cosa me escriben a martin.gomez@gmail.com',
    },
    outcome: 'completed',
  },
  // ───────────── tenant: es-soporte (relacion, anios, trato, canales, recontratar, personas, destaca)
  {
    id: 'es-t01',
    title: 'short answers: "era su jefa", "3 años", "telefono y chat"',
    tags: ['spanish', 'short', 'multiple'],
    questionnaire: 'es-soporte',
    locale: 'es',
    candidate: LUCIA,
    says: [
      'era su jefa',
      '3 años',
      '5',
      'telefono y chat',
      'si',
      '8',
      'La paciencia con clientes dificiles, nunca pierde los nervios',
    ],
    expected: {
      relacion: 'Su responsable directo',
      anios: 3,
      trato: 5,
      canales: ['Teléfono', 'Chat'],
      recontratar: true,
      personas: 8,
      destaca: 'La paciencia con clientes dificiles, nunca pierde los nervios',
    },
    outcome: 'completed',
  },
  {
    id: 'es-t02',
    title: '"ni un año" is 0 years; "ni uno" for people is below the minimum, not stored',
    tags: ['spanish', 'negation', 'words', 'typos', 'multiple', 'optional'],
    questionnaire: 'es-soporte',
    locale: 'es',
    says: [
      'compañeros',
      'ni un año, coincidimos unos meses',
      'cuatro',
      'correo, chat y redes',
      'sii claro',
      'ni uno, no coordinaba a nadie',
      'Se sabe el producto de memoria',
    ],
    expected: {
      relacion: 'Compañero de equipo',
      anios: 0,
      trato: 4,
      canales: ['Correo', 'Chat', 'Redes sociales'],
      recontratar: true,
      destaca: 'Se sabe el producto de memoria',
    },
    outcome: 'completed',
  },
  {
    id: 'es-t03',
    title: '"no sé" on required years, "un 4 o un 5", "no, espera... si, si"',
    tags: ['spanish', 'dont-know', 'required-miss', 'range', 'skip', 'correction', 'emoji'],
    questionnaire: 'es-soporte',
    locale: 'es',
    says: [
      'yo era cliente, ella nos atendia desde el call center',
      'no sé, nunca trabajamos en la misma empresa',
      { retry: 'pues la conozco desde hace 2 años como cliente, pon 2', key: 'anios' },
      'un 4 o un 5',
      { retry: '4', key: 'trato' },
      'paso',
      'no, espera... si, si la volveria a contratar',
      'no sé',
      'Resuelve rapido y con buena actitud 👍',
    ],
    expected: {
      relacion: 'Cliente',
      anios: 2,
      trato: 4,
      recontratar: true,
      destaca: 'Resuelve rapido y con buena actitud 👍',
    },
    outcome: 'completed',
  },
  {
    id: 'es-t04',
    title: 'declines after two answers: nothing kept',
    tags: ['spanish', 'decline'],
    questionnaire: 'es-soporte',
    locale: 'es',
    candidate: DIEGO,
    says: [
      'era mi subordinado',
      '2',
      'mira, prefiero no seguir con esto, no quiero dar referencias',
      { tapConfirm: true },
    ],
    expected: {},
    outcome: 'declined',
  },
  // ───────────── tenant: es-obra (meses, seguridad, carnet, jornada, comentario)
  {
    id: 'es-t05',
    title: '"unos 18 meses", "ni idea" on an optional yes/no, "nada" as the comment',
    tags: ['spanish', 'hedge', 'dont-know', 'optional', 'skip'],
    questionnaire: 'es-obra',
    locale: 'es',
    candidate: DIEGO,
    says: [
      'unos 18 meses',
      '5, muy estricto con el casco y el arnes',
      'ni idea',
      'completa',
      'nada',
    ],
    expected: { meses: 18, seguridad: 5, jornada: 'Completa' },
    outcome: 'completed',
  },
  {
    id: 'es-t06',
    title: '"año y medio" asked in months, "un 4 tirando a 5", a pasted signature',
    tags: ['spanish', 'unit', 'words', 'range', 'signature', 'hedge'],
    questionnaire: 'es-obra',
    locale: 'es',
    candidate: DIEGO,
    says: [
      'año y medio',
      'un 4 tirando a 5',
      { retry: '4', key: 'seguridad' },
      'sip',
      'a turnos, de noche sobre todo',
      'Muy buen profesional, lo recomiendo.\n\nSaludos,\nJavier Ruiz de la Fuente\nJefe de Obra · Acciona\nTel. +34 612 345 678',
    ],
    expected: {
      meses: 18,
      seguridad: 4,
      carnet: true,
      jornada: 'Por turnos',
      comentario: { has: ['buen profesional'] },
    },
    outcome: 'completed',
  },
  {
    id: 'es-t07',
    title:
      'Mexico: "trabajamos 4 años juntos" in the first answer, "todos menos redes", "una docena"',
    tags: ['spanish', 'multi-answer', 'emoji', 'multiple', 'hedge', 'words'],
    questionnaire: 'es-soporte',
    locale: 'es',
    says: [
      'Fui su manager directo 😊, trabajamos 4 años juntos',
      { retry: '4', key: 'anios' },
      'le doy 5/5',
      'todos menos redes',
      'obvio que si!!',
      'una docena mas o menos',
      'El onboarding de los nuevos, armo todo el manual',
    ],
    expected: {
      relacion: 'Su responsable directo',
      anios: 4,
      trato: 5,
      canales: ['Teléfono', 'Correo', 'Chat'],
      recontratar: true,
      personas: 12,
      destaca: 'El onboarding de los nuevos, armo todo el manual',
    },
    outcome: 'completed',
  },
  {
    id: 'es-t08',
    title: '"24/7" is no number of months; taps for the rest',
    tags: ['spanish', 'number-in-word', 'tap', 'optional'],
    questionnaire: 'es-obra',
    locale: 'es',
    says: [
      'estaba disponible 24/7 jaja, coincidimos 10 meses',
      { tap: 3 },
      { tap: false },
      'media',
      { tap: null },
    ],
    expected: { meses: 10, seguridad: 3, carnet: false, jornada: 'Media jornada' },
    outcome: 'completed',
  },
  {
    id: 'es-t09',
    title: 'required rehire left unanswered: "depende", then stops',
    tags: ['spanish', 'required-miss', 'hedge'],
    questionnaire: 'es-soporte',
    locale: 'es',
    candidate: LUCIA,
    says: [
      'compañera',
      '1',
      '3',
      'solo telefono',
      'depende del puesto la verdad',
      { retry: 'no sabria decirte', key: 'recontratar' },
    ],
    expected: { relacion: 'Compañero de equipo', anios: 1, trato: 3, canales: ['Teléfono'] },
    outcome: 'open',
  },
  // ───────────── Second blind set (2026-11-28), built-in
  {
    id: 'es-r08',
    title:
      'Colombia, "usted": "excelente" for a rating, "no sabria decirle", "de una", "año y medio" in months, "No señor, eso es todo"',
    tags: ['spanish', 'words', 'dont-know', 'unit', 'hedge'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: VALENTINA,
    to: ['rel', 'com', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      'Yo fui el coordinador de ella en Bancolombia, en Medellin, en el area de riesgos',
      'excelente',
      { retry: '5', key: 'communication' },
      '4',
      'muy bien, un 4',
      '5',
      '4',
      'todavia no ha liderado equipos, no sabria decirle',
      'Es muy juiciosa y ordenada, y con los numeros es una berraca',
      'Le falta hablar mas en publico',
      'claro que si, de una',
      'año y medio',
      'No señor, eso es todo. Muchas gracias',
    ],
    expected: {
      relationship:
        'Yo fui el coordinador de ella en Bancolombia, en Medellin, en el area de riesgos',
      communication: 5,
      technical_skill: 4,
      teamwork: 4,
      reliability: 5,
      problem_solving: 4,
      strengths: 'Es muy juiciosa y ordenada, y con los numeros es una berraca',
      improvements: 'Le falta hablar mas en publico',
      wouldRehire: true,
      monthsKnown: 18,
    },
    outcome: 'completed',
  },
  {
    id: 'es-r09',
    title:
      'Spain, phone typos: "cinci" asked again, "4 jeje", "sii", "18 mese", "nop" is no comment',
    tags: ['spanish', 'typos', 'short'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: DIEGO,
    to: ['rel', 'com', 'tec', 'tec', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      'eramos compis de curro en el equipo de data de Glovo',
      '4',
      'cinci',
      { retry: '5', key: 'technical_skill' },
      '4 jeje',
      '5',
      '4',
      '3',
      'SQL y python a tope, y muy buen rollo con todo el mundo',
      'a veces va demasiado rapido y se salta los tests',
      'sii',
      '18 mese',
      'nop',
    ],
    expected: {
      relationship: 'eramos compis de curro en el equipo de data de Glovo',
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 4,
      leadership: 3,
      strengths: 'SQL y python a tope, y muy buen rollo con todo el mundo',
      improvements: 'a veces va demasiado rapido y se salta los tests',
      wouldRehire: true,
      monthsKnown: 18,
    },
    outcome: 'completed',
  },
  {
    id: 'es-r10',
    title:
      'Argentina: a long ramble with "te diria que un 4" inside, an off-topic aside, English words, "como 3 años" asked again',
    tags: ['spanish', 'long', 'hedge', 'off-topic', 'unit', 'words'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: LUCIA,
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
      'Fui su manager en Despegar, ella era la PM del squad de checkout',
      'Mira, te diria que un 4. Escribe muy bien, los docs eran un lujo, pero en las dailies a veces se iba por las ramas y habia que cortarla. Igual 4, si',
      { retry: '4', key: 'communication' },
      '4',
      'perdon, me esta llamando mi vieja, ya vuelvo',
      '5',
      '5',
      '4',
      '4',
      'Tiene un stakeholder management tremendo, la gente de negocio la adoraba',
      'Bajar a tierra los roadmaps, a veces prometia de mas',
      'si, la vuelvo a contratar mañana mismo',
      'como 3 años, mas o menos',
      { retry: '36', key: 'monthsKnown' },
      'nada mas, suerte!',
    ],
    expected: {
      relationship: 'Fui su manager en Despegar, ella era la PM del squad de checkout',
      communication: 4,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      leadership: 4,
      strengths: 'Tiene un stakeholder management tremendo, la gente de negocio la adoraba',
      improvements: 'Bajar a tierra los roadmaps, a veces prometia de mas',
      wouldRehire: true,
      monthsKnown: 36,
    },
    outcome: 'completed',
  },
  {
    id: 'es-r11',
    title:
      'Mexico: partial refusals ("prefiero no calificar eso", "eso mejor no"), "no, la verdad no", "ni idea" on the months, an address in the comment',
    tags: ['spanish', 'decline', 'skip', 'dont-know', 'negation', 'optional'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: DIEGO,
    to: IN_ORDER,
    says: [
      'Fue mi subordinado directo en Femsa',
      '3',
      '4',
      'prefiero no calificar eso',
      '2',
      '3',
      'no lideraba a nadie',
      'Sabe mucho de logistica',
      'eso mejor no',
      'No, la verdad no lo volveria a contratar',
      'ni idea, fue hace mucho',
      'Si necesitan mas info escribanme a rodrigo.villalobos@femsa.com.mx',
    ],
    expected: {
      relationship: 'Fue mi subordinado directo en Femsa',
      communication: 3,
      technical_skill: 4,
      reliability: 2,
      problem_solving: 3,
      strengths: 'Sabe mucho de logistica',
      wouldRehire: false,
      comments: 'Si necesitan mas info escribanme a rodrigo.villalobos@femsa.com.mx',
    },
    outcome: 'completed',
  },
  {
    id: 'es-r12',
    title:
      'Spain: everything in the first message ("Fui su jefe 2 años en Mapfre. Comunicacion 5, tecnico 4…"), then the texts',
    tags: ['spanish', 'multi-answer', 'long', 'unit'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: LUCIA,
    to: ['rel', 'str', 'imp', 'reh', 'cmt'],
    says: [
      'Fui su jefe 2 años en Mapfre. Comunicacion 5, tecnico 4, trabajo en equipo 5, fiabilidad 5, resolucion de problemas 4, liderazgo 3.',
      'Su capacidad de trabajo y lo bien que se lleva con todo el mundo',
      'Tiene que aprender a decir que no',
      'sí, sin duda',
      'no, con eso esta todo',
    ],
    expected: {
      relationship: { has: ['Fui su jefe'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      leadership: 3,
      strengths: 'Su capacidad de trabajo y lo bien que se lleva con todo el mundo',
      improvements: 'Tiene que aprender a decir que no',
      wouldRehire: true,
      monthsKnown: 24,
    },
    outcome: 'completed',
  },
  {
    id: 'es-r13',
    title:
      'corrections in the message: "un 3, no perdon, un 4", "si... bueno no, no lo recontrataria", "24 meses, bueno, en realidad 20"',
    tags: ['spanish', 'correction', 'negation'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: DIEGO,
    to: IN_ORDER,
    says: [
      'compañero de mesa en la oficina de Bilbao',
      'un 3, no perdon, un 4',
      '5',
      '4',
      '2, faltaba bastante',
      '4',
      '3',
      'Muy buen tecnico',
      'La asistencia, faltaba mucho sin avisar',
      'si... bueno no, no lo recontrataria por el tema de las ausencias',
      '24 meses, bueno, en realidad 20',
      'no',
    ],
    expected: {
      relationship: 'compañero de mesa en la oficina de Bilbao',
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 2,
      problem_solving: 4,
      leadership: 3,
      strengths: 'Muy buen tecnico',
      improvements: 'La asistencia, faltaba mucho sin avisar',
      wouldRehire: false,
      monthsKnown: 20,
    },
    outcome: 'completed',
  },
  {
    id: 'es-r14',
    title:
      'emoji answers: "5️⃣", "🤷‍♀️" is no rating, "👍" alone on would-rehire asked again, taps, "medio año"',
    tags: ['spanish', 'emoji', 'tap', 'dont-know', 'unit', 'words'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: VALENTINA,
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
      'era mi clienta 😊 le llevabamos las redes de su tienda',
      '5️⃣',
      { retry: '5', key: 'communication' },
      { tap: 4 },
      { tap: 5 },
      { tap: 5 },
      '4 👌',
      '🤷‍♀️',
      'Tiene las ideas super claras',
      { tap: null },
      '👍',
      { retry: 'si', key: 'wouldRehire' },
      'medio año',
      '🙏',
    ],
    expected: {
      relationship: 'era mi clienta 😊 le llevabamos las redes de su tienda',
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      strengths: 'Tiene las ideas super claras',
      wouldRehire: true,
      monthsKnown: 6,
    },
    outcome: 'completed',
  },
  // ───────────── Second blind set, tenant questionnaires
  {
    id: 'es-t10',
    title:
      'Colombia on es-soporte: "dos años y medio" in years, "whatsapp" is no option (asked), "de una", "ninguna" below the minimum',
    tags: ['spanish', 'words', 'multiple', 'optional', 'negation'],
    questionnaire: 'es-soporte',
    locale: 'es',
    candidate: VALENTINA,
    says: [
      'fui la jefe inmediata de ella',
      'dos años y medio',
      'un 5 sin dudarlo',
      'whatsapp y correo',
      { retry: 'correo y chat', key: 'canales' },
      'de una',
      'ninguna, ella era agente',
      'Nunca deja un caso sin cerrar, y los clientes la piden por nombre',
    ],
    expected: {
      relacion: 'Su responsable directo',
      anios: 2.5,
      trato: 5,
      canales: ['Correo', 'Chat'],
      recontratar: true,
      destaca: 'Nunca deja un caso sin cerrar, y los clientes la piden por nombre',
    },
    outcome: 'completed',
  },
  {
    id: 'es-t11',
    title:
      'Spain on es-soporte: "5 estrellas" asked the relationship, "desde 2020, unos 4 años", "sobresaliente" asked again, "todos", a ramble',
    tags: ['spanish', 'wrong-question', 'hedge', 'words', 'multiple', 'long', 'skip'],
    questionnaire: 'es-soporte',
    locale: 'es',
    candidate: LUCIA,
    says: [
      '5 estrellas, la mejor del equipo',
      { retry: 'compañera de equipo', key: 'relacion' },
      'desde 2020, unos 4 años',
      { retry: '4', key: 'anios' },
      'sobresaliente',
      { retry: '5', key: 'trato' },
      'todos',
      'por supuesto',
      'no aplica',
      'Pues mira, yo entre en el equipo en 2020 y ella ya llevaba tiempo, me enseño todo. Lo que mejor hace es calmar a un cliente enfadado, tiene una mano izquierda que no he visto en nadie. Tambien hacia los informes semanales, pero eso es lo de menos',
    ],
    expected: {
      relacion: 'Compañero de equipo',
      anios: 4,
      trato: 5,
      canales: ['Teléfono', 'Correo', 'Chat', 'Redes sociales'],
      recontratar: true,
      destaca: { has: ['calmar a un cliente enfadado'] },
    },
    outcome: 'completed',
  },
  {
    id: 'es-t12',
    title:
      'Mexico on es-obra: "medio año", "4 de 5", "licencia" for carnet, "turno completo" is Completa, a signature with a Mexican phone',
    tags: ['spanish', 'words', 'unit', 'signature', 'optional'],
    questionnaire: 'es-obra',
    locale: 'es',
    candidate: DIEGO,
    says: [
      'medio año',
      '4 de 5',
      'si, tiene licencia y manejaba la camioneta de la obra',
      'turno completo',
      'Muy cumplido, nunca tuvimos un accidente con el.\n\nAtte.\nIng. Jose Maria Garza Trevino\nResidente de Obra | Grupo ICA\nCel. 81 1234 5678',
    ],
    expected: {
      meses: 6,
      seguridad: 4,
      carnet: true,
      jornada: 'Completa',
      comentario: { has: ['Muy cumplido'] },
    },
    outcome: 'completed',
  },
  {
    id: 'es-t13',
    title:
      'Spain on es-obra: "3 meses y pico" asked again, "regular" asked again, "creo que si" then left, a question back on the options',
    tags: ['spanish', 'hedge', 'question-back', 'optional', 'skip'],
    questionnaire: 'es-obra',
    locale: 'es',
    candidate: DIEGO,
    says: [
      '3 meses y pico',
      { retry: 'pon 3', key: 'meses' },
      'regular',
      { retry: '3', key: 'seguridad' },
      'creo que si',
      { retry: 'no lo se seguro, dejalo', key: 'carnet' },
      '¿cuales son las opciones?',
      { retry: 'por turnos', key: 'jornada' },
      'Buen chaval y trabajador, pero hay que estar encima con el EPI',
    ],
    expected: {
      meses: 3,
      seguridad: 3,
      jornada: 'Por turnos',
      comentario: 'Buen chaval y trabajador, pero hay que estar encima con el EPI',
    },
    outcome: 'completed',
  },
  {
    id: 'es-t14',
    title:
      'Spain on es-hosteleria: "sala y a veces barra" asked again, "cuarenta", "ingles perfecto y frances tambien", "ninguna" is no incident',
    tags: ['spanish', 'words', 'multiple', 'optional'],
    questionnaire: 'es-hosteleria',
    locale: 'es',
    candidate: LUCIA,
    says: [
      'de camarera en sala y a veces en barra',
      { retry: 'sala', key: 'puesto' },
      'cuarenta',
      'nunca llego tarde, un 5',
      'ingles perfecto y frances tambien',
      'si, cerraba caja cada noche',
      'ninguna',
    ],
    expected: {
      puesto: 'Sala',
      horas: 40,
      puntualidad: 5,
      idiomas: ['Inglés', 'Francés'],
      caja: true,
    },
    outcome: 'completed',
  },
  {
    id: 'es-t15',
    title:
      'Argentina on es-hosteleria: "ayudante de cocina", "entre 30 y 35" asked again, "solo castellano" is no option, "no, eso lo hacia el encargado"',
    tags: ['spanish', 'range', 'negation', 'optional'],
    questionnaire: 'es-hosteleria',
    locale: 'es',
    candidate: DIEGO,
    says: [
      'cocina, era ayudante de cocina',
      'entre 30 y 35 por semana',
      { retry: '35', key: 'horas' },
      'llegaba tarde a veces, un 3',
      'no, solo castellano',
      'no, eso lo hacia el encargado',
      'Una vez se peleo con un proveedor pero nada grave',
    ],
    expected: {
      puesto: 'Cocina',
      horas: 35,
      puntualidad: 3,
      caja: false,
      incidencias: { has: ['proveedor'] },
    },
    outcome: 'completed',
  },
  {
    id: 'es-t16',
    title:
      'es-hosteleria: "ns, variaba mucho" twice on the required hours, then leaves: only the first answer kept',
    tags: ['spanish', 'dont-know', 'required-miss', 'done-phrase', 'short'],
    questionnaire: 'es-hosteleria',
    locale: 'es',
    candidate: VALENTINA,
    says: [
      'recepcion',
      'ns la verdad, variaba mucho segun la temporada',
      { retry: 'no lo se', key: 'horas' },
      'te dejo que tengo que volver al curro, luego sigo',
    ],
    expected: { puesto: 'Recepción' },
    outcome: 'open',
  },
  // ───────────── Third blind set, built-in
  {
    id: 'es-r15',
    title:
      'Spain: two ratings named in one message ("comunicacion un 5 y tecnica un 4"), "lo de liderazgo ni idea", months from dates ("desde enero del 22 hasta marzo del 24") asked again, "eso es todo, un saludo"',
    tags: ['spanish', 'multi-answer', 'dont-know', 'number-in-word', 'unit'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: XIMENA,
    to: ['rel', 'com', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'mon', 'cmt'],
    says: [
      'Hola! Fui su responsable en el departamento de compras de Mercadona, en Valencia',
      'comunicacion un 5 y tecnica un 4',
      '5',
      'muy fiable, 5',
      '4',
      'lo de liderazgo ni idea, no tenia a nadie a su cargo',
      'Negociando con proveedores es durisima, siempre saca mejores precios',
      'El ingles, lo tiene un poco oxidado',
      'si, sin pensarlo',
      'pues desde enero del 22 hasta marzo del 24',
      { retry: '26', key: 'monthsKnown' },
      'eso es todo, un saludo',
    ],
    expected: {
      relationship: { has: ['responsable', 'Mercadona'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      strengths: 'Negociando con proveedores es durisima, siempre saca mejores precios',
      improvements: 'El ingles, lo tiene un poco oxidado',
      wouldRehire: true,
      monthsKnown: 26,
    },
    outcome: 'completed',
  },
  {
    id: 'es-r16',
    title:
      'Mexico: "la neta muy bueno, 5", "entre 3 y 4, ponle 3", "4, no, mejor 5", "pasale", a question back on would-rehire, "como 2 años y medio" in months, emoji in the comment',
    tags: [
      'spanish',
      'range',
      'correction',
      'skip',
      'question-back',
      'hedge',
      'words',
      'unit',
      'emoji',
    ],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: JOSE_LUIS,
    to: ['rel', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'reh', 'mon', 'cmt'],
    says: [
      'era mi compañero en el area de soporte de Oxxo, los dos eramos analistas',
      'la neta muy bueno, 5',
      'entre 3 y 4, ponle 3',
      '4, no, mejor 5, siempre echaba la mano',
      '4',
      'cuatro',
      'pasale',
      'Es muy paciente con los usuarios y explica las cosas sin tecnicismos',
      'Que se anime a proponer ideas, a veces se queda callado en las juntas',
      '¿para que puesto lo estan considerando?',
      { retry: 'si, si lo volveria a contratar', key: 'wouldRehire' },
      'como 2 años y medio',
      'Mucho exito José Luis!! 💪💪',
    ],
    expected: {
      relationship: 'era mi compañero en el area de soporte de Oxxo, los dos eramos analistas',
      communication: 5,
      technical_skill: 3,
      teamwork: 5,
      reliability: 4,
      problem_solving: 4,
      strengths: 'Es muy paciente con los usuarios y explica las cosas sin tecnicismos',
      improvements: 'Que se anime a proponer ideas, a veces se queda callado en las juntas',
      wouldRehire: true,
      monthsKnown: 30,
      comments: 'Mucho exito José Luis!! 💪💪',
    },
    outcome: 'completed',
  },
  {
    id: 'es-r17',
    title:
      'Argentina: a question back ("¿esto lo va a leer ella?"), then declines the whole reference ("tuvimos un tema personal y no seria objetiva"): nothing kept',
    tags: ['spanish', 'question-back', 'decline'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: XIMENA,
    to: ['rel', 'com', 'com', 'com'],
    says: [
      'fui su jefa en una consultora de Rosario',
      '¿esto lo va a leer ella? porque si lo lee prefiero ser cuidadosa',
      'mira, la verdad prefiero no seguir. Tuvimos un tema personal y no seria objetiva, disculpame',
      { tapConfirm: true },
    ],
    expected: {},
    outcome: 'declined',
  },
  {
    id: 'es-r18',
    title:
      'Spain: "le pongo un diez" off the 1-5 scale asked again, "cuatro y medio" asked again, "ni de coña" is a no, "un par de años" asked again, a signature pasted as the comment',
    tags: ['spanish', 'words', 'negation', 'signature', 'unit', 'hedge', 'long'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: ANXO,
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
    ],
    says: [
      'Fuimos compañeros en el equipo de ventas de Securitas Direct en Madrid',
      'le pongo un diez',
      { retry: '5', key: 'communication' },
      'cuatro y medio',
      { retry: '4', key: 'technical_skill' },
      '3',
      '2, llegaba tarde casi todos los dias',
      '3',
      'no aplica',
      'Vende como nadie, tiene mucha labia',
      'La puntualidad y cumplir lo que promete',
      'ni de coña, lo siento pero no',
      'un par de años',
      { retry: '24', key: 'monthsKnown' },
      'Cualquier duda me llamais.\n\n--\nRaúl Castillo Ibáñez\nJefe de Ventas Zona Centro\nSecuritas Direct\nTel. 91 123 45 67 | Móvil 655 443 322',
    ],
    expected: {
      relationship: 'Fuimos compañeros en el equipo de ventas de Securitas Direct en Madrid',
      communication: 5,
      technical_skill: 4,
      teamwork: 3,
      reliability: 2,
      problem_solving: 3,
      strengths: 'Vende como nadie, tiene mucha labia',
      improvements: 'La puntualidad y cumplir lo que promete',
      wouldRehire: false,
      monthsKnown: 24,
      comments: { has: ['Cualquier duda me llamais'] },
    },
    outcome: 'completed',
  },
  {
    id: 'es-r19',
    title:
      'Chile: "bacan, un 5", "sipo, un 5 tambien", "no sé po" is no rating, taps, "un año y tres meses" is 15 months, "nopo, eso" is no comment',
    tags: ['spanish', 'tap', 'dont-know', 'words', 'unit', 'short', 'optional'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: XIMENA,
    to: IN_ORDER,
    says: [
      'fui su jefe directo en Falabella, en la pega de ecommerce',
      'bacan, un 5',
      { tap: 4 },
      'sipo, un 5 tambien',
      { tap: 5 },
      'no sé po, nunca le toco un cacho grande',
      { tap: 3 },
      'Es seca pa los datos, arma dashboards que todo el mundo entiende',
      { tap: null },
      'sipo',
      'un año y tres meses',
      'nopo, eso',
    ],
    expected: {
      relationship: 'fui su jefe directo en Falabella, en la pega de ecommerce',
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      leadership: 3,
      strengths: 'Es seca pa los datos, arma dashboards que todo el mundo entiende',
      wouldRehire: true,
      monthsKnown: 15,
    },
    outcome: 'completed',
  },
  // ───────────── Third blind set, tenant: es-academia (experiencia, etapas, aula, familias, tutoria, alumnos, comentario)
  {
    id: 'es-t17',
    title:
      'Spain on es-academia: "dos años y medio" of experience (2.5), "primaria, y algunas horas en la ESO", "los de sexto" inside a rating, "de 4º B", "unos 25", "Nada mas, que es una maestra estupenda" is a comment',
    tags: ['spanish', 'words', 'multiple', 'number-in-word', 'hedge', 'optional'],
    questionnaire: 'es-academia',
    locale: 'es',
    candidate: ROCIO,
    says: [
      'dos años y medio, entro como interina',
      'primaria, y algunas horas en la ESO',
      'un 4, los de sexto se la comian un poco al principio pero luego bien',
      'con las familias genial, 5',
      'si, de 4º B',
      'unos 25',
      'Nada mas, que es una maestra estupenda',
    ],
    expected: {
      experiencia: 2.5,
      etapas: ['Primaria', 'ESO'],
      aula: 4,
      familias: 5,
      tutoria: true,
      alumnos: 25,
      comentario: { has: ['maestra estupenda'] },
    },
    outcome: 'completed',
  },
  {
    id: 'es-t18',
    title:
      'Mexico on es-academia: "7 años y feria" asked again, "secundaria y prepa" are no option names, "5 de 5", "no sabria" on the optional rating, "nel" is no, "grupos de 40, 45" asked again',
    tags: ['spanish', 'hedge', 'range', 'dont-know', 'negation', 'tap', 'optional', 'multiple'],
    questionnaire: 'es-academia',
    locale: 'es',
    candidate: ROCIO,
    says: [
      '7 años y feria',
      { retry: '7', key: 'experiencia' },
      'secundaria y prepa',
      { retry: 'ESO y Bachillerato', key: 'etapas' },
      'excelente manejo de grupo, 5 de 5',
      'no me toco verla con papas, no sabria',
      'nel, no fue titular de grupo',
      'eran grupos de 40, 45',
      { retry: 'ponle 40', key: 'alumnos' },
      { tap: null },
    ],
    expected: {
      experiencia: 7,
      etapas: ['ESO', 'Bachillerato'],
      aula: 5,
      tutoria: false,
      alumnos: 40,
    },
    outcome: 'completed',
  },
  {
    id: 'es-t19',
    title:
      'Spain on es-academia: "¿se refiere a los años con nosotros o en total?" asked back, "pse, un 3", "paso", "creo que no pero no estoy seguro" twice on the required tutoring, then leaves',
    tags: [
      'spanish',
      'question-back',
      'hedge',
      'skip',
      'dont-know',
      'required-miss',
      'done-phrase',
    ],
    questionnaire: 'es-academia',
    locale: 'es',
    candidate: JOSE_LUIS,
    says: [
      '¿se refiere a los años que estuvo con nosotros o en total?',
      { retry: 'en total, unos 12', key: 'experiencia' },
      'bachillerato',
      'pse, un 3',
      'paso',
      'creo que no pero no estoy seguro',
      { retry: 'no lo sé, la verdad', key: 'tutoria' },
      'bueno, lo dejo aqui que entro a clase',
    ],
    expected: { experiencia: 12, etapas: ['Bachillerato'], aula: 3 },
    outcome: 'open',
  },
  // ───────────── Third blind set, tenant: es-soporte and es-hosteleria
  {
    id: 'es-t20',
    title:
      'Argentina on es-soporte: the years inside the relationship ("laburamos juntas 3 años y medio"), "3,5", "telefono, chat y mail", a year beside the number of people ("al final del 2023 le dieron 6 chicos")',
    tags: ['spanish', 'multi-answer', 'words', 'multiple', 'number-in-word', 'optional'],
    questionnaire: 'es-soporte',
    locale: 'es',
    candidate: XIMENA,
    says: [
      'yo era su supervisora, laburamos juntas 3 años y medio',
      { retry: '3,5', key: 'anios' },
      'un 5, los clientes la amaban',
      'telefono, chat y mail',
      'obvio',
      'al final del 2023 le dieron 6 chicos del turno noche',
      'Que no se le escapa nada. Si un cliente reclama dos veces ella ya lo tiene identificado',
    ],
    expected: {
      relacion: 'Su responsable directo',
      anios: 3.5,
      trato: 5,
      canales: ['Teléfono', 'Correo', 'Chat'],
      recontratar: true,
      personas: 6,
      destaca:
        'Que no se le escapa nada. Si un cliente reclama dos veces ella ya lo tiene identificado',
    },
    outcome: 'completed',
  },
  {
    id: 'es-t21',
    title:
      'Galicia on es-hosteleria: "sala, bueno no, barra", "jornada completa" is no number of hours (asked), "impecable 👌 un 5", "ingles y algo de aleman", a cash incident as the optional text',
    tags: ['spanish', 'correction', 'unit', 'emoji', 'multiple', 'optional'],
    questionnaire: 'es-hosteleria',
    locale: 'es',
    candidate: ANXO,
    says: [
      'sala, bueno no, barra, estaba casi siempre en la barra',
      'jornada completa',
      { retry: '40', key: 'horas' },
      'impecable 👌 un 5',
      'ingles y algo de aleman',
      'si, cerraba el los findes',
      'Una vez se le descuadro la caja en 50€ pero fue un error y avisó el mismo',
    ],
    expected: {
      puesto: 'Barra',
      horas: 40,
      puntualidad: 5,
      idiomas: ['Inglés', 'Alemán'],
      caja: true,
      incidencias: { has: ['50€'] },
    },
    outcome: 'completed',
  },

  // ───────────── Fourth blind set (2026-11-29), built-in
  {
    id: 'es-r20',
    title:
      'Spain, voice dictation: "punto" and "coma" left in the text, "le doy un cuarto" (cuatro misheard) asked again, "tres no perdón cuatro", "cinco sobre cinco", "año y medio", "nada más gracias enviar" is no comment',
    tags: ['spanish', 'typos', 'correction', 'words', 'hedge', 'dont-know', 'unit'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: BEGONA,
    to: ['rel', 'com', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      'Fui su jefe de turno en el almacén de Amazon en San Fernando de Henares punto la tuve a mi cargo casi dos años',
      'le doy un cuarto',
      { retry: '4', key: 'communication' },
      'tres no perdón cuatro',
      'cinco sobre cinco',
      'ahí sí que un 5 sin duda ninguna',
      'pues un 4 más o menos',
      'no lo sé no llevaba gente',
      'Es muy ordenada y nunca se le escapa un pedido coma los compañeros la adoran',
      'A veces le cuesta decir que no',
      'sí sí sí',
      'año y medio',
      'nada más gracias enviar',
    ],
    expected: {
      relationship: { has: ['jefe de turno', 'Amazon'] },
      communication: 4,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      strengths: 'Es muy ordenada y nunca se le escapa un pedido coma los compañeros la adoran',
      improvements: 'A veces le cuesta decir que no',
      wouldRehire: true,
      monthsKnown: 18,
    },
    outcome: 'completed',
  },
  {
    id: 'es-r21',
    title:
      'Venezuela: "éramos panas", "chévere, un 5", "más o menos, un 3" is a 3, "eso no te lo voy a contestar" refuses one rating only, "depende del puesto" asked again, "desde el 2019" has no end (asked again), a new phone number in the comment',
    tags: ['spanish', 'decline', 'hedge', 'unit', 'optional', 'long'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: BEGONA,
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
      'éramos panas en la oficina de Caracas, yo era analista y ella coordinadora',
      'chévere, un 5',
      'más o menos, un 3',
      'eso no te lo voy a contestar, prefiero no opinar de eso',
      '4',
      '4, aunque en las crisis se bloqueaba un poco',
      '5, era la que nos organizaba a todos',
      'Organizadísima, lleva todo en Excel',
      'Delegar, quiere hacerlo todo ella',
      'depende del puesto, la verdad',
      { retry: 'sí, la volvería a contratar', key: 'wouldRehire' },
      'desde el 2019',
      { retry: 'como 40 meses', key: 'monthsKnown' },
      'Ojo que yo ya no trabajo ahí, mi número nuevo es +58 414 555 1234',
    ],
    expected: {
      relationship: 'éramos panas en la oficina de Caracas, yo era analista y ella coordinadora',
      communication: 5,
      technical_skill: 3,
      reliability: 4,
      problem_solving: 4,
      leadership: 5,
      strengths: 'Organizadísima, lleva todo en Excel',
      improvements: 'Delegar, quiere hacerlo todo ella',
      wouldRehire: true,
      monthsKnown: 40,
      comments: { has: ['ya no trabajo ahí'] },
    },
    outcome: 'completed',
  },
  {
    id: 'es-r22',
    title:
      'Spain: the request reached the wrong person ("trabajé con una Begoña en Bilbao pero se apellidaba Ortiz"), then declines: nothing kept',
    tags: ['spanish', 'decline', 'question-back', 'off-topic'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: BEGONA,
    to: ['rel', 'rel', 'rel'],
    says: [
      'Perdón, ¿Begoña Ibarra? Trabajé con una Begoña en Bilbao, 3 años, pero se apellidaba Ortiz',
      'No, de verdad, creo que se han equivocado de persona. No puedo dar referencias de alguien que no conozco',
      { tapConfirm: true },
    ],
    expected: {},
    outcome: 'declined',
  },
  // ───────────── Fourth blind set, tenant: es-reparto (ruta, anios, carnets, conduccion, incidencias, entregas, comentario)
  {
    id: 'es-t22',
    title:
      'Andalusia on es-reparto: "sobre todo urbana", "lleva conduciendo desde los 18 y ahora tiene 27" is no years as a professional (asked), "el C+E se lo estaba sacando" (not held), "4,5" asked again, "ninguno, bueno miento, una multa" is a yes, "entre 80 y 100" asked, "no, to bien"',
    tags: ['spanish', 'correction', 'negation', 'range', 'multiple', 'number-in-word', 'optional'],
    questionnaire: 'es-reparto',
    locale: 'es',
    candidate: MATEO,
    says: [
      'sobre todo urbana, x Sevilla capital',
      'lleva conduciendo desde los 18 y ahora tiene 27',
      { retry: 'de profesional unos 6', key: 'anios' },
      'el B y el C, el C+E se lo estaba sacando cuando se fue',
      '4,5',
      { retry: '4', key: 'conduccion' },
      'ninguno, bueno miento, una multa de aparcamiento en 2022',
      'entre 80 y 100, depende del dia',
      { retry: 'pon 90', key: 'entregas' },
      'no, to bien',
    ],
    expected: {
      ruta: 'Urbana',
      anios: 6,
      carnets: ['B', 'C'],
      conduccion: 4,
      incidencias: true,
      entregas: 90,
    },
    outcome: 'completed',
  },
  {
    id: 'es-t23',
    title:
      'Chile on es-reparto: "Santiago–Valparaíso todos los días" is no option name (asked), "cuatro años y tres meses" (4.25), "la profesional A4" is no option (asked), "7 po" on the Chilean 1-7 scale asked again, "jamás" is a no, "una 30 al día"',
    tags: ['spanish', 'words', 'unit', 'negation', 'number-in-word', 'multiple', 'hedge'],
    questionnaire: 'es-reparto',
    locale: 'es',
    candidate: MATEO,
    says: [
      'hacía Santiago–Valparaíso todos los días',
      { retry: 'regional', key: 'ruta' },
      'cuatro años y tres meses',
      'tiene la profesional A4',
      { retry: 'la C nomás', key: 'carnets' },
      '7 po, un 7',
      { retry: '5', key: 'conduccion' },
      'jamás, cero partes',
      'una 30 al día',
      'Que es seco al volante, cero atao',
    ],
    expected: {
      ruta: 'Regional',
      anios: 4.25,
      carnets: ['C'],
      conduccion: 5,
      incidencias: false,
      entregas: 30,
      comentario: 'Que es seco al volante, cero atao',
    },
    outcome: 'completed',
  },
  {
    id: 'es-t24',
    title:
      'Peru on es-soporte: "yo era su cliente pe", "desde el 2021" asked, "4/5", "todos menos redes" on a multiple choice, a question back on would-rehire, "ninguna" where the minimum is 1 (not stored)',
    tags: [
      'spanish',
      'question-back',
      'negation',
      'multiple',
      'optional',
      'number-in-word',
      'unit',
    ],
    questionnaire: 'es-soporte',
    locale: 'es',
    candidate: BEGONA,
    says: [
      'yo era su cliente pe, bueno, mi empresa era cliente de la suya',
      'desde el 2021',
      { retry: '3', key: 'anios' },
      '4/5',
      'todos menos redes',
      '¿contratarla yo? no era mi empleada jaja',
      { retry: 'sí, volvería a trabajar con ella', key: 'recontratar' },
      'ninguna, trabajaba sola',
      'Responde rapidísimo, en menos de una hora ya tenías solución',
    ],
    expected: {
      relacion: 'Cliente',
      anios: 3,
      trato: 4,
      canales: ['Teléfono', 'Correo', 'Chat'],
      recontratar: true,
      destaca: 'Responde rapidísimo, en menos de una hora ya tenías solución',
    },
    outcome: 'completed',
  },
  // ───────────── Fifth blind set (2026-11-29), built-in
  {
    id: 'es-r23',
    title:
      'Canary Islands, an older referee typing slowly in capitals without accents: "UN CUATRO", "ESO NO SABRIA DECIRLE MI NIÑA", "CUATRO O CINCO" asked again, "NO TENIA A NADIE A SU CARGO" is no rating, "LO VOLVERIA A COJER", years as dates asked again',
    tags: ['spanish', 'words', 'range', 'dont-know', 'negation', 'typos', 'unit', 'long'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Yeray', lastName: 'Santana Déniz' },
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
      'BUENAS TARDES SEÑORITA. YO FUI EL ENCARGADO DE LA FERRETERIA DONDE TRABAJO EL MUCHACHO EN LAS PALMAS',
      'UN CUATRO',
      'CINCO.',
      'ESO NO SABRIA DECIRLE MI NIÑA, TRABAJABA SOLO EN EL ALMACEN',
      '5 SIEMPRE LLEGABA ANTES QUE YO A ABRIR LA PERSIANA',
      'CUATRO O CINCO',
      { retry: 'PONGA CINCO', key: 'problem_solving' },
      'NO TENIA A NADIE A SU CARGO',
      'ES MUY FORMAL Y SABE DE TODO, TORNILLERIA, PINTURAS, RIEGO',
      'QUE SE CREA MAS LO QUE VALE',
      'SI LO VOLVERIA A COJER SIN PENSARLO',
      'DESDE EL 2016 HASTA QUE CERRAMOS EN EL 2021',
      { retry: 'CINCO AÑOS', key: 'monthsKnown' },
      'QUE ES BUENA PERSONA Y SE LO MERECE. UN SALUDO',
    ],
    expected: {
      relationship: { has: ['encargado', 'ferreteria'] },
      communication: 4,
      technical_skill: 5,
      reliability: 5,
      problem_solving: 5,
      strengths: 'ES MUY FORMAL Y SABE DE TODO, TORNILLERIA, PINTURAS, RIEGO',
      improvements: 'QUE SE CREA MAS LO QUE VALE',
      wouldRehire: true,
      monthsKnown: 60,
      comments: { has: ['buena persona'] },
    },
    outcome: 'completed',
  },
  {
    id: 'es-r24',
    title:
      'Uruguay: "ta", "bo", "re bien, 5", "capaz que un 4" (capaz is maybe: asked again), "no me animo a ponerle nota a eso" refuses one rating, "n/a", "capaz que sí" on would-rehire asked again, "un año y pico" asked again, "no, eso es todo" is no comment',
    tags: ['spanish', 'hedge', 'decline', 'skip', 'unit', 'optional'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Florencia', lastName: 'Techera' },
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
      'ta, fui su supervisora en el call de Montevideo, bo',
      're bien, 5',
      'capaz que un 4',
      { retry: '4 sí', key: 'technical_skill' },
      '5',
      'mmm 3, faltaba bastante los lunes',
      'no me animo a ponerle nota a eso',
      'n/a',
      'La paciencia con los clientes más pesados',
      'La puntualidad, ya te dije lo de los lunes',
      'capaz que sí',
      { retry: 'sí, la recontrataría', key: 'wouldRehire' },
      'un año y pico',
      { retry: '14 meses', key: 'monthsKnown' },
      'no, eso es todo. gracias',
    ],
    expected: {
      relationship: { has: ['supervisora', 'Montevideo'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 3,
      strengths: 'La paciencia con los clientes más pesados',
      improvements: 'La puntualidad, ya te dije lo de los lunes',
      wouldRehire: true,
      monthsKnown: 14,
    },
    outcome: 'completed',
  },
  // ───────────── Fifth blind set, tenant
  {
    id: 'es-t25',
    title:
      'Colombia on es-soporte: a referee pastes a filled-in form with labels ("Relación: jefe inmediato", "Años: 3", "Trato: 5/5", "Canales: teléfono y chat") answering four questions at once, then "sí señor", "—" on the optional count, usted',
    tags: ['spanish', 'multi-answer', 'multiple', 'optional', 'skip', 'long'],
    questionnaire: 'es-soporte',
    locale: 'es',
    candidate: { firstName: 'Luisa', lastName: 'Marulanda' },
    says: [
      'Buenos días, le mando lo que me pidieron:\nRelación: jefe inmediato\nAños: 3\nTrato: 5/5\nCanales: teléfono y chat',
      'sí señor, con los ojos cerrados',
      '—',
      'La calma, usted le pasaba el cliente más bravo y ella lo dejaba contento',
    ],
    expected: {
      relacion: 'Su responsable directo',
      anios: 3,
      trato: 5,
      canales: ['Teléfono', 'Chat'],
      recontratar: true,
      destaca: 'La calma, usted le pasaba el cliente más bravo y ella lo dejaba contento',
    },
    outcome: 'completed',
  },
  {
    id: 'es-t26',
    title:
      'A Romanian foreman in Madrid writing Spanish as a second language on es-obra: "yo trabajar con el 2 año, no, 2 año y medio" in months (30), "casco siempre. 5", "si tiene carnet, viene con su coche", "completa, tambien sabado mañana", "yo lo recomendar"',
    tags: ['spanish', 'typos', 'correction', 'unit', 'words', 'optional'],
    questionnaire: 'es-obra',
    locale: 'es',
    candidate: MATEO,
    says: [
      'yo trabajar con el 2 año, no, 2 año y medio, en obra de Getafe',
      'seguridad muy bien. casco siempre. 5',
      'si tiene carnet, viene con su coche',
      'completa, tambien sabado mañana',
      'es buen chaval, trabajador. yo lo recomendar',
    ],
    expected: {
      meses: 30,
      seguridad: 5,
      carnet: true,
      jornada: 'Completa',
      comentario: { has: ['buen chaval'] },
    },
    outcome: 'completed',
  },
  // ───────────── Sixth blind set (2026-11-29), built-in
  {
    id: 'es-r25',
    title:
      'Spanglish from Houston: "I was her supervisor en el warehouse", "four" in English, "teamwork? 5 easy. Y reliability también 5" answers two ratings, "ah wait, lo de communication ponle un 4, not a 5" corrects an earlier answer two messages later, "like 2 years, maybe a little more" asked again, "nah that\'s it"',
    tags: ['spanish', 'multi-answer', 'correction', 'words', 'hedge', 'dont-know', 'unit'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Jennifer', lastName: 'Ríos' },
    to: ['rel', 'com', 'tec', 'tea', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'mon', 'cmt'],
    says: [
      'I was her supervisor en el warehouse de Amazon en Houston, like 2 years',
      'she communicates super bien, un 5',
      'four',
      'teamwork? 5 easy. Y reliability también 5, never missed a shift',
      'ah wait, lo de communication ponle un 4, not a 5, se me cruzó con otra persona. Y problem solving un 4 también',
      "la verdad no sé, she didn't lead anybody",
      'Super organized, se sabe el WMS mejor que yo jaja',
      'Ser más assertive con los leads nuevos cuando se equivocan',
      'yes 100%, la recontrato mañana',
      'like 2 years, maybe a little more',
      { retry: 'pon 24 meses', key: 'monthsKnown' },
      "nah that's it",
    ],
    expected: {
      relationship: { has: ['supervisor', 'warehouse'] },
      communication: 4,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      strengths: 'Super organized, se sabe el WMS mejor que yo jaja',
      improvements: 'Ser más assertive con los leads nuevos cuando se equivocan',
      wouldRehire: true,
      monthsKnown: 24,
    },
    outcome: 'completed',
  },
  {
    id: 'es-r26',
    title:
      'Dominican Republic: "klk", "sinco" (cinco misspelt), "lo mismo" for the rating before, "cuatroo", "e\' verdad que llegaba tarde un chin, un 3", "depende" asked again, "ni idea manito", "s" for yes, "eso e to" is no comment',
    tags: ['spanish', 'typos', 'words', 'short', 'dont-know', 'hedge', 'negation'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Wilkin', lastName: 'Mejía de la Cruz' },
    to: ['rel', 'com', 'tec', 'tea', 'rlb', 'pro', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      'klk, yo era el supervisor de él en el call center de Santiago, dique "team leader" 😂',
      'sinco',
      'lo mismo',
      'cuatroo',
      "e' verdad que llegaba tarde un chin, un 3",
      'depende',
      { retry: 'un 4', key: 'problem_solving' },
      'ni idea manito, él no tenía gente a cargo',
      'Ese muchacho tiene una paciencia con los clientes que tú no sabes',
      'Llegar a tiempo jaja',
      's',
      'año y medio',
      'tato, eso e to',
    ],
    expected: {
      relationship: { has: ['supervisor', 'call center'] },
      communication: 5,
      technical_skill: 5,
      teamwork: 4,
      reliability: 3,
      problem_solving: 4,
      strengths: 'Ese muchacho tiene una paciencia con los clientes que tú no sabes',
      improvements: 'Llegar a tiempo jaja',
      wouldRehire: true,
      monthsKnown: 18,
    },
    outcome: 'completed',
  },
  // ───────────── Sixth blind set, tenant: es-ventas (rol, meses, cuota, prospeccion, herramientas, cuentas, recontratar, comentario)
  {
    id: 'es-t27',
    title:
      'Mexico City start-up Spanglish on es-ventas: "era AE", "fueron 18 months. Y siempre arriba de quota, el último Q cerró al 120%" answers two questions, "SFDC y Sales Nav. HubSpot nunca", "like 30-35 cuentas" asked again, "la recontrato de volada", "nop, all good"',
    tags: [
      'spanish',
      'multi-answer',
      'multiple',
      'negation',
      'range',
      'number-in-word',
      'optional',
    ],
    questionnaire: 'es-ventas',
    locale: 'es',
    candidate: { firstName: 'Mariana', lastName: 'de la Garza' },
    says: [
      'era AE, cerraba deals de mid-market',
      'fueron 18 months. Y siempre arriba de quota, el último Q cerró al 120%',
      'un 4, el outbound no era su fuerte pero en las discovery calls era muy buena',
      'SFDC y Sales Nav. HubSpot nunca lo usamos',
      'like 30-35 cuentas',
      { retry: 'ponle 30', key: 'cuentas' },
      'obvio sí, la recontrato de volada',
      'nop, all good 👌',
    ],
    expected: {
      rol: 'Account Executive',
      meses: 18,
      cuota: true,
      prospeccion: 4,
      herramientas: ['Salesforce', 'LinkedIn Sales Navigator'],
      cuentas: 30,
      recontratar: true,
    },
    outcome: 'completed',
  },
  {
    id: 'es-t28',
    title:
      'Ecuador (Guayaquil) on es-ventas: "éramos ñaños de equipo, los dos éramos SDR", "chuta, unos dos años creo" asked again, "de ley", "full buena, un 5", "ah y sobre lo de antes, no eran 24, eran 20 meses" corrects the months while asked for the tools, "no sabría decirte", "ya mismo la ascienden"',
    tags: ['spanish', 'hedge', 'correction', 'wrong-question', 'dont-know', 'multiple', 'optional'],
    questionnaire: 'es-ventas',
    locale: 'es',
    candidate: { firstName: 'Doménica', lastName: 'Zambrano Icaza' },
    says: [
      'Éramos ñaños de equipo, los dos éramos SDR en la oficina de Guayaquil',
      'chuta, unos dos años creo',
      { retry: '24 meses', key: 'meses' },
      'de ley, full cumplida la cuota',
      'full buena, un 5',
      'ah y sobre lo de antes, no eran 24, eran 20 meses, ella entró después que yo',
      { retry: 'HubSpot nomás', key: 'herramientas' },
      'no sabría decirte, eso lo veía el jefe',
      'sí, de ley',
      'Que es full responsable, ya mismo la ascienden donde vaya',
    ],
    expected: {
      rol: 'SDR / BDR',
      meses: 20,
      cuota: true,
      prospeccion: 5,
      herramientas: ['HubSpot'],
      recontratar: true,
      comentario: { has: ['full responsable'] },
    },
    outcome: 'completed',
  },
  // ───────────── Seventh blind set (2026-11-29), built-in
  {
    id: 'es-r27',
    title:
      'An older Galician referee writing a formal letter ("Estimado señor:", full punctuation): asks who the candidate is first, "notable alto. Un cuatro", "Idéntica puntuación que la anterior", "sobresaliente" asked again, "Podría decir cinco, pero prefiero quedarme en cuatro", "Once años y pico" asked again, "ciento treinta y dos meses", a closing with his signature that is no comment',
    tags: ['spanish', 'question-back', 'words', 'long', 'dont-know', 'hedge', 'signature'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Xosé Manuel', lastName: 'Barreiro Lago' },
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
      'mon',
      'mon',
      'cmt',
    ],
    says: [
      'Estimado señor: antes de contestar, ¿podría indicarme de qué persona se trata exactamente? Recibo bastantes solicitudes de este tipo.',
      'De acuerdo, muchas gracias. Fui su jefe de sección en la fábrica de conservas de Vilagarcía de Arousa durante toda su etapa allí.',
      'Su comunicación era correcta, sin más. Le pondría un tres.',
      'En lo técnico, notable alto. Un cuatro.',
      'Idéntica puntuación que la anterior.',
      'Sobresaliente. No faltó un solo día en once años.',
      { retry: 'Un cinco.', key: 'reliability' },
      'Un cuatro. Podría decir cinco, pero prefiero quedarme en cuatro.',
      'No tenía personal a su cargo, de modo que no puedo valorarlo.',
      'Es una persona meticulosa y leal a la empresa. Conoce la línea de envasado como nadie.',
      'Debería delegar más y no querer hacerlo todo él mismo.',
      'Sin ninguna duda, volvería a contratarle.',
      'Once años y pico.',
      { retry: 'Once años exactos: ciento treinta y dos meses.', key: 'monthsKnown' },
      'Nada más que añadir. Reciba un cordial saludo,\nManuel Outeiriño Castro\nJefe de Sección (jubilado)',
    ],
    expected: {
      relationship: { has: ['jefe de sección'] },
      communication: 3,
      technical_skill: 4,
      teamwork: 4,
      reliability: 5,
      problem_solving: 4,
      strengths: { has: ['meticulosa', 'línea de envasado'] },
      improvements: 'Debería delegar más y no querer hacerlo todo él mismo.',
      wouldRehire: true,
      monthsKnown: 132,
    },
    outcome: 'completed',
  },
  // ───────────── Seventh blind set, tenant: es-soporte and es-hosteleria
  {
    id: 'es-t29',
    title:
      'A Bilbao referee mixing Basque into Spanish on es-soporte: "Aupa!", "hiru urte, tres años quiero decir", "un 5, bikaina", "telefono eta chat" (eta is and), "bai, por supuesto", "ez dakit, creo que a nadie" on the optional count, "enfadaos"',
    tags: ['spanish', 'words', 'multiple', 'dont-know', 'optional', 'typos'],
    questionnaire: 'es-soporte',
    locale: 'es',
    candidate: { firstName: 'Ane', lastName: 'Goikoetxea Urrutia' },
    says: [
      'Aupa! Yo era su responsable directo en el servicio de atención al cliente de la operadora',
      'hiru urte, tres años quiero decir',
      'un 5, bikaina',
      'telefono eta chat',
      'bai, por supuesto',
      'ez dakit, creo que a nadie',
      'La paciencia. Con los clientes mayores que llamaban enfadaos por la factura tenía un don',
    ],
    expected: {
      relacion: 'Su responsable directo',
      anios: 3,
      trato: 5,
      canales: ['Teléfono', 'Chat'],
      recontratar: true,
      destaca:
        'La paciencia. Con los clientes mayores que llamaban enfadaos por la factura tenía un don',
    },
    outcome: 'completed',
  },
  {
    id: 'es-t30',
    title:
      'An older hotel owner on the Costa Brava slipping into Catalan on es-hosteleria: "Treballava a recepció, bueno, en recepción", "Quaranta hores, cuarenta", three answers in one labelled message, then "el francés no, me he confundido" corrects the languages while asked about problems, the problems answered after',
    tags: [
      'spanish',
      'multi-answer',
      'correction',
      'wrong-question',
      'multiple',
      'words',
      'optional',
    ],
    questionnaire: 'es-hosteleria',
    locale: 'es',
    candidate: { firstName: 'Núria', lastName: 'Vilaró i Casals' },
    says: [
      'Bon dia. Treballava a recepció, bueno, en recepción, perdone, a veces me sale el catalán.',
      'Quaranta hores, cuarenta.',
      'Puntualidad: 5. Idiomas: inglés, francés y alemán. Y sí, manejaba la caja.',
      'Ai, perdone, el francés no, me he confundido con otra chica. Solo inglés y alemán.',
      'Problemas ninguno grave. Un verano se le descuadró la caja en veinte euros y lo dijo ella misma, cosa que valoro.',
    ],
    expected: {
      puesto: 'Recepción',
      horas: 40,
      puntualidad: 5,
      idiomas: ['Inglés', 'Alemán'],
      caja: true,
      incidencias: { has: ['descuadró', 'veinte euros'] },
    },
    outcome: 'completed',
  },
  // ───────────── Eighth blind set (2026-11-29), built-in
  {
    id: 'es-r28',
    title:
      'Guatemala (Xela): "fíjese que", "bien chilera", an earlier rating repeated beside the one asked ("Lo de la comunicación … por eso el cuatro. Trabajo en equipo un 5"), "cabal", "eso mejor pregúntele a don Efraín" on leadership (ask someone else: nothing stored), "va pues", "como tres años... bueno no, menos: dos años y ocho meses cabal", "una patoja bien trabajadora"',
    tags: ['spanish', 'multi-answer', 'dont-know', 'correction', 'words', 'unit', 'hedge'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Heidy', lastName: 'Xuc Coy' },
    to: IN_ORDER,
    says: [
      'Buenas tardes, fíjese que yo fui su coordinadora en la cooperativa de café allá en Xela, ella llevaba la contabilidad',
      'Un cuatro',
      'Cinco, es bien chilera para los números',
      'Lo de la comunicación sí le digo que es buena eh, por eso el cuatro. Trabajo en equipo un 5, siempre nos echaba la mano',
      'Cabal, un 5. Nunca faltó, ni cuando se le enfermó el nene',
      'Ahí sí un 3, se trababa cuando algo salía distinto a lo planeado',
      'Eso mejor pregúntele a don Efraín, el gerente. Yo no la vi dirigir a nadie',
      'Es bien ordenada y honrada, nunca le faltó un centavo a la caja',
      'Que pierda el miedo a hablar en las asambleas, es muy calladita',
      'Va pues, sí, la volvería a contratar',
      'Como tres años... bueno no, menos: dos años y ocho meses cabal',
      'Que es una patoja bien trabajadora, no se van a arrepentir',
    ],
    expected: {
      relationship: { has: ['coordinadora', 'cooperativa'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 5,
      reliability: 5,
      problem_solving: 3,
      strengths: 'Es bien ordenada y honrada, nunca le faltó un centavo a la caja',
      improvements: 'Que pierda el miedo a hablar en las asambleas, es muy calladita',
      wouldRehire: true,
      monthsKnown: 32,
      comments: 'Que es una patoja bien trabajadora, no se van a arrepentir',
    },
    outcome: 'completed',
  },
  {
    id: 'es-r29',
    title:
      'Cuba (Centro Habana) in SMS shorthand to save data: "q bola", "d el", all six ratings in one message under clipped names ("comunic 5, tecnic 5, equipo 4, responsab 5, problemas 4") with "liderazgo no c" (no sé), "+ puntual", "klaro k si asere", "unos 4 años", a closing apology about the connection that is no comment',
    tags: ['spanish', 'multi-answer', 'typos', 'short', 'dont-know', 'hedge', 'unit', 'off-topic'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Yusniel', lastName: 'Hechavarría Rizo' },
    to: ['rel', 'com', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      'q bola. yo era el jefe d taller d el, en un taller d carros en Centro Habana',
      'comunic 5, tecnic 5, equipo 4, responsab 5, problemas 4, liderazgo no c xq nunca tuvo gnte a cargo',
      'es un mago, sin piezas inventa. a un almendron del 52 le puso una bomba d lada y camina mejor q nuevo',
      'q sea + puntual, x la mañana llega tarde xq la guagua',
      'klaro k si asere',
      'unos 4 años',
      'eso es to. disculpa la demora, la conexion aki esta x el piso y los datos estan carisimos',
    ],
    expected: {
      relationship: { has: ['jefe', 'taller'] },
      communication: 5,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 4,
      strengths: {
        has: ['sin piezas inventa', 'almendron'],
      },
      improvements: 'q sea + puntual, x la mañana llega tarde xq la guagua',
      wouldRehire: true,
      monthsKnown: 48,
    },
    outcome: 'completed',
  },
  // ───────────── Eighth blind set, tenant: es-cuidados (persona, anios, tareas, trato, interna, horas, comentario) and es-hosteleria
  {
    id: 'es-t31',
    title:
      'Madrid, an older son about the Bolivian carer of his late mother on es-cuidados: dates instead of years ("en el verano de 2019 … hasta marzo de 2023") asked again, tasks with one named as NOT done ("La limpieza de la casa no"), "Mi madre la llamaba «mi ángel», así que imagínese" (no number: asked again), live-in "de lunes a sábado", "siendo interna las horas no se pueden contar" (optional: nothing stored)',
    tags: ['spanish', 'unit', 'multiple', 'negation', 'dont-know', 'optional', 'hedge', 'long'],
    questionnaire: 'es-cuidados',
    locale: 'es',
    candidate: { firstName: 'Filomena', lastName: 'Mamani Quispe' },
    says: [
      'A mi madre, que en paz descanse. Tenía alzhéimer y ya no podía estar sola',
      'Entró en casa en el verano de 2019 y estuvo con nosotros hasta que falleció mi madre, en marzo de 2023',
      { retry: 'Pues casi cuatro años. Ponga cuatro', key: 'anios' },
      'De todo: la aseaba, le hacía la comida y le daba las pastillas. La limpieza de la casa no, para eso venía otra señora los martes',
      'Mi madre la llamaba "mi ángel", así que imagínese',
      { retry: 'Un cinco, por supuesto', key: 'trato' },
      'Sí, de lunes a sábado vivía en casa. Los domingos se iba con su prima a Usera',
      'Uf, siendo interna las horas no se pueden contar, la verdad',
      'Que es una bellísima persona. Vino al entierro de mi madre y lloró como una más de la familia',
    ],
    expected: {
      persona: 'Personas mayores',
      anios: 4,
      tareas: ['Aseo personal', 'Cocina', 'Medicación'],
      trato: 5,
      interna: true,
      comentario: { has: ['bellísima persona', 'entierro'] },
    },
    outcome: 'completed',
  },
  {
    id: 'es-t32',
    title:
      'A Spaniard running a tapas bar in Munich, German words in Spanish on es-hosteleria: "en la Theke, en la barra vamos" (and helped in the dining room at weekends: still Barra), "Minijob … luego Vollzeit: 40 Stunden", "Pünktlich, siempre", "Ja, sí" with "Kassenabschluss", "Nichts, nada. Bueno, una vez…" that turns into a real answer',
    tags: ['spanish', 'german', 'multiple', 'correction', 'hedge', 'optional'],
    questionnaire: 'es-hosteleria',
    locale: 'es',
    candidate: { firstName: 'Adrián', lastName: 'Cobo Herrero' },
    says: [
      'Hola! Estaba en la Theke, en la barra vamos, aunque los findes echaba una mano en sala',
      'Al principio era un Minijob, luego le hicimos contrato de Vollzeit: 40 Stunden, 40 horas',
      { retry: 'Pon 40', key: 'horas' },
      'Pünktlich, siempre. Un 5',
      'Alemán, claro, aquí es lo que hay, e inglés con los guiris del Oktoberfest',
      'Ja, sí, hacía el cierre de caja (Kassenabschluss) casi todas las noches',
      'Nichts, nada. Bueno, una vez se dejó abierta la Kühlraum, la cámara frigorífica, y tiramos género, pero lo pagó de su bolsillo sin que nadie se lo pidiera',
    ],
    expected: {
      puesto: 'Barra',
      horas: 40,
      puntualidad: 5,
      idiomas: ['Inglés', 'Alemán'],
      caja: true,
      incidencias: { has: ['cámara frigorífica', 'de su bolsillo'] },
    },
    outcome: 'completed',
  },
  // ───────────── Ninth blind set (2026-11-29), built-in
  {
    id: 'es-r30',
    title:
      'Nicaragua (Managua call centre): "Ideay" with the relationship AND the dates worked together in the first message ("desde marzo del 2021 hasta septiembre del 2023": 30 months either way), "cuatrito" for 4, "de a viaje", "Eso no te lo sabría decir, maje" on problem solving (nothing stored), "Ya te dije arriba" repeating the dates for months (30), "Nada más, que Dios te bendiga" (no comment)',
    tags: ['spanish', 'multi-answer', 'words', 'dont-know', 'unit', 'off-topic'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Massiel', lastName: 'Urbina Castellón' },
    to: IN_ORDER,
    says: [
      'Ideay, sí, yo fui su supervisor en el call center de Managua, en la cuenta de una telefónica gringa. Trabajamos juntos desde marzo del 2021 hasta septiembre del 2023 que yo me salí',
      'Un 5, tuani, habla inglés como gringa',
      'cuatrito',
      '5 de a viaje, siempre ayudaba a los nuevos',
      'Ahí te voy a ser sincero, un 3. Los lunes se me perdía jaja',
      'Eso no te lo sabría decir, maje, yo solo veía las métricas',
      'Mmm un 4, a veces le tocaba cubrir al team leader',
      'La paciencia con los clientes bravos, nunca se le sube el humo',
      'Que llegue a tiempo los lunes pues 😅',
      'Dale pues, sí, claro que la volvería a contratar',
      'Ya te dije arriba, desde marzo del 21 hasta septiembre del 23',
      'Nada más, que Dios te bendiga',
    ],
    expected: {
      relationship: { has: ['supervisor', 'call center'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 3,
      leadership: 4,
      strengths: 'La paciencia con los clientes bravos, nunca se le sube el humo',
      improvements: 'Que llegue a tiempo los lunes pues 😅',
      wouldRehire: true,
      monthsKnown: 30,
    },
    outcome: 'completed',
  },
  // ───────────── Ninth blind set, tenant: es-obra (meses, seguridad, carnet, jornada, comentario) and es-hosteleria
  {
    id: 'es-t33',
    title:
      'Panama (a Metro line site), Panamanian words on es-obra: "Xopa", months given as site events ("desde que empezaron a montar las vigas hasta la inauguración", asked again, then "unos 20 meses"), "Ofi, un 5" with "ni pa comer", "Eso no sé" on the optional licence (nothing stored), "rotando cada semana, 12 por 12" (Por turnos, no number), "buco de trabajador, priti gente"',
    tags: ['spanish', 'unit', 'hedge', 'dont-know', 'optional', 'number-in-word'],
    questionnaire: 'es-obra',
    locale: 'es',
    candidate: { firstName: 'Eliécer', lastName: 'Batista Ríos' },
    says: [
      'Xopa. Coincidimos en la obra de la Línea 2 del Metro, desde que empezaron a montar las vigas hasta la inauguración',
      { retry: 'Unos 20 meses más o menos, ponle 20', key: 'meses' },
      'Ofi, un 5. El pelao nunca se quitaba el casco ni el arnés, ni pa comer',
      'Eso no sé, allá todo el mundo llegaba en metrobús jaja',
      'Hacía turnos de día y de noche, rotando cada semana, 12 por 12',
      'Que es buco de trabajador, priti gente. Si lo contratan no se van a arrepentir',
    ],
    expected: {
      meses: 20,
      seguridad: 5,
      jornada: 'Por turnos',
      comentario: { has: ['buco de trabajador', 'arrepentir'] },
    },
    outcome: 'completed',
  },
  {
    id: 'es-t34',
    title:
      'Portuñol: a Brazilian who runs a churrascaria in Valencia writes half in Portuguese on es-hosteleria: "garçom … camarero, como dizem aqui, no salão" (Sala), "Quarenta horas semanais" (a Portuguese number word: 40), "Nota cinco, nunca chegou atrasado", "Português, óbvio … e um pouco de inglês", "Não, a caixa era só comigo" (no), "Nenhum. Bom, …" that still answers',
    tags: ['spanish', 'portuguese', 'words', 'multiple', 'negation', 'optional'],
    questionnaire: 'es-hosteleria',
    locale: 'es',
    candidate: { firstName: 'Thiago', lastName: 'Nascimento' },
    says: [
      'Olá! Ele era garçom... camarero, como dizem aqui. Trabalhava no salão atendendo as mesas',
      'Quarenta horas semanais, contrato completo',
      'Nota cinco, nunca chegou atrasado nem um dia',
      'Português, óbvio, é brasileiro como eu. E um pouco de inglês com os turistas da praia',
      'Não, a caixa era só comigo',
      'Nenhum. Bom, ele é muito brincalhão, às vezes demais com as clientes, mas nada grave',
    ],
    expected: {
      puesto: 'Sala',
      horas: 40,
      puntualidad: 5,
      idiomas: ['Inglés', 'Portugués'],
      caja: false,
      incidencias: { has: ['brincalhão', 'nada grave'] },
    },
    outcome: 'completed',
  },
  // ───────────── Tenth blind set (2026-11-29), built-in
  {
    id: 'es-r31',
    title:
      'Costa Rica (a medical-devices plant in a free-trade zone), "usted" between everyone: "Upe! Diay sí", "Del 1 al 10 le doy un 9" (another scale: asked again, then 5), teamwork AND reliability in one message ("de una vez le digo lo de responsabilidad: un 5"), "un 3 o un 4, diay, depende del día" asked again, "no sé, mae" on leadership (nothing stored), "es una carga", "se jala unas tortas", "Un año y resto" asked again, "Nada más, pura vida 🤙" (no comment)',
    tags: ['spanish', 'range', 'hedge', 'multi-answer', 'dont-know', 'unit', 'emoji'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Fabiola', lastName: 'Chaves Solano' },
    to: [
      'rel',
      'com',
      'com',
      'tec',
      'tea',
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
      'Upe! Diay sí, yo fui su supervisora en la línea de empaque de una zona franca en el Coyol, hacemos dispositivos médicos',
      'Del 1 al 10 le doy un 9, se comunica muy bien con todo el mundo',
      { retry: 'Ah perdón, del 1 al 5 sería un 5', key: 'communication' },
      'Técnico, qué chiva, un 5. Calibra las selladoras mejor que los mismos técnicos',
      'En equipo un 4. Y de una vez le digo lo de responsabilidad: un 5, nunca llegó tarde y eso que viene desde Cartago con esas presas',
      'Resolviendo problemas un 3 o un 4, diay, depende del día',
      { retry: 'Póngale un 3, al chile', key: 'problem_solving' },
      'Liderazgo no sé, mae, nunca tuvo gente a cargo',
      'Es una carga con la calidad, si una pieza viene mala ella la ve de largo',
      'Que no se jale tantas tortas con el inglés en los correos jaja, pero va mejorando',
      'Claro que sí, mañana mismo si pudiera',
      'Un año y resto',
      { retry: '16 meses, lo acabo de ver en la planilla', key: 'monthsKnown' },
      'Nada más, pura vida 🤙',
    ],
    expected: {
      relationship: { has: ['supervisora', 'zona franca'] },
      communication: 5,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 3,
      strengths: 'Es una carga con la calidad, si una pieza viene mala ella la ve de largo',
      improvements:
        'Que no se jale tantas tortas con el inglés en los correos jaja, pero va mejorando',
      wouldRehire: true,
      monthsKnown: 16,
    },
    outcome: 'completed',
  },
  // ───────────── Tenth blind set, tenant: es-campo (explotacion, campanias, tareas, rendimiento, fitosanitarios?, encargado, cuadrilla?, comentario?)
  {
    id: 'es-t35',
    title:
      'Murcia (Campo de Cartagena), an older grower without accents on es-campo: "Acho, en la lechuga … al aire libre. Invernadero no" (the negated option is not the answer), "tres o cuatro campañas, no me acuerdo bien" asked again, tasks with one named as never done ("Al almacen no fue nunca"), "pijo. Un 5", "creo que si lo tiene, pero no te lo puedo asegurar" on the optional licence (nothing stored), "Encargao no. Aunque … le hacian caso a el" (no), "La cuadrilla eran unos doce, pero … mandar no mandaba" (a count that is not the people in his charge: nothing stored)',
    tags: ['spanish', 'negation', 'range', 'hedge', 'multiple', 'optional', 'typos', 'words'],
    questionnaire: 'es-campo',
    locale: 'es',
    candidate: { firstName: 'Youssef', lastName: 'El Amrani' },
    says: [
      'Acho, en la lechuga y el brocoli, al aire libre en el Campo de Cartagena. Invernadero no, que eso es mas pa Almeria',
      'Pues tres o cuatro campañas, no me acuerdo bien',
      { retry: 'Cuatro, que lo he mirao en los papeles de la gestoria', key: 'campanias' },
      'De to: recoger, podar los almendros en invierno y con el tractor tamien. Al almacen no fue nunca',
      'Trabaja mas que dos juntos, pijo. Un 5',
      'Ese carnet creo que si lo tiene, pero no te lo puedo asegurar',
      'Encargao no. Aunque cuando faltaba el capataz los zagales le hacian caso a el, eso si',
      'La cuadrilla eran unos doce, pero ya te digo que mandar no mandaba',
      'Que es mu buena gente y mu apañao. Y que si no le cogen ustedes me lo quedo yo otra campaña, eh',
    ],
    expected: {
      explotacion: 'Hortalizas al aire libre',
      campanias: 4,
      tareas: ['Recolección', 'Poda', 'Tractor y maquinaria'],
      rendimiento: 5,
      encargado: false,
      comentario: { has: ['buena gente', 'otra campaña'] },
    },
    outcome: 'completed',
  },
  // ───────────── Tenth blind set, built-in
  {
    id: 'es-r32',
    title:
      'El Salvador (a hardware shop in San Miguel), the referee says up front he is her uncle and her former boss: "Vaya pues", ratings in star emoji ("⭐⭐⭐⭐⭐"; then "⭐⭐⭐⭐⭐ no, esperate, son cuatro nomás, se me fue el dedo": 4), "un 5 cabal", "Puchica, ahí sí un 3", "De eso no le voy a opinar" on leadership (nothing stored), "Nel... bueno, sí, va. Sí la volvería a contratar" (yes), "Unos dos años y medio, no sé exacto" asked again, "bien chambeadora"',
    tags: ['spanish', 'emoji', 'correction', 'decline', 'hedge', 'unit', 'words'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Katherine', lastName: 'Rivas Menjívar' },
    to: ['rel', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'mon', 'cmt'],
    says: [
      'Vaya pues. Para que lo sepan, soy su tío, pero también fui su patrón en la ferretería allá en San Miguel. Le voy a decir la verdad igual',
      '⭐⭐⭐⭐⭐',
      '⭐⭐⭐⭐⭐ no, esperate, son cuatro nomás, se me fue el dedo',
      'Un 5 cabal, con todos se lleva bien',
      'Puchica, ahí sí un 3. Llegaba tarde por el bus, a la gran, casi todos los días',
      '4',
      'De eso no le voy a opinar, nunca mandó a nadie',
      'Se sabe los precios de todo de memoria y a los clientes los atiende con una paciencia que yo no tengo',
      'La puntualidad, ya le dije',
      'Nel... bueno, sí, va. Sí la volvería a contratar, pero que llegue temprano',
      'Unos dos años y medio, no sé exacto',
      { retry: 'Póngale 30 meses', key: 'monthsKnown' },
      'Que es bien chambeadora y no se mete en chambres. Eso sería todo',
    ],
    expected: {
      relationship: { has: ['tío', 'ferretería'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 3,
      problem_solving: 4,
      strengths:
        'Se sabe los precios de todo de memoria y a los clientes los atiende con una paciencia que yo no tengo',
      improvements: 'La puntualidad, ya le dije',
      wouldRehire: true,
      monthsKnown: 30,
      comments: { has: ['chambeadora'] },
    },
    outcome: 'completed',
  },
  // ───────────── Tenth blind set, tenant: es-campo and es-soporte
  {
    id: 'es-t36',
    title:
      'Peru (a table-grape farm in Ica) on es-campo: a question back and the answer in one message ("¿Esto es de la agroexportadora de Chincha? Ya, ya. … en uva de mesa, en los parrones": Frutales or Viña? asked), "Ya son tres años que chambea" (years, not seasons: asked again), "lo mandábamos al packing a embalar. Poda no" (Envasado en almacén), "Bravazo, un 5", "carnet de SENASA" (yes), "caporal" for crew boss, "Veinte, veinticinco personas" asked again, "un pata bacán"',
    tags: ['spanish', 'question-back', 'unit', 'range', 'words', 'multiple', 'negation'],
    questionnaire: 'es-campo',
    locale: 'es',
    candidate: { firstName: 'Jhon Franklin', lastName: 'Ccori Pariona' },
    says: [
      '¿Esto es de la agroexportadora de Chincha? Ya, ya. Mira, él trabajaba en uva de mesa, en los parrones del fundo',
      { retry: 'Frutales, la uva de mesa no es pa vino', key: 'explotacion' },
      'Ya son tres años que chambea con nosotros',
      { retry: 'Tres campañas, una por año', key: 'campanias' },
      'Cosecha, y cuando paraba la cosecha lo mandábamos al packing a embalar. Poda no, eso lo hace otra cuadrilla',
      'Bravazo, un 5. Es el más chambeador de todos',
      'Sí, tiene su carnet de SENASA para fumigar',
      'Sí, esta última campaña ya fue caporal',
      'Veinte, veinticinco personas, según la semana',
      { retry: 'Ponle 25, era lo normal', key: 'cuadrilla' },
      'Que es un pata bacán, bien respetuoso con las señoras de la cuadrilla. Ya pues, eso sería',
    ],
    expected: {
      explotacion: 'Frutales',
      campanias: 3,
      tareas: ['Recolección', 'Envasado en almacén'],
      rendimiento: 5,
      fitosanitarios: true,
      encargado: true,
      cuadrilla: 25,
      comentario: { has: ['pata bacán'] },
    },
    outcome: 'completed',
  },
  {
    id: 'es-t37',
    title:
      'Puerto Rico (a bilingual call centre in Bayamón), Spanglish on es-soporte: "Wepa! Yo era su team lead … o sea su supervisora directa", "Como dos años y pico... no, espérate, … así que tres", "Mayormente phone, y los emails … El chat no" (English names for the channels, one negated), "en un heartbeat", "No coordinaba a nadie … 4 o 5 por clase" on the optional count (nothing stored), a pasted signature with a 787 number under the last answer',
    tags: ['spanish', 'correction', 'hedge', 'multiple', 'negation', 'optional', 'signature'],
    questionnaire: 'es-soporte',
    locale: 'es',
    candidate: { firstName: 'Glorimar', lastName: 'Rosado Cintrón' },
    says: [
      'Wepa! Yo era su team lead en el call center de Bayamón, o sea su supervisora directa',
      'Como dos años y pico... no, espérate, ella entró en el 2021, así que tres',
      { retry: 'Tres años', key: 'anios' },
      'Un 5, brutal. Los clientes la pedían por nombre',
      'Mayormente phone, y los emails cuando estaba slow. El chat no, ese lo tenía otro equipo',
      'Sí, en un heartbeat',
      'No coordinaba a nadie, era agente. Bueno, a veces le daba la mano a los nuevos en el training, 4 o 5 por clase',
      'Que es bilingüe de verdad y brega con los clientes más pesaos de Florida sin perder la calma. Nítida.\n\n--\nMaribel Colón de Jesús\nTeam Lead | Customer Care\nTel. 787-555-0148',
    ],
    expected: {
      relacion: 'Su responsable directo',
      anios: 3,
      trato: 5,
      canales: ['Teléfono', 'Correo'],
      recontratar: true,
      destaca: {
        has: ['bilingüe de verdad', 'sin perder la calma'],
        not: ['787-555-0148', 'Team Lead'],
      },
    },
    outcome: 'completed',
  },
  // ───────────── Eleventh blind set (2026-11-29), built-in
  {
    id: 'es-r33',
    title:
      'Asturias (a cheese dairy in Cangas de Onís), a referee writing asturianu: "Bones! Yo yera la so xefa", "Un cinco, ho", "Entre 3 y 4, más bien 4" (4), "Cinco... non, espera, cuatro" (4), a year inside a rating ("nin col temporal de 2023 … Un 5 claru"), "Nun te sabría dicir" on problem solving and "Paso" on leadership (nothing stored), "Un lustru justu, cinco años" (60 months), "Nada más. Que-y vaya bien a la moza 🧀" (no comment)',
    tags: [
      'spanish',
      'range',
      'hedge',
      'correction',
      'dont-know',
      'skip',
      'words',
      'unit',
      'emoji',
      'off-topic',
    ],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Covadonga', lastName: 'Fernández Llaneza' },
    to: IN_ORDER,
    says: [
      "Bones! Yo yera la so xefa na quesería de Cangues d'Onís, ella taba na producción y atendía la tienda los findes",
      'Un cinco, ho. Col públicu ye un encantu',
      'Entre 3 y 4, más bien 4. Del cuayu sabe muncho, pero entovía nun controla bien la curación',
      'Cinco... non, espera, cuatro, que a vegaes va un poco a lo so',
      'Nun falló nunca, nin col temporal de 2023 que cortó la carretera. Un 5 claru',
      'Nun te sabría dicir, eso llevábalo yo',
      'Paso, nun tuvo xente al so cargu',
      'Ye mui curiosa y aprende rápido. En dos meses yá volteaba los quesos na cueva ella sola',
      "Que se fíe más d'ella mesma",
      'Sí, ho, mañana mesmo',
      'Un lustru justu, cinco años',
      'Nada más. Que-y vaya bien a la moza 🧀',
    ],
    expected: {
      relationship: { has: ['xefa', 'quesería'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 4,
      reliability: 5,
      strengths:
        'Ye mui curiosa y aprende rápido. En dos meses yá volteaba los quesos na cueva ella sola',
      improvements: "Que se fíe más d'ella mesma",
      wouldRehire: true,
      monthsKnown: 60,
    },
    outcome: 'completed',
  },
  // ───────────── Eleventh blind set, tenant: es-peluqueria (anios, servicios, trato, clientela?, modalidad, clientes?, recontratar, comentario?)
  {
    id: 'es-t38',
    title:
      'A Caleña salon owner in London on es-peluqueria: "Conmigo aquí en Londres fueron 4 años, pero en total yo diría que unos 10" (10 in the trade), services by jargon ("mechas, balayage, tintes", "trenzas y peinados para quinceañeras") with two negated ("Cortes los hace la otra chica, y barber tampoco"), "Un 5, mija", contract then "self-employed y me alquilaba la silla … 150 libras a la semana" (both: asked which), "un sábado hasta 12, un martes 3 o 4" (optional: nothing stored), "berraca", a signature with a UK mobile',
    tags: [
      'spanish',
      'hedge',
      'multiple',
      'negation',
      'range',
      'optional',
      'signature',
      'emoji',
      'long',
    ],
    questionnaire: 'es-peluqueria',
    locale: 'es',
    candidate: { firstName: 'Yurany', lastName: 'Mosquera Valencia' },
    says: [
      'Hola mi amor, mirá, la Yurany está en esto desde peladita, en Cali ya peinaba en la peluquería de la mamá. Conmigo aquí en Londres fueron 4 años, pero en total yo diría que unos 10',
      { retry: 'Poné 10', key: 'anios' },
      'Todo lo de color: mechas, balayage, tintes. Y trenzas y peinados para quinceañeras y matrimonios. Cortes los hace la otra chica, y barber tampoco, eso es cosa de Kevin',
      'Un 5, mija, las clientas la adoran. Le traen hasta pandebono 😂',
      'Claro, ve, tenía sus clientas fijas, muchas colombianas y unas inglesas que ni hablan español pero preguntaban por ella',
      'Los dos primeros años con contrato, full time, pero después se hizo self-employed y me alquilaba la silla, como se hace aquí, 150 libras a la semana',
      { retry: 'Poné lo último, lo de alquilar la silla', key: 'modalidad' },
      'Uy depende, un sábado hasta 12, un martes 3 o 4',
      'Obvio que sí, de una',
      'Que es una berraca, sacó adelante al niño sola y nunca me falló un día. Cheers!\n\nLuz Dary Cifuentes\nOwner – Luz Hair & Beauty, Elephant & Castle\n📞 07700 900123',
    ],
    expected: {
      anios: 10,
      servicios: ['Color y mechas', 'Peinados y recogidos'],
      trato: 5,
      clientela: true,
      modalidad: 'Alquilaba un sillón (autónomo)',
      recontratar: true,
      comentario: { has: ['berraca'], not: ['07700 900123', 'Owner'] },
    },
    outcome: 'completed',
  },
  // ───────────── Eleventh blind set, built-in
  {
    id: 'es-r34',
    title:
      'Yucatán (a hacienda hotel near Mérida), Maya words in Spanish: "¡Mare!", "Hach buena para hablar" (no number: asked again), "chen así, de memoria. 5", a punctuality remark inside the teamwork answer ("En equipo un 4. Y puntual siempre … la combi de las 6"), "Ya te dije, siempre puntual. Ma\'alob, un 5", "De eso prefiero no opinar" on leadership (nothing stored), "Sí y no" on would-rehire (asked again), months as seasons ("la temporada del 2021 … la Semana Santa del 2024", asked again), "Ts\'o\'ok, eso es todo" (no comment)',
    tags: ['spanish', 'decline', 'hedge', 'unit', 'multi-answer', 'words', 'off-topic'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Wendy', lastName: 'Canché Pech' },
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
      '¡Mare! Sí, yo era su jefa en la recepción del hotel de la hacienda, allá por Temozón',
      'Hach buena para hablar, en español, en inglés y hasta en maya con los señores del pueblo',
      { retry: 'Un 5', key: 'communication' },
      'El sistema de reservas lo maneja chen así, de memoria. 5',
      'En equipo un 4. Y puntual siempre eh, llegaba desde Umán en la combi de las 6',
      "Ya te dije, siempre puntual. Ma'alob, un 5",
      'Mmm un 3 nomás. Cuando se cayó el sistema en plena temporada alta se puso bien nerviosa',
      'De eso prefiero no opinar, hubo un problemita con una compañera y no me quiero meter',
      'Los idiomas y el trato con los huéspedes, los extranjeros le dejaban hach buenas reseñas',
      'Que no se tome todo tan personal',
      'Sí y no. Como recepcionista sí, de supervisora todavía no',
      { retry: 'Pues sí, la volvería a contratar en su mismo puesto', key: 'wouldRehire' },
      'Entró en la temporada del 2021 y se fue en la Semana Santa del 2024',
      { retry: 'Como 30 meses, ponle 30', key: 'monthsKnown' },
      "Ts'o'ok, eso es todo. Bendiciones",
    ],
    expected: {
      relationship: { has: ['jefa', 'recepción'] },
      communication: 5,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 3,
      strengths:
        'Los idiomas y el trato con los huéspedes, los extranjeros le dejaban hach buenas reseñas',
      improvements: 'Que no se tome todo tan personal',
      wouldRehire: true,
      monthsKnown: 30,
    },
    outcome: 'completed',
  },
  // ───────────── Eleventh blind set, tenant: es-peluqueria and es-reparto
  {
    id: 'es-t39',
    title:
      'A Chinese salon owner in Madrid (Usera) writing Spanish as a second language with Chinese characters on es-peluqueria: "你好 hola", "ocho año. Dos año conmigo" (8, not 2), "corte sí, tinte sí, mechas también. barba no, peinado de novia no", "很好 muy bien. 五" (five in Chinese: asked again), "不知道, no sé … no por ella creo" on the optional clients of her own (nothing stored), "二十 veinte más o menos", "nada. 谢谢 gracias" (no comment)',
    tags: ['spanish', 'words', 'multiple', 'negation', 'dont-know', 'optional', 'hedge', 'emoji'],
    questionnaire: 'es-peluqueria',
    locale: 'es',
    candidate: { firstName: 'Dayana', lastName: 'Rondón Pérez' },
    says: [
      '你好 hola. Ella trabajar peluquería ocho año. Dos año conmigo, antes en Venezuela',
      'corte sí, tinte sí, mechas también. barba no, peinado de novia no',
      '很好 muy bien. 五',
      { retry: 'cinco. 5', key: 'trato' },
      '不知道, no sé. clientes venir porque peluquería barata, no por ella creo',
      'contrato. todo legal, seguridad social todo',
      '二十 veinte más o menos. sábado más',
      'sí sí. pero ella ahora ir Barcelona con novio 😂',
      'nada. 谢谢 gracias',
    ],
    expected: {
      anios: 8,
      servicios: ['Corte', 'Color y mechas'],
      trato: 5,
      modalidad: 'Con contrato',
      clientes: 20,
      recontratar: true,
    },
    outcome: 'completed',
  },
  {
    id: 'es-t40',
    title:
      'Aragón (a haulier at the Zaragoza logistics park) on es-reparto: "El zagal hacía Zaragoza–Toulouse y Perpiñán" (Internacional), "Camión desde el 2014. Estamos en el 26, échale cuentas tú, majo" (asked again), licences named by vehicle ("Todos menos el de autobús: el de coche, el de camión y el de tráiler"), "Fino fino, un 5", "Multas ninguna. Un golpecico con el espejo … eso ni cuenta" (no), "dos o tres descargas al día como mucho" (optional: nothing stored), "más majo que las pesetas", "Ale, a mandar"',
    tags: ['spanish', 'unit', 'multiple', 'negation', 'hedge', 'range', 'optional', 'words'],
    questionnaire: 'es-reparto',
    locale: 'es',
    candidate: { firstName: 'Jorge', lastName: 'Lasheras Ballarín' },
    says: [
      'Buenas, soy el jefe de tráfico, en Plaza. El zagal hacía Zaragoza–Toulouse y Perpiñán, subiendo por el Somport o por Bielsa según estuviera la nieve',
      'Camión desde el 2014. Estamos en el 26, échale cuentas tú, majo',
      { retry: 'Doce, doce años', key: 'anios' },
      'Todos menos el de autobús: el de coche, el de camión y el de tráiler',
      'Fino fino, un 5. Con nieve en el Somport lleva el camión mejor que yo',
      'Multas ninguna. Un golpecico con el espejo en una gasolinera de Jaca, pero eso ni cuenta, no hubo ni parte',
      { retry: 'Que no, ni accidentes ni multas', key: 'incidencias' },
      'Haciendo internacional, maño, serán dos o tres descargas al día como mucho',
      'Que es más majo que las pesetas y no se queja nunca, ni con cierzo. Ale, a mandar',
    ],
    expected: {
      ruta: 'Internacional',
      anios: 12,
      carnets: ['B', 'C', 'C+E'],
      conduccion: 5,
      incidencias: false,
      comentario: { has: ['majo que las pesetas'] },
    },
    outcome: 'completed',
  },
  // ───────────── Twelfth blind set (2026-11-29), built-in
  {
    id: 'es-r35',
    title:
      'Istanbul, a Sephardic referee writing Judeo-Spanish (ladino) in its own spelling: "Avla sinko linguas … La nota, kuatro" (4, not the five languages), "Kreo ke un sinko" (5), "Tres" after a split answer, "Nunka, nunka mankó un dia" with no number (asked again), "Kuatro... no, ke digo, sinko" (5), "No se" on leadership (nothing stored), "kon los ojos serrados" (yes), "Dos anyos i sesh mezes" (30 months), a farewell that is a comment',
    tags: ['spanish', 'words', 'hedge', 'correction', 'dont-know', 'unit', 'typos'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Estreya', lastName: 'Franko Levi' },
    to: ['rel', 'com', 'tec', 'tea', 'rlb', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      'Shalom, buen dia. Yo so el patron de la ajensia de turizmo en Estambol, eya lavorava kon mozotros komo guia de grupos',
      'Avla sinko linguas: ladino, turko, ebreo, inglez i fransez. La nota, kuatro, porke en inglez se bloka un poko kuando esta kansada',
      'Kreo ke un sinko. Konose kada piedra de la sivdad',
      'Kon los otros guias muy bien, kon la djente de la ofisina de Izmir no tanto. Tres',
      'Nunka, nunka mankó un dia, ni kon la neve del 2022',
      { retry: 'Sinko, 5', key: 'reliability' },
      'Kuando se pedrio una turista en el Bazar Grande, eya la topo en media ora. Kuatro... no, ke digo, sinko',
      'No se. Nunka tuvo djente debasho de eya',
      'La pasensia kon los turistas i ke save la istorya de Estambol mijor ke yo',
      'Es un poko dezordenada kon las faturas i los bilietos del grupo',
      'Si, kon los ojos serrados',
      'Dos anyos i sesh mezes',
      'Ke la vamos a echar de manko muncho en la ajensia. Kon mazal i salud!',
    ],
    expected: {
      relationship: { has: ['patron', 'guia'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 3,
      reliability: 5,
      problem_solving: 5,
      strengths: 'La pasensia kon los turistas i ke save la istorya de Estambol mijor ke yo',
      improvements: 'Es un poko dezordenada kon las faturas i los bilietos del grupo',
      wouldRehire: true,
      monthsKnown: 30,
      comments: { has: ['echar de manko'] },
    },
    outcome: 'completed',
  },
  // ───────────── Twelfth blind set, tenant: es-obrador (oficio, elaboraciones, turno, higiene, manipulador?, horno, kilos?, comentario?)
  {
    id: 'es-t41',
    title:
      'Extremadura (a village bakery in Jerez de los Caballeros), castúo on es-obrador: a question back first ("¿Pa qué panadería es, si se pue sabé?"), "Conmigo ocho años, pero en el oficio lleva más de veinte" (asked again: "Veintidós, que empezó con dieciséis y ahora tiene treinta y ocho"), "Pan de to tipo, bollos, hojaldres, y empanás los findes. Tartas y pasteles no", "De madrugá", "Limpio como una patena. Un cinco", "creo que sí, pero no te lo pueo jurá" on the optional card (nothing stored), dough given in sacks of flour (asked again), "más bueno que el pan"',
    tags: [
      'spanish',
      'question-back',
      'words',
      'multiple',
      'negation',
      'hedge',
      'optional',
      'unit',
    ],
    questionnaire: 'es-obrador',
    locale: 'es',
    candidate: { firstName: 'Juan Francisco', lastName: 'Gragera Cortés' },
    says: [
      'Güenas. ¿Esto es pa lo del Juanfran? ¿Y pa qué panadería es, si se pue sabé?',
      'Bueno, da iguá. Conmigo ocho años, pero en el oficio lleva más de veinte, que ya amasaba de chiquinino en el horno de su padre',
      { retry: 'Veintidós, que empezó con dieciséis y ahora tiene treinta y ocho', key: 'oficio' },
      'Pan de to tipo, bollos, hojaldres, y empanás los findes. Tartas y pasteles no, que eso lo lleva mi cuñá',
      'De madrugá, entraba a las tres',
      'Limpio como una patena. Un cinco',
      'Eso creo que sí, pero no te lo pueo jurá',
      'Sí, y el de leña también, que tiene su aquel',
      'Dos sacos y medio de harina por noche, de los de veinticinco',
      { retry: 'Pos ponle cien kilos de masa', key: 'kilos' },
      'Que es más bueno que el pan, y nunca mejor dicho. Na más',
    ],
    expected: {
      oficio: 22,
      elaboraciones: ['Pan', 'Bollería y hojaldre', 'Salados y empanadas'],
      turno: 'Madrugada (obrador)',
      higiene: 5,
      horno: true,
      kilos: 100,
      comentario: { has: ['más bueno que el pan'] },
    },
    outcome: 'completed',
  },
  // ───────────── Twelfth blind set, built-in
  {
    id: 'es-r36',
    title:
      'Cusco (a trekking agency on the Inca Trail), Andean Spanish with Quechua: "Allillanchu", "Tawa" (four in Quechua: asked again), "Pichqa, cinco", a late arrival blamed on a landslide ("huaico") with "5", problem solving and leadership in one message ("Para resolver problemas un 4. Y de líder también 4 … los doce porteadores"), "Manam, nada... bueno, las boletas" (an improvement), "Arí, arí", seasons and years beside "Pon 36 meses", "Sulpayki, gracias. Nada más" (no comment)',
    tags: ['spanish', 'words', 'multi-answer', 'negation', 'unit', 'off-topic'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Wilber', lastName: 'Huamán Quispe' },
    to: ['rel', 'com', 'tec', 'tec', 'tea', 'rlb', 'pro', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      'Allillanchu. Yo era guía principal en la agencia, en Cusco, y él empezó de porteador en el Camino Inca y después fue mi asistente',
      'Habla quechua, castellano y su inglés de turista nomás. Un 4 le pongo',
      'Tawa',
      { retry: 'cuatro pues, 4', key: 'technical_skill' },
      'Con los porteadores es como hermano, comparte su fiambre con todos. Pichqa, cinco',
      'Una sola vez llegó tarde, por el huaico que tapó la pista a Ollantaytambo, y eso no fue su culpa. 5',
      'Para resolver problemas un 4. Y de líder también 4, él manejaba a los doce porteadores',
      'Conoce la montaña como nadie, sabe cuándo va a caer granizada antes que el pronóstico',
      'Manam, nada... bueno, los papeles: las boletas de los gastos siempre las perdía',
      'Arí, arí, claro que sí',
      'Desde la temporada 2021 hasta la 2024, tres temporadas completas. Pon 36 meses',
      'Sulpayki, gracias. Nada más',
    ],
    expected: {
      relationship: { has: ['guía principal', 'porteador'] },
      communication: 4,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      leadership: 4,
      strengths:
        'Conoce la montaña como nadie, sabe cuándo va a caer granizada antes que el pronóstico',
      improvements: { has: ['boletas'] },
      wouldRehire: true,
      monthsKnown: 36,
    },
    outcome: 'completed',
  },
  // ───────────── Twelfth blind set, tenant: es-cuidados and es-obrador
  {
    id: 'es-t42',
    title:
      'An English retiree in Xàbia writing Spanish as a second language on es-cuidados: "él tiene ochenta y cuatro años" in the first answer (no years in the house), "She started in the Covid year, 2020. Cuatro años con nosotros", "Everything! … Medicines no, eso lo hace mi hija", "Un 10!! Oh sorry, es de 1 a 5. Cinco", "No, she lived in the town", "From nine to five" (8 hours), a signature with an address and a landline under the comment',
    tags: [
      'spanish',
      'words',
      'multiple',
      'negation',
      'correction',
      'unit',
      'signature',
      'optional',
    ],
    questionnaire: 'es-cuidados',
    locale: 'es',
    candidate: { firstName: 'Mihaela', lastName: 'Dumitrescu' },
    says: [
      'Hello! Sorry, mi español no es muy bueno. Ella cuida a mi marido Derek, él tiene ochenta y cuatro años, y a mí un poco también',
      'She started in the Covid year, 2020. Cuatro años con nosotros, four years',
      'Everything! Lavar a Derek, cocinar, limpiar la casa. Medicines no, eso lo hace mi hija, she is a nurse',
      'Un 10!! Oh sorry, es de 1 a 5. Cinco, the maximum',
      'No, she lived in the town with her husband. Venía cada día en su coche',
      'From nine to five, de nueve a cinco, Monday to Friday',
      'Es de la familia ya. Thank you!\n\nMargaret Holloway\nCalle Toscamar 14, Xàbia\nTel. 965 79 12 34',
    ],
    expected: {
      persona: 'Personas mayores',
      anios: 4,
      tareas: ['Aseo personal', 'Cocina', 'Limpieza de la casa'],
      trato: 5,
      interna: false,
      horas: 8,
      comentario: { has: ['familia'], not: ['965 79 12 34'] },
    },
    outcome: 'completed',
  },
  {
    id: 'es-t43',
    title:
      'Córdoba, Argentina (a panadería in barrio Alberdi) on es-obrador: "panadero de 3ra generación … Conmigo estuvo 6 años" (no years in the trade: asked again, "como 15. Poné 15"), facturas by name ("medialunas, vigilantes, cañoncitos, bolas de fraile") and bread ("flautitas"), "Tortas no toca" (no pastry), a shift from 4 to 11 plus Saturday afternoons (asked which), "Impecable, loco", the food-handler card "lo renovó en la muni", then leaves before the required oven question ("me llaman de la cuadra"): open',
    tags: [
      'spanish',
      'number-in-word',
      'multiple',
      'negation',
      'required-miss',
      'off-topic',
      'optional',
    ],
    questionnaire: 'es-obrador',
    locale: 'es',
    candidate: { firstName: 'Maximiliano', lastName: 'Bustos' },
    says: [
      'Hola! El Maxi es panadero de 3ra generación, arrancó de pibe en la cuadra del abuelo. Conmigo estuvo 6 años',
      { retry: 'En total, como 15. Poné 15', key: 'oficio' },
      'Es facturero de alma: medialunas, vigilantes, cañoncitos, bolas de fraile. Pan también, flautitas y pan francés. Tortas no toca, eso lo hace la Gladys',
      'Entraba a las 4 de la mañana y a las 11 ya se iba. Los sábados también hacía la tarde en el mostrador',
      { retry: 'La madrugada, lo del sábado era una mano que me daba', key: 'turno' },
      'Impecable, loco. Un 5 redondo',
      'Sí, el carnet de manipulador lo renovó el año pasado en la muni',
      'Uh, perdoname, me llaman de la cuadra que se me queman los panes. Después te sigo',
    ],
    expected: {
      oficio: 15,
      elaboraciones: ['Pan', 'Bollería y hojaldre'],
      turno: 'Madrugada (obrador)',
      higiene: 5,
      manipulador: true,
    },
    outcome: 'open',
  },
  // ───────────── Thirteenth blind set, built-in
  {
    id: 'es-r37',
    title:
      'Monterrey (a car-parts plant in Apodaca), norteño: a question back first ("¿Te puedo mandar un audio mejor? Voy manejando"), then the relationship, "bien machín para lo técnico. 90%" (a percentage: asked again), "bien perrón … un 5", "ponle un 3", a problem-solving story full of other numbers ("un PLC … en 20 min … 2 días. Cinco"), "De líder nel, nunca tuvo gente a cargo" (nothing stored), "como 3 años" (asked again: 36), "échenle la mano" as the comment',
    tags: ['spanish', 'question-back', 'off-topic', 'negation', 'hedge', 'unit', 'emoji'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Jesús Alberto', lastName: 'Garza Treviño' },
    to: [
      'rel',
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
      'Qué onda. ¿Te puedo mandar un audio mejor? Voy manejando 🚗',
      'Ok ya me orillé jaja. Yo era su supervisor de línea en la planta de Apodaca, él era técnico de mantenimiento',
      'Se comunica bien, nomás que es bien seco con la raza de los otros turnos. Un 4',
      'Uff, bien machín para lo técnico. 90%',
      { retry: 'Un 5, ya sé que es del 1 al 5 jaja', key: 'technical_skill' },
      'Con su cuadrilla bien perrón, se echaban carnita asada cada viernes 🥩🔥 un 5',
      'Faltaba a veces los lunes 😅 ponle un 3',
      'Una vez se paró la línea de estampado por un PLC y él lo sacó en 20 min, cuando el proveedor decía que 2 días. Cinco',
      'De líder nel, nunca tuvo gente a cargo',
      'Los PLC, la soldadura y que no le saca a la chamba pesada',
      'La puntualidad de los lunes jaja, y que se desespera con los ingenieros',
      'Sí, ahorita mismo si quiere',
      'Entró a la planta en 2022 y yo me cambié a la de Santa Catarina en 2025, como 3 años',
      { retry: '36 meses', key: 'monthsKnown' },
      'Es buen chavo, échenle la mano. Saludos desde Nuevo León 🤠',
    ],
    expected: {
      relationship: { has: ['supervisor', 'mantenimiento'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 5,
      reliability: 3,
      problem_solving: 5,
      strengths: 'Los PLC, la soldadura y que no le saca a la chamba pesada',
      improvements: 'La puntualidad de los lunes jaja, y que se desespera con los ingenieros',
      wouldRehire: true,
      monthsKnown: 36,
      comments: { has: ['buen chavo'] },
    },
    outcome: 'completed',
  },
  // ───────────── Thirteenth blind set, tenant: es-taller (anios, especialidades, diagnostico, categoria, herramienta?, vehiculos?, recontratar, comentario?)
  {
    id: 'es-t44',
    title:
      'Barranquilla (a body shop), costeño on es-taller: "desde los 15 y ya tiene 31, así que échele cuenta" (asked again: sixteen), "Latonería y pintura … la parte eléctrica, que maneja el escáner. Motor no", "Erda … en un dos por tres. 5" (an idiom with numbers in it), "Es el maestro de latonería" (no grade: asked again, the answer names another option too), "Vale, claro" for yes, vehicles per week "depende" then "déjelo en blanco", a signature with a Colombian mobile under the comment',
    tags: [
      'spanish',
      'words',
      'multiple',
      'negation',
      'dont-know',
      'skip',
      'optional',
      'signature',
    ],
    questionnaire: 'es-taller',
    locale: 'es',
    candidate: { firstName: 'Luis Ángel', lastName: 'Mercado Charris' },
    says: [
      'Ajá, buenas. El pelao lleva en esto desde los 15 y ya tiene 31, así que échele cuenta',
      { retry: 'Dieciséis años, nojoda', key: 'anios' },
      'Latonería y pintura es lo suyo, y también la parte eléctrica, que maneja el escáner. Motor no, eso lo hace el Toño',
      'Erda, ese encuentra un corto en un carro en un dos por tres. 5',
      'Es el maestro de latonería, tiene dos ayudantes',
      { retry: 'Oficial de primera. Jefe de taller soy yo', key: 'categoria' },
      'Sí, tiene su caja de herramientas propia, que no la presta ni a la mamá 😂',
      'Eso depende: carros chocados saca uno o dos por semana, pero de eléctrica le metemos mano a como diez',
      { retry: 'Uy no sé exacto, déjelo en blanco', key: 'vehiculos' },
      'Vale, claro',
      'Que es un pelao serio y juicioso.\n\nRafael Barrios\nTaller El Costeño, Barranquilla\nCel 300 456 7890',
    ],
    expected: {
      anios: 16,
      especialidades: ['Electricidad y diagnosis', 'Chapa y pintura'],
      diagnostico: 5,
      categoria: 'Oficial de primera',
      herramienta: true,
      recontratar: true,
      comentario: { has: ['juicioso'], not: ['300 456 7890'] },
    },
    outcome: 'completed',
  },
  // ───────────── Thirteenth blind set, built-in (plain)
  {
    id: 'es-r38',
    title:
      'Tudela (Navarra), a plain and ordinary referee at an agricultural cooperative: correct Spanish, short answers, bare digits, "no sabría decir" on leadership (nothing stored), "Cuatro años, 48 meses", "No, nada más. Gracias" (no comment)',
    tags: ['spanish', 'short', 'dont-know', 'words'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Maite', lastName: 'Goñi Arregui' },
    to: IN_ORDER,
    says: [
      'Hola. Fui su jefa en el departamento de administración de una cooperativa agraria en Tudela',
      'Muy buena, 5',
      '4',
      '5',
      '5, nunca falló',
      '4',
      'No tuvo a nadie a su cargo, así que no sabría decir',
      'Es muy ordenada y se nota que le gustan los números. La contabilidad la llevaba siempre al día',
      'Le cuesta un poco decir que no cuando le piden cosas fuera de su trabajo',
      'Sí',
      'Cuatro años, 48 meses',
      'No, nada más. Gracias',
    ],
    expected: {
      relationship: { has: ['jefa', 'administración'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      strengths:
        'Es muy ordenada y se nota que le gustan los números. La contabilidad la llevaba siempre al día',
      improvements: 'Le cuesta un poco decir que no cuando le piden cosas fuera de su trabajo',
      wouldRehire: true,
      monthsKnown: 48,
    },
    outcome: 'completed',
  },
  // ───────────── Thirteenth blind set, tenant: es-taller and es-academia
  {
    id: 'es-t45',
    title:
      'Mallorca (a garage in Inca), Spanish with Mallorcan Catalan and its salt article ("es Xisco", "s\'FP", "sa màquina"): "unos 12 o 13 años" (asked again: "Posa 12"), "Sobre todo mecánica: motores, embragues … I pneumàtics a s\'estiu" (general mechanics and tyres), "Quatre" (4), "Oficial de primera des de l\'any passat; abans de segona" (the grade now), "Això no ho sé, crec que…" on own tools (nothing stored), "30 per setmana a l\'estiu, a l\'hivern la meitat" (asked again: 20), "i tant!" for yes, "Res més. Adéu!"',
    tags: ['spanish', 'range', 'hedge', 'words', 'multiple', 'dont-know', 'optional', 'unit'],
    questionnaire: 'es-taller',
    locale: 'es',
    candidate: { firstName: 'Francesc Xavier', lastName: 'Ramis Amengual' },
    says: [
      "Bon dia! Idò, es Xisco lleva de mecánico desde que salió de s'FP, unos 12 o 13 años",
      { retry: 'Posa 12, que el primer año era aprenent', key: 'anios' },
      "Sobre todo mecánica: motores, embragues, distribuciones. I pneumàtics a s'estiu, que vienen muchos coches de alquiler",
      'Quatre. Con sa màquina de diagnosis todavía va un poc perdut',
      "Oficial de primera des de l'any passat; abans de segona",
      'Això no ho sé, crec que feia servir la nostra',
      "30 per setmana a l'estiu, a l'hivern la meitat",
      { retry: 'Posa 20, de mitjana', key: 'vehiculos' },
      "Sí, sí, i tant! Però ara se'n va a Alemanya amb sa nòvia, em sap greu",
      'Res més. Adéu!',
    ],
    expected: {
      anios: 12,
      especialidades: ['Mecánica general', 'Neumáticos y alineación'],
      diagnostico: 4,
      categoria: 'Oficial de primera',
      vehiculos: 20,
      recontratar: true,
    },
    outcome: 'completed',
  },
  {
    id: 'es-t46',
    title:
      'Belize (a primary school in Orange Walk), a principal mixing Spanish, English and Kriol on es-academia: years "with us since 2019, pero before that … in Corozal like four years" (asked again: eleven), Belizean grades for stages ("Standard 5 and Standard 6 … Form 1": asked again, Primaria and ESO), "Dem pikni dem respect she … 5", "Cuatro, porque … su español is so-so" on the optional families rating, "Yes man, she was class teacher" for tutor, "About 32, 35 children" (asked again: 35), "Weh she di go, dat school lucky" as the comment',
    tags: ['spanish', 'words', 'multiple', 'range', 'unit', 'optional'],
    questionnaire: 'es-academia',
    locale: 'es',
    candidate: { firstName: 'Yolanda', lastName: 'Chan Cowo' },
    says: [
      'Gud mawnin! Ms. Yolanda teach with us since 2019, pero before that she was in Corozal like four years',
      { retry: 'Eleven years total, once años', key: 'experiencia' },
      'Standard 5 and Standard 6, and one year she take Form 1 at the high school',
      { retry: 'Primaria, y un año de secundaria, la ESO como dicen allá', key: 'etapas' },
      'Dem pikni dem respect she, no noise in her class at all. 5',
      'The parents love she. Cuatro, porque some parents only speak Spanish y su español is so-so',
      'Yes man, she was class teacher of Std 6 two years',
      'About 32, 35 children',
      { retry: '35', key: 'alumnos' },
      'Weh she di go, dat school lucky. God bless',
    ],
    expected: {
      experiencia: 11,
      etapas: ['Primaria', 'ESO'],
      aula: 5,
      familias: 4,
      tutoria: true,
      alumnos: 35,
      comentario: { has: ['lucky'] },
    },
    outcome: 'completed',
  },
  // ───────────── Fourteenth blind set, built-in
  {
    id: 'es-r39',
    title:
      'Paraguay (a supermarket in Fernando de la Mora), jopara, Spanish with Guaraní: "Mba\'éichapa!", "Iporãiterei, un 5", ratings as Guaraní numbers ("Irundy" is 4, "Po" is 5 and not the Chilean filler: both asked again; "Mbohapy, o sea tres"), "cuando hay raudal no llega", "Ndaikuaái" on leadership (nothing stored), "un guaraní" that is money, "Heẽ" alone for yes (asked again), "Mokõi ary ha mbohapy jasy" for months (asked again: 27), "aguyje" and a blessing (no comment)',
    tags: ['spanish', 'words', 'short', 'dont-know', 'unit', 'hedge'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Derlis', lastName: 'Ayala Giménez' },
    to: [
      'rel',
      'com',
      'tec',
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
      'mon',
      'cmt',
    ],
    says: [
      "Mba'éichapa! Sí, yo fui su encargada en el súper allá en Fernando de la Mora, él entró de repositor y después pasó a cajero",
      'Iporãiterei, un 5. Con los clientes habla en guaraní y en castellano, los abuelos le quieren luego',
      'Irundy',
      { retry: 'Cuatro, 4', key: 'technical_skill' },
      'Po',
      { retry: 'Cinco jaja, po es cinco en guaraní', key: 'teamwork' },
      'Mbohapy, o sea tres. Cuando hay raudal no llega nunca, su compañía queda aislada',
      'Un 4, se rebusca bien cuando se cae el sistema de la caja',
      'Ndaikuaái, nunca tuvo gente a cargo',
      'Es muy honesto, nunca le faltó un guaraní en la caja',
      'Que se ponga las pilas con la computadora, le cuesta un poco el sistema nuevo',
      'Heẽ',
      { retry: 'Sí, sí le volvería a contratar', key: 'wouldRehire' },
      'Mokõi ary ha mbohapy jasy, jaja',
      { retry: 'Dos años y tres meses, 27 meses', key: 'monthsKnown' },
      'Nada más, aguyje. Que Dios le bendiga a Derlis',
    ],
    expected: {
      relationship: { has: ['encargada', 'súper'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 3,
      problem_solving: 4,
      strengths: 'Es muy honesto, nunca le faltó un guaraní en la caja',
      improvements: 'Que se ponga las pilas con la computadora, le cuesta un poco el sistema nuevo',
      wouldRehire: true,
      monthsKnown: 27,
    },
    outcome: 'completed',
  },
  // ───────────── Fourteenth blind set, tenant: es-limpieza (meses, espacios, horario, minuciosidad, maquinaria?, estancias?, llaves, comentario?)
  {
    id: 'es-t47',
    title:
      'Chiclana (a beach hotel on the Cádiz coast), a gobernanta in gaditano on es-limpieza: "la Chari" for Rosario, "cinco temporadas … de Semana Santa a octubre" (asked again: "siete meses por cinco, 35"), "camarera de pisos" and "la clínica dental de mi cuñado" (hotel rooms and clinics), "de 8 a 4, pisha", "Un 5 como una casa", "la rotativa de las zonas comunes", "Veintitantas, depende de si eran salidas o clientes" (asked again: 22), "No ni ná" that means of course (yes), "una mushasha … las kellys"',
    tags: ['spanish', 'unit', 'multiple', 'negation', 'hedge', 'words', 'optional'],
    questionnaire: 'es-limpieza',
    locale: 'es',
    candidate: { firstName: 'Rosario', lastName: 'Sánchez Butrón' },
    says: [
      'Ozú, pues la Chari ha hecho cinco temporadas conmigo en el hotel, de Semana Santa a octubre',
      { retry: 'Pues echa cuentas: siete meses por cinco, 35', key: 'meses' },
      'Habitaciones, que ella es camarera de pisos. Y un invierno que el hotel cerró se vino conmigo a limpiar la clínica dental de mi cuñado',
      'De mañana, de 8 a 4, pisha',
      'Esa chiquilla no deja ni una pelusa debajo de la cama. Un 5 como una casa',
      'La rotativa de las zonas comunes sí la llevaba, cuando faltaba el de mantenimiento',
      'Veintitantas, depende de si eran salidas o clientes',
      { retry: 'Ponle 22, que es lo que marcaba el parte', key: 'estancias' },
      'No ni ná. Tenía la maestra de toa la planta',
      { retry: 'Que sí, mujer, claro que sí', key: 'llaves' },
      'Que es una mushasha de las que ya no quedan. Si la cogen, que la cuiden, que la cosa está mu malita pa las kellys',
    ],
    expected: {
      meses: 35,
      espacios: ['Hospitales y clínicas', 'Habitaciones de hotel'],
      horario: 'De mañana',
      minuciosidad: 5,
      maquinaria: true,
      estancias: 22,
      llaves: true,
      comentario: { has: ['mushasha'] },
    },
    outcome: 'completed',
  },
  // ───────────── Fourteenth blind set, built-in
  {
    id: 'es-r40',
    title:
      'Boyacá (a dairy plant in Paipa), "sumercé" and Colombian university grades: "Cuatro ocho" (4.8, asked again: 5), "Cinco cero" (5.0), "Tres cinco, pasa raspando" (3.5, not 3 or 5: asked again, "un 4, pa no ser tan dura"), "harto juiciosa … ni con el paro", "Paila, ahí no sabría decirle" on leadership (nothing stored), "el Invima", "Pues ¿cómo no?" that is a yes, "Desde antes de la pandemia hasta el año pasado" (asked again: 60), "eso era todo" (no comment)',
    tags: ['spanish', 'words', 'range', 'dont-know', 'unit', 'hedge', 'question-back'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Yeimy Lorena', lastName: 'Cárdenas Rojas' },
    to: [
      'rel',
      'com',
      'com',
      'tec',
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
      'mon',
      'cmt',
    ],
    says: [
      'Buenas tardes, sumercé. Yo fui la jefe de calidad de ella en la planta de lácteos de Paipa, ella era analista de laboratorio',
      'Cuatro ocho',
      {
        retry: 'Ay, qué pena, es que una piensa en notas de la universidad. Póngale 5',
        key: 'communication',
      },
      'Cinco cero',
      { retry: 'Un cinco', key: 'technical_skill' },
      'Tres cinco, pasa raspando. Es harto reservada con los compañeros',
      { retry: 'Entonces un 4, pa no ser tan dura', key: 'teamwork' },
      '5, harto juiciosa, nunca llegó tarde ni con el paro',
      'Cuatro',
      'Paila, ahí no sabría decirle, no tenía gente a cargo',
      'Es muy juiciosa con los análisis, los registros para el Invima siempre al día',
      'Que pida ayuda cuando se le acumula el trabajo, se queda callada y se amanece',
      'Pues ¿cómo no?',
      { retry: 'Sí, sí la volvería a contratar', key: 'wouldRehire' },
      'Desde antes de la pandemia hasta el año pasado',
      { retry: 'Cinco años largos... póngale 60 meses', key: 'monthsKnown' },
      'No, sumercé, eso era todo. Muchas gracias',
    ],
    expected: {
      relationship: { has: ['jefe de calidad', 'lácteos'] },
      communication: 5,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 4,
      strengths: 'Es muy juiciosa con los análisis, los registros para el Invima siempre al día',
      improvements: 'Que pida ayuda cuando se le acumula el trabajo, se queda callada y se amanece',
      wouldRehire: true,
      monthsKnown: 60,
    },
    outcome: 'completed',
  },
  // ───────────── Fourteenth blind set, tenant: es-campo (explotacion, campanias, tareas, rendimiento, fitosanitarios?, encargado, cuadrilla?, comentario?)
  {
    id: 'es-t48',
    title:
      'Cafayate (Salta, a high-altitude vineyard), the Argentine north-west on es-campo: "viña de altura … torrontés y malbec", "Cinco vendimias... no, seis, que la del 2020 con la pandemia también vino" (6), "cosecha, poda en invierno, desbrote y atada" with bottling named and excluded ("eso no es del campo, no lo cuentes") and "el tractor no lo maneja, no tiene registro", "Le pongo un 5 nomás", "curar la viña sí curaba … el carnet ese no sé" (nothing stored), "quedó de capataz" (yes), "Unos quince, veinte changos" (asked again: 18), "un chango de fierro"',
    tags: [
      'spanish',
      'correction',
      'multiple',
      'negation',
      'dont-know',
      'range',
      'optional',
      'words',
    ],
    questionnaire: 'es-campo',
    locale: 'es',
    candidate: { firstName: 'Ramiro', lastName: 'Tolaba' },
    says: [
      'Buenas. En la viña, viña de altura en Cafayate, torrontés y malbec más que nada',
      'Cinco vendimias... no, seis, que la del 2020 con la pandemia también vino',
      'Cosecha, poda en invierno, desbrote y atada. En la bodega ayudó en el fraccionamiento, embotellando, pero eso no es del campo, no lo cuentes. Y el tractor no lo maneja, no tiene registro',
      'Rinde como dos. Le pongo un 5 nomás',
      'Curar la viña sí curaba, con la mochila, pero el carnet ese no sé si lo sacó',
      'Esta última vendimia quedó de capataz de una cuadrilla, sí',
      'Unos quince, veinte changos, según el día',
      { retry: 'Poné 18, que eran los de la planilla', key: 'cuadrilla' },
      'Es un chango de fierro, no se van a arrepentir',
    ],
    expected: {
      explotacion: 'Viña',
      campanias: 6,
      tareas: ['Recolección', 'Poda'],
      rendimiento: 5,
      encargado: true,
      cuadrilla: 18,
      comentario: { has: ['de fierro'] },
    },
    outcome: 'completed',
  },
  {
    id: 'es-t49',
    title:
      'Guadalajara (a cleaning contractor for an office tower and a clinic in Zapopan), tapatío on es-limpieza: dates for months with "¿a poco ya fueron tres años?" (asked again: 36), "Las dos primeras" naming options by their place in the list (Oficinas, Hospitales y clínicas), "Tercer turno, de 10 de la noche a 6 de la mañana" (the night), "Nombre, bien detallista … los zoclos … 5", "La pulidora sí", "Le tocaban dos pisos de la torre, como 30 oficinas" (30), the required keys question refused twice ("son políticas de la empresa"), then leaves ("Ahorita tengo junta, ahí le encargo"): open',
    tags: [
      'spanish',
      'number-in-word',
      'multiple',
      'hedge',
      'decline',
      'required-miss',
      'done-phrase',
      'optional',
    ],
    questionnaire: 'es-limpieza',
    locale: 'es',
    candidate: { firstName: 'Rocío Guadalupe', lastName: 'Íñiguez Partida' },
    says: [
      'Qué tal. Rocío entró con nosotros en enero del 2022 y se salió en diciembre del 24, ¿a poco ya fueron tres años?',
      { retry: 'Ponle 36, tres años cabales', key: 'meses' },
      'Las dos primeras',
      { retry: 'Oficinas y la clínica, o sea hospitales y clínicas', key: 'espacios' },
      'Tercer turno, de 10 de la noche a 6 de la mañana',
      'Nombre, bien detallista, hasta los zoclos deja rechinando. 5',
      'La pulidora sí, la de los pisos de mármol del lobby',
      'Le tocaban dos pisos de la torre, como 30 oficinas',
      'Eso sí no se lo puedo decir, son políticas de la empresa, pregúntele a Recursos Humanos',
      { retry: 'No, de verdad, eso no lo puedo compartir. Disculpe', key: 'llaves' },
      'Ahorita tengo junta, ahí le encargo. Bye',
    ],
    expected: {
      meses: 36,
      espacios: ['Oficinas', 'Hospitales y clínicas'],
      horario: 'De noche',
      minuciosidad: 5,
      maquinaria: true,
      estancias: 30,
    },
    outcome: 'open',
  },
  // ───────────── Fifteenth blind set, built-in
  {
    id: 'es-r41',
    title:
      'An Argentine-Israeli team leader at a Herzliya start-up, Rioplatense Spanish with Hebrew in transliteration and in Hebrew script: "sababa", "5 מתוך 5" (5 out of 5 in Hebrew around the digits: 5), "Achla de compañero, un 5", four months of reserve duty ("miluim") inside the reliability answer (5, not 4), "Ma pitom" (no way) on leadership (nothing stored), "כן, ברור" (yes, of course, in Hebrew script: asked again), months as Jewish holidays ("Desde Pésaj del 2022 hasta Sucot del 2024": asked again, 30), a comment that the candidate speaks Hebrew',
    tags: ['spanish', 'words', 'number-in-word', 'dont-know', 'unit', 'negation'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Gabriel', lastName: 'Szterenfeld' },
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
      'Shalom! Sí, yo era su team leader en una startup de ciberseguridad en Herzliya. Él entró como QA y después pasó a backend',
      'Habla hebreo, inglés y castellano, sababa. Un 4, en las reuniones a veces se engancha en discusiones eternas',
      '5 מתוך 5',
      { retry: 'Cinco', key: 'technical_skill' },
      'Achla de compañero, un 5',
      'Estuvo cuatro meses en miluim, la reserva, cuando la guerra, y aun así cerraba sus tareas desde la base. 5',
      'Beseder, un 4',
      'Ma pitom, no tenía gente a cargo. Eso no te lo sabría decir',
      'Es un perro con los bugs, no los suelta. Y tiene la jutzpá para decirle al CTO que algo está mal',
      'Que escriba los tests antes y no después, jaja',
      'כן, ברור',
      {
        retry: 'Perdón, se me quedó el teclado en hebreo. Sí, obvio que lo recontrato',
        key: 'wouldRehire',
      },
      'Desde Pésaj del 2022 hasta Sucot del 2024',
      { retry: 'Treinta meses, de abril del 22 a octubre del 24', key: 'monthsKnown' },
      'Que el hebreo lo habla fluido, por si el puesto lo pide. Beatzlajá, Gabi!',
    ],
    expected: {
      relationship: { has: ['team leader', 'Herzliya'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      strengths:
        'Es un perro con los bugs, no los suelta. Y tiene la jutzpá para decirle al CTO que algo está mal',
      improvements: 'Que escriba los tests antes y no después, jaja',
      wouldRehire: true,
      monthsKnown: 30,
      comments: { has: ['hebreo'] },
    },
    outcome: 'completed',
  },
  // ───────────── Fifteenth blind set, tenant: es-seguridad (anios, servicios, habilitacion, arma?, turno, incidentes, puntualidad?, vigilantes?, comentario?)
  {
    id: 'es-t50',
    title:
      'Pasto (Nariño, a residential complex), pastuso on es-seguridad: "Ananay", "desde que salió del Ejército en el 2014, como doce años ya" (12), "La portería … y las rondas con el canino … Las cámaras no" (access control and rounds, CCTV named and excluded), "la credencial de la Supervigilancia se le venció en septiembre" (a licence held but NOT in force: no), "revólver calibre 38" (a yes, not a number), "el 2x2x2: dos días, dos noches y dos de descanso" (Rotativo), "3" corrected with the chat asterisk while the next question is asked ("*5 en lo de los incidentes, perdón, se me fue el dedo": 5, the punctuality asked again: 4, "achichay"), "cinco muchachos" (5), "Dios le pague"',
    tags: [
      'spanish',
      'hedge',
      'multiple',
      'negation',
      'number-in-word',
      'correction',
      'optional',
      'words',
    ],
    questionnaire: 'es-seguridad',
    locale: 'es',
    candidate: { firstName: 'Jhon Jairo', lastName: 'Botina Rosero' },
    says: [
      'Buenas tardes. Ananay, qué gusto que pregunten por el Jhon Jairo. Él lleva en vigilancia desde que salió del Ejército en el 2014, como doce años ya',
      { retry: 'Doce años', key: 'anios' },
      'La portería del conjunto, con la minuta y todo, y las rondas con el canino por los parqueaderos. Las cámaras no, el monitoreo lo lleva otro compañero',
      'Pues la credencial de la Supervigilancia se le venció en septiembre y está haciendo el curso de reentrenamiento para renovarla',
      'Sí, revólver calibre 38 en el turno de la noche',
      'Hace el 2x2x2: dos días, dos noches y dos de descanso',
      '3',
      '*5 en lo de los incidentes, perdón, se me fue el dedo 🙈 Es rapidísimo, el año pasado atajó él solito a un ladrón de bicicletas en el parqueadero',
      {
        retry:
          'La puntualidad un 4, a veces llega justico al relevo de la madrugada, achichay, con este frío',
        key: 'puntualidad',
      },
      'Cuando falta el supervisor queda a cargo del turno de la noche, cinco muchachos',
      'Que es un muchacho muy correcto y muy de su casa. Dios le pague',
    ],
    expected: {
      anios: 12,
      servicios: ['Control de accesos', 'Rondas y patrullaje'],
      habilitacion: false,
      arma: true,
      turno: 'Rotativo',
      incidentes: 5,
      puntualidad: 4,
      vigilantes: 5,
      comentario: { has: ['correcto'] },
    },
    outcome: 'completed',
  },
  // ───────────── Fifteenth blind set, built-in
  {
    id: 'es-r42',
    title:
      'A Cuban-American pharmacy manager in Hialeah (Miami), Spanglish: school letter grades for ratings ("Una A, chica" and "B+": asked again, 5 and 4), "5 pa que tú veas", a hurricane inside the problem-solving answer, the strengths message sent twice by the wifi (the copy arrives as the improvements answer and is not one: "Ay, se me mandó dos veces … Lo que tiene que mejorar: …"), "Si quiere volver, the door is open" (yes), US dates for months ("Desde el 3/15/22 hasta el 9/15/23": 18), "Nope, eso es todo. Bendiciones" (no comment)',
    tags: ['spanish', 'words', 'number-in-word', 'unit', 'emoji', 'off-topic', 'correction'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Yanelis', lastName: 'Pérez Cabrera' },
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
      'imp',
      'reh',
      'mon',
      'mon',
      'cmt',
    ],
    says: [
      'Oye, sí, yo era su manager en la farmacia de Hialeah, ella era pharmacy technician. Trabajábamos juntas en el counter y en el drive-thru',
      'Una A, chica. Le habla a los viejitos en español y a los americanos en inglés sin problema',
      { retry: 'Ay sorry, pensé en la escuela. Un 5', key: 'communication' },
      'B+, todavía se enreda con los seguros, el Medicare y eso',
      { retry: 'Ponle 4', key: 'technical_skill' },
      '5 pa que tú veas, todo el mundo la quiere',
      '4. A veces llegaba tarde por el tráfico del Palmetto',
      'Cuando se cayó el sistema con el huracán Ian ella hizo las recetas a mano toda la tarde. Un 5',
      'Cuando yo cogía vacation ella cerraba la tienda sola. Un 4',
      'Es súper organizada, el inventario lo tiene al día y los clientes la adoran',
      'Es súper organizada, el inventario lo tiene al día y los clientes la adoran',
      'Ay, se me mandó dos veces, el wifi de aquí 🙄 Lo que tiene que mejorar: que aprenda a decir que no, se queda overtime sin cobrar',
      'Si quiere volver, the door is open',
      'Desde el 3/15/22 hasta el 9/15/23',
      { retry: '18 meses', key: 'monthsKnown' },
      'Nope, eso es todo. Bendiciones 🙏',
    ],
    expected: {
      relationship: { has: ['manager', 'farmacia'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 4,
      problem_solving: 5,
      leadership: 4,
      strengths: 'Es súper organizada, el inventario lo tiene al día y los clientes la adoran',
      improvements: { has: ['decir que no'], not: ['inventario'] },
      wouldRehire: true,
      monthsKnown: 18,
    },
    outcome: 'completed',
  },
  // ───────────── Fifteenth blind set, tenant: es-seguridad and es-academia
  {
    id: 'es-t51',
    title:
      'Melilla (the port\'s maritime station), a team leader writing Spanish with Tamazight greetings on es-seguridad: years over two employers to be added ("Conmigo lleva 3 años en el puerto, y antes estuvo 2 … en Murias": 5), "el arco y el escáner de equipajes … y las cámaras por la noche. Escolta no" (access control and CCTV), questions quoted before the answer ("«¿Tiene en vigor la habilitación…?» La TIP, sí, desde 2021"; "> Del 1 al 5, ¿cómo reacciona ante un incidente?\\n4": 4, not 1 or 5), "Sin arma", "Noches casi siempre, de 22 a 6, pero en verano … rotaba" (asked which: Nocturno), the optional punctuality refused, "coordinar, lo que es coordinar, a nadie" (nothing stored), "de fiar al 100%. Tanmirt!"',
    tags: [
      'spanish',
      'number-in-word',
      'multiple',
      'negation',
      'skip',
      'question-back',
      'optional',
      'hedge',
    ],
    questionnaire: 'es-seguridad',
    locale: 'es',
    candidate: { firstName: 'Mimon', lastName: 'Mohamed Hammu' },
    says: [
      'Azul! Conmigo lleva 3 años en el puerto, y antes estuvo 2 de vigilante en el centro comercial de Murias',
      { retry: 'Cinco años en total', key: 'anios' },
      'En el puerto: el arco y el escáner de equipajes en la estación marítima, y las cámaras por la noche. Escolta no, eso es otra habilitación que no tiene',
      { retry: 'Control de accesos y las cámaras, el CCTV', key: 'servicios' },
      '«¿Tiene en vigor la habilitación o licencia de vigilante?» La TIP, sí, desde 2021',
      'Sin arma',
      '«¿Qué turno hacía?» Noches casi siempre, de 22 a 6, pero en verano con la Operación Paso del Estrecho rotaba con todos',
      { retry: 'Nocturno, lo del verano era aparte', key: 'turno' },
      '> Del 1 al 5, ¿cómo reacciona ante un incidente?\n4. En la OPE del año pasado hubo una avalancha en el embarque y él no perdió la calma',
      'Esa prefiero no contestarla: lo de los relevos es un lío del convenio, no es cosa de él',
      '¿Cuenta enseñar a los nuevos? Porque coordinar, lo que es coordinar, a nadie. Él es vigilante raso',
      'Que es de fiar al 100%. Tanmirt!',
    ],
    expected: {
      anios: 5,
      servicios: ['Control de accesos', 'Videovigilancia (CCTV)'],
      habilitacion: true,
      arma: false,
      turno: 'Nocturno',
      incidentes: 4,
      comentario: { has: ['de fiar'] },
    },
    outcome: 'completed',
  },
  {
    id: 'es-t52',
    title:
      'Cuetzalan (Sierra Norte de Puebla, a bilingual Nahua primary school), a headmistress on es-academia: "empezó en el ciclo escolar 2016-2017 … ya va para su décimo ciclo" (a school year that looks like a range; asked again: 10), "Primaria, grupo multigrado de 1° a 3°. Y antes dos ciclos en preescolar indígena" (Primaria and Infantil; the grades are no numbers to keep), "Macuilli, o sea cinco", "Cuatro, nomás porque las juntas se alargan hasta las 8", "Kema" (yes in Nahuat: asked again), then leaves before answering it ("ya tocaron para los honores a la bandera"): the required tutoring stays unanswered, open',
    tags: [
      'spanish',
      'number-in-word',
      'range',
      'multiple',
      'words',
      'required-miss',
      'done-phrase',
      'optional',
    ],
    questionnaire: 'es-academia',
    locale: 'es',
    candidate: { firstName: 'Xóchitl', lastName: 'Hernández Tomás' },
    says: [
      'Buenos días. La maestra Xóchitl empezó en el ciclo escolar 2016-2017 aquí en Cuetzalan, así que ya va para su décimo ciclo',
      { retry: 'Póngale 10 años, contando este', key: 'experiencia' },
      'Primaria, grupo multigrado de 1° a 3°. Y antes dos ciclos en preescolar indígena',
      { retry: 'Primaria e Infantil, que aquí le decimos preescolar', key: 'etapas' },
      'Macuilli, o sea cinco. Los niños le hacen caso a la primera',
      'Con los papás habla en náhuat en las juntas y eso les da confianza. Cuatro, nomás porque las juntas se alargan hasta las 8',
      'Kema',
      'Ay, disculpe, ya tocaron para los honores a la bandera y me tengo que ir con los niños. Luego le sigo. Tlazohcamati',
    ],
    expected: {
      experiencia: 10,
      etapas: ['Infantil', 'Primaria'],
      aula: 5,
      familias: 4,
    },
    outcome: 'open',
  },
  // ───────────── Sixteenth blind set, built-in
  {
    id: 'es-r43',
    title:
      'A paisa office manager at a dental clinic in Newark (New Jersey) typing Spanish on a phone set to English, so autocorrect rewrites her words: "Trees" for tres (then "*tres jaja", 3), "my buena" for muy buena (4), "So, de una" for "Si, de una" (then "*si", yes), no ñ ("Dos anos y medio", 30 months), no accents, "una chimba", "se le varo el carro en la 280" (a highway, not a number to keep), "uno por uno" inside a 5, "Paso" on leadership (nothing stored), a pasted signature with a 973 number as the last message (no comment)',
    tags: [
      'spanish',
      'typos',
      'correction',
      'skip',
      'unit',
      'signature',
      'number-in-word',
      'words',
    ],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Yuliana', lastName: 'Restrepo Gómez' },
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
      'cmt',
    ],
    says: [
      'Hola! Si, yo era la office manager del consultorio dental en Newark donde Yuli trabajaba de asistente dental. Era mi mano derecha pues',
      'Cinco. Habla con los pacientes en ingles y en espanol, una chimba',
      'Trees',
      '*tres jaja, perdon, este telefono me corrige todo al ingles. Tres, las radiografias todavia le cuestan',
      'Cuatro, my buena companera pero a veces se encierra en su cuento',
      '5, nunca falto ni cuando se le varo el carro en la 280',
      'Cuando se cayo el sistema de citas llamo a todos los pacientes del dia uno por uno desde su celular. Le pongo un 5',
      'Paso, nunca tuvo a nadie a cargo',
      'La paciencia con los ninos que llegan llorando, en dos minutos los tiene riendose',
      'Que saque la licencia de rayos X de New Jersey, asi le pagan mas',
      'So, de una',
      '*si. Maldito autocorrector',
      'Dos anos y medio (no tengo la enie en este teclado jaja)',
      'Eso es todo, mil gracias a ustedes\n\nLina Marcela Zapata\nOffice Manager | Ironbound Family Dental\n(973) 555-0142',
    ],
    expected: {
      relationship: { has: ['office manager', 'consultorio dental'] },
      communication: 5,
      technical_skill: 3,
      teamwork: 4,
      reliability: 5,
      problem_solving: 5,
      strengths:
        'La paciencia con los ninos que llegan llorando, en dos minutos los tiene riendose',
      improvements: 'Que saque la licencia de rayos X de New Jersey, asi le pagan mas',
      wouldRehire: true,
      monthsKnown: 30,
    },
    outcome: 'completed',
  },
  // ───────────── Sixteenth blind set, tenant: es-almacen (meses, tareas, carretillero?, contrato, precision, prevencion?, lineas?, recontratar, comentario?)
  {
    id: 'es-t53',
    title:
      'Culiacán (Sinaloa, a supermarket chain\'s distribution centre) on es-almacen: one long first message that answers ahead ("entró al CEDIS en marzo del 2021 por outsourcing y al año lo pasamos de planta … surtido de pedidos con la pistola, descarga de tráilers … se sacó la DC-3 y andaba en el montacargas") with no end date (months asked again: "Ponle 40... no, espérame, 44"), picking and the forklift named by Mexican jargon, outsourcing then "de planta" (asked which: En plantilla), "Nombre, bien acá … un 5" (nombre is no name), "un 3 … hace 45 grados" (3), "esos números los saca el WMS" (nothing stored), "Arre, fierro" (a Sinaloan yes: asked again), "buen plebe"',
    tags: [
      'spanish',
      'long',
      'multi-answer',
      'correction',
      'multiple',
      'dont-know',
      'optional',
      'unit',
    ],
    questionnaire: 'es-almacen',
    locale: 'es',
    candidate: { firstName: 'Jesús Manuel', lastName: 'Inzunza Félix' },
    says: [
      'Qué onda, buenas tardes. Mire, el Chuy entró al CEDIS en marzo del 2021 por outsourcing y al año lo pasamos de planta. Le hacía de todo: surtido de pedidos con la pistola, descarga de tráilers, y ya después se sacó la DC-3 y andaba en el montacargas. Se fue cuando se cambió a Mazatlán con la familia, si no ahí seguiría',
      {
        retry: 'Ah, los meses. Ponle 40... no, espérame, 44: de marzo del 21 a noviembre del 24',
        key: 'meses',
      },
      { retry: 'Surtido de pedidos, descarga de tráilers y el montacargas', key: 'tareas' },
      { retry: 'Sí, tiene su DC-3 de montacargas, se la sacamos aquí', key: 'carretillero' },
      { retry: 'De planta. Lo último era de planta, con todas sus prestaciones', key: 'contrato' },
      'Nombre, bien acá. De los que menos devoluciones tenía, un 5',
      'Ahí sí le jalo las orejas: un 3. Se quitaba el casco por el calor, en Culiacán en agosto hace 45 grados',
      'Eso no sé, esos números los saca el WMS y yo ya no tengo acceso',
      'Arre, fierro',
      { retry: 'Sí, claro que lo recontrataba, ojalá regrese', key: 'recontratar' },
      'Que es buen plebe, muy trabajador. A la orden, pariente',
    ],
    expected: {
      meses: 44,
      tareas: [
        'Preparación de pedidos (picking)',
        'Carga y descarga de camiones',
        'Carretilla elevadora',
      ],
      carretillero: true,
      contrato: 'En plantilla',
      precision: 5,
      prevencion: 3,
      recontratar: true,
      comentario: { has: ['buen plebe'] },
    },
    outcome: 'completed',
  },
  // ───────────── Sixteenth blind set, built-in
  {
    id: 'es-r44',
    title:
      'A Sindhi shop owner in Las Palmas de Gran Canaria (an electronics bazaar on Mesa y López), Canarian Spanish with Hindi and Devanagari: "Namaste, buenas!", ratings as Devanagari digits ("५" for 5 and "४" for 4: asked again), the second beside "tres semanas" (not 3), "Achha... un 4", "Chacho, un 5", "la guagua de Telde", "mi niño", "हाँ जी, por supuesto" (yes), "Char saal, o sea, cuatro años justos" (Hindi for four years: 48 months), "lo vuelvo a coger yo" as a comment, "Dhanyavaad"',
    tags: ['spanish', 'number-in-word', 'words', 'unit'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Cristo Manuel', lastName: 'Santana Déniz' },
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
      'cmt',
    ],
    says: [
      'Namaste, buenas! Yo soy Kishore, el dueño del bazar de electrónica en Mesa y López. El Cristo trabajó conmigo de dependiente, en el mostrador de las cámaras y los móviles',
      'Con los turistas muy bien, inglés, alemán, hasta algo de hindi le enseñé yo jaja. ५',
      { retry: 'Perdón, se me cambió el teclado. Cinco', key: 'communication' },
      'Achha... un 4. Los móviles los desbloquea con los ojos cerrados, las cámaras réflex le cuestan más',
      'Chacho, un 5, se lleva bien con todos, con mis sobrinos también',
      'Cuatro. A veces llegaba tarde porque la guagua de Telde no pasaba',
      'Un cliente de un crucero se dejó el pasaporte en la tienda y él cogió un taxi al puerto y llegó antes de que zarpara el barco. Eso es un 5, mi niño',
      'Cuando me voy a la India por Diwali él abre y cierra la tienda solo, tres semanas. ४',
      { retry: 'Un cuatro, 4. El teclado otra vez', key: 'leadership' },
      'Honrado. Nunca me faltó ni un euro de la caja, y eso en este negocio vale oro',
      'Que se ponga a estudiar inglés en serio, que tiene facilidad',
      'हाँ जी, por supuesto',
      'Char saal, o sea, cuatro años justos',
      'Que si no lo cogen ustedes lo vuelvo a coger yo jaja. Dhanyavaad, gracias',
    ],
    expected: {
      relationship: { has: ['dueño', 'bazar'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 4,
      problem_solving: 5,
      leadership: 4,
      strengths: 'Honrado. Nunca me faltó ni un euro de la caja, y eso en este negocio vale oro',
      improvements: 'Que se ponga a estudiar inglés en serio, que tiene facilidad',
      wouldRehire: true,
      monthsKnown: 48,
      comments: { has: ['vuelvo a coger'] },
    },
    outcome: 'completed',
  },
  // ───────────── Sixteenth blind set, tenant: es-almacen and es-hosteleria
  {
    id: 'es-t54',
    title:
      'San Pedro Sula (Honduras, the warehouse of a textile exporter), a bodega chief dictating by voice from the floor on es-almacen: "2 años y medio" (30 months), "piquín" (picking as dictation spells it) "con la pistola", "cargaba los contenedores para Puerto Cortés" and "el conteo cíclico", the INFOP forklift card he lacks ("por eso no lo subíamos al montacargas": no, and no forklift task), "por la agencia … nunca lo pasaron a permanente", "Le pongo 15" (dictation for "un cinco": asked again, 5), "Haber, ahí un 4" (haber for a ver), "60 por hora, pero eran cajas, no líneas" (asked again, left blank: nothing stored), "va pues", a remark to a workmate captured by the dictation inside the comment ("Oye Wilmer, ese tráiler metelo en el andén 3")',
    tags: [
      'spanish',
      'typos',
      'unit',
      'multiple',
      'negation',
      'number-in-word',
      'skip',
      'optional',
    ],
    questionnaire: 'es-almacen',
    locale: 'es',
    candidate: { firstName: 'Kevin Josué', lastName: 'Mejía Banegas' },
    says: [
      'Buenas tardes le escribo por dictado que estoy en la bodega. Kevin estuvo con nosotros 2 años y medio',
      'Hacía piquín con la pistola, cargaba los contenedores que van para Puerto Cortés y a veces el conteo cíclico',
      'No, la tarjeta de montacarguista del INFOP no la tiene, por eso no lo subíamos al montacargas',
      'Por la agencia, una empresa de empleo temporal. Nunca lo pasaron a permanente',
      'Le pongo 15',
      { retry: 'Un cinco. Cinco. El dictado me escribe 15 pero es un 5', key: 'precision' },
      'Haber, ahí un 4 porque una vez lo agarré sin chaleco en el andén',
      'Como 60 por hora, pero eran cajas, no líneas',
      { retry: 'En líneas no sé, no llevábamos la cuenta así. Déjelo en blanco', key: 'lineas' },
      'Sí, va pues, que venga cuando quiera',
      'Que es un cipote bien responsable. Oye Wilmer ese tráiler metelo en el andén 3 que ya viene el de Choloma. Perdón, le hablaba a un compañero y el dictado lo escribió todo. Eso, que es bien responsable y aprende rápido',
    ],
    expected: {
      meses: 30,
      tareas: [
        'Preparación de pedidos (picking)',
        'Carga y descarga de camiones',
        'Inventario y recepción de mercancía',
      ],
      carretillero: false,
      contrato: 'A través de una ETT o agencia',
      precision: 5,
      prevencion: 4,
      recontratar: true,
      comentario: { has: ['responsable'] },
    },
    outcome: 'completed',
  },
  {
    id: 'es-t55',
    title:
      'Montreal (a hotel in Vieux-Montréal), a Latina night manager raised in Québec writing Spanish with Québécois French on es-hosteleria: a question back first ("¿C\'est pour quelle job? ¿Es para el hotel en Barcelona?"), "à la réception, el front desk" (Recepción), "4 shifts de 8h... non, attends, l\'été c\'était 5 shifts. Mettons 32 en moyenne" (32), "5 sur 5", "Français évidemment, pis l\'anglais" with Spanish named as not in the list, "Oui, c\'est elle qui fermait la caisse" (yes), then leaves before the optional last question ("j\'ai un groupe de 40 qui arrive pour le check-in": no incident, no number): open',
    tags: [
      'spanish',
      'french',
      'question-back',
      'correction',
      'hedge',
      'multiple',
      'negation',
      'done-phrase',
    ],
    questionnaire: 'es-hosteleria',
    locale: 'es',
    candidate: { firstName: 'Camila', lastName: 'Aravena Soto' },
    says: [
      "Allô! ¿C'est pour quelle job? ¿Es para el hotel en Barcelona? La Cami me dijo que se iba pa'llá 🥲",
      'Ok parfait. Ella trabajaba à la réception, el front desk, surtout de nuit',
      "Temps plein: 4 shifts de 8h... non, attends, l'été c'était 5 shifts. Mettons 32 en moyenne",
      'Jamais en retard, même avec les tempêtes de neige de février. 5 sur 5',
      "Français évidemment, pis l'anglais. Y español con los clientes latinos, pero ese no está en la lista",
      "Oui, c'est elle qui fermait la caisse de nuit",
      "Oups, faut que j'y aille, j'ai un groupe de 40 qui arrive pour le check-in. Bonne chance à Cami! Bye bye 👋",
    ],
    expected: {
      puesto: 'Recepción',
      horas: 32,
      puntualidad: 5,
      idiomas: ['Inglés', 'Francés'],
      caja: true,
    },
    outcome: 'open',
  },
  // ───────────── Seventeenth blind set, built-in
  {
    id: 'es-r45',
    title:
      'Maracaibo (Zulia, a gym chain), a manager answering from a Galaxy Watch while running: a canned quick reply, "Ahora no puedo hablar." (answers nothing), an "S" from finger-writing a 5 (asked again), then "Qué molleja este reloj … Cinco" from the phone, "ya vos sabéis … Un 4", "Mollejúo con todos, primo. 5", "Ni idea" on problem solving (nothing stored), "el spinning de las 6am con 30 personas … Un 4" (4), a Google Messages reaction sent as text (\'Reaccionó con 👍 a "¿Lo volvería a contratar?"\': asked again, yes), "Dos años en la sede de la 5 de Julio y uno más en la del Lago Mall" (an avenue, not a number: 36 months), a canned "Ok" as the last message (no comment)',
    tags: [
      'spanish',
      'off-topic',
      'typos',
      'short',
      'dont-know',
      'emoji',
      'number-in-word',
      'unit',
    ],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Jesús Alberto', lastName: 'Finol Urdaneta' },
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
      'reh',
      'mon',
      'cmt',
    ],
    says: [
      'Era su gerente en el gym. El entrenaba en la sala de pesas y daba clases',
      'Ahora no puedo hablar.',
      { retry: 'S', key: 'communication' },
      {
        retry:
          'Qué molleja este reloj, primo, escribí un 5 con el dedo y me puso una S. Ya estoy en el teléfono. Cinco, habla con los socios como nadie',
        key: 'communication',
      },
      'Ya vos sabéis que es un tigre armando rutinas de fuerza. Un 4, le falta sacar la certificación de nutrición',
      'Mollejúo con todos, primo. 5',
      '3. Cuando se iba la luz en Maracaibo no llegaba, y aquí se va seguido',
      'Ni idea, eso lo veía la coordinadora de piso',
      'Daba el spinning de las 6am con 30 personas y no se le iba ni una. Un 4',
      'La energía. Los socios lo piden a él por nombre',
      'Que no venda suplementos por su cuenta dentro del gym jajaja',
      'Reaccionó con 👍 a "¿Lo volvería a contratar?"',
      {
        retry: 'Sí, claro que sí. Eso fue el like del teléfono, que lo manda así',
        key: 'wouldRehire',
      },
      'Dos años en la sede de la 5 de Julio y uno más en la del Lago Mall',
      'Ok',
    ],
    expected: {
      relationship: { has: ['gerente', 'gym'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 3,
      leadership: 4,
      strengths: 'La energía. Los socios lo piden a él por nombre',
      improvements: 'Que no venda suplementos por su cuenta dentro del gym jajaja',
      wouldRehire: true,
      monthsKnown: 36,
    },
    outcome: 'completed',
  },
  // ───────────── Seventeenth blind set, tenant: es-mineria (faena, anios, equipos, turno, seguridad, licencia?, horas?, recontratar, comentario?)
  {
    id: 'es-t56',
    title:
      'Peru (an open-pit copper mine in Arequipa), a jefe de guardia on es-mineria who first pastes the formal e-mail he sent to HR, with his signature, a mobile and a confidentiality notice ("labora … desde marzo de 2017 … en el tajo abierto, operando volquete CAT 793 y cargador frontal 994": tajo for rajo, equipment ahead), years with the company where years in mining are asked ("Con nosotros desde el 2017 … en total … ya debe tener sus 12 años": 12, not 9), "Pala no, perforadora tampoco", "14 por 7, guardia C" (14x7), "cero incidentes en 9 años" beside a 5, "vigente hasta el 2027" (yes), "La guardia es de 12 horas, pero operando efectivo unas 10" (10), "Claro, causa", "Enviado desde mi Huawei" under the comment',
    tags: [
      'spanish',
      'signature',
      'long',
      'multi-answer',
      'hedge',
      'multiple',
      'negation',
      'unit',
      'number-in-word',
    ],
    questionnaire: 'es-mineria',
    locale: 'es',
    candidate: { firstName: 'Jhon Edwar', lastName: 'Quispe Huamaní' },
    says: [
      'Buenas tardes. Le copio lo que ya le mandé a su gente de RRHH por correo:\n\nEstimados, buenas tardes:\n\nPor medio del presente confirmo que el Sr. Jhon Edwar Quispe Huamaní labora en Minera Andina del Sur S.A.A. desde marzo de 2017 como operador de equipo pesado en el tajo abierto, operando volquete CAT 793 y cargador frontal 994.\n\nAtentamente,\nIng. Percy Valdivia Zegarra\nJefe de Guardia C – Operaciones Mina\nCel. 959 123 456\n\nEste mensaje y sus anexos son confidenciales y para uso exclusivo del destinatario. Si usted lo ha recibido por error, por favor elimínelo.',
      { retry: 'Tajo abierto, el tajo de cobre', key: 'faena' },
      'Con nosotros desde el 2017, como le puse en el correo. Antes estuvo en Antamina, así que en total en minería ya debe tener sus 12 años',
      { retry: '12 años en total en minería', key: 'anios' },
      {
        retry: 'Volquete y cargador frontal, como le decía. Pala no, perforadora tampoco',
        key: 'equipos',
      },
      '14 por 7, guardia C conmigo',
      'Cinco. Su IPERC y su check list siempre llenos antes de arrancar el equipo, cero incidentes en 9 años',
      'Sí, su autorización interna para 793 y 994, vigente hasta el 2027',
      'La guardia es de 12 horas, pero operando efectivo unas 10, con el refrigerio y el cambio de guardia',
      'Claro, causa. Si se va es por estar cerca de su familia en Arequipa',
      'Que es un operador de confianza, lo recomiendo.\n\nEnviado desde mi Huawei',
    ],
    expected: {
      faena: 'Rajo abierto',
      anios: 12,
      equipos: ['Camión de extracción (CAEX)', 'Cargador frontal o scoop'],
      turno: '14x7',
      seguridad: 5,
      licencia: true,
      horas: 10,
      recontratar: true,
      comentario: { has: ['de confianza'], not: ['Huawei'] },
    },
    outcome: 'completed',
  },
  // ───────────── Seventeenth blind set, built-in
  {
    id: 'es-r46',
    title:
      'A Spanish civil servant seconded to Brussels (the Permanent Representation) typing on a Belgian AZERTY keyboard, where digits need Shift: "(" for a 5 (asked again), "Un \' ... vaya, otra vez. Un 4" (4), "é\'" for 24 months (asked again: 24); no ñ and few accents ("campana" for campaña, "Dos anos"), "Ahi no le puedo poner nota" on problem solving and "no aplica" on leadership (nothing stored), "Un saludo desde Bruselas" (no comment)',
    tags: ['spanish', 'typos', 'number-in-word', 'correction', 'decline', 'skip', 'unit'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Íñigo', lastName: 'Sainz de la Maza' },
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
      'Buenos dias. Fui su jefa en la Subdireccion de Ayudas de la PAC del Ministerio de Agricultura, en Madrid. Ahora estoy destinada en la REPER en Bruselas; disculpe las erratas, el teclado de aqui es belga y no tiene ni la n con tilde',
      '(',
      {
        retry: 'Perdon, en este teclado los numeros van con mayusculas y se me olvida. Un 5',
        key: 'communication',
      },
      "Un ' ... vaya, otra vez. Un 4. Domina el SIGPAC y las hojas de calculo de las ayudas",
      '5',
      '4, alguna vez pedia dias de asuntos propios en plena campana de solicitudes',
      'Ahi no le puedo poner nota, los problemas gordos los resolvia yo',
      'No tenia a nadie a su cargo, no aplica',
      'Rigor y discrecion. Lo que se habla en la unidad no sale de la unidad',
      'Hablar en publico: en las reuniones con las comunidades autonomas se bloqueaba',
      'Si, sin dudarlo',
      "Unos é' meses",
      { retry: 'Otra vez el teclado, perdon: 24 meses. Dos anos', key: 'monthsKnown' },
      'Nada mas. Un saludo desde Bruselas',
    ],
    expected: {
      relationship: { has: ['jefa', 'Ministerio'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 4,
      strengths: 'Rigor y discrecion. Lo que se habla en la unidad no sale de la unidad',
      improvements:
        'Hablar en publico: en las reuniones con las comunidades autonomas se bloqueaba',
      wouldRehire: true,
      monthsKnown: 24,
    },
    outcome: 'completed',
  },
  // ───────────── Seventeenth blind set, tenant: es-mineria and es-cuidados
  {
    id: 'es-t57',
    title:
      'Huelva (an open-pit copper mine in the Cuenca Minera), a secretary relaying the head of operations, who answers by radio from the pit, in the third person on es-mineria: "Dice que Rafa trabajaba en la corta, a cielo abierto" (Rajo abierto), "Dice que seis años... espere, que rectifica: ocho" (8), "Dúmper de 90 toneladas … y la retro … La perforadora no" (CAEX and Pala), "aquí no hacemos esos turnos … mañana, tarde y noche, rotando cada semana" (Otro), "Dice que un 4. Yo le pondría un 5 …, pero la nota es la de D. Manuel" (4: the referee\'s, not hers), "eso lo lleva Recursos Humanos" on the optional licence (nothing stored), "Ocho, … menos el rato del bocadillo" (8), "que mañana mismo" (yes), "que suerte al chaval" and the radio noise of a blast at two (no comment)',
    tags: [
      'spanish',
      'correction',
      'multiple',
      'negation',
      'dont-know',
      'optional',
      'hedge',
      'number-in-word',
    ],
    questionnaire: 'es-mineria',
    locale: 'es',
    candidate: { firstName: 'Rafael', lastName: 'Domínguez Vázquez' },
    says: [
      'Buenos días. Le escribo de parte de D. Manuel Garrido, el jefe de explotación de la mina. Él está abajo en la corta y me va contestando por la emisora, así que le pongo lo que me dice. Dice que Rafa trabajaba en la corta, a cielo abierto',
      'Dice que seis años... espere, que rectifica: ocho, que cuenta también los dos que estuvo en Aguas Teñidas antes de venir aquí',
      'Dúmper de 90 toneladas casi siempre, y la retro cuando hacía falta. La perforadora no la ha llevado nunca, dice',
      'Dice que aquí no hacemos esos turnos de Chile. Aquí son relevos de mañana, tarde y noche, rotando cada semana',
      'Dice que un 4. Yo le pondría un 5, que siempre viene con el chaleco y las botas impecables, pero la nota es la de D. Manuel jaja',
      'Eso dice que lo lleva Recursos Humanos, que él no lo sabe seguro',
      'Ocho, que son relevos de ocho horas, menos el rato del bocadillo',
      'Dice que sí, que mañana mismo si quiere volver',
      'Dice que nada más, que suerte al chaval. Y ya le dejo, que con la voladura de las dos no se oye nada por la emisora',
    ],
    expected: {
      faena: 'Rajo abierto',
      anios: 8,
      equipos: ['Camión de extracción (CAEX)', 'Pala o excavadora'],
      turno: 'Otro',
      seguridad: 4,
      horas: 8,
      recontratar: true,
    },
    outcome: 'completed',
  },
  {
    id: 'es-t58',
    title:
      'Castro (Chiloé), an old man on a phone with keys and T9 about the carer of his late wife on es-cuidados: all lowercase, "." with no space after, "tenia 84 anos y estaba en cama" (Personas mayores; 84 is no number to keep), "tres inviernos" for years (3), "la limpieza la hacia mi hija" (not a task of hers), "cien cien chei" (T9 for bien bien, no number: asked again, 5), "si.vivia en la cara con nosotros" (T9 for casa: yes), "de 8 a 8" for the hours (12), "q es muy cien persona y la recomiendo"',
    tags: ['spanish', 'typos', 'words', 'unit', 'multiple', 'negation', 'optional'],
    questionnaire: 'es-cuidados',
    locale: 'es',
    candidate: { firstName: 'Marisol', lastName: 'Levicoy Chiguay' },
    says: [
      'buenas tardes.le escribe segundo barrientos de castro.la marisol cuido a mi señora q en paz descanse.ella tenia 84 anos y estaba en cama',
      'estuvo tres inviernos con nosotros',
      { retry: 'tres anos', key: 'anios' },
      'la bañaba le daba los remedios a sus horas y cocinaba.la limpieza la hacia mi hija',
      'cien cien chei.cariñosa con ella como una hija',
      {
        retry: 'perdon el celular pone cien y es bien.le pongo un 5',
        key: 'trato',
      },
      'si.vivia en la cara con nosotros',
      'de 8 a 8.y en la noche si la llamaba se levantaba igual',
      { retry: '12 horas mas o menos', key: 'horas' },
      'q es muy cien persona y la recomiendo.la marisol es de confianza.gracias',
    ],
    expected: {
      persona: 'Personas mayores',
      anios: 3,
      tareas: ['Aseo personal', 'Cocina', 'Medicación'],
      trato: 5,
      interna: true,
      horas: 12,
      comentario: { has: ['recomiendo'] },
    },
    outcome: 'completed',
  },
  // ───────────── Eighteenth blind set, built-in
  {
    id: 'es-r47',
    title:
      'Albacete (La Mancha), the owner of a knife shop who negotiates first what she will answer ("te contesto a todo menos a lo del liderazgo y a lo de si lo volvería a coger … ¿Trato?": a question back, no answer), "Habla más que un sacamuelas, ojo, pero … Un 5" (an idiom beside a sincere 5), an ironic answer ("el trabajo en equipo de matrícula de honor, si el equipo es él y el móvil 🙄": no number, asked again, 2), "Un 3 y gracias", leadership and would-rehire refused as announced (nothing stored), improvements and strengths in one message in reverse order with each named ("Primero lo que tiene que mejorar … Y lo fuerte suyo …"), "Año y trimestre justo: entró pa la feria del 23 y se fue en Navidad del 24" (15 months), and an off-the-record remark in the comment that must not be recorded ("esto entre tú y yo … yo no lo volvería a coger … pon solo que le deseo mucha suerte": would-rehire stays absent, the comment keeps only the good wishes)',
    tags: ['spanish', 'question-back', 'decline', 'multi-answer', 'emoji', 'unit', 'words'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Raúl', lastName: 'Cebrián Tébar' },
    to: ['rel', 'rel', 'com', 'tec', 'tea', 'tea', 'rlb', 'pro', 'lea', 'str', 'reh', 'mon', 'cmt'],
    says: [
      'Buenas. Antes de na: te contesto a todo menos a lo del liderazgo y a lo de si lo volvería a coger, que eso es cosa mía y del chiquillo. ¿Trato?',
      'Vale pues. Soy la dueña de la cuchillería de la calle del Tinte, aquí en Albacete. Raúl estuvo de dependiente y en el taller afilando',
      'Habla más que un sacamuelas, ojo, pero a los clientes los trata de lujo. Un 5',
      'Afilando un 4. Las navajas de Albacete las conoce como si las hubiera hecho él, las tijeras de peluquería todavía no',
      'Uy, el trabajo en equipo de matrícula de honor, si el equipo es él y el móvil 🙄',
      { retry: 'Vale, en serio: un 2. Con la otra dependienta ni se hablaba', key: 'teamwork' },
      'Un 3 y gracias. Los lunes le costaba arrancar',
      'En la feria de septiembre se nos rompió la afiladora y se fue en el coche a Villarrobledo a por una prestada. Eso un 5',
      'Lo dicho, a eso no contesto',
      'Primero lo que tiene que mejorar, que me quema: el móvil, todo el santo día con el móvil. Y lo fuerte suyo, que es honrao como él solo, en la caja nunca ha faltao ni un euro',
      'Ya te he dicho que eso me lo guardo',
      'Año y trimestre justo: entró pa la feria del 23 y se fue en Navidad del 24',
      'Y esto entre tú y yo, que no salga de aquí: yo no lo volvería a coger. Pero es buen chiquillo y no quiero hundirlo, así que en lo de comentarios pon solo que le deseo mucha suerte',
    ],
    expected: {
      relationship: { has: ['dueña', 'cuchillería'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 2,
      reliability: 3,
      problem_solving: 5,
      strengths: { has: ['honrao'], not: ['móvil'] },
      improvements: { has: ['móvil'], not: ['honrao'] },
      monthsKnown: 15,
      comments: { has: ['suerte'], not: ['no lo volvería'] },
    },
    outcome: 'completed',
  },
  // ───────────── Eighteenth blind set, tenant: es-pesca (puesto, meses, artes, maniobra, seguridad?, libreta?, dias?, recontratar, comentario?)
  {
    id: 'es-t59',
    title:
      'Burela (Lugo), the skipper of a bottom longliner fishing hake in Gran Sol, typing on the bridge computer over a satellite link that comes and goes, about a Cape Verdean deckhand on es-pesca: all capitals without accents or ñ ("CAMPANAS", "ANO"), every message closed with the radio\'s "CAMBIO" (not a change) and the last with "CAMBIO Y CORTO"; "DOS CAMPANAS, DE FEBRERO A JULIO DEL 23 Y DEL 24 … UNO DOS MESES EMBARCADO, REPITO: DOCE" (digits said one by one as on the radio: 12), "PALANGRE DE FONDO … ARRASTRE NUNCA CONMIGO, NI NASAS", a rating cut by the link mid-sentence ("YO LE PONGO UN", then "SE CORTO. UN CINCO, REPITO, CINCO": 5), "EL RECONOCIMIENTO MEDICO DEL ISM LE VALE HASTA MARZO" (in force: yes), "DOS SEMANAS DE MAR, A VECES UN DIA MAS" (14 days), "SI HOME", a Galician comment ("QUE E UN BO RAPAZ E MOI TRABALLADOR")',
    tags: [
      'spanish',
      'typos',
      'words',
      'unit',
      'negation',
      'multiple',
      'optional',
      'number-in-word',
    ],
    questionnaire: 'es-pesca',
    locale: 'es',
    candidate: { firstName: 'Nilton', lastName: 'Tavares Semedo' },
    says: [
      'BOS DIAS. AQUI EL PATRON DEL PALANGRERO NOVO MAR, FAENANDO EN GRAN SOL. ESCRIBO DESDE EL ORDENADOR DEL PUENTE Y LA CONEXION VA Y VIENE. NILTON IBA DE MARINERO DE CUBIERTA CONMIGO. CAMBIO',
      'DOS CAMPANAS, DE FEBRERO A JULIO DEL 23 Y DEL 24. EN TOTAL UNO DOS MESES EMBARCADO, REPITO: DOCE. CAMBIO',
      'PALANGRE DE FONDO, A LA MERLUZA. ARRASTRE NUNCA CONMIGO, NI NASAS. CAMBIO',
      'EN LA MANIOBRA ES DE LOS MEJORES QUE TUVE. ENCARNA RAPIDO, LARGA Y VIRA SIN ENREDAR NADA Y NO SE QUEJA NI CON MAR DE FONDO. YO LE PONGO UN',
      'SE CORTO. UN CINCO, REPITO, CINCO. CAMBIO',
      'CHALECO SIEMPRE PUESTO EN CUBIERTA. EN LOS SIMULACROS DE HOMBRE AL AGUA EL PRIMERO. CINCO TAMBIEN. CAMBIO',
      'LIBRETA SI, EN REGLA, Y LA FORMACION BASICA. EL RECONOCIMIENTO MEDICO DEL ISM LE VALE HASTA MARZO. CAMBIO',
      'DOS SEMANAS DE MAR, A VECES UN DIA MAS SI HAY TEMPORAL. CAMBIO',
      'SI HOME, CLARO QUE SI. SE QUEDO EN TIERRA POR LOS PAPELES DE LA MUJER, SI NO SEGUIA CONMIGO. CAMBIO',
      'QUE E UN BO RAPAZ E MOI TRABALLADOR. CAMBIO Y CORTO, QUE ENTRAMOS A VIRAR',
    ],
    expected: {
      puesto: 'Marinero',
      meses: 12,
      artes: ['Palangre'],
      maniobra: 5,
      seguridad: 5,
      libreta: true,
      dias: 14,
      recontratar: true,
      comentario: { has: ['BO RAPAZ'] },
    },
    outcome: 'completed',
  },
  // ───────────── Eighteenth blind set, built-in
  {
    id: 'es-r48',
    title:
      'Torrelavega (Cantabria), the owner of a physiotherapy clinic who doubts what the candidate wrote in her CV: the relationship with a question back and a contradiction in one message ("¿ha puesto que era coordinadora? Coordinadora no era, era fisio como las demás"), "majuca", a blanket answer for the other ratings ("técnica un 5 y lo demás todo un 4. Menos liderazgo, que ahí no puedo opinar": teamwork, reliability and problem solving 4, leadership absent), Cantabrian diminutives ("un poquiuco"), a yes with a condition ("Sí, pero de fisio, no de coordinadora": yes), "Veinte meses … Si ha puesto tres años, exagera" (20, not 36), a comment that warns about the CV',
    tags: ['spanish', 'multi-answer', 'question-back', 'words', 'negation', 'unit', 'hedge'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Noelia', lastName: 'Gutiérrez Cobo' },
    to: ['rel', 'com', 'tec', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      'Buenas tardes. Soy Marisa Sainz, la dueña de la clínica de fisioterapia de Torrelavega donde trabajó Noelia, y su jefa. Por cierto, ¿ha puesto que era coordinadora? Coordinadora no era, era fisio como las demás, eh',
      'Con los pacientes un 5, majuca y con mucha mano izquierda con los mayores',
      'Mira, pa no eternizarnos: técnica un 5 y lo demás todo un 4. Menos liderazgo, que ahí no puedo opinar, no tenía a nadie a su cargo por mucho que lo ponga en el currículum',
      'Las manos. Las cervicales las deja nuevas, hay pacientes que solo quieren con ella',
      'Que no se venda más de lo que es. Y la puntualidad un poquiuco, entre paciente y paciente se le va el santo al cielo',
      'Sí, pero de fisio, no de coordinadora jaja',
      'Veinte meses, de marzo del 22 a octubre del 23. Si ha puesto tres años, exagera',
      'Que comprueben lo que pone en el currículum, que tiende a inflarlo. Pero buena fisio es, eso que quede claro',
    ],
    expected: {
      relationship: { has: ['dueña', 'jefa'] },
      communication: 5,
      technical_skill: 5,
      teamwork: 4,
      reliability: 4,
      problem_solving: 4,
      strengths:
        'Las manos. Las cervicales las deja nuevas, hay pacientes que solo quieren con ella',
      improvements:
        'Que no se venda más de lo que es. Y la puntualidad un poquiuco, entre paciente y paciente se le va el santo al cielo',
      wouldRehire: true,
      monthsKnown: 20,
      comments: { has: ['currículum'] },
    },
    outcome: 'completed',
  },
  // ───────────── Eighteenth blind set, tenant: es-obrador (oficio, elaboraciones, turno, higiene, manipulador?, horno, kilos?, comentario?) and es-pesca
  {
    id: 'es-t60',
    title:
      'Langley Park (Maryland), the owner of a Salvadoran bakery on es-obrador, with US units and number formats: "dos décadas en esto, fácil: empezó de cipote en la panadería de su papá en Chalatenango" (20), Salvadoran breads named by their names ("pan francés, semita, quesadilla y marquesote … las conchas": Pan, Bollería y hojaldre, Pastelería) with "Pupusas no" (no Salados), "Entraba a las 3 de la mañana y a las 11 ya se iba" (Madrugada), "Un 5 … sacamos 100 de 100" (5), the county\'s "food handler card" for the food-handler card (yes), "el horno a 350 grados" (Fahrenheit; no number to keep), "Como 1,500 libras de masa" (a comma for thousands, and pounds where kilos are asked: asked again, "como la mitad, ponga 700"), "Dios se lo pague"',
    tags: [
      'spanish',
      'unit',
      'number-in-word',
      'multiple',
      'negation',
      'hedge',
      'words',
      'optional',
    ],
    questionnaire: 'es-obrador',
    locale: 'es',
    candidate: { firstName: 'Josué Alexander', lastName: 'Portillo Alvarenga' },
    says: [
      'Buenas, le saluda doña Reina, de la panadería La Guanaquita en Langley Park. El Josué lleva dos décadas en esto, fácil: empezó de cipote en la panadería de su papá en Chalatenango',
      { retry: 'Ponga 20 años', key: 'oficio' },
      'Pan francés, semita, quesadilla y marquesote. Y las conchas para los clientes mexicanos. Pupusas no, esas las hace la señora de al lado',
      'Entraba a las 3 de la mañana y a las 11 ya se iba',
      'Un 5, siempre con su gorro y sus guantes. Cuando vino el inspector del condado sacamos 100 de 100',
      "Sí, tiene su food handler card del condado de Prince George's, la renueva cada 3 años",
      'Sí, él solito. Cuando yo llegaba ya tenía el horno a 350 grados y la primera hornada afuera',
      'Como 1,500 libras de masa por turno, los sábados más por las quinceañeras',
      { retry: 'Ah, en kilos... pues como la mitad, ponga 700', key: 'kilos' },
      'Que es un bendito. Si se va para España lo vamos a extrañar, Dios se lo pague',
    ],
    expected: {
      oficio: 20,
      elaboraciones: ['Pan', 'Bollería y hojaldre', 'Pastelería'],
      turno: 'Madrugada (obrador)',
      higiene: 5,
      manipulador: true,
      horno: true,
      kilos: 700,
      comentario: { has: ['bendito'] },
    },
    outcome: 'completed',
  },
  {
    id: 'es-t61',
    title:
      'Mar del Plata, the chief engineer of a fresh-fish trawler about an oiler who became motorman on es-pesca: "entró de engrasador y terminó de motorista" (Mecánico o motorista), years with the company beside trips times days where months at sea are asked ("estuvo 2 años, del 2022 al 2024. Hizo 14 mareas de 10 días": not 24; asked again, "140 días, ponele 5 meses"; the 10 days answer the trip question ahead), "Arrastre … Y una temporada de calamar en un potero … eso acá no figura" (Arrastre only), a referee who stops and comes back ("Esperá que me llaman de Prefectura" and "¿En qué íbamos? Repetime la pregunta": no answers), "no es lo suyo. Un 3", "el principio de incendio en máquinas en el 2023" beside a 5, "la libreta de embarco" (yes), "Saludos desde la banquina"',
    tags: [
      'spanish',
      'off-topic',
      'question-back',
      'unit',
      'multi-answer',
      'negation',
      'multiple',
      'optional',
    ],
    questionnaire: 'es-pesca',
    locale: 'es',
    candidate: { firstName: 'Brian Ezequiel', lastName: 'Sosa' },
    says: [
      'Buen día. Soy el jefe de máquinas del fresquero "Don Nicola", de Mar del Plata. Brian entró de engrasador y terminó de motorista, al final ya hacía la guardia solo en la sala de máquinas',
      'Con nosotros estuvo 2 años, del 2022 al 2024. Hizo 14 mareas de 10 días',
      { retry: 'Ah, embarcado nomás... 140 días, ponele 5 meses', key: 'meses' },
      'Arrastre, a la merluza en el fresquero. Y una temporada de calamar en un potero, con las poteras y las luces, pero eso acá no figura',
      'Esperá que me llaman de Prefectura por la inspección, ya vuelvo',
      'Listo, ya estoy. ¿En qué íbamos? Repetime la pregunta porfa',
      'Ah, la maniobra. Él es de máquinas, en cubierta ayudaba cuando se viraba la red pero no es lo suyo. Un 3 le pongo',
      'Un 5. Cuando tuvimos el principio de incendio en máquinas en el 2023 fue el que cerró el combustible',
      'La libreta de embarco la tiene al día, y los cursos de Prefectura también',
      { retry: 'Ya te dije, 10 días cada marea', key: 'dias' },
      'Obvio, si fuera por mí sale mañana mismo con nosotros. Se bajó porque le salió laburo en tierra, en el puerto',
      'Nada, que es buen pibe y sabe de motores. Saludos desde la banquina',
    ],
    expected: {
      puesto: 'Mecánico o motorista',
      meses: 5,
      artes: ['Arrastre'],
      maniobra: 3,
      seguridad: 5,
      libreta: true,
      dias: 10,
      recontratar: true,
      comentario: { has: ['buen pibe'] },
    },
    outcome: 'completed',
  },
  // ───────────── Nineteenth blind set, built-in
  {
    id: 'es-r49',
    title:
      'Rosario (Argentina), the two owners of a family pharmacy answering together from one phone and taking turns at the keyboard ("Contestamos los dos desde el celu de Rubén", "Acá Rubén", "Estela acá"): a rating where they disagree and settle in the same message ("Rubén dice 4, yo digo 5. Ponele 5": 5), a disagreement left open ("Él dice un 3 …, yo un 4": asked again, "lo charlamos: 4"), "una mina de diez … 5" (an idiom beside the 5), one owner who would give a 3 on leadership while the other would leave it blank (asked again: blank, nothing stored), improvements from each of them in one message, "Tres años menos un trimestre" (33 months), a comment signed by both',
    tags: ['spanish', 'range', 'skip', 'unit', 'words', 'hedge'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Micaela Belén', lastName: 'Ferreyra' },
    to: [
      'rel',
      'com',
      'tec',
      'tea',
      'rlb',
      'rlb',
      'pro',
      'lea',
      'lea',
      'str',
      'imp',
      'reh',
      'mon',
      'cmt',
    ],
    says: [
      'Hola! Somos Rubén y Estela Giordano, los dueños de la Farmacia Giordano, en Echesortu, Rosario. Contestamos los dos desde el celu de Rubén. Mica era auxiliar de mostrador nuestra',
      'Rubén dice 4, yo (Estela) digo 5. Ponele 5, que yo la tenía al lado en el mostrador todo el día y él se la pasa en el laboratorio',
      'Acá Rubén. En esto coincidimos: 4. Se sabe los genéricos de memoria, con las magistrales todavía le falta',
      'Es una mina de diez con las otras chicas. 5',
      'Acá no nos ponemos de acuerdo. Él dice un 3 por las llegadas tarde, yo un 4 porque siempre avisaba',
      { retry: 'Bueno, lo charlamos: 4. Ganó la patrona jaja', key: 'reliability' },
      'Un 4. Cuando se cayó el sistema de las obras sociales se puso a cargar las recetas a mano, una por una',
      'Estela acá. Liderazgo no sé qué decirte, no tenía gente a cargo. Rubén dice que le pongas un 3, yo no le pondría nada',
      { retry: 'Dejalo en blanco. Ya lo hablamos y Rubén está de acuerdo', key: 'leadership' },
      'La paciencia con los abuelos. Les explica cómo tomar el remedio tres veces si hace falta',
      'Rubén dice que tiene que llegar en hora. Yo, que no se achique con los visitadores médicos, que la atropellan',
      'Los dos: sí, sin dudarlo',
      'Tres años menos un trimestre: entró en febrero del 23 y se fue en noviembre del 25, cuando se mudó a Funes',
      'Que la extrañamos un montón. Y que si no le sale lo de Buenos Aires, acá tiene las puertas abiertas. Estela y Rubén',
    ],
    expected: {
      relationship: { has: ['dueños', 'farmacia'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 4,
      problem_solving: 4,
      strengths:
        'La paciencia con los abuelos. Les explica cómo tomar el remedio tres veces si hace falta',
      improvements: { has: ['en hora', 'visitadores'] },
      wouldRehire: true,
      monthsKnown: 33,
      comments: { has: ['extrañamos'] },
    },
    outcome: 'completed',
  },
  // ───────────── Nineteenth blind set, tenant: es-electricidad (anios, instalaciones, obra, seguridad, acabados?, carne?, avisos?, recontratar, comentario?)
  {
    id: 'es-t62',
    title:
      'Malabo (Equatorial Guinea), the head of works of an electrical contractor on es-electricidad, formal Spanish with French and Fang: "Mbolo" (hello), years given as the year he left school and "desde entonces no ha dejado el oficio" (2012 to now: 14), the solar plant of Annobón "en 2014, … tres meses de chantier" beside houses and a bank\'s offices, "Naves no", "Bon, las dos cosas, mitad y mitad" (Las dos cosas por igual), "Très bien … Un cinco", a licence that does not exist in his country ("Aquí en Guinea no hay carné como en España": neither yes nor no, asked again, left blank), "cuando hay cortes de SEGESA, hasta quince; en un día normal, unos cinco" (5, not 15), "D\'accord, sin ninguna duda" (yes), "Akiba" (thanks) closing the comment',
    tags: ['spanish', 'unit', 'multiple', 'negation', 'optional', 'dont-know', 'number-in-word'],
    questionnaire: 'es-electricidad',
    locale: 'es',
    candidate: { firstName: 'Santiago', lastName: 'Nsue Obiang' },
    says: [
      'Mbolo. Le saluda el Ing. Crisantos Ela Nsang, jefe de obras de Instalaciones Eléctricas Bioko, en Malabo. El señor Santiago Nsue terminó la Escuela Politécnica de Malabo en 2012 y desde entonces no ha dejado el oficio, primero en Bata y luego aquí con nosotros',
      { retry: 'Catorce años, sí, desde 2012 hasta hoy', key: 'anios' },
      'Viviendas en Malabo II, las oficinas de un banco en Caracolas, y estuvo en la planta solar de Annobón en 2014, tres meses de chantier. Naves no',
      'Bon, las dos cosas, mitad y mitad. En obra nueva tiraba el cableado y cuando se iba la luz salía a reparar cuadros y grupos electrógenos',
      'Très bien. Nunca tocaba un cuadro sin comprobar con el multímetro. Un cinco',
      'Cuatro. Trabaja limpio, pero a veces no rotulaba los circuitos y luego el cliente no sabía cuál era cuál',
      'Aquí en Guinea no hay carné como en España. Tiene su título de técnico de la Politécnica y el certificado de la empresa',
      {
        retry: 'No le sabría decir si eso vale como habilitación. Déjelo en blanco, por favor',
        key: 'carne',
      },
      'Depende de la luz. Cuando hay cortes de SEGESA, hasta quince en un día; en un día normal, unos cinco',
      "D'accord, sin ninguna duda. Si vuelve a Guinea, aquí tiene su puesto",
      'Que es un hombre serio y respetuoso con los mayores. Akiba',
    ],
    expected: {
      anios: 14,
      instalaciones: [
        'Viviendas',
        'Locales comerciales y oficinas',
        'Fotovoltaica (placas solares)',
      ],
      obra: 'Las dos cosas por igual',
      seguridad: 5,
      acabados: 4,
      avisos: 5,
      recontratar: true,
      comentario: { has: ['serio'] },
    },
    outcome: 'completed',
  },
  // ───────────── Nineteenth blind set, built-in
  {
    id: 'es-r50',
    title:
      'Cayambe (Ecuador, a rose farm for export), the head of post-harvest in Sierra Spanish with Kichwa: "Alli puncha", "Mande, ¿de la Jessica?" (no question to answer), "Le doy poniendo un cinco" (the Andean dar + gerund: 5), "le falta un pite" (a little), "5 5 5!!! Qué bestia" (one 5 typed three times for emphasis, not 555) beside "40 mil tallos en un día", "Tenía doce chicas a cargo … Un cinco" (5, not 12), "No le voy a decir que no" on would-rehire (a litotes: asked again, yes), "Año y medio largo" (asked again: 20 months), "Yupaychani, que le vaya bien a la Jessi" (no comment)',
    tags: ['spanish', 'negation', 'hedge', 'unit', 'words', 'number-in-word'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Jessica Alexandra', lastName: 'Cuascota Farinango' },
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
      'Alli puncha. Mande, ¿de la Jessica? Sí, fui su jefa en la florícola, en Cayambe. Yo soy la gerente de postcosecha y ella era supervisora de la sala de clasificación',
      'Le doy poniendo un cinco. Con las chicas de la sala y con los compradores rusos se entiende bien mismo',
      'Un cuatro. Sabe de variedades y puntos de corte, pero en las certificaciones de exportación le falta un pite',
      '5 5 5!!! Qué bestia, en San Valentín sacamos 40 mil tallos en un día y ella no se despegó de la sala',
      'Cinco también. No ha faltado ni un día, ni cuando estaba con la guagua enferma',
      'Cuatro. Cuando se dañó el cuarto frío reacomodó todo el producto en los camiones sin perder una caja',
      'Tenía doce chicas a cargo y todas la respetan. Un cinco',
      'Es organizada y no se le escapa un tallo con botrytis',
      'Que delegue un pite más, quiere hacer todo ella solita',
      'No le voy a decir que no',
      { retry: 'Que sí, sí la volvería a contratar. Ojalá regrese', key: 'wouldRehire' },
      'Año y medio largo',
      {
        retry: 'Entró en marzo del 24 y salió en noviembre del 25. Unos veinte meses',
        key: 'monthsKnown',
      },
      'Nada más. Yupaychani, que le vaya bien a la Jessi',
    ],
    expected: {
      relationship: { has: ['jefa', 'florícola'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      leadership: 5,
      strengths: 'Es organizada y no se le escapa un tallo con botrytis',
      improvements: 'Que delegue un pite más, quiere hacer todo ella solita',
      wouldRehire: true,
      monthsKnown: 20,
    },
    outcome: 'completed',
  },
  // ───────────── Nineteenth blind set, tenant: es-campo (explotacion, campanias, tareas, rendimiento, fitosanitarios?, encargado, cuadrilla?, comentario?) and es-electricidad
  {
    id: 'es-t63',
    title:
      'Velarde (northern New Mexico), an old Hispano farmer in the Spanish of the Río Arriba on es-campo, about an H-2A worker from Chihuahua: "Buenas tardes le dé Dios", archaic forms ("truje", "vide", "muncho", "naiden", "semos", "mesmo", "asina", "cuasi", "pos") and English loans ("los files del chile", "la troca", "la marqueta"), "güerta de manzanas … pero él andaba cuasi siempre en los files del chile" (Hortalizas al aire libre, not Frutales), "la visa H-2A" (no number), seasons as "la primer vez en el 2019 … cada verano, menos el 2020" (7: asked again), "pizcar" for picking, ditch cleaning and roasting chile for the market (no option), "la licencia pa\' echar los venenos la tengo yo nomás" (no), "mayordomo de la acequia" (a ditch officer, not a crew boss: "de cuadrilla no"), "A naiden" on the optional crew size (nothing stored)',
    tags: ['spanish', 'number-in-word', 'unit', 'multiple', 'negation', 'optional', 'typos'],
    questionnaire: 'es-campo',
    locale: 'es',
    candidate: { firstName: 'Juan Gabriel', lastName: 'Ortiz Barraza' },
    says: [
      'Buenas tardes le dé Dios. Habla Amarante Trujillo, de Velarde, Nuevo México. Al Juan Gabriel yo lo truje de Chihuahua con la visa H-2A. Tenemos güerta de manzanas y también chile, pero él andaba cuasi siempre en los files del chile',
      'Vino la primer vez en el 2019 y ha vuelto cada verano, menos el 2020 que no lo dejaron pasar por el covid',
      { retry: 'Siete temporadas, asina mero', key: 'campanias' },
      "Pizcaba chile, manejaba el tractor y en la primavera limpiaba la acequia con la gente. Y los sábados me ayudaba a asar chile pa' vender en la marqueta de Española",
      'Es muncho trabajador. Yo lo vide pizcar más que naiden, hasta los muchachos de aquí se quedaban atrás. Un 5 le doy',
      "No, la licencia pa' echar los venenos la tengo yo nomás. Él no fumigaba",
      'Pos el año pasado me ayudó con lo de mayordomo de la acequia, a repartir el agua, porque yo andaba malo de la espalda. Pero de cuadrilla no, aquí semos poquitos y yo mesmo mando',
      'A naiden. Ya le dije que aquí mando yo',
      'Que es gente de confianza. Uno le deja la troca y las llaves de la casa y no falta nada. Que Dios lo bendiga y me lo traiga otra vez el verano que viene',
    ],
    expected: {
      explotacion: 'Hortalizas al aire libre',
      campanias: 7,
      tareas: ['Recolección', 'Tractor y maquinaria'],
      rendimiento: 5,
      fitosanitarios: false,
      encargado: false,
      comentario: { has: ['confianza'] },
    },
    outcome: 'completed',
  },
  {
    id: 'es-t64',
    title:
      'Caguas (Puerto Rico), the owner of a solar installer on es-electricidad: years from a hurricane ("empezó conmigo de ayudante después de María … Desde finales del 2017": asked again, 9), "Placas en residencias … techos de almacenes en la zona industrial de Gurabo. Oficinas y negocios no" (Viviendas, Naves e industria, Fotovoltaica), "Instalación nueva mayormente … lo hace otro crew" (Obra nueva), "Número uno" on the safety rating (the best, not a 1: asked again, "no un 1! … un 5"), "Nítido … un 4 porque el conduit … torcío", "licencia de perito electricista" (yes), "una casa cada dos días" where call-outs a day are asked (he did none: left blank), "En lo que canta un gallo" (yes), "Bendiciones"',
    tags: ['spanish', 'unit', 'multiple', 'negation', 'optional', 'hedge', 'words'],
    questionnaire: 'es-electricidad',
    locale: 'es',
    candidate: { firstName: 'Yadiel', lastName: 'Rosado Cintrón' },
    says: [
      "Saludos! Habla Willie Santiago, dueño de Sol Boricua Solar en Caguas. Yadiel empezó conmigo de ayudante después de María, cuando to' el mundo quería placas. Desde finales del 2017 no ha parao",
      { retry: "Nueve años, desde María pa' acá", key: 'anios' },
      'Placas en residencias, casi todo, y un par de techos de almacenes en la zona industrial de Gurabo. Oficinas y negocios no',
      'Instalación nueva mayormente. Servicio y averías lo hace otro crew',
      'Número uno. Jamás lo he visto subirse a un techo sin arnés ni abrir un panel sin bajar el breaker',
      { retry: 'Ay bendito, no, no un 1! Lo mejor que hay: un 5', key: 'seguridad' },
      'Nítido. Le pongo un 4 porque el conduit a veces le queda torcío',
      'Sí, tiene su licencia de perito electricista desde el 2021 y está al día con el Colegio',
      'Averías no cogía, eso es del otro crew. Él instalaba una casa cada dos días, más o menos',
      { retry: 'No aplica, déjalo en blanco', key: 'avisos' },
      "En lo que canta un gallo. Se muda pa' Orlando con la familia, que si no, no lo dejaba ir",
      'Que es un tipo responsable y sabe de inverters más que yo. Bendiciones',
    ],
    expected: {
      anios: 9,
      instalaciones: ['Viviendas', 'Naves e industria', 'Fotovoltaica (placas solares)'],
      obra: 'Obra nueva',
      seguridad: 5,
      acabados: 4,
      carne: true,
      recontratar: true,
      comentario: { has: ['responsable'] },
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-first blind set, built-in
  {
    id: 'es-r51',
    title:
      'Madrid, the general manager of an esports club (League of Legends, Superliga) about his analyst and assistant coach, in gamer slang: "Comunicación un 5 … con cinco chavales de 19 años" (5), "10/10, se sabe el meta mejor que Riot" on a 1-5 scale (asked again: 5), "+1" as agreement, never a 1 (asked again: 5), "se le iba la hora viendo VODs hasta las 4 … un 3", "nos nerfearon el campeón … Un 4", "Ni idea … el que mandaba en el vestuario era el head coach" (absent), "una Bo5" in the improvements, "Lo fichaba otra vez mañana mismo, GG" (yes), "Dos splits" (asked again: 12), a comment about Python and SQL',
    tags: ['spanish', 'number-in-word', 'unit', 'dont-know', 'emoji', 'words'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Adrián', lastName: 'Lozano Pérez' },
    to: [
      'rel',
      'com',
      'tec',
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
      'Buenas! Soy Iván, el GM de Dragones Rojos Esports, jugamos la Superliga de LoL. Adrián era nuestro analista y segundo coach, yo era su jefe directo',
      'Comunicación un 5. En los drafts habla claro y sin tiltear a nadie, y eso con cinco chavales de 19 años es mucho decir',
      '10/10, se sabe el meta mejor que Riot jaja',
      { retry: 'Ah, que es del 1 al 5. Pues 5, obvio', key: 'technical_skill' },
      '+1',
      { retry: 'Perdón, quería decir un 5 también', key: 'teamwork' },
      'Aquí un 3 siendo sincero. Se le iba la hora viendo VODs hasta las 4 y llegaba tarde a los scrims de la mañana',
      'Un 4. Cuando nos nerfearon el campeón sobre el que iba toda nuestra estrategia, en dos días tenía otra comp preparada',
      'Ni idea la verdad, el que mandaba en el vestuario era el head coach',
      'Analizar partidas. Te saca patrones de los rivales que nadie más ve',
      'Que descanse más y que no se lo tome todo tan a pecho cuando perdemos una Bo5',
      'Lo fichaba otra vez mañana mismo, GG',
      'Dos splits',
      {
        retry: 'Estuvo con nosotros todo el 2025, de enero a diciembre. 12 meses',
        key: 'monthsKnown',
      },
      'Solo una cosa: si busca algo fuera de los esports, sabe Python y SQL de sobra, se montó él solo nuestra base de datos de partidas 🐉',
    ],
    expected: {
      relationship: { has: ['jefe'] },
      communication: 5,
      technical_skill: 5,
      teamwork: 5,
      reliability: 3,
      problem_solving: 4,
      strengths: { has: ['patrones'] },
      improvements: { has: ['descanse'] },
      wouldRehire: true,
      monthsKnown: 12,
      comments: { has: ['Python'] },
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-first blind set, tenant: es-confeccion (puesto, anios, maquinas, calidad, piezas?, polivalente?, recontratar, comentario?)
  {
    id: 'es-t65',
    title:
      'Tehuacán (Puebla), a line supervisor at a jeans maquila on es-confeccion: "supervisora de la línea 7 … Lupita era operaria en mi línea" (a line number beside the job), years given as ages ("entró a la maquila de 16 añitos y ahorita tiene 24": 8), machines by their shop-floor names with one refused ("La over y la plana … la collareta. La cerradora de codo no, esa la lleva don Chuy"), "una auditoría de Levi\'s le rechazó 12 piezas por puntada saltada" beside the 4, "como 60 docenas al día, al 95% de eficiencia" where pieces an hour are asked (neither 60, 720 nor 95: asked again, 80), "la movíamos a donde hiciera falta" (yes), the Mexican "No, sí, claro que sí" that is a yes',
    tags: [
      'spanish',
      'unit',
      'multiple',
      'negation',
      'number-in-word',
      'optional',
      'emoji',
      'hedge',
    ],
    questionnaire: 'es-confeccion',
    locale: 'es',
    candidate: { firstName: 'Guadalupe', lastName: 'Tlaseca Romero' },
    says: [
      'Buenas tardes, soy Rosalba Cruz, supervisora de la línea 7 en Confecciones del Valle, aquí en Tehuacán. Lupita era operaria en mi línea, puro pantalón de mezclilla',
      'Ella entró a la maquila de 16 añitos y ahorita tiene 24',
      { retry: 'O sea 8 años en la costura', key: 'anios' },
      'La over y la plana, y cuando faltaba gente la pasaba a la collareta. La cerradora de codo no, esa la lleva don Chuy',
      "Le pongo un 4. Casi no le regresaban bultos, nomás una vez una auditoría de Levi's le rechazó 12 piezas por puntada saltada",
      'Sacaba como 60 docenas al día, al 95% de eficiencia',
      { retry: 'Por hora serían unas 80 piezas', key: 'piezas' },
      'Sí, ya le dije, la movíamos a donde hiciera falta',
      'No, sí, claro que sí. Se fue porque se casó y se fue a vivir a Puebla',
      { retry: 'Que sí la vuelvo a contratar', key: 'recontratar' },
      'Es muy cumplida, nunca faltó un lunes, y eso aquí en la maquila es mucho decir 😅',
    ],
    expected: {
      puesto: 'Operaria u operario de máquina',
      anios: 8,
      maquinas: ['Plana (recta)', 'Overlock', 'Collareta'],
      calidad: 4,
      piezas: 80,
      polivalente: true,
      recontratar: true,
      comentario: { has: ['cumplida'] },
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-first blind set, built-in
  {
    id: 'es-r52',
    title:
      'Querétaro, the managing partner of a law firm who numbers every answer like a court filing ("PRIMERO.-" … "UNDÉCIMO.-": ordinals that are never ratings) and writes each rating in words and digits ("cuatro (4)"): the dates of the work inside the relationship ("del 1 de agosto de 2022 al 31 de julio de 2024"), "Por lo que hace a la pregunta número 4, trabajo en equipo: tres (4)" where the word and the digit disagree (asked again: "Fe de erratas: cuatro (4)"), "QUINTO.- Cinco (5)", "Me reservo mi opinión" on leadership (absent), "Afirmativo, sin reserva alguna" (yes, with a negation word in it), "Me remito a lo manifestado en el punto PRIMERO" for the months (asked again: 24), a comment above a signature with a cédula profesional and a phone',
    tags: ['spanish', 'words', 'number-in-word', 'correction', 'decline', 'signature', 'long'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Fernanda', lastName: 'Ugalde Arteaga' },
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
      'Buenos días. Atendiendo a su solicitud, manifiesto lo siguiente: PRIMERO.- La Lic. Fernanda Ugalde Arteaga laboró en este despacho como abogada asociada, bajo mi supervisión directa, del 1 de agosto de 2022 al 31 de julio de 2024.',
      'SEGUNDO.- En cuanto a la comunicación, le otorgo cuatro (4). Redacta con claridad; en audiencia aún se pone nerviosa.',
      'TERCERO.- Conocimientos técnicos: cinco (5). Domina el amparo y el juicio oral mercantil.',
      'CUARTO.- Por lo que hace a la pregunta número 4, trabajo en equipo: tres (4).',
      { retry: 'Fe de erratas: cuatro (4). Una disculpa.', key: 'teamwork' },
      'QUINTO.- Cinco (5). En dos años no se le venció un solo término.',
      'SEXTO.- Cuatro (4).',
      'SÉPTIMO.- Me reservo mi opinión respecto de este punto, toda vez que no tuvo personal a su cargo.',
      'OCTAVO.- Su rigor en la investigación de jurisprudencia y su ética profesional.',
      'NOVENO.- Debe ganar seguridad al argumentar frente al juez.',
      'DÉCIMO.- Afirmativo, sin reserva alguna.',
      'Me remito a lo manifestado en el punto PRIMERO.',
      { retry: 'Veinticuatro (24) meses.', key: 'monthsKnown' },
      'UNDÉCIMO.- Se hace constar que su salida obedeció a un cambio de residencia y no a causa imputable a ella. Es cuanto.\n\nLic. Joaquín Septién Olvera\nSocio Director\nSeptién & Asociados, S.C.\nCédula Profesional 4518236\nTel. 442 215 8890',
    ],
    expected: {
      relationship: { has: ['despacho'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 4,
      strengths: { has: ['jurisprudencia'] },
      improvements: { has: ['seguridad'] },
      wouldRehire: true,
      monthsKnown: 24,
      comments: { has: ['residencia'] },
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-first blind set, tenant: es-confeccion and es-academia
  {
    id: 'es-t66',
    title:
      'Itagüí (Medellín), the owner of a satellite workshop sewing for sportswear brands on es-confeccion, in paisa Spanish: two jobs in the first answer ("operaria integral, pero los últimos meses me ayudaba a revisar la calidad": asked which, "Ponga operaria"), "Desde que salió del SENA, en el 2017. O sea nueve años, ¿cierto?" (a tag question, 9), the machines in Colombian words ("Fileteadora, plana y recubridora. La de codo también, aunque poquito": all four), "Un 5*. *Con las telas licradas …" where the asterisk is a footnote, not a chat correction (5), pieces by garment ("en camiseta básica sacaba 60 por hora, en un leggings con pretina 25": asked again, 60), "por eso le digo integral" (yes), "Uy, ya mismo. Hágale" (yes), a comment with a request about night shifts',
    tags: ['spanish', 'multiple', 'unit', 'hedge', 'number-in-word', 'optional', 'long'],
    questionnaire: 'es-confeccion',
    locale: 'es',
    candidate: { firstName: 'Yuliana', lastName: 'Arango Restrepo' },
    says: [
      'Buenas, habla Gloria Cardona. Yo tengo un taller satélite en Itagüí, le maquilamos a marcas de ropa deportiva. La Yuli era operaria integral, pero los últimos meses me ayudaba a revisar la calidad',
      { retry: 'Ponga operaria, lo de calidad era de vez en cuando', key: 'puesto' },
      'Desde que salió del SENA, en el 2017. O sea nueve años, ¿cierto?',
      'Fileteadora, plana y recubridora. La de codo también, aunque poquito',
      'Un 5*. *Con las telas licradas a veces se le arrugaba la costura, pero nada grave',
      'Depende de la referencia, mami. En camiseta básica sacaba 60 por hora, en un leggings con pretina 25',
      { retry: 'Ponga 60, que era lo que más hacíamos', key: 'piezas' },
      'Claro, por eso le digo integral: hacía la prenda completa, de principio a fin',
      'Uy, ya mismo. Hágale que la espero',
      { retry: 'Sí, claro que la vuelvo a contratar', key: 'recontratar' },
      'Que es muy juiciosa. Y que no le pongan turno de noche, que ella tiene la niña pequeña y la mamá se la cuida solo de día',
    ],
    expected: {
      puesto: 'Operaria u operario de máquina',
      anios: 9,
      maquinas: ['Plana (recta)', 'Overlock', 'Collareta', 'Cerradora de codo'],
      calidad: 5,
      piezas: 60,
      polivalente: true,
      recontratar: true,
      comentario: { has: ['juiciosa'] },
    },
    outcome: 'completed',
  },
  {
    id: 'es-t67',
    title:
      'Elx (Alicante), the head of studies at a public secondary school on es-academia, Spanish with Valencian: "Bon dia", "Empar es interina, pero ya tiene dos sexenios" (teachers\' six-year service blocks: at least twelve years, no number; asked again: "Catorce cursos"), "ESO y Bachillerato. Y un año en FP Básica, pero eso no lo tenéis en la lista", "Sabe llevar un 3º de ESO un viernes a última hora … Un cinco" (5, not 3), "pregúntalo a Orientación … no sabría qué nota ponerle" on the optional rating (absent), "tutora de 2º C el curso pasado" (yes), "La ratio en la ESO es de 30, pero en sus optativas tenía grupos de 12" (asked again: 28), a comment about how interim teachers are placed, "Una llàstima"',
    tags: ['spanish', 'unit', 'multiple', 'negation', 'dont-know', 'optional', 'number-in-word'],
    questionnaire: 'es-academia',
    locale: 'es',
    candidate: { firstName: 'Empar', lastName: 'Boix Navarro' },
    says: [
      'Bon dia. Soy Pepa Sempere, jefa de estudios del IES La Torreta de Elx. Empar es interina, pero ya tiene dos sexenios',
      {
        retry: 'Perdona, que eso es jerga nuestra. Catorce cursos dando clase',
        key: 'experiencia',
      },
      'ESO y Bachillerato. Y un año en FP Básica, pero eso no lo tenéis en la lista',
      'Sabe llevar un 3º de ESO un viernes a última hora, que ya es decir. Un cinco',
      'Eso mejor pregúntalo a Orientación, yo con las familias de sus grupos no he tenido trato, no sabría qué nota ponerle',
      'Sí, tutora de 2º C el curso pasado y de 1º de Bachillerato este',
      'La ratio en la ESO es de 30, pero en sus optativas tenía grupos de 12',
      { retry: 'En sus grupos normales, unos 28', key: 'alumnos' },
      'Que el curso que viene no sabemos si la tendremos, las adjudicaciones de interinos van por lista y le puede tocar cualquier instituto de la provincia. Una llàstima',
    ],
    expected: {
      experiencia: 14,
      etapas: ['ESO', 'Bachillerato'],
      aula: 5,
      tutoria: true,
      alumnos: 28,
      comentario: { has: ['adjudicaciones'] },
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-fourth blind set, built-in
  {
    id: 'es-r53',
    title:
      'Trujillo (Peru), the owner of a cevichería in Huanchaco about her cashier and then manager, on the built-in, rating on the Peruvian school scale out of 20 ("Le pongo 18 … acá estamos acostumbrados a calificar sobre 20": asked again, 5; "16 sobre 20... o sea, en su escala, un 4"), "el Niño costero del 2023 … 5", "No sabría decirle" on leadership, "En cuatro años nunca me faltó un sol" in the strengths, a conditional yes, "Desde el verano del 2022 hasta marzo de este año" (asked again: 50), good wishes as no comment',
    tags: ['spanish', 'number-in-word', 'unit', 'dont-know', 'emoji', 'words'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Kiara', lastName: 'Vásquez Alvarado' },
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
      'Buenas tardes. Le escribe Doris Alvarado, dueña de la cevichería El Caballito en Huanchaco, Trujillo. Kiara fue mi cajera y después administradora del local. No somos familia aunque tengamos el mismo apellido 😅',
      'Le pongo 18. Es que acá estamos acostumbrados a calificar sobre 20, como en el colegio',
      { retry: 'Ah ya, del 1 al 5. Entonces un 5', key: 'communication' },
      '16 sobre 20... o sea, en su escala, un 4',
      '4',
      'Ahí sí le bajo: un 3. Llegaba tarde los lunes, por el micro de Trujillo',
      'Cuando el Niño costero del 2023 nos inundó el local, ella sacó la caja y los equipos antes que nadie. 5',
      'No sabría decirle. Los fines de semana le tocaba organizar a los dos mozos, pero eso no es tener gente a cargo',
      'Es honrada. En cuatro años nunca me faltó un sol de la caja',
      'Que aprenda a decir que no, a veces se cargaba con todo',
      'Claro que sí, si vuelve de Lima la recibo con los brazos abiertos',
      'Desde el verano del 2022 hasta marzo de este año',
      {
        retry: 'Entró en enero del 2022 y se fue en marzo del 2026. Ponga 50 meses',
        key: 'monthsKnown',
      },
      'Nada más. Que le vaya bonito a mi Kiarita',
    ],
    expected: {
      relationship: { has: ['cevichería'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 4,
      reliability: 3,
      problem_solving: 5,
      strengths: { has: ['honrada'] },
      improvements: { has: ['decir que no'] },
      wouldRehire: true,
      monthsKnown: 50,
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-fourth blind set, tenant: es-veterinaria (puesto, anios, especies, manejo, trato?, quirofano?, pacientes?, recontratar, comentario?)
  {
    id: 'es-t68',
    title:
      'La Laguna (Tenerife), the vet who owns a small-animal clinic, in Canarian Spanish on es-veterinaria: "Yurena estuvo conmigo de ATV, que aquí le decimos auxiliar a todo", years as dates ("Desde marzo del 2021 hasta el verano pasado, que se fue pa Fuerteventura": asked again, "Cinco años y pico. Ponga 5"), the species named by the animal ("Perros y gatos, claro. Y los bichos raros: conejos, hurones, algún loro y hasta una iguana … Caballos y vacas no"), "Un 7 sobre 10" on a 1-5 rating (asked again: "Pues un 4, chacho"), "Con los dueños un 5 … Y ya le adelanto lo del quirófano: sí" (the optional rating and the next question, named, in one message), "En invierno unos 15, en verano … hasta 30" (asked again: 20), a yes with a wish, a presa canario in the comment',
    tags: [
      'spanish',
      'unit',
      'range',
      'multiple',
      'negation',
      'multi-answer',
      'wrong-question',
      'optional',
      'emoji',
    ],
    questionnaire: 'es-veterinaria',
    locale: 'es',
    candidate: { firstName: 'Yurena', lastName: 'Hernández Perdomo' },
    says: [
      'Buenas, mi niña. Soy Candelaria Rodríguez, la veterinaria de la Clínica Veterinaria Aguere, en La Laguna. Yurena estuvo conmigo de ATV, que aquí le decimos auxiliar a todo',
      'Desde marzo del 2021 hasta el verano pasado, que se fue pa Fuerteventura con el novio',
      { retry: 'Cinco años y pico. Ponga 5', key: 'anios' },
      'Perros y gatos, claro. Y los bichos raros: conejos, hurones, algún loro y hasta una iguana una vez. Caballos y vacas no, eso lo llevan los del campo en el sur',
      'Un 7 sobre 10. Con los perros bien, pero con los gatos bravos todavía le tiembla el pulso',
      { retry: 'Ah, que es del 1 al 5. Pues un 4, chacho', key: 'manejo' },
      'Con los dueños un 5, un amor de chiquilla. Y ya le adelanto lo del quirófano: sí, me ayudaba en todas las esterilizaciones',
      { retry: 'Sí, en quirófano sí', key: 'quirofano' },
      'Ay, eso depende. En invierno unos 15, en verano con las garrapatas y los golpes de calor hasta 30',
      { retry: 'Ponga 20, lo normal', key: 'pacientes' },
      'Sí, sin pensarlo. Si algún día vuelve pa Tenerife, aquí tiene su sitio 🐶🐾',
      'Que tiene mucha mano con los animales viejitos. Y que no le tiene miedo a un presa canario, que eso aquí es mucho decir 😅',
    ],
    expected: {
      puesto: 'Auxiliar o técnico/a veterinario/a (ATV)',
      anios: 5,
      especies: ['Perros y gatos', 'Exóticos (conejos, hurones, aves, reptiles)'],
      manejo: 4,
      trato: 5,
      quirofano: true,
      pacientes: 20,
      recontratar: true,
      comentario: { has: ['animales viejitos'] },
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-fourth blind set, built-in
  {
    id: 'es-r54',
    title:
      'Mérida (the Venezuelan Andes), the owner of a posada on the built-in ("mi amor", "mijo"): the communication rating inside the relationship answer ("Y de una vez le digo lo de la comunicación: un 5"), "cuatrp" for cuatro (asked again), "entre 3 y 4... bueno, póngale 4", the communication corrected four messages later while reliability is asked ("lo de la comunicación mejor póngale un 4, no un 5 … cumplidor sí es, cinco 😊"), "se fue la luz tres días en el 2024 … un 5", "Eso no sabría decirle" on leadership, the dates worked together inside the strengths answer, a question back on would-rehire ("¿Y usted sabe si él piensa volver a Venezuela?", asked again: yes), "Como le dije arriba: de diciembre del 22 hasta Semana Santa" (asked again: 40), "Dios me lo bendiga" (no comment)',
    tags: [
      'spanish',
      'multi-answer',
      'correction',
      'typos',
      'range',
      'question-back',
      'dont-know',
      'unit',
      'emoji',
    ],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Yorman', lastName: 'Peña Uzcátegui' },
    to: [
      'rel',
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
      'Buenos días, mi amor. Sí, yo fui la jefa de Yorman en la Posada Los Frailes, en Mérida, allá arriba en la sierra. Él era recepcionista y también llevaba a los turistas al teleférico. Y de una vez le digo lo de la comunicación: un 5, habla inglés y hasta alemán con los mochileros',
      'Técnico... cuatrp',
      { retry: 'Cuatro, perdone el dedo, mijo', key: 'technical_skill' },
      'Trabajo en equipo entre 3 y 4... bueno, póngale 4, que con la muchacha de la cocina no se la llevaba, pero la del problema era ella',
      'Ay, espere, lo de la comunicación mejor póngale un 4, no un 5: por teléfono se enredaba con las reservas. Y cumplidor sí es, cinco 😊',
      'Cuando se fue la luz tres días en el 2024, atendió a los huéspedes con velas y una linterna de cabeza. Le pongo un 5',
      'Eso no sabría decirle, él no tenía a nadie a cargo',
      'Es muy servicial y conoce la sierra como la palma de su mano. Estuvo con nosotros desde diciembre del 22 hasta la Semana Santa de este año',
      'Que sea más ordenado con las reservas de Booking, una vez me vendió la misma habitación dos veces 😅',
      '¿Y usted sabe si él piensa volver a Venezuela?',
      { retry: 'Bueno, igual le digo: sí, lo volvería a contratar', key: 'wouldRehire' },
      'Como le dije arriba: de diciembre del 22 hasta Semana Santa',
      { retry: 'Cuarenta meses, más o menos. Ponga 40', key: 'monthsKnown' },
      'Nada más, mi amor. Dios me lo bendiga',
    ],
    expected: {
      relationship: { has: ['jefa', 'Posada'] },
      communication: 4,
      technical_skill: 4,
      teamwork: 4,
      reliability: 5,
      problem_solving: 5,
      strengths: { has: ['servicial'] },
      improvements: { has: ['Booking'] },
      wouldRehire: true,
      monthsKnown: 40,
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-fourth blind set, tenant: es-veterinaria and es-soporte
  {
    id: 'es-t69',
    title:
      'Tacuarembó (Uruguay), a country vet on es-veterinaria about his "ayudante" (the auxiliar under another name: "vacunaba, sangraba, me ayudaba con los tactos"), "Dose años. No, once: un año se fue a la zafra del arroz en Treinta y Tres" (11; a typo corrected in the message, and a department named by a number), "Vacas, ovejas y los pingos de la estancia. Perros y gatos no" (cattle and horses), "Un 11. Como en el liceo, que acá es del 1 al 12" (asked again: 5, beside "un novillo de 400 kilos"), "Ni idea qué ponerle" on the optional rating (absent), a question back on surgery ("¿Cuenta una cesárea a una vaca en el medio del campo …?", then "ponele que sí"), "un día vacunábamos 600 terneros y otro día no salíamos" for patients a day (blank), "Ta, obvio" (yes)',
    tags: [
      'spanish',
      'typos',
      'correction',
      'number-in-word',
      'multiple',
      'negation',
      'question-back',
      'dont-know',
      'optional',
      'words',
    ],
    questionnaire: 'es-veterinaria',
    locale: 'es',
    candidate: { firstName: 'Matías', lastName: 'Silveira Pintos' },
    says: [
      'Buenas. Soy el Dr. Washington Olivera, veterinario de campo en Tacuarembó. Matías era mi ayudante: vacunaba, sangraba, me ayudaba con los tactos. Clínica de perritos no tenemos',
      { retry: 'Auxiliar, sí. Ayudante le decimos acá, es lo mismo', key: 'puesto' },
      'Dose años. No, once: un año se fue a la zafra del arroz en Treinta y Tres',
      'Vacas, ovejas y los pingos de la estancia. Perros y gatos no, eso es de la clínica del pueblo',
      { retry: 'Caballos y ganado. Los pingos son los caballos, bo', key: 'especies' },
      'Un 11. Como en el liceo, que acá es del 1 al 12 😄',
      {
        retry: 'Ah, del 1 al 5. Un 5 redondo: lo vi voltear solo un novillo de 400 kilos',
        key: 'manejo',
      },
      'Con los dueños... los paisanos son de pocas palabras y él también. Ni idea qué ponerle',
      '¿Cuenta una cesárea a una vaca en el medio del campo, con la linterna del celular? Porque quirófano, quirófano, no tenemos',
      {
        retry: 'Entonces ponele que sí: en las cirugías de campo me ayudaba siempre',
        key: 'quirofano',
      },
      'En el campo no se cuenta así: un día vacunábamos 600 terneros y otro día no salíamos',
      { retry: 'Dejalo en blanco nomás', key: 'pacientes' },
      'Ta, obvio. Si no se hubiera ido a Montevideo a estudiar, seguía conmigo',
      'Que es un gurí de confianza. Nunca faltó, ni con la creciente del río, que lo cruzaba a caballo',
    ],
    expected: {
      puesto: 'Auxiliar o técnico/a veterinario/a (ATV)',
      anios: 11,
      especies: ['Caballos', 'Ganado (vacas, ovejas, cerdos)'],
      manejo: 5,
      quirofano: true,
      recontratar: true,
      comentario: { has: ['confianza'] },
    },
    outcome: 'completed',
  },
  {
    id: 'es-t70',
    title:
      'Santa Cruz de la Sierra (Bolivia), a call-centre supervisor at a telecom on es-soporte ("pué", "Dos añitos y medio", "Un 5 🥰"), who answers four questions, then recognises the candidate\'s surnames ("¿Suárez Justiniano? ¿La Dayana que se casó con el Jhonny Roca?") and declines ("es la ex de mi hermano. Mire, mejor no sigo, no sería justa con ella. Borre lo que le dije"): nothing kept',
    tags: ['spanish', 'decline', 'question-back', 'emoji', 'multiple'],
    questionnaire: 'es-soporte',
    locale: 'es',
    candidate: { firstName: 'Dayana', lastName: 'Suárez Justiniano' },
    says: [
      'Buenas, pué. Soy Lourdes Añez, supervisora de la plataforma de atención de una telefónica aquí en Santa Cruz. Dayana era de mi equipo, yo era su jefa directa',
      'Dos añitos y medio',
      'Un 5 🥰 los clientes la pedían por nombre',
      'Teléfono y chat. Ah, espere... ¿Suárez Justiniano? ¿La Dayana que se casó con el Jhonny Roca?',
      'Ay no, entonces es la ex de mi hermano. Mire, mejor no sigo, no sería justa con ella. Borre lo que le dije, disculpe',
      { tapConfirm: true },
    ],
    expected: {},
    outcome: 'declined',
  },
  // ───────────── Twenty-sixth blind set, built-in
  {
    id: 'es-r55',
    title:
      'Quetzaltenango (Guatemala), the coordinator of an NGO\'s maternal-health project about her field technician, on the built-in, without accents ("patoja", "a huevo", "simón", "pisto"): stars for a rating ("⭐⭐⭐⭐⭐"), "Un 4, bueno no, 5... no, dejalo en 4" (two corrections in one message), "cinco" in words, "Mire, eso no le sabria decir" on problem solving, a question back on leadership ("¿Liderazgo de que? ¿De la comunidad o del equipo?", asked again: 3), K\'iche\' and Mam in the strengths, "a las 11 de la noche" in the improvements, a yes with a condition on money ("Simón, si hubiera pisto en el proyecto"), "Casi tres años" (asked again: 34), "Bendiciones" as no comment',
    tags: [
      'spanish',
      'emoji',
      'correction',
      'words',
      'dont-know',
      'question-back',
      'hedge',
      'unit',
      'typos',
    ],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Ixchel', lastName: 'Tzoc Ajanel' },
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
      'Buenas tardes, le saluda la Licda. Mirna Xicará. Fui coordinadora del proyecto de salud materna de la asociacion donde trabajaba Ixchel aqui en Xela, ella era tecnica de campo y yo su jefa inmediata',
      '⭐⭐⭐⭐⭐',
      { retry: '5', key: 'communication' },
      'Un 4, bueno no, 5... no, dejalo en 4, que con la computadora le costaba',
      'A huevo que 5, la patoja se llevaba bien con todo el equipo',
      'cinco. Nunca falto a una jornada, ni cuando se derrumbo la carretera a San Martin',
      'Mire, eso no le sabria decir, casi siempre le resolvia yo',
      '¿Liderazgo de que? ¿De la comunidad o del equipo?',
      { retry: 'Ah ok, del equipo. Un 3, todavia es patojita', key: 'leadership' },
      "Es muy paciente con las señoras de las aldeas y habla k'iche' y mam, eso en las comunidades vale oro. Tambien es muy ordenada con las fichas de control prenatal",
      'Que entregue los informes a tiempo, siempre me los mandaba el ultimo dia a las 11 de la noche 😬',
      'Simón, si hubiera pisto en el proyecto la volvia a contratar mañana',
      'Casi tres años',
      { retry: '34 meses, lo acabo de ver en su contrato', key: 'monthsKnown' },
      'Eso seria todo, gracias a usted. Bendiciones',
    ],
    expected: {
      relationship: { has: ['coordinadora'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      leadership: 3,
      strengths: { has: ['paciente'] },
      improvements: { has: ['informes'] },
      wouldRehire: true,
      monthsKnown: 34,
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-sixth blind set, tenant: es-dental (puesto, anios, areas?, esterilizacion, nervios?, rayos?, horas?, recontratar, comentario?)
  {
    id: 'es-t71',
    title:
      'Monterrey (Mexico), the dentist who owns a practice in San Pedro Garza García, on es-dental, without accents ("nomas", "la neta", "nel"): two jobs for a single choice ("Dani era mi asistente, y los sabados tambien me cubria la recepcion", asked again), years with a gap ("De 2019 a la pandemia, y luego regreso del 21 al 24", asked again: 4), "De todo menos cirugia" on a multiple choice, "10 de 10" on a 1-5 rating (asked again: 5), "Eso no se si aplica aqui en Mexico … el permiso de rayos X lo tiene la clinica, no ella" (asked again: left blank), a timetable for hours a week ("Lunes a viernes de 9 a 2 y de 4 a 8, y sabados medio dia", asked again: 48), "Nel, no porque sea mala … Si se quedara, si" on would-rehire (asked again: yes), a tooth emoji',
    tags: [
      'spanish',
      'unit',
      'multiple',
      'negation',
      'number-in-word',
      'optional',
      'dont-know',
      'skip',
      'hedge',
      'emoji',
      'typos',
    ],
    questionnaire: 'es-dental',
    locale: 'es',
    candidate: { firstName: 'Daniela', lastName: 'Garza Treviño' },
    says: [
      'Que tal, buen dia. Soy la Dra. Alejandra Villarreal, tengo mi consultorio en San Pedro. Dani era mi asistente, y los sabados tambien me cubria la recepcion',
      { retry: 'Asistente dental. Lo de la recepcion era nomas los sabados', key: 'puesto' },
      'De 2019 a la pandemia, y luego regreso del 21 al 24',
      { retry: 'Ponle 4 años en total', key: 'anios' },
      'De todo menos cirugia, eso lo hace mi socio con su propia asistente',
      '10 de 10, impecable con el autoclave y las bolsas de esterilizacion',
      { retry: 'Un 5 entonces', key: 'esterilizacion' },
      'Con los niños chillones tiene una paciencia que ni yo. Un 5, y con los adultos miedosos igual',
      'Eso no se si aplica aqui en Mexico, aca el permiso de rayos X lo tiene la clinica, no ella',
      { retry: 'No se, dejalo asi', key: 'rayos' },
      'Lunes a viernes de 9 a 2 y de 4 a 8, y sabados medio dia',
      { retry: 'Como 48, ponle 48', key: 'horas' },
      'Nel, no porque sea mala eh, sino porque ya se va a Houston con su esposo jaja. Si se quedara, si',
      { retry: 'Si, si la volveria a contratar. Perdon por el enredo', key: 'recontratar' },
      'Solo que es buenisima para calmar a los pacientes, la neta. Gracias 🦷✨',
    ],
    expected: {
      puesto: 'Auxiliar de clínica / asistente dental',
      anios: 4,
      areas: ['Odontología general', 'Ortodoncia', 'Odontopediatría (niños)'],
      esterilizacion: 5,
      nervios: 5,
      horas: 48,
      recontratar: true,
      comentario: { has: ['calmar'] },
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-sixth blind set, built-in
  {
    id: 'es-r56',
    title:
      'Córdoba (Argentina), a team leader at a call centre about an agent of an English-speaking campaign, on the built-in ("la piba", "re", "el bondi", "ponele"): "Es diez puntos la piba" (an Argentine idiom, not a mark: asked again, 5), three ratings in one message ("4. Y ya que estamos: trabajo en equipo 5 y responsabilidad 4"), "3 o 4, no se" (asked again: left blank), the reliability corrected in a message of its own while strengths is asked ("Perdon, vuelvo a lo de responsabilidad: ponele 3"), "TL" and "C1", "Ni en pedo la dejo ir de nuevo jaja, si" as a yes, "Año y medio, mas o menos" (asked again: 18), "nop" as no comment',
    tags: [
      'spanish',
      'multi-answer',
      'correction',
      'hedge',
      'range',
      'negation',
      'number-in-word',
      'words',
      'short',
    ],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Agustina', lastName: 'Ferreyra' },
    to: [
      'rel',
      'com',
      'com',
      'tec',
      'pro',
      'pro',
      'lea',
      'str',
      'str',
      'imp',
      'reh',
      'mon',
      'mon',
      'cmt',
    ],
    says: [
      'Hola! Si, fui su TL (team leader) en el call de barrio Jardin, ella era agente en la campaña de una telco yanqui, atendia todo en ingles',
      'Es diez puntos la piba',
      { retry: 'Ah es del 1 al 5? Un 5 obvio', key: 'communication' },
      '4. Y ya que estamos: trabajo en equipo 5 y responsabilidad 4',
      'Resolucion de problemas... mmm 3 o 4, no se',
      { retry: 'Dejalo vacio, no estoy segura', key: 'problem_solving' },
      'No tenia gente a cargo, pero cuando entraban los nuevos los ayudaba un monton. Un 4',
      'Perdon, vuelvo a lo de responsabilidad: ponele 3, que llegaba tarde seguido por el bondi',
      'Fortalezas: la paciencia con los clientes yankis, que a veces llaman re sacados. Tiene el C1 de Cambridge',
      'Ser mas puntual, lo que te dije',
      'Ni en pedo la dejo ir de nuevo jaja, si, obvio que si',
      'Año y medio, mas o menos',
      { retry: 'Dieciocho meses, ponele', key: 'monthsKnown' },
      'nop',
    ],
    expected: {
      relationship: { has: ['team leader'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 3,
      leadership: 4,
      strengths: { has: ['paciencia'], not: ['bondi'] },
      improvements: { has: ['puntual'] },
      wouldRehire: true,
      monthsKnown: 18,
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-sixth blind set, tenant: es-dental and es-ventas
  {
    id: 'es-t72',
    title:
      'Bogotá (Colombia), the orthodontist who owns a practice in Chapinero, on es-dental ("sumercé", "juiciosa", "qué pena con usted"): a question back before any answer ("¿esto lo va a leer Laura?"), "higienista oral" for the hygienist, "Un año y siete meses" in years (asked again: "Póngale 1,5"), an area named by what was done ("las jornadas de salud oral con los niños del colegio"), "Un 4. Bueno no, un 5: nunca tuvimos un solo hallazgo" (a correction in the message, "un solo" that is no 1), a refusal of the optional rating ("Eso mejor no lo califico"), "vigente hasta 2027" inside a yes, hours as "las 47 horas de ley", "qué pena con usted que me demoré" inside a yes',
    tags: [
      'spanish',
      'question-back',
      'unit',
      'number-in-word',
      'multiple',
      'correction',
      'decline',
      'optional',
      'emoji',
    ],
    questionnaire: 'es-dental',
    locale: 'es',
    candidate: { firstName: 'Laura Marcela', lastName: 'Rincón Pardo' },
    says: [
      'Buenas tardes. Antes de empezar, ¿esto lo va a leer Laura? Es que no quisiera que se sienta mal por algo',
      'Bueno, listo. Laura era la higienista oral de mi consultorio de ortodoncia en Chapinero',
      'Un año y siete meses',
      { retry: 'Póngale 1,5 entonces, sumercé', key: 'anios' },
      'Ortodoncia sobre todo, y nos acompañaba a las jornadas de salud oral con los niños del colegio distrital',
      'Un 4. Bueno no, un 5: nunca tuvimos un solo hallazgo en las visitas de la Secretaría de Salud',
      'Eso mejor no lo califico, con los pacientes nerviosos casi siempre me tocaba a mí',
      'Sí, sumercé, tiene el curso de protección radiológica vigente hasta 2027',
      'De lunes a viernes y sábados medio día, las 47 horas de ley',
      'Claro que sí, qué pena con usted que me demoré tanto en contestar 🙏',
      'Que es muy juiciosa y muy puntual, nunca llegó tarde ni un día',
    ],
    expected: {
      puesto: 'Higienista dental',
      anios: 1.5,
      areas: ['Ortodoncia', 'Odontopediatría (niños)'],
      esterilizacion: 5,
      rayos: true,
      horas: 47,
      recontratar: true,
      comentario: { has: ['juiciosa'] },
    },
    outcome: 'completed',
  },
  {
    id: 'es-t73',
    title:
      'Madrid, the head of sales of a logistics SaaS scale-up on es-ventas, in sales jargon ("fichar", "deal", "book"): two roles in the first message ("Empezó de BDR en 2022 y la promocionamos a AE en enero del 24", asked again: AE), "unas 80 personas" beside it, would-rehire answered ahead ("Y antes de que me lo preguntes: la volvería a fichar mañana mismo", never asked again if settled), "Dos años y pico... bueno, 29 meses, lo acabo de mirar en Factorial", quarters and percentages for a yes/no ("En Q3 y Q4 hizo el 120%, en Q1 se quedó en el 80", asked again: yes), "3/5", "HubSpot y el Sales Nav. Bueno, y Gong, pero ese no está en la lista", "unas 40-45" (asked again: 40), a pasted signature with a Spanish mobile and "Enviado desde mi iPhone" as no comment',
    tags: [
      'spanish',
      'multi-answer',
      'wrong-question',
      'number-in-word',
      'range',
      'hedge',
      'multiple',
      'optional',
      'signature',
      'long',
    ],
    questionnaire: 'es-ventas',
    locale: 'es',
    candidate: { firstName: 'Carlota', lastName: 'Méndez Vidal' },
    says: [
      'Hola! Sí, Carlota estaba en mi equipo, yo soy Head of Sales en Qlikker (SaaS de logística, unas 80 personas). Empezó de BDR en 2022 y la promocionamos a AE en enero del 24. Y antes de que me lo preguntes: la volvería a fichar mañana mismo',
      { retry: 'AE, que es lo último que fue', key: 'rol' },
      'Dos años y pico... bueno, 29 meses, lo acabo de mirar en Factorial',
      'En Q3 y Q4 hizo el 120%, en Q1 se quedó en el 80 porque se le cayó un deal gordo a última hora',
      { retry: 'Sí. Tres de cuatro trimestres, para mí eso es que sí', key: 'cuota' },
      '3/5, el cold calling no le gustaba nada, prefería el inbound',
      'HubSpot y el Sales Nav. Bueno, y Gong, pero ese no está en la lista',
      'unas 40-45',
      { retry: 'Pon 40', key: 'cuentas' },
      { retry: 'Ya te lo he dicho arriba: sí, sin dudarlo', key: 'recontratar' },
      'Nada más, gracias!\n\nUn saludo,\n\nJaime Olabarría\nHead of Sales | Qlikker\n+34 612 345 678\nEnviado desde mi iPhone',
    ],
    expected: {
      rol: 'Account Executive',
      meses: 29,
      cuota: true,
      prospeccion: 3,
      herramientas: ['HubSpot', 'LinkedIn Sales Navigator'],
      cuentas: 40,
      recontratar: true,
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-eighth blind set, built-in
  {
    id: 'es-r57',
    title:
      'Barquisimeto (Venezuela), the manager of a car-parts shop about his cashier and stock clerk, on the built-in, who answers every question in his first message, without accents ("Epale", "naguara", "fino", "burda de", "se enrolla"): "Le voy a responder todo de una vez", the six ratings named one by one, "en la tienda eramos 7" beside the teamwork 5 (no rating), "Responsabilidad excelente" (a word: asked again, 5), "La volveria a contratar sin pensarlo dos veces", "desde marzo del 22 hasta agosto pasado" (asked again: 53), then only "No, eso es todo" as no comment',
    tags: ['spanish', 'multi-answer', 'long', 'words', 'unit', 'number-in-word', 'typos'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Yusmary', lastName: 'Mendoza Peraza' },
    to: ['rel', 'rlb', 'mon', 'cmt'],
    says: [
      'Epale, buenas tardes! Le escribe Nelson Gimenez, soy el gerente de Autopartes El Guaro aqui en Barquisimeto y fui el jefe directo de la Yusmary. Le voy a responder todo de una vez porque en la tienda no me da el tiempo. Comunicacion 5, con los clientes es un amor. Lo tecnico 4, el sistema de inventario lo maneja bien pero el Excel le cuesta un poquito. Trabajo en equipo 5, en la tienda eramos 7 y con todos se la llevaba fino. Responsabilidad excelente, naguara, no falto ni un dia ni cuando se iba la luz. Resolucion de problemas 4. Liderazgo 3, no tenia gente a cargo pero cuando yo viajaba a Caracas ella quedaba encargada. Lo mejor que tiene: es burda de ordenada con la caja y los clientes la adoran. Lo que tiene que mejorar: que pida ayuda, a veces se enrolla sola con todo. La volveria a contratar sin pensarlo dos veces. Trabajo conmigo desde marzo del 22 hasta agosto pasado, que se fue pa Bogota con el esposo.',
      { retry: 'Ah ok, del 1 al 5. Un 5 pues', key: 'reliability' },
      { retry: 'Ponga 53 meses, ya saque la cuenta', key: 'monthsKnown' },
      'No, eso es todo. Que Dios me la bendiga',
    ],
    expected: {
      relationship: { has: ['jefe'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      leadership: 3,
      strengths: { has: ['ordenada'] },
      improvements: { has: ['ayuda'] },
      wouldRehire: true,
      monthsKnown: 53,
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-eighth blind set, tenant: es-transporte-escolar (puesto, meses, puntualidad, trato?, licencia?, ninos?, recorridos, recontratar, comentario?)
  {
    id: 'es-t74',
    title:
      'Lima (Peru), the primary coordinator of a private school in Surco about the driver of the school van the parents hire, on es-transporte-escolar, without accents ("de frente", "nomas", "señorita"): a partial refusal in the first message ("yo solo le puedo decir que el señor Wilfredo era puntual, nada mas", no rating stored from it) beside the job ("era el chofer de la movilidad": the driver), a year where months are asked ("Cuando yo entre al colegio en el 2021 el ya hacia la ruta", asked again: "No le sabria decir, pase nomas", left blank), "puntualisimo. Un 5" beside a time ("a las 6 y 10"), then "Hasta ahi nomas le puedo decir … preguntele a la señora Rosa, la dueña de la movilidad": open, the months, the runs and would-rehire unanswered',
    tags: [
      'spanish',
      'decline',
      'required-miss',
      'number-in-word',
      'dont-know',
      'optional',
      'emoji',
    ],
    questionnaire: 'es-transporte-escolar',
    locale: 'es',
    candidate: { firstName: 'Wilfredo', lastName: 'Huamán Quispe' },
    says: [
      'Buenos dias. Le escribe Karina Salazar, coordinadora de primaria del colegio San Judas Tadeo de Surco. Le aviso de frente: yo solo le puedo decir que el señor Wilfredo era puntual, nada mas. El no trabajaba para nosotros, era el chofer de la movilidad que contratan los papas',
      { retry: 'Chofer, ya le dije', key: 'puesto' },
      'Uy no se exacto. Cuando yo entre al colegio en el 2021 el ya hacia la ruta de Chacarilla',
      { retry: 'No le sabria decir, pase nomas a la otra pregunta', key: 'meses' },
      'Eso si: puntualisimo. Un 5. Ni el dia del paro de transportistas llego tarde, a las 6 y 10 ya estaba en la puerta del colegio',
      'Hasta ahi nomas le puedo decir, señorita. Lo demas preguntele a la señora Rosa, la dueña de la movilidad, ella si lo conoce bien. Que tenga buen dia 🙏',
    ],
    expected: {
      puesto: 'Conductor/a',
      puntualidad: 5,
    },
    outcome: 'open',
  },
  // ───────────── Twenty-eighth blind set, built-in
  {
    id: 'es-r58',
    title:
      'Concepción (Chile), the manager of a supermarket about a shelf-stacker turned cashier, on the built-in, without accents ("Wena", "al tiro", "seco", "harto", "caleta", "el cabro"): "Trabajo en equipo la raja" (a word: asked again, 5), sarcasm on reliability ("Puntual? Si, claro, como la micro en dia de lluvia 🙄", asked again: 3), "preguntele a el no mas jaja, se cree jefe" on leadership (asked again: "deje eso en blanco"), the first rating corrected eleven messages later while would-rehire is asked ("lo de la comunicacion que le puse al principio, ponga un 3 mejor": 3, not 4), "pero de cajero no mas" (yes), "Entro para el 18 del 2023" where the 18 is the national holiday in September (asked again: 30), "Nopo, eso" as no comment',
    tags: [
      'spanish',
      'words',
      'hedge',
      'correction',
      'dont-know',
      'number-in-word',
      'unit',
      'emoji',
      'typos',
    ],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Bastián', lastName: 'Muñoz Sepúlveda' },
    to: [
      'rel',
      'com',
      'tec',
      'tea',
      'tea',
      'rlb',
      'rlb',
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
      'Wena! Si, yo era la jefa de local del Bastian en el super de Collao, en Conce. El entro de reponedor y despues paso a cajero',
      'Un 4, habla poco pero cuando habla se le entiende al tiro',
      'Seco pa la caja, un 5. Cuadraba al peso',
      'Trabajo en equipo la raja',
      { retry: 'Un 5 po', key: 'teamwork' },
      'Puntual? Si, claro, como la micro en dia de lluvia 🙄',
      { retry: 'Ya, en serio: un 3. Llegaba tarde harto los lunes', key: 'reliability' },
      '4',
      'Liderazgo... preguntele a el no mas jaja, se cree jefe',
      { retry: 'Ya, no se, deje eso en blanco', key: 'leadership' },
      'Es rapido, ordenado y los clientes lo quieren caleta, sobre todo las abuelitas',
      'La puntualidad po, lo que le dije',
      'Oiga, antes que se me olvide: lo de la comunicacion que le puse al principio, ponga un 3 mejor. Con los clientes bien, pero con nosotros no avisaba nada',
      'Si, lo volveria a contratar, pero de cajero no mas',
      'Entro para el 18 del 2023 y se fue en marzo de este año',
      { retry: 'Ponga 30 meses', key: 'monthsKnown' },
      'Nopo, eso. Que le vaya bien al cabro 👍',
    ],
    expected: {
      relationship: { has: ['jefa de local'] },
      communication: 3,
      technical_skill: 5,
      teamwork: 5,
      reliability: 3,
      problem_solving: 4,
      strengths: { has: ['ordenado'] },
      improvements: { has: ['puntualidad'] },
      wouldRehire: true,
      monthsKnown: 30,
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-eighth blind set, tenant: es-hosteleria (puesto, horas, puntualidad, idiomas?, caja, incidencias?)
  {
    id: 'es-t75',
    title:
      'Bávaro (Dominican Republic), the bar supervisor of an all-inclusive resort, on es-hosteleria, with the dropped s of Dominican chat ("uste", "ta", "tre", "ingle", "a vece"): a referee not sure he is the right person ("¿uste ta seguro que e conmigo? Aqui en el hotel hay como tre Yokasta 😅") before any answer, "la que taba en el lobby bar" (Barra), "Turno de 8, seis dia a la semana. En temporada alta a vece ma" (48), "Excelente" (a word: asked again, 5), "Ingle bien, y frances un chin con los canadiense … Aleman no", "nunca le falto ni un peso" (yes, and no number), "Ninguno. Bueno, una ve discutio con un huesped borracho" kept as the incident',
    tags: [
      'spanish',
      'question-back',
      'unit',
      'words',
      'multiple',
      'negation',
      'correction',
      'optional',
      'emoji',
      'typos',
    ],
    questionnaire: 'es-hosteleria',
    locale: 'es',
    candidate: { firstName: 'Yokasta', lastName: 'Pérez Almonte' },
    says: [
      'Klk, buenas. Una pregunta, ¿uste ta seguro que e conmigo? Aqui en el hotel hay como tre Yokasta 😅',
      'Ah ok, la de Santiago, la que taba en el lobby bar. Si, esa trabajaba conmigo, yo era su supervisor de bares',
      { retry: 'Barra, ella era bartender', key: 'puesto' },
      'Turno de 8, seis dia a la semana. En temporada alta a vece ma',
      { retry: 'Ponga 48', key: 'horas' },
      'Excelente, nunca llego tarde, y eso que vive en Veron y coge la guagua',
      { retry: 'Un 5, mi hermano', key: 'puntualidad' },
      'Ingle bien, y frances un chin con los canadiense de Quebec. Aleman no',
      'Si, cuadraba la caja del bar al final del turno y nunca le falto ni un peso',
      'Ninguno. Bueno, una ve discutio con un huesped borracho que no queria pagar, pero el huesped taba equivocao 😂',
    ],
    expected: {
      puesto: 'Barra',
      horas: 48,
      puntualidad: 5,
      idiomas: ['Inglés', 'Francés'],
      caja: true,
      incidencias: { has: ['huesped'] },
    },
    outcome: 'completed',
  },
  {
    id: 'es-t76',
    title:
      'Viña del Mar (Chile), the owner and driver of a school van about the assistant who rode with the children, on es-transporte-escolar, without accents ("po", "altiro", "la pega", "apoderados"): "la Pancha era la tia del furgon" (the assistant), "Tres años escolares, el 2023, el 2024 y el 2025" where months are asked (asked again: 30), "Nota 7 po" on the Chilean 1-7 school scale (asked again: 5), "15 minutos" inside the optional rating ("Un 5"), sarcasm on the licence ("Licencia? Jaja si, de andar en bici 😂 No, ella no maneja": no), "El furgon es de 15 asientos, pero ibamos con 12 en la mañana y 9 en la tarde" (asked again: 12), "Mañana y tarde. Al mediodia no … Paseos tampoco", "si vuelve en marzo tiene la pega altiro" (yes)',
    tags: [
      'spanish',
      'unit',
      'number-in-word',
      'words',
      'multiple',
      'negation',
      'optional',
      'emoji',
      'typos',
    ],
    questionnaire: 'es-transporte-escolar',
    locale: 'es',
    candidate: { firstName: 'Francisca', lastName: 'Reyes Tapia' },
    says: [
      'Hola buenas! La Pancha era la tia del furgon, la que va atras con los niños y los baja en cada casa. Yo manejo, soy la dueña',
      'Tres años escolares, el 2023, el 2024 y el 2025',
      { retry: 'Ya, pongale 30 meses, los meses con clases no mas', key: 'meses' },
      'Nota 7 po',
      { retry: 'Ah es del 1 al 5? Un 5 entonces', key: 'puntualidad' },
      'Con los niños un amor. Con los apoderados tiene paciencia de santa, el papa del Benja la tenia esperando 15 minutos todos los dias. Un 5',
      'Licencia? Jaja si, de andar en bici 😂 No, ella no maneja',
      'El furgon es de 15 asientos, pero ibamos con 12 en la mañana y 9 en la tarde',
      { retry: 'Ponga 12', key: 'ninos' },
      'Mañana y tarde. Al mediodia no, eso lo hacia yo sola con los de kinder. Paseos tampoco, el furgon no sale de Viña',
      'Obvio, si vuelve en marzo tiene la pega altiro',
      'Nada mas, gracias!',
    ],
    expected: {
      puesto: 'Auxiliar o acompañante de los niños',
      meses: 30,
      puntualidad: 5,
      trato: 5,
      licencia: false,
      ninos: 12,
      recorridos: ['Mañana (entrada)', 'Tarde (salida)'],
      recontratar: true,
    },
    outcome: 'completed',
  },
  // ───────────── Thirtieth blind set, built-in
  {
    id: 'es-r59',
    title:
      'Barcelona, the manager of a restaurant in el Born who slips into Catalan for whole answers ("Jo era la seva encarregada... perdon, que me sale el catalan"): "Molt bé, un 5", a comparison for a rating ("Mejor que la mayoria de camareros que he tenido": asked again, 4), "Idem" for the rating after it (4), Catalan numbers ("Un cinc" 5, "quatre" 4), "Aixo no ho se" on leadership (blank), Catalan text kept as typed, "Sí, és clar!" (yes), "Dos anys i mig" (30 months), "Res mes, gracies! Adeu 👋" (no comment)',
    tags: ['spanish', 'words', 'unit', 'dont-know', 'emoji', 'typos'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Laia', lastName: 'Puig Ferrer' },
    to: ['rel', 'com', 'tec', 'tec', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      'Hola! Jo era la seva encarregada... perdon, que me sale el catalan. Yo era su encargada en el restaurante del Born',
      'Molt bé, un 5',
      'Mejor que la mayoria de camareros que he tenido',
      { retry: 'Vale, pues un 4', key: 'technical_skill' },
      'Idem',
      'Sempre puntual, mai ha faltat. Un cinc',
      'quatre',
      'Aixo no ho se, no tenia a ningu a carrec',
      "Es molt treballadora i els clients l'adoren. Muy rapida con las comandas",
      'A vegades va massa de pressa i se li obliden coses',
      'Sí, és clar! Sin dudarlo',
      'Dos anys i mig',
      'Res mes, gracies! Adeu 👋',
    ],
    expected: {
      relationship: { has: ['encargada'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 4,
      reliability: 5,
      problem_solving: 4,
      strengths: { has: ['comandas'] },
      improvements: { has: ['pressa'] },
      wouldRehire: true,
      monthsKnown: 30,
    },
    outcome: 'completed',
  },
  // ───────────── Thirtieth blind set, tenant: es-pesca (puesto, meses, artes, maniobra, seguridad?, libreta?, dias?, recontratar, comentario?)
  {
    id: 'es-t77',
    title:
      'Burela (Lugo), a skipper who writes Spanish with Galician all through ("mariñeiro", "home", "moi ben", "che"), on es-pesca: "Era mariñeiro, de cuberta" (Marinero), "trinta meses mais ou menos, sumando as mareas" (30), "Arrastre no Gran Sol e despois palangre", "Moi ben, rapido virando. Un cinco", "Iso non che sei dicir, eu ia na ponte" on the optional safety rating (blank), "Si, home, ten todo en regra" (yes), "As mareas eran de quince dias" (15), "Claro que si, mañá mesmo" (yes), "Nada mais. Boa sorte ao rapaz" (no comment)',
    tags: ['spanish', 'words', 'hedge', 'multiple', 'dont-know', 'optional'],
    questionnaire: 'es-pesca',
    locale: 'es',
    candidate: { firstName: 'Brais', lastName: 'Lamas Rey' },
    says: [
      'Boas. Era mariñeiro, de cuberta, no meu barco',
      'trinta meses mais ou menos, sumando as mareas',
      'Arrastre no Gran Sol e despois palangre',
      'Moi ben, rapido virando. Un cinco',
      'Iso non che sei dicir, eu ia na ponte',
      'Si, home, ten todo en regra',
      'As mareas eran de quince dias',
      'Claro que si, mañá mesmo',
      'Nada mais. Boa sorte ao rapaz',
    ],
    expected: {
      puesto: 'Marinero',
      meses: 30,
      artes: ['Arrastre', 'Palangre'],
      maniobra: 5,
      libreta: true,
      dias: 15,
      recontratar: true,
    },
    outcome: 'completed',
  },
  // ───────────── Thirtieth blind set, built-in
  {
    id: 'es-r60',
    title:
      'Guadalajara (Mexico), the head of an accounting office giving a polite negative reference: "Prefiero no ponerle numero a eso" with a description on technical skill (blank, the description filed nowhere), "Ahi si le voy a ser honesta: un 2", "No tenia gente a su cargo" (blank), one long paragraph on strengths that also answers improvements by name ("Lo que si tiene que mejorar … es la puntualidad"), "Le deseo lo mejor, de verdad, pero yo no la volveria a contratar" (no), "Casi dos años, de enero del 23 a diciembre del 24" (asked again: 23), "Solo que es buena persona" kept as a comment',
    tags: ['spanish', 'decline', 'long', 'multi-answer', 'negation', 'unit', 'hedge'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Fernanda', lastName: 'Ochoa Villaseñor' },
    to: ['rel', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'mon', 'cmt'],
    says: [
      'Buenas tardes. Fui su jefa directa en el despacho contable, aqui en Guadalajara',
      'Regular tirandole a bien... un 3',
      'Prefiero no ponerle numero a eso. Le digo que sabe usar el CONTPAQi y Excel, pero se le iban errores en las declaraciones',
      'Con los compañeros bien, 4',
      'Ahi si le voy a ser honesta: un 2. Faltaba seguido los lunes',
      '3',
      'No tenia gente a su cargo',
      'Mire, es una persona muy amable y el trato con los clientes era muy bueno, la gente la buscaba a ella. Lo que si tiene que mejorar, y se lo dije varias veces, es la puntualidad y revisar su trabajo antes de entregarlo, porque nos regresaron dos declaraciones por errores de captura',
      { retry: 'Lo que le dije: la puntualidad y revisar su trabajo', key: 'improvements' },
      'Mmm... como le dire. Le deseo lo mejor, de verdad, pero yo no la volveria a contratar para este puesto',
      'Casi dos años, de enero del 23 a diciembre del 24',
      { retry: 'Ponga 23 meses', key: 'monthsKnown' },
      'Solo que es buena persona. Nada mas',
    ],
    expected: {
      relationship: { has: ['jefa'] },
      communication: 3,
      teamwork: 4,
      reliability: 2,
      problem_solving: 3,
      strengths: { has: ['amable'] },
      improvements: { has: ['puntualidad'] },
      wouldRehire: false,
      monthsKnown: 23,
      comments: { has: ['buena persona'] },
    },
    outcome: 'completed',
  },
  // ───────────── Thirtieth blind set, tenant: es-limpieza (meses, espacios, horario, minuciosidad, maquinaria?, estancias?, llaves, comentario?)
  {
    id: 'es-t78',
    title:
      'Seville, the supervisor of a cleaning company who dictates every answer by voice, no punctuation and numbers spoken: "dieciocho meses mas o menos desde el verano del veintitres" (18), "oficinas y portales de comunidades sobre todo oficinas", "de tarde de tres a diez" (De tarde), "cuatro de cinco muy minuciosa" (4), "la fregadora la llevaba ella la rotativa no" (yes), "unas doce oficinas por turno punto y aparte" (12), "le dabamos las llaves y el codigo de la alarma de dos edificios" (yes), "fin del mensaje" after the comment',
    tags: ['spanish', 'words', 'hedge', 'multiple', 'optional', 'number-in-word'],
    questionnaire: 'es-limpieza',
    locale: 'es',
    candidate: { firstName: 'Rosario', lastName: 'Jiménez Cano' },
    says: [
      'pues estuvo con nosotros dieciocho meses mas o menos desde el verano del veintitres',
      'oficinas y portales de comunidades sobre todo oficinas',
      'de tarde de tres a diez',
      'cuatro de cinco muy minuciosa con los baños sobre todo',
      'si la fregadora la llevaba ella la rotativa no',
      'unas doce oficinas por turno punto y aparte',
      'si le dabamos las llaves y el codigo de la alarma de dos edificios',
      'que es muy buena chica y muy trabajadora fin del mensaje',
    ],
    expected: {
      meses: 18,
      espacios: ['Oficinas', 'Portales y comunidades'],
      horario: 'De tarde',
      minuciosidad: 4,
      maquinaria: true,
      estancias: 12,
      llaves: true,
      comentario: { has: ['trabajadora'] },
    },
    outcome: 'completed',
  },
  // ───────────── Thirtieth blind set, tenant: es-electricidad (anios, instalaciones, obra, seguridad, acabados?, carne?, avisos?, recontratar, comentario?)
  {
    id: 'es-t79',
    title:
      'Querétaro (Mexico), an electrical contractor on site who answers three questions and then asks to come back later: "Unos 8 años lleva de electricista, 5 conmigo" (8, the 5 is not the answer), "Casas y naves, y el ultimo año puro panel solar", "Las dos", then "ahorita estoy en la obra y no puedo … Le escribo mañana con calma" while safety is asked: open, safety and the rest unanswered',
    tags: ['spanish', 'multiple', 'hedge', 'required-miss', 'off-topic'],
    questionnaire: 'es-electricidad',
    locale: 'es',
    candidate: { firstName: 'Emiliano', lastName: 'Reséndiz' },
    says: [
      'Unos 8 años lleva de electricista, 5 conmigo',
      'Casas y naves, y el ultimo año puro panel solar',
      'Las dos',
      'Mire, ahorita estoy en la obra y no puedo. Le escribo mañana con calma y le contesto lo demas',
    ],
    expected: {
      anios: 8,
      instalaciones: ['Viviendas', 'Naves e industria', 'Fotovoltaica (placas solares)'],
      obra: 'Las dos cosas por igual',
    },
    outcome: 'open',
  },
  // ───────────── Thirty-second blind set, built-in
  {
    id: 'es-r61',
    title:
      'Bucaramanga (Santander, Colombia), the owner of a shoe workshop who answers three ratings in one paragraph ("comunicación un 4, lo técnico un 5 porque sacaba 120 pares diarios cuando la meta era 100, y trabajo en equipo también 4"), numbers that are not the answer in every rating ("En esos tres años y medio faltó 2 días … Un 5", "se dañó la de 2 agujas", "Tenía 4 peladas a cargo … Yo le daría un 3"), "tres años y medio" said in the relationship, then corrected while the comment is asked ("lo de los años le dije mal. Fueron cuatro justos: entró en febrero del 2020 y se fue en febrero del 2024": 48, no comment), "Hágale, si ella quiere volver las puertas están abiertas" (yes)',
    tags: ['spanish', 'multi-answer', 'correction', 'number-in-word', 'long', 'words'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Yuli Andrea', lastName: 'Rueda Ardila' },
    to: ['rel', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt', 'cmt'],
    says: [
      '¡Ala, buenas! Sí, yo fui el jefe de la Yuli en el taller de calzado, aquí en el barrio San Francisco. Trabajó conmigo tres años y medio, en el guarnecido',
      'Mire, le respondo de una vez esas: comunicación un 4, lo técnico un 5 porque sacaba 120 pares diarios cuando la meta era 100, y trabajo en equipo también 4',
      { retry: 'Un 5, como le dije', key: 'technical_skill' },
      { retry: '4', key: 'teamwork' },
      'En esos tres años y medio faltó 2 días, y fue porque la mamá estaba en la clínica. Un 5, mano',
      'Un 4. Una vez se dañó la de 2 agujas un sábado y ella misma la cuadró pa sacar el pedido',
      'Tenía 4 peladas a cargo en el guarnecido. Yo le daría un 3, le falta carácter pa mandar',
      'Es verraca pa trabajar y muy cumplida con las entregas',
      'Lo que le dije: que aprenda a mandar, es muy blandita con las peladas',
      'Hágale, si ella quiere volver las puertas están abiertas. Eso sí, ya no le pago lo mismo, jaja',
      { retry: 'Tres años y medio', key: 'monthsKnown' },
      'Ah, una cosa: lo de los años le dije mal. Fueron cuatro justos: entró en febrero del 2020 y se fue en febrero del 2024',
      'No, eso era todo, mano',
    ],
    expected: {
      relationship: { has: ['jefe'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 4,
      leadership: 3,
      strengths: { has: ['verraca'] },
      improvements: { has: ['mandar'] },
      wouldRehire: true,
      monthsKnown: 48,
    },
    outcome: 'completed',
  },
  // ───────────── Thirty-second blind set, tenant: es-socorrismo (puesto, temporadas, titulaciones, vigilancia, trato?, rescates?, cursillos?, recomendacion?, recontratar, comentario?)
  {
    id: 'es-t80',
    title:
      'Benicàssim (Castellón), the coordinator of the municipal pools who pastes a form with labels answering nine questions in one message: "socorrista de piscina … aunque los dos últimos veranos ya coordinaba ella el equipo" (asked which: Coordinador/a), "Temporadas: 2021, 2022, 2023 y 2024 (en 2020 no abrimos por el covid)" (4), "La de playa se la estaba sacando este invierno" (not in force), "Rescates: 0 de verdad, curas muchas" (0), "Cursillos: sí, los de julio, niños de 4 a 6 años", "Del 0 al 10: 9", then a correction of the optional rating while the comment is asked ("lo del trato ponle un 3 mejor, que me he acordado de la queja … en agosto": 3, no comment)',
    tags: [
      'spanish',
      'multi-answer',
      'long',
      'correction',
      'multiple',
      'optional',
      'number-in-word',
    ],
    questionnaire: 'es-socorrismo',
    locale: 'es',
    candidate: { firstName: 'Noelia', lastName: 'Beltrán Ferrer' },
    says: [
      'Te lo pongo todo junto que voy liada con los turnos:\nPuesto: socorrista de piscina en la municipal de Benicàssim, aunque los dos últimos veranos ya coordinaba ella el equipo\nTemporadas: 2021, 2022, 2023 y 2024 (en 2020 no abrimos por el covid)\nTitulaciones: socorrismo en piscinas y primeros auxilios con DEA. La de playa se la estaba sacando este invierno\nVigilancia: 5\nTrato: 4, algo seca con los abuelos de la gimnasia\nRescates: 0 de verdad, curas muchas\nCursillos: sí, los de julio, niños de 4 a 6 años\nDel 0 al 10: 9\nRecontratar: sí, sin dudar',
      { retry: 'Pon coordinadora, que es lo último que hizo', key: 'puesto' },
      'Ah, y lo del trato ponle un 3 mejor, que me he acordado de la queja que nos puso una señora en agosto',
      'Nada más, gracias!',
    ],
    expected: {
      puesto: 'Coordinador/a de socorristas',
      temporadas: 4,
      titulaciones: ['Socorrismo acuático en piscinas', 'Primeros auxilios y DEA'],
      vigilancia: 5,
      trato: 3,
      rescates: 0,
      cursillos: true,
      recomendacion: 9,
      recontratar: true,
    },
    outcome: 'completed',
  },
  // ───────────── Thirty-second blind set, built-in
  {
    id: 'es-r62',
    title:
      'San Cristóbal de las Casas (Chiapas), the owner of a café who first says she knows no Yesenia ("creo que se equivocaron de persona": not a decline, confirmation answered no) and then recognises her ("¿la Yesi? … Sí, es ella … Yo era su patrona"), numbers that are not the answer (a phone, "967 123 4567", inside the teamwork answer; "a las 7 … después de las 6:50"; "el capuchino a 45 pesos"), "3... no, póngale 4", "Éramos 3 nomás en la barra" (asked again: 4), "Eso no sabría decirle" and "Eso prefiero no calificarlo" (blank), "Sí, pero nomás en temporada alta" (yes), a question back as the comment (none)',
    tags: [
      'spanish',
      'decline',
      'correction',
      'dont-know',
      'skip',
      'question-back',
      'number-in-word',
    ],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Yesenia', lastName: 'López Hernández' },
    to: [
      'rel',
      'rel',
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
      'cmt',
      'cmt',
    ],
    says: [
      '¿Yesenia López? No, no conozco a ninguna Yesenia. Creo que se equivocaron de persona',
      { tapConfirm: false },
      'Ah no, espere, ¿la Yesi? ¿La que estuvo en la cafetería del andador? Sí, es ella, perdone. Aquí todos le decíamos la Yesi y ni me sabía el apellido. Yo era su patrona',
      'Con los turistas se defendía en inglés. 3... no, póngale 4',
      'El arte latte lo aprendió en 2 semanas, ¿vos creés? Un 5',
      'Éramos 3 nomás en la barra, pues',
      {
        retry: 'Ah, pues bien, un 4. Cualquier cosa me marca al 967 123 4567',
        key: 'teamwork',
      },
      'Abríamos a las 7 y nunca llegó después de las 6:50. Un 5',
      'Eso no sabría decirle',
      'Eso prefiero no calificarlo, no tenía a nadie a su cargo',
      'Honrada: el capuchino a 45 pesos y nunca le faltó un peso en la caja',
      'Que pregunte más, a veces se quedaba con la duda y lo hacía a su manera',
      'Sí, pero nomás en temporada alta, en la baja no me da para pagar a dos',
      'Dos años, de Semana Santa del 22 a Semana Santa del 24',
      '¿Y para dónde se va a trabajar ella, si se puede saber?',
      'Ah, bueno. No, eso es todo',
    ],
    expected: {
      relationship: { has: ['patrona'], not: ['equivocaron'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      strengths: { has: ['honrada'] },
      improvements: { has: ['pregunte'] },
      wouldRehire: true,
      monthsKnown: 24,
    },
    outcome: 'completed',
  },
  // ───────────── Thirty-second blind set, tenant: es-socorrismo (puesto, temporadas, titulaciones, vigilancia, trato?, rescates?, cursillos?, recomendacion?, recontratar, comentario?)
  {
    id: 'es-t81',
    title:
      'Playa del Carmen (Quintana Roo), the head of lifeguards at a resort on es-socorrismo, in Mexican words: "Salvavidas de playa, en la torre 3 … Nomás cuando faltaba alguien cubría la alberca" (playa), "Aquí no hay temporadas, es todo el año. Lleva 3 años" (3), "el de salvavidas de alberca y el de aguas abiertas … La moto acuática la maneja pero sin licencia" (pool, beach and first aid, no boat), "unos 15, 20 en el año" (asked again: 15), "Clases de natación no. Aquaeróbics sí daba … a las 11" (no), "5 de 5" on the 0-10 score (asked again, never scaled silently: 10), "muy buen elemento" kept',
    tags: ['spanish', 'multiple', 'range', 'negation', 'optional', 'unit', 'number-in-word'],
    questionnaire: 'es-socorrismo',
    locale: 'es',
    candidate: { firstName: 'Jair', lastName: 'Canul Pech' },
    says: [
      'Salvavidas de playa, en la torre 3 frente al hotel. Nomás cuando faltaba alguien cubría la alberca',
      'Aquí no hay temporadas, es todo el año. Lleva 3 años con nosotros',
      { retry: 'Pues póngale 3', key: 'temporadas' },
      'Tiene el de salvavidas de alberca y el de aguas abiertas, los dos de la Cruz Roja, y el de primeros auxilios con DEA. La moto acuática la maneja pero sin licencia',
      'En 3 años nunca lo vi con el celular en la torre. 5',
      'Con los huéspedes gringos y con los nacionales, igual de amable. Un 4, a veces se desespera con los borrachitos del beach club',
      'Uy, con la bandera roja y el sargazo... unos 15, 20 en el año',
      { retry: 'Póngale 15, los que tengo en la bitácora', key: 'rescates' },
      'Clases de natación no. Aquaeróbics sí daba, en la alberca, a las 11',
      '5 de 5',
      { retry: 'Ah, es del 0 al 10. Un 10', key: 'recomendacion' },
      'Claro que sí, ojalá no se vaya',
      'Que es muy buen elemento, y nada mejor que nadie en toda la costa',
    ],
    expected: {
      puesto: 'Socorrista de playa',
      temporadas: 3,
      titulaciones: [
        'Socorrismo acuático en piscinas',
        'Socorrismo en espacios naturales (playa)',
        'Primeros auxilios y DEA',
      ],
      vigilancia: 5,
      trato: 4,
      rescates: 15,
      cursillos: false,
      recomendacion: 10,
      recontratar: true,
      comentario: { has: ['buen elemento'] },
    },
    outcome: 'completed',
  },
  // ───────────── Thirty-second blind set, tenant: es-hosteleria (puesto, horas, puntualidad, idiomas?, caja, incidencias?)
  {
    id: 'es-t82',
    title:
      'Madrid (Lavapiés), the Italian owner of a trattoria writing Spanish as a second language with Italian all through: "lavorava in cucina, perdón, en la cocina. Ma los fines de semana anche en la barra" (asked which: Cocina), "Quaranta... cuarenta, più o meno. Il sabato … 12 ore" (40), sarcasm on the rating ("Puntuale come i treni italiani 😂": asked again, "Scherzo … Un 3"), "Italiano, ovviamente, e inglese con i turisti. Francese no" (Inglés only; Italian is no option), "No, la cassa la tenevo io. Mai" (no), "Nessun problema" (no incident)',
    tags: ['spanish', 'words', 'hedge', 'emoji', 'multiple', 'negation', 'optional'],
    questionnaire: 'es-hosteleria',
    locale: 'es',
    candidate: { firstName: 'Kevin', lastName: 'Mendoza Aliaga' },
    says: [
      'Buongiorno! Allora... lavorava in cucina, perdón, en la cocina. Ma los fines de semana anche en la barra, quando faltaba gente',
      { retry: 'Cucina, cocina. Principalmente cocina', key: 'puesto' },
      'Quaranta... cuarenta, più o meno. Il sabato facevamo doppio turno, 12 ore',
      'Puntuale come i treni italiani 😂',
      {
        retry:
          'Scherzo, scherzo. Un 3: arrivava dieci minuti tardi ogni giorno, ma restava fino alla fine',
        key: 'puntualidad',
      },
      'Italiano, ovviamente, e inglese con i turisti. Francese no',
      'No, la cassa la tenevo io. Mai',
      'Nessun problema. Grazie, ciao!',
    ],
    expected: {
      puesto: 'Cocina',
      horas: 40,
      puntualidad: 3,
      idiomas: ['Inglés'],
      caja: false,
    },
    outcome: 'completed',
  },
  // ───────────── Thirty-fourth blind set, built-in (held out)
  {
    id: 'es-r63',
    title:
      'Pamplona (Navarra), the owner of a bar in the Estafeta who introduces himself with an apposition ("Soy Patxi, Francisco Javier Goñi, el dueño … Fui su jefe"), Navarre words ("Aupa", "ene!", "maja", "apañaba", "Agur"), numbers that are not the answer in most messages (a date, "el 7 de julio", "300 cañas por hora", clock times "a las 6 y 10 … a las 6 y media", an age, "2 bridas", "tres Sanfermines"), "Un 4 sobre 5", "De 5 un 5", "entre 4 y 5, tirando a 5" (asked again: 5), a reliability told with no number (asked again: 5), "Eso no te sé decir" on leadership (blank), "Mañana mismo si pudiera, pero se me va a Australia" (yes), "desde junio del 22 hasta octubre del 24" (asked again: 28)',
    tags: ['spanish', 'number-in-word', 'range', 'hedge', 'dont-know', 'unit', 'typos'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Ainhoa', lastName: 'Zabaleta Irigoyen' },
    to: [
      'rel',
      'com',
      'tec',
      'tea',
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
      'Aupa! Soy Patxi, Francisco Javier Goñi, el dueño del bar Txoko en la Estafeta. Fui su jefe',
      'Con los guiris en Sanfermines se apañaba en ingles. Un 4 sobre 5',
      'Tiraba 300 cañas por hora el 7 de julio, ene! De 5 un 5',
      'entre 4 y 5, tirando a 5',
      { retry: 'Pon 5', key: 'teamwork' },
      'Entraba a las 6 y 10 pa abrir a las 6 y media, ni un dia tarde',
      { retry: 'Pues un 5, claro', key: 'reliability' },
      'Tiene 22 años pero cuando se rompio el grifo de la cerveza lo apaño ella sola con 2 bridas. Un 4',
      'Eso no te sé decir, mandar no mandaba',
      'Maja con todo el mundo y rapidisima',
      'Que se lleve menos el movil a la barra jeje',
      'Mañana mismo si pudiera, pero se me va a Australia con la working holiday',
      'Desde junio del 22 hasta octubre del 24, tres Sanfermines',
      { retry: 'Pues unos 28 meses, mas o menos', key: 'monthsKnown' },
      'No, nada mas. Agur!',
    ],
    expected: {
      relationship: { has: ['jefe'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      strengths: { has: ['Maja'] },
      improvements: { has: ['movil'] },
      wouldRehire: true,
      monthsKnown: 28,
    },
    outcome: 'completed',
  },
  // ───────────── Thirty-fourth blind set, tenant: es-jardineria (puesto, anos, maquinaria, esmero, trato?, jardines?, fitosanitarios?, recontratar, comentario?)
  {
    id: 'es-t83',
    title:
      'Cartagena de Indias, the administrator of a gated community on es-jardineria, in Colombian Caribbean words ("Ajá", "Eche", "ese man"): "jardinero de mantenimiento del conjunto" (Jardinero/a de mantenimiento), "Desde el 2019, pero en la pandemia estuvo como un año por fuera" (asked again: 5), "la guadañadora y la podadora de pasto. La motosierra no" (Desbrozadora and Cortacésped), "el conjunto tiene 48 casas, pero él tenía solo las zonas comunes" where gardens a week are asked (a count that is not the answer: asked again, 1), "Carnet no sé si tenga, fumigar sí fumigaba" (blank: the sí is about spraying, not the card), a price and a clock time kept in the comment ("60 mil la jornada", "a las 5 y media")',
    tags: ['spanish', 'multiple', 'negation', 'dont-know', 'optional', 'number-in-word', 'unit'],
    questionnaire: 'es-jardineria',
    locale: 'es',
    candidate: { firstName: 'Yeison', lastName: 'Pacheco Marimón' },
    says: [
      'Ajá, buenas. Él era el jardinero de mantenimiento del conjunto, las zonas verdes',
      'Desde el 2019, pero en la pandemia estuvo como un año por fuera',
      { retry: 'Póngale 5', key: 'anos' },
      'Eche, la guadañadora y la podadora de pasto. La motosierra no, esa la maneja el de la empresa de poda',
      'Ese man deja el jardín como una postal. 5',
      'Con los residentes bien, con la administradora de antes se agarró una vez. Un 3',
      'Aquí el conjunto tiene 48 casas, pero él tenía solo las zonas comunes',
      { retry: 'Ah ok, entonces 1, el conjunto nomás', key: 'jardines' },
      'Carnet no sé si tenga, fumigar sí fumigaba',
      'Ajá, claro, si vuelve de Barranquilla lo recibo con gusto',
      'Que le pagábamos 60 mil la jornada y nunca pidió más, y a las 5 y media ya estaba regando antes de que pegara el sol',
    ],
    expected: {
      puesto: 'Jardinero/a de mantenimiento',
      anos: 5,
      maquinaria: ['Desbrozadora', 'Cortacésped / tractor cortacésped'],
      esmero: 5,
      trato: 3,
      jardines: 1,
      recontratar: true,
      comentario: { has: ['60 mil'] },
    },
    outcome: 'completed',
  },
  // ───────────── Thirty-fourth blind set, built-in
  {
    id: 'es-r64',
    title:
      'Burgos, the head cook of a hospital kitchen, dry Castilian ("Correcta. Ni más ni menos" asked again: 3, "Hala"), numbers that are not the answer ("400 bandejas de dieta al día", "faltó 2 días … 5", an age and "ollas de 50 litros" inside the strengths), "No sabría qué decirte" and "No mandaba a nadie, era pinche" (blank), improvements refused in writing with her own phone and the hours to call ("Eso prefiero decírtelo por teléfono, llámame al 947 25 68 00, de 4 a 6 de la tarde": nothing stored), "Sí, pero para el turno de noche ya no" (yes), "Tres años cumplidos en noviembre" (36)',
    tags: ['spanish', 'number-in-word', 'dont-know', 'skip', 'emoji', 'words'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'María del Pilar', lastName: 'Arnáiz Ortega' },
    to: ['rel', 'com', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      'Buenos días. Yo era su jefa de cocina en el Hospital Universitario de Burgos, en la cocina central',
      'Correcta. Ni más ni menos',
      { retry: 'Pues un 3', key: 'communication' },
      'Sacaba 400 bandejas de dieta al día sin equivocarse ni una. Un cinco',
      '4, aunque con la del turno de tarde no se hablaba 🙄',
      'En tres años faltó 2 días y los 2 con justificante. 5',
      'No sabría qué decirte',
      'No mandaba a nadie, era pinche',
      'Limpísima y muy rápida. Tiene 52 años y mueve las ollas de 50 litros como una chavala',
      'Eso prefiero decírtelo por teléfono, llámame al 947 25 68 00, de 4 a 6 de la tarde',
      'Sí, pero para el turno de noche ya no, que le cuesta',
      'Tres años cumplidos en noviembre',
      'Nada más. Hala, buen día',
    ],
    expected: {
      relationship: { has: ['jefa de cocina'] },
      communication: 3,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      strengths: { has: ['Limpísima'] },
      wouldRehire: true,
      monthsKnown: 36,
    },
    outcome: 'completed',
  },
  // ───────────── Thirty-fourth blind set, tenant: es-jardineria
  {
    id: 'es-t84',
    title:
      'Marbella, an Argentine landscaper who ran the firm, on es-jardineria, in River Plate words ("Arrancó de peón … terminó llevando la cuadrilla, 4 pibes a cargo": asked which, Encargado/a de cuadrilla; "Del 2018 al 2024, con un parate en el 2020" asked again, "Ponele 5 y medio": 5.5; "La bordeadora, la motosierra y la cortadora de pasto. La plataforma no, esa la manejaba yo"), praise with a count that is not the rating ("El mejor que tuve, y tuve como 30 pibes en 12 años": asked again, 5), "Hacíamos 3 por día, de lunes a viernes" (asked again: 15 a week), "Sí, el carné básico lo sacó en 2021" (yes), "Ni lo dudes" (yes, a negation that is a yes)',
    tags: ['spanish', 'multiple', 'negation', 'unit', 'number-in-word', 'optional', 'words'],
    questionnaire: 'es-jardineria',
    locale: 'es',
    candidate: { firstName: 'Youssef', lastName: 'El Amrani' },
    says: [
      'Hola! Arrancó de peón conmigo y terminó llevando la cuadrilla, 4 pibes a cargo',
      { retry: 'Encargado, lo último que hizo fue eso', key: 'puesto' },
      'Del 2018 al 2024, con un parate en el 2020 por la pandemia',
      { retry: 'Ponele 5 y medio', key: 'anos' },
      'La bordeadora, la motosierra y la cortadora de pasto. La plataforma no, esa la manejaba yo',
      'El mejor que tuve, y tuve como 30 pibes en 12 años',
      { retry: '5, obvio', key: 'esmero' },
      'Con los clientes alemanes se entendía por señas jaja. 4',
      'Hacíamos 3 por día, de lunes a viernes',
      { retry: 'Unos 15 por semana', key: 'jardines' },
      'Sí, el carné básico lo sacó en 2021',
      'Ni lo dudes',
      'No, eso es todo. Abrazo!',
    ],
    expected: {
      puesto: 'Encargado/a de cuadrilla',
      anos: 5.5,
      maquinaria: ['Desbrozadora', 'Motosierra', 'Cortacésped / tractor cortacésped'],
      esmero: 5,
      trato: 4,
      jardines: 15,
      fitosanitarios: true,
      recontratar: true,
    },
    outcome: 'completed',
  },
  // ───────────── Thirty-fourth blind set, tenant: es-veterinaria (puesto, anios, especies, manejo, trato?, quirofano?, pacientes?, recontratar, comentario?)
  {
    id: 'es-t85',
    title:
      'Hermosillo (Sonora), a rural vet on es-veterinaria, in norteño words ("la morra de la recepción", "ahorita", "bien perrona", "Ándale"): the post with a task beside it ("pero cuando había parto de vaca se venía con nosotros al rancho": Recepción), years told as ages ("Entró cuando tenía 19 y ahorita tiene 24": asked again, 5), "Caballos nomás los del rancho del patrón, pero esos no cuentan" (no Caballos), "bien perrona pa agarrar a los pitbull bravos. 5", "No, al quirófano nunca entró" (no), patients by day of the week ("Un sábado como 30 … entre semana unos 15": asked again, 15), horses kept in the comment',
    tags: ['spanish', 'multiple', 'negation', 'range', 'unit', 'optional', 'emoji'],
    questionnaire: 'es-veterinaria',
    locale: 'es',
    candidate: { firstName: 'Ana Sofía', lastName: 'Valenzuela Durazo' },
    says: [
      'Era la morra de la recepción, pero cuando había parto de vaca se venía con nosotros al rancho',
      'Entró cuando tenía 19 y ahorita tiene 24',
      { retry: 'Ponle 5', key: 'anios' },
      'Perros, gatos y vacas. Caballos nomás los del rancho del patrón, pero esos no cuentan',
      'Está bien perrona pa agarrar a los pitbull bravos. 5',
      'Con los rancheros bien, con las señoras de los french poodle se desespera jaja. 3',
      'No, al quirófano nunca entró, le da cosa la sangre',
      'Un sábado como 30 entre la estética y la consulta, entre semana unos 15',
      { retry: 'Ponle 15, lo normal', key: 'pacientes' },
      'Ándale, sí',
      'Que le encantan los caballos pero les tiene miedo 😂',
    ],
    expected: {
      puesto: 'Recepción y atención al público',
      anios: 5,
      especies: ['Perros y gatos', 'Ganado (vacas, ovejas, cerdos)'],
      manejo: 5,
      trato: 3,
      quirofano: false,
      pacientes: 15,
      recontratar: true,
      comentario: { has: ['caballos'] },
    },
    outcome: 'completed',
  },
  // ───────────── Thirty-sixth blind set, built-in
  {
    id: 'es-r65',
    title:
      'Zamora, a parish priest writing formally about his parish secretary: ratings in Roman numerals ("IV", "Tratándose de una secretaria parroquial, V": asked again if need be), "más de trescientos" funerals beside a "V", "Regular. Se agobia con los papeles del obispado" (asked again: "Pongamos III", then "Tres"), "No procede: no dirigía a nadie" (blank), "Volvería, sin duda" (a yes by saying the verb back), "Desde el Adviento de 2017 hasta la Semana Santa de 2025" (asked again: 88), a closing "In Christo" with his signature and a landline that is no comment',
    tags: ['spanish', 'words', 'number-in-word', 'signature', 'skip', 'unit'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'María Trinidad', lastName: 'Calvo Ferrero' },
    to: [
      'rel',
      'com',
      'com',
      'tec',
      'tec',
      'tea',
      'tea',
      'rlb',
      'rlb',
      'pro',
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
      'Buenas tardes. Soy D. Eusebio Cuadrado, párroco de San Torcuato, en Zamora. Trini fue secretaria de la parroquia y catequista conmigo',
      'IV',
      { retry: 'Cuatro', key: 'communication' },
      'Tratándose de una secretaria parroquial, V: lleva los libros sacramentales sin un solo borrón',
      { retry: 'Cinco', key: 'technical_skill' },
      'IV. Con el coro se llevaba regular, con los demás muy bien',
      { retry: 'Cuatro', key: 'teamwork' },
      'Jamás faltó a un bautizo ni a un funeral, y en mis once años aquí habré tenido más de trescientos. V',
      { retry: 'Cinco', key: 'reliability' },
      'Regular. Se agobia con los papeles del obispado',
      { retry: 'Pongamos III', key: 'problem_solving' },
      { retry: 'Tres', key: 'problem_solving' },
      'No procede: no dirigía a nadie',
      'Discreción absoluta, buena letra y un trato exquisito con las familias en los duelos',
      'La informática. Todavía apunta las misas encargadas en una libreta',
      'Volvería, sin duda',
      'Desde el Adviento de 2017 hasta la Semana Santa de 2025',
      { retry: 'Ochenta y ocho meses, lo he contado en el calendario', key: 'monthsKnown' },
      'Quedo a su disposición. In Christo,\nEusebio Cuadrado Lobato\nPárroco de San Torcuato (Zamora)\nTel. 980 52 13 07',
    ],
    expected: {
      relationship: { has: ['secretaria'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 3,
      strengths: { has: ['Discreción'] },
      improvements: { has: ['informática'] },
      wouldRehire: true,
      monthsKnown: 88,
    },
    outcome: 'completed',
  },
  // ───────────── Thirty-sixth blind set, tenant: es-carniceria
  {
    id: 'es-t86',
    title:
      'Veracruz, the owner of a meat stall in the Mercado Hidalgo on es-carniceria, jarocho ("Era mi tablajero": Oficial, asked again if need be), "Conmigo 5 años" where years in the trade are asked (asked again: "como 12, empezó de chamaco con su tío en Boca del Río", then "Ponle 12"), the cuts and the counter in Mexican words ("Despiezaba la res completa, fileteaba el bistec … y despachaba. Chorizo no, ese lo hace mi señora"), "con 35 grados … 5", "3 puntadas en el dedo. Le pongo 4" (4), "Una res diaria, que en canal anda en unos 250 kilos" (asked again: 250), "la tarjeta de salud del ayuntamiento" for the food-handler card (yes), "Lo recontrato" (a yes by saying the verb back)',
    tags: ['spanish', 'multiple', 'hedge', 'unit', 'number-in-word', 'optional'],
    questionnaire: 'es-carniceria',
    locale: 'es',
    candidate: { firstName: 'José de Jesús', lastName: 'Hernández Cházaro' },
    says: [
      'Buenas, ¿qué tal? Era mi tablajero en el puesto del mercado Hidalgo',
      { retry: 'El que corta y despieza, oficial pues', key: 'puesto' },
      'Conmigo 5 años',
      {
        retry: 'En total como 12, empezó de chamaco con su tío en Boca del Río',
        key: 'anos',
      },
      { retry: 'Ponle 12', key: 'anos' },
      'Despiezaba la res completa, fileteaba el bistec para los pedidos de las fondas y despachaba en el mostrador. Chorizo no, ese lo hace mi señora',
      'La mesa siempre limpia, y con 35 grados aquí en el puerto hay que lavar a cada rato. 5',
      'Con el cuchillo es un artista, saca el bistec delgadito como papel. Con la sierra una vez se cortó, 3 puntadas en el dedo. Le pongo 4',
      'Una res diaria, que en canal anda en unos 250 kilos',
      { retry: 'Ponle 250', key: 'kilos' },
      'La tarjeta de salud del ayuntamiento sí la tiene, la renueva cada año',
      { retry: 'Sí, la tiene', key: 'manipulador' },
      'Lo recontrato. De hecho ya lo recontraté una vez: se fue a Monterrey y regresó',
      'Que es bien jarocho, echa relajo todo el día pero la chamba sale',
    ],
    expected: {
      puesto: 'Oficial carnicero/a (corte y despiece)',
      anos: 12,
      tareas: [
        'Despiece y deshuese de canales',
        'Fileteado y preparación de pedidos',
        'Atención al cliente en mostrador',
      ],
      higiene: 5,
      cuchillo: 4,
      kilos: 250,
      manipulador: true,
      recontratar: true,
      comentario: { has: ['relajo'] },
    },
    outcome: 'completed',
  },
  // ───────────── Thirty-sixth blind set, built-in
  {
    id: 'es-r66',
    title:
      'San Andrés (Colombia), the raizal owner of a posada nativa in San Luis writing San Andrés Creole English with Spanish ("Mi da di uona", "Yo era la jefa de ella"), "Spanish, English an Kriol. Cinco", a question back on what the question means ("Wat yu mean wid técnica? Di cooking ar di cleaning?": asked again, "fuor. Cuatro"), "even wen di plane from Bogotá did delay … Cinco", "Mi no nuo" (blank), "Tres, shi still yong", an improvement taken back because it was about another girl ("Puntualidad con los pagos... no wait, dat a di adda gyal": blank), "Yes, mi wuda hire ar bak tomorrow", "Tuu yiers, from di Green Moon Festival 2022 to di Green Moon 2024" (24), "Bless up 🙏🏾" that is no comment',
    tags: ['spanish', 'question-back', 'dont-know', 'correction', 'unit', 'emoji', 'words'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Shirley', lastName: 'Newball Archbold' },
    to: ['rel', 'com', 'tec', 'tec', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      'Gud aftanuun. Mi da di uona a di posada nativa in San Luis. Yo era la jefa de ella, she did work wid mi in di kitchen',
      'Shi taak gud: Spanish, English an Kriol. Cinco',
      'Wat yu mean wid técnica? Di cooking ar di cleaning?',
      { retry: 'Okay, di cooking: fuor. Cuatro', key: 'technical_skill' },
      '4',
      'Shi neva laty, not wan day, even wen di plane from Bogotá did delay an di touris dem come at midnight. Cinco',
      'Mi no nuo',
      'Tres, shi still yong',
      'Shi cook di bes rondón in di ailan, an shi treat di touris dem nice',
      'Puntualidad con los pagos... no wait, dat a di adda gyal. Fi ar, mi no nuo wat fi seh',
      'Yes, mi wuda hire ar bak tomorrow',
      'Tuu yiers, from di Green Moon Festival 2022 to di Green Moon 2024',
      'Bless up 🙏🏾',
    ],
    expected: {
      relationship: { has: ['jefa'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 4,
      reliability: 5,
      leadership: 3,
      strengths: { has: ['rondón'] },
      wouldRehire: true,
      monthsKnown: 24,
    },
    outcome: 'completed',
  },
  // ───────────── Thirty-sixth blind set, tenant: es-cuidados
  {
    id: 'es-t87',
    title:
      'Cochabamba (Bolivia), the candidate\'s sister-in-law on es-cuidados ("Soy su cuñada, pero le digo la verdad: … con sueldo como cualquiera"), "mi mamá, de 84 años, con alzhéimer" (Personas mayores; 84 is an age), "Desde que mi mamá se cayó en el 2019 hasta que falleció, en marzo del 2023" (asked again: "ponga 4 nomás"), "La limpieza de la casa no, para eso venía otra señora los viernes", "Cariñosa un rato" (Bolivian for very) with "6 de 5 le pongo jaja" (asked again: 5), "Interna, de lunes a sábado" (yes by saying the word back), "Imposible contar, de interna estaba las 24 horas" (blank), a comment kept',
    tags: ['spanish', 'multiple', 'unit', 'negation', 'optional', 'dont-know', 'number-in-word'],
    questionnaire: 'es-cuidados',
    locale: 'es',
    candidate: { firstName: 'Rosmery', lastName: 'Quispe Mamani' },
    says: [
      'Buenas tardes. Soy su cuñada, pero le digo la verdad: ella cuidaba a mi mamá, de 84 años, con alzhéimer, y le pagábamos su sueldo como a cualquiera',
      'Desde que mi mamá se cayó en el 2019 hasta que falleció, en marzo del 2023',
      { retry: 'Casi cuatro años... ponga 4 nomás', key: 'anios' },
      'Todo: la bañaba, le daba sus pastillas a la hora, le cocinaba su sopita. La limpieza de la casa no, para eso venía otra señora los viernes',
      'Cariñosa un rato, ya pues. Mi mamá le decía "mi ángel". 6 de 5 le pongo jaja',
      { retry: 'Ya, 5 pues', key: 'trato' },
      'Interna, de lunes a sábado. El domingo se iba donde sus hijos',
      '¿Horas? Imposible contar, de interna estaba las 24 horas, aunque de noche dormía',
      { retry: 'No sabría decirle, déjelo así', key: 'horas' },
      'Que Dios la bendiga. Que la contraten, no se van a arrepentir',
    ],
    expected: {
      persona: 'Personas mayores',
      anios: 4,
      tareas: ['Aseo personal', 'Cocina', 'Medicación'],
      trato: 5,
      interna: true,
      comentario: { has: ['contraten'] },
    },
    outcome: 'completed',
  },
  // ───────────── Thirty-sixth blind set, tenant: es-carniceria
  {
    id: 'es-t88',
    title:
      'Bahía Blanca (Argentina), the owner of a carnicería on es-carniceria: "Arrancó de ayudante en 2019 y hace tres años que es oficial" (Oficial, the post now; asked again if need be), "En el oficio 12 años, 7 conmigo" (12), the cuts by their Argentine names ("Desposte de media res, asado, vacío, matambre"), "Los chorizos y las morcillas los hace él" (Elaborados), "Mostrador no", "bromatología de la municipalidad … 5", a rating for half of the question ("Con el cuchillo un 5, con la sierra ni fu ni fa": asked again, "ponele 4 en general"), "Unas 4 medias reses por día" where kilos are asked (asked again: 440), "lo renovó en marzo" (yes), "pero de encargado todavía no" (yes)',
    tags: ['spanish', 'multiple', 'unit', 'negation', 'optional', 'number-in-word'],
    questionnaire: 'es-carniceria',
    locale: 'es',
    candidate: { firstName: 'Franco Nahuel', lastName: 'Etchegaray' },
    says: [
      'Hola, buen día. Arrancó de ayudante en 2019 y hace tres años que es oficial, corta solo',
      { retry: 'Oficial, ponele oficial', key: 'puesto' },
      'En el oficio 12 años, 7 conmigo. Antes estuvo en el frigorífico de Médanos',
      'Desposte de media res, asado, vacío, matambre, todo. Los chorizos y las morcillas los hace él también, con la receta de mi viejo. Mostrador no, es medio tímido',
      'Impecable. Cuando vino bromatología de la municipalidad nos felicitaron. 5',
      'Con el cuchillo un 5, con la sierra ni fu ni fa, le tiene miedo',
      { retry: 'Y... ponele 4 en general', key: 'cuchillo' },
      'Unas 4 medias reses por día',
      { retry: 'Una media res anda en 110 kilos, así que ponele 440', key: 'kilos' },
      'Sí, tiene el carnet de manipulador, lo renovó en marzo',
      'Lo volvería a contratar, sí, pero de encargado todavía no',
      'No, nada más. Abrazo',
    ],
    expected: {
      puesto: 'Oficial carnicero/a (corte y despiece)',
      anos: 12,
      tareas: ['Despiece y deshuese de canales', 'Elaborados (chorizos, hamburguesas, adobados)'],
      higiene: 5,
      cuchillo: 4,
      kilos: 440,
      manipulador: true,
      recontratar: true,
    },
    outcome: 'completed',
  },
  // ───────────── Thirty-eighth blind set (2026-12-02), built-in
  {
    id: 'es-r67',
    title:
      'Arauca (the Colombian Llanos), the mayordomo of a cattle ranch in a hurry, one short message at a time and no accents ("Mayordomo del hato. El era vaquero mio"), "Bien" with no number (asked again: 4), "Cinco. Enlaza como nadie", "cinco camarita, nunca falto al ordeño" (a negation beside a 5), "Ni idea" (blank), "Amansa potros cerreros", "Claro" (yes), the months as the Llanos\' seasons ("Dos veranos y un invierno, compae": asked again, 18), "No. Chao"',
    tags: ['spanish', 'short', 'words', 'dont-know', 'unit', 'negation'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Yeison Andrés', lastName: 'Camacaro Lozada' },
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
      'Ajá. Mayordomo del hato La Esperanza. El era vaquero mio',
      'Bien',
      { retry: 'Ah numero. 4', key: 'communication' },
      'Cinco. Enlaza como nadie',
      '4',
      'cinco camarita, nunca falto al ordeño',
      'Ni idea',
      '3',
      'El caballo. Amansa potros cerreros',
      'El trago los domingos',
      'Claro',
      'Dos veranos y un invierno, compae',
      { retry: 'Año y medio. 18', key: 'monthsKnown' },
      'No. Chao',
    ],
    expected: {
      relationship: { has: ['vaquero'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      leadership: 3,
      strengths: { has: ['potros'] },
      improvements: { has: ['trago'] },
      wouldRehire: true,
      monthsKnown: 18,
    },
    outcome: 'completed',
  },
  // ───────────── Thirty-eighth blind set, tenant: es-carpinteria (puesto, anios, trabajos, maquinas, acabado?, planos?, cocinas?, recontratar, comentario?)
  {
    id: 'es-t89',
    title:
      'Mexicali (Baja California), the owner of a cabinet shop who answers three questions in his first message ("Chuy era oficial aqui … lleva como 9 años en esto, 4 conmigo" (9, not 4), "cabinets de cocina, closets … y los instala en las casas de Calexico del otro lado. Puertas no hacemos"), "sigue con sus 10 dedos … 50 grados. 5", "los cantos a veces le quedan chuecos. Un 3", "en pulgadas y en centimetros" (yes), kitchens counted per week where a month is asked ("Unas 2 cocinas por semana": asked again, 8), "Sin pensarlo, que se regrese cuando quiera" (yes with no sí), "su señora consiguio chamba en Tijuana"',
    tags: [
      'spanish',
      'multi-answer',
      'multiple',
      'negation',
      'number-in-word',
      'unit',
      'hedge',
      'optional',
    ],
    questionnaire: 'es-carpinteria',
    locale: 'es',
    candidate: { firstName: 'Jesús Alberto', lastName: 'Valenzuela Ochoa' },
    says: [
      'Que onda. Si, Chuy era oficial aqui en el taller, lleva como 9 años en esto, 4 conmigo. Hace cabinets de cocina, closets, todo en melamina y triplay, y los instala en las casas de Calexico del otro lado. Puertas no hacemos, eso lo mandamos a hacer',
      { retry: 'Pues 9 años en la carpinteria', key: 'anios' },
      { retry: 'Cocinas y closets, y la instalacion. Puertas no', key: 'trabajos' },
      'Bien cuidadoso con la sierra de mesa y el router, aqui sigue con sus 10 dedos jaja. Y eso que en agosto el taller llega a 50 grados. 5',
      'Ahi si le falta, los cantos a veces le quedan chuecos. Un 3',
      'Si, lee los planos del arquitecto en pulgadas y en centimetros',
      'Unas 2 cocinas por semana',
      { retry: 'Pues como 8 al mes', key: 'cocinas' },
      'Sin pensarlo, que se regrese cuando quiera',
      'Nomas que se fue porque su señora consiguio chamba en Tijuana. Saludos',
    ],
    expected: {
      puesto: 'Oficial carpintero/a o ebanista',
      anios: 9,
      trabajos: ['Cocinas y armarios empotrados', 'Instalación y montaje en obra'],
      maquinas: 5,
      acabado: 3,
      planos: true,
      cocinas: 8,
      recontratar: true,
      comentario: { has: ['Tijuana'] },
    },
    outcome: 'completed',
  },
  // ───────────── Thirty-eighth blind set, built-in
  {
    id: 'es-r68',
    title:
      'Villa General Belgrano (Córdoba, Argentina), the chatty German-Argentine owner of a hostería who writes long messages with German in them ("Grüß Gott!", "Sehr gut. Le pongo un 5", "Oma"), "la cafetera de la Oktoberfest … Un 4", "éramos 12 en la hostería … 5 también", punctuality told as a story with no number ("como un reloj cucú 😄": asked again, 5), "Ponele 4 y medio... no, mejor 4" (4), "nunca tuvo gente a cargo. Eso dejalo" (blank), "Ja, natürlich!" (yes), months as seasons and festivals ("Tres temporadas … desde el verano del 22 hasta la Oktoberfest del 24": asked again, 34), a comment with a recipe in it',
    tags: [
      'spanish',
      'long',
      'words',
      'number-in-word',
      'emoji',
      'correction',
      'dont-know',
      'unit',
    ],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Micaela', lastName: 'Bustos Heinze' },
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
      'Grüß Gott! Qué alegría que me escriban por la Mica. Soy Ingrid, la dueña de la hostería Edelweiss acá en Villa General Belgrano. La Mica trabajó conmigo en la recepción y en los desayunos, yo era su jefa, aunque ella me decía Oma jaja',
      'Ay, la comunicación... habla con los turistas alemanes mejor que mi nieto! Castellano, inglés y un poquito de Deutsch que le enseñé yo. Sehr gut. Le pongo un 5, sin dudar',
      'El sistema de reservas lo maneja mejor que yo, que soy una dinosauria con la computadora. Booking, las planillas, todo. Pero con la cafetera de la Oktoberfest se peleaba jaja. Un 4',
      'En octubre, con la fiesta de la cerveza, éramos 12 en la hostería y ella se llevaba bien con todos, hasta con el cocinero que es un cascarrabias. 5 también',
      'Mirá, en tres años creo que faltó dos veces, y una fue porque nevó y no pasaba el colectivo desde Santa Rosa de Calamuchita. Así que... puntual, puntual, como un reloj cucú 😄',
      { retry: 'Ay perdón, me entusiasmo. Un 5', key: 'reliability' },
      'Una vez se nos inundó la cocina a las 7 de la mañana con 30 huéspedes esperando el desayuno y ella armó todo en el quincho. Ponele 4 y medio... no, mejor 4',
      'Liderazgo no sé qué decirte, nunca tuvo gente a cargo. Eso dejalo',
      'Es cálida con la gente, paciente con los viejitos (como yo jaja) y muy ordenada',
      'Que se anime más a decir que no, a veces se carga de trabajo por no decepcionar a nadie',
      'Ja, natürlich! Si vuelve a las Sierras la tomo mañana mismo',
      'Tres temporadas completas, desde el verano del 22 hasta la Oktoberfest del 24',
      { retry: 'A ver, de diciembre del 21 a octubre del 24. Serán 34 meses', key: 'monthsKnown' },
      'Solamente que es una chica de oro. Y si pasan por Villa General Belgrano vengan a probar mi Apfelstrudel! Tschüss 👋',
    ],
    expected: {
      relationship: { has: ['jefa'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      strengths: { has: ['ordenada'] },
      improvements: { has: ['decir que no'] },
      wouldRehire: true,
      monthsKnown: 34,
      comments: { has: ['chica de oro'] },
    },
    outcome: 'completed',
  },
  // ───────────── Thirty-eighth blind set, tenant: es-carpinteria
  {
    id: 'es-t90',
    title:
      'Corrientes (Argentina), the owner of a carpintería de aberturas with Guaraní words ("el mitaí", "Purete", "Angá", "che"): "era medio oficial, ni ayudante ni oficial todavia" (between two options: asked which, Ayudante), "Arranco a los 16 con mi viejo y ahora tiene 23" (7), Argentine joinery words for the options ("Aberturas … puertas placa y ventanas de cedro. Placares y bajo mesadas", "El lustre no"), "la sierra sin fin, la garlopa, la tupi", "Eso no se che" on the optional drawings (blank), then "me cayo un cliente con una puerta, despues sigo" before the required rehire question: open',
    tags: ['spanish', 'multiple', 'negation', 'dont-know', 'optional', 'required-miss', 'typos'],
    questionnaire: 'es-carpinteria',
    locale: 'es',
    candidate: { firstName: 'Gustavo Ezequiel', lastName: 'Ojeda Romero' },
    says: [
      'Buenas. El mitaí era medio oficial, ni ayudante ni oficial todavia',
      { retry: 'Y... ayudante ponele, oficial todavia no es', key: 'puesto' },
      'Arranco a los 16 con mi viejo y ahora tiene 23',
      'Aberturas sobre todo, puertas placa y ventanas de cedro. Placares y bajo mesadas tambien. El lustre no, eso lo hace un lustrador que viene de Resistencia',
      'Purete, un 5. La sierra sin fin, la garlopa, la tupi, todo maneja',
      'Angá, todavia le falta mano. 3',
      'Eso no se che, los planos los miro yo',
      'Che, me cayo un cliente con una puerta, despues sigo',
    ],
    expected: {
      puesto: 'Ayudante / aprendiz',
      anios: 7,
      trabajos: ['Cocinas y armarios empotrados', 'Puertas y ventanas'],
      maquinas: 5,
      acabado: 3,
    },
    outcome: 'open',
  },
  // ───────────── Thirty-eighth blind set, tenant: es-taller (anios, especialidades, diagnostico, categoria, herramienta?, vehiculos?, recontratar, comentario?)
  {
    id: 'es-t91',
    title:
      'Iquitos (the Peruvian Amazon), the owner of a mototaxi workshop on es-taller ("ele", "pe", "chibolo", "motocarros"): "empezo a los 14 con su papa y ahorita tiene 26" (12), "Planchado y pintura no" (Peru\'s word for chapa y pintura, excluded), "le sabe al escaner", "Era mi maestro principal, el que se queda a cargo del taller cuando yo viajo a Yurimaguas" (Jefe de taller, asked again if need be), vehicles a day where a week is asked ("Diario sacaba sus 5, 6 motocarros": asked again, 30), "Claro pe, ¿por que no?" (a rhetorical yes)',
    tags: ['spanish', 'multiple', 'negation', 'unit', 'range', 'question-back', 'optional'],
    questionnaire: 'es-taller',
    locale: 'es',
    candidate: { firstName: 'Kevin Jhordan', lastName: 'Panaifo Tuesta' },
    says: [
      'Buenas tardes, ele. Desde chibolo trabaja de mecanico, empezo a los 14 con su papa y ahorita tiene 26',
      'Motocarros nomas, pe. Motor, embrague, caja, todo lo que es mecanica. La parte electrica tambien, le sabe al escaner de las motos nuevas. Planchado y pintura no, eso lo mandamos afuera',
      'Con escucharle el motor ya sabe que tiene. Un 5',
      'Era mi maestro principal, el que se queda a cargo del taller cuando yo viajo a Yurimaguas',
      { retry: 'Jefe de taller pues', key: 'categoria' },
      'Su propia caja de herramientas tiene, bien completita',
      'Diario sacaba sus 5, 6 motocarros',
      { retry: 'Ponle 30 a la semana', key: 'vehiculos' },
      'Claro pe, ¿por que no?',
      'Que se fue a Lima a buscar mejor sueldo nomas, no por nada malo. Saludos de Iquitos',
    ],
    expected: {
      anios: 12,
      especialidades: ['Mecánica general', 'Electricidad y diagnosis'],
      diagnostico: 5,
      categoria: 'Jefe de taller',
      herramienta: true,
      vehiculos: 30,
      recontratar: true,
      comentario: { has: ['Lima'] },
    },
    outcome: 'completed',
  },
  // ───────────── Fortieth blind set, built-in
  {
    id: 'es-r69',
    title:
      'Ushuaia (Tierra del Fuego), the captain of a tourist catamaran on the Beagle Channel ("Soy VyQ, venido y quedado"): a rating as filled and empty stars ("★★★★☆": 4), "ráfagas de 80 km/h" and "90 pasajeros" beside a 5, a bare "4" on leadership taken back with no other in the message that answers improvements ("Pará, lo del liderazgo sacalo, nunca tuvo gente a cargo, no sé por qué le puse 4. Y para mejorar: …": leadership blank, improvements kept), "Dos temporadas" asked again (18), greetings from the end of the world as no comment',
    tags: ['spanish', 'emoji', 'correction', 'number-in-word', 'unit', 'words'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Agustina', lastName: 'Sosa Maldonado' },
    to: ['rel', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'mon', 'cmt'],
    says: [
      'Hola, buenas. Soy Marcelo Ferreyra, capitán del catamarán Canal Fueguino acá en Ushuaia. Soy VyQ, venido y quedado, como decimos acá jaja. La Agus trabajó a bordo conmigo de marinera y guía, yo era su capitán',
      '★★★★☆',
      'Nudos, amarras, la radio VHF, primeros auxilios, todo. 5',
      'Con la tripulación bárbaro. Con el cocinero se peleaba por el mate jaja. 4',
      'Nunca llegó tarde al muelle, ni con ráfagas de 80 km/h. 5',
      'Se nos paró el motor de babor frente a la isla de los Lobos con 90 pasajeros a bordo y ella los tuvo entretenidos contando de los lobos marinos hasta que arrancó. 5',
      '4',
      'La calma, y el inglés con los gringos de los cruceros',
      'Pará, lo del liderazgo sacalo, nunca tuvo gente a cargo, no sé por qué le puse 4. Y para mejorar: el papelerío, las listas de pasajeros las entregaba siempre a último momento',
      'Sí, de una. En octubre arranca la temporada, que venga',
      'Dos temporadas',
      { retry: 'De octubre del 23 a abril del 25. Poné 18 meses', key: 'monthsKnown' },
      'Nada más. Saludos desde el fin del mundo 🐧',
    ],
    expected: {
      relationship: { has: ['capitán'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 5,
      strengths: { has: ['calma'] },
      improvements: { has: ['listas de pasajeros'] },
      wouldRehire: true,
      monthsKnown: 18,
    },
    outcome: 'completed',
  },
  // ───────────── Fortieth blind set, tenant: es-fontaneria (puesto, anios, trabajos, calidad, trato?, carne?, avisos?, recontratar, comentario?)
  {
    id: 'es-t92',
    title:
      'Arica (northern Chile), an older gasfíter who writes a few lowercase words at a time without accents: "era maestro gasfiter conmigo" (Chile\'s master plumber: Oficial fontanero/a, not the foreman), "desde el terremoto del 2014" (asked again if need be, 12), Chilean words for the work ("calefont, cañerias, alcantarillado y las instalaciones de gas licuado. aire acondicionado no"), "ni una filtracion en 6 años. 5", "las caseras lo quieren harto. 5", "tiene la sec" for the licence (yes), "4 o 5" asked again (4), "al tiro" (yes), a bare "no" as no comment',
    tags: [
      'spanish',
      'short',
      'typos',
      'multiple',
      'negation',
      'range',
      'number-in-word',
      'optional',
    ],
    questionnaire: 'es-fontaneria',
    locale: 'es',
    candidate: { firstName: 'Jonathan', lastName: 'Mamani Choque' },
    says: [
      'buenas. era maestro gasfiter conmigo',
      'desde el terremoto del 2014',
      { retry: '12 años', key: 'anios' },
      'calefont, cañerias, alcantarillado y las instalaciones de gas licuado. aire acondicionado no',
      'ni una filtracion en 6 años. 5',
      'las caseras lo quieren harto. 5',
      'tiene la sec',
      '4 o 5',
      { retry: '4 ponga', key: 'avisos' },
      'al tiro',
      'no',
    ],
    expected: {
      puesto: 'Oficial fontanero/a',
      anios: 12,
      trabajos: [
        'Instalaciones de agua y desagües',
        'Instalaciones de gas',
        'Calderas, calentadores y calefacción',
      ],
      calidad: 5,
      trato: 5,
      carne: true,
      avisos: 4,
      recontratar: true,
    },
    outcome: 'completed',
  },
  // ───────────── Fortieth blind set, built-in
  {
    id: 'es-r70',
    title:
      'Puerto Ayora (Santa Cruz, the Galápagos), the chatty owner of a dive centre with divers\' English ("divemaster", "briefings", "Open Water"): "Tiene más de 600 inmersiones. 5", an earlier rating corrected with an arrow in the message that answers problem solving ("Antes de seguir: comunicación 4 → 5, me quedé corto … Y en resolver problemas otro 5": both), "10 minutos" in the story, "Liderazgo N/A" (blank), a yes with a condition outside the referee\'s hands ("Sí, si el Parque le renueva el carnet de guía, mañana mismo"), "unos 14 meses", a comment with greetings and emoji',
    tags: ['spanish', 'long', 'correction', 'multi-answer', 'number-in-word', 'hedge', 'emoji'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Doménica', lastName: 'Cevallos Andrade' },
    to: IN_ORDER,
    says: [
      '¡Hola! Qué gusto saber de la Dome. Soy Patricio, el dueño del centro de buceo en Puerto Ayora, isla Santa Cruz, Galápagos. Ella fue divemaster con nosotros, yo era su jefe directo',
      'Los briefings clarisimos, en español y en inglés, y con los alemanes hasta se defendía en alemán. 4',
      'Técnica de buceo impecable: flotabilidad, navegación, manejo de corrientes. Tiene más de 600 inmersiones. 5',
      '4, con los capitanes de las lanchas bien, con los guías del Parque a veces chocaba',
      '5. A las 6 de la mañana ya estaba cargando tanques en el muelle',
      'Antes de seguir: comunicación 4 → 5, me quedé corto, sus briefings eran los mejores del centro. Y en resolver problemas otro 5: en Gordon Rocks se nos fue un buzo con la corriente y ella lo encontró en 10 minutos',
      'Liderazgo N/A, no tenía gente a cargo',
      'La seguridad ante todo, y la paciencia con los buzos nuevos',
      'Que aprenda a decirles que no a los turistas que quieren tocar a los lobos marinos 😅',
      'Sí, si el Parque le renueva el carnet de guía, mañana mismo',
      'Desde que llegó con su Open Water hasta que sacó el Divemaster y un poquito más, unos 14 meses',
      'Que es de las mejores que han pasado por aquí. ¡Saludos desde las islas! 🐢🦈',
    ],
    expected: {
      relationship: { has: ['jefe'] },
      communication: 5,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 5,
      strengths: { has: ['paciencia'] },
      improvements: { has: ['lobos marinos'] },
      wouldRehire: true,
      monthsKnown: 14,
      comments: { has: ['mejores'] },
    },
    outcome: 'completed',
  },
  // ───────────── Fortieth blind set, tenant: es-fontaneria (puesto, anios, trabajos, calidad, trato?, carne?, avisos?, recontratar, comentario?)
  {
    id: 'es-t93',
    title:
      'Santiago del Estero (Argentina), the owner of a plumbing and gas firm with Quichua words ("Imaynalla", "sumaj") who answers the whole questionnaire in one message from a site in La Banda: "hace 6 años" with him beside "en el oficio anda desde los 18 y ahora tiene 34" (16), "plomero y gasista matriculado" between two options (asked which: Oficial), the River Plate\'s words for the work ("cloacas", "termotanques y calefones", "destapes"), gas named inside an excluded option ("Splits no, para eso hay que cargar gas refrigerante"), praise with no number (asked again, 5), "La matrícula la tiene al día" (yes), "Por semana hace unos 15 avisos" where a day is asked (asked again, 3), "lo vuelvo a tomar cuando quiera" (yes); then only what was missing',
    tags: ['spanish', 'long', 'multi-answer', 'multiple', 'negation', 'unit', 'words', 'optional'],
    questionnaire: 'es-fontaneria',
    locale: 'es',
    candidate: { firstName: 'Walter Rubén', lastName: 'Paz Coronel' },
    says: [
      "Imaynalla, buenas tardes. Le contesto todo junto que estoy en una obra en La Banda. El Walter trabaja conmigo hace 6 años, pero en el oficio anda desde los 18 y ahora tiene 34. Es plomero y gasista matriculado. Hace agua fría y caliente, cloacas, gas natural, termotanques y calefones, y destapes cuando hace falta. Splits no, para eso hay que cargar gas refrigerante y él no hizo el curso. Trabajo sumaj, como decimos acá: nunca me volvió un cliente por una pérdida. La matrícula la tiene al día. Por semana hace unos 15 avisos. Y lo vuelvo a tomar cuando quiera, vo' sabés",
      { retry: 'Oficial, es plomero y gasista las dos cosas', key: 'puesto' },
      { retry: 'En el oficio 16 años', key: 'anios' },
      { retry: 'Un 5, lo mejor que tengo', key: 'calidad' },
      'Es medio callado pero muy respetuoso, se saca las zapatillas para entrar a las casas. Un 4',
      { retry: 'Y... 3 por día', key: 'avisos' },
      'No, nada más. Gracias',
    ],
    expected: {
      puesto: 'Oficial fontanero/a',
      anios: 16,
      trabajos: [
        'Instalaciones de agua y desagües',
        'Instalaciones de gas',
        'Calderas, calentadores y calefacción',
        'Averías y desatascos',
      ],
      calidad: 5,
      trato: 4,
      carne: true,
      avisos: 3,
      recontratar: true,
    },
    outcome: 'completed',
  },
  // ───────────── Fortieth blind set, tenant: es-pesca (puesto, meses, artes, maniobra, seguridad?, libreta?, dias?, recontratar, comentario?)
  {
    id: 'es-t94',
    title:
      'Bilwi (Puerto Cabezas, the Miskito Coast of Nicaragua), the owner of a lobster boat in a hurry, with Miskito ("Naksa", "Tingki pali") and Creole English ("Three seasons", "Two weeks", "Yes man"): a diver who then worked on deck (asked which: Marinero), lobster seasons where months at sea are asked (asked again, 18), lobster traps for the small gear beside diving that is no option ("Palangre no, eso es pa la escama"), "150 trampas en una mañana. 5", "bucea sin respetar la descompresión. Le pongo 2", "Two weeks, a veces tres" (asked again, 14), thanks in Miskito as no comment',
    tags: [
      'spanish',
      'multiple',
      'negation',
      'unit',
      'range',
      'number-in-word',
      'words',
      'optional',
    ],
    questionnaire: 'es-pesca',
    locale: 'es',
    candidate: { firstName: 'Kenrick', lastName: 'Downs Hodgson' },
    says: [
      'Naksa! Rápido que salgo a la mar en una hora. Soy el dueño del langostero Miss Dorothy aquí en Bilwi. El Kenrick trabajó conmigo de buzo y después en cubierta',
      { retry: 'Marinero, put marinero', key: 'puesto' },
      'Three seasons de langosta. La temporada va de julio a febrero pero no todo el tiempo estás en el mar',
      { retry: 'Sumando las mareas unos 18 meses', key: 'meses' },
      'Nasas, las trampas de langosta, y buceo. Palangre no, eso es pa la escama',
      'Jalando nasas es un animal, 150 trampas en una mañana. 5',
      'Regular, como todos los muchachos bucea sin respetar la descompresión. Le pongo 2',
      'Sí, la libreta y el curso de seguridad los sacó en el 2022',
      'Two weeks, a veces tres',
      { retry: 'Ponga 14', key: 'dias' },
      'Yes man, cuando quiera',
      'Tingki pali, me voy',
    ],
    expected: {
      puesto: 'Marinero',
      meses: 18,
      artes: ['Artes menores (nasas, enmalle)'],
      maniobra: 5,
      seguridad: 2,
      libreta: true,
      dias: 14,
      recontratar: true,
    },
    outcome: 'completed',
  },
  // ───────────── Forty-second blind set, built-in (held out)
  {
    id: 'es-r71',
    title:
      'Madrid, the 24-year-old shift manager of a sneaker shop on Fuencarral in Gen-Z slang ("mazo", "en plan", "literal", "god", "bro", "q flipas", "jajajsj"): months from a Black Friday to August ("desde el black friday del 23 hasta agosto de este año": asked again, 33), "en plan 4? o 5 idk" (asked again, 4), "un 3 pelao", a card reader down in the middle of a Travis Scott drop and "2 min" beside a 5, the survey code "ns/nc" on leadership (blank), "obvio q si, mañana mismo la fichaba" (yes), "na mas, q le vaya bn 🫶" as no comment',
    tags: ['spanish', 'typos', 'range', 'hedge', 'unit', 'dont-know', 'emoji', 'number-in-word'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Nerea', lastName: 'Gallardo Ruiz' },
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
      'holaa, si, era su encargada en la tienda de zapas de Fuencarral, bueno encargada de turno en plan, la q abria',
      'uff mazo de tiempo bro 😂 desde el black friday del 23 hasta agosto de este año',
      { retry: '33 meses', key: 'monthsKnown' },
      'literal la q mas sabe de zapas de todo madrid, te dice el colorway y el año de cada jordan sin mirar la caja',
      'q se agobia mazo los dias de drop con las colas, se le nota en la cara jajajsj',
      'un 5, god',
      'en plan 4? o 5 idk',
      { retry: 'vale, 4', key: 'technical_skill' },
      'mazo bien con todos, 5 sin dudar',
      'un 3 pelao, los domingos llegaba tarde siempre 🙄',
      'una vez se cayo el datafono en pleno drop de las travis y monto una cola de bizum en 2 min, q flipas. 5',
      'ns/nc, nunca llevo a nadie',
      'obvio q si, mañana mismo la fichaba',
      'na mas, q le vaya bn 🫶',
    ],
    expected: {
      relationship: { has: ['encargada'] },
      monthsKnown: 33,
      strengths: { has: ['colorway'] },
      improvements: { has: ['drop'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 3,
      problem_solving: 5,
      wouldRehire: true,
    },
    outcome: 'completed',
  },
  // ───────────── Forty-second blind set, tenant: es-pintura (puesto, meses, trabajos, acabado, limpieza?, metros?, altura?, recontratar, comentario?)
  {
    id: 'es-t95',
    title:
      'Posadas (Misiones, Argentina), the owner of a painting contractor with Guaraní and Portuguese words ("Mba\'éichapa", "chamigo", "bah", "oigalé", "Obrigado"): the drywall fitter named by a brand ("era el durlero de la cuadrilla, hacía más Durlock que pintura": Instalador/a de pladur), months from a World Cup final ("Entró la semana que salimos campeones en Qatar y se fue ahora en septiembre": asked again, 45), the River Plate\'s words for the work ("Durlock, enduido y pintura adentro. Los frentes también, colgado del balancín. La membrana de los techos no"), a question back on the optional rating ("Flojito... che, ¿esta es obligatoria?") then "dejala sin nota" (blank), "unos 60 metros, a dos manos" (60: two coats), the ART\'s heights course (yes), a yes with a condition ("Si vuelve de Floripa, oigalé que sí")',
    tags: [
      'spanish',
      'multiple',
      'negation',
      'question-back',
      'unit',
      'number-in-word',
      'optional',
    ],
    questionnaire: 'es-pintura',
    locale: 'es',
    candidate: { firstName: 'Rodrigo', lastName: 'Benítez Da Silva' },
    says: [
      "Mba'éichapa! Bah, el Rodrigo... él era el durlero de la cuadrilla, hacía más Durlock que pintura",
      'Entró la semana que salimos campeones en Qatar y se fue ahora en septiembre, se fue a trabajar a Florianópolis',
      { retry: 'Ponele 45 meses', key: 'meses' },
      'Durlock, enduido y pintura adentro de las casas. Los frentes también, colgado del balancín. La membrana de los techos no, eso lo hace mi cuñado',
      'Las juntas del Durlock no se ven, parece una sola placa. 5 tranquilo',
      'Flojito... che, ¿esta es obligatoria?',
      { retry: 'Entonces dejala sin nota', key: 'limpieza' },
      'Un día bueno, unos 60 metros, a dos manos',
      'Sí, hizo el curso de trabajo en altura que dio la ART, con arnés y todo',
      'Si vuelve de Floripa, oigalé que sí, chamigo',
      'Que no se olvide del tereré jaja. Obrigado, como dicen allá',
    ],
    expected: {
      puesto: 'Instalador/a de pladur',
      meses: 45,
      trabajos: [
        'Pintura de interiores',
        'Fachadas y trabajos en altura',
        'Pladur (tabiques y techos)',
        'Alisados y masillas (quitar gotelé)',
      ],
      acabado: 5,
      metros: 60,
      altura: true,
      recontratar: true,
      comentario: { has: ['tereré'] },
    },
    outcome: 'completed',
  },
  // ───────────── Forty-second blind set, built-in
  {
    id: 'es-r72',
    title:
      'Martos (Jaén), the encargada of a cooperative olive mill ("ea", "mu", "ordenao", "pa"): two olive-harvest campaigns given as 8 months and a strength of the wrong worker, then a question back while improvements are asked ("¿es Antonio Jesús Cano, el de Torredonjimeno? Que aquí hay dos Antonios 😅") and both set right in the next message ("lo de antes era del otro Antonio. Este vino solo la campaña del 24, 4 meses, y lo mejor suyo es …": 4, the new strengths only), "Cinco... bueno, cuatro y medio. Pon cuatro", "12 horas los 7 días" beside a 5, "¿Resolver problemas de qué? ¿De cuando se atasca la batidora?" (asked again, 3), "No mandaba a nadie, era eventual" (blank)',
    tags: [
      'spanish',
      'correction',
      'question-back',
      'multi-answer',
      'unit',
      'words',
      'number-in-word',
    ],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Antonio Jesús', lastName: 'Cano Ortega' },
    to: [
      'rel',
      'mon',
      'str',
      'imp',
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
      'Buenas. Soy Encarni Molina, la encargada de la almazara de la cooperativa San Isidro, en Martos. Antonio trabajó a mis órdenes',
      'Dos campañas, la del 23 y la del 24. Van de noviembre a febrero, así que 8 meses',
      'Llevaba la báscula y el patio sin un fallo, con 200 tractores haciendo cola a las 11 de la noche',
      'Espera, que me entra la duda: ¿es Antonio Jesús Cano, el de Torredonjimeno? Que aquí hay dos Antonios 😅',
      'Ah vale, el Antonio Jesús. Pues me he liado: lo de antes era del otro Antonio. Este vino solo la campaña del 24, 4 meses, y lo mejor suyo es que es mu limpio y ordenao en la bodega. Para mejorar: que pregunte más, que se calla las dudas y luego hay que repetir las cosas',
      'Un cuatro',
      'De la maquinaria, lo justo, que era su primera campaña. Un 3',
      'Cinco... bueno, cuatro y medio. Pon cuatro',
      'En campaña se trabaja 12 horas los 7 días y no faltó ni uno. Cinco',
      '¿Resolver problemas de qué? ¿De cuando se atasca la batidora?',
      { retry: 'Pues un 3, que aún es nuevo', key: 'problem_solving' },
      'No mandaba a nadie, era eventual',
      'Hombre, claro, pa la campaña que viene ya le he dicho que cuente con el puesto',
      'Que es mu buena gente, ea',
    ],
    expected: {
      relationship: { has: ['encargada'] },
      monthsKnown: 4,
      strengths: { has: ['ordenao'], not: ['báscula'] },
      improvements: { has: ['pregunte'] },
      communication: 4,
      technical_skill: 3,
      teamwork: 4,
      reliability: 5,
      problem_solving: 3,
      wouldRehire: true,
      comments: { has: ['buena gente'] },
    },
    outcome: 'completed',
  },
  // ───────────── Forty-second blind set, tenant: es-pintura (puesto, meses, trabajos, acabado, limpieza?, metros?, altura?, recontratar, comentario?)
  {
    id: 'es-t96',
    title:
      'Aguascalientes (Mexico), the resident engineer of a housing development, precise and formal: "cabo de pintores, traía 6 pintores a su cargo" (Encargado/a de cuadrilla), ISO dates copied from the site log ("ingreso 2023-03-01, baja 2025-06-30": 28), Mexico\'s words for the work ("Tablaroca (muros y plafones), resanes con pasta, vinílica en interiores e impermeabilizante en azoteas. Fachadas las hacía otra cuadrilla"), "De 240 viviendas, la supervisión del Infonavit le rechazó 3. Le pongo 4", "N/A: vivienda nueva" (blank), houses a week where square metres are asked (asked again, 70), "No aplica … Bueno, corrijo: sí tiene la DC-3 de trabajos en altura (NOM-009)" (yes), "Sin comentarios. Saludos cordiales."',
    tags: ['spanish', 'multiple', 'negation', 'correction', 'unit', 'number-in-word', 'optional'],
    questionnaire: 'es-pintura',
    locale: 'es',
    candidate: { firstName: 'José Refugio', lastName: 'Esparza Macías' },
    says: [
      'Buenas tardes. Fue cabo de pintores en el fraccionamiento Villas del Encino, traía 6 pintores a su cargo',
      'Según la bitácora: ingreso 2023-03-01, baja 2025-06-30',
      { retry: '28 meses', key: 'meses' },
      'Tablaroca (muros y plafones), resanes con pasta, vinílica en interiores e impermeabilizante en azoteas. Fachadas las hacía otra cuadrilla con andamio',
      'De 240 viviendas, la supervisión del Infonavit le rechazó 3. Le pongo 4',
      'N/A: vivienda nueva, no había cliente adentro',
      'Su cuadrilla entregaba 2 casas por semana, pintadas completas',
      { retry: 'Él en lo personal, unos 70 m² por jornada', key: 'metros' },
      'No aplica, son casas de un nivel. Bueno, corrijo: sí tiene la DC-3 de trabajos en altura (NOM-009), se la sacamos en 2024 para los plafones de doble altura',
      'Sí.',
      'Sin comentarios. Saludos cordiales.',
    ],
    expected: {
      puesto: 'Encargado/a de cuadrilla',
      meses: 28,
      trabajos: [
        'Pintura de interiores',
        'Pladur (tabiques y techos)',
        'Alisados y masillas (quitar gotelé)',
        'Impermeabilizaciones',
      ],
      acabado: 4,
      metros: 70,
      altura: true,
      recontratar: true,
    },
    outcome: 'completed',
  },
  // ───────────── Forty-second blind set, tenant: es-seguridad (anios, servicios, habilitacion, arma?, turno, incidentes, puntualidad?, vigilantes?, comentario?)
  {
    id: 'es-t97',
    title:
      'Roatán (the Bay Islands of Honduras), a security supervisor at the cruise-ship pier writing Bay Islands English and Spanish ("Yeah man", "good bwoy", "di ships", "Island time"): "desde el 2016 creo" (asked again, 10), passengers at the pier, night rounds at a resort in West Bay and the cameras ("Escolta no, eso es pa los de la compañía de valores"), a shotgun only at a bank post in Coxen Hole (armed: yes), "When ship in, day. When no ship, night" (asked which: Rotativo), "Five, cinco" after a story, "Island time, you know 😅 Le pongo 3", "4 guards. 5 if you count him" (asked again, 4), "Dat\'s all. Respect 🤙🏾" as no comment',
    tags: ['spanish', 'hedge', 'multiple', 'negation', 'words', 'emoji', 'optional'],
    questionnaire: 'es-seguridad',
    locale: 'es',
    candidate: { firstName: 'Kervin', lastName: 'Bodden Ebanks' },
    says: [
      'Kervin? Yeah man, good bwoy. He work security since he come back from di ships, desde el 2016 creo',
      { retry: 'Diez años, desde el 2016', key: 'anios' },
      'Control de pasajeros en el muelle cuando llegan los cruceros, rondas de noche en el resort de West Bay y las cámaras cuando falta el operador. Escolta no, eso es pa los de la compañía de valores',
      'Sí, su carnet está vigente hasta el 2027',
      'En el muelle no se permite arma. Solo cuando cubría el banco en Coxen Hole, con escopeta',
      'When ship in, day. When no ship, night',
      { retry: 'Rotativo, put rotativo', key: 'turno' },
      'One time a tourist fall off di dock, drunk, and he jump in di water with full uniform and all. Five, cinco',
      'Island time, you know 😅 Le pongo 3',
      'He lead di night crew, 4 guards. 5 if you count him',
      { retry: '4, sin contarlo a él', key: 'vigilantes' },
      "Dat's all. Respect 🤙🏾",
    ],
    expected: {
      anios: 10,
      servicios: ['Control de accesos', 'Rondas y patrullaje', 'Videovigilancia (CCTV)'],
      habilitacion: true,
      arma: true,
      turno: 'Rotativo',
      incidentes: 5,
      puntualidad: 3,
      vigilantes: 4,
    },
    outcome: 'completed',
  },
  // ───────────── Forty-fourth blind set, built-in (held out)
  {
    id: 'es-r73',
    title:
      'Manaure (La Guajira, Colombia), the president of a Wayuu salt-workers\' cooperative writing costeño Spanish with Wayuunaiki words ("Jamaya pia!", "alijuna", "Aa"): salt harvests where months are asked ("tres cosechas ya, ajá": asked again, 33), "40 grados en las charcas" in the strengths, a rating as a Wayuunaiki numeral alone ("pienchi": asked again, 4) and one beside its translation ("Jarai, o sea 5"), "faltó 2 días … en tres cosechas" beside a 5, "Eso no se lo sé decir" on problem solving (blank), "Mandar no manda … Un 3", "Aa, claro que sí" (yes), "eso era todo" as no comment',
    tags: ['spanish', 'words', 'unit', 'number-in-word', 'dont-know', 'emoji'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Yeiner José', lastName: 'Epiayú Uriana' },
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
      'Jamaya pia! Buenas. Yo soy la presidenta de la cooperativa de salineros de Manaure, el Yeiner trabajó con nosotros en la cosecha de sal y en el patio de acopio. Yo era la que le pagaba',
      'tres cosechas ya, ajá',
      { retry: 'De enero del 2023 a octubre del 2025, 33 meses', key: 'monthsKnown' },
      'Aguanta el sol como ninguno, 40 grados en las charcas y él no se queja. Y saca la cuenta de los bultos de cabeza, más rápido que la calculadora',
      'que se pone bravo cuando los alijunas de los camiones lo apuran. Alijuna es el que no es wayuu 😄',
      'Habla wayuunaiki y español, con los compradores se entiende bien. Un 4',
      'pienchi',
      { retry: 'Jajaja perdón, pienchi es 4 en wayuunaiki', key: 'technical_skill' },
      'Jarai, o sea 5 😄 comparte hasta el friche con los compañeros',
      'En tres cosechas faltó 2 días porque se murió un tío y tuvo que ir al velorio en la Alta Guajira, y eso aquí es sagrado. 5',
      'Eso no se lo sé decir, yo casi no estoy en el patio',
      'Mandar no manda, pero los pelaos nuevos todo se lo preguntan a él. Un 3',
      'Aa, claro que sí, en la cosecha de enero lo llamo',
      'no, eso era todo. Gracias',
    ],
    expected: {
      relationship: { has: ['cooperativa'] },
      monthsKnown: 33,
      strengths: { has: ['bultos'] },
      improvements: { has: ['bravo'] },
      communication: 4,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      leadership: 3,
      wouldRehire: true,
    },
    outcome: 'completed',
  },
  // ───────────── Forty-fourth blind set, tenant: es-supermercado (puesto, meses, secciones, atencion, rapidez?, descuadres?, manipulador?, recontratar, comentario?)
  {
    id: 'es-t98',
    title:
      'Tuxtla Gutiérrez (Chiapas, Mexico), the manager of a supermarket branch writing with Chiapas voseo ("Sacá la cuenta vos", "Poné 70", "ya pue", "ishto"): a bagger who became a cashier and covered the shift manager ("empezó de cerillo … lo pasamos a cajas … me cubría de encargado": asked which, Cajero/a), months from a feast day ("el mero día de la Candelaria del 2021 … a fin de este mes": asked again, 70), Mexico\'s words for the sections ("surtir abarrotes", "salchichonería"; "Carnes y pescado no"), a till number beside the rating ("hacen fila en la 4. Un 5"), a rating cut by an early send ("le pongo un": asked again, 4), 200 pesos missing that turned up (asked again, 0), "constancia del curso de manejo higiénico de alimentos" for the card (yes), tamales de chipilín in the comment',
    tags: ['spanish', 'multiple', 'negation', 'unit', 'number-in-word', 'emoji', 'optional'],
    questionnaire: 'es-supermercado',
    locale: 'es',
    candidate: { firstName: 'Alexis', lastName: 'Nandayapa Gómez' },
    says: [
      'Buenas, ¿qué tal? Soy el gerente de la sucursal Poliforum. El Alexis empezó de cerillo a los 16, ya después lo pasamos a cajas y este último año me cubría de encargado en el turno de la tarde cuando yo descansaba',
      { retry: 'Cajero, de encargado nomás me cubría los martes', key: 'puesto' },
      'Sacá la cuenta vos: entró el mero día de la Candelaria del 2021 y se va a fin de este mes',
      { retry: 'Ah va, poné 70 meses pue', key: 'meses' },
      'Cajas casi siempre. Cuando llegaba el tráiler le ayudaba a los de piso a surtir abarrotes en los pasillos, y los domingos lo ponía en salchichonería rebanando jamón. Carnes y pescado no, ahí solo entran los que tienen el curso',
      'Las señoras lo buscan a él pa pagar, aunque las otras cajas estén vacías hacen fila en la 4. Un 5',
      'Escanea rapidísimo pero se queda platicando con las marchantas, le pongo un',
      { retry: '4, se me fue el mensaje antes 🙈', key: 'rapidez' },
      'Una vez le faltaron 200 pesos en el corte de caja, pero apareció el billete pegado a otro en el fondo del cajón',
      { retry: 'Ninguno entonces, ese no contó', key: 'descuadres' },
      'Tiene su constancia del curso de manejo higiénico de alimentos, se la pidió la Secretaría de Salud pa lo de la salchichonería',
      'Ya pue, claro que sí. Se va a Cancún con su hermano pero aquí tiene su lugar',
      'Que es buen ishto, los sábados le ayuda a su mamá con su puesto de tamales de chipilín en el mercado',
    ],
    expected: {
      puesto: 'Cajero/a',
      meses: 70,
      secciones: ['Cajas', 'Reposición y almacén', 'Charcutería y quesos'],
      atencion: 5,
      rapidez: 4,
      descuadres: 0,
      manipulador: true,
      recontratar: true,
      comentario: { has: ['tamales'] },
    },
    outcome: 'completed',
  },
  // ───────────── Forty-fourth blind set, built-in
  {
    id: 'es-r74',
    title:
      'Formigal (the Aragonese Pyrenees, Huesca), the manager of the ski-rental workshop at the resort who rates with Wordle squares: ski seasons for months ("Cuatro temporadas, de diciembre a abril": asked again, 20), "🟩🟩🟩🟩⬜" (4), "🟩🟩🟩🟩🟩 sin duda" (5), a yellow square that is half a point ("🟩🟩🟩🟩🟨": asked again, 4), "5/5" beside a closed mountain pass, three squares set right in the same message ("🟩🟩🟩⬜⬜... bueno no, ponle 4"), five white squares that are no rating ("⬜⬜⬜⬜⬜ jaja, no aplica": blank), "ya le he guardado el puesto" (yes), "15 años de estación" in the comment',
    tags: ['spanish', 'emoji', 'correction', 'unit', 'number-in-word', 'skip'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Marcos', lastName: 'Lanuza Gracia' },
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
      'Buenas! Soy Jorge Lacasa, llevo el alquiler de esquís de la estación de Formigal. Marcos estuvo en mi taller: encerar, afilar cantos y ajustar fijaciones. Yo era su jefe',
      'Cuatro temporadas, de diciembre a abril',
      { retry: '20 meses: cuatro temporadas de cinco meses', key: 'monthsKnown' },
      'Ajusta una fijación en dos minutos y nunca se equivoca con el DIN. Y con los críos de los cursillos tiene una paciencia infinita',
      'El orden del taller: deja las llaves allen por todas partes 😅',
      '🟩🟩🟩🟩⬜',
      '🟩🟩🟩🟩🟩 sin duda',
      '🟩🟩🟩🟩🟨',
      { retry: 'Un 4, el amarillo es que a veces va a su bola', key: 'teamwork' },
      '5/5. El día del temporal que cerraron la carretera del Portalet subió andando desde Sallent para abrir el taller',
      '🟩🟩🟩⬜⬜... bueno no, ponle 4, que cuando se rompió la máquina de cantos en plena Semana Blanca la apañó él',
      '⬜⬜⬜⬜⬜ jaja, no aplica, no llevaba a nadie',
      'Sí, ya le he guardado el puesto para esta temporada',
      'Que es de los mejores técnicos que he tenido en 15 años de estación',
    ],
    expected: {
      relationship: { has: ['jefe'] },
      monthsKnown: 20,
      strengths: { has: ['fijación'] },
      improvements: { has: ['llaves allen'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 4,
      wouldRehire: true,
      comments: { has: ['mejores técnicos'] },
    },
    outcome: 'completed',
  },
  // ───────────── Forty-fourth blind set, tenant: es-supermercado (puesto, meses, secciones, atencion, rapidez?, descuadres?, manipulador?, recontratar, comentario?)
  {
    id: 'es-t99',
    title:
      'Caballito (Buenos Aires), the Chinese owner of a "súper chino" who types in Chinese into a translator and pastes the output, often with the Chinese beside it ("Escribo con traductor, perdón"): the cashier\'s age beside the post, "两年半。Dos años y medio." (30), the River Plate\'s "fiambrería" and the butcher\'s and greengrocer\'s counters leased to someone else ("no son nuestras": not ticked), "服务第一 … el servicio es lo primero" with no number (asked again, 5), "No sé cómo decir esto. Saltar." on the optional rating (blank), "Error cero veces" beside a robbery with 30000 pesos (0), "Libreta sanitaria sí tiene" (yes), "当然。Por supuesto." (yes), "谢谢。Gracias." as no comment',
    tags: [
      'spanish',
      'multiple',
      'negation',
      'skip',
      'unit',
      'words',
      'number-in-word',
      'optional',
    ],
    questionnaire: 'es-supermercado',
    locale: 'es',
    candidate: { firstName: 'Sofía Belén', lastName: 'Acosta' },
    says: [
      'Hola buenas. Soy el jefe Chen, el propietario del supermercado en Caballito. Escribo con traductor, perdón. Sofía es nuestra cajera (收银员), tiene 22 años.',
      '两年半。Dos años y medio.',
      'Caja y también cortar fiambre en la fiambrería. La verdulería y la carnicería no son nuestras, las alquilamos a un señor boliviano.',
      '客人都很喜欢她，服务第一。Los clientes del barrio la quieren mucho, le dicen "la Sofi", el servicio es lo primero.',
      { retry: '5分。Cinco puntos.', key: 'atencion' },
      '这个我不知道怎么说。No sé cómo decir esto. Saltar.',
      'Error cero veces. El año pasado hubo un robo con cuchillo, se llevaron 30000 pesos, no es su culpa, ella está bien.',
      'Libreta sanitaria sí tiene, el gobierno de la ciudad lo pide para la fiambrería.',
      '当然。Por supuesto. Si ella quiere volver, la puerta está abierta.',
      '谢谢。Gracias.',
    ],
    expected: {
      puesto: 'Cajero/a',
      meses: 30,
      secciones: ['Cajas', 'Charcutería y quesos'],
      atencion: 5,
      descuadres: 0,
      manipulador: true,
      recontratar: true,
    },
    outcome: 'completed',
  },
  // ───────────── Forty-fourth blind set, tenant: es-transporte-escolar (puesto, meses, puntualidad, trato?, licencia?, ninos?, recorridos, recontratar, comentario?)
  {
    id: 'es-t100',
    title:
      'Manizales (the Colombian coffee region), the route coordinator of a school on Calendar B ("¡Quiubo!", "Hágale", "el pase", "tinto"): the referee\'s own job is one of the options ("Yo soy la coordinadora de rutas … Don Jhon Jairo manejaba la ruta 7": Conductor/a), school years on Calendar B for months ("Dos años lectivos completos, calendario B": asked again, 34), a gate time and landslides beside a 5, "el día del conductor" beside a 5, "tiene el pase C2 al día" (Colombia\'s word for the licence: yes), two routes with two counts ("Chipre con 16 niños y La Enea con 11": asked again, 16), options named by their place in the list ("La primera y la tercera, y las salidas pedagógicas también … Al mediodía no"), "Hágale, claro que sí" (yes), six coffees a day in the comment',
    tags: ['spanish', 'multiple', 'negation', 'unit', 'range', 'number-in-word', 'optional'],
    questionnaire: 'es-transporte-escolar',
    locale: 'es',
    candidate: { firstName: 'Jhon Jairo', lastName: 'Cardona Ríos' },
    says: [
      '¡Quiubo! Buenas tardes. Yo soy la coordinadora de rutas del colegio. Don Jhon Jairo manejaba la ruta 7, la de Chipre',
      'Dos años lectivos completos, calendario B',
      { retry: 'De agosto del 23 a junio de este año, póngale 34 meses', key: 'meses' },
      'En Manizales con esas lomas y los derrumbes en invierno, y él siempre a las 6:15 en la portería. Un 5',
      'Los niños lo adoran, el día del conductor le hicieron tarjetas y todo. Los papás también. Cinco',
      'Sí señora, tiene el pase C2 al día',
      'Hacía dos recorridos: Chipre con 16 niños y La Enea con 11',
      { retry: 'Póngale 16, el más grande', key: 'ninos' },
      'La primera y la tercera, y las salidas pedagógicas también: fuimos con él al Recinto del Pensamiento y al Parque del Café. Al mediodía no, aquí es jornada única',
      'Hágale, claro que sí. Si vuelve de España lo recibimos',
      'Solo que cuidado con el tinto, se toma como 6 al día jaja',
    ],
    expected: {
      puesto: 'Conductor/a',
      meses: 34,
      puntualidad: 5,
      trato: 5,
      licencia: true,
      ninos: 16,
      recorridos: ['Mañana (entrada)', 'Tarde (salida)', 'Paseos y salidas pedagógicas'],
      recontratar: true,
      comentario: { has: ['tinto'] },
    },
    outcome: 'completed',
  },
  // ───────────── Forty-sixth blind set, built-in (held out)
  {
    id: 'es-r75',
    title:
      'The Sahrawi refugee camps near Tindouf (the wilaya of Smara), the coordinator of a health dispensary writing Spanish learnt in Cuba and Spain with Hassaniya words ("Salam aleikum", "hamdulillah", "zein", "jaima", "inshallah", "Shukran"): Ramadans for months ("dos Ramadanes y un poco más": asked again, 27), the siroco and 50 degrees in the strengths, "zein, muy bien. 4", the three glasses of the tea ceremony beside a 5, "No sé qué decirte en eso" (blank), "4 o 5" on leadership (asked again, 4), "Por supuesto, inshallah vuelva pronto de España" (yes), "Nada más. Shukran" as no comment',
    tags: ['spanish', 'unit', 'range', 'hedge', 'dont-know', 'number-in-word'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Mariem', lastName: 'Mohamed Lamin' },
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
      'Salam aleikum. Soy Brahim, el coordinador del dispensario de la daira de Mahbes, en la wilaya de Smara, en los campamentos. Mariem era enfermera en mi dispensario, yo era su responsable',
      'Trabajamos juntos dos Ramadanes y un poco mas',
      { retry: 'Desde marzo del 2023 hasta junio del 2025, son 27 meses', key: 'monthsKnown' },
      'Vacuna a los niños sin que lloren, hamdulillah. Y cuando llega el siroco con 50 grados sigue pasando consulta en la jaima',
      'El hasania y el español los habla bien, pero el frances de los medicos de la ONG le cuesta y escribe los informes muy cortos',
      'zein, muy bien. 4',
      'Para suturar y coger vias es la mejor que tuve. Cinco',
      'Tres vasos de te con todas las compañeras cada tarde jaja. 5',
      'Nunca falto, ni cuando se rompio el coche y vino andando desde la daira. 5',
      'No se que decirte en eso',
      'Cuando yo me iba a Rabuni a las reuniones se quedaba ella al cargo. 4 o 5',
      { retry: 'Pon 4', key: 'leadership' },
      'Por supuesto, inshallah vuelva pronto de España',
      'Nada mas. Shukran',
    ],
    expected: {
      relationship: { has: ['dispensario'] },
      monthsKnown: 27,
      strengths: { has: ['Vacuna'] },
      improvements: { has: ['frances'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 5,
      reliability: 5,
      leadership: 4,
      wouldRehire: true,
    },
    outcome: 'completed',
  },
  // ───────────── Forty-sixth blind set, tenant: es-aeropuerto (puesto, meses, tareas, seguridad, rapidez?, vuelos?, pcp?, recontratar, comentario?)
  {
    id: 'es-t101',
    title:
      'Punta Cana (Dominican Republic), a ramp supervisor of a handling company in Dominican slang ("Klk", "dique", "pasao", "jevi", "un tiguere", "tato", "ta"): the local word for the post ("era maletero, dique agente de rampa": Agente de rampa), months from a high season ("Entró en la temporada alta del 22, en diciembre, y se fue el mes pasao": asked again, 35), the push-back excluded in words and a lost gringo\'s suitcase as baggage work, "Un 5 jevi", a Boeing 737 and 12 minutes beside "Tato, 5", flights a shift per season ("En temporada alta unos 8, en temporada baja 3 o 4": asked again, 6), "No, nunca lo sacó" (no), "Claro que sí mi hermano, pero ahora ta en Nueva York" (yes)',
    tags: [
      'spanish',
      'multiple',
      'negation',
      'range',
      'unit',
      'number-in-word',
      'emoji',
      'optional',
    ],
    questionnaire: 'es-aeropuerto',
    locale: 'es',
    candidate: { firstName: 'Yohanny', lastName: 'De los Santos Peguero' },
    says: [
      'Klk, saludos. Yo soy el supervisor de rampa de la compañia de handling en el aeropuerto de Punta Cana. Yohanny era maletero, dique "agente de rampa" pero aqui todo el mundo le dice maletero',
      'Entró en la temporada alta del 22, en diciembre, y se fue el mes pasao',
      { retry: 'Ta bien, ponle 35 meses', key: 'meses' },
      'Bajaba y subia las maletas de las bodegas, y hacia de señalero con las paletas cuando faltaba el muchacho. Cuando se perdia la maleta de un gringo el era el que la buscaba en las conexiones. El pushback no, ese es de los que tienen licencia',
      'Siempre con su chaleco y sus tapones, nunca lo vi pasar por debajo del ala con el motor encendio. Un 5 jevi',
      'Un 737 de Delta lo dejaba con la bodega vacia en 12 minutos, un tiguere. Tato, 5',
      'En temporada alta unos 8, en temporada baja 3 o 4',
      { retry: 'Un turno normal, 6', key: 'vuelos' },
      'No, nunca lo sacó',
      'Claro que si mi hermano, pero ahora ta en Nueva York',
      'Que es un muchacho serio, de los que ya no hay. Bendiciones 🙏🏾',
    ],
    expected: {
      puesto: 'Agente de rampa',
      meses: 35,
      tareas: [
        'Carga y descarga de bodegas',
        'Equipajes (cintas, conexiones, extravíos)',
        'Señalización de aeronaves (señalero)',
      ],
      seguridad: 5,
      rapidez: 5,
      vuelos: 6,
      pcp: false,
      recontratar: true,
      comentario: { has: ['serio'] },
    },
    outcome: 'completed',
  },
  // ───────────── Forty-sixth blind set, built-in
  {
    id: 'es-r76',
    title:
      'San Antonio (Texas), the owner of an air-conditioning and heating business in Tex-Mex Spanglish ("owner", "boss", "la troca", "me llamó para atrás", "luego luego", "a solid 4", "in a heartbeat"): years in English with "más o menos" (asked again, 30), an attic at 130 degrees and an EPA 608 certificate beside the ratings, invoices left in the truck as the improvement, "a solid 4", a flat tyre on Loop 410 beside a 4, "Ten out of ten" on a 1–5 scale (asked again, 5), "He\'s not a leader yet … Skip" (blank), "Yes sir, en un heartbeat" (yes)',
    tags: ['spanish', 'unit', 'hedge', 'words', 'skip', 'number-in-word', 'emoji'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Ramiro', lastName: 'Garza Treviño' },
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
      'Hey que tal. Soy Rick Villarreal, owner de Villarreal AC & Heating aqui en San Antonio. Ramiro fue mi tecnico, yo era su boss',
      'Like two years and a half, mas o menos',
      { retry: 'Ok, 30 months, 30 meses', key: 'monthsKnown' },
      'Se sube al attic a 130 grados en agosto sin quejarse, y te diagnostica un compresor nomas de oirlo',
      'El papeleo. Los invoices los deja en la troca y se le mojan 😂',
      'Con los clientes bien, les habla en ingles o en español segun. A solid 4',
      '5, tiene su EPA 608 universal y sabe mas que yo',
      'Se lleva bien con todos los helpers. 4',
      'Una vez no llego porque se le poncho una llanta en la 410, pero me llamo para atras luego luego. 4',
      'Ten out of ten',
      { retry: 'Ok ok, 5 then', key: 'problem_solving' },
      "He's not a leader yet, todavia no maneja crew. Skip",
      'Yes sir, en un heartbeat',
      'Que es buena gente, va a misa con su mama cada domingo',
    ],
    expected: {
      relationship: { has: ['boss'] },
      monthsKnown: 30,
      strengths: { has: ['attic'] },
      improvements: { has: ['invoices'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 4,
      problem_solving: 5,
      wouldRehire: true,
      comments: { has: ['misa'] },
    },
    outcome: 'completed',
  },
  // ───────────── Forty-sixth blind set, tenant: es-aeropuerto (puesto, meses, tareas, seguridad, rapidez?, vuelos?, pcp?, recontratar, comentario?)
  {
    id: 'es-t102',
    title:
      'Tocumen (Panama City), a passenger-service shift lead in Panamanian slang ("Xopá", "ayala", "fren", "un buco", "pa"): a check-in agent who coordinated flights at the end (asked which: Agente de pasajeros), "Un año y medio... ayala, no, casi dos. 22 meses" (22), lost luggage in the tasks, a question back on the apron before "Ponle 4", "Eso no aplica pa ella, fren" on the optional rating (blank), "Un buco, hasta 9 vuelos" (a maximum: asked again, 7), then called away on the radio before the required rehire question: open',
    tags: [
      'spanish',
      'multiple',
      'correction',
      'question-back',
      'skip',
      'words',
      'emoji',
      'optional',
      'required-miss',
    ],
    questionnaire: 'es-aeropuerto',
    locale: 'es',
    candidate: { firstName: 'Ana Gabriela', lastName: 'Pitti Castillo' },
    says: [
      'Xopá. Soy la jefa de turno de atención al pasajero en Tocumen. Gaby era agente de check-in, y los ultimos meses coordinaba los vuelos de Copa a Bogotá',
      { retry: 'Agente de pasajeros, lo de coordinar fue cubriendo una licencia', key: 'puesto' },
      'Un año y medio... ayala, no, casi dos. 22 meses',
      'Check-in y embarque nada más. Bueno, y los reclamos de equipaje extraviado en Lost & Found cuando había vuelos atrasados',
      '¿Seguridad en plataforma? Ella casi no bajaba a plataforma, solo a los embarques remotos en bus. Ponle 4',
      'Eso no aplica pa ella, fren',
      'Un buco, hasta 9 vuelos en el turno de la mañana',
      { retry: 'Normal, 7', key: 'vuelos' },
      'No, ella no maneja en plataforma',
      'Oye me están llamando por el radio, se cayó el sistema de check-in, después te sigo 🏃‍♀️',
    ],
    expected: {
      puesto: 'Agente de pasajeros (check-in y embarque)',
      meses: 22,
      tareas: ['Check-in y embarque', 'Equipajes (cintas, conexiones, extravíos)'],
      seguridad: 4,
      vuelos: 7,
      pcp: false,
    },
    outcome: 'open',
  },
  // ───────────── Forty-sixth blind set, tenant: es-mineria (faena, anios, equipos, turno, seguridad, licencia?, horas?, recontratar, comentario?)
  {
    id: 'es-t103',
    title:
      'Potosí (Bolivia), a partner of a miners\' cooperative in the Cerro Rico, polite and Andean ("señorita", "como no", "harto", "Jallalla"): "interior mina, en el nivel Pailaviri, de perforista" (Mina subterránea), years from the age he first went into the mountain ("Desde sus 14 años … ahora tiene 31": 17), a pneumatic jackleg drill and an ore cart pushed by hand ("Scoop no hay … todo es a mano": Perforadora only), Monday to Saturday with Sunday market for the roster (Otro), offerings to the Tío beside dynamite smoke and "3", "No tiene, en la cooperativa no piden eso" (no), "Unas 8 horas, con el pijcheo" (8), lungs in the comment',
    tags: ['spanish', 'multiple', 'negation', 'unit', 'number-in-word', 'optional'],
    questionnaire: 'es-mineria',
    locale: 'es',
    candidate: { firstName: 'Wilber', lastName: 'Choque Colque' },
    says: [
      'Buenas noches señorita. Soy socio de la cooperativa minera en el Cerro Rico de Potosí. Wilber trabajaba conmigo en interior mina, en el nivel Pailaviri, de perforista',
      'Desde sus 14 años entró al cerro con su papá, ahora tiene 31',
      { retry: '17 años en total', key: 'anios' },
      'Perforaba con la maquina neumatica, la jackleg que le dicen. Y a veces empujaba el carro metalero a pulso. Scoop no hay en la cooperativa, todo es a mano',
      'Entramos de lunes a sabado, de 8 a 4. El domingo es la feria',
      'Siempre con su casco y su lampara, y los viernes le challa al Tío. Pero a veces no espera que se vaya el humo de la dinamita. 3',
      'No tiene, en la cooperativa no piden eso',
      'Unas 8 horas, con el pijcheo',
      'Si, como no. Jallalla!',
      'Que se cuide los pulmones, ya tose harto y es joven todavia',
    ],
    expected: {
      faena: 'Mina subterránea',
      anios: 17,
      equipos: ['Perforadora'],
      turno: 'Otro',
      seguridad: 3,
      licencia: false,
      horas: 8,
      recontratar: true,
      comentario: { has: ['pulmones'] },
    },
    outcome: 'completed',
  },
  // ───────────── Forty-eighth blind set, built-in (held out)
  {
    id: 'es-r77',
    title:
      'Esmeraldas (the Ecuadorian Pacific coast), the director of a marimba school and cultural centre in coastal Ecuadorian Spanish ("los pelados", "bacán", "full", "de ley", "ñaño", "hora esmeraldeña"): months from a festival ("Desde el festival de la marimba del 2024 hasta ahorita": asked again, 28), "Del 1 al 10 le doy un 8" (asked again: 4), "Full buena. 5 de ley", "Igual que la anterior" (the 5 just given), "tres y medio" (asked again: 3), a marimba mended with chonta wood beside a 5, a question back on leadership ("¿Liderazgo como de qué?", then 4), "Claro que sí, ñaño" (yes)',
    tags: ['spanish', 'unit', 'words', 'hedge', 'question-back', 'emoji'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Yuliana', lastName: 'Quiñónez Caicedo' },
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
      'rlb',
      'pro',
      'lea',
      'lea',
      'reh',
      'cmt',
    ],
    says: [
      'Buenas tardes. Soy el director del centro cultural y escuela de marimba aqui en Esmeraldas. Yuliana daba clases de marimba y de bombo a los pelados del barrio, yo mismo la contrate',
      'Desde el festival de la marimba del 2024 hasta ahorita',
      { retry: 'Ya, ponga 28 meses', key: 'monthsKnown' },
      'Tiene un oido bacan. Pelados que no se estaban quietos ni un minuto con ella tocan el currulao enterito. Y cuando canta los arrullos se le eriza a uno la piel',
      'Llega tarde a veces, la hora esmeraldeña jaja. Y con los papeles del municipio se enreda full',
      'Del 1 al 10 le doy un 8',
      { retry: 'Ah, es del 1 al 5? Entonces 4', key: 'communication' },
      'Full buena. 5 de ley',
      'Igual que la anterior',
      'Lo de la hora ya le dije... pero a una clase no ha faltado nunca. Tres y medio',
      { retry: 'Si hay que escoger, 3', key: 'reliability' },
      'Cuando se nos daño la marimba grande dos dias antes de una presentacion, ella misma consiguio la chonta y la arreglo con el maestro. 5',
      '¿Liderazgo como de que? ¿De dirigir el grupo?',
      { retry: 'Ya, dirige el grupo juvenil de danza y marimba. Un 4', key: 'leadership' },
      'Claro que si, ñaño, aqui tiene las puertas abiertas',
      'Que la cuiden. Un abrazo desde la provincia verde 🌴🥁',
    ],
    expected: {
      relationship: { has: ['director'] },
      monthsKnown: 28,
      strengths: { has: ['oido'] },
      improvements: { has: ['tarde'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 5,
      reliability: 3,
      problem_solving: 5,
      leadership: 4,
      wouldRehire: true,
      comments: { has: ['cuiden'] },
    },
    outcome: 'completed',
  },
  // ───────────── Forty-eighth blind set, tenant: es-gasolinera (puesto, meses, turnos, caja, trato?, horas?, curso?, recontratar, comentario?)
  {
    id: 'es-t104',
    title:
      'San Cristóbal (Táchira, Venezuela), the manager of a petrol station in Andean "gocho" Spanish ("vea", "mijo", "con mucho gusto", "la bomba"): the Venezuelan word for the post ("trabajaba de bombera": Expendedor/a, not a firefighter), months from a date to another ("Entró en marzo del 2023 … se fue en agosto de este año": 41), morning shifts and Sundays with nights excluded in words ("En la noche no, la bomba cierra a las 8"), a till in bolívares, dollars and Colombian pesos beside a 5, "Cuatro y medio" (asked again: 4), hours as a timetable ("De 6 de la mañana a 2 de la tarde": 8), the course "con los bomberos de verdad" (yes), "Claro que sí mijo" (yes)',
    tags: [
      'spanish',
      'multiple',
      'negation',
      'unit',
      'hedge',
      'number-in-word',
      'emoji',
      'optional',
    ],
    questionnaire: 'es-gasolinera',
    locale: 'es',
    candidate: { firstName: 'Yorgelis', lastName: 'Contreras Pernía' },
    says: [
      'Buenos dias, con mucho gusto. Yo soy el gerente de la bomba de la avenida España aqui en San Cristobal. Yorgelis trabajaba de bombera, echando gasolina en la isla 2',
      'Entro en marzo del 2023, en plena cola de la gasolina, y se fue en agosto de este año',
      { retry: 'Son 41 meses', key: 'meses' },
      'De mañanita, de 6 a 2, y los domingos cuando le tocaba. En la noche no, la bomba cierra a las 8',
      'Vea, aqui se cobra en bolivares, en dolares y en pesos colombianos, y esa muchacha cuadraba la caja al centavo. 5',
      'Cuatro y medio, porque a veces se ponia brava con los que se coleaban',
      { retry: 'Pongale 4 pues', key: 'trato' },
      'De 6 de la mañana a 2 de la tarde',
      'Si, hizo el curso con los bomberos... los de verdad, los de incendios jaja',
      'Claro que si mijo, cuando quiera',
      'Que Dios me la bendiga. Se fue pa Cucuta y alla le va bien 🙏',
    ],
    expected: {
      puesto: 'Expendedor/a de combustible',
      meses: 41,
      turnos: ['Mañana', 'Fines de semana y festivos'],
      caja: 5,
      trato: 4,
      horas: 8,
      curso: true,
      recontratar: true,
      comentario: { has: ['Cucuta'] },
    },
    outcome: 'completed',
  },
  // ───────────── Forty-eighth blind set, built-in
  {
    id: 'es-r78',
    title:
      'Estelí (Nicaragua), the supervisor of a rolling room ("galera") at a cigar factory, in Nicaraguan Spanish typed with SMS abbreviations ("q", "pa", "ideay", "tuani", "de a viaje", "chavala", "va pues"): "va pa 3 años, creo q en enero cumple" (asked again: 35), five hundred cigars a day in the strengths, a rating that refers back ("por lo q le dije, un 3"), the roller and her buncher beside a 5, a question back ("ideay, ¿q es eso de confiabilidad?", then 5), "No se … uno torce y ya" (blank), "liderazgo no, ella no manda a nadie" (no rating), "Si va pues, de a viaje" (yes)',
    tags: ['spanish', 'typos', 'hedge', 'question-back', 'dont-know', 'negation', 'emoji'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Kenia', lastName: 'Rugama Zeledón' },
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
      'Buenas, soy supervisor de galera en una tabacalera aqui en Esteli. La Kenia es torcedora en mi galera, yo la tengo a cargo',
      'Desde q entro... va pa 3 años, creo q en enero cumple',
      { retry: '35 meses', key: 'monthsKnown' },
      'Tuani pa torcer, le sale el puro parejito, la capa sin una arruga. Tira 500 puros al dia y casi ni uno se lo rechazan en calidad',
      'Es bien callada, si algo no le parece no dice nada y se lo guarda',
      'Pues por lo q le dije, un 3',
      '5 de a viaje',
      'Con su bonchera se entiende de maravilla, trabajan en pareja desde el principio. 5',
      'ideay, ¿q es eso de confiabilidad?',
      { retry: 'ah ok, q si llega y cumple. Nunca falta, 5', key: 'reliability' },
      'No se, en la galera no hay muchos problemas q resolver, uno torce y ya',
      'No, liderazgo no, ella no manda a nadie',
      'Si va pues, de a viaje',
      'q es buena chavala y mantiene sola a sus 2 chavalos 💪',
    ],
    expected: {
      relationship: { has: ['supervisor'] },
      monthsKnown: 35,
      strengths: { has: ['torcer'] },
      improvements: { has: ['callada'] },
      communication: 3,
      technical_skill: 5,
      teamwork: 5,
      reliability: 5,
      wouldRehire: true,
      comments: { has: ['chavala'] },
    },
    outcome: 'completed',
  },
  // ───────────── Forty-eighth blind set, tenant: es-gasolinera (puesto, meses, turnos, caja, trato?, horas?, curso?, recontratar, comentario?)
  {
    id: 'es-t105',
    title:
      'Soria (Castile), the owner of a roadside station on the N-122, a formal man of 68 who signs every message ("Un saludo. Anselmo"): the pumps, the shop and the Saturday closing (asked which: Expendedor/a), months from Holy Week to the Pilar (asked again: "Cuarenta y dos meses"), nights and weekends excluded in words, "Un cinco", a refused optional rating ("Prefiero no poner nota en eso": blank), eight hours or ten in summer (asked again: 8), a course corrected in the same message ("Tiene el de manipulador de... no, perdone, ese es el de la cafetería. El de incendios no lo tiene": no), a snowfall and the station\'s full signature with a landline under the comment',
    tags: [
      'spanish',
      'multiple',
      'decline',
      'correction',
      'words',
      'signature',
      'negation',
      'optional',
      'long',
    ],
    questionnaire: 'es-gasolinera',
    locale: 'es',
    candidate: { firstName: 'Íñigo', lastName: 'Hernández Lafuente' },
    says: [
      'Buenas tardes. Íñigo hacía un poco de todo: el surtidor, la tienda, y los sábados cerraba él la caja porque yo me iba al pueblo. Un saludo. Anselmo',
      { retry: 'Pues ponga expendedor, que es para lo que lo contraté. Anselmo', key: 'puesto' },
      'Desde la Semana Santa de 2023 hasta el Pilar de este año. Un saludo. Anselmo',
      { retry: 'Cuarenta y dos meses. Anselmo', key: 'meses' },
      'Mañanas y tardes entre semana, alternando. Noches no hacemos, cerramos a las diez. Los fines de semana los hago yo. Un saludo. Anselmo',
      'Nunca me faltó ni un euro. Un cinco. Anselmo',
      'A los camioneros los trataba muy bien; a los de Madrid que paran en agosto, regular. Prefiero no poner nota en eso. Anselmo',
      'Turnos de ocho horas, salvo en verano, que eran de diez',
      { retry: 'El normal, ocho', key: 'horas' },
      'Tiene el de manipulador de... no, perdone, ese es el de la cafetería. El de incendios no lo tiene',
      'Sí, sin dudarlo, si no me jubilo yo antes. Anselmo',
      'Que en enero de 2024, con la nevada y la carretera cortada, se quedó a dormir en la estación para poder dar gasoil a los quitanieves. Un saludo.\n\nAnselmo Gil Revilla\nEstación de Servicio Gil\nN-122, km 182\nTel. 975 12 34 56',
    ],
    expected: {
      puesto: 'Expendedor/a de combustible',
      meses: 42,
      turnos: ['Mañana', 'Tarde'],
      caja: 5,
      horas: 8,
      curso: false,
      recontratar: true,
      comentario: { has: ['quitanieves'] },
    },
    outcome: 'completed',
  },
  // ───────────── Forty-eighth blind set, tenant: es-veterinaria (puesto, anios, especies, manejo, trato?, quirofano?, pacientes?, recontratar, comentario?)
  {
    id: 'es-t106',
    title:
      'Tineo (western Asturias), a large-animal vet writing Spanish with Asturian ("ho", "ye", "nun", "el mio ayudante", "vaques", "xatos", "muncho", "-y preste"): the country vet\'s "ayudante" (Auxiliar/ATV), "Tres años y pico" (asked again: 3), cows, calves, sheep and the cowherds\' horses with dogs and cats excluded in Asturian ("Perros y gatos nun"), caesareans in the byre and no operating theatre (yes), patients that cannot be counted (blank), a yes typed with "nun" in it ("nun lu dexo marchar")',
    tags: ['spanish', 'multiple', 'negation', 'hedge', 'dont-know', 'emoji', 'optional'],
    questionnaire: 'es-veterinaria',
    locale: 'es',
    candidate: { firstName: 'Xuan', lastName: 'Menéndez Álvarez' },
    says: [
      'Hola ho. Soy la veterinaria de una clinica de grandes animales en Tineo. Xuan ye el mio ayudante, va conmigo en el todoterreno a les cuadres',
      'Tres años y pico, entró na primavera del 2023',
      { retry: 'Pon 3', key: 'anios' },
      'Vaques, munches vaques, asturiana de los valles y frisones. Xatos, oveyes... y los caballos de los vaqueiros cuando suben al puerto. Perros y gatos nun, eso ye la clinica del pueblo',
      'Con un xato espantao ye el meyor que vi. Un 5',
      'Colos paisanos muy bien, ye de la zona y fala como ellos. 4',
      'Cesáreas en la cuadra si, munches. Quirofano como tal nun tenemos',
      'Nun se pue contar, un dia 3 caserías y otro dia 40 vaques en un saneamiento',
      'Claro que si ho, nun lu dexo marchar si ye por mi 😂',
      'Que-y preste muncho el trabayu nuevu. Y que nun-y dean fabada antes de subir al puerto jaja',
    ],
    expected: {
      puesto: 'Auxiliar o técnico/a veterinario/a (ATV)',
      anios: 3,
      especies: ['Caballos', 'Ganado (vacas, ovejas, cerdos)'],
      manejo: 5,
      trato: 4,
      quirofano: true,
      recontratar: true,
      comentario: { has: ['fabada'] },
    },
    outcome: 'completed',
  },
  // ───────────── Fiftieth blind set, built-in (held out)
  {
    id: 'es-r79',
    title:
      'Ourense (Galicia), the deaf owner of a print shop writing Spanish as a second language after Spanish Sign Language (LSE), in a gloss-like order with infinitives ("Yo sorda, escribir español no perfecto", "Brais trabajar imprenta mia, yo jefa de el"): months as a season and a hedge ("Empezar 2023 verano … Tres años mas o menos": asked again, 40), ratings beside short statements ("Cuatro", "MUY BIEN. 5 🤟", "CINCO"), a range settled in the same message ("5 o 4... 5"), "No saber. El no mandar nadie" (blank), "SI SI" (yes)',
    tags: ['spanish', 'unit', 'hedge', 'range', 'dont-know', 'emoji', 'short', 'words'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Brais', lastName: 'Lorenzo Domínguez' },
    to: ['rel', 'mon', 'mon', 'str', 'imp', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'reh', 'cmt'],
    says: [
      'Hola. Yo sorda, escribir español no perfecto, perdon. Imprenta mia en Ourense. Brais trabajar imprenta mia, yo jefa de el',
      'Empezar 2023 verano. Terminar mes pasado. Tres años mas o menos',
      { retry: 'Mirar contrato: 40 meses', key: 'monthsKnown' },
      'Maquina offset el saber todo. Color perfecto. Paciencia conmigo mucha, aprender signos LSE para hablar yo',
      'Prisa no. Lento lento cuando mucho trabajo navidad. Mejorar velocidad',
      'Comunicacion con yo bien, con clientes bien. Cuatro',
      'Tecnica MUY BIEN. 5 🤟',
      'Equipo? Nosotras tres personas solo. Bien. 4',
      'Nunca faltar. Nunca tarde. CINCO',
      'Maquina romper, el arreglar solo sin llamar tecnico. 5 o 4... 5',
      'No saber. El no mandar nadie',
      'SI SI. Volver contratar mañana',
      'Gracias preguntar mi. Muchas empresas no preguntar persona sorda',
    ],
    expected: {
      relationship: { has: ['imprenta'] },
      monthsKnown: 40,
      strengths: { has: ['offset'] },
      improvements: { has: ['velocidad'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 5,
      wouldRehire: true,
      comments: { has: ['sorda'] },
    },
    outcome: 'completed',
  },
  // ───────────── Fiftieth blind set, tenant: es-farmacia (puesto, meses, tareas, trato, rigor?, guardias?, personas?, recontratar, comentario?)
  {
    id: 'es-t107',
    title:
      'Cajamarca (the northern Peruvian Andes), the pharmacist who runs a botica ("el QF", "caseritos", "pe", "chamba"): "técnica en farmacia, titulada del instituto", "Dos años con ocho meses" (32), tasks in Peruvian pharmacy words ("el kardex de los pedidos y vencimientos", "la presión") with magistral formulas and dermocosmetics excluded in words, a dose caught in time beside a 4, "la farmacia de turno un domingo al mes" (yes), "en carnaval 200, en días normales entre 60 y 80" (asked again: 70), "Nada más, gracias" (no comment)',
    tags: ['spanish', 'words', 'unit', 'multiple', 'negation', 'range', 'optional'],
    questionnaire: 'es-farmacia',
    locale: 'es',
    candidate: { firstName: 'Rosa Elvira', lastName: 'Chávez Huamán' },
    says: [
      'Buenas tardes. Soy el QF de la Botica San Martin en Cajamarca. Rosa trabajaba conmigo de tecnica en farmacia, titulada del instituto',
      'Dos años con ocho meses',
      'Atendia las recetas, llevaba el kardex de los pedidos y vencimientos, y les tomaba la presion a los caseritos. Formulas no, aca no preparamos. Y dermocosmetica tampoco pe, eso es en las cadenas',
      'A los señores que bajan del campo les explica en quechua tambien. Un 5 sin dudar',
      'Una vez se le paso una dosis de amoxicilina para un niño pero lo vio ella misma antes de entregarlo. 4',
      'Si, le tocaba la farmacia de turno un domingo al mes',
      'Uf, en carnaval 200, en dias normales entre 60 y 80',
      { retry: 'Ponga 70', key: 'personas' },
      'Claro que si, si vuelve a Cajamarca tiene su chamba',
      'Nada mas, gracias',
    ],
    expected: {
      puesto: 'Técnico/a en farmacia',
      meses: 32,
      tareas: [
        'Dispensación con receta',
        'Pedidos, inventario y caducidades',
        'Toma de tensión y glucosa',
      ],
      trato: 5,
      rigor: 4,
      guardias: true,
      personas: 70,
      recontratar: true,
    },
    outcome: 'completed',
  },
  // ───────────── Fiftieth blind set, built-in
  {
    id: 'es-r80',
    title:
      'Salou (Tarragona), a ride-operations supervisor at a theme park who is dyslexic and types phonetically in lowercase ("atracsiones", "eqipo", "asta", "varra bien vajada", "aveces", "cinko", "nunka", "disleksica"): months as two seasons "de semana santa asta noviembre" (asked again: 16), tourists answered "por señas" beside a 4, "cinko" for 5, "4 o 3... bueno 4", a stopped ride with people at the top beside a 5, "aun no a llevado jente, no se" (blank), "si klaro" (yes), an apology for her spelling that is a comment',
    tags: ['spanish', 'typos', 'unit', 'range', 'dont-know', 'emoji'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Jordi', lastName: 'Casals Ferré' },
    to: ['rel', 'mon', 'mon', 'str', 'imp', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'reh', 'cmt'],
    says: [
      'ola, soy la supervisora de atracsiones en el parque de salou. jordi estava en mi eqipo de operadores de la montaña rusa, yo era su encargada',
      'dos temporadas, de semana santa asta noviembre, las dos',
      { retry: 'pon 16 meses, 8 cada temporada', key: 'monthsKnown' },
      'es mui rresponsable con la seguridad, no deja subir a nadie sin la varra bien vajada aunque aya cola de una ora',
      'aveces se agovia con los grupos de eskolares y se le nota en la cara jaja',
      'abla catalan castellano ingles y un poco frances, con los turistas rusos por señas 😂. un 4',
      'cinko',
      'bien, 4 o 3... bueno 4',
      'nunka a llegado tarde ni un dia, echo de menos jente asi. 5',
      'cuando se paro la atraccion con la jente arriva iso todo el protocolo sin panico. 5',
      'aun no a llevado jente, no se',
      'si klaro, la temporada q viene si quiere',
      'q es muy buen chaval i q perdonen mis faltas, soi disleksica',
    ],
    expected: {
      relationship: { has: ['encargada'] },
      monthsKnown: 16,
      strengths: { has: ['seguridad'] },
      improvements: { has: ['eskolares'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 5,
      wouldRehire: true,
      comments: { has: ['disleksica'] },
    },
    outcome: 'completed',
  },
  // ───────────── Fiftieth blind set, tenant: es-farmacia
  {
    id: 'es-t108',
    title:
      'Clorinda (Formosa, on the Paraguayan border), the owner of a pharmacy in Litoral Argentine Spanish ("la gurisa", "che", "Y...", "nomás"): "atendía el mostrador y cobraba, de todo un poco" (asked which: Auxiliar), "Un año y medio largo" (asked again: 20), "Todo menos las magistrales" on the required multiple choice, "prefiero no ponerle nota" on the optional rating (blank), "Las guardias las hago yo, ella no" (no), people a week for two where a day is asked (asked again, left blank), a comment about PAMI and the obras sociales',
    tags: ['spanish', 'multiple', 'hedge', 'decline', 'unit', 'negation', 'optional', 'skip'],
    questionnaire: 'es-farmacia',
    locale: 'es',
    candidate: { firstName: 'Gisela', lastName: 'Benítez' },
    says: [
      'Buenas. Soy el dueño de la Farmacia Del Pilar en Clorinda, Formosa. La gurisa atendia el mostrador y cobraba, de todo un poco',
      { retry: 'Auxiliar, era auxiliar de farmacia', key: 'puesto' },
      'Un año y medio largo',
      { retry: 'Poné 20', key: 'meses' },
      'Todo menos las magistrales, eso lo hago yo solo',
      'Con los paraguayos que cruzan a comprar es un amor. 5',
      'De eso respondo yo, prefiero no ponerle nota',
      'Las guardias las hago yo, ella no',
      'Y... unas 400 por semana entre los dos',
      { retry: 'Por día no sé, dejalo en blanco', key: 'personas' },
      'Sí, obvio. Se fue porque se mudó a Resistencia nomás',
      'Que maneja bien el sistema de las obras sociales, el PAMI y todo eso, que acá es un lío',
    ],
    expected: {
      puesto: 'Auxiliar de farmacia',
      meses: 20,
      tareas: [
        'Dispensación con receta',
        'Venta libre y dermocosmética',
        'Pedidos, inventario y caducidades',
        'Toma de tensión y glucosa',
      ],
      trato: 5,
      guardias: false,
      recontratar: true,
      comentario: { has: ['PAMI'] },
    },
    outcome: 'completed',
  },
  // ───────────── Fiftieth blind set, tenant: es-pesca (puesto, meses, artes, maniobra, seguridad?, libreta?, dias?, recontratar, comentario?)
  {
    id: 'es-t109',
    title:
      'Ciudad del Carmen (Campeche), the captain of a shrimp trawler ("el camaronero", "el motorista, el de la máquina", "echar fiesta"): "9 mareas de 40 días" where months are asked (asked again: 12), "Arrastre, es camaronero", a 3 given with a reason about the manoeuvre, the seaman\'s book in force but the survival course expired (asked again: no), "Cuarenta" in words for days a trip, a yes with a joke about Progreso',
    tags: ['spanish', 'unit', 'words', 'optional', 'multiple'],
    questionnaire: 'es-pesca',
    locale: 'es',
    candidate: { firstName: 'Eleazar', lastName: 'Cahuich Uc' },
    says: [
      'Buen dia. Soy el capitan del camaronero "Don Chema" de Ciudad del Carmen, Campeche. Eleazar era mi motorista, el de la maquina',
      'Hizo conmigo 9 mareas de 40 dias',
      { retry: 'Pon 12 meses', key: 'meses' },
      'Arrastre, es camaronero. Otra cosa con nosotros no',
      'El es de maquinas, en la maniobra ayudaba cuando faltaba gente. Le pongo 3',
      '5, el era el que revisaba las balsas y los extintores',
      'La libreta de mar la tiene vigente, el curso de supervivencia ya se le vencio, lo tiene que renovar',
      { retry: 'Entonces no, hasta que renueve el curso', key: 'libreta' },
      'Cuarenta',
      'Si, cuando quiera. Pero que ya no se baje en Progreso a echar fiesta jaja',
      'Que la maquina del Don Chema suena bonito desde que el la atiende',
    ],
    expected: {
      puesto: 'Mecánico o motorista',
      meses: 12,
      artes: ['Arrastre'],
      maniobra: 3,
      seguridad: 5,
      libreta: false,
      dias: 40,
      recontratar: true,
      comentario: { has: ['Don Chema'] },
    },
    outcome: 'completed',
  },
  // ───────────── Fifty-second blind set, built-in (held out)
  {
    id: 'es-r81',
    title:
      'Zamboanga City (Philippines), the quality-control supervisor of a sardine cannery writing Chavacano ("ya trabaja", "ta mira", "hende", "ele", "gayot", "lang", "mga", "maskin tiene baha") with Tagalog "po" and English plant words ("checker", "seaming", "leak", "operator"): months hedged between two Holy Weeks ("despues de Semana Santa del 2024... o del 2023? Hende yo acorda bien. Mas o menos dos años": asked again, 31), "Tres lang" (3), "Cuatro y medio... hende, cuatro" (4), a week away when his father died that "hende cuenta" beside a 5, "Hende yo sabe, hende pa ele ta manda gente" (blank), "Si gayot, ay emplea yo con ele otra vez" (yes), a goodbye that is no comment',
    tags: ['spanish', 'hedge', 'unit', 'correction', 'words', 'dont-know', 'emoji'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Rowena', lastName: 'Delos Reyes Atilano' },
    to: ['rel', 'mon', 'mon', 'str', 'imp', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'reh', 'cmt'],
    says: [
      'Buenas tardes po. Yo si Engr. Arnel Enriquez, supervisor de quality control na fabrica de sardinas aqui na Zamboanga City. Si Rowena ya trabaja conmigo como checker na linea de lata, yo el de suyo jefe',
      'Ya entra ele na fabrica despues de Semana Santa del 2024... o del 2023? Hende yo acorda bien. Mas o menos dos años',
      { retry: 'Ya mira yo el record na office: 31 meses', key: 'monthsKnown' },
      'Bien cuidadosa ele con el seaming de los lata, ta mira gayot si tiene leak. Maskin tiene baha, ta llega ele na trabajo',
      'Timida ele, hende ta habla si tiene problema con el operator. Tiene pa que aprende habla duro',
      'Tres lang',
      'Cuatro y medio... hende, cuatro',
      'Con su mga compañera na linea bien bueno gayot. 5 😊',
      'Hende ele ta falta, solo un semana cuando ya muri su tata, y eso hende cuenta. Cinco',
      'Un vez ya atasca el seamer y ele el ya avisa primero antes que sale el mga lata malo. 4',
      'Hende yo sabe, hende pa ele ta manda gente',
      'Si gayot, ay emplea yo con ele otra vez',
      'Nada mas. Gracias gayot, adios y Dios bendice',
    ],
    expected: {
      relationship: { has: ['sardinas'] },
      monthsKnown: 31,
      strengths: { has: ['seaming'] },
      improvements: { has: ['operator'] },
      communication: 3,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      wouldRehire: true,
    },
    outcome: 'completed',
  },
  // ───────────── Fifty-second blind set, tenant: es-bodega (puesto, meses, tareas, higiene, ritmo?, carretilla?, cuadrilla?, recontratar, comentario?)
  {
    id: 'es-t110',
    title:
      'Haro (La Rioja), the cellar foreman of a bodega in the Barrio de la Estación dictating every answer by voice, with "coma", "punto", "punto y aparte" and "abre interrogación … cierra interrogación" left in: "operario de bodega coma de los de dentro coma no de la viña", months "para la vendimia de 2022 coma en septiembre … en junio de este año coma después de la batalla del vino" (asked again: 45), a transcription slip set right in the same message ("los tras riegos coma perdón coma trasiegos"), bottling and the vineyard excluded in words, "los chorros del oro" beside a 5, "A nadie" for people in his charge (0), a rhetorical question before the yes',
    tags: ['spanish', 'words', 'unit', 'multiple', 'correction', 'negation', 'optional'],
    questionnaire: 'es-bodega',
    locale: 'es',
    candidate: { firstName: 'Rubén', lastName: 'López de Silanes Hervías' },
    says: [
      'Buenos días coma soy Javier Ruiz de Azúa coma el capataz de la bodega en el barrio de la estación de Haro punto Rubén estuvo conmigo de operario de bodega coma de los de dentro coma no de la viña punto',
      'Entró para la vendimia de 2022 coma en septiembre coma y se fue en junio de este año coma después de la batalla del vino punto',
      { retry: 'Cuarenta y cinco meses punto', key: 'meses' },
      'En vendimia estaba en la tolva recibiendo la uva coma luego los remontados y los tras riegos coma perdón coma trasiegos punto Lavaba los tinos y las barricas punto En la embotelladora no coma que eso lo lleva otra cuadrilla punto Y a la viña no salía nunca punto',
      'Un cinco punto Los tinos los dejaba como los chorros del oro punto',
      'Cuatro punto En vendimia echamos catorce horas y al final de la campaña llegaba reventado coma como todos punto',
      'Sí coma el carné de carretillero se lo sacamos aquí en la bodega en 2023 punto',
      'A nadie coma él iba en la cuadrilla coma no la llevaba punto',
      'Abre interrogación volver a contratarlo cierra interrogación sin dudarlo coma sí punto',
      'Que es muy majo y que sabe más de vino que muchos de los que vienen a catar punto y aparte Un saludo desde Haro',
    ],
    expected: {
      puesto: 'Operario/a de bodega',
      meses: 45,
      tareas: [
        'Vendimia y recepción de uva',
        'Remontados y trasiegos',
        'Limpieza de depósitos y barricas',
      ],
      higiene: 5,
      ritmo: 4,
      carretilla: true,
      cuadrilla: 0,
      recontratar: true,
      comentario: { has: ['majo'] },
    },
    outcome: 'completed',
  },
  // ───────────── Fifty-second blind set, built-in
  {
    id: 'es-r82',
    title:
      'Dalton (Georgia, "the carpet capital"), the second-shift supervisor of a carpet mill writing in capitals because he cannot see well up close, in Mexican-American Spanglish ("LA MILL", "SHIFT", "YARN", "SCRAP", "PLANT MANAGER", "OVERTIME"): months from a year with a year away in Mexico (asked again: "COMO 4 AÑOS... NO, MEJOR PONGA 42 MESES", 42), "3 O 4" (asked again: 3), "FIVE. 5", "CERO FALTAS … BONO DE ATTENDANCE. 5", a question back that splits the rating ("¿DE LA MAQUINA O DE LA GENTE?": asked again, 4), "YES SIR" (yes), the reason for the capitals inside the comment',
    tags: ['spanish', 'unit', 'range', 'correction', 'number-in-word', 'question-back', 'hedge'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Yesenia', lastName: 'Zavala Cortés' },
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
      'BUENAS TARDES. SOY EL SUPERVISOR DEL SEGUNDO SHIFT EN UNA MILL DE CARPETAS AQUI EN DALTON, GEORGIA. YESENIA TRABAJO EN MI LINEA DE TUFTING, YO ERA SU SUPERVISOR',
      'DESDE EL 2021 PERO SE FUE UN AÑO PA MEXICO Y LUEGO REGRESO',
      { retry: 'EN TOTAL COMO 4 AÑOS... NO, MEJOR PONGA 42 MESES', key: 'monthsKnown' },
      'SABE CORRER LAS MAQUINAS DE TUFTING Y CAMBIAR LOS CONOS DE YARN SIN PARAR LA LINEA. CASI NO SACA SCRAP',
      'EL INGLES. TODAVIA NO AGARRA MUCHO Y EL PLANT MANAGER NO HABLA ESPAÑOL',
      '3 O 4',
      { retry: 'PONGALE 3, POR LO DEL INGLES', key: 'communication' },
      'FIVE. 5',
      'CUATRO',
      'CERO FALTAS EN TODO EL AÑO, LE DIERON EL BONO DE ATTENDANCE. 5',
      '¿COMO QUE RESOLVER PROBLEMAS? ¿DE LA MAQUINA O DE LA GENTE?',
      {
        retry:
          'DE LAS DOS. CUANDO SE TRABA LA MAQUINA LA DESTRABA SOLITA Y CON LA GENTE NO SE PELEA. 4',
        key: 'problem_solving',
      },
      'LE TOCO ENTRENAR A DOS MUCHACHAS NUEVAS Y LO HIZO BIEN. 4',
      'YES SIR, MAÑANA MISMO SI QUIERE, HAY MUCHO OVERTIME',
      'ESCRIBO EN MAYUSCULAS PORQUE NO VEO BIEN DE CERCA, DISCULPE. ES UNA MUCHACHA MUY TRABAJADORA',
    ],
    expected: {
      relationship: { has: ['tufting'] },
      monthsKnown: 42,
      strengths: { has: ['tufting'] },
      improvements: { has: ['ingles'] },
      communication: 3,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 4,
      leadership: 4,
      wouldRehire: true,
      comments: { has: ['trabajadora'] },
    },
    outcome: 'completed',
  },
  // ───────────── Fifty-second blind set, tenant: es-bodega
  {
    id: 'es-t111',
    title:
      'The Valle de Guadalupe (Ensenada, Baja California), the winemaker of a small winery in norteño slang ("Qué onda", "la pizca", "batos", "Nel", "Simón, a toda madre", "jale"): a hand who began in the harvest and ended in the laboratory (asked which: Ayudante de enología), "Le tocaron tres pizcas" (asked again: 36), the harvest, the destemmer, punching down and pump-overs, barrels and pruning with bottling excluded in words ("eso lo maquilamos con una embotelladora móvil"), "Nel, esa no sé" on the optional rating (blank), the forklift licence he lacks (no), "como 15 o 16 batos" (asked again: 16), "No, es todo" (no comment)',
    tags: ['spanish', 'unit', 'range', 'multiple', 'dont-know', 'negation', 'optional'],
    questionnaire: 'es-bodega',
    locale: 'es',
    candidate: { firstName: 'Brayan', lastName: 'Meza Higuera' },
    says: [
      'Qué onda. Soy el enólogo de una vinícola chiquita en el Valle de Guadalupe, Ensenada. El Brayan empezó en el campo, de peón en la pizca, y ya el último año me ayudaba en el laboratorio con los análisis',
      { retry: 'Ponle ayudante de laboratorio, así terminó', key: 'puesto' },
      'Le tocaron tres pizcas con nosotros',
      { retry: 'De agosto del 23 a agosto de este año, 36 meses', key: 'meses' },
      'De todo: la pizca y la recepción en la despalilladora, el bazuqueo y los remontajes, lavar barricas y tanques. Podar también en invierno. Embotellar no, eso lo maquilamos con una embotelladora móvil que viene de Tijuana',
      'Un 4, a veces dejaba las mangueras tiradas pero limpio sí es',
      'Nel, esa no sé, en la pizca yo estoy metido en la bodega y no lo veía',
      'Licencia de montacargas no tiene, el montacargas nomás lo manejo yo',
      'En la última pizca le encargué la cuadrilla de los de Oaxaca, como 15 o 16 batos',
      { retry: 'Eran 16, ya me acordé', key: 'cuadrilla' },
      'Simón, a toda madre. Si se regresa de San Diego aquí tiene jale',
      'No, es todo. Saludos',
    ],
    expected: {
      puesto: 'Ayudante de enología / laboratorio',
      meses: 36,
      tareas: [
        'Vendimia y recepción de uva',
        'Remontados y trasiegos',
        'Limpieza de depósitos y barricas',
        'Poda y trabajos de viña',
      ],
      higiene: 4,
      carretilla: false,
      cuadrilla: 16,
      recontratar: true,
    },
    outcome: 'completed',
  },
  // ───────────── Fifty-second blind set, tenant: es-seguridad (anios, servicios, habilitacion, arma?, turno, incidentes, puntualidad?, vigilantes?, comentario?)
  {
    id: 'es-t112',
    title:
      'Bata (mainland Equatorial Guinea), the head of security of a guarding firm in formal Equatoguinean Spanish ("Le saluda", "Señor", "Atentamente") on es-seguridad: years in the trade from the end of military service beside years with him ("desde que terminó el servicio militar en 2015, y conmigo cinco años": asked again, 11), the port gate, night rounds and escorting foreign managers with CCTV excluded in words, a licence that "se le vence en enero" and is being renewed (yes), "solo porra y linterna" (no), "Una semana de día y otra de noche" (Rotativo), a late relief at the road checkpoints beside a 3, six guards in his shift (6), a pasted signature with a +240 number under the comment',
    tags: ['spanish', 'unit', 'multiple', 'negation', 'signature', 'optional'],
    questionnaire: 'es-seguridad',
    locale: 'es',
    candidate: { firstName: 'Anacleto', lastName: 'Ndong Obiang' },
    says: [
      'Buenas tardes, Señor. Le saluda el Jefe de Seguridad de una empresa de vigilancia en Bata. El Sr. Anacleto lleva en la seguridad desde que terminó el servicio militar en 2015, y conmigo cinco años',
      { retry: 'En total once años, Señor', key: 'anios' },
      'Hacía la garita de la entrada del puerto, controlando camiones y personal, y las rondas por el perímetro de noche. Las cámaras no, eso lo lleva la central. Y a veces acompañaba a los directivos extranjeros del aeropuerto al hotel',
      'Sí, el carné del Ministerio lo tiene en vigor, se le vence en enero y ya está haciendo la renovación',
      'No. Aquí los vigilantes privados no llevan arma, solo porra y linterna',
      'Una semana de día y otra de noche, así rotamos todos',
      'Cuando hubo el intento de robo de gasoil en el depósito, dio la alarma y nadie salió herido. Le pongo un cinco',
      'Al relevo a veces llegaba tarde por los controles de la carretera de Mbini, pero siempre avisaba. Tres',
      'En su turno llevaba a seis chicos, él era el jefe de puesto',
      'Que es un hombre serio y que habla francés con los camioneros de Camerún y Gabón.\nAtentamente,\nPlácido Mba Nsue\nJefe de Seguridad\nBioko Vigilancia S.L. – Delegación de Bata\nTel.: +240 222 123 456',
    ],
    expected: {
      anios: 11,
      servicios: ['Control de accesos', 'Rondas y patrullaje', 'Escolta y transporte de fondos'],
      habilitacion: true,
      arma: false,
      turno: 'Rotativo',
      incidentes: 5,
      puntualidad: 3,
      vigilantes: 6,
      comentario: { has: ['francés'] },
    },
    outcome: 'completed',
  },
  // ───────────── Fifty-fourth blind set, built-in (held out)
  {
    id: 'es-r83',
    title:
      'Soldeu (Andorra), the director of a ski school at Grandvalira who begins in Catalan and goes on in Spanish with Catalan and French words ("perdona, en castellano", "Els horaris", "i tant!", "Gràcies! Bona tarda"): months as three winter seasons and a summer at the bike park (asked again: "Entre 17 y 18... pon 18"), "Un 4 o un 5... déjame pensar" (asked again: 4), a level of a sports diploma beside a 5, a question back that splits teamwork ("¿con los otros monitores o con los clientes?": asked again, 5), a 3 that refers back to the improvements, "No ha tenido grupo a su cargo, no lo sé" (blank), a goodbye that is no comment',
    tags: [
      'spanish',
      'unit',
      'range',
      'hedge',
      'question-back',
      'dont-know',
      'emoji',
      'number-in-word',
    ],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Facundo', lastName: 'Iriarte' },
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
      'tea',
      'rlb',
      'pro',
      'lea',
      'reh',
      'cmt',
    ],
    says: [
      "Bon dia! Soc el director de l'escola d'esquí de Soldeu... perdona, en castellano: soy el director de la escuela de esquí de Soldeu, en Grandvalira, y Facundo era monitor en mi equipo",
      'Tres temporadas de invierno, de diciembre a abril, y un verano en el bike park',
      { retry: 'Entre 17 y 18... pon 18', key: 'monthsKnown' },
      'Con los niños del jardín de nieve es un fenómeno, y habla castellano, inglés y se defiende en francés con los clientes de Toulouse',
      'Els horaris... los horarios: a veces llegaba justo al punto de encuentro con las botas desabrochadas 😅',
      'Un 4 o un 5... déjame pensar',
      { retry: 'Vale, 4', key: 'communication' },
      'Es Técnico Deportivo nivel 2 y esquía de maravilla. 5',
      '¿Trabajo en equipo con los otros monitores o con los clientes?',
      {
        retry: 'Con los monitores. Muy de grupo, siempre echa una mano con los cursillos. 5',
        key: 'teamwork',
      },
      'Ya te he dicho lo de las botas 😂 un 3',
      'Cuando pararon el telecabina por el viento bajó a sus ocho niños por la pista verde sin ningún drama. 5',
      'No ha tenido grupo a su cargo, no lo sé',
      'Sí, la temporada que viene si quiere, i tant!',
      'Gràcies! Bona tarda',
    ],
    expected: {
      relationship: { has: ['esquí'] },
      monthsKnown: 18,
      strengths: { has: ['niños'] },
      improvements: { has: ['botas'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 5,
      reliability: 3,
      problem_solving: 5,
      wouldRehire: true,
    },
    outcome: 'completed',
  },
  // ───────────── Fifty-fourth blind set, tenant: es-tabaqueria (puesto, meses, tareas, calidad, puros?, galera?, vitolas?, recontratar, comentario?)
  {
    id: 'es-t113',
    title:
      'Pinar del Río (Cuba), the head of a rolling room in a cigar factory in Cuban words ("Qué volá", "asere", "compay", "guajiro", "la norma", "el lector", "se fue la corriente"): "torcedor, de séptima categoría" (Torcedor/a), an answer to another question where months are asked ("saca su norma de 120 Robustos en la jornada": asked again, "después del ciclón Ian … ponle 50"), the bunch and the wrapper with the wetting, the de-stemming and the sorting by colours excluded in words, "el revisor casi nunca le bota uno" beside a 5, the cigars a day he already gave (asked again if it was not kept: 120), quiet while the reader reads beside a 4, the Lanceros (yes), a comment with an apology for a power cut',
    tags: [
      'spanish',
      'wrong-question',
      'unit',
      'multiple',
      'negation',
      'optional',
      'number-in-word',
    ],
    questionnaire: 'es-tabaqueria',
    locale: 'es',
    candidate: { firstName: 'Yoandry', lastName: 'Cabrera Hernández' },
    says: [
      'Qué volá. Yo soy el jefe de galera en la fábrica de tabacos aquí en Pinar del Río. Yoandry es torcedor, de séptima categoría, de los buenos',
      'Ese guajiro saca su norma de 120 Robustos en la jornada, todos los días, no es fácil',
      {
        retry:
          'Ah, los meses. Entró a la galera en octubre del 22, después del ciclón Ian, y sigue aquí. Ponle 50',
        key: 'meses',
      },
      'Él hace el bonche y la capa, el puro completo de tripa larga. La moja y el despalillo no, eso es de las compañeras del despalillo. La escogida tampoco',
      'Un 5 asere, sus Robustos tiran que da gusto, el revisor casi nunca le bota uno',
      { retry: '120, la norma, ya te dije', key: 'puros' },
      'En la galera bien, es jodedor, pero cuando el lector está leyendo la novela se calla. 4',
      'Sí, Robusto, Mareva, Corona, y ahora lo pusimos en los Lanceros que son los más difíciles',
      'Claro compay. Pero si se va pa Canarias como dice, que allá lo aprovechen',
      'Que es serio y que aprendió con su abuelo en una vega de San Juan y Martínez. Disculpa la demora, se fue la corriente y me quedé sin datos',
    ],
    expected: {
      puesto: 'Torcedor/a',
      meses: 50,
      tareas: ['Ligada y bonche (tripa y capote)', 'Torcido y terminación con capa'],
      calidad: 5,
      puros: 120,
      galera: 4,
      vitolas: true,
      recontratar: true,
      comentario: { has: ['abuelo'] },
    },
    outcome: 'completed',
  },
  // ───────────── Fifty-fourth blind set, built-in
  {
    id: 'es-r84',
    title:
      'Ciutadella (Menorca), the owner of an avarca workshop writing Spanish with Menorquí Catalan ("Som en Bep", "na Aina", "es taller", "Idò", "mem", "al·lota", "per descomptat", "Adéu!") and an autocorrect that turns avarques into "abarcas": "Dos anys i mig... dos años y medio" (30), a 4 for communication corrected two questions later inside the teamwork answer ("lo de antes de la comunicación ponle un 3, no un 4": 3, teamwork 5), "Cinc... cinco 😊", a machine that broke in August beside a 4, the two girls who help in summer beside a 4, a comment about design school',
    tags: ['spanish', 'correction', 'words', 'emoji', 'typos', 'multi-answer'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Aina', lastName: 'Pons Mercadal' },
    to: ['rel', 'mon', 'str', 'imp', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'reh', 'cmt'],
    says: [
      'Bon dia. Som en Bep Coll, de Avarques Coll en Ciutadella. Na Aina trabajaba en es taller conmigo, yo era su jefe',
      'Dos anys i mig... dos años y medio, perdona que me sale el menorquín',
      'Cose las abarcas a mano más rápido que yo, y eso que llevo cuarenta años. Las suelas de neumático las corta perfectas (abarcas no, avarques, el corrector me lo cambia)',
      'Idò, a veces se despista con los pedidos de la tienda online y manda un 38 al que pidió un 39',
      'Un 4',
      'Mem, 5. Es sa millor que he tenido',
      '5. Y perdona, lo de antes de la comunicación ponle un 3, no un 4, que con los turistas ingleses le cuesta',
      'Cinc... cinco 😊',
      'Cuando se estropeó la máquina de cortar las suelas en pleno agosto se apañó con el cúter y no perdimos ni un pedido. Un 4',
      'En verano llevaba a las dos al·lotes que vienen a ayudar. 4',
      'Sí, per descomptat. Por supuesto',
      'Que es muy buena al·lota y que se va a Barcelona a estudiar diseño. Adéu!',
    ],
    expected: {
      relationship: { has: ['taller'] },
      monthsKnown: 30,
      strengths: { has: ['suelas'] },
      improvements: { has: ['pedidos'] },
      communication: 3,
      technical_skill: 5,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      leadership: 4,
      wouldRehire: true,
      comments: { has: ['diseño'] },
    },
    outcome: 'completed',
  },
  // ───────────── Fifty-fourth blind set, tenant: es-tabaqueria
  {
    id: 'es-t114',
    title:
      'Breña Alta (La Palma), the owner of a small workshop of puros palmeros, a plain typist who writes full sentences with every accent and a few Canarian words ("nos viene despalillada de la cooperativa", "el palmero pequeño"): a candidate whose first name is Cristo, "Estuvo con nosotros dos años" set right in the next message ("me he equivocado … 30 meses") together with the tasks (the bunch, the wrapper and the boxes; the leaf comes de-stemmed), a 4 with a reason, "Entre 80 y 100, según la vitola" (asked again: 90), a refusal to rate the rolling room of a three-person workshop (blank), three sizes (yes), a comment about Tenerife',
    tags: ['spanish', 'correction', 'range', 'multiple', 'decline', 'optional', 'words'],
    questionnaire: 'es-tabaqueria',
    locale: 'es',
    candidate: { firstName: 'Cristo', lastName: 'Rodríguez Acosta' },
    says: [
      'Buenas tardes. Soy Candelaria Hernández, dueña de un pequeño taller de puros palmeros en Breña Alta. Cristo trabajaba como torcedor en nuestro taller.',
      'Estuvo con nosotros dos años.',
      'Disculpe, me he equivocado en lo anterior: fueron dos años y medio, 30 meses. Torcía y terminaba los puros con la capa, y también hacía los bonches. Los viernes ayudaba a anillarlos y a meterlos en las cajas de cedro. La hoja nos viene ya despalillada de la cooperativa.',
      'Le doy un 4. Sus puros tenían buen tiro, pero a veces le quedaban algo flojos de peso.',
      'Entre 80 y 100, según la vitola.',
      { retry: 'Pongamos 90, que es lo normal en un día corriente.', key: 'puros' },
      'En el taller somos solo mi marido, yo y él, así que prefiero no puntuar eso.',
      'Sí, hacía las tres que tenemos: la corona, el robusto y el palmero pequeño.',
      'Sí, sin ninguna duda.',
      'Se marcha a Tenerife porque su novia ha encontrado trabajo allí. Es un chico muy formal y lo vamos a echar de menos.',
    ],
    expected: {
      puesto: 'Torcedor/a',
      meses: 30,
      tareas: [
        'Ligada y bonche (tripa y capote)',
        'Torcido y terminación con capa',
        'Anillado, celofán y encajonado',
      ],
      calidad: 4,
      puros: 90,
      vitolas: true,
      recontratar: true,
      comentario: { has: ['Tenerife'] },
    },
    outcome: 'completed',
  },
  // ───────────── Fifty-fourth blind set, tenant: es-campo (explotacion, campanias, tareas, rendimiento, fitosanitarios?, encargado, cuadrilla?, comentario?)
  {
    id: 'es-t115',
    title:
      'Famaillá (Tucumán), the foreman of a lemon farm in lowercase without accents and Tucumán words ("q hace", "el chango", "los changos", "bien gaucho", "ura", "el bolson", "los bins", "la zafra"): lemons where the kind of farm is asked (Frutales), "cuatro cosechas de limon … y despues se iba a la zafra al ingenio" (4), picking and the tractor with pruning and the packing shed excluded in words, "2 bins por dia" beside a 5, "ni idea si tiene ese carnet" (blank), "el ultimo año si" (yes), "unos 12 o 15 changos" (asked again: 14), "bien gaucho" in the comment',
    tags: [
      'spanish',
      'typos',
      'words',
      'multiple',
      'negation',
      'dont-know',
      'range',
      'optional',
      'number-in-word',
    ],
    questionnaire: 'es-campo',
    locale: 'es',
    candidate: { firstName: 'Franco Ezequiel', lastName: 'Villagra' },
    says: [
      'q hace, soy el capataz de una finca de limon en famailla, tucuman. el chango cosechaba limon con nosotros',
      'cuatro cosechas de limon, de marzo a agosto, y despues se iba a la zafra al ingenio',
      'cosechaba con la tijera y el bolson y el ultimo año manejaba el tractor con los bins. poda no, y al galpon de empaque tampoco iba',
      'sacaba 2 bins por dia cuando los otros sacaban uno y medio. un 5 sin dudar',
      'ni idea si tiene ese carnet, aca las curas las hace una empresa de afuera',
      'el ultimo año si, le di una cuadrilla',
      'unos 12 o 15 changos',
      { retry: 'eran 14, ura, ya me acorde', key: 'cuadrilla' },
      'q es buen pibe, bien gaucho, y q si vuelve para marzo tiene lugar',
    ],
    expected: {
      explotacion: 'Frutales',
      campanias: 4,
      tareas: ['Recolección', 'Tractor y maquinaria'],
      rendimiento: 5,
      encargado: true,
      cuadrilla: 14,
      comentario: { has: ['gaucho'] },
    },
    outcome: 'completed',
  },
  // ───────────── Fifty-sixth blind set, built-in (held out)
  {
    id: 'es-r85',
    title:
      'Tower Hill (Orange Walk, Belize), the shift supervisor of a sugar factory writing Spanish with Belizean Kriol and English ("Ih da wahn haad worka, fi chroo", "di man dem", "Neva miss a shift", "Ih noh lead nobody", "Tenk yu"): months as sugar crops ("Desde el crop del 2022 hasta que cerró el crop este junio": asked again, 54), "Tree... I mean tres" (3), "Five. Cinco", "4 or 5" (asked again: 4), a flooded river beside a 5, "No sé, nunca le tocó un breakdown grande" (blank), "Skip dat one" (blank), "Yes man, anytime" (yes), a goodbye that is no comment',
    tags: ['spanish', 'unit', 'range', 'correction', 'words', 'dont-know', 'skip', 'emoji'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Wilmer', lastName: 'Tzib Cowo' },
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
      'Good afternoon. Yo soy shift supervisor en la sugar factory de Tower Hill, Orange Walk. Wilmer trabajaba en el boiler house en mi shift, yo era su supervisor directo',
      'Desde el crop del 2022 hasta que cerró el crop este junio',
      {
        retry: 'Ok, en meses: desde diciembre 2021 hasta junio de este año, 54',
        key: 'monthsKnown',
      },
      'Ih da wahn haad worka, fi chroo. Sabe leer el pressure del boiler mejor que nadie y en el night shift nunca se duerme',
      'El paperwork. Los log sheets los llena tarde y con una letra que nadie entiende 😂',
      'Tree... I mean tres. Habla poco, mas que todo con los del day shift',
      'Five. Cinco',
      '4 or 5, di man dem like him',
      { retry: 'Put 4', key: 'teamwork' },
      'Neva miss a shift, not even when di New River flood di road to Tower Hill. 5',
      'No sé, nunca le tocó un breakdown grande en su shift',
      'Lead? Ih noh lead nobody, es operator. Skip dat one',
      'Yes man, anytime. Si regresa pa el próximo crop lo agarro de una vez',
      'Dat da all. Tenk yu',
    ],
    expected: {
      relationship: { has: ['boiler'] },
      monthsKnown: 54,
      strengths: { has: ['pressure'] },
      improvements: { has: ['log sheets'] },
      communication: 3,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      wouldRehire: true,
    },
    outcome: 'completed',
  },
  // ───────────── Fifty-sixth blind set, tenant: es-salmonicultura (puesto, meses, tareas, seguridad, dias?, convivencia?, matricula?, recontratar, comentario?)
  {
    id: 'es-t116',
    title:
      'Quellón (Chiloé), the head of a salmon-farm site in lowercase without accents and Chilean and Chilote words ("wena", "pucha", "cabro", "sipo, al tiro", "harto", "ya pue", "la morta", "los loberos"): a hand who fed from the barge while the feeder was on sick leave (asked which: "ponle operario no mas", Operario/a de centro), a year set right inside the months ("pa la cosecha del 2023... no, del 2022, en octubre, y se fue ahora en mayo": asked again, 43), dead fish, silage, nets, sea-lion nets, feeding and the wellboat with diving excluded in words ("al agua no se tiraba que no es buzo"), "haciamos 8x6, ocho adentro y seis en la casa" (8), a football team beside a 4, "ni idea si la tiene al dia" (blank), a comment about boats',
    tags: [
      'spanish',
      'typos',
      'correction',
      'unit',
      'multiple',
      'negation',
      'dont-know',
      'number-in-word',
      'optional',
    ],
    questionnaire: 'es-salmonicultura',
    locale: 'es',
    candidate: { firstName: 'Yerko', lastName: 'Cárcamo Millán' },
    says: [
      'wena, soy el jefe de centro de un centro de salmones frente a quellon. el yerko trabajo conmigo de operario, aunque los ultimos meses le hacia de alimentador en el ponton cuando el toño andaba con licencia',
      { retry: 'ponle operario no mas, ese era su contrato', key: 'puesto' },
      'entro pa la cosecha del 2023... no, del 2022, en octubre, y se fue ahora en mayo',
      { retry: 'son 43 meses, lo saque de los finiquitos', key: 'meses' },
      'sacaba la morta todos los dias y la llevaba al ensilaje, cambiaba redes y parchaba los loberos cuando los lobos los rompian. alimentaba tambien en la sala de camaras cuando faltaba gente. al agua no se tiraba que no es buzo. y en la cosecha ayudaba a cargar el wellboat',
      'pucha siempre con el chaleco puesto, hasta pa ir al baño del ponton jaja. un 5',
      'haciamos 8x6, ocho adentro y seis en la casa',
      'un 4, buen cabro pero cuando pierde el colo colo no le habla a nadie',
      'ni idea si la tiene al dia, eso lo ve la oficina en puerto montt',
      'sipo, al tiro',
      'que es de queilen y sabe harto de lanchas, se crio en el mar. ya pue, saludos',
    ],
    expected: {
      puesto: 'Operario/a de centro (jaulas, redes y mortalidad)',
      meses: 43,
      tareas: [
        'Alimentación (cámaras y sopladores)',
        'Retiro de mortalidad y ensilaje',
        'Cambio y mantención de redes y loberos',
        'Cosecha y carga al wellboat',
      ],
      seguridad: 5,
      dias: 8,
      convivencia: 4,
      recontratar: true,
      comentario: { has: ['lanchas'] },
    },
    outcome: 'completed',
  },
  // ───────────── Fifty-sixth blind set, built-in
  {
    id: 'es-r86',
    title:
      'Oruro (Bolivia), the owner of a workshop that embroiders Diablada and Morenada costumes, in Andean Spanish ("pues", "nomás", "siempre", "ya", "sabe llegar", "había sido", "Diosito", "api con pastel"): months as carnivals ("Desde la entrada del Carnaval del 2023 hasta el Carnaval de este año, tres carnavales": asked again, 36), "un 3 nomás le pongo" that refers back to the improvements, "Cinco ya" (5), teamwork and reliability in one message (4 and 5) and "Ya le dije pues, cinco" when reliability is asked, a question back that splits problem solving ("¿De los trajes o de la gente?": asked again, 4), "Eso mismo es liderazgo pues. 4 también", a blessing in the comment',
    tags: ['spanish', 'unit', 'words', 'multi-answer', 'question-back'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Maribel', lastName: 'Quispe Choque' },
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
      'Buenas tardes señor. Yo soy la dueña de un taller de bordados en Oruro, hacemos trajes de diablada y de morenada pues. La Maribel ha sido mi bordadora, ayudante nomás era al principio',
      'Desde la entrada del Carnaval del 2023 hasta el Carnaval de este año, tres carnavales siempre ha bordado conmigo',
      { retry: 'Tres años justitos, 36 meses pues', key: 'monthsKnown' },
      'Las escamas de las caretas y los dragones del pecho los borda con hilo de oro bien parejito, ni se nota la costura. Harta paciencia tiene',
      'Es calladita, no sabe avisar cuando no le alcanza el tiempo y después de noche nomás se queda bordando hasta tarde. Eso tiene que mejorar',
      'Por eso mismo un 3 nomás le pongo',
      'Cinco ya',
      'Con las otras chicas bien se lleva, en las mañanas se comparten su api con pastel. 4. Y puntual también es, cinco, sabe llegar tempranito a las 7',
      'Ya le dije pues, cinco',
      '¿Problemas cómo será? ¿De los trajes o de la gente?',
      {
        retry:
          'Una vez a la fraternidad le faltaban 20 trajes de china supay a una semana de la entrada y ella había sido la que organizó a las chicas por turnos. Un 4 le doy',
        key: 'problem_solving',
      },
      'Eso mismo es liderazgo pues. 4 también',
      'Claro que sí, si quiere volver para la entrada del próximo año aquí la espero',
      'Que es una joya esa chica, Diosito le va a ayudar. Gracias nomás',
    ],
    expected: {
      relationship: { has: ['bordadora'] },
      monthsKnown: 36,
      strengths: { has: ['hilo de oro'] },
      improvements: { has: ['tiempo'] },
      communication: 3,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 4,
      leadership: 4,
      wouldRehire: true,
      comments: { has: ['joya'] },
    },
    outcome: 'completed',
  },
  // ───────────── Fifty-sixth blind set, tenant: es-salmonicultura
  {
    id: 'es-t117',
    title:
      'Frøya (Norway), a Chilean site manager from Puerto Montt eleven years in Norway writing Spanish with Norwegian farm words ("driftsleder", "fôringsoperatør", "fôrflåte", "lus", "avlusning", "dødfisk", "merd", "båtførerbevis", "Ja, klart!", "kjempebra", "Ha det!"): the feeder on the feed barge (Alimentador/a), "Entre 20 y 21 meses" (asked again: 21), feeding and lice counts and delousing with nets and dead fish excluded in words (a service firm, an automatic pump), a question back on the scale ("¿De 1 a 5 o de 1 a 6? Acá en Noruega las notas del colegio son de 1 a 6": asked again, 4), "14/14 … pero él hacía 7 y 7" (7), "Paso" (blank), a Norwegian boat licence offered as the equivalent ("Eso cuenta ¿no?": yes), a comment about learning Norwegian',
    tags: [
      'spanish',
      'range',
      'question-back',
      'unit',
      'multiple',
      'negation',
      'skip',
      'number-in-word',
      'optional',
    ],
    questionnaire: 'es-salmonicultura',
    locale: 'es',
    candidate: { firstName: 'Iago', lastName: 'Lema Castiñeira' },
    says: [
      'Hola! Soy chileno, de Puerto Montt, pero llevo 11 años en Noruega. Ahora soy driftsleder (jefe de centro) en una granja en Frøya. Iago era fôringsoperatør, o sea alimentador, en la fôrflåte, la barcaza de alimentación',
      'Entre 20 y 21 meses, no me acuerdo si entró en agosto o septiembre del 24',
      { retry: 'Lo miré en el sistema: 21', key: 'meses' },
      'Alimentaba desde la fôrflåte con las cámaras, y los lunes contaba lus... cáligus, piojos, en los muestreos. En las avlusning (los baños) también ayudaba. Redes no, acá eso lo hace una empresa de servicio. Y la dødfisk tampoco, la saca una bomba automática',
      '¿De 1 a 5 o de 1 a 6? Acá en Noruega las notas del colegio son de 1 a 6 jaja',
      {
        retry: 'Ok, de 1 a 5: un 4. Una vez salió a la merd sin avisar por radio con viento fuerte',
        key: 'seguridad',
      },
      'Acá se trabaja 14/14, catorce días adentro y catorce libres, pero él hacía 7 y 7 porque tiene una hija chica en Trondheim',
      'Paso, yo no vivo en la base',
      'La matrícula chilena no, pero tiene el båtførerbevis, el carnet noruego de lancha. Eso cuenta ¿no?',
      'Ja, klart! Sí, obvio',
      'Que aprendió noruego en un año, kjempebra. Ha det!',
    ],
    expected: {
      puesto: 'Alimentador/a (sala de control del pontón)',
      meses: 21,
      tareas: ['Alimentación (cámaras y sopladores)', 'Muestreos, conteo de cáligus y baños'],
      seguridad: 4,
      dias: 7,
      matricula: true,
      recontratar: true,
      comentario: { has: ['noruego'] },
    },
    outcome: 'completed',
  },
  // ───────────── Fifty-sixth blind set, tenant: es-socorrismo (puesto, temporadas, titulaciones, vigilancia, trato?, rescates?, cursillos?, recomendacion?, recontratar, comentario?)
  {
    id: 'es-t118',
    title:
      'Benidorm (Alicante), the coordinator of the beach lifeguard service with Valencian and tourists\' English ("Xe", "los guiris", "no worries mate", "el titulín"): the lifeguard of tower 4 on Poniente (Socorrista de playa), seasons as a list of years with two gaps ("2019, 2021, 2022, 2025 y este verano": 5), the beach, defibrillator and jet-ski certificates in force with the pool one lapsed in March, "medio dormida bajo la sombrilla 😅" beside a 4, "entre 10 y 15" rescues (asked again: 12), "Cursillos no. Daba aquagym … eso no es lo mismo, ¿no?" (no), "Un nueve y medio" on the 0–10 score (9.5), then called away on the radio for a lost child before the required last question: open',
    tags: [
      'spanish',
      'unit',
      'range',
      'multiple',
      'negation',
      'question-back',
      'words',
      'emoji',
      'optional',
      'required-miss',
    ],
    questionnaire: 'es-socorrismo',
    locale: 'es',
    candidate: { firstName: 'Nerea', lastName: 'Llorca Ivars' },
    says: [
      'Buenas! Soy el coordinador del servicio de salvamento de las playas de Benidorm. Nerea estaba de socorrista en la torre 4 de Poniente, la de la bandera morada de las medusas jaja',
      '2019, 2021, 2022, 2025 y este verano. El 2020 no abrimos por el covid y el 23 y el 24 se fue a Australia de lifeguard',
      { retry: 'Cinco temporadas', key: 'temporadas' },
      'Tiene al día el de playa y el DEA, y el titulín de la moto de agua también. El de piscina lo tenía pero le caducó en marzo y no lo ha renovado',
      'Un 4. El móvil en la torre ni lo saca, pero algún mediodía de agosto la pillé medio dormida bajo la sombrilla 😅',
      'Con los guiris genial, habla inglés con acento australiano, "no worries mate" jaja. Con los abuelos del Imserso también. Xe, un 5',
      'Rescates de verdad entre 10 y 15, sin contar las picaduras de medusa que fueron mil',
      { retry: 'Pon 12', key: 'rescates' },
      'Cursillos no. Daba aquagym a los del hotel de enfrente por las tardes, pero eso no es lo mismo, ¿no?',
      'Un nueve y medio',
      'Perdona, me llaman por la emisora, hay un crío perdido en la torre 6. Luego sigo',
    ],
    expected: {
      puesto: 'Socorrista de playa',
      temporadas: 5,
      titulaciones: [
        'Socorrismo en espacios naturales (playa)',
        'Primeros auxilios y DEA',
        'Patrón de embarcación o moto de agua',
      ],
      vigilancia: 4,
      trato: 5,
      rescates: 12,
      cursillos: false,
      recomendacion: 9.5,
    },
    outcome: 'open',
  },
  // ───────────── Fifty-eighth blind set, built-in (held out)
  {
    id: 'es-r87',
    title:
      'Santa Ana (El Salvador), the head of a coffee processing plant writing Salvadoran Spanish ("vaya pues", "puchica", "la corta", "pa no atrasarlo", "De a cachete", "la cipota", "Ahí nos vidrios"): months as coffee harvests with a range ("entró para la corta del 2022 … Como tres años, o tres y medio": asked again, 40), a question back asking to send a voice note before the strengths, all six ratings in one message when communication is asked (3, 5, 4, 5, "resolver problemas 3 o 4" asked again: 4, "liderazgo no le sabría decir": blank), "De a cachete que sí!" (yes), a goodbye inside the comment',
    tags: ['spanish', 'unit', 'range', 'question-back', 'multi-answer', 'dont-know', 'emoji'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Karla Yamileth', lastName: 'Guardado Portillo' },
    to: ['rel', 'mon', 'mon', 'str', 'str', 'imp', 'com', 'pro', 'reh', 'cmt'],
    says: [
      'Buenas tardes, vaya pues. Yo soy el jefe de planta del beneficio de café aquí en Santa Ana. La Karla trabajó conmigo, primero de catadora y después de encargada de la bodega de pergamino',
      'Puchica, déjeme ver... entró para la corta del 2022 y se fue al terminar la corta pasada. Como tres años, o tres y medio',
      { retry: 'Ya vi la planilla: 40 meses', key: 'monthsKnown' },
      '¿Le puedo mandar mejor un audio? Es que con el dedo escribo bien despacio',
      'Ah va, bueno. Tiene un paladar bien fino, en la mesa de catación saca un defecto de fermento en una taza que los demás ni sentimos. Y la bodega la tenía bien ordenadita, cada lote con su tarjeta',
      'Que se pone nerviosa cuando vienen los compradores de afuera y habla bien bajito, hay que sacarle las palabras',
      'Mire, le pongo todo de una vez pa no atrasarlo: comunicación 3, lo técnico 5 sin duda, trabajo en equipo 4, responsabilidad 5, resolver problemas 3 o 4, y liderazgo no le sabría decir porque no tenía gente a cargo',
      {
        retry:
          'Póngale 4. Una vez se mojó un lote en la bodega y ella solita lo sacó a secar al patio',
        key: 'problem_solving',
      },
      'De a cachete que sí! Ojalá regrese',
      'Solo eso, que es bien trabajadora la cipota. Ahí nos vidrios 👋',
    ],
    expected: {
      relationship: { has: ['catadora'] },
      monthsKnown: 40,
      strengths: { has: ['paladar'] },
      improvements: { has: ['compradores'] },
      communication: 3,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 4,
      wouldRehire: true,
      comments: { has: ['trabajadora'] },
    },
    outcome: 'completed',
  },
  // ───────────── Fifty-eighth blind set, tenant: es-astillero (oficio, meses, trabajos, calidad, seguridad?, horas?, homologacion?, recontratar, comentario?)
  {
    id: 'es-t119',
    title:
      'Raos (the bay of Santander, Cantabria), the head of the steel shop at a ship-repair yard with Cantabrian words ("mozuco", "apañado", "¡Ay va!", "arrimamos todos"): a welder moved to plating after a year (Calderero/a), months as the ships he came and went with ("Entró con el ferry de Brittany … y se fue con el atunero de Bermeo … Dos años y medio largos": asked again, 30), plating in the double bottom, templates and oxy-cutting, welding and scaffolding with piping, shafts and blasting excluded in words, "De unas 300 soldaduras … le echaron para atrás 2. Un 5 como una casa" (5), a refusal of the optional safety rating ("Eso pregúntaselo al de prevención": blank), "De 7 a 7, quitando la hora del bocadillo y la comida" (asked again: 11), "la 6G … hasta 2027" (yes)',
    tags: [
      'spanish',
      'unit',
      'hedge',
      'multiple',
      'negation',
      'number-in-word',
      'decline',
      'optional',
    ],
    questionnaire: 'es-astillero',
    locale: 'es',
    candidate: { firstName: 'Rubén', lastName: 'Gutiérrez Saiz' },
    says: [
      'Buenas. Soy el encargado de calderería de un astillero de reparación en Raos, en la bahía de Santander. El Rubén entró de soldador pero al año lo pasé a calderero porque trazaba mejor que los oficiales viejos, y de calderero se quedó',
      'Entró con el ferry de Brittany que vino a varar en enero del 23 y se fue con el atunero de Bermeo, el verano pasado. Dos años y medio largos',
      { retry: 'Lo he mirado en las nóminas, 30 meses', key: 'meses' },
      'Cambio de chapa en el doble fondo y en los tanques de lastre, trazaba las plantillas y cortaba con el oxicorte. Soldar soldaba todo lo suyo, claro. Andamios en el dique también le tocaba montar, que ahí arrimamos todos. Tubería no, y a la bocina y los ejes ni se acercaba, eso es de los mecánicos. Granallar y pintar lo hace la subcontrata',
      'De unas 300 soldaduras que le radiografiaron el año pasado le echaron para atrás 2. Un 5 como una casa',
      'Eso pregúntaselo al de prevención, yo en eso no me meto',
      'De 7 a 7, quitando la hora del bocadillo y la comida',
      { retry: 'Pon 11', key: 'horas' },
      'Sí, tiene la 6G homologada por la Lloyd’s, le vale hasta 2027',
      '¡Ay va! Pues claro, hombre. Si se cansa de Bilbao que me llame',
      'Que es un mozuco muy apañado, y calla y trabaja, que hoy en día es mucho. Un saludo',
    ],
    expected: {
      oficio: 'Calderero/a o montador/a de acero',
      meses: 30,
      trabajos: [
        'Soldadura de planchas y refuerzos (cambio de chapa)',
        'Corte y trazado de acero (oxicorte, plantillas)',
        'Andamios y trabajos en altura',
      ],
      calidad: 5,
      horas: 11,
      homologacion: true,
      recontratar: true,
      comentario: { has: ['apañado'] },
    },
    outcome: 'completed',
  },
  // ───────────── Fifty-eighth blind set, built-in
  {
    id: 'es-r88',
    title:
      'Cuenca (Ecuador), the owner of a toquilla-straw hat workshop in Cuencano Spanish ("ve", "full", "¿mande?", "mismo", "chuta", "de ley", "dame avisando"): months from a festival to a festival ("Desde el Pase del Niño del 2023 hasta las fiestas de Cuenca de este noviembre": asked again, "Serán unos 35 meses... sí, 35"), a rating in words ("Full buena": asked again, 5), a question back ("¿Mande? ¿Técnica de qué mismo, del tejido?": asked again, a weave grade beside the 5), "Chuta, esa sí un 3", "De ley un 4", "No ha mandado a nadie, no sabría decirle" (blank), "De ley" alone for the rehire (yes)',
    tags: ['spanish', 'unit', 'hedge', 'words', 'question-back', 'number-in-word', 'dont-know'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Fernanda', lastName: 'Quizhpi Tenesaca' },
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
      'Buenas tardes. Yo soy dueño de un taller de sombreros de paja toquilla aquí en Cuenca, en San Roque. La Fernanda trabajó en mi taller, primero de tejedora y después en el acabado, el azocado y el planchado',
      'Desde el Pase del Niño del 2023 hasta las fiestas de Cuenca de este noviembre',
      { retry: 'Serán unos 35 meses... sí, 35', key: 'monthsKnown' },
      'Teje finísimo ve, y no se cansa. Los sombreros de ella salen sin una sola fallita',
      'Que no se deje de los intermediarios, cuando yo no estoy les acepta cualquier precio',
      'Full buena',
      { retry: 'Un 5 pues', key: 'communication' },
      '¿Mande? ¿Técnica de qué mismo, del tejido?',
      {
        retry: 'Ya, del tejido un 5. Teje hasta grado 12, que aquí en Cuenca ya casi nadie',
        key: 'technical_skill',
      },
      '4, se lleva bien con todas las tejedoras',
      'Chuta, esa sí un 3. Los lunes llega tardísimo',
      'De ley un 4. Cuando se nos mojó la paja en el invierno ella sabía cómo secarla sin que se ponga amarilla',
      'No ha mandado a nadie, no sabría decirle',
      'De ley',
      'Que es bien honrada. Y dame avisando si la contratan, ya?',
    ],
    expected: {
      relationship: { has: ['tejedora'] },
      monthsKnown: 35,
      strengths: { has: ['teje'] },
      improvements: { has: ['intermediarios'] },
      communication: 5,
      technical_skill: 5,
      teamwork: 4,
      reliability: 3,
      problem_solving: 4,
      wouldRehire: true,
      comments: { has: ['honrada'] },
    },
    outcome: 'completed',
  },
  // ───────────── Fifty-eighth blind set, tenant: es-astillero
  {
    id: 'es-t120',
    title:
      'Callao (Peru), the dock master of a dry dock that repairs fishing boats, in lowercase with Peruvian words and abbreviations ("habla", "bolicheras", "causa", "mostro", "ya pe", "chambero", "achorado", "q", "xq", "tb"): a certified welder (Soldador/a), months as fishing closures ("ha hecho 4 vedas … 2 vedas al año, osea como 2 años. pero entre veda y veda tb se quedaba": asked again, 26), hull plating in the bow and the fish holds and oxy-cutting with one job on a bilge-pump line that "no cuenta" and no painting, X-ray plates beside a 5, a question back that splits safety ("seguridad en q? en el dique o adentro en los tanques?": asked again, 3), the hours and the rehire in one message ("en veda 12 horas diarias, de 7 a 7. y si, claro q lo vuelvo a contratar": 12 and yes), "3G y 4G de senati" (yes)',
    tags: [
      'spanish',
      'typos',
      'unit',
      'hedge',
      'multiple',
      'negation',
      'question-back',
      'multi-answer',
      'number-in-word',
      'optional',
    ],
    questionnaire: 'es-astillero',
    locale: 'es',
    candidate: { firstName: 'Jhon Alexis', lastName: 'Ccahuana Rojas' },
    says: [
      'habla, buenas tardes. soy jefe de dique en un astillero del callao, reparamos bolicheras y algun remolcador. el jhon es soldador, homologado y todo',
      'ha hecho 4 vedas con nosotros, son 2 vedas al año, osea como 2 años. pero entre veda y veda tb se quedaba a veces en mantenimiento',
      { retry: 'ya, lo vi en la planilla: 26 meses', key: 'meses' },
      'soldaba casco, cambio de plancha en la proa y en las bodegas de pescado, las barandas tb. cortaba con oxicorte cuando faltaba gente. una vez le metio mano a la tuberia de la bomba de achique pero una vez nomas, eso no cuenta. pintura nada',
      'es un mostro soldando causa, sus cordones salen parejitos y las placas de rayos x salen limpias. 5 fijo',
      'seguridad en q? en el dique o adentro en los tanques? xq son cosas distintas',
      {
        retry:
          'ya pe, en los tanques cumple todo, con su vigia y su medidor de gases. en el dique a veces se saca el casco por el calor. un 3',
        key: 'seguridad',
      },
      'en veda 12 horas diarias, de 7 a 7. y si, claro q lo vuelvo a contratar, ya le dije q regrese pa la proxima veda en abril',
      'si tiene, su certificado 3G y 4G de senati, vigente hasta el otro año',
      'q es bien chambero y nada achorado, no se mete en broncas con nadie. eso nomas, saludos',
    ],
    expected: {
      oficio: 'Soldador/a',
      meses: 26,
      trabajos: [
        'Soldadura de planchas y refuerzos (cambio de chapa)',
        'Corte y trazado de acero (oxicorte, plantillas)',
      ],
      calidad: 5,
      seguridad: 3,
      horas: 12,
      homologacion: true,
      recontratar: true,
      comentario: { has: ['chambero'] },
    },
    outcome: 'completed',
  },
  // ───────────── Fifty-eighth blind set, tenant: es-gasolinera (puesto, meses, turnos, caja, trato?, horas?, curso?, recontratar, comentario?)
  {
    id: 'es-t121',
    title:
      'Liberia (Guanacaste, Costa Rica), a daughter typing for her father, the owner of a gas station, relaying him in the third person with Tico words ("la bomba", "pistero", "diay", "pura vida", "upe", "carajillo", "tuanis", "la Caja"): the pump attendant as "pistero" (Expendedor/a), months her parents argue about ("Dice que como año y medio... diay, mi mamá le dice que fueron dos años": asked again, 22), afternoons, Sundays and holidays with nights excluded, "Dice que un 4 … 20 mil colones … Yo le pondría 5 pero bueno, él es el que sabe" (4, not her 5), "De 2 de la tarde a 10 de la noche" (8), a refusal of the course question relayed ("Dice que eso no lo contesta": blank), "Upe, dice que sí" (yes)',
    tags: [
      'spanish',
      'hedge',
      'multiple',
      'negation',
      'number-in-word',
      'decline',
      'emoji',
      'optional',
    ],
    questionnaire: 'es-gasolinera',
    locale: 'es',
    candidate: { firstName: 'Brayan', lastName: 'Villalobos Chaves' },
    says: [
      'Hola, buenas. Le escribo por mi papá, don Rodrigo Espinoza, el dueño de la bomba aquí en Liberia. Él no se lleva con el celular, entonces él me va diciendo y yo escribo 🙈 Dice que el Brayan era pistero',
      'Dice que como año y medio... diay, mi mamá le dice que fueron dos años y ahí están discutiendo 🙄',
      { retry: 'Ya lo buscaron en las planillas de la Caja: 22 meses', key: 'meses' },
      'Casi siempre la tarde, y los domingos y feriados. Noches no porque la bomba cierra a las 10',
      'Dice que un 4, que una vez le faltaron 20 mil colones pero después apareció el voucher del datáfono. Yo le pondría 5 pero bueno, él es el que sabe jaja',
      'Pura vida con los clientes, dice mi papá que hasta los gringos de los hoteles de playa le dejaban propina. 5',
      'De 2 de la tarde a 10 de la noche',
      'Dice que eso no lo contesta porque no se acuerda si el curso del INS lo llevó el Brayan o el otro muchacho',
      'Upe, dice que sí, que cuando quiera vuelve',
      'Nada más. Dice que le manda saludos, que es un carajillo muy tuanis. Pura vida!',
    ],
    expected: {
      puesto: 'Expendedor/a de combustible',
      meses: 22,
      turnos: ['Tarde', 'Fines de semana y festivos'],
      caja: 4,
      trato: 5,
      horas: 8,
      recontratar: true,
      comentario: { has: ['tuanis'] },
    },
    outcome: 'completed',
  },
  // ───────────── Sixtieth blind set, built-in (held out)
  {
    id: 'es-r89',
    title:
      'Santiago de los Caballeros (the Cibao, Dominican Republic), the owner of a cake shop in Cibaeño spelling, with final s dropped and r and l said as i ("lo bizcocho", "poique", "resolvei", "ahoita", "jevi", "de lo último", "la guagua", "tíguera"): "como 3 año y pico" (asked again: "Treinta y ocho meses, lo busqué en la libreta"), then the months set right inside the strengths ("en lo del tiempo me equivoqué de página: son 40 meses, no 38": 40), a rating that refers back to the improvements ("Poi lo de lo lune, un 3"), "E una tíguera pa resolvei" with no number (asked again: 5), "eso no sé decirle" (blank), "Ahoita mismo si ella quiere" (yes)',
    tags: ['spanish', 'typos', 'hedge', 'words', 'correction', 'wrong-question', 'dont-know'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Yudelka', lastName: 'Almánzar Tavárez' },
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
      'Buena tarde. Yo soy la dueña de una repostería en Santiago, en Los Jardines. Yudelka trabajó conmigo de ayudante de repostera, haciendo lo bizcocho y lo suspiro',
      'Uf, como 3 año y pico',
      { retry: 'Treinta y ocho meses, lo busqué en la libreta de pago', key: 'monthsKnown' },
      'Perdón, en lo del tiempo me equivoqué de página: son 40 meses, no 38. Y lo bueno de ella: el bizcocho le queda jevi, esponjosito, y el suspiro brillosito. Lo cliente la piden a ella por nombre',
      'Que llega tarde lo lune poique vive en Tamboril y la guagua se tarda un mundo',
      '4',
      'Un 5, de lo último',
      'Se lleva bien con toda. 5',
      'Poi lo de lo lune, un 3',
      'E una tíguera pa resolvei',
      {
        retry:
          '5. Cuando se fue la luz con tre bizcocho de boda en el horno, ella lo terminó en el horno de gas de la vecina',
        key: 'problem_solving',
      },
      'Ella no tiene gente a cargo, eso no sé decirle',
      'Ahoita mismo si ella quiere',
      'Que e una muchacha seria y honrada. Que Dios me la bendiga',
    ],
    expected: {
      relationship: { has: ['repostera'] },
      monthsKnown: 40,
      strengths: { has: ['bizcocho'] },
      improvements: { has: ['guagua'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 5,
      reliability: 3,
      problem_solving: 5,
      wouldRehire: true,
      comments: { has: ['honrada'] },
    },
    outcome: 'completed',
  },
  // ───────────── Sixtieth blind set, tenant: es-ingenio (puesto, meses, areas, seguridad, dias?, paradas?, certificado?, recontratar, comentario?)
  {
    id: 'es-t122',
    title:
      'Tala (Jalisco), the head of manufacturing at a cane sugar mill who answers every question with one or two words: "Tachero" (Tachero/a), "3 zafras" (asked again: "Veinte", 20), "Tachos", "5", "Diario" for days a week (7), "Bien" on the optional rating (asked again: 4), "No", "Si", and "No" to the optional comment (blank)',
    tags: ['spanish', 'short', 'unit', 'words', 'negation', 'optional'],
    questionnaire: 'es-ingenio',
    locale: 'es',
    candidate: { firstName: 'José de Jesús', lastName: 'Ramírez Orozco' },
    says: [
      'Tachero',
      '3 zafras',
      { retry: 'Veinte', key: 'meses' },
      'Tachos',
      '5',
      'Diario',
      { retry: 'Los 7', key: 'dias' },
      'Bien',
      { retry: '4', key: 'paradas' },
      'No',
      'Si',
      'No',
    ],
    expected: {
      puesto: 'Tachero/a',
      meses: 20,
      areas: ['Tachos y cristalización'],
      seguridad: 5,
      dias: 7,
      paradas: 4,
      certificado: false,
      recontratar: true,
    },
    outcome: 'completed',
  },
  // ───────────── Sixtieth blind set, built-in
  {
    id: 'es-r90',
    title:
      'Águilas (Murcia), the forewoman of a tomato packing house in Murcian speech ("la zagala", "pijo", "acho", "pos echa", "no ha faltao", "na gordo", "apañá"): months as packing campaigns ("Tres campañas, de septiembre a junio": asked again, 30), a question back that splits communication ("¿con los jefes o con las de la línea?": asked again, 4), a rating that refers back to the improvements, "nunca le ha tocao na gordo" (blank), then at the leadership question the reliability set right ("en lo de ser de fiar pon un 4, no un 5") and leadership refused ("eso prefiero no contestarlo": blank), a yes with a joke as a condition',
    tags: [
      'spanish',
      'unit',
      'question-back',
      'correction',
      'multi-answer',
      'decline',
      'dont-know',
    ],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Salma', lastName: 'El Idrissi' },
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
      'Buenas. Soy la encargada de un almacén de tomate en Águilas. La zagala estuvo conmigo en la línea de envasado, de envasadora',
      'Tres campañas, de septiembre a junio',
      { retry: 'Pos echa 30 meses', key: 'monthsKnown' },
      'Rapidísima en la línea, llena las tarrinas de cherry que da gusto verla y no se le cuela ni un tomate pocho',
      'Pijo, que no se calla ni debajo del agua jaja. Y se pica con las compañeras',
      '¿Comunicación con quién, con los jefes o con las de la línea?',
      { retry: 'Con los jefes bien, un 4', key: 'communication' },
      'Un cuatro',
      'Un 3, por lo que te he dicho',
      'Un 5, no ha faltao ni un día en tres campañas',
      'Acho no sé, nunca le ha tocao na gordo',
      'Espera, lo de antes: en lo de ser de fiar pon un 4, no un 5, que el año pasao se fue una semana a Marruecos sin avisar. Y liderazgo eso prefiero no contestarlo, que no manda a nadie y no quiero ponerle mala nota',
      'Sí, pero en otra línea, lejos de la Toñi jaja',
      'Na más, que es buena zagala y muy apañá',
    ],
    expected: {
      relationship: { has: ['envasadora'] },
      monthsKnown: 30,
      strengths: { has: ['cherry'] },
      improvements: { has: ['calla'] },
      communication: 4,
      technical_skill: 4,
      teamwork: 3,
      reliability: 4,
      wouldRehire: true,
      comments: { has: ['apañá'] },
    },
    outcome: 'completed',
  },
  // ───────────── Sixtieth blind set, tenant: es-ingenio
  {
    id: 'es-t123',
    title:
      'Miranda de Ebro (Burgos), the head of manufacturing at a beet-sugar factory who types formally with every accent and signs off with a pasted signature: a "cocedor" who ran the vacuum pans (Tachero/a), months as beet campaigns and the maintenance between them ("tres campañas de remolacha … y las dos intercampañas": asked again, 29), then at the areas question the previous answer set right ("una corrección a lo anterior: entró en septiembre de 2023, no en octubre, así que son 30 meses": 30) and the areas asked again (the pans and the centrifuges, the off-season maintenance of the evaporators, diffusion and purification excluded in words), "48 horas a la semana" in relays of 8 hours where days are asked (6), a refusal of the optional rating ("Prefiero no valorarlo": blank), a boiler licence he did not need there (yes), "Nada más" above the signature (no comment)',
    tags: [
      'spanish',
      'unit',
      'correction',
      'wrong-question',
      'multiple',
      'negation',
      'decline',
      'signature',
      'optional',
    ],
    questionnaire: 'es-ingenio',
    locale: 'es',
    candidate: { firstName: 'Sergio', lastName: 'Ortiz de Zárate' },
    says: [
      'Buenos días. Soy el jefe de fabricación de la azucarera de Miranda de Ebro. Sergio trabajó con nosotros de cocedor en la sección de cocción, llevaba los tachos de primera.',
      { retry: 'Tachero, sí, es lo mismo que aquí llamamos cocedor.', key: 'puesto' },
      'Hizo tres campañas de remolacha con nosotros y se quedó también en las dos intercampañas.',
      {
        retry: 'Disculpe. Desde octubre de 2023 hasta marzo de este año: veintinueve meses.',
        key: 'meses',
      },
      'Antes de seguir, una corrección a lo anterior: entró en septiembre de 2023, no en octubre, así que son 30 meses.',
      {
        retry:
          'En cocción, con los tachos de primera y de tercera, y en las centrífugas cuando faltaba gente. En la intercampaña ayudaba a limpiar y revisar los evaporadores. En la difusión y en la depuración no estuvo nunca.',
        key: 'areas',
      },
      'Muy bien. Cumple siempre con la consignación de los equipos antes de abrir un tacho. Un 5.',
      'En campaña trabajamos a relevos de 8 horas, 48 horas a la semana.',
      { retry: 'Seis días.', key: 'dias' },
      'Prefiero no valorarlo: en sus relevos apenas hubo paradas y no tengo con qué comparar.',
      'Sí, tiene el carné de operador de calderas, aunque aquí no le hacía falta.',
      'Sin ninguna duda.',
      'Nada más.\n\nUn saludo,\nIgnacio Ruiz de Gauna\nJefe de Fabricación\nAzucarera de Miranda\nTel. 947 33 12 45',
    ],
    expected: {
      puesto: 'Tachero/a',
      meses: 30,
      areas: [
        'Tachos y cristalización',
        'Centrífugas y secado del azúcar',
        'Reparación en tiempo muerto (fuera de zafra)',
      ],
      seguridad: 5,
      dias: 6,
      certificado: true,
      recontratar: true,
    },
    outcome: 'completed',
  },
  // ───────────── Sixtieth blind set, tenant: es-taller (anios, especialidades, diagnostico, categoria, herramienta?, vehiculos?, recontratar, comentario?)
  {
    id: 'es-t124',
    title:
      'Saltillo (Coahuila), the owner of a car workshop in norteño Spanish ("qué onda", "desde morro", "le mueve a los fierros", "bien perro", "el mero mero", "arre", "ocupo", "chambeador"): years in the trade as ages ("desde los 15 … y ya tiene 31": asked again, 16), general mechanics and the scanner with body work and tyres excluded in words, "un 5", the grade with a hedge ("Oficial de primera. Bueno, a veces me lo dejaba encargado": asked again, Oficial de primera), then at the tools question the diagnosis set right ("de lo de las fallas mejor ponle 4": 4) and the tools asked again (yes), cars a day as a range where a week is asked ("Unos 3 o 4 carros al día": asked again, 20), "Arre, sí" (yes)',
    tags: [
      'spanish',
      'unit',
      'range',
      'hedge',
      'multiple',
      'negation',
      'correction',
      'wrong-question',
      'optional',
    ],
    questionnaire: 'es-taller',
    locale: 'es',
    candidate: { firstName: 'Jesús Eduardo', lastName: 'Zertuche Valdés' },
    says: [
      'Qué onda. Tengo un taller aquí en Saltillo, por el Periférico. El Chuy trae el oficio desde morro, desde los 15 le mueve a los fierros, y ya tiene 31',
      { retry: '16 años pues', key: 'anios' },
      'Mecánica en general, afinaciones, frenos, suspensión. Y con el escáner le sabe bien, él saca los códigos. Hojalatería no, eso lo mandamos fuera. Llantas tampoco',
      'Bien perro pa encontrar fallas, un 5',
      'Oficial de primera. Bueno, a veces me lo dejaba encargado cuando me iba a Monterrey por refacciones',
      { retry: 'Oficial de primera, encargado no era', key: 'categoria' },
      'Oye, y de lo de las fallas mejor ponle 4, que el otro día no halló un corto en una Lobo y la trajeron de regreso',
      {
        retry: 'Sí, la caja de herramienta es suya, la anda pagando en abonos',
        key: 'herramienta',
      },
      'Unos 3 o 4 carros al día',
      { retry: 'Ponle 20 a la semana', key: 'vehiculos' },
      'Arre, sí',
      'Que es bien chambeador. Y ocupo que me avisen si se lo llevan jaja',
    ],
    expected: {
      anios: 16,
      especialidades: ['Mecánica general', 'Electricidad y diagnosis'],
      diagnostico: 4,
      categoria: 'Oficial de primera',
      herramienta: true,
      vehiculos: 20,
      recontratar: true,
      comentario: { has: ['chambeador'] },
    },
    outcome: 'completed',
  },
  // ───────────── Sixty-second blind set, built-in (held out)
  {
    id: 'es-r91',
    title:
      'Cádiz (the barrio de La Viña), the owner of a bar in gaditano spelling ("quillo", "Cái", "estao", "ejque", "ná", "er orden", "mu", "ozú", "mandao", "pisha"): months as summers ("Dos veranos y el invierno de en medio": asked again, "de mayo del 24 a septiembre del 25, 16 meses"), a rating out of ten ("Un 8 de 10": asked again, 4), "Ni fu ni fa" with no number (asked again: 3), "Eso no sé, no ha mandao a nadie" (blank), "Claro que sí pisha" (yes), "Ná más, que es un arte" as the comment',
    tags: ['spanish', 'typos', 'unit', 'hedge', 'dont-know'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Manuel Jesús', lastName: 'Quiñones Butrón' },
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
      'Buenas quillo. Soy Rafa, el dueño de un bar en La Viña, aquí en Cái. Manolo ha estao de camarero conmigo, en la barra y en la terraza',
      'Dos veranos y el invierno de en medio',
      { retry: 'Pues de mayo del 24 a septiembre del 25, 16 meses', key: 'monthsKnown' },
      'Ejque tiene un arte con los guiris que no veas, se sabe la carta en inglés y en alemán. Y lleva seis mesas a la vez sin apuntar ná',
      'Er orden. La barra la deja hecha un cristo cuando cierra',
      'Un 8 de 10',
      { retry: 'Pues un 4', key: 'communication' },
      'Ni fu ni fa, la cafetera no la domina',
      { retry: 'Un 3', key: 'technical_skill' },
      '5, mu compañero',
      'Un 4, no ha faltao ni el lunes de Carnaval',
      'Ozú, er día que se fue la luz en la final de la Champions se puso a vender los botellines del arcón con hielo en cubos. Un 5',
      'Eso no sé, no ha mandao a nadie',
      'Claro que sí pisha, mañana mismo',
      'Ná más, que es un arte. Un saludo',
    ],
    expected: {
      relationship: { has: ['camarero'] },
      monthsKnown: 16,
      strengths: { has: ['carta'] },
      improvements: { has: ['barra'] },
      communication: 4,
      technical_skill: 3,
      teamwork: 5,
      reliability: 4,
      problem_solving: 5,
      wouldRehire: true,
      comments: { has: ['arte'] },
    },
    outcome: 'completed',
  },
  // ───────────── Sixty-second blind set, tenant: es-floricultura (area, meses, labores, calidad, tallos?, temporadas?, curso?, recontratar, comentario?)
  {
    id: 'es-t125',
    title:
      'La Ceja (Antioquia), the supervisor of post-harvest at a rose farm in paisa words ("qué más", "la Yuli", "berraca", "los muchachos", "hágale pues", "listo pues"): months as high seasons ("Le tocaron 3 San Valentines y 2 Madres": asked again, 29), the grading by length and the bunching with the cold room and cutting excluded in words, stems an hour given as bunches of 25 ("30 bonches por hora, de 25 tallos cada uno": 750), an optional rating with a reason ("en Madres se me enfermó. Un 4"), "Eso sí no sé, pregúntele a la de salud ocupacional" (blank), a comment with a rose',
    tags: ['spanish', 'unit', 'multiple', 'negation', 'dont-know', 'optional', 'emoji'],
    questionnaire: 'es-floricultura',
    locale: 'es',
    candidate: { firstName: 'Yuliana Marcela', lastName: 'Zapata Arango' },
    says: [
      'Hola, buenas tardes. Yo soy la supervisora de poscosecha en una finca de rosas en La Ceja. La Yuli trabajó conmigo en la sala, clasificando y boncheando',
      'Le tocaron 3 San Valentines y 2 Madres con nosotros',
      { retry: 'Desde noviembre del 2022 hasta abril del 2025: 29 meses', key: 'meses' },
      'Clasificaba por largo, 40, 50 y 60, y boncheaba. También le ponía el capuchón al bonche. Al cuarto frío no entraba, eso es de los muchachos. Corte tampoco',
      'Berraca, casi no le devolvían bonches en el control de calidad. Un 5',
      'Boncheaba 30 bonches por hora, de 25 tallos cada uno',
      { retry: '750 tallos por hora', key: 'tallos' },
      'En San Valentín se quedaba hasta las 10 de la noche sin quejarse, pero en Madres se me enfermó. Un 4',
      'Eso sí no sé, pregúntele a la de salud ocupacional',
      'Claro que sí, hágale pues',
      'Que es muy juiciosa y responsable. Listo pues, que le vaya bien 🌹',
    ],
    expected: {
      area: 'Poscosecha (clasificación y bonchado)',
      meses: 29,
      labores: ['Clasificación por grado y largo', 'Bonchado y capuchón'],
      calidad: 5,
      tallos: 750,
      temporadas: 4,
      recontratar: true,
      comentario: { has: ['juiciosa'] },
    },
    outcome: 'completed',
  },
  // ───────────── Sixty-second blind set, built-in
  {
    id: 'es-r92',
    title:
      'Plasencia (Cáceres), the owner of a hardware shop who types short and plain, without accents and with a slip ("ferreteria", "trabajdora", "no se", "si"): "dos años" in words (24), a hedge she settles ("Un 4 o un 5... un 4"), "no se" on leadership (blank), "nada mas, gracias" that is no comment',
    tags: ['spanish', 'short', 'typos', 'words', 'unit', 'hedge', 'dont-know'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Alba', lastName: 'Gómez Cerro' },
    to: ['rel', 'mon', 'str', 'imp', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'reh', 'cmt'],
    says: [
      'Hola buenas tardes. Fui su jefa en la ferreteria, ella estaba de dependienta',
      'dos años',
      'Muy trabajdora y se sabe todas las referencias de tornilleria de memoria',
      'A veces le cuesta decir que no a los clientes',
      '4',
      'Un 4 o un 5... un 4',
      '5',
      '5, nunca ha faltado',
      '4',
      'no se',
      'si',
      'nada mas, gracias',
    ],
    expected: {
      relationship: { has: ['dependienta'] },
      monthsKnown: 24,
      strengths: { has: ['tornilleria'] },
      improvements: { has: ['clientes'] },
      communication: 4,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      wouldRehire: true,
    },
    outcome: 'completed',
  },
  // ───────────── Sixty-second blind set, tenant: es-floricultura
  {
    id: 'es-t126',
    title:
      'Villa Guerrero (Estado de México), the owner of a flower greenhouse in central Mexican words ("le echaba la mano", "pal norte", "le entraba al corte", "no le saca", "sale"): a sprayer who helped the irrigation hand (asked which: Fumigación y MIPE), months from the Day of the Dead season ("Entró en la temporada de muertos del 2021 y se fue pal norte en enero": asked again, "Como 3 años... no, más, ponle 38 meses"), the spraying and pest scouting with cutting in season and packing excluded, a question back that splits the rating ("¿La calidad de su trabajo de él o la de la flor?": asked again, 4), stems an hour as a range (asked again: 250), "Paso esa" (blank), a yes with a condition ("Pues si regresa del norte, sí")',
    tags: [
      'spanish',
      'unit',
      'range',
      'hedge',
      'correction',
      'question-back',
      'multiple',
      'negation',
      'skip',
      'optional',
    ],
    questionnaire: 'es-floricultura',
    locale: 'es',
    candidate: { firstName: 'Rigoberto', lastName: 'Mercado Jaimes' },
    says: [
      'Buenas tardes. Rigo trabajó conmigo en el invernadero, era de los fumigadores, pero también le echaba la mano al del riego',
      { retry: 'Fumigación, lo del riego era de vez en cuando', key: 'area' },
      'Entró en la temporada de muertos del 2021 y se fue pal norte en enero',
      { retry: 'Como 3 años... no, más, ponle 38 meses', key: 'meses' },
      'Fumigaba con la bomba de mochila y hacía el monitoreo de la araña roja y del trips. En temporada le entraba al corte. Al empaque nunca',
      '¿La calidad de su trabajo de él o la de la flor?',
      { retry: 'De su trabajo, un 4, a veces se le pasaba la mano con la dosis', key: 'calidad' },
      'En el corte andaría entre 200 y 300 tallos por hora',
      { retry: 'Ponle 250', key: 'tallos' },
      'Paso esa',
      'Sí, tiene su constancia del curso de manejo seguro, se lo dio la asociación de floricultores',
      'Pues si regresa del norte, sí',
      'Es muy cumplido y no le saca al trabajo pesado. Sale, gracias',
    ],
    expected: {
      area: 'Fumigación y MIPE',
      meses: 38,
      labores: ['Monitoreo de plagas y aplicación', 'Corte de tallos'],
      calidad: 4,
      tallos: 250,
      curso: true,
      recontratar: true,
      comentario: { has: ['cumplido'] },
    },
    outcome: 'completed',
  },
  // ───────────── Sixty-second blind set, tenant: es-almacen (meses, tareas, carretillero?, contrato, precision, prevencion?, lineas?, recontratar, comentario?)
  {
    id: 'es-t127',
    title:
      'The Colón Free Zone (Panama), the supervisor of a re-export warehouse in Panamanian words ("Xopá", "el pelao", "buco tiempo", "fren", "piqueaba", "el montacarga", "planilla", "bien pritty", "Ayala"): months from a carnival with no end (asked again: 30), picking for the ships, the forklift when the driver was off and unloading containers, a forklift licence "vencida" (no), an agency hire moved to the payroll a year later (asked which: En plantilla), boxes an hour where order lines are asked ("como 40 bultos por hora": asked again, "No sé las líneas, déjelo así": blank), "Ayala, claro que sí" (yes)',
    tags: ['spanish', 'unit', 'hedge', 'multiple', 'negation', 'dont-know', 'optional'],
    questionnaire: 'es-almacen',
    locale: 'es',
    candidate: { firstName: 'Yoel', lastName: 'Batista Cedeño' },
    says: [
      'Xopá. El pelao trabajó con nosotros en la Zona Libre buco tiempo, desde los carnavales del 2023',
      { retry: 'Ponle 30 meses, fren', key: 'meses' },
      'Piqueaba los pedidos pa los barcos de Colombia y Venezuela, y manejaba el montacarga cuando faltaba el operador. Descargar contenedores también',
      '¿La licencia de montacarga? Esa la tiene vencida',
      'Entró por una agencia y al año lo pasamos a planilla',
      { retry: 'En planilla, fijo', key: 'contrato' },
      'Bien pritty, casi ni un error. 5',
      'Ahí sí fallaba, se quitaba el chaleco por el calor. Un 3',
      'Ni idea de líneas, él sacaba como 40 bultos por hora',
      { retry: 'No sé las líneas, déjelo así', key: 'lineas' },
      'Ayala, claro que sí',
      'Que es un pelao serio y juega limpio. Saludos desde Colón',
    ],
    expected: {
      meses: 30,
      tareas: [
        'Preparación de pedidos (picking)',
        'Carretilla elevadora',
        'Carga y descarga de camiones',
      ],
      carretillero: false,
      contrato: 'En plantilla',
      precision: 5,
      prevencion: 3,
      recontratar: true,
      comentario: { has: ['serio'] },
    },
    outcome: 'completed',
  },
  // ───────────── Sixty-fourth blind set, built-in (held out)
  {
    id: 'es-r93',
    title:
      'Punta del Este (Uruguay), the owner of a beach restaurant on the Brava in Uruguayan words ("ta", "bo", "una masa", "re", "capaz que", "de más", "ponele", "dejalo", "obvio"): months as summer seasons and the Semana de Turismo ("Hizo tres temporadas y la Semana de Turismo de este año": asked again, "ponele 12, la semana de Turismo no cuenta"), a question back on technical skill from a waitress who does not cook ("¿Técnica de qué? ella no cocina eh": asked again, "el posnet y la comanda en la tablet, un 4"), a rating in words set right in the same message ("Cuatro y medio. Bueno no, 4"), a range on leadership ("capaz un 3 o un 4, no sé": asked again, 3), "Obvio" with a condition of when (yes), "Nada más bo" that is no comment',
    tags: ['spanish', 'unit', 'question-back', 'correction', 'words', 'range', 'hedge'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Florencia', lastName: 'Techera Olivera' },
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
      'lea',
      'reh',
      'cmt',
    ],
    says: [
      'Hola! Soy Martín, tengo un parador en la Brava, en Punta. La Flor trabajó de moza conmigo y la última temporada quedó de encargada de salón',
      'Hizo tres temporadas y la Semana de Turismo de este año',
      {
        retry:
          'De diciembre a marzo cada temporada, 4 meses por 3... ponele 12, la semana de Turismo no cuenta',
        key: 'monthsKnown',
      },
      'Una masa con la gente. Le habla en portugués a los brasileros y en inglés a los gringos, y se acuerda de lo que pidió cada mesa el año pasado',
      'Capaz que se estresa de más cuando se llena el deck un sábado de enero',
      'Comunicación un 5, re clara',
      '¿Técnica de qué? ella no cocina eh',
      { retry: 'Ta, si es el posnet y la comanda en la tablet, un 4', key: 'technical_skill' },
      '5, la cocina la adora',
      'Cuatro y medio. Bueno no, 4, faltó un día que llovió y no pasaba el ómnibus',
      'Se cortó la luz en pleno enero con el parador lleno, sacó velas, cobró con el celular y nadie se fue sin pagar. 5',
      'Como encargada arrancó recién este año, capaz un 3 o un 4, no sé',
      { retry: 'Dejalo en 3', key: 'leadership' },
      'Obvio, si vuelve en diciembre ta contratada',
      'Nada más bo, un abrazo',
    ],
    expected: {
      relationship: { has: ['moza'] },
      monthsKnown: 12,
      strengths: { has: ['portugués'] },
      improvements: { has: ['deck'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 4,
      problem_solving: 5,
      leadership: 3,
      wouldRehire: true,
    },
    outcome: 'completed',
  },
  // ───────────── Sixty-fourth blind set, tenant: es-turismo (puesto, meses, servicios, trato, grupo?, emergencias?, carne?, recontratar, comentario?)
  {
    id: 'es-t128',
    title:
      'Cusco, the head of operations of a trekking agency in Cusco Spanish with Quechua and the trade\'s English ("Imaynalla", "pax", "full day", "Rainbow", "los recojos", "ps", "achachau", "Sulpayki"): a guide who was sometimes the assistant on a big group (Guía oficial), months from the high season of 2022 to after the Inti Raymi, with the Februaries the Inca Trail is closed (asked again: "51 meses … contando los febreros"), the four-day Inca Trail, Salkantay and the Machu Picchu full day, with the short two-day trail set apart and the day hikes and pick-ups excluded in words, a range of passengers ("de 8 a 16 pax, depende": asked again, "Normalmente 12"), a rescue at the Warmiwañusqa pass (5), the licence tapped (yes), a comment with a Quechua thanks',
    tags: [
      'spanish',
      'unit',
      'range',
      'hedge',
      'multiple',
      'negation',
      'optional',
      'tap',
      'number-in-word',
    ],
    questionnaire: 'es-turismo',
    locale: 'es',
    candidate: { firstName: 'Wilber', lastName: 'Quispe Huamán' },
    says: [
      'Imaynalla, buenas tardes. Le escribe Yesenia, jefa de operaciones de la agencia. Wilber era guía con nosotros, guía oficial. A veces le tocaba de asistente cuando el grupo era grande y salían dos guías',
      'Entró para la temporada alta del 2022, en abril, y se fue después del Inti Raymi de este año. Eso sí, cada febrero se cierra el Camino y se iba a su chacra en Anta',
      {
        retry: 'Ponle 51 meses, de abril del 22 a julio de este año, contando los febreros',
        key: 'meses',
      },
      'Hacía el Inca de 4 días y el Salkantay. El corto de 2 días también, pero ese no es el de 4 ps. Full day a Machu Picchu en temporada baja. Rainbow y Humantay no, eso lo hacen los chicos nuevos. Recojos tampoco',
      'Con los pax un 5. Los gringos le dejaban buena propina y lo ponían con su nombre en TripAdvisor',
      'Salía con grupos de 8 a 16 pax, depende',
      { retry: 'Normalmente 12', key: 'grupo' },
      'Una vez en el abra de Warmiwañusqa una señora se descompensó con la altura y él la bajó con oxígeno hasta Pacaymayo, achachau. Le pongo 5',
      { tap: true },
      'Claro, para abril ya le estoy guardando grupos',
      'Que es bien responsable y habla quechua con los porteadores en el KM 82, eso ayuda bastante. Sulpayki',
    ],
    expected: {
      puesto: 'Guía oficial',
      meses: 51,
      servicios: [
        'Camino Inca de 4 días',
        'Trekking de varios días (Salkantay, Lares, Choquequirao)',
        'Machu Picchu en el día (full day)',
      ],
      trato: 5,
      grupo: 12,
      emergencias: 5,
      carne: true,
      recontratar: true,
      comentario: { has: ['quechua'] },
    },
    outcome: 'completed',
  },
  // ───────────── Sixty-fourth blind set, built-in
  {
    id: 'es-r94',
    title:
      'La Habana (Vedado), the owner of a private restaurant ("paladar") dictating by voice in lower case, with the punctuation said as words ("coma", "punto") and Cuban words ("la yuma", "tremendo", "la candela", "un duro", "las guaguas", "el apagón", "mi amor"): two dates in the months (43), ratings dictated in words followed by "punto" or "coma" ("cuatro punto", "cinco coma en la cocina es un duro"), teamwork and reliability in one dictated message (4 and 3) and "ya se lo dije coma un tres" when reliability is asked, "eso no sabría decirle punto" on leadership (blank), a yes with a condition ("si regresa de la yuma sí coma claro que sí"), a comment ended with "mi amor"',
    tags: ['spanish', 'words', 'multi-answer', 'dont-know', 'long'],
    questionnaire: 'builtin',
    locale: 'es',
    candidate: { firstName: 'Yoandry', lastName: 'Peña Valdés' },
    to: ['rel', 'mon', 'str', 'imp', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'reh', 'cmt'],
    says: [
      'buenas tardes coma le habla Marlene la dueña del paladar en el Vedado punto Yoandry fue cocinero conmigo punto',
      'desde enero del 2023 hasta agosto de este año punto que se fue pa la yuma',
      'tremendo con la candela coma hace una ropa vieja que la gente viene desde Miramar a comérsela punto y no bota nada coma con lo poco que hay lo aprovecha todo',
      'la puntualidad coma con las guaguas llegaba tarde a cada rato punto',
      'cuatro punto',
      'cinco coma en la cocina es un duro',
      'cuatro coma se lleva bien con todo el mundo menos con el de la barra jajaja punto y en lo de la puntualidad un tres por las guaguas',
      'ya se lo dije coma un tres',
      'cinco punto cuando el apagón grande cocinó con carbón en el patio y no cerramos ni un día',
      'eso no sabría decirle punto él no tenía gente a cargo',
      'si regresa de la yuma sí coma claro que sí',
      'que es un muchacho serio y trabajador punto eso es todo mi amor',
    ],
    expected: {
      relationship: { has: ['cocinero'] },
      monthsKnown: 43,
      strengths: { has: ['ropa vieja'] },
      improvements: { has: ['puntualidad'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 3,
      problem_solving: 5,
      wouldRehire: true,
      comments: { has: ['serio'] },
    },
    outcome: 'completed',
  },
  // ───────────── Sixty-fourth blind set, tenant: es-turismo
  {
    id: 'es-t129',
    title:
      'Antigua Guatemala, the owner of a volcano-hike operator in Guatemalan words ("Qué onda", "vos sabés", "el patojo", "chilero", "la chumpa", "púchica", "Simón", "fijo", "va pues"): an assistant guide who was the base camp\'s cook for a month (asked which: Asistente de guía), "Más de 2 años, casi 3, la verdad no me acuerdo" (asked again: "Revisé la planilla: 33 meses"), the overnight Acatenango, the half-day Pacaya and the shuttles to La Aurora "de acompañante", the city tour excluded in words, groups a day where passengers a group are asked ("2 o 3 grupos por día": asked again, 12), "Púchica, esa no sabría decirte" (blank), a question back with the answer inside ("¿El carné del INGUAT cuenta? Ese sí lo tiene": yes), "Nada más, va pues" that is no comment',
    tags: [
      'spanish',
      'hedge',
      'unit',
      'multiple',
      'negation',
      'dont-know',
      'optional',
      'question-back',
      'wrong-question',
    ],
    questionnaire: 'es-turismo',
    locale: 'es',
    candidate: { firstName: 'Byron Estuardo', lastName: 'Chacón Ajú' },
    says: [
      'Qué onda. Byron era asistente de guía en el Acatenango, subía con el guía principal y se quedaba de último con los que iban despacio. Después lo pasamos a cocinero del base camp un tiempo',
      { retry: 'Asistente, lo de cocinero fue como un mes nomás', key: 'puesto' },
      'Más de 2 años, casi 3, la verdad no me acuerdo',
      { retry: 'Revisé la planilla: 33 meses', key: 'meses' },
      'El Acatenango de 2 días con noche en el base camp, vos sabés, viendo al Fuego echar lava. El Pacaya de medio día también. Y los shuttles a La Aurora cuando faltaba gente, pero manejar no, iba de acompañante. City tour no, eso es de las guías de la Calle del Arco',
      'Chilero con los turistas, les prestaba su chumpa cuando hacía frío arriba. 5',
      'Salíamos con 2 o 3 grupos por día',
      { retry: 'Ah, de cuántos? Cada grupo era de 12 turistas', key: 'grupo' },
      'Púchica, esa no sabría decirte, nunca le tocó una emergencia fuerte',
      '¿El carné del INGUAT cuenta? Ese sí lo tiene, el de guía local',
      'Simón, fijo que sí',
      'Nada más, va pues. Saludos',
    ],
    expected: {
      puesto: 'Asistente de guía',
      meses: 33,
      servicios: [
        'Trekking de varios días (Salkantay, Lares, Choquequirao)',
        'Caminata de un día (Montaña de Colores, Humantay)',
        'Recojos y traslados al aeropuerto o la estación',
      ],
      trato: 5,
      grupo: 12,
      carne: true,
      recontratar: true,
    },
    outcome: 'completed',
  },
  // ───────────── Sixty-fourth blind set, tenant: es-bodega (puesto, meses, tareas, higiene, ritmo?, carretilla?, cuadrilla?, recontratar, comentario?)
  {
    id: 'es-t130',
    title:
      'Ica (Peru), the owner of a pisco bodega in Peruvian words ("pe", "el pata", "la pisa", "el lagar", "el alambique", "las botijas", "el brevete", "chamba"): months as three harvests worked only from February to April (asked again: "9 meses en total"), the harvest, the treading and the washing of the clay jars, with the distilling no option and the bottling excluded in words, "el alambique lo dejaba brillando. 5", an optional rating with a reason ("Un 4 porque el último año se lesionó la rodilla pisando"), "Brevete de montacarga no tiene" (no), "A nadie, él no era capataz" (0), "Claro pe" (yes), a comment with a laughing emoji',
    tags: ['spanish', 'unit', 'multiple', 'negation', 'optional', 'emoji', 'words'],
    questionnaire: 'es-bodega',
    locale: 'es',
    candidate: { firstName: 'Jhonatan', lastName: 'Huamaní Cahua' },
    says: [
      'Buenas. El Jhonatan trabajaba en la bodega, en la pisa y en el alambique. En la viña casi nada',
      'Tres vendimias con nosotros, pero solo venía de febrero a abril',
      { retry: 'Serían 3 meses por vendimia, 9 meses en total', key: 'meses' },
      'En la vendimia recibía la uva y la pisábamos en el lagar a pie, como antes. Después el alambique, la destilación, eso lo hacía él solito. Lavaba las botijas y las tinajas. Embotellar no, eso lo hace una empresa que viene',
      'Limpio, bien limpio, el alambique lo dejaba brillando. 5',
      'En la vendimia se metía 12 horas sin chistar. Un 4 porque el último año se lesionó la rodilla pisando',
      'Brevete de montacarga no tiene',
      'A nadie, él no era capataz',
      'Claro pe, ya le dije que venga para marzo',
      'Que es un pata de confianza, nunca se tomó el pisco de la bodega 😂',
    ],
    expected: {
      puesto: 'Operario/a de bodega',
      meses: 9,
      tareas: ['Vendimia y recepción de uva', 'Limpieza de depósitos y barricas'],
      higiene: 5,
      ritmo: 4,
      carretilla: false,
      cuadrilla: 0,
      recontratar: true,
      comentario: { has: ['confianza'] },
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
    id: 'es-i01',
    title: '"No, no contacten a mi jefa ana.gil@…": a refusal with an address',
    tags: ['spanish', 'consent', 'consent-with-email', 'issue-quote'],
    locale: 'es',
    defaultCountry: 'ES',
    says: ['No, no contacten a mi jefa ana.gil@indra.es, no sabe que me voy'],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'es-i02',
    title: '"dale", then a numbered list with "de la Fuente"',
    tags: ['spanish', 'list', 'multi-referee'],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      'dale',
      '1. Carlos de la Fuente - carlos.delafuente@bbva.com - mi jefe\n2. Marta Ruiz, marta.ruiz@gmail.com, compañera\n3. Diego Hernandez diego@hernandez.mx (mentor)',
      'eso es todo',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Carlos', 'de la Fuente', 'carlos.delafuente@bbva.com', 'manager'),
        c('Marta', 'Ruiz', 'marta.ruiz@gmail.com', 'colleague'),
        c('Diego', 'Hernandez', 'diego@hernandez.mx', 'mentor'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i03',
    title: '"Pues mira, la mejor seria Lucia Ortega": filler is no name',
    tags: ['spanish', 'filler'],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      'si, adelante',
      'Pues mira, la mejor seria Lucia Ortega, fue mi jefa en Inditex, lucia.ortega@inditex.com',
      'ya esta',
    ],
    expected: {
      consent: true,
      contacts: [c('Lucia', 'Ortega', 'lucia.ortega@inditex.com', 'manager')],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i04',
    title: '"vale", a Spanish mobile in local format',
    tags: ['spanish', 'short'],
    locale: 'es',
    defaultCountry: 'ES',
    says: ['vale', 'Javier Morales, compañero, javi.morales@gmail.com, 612 34 56 78', 'listo'],
    expected: {
      consent: true,
      contacts: [c('Javier', 'Morales', 'javi.morales@gmail.com', 'colleague', '+34612345678')],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i05',
    title: 'Mexico: a boss with a local cell, then a client in a second message',
    tags: ['spanish', 'multi-referee', 'typos'],
    locale: 'es',
    defaultCountry: 'MX',
    says: [
      'claro que si',
      'Mi jefe era Roberto Sanchez, roberto.sanchez@femsa.com.mx, cel 55 1234 5678',
      'y tambien Paty Lopez que era mi cliente, paty.lopez@oxxo.com',
      'seria todo',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Roberto', 'Sanchez', 'roberto.sanchez@femsa.com.mx', 'manager', '+525512345678'),
        c('Paty', 'Lopez', 'paty.lopez@oxxo.com', 'client'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i06',
    title:
      '"si, pero no llamen a mi jefe actual": a yes with a negation is confirmed; compound first name',
    tags: ['spanish', 'consent', 'negation'],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      'si, pero no llamen a mi jefe actual porfa',
      { tapConfirm: true },
      'Ana Belen Torres, ex compañera, anabelen.torres@outlook.es',
      'ya',
    ],
    expected: {
      consent: true,
      contacts: [c('Ana Belen', 'Torres', 'anabelen.torres@outlook.es', 'colleague')],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i07',
    title: 'consents, then "prefiero no dar referencias todavia"',
    tags: ['spanish', 'decline', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'ES',
    says: ['si', 'prefiero no dar referencias todavia, primero quiero hablar con ellos'],
    expected: { consent: true, contacts: [] },
    outcome: 'open',
  },
  {
    id: 'es-i08',
    title: 'a French mobile with a Spanish tenant: asked about; "Le Gall"',
    tags: ['spanish', 'foreign-phone'],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      'ok',
      'Pierre Le Gall, mi manager en Paris, pierre.legall@capgemini.fr, 06 12 34 56 78',
      { retry: 'es un movil frances', key: 'phone:Pierre' },
      'nada mas',
    ],
    expected: {
      consent: true,
      contacts: [c('Pierre', 'Le Gall', 'pierre.legall@capgemini.fr', 'manager', '+33612345678')],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i09',
    title: 'Argentina: "si dale", bullets',
    tags: ['spanish', 'list', 'multi-referee'],
    locale: 'es',
    defaultCountry: 'AR',
    says: [
      'si dale',
      '- Martin Gomez (mi lider) martin.gomez@globant.com\n- Sofia Perez, compañera, sofi.perez@gmail.com',
      'listo, son esos dos',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Martin', 'Gomez', 'martin.gomez@globant.com', 'manager'),
        c('Sofia', 'Perez', 'sofi.perez@gmail.com', 'colleague'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i10',
    title: 'a teacher without an e-mail: asked for it',
    tags: ['spanish', 'short'],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      'sí',
      'Elena Vidal, fue mi profesora en el master',
      { retry: 'elena.vidal@ie.edu', key: 'email:Elena' },
      'eso es todo',
    ],
    expected: {
      consent: true,
      contacts: [c('Elena', 'Vidal', 'elena.vidal@ie.edu', ['teacher', 'mentor'])],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i11',
    title: 'questions back before consenting; two colleagues joined by "y"',
    tags: ['spanish', 'question-back', 'multi-referee', 'consent'],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      '¿Para que necesitan mi consentimiento? ¿Van a llamar a mi empresa actual?',
      { retry: 'vale, si, acepto', key: 'consent' },
      'Raul Jimenez y Carmen Diaz, los dos compañeros: raul.jimenez@seat.es y carmen.diaz@seat.es',
      'fin',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Raul', 'Jimenez', 'raul.jimenez@seat.es', 'colleague'),
        c('Carmen', 'Diaz', 'carmen.diaz@seat.es', 'colleague'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i12',
    title: 'a mistyped address corrected in the same message',
    tags: ['spanish', 'correction', 'typos'],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      'si',
      'Laura Martin, laura.martin@gmial.com... perdon, es laura.martin@gmail.com, mi jefa',
      'ya esta todo',
    ],
    expected: {
      consent: true,
      contacts: [c('Laura', 'Martin', 'laura.martin@gmail.com', 'manager')],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i13',
    title: '"no gracias": a plain refusal',
    tags: ['spanish', 'consent', 'short'],
    locale: 'es',
    defaultCountry: 'MX',
    says: ['no gracias'],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  // ───────────── Second blind set (2026-11-28)
  {
    id: 'es-i14',
    title:
      'Spain: "bueno, vale", a compound first name and a surname with "de", a Spanish mobile with +34 and spaces',
    tags: ['spanish', 'consent', 'filler'],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      'bueno, vale',
      'Os paso a mi jefa: María José Fernández de Córdoba, mariajose.fdezcordoba@gruposantander.com, +34 655 12 34 56',
      'eso es todo, gracias',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'María José',
          'Fernández de Córdoba',
          'mariajose.fdezcordoba@gruposantander.com',
          'manager',
          '+34655123456',
        ),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i15',
    title:
      'Argentina: "bueno dale", bullets, a Buenos Aires mobile with the old "15", a +54 9 Córdoba mobile, "Di Marco"',
    tags: ['spanish', 'list', 'multi-referee', 'foreign-phone'],
    locale: 'es',
    defaultCountry: 'AR',
    says: [
      'bueno dale',
      '- Juan Pablo Di Marco, mi jefe en Despegar, juanpablo.dimarco@despegar.com, 11 15-4321-8765\n- Florencia Gutiérrez, compañera de laburo, flor.gutierrez@gmail.com, +54 9 351 234-5678',
      'listo, esos',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Juan Pablo', 'Di Marco', 'juanpablo.dimarco@despegar.com', 'manager', '+5491143218765'),
        c('Florencia', 'Gutiérrez', 'flor.gutierrez@gmail.com', 'colleague', '+5493512345678'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i16',
    title: 'Mexico: "prefiero que no, la neta…": a refusal in local words',
    tags: ['spanish', 'consent', 'negation'],
    locale: 'es',
    defaultCountry: 'MX',
    says: ['prefiero que no, la neta no quiero que se enteren en mi chamba'],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'es-i17',
    title:
      'Colombia: "bueno, supongo que si" asked again, an off-topic question, "Luisa Fernanda" as one first name, a local mobile',
    tags: ['spanish', 'consent', 'hedge', 'off-topic', 'question-back'],
    locale: 'es',
    defaultCountry: 'CO',
    says: [
      'bueno, supongo que si',
      { retry: 'si, autorizo', key: 'consent' },
      '¿y cuanto se demoran en llamarlos? es que me urge',
      'Luisa Fernanda Restrepo, fue mi profe en la U de Antioquia, luisaf.restrepo@udea.edu.co, 310 456 7890',
      'eso seria todo',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Luisa Fernanda',
          'Restrepo',
          'luisaf.restrepo@udea.edu.co',
          ['teacher', 'mentor'],
          '+573104567890',
        ),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i18',
    title:
      'Spain: English job titles ("team lead", "manager"), two referees joined by "y", then one removed ("quita a Jorge")',
    tags: ['spanish', 'multi-referee', 'correction'],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      'si, adelante',
      'Mi team lead Jorge Navarro jorge.navarro@cabify.com y mi manager Irene Lopez de Haro irene.lopezdeharo@cabify.com',
      'ah no, quita a Jorge, que esta de baja',
      'ya esta',
    ],
    expected: {
      consent: true,
      contacts: [c('Irene', 'Lopez de Haro', 'irene.lopezdeharo@cabify.com', 'manager')],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i19',
    title: 'Spain: "venga, vale 👍", a Madrid landline in local format, a client, emoji',
    tags: ['spanish', 'emoji', 'short'],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      'venga, vale 👍',
      'Te paso a un cliente 👉 Alberto Echeverria, alberto@echeverria-asesores.es, 91 123 45 67 🙏',
      'ya 😊',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Alberto', 'Echeverria', 'alberto@echeverria-asesores.es', 'client', '+34911234567'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i20',
    title:
      'Mexico: a long story with two referees and "a mi jefe actual no" inside it, a local mobile, then "seria todo"',
    tags: ['spanish', 'long', 'multi-referee', 'negation'],
    locale: 'es',
    defaultCountry: 'MX',
    says: [
      'si claro',
      'Pues mira, estuve 5 años en Bimbo. A mi jefe actual no le digan nada porfa. Pero pueden hablar con Guadalupe Ortiz, que fue mi gerente los primeros 3 años, su correo es guadalupe.ortiz@grupobimbo.com y su cel 55 8765 4321, y con Ricardo Salinas Ugalde de sistemas, eramos compañeros, ricardo.salinas@grupobimbo.com',
      'seria todo, gracias',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Guadalupe', 'Ortiz', 'guadalupe.ortiz@grupobimbo.com', 'manager', '+525587654321'),
        c('Ricardo', 'Salinas Ugalde', 'ricardo.salinas@grupobimbo.com', 'colleague'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Third blind set
  {
    id: 'es-i21',
    title:
      'Spain: a yes with a condition ("a partir del lunes"), a Barcelona landline, a Catalan double surname ("Puig i Soler") with a mobile and no e-mail, "ya estaria"',
    tags: ['spanish', 'consent', 'multi-referee', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      'sí, pero que sea a partir del lunes porfa, que antes tengo que hablarlo en casa',
      { tapConfirm: true },
      'Montse Ferrer Vidal, mi responsable directa en CaixaBank, montse.ferrer@caixabank.com, 93 412 34 56',
      'y tambien Jordi Puig i Soler, compañero de mesa, su movil es 622 11 22 33 pero el mail no me lo se',
      { retry: 'no lo tengo, lo siento', key: 'email:Jordi' },
      'ya estaria',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Montse', 'Ferrer Vidal', 'montse.ferrer@caixabank.com', 'manager', '+34934123456'),
        c('Jordi', 'Puig i Soler', null, 'colleague', '+34622112233'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i22',
    title:
      'Mexico: "¿tienen que ser de mi trabajo actual?" asked back, then "entonces no, gracias, por ahora no doy permiso": a polite refusal',
    tags: ['spanish', 'consent', 'question-back', 'negation'],
    locale: 'es',
    defaultCountry: 'MX',
    says: [
      '¿tienen que ser de mi trabajo actual?',
      'ah ok, entonces no, gracias. Por ahora no doy permiso',
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'es-i23',
    title:
      'Chile: "sipo, dale" for consent, a numbered list with "de la Cerda", Chilean mobiles with +56 9 and in local format',
    tags: ['spanish', 'list', 'multi-referee', 'consent', 'foreign-phone'],
    locale: 'es',
    defaultCountry: 'CL',
    says: [
      'sipo, dale',
      { retry: 'si, autorizo', key: 'consent' },
      '1) Francisca Undurraga, mi jefa en Cencosud, francisca.undurraga@cencosud.cl, +56 9 8765 4321\n2) Ignacio Errázuriz de la Cerda, fue mi mentor en la u, ierrazuriz@uc.cl, 9 8123 4567',
      'eso seria, gracias!!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Francisca', 'Undurraga', 'francisca.undurraga@cencosud.cl', 'manager', '+56987654321'),
        c(
          'Ignacio',
          'Errázuriz de la Cerda',
          'ierrazuriz@uc.cl',
          ['mentor', 'teacher'],
          '+56981234567',
        ),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i24',
    title:
      'Spain: "van Dijk", the relationship corrected mid-sentence ("mi jefe… bueno jefe no, … por parte del cliente"), a Portuguese mobile that reads like a Madrid landline: asked about',
    tags: ['spanish', 'correction', 'foreign-phone'],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      'Sí claro',
      'Pieter van Dijk, mi jefe en Lisboa... bueno jefe no, era el director del proyecto por parte del cliente. pieter.vandijk@galp.pt, tlf 912 345 678',
      { retry: 'es un movil de Portugal', key: 'phone:Pieter' },
      'y ya, nadie mas',
    ],
    expected: {
      consent: true,
      contacts: [c('Pieter', 'van Dijk', 'pieter.vandijk@galp.pt', 'client', '+351912345678')],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i25',
    title:
      'Basque Country: consent by tap, a lowercase name with ñ ("iñaki etxeberria"), then "mañana te paso a otra persona, ahora me tengo que ir": stays open',
    tags: ['spanish', 'tap', 'typos', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      { tap: true },
      'iñaki etxeberria, era mi jefe en eroski, inaki.etxeberria@eroski.es',
      'mañana te paso a otra persona, ahora me tengo que ir corriendo',
    ],
    expected: {
      consent: true,
      contacts: [c('Iñaki', 'Etxeberria', 'inaki.etxeberria@eroski.es', 'manager')],
    },
    outcome: 'open',
  },

  // ───────────── Fourth blind set (2026-11-29)
  {
    id: 'es-i26',
    title:
      'Mexico: a table pasted with tabs, "Dr." before a name, "del Valle Treviño" and "Ruiz Esparza", a third row marked "NO CONTACTAR" that is never stored',
    tags: ['spanish', 'list', 'multi-referee', 'negation', 'signature'],
    locale: 'es',
    defaultCountry: 'MX',
    says: [
      'sí, adelante',
      'Nombre\tCorreo\tTeléfono\tRelación\nDr. Arturo del Valle Treviño\tadelvalle@tec.mx\t81 1234 5678\tmi asesor de tesis\nKarla Ruiz Esparza\tkre@bimbo.com.mx\t55 8765 4321\tjefa directa\nRodrigo Salinas\trsalinas@bimbo.com.mx\t55 2222 3333\tNO CONTACTAR',
      'el ultimo no, ese es mi jefe actual y no sabe nada. solo los dos primeros',
      'listo',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Arturo',
          'del Valle Treviño',
          'adelvalle@tec.mx',
          ['mentor', 'teacher'],
          '+528112345678',
        ),
        c('Karla', 'Ruiz Esparza', 'kre@bimbo.com.mx', 'manager', '+525587654321'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i27',
    title:
      'Argentina: "Maca López <mlopez.rrhh@gmail.com>" (a nickname, an address that does not spell it), "ella me firmaba las horas" is a manager, "el Sr. Ernesto Di Benedetto" with a Miami number and no e-mail',
    tags: ['spanish', 'multi-referee', 'foreign-phone', 'filler'],
    locale: 'es',
    defaultCountry: 'AR',
    says: [
      'dale, sí',
      'Maca López <mlopez.rrhh@gmail.com> ella me firmaba las horas en el call center',
      'y el Sr. Ernesto Di Benedetto, que ahora vive en Miami, +1 (305) 374-2291, fue mi profe en la facu. mail no tengo',
      { retry: 'no tengo el mail, solo el teléfono', key: 'email:Ernesto' },
      'eso es todo che',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Maca', 'López', 'mlopez.rrhh@gmail.com', 'manager'),
        c('Ernesto', 'Di Benedetto', null, 'teacher', '+13053742291'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i28',
    title:
      'Spain, voice dictation: an e-mail dictated ("bego punto vdberg arroba sanitas punto es"), "van der Berg", "Mac Gregor", no punctuation between name, role and address',
    tags: ['spanish', 'multi-referee', 'typos'],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      'vale sí',
      'Begoña van der Berg era mi coordinadora en el hospital su correo es bego punto vdberg arroba sanitas punto es y su móvil 649 12 34 56',
      'también Iñigo Mac Gregor compañero de guardias inigo.macgregor@gmail.com',
      'ya está',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Begoña', 'van der Berg', 'bego.vdberg@sanitas.es', ['manager', 'other'], '+34649123456'),
        c('Iñigo', 'Mac Gregor', 'inigo.macgregor@gmail.com', 'colleague'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i29',
    title:
      'Uruguay: "ns, déjame pensarlo" with a name and an address in the same message, then "te aviso mañana": no consent, nothing stored',
    tags: ['spanish', 'consent', 'consent-with-email', 'dont-know', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'UY',
    says: [
      'ns, déjame pensarlo. Lo más seguro sería Pablo Aguirre (pablo.aguirre@globant.com) pero todavía no le pregunté',
      'es que no sé si quiero que llamen a mi ex jefe, te aviso mañana',
    ],
    expected: { consent: null, contacts: [] },
    outcome: 'open',
  },
  // ───────────── Fifth blind set (2026-11-29)
  {
    id: 'es-i30',
    title:
      'Colombia, a CV\'s references section pasted ("REFERENCIAS", "Ing.", "Cel.", a Medellín landline with its area code), the relationship said after, no e-mail for the second',
    tags: ['spanish', 'signature', 'list', 'multi-referee'],
    locale: 'es',
    defaultCountry: 'CO',
    says: [
      'Sí, autorizo',
      'REFERENCIAS LABORALES\n\nIng. Camilo Andrés Rojas Pardo\nJefe de Proyectos – Bancolombia\nCel. 310 456 7890\ncamilo.rojas@bancolombia.com.co\n\nDra. Paola Vélez\nDocente – Universidad de Antioquia\nTel. (604) 219 8332',
      'Camilo fue mi jefe y la doctora Paola fue mi profesora de la especialización',
      { retry: 'de la profesora no tengo correo, solo ese teléfono', key: 'email:Paola' },
      'eso es todo',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Camilo Andrés',
          'Rojas Pardo',
          'camilo.rojas@bancolombia.com.co',
          'manager',
          '+573104567890',
        ),
        c('Paola', 'Vélez', null, 'teacher', '+576042198332'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i31',
    title:
      'Uruguay, a teenager after a first summer job: "siii dale 😅", lowercase names, "no sé el apellido", a Uruguayan mobile "099 123 456", and "ah y NO a mi tío q es mi jefe ahora jaja" (never stored)',
    tags: ['spanish', 'multi-referee', 'negation', 'emoji', 'typos', 'short'],
    locale: 'es',
    defaultCountry: 'UY',
    says: [
      'siii dale 😅',
      'mi profe de educación física nico fernandez nico.fdz@gmail.com y la dueña de la heladería donde laburé en verano, romina, no sé el apellido, su cel es 099 123 456',
      'ah y NO a mi tío q es mi jefe ahora jaja',
      { retry: 'de romina no tengo mail', key: 'email:Romina' },
      'listo eso es todo',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Nico', 'Fernandez', 'nico.fdz@gmail.com', 'teacher'),
        c('Romina', null, null, ['manager', 'other'], '+59899123456'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i32',
    title:
      'Canary Islands, an Irish candidate writing Spanish as a second language: "sí, vale, no problem", "Seán Ó Briain" with an Irish mobile said as such, "Dña." before a double surname and a Tenerife landline',
    tags: ['spanish', 'foreign-phone', 'multi-referee', 'filler'],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      'sí, vale, no problem',
      'Mi jefe anterior era Seán Ó Briain, sean.obriain@ryanair.com, su móvil es 087 123 4567 (es de Irlanda)',
      'y también Dña. Carmen Hernández Perdomo, la directora del hotel en Adeje donde trabajé de recepcionista, carmen.hp@hotelesadeje.es, 922 71 55 00',
      'ya está, son esos dos',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Seán', 'Ó Briain', 'sean.obriain@ryanair.com', 'manager', '+353871234567'),
        c(
          'Carmen',
          'Hernández Perdomo',
          'carmen.hp@hotelesadeje.es',
          ['manager', 'other'],
          '+34922715500',
        ),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Sixth blind set (2026-11-29)
  {
    id: 'es-i33',
    title:
      'Spanglish from Houston: "ok sure, dale", a lowercase name with a local US mobile and no e-mail, the e-mail in a later message, then "no wait, el email de ella es …" corrects the second referee\'s address, "that\'s it, gracias"',
    tags: ['spanish', 'correction', 'typos', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'US',
    says: [
      'ok sure, dale',
      'mi supervisor del warehouse, carlos mendoza, su cel es 713-284-0148',
      'su email es carlos.mendoza82@gmail.com',
      'y también my old manager en Walmart, Stephanie Ruiz, stephanie.ruiz@walmart.com',
      'no wait, el email de ella es sruiz2@walmart.com, el otro ya no lo usa',
      "that's it, gracias",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Carlos', 'Mendoza', 'carlos.mendoza82@gmail.com', 'manager', '+17132840148'),
        c('Stephanie', 'Ruiz', 'sruiz2@walmart.com', 'manager'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i34',
    title:
      'Dominican Republic: "ta bien, dale", a WhatsApp-forwarded contact card (emoji labels, a +1 829 mobile), a compound first name with a local 809 number and "correo no tengo", "eso e to"',
    tags: ['spanish', 'signature', 'emoji', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'DO',
    says: [
      'ta bien, dale',
      'Te reenvío el contacto de mi jefa:\n\n👤 Yokasta Peña Almonte\n📱 +1 (829) 452-0142\n✉️ ypena@banreservas.com.do',
      'y José Miguel Tavárez, compañero mío en el banco, 809 581 0177, correo no tengo',
      { retry: 'no tengo su correo, solo el cel', key: 'email:José Miguel' },
      'eso e to',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Yokasta', 'Peña Almonte', 'ypena@banreservas.com.do', 'manager', '+18294520142'),
        c('José Miguel', 'Tavárez', null, 'colleague', '+18095810177'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i35',
    title:
      'Peru: "ya, normal" (asked again), an e-mail signature pasted with a title ("José María de los Ríos Valdivia", "Gerente de Operaciones | Alicorp S.A.A.", "Cel.:"), "la miss Rosa" given then removed ("mejor saca a la miss Rosa"), "eso nomás"',
    tags: ['spanish', 'consent', 'signature', 'correction', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'PE',
    says: [
      'ya, normal',
      { retry: 'sí, autorizo', key: 'consent' },
      'Te paso los datos de mi ex jefe, te copio su firma:\n\nJosé María de los Ríos Valdivia\nGerente de Operaciones | Alicorp S.A.A.\nCel.: +51 987 654 321\njmdelosrios@alicorp.com.pe',
      'y también la miss Rosa Huamán, mi profe del instituto, rosa.huaman@senati.pe',
      'uy no, mejor saca a la miss Rosa, ya no enseña ahí y no sé si su correo sigue funcionando',
      'eso nomás, gracias',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'José María',
          'de los Ríos Valdivia',
          'jmdelosrios@alicorp.com.pe',
          'manager',
          '+51987654321',
        ),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Seventh blind set (2026-11-29)
  {
    id: 'es-i36',
    title:
      'Equatorial Guinea, formal: "Sí, doy mi consentimiento", referees pasted as a table whose columns come in another order (Correo | Teléfono | Apellidos | Nombre | Relación), a +240 mobile and a local 555 one, "Eso es todo, muchas gracias por su amabilidad"',
    tags: ['spanish', 'list', 'multi-referee', 'foreign-phone', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'GQ',
    says: [
      'Buenos días. Sí, doy mi consentimiento.',
      'Le paso mis referencias en una tabla:\n\nCorreo | Teléfono | Apellidos | Nombre | Relación\nsesono@getesa.gq | +240 222 145 367 | Esono Mba | Salvador | jefe directo\nremedios.bindang@yahoo.es | 555 876 543 | Bindang Ela | Remedios | compañera de trabajo',
      'Eso es todo, muchas gracias por su amabilidad.',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Salvador', 'Esono Mba', 'sesono@getesa.gq', 'manager', '+240222145367'),
        c('Remedios', 'Bindang Ela', 'remedios.bindang@yahoo.es', 'colleague', '+240555876543'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i37',
    title:
      'A Valencian teenager for a summer job: "mmm supongo q si" (asked again), a coach in lowercase with a mobile typed with letters ("6l2 O45 789": l for 1, O for 0) and no e-mail, a Valencian teacher ("vicent llorens"), "ya ta"',
    tags: ['spanish', 'consent', 'hedge', 'typos', 'number-in-word', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      'mmm supongo q si',
      { retry: 'si vale, podeis', key: 'consent' },
      'mi entrenador del club de basket, pau ferrer, 6l2 O45 789',
      { retry: 'no tengo su correo, solo el movil', key: 'email:Pau' },
      'y mi profe de ingles del insti vicent llorens vllorens@gva.es',
      'ya ta',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Pau', 'Ferrer', null, ['mentor', 'other', 'teacher'], '+34612045789'),
        c('Vicent', 'Llorens', 'vllorens@gva.es', 'teacher'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Eighth blind set (2026-11-29)
  {
    id: 'es-i38',
    title:
      'A Paraguayan carer in Madrid: "Sí, de acuerdo nomás", the daughter of the lady she looked after (a Madrid mobile), her former employer in Asunción as "doña Ramona Benítez de Giménez" (a married "de" surname) with a Paraguayan mobile in local format and no e-mail, "y eso nomás luego"',
    tags: ['spanish', 'foreign-phone', 'multi-referee', 'filler', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      'Sí, de acuerdo nomás',
      'La señora Maite Zubiría, la hija de la abuela que yo cuidaba en Chamberí, su móvil 646 21 88 03, correo maitezubiria@telefonica.net',
      'Y mi patrona de antes en Asunción, doña Ramona Benítez de Giménez, su número es 0981 452 310',
      { retry: 'es de Paraguay ese número', key: 'phone:Ramona' },
      { retry: 'ella no usa correo, mejor por WhatsApp', key: 'email:Ramona' },
      'y eso nomás luego, gracias 🙏',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Maite',
          'Zubiría',
          'maitezubiria@telefonica.net',
          ['manager', 'client', 'other'],
          '+34646218803',
        ),
        c('Ramona', 'Benítez de Giménez', null, ['manager', 'client', 'other'], '+595981452310'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i39',
    title:
      'Zamboanga (Philippines), Chavacano-flavoured Spanish: "Si, ta dale yo permiso" with Tagalog "po", a numbered list with "Ma." for María and the joined particle "Dela Cruz", "Engr." before a name, a Philippine mobile in local format with a Spanish tenant (asked about), "ese lang"',
    tags: ['spanish', 'list', 'multi-referee', 'foreign-phone', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      'Buenas tardes po. Si, ta dale yo permiso.',
      'El maga di mío referencia:\n1. Ma. Cristina Dela Cruz - di mío supervisor na call center - mcdelacruz@teleperformance.com - 0917 845 2210\n2. Engr. Ramon Climaco - di mío maestro na college - ramon.climaco@wmsu.edu.ph',
      { retry: 'de Filipinas ese número, +63', key: 'phone:Ma. Cristina' },
      'ese lang, gracias!',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Ma. Cristina',
          'Dela Cruz',
          'mcdelacruz@teleperformance.com',
          'manager',
          '+639178452210',
        ),
        c('Ramon', 'Climaco', 'ramon.climaco@wmsu.edu.ph', 'teacher'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i40',
    title:
      'Honduras (San Pedro Sula): a question back before any consent ("¿y eso les van a avisar a mi trabajo actual?"), then "ah ok va, entonces sí, dale, autorizo", a supervisor given by his nickname first ("le dicen el Chele pero se llama Roberto Paz") with an 8-digit local mobile and no e-mail, "la licenciada" from HR, "cheque, eso es todo"',
    tags: ['spanish', 'consent', 'question-back', 'filler', 'multi-referee', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'HN',
    says: [
      '¿y eso les van a avisar a mi trabajo actual? porque ahí no saben que ando buscando',
      'ah ok va, entonces sí, dale, autorizo',
      'mi supervisor en la maquila, le dicen el Chele pero se llama Roberto Paz, 9876-5432',
      { retry: 'no tiene correo, solo WhatsApp', key: 'email:Roberto' },
      'y la licenciada Ana Julia Bonilla de recursos humanos, ajbonilla@gildan.com',
      'cheque, eso es todo',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Roberto', 'Paz', null, 'manager', '+50498765432'),
        c('Ana Julia', 'Bonilla', 'ajbonilla@gildan.com', ['other', 'colleague', 'manager']),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Ninth blind set (2026-11-29)
  {
    id: 'es-i41',
    title:
      'The Dominican diaspora in New York (Washington Heights), a US tenant: "Klk, sí, está bien", a supervisor known by her nickname ("Yokasta Peralta, pero le dicen Yoki") with a 646 mobile, a pastor in Santiago with an 809 number (a Dominican number in the US format: +1 809) and "él no tiene email", "Mrs. Karen O\'Neill" (a title and an apostrophe), "eso e to, bendiciones"',
    tags: ['spanish', 'multi-referee', 'foreign-phone', 'filler', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'US',
    says: [
      'Klk, sí, está bien, pueden llamarlos',
      'Mi supervisora en el hospital, Yokasta Peralta, pero le dicen Yoki. yperalta@nyp.org cel 646 392 7781',
      'Y el pastor de mi iglesia allá en Santiago, el pastor Wander Almonte, 809 582 4410, él no tiene email',
      "Ah y tambien mi profe de ingles del Hostos, Mrs. Karen O'Neill, koneill@hostos.cuny.edu",
      'eso e to, bendiciones',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Yokasta', 'Peralta', 'yperalta@nyp.org', 'manager', '+16463927781'),
        c('Wander', 'Almonte', null, ['other', 'mentor'], '+18095824410'),
        c('Karen', "O'Neill", 'koneill@hostos.cuny.edu', 'teacher'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i42',
    title:
      'Panama, a candidate in Madrid (a Spanish tenant): "ofi, dale", "Ing." before a compound first name and a Chinese-Panamanian double surname ("Rubén Darío Chen Wong") with a +507 mobile, "la licda. Itzel Guerra" from HR with an 8-digit Panamanian mobile in local format (asked which country) and her e-mail in a later message, "eso es todo, chuleta qué rápido"',
    tags: ['spanish', 'multi-referee', 'foreign-phone', 'filler', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      'ofi, dale, sin problema',
      'Mi ex jefe en la Autoridad del Canal, el Ing. Rubén Darío Chen Wong, rchen@pancanal.com, +507 6677-8890',
      'y la licda. Itzel Guerra de recursos humanos, 6123-4567',
      { retry: 'es de Panamá ese número', key: 'phone:Itzel' },
      'ah y el correo de Itzel es itzel.guerra@gmail.com',
      'eso es todo, chuleta qué rápido',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Rubén Darío', 'Chen Wong', 'rchen@pancanal.com', 'manager', '+50766778890'),
        c(
          'Itzel',
          'Guerra',
          'itzel.guerra@gmail.com',
          ['other', 'colleague', 'manager'],
          '+50761234567',
        ),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Tenth blind set (2026-11-29)
  {
    id: 'es-i43',
    title:
      'Bolivia (La Paz), a Bolivian tenant: a yes with a condition ("Pero a mi jefe actual no le vayan a escribir todavía, ¿ya?"), a "1.-" list with titles before the names ("Lic.", "Ing.", "Prof."), 8-digit local mobiles and a La Paz landline with its area code ("fijo 2-2441122"), "el correo de la Wara está mal" corrected in a later message, a teacher without e-mail, "Ya está pues"',
    tags: [
      'spanish',
      'consent',
      'list',
      'multi-referee',
      'correction',
      'foreign-phone',
      'done-phrase',
    ],
    locale: 'es',
    defaultCountry: 'BO',
    says: [
      'Ya, sí, está bien. Pero a mi jefe actual no le vayan a escribir todavía, ¿ya? Que no sabe nada',
      { tapConfirm: true },
      'Mis referencias:\n1.- Lic. Teófilo Choque Quisbert – ex jefe en el Banco Unión – tchoque@bancounion.com.bo – 71234567\n2.- Ing. Wara Ticona Apaza – compañera de trabajo – wara.ticona@gmail.com – 7654 3210\n3.- Prof. Eusebio Condori – mi docente en la UMSA – fijo 2-2441122',
      'Ah, el correo de la Wara está mal, es waraticona@gmail.com, todo junto sin el punto',
      { retry: 'el profe no usa correo, llámenlo nomás a su fijo', key: 'email:Eusebio' },
      'Ya está pues, eso sería todo. Gracias',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Teófilo', 'Choque Quisbert', 'tchoque@bancounion.com.bo', 'manager', '+59171234567'),
        c('Wara', 'Ticona Apaza', 'waraticona@gmail.com', 'colleague', '+59176543210'),
        c('Eusebio', 'Condori', null, 'teacher', '+59122441122'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i44',
    title:
      'Gibraltar and La Línea, Llanito (English and Andalusian Spanish in one sentence) on a Spanish tenant: "Yes, vale, go ahead", "mi boss en el Port" with an 8-digit Gibraltar mobile in local format (asked which country), a compound first name with a Genoese surname and a 956 Cádiz landline, a cousin named then taken back in the same message ("no, scrap that, que es family"), "Y ya está, that\'s all"',
    tags: ['spanish', 'foreign-phone', 'multi-referee', 'correction', 'filler', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      "Yes, vale, go ahead. I'm from Gib pero vivo en La Línea",
      'Mira, mi boss en el Port era Nigel Bossino, nigel.bossino@gibraltarport.gi, su mobile es 5801 2345',
      { retry: 'es de Gibraltar, prefijo +350', key: 'phone:Nigel' },
      'And also Mari Carmen Sacarello, que era mi compañera en el casino de Ocean Village, maricarmen.sacarello@gmail.com, 956 17 23 45',
      'Ah y mi primo Kevin Netto también curraba conmigo... no, scrap that, que es family y no cuenta',
      "Y ya está, that's all",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Nigel', 'Bossino', 'nigel.bossino@gibraltarport.gi', 'manager', '+35058012345'),
        c(
          'Mari Carmen',
          'Sacarello',
          'maricarmen.sacarello@gmail.com',
          'colleague',
          '+34956172345',
        ),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i45',
    title:
      'Ceuta, Spanish with Darija on a Spanish tenant: "¿Esto es obligatorio? Bueno, inshallah" (a question back and "God willing": asked again), "Que sí, wallah", a manager whose first name is also his first surname ("Mohamed Mohamed Abdeselam") reached on the shop\'s landline and without e-mail, a manager in Tetuán with a particle surname ("El Khattabi") and a Moroccan mobile in local format (asked which country), "Saha, hermano"',
    tags: [
      'spanish',
      'consent',
      'hedge',
      'question-back',
      'foreign-phone',
      'multi-referee',
      'done-phrase',
    ],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      '¿Esto es obligatorio? Bueno, inshallah',
      { retry: 'Que sí, wallah, podéis llamarlos', key: 'consent' },
      'Mi encargado en el Mercadona de Ceuta, Mohamed Mohamed Abdeselam. Su móvil no me lo sé, pero el fijo de la tienda, que lo coge él, es 956 51 23 40',
      { retry: 'correo tampoco tengo, preguntad por él en la tienda', key: 'email:Mohamed' },
      'Y en Tetuán trabajé de recepcionista en un hotel, mi jefa era Nadia El Khattabi, nadia.elkhattabi@hotmail.com, 0661 23 45 67',
      { retry: 'de Marruecos, es +212', key: 'phone:Nadia' },
      'Ya está, eso es todo. Saha, hermano',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Mohamed', 'Mohamed Abdeselam', null, 'manager', '+34956512340'),
        c('Nadia', 'El Khattabi', 'nadia.elkhattabi@hotmail.com', 'manager', '+212661234567'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Eleventh blind set (2026-11-29)
  {
    id: 'es-i46',
    title:
      'A Ukrainian refugee in Valencia, Cyrillic mixed in: "Так, sí, podéis" (Так is yes), a numbered list under "Мої рекомендації", a name given in both scripts ("Olena Koval (Олена Коваль)") with a Ukrainian mobile in local format (asked which country), a Red Cross volunteer coordinator with a Valencia mobile and no e-mail, "і ще" (and also) a teacher without a surname, "Все, це все. Eso es todo"',
    tags: ['spanish', 'list', 'multi-referee', 'foreign-phone', 'emoji', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      'Так, sí, podéis contactar 👍',
      'Мої рекомендації / mis referencias:\n1) Olena Koval (Олена Коваль), mi jefa en la fábrica de Járkov, olena.koval@ukr.net, 067 123 45 67\n2) Amparo Sanchis Climent, coordinadora de voluntarios de Cruz Roja en Valencia, yo era voluntaria con ella, 654 32 10 98',
      { retry: 'es de Ucrania, +380', key: 'phone:Olena' },
      { retry: 'no tengo su correo, solo teléfono', key: 'email:Amparo' },
      'і ще / y también mi profesora de español en la EOI, Marta, no sé apellido, marta.eoi@gmail.com',
      'Все, це все. Eso es todo, gracias ❤️',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Olena', 'Koval', 'olena.koval@ukr.net', 'manager', '+380671234567'),
        c('Amparo', 'Sanchis Climent', null, ['manager', 'other', 'mentor'], '+34654321098'),
        c('Marta', null, 'marta.eoi@gmail.com', 'teacher'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i47',
    title:
      'Andorra, in Catalan: a question back about who sees the data, then "D\'acord, gràcies. Però de moment no: prefereixo que no contacteu ningú fins que tingui l\'oferta signada", with her own address and a 6-digit Andorran number: a refusal, nothing stored',
    tags: ['spanish', 'consent', 'consent-with-email', 'question-back', 'negation'],
    locale: 'es',
    defaultCountry: 'AD',
    says: [
      'Bon dia! Abans de res: qui veurà aquestes dades? ¿Las guardáis vosotros o se las pasáis a la empresa?',
      "D'acord, gràcies. Però de moment no: prefereixo que no contacteu ningú fins que tingui l'oferta signada. Si cal alguna cosa, escriviu-me a mi, marta.riba.pons@andorra.ad, o truqueu-me al 356 789. Merci!",
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'es-i48',
    title:
      'A Chicano in Los Angeles, a US tenant: "Simón, órale" for yes (asked again), "mi mayordomo en la yarda" (a foreman) with a nickname in quotes, a 310 mobile and no e-mail, "me dio mi primer jale" in a Tijuana taquería with a 664 mobile that reads like a US number (asked which country), "a mi primo el Junior nel" (never stored), "Ya estuvo, ése"',
    tags: [
      'spanish',
      'consent',
      'foreign-phone',
      'multi-referee',
      'filler',
      'negation',
      'done-phrase',
    ],
    locale: 'es',
    defaultCountry: 'US',
    says: [
      'Simón, órale',
      { retry: 'sí, sí doy permiso', key: 'consent' },
      'Mi mayordomo en la yarda de Wilmington, Rigoberto "Rigo" Carrillo, 310-555-0187, él no usa email',
      { retry: 'no tiene email, nomás cel', key: 'email:Rigoberto' },
      'Y la señora Guadalupe "Lupe" Ibarra, me dio mi primer jale en su taquería de Tijuana, lupita.ibarra@hotmail.com, 664 123 4567',
      { retry: 'es de México, de Tijuana', key: 'phone:Guadalupe' },
      'Y a mi primo el Junior nel, ese nomás me echaba la mano con la troca, no cuenta',
      "Ya estuvo, ése. That's it",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Rigoberto', 'Carrillo', null, 'manager', '+13105550187'),
        c(
          'Guadalupe',
          'Ibarra',
          'lupita.ibarra@hotmail.com',
          ['manager', 'other'],
          '+526641234567',
        ),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Twelfth blind set (2026-11-29)
  {
    id: 'es-i49',
    title:
      'A Haitian candidate in Santiago de Chile (a Chilean tenant), Spanish with Kreyòl: a question back in Kreyòl and Spanish before consent, "Wi, dakò. Sí, pueden contactarlos", a supervisor with a Chilean mobile in local format, a pastor in Port-au-Prince with hyphenated compound names ("Jean-Baptiste Pierre-Louis") and an 8-digit Haitian mobile (asked which country), a colleague without a phone, "Se tout … mèsi anpil"',
    tags: [
      'spanish',
      'question-back',
      'consent',
      'multi-referee',
      'foreign-phone',
      'filler',
      'done-phrase',
    ],
    locale: 'es',
    defaultCountry: 'CL',
    says: [
      'Bonjou. Ki moun ki pral wè enfòmasyon sa yo? Perdón, ¿quién va a ver estos datos?',
      'Wi, dakò. Sí, pueden contactarlos',
      'Mi supervisora en la bodega de Lo Espejo: Carolina Muñoz Tapia, cmunoz@bodegasur.cl, 9 8765 4321',
      'Y el pastè de mi iglesia en Puerto Príncipe, Jean-Baptiste Pierre-Louis, pastor.jbpl@gmail.com, 3712 3456',
      { retry: 'es de Haití, +509', key: 'phone:Jean-Baptiste' },
      'Ah, y Marie-Michelle Saint-Fleur, compañera de turno en la bodega, michou.saintfleur@yahoo.fr',
      'Se tout. Eso es todo, mèsi anpil',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Carolina', 'Muñoz Tapia', 'cmunoz@bodegasur.cl', 'manager', '+56987654321'),
        c(
          'Jean-Baptiste',
          'Pierre-Louis',
          'pastor.jbpl@gmail.com',
          ['other', 'mentor'],
          '+50937123456',
        ),
        c('Marie-Michelle', 'Saint-Fleur', 'michou.saintfleur@yahoo.fr', 'colleague'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i50',
    title:
      'An Argentine in Milan (an Italian tenant), Spanish with Italian: "Sì sì, va bene, dale", "mi capo acá en Milano" with an Italian mobile in local format, an ex-boss in Buenos Aires with "+54 9 11", a colleague given by nickname first ("Lucho, o sea Luis María Etcheverry") with a Milan landline after 0039, the first e-mail corrected ("No, aspettá … el otro era el viejo"), particle surnames ("Dalla Costa", "De Santis"), "Ecco, basta così"',
    tags: ['spanish', 'multi-referee', 'foreign-phone', 'correction', 'filler', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'IT',
    says: [
      'Sì sì, va bene, dale',
      'Allora, te paso: mi capo acá en Milano es Giancarlo Dalla Costa, g.dallacosta@fastweb.it, cellulare 347 123 4567',
      'y en Buenos Aires mi ex jefa en Globant, Florencia De Santis, florencia.desantis@globant.com, +54 9 11 4567-8901',
      'Ah, y Lucho, o sea Luis María Etcheverry, un collega del team di Milano, ufficio 0039 02 8765 4321, el mail es luis.etcheverry@fastweb.it',
      'No, aspettá: el mail de Giancarlo es giancarlo.dallacosta@fastweb.it, el otro era el viejo',
      'Ecco, basta così. Eso es todo',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Giancarlo',
          'Dalla Costa',
          'giancarlo.dallacosta@fastweb.it',
          'manager',
          '+393471234567',
        ),
        c('Florencia', 'De Santis', 'florencia.desantis@globant.com', 'manager', '+5491145678901'),
        c('Luis María', 'Etcheverry', 'luis.etcheverry@fastweb.it', 'colleague', '+390287654321'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i51',
    title:
      'A Sahrawi candidate in Vitoria-Gasteiz (a Spanish tenant), Spanish with Hassaniya: "Eyeh, vale, sí", a manager with an Álava particle surname ("Ruiz de Azúa") and a 945 landline, a Red Crescent manager in the Tindouf camps without e-mail and with an Algerian mobile in local format (asked which country), the candidate\'s own mobile in the same message (no referee), then leaves before saying she is done: open',
    tags: ['spanish', 'consent', 'multi-referee', 'foreign-phone', 'filler', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      'Eyeh, vale, sí',
      'Mi encargada en la conservera de Vitoria, Itziar Ruiz de Azúa, itziar.ruizdeazua@conservasgasteiz.com, 945 12 34 56',
      'Y en los campamentos de Tinduf trabajé con la Media Luna Roja, mi responsable era Mahfud Ali Beiba. Correo no tiene, solo móvil: 0770 12 34 56. Y mi número, por si lo necesitáis, es 688 12 34 56',
      { retry: 'Es de Argelia, en los campamentos se usan números argelinos', key: 'phone:Mahfud' },
      'Uy, que empieza mi turno. Luego sigo con la tercera, salam',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Itziar',
          'Ruiz de Azúa',
          'itziar.ruizdeazua@conservasgasteiz.com',
          'manager',
          '+34945123456',
        ),
        c('Mahfud', 'Ali Beiba', null, 'manager', '+213770123456'),
      ],
    },
    outcome: 'open',
  },
  // ───────────── Thirteenth blind set, intake
  {
    id: 'es-i52',
    title:
      'Valladolid (a Spanish tenant), plain and ordinary: "Sí, de acuerdo", two referees one a line with double surnames, e-mails and Spanish mobiles in groups of two, "Eso es todo, gracias"',
    tags: ['spanish', 'multi-referee', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      'Sí, de acuerdo',
      'Os paso dos:\nRaquel Gómez Sanz, mi jefa en el almacén de Eroski, raquel.gomez@eroski.es, 629 45 78 12\nAlberto Herrero, compañero de almacén, albertoherrero84@hotmail.com, 655 30 21 98',
      'Eso es todo, gracias',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Raquel', 'Gómez Sanz', 'raquel.gomez@eroski.es', 'manager', '+34629457812'),
        c('Alberto', 'Herrero', 'albertoherrero84@hotmail.com', 'colleague', '+34655302198'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i53',
    title:
      'Welsh Patagonia (Trelew, an Argentine tenant), Spanish with Welsh: "Ie, sí, dale" for consent, a Chubut mobile with 0280 and the old 15, a Welsh particle surname ("Dafydd ap Iwan", a Welsh teacher who is now a mentor), a café owner in Cardiff with a UK mobile in local format (asked which country) and "mail no tengo", "Diolch! Eso es todo"',
    tags: ['spanish', 'consent', 'multi-referee', 'foreign-phone', 'filler', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'AR',
    says: [
      'Ie, sí, dale, no hay drama',
      'Bueno: mi jefa en la casa de té de Gaiman, Gwenllian Roberts, gwen@tedegaiman.com.ar, cel 0280 15 412-3456. Y Dafydd ap Iwan, que fue mi profe de galés en Trevelin y ahora es como mi mentor, dafydd.apiwan@gmail.com',
      'Ah, y en Cardiff trabajé un verano en un café, la dueña es Siân Lewis-Pritchard, 07700 900123, mail no tengo',
      { retry: 'es de Gales, Reino Unido, +44', key: 'phone:Siân' },
      'Diolch! Eso es todo',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Gwenllian', 'Roberts', 'gwen@tedegaiman.com.ar', 'manager', '+5492804123456'),
        c('Dafydd', 'ap Iwan', 'dafydd.apiwan@gmail.com', ['teacher', 'mentor']),
        c('Siân', 'Lewis-Pritchard', null, ['manager', 'other'], '+447700900123'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i54',
    title:
      'A Mapuche candidate in Temuco (a Chilean tenant): "Mari mari. Ya po, sí... no, espérate, mejor no" (a yes taken back in the same message), the reason and the would-be referee\'s Chilean mobile in the same message ("pero no lo llamen todavía"), "Chaltu may": a refusal, nothing stored',
    tags: ['spanish', 'consent', 'correction', 'negation'],
    locale: 'es',
    defaultCountry: 'CL',
    says: [
      'Mari mari. Ya po, sí... no, espérate, mejor no. Mi jefa en la forestal no sabe que estoy buscando pega y el Ramón Huenchullán, que sería mi referencia, es su cuñado. Su número es +56 9 8123 4567 pero no lo llamen todavía',
      'Chaltu may, cuando tenga la oferta les escribo',
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'es-i55',
    title:
      'A Nikkei candidate in Lima (a Peruvian tenant): "Ya, sí, normal, pueden llamarlos", a dashed list with "Sra." and a married "Higa de Oshiro", a Japanese given name inside a Peruvian double-surname name ("Jorge Eiji Tamashiro Higa") with a Japanese mobile in local format from his dekasegi years (asked which country), the first mobile corrected in a later message ("termina en 312, no 321"), a teacher with a Lima landline "(01)" and no e-mail, "Listo … Arigatō!"',
    tags: ['spanish', 'list', 'multi-referee', 'foreign-phone', 'correction', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'PE',
    says: [
      'Ya, sí, normal, pueden llamarlos',
      'Te paso:\n- Sra. Keiko Higa de Oshiro, mi jefa en la botica de Jesús María, keiko.higa@boticasoshiro.pe, 987 654 321\n- Jorge Eiji Tamashiro Higa, mi compañero en la fábrica de autopartes de Hamamatsu cuando fui dekasegi, jorge.tamashiro@yahoo.co.jp, 090-1234-5678',
      { retry: 'Es de Japón, +81', key: 'phone:Jorge Eiji' },
      'Perdón, el celular de la señora Keiko es 987 654 312, me equivoqué en los últimos',
      'Y mi profesor del instituto, Óscar Nakamura, fijo (01) 421-5678, correo no sé',
      'Listo, eso sería todo. Arigatō!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Keiko', 'Higa de Oshiro', 'keiko.higa@boticasoshiro.pe', 'manager', '+51987654312'),
        c(
          'Jorge Eiji',
          'Tamashiro Higa',
          'jorge.tamashiro@yahoo.co.jp',
          'colleague',
          '+819012345678',
        ),
        c('Óscar', 'Nakamura', null, 'teacher', '+5114215678'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Fourteenth blind set, intake
  {
    id: 'es-i56',
    title:
      'A Korean-Argentine in Flores (Buenos Aires, an Argentine tenant), Spanish with Korean: "네, sí, dale", the owner of a clothes shop on Avellaneda called "imo" (auntie in Korean: a term of address, not family) with an 11 15 mobile, a colleague now in Seoul with a Korean mobile in local format (asked which country), his first name corrected later ("es Matías Park, no Martín"), "감사합니다"',
    tags: ['spanish', 'multi-referee', 'foreign-phone', 'correction', 'emoji', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'AR',
    says: [
      '네, sí, dale 👍',
      'Te paso: la dueña del local de ropa en Avellaneda donde trabajé 3 años, Susana Kim, acá todos le decimos "imo" (tía en coreano, pero no es mi tía), susana.kim@modaflores.com.ar, 11 15 6234-5678',
      'Y Martín Park, mi compañero de venta mayorista, ahora vive en Seúl: 010-2345-6789, mpark@naver.com',
      { retry: 'de Corea del Sur, +82', key: 'phone:Martín' },
      'Uy perdón, me equivoqué de Park jaja: es Matías Park, no Martín. El mail y el teléfono sí son esos',
      'Listo, eso es todo. 감사합니다!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Susana', 'Kim', 'susana.kim@modaflores.com.ar', 'manager', '+5491162345678'),
        c('Matías', 'Park', 'mpark@naver.com', 'colleague', '+821023456789'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i57',
    title:
      'A Mennonite who left a colony near Santa Cruz (a Bolivian tenant), Spanish with Plautdietsch: "Ekj weet nich... no sé si quiero que llamen a la colonia. Bueno, jo, está bien" (a hesitation that ends in a yes: confirmed), "Ing." before a double surname with an 8-digit mobile, "el Ohm Peter Klassen" (Ohm: what they call older men, "no es mi tío") from the colony\'s cheese dairy, now in Manitoba, with a Canadian number in local format and no e-mail (asked which country), "Dankscheen"',
    tags: ['spanish', 'consent', 'hedge', 'multi-referee', 'foreign-phone', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'BO',
    says: [
      'Ekj weet nich... no sé si quiero que llamen a la colonia. Bueno, jo, está bien, pueden llamar',
      { tapConfirm: true },
      'Mi jefe en el concesionario de tractores en Santa Cruz: Ing. Marcelo Suárez Justiniano, msuarez@agrotractores.com.bo, 771 23456',
      'Y en la colonia trabajé en la quesería del Ohm Peter Klassen (Ohm le decimos a los señores mayores, no es mi tío). No tiene correo. Ahora vive en Manitoba con su hijo, su número es 204-325-8841',
      { retry: 'Es de Canadá, +1', key: 'phone:Peter' },
      { retry: 'No usa correo, solo teléfono', key: 'email:Peter' },
      'Dankscheen. Eso es todo',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Marcelo',
          'Suárez Justiniano',
          'msuarez@agrotractores.com.bo',
          'manager',
          '+59177123456',
        ),
        c('Peter', 'Klassen', null, 'manager', '+12043258841'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i58',
    title:
      'A Palestinian-Chilean in Patronato (Santiago, a Chilean tenant): a question back ("¿tienen que llamarlos sí o sí? … mi jefe es mi papá"), then "Mmm, no sé..." with an uncle\'s name and a Palestinian mobile in local format, then "déjame hablarlo con mi papá primero, yalla … khalas por hoy": no consent given, nothing stored',
    tags: ['spanish', 'consent', 'question-back', 'hedge', 'foreign-phone', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'CL',
    says: [
      '¿Y tienen que llamarlos sí o sí? Es que yo trabajo en la tienda de telas de mi familia en Patronato, mi jefe es mi papá jaja',
      'Mmm, no sé... mi tío Nicolás Musalem en Beit Jala, el de la farmacia donde trabajé un verano, ese podría ser, su número es 059 123 4567. Pero no sé',
      'Sabes qué, déjame hablarlo con mi papá primero, yalla. Te escribo mañana, khalas por hoy',
    ],
    expected: { consent: null, contacts: [] },
    outcome: 'open',
  },
  {
    id: 'es-i59',
    title:
      'A Senegalese greenhouse worker in Níjar (Almería, a Spanish tenant), Spanish with Wolof and French: "Waaw, sí, podéis llamar", "el manijero de la finca" (the Andalusian word for a farm foreman) with a mobile and "correo no tiene", a colleague whose relationship is corrected in the next message ("Moussa no era compañero, era el encargado"), "mi patron del taller de costura, el que me enseñó el oficio" in Dakar with a Senegalese mobile in local format (asked which country), "Jërëjëf"',
    tags: ['spanish', 'multi-referee', 'foreign-phone', 'correction', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      'Waaw, sí, podéis llamar',
      'El manijero de la finca de tomates en Níjar, Paco Cortés, es el que nos manda a todos. Su móvil 622 48 91 07, correo no tiene',
      { retry: 'No tiene correo, de verdad, solo WhatsApp', key: 'email:Paco' },
      'Y mi compañero del almacén de Vícar, Moussa Ndiaye, moussa.ndiaye@gmail.com, 611 23 45 67',
      'Ah, perdona: Moussa no era compañero, era el encargado del almacén, mi jefe allí',
      'Y en Dakar mi patron del taller de costura, el que me enseñó el oficio, Cheikh Fall, cheikhfall.couture@yahoo.fr, 77 512 34 56',
      { retry: 'Es de Senegal, +221', key: 'phone:Cheikh' },
      'Jërëjëf, eso es todo',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Paco', 'Cortés', null, 'manager', '+34622489107'),
        c('Moussa', 'Ndiaye', 'moussa.ndiaye@gmail.com', 'manager', '+34611234567'),
        c(
          'Cheikh',
          'Fall',
          'cheikhfall.couture@yahoo.fr',
          ['manager', 'mentor', 'teacher'],
          '+221775123456',
        ),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Fifteenth blind set, intake
  {
    id: 'es-i60',
    title:
      'A Michoacano in Chicago (a US tenant): a lone "👍" as consent (confirmed), a supervisor at a meat-packing plant with a 708 mobile, a boss in Zamora with the title "C.P." (contador público) and his Mexican mobile written with the US exit code ("se marca 011 52 351 …": +52, not +1) and an address written "ramiro.avila (arroba) …", "la Mtra. Leticia Ochoa" (a teacher, no phone), "Nomás esos tres, thank you"',
    tags: ['spanish', 'emoji', 'consent', 'multi-referee', 'foreign-phone', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'US',
    says: [
      '👍',
      { tapConfirm: true },
      'Mi supervisor en la empacadora de carne de Melrose Park: Rigoberto Sandoval, rsandoval@midwestmeats.com, cel (708) 412-3396',
      'Y en México mi jefe era el C.P. Ramiro Ávila Zepeda, del despacho contable de Zamora donde hice mi servicio social. Su cel desde aquí se marca 011 52 351 123 4567 y su correo es ramiro.avila (arroba) despachoavila.com.mx',
      'Ah, y la Mtra. Leticia Ochoa, mi maestra de inglés en el Triton College, leticia.ochoa@triton.edu',
      'Nomás esos tres, thank you',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Rigoberto', 'Sandoval', 'rsandoval@midwestmeats.com', 'manager', '+17084123396'),
        c(
          'Ramiro',
          'Ávila Zepeda',
          'ramiro.avila@despachoavila.com.mx',
          'manager',
          '+523511234567',
        ),
        c('Leticia', 'Ochoa', 'leticia.ochoa@triton.edu', 'teacher'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i61',
    title:
      'An Aymara seamstress in El Alto (a Bolivian tenant): "Kamisaki. Jisa, sí, pueden nomás" (Jisa is yes), referees pasted from her CV as "Apellidos, Nombre" ("Mamani Quispe, Juan Carlos": first name after the comma) with "Feria 16 de Julio" (a market, no phone) beside an 8-digit mobile and no e-mail, a teacher with a compound first name, the owner of a sewing workshop in São Paulo with a Brazilian mobile in local format "(11) 98765-4321" and no e-mail, "Yuspajara"',
    tags: [
      'spanish',
      'consent',
      'list',
      'multi-referee',
      'number-in-word',
      'foreign-phone',
      'done-phrase',
    ],
    locale: 'es',
    defaultCountry: 'BO',
    says: [
      'Kamisaki. Jisa, sí, pueden nomás',
      'Le paso de mi hoja de vida:\nMamani Quispe, Juan Carlos — mi jefe en el taller de costura de la Feria 16 de Julio — 71234567\nChoque Apaza, Rosa Isabel — mi profesora del instituto — rosa.choque@insttecnologico.edu.bo',
      { retry: 'El don Juan Carlos no tiene correo, solo celular nomás', key: 'email:Juan Carlos' },
      'Y en São Paulo trabajé dos años en la oficina de costura de la señora Marleni Condori, es la dueña. Su celular (11) 98765-4321, correo no sé si tiene',
      { retry: 'Es de Brasil, +55', key: 'phone:Marleni' },
      { retry: 'No tiene correo, solo WhatsApp', key: 'email:Marleni' },
      'Ya está, eso nomás. Yuspajara',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Juan Carlos', 'Mamani Quispe', null, 'manager', '+59171234567'),
        c('Rosa Isabel', 'Choque Apaza', 'rosa.choque@insttecnologico.edu.bo', 'teacher'),
        c('Marleni', 'Condori', null, ['manager', 'other'], '+5511987654321'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i62',
    title:
      'A Chilean cook in Stockholm (a Swedish tenant): "Ja, dale" (Swedish ja and Spanish dale: a yes, not a laugh), "mi chef" (the head chef, her boss; chef is also boss in Swedish) whose surname is corrected in the same message ("Lindqvist — no, Lindholm") with a Swedish mobile in local format, a boss in Santiago with +56 9, then "Oye, sabes qué, mejor no … No llamen a nadie, borra todo porfa": consent withdrawn after the referees, nothing kept',
    tags: ['spanish', 'consent', 'correction', 'negation', 'multi-referee', 'decline'],
    locale: 'es',
    defaultCountry: 'SE',
    says: [
      'Ja, dale',
      'Mi chef en el restaurante de Södermalm, Anders Lindqvist — no, Lindholm — anders@sodermat.se, 070-312 45 67',
      'Y la Carolina Fuentes, que fue mi jefa en Santiago antes de venirme, +56 9 8765 4321',
      'Oye, sabes qué, mejor no. Mi chef no sabe que me quiero ir y aquí todos se conocen. No llamen a nadie, borra todo porfa',
      { tapConfirm: true },
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'es-i63',
    title:
      'An older catechist in Ávila (a Spanish tenant), formal: "Sí, doy mi permiso, faltaría más", a referee split over two messages by an early send ("La primera sería Sor María Teresa" / "Perdón, se me ha enviado sin terminar. Sor María Teresa Echeverría Lasa …": one referee, "Sor" is a title) with a school landline, "D. Fernando Gil y Alcázar" (one man whose surname has a "y" in it, not two people) with a mobile and no e-mail, "Mª Ángeles Prieto" with an address in capitals ("MAngeles.Prieto@Educa.JCYL.es"), "Con esas tres ya está"',
    tags: ['spanish', 'filler', 'multi-referee', 'typos', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      'Buenas tardes. Sí, doy mi permiso, faltaría más',
      'La primera sería Sor María Teresa',
      'Perdón, se me ha enviado sin terminar. Sor María Teresa Echeverría Lasa, directora del colegio de las Teresianas donde di clase de Religión, direccion@teresianas-avila.es, teléfono del colegio 920 21 34 56',
      'Y D. Fernando Gil y Alcázar, el párroco de San Pedro, con quien llevo la catequesis. Su móvil es 659 87 12 34',
      { retry: 'No, correo no tiene, es muy mayor', key: 'email:Fernando' },
      'Y mi compañera del colegio, Mª Ángeles Prieto, MAngeles.Prieto@Educa.JCYL.es',
      'Con esas tres ya está. Muchas gracias, es usted muy amable',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'María Teresa',
          'Echeverría Lasa',
          'direccion@teresianas-avila.es',
          'manager',
          '+34920213456',
        ),
        c('Fernando', 'Gil y Alcázar', null, ['other', 'colleague', 'mentor'], '+34659871234'),
        c('Mª Ángeles', 'Prieto', 'mangeles.prieto@educa.jcyl.es', 'colleague'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Sixteenth blind set, intake
  {
    id: 'es-i64',
    title:
      'A Venezuelan in Lima (a Peruvian tenant): "Por mí fino, chamo" (a Venezuelan yes: confirmed), "la Lcda. Yusmary Pacheco" with a Venezuelan mobile written "0414-123.45.67 … allá en Venezuela" and her address in the next message with spaces round the @, autocorrect capitals and a full stop ("Yusmary.Pacheco @ Gmail.com."), "el TSU Carlos Eduardo Linares" (TSU, técnico superior universitario, is a title) with a Peruvian mobile in local format, "el señor Goyo" given over two messages (the nickname first, "Su nombre completo es José Gregorio Uzcátegui" after) with a Caracas landline and no e-mail, "qué ladilla"',
    tags: ['spanish', 'consent', 'foreign-phone', 'multi-referee', 'typos', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'PE',
    says: [
      'Por mí fino, chamo',
      { tapConfirm: true },
      'Mi jefa en la panadería de Caracas era la Lcda. Yusmary Pacheco, su cel 0414-123.45.67, allá en Venezuela',
      'Correo: Yusmary.Pacheco @ Gmail.com.',
      'Y aquí en Lima mi encargado en el Tambo de Miraflores, el TSU Carlos Eduardo Linares, que también es venezolano: 987 654 321, carlos.linares.tsu@hotmail.com',
      'Ah, y el señor Goyo, del abasto de mi cuadra en Caracas, donde trabajé de cajera cuando estaba en el liceo',
      'Su nombre completo es José Gregorio Uzcátegui, Goyo es como le decimos. Correo no tiene, es un señor mayor. Teléfono 0212-5551234, es fijo de Caracas',
      'Eso es todo, chamo. Gracias, qué ladilla esto de las referencias jaja',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Yusmary', 'Pacheco', 'yusmary.pacheco@gmail.com', 'manager', '+584141234567'),
        c('Carlos Eduardo', 'Linares', 'carlos.linares.tsu@hotmail.com', 'manager', '+51987654321'),
        c('José Gregorio', 'Uzcátegui', null, ['manager', 'other'], '+582125551234'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i65',
    title:
      'A draughtsman in Puebla (a Mexican tenant): "Va que va 👌" (confirmed), "El Arq. Guillermo Treviño Garza, el Memo" with a mobile written with the old Mexican "044" prefix (dropped: +52 222 …) and his address as "memo.trevino en gmail punto com", a thesis adviser, "el Dr. Enrique Lozano Sosa", with the old international "+52 1" mobile format (the 1 dropped) and an address pasted from an e-mail client with its link ("elozano@upaep.mx<mailto:elozano@upaep.mx>"), "Sería todo"',
    tags: ['spanish', 'consent', 'emoji', 'multi-referee', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'MX',
    says: [
      'Va que va 👌',
      { tapConfirm: true },
      'El Arq. Guillermo Treviño Garza, el Memo, fue mi jefe en el despacho donde hacía los planos en AutoCAD. Su cel es 044 222 123 4567',
      'Su correo es memo.trevino en gmail punto com',
      'Y mi asesor de tesis en la UPAEP, el Dr. Enrique Lozano Sosa: +52 1 222 987 6543, elozano@upaep.mx<mailto:elozano@upaep.mx>',
      'Sería todo, muchas gracias',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Guillermo', 'Treviño Garza', 'memo.trevino@gmail.com', 'manager', '+522221234567'),
        c('Enrique', 'Lozano Sosa', 'elozano@upaep.mx', ['teacher', 'mentor'], '+522229876543'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i66',
    title:
      'A malagueño on a working holiday in Melbourne (an Australian tenant), Spanish with English: "Yep, sin problema 👍", "Davo... David Jones" (the nickname, then the name) at a Yarra Valley winery with an Australian mobile in local format, "mi jefa del chiringuito en Málaga, Mari Carmen Ruiz-Pimentel" with a Spanish mobile written "0034 666 …" and no e-mail ("ella es de WhatsApp"), a café colleague whose address is written "chloe.nguyen at outlook dot com" with "+61 423 …", "That\'s it, eso es todo. Cheers quillo"',
    tags: ['spanish', 'multi-referee', 'foreign-phone', 'filler', 'correction', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'AU',
    says: [
      'Yep, sin problema 👍',
      'Mi supervisor en la winery del Yarra Valley, Davo... bueno, David Jones, davo.jones@yarravines.com.au, 0412 345 678',
      'Y mi jefa del chiringuito en Málaga, Mari Carmen Ruiz-Pimentel, 0034 666 12 34 56. Correo no tiene quillo, ella es de WhatsApp',
      'Y una compañera del curro de aquí, de la cafe en Fitzroy: Chloe Nguyen, chloe.nguyen at outlook dot com, su movil +61 423 987 654',
      "That's it, eso es todo. Cheers quillo",
    ],
    expected: {
      consent: true,
      contacts: [
        c('David', 'Jones', 'davo.jones@yarravines.com.au', 'manager', '+61412345678'),
        c('Mari Carmen', 'Ruiz-Pimentel', null, 'manager', '+34666123456'),
        c('Chloe', 'Nguyen', 'chloe.nguyen@outlook.com', 'colleague', '+61423987654'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i67',
    title:
      'A Moroccan warehouse worker in Lleida (a Spanish tenant), Spanish with Darija in Arabic script: a refusal ("لا لا, no quiero que llamen a mi jefe de ahora") reversed in the next message ("Espera. Bueno, واخا, vale: sí podéis llamar, pero solo al profesor del curso de carretillero": consent, confirmed), the teacher with a double surname and a Lleida landline, "Ya está, solo él. شكرا"',
    tags: ['spanish', 'consent', 'negation', 'correction', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      'Salam. لا لا, no quiero que llamen a mi jefe de ahora, no sabe que busco otra cosa',
      'Espera. Bueno, واخا, vale: sí podéis llamar, pero solo al profesor del curso de carretillero, no a mi jefe',
      { tapConfirm: true },
      'El profesor es Jordi Pijoan Solé, del centro de formación de Mollerussa, jpijoan@formaciosegria.cat, 973 60 12 34',
      'Ya está, solo él. شكرا',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Jordi', 'Pijoan Solé', 'jpijoan@formaciosegria.cat', 'teacher', '+34973601234'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Seventeenth blind set, intake
  {
    id: 'es-i68',
    title:
      'A camba in Santa Cruz de la Sierra (a Bolivian tenant): "Ya pues, no hay drama" (yes), a contact pasted as a raw vCard with the surnames first ("N:Justiniano Roca;Carla Andrea;;;"), a TITLE that is a job title, not the relationship ("Jefa de Recepción": she was her boss, said in the message), a +591 mobile; a cookery teacher, "el licenciado Roberto Áñez Vaca", with a Santa Cruz landline written "3-3465432" and no e-mail, "Esos dos nomás, che"',
    tags: ['spanish', 'consent', 'signature', 'multi-referee', 'filler', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'BO',
    says: [
      'Ya pues, no hay drama, pueden llamarles nomás',
      'Mirá, te paso el contacto de mi jefa del hotel, el celular me lo comparte así:\n\nBEGIN:VCARD\nVERSION:3.0\nN:Justiniano Roca;Carla Andrea;;;\nFN:Carla Andrea Justiniano Roca\nORG:Hotel Las Palmeras\nTITLE:Jefa de Recepción\nTEL;TYPE=CELL:+591 70012345\nEMAIL:cjustiniano@hotellaspalmeras.com.bo\nEND:VCARD',
      'Y mi profe de cocina del instituto, el licenciado Roberto Áñez Vaca, su fijo es 3-3465432',
      { retry: 'Su correo no sé, solo el fijo del instituto', key: 'email:Roberto' },
      'Esos dos nomás, che. Gracias pues',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Carla Andrea',
          'Justiniano Roca',
          'cjustiniano@hotellaspalmeras.com.bo',
          'manager',
          '+59170012345',
        ),
        c('Roberto', 'Áñez Vaca', null, 'teacher', '+59133465432'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i69',
    title:
      'A graphic designer in San Salvador (a Salvadoran tenant): "Vaya pues, sí, está chivo" (yes), a boss given with his Instagram handle ("@ricardo.menjivar.sv": no e-mail) and "Correo no tengo el de él", his mobile after being asked ("7012-3456"), a colleague given with a LinkedIn address instead of an e-mail and a +503 mobile, "búsquela en LinkedIn mejor" (no e-mail), "Solo esos dos"',
    tags: ['spanish', 'consent', 'multi-referee', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'SV',
    says: [
      'Vaya pues, sí, está chivo',
      'Mi jefe en la agencia de publicidad era Ricardo Menjívar, en insta es @ricardo.menjivar.sv. Correo no tengo el de él',
      { retry: 'Su cel es 7012-3456', key: 'phone:Ricardo' },
      { retry: 'Correo de verdad no tengo, solo el insta y el cel', key: 'email:Ricardo' },
      'Y la Karla Rivas, que fue mi compañera de diseño, este es su LinkedIn: linkedin.com/in/karla-rivas-sv y su número +503 6123 4567',
      { retry: 'Correo no sé, búsquela en LinkedIn mejor', key: 'email:Karla' },
      'Solo esos dos. Va, gracias',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Ricardo', 'Menjívar', null, 'manager', '+50370123456'),
        c('Karla', 'Rivas', null, 'colleague', '+50361234567'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i70',
    title:
      'A Venezuelan in Curaçao (a Curaçao tenant), Spanish with Papiamento: "Bon dia! Si, ta bon, pueden llamar" (yes), "Mi manager na e hotel den Willemstad: Dhr. Jan-Willem van der Berg" (Dhr. is a title; a hyphenated first name, a lowercase particle) with a +599 9 mobile, a boss at a bakery in Punto Fijo with a Falcón landline "0269-2461234" and "Su correo mi no sa" (no e-mail), then "mi mester bai, mi turno ta cuminsa" before saying she is done: open',
    tags: ['spanish', 'consent', 'multi-referee', 'foreign-phone', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'CW',
    says: [
      'Bon dia! Si, ta bon, pueden llamar',
      'Mi manager na e hotel den Willemstad: Dhr. Jan-Willem van der Berg, jw.vanderberg@pietermaaiboutique.cw, +599 9 510 1234',
      'Y en Venezuela mi jefa en la panadería de Punto Fijo, la señora Yelitza Colina, el fijo es 0269-2461234. Su correo mi no sa',
      { retry: 'No sé su correo, de verdad, ella no usa', key: 'email:Yelitza' },
      'Ai, mi mester bai, mi turno ta cuminsa. Despues mi ta sigui',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Jan-Willem',
          'van der Berg',
          'jw.vanderberg@pietermaaiboutique.cw',
          'manager',
          '+59995101234',
        ),
        c('Yelitza', 'Colina', null, 'manager', '+582692461234'),
      ],
    },
    outcome: 'open',
  },
  {
    id: 'es-i71',
    title:
      'A Deaf candidate in Logroño (a Spanish tenant) whose written Spanish follows sign-language order: "Yo sorda, escribir mejor que llamar. Permiso referencias: sí, acepto" (yes), "Primera: Laura Gil Ezquerro, jefa mía antes, bodega en Haro" with an e-mail and a landline, "Segunda: compañero mío vendimia" with a mobile and "Email no tiene", "Tercera: … profesora mía curso de sumiller. Ella sorda también: llamar no, mejor email … o WhatsApp 633 …" (the number is kept), "Ya está. Tres"',
    tags: ['spanish', 'consent', 'list', 'multi-referee', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      'Hola. Yo sorda, escribir mejor que llamar. Permiso referencias: sí, acepto',
      'Primera: Laura Gil Ezquerro, jefa mía antes, bodega en Haro. Email laura.gil@bodegasnajerilla.es. Ella oye, teléfono también bien: 941 31 22 33',
      'Segunda: compañero mío vendimia, Pedro Sáenz de Tejada. Teléfono 699 11 22 33. Email no tiene',
      { retry: 'Pedro email no. Solo teléfono', key: 'email:Pedro' },
      'Tercera: Marta Ochoa, profesora mía curso de sumiller. Ella sorda también: llamar no, mejor email marta.ochoa@asorioja.org o WhatsApp 633 44 55 66',
      'Ya está. Tres. Gracias',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Laura', 'Gil Ezquerro', 'laura.gil@bodegasnajerilla.es', 'manager', '+34941312233'),
        c('Pedro', 'Sáenz de Tejada', null, 'colleague', '+34699112233'),
        c('Marta', 'Ochoa', 'marta.ochoa@asorioja.org', 'teacher', '+34633445566'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Eighteenth blind set, intake
  {
    id: 'es-i72',
    title:
      'A nurse in Villahermosa (Tabasco, a Mexican tenant) dictating every message by voice: "Ta bueno pues sí acepto" (yes), a phone dictated in words ("nueve nueve tres, tres uno dos, cuarenta y cinco, sesenta y siete"), an address spelled as said ("yaneth guion bajo zeta o arroba hotmail punto com todo en minúsculas": yaneth_zo@…), "la licenciada" as a title, a surname in lowercase with a particle ("Jesús Alberto priego de la cruz"), an address with spaces between the initials ("j a priego arroba gmail punto com"), a phone half in digits and half in words ("993 ciento cuarenta y ocho 22 10"), then the first address corrected by its domain only ("no es hotmail es outlook")',
    tags: ['spanish', 'consent', 'multi-referee', 'words', 'correction', 'typos', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'MX',
    says: [
      'Ta bueno pues sí acepto que les pregunten',
      'Mi primera referencia es la licenciada Yaneth Zurita Ovando ella era mi jefa de enfermeras en el hospital Rovirosa su teléfono es nueve nueve tres, tres uno dos, cuarenta y cinco, sesenta y siete',
      'Su correo es yaneth guion bajo zeta o arroba hotmail punto com todo en minúsculas',
      'La segunda es el doctor Jesús Alberto priego de la cruz jefe de urgencias del mismo hospital donde yo hacía guardias su correo j a priego arroba gmail punto com y su celular 993 ciento cuarenta y ocho 22 10',
      'Perdón el correo de la licenciada no es hotmail es outlook',
      'Es todo gracias',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Yaneth', 'Zurita Ovando', 'yaneth_zo@outlook.com', 'manager', '+529933124567'),
        c('Jesús Alberto', 'Priego de la Cruz', 'japriego@gmail.com', 'manager', '+529931482210'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i73',
    title:
      'A waiter in Granada (a Spanish tenant): "Ea, sin problema" (yes), the referee\'s own WhatsApp replies copied and pasted with their headers ("[18:42, 27/11/2026] Encarni Hotel: …": a time, a date and the name saved in his phone, which is no surname; the full name, address and mobile in her lines, "fui tu jefa de sala"), a colleague with two addresses ("el del curro … y el suyo … no sé cuál os viene mejor") settled in the next message by description ("Me dice Juanma que el personal": the gmail one), "Juanma" kept as written, "Na más … somos mu malafollás"',
    tags: ['spanish', 'consent', 'multi-referee', 'correction', 'emoji', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      'Ea, sin problema, adelante',
      'Te copio lo que me ha contestado mi antigua jefa:\n[18:42, 27/11/2026] Encarni Hotel: Claro que sí chiquillo!! Pon mis datos\n[18:42, 27/11/2026] Encarni Hotel: Encarnación Molina Ruiz\n[18:43, 27/11/2026] Encarni Hotel: encarni.molina@hotelmiradordarro.es\n[18:43, 27/11/2026] Encarni Hotel: 655 43 21 09\n[18:44, 27/11/2026] Encarni Hotel: Y pon que fui tu jefa de sala en el Mirador, que si no no saben quién soy 😂',
      'Y mi compañero de barra en el mismo hotel, Juanma Ortega. Tiene dos correos, el del curro jmortega@hotelmiradordarro.es y el suyo juanmaortega88@gmail.com, no sé cuál os viene mejor',
      'Me dice Juanma que el personal, que del hotel se va en diciembre y ese correo se lo cierran',
      'Na más, con esos dos vale. Aquí en Graná somos mu malafollás pero ellos dos son un amor jaja',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Encarnación',
          'Molina Ruiz',
          'encarni.molina@hotelmiradordarro.es',
          'manager',
          '+34655432109',
        ),
        c('Juanma', 'Ortega', 'juanmaortega88@gmail.com', 'colleague'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i74',
    title:
      'A lab technician in Salamanca (a Spanish tenant) whose "yes" is ironic: "Sí, hombre. Y ya de paso le mandáis un correo a mi jefa, rocio.hernandez@…, para que se entere de que me quiero ir 🙄 Ni de coña" (a refusal that opens with "Sí" and contains an address), then "Que no, en serio, ahora mismo no doy permiso": no consent, nothing stored',
    tags: ['spanish', 'consent', 'consent-with-email', 'negation', 'emoji'],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      'Sí, hombre. Y ya de paso le mandáis un correo a mi jefa, rocio.hernandez@biovillamayor.es, para que se entere de que me quiero ir 🙄 Ni de coña',
      'Que no, en serio, ahora mismo no doy permiso. Si paso a la entrevista final ya os doy nombres',
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'es-i75',
    title:
      'A tour guide in Hanga Roa (Rapa Nui, a Chilean tenant): "Iorana! Ē, sí po" (yes), a boss who is also her aunt ("era mi tía … acá en la isla todos somos familia") with a double Rapa Nui surname and a +56 9 mobile, a pearl-farm boss in Tahiti with a mobile in local format ("87 23 45 67": asked which country, +689) and no e-mail ("allá todo era por Messenger"), a question back about a dropped satellite link ("¿Les llegó lo de Teiva?"), an English teacher whose school is named after a person ("del liceo Lorenzo Baeza Vega": no referee), "Miss" as a title and "Hey" as a surname, "Maururu!"',
    tags: ['spanish', 'consent', 'multi-referee', 'foreign-phone', 'question-back', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'CL',
    says: [
      'Iorana! Ē, sí po, pueden llamarlos nomás',
      'Mi jefa en la agencia de tours era mi tía, Mahina Pakarati Tuki (acá en la isla todos somos familia jaja). mahina@aratahaitours.cl, +56 9 7654 3210',
      'Y en Tahití trabajé una temporada en una granja de perlas, el patrón era Teiva Tetuanui, 87 23 45 67',
      { retry: 'Es de Tahití, Polinesia Francesa, +689', key: 'phone:Teiva' },
      { retry: 'Correo no tengo, allá todo era por Messenger', key: 'email:Teiva' },
      'Perdón si me demoro, acá el internet va por satélite y se cae a cada rato. ¿Les llegó lo de Teiva?',
      'Y la profe de inglés del liceo Lorenzo Baeza Vega, Miss Carolina Hey Atan, carolina.hey@liceolbv.cl',
      'Maururu! Eso es todo',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Mahina',
          'Pakarati Tuki',
          'mahina@aratahaitours.cl',
          ['manager', 'other'],
          '+56976543210',
        ),
        c('Teiva', 'Tetuanui', null, 'manager', '+68987234567'),
        c('Carolina', 'Hey Atan', 'carolina.hey@liceolbv.cl', 'teacher'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Nineteenth blind set, intake
  {
    id: 'es-i76',
    title:
      'A cook from Juchitán working in Huatulco (Oaxaca, a Mexican tenant), Isthmus Zapotec greetings: "Padiuxi. Sí, adelante" (yes), "mi patrona … Na Rosa López Matus" (Na is the Zapotec doña, a title: a female boss), an address where autocorrect put an accent ("rosa.lópez@…") corrected in a later message ("va sin acento, el cel me lo corrige solito"), a mobile with a digit missing ("958 105 432": asked, "me comí un número"), "el chef Fidencio Toledo Santiago" (chef is a title, a teacher at the CECATI) with no e-mail, "Es todo. Xquixe pe\' lii"',
    tags: ['spanish', 'consent', 'multi-referee', 'typos', 'correction', 'filler', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'MX',
    says: [
      'Padiuxi. Sí, adelante, pueden preguntarles',
      'Mi patrona en el hotel de Huatulco fue Na Rosa López Matus, la gerente de alimentos y bebidas. rosa.lópez@tangolundaresort.mx, cel 958 105 432',
      { retry: 'Perdón, me comí un número: 958 105 4321', key: 'phone:Rosa' },
      'Y el correo va sin acento, el cel me lo corrige solito: rosa.lopez@tangolundaresort.mx',
      'El otro es mi maestro de cocina del CECATI de Juchitán, el chef Fidencio Toledo Santiago. Su cel es 971 123 4567. Correo no usa',
      "Es todo. Xquixe pe' lii",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Rosa', 'López Matus', 'rosa.lopez@tangolundaresort.mx', 'manager', '+529581054321'),
        c('Fidencio', 'Toledo Santiago', null, 'teacher', '+529711234567'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i77',
    title:
      'Molina de Segura (Murcia, a Spanish tenant), an Ecuadorian carer whose daughter types for her ("le escribo yo, Nayeli, la hija de Mercedes … Dice que sí": a consent relayed, confirmed by the candidate herself if asked), referees read out of a paper notebook ("la libretita"): a landline with a digit missing ("968 61 23 4": asked, "me faltó un número"), the lady whose mother she looked after ("donde cuidó a su mamá 4 años": 4 is no phone), "correo no tiene, es señora mayor"; then "don Julio Sánchez" of a lemon warehouse, withdrawn in the next message because he died ("falleció en marzo, que en paz descanse") and replaced by his son of the same name with another mobile (one Julio Sánchez, the son\'s number), "dice mi mami que Dios le pague"',
    tags: ['spanish', 'consent', 'multi-referee', 'correction', 'filler', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      'Hola buenas, le escribo yo, Nayeli, la hija de Mercedes. Mi mami no se maneja con el celular y me pidió que le ayude. Dice que sí, que pueden preguntar a sus jefes',
      {
        retry: 'Aquí Mercedes, le dicto a mi hija: sí, doy mi permiso',
        key: 'consent',
      },
      'Le paso los de la libretita de ella. La primera es doña María José Abellán Soto, de Molina de Segura, donde cuidó a su mamá 4 años. Teléfono 968 61 23 4. Correo no tiene, es señora mayor',
      { retry: 'Uy, perdón, me faltó un número: 968 61 23 45', key: 'phone:María José' },
      'Y el segundo don Julio Sánchez, del almacén de limones de Alguazas donde trabajó en la campaña, 622 45 67 89',
      'Ay no, espere, dice mi mami que don Julio falleció en marzo, que en paz descanse. Que ponga mejor al hijo, que también se llama Julio Sánchez y era el encargado del almacén. El número del hijo es 633 98 76 54',
      { retry: 'Correo del hijo no tenemos, solo el móvil', key: 'email:Julio' },
      'Nada más, dice mi mami que Dios le pague',
    ],
    expected: {
      consent: true,
      contacts: [
        c('María José', 'Abellán Soto', null, ['manager', 'client', 'other'], '+34968612345'),
        c('Julio', 'Sánchez', null, 'manager', '+34633987654'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i78',
    title:
      'Pereira (the Colombian coffee region, a Colombian tenant): "Ave María pues, hágale" (go ahead: yes), a boss at a coffee mill with his cédula beside his mobile ("C.C. 10.123.456 de Pereira": an ID number and the town that issued it, no phone), "la ingeniera Luz Dary Osorio Cardona" (a title; a teacher at the SENA, then her supervisor in the internship), a landline in the new Colombian format with an extension ("Fijo 606 3251234 ext 112": +57 606…, the extension dropped), her cédula too, "celular no le tengo", the e-mail after being asked, "Listo, esos dos"',
    tags: ['spanish', 'consent', 'multi-referee', 'number-in-word', 'filler', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'CO',
    says: [
      'Ave María pues, hágale, no hay problema',
      'Mi jefe en la trilladora era don Hernán Darío Gallego Arango, C.C. 10.123.456 de Pereira, cel 314 567 8901, hgallego@cafedelrisaralda.com.co',
      'Y la ingeniera Luz Dary Osorio Cardona, que fue mi profe en el SENA y después mi supervisora en la práctica. Cédula 42.987.654. Fijo 606 3251234 ext 112, celular no le tengo',
      { retry: 'El correo de ella es luzdary.osorio@sena.edu.co', key: 'email:Luz Dary' },
      'Listo, esos dos. Muy amable',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Hernán Darío',
          'Gallego Arango',
          'hgallego@cafedelrisaralda.com.co',
          'manager',
          '+573145678901',
        ),
        c(
          'Luz Dary',
          'Osorio Cardona',
          'luzdary.osorio@sena.edu.co',
          ['teacher', 'manager'],
          '+576063251234',
        ),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i79',
    title:
      'A Guatemalan roofer in Charlotte (North Carolina, a US tenant) who forwards his supervisor\'s e-mail reply with its headers ("---------- Forwarded message ---------", "From: Mike Sullivan <…>", "To: Wilmer Ajanel <…>" that is the candidate himself, "Cc: Brenda Cole <hr@…>" who is no referee) and an English signature with two numbers ("Have them call my cell": the cell, not the office), then "La Brenda es de recursos humanos nomás, a ella no", a crew leader with K\'iche\' surname, a 980 mobile and no e-mail, "Eso es todo"',
    tags: ['spanish', 'consent', 'signature', 'multi-referee', 'long', 'negation', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'US',
    says: [
      'Sí, claro, pueden contactarlos',
      'Le reenvío lo que me contestó mi supervisor:\n\n---------- Forwarded message ---------\nFrom: Mike Sullivan <msullivan@carolinaroofingpros.com>\nDate: Tue, Nov 24, 2026 at 4:12 PM\nSubject: Re: Reference\nTo: Wilmer Ajanel <wilmer.ajanel92@gmail.com>\nCc: Brenda Cole <hr@carolinaroofingpros.com>\n\nHi Wilmer,\n\nSure, happy to be a reference. Have them call my cell.\n\nMike Sullivan\nOperations Manager | Carolina Roofing Pros\nCell: (704) 555-0142 | Office: (704) 555-0100',
      'La Brenda es de recursos humanos nomás, a ella no. Y el otro es mi crew leader, José Tzul, su número es 980-555-0177, correo no tiene',
      { retry: 'No tiene correo, solo el teléfono', key: 'email:José' },
      'Eso es todo, gracias',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Mike', 'Sullivan', 'msullivan@carolinaroofingpros.com', 'manager', '+17045550142'),
        c('José', 'Tzul', null, 'manager', '+19805550177'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i80',
    title:
      'A receptionist in Havana (a Cuban tenant): "Dale, sí, no hay problema", "la compañera Yusnavy Pérez Almeida, jefa de recepción" and "el compañero Reinaldo Díaz … el jefe de mi jefa" (compañero is the Cuban term of address, not a colleague: both are managers), a Nauta address ("@nauta.cu"), an 8-digit Cuban mobile in local format ("5 234 5678") and a Havana landline ("7 204 3456"), then "Espérate, que Reinaldo ya se fue pa\' Miami … ese fijo ya no sirve" with a +1 786 number that replaces it, "Na\' más, asere"',
    tags: ['spanish', 'consent', 'multi-referee', 'foreign-phone', 'correction', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'CU',
    says: [
      'Dale, sí, no hay problema',
      'Mi jefa era la compañera Yusnavy Pérez Almeida, jefa de recepción del hotel. Su correo es yusnavy.perez@nauta.cu y su móvil 5 234 5678',
      'El otro es el compañero Reinaldo Díaz, el subdirector de alojamiento, o sea el jefe de mi jefa. Te doy el fijo de su casa: 7 204 3456',
      "Espérate, que Reinaldo ya se fue pa' Miami hace un mes, ese fijo ya no sirve. Ahora tiene este: +1 786 555 0193",
      { retry: 'Correo no tengo el de él, mejor por WhatsApp a ese número', key: 'email:Reinaldo' },
      "Na' más, eso es todo. Gracias, asere",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Yusnavy', 'Pérez Almeida', 'yusnavy.perez@nauta.cu', 'manager', '+5352345678'),
        c('Reinaldo', 'Díaz', null, 'manager', '+17865550193'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Twentieth blind set, intake
  {
    id: 'es-i81',
    title:
      'A forklift driver at the PLAZA logistics park in Zaragoza (a Spanish tenant): "sipi, sin problema 👍" (yes), three referees announced in one message and their details sent piecemeal, a mobile with the 0034 prefix, a name typed without its accent ("Jesus") kept as written, a colleague withdrawn two messages later ("a Marta olvidala, que esta de baja por maternidad": two referees), a Basque name typed with ñ ("Iñaki") and an address without it, a traffic manager who "no era mi jefe directo pero currabamos juntos", no mobile for him, "Pues ya estaria, gracias majo"',
    tags: ['spanish', 'consent', 'multi-referee', 'correction', 'typos', 'emoji', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      'sipi, sin problema 👍',
      'Vale pues te pongo a tres. Mi encargado en el almacen de PLAZA, Jesus Lasheras Gimeno. Mi compañera del turno de noche, Marta Pueyo. Y Iñaki Etxeberria, el jefe de trafico, que no era mi jefe directo pero currabamos juntos todos los dias',
      'Jesus: jlasheras@logisticaebro.es, movil 0034 654 21 98 77',
      'Marta 663124578',
      'Uy no espera, a Marta olvidala, que me acabo de acordar que esta de baja por maternidad y no quiero liarla. Solo Jesus e Iñaki',
      'El correo de Iñaki es inaki.etxeberria@logisticaebro.es, el movil no lo tengo',
      { retry: 'No tengo su movil, mejor por correo', key: 'phone:Iñaki' },
      'Pues ya estaria, gracias majo',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Jesus', 'Lasheras Gimeno', 'jlasheras@logisticaebro.es', 'manager', '+34654219877'),
        c('Iñaki', 'Etxeberria', 'inaki.etxeberria@logisticaebro.es', ['colleague', 'manager']),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i82',
    title:
      'A colourist in Córdoba (an Argentine tenant): "Dale, de una 🙌" (yes), the salon owner ("mi jefa en la pelu era la dueña") typed in full and then her WhatsApp contact card pasted under it with the name saved in the candidate\'s phone ("Romi Pelu 💇‍♀️": no surname) and a +54 9 mobile, a regular client of six years ("una clienta fija … se tiñe conmigo") with two given names and a married surname ("la Sra. Graciela Inés Bustos de Moyano") and a mobile in the local format with the trunk 0 and the 15 ("0351 15 789-0011": +54 9 351…), no e-mail ("es una señora grande"), a former colleague in Montevideo first called "la Agus" with a mobile said to be Uruguayan ("099 456 123": +598), "Listo, eso es todo. Gracias genia!"',
    tags: [
      'spanish',
      'consent',
      'multi-referee',
      'signature',
      'foreign-phone',
      'emoji',
      'done-phrase',
    ],
    locale: 'es',
    defaultCountry: 'AR',
    says: [
      'Dale, de una 🙌',
      'Mi jefa en la pelu era la dueña, Romina Belén Ferreyra. Te copio el contacto que me paso:\n\nRomi Pelu 💇‍♀️\n+54 9 351 612-3456\nromi.ferreyra.estilista@gmail.com',
      'Despues una clienta fija que me conoce hace como 6 años, se tiñe conmigo desde que arranque. La Sra. Graciela Inés Bustos de Moyano, cel 0351 15 789-0011',
      {
        retry: 'Mail no usa, es una señora grande. Llamala o mandale whatsapp',
        key: 'email:Graciela Inés',
      },
      'Y la Agus, Agustina Pereyra, laburamos juntas 2 años en una peluqueria de Pocitos en Montevideo antes de volverme. Su cel uruguayo es 099 456 123, agus.pereyra.uy@hotmail.com',
      { retry: 'Es de Uruguay, +598', key: 'phone:Agustina' },
      'Listo, eso es todo. Gracias genia!',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Romina Belén',
          'Ferreyra',
          'romi.ferreyra.estilista@gmail.com',
          'manager',
          '+5493516123456',
        ),
        c('Graciela Inés', 'Bustos de Moyano', null, 'client', '+5493517890011'),
        c('Agustina', 'Pereyra', 'agus.pereyra.uy@hotmail.com', 'colleague', '+59899456123'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i83',
    title:
      'A Venezuelan accountant in Lima (a Peruvian tenant): "Sí va, chévere" (yes), "Mi jefa actual no, pero les paso dos de antes" (who she names, no condition on the consent), "la Lcda. María Alejandra Rondón Pérez" (a title, two given names, two surnames) with a Venezuelan mobile written with a dash and dots ("0414-123.45.67": asked which country, +58) and an address that belongs to the other referee, corrected in the next message ("ese correo es del Sr. Quispe, me equivoqué al copiar"), the other referee first known only as "el Sr. Quispe" and completed later ("Jhonny Quispe Mamani … Fue mi jefe 2 años") with a Peruvian mobile, "Eso sería todo, mil gracias y bendiciones 🙏"',
    tags: [
      'spanish',
      'consent',
      'multi-referee',
      'foreign-phone',
      'correction',
      'emoji',
      'done-phrase',
    ],
    locale: 'es',
    defaultCountry: 'PE',
    says: [
      'Sí va, chévere, pueden escribirles',
      'Mi jefa actual no, pero les paso dos de antes. La primera es la Lcda. María Alejandra Rondón Pérez, mi supervisora en el escritorio contable en Valencia, Venezuela. Su número es 0414-123.45.67 y el correo jquispe@distribuidoraandina.pe',
      { retry: 'Es de Venezuela, +58 414 1234567', key: 'phone:María Alejandra' },
      'Ay perdón, ese correo es del Sr. Quispe, me equivoqué al copiar. El de la licenciada es mariale.rondon@gmail.com',
      'El Sr. Quispe es Jhonny Quispe Mamani, contador general en la distribuidora donde trabajé acá en Lima. Fue mi jefe 2 años. Cel 987 654 321',
      'Eso sería todo, mil gracias y bendiciones 🙏',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'María Alejandra',
          'Rondón Pérez',
          'mariale.rondon@gmail.com',
          'manager',
          '+584141234567',
        ),
        c('Jhonny', 'Quispe Mamani', 'jquispe@distribuidoraandina.pe', 'manager', '+51987654321'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i84',
    title:
      'A Honduran bricklayer in Madrid (a Spanish tenant) whose referees have no e-mail: "Si claro que si, con todo gusto" (yes), "Paco, Francisco Javier Molina" (a nickname, then two given names), the site engineer in San Pedro Sula ("el ingeniero Oscar Reyes Zelaya … el residente, el que mandaba en la obra") with a +504 mobile, an address offered as a guess and taken back in the same message ("creo que es oreyes@… pero no estoy seguro, mejor le pregunto y se lo paso": absent), "Bueno eso es todo por ahora": no referee has an e-mail, so it stays open',
    tags: ['spanish', 'consent', 'multi-referee', 'foreign-phone', 'hedge', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      'Si claro que si, con todo gusto',
      'Mi encargado en la obra aqui en Madrid es Paco, Francisco Javier Molina, el telefono es 612 34 56 78',
      'Y en Honduras trabaje 8 años con el ingeniero Oscar Reyes Zelaya en una constructora de San Pedro Sula, el era el residente, el que mandaba en la obra. Su cel +504 9876-5432',
      {
        retry: 'Paco no tiene correo, el es de obra, solo whatsapp',
        key: 'email:Francisco Javier',
      },
      {
        retry:
          'El correo del ingeniero creo que es oreyes@constructorasula.hn pero no estoy seguro, mejor le pregunto y se lo paso',
        key: 'email:Oscar',
      },
      'Bueno eso es todo por ahora, gracias por la paciencia',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Francisco Javier', 'Molina', null, 'manager', '+34612345678'),
        c('Oscar', 'Reyes Zelaya', null, 'manager', '+50498765432'),
      ],
    },
    outcome: 'open',
  },
  {
    id: 'es-i85',
    title:
      'A nursery-school teacher in Valparaíso (a Chilean tenant): "ya po, dale nomás" (yes), the director of the jardín infantil ("la Sra. Patricia Andrea Soto Vergara") with a Valparaíso landline in local format ("fono 32 212 3456"), "la tia Caro" (tía is what the children call the staff: a colleague, not an aunt) with her full name and two surnames, a +56 9 mobile and her address when asked, "Eso no más, muchas gracias!"',
    tags: ['spanish', 'consent', 'multi-referee', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'CL',
    says: [
      'ya po, dale nomás',
      'Mi directora del jardin infantil, la Sra. Patricia Andrea Soto Vergara, patricia.soto@jardinlosaromos.cl, fono 32 212 3456',
      'Y la tia Caro, Carolina Muñoz Lagos, era la tecnico de mi sala, estuvimos 3 años juntas con los medianos. Su cel +56 9 8765 4321',
      { retry: 'Su correo es caromunozlagos@gmail.com', key: 'email:Carolina' },
      'Eso no más, muchas gracias!',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Patricia Andrea',
          'Soto Vergara',
          'patricia.soto@jardinlosaromos.cl',
          'manager',
          '+56322123456',
        ),
        c(
          'Carolina',
          'Muñoz Lagos',
          'caromunozlagos@gmail.com',
          ['colleague', 'report'],
          '+56987654321',
        ),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-second blind set, intake
  {
    id: 'es-i86',
    title:
      'A waiter from El Bierzo working in a Zürich hotel (a Spanish tenant): "Venga, sí, sin problema" (yes), his boss introduced with a German title ("la Frau Brunner, Sandra Brunner-Keller", a hyphenated surname) and an address typed with autocorrect capitals and the full stop of the sentence after it ("S.Brunner-Keller@Hotel-Limmatblick.ch."), a Swiss mobile in local format in a message of its own ("079 345 67 89": asked which country, +41), then replaced later by her own number in international format ("el móvil que te he dado es el de la recepción … El suyo es el +41 76 512 34 88"), his former manager at a parador first given by his nickname ("Toño. Bueno, Antonio Valcarce Núñez") with a Spanish mobile, "Y ya está, eso es todo. Un abrazo desde Suiza"',
    tags: ['spanish', 'consent', 'multi-referee', 'foreign-phone', 'correction', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      'Venga, sí, sin problema',
      'Mi jefa ahora es la Frau Brunner, Sandra Brunner-Keller, la jefa de sala del hotel aquí en Zúrich. Su correo es S.Brunner-Keller@Hotel-Limmatblick.ch.',
      'Su móvil 079 345 67 89',
      { retry: 'Es suizo, +41', key: 'phone:Sandra' },
      'Y de antes, en el parador de Villafranca del Bierzo, mi encargado era Toño. Bueno, Antonio Valcarce Núñez. 646 12 34 56, antonio.valcarce@paradoresbierzo.es',
      'Ah oye, lo de Sandra: el móvil que te he dado es el de la recepción, que lo tenía guardado como "Sandra hotel". El suyo es el +41 76 512 34 88, perdona',
      'Y ya está, eso es todo. Un abrazo desde Suiza',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Sandra',
          'Brunner-Keller',
          's.brunner-keller@hotel-limmatblick.ch',
          'manager',
          '+41765123488',
        ),
        c(
          'Antonio',
          'Valcarce Núñez',
          'antonio.valcarce@paradoresbierzo.es',
          'manager',
          '+34646123456',
        ),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i87',
    title:
      'A port worker in Guayaquil (an Ecuadorian tenant): "Ya, de ley, sí pueden contactarlos" (yes), "el Ing. Byron Alcívar Zambrano" with a mobile cut in two by an early send ("Cel 099 123" then "4567 perdón se me fue": one number, +593 99 123 4567) and an address with digits in it, a colleague known by his nickname ("el Gato, mi pana del muelle, bueno compañero de turno") whose number comes as a WhatsApp link ("https://wa.me/593987650321") and who has no e-mail, a woman in HR named by her first name only and set aside ("mejor no la pongas"), "Ya, eso sería todo. Gracias mi pana"',
    tags: ['spanish', 'consent', 'multi-referee', 'typos', 'negation', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'EC',
    says: [
      'Ya, de ley, sí pueden contactarlos',
      'El primero es mi ex jefe en la naviera, el Ing. Byron Alcívar Zambrano. Cel 099 123',
      '4567 perdón se me fue',
      'Su correo byron.alcivar74@gmail.com',
      'El otro es el Gato, mi pana del muelle, bueno compañero de turno. Se llama Jefferson Cedeño Macías. Te paso su whatsapp: https://wa.me/593987650321',
      { retry: 'Correo no tiene, él es más de whatsapp', key: 'email:Jefferson' },
      'Y si quieres también está la señora Mariuxi de recursos humanos pero ella casi no me conoce, mejor no la pongas',
      'Ya, eso sería todo. Gracias mi pana',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Byron', 'Alcívar Zambrano', 'byron.alcivar74@gmail.com', 'manager', '+593991234567'),
        c('Jefferson', 'Cedeño Macías', null, ['colleague', 'friend'], '+593987650321'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i88',
    title:
      'An accountant in San Miguel de Tucumán (an Argentine tenant) typing in lowercase without accents: a question back before any answer ("y eso para que es? los van a llamar por telefono?"), then a yes with a condition on the channel that holds a negation ("bueno dale, pero que sea por mail nomas, no quiero que los llamen al laburo": confirmed), her former boss with two given names and a Tucumán double surname ("la lic cecilia beatriz paz posse") and a mobile in local format with the 15 that she takes back in the next message ("ah no, el cel sacalo … solo el mail": no phone), "el chango nico" (chango is a lad in the north-west, no name) "nicolas juarez" kept without his accent, no phone for either, "listo, eso es todo che"',
    tags: [
      'spanish',
      'consent',
      'question-back',
      'correction',
      'negation',
      'multi-referee',
      'done-phrase',
    ],
    locale: 'es',
    defaultCountry: 'AR',
    says: [
      'y eso para que es? los van a llamar por telefono?',
      'bueno dale, pero que sea por mail nomas, no quiero que los llamen al laburo',
      { tapConfirm: true },
      'la primera es la lic cecilia beatriz paz posse, era mi jefa en el estudio contable. cecilia.pazposse@estudiopazposse.com.ar / 0381 15 456-7890',
      'ah no, el cel sacalo, te dije que no quiero que la llamen jaja. solo el mail',
      { retry: 'no, telefono no, solo el mail', key: 'phone:Cecilia Beatriz' },
      'y el chango nico, nicolas juarez, companero mio de la facu y despues laburamos juntos en el mismo estudio. nicojuarez_tuc@hotmail.com',
      { retry: 'telefono no, solo por mail como te dije', key: 'phone:Nicolas' },
      'listo, eso es todo che. gracias!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Cecilia Beatriz', 'Paz Posse', 'cecilia.pazposse@estudiopazposse.com.ar', 'manager'),
        c('Nicolas', 'Juarez', 'nicojuarez_tuc@hotmail.com', ['colleague', 'friend']),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i89',
    title:
      'A secondary-school teacher in Mexico City (a Mexican tenant): "Órale, sí, adelante" (yes), a numbered list of three with en dashes between the fields ("1. Mtra. Rocío Guadalupe Ibarra Téllez – mi coordinadora …", "2. Arturo Mendoza …" with a nickname in quotes after his surname, "el Profe", and no e-mail), then corrections that name a referee only by his number: "Al 1 cámbiale el cel, ese es el de la oficina" (a new 10-digit mobile), "El 2 su correo es …" (an address for the second), "Y el 3 mejor quítala" (the third withdrawn), "Sería todo, gracias!"',
    tags: ['spanish', 'consent', 'list', 'multi-referee', 'correction', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'MX',
    says: [
      'Órale, sí, adelante',
      'Van:\n1. Mtra. Rocío Guadalupe Ibarra Téllez – mi coordinadora en la prepa – rocio.ibarra@colegiotepeyac.edu.mx – 55 4123 8890\n2. Arturo Mendoza "el Profe" – director académico – 55 1987 6543\n3. Karla Ruvalcaba – compañera de la academia de inglés – karla.ruvalcaba@gmail.com',
      'Al 1 cámbiale el cel, ese es el de la oficina, el suyo es 55 3876 1204',
      'El 2 su correo es amendoza@colegiotepeyac.edu.mx',
      'Y el 3 mejor quítala, ya no trabajamos juntas y no sé si se acuerde de mí',
      'Sería todo, gracias!',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Rocío Guadalupe',
          'Ibarra Téllez',
          'rocio.ibarra@colegiotepeyac.edu.mx',
          'manager',
          '+525538761204',
        ),
        c('Arturo', 'Mendoza', 'amendoza@colegiotepeyac.edu.mx', 'manager', '+525519876543'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i90',
    title:
      'A Salvadoran warehouse worker in Toronto (a Canadian tenant): "Va pues, sí, está bien" (yes), his supervisor "Kevin MacLeod" with a Toronto number, "la niña Toñita" (niña is the Salvadoran title of respect for an older woman, no child) "Antonia Rivas de Menjívar", owner of the comedor, with an 8-digit Salvadoran mobile (asked which country, +503) and no e-mail, "Eso es todo, gracias"',
    tags: ['spanish', 'consent', 'multi-referee', 'foreign-phone', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'CA',
    says: [
      'Va pues, sí, está bien',
      'Mi supervisor en el warehouse es Kevin MacLeod, kmacleod@northyorkfoods.ca, cel (416) 555-0182',
      'Y en El Salvador trabajé 4 años con la niña Toñita, la dueña del comedor. Se llama Antonia Rivas de Menjívar, 7123 4567',
      { retry: 'Es de El Salvador, +503', key: 'phone:Antonia' },
      { retry: 'Ella no tiene correo, solo WhatsApp', key: 'email:Antonia' },
      'Eso es todo, gracias',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Kevin', 'MacLeod', 'kmacleod@northyorkfoods.ca', 'manager', '+14165550182'),
        c('Antonia', 'Rivas de Menjívar', null, 'manager', '+50371234567'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i91',
    title:
      'A pharmacy assistant in Asunción (a Paraguayan tenant) writing jopara: "Sí, ikatu nomás, no hay drama" (ikatu is Guarani for it can be: yes), her branch manager given over four messages (the role and the name with "Lic.", then the address with "gmial", then "perdón gmail, no gmial 🙈", then a 0981 mobile in local format), a colleague first called by his initials ("JC, Juan Carlos Ayala") with a 0972 mobile and no e-mail ("solo whatsapp"), "Y nada más, eso es todo. Aguyje!" (Guarani thanks)',
    tags: ['spanish', 'consent', 'multi-referee', 'typos', 'correction', 'emoji', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'PY',
    says: [
      'Sí, ikatu nomás, no hay drama',
      { tapConfirm: true },
      'Mi encargada de sucursal en la farmacia era la Lic. Nilda Raquel Benítez Ocampo',
      'su correo nildabenitez@gmial.com',
      'perdón gmail, no gmial 🙈',
      'y su cel 0981 456 789',
      'El otro es JC, Juan Carlos Ayala, mi compañero del turno noche. 0972 321 654',
      { retry: 'correo de JC no tengo che, solo whatsapp', key: 'email:Juan Carlos' },
      'Y nada más, eso es todo. Aguyje!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Nilda Raquel', 'Benítez Ocampo', 'nildabenitez@gmail.com', 'manager', '+595981456789'),
        c('Juan Carlos', 'Ayala', null, 'colleague', '+595972321654'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i92',
    title:
      'A nurse in Mayagüez (a Puerto Rican tenant): "¡Wepa! Sí, dale, no hay problema" (yes), her supervisor with only the hospital\'s switchboard and an extension ("787-555-0100 ext. 2231, celular no le tengo": +1 787 555 0100, the extension dropped) and an address, the nurse who trained her known only by her nickname ("Yari … El apellido no me lo sé": kept without a surname) with a 939 mobile and no e-mail, "Eso es todo. Brutal, gracias!"',
    tags: ['spanish', 'consent', 'multi-referee', 'emoji', 'dont-know', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'PR',
    says: [
      '¡Wepa! Sí, dale, no hay problema',
      'Mi supervisora en el hospital es Migdalia Vélez Acevedo. El teléfono del hospital es 787-555-0100 ext. 2231, celular no le tengo. mvelez@hospitalbellavista.org',
      'Y la otra es Yari, la enfermera que me entrenó cuando entré a la sala de emergencias. El apellido no me lo sé, todo el mundo le dice Yari y ya 😅 Su cel es 939-555-0148',
      { retry: 'El email de Yari no lo tengo', key: 'email:Yari' },
      'Eso es todo. Brutal, gracias!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Migdalia', 'Vélez Acevedo', 'mvelez@hospitalbellavista.org', 'manager', '+17875550100'),
        c('Yari', null, null, ['mentor', 'colleague'], '+19395550148'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i93',
    title:
      'A bank analyst in San José (a Costa Rican tenant): a question back first ("¿a ellos les llega un correo o los llaman? Es que mi jefe actual no sabe …"), then a polite refusal that thanks, names her current boss with the title "Don" and no contact ("Don Esteban Quesada, mi jefe, no sabe nada") and offers the references later ("Si avanzo en el proceso con mucho gusto se las paso. Pura vida 🙏"): no consent, nothing kept',
    tags: ['spanish', 'consent', 'question-back', 'emoji'],
    locale: 'es',
    defaultCountry: 'CR',
    says: [
      'Buenas, una consulta: ¿a ellos les llega un correo o los llaman? Es que mi jefe actual no sabe que estoy buscando trabajo',
      'Diay, muchas gracias por la oportunidad, pero prefiero no dar referencias por ahora. Don Esteban Quesada, mi jefe, no sabe nada y no quiero que se entere así. Si avanzo en el proceso con mucho gusto se las paso. Pura vida 🙏',
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'es-i94',
    title:
      'A warehouse clerk in Maracaibo (a Venezuelan tenant): "¡Epa! Sí va, dale pues" (yes), the references section of her CV pasted whole with a "REFERENCIAS LABORALES" part ("Lcdo." and "Ing." before the names, job titles that are no relationships, a Maracaibo landline "(0261) 743.21.09" with dots, "0414-632.11.47", a married surname "Finol de Villalobos") and a "REFERENCIAS PERSONALES" part with two more names and mobiles, then "Las personales no las tomes en cuenta … Solo las laborales" (those two never kept), the relationships explained ("el gerente del galpón, o sea el jefe de mi jefa"; "mi jefa directa"), no e-mail for the second, "Listo, eso es todo. ¡Qué molleja, gracias!"',
    tags: ['spanish', 'consent', 'list', 'multi-referee', 'signature', 'correction', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'VE',
    says: [
      '¡Epa! Sí va, dale pues',
      'Te copio lo que tengo en el currículum:\n\nREFERENCIAS LABORALES\nLcdo. Ángel Urdaneta Fuenmayor – Gerente de Operaciones, Distribuidora El Lago C.A. – Telf. (0261) 743.21.09 – angel.urdaneta@dellago.com.ve\nIng. Ana Karina Finol de Villalobos – Jefa de Almacén – Cel. 0414-632.11.47\n\nREFERENCIAS PERSONALES\nWilmer José Boscán – 0424-611.90.33\nSra. Ninoska Parra – 0416-660.25.18',
      'Las personales no las tomes en cuenta, esas las pedían en la universidad. Solo las laborales',
      'El Lcdo. Ángel era el gerente del galpón, o sea el jefe de mi jefa. La Ing. Ana Karina sí era mi jefa directa',
      {
        retry: 'Correo de la ingeniera no tengo, ella es más de WhatsApp',
        key: 'email:Ana Karina',
      },
      'Listo, eso es todo. ¡Qué molleja, gracias!',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Ángel',
          'Urdaneta Fuenmayor',
          'angel.urdaneta@dellago.com.ve',
          ['manager', 'other'],
          '+582617432109',
        ),
        c('Ana Karina', 'Finol de Villalobos', null, 'manager', '+584146321147'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i95',
    title:
      'A tour guide in Cusco (a Peruvian tenant): "Arí, claro que sí, pueden llamarlos" (arí is Quechua for yes), the owner of the travel agency with a Peruvian mobile and an address, her English teacher at the institute with only a Cusco landline "(084) 22 4578" and no e-mail, "Eso sería todo. Sulpayki!"',
    tags: ['spanish', 'consent', 'multi-referee', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'PE',
    says: [
      'Arí, claro que sí, pueden llamarlos',
      { tapConfirm: true },
      'Mi jefa en la agencia de turismo, la señora Yolanda Huamán Quispe, es la dueña. 984 123 456, yolanda@kusitravel.pe',
      'Y mi profesor de inglés del instituto, Wálter Ccahuana Mamani, solo tiene teléfono fijo: (084) 22 4578',
      { retry: 'Correo no tiene el profe', key: 'email:Wálter' },
      'Eso sería todo. Sulpayki!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Yolanda', 'Huamán Quispe', 'yolanda@kusitravel.pe', 'manager', '+51984123456'),
        c('Wálter', 'Ccahuana Mamani', null, 'teacher', '+5184224578'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-fifth blind set, intake
  {
    id: 'es-i96',
    title:
      'A fish-plant worker in Punta Arenas (Magallanes, a Chilean tenant): consent inside a proverb ("Como dice mi abuela, el que nada hace nada teme 😄 Así que sí po, adelante"), two referees with the same first name ("Claudia Vera Barrientos", her shift boss, and "la otra Claudia, la Claudia Oyarzún", a colleague), the first with only the office landline in local format ("el fono de la oficina es 61 221 3344"), the second whose phone is "el mismo de la oficina" (the same number stored for both), "Eso sería, gracias! Acá con harto viento 🌬️"',
    tags: ['spanish', 'consent', 'multi-referee', 'filler', 'emoji', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'CL',
    says: [
      'Como dice mi abuela, el que nada hace nada teme 😄 Así que sí po, adelante',
      { tapConfirm: true },
      'Mi jefa de turno en la planta de la pesquera era Claudia Vera Barrientos, claudia.vera@australisseafoods.cl. Ella no tiene celular de la pega, el fono de la oficina es 61 221 3344',
      'Y la otra Claudia, la Claudia Oyarzún, que era mi compañera de turno en la línea de fileteo. Su teléfono es el mismo de la oficina, ella tampoco tiene cel. claudia.oyarzun.p@gmail.com',
      'Eso sería, gracias! Acá con harto viento 🌬️',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Claudia',
          'Vera Barrientos',
          'claudia.vera@australisseafoods.cl',
          'manager',
          '+56612213344',
        ),
        c('Claudia', 'Oyarzún', 'claudia.oyarzun.p@gmail.com', 'colleague', '+56612213344'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i97',
    title:
      'A site engineer in Oaxaca (a Mexican tenant): a no turned into a yes in the same message ("No... bueno, sí, órale. Pero que no le llamen a mi jefe de ahorita eh": confirmed), two referees given by title and surname only with emoji between the fields ("el Ing. Matus … 👷‍♂️ 951 204 7781 👉 …", "la Mtra. Jiménez Toledo, mi asesora de tesis en el Tec 📚 …"), their first names in the next message ("el ingeniero es Eliseo Matus y la maestra se llama Rosa María"), no phone for the second, "Es todo, gracias 🙏"',
    tags: ['spanish', 'consent', 'negation', 'correction', 'multi-referee', 'emoji', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'MX',
    says: [
      'No... bueno, sí, órale. Pero que no le llamen a mi jefe de ahorita eh',
      { tapConfirm: true },
      'Van dos:\nel Ing. Matus, que era mi jefe en la constructora 👷‍♂️ 951 204 7781 👉 ematus@constructoraguelaguetza.com.mx\ny la Mtra. Jiménez Toledo, mi asesora de tesis en el Tec 📚 rosamaria.jt@itoaxaca.edu.mx',
      'Ah perdón, los nombres: el ingeniero es Eliseo Matus y la maestra se llama Rosa María',
      'Es todo, gracias 🙏',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Eliseo', 'Matus', 'ematus@constructoraguelaguetza.com.mx', 'manager', '+529512047781'),
        c('Rosa María', 'Jiménez Toledo', 'rosamaria.jt@itoaxaca.edu.mx', ['teacher', 'mentor']),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i98',
    title:
      'A bookkeeper in Salta (an Argentine tenant): "Sí, de una" (yes), one long message with three referees run together with semicolons (her foreman at a tobacco farm with a 0387 15 mobile, "la Vero, Verónica Aguirre" with an address typed "vero.aguire@…" and a second 0387 15 mobile, and a shopkeeper in Cachi whose books she kept, "o sea era mi cliente", with no phone), the address set right in words in the next message ("me comí una r: aguirre va con dos erres"), "Eso es todo, gracias!"',
    tags: ['spanish', 'consent', 'long', 'multi-referee', 'typos', 'correction', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'AR',
    says: [
      'Sí, de una',
      'Bueno te paso los tres de una así no me olvido: mi encargado en la finca tabacalera de Rosario de Lerma era Facundo Cruz, facucruz@fincaelcarmen.com.ar, cel 0387 15 412-3456; después la Vero, Verónica Aguirre, compañera mía en la cooperativa, vero.aguire@yahoo.com.ar, 0387 15 598-7712; y el tercero es Ramiro Zerpa, le llevaba los papeles de su almacén en Cachi, o sea era mi cliente, ramirozerpa.cachi@gmail.com',
      'Ah, en el mail de la Vero me comí una r: aguirre va con dos erres',
      'Eso es todo, gracias!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Facundo', 'Cruz', 'facucruz@fincaelcarmen.com.ar', 'manager', '+5493874123456'),
        c('Verónica', 'Aguirre', 'vero.aguirre@yahoo.com.ar', 'colleague', '+5493875987712'),
        c('Ramiro', 'Zerpa', 'ramirozerpa.cachi@gmail.com', 'client'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i99',
    title:
      'A cook in Tarija (a Bolivian tenant): "Sí, claro que sí, pueden nomás" (yes), her aunt as her first referee ("mi tía Gladys … Ya sé que es familia, pero de verdad fue mi jefa 3 años en su salteñería": kept, as a boss) with an 8-digit mobile written in pairs, then the chef of the hotel of her internship named by his job only with his mobile ("el chef del hotel donde hice mi pasantía … Su cel 67012288") and by name in the next message with a doubt ("no sé si ponerlo, es medio distraído"), kept after all ("Bueno ya, ponlo igual") with his address, "Eso es todo, gracias pues"',
    tags: ['spanish', 'consent', 'multi-referee', 'hedge', 'correction', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'BO',
    says: [
      'Sí, claro que sí, pueden nomás',
      'La primera es mi tía Gladys, Gladys Arce Mendieta. Ya sé que es familia, pero de verdad fue mi jefa 3 años en su salteñería en el centro de Tarija, yo manejaba la caja. 72 94 10 33, gladysarce.salte@gmail.com',
      'Y el chef del hotel donde hice mi pasantía, ese era mi jefe de cocina. Su cel 67012288',
      'Se llama Marco Antonio Vaca Guzmán. Aunque no sé si ponerlo, es medio distraído y capaz no contesta...',
      'Bueno ya, ponlo igual, él me conoce bien. Su correo es chef.vacaguzman@hotmail.com',
      'Eso es todo, gracias pues',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Gladys',
          'Arce Mendieta',
          'gladysarce.salte@gmail.com',
          ['manager', 'other'],
          '+59172941033',
        ),
        c('Marco Antonio', 'Vaca Guzmán', 'chef.vacaguzman@hotmail.com', 'manager', '+59167012288'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i100',
    title:
      'A cook in La Ceiba (a Honduran tenant): "Sí, claro, con gusto" (yes), the owner of a restaurant on the pier with an 8-digit mobile and an address, a kitchen colleague with a mobile and an address, "Eso es todo"',
    tags: ['spanish', 'consent', 'multi-referee', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'HN',
    says: [
      'Sí, claro, con gusto',
      'Mi jefa en el restaurante del muelle: Doña Sonia Álvarez Castillo, sonia.alvarez@restaurantelaplaya.hn, 9876-5432',
      'Y mi compañero de cocina, Wilmer Martínez, 3344-5566, wilmer.martinez90@gmail.com',
      'Eso es todo',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Sonia',
          'Álvarez Castillo',
          'sonia.alvarez@restaurantelaplaya.hn',
          'manager',
          '+50498765432',
        ),
        c('Wilmer', 'Martínez', 'wilmer.martinez90@gmail.com', 'colleague', '+50433445566'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-seventh blind set, intake
  {
    id: 'es-i101',
    title:
      'A labourer in Bata (Equatorial Guinea, an Equatoguinean tenant): a greeting that is no name ("Buenas tardes hermano") and a question back before any consent ("¿Mi jefe de ahora se va a enterar?"), then "Ah vale. Entonces sí", one referee a message: his boss on a road site with "el ingeniero" before a Fang double surname ("Salvador Ndong Eyi", beside "la carretera Bata-Mongomo") and an address ending ".con" set right in the next message ("es .com no .con 🙏"), a nun who taught him ("la hermana Trinidad Nchama Mangue, la monja que me daba clases") with a +240 mobile, his pastor ("el pastor Crisantos Obama Nsue") with a landline only and no e-mail, "Ya está, eso es todo. Gracias y que Dios le bendiga"',
    tags: [
      'spanish',
      'question-back',
      'consent',
      'filler',
      'typos',
      'correction',
      'emoji',
      'done-phrase',
    ],
    locale: 'es',
    defaultCountry: 'GQ',
    says: [
      'Buenas tardes hermano. Antes una pregunta: ¿quién va a ver lo que digan mis referencias? ¿Mi jefe de ahora se va a enterar?',
      'Ah vale. Entonces sí, pueden contactarlos',
      'El primero es mi jefe en la obra de la carretera Bata-Mongomo, el ingeniero Salvador Ndong Eyi. Su correo salvador.ndong@hotmail.con y su número 222 27 45 61',
      'Perdón, es .com no .con 🙏',
      'La segunda es la hermana Trinidad Nchama Mangue, la monja que me daba clases de informática en el colegio de Bata. nchamatrini@yahoo.es, +240 551 30 42 18',
      'Y el pastor de mi iglesia, el pastor Crisantos Obama Nsue, que me conoce desde pequeño. Él no tiene correo, solo teléfono: 333 08 12 77',
      'Ya está, eso es todo. Gracias y que Dios le bendiga',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Salvador', 'Ndong Eyi', 'salvador.ndong@hotmail.com', 'manager', '+240222274561'),
        c('Trinidad', 'Nchama Mangue', 'nchamatrini@yahoo.es', 'teacher', '+240551304218'),
        c('Crisantos', 'Obama Nsue', null, ['other', 'mentor'], '+240333081277'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i102',
    title:
      'A clerk at a savings cooperative in Quetzaltenango (a Guatemalan tenant): a question back first ("¿A quién le van a llegar los comentarios …?"), then a polite refusal that names her current boss with her address and office number inside ("Fíjese que mejor no … la Licda. Brenda Xicará (bxicara@…, 7761 2030) es mi jefa … se arma el clavo. Muchas gracias de todos modos"), confirmed: nothing kept',
    tags: ['spanish', 'question-back', 'consent', 'consent-with-email', 'long'],
    locale: 'es',
    defaultCountry: 'GT',
    says: [
      'Buenas. ¿A quién le van a llegar los comentarios de mis referencias? ¿Los ve solo la empresa donde apliqué?',
      'Fíjese que mejor no. Sigo trabajando en la cooperativa y la Licda. Brenda Xicará (bxicara@cooperativaxela.com.gt, 7761 2030) es mi jefa y es bien amiga del gerente de allá. Si le llega un correo de ustedes se arma el clavo. Muchas gracias de todos modos, que le vaya bien',
      { tapConfirm: true },
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'es-i103',
    title:
      'A receptionist in Seville (a Spanish tenant): "Holaaa! Sí, claro, sin problema 😊", a list numbered "1-" and "2-" with a nickname before the full name ("La Maripili … (bueno, se llama María del Pilar Galbez Rubio)") and her address dictated ("mp guion bajo galvez arroba hotelalameda punto es"), the surname set right in the next message ("Gálvez con v y con tilde"), the hotel switchboard with an extension for her ("954 22 31 00 ext. 241": the extension dropped), "Rafa" (no surname) withdrawn ("mejor quita a Rafa … se va dos semanas a Cancún") and replaced by her first boss at the desk with an address only ("Lorena Castaño … lorecastano@…", the ñ dropped in the address), "Ya está, eso es to 👍"',
    tags: [
      'spanish',
      'list',
      'multi-referee',
      'typos',
      'correction',
      'emoji',
      'filler',
      'done-phrase',
    ],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      'Holaaa! Sí, claro, sin problema 😊',
      'Te paso dos:\n1- La Maripili, mi encargada en el Hotel Alameda (bueno, se llama María del Pilar Galbez Rubio). Su correo: mp guion bajo galvez arroba hotelalameda punto es\n2- Rafa, compañero de recepción, rafa.moreno88@gmail.com, 655 41 22 90',
      'Ay perdona, Gálvez con v y con tilde, que lo he puesto con b 🙈',
      'De la Maripili no tengo el móvil, pero el fijo del hotel es el 954 22 31 00 ext. 241, que pregunten por ella',
      'Oye, mejor quita a Rafa, que me acaba de decir que se va dos semanas a Cancún jajaja. Pon a Lorena Castaño, que fue mi jefa de recepción cuando entré: lorecastano@outlook.es',
      'Ya está, eso es to 👍',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'María del Pilar',
          'Gálvez Rubio',
          'mp_galvez@hotelalameda.es',
          'manager',
          '+34954223100',
        ),
        c('Lorena', 'Castaño', 'lorecastano@outlook.es', 'manager'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i104',
    title:
      'A tour guide in Arequipa (a Peruvian tenant): "ya, dale nomás" (yes, confirmed), "A ver... mis referencias serían:" with no referee in it, then one bullet a message: "Sr. Percy Huamaní Quispe" with en dashes between the fields and a Peruvian mobile, "mi miss de inglés del instituto, Karen Zegarra" with an address, her landlord ("el señor Justo Mamani Ccallo, mi casero … pago puntual jaja") with a mobile and no e-mail ("correo creo que no tiene"), the teacher\'s address set right later ("con punto no con guion"), "Ya causa, eso nomás. Gracias!"',
    tags: ['spanish', 'consent', 'list', 'filler', 'correction', 'multi-referee', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'PE',
    says: [
      'ya, dale nomás',
      { tapConfirm: true },
      'A ver... mis referencias serían:',
      '• Sr. Percy Huamaní Quispe – mi jefe en la agencia de turismo – percy.huamani@colcaexpediciones.pe – 959 123 456',
      '• mi miss de inglés del instituto, Karen Zegarra, kzegarra@idiomas-unsa.edu.pe',
      '• y el señor Justo Mamani Ccallo, mi casero, vivo en su casa hace 4 años y sabe que soy responsable y pago puntual jaja. Su cel 984 551 230, correo creo que no tiene',
      'corrijo el de la miss: es kzegarra@idiomas.unsa.edu.pe, con punto no con guion',
      'Ya causa, eso nomás. Gracias!',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Percy',
          'Huamaní Quispe',
          'percy.huamani@colcaexpediciones.pe',
          'manager',
          '+51959123456',
        ),
        c('Karen', 'Zegarra', 'kzegarra@idiomas.unsa.edu.pe', 'teacher'),
        c('Justo', 'Mamani Ccallo', null, 'other', '+51984551230'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i105',
    title:
      'A cellar hand in Mendoza (an Argentine tenant): "Sí, dale, obvio", "El Nacho, mi jefe en la bodega" then his e-mail signature pasted ("Ing. Agr. Ignacio Fernández Lucero", "Enólogo Jefe", "Ruta Provincial 89 km 14" that is no phone, "Cel: +54 9 261 555-1234"), a harvest colleague back in Chile ("la Cami: Camila Soto Riquelme") with a Chilean mobile in local format and the country said ("9 8765 4321 (es de allá, de Chile)"), "Listo, eso es todo ✌️"',
    tags: [
      'spanish',
      'signature',
      'filler',
      'foreign-phone',
      'number-in-word',
      'multi-referee',
      'emoji',
      'done-phrase',
    ],
    locale: 'es',
    defaultCountry: 'AR',
    says: [
      'Sí, dale, obvio',
      'El Nacho, mi jefe en la bodega. Te paso la firma de su mail:',
      'Ing. Agr. Ignacio Fernández Lucero\nEnólogo Jefe | Bodega Los Cerrillos\nRuta Provincial 89 km 14, Tupungato, Mendoza\nCel: +54 9 261 555-1234\nifernandez@bodegaloscerrillos.com.ar',
      'Y una compañera de la cosecha que ahora se volvió a Chile, la Cami: Camila Soto Riquelme, camisoto.r@gmail.com, 9 8765 4321 (es de allá, de Chile)',
      'Listo, eso es todo ✌️',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Ignacio',
          'Fernández Lucero',
          'ifernandez@bodegaloscerrillos.com.ar',
          'manager',
          '+5492615551234',
        ),
        c('Camila', 'Soto Riquelme', 'camisoto.r@gmail.com', 'colleague', '+56987654321'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i106',
    title:
      'A supermarket cashier in Concepción (a Chilean tenant): a question back before any consent ("a mi jefe actual le van a avisar algo? … todavia no le digo que me estoy cambiando de pega"), then "Ah ya, bacán. Entonces sí po, dale" (yes, confirmed), three referees numbered "1)" to "3)" (her shift boss at "el súper de Los Carrera", an avenue and no name, with a +56 9 mobile; "la Feña, Fernanda Sepúlveda Muñoz" with "9 7654 3210" in local format; "don Hernán Toledo", her teacher, with an address only), then "mejor deja solo los dos primeros nomás" (the teacher never kept), "Eso sería, gracias!! 🙌"',
    tags: [
      'spanish',
      'question-back',
      'consent',
      'list',
      'multi-referee',
      'correction',
      'emoji',
      'done-phrase',
    ],
    locale: 'es',
    defaultCountry: 'CL',
    says: [
      'Wena! Una consulta antes: a mi jefe actual le van a avisar algo? es que todavia no le digo que me estoy cambiando de pega',
      'Ah ya, bacán. Entonces sí po, dale',
      { tapConfirm: true },
      'Ahí van:\n1) Rodrigo Carrasco Vidal, mi jefe de turno cuando trabajaba en el súper de Los Carrera, rcarrasco@superbiobio.cl, +56 9 8765 4321\n2) la Feña, Fernanda Sepúlveda Muñoz, compañera de caja, fer.sepulveda.m@gmail.com, 9 7654 3210\n3) don Hernán Toledo, mi profe en el instituto, htoledo@ipdelsur.cl',
      'Oye sabí que mejor deja solo los dos primeros nomás. A don Hernán no lo veo hace como 5 años, capaz que ni se acuerde de mí jaja',
      'Eso sería, gracias!! 🙌',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Rodrigo', 'Carrasco Vidal', 'rcarrasco@superbiobio.cl', 'manager', '+56987654321'),
        c('Fernanda', 'Sepúlveda Muñoz', 'fer.sepulveda.m@gmail.com', 'colleague', '+56976543210'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i107',
    title:
      'A cook at a chifa in Lima (a Peruvian tenant): a yes with a condition that names the person left out ("Sí, claro, no hay problema. Pero a mi jefa de ahorita no le escriban porfa, la señora Rocío Benavides, no sabe que estoy postulando": consent, confirmed; Rocío never kept), "El Sr. Walter Ríos Cárdenas, 987 654 321" with only a mobile, "la señorita Milagros Chumpitaz Yupanqui" with a "(01) 421-5678" Lima landline, the relationships only in the next message ("El señor Walter fue mi jefe en el chifa … Milagros era mi compañera de cocina"), "Correo del señor Walter no tengo", "Eso sería todo, gracias 🙏"',
    tags: ['spanish', 'consent', 'multi-referee', 'filler', 'emoji', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'PE',
    says: [
      'Sí, claro, no hay problema. Pero a mi jefa de ahorita no le escriban porfa, la señora Rocío Benavides, no sabe que estoy postulando',
      { tapConfirm: true },
      'Te paso dos. El Sr. Walter Ríos Cárdenas, 987 654 321',
      'Y la señorita Milagros Chumpitaz Yupanqui, milagroschy@hotmail.com, (01) 421-5678 es el fijo de su casa',
      'El señor Walter fue mi jefe en el chifa de Surquillo 4 años, y Milagros era mi compañera de cocina, ella hacía la plancha',
      'Correo del señor Walter no tengo, él solo usa el whatsapp',
      'Eso sería todo, gracias 🙏',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Walter', 'Ríos Cárdenas', null, 'manager', '+51987654321'),
        c('Milagros', 'Chumpitaz Yupanqui', 'milagroschy@hotmail.com', 'colleague', '+5114215678'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i108',
    title:
      'A warehouse clerk in Valencia, Carabobo (a Venezuelan tenant): "Épale, sí vale, dale sin peo" (yes, confirmed), her boss "el Lic. Pedro José Mendoza Urbina" with no contact and her colleague "Yuleisy Contreras, 0414-567.89.12" in one message, then the number moved ("ese 0414 es el de Pedro José, no el de Yuleisy. El de ella es 0424 321 87 65"), his address dictated in a later message ("Ah y el correo de Pedro José es pedrojose punto mendoza arroba gmail punto com"), "Yuleisy no usa correo chamo", "Listo mi pana, eso es todo 🙏"',
    tags: ['spanish', 'consent', 'multi-referee', 'correction', 'emoji', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'VE',
    says: [
      'Épale, sí vale, dale sin peo',
      { tapConfirm: true },
      'Mi jefe en la distribuidora era el Lic. Pedro José Mendoza Urbina. Y mi compañera de almacén, Yuleisy Contreras, 0414-567.89.12',
      'Epa no, me equivoqué: ese 0414 es el de Pedro José, no el de Yuleisy. El de ella es 0424 321 87 65',
      'Ah y el correo de Pedro José es pedrojose punto mendoza arroba gmail punto com',
      'Yuleisy no usa correo chamo, con el whatsapp basta',
      'Listo mi pana, eso es todo 🙏',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Pedro José',
          'Mendoza Urbina',
          'pedrojose.mendoza@gmail.com',
          'manager',
          '+584145678912',
        ),
        c('Yuleisy', 'Contreras', null, 'colleague', '+584243218765'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i109',
    title:
      'A machine operator at a free-trade-zone garment factory in Santiago de los Caballeros (a Dominican tenant): "Claro que sí, tranquilo, to\' ta bien 👍🏾", two referees with one first name in a dashed list ("te doy dos y los dos se llaman Ramón jajaja": "Ramón Peralta Almonte, mi supervisor" with an 809 office number, "Ramón Báez (le decimos Moncho), compañero de la línea" with an address and "mismo número de arriba porque él no tiene celular": the same number on both), "Eso e\' to, gracias mi hermano 🙏🏾"',
    tags: ['spanish', 'list', 'multi-referee', 'filler', 'emoji', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'DO',
    says: [
      "Claro que sí, tranquilo, to' ta bien 👍🏾",
      'Mira, te doy dos y los dos se llaman Ramón jajaja\n- Ramón Peralta Almonte, mi supervisor en la zona franca, ramon.peralta@confeccionescibao.com.do, 809-582-4410\n- Ramón Báez (le decimos Moncho), compañero de la línea, rbaez1987@hotmail.com, mismo número de arriba porque él no tiene celular, lo llaman a la oficina',
      "Eso e' to, gracias mi hermano 🙏🏾",
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Ramón',
          'Peralta Almonte',
          'ramon.peralta@confeccionescibao.com.do',
          'manager',
          '+18095824410',
        ),
        c('Ramón', 'Báez', 'rbaez1987@hotmail.com', 'colleague', '+18095824410'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i110',
    title:
      'A nurse in Malabo (an Equatoguinean tenant): "Buenos días. Sí, estoy de acuerdo, pueden contactar a mis referencias", her head nurse "Doña Purificación Esono Mba" with "…@gmial.com" and a 222 mobile in local format, set right in the next message ("Perdón, es gmail, no gmial 🙏"), "el doctor Bienvenido Bolekia Boricó" (a first name that is also a greeting), her teacher at the nursing school in Bata, with only a +240 551 number ("No tiene correo, solo su número"), "Eso es todo. Muchas gracias, Dios le bendiga"',
    tags: ['spanish', 'typos', 'correction', 'multi-referee', 'emoji', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'GQ',
    says: [
      'Buenos días. Sí, estoy de acuerdo, pueden contactar a mis referencias',
      'La primera es mi jefa de enfermería en el hospital, Doña Purificación Esono Mba, purificacion.esono@gmial.com, 222 274 518',
      'Perdón, es gmail, no gmial 🙏',
      'El segundo es el doctor Bienvenido Bolekia Boricó, era mi profesor en la escuela de enfermería de Bata. No tiene correo, solo su número: +240 551 092 337',
      'Eso es todo. Muchas gracias, Dios le bendiga',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Purificación', 'Esono Mba', 'purificacion.esono@gmail.com', 'manager', '+240222274518'),
        c('Bienvenido', 'Bolekia Boricó', null, 'teacher', '+240551092337'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i111',
    title:
      'A call-centre agent in Guadalajara (a Mexican tenant) dictating by voice with no punctuation at all: "si claro adelante", then both referees in one run ("mi jefe juan perez su correo es juan punto perez arroba gmail punto com y su telefono es 55 1234 5678 y la otra es mariana ruiz ochoa fue mi coordinadora en el call center su correo es mruiz arroba hotmail punto com y su cel 33 3616 2050"): lowercase names capitalised as typed, the dictated addresses put together, "es todo gracias"',
    tags: ['spanish', 'multi-referee', 'long', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'MX',
    says: [
      'si claro adelante',
      'mi jefe juan perez su correo es juan punto perez arroba gmail punto com y su telefono es 55 1234 5678 y la otra es mariana ruiz ochoa fue mi coordinadora en el call center su correo es mruiz arroba hotmail punto com y su cel 33 3616 2050',
      'es todo gracias',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Juan', 'Perez', 'juan.perez@gmail.com', 'manager', '+525512345678'),
        c('Mariana', 'Ruiz Ochoa', 'mruiz@hotmail.com', ['manager', 'other'], '+523336162050'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i112',
    title:
      'A warehouse picker in Zaragoza (a Spanish tenant): "Vale, sin problema 👍" (confirmed), her CV\'s referees pasted as a table ("Nombre | Cargo | Teléfono | Email"), the first row with the switchboard "976 45 32 10 ext. 214" (the extension dropped) and the company\'s shared "info@logisticaebro.es" ("no tiene uno propio, pero se lo pasan": kept as his address), job titles that are no relationships, then "Alberto era mi encargado directo. Con Nuria estuvimos en el mismo turno dos años, ella llevaba el equipo", "Y ya esta, son esas dos"',
    tags: ['spanish', 'list', 'multi-referee', 'emoji', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      'Vale, sin problema 👍',
      { tapConfirm: true },
      'Te pego lo de mi CV:\n\nREFERENCIAS\nNombre | Cargo | Teléfono | Email\nAlberto Sanz Villalba | Jefe de almacén - Logística Ebro S.L. | 976 45 32 10 ext. 214 | info@logisticaebro.es\nNuria Gallego Pina | Jefa de equipo turno tarde | 654 32 10 98 | nuria.gallego@gmail.com',
      'El 976 es la centralita, que pregunten por Alberto (la extension es la 214). Y el correo es el general de la empresa, no tiene uno propio, pero se lo pasan',
      'Alberto era mi encargado directo. Con Nuria estuvimos en el mismo turno dos años, ella llevaba el equipo',
      'Y ya esta, son esas dos',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Alberto', 'Sanz Villalba', 'info@logisticaebro.es', 'manager', '+34976453210'),
        c(
          'Nuria',
          'Gallego Pina',
          'nuria.gallego@gmail.com',
          ['manager', 'colleague'],
          '+34654321098',
        ),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i113',
    title:
      'A bank teller in Córdoba (an Argentine tenant): "dale, de una" (confirmed), her former boss who moved abroad ("ahora vive en España (se fue a Valencia), su cel de alla es 612 345 678": a Spanish mobile because the country is said, not an Argentine number), a colleague with a +54 9 11 mobile typed "Ailin", then the first name spelt letter by letter ("el nombre es Ailen, no Ailin: A-I-L-E-N. Como el mail"), "listo eso es todo"',
    tags: ['spanish', 'foreign-phone', 'correction', 'multi-referee', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'AR',
    says: [
      'dale, de una',
      { tapConfirm: true },
      'Mi ex jefe Martin Lopez, ahora vive en España (se fue a Valencia), su cel de alla es 612 345 678, mail martin.e.lopez@gmail.com',
      'Y la otra es Ailin Sosa, compañera del laburo, ailen.sosa@outlook.com, +54 9 11 4567-8901',
      'ah perdon el nombre es Ailen, no Ailin: A-I-L-E-N. Como el mail',
      'listo eso es todo',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Martin', 'Lopez', 'martin.e.lopez@gmail.com', 'manager', '+34612345678'),
        c('Ailen', 'Sosa', 'ailen.sosa@outlook.com', 'colleague', '+5491145678901'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i114',
    title:
      'A shop assistant in Medellín (a Colombian tenant): "Si señor, con mucho gusto", "Sandra Milena Restrepo" (a compound first name) with a relationship told in a sentence ("Trabajamos en el mismo equipo dos años y ella era la lider"), her current boss "Jhon Fredy Zapata", then the consent taken back for him only ("pensandolo bien a Jhon Fredy no lo contacten porfa, todavia no sabe que estoy buscando trabajo. A Sandra si"): the consent stays, Jhon Fredy is never kept, "Eso seria todo"',
    tags: ['spanish', 'multi-referee', 'correction', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'CO',
    says: [
      'Si señor, con mucho gusto',
      'Le doy dos: Sandra Milena Restrepo, sandra.restrepo@bancolombia.com.co, 310 456 7890. Trabajamos en el mismo equipo dos años y ella era la lider',
      'Y Jhon Fredy Zapata, jhonfredy.zapata@gmail.com, 315 222 3344, el es mi jefe ahora en el almacen',
      'Ay no, pensandolo bien a Jhon Fredy no lo contacten porfa, todavia no sabe que estoy buscando trabajo. A Sandra si',
      'Eso seria todo, muchas gracias',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Sandra Milena',
          'Restrepo',
          'sandra.restrepo@bancolombia.com.co',
          ['manager', 'colleague'],
          '+573104567890',
        ),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i115',
    title:
      'A shop assistant in Barcelona (a Spanish tenant) writing Catalan and Spanish in the same messages: "Si, cap problema! Perdon, si, adelante 😊" (confirmed), "La meva encarregada a la botiga: Montse Vidal Ferrer … Era la meva cap directa", a second referee by initials only ("el J. M. Casals, el gerente de la tienda de Gracia, me llevaba a mi tambien", the shop\'s 93 landline) whose first name comes next ("J. M. es Josep Maria. No tiene mail, o no me lo se": kept without one), "Ja està, aixo es tot. Gracies!"',
    tags: ['spanish', 'multi-referee', 'emoji', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      'Si, cap problema! Perdon, si, adelante 😊',
      { tapConfirm: true },
      'La meva encarregada a la botiga: Montse Vidal Ferrer, montse.vidal@gmail.com, 677 12 34 56. Era la meva cap directa',
      'Y el otro es el J. M. Casals, el gerente de la tienda de Gracia, me llevaba a mi tambien. Su tel es el de la tienda, 93 412 34 56',
      'Ah, J. M. es Josep Maria. No tiene mail, o no me lo se',
      'Ja està, aixo es tot. Gracies!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Montse', 'Vidal Ferrer', 'montse.vidal@gmail.com', 'manager', '+34677123456'),
        c('Josep Maria', 'Casals', null, 'manager', '+34934123456'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i116',
    title:
      'A maquila worker in Ciudad Juárez (a Mexican tenant) whose consent looks like a yes and is taken back in the same message ("Sí, claro... aunque no, espérame. Mejor no. En la maquila todo se sabe"), then narrowed to one person in the next ("a los de la maquila no. Pero a mi maestra del CBTIS 128 sí le pueden escribir": consent, confirmed), the teacher with a Juárez mobile ("656 123 4567") beside numbers that are no phone (a school number, "desde hace 3 años"), "Nomás ella"',
    tags: ['spanish', 'consent', 'correction', 'number-in-word', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'MX',
    says: [
      'Sí, claro... aunque no, espérame. Mejor no. En la maquila todo se sabe y no quiero que mi supervisor se entere que ando buscando',
      'Bueno, a los de la maquila no. Pero a mi maestra del CBTIS 128 sí le pueden escribir, ella me conoce desde hace 3 años',
      { tapConfirm: true },
      'Se llama Guadalupe Ibarra Soto, lupita.ibarra@cbtis128.edu.mx, su cel 656 123 4567. Fue mi maestra de contabilidad',
      'Nomás ella, gracias',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Guadalupe', 'Ibarra Soto', 'lupita.ibarra@cbtis128.edu.mx', 'teacher', '+526561234567'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i117',
    title:
      'A school caretaker of 61 in Toledo (a Spanish tenant) who types every message in capitals without accents: "SI, DOY MI PERMISO", "25 AÑOS DE CONSERJE EN EL COLEGIO SAN JUAN DE LA CRUZ" (a school named after a saint, no referee), "DON ANSELMO DE LA TORRE MORALES" with the school\'s switchboard "925 22 33 44" and no e-mail, the school secretary "MARISA PALOMO RUIZ" with "TELEFONO LO MISMO QUE ARRIBA" and the school office\'s shared inbox in capitals, then her own mobile given and held back ("ESE MEJOR NO LO PONGAN, QUE ES EL SUYO PARTICULAR": never kept)',
    tags: ['spanish', 'multi-referee', 'correction', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      'BUENOS DIAS. SI, DOY MI PERMISO',
      { tapConfirm: true },
      'TRABAJE 25 AÑOS DE CONSERJE EN EL COLEGIO SAN JUAN DE LA CRUZ. EL DIRECTOR ES DON ANSELMO DE LA TORRE MORALES, NO TIENE CORREO. TELEFONO EL DEL COLEGIO 925 22 33 44',
      'Y LA SECRETARIA, MARISA PALOMO RUIZ. TELEFONO LO MISMO QUE ARRIBA. EL CORREO ES EL DE SECRETARIA DEL COLEGIO: SECRETARIA@COLEGIOSANJUANDELACRUZ.ES',
      'EL MOVIL DE MARISA ES 600 11 22 33 PERO ESE MEJOR NO LO PONGAN, QUE ES EL SUYO PARTICULAR',
      'NADA MAS. MUCHAS GRACIAS',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Anselmo', 'de la Torre Morales', null, 'manager', '+34925223344'),
        c(
          'Marisa',
          'Palomo Ruiz',
          'secretaria@colegiosanjuandelacruz.es',
          ['colleague', 'other'],
          '+34925223344',
        ),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i118',
    title:
      'A Pakistani labourer in Badalona (a Spanish tenant) writing Spanish as a second language ("Assalam o alaikum. Si amigo … no problema"): his old boss in Lahore as "Ch. Ghulam Rasool", where Ch. is no initial ("Ch. es Chaudhry, es su apellido"), with a Pakistani mobile in local format and the country said ("Su numero de Pakistan 0300 1234567"), "4 años" beside it, and his foreman with an address typed with a comma for the dot ("jordi,vila@gmail.com")',
    tags: ['spanish', 'foreign-phone', 'multi-referee', 'typos', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      'Assalam o alaikum. Si amigo, pueden hablar con mis jefes, no problema',
      { tapConfirm: true },
      'Primero Ch. Ghulam Rasool, dueño de tienda de moviles en Lahore, yo trabajé con él 4 años. Su numero de Pakistan 0300 1234567. Email no tiene',
      'Ch. es Chaudhry, es su apellido, como familia',
      'Segundo mi encargado en la obra aqui en Badalona, Jordi Vila Puig. jordi,vila@gmail.com  telefono 612 34 56 78',
      'Ya esta, solo estos dos. Gracias amigo',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Ghulam Rasool', 'Chaudhry', null, 'manager', '+923001234567'),
        c('Jordi', 'Vila Puig', 'jordi.vila@gmail.com', 'manager', '+34612345678'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i119',
    title:
      'A baker in Cúcuta (a Colombian tenant): "Hágale pues, sí señora", her boss "don Álvaro Jaimes Peñaranda" with the hours she worked ("de 4 de la mañana a 12 del día") before his mobile and no e-mail, a colleague "Yurley Contreras" removed ("Quite a Yurley mejor, que ella ya no trabaja ahí") and put back in the next message ("Ay no, espere, déjela … Sí póngala, con los mismos datos"): both kept, Yurley with her details',
    tags: ['spanish', 'multi-referee', 'correction', 'number-in-word', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'CO',
    says: [
      'Hágale pues, sí señora',
      { tapConfirm: true },
      'Le paso dos. El primero es mi patrón de la panadería en el barrio Blanco, don Álvaro Jaimes Peñaranda. Trabajaba con él de 4 de la mañana a 12 del día. Su celular 317 745 6789, correo no tiene',
      'La segunda es Yurley Contreras, mi compañera de turno, yurley.contreras@hotmail.com, celular 320 111 2233',
      'Quite a Yurley mejor, que ella ya no trabaja ahí',
      'Ay no, espere, déjela. Que no trabaje ahí no importa, ella me conoce bien. Sí póngala, con los mismos datos',
      'Eso es todo',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Álvaro', 'Jaimes Peñaranda', null, 'manager', '+573177456789'),
        c('Yurley', 'Contreras', 'yurley.contreras@hotmail.com', 'colleague', '+573201112233'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i120',
    title:
      'A roughneck on a drilling rig near Neuquén (an Argentine tenant) dictating by voice from the truck, all lowercase: "si dale no hay problema punto", "marcelo ruiz días" set right in the next message ("el dictado me puso días con s es díaz con zeta"), a mobile in words with the old 15 ("cero dos nueve nueve quince cinco cinco cinco doce treinta y cuatro"), an address dictated ("marcelo punto ruizdiaz arroba perfosur punto com punto ar"), and the operator\'s "company man … bob miller" with only an address dictated in pieces ("b miller arroba vaca oil punto com todo junto sin espacio")',
    tags: ['spanish', 'words', 'correction', 'multi-referee', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'AR',
    says: [
      'si dale no hay problema punto',
      { tapConfirm: true },
      'mi supervisor en el equipo de perforación se llama marcelo ruiz días su celu es cero dos nueve nueve quince cinco cinco cinco doce treinta y cuatro y el mail es marcelo punto ruizdiaz arroba perfosur punto com punto ar',
      'perdón el dictado me puso días con s es díaz con zeta como en el mail',
      'el otro es el company man de la operadora un yanqui que se llama bob miller no tengo el celular solo el mail b miller arroba vaca oil punto com todo junto sin espacio',
      'nada más eso gracias',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Marcelo', 'Ruiz Díaz', 'marcelo.ruizdiaz@perfosur.com.ar', 'manager', '+5492995551234'),
        c('Bob', 'Miller', 'bmiller@vacaoil.com', ['manager', 'client', 'other'], null),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Thirty-fifth blind set
  {
    id: 'es-i121',
    title:
      'A waitress in Santander (a Spanish tenant), no accents: her manager given with an apposition ("Mi encargado era Quique, Enrique Ruiz de la Serna"), the hotel owner with an age and a clock time around her landline ("Tiene como 60 años … mejor al fijo 942 27 11 00 a partir de las 10"), then her OWN mobile ("Por si acaso mi numero es el 699 88 77 66, por si no les coge": never a referee\'s)',
    tags: ['spanish', 'multi-referee', 'number-in-word', 'typos', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      'Si claro, sin problema',
      { tapConfirm: true },
      'Mi encargado era Quique, Enrique Ruiz de la Serna. Su movil 680 45 12 90. Correo no se',
      'Y la dueña del hotel, Maria Luz Barcena, mluz.barcena@hotelmarsardinero.es. Tiene como 60 años y no se apaña con el whatsapp, mejor al fijo 942 27 11 00 a partir de las 10',
      'Por si acaso mi numero es el 699 88 77 66, por si no les coge',
      'Ya, eso es todo',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Enrique', 'Ruiz de la Serna', null, 'manager', '+34680451290'),
        c(
          'Maria Luz',
          'Barcena',
          'mluz.barcena@hotelmarsardinero.es',
          ['manager', 'other'],
          '+34942271100',
        ),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i122',
    title:
      'An office worker in Guadalajara (a Mexican tenant): consent with a date as its condition ("Sí, nomás que sea después del 15 de diciembre porque todavía no le digo a mi jefe que me voy": a yes, confirmed), "Ing." before her boss and a clock time after his mobile ("Háblenle después de las 6 y 10"), "la Dra. Guadalupe "Lupita" Orozco Nuño" with a nickname in quotes and "Tiene 2 celulares pero el bueno es el que termina en 45"',
    tags: ['spanish', 'consent', 'multi-referee', 'number-in-word', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'MX',
    says: [
      'Sí, nomás que sea después del 15 de diciembre porque todavía no le digo a mi jefe que me voy',
      { tapConfirm: true },
      'Mi jefe es el Ing. Raúl Castañeda Ibarra, cel 33 1234 5678. Háblenle después de las 6 y 10 que sale de junta',
      'Y mi maestra de la UdeG, la Dra. Guadalupe "Lupita" Orozco Nuño, lupita.orozco@academicos.udg.mx. Tiene 2 celulares pero el bueno es el que termina en 45: 33 3987 6545',
      'Ya sería todo, gracias',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Raúl', 'Castañeda Ibarra', null, 'manager', '+523312345678'),
        c(
          'Guadalupe',
          'Orozco Nuño',
          'lupita.orozco@academicos.udg.mx',
          'teacher',
          '+523339876545',
        ),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i123',
    title:
      'A call-centre agent in Barranquilla (a Colombian tenant) who consents ("Ajá, sí, dale"), gives her supervisor ("Keila Paola De la Hoz Charris, 300 456 7890") and then takes the consent back for everyone with her own address in the refusal ("Ay no, ¿sabe qué? Mejor no. No quiero que llamen a nadie todavía, si necesitan algo me escriben a mí: yeimy.p.ariza@gmail.com"): no consent, nobody kept',
    tags: ['spanish', 'consent', 'consent-with-email', 'correction', 'negation'],
    locale: 'es',
    defaultCountry: 'CO',
    says: [
      'Ajá, sí, dale',
      { tapConfirm: true },
      'Mi supervisora en el call center, Keila Paola De la Hoz Charris, 300 456 7890',
      'Ay no, ¿sabe qué? Mejor no. No quiero que llamen a nadie todavía, si necesitan algo me escriben a mí: yeimy.p.ariza@gmail.com',
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'es-i124',
    title:
      'A maintenance mechanic in Antofagasta (a Chilean tenant): a numbered list in one message with an age beside a name ("1) Don Hernán Araya Rojas, 68 años, fue mi profe de mecánica en el liceo, +56 9 8765 4321"), "La Coté, María José Soto Pizarro, mi jefa en la faena" with the office landline in local format ("55 234 5678"), then the teacher\'s mobile set right in the next message ("lo anoté mal, es 9 8765 4312")',
    tags: ['spanish', 'list', 'multi-referee', 'correction', 'number-in-word', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'CL',
    says: [
      'Ya, bueno, no hay drama',
      { tapConfirm: true },
      '1) Don Hernán Araya Rojas, 68 años, fue mi profe de mecánica en el liceo, +56 9 8765 4321\n2) La Coté, María José Soto Pizarro, mi jefa en la faena, cote.soto@minerasur.cl, fijo de la oficina 55 234 5678',
      'Ah, el celu de don Hernán lo anoté mal, es 9 8765 4312',
      'Eso nomás',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Hernán', 'Araya Rojas', null, 'teacher', '+56987654312'),
        c('María José', 'Soto Pizarro', 'cote.soto@minerasur.cl', 'manager', '+56552345678'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i125',
    title:
      'A shop assistant in Quito (an Ecuadorian tenant): a question back before consent ("mmm ¿y eso para qué es?"), then "Ah ya, entonces sí, de ley"; "Lcdo. Washington Cevallos" with an 099 mobile; a colleague given by first name only with her mother\'s Quito landline ("el número es el fijo de la casa de la mamá: 02 234 5678") and her surnames in the next message ("Ah su apellido es Andrango Quishpe"), "Dios le pague"',
    tags: ['spanish', 'question-back', 'consent', 'multi-referee', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'EC',
    says: [
      'mmm ¿y eso para qué es?',
      { retry: 'Ah ya, entonces sí, de ley', key: 'consent' },
      { tapConfirm: true },
      'Mi ex jefe: Lcdo. Washington Cevallos, 099 876 5432, wcevallos@hotmail.com',
      'Y mi compañera la Mishel, ella no tiene correo, el número es el fijo de la casa de la mamá: 02 234 5678',
      'Ah su apellido es Andrango Quishpe',
      'ya, eso es todo, Dios le pague',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Washington', 'Cevallos', 'wcevallos@hotmail.com', 'manager', '+593998765432'),
        c('Mishel', 'Andrango Quishpe', null, 'colleague', '+59322345678'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Thirty-seventh blind set
  {
    id: 'es-i126',
    title:
      'A butcher\'s assistant in Veracruz (a Mexican tenant): "¡Órale! Sí, sin bronca", a list marked with keycap emoji ("1️⃣", "2️⃣") whose digits are no phone, given names with a particle ("Don Chucho, José de Jesús Cházaro Malpica", "La maestra María de Jesús Uscanga Rivera, del CECATI"), then an age and the time to call that change nothing ("Don Chucho tiene 63 años, mejor háblenle en la tarde porque en la mañana anda destazando")',
    tags: ['spanish', 'list', 'multi-referee', 'emoji', 'number-in-word', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'MX',
    says: [
      '¡Órale! Sí, sin bronca',
      { tapConfirm: true },
      '1️⃣ Don Chucho, José de Jesús Cházaro Malpica, mi patrón en la carnicería del mercado, 229 145 6789\n2️⃣ La maestra María de Jesús Uscanga Rivera, del CECATI, mariadejesus.uscanga@gmail.com',
      'Don Chucho tiene 63 años, mejor háblenle en la tarde porque en la mañana anda destazando',
      'Ya con eso, gracias',
    ],
    expected: {
      consent: true,
      contacts: [
        c('José de Jesús', 'Cházaro Malpica', null, 'manager', '+522291456789'),
        c('María de Jesús', 'Uscanga Rivera', 'mariadejesus.uscanga@gmail.com', 'teacher', null),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i127',
    title:
      'A Basque chef de partie in London (a Spanish tenant) whose e-mail signature, with his OWN UK mobile, comes under every message (never a referee\'s number), his head chef with an address with a plus tag and capitals ("Tom.Whitaker+refs@HarbourKitchen.co.uk") and a UK mobile written with the trunk "(0)" ("+44 (0)7911 123456"), a boss in Logroño with a Spanish mobile, "eskerrik asko"',
    tags: ['spanish', 'signature', 'foreign-phone', 'multi-referee', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      'Sí, claro, adelante 🙂\n--\nIker Arrieta Zubizarreta\nChef de partie · The Harbour Kitchen, Londres\nM: +44 7700 900321',
      { tapConfirm: true },
      'Mi head chef aquí: Tom Whitaker, Tom.Whitaker+refs@HarbourKitchen.co.uk, +44 (0)7911 123456\n--\nIker Arrieta Zubizarreta\nChef de partie · The Harbour Kitchen, Londres\nM: +44 7700 900321',
      'Y en España, Lorena Santamaría Ibáñez, que fue mi jefa en un asador de Logroño. Su móvil 654 32 10 98\n--\nIker Arrieta Zubizarreta\nChef de partie · The Harbour Kitchen, Londres\nM: +44 7700 900321',
      'Eso es todo, eskerrik asko\n--\nIker Arrieta Zubizarreta\nChef de partie · The Harbour Kitchen, Londres\nM: +44 7700 900321',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Tom', 'Whitaker', 'tom.whitaker+refs@harbourkitchen.co.uk', 'manager', '+447911123456'),
        c('Lorena', 'Santamaría Ibáñez', null, 'manager', '+34654321098'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i128',
    title:
      'A farm worker in Piura (a Peruvian tenant): "¡Guá, claro que sí!", a list counted with "Primero:" and "Segundo:" where the first referee\'s given name is Segundo ("Primero: mi tío Segundo Eleuterio Chunga Ramos, que fue mi jefe en la ferretería … Es mi tío pero ahí sí era jefe"), a compound given name with a particle ("la ingeniera Flor de María Sosa Yarlequé, mi supervisora en el fundo de mangos")',
    tags: ['spanish', 'list', 'multi-referee', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'PE',
    says: [
      '¡Guá, claro que sí!',
      { tapConfirm: true },
      'Primero: mi tío Segundo Eleuterio Chunga Ramos, que fue mi jefe en la ferretería, 969 123 456. Es mi tío pero ahí sí era jefe, bien exigente\nSegundo: la ingeniera Flor de María Sosa Yarlequé, mi supervisora en el fundo de mangos, flor.sosa@agrosullana.pe',
      'Ya está, nada más',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Segundo Eleuterio', 'Chunga Ramos', null, 'manager', '+51969123456'),
        c('Flor de María', 'Sosa Yarlequé', 'flor.sosa@agrosullana.pe', 'manager', null),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i129',
    title:
      'A dental nurse in Madrid (a Spanish tenant) who first asks whether her bosses will be asked about last year\'s sick leave, then refuses for now with her boss\'s address inside ("Entonces de momento no. Apúntate el de mi jefa para más adelante si quieres, lucia.marin@…, pero no le escribáis todavía"): no consent, nobody kept',
    tags: ['spanish', 'question-back', 'consent', 'consent-with-email'],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      '¿Y a mis jefes les van a preguntar por la baja que cogí el año pasado?',
      {
        retry:
          'Entonces de momento no. Apúntate el de mi jefa para más adelante si quieres, lucia.marin@clinicadentalsonrisas.es, pero no le escribáis todavía, que no sabe que me quiero ir',
        key: 'consent',
      },
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'es-i130',
    title:
      'A Chilean receptionist in Berlin (a Spanish tenant): "Sí po, dale nomás", her boss at a Kreuzberg hostel with a German mobile in local format and the country said ("0151 23456789 (es celular alemán)"), his address set right in the next message ("el otro ya no lo usa"), a colleague with a particle ("Anna-Lena von der Heide") and no phone, a boss in Valparaíso with a Chilean mobile, "Eso es todo po, danke 😄"',
    tags: ['spanish', 'foreign-phone', 'correction', 'multi-referee', 'emoji', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      'Sí po, dale nomás',
      { tapConfirm: true },
      'Mi jefe en el hostel de Kreuzberg: Klaus-Dieter Meyer, k.meyer@kiezhostel.de, 0151 23456789 (es celular alemán)',
      'Perdón, el mail es klaus.meyer@kiezhostel.de, el otro ya no lo usa',
      'Y la Anna-Lena von der Heide, compañera de recepción, annalena.vdh@gmail.com',
      'Y en Chile mi jefa del café en Valparaíso, Javiera Andrade Toro, +56 9 8765 4321',
      'Eso es todo po, danke 😄',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Klaus-Dieter', 'Meyer', 'klaus.meyer@kiezhostel.de', 'manager', '+4915123456789'),
        c('Anna-Lena', 'von der Heide', 'annalena.vdh@gmail.com', 'colleague', null),
        c('Javiera', 'Andrade Toro', null, 'manager', '+56987654321'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Thirty-ninth blind set (2026-12-02)
  {
    id: 'es-i131',
    title:
      'A cowhand from the Llanos in Villavicencio (a Colombian tenant) who gives his OWN mobile in the consent message ("Sí señor, con gusto. Yo soy Yeison Camacaro, mi cel es 312 345 6789 por si necesitan algo": never a referee\'s), the mayordomo of a ranch in Arauca with a mobile and no e-mail, a vet with an address only, and a boss across the border in Apure with a Venezuelan mobile and the country said ("0416 123 4567, ese es de Venezuela"), whose first name is "Simón" (a name here, not a yes)',
    tags: ['spanish', 'multi-referee', 'foreign-phone', 'filler', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'CO',
    says: [
      'Sí señor, con gusto. Yo soy Yeison Camacaro, mi cel es 312 345 6789 por si necesitan algo',
      { tapConfirm: true },
      'Mi referencia es el mayordomo del hato La Esperanza en Arauca, don Ovidio Rangel Díaz, 311 222 3344. No tiene correo, allá casi no hay señal',
      'Y el veterinario que iba al hato, el doctor Álvaro Peña Bautista, trabajábamos juntos en las vacunaciones. alvaropena.mvz@gmail.com',
      'Y del lado venezolano, en Apure, fue mi patrón don Simón Blanco Torrealba, 0416 123 4567, ese es de Venezuela',
      'Eso es todo compae, gracias',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Ovidio', 'Rangel Díaz', null, 'manager', '+573112223344'),
        c('Álvaro', 'Peña Bautista', 'alvaropena.mvz@gmail.com', ['colleague', 'other'], null),
        c('Simón', 'Blanco Torrealba', null, 'manager', '+584161234567'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i132',
    title:
      'A carpenter\'s helper in Corrientes (an Argentine tenant) who refuses in Guaraní and Spanish ("Nahániri. Todavía no, che"), then explains with his boss\'s name and a Corrientes mobile with the old 15 inside ("don Ramón Acuña, (0379) 15 412-3456, no sabe que me quiero ir"): no consent, nobody kept',
    tags: ['spanish', 'consent', 'negation'],
    locale: 'es',
    defaultCountry: 'AR',
    says: [
      'Nahániri. Todavía no, che',
      { tapConfirm: true },
      'Es que mi patrón, don Ramón Acuña, (0379) 15 412-3456, no sabe que me quiero ir de la carpintería. Cuando tenga la entrevista les paso los datos',
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'es-i133',
    title:
      'A lacquerer at a furniture factory in Cuenca (an Ecuadorian tenant): "Ya, claro, de ley, sin problema", a numbered list of three with "Ing.", "Sra." and "Lcda." and Ecuadorian mobiles and a Cuenca landline "(07) 284 1234" in local format, the engineer\'s address set right ("es …punto ec, sin el .com"), then the third taken back ("a la licenciada Ordóñez mejor sáquela, ya se jubiló"), "Eso sería todo, Dios le pague"',
    tags: ['spanish', 'list', 'multi-referee', 'correction', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'EC',
    says: [
      'Ya, claro, de ley, sin problema',
      { tapConfirm: true },
      '1. Ing. Patricio Vintimilla Crespo, mi jefe en la fábrica de muebles, pvintimilla@mueblesdelaustro.com.ec, 099 876 5432\n2. Sra. Rosa Guamán Pulla, compañera de lacado, 098 765 4321\n3. Lcda. Mariela Ordóñez, mi profesora del colegio técnico, (07) 284 1234',
      'Perdón, el correo del ingeniero es pvintimilla@mueblesdelaustro.ec, sin el .com',
      'Y a la licenciada Ordóñez mejor sáquela, ya se jubiló y no contesta el fijo',
      'Eso sería todo, Dios le pague',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Patricio',
          'Vintimilla Crespo',
          'pvintimilla@mueblesdelaustro.ec',
          'manager',
          '+593998765432',
        ),
        c('Rosa', 'Guamán Pulla', null, 'colleague', '+593987654321'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i134',
    title:
      'A Bolivian seamstress in São Paulo (a Brazilian tenant) with Portuguese words ("oficina de costura", "no Brás"): "Sí, nomás, pueden", the workshop owner known as "doña Cida" (Aparecida Nogueira) with a São Paulo mobile and no e-mail, a former boss in El Alto with a Bolivian mobile in local format (asked which country) whose last digits are set right later ("me equivoqué al final")',
    tags: ['spanish', 'foreign-phone', 'correction', 'filler', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'BR',
    says: [
      'Sí, nomás, pueden',
      { tapConfirm: true },
      'Mi patrona de la oficina de costura en el Brás: doña Cida, se llama Aparecida Nogueira, (11) 98765-4321. No tiene correo',
      'Y mi jefe de antes en El Alto, don Freddy Mamani Quispe, del taller de confección Illimani, 71234567',
      { retry: 'Es de Bolivia, de El Alto', key: 'phone:Freddy' },
      'Perdón, el número de don Freddy es 71234576, me equivoqué al final',
      'Eso es todo, gracias',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Aparecida', 'Nogueira', null, 'manager', '+5511987654321'),
        c('Freddy', 'Mamani Quispe', null, 'manager', '+59171234576'),
      ],
    },
    // Amended after the first shot (session 28): neither referee has an e-mail, and the
    // intake completes only with one (CONTRACT: queue_outreach needs ≥1 contact with an
    // e-mail); the writer meant `completed`, which the product cannot do.
    outcome: 'open',
  },
  {
    id: 'es-i135',
    title:
      'A mototaxi mechanic in Iquitos (a Peruvian tenant): "Ya pe, ele, normal nomás, pueden llamar", his boss at the workshop and a former boss at a floating restaurant in Belén with Peruvian mobiles and no e-mail, a boat owner in Leticia with a Colombian mobile and the country said, who was a client ("le arreglaba el motor de su bote"), "Eso nomás pe"',
    tags: ['spanish', 'multi-referee', 'foreign-phone', 'filler', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'PE',
    says: [
      'Ya pe, ele, normal nomás, pueden llamar',
      { tapConfirm: true },
      'Mi patrón del taller de motocarros, don Wilder Panaifo Ríos, 965 123 456',
      'La señora Lupe, Guadalupe Tapullima Sangama, del restaurante flotante en Belén, era mi jefa cuando trabajaba en cocina. 943 210 987',
      'Y don Carlos Sinarahua de Leticia, le arreglaba el motor de su bote. Su cel es de Colombia, 313 555 7788',
      'Eso nomás pe, gracias',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Wilder', 'Panaifo Ríos', null, 'manager', '+51965123456'),
        c('Guadalupe', 'Tapullima Sangama', null, 'manager', '+51943210987'),
        c('Carlos', 'Sinarahua', null, 'client', '+573135557788'),
      ],
    },
    // Amended (session 28, by a reviewer; the tuner stayed blind): no referee has an e-mail, and the
    // intake completes only with one (CONTRACT: queue_outreach needs ≥1 contact with an
    // e-mail); the writer meant `completed`, which the product cannot do.
    outcome: 'open',
  },
  // ───────────── Forty-first blind set
  {
    id: 'es-i136',
    title:
      'A Garífuna hotel housekeeper in the Bronx (a US tenant) from Trujillo, Honduras ("Buiti binafi!", "Seremein!"): her OWN mobile given before the referees ("Antes que nada mi número es (347) 555-0182 por si me necesitan": never a referee\'s), a hotel supervisor with a New York mobile, a former boss in Trujillo with an 8-digit Honduran mobile in local format (asked which country), the supervisor\'s address set right in a later message',
    tags: ['spanish', 'foreign-phone', 'correction', 'multi-referee', 'filler', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'US',
    says: [
      'Buiti binafi! Sí, pueden contactarlos, no hay problema',
      { tapConfirm: true },
      'Antes que nada mi número es (347) 555-0182 por si me necesitan. Mis referencias: mi supervisora en el hotel de Manhattan, Carol Jenkins, cjenkins@parkviewnyc.com, (646) 555-0139',
      'Y doña Ofelia Martínez Castillo, la dueña del comedor en Trujillo donde trabajé 5 años, era mi patrona. Su cel 9876-5432',
      { retry: 'De Honduras, ella vive en Trujillo todavía', key: 'phone:Ofelia' },
      'Perdón, el correo de Carol es carol.jenkins@parkviewnyc.com, con el nombre completo',
      'Eso es todo. Seremein!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Carol', 'Jenkins', 'carol.jenkins@parkviewnyc.com', 'manager', '+16465550139'),
        c('Ofelia', 'Martínez Castillo', null, 'manager', '+50498765432'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i137',
    title:
      'An assembly worker at an electronics plant in Río Grande (Tierra del Fuego, an Argentine tenant) who first asks whether the plant will hear of it, then refuses with her supervisor\'s address inside the reason and a promise for later ("Entonces prefiero que no … el Ing. Gastón Ledesma (gledesma@…) … Si paso a la entrevista final les paso todo, ¿dale?"): nothing kept',
    tags: ['spanish', 'consent', 'consent-with-email', 'question-back'],
    locale: 'es',
    defaultCountry: 'AR',
    says: [
      '¿Y esto le llega a alguien de la planta?',
      'Entonces prefiero que no. En Río Grande nos conocemos todos y si llaman a la fábrica se entera mi supervisor, el Ing. Gastón Ledesma (gledesma@electrofueguina.com.ar), y todavía no le dije que me quiero volver a Tucumán. Si paso a la entrevista final les paso todo, ¿dale?',
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'es-i138',
    title:
      'A cook in Quibdó (Chocó, the Colombian Pacific): "Sí señora, con mucho gusto", a numbered list of three with a 314 and a 320 mobile, "La seño Yurany Rentería Cuesta" where seño is a teacher\'s title and no name, a SENA address, then "A Harold quítelo mejor, se fue pa Panamá y ese número ya no lo tiene": Harold never kept, "Dios me lo bendiga"',
    tags: ['spanish', 'list', 'multi-referee', 'correction', 'filler', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'CO',
    says: [
      'Sí señora, con mucho gusto',
      { tapConfirm: true },
      '1) Don Euclides Palacios Mosquera, el dueño del restaurante donde trabajo en Quibdó, mi jefe. 314 567 8901, euclidespalacios@gmail.com\n2) La seño Yurany Rentería Cuesta, mi profesora de cocina en el SENA, yurany.renteria@sena.edu.co\n3) Harold Asprilla Moreno, compañero de cocina, 320 123 4567',
      'A Harold quítelo mejor, se fue pa Panamá y ese número ya no lo tiene',
      'Eso es todo, Dios me lo bendiga',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Euclides',
          'Palacios Mosquera',
          'euclidespalacios@gmail.com',
          'manager',
          '+573145678901',
        ),
        c('Yurany', 'Rentería Cuesta', 'yurany.renteria@sena.edu.co', 'teacher'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i139',
    title:
      'A Peruvian line worker at a car-parts plant in Hamamatsu (a Japanese tenant): "Hai... perdón, sí", "El hancho de mi línea" (the Japanese team leader, a boss) named surname first ("Suzuki Takeshi (Suzuki es el apellido)"), Japanese mobiles in local format on a Japanese tenant, the boss\'s number set right in a later message, no e-mail for anyone ("en la fábrica todo es por LINE"), "Ya, eso es todo. Arigatō": open',
    tags: ['spanish', 'multi-referee', 'correction', 'filler', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'JP',
    says: [
      'Hai... perdón, sí, pueden llamarlos',
      { tapConfirm: true },
      'El hancho de mi línea en la fábrica de autopartes, Suzuki Takeshi (Suzuki es el apellido), 090-3456-7812. Era mi jefe',
      'Y mi compañero de línea, Jorge Higa, peruano también como yo, 080-2233-4455',
      'Ay, el número del hancho lo escribí mal: es 090-3456-7821',
      'Correo no tengo de ninguno, en la fábrica todo es por LINE',
      'Ya, eso es todo. Arigatō',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Takeshi', 'Suzuki', null, 'manager', '+819034567821'),
        c('Jorge', 'Higa', null, 'colleague', '+818022334455'),
      ],
    },
    // No referee has an e-mail: the intake cannot be completed (invitations go by e-mail).
    outcome: 'open',
  },
  {
    id: 'es-i140',
    title:
      'A receptionist in Pampatar (Margarita Island, a Venezuelan tenant): "¡Ay chica, sí, dale!", her boss with a Venezuelan mobile and an address, "el señor Chilo, bueno, se llama Cecilio Rodríguez Salazar" with a Margarita landline written with dots ("0295-253.45.67") and no e-mail ("él es de los viejos"), the boss\'s mobile prefix set right in the same message ("no es 0414, es 0424"), "Eso es todo, vale"',
    tags: ['spanish', 'multi-referee', 'correction', 'filler', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'VE',
    says: [
      '¡Ay chica, sí, dale! Sin problema',
      { tapConfirm: true },
      'Mi jefa en el Hotel Costa Azul de Pampatar, la Sra. Yelitza Marcano, 0414-789.12.34, yelitza.marcano@hotelcostazul.com.ve',
      'Y el señor Chilo, bueno, se llama Cecilio Rodríguez Salazar, el dueño de la posada en Juan Griego donde trabajé antes. El fijo de la posada es 0295-253.45.67',
      'Ah, correo no tiene, chico, él es de los viejos. Y el cel de la Sra. Yelitza no es 0414, es 0424, perdón',
      'Eso es todo, vale. Gracias',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Yelitza', 'Marcano', 'yelitza.marcano@hotelcostazul.com.ve', 'manager', '+584247891234'),
        c('Cecilio', 'Rodríguez Salazar', null, 'manager', '+582952534567'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Forty-third blind set
  {
    id: 'es-i141',
    title:
      'A Venezuelan home-care aide in San Fernando (a Trinidad tenant): "Sí, sí, dale, no hay rollo", her supervisor "Mrs. Sharon Ramkissoon" with a Trinidad mobile in local format ("765 4321") and her address set right later, a former boss in Puerto Ordaz with a capital particle ("la Lcda. Ana Karina De Freitas Gomes") and a Venezuelan mobile with the country said, the clinic\'s doctor with a nickname in quotes inside a compound first name ("el Dr. Jesús Rafael "Chuchú" Marcano") and a Ciudad Guayana landline only (asked which country)',
    tags: ['spanish', 'multi-referee', 'foreign-phone', 'correction', 'filler', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'TT',
    says: [
      'Sí, sí, dale, no hay rollo',
      { tapConfirm: true },
      'Mi supervisora en la agencia de home care aquí en San Fernando es Mrs. Sharon Ramkissoon, sharon.ramkissoon@carewell.tt, cel 765 4321',
      'Y en Venezuela, mi jefa en el ambulatorio de Puerto Ordaz, la Lcda. Ana Karina De Freitas Gomes, anakdefreitas@gmail.com, 0414-8765432 (es de Venezuela)',
      'Y el Dr. Jesús Rafael "Chuchú" Marcano, el médico del ambulatorio, trabajábamos juntos en las guardias. Correo no tiene, el fijo del ambulatorio es 0286-9231234',
      { retry: 'De Venezuela también, de Puerto Ordaz', key: 'phone:Jesús Rafael' },
      'Perdón, el correo de Sharon es sramkissoon@carewell.tt, el otro era el viejo',
      'Listo, eso es todo',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Sharon', 'Ramkissoon', 'sramkissoon@carewell.tt', 'manager', '+18687654321'),
        c('Ana Karina', 'De Freitas Gomes', 'anakdefreitas@gmail.com', 'manager', '+584148765432'),
        c('Jesús Rafael', 'Marcano', null, ['colleague', 'other'], '+582869231234'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i142',
    title:
      'A hotel receptionist in Chiclayo (a Peruvian tenant) whose first message is a question about saying no ("¿Y si digo que no, me descartan?": no refusal, no consent), then "Ah ya, entonces sí, normal"; her former boss pasted as a signature ("Ing. Luis Alberto Chumioque Sandoval / Jefe de Planta | Agroindustrial Pomalca S.A.A. / Cel.: 979 123 456 / … / Carretera Chiclayo–Pomalca Km 7.5": the kilometre point is no phone), a colleague with a nickname in brackets and a Peruvian mobile, her address in the next message',
    tags: ['spanish', 'question-back', 'consent', 'signature', 'multi-referee', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'PE',
    says: [
      '¿Y si digo que no, me descartan?',
      'Ah ya, entonces sí, normal',
      { tapConfirm: true },
      'Le paso la firma de mi ex jefe, fue mi jefe directo dos años en la planta:\n\nIng. Luis Alberto Chumioque Sandoval\nJefe de Planta | Agroindustrial Pomalca S.A.A.\nCel.: 979 123 456\nlchumioque@pomalca.com.pe\nCarretera Chiclayo–Pomalca Km 7.5',
      'Y mi compañera de recepción en el hotel, Milagros Ñiquen Carrasco (le decimos Mili), 948 765 432',
      'su correo es mili.niquen@hotmail.com',
      'Ya, eso es todo nomás',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Luis Alberto',
          'Chumioque Sandoval',
          'lchumioque@pomalca.com.pe',
          'manager',
          '+51979123456',
        ),
        c('Milagros', 'Ñiquen Carrasco', 'mili.niquen@hotmail.com', 'colleague', '+51948765432'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i143',
    title:
      'An office clerk at a gestoría in Teruel (a Spanish tenant) who refuses in one message with her boss\'s address inside the reason ("Mi jefe, Joaquín Sanz Lahoz (jsanz@…), no sabe que estoy buscando") and her own e-mail signature under it, added by Outlook for Android (her name, her address and a Teruel landline): nothing kept',
    tags: ['spanish', 'consent', 'consent-with-email', 'signature'],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      'No, prefiero que no, gracias. Mi jefe, Joaquín Sanz Lahoz (jsanz@gestoriaaragonsur.es), no sabe que estoy buscando y en Teruel nos conocemos todos.\n\n--\nLaura Beltrán Gil\nAdministrativa | Gestoría Aragón Sur\nlaura.beltran@gestoriaaragonsur.es\nTel. 978 60 12 34\nEnviado desde Outlook para Android',
      { tapConfirm: true },
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'es-i144',
    title:
      'A lifeguard at the Termas del Daymán in Salto (a Uruguayan tenant): "Ta, dale, sí", an "a) b) c)" list with a compound first name with a particle ("María del Huerto Silveira Da Rosa") and Uruguayan mobiles in local format, a swimming teacher with a nickname in quotes ("Prof. Gustavo "el Flaco" Olivera") and an address only, a "d)" added later from across the river in Concordia with an Argentine mobile in local format with the 15 (asked which country), then "a Juan Martín sacalo, se jubiló": never kept',
    tags: ['spanish', 'list', 'multi-referee', 'foreign-phone', 'correction', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'UY',
    says: [
      'Ta, dale, sí',
      { tapConfirm: true },
      'a) María del Huerto Silveira Da Rosa - mi jefa en el parque acuático de las Termas del Daymán - mdhsilveira@termasdayman.com.uy - 099 345 678\nb) Juan Martín de los Santos, encargado de mantenimiento, 098 123 456\nc) Prof. Gustavo "el Flaco" Olivera, mi profe de natación en el club, golivera.natacion@gmail.com',
      'Y el d) que me olvidé: Sergio Benítez, el dueño de la heladería en Concordia, del otro lado del río, donde laburé un verano. Era mi patrón. Su cel es 0345 15 412 3456',
      { retry: 'Es de Argentina, de Concordia', key: 'phone:Sergio' },
      'Ah y a Juan Martín sacalo, se jubiló y ya no usa el celular',
      'Eso es todo, gracias bo',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'María del Huerto',
          'Silveira Da Rosa',
          'mdhsilveira@termasdayman.com.uy',
          'manager',
          '+59899345678',
        ),
        c('Gustavo', 'Olivera', 'golivera.natacion@gmail.com', ['teacher', 'mentor']),
        c('Sergio', 'Benítez', null, 'manager', '+5493454123456'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i145',
    title:
      'An administrative assistant at a silver mine in Fresnillo (Zacatecas, a Mexican tenant) typing on the office computer with the caps lock inverted ("sÍ, ESTÁ BIEN, PUEDEN CONTACTARLOS", "iNG. jUAN cARLOS dE LA tORRE rOMO" with his address in capitals and a 493 mobile), then "aY, PERDÓN, TRAIGO EL BLOQ MAYÚS AL REVÉS 🙈 Ya." and a former boss in HR ("la Lic. Rosa María Valdez de León"), the engineer\'s address set right ("lleva punto")',
    tags: ['spanish', 'typos', 'multi-referee', 'correction', 'emoji', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'MX',
    says: [
      'sÍ, ESTÁ BIEN, PUEDEN CONTACTARLOS',
      { tapConfirm: true },
      'mI JEFE EN LA MINA: EL iNG. jUAN cARLOS dE LA tORRE rOMO, SUPERINTENDENTE DE PLANTA, JCDELATORRE@MINERAFRESNILLO.COM.MX, CEL 493 123 4567',
      'aY, PERDÓN, TRAIGO EL BLOQ MAYÚS AL REVÉS 🙈 Ya. La otra es la Lic. Rosa María Valdez de León, de Recursos Humanos, fue mi jefa antes de que me pasaran a planta. rmvaldez@hotmail.com',
      'Y el correo del ingeniero lleva punto: jc.delatorre@minerafresnillo.com.mx',
      'Es todo, gracias',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Juan Carlos',
          'De la Torre Romo',
          'jc.delatorre@minerafresnillo.com.mx',
          'manager',
          '+524931234567',
        ),
        c('Rosa María', 'Valdez de León', 'rmvaldez@hotmail.com', 'manager'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Forty-fifth blind set
  {
    id: 'es-i146',
    title:
      'A Filipina carer in Madrid (a Spanish tenant) writing Spanish with Tagalog and English ("Opo, sige po, okay lang", "Ma\'am", "Sir", "Ate", "mali ako", "Yun lang po, salamat!"): her employer "Ma\'am Carmen, Carmen Fernández-Cuesta de la Vega" (a title, then a hyphenated surname with a particle) with a Spanish mobile whose last digits are set right later, a colleague at the carers\' agency with a title and a compound first name ("Ate Joy … Joy Marie Santos Villanueva", no e-mail), a former employer in Manila with a Philippine mobile in local format (asked which country)',
    tags: [
      'spanish',
      'foreign-phone',
      'multi-referee',
      'correction',
      'filler',
      'emoji',
      'done-phrase',
    ],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      'Opo, sige po, okay lang 😊',
      { tapConfirm: true },
      "Mi employer ahora es Ma'am Carmen, Carmen Fernández-Cuesta de la Vega, yo cuido a su mamá en Chamberí. carmenfcuesta@gmail.com, 655 123 456",
      'Y Ate Joy, mi compañera en la agencia de cuidadoras, se llama Joy Marie Santos Villanueva, 612 987 654. Correo no sé',
      'Y mi employer antes en Manila, Sir Ramon Lopez Ocampo, ramon.ocampo@yahoo.com, 0918 234 5678',
      { retry: 'Philippines po, de Manila', key: 'phone:Ramon' },
      "Ay sorry po, el de Ma'am Carmen es 655 123 465, mali ako",
      'Yun lang po, salamat!',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Carmen',
          'Fernández-Cuesta de la Vega',
          'carmenfcuesta@gmail.com',
          'manager',
          '+34655123465',
        ),
        c('Joy Marie', 'Santos Villanueva', null, 'colleague', '+34612987654'),
        c('Ramon', 'Lopez Ocampo', 'ramon.ocampo@yahoo.com', 'manager', '+639182345678'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i147',
    title:
      'An accountant in Acapulco (a Mexican tenant) who first asks who will handle the data, then refuses in the words of Mexico\'s data-protection law ("Con fundamento en la Ley Federal de Protección de Datos Personales … NO otorgo mi consentimiento … Me reservo mis derechos ARCO") with his boss\'s title, address and mobile inside the refusal ("el C.P. Rogelio Añorve Salgado (rogelio.anorve@…, 744 482 1234)"): nothing kept',
    tags: ['spanish', 'consent', 'consent-with-email', 'question-back', 'long'],
    locale: 'es',
    defaultCountry: 'MX',
    says: [
      '¿Para qué quieren los datos de mis referencias? ¿Quién los va a tratar?',
      'Con fundamento en la Ley Federal de Protección de Datos Personales en Posesión de los Particulares, NO otorgo mi consentimiento para que contacten a terceros en mi nombre. En particular, no contacten a mi jefe actual, el C.P. Rogelio Añorve Salgado (rogelio.anorve@despachoanorve.com.mx, 744 482 1234), quien desconoce que estoy en un proceso de selección. Me reservo mis derechos ARCO.',
      { tapConfirm: true },
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'es-i148',
    title:
      'A Spanish pastry chef in Dubai (a UAE tenant): "Sí, claro, adelante. Yalla 😄", her executive pastry chef pasted as a signature with a title before the name ("Chef Rahul Menon", "M: +971 50 123 4567"), a former boss in Madrid with a Spanish mobile in local format (asked which country) and her address\'s domain set right later (".com, no .es"), a colleague named and left out in the same message ("Mejor no la pongas")',
    tags: [
      'spanish',
      'signature',
      'foreign-phone',
      'multi-referee',
      'correction',
      'emoji',
      'done-phrase',
    ],
    locale: 'es',
    defaultCountry: 'AE',
    says: [
      'Sí, claro, adelante. Yalla 😄',
      { tapConfirm: true },
      'Os pego la firma de mi chef, era mi jefe directo aquí:\n\nChef Rahul Menon\nExecutive Pastry Chef | Al Noor Grand Hotel, Downtown Dubai\nM: +971 50 123 4567\nrahul.menon@alnoorgrand.ae',
      'Y en Madrid trabajé 4 años con Begoña Ibáñez de Garayo en su obrador de Malasaña, era mi jefa. begona@obradorgarayo.es, 629 45 78 12',
      { retry: 'Es de España, de Madrid', key: 'phone:Begoña' },
      'Ah, y también Maricel, la pastelera filipina de mi partida, pero no tengo su correo ahora mismo. Mejor no la pongas',
      'Y el correo de Begoña es begona@obradorgarayo.com, no .es, perdona',
      'Ya está, eso es todo',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Rahul', 'Menon', 'rahul.menon@alnoorgrand.ae', 'manager', '+971501234567'),
        c('Begoña', 'Ibáñez de Garayo', 'begona@obradorgarayo.com', 'manager', '+34629457812'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i149',
    title:
      'A chocolatier in Bariloche (an Argentine tenant) whose consent carries a note on language ("Sí, dale. Solo que a Hansjörg escríbanle en alemán o en inglés"), three referees in one message with semicolons: a Swiss master chocolatier with an umlaut ("Hansjörg Fässler", "hansjoerg@…") and a Bariloche mobile in local format with the 15, a colleague by her nickname and then her full name with a Mapuche surname ("la Vero, María Verónica Quintriqueo"), a boss across the Andes in Puerto Varas with a Chilean mobile; the relationships said in the next message',
    tags: ['spanish', 'consent', 'multi-referee', 'foreign-phone', 'filler', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'AR',
    says: [
      'Sí, dale. Solo que a Hansjörg escríbanle en alemán o en inglés, que el castellano lo lee mal',
      { tapConfirm: true },
      'Mis referencias: Hansjörg Fässler, el maestro chocolatero suizo de la fábrica donde laburo ahora en la calle Mitre, hansjoerg@chocolatesfassler.com.ar, 0294 15 455-1234; la Vero, María Verónica Quintriqueo, mi compañera de mostrador, vero.quintriqueo@gmail.com; y del otro lado de la cordillera Paz Oyarzún Bórquez, de la cafetería de Puerto Varas, paz.oyarzun@cafeteriadellago.cl, +56 9 8765 4321',
      'Hansjörg es mi jefe, obvio. Y Paz también fue mi jefa',
      'Listo, son esos tres',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Hansjörg', 'Fässler', 'hansjoerg@chocolatesfassler.com.ar', 'manager', '+5492944551234'),
        c('María Verónica', 'Quintriqueo', 'vero.quintriqueo@gmail.com', 'colleague'),
        c('Paz', 'Oyarzún Bórquez', 'paz.oyarzun@cafeteriadellago.cl', 'manager', '+56987654321'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i150',
    title:
      'A dive instructor in Playa Blanca (Lanzarote, a Spanish tenant) who copies her boss\'s business card with Google Lens ("que me da pereza escribir"): OCR slips in the pasted text ("Tel. +34 928 5l7 3O2" with an l and a capital O, "rnarta.cabrera@…" with rn for m), a street number that is no phone, both set right in the next message ("el correo es marta.cabrera@…, con m, y el teléfono es 928 517 302"), a colleague by his nickname ("Kike, Enrique Perdomo"), Canarian words ("mi niño", "chacho")',
    tags: ['spanish', 'signature', 'typos', 'correction', 'multi-referee', 'emoji', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      'Sí, sin problema, mi niño 😎',
      { tapConfirm: true },
      'Te copio la tarjeta de mi jefa con el Google Lens, que me da pereza escribir:\n\nATLÁNTICO DIVE CENTER\nMarta Cabrera Betancort\nDirectora · Instructora PADI\nTel. +34 928 5l7 3O2\nrnarta.cabrera@atlanticodive.es\nAvda. Marítima 14, Playa Blanca',
      'Uy, el Lens lo ha copiado regular: el correo es marta.cabrera@atlanticodive.es, con m, y el teléfono es 928 517 302',
      'Y Kike, Enrique Perdomo, mi compañero en el barco, kikeperdomo@hotmail.com, 680 33 44 55',
      'Eso es todo, chacho',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Marta',
          'Cabrera Betancort',
          'marta.cabrera@atlanticodive.es',
          'manager',
          '+34928517302',
        ),
        c('Enrique', 'Perdomo', 'kikeperdomo@hotmail.com', 'colleague', '+34680334455'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Forty-seventh blind set
  {
    id: 'es-i151',
    title:
      'A Mexican welder at a fabrication shop in Pasadena (Houston, a US tenant) in Spanglish: "Yeah, sí, go ahead 👍", his foreman with a compound first name and a nickname ("Juan Pablo Cantú, le decimos JP") whose mobile is dictated in words ("ocho tres dos, cinco cinco cinco, cero uno cuatro siete"), a former boss in Monterrey with a title and a Mexican mobile in local format that no US area code fits (asked which country), "That\'s it, es todo"',
    tags: ['spanish', 'words', 'foreign-phone', 'multi-referee', 'filler', 'emoji', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'US',
    says: [
      'Yeah, sí, go ahead 👍',
      { tapConfirm: true },
      'Ok mis referencias. Mi foreman aqui en el taller de Pasadena es Juan Pablo Cantú, le decimos JP. jpcantu@gulfcoastfab.com. Su cel te lo paso por voz: ocho tres dos, cinco cinco cinco, cero uno cuatro siete',
      'Y mi ex jefe en Monterrey, el Ing. Héctor Garza Sada, de Aceros del Norte, hgarza@acerosdelnorte.com.mx, cel 81 1234 5678',
      { retry: 'Es de México, de Monterrey', key: 'phone:Héctor' },
      "That's it, es todo",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Juan Pablo', 'Cantú', 'jpcantu@gulfcoastfab.com', 'manager', '+18325550147'),
        c('Héctor', 'Garza Sada', 'hgarza@acerosdelnorte.com.mx', 'manager', '+528112345678'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i152',
    title:
      'A clerk at a coffee exporter in Tegucigalpa (a Honduran tenant) whose consent is conditional ("sí les doy permiso, pero solo cuando pase a la última entrevista"), with a question back and her boss\'s title and address inside the condition, asked again and still waiting ("Mejor espérense a la última entrevista"): no consent, nobody kept, open',
    tags: ['spanish', 'consent', 'consent-with-email', 'question-back'],
    locale: 'es',
    defaultCountry: 'HN',
    says: [
      '¿Y tienen que ser ya? Porque sí les doy permiso, pero solo cuando pase a la última entrevista. Ahorita no quiero que le escriban a mi jefe, el Lic. Óscar Zelaya (ozelaya@cafeslaesperanza.hn), porque no sabe que ando buscando',
      { retry: 'Mejor espérense a la última entrevista y ahí les confirmo', key: 'consent' },
    ],
    expected: { consent: null, contacts: [] },
    outcome: 'open',
  },
  {
    id: 'es-i153',
    title:
      'A tour guide on the salt flat of Uyuni (a Bolivian tenant): "Ya, sí, no hay problema", a numbered list with Bolivian 8-digit mobiles in local format, an agency owner with no e-mail ("Don Teófilo Quispe Mamani … No usa correo"), a colleague whose compound first name holds a man\'s name ("María René Vargas Flores"), an Irish coordinator with an apostrophe in her surname, then "a la Sarah mejor bórrela": never kept',
    tags: ['spanish', 'list', 'multi-referee', 'correction', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'BO',
    says: [
      'Ya, sí, no hay problema',
      { tapConfirm: true },
      "1. Don Teófilo Quispe Mamani, el dueño de la agencia de tours en Uyuni, mi patrón. No usa correo, su cel es 71234567\n2. María René Vargas Flores, guía como yo, trabajamos juntas en la ruta de las lagunas, mariarene.vargas@gmail.com, 67412345\n3. Sarah O'Connor, la gringa que era coordinadora de la agencia en La Paz, sarah.oconnor@andesadventures.com",
      'Ah, a la Sarah mejor bórrela, ya volvió a Irlanda y no contesta',
      'Eso es todo nomás',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Teófilo', 'Quispe Mamani', null, 'manager', '+59171234567'),
        c('María René', 'Vargas Flores', 'mariarene.vargas@gmail.com', 'colleague', '+59167412345'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i154',
    title:
      'A waiter at a beach club in Ibiza (a Spanish tenant): his Italian head waiter with an apostrophe particle ("Gian Marco Dell\'Acqua") and an Italian mobile, a bar owner by his nickname then his Catalan name ("el bar de Toni, Antoni Marí Ribas") with only a landline, the Italian\'s address set right later ("lleva guion bajo"), "Ja està, ya está"',
    tags: ['spanish', 'foreign-phone', 'multi-referee', 'correction', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      'Vale, sí',
      { tapConfirm: true },
      "Mi jefe de sala en el beach club de Cala Jondal: Gian Marco Dell'Acqua, es italiano, gianmarco.dellacqua@jondalbeach.com, +39 347 123 4567",
      'Y en invierno trabajé en el bar de Toni, Antoni Marí Ribas, en Sant Antoni. Móvil no le conozco, el fijo del bar es 971 34 56 78. Correo bartonimari@gmail.com',
      'Perdona, el correo de Gian Marco lleva guion bajo: gianmarco_dellacqua@jondalbeach.com',
      'Ja està, ya está',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Gian Marco',
          "Dell'Acqua",
          'gianmarco_dellacqua@jondalbeach.com',
          'manager',
          '+393471234567',
        ),
        c('Antoni', 'Marí Ribas', 'bartonimari@gmail.com', 'manager', '+34971345678'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i155',
    title:
      'A hotel entertainer in Bávaro (Punta Cana, a Dominican tenant): "Claro que sí, tranquilo 😊", a Dominican title and a compound first name before two surnames ("la Licda. Yudelka Altagracia Reyes Batista") with an 829 mobile, a French entertainment chief with "Mme" and a French mobile in local format (asked which country), a colleague named and taken back in the same message ("No, espérate, a Franklin no lo pongas"), "Eso es to"',
    tags: ['spanish', 'foreign-phone', 'multi-referee', 'correction', 'emoji', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'DO',
    says: [
      'Claro que sí, tranquilo 😊',
      { tapConfirm: true },
      'Te mando los datos: la Licda. Yudelka Altagracia Reyes Batista, gerente de animación del hotel en Bávaro, fue mi jefa. yreyes@bavarosunresort.com.do, 829-555-0123',
      'Tambien Mme Sandrine Le Goff, la jefa de los animadores franceses del club, ella también fue mi jefa. sandrine.legoff@clubsoleil.fr, su cel es 06 12 34 56 78',
      { retry: 'Es de Francia', key: 'phone:Sandrine' },
      'Y Franklin, mi compañero de los shows de noche, Franklin Javier Mejía, franklinmejia@hotmail.com. No, espérate, a Franklin no lo pongas, que él también aplicó pa ese puesto',
      'Eso es to, gracias',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Yudelka Altagracia',
          'Reyes Batista',
          'yreyes@bavarosunresort.com.do',
          'manager',
          '+18295550123',
        ),
        c('Sandrine', 'Le Goff', 'sandrine.legoff@clubsoleil.fr', 'manager', '+33612345678'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i156',
    title:
      'A cider pourer in Gijón (a Spanish tenant) writing Spanish with Asturian ("Sí, ho, adelante", "mi xefa", "ta", "nun contesta"): a dashed list of three with a compound first name and a particle in a double surname ("María del Mar Suárez de la Riva"), a nickname before the name ("Tino, Celestino Alonso"), a colleague taken out in the next message ("Quita a Pelayo"), "Ya ta, nada más"',
    tags: ['spanish', 'list', 'multi-referee', 'filler', 'correction', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      'Sí, ho, adelante',
      { tapConfirm: true },
      'Mis referencias:\n- Mi xefa en la sidrería de Cimavilla, María del Mar Suárez de la Riva, mariadelmar@sidreriaelmuelle.es, 684 12 34 56\n- Pelayo Fernández, compañero de barra, pelayofdez@gmail.com\n- Y el profe del curso de escanciador, Tino, Celestino Alonso, tino.escanciador@hotmail.com',
      'Quita a Pelayo, que ta en Londres y nun contesta nunca',
      'Ya ta, nada más',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'María del Mar',
          'Suárez de la Riva',
          'mariadelmar@sidreriaelmuelle.es',
          'manager',
          '+34684123456',
        ),
        c('Celestino', 'Alonso', 'tino.escanciador@hotmail.com', 'teacher'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i157',
    title:
      'A Nicaraguan builder in San José (a Costa Rican tenant) mixing Nica and Tico words ("Ideay, va pues", "mae", "pura vida"): "don Minor Solís Vargas" with a Costa Rican mobile, a former employer in Nicaragua with "doña", no e-mail and an 8-digit mobile that fits both countries (asked which: Nicaragua), "Eso es todo mae"',
    tags: ['spanish', 'foreign-phone', 'multi-referee', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'CR',
    says: [
      'Ideay, va pues, si pueden',
      { tapConfirm: true },
      'Mi jefe en la construccion en Escazu: don Minor Solís Vargas, minor.solis@constructorasolis.cr, cel 8834-5612',
      'Y la señora donde trabaje de jardinero en Nicaragua antes de venirme, doña Auxiliadora Baltodano. Ella no tiene correo, el cel es 8765 4321',
      { retry: 'Es de Nicaragua, +505', key: 'phone:Auxiliadora' },
      'Eso es todo mae, pura vida',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Minor', 'Solís Vargas', 'minor.solis@constructorasolis.cr', 'manager', '+50688345612'),
        c('Auxiliadora', 'Baltodano', null, ['manager', 'other'], '+50587654321'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i158',
    title:
      'An Argentine developer in Tel Aviv (an Israeli tenant) writing Spanish with Hebrew ("Ken, sí, beseder, dale", "aliá", "todá"): an Israeli mobile in local format with a hyphenated surname explained ("Ben-David es el apellido entero"), her former boss in Buenos Aires with an Argentine mobile in international format, a nickname before a colleague\'s name ("el gordo Ariel... Ariel Grinberg")',
    tags: ['spanish', 'foreign-phone', 'multi-referee', 'filler', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'IL',
    says: [
      'Ken, sí, beseder, dale',
      { tapConfirm: true },
      'Mi jefe en la startup: Yoav Ben-David, yoav@tikvatech.co.il, 052-123-4567. Ojo que Ben-David es el apellido entero',
      'Y mi ex jefa en Buenos Aires, antes de hacer aliá: Débora Szpilman, debora.szpilman@gmail.com, +54 9 11 5555-1234',
      'Y un compañero, el gordo Ariel... Ariel Grinberg, ariel.g@tikvatech.co.il',
      'Eso, todá! (gracias)',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Yoav', 'Ben-David', 'yoav@tikvatech.co.il', 'manager', '+972521234567'),
        c('Débora', 'Szpilman', 'debora.szpilman@gmail.com', 'manager', '+5491155551234'),
        c('Ariel', 'Grinberg', 'ariel.g@tikvatech.co.il', 'colleague'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i159',
    title:
      'A fruit-packing worker in Badajoz (a Spanish tenant) dictating by voice without punctuation, who refuses with her boss\'s address dictated in words inside the refusal ("paco punto gragera arroba frutasvegas punto es"): nothing kept',
    tags: ['spanish', 'consent', 'consent-with-email', 'long'],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      'no no por favor no quiero que escriban a nadie todavía que mi jefe es muy suyo se llama Paco Gragera y su correo es paco punto gragera arroba frutasvegas punto es y en el polígono se entera de todo así que no de momento no gracias',
      { tapConfirm: true },
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'es-i160',
    title:
      'A free-shop clerk in Rivera (a Uruguayan tenant on the Brazilian border) writing portuñol ("Ta, bo, pode... digo, puede ser, sí", "valeu"): a "1) 2)" list with a nickname, a compound first name and a Portuguese particle ("el Pocho, Juan Andrés Olivera da Silva"), a Uruguayan mobile in local format, a shop owner across the border with "Dona" and a Brazilian mobile whose area code is 55 (asked which country: Brazil), the Pocho\'s address set right later ("es con punto")',
    tags: [
      'spanish',
      'list',
      'multi-referee',
      'foreign-phone',
      'correction',
      'filler',
      'done-phrase',
    ],
    locale: 'es',
    defaultCountry: 'UY',
    says: [
      'Ta, bo, pode... digo, puede ser, sí',
      { tapConfirm: true },
      '1) mi capataz en el free shop de la avenida Sarandí, el Pocho, Juan Andrés Olivera da Silva, jaolivera@freeshoprivera.com.uy, cel 099 123 456\n2) la dueña del mercadito en Livramento donde trabajé antes, Dona Neusa Brum, neusabrum@gmail.com, (55) 99912-3456',
      { retry: 'Es celular de Brasil, de Santana do Livramento', key: 'phone:Neusa' },
      'Ah, el correo del Pocho es con punto: ja.olivera@freeshoprivera.com.uy',
      'Eso es todo, valeu',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Juan Andrés',
          'Olivera da Silva',
          'ja.olivera@freeshoprivera.com.uy',
          'manager',
          '+59899123456',
        ),
        c('Neusa', 'Brum', 'neusabrum@gmail.com', 'manager', '+5555999123456'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i161',
    title:
      'A boat guide on Lake Titicaca in Puno (a Peruvian tenant): "Ya, está bien, pueden nomás", the agency owner with an address mistyped and set right in the same message ("@gmial.com... perdón, gmail"), the president of a floating island of the Uros with "don", a Peruvian mobile and no e-mail (kept without), a former boss in Copacabana with "Lic." and a Bolivian mobile in international format, "Nomás eso"',
    tags: ['spanish', 'multi-referee', 'correction', 'foreign-phone', 'filler', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'PE',
    says: [
      'Ya, está bien, pueden nomás',
      { tapConfirm: true },
      'El dueño de la agencia donde trabajo de guía en las lanchas: Wilber Quispe Condori, wilber.quispe@gmial.com... perdón, gmail.com. Su cel 951 234 567',
      'También don Teófilo Apaza, presidente de la isla flotante de los Uros donde llevaba a los turistas. Él no tiene correo, su número es 984 765 432',
      'Y mi jefa de antes en Copacabana, lado boliviano: Lic. Marcela Choque Mamani, marcela.choque@turismocopacabana.bo, +591 71234567',
      'Nomás eso',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Wilber', 'Quispe Condori', 'wilber.quispe@gmail.com', 'manager', '+51951234567'),
        c('Teófilo', 'Apaza', null, ['other', 'client'], '+51984765432'),
        c(
          'Marcela',
          'Choque Mamani',
          'marcela.choque@turismocopacabana.bo',
          'manager',
          '+59171234567',
        ),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i162',
    title:
      'A hotel receptionist in Tarragona (a Spanish tenant) back from a season in Zermatt: "Sí, cap problema, endavant", a referee with two addresses ("o la del trabajo … mejor la del trabajo"), a Swiss mobile in local format ("079 123 45 67", asked which country: Switzerland), a colleague taken out and put back in the next messages ("Quita a Núria... no, espera, déjala"), "Ja està"',
    tags: ['spanish', 'multi-referee', 'correction', 'foreign-phone', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      'Sí, cap problema, endavant',
      { tapConfirm: true },
      'Mi jefa de recepción en el hotel de la Rambla: Montse Roig Vidal, montse.roig@hotmail.com o la del trabajo mroig@hotelrambla.cat, mejor la del trabajo',
      'Y el Front Office Manager del hotel de Zermatt donde hice la temporada de invierno, Urs Imboden, urs.imboden@matterhornhotel.ch, 079 123 45 67',
      { retry: 'Es un móvil suizo', key: 'phone:Urs' },
      'Y Núria Puig, compañera de turno de noche, nuriapuig93@gmail.com',
      'Quita a Núria',
      'No, espera, déjala, mejor sí, que me conoce más que nadie',
      'Ja està, eso es todo',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Montse', 'Roig Vidal', 'mroig@hotelrambla.cat', 'manager'),
        c('Urs', 'Imboden', 'urs.imboden@matterhornhotel.ch', 'manager', '+41791234567'),
        c('Núria', 'Puig', 'nuriapuig93@gmail.com', 'colleague'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i163',
    title:
      'A pharmacy cashier in Formosa (an Argentine tenant) who asks whether she may say no, then refuses with her boss\'s address and his mobile with the old "15" inside the refusal ("ni se les ocurra escribirle a raul.gimenez@… ni al 3704 15 …"): nothing kept',
    tags: ['spanish', 'consent', 'consent-with-email', 'question-back', 'negation'],
    locale: 'es',
    defaultCountry: 'AR',
    says: [
      '¿Y si digo que no qué pasa? ¿Es obligatorio?',
      'Entonces no. Y a mi jefe Raúl Giménez ni se les ocurra escribirle a raul.gimenez@farmaciacentral.com.ar ni llamarlo al 3704 15 123456, que no sabe que estoy buscando',
      { tapConfirm: true },
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'es-i164',
    title:
      'A shrimp-boat deckhand in Ciudad del Carmen (a Mexican tenant) dictating by voice ("coma", "punto" left in): "Sí cómo no", a captain and a "compadre" with Campeche mobiles read out in pairs of digits and no e-mail at all ("no tienen correo, son gente de mar"), so nothing can be sent: open',
    tags: ['spanish', 'multi-referee', 'words', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'MX',
    says: [
      'Sí cómo no',
      { tapConfirm: true },
      'mi capitán coma el señor Anselmo Pech Canul coma del barco la Guadalupana coma su celular es 981 12 34 567 punto y mi compadre Efraín Uc que era marinero conmigo coma el 981 76 54 321 punto',
      { retry: 'no tienen correo, son gente de mar, solo teléfono', key: 'email:Anselmo' },
      'es todo',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Anselmo', 'Pech Canul', null, 'manager', '+529811234567'),
        c('Efraín', 'Uc', null, ['colleague', 'friend'], '+529817654321'),
      ],
    },
    outcome: 'open',
  },
  {
    id: 'es-i165',
    title:
      'An Argentine chef in Auckland (a New Zealand tenant) mixing Kiwi English ("Yeah nah, sí, dale, sweet as"): a Māori head chef whose surname starts with a particle ("Aroha Te Whata") and a New Zealand mobile in local format, her old boss in Córdoba with the old "0351 15" format, a nickname before the name ("el Colo, Martín Bustos"), "Eso es todo, cheers"',
    tags: ['spanish', 'multi-referee', 'foreign-phone', 'filler', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'NZ',
    says: [
      'Yeah nah, sí, dale, sweet as',
      { tapConfirm: true },
      'Mi head chef acá en el restaurante de Ponsonby: Aroha Te Whata, aroha@kaiponsonby.co.nz, 021 123 4567. Te Whata es el apellido',
      'Y mi jefe en Córdoba, el Colo, Martín Bustos, del bodegón de Güemes, martinbustos@gmail.com, 0351 15 612-3456',
      'Eso es todo, cheers',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Aroha', 'Te Whata', 'aroha@kaiponsonby.co.nz', 'manager', '+64211234567'),
        c('Martín', 'Bustos', 'martinbustos@gmail.com', 'manager', '+5493516123456'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i166',
    title:
      'A plain typist in Logroño (a Spanish tenant) who writes full sentences with every accent: a formal consent, her first referee described in one message ("la que fue mi encargada en la conservera de Calahorra durante seis años") and named in the next with her address and a Spanish mobile, a colleague from the asparagus line in one sentence, "Eso es todo, muchas gracias."',
    tags: ['spanish', 'filler', 'multi-referee', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      'Sí, doy mi consentimiento para que contacten con mis referencias.',
      { tapConfirm: true },
      'Mi primera referencia sería la que fue mi encargada en la conservera de Calahorra durante seis años, que es quien mejor conoce mi trabajo.',
      'Se llama Pilar Garrido Arnedo. Su correo es pilar.garrido@conservasribera.es y su móvil, 628 45 91 37.',
      'También pueden hablar con Óscar Lacalle, que era mi compañero en la línea de envasado de espárragos: oscarlacalle@gmail.com.',
      'Eso es todo, muchas gracias.',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Pilar', 'Garrido Arnedo', 'pilar.garrido@conservasribera.es', 'manager', '+34628459137'),
        c('Óscar', 'Lacalle', 'oscarlacalle@gmail.com', 'colleague'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i167',
    title:
      'A Honduran deboner at a poultry plant in Gainesville (Georgia, a US tenant): a consent with a condition on whom ("pero a mi supervisor de ahorita no le hablen … solo a los de antes"), her former line lead with a Georgia mobile, her old boss at a coffee farm in Marcala with "don" and a Honduran 8-digit mobile in local format (asked which country), "Ya con esos dos, gracias"',
    tags: ['spanish', 'consent', 'foreign-phone', 'multi-referee', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'US',
    says: [
      'Sí está bien, pero a mi supervisor de ahorita no le hablen porque no sabe que me quiero ir, solo a los de antes',
      { tapConfirm: true },
      'La que era mi lead en la línea de deshuese en la otra planta, Marisol Ávila, marisolavila82@hotmail.com, su cel 770 412 3856',
      'Y mi patrón en Honduras, don Wilfredo Mejía, de la finca de café en Marcala, wmejia.cafe@gmail.com, 9734-2186',
      { retry: 'Es de Honduras ese número', key: 'phone:Wilfredo' },
      'Ya con esos dos, gracias',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Marisol',
          'Ávila',
          'marisolavila82@hotmail.com',
          ['manager', 'colleague'],
          '+17704123856',
        ),
        c('Wilfredo', 'Mejía', 'wmejia.cafe@gmail.com', 'manager', '+50497342186'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i168',
    title:
      'A cannery worker in Zamboanga City (a Philippine tenant) who refuses in Chavacano ("Hende, gracias. Hende yo quiere que kamo ta contacta …") with her boss\'s title, name and address inside the refusal ("Sir Ramil Climaco, ramil.climaco@…"): nothing kept',
    tags: ['spanish', 'consent', 'consent-with-email', 'negation'],
    locale: 'es',
    defaultCountry: 'PH',
    says: [
      'Hende, gracias. Hende yo quiere que kamo ta contacta con mi jefe Sir Ramil Climaco, ramil.climaco@zambosardinas.com.ph, porque hende pa ele sabe que ta busca yo otro trabajo',
      { tapConfirm: true },
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'es-i169',
    title:
      'A French teacher in Malabo (an Equatoguinean tenant) who sends her first referee over three messages (name and post, then the address, then a 222 mobile), a former boss in Douala with "Monsieur" and a Cameroonian mobile in local format (asked which country), then sets the first one\'s number right ("está mal, es 222 245 381, no 318"), "Ya está, son esos dos."',
    tags: ['spanish', 'correction', 'foreign-phone', 'multi-referee', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'GQ',
    says: [
      'Buenas tardes. Sí, acepto, pueden contactar a mis referencias.',
      { tapConfirm: true },
      'Mi primer referente es el Sr. Gaudencio Esono Nchama, director del colegio donde doy clases de francés en Malabo.',
      'Su correo: gaudencio.esono@colegiolaesperanza.gq',
      'Y su teléfono 222 245 318',
      'El segundo es mi antiguo jefe en Douala, Monsieur Serge Mbarga, de la escuela de idiomas, serge.mbarga@yahoo.fr, 677 45 12 38',
      { retry: 'Es un número de Camerún', key: 'phone:Serge' },
      'Perdón, el teléfono del Sr. Esono está mal, es 222 245 381, no 318.',
      'Ya está, son esos dos.',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Gaudencio',
          'Esono Nchama',
          'gaudencio.esono@colegiolaesperanza.gq',
          'manager',
          '+240222245381',
        ),
        c('Serge', 'Mbarga', 'serge.mbarga@yahoo.fr', 'manager', '+237677451238'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i170',
    title:
      'A hotel worker at the Guaviyú hot springs near Paysandú (a Uruguayan tenant) dictating by voice in lowercase with "coma" and "punto" left in ("ta dale no hay drama punto"): two referees in one dictated message, an address read out ("natalia punto ferreira arroba termas guaviyú punto com punto uy") and typed again "sin tilde", a Uruguayan mobile and an Argentine mobile with the old "15" read out in words, "rubén darío" as a compound first name, the Argentine number\'s country named in a retry',
    tags: ['spanish', 'words', 'foreign-phone', 'correction', 'multi-referee', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'UY',
    says: [
      'ta dale no hay drama punto',
      { tapConfirm: true },
      'mi jefa en el hotel de las termas de guaviyú se llama natalia ferreira coma su correo es natalia punto ferreira arroba termas guaviyú punto com punto uy coma el celular cero noventa y ocho setecientos sesenta y cinco cuatrocientos treinta y dos punto y el encargado del parador de colón del lado argentino que fue mi jefe el verano pasado rubén darío sosa coma rubensosa arroba hotmail punto com coma el celu tres cuatro cuatro siete quince cuarenta y cinco doce treinta y cuatro punto',
      'Perdón, el dictado me escribió mal el correo de Natalia, es natalia.ferreira@termasguaviyu.com.uy sin tilde',
      { retry: 'El de Rubén es argentino, de Colón, Entre Ríos', key: 'phone:Rubén Darío' },
      'y nada más eso es todo',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Natalia',
          'Ferreira',
          'natalia.ferreira@termasguaviyu.com.uy',
          'manager',
          '+59898765432',
        ),
        c('Rubén Darío', 'Sosa', 'rubensosa@hotmail.com', 'manager', '+5493447451234'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i171',
    title:
      'A Venezuelan baker in Bogotá (a Colombian tenant), a plain typist who writes full sentences with every accent: a formal consent, her boss at a bakery in Bogotá with a Colombian mobile, her former boss at a pharmacy in Maracay with "el señor" and a Venezuelan mobile in local format with dots ("0414-238.61.05", asked which country), "Eso es todo, muchas gracias."',
    tags: ['spanish', 'foreign-phone', 'multi-referee', 'filler', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'CO',
    says: [
      'Buenas tardes. Sí, autorizo que contacten a mis referencias.',
      { tapConfirm: true },
      'Mi jefa actual en la panadería de Galerías es la señora Luz Marina Cárdenas. Su correo es luzmarina.cardenas@gmail.com y su celular es 315 627 4490.',
      'En Venezuela trabajé seis años en una farmacia en Maracay. El dueño era el señor Humberto Rangel: hrangel.farmacia@gmail.com, 0414-238.61.05.',
      { retry: 'Es un número de Venezuela.', key: 'phone:Humberto' },
      'Eso es todo, muchas gracias.',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Luz Marina', 'Cárdenas', 'luzmarina.cardenas@gmail.com', 'manager', '+573156274490'),
        c('Humberto', 'Rangel', 'hrangel.farmacia@gmail.com', 'manager', '+584142386105'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i172',
    title:
      'A worker at an olive-oil mill in Úbeda (Jaén, a Spanish tenant) who refuses in Jaén speech ("Ea, pos no", "mi encargao", "se entera to Úbeda") with her foreman\'s name and address inside the refusal ("Paco Ruiz (paco.ruiz@…)"): nothing kept',
    tags: ['spanish', 'consent', 'consent-with-email', 'negation'],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      "Ea, pos no. Prefiero que no llaméis a nadie, y menos a mi encargao de la almazara, Paco Ruiz (paco.ruiz@oleoubeda.es), que si se entera él se entera to' Úbeda",
      { tapConfirm: true },
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'es-i173',
    title:
      'A waiter at a hotel in Guardalavaca (Holguín, a Cuban tenant) who writes everything in capitals: "SI, ESTA BIEN", his first referee described in one message ("LA QUE ERA MI JEFA DE TURNO … LA QUE ME ENSEÑO TODO") and named in the next with a Nauta address and a Cuban mobile written in one block, the head waiter as "EL COMPAÑERO" (the Cuban term of address, not a colleague) with a Cuban mobile in groups, "ESO ES TODO, GRACIAS"',
    tags: ['spanish', 'filler', 'multi-referee', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'CU',
    says: [
      'SI, ESTA BIEN, PUEDEN LLAMAR',
      { tapConfirm: true },
      'LA PRIMERA ES LA QUE ERA MI JEFA DE TURNO EN EL RESTAURANTE DEL HOTEL EN GUARDALAVACA, LA QUE ME ENSEÑO TODO',
      'SE LLAMA ODALYS PUPO RICARDO. EL CORREO ES ODALYS.PUPO@NAUTA.CU Y EL MOVIL 52847163',
      'EL OTRO ES EL COMPAÑERO ALEXEI FUENTES, QUE ERA EL CAPITAN DE LOS MESEROS, ALEXEI.FUENTES@GMAIL.COM, 5 441 2987',
      'ESO ES TODO, GRACIAS',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Odalys', 'Pupo Ricardo', 'odalys.pupo@nauta.cu', 'manager', '+5352847163'),
        c('Alexei', 'Fuentes', 'alexei.fuentes@gmail.com', ['manager', 'colleague'], '+5354412987'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i174',
    title:
      'A Spanish teacher in Larache (northern Morocco, a Moroccan tenant) writing Spanish with Darija ("Wakha", "Safi", "Choukran"): a consent with a condition on how ("pero solo por correo, no les llaméis por teléfono"), no phone given, her boss at a language school with a Moroccan name, her former boss at a hotel in Algeciras, then the first address set right in a later message ("con una sola n")',
    tags: ['spanish', 'consent', 'correction', 'multi-referee', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'MA',
    says: [
      'Wakha, sí, pero solo por correo, no les llaméis por teléfono por favor',
      { tapConfirm: true },
      'Mi jefe en la escuela de español de Larache, el señor Karim Bennani, karim.bennani@gmail.com',
      'Y mi jefa en el hotel de Algeciras donde trabajé dos veranos, Mari Carmen Ortega, mcortega@hotmail.es',
      'Perdona, el correo de Karim está mal, es karim.benani@gmail.com, con una sola n',
      'Safi, ya está. Choukran',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Karim', 'Bennani', 'karim.benani@gmail.com', 'manager'),
        c('Mari Carmen', 'Ortega', 'mcortega@hotmail.es', 'manager'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i175',
    title:
      'A waiter in Valle Gran Rey (La Gomera, a Spanish tenant) dictating by voice in lowercase with "coma" and "punto" left in: his boss with an address and a Spanish mobile read out in words, his aunt with a landline (taken out by typing: "es familia"), a former boss in Venezuela put in her place with a Venezuelan mobile in local format read out in words (asked which country), her surname set right by typing ("Carrasquel, no Carrasco, el dictado lo cambió")',
    tags: ['spanish', 'words', 'foreign-phone', 'correction', 'multi-referee', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      'sí claro coma adelante punto',
      { tapConfirm: true },
      'mi jefe en el restaurante de valle gran rey es efraín mendoza coma su correo efra punto mendoza arroba gmail punto com coma el móvil seis ocho cero dos cuatro cinco uno uno siete punto y también mi tía rosa padilla que me tuvo en su bar de playa santiago coma no tiene correo coma el fijo nueve dos dos ocho nueve cinco cero uno dos punto',
      'No pongan a mi tía, que es familia',
      'mejor pongan a mi jefa de venezuela coma yelitza carrasco coma el correo yeli punto c arroba hotmail punto com coma el móvil cero cuatro dos cuatro cinco uno siete dos dos ocho uno punto',
      { retry: 'es de Venezuela, de Puerto La Cruz', key: 'phone:Yelitza' },
      'El apellido de Yelitza es Carrasquel, no Carrasco, el dictado lo cambió',
      'ya está eso es todo punto gracias',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Efraín', 'Mendoza', 'efra.mendoza@gmail.com', 'manager', '+34680245117'),
        c('Yelitza', 'Carrasquel', 'yeli.c@hotmail.com', 'manager', '+584245172281'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i176',
    title:
      'A salmon-farm hand in Quellón (Chiloé, a Chilean tenant) in lowercase with Chilean words ("ya pue, dale nomas", "el pato", "la morta", "fono", "celu"): a question back before the consent, his site manager with a +56 9 mobile, a diver first named by his nickname and given in full in the next message with a local mobile and no e-mail, a boss from a season in the Faroe Islands with a 6-digit Faroese mobile in local format (asked which country), "eso seria, gracias"',
    tags: ['spanish', 'question-back', 'foreign-phone', 'multi-referee', 'filler', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'CL',
    says: [
      '¿Y pa que es esto? ¿Le van a preguntar cosas a mi jefe de ahora?',
      'ya pue, dale nomas',
      { tapConfirm: true },
      'mi jefe de centro don Orlando Barría, orlando.barria@salmonesdelsur.cl, +56 9 8765 4321. y el pato, el buzo con el que sacabamos la morta',
      'el pato se llama Patricio Oyarzo Gallardo, no tiene correo, el fono es 9 8123 4567',
      'ah y el jefe que tuve en las islas feroe cuando fui la temporada del 2024, Jógvan Joensen, jogvan.joensen@bakkafrost.fo, celu 21 34 56',
      { retry: 'es de las islas feroe, el codigo es +298', key: 'phone:Jógvan' },
      'eso seria, gracias',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Orlando', 'Barría', 'orlando.barria@salmonesdelsur.cl', 'manager', '+56987654321'),
        c('Patricio', 'Oyarzo Gallardo', null, 'colleague', '+56981234567'),
        c('Jógvan', 'Joensen', 'jogvan.joensen@bakkafrost.fo', 'manager', '+298213456'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i177',
    title:
      'A boiler-house worker at a sugar factory in Orange Walk (a Belizean tenant) who refuses in Spanish, English and Kriol, with his boss\'s title, name and address inside the refusal ("Mr. Elvin Vasquez (evasquez@…), ih wahn get vex if ih know seh I di look fi wok"): nothing kept',
    tags: ['spanish', 'consent', 'consent-with-email', 'negation'],
    locale: 'es',
    defaultCountry: 'BZ',
    says: [
      'No, thank you. Mejor no. No quiero que le escriban a mi boss en la factory, Mr. Elvin Vasquez (evasquez@towerhillsugar.bz), ih wahn get vex if ih know seh I di look fi wok. Sorry',
      { tapConfirm: true },
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'es-i178',
    title:
      'A costume embroiderer in Oruro (a Bolivian tenant) in Andean Spanish ("pueden nomás", "había sido", "Ya es todo, gracias nomás"): her teacher described in one message and named in the next with a Bolivian mobile, a boss from the free zone in Iquique with a Chilean mobile in local format (asked which country), then taken out and replaced by a teacher with "Lic." before her name',
    tags: ['spanish', 'filler', 'foreign-phone', 'multi-referee', 'correction', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'BO',
    says: [
      'Sí, está bien, pueden nomás',
      { tapConfirm: true },
      'La primera es mi maestra del taller donde aprendí a bordar, la que me enseñó a hacer las caretas de diablo, ella sabe todo de mí',
      'Se llama Gregoria Mamani Flores. Su correo gregoriamamani68@hotmail.com y su celular 71234567',
      'El otro es mi jefe cuando trabajé en Iquique en la zona franca, don Ramiro Soto, ramiro.soto@zofri.cl, su número es 9 7654 3210',
      { retry: 'Es de Chile, de Iquique', key: 'phone:Ramiro' },
      'Ay no, mejor quiten a don Ramiro, había sido que ya no trabaja ahí y no me contesta. En su lugar pongan a la Lic. Wara Condori, mi profesora de corte y confección del instituto, waracondori@gmail.com, 76543210',
      'Ya es todo, gracias nomás',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Gregoria',
          'Mamani Flores',
          'gregoriamamani68@hotmail.com',
          ['mentor', 'teacher', 'manager'],
          '+59171234567',
        ),
        c('Wara', 'Condori', 'waracondori@gmail.com', 'teacher', '+59176543210'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i179',
    title:
      'A waiter in Benidorm (a Spanish tenant) with a consent on a condition of time ("Vale, sí, pero solo después de la entrevista, ¿eh?"), a bulleted list of three with the British owner of a pub whose UK mobile is in local format (asked which country), his manager at a hotel with a Spanish mobile, a bar colleague taken out later ("que es compi y también se quiere ir"), "Ya está, that\'s it"',
    tags: ['spanish', 'consent', 'list', 'multi-referee', 'foreign-phone', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      'Vale, sí, pero solo después de la entrevista, ¿eh? Que no quiero que se entere nadie antes de tiempo',
      { tapConfirm: true },
      '- Steve Hargreaves, el dueño del pub de la calle Gerona donde curro ahora, steve@redlionbenidorm.com, 07912 345678\n- Maite Orts, mi encargada en el hotel de la Cala, maite.orts@hotelcala.es, 612 48 73 90\n- Toni Such, compi de barra, toni.such95@gmail.com',
      { retry: 'El de Steve es de UK, tiene el móvil inglés', key: 'phone:Steve' },
      'Bueno, a Toni quitadlo, que es compi y también se quiere ir jaja',
      "Ya está, that's it",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Steve', 'Hargreaves', 'steve@redlionbenidorm.com', 'manager', '+447912345678'),
        c('Maite', 'Orts', 'maite.orts@hotelcala.es', 'manager', '+34612487390'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i180',
    title:
      'A Galician feed operator on a salmon farm off Frøya (a Norwegian tenant) in Spanish with Galician and Norwegian ("Ja, sí, adiante, sen problema", "driftsleder", "iso é todo", "Takk!"): his site manager with a Norwegian mobile in local format and an address typed with ø ("bjørn.strøm@…") set right in the next message ("no lleva ø … con o normal"), his former boss at a mussel raft in Cambados with a Spanish mobile in local format (asked which country)',
    tags: ['spanish', 'correction', 'foreign-phone', 'multi-referee', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'NO',
    says: [
      'Ja, sí, adiante, sen problema',
      { tapConfirm: true },
      'Mi driftsleder aquí, el jefe de la granja, es Bjørn Strøm, bjørn.strøm@salmar.no, 481 23 456',
      'Perdón, el correo no lleva ø, es bjorn.strom@salmar.no, con o normal. El teclado noruego me la pone sola',
      'Y en Galicia mi jefe en la batea de mejillón de Cambados, Xosé Manuel Otero, xmotero@mexillonsarousa.gal, 659 31 42 78',
      { retry: 'Es de España, de Galicia', key: 'phone:Xosé Manuel' },
      'Listo, iso é todo. Takk!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Bjørn', 'Strøm', 'bjorn.strom@salmar.no', 'manager', '+4748123456'),
        c('Xosé Manuel', 'Otero', 'xmotero@mexillonsarousa.gal', 'manager', '+34659314278'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Fifty-eighth blind set
  {
    id: 'es-i181',
    title:
      'A welder at a ship-repair yard in Zierbena (Bizkaia, a Spanish tenant), Spanish with Basque ("Kaixo", "Bai, ados", "Hori da dena", "eskerrik asko"): a question back inside the consent, his head of the steel shop in Pasaia with the Spanish spelling of a Basque surname set right two messages later ("Arregi es con i latina, sin u"), his mobile in a message of its own, a chef d\'atelier in Hendaye with a French mobile in local format (asked which country), the done phrase in Basque and Spanish',
    tags: ['spanish', 'question-back', 'correction', 'foreign-phone', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      'Kaixo. ¿Esto es lo del astillero de Zierbena, no? Bai, ados, podéis contactar con ellos',
      { tapConfirm: true },
      'El primero Koldo Arregui Zubizarreta, mi jefe de calderería en Pasaia. koldo.arregi@ontziolapasaia.eus',
      'Su móvil 688 74 21 90',
      'Perdón, Arregi es con i latina, sin u. En euskera, como en el correo',
      "Y el segundo, Jean-Baptiste Etcheverry, el chef d'atelier que tuve en Hendaia en un astillero de veleros. jb.etcheverry@chantiers-bidassoa.fr, 06 45 78 12 33",
      { retry: 'Es de Francia, de Hendaia, al otro lado del puente', key: 'phone:Jean-Baptiste' },
      'Hori da dena. Ya está, eskerrik asko!',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Koldo',
          'Arregi Zubizarreta',
          'koldo.arregi@ontziolapasaia.eus',
          'manager',
          '+34688742190',
        ),
        c(
          'Jean-Baptiste',
          'Etcheverry',
          'jb.etcheverry@chantiers-bidassoa.fr',
          'manager',
          '+33645781233',
        ),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i182',
    title:
      'A cook at a picantería in Arequipa (a Peruvian tenant): "Ya, claro que sí joven, acepto 👍", two referees in one message with Peruvian mobiles, one address typed with "arroba" and "punto" in words ("renzo.caceres arroba hotelyanahuara punto pe"), the other ending in ".con" and set right in the next message ("es .com, no .con, se me fue la tecla"), "Eso sería todo, gracias joven"',
    tags: ['spanish', 'multi-referee', 'words', 'correction', 'emoji', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'PE',
    says: [
      'Ya, claro que sí joven, acepto 👍',
      { tapConfirm: true },
      'Le paso mis dos referencias. La señora Eufemia Huanqui Talavera, dueña de la picantería Las Brasas de Tingo donde fui cocinera 6 años, cel 958 412 367, eufemia.huanqui@gmail.con. Y el chef Renzo Cáceres, mi jefe de cocina en el restaurante del hotel en Yanahuara, su correo renzo.caceres arroba hotelyanahuara punto pe, cel 974 230 581',
      'Perdón, el correo de la señora Eufemia es .com, no .con, se me fue la tecla',
      'Eso sería todo, gracias joven',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Eufemia', 'Huanqui Talavera', 'eufemia.huanqui@gmail.com', 'manager', '+51958412367'),
        c('Renzo', 'Cáceres', 'renzo.caceres@hotelyanahuara.pe', 'manager', '+51974230581'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i183',
    title:
      'A clerk at a sugar mill in San Miguel (a Salvadoran tenant) who consents ("Vaya, sí"), names her boss with an engineer\'s title, his address and a local mobile, then takes the consent back with his address inside the withdrawal ("Ay no, espérese. Mejor no, fíjese. No le escriban al ingeniero a mauricio.ayala@… ni a nadie"): consent refused, nothing kept',
    tags: ['spanish', 'consent', 'consent-with-email', 'correction', 'negation'],
    locale: 'es',
    defaultCountry: 'SV',
    says: [
      'Vaya, sí',
      { tapConfirm: true },
      'Mi jefe es el Ing. Mauricio Ayala, jefe de bodega del ingenio, mauricio.ayala@azucareraoriente.com.sv, 7781 4526',
      'Ay no, espérese. Mejor no, fíjese. No le escriban al ingeniero a mauricio.ayala@azucareraoriente.com.sv ni a nadie, que ni sabe que ando buscando chamba y si se da cuenta me echa. Disculpe la molestia',
      { tapConfirm: true },
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'es-i184',
    title:
      'A clerk at an electronics shop in Ciudad del Este (a Paraguayan tenant) with Guaraní and Paraguayan words ("ndaipori problema", "sacale", "poné", "eso nomás luego"): a consent on a condition of time ("que llamen después de las 6 de la tarde"), a numbered list of two with the shop\'s owner and a boss from a hardware store in Foz do Iguaçu whose Brazilian mobile is in local format (asked which country), the owner then taken out for his son with a Paraguayan mobile',
    tags: [
      'spanish',
      'consent',
      'list',
      'multi-referee',
      'foreign-phone',
      'correction',
      'done-phrase',
    ],
    locale: 'es',
    defaultCountry: 'PY',
    says: [
      'Sí, ndaipori problema. Pero que llamen después de las 6 de la tarde porque en horario de trabajo no pueden atender',
      { tapConfirm: true },
      '1) Sr. Hassan Fayad, dueño de la casa de electrónica donde trabajo, hfayad@fayadelectronica.com.py, 0973 112 458\n2) Marcelo Giacomet, mi jefe cuando trabajé en la ferretería en Foz, marcelo.giacomet@hotmail.com, (45) 99917-4380',
      { retry: 'El de Marcelo es de Brasil, de Foz do Iguaçu', key: 'phone:Marcelo' },
      'Ah no, al Sr. Hassan sacale, ya está muy viejito y no atiende el teléfono. Poné a su hijo Karim Fayad que era mi encargado directo, karim.fayad@fayadelectronica.com.py, 0981 554 203',
      'Y nada más, eso nomás luego',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Marcelo', 'Giacomet', 'marcelo.giacomet@hotmail.com', 'manager', '+5545999174380'),
        c('Karim', 'Fayad', 'karim.fayad@fayadelectronica.com.py', 'manager', '+595981554203'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i185',
    title:
      'A cook in Quetzaltenango (a Guatemalan tenant) whose nephew types for her and relays her ("le escribe el sobrino de la señora Rosa Elvira Coyoy … Dice que sí", "Dice mi tía", "Va pues"): her former employer at a comedor with "la seño" before the name, a local mobile and no e-mail, her boss at a restaurant in Los Angeles with a US number in local format and no e-mail (asked which country), the first referee\'s second surname added later ("la seño Marta es de León Chávez, los dos apellidos"), "Dios se lo pague"',
    tags: ['spanish', 'filler', 'foreign-phone', 'multi-referee', 'correction', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'GT',
    says: [
      'Buenas, le escribe el sobrino de la señora Rosa Elvira Coyoy. Ella no sabe usar bien el celular y me pidió que le ayudara. Dice que sí, que está de acuerdo que llamen a sus referencias',
      { tapConfirm: true },
      'La primera es la seño Marta Julia de León, donde mi tía trabajó de cocinera 8 años, en el comedor frente al parque central de Xela. No tiene correo la seño, solo el número: 5512 3478',
      'El otro es el patrón que tuvo en Los Ángeles cuando estuvo allá, Mr. Gary Whitman, del restaurante donde ella cocinaba. Dice mi tía que el número es 323 846 2917 pero el correo no se lo sabe',
      { retry: 'Es de Estados Unidos, de Los Ángeles', key: 'phone:Gary' },
      'Ah, dice que la seño Marta es de León Chávez, los dos apellidos, para que la encuentren',
      'Va pues, ya sería todo. Dice mi tía que Dios se lo pague',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Marta Julia', 'de León Chávez', null, 'manager', '+50255123478'),
        c('Gary', 'Whitman', null, 'manager', '+13238462917'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Sixtieth blind set
  {
    id: 'es-i186',
    title:
      'A sugar-mill worker in San Pedro de Macorís (a Dominican tenant) who types short and plain, without accents: "Si claro acepto", two referees named by nickname first ("el Flaco, mi supervisor", "doña Cuca, la dueña de la cafeteria"), each given in full in a message of his own, Dominican numbers in local format, the supervisor\'s mobile set right in a later message ("me equivoque en los ultimos dos numeros"), "Eso es todo, gracias"',
    tags: ['spanish', 'short', 'typos', 'multi-referee', 'correction', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'DO',
    says: [
      'Si claro acepto',
      { tapConfirm: true },
      'Mis referencias son el Flaco, mi supervisor en el ingenio, y doña Cuca, la dueña de la cafeteria donde trabaje antes',
      'El Flaco se llama Ramón Antonio Castillo Peguero, correo ramon.castillo@ingeniosanpedro.com.do, cel 829-345-6712',
      'Doña Cuca es Socorro Mercedes de los Santos, ella no tiene correo, su numero 809 526 4418',
      'Perdon el cel de Ramón es 829-345-6721, me equivoque en los ultimos dos numeros',
      'Eso es todo, gracias',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Ramón Antonio',
          'Castillo Peguero',
          'ramon.castillo@ingeniosanpedro.com.do',
          'manager',
          '+18293456721',
        ),
        c('Socorro Mercedes', 'de los Santos', null, 'manager', '+18095264418'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i187',
    title:
      'A call-centre agent in Guadalajara (a Mexican tenant) with a consent on a condition of whom ("nomás que no le hablen a mi jefe de ahorita, porfa. A los de antes sí"), a list numbered "1.-" with an address dictated in words ("fer guion bajo ochoa arroba hotmail punto com"), a taquería manager in Chicago first named "Don Chuy" and given as Jesús Valadez in the next message, his number in US local format that is also a valid Mexican number (asked which country)',
    tags: ['spanish', 'consent', 'list', 'multi-referee', 'words', 'foreign-phone', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'MX',
    says: [
      'Sí, está bien, nomás que no le hablen a mi jefe de ahorita, porfa. A los de antes sí',
      { tapConfirm: true },
      '1.- Lic. Fernanda Ochoa Barragán, mi jefa en el call center de Zapopan, fer guion bajo ochoa arroba hotmail punto com, 33 1456 7820\n2.- Don Chuy, el encargado de la taquería en Chicago donde trabajé dos años, (773) 254-8190',
      'Don Chuy es Jesús Valadez, no tiene correo',
      { retry: 'Es de Estados Unidos, de Chicago', key: 'phone:Jesús' },
      'Ya es todo, gracias!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Fernanda', 'Ochoa Barragán', 'fer_ochoa@hotmail.com', 'manager', '+523314567820'),
        c('Jesús', 'Valadez', null, 'manager', '+17732548190'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i188',
    title:
      'A lab analyst at a beet-sugar factory in Miranda de Ebro (a Spanish tenant) who asks a question back and then refuses in careful Spanish, with her boss\'s name and address inside the refusal ("Les pido por favor que no escriban a mi jefe, Javier Pérez de Arrilucea (jperezdearrilucea@…)") and a "later" that is no consent ("Cuando termine la campaña ya lo hablamos"): nothing kept',
    tags: ['spanish', 'question-back', 'consent', 'consent-with-email', 'negation'],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      '¿Tengo que dar las referencias ahora mismo? Es que todavía estoy trabajando en la azucarera y no lo sabe nadie.',
      'Pues entonces prefiero que no. Les pido por favor que no escriban a mi jefe, Javier Pérez de Arrilucea (jperezdearrilucea@azucareradelebro.es), ni a nadie de la fábrica. Cuando termine la campaña ya lo hablamos. Gracias.',
      { tapConfirm: true },
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'es-i189',
    title:
      'A tomato packer in Águilas (a Spanish tenant) in Murcian words ("Acho sí, vale", "pa allá", "na más") who sends a referee over four messages (post and first name, full name, address with two letters swapped, then the mobile), the address set right ("es sanchez, que he puesto sanhcez"), a farm boss with a Romanian mobile in local format (asked which country), then taken out for "la Fina, Josefina Martínez Cánovas" from the farm\'s office, with no phone',
    tags: ['spanish', 'typos', 'correction', 'foreign-phone', 'multi-referee', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      'Acho sí, vale, adelante',
      { tapConfirm: true },
      'Mi encargada del almacén, Encarna',
      'Encarna Sánchez Navarro',
      'su correo encarna.sanhcez@hortofruticolaaguilas.es',
      'perdón, es sanchez, que he puesto sanhcez. encarna.sanchez@hortofruticolaaguilas.es',
      'móvil 648 21 39 07',
      'Y el otro mi jefe de la finca de Mazarrón, Mihai Popescu, mihai.popescu@gmail.com, 0721 345 678',
      { retry: 'Es de Rumanía, que se ha vuelto pa allá', key: 'phone:Mihai' },
      'Espera, mejor quita a Mihai que no habla bien español. Pon a la Fina, Josefina Martínez Cánovas, la de la oficina de la finca, fina.martinez@agrimazarron.es',
      'Ya está, na más',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Encarna',
          'Sánchez Navarro',
          'encarna.sanchez@hortofruticolaaguilas.es',
          'manager',
          '+34648213907',
        ),
        c('Josefina', 'Martínez Cánovas', 'fina.martinez@agrimazarron.es', [
          'other',
          'colleague',
          'manager',
        ]),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i190',
    title:
      'A hotel receptionist in Mayagüez (a Puerto Rican tenant) in Boricua Spanish ("Wepa!", "no hay problema"): two referees named by nickname first ("Papo, mi supervisor en el hotel de Rincón", "la Yeye, mi jefa en la agencia de viajes de Medellín"), each given in full later, a Puerto Rican number, a Colombian mobile in local format that reads as a Chicago number in a Puerto Rican intake (asked which country), the supervisor\'s second surname added at the end ("ponle los dos apellidos: Vélez Acevedo")',
    tags: ['spanish', 'multi-referee', 'foreign-phone', 'correction', 'emoji', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'PR',
    says: [
      'Wepa! Sí, dale, no hay problema 🙌',
      { tapConfirm: true },
      'Pon a Papo, mi supervisor en el hotel de Rincón, y a la Yeye, mi jefa en la agencia de viajes de Medellín donde trabajé antes de mudarme',
      'Papo es Héctor Luis Vélez, hvelez@rinconbeachresort.com, 787-834-5521',
      'La Yeye se llama Yesenia Restrepo Gil, yesenia.restrepo@viajesantioquia.com.co, 312 845 6790',
      { retry: 'Es de Colombia, ella vive en Medellín', key: 'phone:Yesenia' },
      'Ah y a Papo ponle los dos apellidos: Vélez Acevedo',
      'Eso es todo, gracias!!',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Héctor Luis',
          'Vélez Acevedo',
          'hvelez@rinconbeachresort.com',
          'manager',
          '+17878345521',
        ),
        c(
          'Yesenia',
          'Restrepo Gil',
          'yesenia.restrepo@viajesantioquia.com.co',
          'manager',
          '+573128456790',
        ),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i191',
    title:
      'A shop assistant at a hardware shop in Plasencia (a Spanish tenant) who types short and plain, without accents: "si, de acuerdo", her boss and a colleague in a message each with an address and a Spanish mobile, "ya esta gracias"',
    tags: ['spanish', 'short', 'typos', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      'si, de acuerdo',
      { tapConfirm: true },
      'Mi jefa de la ferreteria Julia Sanchez Bravo julia@ferreteriajerte.es 627 48 13 90',
      'y mi compañera Maite Iglesias, maite.iglesias@gmail.com 654 21 77 08',
      'ya esta gracias',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Julia', 'Sanchez Bravo', 'julia@ferreteriajerte.es', 'manager', '+34627481390'),
        c('Maite', 'Iglesias', 'maite.iglesias@gmail.com', 'colleague', '+34654217708'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i192',
    title:
      'A post-harvest worker at a rose farm in La Ceja (a Colombian tenant) with a numbered list of three referees: a Colombian mobile, a landline in the new Antioquia format ("(604) 553 4120", "él tiene fijo nomás"), and the forewoman of a strawberry farm in Moguer with a Spanish mobile in local format (asked which country); the first referee\'s address sent later, "no tienen correo" for the other two, "Dios le pague"',
    tags: ['spanish', 'list', 'multi-referee', 'foreign-phone', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'CO',
    says: [
      'Sí señora, con mucho gusto, autorizo',
      { tapConfirm: true },
      '1. Doña Gloria Patricia Henao, mi supervisora de poscosecha, 314 782 5561\n2. Don Hernán Ospina, el jefe de cultivo, él tiene fijo nomás, (604) 553 4120\n3. Rocío Márquez, la encargada de la finca de fresas en Moguer donde trabajé dos temporadas, 659 48 31 27',
      { retry: 'De España, de Huelva', key: 'phone:Rocío' },
      'El correo de doña Gloria es gloria.henao@floresdeloriente.com.co',
      'Don Hernán y Rocío no tienen correo',
      'Eso es todo, muchas gracias, Dios le pague',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Gloria Patricia',
          'Henao',
          'gloria.henao@floresdeloriente.com.co',
          'manager',
          '+573147825561',
        ),
        c('Hernán', 'Ospina', null, 'manager', '+576045534120'),
        c('Rocío', 'Márquez', null, 'manager', '+34659483127'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i193',
    title:
      'A waiter in Cádiz (a Spanish tenant) who refuses in gaditano spelling ("Ejque no, quillo", "encargao", "ná"), with his boss\'s name and address inside the refusal ("Paco Lebrón (plebron@…)") and a "later" that is no consent ("Otro día si eso"): nothing kept',
    tags: ['spanish', 'typos', 'consent', 'consent-with-email', 'negation'],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      'Ejque no, quillo, prefiero que no. No quiero que le escribáis a mi encargao, Paco Lebrón (plebron@bodeguitalavina.es), que no sabe ná de que me quiero ir. Otro día si eso',
      { tapConfirm: true },
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'es-i194',
    title:
      'A warehouse worker in the Colón Free Zone (a Panamanian tenant) with a consent on a condition of when ("pero que los llamen después de las 5"), four referees named in one message before their details, one message each: a Panamanian mobile set right later ("lo tenía mal"), a Panamanian landline ("fijo del almacén 441-2876"), a forklift driver without e-mail, a shop owner in Barranquilla with a Colombian mobile in local format (asked which country), then the forklift driver taken out for the HR clerk, with no phone ("mejor quita a Kelvin … pon a Yariela Pinzón"), "Eso es todo fren"',
    tags: [
      'spanish',
      'consent',
      'multi-referee',
      'filler',
      'foreign-phone',
      'correction',
      'done-phrase',
    ],
    locale: 'es',
    defaultCountry: 'PA',
    says: [
      'Sí, dale, pero que los llamen después de las 5, que en la Zona Libre no pueden contestar',
      { tapConfirm: true },
      'Te paso 4: mi supervisor Edwin Castillo, mi jefa de antes en el almacén de Cristóbal, la Sra. Iris de Gracia, el operador de montacarga Kelvin Ríos y una señora de Barranquilla que le trabajé en la tienda, doña Marlene Charris',
      'Edwin: edwin.castillo@zlcdistribuciones.com 6672-4518',
      'Iris de Gracia, iris.degracia@cristobalcargo.com.pa, fijo del almacén 441-2876',
      'Kelvin no tiene correo, 6981-3305',
      'Doña Marlene no usa correo, 300 517 2284',
      { retry: 'De Colombia, ella vive en Barranquilla', key: 'phone:Marlene' },
      'Ey perdón, el de Edwin es 6672-4581, lo tenía mal',
      'Y mejor quita a Kelvin que casi no contesta. Pon a Yariela Pinzón, la de recursos humanos, yariela.pinzon@zlcdistribuciones.com',
      'Eso es todo fren, gracias',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Edwin', 'Castillo', 'edwin.castillo@zlcdistribuciones.com', 'manager', '+50766724581'),
        c('Iris', 'de Gracia', 'iris.degracia@cristobalcargo.com.pa', 'manager', '+5074412876'),
        c('Marlene', 'Charris', null, ['manager', 'other'], '+573005172284'),
        c('Yariela', 'Pinzón', 'yariela.pinzon@zlcdistribuciones.com', [
          'colleague',
          'other',
          'manager',
        ]),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i195',
    title:
      'A sprayer from a flower greenhouse in Villa Guerrero (a Mexican tenant) with a consent on a condition for one referee ("a don Chema háblenle después del 15"), three referees described before they are named ("don Chema, el dueño del invernadero, la ingeniera … y mi supervisor en Michigan"), then one message each: a Mexican mobile set right later ("Ay perdón, el cel de don Chema es …"), an office landline, and a supervisor at a greenhouse in Holland, Michigan whose number reads in Mexico too ("(616) 392-7745", asked which country)',
    tags: [
      'spanish',
      'consent',
      'multi-referee',
      'filler',
      'foreign-phone',
      'correction',
      'done-phrase',
    ],
    locale: 'es',
    defaultCountry: 'MX',
    says: [
      'Sí, está bien. Nomás a don Chema háblenle después del 15, que ahorita anda en la temporada de muertos con el cempasúchil',
      { tapConfirm: true },
      'Van: don Chema, el dueño del invernadero, la ingeniera que llevaba la fumigación y mi supervisor en Michigan',
      'Don Chema es José María Colín Arizmendi, su cel 722 198 3356, correo no usa',
      'La ingeniera es Araceli Nava Tapia, aracelinava@floresvillaguerrero.mx, tel de la oficina 714 146 0231',
      'El de Michigan es Mr. Dale Vanderveen, dvanderveen@lakeshoregreenhouses.com, (616) 392-7745',
      { retry: 'Es de Estados Unidos, de Holland Michigan', key: 'phone:Dale' },
      'Ay perdón, el cel de don Chema es 722 198 3365, le cambié los últimos',
      'Es todo, gracias',
    ],
    expected: {
      consent: true,
      contacts: [
        c('José María', 'Colín Arizmendi', null, 'manager', '+527221983365'),
        c(
          'Araceli',
          'Nava Tapia',
          'aracelinava@floresvillaguerrero.mx',
          ['manager', 'colleague'],
          '+527141460231',
        ),
        c('Dale', 'Vanderveen', 'dvanderveen@lakeshoregreenhouses.com', 'manager', '+16163927745'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i196',
    title:
      'A trekking guide in Cusco (a Peruvian tenant) who sends three referees in one long message, each described before being named: his boss with a Peruvian mobile set right later ("me equivoqué en los dos últimos"), the owner of a hostel "with the same number as the hostel" taken out in the same message because he is her uncle and replaced by a teacher without a phone ("Pon a mi profe del instituto, la Lic. Maribel Zúñiga"), a Bolivian guide with a Bolivian mobile in local format on WhatsApp (asked which country) and his address sent later, "Sulpayki 🙏"',
    tags: [
      'spanish',
      'multi-referee',
      'filler',
      'foreign-phone',
      'correction',
      'long',
      'emoji',
      'done-phrase',
    ],
    locale: 'es',
    defaultCountry: 'PE',
    says: [
      'Ya, normal, acepto 👍',
      { tapConfirm: true },
      'Te paso mis referencias, son tres: la jefa de operaciones de la agencia donde trabajo ahorita, el dueño del hostal donde hice de recepcionista y un guía boliviano con el que hice el Salkantay un montón de veces. La jefa es la Sra. Yesenia Mamani Ccori, yesenia.mamani@andeantrails.pe, 984 372 615. El del hostal es don Teófilo Huarancca, su número es el mismo del hostal, 084 245781. El boliviano es Freddy Choque, su wasap 712 45 893. Ah pero al del hostal mejor no lo pongas, es mi tío y capaz piensan que es trampa. Pon a mi profe del instituto, la Lic. Maribel Zúñiga, maribel.zuniga@gmail.com',
      { retry: 'Es de Bolivia, de La Paz', key: 'phone:Freddy' },
      'El correo del Freddy es freddy.choque.guia@gmail.com',
      'Perdón, el celular de la Sra. Yesenia es 984 372 651, me equivoqué en los dos últimos',
      'Listo, eso sería todo. Sulpayki 🙏',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Yesenia', 'Mamani Ccori', 'yesenia.mamani@andeantrails.pe', 'manager', '+51984372651'),
        c('Freddy', 'Choque', 'freddy.choque.guia@gmail.com', 'colleague', '+59171245893'),
        c('Maribel', 'Zúñiga', 'maribel.zuniga@gmail.com', ['teacher', 'mentor']),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i197',
    title:
      'A waiter in Punta del Este (a Uruguayan tenant) in Uruguayan words ("Dale, ta", "laburé", "bo", "Pará") with a consent on a condition of when ("que no llamen antes de las 11"), two referees by nickname before their names ("el Colo", "la Negra"), the owner of the beach restaurant with only its landline ("llamalo al fijo del parador 4249 1357"), an Argentine mobile with the trunk 0 and the 15 ("011 15 4872-3190", asked which country), an address set right later ("con punto en el medio")',
    tags: [
      'spanish',
      'consent',
      'multi-referee',
      'filler',
      'foreign-phone',
      'correction',
      'done-phrase',
    ],
    locale: 'es',
    defaultCountry: 'UY',
    says: [
      'Dale, ta. Pero que no llamen antes de las 11 que los de la noche duermen',
      { tapConfirm: true },
      'Mis referencias serían el Colo, que era el encargado de la barra en el parador, y la Negra, mi jefa en un restaurante de Palermo en Buenos Aires donde laburé dos años. Y también el dueño del parador',
      'El Colo es Gonzalo Ferreira, 099 384 215, gonzaferreira@hotmail.com',
      'La Negra se llama Mariana Iturralde, su cel es 011 15 4872-3190',
      { retry: 'Es de Argentina, de Buenos Aires', key: 'phone:Mariana' },
      'El dueño es Washington Píriz, no tiene cel ni mail, llamalo al fijo del parador 4249 1357',
      'Y el mail de la Negra es mariana@lanegrapalermo.com.ar',
      'Pará, el mail del Colo es gonza.ferreira@hotmail.com, con punto en el medio',
      'Eso es todo, gracias bo',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Gonzalo',
          'Ferreira',
          'gonza.ferreira@hotmail.com',
          ['manager', 'colleague'],
          '+59899384215',
        ),
        c('Mariana', 'Iturralde', 'mariana@lanegrapalermo.com.ar', 'manager', '+5491148723190'),
        c('Washington', 'Píriz', null, 'manager', '+59842491357'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i198',
    title:
      'A hike guide in Antigua Guatemala (a Guatemalan tenant) who first asks a question back and then refuses in Guatemalan words ("Fijate que no", "chance", "me saca"), with his boss\'s name and address inside the refusal ("el Lic. Otto Castañeda (ocastaneda@…)") and a "later" that is no consent ("Si me sale algo yo les aviso"): nothing kept',
    tags: ['spanish', 'consent', 'consent-with-email', 'question-back', 'negation'],
    locale: 'es',
    defaultCountry: 'GT',
    says: [
      '¿Y eso para qué es? ¿Le van a escribir a mis jefes?',
      'Fijate que no, mejor no. No quiero que le escriban a mi jefe, el Lic. Otto Castañeda (ocastaneda@volcanestrekgt.com), porque si se entera que ando buscando chance me saca. Si me sale algo yo les aviso',
      { tapConfirm: true },
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'es-i199',
    title:
      'An Ecuadorian worker at a peach cannery in Molina de Segura (a Spanish tenant) who dictates by voice, with the punctuation and the addresses said as words ("coma", "punto", "arroba"), a consent on a condition ("pero solo después de la entrevista"), her forewoman whose surname the dictation got wrong and is set right by typing ("el dictado me puso Barela, es Valera con V"), the temp agency\'s clerk with the office landline, and her old boss at a banana farm in Machala with an Ecuadorian mobile in local format (asked which country)',
    tags: ['spanish', 'consent', 'multi-referee', 'foreign-phone', 'correction', 'done-phrase'],
    locale: 'es',
    defaultCountry: 'ES',
    says: [
      'si claro pero solo después de la entrevista que todavía no les he dicho nada en la fábrica',
      { tapConfirm: true },
      'vale te digo mis referencias punto la primera es mi encargada de la fábrica de conservas en Molina de Segura coma se llama Encarnación Barela coma su teléfono es 678 23 45 19 coma su correo es encarnacion punto barela arroba conservasdelsegura punto es',
      'la segunda es la chica de la ETT coma Rocío Palazón coma el número de la oficina 968 34 27 15 coma correo rpalazon arroba ettmurcia punto com',
      'y el tercero es mi antiguo jefe en la bananera de Machala coma el ingeniero Galo Espinoza coma su celular 099 214 7365 coma correo no tiene',
      { retry: 'Es de Ecuador', key: 'phone:Galo' },
      'Perdón, el dictado me puso Barela, es Valera con V, y en el correo igual: encarnacion.valera@conservasdelsegura.es',
      'ya está eso es todo gracias',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Encarnación',
          'Valera',
          'encarnacion.valera@conservasdelsegura.es',
          'manager',
          '+34678234519',
        ),
        c(
          'Rocío',
          'Palazón',
          'rpalazon@ettmurcia.com',
          ['other', 'manager', 'colleague'],
          '+34968342715',
        ),
        c('Galo', 'Espinoza', null, 'manager', '+593992147365'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'es-i200',
    title:
      'A hotel cook in Bata (an Equatoguinean tenant) who greets and thanks in Fang ("Mbolo", "Akiba") with a consent on a condition of when ("que llamen por la tarde"), three referees described before they are named ("la señora que era mi jefa de cocina en el hotel de Malabo, mi patrón … y un camerunés"): "mamá Pilar" with a mobile set right later ("es 222 27 45 16, no 61") and her address sent later, the owner whose number "es el mismo de la oficina del restaurante", a Cameroonian restaurant owner in Douala with a mobile in local format (asked which country) then taken out for a Spanish priest with a number in international format',
    tags: [
      'spanish',
      'consent',
      'multi-referee',
      'filler',
      'foreign-phone',
      'correction',
      'long',
      'done-phrase',
    ],
    locale: 'es',
    defaultCountry: 'GQ',
    says: [
      'Mbolo. Sí, de acuerdo, pero que llamen por la tarde, por la mañana estamos en la cocina y no se oye el teléfono',
      { tapConfirm: true },
      'Le doy tres: la señora que era mi jefa de cocina en el hotel de Malabo, mi patrón del restaurante aquí en Bata y un camerunés que tenía un restaurante en Douala donde aprendí. La jefa de cocina es mamá Pilar, Pilar Nchama Obiang, 222 27 45 61. El patrón es Don Santiago Esono Mba, el número es el mismo de la oficina del restaurante, 333 09 12 34. El camerunés es Monsieur Jean-Pierre Mbarga, 6 94 27 81 53',
      { retry: 'Es de Camerún, de Douala', key: 'phone:Jean-Pierre' },
      'El correo de mamá Pilar es pilar.nchama@hotelbahiamalabo.com',
      'Perdón, el número de mamá Pilar es 222 27 45 16, no 61',
      'Y a Monsieur Mbarga mejor quítelo, que él habla francés nomás. Ponga al padre Ignacio Soler, el cura español que me enseñó a cocinar en la misión, +34 617 20 45 83, ignaciosoler@misionerosclaretianos.es',
      'Ya está, es todo. Muchas gracias, akiba',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Pilar',
          'Nchama Obiang',
          'pilar.nchama@hotelbahiamalabo.com',
          'manager',
          '+240222274516',
        ),
        c('Santiago', 'Esono Mba', null, 'manager', '+240333091234'),
        c(
          'Ignacio',
          'Soler',
          'ignaciosoler@misionerosclaretianos.es',
          ['mentor', 'teacher', 'other'],
          '+34617204583',
        ),
      ],
    },
    outcome: 'completed',
  },
];

export const REFEREE_ES: readonly TypedRefereeConversation[] = REFEREE_CASES.map(
  (conversation, index) => ({ ...conversation, heldOut: isHeldOut(index) }),
);

export const INTAKE_ES: readonly TypedIntakeConversation[] = INTAKE_CASES.map(
  (conversation, index) => ({ ...conversation, heldOut: isHeldOut(index) }),
);
