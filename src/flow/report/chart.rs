//! The report's SVG charts (plotters): the reducers' ATP scatter and the butterflies'
//! area against period.

use anyhow::{Result, anyhow};

use super::schema::Row;

/// Draws the reducers' ATP scatter plot into an SVG string.
pub fn atp_svg(rows: &[Row]) -> Result<String> {
    let points: Vec<(f64, f64, &str)> = rows
        .iter()
        .filter_map(|r| {
            let x = r.atp.xc7_lut_x_path? as f64;
            let y = r.atp.ice40_lc_per_mhz?;
            (x > 0.0 && y > 0.0).then_some((x, y, r.circuit.as_str()))
        })
        .collect();
    scatter_svg(
        &points,
        &Scatter {
            caption: "Modular reducers: area × delay (same run, lower left is better)",
            x_desc: "Artix-7 LUT × path (cells)",
            y_desc: "iCE40-HX8K LC / MHz",
            log: true,
            empty: "no row has both Artix-7 and iCE40 figures",
            iso: None,
        },
    )
}

/// Draws the butterflies' iCE40 LC against clock period into an SVG string, with the curve
/// of equal ATP through `Butterfly`.
pub fn butterfly_svg(rows: &[Row]) -> Result<String> {
    let points: Vec<(f64, f64, &str)> = rows
        .iter()
        .filter_map(|r| {
            let i = r.ice40.as_ref().filter(|i| i.fmax_mhz > 0.0)?;
            Some((f64::from(i.lc), 1000.0 / i.fmax_mhz, r.circuit.as_str()))
        })
        .collect();
    let iso = points
        .iter()
        .find(|p| p.2 == super::ntt::reference())
        .map(|p| p.0 * p.1);
    let label = format!("equal ATP (LC × ns) to {}", super::ntt::reference());
    scatter_svg(
        &points,
        &Scatter {
            caption: "Butterflies on iCE40-HX8K: area and period (same run, lower left is better)",
            x_desc: "iCE40-HX8K LC (61 I/O register FFs included)",
            y_desc: "clock period at median Fmax (ns)",
            log: false,
            empty: "no butterfly row has iCE40 figures",
            iso: iso.map(|v| (v, label.as_str())),
        },
    )
}

/// Labels and axes of a [`scatter_svg`].
struct Scatter<'a> {
    caption: &'a str,
    x_desc: &'a str,
    y_desc: &'a str,
    /// Log–log axes (decade bounds) instead of linear ones around the points.
    log: bool,
    /// Shown when there are no points.
    empty: &'a str,
    /// A curve x · y = value, with its legend.
    iso: Option<(f64, &'a str)>,
}

