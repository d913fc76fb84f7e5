import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../context/remote-props';
import { profileQuery, type AccountProfile } from '../api/get-profile';

/**
 * The signed-in customer's saved details, for the checkout's buyer form to start from; undefined
 * while asked for, and when nobody is signed in or the call failed (the form is then typed in).
 * The profile page keeps the same cache entry, so a saved change is what the form reads next.
 */
export function useSavedProfile(enabled: boolean): AccountProfile | undefined {
  const api = useApiClient();
  return useQuery({ ...profileQuery(api), enabled, retry: false }).data;
}
