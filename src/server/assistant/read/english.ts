// Which language a Latin-script message is in: English when enough of its words are English. A short list of common
// English words (function words, question words, everyday verbs, chat shorthand, and the site's own vocabulary) is
// enough, because the question is only "is this English?": Turkish, Polish, Indonesian or Swahili share almost none of
// these words. Compound names are left out of the count (they are the same in every language). Plain data: add a word
// when an English message is read as another language.

export const ENGLISH_WORDS: ReadonlySet<string> = new Set(
  `a about above after again against ago all almost already also always am an and another any anyone anything anyway are
  around as at away back bad be because been before being below best better between big both but by came can cannot
  cant could couldnt day days did didnt different do does doesnt doing done dont down during each early either else
  enough even ever every everyone everything few first for from get gets getting give given go goes going gone good
  got great had has hasnt have havent having he her here hers him his how however i if im in instead into is isnt it
  its itll ive just keep kind know last later least less let lets like little long look lot lots made make many may
  maybe me might mine more most much must my myself near need needs never new next no nobody none nor not nothing now
  of off often ok okay old on once one only or other our out over own per please pls quite rather really right said
  same say says see seem seen she should shouldnt since so some someone something sometimes soon still such sure take
  taken takes than thank thanks that thats the their them then there these they thing things think this those though
  through till time times to today too tomorrow tonight took toward under until up upon us use used using very want
  wanted wants was wasnt way we week weeks well went were what whats when where whether which while who whole whom
  whose why will with within without wont would wouldnt yes yet you your youre yours yourself

  able add ask asked asking bought buy call called change come comes coming continue could create cut decide describe
  explain feel feeling feels felt find finish follow found happen happened happens help hope hurt keep leave live
  looking lose losing lost mean means meant mind move note open order ordered pay put read reach run running send sent
  show start started starting stay stop stopped tell tried try trying turn wait wake walk wear work worked working worry
  write
  afternoon again age alone anymore bit body bro dude every everyday evening friend friends guy guys home hour hours
  idk kinda lol man minute minutes month months morning night people person rn since someone thing tho u ur wanna gonna
  gotta ya yeah yep yo
  able bad big cheap cold different easy fast free full hard healthy heavy high hot important large low main new normal
  old real safe safer serious short sick similar small strong tired true weak worse worst wrong young
  all best first last next second third
  answer business case chance difference effect effects example fact form group idea issue kind level life line part
  place point price problem question reason result side sort type way

  peptide peptides dose doses dosage dosing injection injections inject injected shot shots vial vials pen pens syringe
  stack cycle protocol research study studies trial trials evidence data paper papers guide page site website weight
  loss fat muscle gain gains recovery sleep energy pain injury knee shoulder back skin hair heart chest blood sugar
  appetite delivery shipping ship order booking book appointment consultation session sessions clinic cost costs price
  prices discount payment legal safe safety risk risks warning side dubai uk us eu health doctor gym training workout
  lab purity certificate store stored storage fridge freezer mixed mix water half-life halflife human humans animal
  animals rats mice approved fda wada tested test tests athlete mg mcg iu ml kg kgs lb lbs cm units unit acute
  tear cuff rotator tendon joint joints compete natural bodybuilding federation detectable subcutaneous vs versus`
    .split(/\s+/)
    .filter(Boolean),
);
