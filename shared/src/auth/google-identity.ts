/**
 * Google Identity Services, implicit token flow with scope 'openid profile email'
 *, for any part of the page that needs a fresh Google access token: signing in
 * (remote-auth) and confirming it is really the owner before deleting a Google account
 * (remote-account). The script loads only when someone presses such a button.
 */
const SCRIPT_URL = 'https://accounts.google.com/gsi/client';
export const GOOGLE_SCOPE = 'openid profile email';

interface TokenResponse {
  access_token?: string;
  error?: string;
  error_description?: string;
}

interface GoogleOAuth2 {
  initTokenClient(config: {
    client_id: string;
    scope: string;
    callback: (response: TokenResponse) => void;
    error_callback?: (error: { type?: string; message?: string }) => void;
  }): { requestAccessToken(): void };
}

function oauth2(): GoogleOAuth2 | undefined {
  return (window as { google?: { accounts?: { oauth2?: GoogleOAuth2 } } }).google?.accounts?.oauth2;
}

let scriptLoad: Promise<GoogleOAuth2> | null = null;

function loadGoogleIdentity(): Promise<GoogleOAuth2> {
  const ready = oauth2();
  if (ready) return Promise.resolve(ready);
  scriptLoad ??= new Promise<GoogleOAuth2>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const loaded = oauth2();
      if (loaded) resolve(loaded);
      else reject(new Error('Google Identity Services did not start'));
    };
    script.onerror = () => reject(new Error('Google Identity Services could not be loaded'));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    scriptLoad = null; // let the next press try again
    throw error;
  });
  return scriptLoad;
}

/** Opens Google's pop-up and resolves to the access token it grants. */
export async function requestGoogleAccessToken(clientId: string): Promise<string> {
  const google = await loadGoogleIdentity();
  return new Promise<string>((resolve, reject) => {
    const client = google.initTokenClient({
      client_id: clientId,
      scope: GOOGLE_SCOPE,
      callback: (response) => {
        if (response.access_token) resolve(response.access_token);
        else reject(new Error(response.error_description ?? response.error ?? 'No access token'));
      },
      // The pop-up was closed or blocked.
      error_callback: (error) => reject(new Error(error.message ?? error.type ?? 'Pop-up failed')),
    });
    client.requestAccessToken();
  });
}
