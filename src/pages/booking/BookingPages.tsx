import { Icon } from '../../components/Icon';
import { PageHero } from '../../components/blocks/PageHero';
import { disclaimers } from '../../content/company';
import { bookingCopy, bookingPage, freeNote, payLaterNote } from '../../content/site/booking';
import type { BookingDetailsValues, BookingSummaryView, EventTypeView, PickerView, SlotView } from '../../lib/booking-view';
import type { PageMeta } from '../page-meta';

export const bookIndexMeta: PageMeta = { ...bookingPage.seo, path: '/book', css: ['forms', 'booking'] };
export const bookMeta = (title: string, path: string, noindex = true): PageMeta => ({
  ...bookingPage.seo,
  title: `${title} | Oasis Peptide Lab`,
  path,
  css: ['forms', 'booking'],
  noindex,
});

const priceNote = (type: Pick<EventTypeView, 'priceUsd'>) => (type.priceUsd > 0 ? payLaterNote : freeNote);

function Hidden({ fields }: { fields: Record<string, string> }) {
  return (
    <>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

/** /book: the three sessions. */
export function BookIndexPage({ types }: { types: EventTypeView[] }) {
  return (
    <>
      <PageHero intro={bookingPage} />
      <section className="section" aria-labelledby="book-types-heading">
        <div className="container">
          <h2 id="book-types-heading">{bookingCopy.chooseType}</h2>
          <div className="booking-types">
            {types.map((t) => (
              <article key={t.slug} className="card booking-type-card">
                <h3>{t.title}</h3>
                <p className="booking-price">
                  {t.priceLabel} <span className="muted">· {t.durationLabel}</span>
                </p>
                <p>{t.description}</p>
                <p className="muted small">{priceNote(t)}</p>
                <a href={`/book/${t.slug}`} className="button button-primary">
                  Choose a time<span className="visually-hidden"> for the {t.title}</span> <Icon name="arrowRight" size={16} />
                </a>
              </article>
            ))}
          </div>
          <p className="muted small booking-note">
            {disclaimers.notMedicalAdvice} {disclaimers.adultsOnly}
          </p>
          <p>
            {bookingCopy.contactInstead} <a href="/contact#contact-form">Contact us</a>
          </p>
        </div>
      </section>
    </>
  );
}

function SessionLine({ type }: { type: EventTypeView }) {
  return (
    <p className="booking-session">
      <strong>{type.title}</strong> · {type.durationLabel} · {type.priceLabel}
    </p>
  );
}

function NextTimes({ next, action, hidden }: { next: SlotView[]; action: string; hidden: Record<string, string> }) {
  if (next.length === 0) return null;
  return (
    <form method="post" action={action} className="booking-next">
      <Hidden fields={hidden} />
      <p>The next free times:</p>
      <ul>
        {next.map((s) => (
          <li key={s.start}>
            <button
              type="submit"
              name="start"
              value={String(s.start)}
              className="button button-ghost-dark button-small"
              aria-label={s.full}
            >
              {s.full}
            </button>
          </li>
        ))}
      </ul>
    </form>
  );
}

/** The time picker (server-rendered radios; works without JavaScript), for a new booking or a new time. */
export function BookPickerPage({ view }: { view: PickerView }) {
  const { type, zone } = view;
  return (
    <section className="section booking">
      <div className="container narrow">
        <p className="booking-back">
          <a href="/book">All sessions</a>
        </p>
        <h1>{view.heading}</h1>
        <SessionLine type={type} />
        <p className="muted">{priceNote(type)}</p>
        {view.error ? (
          <div className="booking-alert" role="alert">
            <p>{view.error.message}</p>
            <NextTimes next={view.error.next} action={view.action} hidden={view.hidden} />
          </div>
        ) : null}
        <form method="get" action={view.zoneAction} className="booking-zone" data-booking-zone={zone.zone}>
          <Hidden fields={view.zoneHidden} />
          <label htmlFor="bk-tz">Your time zone</label>
          <span className="booking-zone-row">
            <select id="bk-tz" name="tz" defaultValue={zone.zone}>
              {zone.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
            <button type="submit" className="button button-ghost-dark button-small">
              Show times
            </button>
          </span>
        </form>
        <p className="muted small">
          Times are shown in <strong>{zone.name}</strong>, with Dubai time beside each. {bookingCopy.zoneHelp}
        </p>
        <form method="post" action={view.action} className="booking-picker">
          <Hidden fields={view.hidden} />
          <h2 className="booking-subheading">{bookingCopy.chooseTime}</h2>
          {view.days.length === 0 ? <p>{bookingCopy.noTimes}</p> : null}
          {view.days.map((day) => (
            <fieldset key={day.key} className="booking-day">
              <legend>{day.heading}</legend>
              <div className="booking-times">
                {day.slots.map((s) => (
                  <label key={s.start} className="booking-time">
                    <input type="radio" name="start" value={String(s.start)} required aria-label={s.full} />
                    <span className="booking-time-main">{s.time}</span>
                    <span className="booking-time-dubai">{s.dubai}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
          <p className="booking-pager">
            {view.earlierHref ? <a href={view.earlierHref}>Earlier dates</a> : null}
            {view.laterHref ? <a href={view.laterHref}>Later dates</a> : null}
          </p>
          {view.days.length > 0 ? (
            <button type="submit" className="button button-primary">
              {view.submitLabel}
            </button>
          ) : null}
        </form>
      </div>
    </section>
  );
}

export type DetailsProps = {
  type: EventTypeView;
  whenVisitor: string;
  whenDubai: string;
  sameZone: boolean;
  holdNote: string | null;
  values: BookingDetailsValues;
  errors: Partial<Record<keyof BookingDetailsValues, string>>;
  formError: string | null;
  action: string;
  hidden: Record<string, string>;
  changeHref: string;
};

function DetailsField({
  name,
  label,
  type = 'text',
  value,
  error,
  optional,
  autoComplete,
  maxLength,
  help,
}: {
  name: 'name' | 'email' | 'phone';
  label: string;
  type?: string;
  value: string;
  error?: string;
  optional?: boolean;
  autoComplete: string;
  maxLength: number;
  help?: string;
}) {
  const id = `bk-${name}`;
  const describedBy = [error ? `${id}-error` : null, help ? `${id}-help` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {optional ? <span className="optional"> (optional)</span> : null}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={value}
        required={!optional}
        autoComplete={autoComplete}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {help ? (
        <p id={`${id}-help`} className="muted small">
          {help}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The details form for a held time. */
export function BookDetailsPage(p: DetailsProps) {
  return (
    <section className="section booking">
      <div className="container narrow">
        <h1>Your details</h1>
        <SessionLine type={p.type} />
        <dl className="booking-when">
          <dt>{p.sameZone ? 'Dubai time' : 'Your time'}</dt>
          <dd>{p.sameZone ? p.whenDubai : p.whenVisitor}</dd>
          {p.sameZone ? null : (
            <>
              <dt>Dubai time</dt>
              <dd>{p.whenDubai}</dd>
            </>
          )}
        </dl>
        <p className="muted small">
          {p.holdNote ? `${p.holdNote} ` : null}
          <a href={p.changeHref}>Choose another time</a>
        </p>
        <p>
          <strong>{priceNote(p.type)}</strong>
        </p>
        {p.formError ? (
          <p className="booking-alert" role="alert">
            {p.formError}
          </p>
        ) : null}
        <form method="post" action={p.action} className="booking-details" noValidate={false}>
          <Hidden fields={p.hidden} />
          <DetailsField name="name" label="Full name" value={p.values.name} error={p.errors.name} autoComplete="name" maxLength={200} />
          <DetailsField
            name="email"
            label="Email address"
            type="email"
            value={p.values.email}
            error={p.errors.email}
            autoComplete="email"
            maxLength={254}
          />
          <DetailsField
            name="phone"
            label="Phone"
            type="tel"
            value={p.values.phone}
            error={p.errors.phone}
            optional
            autoComplete="tel"
            maxLength={40}
          />
          <div className="field">
            <label htmlFor="bk-goals">
              Your goals<span className="optional"> (optional)</span>
            </label>
            <textarea
              id="bk-goals"
              name="goals"
              rows={3}
              maxLength={1000}
              defaultValue={p.values.goals}
              aria-describedby={p.errors.goals ? 'bk-goals-help bk-goals-error' : 'bk-goals-help'}
              aria-invalid={p.errors.goals ? true : undefined}
            />
            <p id="bk-goals-help" className="muted small">
              {bookingCopy.goalsHelp}
            </p>
            {p.errors.goals ? (
              <p id="bk-goals-error" className="field-error">
                {p.errors.goals}
              </p>
            ) : null}
          </div>
          <div className="field booking-check">
            <input
              id="bk-adult"
              name="adult"
              type="checkbox"
              value="yes"
              required
              defaultChecked={p.values.adult}
              aria-invalid={p.errors.adult ? true : undefined}
              aria-describedby={p.errors.adult ? 'bk-adult-error' : undefined}
            />
            <label htmlFor="bk-adult">{bookingCopy.adultLabel}</label>
            {p.errors.adult ? (
              <p id="bk-adult-error" className="field-error">
                {p.errors.adult}
              </p>
            ) : null}
          </div>
          <p className="muted small">
            {disclaimers.notMedicalAdvice} We use these details only to hold your consultation; see our{' '}
            <a href="/privacy">privacy policy</a>.
          </p>
          <button type="submit" className="button button-primary">
            Confirm booking
          </button>
        </form>
      </div>
    </section>
  );
}

function Summary({ s }: { s: BookingSummaryView }) {
  return (
    <dl className="booking-when">
      <dt>Session</dt>
      <dd>
        {s.title} · {s.durationLabel} · {s.priceLabel}
      </dd>
      {s.sameZone ? null : (
        <>
          <dt>Your time</dt>
          <dd>{s.whenVisitor}</dd>
        </>
      )}
      <dt>Dubai time</dt>
      <dd>{s.whenDubai}</dd>
      <dt>Status</dt>
      <dd>{s.status === 'confirmed' ? (s.past ? 'Held' : 'Booked') : s.status === 'cancelled' ? 'Cancelled' : 'Marked as missed'}</dd>
    </dl>
  );
}

/** After booking (and after moving a booking). */
export function BookDonePage({
  summary,
  heading,
  manageHref,
}: {
  summary: BookingSummaryView;
  heading: string;
  manageHref: string | null;
}) {
  return (
    <section className="section booking">
      <div className="container narrow">
        <h1>{heading}</h1>
        <Summary s={summary} />
        {summary.paid ? <p>{payLaterNote}</p> : null}
        <p>{bookingCopy.confirmedEmail}</p>
        <p className="booking-actions">
          {manageHref ? (
            <a className="button button-ghost-dark" href={manageHref}>
              See your bookings
            </a>
          ) : null}
          <a className="button button-ghost-dark" href="/">
            Back to the home page
          </a>
        </p>
      </div>
    </section>
  );
}

export type ManageProps = {
  summary: BookingSummaryView;
  /** Hidden fields that prove the right to act (the link's token). */
  proof: Record<string, string>;
  cancelAction: string;
  rescheduleHref: string;
  icsHref: string | null;
  notice: string | null;
  error: string | null;
};

/** What a reschedule/cancel link (or the account) opens: the booking, and buttons that act (POST). */
export function BookManagePage(p: ManageProps) {
  const live = p.summary.status === 'confirmed' && !p.summary.past;
  return (
    <section className="section booking">
      <div className="container narrow">
        <h1>Your booking</h1>
        {p.notice ? (
          <p className="booking-notice" role="status">
            {p.notice}
          </p>
        ) : null}
        {p.error ? (
          <p className="booking-alert" role="alert">
            {p.error}
          </p>
        ) : null}
        <Summary s={p.summary} />
        {live ? (
          <>
            <p className="booking-actions">
              <a className="button button-primary" href={p.rescheduleHref}>
                Reschedule
              </a>
              {p.icsHref ? (
                <a className="button button-ghost-dark" href={p.icsHref} download="consultation.ics">
                  Add to calendar (.ics)
                </a>
              ) : null}
            </p>
            <form method="post" action={p.cancelAction} className="booking-cancel" id="cancel">
              <Hidden fields={p.proof} />
              <h2 className="booking-subheading">Cancel this booking</h2>
              <p>Cancelling is free. The time becomes available to others at once.</p>
              <button type="submit" className="button button-danger">
                Cancel booking
              </button>
            </form>
          </>
        ) : (
          <p>
            <a href="/book">Book another time</a>
          </p>
        )}
      </div>
    </section>
  );
}

/** A link that cannot be used, or any other end of the road, with the way on. */
export function BookMessagePage({ heading, message }: { heading: string; message: string }) {
  return (
    <section className="section booking">
      <div className="container narrow">
        <h1>{heading}</h1>
        <p role="alert">{message}</p>
        <p className="booking-actions">
          <a className="button button-primary" href="/book">
            Book a consultation
          </a>
          <a className="button button-ghost-dark" href="/contact">
            Contact us
          </a>
        </p>
      </div>
    </section>
  );
}

/** /account's list of upcoming bookings (server HTML; its buttons are plain forms). */
export function AccountBookings({ bookings }: { bookings: (BookingSummaryView & { rescheduleHref: string; cancelAction: string })[] }) {
  return (
    <section className="account-bookings" aria-labelledby="account-bookings-heading">
      <h2 id="account-bookings-heading">Your bookings</h2>
      {bookings.length === 0 ? (
        <p className="muted">
          No upcoming consultations. <a href="/book">Book a consultation</a>
        </p>
      ) : (
        <ul className="booking-list">
          {bookings.map((b) => (
            <li key={b.id} className="booking-item">
              <p>
                <strong>{b.title}</strong> · {b.durationLabel}
              </p>
              <p>{b.sameZone ? b.whenDubai : b.whenVisitor}</p>
              {b.sameZone ? null : <p className="muted small">Dubai time: {b.whenDubai}</p>}
              <div className="booking-actions">
                <a className="button button-ghost-dark button-small" href={b.rescheduleHref}>
                  Reschedule<span className="visually-hidden"> {b.title}</span>
                </a>
                <form method="post" action={b.cancelAction}>
                  <button type="submit" className="button button-danger button-small">
                    Cancel<span className="visually-hidden"> {b.title}</span>
                  </button>
                </form>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
