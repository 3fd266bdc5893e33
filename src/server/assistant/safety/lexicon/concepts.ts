// The concepts the safety rules reason over. Each lexicon file maps some of these to phrases, per language.
export const CONCEPTS = [
  'wish_to_die', // wanting to die, to disappear, for it all to stop
  'crisis_topic', // suicide or self-harm named as a topic ("suicidal thoughts"): a crisis when it is about a person
  'hopeless', // quieter hints: "what's the point anymore", "so it all stops"
  'lethal_quantity', // a lethal amount, everything at once
  'severe_symptom', // a symptom that is an emergency if it is happening
  'grave_sign', // a sign that is an emergency however softly it is put (a face drooping, muddled words): "a bit" does not make it mild
  'after_dose_symptom', // a symptom that is urgent when it follows a dose ("pulse through the roof after ipamorelin")
  'overdose', // too much taken, by accident or not
  'now', // happening now or to a person now
  'third_person', // a person other than the visitor, now
  'general_frame', // a question about people in general ("why do people get...")
  'dose_ask', // an amount, schedule or protocol asked for
  'per_weight', // an amount per body weight ("mg/kg", "per kilo"): a dose sized for a body, so for a person
  'injection_site', // where a dose went in ("at the injection site", "where I pinned"): a symptom there follows a dose
  'research_frame', // what studies found, why a warning exists
  'fiction', // a story being written: what happens to its characters is not happening to anyone now
  'plan_frame', // a plan for a person in other clothing: hypothetical, a friend, a subject, role play
  'self', // the visitor: I, me, my
  'self_strong', // the visitor asking for themselves: "should I", "for me"
  'goal', // a personal goal: for gains, to lose weight
  'minor', // under 18 in words
  'minor_self', // the visitor says they are under 18 ("I'm a teenager")
  'adult', // an adult age or status stated
  'educator', // someone who teaches pupils: school words from them are not about their own age
  'pregnancy', // pregnant, trying to conceive, breastfeeding
  'eating_disorder', // disordered-eating signals
  'weight_loss', // wanting to lose weight or appetite
  'tested_athlete', // drug testing, anti-doping
  'study_animals', // the subjects of animal and toxicology studies: rats, mice, LD50, NOAEL
  'animal', // racehorses, racing camels, greyhounds: a doping test on an animal is not a tested athlete
  'medication', // a prescribed medicine
  'interaction', // combining
  'med_change', // stopping or replacing a prescribed medicine
  'diagnosis', // asking what they have
  'symptom_report', // a symptom or a test result described
  'worry_ask', // asking whether something happening is normal or worrying ("is that normal?", "should I be worried?")
  'cure', // asking whether something cures a disease
  'instructions', // asking to see or change the assistant's rules
  'neutral', // phrases taken out before matching: figures of speech ("dying to know"), prices, "pregnancy test", "insulin syringe"
  'use_intent', // wanting to use, buy or book something
  'ingest', // taking something into the body: take, inject, swallow (a follow-up that does names a substance it left out)
  'routine', // non-drug routines and food: cold plunge, red light, sleep, protein (their frequency is not a dose)
  'past_resolved', // over and done: "last week (he's fine now)"
  'mild', // mild, slight
  'continues', // "it's getting worse", "what do I do" after an emergency
  'for_me', // "and for me?", "same for me"
  'not_for_me', // "not asking for me at all": the question is for someone else
  'service', // a question about the business (price, booking)
  'storage', // how a product keeps: the fridge, heat in transit, going off, expiry (an ordinary question about the product)
  'cause_question', // whether something can cause a condition ("my brother asked whether it causes pancreatitis"): the condition is asked about, not had
] as const;
export type Concept = (typeof CONCEPTS)[number];

/** Concepts that make a message a safety message: it is never stored as a content gap. */
export const SAFETY_CONCEPTS: ReadonlySet<Concept> = new Set<Concept>([
  'wish_to_die',
  'crisis_topic',
  'hopeless',
  'lethal_quantity',
  'severe_symptom',
  'grave_sign',
  'overdose',
  'minor',
  'minor_self',
  'pregnancy',
  'eating_disorder',
  'tested_athlete',
  'medication',
  'med_change',
  'diagnosis',
  'cure',
  'instructions',
]);
