; ModuleID = 'sieve.c'
source_filename = "sieve.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@composite = internal global [3000 x i8] zeroinitializer, align 16
@bits = internal unnamed_addr global [94 x i32] zeroinitializer, align 16

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [10 x i8], align 1
  %2 = alloca [10 x i8], align 1
  %3 = alloca [10 x i8], align 1
  %4 = call i8* @memset(i8* noundef getelementptr inbounds ([3000 x i8], [3000 x i8]* @composite, i64 0, i64 0), i32 noundef 0, i64 noundef 3000) #3
  store i8 1, i8* getelementptr inbounds ([3000 x i8], [3000 x i8]* @composite, i64 0, i64 1), align 1, !tbaa !2
  store i8 1, i8* getelementptr inbounds ([3000 x i8], [3000 x i8]* @composite, i64 0, i64 0), align 16, !tbaa !2
  br label %5

5:                                                ; preds = %0, %20
  %6 = phi i64 [ 2, %0 ], [ %21, %20 ]
  %7 = phi i32 [ 4, %0 ], [ %23, %20 ]
  %8 = getelementptr inbounds [3000 x i8], [3000 x i8]* @composite, i64 0, i64 %6
  %9 = load i8, i8* %8, align 1, !tbaa !2
  %10 = icmp eq i8 %9, 0
  %11 = icmp ult i32 %7, 3000
  %12 = select i1 %10, i1 %11, i1 false
  br i1 %12, label %13, label %20

13:                                               ; preds = %5
  %14 = zext i32 %7 to i64
  br label %15

15:                                               ; preds = %13, %15
  %16 = phi i64 [ %14, %13 ], [ %18, %15 ]
  %17 = getelementptr inbounds [3000 x i8], [3000 x i8]* @composite, i64 0, i64 %16
  store i8 1, i8* %17, align 1, !tbaa !2
  %18 = add nuw nsw i64 %16, %6
  %19 = icmp ult i64 %18, 3000
  br i1 %19, label %15, label %20, !llvm.loop !5

20:                                               ; preds = %15, %5
  %21 = add nuw nsw i64 %6, 1
  %22 = trunc i64 %21 to i32
  %23 = mul nsw i32 %22, %22
  %24 = icmp eq i64 %21, 55
  br i1 %24, label %28, label %5, !llvm.loop !8

25:                                               ; preds = %28
  %26 = load i32, i32* getelementptr inbounds ([94 x i32], [94 x i32]* @bits, i64 0, i64 0), align 16, !tbaa !9
  %27 = or i32 %26, 1
  store i32 %27, i32* getelementptr inbounds ([94 x i32], [94 x i32]* @bits, i64 0, i64 0), align 16, !tbaa !9
  br label %33

28:                                               ; preds = %20, %28
  %29 = phi i64 [ %31, %28 ], [ 0, %20 ]
  %30 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i64 0, i64 %29
  store i32 0, i32* %30, align 4, !tbaa !9
  %31 = add nuw nsw i64 %29, 1
  %32 = icmp eq i64 %31, 94
  br i1 %32, label %25, label %28, !llvm.loop !11

33:                                               ; preds = %25, %61
  %34 = phi i32 [ 9, %25 ], [ %65, %61 ]
  %35 = phi i32 [ 3, %25 ], [ %64, %61 ]
  %36 = phi i32 [ 1, %25 ], [ %62, %61 ]
  %37 = lshr i32 %36, 5
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i64 0, i64 %38
  %40 = load i32, i32* %39, align 4, !tbaa !9
  %41 = shl i32 1, %36
  %42 = and i32 %40, %41
  %43 = icmp eq i32 %42, 0
  br i1 %43, label %44, label %61

44:                                               ; preds = %33
  %45 = add nsw i32 %34, -1
  %46 = icmp ult i32 %45, 3000
  br i1 %46, label %47, label %61

47:                                               ; preds = %44
  %48 = lshr exact i32 %45, 1
  br label %49

49:                                               ; preds = %47, %49
  %50 = phi i32 [ %58, %49 ], [ %48, %47 ]
  %51 = and i32 %50, 31
  %52 = shl i32 1, %51
  %53 = lshr i32 %50, 5
  %54 = zext i32 %53 to i64
  %55 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i64 0, i64 %54
  %56 = load i32, i32* %55, align 4, !tbaa !9
  %57 = or i32 %56, %52
  store i32 %57, i32* %55, align 4, !tbaa !9
  %58 = add nuw i32 %50, %35
  %59 = shl i32 %58, 1
  %60 = icmp ult i32 %59, 3000
  br i1 %60, label %49, label %61, !llvm.loop !12

