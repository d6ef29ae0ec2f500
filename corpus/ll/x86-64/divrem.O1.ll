; ModuleID = 'divrem.c'
source_filename = "divrem.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@nums = internal unnamed_addr constant [16 x i32] [i32 0, i32 1, i32 -1, i32 7, i32 -7, i32 100, i32 -100, i32 2147483647, i32 -2147483648, i32 123456789, i32 -987654321, i32 65535, i32 -65536, i32 31, i32 -32, i32 1000000007], align 16
@dens = internal unnamed_addr constant [16 x i32] [i32 1, i32 -1, i32 2, i32 -2, i32 3, i32 -3, i32 7, i32 -7, i32 10, i32 -10, i32 16, i32 -16, i32 1000, i32 -65537, i32 2147483647, i32 -2147483648], align 16
@h = internal unnamed_addr global i32 -2128831035, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %13
  %2 = phi i64 [ 0, %0 ], [ %14, %13 ]
  %3 = getelementptr inbounds [16 x i32], [16 x i32]* @nums, i64 0, i64 %2
  %4 = load i32, i32* %3, align 4, !tbaa !2
  %5 = icmp eq i64 %2, 8
  %6 = sext i32 %4 to i64
  %7 = lshr i64 21844, %2
  %8 = trunc i64 %7 to i32
  %9 = and i32 %8, 1
  br label %16

10:                                               ; preds = %13
  %11 = call fastcc i32 @sdiv(i32 noundef -7, i32 noundef 2) #3
  %12 = icmp eq i32 %11, -3
  br i1 %12, label %61, label %70

13:                                               ; preds = %58
  %14 = add nuw nsw i64 %2, 1
  %15 = icmp eq i64 %14, 16
  br i1 %15, label %10, label %1, !llvm.loop !6

16:                                               ; preds = %1, %58
  %17 = phi i64 [ 0, %1 ], [ %59, %58 ]
  %18 = getelementptr inbounds [16 x i32], [16 x i32]* @dens, i64 0, i64 %17
  %19 = load i32, i32* %18, align 4, !tbaa !2
  %20 = icmp eq i64 %17, 1
  %21 = select i1 %5, i1 %20, i1 false
  br i1 %21, label %58, label %22

22:                                               ; preds = %16
  %23 = call fastcc i32 @sdiv(i32 noundef %4, i32 noundef %19) #3
  %24 = call fastcc i32 @srem(i32 noundef %4, i32 noundef %19) #3
  %25 = sext i32 %23 to i64
  %26 = sext i32 %19 to i64
  %27 = mul nsw i64 %25, %26
  %28 = sext i32 %24 to i64
  %29 = add nsw i64 %27, %28
  %30 = icmp eq i64 %29, %6
  br i1 %30, label %32, label %31

31:                                               ; preds = %22
  call void @abort() #4
  br label %32

32:                                               ; preds = %31, %22
  %33 = icmp eq i32 %24, 0
  %34 = lshr i32 %24, 31
  %35 = icmp eq i32 %34, %9
  %36 = select i1 %33, i1 true, i1 %35
  br i1 %36, label %38, label %37

37:                                               ; preds = %32
  call void @abort() #4
  br label %38

38:                                               ; preds = %37, %32
  %39 = load i32, i32* @h, align 4, !tbaa !2
  %40 = xor i32 %39, %23
  %41 = mul i32 %40, 16777619
  %42 = xor i32 %41, %24
  %43 = mul i32 %42, 16777619
  store i32 %43, i32* @h, align 4, !tbaa !2
  %44 = call fastcc i32 @udiv(i32 noundef %4, i32 noundef %19) #3
  %45 = call fastcc i32 @urem(i32 noundef %4, i32 noundef %19) #3
  %46 = mul i32 %44, %19
  %47 = add i32 %46, %45
  %48 = icmp eq i32 %47, %4
  %49 = icmp ult i32 %45, %19
  %50 = select i1 %48, i1 %49, i1 false
  br i1 %50, label %52, label %51

51:                                               ; preds = %38
  call void @abort() #4
  br label %52

52:                                               ; preds = %38, %51
  %53 = shl i32 %45, 7
  %54 = xor i32 %53, %44
  %55 = load i32, i32* @h, align 4, !tbaa !2
  %56 = xor i32 %54, %55
  %57 = mul i32 %56, 16777619
  store i32 %57, i32* @h, align 4, !tbaa !2
  br label %58

58:                                               ; preds = %16, %52
  %59 = add nuw nsw i64 %17, 1
  %60 = icmp eq i64 %59, 16
  br i1 %60, label %13, label %16, !llvm.loop !9

61:                                               ; preds = %10
  %62 = call fastcc i32 @srem(i32 noundef -7, i32 noundef 2) #3
  %63 = icmp eq i32 %62, -1
  br i1 %63, label %64, label %70

64:                                               ; preds = %61
  %65 = call fastcc i32 @sdiv(i32 noundef 7, i32 noundef -2) #3
  %66 = icmp eq i32 %65, -3
  br i1 %66, label %67, label %70

67:                                               ; preds = %64
  %68 = call fastcc i32 @srem(i32 noundef 7, i32 noundef -2) #3
  %69 = icmp eq i32 %68, 1
  br i1 %69, label %71, label %70

70:                                               ; preds = %67, %64, %61, %10
  call void @abort() #4
  br label %71

