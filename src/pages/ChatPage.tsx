import { Island } from '../components/Island';
import ChatApp from '../islands/ChatApp';

/** /chat (signed-in only): saved conversations on the left, the assistant on the right. */
export function ChatPage({ initialQuestion }: { initialQuestion: string }) {
  return (
    <section className="section chat-page">
      <div className="container">
        <Island name="ChatApp" component={ChatApp} props={{ initialQuestion }} hydrate="load" />
      </div>
    </section>
  );
}
