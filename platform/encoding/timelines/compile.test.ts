import { describe, expect, it } from 'vitest'
import { compileTimeline, frameAt, TimelineCompileError } from './compile'
import { emptyTimeline } from './contract'
import { sampleAssets, sampleTimeline } from './testing'

const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'
const compile = (timeline = sampleTimeline()) =>
  compileTimeline(timeline, sampleAssets(), { fontFile: FONT })
const graphOf = (args: string[]) => args[args.indexOf('-filter_complex') + 1] as string

describe('a timeline compiled to ffmpeg arguments', () => {
  it('cuts each clip once, as one input read with its type’s demuxer', () => {
    const { args, inputs } = compile()
    expect(inputs).toEqual([
      { assetKey: sampleTimeline().tracks[0]!.clips[0]!.assetKey, path: 'assets/a0.mp4' },
      { assetKey: sampleTimeline().tracks[1]!.clips[0]!.assetKey, path: 'assets/a1.png' },
      { assetKey: sampleTimeline().tracks[2]!.clips[0]!.assetKey, path: 'assets/a2.mp3' },
    ])
    const inputFiles = args.flatMap((arg, i) => (arg === '-i' ? [args[i + 1]] : []))
    // c1, c2 (picture and sound from one input each), the picture clip, the sticker, the music.
    expect(inputFiles).toEqual([
      'assets/a0.mp4',
      'assets/a0.mp4',
      'assets/a1.png',
      'assets/a1.png',
      'assets/a2.mp3',
    ])
    expect(args.slice(0, 10)).toEqual([
      '-ss',
      '0.500',
      '-t',
      '1.000',
      '-protocol_whitelist',
      'file,pipe',
      '-f',
      'mp4',
      '-i',
      'assets/a0.mp4',
    ])
    expect(args.filter((arg) => arg.startsWith('/'))).toEqual([])
  })

  it('builds one graph: frame-exact trims, concat with gaps, overlays, drawtext and amix', () => {
    const graph = graphOf(compile().args)
    const chains = graph.split(';')
    expect(chains[0]).toBe(
      '[0:v:0]setpts=PTS-STARTPTS,fps=30,scale=320:180:force_original_aspect_ratio=decrease,' +
        'pad=320:180:(ow-iw)/2:(oh-ih)/2:color=black,setsar=1,format=yuv420p,' +
        'tpad=stop=30:stop_mode=clone,trim=end_frame=30,setpts=PTS-STARTPTS,fade=t=in:s=0:n=6[c1]',
    )
    // The second cut starts at 1.2 s, 6 frames after the first ends: a gap of black between.
    expect(graph).toContain('trim=end_frame=24,setpts=PTS-STARTPTS,fade=t=out:s=15:n=9[c3]')
    expect(graph).toContain('[c1][g2][c3]concat=n=3:v=1:a=0[t4]')
    expect(graph).toContain("overlay=x=0:y=0:format=auto:enable='between(t,0.500,1.200)'")
    expect(graph).toContain(`drawtext=fontfile='${FONT}':textfile=texts/t0.txt:expansion=none:`)
    expect(graph).toContain('colorchannelmixer=aa=0.500')
    expect(graph).toContain(
      "overlay=x=250:y=10:format=auto:eof_action=pass:enable='between(t,1.000,1.999)'",
    )
    expect(graph).toContain('volume=0.500,afade=t=out:st=0.500:d=0.300,adelay=delays=1200:all=1')
    expect(graph).toContain(
      'amix=inputs=3:duration=longest:dropout_transition=0:normalize=0,apad=whole_dur=2.000,atrim=duration=2.000',
    )
  })

  it('writes caption text to files, never into the graph', () => {
    const timeline = sampleTimeline()
    const layer = timeline.layers[0]!
    if (layer.kind === 'text') layer.text = "it's: 100% ;[x] '\\"
    const { args, files } = compile(timeline)
    expect(files).toEqual([{ path: 'texts/t0.txt', content: "it's: 100% ;[x] '\\" }])
    expect(graphOf(args)).not.toContain('100%')
  })

  it('outputs the uploads’ HLS renditions with bit-exact flags, and a poster', () => {
    const timeline = sampleTimeline()
    timeline.frame = { width: 1280, height: 720, fps: 30 }
    const { args, renditions, frames, durationMs } = compile(timeline)
    expect(renditions.map((r) => r.name)).toEqual(['360p', '720p'])
    expect(frames).toBe(60)
    expect(durationMs).toBe(2000)
    expect(args).toContain('out/360p.m3u8')
    expect(args).toContain('out/720p.m3u8')
    expect(args.at(-1)).toBe('out/poster.jpg')
    expect(args.filter((arg) => arg === '+bitexact').length).toBeGreaterThanOrEqual(6)
    expect(graphOf(args)).toContain('split=3[s0][s1][sp]')
  })

  it('mixes silence when nothing sounds, and a black frame under no pictures', () => {
    const timeline = emptyTimeline()
    timeline.layers.push({
      kind: 'text',
      id: 't',
      text: 'Title',
      color: '#ffffff',
      startMs: 0,
      endMs: 1000,
      x: 0,
      y: 0,
      width: 100,
      height: 40,
      opacity: 1,
    })
    const graph = graphOf(compile(timeline).args)
    expect(graph).toContain('color=c=black:s=1280x720:r=30,format=yuv420p,trim=end_frame=30[b1]')
    expect(graph).toContain('anullsrc=r=48000:cl=stereo,atrim=duration=1.000')
  })

  it('refuses an empty timeline and uploads it has no facts of', () => {
    expect(() => compile(emptyTimeline())).toThrow(TimelineCompileError)
    expect(() => compileTimeline(sampleTimeline(), new Map(), { fontFile: FONT })).toThrow(
      /No facts for asset/,
    )
  })

  it('rounds times to frames', () => {
    expect(frameAt(1000, 30)).toBe(30)
    expect(frameAt(1016, 30)).toBe(30)
    expect(frameAt(1017, 30)).toBe(31)
    expect(frameAt(1000, 24)).toBe(24)
  })
})
