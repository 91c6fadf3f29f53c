// How each outside service the site can use is set up on this server, for the owner's Settings:
// each feature that reaches one says, in a sentence, what works and what to set.

/** `on`: working; `off`: not set up (the site does without it); `incomplete`: set up in part, so something is lost. */
export type ConnectionState = 'on' | 'off' | 'incomplete';

export interface Connection {
  name: string;
  state: ConnectionState;
  /** What this means for customers and staff, and what to set when it is not on. */
  text: string;
}