/// A scatter plot of labelled points into an SVG string.
fn scatter_svg(points: &[(f64, f64, &str)], s: &Scatter) -> Result<String> {
    use plotters::coord::ranged1d::ValueFormatter;
    use plotters::coord::types::RangedCoordf64;
    use plotters::prelude::*;

    // Log axes from the decade below the smallest point to the decade above the largest,
    // so there are always labelled ticks; linear axes with a margin around the points; a
    // fixed range when there are no points.
    let span = |vals: Vec<f64>| -> (f64, f64) {
        let lo = vals.iter().copied().fold(f64::INFINITY, f64::min);
        let hi = vals.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        match (lo.is_finite() && hi.is_finite(), s.log) {
            (true, true) => (
                10f64.powf((lo * 0.8).log10().floor()),
                10f64.powf((hi * 1.25).log10().ceil()),
            ),
            (true, false) => {
                let pad = ((hi - lo) * 0.12).max(hi * 0.05);
                ((lo - pad).max(0.0), hi + pad)
            }
            (false, _) => (1.0, 10.0),
        }
    };
    let (x0, x1) = span(points.iter().map(|p| p.0).collect());
    let (y0, y1) = span(points.iter().map(|p| p.1).collect());
    // Position in the plot as a fraction of each axis, to find labels that would collide.
    let frac = |v: f64, lo: f64, hi: f64| {
        if s.log {
            (v.log10() - lo.log10()) / (hi.log10() - lo.log10())
        } else {
            (v - lo) / (hi - lo)
        }
    };
    // Labels: from an estimate of each point's position in the plot area (about 750 × 430
    // px), a label (about 8 px per character, 16 px high) goes on the right of its point, or
    // on its left if it would leave the plot, just above it or, if that overlaps a label
    // placed before, just below, then 16 px further up or down, and so on.
    let mut boxes: Vec<(f64, f64, f64)> = Vec::new(); // (left, top, right)
    let placed: Vec<(f64, f64, &str, (i32, i32))> = points
        .iter()
        .map(|&(x, y, label)| {
            let px = frac(x, x0, x1) * 750.0;
            let width = 8.0 * label.chars().count() as f64;
            let dx = if px + 8.0 + width > 760.0 {
                -8 - width as i32
            } else {
                8
            };
            let left = px + f64::from(dx);
            let right = left + width;
            let top = (1.0 - frac(y, y0, y1)) * 430.0;
            // Above the point, below it, further above, further below, …
            let candidates = (0..=2 * boxes.len() as i32).map(|k| {
                if k % 2 == 0 {
                    -14 - 8 * k
                } else {
                    6 + 8 * (k - 1)
                }
            });
            let free = |dy: i32| {
                !boxes.iter().any(|&(l, t, r)| {
                    left < r && l < right && (top + f64::from(dy) - t).abs() < 16.0
                })
            };
            let dy = candidates.clone().find(|&dy| free(dy)).unwrap_or(-14);
            boxes.push((left, top + f64::from(dy), right));
            (x, y, label, (dx, dy))
        })
        .collect();
    let iso: Vec<(f64, f64)> = s.iso.map_or_else(Vec::new, |(v, _)| {
        (0..=200)
            .map(|i| x0 + (x1 - x0) * f64::from(i) / 200.0)
            .filter(|&x| x > 0.0 && (y0..=y1).contains(&(v / x)))
            .map(|x| (x, v / x))
            .collect()
    });

    // The drawing for either coordinate kind.
    fn draw<X, Y>(
        chart: &mut ChartContext<'_, SVGBackend<'_>, Cartesian2d<X, Y>>,
        placed: &[(f64, f64, &str, (i32, i32))],
        iso: &[(f64, f64)],
        s: &Scatter,
    ) -> Result<()>
    where
        X: Ranged<ValueType = f64> + ValueFormatter<f64>,
        Y: Ranged<ValueType = f64> + ValueFormatter<f64>,
    {
        chart
            .configure_mesh()
            .x_desc(s.x_desc)
            .y_desc(s.y_desc)
            .label_style(("sans-serif", 14))
            .x_label_formatter(&|v| format!("{v:.0}"))
            .y_label_formatter(&|v| {
                if *v >= 1.0 {
                    format!("{v:.0}")
                } else {
                    format!("{v}")
                }
            })
            .axis_desc_style(("sans-serif", 16))
            .draw()
            .map_err(|e| anyhow!("SVG mesh: {e}"))?;
        if let (Some((_, legend)), Some(&(x, y))) = (s.iso, iso.last()) {
            chart
                .draw_series(LineSeries::new(iso.iter().copied(), RED.stroke_width(1)))
                .map_err(|e| anyhow!("SVG curve: {e}"))?;
            // The curve's label above its lower-right end.
            chart
                .draw_series(std::iter::once(
                    EmptyElement::at((x, y))
                        + Text::new(
                            legend.to_string(),
                            (-250, -20),
                            ("sans-serif", 14).into_font().color(&RED),
                        ),
                ))
                .map_err(|e| anyhow!("SVG curve label: {e}"))?;
        }
        chart
            .draw_series(placed.iter().map(|&(x, y, label, (dx, dy))| {
                // A leader line to a label moved away from its point.
                let lead = if dy == -14 {
                    vec![(0, 0)]
                } else {
                    vec![(0, 0), (dx.signum() * 6, dy + 8)]
                };
                EmptyElement::at((x, y))
                    + Circle::new((0, 0), 5, BLUE.filled())
                    + PathElement::new(lead, BLACK.mix(0.5))
                    + Text::new(label.to_string(), (dx, dy), ("sans-serif", 15))
            }))
            .map_err(|e| anyhow!("SVG points: {e}"))?;
        Ok(())
    }

    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (860, 560)).into_drawing_area();
        root.fill(&WHITE).map_err(|e| anyhow!("SVG: {e}"))?;
        let mut builder = ChartBuilder::on(&root);
        builder
            .caption(s.caption, ("sans-serif", 20))
            .margin(20)
            .x_label_area_size(50)
            .y_label_area_size(70);
        if s.log {
            let mut chart = builder
                .build_cartesian_2d((x0..x1).log_scale(), (y0..y1).log_scale())
                .map_err(|e| anyhow!("SVG chart: {e}"))?;
            draw(&mut chart, &placed, &iso, s)?;
        } else {
            let mut chart = builder
                .build_cartesian_2d::<RangedCoordf64, RangedCoordf64>(
                    (x0..x1).into(),
                    (y0..y1).into(),
                )
                .map_err(|e| anyhow!("SVG chart: {e}"))?;
            draw(&mut chart, &placed, &iso, s)?;
        }
        if points.is_empty() {
            root.draw(&Text::new(s.empty, (300, 280), ("sans-serif", 16)))
                .map_err(|e| anyhow!("SVG: {e}"))?;
        }
        root.present().map_err(|e| anyhow!("SVG: {e}"))?;
    }
    Ok(svg)
}
