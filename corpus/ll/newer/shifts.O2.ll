; ModuleID = 'shifts.c'
source_filename = "shifts.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@h = internal unnamed_addr global i32 -2128831035, align 4

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local range(i32 0, -2147483648) i32 @main() local_unnamed_addr #0 {
  %1 = load i32, ptr @h, align 4, !tbaa !2
  br label %4

2:                                                ; preds = %4
  store i32 %108, ptr @h, align 4, !tbaa !2
  %3 = and i32 %108, 2147483647
  ret i32 %3

4:                                                ; preds = %0, %4
  %5 = phi i32 [ -1640531527, %0 ], [ %9, %4 ]
  %6 = phi i32 [ 0, %0 ], [ %109, %4 ]
  %7 = phi i32 [ %1, %0 ], [ %108, %4 ]
  %8 = mul i32 %5, 1103515245
  %9 = add i32 %8, 12345
  %10 = lshr i32 %9, 27
  %11 = xor i32 %10, %6
  %12 = add i32 %8, -2147471303
  %13 = tail call fastcc i32 @lsr(i32 noundef %9, i32 noundef %11) #2
  %14 = xor i32 %7, %13
  %15 = mul i32 %14, 16777619
  %16 = tail call fastcc i32 @asr(i32 noundef %12, i32 noundef %11) #2
  %17 = xor i32 %15, %16
  %18 = mul i32 %17, 16777619
  %19 = tail call fastcc i32 @lsl(i32 noundef %9, i32 noundef %11) #2
  %20 = xor i32 %18, %19
  %21 = mul i32 %20, 16777619
  %22 = and i32 %11, 31
  %23 = xor i32 %22, 31
  %24 = tail call fastcc i32 @lsl(i32 noundef %9, i32 noundef %23) #2
  %25 = add nuw nsw i32 %11, 1
  %26 = tail call fastcc i32 @lsr(i32 noundef %9, i32 noundef %25) #2
  %27 = or i32 %26, %24
  %28 = xor i32 %21, %27
  %29 = mul i32 %28, 16777619
  %30 = zext i32 %9 to i64
  %31 = shl nuw i64 %30, 32
  %32 = mul i32 %9, -1640531535
  %33 = zext i32 %32 to i64
  %34 = or disjoint i64 %31, %33
  %35 = mul nuw nsw i32 %11, 3
  %36 = tail call fastcc i64 @lsr64(i64 noundef %34, i32 noundef %35) #2
  %37 = trunc i64 %36 to i32
  %38 = xor i32 %29, %37
  %39 = mul i32 %38, 16777619
  %40 = lshr i64 %36, 32
  %41 = trunc nuw i64 %40 to i32
  %42 = xor i32 %39, %41
  %43 = mul i32 %42, 16777619
  %44 = or i64 %34, -9223372036854775808
  %45 = add nuw nsw i32 %11, 17
  %46 = tail call fastcc i64 @asr64(i64 noundef %44, i32 noundef %45) #2
  %47 = trunc i64 %46 to i32
  %48 = xor i32 %43, %47
  %49 = mul i32 %48, 16777619
  %50 = lshr i64 %46, 32
  %51 = trunc nuw i64 %50 to i32
  %52 = xor i32 %49, %51
  %53 = mul i32 %52, 16777619
  %54 = mul nuw nsw i32 %11, 5
  %55 = tail call fastcc i64 @lsl64(i64 noundef %34, i32 noundef %54) #2
  %56 = lshr i64 %55, 29
  %57 = trunc i64 %56 to i32
  %58 = xor i32 %53, %57
  %59 = mul i32 %58, 16777619
  %60 = lshr i32 %9, 9
  %61 = and i32 %9, 255
  %62 = and i32 %11, 7
  %63 = lshr i32 %61, %62
  %64 = shl i32 %9, 24
  %65 = ashr exact i32 %64, 24
  %66 = ashr i32 %65, %62
  %67 = shl nsw i32 %66, 8
  %68 = or disjoint i32 %67, %63
  %69 = xor i32 %59, %68
  %70 = mul i32 %69, 16777619
  %71 = and i32 %60, 65535
  %72 = and i32 %11, 15
  %73 = lshr i32 %71, %72
  %74 = shl i32 %60, 16
  %75 = ashr exact i32 %74, 16
  %76 = ashr i32 %75, %72
  %77 = xor i32 %73, %76
  %78 = xor i32 %77, %70
  %79 = mul i32 %78, 16777619
  %80 = shl i32 %9, %62
  %81 = and i32 %80, 255
  %82 = shl i32 %60, %72
  %83 = shl i32 %82, 8
  %84 = and i32 %83, 16776960
  %85 = or disjoint i32 %84, %81
  %86 = xor i32 %79, %85
  %87 = mul i32 %86, 16777619
  %88 = lshr i32 %11, 1
  %89 = and i32 %88, 15
  %90 = lshr i32 %9, %72
  %91 = shl nsw i32 -2, %89
  %92 = xor i32 %91, -1
  %93 = and i32 %90, %92
  %94 = xor i32 %87, %93
  %95 = mul i32 %94, 16777619
  %96 = shl nuw nsw i32 1, %89
  %97 = and i32 %9, %92
  %98 = xor i32 %97, %96
  %99 = sub nsw i32 %98, %96
  %100 = xor i32 %95, %99
  %101 = mul i32 %100, 16777619
  %102 = ashr i32 %12, 31
  %103 = ashr i32 %12, 1
  %104 = xor i32 %102, %103
  %105 = lshr i32 %9, 31
  %106 = xor i32 %104, %105
  %107 = xor i32 %106, %101
  %108 = mul i32 %107, 16777619
  %109 = add nuw nsw i32 %6, 1
  %110 = icmp eq i32 %109, 400
  br i1 %110, label %2, label %4, !llvm.loop !6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define internal fastcc i32 @lsr(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = and i32 %1, 31
  %4 = lshr i32 %0, %3
  ret i32 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define internal fastcc i32 @asr(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = and i32 %1, 31
  %4 = ashr i32 %0, %3
  ret i32 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define internal fastcc i32 @lsl(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = and i32 %1, 31
  %4 = shl i32 %0, %3
  ret i32 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define internal fastcc i64 @lsr64(i64 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = and i32 %1, 63
  %4 = zext nneg i32 %3 to i64
  %5 = lshr i64 %0, %4
  ret i64 %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define internal fastcc range(i64 -9223372036854775808, 0) i64 @asr64(i64 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = and i32 %1, 63
  %4 = zext nneg i32 %3 to i64
  %5 = ashr i64 %0, %4
  ret i64 %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define internal fastcc i64 @lsl64(i64 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = and i32 %1, 63
  %4 = zext nneg i32 %3 to i64
  %5 = shl i64 %0, %4
  ret i64 %5
}

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
