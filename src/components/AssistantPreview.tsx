import { Icon } from './Icon';

/**
 * Home-page preview of the assistant: example questions that open the floating chat and ask them (ChatLauncher listens
 * for [data-ask]). Without JavaScript they fall back to search results, since /chat would send guests to sign in.
 */
export function AssistantPreview({ examples }: { examples: string[] }) {
  return (
    <div className="assistant-preview">
      <div className="assistant-preview-card">
        <p className="assistant-preview-title">
          <Icon name="sparkles" size={20} /> AI Assistant
        </p>
        <p>Try asking:</p>
        <ul className="example-questions">
          {examples.map((q) => (
            <li key={q}>
              <a href={`/search?q=${encodeURIComponent(q)}`} data-ask={q} className="example-question">
                {q}
              </a>
            </li>
          ))}
        </ul>
        <p className="small muted">Educational information only, not medical advice. Signed-in users keep their conversation history.</p>
      </div>
    </div>
  );
}
