// Content: page texts and meta, the FAQ, the configurator's lists and prices, and products.
import { Tabs } from '@mantine/core';
import { useState } from 'react';
import { AdminShell } from '../shared/admin-shell';
import { ConfigListsEditor } from './config-lists-editor';
import { FaqsEditor } from './faqs-editor';
import { PageFieldsEditor } from './page-fields-editor';
import { ProductsEditor } from './products-editor';

type Tab = 'pages' | 'faq' | 'lists' | 'products';

export function ContentScreen() {
  const [tab, setTab] = useState<Tab>('pages');
  return (
    <AdminShell title="Content">
      <Tabs value={tab} onChange={(v) => v && setTab(v as Tab)} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="pages">Pages</Tabs.Tab>
          <Tabs.Tab value="faq">FAQ</Tabs.Tab>
          <Tabs.Tab value="lists">Config lists and prices</Tabs.Tab>
          <Tabs.Tab value="products">Products</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="pages">
          <PageFieldsEditor />
        </Tabs.Panel>
        <Tabs.Panel value="faq">
          <FaqsEditor />
        </Tabs.Panel>
        <Tabs.Panel value="lists">
          <ConfigListsEditor />
        </Tabs.Panel>
        <Tabs.Panel value="products">
          <ProductsEditor />
        </Tabs.Panel>
      </Tabs>
    </AdminShell>
  );
}
