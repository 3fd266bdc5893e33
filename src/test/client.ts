let counter = 0;

/** A client address no other test uses, so tests never share a per-address rate limit (sent as CF-Connecting-IP). */
export function freshIp(): string {
  counter += 1;
  const b = crypto.getRandomValues(new Uint8Array(2));
  return `10.${counter % 250}.${b[0]}.${b[1]}`;
}
