import { useState } from 'react';
import * as D from '../components';
import { DataTable, RouteTabs } from './Collections';
import * as styles from './Gallery.css';

/** Buttons, links, menus and toasts. */
export function Actions() {
  return (
    <section className={styles.section} aria-labelledby="actions">
      <h2 id="actions">Actions</h2>
      <div className={styles.row}>
        <D.Button tone="primary" onPress={() => D.toast.success('Successfully created flag')}>Show success</D.Button>
        <D.Button onPress={() => D.toast.error('flag "checkout" not found')}>Show error</D.Button>
        <D.Button tone="danger">Danger</D.Button>
        <D.Button tone="quiet" icon={D.PlusIcon}>Quiet</D.Button>
        <D.Button isDisabled>Disabled</D.Button>
        <D.Button isPending>Pending</D.Button>
        <D.IconButton icon={D.TrashIcon} label="Delete checkout" />
        <D.CopyButton value="checkout" label="Copy key" />
        <D.MenuTrigger>
          <D.IconButton icon={D.MoreIcon} label="Actions for checkout" />
          <D.Menu>
            <D.MenuItem id="copy">Copy to Namespace</D.MenuItem>
            <D.Separator />
            <D.MenuItem id="delete" tone="danger">Delete</D.MenuItem>
          </D.Menu>
        </D.MenuTrigger>
      </div>
      <div className={styles.row}>
        <D.Link href="#/flags">Flags</D.Link>
        <D.Link href="https://www.flipt.io/docs" external>Documentation</D.Link>
        <D.LinkButton href="#/flags/new" tone="primary" icon={D.PlusIcon}>New Flag</D.LinkButton>
      </div>
    </section>
  );
}

/** Every field in a form with one server error. */
export function Fields() {
  const [attachment, setAttachment] = useState('{"color":"blue","sizes":[1,2]}');
  return (
    <section className={styles.section} aria-labelledby="fields">
      <h2 id="fields">Fields</h2>
      <D.Form validationErrors={{ key: 'Only letters, numbers, hypens and underscores allowed' }}>
        <D.TextField name="key" label="Key" isRequired mono description="Used by the SDKs" defaultValue="bad key" />
        <D.TextField name="name" label="Name" placeholder="Checkout" />
        <D.TextArea name="description" label="Description" />
        <D.JsonEditor name="attachment" label="Attachment" description="Any JSON value" value={attachment} onChange={setAttachment} />
        <D.SearchField label="Search flags" hideLabel placeholder="Search" />
        <D.NumberField name="percentage" label="Percentage" minValue={0} maxValue={100} defaultValue={50} />
        <D.Select label="Type" defaultValue="VARIANT_FLAG_TYPE" options={[{ id: 'VARIANT_FLAG_TYPE', label: 'Variant' }, { id: 'BOOLEAN_FLAG_TYPE', label: 'Boolean', description: 'On or off' }]} />
        <D.ComboBox label="Segment" placeholder="Select or search for a segment" description="Type to filter" options={[{ id: 'beta', label: 'Beta testers (beta)' }, { id: 'staff', label: 'Staff (staff)' }]} />
        <D.Switch name="enabled" label="Enabled" description="Serve this flag" defaultSelected />
        <D.Checkbox name="scoped" label="Scope this token to a single namespace" />
        <D.RadioGroup name="matchType" label="Match type" orientation="horizontal" defaultValue="ALL_MATCH_TYPE" options={[{ id: 'ALL_MATCH_TYPE', label: 'All' }, { id: 'ANY_MATCH_TYPE', label: 'Any' }]} />
      </D.Form>
    </section>
  );
}

/** Badges, loaders, empty states, tooltips, tables and tabs. */
export function Status() {
  return (
    <section className={styles.section} aria-labelledby="status">
      <h2 id="status">Status</h2>
      <div className={styles.row}>
        <D.Badge>Unknown</D.Badge>
        <D.Badge tone="accent">Variant</D.Badge>
        <D.Badge tone="success">Enabled</D.Badge>
        <D.Badge tone="warning" icon={<D.LockIcon size={12} />}>Read-Only</D.Badge>
        <D.Badge tone="danger">Disabled</D.Badge>
        <D.Tooltip content="2026-01-02 10:00:00 UTC" focusable>
          <span>Created 3 days ago</span>
        </D.Tooltip>
        <D.Spinner label="Loading flags" showLabel />
      </div>
      <DataTable />
      <RouteTabs />
      <D.Skeleton rows={2} />
      <D.EmptyState title="No constraints" description="Constraints decide which entities match." action={<D.Button icon={D.PlusIcon}>New Constraint</D.Button>} />
    </section>
  );
}

/** Dialog, alert dialog and slide-over, opened by buttons. */
export function Overlays() {
  const [confirmed, setConfirmed] = useState(0);
  return (
    <section className={styles.section} aria-labelledby="overlays">
      <h2 id="overlays">Overlays</h2>
      <div className={styles.row}>
        <D.DialogTrigger>
          <D.Button>Copy Flag</D.Button>
          <D.Dialog title="Copy Flag" footer={(close) => <><D.Button onPress={close}>Cancel</D.Button><D.Button tone="primary" onPress={close}>Copy</D.Button></>}>
            <p>Copy the flag checkout to the namespace:</p>
          </D.Dialog>
        </D.DialogTrigger>
        <D.DialogTrigger>
          <D.Button tone="danger">Delete Flag</D.Button>
          <D.AlertDialog title="Delete Flag" onConfirm={() => setConfirmed((n) => n + 1)}>
            Are you sure you want to delete the flag checkout? This action cannot be undone.
          </D.AlertDialog>
        </D.DialogTrigger>
        <D.DialogTrigger>
          <D.Button>New Constraint</D.Button>
          <D.SlideOver title="New Constraint" description={<D.Link href="https://www.flipt.io/docs" external>Learn more about constraints</D.Link>} footer={(close) => <><D.Button onPress={close}>Cancel</D.Button><D.Button tone="primary" type="submit" form="constraint">Create</D.Button></>}>
            <D.Form id="constraint"><D.TextField name="property" label="Property" isRequired /></D.Form>
          </D.SlideOver>
        </D.DialogTrigger>
        <span>Deleted {confirmed} times</span>
      </div>
    </section>
  );
}
