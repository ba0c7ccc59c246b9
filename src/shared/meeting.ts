/** What the browser needs to open a video meeting (interview or discussion room). */
export interface MeetingJoin {
  /** The Jitsi deployment's host, e.g. meet.jit.si or 8x8.vc. */
  domain: string;
  /** Where its IFrame API script lives (loaded only when the meeting dialog opens). */
  scriptUrl: string;
  /** The full room name to enter (for JaaS it carries the app id prefix). */
  roomName: string;
  /** A short-lived token when the deployment checks JWTs; null when the room name is the protection. */
  jwt: string | null;
}
