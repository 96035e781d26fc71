import fs from 'node:fs';
import { z } from 'zod';
import { hashPassword, isPasswordHash, verifyPassword } from './password';
import { ZRole, type TRole } from './roles';

// The dashboard's own users (`DASHBOARD_USERS_FILE`): e-mail, name, role and a password hash, never a password.
export const ZDashboardUser = z.object({
  email: z.email().transform((email) => email.toLowerCase()),
  name: z.string().min(1),
  role: ZRole,
  password_hash: z.string().refine(isPasswordHash, 'must be a scrypt hash made by `npm run operator -- add-dashboard-user`'),
});
export const ZUsersFile = z.object({ users: z.array(ZDashboardUser) });
export type TDashboardUser = z.infer<typeof ZDashboardUser>;

export function readUsersFile(file: string): TDashboardUser[] {
  if (!fs.existsSync(file)) return [];
  const parsed = ZUsersFile.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success) {
    throw new Error(`${file} is not a valid users file: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  return parsed.data.users;
}

/** The user with this e-mail and password, or null; the same work is done for an unknown e-mail. */
export async function findUserByPassword(file: string, email: string, password: string): Promise<TDashboardUser | null> {
  const user = readUsersFile(file).find((candidate) => candidate.email === email.trim().toLowerCase());
  const matches = await verifyPassword(password, user?.password_hash ?? UNKNOWN_USER_HASH);
  return user && matches ? user : null;
}

const UNKNOWN_USER_HASH = 'scrypt:16384:8:1:AAAAAAAAAAAAAAAAAAAAAA:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

/** Adds or replaces a user (by e-mail) and writes the file readable by its owner only. */
export async function upsertUser(file: string, user: { email: string; name: string; role: TRole; password: string }): Promise<void> {
  const users = readUsersFile(file).filter((existing) => existing.email !== user.email.toLowerCase());
  users.push({ email: user.email.toLowerCase(), name: user.name, role: user.role, password_hash: await hashPassword(user.password) });
  fs.writeFileSync(file, `${JSON.stringify({ users }, null, 2)}\n`, { mode: 0o600 });
}
