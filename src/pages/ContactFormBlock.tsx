import { Island } from '../components/Island';
import ContactForm from '../islands/ContactForm';
import type { ContactFormState } from '../lib/contact';

/** The contact form island, server-rendered with any state the request carries (a ?subject= prefill, or a refused post). */
export function ContactFormBlock({ sourcePath, state }: { sourcePath: string; state?: ContactFormState }) {
  return <Island name="ContactForm" component={ContactForm} props={{ sourcePath, ...state }} />;
}
