/** How many messages are left once few are (5 or fewer), or why the last one was refused. */
export function RemainingNotice({ remaining, notice, signedIn }: { remaining: number | null; notice: string | null; signedIn: boolean }) {
  if (notice) {
    return (
      <p className="chat-notice" role="alert">
        {notice}
        {/sign in/i.test(notice) ? (
          <>
            {' '}
            <a href="/auth">Sign in</a>
          </>
        ) : null}
      </p>
    );
  }
  if (remaining === null || remaining > 5) return null;
  const period = signedIn ? 'today' : 'this hour';
  return (
    <p className="chat-remaining" role="status">
      {remaining === 0 ? `No messages left ${period}.` : `${remaining} ${remaining === 1 ? 'message' : 'messages'} left ${period}.`}
      {!signedIn ? (
        <>
          {' '}
          <a href="/auth">Sign in</a> for more.
        </>
      ) : null}
    </p>
  );
}
