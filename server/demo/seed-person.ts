import type { Trx } from '../storage/database.ts';

/** What each demo organisation tells the centre about its people (the person widget's organization notes). */
export const ORGANIZATION_NOTES: Readonly<Record<string, string>> = {
  'Stockholms stad hemtjänst': 'Home care answers 07–22 on +46 8 508 000 00; at night send the night patrol.',
  'Göteborgs Stad äldreomsorg': 'Call the district nurse before sending an ambulance for falls without injury.',
  'Malmö trygghetslarm': 'Responders carry keys; ask the dispatcher for the nearest one.',
  'Privat kund': 'Private customer: relatives respond first, invoice any home-care visit.',
};

/** Extra details of the person the alarm page shows: organisation notes, and a second (summer) address for some. */
export async function seedPerson(trx: Trx, userIds: readonly number[]): Promise<void> {
  const users = await trx.selectFrom('monitored_users').select(['UserId', 'Organization', 'Profile']).where('UserId', 'in', [...userIds]).execute();
  for (const [index, user] of users.entries()) {
    const profile = JSON.parse(user.Profile) as Record<string, unknown>;
    profile.OrganizationNotes = ORGANIZATION_NOTES[user.Organization] ?? '';
    await trx.updateTable('monitored_users').set({ Profile: JSON.stringify(profile) }).where('UserId', '=', user.UserId).execute();
    if (index % 4 === 1) {
      await trx.insertInto('addresses').values({ UserId: user.UserId, Street: 'Sjövägen 3', PostalCode: '760 45', City: 'Grisslehamn', Type: 'Summer house' }).execute();
    }
  }
}
