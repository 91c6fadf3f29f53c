import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startProductionServer } from '../../scripts/lib/production-server.js';
import { startTwilioStandIn, TEST_ACCOUNT_SID, TEST_AUTH_TOKEN, TEST_TWILIO_FROM, type TwilioStandIn } from '../../scripts/lib/twilio-stand-in.js';

/** A production server of its own on a fresh SQLite database, configured for Twilio with a local stand-in as its API. */
export interface TextingSite {
  url: string;
  twilio: TwilioStandIn;
  stop(): Promise<void>;
}

/**
 * Texting journeys run on a site of their own: the journeys' shared server keeps texting off (its
 * forms show no texting box). `owner` is its first administrator; `env` adds or overrides settings.
 */
export async function startTextingSite(label: string, owner: { email: string; password: string }, env: Record<string, string> = {}): Promise<TextingSite> {
  const twilio = await startTwilioStandIn();
  const dir = mkdtempSync(path.join(tmpdir(), `gwc-${label}-`));
  const cleanUp = async () => {
    await twilio.close();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const port = await freePort();
    const server = await startProductionServer({
      port,
      env: {
        DATABASE_URL: `file:${path.join(dir, 'app.db')}`,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        SESSION_SECRET: `${label}-journey-session-secret-0123456789`,
        SUPERADMIN_EMAIL: owner.email,
        SUPERADMIN_PASSWORD: owner.password,
        TWILIO_ACCOUNT_SID: TEST_ACCOUNT_SID,
        TWILIO_AUTH_TOKEN: TEST_AUTH_TOKEN,
        TWILIO_FROM: TEST_TWILIO_FROM,
        TWILIO_API_URL: twilio.url,
        REDIS_URL: '',
        ...env,
      },
    });
    return {
      url: server.url,
      twilio,
      stop: async () => {
        await server.stop();
        await cleanUp();
      },
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
