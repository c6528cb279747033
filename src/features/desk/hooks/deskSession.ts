import { createContext } from 'react';

export interface DeskSession {
  login: string;
}

export const DeskSessionContext = createContext<DeskSession | null>(null);
