export { ChannelPage } from './ChannelPage'
export { type ChannelTab, pickTab, toChannelTab, visibleTabs } from './channel-tabs'
