// Reading and writing atoms of the auth store from React: the store in context (authStore unless a
// test or story provides its own).
import { useAtomValue, useSetAtom } from 'jotai/react';
import type { Atom, WritableAtom } from 'jotai/vanilla';
import { useAuthStore } from './auth-store-context';

export function useAuthValue<T>(anAtom: Atom<T>): T {
  return useAtomValue(anAtom, { store: useAuthStore() });
}

export function useAuthSetter<T, A extends unknown[], R>(anAtom: WritableAtom<T, A, R>): (...args: A) => R {
  return useSetAtom(anAtom, { store: useAuthStore() });
}
