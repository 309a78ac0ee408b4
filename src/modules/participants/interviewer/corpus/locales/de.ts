import { isHeldOut } from '../typed-corpus.types.ts';
import type { TypedContact, TypedIntakeConversation } from '../typed-intake-conversations.ts';
import type {
  BuiltinCode,
  TypedQuestionnaire,
  TypedRefereeConversation,
} from '../typed-referee-conversations.ts';

/**
 * Issue 41: German participants (Germany, Austria, Switzerland), written
 * BLIND: before the German readers existed, and without reading the
 * interviewer, its reading rules, the kind modules' readers or their tests.
 * It is there to find failures, not to confirm success.
 *
 * How people type German on a phone: umlauts left out or spelled out
 * ("Ubergabe", "fur", "weiss", "krueger"), lowercase nouns, Austrian and
 * Swiss words ("Servus", "eh klar", "passt eh", "Grüezi", "isch guet",
 * "merci vielmal"), a school grade ("a glatter Einser", where 1 is the best)
 * on a scale where 5 is the best, numbers in words ("zweieinhalb Jahre",
 * "eineinhalb Jahre", "zwölf"), ranges ("4-5", "so 8 bis 10"), hedges ("eher
 * eine 4", "ca. 2 Jahre"), "jein", corrections ("nein - moment, ich meinte
 * ja"), negations ("gar keins", "keiner"), skips ("weiter", "überspringen",
 * "k.A."), "keine Ahnung" / "weiß ich nicht", declines ("lieber nicht"), a
 * consent refusal with an address, consent in local ways ("passt", "jo"),
 * lists of referees (numbered, bullets, "und"), names with particles and
 * titles ("Prof. Dr. Hans von Weizsäcker"), phones in German, Austrian,
 * Swiss and Italian formats ("0151 …", "0049 …", "0664 …", "079 …"), filler
 * that is not a name ("Also meine Kollegin"), quarters ("Q3 2022"), emoji,
 * pasted signatures and English words ("Frontend", "Teamleiter", "ok").
 *
 * The format, how a harness plays it and what a GOOD interviewer is assumed
 * to do: ../typed-corpus.types.ts, ../typed-referee-conversations.ts and
 * ../typed-intake-conversations.ts. The built-in questionnaire is seen in
 * German; the tenant questionnaires below are written in German. A built-in
 * conversation's `to` has one entry per step of `says` (retries and
 * confirmation taps included): the question asked at that step.
 *
 * SECOND BLIND SET (issue 41, added 2026-11-28: de-r08…de-r14,
 * de-t10…de-t16, de-i14…de-i20 and the de-handwerk questionnaire), by a
 * writer who had not read the readers, the lexicons or the corpus test's
 * output, so the team has never tuned on it. It leans on what the first set
 * under-covers: Swiss German written in dialect ("föif", "gsi", "nöd",
 * "Nei merci"), Austrian "na" for no ("na, ehrlich gsagt ned", "Na, passt
 * scho" as no comment), school grades that run the other way ("e glatti
 * Sächsi", Swiss, 6 is the best; "Note 1", German, 1 is the best; "a
 * Fünfer"), "ein Dreivierteljahr" (9 months), "anderthalb", a "zweieinhalb"
 * that was no whole number of years (a number question takes decimals since
 * issue 41: the record now says 2.5), autocorrect ("Vorgesetzer", "Fümf"),
 * corrections mid-message, a rating named while another was asked, a
 * required multiple choice with an option that is not offered ("polnisch"),
 * a min-0 count where "keine" is a real 0, off-topic messages, emoji as a
 * rating and as consent, names with particles and double names ("von der
 * Heide", "Müller-Lüdenscheidt", "zu Salm"), "ue"/"oe" for umlauts in a
 * lowercase name, Swiss and Austrian numbers, a "+49 (0)" number and an
 * e-mail corrected in the next message.
 *
 * THIRD BLIND SET (issue 41): de-r15…de-r19, de-t17…de-t21 and
 * de-i21…de-i25, appended at the end, with one more tenant questionnaire
 * (de-buchhaltung, whose years of experience and weekly hours invite
 * "zwölfeinhalb", "42.5" and the like). Written by a third writer who read
 * neither the readers, the lexicons, the interviewer nor the corpus tests,
 * nor ran them. New ground: Bavarian and heavier Austrian dialect ("Grüß
 * Gott", "sicher a 4", "des woas i ned", a decline in dialect "i loss des
 * lieber"), "volle Punktzahl", "knapp eine 4", "sehr gut" (a school grade
 * in words) as a rating, "4.5" with a dot, "drei bis vier", "seit Herbst
 * 2021, also gut zwei Jahre", "zwei Jahre und drei Monate", a question back
 * about which end of the scale is good, two ratings named in one message, a
 * later message that corrects an earlier rating by naming it, a signature
 * pasted into the relationship answer, "Ja – nein, ehrlich gesagt eher
 * nicht", a rating named while the years were asked, a choice with an
 * option denied in the same breath ("DATEV gibts in der Schweiz kaum"),
 * "erst Teilzeit, dann Vollzeit", an SMS question first; in the intake a yes
 * with a condition, "jo eh", "(at)" in an e-mail, "0176/…", an Austrian
 * 0699 mobile and a Graz landline, a Polish mobile in local format, "van
 * Loon", a referee kept without an e-mail, a polite refusal with an address.
 *
 * FOURTH BLIND SET (2026-11-29): de-r20…de-r22, de-t22…de-t24 and
 * de-i26…de-i29, appended at the end, with one more tenant questionnaire
 * (de-praxis, a medical practice assistant: years in the practice with
 * halves, areas of work as a required multiple choice, an optional licence
 * yes/no, trainees looked after where "keine" is a real 0). Written by a
 * fourth writer who read neither the readers, the lexicons, the interviewer
 * nor the corpus tests, nor ran them. New ground: voice dictation ("Punkt"
 * left in the text, "für" misheard for vier, "zwo", "Ende der Nachricht"),
 * "Eins a" (first-class, not a 1), "knapp drei Jahre" (asked), Viennese
 * ("Servus", "ur gut", "Na ja, 3" where "na" is no no, "Zu dem sag i nix"
 * refusing one rating, "für die Kassa ja, als Filialleiterin ned", "Baba"),
 * a referee married to the candidate who declines after one answer; in the
 * Swiss practice "siebeneinhalb Jahre", "Impfen macht bei uns der Arzt" (an
 * option denied), "keine" trainees; SMS German ("ka so 3-4 jahre", "vllt
 * 4", "k.A.", "eine Azubi im 2. Lehrjahr" is 1, "nö"); a Polish shift lead
 * without umlauts giving dates ("vom 01.03.23 bis 31.08.24"); in the intake
 * "Prof. Dr." and "zu Putlitz", a "NICHT kontaktieren" person, a Swiss
 * signature, "Mag." before a name, "die hat immer meine Stunden
 * abgezeichnet" for a manager, a German mobile in an Austrian intake, an
 * e-mail dictated ("l punkt nowak at dhl punkt com"), "Łukasz" and a Polish
 * mobile, and a Markdown table with "von Bülow" and "van Leeuwen".
 *
 * FIFTH BLIND SET (2026-11-29): de-r23, de-r24, de-t25, de-t26 and
 * de-i30…de-i32, appended at the end, on existing questionnaires
 * (de-logistik, de-handwerk). Written by a fifth writer who read neither the
 * readers, the lexicons, the interviewer nor the corpus tests, nor ran them.
 * New ground: Bavarian dialect ("Griaß Gott", "a Vierer", "a glatte Fünf",
 * "ned schlecht, vier", "freilich", "drei Joar", "Pfiad di"); South Tyrol
 * mixing German and Italian ("cinque, also 5", "va bene, 3", "boh", "zwei
 * Saisonen" asked again, "jo, sicher"); a Turkish-German shift lead writing
 * German as a second language who corrects an earlier answer in a later
 * message by naming it ("bei Monate war falsch, richtig ist 20"); Liechtenstein
 * / Vorarlberg Alemannic ("I bi sin Lehrmeister gsi", "vier Jahr Lehr und
 * nochher no zwei", a required licence unknown twice: open); in the intake a
 * CV's "REFERENZEN" block from Liechtenstein ("Dipl.-Ing.", "Mag.", "auf
 * Anfrage", a +423 number, a person withdrawn), a Bavarian apprentice in
 * lowercase ("der tobi (tobias huber)", a boss without a first name dropped),
 * and South Tyrolean voice dictation ("Bindestrich" in a surname, "Punkt"
 * between fields, a digit corrected, an Italian mobile in an Italian tenant).
 *
 * SIXTH BLIND SET (2026-11-29): de-r25, de-r26, de-t27, de-t28 and
 * de-i33…de-i35, appended at the end, with one more tenant questionnaire
 * (de-it, a Berlin start-up's software reference in German full of English
 * words: months, a required on-call yes/no, where they worked as a required
 * single choice). Written by a sixth writer who read neither the readers,
 * the lexicons, the interviewer nor the corpus tests, nor ran them. New
 * ground: Ruhrdeutsch ("Hömma", "dat", "wat weiß ich" as a don't-know,
 * "dito" for the rating before, "j" for yes, "Glück auf!" as no comment);
 * Saxon ("Ni so doll, 3", "Dazu sag ich lieber nischt" refusing one rating,
 * "Nu klar!"), three ratings named in one message and the first of them
 * corrected two messages later inside the strengths answer; Denglisch ("so
 * roughly 2 years", "yes, war in der On-Call Rotation, 1 Woche pro Monat",
 * "remote first, aber dienstags im Office" for Hybrid, "nope, passt so"), a
 * number in words with a typo ("sechsundzwansig", "virzehn"); a
 * Russian-German colleague who declines after two answers (compliance); in
 * the intake a question back instead of consent, a WhatsApp contact pasted
 * as a vCard, a Turkish mobile in local format, Saxon consent ("Nu, mach
 * ma"), "karl-heinz von der heide" in lowercase with the e-mail given later
 * and corrected, a referee withdrawn, and consent and two referees in one
 * message as a portal form with labels ("Name:", "Tel.:", "Beziehung:") with
 * a UK mobile in local format.
 *
 * SEVENTH BLIND SET (2026-11-29): de-r27, de-t29, de-t30, de-i36 and
 * de-i37, appended at the end, on existing questionnaires (de-buchhaltung,
 * de-pflege). Written by a seventh writer who read neither the readers, the
 * lexicons, the interviewer nor the corpus tests, nor ran them. New ground:
 * an older Bautzen teacher writing full formal sentences who asks which
 * candidate is meant before answering, "Ebenso." for the rating before, "Das
 * vermag ich nicht zu beurteilen", a signature after "Nein, danke", Sorbian
 * names (Wjeńkowa, Šołta, Wjeńk); a Zeugnis phrase pasted as a rating ("stets
 * zu unserer vollsten Zufriedenheit"), numbers typed with letters ("l2
 * Jahre", "3O Std./Woche", "0l60 …"); youth slang ("safe 1 jahr",
 * "ehrenfrau, 5/5", "idk so 10-12", "jaaa safe"); in the intake a formal
 * letter naming two referees in one paragraph, and a table whose columns run
 * in another order (Tel. | Mail | Name | Wer) with a Swiss +41 mobile and an
 * e-mail corrected in the next message.
 *
 * EIGHTH BLIND SET (2026-11-29): de-r28, de-r29, de-t31, de-t32 and
 * de-i38…de-i40, appended at the end, with one more tenant questionnaire
 * (de-gastro, a restaurant kitchen: seasons worked, a required multiple
 * choice of stations, an optional stress rating, a required yes/no for next
 * season). Written by an eighth writer who read neither the readers, the
 * lexicons, the interviewer nor the corpus tests, nor ran them. New ground:
 * Hamburg harbour German with Plattdeutsch numbers ("veer", "Fief!"), two
 * ratings named in one message, northern understatement as a rating with no
 * number ("Kann man nich meckern"), "Dumme Frage 😄 Jo, sofort", months as
 * dates ("von Mai 2019 bis Ende April 2024"); Namibian (Südwester) German
 * with Afrikaans ("mos", "Bakkie", "Ja-nee, sofort wieder!" is yes, "Nee
 * dankie"), praise with no number for a rating, "bisschen mehr als zwei
 * Jahre"; Luxembourgish ("zwee Summer an ee Wanter" is 3 seasons, "véier",
 * "ech weess et net, frot de Marc", "Äddi"); Swabian ("Net gschimpft isch
 * gnuag globt" as a rating, "Ha jo", "Oin" apprentice, years as dates); in
 * the intake "Ja-nee, is reg" as consent, a Namibian and a South African
 * mobile in local format, "Jo, kee Problem" (a yes holding a no-word), a
 * nickname before the real name ("de Jhemp (Jean-Pierre Wagner)"), a
 * Luxembourg mobile and a French one, and a consent taken back after a
 * referee was named ("lass man … bitte nix weitergeben").
 *
 * NINTH BLIND SET (2026-11-29): de-r30, de-t33, de-t34, de-i41 and
 * de-i42, appended at the end, with one more tenant questionnaire (de-kita,
 * childcare: a role choice, years, a REQUIRED multiple choice of age groups,
 * a rating of work with parents, an optional group size, an optional
 * first-aid yes/no, a required yes/no, optional text). Written by a ninth
 * writer who read neither the readers, the lexicons, the interviewer nor
 * the corpus tests, nor ran them. New ground: Berlin dialect ("Ick war sein
 * Schichtleiter", "jut, ne 4", "Ooch 5. Und zuverlässig is er ooch, 5" as two
 * ratings, "Keene Ahnung", "so 2-3" settled, "Na logo", "dreiundvierzig
 * Monate" in words, "Nee, det wars"); a Zurich Kita head writing Swiss
 * standard German with ss for ß ("gemäss", "grossartig", "Grüsse"), the
 * group size given early with the years, "Kindergarten … gehört in der
 * Schweiz zur Volksschule" (an option denied), "Jederzeit" as a yes, a
 * signature after the remark; a Syrian-German shift lead writing German as
 * a second language ("2 jahr und halb" asked in months, "5 sterne ⭐⭐⭐⭐⭐",
 * the forklift licence not known and the shift model named in the same
 * message, "Wallah", "inshaallah"); in the intake a Syrian candidate with a
 * UAE mobile in local format who adds a Dubai boss and then withdraws him
 * for a colleague, and a Cologne candidate in Kölsch ("Jo, dat is
 * jebongt" as consent, confirmed; "dä Manni – Manfred Kürten", "et Trudi,
 * also Gertrud Pohl" without an e-mail, "Dat wör et … Alaaf!").
 *
 * TENTH BLIND SET (2026-11-29): de-r31, de-t35, de-r32, de-t36, de-t37 and
 * de-i43…de-i45, appended at the end, with one more tenant questionnaire
 * (de-spedition, haulage: a role choice, years driven, a REQUIRED multiple
 * choice of licences and permits, a punctuality rating, kilometres a year
 * (optional; "120.000" has a dot for thousands), an optional yes/no for
 * driving abroad, a required yes/no, optional text). Written by a tenth
 * writer who read neither the readers, the lexicons, the interviewer nor
 * the corpus tests, nor ran them. New ground: Styrian dialect from a
 * pumpkin-seed oil mill ("Griaß eich", "Kommunikation a Viera … und fochlich
 * fümfe" as two ratings, "i sog amoi drei", "Wos hoaßt zuverlässig,
 * pünktlich?" asked back and answered by the referee herself, "Weida" as a
 * skip, "Jo eh! Na, wort … oba wenn's zruckkummt, sofort" is yes, "zwoa Joar
 * und a poar Monat" asked again, "Na, des woar's. Schöne Grüße an die
 * Sandra!" is no comment); a Russian-German dispatcher in Espelkamp
 * ("sieben Jahre. Nein stopp, acht", "Kran nein, Stapler weiß ich nicht",
 * "ca. 120.000 km", "оф" typed for "ja" with the keyboard on the Russian
 * layout, "Да, конечно!", a signature under the remark); a retired
 * savings-bank director writing a formal "Sie" letter (a letter with
 * "Betreff", dates and "Note 1,3" as the relationship answer, "die
 * Bestnote, also eine Fünf", a question back on what "fachlich" means, "gut
 * bis sehr gut … vier", "in vier Jahren nicht einen Tag", "Entfällt", the
 * months "wie eingangs erwähnt" as dates, "Mit vorzüglicher Hochachtung");
 * a young cook texting like an apprentice ("wir warn zsm azubis, jz bin ich
 * chef de partie" is still a colleague, "wsl 4? warte" then "nee 5",
 * "garde manger" for Kalte Küche, "lowkey 4 no cap", "fr ja", "kp … ah
 * doch"); East Belgian German with French words ("Bonjour", "Disponent –
 * nee, eigentlich Fuhrparkleiter", "Permis CE", "Frigo-Camion", "Allez,
 * sagen wir 4", the kilometres refused as company data, "Ausland? … wir sind
 * in St. Vith"); in the intake an East Belgian list ("Anne de Theux", "Jan
 * Van den Bossche", a Belgian "Gsm" in local format, an Aachen number in a
 * Belgian intake and its e-mail asked for), a Russian-German candidate
 * ("nicht vor Montag" as a condition, "Brigadier" for a foreman, a Kazakh
 * mobile with the trunk 8, "8 701 …", a referee struck because she is now
 * his sister-in-law, "Spassibo"), and a Tyrolean candidate ("Jo, passt
 * schun", "Mag." and a double name, an Austrian landline with a slash, a
 * Spanish double surname without a hyphen and a Spanish mobile in local
 * format, "Des wars eigentlich. Ah na, wart – da Pepi no" adding a referee
 * after a done phrase, "Pfiat enk").
 *
 * ELEVENTH BLIND SET (2026-11-29): de-r33, de-t38, de-r34, de-t39, de-t40
 * and de-i46…de-i48, appended at the end, with one more tenant
 * questionnaire (de-landwirtschaft, farming: a role choice, months on the
 * farm, a REQUIRED multiple choice of areas, a rating of how they handle
 * animals, an optional number of animals, a required yes/no and a REQUIRED
 * text). Written by an eleventh writer who read neither the readers, the
 * lexicons, the interviewer nor the corpus tests, nor ran them. New ground:
 * Saarland dialect with French loans from a Saarlouis bakery ("Ei joo,
 * vier", "Finf!", "Wie? Teamarbeit mit wem …?" asked back, "finf – nä, wart
 * … Sag vier", "Do saan isch nix dazu" refusing one rating, "Zwei bis drei"
 * settled with "Alla hopp, schreiwe Se zwei", "Zwää Johr Lehr un dann noch
 * anderthalb Johr als Gesell" (42 months), "Nä, merci … salü"); North
 * Schleswig, the German minority in Denmark, on a dairy farm ("halvandet
 * år" in Danish asked again, "Seks! … nej undskyld … fünf" where seks is
 * Danish for six, "Ackerbau nej … Öl wechseln … zählt nicht", "Selvfølgelig!"
 * as yes, a signature with "Med venlig hilsen"); Franconia, a toy-company
 * group lead who answers six ratings in one list with keycap emoji ("4️⃣"),
 * "4,5" with a comma (asked again), "Führung: ka Ahnung", "Hätt ich sie ned
 * gehn lassen müssen, wär sie noch da. Also ja", "Fünf Jahr weniger zwei
 * Monat" (58), "Naa, bassd scho"; a Mennonite foreman in the Paraguayan
 * Chaco writing German with Plautdietsch and Spanish ("Capataz" for a
 * foreman, "dreeentwintich Moonat" asked again, "Schweine haben wir nich",
 * "drei bis vier" settled, a number of animals he cannot total, "Jo, seeker!
 * Oba hee well no Kanada" as yes); a Transylvanian Saxon care-home head in
 * Hermannstadt (Sibiu) with Romanian ("Bună ziua", "Foarte bună! … sehr
 * gut, 5", "sechs Jahre, oder sieben? … Sagen wir sechseinhalb", "Wochenende
 * nein – ah doch", "Da, sigur!" where da is Romanian for yes, 28 residents
 * at night settled over "so 8-10" in the morning, "Mulțumesc"); in the
 * intake a Brazilian candidate from Pomerode writing Hunsrik and Portuguese
 * ("Jo, ich sin eeverstan", "o Seu Arno Schmitt" and "a Dona Elfi" where
 * Seu and Dona are titles, a Brazilian mobile "(47) 99123-4567" asked
 * which country, "Pronto, das is alles"), a North Schleswig candidate whose
 * CV lists referees surname first ("Hansen, Birte – …", "Bækgaard, Søren"),
 * Danish mobiles in a Danish tenant, a Flensburg landline asked which
 * country, "Det var det – das wars"; and a Vietnamese-German candidate in
 * Leipzig ("Dạ vâng, ja", the honorifics "chị" and "anh" before names,
 * "Frau Thi Lan Nguyen" with a two-part first name, her phone withheld
 * ("Telefon möchte sie nicht"), a Vietnamese mobile in local format, "Xong
 * rồi ạ – fertig").
 *
 * TWELFTH BLIND SET (2026-11-29): de-r35, de-t41, de-r36, de-t42, de-t43
 * and de-i49…de-i51, appended at the end, with one more tenant
 * questionnaire (de-sicherheit, a security company: a role choice, years
 * on duty, a REQUIRED multiple choice of assignments, a de-escalation
 * rating, an optional "§ 34a" yes/no, optional night shifts a month where
 * "null" is a real 0, a required yes/no, optional text). Written by a
 * twelfth writer who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them. New ground: a Danube
 * Swabian winery owner in Villány (Wieland), Hungary, writing German with
 * Hungarian ("Négy – also vier", "Öt!" asked again, "zwischen drei und vier
 * … also eher vier", "Nem tudom" as a don't-know, "Nem, sie war keine
 * Chefin", "Igen, persze!" as yes, "Sieben mal drei… einundzwanzig Monate",
 * "Nem, köszönöm" as no comment); a Bosnian-German shift lead at a Munich
 * security firm ("Ich bin nicht Objektleiter … ich bin Schichtleiter" for
 * Schichtführer/in, "Od 2018 do 2023, pet godina" asked again, "Stadion …
 * Konzerte … Streife. Pforte ne, nikad", "5 von 5, petica", "34a hat er",
 * night shifts "vielleicht 6, vielleicht 12" left unsettled, "Ajde,
 * naravno! Sofort"); a Mennonite cabinet-maker in Berlin, Ohio, writing
 * Pennsylvania Dutch with English about a German journeyman on the Walz
 * ("en halb Yaahr" in the relationship answer, "Fimf!" asked again,
 * "Teamwork un reliable, beed fimf … um sex Uhr" as two ratings beside a
 * time, "Drei odder vier?" settled with "Mach drei", "N/A", "Ya, in a
 * heartbeat!", "Sex Munet, vun Moi bis end Oktower"); a Neukölln Kita
 * colleague writing gender-inclusive German ("Kolleg*in", "Sprachmittler*innen",
 * a collective with no Kita-Leitung, "ca. 2,5 J." with a comma and the
 * group size given early, "U3 und Ü3 … von 1 bis 6", "der Kurs ist im März
 * abgelaufen" as no, the pronouns "dey/deren" asked for in the remark); a
 * Frankfurt bank's facility manager in Hessian ("Ei gude! Ich bin sozusage
 * de Kunde", "Vom Januar 2022 bis Ende 2025 … grad vier Jahr", "Null …
 * 7 bis 19 Uhr", the required yes/no refused twice because purchasing
 * decides: open); in the intake a Hungarian-German candidate who writes a
 * name family name first ("Kovács Péter … also Vorname Péter") with a
 * Hungarian mobile with the trunk 06 ("06 30 123 4567", asked which
 * country) and a hyphenated "Tóth-Wagner", a Filipina nurse in Bremen ("Opo,
 * sige po", "Maria Cristina dela Cruz (wir sagen Ma'am Tina)", a Philippine
 * mobile asked which country, an e-mail she only knows as a pattern
 * ("vorname.nachname@…") asked for, "Yun lang po"), and a Bernese candidate
 * pasting a tab-separated Excel table ("Name\tFirma\tBeziehig …", "Chef
 * d'équipe" for a manager, "Chunde" for a client, "von Gunten" beside a firm
 * of the same name, "–" for a missing e-mail), "dr Housi – Hans Brügger",
 * "Das wärs gsi. Merci viumau".
 *
 * THIRTEENTH BLIND SET (2026-11-29): de-r37, de-t44, de-r38, de-t45, de-t46
 * and de-i52…de-i55, appended at the end, with one more tenant
 * questionnaire (de-friseur, a hair salon: a relationship choice where a
 * regular customer is an option, years, a REQUIRED multiple choice of
 * services, a rating of how they treat customers, an optional Meisterbrief
 * yes/no, optional customers a day, a required yes/no, optional text).
 * Written by a thirteenth writer who read neither the readers, the
 * lexicons, the interviewer nor the corpus tests, nor ran them. New ground:
 * a Greek-German travel-agency owner in Stuttgart-Bad Cannstatt ("🎤
 * Sprachnachricht (0:38)" sent instead of text and asked again, "Tessera.
 * Vier!", "Πέντε!" in Greek script asked again, "4 bis 5" settled, "Ochi,
 * sie hatte niemand unter sich" as a don't-know, "Ne ne, sofort wieder!"
 * where Greek "ne" is yes and German "ne" is no, "4 Jahre und 9 Monate"
 * (57), "Ochi, das wars. Efcharistó" as no comment); an Alsatian salon
 * owner in Colmar writing Elsässisch with French ("d'Chefin vum Salon",
 * "fimf Johr. Ah non, attendez … Sage mir viereinhalb", "Coupe, couleur,
 * mèches … d'Chignons fir d'Hochzitte … mir sin e Damesalon", "Je dirais
 * 5… non, 4", a French "BP" instead of a Meisterbrief settled as no,
 * "sechs, siwe … bis zu zwölf" settled to 8, "Bien sûr! Sofort"); a plain
 * Hannover insurance team lead (short digits, "Kann ich nicht beurteilen",
 * "Drei Jahre" in months); a deaf salon owner in Leipzig writing German
 * shaped by German Sign Language (no articles, "Ich Inhaberin Salon",
 * owner and trainer at once settled as the owner, "Zusammen 6 Jahre",
 * "Dauerwelle nie. Hochstecken nein", "Meister noch nicht", "Ca 10-12"
 * settled, "JA!! Sofort"); a Dutch GP in Kerkrade on the border with
 * Herzogenrath on de-praxis ("Goedemiddag! Ik ben… sorry, ich bin",
 * "Tweeënhalf jaar", "Vier, nee wacht – vijf", "Balie (Empfang)",
 * "griepprik" for a vaccination, "Geen idee", "Geen enkele" as a real 0,
 * "Zeker weten!" as yes, "Nee hoor, alles gezegd" as no comment); in the
 * intake a Chilean-German candidate from Osorno ("Ya po, dale", "Don" and
 * "la Sra." before names, Chilean double surnames "Klenner Schwerter" and
 * a married "Wetzel de Hoffmann", a Chilean mobile in local format asked
 * which country, an e-mail corrected in a later message, "Eso sería, das
 * wärs"), a Ukrainian candidate in Dresden ("Так, звичайно", a Ukrainian
 * mobile with the trunk 0 asked which country, a referee with no e-mail
 * "nur Viber", a teacher with no phone, stopping early "Ich schreibe
 * morgen weiter": open), a deaf candidate (consent with a condition "NUR
 * Mail oder SMS, kein Anruf", confirmed; "FALSCH Handy Sabine. RICHTIG …"
 * correcting a phone, "FERTIG"), and a Czech candidate who refuses after
 * starting to agree ("Ano… vlastně ne. Nein, doch lieber nicht") with her
 * boss's e-mail in the refusal.
 *
 * FOURTEENTH BLIND SET (2026-11-29): de-r39, de-t47, de-r40, de-t48, de-t49
 * and de-i56…de-i59, appended at the end, with one more tenant
 * questionnaire (de-einzelhandel, retail: a role choice where a district
 * manager is an option, months, a REQUIRED multiple choice of areas, a
 * rating of the till, an optional yes/no for the branch keys, optional
 * weekly hours, a required yes/no, optional text), used twice, and one
 * conversation on de-pflege. Written by a fourteenth writer who read
 * neither the readers, the lexicons, the interviewer nor the corpus tests,
 * nor ran them. New ground: a Japanese department head at a Düsseldorf
 * trading company (full-width digits from a Japanese keyboard, "４です",
 * "５" asked again, "とても良い！" as praise with no number, "5 Minuten vor
 * der Zeit … Also 5", "３かな… nein, eher ４", "分かりません" as a
 * don't-know, "はい、もちろんです！", "１年半です" in kanji asked again
 * (18), "特にありません" as no comment); a Carinthian Slovene store manager
 * in Bleiburg/Pliberk ("Marktleiterin" for the branch manager, "vom 1.
 * Jänner 2023 bis Ende Feber 2024" (14), "Kassa", "Feinkost", "Regale
 * einschlichten", "Štiri… na, pet!" asked again, "Seveda" is yes, "Ne
 * vem… 25 oder 30" then skipped, "Škoda" in a yes, "Lep pozdrav"); an old
 * Texas German rancher near Fredericksburg ("Howdy", ratings on a ten-point
 * scale, "acht von zehn" is 4, "Zehn von zehn" beside "dreißig Jahr", "Vier
 * oder so", "er gleicht die Tiere" for likes, "You bet!", "zwei Summer,
 * jedes Mal Juni, Juli und August" asked in months: 6, not 24); an
 * Iranian-German district manager in Cologne who answers four questions in
 * his first message ("9 Filialen" beside "2 Jahre" asked in months), a
 * Persian digit "۵" asked again, "bale", "Werkstudentin, 20 Std.", "khoda
 * hafez"; a Keralite nurse in Munich writing Indian English ("my colleague
 * only, not my junior", "Two and half years", "Hundred percent reliable"
 * with no number, "Nacht also" where English "also" is too, "no doubt at
 * all" as a yes, "8-9 patients … alone with 28" settled, "B2"/"C1" in a
 * required text); in the intake a Tamil candidate in Zurich (hesitation
 * "muss das sein?" before a yes, the honorifics "Anna" and "Akka" after
 * first names, a Sri Lankan mobile "077 …" where 077 is a Swiss prefix too,
 * a relationship corrected to "Berufsbildnerin"), a Romanian construction
 * worker in Vienna ("Da, sigur", "mein Polier", "Frau Ing.", a surname
 * typo corrected from the e-mail, "Ionuț" with a comma below, a Romanian
 * mobile in local format asked which country), a Yazidi trainee mechanic in
 * Oldenburg ("Belê", "mein Meister" replaced by the Meister's son of the
 * same surname with "Telefon gleich", "meine Patin vom Helferkreis", an
 * Iraqi mobile "0750 …" asked which country, "Spas"), and a Kosovo-Albanian
 * in St. Gallen whose "Jo, jo" is Albanian for no (a Swiss yes), refusing
 * with his Bauführer's e-mail in the message.
 *
 * FIFTEENTH BLIND SET (2026-11-30): de-r41, de-t50, de-r42, de-t51, de-t52
 * and de-i60…de-i63, appended at the end, with one more tenant
 * questionnaire (de-apotheke, a community pharmacy: a role choice, years in
 * the pharmacy, a REQUIRED multiple choice of tasks ("HV" is the
 * Handverkauf), a rating of advice to customers, an OPTIONAL rating of
 * care in the Rezeptur, an optional yes/no for night and weekend duty, an
 * optional number of training courses last year (min 0), a required yes/no,
 * optional text), used twice, and one conversation on de-spedition.
 * Written by a fifteenth writer who read neither the readers, the
 * lexicons, the interviewer nor the corpus tests, nor ran them. New
 * ground: an Israeli CTO at a Berlin fintech writing German with Hebrew
 * ("Arba – 4", "חמש" in Hebrew script asked again, "Sababa, 5", "Lo, nicht
 * perfekt … 3" where Hebrew "lo" is no, "Arba o chamesh … ani lo yoda'at.
 * Sag 4" settled in the same message, "zwei Werkstudenten … 4", "dugri",
 * "Ken, betach!" as yes asked again, "Von Chanukka 2021 bis zum Sommer
 * 2023" asked again (19), "Lo, ze hakol – nein, das wars" is no comment);
 * a Palatinate pharmacy owner who types in short bubbles ("Gude!" alone,
 * the years split over two messages with "bis letscht Johr" asked again,
 * "Botedienst aach …" sent as a bubble after the tasks were answered),
 * "im HV", "Vier. Nä – drei … Ach was, doch vier" (two corrections),
 * "Mindestens finf, genau weeß isch's net" on an optional count (no
 * certain number: asked, then left out); a Thai restaurant owner in
 * Frankfurt ("555" is Thai chat laughter beside "4 ka", "๕" a Thai digit
 * asked again, "★★★★☆" text stars (4), "Hmm" as a bubble before the
 * answer, "Mai roo ka (weiß nicht)", "2 Monate" inside the strengths,
 * "Zwei Jahre plus drei Monate… nein, vier Monate" (28), "Mai mee ka" is no
 * comment); a Turkish-German PTA colleague in Duisburg-Marxloh ("Seit März
 * 2020, sie is immer noch da 🙈 pssst" asked again (6.5), "Eigentlich
 * alles … nur Botendienst nicht", "Beş!" asked again, "Hayır. Notdienst
 * machen bei uns nur die Apotheker" is no, "2 oder 3? Eine war online"
 * settled, "Ich bin nicht Chefin 😅 aber … Evet!" is yes); a Lithuanian
 * haulier in Kaunas on de-spedition (a director who plans the tours asked
 * for his role, "Nuo 2018 m. iki 2024 m." asked again, "CE ir 95 kodas. ADR
 * nėra … Stapler ja", "Keturi. 4", "150k km" (k for thousand), "Taip 😄",
 * "Be abejo – ohne Zweifel, ja!"); in the intake a nurse back from Dublin
 * ("Aoife Ní Bhriain" with the Irish particle Ní, "Seán O'Sullivan" with an
 * apostrophe, "CNM2" for a manager, an Irish mobile "087 …" asked which
 * country, the same referee sent twice after "Ist das angekommen?"), a
 * Nigerian engineer in Hamburg writing Pidgin ("No wahala o 🙂 Ja, kein
 * Problem" is a yes, "Engr." and "Dr. (Mrs.)" before names, "my oga
 * (Chef)", a Nigerian mobile "0803 …" asked which country, a Hamburg
 * landline with an extension "040 2889-4417", a pastor without contact
 * withdrawn, "Na only dem three"), a Hamburg shipbroker pasting a LinkedIn
 * card ("Clemens Freiherr von Weichs (er/ihm) · 2.", "500+ Kontakte"; the
 * Freiherr is part of the surname) and an e-mail signature with a US
 * mobile in local format "(917) 382-4610" asked which country and an
 * e-mail in mixed case, a "Kapitän" who was a client; and a Greek
 * candidate whose "Ne, vevaia!" is Greek for yes and German-looking no
 * (asked again), "Κυρία (Frau)" before a name, a Greek mobile "697 …"
 * asked which country, "Ochi, Moment – nicht Florian, streichen Sie ihn"
 * replacing a referee, "Τέλος – das wars".
 *
 * SIXTEENTH BLIND SET (2026-11-30): de-r43, de-t53, de-r44, de-t54, de-t55
 * and de-i64…de-i67, appended at the end, with one more tenant
 * questionnaire (de-hotel, hotels: a role choice where a Swiss
 * "Gouvernante" is the Hausdame and a "GM" the Direktion, months in the
 * house, a REQUIRED multiple choice of areas in hotel jargon, a rating of
 * how they handle guests, an optional yes/no for the hotel software (PMS),
 * an optional number of rooms, a required yes/no, optional text), used
 * twice, and one conversation on de-it. Written by a sixteenth writer who
 * read neither the readers, the lexicons, the interviewer nor the corpus
 * tests, nor ran them. New ground: the Georgian head of a German school in
 * Tbilisi ("1½ Jahre" with a fraction character inside the relationship
 * answer (18), a message in Georgian script meant for her mother with a 5
 * in it, "დედა, 5 წუთში მოვალ", then "Sorry!! Falscher Chat … Teamarbeit:
 * 4", "Eine starke 4", "კი, რა თქმა უნდა!" is yes, "Madloba"); a
 * Hamburg-born general manager in Dubai typing German on a phone set to
 * English ("2 Jared" and "Fund" from autocorrect, corrected with a star in
 * the next message, "*Jahre", "*fünf", "Front Desk und Night Audit …
 * Breakfast nope", "312 keys" for rooms, a pasted signature with a +971
 * mobile and "Sent from my iPhone"); a Thuringian senior trauma surgeon in
 * Erfurt who puts the relationship, "drei Jahre" and four named ratings in
 * one long first message ("Fachlich ähmd noch Assistenzarzt … 4"), "nu",
 * "um 3 Uhr nachts" inside the strengths, and leaves for the resuscitation
 * room ("Sorry, Schockraum, Polytrauma kommt. Ich melde mich") and never
 * comes back (open); the Gouvernante of a Zermatt hotel writing
 * Walliserdeutsch with French ("Zwei Wintersaisons und ei Summer" with the
 * months of each season given (14), "Zmorge nie, Nachtportier het är ou
 * nid gmacht", "Quatre… nei, cinq!", "Protel scho. Opera weiss i nid" is
 * yes, "Zwöi Dotze … und es halbs Dotze" (30 rooms)); a Swedish
 * engineering manager in Stockholm ("remote" said before it is asked,
 * "Sedan januari 2023 till och med oktober 2024" asked again (22),
 * "Lagom… nein, das ist zu schwedisch 😄 4", "Mest Kotlin, lite Java",
 * "Meinen Sie jour? Ja …" where jour is Swedish for on-call, "Nej tack, det
 * var allt"); in the intake a Korean receptionist in Frankfurt ("네,
 * 괜찮아요! Ja, passt", "Kim Min-jun 팀장님" with the honorific in Hangul
 * and the family name first, resolved in the next message, a Korean mobile
 * "010-2345-6789" asked which country, "gmx. de" split by autocorrect, "이게
 * 다예요 – das ist alles"), an East Westphalian junior doctor ("Jau",
 * "Frau Dr. med. Annegret Meyer zu Erpen" given over two messages with a
 * switchboard number and an extension "05 21 / 7 72 - 0, Durchwahl 4417",
 * "Schorsch, also eigentlich Georg Brinkmann", "gmx,net" with a comma,
 * "Feddich."), a Viennese city clerk who changes her mind in the consent
 * ("Na, lieber ned… wart. Doch, is eh okay. Ja", confirmed), "Hofrat
 * Dipl.-Ing." before a name, "Und die Vroni" alone and then "Veronika
 * Hrdlička-Stojanović heißt sie richtig" with "MA 48" (a department, not a
 * number), and a candidate back from a working holiday in Sydney ("Too
 * easy 👍", "Dazza – Darren Whitfield", an e-mail written out "at …
 * dot com dot au", an Australian mobile and a Sydney landline in local
 * format asked which country, "Bec (Rebecca) Nguyen-Walsh", "Reckon das
 * wars. Cheers!").
 *
 * SEVENTEENTH BLIND SET (2026-11-30): de-r45, de-t56, de-r46, de-t57, de-t58
 * and de-i68…de-i71, appended at the end, with one more tenant
 * questionnaire (de-forst, forestry: a role choice where the Förster/in is
 * the Revierleitung and the "Rotte" is the crew, years in the business, a
 * REQUIRED multiple choice of work (chainsaw, machines, planting, tree
 * climbing), a rating of safe work, an optional yes/no for a chainsaw
 * certificate, optional Festmeter a day (foresters also count in Ster,
 * which is not the same unit), a required yes/no, optional text), used
 * twice, and one conversation on de-logistik. Written by a seventeenth
 * writer who read neither the readers, the lexicons, the interviewer nor
 * the corpus tests, nor ran them. New ground: a Bundeswehr company
 * commander writing in military shorthand ("Hptm Vogt, KpChef 3./PzBtl
 * 203", "Leopard 2 A7 … 5", a 1–9 appraisal scale converted in the same
 * message "eine 8 … bis 9 … also klar eine 5" and not converted
 * "Wertungsstufe 7 von 9" (asked again), "Jawohl.", "SaZ 8 … vom 01.10.2021
 * bis DZE 31.03.2025" (42 months, not 8 years), a signature with rank); a
 * Romansh forester in the Lower Engadine ("Allegra!", "Trais ons Lehre und
 * lura quatter ons" then in German (7), "Quatter" (4), "Schi" is Romansh
 * yes and looks like "Ski", "15 bis 20 Ster … Festmeter rechne ich nicht im
 * Kopf" asked again (12), "Grazcha fich e a revair"); an East Frisian
 * wind-turbine service lead who pastes the question above each answer
 * (its "1 bis 5" beside the rating), sends "📎 Arbeitszeugnis_….pdf" and
 * "Steht alles im Zeugnis 👆" for the strengths (asked again), corrects
 * teamwork later by pasting that question again, "auf jeden" is yes, "Rüm
 * Hart, klaar Kimming" as the goodbye; a Black Forest forestry contractor
 * in Alemannic whose years arrive cut by a dead zone ("Vo 20" then "19 bis
 * Frühjohr 2024 … Also fünf Johr": not 20), "AS Baum I und II", "120, 130
 * Festmeter" settled, who leaves for a burst hydraulic hose before the
 * required yes/no (open); a Rostock port shift lead typing very short about
 * the wrong Kevin who corrects three earlier answers in one message
 * ("ich hab die ganze Zeit an Kevin Schmidt gedacht … 14 Monate, nicht
 * 30 … Sorgfalt eher ne 3 … Staplerschein hat er keinen"); in the intake a
 * Moroccan-German bank clerk ("Wakha", "Si" and "Lalla" as honorifics
 * before names, "Fatima Zahra" a two-part first name, a Moroccan mobile
 * "06 61 23 45 67" that looks French, asked which country, "Safi, das
 * wars"), an Argentine-German teacher who names a referee before consent
 * is asked ("Bevor Sie fragen 😄"; asked, then "Sí, claro"), "Lic." and
 * "Ing." before names and an Argentine mobile with the "15" ("11
 * 15-4567-8901" is +54 9 11 …), an Upper Silesian of the German minority
 * near Opole ("Jo, ale nie mojego aktualnego szefa" where Silesian "jo" is
 * yes: a consent with a condition, confirmed; a Polish landline without a
 * trunk 0 asked which country; "Henryk – auf Deutsch sagt er Heinrich" kept
 * as in his papers; "Dziynkuja"), and a 16-year-old in Bremerhaven ("muss
 * das meine mama erlauben?" before the yes, a teacher whose first name she
 * looks up on the school website ("Derya Yılmaz", a dotless ı after a
 * lowercase "yilmaz"), "jens vom praktikum", whose surname nobody knows,
 * kept without one and without an e-mail, "das wars. bus kommt").
 *
 * EIGHTEENTH BLIND SET (2026-11-30): de-r47, de-t59, de-r48, de-t60, de-t61
 * and de-i72…de-i75, appended at the end, with one more tenant
 * questionnaire (de-kfz, car workshops: a role choice (Werkstattmeister/in,
 * Serviceleiter/in, a colleague, the owner), years in the workshop (does
 * the apprenticeship count?), a REQUIRED multiple choice of five kinds of
 * work, a rating of fault diagnosis, an OPTIONAL rating of tidiness, an
 * optional yes/no for a high-voltage qualification, optional cars a day
 * (workshops count in Arbeitswerte, "AW", and per week), a required yes/no,
 * optional text), used twice, and one conversation on de-buchhaltung.
 * Written by an eighteenth writer who read neither the readers, the
 * lexicons, the interviewer nor the corpus tests, nor ran them. New
 * ground: a Sauerland metalworker who is the candidate's uncle and his
 * former boss, says so first and repeats it as the comment, answers two
 * ratings in reverse order while teamwork is asked ("Zuverlässigkeit fragen
 * Sie doch bestimmt als Nächstes … zuverlässig 3 … Und Team 4"), gives an
 * ironic answer with no number ("Er löst jedes Problem, das er vorher
 * selbst gebaut hat 😂", then "Nee, Spaß beiseite. 4"), leaves leadership
 * out as biased, and names two durations and picks one ("seit er auf der
 * Welt ist … 26 Jahre … Nehmen Sie die 48 Monate"); a Swabian
 * Werkstattmeister in Heilbronn with doubts about the candidate ("Zählt d
 * Lehr bei Ihne mit?" on the years, "Sieht er des, was i do schreib?"
 * before "ehrlich: a 2", "Star Diagnose" inside a denial, "70, 80 AW am
 * Tag" for cars a day, "Menschlich jederzeit, aber … noi" is no, a remark
 * about loose wheel bolts); a Lutheran Pastorin in the Lüneburger Heide
 * writing long sentences full of numbers ("40 Konfirmanden … 3 Freizeiten
 * … 5"), one rating split in two ("Pädagogisch 5, theologisch eher 3",
 * settled to 4), who leaves for a funeral while improvements are asked and
 * comes back in the evening ("So, da bin ich wieder 🙏 Wo waren wir?"), and
 * counts years in confirmation classes ("fünf Konfirmandenjahrgänge");
 * a Basel Treuhand's Mandatsleiterin on de-buchhaltung (a Treuhand is not
 * the tax-adviser option when she was the boss, "Abacus" not offered, an
 * "80%-Pensum" for weekly hours, settled as "33,6", and the programme
 * question quoted back in „…“ with "Nachtrag: DATEV auch" while the remark
 * is asked); a Portuguese free-workshop owner in Stuttgart-Feuerbach
 * ("Olá! Sou… desculpa, ich bin der Chef", the diagnosis rating given
 * ahead of its question in the answer about the years, "Tudo – alles
 * eigentlich … Motor und Getriebe machen wir nicht", "Não sei" on the
 * optional rating, "HV 2S", "Pro Woche so 25 Autos" for cars a day, "Sim
 * senhor!"); in the intake a Münster clerk ("Jovel" in Masematte as
 * consent, "Frau Schmitz, geb. Becker" whose e-mail keeps the birth name, a
 * Westphalian "gen." surname ("Vennemann gen. Pröbsting") reached through
 * an info@ address "z. Hd." him, a new mobile sent later for "Frau
 * Schmitz"), a Karlsruhe accountant who pastes her CV with the languages,
 * software and her own signature line below the referees, fetches her child
 * from the Kita and comes back with the relationships, an Eifel master
 * butcher ("Jo, dat jeht") whose mother was his boss, with no e-mail and a
 * postal address with a postcode beside the phone, and a Slovak commuter
 * in Vienna ("Áno, jasné") whose two bosses are a married couple with
 * Slovak surname forms ("Horváth", "Horváthová"), a hotel's general
 * address withdrawn in the same message, a Slovak mobile "0905 …" asked
 * which country and "Mag.a" before a name.
 *
 * NINETEENTH BLIND SET (2026-11-30): de-r49, de-t62, de-r50, de-t63, de-t64
 * and de-i76…de-i80, appended at the end, with one more tenant
 * questionnaire (de-reinigung, commercial cleaning: a role choice where
 * the customer whose building is cleaned is an option, months, a REQUIRED
 * multiple choice of five areas, a rating of thoroughness, an OPTIONAL
 * rating of punctuality, an optional yes/no for keys OR alarm codes,
 * optional square metres an hour (cleaners count per shift and per
 * building, Americans in square feet), a required yes/no, optional text),
 * used twice, and one conversation on de-gastro. Written by a nineteenth
 * writer who read neither the readers, the lexicons, the interviewer nor
 * the corpus tests, nor ran them. New ground: a daughter in Weiden (Upper
 * Palatinate) typing for her father, a retired master glass cutter who has
 * no smartphone and hears badly (the father is the referee, his words
 * quoted in „…“ in Oberpfälzisch; "Also 4. Ich hätt ja 5 gsagt" keeps his
 * 4, not her 5; his own correction relayed, "„Schreib a Vierer …“";
 * leadership only laughed at, then "„A Zwoa …“"; "Er sagt „Naa“. – Moment,
 * … die Schleiferei gibt's seit 2009 nimmer … „Freilich, sofort!“ Also ja";
 * "„Vo da Lehr achtadneunzg bis mir 2009 zugsperrt ham“" asked again,
 * 132); an Eritrean Vorarbeiterin in Frankfurt who learned German as an
 * adult ("Objektleiter ist Herr Keller, nicht ich", a date by the Meskel
 * feast asked again (14), "Schlüssel nein … Aber Alarm-Code sie weiß" on
 * an "or" question (yes), "200m²" with a superscript ² after the digits,
 * "እወ 👍" (Tigrinya yes in Ge'ez script) asked again); a Cameroonian
 * engineer in Douala who learned German at a lycée (ratings out of 20,
 * "16 sur 20, also … eine 4" converted and "18/20!" not (4.5, asked
 * again), "Kongossa", "Zéro ndem 😄 … 5" with a French zero before the
 * rating, "Führung kann ich nicht beurteilen", "Sans hésiter!", "Von der
 * Rentrée 2022 bis … Juni 2025" asked again (33)); the landlady of a
 * Burgenland Croatian village inn on de-gastro ("Bog daj!", the next season
 * answered in the first message and not asked again, "Sie war drei Martini
 * bei uns" in a house open all year (seasons by the goose weeks: asked
 * again, 3), "Pet! Fünf", stations given as Austrian dishes ("Heurigenplatten,
 * Gansl und Schnitzel … Mehlspeisen, Strudel und Kipferl"), "Hvala lipa!");
 * an American office manager in Munich who is the customer ("gehired …
 * ich bin der Kunde, I guess", "Seit letzten Fall… sorry, Herbst" asked
 * again (25), an American letter grade "A+ 😄" asked again, "8.000 square
 * feet und … 4 Stunden" (another unit and a total: asked again, 185),
 * false friends "sensibel" and "eventuell" in the remark); in the intake a
 * Cameroonian graduate in Aachen ("On est ensemble 😄 Ja, einverstanden",
 * surnames first in capitals in the CV style, "NGO BIYONG Marie-Claire"
 * where Ngo, "daughter of", is part of the surname, "Pr." for Professeur,
 * a Cameroonian mobile "6 99 12 34 56" with no trunk 0 asked which country,
 * an office extension sent later), a Chinese graduate from Qingdao in
 * Vienna ("好的，没问题！", family names first and said so, a Chinese mobile
 * "138 6392 4517" asked which country, a numeric QQ address
 * "2876543210@qq.com" that is an e-mail and not a phone, "就这些"), a
 * 61-year-old on Usedom typing everything in capitals without umlauts or
 * punctuation ("JO DAT KANN MAN MAKEN", "MOMENT BRILLE SUCHEN" answering
 * nothing, "SCHROEDER" and "LUEDTKE" kept as written, an e-mail in
 * capitals, no e-mail said up front), an Indonesian nurse in Kassel ("Iya,
 * boleh", the honorifics "Bu" and "Pak" explained, "Kepala Ruangan" for a
 * manager, an Indonesian mobile "0812-3456-7890" asked which country, a
 * Javanese lecturer with one name only, kept without a surname), and an
 * Allgäu dairy technologist who forwards her referee's reply ("Von: … <…>",
 * "Gesendet: …", "An:" with the candidate's own address, a signature with
 * "Tel. … · Fax …" where the fax is not the phone, a street and a
 * postcode).
 *
 * TWENTIETH BLIND SET (2026-11-30): de-i81…de-i85, five intake
 * conversations appended at the end of the intake cases (no referee or
 * tenant questionnaire this time). Written by a twentieth writer who read
 * neither the readers, the lexicons, the interviewer nor the corpus tests,
 * nor ran them. New ground: trades and care in Austria and Switzerland,
 * a candidate who stops mid-way, and the set's one refusal. A nursing
 * assistant in Graz ("Passt, machts des ruhig", "DGKP Sabine Url" with a
 * nursing title and only the ward's landline, a colleague from Maribor
 * with a Slovenian "041 234 567" asked which country, "die Frau Dr.
 * Elisabeth Hofer-Wagner, die Tochter von einer Bewohnerin" as a client,
 * "Baba und danke!"); a warehouse worker at a parcel hub near Leipzig ("Nu
 * klar, könnse machen", "Ayse Yildiz" typed without Turkish letters, an
 * address promised for the evening) who leaves for his shift ("Rest kommt
 * später 👋": open); a clerk in Winterthur who asks back ("Muess ich das
 * jetzt scho mache? … mini Chefin weiss nüt devo") and then refuses ("Nei,
 * denn lieber nöd"); and a carpenter in Thun ("Jo, isch guet") who pastes a
 * German site manager's signature ("i.A. Frank Hellmuth", an office number
 * ending in "-0" and a mobile, both German and local) and picks the mobile
 * ("Am beschte ufs Handy"), his "Lehrmeister", a customer "Frau Dr. Regula
 * Zimmermann-Aebi" with an address only.
 *
 * Held out: de-i85, a doctoral student in Heidelberg (a "Doktormutter"
 * with two titles, "+49 (0)6221 …", a US group leader).
 *
 * TWENTY-FIRST BLIND SET (2026-11-30): de-r51, de-t65, de-r52, de-t66 and
 * de-t67, appended at the end of the referee cases, with one more tenant
 * questionnaire (de-nahverkehr, bus and tram drivers as a public transport
 * company writes it: a role choice (the Verkehrsmeister/in or depot
 * manager, a driving instructor, a colleague), years in scheduled service
 * (which people count from a timetable change or in ski-bus winters), the
 * vehicles as a REQUIRED multiple choice, a rating of how they handle
 * passengers, an OPTIONAL rating of their driving, self-caused accidents as
 * an optional number where "null" is a real 0, a required yes/no, optional
 * text), used twice, and one conversation on de-pflege. Written by a
 * twenty-first writer who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them. New ground: a phone
 * number that answers nothing, bus lines that are no counts, a Finnish
 * school scale, a current employer who learns of the application, and a
 * nun who would rather not judge. A Verkehrsmeister at a depot in Prenzlau
 * (Uckermark) on de-nahverkehr in Brandenburg German whose first message is
 * only his landline ("Rufen Se mich lieber an … 03984 71 22 60": no role,
 * asked again), "Seit dem Fahrplanwechsel Dezember 2016" (asked again:
 * "knapp zehn … Schreiben Se 10"), "Straßenbahn ham wa hier nich", "Die 495
 * fährt früh um 6 mit 40 Schülern … 5" (a bus line, a time and a count
 * beside the rating), "Null. Na jut, eenmal 'n Reh bei Gramzow, aber dit
 * war nich ihre Schuld, zählt nich" (0), the Rufbus in the remark; a
 * Finnish engineering team lead at an elevator maker's site in Hannover
 * ("Moi", "Neljä. Entschuldigung, Finnisch: vier", "In Finnland würde ich
 * sagen: 9. Wir haben Schulnoten von 4 bis 10" asked again (5), "Viisi. 5",
 * "Sisu hat er … drei Wochen … 5", "Ei" that is Finnish for no and looks
 * like a German interjection (asked again: no leadership role, absent),
 * "Kyllä! Sofort" (yes), "März 2023 bis Ende September 2025" asked again
 * (30), "Kiitos, das ist alles"); the Betriebsleiter of a bus company in the
 * Zillertal (Tyrol) who is the candidate's CURRENT employer (Tyrolean
 * dialect, "Fünf Winter beim Skibus, und seit zwoa Johr a im Summer",
 * "Bewirbt er si bei enk? Des hot er mir nit gsagt" as a question back,
 * then "Do sog i liaba gor nix mehr": declined, nothing kept); a
 * Franciscan sister who is Oberin and head of a care home in Vilsbiburg
 * (Lower Bavaria) on de-pflege ("Gelobt sei Jesus Christus", "Seit Mariä
 * Lichtmess 2021" asked again (5), "Ich urteile ungern über Menschen … Aber
 * wenn Sie eine Zahl brauchen: fünf", night duty "nur im Corona-Winter"
 * that still counts, "Bei uns heißen sie Bewohner, nicht Patienten … 14 …
 * manchmal 20" asked again (14), "Mit Gottes Hilfe jederzeit", "Vergelt's
 * Gott").
 *
 * Held out: de-r51, the head coach of an under-19 football team near
 * Münster (ratings as kicker marks, "zwei Spielzeiten").
 *
 * TWENTY-SECOND BLIND SET (2026-11-30): de-i86…de-i90, five intake
 * conversations appended at the end of the intake cases (no referee or
 * tenant questionnaire this time). Written by a twenty-second writer who
 * read neither the readers, the lexicons, the interviewer nor the corpus
 * tests, nor ran them. New ground: honorifics from immigrants' languages
 * that are no names, corrections by list position, a number cut in two by
 * an early send or sent as a WhatsApp link, an Outlook display name, and a
 * consent held back to a date. A rolling-mill worker in Duisburg ("Tamam,
 * könnt ihr machen 👍", "Murat abi – Murat Aydın" and "Canan abla, Canan
 * Öztürk" where abi and abla are Turkish for elder brother and sister, "Bei
 * 1 ist die Nummer falsch … richtig ist …", two addresses in one message,
 * "Herr Pieper" dropped for want of a first name, "Sağ ol"); a Serbian
 * bricklayer in Vienna ("Može, passt eh. Ja", "der Čika Mile – also
 * Milorad Petrović" with "0664 12" and "34 567 sorry zu früh
 * weggeschickt", "der schreibt nur SMS", a Serbian "064 123 4567" asked
 * which country, "To je to"); a clerk in Offenbach in Hessian ("Ei jo,
 * gern. Aber bitte erst ab nächstem Montag" confirmed, "Becker, Jörg
 * (FIN-CO) <Joerg.Becker@…>" pasted from Outlook with no direct line, "die
 * Gabi … Gabriele Schäfer" with a "https://wa.me/49…" link and her address
 * when asked); and an Afghan apprentice painter in Erfurt ("Bale, ja ok",
 * "Herr Schubert … Vornamen weiß ich nicht" then "steht auf der Rechnung:
 * Andreas Schubert", his vocational-school teacher "Frau Dorothea
 * Kühn-Rahimi", a boss in Herat only announced, "Ich schreibe morgen":
 * open).
 *
 * Held out: de-i90, an Alsatian cross-border baker in Freiburg (a Mulhouse
 * boss with a French mobile in local format).
 *
 * TWENTY-THIRD BLIND SET (2026-12-01): de-i91…de-i95, five intake
 * conversations appended at the end of the intake cases (no referee or
 * tenant questionnaire this time). Written by a twenty-third writer who read
 * neither the readers, the lexicons, the interviewer nor the corpus tests,
 * nor ran them. New ground: East Frisia, Carinthia, Basel and voice
 * dictation, a married couple named with one surname, a referee withdrawn
 * and replaced, an initial for a first name, the Austrian "Klappe" for an
 * extension, a referee with an address only, and a surname the dictation
 * misspelled. A waitress at a farm café in Greetsiel with Plattdeutsch
 * ("Moin! Jo, dat geiht klor", "Gesche und Tjark Hinrichs" (both Hinrichs),
 * his farm landline only "04926 91234", "Okko Janssen, mien Maat vun de
 * Fähr" withdrawn in the next message for "Hilke Saathoff", "Dat weer't –
 * das wars. Tschüüs!"); a surveyor's assistant in Klagenfurt ("Jo eh, passt.
 * Mochts es ruhig", "der DI G. Wutte" with "Tel. 0463 58 00-0, Klappe 217"
 * dialled direct as +43 463 5800217, "G. wie Gerhard" in the next message, a
 * Carinthian Slovene colleague "Marija Ogris" whose "gmx.at" is set right to
 * "gmx.net", "Hvala und servas!"); a pharmacy assistant in Basel in
 * Baseldytsch ("Jo, das goht in Ordnig", "d Frau Dr. Anne-Catherine
 * Iselin-Burckhardt" with an address only, "Nicole D'Alessandro" in Lörrach
 * with a German "0176 …" asked which country, "Merci vylmool 🙂"); and a
 * Kazakh-German warehouse worker in Pforzheim dictating by voice ("Da,
 * konetschno. Ja klar …", "Mein Natschalnik im Lager", "Punkt", "Komma",
 * "Bindestrich" and "Ausrufezeichen" left in the text, a mobile dictated
 * digit by digit, "Viktor Raimer" set right from the address, "Nicht Raimer
 * sondern Reimer mit e i", his VHS German teacher "Frau Lilija Hein" with no
 * phone).
 *
 * Held out: de-i95, a wood-turner in the Ore Mountains (a landline, a Czech
 * colleague with a +420 mobile).
 *
 * TWENTY-FOURTH BLIND SET (2026-12-01): de-r53, de-t68, de-r54, de-t69 and
 * de-t70, appended at the end of the referee cases, with one more tenant
 * questionnaire (de-museum, museums as a Landesmuseum or an emigration
 * museum writes it about its guides: a role choice where a school or a tour
 * operator that books the tours is an option, years of guiding for them
 * (which a client can only count from its first booking), the formats as a
 * REQUIRED multiple choice (adults, school classes, barrier-free tours in
 * Leichte Sprache, touch tours or sign language, the till and shop), a
 * rating of how they get the content across, an optional yes/no on tours in
 * a foreign language, tours a week (optional), a required yes/no and a
 * REQUIRED text), used twice, and one conversation on de-hotel. Written by
 * a twenty-fourth writer who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them. New ground: Roman
 * numerals, a German school grade with its word ("Note 2 (gut)"), a client
 * who knows only part of the answers, a multiple choice corrected several
 * messages later, answers given ahead and named, and Swahili. The head of
 * education at the Rheinisches Landesmuseum Trier, a classicist, on
 * de-museum ("Seit MMXIX – verzeihen Sie, Berufskrankheit: seit 2019, also
 * sieben Jahre" (7), school classes and touch tours with adults "die lassen
 * Sie weg", "IV. Pardon: eine 4. Eine V vergebe ich grundsätzlich nicht"
 * (4, never 5), "auf Latein, für einen Leistungskurs aus Bitburg 😄" (yes),
 * "Im Schnitt III bis IV pro Woche" asked again (3)); the farm boss of a
 * Hutterite colony near Lethbridge (Alberta) on the built-in, in Hutterisch
 * with English words ("Griaß enk", "der Weinzedl", "Hog Barn", "vom Mai bis
 * End Oktober 2025" inside the relationship, never asked again if settled:
 * 6), "Wos moant ihr mit technisch? Die Maschinen?" asked back, "Teamwork
 * und reliable beide vier … um sechse in der Fria" (two ratings named, a
 * time beside them), "Wort amol, zruck zur Kommunikation: mach drei, net
 * vier" correcting a rating while problem solving is asked (3; and 5 for
 * problem solving), "Des woaß i nit" on leadership, "Na, des wor's"); a
 * teacher at a Bremerhaven Oberschule who books tours at the emigration
 * museum (a client: "Angestellt war sie also nicht bei mir"), the years she
 * cannot know ("Keine Ahnung … seit meiner ersten Buchung im Herbst 2021",
 * asked again: 5), "Note 2 (gut)" on a 1-5 rating (asked again: 4), "Weiß
 * ich nicht" and "Keine Ahnung, ich sehe sie ja nur zwei-, dreimal im
 * Jahr" on the optional questions, and "Nachtrag zu der Frage vorhin nach
 * den Formaten: die Führung in Leichter Sprache hat ihre Kollegin gemacht
 * … Streichen Sie das bitte" inside her yes (school classes only); the
 * German general manager of a boutique hotel in Stone Town (Zanzibar) on
 * de-hotel ("Jambo!", the rooms given ahead in the first message, "24
 * Zimmer" (24), "Von der großen Regenzeit 2023 bis kurz vor Weihnachten
 * 2025" asked again (32), Night Audit in the low season and breakfast "das
 * zählt nicht", "Zwischen 4 und 5 … pole pole" asked again (4), "Hapana –
 * sorry, das ist Swahili für nein" (no), "Ndiyo! Heißt ja. Sofort", a
 * Swahili course in the remark, "Asante sana!").
 *
 * Held out: de-r53, on the built-in questionnaire.
 *
 * TWENTY-FIFTH BLIND SET (2026-12-01): de-i96…de-i100, five intake
 * conversations appended at the end of the intake cases (no referee or
 * tenant questionnaire this time). Written by a twenty-fifth writer who
 * read neither the readers, the lexicons, the interviewer nor the corpus
 * tests, nor ran them. New ground: the Mühlviertel, Thurgau, Rügen and Kiel,
 * a consent behind a proverb, two referees with one first name, an address
 * set right in words, a godfather who is an uncle and was the boss, a
 * referee named by her job first, titles and surnames with the first names
 * last, a referee kept after a doubt, and a mobile typed with letters for
 * digits. A joiner in Freistadt ("Wer A sagt, muss auch B sagen – also ja,
 * passt, dürfts es anrufen 😄", "Zwei Stefans, damit's ned z'einfach wird",
 * "s.hofbaur@gmx.at" set right by "im Mail fehlt das e: hofbauer, nicht
 * hofbaur"); a gardener in Frauenfeld in Swiss German ("min Götti … Er isch
 * min Onkel, aber … er isch würkli min Chef gsi": kept, as a boss; "Urs
 * Keller 🍎 052 721 34 56 🍎 …"; "d Lehrmeischterin vo de Gärtnerlehr, 078
 * 912 45 67" named in the next message); a physiotherapist from Binz ("Frau
 * Dr. Lemke" and "Herr Wittkowski", "Obwohl... weiß nicht ob der mich noch
 * kennt" then "Ach doch, nehmt ihn mit", "Frau Dr. Lemke heißt Anke, Herr
 * Wittkowski ist der Holger"); and a welder at a Kiel shipyard (three
 * referees numbered inline in one long message, "Ol7l 234 5678 (sorry, alte
 * Tastatur)" for 0171 …, a colleague with an address only, the TÜV examiner
 * who certified his welds with a Kiel landline).
 *
 * Held out: de-i100, a candidate in Zwettl (the Waldviertel).
 *
 * TWENTY-SIXTH BLIND SET (2026-12-01): de-r55, de-t71, de-r56, de-t72 and
 * de-t73, appended at the end of the referee cases, with one more tenant
 * questionnaire (de-skischule, ski schools as a ski school in Tyrol or a
 * Schneesportschule in the Bernese Oberland writes it: the job as a single
 * choice (an Austrian "Anwärterin" is a ski instructor in training; a
 * snowboard instructor who also helped in the rental shop is still a
 * snowboard instructor), winter seasons with them (which people write
 * "22/23"), the courses as a REQUIRED multiple choice that people name by
 * the kids' groups ("Zwergerl") or by what is left out ("Aui usser
 * Chinderkürs"), a rating of safety on the slope, an OPTIONAL rating of how
 * guests take to them, a finished instructor training as an optional
 * yes/no (a ladder of levels in every country: "Den Anwärter hat sie"),
 * the largest group (optional), a required yes/no, optional text), used
 * twice, and one conversation on de-landwirtschaft. Written by a
 * twenty-sixth writer who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them. New ground: Swiss school
 * grades (6 is the best, half grades), a German "Note 1" that means the
 * best, Bernese "äuä" (probably) on a count and on a yes/no, a half-finished
 * training on a yes/no, an HR department that declines by company rule
 * while confirming the employment dates, and a farmer who stops before two
 * required questions. The branch manager of a confiserie at Zürich's
 * Paradeplatz on the built-in in written Zürich German ("Uf Schwiizer Note
 * e 6, also s Beschte" asked again ("e Füfi", 5), "5.5 — nei sorry, das isch
 * wieder Schuelnote. Säged mer 4", "die zwei Lehrtöchter … 4", "Weiss nöd",
 * "Jederziit!", "Öppe drüü Jahr" asked again ("35 Mönet"), "Liebi Grüess
 * us Züri"); the head of a ski school in Serfaus on de-skischule in
 * Tyrolean ("Anwärterin, also Skilehrerin in Ausbildung", "Vier Winter,
 * 22/23 bis 25/26", "die Zwergerl-Gruppen … Privatstunden … Tiefschnee und
 * Freeride nicht", "Note 1, ganz klar" asked again (5), "Den Anwärter hat
 * sie, den Landesskilehrer macht sie erst im April" asked again (no), "auch
 * mal 10 oder 11" asked again ("Elf"), "Sofort, wenn es nach mir geht.
 * Passt scho", "wie a Gams"); an HR officer of a municipal utility in Hagen
 * on the built-in ("ich war nicht seine Vorgesetzte", then "Wir erteilen
 * grundsätzlich keine Referenzauskünfte … nur das qualifizierte
 * Arbeitszeugnis … vom 01.04.2020 bis 31.12.2023" with a pasted signature:
 * declined, nothing kept); the head of a Schneesportschule in Adelboden on
 * de-skischule in written Bernese German ("Snowboardlehrer gsi, im Winter
 * 24 het er o no im Verleih ghulfe", "Äuä drü Winter. Oder vier? I mues
 * nacheluege" asked again (4), "Aui usser Chinderkürs", "E Föifi, nei, e
 * Vieri … für zäh Minute" (4), five stars, "Das weiss i nid uswändig",
 * "Bis zu zwöuf Lüt … Privat natürlech eine" (12), "Äuä scho" asked again
 * (yes)); and a dairy farmer near Aurich on de-landwirtschaft ("Moin",
 * "220 Kühe" in the role answer, "Von April 24 bis Oktober 25" asked again
 * (18), milking and the maize harvest asked again (dairy and arable), "Jo,
 * gut" with no number asked again (4), "220 … nur für die Hälfte … also
 * 110", then "Du, ich muss los, der Tierarzt ist aufm Hof": open).
 *
 * Held out: de-r55, on the built-in questionnaire.
 *
 * TWENTY-SEVENTH BLIND SET (2026-12-01): de-i101…de-i105, five intake
 * conversations appended at the end of the intake cases (no referee or tenant
 * questionnaire this time). Written by a twenty-seventh writer who read
 * neither the readers, the lexicons, the interviewer nor the corpus tests,
 * nor ran them. New ground: East Belgium, Bern, the Burggrafenamt and Leipzig
 * as tenants, a list lettered "a)" to "c)", a football coach as a referee, a
 * refusal "for now" with a condition, a general hotel address given for a
 * boss, a contact copied from a phone with two numbers and a birthday, a
 * referee who was the candidate's report, and a candidate who leaves before
 * the third. A cable-factory worker in Eupen ("Jo, dat jeht klar", "mein
 * Meister … Herr Guido Kessler-Mertens", a Belgian "GSM 0475 12 34 56", "der
 * Marcel vom Fußball – also mein Trainer bei der AS" whose Eupen landline
 * comes later, an Aachen landline "0241 4477 1290" asked which country, "Dat
 * wär et. Merci!"); a Bernese bus driver ("aber nei, vorläufig lieber nid"
 * with his boss's address inside and "Wenn Dir mir es Agebot machet, gib i
 * Öich gärn Referänze": nothing kept); a cook near Merano ("Jo passt, va bene
 * 👍", "Herr Thaler... Hannes Thaler", an Italian mobile, "Mail hab i nit"
 * then "info@… aber des liest er eh selber", "der Luis, also Alois Gamper"
 * withdrawn for "verena punkt kofler at gmail punkt com", "Des wars,
 * grazie!"); and a trade-fair project lead in Leipzig ("Mobil", "Arbeit …
 * 44-0" and "Geburtstag: 12.03.1971" in one contact, "Ruft lieber aufs Handy
 * an", "ich war seine Teamleiterin", "Ich meld mich heut abend": open).
 *
 * Held out: de-i105, a cellar worker at a Palatinate winery ("Ei jo, mache
 * mer", two referees joined by "und", "alla hopp!").
 *
 * TWENTY-EIGHTH BLIND SET (2026-12-01): de-r57, de-t74, de-r58, de-t75 and
 * de-t76, appended at the end of the referee cases, with one more tenant
 * questionnaire (de-uhrmacher, watchmaking as an atelier in Biel/Bienne or
 * Winterthur writes it, in Swiss Standard German with the trade's French
 * words: the job as a single choice (a "Remonteuse" is a watchmaker, "SAV"
 * the after-sales service that does "Revisionen"), years with them, the work
 * as a REQUIRED multiple choice named in French ("Remontage", "Reglage",
 * "Emboîtage") or by what is left out ("Alles usser Komplikatione"), a
 * precision rating, an OPTIONAL rating of speed, the EFZ as an optional
 * yes/no (a WOSTEP course is not one), movements a day (optional, which
 * people give per calibre: "Bi de 2824er so 6"), a required yes/no, optional
 * text), used twice, and one conversation on de-hotel. Written by a
 * twenty-eighth writer who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them. New ground: Lower Bavaria,
 * Vienna, the Montafon (Vorarlberg), Biel and Winterthur, a referee who
 * answers every question in one long first message, corrections of a much
 * earlier answer (the relationship, the years), numbers that are not the
 * answer (an age, a calibre, beds beside rooms, a year), "Fragen Sie sie
 * selber" and "froged Sie d Gäscht selber", sarcasm on a rating, a referee
 * who is not sure she is the right person, a partial refusal ("mehr ned. A
 * Zahl geb i da keine"), ratings as words ("Passt scho", "sehr guad", "Sehr
 * gut" and "Befriedigend" as Austrian school grades, "Tiptop") and "Vom März
 * 22 bis letzten August". A master joiner in Landshut on the built-in in
 * Bavarian ("Passt scho" asked again (4), "sehr guad, der ko wos" asked again
 * (5), "Teamfähig? Freilich, bei da Brotzeit is er oiwei da Erste 🙄" asked
 * again (3), "Der Bua is 22, wen soll der führn 😄 Lass des weg" (blank, never
 * 22), "Drei Johr Lehr ab 2019 und dann no zwoa Johr Geselle" (60), "Pfiat
 * eich!"); the head of a watch atelier in Biel on de-uhrmacher who answers
 * everything at once ("Ich mache es kurz und beantworte alles auf einmal",
 * "Remonteuse" (a watchmaker), "acht Jahre, von 2018 bis diesen Sommer",
 * "Valjoux 7750", "Emboîtage … hat sie nie gemacht", "Präzision: sehr gut"
 * asked again (5), "so 40 Werke"); a Viennese coffee-house head waiter on the
 * built-in ("Sehr gut" asked again (5), "Leiwand mit allen, 5",
 * "Befriedigend" asked again (3), "mehr ned. A Zahl geb i da keine" on
 * problem solving (blank), "Fragen S' sie selber" asked again, "ganz am
 * Anfang hab i Kollege gschrieben … ab 2023 war i ihr Oberkellner" while
 * would-rehire is asked, "Vom März 22 bis letzten August" asked again (53));
 * the owner of a hotel in the Montafon on de-hotel ("Bin i do richtig? … zwei
 * Réka", "Drei Wintersaisona, jeweils vo Dezember bis Oschtera" asked again
 * (12), the night shift done by the night porter, "froged Sie am beschta d
 * Gäscht selber 😄" asked again (5), "36 Zimmer, 70 Betta" (36)); and the
 * owner of a watch-repair atelier in Winterthur on de-uhrmacher in Zürich
 * German ("Revisione … Service vo Kundeuhre" (SAV), "Sit em Herbst 2019, also
 * sächs Jahr" corrected to "sibe" while would-rehire is asked, "Alles usser
 * Komplikatione", "Tiptop" asked again (5), "Nei, er isch Quereinsteiger …
 * Aber er het de WOSTEP-Kurs gmacht" (no), "Bi de 2824er so 6 am Tag" (6)).
 *
 * Held out: de-r57, on the built-in questionnaire.
 * TWENTY-NINTH BLIND SET (2026-12-01): de-i106…de-i110, five intake
 * conversations appended at the end of the intake cases (no referee or tenant
 * questionnaire this time). Written by a twenty-ninth writer who read neither
 * the readers, the lexicons, the interviewer nor the corpus tests, nor ran
 * them. New ground: Vorarlberg, Graubünden, the Pustertal, Vienna and
 * Liechtenstein as tenants (the Pustertal on an Italian tenant, whose landlines
 * keep their 0 after +39), a contact forwarded as a raw vCard, a relationship
 * said after the contact details, referees with only a phone, a yes with a
 * condition that names the boss left out, two referees named Reto, "gmial" set
 * right, an address given in a later message, a "same number as above" phone, a
 * mobile put under the wrong referee and moved, a referee withdrawn and
 * replaced, an address dictated with "Klammeraffe", and three referees then
 * "only the first two". A bottling-line worker in Dornbirn ("Hoi! Jo passt,
 * dörfen ihr gern kontaktiera" confirmed, "BEGIN:VCARD … N:Fink;Martina;;; …
 * TEL;TYPE=CELL:+43 664 …", "Sie isch 3 Johr mini Schichtleiterin gsi" in the
 * next message, "dr Elmar Böhler … nur s Festnetz dahoam: 05572 24681"); a
 * joiner in Chur ("Allegra! … Aber bitte nöd de Herr Casutt froge, das isch min
 * jetzige Chef" confirmed, Herr Casutt never kept; "Ich ha zwei Reto 😅"; "bim
 * Reto Caduff isch es gmail, nöd gmial"; "Grazia fitg"); a mason's apprentice
 * in Bruneck ("der Geom. Markus Oberhofer … Tel. 0474 55 12 30", "der
 * Vorarbeiter … gleiche Nummer wie oben", "Ah und die Mail vom Markus isch …",
 * a teacher announced with no name, "I muaß iatz in Stall": open); and a waiter
 * at a Viennese café ("Eh kloa", "Frau Mag.a Sabine Hrdlicka", "KR Ferdinand
 * Wurmböck", "die 0676er is ned vom Wurmböck, des is die vo da Chefin",
 * "streichts die Petra, de is grad in Karenz" for "Gerhard Pokorny", "gerhard
 * punkt pokorny Klammeraffe chello punkt at", "Baba!").
 *
 * Held out: de-i110, a machine operator in Schaan (a Swiss "078 …" asked which
 * country, "nimm nur di erschte zwei").
 *
 * THIRTIETH BLIND SET (2026-12-01): de-r59, de-t77, de-r60, de-t78 and
 * de-t79, appended at the end of the referee cases (no new tenant
 * questionnaire this time: de-uhrmacher, de-forst and de-museum, used least
 * so far). Written by a thirtieth writer who read neither the readers, the
 * lexicons, the interviewer nor the corpus tests, nor ran them. New ground:
 * Swiss referees who write French for whole answers ("Cinq sur cinq", "Disons
 * trois", "Meilleure que moi"), Swiss German numbers ("drüü"), a comparison
 * for a rating, "dito" as an answer, a refusal to put a number on a rating
 * with a description, a polite negative reference, voice dictation with no
 * punctuation and numbers spoken ("vier von fünf"), a long paragraph that
 * answers the tasks and the chainsaw certificate, and a referee who asks to
 * come back later. A team leader in Biel/Bienne on the built-in ("Une 5, äh,
 * eine 5 meine ich 😅", "Besser als die meisten im Team" asked again (4),
 * "dito" (4), "Absolument fiable … Cinq sur cinq" (5), "Disons trois" (3),
 * "Das cha-n-i nid säge" (blank), "Plus d'assurance en réunion" kept, "Jo
 * sicher", "Ca. drüü Jahr" (36), "Nei, merci vielmal"); the head of a watch
 * workshop on de-uhrmacher ("als horlogère, also Uhrmacherin, am Établi",
 * "Remontage und Réglage, am Schluss auch Emboîtage", "Meilleure que moi, et
 * je fais ça depuis trente ans 😄" asked again (5), "Langsamer als die Jungen
 * … Eine 3", "CFC d'horlogère praticienne, das ist das EFZ auf Französisch"
 * (yes), "bei Reglage vielleicht 40, bei Remontage 8 bis 10" asked again
 * (blank)); a master joiner in Paderborn on the built-in who dictates
 * ("kommunikation vier von fünf", "im team eher schwierig zwei", "keine
 * ahnung" (blank), "ich wünsche ihm wirklich alles gute aber ich würde ihn
 * eher nicht wieder einstellen" (no), "zweieinhalb jahre ungefähr" (30)); a
 * district forester in the Black Forest on de-forst ("also gut sieben Jahre"
 * (7), the tasks in one paragraph with "Den Motorsägenschein hat er übrigens"
 * (yes, not asked again), "Zahlen vergebe ich ungern. Ich sag mal so: …"
 * asked again ("Na gut, wenn's sein muss: 5"), "im Laubholz vielleicht 15, im
 * Fichtenschadholz auch mal 40" asked again (20)); and the head of education
 * at a museum in Vienna on de-museum ("Drei Saisonen", "Kassa nie", "Besser
 * als die meisten unserer Fixangestellten", then "Ich melde mich morgen":
 * open).
 *
 * Held out: de-r59, on the built-in questionnaire.
 * THIRTY-FIRST BLIND SET (2026-12-01): de-i111…de-i115, five intake
 * conversations appended at the end of the intake cases (no referee or tenant
 * questionnaire this time). Written by a thirty-first writer who read neither
 * the readers, the lexicons, the interviewer nor the corpus tests, nor ran
 * them. New ground: voice-dictated messages with no punctuation at all,
 * referees pasted from a CV as a table, a switchboard with an extension, a
 * shared company inbox kept as a referee's address, a name spelt letter by
 * letter, the consent taken back for one referee only (the consent stays, that
 * referee is never kept), a referee abroad whose country is said, a
 * relationship told in a sentence, initials for a first name given later, and
 * messages in two languages. A UX designer in Berlin in German and English
 * ("Yes klar, go ahead 👍" confirmed, "wir waren zwei Jahre im selben Team, she
 * was the lead": manager or colleague, "er war mein Kunde bei meinem
 * Freelance-Projekt": client, "That's it, danke!"); a cashier in Vienna
 * dictating by voice ("ja passt" confirmed, "der herr magister florian gruber
 * seine email ist florian punkt gruber at billa punkt at", the title dropped,
 * "sabine punkt leitner at gmx punkt at", "das wars danke"); a joiner in
 * Stuttgart ("über die Zentrale 0711 2205980, Nebenstelle 217": the extension
 * dropped, "Eine eigene Mail hat er nicht, am besten an
 * info@schreinerei-haegele.de, die leiten das weiter": kept as his address,
 * "er heißt Schmid, nicht Schmitt. S-C-H-M-I-D."); and a technician in Zurich
 * in Swiss German ("Jo, isch guet" confirmed, "wohnt jetzt in Italie, sini
 * Nummer isch 347 123 4567": +39, "de Urs bitte doch nöd kontaktiere … Nur de
 * Luca.": the consent stays, Urs never kept, "Das wärs, merci vielmal").
 *
 * Held out: de-i115, a freight dispatcher in Cologne (her CV's referees as a
 * tab-separated table, "Dr. K.-H. Bergmann" then "K.-H. ist Karl-Heinz … also
 * mein Vorgesetzter", "Mit Jana habe ich drei Jahre im gleichen Team
 * gearbeitet, sie war die Teamleiterin", "Das sind alle.").
 *
 * THIRTY-SECOND BLIND SET (2026-12-01): de-r61, de-t80, de-r62, de-t81 and
 * de-t82, appended at the end of the referee cases, with one more tenant
 * questionnaire (de-bestattung, funeral homes as a Bestattungshaus in Kassel
 * or a Bestattungsunternehmen in the Pinzgau writes it: the relationship as a
 * single choice, years in the house (which people count around a parental
 * leave, the Austrian "Karenz"), the tasks as a REQUIRED multiple choice
 * (transfers, hygienic care and laying out, talks with the bereaved,
 * funerals, the registry office and the cemetery), a rating of how they treat
 * the bereaved, an OPTIONAL rating of resilience, the exam as an optional
 * yes/no (an exam booked is not one passed), nights on call a month
 * (optional, min 0), a REQUIRED recommendation from 0 to 10 as a number, a
 * required yes/no, optional text), used twice, and one conversation on
 * de-sicherheit. Written by a thirty-second writer who read neither the
 * readers, the lexicons, the interviewer nor the corpus tests, nor ran them.
 * New ground: Mainz, the Pinzgau, the Vogtland, Kassel and Magdeburg, a
 * paragraph that answers five questions of the built-in at once, a NUMBERED
 * form whose item numbers sit beside answers that have no number ("4.
 * Deeskalation: sehr gut", "6. Nachtschichten: keine Ahnung"), gallows humour
 * on a required rating, a 0–10 scale answered "Zehn von zehn … neun" and "4
 * von 5" (never scaled silently), a typo that turns "keine" into "eine" set
 * right while the next question is asked, a rating corrected while another is
 * asked, "WIE OBEN", an old man typing in capitals, a colleague who will not
 * rate a required question (open), a conditional yes, and dates, ages, a
 * carnival date ("11.11."), guests, staff, cars and a signature's phone that
 * are never answers. The landlady of a wine tavern in Mainz on the built-in in
 * Rhine-Hessian ("Ei gude!", the relationship, "vum 11.11.2021 bis
 * Aschermittwoch 2025, also gut drei Jahr" (40 months), "Kommunikation e
 * glatte 5 … wann 200 Leut drin sin", "sag mer 3", "Jederzeit, nur net an
 * Fassenacht 😂" in one first message; "Der führt höchstens die Gäst an de
 * Tisch 😄" on leadership (asked again: blank); "bei Zuverlässigkeit hab ich 3
 * gesagt, des war gemein. Mache Se e 4 draus. Sonst nix, Helau!" at the last
 * question: reliability 4, no comment); the owner of a funeral home in Zell
 * am See on de-bestattung in Pinzgau dialect (role and tasks in one first
 * paragraph, "vo 2018 bis heuer im August … mit oan Joahr Karenz" asked again
 * (7), "Trauergespräche füahr bei uns nur i, do woar's dabei" (not ticked),
 * "Von unsrer Kundschaft hod si no koana beschwert 😄" asked again (5), "A
 * Vierer" (4), "De Befähigungsprüfung mocht's im März … Bis dahin: na" (no),
 * "Mia san zu viert mit drei Autos … so 8 Nächt" (8), "Zehn von zehn. Na wart
 * – neun" (9), "Sofort, wenn's ned nach Salzburg eini ziang tat" (yes)); a
 * retired master baker in Oelsnitz (Vogtland) on the built-in in capitals
 * ("ICH BIN JAHRGANG 47" in the relationship, "IN 40 JAHREN", "WIE OBEN" (5),
 * "HALT. DIE 3 WAR FALSCH … EINE 5" while problem solving is asked
 * (reliability 5; problem solving asked again: 4), "WAS MEINEN SIE MIT
 * FUEHRUNG. ER WAR DER LEHRLING" (blank), "ICH HABE ABER 2011 ZUGEMACHT"
 * (yes), "DREI JAHRE LEHRE VON 1999 BIS 2002 UND DANN NOCH EIN JAHR … DAS SIND
 * 4 JAHRE" (48)); a colleague at a funeral home in Kassel on de-bestattung
 * ("Dazu sag ich als Kollegin lieber nix" on the required rating, twice;
 * "Sie hat eine Nachtbereitschaft" then "*keine! Sorry, Tippfehler 🙈" while
 * the recommendation is asked (0, and no recommendation of 0), "4 von 5" on
 * the 0–10 scale asked again (8), "Ich stell ja nicht ein 😅 Aber …" (yes):
 * open); and the manager of a shopping centre in Magdeburg on de-sicherheit,
 * the client, who answers as a numbered form with a signature ("2. Jahre: seit
 * Frühjahr 2021" asked again (5.5), "4. Deeskalation: sehr gut" asked again
 * (5), "6. Nachtschichten: keine Ahnung" (blank), "Tel. 0391 555 12 40").
 *
 * Held out: de-r61, on the built-in questionnaire.
 *
 * THIRTY-THIRD BLIND SET (2026-12-01): de-i116…de-i120, five intake
 * conversations appended at the end of the intake cases (no referee or tenant
 * questionnaire this time). Written by a thirty-third writer who read neither
 * the readers, the lexicons, the interviewer nor the corpus tests, nor ran
 * them. New ground: the Lower Rhine on the Dutch border, Linz, Nuremberg,
 * Schwerin and Lucerne as tenants, a Dutch mobile in local format, Dutch and
 * Lucerne particles ("ter", "van 't", "am", "zur"), the candidate's own number
 * offered after a referee, a yes that turns into a no in the same message with
 * a name inside, "they're all in my CV", a surname that is a job word, a
 * referee with only a landline and one with only an e-mail, a mobile dictated
 * in pairs the way Germans read numbers, a spoken "punkt" that ends a sentence
 * after an address, and a digit set right by its place. An order picker from
 * Kleve who works in Venlo ("Ja, mach ruhig", "Ruud ter Horst … 06 41 23 45
 * 67" asked which country (+31), "die Anke van 't Hek aus der
 * Personalabteilung, nur per Mail", then "Falls Sie mich brauchen, ich bin
 * unter 0157 34567890 erreichbar" (his own number: nobody's phone), "Dat
 * wär's"); a clerk in Linz ("Jo sicher, gern! … Na, wart. Eigentlich na …
 * Höchstens d'Sandra Leitner, oba na" and, asked again, "Na, danke, bleibt
 * dabei": refused, nobody kept); a cook's assistant in Nuremberg ("Ja, bassd
 * scho" confirmed, "Die stehen eigentlich alle im Lebenslauf 📎", "mein
 * Küchenchef, der Koch – der heißt echt so 😄 – Thomas Koch, 0911 2345670 …
 * erst ab 14 Uhr", "Birgit Schmidt-Kaiser … nur Mail"); and a shipyard worker
 * in Schwerin dictating ("ja das ist in ordnung punkt" confirmed, "katrin
 * wegner mit w am anfang … null eins sieben sechs zweiundzwanzig achtundachtzig
 * null null einundsiebzig punkt", "ole punkt hansen at web punkt de punkt wir
 * haben zusammen auf der werft gearbeitet", "das war's danke ausrufezeichen").
 *
 * Held out: de-i120, a hotel receptionist in Lucerne ("Jo, gärn", "Frau
 * Beatrice am Rhyn" and "Herr Pirmin zur Gilgen", "di zweitletscht Ziffer en
 * 4, nöd en 9").
 *
 * THIRTY-FOURTH BLIND SET (2026-12-01): de-r63, de-t83, de-r64, de-t84 and
 * de-t85, appended at the end of the referee cases, with one more tenant
 * questionnaire (de-brauerei, breweries as a country brewery in Franconia or
 * a craft brewery in Hamburg writes it: the relationship as a single choice
 * (the brewmaster or head of production, the owner, a colleague, a client
 * from the trade), months with them (which people count from an
 * apprenticeship begun at 16, or give in English), the work as a REQUIRED
 * multiple choice (brewhouse, fermenting and lagering cellar, filling in
 * bottles, cans and kegs, cleaning and CIP, the tap and brewery tours) named
 * in the trade's words ("Keller", "Canning Line") or by what others do, a
 * rating of care, an OPTIONAL rating of how they cope with early shifts and
 * the high season, a forklift licence as an optional yes/no, hectolitres a
 * week (optional; brewers count in brews of so many hectolitres, Americans
 * in barrels), a required yes/no, optional text), used twice, and one
 * conversation on de-logistik. Written by a thirty-fourth writer who read
 * neither the readers, the lexicons, the interviewer nor the corpus tests,
 * nor ran them. New ground: the Upper Palatinate, Franconian Switzerland,
 * the Allgäu, North Hessen and an American in Hamburg; "Eins mit Sternchen"
 * (the best, never a 1) and "Zwei minus" (a German grade with a minus) on a
 * scale where 5 is the best, four thumbs-up as a rating, a referee who first
 * asks whether the request is genuine, "a Vierer mit Tendenz nach oben",
 * times of day, ages, a count of learners, exam points and an error rate
 * beside the answers, an amount made of a count times a unit ("20 Hektoliter
 * pro Sud … zwei, drei Sud in der Woch"), barrels for hectolitres, and a
 * single choice where two options fit ("Vollzeit, im Dreischichtbetrieb").
 * The owner of a driving school in Amberg on the built-in in Upper
 * Palatinate dialect ("Eins mit Sternchen, gell 😄" asked again (5), "a
 * Vierer mit Tendenz nach oben" (4), "Bis auf zwoa, drei Mal, wo's um 7:45
 * statt um halb acht do war: fünf" (5), "A guade Drei, vielleicht a schwache
 * Vier" settled with "Sag ma drei", "De war 19 😄 Des lass ma weg" (blank,
 * never 19), "Vom September 22 bis Ende April 25" (32), "Na, des wars");
 * the brewmaster of a country brewery in Pottenstein on de-brauerei ("Seit
 * der Lehr, die hat er mit 16 angfangt, und etz is er 24. Also acht Johr"
 * (96 months), "Sudhaus und Keller … Abfüllung ned … die Führungen macht mei
 * Frau", "Fei a Fünfer … um zwei Grad daneben", "Um fünfe in der Früh … A
 * Vierer", "20 Hektoliter pro Sud … zwei, drei Sud in der Woch" settled with
 * "Schreibens 50"); the head of training at a bank branch in Kempten on the
 * built-in ("Woher haben Sie meine Nummer? Ist das seriös?" before the
 * relationship, "Zwei minus" asked again (4), "87 Punkten, also gut. Eine 4",
 * "👍👍👍👍" asked again (4), "Nicht zutreffend, sie war Azubi", "Vom 1.
 * August 2021 bis zur Abschlussprüfung im Januar 2024, und dann noch ein
 * halbes Jahr" (36), "Nein. Und bitte nicht zurückrufen"); a warehouse
 * shift lead in Bad Hersfeld on de-logistik ("Vom Peak 2022, also Oktober,
 * bis Ende Januar 2025. 28 Monate", "Fehlerquote 0,3 Prozent … ne 5",
 * "Vollzeit, im Dreischichtbetrieb" asked again (Schichtdienst), 400 parcels
 * on Christmas Eve at 10 p.m. as the remark); and the American head brewer
 * of a craft brewery in St. Pauli on de-brauerei in German and English
 * ("About 18 months, I think" (18), "Brewhouse und Cellar, und die Canning
 * Line. CIP natürlich auch", "Pretty solid 4", "Keine Ahnung … es ist immer
 * busy 😅" (blank), "We do 30 barrels a week" asked again ("Google sagt ca.
 * 35 Hektoliter"), "Absolutely, yes", "Sein Englisch ist besser als mein
 * Deutsch 😂" as the remark).
 *
 * Held out: de-r63, on the built-in questionnaire.
 *
 * THIRTY-FIFTH BLIND SET (2026-12-01): de-i121…de-i125, five intake
 * conversations appended at the end of the intake cases (no referee or tenant
 * questionnaire this time). Written by a thirty-fifth writer who read neither
 * the readers, the lexicons, the interviewer nor the corpus tests, nor ran
 * them. New ground: Bremen, Salzburg, Stuttgart, Chemnitz and the Allgäu as
 * tenants, a nickname that is also a dialect yes ("der Jo – also Johannes
 * Berger"), a first boss who has died (never kept), an HR inbox with no
 * person that gets a person in the next message, a Croatian mobile in local
 * format and a Croatian honorific, a time of day that is no phone, a refusal
 * written as a formal letter with the boss's address and the candidate's own
 * signature, and an address replaced after a list. A port worker in Bremen
 * ("Ja, okay. Aber sagt mir bitte vorher Bescheid" confirmed, "Erstmal der
 * Jo – also Johannes Berger, mein Schichtleiter", "Mail hat er keine, die er
 * liest 😄", "Frau Dr. Ewa Nowak-Berger (nein, nicht verwandt mit Jo 😄)",
 * then "Falls ihr mich braucht: 0160 99887766": her own number, nobody's); a
 * cook in Salzburg ("der Herr Gruber vom Gasthof Post … is leider letztes
 * Jahr verstorben 🙏", "personal@…" then "d Frau Mag. Sabine Moser, de
 * Adresse passt scho", "da Toni, also Anton Lechner-Pichler … 0664 / 73 12
 * 845"); a Croatian site worker in Stuttgart ("Naravno, ja gerne 🙂",
 * "gospodin Ante Marić … mobitel 091 234 5678" asked which country, "Bitte
 * erst ab 10 Uhr anrufen", "Gotovo, das wars. Hvala lijepa!"); and a clerk
 * in Chemnitz ("Sehr geehrte Damen und Herren, nach reiflicher Überlegung
 * möchte ich Ihrer Bitte zum jetzigen Zeitpunkt nicht entsprechen …
 * Herrn Uwe Kaminski (u.kaminski@…) nicht zu kontaktieren … Mit freundlichen
 * Grüßen … Tel. 0371 / 48 12 77": refused, nothing kept).
 *
 * Held out: de-i125, a dairy worker in the Allgäu ("Ha jo, passt scho", "d
 * Vroni, also Veronika Hämmerle", a Vorarlberg mobile said to be in
 * Vorarlberg, "it vroni@…, sondern info@…", "Wendelin isch min Lehrmeister
 * gsi").
 *
 * THIRTY-SIXTH BLIND SET (2026-12-01): de-r65, de-t86, de-r66, de-t87 and
 * de-t88, appended at the end of the referee cases, with one more tenant
 * questionnaire (de-gartenbau, landscaping as a Garten- und Landschaftsbau
 * firm in Saxony or the Münsterland writes it: the relationship as a single
 * choice (the boss or site manager, a foreman, a colleague, a client), years
 * with them (which people count from the apprenticeship or from holiday jobs
 * as a pupil, or give as "ein gutes Jahrzehnt"), the work as a REQUIRED
 * multiple choice (paving and natural stone, planting, tree care, lawns and
 * winter service, ponds, machines) that people name by what a climber does
 * or the firm never offered, a rating of care on site, an OPTIONAL rating of
 * how clients take to them, the plant-protection certificate as an optional
 * yes/no, square metres of paving a day (optional; people count in pallets
 * of stone), a required yes/no, optional text), used twice, and one
 * conversation on de-apotheke. Written by a thirty-sixth writer who read
 * neither the readers, the lexicons, the interviewer nor the corpus tests,
 * nor ran them. New ground: Lübeck, Schaffhausen, Radebeul, the Innviertel
 * and the Münsterland; a percentage on a 1–5 rating ("80 %"), a half in
 * words on a rating ("Dreieinhalb"), a bare "Ja" to a rating, weeks for
 * months, Swiss thousands with an apostrophe ("CHF 1'850.–", "1'200"), a
 * price, a shift size, an apprentice year and a time beside ratings, the
 * candidate's age given for the years, a count made in pallets of stone, a
 * count for last year beside this year's, a referee who is the candidate's
 * father and former boss, and a "nicht wieder einstellen" that is a yes. A
 * shift lead at a marzipan factory in Lübeck on the built-in ("Muss ich da
 * alles beantworten?" before the relationship, "80 %" asked again (4),
 * "Zwischen 3 und 5, je nach Tagesform" settled with "dann 4", "Ja" on
 * reliability asked again (5), "in 20 Minuten … umgeplant. 5", "6 Leute …
 * 4", "Sechzig Wochen ungefähr" asked again (14), "Nee, dat wär's"); the
 * owner of a landscaping firm in Radebeul on de-gartenbau in Saxon ("Nu, Tach
 * ooch", "Sagen mer sechse" (6), "Bäume fällt bei uns nur der Baumkletterer,
 * und Teiche machen mer keene", "Fünfe", "Weeß ich nich" on the certificate
 * (blank), "So zwee Paletten am Tag" asked again ("Ene Palette sind … 11
 * Quadratmeter, also 22"), "Nu freilich!"); the owner of a dental lab in
 * Schaffhausen on the built-in ("CHF 1'850.– … keine einzige zurück. 5",
 * "Dreieinhalb" asked again (4), "Schwer zu sagen" (blank), "zwei Lernenden
 * im 1. Lehrjahr … 4", "Zwei Jahre und drei Monate" (27), "Über 1'200
 * Arbeiten" with a signature as the comment); the owner of a pharmacy in Ried
 * im Innkreis on de-apotheke ("Konzessionsinhaberin", "Sie is 24" asked again
 * (4), "HV, Bestellungen und im Summa d'Zustellung mitm Radl. Rezeptur macht
 * bei uns nur a Pharmazeutin", the optional Rezeptur rating refused as not
 * her job, "jeden vierten Sonntag" (yes), "Heuer scho drei, letztes Joahr
 * woarn's zwa" (2), "Freilich, warum ned"); and a retired landscaper in
 * Telgte who is the candidate's father ("Darf ich da überhaupt antworten?",
 * "ein gutes Jahrzehnt, seit der Lehre 2014" asked again (11), "alles, außer
 * Teichbau", "Als Vater sag ich 5, als Chef 4. Nehmen Sie die 4", "Keine
 * Ahnung" on the square metres (blank), "Ich würd ihn nicht wieder
 * einstellen – ich würd ihm den Betrieb geben" (yes)).
 *
 * Held out: de-r65, on the built-in questionnaire.
 *
 * THIRTY-SEVENTH BLIND SET (2026-12-01): de-i126…de-i130, five intake
 * conversations appended at the end of the intake cases (no referee or tenant
 * questionnaire this time). Written by a thirty-seventh writer who read
 * neither the readers, the lexicons, the interviewer nor the corpus tests,
 * nor ran them. New ground: Hamburg, Wels, Herisau, Mannheim and Osnabrück as
 * tenants, Ghanaian, Bulgarian and Portuguese mobiles in local format, a
 * question back on how many referees are wanted, a message meant for someone
 * else, two first names without a hyphen ("Hans Peter"), a "tel:" link and an
 * Outlook "<mailto:…>" tail pasted with a contact, a "+41 (0)71" landline, a
 * consent held until the shortlist, the candidate's own e-mail (nobody's), a
 * refusal in Kurpfälzisch with the boss's e-mail inside, and a Portuguese
 * compound first name with a particle surname. A care assistant in Hamburg
 * ("Yoo, ɛyɛ – ja, passt", "Wie viele brauchen Sie denn?", "Frau Birgit
 * Hansen-Lüders" and "Kwame Asante-Mensah … in Accra, 024 412 3456" asked
 * which country (+233), "Schatz, bring bitte Milch mit 🥛" then "Sorry,
 * falscher Chat", "Medaase"); a warehouse worker in Wels ("Да, разбира се
 * 🙂 Ja, passt eh", "Hans Peter Ehrensberger, tel:+436643127845,
 * h.ehrensberger@traunlog.at<mailto:…>", "Georgi Petrov, 0888 123 456"
 * asked which country (+359), "Готово – fertig"); a polymechanic in Herisau
 * ("aber nur, wenn i i di engeri Uswahl chume" confirmed, his Lehrmeister with
 * "+41 (0)71 351 22 40", "Mini eigeti Adrässe … r.koller99@bluewin.ch":
 * his own, never a referee's); and a printer in Mannheim ("Ajo, im Prinzip
 * schon … awwer naa, lossen mers … Herr Thomas Keßler (t.kessler@…) … Mei
 * Zeugnis kenne Se gern hawwe": refused, nothing kept).
 *
 * Held out: de-i130, a clerk at the Osnabrück municipal utility ("Sim, claro
 * – ja, gern!", "0541 2002 4417 – nein, 4471", "Maria João de Sousa e Silva …
 * 912 345 678" asked which country (+351)).
 *
 * THIRTY-EIGHTH BLIND SET (2026-12-02): de-r67, de-t89, de-r68, de-t90 and
 * de-t91, appended at the end of the referee cases, with one more tenant
 * questionnaire (de-binnenschiff, inland shipping as a family-run barge on
 * the Rhine and the Main-Danube canal or a Danube cruise line writes it: the
 * relationship as a single choice (the skipper, the helmsman or mate, a
 * deckhand colleague, the shipping company or its dispatch), years aboard
 * with them (which people give from one spring to another autumn, or in
 * seasons of March to November), the work as a REQUIRED multiple choice
 * (mooring and locking, loading and unloading, the helm, the engine room,
 * tankers and dangerous goods under ADN) named in the trade's words
 * ("Leinen", "Luken", "am Ruder") or beside a gangway that is no option, a
 * rating of safe work on deck, an OPTIONAL rating of life with the crew in
 * close quarters, the radar licence as an optional yes/no (a Rhine patent is
 * another paper), days aboard a month (optional; people answer with their
 * rotation, "14 auf, 14 ab"), a required yes/no, optional text), used twice,
 * and one conversation on de-apotheke. Written by a thirty-eighth writer who
 * read neither the readers, the lexicons, the interviewer nor the corpus
 * tests, nor ran them. New ground: a skipper who writes between locks, the
 * candidate's job named in the referee's role answer ("war bei mir
 * Matrose"), a radio channel, a temperature, a ship's length and a crew
 * count beside ratings, "4,5" with a comma asked for, a rotation for days a
 * month, a Bulgarian school grade ("Отличен 6", where 6 is the best),
 * Cyrillic, Nigerian Pidgin ("Na true talk", "sha", "Oga", "Abeg", "No
 * wahala" that is a yes), a power cut in Nigerian English beside a rating,
 * Urdu ("Ji haan", "Bahut acha", "Bilkul", "Pata nahin") and a pharmacist
 * who is not the owner. The skipper and owner of a family barge on the
 * Main-Danube canal on de-binnenschiff ("Bin grad auf Talfahrt Richtung
 * Kelheim", "der Dennis war bei mir Matrose" (she is the skipper), "Von
 * Frühjahr 2021 bis letzten Herbst. Moment, Schleuse kommt" asked again
 * ("4,5"), "Am Ruder war er auch … aber nur mit mir im Steuerhaus. Maschine
 * macht mein Mann, und Tanker fahren wir keinen", "auch bei 35 Grad. Kanal
 * 18 … 5", "Drei Leute auf 110 Meter 😅 … 4", "Rheinpatent hat er noch
 * keins" beside a radar licence (yes), "14 auf, 14 ab" asked again (15));
 * the operations manager of a Lagos branch on the built-in, who learned
 * German at the Goethe-Institut ("Sehr sehr gut. Na true talk" asked again
 * (5), "5 sha", "Even when NEPA took light for 3 days … 5", "4 oder 5… ich
 * sage 4", "Sie war die Oga von 12 Leuten … Oga heißt Boss. 4", "No wahala!
 * Ja, sofort" (yes), "Zwei Jahre, Januar 2023 bis Dezember 2024" (24),
 * "Nein danke. Greet her for me!"); the Bulgarian captain of a Danube cruise
 * ship on de-binnenschiff ("Здравейте!", "Zwei Saisons, 2024 und 2025,
 * jeweils März bis November" asked again ("Две години … 2"), "Gangway für
 * die Passagiere. Laden nein … Maschine auch nein", "Отличен 6! Wie bei uns
 * in der Schule" asked again (5), "Crew 42 Leute, 11 Nationen … 4", "Не
 * знам" on the radar licence (blank), "sechs Wochen an Bord, dann zwei
 * Wochen frei" asked again (22), "Да, разбира се!"); and a pharmacist in
 * Hamburg-Harburg on de-apotheke with Urdu ("approbierte Apothekerin …
 * nicht die Inhaberin. Jannik ist PTA bei uns" (a pharmacist in the team),
 * "Bestellung macht unsere PKA. Boten fahren wir nicht", "Bahut acha! Sehr
 * gut" asked again (5), "Bilkul 5 … 30 Rezepturen die Woche", "Pata nahin …
 * drei oder vier?" asked again (3), "Inshallah bleibt er … ja, jederzeit
 * wieder", "Shukriya. Nein, das ist alles").
 *
 * Held out: de-r67, on the built-in questionnaire (the owner of a hostel in
 * Pozuzo, a Tyrolean colony in Peru, in Tyrolean German with Spanish).
 *
 * THIRTY-NINTH BLIND SET (2026-12-02): de-i131…de-i135, five intake
 * conversations appended at the end of the intake cases. Written by the
 * thirty-eighth set's writer, who read neither the readers, the lexicons,
 * the interviewer nor the corpus tests, nor ran them. New ground: Bielefeld,
 * Zug, Wernigerode and Würzburg as tenants and a Romanian tenant, Mexican,
 * Norwegian and Kenyan mobiles, Plautdietsch, a refusal with the boss's
 * landline inside (no e-mail), a referee struck for a private reason, the
 * candidate's own mobile and e-mail after the referees, and a surname set
 * right in dialect. A Mennonite from Cuauhtémoc (Chihuahua) in Bielefeld
 * ("Jo, daut es goot. Sí, claro" confirmed, "Mien Baas in der Käsefabrik …
 * 625 123 4567" asked which country (+52), "Nä, waut… die Mail ist
 * h.janzen@…, nicht helga.janzen", "Daut's aules. Dankscheen!"); a
 * commodities trader in Zug ("Sorry, aber nein … vor allem nicht meinen
 * Chef, Mr. Daniel Hürlimann, 041 727 55 10. He'd kill me 😅", asked again:
 * refused, nothing kept); a cook in Wernigerode (a numbered list with a
 * German mobile and "in Geilo (Norwegen), 412 34 567", then "streichen Sie
 * bitte den Uwe wieder. Der ist jetzt mit meiner Ex zusammen 🙈"); and a
 * Kenyan nurse in Würzburg ("Ndiyo, ja gerne" confirmed, "mein Matron am
 * Kenyatta Hospital … 0722 456 789" asked which country (+254), "Falls Sie
 * mich brauchen: 0152 23984410, grace.otieno@…": hers, nobody's).
 *
 * Held out: de-i135, a worker at an automotive plant in Timișoara (Banat
 * Swabian, a Romanian tenant, "Net Lang, Lange mit e am End").
 *
 * FORTIETH BLIND SET (2026-12-02): de-r69, de-t92, de-r70, de-t93 and
 * de-t94, appended at the end of the referee cases, with one more tenant
 * questionnaire (de-veranstaltungstechnik, event technology as a rental and
 * production company or a festival's production office writes it: the
 * relationship as a single choice (the technical lead or Meister/in für
 * Veranstaltungstechnik, a crew chief, a colleague on the crew, the
 * organiser or client who booked them), years with them (which people count
 * in festival summers, some of them cancelled), the work as a REQUIRED
 * multiple choice (sound, light, rigging, stage building, video and LED)
 * named in the trade's words ("Motoren hängen", "Truss", "Podeste", "die
 * Wings", "vorm Pult") or only in part, a rating of safe work, an OPTIONAL
 * rating of how they hold up on long nights, a licence for aerial work
 * platforms as an optional yes/no, hours on a typical show day (optional),
 * a required yes/no, optional text), used twice, and one conversation on
 * de-nahverkehr. Written by a thirty-ninth writer who read neither the
 * readers, the lexicons, the interviewer nor the corpus tests, and ran only
 * the corpus's shape check. New ground: Icelandic and Latvian, a festival
 * whose Corona years do not count, the candidate's job title named in the
 * referee's role answer ("Crew Chief Rigging"), a client who answers five
 * questions in one formal letter and knows only part of the work, a shift
 * on paper beside the real one, times of day and a bus line beside ratings,
 * Basel words ("Drämmli" is the tram, a "Car" the coach), and a one-word
 * referee in a hurry. The production manager of a metal festival in Wacken
 * on de-veranstaltungstechnik ("Technische Leitung … Timo … Crew Chief
 * Rigging" (the referee is the technical lead), "Seit 2019. Wobei 2020 und
 * 2021 ja wegen Corona ausgefallen sind" asked again (6), "Motoren hängen,
 * Truss bauen … Podeste und die Wings. Ton und Licht nicht, vorm Pult hat er
 * Respekt" (rigging and stage building), "ohne Helm unter die Traverse … 5",
 * a night load-out in the mud with "\m/" and no number asked again (5),
 * "IPAF hat er, 3a und 3b" (yes), "Offiziell 10-Stunden-Schichten. Real eher
 * 14" asked again (14), "Für 2027 … eingeplant … Also ja", a chain hoist with
 * a broken brake in the remark); the head of a freight forwarder in Riga on
 * the built-in, one word at a time ("Vorgesetzter. Spedition, Riga.",
 * "pieci" asked again (5), "Jā. 5", "3-4" settled ("Nu labi, 4"), "Nezinu"
 * (blank), "Jā" (yes), "divi gadi" asked again (24), "Nē. Paldies."); the
 * headmistress of a Gymnasium in Siegen on de-veranstaltungstechnik, a
 * client, in one letter with her signature ("gebucht … von 2022 bis 2025"
 * asked again (3), "Ton und Licht … Ob sie auch die Traversen aufgehängt hat,
 * kann ich nicht sagen" (sound and light only), "Was die Sicherheit angeht
 * … Ich würde sagen 5", "jederzeit" (yes, never asked again), "um 23 Uhr zu
 * Hause" and "Weiß ich nicht" (blank), "von 14 Uhr bis nach 3 Uhr nachts,
 * also rund 13 Stunden" (13)); and a tram driving instructor at the BVB on
 * de-nahverkehr in Baseldytsch ("Fahrlehrere", "Syt em Fahrplanwächsel im
 * Dezämber 2021. Also jetz grad föif Joor" (5), "Drämmli … Gelänkbus uff dr
 * 30er-Linie. Car nie" (articulated bus and tram), "Bsoffeni am
 * Samschtignoocht?" asked back, "am Morgestraich am 4i am Morge … E Föifi"
 * (5, never 4), "Vier", "Kai ainzige. Ai Mol … nit sy Schuld gsi" (0), "Jo
 * sicher", "Nai, das wärs. Merci vylmool").
 *
 * Held out: de-r69, on the built-in questionnaire (the owner of an
 * Icelandic-horse farm near Hella, in German with Icelandic).
 *
 * FORTY-FIRST BLIND SET (2026-12-02): de-i136…de-i140, five intake
 * conversations appended at the end of the intake cases. Written by the
 * fortieth set's writer, who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, and ran only the corpus's shape check.
 * New ground: Regensburg, Ulm, Lüneburg, St. Pölten and Vienna as tenants,
 * Nepali, Icelandic, Moldovan and Peruvian mobiles in local format, an
 * honorific after a first name ("Bikash dai"), Icelandic patronymics, a
 * Swabian refusal with the boss's e-mail and an office number with an
 * extension inside, a digit set right and then the same referee struck, the
 * candidate's own mobile and e-mail after the referees, a live-in carer
 * whose referees are the family she cared for and her agency, and two
 * referees without an e-mail (open). A Nepali cook in Regensburg ("Namaste
 * 🙏 Huncha, ja das passt" confirmed, "Herr Sepp Brunner, 0171 …",
 * "Bikash dai – also Bikash Gurung. 9841 234 567" asked which country
 * (+977), "am besten WhatsApp", "Bas, yeti ho. Das wars, dhanyabad!"); a
 * machinist in Ulm ("Wer kriegt denn des alles zum Lesa?", then "Noi, des
 * lass mr liaber. Vor allem ned mein jetziger Chef, dr Herr Wolfgang Eisele
 * (w.eisele@…, 0731 940 21-18)": refused, nothing kept); a horse trainer in
 * Lüneburg back from Iceland (a numbered list, "Guðrún Sigurðardóttir …
 * 862 4417" asked which country (+354), "Einars Nummer ist 865 3390, nicht
 * 856", then "streicht Einar doch. Der ist bis März auf Grönland", "Mich
 * erreicht ihr unter 0172 …": hers, nobody's, "Das wars, takk!"); and a
 * Moldovan live-in carer in St. Pölten ("Da, sigur. Ja, passt" confirmed,
 * "Frau Herta Wimmer, die Tochter von Oma Resi … nur Festnetz: 02742 35 12
 * 70", "die Koordinatorin … in Chișinău, 069 123 456" asked which country
 * (+373), "Mail hab ich von beiden keine", "Oma läutet, ich muss gehen":
 * open).
 *
 * Held out: de-i140, a Peruvian cook in Vienna ("Claro que sí 🙂 Ja,
 * passt", "la Sra. Rosa Quispe Mamani", a Peruvian mobile, "Eso es todo –
 * das wars").
 *
 * FORTY-SECOND BLIND SET (2026-12-02): de-r71, de-t95, de-r72, de-t96 and
 * de-t97, appended at the end of the referee cases, with one more tenant
 * questionnaire (de-rettungsdienst, the ambulance service as a county's
 * Rettungswache in Thuringia or Saxony-Anhalt writes it: the relationship as
 * a single choice (the head of the station or the Praxisanleiter/in who
 * trained them, a colleague on the ambulance, the emergency doctor, the
 * dispatch centre), years together (which people count from the three years
 * of training, or from a month), the vehicles as a REQUIRED multiple choice
 * (RTW, NEF, KTW, air rescue, dispatch) named by radio call signs ("Christoph
 * 44") or by who else does the work, a rating of patient care, an OPTIONAL
 * rating of how they deal with relatives and onlookers, the C1 licence as an
 * optional yes/no, missions in a 12-hour shift (optional; people answer per
 * 24-hour duty, or as a range), a required yes/no, optional text), used
 * twice, and one conversation on de-museum. Written by a forty-second writer
 * who read neither the readers, the lexicons, the interviewer nor the corpus
 * tests, nor ran them (only the type check). New ground: a smartwatch's
 * canned replies, footer and handwriting recognition, Egyptian Arabic in
 * Arabizi whose digits are letters ("7elw", "3arif", "5alas"), a referee's
 * online stars for a rating, a week-by-week statistic for a weekly count,
 * call signs and a motorway number beside ratings, and Lake Constance
 * Alemannic. A Praxisanleiter at the Rettungswache in Leinefelde (Eichsfeld)
 * on de-rettungsdienst ("RTW 1/83-1", "3 Jahre Ausbildung (2019–2022) plus
 * danach knapp 2 Jahre" asked again (5), "KTW machen bei uns die Kollegen …
 * Christoph 44 ist Göttingen, nicht unsere Baustelle", "Polytrauma auf der
 * A38 … 5", "3-4" settled (3), "24h-Dienste … so 8–10. Auf ne 12er gerechnet
 * vielleicht 4, 5" asked again (5)); the Wachführer of the lifeguards at
 * Westerland (Sylt) on the built-in, typing on a smartwatch ("Gesendet von
 * meiner Apple Watch" under an answer, "Bin unterwegs." and "Kann jetzt nicht
 * sprechen." that answer nothing, "2 saisons je 5 monate" (10), "vjer" for
 * vier, "S" for a 5 asked again, "👍" asked again (4), "Ok" on would-rehire
 * asked again (yes)); an Egyptian emergency doctor in Stendal (Altmark) on
 * de-rettungsdienst ("Seit Oktober 2022. Ich rechne schlecht auf Deutsch"
 * asked again (4), "Hubschrauber – ich wünschte", "7elw awi! Sehr gut"
 * asked again (5), "4 – nein, 5", "Mish 3arif" on the C1 licence (blank), "so
 * 6 bis 8" asked again (7), "Aywa", "5alas, das wars" as no comment); and the
 * head of education at the Zeppelin Museum in Friedrichshafen on de-museum
 * ("gut fünf Johr" asked again (5), "Tastführunge für blinde Gäscht … Kasse
 * nie", "Uff Google hat se 4,9 Sterne" (asked again: 5), "Französisch … ah
 * nei … Für d'Franzose us Lyon aber scho" (yes), "KW 14: 6, KW 15: 4, KW 16:
 * 5, KW 17: 7" asked again (5), a required memory with "96 Johr" and "1936").
 *
 * Held out: de-r71, on the built-in questionnaire (a Wachtmeister of the
 * Pontifical Swiss Guard in Rome, in Swiss Standard German with Italian and
 * Latin: "die üblichen sechsundzwanzig Monate" with dates (26), "Quattro –
 * pardon … 4", "98 von 100 Punkten. 5", "Tre o quattro… sagen wir 3",
 * "Dazu äussere ich mich nicht" on leadership (blank)).
 *
 * FORTY-THIRD BLIND SET (2026-12-02): de-i141…de-i145, five intake
 * conversations appended at the end of the intake cases. Written by the
 * forty-second set's writer, who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them (only the type check). New
 * ground: Goslar, Cottbus, Wilhelmshaven, Solothurn and Garmisch-Partenkirchen
 * as tenants; foreign mobiles in local format that are also well-formed
 * numbers of the tenant's own country (a Finnish 040 that looks like Hamburg,
 * a Thai 081 that looks like Chur); Finnish, Georgian, Thai and Ethiopian
 * mobiles; a consent word from another language before a German "kein"; a
 * northern no that starts with "ja"; titles from other languages before names
 * ("Khun", "W/ro", "Ato"); a Harz mining greeting in a pasted signature. A
 * Finnish engineer in Goslar ("Joo, sopii – ja, passt" confirmed, a bulleted
 * list, "Päivi Häkkinen … in Helsinki, … 040 718 2264" asked which country
 * (+358), "Mit freundlichem Glückauf / Dipl.-Ing. Hans-Georg Brunotte … Tel.
 * 05321 68 74-20", "Jukka bitte streichen", "Kiitos!"); a Georgian nurse in
 * Cottbus ("Ki, kein Problem 🙂" confirmed, "Dato – also eigentlich Dr.
 * David Beridze, 599 12 34 56" asked which country (+995), his e-mail set
 * right "nicht gmail", "Didi madloba!"); a port worker in Wilhelmshaven
 * ("Muss das jetzt sein?", then "Jaa nee, lass mal lieber" with his boss's
 * e-mail and landline inside: refused, nothing kept); and a Thai cook in
 * Solothurn ("ได้ค่ะ 🙏 Ja, gern – aber bitte erst nach meinem Probetag"
 * confirmed, "Khun Somchai Srisuk … 081 234 5678" asked which country (+66),
 * "Herr Beat von Arx … 032 622 44 10", a new Thai number sent later).
 *
 * Held out: de-i145, an Ethiopian room attendant in Garmisch-Partenkirchen
 * ("እሺ – ja, ok", three referees in one message with "W/ro" and "Ato",
 * "0911 23 45 67" asked which country (+251), "በቃ – das wars").
 *
 * FORTY-FOURTH BLIND SET (2026-12-02): de-r73, de-t98, de-r74, de-t99 and
 * de-t100, appended at the end of the referee cases, with one more tenant
 * questionnaire (de-schornsteinfeger, chimney sweeps as a district master's
 * business in the Westerwald or a Kaminfeger business in canton Glarus writes
 * it: the relationship as a single choice (the district master or owner of
 * the business, a master or foreman in it, a journeyman colleague, a client
 * or property manager), years together (which people count from the
 * apprenticeship, or as dates), the work as a REQUIRED multiple choice
 * (sweeping, emission and flue-gas measurements, the Feuerstättenschau and
 * approvals, energy advice, ventilation and kitchen hoods) named in the
 * trade's words ("BImSchV", "Feuerigskontrolle", "Kamin fäge") or by who
 * else does it (the district master signs, the municipality inspects), a
 * rating of care and cleanliness in the customer's home, an OPTIONAL rating
 * of how customers take to them, the master's examination as an optional
 * yes/no (a Swiss Fachausweis as a foreman is not one), houses on a typical
 * day (optional; sweeps count in chimneys, in measurements or in hours), a
 * required yes/no, optional text), used twice, and one conversation on
 * de-friseur. Written by a forty-fourth writer who read neither the readers,
 * the lexicons, the interviewer nor the corpus tests, nor ran them (only the
 * type check). New ground: keyboards and phones that change what is typed.
 * WhatsApp formatting, whose strikethrough is a correction ("~5~ *6 Jahre*",
 * "~Nein~ Doch"); a laptop whose layout is set to US English on a German
 * keyboard (z and y swapped, "[" for ü, ";" for ö, "'" for ä, "-" for ß, "/"
 * for a minus, ">" for a colon: "f[nf", "sechyehn Monate", "/38 Grad");
 * gloves and a cracked display that turn numbers and no-words into other
 * real words ("Bier" for vier, "Frei" for drei, "neu" for neun, "Mein" for
 * nein, a 6 for a 5); Swiss German that the phone's autocorrect turns into
 * Standard German ("isch" into "ich", "füf" into "für", "chli" into
 * "Chili"); Ukrainian in Cyrillic whose "Ні" (no) looks like "Hi". The
 * district chimney sweep of a Kehrbezirk near Montabaur on
 * de-schornsteinfeger, on a roof with gloves ("Frei Jahre Lehre bei mir (2017
 * bis 2020), seitdem Geselle. Zusammen neu Jahre" (9), "Feuerstättenschau
 * macht er mit mir, unterschreiben muss ich. Energieberatung nein", "Bier"
 * asked again (4), "Glücksbringer halt 🍀 6" asked again (5), "Mein, noch
 * nicht" (no), "20 Häuser … auch mal 35 Kamine" asked again (25), "Ha,
 * jederzeit!" (yes), "Mein, muss runter vom Dach" (no remark)); the station
 * leader and physician of the 2025 overwintering team at Neumayer Station
 * III in Antarctica on the built-in, on a station laptop set to US English
 * ('"rytin der {berwinterung', "J;rn", "Neumazer", "sechyehn Monate" (16),
 * "/38 Grad" and "20 Minuten" in the strengths, "Flugyeugen", "f[nf" (5),
 * "vieryehn Monate … viel wert> 5" while teamwork is asked (5), then "die
 * Tastatur steht auf US-Layout … umgestellt"); the owner of a Kaminfeger
 * business in Schwanden (Glarus Süd) on de-schornsteinfeger ("D Nadja ich bi
 * mir i d Lehr gange", "im Auguscht 2019 agfange, sit em Summer 2022 ich si
 * Gsellin" asked again (7), "Brandschutzkontrolle macht bi üs d Gmeind",
 * "Für" asked again ("FÜF": 5), "Das chan i nöd säge" (blank), "Berufsprüefig
 * als Vorarbeiterin … D Meischterprüefig nonig" (no), "Mir rächned i Stunde,
 * nöd i Hüser" asked again (8), "e Chili Schoggi" in the remark); and the
 * owner of a hair salon in Odesa on de-friseur, writing German with
 * Ukrainian ("Vom September 2018 bis 24. Februar 2022. Dann Krieg" asked
 * again (3.5), "балаяж, Airtouch … Dauerwelle macht niemand mehr … Männer
 * nein", "П'ять!" asked again (5), "Ні. In der Ukraine gibt es keinen
 * Meisterbrief" (no), "8–10, в суботу bis 14" asked again (9), "Так!").
 *
 * Held out: de-r73, on the built-in questionnaire (the head keeper of a zoo's
 * elephant house in Augsburg, typing with WhatsApp formatting: "~meinem~
 * unserem Revier", "~5~ *6 Jahre*" (72), "Bei 4 Tonnen Elefant … ~4~ 5" (5),
 * "~5~ ~4~ … ach, 3 oder 4" asked again (4), "dazu sag ich _noch_ nichts" on
 * leadership (blank), "*Sofort* 🐘🐘" (yes), "~Nein~ Doch: …" as the remark).
 *
 * FORTY-FIFTH BLIND SET (2026-12-02): de-i146…de-i150, five intake
 * conversations appended at the end of the intake cases. Written by the
 * forty-fourth set's writer, who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them (only the type check). New
 * ground: Spanish, Czech and Turkish tenants and Lugano, a German mobile and
 * a German landline in local format in a foreign tenant (asked which
 * country), a photo that never arrives ("📷 Foto"), a Mallorcan nickname
 * ("Xisca, also Francisca"), Spanish double surnames, a bilingual Czech
 * signature with titles before and after the name ("Ing. … , Ph.D.", "Mgr.
 * …, MBA") and a landline and a mobile, the mobile chosen, a refusal in the
 * words of data-protection law with the boss's e-mail and extension inside,
 * a Turkish compound first name without a hyphen ("Hasan Hüseyin"), a
 * Threema ID that is neither a phone nor an address, a surname given without
 * a first name and the first name in the next message, and two referees
 * without an e-mail (open). A waiter at a beach club in Cala Ratjada ("Vale,
 * passt 👍" confirmed, "📷 Foto", then "Dann tipp ich's ab: Xisca, also
 * Francisca Bauzà Oliver … 971 56 34 12", his old boss at the Baltic with
 * "0171 5523 908" asked which country (+49), "¡Hasta luego!"); a
 * quality engineer at an automotive supplier in Plzeň ("Ano, jasně – ja,
 * klar" confirmed, "S pozdravem / Mit freundlichen Grüßen / Ing. Jiří
 * Dvořák, Ph.D. / … T: +420 377 123 456 / M: 603 214 587", "Am besten aufs
 * Handy", "Mgr. Lenka Svobodová, MBA", a German mobile asked which country,
 * "Děkuji!"); a data-protection officer at an insurer in Wiesbaden ("Auf
 * welcher Rechtsgrundlage …?", then "Ich widerspreche der Verarbeitung nach
 * Art. 21 DSGVO … Frau Dr. Claudia Reinartz (c.reinartz@…, 0611 7789-310)":
 * refused, nothing kept); and a Turkish-German guest-relations agent at a
 * hotel in Side ("Tamam, olur – ja, passt" confirmed, a numbered list with
 * "Hasan Hüseyin Çelik" and a Turkish mobile, a Gelsenkirchen landline asked
 * which country (+49), "Den Murat bitte streichen … bei der Konkurrenz in
 * Belek", "Bu kadar – das wars").
 *
 * Held out: de-i150, a site worker in Lugano in German with Italian ("Sì, va
 * bene – ja, passt", "il signor Bernasconi, Natel 079 …" then "Gianfranco
 * heisst er", "Davide Colombo, 347 812 4456 … nur auf Threema, ID 7XK4P2HM"
 * asked which country (+39), "keiner von beiden hat Mail", "Devo andare":
 * open).
 *
 * FORTY-SIXTH BLIND SET (2026-12-02): de-r75, de-t101, de-r76, de-t102 and
 * de-t103, appended at the end of the referee cases, with one more tenant
 * questionnaire (de-luftfahrt, aircraft maintenance as a Part-145 company at
 * an Austrian or German airport or a Part-147 school writes it: the
 * relationship as a single choice (the shift or hangar lead, a certifying
 * engineer who signs the CRS, a colleague, an instructor), months together
 * (which people give as dates with Austrian month names, in radio English or
 * as school years plus a hangar year), the areas as a REQUIRED multiple choice
 * (line, base, engines, avionics, cabin) named by aircraft types and checks
 * ("A- und C-Checks an de Dash 8", "PT6", "Garmin", "AOG an der
 * Außenposition") or by who else does them (the engine maker, "das zählt
 * nicht"), a rating of documentation, an OPTIONAL rating of technical
 * English, the Part-66 licence as an optional yes/no (a Namibian NCAA
 * licence the referee is unsure about, a "weiß i … glaub i zumindest"),
 * night shifts a month (optional; winter and summer differ), a required
 * yes/no, optional text), used in all three tenant conversations. Written by
 * a forty-sixth writer who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them (only the type check). New
 * ground: the Saarland, Salzburg, Transylvania and Namibia; aviation trades;
 * numbers and yes/no typed as on the radio (ICAO "Tree", "Fife", "Fower",
 * "Niner"; "Affirm", "Affirmative", "Negative"); a referee who writes every
 * message as a letter, with salutation, "Hochachtungsvoll" and his name, in
 * the old spelling ("daß", "muß"); a Romanian school grade where 10 is the
 * best; Romanian "da" for yes before a rating; Afrikaans ("lekker", "Ag",
 * "Ja-nee", "Engels is geen probleem nie", whose double negative is no "no");
 * Saarland dialect ("Allemol", "Ei jo", "Nä, merci"). The head midwife of a
 * delivery ward in Saarbrücken on the built-in (held out, see below); the
 * hangar manager at Salzburg airport on de-luftfahrt ("Von Jänner 2019 bis
 * Feber 2024" asked again (61), "Triebwerke hat er ned gmacht … Avionik aa
 * ned … Kabine scho", "Zwischen 3 und 4" asked again (3), "Die B1 hat er
 * heuer gmacht, des weiß i. Glaub i zumindest" (blank), "Im Winter so 6 bis
 * 8" asked again (4), "Jederzeit, sofern ma uns den leisten könnten" (yes));
 * an old master organ builder in Hermannstadt (Sibiu) on the built-in, in
 * letters ("gut fünfeinhalb Jahre" asked again (66), "Holzmengen (1780)",
 * "eine 9 … in Rumänien ist 10 die beste Note" asked again (4), "Eine glatte
 * Zehn. Also 5.", "Da. … 5", "Das vermag ich nicht zu beurteilen" (blank),
 * "Da, sofort" (yes), "Nein, danke. Gott befohlen" (no remark)); the shift
 * lead of line maintenance at Hamburg airport on de-luftfahrt, in radio
 * words ("Tree years and a half" (42), "Engine nur Ölstand … das zählt
 * nicht. Hangar nie", "Fife … Englisch gleich mit: fower" (5 and 4),
 * "Affirm" (yes), "Niner" (9), "Negative. Over and out" (no remark)); and an
 * instructor at a Part-147 school in Windhoek on de-luftfahrt ("Zweieinhalb
 * Jahre Schule und dann noch so ein Jahr im Hangar" asked again (42),
 * "Kabine nee", "4 bis 5" asked again (4), "Engels is geen probleem nie. 5",
 * "Ja-nee, die B1 hat er – von der NCAA, nicht EASA, weiß nicht ob das für
 * Sie zählt" (blank), "Keine" (0), "is'n lekker Ou" (yes)).
 *
 * Held out: de-r75, on the built-in questionnaire (the head midwife in
 * Saarbrücken, in Saarland dialect during a night shift: "dreiehalb Johr,
 * gell" (42), "mit de Fraue 1a … 4" (4, never 1), "Mir sinn 14 Hebamme im
 * Team … 5", "Wie meine Sie dat?" asked back then "medizinisch: 4", "Kann ich
 * nix dazu saan" on leadership (blank), "Ei jo … Sofort!" (yes), "Nä, merci"
 * (no remark)).
 *
 * FORTY-SEVENTH BLIND SET (2026-12-02): de-i151…de-i155, five intake
 * conversations appended at the end of the intake cases. Written by the
 * forty-sixth set's writer, who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them (only the type check). New
 * ground: Saarbrücken, Swakopmund (a Namibian tenant), Frankfurt airport,
 * Graz and Nuremberg as tenants; a French mobile in local format across the
 * Saarland border, a Namibian mobile in the tenant's format and a South
 * African one in local format, a Bosnian and a Romanian mobile in local
 * format (each asked which country); Saarland, Afrikaans, Austrian, Bosnian
 * and Romanian consent and done-words ("Ei jo, allemol!", "Ja, is reg so",
 * "Jo eh", "Da, sigur", "Dis al, dankie", "Hvala", "Gata"); a nickname with
 * "Oom" before a particle surname ("Oom Hennie – also Hendrik van der
 * Merwe"); Austrian professional titles ("Prim. Dr.", "DGKP") in a bulleted
 * list; a referee removed ("der geht eh grad in Pension"); a phone digit
 * corrected later; an e-mail replaced later; a maiden name in brackets
 * ("Schuster (geb. Binder)"); a refusal with a police rank and the shift
 * leader's e-mail inside. A forwarding-agency clerk in Saarbrücken ("Ei jo,
 * allemol!" confirmed, "Mme Nathalie Kieffer … 06 12 34 56 78" asked which
 * country (+33), "de Werner hat jetzt e neue Adress", "Dat wars, merci!"); a
 * tour guide in Swakopmund ("Ja, is reg so 👍" confirmed, "Oom Hennie – also
 * Hendrik van der Merwe … 081 234 5678", "Liezl Botha aus Kapstadt … 082 555
 * 1234" asked which country (+27)); a federal police officer at Frankfurt
 * airport ("Nee, lieber nicht … PHK Thomas Jäger,
 * thomas.jaeger@polizei.bund.de": refused, nothing kept); and a nurse in Graz
 * ("Jo eh. Passt scho" confirmed, "Prim. Dr. Edin Hadžić" then removed, "DGKP
 * Eva-Maria Pölzl … 0664 381 22 47" then "endet auf 48", "Dr. Amra Kovačević
 * … 061 234 567" asked which country (+387), "Des wars. Hvala!").
 *
 * Held out: de-i155, a Transylvanian-Saxon mechanic in Nuremberg ("Da, sigur
 * – ja, sicher" confirmed, "Herr Ștefan Popescu … 0744 123 456, Mail hat er
 * keine" asked which country (+40), "Frau Katharina Schuster (geb. Binder)",
 * "Gata, das wars").
 *
 * FORTY-EIGHTH BLIND SET (2026-12-02): de-r77, de-t104, de-r78, de-t105 and
 * de-t106, appended at the end of the referee cases, with one more tenant
 * questionnaire (de-fahrschule, a driving school: the relationship as a
 * single choice (the owner of the school, a fellow instructor, the
 * instructor who trained them, a learner), years together (which people give
 * as dates with a parental leave inside, or as "eineinviertel Jahre"), the
 * licence classes as a REQUIRED multiple choice named in words ("Motorrad
 * nur im Summer", "Lkw und Bus hemmer it", "Nur B. Also Auto"), a rating of
 * patience, an OPTIONAL rating of theory lessons that someone else taught, a
 * yes/no on driving tests (optional), lessons a week (optional; people give
 * a season, a price or their own total), a required yes/no, optional text),
 * used twice, and one conversation on de-brauerei. Written by a
 * forty-eighth writer who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them (only the type check). New
 * ground: Upper Lusatia, the Kleinwalsertal, the Swabian Alb, Görlitz and
 * Budweis; farriers, driving schools, shepherds and a Czech brewery; Upper
 * Sorbian ("Haj" yes, "Ně" no, "hnydom", "Dźakuju so"), Walser dialect
 * ("hemmer it", "allat", "Karenz"), Czech ("Ano", "Ne", "Pět", "Rok a půl",
 * "hned") with a decimal comma; ratings as Roman numerals ("IV", "V",
 * "III"); a referee who sends every thought as its own message ("Grüß Gott"
 * / "I bin Schäfer" / …; "Mit de Leut" / "4"); a learner as the referee, who
 * rates above the scale ("Eine 6!"), knows her own lessons and not the
 * instructor's week, and is no boss to rehire anyone. The farrier in
 * Crostwitz on the built-in (held out, see below); the owner of a driving
 * school in Riezlern on de-fahrschule ("2021 isch sie a halbs Johr in Karenz
 * gsi" asked again (4.5), "Lkw und Bus hemmer it", "Ka i it säge" (blank),
 * "Im Winter so 30, im Summer 20 … 68 € pro Stund" asked again (25)); a
 * shepherd near Münsingen on the built-in ("Drei Sommer und zwei Winter"
 * asked again (30), "bloß zu zweit mit 600 Schaf" asked again (4), "Wenn dr
 * Wolf kommt?" asked back, then 4, "Hat niemand unter sich ghabt" (blank));
 * a widow in Görlitz who passed her test at 69, on de-fahrschule ("Von März
 * 2023 bis Juni 2024" asked again (1.25), "Motorrad … das weiß ich nicht"
 * (only B), "Eine 6!" asked again (5), "42 Fahrstunden insgesamt" then "weiß
 * ich nicht" (blank), "Ich bin ja keine Chefin" asked again (yes)); and the
 * brewmaster of a brewery in Budweis on de-brauerei ("Rok a půl –
 * anderthalb Jahre" (18), "Stáčírna nein", "Pět" (5), "3,5" asked again
 * (3), "Ne" (no), "250 hl, zwei Sude am Tag, fünf Tage" asked again (2500)).
 *
 * Held out: de-r77, on the built-in questionnaire (the Sorbian master
 * farrier in Crostwitz: "Die Lehre drei Jahre und danach noch zwei Winter"
 * asked again (60), "IV" (4), "V" (5), "III" (3), "Ně, dazu kann ich nix
 * sagen" (blank), "Sagen wir IV oder V" asked again (4), "Haj, hnydom!"
 * (yes), "Dźakuju so. Nichts weiter" (no remark)).
 *
 * FORTY-NINTH BLIND SET (2026-12-02): de-i156…de-i160, five intake
 * conversations appended at the end of the intake cases. Written by the
 * forty-eighth set's writer, who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them (only the type check). New
 * ground: Rostock, Bautzen, Ingolstadt, Freiberg and Bochum; consent in
 * Estonian, Upper Sorbian, Mongolian Cyrillic and Ruhr German ("Jah, sobib",
 * "Haj, to je w porjadku", "Тийм, болно", "Jo, mach ma"); an Estonian mobile
 * in local format (no leading 0) and a Mongolian one (eight digits), each
 * asked which country; Estonian and Sorbian letters in names ("Tõnu Mägi",
 * "Měrćin Wjelan"); a bilingual Sorbian/German signature with a landline and
 * a mobile, the mobile chosen; an e-mail given after "Mail hat sie glaube
 * ich keine"; a consent WITHDRAWN after a referee was given ("Ich ziehe die
 * Einwilligung zurück, bitte alles löschen"); a long academic title ("Prof.
 * Dr.-Ing. habil."); a name given-name-first with a note; a nickname before
 * a compound first name ("Onkel Kalle – Karl-Heinz Steinbach"); an e-mail
 * taken back, leaving no referee with an address (open). A ship's cook from
 * Tallinn ("Jah, sobib – ja, passt" confirmed, "Tõnu Mägi … 5123 4567"
 * asked which country (+372), "Aitäh, das wars"); a Sorbian editor in
 * Bautzen ("Dr. Měrćin Wjelan / Serbski institut / Sorbisches Institut /
 * Tel. 03591 … / Mobil 0171 …", "Lieber aufs Handy", "Ach doch, hier:
 * hanka.kral@gmx.de", "Dźakuju, to je wšo"); an engineer in Ingolstadt who
 * gives "Dr. Florian Huber, florian.huber@audi.de" and then withdraws his
 * consent: nothing kept; and a Mongolian graduate in Freiberg ("Тийм, болно
 * – ja, okay" confirmed, "Prof. Dr.-Ing. habil. Uwe Richter", "Ganbold
 * Batbayar (Ganbold ist der Vorname) … 9911 2345" asked which country
 * (+976), "Баярлалаа, fertig").
 *
 * Held out: de-i160, a fairground showman's son in Bochum ("Jo, mach ma"
 * confirmed, "Onkel Kalle – Karl-Heinz Steinbach … 0172 345 6789, Mail hat
 * der nich", "Frau Gisela Brockhoff vom Ordnungsamt … 0234 56 78 90,
 * g.brockhoff@bochum.de" then "die Adresse gibts nich mehr": no e-mail left,
 * open).
 *
 * FIFTIETH BLIND SET (2026-12-02): de-r79, de-t107, de-r80, de-t108 and
 * de-t109, appended at the end of the referee cases, with one more tenant
 * questionnaire (de-imkerei, a professional beekeeping business: the
 * relationship as a single choice (the owner, the Imkermeister/in who
 * trained them, a colleague, a customer), years together (which people give
 * in months or as "ned ganz drei"), the work as a REQUIRED multiple choice
 * (colony management, honey harvest, queen rearing, migratory beekeeping,
 * bottling and sale) named by what someone else does ("königinne macht mei
 * fraa", "Königinne nur zuagluegt"), a rating of calm work, an OPTIONAL
 * rating of varroa knowledge, a certificate as an optional yes/no, colonies
 * looked after (optional; "die hälft" of 180, "30 oder 40"), a required
 * yes/no, optional text), used twice, and one conversation on de-forst.
 * Written by a fiftieth writer who read neither the readers, the lexicons,
 * the interviewer nor the corpus tests, nor ran them (only the type check).
 * New ground: Carinthia, the Palatinate, Helgoland, the Black Forest and the
 * Rhön; cable cars, beekeeping and Börteboot launches; VOICE DICTATION, with
 * punctuation as words ("Punkt", "Komma", "Fragezeichen", "Ende der
 * Nachricht") and a number misheard ("eine für" for vier, then "für nicht
 * für Komma VIER"); Carinthian Slovene "Ja seveda"; Palatine dialect all in
 * lowercase without punctuation ("ajo", "nä", "gesellebrief hot er ned");
 * Low German on Helgoland ("Twee Saisons", "Weet ik nich", "Keen") with
 * ratings as star emoji; Alemannic Baden dialect with a rating corrected one
 * message later, inside the next answer; a German school grade on a
 * forester's rating and stacked cubic metres (Ster) for Festmeter. The
 * cable-car operations manager in Heiligenblut on the built-in (held out,
 * see below); the owner of a beekeeping business in Deidesheim on
 * de-imkerei ("so drei johr rum ned ganz" asked again (2.5), "4 odder 5"
 * asked again (4), "er hot die hälft gemacht" of 180 (90)); a Börteboot
 * skipper on Helgoland on the built-in ("Twee Saisons, April bit Oktober"
 * asked again (14), "⭐⭐⭐⭐" (4), "Wi sünd dree Mann an Bord. Goot. 4" (4),
 * "Weet ik nich" and "Keen" (blank)); an Imkermeister in St. Peter on
 * de-imkerei ("Achtzehn Monat" (1.5), "Alles usser Wandere", "3" then "i
 * moin 4, nit 3" (4), "30 oder 40" (blank), "Noi, i bin jetzt in Rente …
 * aber … sofort" asked again (yes)); and a district forester in the Rhön on
 * de-forst ("davon drei als Azubi – wenn Sie die mitzählen" asked again
 * (6), "Schulnote 1" asked again (5), "die Prüfung steht noch aus" (no),
 * "10 Ster" asked again (7)).
 *
 * Held out: de-r79, on the built-in questionnaire (the cable-car operations
 * manager in Heiligenblut, dictating in his car: "vier Winter und die Sommer
 * dazwischen" asked again (42), "ich gib eine für" then "für nicht für Komma
 * VIER" (4), "Wenn um 6 in der Früh der Wind geht … Punkt 5" (5), "wie
 * meinen Sie das Fragezeichen" asked back then 4, "Führt niemand" (blank),
 * "Ja seveda" (yes), "Na Punkt Ende der Nachricht" (no remark)).
 *
 * FIFTY-FIRST BLIND SET (2026-12-02): de-i161…de-i165, five intake
 * conversations appended at the end of the intake cases. Written by the
 * fiftieth set's writer, who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them (only the type check). New
 * ground: Klagenfurt, Lübbenau, the Palatinate, Weiden and St. Märgen;
 * consent in Carinthian Slovene ("Ja, seveda – passt eh"), with a condition
 * ("Ja, wenn mein jetziger Chef nix davon erfährt", asked again) and
 * dictated ("Ja Komma passt"); a Kosovar, a Slovak and a Dutch mobile in
 * local format ("044 123 456", "0905 123 456", "06-12345678"), each asked
 * which country; an Austrian "Mag." title; a referee by first name only
 * with only a mobile; an e-mail dictated with umlauts and words
 * ("andreas Punkt bäumler at spedition minus weiß Punkt de") asked again and
 * then the whole referee removed; a refusal in Palatine dialect with the
 * boss's e-mail inside; a priest with a title and a particle whose e-mail
 * domain is corrected later. A Carinthian-Slovene waiter in Klagenfurt
 * ("Mag. Gerald Wernig … 0676 …", "Arben Krasniqi … 044 123 456" asked which
 * country (+383), "To je vse"); a punt boatman in Lübbenau (conditional
 * consent asked again, "Peggy, Nachname weiß ich grad nicht", "Fertsch"); a
 * cellar hand in the Palatinate ("Nä, losse mer des … de Herr Bernd Schäfer
 * (bernd.schaefer@…)": refused, nothing kept); and a lorry driver in Weiden
 * dictating ("Marek Horváth … 0905 123 456" asked which country (+421), "Den
 * Andreas bitte wieder rausnehmen").
 *
 * Held out: de-i165, a clockmaker in St. Märgen ("Jo, gern" confirmed,
 * "Pfarrer Hans-Georg von Gemmingen" whose domain is corrected later, "Joost
 * de Vries … 06-12345678" asked which country (+31), "Sell wärs").
 *
 * FIFTY-SECOND BLIND SET (2026-12-02): de-r81, de-t110, de-r82, de-t111 and
 * de-t112, appended at the end of the referee cases, with one more tenant
 * questionnaire (de-windenergie, wind-turbine service as a service company
 * for onshore and offshore wind farms writes it: the relationship as a
 * single choice (the service or team lead, a colleague, a trainer, the
 * operator of the wind farm as the customer), months together (which people
 * give as years and months, or as dates with Portuguese month names), the
 * work as a REQUIRED multiple choice (maintenance, fault finding on the
 * electrics and converter, large-component exchange, blade work on ropes,
 * offshore) named by who else does it ("MACHT BEI UNS DIE KRANFIRMA",
 * "Troca de gerador nee, das macht die Firma vun Dänemark") or by a wind
 * farm ("ZWEI WOCHEN AUF RIFFGAT"), a rating of safety at height, an
 * OPTIONAL rating of service reports, the GWO certificates as an optional
 * yes/no (a country with its own norms, "NR-35 und NR-10"), days a month
 * away on assembly (optional; winter and summer differ), a required yes/no,
 * optional text), used twice, and one conversation on de-friseur. Written
 * by a fifty-second writer who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them (only the type check). New
 * ground: Liechtenstein, East Frisia, the Oldenburger Münsterland, Rio
 * Grande do Sul and Duisburg-Marxloh; wind turbines, drywall and a
 * barbershop; Swiss school grades, where 6 is the best ("e 5 – aber mir
 * händ i de Schuel 6 als beschti Note", "E glatte Sächser!"); Russian words
 * and Russian school grades in Cyrillic ("полтора года", "тройка с
 * плюсом", "пятёрка", "четвёрка", "Да, конечно"); Riograndenser
 * Hunsrückisch with Portuguese ("Ich sin de Supervisor", "Vun Março 2021
 * bis Agosto 2023", "4 ou 5… 4", "Sim, claro!"); a typist in ALL CAPITALS
 * without umlauts ("ZWEI JAHRE UND DREI MONATE", "DAT ZAEHLT NICH");
 * Turkish-German youth slang DICTATED by voice ("Walla", "Dicker" for
 * Digga, "Ehrenmann", "safe", "Komma", "Ausrufezeichen") with a correction
 * inside a message ("so drei Jahre Komma nee warte Komma zweieinhalb"). The
 * production team lead of a precision-engineering company in Schaan on the
 * built-in (held out, see below); a service lead in Aurich on
 * de-windenergie, in capitals ("ZWEI JAHRE UND DREI MONATE" (27),
 * "GETRIEBETAUSCH MACHT BEI UNS DIE KRANFIRMA … BLAETTER NUR VOM BODEN MIT
 * DEM FERNGLAS, DAT ZAEHLT NICH", "2 ODER 3" asked again (3), "IM WINTER
 * KAUM … IM SOMMER … DREI WOCHEN AM STUECK" then "LASS DAT WEG" (blank),
 * "OHNE KLUNTJE" in the remark); a drywall foreman in Cloppenburg on the
 * built-in ("полтора года, also anderthalb Jahr" (18), "тройка с плюсом"
 * asked again (3), "пятёрка" (5), "четвёрка" (4), "Was meinen Sie mit
 * Problemlösung?" asked back then 4, "führt keiner, er ist Geselle"
 * (blank), "Да, конечно" (yes)); a wind-farm supervisor in Osório on
 * de-windenergie ("Vun Março 2021 bis Agosto 2023" asked again (29), "Pá,
 * das is die Blatt, hat se am Seil gemach … Offshore gebt's nit in
 * Brasil", "4 ou 5… 4" (4), "ob se GWO hat wees ich nit" (blank),
 * "Vielleicht zwei Tach im Monat" asked again (2)); and a barbershop owner
 * in Duisburg-Marxloh on de-friseur, dictating ("so drei Jahre Komma nee
 * warte Komma zweieinhalb" (2.5), "Farbe macht bei uns keiner Komma
 * Dauerwelle Dicker sind wir 1985 oder was", "5 Sterne", "Meister nein …
 * kuaför Diplom aus Izmir" (no), "Samstag 25 Komma unter der Woche so 12
 * bis 15" asked again (13)).
 *
 * Held out: de-r81, on the built-in questionnaire (the production team
 * lead in Schaan, in Liechtenstein Alemannic: "Vom Lehrabschluss im August
 * 2021 bis Ende Oktober 2024" asked again (39), "e 5 – aber mir händ i de
 * Schuel 6 als beschti Note" asked again (4), "E glatte Sächser!" asked
 * again (5), "nur wo de Rhy Hochwasser gha het … 5" (5), "Was meinet Sie
 * mit Problemlösig, technisch oder mit de Lüt?" asked back then 5, "er het
 * niemert under sich gha" (blank), "Jo sicher, sofort!" (yes), "Nei, merci
 * vilmol" (no remark)).
 *
 * FIFTY-THIRD BLIND SET (2026-12-02): de-i166…de-i170, five intake
 * conversations appended at the end of the intake cases. Written by the
 * fifty-second set's writer, who read neither the readers, the lexicons,
 * the interviewer nor the corpus tests, nor ran them (only the type check).
 * New ground: Leer (East Frisia), Vaduz (a Liechtenstein tenant),
 * Cloppenburg, Duisburg-Marxloh and Stuttgart; consent in East Frisian Low
 * German ("Jo, dat geiht klor"), Russian ("Да, ja, einverstanden"),
 * Portuguese ("Sim, pode – jo, dürft ihr") and with a condition typed
 * plainly ("erst nach meinem Vorstellungsgespräch am 10. Dezember", asked
 * again); a referee described in one message and named in the next ("Mien
 * oll Baas up de Krabbenkutter …" / "Hinrich Janssen heet he"); a Swiss
 * mobile in local format in a Liechtenstein tenant, a Kazakh mobile with
 * the trunk 8 ("8 701 234 5678", which also parses as a German landline)
 * and a Brazilian one with its area code in brackets ("(51) 99876-5432"),
 * each asked which country; a referee replaced in a numbered list; a
 * refusal in Turkish-German slang with the boss's e-mail inside; an e-mail
 * with two letters swapped, set right in the next message ("Kuhn nit
 * Khun"). A Krabbenkutter deckhand turned tea-shop clerk in Leer ("Jo, dat
 * geiht klor" confirmed, Hinrich Janssen with only a mobile, "Dat weer't");
 * a bank clerk in Vaduz typing plainly (conditional consent asked again,
 * "Dr. Markus Büchel … +423 790 12 34", "Sabine Kaiser … 079 456 12 34"
 * asked which country (+41)); a Russian-German from Karaganda in
 * Cloppenburg ("Swetlana Iwanowa … 8 701 234 5678" asked which country (+7,
 * Kazakhstan), "Den Waldemar bitte streichen … Stattdessen Eduard Wiebe",
 * "Всё, das wars"); and a mechanic in Duisburg ("Ne lan sorry, lass ma
 * lieber nicht. Mein Chef Murat Yıldız (murat.yildiz@kfz-yildiz.de) …":
 * refused, nothing kept).
 *
 * Held out: de-i170, a Brazilian-German from Santa Cruz do Sul applying in
 * Stuttgart ("Sim, pode – jo, dürft ihr" confirmed, "Mein Chef in der
 * Tabakfirma … sein Opa kam aus dem Hunsrück" then "Arno Schmitt heißt er
 * … (51) 99876-5432" asked which country (+55), "gisele.khun@goethe.de"
 * then "Kuhn nit Khun", "Pronto, das wars. Obrigado!").
 *
 * FIFTY-FOURTH BLIND SET (2026-12-02): de-r83, de-t113, de-r84, de-t114 and
 * de-t115, appended at the end of the referee cases, with one more tenant
 * questionnaire (de-kaeserei, a cheese dairy as a Sennerei in the Allgäu, a
 * Bregenzerwald Alpe or a valley dairy writes it: the relationship as a
 * single choice (the Käsermeister/in or manager, the Senn/Sennerin of an
 * Alpe, a colleague, a buyer from trade or restaurants), years together
 * (which people count from one Viehscheid to the next, or in Alp summers),
 * the work as a REQUIRED multiple choice (making cheese at the Kessi,
 * caring for it in the cellar, taking in the milk, selling, cleaning) named
 * in the dairy's words ("Dicklegen, Bruch schneide, mit em Tuech
 * ausziehe", "schmiere und kehre", "Lädele") or by who else does it
 * ("Milchannahme machet bei üs d Bauern selber"), a rating of hygiene and
 * care, an OPTIONAL rating of dealing with customers, the
 * Milchtechnologe/in qualification as an optional yes/no, loaves a cheese
 * day (optional; people answer in litres of milk), a required yes/no,
 * optional text), used twice, and one conversation on de-kfz. Written by a
 * fifty-fourth writer who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them (only the type check). New
 * ground: South Tyrol's fruit cooperatives, the Oberallgäu, Berlin-Neukölln,
 * the Bregenzerwald and a Syrian workshop in Leipzig; cheese dairies, a
 * bike-courier collective and a forklift in a ULO cold store; an answer to
 * another question than the one asked ("Fleißig isch er …" asked how long);
 * a duration in harvests ("vier Ernten") and in Alp summers; a rating
 * corrected inside its message ("5 – na wart, … zwoamol verschlofn. 4");
 * Berlin dialect ("Seit Corona", "volle Punktzahl", "Dazu sag ick nüscht",
 * a collective that does not hire, "aber wenn, dann sofort"); VOICE
 * DICTATION on the way down from the Alpe, with "Leib" misheard for Laib
 * and a number corrected one question later by naming it ("zu den Laiben
 * von vorhin … vierzehn nicht zwölf"); Eastern Arabic digits ("٣ Jahre",
 * "٥", "٣ oder ٤") and "Golf 4" in a list of work. The head of the cold
 * store of a fruit cooperative in Lana on the built-in (held out, see
 * below); the Käsermeister of a Sennerei in Gunzesried on de-kaeserei ("Vom
 * Viehscheid 2021 bis zum Viehscheid 2025, also vier Johr mit dr Lehr"
 * (4), "Am Kessi … Im Keller schmiere und kehre au, jeden Tag 400 Laib.
 * Milchannahme … zählt it. Lädele? Nei" (Kessi and cellar), "s Lädele macht
 * mei Frau" asked again (blank), "Mir verkäset so 4000 Liter am Tag" asked
 * again (12)); the dispatcher of a bike-courier collective in Neukölln on
 * the built-in ("Seit Corona" asked again, "fünfeinhalb Jahre" (66), "4
 * oder 5 … ach wat, 5" (5), "Wat meinen Se mit fachlich?" asked back then 4,
 * "Regen, Schnee, Silvester – volle Punktzahl" (5), "Dazu sag ick nüscht"
 * (blank)); a Senn above Schoppernau on de-kaeserei, dictating ("Zwei
 * Alpsommer Komma 2024 und 2025" (2), "Zwölf Leib am Tag" then "vierzehn
 * nicht zwölf" (14), "Nein Komma sie ist Bäuerin von daheim" (no)); and a
 * Syrian workshop owner on the Eisenbahnstraße in Leipzig on de-kfz ("٣
 * Jahre" (3), "Klima nein … Elektrik macht mein Bruder", "٣ oder ٤" asked
 * again (3), "Was ist Hochvolt? … ich weiß nicht ob er das hat" (blank),
 * "Jeden Tag ٦ Autos" (6), "Inshallah ja, sofort" (yes)).
 *
 * Held out: de-r83, on the built-in questionnaire (the head of the cold
 * store of a fruit cooperative in Lana, in South Tyrolean dialect with
 * Italian words: "Fleißig isch er …" asked how long (no answer), "vier
 * Ernten" asked again, "drei Johr und drei Monat" (39), "Zwischen 3 und 4"
 * asked again (3), "A Fünfer" (5), "60 Leit im Magazin … 4" (4), "5 – na
 * wart, … zwoamol verschlofn. 4" (4), "Boh … konn i nit sogn" (blank), "Jo
 * freilich, subito" (yes), "Na, passt. Pfiati" (no remark)).
 *
 * FIFTY-FIFTH BLIND SET (2026-12-02): de-i171…de-i175, five intake
 * conversations appended at the end of the intake cases. Written by the
 * fifty-fourth set's writer, who read neither the readers, the lexicons,
 * the interviewer nor the corpus tests, nor ran them (only the type check).
 * New ground: Leipzig, Bregenz (an Austrian tenant), Berlin-Neukölln, Lage
 * in Lippe and Sonthofen; consent in Arabic ("نعم، تمام – ja, okay"), in
 * Plautdietsch ("Jo, daut jeit kloa"), in Allgäu dialect ("Basst scho,
 * machet Se nur") and with a condition typed plainly ("nur, wenn es nach
 * dem zweiten Gespräch noch ernst ist", asked again); a referee described
 * before named; a kunya before the real name ("Abu Fadi – richtig heißt
 * er Georges Haddad"); a Syrian mobile and a Paraguayan one in local format
 * that also read as German landlines ("0944 123 456", "0981 123 456"), a
 * Swiss mobile in an Austrian tenant and an Austrian one in a German
 * tenant, each asked which country; a phone's last digits corrected in a
 * later message; an e-mail set right later; a refusal in ALL CAPITALS with
 * the master roofer's e-mail inside; a referee removed from a numbered
 * list. A Syrian cook in Leipzig ("نعم، تمام – ja, okay" confirmed, "Mein
 * Chef in der Küche …" then "Er heißt Steffen Kühnel", "Abu Fadi … 0944 123
 * 456" asked which country (+963), "Shukran, das ist alles"); an
 * accountant in Bregenz typing plainly (conditional consent asked again,
 * "078 123 45 67" asked which country (+41), "vertippt: … 45 76"); a
 * roofer in Neukölln ("NEIN DANKE … HERRN JÜRGEN KOWALCZYK
 * (J.KOWALCZYK@…)": refused, nothing kept); and a Mennonite dairy worker
 * from Filadelfia in Lage ("Jo, daut jeit kloa" confirmed, "Heinrich Wiens
 * … 0981 123 456" asked which country (+595), "de Mail is
 * tatjana.neufeld@…, nich t.neufeld").
 *
 * Held out: de-i175, a Sennerin in Sonthofen ("Basst scho, machet Se nur"
 * confirmed, a numbered list with "d Moni, also Monika Schöll", "dr
 * Alpmeister … Sepp Zobl, 0664 234 56 78, Mail hot der koine" asked which
 * country (+43), "Den Hubert bitte wieder streiche", "Des wärs. Pfiat
 * Ihne").
 *
 * FIFTY-SIXTH BLIND SET (2026-12-03): de-r85, de-t116, de-r86, de-t117 and
 * de-t118, appended at the end of the referee cases, with one more tenant
 * questionnaire (de-weinbau, wine-growing as a Weingut in the Wachau, a
 * Winzergenossenschaft at the Saale and Unstrut or a family estate writes
 * it: the relationship as a single choice (the Winzer/in or Weinhauer who
 * runs the estate, the Kellermeister/in, the foreman of the vineyard crew,
 * a colleague), months together (which people give in harvests, "zwa Lesn
 * und an Winter dazwischn"), the work as a REQUIRED multiple choice (winter
 * pruning and canopy work, the harvest, cellar work, steep slopes and
 * terraces with the monorail or the winch, tastings and the Heuriger) named
 * in the vineyard's words ("ausbrechn, heftn und gipfln", "vom Abstich bis
 * zur Füllung", "beim Sekt auch das Rütteln", "ausgschenkt, wann ma
 * ausgsteckt ghobt ham") or by who else does it ("das machen unsere Männer
 * mit der Seilwinde", "das macht unser Laden"), a rating of care at the
 * harvest, an OPTIONAL rating of advice to guests, a tractor licence as an
 * optional yes/no (Austria's class F), vines pruned a day (optional; the
 * flat and the terraces differ), a required yes/no, optional text), used
 * twice, and five intake conversations, de-i176…de-i180, appended at the
 * end of the intake cases, with one conversation on
 * de-veranstaltungstechnik. Written by a fifty-sixth writer who read
 * neither the readers, the lexicons, the interviewer nor the corpus tests,
 * nor ran them (only the type check). New ground: Cologne, the Wachau, the
 * Erzgebirge, the Saale-Unstrut, Esch-sur-Alzette (Luxembourg), Styria,
 * Chemnitz and Usedom; a Kölsch Brauhaus, a Weinhauer, a wood-turning
 * workshop, a winegrowers' cooperative and a lighting crew; Kölsch
 * ("Veer" for vier, "Dreimol Fastelovend" as a duration, "Et hätt noch
 * immer jot jejange" as a rating, "Alaaf"); an Austrian school grade undone
 * inside its message ("A Vierer – owa ned wia in da Schui, gö, i man vier
 * vo fünf"); a wife typing for her husband, the Meister, who has no
 * smartphone ("Mein Mann sagt 3. Ich hätte 4 gesagt … aber es ist seine
 * Referenz. Also 3"), a question back on the scale ("ob 1 gut oder schlecht
 * ist?") and Saxon "Nu" as yes ("Nu freilich!"); a referee who read the
 * questions in the e-mail and answers five of them at once in a list at the
 * second question, one of them "kann ich nicht beurteilen"; Luxembourgish
 * with French numbers ("Sécherheet? Quatre", "Cinq, ouni Diskussioun"), a
 * duration in years and Luxembourgish months ("3 Joer an 9 Méint", 3.75)
 * and working hours as two spans. In the intake: consent hedged and given
 * in Styrian ("Hm, muass des sein? Na guat … jo, passt"), in
 * Luxembourgish ("Jo, dat ass an der Rei"), in Kölsch ("Jo, künnt ehr
 * maache") and in Mecklenburg Low German ("Jo, dat könn Se maken"); a
 * Saxon refusal that opens with "Nu" (which is yes in Saxony: "Nu nee, das
 * mach mer ni") with the boss's e-mail inside; a referee's name, e-mail
 * and phone in three messages; a Slovenian mobile in an Austrian tenant, a
 * German one in a Luxembourg tenant, a Turkish one that also reads as a
 * landline in Goslar ("0532 123 45 67") and a Polish one that also reads as
 * a German landline ("512 345 678"), each asked which country; a phone's
 * last digits set right in a later message; a referee replaced; an e-mail
 * capitalised by autocorrect and one set right later ("mit K").
 *
 * The conversations: the landlord of a Brauhaus in Cologne on the built-in
 * (held out, see below); a Weinhauer in Weißenkirchen on de-weinbau ("Zwa
 * Lesn und an Winter dazwischn" asked again (15), "Im Keller hot er nix
 * valorn", "A Vierer – owa ned wia in da Schui … vier vo fünf" (4), "In da
 * Ebene 600, auf de Terrassn 250, 300" asked again (400)); a wood turner's
 * wife in Seiffen typing for the Drechslermeister on the built-in ("vier
 * Weihnachtsgeschäfte" asked again (42), "Mein Mann sagt 3. Ich hätte 4
 * gesagt" (3), "Er fragt, ob 1 gut oder schlecht ist?" asked back then 5,
 * "weeß ich ni" (blank), "zwee Lehrlinge … Mein Mann sagt 4" (4), "Nu
 * freilich!" (yes), the borrowed plane in the remark); a Kellermeisterin
 * in Freyburg on de-weinbau who answers five questions in one list at the
 * second ("2 Jahre und 4 Monate" (28), "Sorgfalt bei der Lese: 5",
 * "Beratung bei Weinproben: kann ich nicht beurteilen" (blank),
 * "Traktorführerschein: nein, den macht sie gerade" (no), "wieder
 * einstellen: ja, sofort"), then the cellar and the harvest only, "Kann ich
 * nicht sagen" on the vines (blank) and her signature under the remark; and
 * the head of a lighting crew in Esch-sur-Alzette on
 * de-veranstaltungstechnik, in Luxembourgish ("Zanter 2021, also bal 4
 * Joer" asked again, "3 Joer an 9 Méint" (3.75), "Son net … Bühnebau a
 * LED-Wänn och net" (light and rigging), "Quatre" (4), "Cinq … 18 Stonnen"
 * (5), "vun 8 Auer moies bis 22 Auer, mee bei Concerten bis 2 Auer" asked
 * again (14)). In the intake: a cook in Graz (a hedged consent confirmed,
 * Herta Pölzl's name, e-mail and phone in three messages, "Marko Kovačič …
 * 041 123 456" asked which country (+386)); a nurse from Trier in a
 * Luxembourg tenant (bullets, "Schwester Petra Hoffmann … 0151 23456789"
 * asked which country (+49), "Den Claude seng Nummer ass 691 234 576, net
 * 567"); a machinist in Chemnitz ("Nu nee, das mach mer ni. Mei Chef, dr
 * Herr Uwe Kretzschmar (u.kretzschmar@…)": refused, nothing kept); and an
 * electrician in Cologne ("minge Onkel Mehmet Yılmaz en Istanbul … 0532 123
 * 45 67" asked which country (+90), "Dä Jupp nimmt nie et Telefon av. Maht
 * lever d'r Frank Esser").
 *
 * Held out: de-r85, on the built-in questionnaire (the landlord of a
 * Brauhaus in Cologne about a Köbes, in Kölsch: "Dreimol Fastelovend"
 * asked again, "Vum 11.11.2022 bes Aschermettwoch 2025. Sagen mer 28
 * Monate" (28), "Veer" (4), "3 bes 4" asked again (3), "Wat meinste met
 * Teamfähigkeit?" asked back then 5, "um 7 Uhr morjens … Fünf" (5), "Et
 * hätt noch immer jot jejange" asked again (4), "En Köbes föhrt keiner"
 * (blank), "Jo sicher dat!" (yes), "Nä, dat wor et. Alaaf!" (no remark));
 * and de-i180, a hotel receptionist on Usedom ("Jo, dat könn Se maken"
 * confirmed, "Sabine.Kuehl@Seehotel-Heringsdorf.de" as autocorrect typed
 * it, "Anna Kowalska ut Swinemünde … 512 345 678" asked which country
 * (+48), "anna.cowalska@wp.pl" then "mit K", "Dat wier't").
 *
 * FIFTY-EIGHTH BLIND SET (2026-12-03): de-r87, de-t119, de-r88, de-t120 and
 * de-t121, appended at the end of the referee cases, with one more tenant
 * questionnaire (de-baeckerei, a bakery as a Bäckerei in Hamburg, a
 * boulangerie in Alsace or a Bäckerei-Konditorei in Switzerland writes it:
 * the relationship as a single choice (the Bäckermeister/in or owner, the
 * head of the bakehouse or production, a colleague in the bakehouse, the
 * head of a shop or sales), years together (which people count from the
 * Hafengeburtstag, or settle inside a message: "Zwei Johr un e halb, oder
 * drei? Attendez … drei"), the work as a REQUIRED multiple choice (dough
 * and sourdough, shaping, the oven, confectionery, the shop) named in the
 * bakehouse's words ("den Sauer setzt er abends an", "Franzbrotchen
 * wickeln", "Pétrissage jo … Façonnage au", "d Bredele un dr Kougelhopf")
 * or by who else does it ("dr Ofe macht dr Patron sälbscht", "dafur hab
 * ich ne Konditorin"), a rating of clean and exact work, an OPTIONAL rating
 * of keeping up the pace at night and before holidays, a journeyman's
 * certificate as an optional yes/no (the French CAP Boulanger), nights a
 * week in the bakehouse (optional; "Normal fünf", "also fünf Nächt …
 * do sin's sechs"), a required yes/no, optional text), used twice, and
 * five intake conversations, de-i181…de-i185, appended at the end of the
 * intake cases, with one conversation on de-pflege. Written by a
 * fifty-eighth writer who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them (only the type check).
 * New ground: Innsbruck and East Tyrol, Hamburg, the Aischgrund in
 * Franconia, Haguenau and Kehl, Bern and Basel; a bell foundry, a bakery,
 * a carp-pond farm and a nursing home; Tyrolean dialect ("Griaß Enk",
 * "Gießmoaschter", "Achtltoun", "Jo eh"); an answer sent too early and
 * split in the middle of a word ("… redn tuat er schu, a" / "ber liaber
 * ned. 3"); an Austrian school grade in words ("Sehr guat, wia im
 * Zeugnis"); a WhatsApp-style quote ("> Kommunikation") that sets an
 * earlier rating right while another question is asked; Hamburg
 * Missingsch typed without umlauts ("sabbelt", "büschen", "Butter bei die
 * Fische"); an unsettled hedge on an optional rating left blank on request
 * ("4 oder 5, keine Ahnung, lass das Feld lieber leer"); a granddaughter
 * typing for her grandfather, who gives four ratings at once ("reden 3,
 * fachlich 5, mit die andern 4, und pünktlich is er a 5") and "des wass i
 * ned" while she adds a 5 of her own (not his: blank), with a question
 * back as the last answer ("ob er das noch irgendwo unterschreiben
 * muss?"); a duration in carp seasons ("die Monate mit R"); Alsatian with
 * French bakery words ("Labo" for the bakehouse, "Four", "Mardi bis
 * Samschdi") and French numbers as ratings ("Cinq", "Quatre"); Bernese
 * German with a part-time share beside the years ("Füf Jahr, aber nume 60
 * Prozänt"), a ratio instead of a count ("24 Bewohner … 4 Pflegendi.
 * Rächnet sälber") and a REQUIRED text put off until the evening (open).
 * In the intake: a daughter typing for her father, who relays his consent
 * in Turkish ("evet, tamam. Also ja"); a question back before a refusal in
 * East Tyrolean ("Na, lei ned") with the boss's e-mail inside; a numbered
 * list of three referees typed on one line; a Danish number in local
 * format (eight digits), a Ukrainian mobile that also reads as a landline
 * in Bad Kreuznach ("067 123 4567"), a French mobile that also reads as a
 * German landline ("06 12 34 56 78") and a German mobile in a Swiss tenant
 * ("0176 12345678"), each asked which country where unclear; an e-mail the
 * candidate is unsure of, set right from a business card; an e-mail into
 * which autocorrect put spaces and a capital ("franzi. Vogt@gmx. de"); a
 * "Dr." after the Swiss article ("dr Dr. Beat Meier"); a referee dropped
 * for want of a surname; a candidate who leaves for work before finishing
 * (open).
 *
 * The conversations: the master founder of a bell foundry in Innsbruck on
 * the built-in (held out, see below); the Bäckermeisterin of a bakery in
 * Ottensen on de-baeckerei ("Seit dem Hafengeburtstag 2022" asked again,
 * "drei Jahre und drei Monate" (3.25), "Am Ofen nur wenn Jens krank war,
 * dat lass ma weg" (dough and shaping), "Sauber is er" asked again (5), "4
 * oder 5, keine Ahnung, lass das Feld lieber leer" (blank), "Normal fünf.
 * Vor Ostern und Weihnachten auch mal sechs" (5)); a carp-pond farmer in
 * Höchstadt an der Aisch on the built-in, typed by his granddaughter ("vier
 * Karpfensaisons" asked again, "45 Monate" (45), four ratings at once,
 * "des wass i ned. Ich find ja 5" (blank), "zwei Praktikanten … Opa sagt
 * 4" (4), "Allmächd, freilich!" (yes), "ob er das noch irgendwo
 * unterschreiben muss?" asked again, no remark); the head of the
 * bakehouse of a boulangerie in Haguenau on de-baeckerei ("Zwei Johr un e
 * halb, oder drei? Attendez … drei" (3), "Am Four nai … Pâtisserie e
 * bissel" (dough, shaping, confectionery), "Cinq" (5), "Quatre" (4), "dr
 * CAP Boulanger" (yes), "do sin's sechs" (6), "Nai, merci. Ade" above his
 * signature); and the head of a ward in a nursing home in Bern on
 * de-pflege ("Füf Jahr, aber nume 60 Prozänt" (5), "Rächnet sälber" asked
 * again (6), the strength put off: open). In the intake: a baker's
 * daughter in Hamburg-Wilhelmsburg ("evet, tamam. Also ja" confirmed,
 * "dieter@… glaube ich" then "richtig ist d.voss@baeckerei-voss.de", "20
 * 45 67 89" asked which country (+45)); a carpenter in Lienz ("Wer kriagt
 * denn de Nummern nochher?", then "Na, lei ned. Da Hr. Ing. Josef
 * Oberhuber (josef.oberhuber@…)": refused, nothing kept); a Lebkuchen
 * bakery worker in Nuremberg (a numbered list on one line, "067 123 4567"
 * asked which country (+380), "Die Andrea lass ma weg"); and an Alsatian
 * baker applying in Kehl ("06 12 34 56 78" asked which country (+33), then
 * off to work: open).
 *
 * Held out: de-r87, on the built-in questionnaire (the master founder of a
 * bell foundry in Innsbruck, in Tyrolean: "Guat vier Johr" asked again,
 * "Sog ma 52 Monat" (52), "redn tuat er schu, a" / "ber liaber ned. 3",
 * "Sehr guat, wia im Zeugnis" asked again (5), "> Kommunikation … schreibts
 * a 2, koan 3er" (2), "Im Team passt er. 4" (4), "um viere in dr Fruah …
 * Fünfe" (5), "Woaß i nit" (blank), "Zwoa Lehrbuam … 4" (4), "Jo eh"
 * (yes), "Na. Pfiat di" (no remark)); and de-i185, a lab assistant in
 * Basel ("Was passiert denn mit dene Date?" then "Jo, isch in Ordnig,
 * dörfet Si" confirmed, "dr Dr. Beat Meier, Tel. 061 …", "franzi.
 * Vogt@gmx. de, 0176 12345678" asked which country (+49), "Em Beat sini
 * Mail: beat.meier@rheinlabor.ch", "Isch guet so. Tschau zämme").
 *
 * SIXTIETH BLIND SET (2026-12-03): de-r89, de-t122, de-r90, de-t123 and
 * de-t124, appended at the end of the referee cases, with one more tenant
 * questionnaire (de-pferdewirtschaft, horse businesses as a Fiaker company
 * in Vienna or a training and breeding yard near Verden writes it: the
 * relationship as a single choice (the owner or manager, the riding
 * instructor, Bereiter or trainer, a colleague in the stable, a livery
 * client or customer), months together (which people give in years, "Zwa
 * Joa und a hoibs", or as an apprenticeship and half a year after it), the
 * work as a REQUIRED multiple choice (stable duty, exercising and
 * lungeing, schooling young horses, riding lessons, driving, breeding and
 * foal rearing) named in the stable's words ("Eigspannt und ausgspannt",
 * "Jungpferde anreiten", "Fohlenwache") or by what the business is not
 * ("mia san ka Reitstall"), a rating of calm and safe handling, an
 * OPTIONAL rating of dealing with clients, pupils or passengers, the
 * Pferdewirt/in qualification as an optional yes/no (a Fiaker licence that
 * is not one), horses looked after a day (optional; a stable of 14 and a
 * team of two, "so 8-10"), a required yes/no, optional text), used twice,
 * and five intake conversations, de-i186…de-i190, appended at the end of
 * the intake cases, with one conversation on de-einzelhandel. Written by a
 * sixtieth writer who read neither the readers, the lexicons, the
 * interviewer nor the corpus tests, nor ran them (only the type check).
 * New ground: Dithmarschen, Vienna, Lauscha in the Thuringian Forest, the
 * Verden horse country, Saarlouis, Erfurt, Zwiesel in the Bavarian Forest
 * and Herisau in Appenzell Ausserrhoden; a cabbage farm, Fiaker, a
 * glass-blowing workshop for Christmas baubles, a training and breeding
 * yard and a discount store; a referee who answers every question with ONE
 * word ("Moin." as the relationship, "Anderthalb." with no unit, "Geiht."
 * as a rating, "Keiner." on leadership, "Jo.", "Nee."); Viennese dialect
 * ("Servas", "Zwa Joa und a hoibs", "Ur leiwand", "Baba") with the months
 * set right by the duty roster while the next question is asked ("San 29
 * Monat, ned 30"); answers that go to the question before (the
 * relationship again when asked how long; a recount of the months when
 * asked for strengths; communication set right inside the technical
 * answer); a half rating ("4,5") and a range on an optional count, each
 * asked again; an apprenticeship and half a year after it as months (42);
 * a district manager writing in the code of a German Arbeitszeugnis
 * ("stets zu unserer vollsten Zufriedenheit", the best grade; "jederzeit
 * gerne wieder bei uns begrüßen" as yes; "Wir bedauern ihr Ausscheiden" as
 * the remark), with dates instead of months and a refusal of one optional
 * question on data-protection grounds. In the intake: nicknames first and
 * full names later ("da Schurl" who is Georg Wimmer, "d Gitti" who is
 * Brigitte Hofer); consent with a condition ("meine jetzige Chefin erst
 * anrufen, wenn ich die Zusage hab", asked again); a yes taken back inside
 * its message ("Ja klar. Ach nee, Moment …") with the boss's e-mail and
 * landline inside: refused; a surname changed by marriage and an old
 * e-mail; an e-mail with an umlaut in its domain set right ("Ohne ü, mit
 * ue"); a Czech mobile in local format that also reads as a German
 * landline ("602 123 456") asked which country; a referee replaced; a
 * plain polite candidate with a typo and a domain set right (".ch nicht
 * .com").
 *
 * The conversations: a cabbage farmer in Wesselburen on the built-in (held
 * out, see below); the owner of a Fiaker company in Vienna on
 * de-pferdewirtschaft ("Zwa Joa und a hoibs" (30), then "ogfangt … im Mai
 * 2022, aufghört Ende September 2024. San 29 Monat, ned 30" while the work
 * is asked (29), "Reitn tuat bei uns kana, mia san ka Reitstall, und Fohln
 * hamma a kane" (stable duty and driving), "Ur leiwand. 5" (5), "Den
 * Fiakerschein hot s, de Facharbeiterprüfung ned" (no), "14 Roß im Stall …
 * ihr Gspann …, also zwa" (2), the Fiaker songs in the remark); the owner
 * of a glass-blowing workshop in Lauscha on the built-in ("sie war vorher
 * schon zwei Sommer als Ferienhilfe bei uns" asked how long (asked again),
 * "drei Jahre und fünf Monate", then "Halt, ich hab mich verrechnet …
 * Drei Jahre und vier Monate" while strengths are asked (40), "Fachlich
 * eine 5. Und bei der Kommunikation doch lieber 3" (5, and 3 for
 * communication), "Was genau meinen Sie mit Problemlösung?" asked back then
 * 4, "Lassen Sie das lieber offen" (blank)); a trainer at a breeding yard
 * near Verden on de-pferdewirtschaft, plain and polite with a typo ("Die
 * ganzen 3 Jahre Ausbildung und danach noch ein halbes Jahr" (42), "das
 * würde ich nicht ankreuzen", "4,5" asked again (5), "Weiß ich nicht so
 * genau" (blank), "so 8-10 am Tag" asked again (9)); and a district
 * manager of a discount chain in the Saarland on de-einzelhandel, in
 * Zeugnis code ("vom 01.04.2021 bis zum 30.06.2025" (51), "in allen
 * Bereichen … Eine Bedientheke führen unsere Filialen allerdings nicht",
 * "stets zu unserer vollsten Zufriedenheit" (5), "Zu Arbeitszeiten darf
 * ich aus Datenschutzgründen keine Angaben machen" (blank), "jederzeit
 * gerne wieder bei uns begrüßen" (yes)). In the intake: a Fiaker driver in
 * Vienna ("Jo eh, passt" confirmed, "Da Schurl … Und d Gitti …" then "da
 * Schurl is da Georg Wimmer … D Gitti is d Brigitte Hofer", "Baba"); a
 * groom near Verden (a condition on the current boss, asked again, a list,
 * "Jana heißt jetzt Lührs-Tödter"); a car salesman in Erfurt ("Ja klar. Ach
 * nee, Moment. Mein Chef, Herr Steffen Kaufmann (s.kaufmann@…, 0361 …)
 * … Dann lieber doch nicht": refused, nothing kept); and a glassblower in
 * Zwiesel ("xaver.pfeffer@glashütte-pfeffer.de" then "Ohne ü, mit ue",
 * "Pavel Novák … 602 123 456" asked which country (+420), "d Resi lass ma
 * weg … Nehmts stattdessen an … Sepp Raith").
 *
 * Held out: de-r89, on the built-in questionnaire (the cabbage farmer in
 * Wesselburen, one word a question: "Moin." asked again, "Chef.",
 * "Anderthalb." asked again, "Jahre." (18), "Fleißig.", "Schnacken.",
 * "Geiht." asked again, "Drei." (3), "Vier." (4), "Fünf." (5), "Fünf."
 * (5), "4" (4), "Keiner." (blank), "Jo." (yes), "Nee." (no remark)); and
 * de-i190, a joiner in Herisau, plain and polite ("Ja gerne" confirmed,
 * "Teamleitter", "monika.zellweger@bluewin.com" then "bluewin.ch nicht
 * .com", "Das wärs, merci vielmal!").
 *
 * SIXTY-SECOND BLIND SET (2026-12-03): de-r91, de-t125, de-r92, de-t126 and
 * de-t127, appended at the end of the referee cases, with one more tenant
 * questionnaire (de-steinmetz, stonemasonry as a cathedral masons' lodge
 * (Dombauhütte) in Regensburg or a family stone business for gravestones
 * in the Waldviertel writes it: the relationship as a single choice (the
 * master or owner, the head of the lodge, Polier or foreman, a colleague
 * in the workshop, a client such as a cemetery office, a builder or an
 * architect), years together (which people give from All Saints' Day, or
 * with the apprenticeship inside: "Sechs Joar, drei davo als Lehrbou"),
 * the work as a REQUIRED multiple choice (gravestones and lettering,
 * restoration and conservation, hand work, machines and CNC, setting stones
 * on site) named in the trade's words ("Vierungen setzn an de Fialen",
 * "Kreuzblumen und Krabben haut er vo Hand", "stocken und spitzen"), by who
 * else does it ("d Säg und d Fräsn bedient bei uns da Maschinist") or by
 * where ("Versetzen am Friedhof", which is gravestones, not the building
 * site), a rating of clean and exact work, an OPTIONAL rating of care for
 * dust, noise and lifting, the journeyman's certificate as an optional
 * yes/no (Austria's LAP), letters cut by hand a day (optional; a cathedral
 * cuts none, a gravestone business blasts them), a required yes/no,
 * optional text), used twice, and five intake conversations,
 * de-i191…de-i195, appended at the end of the intake cases, with one
 * conversation on de-kita. Written by a sixty-second writer who read
 * neither the readers, the lexicons, the interviewer nor the corpus tests,
 * nor ran them (only the type check). New ground: Swakopmund and Windhoek
 * in Namibia, Regensburg, Paderborn, Schrems and Zwettl in the Waldviertel,
 * Eupen in East Belgium and Würzburg; desert tours, a cathedral masons'
 * lodge, a dental practice, a gravestone business and a Kinderkrippe;
 * Namibian German with Afrikaans ("Swakop", "Pad", "Bakkie", "Jirre",
 * "nou-nou", "ja-nee", "Groete uit Swakop") and Afrikaans numbers as
 * ratings ("Vyf!", "Drie of vier… sê maar vier"); a duration in rainy
 * seasons; a precision that is no rating ("Der hoit an Zehntelmillimeter");
 * an answer to another question than the one asked that names its question
 * (the journeyman's certificate while safety is asked); a Bavarian school
 * grade as a rating ("A Dreier"); a rating on another scale ("8 von 10");
 * plain short answers with typos ("Patienen", "Abrechung", "gernee"). In
 * the intake, more than before: three and four referees, described before
 * they are named ("I hob vier: mei Lehrherr, mei Polier …"), details sent
 * over several messages, a mobile set right in the next message and one
 * set right later ("Beim Polier hob i mi vertippt"), a referee replaced
 * and one removed, a referee with only a Belgian landline ("Gsm hat sie
 * keins, nur Festnetz") beside a German mobile that is no Belgian number,
 * a Czech mobile in local format in an Austrian tenant, titles ("Ing.",
 * "Dipl.-Ing."), a consent with a condition on the current boss (asked
 * again) and a refusal in Namibian German ("Nee, los maar") with the
 * boss's street address and e-mail inside.
 *
 * The conversations: the owner of a desert-tour company in Swakopmund on
 * the built-in (held out, see below); the head of the cathedral masons'
 * lodge in Regensburg on de-steinmetz ("Sechs Joar, drei davo als Lehrbou"
 * (6), "Grabstoa hamma koane" (restoration, hand work, setting on site),
 * "Der hoit an Zehntelmillimeter" asked again (5), "an Gesellenbrief hot
 * er 2022 gmacht" while safety is asked, "A Dreier" (3), "so 30, 40 am
 * Tog" asked again (35)); the practice manager of a dental practice in
 * Paderborn on the built-in, plain ("3 Jahre und 2 Monate" (38), "Weiß ich
 * nicht, sie hatte keine Azubis" (blank)); the owner of a gravestone
 * business in Schrems on de-steinmetz ("Seit Allerheiligen 2021" asked
 * again (4), "Versetzen am Friedhof … Auf Baustelln san mia ned"
 * (gravestones and hand work), "8 von 10" asked again (4), "D LAP hot s im
 * Juni gmacht" (yes), "bei uns wird d Schrift meistens gstrahlt"
 * (blank)); and the head of a Kinderkrippe in Eupen on de-kita, plain
 * ("bis 3 Jahre" (under 3 only), "Ihre Gruppe hatte 7 Kinder" (7)). In the
 * intake: a nurse in Würzburg (three referees in a numbered list, "Die
 * Mail von Herrn Öchsner muss ich raussuchen" then the e-mail); a
 * stonemason in Zwettl (a condition on the current boss asked again, four
 * referees described then named, "606 123 456" asked which country
 * (+420), "richtig is 0664 5123478"); a nursery nurse in Eupen ("Jo, dat
 * jeht in Ordnung" confirmed, "nur Festnetz: 087 55 12 34", "Gsm 0176
 * 23456789" asked which country (+49), Nathalie replaced by Anne Mreyen);
 * and a tour guide in Windhoek ("Nee, los maar. Mein Baas, Herr Rudi
 * Liebenberg …, Independence Avenue 112 …, rudi@…": refused, nothing
 * kept).
 *
 * Held out: de-r91, on the built-in questionnaire (the owner of a
 * desert-tour company in Swakopmund, in Namibian German: "Zwei
 * Regenzeiten" asked again, "März 2022 bis Juni 2024, also 27 Monate"
 * (27), "Vyf!" (5), "Drie of vier… sê maar vier" (4), "mit die Köche nie
 * so. 3" (3), "Einmal kam sie nou-nou, also zwei Stunden später 😂 … 4"
 * (4), "Wenn der Bakkie im Sand steckt?" asked back then 5, "Nee, sie
 * hatte keine Leute unter sich" (blank), "Ja-nee, natürlich, sofort
 * wieder" (yes), "Groete uit Swakop 🌵" (no remark)); and de-i195, a
 * stonemason in Regensburg ("Freili, passt scho" confirmed, "Zerst mei
 * Hüttenmeister …" then "Der hoaßt Alois Sperl, Handy 0171 2345678" and
 * "Naa, falsch, 0171 2345687 is richtig", a teacher with only a Wunsiedel
 * landline, "Tomáš Krejčí, +420 737 123 456", "Na, d Vroni lass ma weg",
 * "Des wars, vergelts Gott").
 *
 * SIXTY-FOURTH BLIND SET (2026-12-03): de-r93, de-t128, de-r94, de-t129 and
 * de-t130, appended at the end of the referee cases, with one more tenant
 * questionnaire (de-stahlwerk, a steelworks as a blast furnace in Duisburg
 * or the LD steel plant in Linz writes it: the relationship as a single
 * choice (plant management or plant engineer, the Meister or shift
 * foreman, the Vorarbeiter or gang leader, a colleague on the shift, the
 * instructor in the training workshop), years together, the areas as a
 * REQUIRED multiple choice (blast furnace, steel plant, continuous caster,
 * rolling mill, maintenance, crane driving) named in the trade's words ("am
 * Abstich und in der Gießhalle", "am Tiegel", "an da Strangguss bei de
 * Brammen") or by who else does it ("Kranfahrn tuat er ned, des mochan bei
 * uns de Kranfahrer"), a rating of safety (heat, gas, crane loads), an
 * OPTIONAL rating of the shift handover, a crane licence as an optional
 * yes/no, people under them on the shift (optional; min 0, so "keinen" is
 * a real 0), a required yes/no, optional text), used twice, and five
 * intake conversations, de-i196…de-i200, appended at the end of the intake
 * cases, with one conversation on de-hotel. Written by a sixty-fourth
 * writer who read neither the readers, the lexicons, the interviewer nor
 * the corpus tests, nor ran them (only the type check). New ground:
 * Stuttgart-Bad Cannstatt and Esslingen in Swabia, Duisburg in the Ruhr,
 * Berlin-Marzahn, Linz in Upper Austria, Kühlungsborn in Mecklenburg,
 * Pontresina in the Engadin and Dornbirn and Schaan across the Rhine; a
 * plumber's workshop (Flaschnerei), a blast furnace, a home-care service,
 * the LD steel plant and a Baltic hotel; Swabian understatement that is no
 * rating ("Net gschimpft isch gnug globt", asked again), a glass of wine
 * that is no rating ("Do trink i erscht mol a Viertele druff 😄") and a
 * Swabian yes that starts with no ("Ha noi, freilich!"); a referee typing
 * by voice dictation, punctuation said as words ("seit zweitausendsechzehn
 * Komma also neun Jahre Punkt", "ja sofort Ausrufezeichen"); learner's
 * German with Russian and Russian school grades as ratings ("Pjatjorka!",
 * "Tschetwjorka, also 4", "Konetschno!"); an Austrian school grade where 1
 * is the best ("A Einser", asked again: 5); Mecklenburg Platt numbers
 * ("dörteihn Maand" (13), "Fief" (5), "Hunnertuntwölf" (112)). In the
 * intake, more than before: four referees described in one long message
 * before they are named, a referee known by his nickname ("Kalle heißt
 * eigentlich Karl-Heinz Brzoska") whose phone is another's ("dieselbe
 * Nummer wie beim Meister, die sitzen beide im Leitstand"), a first name
 * set right later ("Ulrich, nich Uwe. Alle sagen Uli"), an e-mail
 * dictated by voice that came out wrong and is set right, a mobile set
 * right later ("net 789"), a referee removed and replaced in the same
 * message (twice), a double first name ("Gian Andri"), a Polish mobile, an
 * Italian mobile and a Liechtenstein landline (seven digits) in local
 * format, a consent with a condition on the current boss in Swabian (asked
 * again), and a refusal in Berlin dialect after a question back ("Wer
 * sieht denn die Antworten? Meine Chefin ooch?") with the boss's e-mail
 * inside.
 *
 * The conversations: the master plumber in Bad Cannstatt on the built-in
 * (held out, see below); the shift foreman at the blast furnace in
 * Duisburg on de-stahlwerk, by voice dictation ("seit zweitausendsechzehn
 * Komma also neun Jahre" (9), "am Abstich und in der Gießhalle … ein Jahr
 * drüben im Stahl Werk am Konverter" (blast furnace and steel plant), "auch
 * wenn es im Sommer 40 Grad hat" (5), "vier bis fünf" asked again (4),
 * "keinen Komma der war selber in der Kolonne" (0)); the owner of a
 * home-care service in Marzahn on the built-in ("Seit Februar 2022. Bis
 * jetzt" asked again (43), "Pjatjorka!" (5), "3… nein, 4" (4), "Mit Auto,
 * oder mit Patienten?" asked back then 5); a plant engineer at the LD steel
 * plant in Linz on de-stahlwerk ("Sechs Joa … na wart, im Herbst warns
 * siebn" (7), "Am Tiegel … an da Strangguss" (steel plant and caster), "A
 * Einser" asked again (5), "Des woaß i ned" (blank), "Vier Mann, manchmoi
 * fünf" asked again (4)); and the head housekeeper of a hotel in
 * Kühlungsborn on de-hotel, in Platt ("dörteihn Maand" (13), "Etage …
 * twee mal uthulpen, dat tellt nich" (floors only), "Fief" (5),
 * "Hunnertuntwölf" (112)). In the intake: a blast-furnace worker in
 * Duisburg (four referees described then named, "Kalle", "dieselbe Nummer
 * wie beim Meister", "512 345 678" asked which country (+48), "Ulrich, nich
 * Uwe"); a plumber in Esslingen (a condition on the current boss asked
 * again, a dictated e-mail set right, "0162 3456798, net 789", Ferhat
 * replaced by Jochen Maier in the same message); a care assistant in
 * Marzahn ("Nee, dann lassen wa dit. Frau Tatjana Becker …,
 * t.becker@…": refused, nothing kept); and a cook in Pontresina ("Allegra!"
 * confirmed, "347 123 4567" asked which country (+39), "nöd g.tschander,
 * sondern gianandri.tschander@…").
 *
 * Held out: de-r93, on the built-in questionnaire (the master plumber in
 * Stuttgart-Bad Cannstatt, in Swabian: "So drei, vier Johr … noi, genau:
 * drei Johr ond acht Monat" (44), "Net gschimpft isch gnug globt" asked
 * again then "a Vier" (4), "Fünfe" (5), "A Dreierle" (3), "Do trink i
 * erscht mol a Viertele druff 😄" asked again then "Vier" (4), "Lehrling
 * hot er koin ghet" (blank), "Ha noi, freilich! Sofort" (yes), "Noi, des
 * wär's. Ade" (no remark)); and de-i200, a polymechanic in Dornbirn ("Hoi,
 * jo gära" confirmed, three referees described then named, "232 12 34"
 * asked which country (+423), "dr Herbert hot a neue Nummer" and "dr Reto
 * lass ma weg … Nemmand stattdessen d Manuela Büchel" in one message, "An
 * Guata und ade").
 *
 * HELD OUT: every fifth conversation by position in each list (index 4, 9,
 * 14, …), as in the English corpus. Add new cases at the END only.
 */

/** Nursing: every kind; a relationship choice, years, patients per shift (optional). */
export const DE_PFLEGE: TypedQuestionnaire = {
  id: 'de-pflege',
  name: 'Referenz: Pflege',
  questions: [
    {
      key: 'beziehung',
      kind: 'choice',
      prompt: 'In welcher Beziehung standen Sie zur Bewerberin oder zum Bewerber?',
      options: [
        'Vorgesetzte/r',
        'Kollege/Kollegin',
        'Mitarbeiter/in in meinem Team',
        'Kunde/Kundin',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'jahre',
      kind: 'number',
      prompt: 'Wie viele Jahre haben Sie zusammengearbeitet?',
      min: 0,
      max: 50,
      required: true,
    },
    {
      key: 'zuverlaessigkeit',
      kind: 'rating',
      prompt: 'Wie zuverlässig war sie oder er, von 1 bis 5?',
      label: 'Zuverlässigkeit',
      required: true,
    },
    {
      key: 'dienste',
      kind: 'choice',
      prompt: 'Welche Dienste hat sie oder er übernommen? (optional, mehrere möglich)',
      options: ['Frühdienst', 'Spätdienst', 'Nachtdienst', 'Wochenende'],
      multiple: true,
      required: false,
    },
    {
      key: 'wiedereinstellen',
      kind: 'yes_no',
      prompt: 'Würden Sie wieder mit ihr oder ihm zusammenarbeiten?',
      required: true,
    },
    {
      key: 'patienten',
      kind: 'number',
      prompt:
        'Wie viele Patientinnen und Patienten hat sie oder er pro Schicht betreut? (optional)',
      min: 1,
      max: 100,
      required: false,
    },
    {
      key: 'staerke',
      kind: 'text',
      prompt: 'Was kann sie oder er besonders gut?',
      required: true,
    },
  ],
};

/** Warehouse: months, a rating, an optional yes/no, a single choice, optional text. */
export const DE_LOGISTIK: TypedQuestionnaire = {
  id: 'de-logistik',
  name: 'Referenz: Lager und Logistik',
  questions: [
    {
      key: 'monate',
      kind: 'number',
      prompt: 'Wie viele Monate haben Sie zusammengearbeitet?',
      min: 1,
      max: 600,
      required: true,
    },
    {
      key: 'sorgfalt',
      kind: 'rating',
      prompt: 'Wie sorgfältig hat sie oder er gearbeitet, von 1 bis 5?',
      label: 'Sorgfalt',
      required: true,
    },
    {
      key: 'staplerschein',
      kind: 'yes_no',
      prompt: 'Hat sie oder er einen Staplerschein? (optional)',
      required: false,
    },
    {
      key: 'arbeitszeit',
      kind: 'choice',
      prompt: 'In welchem Arbeitszeitmodell war sie oder er beschäftigt?',
      options: ['Vollzeit', 'Teilzeit', 'Schichtdienst'],
      multiple: false,
      required: true,
    },
    {
      key: 'anmerkungen',
      kind: 'text',
      prompt: 'Möchten Sie noch etwas anmerken? (optional)',
      required: false,
    },
  ],
};

/**
 * Trades (second blind set): a single choice of roles, years, a rating, a
 * required yes/no, a REQUIRED multiple choice of languages, apprentices
 * (optional, min 0, so "keine" is a real 0 here, unlike de-pflege's
 * patients), optional text.
 */
export const DE_HANDWERK: TypedQuestionnaire = {
  id: 'de-handwerk',
  name: 'Referenz: Handwerk und Bau',
  questions: [
    {
      key: 'rolle',
      kind: 'choice',
      prompt: 'In welcher Rolle haben Sie mit ihr oder ihm gearbeitet?',
      options: ['Lehrmeister/in', 'Vorarbeiter/in', 'Kollege/Kollegin', 'Auftraggeber/in'],
      multiple: false,
      required: true,
    },
    {
      key: 'jahre',
      kind: 'number',
      prompt: 'Wie viele Jahre haben Sie zusammengearbeitet?',
      min: 0,
      max: 60,
      required: true,
    },
    {
      key: 'qualitaet',
      kind: 'rating',
      prompt: 'Wie bewerten Sie die Qualität ihrer oder seiner Arbeit, von 1 bis 5?',
      label: 'Arbeitsqualität',
      required: true,
    },
    {
      key: 'fuehrerschein',
      kind: 'yes_no',
      prompt: 'Hat sie oder er einen Führerschein (Klasse B)?',
      required: true,
    },
    {
      key: 'sprachen',
      kind: 'choice',
      prompt: 'Welche Sprachen spricht sie oder er auf der Baustelle? (mehrere möglich)',
      options: ['Deutsch', 'Französisch', 'Italienisch', 'Englisch'],
      multiple: true,
      required: true,
    },
    {
      key: 'lehrlinge',
      kind: 'number',
      prompt: 'Wie viele Lehrlinge hat sie oder er betreut? (optional)',
      min: 0,
      max: 30,
      required: false,
    },
    {
      key: 'bemerkung',
      kind: 'text',
      prompt: 'Gibt es noch etwas, das wir wissen sollten? (optional)',
      required: false,
    },
  ],
};

/**
 * Accounting (third blind set), as an office in Germany or Austria writes
 * it: a relationship choice, years of experience (people give halves and
 * decimals), a rating, an optional multiple choice of software (one of it
 * Austrian), a required yes/no, weekly hours (optional; 38,5 and 42.5 are
 * common contracts), optional text.
 */
export const DE_BUCHHALTUNG: TypedQuestionnaire = {
  id: 'de-buchhaltung',
  name: 'Referenz: Buchhaltung',
  questions: [
    {
      key: 'beziehung',
      kind: 'choice',
      prompt: 'Wie haben Sie mit der Bewerberin oder dem Bewerber zusammengearbeitet?',
      options: ['Vorgesetzte/r', 'Kollege/Kollegin', 'Steuerberater/in', 'Andere'],
      multiple: false,
      required: true,
    },
    {
      key: 'erfahrung',
      kind: 'number',
      prompt: 'Wie viele Jahre Berufserfahrung in der Buchhaltung hat sie oder er ungefähr?',
      min: 0,
      max: 45,
      required: true,
    },
    {
      key: 'genauigkeit',
      kind: 'rating',
      prompt: 'Wie genau arbeitet sie oder er, von 1 bis 5?',
      label: 'Genauigkeit',
      required: true,
    },
    {
      key: 'programme',
      kind: 'choice',
      prompt: 'Mit welchen Programmen hat sie oder er gearbeitet? (optional, mehrere möglich)',
      options: ['DATEV', 'SAP', 'Excel', 'BMD'],
      multiple: true,
      required: false,
    },
    {
      key: 'abschluss',
      kind: 'yes_no',
      prompt: 'Hat sie oder er Monats- oder Jahresabschlüsse selbstständig erstellt?',
      required: true,
    },
    {
      key: 'stunden',
      kind: 'number',
      prompt: 'Wie viele Stunden pro Woche hat sie oder er gearbeitet? (optional)',
      min: 1,
      max: 60,
      required: false,
    },
    {
      key: 'hinweis',
      kind: 'text',
      prompt: 'Möchten Sie uns noch etwas mitteilen? (optional)',
      required: false,
    },
  ],
};

/**
 * Medical practice assistants (fourth blind set): a relationship choice,
 * years in the practice (halves and decimals), a rating, a REQUIRED multiple
 * choice of areas, an optional yes/no, trainees (optional, 0 is a real
 * answer), a required yes/no, optional text.
 */
export const DE_PRAXIS: TypedQuestionnaire = {
  id: 'de-praxis',
  name: 'Referenz: Medizinische Fachangestellte',
  questions: [
    {
      key: 'beziehung',
      kind: 'choice',
      prompt: 'In welcher Beziehung standen Sie zur Bewerberin oder zum Bewerber?',
      options: ['Praxisinhaber/in', 'Kollege/Kollegin', 'Ärztin/Arzt im Team', 'Andere'],
      multiple: false,
      required: true,
    },
    {
      key: 'jahre',
      kind: 'number',
      prompt: 'Wie viele Jahre hat sie oder er in Ihrer Praxis gearbeitet?',
      min: 0,
      max: 45,
      required: true,
    },
    {
      key: 'patienten',
      kind: 'rating',
      prompt: 'Wie gut geht sie oder er mit Patientinnen und Patienten um, von 1 bis 5?',
      label: 'Umgang mit Patienten',
      required: true,
    },
    {
      key: 'bereiche',
      kind: 'choice',
      prompt: 'In welchen Bereichen war sie oder er eingesetzt? (mehrere möglich)',
      options: ['Empfang', 'Labor', 'Abrechnung', 'Impfungen'],
      multiple: true,
      required: true,
    },
    {
      key: 'roentgen',
      kind: 'yes_no',
      prompt: 'Hat sie oder er die Fachkunde im Röntgen? (optional)',
      required: false,
    },
    {
      key: 'azubis',
      kind: 'number',
      prompt: 'Wie viele Auszubildende hat sie oder er betreut? (optional)',
      min: 0,
      max: 20,
      required: false,
    },
    {
      key: 'wieder',
      kind: 'yes_no',
      prompt: 'Würden Sie sie oder ihn wieder einstellen?',
      required: true,
    },
    {
      key: 'bemerkung',
      kind: 'text',
      prompt: 'Möchten Sie noch etwas ergänzen? (optional)',
      required: false,
    },
  ],
};

/**
 * Software (sixth blind set), as a Berlin start-up writes it, in German full
 * of English words: a role choice, months, a rating, an optional multiple
 * choice of languages, a required on-call yes/no, a required single choice
 * of where they worked ("remote first, aber dienstags im Office" is Hybrid),
 * optional text.
 */
export const DE_IT: TypedQuestionnaire = {
  id: 'de-it',
  name: 'Referenz: Softwareentwicklung',
  questions: [
    {
      key: 'rolle',
      kind: 'choice',
      prompt: 'In welcher Rolle haben Sie mit ihr oder ihm gearbeitet?',
      options: [
        'Teamleitung / Engineering Manager',
        'Kollege/Kollegin im Team',
        'Product Owner/in',
        'Kunde/Kundin',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'monate',
      kind: 'number',
      prompt: 'Wie viele Monate haben Sie zusammengearbeitet?',
      min: 1,
      max: 600,
      required: true,
    },
    {
      key: 'codequalitaet',
      kind: 'rating',
      prompt: 'Wie bewerten Sie die Qualität ihres oder seines Codes, von 1 bis 5?',
      label: 'Codequalität',
      required: true,
    },
    {
      key: 'stack',
      kind: 'choice',
      prompt: 'Mit welchen Sprachen hat sie oder er gearbeitet? (optional, mehrere möglich)',
      options: ['Java', 'Python', 'TypeScript', 'Kotlin'],
      multiple: true,
      required: false,
    },
    {
      key: 'rufbereitschaft',
      kind: 'yes_no',
      prompt: 'War sie oder er in der Rufbereitschaft?',
      required: true,
    },
    {
      key: 'arbeitsort',
      kind: 'choice',
      prompt: 'Wo hat sie oder er hauptsächlich gearbeitet?',
      options: ['Remote', 'Hybrid', 'Vor Ort'],
      multiple: false,
      required: true,
    },
    {
      key: 'hinweis',
      kind: 'text',
      prompt: 'Möchten Sie noch etwas ergänzen? (optional)',
      required: false,
    },
  ],
};

/**
 * Restaurant kitchens (eighth blind set), as a hotel or restaurant on the
 * Moselle, in the Alps or on the coast writes it: a role choice, seasons
 * worked (people count summers and winters), a hygiene rating, a REQUIRED
 * multiple choice of kitchen stations, an OPTIONAL rating of how they hold
 * up under stress, a required yes/no for next season, optional text.
 */
export const DE_GASTRO: TypedQuestionnaire = {
  id: 'de-gastro',
  name: 'Referenz: Küche und Gastronomie',
  questions: [
    {
      key: 'rolle',
      kind: 'choice',
      prompt: 'In welcher Rolle haben Sie mit ihr oder ihm gearbeitet?',
      options: [
        'Küchenchef/in',
        'Kollege/Kollegin in der Küche',
        'Restaurantleitung',
        'Inhaber/in',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'saisons',
      kind: 'number',
      prompt: 'Wie viele Saisons hat sie oder er bei Ihnen gearbeitet?',
      min: 1,
      max: 40,
      required: true,
    },
    {
      key: 'hygiene',
      kind: 'rating',
      prompt: 'Wie sauber und hygienisch arbeitet sie oder er, von 1 bis 5?',
      label: 'Sauberkeit und Hygiene',
      required: true,
    },
    {
      key: 'posten',
      kind: 'choice',
      prompt: 'An welchen Posten hat sie oder er gearbeitet? (mehrere möglich)',
      options: ['Kalte Küche', 'Saucen und Fleisch', 'Pâtisserie', 'Frühstück'],
      multiple: true,
      required: true,
    },
    {
      key: 'belastbarkeit',
      kind: 'rating',
      prompt: 'Wie belastbar ist sie oder er, wenn viel los ist, von 1 bis 5? (optional)',
      label: 'Belastbarkeit',
      required: false,
    },
    {
      key: 'naechsteSaison',
      kind: 'yes_no',
      prompt: 'Würden Sie sie oder ihn für die nächste Saison wieder nehmen?',
      required: true,
    },
    {
      key: 'bemerkung',
      kind: 'text',
      prompt: 'Was sollten wir sonst noch wissen? (optional)',
      required: false,
    },
  ],
};

/**
 * Childcare (ninth blind set), as a Kita or Krippe in Germany, Austria or
 * Switzerland writes it: a role choice, years, a REQUIRED multiple choice of
 * age groups (in Switzerland the Kindergarten is part of school), a rating
 * of work with parents, an optional group size, an optional first-aid
 * yes/no, a required yes/no, optional text.
 */
export const DE_KITA: TypedQuestionnaire = {
  id: 'de-kita',
  name: 'Referenz: Kita und Kinderbetreuung',
  questions: [
    {
      key: 'rolle',
      kind: 'choice',
      prompt: 'In welcher Rolle haben Sie mit ihr oder ihm gearbeitet?',
      options: ['Kita-Leitung', 'Kollege/Kollegin in der Gruppe', 'Elternteil', 'Andere'],
      multiple: false,
      required: true,
    },
    {
      key: 'jahre',
      kind: 'number',
      prompt: 'Wie viele Jahre haben Sie zusammengearbeitet?',
      min: 0,
      max: 45,
      required: true,
    },
    {
      key: 'altersgruppen',
      kind: 'choice',
      prompt: 'Mit welchen Altersgruppen hat sie oder er gearbeitet? (mehrere möglich)',
      options: ['Krippe (unter 3)', 'Kindergarten (3–6)', 'Hort (Schulkinder)'],
      multiple: true,
      required: true,
    },
    {
      key: 'elternarbeit',
      kind: 'rating',
      prompt: 'Wie gut arbeitet sie oder er mit den Eltern zusammen, von 1 bis 5?',
      label: 'Zusammenarbeit mit Eltern',
      required: true,
    },
    {
      key: 'gruppengroesse',
      kind: 'number',
      prompt: 'Wie viele Kinder waren in ihrer oder seiner Gruppe? (optional)',
      min: 1,
      max: 40,
      required: false,
    },
    {
      key: 'ersteHilfe',
      kind: 'yes_no',
      prompt: 'Hat sie oder er einen gültigen Erste-Hilfe-Kurs für Kinder? (optional)',
      required: false,
    },
    {
      key: 'wieder',
      kind: 'yes_no',
      prompt: 'Würden Sie wieder mit ihr oder ihm zusammenarbeiten?',
      required: true,
    },
    {
      key: 'bemerkung',
      kind: 'text',
      prompt: 'Möchten Sie noch etwas ergänzen? (optional)',
      required: false,
    },
  ],
};

/**
 * Haulage (tenth blind set), as a Spedition in Germany, Austria or East
 * Belgium writes it: a role choice, years driven, a REQUIRED multiple choice
 * of licences and permits, a punctuality rating, kilometres a year
 * (optional; "120.000" with a dot for thousands), an optional yes/no for
 * driving abroad, a required yes/no, optional text.
 */
export const DE_SPEDITION: TypedQuestionnaire = {
  id: 'de-spedition',
  name: 'Referenz: Berufskraftfahrer/in',
  questions: [
    {
      key: 'rolle',
      kind: 'choice',
      prompt: 'In welcher Rolle haben Sie mit ihr oder ihm gearbeitet?',
      options: ['Disponent/in', 'Fuhrparkleitung', 'Fahrerkollege/-kollegin', 'Kunde/Kundin'],
      multiple: false,
      required: true,
    },
    {
      key: 'jahre',
      kind: 'number',
      prompt: 'Wie viele Jahre ist sie oder er für Sie gefahren?',
      min: 0,
      max: 50,
      required: true,
    },
    {
      key: 'berechtigungen',
      kind: 'choice',
      prompt: 'Welche Führerscheinklassen und Berechtigungen hat sie oder er? (mehrere möglich)',
      options: ['C/CE (Lkw)', 'ADR (Gefahrgut)', 'Ladekran', 'Stapler'],
      multiple: true,
      required: true,
    },
    {
      key: 'puenktlichkeit',
      kind: 'rating',
      prompt: 'Wie pünktlich und zuverlässig war sie oder er auf Tour, von 1 bis 5?',
      label: 'Pünktlichkeit',
      required: true,
    },
    {
      key: 'kilometer',
      kind: 'number',
      prompt: 'Wie viele Kilometer ist sie oder er ungefähr pro Jahr gefahren? (optional)',
      min: 1000,
      max: 300000,
      required: false,
    },
    {
      key: 'ausland',
      kind: 'yes_no',
      prompt: 'Ist sie oder er auch im Ausland gefahren? (optional)',
      required: false,
    },
    {
      key: 'wieder',
      kind: 'yes_no',
      prompt: 'Würden Sie sie oder ihn wieder einsetzen?',
      required: true,
    },
    {
      key: 'bemerkung',
      kind: 'text',
      prompt: 'Möchten Sie noch etwas ergänzen? (optional)',
      required: false,
    },
  ],
};

/**
 * Farming (eleventh blind set), as a farm in Germany, among the German
 * minority in Denmark or in a Mennonite colony in Paraguay writes it: a role
 * choice, months on the farm (seasonal workers; "halvandet år"), a REQUIRED
 * multiple choice of areas, a rating of how they handle animals, animals
 * looked after (optional; a herd that nobody counted), a required yes/no,
 * a REQUIRED text.
 */
export const DE_LANDWIRTSCHAFT: TypedQuestionnaire = {
  id: 'de-landwirtschaft',
  name: 'Referenz: Landwirtschaft',
  questions: [
    {
      key: 'rolle',
      kind: 'choice',
      prompt: 'In welcher Rolle haben Sie mit ihr oder ihm gearbeitet?',
      options: [
        'Betriebsleiter/in (Landwirt/in)',
        'Vorarbeiter/in oder Herdenmanager/in',
        'Kollege/Kollegin auf dem Hof',
        'Lohnunternehmer/in',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'monate',
      kind: 'number',
      prompt: 'Wie viele Monate hat sie oder er auf Ihrem Betrieb gearbeitet?',
      min: 1,
      max: 480,
      required: true,
    },
    {
      key: 'bereiche',
      kind: 'choice',
      prompt: 'In welchen Bereichen hat sie oder er gearbeitet? (mehrere möglich)',
      options: ['Milchvieh', 'Ackerbau', 'Schweine und Geflügel', 'Maschinen und Werkstatt'],
      multiple: true,
      required: true,
    },
    {
      key: 'tiere',
      kind: 'rating',
      prompt: 'Wie geht sie oder er mit den Tieren um, von 1 bis 5?',
      label: 'Umgang mit Tieren',
      required: true,
    },
    {
      key: 'tierzahl',
      kind: 'number',
      prompt: 'Wie viele Tiere hat sie oder er ungefähr betreut? (optional)',
      min: 1,
      max: 5000,
      required: false,
    },
    {
      key: 'wieder',
      kind: 'yes_no',
      prompt: 'Würden Sie sie oder ihn wieder einstellen?',
      required: true,
    },
    {
      key: 'staerke',
      kind: 'text',
      prompt: 'Was kann sie oder er besonders gut?',
      required: true,
    },
  ],
};

/**
 * Security (twelfth blind set), as a Sicherheitsdienst in Germany writes it:
 * a role choice (a Schichtleiter is the Schichtführer; the customer who
 * hires the guard is an option too), years on duty, a REQUIRED multiple
 * choice of assignments, a de-escalation rating, an optional yes/no for the
 * "§ 34a" exam (people answer "34a hat er"), night shifts a month (optional,
 * min 0, so "null" is a real 0), a required yes/no, optional text.
 */
export const DE_SICHERHEIT: TypedQuestionnaire = {
  id: 'de-sicherheit',
  name: 'Referenz: Sicherheitsdienst',
  questions: [
    {
      key: 'rolle',
      kind: 'choice',
      prompt: 'In welcher Rolle haben Sie mit ihr oder ihm gearbeitet?',
      options: [
        'Objektleiter/in',
        'Schichtführer/in',
        'Kollege/Kollegin im Wachdienst',
        'Auftraggeber/in (Kunde)',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'jahre',
      kind: 'number',
      prompt: 'Wie viele Jahre war sie oder er bei Ihnen im Einsatz?',
      min: 0,
      max: 45,
      required: true,
    },
    {
      key: 'einsatz',
      kind: 'choice',
      prompt: 'Wo war sie oder er eingesetzt? (mehrere möglich)',
      options: ['Objektschutz', 'Empfang und Pforte', 'Veranstaltungen', 'Revierdienst (Streife)'],
      multiple: true,
      required: true,
    },
    {
      key: 'deeskalation',
      kind: 'rating',
      prompt: 'Wie ruhig und besonnen bleibt sie oder er in Konflikten, von 1 bis 5?',
      label: 'Deeskalation',
      required: true,
    },
    {
      key: 'sachkunde',
      kind: 'yes_no',
      prompt: 'Hat sie oder er die Sachkundeprüfung nach § 34a GewO bestanden? (optional)',
      required: false,
    },
    {
      key: 'nachtschichten',
      kind: 'number',
      prompt: 'Wie viele Nachtschichten hat sie oder er ungefähr im Monat übernommen? (optional)',
      min: 0,
      max: 31,
      required: false,
    },
    {
      key: 'wieder',
      kind: 'yes_no',
      prompt: 'Würden Sie sie oder ihn wieder einsetzen?',
      required: true,
    },
    {
      key: 'bemerkung',
      kind: 'text',
      prompt: 'Möchten Sie noch etwas ergänzen? (optional)',
      required: false,
    },
  ],
};

/**
 * Hair salons (thirteenth blind set), as a salon in Germany, Alsace or
 * Saxony writes it: a relationship choice (a regular customer is an
 * option), years, a REQUIRED multiple choice of services, a rating of how
 * they treat customers, an optional yes/no for the Meisterbrief (abroad
 * people answer with their own diploma), customers a day (optional; people
 * answer with ranges, Saturdays against weekdays), a required yes/no,
 * optional text.
 */
export const DE_FRISEUR: TypedQuestionnaire = {
  id: 'de-friseur',
  name: 'Referenz: Friseurhandwerk',
  questions: [
    {
      key: 'verhaeltnis',
      kind: 'choice',
      prompt: 'Woher kennen Sie die Bewerberin oder den Bewerber?',
      options: [
        'Salonleitung / Chef/in',
        'Kollege/Kollegin im Salon',
        'Ausbilder/in',
        'Stammkunde/Stammkundin',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'jahre',
      kind: 'number',
      prompt: 'Wie viele Jahre hat sie oder er bei Ihnen bzw. mit Ihnen gearbeitet?',
      min: 0,
      max: 50,
      required: true,
    },
    {
      key: 'leistungen',
      kind: 'choice',
      prompt: 'Welche Leistungen hat sie oder er bei Ihnen übernommen? (mehrere möglich)',
      options: [
        'Schneiden',
        'Farbe und Strähnen',
        'Dauerwelle',
        'Herrenschnitt und Bart',
        'Hochsteckfrisuren',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'kundenumgang',
      kind: 'rating',
      prompt: 'Wie gut geht sie oder er mit Kundinnen und Kunden um, von 1 bis 5?',
      label: 'Kundenumgang',
      required: true,
    },
    {
      key: 'meister',
      kind: 'yes_no',
      prompt: 'Hat sie oder er einen Meisterbrief? (optional)',
      required: false,
    },
    {
      key: 'kundenProTag',
      kind: 'number',
      prompt:
        'Wie viele Kundinnen und Kunden hat sie oder er an einem normalen Tag bedient? (optional)',
      min: 1,
      max: 40,
      required: false,
    },
    {
      key: 'wieder',
      kind: 'yes_no',
      prompt: 'Würden Sie sie oder ihn wieder einstellen?',
      required: true,
    },
    {
      key: 'bemerkung',
      kind: 'text',
      prompt: 'Gibt es noch etwas, das der neue Salon wissen sollte? (optional)',
      required: false,
    },
  ],
};

/**
 * Retail (fourteenth blind set), as a supermarket, discounter or drugstore
 * in Germany or Austria writes it: a role choice (an Austrian "Marktleiterin"
 * is the branch manager; a district manager is an option too), months
 * ("Jänner" and "Feber" in Austria), a REQUIRED multiple choice of areas
 * (the Austrian "Kassa" and "Feinkost"), a rating of how exact they are at
 * the till (people answer "nie eine Differenz" with no number), an optional
 * yes/no for the branch keys, weekly hours (optional; students and Minijobs),
 * a required yes/no, optional text.
 */
export const DE_EINZELHANDEL: TypedQuestionnaire = {
  id: 'de-einzelhandel',
  name: 'Referenz: Einzelhandel und Verkauf',
  questions: [
    {
      key: 'rolle',
      kind: 'choice',
      prompt: 'In welcher Rolle haben Sie mit ihr oder ihm gearbeitet?',
      options: [
        'Filialleitung',
        'Stellvertretende Filialleitung',
        'Kollege/Kollegin im Verkauf',
        'Bezirks- oder Regionalleitung',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'monate',
      kind: 'number',
      prompt: 'Wie viele Monate haben Sie zusammengearbeitet?',
      min: 1,
      max: 600,
      required: true,
    },
    {
      key: 'bereiche',
      kind: 'choice',
      prompt: 'In welchen Bereichen war sie oder er eingesetzt? (mehrere möglich)',
      options: [
        'Kasse',
        'Warenverräumung und Lager',
        'Kundenberatung',
        'Bedientheke (Fleisch, Käse)',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'kassenfuehrung',
      kind: 'rating',
      prompt: 'Wie genau und zuverlässig war ihre oder seine Kassenführung, von 1 bis 5?',
      label: 'Kassenführung',
      required: true,
    },
    {
      key: 'schluessel',
      kind: 'yes_no',
      prompt: 'Hatte sie oder er einen Filialschlüssel zum Öffnen und Schließen? (optional)',
      required: false,
    },
    {
      key: 'stunden',
      kind: 'number',
      prompt: 'Wie viele Stunden pro Woche hat sie oder er gearbeitet? (optional)',
      min: 1,
      max: 48,
      required: false,
    },
    {
      key: 'wieder',
      kind: 'yes_no',
      prompt: 'Würden Sie sie oder ihn wieder einstellen?',
      required: true,
    },
    {
      key: 'bemerkung',
      kind: 'text',
      prompt: 'Möchten Sie noch etwas ergänzen? (optional)',
      required: false,
    },
  ],
};

/**
 * Community pharmacies (fifteenth blind set), as an Apotheke in Germany
 * writes it: a role choice (the owner or branch manager, a pharmacist, a
 * PTA or PKA colleague), years in the pharmacy, a REQUIRED multiple choice
 * of tasks (people write "HV" for the Handverkauf at the counter), a rating
 * of advice to customers, an OPTIONAL rating of care in the Rezeptur (where
 * ointments and capsules are made), an optional yes/no for night and
 * weekend duty, training courses last year (optional, min 0, so "keine" is
 * a real 0; people answer "jede Menge"), a required yes/no, optional text.
 */
export const DE_APOTHEKE: TypedQuestionnaire = {
  id: 'de-apotheke',
  name: 'Referenz: Apotheke (PTA / PKA)',
  questions: [
    {
      key: 'rolle',
      kind: 'choice',
      prompt: 'In welcher Rolle haben Sie mit ihr oder ihm gearbeitet?',
      options: [
        'Apothekenleitung (Inhaber/in oder Filialleitung)',
        'Apotheker/in im Team',
        'Kollege/Kollegin (PTA oder PKA)',
        'Andere',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'jahre',
      kind: 'number',
      prompt: 'Wie viele Jahre hat sie oder er in Ihrer Apotheke gearbeitet?',
      min: 0,
      max: 45,
      required: true,
    },
    {
      key: 'taetigkeiten',
      kind: 'choice',
      prompt: 'Welche Aufgaben hat sie oder er übernommen? (mehrere möglich)',
      options: [
        'Beratung und Handverkauf',
        'Rezeptur und Labor',
        'Warenwirtschaft und Bestellung',
        'Botendienst',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'beratung',
      kind: 'rating',
      prompt: 'Wie gut berät sie oder er die Kundschaft, von 1 bis 5?',
      label: 'Beratung',
      required: true,
    },
    {
      key: 'rezeptur',
      kind: 'rating',
      prompt: 'Wie sorgfältig arbeitet sie oder er in der Rezeptur, von 1 bis 5? (optional)',
      label: 'Sorgfalt in der Rezeptur',
      required: false,
    },
    {
      key: 'notdienst',
      kind: 'yes_no',
      prompt: 'Hat sie oder er im Notdienst (nachts oder am Wochenende) mitgearbeitet? (optional)',
      required: false,
    },
    {
      key: 'fortbildungen',
      kind: 'number',
      prompt:
        'Wie viele Fortbildungen hat sie oder er im letzten Jahr ungefähr besucht? (optional)',
      min: 0,
      max: 50,
      required: false,
    },
    {
      key: 'wieder',
      kind: 'yes_no',
      prompt: 'Würden Sie sie oder ihn wieder einstellen?',
      required: true,
    },
    {
      key: 'bemerkung',
      kind: 'text',
      prompt: 'Möchten Sie noch etwas ergänzen? (optional)',
      required: false,
    },
  ],
};

/**
 * Hotels (sixteenth blind set), as a hotel in Germany, Switzerland or a
 * German manager abroad writes it: a role choice (a Swiss "Gouvernante" is
 * the Hausdame, a "GM" the Direktion), months in the house (people count
 * seasons), a REQUIRED multiple choice of areas in hotel jargon (Front
 * Desk, Night Audit, Etage, Zmorge), a rating of how they handle guests, an
 * optional yes/no for the hotel software (PMS), the number of rooms
 * (optional; hoteliers say "keys" and count in dozens), a required yes/no,
 * optional text.
 */
export const DE_HOTEL: TypedQuestionnaire = {
  id: 'de-hotel',
  name: 'Referenz: Hotellerie (Empfang und Etage)',
  questions: [
    {
      key: 'rolle',
      kind: 'choice',
      prompt: 'In welcher Rolle haben Sie mit ihr oder ihm gearbeitet?',
      options: [
        'Direktion / Hotelmanager/in',
        'Empfangschef/in (Front Office Manager/in)',
        'Hausdame / Housekeeping-Leitung',
        'Kollege/Kollegin',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'monate',
      kind: 'number',
      prompt: 'Wie viele Monate hat sie oder er in Ihrem Haus gearbeitet?',
      min: 1,
      max: 480,
      required: true,
    },
    {
      key: 'bereiche',
      kind: 'choice',
      prompt: 'In welchen Bereichen hat sie oder er gearbeitet? (mehrere möglich)',
      options: [
        'Rezeption (Check-in / Check-out)',
        'Nachtdienst (Night Audit)',
        'Etage / Zimmerreinigung',
        'Frühstücksservice',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'gaeste',
      kind: 'rating',
      prompt:
        'Wie freundlich und souverän geht sie oder er mit Gästen um, auch bei Beschwerden, von 1 bis 5?',
      label: 'Umgang mit Gästen',
      required: true,
    },
    {
      key: 'hotelsoftware',
      kind: 'yes_no',
      prompt:
        'Kennt sie oder er sich mit einer Hotelsoftware (PMS wie Opera oder Protel) aus? (optional)',
      required: false,
    },
    {
      key: 'zimmer',
      kind: 'number',
      prompt: 'Wie viele Zimmer hat Ihr Haus? (optional)',
      min: 1,
      max: 3000,
      required: false,
    },
    {
      key: 'wieder',
      kind: 'yes_no',
      prompt: 'Würden Sie sie oder ihn wieder einstellen?',
      required: true,
    },
    {
      key: 'bemerkung',
      kind: 'text',
      prompt: 'Möchten Sie noch etwas ergänzen? (optional)',
      required: false,
    },
  ],
};

/**
 * Forestry (seventeenth blind set), as a Forstbetrieb in Germany, Austria
 * or Switzerland writes it: a role choice (the Förster/in is the
 * Revierleitung; a "Rotte" is a forest crew; contractors employ many
 * Forstwirte), years in the business (an apprenticeship counts), a
 * REQUIRED multiple choice of work (chainsaw, harvester and cable crane,
 * planting, tree climbing), a rating of safe work, an optional yes/no for a
 * chainsaw certificate (AS Baum, KWF, the Swiss Holzerkurs), the Festmeter
 * a day (optional; foresters also count in Ster or Raummeter, a stacked
 * measure that is not the same), a required yes/no, optional text.
 */
export const DE_FORST: TypedQuestionnaire = {
  id: 'de-forst',
  name: 'Referenz: Forstwirtschaft (Forstwirt/in, Forstwart/in)',
  questions: [
    {
      key: 'rolle',
      kind: 'choice',
      prompt: 'In welcher Rolle haben Sie mit ihr oder ihm gearbeitet?',
      options: [
        'Revierleitung (Förster/in)',
        'Forstwirtschaftsmeister/in oder Vorarbeiter/in',
        'Kollege/Kollegin in der Rotte',
        'Forstunternehmer/in (Arbeitgeber)',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'jahre',
      kind: 'number',
      prompt: 'Wie viele Jahre hat sie oder er in Ihrem Betrieb gearbeitet?',
      min: 0,
      max: 50,
      required: true,
    },
    {
      key: 'taetigkeiten',
      kind: 'choice',
      prompt: 'Welche Arbeiten hat sie oder er gemacht? (mehrere möglich)',
      options: [
        'Holzernte mit der Motorsäge',
        'Maschinenarbeit (Harvester, Forwarder, Seilkran)',
        'Pflanzung und Kulturpflege',
        'Baumpflege und Seilklettertechnik',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'sicherheit',
      kind: 'rating',
      prompt:
        'Wie sicher und umsichtig arbeitet sie oder er im Bestand, für sich und für andere, von 1 bis 5?',
      label: 'Arbeitssicherheit',
      required: true,
    },
    {
      key: 'motorsaegenschein',
      kind: 'yes_no',
      prompt:
        'Hat sie oder er einen Motorsägen-Nachweis (z. B. AS Baum, KWF-Kurs, in der Schweiz Holzerkurs)? (optional)',
      required: false,
    },
    {
      key: 'festmeter',
      kind: 'number',
      prompt:
        'Wie viele Festmeter Holz hat sie oder er an einem normalen Tag ungefähr aufgearbeitet? (optional)',
      min: 0,
      max: 400,
      required: false,
    },
    {
      key: 'wieder',
      kind: 'yes_no',
      prompt: 'Würden Sie sie oder ihn wieder einstellen?',
      required: true,
    },
    {
      key: 'bemerkung',
      kind: 'text',
      prompt: 'Möchten Sie noch etwas ergänzen? (optional)',
      required: false,
    },
  ],
};

/**
 * Car workshops (eighteenth blind set), as a Kfz-Werkstatt or Autohaus in
 * Germany, Austria or Switzerland writes it: a role choice (the
 * Werkstattmeister/in, the Serviceleiter/in, a colleague, the owner of a
 * free workshop or a dealership), years in the workshop (an apprenticeship
 * may or may not be counted), a REQUIRED multiple choice of work (five
 * options), a rating of fault diagnosis, an OPTIONAL rating of tidiness at
 * the bench and in customers' cars, an optional yes/no for a high-voltage
 * qualification (e-cars and hybrids; "HV 2S" and the like), cars a day
 * (optional; workshops also count in Arbeitswerte (AW), a unit of time, and
 * per week), a required yes/no, optional text.
 */
export const DE_KFZ: TypedQuestionnaire = {
  id: 'de-kfz',
  name: 'Referenz: Kfz-Mechatronik',
  questions: [
    {
      key: 'rolle',
      kind: 'choice',
      prompt: 'In welcher Rolle haben Sie mit ihr oder ihm gearbeitet?',
      options: [
        'Werkstattmeister/in',
        'Serviceleiter/in',
        'Kollege/Kollegin in der Werkstatt',
        'Inhaber/in oder Geschäftsführung',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'jahre',
      kind: 'number',
      prompt: 'Wie viele Jahre hat sie oder er in Ihrer Werkstatt gearbeitet?',
      min: 0,
      max: 50,
      required: true,
    },
    {
      key: 'arbeiten',
      kind: 'choice',
      prompt: 'Welche Arbeiten hat sie oder er bei Ihnen übernommen? (mehrere möglich)',
      options: [
        'Inspektion und Wartung',
        'Diagnose und Fahrzeugelektrik',
        'Bremsen, Fahrwerk und Reifen',
        'Motor und Getriebe',
        'Klimaservice',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'diagnose',
      kind: 'rating',
      prompt: 'Wie gut findet sie oder er Fehler am Fahrzeug (Fehlerdiagnose), von 1 bis 5?',
      label: 'Fehlerdiagnose',
      required: true,
    },
    {
      key: 'ordnung',
      kind: 'rating',
      prompt:
        'Wie sauber und ordentlich arbeitet sie oder er, am Arbeitsplatz und im Kundenfahrzeug, von 1 bis 5? (optional)',
      label: 'Sauberkeit und Ordnung',
      required: false,
    },
    {
      key: 'hochvolt',
      kind: 'yes_no',
      prompt:
        'Hat sie oder er eine Hochvolt-Qualifikation für Elektro- und Hybridfahrzeuge? (optional)',
      required: false,
    },
    {
      key: 'fahrzeuge',
      kind: 'number',
      prompt:
        'Wie viele Fahrzeuge hat sie oder er an einem normalen Arbeitstag ungefähr fertig gemacht? (optional)',
      min: 0,
      max: 40,
      required: false,
    },
    {
      key: 'wieder',
      kind: 'yes_no',
      prompt: 'Würden Sie sie oder ihn wieder einstellen?',
      required: true,
    },
    {
      key: 'bemerkung',
      kind: 'text',
      prompt: 'Möchten Sie noch etwas ergänzen? (optional)',
      required: false,
    },
  ],
};

/**
 * Commercial cleaning (nineteenth blind set), as a Gebäudereinigung firm in
 * Germany, Austria or Switzerland writes it: a role choice (the
 * Objektleiter/in, the Vorarbeiter/in, a colleague in the team, the customer
 * whose building is cleaned), months in the firm or the building, a REQUIRED
 * multiple choice of areas (five options), a rating of thoroughness, an
 * OPTIONAL rating of punctuality, an optional yes/no for keys or alarm codes
 * of their own, square metres an hour (optional; cleaners also count per
 * shift, per building, and people abroad in square feet), a required
 * yes/no, optional text.
 */
export const DE_REINIGUNG: TypedQuestionnaire = {
  id: 'de-reinigung',
  name: 'Referenz: Gebäudereinigung',
  questions: [
    {
      key: 'rolle',
      kind: 'choice',
      prompt: 'In welcher Rolle haben Sie mit ihr oder ihm zu tun gehabt?',
      options: [
        'Objektleiter/in',
        'Vorarbeiter/in',
        'Kollege/Kollegin im Team',
        'Kunde/Kundin (Auftraggeber)',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'monate',
      kind: 'number',
      prompt: 'Wie viele Monate hat sie oder er bei Ihnen bzw. in Ihrem Objekt gearbeitet?',
      min: 1,
      max: 480,
      required: true,
    },
    {
      key: 'bereiche',
      kind: 'choice',
      prompt: 'In welchen Bereichen hat sie oder er gearbeitet? (mehrere möglich)',
      options: [
        'Unterhaltsreinigung (Büro, Treppenhaus)',
        'Glas- und Fensterreinigung',
        'Grundreinigung und Bodenpflege (Maschine)',
        'Klinik- und Praxisreinigung (Hygiene)',
        'Hotel- und Zimmerreinigung',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'gruendlichkeit',
      kind: 'rating',
      prompt: 'Wie gründlich arbeitet sie oder er, von 1 bis 5?',
      label: 'Gründlichkeit',
      required: true,
    },
    {
      key: 'puenktlichkeit',
      kind: 'rating',
      prompt: 'Wie pünktlich und zuverlässig ist sie oder er, von 1 bis 5? (optional)',
      label: 'Pünktlichkeit',
      required: false,
    },
    {
      key: 'schluessel',
      kind: 'yes_no',
      prompt: 'Hatte sie oder er eigene Objektschlüssel oder Alarmcodes? (optional)',
      required: false,
    },
    {
      key: 'leistung',
      kind: 'number',
      prompt:
        'Wie viele Quadratmeter schafft sie oder er in der Unterhaltsreinigung ungefähr pro Stunde? (optional)',
      min: 0,
      max: 1000,
      required: false,
    },
    {
      key: 'wieder',
      kind: 'yes_no',
      prompt: 'Würden Sie sie oder ihn wieder einstellen bzw. wieder in Ihrem Objekt einsetzen?',
      required: true,
    },
    {
      key: 'bemerkung',
      kind: 'text',
      prompt: 'Möchten Sie noch etwas ergänzen? (optional)',
      required: false,
    },
  ],
};

/**
 * Bus and tram drivers (twenty-first blind set), as a municipal or regional
 * transport company in Germany, Austria or Switzerland writes it: a role
 * choice (the Verkehrsmeister/in or depot manager, a driving instructor, a
 * colleague in the driving service), years in scheduled service (which
 * people count from a timetable change, "seit dem Fahrplanwechsel", or in
 * ski-bus winters), the vehicles as a REQUIRED multiple choice, a rating of
 * how they handle passengers, an OPTIONAL rating of their driving,
 * self-caused accidents as an optional number (min 0, "null" is a real 0; a
 * deer is no fault), a required yes/no, optional text.
 */
export const DE_NAHVERKEHR: TypedQuestionnaire = {
  id: 'de-nahverkehr',
  name: 'Referenz: Fahrdienst im Nahverkehr',
  questions: [
    {
      key: 'rolle',
      kind: 'choice',
      prompt: 'In welcher Rolle haben Sie mit ihr oder ihm gearbeitet?',
      options: [
        'Verkehrsmeister/in oder Betriebshofleitung',
        'Fahrlehrer/in oder Ausbilder/in',
        'Kollege/Kollegin im Fahrdienst',
        'Andere',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'jahre',
      kind: 'number',
      prompt: 'Wie viele Jahre ist sie oder er bei Ihnen im Linienverkehr gefahren?',
      min: 0,
      max: 45,
      required: true,
    },
    {
      key: 'fahrzeuge',
      kind: 'choice',
      prompt: 'Welche Fahrzeuge hat sie oder er gefahren? (mehrere möglich)',
      options: ['Solobus (12 m)', 'Gelenkbus', 'Reisebus', 'Straßenbahn'],
      multiple: true,
      required: true,
    },
    {
      key: 'fahrgaeste',
      kind: 'rating',
      prompt:
        'Wie geht sie oder er mit Fahrgästen um, auch in schwierigen Situationen, von 1 bis 5?',
      label: 'Umgang mit Fahrgästen',
      required: true,
    },
    {
      key: 'fahrweise',
      kind: 'rating',
      prompt: 'Wie ruhig und vorausschauend fährt sie oder er, von 1 bis 5? (optional)',
      label: 'Fahrweise',
      required: false,
    },
    {
      key: 'unfaelle',
      kind: 'number',
      prompt:
        'Wie viele selbst verschuldete Unfälle hatte sie oder er in dieser Zeit? (optional, 0 wenn keine)',
      min: 0,
      max: 50,
      required: false,
    },
    {
      key: 'wieder',
      kind: 'yes_no',
      prompt: 'Würden Sie sie oder ihn wieder einstellen?',
      required: true,
    },
    {
      key: 'bemerkung',
      kind: 'text',
      prompt: 'Möchten Sie noch etwas ergänzen? (optional)',
      required: false,
    },
  ],
};

/**
 * Museums (twenty-fourth blind set), as a Landesmuseum or an emigration
 * museum writes it about its guides (many of them freelance): a role choice
 * where a school or a tour operator that books the tours is an option,
 * years of guiding for them (which a client can only count from its first
 * booking), the formats as a REQUIRED multiple choice (adults, school
 * classes, barrier-free tours, the till and shop), a rating of how they get
 * the content across, an optional yes/no on tours in a foreign language,
 * tours a week (optional), a required yes/no and a REQUIRED text.
 */
export const DE_MUSEUM: TypedQuestionnaire = {
  id: 'de-museum',
  name: 'Referenz: Museum (Führungen und Vermittlung)',
  questions: [
    {
      key: 'rolle',
      kind: 'choice',
      prompt: 'In welcher Rolle haben Sie mit ihr oder ihm gearbeitet?',
      options: [
        'Museumsleitung',
        'Leitung Bildung und Vermittlung',
        'Kollege/Kollegin im Führungsteam',
        'Externe Auftraggeber (Schule, Reiseveranstalter)',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'jahre',
      kind: 'number',
      prompt: 'Wie viele Jahre hat sie oder er für Sie Führungen gemacht?',
      min: 0,
      max: 50,
      required: true,
    },
    {
      key: 'formate',
      kind: 'choice',
      prompt: 'Welche Formate hat sie oder er übernommen? (mehrere möglich)',
      options: [
        'Führungen für Erwachsene',
        'Schulklassen und Kinder',
        'Barrierefreie Angebote (Leichte Sprache, Tastführungen, DGS)',
        'Kasse und Museumsshop',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'vermittlung',
      kind: 'rating',
      prompt: 'Wie gut vermittelt sie oder er Inhalte an Besucherinnen und Besucher, von 1 bis 5?',
      label: 'Vermittlung',
      required: true,
    },
    {
      key: 'fremdsprache',
      kind: 'yes_no',
      prompt: 'Hat sie oder er Führungen in einer Fremdsprache gehalten? (optional)',
      required: false,
    },
    {
      key: 'fuehrungen',
      kind: 'number',
      prompt: 'Wie viele Führungen hat sie oder er pro Woche ungefähr gemacht? (optional)',
      min: 1,
      max: 60,
      required: false,
    },
    {
      key: 'wieder',
      kind: 'yes_no',
      prompt: 'Würden Sie wieder mit ihr oder ihm zusammenarbeiten?',
      required: true,
    },
    {
      key: 'erinnerung',
      kind: 'text',
      prompt: 'Welche Führung oder welcher Moment ist Ihnen besonders in Erinnerung geblieben?',
      required: true,
    },
  ],
};

/**
 * Ski schools (twenty-sixth blind set), as a ski school in Tyrol or a
 * Schneesportschule in the Bernese Oberland writes it: the job as a single
 * choice (an Austrian "Anwärterin" is a ski instructor in training; a
 * snowboard instructor who also helped in the rental shop is still a
 * snowboard instructor), winter seasons with them (which people write
 * "22/23"), the courses as a REQUIRED multiple choice, a rating of safety
 * on the slope, an OPTIONAL rating of how guests take to them, a finished
 * instructor training as an optional yes/no (a ladder of levels in every
 * country), the largest group (optional), a required yes/no, optional text.
 */
export const DE_SKISCHULE: TypedQuestionnaire = {
  id: 'de-skischule',
  name: 'Referenz: Skischule (Ski- und Snowboardunterricht)',
  questions: [
    {
      key: 'rolle',
      kind: 'choice',
      prompt: 'Als was war sie oder er bei Ihnen beschäftigt?',
      options: ['Skilehrer/in', 'Snowboardlehrer/in', 'Kinderland-Betreuer/in', 'Büro und Verleih'],
      multiple: false,
      required: true,
    },
    {
      key: 'saisons',
      kind: 'number',
      prompt: 'Wie viele Wintersaisons war sie oder er bei Ihnen?',
      min: 1,
      max: 40,
      required: true,
    },
    {
      key: 'kurse',
      kind: 'choice',
      prompt: 'Welche Kurse hat sie oder er gegeben? (mehrere möglich)',
      options: [
        'Kinderkurse',
        'Anfängerkurse für Erwachsene',
        'Fortgeschrittene, Freeride und Tiefschnee',
        'Privatstunden',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'sicherheit',
      kind: 'rating',
      prompt: 'Wie umsichtig ist sie oder er mit der Gruppe am Hang, von 1 bis 5?',
      label: 'Sicherheit am Hang',
      required: true,
    },
    {
      key: 'gaeste',
      kind: 'rating',
      prompt: 'Wie kommt sie oder er bei den Gästen an, von 1 bis 5? (optional)',
      label: 'Umgang mit Gästen',
      required: false,
    },
    {
      key: 'ausbildung',
      kind: 'yes_no',
      prompt:
        'Hat sie oder er eine abgeschlossene Ausbildung als Ski- oder Snowboardlehrer/in (z. B. Landesskilehrer, Swiss-Snowsports-Fachausweis, DSLV)? (optional)',
      required: false,
    },
    {
      key: 'gruppe',
      kind: 'number',
      prompt: 'Wie viele Personen hatte sie oder er höchstens in einer Gruppe? (optional)',
      min: 1,
      max: 20,
      required: false,
    },
    {
      key: 'wieder',
      kind: 'yes_no',
      prompt: 'Würden Sie sie oder ihn für die nächste Saison wieder einstellen?',
      required: true,
    },
    {
      key: 'bemerkung',
      kind: 'text',
      prompt: 'Möchten Sie noch etwas ergänzen? (optional)',
      required: false,
    },
  ],
};

/**
 * Watchmaking (twenty-eighth blind set), as a watch atelier in Biel/Bienne
 * or a repair atelier in Winterthur writes it, in Swiss Standard German with
 * the trade's French words: the job as a single choice (a "Remonteur" or
 * "Horloger" is a watchmaker; "SAV", the service après-vente, does the
 * "Revisionen" of customers' watches), years with them, the work as a
 * REQUIRED multiple choice named in French ("Remontage", "Emboîtage") or by
 * a calibre ("Chrono", "7750"), a rating of precision, an OPTIONAL rating of
 * speed, the EFZ (the federal certificate, "CFC" in French) as an optional
 * yes/no (a WOSTEP course or a precision-mechanic apprenticeship is not
 * one), movements or watches a day (optional, which people give per
 * calibre), a required yes/no, optional text.
 */
export const DE_UHRMACHER: TypedQuestionnaire = {
  id: 'de-uhrmacher',
  name: 'Referenz: Uhrmacherei',
  questions: [
    {
      key: 'funktion',
      kind: 'choice',
      prompt: 'In welcher Funktion hat sie oder er bei Ihnen gearbeitet?',
      options: [
        'Uhrmacher/in (Montage und Reglage)',
        'Polisseur/in (Finissage)',
        'Qualitätskontrolle',
        'Kundendienst / SAV (Revisionen)',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'jahre',
      kind: 'number',
      prompt: 'Wie viele Jahre hat sie oder er bei Ihnen gearbeitet?',
      min: 0,
      max: 45,
      required: true,
    },
    {
      key: 'arbeiten',
      kind: 'choice',
      prompt: 'Welche Arbeiten hat sie oder er ausgeführt? (mehrere möglich)',
      options: [
        'Remontage (Werk zusammensetzen)',
        'Reglage (Gangeinstellung)',
        'Komplikationen (Chronograph, Kalender)',
        'Emboîtage (Einschalen)',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'praezision',
      kind: 'rating',
      prompt: 'Wie präzise und sorgfältig arbeitet sie oder er, von 1 bis 5?',
      label: 'Präzision',
      required: true,
    },
    {
      key: 'tempo',
      kind: 'rating',
      prompt: 'Wie beurteilen Sie das Arbeitstempo, von 1 bis 5? (optional)',
      label: 'Arbeitstempo',
      required: false,
    },
    {
      key: 'efz',
      kind: 'yes_no',
      prompt: 'Hat sie oder er ein EFZ als Uhrmacher/in? (optional)',
      required: false,
    },
    {
      key: 'werke',
      kind: 'number',
      prompt: 'Wie viele Werke oder Uhren hat sie oder er pro Tag ungefähr bearbeitet? (optional)',
      min: 1,
      max: 200,
      required: false,
    },
    {
      key: 'wieder',
      kind: 'yes_no',
      prompt: 'Würden Sie sie oder ihn wieder einstellen?',
      required: true,
    },
    {
      key: 'bemerkung',
      kind: 'text',
      prompt: 'Möchten Sie noch etwas ergänzen? (optional)',
      required: false,
    },
  ],
};

/**
 * Funeral homes (thirty-second blind set), as a Bestattungshaus in Germany
 * or a Bestattungsunternehmen in Austria writes it: the relationship as a
 * single choice (the owner, a master undertaker or branch head, a colleague,
 * someone outside the house: the cemetery, the crematorium, a funeral
 * speaker), years in the house (which people count around a parental leave,
 * the Austrian "Karenz"), the tasks as a REQUIRED multiple choice (transfers,
 * hygienic care and laying out, talks with the bereaved, organising funerals,
 * the paperwork at the registry office and the cemetery), a rating of how
 * they treat the bereaved (which gallows humour answers first), an OPTIONAL
 * rating of resilience, the exam as an optional yes/no (the German
 * "geprüfte Bestattungsfachkraft", the Austrian Befähigungsprüfung; an exam
 * booked is not one passed), nights on call a month (optional, min 0, so
 * "keine" is a real 0), a REQUIRED recommendation from 0 to 10 as a number
 * (never a 1–5 rating scaled up or down), a required yes/no, optional text.
 */
export const DE_BESTATTUNG: TypedQuestionnaire = {
  id: 'de-bestattung',
  name: 'Referenz: Bestattungshaus',
  questions: [
    {
      key: 'rolle',
      kind: 'choice',
      prompt: 'In welcher Rolle haben Sie mit ihr oder ihm zusammengearbeitet?',
      options: [
        'Inhaber/in bzw. Geschäftsführung',
        'Bestattermeister/in oder Filialleitung',
        'Kollege/Kollegin',
        'Externe Zusammenarbeit (Friedhof, Krematorium, Trauerredner/in)',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'jahre',
      kind: 'number',
      prompt: 'Wie viele Jahre hat sie oder er bei Ihnen gearbeitet?',
      min: 0,
      max: 45,
      required: true,
    },
    {
      key: 'aufgaben',
      kind: 'choice',
      prompt: 'Welche Aufgaben hat sie oder er übernommen? (mehrere möglich)',
      options: [
        'Überführungen',
        'Hygienische Versorgung und Aufbahrung',
        'Trauergespräche und Beratung der Angehörigen',
        'Organisation von Trauerfeiern und Beisetzungen',
        'Behördengänge und Formalitäten (Standesamt, Friedhof)',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'angehoerige',
      kind: 'rating',
      prompt: 'Wie einfühlsam geht sie oder er mit Angehörigen um, von 1 bis 5?',
      label: 'Umgang mit Angehörigen',
      required: true,
    },
    {
      key: 'belastbarkeit',
      kind: 'rating',
      prompt:
        'Wie belastbar ist sie oder er (Nachtdienste, schwere Sterbefälle), von 1 bis 5? (optional)',
      label: 'Belastbarkeit',
      required: false,
    },
    {
      key: 'fachkraft',
      kind: 'yes_no',
      prompt:
        'Hat sie oder er die Prüfung zur Bestattungsfachkraft oder eine vergleichbare Prüfung bestanden? (optional)',
      required: false,
    },
    {
      key: 'bereitschaft',
      kind: 'number',
      prompt:
        'In wie vielen Nächten im Monat hatte sie oder er ungefähr Rufbereitschaft? (optional)',
      min: 0,
      max: 31,
      required: false,
    },
    {
      key: 'empfehlung',
      kind: 'number',
      prompt:
        'Auf einer Skala von 0 bis 10: Wie sehr würden Sie sie oder ihn einem anderen Bestattungshaus empfehlen?',
      min: 0,
      max: 10,
      required: true,
    },
    {
      key: 'wieder',
      kind: 'yes_no',
      prompt: 'Würden Sie sie oder ihn wieder einstellen?',
      required: true,
    },
    {
      key: 'bemerkung',
      kind: 'text',
      prompt: 'Möchten Sie noch etwas ergänzen? (optional)',
      required: false,
    },
  ],
};

/**
 * Breweries (thirty-fourth blind set), as a country brewery in Franconia or a
 * craft brewery in Hamburg writes it: the relationship as a single choice
 * (the brewmaster or head of production, the owner, a colleague, a client from
 * the trade: an inn, a drinks wholesaler), months with them (which people
 * count from an apprenticeship, or give in English), the work as a REQUIRED
 * multiple choice (brewhouse, fermenting and lagering cellar, filling, cleaning
 * and CIP, the tap and brewery tours) named in the trade's words ("Keller",
 * "Canning Line") or by who else does it, a rating of care (hygiene, keeping to
 * the recipe), an OPTIONAL rating of how they cope with early shifts and the
 * high season, a forklift licence as an optional yes/no, hectolitres a week
 * (optional; brewers count in brews of so many hectolitres, Americans in
 * barrels), a required yes/no, optional text.
 */
export const DE_BRAUEREI: TypedQuestionnaire = {
  id: 'de-brauerei',
  name: 'Referenz: Brauerei',
  questions: [
    {
      key: 'rolle',
      kind: 'choice',
      prompt: 'In welcher Rolle haben Sie mit ihr oder ihm zusammengearbeitet?',
      options: [
        'Braumeister/in oder Produktionsleitung',
        'Inhaber/in bzw. Geschäftsführung',
        'Kollege/Kollegin',
        'Kunde (Gastronomie, Getränkehandel)',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'monate',
      kind: 'number',
      prompt: 'Wie viele Monate hat sie oder er bei Ihnen gearbeitet?',
      min: 1,
      max: 480,
      required: true,
    },
    {
      key: 'bereiche',
      kind: 'choice',
      prompt: 'In welchen Bereichen hat sie oder er gearbeitet? (mehrere möglich)',
      options: [
        'Sudhaus',
        'Gär- und Lagerkeller',
        'Abfüllung (Flasche, Dose, Fass)',
        'Reinigung und Hygiene (CIP)',
        'Ausschank und Brauereiführungen',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'sorgfalt',
      kind: 'rating',
      prompt: 'Wie sorgfältig arbeitet sie oder er (Hygiene, Rezepttreue), von 1 bis 5?',
      label: 'Sorgfalt',
      required: true,
    },
    {
      key: 'belastbarkeit',
      kind: 'rating',
      prompt:
        'Wie gut kommt sie oder er mit Frühschichten und der Hochsaison zurecht, von 1 bis 5? (optional)',
      label: 'Belastbarkeit',
      required: false,
    },
    {
      key: 'stapler',
      kind: 'yes_no',
      prompt: 'Hat sie oder er einen gültigen Staplerschein? (optional)',
      required: false,
    },
    {
      key: 'hektoliter',
      kind: 'number',
      prompt:
        'Wie viele Hektoliter hat sie oder er pro Woche ungefähr eingebraut oder abgefüllt? (optional)',
      min: 0,
      max: 5000,
      required: false,
    },
    {
      key: 'wieder',
      kind: 'yes_no',
      prompt: 'Würden Sie sie oder ihn wieder einstellen?',
      required: true,
    },
    {
      key: 'bemerkung',
      kind: 'text',
      prompt: 'Möchten Sie noch etwas ergänzen? (optional)',
      required: false,
    },
  ],
};

/**
 * Landscaping (thirty-sixth blind set), as a Garten- und Landschaftsbau firm
 * in Saxony or the Münsterland writes it: the relationship as a single
 * choice (the boss or site manager, a foreman who leads the crew, a
 * colleague, a private or property-management client), years with them
 * (which people count from the apprenticeship or from holiday jobs as a
 * pupil), the work as a REQUIRED multiple choice (paving and natural stone,
 * planting and care, tree care and felling, lawns, mowing and winter
 * service, ponds and water features, machines) that people name by what a
 * climber or nobody in the firm does, a rating of care and tidiness on
 * site, an OPTIONAL rating of how clients take to them, the
 * plant-protection certificate as an optional yes/no, square metres of
 * paving a day (optional; people count in pallets of stone), a required
 * yes/no, optional text.
 */
export const DE_GARTENBAU: TypedQuestionnaire = {
  id: 'de-gartenbau',
  name: 'Referenz: Garten- und Landschaftsbau',
  questions: [
    {
      key: 'rolle',
      kind: 'choice',
      prompt: 'In welcher Rolle haben Sie mit ihr oder ihm zusammengearbeitet?',
      options: [
        'Chef/in oder Bauleitung',
        'Vorarbeiter/in (Kolonnenführung)',
        'Kollege/Kollegin',
        'Kunde/Kundin (privat oder Hausverwaltung)',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'jahre',
      kind: 'number',
      prompt: 'Wie viele Jahre hat sie oder er bei Ihnen gearbeitet?',
      min: 0,
      max: 45,
      required: true,
    },
    {
      key: 'arbeiten',
      kind: 'choice',
      prompt: 'Welche Arbeiten hat sie oder er gemacht? (mehrere möglich)',
      options: [
        'Pflaster- und Natursteinarbeiten',
        'Pflanzung und Pflege',
        'Baumpflege und Fällung',
        'Rasen, Mähen und Winterdienst',
        'Teich- und Wasseranlagen',
        'Maschinen (Minibagger, Radlader)',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'sorgfalt',
      kind: 'rating',
      prompt: 'Wie sorgfältig und sauber arbeitet sie oder er auf der Baustelle, von 1 bis 5?',
      label: 'Sorgfalt',
      required: true,
    },
    {
      key: 'kunden',
      kind: 'rating',
      prompt: 'Wie kommt sie oder er bei den Kundinnen und Kunden an, von 1 bis 5? (optional)',
      label: 'Kundenkontakt',
      required: false,
    },
    {
      key: 'sachkunde',
      kind: 'yes_no',
      prompt: 'Hat sie oder er den Sachkundenachweis Pflanzenschutz? (optional)',
      required: false,
    },
    {
      key: 'pflaster',
      kind: 'number',
      prompt:
        'Wie viele Quadratmeter Pflaster verlegt sie oder er an einem normalen Tag, ungefähr? (optional)',
      min: 0,
      max: 200,
      required: false,
    },
    {
      key: 'wieder',
      kind: 'yes_no',
      prompt: 'Würden Sie sie oder ihn wieder einstellen?',
      required: true,
    },
    {
      key: 'bemerkung',
      kind: 'text',
      prompt: 'Möchten Sie noch etwas ergänzen? (optional)',
      required: false,
    },
  ],
};

/**
 * Inland shipping (thirty-eighth blind set), as a family-run barge
 * (Partikulier) on the Rhine and the Main-Danube canal or a Danube cruise
 * line writes it: the relationship as a single choice (the skipper, the
 * helmsman or mate, a deckhand colleague, the shipping company or its
 * dispatch), years aboard with them (which people give from one spring to
 * another autumn, or in seasons of March to November), the work as a
 * REQUIRED multiple choice (mooring and locking, loading and unloading, the
 * helm, the engine room, tankers and dangerous goods under ADN) that people
 * name in the trade's words ("Leinen", "Luken", "am Ruder"), a rating of
 * safe work on deck, an OPTIONAL rating of life with the crew in close
 * quarters, the radar licence as an optional yes/no (a Rhine patent is
 * another paper), days aboard a month (optional; people answer with their
 * rotation, "14 auf, 14 ab"), a required yes/no, optional text.
 */
export const DE_BINNENSCHIFF: TypedQuestionnaire = {
  id: 'de-binnenschiff',
  name: 'Referenz: Binnenschifffahrt',
  questions: [
    {
      key: 'rolle',
      kind: 'choice',
      prompt: 'In welcher Funktion haben Sie mit ihr oder ihm gearbeitet?',
      options: [
        'Schiffsführer/in',
        'Steuermann/Steuerfrau',
        'Matrose/Matrosin oder Decksmann (Kollege/Kollegin)',
        'Reederei oder Disposition',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'jahre',
      kind: 'number',
      prompt: 'Wie viele Jahre ist sie oder er mit Ihnen oder für Sie gefahren?',
      min: 0,
      max: 45,
      required: true,
    },
    {
      key: 'aufgaben',
      kind: 'choice',
      prompt: 'Welche Arbeiten hat sie oder er an Bord gemacht? (mehrere möglich)',
      options: [
        'Festmachen und Schleusen',
        'Laden und Löschen (Luken, Ladung)',
        'Steuern (Rudergänger/in)',
        'Maschinenraum',
        'Tankschiff und Gefahrgut (ADN)',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'sicherheit',
      kind: 'rating',
      prompt: 'Wie sicher arbeitet sie oder er an Deck, von 1 bis 5?',
      label: 'Sicherheit an Deck',
      required: true,
    },
    {
      key: 'bordleben',
      kind: 'rating',
      prompt: 'Wie kommt sie oder er mit der Besatzung auf engem Raum aus, von 1 bis 5? (optional)',
      label: 'Bordleben',
      required: false,
    },
    {
      key: 'radarpatent',
      kind: 'yes_no',
      prompt: 'Hat sie oder er ein Radarpatent? (optional)',
      required: false,
    },
    {
      key: 'bordtage',
      kind: 'number',
      prompt: 'Wie viele Tage im Monat war sie oder er an Bord, ungefähr? (optional)',
      min: 1,
      max: 31,
      required: false,
    },
    {
      key: 'wieder',
      kind: 'yes_no',
      prompt: 'Würden Sie sie oder ihn wieder anheuern?',
      required: true,
    },
    {
      key: 'bemerkung',
      kind: 'text',
      prompt: 'Möchten Sie noch etwas ergänzen? (optional)',
      required: false,
    },
  ],
};

/**
 * Event technology (fortieth blind set), as a rental and production company
 * for stage, sound and light or a festival's production office writes it:
 * the relationship as a single choice (the technical lead or Meister/in für
 * Veranstaltungstechnik, a crew chief or head of a department, a colleague
 * on the crew, the organiser or client who booked them), years with them
 * (which people count in festival summers, some of them cancelled), the work
 * as a REQUIRED multiple choice (sound, light, rigging, stage building,
 * video and LED) that people name in the trade's words ("Motoren hängen",
 * "Truss", "Podeste", "Wings", "vorm Pult") or only in part, a rating of
 * safe work at the get-in and the load-out, an OPTIONAL rating of how they
 * hold up on long nights, a licence for aerial work platforms as an
 * optional yes/no (IPAF with its categories), hours on a typical show day
 * (optional; people answer with their shift on paper and the real one, or
 * from a time to a time), a required yes/no, optional text.
 */
export const DE_VERANSTALTUNGSTECHNIK: TypedQuestionnaire = {
  id: 'de-veranstaltungstechnik',
  name: 'Referenz: Veranstaltungstechnik',
  questions: [
    {
      key: 'rolle',
      kind: 'choice',
      prompt: 'In welcher Rolle haben Sie mit ihr oder ihm gearbeitet?',
      options: [
        'Technische Leitung oder Meister/in für Veranstaltungstechnik',
        'Crew Chief oder Abteilungsleitung (Ton, Licht, Rigging)',
        'Kollege/Kollegin in der Crew',
        'Veranstalter/in oder Kunde/Kundin',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'jahre',
      kind: 'number',
      prompt: 'Wie viele Jahre haben Sie zusammengearbeitet?',
      min: 0,
      max: 45,
      required: true,
    },
    {
      key: 'gewerke',
      kind: 'choice',
      prompt: 'In welchen Gewerken hat sie oder er gearbeitet? (mehrere möglich)',
      options: ['Ton', 'Licht', 'Rigging', 'Bühnenbau', 'Video und LED'],
      multiple: true,
      required: true,
    },
    {
      key: 'sicherheit',
      kind: 'rating',
      prompt: 'Wie sicher und sorgfältig arbeitet sie oder er beim Auf- und Abbau, von 1 bis 5?',
      label: 'Arbeitssicherheit',
      required: true,
    },
    {
      key: 'belastbarkeit',
      kind: 'rating',
      prompt:
        'Wie belastbar ist sie oder er bei langen Tagen und beim Abbau in der Nacht, von 1 bis 5? (optional)',
      label: 'Belastbarkeit',
      required: false,
    },
    {
      key: 'buehnenschein',
      kind: 'yes_no',
      prompt: 'Hat sie oder er einen Schein für Hubarbeitsbühnen (z. B. IPAF)? (optional)',
      required: false,
    },
    {
      key: 'stunden',
      kind: 'number',
      prompt: 'Wie viele Stunden dauerte ein typischer Einsatztag für sie oder ihn? (optional)',
      min: 1,
      max: 24,
      required: false,
    },
    {
      key: 'wieder',
      kind: 'yes_no',
      prompt: 'Würden Sie sie oder ihn wieder buchen oder einstellen?',
      required: true,
    },
    {
      key: 'bemerkung',
      kind: 'text',
      prompt: 'Möchten Sie noch etwas ergänzen? (optional)',
      required: false,
    },
  ],
};

/**
 * Ambulance service (forty-second blind set), as a county's Rettungswache in
 * Thuringia or Saxony-Anhalt writes it about its Notfallsanitäter/innen: the
 * relationship as a single choice (the head of the station or the
 * Praxisanleiter/in who trained them, a colleague on the ambulance, the
 * emergency doctor, the dispatch centre), years together in the service
 * (which people count from the three years of training, or from a month),
 * the vehicles as a REQUIRED multiple choice (RTW, NEF, KTW, air rescue,
 * dispatch) that people name by radio call signs ("Christoph 44") or by who
 * else does the work, a rating of patient care, an OPTIONAL rating of how
 * they deal with relatives and onlookers, the C1 licence as an optional
 * yes/no, missions in a 12-hour shift (optional; people answer per 24-hour
 * duty, or as a range), a required yes/no, optional text.
 */
export const DE_RETTUNGSDIENST: TypedQuestionnaire = {
  id: 'de-rettungsdienst',
  name: 'Referenz: Rettungsdienst',
  questions: [
    {
      key: 'rolle',
      kind: 'choice',
      prompt: 'In welcher Rolle haben Sie mit ihr oder ihm zusammengearbeitet?',
      options: [
        'Wachleitung oder Praxisanleitung',
        'Kollege/Kollegin auf dem Rettungswagen',
        'Notärztin/Notarzt',
        'Integrierte Leitstelle',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'jahre',
      kind: 'number',
      prompt: 'Wie viele Jahre haben Sie im Rettungsdienst zusammengearbeitet?',
      min: 0,
      max: 45,
      required: true,
    },
    {
      key: 'einsatzbereiche',
      kind: 'choice',
      prompt:
        'Auf welchen Fahrzeugen bzw. in welchen Bereichen war sie oder er eingesetzt? (mehrere möglich)',
      options: [
        'Rettungswagen (RTW)',
        'Notarzteinsatzfahrzeug (NEF)',
        'Krankentransport (KTW)',
        'Luftrettung',
        'Leitstelle',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'versorgung',
      kind: 'rating',
      prompt: 'Wie sicher versorgt sie oder er Patientinnen und Patienten im Einsatz, von 1 bis 5?',
      label: 'Patientenversorgung',
      required: true,
    },
    {
      key: 'angehoerige',
      kind: 'rating',
      prompt: 'Wie geht sie oder er mit Angehörigen und Schaulustigen um, von 1 bis 5? (optional)',
      label: 'Umgang mit Angehörigen',
      required: false,
    },
    {
      key: 'fuehrerschein',
      kind: 'yes_no',
      prompt: 'Hat sie oder er den Führerschein der Klasse C1? (optional)',
      required: false,
    },
    {
      key: 'einsaetze',
      kind: 'number',
      prompt:
        'Wie viele Einsätze hatte sie oder er in einer typischen 12-Stunden-Schicht? (optional)',
      min: 0,
      max: 30,
      required: false,
    },
    {
      key: 'wieder',
      kind: 'yes_no',
      prompt: 'Würden Sie wieder mit ihr oder ihm zusammenarbeiten?',
      required: true,
    },
    {
      key: 'bemerkung',
      kind: 'text',
      prompt: 'Möchten Sie noch etwas ergänzen? (optional)',
      required: false,
    },
  ],
};

/**
 * Chimney sweeps (forty-fourth blind set), as a district master's business
 * in the Westerwald or a Kaminfeger business in canton Glarus writes it about
 * its journeymen: the relationship as a single choice (the district master
 * or owner of the business, a master or foreman in it, a journeyman
 * colleague, a client or property manager), years together (which people
 * count from the apprenticeship, or as dates), the work as a REQUIRED
 * multiple choice (sweeping, emission and flue-gas measurements, the
 * Feuerstättenschau and approvals, energy advice, ventilation and kitchen
 * hoods) named in the trade's words or by who else does it, a rating of care
 * and cleanliness in the customer's home, an OPTIONAL rating of how customers
 * take to them, the master's examination as an optional yes/no (an Austrian
 * Rauchfangkehrermeister or a Swiss eidg. dipl. Kaminfegermeister is one; a
 * Swiss Fachausweis as a foreman is not), houses on a typical day (optional;
 * sweeps count in chimneys, in measurements or in hours), a required yes/no,
 * optional text.
 */
export const DE_SCHORNSTEINFEGER: TypedQuestionnaire = {
  id: 'de-schornsteinfeger',
  name: 'Referenz: Schornsteinfegerhandwerk',
  questions: [
    {
      key: 'rolle',
      kind: 'choice',
      prompt: 'In welcher Rolle haben Sie mit ihr oder ihm zusammengearbeitet?',
      options: [
        'Bezirksschornsteinfegermeister/in oder Inhaber/in des Betriebs',
        'Meister/in oder Vorarbeiter/in im Betrieb',
        'Kollege/Kollegin (Geselle/Gesellin)',
        'Kunde/Kundin oder Hausverwaltung',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'jahre',
      kind: 'number',
      prompt: 'Wie viele Jahre haben Sie zusammengearbeitet?',
      min: 0,
      max: 45,
      required: true,
    },
    {
      key: 'taetigkeiten',
      kind: 'choice',
      prompt: 'Welche Arbeiten hat sie oder er übernommen? (mehrere möglich)',
      options: [
        'Kehren und Reinigen von Schornsteinen und Abgasanlagen',
        'Messungen (Emissions- und Abgasmessung)',
        'Feuerstättenschau und Abnahmen',
        'Energieberatung',
        'Reinigung von Lüftungsanlagen und Dunstabzügen',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'sorgfalt',
      kind: 'rating',
      prompt:
        'Wie sorgfältig und sauber arbeitet sie oder er bei den Kundinnen und Kunden im Haus, von 1 bis 5?',
      label: 'Sorgfalt und Sauberkeit',
      required: true,
    },
    {
      key: 'kundenumgang',
      kind: 'rating',
      prompt: 'Wie kommt sie oder er bei den Kundinnen und Kunden an, von 1 bis 5? (optional)',
      label: 'Kundenumgang',
      required: false,
    },
    {
      key: 'meister',
      kind: 'yes_no',
      prompt: 'Hat sie oder er die Meisterprüfung im Schornsteinfegerhandwerk abgelegt? (optional)',
      required: false,
    },
    {
      key: 'objekte',
      kind: 'number',
      prompt: 'Wie viele Häuser hat sie oder er an einem typischen Arbeitstag betreut? (optional)',
      min: 0,
      max: 60,
      required: false,
    },
    {
      key: 'wieder',
      kind: 'yes_no',
      prompt: 'Würden Sie sie oder ihn wieder einstellen?',
      required: true,
    },
    {
      key: 'bemerkung',
      kind: 'text',
      prompt: 'Möchten Sie noch etwas ergänzen? (optional)',
      required: false,
    },
  ],
};

/** Aircraft maintenance (Part-145 line and base maintenance, a Part-147 school): every kind; months together, night shifts a month (optional). */
export const DE_LUFTFAHRT: TypedQuestionnaire = {
  id: 'de-luftfahrt',
  name: 'Referenz: Flugzeugwartung',
  questions: [
    {
      key: 'rolle',
      kind: 'choice',
      prompt: 'In welcher Rolle haben Sie mit ihr oder ihm zusammengearbeitet?',
      options: [
        'Vorgesetzte/r (Schichtleitung, Hangarleitung)',
        'Freigabeberechtigte/r Prüfer/in (CRS)',
        'Kollege/Kollegin im Team',
        'Ausbilder/in (Part-147)',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'monate',
      kind: 'number',
      prompt: 'Wie viele Monate haben Sie zusammengearbeitet?',
      min: 1,
      max: 480,
      required: true,
    },
    {
      key: 'bereiche',
      kind: 'choice',
      prompt: 'In welchen Bereichen hat sie oder er gearbeitet? (mehrere möglich)',
      options: [
        'Line Maintenance (Vorfeld)',
        'Base Maintenance (Checks im Hangar)',
        'Triebwerke',
        'Avionik und Elektrik',
        'Kabine und Interior',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'sorgfalt',
      kind: 'rating',
      prompt:
        'Wie sorgfältig dokumentiert sie oder er die Arbeiten (Arbeitskarten, Freigaben), von 1 bis 5?',
      label: 'Sorgfalt der Dokumentation',
      required: true,
    },
    {
      key: 'englisch',
      kind: 'rating',
      prompt: 'Wie gut ist ihr oder sein technisches Englisch, von 1 bis 5? (optional)',
      label: 'Technisches Englisch',
      required: false,
    },
    {
      key: 'lizenz',
      kind: 'yes_no',
      prompt: 'Besitzt sie oder er eine Part-66-Lizenz (B1 oder B2)? (optional)',
      required: false,
    },
    {
      key: 'nachtschichten',
      kind: 'number',
      prompt: 'Wie viele Nachtschichten hat sie oder er im Monat übernommen? (optional)',
      min: 0,
      max: 31,
      required: false,
    },
    {
      key: 'wieder',
      kind: 'yes_no',
      prompt: 'Würden Sie sie oder ihn wieder einstellen?',
      required: true,
    },
    {
      key: 'bemerkung',
      kind: 'text',
      prompt: 'Möchten Sie noch etwas ergänzen? (optional)',
      required: false,
    },
  ],
};

/** Forty-eighth blind set: a driving school (Fahrschule): every kind; classes as a multiple choice, lessons a week (optional). */
export const DE_FAHRSCHULE: TypedQuestionnaire = {
  id: 'de-fahrschule',
  name: 'Referenz: Fahrschule',
  questions: [
    {
      key: 'rolle',
      kind: 'choice',
      prompt: 'In welcher Rolle kennen Sie sie oder ihn?',
      options: [
        'Inhaber/in der Fahrschule',
        'Fahrlehrer-Kollege/Kollegin',
        'Ausbildungsfahrlehrer/in (während der Fahrlehrerausbildung)',
        'Fahrschüler/in',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'jahre',
      kind: 'number',
      prompt:
        'Wie viele Jahre haben Sie zusammengearbeitet (oder kennen Sie sie oder ihn aus der Fahrschule)?',
      min: 0,
      max: 50,
      required: true,
    },
    {
      key: 'klassen',
      kind: 'choice',
      prompt: 'In welchen Führerscheinklassen hat sie oder er ausgebildet? (mehrere möglich)',
      options: ['B (Pkw)', 'BE (Anhänger)', 'A (Motorrad)', 'C/CE (Lkw)', 'D (Bus)'],
      multiple: true,
      required: true,
    },
    {
      key: 'geduld',
      kind: 'rating',
      prompt: 'Wie geduldig ist sie oder er mit Fahrschülerinnen und Fahrschülern, von 1 bis 5?',
      label: 'Geduld',
      required: true,
    },
    {
      key: 'theorie',
      kind: 'rating',
      prompt: 'Wie gut ist ihr oder sein Theorieunterricht, von 1 bis 5? (optional)',
      label: 'Theorieunterricht',
      required: false,
    },
    {
      key: 'pruefungen',
      kind: 'yes_no',
      prompt: 'Hat sie oder er Fahrschüler zur praktischen Prüfung begleitet? (optional)',
      required: false,
    },
    {
      key: 'stunden',
      kind: 'number',
      prompt: 'Wie viele Fahrstunden (à 45 Minuten) hat sie oder er pro Woche gegeben? (optional)',
      min: 0,
      max: 60,
      required: false,
    },
    {
      key: 'wieder',
      kind: 'yes_no',
      prompt: 'Würden Sie sie oder ihn wieder einstellen?',
      required: true,
    },
    {
      key: 'bemerkung',
      kind: 'text',
      prompt: 'Möchten Sie noch etwas ergänzen? (optional)',
      required: false,
    },
  ],
};

/**
 * Beekeeping (fiftieth blind set), as a professional Imkerei in Germany,
 * Austria or Switzerland writes it: the relationship as a single choice (the
 * owner, the Imkermeister/in who trained them, a colleague, a customer such
 * as a farmer who rents colonies for pollination), years together, the work
 * as a REQUIRED multiple choice (colony management, honey harvest, queen
 * rearing, migratory beekeeping, bottling and sale), a rating of calm work at
 * the colonies, an OPTIONAL rating of varroa and bee diseases, a certificate
 * as an optional yes/no, colonies looked after alone (optional), a required
 * yes/no, optional text.
 */
export const DE_IMKEREI: TypedQuestionnaire = {
  id: 'de-imkerei',
  name: 'Referenz: Imkerei',
  questions: [
    {
      key: 'rolle',
      kind: 'choice',
      prompt: 'In welcher Rolle kennen Sie sie oder ihn?',
      options: [
        'Inhaber/in der Imkerei',
        'Imkermeister/in (Ausbilder/in)',
        'Kollege/Kollegin',
        'Kunde/Kundin (z. B. Landwirt/in mit Bestäubung)',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'jahre',
      kind: 'number',
      prompt: 'Wie viele Jahre haben Sie zusammengearbeitet?',
      min: 0,
      max: 50,
      required: true,
    },
    {
      key: 'arbeiten',
      kind: 'choice',
      prompt: 'Welche Arbeiten hat sie oder er gemacht? (mehrere möglich)',
      options: [
        'Völkerführung und Durchsicht',
        'Honigernte und Schleudern',
        'Königinnenzucht',
        'Wanderimkerei (Transport der Völker)',
        'Abfüllung und Verkauf',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'ruhe',
      kind: 'rating',
      prompt: 'Wie ruhig und sorgfältig arbeitet sie oder er an den Völkern, von 1 bis 5?',
      label: 'Ruhe und Sorgfalt',
      required: true,
    },
    {
      key: 'varroa',
      kind: 'rating',
      prompt:
        'Wie gut kennt sie oder er sich mit Varroa und Bienenkrankheiten aus, von 1 bis 5? (optional)',
      label: 'Bienengesundheit',
      required: false,
    },
    {
      key: 'sachkunde',
      kind: 'yes_no',
      prompt:
        'Hat sie oder er einen Abschluss als Tierwirt/in Fachrichtung Imkerei oder einen Sachkundenachweis? (optional)',
      required: false,
    },
    {
      key: 'voelker',
      kind: 'number',
      prompt: 'Wie viele Bienenvölker hat sie oder er selbstständig betreut? (optional)',
      min: 0,
      max: 2000,
      required: false,
    },
    {
      key: 'wieder',
      kind: 'yes_no',
      prompt: 'Würden Sie sie oder ihn wieder einstellen?',
      required: true,
    },
    {
      key: 'bemerkung',
      kind: 'text',
      prompt: 'Möchten Sie noch etwas ergänzen? (optional)',
      required: false,
    },
  ],
};

/**
 * Wind-turbine service (fifty-second blind set), as a service company for
 * onshore and offshore wind farms in East Frisia, Schleswig-Holstein or
 * abroad writes it: the relationship as a single choice (the service or
 * team lead, a colleague in the two-person team, a trainer, the operator of
 * the wind farm as the customer), months together, the work as a REQUIRED
 * multiple choice (maintenance, fault finding on the electrics and
 * converter, large-component exchange, blade inspection and repair on
 * ropes, offshore), a rating of safety at height, an OPTIONAL rating of
 * service reports, the GWO certificates as an optional yes/no, days a month
 * away on assembly (optional), a required yes/no, optional text.
 */
export const DE_WINDENERGIE: TypedQuestionnaire = {
  id: 'de-windenergie',
  name: 'Referenz: Service Windenergieanlagen',
  questions: [
    {
      key: 'rolle',
      kind: 'choice',
      prompt: 'In welcher Rolle haben Sie mit ihr oder ihm gearbeitet?',
      options: [
        'Serviceleiter/in oder Teamleitung',
        'Kollege/Kollegin im Serviceteam',
        'Ausbilder/in oder Einarbeiter/in',
        'Betreiber/in des Windparks (Kunde)',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'monate',
      kind: 'number',
      prompt: 'Wie viele Monate waren Sie gemeinsam im Einsatz?',
      min: 0,
      max: 600,
      required: true,
    },
    {
      key: 'taetigkeiten',
      kind: 'choice',
      prompt: 'Welche Arbeiten hat sie oder er an den Anlagen gemacht? (mehrere möglich)',
      options: [
        'Wartung und Inspektion (Turm, Gondel)',
        'Fehlersuche und Störungsbehebung (Elektrik, Umrichter)',
        'Großkomponententausch (Getriebe, Generator, Blattlager)',
        'Rotorblattinspektion und -reparatur (Seilzugang)',
        'Offshore-Einsätze',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'sicherheit',
      kind: 'rating',
      prompt:
        'Wie konsequent hält sie oder er die Regeln für Arbeiten in der Höhe ein (PSAgA, Rettung), von 1 bis 5?',
      label: 'Sicherheit in der Höhe',
      required: true,
    },
    {
      key: 'doku',
      kind: 'rating',
      prompt:
        'Wie gut sind ihre oder seine Serviceberichte und Protokolle, von 1 bis 5? (optional)',
      label: 'Serviceberichte',
      required: false,
    },
    {
      key: 'gwo',
      kind: 'yes_no',
      prompt: 'Hat sie oder er gültige GWO-Zertifikate (Basic Safety Training)? (optional)',
      required: false,
    },
    {
      key: 'tage',
      kind: 'number',
      prompt:
        'An wie vielen Tagen im Monat war sie oder er auf Montage (mit auswärtiger Übernachtung)? (optional)',
      min: 0,
      max: 31,
      required: false,
    },
    {
      key: 'wieder',
      kind: 'yes_no',
      prompt: 'Würden Sie sie oder ihn wieder einstellen?',
      required: true,
    },
    {
      key: 'bemerkung',
      kind: 'text',
      prompt: 'Möchten Sie noch etwas ergänzen? (optional)',
      required: false,
    },
  ],
};

/**
 * Cheese dairies (fifty-fourth blind set), as a Sennerei in the Allgäu, an
 * Alpe in the Bregenzerwald or a valley dairy writes it: the relationship as
 * a single choice (the Käsermeister/in or manager, the Senn/Sennerin the
 * candidate spent an Alp summer with, a colleague, a buyer from trade or
 * restaurants), years together, the work as a REQUIRED multiple choice
 * (making cheese at the Kessi, cellar care, taking in the milk, selling,
 * cleaning), a rating of hygiene and care, an OPTIONAL rating of dealing
 * with customers, the Milchtechnologe/in qualification as an optional
 * yes/no, loaves a cheese day (optional), a required yes/no, optional text.
 */
export const DE_KAESEREI: TypedQuestionnaire = {
  id: 'de-kaeserei',
  name: 'Referenz: Käserei und Sennerei',
  questions: [
    {
      key: 'rolle',
      kind: 'choice',
      prompt: 'Wie haben Sie mit ihr oder ihm zusammengearbeitet?',
      options: [
        'Käsermeister/in oder Betriebsleitung',
        'Senn/Sennerin auf der Alpe',
        'Kollege/Kollegin in der Käserei',
        'Abnehmer/in (Handel, Gastronomie)',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'jahre',
      kind: 'number',
      prompt: 'Wie viele Jahre haben Sie zusammengearbeitet?',
      min: 0,
      max: 50,
      required: true,
    },
    {
      key: 'arbeiten',
      kind: 'choice',
      prompt: 'Welche Arbeiten hat sie oder er bei Ihnen gemacht? (mehrere möglich)',
      options: [
        'Käsen am Kessi (Dicklegen, Bruch, Ausziehen, Pressen)',
        'Käsepflege im Keller (Schmieren, Wenden)',
        'Milchannahme und Qualitätskontrolle',
        'Verkauf im Laden oder auf dem Markt',
        'Reinigung und Hygiene',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'sauberkeit',
      kind: 'rating',
      prompt: 'Wie sauber und sorgfältig arbeitet sie oder er (Hygiene, Käsebuch), von 1 bis 5?',
      label: 'Hygiene und Sorgfalt',
      required: true,
    },
    {
      key: 'kundschaft',
      kind: 'rating',
      prompt: 'Wie gut kommt sie oder er mit der Kundschaft zurecht, von 1 bis 5? (optional)',
      label: 'Umgang mit Kundschaft',
      required: false,
    },
    {
      key: 'milchtechnologe',
      kind: 'yes_no',
      prompt:
        'Hat sie oder er eine abgeschlossene Ausbildung als Milchtechnologe/Milchtechnologin? (optional)',
      required: false,
    },
    {
      key: 'laibe',
      kind: 'number',
      prompt: 'Wie viele Laibe hat sie oder er an einem normalen Käsetag gemacht? (optional)',
      min: 0,
      max: 200,
      required: false,
    },
    {
      key: 'wieder',
      kind: 'yes_no',
      prompt: 'Würden Sie sie oder ihn wieder einstellen?',
      required: true,
    },
    {
      key: 'bemerkung',
      kind: 'text',
      prompt: 'Möchten Sie noch etwas ergänzen? (optional)',
      required: false,
    },
  ],
};

/**
 * Wine-growing (fifty-sixth blind set), as a Weingut in the Wachau, a
 * Winzergenossenschaft at the Saale and Unstrut or a family estate writes
 * it: the relationship as a single choice (the Winzer/in or Weinhauer/in
 * who runs the estate, the Kellermeister/in, the foreman of the vineyard
 * crew, a colleague), months together, the work as a REQUIRED multiple
 * choice (winter pruning and canopy work, the harvest, cellar work, steep
 * slopes and terraces, tastings and sales), a rating of care at the
 * harvest, an OPTIONAL rating of advice to guests, a tractor licence as an
 * optional yes/no, vines pruned a day (optional), a required yes/no,
 * optional text.
 */
export const DE_WEINBAU: TypedQuestionnaire = {
  id: 'de-weinbau',
  name: 'Referenz: Weinbau und Kellerei',
  questions: [
    {
      key: 'rolle',
      kind: 'choice',
      prompt: 'In welcher Rolle haben Sie mit ihr oder ihm gearbeitet?',
      options: [
        'Winzer/in oder Betriebsleitung',
        'Kellermeister/in',
        'Vorarbeiter/in im Weinberg',
        'Kollege/Kollegin',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'monate',
      kind: 'number',
      prompt: 'Wie viele Monate haben Sie zusammengearbeitet?',
      min: 0,
      max: 480,
      required: true,
    },
    {
      key: 'arbeiten',
      kind: 'choice',
      prompt: 'Welche Arbeiten hat sie oder er bei Ihnen gemacht? (mehrere möglich)',
      options: [
        'Rebschnitt und Laubarbeit',
        'Weinlese',
        'Kellerarbeit (Ausbau, Abfüllung)',
        'Steillagen und Terrassen (Monorackbahn, Seilzug)',
        'Verkostung, Ausschank und Verkauf',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'sorgfalt',
      kind: 'rating',
      prompt:
        'Wie sorgfältig arbeitet sie oder er bei der Lese (Selektion, faule Trauben), von 1 bis 5?',
      label: 'Sorgfalt bei der Lese',
      required: true,
    },
    {
      key: 'gaeste',
      kind: 'rating',
      prompt:
        'Wie gut berät sie oder er Gäste bei Weinproben oder im Ausschank, von 1 bis 5? (optional)',
      label: 'Beratung der Gäste',
      required: false,
    },
    {
      key: 'traktor',
      kind: 'yes_no',
      prompt:
        'Hat sie oder er einen Führerschein für Traktoren (Klasse T oder L, in Österreich F)? (optional)',
      required: false,
    },
    {
      key: 'rebstoecke',
      kind: 'number',
      prompt: 'Wie viele Rebstöcke schafft sie oder er beim Winterschnitt an einem Tag? (optional)',
      min: 0,
      max: 2000,
      required: false,
    },
    {
      key: 'wieder',
      kind: 'yes_no',
      prompt: 'Würden Sie sie oder ihn wieder einstellen?',
      required: true,
    },
    {
      key: 'bemerkung',
      kind: 'text',
      prompt: 'Möchten Sie noch etwas ergänzen? (optional)',
      required: false,
    },
  ],
};

/**
 * Bakeries (fifty-eighth blind set), as a Bäckerei in Hamburg, a boulangerie
 * in Alsace or a Bäckerei-Konditorei in Switzerland writes it: the
 * relationship as a single choice (the Bäckermeister/in or owner, the head
 * of the bakehouse or production, a colleague in the bakehouse, the head of
 * a shop or sales), years together, the work as a REQUIRED multiple choice
 * (dough and sourdough, shaping, the oven, confectionery, the shop), a
 * rating of clean and exact work, an OPTIONAL rating of keeping up the pace
 * at night and before holidays, a journeyman's certificate as an optional
 * yes/no, nights a week in the bakehouse (optional), a required yes/no,
 * optional text.
 */
export const DE_BAECKEREI: TypedQuestionnaire = {
  id: 'de-baeckerei',
  name: 'Referenz: Bäckerei und Konditorei',
  questions: [
    {
      key: 'rolle',
      kind: 'choice',
      prompt: 'In welcher Rolle haben Sie mit ihr oder ihm gearbeitet?',
      options: [
        'Bäckermeister/in oder Inhaber/in',
        'Backstubenleitung oder Produktionsleitung',
        'Kollege/Kollegin in der Backstube',
        'Filialleitung oder Verkauf',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'jahre',
      kind: 'number',
      prompt: 'Wie viele Jahre haben Sie zusammengearbeitet?',
      min: 0,
      max: 50,
      required: true,
    },
    {
      key: 'bereiche',
      kind: 'choice',
      prompt: 'In welchen Bereichen hat sie oder er bei Ihnen gearbeitet? (mehrere möglich)',
      options: [
        'Teigherstellung (Teigmacher, Sauerteig)',
        'Aufarbeitung (Wirken, Formen, Brezelschlingen)',
        'Ofen (Einschießen, Backen)',
        'Konditorei (Torten, Feine Backwaren)',
        'Verkauf und Filiale',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'sauberkeit',
      kind: 'rating',
      prompt:
        'Wie sauber und genau arbeitet sie oder er (Hygiene, Gewichte, Rezepturen), von 1 bis 5?',
      label: 'Sauberkeit und Genauigkeit',
      required: true,
    },
    {
      key: 'tempo',
      kind: 'rating',
      prompt:
        'Wie hält sie oder er das Tempo in der Nacht und vor Feiertagen durch, von 1 bis 5? (optional)',
      label: 'Tempo und Belastbarkeit',
      required: false,
    },
    {
      key: 'gesellenbrief',
      kind: 'yes_no',
      prompt:
        'Hat sie oder er einen Gesellenbrief als Bäcker/in oder Konditor/in (in der Schweiz das EFZ)? (optional)',
      required: false,
    },
    {
      key: 'naechte',
      kind: 'number',
      prompt: 'An wie vielen Nächten pro Woche stand sie oder er in der Backstube? (optional)',
      min: 0,
      max: 7,
      required: false,
    },
    {
      key: 'wieder',
      kind: 'yes_no',
      prompt: 'Würden Sie sie oder ihn wieder einstellen?',
      required: true,
    },
    {
      key: 'bemerkung',
      kind: 'text',
      prompt: 'Möchten Sie noch etwas ergänzen? (optional)',
      required: false,
    },
  ],
};

/**
 * Horse businesses (sixtieth blind set), as a Fiaker company in Vienna, a
 * training and breeding yard near Verden or a riding stable writes it: the
 * relationship as a single choice (the owner or manager, the riding
 * instructor, Bereiter or trainer, a colleague in the stable, a livery
 * client or customer), months together, the work as a REQUIRED multiple
 * choice (stable duty, exercising and lungeing, schooling young horses,
 * riding lessons, driving, breeding and foal rearing), a rating of calm and
 * safe handling, an OPTIONAL rating of dealing with clients, pupils or
 * passengers, the Pferdewirt/in qualification as an optional yes/no, horses
 * looked after a day (optional), a required yes/no, optional text.
 */
export const DE_PFERDEWIRTSCHAFT: TypedQuestionnaire = {
  id: 'de-pferdewirtschaft',
  name: 'Referenz: Pferdewirtschaft (Stall, Zucht, Fiaker)',
  questions: [
    {
      key: 'rolle',
      kind: 'choice',
      prompt: 'In welcher Rolle haben Sie mit ihr oder ihm gearbeitet?',
      options: [
        'Betriebsleiter/in oder Inhaber/in',
        'Reitlehrer/in, Bereiter/in oder Ausbilder/in',
        'Kollege/Kollegin im Stall',
        'Einsteller/in oder Kunde/Kundin',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'monate',
      kind: 'number',
      prompt: 'Wie viele Monate haben Sie zusammengearbeitet?',
      min: 0,
      max: 600,
      required: true,
    },
    {
      key: 'aufgaben',
      kind: 'choice',
      prompt: 'Welche Arbeiten hat sie oder er bei Ihnen gemacht? (mehrere möglich)',
      options: [
        'Stalldienst (Füttern, Misten, Weidegang)',
        'Bewegen und Longieren',
        'Beritt und Jungpferdeausbildung',
        'Reitunterricht',
        'Fahren (Kutsche, Fiaker, Gespann)',
        'Zucht und Fohlenaufzucht',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'umgang',
      kind: 'rating',
      prompt: 'Wie ruhig und sicher geht sie oder er mit den Pferden um, von 1 bis 5?',
      label: 'Umgang mit Pferden',
      required: true,
    },
    {
      key: 'kunden',
      kind: 'rating',
      prompt:
        'Wie kommt sie oder er mit Einstellern, Reitschülern oder Fahrgästen zurecht, von 1 bis 5? (optional)',
      label: 'Umgang mit Kunden',
      required: false,
    },
    {
      key: 'pferdewirt',
      kind: 'yes_no',
      prompt:
        'Hat sie oder er eine abgeschlossene Ausbildung als Pferdewirt/in (in Österreich Facharbeiter/in Pferdewirtschaft, in der Schweiz Pferdefachmann/-frau EFZ)? (optional)',
      required: false,
    },
    {
      key: 'pferde',
      kind: 'number',
      prompt: 'Um wie viele Pferde hat sie oder er sich pro Tag gekümmert? (optional)',
      min: 0,
      max: 60,
      required: false,
    },
    {
      key: 'wieder',
      kind: 'yes_no',
      prompt: 'Würden Sie sie oder ihn wieder einstellen?',
      required: true,
    },
    {
      key: 'bemerkung',
      kind: 'text',
      prompt: 'Möchten Sie noch etwas ergänzen? (optional)',
      required: false,
    },
  ],
};

/**
 * Stonemasonry (sixty-second blind set), as a cathedral masons' lodge
 * (Dombauhütte) in Regensburg or a family stone business for gravestones in
 * the Waldviertel writes it: the relationship as a single choice (the
 * master or owner, the head of the lodge, Polier or foreman, a colleague in
 * the workshop, a client such as a cemetery office, a builder or an
 * architect), years together, the work as a REQUIRED multiple choice
 * (gravestones and lettering, restoration and conservation, hand work,
 * machines and CNC, setting stones on site), a rating of clean and exact
 * work, an OPTIONAL rating of care for dust, noise and lifting, the
 * journeyman's certificate as an optional yes/no, letters cut by hand a day
 * (optional), a required yes/no, optional text.
 */
export const DE_STEINMETZ: TypedQuestionnaire = {
  id: 'de-steinmetz',
  name: 'Referenz: Steinmetz und Steinbildhauer',
  questions: [
    {
      key: 'rolle',
      kind: 'choice',
      prompt: 'In welcher Rolle haben Sie mit ihr oder ihm gearbeitet?',
      options: [
        'Steinmetzmeister/in oder Inhaber/in',
        'Hüttenmeister/in, Polier/in oder Vorarbeiter/in',
        'Kollege/Kollegin in der Werkstatt',
        'Auftraggeber/in (Friedhofsverwaltung, Bauherr, Architekt/in)',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'jahre',
      kind: 'number',
      prompt: 'Wie viele Jahre haben Sie zusammengearbeitet?',
      min: 0,
      max: 50,
      required: true,
    },
    {
      key: 'arbeiten',
      kind: 'choice',
      prompt: 'Welche Arbeiten hat sie oder er bei Ihnen gemacht? (mehrere möglich)',
      options: [
        'Grabmale und Schrift (Schrift hauen, Grabsteine versetzen)',
        'Restaurierung und Denkmalpflege (Vierung, Steinergänzung)',
        'Bearbeitung von Hand (Scharrieren, Stocken, Spitzen, Profile)',
        'Maschinen und CNC (Säge, Fräse, Wasserstrahl)',
        'Versetzen auf der Baustelle (Treppen, Fassaden, Fensterbänke)',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'genauigkeit',
      kind: 'rating',
      prompt: 'Wie sauber und maßgenau arbeitet sie oder er, von 1 bis 5?',
      label: 'Genauigkeit',
      required: true,
    },
    {
      key: 'arbeitsschutz',
      kind: 'rating',
      prompt:
        'Wie sehr achtet sie oder er auf Arbeitsschutz (Staubmaske, Gehörschutz, Heben), von 1 bis 5? (optional)',
      label: 'Arbeitsschutz',
      required: false,
    },
    {
      key: 'gesellenbrief',
      kind: 'yes_no',
      prompt:
        'Hat sie oder er die Gesellenprüfung als Steinmetz/in und Steinbildhauer/in bestanden (in Österreich die Lehrabschlussprüfung, in der Schweiz das EFZ)? (optional)',
      required: false,
    },
    {
      key: 'buchstaben',
      kind: 'number',
      prompt: 'Wie viele Buchstaben hat sie oder er pro Tag von Hand gehauen? (optional)',
      min: 0,
      max: 200,
      required: false,
    },
    {
      key: 'wieder',
      kind: 'yes_no',
      prompt: 'Würden Sie sie oder ihn wieder einstellen?',
      required: true,
    },
    {
      key: 'bemerkung',
      kind: 'text',
      prompt: 'Möchten Sie noch etwas ergänzen? (optional)',
      required: false,
    },
  ],
};

/**
 * Steelworks (sixty-fourth blind set), as a blast furnace in Duisburg or the
 * LD steel plant in Linz writes it: the relationship as a single choice
 * (plant management or plant engineer, the Meister or shift foreman, the
 * Vorarbeiter or gang leader, a colleague on the shift, the instructor in
 * the training workshop), years together, the areas as a REQUIRED multiple
 * choice (blast furnace, steel plant, continuous caster, rolling mill,
 * maintenance, crane driving), a rating of safety, an OPTIONAL rating of the
 * shift handover, a crane licence as an optional yes/no, people under them
 * on the shift (optional; min 0, so "keinen" is a real 0), a required
 * yes/no, optional text.
 */
export const DE_STAHLWERK: TypedQuestionnaire = {
  id: 'de-stahlwerk',
  name: 'Referenz: Hütte und Stahlwerk',
  questions: [
    {
      key: 'rolle',
      kind: 'choice',
      prompt: 'In welcher Rolle haben Sie mit ihr oder ihm gearbeitet?',
      options: [
        'Betriebsleiter/in oder Betriebsingenieur/in',
        'Meister/in oder Schichtmeister/in',
        'Vorarbeiter/in oder Kolonnenführer/in',
        'Kollege/Kollegin in der Schicht',
        'Ausbilder/in in der Lehrwerkstatt',
      ],
      multiple: false,
      required: true,
    },
    {
      key: 'jahre',
      kind: 'number',
      prompt: 'Wie viele Jahre haben Sie zusammengearbeitet?',
      min: 0,
      max: 50,
      required: true,
    },
    {
      key: 'bereiche',
      kind: 'choice',
      prompt: 'In welchen Bereichen hat sie oder er bei Ihnen gearbeitet? (mehrere möglich)',
      options: [
        'Hochofen (Abstich, Gießhalle)',
        'Stahlwerk (Konverter, Pfannenofen)',
        'Stranggießanlage',
        'Walzwerk (Warm- oder Kaltband)',
        'Instandhaltung (mechanisch oder elektrisch)',
        'Kranfahren',
      ],
      multiple: true,
      required: true,
    },
    {
      key: 'sicherheit',
      kind: 'rating',
      prompt:
        'Wie sehr achtet sie oder er auf Arbeitssicherheit (Hitze, Gas, Kranlasten), von 1 bis 5?',
      label: 'Arbeitssicherheit',
      required: true,
    },
    {
      key: 'uebergabe',
      kind: 'rating',
      prompt:
        'Wie gut und verlässlich macht sie oder er die Schichtübergabe, von 1 bis 5? (optional)',
      label: 'Schichtübergabe',
      required: false,
    },
    {
      key: 'kranschein',
      kind: 'yes_no',
      prompt: 'Hat sie oder er einen Kranschein (Befähigungsnachweis für Kranführer)? (optional)',
      required: false,
    },
    {
      key: 'leute',
      kind: 'number',
      prompt: 'Wie viele Leute hatte sie oder er in der Schicht unter sich? (optional)',
      min: 0,
      max: 100,
      required: false,
    },
    {
      key: 'wieder',
      kind: 'yes_no',
      prompt: 'Würden Sie sie oder ihn wieder einstellen?',
      required: true,
    },
    {
      key: 'bemerkung',
      kind: 'text',
      prompt: 'Möchten Sie noch etwas ergänzen? (optional)',
      required: false,
    },
  ],
};

export const QUESTIONNAIRES_DE: readonly TypedQuestionnaire[] = [
  DE_PFLEGE,
  DE_LOGISTIK,
  DE_HANDWERK,
  DE_BUCHHALTUNG,
  DE_PRAXIS,
  DE_IT,
  DE_GASTRO,
  DE_KITA,
  DE_SPEDITION,
  DE_LANDWIRTSCHAFT,
  DE_SICHERHEIT,
  DE_FRISEUR,
  DE_EINZELHANDEL,
  DE_APOTHEKE,
  DE_HOTEL,
  DE_FORST,
  DE_KFZ,
  DE_REINIGUNG,
  DE_NAHVERKEHR,
  DE_MUSEUM,
  DE_SKISCHULE,
  DE_UHRMACHER,
  DE_BESTATTUNG,
  DE_BRAUEREI,
  DE_GARTENBAU,
  DE_BINNENSCHIFF,
  DE_VERANSTALTUNGSTECHNIK,
  DE_RETTUNGSDIENST,
  DE_SCHORNSTEINFEGER,
  DE_LUFTFAHRT,
  DE_FAHRSCHULE,
  DE_IMKEREI,
  DE_WINDENERGIE,
  DE_KAESEREI,
  DE_WEINBAU,
  DE_BAECKEREI,
  DE_PFERDEWIRTSCHAFT,
  DE_STEINMETZ,
  DE_STAHLWERK,
];

type RefereeCase = Omit<TypedRefereeConversation, 'heldOut'>;
type IntakeCase = Omit<TypedIntakeConversation, 'heldOut'>;

const JANA = { firstName: 'Jana', lastName: 'Neumann' };
const LUKAS = { firstName: 'Lukas', lastName: 'Brandstätter' };
/** Second blind set: a Swiss candidate, and a double first name with a particle. */
const NICOLE = { firstName: 'Nicole', lastName: 'Zürcher' };
const MARIE = { firstName: 'Marie-Luise', lastName: 'von Arnim' };

/** Third blind set: a double surname, Austria, a Swiss (Romansh) first name. */
const SVENJA = { firstName: 'Svenja', lastName: 'Hoffmann-Krüger' };
const FLORIAN = { firstName: 'Florian', lastName: 'Gruber' };
const ANDRI = { firstName: 'Andri', lastName: 'Caduff' };
const THERESA = { firstName: 'Theresa', lastName: 'Pichler' };

/** Fourth blind set: a diaeresis in a first name, a Polish name. */
const ZOE = { firstName: 'Zoë', lastName: 'Großmann' };
const LUKASZ = { firstName: 'Łukasz', lastName: 'Wiśniewski' };

/** Thirty-fourth blind set: double first names, a Dutch particle. */
const LEA_SOPHIE = { firstName: 'Lea-Sophie', lastName: 'Bäumler' };
const HANS_JUERGEN = { firstName: 'Hans-Jürgen', lastName: 'Dörfler' };
const ANNA_LENA = { firstName: 'Anna-Lena', lastName: 'Riedmüller' };
const MARCO = { firstName: 'Marco', lastName: 'Siebert' };
const NIKLAS = { firstName: 'Niklas', lastName: 'van der Meulen' };
/** Thirty-sixth blind set: Friesland, a double first name from Saxony, a Turkish ğ, a Westphalian particle, a Swiss surname. */
const FINJA = { firstName: 'Finja', lastName: 'Oltmanns' };
const KAI_UWE = { firstName: 'Kai-Uwe', lastName: 'Pötzsch' };
const SELIN = { firstName: 'Selin', lastName: 'Aydoğan' };
const JAKOB = { firstName: 'Jakob', lastName: 'zur Nieden' };
const LIOBA = { firstName: 'Lioba', lastName: 'Fässler' };
/** Thirty-eighth blind set: a Tyrolean surname, and four from the north and south of Germany. */
const MORITZ = { firstName: 'Moritz', lastName: 'Achleitner' };
const DENNIS = { firstName: 'Dennis', lastName: 'Oppermann' };
const CARLOTTA = { firstName: 'Carlotta', lastName: 'Wiesinger' };
const MERLE = { firstName: 'Merle', lastName: 'Tiedemann' };
const JANNIK = { firstName: 'Jannik', lastName: 'Thomsen' };
/** Fortieth blind set: a Lower Saxon, a Frisian, a Berliner, a Westphalian and a Basler candidate. */
const HANNA_K = { firstName: 'Hanna', lastName: 'Kröger' };
const TIMO_P = { firstName: 'Timo', lastName: 'Petersen' };
const FELIX_T = { firstName: 'Felix', lastName: 'Tiedke' };
const SVEA_L = { firstName: 'Svea', lastName: 'Lindemann' };
const YANNICK_S = { firstName: 'Yannick', lastName: 'Stöcklin' };
/** Forty-second blind set: a Swiss guardsman from Uri, an Eichsfeld paramedic, a Frisian lifeguard, an Altmark paramedic and a museum guide from Lake Constance. */
const GIAN_LUCA = { firstName: 'Gian-Luca', lastName: 'Arnold' };
const RONJA_E = { firstName: 'Ronja', lastName: 'Eckardt' };
const BENTE_J = { firstName: 'Bente', lastName: 'Jessen' };
const TILL_R = { firstName: 'Till', lastName: 'Rademacher' };
const AMELIE_K = { firstName: 'Amélie', lastName: 'Kessler' };
/** Forty-fourth blind set: an elephant keeper from Augsburg, a Westerwald sweep, an electrician from the coast, a Glarus sweep and a hairdresser from Odesa. */
const LEONIE_F = { firstName: 'Leonie', lastName: 'Fendt' };
const KEVIN_H = { firstName: 'Kevin', lastName: 'Hannappel' };
const JOERN_S = { firstName: 'Jörn', lastName: 'Schütte' };
const NADJA_Z = { firstName: 'Nadja', lastName: 'Zwicky' };
const KATERYNA_B = { firstName: 'Kateryna', lastName: 'Bondarenko' };
/** Forty-sixth blind set: a Saarland midwife, a Salzburg mechanic, a Transylvanian organ builder, a Hamburg B2 and a Namibian apprentice. */
const ANNIKA_A = { firstName: 'Annika', lastName: 'Altmeyer' };
const LORENZ_H = { firstName: 'Lorenz', lastName: 'Höllbacher' };
const ANDREAS_H = { firstName: 'Andreas', lastName: 'Hienz' };
const MALTE_B = { firstName: 'Malte', lastName: 'Brodersen' };
const DIRK_V = { firstName: 'Dirk', lastName: 'Voigts' };
/** Forty-eighth blind set: a Sorbian farrier, a Walser driving instructor, a shepherd from the Swabian Alb, a driving instructor in Görlitz and a brewer in Budweis. */
const JURIJ_S = { firstName: 'Jurij', lastName: 'Šołta' };
const VERENA_F = { firstName: 'Verena', lastName: 'Fritz' };
const TOBIAS_E = { firstName: 'Tobias', lastName: 'Eberle' };
const KORNELIA_M = { firstName: 'Kornelia', lastName: 'Matschke' };
const QUIRIN_H = { firstName: 'Quirin', lastName: 'Hallermeier' };

/** Fiftieth blind set: a Carinthian-Slovene cable-car technician, a Palatinate and a Black Forest beekeeper, a Helgoland boatman, a forest worker from the Rhön. */
const TOMAZ_O = { firstName: 'Tomaž', lastName: 'Ogris' };
const JONAS_K = { firstName: 'Jonas', lastName: 'Kuntz' };
const MIKA_F = { firstName: 'Mika', lastName: 'Friedrichs' };
const ELIAS_S = { firstName: 'Elias', lastName: 'Schwörer' };
const MAREIKE_G = { firstName: 'Mareike', lastName: 'Gensler' };

/** Fifty-second blind set: a Liechtenstein polymechanic, an East Frisian and a Brazilian wind-turbine technician, a Russian-German drywaller and a Turkish-German barber. */
const SEVERIN_F = { firstName: 'Severin', lastName: 'Frommelt' };
const HAUKE_S = { firstName: 'Hauke', lastName: 'Saathoff' };
const ARTUR_R = { firstName: 'Artur', lastName: 'Reimer' };
const LARISSA_H = { firstName: 'Larissa', lastName: 'Hilgert' };
const EMRE_K = { firstName: 'Emre', lastName: 'Kılıç' };

/** Fifty-fourth blind set: a forklift driver in a South Tyrolean fruit cooperative, an Allgäu cheesemaker, a Neukölln bike courier, a Bregenzerwald Alp cheesemaker and a mechanic in a Syrian workshop in Leipzig. */
const MANUEL_P = { firstName: 'Manuel', lastName: 'Pircher' };
const KILIAN_H = { firstName: 'Kilian', lastName: 'Hagspiel' };
const JULE_P = { firstName: 'Jule', lastName: 'Przybylski' };
const CHRISTA_M = { firstName: 'Christa', lastName: 'Moosbrugger' };
const RAMI_K = { firstName: 'Rami', lastName: 'Al-Khatib' };

/** Fifty-sixth blind set: a Köbes in Cologne, a Burgenland vineyard hand in the Wachau, a wood turner in the Erzgebirge, a cellar hand at the Saale-Unstrut and a Portuguese-Luxembourgish lighting technician. */
const DOMINIK_P = { firstName: 'Dominik', lastName: 'Pütz' };
const RAPHAEL_H = { firstName: 'Raphael', lastName: 'Hofbauer' };
const TONI_F = { firstName: 'Toni', lastName: 'Flath' };
const ANNEMARIE_G = { firstName: 'Annemarie', lastName: 'Großkopf' };
const DIOGO_F = { firstName: 'Diogo', lastName: 'Ferreira Mendes' };

/** Fifty-eighth blind set: a Tyrolean bell founder, a Hamburg baker, a Franconian fish farmer, an Alsatian baker and a Bernese nurse. */
const VALENTIN_G = { firstName: 'Valentin', lastName: 'Gstrein' };
const BASTIAN_W = { firstName: 'Bastian', lastName: 'Wriedt' };
const FABIAN_N = { firstName: 'Fabian', lastName: 'Nüßlein' };
const MELANIE_H = { firstName: 'Mélanie', lastName: 'Hertzog' };
const NOEMI_W = { firstName: 'Noemi', lastName: 'Wüthrich' };

/** Sixtieth blind set: a Dithmarschen farmhand, a Serbian-Viennese Fiakerin, a Lauscha glassblower, a Lower Saxon Pferdewirtin and a Saarland store manager. */
const JANNES_H = { firstName: 'Jannes', lastName: 'Hargens' };
const JOVANA_P = { firstName: 'Jovana', lastName: 'Petrović' };
const KATHARINA_G = { firstName: 'Katharina', lastName: 'Greiner' };
const JOHANNA_B = { firstName: 'Johanna', lastName: 'Brünjes' };
const TAMARA_R = { firstName: 'Tamara', lastName: 'Recktenwald' };

/** Sixty-second blind set: a Namibian-German desert guide, a stonemason in Regensburg, a dental assistant in Paderborn, a stonemason in the Waldviertel and a nursery nurse in Eupen. */
const FRAUKE_H = { firstName: 'Frauke', lastName: 'Hälbich' };
const KORBINIAN_W = { firstName: 'Korbinian', lastName: 'Wittmann' };
const JESSICA_B = { firstName: 'Jessica', lastName: 'Brökelmann' };
const MAGDALENA_Z = { firstName: 'Magdalena', lastName: 'Zeilinger' };
const LAURA_H = { firstName: 'Laura', lastName: 'Heinen' };

/** Sixty-fourth blind set: a Swabian plumber, a Duisburg blast-furnace worker, a Kazakh-German care assistant in Marzahn, a Linz steelworker and a chambermaid on the Mecklenburg coast. */
const MARIUS_H = { firstName: 'Marius', lastName: 'Haldenwang' };
const MARCEL_S = { firstName: 'Marcel', lastName: 'Szymanski' };
const OLGA_D = { firstName: 'Olga', lastName: 'Dück' };
const PHILIPP_L = { firstName: 'Philipp', lastName: 'Leitner' };
const LISA_MARIE_V = { firstName: 'Lisa-Marie', lastName: 'Voß' };

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
    id: 'de-r01',
    title: 'plain answers, umlauts left out',
    tags: ['german', 'short', 'typos'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: JANA,
    to: IN_ORDER,
    says: [
      'Ich war ihr Teamleiter bei Siemens',
      '5',
      '4',
      '4',
      '5',
      '4',
      '3',
      'Sehr strukturiert, super Ubergabe an die Kollegen',
      'Manchmal zu perfektionistisch',
      'ja',
      '36',
      'nein danke',
    ],
    expected: {
      relationship: 'Ich war ihr Teamleiter bei Siemens',
      communication: 5,
      technical_skill: 4,
      teamwork: 4,
      reliability: 5,
      problem_solving: 4,
      leadership: 3,
      strengths: 'Sehr strukturiert, super Ubergabe an die Kollegen',
      improvements: 'Manchmal zu perfektionistisch',
      wouldRehire: true,
      monthsKnown: 36,
    },
    outcome: 'completed',
  },
  {
    id: 'de-r02',
    title:
      '"eher eine 4", numbers in words, "4-5", "keine Ahnung", "zweieinhalb Jahre" in months, "weiter"',
    tags: ['german', 'hedge', 'words', 'range', 'dont-know', 'unit', 'skip'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: JANA,
    to: ['rel', 'com', 'tec', 'tea', 'rlb', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      'Kollegin im selben Team, sie Frontend, ich Backend',
      'eher eine 4',
      'fünf',
      'vier',
      '4-5',
      { retry: 'dann 4', key: 'reliability' },
      'gut, 4',
      'keine Ahnung, sie hat niemanden geführt',
      'Debugging',
      'Präsentieren vor grossen Runden',
      'jo klar',
      'zweieinhalb Jahre',
      'weiter',
    ],
    expected: {
      relationship: 'Kollegin im selben Team, sie Frontend, ich Backend',
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 4,
      problem_solving: 4,
      strengths: 'Debugging',
      improvements: 'Präsentieren vor grossen Runden',
      wouldRehire: true,
      monthsKnown: 30,
    },
    outcome: 'completed',
  },
  {
    id: 'de-r03',
    title: 'Switzerland: "Grüezi!", "ca. 2 Jahre", "Merci vielmal" is no comment',
    tags: ['german', 'hedge', 'unit'],
    questionnaire: 'builtin',
    locale: 'de',
    to: IN_ORDER,
    says: [
      'Grüezi! Ich war ihr Chef bei der UBS in Zürich',
      '5',
      '5',
      '4',
      '5',
      '4',
      '4',
      'Sie ist sehr zuverlässig und exakt',
      'Könnte mehr delegieren',
      'ja sicher',
      'ca. 2 Jahre',
      'Merci vielmal, das wär alles',
    ],
    expected: {
      relationship: 'Grüezi! Ich war ihr Chef bei der UBS in Zürich',
      communication: 5,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 4,
      leadership: 4,
      strengths: 'Sie ist sehr zuverlässig und exakt',
      improvements: 'Könnte mehr delegieren',
      wouldRehire: true,
      monthsKnown: 24,
    },
    outcome: 'completed',
  },
  {
    id: 'de-r04',
    title: '"nein - moment, sorry, ich meinte ja, auf jeden Fall"; an emoji as the comment',
    tags: ['german', 'correction', 'issue-quote', 'emoji'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: LUKAS,
    to: IN_ORDER,
    says: [
      'Ich war sein Mentor im Traineeprogramm',
      '4',
      '4',
      '5',
      '4',
      '4',
      '3',
      'Lernt unglaublich schnell',
      'Zeitmanagement',
      'nein - moment, sorry, ich meinte ja, auf jeden Fall',
      '18',
      '🙂',
    ],
    expected: {
      relationship: 'Ich war sein Mentor im Traineeprogramm',
      communication: 4,
      technical_skill: 4,
      teamwork: 5,
      reliability: 4,
      problem_solving: 4,
      leadership: 3,
      strengths: 'Lernt unglaublich schnell',
      improvements: 'Zeitmanagement',
      wouldRehire: true,
      monthsKnown: 18,
    },
    outcome: 'completed',
  },
  {
    id: 'de-r05',
    title: '"Lieber nicht, ich möchte keine Referenz abgeben" at the first question',
    tags: ['german', 'decline', 'short'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: LUKAS,
    to: ['rel', 'rel'],
    says: ['Lieber nicht, ich möchte keine Referenz für ihn abgeben', { tapConfirm: true }],
    expected: {},
    outcome: 'declined',
  },
  {
    id: 'de-r06',
    title:
      'Austria: "a glatter Einser" (a school grade: the best) on a 1-5 scale; ratings asked the months',
    tags: ['german', 'wrong-question', 'hedge', 'words'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: LUKAS,
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
      'Servus, war sein Abteilungsleiter bei der Erste Bank in Wien',
      '4',
      'a glatter Einser 😄 also sehr gut',
      { retry: '5', key: 'technical_skill' },
      'vier',
      '5',
      '4',
      '3',
      'Analytisch stark',
      'Geduld',
      'eh klar',
      'Kommunikation 4, Teamarbeit 5',
      'ah, Monate: ungefähr 20',
      'passt so',
    ],
    expected: {
      relationship: 'Servus, war sein Abteilungsleiter bei der Erste Bank in Wien',
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 4,
      leadership: 3,
      strengths: 'Analytisch stark',
      improvements: 'Geduld',
      wouldRehire: true,
      monthsKnown: 20,
    },
    outcome: 'completed',
  },
  {
    id: 'de-r07',
    title: 'taps and skips: "weiter", "überspringen", "k.A.", "so eineinhalb Jahre"',
    tags: ['german', 'tap', 'skip', 'words', 'unit', 'hedge'],
    questionnaire: 'builtin',
    locale: 'de',
    to: IN_ORDER,
    says: [
      'Kundin, sie hat unser Projekt bei der Agentur betreut',
      { tap: 4 },
      'weiter',
      { tap: 5 },
      'überspringen',
      { tap: 3 },
      { tap: null },
      'Kreativ und schnell',
      'k.A.',
      { tap: true },
      'so eineinhalb Jahre',
      { tap: null },
    ],
    expected: {
      relationship: 'Kundin, sie hat unser Projekt bei der Agentur betreut',
      communication: 4,
      teamwork: 5,
      problem_solving: 3,
      strengths: 'Kreativ und schnell',
      wouldRehire: true,
      monthsKnown: 18,
    },
    outcome: 'completed',
  },
  // ───────────── tenant: de-pflege (beziehung, jahre, zuverlaessigkeit, dienste, wiedereinstellen, patienten, staerke)
  {
    id: 'de-t01',
    title: '"Früh- und Spätdienst, ab und zu Wochenende", "so 8 bis 10" patients',
    tags: ['german', 'multiple', 'range', 'typos'],
    questionnaire: 'de-pflege',
    locale: 'de',
    candidate: JANA,
    says: [
      'Ich war ihre Stationsleitung',
      '6 Jahre',
      '5',
      'Früh- und Spätdienst, ab und zu Wochenende',
      'ja',
      'so 8 bis 10',
      { retry: '10', key: 'patienten' },
      'Sie bleibt ruhig in Notfällen und nimmt sich Zeit fur die Angehörigen',
    ],
    expected: {
      beziehung: 'Vorgesetzte/r',
      jahre: 6,
      zuverlaessigkeit: 5,
      dienste: ['Frühdienst', 'Spätdienst', 'Wochenende'],
      wiedereinstellen: true,
      patienten: 10,
      staerke: 'Sie bleibt ruhig in Notfällen und nimmt sich Zeit fur die Angehörigen',
    },
    outcome: 'completed',
  },
  {
    id: 'de-t02',
    title: '"gar keins" is 0 years; "keiner" patients is below the minimum, not stored',
    tags: ['german', 'negation', 'hedge', 'dont-know', 'optional'],
    questionnaire: 'de-pflege',
    locale: 'de',
    says: [
      'Kollegin',
      'gar keins, wir haben nur ein paar Monate zusammen gearbeitet',
      'eher eine 4',
      'weiß ich nicht',
      'nein',
      'keiner, sie war noch in der Ausbildung',
      'Dokumentation, sehr gründlich',
    ],
    expected: {
      beziehung: 'Kollege/Kollegin',
      jahre: 0,
      zuverlaessigkeit: 4,
      wiedereinstellen: false,
      staerke: 'Dokumentation, sehr gründlich',
    },
    outcome: 'completed',
  },
  {
    id: 'de-t03',
    title: 'a correction inside the relationship, "keine Ahnung" on required years, "jein"',
    tags: ['german', 'correction', 'dont-know', 'required-miss', 'hedge', 'words', 'multiple'],
    questionnaire: 'de-pflege',
    locale: 'de',
    says: [
      'Ich war ihr Kollege... nein Quatsch, ihr Vorgesetzter',
      'keine Ahnung ehrlich gesagt',
      { retry: 'dann sagen wir 3 Jahre', key: 'jahre' },
      'ne 5',
      'alle außer Nacht',
      'jein',
      { retry: 'ja, doch', key: 'wiedereinstellen' },
      'zwölf',
      'Empathie',
    ],
    expected: {
      beziehung: 'Vorgesetzte/r',
      jahre: 3,
      zuverlaessigkeit: 5,
      dienste: ['Frühdienst', 'Spätdienst', 'Wochenende'],
      wiedereinstellen: true,
      patienten: 12,
      staerke: 'Empathie',
    },
    outcome: 'completed',
  },
  {
    id: 'de-t04',
    title: 'declines after two answers: nothing kept',
    tags: ['german', 'decline'],
    questionnaire: 'de-pflege',
    locale: 'de',
    candidate: LUKAS,
    says: [
      'Mitarbeiter aus meinem Team',
      '3',
      'Ehrlich gesagt möchte ich dazu lieber nichts sagen. Bitte keine Referenz von mir.',
      { tapConfirm: true },
    ],
    expected: {},
    outcome: 'declined',
  },
  // ───────────── tenant: de-logistik (monate, sorgfalt, staplerschein, arbeitszeit, anmerkungen)
  {
    id: 'de-t05',
    title: '"zwei Jahre" asked in months, "Schicht" for "Schichtdienst"',
    tags: ['german', 'unit', 'words'],
    questionnaire: 'de-logistik',
    locale: 'de',
    candidate: LUKAS,
    says: ['zwei Jahre', '4', 'ja hat er', 'Schicht', 'Passt alles, zuverlässiger Typ'],
    expected: {
      monate: 24,
      sorgfalt: 4,
      staplerschein: true,
      arbeitszeit: 'Schichtdienst',
      anmerkungen: 'Passt alles, zuverlässiger Typ',
    },
    outcome: 'completed',
  },
  {
    id: 'de-t06',
    title: '"Q3 2022 bis Q4 2023" is no number of months: asked again',
    tags: ['german', 'number-in-word', 'tap', 'dont-know', 'skip'],
    questionnaire: 'de-logistik',
    locale: 'de',
    says: [
      'wir haben von Q3 2022 bis Q4 2023 zusammen gearbeitet',
      { retry: '16', key: 'monate' },
      { tap: 5 },
      'weiss nicht',
      'Vollzeit',
      'weiter',
    ],
    expected: { monate: 16, sorgfalt: 5, arbeitszeit: 'Vollzeit' },
    outcome: 'completed',
  },
  {
    id: 'de-t07',
    title: 'a pasted signature with a phone number after "ich war 4 Jahre ihre Vorgesetzte"',
    tags: ['german', 'signature', 'multi-answer', 'hedge'],
    questionnaire: 'de-pflege',
    locale: 'de',
    candidate: JANA,
    says: [
      'Guten Tag, ich war 4 Jahre ihre Vorgesetzte.\n\nMit freundlichen Grüßen\nDr. Katrin von Weizsäcker\nPflegedirektorin | Klinikum rechts der Isar\nTel. 0049 89 4140 0',
      { retry: '4', key: 'jahre' },
      '5',
      'Nachtdienst überwiegend',
      'ja, jederzeit',
      'ca 6',
      'Sie merkt sehr früh, wenn es einem Patienten schlechter geht',
    ],
    expected: {
      beziehung: 'Vorgesetzte/r',
      jahre: 4,
      zuverlaessigkeit: 5,
      dienste: ['Nachtdienst'],
      wiedereinstellen: true,
      patienten: 6,
      staerke: 'Sie merkt sehr früh, wenn es einem Patienten schlechter geht',
    },
    outcome: 'completed',
  },
  {
    id: 'de-t08',
    title: 'a question back on the scale, then "3,5" asked again',
    tags: ['german', 'question-back', 'range', 'optional'],
    questionnaire: 'de-logistik',
    locale: 'de',
    candidate: LUKAS,
    says: [
      '9',
      'Ist 1 jetzt gut oder schlecht?',
      { retry: '3,5', key: 'sorgfalt' },
      { retry: 'ok, 3', key: 'sorgfalt' },
      'nein, hat er nicht',
      'teilzeit',
      'Er war oft krank, aber wenn er da war, hat er gut gearbeitet',
    ],
    expected: {
      monate: 9,
      sorgfalt: 3,
      staplerschein: false,
      arbeitszeit: 'Teilzeit',
      anmerkungen: 'Er war oft krank, aber wenn er da war, hat er gut gearbeitet',
    },
    outcome: 'completed',
  },
  {
    id: 'de-t09',
    title: 'stops at the required text: "keine Zeit mehr, sorry"',
    tags: ['german', 'required-miss', 'short'],
    questionnaire: 'de-pflege',
    locale: 'de',
    says: ['Kollege', '2', '4', 'Spät', 'jo', 'weiter', 'keine Zeit mehr, sorry'],
    expected: {
      beziehung: 'Kollege/Kollegin',
      jahre: 2,
      zuverlaessigkeit: 4,
      dienste: ['Spätdienst'],
      wiedereinstellen: true,
    },
    outcome: 'open',
  },
  // ───────────── Second blind set (2026-11-28), written without reading the readers.
  {
    id: 'de-r08',
    title:
      'Switzerland in dialect: "Grüezi mitenand", "föif", a Swiss school grade ("e glatti Sächsi", 6 is the best) off the 1-5 scale, "anderthalb Jahr"',
    tags: ['german', 'words', 'hedge', 'unit', 'emoji', 'dont-know'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: NICOLE,
    to: ['rel', 'com', 'tec', 'tec', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      'Grüezi mitenand! Ich bin ihre Teamleiter gsi bi de Swisscom in Bern',
      '5',
      'e glatti Sächsi 😄',
      { retry: 'also 5', key: 'technical_skill' },
      'föif',
      '4',
      '4',
      'chan i nöd beurteile, sie het niemer gfüehrt',
      'Sie isch mega zuverlässig und gseht Problem, bevor sie entstönd',
      'Muess no lerne, nei z säge',
      'jawoll, sofort',
      'anderthalb Jahr',
      'Nei merci, das wärs gsi',
    ],
    expected: {
      relationship: 'Grüezi mitenand! Ich bin ihre Teamleiter gsi bi de Swisscom in Bern',
      communication: 5,
      technical_skill: 5,
      teamwork: 5,
      reliability: 4,
      problem_solving: 4,
      strengths: 'Sie isch mega zuverlässig und gseht Problem, bevor sie entstönd',
      improvements: 'Muess no lerne, nei z säge',
      wouldRehire: true,
      monthsKnown: 18,
    },
    outcome: 'completed',
  },
  {
    id: 'de-r09',
    title:
      'Austria: the duration inside the relationship and again as "24", "leiwand, 5", "na, ehrlich gsagt ned" is no, "Na, passt scho" is no comment',
    tags: ['german', 'negation', 'short', 'words'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: LUKAS,
    to: IN_ORDER,
    says: [
      'Servus! I war zwei Jahre lang seine Chefin beim Billa in Graz',
      'leiwand, 5',
      '4',
      'drei',
      '3',
      '4',
      'eher 2',
      'Er kann super mit Kunden, a mit den grantigen',
      'Pünktlichkeit, und er telefoniert zu viel privat',
      'na, ehrlich gsagt ned',
      '24',
      'Na, passt scho',
    ],
    expected: {
      relationship: 'Servus! I war zwei Jahre lang seine Chefin beim Billa in Graz',
      communication: 5,
      technical_skill: 4,
      teamwork: 3,
      reliability: 3,
      problem_solving: 4,
      leadership: 2,
      strengths: 'Er kann super mit Kunden, a mit den grantigen',
      improvements: 'Pünktlichkeit, und er telefoniert zu viel privat',
      wouldRehire: false,
      monthsKnown: 24,
    },
    outcome: 'completed',
  },
  {
    id: 'de-r10',
    title:
      'autocorrect and typos ("Vorgesetzer", "Fümf", "vierr"), "ist 5 gut?" asked back, "ein Dreivierteljahr" is 9 months, "nö"',
    tags: ['german', 'typos', 'question-back', 'words', 'unit', 'short'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: JANA,
    to: ['rel', 'com', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      'Ich war ihr Vorgesetzer bei Bosch in Stuttgart',
      'ist 5 gut oder schlecht?',
      { retry: 'Fümf', key: 'communication' },
      'vierr',
      '4.',
      '5!!',
      'drei',
      '3',
      'Sie arbeitet sich sehr schnell in neue themen ein',
      'Sie muss lernen auch mal nein zu sagen',
      'jaa klar',
      'ein Dreivierteljahr',
      'nö',
    ],
    expected: {
      relationship: 'Ich war ihr Vorgesetzer bei Bosch in Stuttgart',
      communication: 5,
      technical_skill: 4,
      teamwork: 4,
      reliability: 5,
      problem_solving: 3,
      leadership: 3,
      strengths: 'Sie arbeitet sich sehr schnell in neue themen ein',
      improvements: 'Sie muss lernen auch mal nein zu sagen',
      wouldRehire: true,
      monthsKnown: 9,
    },
    outcome: 'completed',
  },
  {
    id: 'de-r11',
    title:
      'everything in the first message ("Fachwissen 4", "Führung 3", "3 Jahre lang"), then strengths with a label and emoji',
    tags: ['german', 'multi-answer', 'long', 'emoji'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: MARIE,
    to: ['rel', 'str', 'imp', 'cmt'],
    says: [
      'Ich war 3 Jahre lang ihr Abteilungsleiter bei der Allianz in München. Kommunikation 5, Fachwissen 4, Teamfähigkeit 5, Zuverlässigkeit 5, Problemlösung 4, Führung 3. Würde sie sofort wieder einstellen.',
      'Stärken: Zahlen, Analysen, Excel 😅',
      'Vielleicht etwas mehr Mut zu eigenen Entscheidungen',
      'nein, das wär alles',
    ],
    expected: {
      relationship: { has: ['Abteilungsleiter', 'Allianz'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      leadership: 3,
      strengths: { has: ['Analysen'] },
      improvements: 'Vielleicht etwas mehr Mut zu eigenen Entscheidungen',
      wouldRehire: true,
      monthsKnown: 36,
    },
    outcome: 'completed',
  },
  {
    id: 'de-r12',
    title:
      'only one project: "kann ich nicht beurteilen", "keine Ahnung", refuses the improvements, a ramble ending in "sieben, acht Monate"',
    tags: ['german', 'dont-know', 'decline', 'range', 'words', 'long', 'optional'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: LUKAS,
    to: ['rel', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'mon', 'cmt'],
    says: [
      'Ich kenne ihn nur aus einem Projekt, ich war dort Product Owner',
      '4',
      'kann ich nicht beurteilen, ich bin kein Entwickler',
      '5',
      '4',
      '4',
      'keine Ahnung',
      'Er bleibt freundlich, auch wenn der Kunde zum fünften Mal alles umwirft',
      'Dazu sag ich lieber nix, das soll sein Chef beurteilen',
      'ja',
      'Hm, das Projekt ging von März bis ungefähr Oktober, dazwischen war er aber zwei Wochen im Urlaub und ich auf Dienstreise, also so sieben, acht Monate',
      { retry: 'sagen wir 8', key: 'monthsKnown' },
      'ne',
    ],
    expected: {
      relationship: 'Ich kenne ihn nur aus einem Projekt, ich war dort Product Owner',
      communication: 4,
      teamwork: 5,
      reliability: 4,
      problem_solving: 4,
      strengths: 'Er bleibt freundlich, auch wenn der Kunde zum fünften Mal alles umwirft',
      wouldRehire: true,
      monthsKnown: 8,
    },
    outcome: 'completed',
  },
  {
    id: 'de-r13',
    title:
      'corrections mid-message ("ne 3, ach nee, 4", "30, äh nein 36"), reliability given when teamwork was asked (it names it), a yes/no that turns',
    tags: ['german', 'correction', 'wrong-question'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: JANA,
    to: ['rel', 'com', 'tec', 'tea', 'tea', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      'Kollegin, wir haben im gleichen Büro gesessen',
      'ne 3, ach nee, 4',
      '5',
      'Zuverlässigkeit ist bei ihr eine glatte 5',
      { retry: 'Teamfähigkeit 4', key: 'teamwork' },
      '4',
      'weiter',
      'Hartnäckig bei Bugs',
      'Dokumentation',
      'nein... Moment, falsch gelesen. Ja natürlich!',
      '30, äh nein 36',
      'Nein danke',
    ],
    expected: {
      relationship: 'Kollegin, wir haben im gleichen Büro gesessen',
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 4,
      strengths: 'Hartnäckig bei Bugs',
      improvements: 'Dokumentation',
      wouldRehire: true,
      monthsKnown: 36,
    },
    outcome: 'completed',
  },
  {
    id: 'de-r14',
    title: '"Wissen Sie was, ich lass das lieber" after two answers: declined, nothing kept',
    tags: ['german', 'decline'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: MARIE,
    to: ['rel', 'com', 'tec', 'tec'],
    says: [
      'Ehemalige Kollegin',
      '3',
      'Wissen Sie was, ich lass das lieber. Ich möchte keine Referenz für sie abgeben.',
      { tapConfirm: true },
    ],
    expected: {},
    outcome: 'declined',
  },
  // ───────────── tenant: de-handwerk (rolle, jahre, qualitaet, fuehrerschein, sprachen, lehrlinge, bemerkung)
  {
    id: 'de-t10',
    title:
      'Switzerland in dialect: "Lehrmeister gsi", "vier Jahr", "Dütsch und Französisch", "keine" apprentices is 0 (min 0), "Nei, merci vielmal"',
    tags: ['german', 'multiple', 'negation', 'words', 'optional'],
    questionnaire: 'de-handwerk',
    locale: 'de',
    candidate: NICOLE,
    says: [
      'Ich bin ihre Lehrmeister gsi',
      'vier Jahr, di ganz Lehr',
      'e 5, sie isch e Perfektionistin',
      'jo, het sie',
      'Dütsch und Französisch',
      'keine, sie isch ja sälber no jung',
      'Nei, merci vielmal',
    ],
    expected: {
      rolle: 'Lehrmeister/in',
      jahre: 4,
      qualitaet: 5,
      fuehrerschein: true,
      sprachen: ['Deutsch', 'Französisch'],
      lehrlinge: 0,
    },
    outcome: 'completed',
  },
  {
    id: 'de-t11',
    title:
      '"zweieinhalb" years stored as 2.5 (a number question takes decimals: issue 41); "Klasse B ja, sogar C1E"; Polish is no option; "überspringen"',
    tags: ['german', 'words', 'number-in-word', 'skip', 'typos', 'optional'],
    questionnaire: 'de-handwerk',
    locale: 'de',
    candidate: LUKAS,
    says: [
      'war sein vorarbeiter auf der baustelle',
      'zweieinhalb',
      '4',
      'Klasse B ja, sogar C1E',
      'deutsch und polnisch',
      'überspringen',
      'Pünktlich, fleissig, nie krank. Top!',
    ],
    expected: {
      rolle: 'Vorarbeiter/in',
      jahre: 2.5,
      qualitaet: 4,
      fuehrerschein: true,
      sprachen: ['Deutsch'],
      bemerkung: 'Pünktlich, fleissig, nie krank. Top!',
    },
    outcome: 'completed',
  },
  // ───────────── tenant: de-pflege (beziehung, jahre, zuverlaessigkeit, dienste, wiedereinstellen, patienten, staerke)
  {
    id: 'de-t12',
    title:
      'Austria: "Stationsschwester, also seine Vorgesetzte", "gut fünf Jahre", "a Fünfer, eh klar", "um die 20"',
    tags: ['german', 'hedge', 'words', 'multiple'],
    questionnaire: 'de-pflege',
    locale: 'de',
    candidate: LUKAS,
    says: [
      'Stationsschwester, also seine Vorgesetzte',
      'seit 2019, also gut fünf Jahre',
      'a Fünfer, eh klar',
      'Nachtdienste und Wochenenddienste',
      'jederzeit wieder',
      'um die 20 im Nachtdienst',
      "Er bleibt ruhig, a wenn's drunter und drüber geht",
    ],
    expected: {
      beziehung: 'Vorgesetzte/r',
      jahre: 5,
      zuverlaessigkeit: 5,
      dienste: ['Nachtdienst', 'Wochenende'],
      wiedereinstellen: true,
      patienten: 20,
      staerke: "Er bleibt ruhig, a wenn's drunter und drüber geht",
    },
    outcome: 'completed',
  },
  {
    id: 'de-t13',
    title:
      'an off-topic question at the start, a rating asked and cake talked about, "kommt drauf an" on the optional number',
    tags: ['german', 'off-topic', 'question-back', 'dont-know', 'optional', 'emoji'],
    questionnaire: 'de-pflege',
    locale: 'de',
    candidate: MARIE,
    says: [
      'Wie lange dauert das hier ungefähr?',
      { retry: 'Kollegin', key: 'beziehung' },
      '3',
      'Ach übrigens, sie hat immer Kuchen für die ganze Station mitgebracht 😄',
      { retry: '4', key: 'zuverlaessigkeit' },
      'Spätdienst',
      'auf alle Fälle',
      'weiss nicht genau, kommt drauf an',
      'Geduld mit dementen Patienten',
    ],
    expected: {
      beziehung: 'Kollege/Kollegin',
      jahre: 3,
      zuverlaessigkeit: 4,
      dienste: ['Spätdienst'],
      wiedereinstellen: true,
      staerke: 'Geduld mit dementen Patienten',
    },
    outcome: 'completed',
  },
  // ───────────── tenant: de-logistik (monate, sorgfalt, staplerschein, arbeitszeit, anmerkungen)
  {
    id: 'de-t14',
    title:
      'Switzerland: declines in dialect after the first answer ("ich mach das lieber nöd"): nothing kept',
    tags: ['german', 'decline'],
    questionnaire: 'de-logistik',
    locale: 'de',
    candidate: NICOLE,
    says: [
      '14',
      'Wüssed Sie was, ich mach das lieber nöd. Kei Referenz vo mir, merci.',
      { tapConfirm: true },
    ],
    expected: {},
    outcome: 'declined',
  },
  {
    id: 'de-t15',
    title:
      '"anderthalb Jahre" in months, a German school grade ("Note 1") on a 1-5 scale: asked, two work models in one answer: asked',
    tags: ['german', 'words', 'unit', 'hedge', 'short'],
    questionnaire: 'de-logistik',
    locale: 'de',
    candidate: LUKAS,
    says: [
      'anderthalb Jahre',
      'Note 1',
      { retry: 'also die beste, 5', key: 'sorgfalt' },
      'hat er, ja',
      'erst Vollzeit, später dann Teilzeit wegen Studium',
      { retry: 'zuletzt Teilzeit', key: 'arbeitszeit' },
      'nö',
    ],
    expected: { monate: 18, sorgfalt: 5, staplerschein: true, arbeitszeit: 'Teilzeit' },
    outcome: 'completed',
  },
  {
    id: 'de-t16',
    title:
      'emoji as a rating ("👍👍👍"), English words, "3-Schicht" is Schichtdienst, "keine Ahnung" on the optional yes/no',
    tags: ['german', 'emoji', 'number-in-word', 'dont-know', 'optional', 'unit'],
    questionnaire: 'de-logistik',
    locale: 'de',
    candidate: JANA,
    says: [
      'so 2 Jahre, also 24 Monate',
      '👍👍👍',
      { retry: '4', key: 'sorgfalt' },
      'keine ahnung ehrlich',
      'Schichtbetrieb, 3-Schicht',
      'Sie ist ein echter Teamplayer, always on time 👌',
    ],
    expected: {
      monate: 24,
      sorgfalt: 4,
      arbeitszeit: 'Schichtdienst',
      anmerkungen: 'Sie ist ein echter Teamplayer, always on time 👌',
    },
    outcome: 'completed',
  },
  // ───────────── Third blind set, built-in
  {
    id: 'de-r15',
    title:
      'Bavaria: "Grüß Gott", "volle Punktzahl", "knapp eine 4", "drei bis vier" asked again, "seit Herbst 2021, also gut zwei Jahre" asked again, "Nö, passt."',
    tags: ['german', 'hedge', 'range', 'words', 'unit', 'number-in-word'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: SVENJA,
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
      'Grüß Gott, ich war ihr Teamleiter bei BMW in München, Abteilung Einkauf',
      'volle Punktzahl',
      'knapp eine 4',
      'drei bis vier',
      { retry: 'dann 4', key: 'teamwork' },
      '5!!',
      '4',
      'dazu kann ich nix sagen, sie hatte kein Team',
      'Verhandelt hart, aber fair. Die Lieferanten respektieren sie',
      'Manchmal zu perfektionistisch, verliert sich in Details',
      'Ja, jederzeit wieder',
      'seit Herbst 2021, also gut zwei Jahre',
      { retry: '26', key: 'monthsKnown' },
      'Nö, passt.',
    ],
    expected: {
      relationship: { has: ['Teamleiter', 'BMW'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 4,
      reliability: 5,
      problem_solving: 4,
      strengths: 'Verhandelt hart, aber fair. Die Lieferanten respektieren sie',
      improvements: 'Manchmal zu perfektionistisch, verliert sich in Details',
      wouldRehire: true,
      monthsKnown: 26,
    },
    outcome: 'completed',
  },
  {
    id: 'de-r16',
    title:
      '"ist 1 gut oder schlecht?" asked back, "fuenf", two ratings named in one message, a later message corrects communication by naming it and answers problem solving, "vier Jahre" in months',
    tags: [
      'german',
      'question-back',
      'multi-answer',
      'correction',
      'typos',
      'words',
      'unit',
      'emoji',
    ],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: SVENJA,
    to: ['rel', 'com', 'com', 'tec', 'tea', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      'Ich war ihre Kollegin im Vertrieb bei Siemens Healthineers in Erlangen',
      'Moment, ist 1 gut oder schlecht? Bei uns in der Schule war die 1 ja die beste Note',
      { retry: '4', key: 'communication' },
      'fuenf',
      'Teamfähigkeit und Zuverlässigkeit beide 5',
      'sorry, bei Kommunikation meinte ich eigentlich 3, nicht 4. Problemlösung 4',
      'keine Führungsverantwortung, also weiter',
      'Kundengespräche, sie findet immer den richtigen Ton',
      'In internen Meetings ist sie oft zu still',
      'ja klar',
      'vier Jahre',
      'Nein danke, alles gesagt 🙂',
    ],
    expected: {
      relationship: 'Ich war ihre Kollegin im Vertrieb bei Siemens Healthineers in Erlangen',
      communication: 3,
      technical_skill: 5,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      strengths: 'Kundengespräche, sie findet immer den richtigen Ton',
      improvements: 'In internen Meetings ist sie oft zu still',
      wouldRehire: true,
      monthsKnown: 48,
    },
    outcome: 'completed',
  },
  {
    id: 'de-r17',
    title:
      'Austria in dialect: "sicher a 4", "fünf, da is er a Wahnsinn", then declines in dialect ("i loss des lieber … i wü ned, dass des komisch wird"): nothing kept',
    tags: ['german', 'decline', 'words'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: FLORIAN,
    to: ['rel', 'com', 'tec', 'tea', 'tea'],
    says: [
      'Servus, i war sei Chef bei da Raiffeisen in Linz, im Team Kreditrisiko',
      'sicher a 4',
      'fünf, da is er a Wahnsinn',
      "Wissen's was, i loss des lieber. Er is no bei uns angestellt und i wü ned, dass des komisch wird. Tut ma lad.",
      { tapConfirm: true },
    ],
    expected: {},
    outcome: 'declined',
  },
  {
    id: 'de-r18',
    title:
      'a signature pasted into the relationship answer, a tap, "4 - 5" asked again, "vier", "nicht beurteilbar", "auf jeden Fall", "ca. 30", "-" is no comment',
    tags: ['german', 'signature', 'tap', 'range', 'dont-know', 'hedge', 'words', 'short'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: LUKAS,
    to: ['rel', 'com', 'tec', 'tea', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      'Ich war seine direkte Vorgesetzte.\n\nMit freundlichen Grüßen\nDr. Annette Schulze-Wittmann\nLeiterin IT-Infrastruktur\nDB Systel GmbH\nTel. +49 69 265-12345',
      { tap: 5 },
      '5',
      '4 - 5',
      { retry: '4', key: 'teamwork' },
      'vier',
      '3',
      'nicht beurteilbar',
      'Ruhig unter Druck, hat bei der Migration ins neue Rechenzentrum die Nächte durchgezogen',
      'Zeitmanagement, wenn viele Tickets parallel reinkommen',
      'auf jeden Fall',
      'ca. 30',
      '-',
    ],
    expected: {
      relationship: { has: ['direkte Vorgesetzte'] },
      communication: 5,
      technical_skill: 5,
      teamwork: 4,
      reliability: 4,
      problem_solving: 3,
      strengths:
        'Ruhig unter Druck, hat bei der Migration ins neue Rechenzentrum die Nächte durchgezogen',
      improvements: 'Zeitmanagement, wenn viele Tickets parallel reinkommen',
      wouldRehire: true,
      monthsKnown: 30,
    },
    outcome: 'completed',
  },
  {
    id: 'de-r19',
    title:
      'Switzerland: "4.5" with a dot asked again, "leider nur 2", refuses to rate one, "weiss ich nicht", "Ja – nein, ehrlich gesagt eher nicht", "zwei Jahre und drei Monate", a Bern number in the comment',
    tags: [
      'german',
      'range',
      'decline',
      'dont-know',
      'correction',
      'hedge',
      'words',
      'unit',
      'optional',
    ],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: ANDRI,
    to: ['rel', 'com', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      'Grüezi. Ich war sein Vorgesetzter bei der Post in Bern, im Bereich Logistik',
      '4.5',
      { retry: 'dann 4', key: 'communication' },
      '4',
      '3',
      'leider nur 2, er war oft krank gemeldet',
      'das möchte ich lieber nicht bewerten',
      'weiss ich nicht',
      'Sehr freundlich zu den Kunden am Schalter',
      'Zuverlässigkeit und Pünktlichkeit',
      'Ja – nein, ehrlich gesagt eher nicht',
      'zwei Jahre und drei Monate',
      'Für Rückfragen: 031 123 45 67 (Direktwahl)',
    ],
    expected: {
      relationship: 'Grüezi. Ich war sein Vorgesetzter bei der Post in Bern, im Bereich Logistik',
      communication: 4,
      technical_skill: 4,
      teamwork: 3,
      reliability: 2,
      strengths: 'Sehr freundlich zu den Kunden am Schalter',
      improvements: 'Zuverlässigkeit und Pünktlichkeit',
      wouldRehire: false,
      monthsKnown: 27,
      comments: 'Für Rückfragen: 031 123 45 67 (Direktwahl)',
    },
    outcome: 'completed',
  },
  // ───────────── Third blind set, tenant: de-buchhaltung (beziehung, erfahrung, genauigkeit, programme, abschluss, stunden, hinweis)
  {
    id: 'de-t17',
    title:
      'Austria on de-buchhaltung: "zwölfeinhalb Jahre" (12.5), "Eh klar 5", "BMD und Excel, SAP erst ganz am Schluss a bissl", "jo", "30, sie war in Elternteilzeit", "Na, passt eh." is no remark',
    tags: ['german', 'words', 'multiple', 'negation', 'optional'],
    questionnaire: 'de-buchhaltung',
    locale: 'de',
    candidate: THERESA,
    says: [
      'I war ihre Chefin in da Buchhaltung bei der Spar in Salzburg',
      'zwölfeinhalb Jahre',
      'Eh klar 5, da stimmt jeder Cent',
      'BMD und Excel, SAP erst ganz am Schluss a bissl',
      'jo, Monatsabschlüsse sowieso, den Jahresabschluss mit mir gemeinsam',
      '30, sie war in Elternteilzeit',
      'Na, passt eh.',
    ],
    expected: {
      beziehung: 'Vorgesetzte/r',
      erfahrung: 12.5,
      genauigkeit: 5,
      programme: ['SAP', 'Excel', 'BMD'],
      abschluss: true,
      stunden: 30,
    },
    outcome: 'completed',
  },
  {
    id: 'de-t18',
    title:
      'an external tax adviser on de-buchhaltung: "zwischen 6 und 8 Jahren" asked again, "sehr gut" is no number, a half yes on the closings asked again, "keine Ahnung" on the hours',
    tags: ['german', 'range', 'words', 'hedge', 'dont-know', 'optional', 'multiple'],
    questionnaire: 'de-buchhaltung',
    locale: 'de',
    candidate: SVENJA,
    says: [
      'Ich bin der externe Steuerberater der Firma, wir hatten fast täglich Kontakt',
      'zwischen 6 und 8 Jahren, genau weiß ich es nicht',
      { retry: 'dann schreiben Sie 7', key: 'erfahrung' },
      'sehr gut',
      { retry: '5', key: 'genauigkeit' },
      'DATEV natürlich, und Excel',
      'Die Vorbereitung ja, den Abschluss selbst haben dann wir gemacht',
      { retry: 'nein, selbstständig nicht', key: 'abschluss' },
      'keine Ahnung, das weiß ihr Chef',
      'Sehr angenehme Zusammenarbeit, die Unterlagen kamen immer vollständig und pünktlich.',
    ],
    expected: {
      beziehung: 'Steuerberater/in',
      erfahrung: 7,
      genauigkeit: 5,
      programme: ['DATEV', 'Excel'],
      abschluss: false,
      hinweis:
        'Sehr angenehme Zusammenarbeit, die Unterlagen kamen immer vollständig und pünktlich.',
    },
    outcome: 'completed',
  },
  {
    id: 'de-t19',
    title:
      'Switzerland on de-buchhaltung: the rating named while the years were asked, "so 20 Jahre", "DATEV gibts in der Schweiz kaum" is no DATEV, "42.5" hours with a dot, a tap to skip',
    tags: ['german', 'wrong-question', 'hedge', 'multiple', 'negation', 'tap', 'optional'],
    questionnaire: 'de-buchhaltung',
    locale: 'de',
    candidate: ANDRI,
    says: [
      'Arbeitskollege, wir sassen im selben Büro',
      'Genauigkeit würde ich mit 5 bewerten',
      { retry: 'ah, Erfahrung: so 20 Jahre, er ist schon lange dabei', key: 'erfahrung' },
      { retry: '5', key: 'genauigkeit' },
      'SAP und Excel, DATEV gibts in der Schweiz kaum',
      'ja',
      '42.5',
      { tap: null },
    ],
    expected: {
      beziehung: 'Kollege/Kollegin',
      erfahrung: 20,
      genauigkeit: 5,
      programme: ['SAP', 'Excel'],
      abschluss: true,
      stunden: 42.5,
    },
    outcome: 'completed',
  },
  // ───────────── Third blind set, tenant: de-pflege and de-logistik
  {
    id: 'de-t20',
    title:
      'de-pflege: "Praxisanleiterin, danach Kolleginnen" asked, "dreieinhalb" (3.5), "5 ⭐", "alle außer Nachtdienst", "sofort", two counts for two shifts asked again',
    tags: ['german', 'words', 'emoji', 'multiple', 'range', 'hedge', 'optional'],
    questionnaire: 'de-pflege',
    locale: 'de',
    candidate: JANA,
    says: [
      'Ich war ihre Praxisanleiterin in der Ausbildung, danach waren wir Kolleginnen auf Station',
      { retry: 'zuletzt Kollegin', key: 'beziehung' },
      'dreieinhalb',
      '5 ⭐',
      'alle außer Nachtdienst',
      'sofort',
      { retry: 'ja', key: 'wiedereinstellen' },
      'im Frühdienst 8, im Spätdienst eher 12',
      { retry: 'sagen wir 10', key: 'patienten' },
      'Sie bleibt auch bei dementen Patienten geduldig und freundlich',
    ],
    expected: {
      beziehung: 'Kollege/Kollegin',
      jahre: 3.5,
      zuverlaessigkeit: 5,
      dienste: ['Frühdienst', 'Spätdienst', 'Wochenende'],
      wiedereinstellen: true,
      patienten: 10,
      staerke: 'Sie bleibt auch bei dementen Patienten geduldig und freundlich',
    },
    outcome: 'completed',
  },
  {
    id: 'de-t21',
    title:
      'de-logistik: "worum geht es hier genau? Ich hab nur eine SMS bekommen" first, "zweimal … also 3", "erst Teilzeit, dann Vollzeit" asked, "Nein, das wärs"',
    tags: ['german', 'question-back', 'off-topic', 'hedge', 'words', 'optional'],
    questionnaire: 'de-logistik',
    locale: 'de',
    candidate: FLORIAN,
    says: [
      'Hallo, worum geht es hier genau? Ich hab nur eine SMS bekommen',
      { retry: 'ah ok. ungefähr 14 Monate', key: 'monate' },
      'Er hat uns zweimal Paletten falsch verbucht, also 3',
      'ja, hat er',
      'erst Teilzeit, dann Vollzeit',
      { retry: 'zuletzt Vollzeit', key: 'arbeitszeit' },
      'Nein, das wärs',
    ],
    expected: { monate: 14, sorgfalt: 3, staplerschein: true, arbeitszeit: 'Vollzeit' },
    outcome: 'completed',
  },

  // ───────────── Fourth blind set (2026-11-29), built-in
  {
    id: 'de-r20',
    title:
      'Voice dictation: "Punkt" left in the text, "ich würde sagen für" (vier misheard) asked again, "eher zwo", "Eins a" is first-class and no 1 (asked again), "drei bis vier, eher vier", "knapp drei Jahre" asked, "Nein danke Ende der Nachricht"',
    tags: ['german', 'typos', 'words', 'range', 'hedge', 'dont-know', 'unit', 'number-in-word'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: ZOE,
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
      'Ich war ihr Teamleiter bei der Allianz in München Punkt',
      'ich würde sagen für',
      { retry: '4', key: 'communication' },
      'eher zwo, Excel war nicht so ihr Ding',
      'fünf von fünf',
      'Eins a',
      { retry: '5', key: 'reliability' },
      'drei bis vier, eher vier',
      'kann ich nicht beurteilen',
      'Sie bleibt ruhig, auch wenn das Telefon Sturm klingelt',
      'Manchmal zu perfektionistisch',
      'jederzeit wieder',
      'knapp drei Jahre',
      { retry: 'ca. 34 Monate', key: 'monthsKnown' },
      'Nein danke Ende der Nachricht',
    ],
    expected: {
      relationship: { has: ['Teamleiter', 'Allianz'] },
      communication: 4,
      technical_skill: 2,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      strengths: 'Sie bleibt ruhig, auch wenn das Telefon Sturm klingelt',
      improvements: 'Manchmal zu perfektionistisch',
      wouldRehire: true,
      monthsKnown: 34,
    },
    outcome: 'completed',
  },
  {
    id: 'de-r21',
    title:
      'Vienna: "ur gut, 5", "Na ja, 3" (na ja is no "na"), "Zu dem sag i nix" refuses one rating, "3 oder so", "Für die Kassa ja, als Filialleiterin ned" asked again, "von Mai 2021 bis Ende 2023" asked, "Baba" is no comment',
    tags: ['german', 'decline', 'hedge', 'negation', 'unit', 'short'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: ZOE,
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
      'Servus! I war ihr Chef in der Billa-Filiale in Favoriten',
      'ur gut, 5',
      'Na ja, 3',
      'Zu dem sag i nix, des is a heikles Thema',
      '4',
      'vier',
      '3 oder so',
      'Kassa, Inventur, alles picobello',
      'Pünktlichkeit in der Früh',
      'Für die Kassa ja, als Filialleiterin ned',
      { retry: 'na gut, ja', key: 'wouldRehire' },
      'von Mai 2021 bis Ende 2023',
      { retry: '32', key: 'monthsKnown' },
      'Baba',
    ],
    expected: {
      relationship: 'Servus! I war ihr Chef in der Billa-Filiale in Favoriten',
      communication: 5,
      technical_skill: 3,
      reliability: 4,
      problem_solving: 4,
      leadership: 3,
      strengths: 'Kassa, Inventur, alles picobello',
      improvements: 'Pünktlichkeit in der Früh',
      wouldRehire: true,
      monthsKnown: 32,
    },
    outcome: 'completed',
  },
  {
    id: 'de-r22',
    title:
      'A referee married to the candidate answers one rating, then declines ("wir sind seit letztem Jahr verheiratet"): nothing kept',
    tags: ['german', 'decline', 'emoji'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: LUKASZ,
    to: ['rel', 'com', 'tec', 'tec'],
    says: [
      'Kollege bei Siemens Healthineers in Erlangen',
      '5',
      'Moment, ich muss was sagen 😅 wir sind seit letztem Jahr verheiratet. Ich glaube, ich sollte das nicht machen.',
      { tapConfirm: true },
    ],
    expected: {},
    outcome: 'declined',
  },
  // ───────────── Fourth blind set, tenant: de-praxis (beziehung, jahre, patienten, bereiche, roentgen, azubis, wieder, bemerkung)
  {
    id: 'de-t22',
    title:
      'Switzerland on de-praxis: "Ich bin die Praxisinhaberin", "siebeneinhalb Jahre" (7.5), "Impfen macht bei uns der Arzt" (an option denied), "keine" trainees is a real 0, "Sofort!"',
    tags: ['german', 'words', 'negation', 'multiple', 'optional'],
    questionnaire: 'de-praxis',
    locale: 'de',
    candidate: ZOE,
    says: [
      'Ich bin die Praxisinhaberin (Hausarztpraxis in Winterthur)',
      'siebeneinhalb Jahre',
      'Sehr gut, die Patienten fragen nach ihr. 5',
      'Empfang und Labor, Impfen macht bei uns der Arzt',
      'Ja, die Röntgenberechtigung hat sie',
      'keine',
      'Sofort!',
      'Sie zieht leider nach Zürich, sonst würde ich sie nie gehen lassen',
    ],
    expected: {
      beziehung: 'Praxisinhaber/in',
      jahre: 7.5,
      patienten: 5,
      bereiche: ['Empfang', 'Labor'],
      roentgen: true,
      azubis: 0,
      wieder: true,
      bemerkung: 'Sie zieht leider nach Zürich, sonst würde ich sie nie gehen lassen',
    },
    outcome: 'completed',
  },
  {
    id: 'de-t23',
    title:
      'SMS German on de-praxis: "ka so 3-4 jahre" asked again, "vllt 4", "manchmal Labor" still counts, "k.A." skips, "eine Azubi im 2. Lehrjahr" is 1, "Würd ich, aber das entscheidet der Chef", "nö"',
    tags: ['german', 'range', 'hedge', 'skip', 'number-in-word', 'multiple', 'optional', 'short'],
    questionnaire: 'de-praxis',
    locale: 'de',
    candidate: ZOE,
    says: [
      'war ihre Kollegin am Empfang',
      'ka so 3-4 jahre',
      { retry: '3,5', key: 'jahre' },
      'vllt 4',
      { retry: '4', key: 'patienten' },
      'Empfang, Abrechnung (KV), manchmal Labor',
      'k.A.',
      'eine Azubi im 2. Lehrjahr',
      'Würd ich, aber das entscheidet der Chef',
      'nö',
    ],
    expected: {
      beziehung: 'Kollege/Kollegin',
      jahre: 3.5,
      patienten: 4,
      bereiche: ['Empfang', 'Labor', 'Abrechnung'],
      azubis: 1,
      wieder: true,
    },
    outcome: 'completed',
  },
  {
    id: 'de-t24',
    title:
      'A Polish shift lead on de-logistik, no umlauts: months as dates ("vom 01.03.23 bis 31.08.24") asked again, "5 (beste)", a forklift licence "auch fur Schubmaststapler", "Schicht, fruh und spat"',
    tags: ['german', 'typos', 'unit', 'number-in-word', 'optional'],
    questionnaire: 'de-logistik',
    locale: 'de',
    candidate: LUKASZ,
    says: [
      'vom 01.03.23 bis 31.08.24',
      { retry: 'ca 18', key: 'monate' },
      '5 (beste)',
      'ja hat er, auch fur Schubmaststapler',
      'Schicht, fruh und spat',
      'Lukasz ist sehr fleissig, spricht Polnisch und Deutsch',
    ],
    expected: {
      monate: 18,
      sorgfalt: 5,
      staplerschein: true,
      arbeitszeit: 'Schichtdienst',
      anmerkungen: 'Lukasz ist sehr fleissig, spricht Polnisch und Deutsch',
    },
    outcome: 'completed',
  },
  // ───────────── Fifth blind set (2026-11-29), built-in
  {
    id: 'de-r23',
    title:
      'Bavaria, a carpentry master in dialect: "Griaß Gott", "a Vierer", "a glatte Fünf", "zwischen drei und vier" asked again, "ned schlecht, vier", "Des hot er ned gmacht" is no leadership rating, "freilich", "drei Joar" in months, "Pfiad di" is no comment',
    tags: ['german', 'words', 'range', 'negation', 'unit', 'typos'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: { firstName: 'Xaver', lastName: 'Obermaier' },
    to: ['rel', 'com', 'tec', 'tea', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      "Griaß Gott. I war sei Chef in da Schreinerei z'Rosenheim, er hod bei mir glernt",
      'a Vierer',
      'a glatte Fünf',
      'zwischen drei und vier',
      { retry: '4', key: 'teamwork' },
      'ned schlecht, vier',
      '5',
      'Des hot er ned gmacht, war ja no Lehrbua',
      'Der kann mit Holz wia koana',
      'Sei Ordnung in da Werkstatt',
      'freilich',
      'drei Joar',
      'Pfiad di',
    ],
    expected: {
      relationship: { has: ['Chef', 'Schreinerei'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 4,
      problem_solving: 5,
      strengths: 'Der kann mit Holz wia koana',
      improvements: 'Sei Ordnung in da Werkstatt',
      wouldRehire: true,
      monthsKnown: 36,
    },
    outcome: 'completed',
  },
  {
    id: 'de-r24',
    title:
      'South Tyrol, a hotel manager mixing German and Italian: "cinque, also 5", "boh, weiß ich nicht", "zwei Saisonen" in months asked again, "jo, sicher", "va bene, 3" is a 3, "grazie, passt" is no comment',
    tags: ['german', 'words', 'dont-know', 'unit', 'number-in-word', 'optional'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: { firstName: 'Manuel', lastName: 'Pircher' },
    to: ['rel', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'mon', 'cmt'],
    says: [
      'Ich war seine Vorgesetzte an der Rezeption im Hotel in Meran, ero la sua responsabile',
      'cinque, also 5',
      'va bene, 3',
      'boh, weiß ich nicht, er war meistens allein im Nachtdienst',
      '4',
      '4',
      'keine Ahnung, hat niemanden geführt',
      'Spricht mit den Gästen Deutsch, Italienisch und Englisch ohne Probleme',
      'Manchmal zu langsam beim Check-in wenn viel los ist',
      'jo, sicher',
      'zwei Saisonen',
      { retry: '14 Monate', key: 'monthsKnown' },
      'grazie, passt',
    ],
    expected: {
      relationship: { has: ['Vorgesetzte', 'Meran'] },
      communication: 5,
      technical_skill: 3,
      reliability: 4,
      problem_solving: 4,
      strengths: 'Spricht mit den Gästen Deutsch, Italienisch und Englisch ohne Probleme',
      improvements: 'Manchmal zu langsam beim Check-in wenn viel los ist',
      wouldRehire: true,
      monthsKnown: 14,
    },
    outcome: 'completed',
  },
  // ───────────── Fifth blind set, tenant
  {
    id: 'de-t25',
    title:
      'A Turkish-German shift lead writing German as a second language on de-logistik: "1,5 jahr" in months, "4 von 5", then a later message that corrects the months by naming them ("bei Monate war falsch, richtig 20"), "hat er, ja", "früh und spät schicht"',
    tags: ['german', 'typos', 'unit', 'correction', 'number-in-word', 'optional'],
    questionnaire: 'de-logistik',
    locale: 'de',
    candidate: { firstName: 'Emre', lastName: 'Yıldız' },
    says: [
      'ich habe mit ihm 1,5 jahr gearbeitet in lager Bochum',
      'sorgfalt gut, 4 von 5',
      'entschuldigung, bei Monate war falsch, richtig ist 20 Monate nicht 18',
      'staplerschein hat er, ja',
      'wir haben schicht, früh und spät schicht',
      'er ist fleißig mann, kein problem mit ihm',
    ],
    expected: {
      monate: 20,
      sorgfalt: 4,
      staplerschein: true,
      arbeitszeit: 'Schichtdienst',
      anmerkungen: { has: ['fleißig'] },
    },
    outcome: 'completed',
  },
  {
    id: 'de-t26',
    title:
      'Liechtenstein / Vorarlberg dialect on de-handwerk: "I bi sin Lehrmeister gsi", "vier Jahr Lehr und nochher no zwei" (6), "sehr guet, 5", the required driving licence unknown twice (stays open), "Dütsch und Italienisch", "keine" apprentices is 0, "nei" is no remark',
    tags: ['german', 'words', 'dont-know', 'required-miss', 'multiple', 'negation', 'optional'],
    questionnaire: 'de-handwerk',
    locale: 'de',
    candidate: { firstName: 'Andri', lastName: 'Büchel' },
    says: [
      'I bi sin Lehrmeister gsi, in Vaduz',
      'vier Jahr Lehr und nochher no zwei als Geselle',
      'sehr guet, 5',
      'weiss i nöd, er isch immer mit em Velo cho',
      { retry: 'weiss i würkli nöd, frögen Sie ihn', key: 'fuehrerschein' },
      'Dütsch und Italienisch',
      'keine',
      'nei',
    ],
    expected: {
      rolle: 'Lehrmeister/in',
      jahre: 6,
      qualitaet: 5,
      sprachen: ['Deutsch', 'Italienisch'],
      lehrlinge: 0,
    },
    outcome: 'open',
  },
  // ───────────── Sixth blind set (2026-11-29), built-in
  {
    id: 'de-r25',
    title:
      'Ruhrpott, a car-repair master: "Hömma, dat war mein Azubi", "vier", "dito" is the rating before, "wat weiß ich" is a don\'t-know, "j" is yes, "dreieinhalb Jahre, die ganze Ausbildung" (42 months), "Nee. Glück auf!" is no comment',
    tags: ['german', 'words', 'short', 'dont-know', 'unit', 'typos'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: { firstName: 'Dennis', lastName: 'Kowalczyk' },
    to: ['rel', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      'Hömma, dat war mein Azubi bei uns inne Werkstatt in Gelsenkirchen, ich bin der Meister',
      'vier',
      'Fünf. Der Junge hört am Motorgeräusch wat kaputt is',
      'dito',
      'drei, der kommt montags gern ma zu spät',
      'wat weiß ich, hab ich nich so drauf geachtet',
      'keine Ahnung, war ja Azubi',
      'Motoren, Fehlerdiagnose, der hat dat im Blut',
      'Pünktlichkeit. Und dat Handy inne Pause lassen',
      'j',
      'dreieinhalb Jahre, die ganze Ausbildung',
      'Nee. Glück auf!',
    ],
    expected: {
      relationship: { has: ['Meister', 'Werkstatt'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 5,
      reliability: 3,
      strengths: 'Motoren, Fehlerdiagnose, der hat dat im Blut',
      improvements: 'Pünktlichkeit. Und dat Handy inne Pause lassen',
      wouldRehire: true,
      monthsKnown: 42,
    },
    outcome: 'completed',
  },
  {
    id: 'de-r26',
    title:
      'Saxony, a shift lead: three ratings named in one message (the next two not asked again), "Ni so doll, 3", "Dazu sag ich lieber nischt" refuses one rating, a correction of the first rating two messages later inside the strengths answer, "Nu klar!", "ziemlich genau vier Jahre", "Nö, das wars"',
    tags: ['german', 'multi-answer', 'correction', 'decline', 'negation', 'unit', 'words'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: { firstName: 'Mandy', lastName: 'Kretschmer' },
    to: ['rel', 'com', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      'Ich war ihre Schichtleiterin bei Porsche in Leipzig, im Karosseriebau',
      'Kommunikation 4, fachlich ne 5, Teamarbeit och 5',
      '5',
      'Ni so doll, 3',
      'Dazu sag ich lieber nischt, sie war ja ni Vorgesetzte',
      'Ach, bei Kommunikation machen Se da ma ne 5 draus. Stärken: sie behält die Nerven, wenn das Band steht',
      'Ä bissl mehr Geduld mit den Neuen',
      'Nu klar!',
      'ziemlich genau vier Jahre',
      'Nö, das wars. Tschüssi',
    ],
    expected: {
      relationship: { has: ['Schichtleiterin', 'Porsche'] },
      communication: 5,
      technical_skill: 5,
      teamwork: 5,
      reliability: 5,
      problem_solving: 3,
      strengths: { has: ['Nerven'] },
      improvements: 'Ä bissl mehr Geduld mit den Neuen',
      wouldRehire: true,
      monthsKnown: 48,
    },
    outcome: 'completed',
  },
  // ───────────── Sixth blind set, tenant: de-it (rolle, monate, codequalitaet, stack, rufbereitschaft, arbeitsort, hinweis)
  {
    id: 'de-t27',
    title:
      'Berlin start-up Denglisch on de-it: "quasi sein Lead", "so roughly 2 years" asked again and answered "sechsundzwansig Monate" (a typo), "solide 4", "bisschen Python für Scripts" still counts, "yes, war in der On-Call Rotation, 1 Woche pro Monat", "remote first, aber dienstags im Office" is Hybrid, "nope, passt so 👍"',
    tags: [
      'german',
      'hedge',
      'words',
      'typos',
      'unit',
      'multiple',
      'number-in-word',
      'emoji',
      'optional',
    ],
    questionnaire: 'de-it',
    locale: 'de',
    candidate: { firstName: 'Jan-Niklas', lastName: 'Behrens' },
    says: [
      'Ich war sein Engineering Manager bei N26, also quasi sein Lead',
      'so roughly 2 years',
      { retry: 'sechsundzwansig Monate', key: 'monate' },
      'solide 4, sein Code ist clean, nur bei den Tests könnte mehr gehen',
      'Kotlin und TypeScript, bisschen Python für Scripts',
      'yes, war in der On-Call Rotation, 1 Woche pro Monat',
      'remote first, aber dienstags im Office in Kreuzberg',
      'nope, passt so 👍',
    ],
    expected: {
      rolle: 'Teamleitung / Engineering Manager',
      monate: 26,
      codequalitaet: 4,
      stack: ['Python', 'TypeScript', 'Kotlin'],
      rufbereitschaft: true,
      arbeitsort: 'Hybrid',
    },
    outcome: 'completed',
  },
  {
    id: 'de-t28',
    title:
      'A Russian-German colleague on de-it, German without articles: "Kollegin in selbe Team", "virzehn Monat" (a typo), then declines after two answers (compliance forbids references): nothing kept',
    tags: ['german', 'decline', 'typos', 'words'],
    questionnaire: 'de-it',
    locale: 'de',
    candidate: { firstName: 'Jan-Niklas', lastName: 'Behrens' },
    says: [
      'Ich war Kollegin in selbe Team, Payments',
      'virzehn Monat',
      'Entschuldigung, mein Chef sagt gerade, wir dürfen wegen Compliance keine Referenz geben. Ich muss leider abbrechen.',
      { tapConfirm: true },
    ],
    expected: {},
    outcome: 'declined',
  },
  // ───────────── Seventh blind set (2026-11-29), built-in
  {
    id: 'de-r27',
    title:
      'A retired teacher in Bautzen writing full formal sentences: asks which candidate is meant before answering, "5 (fünf)", "Ebenso." for the rating before, "Das vermag ich nicht zu beurteilen" is a don\'t-know, "Sechs Jahre (2015 bis 2021)", "Nein, danke" and a signature as no comment; a Sorbian candidate name',
    tags: ['german', 'question-back', 'words', 'dont-know', 'signature', 'long'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: { firstName: 'Hańža', lastName: 'Wjeńkowa' },
    to: ['rel', 'rel', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      'Guten Tag. Bevor ich antworte: Um welche Frau Wjeńkowa handelt es sich? Ich kenne zwei.',
      {
        retry:
          'Verstehe, vielen Dank. Ich war ihre Klassenlehrerin und später ihre Praxisanleiterin am Sorbischen Gymnasium in Bautzen.',
        key: 'relationship',
      },
      'Sehr geehrte Damen und Herren, die Kommunikation bewerte ich mit 5 (fünf).',
      'Vier.',
      'Ebenso.',
      'Auf Frau Wjeńkowa war stets Verlass. Ich vergebe eine 5.',
      'Das vermag ich nicht zu beurteilen.',
      'Eine 3; sie war damals noch sehr jung.',
      'Sie ist zweisprachig (Deutsch und Sorbisch), gewissenhaft und geduldig mit den Kindern.',
      'Sie sollte sich mehr zutrauen.',
      'Ja, selbstverständlich.',
      'Sechs Jahre (2015 bis 2021).',
      'Nein, danke.\n\nMit freundlichen Grüßen\nMarja Kral\nOberstudienrätin i. R.',
    ],
    expected: {
      relationship: { has: ['Klassenlehrerin', 'Bautzen'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 4,
      reliability: 5,
      leadership: 3,
      strengths: { has: ['zweisprachig', 'geduldig'] },
      improvements: 'Sie sollte sich mehr zutrauen.',
      wouldRehire: true,
      monthsKnown: 72,
    },
    outcome: 'completed',
  },
  // ───────────── Seventh blind set, tenant: de-buchhaltung and de-pflege
  {
    id: 'de-t29',
    title:
      'A head of accounting on de-buchhaltung who pastes from the candidate\'s Arbeitszeugnis: "l2 Jahre" (an l for 1), "stets zu unserer vollsten Zufriedenheit" as a rating (the top grade in Zeugnis code; asked again, "Bestnote, 5"), "SAP FI" and "Excel (Pivot, SVERWEIS)", "Monatsabschlüsse ja, den Jahresabschluss hat der Steuerberater gemacht" is yes, "3O Std./Woche" (an O for 0)',
    tags: ['german', 'typos', 'number-in-word', 'multiple', 'optional', 'long'],
    questionnaire: 'de-buchhaltung',
    locale: 'de',
    candidate: { firstName: 'Agnieszka', lastName: 'Domańska' },
    says: [
      'Ich war als Leiterin Rechnungswesen ihre direkte Vorgesetzte.',
      'l2 Jahre, davon 5 bei uns',
      'Aus ihrem Zeugnis: "Frau Domańska arbeitete stets äußerst sorgfältig und genau und erledigte die ihr übertragenen Aufgaben stets zu unserer vollsten Zufriedenheit."',
      { retry: 'Also die Bestnote, 5.', key: 'genauigkeit' },
      'DATEV Unternehmen online, SAP FI und Excel (Pivot, SVERWEIS)',
      'Monatsabschlüsse ja, den Jahresabschluss hat der Steuerberater gemacht.',
      '3O Std./Woche',
      'Nein.',
    ],
    expected: {
      beziehung: 'Vorgesetzte/r',
      erfahrung: 12,
      genauigkeit: 5,
      programme: ['DATEV', 'SAP', 'Excel'],
      abschluss: true,
      stunden: 30,
    },
    outcome: 'completed',
  },
  {
    id: 'de-t30',
    title:
      'A young nursing assistant on de-pflege in youth slang, all lowercase: "safe 1 jahr" (safe is surely), "ehrenfrau, 5/5", "früh und spät, nachts nie", "jaaa safe", "idk so 10-12" is a range (optional, absent), "die bleibt chillig wenn alles brennt"',
    tags: ['german', 'short', 'range', 'dont-know', 'multiple', 'negation', 'optional'],
    questionnaire: 'de-pflege',
    locale: 'de',
    candidate: { firstName: 'Jasmin', lastName: 'Yıldız' },
    says: [
      'war ihr kollege auf station 4b',
      'safe 1 jahr',
      'ehrenfrau, 5/5',
      'früh und spät, nachts nie',
      'jaaa safe',
      'idk so 10-12',
      'die bleibt chillig wenn alles brennt und die patienten lieben sie',
    ],
    expected: {
      beziehung: 'Kollege/Kollegin',
      jahre: 1,
      zuverlaessigkeit: 5,
      dienste: ['Frühdienst', 'Spätdienst'],
      wiedereinstellen: true,
      staerke: { has: ['chillig'] },
    },
    outcome: 'completed',
  },
  // ───────────── Eighth blind set (2026-11-29), built-in
  {
    id: 'de-r28',
    title:
      'Hamburg harbour, a crane-crew foreman with Plattdeutsch numbers: "Moin", "veer" (asked again: 4), "Fief!", teamwork and reliability named in one message, "Kann man nich meckern" (northern praise, no number: asked again), "Dat kann ich nich sagen" on leadership, "Dumme Frage 😄 Jo, sofort", "von Mai 2019 bis Ende April 2024" for the months, "Nö. Tschüüüs"',
    tags: ['german', 'words', 'multi-answer', 'hedge', 'dont-know', 'unit', 'emoji'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: { firstName: 'Hauke', lastName: 'Jessen' },
    to: ['rel', 'com', 'com', 'tec', 'tea', 'pro', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      'Moin. Ich war sein Vorarbeiter bei der HHLA am Burchardkai, Brückenfahrer-Crew',
      'veer',
      { retry: '4', key: 'communication' },
      'Fief! Keiner fährt die Brücke so sauber wie der',
      'Teamarbeit 4 und Zuverlässigkeit auch 4, is n Guter',
      'Kann man nich meckern',
      { retry: 'Na gut, schreib 4', key: 'problem_solving' },
      'Dat kann ich nich sagen, der hatte keinen unter sich',
      'Bleibt ruhig, auch bei Schietwetter und wenn drei Schiffe gleichzeitig reinkommen',
      'Büschen mehr schnacken, der sagt manchmal den ganzen Tag nix',
      'Dumme Frage 😄 Jo, sofort',
      'von Mai 2019 bis Ende April 2024',
      'Nö. Tschüüüs',
    ],
    expected: {
      relationship: { has: ['Vorarbeiter', 'HHLA'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 4,
      problem_solving: 4,
      strengths: { has: ['ruhig', 'Schietwetter'] },
      improvements: 'Büschen mehr schnacken, der sagt manchmal den ganzen Tag nix',
      wouldRehire: true,
      monthsKnown: 60,
    },
    outcome: 'completed',
  },
  {
    id: 'de-r29',
    title:
      'Namibia, a lodge owner writing Südwester German with Afrikaans: "die schnackt mos mit jedem Touri, 5", praise for reliability with no number (asked again), "so 3-4, kommt drauf an" settled to 4, "Ja-nee, sofort wieder!" is yes, "bisschen mehr als zwei Jahre" asked again (26), "Nee dankie" is no comment',
    tags: ['german', 'range', 'hedge', 'dont-know', 'unit', 'emoji', 'negation'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: { firstName: 'Ndapewa', lastName: 'Shikongo' },
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
      'Hallo, ich bin die Besitzerin von der Lodge an der Pad nach Swakopmund, sie war bei uns Guide',
      'Ag, die schnackt mos mit jedem Touri, 5',
      'Na, 4. Bakkie fahren im Sand muss sie noch üben',
      '5, die Gäste und das Team lieben sie',
      'War nie zu spät, nicht mal in der Regenzeit wenn die Riviere abkommen',
      { retry: 'Ach so, eine Zahl. 5', key: 'reliability' },
      'so 3-4, kommt drauf an',
      { retry: 'Sagen wir 4', key: 'problem_solving' },
      'Hat sie bei uns nicht gemacht, weiß ich nicht',
      'Sie liest Spuren wie keine andere und spricht Oshiwambo, Afrikaans, Deutsch und Englisch',
      'Papierkram 🙈 die Tourberichte kommen immer zu spät',
      'Ja-nee, sofort wieder!',
      'bisschen mehr als zwei Jahre',
      { retry: '26 Monate', key: 'monthsKnown' },
      'Nee dankie, alles gesagt. Lekker bly!',
    ],
    expected: {
      relationship: { has: ['Lodge', 'Guide'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      strengths: { has: ['Spuren', 'Oshiwambo'] },
      improvements: { has: ['Tourberichte'] },
      wouldRehire: true,
      monthsKnown: 26,
    },
    outcome: 'completed',
  },
  // ───────────── Eighth blind set, tenant: de-gastro (rolle, saisons, hygiene, posten, belastbarkeit, naechsteSaison, bemerkung)
  {
    id: 'de-t31',
    title:
      'Luxembourg, a Moselle restaurant owner writing Luxembourgish: "ech war säi Patron, mir gehéiert de Restaurant" is the owner, "zwee Summer an ee Wanter" (3 seasons), "véier", "Saucen a Fleesch, an um Weekend de Frühstéck", "ech weess et net, frot de Marc" on an optional rating (absent), "Jo, direkt!", "Nee, merci. Äddi" is no remark',
    tags: ['german', 'words', 'multiple', 'dont-know', 'optional', 'negation'],
    questionnaire: 'de-gastro',
    locale: 'de',
    candidate: { firstName: 'Tiago', lastName: 'Ferreira' },
    says: [
      'Moien! Ech war säi Patron, mir gehéiert de Restaurant zu Réimech un der Musel',
      'Hien huet zwee Summer an ee Wanter bei eis geschafft',
      { retry: '3 Saisonen', key: 'saisons' },
      "véier, d'Kichen war ëmmer propper",
      'Saucen a Fleesch, an um Weekend de Frühstéck',
      'ech weess et net, do war ech net an der Kichen. Frot besser de Marc, eise Chef de cuisine',
      'Jo, direkt!',
      'Nee, merci. Äddi',
    ],
    expected: {
      rolle: 'Inhaber/in',
      saisons: 3,
      hygiene: 4,
      posten: ['Saucen und Fleisch', 'Frühstück'],
      naechsteSaison: true,
    },
    outcome: 'completed',
  },
  // ───────────── Eighth blind set, tenant: de-handwerk (rolle, jahre, qualitaet, fuehrerschein, sprachen, lehrlinge, bemerkung)
  {
    id: 'de-t32',
    title:
      'Swabia, a master tiler: "I war sei Lehrmeister", dates for the years ("vom 1. September 2019 bis zum 31. August 2023"), "Net gschimpft isch gnuag globt" (Swabian praise, no number: asked again, "a Vierer"), "Ha jo", "Deitsch ond Italienisch … Englisch koi Wort", "Oin" apprentice, "schafft wie a Brunnabutzer"',
    tags: ['german', 'words', 'unit', 'multiple', 'negation', 'optional', 'typos'],
    questionnaire: 'de-handwerk',
    locale: 'de',
    candidate: { firstName: 'Luca', lastName: 'Greco' },
    says: [
      'Grüß Gott. I war sei Lehrmeister, bei mir hot er glernt, Fliesa Häberle in Reutlinga',
      'Vom 1. September 2019 bis zum 31. August 2023, also d Lehr ond no oi Johr als Gsell',
      'Net gschimpft isch gnuag globt, gell',
      { retry: 'No guat, a Vierer', key: 'qualitaet' },
      'Ha jo, der fährt jeden Morga da Sprinter',
      'Deitsch ond Italienisch, sei Vaddr isch aus Kalabrien. Englisch koi Wort',
      'Oin, da Kevin, im letschta Johr',
      'Der schafft wie a Brunnabutzer. Ond er isch ehrlich.',
    ],
    expected: {
      rolle: 'Lehrmeister/in',
      jahre: 4,
      qualitaet: 4,
      fuehrerschein: true,
      sprachen: ['Deutsch', 'Italienisch'],
      lehrlinge: 1,
      bemerkung: { has: ['Brunnabutzer'] },
    },
    outcome: 'completed',
  },
  // ───────────── Ninth blind set (2026-11-29), built-in
  {
    id: 'de-r30',
    title:
      'Berlin, a tram depot shift lead in Berlin dialect: "Ick war sein Schichtleiter", "jut, ne 4", teamwork and reliability in one message ("Ooch 5. Und zuverlässig is er ooch, 5"), "Keene Ahnung" on problem solving, "so 2-3" on leadership settled to 2, a joke taken back in the improvements, "Na logo", "dreiundvierzig Monate" in words, "Nee, det wars" is no comment',
    tags: ['german', 'multi-answer', 'dont-know', 'range', 'words', 'emoji', 'negation'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: { firstName: 'Kevin', lastName: 'Paschke' },
    to: ['rel', 'com', 'tec', 'tea', 'pro', 'lea', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      'Ick war sein Schichtleiter bei der BVG, Betriebshof Lichtenberg. Er fährt Tram',
      'jut, ne 4',
      'Fachlich kannste da nich meckern, der kennt jede Weiche im Netz. 5',
      'Ooch 5. Und zuverlässig is er ooch, 5, der war nie zu spät',
      'Keene Ahnung ehrlich, musste er bei uns nie',
      'Na ja, so 2-3. Der is keen Chef-Typ',
      { retry: 'Schreib 2', key: 'leadership' },
      'Bleibt ruhig, wenn die Fahrgäste am Alex pöbeln. Und pünktlich wie sonst keener',
      'Sein Berlinerisch an der Durchsage 😂 nee Quatsch. Manchmal bisschen zu direkt mit die Kollegen',
      'Na logo, sofort',
      'dreiundvierzig Monate, det weeß ick jenau, wir ham zusammen anjefangen',
      'Nee, det wars. Schönen Tach noch',
    ],
    expected: {
      relationship: { has: ['Schichtleiter', 'BVG'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 5,
      reliability: 5,
      leadership: 2,
      strengths: { has: ['ruhig', 'pünktlich'] },
      improvements: { has: ['zu direkt'] },
      wouldRehire: true,
      monthsKnown: 43,
    },
    outcome: 'completed',
  },
  // ───────────── Ninth blind set, tenant: de-kita (rolle, jahre, altersgruppen, elternarbeit, gruppengroesse, ersteHilfe, wieder, bemerkung)
  {
    id: 'de-t33',
    title:
      'Zurich, a Kita head writing Swiss standard German with ss for ß in e-mail style: "Kitaleiterin, also ihre direkte Vorgesetzte", the group size given with the years ("Von August 2021 bis Ende Juli 2024 … eine Gruppe mit 12 Kindern"; not asked again), "Kindergarten gibt es bei uns nicht, der gehört in der Schweiz zur Volksschule" (an option denied), "Jederzeit" as a yes, a remark with "massgeblich" and "grossartig" and a signature under it',
    tags: ['german', 'multi-answer', 'multiple', 'optional', 'unit', 'signature', 'long'],
    questionnaire: 'de-kita',
    locale: 'de',
    candidate: { firstName: 'Mirjam', lastName: 'Stäubli' },
    says: [
      'Grüezi. Ich bin die Kitaleiterin, also ihre direkte Vorgesetzte.',
      'Von August 2021 bis Ende Juli 2024. Sie hat in dieser Zeit selbstständig eine Gruppe mit 12 Kindern geführt, gemäss unserem Betreuungsschlüssel.',
      'Hauptsächlich in der Säuglings- und Kleinkindergruppe, nachmittags auch im Hort. Kindergarten gibt es bei uns nicht, der gehört in der Schweiz zur Volksschule.',
      'Sehr gut, die Eltern haben sie geschätzt. Eine 5.',
      { retry: '12', key: 'gruppengroesse' },
      'Ja, Nothilfekurs für Kleinkinder, 2023 aufgefrischt.',
      'Jederzeit. Leider zieht sie nach Deutschland.',
      'Sie hat bei uns die Eingewöhnung massgeblich neu aufgebaut, das war grossartig.\n\nFreundliche Grüsse\nRegula Brunner\nLeiterin Kita Sunneschii\nZürich-Oerlikon',
    ],
    expected: {
      rolle: 'Kita-Leitung',
      jahre: 3,
      altersgruppen: ['Krippe (unter 3)', 'Hort (Schulkinder)'],
      elternarbeit: 5,
      gruppengroesse: 12,
      ersteHilfe: true,
      wieder: true,
      bemerkung: { has: ['Eingewöhnung', 'massgeblich'] },
    },
    outcome: 'completed',
  },
  // ───────────── Ninth blind set, tenant: de-logistik (monate, sorgfalt, staplerschein, arbeitszeit, anmerkungen)
  {
    id: 'de-t34',
    title:
      'A Syrian-German shift lead writing German as a second language on de-logistik: "Wallah" and "2 jahr und halb" asked in months (30), "5 sterne ⭐⭐⭐⭐⭐", the forklift licence not known and the shift model named in the same message ("Schein weiss ich nicht … er arbeitet Schicht, Früh und Spät wechselt"; licence absent, Schichtdienst), a remark with "inshaallah"',
    tags: ['german', 'unit', 'words', 'emoji', 'dont-know', 'multi-answer', 'optional', 'typos'],
    questionnaire: 'de-logistik',
    locale: 'de',
    candidate: { firstName: 'Yusuf', lastName: 'Haddad' },
    says: [
      'Hallo, ich bin Schichtleiter von ihm bei Rewe Lager in Neuss. Wallah er ist sehr gute Mann. Wir arbeiten zusammen 2 jahr und halb',
      { retry: '30 monate', key: 'monate' },
      '5 sterne ⭐⭐⭐⭐⭐ er macht alles genau, auch Inventur, nie fehler',
      'Er fährt Stapler aber der Schein weiss ich nicht, hab nicht gesehen. Er arbeitet Schicht, Früh und Spät wechselt jede Woche',
      { retry: 'Schichtdienst', key: 'arbeitszeit' },
      'Er hat mir viel geholfen am Anfang mit Deutsch und Papiere. Inshaallah bekommt er die Stelle 🙏',
    ],
    expected: {
      monate: 30,
      sorgfalt: 5,
      arbeitszeit: 'Schichtdienst',
      anmerkungen: { has: ['geholfen', 'Deutsch'] },
    },
    outcome: 'completed',
  },
  // ───────────── Tenth blind set (2026-11-29), built-in
  {
    id: 'de-r31',
    title:
      'Styria, the owner of a pumpkin-seed oil mill in dialect: "Kommunikation a Viera … und fochlich fümfe" (two ratings in one message), "i sog amoi drei", "Wos hoaßt zuverlässig, pünktlich?" asked back and answered herself ("Fünfe"), "Des kann i ned sogn", "Weida" as a skip, "Jo eh! Na, wort … oba wenn\'s zruckkummt, sofort" is yes, "zwoa Joar und a poar Monat" asked again (32), "Na, des woar\'s. Schöne Grüße an die Sandra!" is no comment',
    tags: [
      'german',
      'words',
      'multi-answer',
      'question-back',
      'hedge',
      'dont-know',
      'skip',
      'unit',
      'emoji',
      'typos',
    ],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: { firstName: 'Sandra', lastName: 'Pölzl' },
    to: ['rel', 'com', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'mon', 'cmt'],
    says: [
      "Griaß eich! I bin die Chefin von da Ölmühle in Gleisdorf, die Sandra hot bei uns im Hofladen und bei da Pressung g'orbeitet",
      "Kommunikation a Viera, mit de Kundn redt's wia a Wossafoi. Und fochlich fümfe, de kennt si mit de Kerndln bessa aus ois i 😄",
      'Zommorbeit… i sog amoi drei. Sie is a liabs Madl, oba a Dickschädl',
      "Wos hoaßt zuverlässig, pünktlich? Jo, pünktlich woar's imma, a in da Kernölzeit im Herbst. Fünfe.",
      'Des kann i ned sogn, wenn de Presse hin woar, hot des imma da Franz gmocht',
      "Hot's bei uns ned gebraucht. Weida.",
      "Kernöl verkosten mit de Touristen aus Wien, do is's a Wahnsinn. Und sie mocht nebenbei de Kossa vom Hofladn",
      "Manchmoi z'vü am Handy 🙈",
      "Jo eh! Na, wort, sie wü jo z'Graz studieren gehn. Oba wenn's zruckkummt, sofort.",
      'Zwoa Joar und a poar Monat, so ungefähr',
      { retry: '32, hob grod im Dienstplan nochgschaut', key: 'monthsKnown' },
      "Na, des woar's. Schöne Grüße an die Sandra!",
    ],
    expected: {
      relationship: { has: ['Chefin', 'Ölmühle'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 3,
      reliability: 5,
      strengths:
        "Kernöl verkosten mit de Touristen aus Wien, do is's a Wahnsinn. Und sie mocht nebenbei de Kossa vom Hofladn",
      improvements: "Manchmoi z'vü am Handy 🙈",
      wouldRehire: true,
      monthsKnown: 32,
    },
    outcome: 'completed',
  },
  // ───────────── Tenth blind set, tenant: de-spedition (rolle, jahre, berechtigungen, puenktlichkeit, kilometer, ausland, wieder, bemerkung)
  {
    id: 'de-t35',
    title:
      'A Russian-German dispatcher in Espelkamp on de-spedition: "sieben Jahre. Nein stopp, acht", "CE … ADR auch … Kran nein, Stapler weiß ich nicht", "um 3 Uhr nachts … 5", "ca. 120.000 km" with a dot for thousands, "оф" (ja typed on the Russian keyboard layout) asked again, "Да, конечно! Also ja", a signature under the remark',
    tags: [
      'german',
      'correction',
      'words',
      'multiple',
      'negation',
      'number-in-word',
      'typos',
      'emoji',
      'signature',
      'optional',
    ],
    questionnaire: 'de-spedition',
    locale: 'de',
    candidate: { firstName: 'Viktor', lastName: 'Unruh' },
    says: [
      'Guten Tag, ich bin Disponentin bei Spedition Wiebe in Espelkamp, Viktor fährt für uns',
      'sieben Jahre. Nein stopp, acht, er hat angefangen in dem Winter wo wir die neuen Actros bekommen haben',
      'CE hat er natürlich, ADR auch, Gefahrgut fährt er jede Woche für Chemie. Kran nein, Stapler weiß ich nicht',
      'Pünktlich immer, er fährt lieber um 3 Uhr nachts los als zu spät beim Kunde. 5',
      'ca. 120.000 km im Jahr',
      'оф',
      {
        retry: 'sorry, falsche Tastatur 🙈 Ja, Polen und Tschechien fast jede Woche',
        key: 'ausland',
      },
      'Да, конечно! Also ja, sofort wieder',
      'Er hatte in 8 Jahren keinen Unfall, nur einmal Spiegel abgefahren an der Rampe 😅\n\nMit freundlichen Grüßen\nOlga Penner\nDisposition\nSpedition Wiebe GmbH & Co. KG\nTel. 05772 9876-12',
    ],
    expected: {
      rolle: 'Disponent/in',
      jahre: 8,
      berechtigungen: ['C/CE (Lkw)', 'ADR (Gefahrgut)'],
      puenktlichkeit: 5,
      kilometer: 120000,
      ausland: true,
      wieder: true,
      bemerkung: { has: ['keinen Unfall'] },
    },
    outcome: 'completed',
  },
  // ───────────── Tenth blind set, built-in
  {
    id: 'de-r32',
    title:
      'A retired savings-bank director writing a formal "Sie" letter: a letter with "Betreff", dates and "Note 1,3" as the relationship answer, "die Bestnote, also eine Fünf", a question back on what "fachlich" means, then "Gut bis sehr gut … vier", "Auch hier vier", "Fünf. … in vier Jahren nicht einen Tag", "kein sicheres Urteil", "Entfällt", "Selbstverständlich, wäre ich noch im Amt", the months "wie eingangs erwähnt" as dates (48), a remark above "Mit vorzüglicher Hochachtung"',
    tags: [
      'german',
      'long',
      'signature',
      'question-back',
      'range',
      'words',
      'dont-know',
      'unit',
      'number-in-word',
    ],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: { firstName: 'Katharina', lastName: 'Weißenborn' },
    to: ['rel', 'com', 'tec', 'tec', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      'Betreff: Ihre Referenzanfrage zu Frau Katharina Weißenborn\n\nSehr geehrte Damen und Herren,\n\nfür Ihre Anfrage danke ich Ihnen. Frau Weißenborn war von August 2015 bis zu meiner Pensionierung im Juli 2019 in der von mir geleiteten Hauptstelle der Kreissparkasse Tübingen tätig, zunächst als Auszubildende, zuletzt als Kundenberaterin. Ihre Abschlussprüfung bestand sie mit der Note 1,3.\n\nMit freundlichen Grüßen\nEberhard Kienzle\nSparkassendirektor i. R.',
      'Die Kommunikation mit der Kundschaft war stets vorbildlich. Ich vergebe die Bestnote, also eine Fünf.',
      'Gestatten Sie eine Rückfrage: Ist mit „fachlich“ das Bankfachliche gemeint oder der Umgang mit der EDV?',
      {
        retry:
          'Ich verstehe. Gut bis sehr gut; wenn Sie mich auf eine Ziffer festlegen wollen: vier.',
        key: 'technical_skill',
      },
      'Sie fügte sich jederzeit reibungslos in das Kollegium ein. Auch hier vier.',
      'Fünf. Frau Weißenborn fehlte in vier Jahren nicht einen Tag unentschuldigt.',
      'Hierzu erlaube ich mir nach so langer Zeit kein sicheres Urteil mehr.',
      'Entfällt; Frau Weißenborn hatte bei uns keine Führungsverantwortung.',
      'Ihre Gewissenhaftigkeit und ihr Geschick im Umgang mit älteren Kunden, die ihr ihre Ersparnisse anvertrauten.',
      'Sie sollte sich in Verhandlungen weniger rasch zufriedengeben.',
      'Selbstverständlich, wäre ich noch im Amt.',
      {
        retry: 'Wie eingangs erwähnt: von August 2015 bis Juli 2019, also volle vier Jahre.',
        key: 'monthsKnown',
      },
      'Eine Ergänzung: Frau Weißenborn war 2018 Jahrgangsbeste ihrer Berufsschulklasse. Für Rückfragen stehe ich Ihnen gerne zur Verfügung.\n\nMit vorzüglicher Hochachtung\nEberhard Kienzle',
    ],
    expected: {
      relationship: { has: ['Kreissparkasse', 'Auszubildende'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 4,
      reliability: 5,
      strengths:
        'Ihre Gewissenhaftigkeit und ihr Geschick im Umgang mit älteren Kunden, die ihr ihre Ersparnisse anvertrauten.',
      improvements: 'Sie sollte sich in Verhandlungen weniger rasch zufriedengeben.',
      wouldRehire: true,
      monthsKnown: 48,
      comments: { has: ['Jahrgangsbeste'] },
    },
    outcome: 'completed',
  },
  // ───────────── Tenth blind set, tenant: de-gastro (rolle, saisons, hygiene, posten, belastbarkeit, naechsteSaison, bemerkung)
  {
    id: 'de-t36',
    title:
      'A young cook texting like an apprentice on de-gastro, all lowercase: "wir warn zsm azubis, jz bin ich chef de partie" is still a colleague, "wsl 4? warte" then "nee 5 sry, winter 22/23 zählt ja auch", "5 is best oder? dann 5/5 ngl", "garde manger + patisserie, frühstück iwie auch manchmal", "lowkey 4 no cap" on the optional rating, "fr ja 🙏", "kp was ich noch sagen soll lol. ah doch: … HACCP"',
    tags: [
      'german',
      'short',
      'hedge',
      'correction',
      'question-back',
      'typos',
      'emoji',
      'multiple',
      'number-in-word',
      'optional',
    ],
    questionnaire: 'de-gastro',
    locale: 'de',
    candidate: { firstName: 'Leonie', lastName: 'Brandl' },
    says: [
      'yo bin ihr kollege, wir warn zsm azubis im hotel, jz bin ich chef de partie',
      'wsl 4? warte',
      { retry: 'nee 5 sry, winter 22/23 zählt ja auch', key: 'saisons' },
      '5 is best oder? dann 5/5 ngl, die putzt sogar den pass bevor der chef kommt 💀',
      'garde manger + patisserie, frühstück iwie auch manchmal am wochenende',
      'lowkey 4 no cap, beim sonntagsbrunch war sie bisschen lost aber sonst fine',
      'fr ja 🙏 die fehlt uns',
      'kp was ich noch sagen soll lol. ah doch: die hat den HACCP kram immer ordentlich gemacht 👍',
    ],
    expected: {
      rolle: 'Kollege/Kollegin in der Küche',
      saisons: 5,
      hygiene: 5,
      posten: ['Kalte Küche', 'Pâtisserie', 'Frühstück'],
      belastbarkeit: 4,
      naechsteSaison: true,
      bemerkung: { has: ['HACCP'] },
    },
    outcome: 'completed',
  },
  // ───────────── Tenth blind set, tenant: de-spedition (rolle, jahre, berechtigungen, puenktlichkeit, kilometer, ausland, wieder, bemerkung)
  {
    id: 'de-t37',
    title:
      'East Belgium, a fleet manager in St. Vith writing German with French words on de-spedition: "Disponent – nee, eigentlich Fuhrparkleiter", "Sechs Jahre, davon ein Jahr mit dem Frigo-Camion", "Permis CE sowieso, ADR … Kran und Stapler weiß ich nicht genau", "Allez, sagen wir 4", the kilometres refused as company data, "Ausland? 😄 Wir sind in St. Vith …" is yes, a remark about snow in the Eifel',
    tags: [
      'german',
      'correction',
      'words',
      'multiple',
      'dont-know',
      'decline',
      'question-back',
      'emoji',
      'optional',
    ],
    questionnaire: 'de-spedition',
    locale: 'de',
    candidate: { firstName: 'Jérôme', lastName: 'Theissen' },
    says: [
      'Bonjour! Disponent – nee, eigentlich Fuhrparkleiter, disponiert hat bei uns der Marc. Ich hab den Jérôme damals eingestellt',
      'Sechs Jahre, davon ein Jahr mit dem Frigo-Camion nach Italien',
      'Permis CE sowieso, ADR hat er letztes Jahr gemacht. Kran und Stapler weiß ich nicht genau',
      'Allez, sagen wir 4. Stau auf der E40 bei Lüttich hat jeder mal',
      'Die Kilometer darf ich Ihnen nicht geben, das sind Firmendaten. Sorry',
      'Ausland? 😄 Wir sind in St. Vith, da ist man nach zehn Minuten in Luxemburg. Ja klar: Luxemburg, Frankreich, Holland, bis Italien',
      'Ja, wenn er will, sein Camion steht noch auf dem Hof',
      'Nur eins: bei Schnee in der Eifel fährt der besser als ich 😄 Schönen Tag noch, à la prochaine',
    ],
    expected: {
      rolle: 'Fuhrparkleitung',
      jahre: 6,
      berechtigungen: ['C/CE (Lkw)', 'ADR (Gefahrgut)'],
      puenktlichkeit: 4,
      ausland: true,
      wieder: true,
      bemerkung: { has: ['Schnee in der Eifel'] },
    },
    outcome: 'completed',
  },
  // ───────────── Eleventh blind set (2026-11-29), built-in
  {
    id: 'de-r33',
    title:
      'Saarland, a master baker in Saarlouis in dialect with French loans: "Ei joo, vier", "Finf!", "Wie? Teamarbeit mit wem …?" asked back, "Also finf – nä, wart … Sag vier", "Do saan isch nix dazu" refusing one rating, "Zwei bis drei" settled ("Alla hopp, schreiwe Se zwei"), "Ei jo, sofort", "Zwää Johr Lehr un dann noch anderthalb Johr als Gesell" (42 months), "Nä, merci … salü" is no comment',
    tags: [
      'german',
      'words',
      'question-back',
      'correction',
      'range',
      'decline',
      'unit',
      'emoji',
      'typos',
    ],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: { firstName: 'Nils', lastName: 'Becker' },
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
      'lea',
      'str',
      'imp',
      'reh',
      'mon',
      'cmt',
    ],
    says: [
      'Ei gudd Daach! Isch bin de Meischder vom Nils in de Backstubb, Bäckerei Schmitt in Saarlouis. Er hat bei mir gelernt',
      "Ei joo, vier. Der schwätzt net viel, awwer wenn, dann passt's",
      'Finf! Der backt Lyoner-Weck wie kenner 😄',
      { retry: '5', key: 'technical_skill' },
      'Wie? Teamarbeit mit wem, mit de Kolleesche in de Backstubb odder im Lade?',
      { retry: 'Ach, beides gleich. Drei', key: 'teamwork' },
      'Der steht um drei Uhr morjens do, aach an Fasenacht. Also finf – nä, wart, an Rosenmontag war er net do 😅 Sag vier',
      'Do saan isch nix dazu',
      'Er hat de Luca angelernt, unsern Azubi. Zwei bis drei, er is halt noch jung',
      { retry: 'Alla hopp, schreiwe Se zwei', key: 'leadership' },
      'Sei Baguette! Un er schwätzt Franzeesisch mit de Kunde aus Lothringe, die kumme jeden Samstag riwwer',
      'Er macht de Sauerteig zu oft nach Gefühl statt nach Rezept',
      'Ei jo, sofort. Hauptsach gudd gess 😄',
      'Zwää Johr Lehr un dann noch anderthalb Johr als Gesell',
      'Nä, merci. Alla dann, salü!',
    ],
    expected: {
      relationship: { has: ['Meischder', 'Bäckerei Schmitt'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 3,
      reliability: 4,
      leadership: 2,
      strengths: { has: ['Baguette', 'Lothringe'] },
      improvements: 'Er macht de Sauerteig zu oft nach Gefühl statt nach Rezept',
      wouldRehire: true,
      monthsKnown: 42,
    },
    outcome: 'completed',
  },
  // ───────────── Eleventh blind set, tenant: de-landwirtschaft (rolle, monate, bereiche, tiere, tierzahl, wieder, staerke)
  {
    id: 'de-t38',
    title:
      'North Schleswig, a dairy farmer of the German minority in Denmark on de-landwirtschaft: "der Hof gehört mir und meiner Frau" is the farm manager, "halvandet år" (Danish, a year and a half) asked again (18), "Ackerbau nej … Werkstatt nur mal Öl wechseln … das zählt nicht" (only Milchvieh), "Seks! 🐄 nej undskyld … fünf" (seks is Danish for six), "140 Kühe … Die Kälber macht meine Frau", "Selvfølgelig!" as yes, a signature with "Med venlig hilsen" under the required text',
    tags: [
      'german',
      'words',
      'unit',
      'multiple',
      'negation',
      'correction',
      'emoji',
      'optional',
      'signature',
    ],
    questionnaire: 'de-landwirtschaft',
    locale: 'de',
    candidate: { firstName: 'Oksana', lastName: 'Melnyk' },
    says: [
      'Moin! Ich bin der Landwirt, der Hof bei Tingleff gehört mir und meiner Frau. Oksana war bei uns im Stall angestellt',
      'halvandet år 🙂',
      {
        retry: 'Undskyld, auf Deutsch: anderthalb Jahre, also 18 Monate',
        key: 'monate',
      },
      'Milchvieh, sie war bei den Melkrobotern. Ackerbau nej, das macht bei uns der Lohnunternehmer. Werkstatt nur mal Öl wechseln am Hoflader, das zählt nicht',
      'Seks! 🐄 nej undskyld, falsche Sprache, fünf natürlich',
      'Wir melken 140 Kühe mit zwei Robotern, die hat sie alle betreut. Die Kälber macht meine Frau',
      'Selvfølgelig! Aber sie will zurück zu ihrem Mann nach Lwiw, sobald es geht',
      { retry: 'Ja, natürlich', key: 'wieder' },
      'Sie sieht, wenn eine Kuh krank wird, bevor der Tierarzt es sieht. Und sie war nicht einen Tag krank.\n\nMed venlig hilsen / Mit freundlichen Grüßen\nJens Christian Hansen\nHansen Mælkeproduktion I/S\nTlf. +45 74 64 12 34',
    ],
    expected: {
      rolle: 'Betriebsleiter/in (Landwirt/in)',
      monate: 18,
      bereiche: ['Milchvieh'],
      tiere: 5,
      tierzahl: 140,
      wieder: true,
      staerke: { has: ['krank wird', 'Tierarzt'] },
    },
    outcome: 'completed',
  },
  // ───────────── Eleventh blind set, built-in
  {
    id: 'de-r34',
    title:
      'Franconia, a toy-company group lead who answers six ratings in one list with keycap emoji ("Kommunikation 4️⃣ … Probleme lösen 3️⃣"), "Zuverlässigkeit 4,5" with a comma asked again ("Dann 5, bassd scho"), "Führung: ka Ahnung", "A weng öfter Nein sagen", "Hätt ich sie ned gehn lassen müssen, wär sie noch da. Also ja", "Fünf Jahr weniger zwei Monat" (58), "Naa, bassd scho" is no comment',
    tags: [
      'german',
      'multi-answer',
      'emoji',
      'number-in-word',
      'dont-know',
      'unit',
      'words',
      'negation',
    ],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: { firstName: 'Selin', lastName: 'Aydın' },
    to: ['rel', 'com', 'rlb', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      'Hallo, ich war ihr Gruppenleiter bei Playmobil in Zirndorf, Entwicklung. Sie hat bei uns Figuren designt',
      'Ich machs mal in einem, dann gehts schneller:\nKommunikation 4️⃣\nFachlich 5️⃣\nTeam 4️⃣\nZuverlässigkeit 4,5\nProbleme lösen 3️⃣\nFührung: ka Ahnung, hat sie bei uns ned gmacht',
      { retry: 'Ach so, nur ganze. Dann 5, bassd scho', key: 'reliability' },
      'Die modelliert dir a Figur an am Nachmittag, da schaust bloß. Und sie bleibt fei ruhig, wenn die Spielwarenmesse drückt',
      'A weng öfter Nein sagen, die nimmt zu viel an',
      'Hätt ich sie ned gehn lassen müssen, wär sie noch da. Also ja',
      'Fünf Jahr weniger zwei Monat',
      'Naa, bassd scho. Ade',
    ],
    expected: {
      relationship: { has: ['Gruppenleiter', 'Playmobil'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 3,
      strengths: { has: ['Figur', 'Spielwarenmesse'] },
      improvements: 'A weng öfter Nein sagen, die nimmt zu viel an',
      wouldRehire: true,
      monthsKnown: 58,
    },
    outcome: 'completed',
  },
  // ───────────── Eleventh blind set, tenant: de-landwirtschaft (rolle, monate, bereiche, tiere, tierzahl, wieder, staerke)
  {
    id: 'de-t39',
    title:
      'Paraguay, a Mennonite foreman in the Chaco writing German with Plautdietsch and Spanish on de-landwirtschaft: "Capataz … ich sag ihm jeden Morgen, was zu tun ist" is the foreman, "dreeentwintich Moonat" asked again (23), "Milchvieh und Ackerbau … Werkstatt … Schweine haben wir nich", "drei bis vier" settled to 3, "80 Milchkühe, aber … wieviel das zusammen sind weiß ich nicht" (absent), "Jo, seeker! Oba hee well no Kanada" is yes, "trabajador como pocos"',
    tags: [
      'german',
      'words',
      'unit',
      'multiple',
      'negation',
      'range',
      'hedge',
      'dont-know',
      'optional',
      'emoji',
    ],
    questionnaire: 'de-landwirtschaft',
    locale: 'de',
    candidate: { firstName: 'Jakob', lastName: 'Giesbrecht' },
    says: [
      "Gu'n Dach. Ich bin Capataz auf der Estancia von der Kolonie Fernheim bei Filadelfia, also ich sag ihm jeden Morgen, was zu tun ist. Die Estancia gehört der Kooperative",
      'Twee Joah es dat nu, oba een Moonat wea hee bie siene Ellre en Bolivien. Also dreeentwintich Moonat',
      { retry: '23 Monate', key: 'monate' },
      'Milchvieh und Ackerbau, Erdnuss und Sesam. Und Werkstatt, der schweißt alles, auch die Tränken im Potrero. Schweine haben wir nich',
      'Na ja, drei bis vier. Mit die Kühe gut, aber beim Markieren von die Kälber zu ruppig',
      { retry: 'Schreib 3', key: 'tiere' },
      'Wieviel? 80 Milchkühe, aber er war auch bei die Mastrinder draußen im Potrero, wieviel das zusammen sind weiß ich nicht, die laufen frei 😅',
      'Jo, seeker! Oba hee well no Kanada, no Manitoba, so wie aule',
      { retry: 'Ja, sicher', key: 'wieder' },
      'Er ist fleißig, trabajador como pocos. Steht um vier auf zum Melken, auch bei 45 Grad im Dezember. Dankscheen un Gott befohlen',
    ],
    expected: {
      rolle: 'Vorarbeiter/in oder Herdenmanager/in',
      monate: 23,
      bereiche: ['Milchvieh', 'Ackerbau', 'Maschinen und Werkstatt'],
      tiere: 3,
      wieder: true,
      staerke: { has: ['Melken'] },
    },
    outcome: 'completed',
  },
  // ───────────── Eleventh blind set, tenant: de-pflege (beziehung, jahre, zuverlaessigkeit, dienste, wiedereinstellen, patienten, staerke)
  {
    id: 'de-t40',
    title:
      'Transylvania, a Transylvanian Saxon care-home head in Hermannstadt (Sibiu) writing German with Romanian on de-pflege: "also ihre Chefin – șefa ei", "sechs Jahre, oder sieben? Warten Sie … Sagen wir sechseinhalb" (6.5), "Foarte bună! Entschuldigung – sehr gut, 5", "Früh, Spät und Nacht. Wochenende nein – ah doch, jedes zweite" (all four), "Da, sigur!" (Romanian yes), "Im Nachtdienst allein für 28 … im Frühdienst so 8-10" settled to 28, "Mulțumesc"',
    tags: [
      'german',
      'words',
      'hedge',
      'correction',
      'multiple',
      'range',
      'optional',
      'emoji',
      'unit',
    ],
    questionnaire: 'de-pflege',
    locale: 'de',
    candidate: { firstName: 'Ioana', lastName: 'Mureșan' },
    says: [
      'Bună ziua! Ich bin Pflegedienstleiterin im Altenheim Dr. Carl Wolff in Hermannstadt (Sibiu), also ihre Chefin – șefa ei 🙂',
      'Von Februar 2019 bis Oktober 2025, das sind… sechs Jahre, oder sieben? Warten Sie. Sagen wir sechseinhalb.',
      'Foarte bună! Entschuldigung – sehr gut, 5',
      'Früh, Spät und Nacht. Wochenende nein – ah doch, jedes zweite Wochenende auch',
      'Da, sigur!',
      { retry: 'Ja, sicher! (da heißt auf Rumänisch ja 😄)', key: 'wiedereinstellen' },
      'Im Nachtdienst allein für 28 Bewohner, im Frühdienst waren es so 8-10',
      { retry: 'Schreiben Sie 28, sie war meistens im Nachtdienst', key: 'patienten' },
      'Sie spricht mit den Bewohnern Deutsch, Rumänisch und Ungarisch, das ist bei uns Gold wert. Mulțumesc și succes, Ioana! 💐',
    ],
    expected: {
      beziehung: 'Vorgesetzte/r',
      jahre: 6.5,
      zuverlaessigkeit: 5,
      dienste: ['Frühdienst', 'Spätdienst', 'Nachtdienst', 'Wochenende'],
      wiedereinstellen: true,
      patienten: 28,
      staerke: { has: ['Ungarisch'] },
    },
    outcome: 'completed',
  },
  // ───────────── Twelfth blind set (2026-11-29), built-in
  {
    id: 'de-r35',
    title:
      'Hungary, a Danube Swabian winery owner in Villány (Wieland) writing German with Hungarian: "drei Saisonen" in the relationship answer, "Négy – also vier", "Öt!" asked again ("öt ist fünf"), "Zwischen drei und vier … also eher vier", "Igen, sehr zuverlässig. Fünf", "Nem tudom" as a don\'t-know, "Nem, sie war keine Chefin … das zählt nicht", "Igen, persze! Jederzeit, wenn …" is yes, "Sieben mal drei… einundzwanzig Monate", "Nem, köszönöm. Das wärs" is no comment',
    tags: ['german', 'words', 'range', 'hedge', 'dont-know', 'negation', 'unit', 'emoji', 'skip'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: { firstName: 'Réka', lastName: 'Hauck' },
    to: ['rel', 'com', 'tec', 'tec', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      'Jó napot! Grüß Gott. Ich bin der Chef vom Weingut Blum in Villány – mir Schwowe sagen Wieland. Die Réka war drei Saisonen bei uns im Verkostungsraum, für die Gäste aus Österreich und Deutschland',
      'Négy – also vier. Mit die deutschen Gäste perfekt, mit die ungarischen redet sie manchmal zu schnell 😄',
      'Öt!',
      {
        retry: 'Bocsánat 😄 öt ist fünf. Sie kennt jeden Wein im Keller, auch die alten Jahrgänge',
        key: 'technical_skill',
      },
      'Zwischen drei und vier… bei der Lese (a szüretnél) hat sie aber allen geholfen, also eher vier',
      'Igen, sehr zuverlässig. Fünf',
      'Nem tudom, wenn was kaputt war, hat das mein Sohn gemacht',
      'Nem, sie war keine Chefin bei uns. Die Saisonkräfte hat sie mal eingeteilt, aber das zählt nicht',
      'Sie erklärt Wein so, dass auch ein Biertrinker eine Kiste Kadarka kauft 😄 Und sie spricht drei Sprachen',
      'Die Rechnungen hat sie manchmal vergessen in die Kasse zu tippen',
      'Igen, persze! Jederzeit, wenn sie aus Wien zurückkommt',
      'Drei Saisonen, immer von April bis Oktober. Sieben mal drei… einundzwanzig Monate',
      'Nem, köszönöm. Das wärs. Egészségére! 🍷',
    ],
    expected: {
      relationship: { has: ['Chef', 'Weingut'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      strengths:
        'Sie erklärt Wein so, dass auch ein Biertrinker eine Kiste Kadarka kauft 😄 Und sie spricht drei Sprachen',
      improvements: 'Die Rechnungen hat sie manchmal vergessen in die Kasse zu tippen',
      wouldRehire: true,
      monthsKnown: 21,
    },
    outcome: 'completed',
  },
  // ───────────── Twelfth blind set, tenant: de-sicherheit (rolle, jahre, einsatz, deeskalation, sachkunde, nachtschichten, wieder, bemerkung)
  {
    id: 'de-t41',
    title:
      'A Bosnian-German shift lead at a Munich security firm on de-sicherheit: "Ich bin nicht Objektleiter, das ist Herr Maier … ich bin Schichtleiter" (Schichtführer/in, the other option denied), "Od 2018 do 2023, pet godina" asked again (5), "Stadion … Konzerte … Streife. Pforte ne, nikad" (Veranstaltungen and Revierdienst), "5 von 5, petica", "34a hat er, klar" is yes, night shifts "vielleicht 6, vielleicht 12" left unsettled (absent), "Ajde, naravno! Sofort" is yes, a remark signed "Lijep pozdrav, Dragan"',
    tags: [
      'german',
      'correction',
      'words',
      'multiple',
      'negation',
      'number-in-word',
      'range',
      'dont-know',
      'optional',
      'emoji',
    ],
    questionnaire: 'de-sicherheit',
    locale: 'de',
    candidate: { firstName: 'Emir', lastName: 'Hodžić' },
    says: [
      'Zdravo, guten Tag. Ich bin nicht Objektleiter, das ist Herr Maier, ich bin Schichtleiter bei Isar Sicherheitsdienst. Emir war in meine Schicht',
      'Od 2018 do 2023, pet godina',
      { retry: 'Sorry, Bosnisch 😅 Fünf Jahre', key: 'jahre' },
      'Stadion Fröttmaning jedes Heimspiel, Konzerte im Olympiapark, und nachts Streife im Gewerbegebiet Freiham. Pforte ne, nikad, dafür ist er zu jung, er will Bewegung',
      'Brate, der ist wie Eis 🧊 Wenn Ultras kommen, er redet, er schubst nicht. 5 von 5, petica',
      '34a hat er, klar, sonst darf er nicht ins Stadion',
      'Kommt drauf an. Sommer mit Open Air viel mehr, Winter weniger. Weiß nicht genau, vielleicht 6, vielleicht 12',
      'Ajde, naravno! Sofort, aber Firma muss mehr zahlen 😂',
      'Nema problema mit ihm. Einmal hat er beim Konzert eine Frau mit Kind aus dem Gedränge geholt, die Polizei hat sich bedankt.\nLijep pozdrav, Dragan',
    ],
    expected: {
      rolle: 'Schichtführer/in',
      jahre: 5,
      einsatz: ['Veranstaltungen', 'Revierdienst (Streife)'],
      deeskalation: 5,
      sachkunde: true,
      wieder: true,
      bemerkung: { has: ['Gedränge'] },
    },
    outcome: 'completed',
  },
  // ───────────── Twelfth blind set, built-in
  {
    id: 'de-r36',
    title:
      'Ohio, a Mennonite cabinet-maker writing Pennsylvania Dutch with English about a German journeyman on the Walz: "en halb Yaahr" inside the relationship answer, "Vier", "Fimf!" asked again, "Teamwork un reliable, beed fimf … um sex Uhr" (two ratings beside a time), "Drei odder vier?" settled with "Mach drei", "N/A" on leadership, "Ya, in a heartbeat! Awwer …" is yes, "Sex Munet, vun Moi bis end Oktower" (6), "Nee, sell is alles" is no comment',
    tags: [
      'german',
      'words',
      'multi-answer',
      'range',
      'hedge',
      'dont-know',
      'skip',
      'unit',
      'emoji',
      'typos',
    ],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: { firstName: 'Jonas', lastName: 'Hüttl' },
    to: ['rel', 'com', 'tec', 'tec', 'tea', 'pro', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      'Hello! Ich bin der Raymond Yoder, ich hab en Mebel-Shop (furniture) in Berlin, Ohio – ya, Berlin, net Deitschland 😄 Der Jonas hot en halb Yaahr bei uns gschafft uff seiner Walz',
      "Vier. Sei English waar net so gut am Aafang, awwer er hot's schnell gelannt",
      'Fimf! Der macht Schwalbeschwans (dovetails) mit de Hand, sell sehne mir net oft',
      { retry: 'Five. Fünf', key: 'technical_skill' },
      "Teamwork un reliable, beed fimf. Er waar alle Marye um sex Uhr im Shop, aach wann's greggert hot",
      'Hmm, ich wees net. Drei odder vier? Ich hab net viel gsehne, wie er mit Problems umgeht',
      { retry: 'Mach drei', key: 'problem_solving' },
      'N/A, er hot niemand unner sich ghat',
      "He's a hard worker. Un er hot unsere Buwe gewisse, wie mer en Dachstuhl uffschlagt, der alt deitsch Weg 🔨",
      'Er kann net Nee saage, wann ebber ebbes vun em will',
      'Ya, in a heartbeat! Awwer sei Walz is rum, er muss widder heem noch Deitschland',
      'Sex Munet, vun Moi bis end Oktower',
      'Nee, sell is alles. Gott segen dich, Jonas! 🙏',
    ],
    expected: {
      relationship: { has: ['Shop', 'Ohio'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 5,
      reliability: 5,
      problem_solving: 3,
      strengths: { has: ['Dachstuhl', 'hard worker'] },
      improvements: 'Er kann net Nee saage, wann ebber ebbes vun em will',
      wouldRehire: true,
      monthsKnown: 6,
    },
    outcome: 'completed',
  },
  // ───────────── Twelfth blind set, tenant: de-kita (rolle, jahre, altersgruppen, elternarbeit, gruppengroesse, ersteHilfe, wieder, bemerkung)
  {
    id: 'de-t42',
    title:
      'Berlin-Neukölln, a Kita colleague writing gender-inclusive German on de-kita: "Kolleg*in … Leitung war bei uns kollektiv, also keine Kita-Leitung" (the colleague option), "ca. 2,5 J." with a comma and the group size given early ("14 Kinder, davon 5 unter drei"; not asked again), "U3 und Ü3, also gemischt von 1 bis 6. Hort haben wir nicht", misgivings about scales then "5.", "Nee, der Kurs ist im März abgelaufen" is no, "Auf jeden Fall!!! 💜", a remark asking for the pronouns "dey/deren"',
    tags: [
      'german',
      'multi-answer',
      'number-in-word',
      'multiple',
      'negation',
      'unit',
      'optional',
      'emoji',
      'long',
    ],
    questionnaire: 'de-kita',
    locale: 'de',
    candidate: { firstName: 'Robin', lastName: 'Achterberg' },
    says: [
      'Hi! Ich bin Kolleg*in von Robin, wir hatten zusammen die Füchse-Gruppe in einem Kinderladen in Neukölln. Leitung war bei uns kollektiv, also keine Kita-Leitung im klassischen Sinn 🙂',
      'ca. 2,5 J. Die Gruppe hatte übrigens 14 Kinder, davon 5 unter drei',
      'U3 und Ü3, also gemischt von 1 bis 6. Hort haben wir nicht',
      'Ehrlich gesagt finde ich es schwierig, Menschen auf Skalen zu bewerten 🙃 Aber ok: Robin ist super in Elterngesprächen, auch mit Sprachmittler*innen auf Türkisch und Arabisch. 5.',
      { retry: '14', key: 'gruppengroesse' },
      'Nee, der Kurs ist im März abgelaufen. Die Auffrischung ist für Januar gebucht',
      'Auf jeden Fall!!! 💜',
      'Bitte im weiteren Verfahren für Robin die Pronomen dey/deren verwenden, nicht sie oder er. Danke! Und: Robin hat bei uns das Sprachkita-Projekt aufgebaut.',
    ],
    expected: {
      rolle: 'Kollege/Kollegin in der Gruppe',
      jahre: 2.5,
      altersgruppen: ['Krippe (unter 3)', 'Kindergarten (3–6)'],
      elternarbeit: 5,
      gruppengroesse: 14,
      ersteHilfe: false,
      wieder: true,
      bemerkung: { has: ['dey', 'Sprachkita'] },
    },
    outcome: 'completed',
  },
  // ───────────── Twelfth blind set, tenant: de-sicherheit (rolle, jahre, einsatz, deeskalation, sachkunde, nachtschichten, wieder, bemerkung)
  {
    id: 'de-t43',
    title:
      'Frankfurt, a bank\'s facility manager in Hessian on de-sicherheit: "Ei gude! Ich bin sozusage de Kunde … Sei Chef is net ich, des is sein Objektleiter" (the customer option, the other denied), "Vom Januar 2022 bis Ende 2025 … Also grad vier Jahr", "nur Empfang und Pforte, die Tiefgaragenrunde macht en annerer", "Fünf, gar kei Frage", "Des müsse Se sei Firma frage" (absent), "Null … 7 bis 19 Uhr" is a real 0, the required yes/no refused twice ("entscheidet bei uns de Einkauf"): open',
    tags: [
      'german',
      'decline',
      'required-miss',
      'negation',
      'dont-know',
      'multiple',
      'optional',
      'unit',
    ],
    questionnaire: 'de-sicherheit',
    locale: 'de',
    candidate: { firstName: 'Kwame', lastName: 'Asante-Becker' },
    says: [
      'Ei gude! Ich bin sozusage de Kunde: Facility Manager bei de Mainufer Bank im Tower am Westhafen. De Herr Asante-Becker war bei uns vom Sicherheitsdienst am Empfang. Sei Chef is aber net ich, des is sein Objektleiter bei de Firma',
      "Vom Januar 2022 bis Ende 2025, dann hawwe se'n uff die Mess versetzt. Also grad vier Jahr",
      'Bei uns nur Empfang und Pforte, die Tiefgaragenrunde macht en annerer. Was er sonst für sei Firma gemacht hat, weiß ich net',
      'Mir hatte emal Klimaaktiviste mit Farbe in de Lobby. Die hat er ganz ruhig mit Kaffee rausbegleitet, ohne Polizei. Fünf, gar kei Frage',
      'Des müsse Se sei Firma frage, ich seh nur sein Ausweis',
      'Null. Bei uns gibt’s nur Tagdienst, 7 bis 19 Uhr, nachts is de Tower zu',
      'Ob mir den widder nehme, entscheidet bei uns de Einkauf, net ich. Dazu sag ich nix, sorry',
      { retry: 'Wie gesagt, des is net mei Entscheidung. Da sag ich nix', key: 'wieder' },
      'Er grüßt jeden mit Name, die Putzkolonne genauso wie de Vorstand. Des is selte. So, ich muss in en Call. Mach’s gut!',
    ],
    expected: {
      rolle: 'Auftraggeber/in (Kunde)',
      jahre: 4,
      einsatz: ['Empfang und Pforte'],
      deeskalation: 5,
      nachtschichten: 0,
      bemerkung: { has: ['Putzkolonne'] },
    },
    outcome: 'open',
  },
  // ───────────── Thirteenth blind set (2026-11-29), built-in
  {
    id: 'de-r37',
    title:
      'Stuttgart-Bad Cannstatt, a Greek-German travel-agency owner: a voice message placeholder "🎤 Sprachnachricht (0:38)" instead of the relationship (asked again, not stored), "Tessera. Vier!", "Πέντε!" in Greek script asked again (5), "4 bis 5 …" settled with "Gut, 4", "Ochi, sie hatte niemand unter sich. Kann ich nicht sagen" (absent), "Ne ne, sofort wieder!" where Greek "ne" is yes and German "ne" is no (confirmed or asked again: yes), "4 Jahre und 9 Monate" (57), "Ochi, das wars. Efcharistó" is no comment',
    tags: [
      'german',
      'words',
      'range',
      'dont-know',
      'negation',
      'off-topic',
      'unit',
      'emoji',
      'correction',
    ],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: { firstName: 'Sofia', lastName: 'Karagianni' },
    to: [
      'rel',
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
      'cmt',
    ],
    says: [
      '🎤 Sprachnachricht (0:38)',
      {
        retry:
          'Sorry, ich tippe 🙈 Ich bin Giorgos Tsakiris, Inhaber vom Reisebüro Hellas Tours in Bad Cannstatt. Die Sofia war bei mir angestellt, Buchung und Beratung',
        key: 'relationship',
      },
      'Tessera. Vier! Sorry, griechisch im Kopf 😄 Am Telefon super, bei E-Mails manchmal zu kurz',
      'Πέντε!',
      {
        retry: '5, fünf. Amadeus und alle Buchungssysteme kann sie im Schlaf',
        key: 'technical_skill',
      },
      '4 bis 5… Mit den Kolleginnen gut, mit mir manchmal Diskussion 😅',
      { retry: 'Gut, 4', key: 'teamwork' },
      'Immer pünktlich, auch im August in der Hochsaison. Fünf',
      'Gut. Vier. Bei Corona hat sie 200 Kunden umgebucht, ohne zu jammern',
      'Ochi, sie hatte niemand unter sich. Kann ich nicht sagen',
      'Sie spricht Griechisch, Deutsch und Englisch, und die Kunden vertrauen ihr. Die Omas aus Cannstatt buchen nur bei Sofia 😄',
      'Papierkram, Ablage. Ist ein Chaos auf ihrem Tisch 🙈',
      'Ne ne, sofort wieder!',
      {
        retry: 'Ja!! Ne heißt auf Griechisch ja 😄 Natürlich würde ich sie wieder nehmen',
        key: 'wouldRehire',
      },
      'Von März 2019 bis Dezember 2023, das sind… 4 Jahre und 9 Monate',
      'Ochi, das wars. Efcharistó! 🙏',
    ],
    expected: {
      relationship: { has: ['Reisebüro'], not: ['Sprachnachricht'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 4,
      strengths: { has: ['Griechisch', 'vertrauen'] },
      improvements: { has: ['Papierkram'] },
      wouldRehire: true,
      monthsKnown: 57,
    },
    outcome: 'completed',
  },
  // ───────────── Thirteenth blind set, tenant: de-friseur (verhaeltnis, jahre, leistungen, kundenumgang, meister, kundenProTag, wieder, bemerkung)
  {
    id: 'de-t44',
    title:
      'Colmar, an Alsatian salon owner writing Elsässisch with French on de-friseur: "d\'Chefin vum Salon", "fimf Johr. Ah non, attendez … Sage mir viereinhalb" (4.5), "Coupe, couleur, mèches … d\'Chignons fir d\'Hochzitte … Permanente nit … mir sin e Damesalon" (three services, two denied), "Je dirais 5… non, 4", a French "BP" instead of a Meisterbrief settled as no, "sechs, siwe … bis zu zwölf" settled to 8, "Bien sûr! Sofort", a remark ending "bonne continuation"',
    tags: [
      'german',
      'correction',
      'words',
      'multiple',
      'negation',
      'range',
      'optional',
      'emoji',
      'hedge',
    ],
    questionnaire: 'de-friseur',
    locale: 'de',
    candidate: { firstName: 'Chloé', lastName: 'Hartmann' },
    says: [
      "Bonjour! Ich bin d'Chefin vum Salon Coiff'Elsass in Colmar. D'Chloé het bi uns als Coiffeuse gschafft",
      'Vun 2019 bis 2024, also fimf Johr. Ah non, attendez: sie isch im Septämber 2019 kumme un im Februar 2024 gange. Sage mir viereinhalb',
      "Coupe, couleur, mèches, balayage… un d'Chignons fir d'Hochzitte, do isch sie d'Beschte! Permanente nit, des will hit keiner meh. Herre mache mir nit, mir sin e Damesalon",
      "D'Kundinne hän sie gärn gha 😊 Je dirais 5… non, 4. Sie isch mànchmol e bissel z'schnell, wenn dr Salon voll isch",
      'Sie het dr BP (Brevet Professionnel), des isch bi uns ungfähr wie dr Meischter. E dytsche Meischterbrief het sie nit',
      { retry: 'Also nei, kei Meischterbrief. Numme dr BP', key: 'meister' },
      'Am Samschtig bis zu zwölf, unter dr Wuch eher sechs, siwe',
      { retry: 'Schriewe Se acht, so im Schnitt', key: 'kundenProTag' },
      'Bien sûr! Sofort. Awer sie zieht jo noch Friburg zu ihrem Frind 😢',
      "Sie schwätzt Elsässisch, Französisch un Hochdytsch, des isch fir d'Kundschaft an dr Grenz Gold wert. Merci un bonne continuation, Chloé! ✂️",
    ],
    expected: {
      verhaeltnis: 'Salonleitung / Chef/in',
      jahre: 4.5,
      leistungen: ['Schneiden', 'Farbe und Strähnen', 'Hochsteckfrisuren'],
      kundenumgang: 4,
      meister: false,
      kundenProTag: 8,
      wieder: true,
      bemerkung: { has: ['Französisch'] },
    },
    outcome: 'completed',
  },
  // ───────────── Thirteenth blind set, built-in
  {
    id: 'de-r38',
    title:
      'Hannover, a plain and ordinary insurance team lead: short digits for the ratings, "Kann ich nicht beurteilen, er hatte keine Führungsaufgaben" on leadership (absent), one-sentence strengths and improvements, "Ja", "Drei Jahre" asked in months (36), "Nein, danke. Viel Erfolg!" is no comment',
    tags: ['german', 'short', 'dont-know', 'words', 'unit'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: { firstName: 'Tobias', lastName: 'Ahlers' },
    to: IN_ORDER,
    says: [
      'Ich war seine Teamleiterin in der Schadenabteilung einer Versicherung in Hannover.',
      '4',
      '5',
      '4',
      '5',
      '4',
      'Kann ich nicht beurteilen, er hatte keine Führungsaufgaben.',
      'Sehr gründlich, kennt die Versicherungsbedingungen fast auswendig und bleibt am Telefon auch bei schwierigen Kunden freundlich.',
      'Er könnte sich in Besprechungen mehr einbringen.',
      'Ja',
      'Drei Jahre',
      'Nein, danke. Viel Erfolg!',
    ],
    expected: {
      relationship: { has: ['Teamleiterin', 'Schadenabteilung'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 4,
      strengths:
        'Sehr gründlich, kennt die Versicherungsbedingungen fast auswendig und bleibt am Telefon auch bei schwierigen Kunden freundlich.',
      improvements: 'Er könnte sich in Besprechungen mehr einbringen.',
      wouldRehire: true,
      monthsKnown: 36,
    },
    outcome: 'completed',
  },
  // ───────────── Thirteenth blind set, tenant: de-friseur (verhaeltnis, jahre, leistungen, kundenumgang, meister, kundenProTag, wieder, bemerkung)
  {
    id: 'de-t45',
    title:
      'Leipzig, a deaf salon owner writing German shaped by German Sign Language on de-friseur: "Info: ich gehörlos … Ich Inhaberin Salon … Emre bei mir Azubi, danach Geselle" (owner and trainer at once: asked, the owner), "2018 Anfang Ausbildung. 2024 weg nach Hamburg. Zusammen 6 Jahre", "Dauerwelle nie. Hochstecken nein" (three services), "Kunden lieben ihn 👍👍👍 5", "Meister noch nicht" is no, "Ca 10-12" settled to 11, "JA!! Sofort", a remark on DGS signed with her name',
    tags: ['german', 'short', 'multiple', 'negation', 'range', 'optional', 'emoji', 'signature'],
    questionnaire: 'de-friseur',
    locale: 'de',
    candidate: { firstName: 'Emre', lastName: 'Aydın' },
    says: [
      'Hallo. Info: ich gehörlos. Bitte nur schreiben, kein Anruf. Ich Inhaberin Salon „Hand & Haar“ Leipzig. Emre bei mir Azubi, danach Geselle.',
      { retry: 'Salonleitung. Ich Chefin.', key: 'verhaeltnis' },
      '2018 Anfang Ausbildung. 2024 weg nach Hamburg. Zusammen 6 Jahre.',
      'Schneiden ja. Farbe ja, Strähnen auch. Herren + Bart SEHR GUT, er Spezialist Fade. Dauerwelle nie. Hochstecken nein.',
      'Kunden meistens hörend. Emre hörend, aber kann Gebärde. Kunden lieben ihn 👍👍👍 5',
      'Meister noch nicht. Plan Meisterschule Hamburg 2026.',
      'Kommt drauf an. Damen lange. Herren schnell. Ca 10-12',
      { retry: 'Dann 11. Mitte.', key: 'kundenProTag' },
      'JA!! Sofort. Aber er jetzt Hamburg, Freundin dort 😉',
      'Emre hat DGS gelernt für mich und gehörlose Kunden. Das selten bei Hörenden. Neue Chef bitte wissen: er super Brücke zwischen hörend und gehörlos. Danke.\nGruß Katrin Böhme\nHand & Haar Leipzig',
    ],
    expected: {
      verhaeltnis: 'Salonleitung / Chef/in',
      jahre: 6,
      leistungen: ['Schneiden', 'Farbe und Strähnen', 'Herrenschnitt und Bart'],
      kundenumgang: 5,
      meister: false,
      kundenProTag: 11,
      wieder: true,
      bemerkung: { has: ['DGS', 'Brücke'] },
    },
    outcome: 'completed',
  },
  // ───────────── Thirteenth blind set, tenant: de-praxis (beziehung, jahre, patienten, bereiche, roentgen, azubis, wieder, bemerkung)
  {
    id: 'de-t46',
    title:
      'Kerkrade, a Dutch GP on the border with Herzogenrath writing German with Dutch on de-praxis: "Goedemiddag! Ik ben… sorry, ich bin … die Praxis gehört mir", "Tweeënhalf jaar. Zweieinhalb Jahre" (2.5), "Vier, nee wacht – vijf", "Balie (Empfang) und Labor … Abrechnung macht bei uns die Praxismanagerin … griepprik ja" (three areas, one denied), "Geen idee" on the optional X-ray (absent), "Geen enkele, wir bilden nicht aus" a real 0, "Zeker weten!" is yes, "Nee hoor, alles gezegd. Doei!" is no comment',
    tags: [
      'german',
      'correction',
      'words',
      'multiple',
      'negation',
      'dont-know',
      'optional',
      'emoji',
    ],
    questionnaire: 'de-praxis',
    locale: 'de',
    candidate: { firstName: 'Anouk', lastName: 'Hermans' },
    says: [
      'Goedemiddag! Ik ben… sorry, ich bin Ruud Janssen, Hausarzt (huisarts) in Kerkrade, direkt an der Grenze zu Herzogenrath. Anouk war Assistentin in meiner Praxis, die Praxis gehört mir',
      'Tweeënhalf jaar. Zweieinhalb Jahre',
      'Vier, nee wacht – vijf. Die älteren Patienten sprechen nur Platt (Kirchröadsj) und sie auch, das ist viel wert',
      'Balie (Empfang) und Labor, Blut abnehmen, Urin. Abrechnung macht bei uns die Praxismanagerin. Spritzen: griepprik ja, jedes Jahr im Herbst',
      'Geen idee. Röntgen gibt es in Holland nicht in der Hausarztpraxis',
      'Geen enkele, wir bilden nicht aus',
      'Zeker weten! Aber sie will nach Aachen ins Klinikum, dat snap ik 🙂',
      'Nee hoor, alles gezegd. Doei!',
    ],
    expected: {
      beziehung: 'Praxisinhaber/in',
      jahre: 2.5,
      patienten: 5,
      bereiche: ['Empfang', 'Labor', 'Impfungen'],
      azubis: 0,
      wieder: true,
    },
    outcome: 'completed',
  },
  // ───────────── Fourteenth blind set (2026-11-29), built-in
  {
    id: 'de-r39',
    title:
      'Düsseldorf, a Japanese department head at a trading company writing polite German with Japanese: full-width digits from a Japanese keyboard ("４です", "５" asked again), "とても良い！" praise with no number (asked again: "５"), "5 Minuten vor der Zeit … 10 Minuten vorher … Also 5", "３かな… nein, eher ４", "分かりません – das kann ich nicht beurteilen" on leadership (absent), "はい、もちろんです！" with "Ja", "１年半です" (a year and a half in kanji) asked again (18), "特にありません – nichts weiter" is no comment',
    tags: [
      'german',
      'number-in-word',
      'words',
      'correction',
      'hedge',
      'dont-know',
      'unit',
      'emoji',
    ],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: { firstName: 'Felix', lastName: 'Wendt' },
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
      'はじめまして。Guten Tag, Takahashi ist mein Familienname. Ich bin Abteilungsleiter bei Nishikawa Shoji Europe in Düsseldorf, Immermannstraße. Herr Wendt war in meiner Abteilung, ich war sein 上司, also sein Vorgesetzter.',
      '４です。Mit deutschen Kunden sehr gut, mit Kunden aus Japan manchmal etwas zu direkt 😅',
      '５',
      {
        retry: 'すみません、5 (fünf). Er kennt alle Incoterms und Zollpapiere auswendig',
        key: 'technical_skill',
      },
      'とても良い！Er hilft allen, auch am Wochenende auf der Messe',
      { retry: 'Ah, eine Zahl, Entschuldigung: ５', key: 'teamwork' },
      'In Japan sagt man: 5 Minuten vor der Zeit ist pünktlich. Herr Wendt ist immer 10 Minuten vorher da 😄 Also 5',
      '３かな… nein, eher ４. Wenn ein Container aus Yokohama zu spät ist, findet er immer eine Lösung',
      'Er hatte keine Mitarbeiter. 分かりません – das kann ich nicht beurteilen',
      'Sehr genau bei Zollpapieren und Lieferterminen. Und er lernt Japanisch, sogar ein bisschen Keigo (Höflichkeitssprache) 😊',
      'Schwierig zu sagen… Vielleicht manchmal mehr die Atmosphäre lesen, 空気を読む, bevor er im Meeting dem Kunden widerspricht',
      'はい、もちろんです！Ja, sehr gerne wieder',
      '１年半です',
      { retry: 'Entschuldigung: anderthalb Jahre', key: 'monthsKnown' },
      '特にありません – nichts weiter. Vielen Dank für Ihre Mühe. よろしくお願いします 🙇',
    ],
    expected: {
      relationship: { has: ['Abteilungsleiter', 'Vorgesetzter'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      strengths: { has: ['Zollpapieren', 'Keigo'] },
      improvements: { has: ['Atmosphäre'] },
      wouldRehire: true,
      monthsKnown: 18,
    },
    outcome: 'completed',
  },
  // ───────────── Fourteenth blind set, tenant: de-einzelhandel (rolle, monate, bereiche, kassenfuehrung, schluessel, stunden, wieder, bemerkung)
  {
    id: 'de-t47',
    title:
      'Carinthia, a Carinthian Slovene store manager in Bleiburg (Pliberk) writing Austrian German with Slovene on de-einzelhandel: "Dober dan … I bin die Marktleiterin vom Spar" (Filialleitung), "Vom 1. Jänner 2023 bis Ende Feber 2024" (Austrian month names: 14), "Kassa und Feinkost (Wurst und Kas) … Regale einschlichten. Beratung na" (three areas, one denied), "Štiri… na, pet!" (Slovene four, then five) asked again (5), "Seveda" is yes, "Ne vem… 25 oder 30 Stunden?" then skipped (absent), "Jo, sofort! Škoda, dass sie weg is" is yes, a remark signed "Lep pozdrav"',
    tags: [
      'german',
      'words',
      'correction',
      'unit',
      'multiple',
      'negation',
      'range',
      'dont-know',
      'skip',
      'optional',
      'emoji',
      'signature',
    ],
    questionnaire: 'de-einzelhandel',
    locale: 'de',
    candidate: { firstName: 'Tanja', lastName: 'Sadovnik' },
    says: [
      'Dober dan, grüß Gott! I bin die Marktleiterin vom Spar in Bleiburg – Pliberk sag ma auf Slowenisch. Die Tanja war bei mir im Markt angestellt',
      'Vom 1. Jänner 2023 bis Ende Feber 2024, dann is sie nach Klagenfurt gezogen',
      'Kassa und Feinkost (Wurst und Kas) hauptsächlich, und Regale einschlichten. Beratung na, des macht bei uns nur der Herr vom Weinregal',
      'Štiri… na, pet! Im ganzen Jahr ka anziger Fehlbetrag in da Kassa',
      { retry: 'Pet is Slowenisch, also 5 😊', key: 'kassenfuehrung' },
      'Seveda, sie hat an Schlüssel ghabt. Am Samstag hat meistens sie zugsperrt',
      'Ne vem… 25 oder 30 Stunden? Müsst i im Dienstplan nachschaun',
      { retry: 'Na, des weiß i wirklich ned auswendig. Lass ma des aus', key: 'stunden' },
      'Jo, sofort! Škoda, dass sie weg is',
      'Sie red Deutsch und Slowenisch, des is bei uns im Jauntal Gold wert, die älteren Kunden reden lieber Slowenisch mit ihr.\nLep pozdrav, Mojca Olip',
    ],
    expected: {
      rolle: 'Filialleitung',
      monate: 14,
      bereiche: ['Kasse', 'Warenverräumung und Lager', 'Bedientheke (Fleisch, Käse)'],
      kassenfuehrung: 5,
      schluessel: true,
      wieder: true,
      bemerkung: { has: ['Slowenisch', 'Jauntal'] },
    },
    outcome: 'completed',
  },
  // ───────────── Fourteenth blind set, built-in
  {
    id: 'de-r40',
    title:
      'Texas, an old rancher near Fredericksburg writing Texas German with English: "Howdy! … ich war sei Boss", a rating on a ten-point scale ("I\'d say acht von zehn": 4), "Zehn von zehn! … die war dreißig Jahr kaputt" (5, beside a number of years), "Fünf, sure", "um halb sechs bei die Kühe", "Vier oder so", "Weiß ich nit … niemand unter sich" on leadership (absent), "er gleicht die Tiere" (Texas German "gleichen" is to like), "You bet!" is yes, "Zwei Summer, jedes Mal Juni, Juli und August" asked in months (6, not 24), "Nee, das is alles … Y\'all take care" is no comment',
    tags: ['german', 'unit', 'words', 'hedge', 'dont-know', 'number-in-word', 'emoji'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: { firstName: 'Jakob', lastName: 'Vogelsang' },
    to: IN_ORDER,
    says: [
      'Howdy! Ich bin der Walter Kothmann, mir hawwe en Ranch bei Fredericksburg in Texas. Der Jakob hat bei uns als Farmhand geschafft, ich war sei Boss',
      "Er redet gut, auch mit unsere mexikanische Cowboys, der hat sogar Spanisch gelernt. I'd say acht von zehn",
      'Zehn von zehn! Er hat die alte Windmühle gefixt, die war dreißig Jahr kaputt',
      'Fünf, sure',
      "Fünf. Jeden Morgen um halb sechs bei die Kühe, auch wenn's geregnet hat",
      'Vier oder so. Einmal is der Truck im Creek stecken geblieben, da hat er sich selber rausgeholfen',
      'Weiß ich nit, er war bloß Farmhand, der hat niemand unter sich gehabt',
      'Er schafft hart und er gleicht die Tiere – gleichen heißt bei uns mögen. Und die Fence am Pasture hat er ganz allein neu gemacht',
      'Manchmal zu schnell mit dem Pickup uff der Dirt Road 😅',
      'You bet! Sofort wieder, wenn er ein Visa kriegt',
      'Zwei Summer, jedes Mal Juni, Juli und August',
      "Nee, das is alles. Grüß mir Deutschland! Y'all take care 🤠",
    ],
    expected: {
      relationship: { has: ['Ranch', 'Boss'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      strengths: { has: ['Fence', 'Tiere'] },
      improvements: { has: ['Pickup'] },
      wouldRehire: true,
      monthsKnown: 6,
    },
    outcome: 'completed',
  },
  // ───────────── Fourteenth blind set, tenant: de-einzelhandel (rolle, monate, bereiche, kassenfuehrung, schluessel, stunden, wieder, bemerkung)
  {
    id: 'de-t48',
    title:
      'Cologne, an Iranian-German district manager of a drugstore chain on de-einzelhandel who answers four questions in his first message ("Ich bin nicht ihr direkter Chef, ich bin Bezirksleiter … 9 Filialen" beside "2 Jahre" asked in months: 24; "an der Kasse und hat viel beraten"; "Wieder einstellen? Sofort, bale!"; not asked again), a Persian digit from a Persian keyboard ("۵") asked again (5), "Nein, Schlüssel haben bei uns nur die Filialleitung", "Werkstudentin, 20 Std. die Woche. In den Semesterferien mehr" (20), "Merci und khoda hafez"',
    tags: [
      'german',
      'multi-answer',
      'unit',
      'number-in-word',
      'multiple',
      'negation',
      'optional',
      'emoji',
      'long',
    ],
    questionnaire: 'de-einzelhandel',
    locale: 'de',
    candidate: { firstName: 'Nasrin', lastName: 'Karimi' },
    says: [
      'Salam, guten Tag! Ich bin nicht ihr direkter Chef, ich bin Bezirksleiter bei Drogerie Rheinland und betreue 9 Filialen. Nasrin war Verkäuferin in unserer Filiale in Köln-Ehrenfeld. Zusammengearbeitet haben wir 2 Jahre, sie war an der Kasse und hat viel beraten, vor allem Kosmetik und Babysachen. Wieder einstellen? Sofort, bale!',
      { retry: '2 Jahre, also 24 Monate', key: 'monate' },
      { retry: 'Kasse und Beratung, wie gesagt', key: 'bereiche' },
      '۵',
      {
        retry: 'Sorry, persische Tastatur 😅 Fünf. Kassendifferenzen hatte sie nie',
        key: 'kassenfuehrung',
      },
      'Nein, Schlüssel haben bei uns nur die Filialleitung und die Stellvertretung',
      'Werkstudentin, 20 Std. die Woche. In den Semesterferien mehr',
      { retry: 'Ja, sofort', key: 'wieder' },
      'Sie spricht Farsi, Dari und Deutsch, die iranischen und afghanischen Kundinnen kommen extra wegen ihr. Merci und khoda hafez!',
    ],
    expected: {
      rolle: 'Bezirks- oder Regionalleitung',
      monate: 24,
      bereiche: ['Kasse', 'Kundenberatung'],
      kassenfuehrung: 5,
      schluessel: false,
      stunden: 20,
      wieder: true,
      bemerkung: { has: ['Farsi', 'Dari'] },
    },
    outcome: 'completed',
  },
  // ───────────── Fourteenth blind set, tenant: de-pflege (beziehung, jahre, zuverlaessigkeit, dienste, wiedereinstellen, patienten, staerke)
  {
    id: 'de-t49',
    title:
      'Munich, a nurse from Kerala writing Indian English with German on de-pflege: "Anju is my colleague only, not my junior" (the colleague option), "Two and half years" (2.5), "Hundred percent reliable" with no number on the scale (asked again: 5), "Früh and Spät mostly. Nacht also … Weekend duty is compulsory … so that also" (English "also" is too: all four shifts), "Definitely yes, no doubt at all" is yes, "8-9 patients … alone with 28" settled with "Take 9", a required strength with "B2" and "C1" in it',
    tags: [
      'german',
      'words',
      'range',
      'multiple',
      'negation',
      'optional',
      'number-in-word',
      'emoji',
      'hedge',
    ],
    questionnaire: 'de-pflege',
    locale: 'de',
    candidate: { firstName: 'Anju', lastName: 'Varghese' },
    says: [
      'Hello, Grüß Gott! I am Jincy Kurian, Pflegefachkraft on Station 4B in München Klinik Schwabing. Anju is my colleague only, not my junior. We both came from Kerala in 2021, same batch',
      'Two and half years same station, then she shifted to ICU',
      'Hundred percent reliable. She never took leave without informing',
      { retry: 'Ok sorry, 5 out of 5', key: 'zuverlaessigkeit' },
      'Früh and Spät mostly. Nacht also, one week per month. Weekend duty is compulsory for all, so that also',
      'Definitely yes, no doubt at all',
      'Frühdienst 8-9 patients, in Nacht we are alone with 28 for whole station',
      { retry: 'Take 9, normal Frühdienst', key: 'patienten' },
      'Wound care (Wundversorgung) she is expert, our Stationsarzt calls her for every VAC dressing. She speaks Malayalam, Hindi, English and German B2, now almost C1. Thank you, danke schön 🙏',
    ],
    expected: {
      beziehung: 'Kollege/Kollegin',
      jahre: 2.5,
      zuverlaessigkeit: 5,
      dienste: ['Frühdienst', 'Spätdienst', 'Nachtdienst', 'Wochenende'],
      wiedereinstellen: true,
      patienten: 9,
      staerke: { has: ['Wundversorgung', 'VAC'] },
    },
    outcome: 'completed',
  },
  // ───────────── Fifteenth blind set (2026-11-30), built-in
  {
    id: 'de-r41',
    title:
      'Berlin, an Israeli CTO at a fintech writing German with Hebrew: "Shalom! … ich war seine direkte Chefin", "Arba – 4", "חמש" in Hebrew script asked again (5), "Sababa, 5", "Lo, nicht perfekt … 3" where Hebrew "lo" is no and the rating is 3, "Arba o chamesh… ani lo yoda\'at. Sag 4" (a range and a don\'t-know settled in the same message: 4), "zwei Werkstudenten gementort … 4" (the rating, not the two), "Mehr dugri sein" in the improvements, "Ken, betach!" (Hebrew yes) asked again or confirmed (yes), "Von Chanukka 2021 bis zum Sommer 2023" asked again (19), "Lo, ze hakol – nein, das wars. Toda raba!" is no comment',
    tags: [
      'german',
      'words',
      'range',
      'hedge',
      'dont-know',
      'negation',
      'unit',
      'number-in-word',
      'emoji',
    ],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: { firstName: 'Maximilian', lastName: 'Ostermann' },
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
      'Shalom! Ich bin Noa Ben-David, CTO bei einem kleinen Fintech in Berlin-Mitte. Max war Backend-Entwickler in meinem Team, ich war seine direkte Chefin',
      'Arba – 4 😅 Sein Deutsch ist perfekt, sein Englisch im Standup manchmal zu leise',
      'חמש',
      {
        retry: 'Sorry, hebräische Tastatur 🙈 5, fünf. Er kennt unser Backend besser als ich',
        key: 'technical_skill',
      },
      'Sababa, 5. Er hilft jedem, auch am Freitagabend vor dem Release',
      'Lo, nicht perfekt. Deadlines ok, aber seine Tickets im Jira aktualisiert er nie. 3',
      "Arba o chamesh… ani lo yoda'at. Sag 4",
      'Er hat zwei Werkstudenten gementort und das gut gemacht. 4',
      'Er denkt an Security, bevor jemand fragt. Und er erklärt komplizierte Sachen so, dass sogar unser CEO es versteht 😄',
      'Mehr dugri sein – also direkt sagen, wenn ihm etwas nicht passt. Er ist zu höflich, sehr deutsch 😄',
      'Ken, betach!',
      { retry: 'Ja, natürlich 😄 Ken heißt ja. Sofort wieder', key: 'wouldRehire' },
      'Von Chanukka 2021 bis zum Sommer 2023',
      { retry: 'Dezember 2021 bis Juli 2023, also 19 Monate', key: 'monthsKnown' },
      'Lo, ze hakol – nein, das wars. Toda raba! 🙏',
    ],
    expected: {
      relationship: { has: ['CTO', 'Chefin'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 5,
      reliability: 3,
      problem_solving: 4,
      leadership: 4,
      strengths: { has: ['Security', 'CEO'] },
      improvements: { has: ['dugri', 'höflich'] },
      wouldRehire: true,
      monthsKnown: 19,
    },
    outcome: 'completed',
  },
  // ───────────── Fifteenth blind set, tenant: de-apotheke (rolle, jahre, taetigkeiten, beratung, rezeptur, notdienst, fortbildungen, wieder, bemerkung)
  {
    id: 'de-t50',
    title:
      'Neustadt an der Weinstraße, a Palatinate pharmacy owner writing Pfälzisch in short bubbles on de-apotheke: "Gude!" alone (asked again), "Isch bin die Chefin. Die Apothek … g\'hört mir" (Apothekenleitung), the years split over two bubbles ("hot 2016 ihr Praktikum gemacht" / "un is dann geblieb bis letscht Johr", asked again: "Neun Johr"), "Vorne im HV … Rezeptur" and then a bubble "Botedienst aach, wenn de Fahrer krank war" sent when the rating was asked (a human adds it to the tasks: three tasks, no Bestellung), "Fünf, do gibts nix", "Vier. Nä – drei … Ach was, doch vier" (two corrections: 4), "Jo, jede vierte Woch" is yes, "jede Menge" and then "Mindestens finf, genau weeß isch\'s net" on the optional count (no certain number: absent, "Dann losse mer\'s weg"), "Do brauch isch net lang iwwerleeche: jo!", "Nä. Alla, schää Daach noch 🍷" is no remark',
    tags: [
      'german',
      'short',
      'correction',
      'multiple',
      'hedge',
      'dont-know',
      'skip',
      'optional',
      'unit',
      'emoji',
    ],
    questionnaire: 'de-apotheke',
    locale: 'de',
    candidate: { firstName: 'Lena', lastName: 'Schäfer' },
    says: [
      'Gude!',
      "Isch bin die Chefin. Die Apothek am Marktplatz in Neustadt g'hört mir",
      'Die Lena hot bei uns 2016 ihr Praktikum gemacht',
      'un is dann geblieb bis letscht Johr',
      { retry: 'Neun Johr, mit em Praktikum', key: 'jahre' },
      'Vorne im HV hauptsächlich. Un in de Rezeptur, Salbe rühre, Kapsle fülle',
      'Botedienst aach, wenn de Fahrer krank war',
      'Fünf, do gibts nix. Die Kunne wolle nur vun ihr beroode werre',
      'Vier. Nä – drei, die is als e bissel hudlisch. Ach was, doch vier',
      'Jo, jede vierte Woch, mit mir zamme',
      'Oh, jede Menge, die is do ganz wild druff',
      { retry: "Mindestens finf, genau weeß isch's net", key: 'fortbildungen' },
      { retry: "Dann losse mer's weg", key: 'fortbildungen' },
      'Do brauch isch net lang iwwerleeche: jo!',
      'Nä. Alla, schää Daach noch 🍷',
    ],
    expected: {
      rolle: 'Apothekenleitung (Inhaber/in oder Filialleitung)',
      jahre: 9,
      taetigkeiten: ['Beratung und Handverkauf', 'Rezeptur und Labor', 'Botendienst'],
      beratung: 5,
      rezeptur: 4,
      notdienst: true,
      wieder: true,
    },
    outcome: 'completed',
  },
  // ───────────── Fifteenth blind set, built-in
  {
    id: 'de-r42',
    title:
      'Frankfurt-Sachsenhausen, a Thai restaurant owner writing German with Thai: "Sawasdee ka 🙏 … ich war seine Chefin ka", "555 er redet zu viel … 😂 … 4 ka" ("555" is Thai chat laughter, the rating is 4), "๕" (a Thai digit) asked again ("5! … 555": 5), "Mai pen rai … ★★★★☆" (text stars: 4), "Chai, immer pünktlich. 5", "Hmm" as a bubble before the answer (asked again: 4), "Mai roo ka (weiß nicht)" on leadership (absent), "2 Monate" inside the strengths, "ใช่ค่ะ! Ja sofort ka", "Zwei Jahre plus drei Monate… nein, vier Monate" (28), "Mai mee ka, das ist alles" is no comment',
    tags: [
      'german',
      'emoji',
      'number-in-word',
      'words',
      'correction',
      'dont-know',
      'unit',
      'short',
    ],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: { firstName: 'Tobias', lastName: 'Kühnel' },
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
      'cmt',
    ],
    says: [
      'Sawasdee ka 🙏 Ich bin Malee, Besitzerin vom Restaurant Baan Thai in Frankfurt-Sachsenhausen. Tobias war bei uns Koch, ich war seine Chefin ka',
      '555 er redet zu viel mit die Gäste 😂 aber immer freundlich. 4 ka',
      '๕',
      {
        retry: 'ขอโทษค่ะ, Thai Tastatur 🙈 5! Sein Pad Thai ist besser als meins 555',
        key: 'technical_skill',
      },
      'Mai pen rai, er ist immer entspannt, auch wenn Küche voll 😊 ★★★★☆',
      'Chai, immer pünktlich. 5',
      'Hmm',
      'Wenn Wok kaputt oder Lieferant kommt nicht, er findet Lösung. 4',
      'Er war nicht Chef von Küche, nur Koch. Mai roo ka (weiß nicht)',
      'Er kocht Thai wie Thai-Mensch! Er hat gelernt bei meine Mama in Chiang Mai, 2 Monate im Urlaub 😄',
      'Zu viel Chili für deutsche Gäste 🌶️🌶️🌶️ 555',
      'ใช่ค่ะ! Ja sofort ka',
      'Zwei Jahre plus drei Monate… nein, vier Monate',
      'Mai mee ka, das ist alles. Khob khun ka 🙏',
    ],
    expected: {
      relationship: { has: ['Baan Thai', 'Chefin'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 4,
      strengths: { has: ['Chiang Mai'] },
      improvements: { has: ['Chili'] },
      wouldRehire: true,
      monthsKnown: 28,
    },
    outcome: 'completed',
  },
  // ───────────── Fifteenth blind set, tenant: de-apotheke (rolle, jahre, taetigkeiten, beratung, rezeptur, notdienst, fortbildungen, wieder, bemerkung)
  {
    id: 'de-t51',
    title:
      'Duisburg-Marxloh, a Turkish-German PTA colleague on de-apotheke: "Ich bin ihre Kollegin, auch PTA", "Seit März 2020, sie is immer noch da 🙈 pssst" (no whole number: asked again, "Schreib sechseinhalb": 6.5), "Eigentlich alles. Beratung, Rezeptur, Bestellungen… nur Botendienst nicht" (three tasks), "Beş! Vallah …" (Turkish five) asked again (5), "Weiß nicht ehrlich … nur manchmal Kapseln" on the optional Rezeptur rating (absent), "Hayır. Notdienst machen bei uns nur die Apotheker" is no, "Letztes Jahr 2 oder 3? Eine war online" settled ("Schreib 3"), "Ich bin nicht Chefin 😅 aber ich würd sofort wieder mit ihr arbeiten. Evet!" is yes, a remark asking not to tell the boss',
    tags: [
      'german',
      'words',
      'range',
      'hedge',
      'unit',
      'multiple',
      'negation',
      'dont-know',
      'optional',
      'emoji',
    ],
    questionnaire: 'de-apotheke',
    locale: 'de',
    candidate: { firstName: 'Zeynep', lastName: 'Doğan' },
    says: [
      'Selam 👋 Ich bin ihre Kollegin, auch PTA. Wir stehen zusammen vorne am Tresen 👭',
      'Seit März 2020, sie is immer noch da 🙈 pssst',
      { retry: 'Schreib sechseinhalb', key: 'jahre' },
      'Eigentlich alles. Beratung, Rezeptur, Bestellungen… nur Botendienst nicht, sie hat kein Führerschein 😅',
      'Beş! Vallah, die Omas fragen nur nach Zeynep',
      { retry: 'Sorry 😅 beş heißt fünf. 5', key: 'beratung' },
      'Weiß nicht ehrlich. Rezeptur macht meistens die Chefin, Zeynep nur manchmal Kapseln',
      'Hayır. Notdienst machen bei uns nur die Apotheker',
      'Letztes Jahr 2 oder 3? Eine war online, Wechselwirkungen',
      { retry: 'Schreib 3, die online zählt ja auch', key: 'fortbildungen' },
      'Ich bin nicht Chefin 😅 aber ich würd sofort wieder mit ihr arbeiten. Evet!',
      'Sie spricht Türkisch, Kurdisch und Deutsch, hier in Marxloh Gold wert. Inşallah klappt es 🤲 Aber bitte nicht der Chefin sagen, dass ich geschrieben hab 🙈',
    ],
    expected: {
      rolle: 'Kollege/Kollegin (PTA oder PKA)',
      jahre: 6.5,
      taetigkeiten: [
        'Beratung und Handverkauf',
        'Rezeptur und Labor',
        'Warenwirtschaft und Bestellung',
      ],
      beratung: 5,
      notdienst: false,
      fortbildungen: 3,
      wieder: true,
      bemerkung: { has: ['Türkisch', 'Marxloh'] },
    },
    outcome: 'completed',
  },
  // ───────────── Fifteenth blind set, tenant: de-spedition (rolle, jahre, berechtigungen, puenktlichkeit, kilometer, ausland, wieder, bemerkung)
  {
    id: 'de-t52',
    title:
      'Kaunas, a Lithuanian haulier writing German with Lithuanian on de-spedition: "Ich bin Direktor … ich habe ihn eingestellt und die Touren mache ich auch selbst" (no option named: asked, "Disponent, ja"), "Nuo 2018 m. iki 2024 m." (Lithuanian, years only) asked again (6), "CE ir 95 kodas. ADR nėra – ADR hat er nicht. Kran nein. Stapler ja" (two of four), "Keturi. 4", "ca 150k km im Jahr, manchmal mehr" (k for thousand: 150000), "Taip 😄 … fast nur im Ausland" is yes, "Be abejo – ohne Zweifel, ja!" is yes, a remark ending "Ačiū ir sėkmės!"',
    tags: [
      'german',
      'words',
      'number-in-word',
      'multiple',
      'negation',
      'hedge',
      'unit',
      'optional',
      'emoji',
    ],
    questionnaire: 'de-spedition',
    locale: 'de',
    candidate: { firstName: 'Darius', lastName: 'Kazlauskas' },
    says: [
      'Laba diena! Ich bin Direktor von UAB Baltic Trans in Kaunas. Darius war Fahrer bei uns, ich habe ihn eingestellt und die Touren mache ich auch selbst',
      { retry: 'Disponent, ja. Kleine Firma, ich mache alles 😄', key: 'rolle' },
      'Nuo 2018 m. iki 2024 m.',
      { retry: 'Sorry, litauisch 🙈 Von 2018 bis 2024, also 6 Jahre', key: 'jahre' },
      'CE ir 95 kodas. ADR nėra – ADR hat er nicht. Kran nein. Stapler ja, im Lager in Kaunas',
      'Keturi. 4 😊 Einmal Strafe in Frankreich wegen Tachograph, aber war nicht seine Schuld',
      'ca 150k km im Jahr, manchmal mehr',
      'Taip 😄 Wir sind litauische Firma, er fuhr fast nur im Ausland: Deutschland, Frankreich, Benelux',
      'Be abejo – ohne Zweifel, ja!',
      'Er spricht Litauisch, Russisch, Polnisch und gut Deutsch. Ačiū ir sėkmės! (Danke und viel Erfolg)',
    ],
    expected: {
      rolle: 'Disponent/in',
      jahre: 6,
      berechtigungen: ['C/CE (Lkw)', 'Stapler'],
      puenktlichkeit: 4,
      kilometer: 150000,
      ausland: true,
      wieder: true,
      bemerkung: { has: ['Russisch', 'Polnisch'] },
    },
    outcome: 'completed',
  },
  // ───────────── Sixteenth blind set (2026-11-30), built-in
  {
    id: 'de-r43',
    title:
      'Tbilisi, the Georgian head of a German school writing German with Georgian: "1½ Jahre" (a fraction character) inside the relationship answer (18 months; asked again only if not taken: "Wie gesagt 1½ Jahre, September 2023 bis Februar 2025"), a message in Georgian script meant for her mother ("დედა, 5 წუთში მოვალ": "Mum, I\'ll be there in 5 minutes") sent while teamwork was asked, then "Sorry!! Falscher Chat … Teamarbeit: 4", "Eine starke 4" (4), "Das kann ich nicht beurteilen" on leadership (absent), "კი, რა თქმა უნდა! Ja, natürlich" is yes, "Nein, das ist alles. Madloba!" is no comment',
    tags: ['german', 'off-topic', 'unit', 'number-in-word', 'hedge', 'dont-know', 'emoji'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: { firstName: 'Jonas', lastName: 'Reichert' },
    to: ['rel', 'com', 'tec', 'tea', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      'Gamarjoba! Ich bin Nino Kapanadze, Direktorin der Deutschen Schule in Tbilisi. Jonas hat 1½ Jahre bei uns Deutsch und Geschichte unterrichtet, ich war seine Chefin',
      'Mit Kindern und Eltern sehr gut. 4 – sein Georgisch ist leider nur "gamarjoba" und "madloba" 😄',
      'Fachlich 5. Seine Stunden über 1989 und die Mauer waren legendär',
      'დედა, 5 წუთში მოვალ 🏃‍♀️',
      'Sorry!! Falscher Chat, das war für meine Mama 🙈 Teamarbeit: 4',
      'Immer pünktlich, auch wenn die Marschrutka nicht kommt und er zu Fuß den Berg hoch muss. 5',
      'Eine starke 4',
      'Er hatte keine Leitungsfunktion bei uns. Das kann ich nicht beurteilen',
      'Geduld. Und er hat mit der 10. Klasse ein Theaterstück auf Deutsch gemacht, halb Tbilisi war da 🎭',
      'Mehr Georgisch lernen 😄 Und er korrigiert zu langsam, die Hefte lagen oft zwei Wochen bei ihm',
      'კი, რა თქმა უნდა! Ja, natürlich, sofort',
      { retry: 'Wie gesagt 1½ Jahre, September 2023 bis Februar 2025', key: 'monthsKnown' },
      'Nein, das ist alles. Madloba! ნახვამდის 👋',
    ],
    expected: {
      relationship: { has: ['Direktorin', 'Chefin'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 4,
      strengths: { has: ['Geduld', 'Theaterstück'] },
      improvements: { has: ['Georgisch', 'korrigiert'] },
      wouldRehire: true,
      monthsKnown: 18,
    },
    outcome: 'completed',
  },
  // ───────────── Sixteenth blind set, tenant: de-hotel (rolle, monate, bereiche, gaeste, hotelsoftware, zimmer, wieder, bemerkung)
  {
    id: 'de-t53',
    title:
      'Dubai Marina, a Hamburg-born general manager typing German on a phone set to English (autocorrect): "Ich bin der GM" (Direktion), "Sie war 2 Jared bei uns" then "*Jahre 🙄 autocorrect" (a starred correction in the next message: 24 months), "Front Desk und Night Audit … Housekeeping nur Zimmerkontrolle bei VIP Arrivals, aber nie selbst cleaning. Breakfast nope" (two areas), "Fund" then "*fünf. Sorry, mein Phone ist auf English" (5), "Opera Cloud, jeden Tag. Yes", "312 keys" (hotel jargon for rooms), "Würde sie morgen zurück nehmen. Ja!", a remark with a pasted signature (a +971 mobile) and "Sent from my iPhone"',
    tags: [
      'german',
      'typos',
      'correction',
      'unit',
      'multiple',
      'negation',
      'signature',
      'long',
      'optional',
      'emoji',
    ],
    questionnaire: 'de-hotel',
    locale: 'de',
    candidate: { firstName: 'Annika', lastName: 'Petersen' },
    says: [
      'Hi! Ich bin der GM vom Azure Marina Hotel hier in Dubai. Annika hat an meinen Front Office Manager reported, also indirekt an mich',
      'Sie war 2 Jared bei uns',
      '*Jahre 🙄 autocorrect',
      { retry: '24 Monate', key: 'monate' },
      'Front Desk und Night Audit. Housekeeping nur Zimmerkontrolle bei VIP Arrivals, aber nie selbst cleaning. Breakfast nope',
      'Fund',
      '*fünf. Sorry, mein Phone ist auf English 🙈 Sie hat einen Gast beruhigt, dem die Royal Suite zu klein war 😅',
      'Opera Cloud, jeden Tag. Yes',
      '312 keys',
      'Würde sie morgen zurück nehmen. Ja!',
      'Sie geht nur wegen der Familie zurück nach Deutschland, das ist der einzige Grund. Bei Fragen gerne anrufen.\n\nBest regards / Viele Grüße\nJan-Hendrik Sievers\nGeneral Manager\nAzure Marina Hotel Dubai\nM +971 50 123 4567\n\nSent from my iPhone',
    ],
    expected: {
      rolle: 'Direktion / Hotelmanager/in',
      monate: 24,
      bereiche: ['Rezeption (Check-in / Check-out)', 'Nachtdienst (Night Audit)'],
      gaeste: 5,
      hotelsoftware: true,
      zimmer: 312,
      wieder: true,
      bemerkung: { has: ['Familie'] },
    },
    outcome: 'completed',
  },
  // ───────────── Sixteenth blind set, built-in
  {
    id: 'de-r44',
    title:
      'Erfurt, a Thuringian senior trauma surgeon with a quarter of an hour: one long first message with the relationship, "drei Jahre" (36 months) and four ratings named ("Kommunikation … 5. Fachlich ähmd noch Assistenzarzt … 4. Im Team … 5. Zuverlässigkeit … 5"), "Probleme lösen: 4", "Führung… nu, die PJler leitet er ordentlich an. 4", strengths with "um 3 Uhr nachts" in them, then "Sorry, Schockraum, Polytrauma kommt. Ich melde mich" while improvements were asked, and she never comes back (open)',
    tags: ['german', 'long', 'multi-answer', 'words', 'unit', 'number-in-word', 'off-topic'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: { firstName: 'Moritz', lastName: 'Schellenberg' },
    to: ['rel', 'pro', 'lea', 'str', 'imp'],
    says: [
      'Guten Abend, Dr. Kerstin Möbius hier, Oberärztin in der Unfallchirurgie am Helios Klinikum Erfurt. Herr Schellenberg war drei Jahre Assistenzarzt bei mir, ich war seine Ausbildungsoberärztin. Ich schreib gleich alles auf einmal, ich hab nur ne Viertelstunde: Kommunikation mit Patienten und Angehörigen sehr gut, 5. Fachlich ähmd noch Assistenzarzt, aber für sein Jahr weit vorn, 4. Im Team beliebt, die Pflege mag ihn, 5. Zuverlässigkeit – Dienste tauscht er nie kurzfristig, 5.',
      'Probleme lösen: 4. Im Nachtdienst allein in der Notaufnahme ruft er lieber einmal zu oft den Hintergrund an als einmal zu wenig, und das ist gut so',
      'Führung… nu, die PJler leitet er ordentlich an. 4',
      'Ruhe im Schockraum. Und er hört zu, auch der Oma um 3 Uhr nachts mit ihrem Oberschenkelhals',
      'Sorry, Schockraum, Polytrauma kommt. Ich melde mich',
    ],
    expected: {
      relationship: { has: ['Oberärztin', 'Assistenzarzt'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      leadership: 4,
      strengths: { has: ['Schockraum', 'hört zu'] },
      monthsKnown: 36,
    },
    outcome: 'open',
  },
  // ───────────── Sixteenth blind set, tenant: de-hotel (rolle, monate, bereiche, gaeste, hotelsoftware, zimmer, wieder, bemerkung)
  {
    id: 'de-t54',
    title:
      'Zermatt, the Gouvernante (Swiss for Hausdame) of a hotel writing Walliserdeutsch with French: "I bi d Gouvernante … uf dr Etage … under mir gschaffet" (Hausdame, though he worked mostly at the Réception), "Zwei Wintersaisons und ei Summer. Dr Winter geit bi üs vo Dezember bis April, dr Summer vo Juni bis September" (14 months, asked again if not taken), "Réception … Etage wie gseit … Zmorge nie, Nachtportier het är ou nid gmacht" (two areas; Zmorge is breakfast), "Quatre… nei, cinq!" (5), "Protel scho. Opera weiss i nid" is yes (he knows one PMS), "Zwöi Dotze im Hauptgebäude und es halbs Dotze i dr Dependance" (30 rooms), "Sofort. Aber är wott jo uf Züri" is yes, "Nüt meh" is no remark',
    tags: [
      'german',
      'french',
      'words',
      'unit',
      'multiple',
      'negation',
      'correction',
      'optional',
      'emoji',
    ],
    questionnaire: 'de-hotel',
    locale: 'de',
    candidate: { firstName: 'Yannick', lastName: 'Zenklusen' },
    says: [
      'Grüess ech! I bi d Gouvernante im Hotel Matterhornblick z Zermatt. Dr Yannick isch a dr Réception gsii, aber wenn Not am Ma gsi isch, het är ou uf dr Etage ghulfe, und de het är under mir gschaffet',
      'Zwei Wintersaisons und ei Summer. Dr Winter geit bi üs vo Dezember bis April, dr Summer vo Juni bis September',
      { retry: 'Zäme 14 Mönet', key: 'monate' },
      'Réception vor allem, Check-in, Check-out, d Gäscht mit em Elektrotaxi am Bahnhof abhole. Etage wie gseit, wenn Not am Ma. Zmorge nie, Nachtportier het är ou nid gmacht',
      'Quatre… nei, cinq! Är redt mit de Japaner Änglisch und mit de Walliser Wallisertitsch 😄',
      'Protel scho. Opera weiss i nid, das hei mir nid',
      'Zwöi Dotze im Hauptgebäude und es halbs Dotze i dr Dependance',
      { retry: '30 Zimmer zäme', key: 'zimmer' },
      'Sofort. Aber är wott jo uf Züri, dr Schlingel 😉',
      'Nüt meh. Ä schöne Abe no',
    ],
    expected: {
      rolle: 'Hausdame / Housekeeping-Leitung',
      monate: 14,
      bereiche: ['Rezeption (Check-in / Check-out)', 'Etage / Zimmerreinigung'],
      gaeste: 5,
      hotelsoftware: true,
      zimmer: 30,
      wieder: true,
    },
    outcome: 'completed',
  },
  // ───────────── Sixteenth blind set, tenant: de-it (rolle, monate, codequalitaet, stack, rufbereitschaft, arbeitsort, hinweis)
  {
    id: 'de-t55',
    title:
      'Stockholm, a Swedish engineering manager writing German with Swedish about a remote developer in Berlin: "Teamlead (Engineering Manager) … sie hat aus Berlin remote gearbeitet" (the work place said before it is asked; asked again only if not taken), "Sedan januari 2023 till och med oktober 2024" in Swedish asked again ("Januar 2023 bis einschließlich Oktober 2024": 22), "Lagom… nein, das ist zu schwedisch 😄 4", "Mest Kotlin, lite Java. Python nej, TypeScript nej" (two languages), "Meinen Sie jour? Ja, sie hatte jour …" (Swedish for on-call, a question back answered in the same message: yes), "Nej tack, det var allt" is no remark',
    tags: [
      'german',
      'words',
      'unit',
      'hedge',
      'question-back',
      'multiple',
      'negation',
      'optional',
      'emoji',
    ],
    questionnaire: 'de-it',
    locale: 'de',
    candidate: { firstName: 'Lea', lastName: 'Hartmann' },
    says: [
      'Hej! Ich bin Teamlead (Engineering Manager) bei einem Fintech in Stockholm. Lea war in meinem Team, sie hat aus Berlin remote gearbeitet',
      'Sedan januari 2023 till och med oktober 2024',
      { retry: 'Förlåt 😅 Januar 2023 bis einschließlich Oktober 2024', key: 'monate' },
      'Lagom… nein, das ist zu schwedisch 😄 4. Sehr sauber, manchmal ein bisschen over-engineered',
      'Mest Kotlin, lite Java. Python nej, TypeScript nej',
      'Meinen Sie jour? Ja, sie hatte jour jeden zweiten Monat, eine Woche lang',
      {
        retry: 'Remote, 100 %. Wir haben sie nur zur Julfeier in Stockholm gesehen 🎄',
        key: 'arbeitsort',
      },
      'Nej tack, det var allt. Ha det bra! 👋',
    ],
    expected: {
      rolle: 'Teamleitung / Engineering Manager',
      monate: 22,
      codequalitaet: 4,
      stack: ['Kotlin', 'Java'],
      rufbereitschaft: true,
      arbeitsort: 'Remote',
    },
    outcome: 'completed',
  },
  // ───────────── Seventeenth blind set (2026-11-30), built-in
  {
    id: 'de-r45',
    title:
      'Augustdorf, a Bundeswehr company commander writing in military shorthand about a departing staff sergeant: "Hptm Vogt, KpChef 3./PzBtl 203 … sein Disziplinarvorgesetzter" (unit numbers in the relationship), "Ausbilder Fahrschule Leopard 2 A7 … 5" (a tank\'s type number beside the rating), "eine 8 gegeben, unsere Skala geht bis 9 … auf Ihrer Skala also klar eine 5" (a 1–9 appraisal scale converted in the same message), "Wertungsstufe 7 von 9" alone on problem solving (asked again: "Auf Ihrer Skala eine 4"), "drei Monate den Zug geführt … 5" on leadership, "Jawohl." is yes, "SaZ 8 (Soldat auf Zeit, 8 Jahre) … vom 01.10.2021 bis DZE 31.03.2025" (42 months, not 8 years; asked again only if not taken), a signature with rank and a Bundeswehr extension after "Keine weiteren Punkte" (no comment)',
    tags: ['german', 'number-in-word', 'unit', 'short', 'signature'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: { firstName: 'Dennis', lastName: 'Krause' },
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
      'Guten Tag. Hptm Vogt, KpChef 3./PzBtl 203, Augustdorf. OFw Krause war bei mir ZgFhr-Stellvertreter im 2. Zug, zuletzt Leiter der Fahrschulgruppe. Ich war sein Disziplinarvorgesetzter.',
      'Klar, knapp, verständlich. Auch vor 120 Soldaten beim Antreten. 4',
      'Ausbilder Fahrschule Leopard 2 A7 und Fahrlehrer für Kettenfahrzeuge, auch Prüfer. 5',
      'Kameradschaft 5. Bei Ihnen heißt das wohl Teamarbeit.',
      'In der planmäßigen Beurteilung hätte ich ihm bei Zuverlässigkeit eine 8 gegeben, unsere Skala geht bis 9. Auf Ihrer Skala also klar eine 5.',
      'Wertungsstufe 7 von 9.',
      { retry: 'Auf Ihrer Skala eine 4.', key: 'problem_solving' },
      'Hat im Einsatz in Litauen drei Monate den Zug geführt, als der Zugführer ausgefallen ist. Ohne Reibungsverluste. 5',
      'Ruhe unter Druck. Sorgfalt bei der Technik. Und er kümmert sich um seine Leute, auch nach Dienst.',
      'Verwaltung und Papierkram, Anträge blieben bei ihm gern liegen. Und seine E-Mails klingen wie Befehle.',
      'Jawohl.',
      'Er war SaZ 8 (Soldat auf Zeit, 8 Jahre). In meiner Kompanie vom 01.10.2021 bis DZE 31.03.2025.',
      { retry: '42 Monate.', key: 'monthsKnown' },
      'Keine weiteren Punkte.\n\nMit kameradschaftlichen Grüßen\nSebastian Vogt\nHauptmann und Kompaniechef\n3./Panzerbataillon 203\nBw-Tel. 90-4411-2417',
    ],
    expected: {
      relationship: { has: ['KpChef', 'Disziplinarvorgesetzter'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      leadership: 5,
      strengths: { has: ['Ruhe unter Druck'] },
      improvements: { has: ['Papierkram'] },
      wouldRehire: true,
      monthsKnown: 42,
    },
    outcome: 'completed',
  },
  // ───────────── Seventeenth blind set, tenant: de-forst (rolle, jahre, taetigkeiten, sicherheit, motorsaegenschein, festmeter, wieder, bemerkung)
  {
    id: 'de-t56',
    title:
      'Scuol, a Romansh forester in the Lower Engadine writing Swiss standard German with Vallader: "Allegra! … Revierförster" (Revierleitung), "Trais ons Lehre und lura quatter ons als Forstwart – pardon, das war Romanisch 😄 Drei Jahre Lehre und dann vier Jahre" (7; asked again only if not taken), "Holzerei mit der Motorsäge … Pflanzung im Schutzwald … Seilkran macht bei uns ein Unternehmer, das hat er nie gemacht. Klettern nein" (two of four), "Quatter" (Romansh 4; asked again if not taken), "Schi, Holzerkurs 1 bis 4" (Romansh yes, looks like "Ski"; the course numbers are no answer), "15 bis 20 Ster am Tag. Festmeter rechne ich nicht im Kopf" (Ster is another unit: asked again, "rund 12 Festmeter"), "Schi, subit! Sofort" is yes, "Grazcha fich e a revair!"',
    tags: ['german', 'words', 'unit', 'range', 'multiple', 'negation', 'optional', 'emoji'],
    questionnaire: 'de-forst',
    locale: 'de',
    candidate: { firstName: 'Curdin', lastName: 'Janett' },
    says: [
      'Allegra! Ich bin Jon Duri Pua, Revierförster im Forstrevier Scuol. Curdin hat bei mir die Lehre als Forstwart gemacht und ist danach geblieben, ich war die ganze Zeit sein Chef.',
      'Trais ons Lehre und lura quatter ons als Forstwart – pardon, das war Romanisch 😄 Drei Jahre Lehre und dann vier Jahre als Forstwart',
      { retry: 'Zusammen 7 Jahre', key: 'jahre' },
      'Holzerei mit der Motorsäge, das ist bei uns das Hauptgeschäft, alles im Steilhang. Und Pflanzung im Schutzwald, jedes Frühjahr Lärchen und Arven im Lawinenverbau. Seilkran macht bei uns ein Unternehmer aus dem Vinschgau, das hat er nie gemacht. Klettern nein.',
      'Quatter. Er ist sehr umsichtig, nur beim Fällen am Hang manchmal etwas zu schnell',
      { retry: '4 (quatter = vier)', key: 'sicherheit' },
      'Schi, Holzerkurs 1 bis 4 hat er alle, das gehört bei uns zur Lehre',
      { retry: 'Ja, hat er. Schi heisst ja 😄', key: 'motorsaegenschein' },
      'Bei uns im Steilhang 15 bis 20 Ster am Tag. Festmeter rechne ich nicht im Kopf, das macht das Büro',
      { retry: 'Das Büro sagt: rund 12 Festmeter', key: 'festmeter' },
      'Schi, subit! Sofort',
      'Er geht ins Unterland, seine Freundin arbeitet in Zürich. Schade für uns, solche Forstwarte findet man hier oben kaum. Grazcha fich e a revair!',
    ],
    expected: {
      rolle: 'Revierleitung (Förster/in)',
      jahre: 7,
      taetigkeiten: ['Holzernte mit der Motorsäge', 'Pflanzung und Kulturpflege'],
      sicherheit: 4,
      motorsaegenschein: true,
      festmeter: 12,
      wieder: true,
      bemerkung: { has: ['Zürich'] },
    },
    outcome: 'completed',
  },
  // ───────────── Seventeenth blind set, built-in
  {
    id: 'de-r46',
    title:
      'Aurich, an East Frisian wind-turbine service lead who pastes the question above each answer ("Wie gut kommuniziert Hauke, auf einer Skala von 1 bis 5?\\n4": the pasted "1 bis 5" is no answer), "Führung kann ich nich sagen" (absent), "📎 Arbeitszeugnis_Janssen_Hauke.pdf" and then "Steht alles im Zeugnis 👆" for the strengths (no answer; asked again), a later message that pastes the teamwork question again and corrects it ("Da muss ich korrigieren … Eher 3") while improvements were asked, then the improvements, "Jo, auf jeden." is yes, "Seit Mai 2021 … gut fünfeinhalb Jahre" (66), "Nee, dat wär\'s. Rüm Hart, klaar Kimming!" is no comment',
    tags: ['german', 'correction', 'dont-know', 'off-topic', 'words', 'hedge', 'emoji'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: { firstName: 'Hauke', lastName: 'Janssen' },
    to: [
      'rel',
      'com',
      'tec',
      'tea',
      'rlb',
      'pro',
      'lea',
      'str',
      'str',
      'str',
      'imp',
      'imp',
      'reh',
      'mon',
      'mon',
      'cmt',
    ],
    says: [
      'Moin. Ich war Hauke sein Teamleiter im Service, Windenergieanlagen, Standort Aurich. Er war Servicetechniker bei mir im Team',
      'Wie gut kommuniziert Hauke, auf einer Skala von 1 bis 5?\n4',
      'Fachliche Fähigkeiten von 1 bis 5?\n5. Hydraulik, Elektrik, Umrichter, alles',
      'Teamarbeit?\n5',
      'Jo, 5. Wenn um 6 Abfahrt war, stand er um viertel vor am Bus',
      '4',
      'Führung kann ich nich sagen, er hatte keinen unter sich. Mal nen Praktikanten, dat zählt nich',
      '📎 Arbeitszeugnis_Janssen_Hauke.pdf',
      'Steht alles im Zeugnis 👆',
      {
        retry:
          'Na gut 😄 Fehlersuche. Er findet den Fehler in der Gondel, wo andere drei Tage suchen. Und keine Höhenangst, auch bei Wind',
        key: 'strengths',
      },
      'Teamarbeit?\nDa muss ich korrigieren, hab oben zu schnell getippt. Eher 3. Er macht gern alles allein, auch wo zu zweit vorgeschrieben is',
      'Und dat is auch, wo er besser werden kann: Absprachen im Team. Und Serviceberichte schreibt er ungern',
      'Jo, auf jeden.',
      'Seit Mai 2021, er is ja noch bis Jahresende bei uns. Gut fünfeinhalb Jahre',
      { retry: '66 Monate', key: 'monthsKnown' },
      "Nee, dat wär's. Rüm Hart, klaar Kimming!",
    ],
    expected: {
      relationship: { has: ['Teamleiter'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 3,
      reliability: 5,
      problem_solving: 4,
      strengths: { has: ['Fehlersuche'], not: ['Zeugnis'] },
      improvements: { has: ['Absprachen'] },
      wouldRehire: true,
      monthsKnown: 66,
    },
    outcome: 'completed',
  },
  // ───────────── Seventeenth blind set, tenant: de-forst (rolle, jahre, taetigkeiten, sicherheit, motorsaegenschein, festmeter, wieder, bemerkung)
  {
    id: 'de-t57',
    title:
      'Furtwangen, a Black Forest forestry contractor writing Alemannic from the stand: "I bin sin Chef gsi … Mir sin Forstunternehmer" (the employer), the years cut by a dead zone ("Vo 20" alone, then "19 bis Frühjohr 2024. Sorry, Funkloch 🙄 Also fünf Johr": 5, not 20), "Harvester und Forwarder … Mit de Motorsäg au … Pflanze macht bi uns s Forstamt selber, Klettere au nit" (two of four), "5, do gits nix", "AS Baum I und II" (Roman numerals) is yes, "120, 130 Festmeter am Dag" (asked again: "Schriebe Se 120"), then "Jetzt muss i Schluss mache, am Forwarder isch en Hydraulikschlauch verrisse" before the required yes/no, and he does not come back (open)',
    tags: [
      'german',
      'range',
      'hedge',
      'multiple',
      'negation',
      'number-in-word',
      'optional',
      'off-topic',
      'emoji',
    ],
    questionnaire: 'de-forst',
    locale: 'de',
    candidate: { firstName: 'Benedikt', lastName: 'Schwörer' },
    says: [
      'Grüß Gott, do isch de Markus Dold vom Forstbetrieb Dold in Furtwangen. I bin sin Chef gsi, de Benni war bi mir agstellt. Mir sin Forstunternehmer, mir schaffe fürs Forstamt und für de Privatwald',
      'Vo 20',
      '19 bis Frühjohr 2024. Sorry, Funkloch 🙄 Also fünf Johr',
      'Harvester und Forwarder hauptsächlich, er isch de beschte Harvesterfahrer wo i je ghet hab. Mit de Motorsäg au, wo de Harvester nit hiekommt, im Steilhang. Pflanze macht bi uns s Forstamt selber, Klettere au nit',
      '5, do gits nix. Rettungstreffpunkt, Funk, Schnittschutzhos, alles immer',
      'Hot er, AS Baum I und II',
      'Mit em Harvester im Fichtenbestand 120, 130 Festmeter am Dag, im Käferholz au mol meh',
      { retry: 'Schriebe Se 120', key: 'festmeter' },
      'Jetzt muss i Schluss mache, am Forwarder isch grad en Hydraulikschlauch verrisse. I meld mi heut Obend, gell',
    ],
    expected: {
      rolle: 'Forstunternehmer/in (Arbeitgeber)',
      jahre: 5,
      taetigkeiten: [
        'Holzernte mit der Motorsäge',
        'Maschinenarbeit (Harvester, Forwarder, Seilkran)',
      ],
      sicherheit: 5,
      motorsaegenschein: true,
      festmeter: 120,
    },
    outcome: 'open',
  },
  // ───────────── Seventeenth blind set, tenant: de-logistik (monate, sorgfalt, staplerschein, arbeitszeit, anmerkungen)
  {
    id: 'de-t58',
    title:
      'Rostock, a port warehouse shift lead who types very short ("jo moin. so 30 monate", "5", "jo") about the wrong Kevin, then, asked for the working time, "Moment. Kevin SCHULZ? Der Lange mit der Brille aus der Spätschicht? Mist, ich hab die ganze Zeit an Kevin Schmidt gedacht 🙈" and corrects three earlier answers in one message ("14 Monate, nicht 30. Sorgfalt eher ne 3. Staplerschein hat er keinen"), "Schicht. Früh/Spät im Wechsel" (Schichtdienst), "nee. sorry nochmal für das durcheinander" is no remark',
    tags: [
      'german',
      'short',
      'correction',
      'multi-answer',
      'negation',
      'hedge',
      'optional',
      'emoji',
    ],
    questionnaire: 'de-logistik',
    locale: 'de',
    candidate: { firstName: 'Kevin', lastName: 'Schulz' },
    says: [
      'jo moin. so 30 monate',
      '5',
      'jo',
      'Moment. Kevin SCHULZ? Der Lange mit der Brille aus der Spätschicht? Mist, ich hab die ganze Zeit an Kevin Schmidt gedacht, wir haben zwei Kevins im Lager 🙈 Also für Kevin Schulz richtig: 14 Monate, nicht 30. Sorgfalt eher ne 3. Staplerschein hat er keinen, den wollte er immer noch machen',
      'Schicht. Früh/Spät im Wechsel',
      'nee. sorry nochmal für das durcheinander',
    ],
    expected: {
      monate: 14,
      sorgfalt: 3,
      staplerschein: false,
      arbeitszeit: 'Schichtdienst',
    },
    outcome: 'completed',
  },
  // ───────────── Eighteenth blind set (2026-11-30), built-in
  {
    id: 'de-r47',
    title:
      'Meschede, a Sauerland metalworker who is the candidate\'s uncle and was his boss ("Vorweg, damit alles sauber ist: Ich bin sein Onkel … und ich war vier Jahre sein Chef"), "Der Junge redet mehr als meine Schwester … 4", two ratings in reverse order while teamwork was asked ("Zuverlässigkeit fragen Sie doch bestimmt als Nächstes … zuverlässig 3 … Und Team 4"), an ironic answer with no number on problem solving ("Er löst jedes Problem, das er vorher selbst gebaut hat 😂"; asked again: "Nee, Spaß beiseite. 4"), leadership left out because he is biased ("Führung lass ich weg, da bin ich befangen"), two durations of which he picks one ("Kennen tu ich ihn, seit er auf der Welt ist … 26 Jahre … Nehmen Sie die 48 Monate"), his bias repeated as the comment',
    tags: ['german', 'multi-answer', 'off-topic', 'skip', 'unit', 'words', 'emoji'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: { firstName: 'Jannik', lastName: 'Hesse' },
    to: ['rel', 'com', 'tec', 'tea', 'pro', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      'Vorweg, damit alles sauber ist: Ich bin sein Onkel, der Bruder von seiner Mutter. Und ich war vier Jahre sein Chef in unserer Schlosserei in Meschede. Wenn das nicht zählt, sagen Sie Bescheid',
      'Der Junge redet mehr als meine Schwester, und das will was heißen 😂 Mit Kunden aber gut. 4',
      'Schweißen kann er, WIG und MAG, besser als ich. Treppengeländer, Carports, Balkone, alles. 5',
      'Zuverlässigkeit fragen Sie doch bestimmt als Nächstes, dann gleich mit: zuverlässig 3, montags nach dem Schützenfest sowieso 😅 Und Team 4, mit den Gesellen kommt er gut klar',
      'Probleme lösen? Er löst jedes Problem, das er vorher selbst gebaut hat 😂',
      {
        retry:
          'Nee, Spaß beiseite. 4. Wenn auf der Baustelle was nicht passt, fällt ihm immer was ein',
        key: 'problem_solving',
      },
      'Führung lass ich weg, da bin ich befangen. Und er hatte eh nur den Azubi unter sich',
      'Er gibt nicht auf. Und die alten Kunden wollen nur ihn, weil er sich Zeit nimmt',
      'Ordnung im Lager. Und Angebote schreiben, Papierkram hasst er',
      'Als Onkel sowieso 😄 Als Chef auch, sonst hätt ich ihn nicht vier Jahre behalten. Ja',
      'Kennen tu ich ihn, seit er auf der Welt ist, das wären 26 Jahre 😄 Zusammengearbeitet haben wir vier Jahre. Nehmen Sie die 48 Monate, das andere ist ja Familie',
      'Nur noch mal: Ich bin sein Onkel, nehmen Sie meine Antworten mit Vorsicht. Sonst nix. Schöne Grüße aus dem Sauerland',
    ],
    expected: {
      relationship: { has: ['Onkel', 'Chef'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 3,
      problem_solving: 4,
      strengths: { has: ['gibt nicht auf'] },
      improvements: { has: ['Ordnung', 'Papierkram'] },
      wouldRehire: true,
      monthsKnown: 48,
      comments: { has: ['Onkel', 'Vorsicht'] },
    },
    outcome: 'completed',
  },
  // ───────────── Eighteenth blind set, tenant: de-kfz (rolle, jahre, arbeiten, diagnose, ordnung, hochvolt, fahrzeuge, wieder, bemerkung)
  {
    id: 'de-t59',
    title:
      'Heilbronn, a Werkstattmeister at a car dealer writing Swabian, fair but with doubts about the candidate: "dr Werkstattmeischter … Mechatroniker bei mir", "Drei Jahr Lehr und no zwei Jahr als Gselle. Zählt d Lehr bei Ihne mit?" (a question back, 2 or 5 unsettled; asked again: "Dann schreibet Se fünf"), "Fehlersuch am Star Diagnose macht bei uns dr Kolleg, do isch er ned na" (a diagnosis word in a denial; two of five), "Muss i des beantworte? … Sieht er des, was i do schreib?" on the diagnosis rating (no answer; asked again: "ehrlich: a 2"), "Woiß i ned … koine E-Autos" (absent), "70, 80 AW am Tag" (Arbeitswerte, another unit: asked again, "So vier am Tag"), "Menschlich jederzeit, aber als Mechatroniker… noi" is no, a remark about loose wheel bolts',
    tags: [
      'german',
      'question-back',
      'unit',
      'range',
      'dont-know',
      'negation',
      'multiple',
      'optional',
      'long',
    ],
    questionnaire: 'de-kfz',
    locale: 'de',
    candidate: { firstName: 'Dominik', lastName: 'Kächele' },
    says: [
      'Grüß Gott. Ich bin dr Werkstattmeischter im Autohaus Seeger in Heilbronn, dr Dominik war Mechatroniker bei mir in dr Werkstatt',
      'Drei Jahr Lehr und no zwei Jahr als Gselle. Zählt d Lehr bei Ihne mit?',
      { retry: 'Dann schreibet Se fünf, er war ja die ganz Zeit bei uns im Haus', key: 'jahre' },
      'Inspektione, Bremse, Reife wechsle, des ganze Tagesgschäft halt. Fehlersuch am Star Diagnose macht bei uns dr Kolleg, do isch er ned na. Klima au ned',
      'Muss i des beantworte? I will ihm nix verbaue, er isch a feiner Kerle. Sieht er des, was i do schreib?',
      {
        retry:
          'Also guet, ehrlich: a 2. Fehlersuch isch ned sei Ding, der tauscht lieber Teile, bis es halt wieder lauft',
        key: 'diagnose',
      },
      'Des scho, 4. Sei Platz war immer sauber, Schonbezüg und Fußmatte hat er nie vergesse',
      'Woiß i ned. Bei uns hat er koine E-Autos gmacht, des macht dr Hochvolt-Kolleg',
      'Mir rechnet in AW. Er hat so 70, 80 AW am Tag abgrechnet',
      { retry: 'Autos? So vier am Tag, im Frühjahr beim Reifewechsel mehr', key: 'fahrzeuge' },
      'Ehrlich? Noi. Menschlich jederzeit, aber als Mechatroniker… noi. Tut mir leid für ihn',
      'Des solltet Se wisse: Zwoimal hat er bei am Kundeauto d Radschraube ned nachzoge, oimal isch oiner mit am lockere Rad vom Hof gfahre. Isch nix passiert, Gott sei Dank. Aber er isch jung, vielleicht wird des no',
    ],
    expected: {
      rolle: 'Werkstattmeister/in',
      jahre: 5,
      arbeiten: ['Inspektion und Wartung', 'Bremsen, Fahrwerk und Reifen'],
      diagnose: 2,
      ordnung: 4,
      fahrzeuge: 4,
      wieder: false,
      bemerkung: { has: ['Radschraube'] },
    },
    outcome: 'completed',
  },
  // ───────────── Eighteenth blind set, built-in
  {
    id: 'de-r48',
    title:
      'Hermannsburg (Lüneburger Heide), a Lutheran Pastorin about a deacon, in long sentences full of numbers: "Pädagogisch 5, theologisch eher 3" as one rating (two numbers: asked again, "Dann nehmen Sie die 4"), "zwei Kirchenvorstandswahlen überlebt 😄 4", "In den fünf Jahren … 40 Konfirmanden … 3 Freizeiten … 5" (the rating last among other numbers), "Weiß ich ehrlich gesagt nicht" (absent), "60 Kinder, 12 Teamer. 5", then "ich muss los, Beerdigung um 14 Uhr. Ich melde mich heute Abend wieder" while improvements were asked and she comes back ("So, da bin ich wieder 🙏 Wo waren wir?", an answer with "Er sagt zu allem Ja" in it), "Sofort … die Stelle auf 50 % kürzt" is yes, "fünf Konfirmandenjahrgänge" (a church year as the unit: asked again, "Also fünf Jahre": 60), "Gottes Segen" is no comment',
    tags: ['german', 'long', 'off-topic', 'dont-know', 'unit', 'words', 'range', 'emoji'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: { firstName: 'Malte', lastName: 'Oltmanns' },
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
      'mon',
      'mon',
      'cmt',
    ],
    says: [
      'Moin, hier schreibt Pastorin Anke Wiebking aus der Kirchengemeinde Hermannsburg. Herr Oltmanns ist bei uns Diakon für die Jugendarbeit, ich bin seine Dienstvorgesetzte',
      'Er erreicht die Jugendlichen, wo ich längst aufgegeben hätte, und im Gemeindebrief schreibt er verständlicher als ich. 5',
      'Fachlich – was heißt das bei einem Diakon? Pädagogisch 5, theologisch eher 3, aber dafür bin ja ich da 😄',
      { retry: 'Dann nehmen Sie die 4', key: 'technical_skill' },
      'Er hat zwei Kirchenvorstandswahlen überlebt, das sagt alles 😄 4',
      'In den fünf Jahren hat er bei 40 Konfirmanden im Jahrgang und 3 Freizeiten im Sommer nicht einen Termin verschwitzt. 5',
      'Weiß ich ehrlich gesagt nicht, die schwierigen Sachen landen meistens bei mir auf dem Tisch',
      'Er leitet unsere Sommerfreizeit in Dänemark, 60 Kinder, 12 Teamer. 5',
      'Er hört zu. Und er kann Jugendliche begeistern, die sonst nie in eine Kirche gehen würden',
      'Oh, entschuldigen Sie, ich muss los, Beerdigung um 14 Uhr. Ich melde mich heute Abend wieder',
      'So, da bin ich wieder 🙏 Wo waren wir? Ach ja, was er verbessern kann: Er sagt zu allem Ja, auch wenn er schon drei Termine am Abend hat. Nein sagen lernen',
      'Sofort. Er geht ja nur, weil die Landeskirche die Stelle auf 50 % kürzt',
      'Er hat fünf Konfirmandenjahrgänge mit mir durchgezogen',
      { retry: 'Also fünf Jahre. Ein Jahrgang ist bei uns ein Jahr', key: 'monthsKnown' },
      'Nein, das war alles. Gottes Segen und einen schönen Abend!',
    ],
    expected: {
      relationship: { has: ['Pastorin', 'Dienstvorgesetzte'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 4,
      reliability: 5,
      leadership: 5,
      strengths: { has: ['hört zu'] },
      improvements: { has: ['Nein sagen'], not: ['Beerdigung'] },
      wouldRehire: true,
      monthsKnown: 60,
    },
    outcome: 'completed',
  },
  // ───────────── Eighteenth blind set, tenant: de-buchhaltung (beziehung, erfahrung, genauigkeit, programme, abschluss, stunden, hinweis)
  {
    id: 'de-t60',
    title:
      'Basel, a Mandatsleiterin at a Treuhand (a Swiss accounting firm, not the tax-adviser option: she was the direct boss), "Bei uns 4 Jahre, davor 3 Jahre … nach der KV-Lehre. Also rund 7", "Auf den Rappen genau. 5", "Abacus vor allem … Excel jeden Tag. SAP nur ein bisschen" (an option not offered, two kept), "Die Monatsabschlüsse ja, selbstständig. Jahresabschlüsse hat sie vorbereitet" is yes, "ein 80%-Pensum" (a Swiss part-time percentage, not hours: asked again, "100 % sind 42 Stunden, also 33,6": a decimal comma), then, while the remark was asked, the programme question quoted back with an addition ("„Mit welchen Programmen …“ Nachtrag dazu: DATEV auch": added to the earlier multiple choice, not the remark), then the remark',
    tags: ['german', 'unit', 'multiple', 'wrong-question', 'correction', 'optional', 'hedge'],
    questionnaire: 'de-buchhaltung',
    locale: 'de',
    candidate: { firstName: 'Seraina', lastName: 'Vögtli' },
    says: [
      'Grüessech! Ich bin Mandatsleiterin bei einer Treuhand in Basel und war ihre direkte Vorgesetzte',
      'Bei uns 4 Jahre, davor 3 Jahre Buchhaltung bei der Gemeinde Riehen nach der KV-Lehre. Also rund 7',
      'Auf den Rappen genau. 5',
      'Abacus vor allem, das kennt man in Deutschland kaum. Excel jeden Tag. SAP nur ein bisschen, bei einem grösseren Mandanten',
      'Die Monatsabschlüsse ja, selbstständig. Jahresabschlüsse hat sie vorbereitet, unterschrieben habe ich',
      'Sie hatte ein 80%-Pensum',
      { retry: 'Bei uns sind 100 % 42 Stunden, also 33,6 Stunden pro Woche', key: 'stunden' },
      '„Mit welchen Programmen hat sie oder er gearbeitet?“\nNachtrag dazu, sorry: DATEV auch, für unsere deutschen Mandanten aus Lörrach. Hatte ich vergessen',
      'Und zu Ihrer letzten Frage: Sie zieht mit ihrem Partner nach Freiburg, sonst hätten wir sie nie gehen lassen. Merci vielmal und en schöne Tag!',
    ],
    expected: {
      beziehung: 'Vorgesetzte/r',
      erfahrung: 7,
      genauigkeit: 5,
      programme: ['DATEV', 'SAP', 'Excel'],
      abschluss: true,
      stunden: 33.6,
      hinweis: { has: ['Freiburg'], not: ['DATEV'] },
    },
    outcome: 'completed',
  },
  // ───────────── Eighteenth blind set, tenant: de-kfz (rolle, jahre, arbeiten, diagnose, ordnung, hochvolt, fahrzeuge, wieder, bemerkung)
  {
    id: 'de-t61',
    title:
      'Stuttgart-Feuerbach, a Portuguese owner of a free workshop writing German with European Portuguese: "Olá! Sou… desculpa, ich bin der Chef. Die Werkstatt gehört mir" (the owner), asked the years he gives the diagnosis rating first and the years after ("Fehler finden kann er wie kein anderer, da geb ich 5 … seit September 2020, also sechs Jahre jetzt": two answers in reverse order, the rating ahead of its question), "Tudo – alles eigentlich … Motor und Getriebe machen wir nicht" (four of five), "Não sei… Werkstatt ist Werkstatt 😄 Das lassen wir weg" on the optional rating (absent), "Sim, HV 2S seit 2023" is yes, "Pro Woche so 25 Autos, mais ou menos" (per week, not per day: asked again, "Fünf, dia normal"), "Sim senhor! Sofort" is yes, "Obrigado, nada mais" is no remark',
    tags: [
      'german',
      'portuguese',
      'multi-answer',
      'unit',
      'hedge',
      'skip',
      'number-in-word',
      'multiple',
      'negation',
      'optional',
      'emoji',
    ],
    questionnaire: 'de-kfz',
    locale: 'de',
    candidate: { firstName: 'Philipp', lastName: 'Rapp' },
    says: [
      'Olá! Sou… desculpa, ich bin der Chef. Die Werkstatt gehört mir, Auto Ferreira in Feuerbach, freie Werkstatt. Der Philipp war bei mir angestellt',
      'Fehler finden kann er wie kein anderer, da geb ich 5, Diagnose ist sein Ding. Bei mir war er seit September 2020, also sechs Jahre jetzt',
      'Tudo – alles eigentlich. Inspektion, Bremsen, Elektrik am Bosch-Tester, Klimaanlagen im Sommer. Motor und Getriebe machen wir nicht, das geht zum Spezialisten nach Zuffenhausen',
      'Não sei… Werkstatt ist Werkstatt 😄 Das lassen wir weg',
      'Sim, HV 2S seit 2023. Bei mir macht er alle Hybride',
      'Pro Woche so 25 Autos, mais ou menos',
      { retry: 'Am Tag? Fünf, dia normal', key: 'fahrzeuge' },
      'Sim senhor! Sofort. Aber er will ja zu Porsche, claro 😄',
      'Obrigado, nada mais. Boa sorte pro Philipp!',
    ],
    expected: {
      rolle: 'Inhaber/in oder Geschäftsführung',
      jahre: 6,
      arbeiten: [
        'Inspektion und Wartung',
        'Diagnose und Fahrzeugelektrik',
        'Bremsen, Fahrwerk und Reifen',
        'Klimaservice',
      ],
      diagnose: 5,
      hochvolt: true,
      fahrzeuge: 5,
      wieder: true,
    },
    outcome: 'completed',
  },
  // ───────────── Nineteenth blind set, built-in
  {
    id: 'de-r49',
    title:
      'Weiden (Upper Palatinate), a daughter typing for her father, a retired master glass cutter with no smartphone who hears badly: "hier schreibt Monika …, die Tochter von Josef Schieder … ich les ihm die Fragen vor" (the father is the referee, his words quoted in „…“ in Oberpfälzisch), "Also 4. Ich hätt ja 5 gsagt … 😄" (the daughter\'s own view beside his: his 4), "Er sagt 3 … Jetzt überlegt er… „Schreib a Vierer, des erste Jahr zählt ned.“" (a correction by the referee relayed), a question read out twice ("ich hab\'s ihm nochmal lauter vorgelesen 🙈"), leadership with only a laugh ("„Der Bua und Chef? Mei…“"; asked again: "„A Zwoa …“"), "Er sagt „Naa“. – Moment, jetzt erklärt er: die Schleiferei gibt\'s seit 2009 nimmer … „Freilich, sofort!“ Also ja" (a no that answered another question), "„Vo da Lehr achtadneunzg bis mir 2009 zugsperrt ham“" (a dialect number word, years and no months: asked again, elf Jahr: 132), a comment with "in 40 Jahr"',
    tags: ['german', 'correction', 'words', 'unit', 'negation', 'long', 'emoji', 'hedge'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: { firstName: 'Andreas', lastName: 'Bäuml' },
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
      'Grüß Gott, hier schreibt Monika Schieder, die Tochter von Josef Schieder. Mein Vater hat kein Smartphone und hört schlecht, ich les ihm die Fragen vor und schreib, was er sagt. Er war Meister in der Glasschleiferei Kick in Weiden, der Andreas war bei ihm Lehrling und dann Geselle',
      'Er sagt: „Redn hod er kenna, aber ned zvui.“ Also 4. Ich hätt ja 5 gsagt, ich kenn den Andi vom Schützenverein 😄',
      '„A Händ fürs Glas wia koa Zweiter.“ Papa sagt 5, ohne Nachdenken',
      '„Mit de andern? Passt scho.“ Ich hab gfragt, welche Zahl: „Vier halt.“',
      'Er sagt 3, weil der Andreas im ersten Lehrjahr oft zu spät kam. Jetzt überlegt er… „Schreib a Vierer, des erste Jahr zählt ned.“',
      "Er hat die Frage erst nicht verstanden, ich hab's ihm nochmal lauter vorgelesen 🙈 „Wenn die Maschin gspunna hod, hod er's selber grichtet.“ 5",
      'Da lacht er nur und sagt „Der Bua und Chef? Mei…“',
      {
        retry: 'Ich hab nachgebohrt: „A Zwoa. Er war ja nie Vorarbeiter bei uns.“',
        key: 'leadership',
      },
      '„Geduld. Und er hod a Aug fürs Detail.“',
      '„Er soll si mehr zutrauen.“',
      "Er sagt „Naa“. – Moment, jetzt erklärt er: die Schleiferei gibt's seit 2009 nimmer, deswegen. Ich hab gefragt, wenn's sie noch gäb: „Freilich, sofort!“ Also ja",
      '„Vo da Lehr achtadneunzg bis mir 2009 zugsperrt ham.“',
      {
        retry: 'Er sagt elf Jahr. Angefangen im September, zugsperrt im Herbst',
        key: 'monthsKnown',
      },
      'Papa sagt: „Schreibts eini, dass er der beste Lehrbua war, den i in 40 Jahr ghabt hab.“ Und Grüße von uns beiden! Monika',
    ],
    expected: {
      relationship: { has: ['Meister'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 4,
      problem_solving: 5,
      leadership: 2,
      strengths: { has: ['Geduld'] },
      improvements: { has: ['zutrauen'] },
      wouldRehire: true,
      monthsKnown: 132,
      comments: { has: ['Lehrbua'] },
    },
    outcome: 'completed',
  },
  // ───────────── Nineteenth blind set, tenant: de-reinigung (rolle, monate, bereiche, gruendlichkeit, puenktlichkeit, schluessel, leistung, wieder, bemerkung)
  {
    id: 'de-t62',
    title:
      'Frankfurt, an Eritrean Vorarbeiterin in commercial cleaning who learned German as an adult (no articles, "in meine Team"): "Objektleiter ist Herr Keller, nicht ich" (an option named in a denial), "Sie kommt nach Meskel letztes Jahr. Meskel ist unser Fest, Ende September" (a date by an Eritrean Orthodox feast: asked again, 14), "Fenster nein … Krankenhaus haben wir nicht" (two of five), "Ich kontrolliere mit weiße Tuch 😄 … Fünf", "Immer 10 Minuten früher da … 5" on the optional rating, "Schlüssel nein … Aber Alarm-Code sie weiß" (a no for one half of an "or" question and a yes for the other: yes), "200m² in eine Stunde" (a superscript ² right after the digits), "እወ 👍" (Tigrinya yes in Ge\'ez script: asked again), a remark ending in Ge\'ez script',
    tags: [
      'german',
      'unit',
      'negation',
      'multiple',
      'optional',
      'number-in-word',
      'emoji',
      'typos',
    ],
    questionnaire: 'de-reinigung',
    locale: 'de',
    candidate: { firstName: 'Mariam', lastName: 'Haidari' },
    says: [
      'Selam! Ich bin Letekidan, Vorarbeiterin bei Firma Glanzwerk. Objektleiter ist Herr Keller, nicht ich. Mariam ist in meine Team, Abendschicht in Büro in Eschborn',
      'Sie kommt nach Meskel letztes Jahr. Meskel ist unser Fest, Ende September',
      { retry: 'Also September 2025 bis jetzt. 14 Monate', key: 'monate' },
      'Büro jeden Abend, Treppenhaus auch. Im Sommer Grundreinigung mit Maschine in die Schule, sie kann Maschine fahren. Fenster nein, macht andere Firma. Krankenhaus haben wir nicht',
      'Ich kontrolliere mit weiße Tuch 😄 Bei Mariam fast nie schmutzig. Fünf',
      'Immer 10 Minuten früher da. Nur einmal zu spät, Bahn Streik. 5',
      'Schlüssel nein, Schlüssel hat nur ich. Aber Alarm-Code sie weiß, wenn ich frei habe sie macht auf und zu',
      '200m² in eine Stunde, Büro. Treppenhaus weniger',
      'እወ 👍',
      { retry: 'Ja! 😊 Entschuldigung, das war Tigrinya', key: 'wieder' },
      'Sie macht Deutschkurs am Abend, im Januar B1 Prüfung. Bitte geben Sie ihr Chance. የቐንየለይ – danke',
    ],
    expected: {
      rolle: 'Vorarbeiter/in',
      monate: 14,
      bereiche: [
        'Unterhaltsreinigung (Büro, Treppenhaus)',
        'Grundreinigung und Bodenpflege (Maschine)',
      ],
      gruendlichkeit: 5,
      puenktlichkeit: 5,
      schluessel: true,
      leistung: 200,
      wieder: true,
      bemerkung: { has: ['B1'] },
    },
    outcome: 'completed',
  },
  // ───────────── Nineteenth blind set, built-in
  {
    id: 'de-r50',
    title:
      'Douala, a Cameroonian engineer who learned German at a lycée in Cameroon (a former German colony) writing German with French and Camfranglais: ratings on the Cameroonian school scale out of 20, converted in the same message ("16 sur 20, also auf Ihrer Skala eine 4") and not converted ("18/20!" beside "40 Dächer": 4.5, asked again: "Dann 5"), "Er macht keinen Kongossa (Klatsch)", "Zéro ndem 😄 … 5" (a French zero before the rating), "Je dirais 4… non, 5", "Führung kann ich nicht beurteilen, il était encore junior" (absent), "Il doit apprendre à dire non au client", "Sans hésiter!" is yes, "Von der Rentrée 2022 bis … Juni 2025" (the French school-year start as a date: asked again, 33), a remark about the ENSP Yaoundé',
    tags: [
      'german',
      'french',
      'unit',
      'correction',
      'dont-know',
      'number-in-word',
      'emoji',
      'long',
    ],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: { firstName: 'Hervé', lastName: 'Fotso' },
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
      'Bonjour, guten Tag! Ich bin Ing. Paul Ekambi, Geschäftsführer von Ekambi Solaire SARL in Douala, Kamerun. Herr Fotso war bei uns Projektingenieur, ich war sein direkter Chef. Ich habe Deutsch am Lycée in Douala gelernt, bitte entschuldigen Sie meine Fehler 🙏',
      'Bei uns in Kamerun gibt man Noten auf 20. Für Kommunikation gebe ich 16 sur 20, also auf Ihrer Skala eine 4',
      '18/20! Er hat alle unsere Photovoltaik-Anlagen in Bonabéri geplant, 40 Dächer',
      { retry: 'Dann 5. Er ist der beste Techniker, den ich hatte', key: 'technical_skill' },
      'Er macht keinen Kongossa (Klatsch) im Büro, alle Kollegen mögen ihn. 4',
      'Zéro ndem 😄 – nie ein Problem, nie ein Fehler auf der Baustelle. 5',
      'Bei délestage (Stromausfall) findet er immer eine Lösung. Je dirais 4… non, 5',
      'Führung kann ich nicht beurteilen, il était encore junior, er hatte niemand unter sich',
      'Rigueur und Ehrlichkeit. Er arbeitet sehr genau',
      'Il doit apprendre à dire non au client 😅 Er sagt immer ja, auch wenn der Termin unmöglich ist',
      'Sans hésiter! Wenn er nach Douala zurückkommt, die Tür ist offen',
      'Von der Rentrée 2022 bis er nach Deutschland gegangen ist, im Juni 2025',
      { retry: 'September 2022 bis Juni 2025, also 33 Monate', key: 'monthsKnown' },
      'Eine Sache noch: Sein Diplom ist von der ENSP Yaoundé (École Nationale Supérieure Polytechnique). In Deutschland kennt man sie nicht, aber sie ist sehr gut. Merci et bonne journée!',
    ],
    expected: {
      relationship: { has: ['Chef'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 5,
      strengths: { has: ['genau'] },
      improvements: { has: ['Termin'] },
      wouldRehire: true,
      monthsKnown: 33,
      comments: { has: ['ENSP'] },
    },
    outcome: 'completed',
  },
  // ───────────── Nineteenth blind set, tenant: de-gastro (rolle, saisons, hygiene, posten, belastbarkeit, naechsteSaison, bemerkung)
  {
    id: 'de-t63',
    title:
      'Stinatz (Stinjaki), South Burgenland, the landlady of a village inn of the Burgenland Croatian minority: "Bog daj!", the next season answered before it is asked ("nehmen tät ich sie jederzeit wieder, des sag ich gleich vorweg": not asked again), "Saisons? Wir haben ganzjährig offen … Sie war drei Martini bei uns" (seasons counted by the St. Martin\'s goose weeks in a house open all year: asked again, 3), a number in Burgenland Croatian ("Pet! Fünf") on hygiene, stations given as dishes in Austrian kitchen words ("die Heurigenplatten, Gansl und Schnitzel, und die Mehlspeisen, Strudel und Kipferl. Frühstück gibt\'s bei uns ned": three of four), "Am Martinisonntag mit 300 Gansl … 5", "Hvala lipa!" after the remark',
    tags: ['german', 'multi-answer', 'unit', 'multiple', 'negation', 'optional', 'number-in-word'],
    questionnaire: 'de-gastro',
    locale: 'de',
    candidate: { firstName: 'Katharina', lastName: 'Sinkovits' },
    says: [
      'Bog daj! Ich bin die Wirtin vom Gasthaus Grandits in Stinatz, das Haus gehört mir, und die Kathi war bei uns in der Küche. Nehmen tät ich sie jederzeit wieder, des sag ich gleich vorweg',
      'Saisons? Wir haben ganzjährig offen. Sie war drei Martini bei uns, also drei Gansl-Zeiten im November',
      { retry: 'Dann schreiben Sie 3. Drei Jahr, ganzjährig', key: 'saisons' },
      'Pet! Fünf. Die Lebensmittelaufsicht hat bei ihr nie was gfunden',
      "Die Heurigenplatten, Gansl und Schnitzel, und die Mehlspeisen, Strudel und Kipferl. Frühstück gibt's bei uns ned",
      'Am Martinisonntag mit 300 Gansl hat sie nicht einmal geschimpft. 5',
      'Sie kann Kroatisch, Ungarisch und Deutsch, für die Gäste aus Ungarn ist das viel wert. Hvala lipa!',
    ],
    expected: {
      rolle: 'Inhaber/in',
      saisons: 3,
      hygiene: 5,
      posten: ['Kalte Küche', 'Saucen und Fleisch', 'Pâtisserie'],
      belastbarkeit: 5,
      naechsteSaison: true,
      bemerkung: { has: ['Ungarisch'] },
    },
    outcome: 'completed',
  },
  // ───────────── Nineteenth blind set, tenant: de-reinigung (rolle, monate, bereiche, gruendlichkeit, puenktlichkeit, schluessel, leistung, wieder, bemerkung)
  {
    id: 'de-t64',
    title:
      'Munich, an American office manager who learned German as an adult, the customer whose office is cleaned: "Wir haben die Reinigungsfirma gehired, also ich bin der Kunde, I guess", "Seit letzten Fall… sorry, Herbst. Oktober 2024" (asked again, 25), "für Fenster und Teppiche haben wir andere Firmen" (two options in a denial: one of five), an American letter grade "A+ 😄" (asked again: "Sorry, American grades. 5"), "Keine Ahnung … wenn wir alle weg sind" on the optional rating (absent), "einen Badge und den Alarm-Code" is yes, "8.000 square feet und sie braucht ungefähr 4 Stunden" (another unit and a total, not per hour: asked again, 185 m²), "sofort wieder… wie sagt man, hire. Also ja", German false friends in the remark ("sehr sensibel mit unseren Sachen", "eventuell Vorarbeiterin")',
    tags: ['german', 'unit', 'negation', 'optional', 'dont-know', 'number-in-word', 'emoji'],
    questionnaire: 'de-reinigung',
    locale: 'de',
    candidate: { firstName: 'Dragana', lastName: 'Petrović' },
    says: [
      'Hi! Ich bin der Office Manager von Brightwave in München, eine amerikanische Firma. Wir haben die Reinigungsfirma gehired, also ich bin der Kunde, I guess. Dragana reinigt unser Büro',
      'Seit letzten Fall… sorry, Herbst. Oktober 2024',
      { retry: 'Oktober 2024 bis heute, das sind 25 Monate', key: 'monate' },
      'Die normale tägliche Reinigung, Büros, Küche, Bathrooms. Sonst nichts, für Fenster und Teppiche haben wir andere Firmen',
      'A+ 😄',
      { retry: 'Sorry, American grades. 5 natürlich, die beste', key: 'gruendlichkeit' },
      'Keine Ahnung ehrlich gesagt, sie kommt um 19 Uhr, wenn wir alle weg sind',
      'Ja, sie hat einen Badge und den Alarm-Code für den ganzen Floor',
      'Hmm, unser Office ist 8.000 square feet und sie braucht ungefähr 4 Stunden',
      {
        retry:
          'Okay, ich habe gegoogelt: 8.000 square feet sind ca. 740 m², durch 4 Stunden… also 185 m² pro Stunde',
        key: 'leistung',
      },
      'Absolut! Ich würde sie sofort wieder… wie sagt man, hire. Also ja',
      'Sie ist sehr sensibel mit unseren Sachen, nichts ist jemals kaputt gegangen (ich meine sensible, nicht empfindlich 😅). Sie wird eventuell Vorarbeiterin, I hope!',
    ],
    expected: {
      rolle: 'Kunde/Kundin (Auftraggeber)',
      monate: 25,
      bereiche: ['Unterhaltsreinigung (Büro, Treppenhaus)'],
      gruendlichkeit: 5,
      schluessel: true,
      leistung: 185,
      wieder: true,
      bemerkung: { has: ['kaputt'] },
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-first blind set, built-in
  {
    id: 'de-r51',
    title:
      'near Münster, the head coach of an under-19 football team about his assistant coach: "zwei Spielzeiten" in the relationship, ratings as kicker marks where 1 is the best ("Kicker-Note 1,5": asked again, "Ach so, bei Ihnen ist 5 das Beste. Dann 5"), a kicker mark converted by himself ("Eine 2 nach Kicker … also bei Ihnen eine 4"), "drei Innenverteidiger … Dreierkette … 9 von 12 Punkten. 5", "Er ist 26 und hatte 22 Jungs im Griff. 4", "zwei Gelbe Karten" in the improvements, "Sommer 2024 bis Sommer 2026" asked again (24), "Nö, passt. Sportliche Grüße" (no comment)',
    tags: ['german', 'unit', 'number-in-word', 'words', 'emoji'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: { firstName: 'Jannik', lastName: 'Oberdorfer' },
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
      'Moin! Ich bin Cheftrainer der U19 vom SV Blau-Weiß Hiltrup, Jannik war zwei Spielzeiten mein Co-Trainer',
      'Kommunikation: Kicker-Note 1,5. Die Jungs hören auf ihn',
      { retry: 'Ach so, bei Ihnen ist 5 das Beste. Dann 5', key: 'communication' },
      'Fachlich 4. Trainingslehre top, beim Videostudium noch Luft nach oben',
      'Teamplayer durch und durch. 5',
      'Eine 2 nach Kicker … also bei Ihnen eine 4. Zweimal hat er das Abschlusstraining verschlafen',
      'Als uns im Winter drei Innenverteidiger gleichzeitig ausgefallen sind, hat er auf Dreierkette umgestellt und wir haben 9 von 12 Punkten geholt. 5',
      'Führung? Er ist 26 und hatte 22 Jungs im Griff. 4',
      'Trainingsplanung und Athletik. Seit er da war, hatten wir kaum noch Muskelverletzungen',
      'An der Seitenlinie ruhiger werden, er hat sich in der Saison zwei Gelbe Karten abgeholt 😅',
      'Sofort. Wenn er Bock hat, kann er nächste Saison wieder bei uns anfangen',
      'Zwei Spielzeiten, Sommer 2024 bis Sommer 2026',
      { retry: 'Juli 2024 bis Juni 2026, also 24 Monate', key: 'monthsKnown' },
      'Nö, passt. Sportliche Grüße',
    ],
    expected: {
      relationship: { has: ['Co-Trainer'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 4,
      problem_solving: 5,
      leadership: 4,
      strengths: { has: ['Trainingsplanung'] },
      improvements: { has: ['ruhiger'] },
      wouldRehire: true,
      monthsKnown: 24,
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-first blind set, tenant: de-nahverkehr (rolle, jahre, fahrzeuge, fahrgaeste, fahrweise?, unfaelle?, wieder, bemerkung?)
  {
    id: 'de-t65',
    title:
      'Prenzlau (Uckermark, Brandenburg), a Verkehrsmeister at a regional bus depot on de-nahverkehr, in Brandenburg German ("ick", "dit", "ooch", "ham wa"): a first message that is only his landline ("Rufen Se mich lieber an, dit tippt sich so schlecht: 03984 71 22 60": no role, nothing stored), "Seit dem Fahrplanwechsel Dezember 2016" (asked again: "knapp zehn. Schreiben Se 10"), "Solo und Gelenk … den Reisebus für Klassenfahrten. Straßenbahn ham wa hier nich", "Die 495 fährt früh um 6 mit 40 Schülern … 5" (a bus line, a time and a count beside the rating), "Vier" on the optional rating, "Null. Na jut, eenmal \'n Reh bei Gramzow, aber dit war nich ihre Schuld, zählt nich" (0), "Wir suchen händeringend Fahrer" (yes), the Rufbus in the remark',
    tags: [
      'german',
      'off-topic',
      'unit',
      'multiple',
      'negation',
      'optional',
      'number-in-word',
      'emoji',
    ],
    questionnaire: 'de-nahverkehr',
    locale: 'de',
    candidate: { firstName: 'Doreen', lastName: 'Kaminski' },
    says: [
      'Rufen Se mich lieber an, dit tippt sich so schlecht: 03984 71 22 60',
      'Na jut, dann eben so. Ick bin Verkehrsmeister beim Betriebshof Prenzlau, die Doreen fährt bei mir',
      'Seit dem Fahrplanwechsel Dezember 2016. Davor war se LKW-Fahrerin',
      { retry: 'Also knapp zehn Jahre. Schreiben Se 10', key: 'jahre' },
      'Solo und Gelenk. Im Sommer ooch mal den Reisebus für Klassenfahrten. Straßenbahn ham wa hier nich, wir sind inne Uckermark 😄',
      'Die 495 fährt früh um 6 mit 40 Schülern, da musste Nerven haben. Se hat se. 5',
      "Vier. Manchmal 'n bisschen spät vor der Kurve gebremst, aber umgefallen is noch keener",
      "Null. Na jut, eenmal 'n Reh bei Gramzow, aber dit war nich ihre Schuld, zählt nich",
      'Sofort. Wir suchen händeringend Fahrer',
      'Se hat ooch den Rufbus gemacht, wo die Leute vorher anrufen müssen. Die Omis haben se geliebt',
    ],
    expected: {
      rolle: 'Verkehrsmeister/in oder Betriebshofleitung',
      jahre: 10,
      fahrzeuge: ['Solobus (12 m)', 'Gelenkbus', 'Reisebus'],
      fahrgaeste: 5,
      fahrweise: 4,
      unfaelle: 0,
      wieder: true,
      bemerkung: { has: ['Rufbus'] },
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-first blind set, built-in
  {
    id: 'de-r52',
    title:
      'Hannover, a Finnish engineering team lead at an elevator maker\'s site writing German as a second language with Finnish: "Moi", "Neljä. Entschuldigung, Finnisch: vier" (translated in the same message: 4), "In Finnland würde ich sagen: 9. Wir haben Schulnoten von 4 bis 10" (another scale: asked again, 5), "Vier" after a remark about Finns, "Viisi. 5", "Sisu hat er! … drei Wochen gesucht … 5", "Ei" on leadership (Finnish no, a German interjection to the eye: asked again, "Er hatte keine Führungsrolle, das kann ich nicht bewerten": absent), "Kyllä! Sofort" (yes), "Seit er im März 2023 gekommen ist bis Ende September 2025" (asked again: "Zweieinhalb Jahre, also 30 Monate"), "Kiitos, das ist alles" (no comment)',
    tags: ['german', 'words', 'unit', 'dont-know', 'negation', 'emoji', 'number-in-word'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: { firstName: 'Tobias', lastName: 'Wendland' },
    to: [
      'rel',
      'com',
      'tec',
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
      'Moi! Ich bin Aino Virtanen, Teamleiterin bei einem finnischen Aufzughersteller, Standort Hannover. Tobias war Ingenieur in meinem Team',
      'Neljä. Entschuldigung, Finnisch: vier',
      'In Finnland würde ich sagen: 9. Wir haben Schulnoten von 4 bis 10',
      { retry: 'Ok, auf Ihrer Skala 5', key: 'technical_skill' },
      'Er ist nicht so gesprächig, aber er hilft immer. Das mag ich, wir Finnen sind auch so 😄 Vier',
      'Viisi. 5',
      'Sisu hat er! Also er gibt nie auf. Bei einem Fehler in der Türsteuerung hat er drei Wochen gesucht und ihn gefunden. 5',
      'Ei',
      {
        retry:
          'Sorry, "ei" ist nein auf Finnisch. Er hatte keine Führungsrolle, das kann ich nicht bewerten',
        key: 'leadership',
      },
      'Gründlichkeit. Seine Dokumentation ist die beste im Team',
      'Mehr in den Meetings sprechen. Seine Ideen sind gut, aber er sagt sie nur mir im Einzelgespräch',
      'Kyllä! Sofort',
      'Seit er im März 2023 gekommen ist bis Ende September 2025, als wir das Büro in Hannover verkleinert haben',
      { retry: 'Zweieinhalb Jahre, also 30 Monate', key: 'monthsKnown' },
      'Kiitos, das ist alles',
    ],
    expected: {
      relationship: { has: ['Team'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 5,
      strengths: { has: ['Dokumentation'] },
      improvements: { has: ['Meetings'] },
      wouldRehire: true,
      monthsKnown: 30,
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-first blind set, tenant: de-nahverkehr and de-pflege
  {
    id: 'de-t66',
    title:
      'Mayrhofen (Zillertal, Tyrol), the Betriebsleiter of a bus company who is the candidate\'s CURRENT employer, in Tyrolean dialect: "da Steff fahrt bei mir", years as ski-bus winters ("Fünf Winter beim Skibus, und seit zwoa Johr a im Summer. Wort amoi…"), then a question back ("Bewirbt er si bei enk? Des hot er mir nit gsagt") and a decline without a declining word ("Do sog i liaba gor nix mehr, des muass i zerscht mit eam selber redn. Pfiat enk"): declined, nothing kept',
    tags: ['german', 'decline', 'question-back', 'unit', 'words'],
    questionnaire: 'de-nahverkehr',
    locale: 'de',
    candidate: { firstName: 'Stefan', lastName: 'Kröll' },
    says: [
      'Griaß di. I bin da Betriebsleiter vo de Zillertaler Busbetriebe in Mayrhofen, da Steff fahrt bei mir',
      'Fünf Winter beim Skibus, und seit zwoa Johr a im Summer. Wort amoi…',
      'Wieso brauchts es des überhaupt? Bewirbt er si bei enk? Des hot er mir nit gsagt',
      'Na. Do sog i liaba gor nix mehr, des muass i zerscht mit eam selber redn. Pfiat enk',
      { tapConfirm: true },
    ],
    expected: {},
    outcome: 'declined',
  },
  {
    id: 'de-t67',
    title:
      'Vilsbiburg (Lower Bavaria), a Franciscan sister who is Oberin of her convent and head of its care home, on de-pflege: "Gelobt sei Jesus Christus", "ich war ihre Vorgesetzte", years from a feast day ("Seit Mariä Lichtmess 2021": asked again, "Gut fünf Jahre. Wenn es eine Zahl sein muss: 5"), "Ich urteile ungern über Menschen, das steht nur dem Herrgott zu. Aber wenn Sie eine Zahl brauchen: fünf", shifts with night duty "nur im Corona-Winter" (it still counts: all four), "Mit Gottes Hilfe jederzeit" (yes), "Bei uns heißen sie Bewohner, nicht Patienten. Im Frühdienst 14 … im Spätdienst manchmal 20" (asked again: 14), strengths that end in "Vergelt\'s Gott"',
    tags: ['german', 'unit', 'multiple', 'hedge', 'optional', 'words', 'long'],
    questionnaire: 'de-pflege',
    locale: 'de',
    candidate: { firstName: 'Katarzyna', lastName: 'Zielińska' },
    says: [
      'Gelobt sei Jesus Christus. Ich bin Schwester M. Hiltrud, Oberin unseres Konvents und Heimleitung im Seniorenheim St. Klara in Vilsbiburg. Frau Zielińska war bei uns Pflegefachkraft, ich war ihre Vorgesetzte',
      'Seit Mariä Lichtmess 2021',
      { retry: 'Gut fünf Jahre. Wenn es eine Zahl sein muss: 5', key: 'jahre' },
      'Ich urteile ungern über Menschen, das steht nur dem Herrgott zu. Aber wenn Sie eine Zahl brauchen: fünf. In fünf Jahren hat sie nicht einen Dienst versäumt',
      'Früh und Spät im Wechsel, dazu jedes zweite Wochenende. Nachtwache nur im Corona-Winter, als uns alle ausgefallen sind',
      'Mit Gottes Hilfe jederzeit. Sie geht ja nur, weil ihr Mann nach Regensburg versetzt wurde',
      'Bei uns heißen sie Bewohner, nicht Patienten. Im Frühdienst 14 auf dem Wohnbereich, im Spätdienst manchmal 20',
      { retry: 'Dann nehmen Sie 14, das ist der Normalfall', key: 'patienten' },
      "Sie sieht den Menschen, nicht nur die Pflege. Sie betet mit den Bewohnern, die es wünschen, und singt mit unseren Dementen die alten Marienlieder. Vergelt's Gott",
    ],
    expected: {
      beziehung: 'Vorgesetzte/r',
      jahre: 5,
      zuverlaessigkeit: 5,
      dienste: ['Frühdienst', 'Spätdienst', 'Nachtdienst', 'Wochenende'],
      wiedereinstellen: true,
      patienten: 14,
      staerke: { has: ['Marienlieder'] },
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-fourth blind set, built-in
  {
    id: 'de-r53',
    title:
      'Aldea Valle María (Entre Ríos, Argentina), the manager of a farmers\' cooperative founded by Volga Germans about his bookkeeper, on the built-in, in Wolgadeutsch with Spanish ("sei Chef", "mit die Bauern", "Cinco – fünf", "Muy buen compañero" with no number: asked again, "Drei oder vier... Mach drei", "No sé – des weiß ich net so recht", two interns led "Vier", "Ja, freilich", "Von der Ernte 2021 bis Mai 2025" asked again (48), "Grüße aus Valle María" as no comment)',
    tags: ['german', 'range', 'dont-know', 'unit', 'words', 'emoji'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: { firstName: 'Ezequiel', lastName: 'Schmidt' },
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
      'Guten Tag. Ich bin Oscar Kessler, Gerente von der Cooperativa Agrícola in Aldea Valle María, Entre Ríos, in Argentinien. Ezequiel war bei uns Buchhalter, ich war sei Chef',
      'Vier. Er redet gut mit die Bauern, auf Deitsch und auf Spanisch',
      'Cinco – fünf. Mit dem Excel und die Formulare vom Finanzamt kennt er sich besser aus wie ich',
      'Gut, ja. Muy buen compañero',
      { retry: 'Ah, eine Zahl. Vier', key: 'teamwork' },
      'Drei oder vier... In der Erntezeit war er pünktlich, im Winter net immer. Mach drei',
      'No sé – des weiß ich net so recht',
      'Er hat zwei Praktikanten gehabt, die hat er gut angeleitet. Vier',
      'Ehrlich und genau mit die Zahlen',
      'Er muss lernen, nein zu sagen zum Präsident von die Cooperativa 😅',
      'Ja, freilich. Sofort',
      'Von der Ernte 2021 bis Mai 2025',
      { retry: 'Vier Jahre, also 48 Monate', key: 'monthsKnown' },
      'Nee, des war alles. Grüße aus Valle María',
    ],
    expected: {
      relationship: { has: ['Cooperativa'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 3,
      leadership: 4,
      strengths: { has: ['Ehrlich'] },
      improvements: { has: ['nein zu sagen'] },
      wouldRehire: true,
      monthsKnown: 48,
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-fourth blind set, tenant: de-museum (rolle, jahre, formate, vermittlung, fremdsprache?, fuehrungen?, wieder, erinnerung)
  {
    id: 'de-t68',
    title:
      'Trier, the head of education at the Rheinisches Landesmuseum, a classicist, on de-museum about a freelance guide: Roman numerals ("Seit MMXIX – verzeihen Sie, Berufskrankheit: seit 2019, also sieben Jahre" (7); "IV. Pardon: eine 4. Eine V vergebe ich grundsätzlich nicht, da bin ich Altphilologin" (4, never 5); "Im Schnitt III bis IV pro Woche" asked again (3)), school classes and touch tours for blind visitors with adults excluded ("Erwachsenengruppen nur, wenn Not am Mann war, die lassen Sie weg. Kasse nie"), "auf Französisch für die Luxemburger Gruppen. Und einmal auf Latein … 😄" (yes), "Jederzeit" with a move to Luxembourg, a boy in a wheelchair made helmsman of the Neumagen wine ship',
    tags: ['german', 'number-in-word', 'range', 'multiple', 'negation', 'optional', 'emoji'],
    questionnaire: 'de-museum',
    locale: 'de',
    candidate: { firstName: 'Annika', lastName: 'Thein' },
    says: [
      'Guten Tag. Ich leite die Abteilung Bildung und Vermittlung am Rheinischen Landesmuseum Trier. Frau Thein war eine unserer freien Guides',
      'Seit MMXIX – verzeihen Sie, Berufskrankheit: seit 2019, also sieben Jahre',
      'Vor allem Schulklassen: ihre Römerführung für Grundschüler mit dem Legionärshelm zum Anprobieren ist ein Klassiker. Dazu Tastführungen für blinde Besucher. Erwachsenengruppen nur, wenn Not am Mann war, die lassen Sie weg. Kasse nie',
      'IV. Pardon: eine 4. Eine V vergebe ich grundsätzlich nicht, da bin ich Altphilologin',
      'Ja, auf Französisch für die Luxemburger Gruppen. Und einmal sogar auf Latein, für einen Leistungskurs aus Bitburg 😄',
      'Im Schnitt III bis IV pro Woche, zu den Antikenfestspielen mehr',
      { retry: 'Schreiben Sie 3', key: 'fuehrungen' },
      'Jederzeit. Leider ist sie nach Luxemburg gegangen, da zahlt man Guides besser',
      'Eine vierte Klasse aus Konz mit einem Jungen im Rollstuhl. Sie hat die Führung spontan umgebaut, damit er am Neumagener Weinschiff nicht außen vor bleibt, und ihn zum Steuermann ernannt',
    ],
    expected: {
      rolle: 'Leitung Bildung und Vermittlung',
      jahre: 7,
      formate: [
        'Schulklassen und Kinder',
        'Barrierefreie Angebote (Leichte Sprache, Tastführungen, DGS)',
      ],
      vermittlung: 4,
      fremdsprache: true,
      fuehrungen: 3,
      wieder: true,
      erinnerung: { has: ['Rollstuhl'] },
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-fourth blind set, built-in
  {
    id: 'de-r54',
    title:
      'A Hutterite colony near Lethbridge (Alberta), the farm boss ("der Weinzedl") about a German agricultural intern, on the built-in, in Hutterisch with English words: the dates in the relationship ("vom Mai bis End Oktober 2025 … im Hog Barn und in der Shop": 6 months, asked again only if unsettled), "Wos moant ihr mit technisch? Die Maschinen?" asked back (5), "Teamwork und reliable beide vier … um sechse in der Fria" (two ratings named, a time beside them: reliability not asked again), "Wort amol, zruck zur Kommunikation: mach drei, net vier … Und Probleme lösen: fünf" (a correction of an earlier rating with the one asked), "Des woaß i nit" on leadership, "Jo, freilich", "Na, des wor\'s. Pfiat enk" (no comment)',
    tags: [
      'german',
      'multi-answer',
      'correction',
      'question-back',
      'dont-know',
      'unit',
      'number-in-word',
    ],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: { firstName: 'Jonas', lastName: 'Ehrhardt' },
    to: ['rel', 'com', 'tec', 'tec', 'tea', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      'Griaß enk. I bin der Weinzedl, der Farmboss, auf der Kolonie bei Lethbridge, Alberta. Der Jonas wor bei ins als Praktikant aus Deitschland, vom Mai bis End Oktober 2025, im Hog Barn und in der Shop',
      'Vier. Sei Englisch is nit so guet, ober mit ins hot er Deitsch gredet',
      'Wos moant ihr mit technisch? Die Maschinen?',
      { retry: 'Die Maschinen kunnt er guet, do geb i fünf', key: 'technical_skill' },
      'Teamwork und reliable beide vier. Er isch jeden Tog um sechse in der Fria im Barn gwesn',
      "Wort amol, zruck zur Kommunikation: mach drei, net vier, mit die englischen Truckers hot er sich nit verstondn. Und Probleme lösen: fünf. Wia der Feed-Mixer kaputt gongen isch, hot er'n selber gricht",
      'Des woaß i nit, er hot koan unter sich ghobt',
      'Er arbeitet gern und fragt nit lang',
      'Er soll mehr Englisch lernen, wenn er wieder nach Kanada will',
      'Jo, freilich. Für die Ernte nächstes Johr hob i eam schon gfrogt',
      { retry: 'Sechs Monat, Mai bis Oktober', key: 'monthsKnown' },
      "Na, des wor's. Pfiat enk",
    ],
    expected: {
      relationship: { has: ['Kolonie'] },
      communication: 3,
      technical_skill: 5,
      teamwork: 4,
      reliability: 4,
      problem_solving: 5,
      strengths: { has: ['arbeitet gern'] },
      improvements: { has: ['Englisch'] },
      wouldRehire: true,
      monthsKnown: 6,
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-fourth blind set, tenant: de-museum and de-hotel
  {
    id: 'de-t69',
    title:
      'Bremerhaven, a teacher at an Oberschule who books tours at the emigration museum for her classes, on de-museum (a client: "Angestellt war sie also nicht bei mir"), the years she cannot know ("Keine Ahnung, wie lange sie da schon Führungen macht … seit meiner ersten Buchung im Herbst 2021": asked again, 5), "Note 2 (gut)" on a 1-5 rating (asked again: "hier ist 5 das Beste? Dann eine 4"), "Weiß ich nicht" and "Keine Ahnung, ich sehe sie ja nur zwei-, dreimal im Jahr" on the optional questions (absent), the formats corrected inside her yes several messages later ("Nachtrag zu der Frage vorhin nach den Formaten: die Führung in Leichter Sprache hat ihre Kollegin gemacht … Streichen Sie das bitte": school classes only), the suitcase task in the required text',
    tags: ['german', 'dont-know', 'optional', 'correction', 'multiple', 'number-in-word', 'unit'],
    questionnaire: 'de-museum',
    locale: 'de',
    candidate: { firstName: 'Merle', lastName: 'Oltmanns' },
    says: [
      'Moin. Ich bin Lehrerin an einer Oberschule in Bremerhaven und buche seit Jahren Führungen im Auswandererhaus für meine Klassen. Angestellt war Frau Oltmanns also nicht bei mir',
      'Keine Ahnung, wie lange sie da schon Führungen macht. Ich kenne sie seit meiner ersten Buchung im Herbst 2021',
      { retry: 'Dann schreiben Sie, was ich weiß: seit 2021, also 5 Jahre', key: 'jahre' },
      'Schulklassen natürlich. Und einmal eine Führung in Leichter Sprache für unsere Inklusionsklasse. Den Rest kann ich nicht beurteilen',
      'Note 2 (gut). Bei den Zehnten hatte sie das Handy-Problem nicht ganz im Griff',
      { retry: 'Ach so, hier ist 5 das Beste? Dann eine 4', key: 'vermittlung' },
      'Weiß ich nicht. Mit uns immer auf Deutsch, logisch',
      'Keine Ahnung, ich sehe sie ja nur zwei-, dreimal im Jahr',
      'Ja, klar. Ich buche im März wieder und frage extra nach ihr. Und Nachtrag zu der Frage vorhin nach den Formaten: die Führung in Leichter Sprache hat ihre Kollegin gemacht, nicht sie. Streichen Sie das bitte',
      'Die Koffer-Aufgabe: Jedes Kind bekam eine echte Auswandererbiografie und musste entscheiden, was in den Koffer kommt. Ein Junge aus Aleppo hat danach zum ersten Mal in der Klasse von seiner eigenen Flucht erzählt',
    ],
    expected: {
      rolle: 'Externe Auftraggeber (Schule, Reiseveranstalter)',
      jahre: 5,
      formate: ['Schulklassen und Kinder'],
      vermittlung: 4,
      wieder: true,
      erinnerung: { has: ['Koffer'] },
    },
    outcome: 'completed',
  },
  {
    id: 'de-t70',
    title:
      'Stone Town (Zanzibar), the German general manager of a boutique hotel on de-hotel, with Swahili: "Jambo!", the rooms given ahead in the first message ("24 Zimmer in einem alten Kaufmannshaus": 24, not asked again), "Von der großen Regenzeit 2023 bis kurz vor Weihnachten 2025" (asked again: 32), reception and Night Audit, housekeeping refused and breakfast "das zählt nicht", "Zwischen 4 und 5 … pole pole" (asked again: 4), "Hapana – sorry, das ist Swahili für nein. Opera oder Protel kennt sie nicht" (no), "Ndiyo! Heißt ja. Sofort" (yes), a Swahili course in the remark, "Asante sana!"',
    tags: [
      'german',
      'multi-answer',
      'wrong-question',
      'unit',
      'range',
      'multiple',
      'negation',
      'optional',
      'emoji',
    ],
    questionnaire: 'de-hotel',
    locale: 'de',
    candidate: { firstName: 'Mareike', lastName: 'Brodersen' },
    says: [
      'Jambo! Ich bin der General Manager eines kleinen Boutique-Hotels in Stone Town auf Sansibar, 24 Zimmer in einem alten Kaufmannshaus. Mareike war bei uns Front Office Supervisor',
      'Von der großen Regenzeit 2023 bis kurz vor Weihnachten 2025',
      { retry: 'April 2023 bis Mitte Dezember 2025. Schreiben Sie 32', key: 'monate' },
      'Rezeption natürlich. In der Nebensaison hat sie auch Night Audit gemacht, weil wir nur eine Nachtschicht hatten. Housekeeping nein. Beim Frühstück auf der Dachterrasse hat sie manchmal ausgeholfen, aber das zählt nicht',
      'Zwischen 4 und 5. Bei Beschwerden super geduldig, pole pole, aber bei Gästen ohne Reservierung um Mitternacht wird sie kurz angebunden 😅',
      { retry: 'Dann 4', key: 'gaeste' },
      'Hapana – sorry, das ist Swahili für nein. Opera oder Protel kennt sie nicht, wir arbeiten mit Excel und dem Booking-Extranet 🙈',
      { retry: '24, wie gesagt', key: 'zimmer' },
      'Ndiyo! Heißt ja. Sofort',
      'Nur dass sie hier einen Swahili-Kurs gemacht hat, falls Sie Gäste aus Ostafrika haben. Asante sana!',
    ],
    expected: {
      rolle: 'Direktion / Hotelmanager/in',
      monate: 32,
      bereiche: ['Rezeption (Check-in / Check-out)', 'Nachtdienst (Night Audit)'],
      gaeste: 4,
      hotelsoftware: false,
      zimmer: 24,
      wieder: true,
      bemerkung: { has: ['Swahili-Kurs'] },
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-sixth blind set, built-in
  {
    id: 'de-r55',
    title:
      'Zürich, the branch manager of a confiserie at Paradeplatz about a retail apprentice who stayed on as a saleswoman, on the built-in in written Zürich German ("Grüezi mitenand", "Lehrtöchter", "es bitzeli"): a Swiss school grade, where 6 is the best ("Uf Schwiizer Note e 6, also s Beschte", asked again: "e Füfi", 5), "5.5 — nei sorry, das isch wieder Schuelnote. Säged mer 4" (a half grade taken back), "die zwei Lehrtöchter … 4" (a count beside the rating), "Weiss nöd", "Jederziit!", "Öppe drüü Jahr" (asked again: "35 Mönet"), "Liebi Grüess us Züri" as no comment',
    tags: [
      'german',
      'number-in-word',
      'correction',
      'words',
      'dont-know',
      'hedge',
      'unit',
      'short',
      'emoji',
    ],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: { firstName: 'Seraina', lastName: 'Brunold' },
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
      'Grüezi mitenand. Ich bi ihri Filialleiterin gsi i de Confiserie am Paradeplatz, vo 2021 bis Ende 2023. Sie het bi üs d Lehr als Detailhandelsfachfrau abgschlosse und isch denn als Verchäuferin bliibe',
      'Uf Schwiizer Note e 6, also s Beschte 😊',
      { retry: 'Ah, vo 1 bis 5. Denn e Füfi', key: 'communication' },
      '5.5 — nei sorry, das isch wieder Schuelnote. Säged mer 4',
      '4',
      'Absolut zueverlässig, isch nie z spot cho, au nöd bim Schneechaos im Januar. 5',
      'Weiss nöd',
      'Sie het die zwei Lehrtöchter betreut, das het sie sehr guet gmacht. 4',
      'Sie cha mit schwierige Chunde umgah, au mit de Touriste us China und Amerika, und sie redt Französisch und Italienisch',
      'Manchmal es bitzeli z perfektionistisch bim Iipacke vo de Pralinés, am Samschtig staht denn d Schlange bis uf d Strass 😅',
      'Jederziit!',
      { retry: 'Ja, sofort', key: 'wouldRehire' },
      'Öppe drüü Jahr',
      { retry: '35 Mönet, han grad nachegluegt', key: 'monthsKnown' },
      'Nei, merci. Liebi Grüess us Züri',
    ],
    expected: {
      relationship: { has: ['Filialleiterin'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 4,
      reliability: 5,
      leadership: 4,
      strengths: { has: ['Chunde'] },
      improvements: { has: ['perfektionistisch'] },
      wouldRehire: true,
      monthsKnown: 35,
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-sixth blind set, tenant: de-skischule (rolle, saisons, kurse, sicherheit, gaeste?, ausbildung?, gruppe?, wieder, bemerkung?)
  {
    id: 'de-t71',
    title:
      'Serfaus (Tyrol), the head of a ski school on de-skischule, in Tyrolean ("Servus", "Zwergerl", "a Sonnenschein", "passt scho"): "Anwärterin, also Skilehrerin in Ausbildung" for the job, "Vier Winter, 22/23 bis 25/26" (seasons written like fractions), the courses named by the kids\' groups ("die Zwergerl-Gruppen im Kinderland … Privatstunden … Tiefschnee und Freeride nicht"), a German school grade ("Note 1, ganz klar": 1 is the best, asked again: 5), "Den Anwärter hat sie, den Landesskilehrer macht sie erst im April" on a finished training (asked again: no), "Meistens 8 … auch mal 10 oder 11" for the largest group (asked again: "Elf"), "Sofort, wenn es nach mir geht" as a yes',
    tags: [
      'german',
      'number-in-word',
      'multiple',
      'negation',
      'words',
      'range',
      'hedge',
      'optional',
      'emoji',
    ],
    questionnaire: 'de-skischule',
    locale: 'de',
    candidate: { firstName: 'Magdalena', lastName: 'Pfurtscheller' },
    says: [
      'Servus! Sepp Haslwanter, Leiter der Skischule in Serfaus. Die Leni war bei uns Anwärterin, also Skilehrerin in Ausbildung',
      'Vier Winter, 22/23 bis 25/26',
      'Hauptsächlich die Kinder, die Zwergerl-Gruppen im Kinderland. Und Privatstunden, wenn Stammgäste nach ihr gefragt haben. Tiefschnee und Freeride nicht, da war sie noch zu jung',
      'Note 1, ganz klar. Die hat ihre Zwergerl nie aus den Augen gelassen',
      { retry: 'Ah so, bei euch ist 5 das Beste? Dann 5 natürlich', key: 'sicherheit' },
      'Die Gäste mögen sie, vor allem die Holländer und die Engländer, ihr Englisch ist perfekt. 5',
      'Den Anwärter hat sie, den Landesskilehrer macht sie erst im April',
      { retry: 'Dann nein, noch nicht fertig', key: 'ausbildung' },
      'Meistens 8 Kinder. In den Weihnachtsferien und in den Semesterferien auch mal 10 oder 11',
      { retry: 'Elf, mehr lassen wir nicht zu', key: 'gruppe' },
      'Sofort, wenn es nach mir geht. Passt scho 👍',
      { retry: 'Ja', key: 'wieder' },
      'Mei, sie ist a Sonnenschein. Und sie fahrt Ski wie a Gams 😄',
    ],
    expected: {
      rolle: 'Skilehrer/in',
      saisons: 4,
      kurse: ['Kinderkurse', 'Privatstunden'],
      sicherheit: 5,
      gaeste: 5,
      ausbildung: false,
      gruppe: 11,
      wieder: true,
      bemerkung: { has: ['Sonnenschein'] },
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-sixth blind set, built-in
  {
    id: 'de-r56',
    title:
      'Hagen, an HR officer of a municipal utility on the built-in, formal and with a pasted signature: "ich war aber nicht seine Vorgesetzte" for the relationship, then the company\'s rule while communication is asked ("Wir erteilen grundsätzlich keine Referenzauskünfte … nur das qualifizierte Arbeitszeugnis. Ich kann Ihnen lediglich bestätigen, dass das Arbeitsverhältnis vom 01.04.2020 bis 31.12.2023 bestand"): a decline with the employment dates in it, nothing kept',
    tags: ['german', 'decline', 'signature', 'long', 'number-in-word'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: { firstName: 'Emre', lastName: 'Yılmaz' },
    to: ['rel', 'com', 'com'],
    says: [
      'Guten Tag, hier Sabine Kurz aus der Personalabteilung der Stadtwerke. Herr Yılmaz hat mich als Referenz angegeben, ich war aber nicht seine Vorgesetzte, ich habe nur seine Personalakte betreut',
      'Ich habe eben mit unserer Rechtsabteilung Rücksprache gehalten: Wir erteilen grundsätzlich keine Referenzauskünfte, weder telefonisch noch schriftlich, nur das qualifizierte Arbeitszeugnis. Ich kann Ihnen lediglich bestätigen, dass das Arbeitsverhältnis vom 01.04.2020 bis 31.12.2023 bestand. Bewertungen gebe ich keine ab, ich bitte um Verständnis.\n\nMit freundlichen Grüßen\ni. A. Sabine Kurz\nPersonalreferentin\nStadtwerke Lennetal GmbH\nTel. +49 2331 555-1234\nsabine.kurz@stadtwerke-lennetal.de',
      { tapConfirm: true },
    ],
    expected: {},
    outcome: 'declined',
  },
  // ───────────── Twenty-sixth blind set, tenant: de-skischule and de-landwirtschaft
  {
    id: 'de-t72',
    title:
      'Adelboden (Bernese Oberland), the head of a Schneesportschule on de-skischule in written Bernese German ("Grüessech", "äuä", "merci viu mau"): a snowboard instructor who also helped in the rental ("Snowboardlehrer gsi, im Winter 24 het er o no im Verleih ghulfe", asked again if need be), "Äuä drü Winter. Oder vier? I mues nacheluege" (asked again: four), "Aui usser Chinderkürs" on a required multiple choice, "E Föifi, nei, e Vieri: einisch het er e Gruppe im Näbu verlore … für zäh Minute" (4), five stars, "Das weiss i nid uswändig" on the training, "Bis zu zwöuf Lüt, bi de Erwachsene. Privat natürlech eine" (12), "Äuä scho" on would-rehire (asked again: yes), "Nei, das wärs" as no comment',
    tags: [
      'german',
      'hedge',
      'multiple',
      'negation',
      'correction',
      'words',
      'emoji',
      'dont-know',
      'optional',
    ],
    questionnaire: 'de-skischule',
    locale: 'de',
    candidate: { firstName: 'Noah', lastName: 'Zurbrügg' },
    says: [
      'Grüessech. I bi d Leiterin vo dr Schneesportschuel z Adelbode. Dr Noah isch bi üs Snowboardlehrer gsi, im Winter 24 het er o no im Verleih ghulfe',
      { retry: 'Snowboardlehrer. Dr Verleih isch nume nebeby gsi', key: 'rolle' },
      'Äuä drü Winter. Oder vier? I mues nacheluege',
      { retry: 'Ha nachegluegt: es si vier Winter gsi', key: 'saisons' },
      'Aui usser Chinderkürs. Für d Chind isch er z ungeduldig gsi 😅',
      'E Föifi, nei, e Vieri: einisch het er e Gruppe im Näbu verlore, zum Glück nume für zäh Minute',
      'D Gescht hei ne gärn gha ⭐⭐⭐⭐⭐',
      { retry: '5', key: 'gaeste' },
      'Das weiss i nid uswändig, da müesst i im Büro frage',
      'Bis zu zwöuf Lüt, bi de Erwachsene. Privat natürlech eine 😄',
      'Äuä scho',
      { retry: 'Ja, sicher. Wenn er wott, cha er wieder cho', key: 'wieder' },
      'Nei, das wärs. Merci viu mau u e schöne Tag',
    ],
    expected: {
      rolle: 'Snowboardlehrer/in',
      saisons: 4,
      kurse: [
        'Anfängerkurse für Erwachsene',
        'Fortgeschrittene, Freeride und Tiefschnee',
        'Privatstunden',
      ],
      sicherheit: 4,
      gaeste: 5,
      gruppe: 12,
      wieder: true,
    },
    outcome: 'completed',
  },
  {
    id: 'de-t73',
    title:
      'near Aurich (East Frisia), a dairy farmer on de-landwirtschaft about a Romanian farmhand ("Moin", "Jo", "dat", "Trecker"): "220 Kühe" in the role answer (the herd, not the animals he looked after), "Von April 24 bis Oktober 25" (a month and a two-digit year that read like a day: asked again, 18), milking and the maize harvest for the areas (asked again: dairy and arable), "Jo, gut. Mit den Kälbern hat er ein Händchen" with no number (asked again: 4), "220, aber im Melkstand war er nur für die Hälfte zuständig, also 110", then he stops for the vet ("Den Rest mach ich heut Abend") before two required questions: open',
    tags: ['german', 'wrong-question', 'number-in-word', 'unit', 'multiple', 'required-miss'],
    questionnaire: 'de-landwirtschaft',
    locale: 'de',
    candidate: { firstName: 'Andrei', lastName: 'Popescu' },
    says: [
      'Moin. Hinrich Janssen, ich bin der Chef, also Betriebsleiter, Milchviehbetrieb bei Aurich, 220 Kühe',
      'Von April 24 bis Oktober 25',
      { retry: '18 Monate', key: 'monate' },
      'Melken und Kälber hauptsächlich, und bei der Maisernte Trecker fahren',
      { retry: 'Milchvieh und Ackerbau', key: 'bereiche' },
      'Jo, gut. Mit den Kälbern hat er ein Händchen, dat muss man sagen',
      { retry: '4', key: 'tiere' },
      'Die Melkkühe, 220, aber im Melkstand war er nur für die Hälfte zuständig, also 110',
      'Du, ich muss los, der Tierarzt ist aufm Hof. Den Rest mach ich heut Abend',
    ],
    expected: {
      rolle: 'Betriebsleiter/in (Landwirt/in)',
      monate: 18,
      bereiche: ['Milchvieh', 'Ackerbau'],
      tiere: 4,
      tierzahl: 110,
    },
    outcome: 'open',
  },
  // ───────────── Twenty-eighth blind set, built-in
  {
    id: 'de-r57',
    title:
      'Landshut (Lower Bavaria), a master joiner about the journeyman he trained, on the built-in, in Bavarian ("Servus", "freilich", "oiwei", "ned", "fei", "Bua", "Pfiat eich"): "Passt scho" (an understatement, no number: asked again, 4), "Handwerklich sehr guad, der ko wos" (asked again: 5), sarcasm on teamwork ("Teamfähig? Freilich, bei da Brotzeit is er oiwei da Erste 🙄", asked again: 3), an age where leadership is asked ("Der Bua is 22, wen soll der führn 😄 Lass des weg": blank, never 22), "Drei Johr Lehr ab 2019 und dann no zwoa Johr Geselle" (60 months; a year beside it), "Na, des wars" as no comment',
    tags: ['german', 'words', 'hedge', 'skip', 'number-in-word', 'unit', 'emoji'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: { firstName: 'Korbinian', lastName: 'Huber' },
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
      'mon',
      'mon',
      'cmt',
    ],
    says: [
      'Servus. I bin da Schreinermeister vom Korbi, er hod bei mir in Landshut glernt und war dann no zwoa Johr Geselle bei mir',
      'Passt scho',
      { retry: 'Na guad, a 4', key: 'communication' },
      'Handwerklich sehr guad, der ko wos',
      { retry: 'Dann a 5, freilich', key: 'technical_skill' },
      'Teamfähig? Freilich, bei da Brotzeit is er oiwei da Erste 🙄',
      { retry: 'Na im Ernst, a 3. Mit de Kollegen is ned oiwei guad ganga', key: 'teamwork' },
      '4, er is fei pünktlich, bloß am Montag ned oiwei',
      'A 4',
      'Führung? Der Bua is 22, wen soll der führn 😄 Lass des weg',
      'Massivholz und Treppenbau. Und er arbeit sauber, do muass ma nix nachbessern',
      'Pünktlichkeit am Montag. Und dass er ned so vui aufs Handy schaut',
      'Freilich',
      'Drei Johr Lehr ab 2019 und dann no zwoa Johr Geselle',
      { retry: 'Also 60 Monat', key: 'monthsKnown' },
      'Na, des wars. Pfiat eich!',
    ],
    expected: {
      relationship: { has: ['Schreinermeister'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 3,
      reliability: 4,
      problem_solving: 4,
      strengths: { has: ['Treppenbau'] },
      improvements: { has: ['Pünktlichkeit'] },
      wouldRehire: true,
      monthsKnown: 60,
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-eighth blind set, tenant: de-uhrmacher (funktion, jahre, arbeiten, praezision, tempo?, efz?, werke?, wieder, bemerkung?)
  {
    id: 'de-t74',
    title:
      'Biel/Bienne (Switzerland), the head of a watch atelier about a watchmaker, on de-uhrmacher, who answers every question in one long first message in Swiss Standard German with French trade words ("Grüessech", "Remonteuse", "Emboîtage", "Merci vielmal"): "Ich mache es kurz und beantworte alles auf einmal", "Remonteuse, die letzten zwei Jahre auch in der Reglage" (a watchmaker), "acht Jahre, von 2018 bis diesen Sommer" (8), "ab 2022 auch Chronographen (Valjoux 7750)" (a calibre, no count), "Emboîtage … hat sie nie gemacht", "Präzision: sehr gut" (a word: asked again, 5), "Tempo eher gemütlich, eine 3", "Das EFZ … hat sie", "so 40 Werke, bei den Chronos natürlich viel weniger" (40), "Sofort" (yes); then no remark',
    tags: [
      'german',
      'multi-answer',
      'long',
      'words',
      'multiple',
      'negation',
      'number-in-word',
      'hedge',
    ],
    questionnaire: 'de-uhrmacher',
    locale: 'de',
    candidate: { firstName: 'Lea', lastName: 'Gerber' },
    says: [
      'Grüessech. Ich mache es kurz und beantworte alles auf einmal, wir haben heute Nachmittag Inventur. Lea war bei uns im Atelier in Biel Remonteuse, die letzten zwei Jahre auch in der Reglage. Sie war acht Jahre bei uns, von 2018 bis diesen Sommer. Gemacht hat sie Remontage und Reglage, ab 2022 auch Chronographen (Valjoux 7750). Emboîtage macht bei uns das Atelier in Tramelan, das hat sie nie gemacht. Präzision: sehr gut, da gibt es nichts. Tempo eher gemütlich, eine 3. Das EFZ als Uhrmacherin Produktion hat sie, Lehre in Grenchen. Pro Tag so 40 Werke, bei den Chronos natürlich viel weniger. Ob ich sie wieder einstellen würde? Sofort, leider ist sie nach Genf gezogen.',
      { retry: 'Also eine 5, selbstverständlich', key: 'praezision' },
      'Nein, das wärs. Merci vielmal und en schöne Tag',
    ],
    expected: {
      funktion: 'Uhrmacher/in (Montage und Reglage)',
      jahre: 8,
      arbeiten: [
        'Remontage (Werk zusammensetzen)',
        'Reglage (Gangeinstellung)',
        'Komplikationen (Chronograph, Kalender)',
      ],
      praezision: 5,
      tempo: 3,
      efz: true,
      werke: 40,
      wieder: true,
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-eighth blind set, built-in
  {
    id: 'de-r58',
    title:
      'Vienna, a head waiter at a coffee house in the Josefstadt about a waitress, on the built-in, in Viennese ("Grüß Gott", "leiwand", "grantig", "na eh", "Baba"): Austrian school grades as words ("Sehr gut" asked again: 5; "Befriedigend" asked again: 3), a partial refusal on problem solving ("I kann Ihnen sagen, dass sie mit grantigen Gästen umgehen kann, mehr ned. A Zahl geb i da keine": blank), "Ned bewertbar" on leadership, "Fragen S\' sie selber, sie weiß es eh 😏" on improvements (asked again), the relationship corrected twelve messages later while would-rehire is asked ("ganz am Anfang hab i Kollege gschrieben. Stimmt ned ganz: ab 2023 war i ihr Oberkellner"), "Vom März 22 bis letzten August" (asked again: 53), "Na, passt eh. Baba" as no comment',
    tags: ['german', 'words', 'correction', 'decline', 'skip', 'question-back', 'unit', 'emoji'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: { firstName: 'Jovana', lastName: 'Petrović' },
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
      'imp',
      'reh',
      'reh',
      'mon',
      'mon',
      'cmt',
    ],
    says: [
      'Grüß Gott. I war ihr Kollege im Kaffeehaus in der Josefstadt, wir ham zsamm im Service gearbeitet',
      'Sehr gut',
      { retry: 'Also 5 von 5', key: 'communication' },
      'Technisch? Kaffee, Kassa, Tablett tragen... 4',
      'Leiwand mit allen, 5',
      'Befriedigend',
      { retry: 'Na eh, a 3 von 5. Sie war öfter krank', key: 'reliability' },
      'I kann Ihnen sagen, dass sie mit grantigen Gästen umgehen kann, mehr ned. A Zahl geb i da keine',
      'Ned bewertbar, sie hat niemanden gführt',
      'Sie merkt sich jeden Stammgast und was er trinkt. Melange, Einspänner, Verlängerter, alles',
      "Fragen S' sie selber, sie weiß es eh 😏",
      {
        retry: "Na guat: Ordnung im Lager. Aber sagen S' ihr ned, dass des von mir is",
        key: 'improvements',
      },
      'Moment, ganz am Anfang hab i Kollege gschrieben. Stimmt ned ganz: ab 2023 war i ihr Oberkellner, also ihr Vorgesetzter',
      'Ja, sofort',
      'Vom März 22 bis letzten August',
      { retry: '53 Monate, hab nachzählt', key: 'monthsKnown' },
      'Na, passt eh. Baba und an schönen Tag',
    ],
    expected: {
      relationship: { has: ['Oberkellner'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 3,
      strengths: { has: ['Stammgast'] },
      improvements: { has: ['Lager'] },
      wouldRehire: true,
      monthsKnown: 53,
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-eighth blind set, tenant: de-hotel (rolle, monate, bereiche, gaeste, hotelsoftware?, zimmer?, wieder, bemerkung?)
  {
    id: 'de-t75',
    title:
      'Schruns (Montafon, Vorarlberg), the owner of a family hotel about a Hungarian receptionist, on de-hotel, in Vorarlberg dialect ("Hoi", "gha", "üs", "hend", "Gäscht", "nüt", "Ade"): a referee not sure she is the right person ("Bin i do richtig? Mir hend zwei Réka gha … a Szabó und a Tóth 😅") before any answer, "i bin d Chefin vom Hotel" (Direktion), seasons where months are asked ("Drei Wintersaisona, jeweils vo Dezember bis Oschtera", asked again: 12), the breakfast named and the night shift given to the night porter, "Do froged Sie am beschta d Gäscht selber 😄" (asked again: 5), "in zwei Täg kunnt" (yes), "36 Zimmer, 70 Betta" (36, never the beds), "Nüt meh. Ade!" as no remark',
    tags: [
      'german',
      'question-back',
      'unit',
      'multiple',
      'negation',
      'number-in-word',
      'optional',
      'emoji',
    ],
    questionnaire: 'de-hotel',
    locale: 'de',
    candidate: { firstName: 'Réka', lastName: 'Szabó' },
    says: [
      'Hoi! Bin i do richtig? Mir hend zwei Réka gha in de letschte Saisona, a Szabó und a Tóth 😅',
      'Ah, d Réka Szabó vom Empfang. Jo, dia kenn i guat, i bin d Chefin vom Hotel',
      { retry: 'Direktion halt, mir ghört s Hotel', key: 'rolle' },
      'Drei Wintersaisona, jeweils vo Dezember bis Oschtera',
      { retry: 'Denn schriibet Sie 12', key: 'monate' },
      'Rezeption, und im Frühstück hät sie usgholfa, wenn Not am Ma gsi isch. Nachtdienst hät bi üs dr Nachtportier gmacht',
      'Do froged Sie am beschta d Gäscht selber 😄 Dia hend ihr Trinkgeld gä wia verruckt',
      { retry: 'Jo guat, a 5', key: 'gaeste' },
      'Jo, mir hend Protel, des hät sie in zwei Täg kunnt',
      '36 Zimmer, 70 Betta',
      'Sofort. Wenn sie will, kann sie nägschte Saison wieder ko',
      'Nüt meh. Ade!',
    ],
    expected: {
      rolle: 'Direktion / Hotelmanager/in',
      monate: 12,
      bereiche: ['Rezeption (Check-in / Check-out)', 'Frühstücksservice'],
      gaeste: 5,
      hotelsoftware: true,
      zimmer: 36,
      wieder: true,
    },
    outcome: 'completed',
  },
  {
    id: 'de-t76',
    title:
      'Winterthur (Switzerland), the owner of a watch-repair atelier about a watchmaker in after-sales service, on de-uhrmacher, in Zürich German ("Grüezi", "het", "nöd", "mängisch", "merci"): "Revisione … also Service vo Kundeuhre" (SAV), "Sit em Herbst 2019, also sächs Jahr" (a slip: corrected to "sibe" eight messages later, while would-rehire is asked), "Alles usser Komplikatione. Chronos schicked mir nach Biel" (three options), "Tiptop" (a word: asked again, 5), "E 3", "Nei, er isch Quereinsteiger, gelernte Feinmechaniker. Aber er het de WOSTEP-Kurs gmacht" (no), a calibre where movements a day are asked ("Bi de 2824er so 6 am Tag, bi Vintage-Uhre mängisch nur eini": 6), "Jo, sofort" (yes)',
    tags: [
      'german',
      'correction',
      'multiple',
      'negation',
      'words',
      'number-in-word',
      'optional',
      'hedge',
    ],
    questionnaire: 'de-uhrmacher',
    locale: 'de',
    candidate: { firstName: 'Reto', lastName: 'Bühlmann' },
    says: [
      'Grüezi. De Reto het bi üs im Uhrenatelier z Winterthur Revisione gmacht, also Service vo Kundeuhre',
      'Sit em Herbst 2019, also sächs Jahr',
      'Alles usser Komplikatione. Chronos schicked mir nach Biel',
      'Tiptop',
      { retry: 'Also e 5', key: 'praezision' },
      'Schnell isch er nöd, aber lieber so als umgekehrt. E 3',
      'Nei, er isch Quereinsteiger, gelernte Feinmechaniker. Aber er het de WOSTEP-Kurs gmacht',
      { retry: 'Nei, es EFZ als Uhrmacher het er nöd', key: 'efz' },
      'Bi de 2824er so 6 am Tag, bi Vintage-Uhre mängisch nur eini',
      'Ah, no öppis: vorher han i sächs Jahr gschribe, es sind sibe. Herbst 19 bis jetzt',
      'Jo, sofort. Er gaht nur, will sini Frau z Basel e Stell übercho het',
      'Nei, merci. Schöne Tag',
    ],
    expected: {
      funktion: 'Kundendienst / SAV (Revisionen)',
      jahre: 7,
      arbeiten: [
        'Remontage (Werk zusammensetzen)',
        'Reglage (Gangeinstellung)',
        'Emboîtage (Einschalen)',
      ],
      praezision: 5,
      tempo: 3,
      efz: false,
      werke: 6,
      wieder: true,
    },
    outcome: 'completed',
  },
  // ───────────── Thirtieth blind set, built-in
  {
    id: 'de-r59',
    title:
      'Biel/Bienne, a bilingual team leader at a watch brand who writes Swiss German and slips into French for whole answers: "Une 5, äh, eine 5 meine ich 😅", a comparison for a rating ("Besser als die meisten im Team": asked again, 4), "dito" for the rating after it (4), "Absolument fiable … Cinq sur cinq" (5), "Disons trois" (3), "Das cha-n-i nid säge" on leadership (blank), an improvement in French kept as typed, "Jo sicher, sofort" (yes), "Ca. drüü Jahr" (36 months), "Nei, merci vielmal" (no comment)',
    tags: ['german', 'french', 'words', 'unit', 'hedge', 'dont-know', 'emoji', 'correction'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: { firstName: 'Céline', lastName: 'Rüfenacht' },
    to: ['rel', 'com', 'tec', 'tec', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      'Grüezi. Ich war ihr Teamleiter in der Montage in Biel',
      'Sehr gut, sie redet mit allen. Une 5, äh, eine 5 meine ich 😅',
      'Besser als die meisten im Team',
      { retry: 'Dann halt 4', key: 'technical_skill' },
      'dito',
      'Absolument fiable. Toujours là, jamais malade. Cinq sur cinq',
      'Ça dépend... les petits problèmes elle les règle seule, pour les gros elle demande. Disons trois',
      'Das cha-n-i nid säge, sie hatte niemanden unter sich',
      'Genau, sorgfältig, und sie spricht Deutsch und Französisch perfekt',
      "Plus d'assurance en réunion, elle ose pas dire quand elle est pas d'accord",
      'Jo sicher, sofort',
      'Ca. drüü Jahr',
      'Nei, merci vielmal und en schöne Tag',
    ],
    expected: {
      relationship: { has: ['Teamleiter'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 4,
      reliability: 5,
      problem_solving: 3,
      strengths: { has: ['sorgfältig'] },
      improvements: { has: ['assurance'] },
      wouldRehire: true,
      monthsKnown: 36,
    },
    outcome: 'completed',
  },
  // ───────────── Thirtieth blind set, tenant: de-uhrmacher (funktion, jahre, arbeiten, praezision, tempo?, efz?, werke?, wieder, bemerkung?)
  {
    id: 'de-t77',
    title:
      'Le Locle / Grenchen, the head of a watch workshop who mixes French into German ("horlogère", "établi", "CFC"): "als horlogère, also Uhrmacherin, am Établi in der Montage", "Sechs Jahre, von 2018 bis 2024" (6), "Remontage und Réglage, am Schluss auch Emboîtage. Komplikationen nicht", a comparison for the required rating ("Meilleure que moi, et je fais ça depuis trente ans 😄": asked again, 5), "Langsamer als die Jungen … Eine 3" (3), "CFC d\'horlogère praticienne, das ist das EFZ auf Französisch" (yes), "bei Reglage vielleicht 40, bei Remontage 8 bis 10" (asked again: blank), "Sofort. Malheureusement elle veut partir à Genève 🙁" (yes)',
    tags: ['german', 'french', 'multiple', 'range', 'optional', 'emoji', 'skip'],
    questionnaire: 'de-uhrmacher',
    locale: 'de',
    candidate: { firstName: 'Noémie', lastName: 'Jeanneret' },
    says: [
      'Bonjour, grüessech. Sie war bei uns als horlogère, also Uhrmacherin, am Établi in der Montage',
      'Sechs Jahre, von 2018 bis 2024',
      'Remontage und Réglage, am Schluss auch Emboîtage. Komplikationen nicht, das macht bei uns nur der Chef',
      'Très précise. Meilleure que moi, et je fais ça depuis trente ans 😄',
      { retry: 'Eine 5 natürlich', key: 'praezision' },
      'Langsamer als die Jungen, aber sie muss fast nie nachbessern. Eine 3',
      "Oui, CFC d'horlogère praticienne, das ist das EFZ auf Französisch",
      'Kommt drauf an, bei Reglage vielleicht 40, bei Remontage 8 bis 10',
      { retry: 'Lassen Sie das leer', key: 'werke' },
      'Sofort. Malheureusement elle veut partir à Genève 🙁',
      "Non, c'est tout. Merci",
    ],
    expected: {
      funktion: 'Uhrmacher/in (Montage und Reglage)',
      jahre: 6,
      arbeiten: [
        'Remontage (Werk zusammensetzen)',
        'Reglage (Gangeinstellung)',
        'Emboîtage (Einschalen)',
      ],
      praezision: 5,
      tempo: 3,
      efz: true,
      wieder: true,
    },
    outcome: 'completed',
  },
  // ───────────── Thirtieth blind set, built-in
  {
    id: 'de-r60',
    title:
      'Paderborn, a master joiner who dictates from his van, no punctuation, no capitals and every number spoken ("kommunikation vier von fünf", "fachlich drei von fünf würde ich sagen", "im team eher schwierig zwei"), "keine ahnung er hat nie jemanden angeleitet" (blank), and a polite negative reference: "ich wünsche ihm wirklich alles gute aber ich würde ihn eher nicht wieder einstellen" (no), "zweieinhalb jahre ungefähr" (30 months), "nein das wars tschüss"',
    tags: ['german', 'words', 'hedge', 'unit', 'negation', 'dont-know'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: { firstName: 'Jonas', lastName: 'Brandt' },
    to: IN_ORDER,
    says: [
      'ich war sein chef in der schreinerei in paderborn er war bei mir geselle',
      'kommunikation vier von fünf',
      'fachlich drei von fünf würde ich sagen',
      'im team eher schwierig zwei',
      'zuverlässigkeit naja drei',
      'problemlösung auch drei',
      'keine ahnung er hat nie jemanden angeleitet',
      'er ist handwerklich sauber bei den möbeln wirklich gut',
      'pünktlichkeit und der ton gegenüber den kollegen',
      'also ich wünsche ihm wirklich alles gute aber ich würde ihn eher nicht wieder einstellen',
      'zweieinhalb jahre ungefähr',
      'nein das wars tschüss',
    ],
    expected: {
      relationship: { has: ['chef'] },
      communication: 4,
      technical_skill: 3,
      teamwork: 2,
      reliability: 3,
      problem_solving: 3,
      strengths: { has: ['sauber'] },
      improvements: { has: ['pünktlichkeit'] },
      wouldRehire: false,
      monthsKnown: 30,
    },
    outcome: 'completed',
  },
  // ───────────── Thirtieth blind set, tenant: de-forst (rolle, jahre, taetigkeiten, sicherheit, motorsaegenschein?, festmeter?, wieder, bemerkung?)
  {
    id: 'de-t78',
    title:
      'Black Forest, a district forester who answers the tasks in one long paragraph that also names the chainsaw certificate ("Den Motorsägenschein hat er übrigens, AS Baum I und II": yes, not asked again), "Harvester fährt er nicht", "also gut sieben Jahre" (7), a refusal to put a number on the required safety rating with a description ("Zahlen vergebe ich ungern. Ich sag mal so: …": asked again, "Na gut, wenn\'s sein muss: 5"), "im Laubholz vielleicht 15, im Fichtenschadholz auch mal 40" (asked again: 20)',
    tags: ['german', 'long', 'multi-answer', 'multiple', 'range', 'hedge', 'optional'],
    questionnaire: 'de-forst',
    locale: 'de',
    candidate: { firstName: 'Matthias', lastName: 'Kienzler' },
    says: [
      'Ich bin der Revierförster, er war Forstwirt in meinem Revier',
      'Seit der Ausbildung, also gut sieben Jahre',
      'Eigentlich alles, was im Revier anfällt: Holzernte mit der Motorsäge den ganzen Winter, im Frühjahr Pflanzung und Kulturpflege, und seit zwei Jahren klettert er auch, Baumpflege an den Straßen. Harvester fährt er nicht, das machen bei uns Unternehmer. Den Motorsägenschein hat er übrigens, AS Baum I und II, und den Kletterschein auch',
      'Zahlen vergebe ich ungern. Ich sag mal so: er schaut immer zweimal, bevor er einen Baum umlegt, und er ruft laut, wenn einer im Fallbereich steht',
      { retry: "Na gut, wenn's sein muss: 5", key: 'sicherheit' },
      { retry: 'Ja, hat er', key: 'motorsaegenschein' },
      'Im Laubholz vielleicht 15, im Fichtenschadholz auch mal 40',
      { retry: 'Schreiben Sie 20, so im Schnitt', key: 'festmeter' },
      'Ja, jederzeit',
      'Nein, danke',
    ],
    expected: {
      rolle: 'Revierleitung (Förster/in)',
      jahre: 7,
      taetigkeiten: [
        'Holzernte mit der Motorsäge',
        'Pflanzung und Kulturpflege',
        'Baumpflege und Seilklettertechnik',
      ],
      sicherheit: 5,
      motorsaegenschein: true,
      festmeter: 20,
      wieder: true,
    },
    outcome: 'completed',
  },
  // ───────────── Thirtieth blind set, tenant: de-museum (rolle, jahre, formate, vermittlung, fremdsprache?, fuehrungen?, wieder, erinnerung)
  {
    id: 'de-t79',
    title:
      'Vienna, the head of education at a museum who answers three questions, gives a comparison for the rating ("Besser als die meisten unserer Fixangestellten": asked again) and then asks to come back later ("Ich muss jetzt in eine Sitzung. Ich melde mich morgen und mach den Rest fertig, ja?"): open, the rating and the rest unanswered',
    tags: ['german', 'multiple', 'required-miss', 'off-topic', 'words'],
    questionnaire: 'de-museum',
    locale: 'de',
    candidate: { firstName: 'Magdalena', lastName: 'Hofbauer' },
    says: [
      'Grüß Gott! Ich leite die Vermittlung im Haus, sie hat bei uns als freie Kulturvermittlerin Führungen gemacht',
      'Drei Saisonen, also drei Jahre',
      'Vor allem Schulklassen, und am Wochenende Erwachsene. Kassa nie',
      'Besser als die meisten unserer Fixangestellten, ehrlich gesagt',
      'Du, ich muss jetzt in eine Sitzung. Ich melde mich morgen und mach den Rest fertig, ja?',
    ],
    expected: {
      rolle: 'Leitung Bildung und Vermittlung',
      jahre: 3,
      formate: ['Führungen für Erwachsene', 'Schulklassen und Kinder'],
    },
    outcome: 'open',
  },
  // ───────────── Thirty-second blind set, built-in (held out)
  {
    id: 'de-r61',
    title:
      'Mainz, the landlady of a wine tavern in the old town who answers five questions of the built-in in one first paragraph in Rhine-Hessian ("Ei gude!", "Ich mach\'s korz, weil Samstag is": the relationship, "vum 11.11.2021 bis Aschermittwoch 2025, also gut drei Jahr" (40 months, never 11, 2021 or 36 unconfirmed), "Kommunikation e glatte 5 … wann 200 Leut drin sin", "Zuverlässig … sag mer 3", "Jederzeit, nur net an Fassenacht 😂" (yes)), then "Vum Woi versteht der mehr wie ich, un ich mach des seit 30 Jahr. 5", sarcasm on leadership ("Der führt höchstens die Gäst an de Tisch 😄": asked again, blank), and at the last question "bei Zuverlässigkeit hab ich 3 gesagt, des war gemein. Mache Se e 4 draus. Sonst nix, Helau!" (reliability 4, no comment)',
    tags: ['german', 'long', 'multi-answer', 'correction', 'hedge', 'unit', 'emoji', 'dont-know'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: { firstName: 'Tim', lastName: 'Heidenreich' },
    to: ['rel', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      "Ei gude! Ich bin die Wirtin vun de Weinstub „Zum Bajass“ in de Mainzer Altstadt, de Tim war bei mir Kellner. Ich mach's korz, weil Samstag is: vum 11.11.2021 bis Aschermittwoch 2025, also gut drei Jahr. Kommunikation e glatte 5, der babbelt mit jedem Gast, aach am Rosemontag, wann 200 Leut drin sin. Zuverlässig – naja, nach de Fassenacht manchmal e bissi spät 😄 sag mer 3. Wieder einstelle? Jederzeit, nur net an Fassenacht 😂",
      { retry: 'E glatte 5', key: 'communication' },
      'Vum Woi versteht der mehr wie ich, un ich mach des seit 30 Jahr. 5',
      'Im Team e 4. Mit de Köchin hat er sich als gezofft, awwer des is normal',
      { retry: '3', key: 'reliability' },
      'Wann de Zapfhahn klemmt odder en Gast Theater macht, regelt der des. 4',
      'Führung? Der führt höchstens die Gäst an de Tisch 😄',
      {
        retry: 'Kann ich net sage, er hat niemand unner sich gehabt. Lasse Se des weg',
        key: 'leadership',
      },
      'Gedächtnis wie en Elefant: der weiß nach zwei Jahr noch, wer welchen Riesling trinkt',
      'Pünktlichkeit, wie gesagt 🙄 Un er schreibt die Bons net ordentlich',
      { retry: 'Ja', key: 'wouldRehire' },
      { retry: 'Schreibe Se 40 Monat', key: 'monthsKnown' },
      'Ach, noch was zu vorhin: bei Zuverlässigkeit hab ich 3 gesagt, des war gemein. Mache Se e 4 draus. Sonst nix, Helau!',
    ],
    expected: {
      relationship: { has: ['Wirtin'] },
      communication: 5,
      technical_skill: 5,
      teamwork: 4,
      reliability: 4,
      problem_solving: 4,
      strengths: { has: ['Gedächtnis'] },
      improvements: { has: ['Pünktlichkeit'] },
      wouldRehire: true,
      monthsKnown: 40,
    },
    outcome: 'completed',
  },
  // ───────────── Thirty-second blind set, tenant: de-bestattung (rolle, jahre, aufgaben, angehoerige, belastbarkeit?, fachkraft?, bereitschaft?, empfehlung, wieder, bemerkung?)
  {
    id: 'de-t80',
    title:
      'Zell am See (Pinzgau, Salzburg), the owner of a funeral home in Pinzgau dialect who answers the role and the tasks in one first paragraph ("I bin da Inhaber … zwoate Generation", "vo 2018 bis heuer im August … mit oan Joahr Karenz dazwischn": asked again, "Sieben Joahr", never 1, 2018 or 8; transfers "übern Pass Thurn", "Versorgen und Aufbahrn", "Trauergespräche füahr bei uns nur i, do woar\'s dabei, oba gfüahrt hod\'s koane" (not ticked), the registry office and the cemetery), gallows humour on the required rating ("Von unsrer Kundschaft hod si no koana beschwert 😄": asked again, "Fünf von fünf"), "A Vierer" on resilience (4), "De Befähigungsprüfung mocht\'s im März … Bis dahin: na" (no: an exam booked is not one passed), "Mia san zu viert mit drei Autos … so 8 Nächt im Monat" (8), "Zehn von zehn. Na wart – neun" on the 0–10 recommendation (9), "Sofort, wenn\'s ned nach Salzburg eini ziang tat" (yes), "Des woar\'s. Pfiat Eana" (no comment)',
    tags: [
      'german',
      'long',
      'multi-answer',
      'multiple',
      'words',
      'correction',
      'hedge',
      'emoji',
      'optional',
    ],
    questionnaire: 'de-bestattung',
    locale: 'de',
    candidate: { firstName: 'Verena', lastName: 'Schwaiger' },
    says: [
      "Griaß Eana. I bin da Inhaber vom Bestattungsunternehmen in Zell am See, zwoate Generation. D'Verena woar vo 2018 bis heuer im August bei uns, mit oan Joahr Karenz dazwischn. Überführungen hod's gmocht, a mitten in da Nocht übern Pass Thurn, bei jedem Wetter. Versorgen und Aufbahrn a. Trauergespräche füahr bei uns nur i, do woar's dabei, oba gfüahrt hod's koane. Ums Standesamt und an Friedhof hod sie si kümmert, des ko sie bessa ois i 😄",
      { retry: 'I bin da Inhaber', key: 'rolle' },
      { retry: 'Sieben Joahr, de Karenz ned mitgrechnet', key: 'jahre' },
      {
        retry:
          'Überführungen, Versorgen und Aufbahrn, und as Standesamt und da Friedhof. Trauergespräche und de Feiern ned.',
        key: 'aufgaben',
      },
      'Von unsrer Kundschaft hod si no koana beschwert 😄',
      {
        retry:
          'Na im Ernst: mit de Angehörigen is sie ruhig, ehrlich und nimmt sich Zeit. Fünf von fünf.',
        key: 'angehoerige',
      },
      "Hoit mehr aus ois de meisten Mannsbuider. Nur bei de Kinder, do hod's scho amoi zwoa Tag frei braucht, des is normal. A Vierer.",
      "De Befähigungsprüfung mocht's im März, angmeldet is' scho. Bis dahin: na.",
      "Mia san zu viert mit drei Autos, Rufbereitschaft rund um d'Uhr. Sie hod so 8 Nächt im Monat ghobt, im Winter mehra",
      'Zehn von zehn. Na wart – neun. Perfekt is koana, i a ned 😄',
      "Sofort, wenn's ned nach Salzburg eini ziang tat",
      "Des woar's. Pfiat Eana.",
    ],
    expected: {
      rolle: 'Inhaber/in bzw. Geschäftsführung',
      jahre: 7,
      aufgaben: [
        'Überführungen',
        'Hygienische Versorgung und Aufbahrung',
        'Behördengänge und Formalitäten (Standesamt, Friedhof)',
      ],
      angehoerige: 5,
      belastbarkeit: 4,
      fachkraft: false,
      bereitschaft: 8,
      empfehlung: 9,
      wieder: true,
    },
    outcome: 'completed',
  },
  // ───────────── Thirty-second blind set, built-in
  {
    id: 'de-r62',
    title:
      'Oelsnitz (Vogtland), a retired master baker, born in 1947, who types everything in capitals with one finger and AE/OE/UE for umlauts ("ICH BIN JAHRGANG 47 … ALSO NICHT DRAENGELN" in the relationship), "5. DER BESTE LEHRLING DEN ICH IN 40 JAHREN HATTE" (5), "WIE OBEN" for teamwork (5), then, while problem solving is asked, "HALT. DIE 3 WAR FALSCH, VERTIPPT. DAS SOLL EINE 5 SEIN … JEDEN MORGEN UM 2 UHR" (reliability 5; problem solving asked again: 4), a question back on leadership ("WAS MEINEN SIE MIT FUEHRUNG. ER WAR DER LEHRLING": blank), "SCHON IM 3. LEHRJAHR", "JA … ICH HABE ABER 2011 ZUGEMACHT" (yes), "DREI JAHRE LEHRE VON 1999 BIS 2002 UND DANN NOCH EIN JAHR ALS GESELLE. DAS SIND 4 JAHRE" (48 months), greetings that are no comment',
    tags: ['german', 'correction', 'question-back', 'dont-know', 'words', 'unit', 'number-in-word'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: { firstName: 'Marcel', lastName: 'Unglaub' },
    to: [
      'rel',
      'com',
      'tec',
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
      'cmt',
    ],
    says: [
      'GUTEN TAG. ICH WAR SEIN LEHRMEISTER IN MEINER BAECKEREI IN OELSNITZ IM VOGTLAND. ICH BIN JAHRGANG 47 UND TIPPE MIT EINEM FINGER, ALSO NICHT DRAENGELN',
      '4',
      '5. DER BESTE LEHRLING DEN ICH IN 40 JAHREN HATTE',
      'WIE OBEN',
      '3',
      'HALT. DIE 3 WAR FALSCH, VERTIPPT. DAS SOLL EINE 5 SEIN. DER WAR JEDEN MORGEN UM 2 UHR IN DER BACKSTUBE, FEI PUENKTLICHER ALS ICH',
      { retry: 'PROBLEME LOESEN 4', key: 'problem_solving' },
      'WAS MEINEN SIE MIT FUEHRUNG. ER WAR DER LEHRLING',
      { retry: 'DANN KANN ICH DAS NICHT SAGEN. WEITER', key: 'leadership' },
      'SAUBER GEARBEITET UND SEINE STOLLEN WAREN SCHON IM 3. LEHRJAHR BESSER ALS MEINE',
      'ER REDET ZU WENIG MIT DEN KUNDEN. SONST NICHTS',
      'JA. WENN ER WIEDER BACKEN WILL JEDERZEIT. ICH HABE ABER 2011 ZUGEMACHT',
      'DREI JAHRE LEHRE VON 1999 BIS 2002 UND DANN NOCH EIN JAHR ALS GESELLE. DAS SIND 4 JAHRE',
      'NEIN. SCHOENE GRUESSE AN DEN MARCEL, ER SOLL SICH MAL WIEDER MELDEN',
    ],
    expected: {
      relationship: { has: ['LEHRMEISTER'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      strengths: { has: ['STOLLEN'] },
      improvements: { has: ['REDET ZU WENIG'] },
      wouldRehire: true,
      monthsKnown: 48,
    },
    outcome: 'completed',
  },
  // ───────────── Thirty-second blind set, tenant: de-bestattung
  {
    id: 'de-t81',
    title:
      'Kassel, a colleague at a funeral home who types fast: "wir sind beide Bestattungsfachkräfte" (a colleague), "Sechs Jahre, wir haben 2020 zusammen angefangen" (6), the tasks with the talks with the bereaved left to the boss, then a refusal of the REQUIRED rating ("Dazu sag ich als Kollegin lieber nix, das soll der Chef beurteilen", asked again: "Nein, wirklich nicht"), "4, bei Kindern tun wir uns alle schwer" (4), "Ja, IHK-Prüfung 2022" (yes), "Sie hat eine Nachtbereitschaft im Monat" set right while the 0–10 recommendation is asked ("*keine! Sorry, Tippfehler 🙈 Nachts ist sie nie dran": 0, and no recommendation of 0), "Ich würd sagen 4 von 5" on the 0–10 scale (asked again: "Ach so, bis 10. Dann 8", never 4), "Ich stell ja nicht ein 😅 Aber ich würd jederzeit wieder mit ihr arbeiten" (yes): open, the required rating unanswered',
    tags: [
      'german',
      'typos',
      'correction',
      'decline',
      'required-miss',
      'multiple',
      'negation',
      'emoji',
      'optional',
    ],
    questionnaire: 'de-bestattung',
    locale: 'de',
    candidate: { firstName: 'Jasmin', lastName: 'Hollstein' },
    says: [
      'Hallo, ich bin ihre Kollegin, wir sind beide Bestattungsfachkräfte bei Wendt Bestattungen in Kassel',
      'Sechs Jahre, wir haben 2020 zusammen angefangen',
      'Überführungen, Versorgung und Aufbahrung, Trauerfeiern. Die Formalitäten auch, Standesamt usw. Trauergespräche macht bei uns nur Herr Wendt',
      'Dazu sag ich als Kollegin lieber nix, das soll der Chef beurteilen',
      { retry: 'Nein, wirklich nicht. Fragen Sie Herrn Wendt', key: 'angehoerige' },
      '4, bei Kindern tun wir uns alle schwer',
      'Ja, IHK-Prüfung 2022',
      'Sie hat eine Nachtbereitschaft im Monat, die Nächte macht meistens der Chef selber',
      '*keine! Sorry, Tippfehler 🙈 Nachts ist sie nie dran',
      'Ich würd sagen 4 von 5',
      { retry: 'Ach so, bis 10. Dann 8', key: 'empfehlung' },
      'Ich stell ja nicht ein 😅 Aber ich würd jederzeit wieder mit ihr arbeiten',
      { retry: 'Ja', key: 'wieder' },
      "Nein, das war's. Schönen Tag noch",
    ],
    expected: {
      rolle: 'Kollege/Kollegin',
      jahre: 6,
      aufgaben: [
        'Überführungen',
        'Hygienische Versorgung und Aufbahrung',
        'Organisation von Trauerfeiern und Beisetzungen',
        'Behördengänge und Formalitäten (Standesamt, Friedhof)',
      ],
      belastbarkeit: 4,
      fachkraft: true,
      bereitschaft: 0,
      empfehlung: 8,
      wieder: true,
    },
    outcome: 'open',
  },
  // ───────────── Thirty-second blind set, tenant: de-sicherheit (rolle, jahre, einsatz, deeskalation, sachkunde?, nachtschichten?, wieder, bemerkung?)
  {
    id: 'de-t82',
    title:
      'Magdeburg, the manager of a shopping centre (the client) who answers everything at once as a NUMBERED form with labels and a signature, where the item numbers sit beside answers with no number of their own: "1. Rolle: Centermanager …, wir sind der Auftraggeber", "2. Jahre: seit Frühjahr 2021" (asked again: "Fünfeinhalb Jahre", never 2 or 2021), "3. Einsatz: Info-Point am Empfang, nachts Objektschutz im Parkhaus, dazu die Adventswochenenden mit Weihnachtsmarkt", "4. Deeskalation: sehr gut" (asked again: 5, never 4), "5. 34a: ja", "6. Nachtschichten: keine Ahnung, das plant die Firma" (blank, never 6 nor a 0 read from "keine"), "7. Wieder: unbedingt", "8. Bemerkung: –", "Tel. 0391 555 12 40" in the signature',
    tags: [
      'german',
      'list',
      'multi-answer',
      'long',
      'signature',
      'multiple',
      'dont-know',
      'hedge',
      'optional',
    ],
    questionnaire: 'de-sicherheit',
    locale: 'de',
    candidate: { firstName: 'Kübra', lastName: 'Aslan' },
    says: [
      'Guten Tag, Frau Aslan hat mir Ihre Fragen schon weitergeleitet, ich antworte der Einfachheit halber in einem Rutsch:\n1. Rolle: Centermanager der Hasselbach-Passage, wir sind der Auftraggeber\n2. Jahre: seit Frühjahr 2021 bei uns im Objekt\n3. Einsatz: Info-Point am Empfang, nachts Objektschutz im Parkhaus, dazu die Adventswochenenden mit Weihnachtsmarkt\n4. Deeskalation: sehr gut, bleibt auch bei Betrunkenen freundlich\n5. 34a: ja\n6. Nachtschichten: keine Ahnung, das plant die Firma\n7. Wieder: unbedingt\n8. Bemerkung: –\n\nMfG\nR. Böttcher\nCentermanagement Hasselbach-Passage\nTel. 0391 555 12 40',
      { retry: 'Auftraggeber, also Kunde', key: 'rolle' },
      { retry: 'Fünfeinhalb Jahre', key: 'jahre' },
      { retry: 'Objektschutz, Empfang und Veranstaltungen', key: 'einsatz' },
      { retry: 'Eine 5', key: 'deeskalation' },
      { retry: 'Ja, hat sie', key: 'sachkunde' },
      {
        retry: 'Weiß ich wirklich nicht, das müssen Sie die Firma fragen',
        key: 'nachtschichten',
      },
      { retry: 'Ja, unbedingt', key: 'wieder' },
      { retry: 'Nein, nichts weiter', key: 'bemerkung' },
    ],
    expected: {
      rolle: 'Auftraggeber/in (Kunde)',
      jahre: 5.5,
      einsatz: ['Objektschutz', 'Empfang und Pforte', 'Veranstaltungen'],
      deeskalation: 5,
      sachkunde: true,
      wieder: true,
    },
    outcome: 'completed',
  },
  {
    id: 'de-r63',
    title:
      'Upper Palatinate driving school: "Eins mit Sternchen" (the best, not a 1), "a Vierer mit Tendenz nach oben", times beside a rating, "De war 19 … lass ma weg", dates for months',
    tags: ['german', 'words', 'hedge', 'range', 'emoji', 'skip', 'unit', 'typos'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: LEA_SOPHIE,
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
      'cmt',
    ],
    says: [
      'Servus! I bin da Inhaber vo da Fahrschule Kellermann in Amberg. D Lea-Sophie war bei uns im Büro, Anmeldung und Theorieplanung',
      'Kommunikation? Eins mit Sternchen, gell 😄',
      { retry: 'Ah so, bei Eahna is d 5 des Beste. Dann fünf', key: 'communication' },
      'Mitm Computer kann sie des besser wia i. A Vierer',
      'Mit de Fahrlehrer hods si guad verstandn, a Vierer mit Tendenz nach oben',
      "Bis auf zwoa, drei Mal, wo's um 7:45 statt um halb acht do war: fünf",
      'A guade Drei, vielleicht a schwache Vier',
      { retry: 'Sag ma drei', key: 'problem_solving' },
      'Führung? De war 19 😄 Des lass ma weg',
      'Sie hod de Theorietermine vo 300 Schüler im Kopf ghabt, Dienstag und Donnerstag um 18:30, und nia a Doppelbuchung',
      'Sie lasst si vo de Eltern am Telefon fei z vui gfalln',
      'Sofort, wenn i a Stelle frei hätt',
      "Vom September 22 bis Ende April 25. Ang'fangt hods mit 17 als Minijobberin",
      'Na, des wars. Pfiat eich!',
    ],
    expected: {
      relationship:
        'Servus! I bin da Inhaber vo da Fahrschule Kellermann in Amberg. D Lea-Sophie war bei uns im Büro, Anmeldung und Theorieplanung',
      communication: 5,
      technical_skill: 4,
      teamwork: 4,
      reliability: 5,
      problem_solving: 3,
      strengths:
        'Sie hod de Theorietermine vo 300 Schüler im Kopf ghabt, Dienstag und Donnerstag um 18:30, und nia a Doppelbuchung',
      improvements: 'Sie lasst si vo de Eltern am Telefon fei z vui gfalln',
      wouldRehire: true,
      monthsKnown: 32,
    },
    outcome: 'completed',
  },
  {
    id: 'de-t83',
    title:
      'Franconian brewmaster: "mit 16 angfangt, und etz is er 24. Also acht Johr" (96 months), "Sudhaus und Keller … Abfüllung ned", "20 Hektoliter pro Sud … zwei, drei Sud in der Woch" settled',
    tags: ['german', 'unit', 'multiple', 'negation', 'range', 'optional', 'emoji', 'typos'],
    questionnaire: 'de-brauerei',
    locale: 'de',
    candidate: HANS_JUERGEN,
    says: [
      'Grüß Gott, ich bin der Braumeister bei der Brauerei Hetzel in Pottenstein. Der Hansi war mein Brauer',
      'Seit der Lehr, die hat er mit 16 angfangt, und etz is er 24. Also acht Johr',
      'Sudhaus und Keller, des Rauchbier hat er ab 2022 praktisch allein gmacht. Abfüllung ned, des macht a Lohnabfüller in Forchheim, und die Führungen macht mei Frau',
      'Fei a Fünfer. Der hat amal an ganzen Sud weggschütt, weil d Temperatur um zwei Grad daneben war',
      'Um fünfe in der Früh einmaischen und an der Kerwa bis nachts um zwoa Fässer schleppen, meistens ohne Murren. A Vierer',
      'Den Staplerschein hat er, ja',
      'Mir machen 20 Hektoliter pro Sud, und er is so zwei, drei Sud in der Woch gfahrn',
      { retry: 'Schreibens 50', key: 'hektoliter' },
      'Freilich! Wenn er ned zum Studiern nach Weihenstephan gangen wär, wär er heut no do',
      'Nix mehr, bassd scho. Prost! 🍺',
    ],
    expected: {
      rolle: 'Braumeister/in oder Produktionsleitung',
      monate: 96,
      bereiche: ['Sudhaus', 'Gär- und Lagerkeller'],
      sorgfalt: 5,
      belastbarkeit: 4,
      stapler: true,
      hektoliter: 50,
      wieder: true,
    },
    outcome: 'completed',
  },
  {
    id: 'de-r64',
    title:
      'Allgäu bank trainer: "Ist das seriös?" before the relationship, "Zwei minus" (a German grade) asked again, "87 Punkten, also gut. Eine 4", four thumbs-up, dates and "ein halbes Jahr" for months',
    tags: ['german', 'question-back', 'emoji', 'dont-know', 'skip', 'unit', 'words'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: ANNA_LENA,
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
      'mon',
      'cmt',
    ],
    says: [
      'Bevor ich was sage: Woher haben Sie meine Nummer? Ist das seriös?',
      {
        retry:
          'Ok, die Anna-Lena hat mich vorgewarnt 🙂 Ich war ihre Ausbilderin in der Filiale Kempten',
        key: 'relationship',
      },
      'Zwei minus',
      { retry: 'Ach, bei Ihnen ist 5 das Beste? Dann eine 4', key: 'communication' },
      'Abschlussprüfung mit 87 Punkten, also gut. Eine 4',
      '👍👍👍👍',
      { retry: '4 natürlich', key: 'teamwork' },
      'Jeden Tag um 7:50 da, drei Jahre lang. Fünf',
      'Weiß ich ehrlich gesagt nicht, schwierige Fälle gingen immer an mich',
      'Nicht zutreffend, sie war Azubi',
      'Kundengespräche, vor allem mit älteren Kunden. Manche haben extra gewartet, bis sie frei war',
      'Wertpapiere, da war sie noch unsicher',
      'Wir haben ihr ja die Übernahme angeboten, sie wollte nach München. Also ja',
      'Vom 1. August 2021 bis zur Abschlussprüfung im Januar 2024, und dann noch ein halbes Jahr als Angestellte',
      { retry: 'Insgesamt drei Jahre', key: 'monthsKnown' },
      'Nein. Und bitte nicht zurückrufen, ich bin ab morgen im Urlaub',
    ],
    expected: {
      relationship: { has: ['Ausbilderin', 'Kempten'], not: ['seriös'] },
      communication: 4,
      technical_skill: 4,
      teamwork: 4,
      reliability: 5,
      strengths:
        'Kundengespräche, vor allem mit älteren Kunden. Manche haben extra gewartet, bis sie frei war',
      improvements: 'Wertpapiere, da war sie noch unsicher',
      wouldRehire: true,
      monthsKnown: 36,
    },
    outcome: 'completed',
  },
  {
    id: 'de-t84',
    title:
      'North Hessian warehouse shift lead: "Vom Peak 2022 … 28 Monate", "Fehlerquote 0,3 Prozent … ne 5", "Vollzeit, im Dreischichtbetrieb" (two options fit a single choice: asked again)',
    tags: ['german', 'unit', 'typos', 'long'],
    questionnaire: 'de-logistik',
    locale: 'de',
    candidate: MARCO,
    says: [
      'Ei gude. Vom Peak 2022, also Oktober, bis Ende Januar 2025. 28 Monate, hab nachgezählt',
      'Fehlerquote 0,3 Prozent, das is bei uns top. Also ne 5',
      'Hat er, und fürn Schubmaststapler auch',
      'Vollzeit, im Dreischichtbetrieb',
      { retry: 'Dann Schichtdienst, das trifft es eher', key: 'arbeitszeit' },
      'An Heiligabend um 22 Uhr hat er noch 400 Pakete vom Band geholt, als alle schon weg waren. Mehr muss man nich sagen',
    ],
    expected: {
      monate: 28,
      sorgfalt: 5,
      staplerschein: true,
      arbeitszeit: 'Schichtdienst',
      anmerkungen: { has: ['Heiligabend', '400 Pakete'] },
    },
    outcome: 'completed',
  },
  {
    id: 'de-t85',
    title:
      'American head brewer in St. Pauli: "About 18 months, I think", "Brewhouse und Cellar, und die Canning Line. CIP natürlich auch", "Pretty solid 4", "30 barrels a week" asked again in hectolitres',
    tags: ['german', 'hedge', 'unit', 'multiple', 'dont-know', 'optional', 'emoji'],
    questionnaire: 'de-brauerei',
    locale: 'de',
    candidate: NIKLAS,
    says: [
      'Hi! Ich war sein Head Brewer, also Braumeister, bei Elbe Craft Brewing in St. Pauli',
      'About 18 months, I think. Von Frühling 2023 bis Herbst 2024',
      'Brewhouse und Cellar, und die Canning Line. CIP natürlich auch, das machen alle bei uns',
      'Pretty solid 4. Einmal hat er den Dry Hop vergessen haha',
      'Keine Ahnung ehrlich, wir haben keine Hochsaison, es ist immer busy 😅',
      'Forklift… Staplerschein? Yes, hat er im Mai 2024 gemacht',
      'We do 30 barrels a week, er war bei fast allen Suden dabei',
      { retry: 'Sorry, amerikanisch 😄 Google sagt ca. 35 Hektoliter', key: 'hektoliter' },
      'Absolutely, yes',
      'Sein Englisch ist besser als mein Deutsch 😂 Cheers!',
    ],
    expected: {
      rolle: 'Braumeister/in oder Produktionsleitung',
      monate: 18,
      bereiche: [
        'Sudhaus',
        'Gär- und Lagerkeller',
        'Abfüllung (Flasche, Dose, Fass)',
        'Reinigung und Hygiene (CIP)',
      ],
      sorgfalt: 4,
      stapler: true,
      hektoliter: 35,
      wieder: true,
      bemerkung: { has: ['Englisch', 'Deutsch'] },
    },
    outcome: 'completed',
  },
  {
    id: 'de-r65',
    title:
      'Lübeck marzipan shift lead: "Muss ich alles beantworten?" before the relationship, "80 %" on a rating asked again, "Zwischen 3 und 5, je nach Tagesform" settled, a bare "Ja" on reliability, "Sechzig Wochen" for months asked again (14)',
    tags: ['german', 'question-back', 'unit', 'range', 'hedge', 'words', 'emoji'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: FINJA,
    to: [
      'rel',
      'rel',
      'com',
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
      'Moin! Muss ich da alles beantworten oder nur das, was ich weiß?',
      {
        retry: 'Alles klar. Ich war ihre Schichtleiterin in der Marzipanfabrik in Lübeck',
        key: 'relationship',
      },
      '80 %',
      { retry: 'Ach so, 1 bis 5. Dann ne 4', key: 'communication' },
      'Rohmasse, Temperieren, Formen – kann sie alles. 5',
      'Zwischen 3 und 5, je nach Tagesform 🙈',
      { retry: 'Okay, dann 4', key: 'teamwork' },
      'Ja',
      { retry: 'Sorry, ich meinte: absolut zuverlässig. 5', key: 'reliability' },
      'Als im Dezember die Kühlung ausgefallen ist, hat sie in 20 Minuten die ganze Linie umgeplant. 5',
      'Sie hatte 6 Leute unter sich in der Spätschicht. 4',
      'Ruhe bewahren, auch im Weihnachtsgeschäft',
      'Manchmal zu leise in großen Runden',
      'Jederzeit. Sie wollte nur näher an Hamburg wohnen',
      'Sechzig Wochen ungefähr, dann ist sie umgezogen',
      { retry: 'Also etwa 14 Monate', key: 'monthsKnown' },
      'Nee, dat wär’s. Schönen Tag noch!',
    ],
    expected: {
      relationship: { has: ['Schichtleiterin', 'Marzipan'], not: ['beantworten'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 5,
      leadership: 4,
      strengths: 'Ruhe bewahren, auch im Weihnachtsgeschäft',
      improvements: 'Manchmal zu leise in großen Runden',
      wouldRehire: true,
      monthsKnown: 14,
    },
    outcome: 'completed',
  },
  {
    id: 'de-t86',
    title:
      'Radebeul landscaper in Saxon: "Sagen mer sechse", tree felling done by a climber and ponds not offered, "Fünfe", the certificate not known, "zwee Paletten" asked again in square metres (22)',
    tags: ['german', 'words', 'multiple', 'negation', 'dont-know', 'optional', 'unit'],
    questionnaire: 'de-gartenbau',
    locale: 'de',
    candidate: KAI_UWE,
    says: [
      'Nu, Tach ooch. Ich bin der Chef vom Kai-Uwe, also Inhaber vom Garten- und Landschaftsbau Richter in Radebeul',
      'Seit Frühjahr 2019, mit ner Pause im Corona-Winter. Sagen mer sechse',
      'Pflastern und Trockenmauern aus Elbsandstein vor allem, und Pflanzungen ooch. Den Minibagger fährt er wie e Weltmeister. Bäume fällt bei uns nur der Baumkletterer, und Teiche machen mer keene',
      'Da gibt’s nischt zu meckern, die Fugen wie mit’m Lineal. Fünfe',
      'Bei de Kunden? Na, er redet nich viel. Drei',
      'Den Pflanzenschutzschein? Weeß ich nich, da müsst ich im Ordner gucken',
      'So zwee Paletten am Tag, wenn’s Bett fertig is',
      {
        retry: 'Ach so, in Quadratmetern. Ene Palette sind bei dem Stein 11 Quadratmeter, also 22',
        key: 'pflaster',
      },
      'Nu freilich! Der kann morgen wieder anfangen',
      'Nee, das wär’s. Tschüssi',
    ],
    expected: {
      rolle: 'Chef/in oder Bauleitung',
      jahre: 6,
      arbeiten: [
        'Pflaster- und Natursteinarbeiten',
        'Pflanzung und Pflege',
        'Maschinen (Minibagger, Radlader)',
      ],
      sorgfalt: 5,
      kunden: 3,
      pflaster: 22,
      wieder: true,
    },
    outcome: 'completed',
  },
  {
    id: 'de-r66',
    title:
      'Schaffhausen dental lab owner: a price in Swiss francs beside a rating ("CHF 1\'850.–"), "Dreieinhalb" asked again, an apprentice year that is no rating, "Zwei Jahre und drei Monate" (27), a comment with "1\'200" and a signature',
    tags: ['german', 'number-in-word', 'words', 'dont-know', 'emoji', 'signature'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: LIOBA,
    to: ['rel', 'com', 'tec', 'tea', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      'Grüezi. Ich bin Inhaber des Dentallabors in Schaffhausen, in dem Frau Fässler als Zahntechnikerin angestellt war.',
      'Mit den Zahnärzten am Telefon souverän, mit den Patienten bei der Farbnahme sehr geduldig. 4',
      "Eine Zirkon-Brücke kostet bei uns CHF 1'850.–, und von ihr kam keine einzige zurück. 5",
      'Dreieinhalb',
      { retry: 'Also gut, 4', key: 'teamwork' },
      '5. Sie war nie krank, ausser einmal an der Fasnacht 😄',
      'Schwer zu sagen, die schwierigen Fälle habe ich meistens selber übernommen',
      'Sie hat unsere zwei Lernenden im 1. Lehrjahr angeleitet. 4',
      'Farbnahme und Schichttechnik, da ist sie besser als ich',
      'Das Tempo. Eine Brücke muss bei uns manchmal bis 14 Uhr raus',
      'Ja, sofort. Aber sie will ja an die Höhere Fachschule',
      'Zwei Jahre und drei Monate',
      "Über 1'200 Arbeiten in der Zeit, ich habe nachgezählt 😄\n\nFreundliche Grüsse\nR. Wüest",
    ],
    expected: {
      relationship: { has: ['Dentallabor', 'Schaffhausen'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      leadership: 4,
      strengths: 'Farbnahme und Schichttechnik, da ist sie besser als ich',
      improvements: 'Das Tempo. Eine Brücke muss bei uns manchmal bis 14 Uhr raus',
      wouldRehire: true,
      monthsKnown: 27,
      comments: { has: ["1'200", 'Arbeiten'] },
    },
    outcome: 'completed',
  },
  {
    id: 'de-t87',
    title:
      'Innviertel pharmacy owner: "Konzessionsinhaberin", the candidate\'s age given for the years ("Sie is 24") asked again, the Rezeptur not her job, "Heuer scho drei, letztes Joahr woarn\'s zwa" (2), a comment about Linz',
    tags: ['german', 'wrong-question', 'multiple', 'optional', 'words', 'emoji'],
    questionnaire: 'de-apotheke',
    locale: 'de',
    candidate: SELIN,
    says: [
      'Griaß Eahna. I bin d’Konzessionsinhaberin von da Apotheke in Ried, d’Selin hat bei mir glernt und is dann bliebn',
      'Sie is 24',
      { retry: 'Ah so, wia lang bei uns? Vier Joahr, mit da Lehr', key: 'jahre' },
      'HV, Bestellungen und im Summa d’Zustellung mitm Radl. Rezeptur macht bei uns nur a Pharmazeutin',
      'Auf Türkisch, auf Deutsch und zur Not mit Händ und Füß 😄 Fünf von fünf',
      'Rezeptur macht’s ned, hob i eh gsagt',
      'Notdienst jo, jeden vierten Sonntag',
      'Heuer scho drei, letztes Joahr woarn’s zwa',
      'Freilich, warum ned',
      'Sie fahrt jetzt jeden Tag 40 Kilometer nach Linz, des versteh i ned 😄',
    ],
    expected: {
      rolle: 'Apothekenleitung (Inhaber/in oder Filialleitung)',
      jahre: 4,
      taetigkeiten: ['Beratung und Handverkauf', 'Warenwirtschaft und Bestellung', 'Botendienst'],
      beratung: 5,
      notdienst: true,
      fortbildungen: 2,
      wieder: true,
      bemerkung: { has: ['Linz'] },
    },
    outcome: 'completed',
  },
  {
    id: 'de-t88',
    title:
      'Münsterland landscaper who is the candidate\'s father and former boss: "Darf ich da überhaupt antworten?", "ein gutes Jahrzehnt" asked again (11), "alles außer Teichbau", "Als Vater sag ich 5, als Chef 4", "Ich würd ihn nicht wieder einstellen – ich würd ihm den Betrieb geben" (yes)',
    tags: [
      'german',
      'question-back',
      'hedge',
      'multiple',
      'negation',
      'dont-know',
      'optional',
      'emoji',
    ],
    questionnaire: 'de-gartenbau',
    locale: 'de',
    candidate: JAKOB,
    says: [
      'Ich bin sein Vater 🙂 Aber bis zum Verkauf vom Betrieb letztes Jahr auch sein Chef. Darf ich da überhaupt antworten?',
      { retry: 'Gut. Dann als Chef', key: 'rolle' },
      'Mitgeholfen hat er schon als Schüler in den Ferien 😄 Richtig angestellt: ein gutes Jahrzehnt, seit der Lehre 2014',
      { retry: 'Sagen wir 11', key: 'jahre' },
      'Alles. Wirklich alles, außer Teichbau, den haben wir nie angeboten',
      'Als Vater sag ich 5, als Chef 4. Nehmen Sie die 4',
      'Die älteren Damen in Telgte lieben ihn 😂 5',
      'Ja, den Sachkundenachweis hat er seit 2016',
      'Keine Ahnung, wir haben nie nach Quadratmetern gerechnet',
      'Ich würd ihn nicht wieder einstellen – ich würd ihm den Betrieb geben, wenn ich ihn noch hätte 😄',
      { retry: 'Ja, natürlich. Sofort', key: 'wieder' },
      'Er ist ehrlich. Mehr muss man nicht wissen',
    ],
    expected: {
      rolle: 'Chef/in oder Bauleitung',
      jahre: 11,
      arbeiten: [
        'Pflaster- und Natursteinarbeiten',
        'Pflanzung und Pflege',
        'Baumpflege und Fällung',
        'Rasen, Mähen und Winterdienst',
        'Maschinen (Minibagger, Radlader)',
      ],
      sorgfalt: 4,
      kunden: 5,
      sachkunde: true,
      wieder: true,
      bemerkung: { has: ['ehrlich'] },
    },
    outcome: 'completed',
  },
  {
    id: 'de-r67',
    title:
      'Pozuzo (Peru) hostel owner in Tyrolean German with Spanish: "Cuatro. Also vier", "Chévere! Fünfe", "Más o menos" asked again (3), "drei Tag" beside a 5, "4 – na, 5!" (5), "Ni idea" on leadership (blank), "Fünfzehn Monat" beside two years (15), "Na, des wars" as no comment',
    tags: ['german', 'words', 'correction', 'dont-know', 'hedge', 'emoji'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: MORITZ,
    to: ['rel', 'com', 'tec', 'tea', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      'Griaß Gott aus Pozuzo, Perú! I bin dr Josef Egg, mir ghört des Hostal Tirol do im Dorf. Dr Moritz hot bei uns gwohnt und garbeit, an dr Rezeption und in dr Kaserei. I war sei Chef, wenn ma so sogn will 😄',
      'Cuatro. Also vier, perdón, i schreib oft durchanand',
      'Beim Kas hot er schnell glernt, und de Buchungen im Computer mocht er besser als mei Tochter. Chévere! Fünfe',
      "Más o menos… mit de Peruaner in dr Kuchl hot's am Anfang Probleme gebn wegen am Spanisch. Später guat",
      { retry: 'Dann sog ma drei', key: 'teamwork' },
      "Wia d'Straß nach Oxapampa drei Tag zua war wegen am Erdrutsch, is er z'Fuaß kemman. Fünf",
      'Wia dr Strom weg war, hot er de Milch mitm Generator grettet. 4 – na, 5!',
      'Ni idea, er hot neamd unter sich ghabt',
      'Er red mit jedn, a mit de Yanesha-Leit vom Dorf obn',
      "Er vergisst d'Zeit. De hora peruana hot er z'schnell glernt 😂",
      '¡Claro que sí! Sofort wieder',
      'Fünfzehn Monat, vom März 2024 bis in Juni 2025',
      'Na, des wars. Griaß mir Tirol! Pfiat di 👋',
    ],
    expected: {
      relationship: { has: ['Chef', 'Pozuzo'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 3,
      reliability: 5,
      problem_solving: 5,
      strengths: { has: ['Yanesha'] },
      improvements: { has: ['Zeit'] },
      wouldRehire: true,
      monthsKnown: 15,
    },
    outcome: 'completed',
  },
  {
    id: 'de-t89',
    title:
      'Skipper of a family barge on the Main-Danube canal writing between locks: "der Dennis war bei mir Matrose" (she is the skipper), "Von Frühjahr 2021 bis letzten Herbst. Moment, Schleuse kommt" asked again ("4,5"), "am Ruder … nur mit mir im Steuerhaus", "35 Grad", "Kanal 18" and "110 Meter" beside ratings, "14 auf, 14 ab" asked again (15)',
    tags: ['german', 'hedge', 'multiple', 'negation', 'number-in-word', 'optional', 'emoji'],
    questionnaire: 'de-binnenschiff',
    locale: 'de',
    candidate: DENNIS,
    says: [
      'Moin. Bin grad auf Talfahrt Richtung Kelheim, ich schreib zwischendurch. Ich bin Schiffsführerin und Eignerin vom GMS Margarete, der Dennis war bei mir Matrose',
      'Von Frühjahr 2021 bis letzten Herbst. Moment, Schleuse kommt',
      { retry: 'So, durch. Viereinhalb Jahre, schreiben Sie 4,5', key: 'jahre' },
      'Leinen, Schleusen, Luken auf und zu, beim Löschen die Ladung im Blick. Am Ruder war er auch, auf der Donau, aber nur mit mir im Steuerhaus. Maschine macht mein Mann, und Tanker fahren wir keinen',
      'Weste immer an, auch bei 35 Grad. Kanal 18 hört er mit, ohne dass man was sagen muss. 5',
      'Drei Leute auf 110 Meter 😅 Geht gut. 4',
      'Radarpatent ja, seit 2023. Rheinpatent hat er noch keins',
      'Wir fahren 14 auf, 14 ab',
      { retry: 'Also ca. 15 Tage im Monat', key: 'bordtage' },
      'Sofort. Aber der will ja jetzt Steuermann auf nem Kabinenschiff werden 🙄 Na gut. Ja',
      'Bei Hochwasser in Regensburg hat er nachts die Vorleine nachgefiert, ohne dass ich was sagen musste. Mehr muss man nicht wissen',
    ],
    expected: {
      rolle: 'Schiffsführer/in',
      jahre: 4.5,
      aufgaben: [
        'Festmachen und Schleusen',
        'Laden und Löschen (Luken, Ladung)',
        'Steuern (Rudergänger/in)',
      ],
      sicherheit: 5,
      bordleben: 4,
      radarpatent: true,
      bordtage: 15,
      wieder: true,
      bemerkung: { has: ['Hochwasser'] },
    },
    outcome: 'completed',
  },
  {
    id: 'de-r68',
    title:
      'Lagos operations manager who learned German at the Goethe-Institut, with Nigerian Pidgin: "Sehr sehr gut. Na true talk" asked again (5), "5 sha", a power cut for "3 days" beside a 5, "4 oder 5… ich sage 4", "die Oga von 12 Leuten … 4", "No wahala! Ja, sofort" (yes), "Nein danke. Greet her for me!" as no comment',
    tags: ['german', 'hedge', 'range', 'negation', 'number-in-word', 'emoji'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: CARLOTTA,
    to: ['rel', 'com', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'str', 'imp', 'reh', 'mon', 'cmt'],
    says: [
      'Good afternoon! Ich bin Emeka Okafor, Operations Manager in unserer Niederlassung in Lagos (Apapa). Frau Wiesinger war meine Chefin, sie war Country Managerin. Deutsch habe ich im Goethe-Institut gelernt, bitte entschuldigen Sie Fehler',
      'Sehr sehr gut. Na true talk, sie spricht klar mit allen, auch mit den Jungs am Hafen',
      { retry: 'Okay, 5', key: 'communication' },
      '4. SAP kennt sie besser als unsere IT 😄',
      '5 sha',
      'Even when NEPA took light for 3 days, she came to office with her own generator. 5',
      'Wahala am Hafen, Zoll, Container 40 Tage fest: sie hat es gelöst. 4 oder 5… ich sage 4',
      'Sie war die Oga von 12 Leuten 😄 Oga heißt Boss. 4',
      'Geduld. Sie schreit nie, auch nicht im go-slow auf der Third Mainland Bridge',
      'Abeg, sie muss lernen nein zu sagen. Sie sitzt bis 22 Uhr im Büro',
      'No wahala! Ja, sofort',
      'Zwei Jahre, Januar 2023 bis Dezember 2024',
      'Nein danke. Greet her for me! Emeka',
    ],
    expected: {
      relationship: { has: ['Chefin'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      leadership: 4,
      strengths: { has: ['Geduld'] },
      improvements: { has: ['nein zu sagen'] },
      wouldRehire: true,
      monthsKnown: 24,
    },
    outcome: 'completed',
  },
  {
    id: 'de-t90',
    title:
      'Bulgarian captain of a Danube cruise ship: "Zwei Saisons, 2024 und 2025, jeweils März bis November" asked again (2), a gangway that is no option beside "Laden nein … Maschine auch nein", "Отличен 6!" on the Bulgarian school scale asked again (5), "42 Leute, 11 Nationen. 4", "Не знам" on the radar licence (blank), "sechs Wochen an Bord, dann zwei Wochen frei" asked again (22)',
    tags: ['german', 'unit', 'multiple', 'negation', 'dont-know', 'optional', 'emoji'],
    questionnaire: 'de-binnenschiff',
    locale: 'de',
    candidate: MERLE,
    says: [
      'Здравейте! Guten Tag. Ich bin Kapitän auf der MS Danubia Star, Passau – Schwarzes Meer. Merle war Matrosin bei mir',
      'Zwei Saisons, 2024 und 2025, jeweils März bis November',
      { retry: 'Две години. Zwei Jahre, schreiben Sie 2', key: 'jahre' },
      'Festmachen, Schleusen (auch am Eisernen Tor 😄), Gangway für die Passagiere. Laden nein, wir sind Passagierschiff. Maschine auch nein',
      'Отличен 6! Wie bei uns in der Schule 😄',
      { retry: 'Ach so, nur bis 5? Dann 5', key: 'sicherheit' },
      'Crew 42 Leute, 11 Nationen. Sie kann mit allen. 4',
      'Не знам. Weiß nicht, das hat die Reederei',
      'In der Saison sechs Wochen an Bord, dann zwei Wochen frei',
      { retry: 'Sagen wir 22', key: 'bordtage' },
      'Да, разбира се! Natürlich',
      'Sie soll das Radarpatent machen, dann wird sie Steuerfrau 👍 Благодаря!',
    ],
    expected: {
      rolle: 'Schiffsführer/in',
      jahre: 2,
      aufgaben: ['Festmachen und Schleusen'],
      sicherheit: 5,
      bordleben: 4,
      bordtage: 22,
      wieder: true,
      bemerkung: { has: ['Radarpatent'] },
    },
    outcome: 'completed',
  },
  {
    id: 'de-t91',
    title:
      'Hamburg-Harburg pharmacist with Urdu, not the owner ("nicht die Inhaberin. Jannik ist PTA bei uns"), "Ji haan, seit August 2020. Sechs Jahre", "Bestellung macht unsere PKA. Boten fahren wir nicht", "Bahut acha! Sehr gut" asked again (5), "Bilkul 5" beside "30 Rezepturen", "Pata nahin … Drei oder vier?" asked again (3)',
    tags: ['german', 'negation', 'multiple', 'dont-know', 'range', 'optional'],
    questionnaire: 'de-apotheke',
    locale: 'de',
    candidate: JANNIK,
    says: [
      'Assalam o alaikum, guten Tag! Ich bin approbierte Apothekerin in der Apotheke am Harburger Ring, nicht die Inhaberin. Jannik ist PTA bei uns',
      'Ji haan, seit August 2020. Sechs Jahre',
      'HV natürlich, und Rezeptur – Salben und Kapseln für die Hautarztpraxis nebenan. Bestellung macht unsere PKA. Boten fahren wir nicht',
      'Bahut acha! Sehr gut. Er erklärt auch auf Englisch und ein bisschen Türkisch',
      { retry: 'Ach so, als Zahl: 5', key: 'beratung' },
      'Bilkul 5. Keine einzige Reklamation, und wir machen 30 Rezepturen die Woche',
      'Notdienst macht er mit, ca. einmal im Monat zusammen mit mir',
      'Pata nahin… weiß ich nicht genau. Die Kammer-Fortbildungen, drei oder vier?',
      { retry: 'Dann drei, bei der vierten bin ich mir nicht sicher', key: 'fortbildungen' },
      'Inshallah bleibt er bei uns! Aber wenn er geht: ja, jederzeit wieder',
      'Shukriya. Nein, das ist alles',
    ],
    expected: {
      rolle: 'Apotheker/in im Team',
      jahre: 6,
      taetigkeiten: ['Beratung und Handverkauf', 'Rezeptur und Labor'],
      beratung: 5,
      rezeptur: 5,
      notdienst: true,
      fortbildungen: 3,
      wieder: true,
    },
    outcome: 'completed',
  },
  {
    id: 'de-r69',
    title:
      'Owner of an Icelandic-horse farm near Hella (Iceland) in German with Icelandic: "Fimm 🐴" asked again (5), "Tölt … seit 40 Jahren … 5", "Fjórir… also 4", "minus 15 Grad um 6 Uhr … 5", "Þetta reddast" with no number asked again (4), "Ég veit það ekki" on leadership (blank), "Já, auðvitað!" (yes), "Drei Sommer … und einen ganzen Winter" asked again (15), "Nei, takk … Bless bless!" as no comment',
    tags: ['german', 'words', 'number-in-word', 'dont-know', 'unit', 'emoji', 'optional'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: HANNA_K,
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
      'mon',
      'cmt',
    ],
    says: [
      'Góðan daginn! Ich bin Sigríður, mir gehört ein Hof mit Islandpferden bei Hella im Süden von Island. Hanna war bei uns Bereiterin und hat die Reittouren geführt, ich war ihre Chefin. Mein Deutsch ist vom Austauschjahr in Hamburg, bitte Entschuldigung',
      'Fimm 🐴',
      { retry: 'Oh, Entschuldigung – fimm ist fünf. Also 5', key: 'communication' },
      'Tölt reitet sie besser als ich, und ich reite seit 40 Jahren 😄 5',
      'Im Sommer sind wir 6 Leute mit 80 Pferden. Sie kommt mit allen klar, auch mit den Praktikantinnen aus Schweden. Fjórir… also 4',
      'Auch im Februar bei minus 15 Grad und Sturm um 6 Uhr im Stall. 5',
      'Þetta reddast – „das wird schon“, sagen wir hier. Das ist ihr Motto, und meistens stimmt es 😄',
      { retry: 'Eine Zahl? Dann 4', key: 'problem_solving' },
      'Ég veit það ekki. Sie hat Gruppen mit 10 Touristen geführt, aber kein Personal. Weiß ich nicht',
      'Geduld mit jungen Pferden. Sie hat zwei Vierjährige angeritten, ohne einen einzigen Sturz',
      'Isländisch 😄 Und sie will immer alles allein machen, auch das Heu abladen',
      'Já, auðvitað! 🙌',
      { retry: 'Ja, sofort', key: 'wouldRehire' },
      'Drei Sommer, jeweils Juni bis August, und einen ganzen Winter 2024/25',
      { retry: 'Zusammen ungefähr 15 Monate', key: 'monthsKnown' },
      'Nei, takk. Das ist alles. Bless bless!',
    ],
    expected: {
      relationship: { has: ['Chefin'] },
      communication: 5,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 4,
      strengths: { has: ['Geduld mit jungen Pferden'] },
      improvements: { has: ['alles allein machen'] },
      wouldRehire: true,
      monthsKnown: 15,
    },
    outcome: 'completed',
  },
  {
    id: 'de-t92',
    title:
      'Production manager of a metal festival in Wacken on de-veranstaltungstechnik: the candidate\'s "Crew Chief Rigging" beside his own technical lead, "Seit 2019. Wobei 2020 und 2021 … ausgefallen" asked again (6), "Motoren hängen, Truss bauen … Podeste und die Wings. Ton und Licht nicht, vorm Pult hat er Respekt", praise with "\\m/" and no number asked again (5), "IPAF … 3a und 3b" (yes), "Offiziell 10-Stunden-Schichten. Real eher 14" asked again (14)',
    tags: [
      'german',
      'unit',
      'multiple',
      'negation',
      'hedge',
      'emoji',
      'number-in-word',
      'optional',
    ],
    questionnaire: 'de-veranstaltungstechnik',
    locale: 'de',
    candidate: TIMO_P,
    says: [
      'Moin! Ich bin Produktionsleiter beim Open Air hier in Wacken, also technische Leitung fürs ganze Gelände. Timo war bei uns in der Rigging-Crew, seit 2023 ist er Crew Chief Rigging auf der Hauptbühne',
      'Seit 2019. Wobei 2020 und 2021 ja wegen Corona ausgefallen sind 🤘',
      {
        retry: 'Dann schreib 6, gearbeitet haben wir ja nur 6 Sommer zusammen',
        key: 'jahre',
      },
      'Motoren hängen, Truss bauen, Punkte im Dach setzen – klassisch Rigging halt. Beim Bühnenbau hilft er auch mit, Podeste und die Wings. Ton und Licht nicht, vorm Pult hat er Respekt 😄',
      'Der ist der Einzige, der mich anmeckert, wenn ich ohne Helm unter die Traverse laufe. 5',
      'Load-out Sonntagnacht nach dem letzten Headliner, 3 Uhr, Regen, Schlamm bis zum Knie … der lacht noch \\m/',
      { retry: 'Ach so, als Zahl. 5, logisch', key: 'belastbarkeit' },
      'IPAF hat er, 3a und 3b. Staplerschein auch',
      'Am Festival? 😂 Offiziell 10-Stunden-Schichten. Real eher 14',
      { retry: 'Schreib 14', key: 'stunden' },
      'Für 2027 hab ich ihn eigentlich schon eingeplant, wenn er nicht zu euch geht 😅 Also ja',
      'Letztes Jahr hat er beim Check einen Kettenzug mit defekter Bremse rausgezogen, bevor da zwei Tonnen Line-Array dranhingen. Das wars, horns up 🤘',
    ],
    expected: {
      rolle: 'Technische Leitung oder Meister/in für Veranstaltungstechnik',
      jahre: 6,
      gewerke: ['Rigging', 'Bühnenbau'],
      sicherheit: 5,
      belastbarkeit: 5,
      buehnenschein: true,
      stunden: 14,
      wieder: true,
      bemerkung: { has: ['Kettenzug'] },
    },
    outcome: 'completed',
  },
  {
    id: 'de-r70',
    title:
      'Head of a freight forwarder in Riga in a hurry, one word at a time, with Latvian: "pieci" asked again (5), "Jā. 5", "3-4" settled ("Nu labi, 4"), "Nezinu" on leadership (blank), "Jā" on would-rehire, "divi gadi" asked again (24), "Nē. Paldies." as no comment',
    tags: ['german', 'short', 'words', 'range', 'dont-know', 'emoji'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: FELIX_T,
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
      'reh',
      'mon',
      'mon',
      'cmt',
    ],
    says: [
      'Vorgesetzter. Spedition, Riga.',
      '4',
      'pieci',
      { retry: '5. sorry, lettisch', key: 'technical_skill' },
      '4',
      'Jā. 5',
      '3-4',
      { retry: 'Nu labi, 4', key: 'problem_solving' },
      'Nezinu',
      'Zoll. Papiere. T1, CMR, alles.',
      'Lettisch 😉',
      'Jā',
      { retry: 'ja', key: 'wouldRehire' },
      'divi gadi',
      { retry: '24', key: 'monthsKnown' },
      'Nē. Paldies.',
    ],
    expected: {
      relationship: { has: ['Vorgesetzter'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 4,
      strengths: { has: ['Zoll'] },
      improvements: { has: ['Lettisch'] },
      wouldRehire: true,
      monthsKnown: 24,
    },
    outcome: 'completed',
  },
  {
    id: 'de-t93',
    title:
      'Headmistress of a Gymnasium in Siegen, a client, on de-veranstaltungstechnik in one formal letter that answers five questions: "gebucht … von 2022 bis 2025" asked again (3), "Ton und Licht … Ob sie auch die Traversen aufgehängt hat, kann ich nicht sagen", "Was die Sicherheit angeht … 5", "jederzeit", then "um 23 Uhr zu Hause" and "Weiß ich nicht" (blank), "von 14 Uhr bis nach 3 Uhr nachts, also rund 13 Stunden" (13)',
    tags: [
      'german',
      'long',
      'multi-answer',
      'signature',
      'multiple',
      'dont-know',
      'optional',
      'range',
    ],
    questionnaire: 'de-veranstaltungstechnik',
    locale: 'de',
    candidate: SVEA_L,
    says: [
      'Sehr geehrte Damen und Herren,\n\ngern gebe ich Auskunft. Ich leite ein Gymnasium in Siegen und habe Frau Lindemann bzw. ihre Firma mehrfach gebucht: dreimal für unseren Abiball in der Siegerlandhalle und zweimal für das Schulmusical, von 2022 bis 2025. Sie war für Ton und Licht zuständig, also die Beschallung und die Scheinwerfer. Ob sie auch die Traversen aufgehängt hat, kann ich nicht sagen. Was die Sicherheit angeht: Sie hat jedem Schüler unserer Technik-AG erklärt, warum man nicht unter eine hängende Last tritt, und die Kabel waren immer sauber abgeklebt. Ich würde sagen 5. Wieder buchen würden wir sie jederzeit.\n\nMit freundlichen Grüßen\nDr. Ulrike Haas-Bender\nOberstudiendirektorin',
      {
        retry:
          'Der erste Auftrag war im Februar 2022, der letzte Abiball im Juni 2025. Schreiben Sie 3.',
        key: 'jahre',
      },
      'Das kann ich schlecht beurteilen, ich war ja meist um 23 Uhr zu Hause 😊',
      'Weiß ich nicht, tut mir leid.',
      'Beim Abiball war sie von 14 Uhr bis nach 3 Uhr nachts da, also rund 13 Stunden.',
      'Nein, danke. Alles Gute für Frau Lindemann!',
    ],
    expected: {
      rolle: 'Veranstalter/in oder Kunde/Kundin',
      jahre: 3,
      gewerke: ['Ton', 'Licht'],
      sicherheit: 5,
      stunden: 13,
      wieder: true,
    },
    outcome: 'completed',
  },
  {
    id: 'de-t94',
    title:
      'Tram driving instructor at the BVB in Basel on de-nahverkehr in Baseldytsch: "Syt em Fahrplanwächsel im Dezämber 2021 … föif Joor" (5), "Drämmli" for the tram and "Car nie" where a Car is a coach, a question back ("Bsoffeni am Samschtignoocht?"), "am Morgestraich am 4i am Morge … E Föifi" (5, never 4), "Vier", "Kai ainzige. Ai Mol … nit sy Schuld" (0)',
    tags: ['german', 'multiple', 'negation', 'number-in-word', 'question-back', 'words'],
    questionnaire: 'de-nahverkehr',
    locale: 'de',
    candidate: YANNICK_S,
    says: [
      'Sali zämme. I bi Fahrlehrere by de BVB z Basel. I ha dr Yannick uusbildet uff em Drämmli und nochhär no e Zytli bigleitet',
      'Syt em Fahrplanwächsel im Dezämber 2021. Also jetz grad föif Joor',
      'Drämmli vor allem, dr Flexity und die alte Combino. Und Gelänkbus uff dr 30er-Linie. Car nie, das mache mir nit',
      'Maine Si mit schwierige Situatione Bsoffeni am Samschtignoocht?',
      'Denn: au am Morgestraich am 4i am Morge, wenn s Drämmli voll Waggis isch, blybt er ruehig 😄 E Föifi',
      'Ruehig, luegt wyt voruus. Vier',
      'Kai ainzige. Ai Mol het em e Velofahrer dr Spiegel abgrisse, aber das isch nit sy Schuld gsi',
      'Jo sicher, dä ka morn wider aafange',
      'Nai, das wärs. Merci vylmool und e scheene Daag',
    ],
    expected: {
      rolle: 'Fahrlehrer/in oder Ausbilder/in',
      jahre: 5,
      fahrzeuge: ['Gelenkbus', 'Straßenbahn'],
      fahrgaeste: 5,
      fahrweise: 4,
      unfaelle: 0,
      wieder: true,
    },
    outcome: 'completed',
  },
  {
    id: 'de-r71',
    title:
      'Vatican: a Wachtmeister of the Pontifical Swiss Guard in Swiss Standard German (ss for ß) with Italian and Latin: "vom Einrücken im Januar 2023 bis … Ende Februar 2025, also die üblichen sechsundzwanzig Monate. Vereidigt … am 6. Mai" (26), "Quattro – pardon … 4", "Schiessausbildung mit 98 von 100 Punkten. 5", "135 Mann in der Kaserne … 5", praise with no number asked again (5), "Tre o quattro… sagen wir 3", "Dazu äussere ich mich nicht" on leadership (blank), "Die Garde nimmt niemanden zweimal … sì, sicuro – sofort" (yes), "No, grazie. Deo gratias" as no comment',
    tags: ['german', 'words', 'number-in-word', 'range', 'decline', 'optional', 'unit'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: GIAN_LUCA,
    to: ['rel', 'mon', 'str', 'imp', 'com', 'tec', 'tea', 'rlb', 'rlb', 'pro', 'lea', 'reh', 'cmt'],
    says: [
      'Grüezi aus Rom. Ich bin Wachtmeister der Päpstlichen Schweizergarde und war der direkte Vorgesetzte von Hellebardier Arnold in seinem Geschwader',
      'Von seinem Einrücken im Januar 2023 bis zum Dienstende Ende Februar 2025, also die üblichen sechsundzwanzig Monate. Vereidigt wurde er am 6. Mai 2023',
      'Disziplin und Geduld. Auf dem Petersplatz erklärt er den Pilgern den Weg zur Sixtinischen Kapelle in vier Sprachen, auch zum hundertsten Mal am Tag',
      'Sein Italienisch ist gut, sein Französisch weniger 😄 Und er sagt zu selten, wenn er müde ist',
      'Quattro – pardon, hier denkt man italienisch: 4',
      'Hellebarde, Funk, Schiessausbildung mit 98 von 100 Punkten. 5',
      'Wir sind 135 Mann in der Kaserne, auf engstem Raum. Er kommt mit allen aus, auch mit den Welschen. 5',
      'In sechsundzwanzig Monaten nicht eine Minute zu spät auf Wache, auch nicht nach der Osternacht',
      { retry: 'Also die Bestnote, 5', key: 'reliability' },
      'Er hält sich an die Dienstvorschrift, auch wenn es einmal anders besser ginge. Tre o quattro… sagen wir 3',
      'Er war Hellebardier, nicht Vizekorporal. Dazu äussere ich mich nicht',
      'Die Garde nimmt niemanden zweimal, wer geht, der geht. Aber wenn es an mir läge: sì, sicuro – sofort',
      'No, grazie. Deo gratias und Grüsse aus Rom',
    ],
    expected: {
      relationship: { has: ['Wachtmeister'] },
      monthsKnown: 26,
      strengths: { has: ['Disziplin'] },
      improvements: { has: ['Französisch'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 5,
      reliability: 5,
      problem_solving: 3,
      wouldRehire: true,
    },
    outcome: 'completed',
  },
  {
    id: 'de-t95',
    title:
      'Praxisanleiter at the Rettungswache in Leinefelde (Eichsfeld) on de-rettungsdienst in the trade\'s shorthand: "NotSan-Ausbildung", "RTW 1/83-1" (a call sign), "3 Jahre Ausbildung (2019–2022) plus danach knapp 2 Jahre" asked again (5), "KTW machen bei uns die Kollegen … Christoph 44 ist Göttingen, nicht unsere Baustelle", "Polytrauma auf der A38 … 5", "3-4" settled (3), "C1 hat sie" (yes), "24h-Dienste … so 8–10. Auf ne 12er gerechnet vielleicht 4, 5" asked again (5)',
    tags: [
      'german',
      'number-in-word',
      'range',
      'hedge',
      'multiple',
      'negation',
      'unit',
      'optional',
      'emoji',
    ],
    questionnaire: 'de-rettungsdienst',
    locale: 'de',
    candidate: RONJA_E,
    says: [
      'Moin. Bin Praxisanleiter und stellv. Wachleiter auf der RW Leinefelde im Eichsfeld. Hab die Ronja in ihrer NotSan-Ausbildung angeleitet, danach sind wir zusammen auf RTW 1/83-1 gefahren',
      '3 Jahre Ausbildung (2019–2022) plus danach knapp 2 Jahre zusammen auf der Wache',
      {
        retry: 'Bis sie im Sommer 2024 nach Göttingen gewechselt ist. Schreib 5',
        key: 'jahre',
      },
      'Hauptsächlich RTW. NEF ist sie als Fahrerin mitgefahren, seit sie fertig war. KTW machen bei uns die Kollegen vom Krankentransport, und Christoph 44 ist Göttingen, nicht unsere Baustelle',
      'Rea, Polytrauma auf der A38, sogar ne Geburt im RTW – alles gehabt, immer sauber nach Algorithmus. 5',
      'Da ist sie manchmal zu direkt. 3-4',
      { retry: 'Ok, 3', key: 'angehoerige' },
      'C1 hat sie, hat sie zur Ausbildung gemacht. SoSi-Training auch',
      'Wir fahren 24h-Dienste, da sinds so 8–10. Auf ne 12er gerechnet vielleicht 4, 5',
      { retry: 'Sagen wir 5', key: 'einsaetze' },
      'Jederzeit! Die kann morgen wieder auf meinen Wagen',
      'Nö, passt. Bleibt gesund 🚑',
    ],
    expected: {
      rolle: 'Wachleitung oder Praxisanleitung',
      jahre: 5,
      einsatzbereiche: ['Rettungswagen (RTW)', 'Notarzteinsatzfahrzeug (NEF)'],
      versorgung: 5,
      angehoerige: 3,
      fuehrerschein: true,
      einsaetze: 5,
      wieder: true,
    },
    outcome: 'completed',
  },
  {
    id: 'de-r72',
    title:
      'Wachführer of the lifeguards at Westerland (Sylt) on the built-in, typing on a smartwatch: lowercase, "ue" for ü, "Gesendet von meiner Apple Watch" under the relationship and under a rating, canned replies that answer nothing ("Bin unterwegs.", "Kann jetzt nicht sprechen."), "2 saisons je 5 monate" (10), handwriting recognition ("vjer" for vier, "S" for a 5: asked again), "👍" as a rating asked again (4), "k.a." on leadership (blank), "Ok" on would-rehire asked again (yes), "flagge rot 🚩"',
    tags: ['german', 'short', 'typos', 'signature', 'off-topic', 'emoji', 'unit', 'dont-know'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: BENTE_J,
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
      'tea',
      'rlb',
      'pro',
      'pro',
      'lea',
      'reh',
      'reh',
      'cmt',
    ],
    says: [
      'wachfuehrer dlrg westerland mitte. sie war rettungsschwimmerin bei mir\n\nGesendet von meiner Apple Watch',
      'Bin unterwegs.',
      '2 saisons je 5 monate',
      'ruhig im wasser. hat im august 2 kinder aus der unterstroemung geholt',
      'wachbuch. schreibt nix rein',
      'vjer',
      { retry: 'vier', key: 'communication' },
      'S',
      { retry: 'fuenf', key: 'technical_skill' },
      '👍',
      { retry: '4', key: 'teamwork' },
      '5\n\nGesendet von meiner Apple Watch',
      'Kann jetzt nicht sprechen.',
      '4',
      'war keine wachfuehrerin. k.a.',
      'Ok',
      { retry: 'ja. jede saison', key: 'wouldRehire' },
      'nein. muss los, flagge rot 🚩',
    ],
    expected: {
      relationship: { has: ['wachfuehrer'], not: ['Apple Watch'] },
      monthsKnown: 10,
      strengths: { has: ['unterstroemung'] },
      improvements: { has: ['wachbuch'] },
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
    id: 'de-t96',
    title:
      'Egyptian emergency doctor in Stendal (Altmark) on de-rettungsdienst, German with Egyptian Arabic in Arabizi whose digits are letters: "Seit Oktober 2022. Ich rechne schlecht auf Deutsch" asked again (4), "NEF natürlich … Und RTW … Leitstelle nein. Hubschrauber – ich wünschte", "7elw awi! Sehr gut" with no number asked again (5), "4 – nein, 5" (5), "Mish 3arif – weiß ich nicht" on the C1 licence (blank), "so 6 bis 8 in 12 Stunden" asked again (7), "Aywa, natürlich!" (yes), "5alas, das wars" as no comment',
    tags: [
      'german',
      'number-in-word',
      'range',
      'dont-know',
      'multiple',
      'negation',
      'correction',
      'optional',
      'emoji',
    ],
    questionnaire: 'de-rettungsdienst',
    locale: 'de',
    candidate: TILL_R,
    says: [
      'Guten Tag, ich bin Oberarzt Anästhesie im Johanniter-Krankenhaus Stendal und fahre Notarzt auf dem NEF. Till ist Notfallsanitäter, wir fahren zusammen 🙂',
      'Seit Oktober 2022. Ich rechne schlecht auf Deutsch 😅',
      { retry: 'Ok, 4 Jahre', key: 'jahre' },
      'NEF natürlich, mit mir. Und RTW, wenn kein Notarzt dabei ist. Leitstelle nein. Hubschrauber – ich wünschte 😄',
      '7elw awi! Sehr gut',
      { retry: 'Ah, Zahl. 5', key: 'versorgung' },
      'Wenn ich intubiere, redet er mit der Familie. Besser als ich, mein Deutsch ist zu direkt 😅 4 – nein, 5',
      'Mish 3arif – weiß ich nicht. Für das NEF braucht man kein C1',
      'Mit dem NEF so 6 bis 8 in 12 Stunden',
      { retry: 'Sagen wir 7', key: 'einsaetze' },
      "Aywa, natürlich! Insha'allah kommt er zurück nach Stendal",
      '5alas, das wars. Ma3a salama 👋',
    ],
    expected: {
      rolle: 'Notärztin/Notarzt',
      jahre: 4,
      einsatzbereiche: ['Rettungswagen (RTW)', 'Notarzteinsatzfahrzeug (NEF)'],
      versorgung: 5,
      angehoerige: 5,
      einsaetze: 7,
      wieder: true,
    },
    outcome: 'completed',
  },
  {
    id: 'de-t97',
    title:
      'Head of education at the Zeppelin Museum in Friedrichshafen on de-museum in Lake Constance Alemannic: "Frühjohr 2021. Also gut fünf Johr" asked again (5), "Tastführunge für blinde Gäscht … Kasse nie", "Uff Google hat se 4,9 Sterne" (not her rating, asked again: 5), "Englisch jo, und Französisch … ah nei … Für d\'Franzose us Lyon aber scho" (yes), a week-by-week statistic ("KW 14: 6, KW 15: 4 …") asked again (5), a required memory with "96 Johr" and "1936"',
    tags: [
      'german',
      'hedge',
      'multiple',
      'negation',
      'correction',
      'number-in-word',
      'optional',
      'emoji',
      'long',
    ],
    questionnaire: 'de-museum',
    locale: 'de',
    candidate: AMELIE_K,
    says: [
      "Grüß Gott aus Friedrichshafe! Ich leit bei uns im Zeppelin Museum d'Bildung und Vermittlung, d'Amélie führt seit Johre freiberuflich für uns",
      'Seit mer nach Corona wieder offe ghet hen, Frühjohr 2021. Also gut fünf Johr',
      { retry: 'Schreibet Se 5', key: 'jahre' },
      "Erwachsene natürlich, viele Schulklasse, und Tastführunge für blinde Gäscht – die dürfet d'Modelle vo de Hindenburg aalange. Kasse nie, do hem mer e eigenes Team",
      'Uff Google hat se 4,9 Sterne, des stoht in jeder zweite Bewertung 😄',
      { retry: 'Ach, vo mir? E 5', key: 'vermittlung' },
      "Englisch jo, und Französisch für d'Schwiizer Gruppe – ah nei, die schwätzed jo Dütsch 😄 Für d'Franzose us Lyon aber scho",
      'Us unserer Einsatzstatistik: KW 14: 6, KW 15: 4, KW 16: 5, KW 17: 7',
      { retry: 'Im Schnitt halt 5', key: 'fuehrungen' },
      'Jo, freilich',
      "E Führung mit ere Seniorengruppe: Do war e Dame debei, 96 Johr alt, die het als Kind 1936 d'Hindenburg (LZ 129) über Friedrichshafe fliege sehe. D'Amélie het ihr s'Mikro gebe und se verzähle lo. Mir hen alle gheult",
    ],
    expected: {
      rolle: 'Leitung Bildung und Vermittlung',
      jahre: 5,
      formate: [
        'Führungen für Erwachsene',
        'Schulklassen und Kinder',
        'Barrierefreie Angebote (Leichte Sprache, Tastführungen, DGS)',
      ],
      vermittlung: 5,
      fremdsprache: true,
      fuehrungen: 5,
      wieder: true,
      erinnerung: { has: ['1936', 'Hindenburg'] },
    },
    outcome: 'completed',
  },
  {
    id: 'de-r73',
    title:
      'Augsburg: the head keeper of a zoo\'s elephant house on the built-in, typing with WhatsApp formatting whose strikethrough is a correction: "~meinem~ unserem Revier", "Also ~5~ *6 Jahre* zusammen" (72), "_Target-Training_", "*4*", "Bei 4 Tonnen Elefant unter der Fußpflege … ~4~ 5" (5, never 4), "Zu sechst im Revier … *4*", "Um 6:30 … 5", "_Meistens_ gut. ~5~ ~4~ … ach, 3 oder 4" asked again (4), "dazu sag ich _noch_ nichts" on leadership (blank), "*Sofort* 🐘🐘" (yes), "~Nein~ Doch: …" as the remark',
    tags: ['german', 'correction', 'range', 'decline', 'optional', 'emoji', 'negation'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: LEONIE_F,
    to: ['rel', 'mon', 'str', 'imp', 'com', 'tec', 'tea', 'rlb', 'pro', 'pro', 'lea', 'reh', 'cmt'],
    says: [
      'Servus! Ich bin Revierleiterin im Elefantenhaus vom Zoo Augsburg. Leonie ist Tierpflegerin in ~meinem~ unserem Revier, ich bin ihre direkte Vorgesetzte',
      'Sie war schon als Azubi bei uns. Also ~5~ *6 Jahre* zusammen',
      'Ruhe. Die Kühe merken sofort, wenn jemand nervös ist – bei ihr nie. Und sie hat das _Target-Training_ für die Fußpflege aufgebaut',
      'Dokumentation 🙈 Das Revierbuch schreibt sie *immer* erst am Freitag für die ganze Woche',
      '*4*',
      'Bei 4 Tonnen Elefant unter der Fußpflege brauchst du Technik. ~4~ 5',
      'Zu sechst im Revier, keiner beschwert sich über sie. *4*',
      'Um 6:30 ist sie im Haus, jeden Tag, auch an Heiligabend. 5',
      '_Meistens_ gut. ~5~ ~4~ … ach, 3 oder 4',
      { retry: 'Ok: *4*', key: 'problem_solving' },
      'Sie leitet seit März unsere zwei Azubis an. Das ist noch zu kurz, dazu sag ich _noch_ nichts',
      '*Sofort* 🐘🐘',
      '~Nein~ Doch: Bei der Geburt vom Kalb im Mai 2025 hat sie zwei Nächte im Stall geschlafen. Das vergess ich ihr nie',
    ],
    expected: {
      relationship: { has: ['Revierleiterin'] },
      monthsKnown: 72,
      strengths: { has: ['Target'] },
      improvements: { has: ['Revierbuch'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 4,
      wouldRehire: true,
      comments: { has: ['Kalb'] },
    },
    outcome: 'completed',
  },
  {
    id: 'de-t98',
    title:
      'Westerwald: the district chimney sweep of a Kehrbezirk near Montabaur on de-schornsteinfeger, typing on a roof with gloves on a cracked display, so that numbers and no-words come out as other real words: "Frei Jahre Lehre bei mir (2017 bis 2020), seitdem Geselle. Zusammen neu Jahre" (9), "Feuerstättenschau macht er mit mir, unterschreiben muss ich. Energieberatung nein … Lüftung nur die Dunstabzüge", "Bier" asked again (4), "Glücksbringer halt 🍀 6" asked again (5), "Mein, noch nicht" (no), "20 Häuser … auch mal 35 Kamine" asked again (25), "Ha, jederzeit!" (yes), "Mein, muss runter vom Dach" (no remark)',
    tags: [
      'german',
      'typos',
      'words',
      'correction',
      'multiple',
      'range',
      'negation',
      'optional',
      'emoji',
    ],
    questionnaire: 'de-schornsteinfeger',
    locale: 'de',
    candidate: KEVIN_H,
    says: [
      'Morje. Schreib vom Dach, Display hat nen Sprung und ich hab die Handschuhe an, sorry für Tippfehler. Bin bevollmächtigter Bezirksschornsteinfeger im Kehrbezirk Montabaur 3, der Kevin ist Geselle bei mir',
      'Frei Jahre Lehre bei mir (2017 bis 2020), seitdem Geselle. Zusammen neu Jahre',
      'Kehren logisch, und Messen auch – Abgaswege, BImSchV, alles. Feuerstättenschau macht er mit mir, unterschreiben muss ich. Energieberatung nein, die mach ich. Lüftung nur die Dunstabzüge in der Gastro',
      'Bier. Kein Ruß auf dem Teppich, nie',
      { retry: 'VIER. Nicht Bier 😂 Blöde Handschuhe', key: 'sorgfalt' },
      'Die Omas lieben ihn, Glücksbringer halt 🍀 6',
      { retry: '5 natürlich, daneben getippt', key: 'kundenumgang' },
      'Mein, noch nicht. Meisterschule in Koblenz fängt er im Herbst an',
      'Kommt drauf an. Bei den Messungen im Herbst so 20 Häuser am Tag, beim Kehren im Dorf auch mal 35 Kamine',
      { retry: 'Im Schnitt sag ich 25 Häuser', key: 'objekte' },
      'Ha, jederzeit!',
      'Mein, muss runter vom Dach, es fängt an zu regnen',
    ],
    expected: {
      rolle: 'Bezirksschornsteinfegermeister/in oder Inhaber/in des Betriebs',
      jahre: 9,
      taetigkeiten: [
        'Kehren und Reinigen von Schornsteinen und Abgasanlagen',
        'Messungen (Emissions- und Abgasmessung)',
        'Feuerstättenschau und Abnahmen',
        'Reinigung von Lüftungsanlagen und Dunstabzügen',
      ],
      sorgfalt: 4,
      kundenumgang: 5,
      meister: false,
      objekte: 25,
      wieder: true,
    },
    outcome: 'completed',
  },
  {
    id: 'de-r74',
    title:
      'Antarctica: the station leader and physician of the 2025 overwintering team at Neumayer Station III on the built-in, on a station laptop whose layout is set to US English on a German keyboard (z and y swapped, "[" for ü, ";" for ö, "\'" for ä, "-" for ß, "{" for Ü, a quotation mark for Ä, "/" for a minus, ">" for a colon): \'"rytin der {berwinterung … auf Neumazer III, J;rn\', "bis yum Abflug im Februar 2026, also sechyehn Monate" (16), "bei /38 Grad … in 20 Minuten" in the strengths, "Flugyeugen. 4", "f[nf" (5), "Neun Leute, vieryehn Monate … viel wert> 5" (5, never 14), then "die Tastatur steht auf US-Layout … umgestellt. Zuverlässigkeit: 5", "100 Knoten … Eher 4", "Er hatte niemanden unter sich. Dazu keine Bewertung" (blank), "Nein, danke. Grüße aus dem Eis 🐧"',
    tags: ['german', 'typos', 'words', 'optional', 'long', 'emoji'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: JOERN_S,
    to: ['rel', 'mon', 'str', 'imp', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'reh', 'cmt'],
    says: [
      'Hallo aus der Antarktis! Ich bin Stationsleiterin und "rytin der {berwinterung 2025 auf Neumazer III, J;rn war unser Elektriker. Ich war also seine Vorgesetzte',
      'Seit der Vorbereitung in Bremerhaven im Oktober 2024 bis yum Abflug im Februar 2026, also sechyehn Monate',
      'Ruhig, auch in der Polarnacht. Als bei /38 Grad der Hauptgenerator ausgefallen ist, hatte er in 20 Minuten das Notstromaggregat am Laufen',
      "Er sagt yu selten, wenn ihm etwas yu viel wird. Das merkt man da unten erst sp'ter",
      'Gut, auch per Funk mit den Flugyeugen. 4',
      'f[nf',
      'Neun Leute, vieryehn Monate auf der Station, kein einyiger Streit mit ihm. Das ist da unten viel wert> 5',
      'Sorry, ich sehe gerade: die Tastatur steht auf US-Layout, daher die komischen Zeichen. Ist umgestellt. Zuverlässigkeit: 5, ohne Wenn und Aber',
      'Bei einem Blizzard mit 100 Knoten ist die Satellitenverbindung ausgefallen, er hat die Antenne im Sturm neu ausgerichtet. Eher 4 – er ist dabei ein Risiko eingegangen, das mir nicht gefallen hat',
      'Er hatte niemanden unter sich. Dazu keine Bewertung',
      'Ja, sofort. Bei der nächsten Überwinterung hätte ich ihn gern wieder im Team',
      'Nein, danke. Grüße aus dem Eis 🐧',
    ],
    expected: {
      relationship: { has: ['Stationsleiterin'] },
      monthsKnown: 16,
      strengths: { has: ['Notstrom'] },
      improvements: { has: ['selten'] },
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
    id: 'de-t99',
    title:
      'Glarus: the owner of a Kaminfeger business in Schwanden on de-schornsteinfeger, writing Swiss German on a phone whose autocorrect turns it into Standard German ("isch" into "ich", "füf" into "für", "chli" into "Chili"): "D Nadja ich bi mir i d Lehr gange" (the referee is the owner), "im Auguscht 2019 agfange, sit em Summer 2022 ich si Gsellin" asked again (7), "Kamin fäge … d Feuerigskontrolle mit em Messgrät … Lüftige vo de Beizechuchi. D Brandschutzkontrolle macht bi üs d Gmeind, und d Energieberatig mach i sälber", "Für" asked again ("FÜF": 5), "Das chan i nöd säge" (blank), "Berufsprüefig als Vorarbeiterin … D Meischterprüefig nonig" (no), "Mir rächned i Stunde, nöd i Hüser" asked again (8), "e Chili Schoggi" in the remark',
    tags: ['german', 'typos', 'multiple', 'dont-know', 'negation', 'optional', 'unit', 'emoji'],
    questionnaire: 'de-schornsteinfeger',
    locale: 'de',
    candidate: NADJA_Z,
    says: [
      'Grüezi mitenand. I bi d Inhaberin vom Kaminfegergschäft z Schwanden GL, eidg. dipl. Kaminfegermeischterin. D Nadja ich bi mir i d Lehr gange und dänn als Gsellin bliibe',
      'D Lehr het si im Auguscht 2019 agfange, sit em Summer 2022 ich si Gsellin',
      { retry: 'Also öppe sibe Jahr mitenand. Schriibed Sie 7', key: 'jahre' },
      'Kamin fäge natürli, und d Feuerigskontrolle mit em Messgrät. Lüftige vo de Beizechuchi au. D Brandschutzkontrolle macht bi üs d Gmeind, und d Energieberatig mach i sälber',
      'Si macht kei Dräck i de Stube, nie, au nöd bim Cheminée. Für',
      { retry: 'Autokorrektur 🙄 FÜF. Also 5', key: 'sorgfalt' },
      'Das chan i nöd säge, si ich meischtens elei unterwägs',
      'Nei. Si het d Berufsprüefig als Vorarbeiterin gmacht, mit eidg. Fachuswiis. D Meischterprüefig nonig',
      'Mir rächned i Stunde, nöd i Hüser 😅',
      { retry: 'Guet: schriibed Sie 8 Hüser', key: 'objekte' },
      'Jo, sofort. Aber si zieht zu ihrem Fründ uf Chur, da chan i nüt mache',
      'Si ich schwindelfrei wie e Gämsi, au bi Föhnsturm uf em Dach. Und si het immer e Chili Schoggi für d Chind debii 😄 Merci vielmal',
    ],
    expected: {
      rolle: 'Bezirksschornsteinfegermeister/in oder Inhaber/in des Betriebs',
      jahre: 7,
      taetigkeiten: [
        'Kehren und Reinigen von Schornsteinen und Abgasanlagen',
        'Messungen (Emissions- und Abgasmessung)',
        'Reinigung von Lüftungsanlagen und Dunstabzügen',
      ],
      sorgfalt: 5,
      meister: false,
      objekte: 8,
      wieder: true,
      bemerkung: { has: ['schwindelfrei'] },
    },
    outcome: 'completed',
  },
  {
    id: 'de-t100',
    title:
      'Odesa: the owner of a hair salon on de-friseur, writing German with Ukrainian in Cyrillic: "Добрий день! … Katja (Kateryna)", "Vom September 2018 bis 24. Februar 2022. Dann Krieg, Salon war zu" asked again (3.5), "балаяж, Airtouch … Königin von Blond 👑 … Dauerwelle macht niemand mehr 😄 Männer nein", "Клієнтки її обожнюють. П\'ять!" asked again (5), "Ні. In der Ukraine gibt es keinen Meisterbrief" where "Ні" is no and looks like "Hi" (no), "8–10, в суботу bis 14" asked again (9), "Так! … sofort" (yes), a haircut by candlelight in a cellar in the remark',
    tags: ['german', 'multiple', 'negation', 'range', 'optional', 'emoji', 'unit'],
    questionnaire: 'de-friseur',
    locale: 'de',
    candidate: KATERYNA_B,
    says: [
      'Добрий день! Guten Tag. Ich bin Besitzerin von Friseursalon in Odesa, Katja (Kateryna) hat bei mir gearbeitet. Entschuldigung für mein Deutsch, ich habe 2 Jahre in Leipzig gewohnt',
      'Vom September 2018 bis 24. Februar 2022. Dann Krieg, Salon war zu',
      { retry: 'Schreiben Sie 3,5', key: 'jahre' },
      'Schneiden, Farbe – балаяж, Airtouch, sie ist Königin von Blond 👑 Hochsteckfrisuren für Hochzeiten auch. Dauerwelle macht niemand mehr 😄 Männer nein',
      "Клієнтки її обожнюють. П'ять!",
      { retry: 'Entschuldigung, Ukrainisch 🙈 Fünf, 5', key: 'kundenumgang' },
      'Ні. In der Ukraine gibt es keinen Meisterbrief, sie hat Diplom vom College',
      '8–10, в суботу bis 14',
      { retry: 'Normaler Tag: 9', key: 'kundenProTag' },
      'Так! Wenn wir wieder aufmachen – sofort. Aber jetzt ist sie in Deutschland, und das ist gut für sie',
      'Zwei Wochen nach Kriegsbeginn hat sie im Keller noch Frauen die Haare geschnitten, bei Kerzenlicht, für gute Laune. Бережіть її. Дякую',
    ],
    expected: {
      verhaeltnis: 'Salonleitung / Chef/in',
      jahre: 3.5,
      leistungen: ['Schneiden', 'Farbe und Strähnen', 'Hochsteckfrisuren'],
      kundenumgang: 5,
      meister: false,
      kundenProTag: 9,
      wieder: true,
      bemerkung: { has: ['Keller'] },
    },
    outcome: 'completed',
  },
  {
    id: 'de-r75',
    title:
      'Saarbrücken: the head midwife of a delivery ward on the built-in, typing in Saarland dialect during a night shift ("Gudde!", "schafft bei mir", "dreiehalb Johr, gell" (42), "Schulterdystokie", "mit de Fraue 1a … 4" (4, never 1), "Allemol e 5", "Mir sinn 14 Hebamme im Team … 5" (5, never 14), "Wie meine Sie dat? Medizinisch oder im Dienstplan?" asked back, then "medizinisch: 4", "Kann ich nix dazu saan" on leadership (blank), "Ei jo, do fraan Se noch? Sofort!" (yes), "Nä, merci. … Kreißsaal 2 ruft" (no remark)',
    tags: [
      'german',
      'typos',
      'words',
      'question-back',
      'number-in-word',
      'dont-know',
      'optional',
      'emoji',
    ],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: ANNIKA_A,
    to: ['rel', 'mon', 'str', 'imp', 'com', 'tec', 'tea', 'rlb', 'pro', 'pro', 'lea', 'reh', 'cmt'],
    says: [
      'Gudde! Ich bin die leitende Hebamm im Kreißsaal vom Klinikum Saarbrücken uff em Winterberg, die Annika schafft bei mir im Team. Ich schreib grad in der Nachtschicht, zwische zwei Geburte 🙈',
      'Seit ihrem Examen im Summer 2023, also dreiehalb Johr, gell',
      "Die bleibt ruhich, aach wenn's brenzlich wird. Bei ener Schulterdystokie letschd Johr hat se als erschde de Oberarzt geruf und die Frau richtich gelagert",
      'Die Doku im Partogramm schreibt se zu spät nach. Sonschd nix',
      'Mit de Fraue 1a, mit de Ärzte manchmol zu leis. 4',
      'Allemol e 5',
      'Mir sinn 14 Hebamme im Team, die verträgt sich mit alle. 5',
      'Hat in dreiehalb Johr kee enzisch Mol krankgefeiert. 5!',
      'Wie meine Sie dat? Medizinisch oder im Dienstplan?',
      { retry: 'Dann sag ich medizinisch: 4', key: 'problem_solving' },
      'Die leit noch niemand an, Praxisanleiterin wird se erschd nächschd Johr. Kann ich nix dazu saan',
      'Ei jo, do fraan Se noch? Sofort!',
      'Nä, merci. Ich muss, Kreißsaal 2 ruft',
    ],
    expected: {
      relationship: { has: ['Hebamm'] },
      monthsKnown: 42,
      strengths: { has: ['Schulterdystokie'] },
      improvements: { has: ['Partogramm'] },
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
    id: 'de-t101',
    title:
      'Salzburg: the hangar manager of an aircraft-maintenance company at Salzburg airport on de-luftfahrt, in Salzburg Austrian: "Freigaben hat er bei mir ned unterschrieben, des machen die B1er" (the referee is the boss), "Von Jänner 2019 bis Feber 2024" (Austrian month names) asked again (61), "A- und C-Checks an de Dash 8 … Enteisen am Vorfeld … Triebwerke hat er ned gmacht, des geht zum Hersteller. Avionik aa ned … Sitze tauschen, Teppich", "Zwischen 3 und 4" asked again (3), "Die B1 hat er heuer gmacht, des weiß i. Glaub i zumindest" (a certainty taken back: blank), "Im Winter so 6 bis 8, im Summer fast kane" asked again (4), "Jederzeit, sofern ma uns den leisten könnten 😅" (yes), a bird strike in the remark',
    tags: [
      'german',
      'multiple',
      'range',
      'hedge',
      'correction',
      'negation',
      'unit',
      'optional',
      'emoji',
    ],
    questionnaire: 'de-luftfahrt',
    locale: 'de',
    candidate: LORENZ_H,
    says: [
      'Grüß Gott. I bin Hangarleiter bei uns in der Wartung am Flughafen Salzburg, der Lorenz war in meiner Mannschaft. Freigaben hat er bei mir ned unterschrieben, des machen die B1er',
      'Von Jänner 2019 bis Feber 2024, dann is er nach Wien zur AUA',
      { retry: 'Also 5 Jahr und a Monat, sprich 61', key: 'monate' },
      'Hauptsächlich im Hangar, die A- und C-Checks an de Dash 8 und de Embraer. Im Winter draußn am Vorfeld beim Enteisen aa. Triebwerke hat er ned gmacht, des geht bei uns zum Hersteller. Avionik aa ned. Kabine scho, Sitze tauschen, Teppich und so',
      'Seine Arbeitskarten san a Wahnsinn, sauberer als meine. 5',
      'Die AMM liest er ohne Problem, redn tut er holprig. Zwischen 3 und 4',
      { retry: 'Na guat, 3', key: 'englisch' },
      'Die B1 hat er heuer im Frühjahr gmacht, des weiß i. Glaub i zumindest, des war ja scho nach seiner Zeit bei uns',
      'Im Winter so 6 bis 8, im Summer fast kane',
      { retry: 'Übers Jahr grechnet 4 im Monat', key: 'nachtschichten' },
      'Jederzeit, sofern ma uns den leisten könnten 😅',
      'Bei an Vogelschlag im Feber 2022 hat er de ganze Nacht durchgarbeitet, dass de Maschin um 6 in da Fruah wieder fliegt. Servus',
    ],
    expected: {
      rolle: 'Vorgesetzte/r (Schichtleitung, Hangarleitung)',
      monate: 61,
      bereiche: [
        'Line Maintenance (Vorfeld)',
        'Base Maintenance (Checks im Hangar)',
        'Kabine und Interior',
      ],
      sorgfalt: 5,
      englisch: 3,
      nachtschichten: 4,
      wieder: true,
      bemerkung: { has: ['Vogelschlag'] },
    },
    outcome: 'completed',
  },
  {
    id: 'de-r76',
    title:
      'Hermannstadt (Sibiu, Transylvania): an old master organ builder of the Lutheran church\'s workshop on the built-in, writing like a letter (every message opens with "Sehr geehrte Damen und Herren" or ends with "Hochachtungsvoll" and his name, old spelling "daß", "muß"): "Herbst 2018 … Frühjahr 2024. Das sind gut fünfeinhalb Jahre" asked again (66), the organ of Holzmengen "(1780)" in the strengths, "eine 9 … Bei uns in Rumänien ist 10 die beste Note" (a Romanian school grade, asked again: 4), "Eine glatte Zehn. Also 5.", "Da. … 5" (Romanian "da", yes, before a rating), "Das vermag ich nicht zu beurteilen" (blank), "Keine Angabe" (blank), "Da, sofort" (yes), "Nein, danke. Gott befohlen" with a signature (no remark)',
    tags: [
      'german',
      'long',
      'signature',
      'unit',
      'words',
      'number-in-word',
      'dont-know',
      'optional',
    ],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: ANDREAS_H,
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
      'Sehr geehrte Damen und Herren,\nich bin Orgelbaumeister in Hermannstadt (Sibiu) und war der Lehrmeister von Herrn Andreas Hienz in der Orgelbauwerkstatt der Evangelischen Kirche A.B. in Rumänien.\nHochachtungsvoll\nMichael Binder',
      'Sehr geehrte Damen und Herren,\ner kam im Herbst 2018 als Lehrling und ging im Frühjahr 2024 nach Deutschland. Das sind gut fünfeinhalb Jahre, daß ich ihn kenne.\nHochachtungsvoll\nM. Binder',
      { retry: 'Schreiben Sie 66 Monate. M. B.', key: 'monthsKnown' },
      'Sehr geehrte Damen und Herren,\ner hat ein sehr gutes Gehör und ruhige Hände. Die Intonation der Pfeifen in der Orgel von Holzmengen (1780) hat er fast alleine gemacht.\nHochachtungsvoll\nM. Binder',
      'Er muß lernen, auch einmal Nein zu sagen, die Herren Pfarrer haben ihn ausgenutzt. M. B.',
      'In der Schule hätte ich ihm eine 9 gegeben. Bei uns in Rumänien ist 10 die beste Note. M. B.',
      { retry: 'Verzeihung. Dann also eine 4 auf Ihrer Skala', key: 'communication' },
      'Eine glatte Zehn. Also 5.',
      'Da. Er kam mit allen aus, auch mit den rumänischen Kollegen. 5',
      '5, selbstverständlich.',
      'Das vermag ich nicht zu beurteilen, das Denken habe ich ihm meistens abgenommen.',
      'Er hatte keine Lehrlinge unter sich. Keine Angabe.',
      'Da, sofort. Ich würde ihn mit Freuden wieder in meine Werkstatt nehmen. M. B.',
      'Nein, danke. Gott befohlen.\nMichael Binder, Orgelbaumeister',
    ],
    expected: {
      relationship: { has: ['Lehrmeister'] },
      monthsKnown: 66,
      strengths: { has: ['Intonation'] },
      improvements: { has: ['Pfarrer'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 5,
      reliability: 5,
      wouldRehire: true,
    },
    outcome: 'completed',
  },
  {
    id: 'de-t102',
    title:
      'Hamburg airport: the shift lead of line maintenance on de-luftfahrt, typing numbers and yes/no as on the radio (ICAO "Tree", "Fife", "Fower", "Niner"; "Affirm", "Affirmative", "Negative"): "Tree years and a half, wie wir am Funk sagen" (42), "Line, klar … Avionik auch, er ist B2. Engine nur Ölstand und Sichtprüfung, das zählt nicht. Hangar nie", "Fife. … Englisch gleich mit: fower" (two answers in one message; 5 and 4), "Affirm. B2 seit 2023" (yes), "Niner, laut Dienstplan" (9), "Affirmative" (yes), "Negative. Over and out ✈️" (no remark)',
    tags: [
      'german',
      'words',
      'unit',
      'multiple',
      'multi-answer',
      'negation',
      'optional',
      'emoji',
      'short',
    ],
    questionnaire: 'de-luftfahrt',
    locale: 'de',
    candidate: MALTE_B,
    says: [
      'Moin. Shift Lead Line Maintenance bei uns in Fuhlsbüttel, also ja: sein Vorgesetzter. CRS unterschreib ich auch, aber für ihn war ich der Chef',
      'Tree years and a half, wie wir am Funk sagen 😄',
      { retry: 'Dreieinhalb Jahre, also 42 Monate', key: 'monate' },
      'Line, klar. Turnarounds, Daily Checks, AOG an der Außenposition. Avionik auch, er ist B2. Engine nur Ölstand und Sichtprüfung, das zählt nicht. Hangar nie',
      'Fife. Null Beanstandungen im letzten Audit. Englisch gleich mit: fower, mit den Crews flüssig, im Tech Log zu knapp',
      { retry: 'Englisch 4', key: 'englisch' },
      'Affirm. B2 seit 2023',
      'Niner, laut Dienstplan',
      'Affirmative',
      'Negative. Over and out ✈️',
    ],
    expected: {
      rolle: 'Vorgesetzte/r (Schichtleitung, Hangarleitung)',
      monate: 42,
      bereiche: ['Line Maintenance (Vorfeld)', 'Avionik und Elektrik'],
      sorgfalt: 5,
      englisch: 4,
      lizenz: true,
      nachtschichten: 9,
      wieder: true,
    },
    outcome: 'completed',
  },
  {
    id: 'de-t103',
    title:
      'Windhoek (Namibia): an instructor at a Part-147 school at Eros Airport on de-luftfahrt, in Namibian German with Afrikaans and English ("Lehrling … ich war aber nie sein Chef", "Ag, lang. Zweieinhalb Jahre Schule und dann noch so ein Jahr im Hangar" asked again (42), "Cessnas und King Airs … Propeller und Motor (PT6) … das Avionik-Zeug mit dem Garmin. Kabine nee … Vorfeld auch, wenn die Safari-Flieger morgens raus müssen", "Lekker sauber, 4 bis 5" asked again (4), "Engels is geen probleem nie. 5" where the Afrikaans double negative is no "no", "Ja-nee, die B1 hat er – von der NCAA, nicht EASA, weiß nicht ob das für Sie zählt" (blank), "Keine. Nachts fliegt hier fast keiner" (0), "is\'n lekker Ou" (yes), "bei 42 Grad im Hangar" in the remark',
    tags: [
      'german',
      'multiple',
      'range',
      'hedge',
      'negation',
      'words',
      'optional',
      'emoji',
      'dont-know',
    ],
    questionnaire: 'de-luftfahrt',
    locale: 'de',
    candidate: DIRK_V,
    says: [
      'Hallo! Ich bin Instructor an unserer Part-147-Schule in Windhoek, Eros Airport. Dirk war mein Lehrling, später haben wir auch im Hangar zusammen geschraubt, ich war aber nie sein Chef',
      'Ag, lang. Zweieinhalb Jahre Schule und dann noch so ein Jahr im Hangar',
      { retry: 'Okay, sagen wir 42 Monate', key: 'monate' },
      "Alles bisschen, is' ja eine kleine Firma. Cessnas und King Airs, 100-Stunden-Checks im Hangar, Propeller und Motor (PT6), und das Avionik-Zeug mit dem Garmin. Kabine nee, die is' bei den Dingern nich' der Rede wert. Vorfeld auch, wenn die Safari-Flieger morgens raus müssen",
      'Lekker sauber, 4 bis 5',
      {
        retry: 'Dann 4, die Arbeitskarten schreibt er manchmal erst nach dem Braai 😄',
        key: 'sorgfalt',
      },
      'Hier spricht jeder Englisch, Afrikaans und Deutsch durcheinander. Engels is geen probleem nie. 5',
      'Ja-nee, die B1 hat er – von der NCAA, nicht EASA, weiß nicht ob das für Sie zählt',
      'Keine. Nachts fliegt hier fast keiner',
      "Ja, sofort, is'n lekker Ou",
      'Er war der einzige Lehrling, der bei 42 Grad im Hangar nie gemeckert hat. Baie dankie!',
    ],
    expected: {
      rolle: 'Ausbilder/in (Part-147)',
      monate: 42,
      bereiche: [
        'Line Maintenance (Vorfeld)',
        'Base Maintenance (Checks im Hangar)',
        'Triebwerke',
        'Avionik und Elektrik',
      ],
      sorgfalt: 4,
      englisch: 5,
      nachtschichten: 0,
      wieder: true,
      bemerkung: { has: ['Lehrling'] },
    },
    outcome: 'completed',
  },
  {
    id: 'de-r77',
    title:
      'Crostwitz (Upper Lusatia): a Sorbian master farrier on the built-in about his journeyman, writing German with Upper Sorbian ("Dobry dźeń", "Haj" yes, "Ně" no, "hnydom" at once, "Dźakuju so") and giving ratings as Roman numerals ("IV", "V", "III"): "Die Lehre drei Jahre und danach noch zwei Winter" asked again (60), the horses of the Easter riders (Osterreiten) in the strengths, "Ně, dazu kann ich nix sagen" on problem solving (blank), "Sagen wir IV oder V" asked again (4), "Haj, hnydom!" (yes), "Dźakuju so. Nichts weiter" (no remark)',
    tags: [
      'german',
      'number-in-word',
      'range',
      'hedge',
      'unit',
      'dont-know',
      'optional',
      'negation',
    ],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: JURIJ_S,
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
      'Dobry dźeń. Ich bin Hufschmiedemeister in Crostwitz, der Jurij war bei mir in der Schmiede, erst Lehrling, dann Geselle',
      'Die Lehre drei Jahre und danach noch zwei Winter',
      { retry: 'Fünf Jahre insgesamt, also 60 Monate', key: 'monthsKnown' },
      'Die Pferde vertrauen ihm. Auch die schweren Kaltblüter vom Osterreiten, die sonst keinen an die Hufe lassen',
      'Rechnungen schreiben. Die liegen bei ihm wochenlang im Auto',
      'Mit den Bauern gut, mit den Reiterinnen aus Dresden manchmal zu kurz angebunden. IV',
      'V, ohne Frage',
      'Wir sind nur zu zweit in der Schmiede 😄 aber gut: V',
      'III. Nach der Kirmes kommt er montags gern zu spät',
      'Ně, dazu kann ich nix sagen, die Probleme löse meistens ich',
      'Den Lehrling hat er mit angelernt. Sagen wir IV oder V',
      { retry: 'IV', key: 'leadership' },
      'Haj, hnydom!',
      'Dźakuju so. Nichts weiter',
    ],
    expected: {
      relationship: { has: ['Hufschmied'] },
      monthsKnown: 60,
      strengths: { has: ['Pferde'] },
      improvements: { has: ['Rechnungen'] },
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
    id: 'de-t104',
    title:
      'Riezlern (Kleinwalsertal, the Austrian valley reached only from Germany): the owner of a driving school on de-fahrschule, in Walser dialect: "I bi dr Inhaber … sie isch bi mir agstellt gsi", "Vo 2019 bis 2024, aber 2021 isch sie a halbs Johr in Karenz gsi" asked again ("4,5": 4.5), "B natürlich, BE au. Motorrad nur im Summer … Lkw und Bus hemmer it", "Ka i it säge" on the theory she did not teach (blank), "d Prüefig isch z Oberstdorf" (yes), "Im Winter so 30, im Summer 20, 68 € pro Stund" asked again (25), "Sofort" (yes)',
    tags: [
      'german',
      'unit',
      'multiple',
      'range',
      'dont-know',
      'optional',
      'negation',
      'number-in-word',
    ],
    questionnaire: 'de-fahrschule',
    locale: 'de',
    candidate: VERENA_F,
    says: [
      'Griaß di. I bi dr Inhaber vo dr Fahrschual in Riezlern, d Verena isch bi mir agstellt gsi als Fahrlehrerin',
      'Vo 2019 bis 2024, aber 2021 isch sie a halbs Johr in Karenz gsi',
      { retry: 'Schriebet 4,5', key: 'jahre' },
      'B natürlich, BE au. Motorrad nur im Summer, wenn dr Pass offe isch. Lkw und Bus hemmer it',
      'Mit de Holländer, wo no nie Schnee gsea hond, a Engel. 5',
      'Theorie hot bi üs allat dr Chef gmacht, also i. Ka i it säge',
      'Jo, d Prüefig isch z Oberstdorf bim TÜV, do isch sie allat mitgfahre',
      'Im Winter so 30, im Summer 20. Kostet bi üs 68 € pro Stund, nur dass ma weiß',
      { retry: 'Im Schnitt 25', key: 'stunden' },
      'Sofort. Sie will aber zruck ins Flachland, schad',
      'Sie ka Schneeketta schneller montiera als i 😄',
    ],
    expected: {
      rolle: 'Inhaber/in der Fahrschule',
      jahre: 4.5,
      klassen: ['B (Pkw)', 'BE (Anhänger)', 'A (Motorrad)'],
      geduld: 5,
      pruefungen: true,
      stunden: 25,
      wieder: true,
      bemerkung: { has: ['Schneeketta'] },
    },
    outcome: 'completed',
  },
  {
    id: 'de-r78',
    title:
      'Münsingen (Swabian Alb): a travelling shepherd of 63 on the built-in who sends every thought as its own short message ("Grüß Gott" / "I bin Schäfer" / "auf dr Alb bei Münsingen …"; "Mit de Leut" / "4"), "Drei Sommer und zwei Winter" asked again (30), "Mir sind bloß zu zweit mit 600 Schaf" asked again (4, never 600), "Wie, Problem lösen? Wenn dr Wolf kommt?" asked back, then "Dann 4", "Hat niemand unter sich ghabt" (blank), "Jo freilich" (yes), "Nix mehr" (no remark)',
    tags: ['german', 'short', 'unit', 'question-back', 'dont-know', 'optional', 'words', 'typos'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: TOBIAS_E,
    to: [
      'rel',
      'rel',
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
      'pro',
      'lea',
      'reh',
      'cmt',
    ],
    says: [
      'Grüß Gott',
      'I bin Schäfer',
      'auf dr Alb bei Münsingen. Dr Tobias war mei Schäferknecht',
      'Drei Sommer und zwei Winter',
      { retry: 'Zwoi Johr und a halbs, also 30 Monat', key: 'monthsKnown' },
      'Der ka mit de Hund. Dr Bello folgt ihm besser wie mir',
      'Schreiba. Dr Papierkram für d Tierseuchenkass',
      'Mit de Leut',
      '4',
      'Scheren ka er, Klauen schneiden au. 5',
      'Mir sind bloß zu zweit mit 600 Schaf 😄',
      { retry: 'Dann halt 4', key: 'teamwork' },
      '5. Der isch au an Weihnachten naus zum Pferch',
      'Wie, Problem lösen? Wenn dr Wolf kommt?',
      { retry: 'Dann 4. Beim Wolf im Mai hat er alles richtig gmacht', key: 'problem_solving' },
      'Hat niemand unter sich ghabt',
      'Jo freilich',
      'Nix mehr',
    ],
    expected: {
      relationship: { has: ['Schäfer'] },
      monthsKnown: 30,
      strengths: { has: ['Hund'] },
      improvements: { has: ['Papierkram'] },
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
    id: 'de-t105',
    title:
      'Görlitz: a widow who passed her driving test at 69 on de-fahrschule about her driving instructor, the referee a former learner ("Ich war ihre Fahrschülerin"), on a tablet with large print and typos: "Von März 2023 bis Juni 2024" asked again ("eineinviertel Jahre": 1.25), "Nur B. Motorrad hat sie glaube ich auch gemacht, das weiß ich nicht" (only B), "Eine 6!" asked again (5), "Im Theorieunterricht war ein Herr Lehmann" (blank), "Ich hatte 42 Fahrstunden insgesamt" (a total, not a week) asked again, then "Bei mir 2 pro Woche. Wie viele sie insgesamt gegeben hat, weiß ich nicht" (blank), "Ich bin ja keine Chefin" asked again, "Wenn ich eine Fahrschule hätte: ja" (yes)',
    tags: [
      'german',
      'typos',
      'hedge',
      'unit',
      'words',
      'dont-know',
      'wrong-question',
      'optional',
      'multiple',
      'long',
    ],
    questionnaire: 'de-fahrschule',
    locale: 'de',
    candidate: KORNELIA_M,
    says: [
      'Guten Tag. Ich war ihre Fahrschülerin. Nach dem Tod meines Mannes musste ich mit 68 noch den Führerschein machen, wir wohnen ja drausen in Kunnersdorf',
      'Von März 2023 bis Juni 2024',
      { retry: 'Dann eineinviertel Jahre', key: 'jahre' },
      'Nur B. Also Auto. Motorrad hat sie glaube ich auch gemacht, das weiß ich nicht',
      'Eine 6! Sie hat mich nie angeschrien, obwohl ich zweimal fast in die Neiße gefahren bin',
      { retry: 'Dann eben 5, mehr geht ja nicht', key: 'geduld' },
      'Im Theorieunterricht war ein Herr Lehmann, nicht sie',
      'Ja, bei meiner Prüfung saß sie vorne neben mir, der Prüfer hinten. Beim zweiten Mal hat es geklappt',
      'Ich hatte 42 Fahrstunden insgesamt',
      {
        retry: 'Bei mir 2 pro Woche. Wie viele sie insgesamt gegeben hat, weiß ich nicht',
        key: 'stunden',
      },
      'Ich bin ja keine Chefin',
      { retry: 'Wenn ich eine Fahrschule hätte: ja', key: 'wieder' },
      'Danke, dass ich das sagen durfte. Mit 69 noch den Führerschein, das hätte ich ohne Frau Matschke nicht geschafft',
    ],
    expected: {
      rolle: 'Fahrschüler/in',
      jahre: 1.25,
      klassen: ['B (Pkw)'],
      geduld: 5,
      pruefungen: true,
      wieder: true,
      bemerkung: { has: ['Führerschein'] },
    },
    outcome: 'completed',
  },
  {
    id: 'de-t106',
    title:
      'České Budějovice (Budweis): the sládek (brewmaster) of a Czech brewery on de-brauerei about a Bavarian brewer, writing German with Czech ("Dobrý den", "Ano", "Ne", "hned"): "Rok a půl – anderthalb Jahre" (18), the work areas named in Czech with German ("Varna, also Sudhaus, ano … Stáčírna nein … Sanitace (CIP) jede Woche"), "Pět" asked again (5), "3,5" with a Czech decimal comma asked again (3), "Ne. In Tschechien er hat keine Prüfung gemacht" (no), "Sud ist 250 hl, zwei Sude am Tag, fünf Tage" asked again (2500), "Ano, hned!" (yes), "Na zdraví! … 🍺" in the remark',
    tags: [
      'german',
      'words',
      'multiple',
      'number-in-word',
      'negation',
      'optional',
      'emoji',
      'multi-answer',
    ],
    questionnaire: 'de-brauerei',
    locale: 'de',
    candidate: QUIRIN_H,
    says: [
      'Dobrý den. Ich bin sládek, also Braumeister, bei uns im Pivovar in Budweis. Quirin hat bei mir gearbeitet, ich war sein Chef in Produktion',
      'Rok a půl – anderthalb Jahre',
      'Varna, also Sudhaus, ano. Sklep – Gär- und Lagerkeller ano. Stáčírna nein, das machen Kolleginnen aus der Schicht. Sanitace (CIP) jede Woche, er hat gemacht',
      'Pět. Er hat Rezept genau wie Bibel',
      { retry: '5', key: 'sorgfalt' },
      'Im Sommer, wenn Hochsaison, 3,5',
      { retry: 'Dann 3', key: 'belastbarkeit' },
      'Ne. In Tschechien er hat keine Prüfung gemacht',
      'Sud ist 250 hl, zwei Sude am Tag, fünf Tage',
      { retry: 'Also 2500 hl die Woche', key: 'hektoliter' },
      'Ano, hned!',
      'Na zdraví! Er trinkt auch gern unser Bier 🍺',
    ],
    expected: {
      rolle: 'Braumeister/in oder Produktionsleitung',
      monate: 18,
      bereiche: ['Sudhaus', 'Gär- und Lagerkeller', 'Reinigung und Hygiene (CIP)'],
      sorgfalt: 5,
      belastbarkeit: 3,
      stapler: false,
      hektoliter: 2500,
      wieder: true,
      bemerkung: { has: ['Bier'] },
    },
    outcome: 'completed',
  },
  {
    id: 'de-r79',
    title:
      'Heiligenblut (Carinthia): the operations manager of a cable-car company on the built-in about a cable-car technician, DICTATING by voice in his car, so punctuation comes as words ("Punkt", "Komma", "Fragezeichen", "Ende der Nachricht") and the name as heard ("Tomasch"): "Seit der Wintersaison 2020 bis jetzt Ostern Komma also vier Winter und die Sommer dazwischen" asked again (42), "ich gib eine für" (vier misheard as für) then "für nicht für Komma VIER" (4), "Wenn um 6 in der Früh der Wind geht … Punkt 5" (5, never 6), "wie meinen Sie das Fragezeichen" asked back then 4, "Führt niemand" (blank), "Ja seveda" in Carinthian Slovene (yes), "Na Punkt Ende der Nachricht" (no remark)',
    tags: [
      'german',
      'typos',
      'correction',
      'unit',
      'question-back',
      'number-in-word',
      'optional',
      'negation',
      'long',
    ],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: TOMAZ_O,
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
      'Servus Punkt ich bin Betriebsleiter bei den Bergbahnen in Heiligenblut Komma der Tomasch war bei mir Seilbahntechniker Punkt ich diktier das grad im Auto',
      'Seit der Wintersaison 2020 bis jetzt Ostern Komma also vier Winter und die Sommer dazwischen',
      { retry: '42 Monate', key: 'monthsKnown' },
      'Bei der Revision vom Tragseil im Frühjahr Komma da hängt er auf 2500 Meter am Seil und bleibt ganz ruhig',
      'Protokolle Punkt die schreibt er lei mit Bleistift und dann kann keiner was lesen',
      'Mit de Gäst sehr freundlich Komma auch auf Englisch Komma ich gib eine für',
      'für nicht für Komma VIER Punkt die Spracherkennung versteht mi nit',
      '5 Punkt Elektrik Hydraulik alles',
      'Im Team passt eh Komma 4',
      'Wenn um 6 in der Früh der Wind geht und mir müssen die Gondeln abfahren is er do Punkt 5',
      'wie meinen Sie das Fragezeichen',
      {
        retry: 'Bei Störungen findet er den Fehler meistens selber Punkt 4',
        key: 'problem_solving',
      },
      'Führt niemand Punkt er is allein in der Schicht',
      'Ja seveda Komma sofort',
      'Na Punkt Ende der Nachricht',
    ],
    expected: {
      relationship: { has: ['Betriebsleiter'] },
      monthsKnown: 42,
      strengths: { has: ['Tragseil'] },
      improvements: { has: ['Protokolle'] },
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
    id: 'de-t107',
    title:
      'Deidesheim (the Palatinate): the owner of a professional beekeeping business on de-imkerei, in Palatine dialect, all lowercase and without any punctuation: "ajo ich bin de chef", "so drei johr rum ned ganz" asked again ("zwei un e halb": 2.5), "in die mandelblüt sin mer gewandert … königinne macht mei fraa verkaaf … nä des macht die oma" (colonies, harvest, migration only), "4 odder 5" asked again (4), "gesellebrief hot er ned" (no), "mir hen 180 völker er hot die hälft gemacht" (90), "jederzeit awwer …" (yes), "ne passt schun" (no remark)',
    tags: [
      'german',
      'typos',
      'hedge',
      'range',
      'multiple',
      'negation',
      'optional',
      'words',
      'long',
    ],
    questionnaire: 'de-imkerei',
    locale: 'de',
    candidate: JONAS_K,
    says: [
      'ajo ich bin de chef vun de imkerei in deidesheim de jonas hot bei mer gschafft',
      'so drei johr rum ned ganz',
      { retry: 'zwei un e halb', key: 'jahre' },
      'durchsicht klar schleudern aa mit in die mandelblüt sin mer gewandert un im mai nunner an de rhein ins raps königinne macht mei fraa verkaaf im hofladen nä des macht die oma',
      'de is die ruh selwer der schafft ohne schleier un ohne handschuh 5',
      'varroa weeß der mehr wie ich 4 odder 5',
      { retry: 'schreib 4', key: 'varroa' },
      'gesellebrief hot er ned der is quer eingstiege',
      'mir hen 180 völker er hot die hälft gemacht',
      'jederzeit awwer der macht sich jetzt selbstständig mit 40 völker in de haardt',
      'ne passt schun',
    ],
    expected: {
      rolle: 'Inhaber/in der Imkerei',
      jahre: 2.5,
      arbeiten: [
        'Völkerführung und Durchsicht',
        'Honigernte und Schleudern',
        'Wanderimkerei (Transport der Völker)',
      ],
      ruhe: 5,
      varroa: 4,
      sachkunde: false,
      voelker: 90,
      wieder: true,
    },
    outcome: 'completed',
  },
  {
    id: 'de-r80',
    title:
      'Helgoland: a Börteboot skipper (the launches that ferry passengers from the ships to the island) on the built-in about his deckhand, in Low German ("Ik bin", "Twee Saisons", "keen", "Jümmers", "Weet ik nich") with ratings as star emoji ("⭐⭐⭐⭐", "⭐⭐⭐⭐⭐ Knoten, Motor, allens"): "Twee Saisons, April bit Oktober" asked again (14), "Wi sünd dree Mann an Bord. Goot. 4" (4, never 3), a wedding as the one absence (5), "Weet ik nich" (blank), "Keen" on leadership (blank), "Jo, sofort" (yes), Halunder in the comment',
    tags: ['german', 'emoji', 'unit', 'words', 'dont-know', 'optional', 'negation', 'short'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: MIKA_F,
    to: ['rel', 'mon', 'mon', 'str', 'imp', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'reh', 'cmt'],
    says: [
      'Moin. Ik bin Börteboot-Führer op Helgoland, Mika weer mien Bootsmann an Bord',
      'Twee Saisons, April bit Oktober',
      { retry: '14 Monate alles tosamen', key: 'monthsKnown' },
      "Bi Seegang vun 2 Meter de Lüüd vun't Schipp in't Boot kriegen, keen is je in't Water fullen",
      'De Wetterbericht lesen 😄 he vertrut sik to veel op sien App',
      '⭐⭐⭐⭐',
      '⭐⭐⭐⭐⭐ Knoten, Motor, allens',
      'Wi sünd dree Mann an Bord. Goot. 4',
      'Jümmers an Bord, een Mal nich, as de Hochtiet vun sien Broder weer. 5',
      'Weet ik nich',
      'Keen',
      'Jo, sofort',
      'He snackt ok Halunder, dat is hier wat wert. Tschüss',
    ],
    expected: {
      relationship: { has: ['Börteboot'] },
      monthsKnown: 14,
      strengths: { has: ['Seegang'] },
      improvements: { has: ['Wetterbericht'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      wouldRehire: true,
      comments: { has: ['Halunder'] },
    },
    outcome: 'completed',
  },
  {
    id: 'de-t108',
    title:
      'St. Peter (Black Forest): the Imkermeister who trained the candidate on de-imkerei, in Alemannic Baden dialect ("usbildet", "gsi", "nit", "Noi"): "Achtzehn Monat" asked in years (1.5), "Alles usser Wandere … Un Königinne nur zuagluegt" (everything but migration and queen rearing), "3" then, one message later, "vorhin bi de Ruhe: i moin 4, nit 3, gell" (4) in the same message as the varroa rating (5), "30 oder 40" (blank), "Noi, i bin jetzt in Rente 😄 aber wenn i no schaffe dät: sofort" asked again (yes), the honey prize in the remark',
    tags: [
      'german',
      'words',
      'unit',
      'multiple',
      'negation',
      'correction',
      'multi-answer',
      'range',
      'optional',
      'emoji',
    ],
    questionnaire: 'de-imkerei',
    locale: 'de',
    candidate: ELIAS_S,
    says: [
      'Grüß Gott, i bin Imkermeister in St. Peter im Schwarzwald un hab de Elias usbildet',
      'Achtzehn Monat, d Usbildung isch verkürzt gsi',
      'Alles usser Wandere, mir sin Standimker. Un Königinne nur zuagluegt',
      '3, er isch manchmol z hektisch',
      'Des isch sin Stärke, er hät d Oxalsäure-Behandlung ganz allei gmacht. 5. Un vorhin bi de Ruhe: i moin 4, nit 3, gell',
      'Jo, Gsellebrief Tierwirt Imkerei 2023',
      'Weiß i nit genau, 30 oder 40',
      'Noi, i bin jetzt in Rente 😄 aber wenn i no schaffe dät: sofort',
      { retry: 'Jo', key: 'wieder' },
      'Der Weißtannenhonig vom Elias hät 2024 Gold kriegt',
    ],
    expected: {
      rolle: 'Imkermeister/in (Ausbilder/in)',
      jahre: 1.5,
      arbeiten: [
        'Völkerführung und Durchsicht',
        'Honigernte und Schleudern',
        'Abfüllung und Verkauf',
      ],
      ruhe: 4,
      varroa: 5,
      sachkunde: true,
      wieder: true,
      bemerkung: { has: ['Weißtannenhonig'] },
    },
    outcome: 'completed',
  },
  {
    id: 'de-t109',
    title:
      'The Rhön (Bavarian Lower Franconia): a district forester on de-forst about a forest worker: "Sechs Jahre, davon drei als Azubi – wenn Sie die mitzählen" asked again (6), "Harvester fährt bei uns nur der Unternehmer … Seilklettern nicht" (saw and planting), "Schulnote 1" (a German school grade, 1 the best) asked again (5), "Jein, den KWF-Kurs hat sie angefangen, die Prüfung steht noch aus" (no, not yet), "so 10 Ster am Tag" (stacked cubic metres, not Festmeter) asked again (7), "Sofort, aber sie zieht nach Thüringen" (yes), "Nein danke" (no remark)',
    tags: ['german', 'unit', 'multiple', 'negation', 'hedge', 'optional', 'number-in-word'],
    questionnaire: 'de-forst',
    locale: 'de',
    candidate: MAREIKE_G,
    says: [
      'Guten Tag, ich bin Revierförster im Biosphärenreservat Rhön, Frau Gensler war Forstwirtin in meinem Revier',
      'Sechs Jahre, davon drei als Azubi – wenn Sie die mitzählen',
      { retry: 'Dann 6', key: 'jahre' },
      'Motorsäge ja. Harvester fährt bei uns nur der Unternehmer. Pflanzen jedes Frühjahr, nach dem Borkenkäfer eine ganze Menge. Seilklettern nicht',
      'Schulnote 1',
      { retry: '5', key: 'sicherheit' },
      'Jein, den KWF-Kurs hat sie angefangen, die Prüfung steht noch aus',
      'Beim Brennholz so 10 Ster am Tag',
      { retry: '7 Festmeter', key: 'festmeter' },
      'Sofort, aber sie zieht nach Thüringen',
      'Nein danke',
    ],
    expected: {
      rolle: 'Revierleitung (Förster/in)',
      jahre: 6,
      taetigkeiten: ['Holzernte mit der Motorsäge', 'Pflanzung und Kulturpflege'],
      sicherheit: 5,
      motorsaegenschein: false,
      festmeter: 7,
      wieder: true,
    },
    outcome: 'completed',
  },
  {
    id: 'de-r81',
    title:
      'Schaan (Liechtenstein): the production team lead of a precision-engineering company on the built-in about a polymechanic, in Liechtenstein Alemannic ("Hoi zämma", "gsi", "bitzeli", "niemert") and with Swiss school grades, where 6 is the best: "Vom Lehrabschluss im August 2021 bis Ende Oktober 2024" asked again (39), "I würd säge e 5 – aber mir händ i de Schuel 6 als beschti Note, gell" asked again (4), "E glatte Sächser!" asked again (5), "Zwei Johr kei einzigi Absenz … nur wo de Rhy Hochwasser gha het" (5, never 2), "Was meinet Sie mit Problemlösig, technisch oder mit de Lüt?" asked back then 5, "er het niemert under sich gha" (blank), "Jo sicher, sofort!" (yes), "Nei, merci vilmol" (no remark)',
    tags: [
      'german',
      'unit',
      'words',
      'question-back',
      'number-in-word',
      'negation',
      'emoji',
      'optional',
      'long',
    ],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: SEVERIN_F,
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
      'pro',
      'lea',
      'reh',
      'cmt',
    ],
    says: [
      'Hoi zämma. I bi Teamleiter i de Produktion bi üs z Schaan, de Severin isch bi mir Polymechaniker gsi',
      'Vom Lehrabschluss im August 2021 bis Ende Oktober 2024. D Lehr vorher zählt nöd, da isch er no im Lehrlingsatelier gsi',
      { retry: 'Grad nochegluegt: 39 Mönet', key: 'monthsKnown' },
      'Er fräst uf de 5-Achs-Maschine uf es Hundertstel genau, au bi Titan',
      'D Ordnig am Arbeitsplatz, do isch er no äs bitzeli e Chaot 😅',
      'I würd säge e 5 – aber mir händ i de Schuel 6 als beschti Note, gell',
      { retry: 'Uf Ihrer Skala denn e 4', key: 'communication' },
      'E glatte Sächser!',
      { retry: 'Also s Maximum, 5', key: 'technical_skill' },
      'Mit de Lehrling sehr guet, mit de Spätschicht nöd immer. 4',
      'Zwei Johr kei einzigi Absenz. Nur wo de Rhy Hochwasser gha het isch er z spot cho. 5',
      'Was meinet Sie mit Problemlösig, technisch oder mit de Lüt?',
      { retry: 'Technisch: 5', key: 'problem_solving' },
      'Da cha-n-i nüt säge, er het niemert under sich gha',
      'Jo sicher, sofort!',
      'Nei, merci vilmol. Tschau',
    ],
    expected: {
      relationship: { has: ['Teamleiter'] },
      monthsKnown: 39,
      strengths: { has: ['Titan'] },
      improvements: { has: ['Ordnig'] },
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
    id: 'de-t110',
    title:
      'Aurich (East Frisia): a service lead of a wind-turbine service company on de-windenergie, typing in ALL CAPITALS without umlauts, with East Frisian words ("MOIN", "DAT ZAEHLT NICH", "KLUNTJE"): "ZWEI JAHRE UND DREI MONATE" (27), "GETRIEBETAUSCH MACHT BEI UNS DIE KRANFIRMA … BLAETTER NUR VOM BODEN MIT DEM FERNGLAS, DAT ZAEHLT NICH. OFFSHORE 2023 ZWEI WOCHEN AUF RIFFGAT" (maintenance, fault finding, offshore), "5" after an emoji, "2 ODER 3" asked again (3), "BST UND ART, BEIDE GUELTIG BIS 2027" (yes), "IM WINTER KAUM … IM SOMMER … DREI WOCHEN AM STUECK" then "LASS DAT WEG" (blank), "JO. SOFORT. ABER …" (yes), the tea in the remark',
    tags: [
      'german',
      'typos',
      'multiple',
      'negation',
      'range',
      'unit',
      'words',
      'emoji',
      'skip',
      'optional',
    ],
    questionnaire: 'de-windenergie',
    locale: 'de',
    candidate: HAUKE_S,
    says: [
      'MOIN. ICH BIN SERVICELEITER BEI EINER SERVICEFIRMA FUER WINDKRAFTANLAGEN IN AURICH, HAUKE WAR BEI MIR IM TEAM',
      'ZWEI JAHRE UND DREI MONATE',
      'WARTUNG SOWIESO, JEDE ANLAGE ZWEIMAL IM JAHR. FEHLERSUCHE AUCH, AM UMRICHTER IST DER BESSER ALS ICH. GETRIEBETAUSCH MACHT BEI UNS DIE KRANFIRMA MIT DEM GROSSKOMPONENTENTEAM, DA WAR ER NICHT BEI. BLAETTER NUR VOM BODEN MIT DEM FERNGLAS, DAT ZAEHLT NICH. OFFSHORE 2023 ZWEI WOCHEN AUF RIFFGAT',
      'DA GIBTS NIX. DER HAKT SICH SCHON AUF DER ERSTEN LEITERSPROSSE EIN 😄 5',
      'BERICHTE SCHREIBT ER IMMER ERST FREITAGS NACH FEIERABEND. 2 ODER 3',
      { retry: 'NA GUT, 3', key: 'doku' },
      'JO, BST UND ART, BEIDE GUELTIG BIS 2027',
      'KOMMT DRAUF AN. IM WINTER KAUM, DA SIND WIR HIER IN OSTFRIESLAND UNTERWEGS. IM SOMMER WAR ER MAL DREI WOCHEN AM STUECK IN BAYERN',
      { retry: 'WEISS ICH NICH GENAU, LASS DAT WEG', key: 'tage' },
      'JO. SOFORT. ABER DER WILL JA NACH HAMBURG ZU SEINER FREUNDIN',
      'TEE TRINKT ER OHNE KLUNTJE, DAT IS DAS EINZIGE 😄 TSCHUESS',
    ],
    expected: {
      rolle: 'Serviceleiter/in oder Teamleitung',
      monate: 27,
      taetigkeiten: [
        'Wartung und Inspektion (Turm, Gondel)',
        'Fehlersuche und Störungsbehebung (Elektrik, Umrichter)',
        'Offshore-Einsätze',
      ],
      sicherheit: 5,
      doku: 3,
      gwo: true,
      wieder: true,
      bemerkung: { has: ['Kluntje'] },
    },
    outcome: 'completed',
  },
  {
    id: 'de-r82',
    title:
      'Cloppenburg (the Oldenburger Münsterland): a Russian-German drywall foreman (a Spätaussiedler from Kazakhstan) on the built-in about a drywaller in his gang, in German with Russian words and Russian school grades in Cyrillic: "полтора года, also anderthalb Jahr" (18), "Spachtel Q3 … молодец", "короче тройка с плюсом" (3+) asked again (3), "пятёрка" (5), "четвёрка" (4), "nur einmal zwei Tage … Ну 5" (5, never 2), "Was meinen Sie mit Problemlösung?" asked back then 4, "Nein, führt keiner, er ist Geselle" (blank), "Да, конечно. Ja klar" (yes), "Nein. Спасибо" (no remark)',
    tags: [
      'german',
      'words',
      'unit',
      'number-in-word',
      'question-back',
      'negation',
      'typos',
      'optional',
    ],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: ARTUR_R,
    to: [
      'rel',
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
      'Здравствуйте. Ich bin Vorarbeiter bei eine Trockenbaufirma in Cloppenburg, Artur war in meine Kolonne',
      'полтора года, also anderthalb Jahr',
      'Rigips, Decke abhängen, Spachtel Q3 – alles sauber, молодец',
      'Manchmal zu schnell, dann muss man nachspachteln',
      'Redet wenig, короче тройка с плюсом',
      { retry: 'Dann 3', key: 'communication' },
      'пятёрка. Bei uns in Schule war 5 die beste, wie bei Ihnen',
      'Mit Polen, Rumänen, alle gut. четвёрка',
      'Nie krank, nur einmal zwei Tage, wo Tochter geboren ist. Ну 5',
      'Was meinen Sie mit Problemlösung?',
      { retry: 'Wenn Wand schief ist, er findet Lösung. 4', key: 'problem_solving' },
      'Nein, führt keiner, er ist Geselle',
      'Да, конечно. Ja klar',
      'Nein. Спасибо, tschüss',
    ],
    expected: {
      relationship: { has: ['Vorarbeiter'] },
      monthsKnown: 18,
      strengths: { has: ['Rigips'] },
      improvements: { has: ['nachspachteln'] },
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
    id: 'de-t111',
    title:
      'Osório (Rio Grande do Sul, Brazil): the supervisor of a wind farm on de-windenergie about a technician, in Riograndenser Hunsrückisch with Portuguese ("Ich sin de Supervisor", "geschafft", "tchê", "wees ich nit", "Sim, claro!"): "Vun Março 2021 bis Agosto 2023" asked again (29), "Manutenção, also Wartung, jo … Pá, das is die Blatt, hat se am Seil gemach … Offshore gebt\'s nit in Brasil 😄 Troca de gerador nee" (maintenance, fault finding, blades), "Segurança em primeiro lugar. 5", "4 ou 5… 4" (4), "ob se GWO hat wees ich nit" (blank), "Vielleicht zwei Tach im Monat" asked again (2), "Sim, claro! Jo, sofort" (yes), her languages in the remark',
    tags: [
      'german',
      'portuguese',
      'unit',
      'multiple',
      'negation',
      'range',
      'hedge',
      'dont-know',
      'number-in-word',
      'emoji',
      'optional',
    ],
    questionnaire: 'de-windenergie',
    locale: 'de',
    candidate: LARISSA_H,
    says: [
      'Bom dia! Ich sin de Supervisor vum Windpark in Osório, Rio Grande do Sul. Die Larissa hat in meinem Team geschafft, tchê',
      'Vun Março 2021 bis Agosto 2023',
      { retry: '29 Monat', key: 'monate' },
      "Manutenção, also Wartung, jo. Fehlersuche aach, am Umrichter und am Pitch. Pá, das is die Blatt, hat se am Seil gemach, rapel, die hat de NR-35 Kurs. Offshore gebt's nit in Brasil 😄 Troca de gerador nee, das macht die Firma vun Dänemark",
      'Segurança em primeiro lugar. 5, sem dúvida',
      'Die Relatórios schreibt se uf Portugiesisch, gut. 4 ou 5… 4',
      'GWO? Mir hon hier NR-35 und NR-10, ob se GWO hat wees ich nit',
      'Die Parks sin all hier in de Näh, Osório, Tramandaí, Palmares. Viagem hat se kaum gemach. Vielleicht zwei Tach im Monat',
      { retry: 'Jo, 2', key: 'tage' },
      'Sim, claro! Jo, sofort',
      'Sie schwätzt Deitsch vun de Oma, Portugiesisch und Englisch. Abraço',
    ],
    expected: {
      rolle: 'Serviceleiter/in oder Teamleitung',
      monate: 29,
      taetigkeiten: [
        'Wartung und Inspektion (Turm, Gondel)',
        'Fehlersuche und Störungsbehebung (Elektrik, Umrichter)',
        'Rotorblattinspektion und -reparatur (Seilzugang)',
      ],
      sicherheit: 5,
      doku: 4,
      tage: 2,
      wieder: true,
      bemerkung: { has: ['Portugiesisch'] },
    },
    outcome: 'completed',
  },
  {
    id: 'de-t112',
    title:
      'Duisburg-Marxloh: the young owner of a barbershop on de-friseur, DICTATING by voice in Turkish-German slang, so punctuation comes as words ("Komma", "Punkt", "Ausrufezeichen") and slang as the phone heard it ("Walla", "Dicker" for Digga): "Walla so drei Jahre Komma nee warte Komma zweieinhalb Punkt" (2.5), "Skin Fade Komma Bart mit Messer … Farbe macht bei uns keiner Komma Dauerwelle Dicker sind wir 1985 oder was" (cutting, men\'s cut and beard), "Ehrenmann … 5 Sterne" (5), "Meister nein Komma … kuaför Diplom aus Izmir" (no), "Samstag 25 Komma unter der Woche so 12 bis 15" asked again (13), "Auf jeden Fall Komma sofort Komma safe" (yes), "Ne Komma passt" (no remark)',
    tags: [
      'german',
      'typos',
      'correction',
      'words',
      'multiple',
      'negation',
      'range',
      'number-in-word',
      'optional',
    ],
    questionnaire: 'de-friseur',
    locale: 'de',
    candidate: EMRE_K,
    says: [
      'Selam Komma ich bin der Chef vom Barbershop in Marxloh Komma Emre hat bei mir gearbeitet Ausrufezeichen',
      'Walla so drei Jahre Komma nee warte Komma zweieinhalb Punkt',
      'Skin Fade Komma Bart mit Messer Komma Konturen Komma normal schneiden auch Punkt Farbe macht bei uns keiner Komma Dauerwelle Dicker sind wir 1985 oder was Punkt Hochstecken nein wir sind Barbershop',
      'Mit Kunden Ehrenmann Komma die Omas die ihre Enkel bringen lieben den Komma 5 Sterne',
      'Meister nein Komma der hat Gesellenbrief von hier und kuaför Diplom aus Izmir',
      'Samstag 25 Komma unter der Woche so 12 bis 15',
      { retry: 'Normaler Tag sag 13 Punkt', key: 'kundenProTag' },
      'Auf jeden Fall Komma sofort Komma safe',
      'Ne Komma passt Punkt Tschüss',
    ],
    expected: {
      verhaeltnis: 'Salonleitung / Chef/in',
      jahre: 2.5,
      leistungen: ['Schneiden', 'Herrenschnitt und Bart'],
      kundenumgang: 5,
      meister: false,
      kundenProTag: 13,
      wieder: true,
    },
    outcome: 'completed',
  },
  {
    id: 'de-r83',
    title:
      'Lana (South Tyrol): the head of the cold store of a fruit cooperative on the built-in about a forklift driver, in South Tyrolean dialect with Italian words ("Magazin", "subito", "Boh", "Pfiati"): asked how long, he answers another question ("Fleißig isch er, des kann i Ihnen sagen …", no duration) and is asked again, "Vier Ernten, vo 2022 bis 2025 …" asked again, "Donn sagmer drei Johr und drei Monat" (39), "ULO-Zellen … koa Kischtl" in the strengths, "Zwischen 3 und 4" asked again (3), "A Fünfer" (5), "60 Leit im Magazin … 4" (4, never 60), "5 – na wart, im Oktober hot er zwoamol verschlofn … 4" (4), "Boh … konn i nit sogn" (blank), "Jo freilich, subito" (yes), "Na, passt. Pfiati" (no remark)',
    tags: [
      'german',
      'wrong-question',
      'unit',
      'words',
      'range',
      'correction',
      'dont-know',
      'negation',
      'optional',
      'long',
    ],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: MANUEL_P,
    to: [
      'rel',
      'mon',
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
      'Griaß Gott. I bin dr Magazinleiter in dr Obstgenossenschaft in Lana, dr Manuel isch bei mir Staplerfahrer gwesn, im Kühlhaus und an dr Sortieranlage',
      'Fleißig isch er, des kann i Ihnen sagen, dr erschte in dr Früh und dr letschte auf d Nacht',
      {
        retry:
          'Ah so, wia lang. Vier Ernten, vo 2022 bis 2025. Im Winter hot er aa gorbeitet, s Kühlhaus isch jo s ganze Johr voll',
        key: 'monthsKnown',
      },
      { retry: 'Donn sagmer drei Johr und drei Monat', key: 'monthsKnown' },
      'Mit n Stapler isch er a Künstler. In de ULO-Zellen bei oan Grad, und in vier Johr isch koa oanziges Kischtl hin gwesn',
      'Er redet z wianig mit de Saisonarbeiter aus dr Slowakei, lei Italienisch und Dialekt',
      'Zwischen 3 und 4',
      { retry: 'Na guat, 3', key: 'communication' },
      'Fachlich? A Fünfer, ohne Diskussion',
      'Im Herbst san mir 60 Leit im Magazin, aus Rumänien, Pakistan, Slowakei, er kimmt mit olle aus. 4',
      '5 – na wart, im Oktober hot er zwoamol verschlofn, weil dr Bua krank gwesn isch. 4',
      'Wenn die Sortieranlage steht, woaß er meistens selber wos. 4',
      'Boh. Er hot niemand unter sich, konn i nit sogn',
      'Jo freilich, subito',
      'Na, passt. Pfiati',
    ],
    expected: {
      relationship: { has: ['Magazinleiter'] },
      monthsKnown: 39,
      strengths: { has: ['Stapler'] },
      improvements: { has: ['Slowakei'] },
      communication: 3,
      technical_skill: 5,
      teamwork: 4,
      reliability: 4,
      problem_solving: 4,
      wouldRehire: true,
    },
    outcome: 'completed',
  },
  {
    id: 'de-t113',
    title:
      'Gunzesried (Oberallgäu): the Käsermeister of a Sennerei on de-kaeserei about the cheesemaker he trained, in Allgäu dialect ("Griaß di", "it", "üs", "mängmol", "Lädele"): "Vom Viehscheid 2021 bis zum Viehscheid 2025, also vier Johr mit dr Lehr" (4), "Am Kessi isch er guat, Dicklegen, Bruch schneide, mit em Tuech ausziehe … Im Keller schmiere und kehre au, jeden Tag 400 Laib. Milchannahme machet bei üs d Bauern selber … des zählt it. Lädele? Nei, des macht mei Frau" (Kessi and cellar), "s Käsbuech schreibt er mängmol z spät. 4" (4), "s Lädele macht mei Frau" asked again then "lasset Se des weg" (blank), "Gselleprüfung 2023 in Kempten, mit ere Zwei" (yes), "Mir verkäset so 4000 Liter am Tag" asked again (12, never 400 or 4000), "Sofort. Aber …" (yes), the yodelling in the remark',
    tags: ['german', 'unit', 'multiple', 'negation', 'skip', 'words', 'emoji', 'optional'],
    questionnaire: 'de-kaeserei',
    locale: 'de',
    candidate: KILIAN_H,
    says: [
      'Griaß di. I bin dr Käsermeister in dr Sennerei in Gunzesried, dr Kilian hot bei mir glernt und isch danach bliebe',
      'Vom Viehscheid 2021 bis zum Viehscheid 2025, also vier Johr mit dr Lehr',
      'Am Kessi isch er guat, Dicklegen, Bruch schneide, mit em Tuech ausziehe, des ka er alles. Im Keller schmiere und kehre au, jeden Tag 400 Laib. Milchannahme machet bei üs d Bauern selber am Morge, des zählt it. Lädele? Nei, des macht mei Frau',
      'Sauber isch er, do gibts nix. Bloß s Käsbuech schreibt er mängmol z spät. 4',
      'Wie gsagt, s Lädele macht mei Frau, do isch er nia gstande',
      { retry: 'Des ka i it beurteile, lasset Se des weg', key: 'kundschaft' },
      'Jo, Gselleprüfung 2023 in Kempten, mit ere Zwei',
      'Mir verkäset so 4000 Liter am Tag',
      { retry: 'Des git bei üs zwölf Laib Bergkäs am Tag, die macht er allei', key: 'laibe' },
      'Sofort. Aber der will jetzt halt auf d Alpe, des versteh i',
      'Er jodlet beim Käse, des müsset Se aushalte 😄 Pfiat di',
    ],
    expected: {
      rolle: 'Käsermeister/in oder Betriebsleitung',
      jahre: 4,
      arbeiten: [
        'Käsen am Kessi (Dicklegen, Bruch, Ausziehen, Pressen)',
        'Käsepflege im Keller (Schmieren, Wenden)',
      ],
      sauberkeit: 4,
      milchtechnologe: true,
      laibe: 12,
      wieder: true,
      bemerkung: { has: ['jodlet'] },
    },
    outcome: 'completed',
  },
  {
    id: 'de-r84',
    title:
      'Berlin-Neukölln: the dispatcher of a bike-courier collective on the built-in about a courier, in Berlin dialect ("ick", "dit", "wa", "nüscht", "keene", "jut"): "Seit Corona" asked again, "Hab nachjekiekt, fünfeinhalb Jahre" (66), "jeden Hinterhof zwischen Hermannplatz und Britz", "4 oder 5 … ach wat, 5" (5), "Wat meinen Se mit fachlich? Fahrradfahren?" asked back then "jut. 4" (4), "sie kocht freitags für alle. 5" (5), "Regen, Schnee, Silvester – volle Punktzahl" (5), "Dazu sag ick nüscht. Bei uns jibts keene Chefs" (blank), "Wir stellen nich ein, wir sind\'n Kollektiv. Aber wenn, dann sofort" (yes), "Nee. Tschüssi" (no remark)',
    tags: [
      'german',
      'unit',
      'words',
      'hedge',
      'range',
      'question-back',
      'decline',
      'negation',
      'emoji',
      'optional',
    ],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: JULE_P,
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
      'Moin. Ick mach die Dispo bei nem Fahrradkurier-Kollektiv in Neukölln, Jule fährt bei uns. Chefs ham wa nich, ick verteil nur die Touren',
      'Seit Corona. Da ging dit mit den Lieferungen ja richtig los',
      { retry: 'Hab nachjekiekt, fünfeinhalb Jahre', key: 'monthsKnown' },
      'Die kennt jeden Hinterhof zwischen Hermannplatz und Britz, und bei Glatteis fährt se trotzdem',
      'Pünktlich Feierabend machen. Die fährt, bis se umfällt',
      'Über Funk kurz und knapp, so wie ick dit mag. 4 oder 5 … ach wat, 5',
      'Wat meinen Se mit fachlich? Fahrradfahren?',
      {
        retry: 'Na Lastenrad, Schlauch flicken, Touren planen: jut. 4',
        key: 'technical_skill',
      },
      'Dit Kollektiv is wie ne Familie, sie kocht freitags für alle. 5',
      'Regen, Schnee, Silvester – volle Punktzahl',
      'Wenn n Paket nich ins Lastenrad passt, passt se dit Paket an 😂 4',
      'Dazu sag ick nüscht. Bei uns jibts keene Chefs, dit is dit Prinzip',
      "Wir stellen nich ein, wir sind'n Kollektiv. Aber wenn, dann sofort",
      'Nee. Tschüssi',
    ],
    expected: {
      relationship: { has: ['Dispo'] },
      monthsKnown: 66,
      strengths: { has: ['Hinterhof'] },
      improvements: { has: ['Feierabend'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      wouldRehire: true,
    },
    outcome: 'completed',
  },
  {
    id: 'de-t114',
    title:
      'Schoppernau (Bregenzerwald, Vorarlberg): the Senn of an Alpe on de-kaeserei about his Zusennerin, DICTATING by voice on the way down with the cattle, so punctuation comes as words ("Komma", "Punkt", "Doppelpunkt", "Ausrufezeichen") and "Laib" is heard as "Leib": "Zwei Alpsommer Komma 2024 und 2025" (2, asked again or not), "Käsen am Kessel … Im Käsekeller schmieren und wenden … Milch annehmen gibt es auf der Alpe nicht … Verkauft hat sie auch … Und putzen Komma das Käsekessi jeden Tag" (all but the milk), "Sauberkeit Doppelpunkt fünf" (5), "mit den Holländern … Vier" (4), "Nein Komma sie ist Bäuerin von daheim" (no), "Zwölf Leib am Tag" then, when asked about rehiring, "Ja sofort Punkt Und zu den Laiben von vorhin Komma ich habe mich verzählt Komma es waren vierzehn nicht zwölf" (yes; 14), "Nichts mehr Punkt Servus" (no remark)',
    tags: [
      'german',
      'typos',
      'correction',
      'multiple',
      'unit',
      'words',
      'negation',
      'multi-answer',
      'optional',
      'long',
    ],
    questionnaire: 'de-kaeserei',
    locale: 'de',
    candidate: CHRISTA_M,
    says: [
      'Grüß Gott Komma ich bin Senn auf einer Alpe ober Schoppernau im Bregenzerwald Komma die Christa war bei mir Zusennerin Punkt Ich diktiere Komma ich bin grad am Abstieg mit dem Vieh Punkt',
      'Zwei Alpsommer Komma 2024 und 2025 Punkt Jeweils von Mitte Juni bis Mitte September Punkt',
      { retry: 'Zwei Jahre halt Komma jeweils den Sommer Punkt', key: 'jahre' },
      'Käsen am Kessel Komma das Feuer unterm Kessi mit Holz Komma Bruch schneiden mit der Harfe Komma alles Punkt Im Käsekeller schmieren und wenden jeden Tag Punkt Milch annehmen gibt es auf der Alpe nicht Komma das ist unsere eigene Milch Punkt Verkauft hat sie auch Komma an die Wanderer vor der Hütte Punkt Und putzen Komma das Käsekessi jeden Tag Ausrufezeichen',
      'Sauberkeit Doppelpunkt fünf Punkt Da ist sie strenger als ich Punkt',
      'Mit den Wanderern sehr gut Komma die hat sogar Englisch geredet mit den Holländern Punkt Vier Punkt',
      'Nein Komma sie ist Bäuerin von daheim Komma gelernt hat sie Krankenschwester Punkt',
      'Zwölf Leib am Tag Punkt',
      'Ja sofort Punkt Und zu den Laiben von vorhin Komma ich habe mich verzählt Komma es waren vierzehn nicht zwölf Punkt',
      'Nichts mehr Punkt Servus',
    ],
    expected: {
      rolle: 'Senn/Sennerin auf der Alpe',
      jahre: 2,
      arbeiten: [
        'Käsen am Kessi (Dicklegen, Bruch, Ausziehen, Pressen)',
        'Käsepflege im Keller (Schmieren, Wenden)',
        'Verkauf im Laden oder auf dem Markt',
        'Reinigung und Hygiene',
      ],
      sauberkeit: 5,
      kundschaft: 4,
      milchtechnologe: false,
      laibe: 14,
      wieder: true,
    },
    outcome: 'completed',
  },
  {
    id: 'de-t115',
    title:
      'Leipzig (Eisenbahnstraße): the Syrian owner of a car workshop on de-kfz about his mechanic, in learner German with Arabic words and Eastern Arabic digits ("Marhaba", "٣", "٥", "Inshallah", "Shukran"): "٣ Jahre" (3), "Inspektion, Bremsen, Reifen, alles. Motor auch, er hat Motor von Golf 4 komplett gemacht. Klima nein … Elektrik macht mein Bruder" (inspection, brakes, engine), "weiß was ist kaputt. ٥" (5), "Ordnung … naja. ٣ oder ٤" asked again (3), "Was ist Hochvolt? Elektroauto? … ich weiß nicht ob er das hat" (blank), "Jeden Tag ٦ Autos, Samstag nur halbe Tag" (6), "Inshallah ja, sofort" (yes), the master school in the remark',
    tags: [
      'german',
      'number-in-word',
      'multiple',
      'negation',
      'range',
      'question-back',
      'dont-know',
      'typos',
      'optional',
    ],
    questionnaire: 'de-kfz',
    locale: 'de',
    candidate: RAMI_K,
    says: [
      'Marhaba. Ich bin Inhaber von eine Autowerkstatt in Leipzig, Eisenbahnstraße. Rami war bei mir Mechaniker',
      '٣ Jahre',
      'Inspektion, Bremsen, Reifen, alles. Motor auch, er hat Motor von Golf 4 komplett gemacht. Klima nein, dafür ich habe keine Gerät. Elektrik macht mein Bruder',
      'Er hört Motor und weiß was ist kaputt. ٥',
      'Ordnung … naja. ٣ oder ٤',
      { retry: 'Sagen wir ٣', key: 'ordnung' },
      'Was ist Hochvolt? Elektroauto? Wir machen keine Elektroauto, ich weiß nicht ob er das hat',
      'Jeden Tag ٦ Autos, Samstag nur halbe Tag',
      'Inshallah ja, sofort. Er ist wie mein Bruder',
      'Er hat Meisterschule angefangen in Leipzig. Shukran, mit freundliche Grüße',
    ],
    expected: {
      rolle: 'Inhaber/in oder Geschäftsführung',
      jahre: 3,
      arbeiten: ['Inspektion und Wartung', 'Bremsen, Fahrwerk und Reifen', 'Motor und Getriebe'],
      diagnose: 5,
      ordnung: 3,
      fahrzeuge: 6,
      wieder: true,
      bemerkung: { has: ['Meisterschule'] },
    },
    outcome: 'completed',
  },
  {
    id: 'de-r85',
    title:
      'Cologne: the landlord of a Brauhaus on the built-in about a Köbes, in Kölsch ("Joden Dach", "dä", "jet", "nit", "Imis", "Veer" for vier, "Alaaf"): "Dreimol Fastelovend hät dä bei mir mitjemaat" asked again, "Vum 11.11.2022 bes Aschermettwoch 2025. Sagen mer 28 Monate" (28), "ene Kranz met 18 Stange" in the strengths, "Veer" (4), "3 bes 4" asked again (3), "Wat meinste met Teamfähigkeit? Dat mer noh d\'r Schicht zesamme eine drinke?" asked back then 5, "Am Rosenmontag wor hä um 7 Uhr morjens do … Fünf" (5, never 7), "Et hätt noch immer jot jejange" asked again (4), "En Köbes föhrt keiner" (blank), "Jo sicher dat!" (yes), "Nä, dat wor et. Alaaf!" (no remark)',
    tags: [
      'german',
      'unit',
      'words',
      'hedge',
      'range',
      'question-back',
      'number-in-word',
      'negation',
      'emoji',
      'optional',
      'long',
    ],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: DOMINIK_P,
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
      'tea',
      'rlb',
      'pro',
      'pro',
      'lea',
      'reh',
      'cmt',
    ],
    says: [
      'Joden Dach! Ich ben dä Wirt vum Brauhaus em Veedel, dä Dominik wor bei mir Köbes. Also Kellner, för de Imis 😄',
      'Dreimol Fastelovend hät dä bei mir mitjemaat. Dat sin de schlimmste Woche, do siehste wer jet daug',
      { retry: 'Vum 11.11.2022 bes Aschermettwoch 2025. Sagen mer 28 Monate', key: 'monthsKnown' },
      'Dä dräht ene Kranz met 18 Stange durch de volle Weetschaff un verschött kei Dröppche. Un hä kennt jeden Stammjast met Name',
      'Hä es jet vörlaut met de Imis, wenn die nach Alt froge 😅',
      'Schwaade kann dä, dat es ene kölsche Jung. Veer',
      "3 bes 4. Beim Zappe muss hä noch jet liere, d'r Schaum es nit immer jot",
      { retry: 'Dann 3', key: 'technical_skill' },
      "Wat meinste met Teamfähigkeit? Dat mer noh d'r Schicht zesamme eine drinke? 😄",
      {
        retry: "Nä, em Ääns: met de andere Köbesse un en d'r Köch jeit dat prima. 5",
        key: 'teamwork',
      },
      "Am Rosenmontag wor hä um 7 Uhr morjens do, et Kostüm ald unger d'r blaue Schürz. Fünf",
      'Et hätt noch immer jot jejange 😄',
      {
        retry: "Wenn et Fass leer es un d'r Brauer nit do, weiß hä sich ze helfe. 4",
        key: 'problem_solving',
      },
      'En Köbes föhrt keiner, dat es bei uns esu. Do kann ich nix sage',
      'Jo sicher dat! Dä nemm ich jederzick widder',
      'Nä, dat wor et. Alaaf! 🎉',
    ],
    expected: {
      relationship: { has: ['Wirt'] },
      monthsKnown: 28,
      strengths: { has: ['Kranz'] },
      improvements: { has: ['vörlaut'] },
      communication: 4,
      technical_skill: 3,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      wouldRehire: true,
    },
    outcome: 'completed',
  },
  {
    id: 'de-t116',
    title:
      'Weißenkirchen (Wachau, Lower Austria): a Weinhauer on de-weinbau about a vineyard hand from Burgenland, in Lower Austrian dialect ("Griaß Eana", "zwa", "ois", "valorn", "gö", "Schmähtandler", "Pfiat Eana"): "Zwa Lesn und an Winter dazwischn" asked again, "Vom August 2023 bis Allerheiligen 2024, des san 15 Monat" (15), "Schneidn im Winter, ausbrechn, heftn und gipfln im Summa – ois. Lesn sowieso. Im Keller hot er nix valorn … Auf de Terrassn in da Achleitn … mit da Monorackbahn … beim Heurigen hot a ausgschenkt" (all but the cellar), "A Vierer – owa ned wia in da Schui, gö, i man vier vo fünf" (4), "Fünfe" (5), "Den F hot a, jo" (yes), "In da Ebene 600, auf de Terrassn 250, 300" asked again (400), "Jederzeit" (yes), "Sunst is a a Hackler" in the remark',
    tags: [
      'german',
      'unit',
      'words',
      'multiple',
      'negation',
      'range',
      'correction',
      'emoji',
      'optional',
    ],
    questionnaire: 'de-weinbau',
    locale: 'de',
    candidate: RAPHAEL_H,
    says: [
      'Griaß Eana! I bin da Weinhauer, uns ghört a Weingut in Weißenkirchen in da Wachau. Da Raphael hot bei uns goarbeitet',
      'Zwa Lesn und an Winter dazwischn',
      { retry: 'Vom August 2023 bis Allerheiligen 2024, des san 15 Monat', key: 'monate' },
      'Schneidn im Winter, ausbrechn, heftn und gipfln im Summa – ois. Lesn sowieso. Im Keller hot er nix valorn, des moch i selber. Auf de Terrassn in da Achleitn is a mit da Monorackbahn gfoahn. Und beim Heurigen hot a ausgschenkt, wann ma ausgsteckt ghobt ham',
      'A Vierer – owa ned wia in da Schui, gö, i man vier vo fünf. Bei de faulen Traubn is a streng',
      'Beim Heurigen is a a Schmähtandler, de Weana Gäst liabn eam. Fünfe',
      'Den F hot a, jo',
      'Kummt drauf au. In da Ebene 600, auf de Terrassn 250, 300',
      { retry: 'Im Schnitt sog ma 400', key: 'rebstoecke' },
      'Jederzeit, wann a wieder kummt. Owa er is jetzt dahoam im Burgenland bei seim Vodan im Weingartn',
      'Dass a a Burgenländer is, vazeih ma eam 😄 Sunst is a a Hackler. Pfiat Eana',
    ],
    expected: {
      rolle: 'Winzer/in oder Betriebsleitung',
      monate: 15,
      arbeiten: [
        'Rebschnitt und Laubarbeit',
        'Weinlese',
        'Steillagen und Terrassen (Monorackbahn, Seilzug)',
        'Verkostung, Ausschank und Verkauf',
      ],
      sorgfalt: 4,
      gaeste: 5,
      traktor: true,
      rebstoecke: 400,
      wieder: true,
      bemerkung: { has: ['Hackler'] },
    },
    outcome: 'completed',
  },
  {
    id: 'de-r86',
    title:
      'Seiffen (Erzgebirge, Saxony): the wife of a Drechslermeister types for her husband, who has no smartphone and sits beside her, on the built-in about a wood turner, with his Saxon words quoted ("dr", "ni", "ä", "fei", "weeß", "zwee", "Nu"): "Er sagt: dr Toni war vier Weihnachtsgeschäfte bei uns" asked again, "Lehre ab September 2021, Geselle bis Februar 2025. Mein Mann sagt dreieinhalb Jahre" (42), "Reifendrehen" in the strengths, "Mein Mann sagt 3. Ich hätte 4 gesagt … aber es ist seine Referenz. Also 3" (3), "Nu, 5 … in dreißig Jahren" (5, never 30), "Er sagt 4" (4), "Er fragt, ob 1 gut oder schlecht ist?" asked back then "Dann 5 … um sechse" (5, never 6), "weeß ich ni" (blank), "zwee Lehrlinge … Mein Mann sagt 4" (4, never 2), "Nu freilich!" (yes), the borrowed plane in the remark',
    tags: [
      'german',
      'unit',
      'words',
      'question-back',
      'dont-know',
      'correction',
      'emoji',
      'optional',
      'long',
    ],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: TONI_F,
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
      'Guten Tag, ich schreibe für meinen Mann, der ist Drechslermeister in Seiffen und hat kein Smartphone. Toni hat bei uns gelernt und war danach Geselle. Mein Mann sitzt neben mir und sagt mir, was ich schreiben soll',
      'Er sagt: dr Toni war vier Weihnachtsgeschäfte bei uns',
      {
        retry:
          'Lehre ab September 2021, Geselle bis Februar 2025. Mein Mann sagt dreieinhalb Jahre',
        key: 'monthsKnown',
      },
      'Reifendrehen kann er, das können nur noch ganz wenige hier im Ort. Er sagt: dr Toni hat ä Gefühl fürs Holz',
      'Er ist manchmal zu schnell, dann reißt ihm dr Reifen. Und ans Telefon geht er ni gern, wenn Kunden anrufen',
      'Mein Mann sagt 3. Ich hätte 4 gesagt, mit den Touristen im Laden redet er sehr nett, aber es ist seine Referenz. Also 3 🙄',
      'Nu, 5. Er sagt fei, ä bessern Gesellen hatte er in dreißig Jahren ni',
      'Er sagt 4',
      'Er fragt, ob 1 gut oder schlecht ist?',
      {
        retry:
          'Dann 5. Er war jeden Tag um sechse in dr Werkstatt, ooch wenn im Winter dr Weg nach Seiffen zugeweht war',
        key: 'reliability',
      },
      'Da sagt er: weeß ich ni. Das soll die Berufsschule beurteilen',
      'Im letzten Jahr hatte er zwee Lehrlinge unter sich. Mein Mann sagt 4',
      'Nu freilich! Sofort, sagt er, wenn dr Toni aus Bayern zurückkommt',
      'Er soll fei den Hobel zurückbringen, den hat er sich geborgt 😄 Das soll ich so schreiben, sagt mein Mann',
    ],
    expected: {
      relationship: { has: ['Drechslermeister'] },
      monthsKnown: 42,
      strengths: { has: ['Reifendrehen'] },
      improvements: { has: ['Telefon'] },
      communication: 3,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      leadership: 4,
      wouldRehire: true,
      comments: { has: ['Hobel'] },
    },
    outcome: 'completed',
  },
  {
    id: 'de-t117',
    title:
      'Freyburg (Unstrut, Saxony-Anhalt): the Kellermeisterin of a winegrowers\' cooperative on de-weinbau, typing plainly, who read the questions in the e-mail and answers five of them at once in a list at the second question ("- zusammengearbeitet: 2 Jahre und 4 Monate" (28), "- Sorgfalt bei der Lese: 5", "- Beratung bei Weinproben: kann ich nicht beurteilen" (blank), "- Traktorführerschein: nein, den macht sie gerade" (no), "- wieder einstellen: ja, sofort" (yes)), then "Keller und Lese … Den Rebschnitt im Winter hat sie nicht gemacht, die Steillagen am Schweigenberg auch nicht … Verkostung und Verkauf macht unser Laden" (harvest and cellar), "Kann ich nicht sagen, sie hat ja nicht geschnitten" (blank), the late frost of April 2024 in the remark above her signature',
    tags: [
      'german',
      'multi-answer',
      'list',
      'unit',
      'multiple',
      'negation',
      'dont-know',
      'signature',
      'optional',
    ],
    questionnaire: 'de-weinbau',
    locale: 'de',
    candidate: ANNEMARIE_G,
    says: [
      'Guten Tag. Ich bin Kellermeisterin bei einer Winzergenossenschaft in Freyburg an der Unstrut. Frau Großkopf hat bei uns im Keller und in der Lese gearbeitet.',
      'Ich habe die Fragen schon in Ihrer E-Mail gesehen, deshalb alles auf einmal:\n- zusammengearbeitet: 2 Jahre und 4 Monate\n- Sorgfalt bei der Lese: 5\n- Beratung bei Weinproben: kann ich nicht beurteilen\n- Traktorführerschein: nein, den macht sie gerade\n- wieder einstellen: ja, sofort',
      'Wie gesagt: Keller und Lese. Im Keller alles vom Abstich bis zur Füllung, beim Sekt auch das Rütteln. Den Rebschnitt im Winter hat sie nicht gemacht, die Steillagen am Schweigenberg auch nicht, das machen unsere Männer mit der Seilwinde. Verkostung und Verkauf macht unser Laden, da war sie nie.',
      'Kann ich nicht sagen, sie hat ja nicht geschnitten (siehe oben).',
      'Im April 2024 beim Spätfrost hat sie zwei Nächte mit uns die Frostkerzen im Weinberg angezündet, ohne zu murren.\n\nMit freundlichen Grüßen\nKerstin Wendler\nKellermeisterin',
    ],
    expected: {
      rolle: 'Kellermeister/in',
      monate: 28,
      arbeiten: ['Weinlese', 'Kellerarbeit (Ausbau, Abfüllung)'],
      sorgfalt: 5,
      traktor: false,
      wieder: true,
      bemerkung: { has: ['Frostkerzen'] },
    },
    outcome: 'completed',
  },
  {
    id: 'de-t118',
    title:
      'Esch-sur-Alzette (Luxembourg): the head of a lighting crew at an event-technology company (the Rockhal, the Schueberfouer) on de-veranstaltungstechnik about a Portuguese-Luxembourgish technician, in Luxembourgish with French numbers ("Moien", "Joer", "Méint", "Son", "Quatre", "Cinq", "Äddi"): "Zanter 2021, also bal 4 Joer" asked again, "Genee: 3 Joer an 9 Méint" (3.75), "Liicht natierlech … Rigging och … Son net … Bühnebau a LED-Wänn och net" (light and rigging), "Sécherheet? Quatre" (4), "Cinq, ouni Diskussioun … 18 Stonnen" (5, never 18), "IPAF 3a an 3b, jo" (yes), "vun 8 Auer moies bis 22 Auer, mee bei Concerten bis 2 Auer an der Nuecht" asked again (14), "Jo, direkt!" (yes), his four languages in the remark',
    tags: [
      'german',
      'french',
      'hedge',
      'unit',
      'words',
      'multiple',
      'negation',
      'range',
      'number-in-word',
      'optional',
    ],
    questionnaire: 'de-veranstaltungstechnik',
    locale: 'de',
    candidate: DIOGO_F,
    says: [
      "Moien! Ech sinn Chef vun der Liichtequipe bei enger Firma fir Veranstaltungstechnik zu Esch, mir maachen d'Rockhal an d'Schueberfouer. Den Diogo war bei mir an der Equipe",
      'Zanter 2021, also bal 4 Joer',
      { retry: 'Genee: 3 Joer an 9 Méint', key: 'jahre' },
      'Liicht natierlech, dat ass eis Haaptsaach. Rigging och, hien huet de Motorekurs gemaach. Son net, dat mécht eng aner Firma. Bühnebau a LED-Wänn och net',
      "Sécherheet? Quatre. Hie vergësst heiansdo d'Sécherheetssäil um Scheinwerfer",
      'Cinq, ouni Diskussioun. Op der Fouer schaffe mir 18 Stonnen an hie laacht nach',
      'IPAF 3a an 3b, jo',
      'Normal vun 8 Auer moies bis 22 Auer, mee bei Concerten bis 2 Auer an der Nuecht',
      { retry: 'Dann schreift 14', key: 'stunden' },
      'Jo, direkt! Mee hie geet elo zeréck op Lissabon, schued',
      'Hie schwätzt Lëtzebuergesch, Portugisesch, Franséisch an Däitsch, dat ass Gold wäert op der Bühn. Merci villmools an Äddi',
    ],
    expected: {
      rolle: 'Crew Chief oder Abteilungsleitung (Ton, Licht, Rigging)',
      jahre: 3.75,
      gewerke: ['Licht', 'Rigging'],
      sicherheit: 4,
      belastbarkeit: 5,
      buehnenschein: true,
      stunden: 14,
      wieder: true,
      bemerkung: { has: ['Portugisesch'] },
    },
    outcome: 'completed',
  },
  // ───────────── Fifty-eighth blind set: the built-in, de-baeckerei and de-pflege
  {
    id: 'de-r87',
    title:
      'Innsbruck (Tyrol): the master founder of a bell foundry on the built-in about the journeyman he trained, in Tyrolean dialect ("Griaß Enk", "Gießmoaschter", "glearnt", "schu", "liaber", "Achtltoun", "Lehrbuam", "Jo eh", "Pfiat di"): "Guat vier Johr" (a hedge: asked again) then "Lehrbeginn September 2021 … bis Jänner 2026. Sog ma 52 Monat" (52), a communication answer sent too early and split in the middle of a word ("Mit de Kundn vo de Pfarrn redn tuat er schu, a" / "ber liaber ned. 3"), "Sehr guat, wia im Zeugnis" (an Austrian school grade in words: asked again, 5), then, while teamwork is asked, a WhatsApp-style quote that sets communication right ("> Kommunikation / Do muaß i nomol zruck: schreibts a 2, koan 3er", 2) before "Im Team passt er. 4" (4), "um viere in dr Fruah … Fünfe" (5, never 4), "Woaß i nit" (blank), "Zwoa Lehrbuam … 4" (4, never 2), "Jo eh" (yes), "Na. Pfiat di" (no remark)',
    tags: [
      'german',
      'hedge',
      'unit',
      'words',
      'correction',
      'typos',
      'dont-know',
      'negation',
      'number-in-word',
      'optional',
      'long',
    ],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: VALENTIN_G,
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
      'tea',
      'rlb',
      'pro',
      'lea',
      'reh',
      'cmt',
    ],
    says: [
      'Griaß Enk! Do schreibt dr Gießmoaschter vo dr Glockngießerei z Innsbruck. Dr Valentin hot bei mir glearnt und isch noch dr Lehr als Gsell bliebn',
      'Guat vier Johr',
      {
        retry:
          'Lehrbeginn September 2021, ausglearnt hot er 2024 und bliebn isch er bis Jänner 2026. Sog ma 52 Monat',
        key: 'monthsKnown',
      },
      'Er hert, ob a Glockn an Achtltoun z hoch isch. Des konn i selber nit so guat. Und beim Formen mit Lehm isch er gonz genau',
      'Er redt z wianig. Wenn ebbas schiaf geht, sogt er nix, bis z spat isch',
      'Mit de Kundn vo de Pfarrn redn tuat er schu, a',
      'ber liaber ned. 3',
      'Sehr guat, wia im Zeugnis',
      { retry: 'I man fünf, des Beste', key: 'technical_skill' },
      '> Kommunikation\nDo muaß i nomol zruck: schreibts a 2, koan 3er. Mit am Pfarrer vo Matrei hot er si amol richtig zkriagt',
      'Im Team passt er. 4',
      'Beim Guss isch er um viere in dr Fruah do gwesn, jedes Mal. Fünfe',
      'Woaß i nit, des entscheid eh alls i',
      'Zwoa Lehrbuam hot er unter sich ghobt. 4',
      'Jo eh',
      'Na. Pfiat di',
    ],
    expected: {
      relationship: { has: ['Glockngießerei'] },
      monthsKnown: 52,
      strengths: { has: ['Achtltoun'] },
      improvements: { has: ['wianig'] },
      communication: 2,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      leadership: 4,
      wouldRehire: true,
    },
    outcome: 'completed',
  },
  {
    id: 'de-t119',
    title:
      'Hamburg-Ottensen: the Bäckermeisterin who owns the bakery on de-baeckerei about a baker, in Hamburg Missingsch without umlauts ("Moin", "dat", "nich", "sabbelt", "büschen", "Butter bei die Fische", "Tschüss"): "Seit dem Hafengeburtstag 2022" (no end: asked again) then "Bis Ende August 2025, also drei Jahre und drei Monate" (3.25), "Teig macht er, den Sauer setzt er abends an. Wirken und Franzbrotchen wickeln auch … Am Ofen nur wenn Jens krank war, dat lass ma weg. Torten nich, dafur hab ich ne Konditorin. Und Laden? Nee, der sabbelt nich gern" (dough and shaping), "Sauber is er, die Waage is sein bester Freund" (no number: asked again, 5), "4 oder 5, keine Ahnung, lass das Feld lieber leer" (an unsettled hedge on the optional rating: blank), "Hat er, Bäckergeselle seit 2019" (yes), "Normal fünf. Vor Ostern und Weihnachten auch mal sechs" (5), "Butter bei die Fische: ja" (yes), the Schlager at 3 a.m. in the remark',
    tags: [
      'german',
      'unit',
      'words',
      'multiple',
      'negation',
      'range',
      'hedge',
      'skip',
      'typos',
      'emoji',
      'optional',
    ],
    questionnaire: 'de-baeckerei',
    locale: 'de',
    candidate: BASTIAN_W,
    says: [
      'Moin! Hier is Birte Claußen, mir gehört die Backerei in Ottensen, ich bin auch die Meisterin. Bastian war bei mir in der Backstube',
      'Seit dem Hafengeburtstag 2022',
      { retry: 'Bis Ende August 2025, also drei Jahre und drei Monate', key: 'jahre' },
      'Teig macht er, den Sauer setzt er abends an. Wirken und Franzbrotchen wickeln auch, da is er schneller als ich 😄 Am Ofen nur wenn Jens krank war, dat lass ma weg. Torten nich, dafur hab ich ne Konditorin. Und Laden? Nee, der sabbelt nich gern mit Kundschaft',
      'Sauber is er, die Waage is sein bester Freund. Da kannste vom Boden essen',
      { retry: 'Na 5 naturlich', key: 'sauberkeit' },
      'Vor Weihnachten vier Nächte am Stück durch, ohne zu murren. 4 oder 5, keine Ahnung, lass das Feld lieber leer',
      'Hat er, Bäckergeselle seit 2019, Handwerkskammer Hamburg',
      'Normal fünf. Vor Ostern und Weihnachten auch mal sechs',
      { retry: 'Fünf', key: 'naechte' },
      'Butter bei die Fische: ja. Sofort',
      'Nur seine Schlagermusik um 3 Uhr nachts in der Backstube, dat is büschen viel 😄 Tschüss',
    ],
    expected: {
      rolle: 'Bäckermeister/in oder Inhaber/in',
      jahre: 3.25,
      bereiche: [
        'Teigherstellung (Teigmacher, Sauerteig)',
        'Aufarbeitung (Wirken, Formen, Brezelschlingen)',
      ],
      sauberkeit: 5,
      gesellenbrief: true,
      naechte: 5,
      wieder: true,
      bemerkung: { has: ['Schlager'] },
    },
    outcome: 'completed',
  },
  {
    id: 'de-r88',
    title:
      'Höchstadt an der Aisch (Aischgrund, Franconia): a carp-pond farmer\'s granddaughter types for him on the built-in about a fish-farming journeyman, quoting his Franconian ("des wass i ned", "mit die andern", "a", "Allmächd, freilich!"): "vier Karpfensaisons … die Monate mit R" (asked again) then "August 2021 bis Ende Mai 2025. Das sind 45 Monate" (45), four ratings at once when communication is asked ("reden 3, fachlich 5, mit die andern 4, und pünktlich is er a 5"), "Opa sagt: des wass i ned. Ich find ja 5 … aber Opa sagt ich soll nicht reinreden" (his answer, not hers: blank), "zwei Praktikanten … Opa sagt 4" (4, never 2), "Allmächd, freilich! Sagt er" (yes), then a question back as the remark ("ob er das noch irgendwo unterschreiben muss?": asked again) and "dann nix weiter" (no remark)',
    tags: [
      'german',
      'multi-answer',
      'question-back',
      'dont-know',
      'unit',
      'words',
      'emoji',
      'optional',
      'long',
    ],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: FABIAN_N,
    to: ['rel', 'mon', 'mon', 'str', 'imp', 'com', 'pro', 'lea', 'reh', 'cmt', 'cmt'],
    says: [
      'Hallo, hier schreibt die Enkelin vom Teichwirt aus Höchstadt an der Aisch. Mein Opa hat kein Internet-Handy, er sitzt neben mir und sagt was ich schreiben soll. Fabian war bei ihm Azubi zum Fischwirt und danach Geselle',
      'Opa sagt: vier Karpfensaisons. Des is immer September bis April, die Monate mit R 🐟',
      {
        retry: 'Ich hab nachgerechnet: August 2021 bis Ende Mai 2025. Das sind 45 Monate',
        key: 'monthsKnown',
      },
      'Opa sagt wörtlich: "Der kann abfischen wie ein Alter, und der sieht am Wasser, ob der Reiher da war"',
      'Er soll beim Füttern sein Handy weglegen. Das sagt Opa, nicht ich 🙈',
      'Opa macht jetzt alles auf einmal, Moment… reden 3, fachlich 5, mit die andern 4, und pünktlich is er a 5',
      'Opa sagt: des wass i ned. Ich find ja 5, der hat letzten Winter die Belüftung repariert, aber Opa sagt ich soll nicht reinreden 😅',
      'Beim Abfischen hat er zwei Praktikanten angeleitet. Opa sagt 4',
      'Allmächd, freilich! Sagt er. Der Fabian kann jederzeit wiederkommen',
      'Opa fragt, ob er das noch irgendwo unterschreiben muss?',
      { retry: 'Ok, dann nix weiter, sagt er. Ade', key: 'comments' },
    ],
    expected: {
      relationship: { has: ['Teichwirt'] },
      monthsKnown: 45,
      strengths: { has: ['abfischen'] },
      improvements: { has: ['Handy'] },
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
    id: 'de-t120',
    title:
      'Haguenau (Alsace): the head of the bakehouse of a boulangerie on de-baeckerei, in Alsatian with French bakery words ("Labo" for the bakehouse, "Pétrissage", "Façonnage", "Four", "Quatre", "Cinq", "propper", "Ade"): "Chef vum Labo … so saat mr do zue dr Backstub" (the head of the bakehouse), "Zwei Johr un e halb, oder drei? Attendez … drei" (3), "Pétrissage jo … Façonnage au … Am Four nai, dr Ofe macht dr Patron sälbscht. Pâtisserie e bissel: an Wihnachte d Bredele un dr Kougelhopf. Verkauf nit" (dough, shaping, confectionery), "Cinq" (5), "Quatre" (4), "dr CAP Boulanger. Des isch bi uns dr Gesellebrief" (yes), "vum Mardi bis Samschdi, also fünf Nächt. Sunndi Morge au noch, do sin\'s sechs" (6), "Jo natirlig, tout de suite" (yes), "Nai, merci. Ade" above a pasted signature with a French mobile (no remark)',
    tags: [
      'german',
      'french',
      'words',
      'multiple',
      'negation',
      'correction',
      'hedge',
      'signature',
      'optional',
    ],
    questionnaire: 'de-baeckerei',
    locale: 'de',
    candidate: MELANIE_H,
    says: [
      'Bonjour, salü. Ich bin Chef vum Labo in ere Boulangerie z Hagenau. Labo, so saat mr do zue dr Backstub. D Mélanie hett bi mir gschafft',
      'Zwei Johr un e halb, oder drei? Attendez … drei. Vum Septämber 2022 bis im Septämber 2025',
      'Pétrissage jo, dr Teig macht sie ganz ellein. Façonnage au, Baguettes un Bretzele. Am Four nai, dr Ofe macht dr Patron sälbscht. Pâtisserie e bissel: an Wihnachte d Bredele un dr Kougelhopf. Verkauf nit',
      'Cinq. Sie isch ganz propper, au mit dr Waag un de Rezepte',
      "Am Aafang e bissel langsam, jetz goht's. Quatre",
      'Sie hett dr CAP Boulanger. Des isch bi uns dr Gesellebrief',
      "Mir schaffe vum Mardi bis Samschdi, also fünf Nächt. Sunndi Morge au noch, do sin's sechs",
      'Jo natirlig, tout de suite',
      'Nai, merci. Ade\n\nJean-Luc Ritter\nChef de laboratoire\n06 12 34 56 78',
    ],
    expected: {
      rolle: 'Backstubenleitung oder Produktionsleitung',
      jahre: 3,
      bereiche: [
        'Teigherstellung (Teigmacher, Sauerteig)',
        'Aufarbeitung (Wirken, Formen, Brezelschlingen)',
        'Konditorei (Torten, Feine Backwaren)',
      ],
      sauberkeit: 5,
      tempo: 4,
      gesellenbrief: true,
      naechte: 6,
      wieder: true,
    },
    outcome: 'completed',
  },
  {
    id: 'de-t121',
    title:
      'Bern: the head of a ward in a nursing home on de-pflege about a nurse, in Bernese German ("Grüessech", "gsi", "Cheffin", "Prozänt", "öppe", "gäu", "Tschou zäme"): "i bi ihri Cheffin gsi" (a superior), "Füf Jahr, aber nume 60 Prozänt" (5, the years and not the full-time share), "5 vo 5" (5), "Früeh u Spät. Nachtwach nid. Am Wuchenänd öppe jedes zwöite" (early, late and weekends), "Sofort. Aber si wott ja i d Spitex" (yes), "24 Bewohner … im Früeh 4 Pflegendi. Rächnet sälber" (a ratio, no count: asked again) then "de säge mer 6" (6), and the REQUIRED strength put off ("Das mues i mer no überlege … I schribe Ihne am Aabe") before she leaves for the ward round: open',
    tags: ['german', 'unit', 'words', 'multiple', 'negation', 'required-miss', 'emoji', 'optional'],
    questionnaire: 'de-pflege',
    locale: 'de',
    candidate: NOEMI_W,
    says: [
      'Grüessech. I bi Stationsleiterin imne Alters- u Pflegeheim z Bärn. D Noemi isch bi mir uf dr Abteilig gsi, i bi ihri Cheffin gsi',
      'Füf Jahr, aber nume 60 Prozänt',
      'Uf die chasch di verlah. 5 vo 5',
      'Früeh u Spät. Nachtwach nid. Am Wuchenänd öppe jedes zwöite',
      'Sofort. Aber si wott ja i d Spitex, gäu',
      'Mir hei 24 Bewohnerinne u Bewohner uf dr Abteilig u si im Früeh 4 Pflegendi. Rächnet sälber 😄',
      { retry: 'Guet, de säge mer 6', key: 'patienten' },
      'Das mues i mer no überlege, das isch mer z wichtig für so schnäll schnäll. I schribe Ihne am Aabe',
      'Jetz mues i, d Visite chunnt. Tschou zäme',
    ],
    expected: {
      beziehung: 'Vorgesetzte/r',
      jahre: 5,
      zuverlaessigkeit: 5,
      dienste: ['Frühdienst', 'Spätdienst', 'Wochenende'],
      wiedereinstellen: true,
      patienten: 6,
    },
    outcome: 'open',
  },
  // ───────────── Sixtieth blind set: the built-in, de-pferdewirtschaft and de-einzelhandel
  {
    id: 'de-r89',
    title:
      'Wesselburen (Dithmarschen): a cabbage farmer on the built-in about his farmhand, answering every question with ONE word: "Moin." as the relationship (a greeting, no answer: asked again) then "Chef.", "Anderthalb." with no unit (asked again) then "Jahre." (18), "Fleißig.", "Schnacken." (he talks too much), "Geiht." as a rating (no number: asked again) then "Drei." (3), "Vier." (4), "Fünf." (5), "Fünf." (5), "4" (4), "Keiner." on leadership (he leads no one: blank), "Jo." (yes), "Nee." (no remark)',
    tags: ['german', 'short', 'unit', 'words', 'negation', 'optional'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: JANNES_H,
    to: [
      'rel',
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
      'Moin.',
      { retry: 'Chef.', key: 'relationship' },
      'Anderthalb.',
      { retry: 'Jahre.', key: 'monthsKnown' },
      'Fleißig.',
      'Schnacken.',
      'Geiht.',
      { retry: 'Drei.', key: 'communication' },
      'Vier.',
      'Fünf.',
      'Fünf.',
      '4',
      'Keiner.',
      'Jo.',
      'Nee.',
    ],
    expected: {
      relationship: { has: ['Chef'] },
      monthsKnown: 18,
      strengths: { has: ['Fleißig'] },
      improvements: { has: ['Schnacken'] },
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
    id: 'de-t122',
    title:
      'Vienna: the owner of a Fiaker company on de-pferdewirtschaft about a Fiakerin, in Viennese dialect ("Servas", "gfoan", "Zwa Joa und a hoibs", "Roß", "Gspann", "Ur leiwand", "Baba"): "mia stengan am Stephansplatz … D Jovana is bei mia gfoan" (the owner), "Zwa Joa und a hoibs" (30), then, while the work is asked, the months set right by the duty roster ("ogfangt hot s im Mai 2022, aufghört Ende September 2024. San 29 Monat, ned 30", 29), "Eigspannt und ausgspannt … kutschiert eh … Stall ausmistn und fuattern. Reitn tuat bei uns kana, mia san ka Reitstall, und Fohln hamma a kane" (stable duty and driving), "Z Silvester, wia de Kracher gangen san … Ur leiwand. 5" (5), "nur mit de Wiener Grantler tuat s si schwer 😂 4" (4), "Den Fiakerschein hot s, de Facharbeiterprüfung ned" (no), "14 Roß im Stall. Sie hot jeden Tog ihr Gspann ghobt, also zwa" (2, never 14), "Sofort. Owa sie wü ja unbedingt aufs Land" (yes), the Fiaker songs in the remark',
    tags: [
      'german',
      'unit',
      'words',
      'correction',
      'wrong-question',
      'multiple',
      'negation',
      'emoji',
      'optional',
    ],
    questionnaire: 'de-pferdewirtschaft',
    locale: 'de',
    candidate: JOVANA_P,
    says: [
      'Servas! I bin da Chef vo an Fiakerunternehmen, mia stengan am Stephansplatz und am Heldnplatz. D Jovana is bei mia gfoan',
      'Zwa Joa und a hoibs',
      'Wart, i hob im Dienstplan nochgschaut: ogfangt hot s im Mai 2022, aufghört Ende September 2024. San 29 Monat, ned 30',
      'Eigspannt und ausgspannt hot s selber, und kutschiert eh, Zweispänner durch de Innere Stadt. In da Fruah Stall ausmistn und fuattern. Reitn tuat bei uns kana, mia san ka Reitstall, und Fohln hamma a kane',
      'Z Silvester, wia de Kracher gangen san, is ma da Fritzi fost durchgangen, und sie hot eam ganz ruhig ghoitn. Ur leiwand. 5',
      'De Touristen ham s gliabt, nur mit de Wiener Grantler tuat s si schwer 😂 4',
      'Den Fiakerschein hot s, de Facharbeiterprüfung ned',
      'Mia ham 14 Roß im Stall. Sie hot jeden Tog ihr Gspann ghobt, also zwa',
      'Sofort. Owa sie wü ja unbedingt aufs Land zu de Haflinger',
      'Nur dass s de Fiakerlieder ned so schiach singt wia de Burschen 😄 Baba',
    ],
    expected: {
      rolle: 'Betriebsleiter/in oder Inhaber/in',
      monate: 29,
      aufgaben: ['Stalldienst (Füttern, Misten, Weidegang)', 'Fahren (Kutsche, Fiaker, Gespann)'],
      umgang: 5,
      kunden: 4,
      pferdewirt: false,
      pferde: 2,
      wieder: true,
      bemerkung: { has: ['Fiakerlieder'] },
    },
    outcome: 'completed',
  },
  {
    id: 'de-r90',
    title:
      'Lauscha (Thuringian Forest): the owner of a small glass-blowing workshop for Christmas baubles on the built-in about a glassblower, with answers that go to the question before: asked how long, more about the relationship ("sie war vorher schon zwei Sommer als Ferienhilfe bei uns", no answer: asked again) then "vom 1. März 2022 bis Ende Juli 2025, also drei Jahre und fünf Monate" (41), then, asked for strengths, a recount ("Halt, ich hab mich verrechnet: sie hat erst im April angefangen. Drei Jahre und vier Monate", 40; strengths asked again) then the even wall thickness of her baubles, "4" for communication, then "Fachlich eine 5. Und bei der Kommunikation doch lieber 3" (5, and 3 for communication), "Im Team gut … 4" (4), "Samstage durchgearbeitet. 5" (5), "Was genau meinen Sie mit Problemlösung?" asked back then "Wenn ein Brenner spinnt … 4" (4), "zwei Lehrlinge … Lassen Sie das lieber offen" (blank, never 2), "Ja, jederzeit gerne wieder" (yes), "Nein, das wäre alles" (no remark)',
    tags: [
      'german',
      'wrong-question',
      'correction',
      'unit',
      'words',
      'question-back',
      'skip',
      'optional',
      'long',
    ],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: KATHARINA_G,
    to: [
      'rel',
      'mon',
      'mon',
      'str',
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
      'Guten Tag, ich habe eine kleine Glasbläserei in Lauscha, wir machen Christbaumschmuck. Frau Greiner hat bei uns vor der Lampe geblasen, ich war ihre Chefin',
      'Ich muss dazu sagen, sie war vorher schon zwei Sommer als Ferienhilfe bei uns, da ging sie noch zur Schule',
      {
        retry:
          'Festangestellt war sie vom 1. März 2022 bis Ende Juli 2025, also drei Jahre und fünf Monate',
        key: 'monthsKnown',
      },
      'Halt, ich hab mich verrechnet: sie hat erst im April angefangen. Drei Jahre und vier Monate',
      {
        retry:
          'Ihre Kugeln haben eine ganz gleichmäßige, dünne Wandstärke, die springen beim Versilbern fast nie',
        key: 'strengths',
      },
      'Beim Abrechnen der Stückzahlen ist sie zu ungenau, da muss ich jeden Freitag nachzählen',
      '4',
      'Fachlich eine 5. Und bei der Kommunikation doch lieber 3, sie sagt nicht Bescheid, wenn das Gas knapp wird',
      'Im Team gut, die Älteren mögen sie. 4',
      'Im Weihnachtsgeschäft hat sie Samstage durchgearbeitet. 5',
      'Was genau meinen Sie mit Problemlösung?',
      {
        retry: 'Achso. Wenn ein Brenner spinnt, bringt sie ihn selber wieder hin. 4',
        key: 'problem_solving',
      },
      'Sie hat unsere zwei Lehrlinge angelernt, aber das kann ich schlecht bewerten. Lassen Sie das lieber offen',
      'Ja, jederzeit gerne wieder',
      'Nein, das wäre alles. Ein schönes Wochenende noch, gelle',
    ],
    expected: {
      relationship: { has: ['Glasbläserei'] },
      monthsKnown: 40,
      strengths: { has: ['Wandstärke'] },
      improvements: { has: ['Stückzahlen'] },
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
    id: 'de-t123',
    title:
      'Near Verden (Lower Saxony): the trainer of a training and breeding yard on de-pferdewirtschaft about the Pferdewirtin she trained, plain and polite with a typo ("unf"): "ich war ihre Ausbilderin" (the trainer), "Die ganzen 3 Jahre Ausbildung und danach noch ein halbes Jahr als Gesellin" (42), "Stallarbeit natürlich, longieren, Jungpferde anreiten unf Beritt. Unterricht … das würde ich nicht ankreuzen. Kutsche fahren nein. Bei der Fohlenwache … immer dabei" (stable, lungeing, schooling, breeding), "4,5" (a half rating: asked again) then "Dann 5" (5), "Weiß ich nicht so genau" (blank), "Ja, Abschluss 2023" (yes), "so 8-10 am Tag" (a range: asked again) then "Sagen wir 9" (9), "Ja, auf jeden fall" (yes), "Nein danke" above her name (no remark)',
    tags: [
      'german',
      'typos',
      'unit',
      'multiple',
      'negation',
      'range',
      'dont-know',
      'signature',
      'short',
      'optional',
    ],
    questionnaire: 'de-pferdewirtschaft',
    locale: 'de',
    candidate: JOHANNA_B,
    says: [
      'Hallo, ich war ihre Ausbilderin auf unserem Ausbildungs- und Zuchtbetrieb bei Verden. Johanna hat bei uns die Lehre zur Pferdewirtin gemacht',
      'Die ganzen 3 Jahre Ausbildung und danach noch ein halbes Jahr als Gesellin',
      'Stallarbeit natürlich, longieren, Jungpferde anreiten unf Beritt. Unterricht hat sie nur mal bei den Kindern auf dem Pony ausgeholfen, das würde ich nicht ankreuzen. Kutsche fahren nein. Bei der Fohlenwache im Frühjahr war sie immer dabei',
      '4,5',
      { retry: 'Dann 5. Sie ist wirklich sehr ruhig, auch bei den Hengsten', key: 'umgang' },
      'Weiß ich nicht so genau, mit den Einstellern hatte sie wenig zu tun',
      'Ja, Abschluss 2023, Fachrichtung Pferdezucht',
      'so 8-10 am Tag',
      { retry: 'Sagen wir 9', key: 'pferde' },
      'Ja, auf jeden fall',
      'Nein danke. Viele Grüße\nKirsten Wübbenhorst',
    ],
    expected: {
      rolle: 'Reitlehrer/in, Bereiter/in oder Ausbilder/in',
      monate: 42,
      aufgaben: [
        'Stalldienst (Füttern, Misten, Weidegang)',
        'Bewegen und Longieren',
        'Beritt und Jungpferdeausbildung',
        'Zucht und Fohlenaufzucht',
      ],
      umgang: 5,
      pferdewirt: true,
      pferde: 9,
      wieder: true,
    },
    outcome: 'completed',
  },
  {
    id: 'de-t124',
    title:
      'Saarlouis (Saarland): the district manager of a discount chain on de-einzelhandel about a store manager, writing in the code of a German Arbeitszeugnis: "Bezirksleiterin für elf Filialen" (district management), "vom 01.04.2021 bis zum 30.06.2025 in unserem Unternehmen beschäftigt" (dates, no count; 51, or "Das sind 51 Monate" when asked again), "in allen Bereichen eingesetzt. Eine Bedientheke führen unsere Filialen allerdings nicht" (till, stock, advice), "stets zu unserer vollsten Zufriedenheit" (the Zeugnis code for the best grade; "Das entspricht der Note sehr gut, also 5" when asked again: 5), "Selbstverständlich, als Filialleiterin …" (yes), "Zu Arbeitszeiten darf ich aus Datenschutzgründen keine Angaben machen" (a refusal of one optional question: blank), "Wir würden Frau Recktenwald jederzeit gerne wieder bei uns begrüßen" (yes), "Wir bedauern ihr Ausscheiden sehr …" (the remark)',
    tags: ['german', 'unit', 'multiple', 'negation', 'decline', 'optional', 'long'],
    questionnaire: 'de-einzelhandel',
    locale: 'de',
    candidate: TAMARA_R,
    says: [
      'Guten Tag, ich bin Bezirksleiterin für elf Filialen im Saarland. Frau Recktenwald war Filialleiterin unserer Filiale in Saarlouis und mir direkt unterstellt',
      'Frau Recktenwald war vom 01.04.2021 bis zum 30.06.2025 in unserem Unternehmen beschäftigt',
      { retry: 'Das sind 51 Monate', key: 'monate' },
      'Als Filialleiterin war sie in allen Bereichen eingesetzt. Eine Bedientheke führen unsere Filialen allerdings nicht',
      'Die Kassenführung erledigte sie stets zu unserer vollsten Zufriedenheit',
      { retry: 'Das entspricht der Note sehr gut, also 5', key: 'kassenfuehrung' },
      'Selbstverständlich, als Filialleiterin hat sie die Filiale morgens geöffnet und abends geschlossen',
      'Zu Arbeitszeiten darf ich aus Datenschutzgründen keine Angaben machen',
      'Wir würden Frau Recktenwald jederzeit gerne wieder bei uns begrüßen',
      'Wir bedauern ihr Ausscheiden sehr und wünschen ihr für ihre berufliche und private Zukunft alles Gute und weiterhin viel Erfolg',
    ],
    expected: {
      rolle: 'Bezirks- oder Regionalleitung',
      monate: 51,
      bereiche: ['Kasse', 'Warenverräumung und Lager', 'Kundenberatung'],
      kassenfuehrung: 5,
      schluessel: true,
      wieder: true,
      bemerkung: { has: ['bedauern'] },
    },
    outcome: 'completed',
  },
  // ───────────── Sixty-second blind set: the built-in, de-steinmetz and de-kita
  {
    id: 'de-r91',
    title:
      'Swakopmund (Namibia): the owner of a small desert-tour company on the built-in about a guide, in Namibian German with Afrikaans ("Swakop", "Pad", "Bakkie", "lekker", "Jirre", "nou-nou", "ja-nee"): "Ich bin der Eigentümer" (the relationship), "Zwei Regenzeiten, Jirre, die Zeit fliegt" (no count: asked again) then "März 2022 bis Juni 2024, also 27 Monate" (27), every Pad to Sossusvlei in the strengths, two tyres a month on the corrugated Pad in the improvements, Afrikaans numbers as ratings ("Vyf!" (5), "Drie of vier… sê maar vier" (4)), "mit die Köche nie so. 3" (3), "Einmal kam sie nou-nou, also zwei Stunden später 😂 … 4" (4, never 2), "Wie meinen Sie das, Probleme lösen? Wenn der Bakkie im Sand steckt?" asked back then "Ja dann 5" (5), "Nee, sie hatte keine Leute unter sich" (blank), "Ja-nee, natürlich, sofort wieder" (yes), "Nee, alles gesagt. Groete uit Swakop 🌵" (no remark)',
    tags: [
      'german',
      'words',
      'unit',
      'hedge',
      'range',
      'question-back',
      'negation',
      'emoji',
      'optional',
    ],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: FRAUKE_H,
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
      'Moin aus Swakop! Ich bin der Eigentümer von einer kleinen Firma für Wüstentouren, die Frauke war bei uns Guide',
      'Zwei Regenzeiten, Jirre, die Zeit fliegt',
      {
        retry: 'Ag, ich hab nachgeschaut: März 2022 bis Juni 2024, also 27 Monate',
        key: 'monthsKnown',
      },
      'Die kennt jede Pad zwischen Swakop und Sossusvlei, auch nachts, und die Gäste lieben sie. Baie lekker Guide',
      'Sie fährt den Bakkie zu hart über die Wellblechpad, zwei Reifen im Monat 🙈',
      'Vyf!',
      'Drie of vier… sê maar vier',
      'Mit die andere Guides lekker, mit die Köche nie so. 3',
      'Einmal kam sie nou-nou, also zwei Stunden später 😂 Sonst immer pünktlich. 4',
      'Wie meinen Sie das, Probleme lösen? Wenn der Bakkie im Sand steckt?',
      {
        retry: 'Ja dann 5, die gräbt ihn selber raus und pumpt die Reifen wieder auf',
        key: 'problem_solving',
      },
      'Nee, sie hatte keine Leute unter sich',
      'Ja-nee, natürlich, sofort wieder',
      'Nee, alles gesagt. Groete uit Swakop 🌵',
    ],
    expected: {
      relationship: { has: ['Eigentümer'] },
      monthsKnown: 27,
      strengths: { has: ['Pad'] },
      improvements: { has: ['Reifen'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 3,
      reliability: 4,
      problem_solving: 5,
      wouldRehire: true,
    },
    outcome: 'completed',
  },
  {
    id: 'de-t125',
    title:
      'Regensburg (Upper Palatinate): the head of the cathedral masons\' lodge on de-steinmetz about a journeyman, in Upper Palatine dialect ("Griaß God", "Lehrbou", "freili", "sogma"): "I bin da Hüttenmeister vo da Dombauhüttn" (the head of the lodge), "Sechs Joar, drei davo als Lehrbou" (6), "Vierungen setzn an de Fialen … Kreuzblumen und Krabben haut er vo Hand aus\'m Grünsandstein. Versetzt hot er am Gerüst mit\'m Kran a. Grabstoa hamma koane, und d Säg und d Fräsn bedient bei uns da Maschinist" (restoration, hand work, setting on site), "Der hoit an Zehntelmillimeter, ohne dass a schaut" (no number: asked again) then "Fünf, freili" (5), asked about safety, the journeyman\'s certificate instead ("Übrigens, an Gesellenbrief hot er 2022 gmacht, als Kammersieger", which names that question: safety asked again) then "Ah so, Sicherheit moanans. De Staubmaskn vergisst er gern. A Dreier" (3), the certificate "hob i doch gschriebn" (yes), "Am Dom haun mia koane Buchstabn. Im Praktikum … so 30, 40 am Tog" (a range: asked again) then "Sogma 35" (35), "Freili, sofort" (yes), the Badener in the remark',
    tags: [
      'german',
      'wrong-question',
      'range',
      'hedge',
      'words',
      'multiple',
      'negation',
      'emoji',
      'optional',
      'long',
    ],
    questionnaire: 'de-steinmetz',
    locale: 'de',
    candidate: KORBINIAN_W,
    says: [
      'Griaß God. I bin da Hüttenmeister vo da Dombauhüttn in Regensburg, da Korbinian is bei mia als Steinmetz gwen',
      'Sechs Joar, drei davo als Lehrbou',
      "Vierungen setzn an de Fialen, des ko er wia koana. Kreuzblumen und Krabben haut er vo Hand aus'm Grünsandstein. Versetzt hot er am Gerüst mit'm Kran a. Grabstoa hamma koane, und d Säg und d Fräsn bedient bei uns da Maschinist",
      'Der hoit an Zehntelmillimeter, ohne dass a schaut',
      { retry: 'Fünf, freili', key: 'genauigkeit' },
      'Übrigens, an Gesellenbrief hot er 2022 gmacht, als Kammersieger vo da Oberpfalz',
      {
        retry: 'Ah so, Sicherheit moanans. De Staubmaskn vergisst er gern. A Dreier',
        key: 'arbeitsschutz',
      },
      { retry: 'Ja, den Gesellenbrief hot er, hob i doch gschriebn', key: 'gesellenbrief' },
      'Am Dom haun mia koane Buchstabn. Im Praktikum beim Grabmalbetrieb in Kelheim hot er so 30, 40 am Tog ghaut',
      { retry: 'Sogma 35', key: 'buchstaben' },
      'Freili, sofort. Owa er wui ja unbedingt ans Freiburger Münster',
      'Dass er se dort ned vo de Badener verziahn lasst 😄 Pfiat di',
    ],
    expected: {
      rolle: 'Hüttenmeister/in, Polier/in oder Vorarbeiter/in',
      jahre: 6,
      arbeiten: [
        'Restaurierung und Denkmalpflege (Vierung, Steinergänzung)',
        'Bearbeitung von Hand (Scharrieren, Stocken, Spitzen, Profile)',
        'Versetzen auf der Baustelle (Treppen, Fassaden, Fensterbänke)',
      ],
      genauigkeit: 5,
      arbeitsschutz: 3,
      gesellenbrief: true,
      buchstaben: 35,
      wieder: true,
      bemerkung: { has: ['Badener'] },
    },
    outcome: 'completed',
  },
  {
    id: 'de-r92',
    title:
      'Paderborn: the practice manager of a dental practice on the built-in about a dental assistant, plain, short and polite with two typos ("Patienen", "Abrechung"): "Praxismanagerin … ihre direkte Vorgesetzte" (the relationship), "3 Jahre und 2 Monate" (38), ratings as bare digits ("5", "4", "5", "5", "4"), "Weiß ich nicht, sie hatte keine Azubis" (blank), "Ja, sofort" (yes), "Nein, danke. Viele Grüße" (no remark)',
    tags: ['german', 'short', 'typos', 'unit', 'dont-know', 'optional'],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: JESSICA_B,
    to: ['rel', 'mon', 'str', 'imp', 'com', 'tec', 'tea', 'rlb', 'pro', 'lea', 'reh', 'cmt'],
    says: [
      'Guten Tag, ich bin Praxismanagerin in einer Zahnarztpraxis in Paderborn und war ihre direkte Vorgesetzte',
      '3 Jahre und 2 Monate',
      'Sie ist sehr zuverlässig und geht super mit ängstlichen Patienen um',
      'Bei der Abrechung ist sie manchmal etwas langsam',
      '5',
      '4',
      '5',
      '5',
      '4',
      'Weiß ich nicht, sie hatte keine Azubis',
      'Ja, sofort',
      'Nein, danke. Viele Grüße',
    ],
    expected: {
      relationship: { has: ['Praxismanagerin'] },
      monthsKnown: 38,
      strengths: { has: ['zuverlässig'] },
      improvements: { has: ['langsam'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 5,
      problem_solving: 4,
      wouldRehire: true,
    },
    outcome: 'completed',
  },
  {
    id: 'de-t126',
    title:
      'Schrems (Waldviertel, Lower Austria): the owner of a family stone business for gravestones on de-steinmetz about the stonemason she trained, in Waldviertel dialect: "i bin ihr Lehrherrin" (the owner), "Seit Allerheiligen 2021" (a date, no count: asked again) then "Vier Joahr, de Lehr woar drei und oans danach" (4), "Grabstoa, Schrift und Versetzen am Friedhof … Mit da Hand stocken und spitzen a. Auf Baustelln san mia ned" (gravestones and hand work; setting at the cemetery is not the building site), "8 von 10" (another scale: asked again) then "Dann 4" (4), "Staubmaskn, Gehörschutz, ois. 5" (5), "D LAP hot s im Juni gmacht" (Austria\'s journeyman\'s exam: yes), "Des kann i ned sagn, bei uns wird d Schrift meistens gstrahlt" (blank), "Jo freilich" (yes), "Na, danke" (no remark)',
    tags: ['german', 'unit', 'words', 'multiple', 'negation', 'dont-know', 'optional'],
    questionnaire: 'de-steinmetz',
    locale: 'de',
    candidate: MAGDALENA_Z,
    says: [
      'Grüß Gott, i hob an Steinmetzbetrieb in Schrems, Grabstoa und a bissl Bau. D Magdalena hot bei mia glernt, i bin ihr Lehrherrin',
      'Seit Allerheiligen 2021',
      { retry: 'Vier Joahr, de Lehr woar drei und oans danach', key: 'jahre' },
      'Grabstoa, Schrift und Versetzen am Friedhof, des is eh unser Hauptgschäft. Mit da Hand stocken und spitzen a. Auf Baustelln san mia ned',
      '8 von 10',
      { retry: 'Dann 4', key: 'genauigkeit' },
      'Do bin i streng, Staubmaskn, Gehörschutz, ois. 5',
      'D LAP hot s im Juni gmacht, mit guatem Erfolg',
      'Des kann i ned sagn, bei uns wird d Schrift meistens gstrahlt',
      'Jo freilich',
      'Na, danke. Schöne Grüße aus Schrems',
    ],
    expected: {
      rolle: 'Steinmetzmeister/in oder Inhaber/in',
      jahre: 4,
      arbeiten: [
        'Grabmale und Schrift (Schrift hauen, Grabsteine versetzen)',
        'Bearbeitung von Hand (Scharrieren, Stocken, Spitzen, Profile)',
      ],
      genauigkeit: 4,
      arbeitsschutz: 5,
      gesellenbrief: true,
      wieder: true,
    },
    outcome: 'completed',
  },
  {
    id: 'de-t127',
    title:
      'Eupen (East Belgium): the head of a Kinderkrippe on de-kita about a nursery nurse, plain and polite with a typo ("gernee"): "die Leiterin der Kinderkrippe" (the head), "2 Jahre" (2), "Nur mit den ganz kleinen, wir sind eine Krippe, bis 3 Jahre" (under 3 only), "Die Eltern mögen sie sehr, 5" (5), "Ihre Gruppe hatte 7 Kinder" (7), "Ja, im Frühjahr beim Roten Kreuz gemacht" (yes), "Ja, sehr gernee" (yes), "Nein danke" above her name (no remark)',
    tags: ['german', 'short', 'typos', 'signature', 'optional'],
    questionnaire: 'de-kita',
    locale: 'de',
    candidate: LAURA_H,
    says: [
      'Guten Tag, ich bin die Leiterin der Kinderkrippe in Eupen, Laura hat bei uns gearbeitet',
      '2 Jahre',
      'Nur mit den ganz kleinen, wir sind eine Krippe, bis 3 Jahre',
      'Die Eltern mögen sie sehr, 5',
      'Ihre Gruppe hatte 7 Kinder',
      'Ja, im Frühjahr beim Roten Kreuz gemacht',
      'Ja, sehr gernee',
      'Nein danke.\nMit freundlichen Grüßen\nMonique Kessel-Xhonneux',
    ],
    expected: {
      rolle: 'Kita-Leitung',
      jahre: 2,
      altersgruppen: ['Krippe (unter 3)'],
      elternarbeit: 5,
      gruppengroesse: 7,
      ersteHilfe: true,
      wieder: true,
    },
    outcome: 'completed',
  },
  // ───────────── Sixty-fourth blind set: the built-in, de-stahlwerk and de-hotel
  {
    id: 'de-r93',
    title:
      'Stuttgart-Bad Cannstatt (Swabia): the master plumber (Flaschnermeister) on the built-in about the plumber he trained, in Swabian ("Käpsele", "bruddla", "ond", "noi", "Fünfe", "Ade"): "I bin dr Flaschnermeister vom Marius" (the relationship), "So drei, vier Johr … noi, genau: drei Johr ond acht Monat" (a range settled in the same message: 44), copper soldering in the strengths, the timesheets in the improvements, the Swabian praise that is no number ("Net gschimpft isch gnug globt": asked again) then "Ha, dann gebet Se ihm halt a Vier" (4), "Fünfe, ganz klar" (5), "A Dreierle" (3), "au net nach em Wasen. Fünfe" (5), "Do trink i erscht mol a Viertele druff 😄" (a glass of wine, no rating: asked again) then "Noi, im Ernst … Vier" (4), "Lehrling hot er koin ghet, des ka i net sage" (blank), "Ha noi, freilich! Sofort" (a Swabian yes that starts with "noi": yes), "Noi, des wär\'s. Ade" (no remark)',
    tags: [
      'german',
      'range',
      'correction',
      'words',
      'unit',
      'off-topic',
      'negation',
      'emoji',
      'dont-know',
      'optional',
    ],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: MARIUS_H,
    to: [
      'rel',
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
      'Grüß Gott. I bin dr Flaschnermeister vom Marius, er hot bei mir in Bad Cannstatt glernt ond isch dann als Gsell bliebe',
      'So drei, vier Johr … noi, genau: drei Johr ond acht Monat',
      'A Käpsele isch des. Der lötet Kupfer wie koiner, au überkopf uffm Dach',
      'Mit de Stundezettel, die gibt er nie pünktlich ab, do muss i jede Woch hinterher',
      'Net gschimpft isch gnug globt',
      { retry: 'Ha, dann gebet Se ihm halt a Vier', key: 'communication' },
      'Fünfe, ganz klar',
      'Mit de Elektriker bruddlet er halt gern. A Dreierle',
      'Der isch nie z spät komme, au net nach em Wasen. Fünfe',
      'Do trink i erscht mol a Viertele druff 😄',
      {
        retry: 'Noi, im Ernst: wenn d Heizung beim Kunde spinnt, findet er des allei. Vier',
        key: 'problem_solving',
      },
      'Lehrling hot er koin ghet, des ka i net sage',
      'Ha noi, freilich! Sofort',
      "Noi, des wär's. Ade",
    ],
    expected: {
      relationship: { has: ['Flaschnermeister'] },
      monthsKnown: 44,
      strengths: { has: ['Kupfer'] },
      improvements: { has: ['Stundezettel'] },
      communication: 4,
      technical_skill: 5,
      teamwork: 3,
      reliability: 5,
      problem_solving: 4,
      wouldRehire: true,
    },
    outcome: 'completed',
  },
  {
    id: 'de-t128',
    title:
      'Duisburg (Ruhr): the shift foreman at a blast furnace on de-stahlwerk about a blast-furnace worker, by VOICE DICTATION (lower case, punctuation said as words: "Komma", "Punkt", "Ausrufezeichen"; words split: "Stahl Werk", "Walz Werk"): "ich bin der Schichtmeister am Hochofen" (the Meister), "seit zweitausendsechzehn Komma also neun Jahre" (9), "am Abstich und in der Gießhalle … ein Jahr drüben im Stahl Werk am Konverter … Kran fährt der nicht Komma Walz Werk auch nicht" (blast furnace and steel plant), "fünf Punkt der trägt immer seinen Alu Anzug auch wenn es im Sommer 40 Grad hat" (5, never 40), "vier bis fünf" (a range: asked again) then "dann vier" (4), "nein Komma den hat er nicht" (no), "keinen Komma der war selber in der Kolonne" (0), "ja sofort Ausrufezeichen" (yes), "nur dass er Schalker ist Punkt Spaß Punkt Glück auf" (the remark)',
    tags: ['german', 'words', 'multiple', 'negation', 'range', 'optional', 'long'],
    questionnaire: 'de-stahlwerk',
    locale: 'de',
    candidate: MARCEL_S,
    says: [
      'hallo ich bin der Schichtmeister am Hochofen in Schwelgern Komma der Marcel war in meiner Schicht Punkt',
      'seit zweitausendsechzehn Komma also neun Jahre Punkt',
      'am Abstich und in der Gießhalle Komma das meiste Punkt dann ein Jahr drüben im Stahl Werk am Konverter Punkt Kran fährt der nicht Komma Walz Werk auch nicht Punkt',
      'fünf Punkt der trägt immer seinen Alu Anzug auch wenn es im Sommer 40 Grad hat',
      'vier bis fünf Komma je nachdem wie müde er nach der Nacht ist',
      { retry: 'dann vier', key: 'uebergabe' },
      'nein Komma den hat er nicht Punkt',
      'keinen Komma der war selber in der Kolonne Punkt',
      'ja sofort Ausrufezeichen',
      'nur dass er Schalker ist Punkt Spaß Punkt Glück auf',
    ],
    expected: {
      rolle: 'Meister/in oder Schichtmeister/in',
      jahre: 9,
      bereiche: ['Hochofen (Abstich, Gießhalle)', 'Stahlwerk (Konverter, Pfannenofen)'],
      sicherheit: 5,
      uebergabe: 4,
      kranschein: false,
      leute: 0,
      wieder: true,
      bemerkung: { has: ['Schalker'] },
    },
    outcome: 'completed',
  },
  {
    id: 'de-r94',
    title:
      'Berlin-Marzahn: the owner of a home-care service, a Kazakh-German from Karaganda, on the built-in about a care assistant, in learner\'s German (articles left out) with Russian ("Pjatjorka", "Tschetwjorka", "ponjatno", "Konetschno", "Spasibo"): "Ich bin Chefin von Pflegedienst in Marzahn" (the relationship), "Seit Februar 2022. Bis jetzt" (no count: asked again) then "3 Jahre und 7 Monate" (43), Russian and German in the strengths, the care file in the improvements, Russian school grades as ratings ("Pjatjorka!" (5, "Fünf" when asked again), "Tschetwjorka, also 4" (4)), "3… nein, 4, mit Kollegen ist sie gut" (4), "auch im Winter wenn Tram nicht fährt. 5" (5), "Was heißt Problemlösung? Mit Auto, oder mit Patienten?" asked back then "Ah, ponjatno … 5" (5), "Sie ist Helferin, sie führt niemanden. Weiß nicht" (blank), "Konetschno! Natürlich, sofort" (yes), "Nein, das ist alles. Spasibo 🌷" (no remark)',
    tags: [
      'german',
      'words',
      'unit',
      'correction',
      'question-back',
      'dont-know',
      'typos',
      'emoji',
      'optional',
    ],
    questionnaire: 'builtin',
    locale: 'de',
    candidate: OLGA_D,
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
      'Guten Tag. Ich bin Chefin von Pflegedienst in Marzahn, Olga ist bei mir Pflegehelferin. Ich bin auch aus Kasachstan, aus Karaganda, wie viele hier',
      'Seit Februar 2022. Bis jetzt, sie arbeitet noch bei uns',
      { retry: 'Ja, also 3 Jahre und 7 Monate', key: 'monthsKnown' },
      'Alte Leute lieben sie. Sie spricht Russisch und Deutsch, viele Patienten hier sind Aussiedler wie ich',
      'Dokumentation. Sie schreibt zu wenig in Pflegemappe, ich muss immer sagen',
      'Pjatjorka!',
      { retry: 'Fünf. Pjatjorka ist fünf, beste Note', key: 'communication' },
      'Tschetwjorka, also 4',
      '3… nein, 4, mit Kollegen ist sie gut, nur mit Frühschicht manchmal Streit',
      'Immer pünktlich, auch im Winter wenn Tram nicht fährt. 5',
      'Was heißt Problemlösung? Mit Auto, oder mit Patienten?',
      {
        retry:
          'Ah, ponjatno. Wenn Patient fällt, sie weiß sofort was machen, ruft Notarzt, ruft Familie. 5',
        key: 'problem_solving',
      },
      'Sie ist Helferin, sie führt niemanden. Weiß nicht',
      'Konetschno! Natürlich, sofort',
      'Nein, das ist alles. Spasibo 🌷',
    ],
    expected: {
      relationship: { has: ['Pflegedienst'] },
      monthsKnown: 43,
      strengths: { has: ['Russisch'] },
      improvements: { has: ['Dokumentation'] },
      communication: 5,
      technical_skill: 4,
      teamwork: 4,
      reliability: 5,
      problem_solving: 5,
      wouldRehire: true,
    },
    outcome: 'completed',
  },
  {
    id: 'de-t129',
    title:
      'Linz (Upper Austria): a plant engineer at the LD steel plant on de-stahlwerk about a gang leader, in Upper Austrian dialect ("ghacklt", "Joa", "woa", "ned", "heast", "Pfiat di"): "I bin Betriebsingenieur im LD-Stahlwerk … da Philipp woa Vorarbeiter bei mia" (plant engineer), "Sechs Joa … na wart, im Herbst warns siebn" (a correction in the same message: 7), "Am Tiegel hot er ghacklt, und a Joa lang an da Strangguss bei de Brammen. Kranfahrn tuat er ned, des mochan bei uns de Kranfahrer. Und im Woizwerk woa er nia" (steel plant and caster), "A Einser" (an Austrian school grade, where 1 is the best: asked again) then "I moan wia in da Schui, de beste Note. Oiso 5" (5), "Schriftlich und sauber … Vier" (4), "Des woaß i ned, do miassat ma in da Personalabteilung frogn" (blank), "Vier Mann, manchmoi fünf" (asked again) then "Sog ma vier" (4), "Sofort, heast!" (yes), his girlfriend in Germany in the remark',
    tags: [
      'german',
      'correction',
      'words',
      'multiple',
      'negation',
      'range',
      'dont-know',
      'optional',
    ],
    questionnaire: 'de-stahlwerk',
    locale: 'de',
    candidate: PHILIPP_L,
    says: [
      'Servus. I bin Betriebsingenieur im LD-Stahlwerk in da Voest, da Philipp woa Vorarbeiter bei mia',
      'Sechs Joa … na wart, im Herbst warns siebn',
      'Am Tiegel hot er ghacklt, und a Joa lang an da Strangguss bei de Brammen. Kranfahrn tuat er ned, des mochan bei uns de Kranfahrer. Und im Woizwerk woa er nia',
      'Do gibts nix. A Einser',
      { retry: 'I moan wia in da Schui, de beste Note. Oiso 5', key: 'sicherheit' },
      'Schriftlich und sauber, do kon si da Nächste drauf valossn. Vier',
      'Des woaß i ned, do miassat ma in da Personalabteilung frogn',
      'Vier Mann, manchmoi fünf',
      { retry: 'Sog ma vier', key: 'leute' },
      'Sofort, heast!',
      'Er wü unbedingt noch Deitschland, wegn seiner Freindin. Pfiat di',
    ],
    expected: {
      rolle: 'Betriebsleiter/in oder Betriebsingenieur/in',
      jahre: 7,
      bereiche: ['Stahlwerk (Konverter, Pfannenofen)', 'Stranggießanlage'],
      sicherheit: 5,
      uebergabe: 4,
      leute: 4,
      wieder: true,
      bemerkung: { has: ['Freindin'] },
    },
    outcome: 'completed',
  },
  {
    id: 'de-t130',
    title:
      'Kühlungsborn (Mecklenburg, Baltic coast): the head housekeeper of a hotel on de-hotel about a chambermaid, in Mecklenburg Platt ("Ik bün", "bannig", "söben", "söss", "dörteihn", "Fief", "Hunnertuntwölf"): "Ik bün de Hausdame" (housekeeping), "April bis Oktober 24 sünd söben, un dit Johr März bis August noch mal söss, also dörteihn Maand" (two seasons added up, in Platt words: 13), "Etage. Bi\'t Fröhstück hett se twee mal uthulpen, dat tellt nich" (floors only), "Bannig good mit de Gäst, ok mit de Meckerköpp. Fief" (a Platt number: 5), "Protel kann se, jo" (yes), "Hunnertuntwölf" (a Platt number: 112), "Jo, jederzeit" (yes), "Nee, dat weer\'t. Tschüss" (no remark)',
    tags: ['german', 'words', 'unit', 'multiple', 'negation', 'short', 'optional'],
    questionnaire: 'de-hotel',
    locale: 'de',
    candidate: LISA_MARIE_V,
    says: [
      "Moin. Ik bün de Hausdame in'n Hotel in Kühlungsborn, Lisa-Marie hett bi mi up de Etage arbeit",
      'April bis Oktober 24 sünd söben, un dit Johr März bis August noch mal söss, also dörteihn Maand',
      { retry: '13 Monate', key: 'monate' },
      "Etage. Bi't Fröhstück hett se twee mal uthulpen, dat tellt nich",
      'Bannig good mit de Gäst, ok mit de Meckerköpp. Fief',
      { retry: '5', key: 'gaeste' },
      'Protel kann se, jo',
      'Hunnertuntwölf',
      { retry: '112 Zimmer', key: 'zimmer' },
      'Jo, jederzeit',
      "Nee, dat weer't. Tschüss",
    ],
    expected: {
      rolle: 'Hausdame / Housekeeping-Leitung',
      monate: 13,
      bereiche: ['Etage / Zimmerreinigung'],
      gaeste: 5,
      hotelsoftware: true,
      zimmer: 112,
      wieder: true,
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
    id: 'de-i01',
    title:
      '"Nein. Bitte nicht meinen alten Chef kontaktieren (m.bauer@…)": a refusal with an address',
    tags: ['german', 'consent', 'consent-with-email', 'issue-quote'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Nein. Bitte nicht meinen alten Chef kontaktieren (m.bauer@bosch.de), er weiß nicht, dass ich gehe',
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'de-i02',
    title: '"passt", a numbered list with titles and "von Weizsäcker"',
    tags: ['german', 'list', 'multi-referee'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'passt',
      '1) Jonas Weber – jonas.weber@sap.com – mein Vorgesetzter\n2) Lena Schmidt, lena.schmidt@gmx.de, Kollegin\n3) Prof. Dr. Hans von Weizsäcker, h.weizsaecker@tum.de (Doktorvater)',
      "das war's",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Jonas', 'Weber', 'jonas.weber@sap.com', 'manager'),
        c('Lena', 'Schmidt', 'lena.schmidt@gmx.de', 'colleague'),
        c('Hans', 'von Weizsäcker', 'h.weizsaecker@tum.de', ['mentor', 'teacher']),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i03',
    title: '"Also meine Kollegin wäre die beste …": filler is no name',
    tags: ['german', 'filler'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'ja, gerne',
      'Also meine Kollegin wäre die beste Ansprechpartnerin: Sabine Krüger, sabine.krueger@telekom.de',
      'fertig',
    ],
    expected: {
      consent: true,
      contacts: [c('Sabine', 'Krüger', 'sabine.krueger@telekom.de', 'colleague')],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i04',
    title: 'a German mobile in local format',
    tags: ['german', 'short'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'ok',
      'Tobias Fischer, Teamleiter, tobias.fischer@zalando.de, 0151 23456789',
      'das wars',
    ],
    expected: {
      consent: true,
      contacts: [c('Tobias', 'Fischer', 'tobias.fischer@zalando.de', 'manager', '+4915123456789')],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i05',
    title: 'Austria: "passt eh", an Austrian mobile, a second referee after "und"',
    tags: ['german', 'multi-referee'],
    locale: 'de',
    defaultCountry: 'AT',
    says: [
      'passt eh',
      'Mein Chef: Florian Gruber, florian.gruber@a1.at, 0664 1234567',
      'und Kollegin Anna Huber anna.huber@a1.at',
      'fertig',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Florian', 'Gruber', 'florian.gruber@a1.at', 'manager', '+436641234567'),
        c('Anna', 'Huber', 'anna.huber@a1.at', 'colleague'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i06',
    title: 'Switzerland: "Grüezi, ja das isch guet", a Swiss mobile, "merci, das wärs"',
    tags: ['german', 'filler'],
    locale: 'de',
    defaultCountry: 'CH',
    says: [
      'Grüezi, ja das isch guet',
      'Reto Meier, mein ehemaliger Vorgesetzter bei der Migros, reto.meier@migros.ch, 079 123 45 67',
      'merci, das wärs',
    ],
    expected: {
      consent: true,
      contacts: [c('Reto', 'Meier', 'reto.meier@migros.ch', 'manager', '+41791234567')],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i07',
    title: 'an Italian mobile with a German tenant: asked about',
    tags: ['german', 'foreign-phone'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'ja',
      'Marco Rossi, ehem. Kollege in Mailand, marco.rossi@unicredit.it, 347 123 4567',
      { retry: 'ist eine italienische Nummer', key: 'phone:Marco' },
      'das wars',
    ],
    expected: {
      consent: true,
      contacts: [c('Marco', 'Rossi', 'marco.rossi@unicredit.it', 'colleague', '+393471234567')],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i08',
    title: '"ja, aber bitte nicht bei meinem aktuellen Arbeitgeber anrufen": confirmed',
    tags: ['german', 'consent', 'negation'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'ja, aber bitte nicht bei meinem aktuellen Arbeitgeber anrufen',
      { tapConfirm: true },
      'Peter Schulz peter.schulz@web.de ehemaliger Chef',
      'fertig',
    ],
    expected: {
      consent: true,
      contacts: [c('Peter', 'Schulz', 'peter.schulz@web.de', 'manager')],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i09',
    title: '"hmm, weiß nicht… vielleicht später": no consent, stays open',
    tags: ['german', 'consent', 'dont-know'],
    locale: 'de',
    defaultCountry: 'DE',
    says: ['hmm, weiß nicht... vielleicht später'],
    // Undecided, not a refusal (CONTRACT "Never a guess": "I don't know" is never stored).
    expected: { consent: null, contacts: [] },
    outcome: 'open',
  },
  {
    id: 'de-i10',
    title: '"jo", bullets with two colleagues joined by "und"',
    tags: ['german', 'list', 'multi-referee'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'jo',
      '• Stefan Wagner (Chef) stefan.wagner@bmw.de\n• Julia Hoffmann und Max Becker, beide Kollegen: julia.hoffmann@bmw.de, max.becker@bmw.de',
      'das wars',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Stefan', 'Wagner', 'stefan.wagner@bmw.de', 'manager'),
        c('Julia', 'Hoffmann', 'julia.hoffmann@bmw.de', 'colleague'),
        c('Max', 'Becker', 'max.becker@bmw.de', 'colleague'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i11',
    title: '"Meine ehemalige Ausbilderin": a phone, no e-mail',
    tags: ['german', 'filler'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'ja klar',
      'Meine ehemalige Ausbilderin Petra Schneider, Tel 0171 9876543',
      { retry: 'Email hab ich nicht, nur die Nummer', key: 'email:Petra' },
      'das war alles',
    ],
    expected: {
      consent: true,
      contacts: [c('Petra', 'Schneider', null, ['teacher', 'mentor', 'manager'], '+491719876543')],
    },
    // Open, not completed (decided on issue 41): the referee is kept with the phone, but
    // CONTRACT's `queue_outreach` needs a contact with an e-mail, and intake completion needs
    // a referee with one for the same reason (docs/participants.md "Finishing"); the English
    // i32 (a referee without an e-mail) is open too. The chat says an e-mail is needed.
    outcome: 'open',
  },
  {
    id: 'de-i12',
    title: '"Kunde – nein sorry, er war mein Vorgesetzter": the correction wins',
    tags: ['german', 'correction'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'ja',
      'Thomas Schäfer, thomas.schaefer@lidl.de, Kunde – nein sorry, er war mein Vorgesetzter',
      'fertig',
    ],
    expected: {
      consent: true,
      contacts: [c('Thomas', 'Schäfer', 'thomas.schaefer@lidl.de', 'manager')],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i13',
    title: '"ne, lieber nicht": a plain refusal',
    tags: ['german', 'consent', 'short'],
    locale: 'de',
    defaultCountry: 'DE',
    says: ['ne, lieber nicht'],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  // ───────────── Second blind set (2026-11-28), written without reading the readers.
  {
    id: 'de-i14',
    title:
      'Switzerland: "Grüezi, jo das passt", a Swiss mobile in +41 format, a Zürich landline, "d Monika vo de HR"',
    tags: ['german', 'multi-referee', 'filler'],
    locale: 'de',
    defaultCountry: 'CH',
    says: [
      'Grüezi, jo das passt',
      'Beat Zürcher, min Chef bi de SBB, beat.zuercher@sbb.ch, +41 79 345 67 89',
      'Und d Monika Brunner vo de HR, monika.brunner@sbb.ch, 044 123 45 67',
      'das wärs, merci',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Beat', 'Zürcher', 'beat.zuercher@sbb.ch', 'manager', '+41793456789'),
        c('Monika', 'Brunner', 'monika.brunner@sbb.ch', ['colleague', 'other'], '+41441234567'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i15',
    title: '"Nee, lass mal. Ich will nicht, dass jemand bei meiner Firma anruft": a refusal',
    tags: ['german', 'consent', 'negation'],
    locale: 'de',
    defaultCountry: 'DE',
    says: ['Nee, lass mal. Ich will nicht, dass jemand bei meiner Firma anruft 🙏'],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'de-i16',
    title:
      'a numbered list of particles and double names: "Dr. Friederike von der Heide", "Karl-Heinz Müller-Lüdenscheidt", "Anna-Lena zu Salm", a Hamburg landline',
    tags: ['german', 'list', 'multi-referee'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'ja gerne',
      '1. Dr. Friederike von der Heide (meine Doktormutter) – f.vonderheide@uni-hamburg.de\n2. Karl-Heinz Müller-Lüdenscheidt, ehem. Abteilungsleiter, kh.mueller-luedenscheidt@otto.de, 040 1234 5678\n3. Anna-Lena zu Salm, Kollegin, annalena.zusalm@gmail.com',
      'Das wären alle',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Friederike', 'von der Heide', 'f.vonderheide@uni-hamburg.de', ['mentor', 'teacher']),
        c(
          'Karl-Heinz',
          'Müller-Lüdenscheidt',
          'kh.mueller-luedenscheidt@otto.de',
          'manager',
          '+494012345678',
        ),
        c('Anna-Lena', 'zu Salm', 'annalena.zusalm@gmail.com', 'colleague'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i17',
    title:
      'all lowercase with "ue"/"oe" for umlauts, "+49 (0)170 …", then "sorry vertippt" corrects the e-mail in the next message',
    tags: ['german', 'typos', 'correction', 'short'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'passt',
      'juergen koehler, war mein schichtleiter, juergen.koeler@edeka.de, +49 (0)170 1234567',
      'sorry vertippt, die mail ist juergen.koehler@edeka.de',
      'fertig',
    ],
    expected: {
      consent: true,
      contacts: [c('Juergen', 'Koehler', 'juergen.koehler@edeka.de', 'manager', '+491701234567')],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i18',
    title:
      'Austria: a ramble with "3 Jahre bei der OMV" and "Mag. Sabine Leitner", an Austrian mobile, the e-mail asked for',
    tags: ['german', 'long', 'filler', 'number-in-word'],
    locale: 'de',
    defaultCountry: 'AT',
    says: [
      'passt eh',
      'Also, ich hab ja zuerst bei der Post gearbeitet, dann 3 Jahre bei der OMV, und dort war meine Chefin die Mag. Sabine Leitner, die kann sicher was sagen, ihre Nummer ist 0676 123 45 67, Mail weiß ich grad nicht auswendig',
      { retry: 'sabine.leitner@omv.com', key: 'email:Sabine' },
      'passt, das wars',
    ],
    expected: {
      consent: true,
      contacts: [c('Sabine', 'Leitner', 'sabine.leitner@omv.com', 'manager', '+436761234567')],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i19',
    title:
      '"👍" as consent (confirmed or asked again), a Swiss mobile with a German tenant: asked about',
    tags: ['german', 'emoji', 'consent', 'foreign-phone'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      '👍',
      { tapConfirm: true },
      { retry: 'ja', key: 'consent' },
      'Claudia Moser, Kollegin aus Basel, claudia.moser@roche.com, 079 876 54 32',
      { retry: 'ist eine Schweizer Nummer', key: 'phone:Claudia' },
      'das wars',
    ],
    expected: {
      consent: true,
      contacts: [c('Claudia', 'Moser', 'claudia.moser@roche.com', 'colleague', '+41798765432')],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i20',
    title:
      'consents, then "ich muss erst meine Ex-Chefin fragen … melde mich später": no referee, stays open',
    tags: ['german', 'done-phrase', 'filler'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'ja, geht klar',
      'Moment, ich muss erst meine Ex-Chefin fragen, ob das ok ist. Melde mich später',
    ],
    expected: { consent: true, contacts: [] },
    outcome: 'open',
  },
  // ───────────── Third blind set
  {
    id: 'de-i21',
    title:
      '"Ja, aber bitte erst nach dem zweiten Gespräch am Donnerstag": a yes with a condition; "Dr. Gesa van Loon", a Düsseldorf landline',
    tags: ['german', 'consent', 'filler'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Ja, aber bitte erst nach dem zweiten Gespräch am Donnerstag',
      { tapConfirm: true },
      'Meine frühere Chefin: Dr. Gesa van Loon, Henkel, gesa.vanloon@henkel.com, Tel. 0211 4567890',
      'Das wars auch schon',
    ],
    expected: {
      consent: true,
      contacts: [c('Gesa', 'van Loon', 'gesa.vanloon@henkel.com', 'manager', '+492114567890')],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i22',
    title:
      'Austria: "jo eh", a numbered list with "Eva-Maria", a Graz landline and a 0699 mobile in +43 format, "des woars"',
    tags: ['german', 'list', 'multi-referee', 'consent', 'foreign-phone'],
    locale: 'de',
    defaultCountry: 'AT',
    says: [
      'jo eh',
      { retry: 'ja', key: 'consent' },
      '1. Eva-Maria Strasser, mei Lehrlingsausbildnerin bei der Magna, eva-maria.strasser@magna.com, 0316 123456\n2. Thomas Hofbauer, Arbeitskollege, t.hofbauer@gmx.at, +43 699 1234 5678',
      'des woars',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Eva-Maria',
          'Strasser',
          'eva-maria.strasser@magna.com',
          ['teacher', 'mentor', 'manager'],
          '+43316123456',
        ),
        c('Thomas', 'Hofbauer', 't.hofbauer@gmx.at', 'colleague', '+4369912345678'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i23',
    title:
      '"Vielen Dank, aber ich ziehe meine Bewerbung zurück … bitte auch Herrn Keller (r.keller@…) nicht kontaktieren": a polite refusal with an address',
    tags: ['german', 'consent', 'consent-with-email', 'negation'],
    locale: 'de',
    defaultCountry: 'CH',
    says: [
      'Vielen Dank für die Nachricht, aber ich ziehe meine Bewerbung zurück. Bitte kontaktieren Sie auch Herrn Keller (r.keller@ubs.com) nicht.',
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'de-i24',
    title:
      'lowercase with "(at)" in the e-mail, then a branch manager with a "0176/…" mobile and no e-mail ("Mail hab ich leider keine"), "fertig"',
    tags: ['german', 'typos', 'multi-referee', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'ok, einverstanden',
      'anja koch, ehemalige kollegin bei der sparkasse, anja.koch(at)web.de',
      'und mein damaliger Filialleiter Jürgen Weiß, Handy 0176/12345678, Mail hab ich leider keine',
      { retry: 'nein, hab ich wirklich nicht', key: 'email:Jürgen' },
      'fertig',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Anja', 'Koch', 'anja.koch@web.de', 'colleague'),
        c('Jürgen', 'Weiß', null, 'manager', '+4917612345678'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i25',
    title:
      '"Also, am besten fragen Sie meinen Schichtleiter aus Breslau": filler, a double surname "Nowak-Zieliński", a Polish mobile in local format with a German tenant: asked about',
    tags: ['german', 'filler', 'foreign-phone', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Ja klar, gerne',
      'Also, am besten fragen Sie meinen Schichtleiter aus Breslau, Piotr Nowak-Zieliński, p.nowak@volkswagen.pl, Handy 512 345 678',
      { retry: 'das ist eine polnische Nummer', key: 'phone:Piotr' },
      'Mehr fällt mir gerade nicht ein, das reicht hoffentlich',
    ],
    expected: {
      consent: true,
      contacts: [c('Piotr', 'Nowak-Zieliński', 'p.nowak@volkswagen.pl', 'manager', '+48512345678')],
    },
    outcome: 'completed',
  },

  // ───────────── Fourth blind set (2026-11-29)
  {
    id: 'de-i26',
    title:
      '"Prof. Dr." and "zu Putlitz", "NICHT kontaktieren bitte Frau Dr. Kessler" (never stored), then a Swiss signature pasted with "Mit freundlichen Grüßen"',
    tags: ['german', 'signature', 'multi-referee', 'negation', 'foreign-phone'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Ja, einverstanden',
      'Bitte Prof. Dr. Hans-Jürgen zu Putlitz anfragen, mein Doktorvater an der TU Dresden, hj.putlitz@tu-dresden.de. NICHT kontaktieren bitte Frau Dr. Kessler, mit der gab es Streit.',
      'Und meine Teamleiterin:\n\nMit freundlichen Grüßen\nSabine Oberholzer-Rhyner\nTeamleiterin Finanzen\nSwisscom AG\nT +41 58 221 33 44\nsabine.oberholzer@swisscom.com',
      'das wärs',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Hans-Jürgen', 'zu Putlitz', 'hj.putlitz@tu-dresden.de', ['mentor', 'teacher']),
        c(
          'Sabine',
          'Oberholzer-Rhyner',
          'sabine.oberholzer@swisscom.com',
          'manager',
          '+41582213344',
        ),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i27',
    title:
      'Austria: a yes with a condition ("aber erst nach dem zweiten Gespräch"), "Mag." before a name, an 0664 mobile, "die hat immer meine Stunden abgezeichnet" for a manager with a German mobile',
    tags: ['german', 'consent', 'multi-referee', 'foreign-phone'],
    locale: 'de',
    defaultCountry: 'AT',
    says: [
      'Ja, aber bitte erst nach dem zweiten Gespräch',
      { tapConfirm: true },
      'Mag. Thomas Hintermayr, Abteilungsleiter, thomas.hintermayr@post.at, 0664 218 40 77',
      'Anna-Lena Brösel, anna.lena@gmx.at, die hat immer meine Stunden abgezeichnet, Handy +49 176 3344 5566',
      'fertig',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Thomas', 'Hintermayr', 'thomas.hintermayr@post.at', 'manager', '+436642184077'),
        c('Anna-Lena', 'Brösel', 'anna.lena@gmx.at', 'manager', '+4917633445566'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i28',
    title:
      '"jo passt", "Łukasz Nowak-Kowalczyk" with an e-mail dictated ("l punkt nowak at dhl punkt com"), a Polish mobile named as Polish',
    tags: ['german', 'typos', 'foreign-phone'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'jo passt',
      'Łukasz Nowak-Kowalczyk, Schichtleiter bei DHL, seine Mail ist l punkt nowak at dhl punkt com',
      { retry: 'l.nowak@dhl.com', key: 'email:Łukasz' },
      'Telefon hab ich nur die polnische Nummer 601 234 567',
      { retry: 'Polen, +48 601 234 567', key: 'phone:Łukasz' },
      'das war alles',
    ],
    expected: {
      consent: true,
      contacts: [c('Łukasz', 'Nowak-Kowalczyk', 'l.nowak@dhl.com', 'manager', '+48601234567')],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i29',
    title:
      'A Markdown table pasted from Teams: "Friederike von Bülow" (ehem. Vorgesetzte) and "Jeroen van Leeuwen" (Kunde) with a Dutch mobile inside the relationship cell',
    tags: ['german', 'list', 'multi-referee', 'foreign-phone'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Ja',
      '| Name | E-Mail | Beziehung |\n|---|---|---|\n| Friederike von Bülow | f.vonbuelow@bosch.com | ehem. Vorgesetzte |\n| Jeroen van Leeuwen | jeroen@vanleeuwen.nl | Kunde, +31 6 12345678 |',
      'fertig, danke',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Friederike', 'von Bülow', 'f.vonbuelow@bosch.com', 'manager'),
        c('Jeroen', 'van Leeuwen', 'jeroen@vanleeuwen.nl', 'client', '+31612345678'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Fifth blind set (2026-11-29)
  {
    id: 'de-i30',
    title:
      'Liechtenstein, a CV\'s "REFERENZEN" block pasted ("Dipl.-Ing.", a title that is not the relationship, a +423 number), a second person "auf Anfrage" the candidate then withdraws, the relationship said after',
    tags: ['german', 'signature', 'list', 'multi-referee', 'negation'],
    locale: 'de',
    defaultCountry: 'LI',
    says: [
      'Ja, gerne',
      'REFERENZEN\n\nDipl.-Ing. Markus Kranewitter\nAbteilungsleiter, Hilti AG, Schaan\nTel.: +423 234 21 11\nmarkus.kranewitter@hilti.com\n\nMag. Ursula Amann-Frick\nauf Anfrage',
      'Herr Kranewitter war mein direkter Vorgesetzter. Frau Amann-Frick bitte doch nicht, die ist in Pension',
      'Das ist alles',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Markus', 'Kranewitter', 'markus.kranewitter@hilti.com', 'manager', '+4232342111'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i31',
    title:
      'Bavaria, an apprentice of 17 in lowercase: "jo passt 👍", "der tobi (tobias huber)" with a German mobile, "die chefin frau dr. zeller" without a first name or number then dropped ("lass die weg"), no e-mail, "ne das wars"',
    tags: ['german', 'emoji', 'typos', 'multi-referee', 'short', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'jo passt 👍',
      'mein ausbilder war der tobi (tobias huber) 0176 12345678 und die chefin frau dr. zeller',
      'die zeller lass weg, hab eh keine nummer von der',
      { retry: 'hab keine mail von tobi, nur handy', key: 'email:Tobias' },
      'ne das wars',
    ],
    expected: {
      consent: true,
      contacts: [c('Tobias', 'Huber', null, ['mentor', 'teacher', 'manager'], '+4917612345678')],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i32',
    title:
      'South Tyrol, dictated by voice: "Bindestrich" in a surname, an Italian mobile in local format in an Italian tenant, a digit corrected inside the message ("nein 68 am Ende"), "Das war\'s Punkt"',
    tags: ['german', 'correction', 'typos', 'foreign-phone'],
    locale: 'de',
    defaultCountry: 'IT',
    says: [
      'Ja passt',
      'Meine frühere Chefin ist Anna Maria Pichler Bindestrich Egger Punkt E-Mail anna.pichler@sabes.it Punkt Handy 347 123 4567 nein 68 am Ende also 347 123 4568',
      "Das war's Punkt",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Anna Maria', 'Pichler-Egger', 'anna.pichler@sabes.it', 'manager', '+393471234568'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Sixth blind set (2026-11-29)
  {
    id: 'de-i33',
    title:
      'A question back instead of consent ("Wer kriegt das denn zu sehen?"), then a yes; a WhatsApp contact shared as a pasted vCard with the relationship after it, a colleague now in Istanbul with a Turkish mobile in local format (asked which country), "Mehr hab ich nicht"',
    tags: [
      'german',
      'consent',
      'question-back',
      'signature',
      'foreign-phone',
      'multi-referee',
      'done-phrase',
    ],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Wer kriegt das denn zu sehen?',
      { retry: 'Ok, verstanden. Ja, passt.', key: 'consent' },
      'BEGIN:VCARD\nVERSION:3.0\nFN:Sabine Wendt\nN:Wendt;Sabine;;;\nTEL;TYPE=CELL:+49 171 2345678\nEMAIL:sabine.wendt@rewe-group.com\nEND:VCARD',
      'das ist meine Ex-Chefin aus dem Markt in Köln-Ehrenfeld',
      'und mein Kollege Mehmet Aydın, der ist jetzt wieder in Istanbul, 0532 123 45 67, mehmet.aydin@gmail.com',
      { retry: 'Türkei', key: 'phone:Mehmet' },
      'Mehr hab ich nicht.',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Sabine', 'Wendt', 'sabine.wendt@rewe-group.com', 'manager', '+491712345678'),
        c('Mehmet', 'Aydın', 'mehmet.aydin@gmail.com', 'colleague', '+905321234567'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i34',
    title:
      'Saxony, all lowercase: "Nu, mach ma" as consent, "karl-heinz von der heide" with a Dresden landline and no e-mail, a second referee withdrawn ("die sandra lass mal weg"), the e-mail given later and corrected in the next message, "Das wars dann"',
    tags: ['german', 'consent', 'typos', 'multi-referee', 'correction', 'negation', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Nu, mach ma',
      'karl-heinz von der heide, mein alter meister bei der dresdner stahlbau, 0351 4567890',
      'und die sandra kühnel, kollegin aus der schweißerei, 0160 98765432',
      'ach nee, die sandra lass mal weg, die is in elternzeit',
      'die mail vom karl-heinz hab ich och: kh.vonderheide@t-online.de',
      'quatsch, die is alt, richtig is kh.heide@t-online.de',
      'Das wars dann, tschüss',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Karl-Heinz',
          'von der Heide',
          'kh.heide@t-online.de',
          ['manager', 'mentor', 'teacher'],
          '+493514567890',
        ),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i35',
    title:
      'Consent and referees in one message: a form pasted from an application portal with labels ("Name:", "Funktion:", "Tel.:", "Beziehung:"), a "Dr." and a double surname, a Berlin landline, a UK mobile in local format in a German intake (asked which country), "Das sind alle"',
    tags: ['german', 'list', 'multi-referee', 'foreign-phone', 'signature', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Ja, gerne. Hier aus meinem Bewerbungsformular:\n\nName: Dr. Claudia Neuhaus-Berg\nFunktion: Leiterin Controlling\nFirma: Zalando SE\nTel.: 030 27594693\nE-Mail: claudia.neuhaus-berg@zalando.de\nBeziehung: ehem. Vorgesetzte\n\nName: Oliver Hughes\nFunktion: Senior Analyst\nFirma: Deliveroo, London\nTel.: 07700 900123\nE-Mail: o.hughes@deliveroo.co.uk\nBeziehung: Kollege (UK-Team)',
      { retry: 'Das ist eine britische Handynummer', key: 'phone:Oliver' },
      'Das sind alle.',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Claudia', 'Neuhaus-Berg', 'claudia.neuhaus-berg@zalando.de', 'manager', '+493027594693'),
        c('Oliver', 'Hughes', 'o.hughes@deliveroo.co.uk', 'colleague', '+447700900123'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Seventh blind set (2026-11-29)
  {
    id: 'de-i36',
    title:
      'An older candidate writing a formal letter with full punctuation: "hiermit erkläre ich mein Einverständnis", two referees in one long paragraph with "Herrn Dr." and Sorbian names (Šołta, Wjeńk), a Bautzen landline, "Weitere Referenzen kann ich nicht benennen. Mit freundlichen Grüßen"',
    tags: ['german', 'consent', 'multi-referee', 'long', 'filler', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Sehr geehrte Damen und Herren, hiermit erkläre ich mein Einverständnis, dass Sie meine Referenzen kontaktieren.',
      'Als Referenzen benenne ich Herrn Dr. Jan Šołta, Chefarzt der Inneren Medizin am Klinikum Oberlausitzer Bergland und mein langjähriger Vorgesetzter (Telefon 03591 482713, E-Mail jan.solta@klinikum-ob.de), sowie Frau Lejna Wjeńk, mit der ich zwölf Jahre auf derselben Station gearbeitet habe (E-Mail l.wjenk@web.de).',
      'Weitere Referenzen kann ich nicht benennen. Mit freundlichen Grüßen, Hilde Mrozek',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Jan', 'Šołta', 'jan.solta@klinikum-ob.de', 'manager', '+493591482713'),
        c('Lejna', 'Wjeńk', 'l.wjenk@web.de', 'colleague'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i37',
    title:
      'Referees pasted as a table whose columns run Tel. | Mail | Name | Wer, a German mobile typed with an l for 1 ("0l60 4458210"), a Swiss mobile with +41 in a German intake, a referee\'s e-mail corrected in the next message ("nein warte"), "fertig"',
    tags: [
      'german',
      'list',
      'multi-referee',
      'typos',
      'foreign-phone',
      'correction',
      'done-phrase',
    ],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'ja klar, gerne',
      '| Tel. | Mail | Name | Wer |\n|---|---|---|---|\n| 0l60 4458210 | tim.reuter@ottogroup.com | Tim Reuter | mein Teamleiter |\n| +41 79 123 45 67 | a.casutt@sunrise.ch | Aita Casutt | Kollegin im Projekt Zürich |',
      'nein warte, bei Aita ist es aita.casutt@sunrise.ch, nicht a.casutt',
      'fertig',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Tim', 'Reuter', 'tim.reuter@ottogroup.com', 'manager', '+491604458210'),
        c('Aita', 'Casutt', 'aita.casutt@sunrise.ch', 'colleague', '+41791234567'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Eighth blind set (2026-11-29)
  {
    id: 'de-i38',
    title:
      'Namibia: "Ja-nee, is reg" as consent (confirmed), "mein Baas auf der Gästefarm" with a Namibian mobile in local format, "Pieter van der Merwe" who books tours from Cape Town (a client) with a South African mobile in local format (asked which country), "Das wars, dankie"',
    tags: ['german', 'consent', 'multi-referee', 'foreign-phone', 'filler', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'NA',
    says: [
      'Ja-nee, is reg. Mach man',
      { tapConfirm: true },
      { retry: 'Ja, ich bin einverstanden', key: 'consent' },
      'Mein Baas auf der Gästefarm bei Omaruru, Jürgen Rust, 081 234 5678, rust@iway.na',
      'Und Pieter van der Merwe, der hat bei uns immer die Gruppen gebucht, Reisebüro in Kapstadt. pieter@capetrails.co.za, 082 555 1234',
      { retry: 'Das is Suid-Afrika, also +27', key: 'phone:Pieter' },
      'Das wars, dankie!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Jürgen', 'Rust', 'rust@iway.na', 'manager', '+264812345678'),
        c('Pieter', 'van der Merwe', 'pieter@capetrails.co.za', 'client', '+27825551234'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i39',
    title:
      'Luxembourg in Luxembourgish: "Jo, kee Problem" (a yes that contains a no-word), a nickname with the real name after it ("de Jhemp (Jean-Pierre Wagner)") and a Luxembourg mobile without the country code, a cross-border colleague in Thionville with a French mobile in local format (asked), "Dat wier et, merci villmools"',
    tags: ['german', 'consent', 'negation', 'multi-referee', 'foreign-phone', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'LU',
    says: [
      'Jo, kee Problem',
      'Also: de Jhemp (Jean-Pierre Wagner), mäi Chef bei der Post, jp.wagner@post.lu, 621 123 456',
      "An d'Sophie Lefèvre, eng Kolleegin, déi wunnt zu Diddenuewen, sophie.lefevre@orange.fr, 06 12 34 56 78",
      { retry: 'Dat ass eng franséisch Nummer', key: 'phone:Sophie' },
      'Dat wier et, merci villmools',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Jean-Pierre', 'Wagner', 'jp.wagner@post.lu', 'manager', '+352621123456'),
        c('Sophie', 'Lefèvre', 'sophie.lefevre@orange.fr', 'colleague', '+33612345678'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i40',
    title:
      'Hamburg: "Jo, moin. Geht klar", one referee with a hyphenated surname and a Hamburg landline, then the candidate takes the consent back ("Nee, weißt du was, lass man … bitte nix weitergeben"): confirmed, nothing kept',
    tags: ['german', 'consent', 'negation', 'correction'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Jo, moin. Geht klar',
      'Meine alte Chefin, Frauke Hansen-Thiessen, Hapag-Lloyd, frauke.hansen-thiessen@hlag.com, 040 3001 2345',
      'Nee, weißt du was, lass man. Ich will das doch nich, die sollen nich wissen dass ich wechsel. Bitte nix weitergeben und das eben löschen',
      { tapConfirm: true },
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  // ───────────── Ninth blind set (2026-11-29)
  {
    id: 'de-i41',
    title:
      'A Syrian candidate in Cologne writing German as a second language: his boss in Dubai with a UAE mobile in local format (asked which country), his German-course teacher without a phone, then the Dubai boss withdrawn for a colleague now in Germany ("Khaled bitte nicht … ich nehme lieber mein Kollege Omar"), "fertig, danke"',
    tags: ['german', 'multi-referee', 'foreign-phone', 'correction', 'typos', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Ja ist okay für mich',
      'Mein Chef in Dubai bei Emaar Properties, Khaled Al-Mansouri, khaled.almansouri@emaar.ae, 050 123 4567',
      { retry: 'Das ist Nummer von Emirate, +971', key: 'phone:Khaled' },
      'Und Sabine Schulze, sie war meine Lehrerin im Deutschkurs B2 bei VHS Köln, s.schulze@vhs-koeln.de',
      'Ah nein, Khaled bitte nicht, er arbeitet nicht mehr bei Emaar und antwortet nie. Ich nehme lieber mein Kollege Omar',
      'Omar Haddad, wir waren Kollegen bei Emaar, jetzt wohnt er in Düsseldorf. omar.haddad@gmail.com 0176 55512345',
      'fertig, danke',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Sabine', 'Schulze', 's.schulze@vhs-koeln.de', 'teacher'),
        c('Omar', 'Haddad', 'omar.haddad@gmail.com', 'colleague', '+4917655512345'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i42',
    title:
      'Cologne in Kölsch: "Jo, dat is jebongt" as consent (confirmed), "Minge Chef … dä Manni – Manfred Kürten" with a Cologne landline, "et Trudi, also Gertrud Pohl, Kolleejin us dr Kantine" with a mobile and no e-mail, "Dat wör et … Alaaf!"',
    tags: ['german', 'consent', 'multi-referee', 'filler', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Jo, dat is jebongt',
      { tapConfirm: true },
      { retry: 'Ja, einverstanden', key: 'consent' },
      'Minge Chef beim WDR, dä Manni – Manfred Kürten, manfred.kuerten@wdr.de, 0221 220 4711',
      'Un et Trudi, also Gertrud Pohl, Kolleejin us dr Kantine. Hät kein E-Mail, nur Handy: 0172 9876543',
      'Dat wör et. Schönen Tach noch un Alaaf!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Manfred', 'Kürten', 'manfred.kuerten@wdr.de', 'manager', '+492212204711'),
        c('Gertrud', 'Pohl', null, 'colleague', '+491729876543'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Tenth blind set (2026-11-29)
  {
    id: 'de-i43',
    title:
      'East Belgium: "Ja, d\'accord 👍", a dashed list with "Anne de Theux" and a Belgian "Gsm" in local format, "Jan Van den Bossche" (a capital Van) from Gent, "Herr Dr. Klaus Pauels" with an Aachen number in local format in a Belgian intake and no e-mail (asked), "Voilà, das sind alle"',
    tags: ['german', 'list', 'multi-referee', 'foreign-phone', 'emoji', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'BE',
    says: [
      "Ja, d'accord 👍",
      'Also:\n- Frau Anne de Theux, meine Chefin bei Kaleido Ostbelgien in Eupen, anne.detheux@kaleido-ostbelgien.be, Gsm 0476 23 45 67\n- Jan Van den Bossche, Kollege aus Gent (wir waren zusammen im Praktikum), jan.vandenbossche@telenet.be\n- Herr Dr. Klaus Pauels, mein Ausbilder in Aachen, 0241 80 12345',
      {
        retry: 'Das ist eine deutsche Nummer (Aachen). Mail: k.pauels@ukaachen.de',
        key: 'phone:Klaus',
      },
      { retry: 'k.pauels@ukaachen.de', key: 'email:Klaus' },
      'Voilà, das sind alle. Merci!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Anne', 'de Theux', 'anne.detheux@kaleido-ostbelgien.be', 'manager', '+32476234567'),
        c('Jan', 'Van den Bossche', 'jan.vandenbossche@telenet.be', 'colleague'),
        c(
          'Klaus',
          'Pauels',
          'k.pauels@ukaachen.de',
          ['teacher', 'mentor', 'manager'],
          '+492418012345',
        ),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i44',
    title:
      'A Russian-German candidate: "Aber bitte nicht vor Montag" (a condition, confirmed), "Mein Brigadier bei Claas" is a manager, a first boss in Kazakhstan with a mobile in local format with the trunk 8 ("8 701 234 56 78"), a colleague struck later ("sie ist jetzt meine Schwägerin"), "Spassibo"',
    tags: [
      'german',
      'consent',
      'multi-referee',
      'foreign-phone',
      'correction',
      'emoji',
      'done-phrase',
    ],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Ja, ist okay. Aber bitte nicht vor Montag, ich muss die Leute erst vorwarnen',
      { tapConfirm: true },
      'Mein Brigadier bei Claas in Harsewinkel, Waldemar Reimer, w.reimer@claas.com, 0171 2345678',
      'Und Swetlana Dick, Kollegin aus der Montage, swetlana.dick@gmx.de',
      'Und mein erster Chef noch in Kasachstan, Sergej Fast, der hat die Werkstatt in Pawlodar: sergej.fast@mail.kz, 8 701 234 56 78',
      { retry: 'Kasachstan, also +7 701 234 56 78', key: 'phone:Sergej' },
      'Ach, Swetlana bitte streichen, sie ist jetzt meine Schwägerin 😅',
      'Das ist alles. Spassibo 🙂',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Waldemar', 'Reimer', 'w.reimer@claas.com', 'manager', '+491712345678'),
        c('Sergej', 'Fast', 'sergej.fast@mail.kz', 'manager', '+77012345678'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i45',
    title:
      'Tyrol: "Jo, passt schun" (confirmed or asked again), "Mag. Evi Binder-Hauser" with a landline typed "05282 / 62 444", a Spanish colleague with two surnames and no hyphen ("María José García López") and a Spanish mobile in local format (asked), "Des wars eigentlich. Ah na, wart – da Pepi no" adding a referee without an e-mail after a done phrase, "Jetz is wirklich ois. Pfiat enk!"',
    tags: ['german', 'consent', 'multi-referee', 'foreign-phone', 'done-phrase', 'correction'],
    locale: 'de',
    defaultCountry: 'AT',
    says: [
      'Jo, passt schun',
      { tapConfirm: true },
      { retry: 'Jo, i bin einverstanden', key: 'consent' },
      'Mei Chefin im Hotel in Zell am Ziller: Mag. Evi Binder-Hauser, evi.binder@hotel-zellerhof.at, Tel. 05282 / 62 444',
      "Und mei Kollegin von da Rezeption, María José García López, de is jetz wieda z'Málaga: 612 34 56 78, mariajose.garcia@gmail.com",
      { retry: 'Des is a spanische Nummer', key: 'phone:María José' },
      'Des wars eigentlich. Ah na, wart – da Pepi no, mei Lehrherr in da Tischlerei: Josef Kröll, 0664 123 45 67, Mail hot er koane',
      { retry: 'Na, der Pepi hot wirklich koa Mail, der is 70', key: 'email:Josef' },
      'Jetz is wirklich ois. Pfiat enk!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Evi', 'Binder-Hauser', 'evi.binder@hotel-zellerhof.at', 'manager', '+43528262444'),
        c('María José', 'García López', 'mariajose.garcia@gmail.com', 'colleague', '+34612345678'),
        c('Josef', 'Kröll', null, ['teacher', 'mentor', 'manager'], '+436641234567'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Eleventh blind set (2026-11-29)
  {
    id: 'de-i46',
    title:
      'Brazil, a candidate from Pomerode writing Hunsrik and Portuguese: "Oi! Jo, ich sin eeverstan 👍" (confirmed or asked again), "o Seu Arno Schmitt, mein Patrão auf der Fazenda" (Seu is a title) with a Brazilian mobile "(47) 99123-4567" in a German tenant (asked which country), "a Dona Elfi, Elfi Krüger" (Dona is a title) without a phone, "Pronto, das is alles. Obrigado!"',
    tags: ['german', 'consent', 'multi-referee', 'foreign-phone', 'filler', 'emoji', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Oi! Jo, ich sin eeverstan 👍',
      { tapConfirm: true },
      { retry: 'Ja, einverstanden', key: 'consent' },
      'Tudo bem, also: o Seu Arno Schmitt, mein Patrão auf der Fazenda in Pomerode, arno.schmitt@bol.com.br, (47) 99123-4567',
      { retry: 'Das is Brasilien, +55', key: 'phone:Arno' },
      'E a Dona Elfi, Elfi Krüger, meine Lehrerin in der Deutschschule, elfi.krueger@gmail.com. Telefon hat sie keins, sie is 78',
      'Pronto, das is alles. Obrigado! 🇧🇷',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Arno', 'Schmitt', 'arno.schmitt@bol.com.br', 'manager', '+5547991234567'),
        c('Elfi', 'Krüger', 'elfi.krueger@gmail.com', ['teacher', 'mentor']),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i47',
    title:
      'North Schleswig (Denmark): "Ja tak, det er fint. Also ja, gerne", referees pasted from a CV surname first ("Hansen, Birte – Klassenlehrerin …", "Bækgaard, Søren – Chef im Supermarkt") with Danish mobiles in a Danish tenant, "Dr. Sönke Petersen" in Flensburg with a German landline in local format (asked which country), "Det var det – das wars. Tak!"',
    tags: ['german', 'list', 'multi-referee', 'foreign-phone', 'emoji', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'DK',
    says: [
      'Ja tak, det er fint. Also ja, gerne 🙂',
      'Hier meine Referenzen, aus meinem CV kopiert:\nHansen, Birte – Klassenlehrerin, Deutsches Gymnasium für Nordschleswig – birte.hansen@dgn.dk – 20 12 34 56\nBækgaard, Søren – Chef im Supermarkt (Brugsen Tinglev) – soeren@baekgaard.dk – 40 98 76 54',
      'Und Dr. Sönke Petersen, mein Praktikumsbetreuer bei der Nospa in Flensburg, s.petersen@nospa.de, 0461 805 123',
      { retry: 'Das ist Flensburg, also Deutschland', key: 'phone:Sönke' },
      'Det var det – das wars. Tak!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Birte', 'Hansen', 'birte.hansen@dgn.dk', 'teacher', '+4520123456'),
        c('Søren', 'Bækgaard', 'soeren@baekgaard.dk', 'manager', '+4540987654'),
        c('Sönke', 'Petersen', 's.petersen@nospa.de', ['mentor', 'manager'], '+49461805123'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i48',
    title:
      'A Vietnamese-German candidate in Leipzig: "Dạ vâng, ja ist okay 🙏" (confirmed or asked again), the honorifics "chị" and "anh" before names ("Chị Lan, also Frau Thi Lan Nguyen", a two-part first name), her phone withheld ("Telefon möchte sie nicht, nur Mail"), "anh Minh (Minh Trần)" back in Hà Nội with a Vietnamese mobile in local format (asked which country), a teacher without a phone, "Xong rồi ạ – fertig. Cảm ơn!"',
    tags: [
      'german',
      'consent',
      'multi-referee',
      'foreign-phone',
      'filler',
      'negation',
      'emoji',
      'done-phrase',
    ],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Dạ vâng, ja ist okay 🙏',
      { tapConfirm: true },
      { retry: 'Ja, ich bin einverstanden', key: 'consent' },
      'Chị Lan, also Frau Thi Lan Nguyen, meine Chefin im Nagelstudio im Leipziger Hauptbahnhof. lan.nguyen@nails-hbf.de. Telefon möchte sie nicht, nur Mail bitte',
      'Und anh Minh (Minh Trần), wir waren Kollegen im Dong Xuan Center in Berlin, jetzt ist er zurück in Hà Nội: 091 234 56 78, minh.tran@gmail.com',
      { retry: 'Vietnam, also +84', key: 'phone:Minh' },
      'Und Frau Sabine Richter, meine Klassenlehrerin an der Berufsschule, s.richter@bsz-leipzig.de',
      'Xong rồi ạ – fertig. Cảm ơn!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Thi Lan', 'Nguyen', 'lan.nguyen@nails-hbf.de', 'manager'),
        c('Minh', 'Trần', 'minh.tran@gmail.com', 'colleague', '+84912345678'),
        c('Sabine', 'Richter', 's.richter@bsz-leipzig.de', 'teacher'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Twelfth blind set (2026-11-29)
  {
    id: 'de-i49',
    title:
      'A Hungarian-German candidate: "Igen – ja, natürlich", a name written family name first with a note ("Kovács Péter … in Ungarn schreibt man den Familiennamen zuerst, also Vorname Péter") and a Hungarian mobile with the trunk 06 ("06 30 123 4567", asked which country: +36 30 …), a colleague with a hyphenated Hungarian-German surname ("Eszter Tóth-Wagner") and a German mobile, "Ennyi. Also das wars, köszönöm!"',
    tags: ['german', 'consent', 'multi-referee', 'foreign-phone', 'done-phrase', 'emoji'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Igen – ja, natürlich, Sie dürfen sie kontaktieren 🙂',
      'Kovács Péter, mein Chef im Thermalhotel in Hévíz (in Ungarn schreibt man den Familiennamen zuerst, also Vorname Péter). kovacs.peter@thermalheviz.hu, 06 30 123 4567',
      { retry: 'Das ist eine ungarische Handynummer', key: 'phone:Péter' },
      'Und meine Kollegin von der Rezeption, Eszter Tóth-Wagner, sie ist Ungarndeutsche wie ich und wohnt jetzt in Stuttgart: eszter.toth@web.de, 0152 28765432',
      'Ennyi. Also das wars, köszönöm!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Péter', 'Kovács', 'kovacs.peter@thermalheviz.hu', 'manager', '+36301234567'),
        c('Eszter', 'Tóth-Wagner', 'eszter.toth@web.de', 'colleague', '+4915228765432'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i50',
    title:
      'A Filipina nurse in Bremen writing German with Tagalog and English: "Opo, sige po 😊" (confirmed or asked again), "Maria Cristina dela Cruz (wir sagen Ma\'am Tina)" (a lowercase particle, a nickname with a title in brackets) with a Philippine mobile in local format (asked which country), a mentor whose e-mail she only knows as a pattern ("bei uns sind alle vorname.nachname@gesundheitnord.de"; asked for, not built), "Yun lang po. Das wars, salamat!"',
    tags: ['german', 'consent', 'multi-referee', 'foreign-phone', 'filler', 'emoji', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Opo, sige po 😊',
      { tapConfirm: true },
      { retry: 'Ja, ich bin einverstanden', key: 'consent' },
      "Una (erstens): meine Head Nurse in Manila, Maria Cristina dela Cruz (wir sagen Ma'am Tina), St. Luke's Medical Center, mcdelacruz@stlukes.com.ph, 0917 123 4567",
      { retry: 'Philippines po, also +63', key: 'phone:Maria Cristina' },
      'Tapos (dann) meine Praxisanleiterin hier im Klinikum Bremen-Mitte, Heike Meyer-Oltmanns. Ihre Mail weiß ich nicht genau, bei uns sind alle vorname.nachname@gesundheitnord.de',
      {
        retry:
          'Ich hab nachgeschaut, sie hat mir mal geschrieben: heike.meyer-oltmanns@gesundheitnord.de',
        key: 'email:Heike',
      },
      'Yun lang po. Das wars, salamat! 🙏',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Maria Cristina', 'dela Cruz', 'mcdelacruz@stlukes.com.ph', 'manager', '+639171234567'),
        c('Heike', 'Meyer-Oltmanns', 'heike.meyer-oltmanns@gesundheitnord.de', [
          'mentor',
          'teacher',
        ]),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i51',
    title:
      'Bern: "Jä, das geit i Ordnig. Mached nume" (confirmed or asked again), referees pasted from Excel as tab-separated columns with a header row ("Name\\tFirma\\tBeziehig\\tE-Mail\\tTelefon"), "Chef d\'équipe" for a manager, "Früecheri Kollegin", "Chunde" for a client, "Ueli von Gunten" beside "von Gunten Transporte AG", "–" for a missing e-mail (asked; he has none), Swiss numbers in local format, "dr Housi – Hans Brügger, mi Lehrmeischter" added after, "Das wärs gsi. Merci viumau"',
    tags: ['german', 'consent', 'list', 'multi-referee', 'filler', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'CH',
    says: [
      'Jä, das geit i Ordnig. Mached nume',
      { tapConfirm: true },
      { retry: 'Ja, i bi iverstande', key: 'consent' },
      "Hie sy mini Referänze, us mim Excel kopiert:\nName\tFirma\tBeziehig\tE-Mail\tTelefon\nJean-Daniel Rossel\tSwatch Group, Biel\tChef d'équipe\tjd.rossel@swatchgroup.com\t032 343 12 34\nBeatrice Zaugg-Schär\tInselspital Bern\tFrüecheri Kollegin\tbeatrice.zaugg@insel.ch\t079 456 78 90\nUeli von Gunten\tvon Gunten Transporte AG, Thun\tChunde\t–\t033 222 33 44",
      { retry: 'Dr Ueli het kei Mail, nume ds Telefon', key: 'email:Ueli' },
      'Ah, u no dr Housi – Hans Brügger, mi Lehrmeischter i dr Uhremacherlehr, h.bruegger@bluewin.ch. Är isch scho pensioniert',
      'Das wärs gsi. Merci viumau u e schöne Tag!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Jean-Daniel', 'Rossel', 'jd.rossel@swatchgroup.com', 'manager', '+41323431234'),
        c('Beatrice', 'Zaugg-Schär', 'beatrice.zaugg@insel.ch', 'colleague', '+41794567890'),
        c('Ueli', 'von Gunten', null, 'client', '+41332223344'),
        c('Hans', 'Brügger', 'h.bruegger@bluewin.ch', ['teacher', 'mentor', 'manager']),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Thirteenth blind set (2026-11-29)
  {
    id: 'de-i52',
    title:
      'A Chilean-German candidate from Osorno: "Ya po, dale 🙂 Ja klar", a numbered list with the titles "Don" and "la Sra." before names, Chilean double surnames ("Federico Klenner Schwerter", a married "Ingrid Wetzel de Hoffmann"), one Chilean mobile in +56 format and one in local format ("9 7654 3210", asked which country), an e-mail corrected in a later message ("mit Punkt nach dem f"), "Eso sería, das wärs. Chao!"',
    tags: [
      'german',
      'consent',
      'list',
      'multi-referee',
      'foreign-phone',
      'correction',
      'filler',
      'done-phrase',
      'emoji',
    ],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Ya po, dale 🙂 Ja klar, Sie dürfen sie kontaktieren',
      'Bueno:\n1) Don Federico Klenner Schwerter, mi jefe, also mein Chef auf der Lachsfarm in Puerto Montt, fklenner@salmonesdelsur.cl, +56 9 8765 4321\n2) la Sra. Ingrid Wetzel de Hoffmann, meine Deutschlehrerin an der Deutschen Schule Osorno, ingrid.wetzel@dso.cl, 9 7654 3210',
      { retry: 'Chile po, also +56', key: 'phone:Ingrid' },
      'Perdón, die Mail von Federico ist f.klenner@salmonesdelsur.cl, mit Punkt nach dem f',
      'Eso sería, das wärs. Chao, gracias!',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Federico',
          'Klenner Schwerter',
          'f.klenner@salmonesdelsur.cl',
          'manager',
          '+56987654321',
        ),
        c('Ingrid', 'Wetzel de Hoffmann', 'ingrid.wetzel@dso.cl', 'teacher', '+56976543210'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i53',
    title:
      'A Ukrainian candidate in Dresden: "Так, звичайно 🙂 Ja, natürlich", a former boss in Kyiv with a Ukrainian mobile with the trunk 0 ("067 123 45 67", asked which country: +380 67 …) and no e-mail ("nur Viber"), a teacher from the integration course with an e-mail and no phone, then "Ich schreibe morgen weiter, ok? До побачення!" before any done phrase: open',
    tags: ['german', 'consent', 'multi-referee', 'foreign-phone', 'emoji', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Так, звичайно 🙂 Ja, natürlich, ich bin einverstanden',
      'Meine Chefin aus Kyjiw: Olena Kovalenko, sie war Leiterin in der Apotheke, wo ich gearbeitet habe. Telefon 067 123 45 67',
      { retry: 'Ukraine, +380. Sie ist noch in Kyjiw', key: 'phone:Olena' },
      { retry: 'Mail hat sie keine, nur Viber auf der gleichen Nummer', key: 'email:Olena' },
      'Und mein Lehrer vom Integrationskurs an der VHS Dresden, Herr Thomas Lehmann, t.lehmann@vhs-dresden.de',
      { retry: 'Seine Nummer habe ich nicht, nur die Mail', key: 'phone:Thomas' },
      'Es gibt noch meine Chefin jetzt im Pflegeheim, aber ich muss sie zuerst fragen. Ich schreibe morgen weiter, ok? До побачення!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Olena', 'Kovalenko', null, 'manager', '+380671234567'),
        c('Thomas', 'Lehmann', 't.lehmann@vhs-dresden.de', 'teacher'),
      ],
    },
    outcome: 'open',
  },
  {
    id: 'de-i54',
    title:
      'A deaf candidate, a hairdresser: consent with a condition ("ABER wichtig: … Bitte NUR Mail oder SMS, kein Anruf!", confirmed), a list with dashes between fields ("Sabine Krüger – Chefin – Salon …"), a phone "(nur SMS!)", "FALSCH Handy Sabine. RICHTIG: 0171 2345687" correcting two digits, "Herr Dr." before a teacher\'s name, "FERTIG. Danke 👋"',
    tags: ['german', 'consent', 'list', 'multi-referee', 'correction', 'done-phrase', 'emoji'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Ja einverstanden. ABER wichtig: ich gehörlos, meine Referenzen auch gehörlos. Bitte NUR Mail oder SMS, kein Anruf!',
      { tapConfirm: true },
      '1. Sabine Krüger – Chefin – Salon Haarwerk Köln – s.krueger@haarwerk-koeln.de – Handy (nur SMS!) 0171 2345678\n2. Mehmet Yıldız – Kollege, auch Friseur – mehmet.yildiz@gmx.de',
      'FALSCH Handy Sabine. RICHTIG: 0171 2345687',
      'Und Herr Dr. Markus Voß, Lehrer Berufsschule für Gehörlose in Essen, m.voss@rwb-essen.de',
      'FERTIG. Danke 👋',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Sabine', 'Krüger', 's.krueger@haarwerk-koeln.de', 'manager', '+491712345687'),
        c('Mehmet', 'Yıldız', 'mehmet.yildiz@gmx.de', 'colleague'),
        c('Markus', 'Voß', 'm.voss@rwb-essen.de', 'teacher'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i55',
    title:
      'A Czech candidate who starts to agree and refuses in the same message ("Ano… vlastně ne. Nein, doch lieber nicht"), naming her boss with an e-mail in the refusal ("Jana Nováková (jana.novakova@seznam.cz) weiß noch nicht …"): refused, nobody kept',
    tags: ['german', 'consent', 'consent-with-email', 'correction', 'negation'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Ano… vlastně ne. Nein, doch lieber nicht. Meine Chefin Jana Nováková (jana.novakova@seznam.cz) weiß noch nicht, dass ich kündigen will. Promiňte',
      'Vielleicht melde ich mich nächsten Monat wieder. Na shledanou 👋',
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  // ───────────── Fourteenth blind set (2026-11-29)
  {
    id: 'de-i56',
    title:
      'Zurich, a Tamil candidate, a cook: hesitation before consent ("Hmm, muss das sein? …", asked again, then yes), the Tamil honorifics "Anna" and "Akka" after first names ("Rajan Anna, also Herr Rajan Selvarajah": Anna is no second person), a Swiss mobile, a Sri Lankan mobile in local format with the country said ("Nummer in Sri Lanka: 077 123 4567", where 077 is a Swiss prefix too), a relationship corrected to the Swiss "Berufsbildnerin", "Das ist alles. Nandri, merci vilmal"',
    tags: [
      'german',
      'consent',
      'hedge',
      'question-back',
      'multi-referee',
      'foreign-phone',
      'filler',
      'correction',
      'done-phrase',
      'emoji',
    ],
    locale: 'de',
    defaultCountry: 'CH',
    says: [
      'Hmm, muss das sein? Meine Referenzen sind nicht so gut mit Deutsch 😅',
      { retry: 'Okay, ja, Sie dürfen sie kontaktieren. Englisch geht auch', key: 'consent' },
      'Rajan Anna, also Herr Rajan Selvarajah, mein Vorarbeiter in der Küche vom Stadtspital Triemli, rajan.selvarajah@stadt-zuerich.ch, 079 345 67 89',
      'Und Tharshini Akka – Tharshini Sivakumar, Kollegin aus der Küche, sie ist jetzt wieder in Jaffna. tharshini.siva@gmail.com, Nummer in Sri Lanka: 077 123 4567',
      'Korrektur: Tharshini war nicht einfach Kollegin, sie war meine Berufsbildnerin in der Lehre als Köchin',
      'Das ist alles. Nandri, merci vilmal 🙏',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Rajan', 'Selvarajah', 'rajan.selvarajah@stadt-zuerich.ch', 'manager', '+41793456789'),
        c(
          'Tharshini',
          'Sivakumar',
          'tharshini.siva@gmail.com',
          ['teacher', 'mentor', 'manager'],
          '+94771234567',
        ),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i57',
    title:
      'Vienna, a Romanian construction worker: "Da, sigur – ja, passt 👍", "mein Polier" (a site foreman: manager) with an Austrian mobile, "die Bauleiterin, Frau Ing. Daniela Hofbaur" corrected in the next message ("Tippfehler: Hofbauer mit e, wie in der Mail"), a colleague "Ionuț Popescu" (ț with a comma below) back in Romania with a Romanian mobile in local format ("0722 123 456", asked which country), "Asta e tot – das wars. Mulțumesc!"',
    tags: [
      'german',
      'consent',
      'multi-referee',
      'foreign-phone',
      'correction',
      'typos',
      'done-phrase',
      'emoji',
    ],
    locale: 'de',
    defaultCountry: 'AT',
    says: [
      'Da, sigur – ja, passt 👍',
      'Mein Polier auf der Baustelle in der Seestadt Aspern: Gerhard Wimmer, gerhard.wimmer@porr.at, 0676 234 56 78. Und die Bauleiterin, Frau Ing. Daniela Hofbaur, d.hofbauer@porr.at',
      'Tippfehler: Hofbauer mit e, wie in der Mail',
      'Und mein Kollege, wir waren zusammen Eisenbieger: Ionuț Popescu, ionut.popescu@yahoo.ro, 0722 123 456. Er ist jetzt wieder in Timișoara',
      { retry: 'Rumänien, also +40', key: 'phone:Ionuț' },
      'Asta e tot – das wars. Mulțumesc!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Gerhard', 'Wimmer', 'gerhard.wimmer@porr.at', 'manager', '+436762345678'),
        c('Daniela', 'Hofbauer', 'd.hofbauer@porr.at', 'manager'),
        c('Ionuț', 'Popescu', 'ionut.popescu@yahoo.ro', 'colleague', '+40722123456'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i58',
    title:
      'Oldenburg, a Yazidi candidate from Iraqi Kurdistan training as a car mechanic: "Belê, ja klar 🙂", "mein Meister in der Kfz-Werkstatt" (Gerd Janßen, an Oldenburg landline) replaced later by his son ("Ah sorry, nicht Gerd! Der Senior ist in Rente … sein Sohn Hauke Janßen … Telefon gleich"), "meine Patin vom Helferkreis" (a volunteer sponsor), a former boss in Duhok with an Iraqi mobile in local format ("0750 123 4567", asked which country), "Das ist alles. Spas!"',
    tags: [
      'german',
      'consent',
      'multi-referee',
      'foreign-phone',
      'correction',
      'done-phrase',
      'emoji',
    ],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Belê, ja klar 🙂',
      'Mein Meister in der Kfz-Werkstatt in Oldenburg: Gerd Janßen, info@kfz-janssen.de, 0441 123456',
      'Und meine Patin vom Helferkreis, Hilke Onken, hilke.onken@ewetel.net. Sie hat mir bei der Ausbildungssuche geholfen',
      'Und mein alter Chef in Duhok, da hatte er eine Autowerkstatt: Dilshad Qasim, dilshad.qasim@gmail.com, 0750 123 4567',
      { retry: 'Irak, Kurdistan. Also +964', key: 'phone:Dilshad' },
      'Ah sorry, nicht Gerd! Der Senior ist in Rente. Mein Meister ist sein Sohn Hauke Janßen, hauke@kfz-janssen.de, Telefon gleich',
      'Das ist alles. Spas (danke)!',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Hauke',
          'Janßen',
          'hauke@kfz-janssen.de',
          ['manager', 'teacher', 'mentor'],
          '+49441123456',
        ),
        c('Hilke', 'Onken', 'hilke.onken@ewetel.net', ['mentor', 'friend', 'other']),
        c('Dilshad', 'Qasim', 'dilshad.qasim@gmail.com', 'manager', '+9647501234567'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i59',
    title:
      'St. Gallen, a Kosovo-Albanian candidate: "Jo, jo, faleminderit. Ich will nicht, dass Sie jemanden kontaktieren" where Albanian "jo" is no (and Swiss "jo" is yes), his Bauführer\'s e-mail in the refusal; if asked again or a consent is read, "Nein! Jo heisst auf Albanisch nein": refused, nobody kept',
    tags: ['german', 'consent', 'consent-with-email', 'negation', 'emoji'],
    locale: 'de',
    defaultCountry: 'CH',
    says: [
      'Jo, jo, faleminderit. Ich will nicht, dass Sie jemanden kontaktieren. Mein Bauführer Reto Baumgartner (reto.baumgartner@implenia.com) weiss noch nicht, dass ich gehe',
      {
        retry: 'Nein! Jo heisst auf Albanisch nein 😅 Bitte niemanden kontaktieren',
        key: 'consent',
      },
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  // ───────────── Fifteenth blind set (2026-11-30)
  {
    id: 'de-i60',
    title:
      'A nurse back from Dublin: "Jo, passt. Go for it 👍", her ward manager "Aoife Ní Bhriain, CNM2 (Clinical Nurse Manager)" (the Irish particle Ní belongs to the surname; CNM2 is a manager) with an Irish mobile in local format ("087 123 4567", asked which country: +353 87 …), "Seán O\'Sullivan" with a fada and an apostrophe, sent a second time after "Ist das angekommen? Mein Netz ist schlecht. Nochmal: …" (one referee, not two), a Praxisanleiterin from her training in Essen, "That\'s it – das wars. Go raibh maith agat! ☘️"',
    tags: ['german', 'consent', 'multi-referee', 'foreign-phone', 'done-phrase', 'emoji'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Jo, passt. Go for it 👍',
      'Meine Chefin in Dublin: Aoife Ní Bhriain, CNM2 (Clinical Nurse Manager) auf meiner Station im Mater Hospital, aoife.nibhriain@mater.ie, 087 123 4567',
      { retry: 'Irland, also +353', key: 'phone:Aoife' },
      "Und Seán O'Sullivan, Staff Nurse, mein Kollege auf derselben Station, sean.osullivan@mater.ie",
      "Ist das angekommen? Mein Netz ist schlecht. Nochmal: Seán O'Sullivan, Staff Nurse, Kollege, sean.osullivan@mater.ie",
      'Und hier in Deutschland meine Praxisanleiterin aus der Ausbildung am Uniklinikum Essen, Frau Gudrun Peters, g.peters@uk-essen.de',
      "That's it – das wars. Go raibh maith agat! ☘️",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Aoife', 'Ní Bhriain', 'aoife.nibhriain@mater.ie', 'manager', '+353871234567'),
        c('Seán', "O'Sullivan", 'sean.osullivan@mater.ie', 'colleague'),
        c('Gudrun', 'Peters', 'g.peters@uk-essen.de', ['teacher', 'mentor']),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i61',
    title:
      'Hamburg, a Nigerian electrical engineer writing Pidgin and German: "No wahala o 🙂 Ja, kein Problem, you fit contact dem" (a yes that opens with "No"), a numbered list after "Abeg make I list dem" with the titles "Engr." and "Dr. (Mrs.)" before names, "my oga (Chef)" for a manager, a Nigerian mobile in local format ("0803 123 4567", asked which country: +234 803 …), a lecturer with no phone, a Hamburg landline with an extension ("Tel. 040 2889-4417"), "Pastor Emeka" with no surname and no contact, then "Ach nee, lass den Pastor weg. Na only dem three. Das wars"',
    tags: [
      'german',
      'consent',
      'negation',
      'list',
      'multi-referee',
      'foreign-phone',
      'filler',
      'correction',
      'done-phrase',
      'emoji',
    ],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'No wahala o 🙂 Ja, kein Problem, you fit contact dem',
      'Abeg make I list dem:\n1. Engr. Tunde Bakare – my oga (Chef) bei Julius Berger in Lagos, tunde.bakare@julius-berger.com, 0803 123 4567\n2. Dr. (Mrs.) Ngozi Eze – meine Dozentin an der University of Nigeria, Nsukka, ngozi.eze@unn.edu.ng',
      { retry: 'Nigeria, +234', key: 'phone:Tunde' },
      'Und hier in Hamburg mein Teamleiter bei Siemens Energy, Herr Jörg Kramer, joerg.kramer@siemens-energy.com, Tel. 040 2889-4417',
      'Pastor Emeka vom Chor kann auch was sagen, aber der hat keine Mail, nur WhatsApp. Die Nummer such ich noch',
      'Ach nee, lass den Pastor weg. Na only dem three. Das wars',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Tunde', 'Bakare', 'tunde.bakare@julius-berger.com', 'manager', '+2348031234567'),
        c('Ngozi', 'Eze', 'ngozi.eze@unn.edu.ng', ['teacher', 'mentor']),
        c('Jörg', 'Kramer', 'joerg.kramer@siemens-energy.com', 'manager', '+494028894417'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i62',
    title:
      'Hamburg, a shipbroker pasting a LinkedIn card ("Clemens Freiherr von Weichs (er/ihm) · 2.", a headline with "|", "500+ Kontakte", "Nachricht"; the Freiherr is part of the surname; his e-mail typed under it) and an e-mail signature from New York with a US mobile in local format ("M (917) 382-4610", asked which country: +1) and an address in mixed case ("Sandra.KLEIN@AtlanticDryCargo.com", stored lowercase), a "Kapitän" who was a client with a German mobile, "Mehr hab ich nicht, das wären alle."',
    tags: ['german', 'consent', 'signature', 'multi-referee', 'foreign-phone', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Ja, gerne.',
      'Ich kopier Ihnen das von LinkedIn rein:\n\nClemens Freiherr von Weichs (er/ihm) · 2.\nGeschäftsführer bei Weichs Chartering GmbH | Dry Bulk | Ship Finance\nHamburg, Deutschland · Kontaktinfo\n500+ Kontakte\nNachricht\n\nDas war mein Chef. Mail: c.vonweichs@weichs-chartering.de',
      'Und meine Kollegin aus der Zeit in New York, hier ihre Signatur:\n\nBest regards,\nSandra Klein\nSenior Broker | Atlantic Dry Cargo LLC\n1 Battery Park Plaza, New York\nM (917) 382-4610\nSandra.KLEIN@AtlanticDryCargo.com',
      { retry: 'USA, also +1', key: 'phone:Sandra' },
      'Und Kapitän Jens Ohlsen, für den hab ich die Schiffe befrachtet, er war quasi mein Kunde. jens.ohlsen@gmx.net, 0171 5550123',
      'Mehr hab ich nicht, das wären alle.',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Clemens', 'Freiherr von Weichs', 'c.vonweichs@weichs-chartering.de', 'manager'),
        c('Sandra', 'Klein', 'sandra.klein@atlanticdrycargo.com', 'colleague', '+19173824610'),
        c('Jens', 'Ohlsen', 'jens.ohlsen@gmx.net', 'client', '+491715550123'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i63',
    title:
      'A Greek candidate back in Thessaloniki after years in Munich hotels: "Ne, vevaia! 🙂" is Greek for "yes, of course" and looks like a German no (asked again: "Ja! Sorry, ne heißt auf Griechisch ja"), "Κυρία (Frau) Eleni Papadaki" (the title in Greek script is no name) with a Greek mobile in local format ("697 123 4567", asked which country: +30), a Munich boss named and then struck ("Ochi, Moment – nicht Florian, streichen Sie ihn bitte. Mein richtiger Chef war …"; ochi is Greek no), "Τέλος – das wars. Efcharistó!"',
    tags: [
      'german',
      'consent',
      'negation',
      'multi-referee',
      'foreign-phone',
      'correction',
      'done-phrase',
      'emoji',
    ],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Ne, vevaia! 🙂',
      {
        retry: 'Ja! Sorry, "ne" heißt auf Griechisch ja 😄 Sie dürfen sie kontaktieren',
        key: 'consent',
      },
      'Meine Chefin im Hotel Makedonia Palace in Thessaloniki, Κυρία (Frau) Eleni Papadaki, Front Office Managerin, e.papadaki@makedoniapalace.gr, 697 123 4567',
      { retry: 'Griechenland, +30', key: 'phone:Eleni' },
      'Und in München mein Chef im Bayerischen Hof, Herr Florian Achleitner, f.achleitner@bayerischerhof.de',
      'Ochi, Moment – nicht Florian, streichen Sie ihn bitte. Florian war nur Schichtleiter. Mein richtiger Chef war Herr Matthias Reindl, Empfangschef, m.reindl@bayerischerhof.de',
      'Τέλος – das wars. Efcharistó! 🙏',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Eleni', 'Papadaki', 'e.papadaki@makedoniapalace.gr', 'manager', '+306971234567'),
        c('Matthias', 'Reindl', 'm.reindl@bayerischerhof.de', 'manager'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Sixteenth blind set (2026-11-30)
  {
    id: 'de-i64',
    title:
      'Frankfurt, a Korean hotel receptionist: "네, 괜찮아요! Ja, passt 😊", her team leader in Seoul given over two messages ("Kim Min-jun 팀장님" with the honorific "team leader" in Hangul after the name, then "Kim ist der Nachname 😊 Vorname Min-jun …"), a Korean mobile in local format ("010-2345-6789", asked which country: +82), her trainer "Frau Birgit Scholz-Albrecht" with a Frankfurt landline, "Tobi – Tobias Lindner" with an e-mail split by autocorrect ("gmx. de"), "이게 다예요 – das ist alles"',
    tags: ['german', 'consent', 'multi-referee', 'foreign-phone', 'typos', 'done-phrase', 'emoji'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      '네, 괜찮아요! Ja, passt 😊',
      'Mein Teamleiter im Lotte Hotel in Seoul war Kim Min-jun 팀장님',
      'Kim ist der Nachname 😊 Vorname Min-jun. minjun.kim@lottehotel.com, 010-2345-6789',
      { retry: 'Südkorea, +82', key: 'phone:Min-jun' },
      'Und hier in Frankfurt meine Ausbilderin im Steigenberger, Frau Birgit Scholz-Albrecht. Mail birgit.scholz-albrecht@steigenberger.de, Tel. 069 2150 4417',
      'Und mein Kollege Tobi – Tobias Lindner – von der Rezeption, tobi.lindner@gmx. de',
      '이게 다예요 – das ist alles. 감사합니다!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Min-jun', 'Kim', 'minjun.kim@lottehotel.com', 'manager', '+821023456789'),
        c(
          'Birgit',
          'Scholz-Albrecht',
          'birgit.scholz-albrecht@steigenberger.de',
          ['teacher', 'mentor', 'manager'],
          '+496921504417',
        ),
        c('Tobias', 'Lindner', 'tobi.lindner@gmx.de', 'colleague'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i65',
    title:
      'Bielefeld, an East Westphalian junior doctor: "Jau, können Sie machen.", "Frau Dr. med. Annegret Meyer zu Erpen" (a Westphalian farm-name surname with "zu") given over two messages ("Moment, such grad die Nummer raus" / "So: 05 21 / 7 72 - 0, Durchwahl 4417": the switchboard\'s 0 replaced by the extension, +49 521 772 4417; "evkb. de" split by autocorrect), "Schorsch, also eigentlich Georg Brinkmann" (a nickname) with a comma in the e-mail\'s domain ("gmx,net"), "Feddich."',
    tags: ['german', 'consent', 'multi-referee', 'filler', 'typos', 'done-phrase', 'short'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Jau, können Sie machen.',
      'Die Chefärztin von der Inneren, Frau Dr. med. Annegret Meyer zu Erpen. Moment, such grad die Nummer raus',
      'So: 05 21 / 7 72 - 0, Durchwahl 4417. Mail a.meyerzuerpen@evkb. de',
      'Und Schorsch, also eigentlich Georg Brinkmann, Oberarzt, war mein Mentor im ersten Jahr. Handy 0171 2345678, georg.brinkmann@gmx,net',
      'Feddich.',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Annegret', 'Meyer zu Erpen', 'a.meyerzuerpen@evkb.de', 'manager', '+495217724417'),
        c(
          'Georg',
          'Brinkmann',
          'georg.brinkmann@gmx.net',
          ['mentor', 'manager', 'colleague'],
          '+491712345678',
        ),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i66',
    title:
      'Vienna, a city clerk who changes her mind in the first message ("Na, lieber ned… wart. Doch, is eh okay. Ja, Sie dürfen.": a consent that opens with a no, confirmed), "Hofrat Dipl.-Ing. Walter Pospischil" (two titles before the name) with a Vienna city landline "(01) 4000-84417", "Und die Vroni" alone, then "Veronika Hrdlička-Stojanović heißt sie richtig 😅 … aus der MA 48" (a nickname resolved in the next message, a háček in a double surname, "MA 48" is a municipal department, not a number to keep), an Austrian mobile with a slash, "Passt, fertig"',
    tags: [
      'german',
      'consent',
      'correction',
      'multi-referee',
      'number-in-word',
      'done-phrase',
      'emoji',
    ],
    locale: 'de',
    defaultCountry: 'AT',
    says: [
      'Na, lieber ned… wart. Doch, is eh okay. Ja, Sie dürfen.',
      { tapConfirm: true },
      { retry: 'Ja', key: 'consent' },
      'Mein Abteilungsleiter im Magistrat: Hofrat Dipl.-Ing. Walter Pospischil, walter.pospischil@wien.gv.at, (01) 4000-84417',
      'Und die Vroni',
      'Veronika Hrdlička-Stojanović heißt sie richtig 😅 Meine Kollegin aus der MA 48, v.hrdlicka@gmx.at, 0676/987 65 43',
      'Passt, fertig. Danke vielmals!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Walter', 'Pospischil', 'walter.pospischil@wien.gv.at', 'manager', '+431400084417'),
        c('Veronika', 'Hrdlička-Stojanović', 'v.hrdlicka@gmx.at', 'colleague', '+436769876543'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i67',
    title:
      'Back in Cologne after a working holiday in Sydney: "Too easy 👍 ja, passt" (Australian for yes), "Dazza – Darren Whitfield" (an Australian nickname before the name) with an e-mail written out ("darren.whitfield at bunnings dot com dot au") and an Australian mobile in local format ("0412 345 678", asked which country: +61), "Bec (Rebecca) Nguyen-Walsh" with a Sydney landline "(02) 9876 5432" (asked which country), a shift lead from a Cologne internship, "Reckon das wars. Cheers!"',
    tags: ['german', 'consent', 'multi-referee', 'foreign-phone', 'filler', 'done-phrase', 'emoji'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Too easy 👍 ja, passt',
      'Mein Boss in Sydney war Dazza – Darren Whitfield, Store Manager bei Bunnings in Parramatta. darren.whitfield at bunnings dot com dot au, Mobile 0412 345 678',
      { retry: 'Australien, +61', key: 'phone:Darren' },
      'Und Bec (Rebecca) Nguyen-Walsh, mit ihr hab ich im Café in Bondi gearbeitet, bec.nw@outlook.com, (02) 9876 5432',
      { retry: 'Auch Australien, Festnetz in Sydney', key: 'phone:Rebecca' },
      'Und hier in Köln meine Schichtleiterin aus dem Praktikum, Frau Sandra Ohm, s.ohm@rewe.de',
      'Reckon das wars. Cheers!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Darren', 'Whitfield', 'darren.whitfield@bunnings.com.au', 'manager', '+61412345678'),
        c('Rebecca', 'Nguyen-Walsh', 'bec.nw@outlook.com', 'colleague', '+61298765432'),
        c('Sandra', 'Ohm', 's.ohm@rewe.de', 'manager'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Seventeenth blind set (2026-11-30)
  {
    id: 'de-i68',
    title:
      'Frankfurt, a Moroccan-German bank clerk writing German with Darija: "Wakha, ja klar 👍" (wakha is okay), her boss in Casablanca "Si Mohammed Alaoui" ("Si" is an honorific, not a first name) with a Moroccan mobile in local format that looks French ("06 61 23 45 67", asked which country: +212), "Lalla… sorry 😅 Frau Fatima Zahra Benjelloun" (Lalla is the honorific for a woman; "Fatima Zahra" is a two-part first name) with a Frankfurt switchboard extension "069 136-24417", a colleague with an e-mail only, "Safi, das wars. Choukran!"',
    tags: ['german', 'consent', 'filler', 'multi-referee', 'foreign-phone', 'done-phrase', 'emoji'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Wakha, ja klar 👍',
      'Mein Chef in Casablanca bei der Bank war Si Mohammed Alaoui, Filialleiter. m.alaoui@banque-atlas.ma, 06 61 23 45 67',
      { retry: 'Marokko! +212. Sieht französisch aus, ich weiß 😄', key: 'phone:Mohammed' },
      'Und hier in Frankfurt meine Teamleiterin, Lalla… sorry 😅 Frau Fatima Zahra Benjelloun, bei uns sagt man Lalla zu Frauen, die man respektiert. fatimazahra.benjelloun@commerzbank.com, 069 136-24417',
      'Und mein Kollege aus dem Team, Youssef El Amrani, youssef.elamrani@gmail.com',
      'Safi, das wars. Choukran!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Mohammed', 'Alaoui', 'm.alaoui@banque-atlas.ma', 'manager', '+212661234567'),
        c(
          'Fatima Zahra',
          'Benjelloun',
          'fatimazahra.benjelloun@commerzbank.com',
          'manager',
          '+496913624417',
        ),
        c('Youssef', 'El Amrani', 'youssef.elamrani@gmail.com', 'colleague'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i69',
    title:
      'Back from Buenos Aires, an Argentine-German teacher who names a referee before consent is asked ("Hola! Bevor Sie fragen 😄 …": consent asked, then "Sí, claro! Ja, Sie dürfen"; the referee already named is kept), "Lic. Carolina Hoffmann" (Licenciada, a title) with an Argentine mobile in local format with the "15" ("Cel. 11 15-4567-8901", asked which country: +54 9 11 4567 8901), "Ing. Martín Schröder (con tilde 😄)", "Nada más – das wars. Chau!"',
    tags: [
      'german',
      'spanish',
      'consent',
      'filler',
      'multi-referee',
      'foreign-phone',
      'done-phrase',
      'emoji',
    ],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Hola! Bevor Sie fragen 😄 meine Referenz Nummer 1: Lic. Carolina Hoffmann, meine Chefin an der deutschen Schule in Buenos Aires (Colegio Goethe), choffmann@colegiogoethe.edu.ar, Cel. 11 15-4567-8901',
      { retry: 'Sí, claro! Ja, Sie dürfen sie kontaktieren', key: 'consent' },
      { retry: 'Argentinien, Buenos Aires', key: 'phone:Carolina' },
      'Und Ing. Martín Schröder (con tilde 😄), mein Betreuer im Praktikum bei Siemens in Buenos Aires, martin.schroeder@siemens.com',
      'Nada más – das wars. Chau!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Carolina', 'Hoffmann', 'choffmann@colegiogoethe.edu.ar', 'manager', '+5491145678901'),
        c('Martín', 'Schröder', 'martin.schroeder@siemens.com', ['mentor', 'manager']),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i70',
    title:
      'Near Opole, an Upper Silesian of the German minority writing German with Silesian and Polish: "Jo, ale nie mojego aktualnego szefa 😅 Also ja, aber bitte nicht meinen jetzigen Chef" (Silesian "jo" is yes: a consent with a condition, confirmed), a teacher from Groß Strehlitz (Strzelce Opolskie), "Henryk Kubiczek – auf Deutsch sagt er Heinrich, aber im Ausweis steht Henryk" (kept as in his papers) with a Polish landline without a trunk 0 ("77 461 23 45", asked which country: +48) and no e-mail, a colleague "aber NICHT der Chef", "To wszystko, fertig. Dziynkuja!"',
    tags: [
      'german',
      'consent',
      'multi-referee',
      'foreign-phone',
      'negation',
      'done-phrase',
      'emoji',
    ],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Jo, ale nie mojego aktualnego szefa 😅 Also ja, aber bitte nicht meinen jetzigen Chef',
      { tapConfirm: true },
      { retry: 'Ja', key: 'consent' },
      'Meine Deutschlehrerin vom Gymnasium in Groß Strehlitz (Strzelce Opolskie), Frau Gerda Mainka, g.mainka@wp.pl',
      'Und mein alter Meister aus der Kfz-Werkstatt, Henryk Kubiczek – auf Deutsch sagt er Heinrich, aber im Ausweis steht Henryk. Tel. 77 461 23 45, das ist Festnetz',
      { retry: 'Polen, +48', key: 'phone:Henryk' },
      { retry: 'Nein, Mail hat er nicht, er ist 67 😄', key: 'email:Henryk' },
      'A, i jeszcze – und noch eine Kollegin von jetzt, aber NICHT der Chef: Beata Wieczorek, beata.wieczorek@gmail.com, sie weiß Bescheid',
      'To wszystko, fertig. Dziynkuja!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Gerda', 'Mainka', 'g.mainka@wp.pl', 'teacher'),
        c('Henryk', 'Kubiczek', null, ['manager', 'teacher', 'mentor'], '+48774612345'),
        c('Beata', 'Wieczorek', 'beata.wieczorek@gmail.com', 'colleague'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i71',
    title:
      'Bremerhaven, a 16-year-old applying for an apprenticeship who types in lowercase: "muss das meine mama erlauben? bin erst 16" (a question back, no consent; then "ah ok. dann ja, passt 👍"), "meine klassenlehrerin frau yilmaz. vornamen weiß ich nich 🙈" then "hab nachgeguckt, steht auf der schulseite: Derya Yılmaz" (a first name looked up, a dotless ı after a lowercase "yilmaz"), "jens vom praktikum … nachnamen weiß ich auch nich, alle sagen nur jens" (kept without a surname and, asked, without an e-mail) with a German mobile, "das wars. bus kommt, muss los 🏃‍♀️"',
    tags: [
      'german',
      'consent',
      'question-back',
      'short',
      'typos',
      'multi-referee',
      'done-phrase',
      'emoji',
    ],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'muss das meine mama erlauben? bin erst 16',
      { retry: 'ah ok. dann ja, passt 👍', key: 'consent' },
      'meine klassenlehrerin frau yilmaz. vornamen weiß ich nich 🙈',
      'hab nachgeguckt, steht auf der schulseite: Derya Yılmaz. d.yilmaz@schule.bremerhaven.de',
      'und jens vom praktikum bei autohaus kruse in geestemünde, der war mein betreuer in der werkstatt. nachnamen weiß ich auch nich, alle sagen nur jens 😅 01523 4567890',
      { retry: 'hat er glaub ich nich, nur whatsapp', key: 'email:Jens' },
      'das wars. bus kommt, muss los 🏃‍♀️',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Derya', 'Yılmaz', 'd.yilmaz@schule.bremerhaven.de', 'teacher'),
        c('Jens', null, null, ['mentor', 'manager', 'teacher'], '+4915234567890'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Eighteenth blind set (2026-11-30)
  {
    id: 'de-i72',
    title:
      'Münster, a travel-agency clerk: "Jovel, machen Sie ruhig 👍" (Masematte, the Münster slang, for "great": consent), her boss "Frau Schmitz, geb. Becker – ich kenn sie noch als Frau Becker 😅 Vorname Lena" whose e-mail still has the maiden name (the surname is Schmitz; "geb." marks the birth name), a farmer with a Westphalian "genannt" name ("Hubertus Vennemann gen. Pröbsting") reached only through the farm shop\'s info@ address "z. Hd. Herrn Vennemann" and a landline, then a new mobile for "Frau Schmitz" sent later (named by her surname only), "Das wars, tschüss!"',
    tags: ['german', 'consent', 'multi-referee', 'filler', 'done-phrase', 'emoji'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Jovel, machen Sie ruhig 👍',
      'Meine Chefin im Reisebüro: Frau Schmitz, geb. Becker – ich kenn sie noch als Frau Becker 😅 Vorname Lena. Mail ist noch die alte: lena.becker@reisewelt-muenster.de',
      'Und Herr Hubertus Vennemann gen. Pröbsting vom Hof in Greven, da hab ich jeden Sommer im Hofladen gejobbt, er war da mein Chef. Eigene Mail hat er nicht, nur die vom Hofladen: info@hof-proebsting.de, z. Hd. Herrn Vennemann. Tel. 02571 12345',
      'Ach, und Frau Schmitz hat ne neue Handynummer, falls Sie lieber anrufen: 0151 98765432',
      'Das wars, tschüss!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Lena', 'Schmitz', 'lena.becker@reisewelt-muenster.de', 'manager', '+4915198765432'),
        c(
          'Hubertus',
          'Vennemann gen. Pröbsting',
          'info@hof-proebsting.de',
          'manager',
          '+49257112345',
        ),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i73',
    title:
      'Karlsruhe, an accountant and mother who pastes too much of her CV: a "REFERENZEN" block with "Dr." and a double name, "Tel.: +49 721 599-1234" (an extension with a hyphen), "Maaß" with ß and "maass" in the e-mail, followed by "SPRACHKENNTNISSE", "EDV-KENNTNISSE" ("SAP FI/CO, DATEV") and her own signature line ("Karlsruhe, im November 2026\\nSimone Albrecht": the candidate herself, not a referee), then "Oh, zu viel kopiert 🙈 … unten das bin ich selbst", a pause ("muss schnell die Kleine von der Kita holen, bin in 20 min wieder da") and she comes back with the relationships ("So, wieder da. Wo war ich? …"), "Das sind alle"',
    tags: [
      'german',
      'consent',
      'list',
      'multi-referee',
      'signature',
      'off-topic',
      'long',
      'done-phrase',
      'emoji',
    ],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Ja, einverstanden.',
      'Ich kopier das einfach aus meinem Lebenslauf:\n\nREFERENZEN\n\nDr. Claudia Weiß-Hartung\nLeiterin Controlling, Stadtwerke Karlsruhe GmbH\nTel.: +49 721 599-1234\nE-Mail: c.weiss-hartung@stadtwerke-karlsruhe.de\n\nJürgen Maaß\nSachbearbeiter Kreditoren, Stadtwerke Karlsruhe GmbH\nE-Mail: juergen.maass@stadtwerke-karlsruhe.de\n\nSPRACHKENNTNISSE\nEnglisch – verhandlungssicher\nFranzösisch – Grundkenntnisse\n\nEDV-KENNTNISSE\nSAP FI/CO, DATEV, MS Office\n\nKarlsruhe, im November 2026\nSimone Albrecht',
      'Oh, zu viel kopiert 🙈 Nur die zwei oben sind Referenzen, unten das bin ich selbst',
      'Moment, muss schnell die Kleine von der Kita holen, bin in 20 min wieder da',
      'So, wieder da. Wo war ich? Ach ja: Frau Dr. Weiß-Hartung war meine Chefin, Herr Maaß ein Kollege aus dem Team',
      'Das sind alle',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Claudia',
          'Weiß-Hartung',
          'c.weiss-hartung@stadtwerke-karlsruhe.de',
          'manager',
          '+497215991234',
        ),
        c('Jürgen', 'Maaß', 'juergen.maass@stadtwerke-karlsruhe.de', 'colleague'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i74',
    title:
      'Prüm (Eifel), a master butcher writing Eifel Platt: "Jo, dat jeht in Ordnung" (consent), his mother as his first referee ("Ich weiß, Familie zählt vielleicht nicht, aber … sie war halt meine Chefin") with no e-mail (asked: "Nee, wirklich keine") and a postal address beside the phone ("Hahnplatz 14, 54595 Prüm. Telefon 06551 1234": the house number and postcode are not the phone), the guild master who examined him ("der hat meine Meisterprüfung abgenommen"), "Dat wor et"',
    tags: [
      'german',
      'consent',
      'multi-referee',
      'filler',
      'number-in-word',
      'done-phrase',
      'emoji',
    ],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Jo, dat jeht in Ordnung',
      'Erste Referenz is meine Mutter, Gertrud Klein. Ich weiß, Familie zählt vielleicht nicht, aber bei ihr hab ich in der Metzgerei gelernt und danach 8 Jahre gearbeitet, sie war halt meine Chefin. Mail hat sie keine. Adresse: Metzgerei Klein, Hahnplatz 14, 54595 Prüm. Telefon 06551 1234',
      { retry: 'Nee, wirklich keine. Die Mama macht alles am Telefon 😄', key: 'email:Gertrud' },
      'Und der Obermeister von der Fleischer-Innung, Herr Peter Hoffmann, der hat meine Meisterprüfung abgenommen: p.hoffmann@fleischer-innung-eifel.de',
      'Dat wor et. Schönen Tach noch!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Gertrud', 'Klein', null, ['manager', 'other'], '+4965511234'),
        c('Peter', 'Hoffmann', 'p.hoffmann@fleischer-innung-eifel.de', [
          'other',
          'teacher',
          'mentor',
        ]),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i75',
    title:
      'Vienna, a Slovak hotel receptionist who commutes from Bratislava: "Áno, jasné – ja, passt 👍", a married couple as two bosses with Slovak surname forms ("Peter Horváth, und seine Frau Ľubica Horváthová": her surname is Horváthová, not Horváth), the hotel\'s general address withdrawn in the same message ("recepcia@… – nee, stop, das ist die allgemeine Hotelmail. Richtig: …"), a Slovak mobile in local format ("0905 123 456", asked which country: +421), "Mag.a Sabine Leitgeb" (the Austrian feminine Magistra), "To je všetko – das wars. Ďakujem!"',
    tags: [
      'german',
      'consent',
      'multi-referee',
      'foreign-phone',
      'correction',
      'done-phrase',
      'emoji',
    ],
    locale: 'de',
    defaultCountry: 'AT',
    says: [
      'Áno, jasné – ja, passt 👍',
      'In Bratislava hab ich im Hotel Dunaj gearbeitet. Mein Chef war Peter Horváth, und seine Frau Ľubica Horváthová war die Rezeptionsleiterin, also auch meine Chefin. recepcia@hoteldunaj.sk – nee, stop, das ist die allgemeine Hotelmail. Richtig: peter.horvath@hoteldunaj.sk und lubica.horvathova@hoteldunaj.sk',
      'Peter Handy: 0905 123 456',
      { retry: 'Slowakei, +421', key: 'phone:Peter' },
      'Und hier in Wien meine Abteilungsleiterin im Hotel Kaiserhof, Mag.a Sabine Leitgeb, s.leitgeb@kaiserhof-wien.at',
      'To je všetko – das wars. Ďakujem!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Peter', 'Horváth', 'peter.horvath@hoteldunaj.sk', 'manager', '+421905123456'),
        c('Ľubica', 'Horváthová', 'lubica.horvathova@hoteldunaj.sk', 'manager'),
        c('Sabine', 'Leitgeb', 's.leitgeb@kaiserhof-wien.at', 'manager'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Nineteenth blind set (2026-11-30)
  {
    id: 'de-i76',
    title:
      'Aachen, a Cameroonian engineering graduate: "On est ensemble 😄 Ja, einverstanden" (Camfranglais beside a plain yes), a numbered list in the Cameroonian CV style with the surname first in capitals ("Pr. NGO BIYONG Marie-Claire … Ngo Biyong ist der Nachname, Ngo heißt „Tochter von“": a Bassa particle that is part of the surname, "Pr." for Professeur) with a Cameroonian mobile in local format without a trunk 0 ("6 99 12 34 56", asked which country: +237), "Dipl.-Ing. Jörg TAPPE" whose office number with an extension comes in a later message, "C\'est tout – das wars. Merci!"',
    tags: [
      'german',
      'french',
      'consent',
      'list',
      'multi-referee',
      'foreign-phone',
      'done-phrase',
      'emoji',
    ],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'On est ensemble 😄 Ja, einverstanden, Sie können sie kontaktieren',
      'Meine Referenzen, wie in meinem CV (bei uns schreibt man den Nachnamen zuerst und groß):\n1) Pr. NGO BIYONG Marie-Claire, Betreuerin meiner Masterarbeit an der Universität Douala, mc.ngobiyong@univ-douala.cm, 6 99 12 34 56. Ngo Biyong ist der Nachname, Ngo heißt „Tochter von“\n2) Dipl.-Ing. TAPPE Jörg, mein Betreuer im Praktikum bei der STAWAG in Aachen, joerg.tappe@stawag.de',
      { retry: 'Kamerun, +237', key: 'phone:Marie-Claire' },
      'Ah, und die Nummer von Herrn Tappe im Büro: 0241 181-1234',
      "C'est tout – das wars. Merci!",
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Marie-Claire',
          'Ngo Biyong',
          'mc.ngobiyong@univ-douala.cm',
          ['teacher', 'mentor'],
          '+237699123456',
        ),
        c('Jörg', 'Tappe', 'joerg.tappe@stawag.de', ['mentor', 'manager'], '+492411811234'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i77',
    title:
      'Vienna, a Chinese graduate from Qingdao (the former German leasehold): "好的，没问题！Ja, gerne 😊", a professor with the family name first and said so ("Zhang Yuxin, Zhang ist der Familienname") with a Chinese mobile in local format ("138 6392 4517", asked which country: +86), "Li Na (Li ist Nachname)" with only a numeric QQ address ("2876543210@qq.com": digits that are an e-mail, not a phone), "还有 – und noch" her Viennese boss "Mag. Thomas Wallner" with an Austrian mobile in an Austrian tenant, "就这些 – das ist alles"',
    tags: [
      'german',
      'consent',
      'multi-referee',
      'foreign-phone',
      'number-in-word',
      'done-phrase',
      'emoji',
    ],
    locale: 'de',
    defaultCountry: 'AT',
    says: [
      '好的，没问题！Ja, gerne 😊',
      'Meine Professorin an der Ocean University in Qingdao: Zhang Yuxin, Zhang ist der Familienname, Vorname Yuxin. zhangyuxin@ouc.edu.cn, Handy 138 6392 4517',
      { retry: 'China, +86', key: 'phone:Yuxin' },
      'Und meine Kollegin vom Praktikum hier in Wien, Li Na (Li ist Nachname). Sie hat nur QQ-Mail: 2876543210@qq.com',
      '还有 – und noch mein Chef im Praktikum, Mag. Thomas Wallner, t.wallner@asiatrade.at, 0676 512 3344',
      '就这些 – das ist alles. Danke!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Yuxin', 'Zhang', 'zhangyuxin@ouc.edu.cn', ['teacher', 'mentor'], '+8613863924517'),
        c('Na', 'Li', '2876543210@qq.com', 'colleague'),
        c('Thomas', 'Wallner', 't.wallner@asiatrade.at', 'manager', '+436765123344'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i78',
    title:
      'Usedom (Vorpommern), a 61-year-old retraining as a caretaker who types everything in capitals without punctuation and without umlauts: "JO DAT KANN MAN MAKEN" (Low German consent), "MOMENT BRILLE SUCHEN" (a message that answers nothing), "MEIN ALTER POLIER KLAUS-DIETER SCHROEDER … HANDY 0173 4567890 EMAIL HAT ER KEINE" (names in capitals recorded capitalised as written, "oe" kept; no e-mail said up front, not asked), "FRAU BIRGIT LUEDTKE B.LUEDTKE@BFW-GREIFSWALD.DE" (an e-mail in capitals is lower case), "DAS WARS MEHR HAB ICH NICH"',
    tags: ['german', 'consent', 'multi-referee', 'off-topic', 'typos', 'done-phrase', 'short'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'JO DAT KANN MAN MAKEN',
      'MOMENT BRILLE SUCHEN',
      'MEIN ALTER POLIER KLAUS-DIETER SCHROEDER VON DER BAUFIRMA IN WOLGAST HANDY 0173 4567890 EMAIL HAT ER KEINE',
      'DANN NOCH DIE FRAU VOM UMSCHULUNGSKURS WO ICH JETZ HAUSMEISTER LERNE FRAU BIRGIT LUEDTKE B.LUEDTKE@BFW-GREIFSWALD.DE DIE IS MEINE AUSBILDERIN',
      'DAS WARS MEHR HAB ICH NICH',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Klaus-Dieter', 'Schroeder', null, 'manager', '+491734567890'),
        c('Birgit', 'Luedtke', 'b.luedtke@bfw-greifswald.de', ['teacher', 'mentor']),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i79',
    title:
      'Kassel, an Indonesian nurse recruited from Surabaya: "Iya, boleh 🙏 Ja, Sie dürfen", the Javanese honorifics "Bu" and "Pak" before names, explained ("Bu ist wie Frau", "Pak ist wie Herr": not first names), "Kepala Ruangan (Stationsleitung)" for a manager, an Indonesian mobile in local format ("0812-3456-7890", asked which country: +62), a lecturer with a single name ("Er hat nur einen Namen, nur Sutrisno, das ist normal in Java": no surname), a Praxisanleiterin in Kassel, "Sudah, itu saja. Das wars, terima kasih!"',
    tags: ['german', 'consent', 'multi-referee', 'foreign-phone', 'filler', 'done-phrase', 'emoji'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Iya, boleh 🙏 Ja, Sie dürfen',
      'Meine Kepala Ruangan (Stationsleitung) im Krankenhaus in Surabaya war Bu Sri Wahyuni. Bu ist wie Frau. sri.wahyuni@rsud-surabaya.go.id, 0812-3456-7890',
      { retry: 'Indonesien, +62', key: 'phone:Sri' },
      'Und mein Dosen (Lehrer) von der Pflegeschule, Pak Sutrisno. Pak ist wie Herr. Er hat nur einen Namen, nur Sutrisno, das ist normal in Java. sutrisno.akper@gmail.com',
      'Und hier in Kassel meine Praxisanleiterin, Frau Gabriele Heuser, gabriele.heuser@klinikum-kassel.de',
      'Sudah, itu saja. Das wars, terima kasih!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Sri', 'Wahyuni', 'sri.wahyuni@rsud-surabaya.go.id', 'manager', '+6281234567890'),
        c('Sutrisno', null, 'sutrisno.akper@gmail.com', 'teacher'),
        c('Gabriele', 'Heuser', 'gabriele.heuser@klinikum-kassel.de', [
          'mentor',
          'teacher',
          'manager',
        ]),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i80',
    title:
      'Kempten (Allgäu), a dairy technologist who forwards her referee\'s reply instead of typing: "Jo, des goht in Ordnung", a forwarded e-mail with its header ("Von: Brigitte Zettler <b.zettler@…>", "Gesendet: Donnerstag, 26. November 2026 09:14", "An: Lisa Hummel <lisa.hummel@gmx.de>": the candidate\'s own address is no referee) and a signature with "Tel. +49 831 52163-14 · Fax +49 831 52163-99" (the fax is not the phone) beside a street, a postcode and a web address, her vocational-school teacher in a later message, "Des wär\'s. Servus!"',
    tags: ['german', 'consent', 'signature', 'multi-referee', 'long', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Jo, des goht in Ordnung',
      'Meine Chefin in der Käserei hat schon zugesagt, ich leit Ihnen einfach ihre Mail weiter:\n\n---------- Weitergeleitete Nachricht ---------\nVon: Brigitte Zettler <b.zettler@allgaeuer-bergkaese.de>\nGesendet: Donnerstag, 26. November 2026 09:14\nAn: Lisa Hummel <lisa.hummel@gmx.de>\nBetreff: AW: Referenz\n\nLiebe Frau Hummel,\n\nselbstverständlich stehe ich Ihnen gerne als Referenz zur Verfügung. Geben Sie meine Daten ruhig weiter.\n\nHerzliche Grüße aus der Käserei\n\nBrigitte Zettler\nBetriebsleiterin\nAllgäuer Bergkäserei Zettler GmbH & Co. KG\nKäsgasse 3 · 87435 Kempten (Allgäu)\nTel. +49 831 52163-14 · Fax +49 831 52163-99\nwww.allgaeuer-bergkaese.de',
      'Und mein Lehrer von der Berufsschule, Herr Anton Rietzler, anton.rietzler@bs-kempten.de',
      "Des wär's. Servus!",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Brigitte', 'Zettler', 'b.zettler@allgaeuer-bergkaese.de', 'manager', '+498315216314'),
        c('Anton', 'Rietzler', 'anton.rietzler@bs-kempten.de', 'teacher'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Twentieth blind set, intake
  {
    id: 'de-i81',
    title:
      'A nursing assistant in Graz (an Austrian tenant), Styrian: "Passt, machts des ruhig" (yes), her ward manager with a nursing title before the name ("DGKP Sabine Url") reachable only on the ward\'s landline ("0316 385-81234"), a colleague from Maribor with a Slovenian name and a Slovenian mobile in local format ("041 234 567": asked which country, +386), her address in a message of its own, "die Frau Dr. Elisabeth Hofer-Wagner, die Tochter von einer Bewohnerin" (the daughter of a resident: a client, or other; a double surname) with an Austrian mobile in international format and no e-mail, "Des wars eh scho. Baba und danke!"',
    tags: ['german', 'consent', 'multi-referee', 'foreign-phone', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'AT',
    says: [
      'Passt, machts des ruhig',
      'Meine Stationsleitung im LKH war DGKP Sabine Url, sabine.url@pflege-lkh-graz.at. A Handynummer hab i ned, nur die Station: 0316 385-81234',
      'Dann mei Kollegin aus Maribor, mir ham zsamm im Pflegeheim in Leibnitz garbeitet, Mojca Kovačič, 041 234 567',
      { retry: 'Is a slowenische Nummer, +386', key: 'phone:Mojca' },
      'Ihre Mail: mojca.kovacic@gmail.com',
      'Und die Frau Dr. Elisabeth Hofer-Wagner, die Tochter von einer Bewohnerin im Heim. Die hat gsagt sie schreibt ma gern a Referenz. +43 699 12345678',
      { retry: 'Mail hab i von ihr keine, bitte anrufen', key: 'email:Elisabeth' },
      'Des wars eh scho. Baba und danke!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Sabine', 'Url', 'sabine.url@pflege-lkh-graz.at', 'manager', '+4331638581234'),
        c('Mojca', 'Kovačič', 'mojca.kovacic@gmail.com', 'colleague', '+38641234567'),
        c('Elisabeth', 'Hofer-Wagner', null, ['client', 'other'], '+4369912345678'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i82',
    title:
      'A warehouse worker at a parcel hub near Leipzig (a German tenant), Saxon: "Nu klar, könnse machen" (yes), his shift leader with a mobile and the address when asked, a former team leader who trained him ("die hat mich eingearbeitet") with a Turkish name typed without Turkish letters ("Ayse Yildiz", kept as written) and a mobile, her address promised for the evening ("such ich raus und schick se heut Abend"), then "Muss jetz los, Schicht fängt an. Rest kommt später 👋": he stops before he is done (open)',
    tags: ['german', 'consent', 'multi-referee', 'emoji', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Nu klar, könnse machen',
      'Mein Schichtleiter im Hub in Schkeuditz, Ronny Schulze, 0152 29876543',
      { retry: 'Mail: r.schulze@paketlogistik-mitte.de', key: 'email:Ronny' },
      'Und meine Teamleiterin von früher im Lager in Leipzig-Nord, Ayse Yildiz, die hat mich eingearbeitet. Handy 0176 43218765',
      { retry: 'Die Mail such ich raus und schick se heut Abend', key: 'email:Ayse' },
      'Muss jetz los, Schicht fängt an. Rest kommt später 👋',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Ronny', 'Schulze', 'r.schulze@paketlogistik-mitte.de', 'manager', '+4915229876543'),
        c('Ayse', 'Yildiz', null, ['manager', 'mentor'], '+4917643218765'),
      ],
    },
    outcome: 'open',
  },
  {
    id: 'de-i83',
    title:
      'A commercial clerk at an insurer in Winterthur (a Swiss tenant), Swiss German: a question back instead of an answer ("Muess ich das jetzt scho mache? Ich bin no ungekündigt und mini Chefin weiss nüt devo"), then "Nei, denn lieber nöd … tuet mer leid" (no consent), "Wenn\'s konkret wird, chönd Sie sich gern wieder mälde": nothing stored',
    tags: ['german', 'consent', 'question-back', 'negation', 'short'],
    locale: 'de',
    defaultCountry: 'CH',
    says: [
      'Grüezi. Muess ich das jetzt scho mache? Ich bin no ungekündigt und mini Chefin weiss nüt devo',
      'Nei, denn lieber nöd. Im Moment gib ich kei Referenze aa, tuet mer leid',
      "Wenn's konkret wird, chönd Sie sich gern wieder mälde. Merci",
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'de-i84',
    title:
      'A carpenter in Thun (a Swiss tenant), Bernese German: "Jo, isch guet, dörfed Sie" (yes), his apprenticeship master ("Lehrmeister") with a Swiss mobile, the e-mail signature of a German site manager pasted whole ("i.A. Frank Hellmuth", "i.A." being no part of the name; an office number ending in "-0" and a mobile, both in German local format, a street and a Konstanz postcode) and then "Am beschte ufs Handy" (the mobile; asked which country, +49), a customer whose kitchen he built ("e Kundin … Frau Dr. Regula Zimmermann-Aebi", a double surname) with an address only, "Das wär\'s, merci vilmal!"',
    tags: [
      'german',
      'consent',
      'signature',
      'multi-referee',
      'foreign-phone',
      'long',
      'done-phrase',
    ],
    locale: 'de',
    defaultCountry: 'CH',
    says: [
      'Jo, isch guet, dörfed Sie',
      'Min Lehrmeister i de Schreinerei: Ueli Bärtschi, 079 456 78 90, ueli@schreinerei-baertschi.ch',
      'Und de Chef vo de Montagefirma z Konstanz, wo ich 2 Jahr gschaffet ha. Sini Signatur:\n\nMit freundlichen Grüßen\n\ni.A. Frank Hellmuth\nMontageleitung\nHellmuth Innenausbau GmbH\nReichenaustraße 41 · 78467 Konstanz\nTel. 07531 98 76 54-0\nMobil 0171 2345678\nf.hellmuth@hellmuth-innenausbau.de',
      'Am beschte ufs Handy, im Büro isch nie öpper',
      { retry: 'Das isch e dütschi Nummer, +49', key: 'phone:Frank' },
      'Und no e Kundin, für die ich letscht Jahr d Chuchi gmacht ha: Frau Dr. Regula Zimmermann-Aebi, regula.zimmermann@bluewin.ch',
      { retry: 'Nummer han i nöd, nur d Mail', key: 'phone:Regula' },
      "Das wär's, merci vilmal!",
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Ueli',
          'Bärtschi',
          'ueli@schreinerei-baertschi.ch',
          ['manager', 'mentor', 'teacher'],
          '+41794567890',
        ),
        c('Frank', 'Hellmuth', 'f.hellmuth@hellmuth-innenausbau.de', 'manager', '+491712345678'),
        c('Regula', 'Zimmermann-Aebi', 'regula.zimmermann@bluewin.ch', 'client'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i85',
    title:
      'A doctoral student in Heidelberg applying for a postdoc (a German tenant): "Klar, gerne doch" (yes), her "Doktormutter" with two titles and a double surname ("Prof. Dr. Ursula Meier-Thalheim") and an institute number in international format with the "(0)" kept ("+49 (0)6221 54-1234"), the group leader of a research stay in Boston ("Dr. James O\'Connell", a surname with an apostrophe, "Er hat mich 6 Monate betreut") with a US number and his address when asked, "Das sollte reichen, danke!"',
    tags: ['german', 'consent', 'multi-referee', 'foreign-phone', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Klar, gerne doch',
      'Meine Doktormutter: Prof. Dr. Ursula Meier-Thalheim, Institut für Pharmakologie, u.meier-thalheim@pharma.uni-heidelberg.de, Tel. +49 (0)6221 54-1234',
      "Und der Gruppenleiter von meinem Forschungsaufenthalt in Boston, Dr. James O'Connell. Er hat mich 6 Monate betreut. +1 617 555 0148",
      { retry: 'Seine Mail: james.oconnell@bostonbiomed.org', key: 'email:James' },
      'Das sollte reichen, danke!',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Ursula',
          'Meier-Thalheim',
          'u.meier-thalheim@pharma.uni-heidelberg.de',
          ['manager', 'mentor', 'teacher'],
          '+496221541234',
        ),
        c(
          'James',
          "O'Connell",
          'james.oconnell@bostonbiomed.org',
          ['mentor', 'manager'],
          '+16175550148',
        ),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-second blind set, intake
  {
    id: 'de-i86',
    title:
      'A rolling-mill worker in Duisburg (a German tenant), Turkish-German: "Tamam, könnt ihr machen 👍" (yes), a numbered list with the Turkish honorifics after the first names ("Murat abi – Murat Aydın", "Canan abla, Canan Öztürk": abi and abla are elder brother and sister, no names), a dotless ı kept as typed, a vocational-school teacher known only as "Herr Pieper", then corrections by list position ("Bei 1 ist die Nummer falsch … richtig ist …", two digits swapped), two addresses in one message, the second with the full stop of the sentence after it, "Den Vornamen vom Pieper weiß ich nicht, lass den weg" (dropped), no phone for Canan, "Tamam, das wars. Sağ ol"',
    tags: ['german', 'consent', 'list', 'multi-referee', 'correction', 'emoji', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Tamam, könnt ihr machen 👍',
      'Also:\n1. Murat abi – Murat Aydın, mein Vorarbeiter im Walzwerk, 0157 34567890\n2. Canan abla, Canan Öztürk, die war meine Schichtleiterin bevor ich in die andere Halle gekommen bin\n3. Herr Pieper aus der Berufsschule, mein Klassenlehrer',
      'Bei 1 ist die Nummer falsch sorry, richtig ist 0157 34567809',
      'murat.aydin@walzwerk-ruhrort.de und Canan hat nur privat: canan.oeztuerk@gmx.de.',
      'Den Vornamen vom Pieper weiß ich nicht, lass den weg',
      { retry: 'Telefon von Canan hab ich nicht, nur die Mail', key: 'phone:Canan' },
      'Tamam, das wars. Sağ ol',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Murat', 'Aydın', 'murat.aydin@walzwerk-ruhrort.de', 'manager', '+4915734567809'),
        c('Canan', 'Öztürk', 'canan.oeztuerk@gmx.de', 'manager'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i87',
    title:
      'A Serbian bricklayer in Vienna (an Austrian tenant): "Može, passt eh. Ja" (yes), his foreman given with the Serbian honorific ("der Čika Mile – also Milorad Petrović", čika being uncle, Mile the short form) and an Austrian mobile cut in two by an early send ("0664 12" then "34 567 sorry zu früh weggeschickt"), no e-mail said up front ("der schreibt nur SMS"), his former boss in Belgrade with a .rs address and a Serbian mobile in local format ("064 123 4567": asked which country, +381), "To je to, das wars. Danke!"',
    tags: ['german', 'consent', 'multi-referee', 'foreign-phone', 'typos', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'AT',
    says: [
      'Može, passt eh. Ja',
      'Mein Polier war der Čika Mile – also Milorad Petrović. Handy 0664 12',
      '34 567 sorry zu früh weggeschickt',
      'Mail hat er keine, der schreibt nur SMS',
      'Und vorher in Belgrad war ich 6 Jahre bei einer Baufirma, da war mein Chef Dragan Nikolić, dragan.nikolic@gradnja-bg.rs, 064 123 4567',
      { retry: 'Das ist in Serbien, +381', key: 'phone:Dragan' },
      'To je to, das wars. Danke!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Milorad', 'Petrović', null, 'manager', '+436641234567'),
        c('Dragan', 'Nikolić', 'dragan.nikolic@gradnja-bg.rs', 'manager', '+381641234567'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i88',
    title:
      'A clerk at a logistics firm in Offenbach (a German tenant), Hessian: "Ei jo, gern. Aber bitte erst ab nächstem Montag …" (a yes held back until a date: confirmed), her boss pasted from Outlook in its display form ("Becker, Jörg (FIN-CO) <Joerg.Becker@mainlog-offenbach.de>": surname first, a department code in brackets, the address in mixed case) with no direct line ("nur die Zentrale"), a colleague first called "die Gabi" and then "Gabriele Schäfer" whose number is a WhatsApp link ("https://wa.me/4915123456789") and whose address comes when asked, "Des wär\'s, schönes Wochenende noch!"',
    tags: ['german', 'consent', 'signature', 'multi-referee', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      "Ei jo, gern. Aber bitte erst ab nächstem Montag, bis dahin hab ich's meinem Chef gesagt",
      { tapConfirm: true },
      'Meinen Chef könnt ihr dann gerne nehmen, hier aus Outlook kopiert: Becker, Jörg (FIN-CO) <Joerg.Becker@mainlog-offenbach.de>',
      {
        retry: 'Seine Durchwahl hab ich nicht, nur die Zentrale. Nehmt lieber die Mail',
        key: 'phone:Jörg',
      },
      'Und die Gabi aus der Buchhaltung, Gabriele Schäfer, wir saßen 5 Jahre zusammen im Büro. Die hat ne neue Nummer, hier ihr WhatsApp-Link: https://wa.me/4915123456789',
      { retry: 'gabi.schaefer@t-online.de', key: 'email:Gabriele' },
      "Des wär's, schönes Wochenende noch!",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Jörg', 'Becker', 'joerg.becker@mainlog-offenbach.de', 'manager'),
        c('Gabriele', 'Schäfer', 'gabi.schaefer@t-online.de', 'colleague', '+4915123456789'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i89',
    title:
      'An Afghan apprentice painter in Erfurt (a German tenant): "Bale, ja ok" (bale is Dari for yes), his master craftsman without a first name ("Herr Schubert … Vornamen weiß ich nicht") found in the next message ("Warte, steht auf der Rechnung: Andreas Schubert") with an Erfurt landline and an address, his vocational-school teacher with a German-Afghan married double surname ("Frau Dorothea Kühn-Rahimi", who "hat mir viel geholfen mit Deutsch") and an address, then a third referee only announced, with no name ("meinen alten Chef aus Herat … ich muss erst seine Nummer fragen. Ich schreibe morgen"): open',
    tags: ['german', 'consent', 'multi-referee', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Bale, ja ok',
      'Mein Meister ist Herr Schubert, Malerbetrieb Schubert in Erfurt. Vornamen weiß ich nicht',
      'Warte, steht auf der Rechnung: Andreas Schubert. 0361 5551234, a.schubert@maler-schubert-erfurt.de',
      'Und meine Lehrerin von der Berufsschule, Frau Dorothea Kühn-Rahimi, sie hat mir viel geholfen mit Deutsch. d.kuehn-rahimi@bbs-erfurt.de',
      { retry: 'Telefon von ihr habe ich nicht', key: 'phone:Dorothea' },
      'Ich will noch meinen alten Chef aus Herat dazu, aber ich muss erst seine Nummer fragen. Ich schreibe morgen',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Andreas',
          'Schubert',
          'a.schubert@maler-schubert-erfurt.de',
          ['manager', 'mentor'],
          '+493615551234',
        ),
        c('Dorothea', 'Kühn-Rahimi', 'd.kuehn-rahimi@bbs-erfurt.de', 'teacher'),
      ],
    },
    outcome: 'open',
  },
  {
    id: 'de-i90',
    title:
      'An Alsatian cross-border baker in Freiburg (a German tenant): "Jo, des geht scho, mache Sie nur" (yes), his current boss with a Freiburg landline, his former boss in Mulhouse ("Madame Christine Schmitt-Meyer, ma patronne") with a French mobile in local format ("06 12 34 56 78": asked which country, +33), "Des isch alles. Merci!"',
    tags: ['german', 'consent', 'multi-referee', 'foreign-phone', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Jo, des geht scho, mache Sie nur',
      'Mein Chef jetzt: Thomas Wehrle, Bäckerei Wehrle in Freiburg, 0761 4567890, t.wehrle@baeckerei-wehrle.de',
      'Und vorher in Mulhouse: Madame Christine Schmitt-Meyer, ma patronne, 06 12 34 56 78, christine.schmittmeyer@orange.fr',
      { retry: 'Frankreich, +33', key: 'phone:Christine' },
      'Des isch alles. Merci!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Thomas', 'Wehrle', 't.wehrle@baeckerei-wehrle.de', 'manager', '+497614567890'),
        c(
          'Christine',
          'Schmitt-Meyer',
          'christine.schmittmeyer@orange.fr',
          'manager',
          '+33612345678',
        ),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i91',
    title:
      'A waitress at a farm café in Greetsiel (East Frisia, a German tenant) with Plattdeutsch: "Moin! Jo, dat geiht klor. Könnt ihr machen" (yes), a married couple who run the café given in one phrase with the surname once ("Gesche und Tjark Hinrichs": both are Hinrichs), her mobile and address, his farm landline only ("Tjark hat keine Mail und kein Handy … 04926 91234"), a ferry colleague ("mien Maat vun de Fähr") with an address and no phone, withdrawn and replaced in the next message ("lass Okko weg, der is grad drei Wochen auf See … Nimm lieber Hilke Saathoff"), "Dat weer\'t – das wars. Tschüüs!"',
    tags: ['german', 'consent', 'multi-referee', 'correction', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Moin! Jo, dat geiht klor. Könnt ihr machen',
      { tapConfirm: true },
      'Meine Chefs vom Hofcafé in Greetsiel, Gesche und Tjark Hinrichs, die haben den Laden zusammen. Gesche: gesche@hofcafe-hinrichs.de, 0171 4455667',
      'Tjark hat keine Mail und kein Handy, nur das Festnetz vom Hof: 04926 91234',
      { retry: 'Nee, Tjark hat wirklich keine Mail', key: 'email:Tjark' },
      'Und Okko Janssen, mien Maat vun de Fähr – also mein Kollege auf der Fähre nach Juist. okko.janssen@reederei-waddenkust.de',
      'Ach nee, lass Okko weg, der is grad drei Wochen auf See, der antwortet eh nich. Nimm lieber Hilke Saathoff, die war auch auf der Fähre, meine Kollegin. hilke.saathoff@web.de, 0160 9988776',
      "Dat weer't – das wars. Tschüüs!",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Gesche', 'Hinrichs', 'gesche@hofcafe-hinrichs.de', 'manager', '+491714455667'),
        c('Tjark', 'Hinrichs', null, 'manager', '+49492691234'),
        c('Hilke', 'Saathoff', 'hilke.saathoff@web.de', 'colleague', '+491609988776'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i92',
    title:
      'A quantity surveyor\'s assistant in Klagenfurt (Carinthia, an Austrian tenant): "Jo eh, passt. Mochts es ruhig" (yes), her site manager with a title and an initial for his first name ("der DI G. Wutte") and only his firm\'s switchboard with the Austrian word for an extension ("Tel. 0463 58 00-0, Klappe 217": dialled direct, +43 463 5800217), the first name given in the next message ("G. wie Gerhard") with his address, a Carinthian Slovene colleague ("Marija Ogris") with a 0664 mobile and an address whose domain she corrects ("bei der Marija is es gmx.net, ned .at"), "Des wor\'s. Hvala und servas!"',
    tags: ['german', 'consent', 'multi-referee', 'correction', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'AT',
    says: [
      'Jo eh, passt. Mochts es ruhig',
      { tapConfirm: true },
      'Mei Chef bei der Wörthersee Bau GmbH war der DI G. Wutte, Bauleiter. Tel. 0463 58 00-0, Klappe 217',
      'G. wie Gerhard. Mail: gerhard.wutte@woerthersee-bau.at',
      'Und die Marija Ogris, mei Kollegin aus der Kalkulation. 0664 382 19 07, marija.ogris@gmx.at',
      'Na wart, bei der Marija is es gmx.net, ned .at. Sorry',
      "Des wor's. Hvala und servas!",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Gerhard', 'Wutte', 'gerhard.wutte@woerthersee-bau.at', 'manager', '+434635800217'),
        c('Marija', 'Ogris', 'marija.ogris@gmx.net', 'colleague', '+436643821907'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i93',
    title:
      'A pharmacy assistant in Basel (a Swiss tenant) writing Baseldytsch: "Jo, das goht in Ordnig. Si dörfe die aafroge" (yes), her boss with a title and a hyphenated Basel double surname ("d Frau Dr. Anne-Catherine Iselin-Burckhardt") and an address only ("Telefon han i kais vo ihre. Si will lieber e Mail"), a colleague from her apprenticeship with an apostrophe in her surname ("Nicole D\'Alessandro") who lives in Lörrach, with a German mobile in local format ("0176 34 56 78 90": asked which country, +49), "Das isch alles. Merci vylmool 🙂"',
    tags: ['german', 'consent', 'multi-referee', 'foreign-phone', 'emoji', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'CH',
    says: [
      'Jo, das goht in Ordnig. Si dörfe die aafroge',
      { tapConfirm: true },
      'Mini Chefin isch d Frau Dr. Anne-Catherine Iselin-Burckhardt, si füehrt d Apotheek am Spalebärg. anne-catherine.iselin@apotheke-spalenberg.ch',
      {
        retry: 'Telefon han i kais vo ihre. Si will lieber e Mail',
        key: 'phone:Anne-Catherine',
      },
      "Und d Nicole D'Alessandro, mini Kollegin, mir händ zämme d Lehr gmacht. Si wohnt z Lörrach: 0176 34 56 78 90, nicole.dalessandro@gmx.de",
      { retry: 'Das isch e dütschi Nummere, +49', key: 'phone:Nicole' },
      'Das isch alles. Merci vylmool 🙂',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Anne-Catherine',
          'Iselin-Burckhardt',
          'anne-catherine.iselin@apotheke-spalenberg.ch',
          'manager',
        ),
        c(
          'Nicole',
          "D'Alessandro",
          'nicole.dalessandro@gmx.de',
          ['colleague', 'friend'],
          '+4917634567890',
        ),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i94',
    title:
      'A Kazakh-German warehouse worker in Pforzheim (a German tenant) dictating by voice: "Da, konetschno. Ja klar können Sie machen" (Russian in Latin letters, then yes), his boss called by the Russian word ("Mein Natschalnik im Lager") with the punctuation spoken ("Punkt", "Komma", "Bindestrich", "Ausrufezeichen"), a mobile dictated digit by digit ("0 1 5 2 2 3 4 5 6 7 8 9"), an address spoken ("Viktor Punkt Reimer at web Punkt de") whose spelling differs from the name the dictation wrote ("Viktor Raimer"), set right in the next message ("Nicht Raimer sondern Reimer mit e i"), his German teacher at the adult-education centre ("Frau Lilija Hein") with a spoken address and no phone, "Das ist alles Punkt Danke Ausrufezeichen"',
    tags: ['german', 'consent', 'multi-referee', 'typos', 'correction', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Da, konetschno. Ja klar können Sie machen',
      { tapConfirm: true },
      'Mein Natschalnik im Lager war Viktor Raimer Punkt Seine Nummer 0 1 5 2 2 3 4 5 6 7 8 9 Punkt Email Viktor Punkt Reimer at web Punkt de',
      'Nicht Raimer sondern Reimer mit e i Komma wie in der Email',
      { retry: 'Natschalnik heißt Chef Punkt Er war mein Chef', key: 'relationship:Viktor' },
      'Und Frau Lilija Hein Komma meine Lehrerin vom Deutschkurs bei der VHS Punkt Telefon weiß ich nicht Punkt Email lilija Punkt Hein at VHS Bindestrich Pforzheim Punkt de',
      { retry: 'Telefon von Frau Hein habe ich nicht', key: 'phone:Lilija' },
      'Das ist alles Punkt Danke Ausrufezeichen',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Viktor', 'Reimer', 'viktor.reimer@web.de', 'manager', '+4915223456789'),
        c('Lilija', 'Hein', 'lilija.hein@vhs-pforzheim.de', 'teacher'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i95',
    title:
      'A wood-turner in Annaberg-Buchholz (the Ore Mountains, a German tenant): "Nu freilich, machen Se ruhig" (yes), his master with an Erzgebirge landline and an address, a Czech colleague who commuted across the border ("de Petra Nováková") with a +420 mobile and no e-mail, "Nu, das wars. Glück auf!"',
    tags: ['german', 'consent', 'multi-referee', 'foreign-phone', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Nu freilich, machen Se ruhig',
      'Mei Chef in der Holzkunstwerkstatt, Gottfried Uhlig, Festnetz 03733 12345, g.uhlig@uhlig-holzkunst.de',
      'Und de Petra Nováková, meine Kollegin aus Tschechien, die is jeden Tag rübergependelt. +420 603 123 456',
      { retry: 'Mail von Petra hab ich ni', key: 'email:Petra' },
      'Nu, das wars. Glück auf!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Gottfried', 'Uhlig', 'g.uhlig@uhlig-holzkunst.de', 'manager', '+49373312345'),
        c('Petra', 'Nováková', null, 'colleague', '+420603123456'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-fifth blind set, intake
  {
    id: 'de-i96',
    title:
      'A joiner in Freistadt (the Mühlviertel, Upper Austria, an Austrian tenant): consent behind a proverb ("Wer A sagt, muss auch B sagen – also ja, passt, dürfts es anrufen 😄"), two referees with the same first name ("Zwei Stefans, damit\'s ned z\'einfach wird": his boss Stefan Pichler and his colleague Stefan Hofbauer), Austrian mobiles in local format, the colleague\'s address typed "s.hofbaur@gmx.at" and set right in words by his surname in the next message ("im Mail fehlt das e: hofbauer, nicht hofbaur"), "Des wars. Pfiat di!"',
    tags: ['german', 'consent', 'multi-referee', 'typos', 'correction', 'emoji', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'AT',
    says: [
      'Wer A sagt, muss auch B sagen – also ja, passt, dürfts es anrufen 😄',
      { tapConfirm: true },
      "Zwei Stefans, damit's ned z'einfach wird: Stefan Pichler, mein Chef in der Tischlerei in Freistadt, stefan.pichler@tischlerei-pichler.at, 0664 381 2207",
      'Und der Stefan Hofbauer, Arbeitskollege, wir waren 5 Jahre zusammen auf Montage. s.hofbaur@gmx.at, 0676 554 10 93',
      'Beim Hofbauer hab i mi vertippt, im Mail fehlt das e: hofbauer, nicht hofbaur',
      'Des wars. Pfiat di!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Stefan', 'Pichler', 'stefan.pichler@tischlerei-pichler.at', 'manager', '+436643812207'),
        c('Stefan', 'Hofbauer', 's.hofbauer@gmx.at', 'colleague', '+436765541093'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i97',
    title:
      'A gardener in Frauenfeld (Thurgau, a Swiss tenant) writing Swiss German: "Jo, das isch guet, Si chönd die aarüefe" (yes), her godfather and uncle as her first referee ("min Götti … Er isch min Onkel, aber … er isch würkli min Chef gsi": kept, as a boss) with apple emoji between the fields ("Urs Keller 🍎 052 721 34 56 🍎 …"), her apprenticeship master named by her job only with a mobile ("d Lehrmeischterin vo de Gärtnerlehr, 078 912 45 67") and by name with her address in the next message, "Das wärs. Merci vilmal!"',
    tags: ['german', 'consent', 'multi-referee', 'emoji', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'CH',
    says: [
      'Jo, das isch guet, Si chönd die aarüefe',
      'Di erscht Referenz isch min Götti 😅 Er isch min Onkel, aber ich han drü Johr bi ihm im Obstbau-Betrieb gschaffet, er isch würkli min Chef gsi. Urs Keller 🍎 052 721 34 56 🍎 urs.keller@obsthof-keller.ch',
      'Und d Lehrmeischterin vo de Gärtnerlehr, 078 912 45 67',
      'Sie heisst Brigitte Ammann, brigitte.ammann@gaertnerei-ammann.ch',
      'Das wärs. Merci vilmal!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Urs', 'Keller', 'urs.keller@obsthof-keller.ch', ['manager', 'other'], '+41527213456'),
        c(
          'Brigitte',
          'Ammann',
          'brigitte.ammann@gaertnerei-ammann.ch',
          ['teacher', 'mentor', 'manager'],
          '+41789124567',
        ),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i98',
    title:
      'A physiotherapist from Binz (Rügen, a German tenant): "Jo, könnt ihr machen" (yes), two referees by title and surname only ("Frau Dr. Lemke, meine Chefin in der Reha-Klinik" with an address and a Binz landline, "Herr Wittkowski, mein Ausbilder an der Berufsfachschule") and a doubt about the second ("Obwohl... weiß nicht ob der mich noch kennt"), kept in the next message with his address ("Ach doch, nehmt ihn mit"), the first names last ("Frau Dr. Lemke heißt Anke, Herr Wittkowski ist der Holger"), "Das wars, tschüss!"',
    tags: ['german', 'consent', 'multi-referee', 'hedge', 'correction', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Jo, könnt ihr machen',
      'Frau Dr. Lemke, meine Chefin in der Reha-Klinik in Binz, lemke@rehaklinik-binz.de, 038393 4410. Und Herr Wittkowski, mein Ausbilder an der Berufsfachschule in Stralsund. Obwohl... weiß nicht ob der mich noch kennt, is schon 6 Jahre her',
      'Ach doch, nehmt ihn mit, der erinnert sich bestimmt. h.wittkowski@bfs-stralsund.de',
      'Vornamen vergessen: Frau Dr. Lemke heißt Anke, Herr Wittkowski ist der Holger',
      'Das wars, tschüss!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Anke', 'Lemke', 'lemke@rehaklinik-binz.de', 'manager', '+49383934410'),
        c('Holger', 'Wittkowski', 'h.wittkowski@bfs-stralsund.de', ['teacher', 'mentor']),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i99',
    title:
      'A welder at a shipyard in Kiel (a German tenant): "Jo, moin, geht klar" (yes), one long message with three referees numbered inline ("1) … 2) … 3)"): his foreman with a mobile typed with a letter O for 0 and a small l for 1 ("Ol7l 234 5678 (sorry, alte Tastatur)": 0171 …), a colleague from the welding shop with an address only, and the TÜV examiner who certified his welds ("Dr. Rolf Ehlers … hat meine Schweißerprüfungen abgenommen") with a Kiel landline, "Das wärs. Schönen Tag noch!"',
    tags: [
      'german',
      'consent',
      'long',
      'list',
      'multi-referee',
      'typos',
      'number-in-word',
      'done-phrase',
    ],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Jo, moin, geht klar',
      'So, alle drei auf einmal: 1) Jens Carstensen, Meister bei uns in der Werft, also mein direkter Vorgesetzter, jens.carstensen@werft-kiel.de, Ol7l 234 5678 (sorry, alte Tastatur) 2) Maike Thode, Kollegin aus der Schweißerei, maike.thode@web.de 3) Dr. Rolf Ehlers, Prüfer beim TÜV Nord, hat meine Schweißerprüfungen abgenommen, rehlers@tuev-nord.de, 0431 98 76 54',
      'Das wärs. Schönen Tag noch!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Jens', 'Carstensen', 'jens.carstensen@werft-kiel.de', 'manager', '+491712345678'),
        c('Maike', 'Thode', 'maike.thode@web.de', 'colleague'),
        c('Rolf', 'Ehlers', 'rehlers@tuev-nord.de', ['other', 'teacher'], '+49431987654'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i100',
    title:
      'A baker in Zwettl (the Waldviertel, an Austrian tenant): "Ja, gern" (yes), his boss with an address and a Zwettl landline, a colleague with an address and an Austrian mobile, "Des wars, danke"',
    tags: ['german', 'consent', 'multi-referee', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'AT',
    says: [
      'Ja, gern',
      'Meine Chefin in der Bäckerei in Zwettl: Maria Hahn, maria.hahn@baeckerei-hahn.at, 02822 52 314',
      'Und mein Kollege Lukas Bauer, lukas.bauer@gmx.at, 0660 123 45 67',
      'Des wars, danke',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Maria', 'Hahn', 'maria.hahn@baeckerei-hahn.at', 'manager', '+43282252314'),
        c('Lukas', 'Bauer', 'lukas.bauer@gmx.at', 'colleague', '+436601234567'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Twenty-seventh blind set, intake
  {
    id: 'de-i101',
    title:
      'A cable-factory worker in Eupen (East Belgium, a Belgian tenant) in the Eupen Platt ("Jo, dat jeht klar. Dürft ihr machen", confirmed): three referees lettered "a)" to "c)" in one message, his "Meister" with a double surname ("Herr Guido Kessler-Mertens") and a Belgian "GSM 0475 12 34 56", his football coach by first name first ("der Marcel vom Fußball – also mein Trainer bei der AS, Marcel Radermacher") with an address only and his Eupen landline in a later message ("087 55 61 23 (Eupen)"), a colleague from Aachen with a German landline in local format ("0241 4477 1290": asked which country), "Dat wär et. Merci!"',
    tags: ['german', 'consent', 'list', 'multi-referee', 'foreign-phone', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'BE',
    says: [
      'Jo, dat jeht klar. Dürft ihr machen',
      { tapConfirm: true },
      'Also:\na) mein Meister in der Kabelfabrik, Herr Guido Kessler-Mertens, guido.kessler@kabelfabrik-eupen.be, GSM 0475 12 34 56\nb) der Marcel vom Fußball – also mein Trainer bei der AS, Marcel Radermacher. marcel.radermacher@skynet.be\nc) Kollegin aus meiner Zeit in Aachen: Sabine Offermanns, sabine.offermanns@web.de, 0241 4477 1290',
      { retry: 'Die Nummer von Sabine ist in Deutschland, Aachen', key: 'phone:Sabine' },
      'Beim Marcel noch die Festnetznummer: 087 55 61 23 (Eupen)',
      'Dat wär et. Merci!',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Guido',
          'Kessler-Mertens',
          'guido.kessler@kabelfabrik-eupen.be',
          'manager',
          '+32475123456',
        ),
        c(
          'Marcel',
          'Radermacher',
          'marcel.radermacher@skynet.be',
          ['other', 'mentor'],
          '+3287556123',
        ),
        c('Sabine', 'Offermanns', 'sabine.offermanns@web.de', 'colleague', '+4924144771290'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i102',
    title:
      'A bus driver in Bern (a Swiss tenant) in Bernese German: one polite message that refuses for now with a condition and names his current boss with her address ("Merci für d Aafrag, aber nei, vorläufig lieber nid. Mini jetzigi Chefin, d Frau Sandra Frei (sandra.frei@…) … Wenn Dir mir es Agebot machet, gib i Öich gärn Referänze"), confirmed: nothing kept',
    tags: ['german', 'consent', 'consent-with-email', 'negation', 'long'],
    locale: 'de',
    defaultCountry: 'CH',
    says: [
      "Grüessech. Merci für d Aafrag, aber nei, vorläufig lieber nid. Mini jetzigi Chefin, d Frau Sandra Frei (sandra.frei@regiobus-aare.ch), weiss no nüt vo mire Bewärbig und i wott nid, dass si's so erfahrt. Wenn Dir mir es Agebot machet, gib i Öich gärn Referänze.",
      { tapConfirm: true },
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'de-i103',
    title:
      'A cook near Merano (South Tyrol, an Italian tenant) mixing German and Italian ("Jo passt, va bene 👍"): the hotel owner named by surname then in full ("Herr Thaler... Hannes Thaler") with an Italian mobile and "Mail hab i nit", then the hotel\'s general address after all ("info@… aber des liest er eh selber"), "der Luis, also Alois Gamper" with the kitchen landline withdrawn two messages later ("der isch grad in Australien auf Saison") and replaced by the pastry cook with her address dictated ("verena punkt kofler at gmail punkt com"), "Des wars, grazie!"',
    tags: ['german', 'consent', 'multi-referee', 'correction', 'filler', 'emoji', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'IT',
    says: [
      'Jo passt, va bene 👍',
      { tapConfirm: true },
      'Also der Chef vom Hotel in Schenna, Herr Thaler... Hannes Thaler. Handy 347 123 4567. Mail hab i nit',
      'Und der Luis, also Alois Gamper, war Souschef wie i. 0473 23 45 67 isch die Küche',
      'Na wart, Mail vom Chef hab i doch: info@hotel-thaler-schenna.it, aber des liest er eh selber',
      'Und den Luis bitte wieder raus, der isch grad in Australien auf Saison. Nimm stattdessen die Verena Kofler, Patissière bei uns, verena punkt kofler at gmail punkt com',
      'Des wars, grazie!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Hannes', 'Thaler', 'info@hotel-thaler-schenna.it', 'manager', '+393471234567'),
        c('Verena', 'Kofler', 'verena.kofler@gmail.com', 'colleague'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i104',
    title:
      'A trade-fair project lead in Leipzig (a German tenant): "Ja", a contact copied from her phone with two numbers and a birthday ("Mobil: 0160 9876543", "Arbeit: 0341 22 33 44-0", "Geburtstag: 12.03.1971"), the mobile chosen in the next message ("Ruft lieber aufs Handy an, im Büro is er nie"), someone she led ("der war bei mir im Team, ich war seine Teamleiterin") with an address only, then she stops before the third ("muss ich erst noch fragen … Ich meld mich heut abend 🙋‍♀️"): open',
    tags: ['german', 'signature', 'number-in-word', 'emoji', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Ja',
      'Hier der erste, hab den Kontakt aus dem Handy kopiert:\n\nJens Köhler\nMobil: 0160 9876543\nArbeit: 0341 22 33 44-0\nE-Mail: j.koehler@messebau-koehler.de\nGeburtstag: 12.03.1971',
      'War 4 Jahre mein Chef bei Messebau Köhler. Ruft lieber aufs Handy an, im Büro is er nie',
      'Dann noch Tim Schreiber, tim.schreiber@posteo.de – der war bei mir im Team, ich war seine Teamleiterin',
      'Die dritte Person muss ich erst noch fragen ob das ok is. Ich meld mich heut abend 🙋‍♀️',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Jens', 'Köhler', 'j.koehler@messebau-koehler.de', 'manager', '+491609876543'),
        c('Tim', 'Schreiber', 'tim.schreiber@posteo.de', 'report'),
      ],
    },
    outcome: 'open',
  },
  {
    id: 'de-i105',
    title:
      'A cellar worker at a Palatinate winery (a German tenant) in Pfälzisch: "Ei jo, mache mer" (yes, confirmed), two referees in one message joined by "und" ("De Chef vum Weingut, Herr Klaus Dörrbecker, … 06321 4 87 90 und mei Kollegin aus em Keller, die Jessica Schäfer, …, 0152 0123 4567"), "Des wars, alla hopp!"',
    tags: ['german', 'consent', 'multi-referee', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Ei jo, mache mer',
      { tapConfirm: true },
      'De Chef vum Weingut, Herr Klaus Dörrbecker, k.doerrbecker@weingut-doerrbecker.de, 06321 4 87 90 und mei Kollegin aus em Keller, die Jessica Schäfer, jessi.schaefer@gmx.de, 0152 0123 4567',
      'Des wars, alla hopp!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Klaus', 'Dörrbecker', 'k.doerrbecker@weingut-doerrbecker.de', 'manager', '+49632148790'),
        c('Jessica', 'Schäfer', 'jessi.schaefer@gmx.de', 'colleague', '+4915201234567'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i106',
    title:
      'A bottling-line worker at a fruit-juice plant in Dornbirn (an Austrian tenant, Vorarlberg) in Alemannic: "Hoi! Jo passt, dörfen ihr gern kontaktiera" (yes, confirmed), a contact forwarded as a raw vCard ("BEGIN:VCARD", "N:Fink;Martina;;;", "TEL;TYPE=CELL:+43 664 3217654", "EMAIL;TYPE=INTERNET:…", "ORG:…") with the relationship only in the next message ("Sie isch 3 Johr mini Schichtleiterin gsi"), a former colleague with only a Dornbirn landline in local format ("dr Elmar Böhler … hät kei Mail und kei Handy, nur s Festnetz dahoam: 05572 24681"), "Des wärs. Tschau zemma 👋"',
    tags: ['german', 'consent', 'signature', 'multi-referee', 'emoji', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'AT',
    says: [
      'Hoi! Jo passt, dörfen ihr gern kontaktiera',
      { tapConfirm: true },
      'Do isch dr Kontakt, hob en grad weitergleitet:\nBEGIN:VCARD\nVERSION:3.0\nN:Fink;Martina;;;\nFN:Martina Fink\nORG:Fruchtsaft Muxel GmbH\nTEL;TYPE=CELL:+43 664 3217654\nEMAIL;TYPE=INTERNET:martina.fink@muxel-saft.at\nEND:VCARD',
      'Sie isch 3 Johr mini Schichtleiterin gsi in dr Abfüllung',
      'Und dr Elmar Böhler, an Arbeitskolleg vo früener. Der hät kei Mail und kei Handy, nur s Festnetz dahoam: 05572 24681',
      'Des wärs. Tschau zemma 👋',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Martina', 'Fink', 'martina.fink@muxel-saft.at', 'manager', '+436643217654'),
        c('Elmar', 'Böhler', null, 'colleague', '+43557224681'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i107',
    title:
      'A joiner in Chur (a Swiss tenant, Graubünden) in Swiss German with Romansh: "Allegra! Jo gern, das goht. Aber bitte nöd de Herr Casutt froge, das isch min jetzige Chef" (consent with a condition, confirmed; Herr Casutt has no first name and is no referee), two referees named Reto in one message ("Ich ha zwei Reto 😅": "de Reto Caduff, min früehner Chef i de Schreinerei z Ilanz" with "…@gmial.com" and an 081 landline, "de Reto Cathomen, en Arbeitskolleg" with an 079 mobile only), "Sorry, bim Reto Caduff isch es gmail, nöd gmial", "S Mail vom Reto Cathomen han i nöd", "Das wärs. Grazia fitg"',
    tags: ['german', 'consent', 'multi-referee', 'typos', 'correction', 'emoji', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'CH',
    says: [
      'Allegra! Jo gern, das goht. Aber bitte nöd de Herr Casutt froge, das isch min jetzige Chef und de weiss no nüt',
      { tapConfirm: true },
      'Ich ha zwei Reto 😅\nDe eint isch de Reto Caduff, min früehner Chef i de Schreinerei z Ilanz, reto.caduff@gmial.com, 081 925 41 17\nDe ander isch de Reto Cathomen, en Arbeitskolleg vo dert, 079 412 56 80',
      'Sorry, bim Reto Caduff isch es gmail, nöd gmial',
      'S Mail vom Reto Cathomen han i nöd, aber uf em Natel isch er immer erreichbar',
      'Das wärs. Grazia fitg und en schöne Tag!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Reto', 'Caduff', 'reto.caduff@gmail.com', 'manager', '+41819254117'),
        c('Reto', 'Cathomen', null, 'colleague', '+41794125680'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i108',
    title:
      'A mason\'s apprentice in Bruneck (an Italian tenant, South Tyrol) in Pustertal dialect: "Griaß enk! Jo, passt schon, des geat in Ordnung" (yes, confirmed), his site boss with the Italian title "Geom." ("der Geom. Markus Oberhofer vo der Fa. Oberhofer Bau") and an office landline "0474 55 12 30" (the Italian 0 kept after +39), the foreman "im gleichen Büro, gleiche Nummer wie oben", the boss\'s address only later ("Ah und die Mail vom Markus isch …"), "Vom Thomas hon i koane", then a third announced with no name ("mei Lehrerin vo der Berufsschule … I muaß iatz in Stall, i schreib morgen 👋"): open',
    tags: ['german', 'consent', 'multi-referee', 'emoji', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'IT',
    says: [
      'Griaß enk! Jo, passt schon, des geat in Ordnung',
      { tapConfirm: true },
      'Mei Chef af der Baustelle wor der Geom. Markus Oberhofer vo der Fa. Oberhofer Bau in Bruneck, Tel. 0474 55 12 30',
      'Und der Vorarbeiter, der Thomas Niederkofler, der isch im gleichen Büro, gleiche Nummer wie oben',
      'Ah und die Mail vom Markus isch m.oberhofer@oberhoferbau.it. Vom Thomas hon i koane',
      'Die dritte war mei Lehrerin vo der Berufsschule, obr do muaß i erst die Nummer suachn. I muaß iatz in Stall, i schreib morgen 👋',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Markus', 'Oberhofer', 'm.oberhofer@oberhoferbau.it', 'manager', '+390474551230'),
        c('Thomas', 'Niederkofler', null, ['manager', 'colleague'], '+390474551230'),
      ],
    },
    outcome: 'open',
  },
  {
    id: 'de-i109',
    title:
      'A waiter at a Viennese café (an Austrian tenant) in Wienerisch: "Servas! Eh kloa, könnts ruhig anrufen" (yes, confirmed), a list of three with stacked Austrian titles ("Frau Mag.a Sabine Hrdlicka", "KR Ferdinand Wurmböck", the Oberkellner) where the mobile is put under the wrong one and moved ("die 0676er is ned vom Wurmböck, des is die vo da Chefin. Der Wurmböck hat nur Festnetz: 01 512 34 78"), the third withdrawn and replaced ("streichts die Petra, de is grad in Karenz. Nehmts stattdessen den Gerhard Pokorny") with an address dictated ("gerhard punkt pokorny Klammeraffe chello punkt at"), "Des wars. Baba!"',
    tags: ['german', 'consent', 'list', 'multi-referee', 'correction', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'AT',
    says: [
      'Servas! Eh kloa, könnts ruhig anrufen',
      { tapConfirm: true },
      '1. Mei Chefin im Café, Frau Mag.a Sabine Hrdlicka, s.hrdlicka@cafe-hrdlicka.at\n2. Der Oberkellner, KR Ferdinand Wurmböck, 0676 812 34 56\n3. Mei Kollegin vom Heurigen, Petra Swoboda, petra.swoboda@gmx.at',
      'Na wart, die 0676er is ned vom Wurmböck, des is die vo da Chefin. Der Wurmböck hat nur Festnetz: 01 512 34 78',
      'Und streichts die Petra, de is grad in Karenz. Nehmts stattdessen den Gerhard Pokorny, woar mei Kollege im Café, gerhard punkt pokorny Klammeraffe chello punkt at',
      'Des wars. Baba!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Sabine', 'Hrdlicka', 's.hrdlicka@cafe-hrdlicka.at', 'manager', '+436768123456'),
        c('Ferdinand', 'Wurmböck', null, ['manager', 'colleague'], '+4315123478'),
        c('Gerhard', 'Pokorny', 'gerhard.pokorny@chello.at', 'colleague'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i110',
    title:
      'A machine operator in Schaan (a Liechtenstein tenant): "Hoi, jo gära, das isch kei Problem", three referees numbered (his head of department with a +423 mobile, "Sandra Kaiser, Arbeitskollegin us de Montage" with a Swiss "078 654 32 10" asked which country: "Das isch e Schwiizer Nummer, d Sandra wohnt z Buchs", his old master craftsman with a 7-digit local landline), then "nimm nur di erschte zwei. De Walter isch pensioniert" (Walter never kept), "Das wärs, merci vilmol!"',
    tags: ['german', 'list', 'multi-referee', 'foreign-phone', 'correction', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'LI',
    says: [
      'Hoi, jo gära, das isch kei Problem',
      'Also:\n1. Patrick Büchel, min Abteilungsleiter, patrick.buechel@hiltec.li, +423 791 23 45\n2. Sandra Kaiser, Arbeitskollegin us de Montage, sandra.kaiser@bluewin.ch, 078 654 32 10\n3. Walter Frick, min Lehrmeister vo früener, 232 18 40',
      { retry: 'Das isch e Schwiizer Nummer, d Sandra wohnt z Buchs', key: 'phone:Sandra' },
      'Wart, nimm nur di erschte zwei. De Walter isch pensioniert und i weiss nöd ob er no a Telefon abnimmt',
      'Das wärs, merci vilmol!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Patrick', 'Büchel', 'patrick.buechel@hiltec.li', 'manager', '+4237912345'),
        c('Sandra', 'Kaiser', 'sandra.kaiser@bluewin.ch', 'colleague', '+41786543210'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i111',
    title:
      'A UX designer in Berlin (a German tenant) writing German and English in the same messages: "Yes klar, go ahead 👍" (confirmed), "Lena Hoffmann … 0170 1234567 – wir waren zwei Jahre im selben Team, she was the lead" (a relationship told in a sentence), "Tobias Krüger … er war mein Kunde bei meinem Freelance-Projekt" with no phone, "That\'s it, danke!"',
    tags: ['german', 'multi-referee', 'emoji', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Yes klar, go ahead 👍',
      { tapConfirm: true },
      'Also my referees: Lena Hoffmann, lena.hoffmann@zalando.de, 0170 1234567 – wir waren zwei Jahre im selben Team, she was the lead',
      'Second one is Tobias Krüger, tobias@krueger-design.de, er war mein Kunde bei meinem Freelance-Projekt, sehr zufrieden',
      "That's it, danke!",
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Lena',
          'Hoffmann',
          'lena.hoffmann@zalando.de',
          ['manager', 'colleague'],
          '+491701234567',
        ),
        c('Tobias', 'Krüger', 'tobias@krueger-design.de', 'client'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i112',
    title:
      'A supermarket cashier in Vienna (an Austrian tenant) dictating by voice with no punctuation: "ja passt" (confirmed), "mein chef war der herr magister florian gruber seine email ist florian punkt gruber at billa punkt at und die handynummer 0664 1234567 und dann die sabine leitner mit der ich zusammen an der kassa war sabine punkt leitner at gmx punkt at" (the title dropped, "at" both the domain and the @, lowercase names capitalised), "das wars danke"',
    tags: ['german', 'multi-referee', 'long', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'AT',
    says: [
      'ja passt',
      { tapConfirm: true },
      'mein chef war der herr magister florian gruber seine email ist florian punkt gruber at billa punkt at und die handynummer 0664 1234567 und dann die sabine leitner mit der ich zusammen an der kassa war sabine punkt leitner at gmx punkt at',
      'das wars danke',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Florian', 'Gruber', 'florian.gruber@billa.at', 'manager', '+436641234567'),
        c('Sabine', 'Leitner', 'sabine.leitner@gmx.at', 'colleague'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i113',
    title:
      'A joiner in Stuttgart (a German tenant): "Ja, einverstanden.", his former master craftsman "Herr Jürgen Schmitt" reached "über die Zentrale 0711 2205980, Nebenstelle 217" (the extension dropped) and the workshop\'s shared "info@schreinerei-haegele.de" ("Eine eigene Mail hat er nicht … die leiten das weiter": kept as his address), then the surname spelt letter by letter ("Korrektur: er heißt Schmid, nicht Schmitt. S-C-H-M-I-D."), "Mehr hab ich nicht, danke."',
    tags: ['german', 'correction', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Ja, einverstanden.',
      'Mein früherer Meister: Herr Jürgen Schmitt, Schreinerei Hägele. Erreichbar über die Zentrale 0711 2205980, Nebenstelle 217. Eine eigene Mail hat er nicht, am besten an info@schreinerei-haegele.de, die leiten das weiter.',
      'Korrektur: er heißt Schmid, nicht Schmitt. S-C-H-M-I-D.',
      'Mehr hab ich nicht, danke.',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Jürgen',
          'Schmid',
          'info@schreinerei-haegele.de',
          ['manager', 'mentor', 'teacher'],
          '+497112205980',
        ),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i114',
    title:
      'A telecoms technician in Zurich (a Swiss tenant) in Swiss German: "Jo, isch guet" (confirmed), his team lead "Urs Brunner" with a 079 mobile, a former colleague abroad ("wohnt jetzt in Italie, sini Nummer isch 347 123 4567": an Italian mobile because the country is said), then the consent taken back for the team lead only ("de Urs bitte doch nöd kontaktiere, de weiss no nüt vo minere Bewerbig. Nur de Luca."): the consent stays, Urs is never kept, "Das wärs, merci vielmal"',
    tags: ['german', 'foreign-phone', 'correction', 'multi-referee', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'CH',
    says: [
      'Jo, isch guet',
      { tapConfirm: true },
      'Min Teamleiter Urs Brunner, urs.brunner@swisscom.com, 079 345 67 89',
      'Und de Luca Ferrari, en ehemalige Arbeitskolleg, wohnt jetzt in Italie, sini Nummer isch 347 123 4567, luca.ferrari@libero.it',
      'Ähm, de Urs bitte doch nöd kontaktiere, de weiss no nüt vo minere Bewerbig. Nur de Luca.',
      'Das wärs, merci vielmal',
    ],
    expected: {
      consent: true,
      contacts: [c('Luca', 'Ferrari', 'luca.ferrari@libero.it', 'colleague', '+393471234567')],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i115',
    title:
      'A freight dispatcher in Cologne (a German tenant): "Ja, gerne.", the referees copied from her CV as a tab-separated table (a header row "Name / Position / Telefon / E-Mail", "Dr. K.-H. Bergmann" with initials only and "Abteilungsleiter Einkauf, Rhenus GmbH", job titles that are no relationships), then "K.-H. ist Karl-Heinz. Er war der Chef meiner Abteilung, also mein Vorgesetzter. Mit Jana habe ich drei Jahre im gleichen Team gearbeitet, sie war die Teamleiterin.", "Das sind alle."',
    tags: ['german', 'list', 'multi-referee', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Ja, gerne.',
      'Hier aus meinem Lebenslauf kopiert:\n\nReferenzen\nName\tPosition\tTelefon\tE-Mail\nDr. K.-H. Bergmann\tAbteilungsleiter Einkauf, Rhenus GmbH\t0221 9876543\tkh.bergmann@rhenus.de\nJana Wolff\tTeamleiterin Disposition\t0151 23456789\tjana.wolff@web.de',
      'K.-H. ist Karl-Heinz. Er war der Chef meiner Abteilung, also mein Vorgesetzter. Mit Jana habe ich drei Jahre im gleichen Team gearbeitet, sie war die Teamleiterin.',
      'Das sind alle.',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Karl-Heinz', 'Bergmann', 'kh.bergmann@rhenus.de', 'manager', '+492219876543'),
        c('Jana', 'Wolff', 'jana.wolff@web.de', ['manager', 'colleague'], '+4915123456789'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Thirty-third blind set (intake)
  {
    id: 'de-i116',
    title:
      'An order picker from Kleve who works across the Dutch border in Venlo (a German tenant): "Ja, mach ruhig", his team lead "Ruud ter Horst" (the particle "ter" belongs to the surname) with a Dutch mobile in local format "06 41 23 45 67" (asked which country: +31, never a German number), "die Anke van \'t Hek aus der Personalabteilung, nur per Mail", then his OWN number offered for questions ("Falls Sie mich brauchen, ich bin unter 0157 34567890 erreichbar, ab 15 Uhr": no referee\'s phone, never Anke\'s), "Dat wär\'s"',
    tags: ['german', 'foreign-phone', 'multi-referee', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Ja, mach ruhig',
      'Mein Teamleiter im Lager in Venlo: Ruud ter Horst, ruud.terhorst@vdl-logistics.nl, 06 41 23 45 67',
      { retry: 'Ist ne holländische Nummer, der wohnt in Venlo', key: 'phone:Ruud' },
      "Und die Anke van 't Hek aus der Personalabteilung, nur per Mail: a.vanthek@vdl-logistics.nl",
      'Falls Sie mich brauchen, ich bin unter 0157 34567890 erreichbar, ab 15 Uhr',
      "Dat wär's",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Ruud', 'ter Horst', 'ruud.terhorst@vdl-logistics.nl', 'manager', '+31641234567'),
        c('Anke', "van 't Hek", 'a.vanthek@vdl-logistics.nl', ['other', 'colleague']),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i117',
    title:
      'A clerk in Linz (an Austrian tenant) whose consent starts as a yes and turns into a no in the same message ("Jo sicher, gern! … Na, wart. Eigentlich na. Mei Chef woaß no nix davon … Lieber ned, sorry", where the Austrian "na" is no), a colleague named inside the refusal ("höchstens d\'Sandra Leitner, oba na, de a ned") and never kept; asked again, "Na, danke, bleibt dabei. I meld mi, wenn i so weit bin": refused',
    tags: ['german', 'consent', 'correction', 'negation'],
    locale: 'de',
    defaultCountry: 'AT',
    says: [
      "Jo sicher, gern! … Na, wart. Eigentlich na. Mei Chef woaß no nix davon, und de Personalerin vo meiner oidn Firma is sei Schwester. Höchstens d'Sandra Leitner, oba na, de a ned. Lieber ned, sorry.",
      { retry: 'Na, danke, bleibt dabei. I meld mi, wenn i so weit bin.', key: 'consent' },
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'de-i118',
    title:
      'A cook\'s assistant in Nuremberg (a German tenant): "Ja, bassd scho" in Franconian (confirmed), "Die stehen eigentlich alle im Lebenslauf 📎" (no referee; asked again), then "mein Küchenchef, der Koch – der heißt echt so 😄 – Thomas Koch" (a surname that is a job word) with only the restaurant\'s landline "0911 2345670" and "erst ab 14 Uhr da, vorher am Großmarkt" (a time, no phone), and "die Birgit Schmidt-Kaiser … meine Kollegin im Service" with only an e-mail, "Des wars, servus"',
    tags: ['german', 'multi-referee', 'filler', 'emoji', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Ja, bassd scho',
      { tapConfirm: true },
      'Die stehen eigentlich alle im Lebenslauf 📎',
      'Ach so, okay. Also: mein Küchenchef, der Koch – der heißt echt so 😄 – Thomas Koch, 0911 2345670, der is aber erst ab 14 Uhr da, vorher am Großmarkt',
      'Und die Birgit Schmidt-Kaiser, meine Kollegin im Service, nur Mail: b.schmidt-kaiser@gasthof-rotes-ross.de',
      'Des wars, servus',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Thomas', 'Koch', null, 'manager', '+499112345670'),
        c('Birgit', 'Schmidt-Kaiser', 'b.schmidt-kaiser@gasthof-rotes-ross.de', 'colleague'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i119',
    title:
      'A shipyard worker in Schwerin (a German tenant) dictating by voice in lowercase with the punctuation spoken: "ja das ist in ordnung punkt" (confirmed), his boss "katrin wegner mit w am anfang" whose mobile is dictated in pairs as Germans read numbers ("null eins sieben sechs zweiundzwanzig achtundachtzig null null einundsiebzig punkt": 0176 22 88 00 71), "ole punkt hansen at web punkt de punkt wir haben zusammen auf der werft gearbeitet" (the last "punkt" ends the sentence: ole.hansen@web.de), "das war\'s danke ausrufezeichen"',
    tags: ['german', 'words', 'multi-referee', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'ja das ist in ordnung punkt',
      { tapConfirm: true },
      'meine chefin heißt katrin wegner mit w am anfang und sie hat nur handy die nummer ist null eins sieben sechs zweiundzwanzig achtundachtzig null null einundsiebzig punkt',
      'mein kollege ole hansen seine mail ist ole punkt hansen at web punkt de punkt wir haben zusammen auf der werft gearbeitet punkt',
      "das war's danke ausrufezeichen",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Katrin', 'Wegner', null, 'manager', '+4917622880071'),
        c('Ole', 'Hansen', 'ole.hansen@web.de', 'colleague'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i120',
    title:
      'A hotel receptionist in Lucerne (a Swiss tenant) in Swiss German: "Jo, gärn" (confirmed), a numbered list with Lucerne patrician surnames whose particles look like prepositions ("Frau Beatrice am Rhyn, Direktorin", "Herr Pirmin zur Gilgen, Chef de réception"), a Lucerne landline and a Swiss mobile in local format, then a digit set right by its place ("Bim Pirmin isch di zweitletscht Ziffer en 4, nöd en 9": 079 635 18 42), his address sent after, "Das wärs, merci vilmal"',
    tags: ['german', 'list', 'multi-referee', 'correction', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'CH',
    says: [
      'Jo, gärn',
      { tapConfirm: true },
      '1. Frau Beatrice am Rhyn, Direktorin vom Hotel Seeblick, beatrice.amrhyn@seeblick-luzern.ch, 041 410 24 24\n2. Herr Pirmin zur Gilgen, Chef de réception, 079 635 18 92',
      'Bim Pirmin isch di zweitletscht Ziffer en 4, nöd en 9. Sorry',
      { retry: '079 635 18 42', key: 'phone:Pirmin' },
      'Und sini Mail: pirmin.zurgilgen@seeblick-luzern.ch',
      'Das wärs, merci vilmal',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Beatrice', 'am Rhyn', 'beatrice.amrhyn@seeblick-luzern.ch', 'manager', '+41414102424'),
        c('Pirmin', 'zur Gilgen', 'pirmin.zurgilgen@seeblick-luzern.ch', 'manager', '+41796351842'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i121',
    title:
      'Bremen: a yes with a condition (tell me first), "der Jo – also Johannes Berger" (an apposition; "Jo" is a name here), no e-mail, the candidate\'s own number after the referees',
    tags: ['german', 'consent', 'filler', 'emoji', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Ja, okay. Aber sagt mir bitte vorher Bescheid, bevor ihr wen anruft',
      { tapConfirm: true },
      'Erstmal der Jo – also Johannes Berger, mein Schichtleiter im Hafen. Handy 0172 4455891',
      'Mail hat er keine, die er liest 😄',
      'Dann Frau Dr. Ewa Nowak-Berger (nein, nicht verwandt mit Jo 😄), meine Ausbilderin: ewa.nowak-berger@weserport-logistik.de',
      'Falls ihr mich braucht: 0160 99887766',
      'Das wars 👋',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Johannes', 'Berger', null, 'manager', '+491724455891'),
        c('Ewa', 'Nowak-Berger', 'ewa.nowak-berger@weserport-logistik.de', [
          'mentor',
          'teacher',
          'manager',
        ]),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i122',
    title:
      'Salzburg: a first boss who has died (never kept), an HR inbox with no person, then "d Frau Mag. Sabine Moser" for it, "da Toni, also Anton Lechner-Pichler", an Austrian mobile with a slash',
    tags: ['german', 'filler', 'emoji', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'AT',
    says: [
      'Passt, gern',
      { tapConfirm: true },
      'Mein erster Chef, der Herr Gruber vom Gasthof Post in Hallein, is leider letztes Jahr verstorben 🙏 Drum nehmts bitte d Personalabteilung vom Hotel Mirabellblick: personal@mirabellblick.at',
      'Ah so, a Person brauchts. De Personalchefin is d Frau Mag. Sabine Moser, de Adresse passt scho, de liest des selber',
      'Und da Toni, also Anton Lechner-Pichler, war dort mei Sous-Chef: 0664 / 73 12 845, a.lechner-pichler@gmx.at',
      'Des wars, servus',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Sabine', 'Moser', 'personal@mirabellblick.at', ['other', 'manager']),
        c('Anton', 'Lechner-Pichler', 'a.lechner-pichler@gmx.at', 'manager', '+436647312845'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i123',
    title:
      'Croatian in Stuttgart: "Naravno", "gospodin Ante Marić" (an honorific), a Croatian mobile "091 …" asked which country, "erst ab 10 Uhr" (a time, no number), "Gotovo"',
    tags: ['german', 'foreign-phone', 'filler', 'done-phrase', 'emoji'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Naravno, ja gerne 🙂',
      'Mein alter Šef in Split, gospodin Ante Marić, Bauunternehmen Marić d.o.o., mobitel 091 234 5678',
      { retry: 'Kroatien, er ist in Split', key: 'phone:Ante' },
      'Bitte erst ab 10 Uhr anrufen, er fährt morgens auf die Baustelle',
      'Und Ivana Horvat-Schmid, meine Kollegin hier in Stuttgart, ivana.horvat-schmid@bauwerk-s.de',
      'Gotovo, das wars. Hvala lijepa!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Ante', 'Marić', null, 'manager', '+385912345678'),
        c('Ivana', 'Horvat-Schmid', 'ivana.horvat-schmid@bauwerk-s.de', 'colleague'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i124',
    title:
      "Chemnitz: a refusal written as a formal letter, with the boss's name and e-mail and her own signature (nothing kept)",
    tags: ['german', 'consent', 'consent-with-email', 'signature', 'long'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Sehr geehrte Damen und Herren,\n\nnach reiflicher Überlegung möchte ich Ihrer Bitte zum jetzigen Zeitpunkt nicht entsprechen. Insbesondere bitte ich Sie, Herrn Uwe Kaminski (u.kaminski@saxonia-maschinenbau.de) nicht zu kontaktieren, da mein Arbeitsverhältnis noch ungekündigt ist.\n\nMit freundlichen Grüßen\nPetra Lehmann\nTel. 0371 / 48 12 77',
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'de-i125',
    title:
      'Allgäu: "Ha jo, passt scho", a numbered list, "d Vroni, also Veronika Hämmerle", a Vorarlberg mobile in a German tenant with the country said, an address replaced, the relationship given later',
    tags: ['german', 'list', 'multi-referee', 'foreign-phone', 'correction', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Ha jo, passt scho. Ihr dürfet die alle anrufa',
      { tapConfirm: true },
      '1. d Vroni, also Veronika Hämmerle, mei Chefin in dr Sennerei in Oberstaufen, 0151 28 44 90 17, vroni@sennerei-haemmerle.de\n2. dr Wendelin Fink vom Käsekeller in Hittisau, des isch scho in Vorarlberg: 0664 381 22 90',
      'Hoppla, bei dr Vroni: it vroni@…, sondern info@sennerei-haemmerle.de, dia ander Adress gibts nimma',
      'Dr Wendelin isch min Lehrmeister gsi',
      "Des wär's. Ade!",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Veronika', 'Hämmerle', 'info@sennerei-haemmerle.de', 'manager', '+4915128449017'),
        c('Wendelin', 'Fink', null, ['manager', 'teacher', 'mentor'], '+436643812290'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i126',
    title:
      'Hamburg: "Yoo, ɛyɛ – ja, passt", "Wie viele brauchen Sie denn?" asked back, a numbered list with a Ghanaian mobile in local format asked which country, a message meant for someone else ("Schatz, bring bitte Milch mit"), "Medaase"',
    tags: [
      'german',
      'question-back',
      'list',
      'multi-referee',
      'foreign-phone',
      'off-topic',
      'emoji',
      'done-phrase',
    ],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Yoo, ɛyɛ – ja, passt 👍',
      { tapConfirm: true },
      'Wie viele brauchen Sie denn? Ich hab zwei, vielleicht drei',
      '1) Frau Birgit Hansen-Lüders, Wohnbereichsleitung im Haus am Stadtpark, 040 6094 2210, b.hansen-lueders@haus-am-stadtpark.de\n2) Kwame Asante-Mensah, mein Stationsleiter im Korle Bu Hospital in Accra, 024 412 3456',
      { retry: 'Das ist eine Nummer in Ghana', key: 'phone:Kwame' },
      'Schatz, bring bitte Milch mit 🥛',
      'Sorry, falscher Chat 🙈',
      'Kwame hat keine Mail, nur WhatsApp auf der Nummer',
      'Das wars, danke! Medaase',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Birgit',
          'Hansen-Lüders',
          'b.hansen-lueders@haus-am-stadtpark.de',
          'manager',
          '+494060942210',
        ),
        c('Kwame', 'Asante-Mensah', null, 'manager', '+233244123456'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i127',
    title:
      'Wels: consent in Bulgarian and Austrian German, "Hans Peter" (two first names, no hyphen) pasted with a "tel:" link and an Outlook "<mailto:…>" tail, a Bulgarian mobile in local format asked which country',
    tags: ['german', 'multi-referee', 'foreign-phone', 'done-phrase', 'emoji'],
    locale: 'de',
    defaultCountry: 'AT',
    says: [
      'Да, разбира се 🙂 Ja, passt eh',
      { tapConfirm: true },
      'Mein Lagerleiter: Hans Peter Ehrensberger, tel:+436643127845, h.ehrensberger@traunlog.at<mailto:h.ehrensberger@traunlog.at>',
      'Und mein alter Chef in Plovdiv, Georgi Petrov, 0888 123 456. Mail hat er, aber ich weiß sie nicht',
      { retry: 'In Bulgarien', key: 'phone:Georgi' },
      'Готово – fertig. Благодаря!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Hans Peter', 'Ehrensberger', 'h.ehrensberger@traunlog.at', 'manager', '+436643127845'),
        c('Georgi', 'Petrov', null, 'manager', '+359888123456'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i128',
    title:
      'Herisau (Appenzell): consent only once shortlisted, confirmed; a "+41 (0)71" landline, a Lehrmeister and a current team lead, and the candidate\'s own e-mail (nobody\'s)',
    tags: ['german', 'consent', 'multi-referee', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'CH',
    says: [
      'Jo, das goht in Ordnig – aber nur, wenn i i di engeri Uswahl chume. Vorher bitte niemer aalüüte',
      { tapConfirm: true },
      'Min Lehrmeister: Ueli Sutter, Sutter Metallbau AG in Herisau, +41 (0)71 351 22 40, ueli.sutter@sutter-metallbau.ch',
      'Und de Hanspeter Frischknecht, min Teamleiter bi de Stadler, 079 412 88 03. Mail weiss i nöd',
      'Mini eigeti Adrässe, falls Si mi bruuched: r.koller99@bluewin.ch',
      'Das wärs. Merci vilmal und en schöne Obig',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Ueli',
          'Sutter',
          'ueli.sutter@sutter-metallbau.ch',
          ['manager', 'teacher', 'mentor'],
          '+41713512240',
        ),
        c('Hanspeter', 'Frischknecht', null, 'manager', '+41794128803'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i129',
    title:
      'Mannheim: "Ajo, im Prinzip schon … awwer naa, lossen mers" with the boss\'s name and e-mail inside and a certificate offered instead (refused, nothing kept)',
    tags: ['german', 'consent', 'consent-with-email', 'correction'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Ajo, im Prinzip schon … awwer naa, lossen mers. Mein Chef, de Herr Thomas Keßler (t.kessler@rhein-neckar-druck.de), weeß noch nix devun, un wenn der des erfährt, bin ich die längschd Zeit do gewese. Mei Zeugnis kenne Se gern hawwe',
      { retry: 'Naa, bleibt debei. Alla, tschüss', key: 'consent' },
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'de-i130',
    title:
      'Osnabrück: "Sim, claro – ja, gern!", a landline digit set right in the same message ("4417 – nein, 4471"), a Portuguese compound first name and particle surname ("Maria João de Sousa e Silva"), a Portuguese mobile asked which country',
    tags: ['german', 'correction', 'multi-referee', 'foreign-phone', 'done-phrase', 'emoji'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Sim, claro – ja, gern! 🙂',
      { tapConfirm: true },
      'Meine Ausbilderin bei den Stadtwerken: Antje Bruns-Wübbeler, 0541 2002 4417 – nein, 4471. a.bruns-wuebbeler@stadtwerke-os.de',
      'Und Maria João de Sousa e Silva, sie war meine Chefin im Café in Porto, 912 345 678',
      { retry: 'Portugal', key: 'phone:Maria João' },
      'É isso – das ist alles. Obrigada!',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Antje',
          'Bruns-Wübbeler',
          'a.bruns-wuebbeler@stadtwerke-os.de',
          ['manager', 'teacher', 'mentor'],
          '+4954120024471',
        ),
        c('Maria João', 'de Sousa e Silva', null, 'manager', '+351912345678'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i131',
    title:
      'Bielefeld: a Mennonite from Cuauhtémoc (Chihuahua) in German with Plautdietsch and Spanish ("Jo, daut es goot. Sí, claro" confirmed), a Mexican mobile in local ten-digit format asked which country (+52), a teacher\'s e-mail set right in the next message, "Daut\'s aules"',
    tags: ['german', 'foreign-phone', 'correction', 'multi-referee', 'done-phrase', 'emoji'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Jo, daut es goot. Sí, claro 🙂',
      { tapConfirm: true },
      'Mien Baas in der Käsefabrik in Cuauhtémoc, Abram Friesen, 625 123 4567. Mail hat er keine',
      { retry: 'Mexiko', key: 'phone:Abram' },
      'Und Frau Helga Janzen, meine Deutschlehrerin vom Integrationskurs an der VHS, helga.janzen@vhs-bielefeld.de',
      'Nä, waut… die Mail ist h.janzen@vhs-bielefeld.de, nicht helga.janzen',
      "Daut's aules. Dankscheen!",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Abram', 'Friesen', null, 'manager', '+526251234567'),
        c('Helga', 'Janzen', 'h.janzen@vhs-bielefeld.de', 'teacher'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i132',
    title:
      'Zug: a commodities trader refuses in German and English with his boss\'s name and Zug landline inside ("Sorry, aber nein … Mr. Daniel Hürlimann, 041 727 55 10"), asked again: "No, definitely not" (refused, nothing kept)',
    tags: ['german', 'consent', 'negation', 'emoji'],
    locale: 'de',
    defaultCountry: 'CH',
    says: [
      "Sorry, aber nein. I'd rather you don't contact anyone yet – vor allem nicht meinen Chef, Mr. Daniel Hürlimann, 041 727 55 10. He'd kill me 😅",
      { retry: 'No, definitely not. Danke für Ihr Verständnis', key: 'consent' },
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'de-i133',
    title:
      'Wernigerode (Harz): a cook\'s numbered list with a German mobile, a Norwegian mobile whose country is said ("in Geilo (Norwegen), 412 34 567") and a sous-chef struck in the next message ("Der ist jetzt mit meiner Ex zusammen 🙈")',
    tags: [
      'german',
      'list',
      'multi-referee',
      'foreign-phone',
      'correction',
      'done-phrase',
      'emoji',
    ],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Ja, können Sie machen',
      '1. Rainer Böttcher, Küchenchef im Hotel am Markt, 0171 4455823\n2. Ingrid Solberg, meine Chefin in der Wintersaison im Hotel in Geilo (Norwegen), 412 34 567, ingrid.solberg@geilo-fjellhotell.no\n3. Uwe Mertens, Souschef, uwe.mertens@gmx.de',
      { retry: 'Norwegen', key: 'phone:Ingrid' },
      'Ach, streichen Sie bitte den Uwe wieder. Der ist jetzt mit meiner Ex zusammen 🙈',
      'Das wärs',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Rainer', 'Böttcher', null, 'manager', '+491714455823'),
        c('Ingrid', 'Solberg', 'ingrid.solberg@geilo-fjellhotell.no', 'manager', '+4741234567'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i134',
    title:
      'Würzburg: a Kenyan nurse ("Ndiyo, ja gerne" confirmed), her ward manager with an e-mail, a matron in Nairobi with a Kenyan mobile in local format asked which country (+254), then her own mobile and e-mail (nobody\'s), "Asante, das ist alles"',
    tags: ['german', 'multi-referee', 'foreign-phone', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Ndiyo, ja gerne',
      { tapConfirm: true },
      'Meine Stationsleitung an der Uniklinik: Frau Barbara Götz, b.goetz@ukw-pflege.de',
      'Und in Nairobi mein Matron am Kenyatta Hospital, Mrs. Wanjiru Kamau, 0722 456 789',
      { retry: 'Kenia', key: 'phone:Wanjiru' },
      'Falls Sie mich brauchen: 0152 23984410, grace.otieno@web.de',
      'Asante, das ist alles',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Barbara', 'Götz', 'b.goetz@ukw-pflege.de', 'manager'),
        c('Wanjiru', 'Kamau', null, 'manager', '+254722456789'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i135',
    title:
      'Timișoara (Banat) in a Romanian tenant: Banat Swabian ("Servus! Jo, des passt" confirmed), a Romanian mobile, a German project lead with a German mobile asked which country (+49) and his surname set right ("Net Lang, Lange mit e am End")',
    tags: ['german', 'foreign-phone', 'correction', 'multi-referee', 'done-phrase', 'emoji'],
    locale: 'de',
    defaultCountry: 'RO',
    says: [
      'Servus! Jo, des passt',
      { tapConfirm: true },
      'Mei Schichtleiter im Werk, der Herr Ovidiu Popescu, 0745 123 456, ovidiu.popescu@autoparts-tm.ro',
      'Und der Herr Dieter Lang, der Projektleiter aus Ingolstadt, der war zwei Johr bei uns in Temeswar. 0151 2345 6789',
      { retry: 'Deutschland', key: 'phone:Dieter' },
      'Net Lang, Lange mit e am End 🙈',
      "Des wär's. Mulțumesc, danke!",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Ovidiu', 'Popescu', 'ovidiu.popescu@autoparts-tm.ro', 'manager', '+40745123456'),
        c('Dieter', 'Lange', null, ['manager', 'colleague'], '+4915123456789'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i136',
    title:
      'Regensburg: a Nepali cook ("Namaste 🙏 Huncha, ja das passt" confirmed), his head chef with a German mobile and an e-mail, his old boss in Kathmandu named with the honorific "dai" ("Bikash dai – also Bikash Gurung") and a Nepali mobile in local format asked which country (+977), no e-mail ("am besten WhatsApp"), "Bas, yeti ho. Das wars, dhanyabad!"',
    tags: ['german', 'multi-referee', 'foreign-phone', 'filler', 'done-phrase', 'emoji'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Namaste 🙏 Huncha, ja das passt',
      { tapConfirm: true },
      'Mein Küchenchef jetzt im Hotel am Dom: Herr Sepp Brunner, 0171 4823916, sepp.brunner@hotel-amdom-regensburg.de',
      'Und in Kathmandu mein alter Chef vom Restaurant in Thamel, Bikash dai – also Bikash Gurung. 9841 234 567',
      { retry: 'Nepal', key: 'phone:Bikash' },
      'Email hat er keine, am besten WhatsApp auf die Nummer',
      'Bas, yeti ho. Das wars, dhanyabad!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Sepp', 'Brunner', 'sepp.brunner@hotel-amdom-regensburg.de', 'manager', '+491714823916'),
        c('Bikash', 'Gurung', null, 'manager', '+9779841234567'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i137',
    title:
      'Ulm: a Swabian machinist who asks who reads it all, then refuses ("Noi, des lass mr liaber") with his current boss\'s e-mail and office number with an extension inside the refusal, "Noi, bleibt dabei. Adee": nothing kept',
    tags: ['german', 'consent', 'consent-with-email', 'question-back'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Grüß Gott. Wer kriegt denn des alles zum Lesa?',
      'Hm. Noi, des lass mr liaber. Vor allem ned mein jetziger Chef, dr Herr Wolfgang Eisele (w.eisele@donautal-metall.de, 0731 940 21-18) – der woiß no gar ned, dass i mi bewerb',
      'Noi, bleibt dabei. Adee',
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'de-i138',
    title:
      'Lüneburg: a horse trainer back from Iceland with a numbered list (Icelandic patronymics "Sigurðardóttir" and "Pálsson", Icelandic mobiles in local format asked which country (+354)), a digit set right ("865 3390, nicht 856"), then that referee struck ("streicht Einar doch … Grönland"), her own mobile and e-mail (nobody\'s), "Das wars, takk!"',
    tags: ['german', 'list', 'multi-referee', 'foreign-phone', 'correction', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Ja, gerne!',
      '1. Guðrún Sigurðardóttir, meine Chefin auf dem Pferdehof Dalsholt bei Selfoss, gudrun@dalsholt.is, 862 4417\n2. Einar Pálsson, Reitlehrer-Kollege dort, einar.palsson@simnet.is, 856 3390\n3. Frau Bettina Lohse, meine Ausbilderin in der Lehre zur Pferdewirtin hier in Lüneburg, b.lohse@reitanlage-lohse.de',
      { retry: 'Island, beide', key: 'phone:Guðrún' },
      { retry: 'Auch Island', key: 'phone:Einar' },
      'Sorry, Einars Nummer ist 865 3390, nicht 856',
      'Ach nee, streicht Einar doch. Der ist bis März auf Grönland, da erreicht ihn eh keiner',
      'Mich erreicht ihr unter 0172 5558190 oder lotte.behrens@posteo.de',
      'Das wars, takk!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Guðrún', 'Sigurðardóttir', 'gudrun@dalsholt.is', 'manager', '+3548624417'),
        c('Bettina', 'Lohse', 'b.lohse@reitanlage-lohse.de', ['teacher', 'mentor', 'manager']),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i139',
    title:
      'St. Pölten (Lower Austria): a Moldovan live-in carer ("Da, sigur. Ja, passt" confirmed), the daughter of the lady she cared for with only a St. Pölten landline, the agency coordinator in Chișinău with a Moldovan mobile in local format asked which country (+373), no e-mail for either, "Oma läutet, ich muss gehen": open',
    tags: ['german', 'multi-referee', 'foreign-phone', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'AT',
    says: [
      'Da, sigur. Ja, passt',
      { tapConfirm: true },
      'Die Familie, wo ich 2 Jahre war: Frau Herta Wimmer, die Tochter von Oma Resi. Sie hat nur Festnetz: 02742 35 12 70',
      'Und von der Agentur die Koordinatorin, Frau Ionela Rusu. Sie sitzt in Chișinău, 069 123 456',
      { retry: 'Moldau, Republik Moldau', key: 'phone:Ionela' },
      'Mail hab ich von beiden keine, tut mir leid',
      'Oma läutet, ich muss gehen. Ich schreib später',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Herta', 'Wimmer', null, ['client', 'manager'], '+432742351270'),
        c('Ionela', 'Rusu', null, ['manager', 'other'], '+37369123456'),
      ],
    },
    outcome: 'open',
  },
  {
    id: 'de-i140',
    title:
      'Vienna: a Peruvian cook ("Claro que sí 🙂 Ja, passt" confirmed), "la Sra. Rosa Quispe Mamani, Jefa de cocina" with a Peruvian mobile in local format asked which country (+51), her sous-chef in Vienna with an Austrian mobile and his address in the next message, "Eso es todo – das wars"',
    tags: ['german', 'multi-referee', 'foreign-phone', 'filler', 'done-phrase', 'emoji'],
    locale: 'de',
    defaultCountry: 'AT',
    says: [
      'Claro que sí 🙂 Ja, passt',
      { tapConfirm: true },
      'Meine Chefin in Lima: la Sra. Rosa Quispe Mamani, Jefa de cocina im Hotel in Miraflores, rquispe@hotelcostaverde.pe, 987 415 236',
      { retry: 'Perú, Lima', key: 'phone:Rosa' },
      'Und hier in Wien mein Souschef, der Lukas Hofbauer, 0660 487 21 93',
      'Mail: lukas.hofbauer@gmx.at',
      'Eso es todo – das wars. ¡Gracias!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Rosa', 'Quispe Mamani', 'rquispe@hotelcostaverde.pe', 'manager', '+51987415236'),
        c('Lukas', 'Hofbauer', 'lukas.hofbauer@gmx.at', ['manager', 'colleague'], '+436604872193'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i141',
    title:
      'Goslar: a Finnish engineer ("Joo, sopii – ja, passt" confirmed), a bulleted list with his boss in Helsinki whose Finnish mobile "040 718 2264" looks like a Hamburg number (asked which country: +358), a colleague there without a phone, and his Goslar team lead as a pasted signature ("Mit freundlichem Glückauf", "Dipl.-Ing. Hans-Georg Brunotte", an office number with the extension after a hyphen), then the colleague struck ("in Elternzeit"), "Das wars. Kiitos!"',
    tags: [
      'german',
      'list',
      'multi-referee',
      'foreign-phone',
      'signature',
      'correction',
      'done-phrase',
      'emoji',
    ],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Joo, sopii – ja, passt 👍',
      { tapConfirm: true },
      'Hier meine Referenzen:\n- Päivi Häkkinen, meine Chefin bei Metsä in Helsinki, paivi.hakkinen@metsagroup.com, 040 718 2264\n- Jukka Nieminen, Kollege dort, jukka.nieminen@metsagroup.com\n- und hier in Goslar mein Teamleiter, Signatur kopiert:\n\nMit freundlichem Glückauf\nDipl.-Ing. Hans-Georg Brunotte\nTeamleiter Instandhaltung\nHarzwasserwerke GmbH\nTel. 05321 68 74-20\nhg.brunotte@harzwasserwerke.de',
      {
        retry: 'Finnland. Das ist eine finnische Handynummer, keine Hamburger',
        key: 'phone:Päivi',
      },
      'Ach, Jukka bitte streichen, der ist gerade in Elternzeit',
      'Das wars. Kiitos!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Päivi', 'Häkkinen', 'paivi.hakkinen@metsagroup.com', 'manager', '+358407182264'),
        c('Hans-Georg', 'Brunotte', 'hg.brunotte@harzwasserwerke.de', 'manager', '+495321687420'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i142',
    title:
      'Cottbus: a Georgian nurse whose "Ki" is Georgian for yes, before a "kein" ("Ki, kein Problem 🙂" confirmed), her ward manager and her senior doctor in Tbilisi by his nickname ("Dato – also eigentlich Dr. David Beridze") with a Georgian mobile in local format asked which country (+995), his e-mail sent later and set right in the next message ("nicht gmail"), "Didi madloba!"',
    tags: [
      'german',
      'multi-referee',
      'foreign-phone',
      'correction',
      'negation',
      'done-phrase',
      'emoji',
    ],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Ki, kein Problem 🙂',
      { tapConfirm: true },
      'Meine Stationsleitung im Carl-Thiem-Klinikum, Frau Ramona Lehmann, r.lehmann@ctk.de, und von der Klinik in Tiflis mein Oberarzt Dato – also eigentlich Dr. David Beridze, 599 12 34 56',
      { retry: 'Georgien', key: 'phone:David' },
      'Davids Mail: d.beridze@gmail.com',
      'Sorry, falsch: d.beridze@geomedi.ge, nicht gmail',
      'Das ist alles. Didi madloba!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Ramona', 'Lehmann', 'r.lehmann@ctk.de', 'manager'),
        c(
          'David',
          'Beridze',
          'd.beridze@geomedi.ge',
          ['manager', 'colleague', 'other'],
          '+995599123456',
        ),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i143',
    title:
      'Wilhelmshaven: a port worker on shift who asks back ("Muss das jetzt sein?"), then refuses with a northern no that starts with "ja" ("Jaa nee, lass mal lieber") and his boss\'s e-mail and landline inside the refusal, "Nee, echt nich": refused, nothing kept',
    tags: ['german', 'consent', 'consent-with-email', 'question-back'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Moin. Muss das jetzt sein? Bin grad auf Schicht am Containerterminal',
      'Jaa nee, lass mal lieber. Wenn mein Chef das mitkriegt (k.tjaden@jade-hafenservice.de, 04421 40 98 17) bin ich raus. Der weiß nix von der Bewerbung',
      'Nee, echt nich. Trotzdem danke, tschüss',
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'de-i144',
    title:
      'Solothurn: a Thai cook (consent in Thai script with a condition, "aber bitte erst nach meinem Probetag am Freitag", confirmed), "Khun" (a title) before her Phuket head chef\'s name with a Thai mobile that looks like a Graubünden number (081, asked which country: +66), "Herr Beat von Arx" with a Solothurn landline, a new Thai number for the first sent later, "khop khun ka"',
    tags: [
      'german',
      'consent',
      'multi-referee',
      'foreign-phone',
      'correction',
      'filler',
      'done-phrase',
      'emoji',
    ],
    locale: 'de',
    defaultCountry: 'CH',
    says: [
      'ได้ค่ะ 🙏 Ja, gern – aber bitte erst nach meinem Probetag am Freitag, vorher niemanden anrufen',
      { tapConfirm: true },
      'Mein Chef in Phuket: Khun Somchai Srisuk, Küchenchef im Resort in Kata, somchai.s@kata-resort.co.th, 081 234 5678',
      { retry: 'Thailand', key: 'phone:Somchai' },
      'Und hier in Solothurn de Küchechef vom Hotel an der Aare, Herr Beat von Arx, beat.vonarx@hotel-aare.ch, 032 622 44 10',
      'Sorry, Khun Somchai hat eine neue Nummer, auch Thailand: 089 765 4321',
      'Das isch alles, khop khun ka 🙏',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Somchai', 'Srisuk', 'somchai.s@kata-resort.co.th', 'manager', '+66897654321'),
        c('Beat', 'von Arx', 'beat.vonarx@hotel-aare.ch', 'manager', '+41326224410'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i145',
    title:
      'Garmisch-Partenkirchen: an Ethiopian room attendant ("እሺ – ja, ok" confirmed), three referees in one run-on message with the Ethiopian titles "W/ro" and "Ato" before names, an Ethiopian mobile in local format asked which country (+251), a Garmisch landline, a German teacher from the integration course, "በቃ – das wars"',
    tags: ['german', 'multi-referee', 'foreign-phone', 'filler', 'done-phrase', 'emoji'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'እሺ – ja, ok',
      { tapConfirm: true },
      'Meine Chefin in Addis Abeba war W/ro Tigist Alemu, Housekeeping im Hotel in Bole, tigist.alemu@bolegardenhotel.com, 0911 23 45 67 und hier in Garmisch die Hausdame Frau Resi Ostler, r.ostler@hotel-zugspitzblick.de, 08821 94 53 10 und Ato Dawit Bekele, mein Deutschlehrer vom Integrationskurs, dawit.bekele@vhs-gap.de',
      { retry: 'Äthiopien', key: 'phone:Tigist' },
      'በቃ – das wars. Ameseginalehu 🙏',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Tigist', 'Alemu', 'tigist.alemu@bolegardenhotel.com', 'manager', '+251911234567'),
        c('Resi', 'Ostler', 'r.ostler@hotel-zugspitzblick.de', 'manager', '+498821945310'),
        c('Dawit', 'Bekele', 'dawit.bekele@vhs-gap.de', 'teacher'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i146',
    title:
      'Cala Ratjada (Mallorca, a Spanish tenant): a German waiter at a beach club ("Vale, passt 👍" confirmed), a photo that never arrives ("📷 Foto"), then "Dann tipp ich\'s ab: Xisca, also Francisca Bauzà Oliver" (a Mallorcan nickname, a Spanish double surname) with a Balearic landline in the tenant\'s format, his old boss at a Baltic hotel with a German mobile in local format "0171 5523 908" asked which country (+49), "Das wars. ¡Hasta luego!"',
    tags: [
      'german',
      'multi-referee',
      'foreign-phone',
      'filler',
      'off-topic',
      'done-phrase',
      'emoji',
    ],
    locale: 'de',
    defaultCountry: 'ES',
    says: [
      'Vale, passt 👍',
      { tapConfirm: true },
      '📷 Foto',
      "Ah, Fotos gehen hier nicht? Dann tipp ich's ab: Xisca, also Francisca Bauzà Oliver, meine Jefa de sala im Beach Club, xisca.bauza@calaagulla-beachclub.es, 971 56 34 12",
      'Und aus Deutschland mein alter Chef vom Ostseehotel in Kühlungsborn, Herr Matthias Wendland, m.wendland@ostseehotel-kborn.de, 0171 5523 908',
      { retry: 'Deutschland, das ist ein deutsches Handy', key: 'phone:Matthias' },
      'Das wars. ¡Hasta luego!',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Francisca',
          'Bauzà Oliver',
          'xisca.bauza@calaagulla-beachclub.es',
          'manager',
          '+34971563412',
        ),
        c('Matthias', 'Wendland', 'm.wendland@ostseehotel-kborn.de', 'manager', '+491715523908'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i147',
    title:
      'Plzeň (a Czech tenant): a quality engineer at an automotive supplier ("Ano, jasně – ja, klar" confirmed), his boss as a pasted bilingual signature ("S pozdravem / Mit freundlichen Grüßen", "Ing. Jiří Dvořák, Ph.D." with a title before and one after the name, "vedoucí výroby / Produktionsleiter", a landline with +420 and a mobile in local format) and "Am besten aufs Handy", "Mgr. Lenka Svobodová, MBA", his internship mentor in Regensburg with a German mobile in local format asked which country (+49), "To je vše – das ist alles. Děkuji!"',
    tags: ['german', 'signature', 'multi-referee', 'foreign-phone', 'filler', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'CZ',
    says: [
      'Ano, jasně – ja, klar',
      { tapConfirm: true },
      'Mein Chef, Signatur kopiert:\n\nS pozdravem / Mit freundlichen Grüßen\n\nIng. Jiří Dvořák, Ph.D.\nvedoucí výroby / Produktionsleiter\nAutodíly Plzeň s.r.o.\nT: +420 377 123 456\nM: 603 214 587\njiri.dvorak@autodily-plzen.cz',
      'Am besten aufs Handy, im Büro ist er nie',
      'Dann Mgr. Lenka Svobodová, MBA, sie war meine Ausbildungsleiterin im dualen Studium: lenka.svobodova@autodily-plzen.cz',
      'Und aus dem Praktikum in Regensburg mein Betreuer, Herr Markus Lindner, markus.lindner@ostbayern-automotive.de, 0160 9123 4567',
      { retry: 'Deutschland', key: 'phone:Markus' },
      'To je vše – das ist alles. Děkuji!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Jiří', 'Dvořák', 'jiri.dvorak@autodily-plzen.cz', 'manager', '+420603214587'),
        c('Lenka', 'Svobodová', 'lenka.svobodova@autodily-plzen.cz', [
          'mentor',
          'teacher',
          'manager',
        ]),
        c(
          'Markus',
          'Lindner',
          'markus.lindner@ostbayern-automotive.de',
          ['mentor', 'manager'],
          '+4916091234567',
        ),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i148',
    title:
      'Wiesbaden: a data-protection officer at an insurer who first asks for the legal basis and how long the data are kept, then refuses in the words of the law ("Ich widerspreche der Verarbeitung nach Art. 21 DSGVO") with her current boss\'s name, e-mail and an office number with an extension inside, and asks for the deletion in writing: refused, nothing kept',
    tags: ['german', 'consent', 'consent-with-email', 'question-back', 'number-in-word'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Bevor ich zustimme: Auf welcher Rechtsgrundlage verarbeiten Sie die Daten meiner Referenzgeber, und wie lange werden sie gespeichert?',
      'Danke. Dann lehne ich ab. Ich widerspreche der Verarbeitung nach Art. 21 DSGVO, insbesondere jeder Kontaktaufnahme mit meiner derzeitigen Vorgesetzten, Frau Dr. Claudia Reinartz (c.reinartz@rhein-main-versicherung.de, 0611 7789-310).',
      'Nein. Bitte bestätigen Sie mir die Löschung meiner Angaben schriftlich.',
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'de-i149',
    title:
      'Side (near Antalya, a Turkish tenant): a Turkish-German guest-relations agent back from Gelsenkirchen ("Tamam, olur – ja, passt" confirmed), a numbered list with a Turkish compound first name without a hyphen ("Hasan Hüseyin Çelik", Front Office Müdürü) and a Turkish mobile in the tenant\'s format, a colleague with only an e-mail, her trainer at a travel agency with a Gelsenkirchen landline in local format asked which country (+49), then "Den Murat bitte streichen … bei der Konkurrenz in Belek 😅", "Bu kadar – das wars. Sağ olun!"',
    tags: [
      'german',
      'list',
      'multi-referee',
      'foreign-phone',
      'correction',
      'done-phrase',
      'emoji',
    ],
    locale: 'de',
    defaultCountry: 'TR',
    says: [
      'Tamam, olur – ja, passt',
      { tapConfirm: true },
      '1) Hasan Hüseyin Çelik, Front Office Müdürü hier im Hotel, hh.celik@side-palmiye-hotel.com.tr, 0532 418 27 63\n2) Murat Aksoy, Kollege an der Rezeption, murat.aksoy87@gmail.com\n3) Frau Gabriele Wendt, meine Ausbilderin im Reisebüro in Gelsenkirchen, g.wendt@reisewelt-buer.de, 0209 158 7342',
      { retry: 'Deutschland, Festnetz in Gelsenkirchen', key: 'phone:Gabriele' },
      'Den Murat bitte streichen, der ist jetzt bei der Konkurrenz in Belek 😅',
      'Bu kadar – das wars. Sağ olun!',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Hasan Hüseyin',
          'Çelik',
          'hh.celik@side-palmiye-hotel.com.tr',
          'manager',
          '+905324182763',
        ),
        c(
          'Gabriele',
          'Wendt',
          'g.wendt@reisewelt-buer.de',
          ['teacher', 'mentor', 'manager'],
          '+492091587342',
        ),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i150',
    title:
      'Lugano (a Swiss tenant): a site worker writing German with Italian ("Sì, va bene – ja, passt" confirmed), "il signor Bernasconi, Natel 079 412 33 87" with no first name, then "Gianfranco heisst er", the foreman from Como with an Italian mobile "347 812 4456" asked which country (+39) and a Threema ID that is neither a phone nor an address ("nur auf Threema, ID 7XK4P2HM"), "keiner von beiden hat Mail", "Devo andare, il capo chiama": open',
    tags: ['german', 'multi-referee', 'foreign-phone', 'filler', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'CH',
    says: [
      'Sì, va bene – ja, passt',
      { tapConfirm: true },
      'Il mio capo… sorry: mein Chef auf der Baustelle war il signor Bernasconi, Natel 079 412 33 87',
      'Gianfranco heisst er, Gianfranco Bernasconi',
      'Und der Polier aus Como, Davide Colombo, 347 812 4456. Schreiben tut er aber nur auf Threema, ID 7XK4P2HM',
      { retry: 'Italien, das ist ein italienisches Handy', key: 'phone:Davide' },
      'Mail? Nessuno dei due ce l’ha… keiner von beiden hat Mail, sorry',
      'Devo andare, il capo chiama. Ciao',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Gianfranco', 'Bernasconi', null, 'manager', '+41794123387'),
        c('Davide', 'Colombo', null, ['manager', 'colleague'], '+393478124456'),
      ],
    },
    outcome: 'open',
  },
  {
    id: 'de-i151',
    title:
      'Saarbrücken (a German tenant): a forwarding-agency clerk in Saarland dialect ("Ei jo, allemol!" confirmed), his boss with a Saarbrücken landline, the head of dispatch "vun drübe aus Forbach" (Mme, a French mobile in local format "06 12 34 56 78" asked which country: +33), then "Ach nä, de Werner hat jetzt e neue Adress" (the e-mail replaced), "Dat wars, merci!"',
    tags: ['german', 'multi-referee', 'foreign-phone', 'correction', 'done-phrase', 'filler'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Ei jo, allemol!',
      { tapConfirm: true },
      'Mei Chef bei de Spedition in Saarbrigge: Werner Altmeyer, w.altmeyer@saar-spedition.de, 0681 9876 543',
      'Un die Dispo-Chefin vun drübe aus Forbach, Mme Nathalie Kieffer, nathalie.kieffer@transports-moselle.fr, 06 12 34 56 78',
      { retry: 'Frankreich, die wohnt in Forbach', key: 'phone:Nathalie' },
      'Ach nä, de Werner hat jetzt e neue Adress: werner.altmeyer@spedition-altmeyer.de',
      'Dat wars, merci!',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Werner',
          'Altmeyer',
          'werner.altmeyer@spedition-altmeyer.de',
          'manager',
          '+496819876543',
        ),
        c(
          'Nathalie',
          'Kieffer',
          'nathalie.kieffer@transports-moselle.fr',
          ['manager', 'colleague'],
          '+33612345678',
        ),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i152',
    title:
      'Swakopmund (a Namibian tenant): a German-Namibian desert-tour guide ("Ja, is reg so 👍" with the Afrikaans "is reg", confirmed), "Oom Hennie – also Hendrik van der Merwe" (a nickname with "Oom", uncle, then the full name with a particle) with a Namibian mobile in the tenant\'s format, a colleague from Cape Town with a South African mobile in local format "082 555 1234" asked which country (+27), "Dis al, dankie! Das wars"',
    tags: ['german', 'multi-referee', 'foreign-phone', 'filler', 'done-phrase', 'emoji'],
    locale: 'de',
    defaultCountry: 'NA',
    says: [
      'Ja, is reg so 👍',
      { tapConfirm: true },
      'Oom Hennie – also Hendrik van der Merwe, mein Boss bei der Tour-Firma hier in Swakop: hennie@desertsafaris.com.na, 081 234 5678',
      'Und die Liezl Botha aus Kapstadt, wir waren zusammen Guides, liezl.botha@capeadventures.co.za, 082 555 1234',
      { retry: 'Südafrika, das ist ihr Handy in Kapstadt', key: 'phone:Liezl' },
      'Dis al, dankie! Das wars',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Hendrik', 'van der Merwe', 'hennie@desertsafaris.com.na', 'manager', '+264812345678'),
        c('Liezl', 'Botha', 'liezl.botha@capeadventures.co.za', 'colleague', '+27825551234'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i153',
    title:
      'Frankfurt airport: a federal police officer who refuses ("Nee, lieber nicht … da darf ich sowas nicht einfach rausgeben") with his shift leader\'s rank, name and e-mail inside ("PHK Thomas Jäger, thomas.jaeger@polizei.bund.de"), then "Nein, wirklich nicht": refused, nothing kept',
    tags: ['german', 'consent', 'consent-with-email', 'negation'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Nee, lieber nicht. Ich bin bei der Bundespolizei am Flughafen, da darf ich sowas nicht einfach rausgeben. Und bitte auch nicht bei meinem Dienstgruppenleiter nachfragen (PHK Thomas Jäger, thomas.jaeger@polizei.bund.de)',
      'Nein, wirklich nicht. Schönen Tag noch',
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'de-i154',
    title:
      'Graz (an Austrian tenant): a Bosnian-Austrian nurse ("Jo eh. Passt scho" confirmed), a bulleted list with Austrian and Bosnian titles ("Prim. Dr.", "DGKP", "Dr."), an Austrian mobile and a Bosnian mobile in local format "061 234 567" asked which country (+387), then "Den Primar bitte doch streichen, der geht eh grad in Pension" (removed) and "die Nummer von der Eva-Maria endet auf 48, nicht 47" (a digit corrected), "Des wars. Hvala!"',
    tags: ['german', 'list', 'multi-referee', 'foreign-phone', 'correction', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'AT',
    says: [
      'Jo eh. Passt scho',
      { tapConfirm: true },
      'Meine Referenzen:\n• Prim. Dr. Edin Hadžić, Abteilungsvorstand Interne am LKH Graz, edin.hadzic@kages.at\n• DGKP Eva-Maria Pölzl, meine Stationsleitung, eva-maria.poelzl@kages.at, 0664 381 22 47\n• Dr. Amra Kovačević, meine Chefin im Spital in Tuzla, amra.kovacevic@ukctuzla.ba, 061 234 567',
      { retry: 'Bosnien, das ist ein bosnisches Handy', key: 'phone:Amra' },
      'Den Primar bitte doch streichen, der geht eh grad in Pension',
      'Korrektur: die Nummer von der Eva-Maria endet auf 48, nicht 47',
      'Des wars. Hvala!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Eva-Maria', 'Pölzl', 'eva-maria.poelzl@kages.at', 'manager', '+436643812248'),
        c('Amra', 'Kovačević', 'amra.kovacevic@ukctuzla.ba', 'manager', '+38761234567'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i155',
    title:
      'Nuremberg (a German tenant): a Transylvanian-Saxon car mechanic ("Da, sigur – ja, sicher" confirmed), "Herr Ștefan Popescu, Werkstattleiter in Mediasch, 0744 123 456, Mail hat er keine" (a Romanian mobile in local format asked which country: +40) and "Frau Katharina Schuster (geb. Binder)" (a maiden name in brackets) in one message, his master in Nuremberg, "den Ștefan kann man auch per WhatsApp auf der gleichen Nummer erreichen", "Gata, das wars"',
    tags: ['german', 'multi-referee', 'foreign-phone', 'filler', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Da, sigur – ja, sicher',
      { tapConfirm: true },
      'Zwei aus Rumänien: Herr Ștefan Popescu, Werkstattleiter in Mediasch, 0744 123 456, Mail hat er keine\nund Frau Katharina Schuster (geb. Binder), meine Lehrerin an der Brukenthalschule in Hermannstadt, katharina.schuster@brukenthal.ro',
      { retry: 'Rumänien, das ist ein rumänisches Handy', key: 'phone:Ștefan' },
      'Und hier in Nürnberg mein Meister, Gerhard Wolf, g.wolf@kfz-wolf-nuernberg.de',
      'Ach, den Ștefan kann man auch per WhatsApp auf der gleichen Nummer erreichen. Sonst fällt mir keiner ein. Gata, das wars',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Ștefan', 'Popescu', null, ['manager', 'other'], '+40744123456'),
        c('Katharina', 'Schuster', 'katharina.schuster@brukenthal.ro', 'teacher'),
        c('Gerhard', 'Wolf', 'g.wolf@kfz-wolf-nuernberg.de', 'manager'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i156',
    title:
      'Rostock (a German tenant): an Estonian ship\'s cook on the Baltic ferries ("Jah, sobib – ja, passt" confirmed), his chief cook in Tallinn with Estonian letters ("Tõnu Mägi") and an Estonian mobile in local format "5123 4567" (seven and eight digits, no leading 0) asked which country (+372), a colleague in Rostock with a German mobile, "Aitäh, das wars"',
    tags: ['german', 'multi-referee', 'foreign-phone', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Jah, sobib – ja, passt',
      { tapConfirm: true },
      'Mein Küchenchef auf der Fähre Tallinn–Helsinki: Tõnu Mägi, tonu.magi@tallink.ee, 5123 4567',
      { retry: 'Estland, das ist seine estnische Handynummer', key: 'phone:Tõnu' },
      'Und die Birte Kähler, wir haben zusammen in der Kombüse auf der Rostock–Gedser-Linie gearbeitet, birte.kaehler@web.de, 0160 9876 5432',
      'Aitäh, das wars',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Tõnu', 'Mägi', 'tonu.magi@tallink.ee', 'manager', '+37251234567'),
        c('Birte', 'Kähler', 'birte.kaehler@web.de', 'colleague', '+4916098765432'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i157',
    title:
      'Bautzen (a German tenant): a Sorbian editor ("Haj, to je w porjadku – ja, passt" confirmed) who pastes a bilingual Sorbian/German signature with a doctor\'s title, an institute landline and a mobile ("Dr. Měrćin Wjelan / Serbski institut / Sorbisches Institut / Tel. 03591 49 72 18 / Mobil 0171 234 5678"), then "Lieber aufs Handy", a choir leader first without an e-mail whose address comes later ("ach doch, hier: …"), "Dźakuju, to je wšo"',
    tags: ['german', 'signature', 'multi-referee', 'correction', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Haj, to je w porjadku – ja, passt',
      { tapConfirm: true },
      'Mein Chef, ich kopier einfach seine Signatur:\n\nDr. Měrćin Wjelan\nwótrjadnik / Abteilungsleiter\nSerbski institut / Sorbisches Institut\nDwórnišćowa 6 / Bahnhofstraße 6, 02625 Budyšin / Bautzen\nTel. 03591 49 72 18\nMobil 0171 234 5678\nm.wjelan@serbski-institut.de',
      'Lieber aufs Handy, im Institut ist er selten',
      'Und Hanka Kral, sie leitet den Chor, in dem ich seit zehn Jahren singe und für den ich die Programmhefte mache. Mail hat sie glaube ich keine, nur 0152 2345 6789',
      'Ach doch, hier: hanka.kral@gmx.de',
      'Dźakuju, to je wšo',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Měrćin', 'Wjelan', 'm.wjelan@serbski-institut.de', 'manager', '+491712345678'),
        c('Hanka', 'Kral', 'hanka.kral@gmx.de', ['other', 'client', 'friend'], '+4915223456789'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i158',
    title:
      'Ingolstadt (a German tenant): an engineer at a car maker who consents ("Ja, passt"), gives his former boss with a doctor\'s title, then WITHDRAWS his consent ("Halt, stopp … der spielt mit meinem jetzigen Chef Golf. Ich ziehe die Einwilligung zurück, bitte alles löschen"), confirmed: nothing kept',
    tags: ['german', 'consent', 'consent-with-email', 'correction', 'negation'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Ja, passt',
      'Mein früherer Abteilungsleiter in der Fahrwerksentwicklung, Dr. Florian Huber, florian.huber@audi.de',
      'Halt, stopp. Mir ist gerade eingefallen, dass der jeden Samstag mit meinem jetzigen Chef Golf spielt. Ich ziehe die Einwilligung zurück, bitte alles löschen und niemanden kontaktieren',
      { tapConfirm: true },
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'de-i159',
    title:
      'Freiberg (Saxony, a German tenant): a Mongolian mining-engineering graduate ("Тийм, болно – ja, okay" in Mongolian Cyrillic, confirmed), a professor with a long German title ("Prof. Dr.-Ing. habil. Uwe Richter, mein Doktorvater"), a Mongolian boss at a copper mine written given name first with a note ("Ganbold Batbayar (Ganbold ist der Vorname)") and a Mongolian mobile "9911 2345" asked which country (+976), "Баярлалаа, fertig"',
    tags: ['german', 'multi-referee', 'foreign-phone', 'done-phrase', 'list'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Тийм, болно – ja, okay',
      { tapConfirm: true },
      '1) Prof. Dr.-Ing. habil. Uwe Richter, mein Doktorvater an der Bergakademie, uwe.richter@tu-freiberg.de\n2) Ganbold Batbayar (Ganbold ist der Vorname), mein Chef im Praktikum in der Kupfermine Oyu Tolgoi, ganbold.b@ot.mn, 9911 2345',
      { retry: 'Mongolei, das ist eine mongolische Handynummer', key: 'phone:Ganbold' },
      'Баярлалаа, fertig',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Uwe', 'Richter', 'uwe.richter@tu-freiberg.de', ['teacher', 'mentor', 'manager']),
        c('Ganbold', 'Batbayar', 'ganbold.b@ot.mn', 'manager', '+97699112345'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i160',
    title:
      'Bochum (a German tenant): a fairground showman\'s son in Ruhr German ("Jo, mach ma" confirmed), "Onkel Kalle – Karl-Heinz Steinbach, dem gehört der Autoscooter" (a nickname, then a compound first name) with only a mobile, the Kirmes organiser of the city with a landline and an e-mail that he then takes back ("die Adresse gibts nicht mehr, die is in Rente"), so no referee has an e-mail: "Muss los, Aufbau in Herne": open',
    tags: ['german', 'multi-referee', 'filler', 'correction', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Jo, mach ma',
      { tapConfirm: true },
      'Onkel Kalle – Karl-Heinz Steinbach, dem gehört der Autoscooter, da hab ich 4 Jahre Chips verkauft und die Wagen gefahren. 0172 345 6789, Mail hat der nich',
      'Und Frau Gisela Brockhoff vom Ordnungsamt, die macht die Kirmes in Bochum, 0234 56 78 90, g.brockhoff@bochum.de',
      'Ach nee, die Adresse gibts nich mehr, die is in Rente. Nur noch die Festnetznummer, die geht aufs Privathandy weiter',
      'Muss los, Aufbau in Herne',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Karl-Heinz', 'Steinbach', null, 'manager', '+491723456789'),
        c('Gisela', 'Brockhoff', null, ['client', 'other'], '+49234567890'),
      ],
    },
    outcome: 'open',
  },
  {
    id: 'de-i161',
    title:
      'Klagenfurt (an Austrian tenant): a Carinthian-Slovene waiter ("Ja, seveda – passt eh" confirmed), his boss at a hotel on the Wörthersee with an Austrian academic title ("Mag. Gerald Wernig") and an Austrian mobile, his teacher at the tourism school in Prizren with a Kosovar mobile in local format "044 123 456" asked which country (+383), "To je vse, das wars"',
    tags: ['german', 'multi-referee', 'foreign-phone', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'AT',
    says: [
      'Ja, seveda – passt eh',
      { tapConfirm: true },
      'Mein Chef im Hotel am Wörthersee: Mag. Gerald Wernig, g.wernig@hotel-woerthersee.at, 0676 512 33 80',
      'Und mein Lehrer an der Tourismusschule in Prizren, Arben Krasniqi, arben.krasniqi@gmail.com, 044 123 456',
      { retry: 'Kosovo, das ist sein Handy dort', key: 'phone:Arben' },
      'To je vse, das wars',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Gerald', 'Wernig', 'g.wernig@hotel-woerthersee.at', 'manager', '+436765123380'),
        c('Arben', 'Krasniqi', 'arben.krasniqi@gmail.com', 'teacher', '+38344123456'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i162',
    title:
      'Lübbenau (the Spreewald, a German tenant): a punt boatman whose consent comes with a condition ("Ja, wenn mein jetziger Chef nix davon erfährt") and is asked again ("Ja, einverstanden"), his former boss at the punt harbour with a "+49 171" mobile, and a colleague from the gherkin stall by first name only ("Peggy, Nachname weiß ich grad nicht") with only a mobile, "Fertsch"',
    tags: ['german', 'consent', 'multi-referee', 'done-phrase', 'filler'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Ja, wenn mein jetziger Chef nix davon erfährt',
      { retry: 'Ja, einverstanden', key: 'consent' },
      'Mein alter Chef vom Kahnfährhafen: Uwe Noack, uwe.noack@kahnfahrt-luebbenau.de, +49 171 4455667',
      'Und die Peggy vom Gurkenstand, Nachname weiß ich grad nicht, 0157 3344 5566',
      'Fertsch',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Uwe', 'Noack', 'uwe.noack@kahnfahrt-luebbenau.de', 'manager', '+491714455667'),
        c('Peggy', null, null, 'colleague', '+4915733445566'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i163',
    title:
      'The Palatinate (a German tenant): a cellar hand at a winery who refuses in Palatine dialect ("Nä, losse mer des") with his boss\'s name and e-mail inside ("de Herr Bernd Schäfer (bernd.schaefer@weingut-schaefer-pfalz.de) waas noch nix"), then "Nä, bleibt dabei": refused, nothing kept',
    tags: ['german', 'consent', 'consent-with-email', 'negation'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Nä, losse mer des. Mei Chef im Weingut, de Herr Bernd Schäfer (bernd.schaefer@weingut-schaefer-pfalz.de), waas noch gar nix vun meiner Kündigung',
      'Nä, bleibt dabei. Adschee',
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'de-i164',
    title:
      'Weiden (the Upper Palatinate, a German tenant): a lorry driver DICTATING at a rest stop ("Ja Komma passt" confirmed), his dispatcher\'s e-mail dictated with umlauts and words ("andreas Punkt bäumler at spedition minus weiß Punkt de") asked again and typed, his former boss in Bratislava with a Slovak mobile in local format "0905 123 456" asked which country (+421), then the dispatcher removed ("der ist jetzt selber weg"), "Des war\'s Punkt"',
    tags: ['german', 'multi-referee', 'foreign-phone', 'correction', 'typos', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Ja Komma passt',
      { tapConfirm: true },
      'Mein Disponent Andreas Bäumler Komma andreas Punkt bäumler at spedition minus weiß Punkt de Komma Handy 0160 1234567',
      { retry: 'andreas.baeumler@spedition-weiss.de', key: 'email:Andreas' },
      'Und mein alter Chef in Bratislava, Marek Horváth, marek.horvath@slovtrans.sk, 0905 123 456',
      { retry: 'Slowakei', key: 'phone:Marek' },
      'Den Andreas bitte wieder rausnehmen Komma der ist jetzt selber weg',
      "Des war's Punkt",
    ],
    expected: {
      consent: true,
      contacts: [c('Marek', 'Horváth', 'marek.horvath@slovtrans.sk', 'manager', '+421905123456')],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i165',
    title:
      'St. Märgen (Black Forest, a German tenant): a young clockmaker ("Jo, gern" confirmed), the parish priest with a title and a particle ("Pfarrer Hans-Georg von Gemmingen") whose e-mail domain is corrected in a later message, a Dutch campsite owner with a Dutch mobile in local format "06-12345678" asked which country (+31), "Sell wärs"',
    tags: ['german', 'multi-referee', 'foreign-phone', 'correction', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Jo, gern',
      { tapConfirm: true },
      'Pfarrer Hans-Georg von Gemmingen, bei dem hab ich drei Jahre die Turmuhr gewartet, hg.vongemmingen@st-maergen.de',
      'Und der Joost de Vries vom Campingplatz am Titisee, da hab ich im Sommer gejobbt, joost@camping-titisee.nl, 06-12345678',
      { retry: 'Holland, der wohnt in Utrecht', key: 'phone:Joost' },
      'Sorry, beim Pfarrer ist es pfarramt-stmaergen.de, nicht st-maergen.de. Also hg.vongemmingen@pfarramt-stmaergen.de',
      'Sell wärs',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Hans-Georg', 'von Gemmingen', 'hg.vongemmingen@pfarramt-stmaergen.de', [
          'other',
          'mentor',
          'client',
        ]),
        c('Joost', 'de Vries', 'joost@camping-titisee.nl', 'manager', '+31612345678'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i166',
    title:
      'Leer (East Frisia, a German tenant): a Krabbenkutter deckhand turned tea-shop clerk, in East Frisian Low German ("Jo, dat geiht klor" confirmed), his old skipper described in one message ("Mien oll Baas up de Krabbenkutter in Greetsiel, de is sied 40 Johr Fischer …") and named in the next ("Hinrich Janssen heet he. 0171 2345678, Mail hett he nich"), the tea-shop owner with an e-mail and an East Frisian landline, "Dat weer\'t. Tschüss"',
    tags: ['german', 'filler', 'multi-referee', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Jo, dat geiht klor',
      { tapConfirm: true },
      'Mien oll Baas up de Krabbenkutter in Greetsiel, de is sied 40 Johr Fischer un kennt mi von lütt up. Bi hum heb ik dree Sömmer an Bord schafft',
      'Hinrich Janssen heet he. 0171 2345678, Mail hett he nich',
      'Un mien Chefin ut de Teeladen in Leer: Frauke Eilers, frauke.eilers@teehaus-leer.de, 0491 9123456',
      "Dat weer't. Tschüss",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Hinrich', 'Janssen', null, 'manager', '+491712345678'),
        c('Frauke', 'Eilers', 'frauke.eilers@teehaus-leer.de', 'manager', '+494919123456'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i167',
    title:
      'Vaduz (a Liechtenstein tenant): a bank clerk typing plainly, whose consent comes with a condition ("Ja, aber bitte erst nach meinem Vorstellungsgespräch am 10. Dezember.") and is asked again, her current boss with a doctor\'s title and a Liechtenstein mobile in international format ("+423 790 12 34"), her former team lead across the Rhine in Buchs SG with a Swiss mobile in local format "079 456 12 34" asked which country (+41), "Das wären alle. Vielen Dank."',
    tags: ['german', 'consent', 'multi-referee', 'foreign-phone', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'LI',
    says: [
      'Ja, aber bitte erst nach meinem Vorstellungsgespräch am 10. Dezember.',
      { retry: 'In Ordnung, Sie dürfen meine Referenzen kontaktieren.', key: 'consent' },
      'Mein jetziger Vorgesetzter ist Dr. Markus Büchel, Leiter Private Banking. E-Mail: markus.buechel@vaduzbank.li, Telefon +423 790 12 34.',
      'Außerdem meine frühere Teamleiterin bei der Raiffeisenbank in Buchs SG: Sabine Kaiser, sabine.kaiser@raiffeisen.ch, 079 456 12 34.',
      { retry: 'Das ist eine Schweizer Handynummer.', key: 'phone:Sabine' },
      'Das wären alle. Vielen Dank.',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Markus', 'Büchel', 'markus.buechel@vaduzbank.li', 'manager', '+4237901234'),
        c('Sabine', 'Kaiser', 'sabine.kaiser@raiffeisen.ch', 'manager', '+41794561234'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i168',
    title:
      'Cloppenburg (a German tenant): a Russian-German from Karaganda ("Да, ja, einverstanden" confirmed), a numbered list with her shift lead at a meat plant and her former boss at a pharmacy in Karaganda with a Kazakh mobile written with the trunk 8 ("8 701 234 5678", which also parses as a German landline) asked which country (+7), then the shift lead replaced ("Den Waldemar bitte streichen … Stattdessen Eduard Wiebe"), "Всё, das wars"',
    tags: ['german', 'list', 'multi-referee', 'foreign-phone', 'correction', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Да, ja, einverstanden',
      { tapConfirm: true },
      '1) Waldemar Becker, Schichtleiter im Fleischwerk, w.becker@fleischwerk-clp.de, 0151 23456789\n2) Swetlana Iwanowa, meine Chefin in der Apotheke in Karaganda, svetlana.ivanova@mail.kz, 8 701 234 5678',
      { retry: 'Kasachstan, nicht Russland', key: 'phone:Swetlana' },
      'Den Waldemar bitte streichen, der ist jetzt in Rente. Stattdessen Eduard Wiebe, auch Schichtleiter dort, e.wiebe@fleischwerk-clp.de, 0176 23456789',
      'Всё, das wars',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Swetlana', 'Iwanowa', 'svetlana.ivanova@mail.kz', 'manager', '+77012345678'),
        c('Eduard', 'Wiebe', 'e.wiebe@fleischwerk-clp.de', 'manager', '+4917623456789'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i169',
    title:
      'Duisburg-Marxloh (a German tenant): a young mechanic who refuses in Turkish-German slang ("Ne lan sorry, lass ma lieber nicht") with his boss\'s name and e-mail inside ("Mein Chef Murat Yıldız (murat.yildiz@kfz-yildiz.de) weiß nix dass ich wechsel"), then "Nee wallah, echt nicht": refused, nothing kept',
    tags: ['german', 'consent', 'consent-with-email', 'negation', 'short'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Ne lan sorry, lass ma lieber nicht. Mein Chef Murat Yıldız (murat.yildiz@kfz-yildiz.de) weiß nix dass ich wechsel, der macht sonst Stress',
      'Nee wallah, echt nicht. Tschüss',
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'de-i170',
    title:
      'Stuttgart (a German tenant): a Brazilian-German from Santa Cruz do Sul ("Sim, pode – jo, dürft ihr" confirmed), her boss at a tobacco company described first ("Mein Chef in der Tabakfirma … sein Opa kam aus dem Hunsrück") and named in the next message with a Brazilian mobile in local format "(51) 99876-5432" asked which country (+55), her German teacher at the Goethe-Institut whose e-mail has two letters swapped and is set right ("Desculpa, Kuhn nit Khun"), "Pronto, das wars. Obrigado!"',
    tags: [
      'german',
      'portuguese',
      'filler',
      'multi-referee',
      'foreign-phone',
      'correction',
      'done-phrase',
    ],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Sim, pode – jo, dürft ihr',
      { tapConfirm: true },
      'Mein Chef in der Tabakfirma in Santa Cruz do Sul, der is aach deitschstämmig, sein Opa kam aus dem Hunsrück',
      'Arno Schmitt heißt er. arno.schmitt@tabacos-sc.com.br, (51) 99876-5432',
      { retry: 'Brasilien', key: 'phone:Arno' },
      'Und die Gisele Kuhn, meine Lehrerin vum Deutschkurs am Goethe-Institut in Porto Alegre, gisele.khun@goethe.de',
      'Desculpa, Kuhn nit Khun: gisele.kuhn@goethe.de',
      'Pronto, das wars. Obrigado!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Arno', 'Schmitt', 'arno.schmitt@tabacos-sc.com.br', 'manager', '+5551998765432'),
        c('Gisele', 'Kuhn', 'gisele.kuhn@goethe.de', 'teacher'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i171',
    title:
      'Leipzig (a German tenant): a Syrian cook who consents in Arabic and German ("نعم، تمام – ja, okay" confirmed), his head chef described in one message ("Mein Chef in der Küche vom Hotel am Augustusplatz, er hat mir alles gezeigt …") and named in the next ("Er heißt Steffen Kühnel …"), his former boss in Damascus by his kunya first ("Abu Fadi – richtig heißt er Georges Haddad") with a Syrian mobile in local format "0944 123 456" (which also reads as a German landline) and no e-mail, asked which country (+963), "Shukran, das ist alles"',
    tags: ['german', 'filler', 'multi-referee', 'foreign-phone', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'نعم، تمام – ja, okay',
      { tapConfirm: true },
      'Mein Chef in der Küche vom Hotel am Augustusplatz, er hat mir alles gezeigt, auch das Deutsch für die Küche',
      'Er heißt Steffen Kühnel. steffen.kuehnel@hotel-augustus.de',
      'Und mein alter Chef in Damaskus, Restaurant in Bab Tuma: Abu Fadi – richtig heißt er Georges Haddad. 0944 123 456, Mail hat er keine',
      { retry: 'Syrien, das ist sein Handy in Damaskus', key: 'phone:Georges' },
      'Shukran, das ist alles',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Steffen', 'Kühnel', 'steffen.kuehnel@hotel-augustus.de', 'manager'),
        c('Georges', 'Haddad', null, 'manager', '+963944123456'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i172',
    title:
      'Bregenz (Vorarlberg, an Austrian tenant): an accountant typing plainly, whose consent comes with a condition ("Ja, grundsätzlich schon. Aber bitte nur, wenn es nach dem zweiten Gespräch noch ernst ist.") and is asked again, a numbered list with her head of accounting (an Austrian mobile) and her former boss in St. Gallen with a Swiss mobile in local format "078 123 45 67" asked which country (+41), then the first phone corrected in a later message ("Bei Frau Fink habe ich mich vertippt: 0664 123 45 76"), "Das sind alle. Danke und einen schönen Tag."',
    tags: [
      'german',
      'consent',
      'list',
      'multi-referee',
      'foreign-phone',
      'correction',
      'done-phrase',
    ],
    locale: 'de',
    defaultCountry: 'AT',
    says: [
      'Ja, grundsätzlich schon. Aber bitte nur, wenn es nach dem zweiten Gespräch noch ernst ist.',
      {
        retry: 'Gut, dann stimme ich zu. Sie dürfen meine Referenzen kontaktieren.',
        key: 'consent',
      },
      '1. Elisabeth Fink, Leiterin Rechnungswesen bei meinem jetzigen Arbeitgeber in Wolfurt, e.fink@seilbahnbau-wolfurt.at, 0664 123 45 67\n2. Reto Caminada, mein früherer Vorgesetzter in St. Gallen, reto.caminada@textil-sg.ch, 078 123 45 67',
      { retry: 'Das ist eine Schweizer Handynummer.', key: 'phone:Reto' },
      'Entschuldigung, bei Frau Fink habe ich mich vertippt. Richtig ist 0664 123 45 76.',
      'Das sind alle. Danke und einen schönen Tag.',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Elisabeth', 'Fink', 'e.fink@seilbahnbau-wolfurt.at', 'manager', '+436641234576'),
        c('Reto', 'Caminada', 'reto.caminada@textil-sg.ch', 'manager', '+41781234567'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i173',
    title:
      'Berlin-Neukölln (a German tenant): a roofer typing in ALL CAPITALS who refuses with his master roofer\'s name and e-mail inside ("NEIN DANKE. ICH WILL NICHT DASS SIE MEINEN MEISTER ANSCHREIBEN, HERRN JÜRGEN KOWALCZYK (J.KOWALCZYK@DACHDECKEREI-BRITZ.DE) …"), then "NEIN. ENDGÜLTIG.": refused, nothing kept',
    tags: ['german', 'consent', 'consent-with-email', 'negation', 'short'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'NEIN DANKE. ICH WILL NICHT DASS SIE MEINEN MEISTER ANSCHREIBEN, HERRN JÜRGEN KOWALCZYK (J.KOWALCZYK@DACHDECKEREI-BRITZ.DE). DER WEISS NOCH NICHTS VON MEINER BEWERBUNG',
      'NEIN. ENDGÜLTIG. SCHÖNEN TAG NOCH',
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'de-i174',
    title:
      'Lage (Lippe, a German tenant): a Mennonite dairy worker from Filadelfia in the Paraguayan Chaco, in German with Plautdietsch ("Jo, daut jeit kloa" confirmed), his boss at the dairy cooperative with a Paraguayan mobile in local format "0981 123 456" (which also reads as a landline in Ansbach) asked which country (+595), his German teacher at the adult-education centre whose e-mail is set right in the next message ("Ach nee, de Mail is tatjana.neufeld@vhs-lippe.de, nich t.neufeld"), "Daut es aules. Dankscheen"',
    tags: ['german', 'multi-referee', 'foreign-phone', 'correction', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Jo, daut jeit kloa',
      { tapConfirm: true },
      'Mien Baas von de Molkerei in Filadelfia, Heinrich Wiens, h.wiens@fernheim.com.py, 0981 123 456',
      { retry: 'Paraguay, daut es sien Handy', key: 'phone:Heinrich' },
      'Un de Lehrerin von mienem Deutschkurs hier in Lage: Frau Tatjana Neufeld, t.neufeld@vhs-lippe.de',
      'Ach nee, de Mail is tatjana.neufeld@vhs-lippe.de, nich t.neufeld',
      'Daut es aules. Dankscheen',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Heinrich', 'Wiens', 'h.wiens@fernheim.com.py', 'manager', '+595981123456'),
        c('Tatjana', 'Neufeld', 'tatjana.neufeld@vhs-lippe.de', 'teacher'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i175',
    title:
      'Sonthofen (Oberallgäu, a German tenant): a Sennerin in Allgäu dialect ("Basst scho, machet Se nur" confirmed), a numbered list with her old Käsermeister and "d Moni, also Monika Schöll" of a cheese shop, then the Alpmeister in the Tannheimer Tal with an Austrian mobile in local format "0664 234 56 78" and no e-mail, asked which country (+43), then the Käsermeister removed ("Den Hubert bitte wieder streiche, der isch jetzt in Rente …"), "Des wärs. Pfiat Ihne"',
    tags: [
      'german',
      'list',
      'multi-referee',
      'foreign-phone',
      'correction',
      'filler',
      'done-phrase',
    ],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Basst scho, machet Se nur',
      { tapConfirm: true },
      '1. Hubert Rädler, mei alter Käsermeister in Immenstadt, hubert.raedler@sennerei-immenstadt.de\n2. d Moni, also Monika Schöll, Chefin vom Käsladen in Oberstdorf, monika@kaesladen-oberstdorf.de, 0151 34567890',
      'Und dr Alpmeister vo dr Alpe im Tannheimer Tal, wo i drei Summer obe gsi bin: Sepp Zobl, 0664 234 56 78, Mail hot der koine',
      { retry: 'Des isch in Österreich, Tirol', key: 'phone:Sepp' },
      'Den Hubert bitte wieder streiche, der isch jetzt in Rente und schaut nimmer in d Mail',
      'Des wärs. Pfiat Ihne',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Monika', 'Schöll', 'monika@kaesladen-oberstdorf.de', 'manager', '+4915134567890'),
        c('Sepp', 'Zobl', null, 'manager', '+436642345678'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i176',
    title:
      'Graz (Styria, an Austrian tenant): a cook whose consent is hedged and then given in Styrian ("Hm, muass des sein? Na guat … jo, passt", confirmed), her boss at a Buschenschank in Kitzeck with her name, e-mail and mobile in three messages, then a winegrower across the border in Slovenia with a háček in his name and a Slovenian mobile in local format "041 123 456" and no e-mail, asked which country (+386), "Des woa\'s. Pfiat Gott"',
    tags: ['german', 'consent', 'hedge', 'multi-referee', 'foreign-phone', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'AT',
    says: [
      'Hm, muass des sein? Na guat … jo, passt',
      { tapConfirm: true },
      'Mei Chefin vom Buschenschank in Kitzeck, de Herta Pölzl',
      'Ihre Mail is herta.poelzl@buschenschank-kitzeck.at',
      'Handy 0664 4123456',
      'Und da Marko Kovačič vom Weingut drübn in Slowenien, do hob i in da Lesn ausgholfn. 041 123 456, Mail hot a kane',
      { retry: 'Slowenien, des is sei Handy', key: 'phone:Marko' },
      "Des woa's. Pfiat Gott",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Herta', 'Pölzl', 'herta.poelzl@buschenschank-kitzeck.at', 'manager', '+436644123456'),
        c('Marko', 'Kovačič', null, ['manager', 'other'], '+38641123456'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i177',
    title:
      'Luxembourg (a Luxembourg tenant): a nurse from Trier who works at a Luxembourg hospital, consenting in Luxembourgish ("Jo, dat ass an der Rei", confirmed), two referees as bullets (the chief physician with a title and a Luxembourg mobile without the country code, her former ward sister in Trier with a German mobile in local format "0151 23456789" asked which country (+49)), then the first mobile\'s last digits set right ("Den Claude seng Nummer ass 691 234 576, net 567, sorry"), "Dat wier et. Merci"',
    tags: ['german', 'list', 'multi-referee', 'foreign-phone', 'correction', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'LU',
    says: [
      'Jo, dat ass an der Rei',
      { tapConfirm: true },
      '- Dr. Claude Weber, Chefarzt op der Kardiologie am CHL, claude.weber@chl.lu, 691 234 567\n- Schwester Petra Hoffmann, meng Stationsleitung am Mutterhaus zu Trier, petra.hoffmann@mutterhaus.de, 0151 23456789',
      { retry: "D'Petra ass an Däitschland, dat ass en däitschen Handy", key: 'phone:Petra' },
      'Den Claude seng Nummer ass 691 234 576, net 567, sorry',
      'Dat wier et. Merci',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Claude',
          'Weber',
          'claude.weber@chl.lu',
          ['manager', 'colleague', 'other'],
          '+352691234576',
        ),
        c('Petra', 'Hoffmann', 'petra.hoffmann@mutterhaus.de', 'manager', '+4915123456789'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i178',
    title:
      'Chemnitz (Saxony, a German tenant): a machinist who refuses in Saxon, opening with "Nu" (which is yes in Saxony: "Nu nee, das mach mer ni"), with his boss\'s name and e-mail inside ("Mei Chef, dr Herr Uwe Kretzschmar (u.kretzschmar@maschinenbau-chemnitz.de), weeß noch nischt davon …"), then "Nee, wirklich ni. Tschüssi": refused, nothing kept',
    tags: ['german', 'consent', 'consent-with-email', 'negation', 'short'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Nu nee, das mach mer ni. Mei Chef, dr Herr Uwe Kretzschmar (u.kretzschmar@maschinenbau-chemnitz.de), weeß noch nischt davon, dass ich mich wegbewerbe',
      'Nee, wirklich ni. Tschüssi',
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'de-i179',
    title:
      'Cologne-Kalk (a German tenant): an electrician in Kölsch ("Jo, künnt ehr maache", confirmed), his Meister by his nickname with only a mobile, his uncle in Istanbul, in whose workshop he worked, with a Turkish mobile in local format "0532 123 45 67" (which also reads as a landline in Goslar) asked which country (+90), then the Meister replaced ("Dä Jupp nimmt nie et Telefon av. Maht lever d\'r Frank Esser …"), "Dat wor et. Tschö"',
    tags: ['german', 'multi-referee', 'foreign-phone', 'correction', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Jo, künnt ehr maache',
      { tapConfirm: true },
      'Minge Meister, Jupp Schmitz vun Elektro Schmitz, hä hät kein E-Mail, nur Handy: 0172 3456789',
      "Un minge Onkel Mehmet Yılmaz en Istanbul, bei dem han ich zwei Johr en d'r Werkstatt jeschafft: mehmet.yilmaz@yilmazelektrik.com.tr, 0532 123 45 67",
      { retry: 'Türkei, dat es sing Handy en Istanbul', key: 'phone:Mehmet' },
      "Dä Jupp nimmt nie et Telefon av. Maht lever d'r Frank Esser, dä Jeselle, frank.esser@elektro-schmitz.koeln",
      'Dat wor et. Tschö',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Mehmet',
          'Yılmaz',
          'mehmet.yilmaz@yilmazelektrik.com.tr',
          ['manager', 'other'],
          '+905321234567',
        ),
        c('Frank', 'Esser', 'frank.esser@elektro-schmitz.koeln', 'colleague'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i180',
    title:
      'Heringsdorf (Usedom, Mecklenburg-Vorpommern, a German tenant): a hotel receptionist in Low German ("Jo, dat könn Se maken", confirmed), her boss\'s name, e-mail (capitalised by autocorrect: "Sabine.Kuehl@Seehotel-Heringsdorf.de") and mobile in separate messages, a colleague from Świnoujście with a Polish mobile in local format "512 345 678" (which also reads as a German landline) asked which country (+48), her e-mail sent next ("anna.cowalska@wp.pl") and set right later ("Mist, Anna ehr Mail is mit K"), "Dat wier\'t. Schöön Dag noch"',
    tags: ['german', 'multi-referee', 'foreign-phone', 'correction', 'typos', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Jo, dat könn Se maken',
      { tapConfirm: true },
      'Mien Chefin, Frau Sabine Kühl, vun dat Seehotel an de Promenad in Heringsdorf',
      'Sabine.Kuehl@Seehotel-Heringsdorf.de',
      'Ehr Handy is 0160 98765432',
      'Un Anna Kowalska ut Swinemünde, wi hebbt tosamen an de Rezeption arbeit. 512 345 678',
      { retry: 'Polen, Swinemünde is Świnoujście', key: 'phone:Anna' },
      'Anna ehr Mail: anna.cowalska@wp.pl',
      'Mist, Anna ehr Mail is mit K: anna.kowalska@wp.pl',
      "Dat wier't. Schöön Dag noch",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Sabine', 'Kühl', 'sabine.kuehl@seehotel-heringsdorf.de', 'manager', '+4916098765432'),
        c('Anna', 'Kowalska', 'anna.kowalska@wp.pl', 'colleague', '+48512345678'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i181',
    title:
      'Hamburg-Wilhelmsburg (a German tenant): a daughter types for her father, a Turkish baker, and relays his consent in Turkish ("er sagt: evet, tamam. Also ja", confirmed), his boss with the bakehouse landline ("040 75312468", no mobile), an e-mail the father is unsure of ("glaube ich, Papa ist nicht sicher") set right from the business card in the next message, a baker in Sønderborg with a Danish number in local format "20 45 67 89" (eight digits, no 0) asked which country (+45), "Papa sagt tamam, das wars"',
    tags: [
      'german',
      'consent',
      'hedge',
      'multi-referee',
      'foreign-phone',
      'correction',
      'emoji',
      'done-phrase',
    ],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Hallo, ich bin Elif, ich schreibe für meinen Vater Kemal Arslan, er bewirbt sich bei Ihnen als Bäcker. Sein Deutsch ist nicht so gut. Ich hab ihm alles übersetzt und er sagt: evet, tamam. Also ja, Sie dürfen seine Referenzen kontaktieren',
      { tapConfirm: true },
      'Sein Chef in Wilhelmsburg ist Herr Dieter Voß von der Bäckerei Voß. Die Nummer von der Backstube ist 040 75312468, ein Handy von ihm hat Papa nicht',
      'Mail: dieter@baeckerei-voss-hamburg.de glaube ich, Papa ist nicht sicher',
      'Er hat die Visitenkarte gefunden 😅 richtig ist d.voss@baeckerei-voss.de',
      'Und vorher war Papa 2 Jahre in Sønderborg bei Lars Jensen in der Bäckerei. Der hat 20 45 67 89',
      { retry: 'Das ist eine dänische Nummer, Sønderborg ist in Dänemark', key: 'phone:Lars' },
      'Papa sagt tamam, das wars. Danke!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Dieter', 'Voß', 'd.voss@baeckerei-voss.de', 'manager', '+494075312468'),
        c('Lars', 'Jensen', null, ['manager', 'other'], '+4520456789'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i182',
    title:
      'Lienz (East Tyrol, an Austrian tenant): a carpenter who first asks who gets the numbers ("Wer kriagt denn de Nummern nochher?"), then refuses in East Tyrolean ("Na, lei ned") with his boss\'s title, name and e-mail inside ("Da Hr. Ing. Josef Oberhuber (josef.oberhuber@holzbau-oberhuber.at) …"), then "Na, ganz sicher ned. Pfiat enk": refused, nothing kept',
    tags: ['german', 'consent', 'consent-with-email', 'question-back', 'negation'],
    locale: 'de',
    defaultCountry: 'AT',
    says: [
      'Griaß enk. Wer kriagt denn de Nummern nochher? Mei Chef derf des nämlich auf koan Foi wissn',
      'Na, lei ned. Da Hr. Ing. Josef Oberhuber (josef.oberhuber@holzbau-oberhuber.at) is mei Chef und der schmeißt mi sofort aussi, wenn er des erfahrt',
      'Na, ganz sicher ned. Pfiat enk',
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'de-i183',
    title:
      'Nuremberg (Franconia, a German tenant): a Lebkuchen bakery worker consenting in Franconian ("Freilich, dürfd ihr des", confirmed), three referees in a numbered list typed on ONE line without punctuation (his Meisterin with an e-mail and a Nuremberg landline; his shift lead with a Ukrainian mobile in local format "067 123 4567", which also reads as a landline in Bad Kreuznach, and no e-mail, asked which country (+380); "die Andrea vom Verkauf" with nothing else), then Andrea dropped ("die hat eh gekündigt und ich weiß ihren Nachnamen ned"), "Des wars. Ade"',
    tags: ['german', 'list', 'multi-referee', 'foreign-phone', 'correction', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Freilich, dürfd ihr des',
      { tapConfirm: true },
      '1. mei Meisterin Frau Gudrun Pfann gudrun.pfann@lebkuchen-pfann.de 0911 2345678 2. der Oleksandr Melnyk mei Schichtführer 067 123 4567 Mail hat der ka 3. die Andrea vom Verkauf',
      {
        retry: 'Des is a ukrainische Handynummer, der Oleksandr is grad in Kiew',
        key: 'phone:Oleksandr',
      },
      'Die Andrea lass ma weg, die hat eh gekündigt und ich weiß ihren Nachnamen ned',
      'Des wars. Ade',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Gudrun', 'Pfann', 'gudrun.pfann@lebkuchen-pfann.de', 'manager', '+499112345678'),
        c('Oleksandr', 'Melnyk', null, ['manager', 'colleague'], '+380671234567'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i184',
    title:
      'Kehl (a German tenant) and Haguenau: an Alsatian baker consenting in Alsatian ("Bonjour, jo, des isch in Ordnung", confirmed), her head of the bakehouse by name in one message and his French mobile in local format in the next ("06 12 34 56 78", which also reads as a German landline in Eltville) asked which country (+33), "D Mail hett er, wart, i müess lüege", then she leaves for work ("Jetz muess i go schaffe, i mach\'s heit Owe fertig"): open, the one referee without an e-mail',
    tags: ['german', 'french', 'foreign-phone', 'short'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Bonjour, jo, des isch in Ordnung',
      { tapConfirm: true },
      'Mi Chef in dr Boulangerie z Hagenau, dr Jean-Luc Ritter',
      'Sini Nummer: 06 12 34 56 78',
      { retry: 'Frankrisch, des isch e französischs Händi', key: 'phone:Jean-Luc' },
      'D Mail hett er, wart, i müess lüege',
      "Jetz muess i go schaffe, i mach's heit Owe fertig. Ade",
    ],
    expected: {
      consent: true,
      contacts: [c('Jean-Luc', 'Ritter', null, 'manager', '+33612345678')],
    },
    outcome: 'open',
  },
  {
    id: 'de-i185',
    title:
      'Basel (a Swiss tenant): a lab assistant who first asks what happens to the data ("Was passiert denn mit dene Date?"), then consents in Baseldytsch ("Aha, guet. Jo, isch in Ordnig, dörfet Si", confirmed), two referees in one message (her boss with a title and a Basel landline and no e-mail yet; a colleague who lives in Lörrach with an e-mail into which autocorrect put spaces and a capital, "franzi. Vogt@gmx. de", and a German mobile in a Swiss tenant, "0176 12345678", asked which country (+49)), the boss\'s e-mail in a later message, "Isch guet so. Tschau zämme"',
    tags: [
      'german',
      'consent',
      'question-back',
      'multi-referee',
      'foreign-phone',
      'typos',
      'done-phrase',
    ],
    locale: 'de',
    defaultCountry: 'CH',
    says: [
      'Hoi. Muess i das? Was passiert denn mit dene Date?',
      'Aha, guet. Jo, isch in Ordnig, dörfet Si',
      { tapConfirm: true },
      'Mi Chef im Labor, dr Dr. Beat Meier, Tel. 061 234 56 78, und d Fränzi Vogt, mini Kollegin, si wohnt z Lörrach: franzi. Vogt@gmx. de, 0176 12345678',
      { retry: 'Dütschland, Lörrach isch in Dütschland', key: 'phone:Fränzi' },
      'Em Beat sini Mail: beat.meier@rheinlabor.ch',
      'Isch guet so. Tschau zämme',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Beat', 'Meier', 'beat.meier@rheinlabor.ch', 'manager', '+41612345678'),
        c('Fränzi', 'Vogt', 'franzi.vogt@gmx.de', 'colleague', '+4917612345678'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i186',
    title:
      'Vienna (an Austrian tenant): a Fiaker driver consenting in Viennese ("Jo eh, passt, kennts es eh anrufen", confirmed), two referees by their NICKNAMES with Austrian mobiles ("Da Schurl, mei Chef vom Fiaker, 0664 3827154. Und d Gitti, mit der bin i drei Joa im Stall in da Freudenau gstandn, 0699 17283940"), the full names in the next message ("da Schurl is da Georg Wimmer … D Gitti is d Brigitte Hofer, de hot ka Mail"), "Des wars. Baba und danke"',
    tags: ['german', 'consent', 'multi-referee', 'correction', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'AT',
    says: [
      'Jo eh, passt, kennts es eh anrufen',
      { tapConfirm: true },
      'Da Schurl, mei Chef vom Fiaker, 0664 3827154. Und d Gitti, mit der bin i drei Joa im Stall in da Freudenau gstandn, 0699 17283940',
      'Ah so, richtige Namen brauchts es sicher: da Schurl is da Georg Wimmer, Mail g.wimmer@fiaker-wimmer.at. D Gitti is d Brigitte Hofer, de hot ka Mail',
      'Des wars. Baba und danke',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Georg', 'Wimmer', 'g.wimmer@fiaker-wimmer.at', 'manager', '+436643827154'),
        c('Brigitte', 'Hofer', null, 'colleague', '+4369917283940'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i187',
    title:
      'Near Verden (Lower Saxony, a German tenant): a groom whose consent comes with a condition ("Ja, aber bitte meine jetzige Chefin erst anrufen, wenn ich die Zusage hab. Die anderen gern sofort", asked again, then "Ok, dann ja"), two referees as bullets (the owner of her training yard with an e-mail and a Verden landline; a Bereiterin with a mobile), then the Bereiterin\'s surname set right ("Jana heißt jetzt Lührs-Tödter, hat letztes Jahr geheiratet") and her e-mail under her old name, "Das wars, danke!"',
    tags: ['german', 'consent', 'list', 'multi-referee', 'correction', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Ja, aber bitte meine jetzige Chefin erst anrufen, wenn ich die Zusage hab. Die anderen gern sofort',
      { retry: 'Ok, dann ja, Sie dürfen meine Referenzen kontaktieren', key: 'consent' },
      { tapConfirm: true },
      '- Hendrik Meyer, Hof Meyer, da hab ich meine Ausbildung gemacht, hendrik@hof-meyer-verden.de, 04231 987654\n- Jana Lührs, Bereiterin, mit der hab ich 2 Jahre zusammen geritten, 0171 2345678',
      'Kleine Korrektur: Jana heißt jetzt Lührs-Tödter, hat letztes Jahr geheiratet',
      'Ihre Mail ist noch die alte: jana.luehrs@web.de',
      'Das wars, danke!',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Hendrik',
          'Meyer',
          'hendrik@hof-meyer-verden.de',
          ['manager', 'teacher'],
          '+494231987654',
        ),
        c('Jana', 'Lührs-Tödter', 'jana.luehrs@web.de', 'colleague', '+491712345678'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i188',
    title:
      'Erfurt (Thuringia, a German tenant): a car salesman whose yes is taken back inside its message, with his boss\'s name, e-mail and landline inside ("Ja klar. Ach nee, Moment. Mein Chef, Herr Steffen Kaufmann (s.kaufmann@autohaus-kaufmann-erfurt.de, 0361 6543210), weiß noch gar nicht, dass ich weg will. Dann lieber doch nicht"), then "Nein, bitte niemanden kontaktieren. Tschüss": refused, nothing kept',
    tags: ['german', 'consent', 'consent-with-email', 'correction', 'negation'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Ja klar. Ach nee, Moment. Mein Chef, Herr Steffen Kaufmann (s.kaufmann@autohaus-kaufmann-erfurt.de, 0361 6543210), weiß noch gar nicht, dass ich weg will. Dann lieber doch nicht',
      'Nein, bitte niemanden kontaktieren. Tschüss',
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'de-i189',
    title:
      'Zwiesel (Bavarian Forest, a German tenant): a glassblower consenting in Bavarian ("Passt scho, des kennan S ruhig macha", confirmed), his Meister with an e-mail whose domain has an umlaut ("xaver.pfeffer@glashütte-pfeffer.de"), set right in the next message ("Ohne ü, mit ue …") with the glassworks\' landline, a Czech colleague with a mobile in local format that also reads as a German landline ("602 123 456") asked which country (+420), a shift leader added and then replaced ("Na, d Resi lass ma weg … Nehmts stattdessen an Schichtführer Sepp Raith, 0151 40123456"), "Des wars, pfiat Eana"',
    tags: [
      'german',
      'consent',
      'multi-referee',
      'foreign-phone',
      'correction',
      'typos',
      'done-phrase',
    ],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Passt scho, des kennan S ruhig macha',
      { tapConfirm: true },
      'Mei Meister in da Glashüttn z Zwiesel, da Xaver Pfeffer, xaver.pfeffer@glashütte-pfeffer.de',
      'Ohne ü, mit ue: xaver.pfeffer@glashuette-pfeffer.de. Sei Handy hob i ned, nur de Hüttn: 09922 8473',
      'Dann da Pavel Novák vo da Glasfabrik in Nový Bor, do war i a Jahr drübn. 602 123 456',
      { retry: 'Tschechien, des is a tschechische Handynummer', key: 'phone:Pavel' },
      'Und d Resi, Theresia Weinzierl, Schichtführerin, 0160 5566778',
      'Na, d Resi lass ma weg, de geht grad in Rente. Nehmts stattdessen an Schichtführer Sepp Raith, 0151 40123456',
      'Des wars, pfiat Eana',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Xaver',
          'Pfeffer',
          'xaver.pfeffer@glashuette-pfeffer.de',
          ['manager', 'teacher'],
          '+4999228473',
        ),
        c('Pavel', 'Novák', null, ['manager', 'colleague', 'other'], '+420602123456'),
        c('Sepp', 'Raith', null, ['manager', 'colleague'], '+4915140123456'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i190',
    title:
      'Herisau (Appenzell Ausserrhoden, a Swiss tenant): a joiner, plain and polite ("Ja gerne, das ist ok für mich", confirmed), his team leader at the joinery with an e-mail and a landline ("Teamleitter"), his former Lehrmeisterin with a mobile and an e-mail whose domain is set right in the next message ("Sorry, bei Monika ist es bluewin.ch nicht .com"), "Das wärs, merci vielmal!"',
    tags: ['german', 'consent', 'multi-referee', 'typos', 'correction', 'short', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'CH',
    says: [
      'Ja gerne, das ist ok für mich',
      { tapConfirm: true },
      'Mein Teamleitter bei der Schreinerei in Herisau: Urs Knechtle, urs.knechtle@schreinerei-knechtle.ch, 071 353 12 34',
      'Und meine ehemalige Lehrmeisterin, Monika Zellweger, 079 345 67 89, monika.zellweger@bluewin.com',
      'Sorry, bei Monika ist es bluewin.ch nicht .com',
      'Das wärs, merci vielmal!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Urs', 'Knechtle', 'urs.knechtle@schreinerei-knechtle.ch', 'manager', '+41713531234'),
        c(
          'Monika',
          'Zellweger',
          'monika.zellweger@bluewin.ch',
          ['teacher', 'manager'],
          '+41793456789',
        ),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i191',
    title:
      'Würzburg (Lower Franconia, a German tenant): a nurse, plain and polite ("Ja, gerne", confirmed), three referees in a numbered list (her ward manager with an e-mail and a Würzburg landline; the head of nursing with a mobile and no e-mail yet; a colleague, "Kolegin", with a mobile), the head of nursing\'s e-mail two messages later ("Die Mail von Herrn Öchsner muss ich raussuchen, Moment" / "Hab sie: m.oechsner@…"), "Das wärs, danke schön!"',
    tags: ['german', 'consent', 'list', 'multi-referee', 'typos', 'short', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Ja, gerne',
      { tapConfirm: true },
      'Hier meine drei Referenzen:\n1. Sabine Hock, meine Stationsleitung, sabine.hock@klinikum-mainfranken.de, 0931 3548127\n2. Matthias Öchsner, Pflegedienstleitung, 0160 95123478\n3. Kathrin Behr, Kolegin auf Station, 0176 43189275',
      'Die Mail von Herrn Öchsner muss ich raussuchen, Moment',
      'Hab sie: m.oechsner@klinikum-mainfranken.de',
      'Das wärs, danke schön!',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Sabine', 'Hock', 'sabine.hock@klinikum-mainfranken.de', 'manager', '+499313548127'),
        c('Matthias', 'Öchsner', 'm.oechsner@klinikum-mainfranken.de', 'manager', '+4916095123478'),
        c('Kathrin', 'Behr', null, 'colleague', '+4917643189275'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i192',
    title:
      'Zwettl (Waldviertel, an Austrian tenant): a stonemason whose consent comes with a condition on her current boss ("Jo, owa mei jetziger Chef bitte erst, wann i des Vorstellungsgespräch ghobt hob. De andern kennan S glei anrufn", asked again, then "Na guat, dann jo"), FOUR referees described before they are named ("mei Lehrherr, mei Polier, mei Lehrer vo da Berufsschui und a Kollegin vo drübn aus Tschechien"), then one a message: the master with an "Ing." title, a Schrems landline and an e-mail; the Polier with a mobile and no e-mail; the teacher with a "Dipl.-Ing." title and only an e-mail; the Czech colleague with a Czech mobile in local format ("606 123 456") asked which country (+420); then the Polier\'s mobile set right ("Beim Polier hob i mi vertippt, richtig is 0664 5123478"), "Des wars. Dankschön, pfiat Eana"',
    tags: [
      'german',
      'consent',
      'filler',
      'multi-referee',
      'foreign-phone',
      'correction',
      'done-phrase',
    ],
    locale: 'de',
    defaultCountry: 'AT',
    says: [
      'Jo, owa mei jetziger Chef bitte erst, wann i des Vorstellungsgespräch ghobt hob. De andern kennan S glei anrufn',
      { retry: 'Na guat, dann jo, Sie derfen olle kontaktiern', key: 'consent' },
      { tapConfirm: true },
      'I hob vier: mei Lehrherr, mei Polier, mei Lehrer vo da Berufsschui und a Kollegin vo drübn aus Tschechien',
      'Da Lehrherr is da Steinmetzmeister Ing. Franz Hofbauer vom Natursteinwerk in Schrems, 02853 76245, f.hofbauer@granit-hofbauer.at',
      'Da Polier is da Gerhard Sinnhuber, 0664 5123487. Mail hot a kane',
      'Mei Lehrer: Dipl.-Ing. Wolfgang Redl, w.redl@lbs-steinmetz.at, a Nummer hob i ned',
      'Und d Kollegin is d Jana Dvořáková aus České Velenice, 606 123 456',
      { retry: 'Tschechien, des is a tschechische Handynummer', key: 'phone:Jana' },
      'Beim Polier hob i mi vertippt, richtig is 0664 5123478',
      'Des wars. Dankschön, pfiat Eana',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Franz',
          'Hofbauer',
          'f.hofbauer@granit-hofbauer.at',
          ['manager', 'teacher'],
          '+43285376245',
        ),
        c('Gerhard', 'Sinnhuber', null, ['manager', 'colleague'], '+436645123478'),
        c('Wolfgang', 'Redl', 'w.redl@lbs-steinmetz.at', 'teacher'),
        c('Jana', 'Dvořáková', null, 'colleague', '+420606123456'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i193',
    title:
      'Eupen (East Belgium, a Belgian tenant): a nursery nurse consenting in the Eupen way ("Jo, dat jeht in Ordnung", confirmed), her boss with ONLY a Belgian landline ("Gsm hat sie keins, nur Festnetz: 087 55 12 34"), a German referee from Aachen with a German mobile in local format that is no Belgian number ("Gsm 0176 23456789") asked which country (+49), a colleague with a Belgian mobile, then that colleague replaced ("Die Nathalie bitte doch nicht … Stattdessen meine Praxisanleiterin … Anne Mreyen"), the boss\'s e-mail in a later message, "Dat wär\'s. Merci und schönen Tag noch!"',
    tags: ['german', 'consent', 'multi-referee', 'foreign-phone', 'correction', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'BE',
    says: [
      'Jo, dat jeht in Ordnung',
      { tapConfirm: true },
      'Meine Chefin in der Krippe: Frau Monique Kessel-Xhonneux. Gsm hat sie keins, nur Festnetz: 087 55 12 34',
      'Dann Herr Dieter Schmitz aus Aachen, da hab ich mein Praktikum gemacht, Gsm 0176 23456789, dieter.schmitz@kita-burtscheid.de',
      { retry: 'Deutschland, das ist eine deutsche Handynummer', key: 'phone:Dieter' },
      'Und meine Kollegin Nathalie Lejeune, 0475 12 34 56',
      'Die Nathalie bitte doch nicht, die ist gerade in Elternzeit. Stattdessen meine Praxisanleiterin aus der Ausbildung, Anne Mreyen, anne.mreyen@skynet.be, 0496 23 45 67',
      'Die Mail von Frau Kessel-Xhonneux hab ich jetzt: m.kessel@krippe-eupen.be',
      "Dat wär's. Merci und schönen Tag noch!",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Monique', 'Kessel-Xhonneux', 'm.kessel@krippe-eupen.be', 'manager', '+3287551234'),
        c(
          'Dieter',
          'Schmitz',
          'dieter.schmitz@kita-burtscheid.de',
          ['manager', 'mentor', 'other'],
          '+4917623456789',
        ),
        c('Anne', 'Mreyen', 'anne.mreyen@skynet.be', ['mentor', 'teacher'], '+32496234567'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i194',
    title:
      'Windhoek (a Namibian tenant): a tour guide who refuses in Namibian German with Afrikaans ("Nee, los maar"), with her boss\'s name, company, street address and e-mail inside ("Mein Baas, Herr Rudi Liebenberg von Liebenberg Safaris, Independence Avenue 112 in Windhoek, rudi@liebenberg-safaris.com.na, der weiß nog nix …"), then "Nee, regtig nicht. Baie dankie": refused, nothing kept',
    tags: ['german', 'consent', 'consent-with-email', 'negation'],
    locale: 'de',
    defaultCountry: 'NA',
    says: [
      'Nee, los maar. Mein Baas, Herr Rudi Liebenberg von Liebenberg Safaris, Independence Avenue 112 in Windhoek, rudi@liebenberg-safaris.com.na, der weiß nog nix, dass ich weg will',
      'Nee, regtig nicht. Baie dankie',
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'de-i195',
    title:
      'Regensburg (Upper Palatinate, a German tenant): a stonemason consenting in Bavarian ("Freili, passt scho, deafts es macha", confirmed), his head of the lodge described before named ("Zerst mei Hüttenmeister vo da Dombauhüttn …" / "Der hoaßt Alois Sperl, Handy 0171 2345678"), the mobile set right in the next message ("Naa, falsch, 0171 2345687 is richtig") and the e-mail in the one after, his teacher at the stonemasons\' school in Wunsiedel with only a landline, a Czech colleague from Pilsen with a mobile in international format, a colleague added and then removed ("Na, d Vroni lass ma weg"), "Des wars, vergelts Gott"',
    tags: ['german', 'consent', 'filler', 'multi-referee', 'correction', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Freili, passt scho, deafts es macha',
      { tapConfirm: true },
      'Zerst mei Hüttenmeister vo da Dombauhüttn, der kennt mi am bestn',
      'Der hoaßt Alois Sperl, Handy 0171 2345678',
      'Naa, falsch, 0171 2345687 is richtig',
      'Sei Mail: alois.sperl@dombauhuette-regensburg.de',
      'Dann mei Lehrer vo da Steinmetzschul in Wunsiedel, Herr Reinhold Fichtner, 09232 87412',
      'Und da Tomáš vo da Bauhüttn in Pilsen, wo i im Austausch war: Tomáš Krejčí, +420 737 123 456',
      'Und d Vroni, Veronika Schießl, mei Kollegin, veronika.schiessl@web.de',
      'Na, d Vroni lass ma weg, de is selber grad am Wechseln',
      'Des wars, vergelts Gott',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Alois', 'Sperl', 'alois.sperl@dombauhuette-regensburg.de', 'manager', '+491712345687'),
        c('Reinhold', 'Fichtner', null, 'teacher', '+49923287412'),
        c('Tomáš', 'Krejčí', null, ['colleague', 'other'], '+420737123456'),
      ],
    },
    outcome: 'completed',
  },
  // ───────────── Sixty-fourth blind set
  {
    id: 'de-i196',
    title:
      'Duisburg (Ruhr, a German tenant): a blast-furnace worker consenting in Ruhr German ("Jo klar, dat geht inne Ordnung", confirmed), FOUR referees described in one long message before they are named ("mein Schichtmeister vonne Hütte …, dann der Kalle …, dann mein alter Ausbilder … und der Piotr, der is getz wieder in Polen"), the shift foreman with the control room\'s landline and an e-mail, the colleague known by his NICKNAME ("Kalle heißt eigentlich Karl-Heinz Brzoska") with no phone of his own ("dieselbe Nummer wie beim Meister, die sitzen beide im Leitstand"), the retired instructor with only an e-mail, a Polish colleague with a mobile in local format ("512 345 678") asked which country (+48), then the foreman\'s first name set right ("dem Meister sein Vorname is Ulrich, nich Uwe. Alle sagen Uli"), "Dat wär\'s. Glück auf!"',
    tags: [
      'german',
      'consent',
      'filler',
      'multi-referee',
      'foreign-phone',
      'correction',
      'long',
      'done-phrase',
    ],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Jo klar, dat geht inne Ordnung',
      { tapConfirm: true },
      'Also ich hätte da vier Leute. Mein Schichtmeister vonne Hütte, der kennt mich am längsten, dann der Kalle, mit dem hab ich zehn Jahre am Abstich gestanden, dann mein alter Ausbilder aus der Lehrwerkstatt und der Piotr, der is getz wieder in Polen. Der Schichtmeister is Herr Uwe Kaminski, u.kaminski@huettenwerk-schwelgern.de, am besten im Leitstand anrufen, 0203 5527410. Kalle heißt eigentlich Karl-Heinz Brzoska, der hat kein Handy, dieselbe Nummer wie beim Meister, die sitzen beide im Leitstand',
      'Mein Ausbilder war Herr Dieter Wolters, der is getz in Rente, nur Mail: d.wolters@web.de',
      'Und der Piotr Nowak, der is getz auffe Hütte in Kattowitz, 512 345 678',
      { retry: 'Polen, dat is ne polnische Handynummer', key: 'phone:Piotr' },
      'Ach Quatsch, dem Meister sein Vorname is Ulrich, nich Uwe. Alle sagen Uli',
      "Dat wär's. Glück auf!",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Ulrich', 'Kaminski', 'u.kaminski@huettenwerk-schwelgern.de', 'manager', '+492035527410'),
        c('Karl-Heinz', 'Brzoska', null, 'colleague', '+492035527410'),
        c('Dieter', 'Wolters', 'd.wolters@web.de', ['teacher', 'mentor']),
        c('Piotr', 'Nowak', null, 'colleague', '+48512345678'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i197',
    title:
      'Esslingen and Stuttgart (Swabia, a German tenant): a plumber whose consent comes with a condition in Swabian ("Jo, aber bitte dr Herr Kächele, mei jetziger Chef, erscht nach em Vorstellungsgspräch", asked again, then "No guat, dann von mir aus älle"), his master with a landline and an e-mail dictated by VOICE that came out wrong ("gottlob Punkt bühler at flaschnerei Bindestrich bühler Punkt de") and is set right in the next message ("Des hot mei Handy falsch verstande. Richtig: g.buehler@flaschnerei-buehler.de"), the office woman with a mobile set right later ("net …789, sondern …798"), a colleague added and, in the same message, removed and replaced by his vocational teacher ("dr Ferhat lasset mer weg … Nehmet Se stattdessen …"), "Des wär\'s, merci ond Ade"',
    tags: ['german', 'consent', 'multi-referee', 'correction', 'typos', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Jo, aber bitte dr Herr Kächele, mei jetziger Chef, erscht nach em Vorstellungsgspräch. Die andere kennet Se glei orufa',
      { retry: 'No guat, dann von mir aus älle', key: 'consent' },
      { tapConfirm: true },
      'Mei Meischter, wo i glernt hab: dr Gottlob Bühler, Flaschnerei Bühler in Esslinge, 0711 3456721. Sei Mail isch gottlob Punkt bühler at flaschnerei Bindestrich bühler Punkt de',
      'Des hot mei Handy falsch verstande. Richtig: g.buehler@flaschnerei-buehler.de',
      'Dann d Sabine vom Büro, die macht bei ons d Disposition, Sabine Haug, 0162 3456789',
      'Und dr Ferhat Demir, mei Kolleg. Ach noi, dr Ferhat lasset mer weg, der schafft jetzt beim Kächele, des gibt bloß a Gschwätz. Nehmet Se stattdessen mein Berufsschullehrer, Herr Jochen Maier, jochen.maier@bs-stuttgart.de',
      'Bei dr Sabine isch es 0162 3456798, net 789',
      "Des wär's, merci ond Ade",
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Gottlob',
          'Bühler',
          'g.buehler@flaschnerei-buehler.de',
          ['manager', 'teacher'],
          '+497113456721',
        ),
        c('Sabine', 'Haug', null, ['colleague', 'other'], '+491623456798'),
        c('Jochen', 'Maier', 'jochen.maier@bs-stuttgart.de', 'teacher'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i198',
    title:
      'Berlin-Marzahn (a German tenant): a care assistant who first asks back ("Wer sieht denn die Antworten? Meine Chefin ooch?") and then refuses in Berlin dialect with her boss\'s name and e-mail inside ("Nee, dann lassen wa dit. Frau Tatjana Becker vom Pflegedienst, t.becker@pflegedienst-marzahn.de, die darf dit uff keen Fall mitkriegen"), then "Nee. Danke, tschüssi": refused, nothing kept',
    tags: ['german', 'consent', 'consent-with-email', 'question-back', 'negation'],
    locale: 'de',
    defaultCountry: 'DE',
    says: [
      'Wer sieht denn die Antworten? Meine Chefin ooch?',
      'Nee, dann lassen wa dit. Frau Tatjana Becker vom Pflegedienst, t.becker@pflegedienst-marzahn.de, die darf dit uff keen Fall mitkriegen',
      'Nee. Danke, tschüssi',
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'de-i199',
    title:
      'Pontresina (Engadin, Graubünden, a Swiss tenant): a cook consenting in Swiss German with Romansh ("Allegra! Jo, das isch in Ornig", confirmed), the head chef with a double first name, a Pontresina landline and an e-mail, the sous-chef of a season in Livigno with an Italian mobile in local format ("347 123 4567") asked which country (+39), his former master with a Swiss mobile, then the head chef\'s e-mail set right ("nöd g.tschander, sondern gianandri.tschander@…"), "Das wärs. Grazcha fich!"',
    tags: ['german', 'consent', 'multi-referee', 'foreign-phone', 'correction', 'done-phrase'],
    locale: 'de',
    defaultCountry: 'CH',
    says: [
      'Allegra! Jo, das isch in Ornig',
      { tapConfirm: true },
      'Min Chef isch de Chuchichef im Hotel z Pontresina, de Gian Andri Tschander, 081 842 61 23, g.tschander@hotel-engiadina.ch',
      'Denn d Souschefin vo de Wintersaison z Livigno, Chiara Pedrini, 347 123 4567',
      { retry: 'Italie, das isch e italienischi Handynummer', key: 'phone:Chiara' },
      'Und min Lehrmeister z Samedan, de Duri Cloetta, 079 612 34 50',
      'S Mail vom Gian Andri isch falsch, nöd g.tschander, sondern gianandri.tschander@hotel-engiadina.ch',
      'Das wärs. Grazcha fich!',
    ],
    expected: {
      consent: true,
      contacts: [
        c(
          'Gian Andri',
          'Tschander',
          'gianandri.tschander@hotel-engiadina.ch',
          'manager',
          '+41818426123',
        ),
        c('Chiara', 'Pedrini', null, ['manager', 'colleague'], '+393471234567'),
        c('Duri', 'Cloetta', null, ['teacher', 'manager'], '+41796123450'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'de-i200',
    title:
      'Dornbirn and Schaan (Vorarlberg, an Austrian tenant): a cross-border polymechanic consenting in Vorarlberg dialect ("Hoi, jo gära, des passt", confirmed), three referees described before they are named ("min Teamleiter z Schaa, an Kolleg us Buchs und min Lehrmoaster vo dr Lehr z Dornbira"), the team leader with a Liechtenstein landline in local format (seven digits, "232 12 34") asked which country (+423), a Swiss colleague with a mobile in international format and the master with an Austrian mobile in one message, then the master\'s new number and, in the same message, the Swiss colleague removed and replaced by the shift leader ("dr Reto lass ma weg … Nemmand stattdessen d Manuela Büchel"), "Des wärs. An Guata und ade"',
    tags: [
      'german',
      'consent',
      'filler',
      'multi-referee',
      'foreign-phone',
      'correction',
      'done-phrase',
    ],
    locale: 'de',
    defaultCountry: 'AT',
    says: [
      'Hoi, jo gära, des passt',
      { tapConfirm: true },
      'I hätt drei: min Teamleiter z Schaa, an Kolleg us Buchs und min Lehrmoaster vo dr Lehr z Dornbira',
      'Dr Teamleiter isch dr Marco Frick, Büro 232 12 34, marco.frick@frick-praezision.li',
      { retry: 'Liechtastei, des isch a Liechtasteiner Nummer', key: 'phone:Marco' },
      'Dr Kolleg isch dr Reto Kaiser, +41 78 912 34 56. Und dr Lehrmoaster dr Herbert Fink, 0664 2345671',
      'Halt, dr Herbert hot a neue Nummer, 0676 3456782. Und dr Reto lass ma weg, der isch grad in Kanada. Nemmand stattdessen d Manuela Büchel, mine Schichtführerin z Schaa, manuela.buechel@frick-praezision.li',
      'Des wärs. An Guata und ade',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Marco', 'Frick', 'marco.frick@frick-praezision.li', 'manager', '+4232321234'),
        c('Herbert', 'Fink', null, ['teacher', 'mentor'], '+436763456782'),
        c('Manuela', 'Büchel', 'manuela.buechel@frick-praezision.li', 'manager'),
      ],
    },
    outcome: 'completed',
  },
];

export const REFEREE_DE: readonly TypedRefereeConversation[] = REFEREE_CASES.map(
  (conversation, index) => ({ ...conversation, heldOut: isHeldOut(index) }),
);

export const INTAKE_DE: readonly TypedIntakeConversation[] = INTAKE_CASES.map(
  (conversation, index) => ({ ...conversation, heldOut: isHeldOut(index) }),
);
