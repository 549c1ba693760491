// GET/PUT /api/account/language: the signed-in shopper's language (docs/decisions/0095): their
// account e-mails are written in it, and signing in starts the store front in it.
import type { AccountLanguage, AccountLanguageInput } from '@storefleet/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { accountKeys } from './keys.ts';

export function useAccountLanguage(options: { enabled: boolean }) {
  return useQuery({
    queryKey: accountKeys.language,
    queryFn: () => api.get<AccountLanguage>('/api/account/language'),
    enabled: options.enabled,
  });
}

export function useSaveAccountLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AccountLanguageInput) => api.put<AccountLanguage>('/api/account/language', input),
    onSuccess: (saved) => queryClient.setQueryData(accountKeys.language, saved),
  });
}
