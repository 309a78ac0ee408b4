/** What `npm start` shows a person at a terminal (a log collector gets JSON lines instead). */
export interface StartupFacts {
  url: string;
  engine: string;
  /** The development sign-in is open (no identity provider). */
  devSignIn: boolean;
  /** The demo tenant seeded on this start, with its key shown once. */
  demo: { tenantId: string; recruiterId: string; plaintext: string } | null;
}

/**
 * The first screen of `npm start` on a terminal: where the console is, how
 * to sign in, and the demo key on a line of its own, instead of raw JSON.
 */
export function startupBanner(facts: StartupFacts): string {
  const lines = [
    '',
    `  Refcheck is running (${facts.engine})`,
    '',
    `  Console   ${facts.url}/app/`,
    `  API docs  ${facts.url}/docs`,
  ];
  if (facts.devSignIn) {
    lines.push(
      `  Sign in   development sign-in at ${facts.url}/app/sign-in` +
        (facts.demo ? ` (tenant ${facts.demo.tenantId}, recruiter ${facts.demo.recruiterId})` : ''),
    );
  } else {
    lines.push('  Sign in   with your identity provider (CONSOLE_SIGN_IN_URL)');
  }
  if (facts.demo) {
    lines.push(
      '',
      '  Demo test API key, shown this once (every scope):',
      `    ${facts.demo.plaintext}`,
      `  Try it:   curl -H "Authorization: Bearer ${facts.demo.plaintext}" ${facts.url}/v1/api/whoami`,
    );
  }
  lines.push('', '  Logs follow as JSON lines. Ctrl-C stops.', '');
  return `${lines.join('\n')}\n`;
}

/** A person is watching: stdout is a terminal (in production it is a pipe to a collector). */
export function showsBanner(stdout: { isTTY?: boolean }): boolean {
  return stdout.isTTY === true;
}

/**
 * Log lines held back until `release()`: on a terminal the banner comes
 * first, though the worker and Fastify log while the server starts. A pino
 * destination; after release, lines go straight through.
 */
export class HeldLines {
  private held: string[] | null = [];
  constructor(private readonly out: { write(chunk: string): unknown }) {}

  write(line: string): void {
    if (this.held) this.held.push(line);
    else this.out.write(line);
  }

  release(): void {
    const held = this.held ?? [];
    this.held = null;
    for (const line of held) this.out.write(line);
  }
}
