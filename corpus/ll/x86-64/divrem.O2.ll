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
  %11 = tail call fastcc i32 @sdiv(i32 noundef -7, i32 noundef 2) #3
  %12 = icmp eq i32 %11, -3
  br i1 %12, label %62, label %71

13:                                               ; preds = %59
  %14 = add nuw nsw i64 %2, 1
  %15 = icmp eq i64 %14, 16
  br i1 %15, label %10, label %1, !llvm.loop !6

16:                                               ; preds = %1, %59
  %17 = phi i64 [ 0, %1 ], [ %60, %59 ]
  %18 = getelementptr inbounds [16 x i32], [16 x i32]* @dens, i64 0, i64 %17
  %19 = load i32, i32* %18, align 4, !tbaa !2
  %20 = icmp eq i64 %17, 1
  %21 = select i1 %5, i1 %20, i1 false
  br i1 %21, label %59, label %22

22:                                               ; preds = %16
  %23 = tail call fastcc i32 @sdiv(i32 noundef %4, i32 noundef %19) #3
  %24 = tail call fastcc i32 @srem(i32 noundef %4, i32 noundef %19) #3
  %25 = sext i32 %23 to i64
  %26 = sext i32 %19 to i64
  %27 = mul nsw i64 %25, %26
  %28 = sext i32 %24 to i64
  %29 = add nsw i64 %27, %28
  %30 = icmp eq i64 %29, %6
  br i1 %30, label %32, label %31

31:                                               ; preds = %22
  tail call void @abort() #4
  br label %32

32:                                               ; preds = %31, %22
  %33 = icmp eq i32 %24, 0
  %34 = lshr i32 %24, 31
  %35 = icmp eq i32 %34, %9
  %36 = select i1 %33, i1 true, i1 %35
  br i1 %36, label %38, label %37

37:                                               ; preds = %32
  tail call void @abort() #4
  br label %38

38:                                               ; preds = %37, %32
  %39 = load i32, i32* @h, align 4, !tbaa !2
  %40 = xor i32 %39, %23
  %41 = mul i32 %40, 16777619
  %42 = xor i32 %41, %24
  %43 = mul i32 %42, 16777619
  store i32 %43, i32* @h, align 4, !tbaa !2
  %44 = tail call fastcc i32 @udiv(i32 noundef %4, i32 noundef %19) #3
  %45 = tail call fastcc i32 @urem(i32 noundef %4, i32 noundef %19) #3
  %46 = mul i32 %44, %19
  %47 = add i32 %46, %45
  %48 = icmp eq i32 %47, %4
  %49 = icmp ult i32 %45, %19
  %50 = select i1 %48, i1 %49, i1 false
  br i1 %50, label %53, label %51

51:                                               ; preds = %38
  tail call void @abort() #4
  %52 = load i32, i32* @h, align 4, !tbaa !2
  br label %53

53:                                               ; preds = %38, %51
  %54 = phi i32 [ %43, %38 ], [ %52, %51 ]
  %55 = shl i32 %45, 7
  %56 = xor i32 %55, %44
  %57 = xor i32 %56, %54
  %58 = mul i32 %57, 16777619
  store i32 %58, i32* @h, align 4, !tbaa !2
  br label %59

59:                                               ; preds = %16, %53
  %60 = add nuw nsw i64 %17, 1
  %61 = icmp eq i64 %60, 16
  br i1 %61, label %13, label %16, !llvm.loop !8

62:                                               ; preds = %10
  %63 = tail call fastcc i32 @srem(i32 noundef -7, i32 noundef 2) #3
  %64 = icmp eq i32 %63, -1
  br i1 %64, label %65, label %71

65:                                               ; preds = %62
  %66 = tail call fastcc i32 @sdiv(i32 noundef 7, i32 noundef -2) #3
  %67 = icmp eq i32 %66, -3
  br i1 %67, label %68, label %71

68:                                               ; preds = %65
  %69 = tail call fastcc i32 @srem(i32 noundef 7, i32 noundef -2) #3
  %70 = icmp eq i32 %69, 1
  br i1 %70, label %72, label %71

71:                                               ; preds = %68, %65, %62, %10
  tail call void @abort() #4
  br label %72

72:                                               ; preds = %71, %68
  %73 = load i32, i32* @h, align 4, !tbaa !2
  br label %78

74:                                               ; preds = %161
  %75 = xor i32 %167, 124723200
  %76 = mul i32 %75, 16777619
  store i32 %76, i32* @h, align 4, !tbaa !2
  %77 = and i32 %76, 2147483647
  ret i32 %77

