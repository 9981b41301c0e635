/** Runs `body` with a method of a prototype replaced (a planted variant, or a spy), then puts it back. */
export function withMethod<T>(proto: object, name: string, value: unknown, body: () => T): T {
  const kept = Object.getOwnPropertyDescriptor(proto, name)!;
  Object.defineProperty(proto, name, { ...kept, value });
  try {
    return body();
  } finally {
    Object.defineProperty(proto, name, kept);
  }
}
