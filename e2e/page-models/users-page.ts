import type { Locator, Page } from '@playwright/test';

/** A demo user as a search row shows it: names repeat, the telephone number tells the rows apart. */
interface ListedUser {
  Name: string;
  TelephoneNumber: string;
}

/** /dashboard/users/search: searching a user, locating them and requesting information about them. */
export class UserSearchPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly searchBox: Locator;
  readonly results: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('heading', { name: 'Search user' });
    this.searchBox = page.getByRole('searchbox', { name: 'Search' });
    this.results = page.getByRole('table', { name: 'Search results' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/#/dashboard/users/search');
  }

  async search(text: string): Promise<void> {
    await this.searchBox.fill(text);
  }

  /** The user's row in the results. */
  row(user: ListedUser): Locator {
    return this.results.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name: user.Name, exact: true }), hasText: user.TelephoneNumber });
  }

  /** Presses Locate on the user's row; the answer shows in locateDialog. */
  async locate(user: ListedUser): Promise<void> {
    await this.row(user).getByRole('button', { name: `Locate ${user.Name}` }).click();
  }

  locateDialog(user: ListedUser): Locator {
    return this.page.getByRole('dialog', { name: `Locate ${user.Name}` });
  }

  /** Opens the information request form of the user's row. */
  async requestInformation(user: ListedUser): Promise<Locator> {
    await this.row(user).getByRole('button', { name: `Request information about ${user.Name}` }).click();
    return this.page.getByRole('form', { name: `Request information about ${user.Name}` });
  }

  async sendRequest(): Promise<void> {
    await this.page.getByRole('button', { name: 'Send request' }).click();
  }
}

/** /dashboard/users: the user list with its filter. */
export class UsersPage {
  readonly page: Page;
  readonly filter: Locator;
  readonly rows: Locator;

  constructor(page: Page) {
    this.page = page;
    this.filter = page.getByRole('searchbox', { name: /Find users/ });
    this.rows = page.getByRole('table', { name: 'Users' }).getByRole('row');
  }

  async goto(): Promise<void> {
    await this.page.goto('/#/dashboard/users');
  }

  /** The user's telephone number in their row. */
  telephoneOf(user: ListedUser): Locator {
    return this.rows.filter({ has: this.page.getByRole('rowheader', { name: user.Name, exact: true }) }).getByRole('cell', { name: user.TelephoneNumber });
  }
}
