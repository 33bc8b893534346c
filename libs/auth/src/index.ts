export * from './machines/clock';
export * from './machines/fake-clock';
export * from './machines/qr-login-machine';
export * from './machines/sms-code-machine';
export * from './machines/registration-popup';
