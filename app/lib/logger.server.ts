import { pino } from 'pino';
import { getEnv } from './env.server';

function createLogger() {
  const env = getEnv();
  const level = env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'warn' : 'info');
  if (env.NODE_ENV === 'development') {
    return pino({ level, transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } });
  }
  return pino({ level });
}

export const logger = createLogger();