61:                                               ; preds = %49, %44, %33
  %62 = add nuw nsw i32 %36, 1
  %63 = shl nuw i32 %62, 1
  %64 = or i32 %63, 1
  %65 = mul i32 %64, %64
  %66 = icmp eq i32 %62, 27
  br i1 %66, label %69, label %33, !llvm.loop !13

67:                                               ; preds = %119
  %68 = icmp eq i32 %121, 430
  br i1 %68, label %128, label %127

69:                                               ; preds = %61, %119
  %70 = phi i64 [ %125, %119 ], [ 2, %61 ]
  %71 = phi i32 [ %124, %119 ], [ 2, %61 ]
  %72 = phi i32 [ %123, %119 ], [ 0, %61 ]
  %73 = phi i32 [ %122, %119 ], [ 0, %61 ]
  %74 = phi i32 [ %121, %119 ], [ 0, %61 ]
  %75 = phi i32 [ %120, %119 ], [ -2128831035, %61 ]
  %76 = getelementptr inbounds [3000 x i8], [3000 x i8]* @composite, i64 0, i64 %70
  %77 = load i8, i8* %76, align 1, !tbaa !2
  %78 = icmp eq i8 %77, 0
  %79 = icmp eq i64 %70, 2
  br i1 %79, label %94, label %80

80:                                               ; preds = %69
  %81 = and i64 %70, 1
  %82 = icmp eq i64 %81, 0
  br i1 %82, label %94, label %83

83:                                               ; preds = %80
  %84 = lshr i64 %70, 6
  %85 = and i64 %84, 67108863
  %86 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i64 0, i64 %85
  %87 = load i32, i32* %86, align 4, !tbaa !9
  %88 = trunc i64 %70 to i32
  %89 = lshr i32 %88, 1
  %90 = and i32 %89, 31
  %91 = shl i32 1, %90
  %92 = and i32 %87, %91
  %93 = icmp eq i32 %92, 0
  br label %94

94:                                               ; preds = %80, %83, %69
  %95 = phi i1 [ true, %69 ], [ false, %80 ], [ %93, %83 ]
  %96 = xor i1 %78, %95
  br i1 %96, label %97, label %98

97:                                               ; preds = %94
  call void @abort() #3
  br label %98

98:                                               ; preds = %97, %94
  br i1 %78, label %99, label %119

99:                                               ; preds = %98
  %100 = add i32 %74, 1
  %101 = icmp ugt i64 %70, 4
  br i1 %101, label %102, label %109

102:                                              ; preds = %99
  %103 = add nsw i64 %70, -2
  %104 = getelementptr inbounds [3000 x i8], [3000 x i8]* @composite, i64 0, i64 %103
  %105 = load i8, i8* %104, align 1, !tbaa !2
  %106 = icmp eq i8 %105, 0
  %107 = zext i1 %106 to i32
  %108 = add i32 %73, %107
  br label %109

109:                                              ; preds = %102, %99
  %110 = phi i32 [ %73, %99 ], [ %108, %102 ]
  %111 = trunc i64 %70 to i32
  %112 = sub i32 %111, %71
  %113 = icmp ugt i32 %112, %72
  %114 = select i1 %113, i32 %112, i32 %72
  %115 = trunc i64 %70 to i32
  %116 = xor i32 %75, %115
  %117 = mul i32 %116, 16777619
  %118 = trunc i64 %70 to i32
  br label %119

119:                                              ; preds = %98, %109
  %120 = phi i32 [ %117, %109 ], [ %75, %98 ]
  %121 = phi i32 [ %100, %109 ], [ %74, %98 ]
  %122 = phi i32 [ %110, %109 ], [ %73, %98 ]
  %123 = phi i32 [ %114, %109 ], [ %72, %98 ]
  %124 = phi i32 [ %118, %109 ], [ %71, %98 ]
  %125 = add nuw nsw i64 %70, 1
  %126 = icmp eq i64 %125, 3000
  br i1 %126, label %67, label %69, !llvm.loop !14

127:                                              ; preds = %67
  call void @abort() #3
  br label %128

128:                                              ; preds = %127, %67
  %129 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %129) #4
  br label %130

130:                                              ; preds = %130, %128
  %131 = phi i64 [ %136, %130 ], [ 0, %128 ]
  %132 = phi i32 [ %138, %130 ], [ %121, %128 ]
  %133 = urem i32 %132, 10
  %134 = trunc i32 %133 to i8
  %135 = or i8 %134, 48
  %136 = add nuw i64 %131, 1
  %137 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i64 0, i64 %131
  store i8 %135, i8* %137, align 1, !tbaa !2
  %138 = udiv i32 %132, 10
  %139 = icmp ult i32 %132, 10
  br i1 %139, label %140, label %130, !llvm.loop !15

