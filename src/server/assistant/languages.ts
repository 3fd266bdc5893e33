// Questions in other languages. The library is English: a question in French, Spanish, German, Italian, Portuguese,
// Russian, Turkish or Hindi is read through a small word list (business words and question kinds) into English key words, and
// the reply says, in the visitor's language, that answers are in English. Arabic has its own fixed replies (arabic.ts).
// A question is never "not found" only because of its language. Plain data: one line per word.

export type Language = 'fr' | 'es' | 'de' | 'it' | 'pt' | 'ru' | 'tr' | 'hi';

/** Words that mark a language (common function words and question words, unaccented, lower case). */
const MARKERS: Record<Language, RegExp> = {
  fr: /\b(?:quels?|quelles?|est-ce|est-(?:il|elle)|sont-(?:ils|elles)|peut-on|faut-il|autorise\w*|royaume-uni|vous|votre|vos|pour|combien|comment|pourquoi|ouvert|bonjour|avec|sont|c'est|qu'est|heures|puis-je|je|le|la|les|des|du|cette|s'il|te|moi|resume|resumer|page)\b/g,
  es: /\b(?:que|cual|cuales|cuanto|cuanta|cuesta|como|donde|ustedes|usted|para|precio|horario|puedo|es|el|la|los|las|una|del|hola|tienen|esta|consulta|sus|vuestro|vuestros|empleados|equipo|medicos)\b/g,
  de: /\b(?:wie|wann|wo|ist|sind|ihr|ihre|haben|kann|ich|der|das|und|fur|preis|kosten|offnungszeiten|geoffnet|nicht|mit|gibt|eine|einen|beim|dabei|heraus|welche|werden|wurde|auch|oder|mein|meine|kannst|du|diese|dieser|seite|kurz|bitte|zusammenfassen|kostet|ein|euch|bei)\b/g,
  it: /\b(?:quale|quali|quanto|quanta|come|dove|siete|avete|posso|orari|orario|prezzo|costa|il|lo|gli|della|per|che|sono|davvero|funziona|dimagrire|allenamento|perche|questo|questa|mangiare|dopo)\b/g,
  pt: /\b(?:qual|quais|quanto|quanta|como|onde|voces|voce|posso|horario|preco|custa|os|uma|da|para|que|sao|esta|treinar|treino|mesmo|mesma|nao|tambem|depois|entao|pra|devo|fazer|novo|muscular|vezes|semana|recomendado|recomendada|usar|luz|painel|vermelha|quantas|quantos)\b/g,
  ru: /[\u0400-\u04FF]+/g,
  hi: /[\u0900-\u097F]+/g,
  tr: /\b(?:nedir|ne|kac|nasil|nerede|fiyat|fiyati|saat|saatleri|acik|musunuz|mi|mu|ve|bir|icin|bu|misin|musun|sayfa|sayfayi|ozetler|ozetle)\b/g,
};

/** What the visitor is told first, in their language. */
export const ENGLISH_NOTE: Record<Language, string> = {
  fr: '_Nos réponses sont en anglais ; voici la réponse :_',
  es: '_Nuestras respuestas están en inglés; aquí está la respuesta:_',
  de: '_Unsere Antworten sind auf Englisch; hier ist die Antwort:_',
  it: '_Le nostre risposte sono in inglese; ecco la risposta:_',
  pt: '_As nossas respostas são em inglês; aqui está a resposta:_',
  ru: '_Наши ответы на английском языке; вот ответ:_',
  tr: '_Yanıtlarımız İngilizcedir; işte yanıt:_',
  hi: '_हमारे जवाब अंग्रेज़ी में हैं; यह रहा जवाब:_',
};

/** Foreign words and phrases -> English key words the understanding step knows. Unaccented, lower case. */
const TERMS: [RegExp, string][] = [
  [
    /consulta(?:cion|tion)? inicial|consultation initiale|premiere consultation|erstberatung|erste beratung|consulenza iniziale|prima consulenza|primeira consulta|первичная консультация|ilk danisma|पहला (?:कंसल्टेशन|परामर्श)|पहली (?:मुलाकात|मीटिंग)/,
    ' initial consultation',
  ],
  // ("¿Y la de seguimiento?": the follow-up session named by its kind alone; round 43.)
  [
    /consulta de seguimiento|(?:la|el|sesion|cita) de seguimiento|consultation de suivi|(?:seance|rendez-vous) de suivi|folgetermin|folgesitzung|consulenza di follow-up|consulta de acompanhamento|консультаци\w* повторн\w*|повторн\w* консультаци\w*/,
    ' follow-up session',
  ],
  // Refunds and returns: "me faire rembourser", "reembolso", "Rückerstattung", "rimborso", "devolução", "возврат" (round 43).
  [
    /rembours\w*|reembols\w*|ruckerstatt\w*|geld zuruck|rimbors\w*|devoluc\w*|devolv\w*|возврат\w*|вернуть деньги|iade|पैसे वापस|रिफंड/,
    ' refund',
  ],
  // hours
  [
    /heures? d'ouverture|horaires?|ouvert|ferme|horario|abierto|cerrado|offnungszeiten|geoffnet|geschlossen|orari|aperto|chiuso|horario de funcionamento|aberto|fechado|часы работы|открыты|работаете|calisma saatleri|acik misiniz|saat|कब खुल|कब तक खुल|खुलने का समय|कितने बजे/,
    ' opening hours',
  ],
  // price
  [
    /prix|tarif|combien (?:coute|ca coute)|coute|precio|cuanto cuesta|cuesta|preis|kosten(?!los)|kostet|wie viel(?!e\b|en\b| gewicht)|prezzo|quanto costa|costa|preco|quanto custa|custa|цена|стоимость|сколько стоит|fiyat|ne kadar|फीस|कीमत|दाम|शुल्क|कितने का|कितने की|कितना खर्च|खर्चा/,
    ' price',
  ],
  // location
  [
    /ou etes-vous|adresse|situe|donde estan|direccion|ubicacion|wo sind sie|adresse|standort|dove siete|indirizzo|onde ficam|endereco|где вы|адрес|nerede|adres|कहाँ है|कहां है|कहाँ हैं|कहां हैं|पता/,
    ' where are you located',
  ],
  // contact
  [
    /telephone|numero|contacter|telefono|contactar|telefon|kontakt|contattare|telefone|contatar|телефон|связаться|iletisim|telefon numarasi|फोन|नंबर|संपर्क/,
    ' phone number contact',
  ],
  // payment
  [/paiement|payer|carte|pago|pagar|tarjeta|zahlung|bezahlen|karte|pagamento|pagare|carta|cartao|оплата|платить|odeme|kart/, ' payment'],
  // shipping
  [
    /livraison|expedition|envoi|envio|entrega|versand|lieferung|spedizione|consegna|envio|entrega|доставка|kargo|teslimat|डिलीवरी|शिपिंग/,
    ' shipping',
  ],
  [
    /\b(?:livrez|livrer|expediez|envian|envias|enviais|hacen envios|liefert|liefern|versendet|versenden|spedite|spedire|consegnate|enviam|entregam|доставляете|доставка в|gonderiyor musunuz)\b/,
    ' do you ship to',
  ],
  [
    /\b(?:recevoir|recibir|erhalten|bekommen|ricevere|receber)\b.{0,20}\b(?:commande|colis|pedido|paquete|bestellung|paket|ordine|pacco|encomenda)/,
    ' delivery shipping',
  ],
  [/\b(?:lequel|laquelle|lesquels|cual de|cual es mejor|welche[rsn]?|quale dei|qual deles|qual dos)\b|какой из/, ' which one'],
  [/\b(?:vendez|vendeis|venden|verkauft|verkaufen|vendete|vendem|продаете|продаёте|satiyor musunuz)\b/, ' do you sell'],
  // "Can I buy it from you?": acheter, comprar, kaufen, comprare, купить, satın almak.
  [
    /\b(?:acheter|achète|achete|comprar|compro|kaufen|bestellen|comprare|ordinare|купить|заказать|satın al\w*|kopen|bestellen)\b/,
    ' can I buy it from you',
  ],
  [
    /(?<!\ba )\b(?:distance|distancia|abstand|entfernung|distanza|расстояни\w*|mesafe)\b|\ba (?:distance|distancia)\s+(?:ideal\w*|de|del|du|entre|correct\w*|recom\w*|optim\w*|minim\w*|maxim\w*|certa|boa)\b|a quelle distance|a que distancia|wie weit|quanto lontano/,
    ' how far distance',
  ],
  // "Are your team doctors? What training do they have?"
  [
    /\b(?:medicos?|doctores|arzte|arzt|medecins?|medici|medico|врач\w*|doktor\w*)\b.{0,40}|\b(?:formacion|ausbildung|qualifikation\w*|formation|qualifications?|formazione|qualifiche|formacao|квалификаци\w*|egitim)\b/,
    ' are your staff doctors credentials qualifications',
  ],
  // consultation, booking; the free one ("consulta gratuita", "kostenlose Beratung") and the paid one ("la de pago")
  [
    /(?:consultation|consulta|beratung|consulenza|консультация|danisma)\w* (?:gratuite|gratuita|gratis|kostenlos\w*|gratuito|бесплатн\w*|ucretsiz)|(?:kostenlos\w*|бесплатн\w*|ucretsiz) (?:beratung|консультаци\w*|danisma)/,
    ' free consultation',
  ],
  [
    /(?<!\b(?:formas?|metodos?|medios?|modos?|modalidad(?:es)?)\s)\b(?:de pago|payante|kostenpflichtig\w*|a pagamento|платн\w*|ucretli)\b/,
    ' the initial consultation price',
  ],
  [/consultation|consulta|beratung|termin|consulenza|consulta|консультация|danisma|randevu|कंसल्टेशन|परामर्श/, ' consultation'],
  [/\bonline\b|en ligne|en linea|per video|по видео|онлайн|ऑनलाइन|वीडियो/, ' online video'],
  // Remotely: "à distance", "a distancia", "aus der Ferne", "da remoto", "remotamente", "удалённо", "uzaktan".
  [
    /\ba distance\b(?!\s+(?:ideal\w*|de|du|entre|correct\w*|recom\w*|optim\w*|minim\w*|maxim\w*)\b)|\ba distancia\b(?!\s+(?:ideal\w*|de|del|entre|correct\w*|recom\w*|optim\w*|minim\w*|maxim\w*|certa|boa)\b)|\ben remoto\b|aus der ferne|\bfern(?:beratung|termin)\b|\bda remoto\b|\ba distanza\b|\bremotamente\b|удален\w*|удалён\w*|дистанционн\w*|\buzaktan\b|\bop afstand\b/,
    ' online remote',
  ],
  // The rest between hard sessions on the same muscles: "o mesmo grupo muscular", "el mismo grupo muscular".
  [
    /(?:mesmo|mismo|meme|stesso|gleiche\w*|dieselbe\w*|ту же|тех же|ayni) (?:grupo muscular|groupe musculaire|gruppo muscolare|muskel\w*|групп\w* мышц|мышц\w*|kas grub\w*)|(?:grupo muscular|groupe musculaire|gruppo muscolare|muskelgruppe) (?:de novo|otra vez|de nouveau|di nuovo|wieder)/,
    ' how long rest before training the same muscles again',
  ],
  [/\b(?:cuanto dura|combien de temps dure|wie lange dauert|quanto dura|сколько длится)\b/, ' how long is it'],
  // "Comment réserver", "¿cómo reservo?", "reservieren", "prenoto", "agendo", "записаться".
  [
    /\breserv(?:er|ar|o|e|ez|amos|ieren|iere)\b|\breserva\b|prendre rendez-vous|\bagend(?:ar|o)\b|\bbuch(?:en|e)\b|\bprenot(?:are|o)\b|\bmarcar\b|записаться|забронировать|rezervasyon|randevu al|बुक|अपॉइंटमेंट/,
    ' book',
  ],
  // "Résume cette page", "resúmeme esta página", "fass die Seite zusammen", "riassumi", "resuma", "кратко", "özetle".
  [
    /\bresum(?:e|er|ez|eme|ir|en|a|o)\b|\bresumen\b|en bref|zusammenfass\w*|fass\w* ~?(?:\w+ ){0,4}zusammen|\briassun\w*|\briassumi\b|\bin breve\b|\bresumo\b|кратко|резюм\w*|перескажи|\bozet\w*|सारांश|संक्षेप/,
    ' summarise',
  ],
  // "This page": cette page, esta página, diese Seite, questa pagina, эта страница, bu sayfa, यह पेज.
  [/cette page|esta pagina|diese(?:r)? seite|questa pagina|эт(?:а|ой|у) страниц|bu sayfa|(?:यह|इस) (?:पेज|पृष्ठ)/, ' this page'],
  // What to eat or drink (after training), not "como" (how) or "есть" (there is): "cosa dovrei mangiare dopo l'allenamento", "que manger après l'entraînement",
  // "qué comer después de entrenar", "was essen nach dem Training", "o que comer depois do treino", "что есть после
  // тренировки", "antrenmandan sonra ne yemeli", "ट्रेनिंग के बाद क्या खाऊं" (round 42).
  [
    /\b(?:mangiare|mangio|bere|manger|boire|comer|beber|essen|trinken|yemek|yemeli|icmek|icmeli)\b|(?:^|\s)(?:съесть|поесть|пить|выпить)(?=\s|$|[?.,!])|खाऊं|खाना|खाएं|पीना|पिएं/,
    ' eat or drink',
  ],
  [
    /dopo (?:l'?)?allenamento|apres (?:l'?)?entrainement|apres (?:le )?sport|despues de(?:l)? entren\w*|nach dem training|depois do treino|после тренировк\w*|antrenmandan sonra|(?:ट्रेनिंग|वर्कआउट|कसरत) के बाद/,
    ' after training',
  ],
  // A nutrition plan, a dosing system: "plan de nutrición", "Ernährungsplan", "piano nutrizionale", "план питания".
  [/nutricion|nutrition|ernahrung|nutrizion\w*|nutricao|nutricional|питани|beslenme|पोषण|डाइट प्लान/, ' nutrition plan'],
  [
    /sistemas? de dosifica\w*|systemes? de dosage|dosiersystem\w*|sistemi di dosaggio|sistemas? de dosagem|систем\w* дозирования/,
    ' dosing system',
  ],
  [/gratuit|gratis|kostenlos|gratuito|бесплатн|ucretsiz|मुफ्त|फ्री/, ' free'],
  // studies in people
  [
    /klinische studie|studie am menschen|beim menschen|etude clinique|chez l.homme|estudio clinico|ensayo clinico|en humanos|studio clinico|sull.uomo|estudo clinico|em humanos|клиническ|на людях|klinik calisma|insanlarda/,
    ' human clinical trial results',
  ],
  // storing a product ("как хранить пептиды", "cómo conservar los viales"), not data
  [
    /(?:хранить|хранение|хранят|храни)[^?]{0,30}(?:пептид|флакон|препарат)|разведенн|almacenar|conservar (?:los|el|las)|aufbewahren|lagern|conserver (?:les|le)|stocker (?:les|le)|conservare (?:i|il|le)|armazenar/,
    ' how to store storage',
  ],
  // privacy: what is stored, for how long, deleting data (not a product's storage)
  [
    /^(?![\s\S]*(?:пептид|флакон|peptid|vial|flacon|frasco|fiala|ampoule|ampolla))[\s\S]*?(?:gespeichert|speicher|aufbewahr|datenschutz|loschen|conserv|enregistr|donnees|confidentialite|supprimer|guardan|almacen|datos|privacidad|borrar|eliminar|salvat|conservat|dati|privacy|cancellare|armazen|dados|privacidade|apagar|хран|сохраня|данные|конфиденциальн|удалить|sakla|kaydedil|veriler|gizlilik|silmek)/,
    ' privacy data retention chat',
  ],
  // Whether something works for weight loss (Hindi "क्या HCG वजन घटाने के लिए काम करता है?").
  [/(?:वजन|वज़न) (?:घटाने|कम करने|घटाना|कम करना)[^?]{0,30}(?:काम|मदद|असर|फायदा|फ़ायदा)/, ' does it actually work for weight loss'],
  // Days: Saturday, Sunday.
  [/samedi|sabado|samstag|sabato|суббот|cumartesi|शनिवार/, ' on saturday'],
  [/dimanche|domingo|sonntag|domenica|воскресен|pazar gunu|pazar gunleri|रविवार/, ' on sunday'],
  // weight lost in the trials
  [
    /cuanto peso|peso se pierde|perder peso|perdida de peso|perte de poids|combien de poids|perdre du poids|gewichtsverlust|wie viel gewicht|abnehmen|сколько веса|потеря веса|похуде|kilo kaybi|ne kadar kilo|quanto peso|perda de peso|perdere peso/,
    ' how much weight did people lose in the trials',
  ],
  // age
  [
    /ab welchem alter|wie alt|a partir de quel age|quel age|que edad|a partir de que edad|с какого возраста|сколько лет|kac yasinda|a partire da che eta|que idade|age minimum|edad minima|mindestalter|eta minima|idade minima|минимальный возраст|yas siniri/,
    ' minimum age',
  ],
  // compound questions
  [
    /effets secondaires|efectos secundarios|nebenwirkungen|effetti collaterali|efeitos colaterais|побочные эффекты|yan etkiler|साइड इफेक्ट|दुष्प्रभाव/,
    ' side effects',
  ],
  // A trial's length and size: "ये ट्रायल कितने हफ्ते का था, उसमें कितने लोग थे", "¿cuántas semanas duró el ensayo y
  // cuántas personas?" (round 42).
  [/ट्रायल|परीक्षण|अध्ययन|\bensayos?\b|\bessais?\b|\bstudie\b|\bstudio\b|\bestudos?\b|испытани\w*|исследовани\w*|\bcalisma\w*/, ' trial'],
  [
    /कितने (?:हफ्ते|हफ़्ते|सप्ताह|महीने)|cuantas semanas|combien de semaines|wie viele wochen|quante settimane|quantas semanas|сколько недель|kac hafta/,
    ' how many weeks',
  ],
  [
    /कितने (?:लोग|लोगों|प्रतिभागी|मरीज)|cuantas personas|cuantos participantes|combien de (?:personnes|participants)|wie viele (?:teilnehmer\w*|personen|menschen|probanden)|quant[ei] (?:persone|partecipanti)|quantas pessoas|quantos participantes|сколько (?:человек|участников|людей)|kac (?:kisi|katilimci)/,
    ' how many people were in it',
  ],
  // Why something falls with age: "por qué baja con la edad", "pourquoi il diminue avec l'âge", "warum sinkt es im Alter".
  [
    /por que (?:(?:dicen|se dice) que )?(?:baja|disminuye|cae|se reduce|decae)|pourquoi (?:(?:on dit qu'?)?il |elle )?(?:diminue|baisse|chute)|warum (?:sinkt|nimmt|fallt)|perche (?:diminuisce|cala|scende)|por que (?:diminui|cai|baixa)|почему (?:снижается|падает|уменьшается)|neden (?:azalir|duser)/,
    ' why does it decline with age',
  ],
  // Risks and the eyes: "¿hay algún riesgo para los ojos?", "un risque pour les yeux", "Risiko für die Augen" (round 42).
  [
    /\b(?:riesgos?|risques?|risiko\w*|rischi|rischio|riscos?|peligros?|danger\w*|pericol\w*|perigos?|gefahr\w*)\b|риск\w*|опасн\w*|\brisk\w*\b|\btehlike\w*|खतरा|जोखिम/,
    ' risks',
  ],
  [/\b(?:ojos?|yeux|oeil|augen?|occhi|olhos?|vista|gozler\w*|goz)\b|глаз\w*|зрени\w*|आंख\w*|आँख\w*/, ' eye safety'],
  [
    /approuve|autorise|legal|aprobado|legal|zugelassen|legal|approvato|legale|aprovado|одобрен|легален|разреш|зарегистрир|onayli|yasal|मंजूर|अनुमोदित|कानूनी|अप्रूव/,
    ' approved',
  ],
  // "What have the studies found?": qué han encontrado los estudios, qu'ont montré les études, was zeigen die Studien.
  [
    /(?:que|qu'est-ce que) (?:han|ha) (?:encontrado|descubierto|demostrado|mostrado) (?:los )?estudios|qu'ont (?:trouve|montre|montré) les etudes|que (?:disent|montrent) les etudes|was (?:haben|zeigen|sagen) (?:die )?studien|cosa (?:hanno (?:trovato|mostrato)|dicono) gli studi|o que (?:os )?estudos (?:encontraram|mostraram|dizem)|что (?:показали|нашли|говорят) исследования|calismalar ne (?:buldu|gosterdi|diyor)/,
    ' what did the studies find research findings',
  ],
  // "How strong is the evidence?": насколько серьёзные доказательства, qué tan sólida es la evidencia, wie gut ist die Studienlage.
  [
    /насколько (?:серьезн|сильн|надежн|убедительн)[\u0400-\u04ff]* (?:\S+ ){0,2}доказательств|доказательная база|(?:que tan|cuan) (?:solida|fuerte|buena|seria) (?:es )?la evidencia|quelle est la (?:solidite|force) des preuves|les preuves sont-elles (?:solides|serieuses)|wie (?:gut|stark|solide|belastbar) (?:ist )?die (?:evidenz|beweislage|studienlage)|quanto (?:e )?solid[ao] (?:e )?l'evidenza|quao (?:forte|solida) (?:e )?a evidencia|kanitlar ne kadar (?:guclu|saglam)/,
    ' how strong is the evidence',
  ],
  // "Tested in humans?": chez l'humain, en humanos, bei Menschen, sull'uomo, em humanos, на людях.
  [
    /chez l'(?:humain|homme)|chez des (?:humains|personnes)|en (?:humanos|personas)|bei menschen|am menschen|sull'uomo|negli esseri umani|em (?:humanos|pessoas)|на людях|у людей|insanlarda/,
    ' tested in humans',
  ],
  // The four regions, as other languages write them.
  [/европ|евросоюз|\beuropa\b|\bunion europeenne\b|\bunion europea\b|\bavrupa\b/, ' European Union'],
  [/сша|америк|\bestados unidos\b|\betats-unis\b|\bvereinigte staaten\b|\bstati uniti\b|\babd\b/, ' United States'],
  [/великобритан|англи|\breino unido\b|\broyaume-uni\b|\bgrossbritannien\b|\bregno unito\b|\bingiltere\b/, ' United Kingdom'],
  [/оаэ|эмират|\bemiratos\b|\bemirats\b|\bemirate\b|\bemirati\b|\bbae\b/, ' UAE'],
  [
    /dopage|interdit dans le sport|dopaje|prohibido en el deporte|doping|verboten im sport|vietato nello sport|proibido no esporte|допинг|запрещен в спорте/,
    ' banned in sport',
  ],
  [
    /\b(?:unterschied|unterschiede|difference|differences|diferencia|diferencias|differenza|differenze|diferenca|diferencas|fark|farki)\b|разниц|отлича/,
    ' what is the difference between',
  ],
  // "A detailed guide on it?": Leitfaden, guía, guida, guia, руководство, rehber.
  [/\b(?:leitfaden|ratgeber|guia|guida|rehber)\b|руководств|\bguide (?:sur|detaille)/, ' research guide'],
  // "Are your services only for professional athletes?": who the business is for.
  [
    /\b(?:solo|solamente|unicamente|seulement|uniquement|nur|soltanto|apenas|somente|sadece)\s+(?:para|pour|fur|per|icin)\b|\bsolo (?:per|para)\b|только для/,
    ' are your services only for',
  ],
  [/qu'est-ce que|c'est quoi|que es|qué es|was ist|che cos'e|cos'e|o que e|что такое|nedir|क्या है|क्या होता है/, ' what is'],
  // ... and "how does it act", "its mechanism" ("как он вообще действует", "comment ça agit", "wie funktioniert das").
  [
    /comment (?:ca )?marche|comment (?:ca |il |elle )?agit|como funciona|como actua|como atua|wie wirkt|wie funktioniert|come funziona|come agisce|как (?:он |она |оно |это )?(?:вообще )?(?:работает|де[йи]ствует)|механизм|mecanisme|mecanismo|wirkungsweise|wirkmechanismus|meccanismo|nasil calisir|nasil etki/,
    ' how does it work',
  ],
  [/bain froid|bano de hielo|eisbad|bagno freddo|banho de gelo|ледяная ванна|buz banyosu/, ' cold plunge'],
  // Whether it works, as a claim ("funziona davvero per dimagrire?", "¿funciona de verdad?"), a diet, losing weight, and
  // the evidence and research ("रिसर्च क्या कहती है? पक्के सबूत?"), an IV drip (round 43).
  [
    /(?<!come |como |comment |wie )\b(?:funziona|funciona|fonctionne|funktioniert|funciona)\b(?! como)|действительно работает|реально работает|ise yariyor|काम करता|काम करती/,
    ' does it work effective',
  ],
  [/\b(?:dieta|regime|diat)\b|диет\w*|\bdiyet\w*|डाइट/, ' diet'],
  [/\b(?:dimagrire|adelgazar|maigrir|emagrecer)\b|похудеть|zayiflamak|वजन घटाना|वज़न घटाना/, ' weight loss'],
  [/\b(?:prove|evidenze|evidencias?|pruebas|preuves|beweise|evidencias|provas)\b|доказательств\w*|\bkanit\w*|सबूत|प्रमाण/, ' evidence'],
  [/\b(?:ricerca|investigacion|recherche|forschung|pesquisa)\b|исследовани\w*|\barastirma\w*|रिसर्च|शोध/, ' research'],
  [/\b(?:flebo|goteo|perfusion|infusion|infusao|infusione)\b|капельниц\w*|\bserum\b|ड्रिप/, ' iv drip'],
  // Straight after a weights session: "juste après ma séance de musculation", "justo después de entrenar", "direkt nach dem
  // Krafttraining", "subito dopo la palestra", "logo depois do treino", "сразу после тренировки".
  [
    /(?:juste|tout de suite|directement) apres (?:ma |la |une |mon )?(?:seance|entrainement|muscu)|apres (?:ma |la )?(?:seance de )?musculation|(?:justo|inmediatamente|nada mas) despues de (?:entrenar|mi entrenamiento|el gimnasio|pesas)|(?:direkt|gleich|sofort) nach (?:dem |meinem )?(?:krafttraining|training|gym)|subito dopo (?:l'?allenamento|la palestra)|logo (?:depois|apos) (?:do |o )?treino|сразу после (?:тренировки|зала)/,
    ' straight after lifting',
  ],
  [/lumiere rouge|luz roja|rotlicht|luce rossa|luz vermelha|красный свет|kirmizi isik/, ' red light'],
  [/temperature|temperatura|temperatur|температур|sicaklik|quelle temperature|how cold/, ' temperature'],
  [/combien de temps|cuanto tiempo|wie lange|quanto tempo|сколько времени|ne kadar sure|कितनी देर|कितना समय/, ' how long'],
  [/combien de jours|cuantos dias|wie viele tage|quanti giorni|quantos dias|сколько дней|kac gun/, ' how many days'],
  [
    /a quelle frequence|con que frecuencia|wie oft|quanto spesso|com que frequencia|как часто|ne siklikla|कितनी बार|quantas vezes|cuantas veces|combien de fois|quante volte|сколько раз|kac kez|hoe vaak/,
    ' how often',
  ],
];

const fold = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘]/g, "'")
    // Devanagari's nukta (फ़ = फ + ़) is dropped, so "फ़ीस" and "फीस" read alike.
    .replace(/\u093c/g, '');

/** English key words a question names that the understanding step would otherwise miss. */
const ENGLISH_HINTS =
  /\b(?:the|what|is|are|how|do|does|you|your|can|i|when|where|which|price|hours|open|cost|and|of|to|for|this|that|these|those|it|please|tell|summari[sz]e|about|with|from|there|have|has|need|much|many|long)\b/g;

/** The question's language when it is one of the listed ones (and clearly not English), else null. */
export function foreignLanguage(message: string): Language | null {
  const t = fold(message);
  if (/[\u0400-\u04FF]/.test(message)) return 'ru';
  // Devanagari with no other script's words around it: Hindi (Marathi and Nepali readers are told the same in Hindi).
  if (/[\u0900-\u097F]{2}/.test(message)) return 'hi';
  // An inverted question or exclamation mark is written only in Spanish.
  if (/[¿¡]/.test(message)) return 'es';
  const english = t.match(ENGLISH_HINTS)?.length ?? 0;
  let best: { lang: Language; n: number; long: number } | null = null;
  for (const [lang, re] of Object.entries(MARKERS) as [Language, RegExp][]) {
    if (lang === 'ru') continue;
    const found = t.match(re) ?? [];
    if (found.length > (best?.n ?? 0)) best = { lang, n: found.length, long: found.filter((w) => w.length >= 3).length };
  }
  // Two marker words beyond the English ones, or one in a short question with no English at all. A lone two-letter
  // marker is no evidence ("da" is Portuguese and Hausa, "mi" Turkish and Spanish).
  if (!best) return null;
  const words = t.split(/\s+/).filter(Boolean).length;
  return best.n >= 2 && best.n > english ? best.lang : best.long >= 1 && english === 0 && (words <= 8 || /[?¿]/.test(t)) ? best.lang : null;
}

/** The question with English key words added (the original words stay: compound names are the same in every language). */
export function withEnglishTerms(message: string): string {
  const t = fold(message);
  return TERMS.reduce((m, [re, en]) => (re.test(t) ? m + en : m), message);
}
