; ModuleID = 'manyargs.c'
source_filename = "manyargs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@h = internal unnamed_addr global i32 -2128831035, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @eight(i8 noundef signext %0, i8 noundef zeroext %1, i16 noundef signext %2, i16 noundef zeroext %3, i32 noundef %4, i32 noundef %5, i8 noundef signext %6, i16 noundef zeroext %7) local_unnamed_addr #0 {
  %9 = sext i8 %0 to i32
  %10 = mul nsw i32 %9, 3
  %11 = zext i8 %1 to i32
  %12 = mul nuw nsw i32 %11, 5
  %13 = add nsw i32 %12, %10
  %14 = sext i16 %2 to i32
  %15 = mul nsw i32 %14, -7
  %16 = add nsw i32 %13, %15
  %17 = zext i16 %3 to i32
  %18 = add nsw i32 %16, %17
  %19 = add nsw i32 %18, %4
  %20 = and i32 %5, 65535
  %21 = sub i32 %19, %20
  %22 = sext i8 %6 to i32
  %23 = mul nsw i32 %22, 11
  %24 = add nsw i32 %21, %23
  %25 = zext i16 %7 to i32
  %26 = mul nuw nsw i32 %25, 13
  %27 = add nsw i32 %24, %26
  ret i32 %27
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local i64 @nine(i32 noundef %0, i64 noundef %1, i8 noundef signext %2, i64 noundef %3, i16 noundef zeroext %4, i32 noundef %5, i64 noundef %6, i8 noundef zeroext %7, i32 noundef %8) local_unnamed_addr #0 {
  %10 = sext i32 %0 to i64
  %11 = shl nsw i64 %1, 1
  %12 = add nsw i64 %11, %10
  %13 = sext i8 %2 to i64
  %14 = ashr i64 %3, 3
  %15 = zext i16 %4 to i64
  %16 = sext i32 %5 to i64
  %17 = mul nsw i64 %16, %15
  %18 = zext i8 %7 to i32
  %19 = mul nsw i32 %18, %8
  %20 = sext i32 %19 to i64
  %21 = add i64 %12, %14
  %22 = add i64 %13, %6
  %23 = sub i64 %21, %22
  %24 = add i64 %23, %17
  %25 = add nsw i64 %24, %20
  ret i64 %25
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @ten(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9) local_unnamed_addr #0 {
  %11 = mul i32 %0, 31
  %12 = add i32 %11, %1
  %13 = mul i32 %12, 31
  %14 = add i32 %13, %2
  %15 = mul i32 %14, 31
  %16 = add i32 %15, %3
  %17 = mul i32 %16, 31
  %18 = add i32 %17, %4
  %19 = mul i32 %18, 31
  %20 = add i32 %19, %5
  %21 = mul i32 %20, 31
  %22 = add i32 %21, %6
  %23 = mul i32 %22, 31
  %24 = add i32 %23, %7
  %25 = mul i32 %24, 31
  %26 = add i32 %25, %8
  %27 = mul i32 %26, 31
  %28 = add i32 %27, %9
  ret i32 %28
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none)
define dso_local i32 @rotate_ten(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10) local_unnamed_addr #1 {
  %12 = icmp eq i32 %10, 0
  br i1 %12, label %58, label %13

13:                                               ; preds = %11
  %14 = and i32 %10, 7
  %15 = icmp ult i32 %10, 8
  br i1 %15, label %18, label %16

16:                                               ; preds = %13
  %17 = and i32 %10, -8
  br label %72

