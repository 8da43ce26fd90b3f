import { createContext, useContext, type ReactNode } from 'react';
import type { DeskSession } from '../../../core/deskApi.ts';
import type { Language } from '../../../core/languages.ts';
import type { DeskCall } from './deskRequest.ts';

/** What the tool screens need from the desk around them: the session, its API, and the ways back into the shell. */
export interface DeskToolsEnvironment {
  session: DeskSession;
  call: DeskCall;
  /** Where the shell shows one booking. */
  bookingHref: (id: string) => string;
  /** The person chose another language (already stored by the service). */
  onLanguageChanged: (language: Language) => void;
  /** Every session ended, this one too. */
  onSignedOut: () => void;
}

const ToolsContext = createContext<DeskToolsEnvironment | null>(null);

export function DeskToolsProvider({ value, children }: { value: DeskToolsEnvironment; children: ReactNode }) {
  return <ToolsContext value={value}>{children}</ToolsContext>;
}

export function useDeskTools(): DeskToolsEnvironment {
  const value = useContext(ToolsContext);
  if (!value) throw new Error('The desk tools need a DeskToolsProvider around them');
  return value;
}
