// What the booking pages are given to draw (computed on the server: times are already in the visitor's zone).

export type EventTypeView = {
  slug: string;
  title: string;
  durationLabel: string;
  priceLabel: string;
  priceUsd: number;
  description: string;
};

export type SlotView = {
  /** The start, epoch ms (the radio's value). */
  start: number;
  /** "09:00" in the visitor's zone. */
  time: string;
  /** "13:00 Dubai" (with the date when Dubai's differs). */
  dubai: string;
  /** The radio's accessible name: "Monday 30 November 2026, 09:00 London time (13:00 Dubai time)". */
  full: string;
};

export type DayView = { key: string; heading: string; slots: SlotView[] };

export type ZoneView = { zone: string; name: string; options: { value: string; label: string }[] };

export type PickerView = {
  type: EventTypeView;
  zone: ZoneView;
  days: DayView[];
  /** Links to the previous and next page of days (null at the ends). */
  earlierHref: string | null;
  laterHref: string | null;
  /** Where the chosen time is posted, and the hidden fields that go with it. */
  action: string;
  hidden: Record<string, string>;
  /** Where the zone form submits (GET), and its other query fields. */
  zoneAction: string;
  zoneHidden: Record<string, string>;
  error: { message: string; next: SlotView[] } | null;
  /** The heading above the picker (a new booking, or moving one). */
  heading: string;
  submitLabel: string;
};

export type BookingDetailsValues = { name: string; email: string; phone: string; goals: string; adult: boolean };

export type BookingSummaryView = {
  id: string;
  title: string;
  durationLabel: string;
  priceLabel: string;
  paid: boolean;
  /** "Monday 30 November 2026, 09:00-10:30 (London, GMT)". */
  whenVisitor: string;
  /** Same in Dubai time. */
  whenDubai: string;
  sameZone: boolean;
  status: 'confirmed' | 'cancelled' | 'no_show';
  past: boolean;
};