18:                                               ; preds = %72, %13
  %19 = phi i32 [ poison, %13 ], [ %80, %72 ]
  %20 = phi i32 [ poison, %13 ], [ %81, %72 ]
  %21 = phi i32 [ poison, %13 ], [ %82, %72 ]
  %22 = phi i32 [ poison, %13 ], [ %73, %72 ]
  %23 = phi i32 [ poison, %13 ], [ %74, %72 ]
  %24 = phi i32 [ poison, %13 ], [ %75, %72 ]
  %25 = phi i32 [ poison, %13 ], [ %76, %72 ]
  %26 = phi i32 [ poison, %13 ], [ %77, %72 ]
  %27 = phi i32 [ poison, %13 ], [ %78, %72 ]
  %28 = phi i32 [ poison, %13 ], [ %79, %72 ]
  %29 = phi i32 [ poison, %13 ], [ %92, %72 ]
  %30 = phi i32 [ %9, %13 ], [ %81, %72 ]
  %31 = phi i32 [ %8, %13 ], [ %82, %72 ]
  %32 = phi i32 [ %7, %13 ], [ %73, %72 ]
  %33 = phi i32 [ %6, %13 ], [ %74, %72 ]
  %34 = phi i32 [ %5, %13 ], [ %75, %72 ]
  %35 = phi i32 [ %4, %13 ], [ %76, %72 ]
  %36 = phi i32 [ %3, %13 ], [ %77, %72 ]
  %37 = phi i32 [ %2, %13 ], [ %78, %72 ]
  %38 = phi i32 [ %1, %13 ], [ %79, %72 ]
  %39 = phi i32 [ %0, %13 ], [ %80, %72 ]
  %40 = phi i32 [ 0, %13 ], [ %92, %72 ]
  %41 = icmp eq i32 %14, 0
  br i1 %41, label %58, label %42

42:                                               ; preds = %18, %42
  %43 = phi i32 [ %44, %42 ], [ %30, %18 ]
  %44 = phi i32 [ %45, %42 ], [ %31, %18 ]
  %45 = phi i32 [ %46, %42 ], [ %32, %18 ]
  %46 = phi i32 [ %47, %42 ], [ %33, %18 ]
  %47 = phi i32 [ %48, %42 ], [ %34, %18 ]
  %48 = phi i32 [ %49, %42 ], [ %35, %18 ]
  %49 = phi i32 [ %50, %42 ], [ %36, %18 ]
  %50 = phi i32 [ %51, %42 ], [ %37, %18 ]
  %51 = phi i32 [ %52, %42 ], [ %38, %18 ]
  %52 = phi i32 [ %43, %42 ], [ %39, %18 ]
  %53 = phi i32 [ %55, %42 ], [ %40, %18 ]
  %54 = phi i32 [ %56, %42 ], [ 0, %18 ]
  %55 = xor i32 %52, %53
  %56 = add i32 %54, 1
  %57 = icmp eq i32 %56, %14
  br i1 %57, label %58, label %42, !llvm.loop !2

58:                                               ; preds = %18, %42, %11
  %59 = phi i32 [ 0, %11 ], [ %29, %18 ], [ %55, %42 ]
  %60 = phi i32 [ %0, %11 ], [ %19, %18 ], [ %43, %42 ]
  %61 = phi i32 [ %1, %11 ], [ %28, %18 ], [ %52, %42 ]
  %62 = phi i32 [ %2, %11 ], [ %27, %18 ], [ %51, %42 ]
  %63 = phi i32 [ %3, %11 ], [ %26, %18 ], [ %50, %42 ]
  %64 = phi i32 [ %4, %11 ], [ %25, %18 ], [ %49, %42 ]
  %65 = phi i32 [ %5, %11 ], [ %24, %18 ], [ %48, %42 ]
  %66 = phi i32 [ %6, %11 ], [ %23, %18 ], [ %47, %42 ]
  %67 = phi i32 [ %7, %11 ], [ %22, %18 ], [ %46, %42 ]
  %68 = phi i32 [ %8, %11 ], [ %21, %18 ], [ %45, %42 ]
  %69 = phi i32 [ %9, %11 ], [ %20, %18 ], [ %44, %42 ]
  %70 = tail call i32 @ten(i32 noundef %60, i32 noundef %61, i32 noundef %62, i32 noundef %63, i32 noundef %64, i32 noundef %65, i32 noundef %66, i32 noundef %67, i32 noundef %68, i32 noundef %69) #4
  %71 = xor i32 %70, %59
  ret i32 %71