78:                                               ; preds = %72, %161
  %79 = phi i32 [ 0, %72 ], [ %168, %161 ]
  %80 = phi i32 [ 77, %72 ], [ %83, %161 ]
  %81 = phi i32 [ %73, %72 ], [ %167, %161 ]
  %82 = mul i32 %80, 1664525
  %83 = add i32 %82, 1013904223
  %84 = sdiv i32 %83, 3
  %85 = srem i32 %83, 3
  %86 = add nsw i32 %84, %85
  %87 = sdiv i32 %83, 7
  %88 = add nsw i32 %86, %87
  %89 = srem i32 %83, 7
  %90 = sub nsw i32 %88, %89
  %91 = sdiv i32 %83, 10
  %92 = add nsw i32 %90, %91
  %93 = srem i32 %83, 10
  %94 = add nsw i32 %92, %93
  %95 = sdiv i32 %83, 16
  %96 = add nsw i32 %94, %95
  %97 = srem i32 %83, 16
  %98 = sub nsw i32 %96, %97
  %99 = sdiv i32 %83, -5
  %100 = add nsw i32 %98, %99
  %101 = srem i32 %83, 5
  %102 = add nsw i32 %100, %101
  %103 = sdiv i32 %83, 1000
  %104 = add nsw i32 %102, %103
  %105 = xor i32 %81, %104
  %106 = mul i32 %105, 16777619
  %107 = udiv i32 %83, 3
  %108 = urem i32 %83, 3
  %109 = add nuw nsw i32 %107, %108
  %110 = udiv i32 %83, 7
  %111 = add nuw nsw i32 %109, %110
  %112 = urem i32 %83, 7
  %113 = add nuw nsw i32 %111, %112
  %114 = udiv i32 %83, 10
  %115 = add nuw i32 %113, %114
  %116 = urem i32 %83, 10
  %117 = add nuw i32 %115, %116
  %118 = lshr i32 %83, 4
  %119 = add nuw i32 %117, %118
  %120 = and i32 %83, 15
  %121 = add nuw i32 %119, %120
  %122 = udiv i32 %83, 641
  %123 = add nuw i32 %121, %122
  %124 = urem i32 %83, 1000
  %125 = add nuw i32 %123, %124
  %126 = xor i32 %106, %125
  %127 = mul i32 %126, 16777619
  %128 = lshr i32 %83, 8
  %129 = trunc i32 %128 to i8
  %130 = lshr i32 %83, 5
  %131 = trunc i32 %130 to i16
  %132 = lshr i32 %83, 24
  %133 = icmp eq i8 %129, 0
  br i1 %133, label %145, label %134

134:                                              ; preds = %78
  %135 = trunc i32 %83 to i16
  %136 = shl i16 %135, 8
  %137 = ashr exact i16 %136, 8
  %138 = sext i8 %129 to i16
  %139 = sdiv i16 %137, %138
  %140 = sext i16 %139 to i32
  %141 = mul nsw i32 %140, 1000000
  %142 = srem i16 %137, %138
  %143 = sext i16 %142 to i32
  %144 = mul nsw i32 %143, 10000
  br label %145

145:                                              ; preds = %134, %78
  %146 = phi i32 [ %141, %134 ], [ 0, %78 ]
  %147 = phi i32 [ %144, %134 ], [ 0, %78 ]
  %148 = icmp eq i16 %131, 0
  br i1 %148, label %154, label %149

149:                                              ; preds = %145
  %150 = and i32 %130, 65535
  %151 = ashr i32 %83, 16
  %152 = sdiv i32 %151, %150
  %153 = mul nsw i32 %152, 100
  br label %154

154:                                              ; preds = %149, %145
  %155 = phi i32 [ %153, %149 ], [ 0, %145 ]
  %156 = icmp ult i32 %83, 16777216
  br i1 %156, label %161, label %157

157:                                              ; preds = %154
  %158 = trunc i32 %132 to i16
  %159 = urem i16 %131, %158
  %160 = zext i16 %159 to i32
  br label %161

161:                                              ; preds = %154, %157
  %162 = phi i32 [ %160, %157 ], [ 0, %154 ]
  %163 = add nsw i32 %147, %146
  %164 = add nsw i32 %163, %155
  %165 = add nsw i32 %164, %162
  %166 = xor i32 %165, %127
  %167 = mul i32 %166, 16777619
  %168 = add nuw nsw i32 %79, 1
  %169 = icmp eq i32 %168, 500
  br i1 %169, label %74, label %78, !llvm.loop !9
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
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
