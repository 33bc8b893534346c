// Every atom of the auth store in one namespace (exported as `authAtoms`), for the few places that
// read or write a part no hook covers: `authStore.set(authAtoms.languageAtom, 'en')`.
export * from './app-atoms';
export * from './user-atoms';
export { logoutAtom } from './logout';
