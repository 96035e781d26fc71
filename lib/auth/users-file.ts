import fs from 'node:fs';
import { z } from 'zod';
import { hashPassword, isPasswordHash, verifyPassword } from './password';
import { ZRole, type TRole } from './roles';

// The dashboard's own users (`DASHBOARD_USERS_FILE`): e-mail, name, role and a password hash, never a password.
export const ZDashboardUser = z.object({
  email: z.email().transform((email) => email.toLowerCase()),
  name: z.string().min(1),
  role: ZRole,
  password_hash: z
    .string()
    .refine(isPasswordHash, 'must be a scrypt hash made by `npm run operator -- add-dashboard-user`'),
  /** Sessions that began before this moment are over: set whenever the user is written, and by `sign-out-dashboard-user`. */
  signed_out_at: z.iso.datetime().optional(),
});
export const ZUsersFile = z.object({ users: z.array(ZDashboardUser) });
export type TDashboardUser = z.infer<typeof ZDashboardUser>;

export function readUsersFile(file: string): TDashboardUser[] {
  if (!fs.existsSync(file)) return [];
  const parsed = ZUsersFile.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success) {
    throw new Error(
      `${file} is not a valid users file: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  return parsed.data.users;
}

let cached: { file: string; version: string; users: TDashboardUser[] } | undefined;

/**
 * readUsersFile for every request of a session: read again only when the file changed (its writes replace it, so a
 * new inode, size or modification time says so).
 */
export function readUsersFileCached(file: string): TDashboardUser[] {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return [];
  const version = `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
  if (cached?.file !== file || cached.version !== version) cached = { file, version, users: readUsersFile(file) };
  return cached.users;
}

/** The user with this e-mail and password, or null; the same work is done for an unknown e-mail. */
export async function findUserByPassword(
  file: string,
  email: string,
  password: string,
): Promise<TDashboardUser | null> {
  const user = readUsersFile(file).find((candidate) => candidate.email === email.trim().toLowerCase());
  const matches = await verifyPassword(password, user?.password_hash ?? UNKNOWN_USER_HASH);
  return user && matches ? user : null;
}

const UNKNOWN_USER_HASH = 'scrypt:16384:8:1:AAAAAAAAAAAAAAAAAAAAAA:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

/** Writes the whole file, readable by its owner only, under a temporary name first: a reader never sees half of it. */
function writeUsersFile(file: string, users: TDashboardUser[]) {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify({ users }, null, 2)}\n`, { mode: 0o600 });
  fs.renameSync(temporary, file);
}

/** Adds or replaces a user (by e-mail); the sessions they had (e.g. with their old password or role) are over. */
export async function upsertUser(
  file: string,
  user: { email: string; name: string; role: TRole; password: string },
): Promise<void> {
  const users = readUsersFile(file).filter((existing) => existing.email !== user.email.toLowerCase());
  const passwordHash = await hashPassword(user.password);
  users.push({
    email: user.email.toLowerCase(),
    name: user.name,
    role: user.role,
    password_hash: passwordHash,
    signed_out_at: new Date().toISOString(),
  });
  writeUsersFile(file, users);
}

/** Ends every session of a user (by e-mail) that began before now; false when the file has no such user. */
export function signOutEverywhere(file: string, email: string): boolean {
  const users = readUsersFile(file);
  const user = users.find((existing) => existing.email === email.trim().toLowerCase());
  if (!user) return false;
  user.signed_out_at = new Date().toISOString();
  writeUsersFile(file, users);
  return true;
}

/** Removes a user (by e-mail); false when the file has no such user. */
export function removeUser(file: string, email: string): boolean {
  const users = readUsersFile(file);
  const kept = users.filter((existing) => existing.email !== email.trim().toLowerCase());
  if (kept.length === users.length) return false;
  writeUsersFile(file, kept);
  return true;
}
