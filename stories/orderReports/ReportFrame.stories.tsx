import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Table, Text } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { AlertCount, CompanyCountsTable, ReportFrame, ReportSection, ReportTable } from '../../src/ui/orderReports/ReportFrame';
import { COMPANY_OPTIONS, REPORT_TIME } from './orderReportFixtures';

const meta = {
  title: 'OrderReports/ReportFrame',
  component: ReportFrame,
  decorators: [
    (Story) => (
      <Box p={{ base: '4', md: '6' }} bg="bg.subtle" minH="100vh">
        <Story />
      </Box>
    ),
  ],
  args: {
    title: 'Relatório',
    status: 'ready',
    refreshing: false,
    failure: null,
    onRefresh: fn(),
    companyFilter: { companies: COMPANY_OPTIONS, companyId: 'c-mercado', onCompany: fn() },
    updatedAt: REPORT_TIME,
    refreshEverySeconds: 30,
    children: (
      <ReportSection title="Seção" part="example">
        <Text>Conteúdo do relatório.</Text>
        <ReportTable label="Tabela">
          <Table.Body>
            <Table.Row>
              <Table.Cell>Cantina da Nonna</Table.Cell>
              <Table.Cell textAlign="end">12</Table.Cell>
            </Table.Row>
          </Table.Body>
        </ReportTable>
      </ReportSection>
    ),
  },
} satisfies Meta<typeof ReportFrame>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The frame of a report with its company filter, clock and a section. */
export const Ready: Story = {};

/** The first read. */
export const Loading: Story = { args: { status: 'loading', updatedAt: null } };

/** A failed read: why, and Try again. */
export const Failed: Story = { args: { status: 'failed', failure: { statusCode: 500 } } };

const COUNTS = [
  { companyId: 'c-cantina', companyName: 'Cantina da Nonna', open: 4, late: 2 },
  { companyId: 'c-mercado', companyName: 'Supermercado Bom Preço', open: 1, late: 0 },
];

/** A table of counts per company (CompanyCountsTable): a count that needs someone in a badge (AlertCount), a zero as a plain number. */
export const CompanyCounts: Story = {
  args: {
    children: (
      <ReportSection title="Por estabelecimento" part="example">
        <CompanyCountsTable
          label="Por estabelecimento"
          companyHeader="Estabelecimento"
          companies={COUNTS}
          columns={[
            { header: 'Abertos', cell: (company) => company.open },
            { header: 'Atrasados', cell: (company) => <AlertCount count={company.late} palette="red" /> },
          ]}
        />
      </ReportSection>
    ),
  },
};
