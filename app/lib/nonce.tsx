import { createContext, useContext, type ReactNode } from 'react';

const NonceContext = createContext('');

/** Browsers hide nonce attributes from scripts, so on the client the nonce is always ''. */
export function NonceProvider({ nonce, children }: { nonce: string; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

export function useNonce(): string {
  return useContext(NonceContext);
}
