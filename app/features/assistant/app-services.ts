import type { AssistantServices } from './assistant-services.server';

declare module '~/lib/request-context' {
  interface AppServices {
    /** The virtual assistant's provider and its rate limits. */
    assistant: AssistantServices;
  }
}