72:                                               ; preds = %72, %16
  %73 = phi i32 [ %9, %16 ], [ %81, %72 ]
  %74 = phi i32 [ %8, %16 ], [ %82, %72 ]
  %75 = phi i32 [ %7, %16 ], [ %73, %72 ]
  %76 = phi i32 [ %6, %16 ], [ %74, %72 ]
  %77 = phi i32 [ %5, %16 ], [ %75, %72 ]
  %78 = phi i32 [ %4, %16 ], [ %76, %72 ]
  %79 = phi i32 [ %3, %16 ], [ %77, %72 ]
  %80 = phi i32 [ %2, %16 ], [ %78, %72 ]
  %81 = phi i32 [ %1, %16 ], [ %79, %72 ]
  %82 = phi i32 [ %0, %16 ], [ %80, %72 ]
  %83 = phi i32 [ 0, %16 ], [ %92, %72 ]
  %84 = phi i32 [ 0, %16 ], [ %93, %72 ]
  %85 = xor i32 %82, %83
  %86 = xor i32 %73, %85
  %87 = xor i32 %74, %86
  %88 = xor i32 %75, %87
  %89 = xor i32 %76, %88
  %90 = xor i32 %77, %89
  %91 = xor i32 %78, %90
  %92 = xor i32 %79, %91
  %93 = add i32 %84, 8
  %94 = icmp eq i32 %93, %17
  br i1 %94, label %18, label %72
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local signext i16 @narrow_mix(i8 noundef signext %0, i8 noundef zeroext %1, i16 noundef signext %2, i16 noundef zeroext %3, i8 noundef signext %4, i8 noundef zeroext %5, i16 noundef signext %6, i16 noundef zeroext %7) local_unnamed_addr #0 {
  %9 = sext i8 %0 to i16
  %10 = zext i8 %1 to i16
  %11 = sext i8 %4 to i16
  %12 = zext i8 %5 to i16
  %13 = add i16 %9, %2
  %14 = add i16 %10, %3
  %15 = sub i16 %13, %14
  %16 = add i16 %15, %11
  %17 = add i16 %16, %6
  %18 = add i16 %12, %7
  %19 = sub i16 %17, %18
  ret i16 %19
}

; Function Attrs: nounwind
define dso_local range(i32 0, -2147483648) i32 @main() local_unnamed_addr #2 {
  %1 = load i32, ptr @h, align 4, !tbaa !4
  br label %5

2:                                                ; preds = %75
  %3 = tail call i32 @eight(i8 noundef signext 1, i8 noundef zeroext 2, i16 noundef signext 3, i16 noundef zeroext 4, i32 noundef 5, i32 noundef 6, i8 noundef signext 7, i16 noundef zeroext 8) #4
  %4 = icmp eq i32 %3, 176
  br i1 %4, label %81, label %79

