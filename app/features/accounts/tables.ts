import type { Generated, Selectable, SqlBool } from 'kysely';

// better-auth's tables, created by our own migrations (decision 0004).

/** better-auth's user, with the columns this product adds (role, phone, address, language). */
export interface UserTable {
  id: string;
  name: string;
  email: string;
  /** A boolean on PostgreSQL, 0 or 1 on SQLite. */
  emailVerified: SqlBool;
  image: string | null;
  role: string;
  phone: string | null;
  address: string | null;
  /** The language the account was created in ('en' or 'es'): its emails are written in it. */
  language: Generated<string>;
  createdAt: string;
  updatedAt: string;
}

export interface SessionTable {
  id: string;
  userId: string;
  token: string;
  expiresAt: string;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface AccountTable {
  id: string;
  userId: string;
  accountId: string;
  providerId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: string | null;
  refreshTokenExpiresAt: string | null;
  scope: string | null;
  password: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: string;
  createdAt: string;
  updatedAt: string;
}

/** A network an account has signed in from, as a keyed hash (sign-in-addresses.server.ts). */
export interface SignInAddressTable {
  userId: string;
  addressHash: string;
  lastSignedInAt: string;
}

declare module '~/lib/db-schema' {
  interface Database {
    user: UserTable;
    session: SessionTable;
    account: AccountTable;
    verification: VerificationTable;
    signInAddresses: SignInAddressTable;
  }
}

export type UserRow = Selectable<UserTable>;
