// Class-name joining for Tailwind: conditional classes (clsx), later utilities win (tailwind-merge).
import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