71:                                               ; preds = %70, %67
  %72 = load i32, i32* @h, align 4, !tbaa !2
  br label %77

73:                                               ; preds = %160
  %74 = xor i32 %166, 124723200
  %75 = mul i32 %74, 16777619
  store i32 %75, i32* @h, align 4, !tbaa !2
  %76 = and i32 %75, 2147483647
  ret i32 %76

77:                                               ; preds = %71, %160
  %78 = phi i32 [ 0, %71 ], [ %167, %160 ]
  %79 = phi i32 [ 77, %71 ], [ %82, %160 ]
  %80 = phi i32 [ %72, %71 ], [ %166, %160 ]
  %81 = mul i32 %79, 1664525
  %82 = add i32 %81, 1013904223
  %83 = sdiv i32 %82, 3
  %84 = srem i32 %82, 3
  %85 = add nsw i32 %83, %84
  %86 = sdiv i32 %82, 7
  %87 = add nsw i32 %85, %86
  %88 = srem i32 %82, 7
  %89 = sub i32 %87, %88
  %90 = sdiv i32 %82, 10
  %91 = add nsw i32 %89, %90
  %92 = srem i32 %82, 10
  %93 = add nsw i32 %91, %92
  %94 = sdiv i32 %82, 16
  %95 = add nsw i32 %93, %94
  %96 = srem i32 %82, 16
  %97 = sub i32 %95, %96
  %98 = sdiv i32 %82, -5
  %99 = add nsw i32 %97, %98
  %100 = srem i32 %82, 5
  %101 = add nsw i32 %99, %100
  %102 = sdiv i32 %82, 1000
  %103 = add nsw i32 %101, %102
  %104 = xor i32 %80, %103
  %105 = mul i32 %104, 16777619
  %106 = udiv i32 %82, 3
  %107 = urem i32 %82, 3
  %108 = add nuw nsw i32 %106, %107
  %109 = udiv i32 %82, 7
  %110 = add nuw i32 %108, %109
  %111 = urem i32 %82, 7
  %112 = add i32 %110, %111
  %113 = udiv i32 %82, 10
  %114 = add i32 %112, %113
  %115 = urem i32 %82, 10
  %116 = add i32 %114, %115
  %117 = lshr i32 %82, 4
  %118 = add i32 %116, %117
  %119 = and i32 %82, 15
  %120 = add i32 %118, %119
  %121 = udiv i32 %82, 641
  %122 = add i32 %120, %121
  %123 = urem i32 %82, 1000
  %124 = add i32 %122, %123
  %125 = xor i32 %105, %124
  %126 = mul i32 %125, 16777619
  %127 = lshr i32 %82, 8
  %128 = trunc i32 %127 to i8
  %129 = lshr i32 %82, 5
  %130 = trunc i32 %129 to i16
  %131 = lshr i32 %82, 24
  %132 = shl i32 %127, 24
  %133 = ashr exact i32 %132, 24
  %134 = icmp eq i8 %128, 0
  br i1 %134, label %140, label %135

135:                                              ; preds = %77
  %136 = shl i32 %82, 24
  %137 = ashr exact i32 %136, 24
  %138 = sdiv i32 %137, %133
  %139 = mul i32 %138, 1000000
  br label %140

140:                                              ; preds = %135, %77
  %141 = phi i32 [ %139, %135 ], [ 0, %77 ]
  br i1 %134, label %147, label %142

142:                                              ; preds = %140
  %143 = shl i32 %82, 24
  %144 = ashr exact i32 %143, 24
  %145 = srem i32 %144, %133
  %146 = mul nsw i32 %145, 10000
  br label %147

147:                                              ; preds = %142, %140
  %148 = phi i32 [ %146, %142 ], [ 0, %140 ]
  %149 = and i32 %129, 65535
  %150 = icmp eq i16 %130, 0
  br i1 %150, label %155, label %151

151:                                              ; preds = %147
  %152 = ashr i32 %82, 16
  %153 = sdiv i32 %152, %149
  %154 = mul i32 %153, 100
  br label %155

155:                                              ; preds = %151, %147
  %156 = phi i32 [ %154, %151 ], [ 0, %147 ]
  %157 = icmp ult i32 %82, 16777216
  br i1 %157, label %160, label %158

158:                                              ; preds = %155
  %159 = urem i32 %149, %131
  br label %160

160:                                              ; preds = %155, %158
  %161 = phi i32 [ %159, %158 ], [ 0, %155 ]
  %162 = add nsw i32 %148, %141
  %163 = add nsw i32 %162, %156
  %164 = add nsw i32 %163, %161
  %165 = xor i32 %164, %126
  %166 = mul i32 %165, 16777619
  %167 = add nuw nsw i32 %78, 1
  %168 = icmp eq i32 %167, 500
  br i1 %168, label %73, label %77, !llvm.loop !10
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define internal fastcc i32 @sdiv(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = sdiv i32 %0, %1
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define internal fastcc i32 @srem(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = srem i32 %0, %1
  ret i32 %3
}

declare dso_local void @abort() local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define internal fastcc i32 @udiv(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = udiv i32 %0, %1
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define internal fastcc i32 @urem(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = urem i32 %0, %1
  ret i32 %3
}

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nobuiltin "no-builtins" }
attributes #4 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = distinct !{!6, !7, !8}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{!"llvm.loop.unroll.disable"}
!9 = distinct !{!9, !7, !8}
!10 = distinct !{!10, !7, !8}