5:                                                ; preds = %0, %75
  %6 = phi i32 [ 11259375, %0 ], [ %10, %75 ]
  %7 = phi i32 [ 0, %0 ], [ %77, %75 ]
  %8 = phi i32 [ %1, %0 ], [ %76, %75 ]
  %9 = mul i32 %6, 1103515245
  %10 = add i32 %9, 12345
  %11 = lshr i32 %10, 15
  %12 = xor i32 %11, %10
  %13 = trunc i32 %12 to i8
  %14 = lshr i32 %12, 8
  %15 = trunc i32 %14 to i8
  %16 = lshr i32 %12, 3
  %17 = trunc i32 %16 to i16
  %18 = lshr i32 %12, 16
  %19 = trunc nuw i32 %18 to i16
  %20 = and i32 %12, 1048575
  %21 = add nsw i32 %20, -524288
  %22 = xor i8 %13, 85
  %23 = add i16 %19, 1
  %24 = tail call i32 @eight(i8 noundef signext %13, i8 noundef zeroext %15, i16 noundef signext %17, i16 noundef zeroext %19, i32 noundef %21, i32 noundef %12, i8 noundef signext %22, i16 noundef zeroext %23) #4
  %25 = xor i32 %8, %24
  %26 = mul i32 %25, 16777619
  %27 = sext i32 %21 to i64
  %28 = shl nsw i64 %27, 20
  %29 = zext nneg i32 %18 to i64
  %30 = or disjoint i64 %28, %29
  %31 = sub nsw i64 0, %30
  %32 = shl i32 %16, 16
  %33 = ashr exact i32 %32, 16
  %34 = sdiv i64 %30, 3
  %35 = ashr i32 %21, 4
  %36 = tail call i64 @nine(i32 noundef %21, i64 noundef %30, i8 noundef signext %13, i64 noundef %31, i16 noundef zeroext %19, i32 noundef %33, i64 noundef %34, i8 noundef zeroext %15, i32 noundef %35) #4
  %37 = trunc i64 %36 to i32
  %38 = xor i32 %26, %37
  %39 = mul i32 %38, 16777619
  %40 = lshr i64 %36, 32
  %41 = trunc nuw i64 %40 to i32
  %42 = xor i32 %39, %41
  %43 = mul i32 %42, 16777619
  %44 = add i8 %13, 1
  %45 = xor i8 %15, 1
  %46 = ashr i32 %32, 18
  %47 = trunc nsw i32 %46 to i16
  %48 = tail call signext i16 @narrow_mix(i8 noundef signext %13, i8 noundef zeroext %15, i16 noundef signext %17, i16 noundef zeroext %19, i8 noundef signext %44, i8 noundef zeroext %45, i16 noundef signext %47, i16 noundef zeroext %19) #4
  %49 = sub i8 0, %13
  %50 = lshr i32 %10, 17
  %51 = trunc nuw nsw i32 %50 to i16
  %52 = tail call signext i16 @narrow_mix(i8 noundef signext %49, i8 noundef zeroext %15, i16 noundef signext %17, i16 noundef zeroext %19, i8 noundef signext %13, i8 noundef zeroext %15, i16 noundef signext %17, i16 noundef zeroext %51) #4
  %53 = sext i16 %48 to i32
  %54 = sext i16 %52 to i32
  %55 = shl nsw i32 %54, 16
  %56 = xor i32 %55, %53
  %57 = xor i32 %56, %43
  %58 = mul i32 %57, 16777619
  %59 = trunc nuw i32 %7 to i8
  %60 = urem i8 %59, 10
  %61 = icmp eq i8 %60, 0
  br i1 %61, label %62, label %75

62:                                               ; preds = %5
  %63 = lshr i32 %12, 1
  %64 = lshr i32 %12, 2
  %65 = lshr i32 %12, 4
  %66 = lshr i32 %12, 5
  %67 = lshr i32 %12, 6
  %68 = lshr i32 %12, 7
  %69 = lshr i32 %12, 9
  %70 = urem i8 %59, 13
  %71 = zext nneg i8 %70 to i32
  %72 = tail call i32 @rotate_ten(i32 noundef %12, i32 noundef %63, i32 noundef %64, i32 noundef %16, i32 noundef %65, i32 noundef %66, i32 noundef %67, i32 noundef %68, i32 noundef %14, i32 noundef %69, i32 noundef %71) #4
  %73 = xor i32 %72, %58
  %74 = mul i32 %73, 16777619
  br label %75

75:                                               ; preds = %62, %5
  %76 = phi i32 [ %74, %62 ], [ %58, %5 ]
  store i32 %76, ptr @h, align 4, !tbaa !4
  %77 = add nuw nsw i32 %7, 1
  %78 = icmp eq i32 %77, 150
  br i1 %78, label %2, label %5, !llvm.loop !8

79:                                               ; preds = %2
  tail call void @abort() #5
  %80 = load i32, ptr @h, align 4, !tbaa !4
  br label %81

81:                                               ; preds = %79, %2
  %82 = phi i32 [ %80, %79 ], [ %76, %2 ]
  %83 = and i32 %82, 2147483647
  ret i32 %83
}

declare dso_local void @abort() local_unnamed_addr #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree noinline norecurse nosync nounwind memory(none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nobuiltin "no-builtins" }
attributes #5 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.unroll.disable"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