140:                                              ; preds = %130
  %141 = shl i64 %136, 32
  %142 = ashr exact i64 %141, 32
  br label %143

143:                                              ; preds = %143, %140
  %144 = phi i64 [ %142, %140 ], [ %145, %143 ]
  %145 = add nsw i64 %144, -1
  %146 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i64 0, i64 %145
  %147 = load i8, i8* %146, align 1, !tbaa !2
  %148 = sext i8 %147 to i32
  %149 = call i32 @putchar(i32 noundef %148) #3
  %150 = icmp eq i64 %145, 0
  br i1 %150, label %151, label %143, !llvm.loop !16

151:                                              ; preds = %143
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %129) #4
  %152 = call i32 @putchar(i32 noundef 32) #3
  %153 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %153) #4
  br label %154

154:                                              ; preds = %154, %151
  %155 = phi i64 [ %160, %154 ], [ 0, %151 ]
  %156 = phi i32 [ %162, %154 ], [ %122, %151 ]
  %157 = urem i32 %156, 10
  %158 = trunc i32 %157 to i8
  %159 = or i8 %158, 48
  %160 = add nuw i64 %155, 1
  %161 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i64 0, i64 %155
  store i8 %159, i8* %161, align 1, !tbaa !2
  %162 = udiv i32 %156, 10
  %163 = icmp ult i32 %156, 10
  br i1 %163, label %164, label %154, !llvm.loop !15

164:                                              ; preds = %154
  %165 = shl i64 %160, 32
  %166 = ashr exact i64 %165, 32
  br label %167

167:                                              ; preds = %167, %164
  %168 = phi i64 [ %166, %164 ], [ %169, %167 ]
  %169 = add nsw i64 %168, -1
  %170 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i64 0, i64 %169
  %171 = load i8, i8* %170, align 1, !tbaa !2
  %172 = sext i8 %171 to i32
  %173 = call i32 @putchar(i32 noundef %172) #3
  %174 = icmp eq i64 %169, 0
  br i1 %174, label %175, label %167, !llvm.loop !16

175:                                              ; preds = %167
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %153) #4
  %176 = call i32 @putchar(i32 noundef 32) #3
  %177 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %177) #4
  br label %178

178:                                              ; preds = %178, %175
  %179 = phi i64 [ %184, %178 ], [ 0, %175 ]
  %180 = phi i32 [ %186, %178 ], [ %123, %175 ]
  %181 = urem i32 %180, 10
  %182 = trunc i32 %181 to i8
  %183 = or i8 %182, 48
  %184 = add nuw i64 %179, 1
  %185 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i64 0, i64 %179
  store i8 %183, i8* %185, align 1, !tbaa !2
  %186 = udiv i32 %180, 10
  %187 = icmp ult i32 %180, 10
  br i1 %187, label %188, label %178, !llvm.loop !15

188:                                              ; preds = %178
  %189 = shl i64 %184, 32
  %190 = ashr exact i64 %189, 32
  br label %191

191:                                              ; preds = %191, %188
  %192 = phi i64 [ %190, %188 ], [ %193, %191 ]
  %193 = add nsw i64 %192, -1
  %194 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i64 0, i64 %193
  %195 = load i8, i8* %194, align 1, !tbaa !2
  %196 = sext i8 %195 to i32
  %197 = call i32 @putchar(i32 noundef %196) #3
  %198 = icmp eq i64 %193, 0
  br i1 %198, label %199, label %191, !llvm.loop !16

199:                                              ; preds = %191
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %177) #4
  %200 = call i32 @putchar(i32 noundef 10) #3
  %201 = xor i32 %122, %120
  %202 = shl i32 %123, 16
  %203 = xor i32 %201, %202
  %204 = mul i32 %203, 16777619
  %205 = and i32 %204, 2147483647
  call void @exit(i32 noundef %205) #3
  ret i32 0
}

declare dso_local i8* @memset(i8* noundef, i32 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

declare dso_local void @abort() local_unnamed_addr #1

declare dso_local i32 @putchar(i32 noundef) local_unnamed_addr #1

declare dso_local void @exit(i32 noundef) local_unnamed_addr #1

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nobuiltin nounwind "no-builtins" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!5 = distinct !{!5, !6, !7}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!"llvm.loop.unroll.disable"}
!8 = distinct !{!8, !6, !7}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !3, i64 0}
!11 = distinct !{!11, !6, !7}
!12 = distinct !{!12, !6, !7}
!13 = distinct !{!13, !6, !7}
!14 = distinct !{!14, !6, !7}
!15 = distinct !{!15, !6, !7}
!16 = distinct !{!16, !6, !7}
