import type { Command } from 'commander';
import { type GlobalOptions, resolveSettings, UsageError } from '../settings.ts';

export function registerMcp(program: Command): void {
  program
    .command('mcp')
    .description(
      'Serve the Model Context Protocol over stdio for an AI assistant (Claude Desktop, VS Code, Cursor), with this CLI’s API key',
    )
    .action(async (_options, command: Command) => {
      const settings = await resolveSettings(command.optsWithGlobals() as GlobalOptions);
      if (!settings.apiKey) {
        throw new UsageError(
          'No API key: pass --api-key, set REFCHECK_API_KEY, or run `refcheck login`.',
        );
      }
      // The MCP SDK loads only for this command.
      const { relayStdioToService } = await import('../mcp-relay.ts');
      await relayStdioToService(new URL('/v1/mcp', settings.baseUrl), settings.apiKey);
    });
}
