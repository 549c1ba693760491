import { probe } from '../api/create-payment-intent.ts';
export const used = probe;
import { Button } from '@/components/ui/button.tsx';
import { api } from '@/lib/api-client.ts';
export const more = [Button, api];
