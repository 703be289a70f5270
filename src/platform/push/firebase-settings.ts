/** The web app's Firebase settings (`VITE_FIREBASE_*` at build time); all five are needed. */
export type FirebaseSettings = {
  apiKey: string;
  projectId: string;
  messagingSenderId: string;
  appId: string;
  /** The web push certificate's public key. */
  vapidKey: string;
};

type Env = Record<string, string | boolean | undefined>;

export function firebaseSettingsOf(env: Env): FirebaseSettings | null {
  const read = (key: string) => {
    const value = env[`VITE_FIREBASE_${key}`];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
  };
  const settings = {
    apiKey: read('API_KEY'),
    projectId: read('PROJECT_ID'),
    messagingSenderId: read('MESSAGING_SENDER_ID'),
    appId: read('APP_ID'),
    vapidKey: read('VAPID_KEY'),
  };
  return Object.values(settings).every((value) => value !== null)
    ? (settings as FirebaseSettings)
    : null;
}
